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

/// The SHA-256 of the file at `path`, in lowercase hex: a record's `meta.match.book.sha256`.
fn sha256(path: &Path) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(std::fs::read(path).unwrap()).iter().map(|b| format!("{b:02x}")).collect()
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
        let sha256 = sha256(&path);
        let expected = serde_json::json!({"line": pair % 3 + 1, "pair": pair, "pair_game": game, "sha256": sha256});
        assert_eq!(*book, expected, "game {g}");
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
        assert_eq!(record["meta"]["match"]["book"], serde_json::json!({"line": g + 1, "sha256": sha256(&path)}));
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
        "new",
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
    // Standings from the gauntlet bot's side, though it is not the first --bot: it is listed
    // first, and every pair is written with its wins (docs/match.md).
    let names: Vec<&str> =
        standings["players"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["new", "old1", "old2"]);
    assert_eq!(standings["pairs"][0]["players"], serde_json::json!(["new", "old1"]));
    let against_junk = &standings["pairs"][1];
    assert_eq!(against_junk["players"], serde_json::json!(["new", "old2"]));
    assert_eq!(
        (&against_junk["wins"], &against_junk["losses"], &against_junk["score"]),
        (&2.into(), &0.into(), &2.0.into())
    );
    assert_eq!(against_junk["forfeits"]["old2"]["illegal_message"], 2);
    assert_eq!(standings["players"][2]["forfeits"]["illegal_message"], 2);
    let unknown = tour(&["--bot", "a=x", "--bot", "b=y", "--gauntlet", "c"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&unknown.stderr).contains("--gauntlet: no bot is named `c`; the bots are `a`, `b`")
    );
    // A name is spelt exactly: a near one is refused, naming the bot meant.
    for (given, meant) in [("NEW", "new"), ("nwe", "new"), ("old", "old1")] {
        let near = tour(&["--bot", "old1=x", "--bot", "new=y", "--gauntlet", given]);
        assert_eq!(near.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&near.stderr);
        assert!(
            stderr.contains(&format!("no bot is named `{given}` (did you mean `{meant}`? names are spelt exactly)")),
            "{stderr}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A record without the times its bots took (`meta.ms` of each entry), which alone differ
/// between two runs of the same games.
fn timeless(mut record: Value) -> Value {
    for entry in record["shots"].as_array_mut().unwrap() {
        if let Some(meta) = entry.get_mut("meta").and_then(Value::as_object_mut) {
            meta.remove("ms");
        }
    }
    record
}

fn timeless_lines(bytes: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(bytes).lines().map(|l| timeless(serde_json::from_str(l).unwrap())).collect()
}

/// The arguments of a small paired round robin of the built-in bots (which keep no state
/// between games), `bin` running them.
fn paired_match(bin: &str, book: &Path) -> Vec<String> {
    let mut args: Vec<String> = vec![];
    for (name, bot) in [("h1", "hunt --seed 1"), ("rnd", "random --seed 2"), ("h2", "hunt --seed 3")] {
        args.extend(["--bot".into(), format!("{name}={bin} bot {bot}")]);
    }
    args.extend(["--games", "6", "--seed", "9", "--pairs", "--book-order", "random", "--book"].map(String::from));
    args.push(book.to_str().unwrap().to_owned());
    args
}

#[test]
fn a_resumed_match_plays_only_the_missing_games_and_refuses_another_match_s_file() {
    let dir = scratch("resume");
    let path = book(&dir, "classic", 5, 3);
    let args = paired_match(BIN, &path);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let whole = tour(&args);
    assert_eq!(whole.status.code(), Some(0));
    let lines: Vec<&str> = std::str::from_utf8(&whole.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), 18);
    // Killed after 5 games and while writing the 6th, in schedule order or not.
    let file = dir.join("games.jsonl");
    let mut kept: Vec<&str> = lines[..7].to_vec();
    kept.swap(1, 6);
    kept.remove(3);
    let partial = format!("{}\n{}", kept[..5].join("\n"), &kept[5][..100]);
    std::fs::write(&file, partial).unwrap();
    let standings = dir.join("standings.json");
    let more =
        tour(&[&args[..], &["--resume", file.to_str().unwrap(), "--standings", standings.to_str().unwrap()]].concat());
    let stderr = String::from_utf8_lossy(&more.stderr);
    assert_eq!(more.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("the last line of the file was cut short: taken off"), "{stderr}");
    assert_eq!(std::fs::read(&file).unwrap().len(), kept[..5].join("\n").len() + 1, "the cut line taken off");
    let mut file_bytes = std::fs::read(&file).unwrap();
    file_bytes.extend_from_slice(&more.stdout);
    let mut resumed = timeless_lines(&file_bytes);
    assert_eq!(resumed.len(), 18, "13 games played, 5 kept");
    resumed.sort_by_key(|r| r["meta"]["match"]["game"].as_u64());
    assert_eq!(resumed, timeless_lines(&whole.stdout), "the same games as one run");
    // The standings count all 18 games, the 5 read as well as the 13 played.
    let table: Value = serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(table["games"], 18);
    assert_eq!(
        table["pentanomial"]["pairs"].as_array().unwrap().iter().map(|p| p["pairs"].as_u64().unwrap()).sum::<u64>(),
        9
    );
    // Nothing left to play: no game, the same standings.
    std::fs::write(&file, &whole.stdout).unwrap();
    let none = tour(&[&args[..], &["--resume", file.to_str().unwrap()]].concat());
    assert_eq!(none.status.code(), Some(0));
    assert!(none.stdout.is_empty());
    // Another match's file: another seed, other bots, another book order, or a game twice.
    let refused = |args: &[&str], words: &str| {
        let out = tour(&[args, &["--resume", file.to_str().unwrap()]].concat());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(words), "{words}: {stderr}");
        assert!(out.stdout.is_empty());
    };
    let seed = args.iter().position(|a| *a == "--seed").unwrap() + 1;
    let mut other = args.clone();
    other[seed] = "10";
    refused(&other, "games.jsonl:1: a game of another match: its seed is 9, this match's 10");
    let mut other = args.clone();
    let program = format!("h1={BIN} bot hunt --seed 4");
    other[1] = &program;
    refused(&other, "`h1` is not the program");
    let order = args.iter().position(|a| *a == "random").unwrap();
    let mut other = args.clone();
    other[order] = "sequential";
    refused(&other, "its placement book, book order or pairing differs");
    let mut other = args.clone();
    other.swap(1, 3);
    refused(&other, "game 0 is `rnd` against `h1` here, `h1` against `rnd` there");
    std::fs::write(&file, [&whole.stdout[..], &whole.stdout[..]].concat()).unwrap();
    refused(&args, "games.jsonl:19: game 0 is in the file twice");
    std::fs::write(&file, "{\"not\": \"a record\"}\n").unwrap();
    refused(&args, "games.jsonl:1: not a record of a game");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_standings_file_is_written_as_the_match_goes() {
    let dir = scratch("standings-every");
    let standings = dir.join("killed.json");
    // A match killed (SIGKILL: nothing written at its end) after some games: its standings
    // file was written as it went.
    let mut child = Command::new(BIN)
        .args(["match", "--quiet", "--bot", "a=tests/bots/scans.sh", "--bot", "b=tests/bots/hangs.sh"])
        .args(["--games", "200", "--concurrency", "1", "--move-time", "300", "--standings-every", "2"])
        .arg("--standings")
        .arg(&standings)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let midway = loop {
        let text = std::fs::read_to_string(&standings).unwrap_or_default();
        if let Ok(v) = serde_json::from_str::<Value>(&text)
            && v["games"].as_u64().is_some_and(|n| n >= 4)
        {
            break v;
        }
        assert!(std::time::Instant::now() < until, "no standings were written midway");
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    child.kill().unwrap();
    let _ = child.wait();
    let games = midway["games"].as_u64().unwrap();
    assert_eq!(games % 2, 0, "every 2 games");
    assert_eq!(midway["players"][1]["forfeits"]["timeout"], games);
    assert_eq!(midway["players"][0]["wins"], games);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Merged shards: the records of the whole schedule, game for game, and the same summary.
fn assert_shards_make_the_whole(merged: &[u8], whole: &[u8]) {
    assert_eq!(timeless_lines(merged), timeless_lines(whole), "the shards' records, in order, are the whole's");
    let (merged, whole) = (summary(merged), summary(whole));
    assert_eq!(merged, whole);
    assert_eq!(whole["games"], 18);
    assert!(whole["pentanomial"]["pairs"].as_array().is_some_and(|p| p.len() == 3), "{whole}");
}

#[test]
fn gnu_parallel_over_four_shards_plays_the_whole_schedule() {
    if !common::engine_present("GNU parallel", "parallel", &["--version"]) {
        return;
    }
    let dir = scratch("shards-parallel");
    let path = book(&dir, "classic", 5, 6);
    let args = paired_match(BIN, &path);
    // `tour` gives 5000 ms a move: the shards too, the same match (records name the move time).
    let whole = tour(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(whole.status.code(), Some(0));
    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
    let script = format!(
        "parallel --will-cite -q -k -j 4 {BIN} match --quiet --concurrency 1 --move-time 5000 {} --shard {{}}/4 ::: 1 2 3 4",
        quoted.join(" ")
    );
    let spread = Command::new("sh").args(["-c", &script]).output().unwrap();
    assert!(spread.status.success(), "{}", String::from_utf8_lossy(&spread.stderr));
    assert_shards_make_the_whole(&spread.stdout, &whole.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn spark_local_mode_over_four_shards_plays_the_whole_schedule() {
    if !common::engine_present("Java", "java", &["-version"])
        || !common::engine_present("pyspark", "python3", &["-c", "import pyspark"])
    {
        return;
    }
    let dir = scratch("shards-spark");
    let path = book(&dir, "classic", 5, 6);
    // Where `spark-submit --files` leaves the binary: the task's working directory; the bots
    // run it from there too, so that the one-process run names the same programs.
    std::os::unix::fs::symlink(BIN, dir.join("broadside")).unwrap();
    let args = paired_match("./broadside", &path);
    let whole = Command::new(dir.join("broadside"))
        .args(["match", "--quiet", "--concurrency", "2"])
        .args(&args)
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(whole.status.code(), Some(0), "{}", String::from_utf8_lossy(&whole.stderr));
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spark/match_shards.py");
    let out = dir.join("shards.jsonl");
    let spark = Command::new("python3")
        .arg(&script)
        .arg("4")
        .arg(&out)
        .arg(serde_json::to_string(&args).unwrap())
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(spark.status.success(), "pyspark failed: {}", String::from_utf8_lossy(&spark.stderr));
    assert_eq!(String::from_utf8_lossy(&spark.stdout).trim(), "18");
    assert_shards_make_the_whole(&std::fs::read(&out).unwrap(), &whole.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The entries of `player` in `record`.
fn entries_of<'r>(record: &'r Value, player: &str) -> Vec<&'r Value> {
    record["shots"].as_array().unwrap().iter().filter(|e| e["player"] == player).collect()
}

#[test]
fn a_bot_s_own_move_time_and_a_time_bank_with_increment() {
    let run = |args: &[&str]| {
        let out = Command::new(BIN)
            .args(["match", "--quiet", "--bot", "slow=tests/bots/scans.sh 0.3", "--bot", "quick=tests/bots/scans.sh"])
            .args(["--games", "1", "--max-moves", "12"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        records(&out).remove(0)
    };
    // 100 ms for every bot but `slow`, which has 3 s: it is never late.
    let record = run(&["--move-time", "100", "--move-time", "SLOW=3000"]);
    let slow = entries_of(&record, "slow");
    assert_eq!(slow.len(), 6, "{record}");
    assert!(slow.iter().all(|e| e["forfeit"].is_null() && e["meta"]["ms"].as_u64().unwrap() >= 250), "{record}");
    assert!(slow.iter().all(|e| e["meta"].get("left_ms").is_none()), "no bank, no left_ms");
    // Without its own, it is late at its first turn.
    let record = run(&["--move-time", "100"]);
    let last = record["shots"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["player"].as_str(), last["forfeit"].as_str()), (Some("slow"), Some("timeout")));
    assert_eq!(last["meta"]["why"], "no answer within 100 ms");
    // A bank of 1 s and 50 ms a move: each 300 ms answer costs about 250 ms, so the fifth is
    // late, and each entry says what was left.
    let record = run(&["--move-time", "5000", "--time-bank", "1000+50"]);
    let slow = entries_of(&record, "slow");
    let left: Vec<u64> = slow.iter().filter_map(|e| e["meta"]["left_ms"].as_u64()).collect();
    assert!(left.len() >= 2 && left.windows(2).all(|w| w[1] < w[0]), "{left:?}");
    for e in slow.iter().filter(|e| e["forfeit"].is_null()) {
        assert!(e["meta"]["left_ms"].as_u64().unwrap() <= 1000 + 50 - e["meta"]["ms"].as_u64().unwrap() + 50);
    }
    let forfeit = slow.last().unwrap();
    assert_eq!(forfeit["forfeit"], "timeout", "{record}");
    assert!(forfeit["meta"]["why"].as_str().unwrap().contains("ms left of its time bank"), "{forfeit}");
    let quick = entries_of(&record, "quick");
    assert!(quick.iter().all(|e| e["meta"]["left_ms"].as_u64().is_some_and(|l| l >= 1000)), "a quick bot gains");
    for (args, words) in [
        (["--move-time", "nobody=5"], "--move-time: no bot is named `nobody`"),
        (["--move-time", "a=0"], "at least 1"),
        (["--time-bank", "100+x"], "such as `10000+100`"),
    ] {
        let out = broadside(&[&["match", "--bot", "a=x", "--bot", "b=y"], &args[..]].concat());
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains(words), "{}", String::from_utf8_lossy(&out.stderr));
    }
}

/// A book's and a resumed file's errors in the language of `--lang` (Russian here): at the same
/// line and column as in English, with none of the English sentence.
#[test]
fn book_and_resume_errors_are_worded_in_the_chosen_language() {
    let dir = scratch("book-ru");
    let path = book(&dir, "classic", 2, 5);
    let good = std::fs::read_to_string(&path).unwrap();
    let bots = ["--bot", "a=tests/bots/scans.sh", "--bot", "b=tests/bots/scans.sh", "--lang", "ru"];
    let book_error = |contents: &[u8]| {
        std::fs::write(&path, contents).unwrap();
        let out = tour(&[&bots[..], &["--book", path.to_str().unwrap()]].concat());
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty(), "no game is played");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let name = path.display().to_string();
    for (line, expected, english) in [
        ("{\"first\": [", "3:11: ожидался флот (список кораблей", "expected a fleet"),
        ("{\"a\": [], \"b\": [], \"c\": []}", "3:1: ожидался флот", "found an object"),
        (
            "[{\"ship\": \"battleship\", \"cells\": \"A1-E1\"}]",
            "3:1: первый флот не соответствует правилам матча",
            "not legal",
        ),
    ] {
        let stderr = book_error(format!("{good}{line}\n").as_bytes());
        assert!(stderr.contains(&format!("broadside: --book {name}:{expected}")), "{line}: {stderr}");
        assert!(!stderr.contains(english), "{stderr}");
    }
    let stderr = book_error(b"[]\n\xff\n");
    assert!(stderr.contains(&format!("--book {name}:2: это не текст в UTF-8")), "{stderr}");
    let stderr = book_error(b"\n\n");
    assert!(stderr.contains(&format!("--book {name}: в книге расстановок ничего нет")), "{stderr}");
    assert!(!stderr.contains("no entry"), "{stderr}");

    // --resume: a game of another seed, a game twice, a line that is no record.
    std::fs::write(&path, &good).unwrap();
    let args = paired_match(BIN, &path);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let whole = tour(&args);
    assert_eq!(whole.status.code(), Some(0));
    let file = dir.join("games.jsonl");
    let resumed = |args: &[&str]| {
        let out = tour(&[args, &["--lang", "ru", "--resume", file.to_str().unwrap()]].concat());
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let file_name = file.display().to_string();
    std::fs::write(&file, &whole.stdout).unwrap();
    let seed = args.iter().position(|a| *a == "--seed").unwrap() + 1;
    let mut other = args.clone();
    other[seed] = "10";
    let stderr = resumed(&other);
    assert!(
        stderr.contains(&format!("--resume {file_name}:1: игра другого матча: её --seed равен 9, а у этого матча 10")),
        "{stderr}"
    );
    assert!(!stderr.contains("another match"), "{stderr}");
    std::fs::write(&file, [&whole.stdout[..], &whole.stdout[..]].concat()).unwrap();
    let stderr = resumed(&args);
    assert!(stderr.contains(&format!("--resume {file_name}:19: игра 0 есть в файле дважды")), "{stderr}");
    std::fs::write(&file, "{\"not\": \"a record\"}\n").unwrap();
    let stderr = resumed(&args);
    assert!(stderr.contains(&format!("--resume {file_name}:1: это не запись игры: ")), "{stderr}");
    assert!(!stderr.contains("not a record"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
