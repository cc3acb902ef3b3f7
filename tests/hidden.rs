//! Hidden fleets stay hidden (issue 35, protocol 2): under a placement book no bot learns anything
//! of a fleet it will shoot at beyond what its own shots revealed, not from `start`, not from a
//! pair's other game, not from a one-fleet entry, not from the opponent's shots; and `--resume`
//! refuses the records of a match that differs in anything that changes a game.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;
use sha2::Digest;

use crate::common::{self, BIN, check_jsonl, json_lines};

fn scratch(test: &str) -> PathBuf {
    common::scratch(&format!("hidden-{test}"))
}

/// `broadside generate --book N --seed S` (classic), written to `dir/NAME`; with `one_fleet`,
/// each line holds the entry's first fleet alone (both players get it).
fn book(dir: &Path, name: &str, entries: u64, seed: u64, one_fleet: bool) -> PathBuf {
    let out = Command::new(BIN)
        .args(["generate", "--rules", "classic", "--book", &entries.to_string(), "--seed", &seed.to_string()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut text = String::from_utf8(out.stdout).unwrap();
    if one_fleet {
        text = json_lines(text.as_bytes()).iter().map(|e| format!("{}\n", e["first"])).collect();
    }
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// `broadside match --quiet --concurrency 1` with `args`: one worker, so that a bot process plays
/// a pair's two games one after the other and can carry what it learned from one to the next.
fn play(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(["match", "--quiet", "--concurrency", "1", "--move-time", "5000"])
        .args(args)
        .output()
        .unwrap()
}

/// The lines of a `--log-dir` log with `mark` (`>` sent, `!` standard error), marks taken off.
fn marked(log: &str, mark: char) -> Vec<String> {
    log.lines()
        .filter_map(|l| l.trim_start().split_once(' ').map(|(_, rest)| rest))
        .filter_map(|rest| rest.strip_prefix(mark).map(|l| l.trim_start().to_owned()))
        .collect()
}

/// What the hostile bot `mem` (tests/bots/remembers.py) was sent and said in each game of
/// `games` logged in `logs`: the messages, and its standard error.
fn mem_logs(logs: &Path, games: usize) -> Vec<(Vec<Value>, Vec<String>)> {
    (0..games)
        .map(|g| {
            let log = std::fs::read_to_string(logs.join(format!("game-{g:06}/mem.log"))).unwrap();
            let sent = marked(&log, '>').iter().map(|l| serde_json::from_str(l).unwrap()).collect();
            (sent, marked(&log, '!'))
        })
        .collect()
}

/// Checks what `mem` was told in every game: a `start` of protocol 2 saying its fleet is imposed
/// without a cell of it, and `shot` only of its own shots; and that it says it knew no cell.
fn told_nothing(logs: &Path, games: usize) {
    for (g, (sent, said)) in mem_logs(logs, games).into_iter().enumerate() {
        let start = &sent[0];
        assert_eq!(start["type"], "start", "game {g}");
        assert_eq!(start["protocol"], 2, "game {g}: {start}");
        assert_eq!(start["fleet"], "imposed", "game {g}: {start}");
        assert!(!start.to_string().contains("cells"), "game {g}: {start}");
        let shots: Vec<&Value> = sent.iter().filter(|m| m["type"] == "shot").collect();
        assert!(!shots.is_empty(), "game {g}: told of its own shots");
        assert!(shots.iter().all(|m| m["player"] == "mem"), "game {g}: told of the opponent's shots");
        let knows: Vec<&String> = said.iter().filter(|l| l.starts_with("knows")).collect();
        assert_eq!(knows, ["knows 0 cells"], "game {g}");
    }
}

/// The games `mem` won in the records of `out`, with the shots it took.
fn mem_wins(out: &Output) -> Vec<(usize, usize)> {
    let verdicts = check_jsonl(&out.stdout);
    json_lines(&out.stdout)
        .iter()
        .zip(&verdicts)
        .enumerate()
        .filter(|(_, (_, verdict))| verdict["winner"] == "mem")
        .map(|(g, (record, _))| {
            (g, record["shots"].as_array().unwrap().iter().filter(|e| e["player"] == "mem").count())
        })
        .collect()
}

#[test]
fn a_bot_that_remembers_its_pair_s_fleet_or_reads_the_book_wins_as_an_honest_one() {
    // Before protocol 2 this bot won each pair's second game against `bot hunt` in at most 17
    // shots (the 14 cells of the classic fleet, and a miss for each wrong memory): 40 of 40 games
    // reading the book, 26 of 40 remembering alone. Honest, it wins about 3 games in 10.
    let dir = scratch("pairs");
    let path = book(&dir, "book.jsonl", 10, 5, false);
    let logs = dir.join("logs");
    let mem = format!("mem=python3 tests/bots/remembers.py --book {}", path.display());
    let hunt = format!("hunt={BIN} bot hunt --seed 7");
    let args = ["--book", path.to_str().unwrap(), "--pairs", "--games", "20", "--seed", "3"];
    let out = play(&[&args[..], &["--bot", &mem, "--bot", &hunt, "--log-dir", logs.to_str().unwrap()]].concat());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    told_nothing(&logs, 20);
    let wins = mem_wins(&out);
    // A game won knowing the fleet takes 14 to 17 shots; a hunt takes more than 40.
    assert!(wins.iter().all(|&(_, shots)| shots > 30), "{wins:?}");
    let second_games = wins.iter().filter(|(g, _)| g % 2 == 1).count();
    assert!(second_games < 8, "{second_games} of 10 second games won: {wins:?}");
    assert_eq!(json_lines(&out.stdout).len(), 20);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_one_fleet_book_entry_gives_neither_bot_the_other_s_fleet() {
    // Both players get the entry's one fleet: before protocol 2, `start` told each where the
    // enemy's ships were (40 of 40 games won in at most 17 shots).
    let dir = scratch("one-fleet");
    let path = book(&dir, "one.jsonl", 6, 8, true);
    let logs = dir.join("logs");
    let mem = format!("mem=python3 tests/bots/remembers.py --book {}", path.display());
    let hunt = format!("hunt={BIN} bot hunt --seed 7");
    let out = play(&[
        "--book",
        path.to_str().unwrap(),
        "--games",
        "6",
        "--seed",
        "4",
        "--bot",
        &mem,
        "--bot",
        &hunt,
        "--log-dir",
        logs.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = json_lines(&out.stdout);
    for record in &records {
        assert_eq!(record["fleets"]["mem"], record["fleets"]["hunt"], "one fleet for both");
    }
    told_nothing(&logs, 6);
    let wins = mem_wins(&out);
    assert!(wins.iter().all(|&(_, shots)| shots > 30), "{wins:?}");
    // The built-in bot was told no more: its own shots only.
    for g in 0..6 {
        let log = std::fs::read_to_string(logs.join(format!("game-{g:06}/hunt.log"))).unwrap();
        let shots: Vec<Value> = marked(&log, '>')
            .iter()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .filter(|m| m["type"] == "shot")
            .collect();
        assert!(shots.iter().all(|m| m["player"] == "hunt"), "game {g}: {log}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_a_book_both_bots_are_told_every_shot() {
    let dir = scratch("no-book");
    let logs = dir.join("logs");
    let out = play(&[
        "--bot",
        "mem=python3 tests/bots/remembers.py",
        "--bot",
        "scan=tests/bots/scans.sh",
        "--games",
        "1",
        "--log-dir",
        logs.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let (sent, _) = mem_logs(&logs, 1).remove(0);
    assert_eq!(sent[0]["protocol"], 2);
    assert!(sent[0].get("fleet").is_none(), "the bot places its own: {}", sent[0]);
    let players: std::collections::BTreeSet<&str> =
        sent.iter().filter(|m| m["type"] == "shot").map(|m| m["player"].as_str().unwrap()).collect();
    assert_eq!(players, ["mem", "scan"].into(), "its own fleet is its own: the opponent's shots hide nothing");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The SHA-256 of the file at `path`, in lowercase hex.
fn sha256(path: &Path) -> String {
    sha2::Sha256::digest(std::fs::read(path).unwrap()).iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn resume_refuses_another_book_limit_or_time_control_and_replays_a_record_cut_short() {
    let dir = scratch("resume");
    let path = book(&dir, "book.jsonl", 3, 2, false);
    let common = ["--bot", "a=tests/bots/scans.sh", "--bot", "b=tests/bots/scans.sh", "--games", "4", "--seed", "6"];
    let args = [&common[..], &["--book", path.to_str().unwrap()]].concat();
    let whole = play(&args);
    assert_eq!(whole.status.code(), Some(0), "{}", String::from_utf8_lossy(&whole.stderr));
    let records = json_lines(&whole.stdout);
    let meta = &records[1]["meta"]["match"];
    assert_eq!(meta["protocol"], 2);
    assert_eq!(meta["max_moves"], 400);
    assert_eq!(meta["move_time"], serde_json::json!({"b": 5000, "a": 5000}));
    assert_eq!(meta["book"], serde_json::json!({"line": 2, "sha256": sha256(&path)}));
    assert!(meta.get("time_bank").is_none() && meta.get("sandbox").is_none(), "{meta}");
    let file = dir.join("games.jsonl");
    std::fs::write(&file, &whole.stdout).unwrap();
    let resume = |args: &[&str]| play(&[args, &["--resume", file.to_str().unwrap()]].concat());
    let refused = |args: &[&str], words: &str| {
        let out = resume(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{words}: {stderr}");
        assert!(stderr.contains(words), "{words}: {stderr}");
        assert!(out.stdout.is_empty());
    };
    let nothing = resume(&args);
    assert_eq!(nothing.status.code(), Some(0), "{}", String::from_utf8_lossy(&nothing.stderr));
    assert!(nothing.stdout.is_empty(), "every game is there");
    // Another book with the same lines: the same line numbers, other fleets.
    let other = book(&dir, "other.jsonl", 3, 3, false);
    let with_other = [&common[..], &["--book", other.to_str().unwrap()]].concat();
    refused(
        &with_other,
        &format!(
            "games.jsonl:1: a game of another match: its placement book's contents differ: SHA-256 {} there, {} here",
            sha256(&path),
            sha256(&other)
        ),
    );
    refused(&[&args[..], &["--max-moves", "399"]].concat(), "its move limit is 400, this match's 399 (--max-moves)");
    refused(
        &[&args[..], &["--move-time", "b=700"]].concat(),
        "`b`'s move time is 5000 ms there, 700 ms here (--move-time)",
    );
    refused(
        &[&args[..], &["--time-bank", "9000+50"]].concat(),
        "its time bank is none, this match's 9000+50 ms (--time-bank)",
    );
    let again_on_hit = r#"{"base": "classic", "turns": "again_on_hit"}"#;
    refused(&[&args[..], &["--rules", again_on_hit]].concat(), "its rules differ");
    // A record of protocol 1, which told the bots their imposed fleets.
    let old: String = records
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r["meta"]["match"].as_object_mut().unwrap().remove("protocol");
            format!("{r}\n")
        })
        .collect();
    std::fs::write(&file, &old).unwrap();
    refused(&args, "its bots were spoken to in protocol 1 (no `protocol` in its meta.match), this match's in 2");
    // A record whose shots were cut short: the last one is played again, one before it refused.
    let mut cut = records[3].clone();
    cut["shots"].as_array_mut().unwrap().truncate(5);
    let kept: String = records[..3].iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&file, format!("{kept}{cut}\n")).unwrap();
    let again = resume(&args);
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert_eq!(again.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("cut short: taken off, its game is played again"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept, "the cut record taken off");
    let replayed = json_lines(&again.stdout);
    assert_eq!(replayed.len(), 1);
    assert_eq!(replayed[0]["meta"]["match"]["game"], 3);
    assert_eq!(replayed[0]["shots"].as_array().unwrap().len(), records[3]["shots"].as_array().unwrap().len());
    std::fs::write(&file, format!("{cut}\n{kept}")).unwrap();
    refused(&args, "games.jsonl:1: game 3's log stops before the game is decided and no limit ended it");
    let _ = std::fs::remove_dir_all(&dir);
}
