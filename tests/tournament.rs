//! `broadside match` as a tournament: placement books (`--book`, and `generate --book`), paired
//! games (`--pairs`), with honest and misbehaving bots.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

use crate::common::{self, BIN, check_jsonl};

fn scratch(test: &str) -> PathBuf {
    common::scratch(&format!("tour-{test}"))
}

fn broadside(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

fn records(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Writes `broadside generate --book N --seed S` under `rules` to `dir/book.jsonl`.
fn book(dir: &Path, rules: &str, entries: u64, seed: u64) -> PathBuf {
    let out = broadside(&["generate", "--rules", rules, "--book", &entries.to_string(), "--seed", &seed.to_string()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let path = dir.join("book.jsonl");
    std::fs::write(&path, &out.stdout).unwrap();
    path
}

/// The book's entries as JSON: the fleets of each line, in order.
fn entries(path: &Path) -> Vec<[Value; 2]> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            [v["first"].clone(), v["second"].clone()]
        })
        .collect()
}

/// Runs a match with `args` after the common ones.
fn tour(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(["match", "--quiet", "--move-time", "5000", "--concurrency", "2"])
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn generate_writes_a_book_of_legal_fleet_pairs_for_any_ruleset() {
    let dir = scratch("generate");
    for rules in ["classic", "salvo", "russian"] {
        let path = book(&dir, rules, 25, 4);
        let entries = entries(&path);
        assert_eq!(entries.len(), 25);
        // Each pair, as a record with no shot, is legal under its rules: no violation at all.
        for [a, b] in &entries {
            let record = serde_json::json!({"rules": rules, "fleets": {"a": a, "b": b}, "shots": []});
            let verdicts = check_jsonl(format!("{record}\n").as_bytes());
            assert_eq!(verdicts[0]["violations"], serde_json::json!([]), "{rules}: {record}");
        }
        assert_ne!(entries[0][0], entries[0][1]);
        let again = broadside(&["generate", "--rules", rules, "--book", "25", "--seed", "4"]);
        assert_eq!(again.stdout, std::fs::read(&path).unwrap(), "the same seed, the same book");
    }
    let both = broadside(&["generate", "--rules", "classic", "--book", "3", "--games", "3", "--seed", "1"]);
    assert_eq!(both.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn paired_games_swap_sides_on_the_same_fleets_and_identical_bots_score_even_on_every_pair() {
    let dir = scratch("pairs");
    let path = book(&dir, "classic", 3, 11);
    let book_entries = entries(&path);
    let standings = dir.join("standings.json");
    let out = tour(&[
        "--bot",
        "one=tests/bots/scans.sh",
        "--bot",
        "two=tests/bots/scans.sh",
        "--games",
        "8",
        "--seed",
        "2",
        "--book",
        path.to_str().unwrap(),
        "--pairs",
        "--standings",
        standings.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    assert_eq!(records.len(), 8);
    let verdicts = check_jsonl(&out.stdout);
    for (g, (record, verdict)) in records.iter().zip(&verdicts).enumerate() {
        let book = &record["meta"]["match"]["book"];
        let (pair, game) = (g / 2, g % 2);
        assert_eq!(*book, serde_json::json!({"line": pair % 3 + 1, "pair": pair, "pair_game": game}), "game {g}");
        // The first shooter gets the entry's first fleet: so each bot shoots at the fleet the
        // other had in the pair's other game.
        let first = if game == 0 { "one" } else { "two" };
        assert_eq!(record["players"][0], first);
        assert_eq!(record["first"], first);
        let second = if game == 0 { "two" } else { "one" };
        assert_eq!(record["fleets"][first], book_entries[pair % 3][0], "game {g}");
        assert_eq!(record["fleets"][second], book_entries[pair % 3][1], "game {g}");
        assert_eq!(verdict["reason"], "fleet_destroyed", "{verdict}");
        assert!(record["meta"]["match"].get("answered_other_fleet").is_none(), "they answered `given`");
    }
    // The same shots whatever the game: the first shooter of a pair's game 0 wins it exactly
    // when the first shooter of its game 1 does, so every pair is 1-1.
    for pair in verdicts.chunks(2) {
        assert_ne!(pair[0]["winner"], pair[1]["winner"], "{pair:?}");
    }
    let standings: Value = serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(standings["pairs"][0]["wins"], 4);
    assert_eq!(standings["pairs"][0]["losses"], 4);
    // On the pentanomial model: four pairs, every one 1-1, exactly 0 Elo with no spread.
    let even = serde_json::json!({"pairs": [{"players": ["one", "two"], "pairs": 4, "counts": [0, 0, 4, 0, 0],
        "score": 4.0, "elo": {"diff": 0.0, "margin": 0.0, "los": 0.5}}], "waiting": 0, "left_out": 0});
    assert_eq!(standings["pentanomial"], even);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("one vs two, pairs of games: 4 (0: 0, ½: 0, 1: 4, 1½: 0, 2: 0)  elo +0.0 ± 0.0"),
        "{stderr}"
    );
    // `check --jsonl --summary` pairs the records up the same way, in any order.
    let mut shuffled: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    shuffled.reverse();
    let mut summary = summary(shuffled.join("\n").as_bytes());
    // Players in the order the batch first names them: here `two`.
    assert_eq!(summary["pentanomial"]["pairs"][0]["players"], serde_json::json!(["two", "one"]));
    summary["pentanomial"]["pairs"][0]["players"] = serde_json::json!(["one", "two"]);
    assert_eq!(summary["pentanomial"], even);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `broadside check --jsonl --summary` of `records`.
fn summary(records: &[u8]) -> Value {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .args(["check", "--jsonl", "--summary"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(records).unwrap();
    serde_json::from_slice(&child.wait_with_output().unwrap().stdout).unwrap()
}

#[test]
fn the_sprt_on_pairs_stops_at_a_whole_pair_and_an_unpaired_batch_has_no_pentanomial() {
    let dir = scratch("penta-sprt");
    let path = book(&dir, "classic", 50, 8);
    let standings = dir.join("standings.json");
    let out = tour(&[
        "--bot",
        &format!("hunt={BIN} bot hunt --seed 1"),
        "--bot",
        &format!("rand={BIN} bot random --seed 2"),
        "--games",
        "400",
        "--book",
        path.to_str().unwrap(),
        "--book-order",
        "random",
        "--pairs",
        "--sprt",
        "elo0=0",
        "elo1=100",
        "--standings",
        standings.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    assert!(records.len() < 400 && records.len().is_multiple_of(2), "stopped at a whole pair: {}", records.len());
    let standings: Value = serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(standings["sprt"]["decision"], "accept_h1", "{standings}");
    let counts = &standings["pentanomial"]["pairs"][0]["counts"];
    let pairs: u64 = counts.as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(pairs as usize * 2, records.len());
    assert!(standings["sprt"]["llr"].as_f64().unwrap() >= 2.94);
    // A batch with no paired game: no `pentanomial` in its summary.
    let plain = broadside(&["generate", "--rules", "classic", "--games", "20", "--seed", "1"]);
    assert!(summary(&plain.stdout).get("pentanomial").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bot_that_places_its_own_fleet_plays_the_book_s_and_a_misbehaving_one_forfeits() {
    let dir = scratch("book-bots");
    let path = book(&dir, "classic", 2, 5);
    let book_entries = entries(&path);
    let out = tour(&[
        "--bot",
        "own=python3 examples/bot.py",
        "--bot",
        "junk=tests/bots/garbage.sh",
        "--games",
        "2",
        "--book",
        path.to_str().unwrap(),
        "--book-order",
        "sequential",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    let verdicts = check_jsonl(&out.stdout);
    for (g, (record, verdict)) in records.iter().zip(&verdicts).enumerate() {
        // examples/bot.py (and garbage.sh) answer with a fleet of their own: not judged, the
        // book's is played.
        let other = &record["meta"]["match"]["answered_other_fleet"];
        assert!(other.as_array().unwrap().contains(&Value::from("own")), "{other}");
        let first = record["players"][0].as_str().unwrap();
        assert_eq!(record["fleets"][first], book_entries[g][0]);
        assert_eq!(record["meta"]["match"]["book"], serde_json::json!({"line": g + 1}));
        assert_eq!(verdict["winner"], "own", "{verdict}");
        assert_eq!(verdict["violations"][0]["code"], "illegal_message", "{verdict}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_book_line_that_cannot_be_read_is_an_input_error_at_its_place() {
    let dir = scratch("bad-book");
    let path = book(&dir, "classic", 2, 5);
    let good = std::fs::read_to_string(&path).unwrap();
    let cases = [
        ("{\"first\": [", "book.jsonl:3:11: expected a fleet"),
        ("{\"a\": [], \"b\": [], \"c\": []}", "book.jsonl:3:1: expected a fleet"),
        ("[{\"ship\": \"battleship\", \"cells\": \"A1-E1\"}]", "book.jsonl:3:1: the first fleet is not legal"),
        ("\u{0}", "book.jsonl:3:1: expected a fleet"),
    ];
    for (line, words) in cases {
        std::fs::write(&path, format!("{good}{line}\n")).unwrap();
        let out = tour(&[
            "--bot",
            "a=tests/bots/scans.sh",
            "--bot",
            "b=tests/bots/scans.sh",
            "--book",
            path.to_str().unwrap(),
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(words), "{line}: {stderr}");
        assert!(out.stdout.is_empty(), "no game is played");
    }
    std::fs::write(&path, b"\xff\n").unwrap();
    let out =
        tour(&["--bot", "a=tests/bots/scans.sh", "--bot", "b=tests/bots/scans.sh", "--book", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("book.jsonl:1: not UTF-8"));
    let odd = tour(&["--bot", "a=x", "--bot", "b=y", "--book", path.to_str().unwrap(), "--pairs", "--games", "3"]);
    assert_eq!(odd.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&odd.stderr).contains("--games must be even"));
    let no_book = tour(&["--bot", "a=x", "--bot", "b=y", "--pairs"]);
    assert_eq!(no_book.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_gauntlet_plays_its_bot_against_every_other_and_no_one_else() {
    let dir = scratch("gauntlet");
    let standings = dir.join("standings.json");
    let out = tour(&[
        "--bot",
        "old1=tests/bots/scans.sh",
        "--bot",
        "new=python3 examples/bot.py",
        "--bot",
        "old2=tests/bots/garbage.sh",
        "--gauntlet",
        "NEW",
        "--games",
        "2",
        "--standings",
        standings.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let players: Vec<Value> = records(&out).iter().map(|r| r["players"].clone()).collect();
    let expected = [["new", "old1"], ["new", "old2"], ["old1", "new"], ["old2", "new"]].map(|p| serde_json::json!(p));
    assert_eq!(players, expected);
    let standings: Value = serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(standings["pairs"].as_array().unwrap().len(), 2, "old1 and old2 never meet");
    assert_eq!(standings["players"][2]["forfeits"]["illegal_message"], 2);
    let unknown = tour(&["--bot", "a=x", "--bot", "b=y", "--gauntlet", "c"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&unknown.stderr).contains("--gauntlet: no bot is named `c`; the bots are `a`, `b`")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
