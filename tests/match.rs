//! `broadside match` with bots that misbehave (tests/bots/): each loses its games with the right
//! forfeit code, the match goes on, the records verify with `broadside check --jsonl`, and no
//! process of the match is left running.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_broadside");

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("broadside-match-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `broadside match ARGS` with the bots noting their process ids in `dir/pids`.
fn run_match(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).arg("match").args(args).env("BOT_PIDS", dir.join("pids")).output().unwrap()
}

/// The verdicts `broadside check --jsonl` gives the records of a match.
fn check(records: &[u8]) -> Vec<Value> {
    let mut child = Command::new(BIN)
        .args(["check", "--jsonl"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), records).unwrap();
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn records(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Processes still running (not zombies) in the process group `group`.
fn alive_in_group(group: u32) -> Vec<u32> {
    let mut alive = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after the last ')'.
        let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else { continue };
        let fields: Vec<&str> = rest.split_whitespace().collect();
        if fields.len() > 2 && fields[0] != "Z" && fields[2] == group.to_string() {
            alive.push(entry.file_name().to_string_lossy().parse().unwrap_or(0));
        }
    }
    alive
}

/// Every bot that ran noted its process group; none may have a process left.
fn assert_no_process_left(dir: &Path) {
    let pids = std::fs::read_to_string(dir.join("pids")).unwrap_or_default();
    let groups: Vec<u32> = pids.lines().filter_map(|l| l.trim().parse().ok()).collect();
    assert!(!groups.is_empty(), "the bots noted no process ids");
    for group in groups {
        assert_eq!(alive_in_group(group), Vec::<u32>::new(), "process group {group} is still running");
    }
}

/// Plays `games` games of examples/bot.py (`good`) against `bad`, and checks that `bad` forfeits
/// each with `code`; returns the records.
fn loses_with(test: &str, bad: &str, code: &str, games: u64) -> Vec<Value> {
    let dir = scratch(test);
    let standings = dir.join("standings.json");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "good=python3 examples/bot.py",
            "--bot",
            &format!("bad={bad}"),
            "--games",
            &games.to_string(),
            "--move-time",
            "700",
            "--seed",
            "5",
            "--standings",
            standings.to_str().unwrap(),
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let records = records(&out);
    assert_eq!(records.len() as u64, games, "{stderr}");
    let verdicts = check(&out.stdout);
    assert_eq!(verdicts.len() as u64, games);
    for (record, verdict) in records.iter().zip(&verdicts) {
        assert_eq!(verdict["winner"], "good", "{verdict}");
        assert_eq!(verdict["forfeiting_players"], serde_json::json!(["bad"]));
        let foul = &verdict["violations"][0];
        assert_eq!((foul["code"].as_str(), foul["player"].as_str()), (Some(code), Some("bad")), "{verdict}");
        // The game stopped at the forfeit: it is the last entry.
        let shots = record["shots"].as_array().unwrap();
        assert_eq!(shots.last().unwrap()["forfeit"], code);
        assert_eq!(verdict["decided_at"].as_u64(), Some(shots.len() as u64 - 1));
        assert_eq!(record["meta"]["match"]["programs"]["bad"], bad);
    }
    let standings: Value = serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(standings["players"][1]["name"], "bad");
    assert_eq!(standings["players"][1]["forfeits"][code], games);
    assert_eq!(standings["players"][0]["wins"], games);
    assert_no_process_left(&dir);
    records
}

#[test]
fn a_bot_that_hangs_times_out() {
    let records = loses_with("hangs", "tests/bots/hangs.sh", "timeout", 2);
    let forfeit = records[0]["shots"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(forfeit["meta"]["why"], "no answer within 700 ms");
}

#[test]
fn a_bot_that_exits_crashes() {
    let records = loses_with("exits", "tests/bots/exits.sh", "crashed", 2);
    let forfeit = records[0]["shots"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(forfeit["meta"]["stderr"], "giving up\n", "{forfeit}");
}

#[test]
fn a_bot_whose_program_cannot_start_crashes() {
    let records = loses_with("cannot-start", "tests/bots/cannot_start.sh", "crashed", 2);
    // It gave no fleet: the referee placed one, and says so.
    assert_eq!(records[0]["meta"]["match"]["placed_by_referee"], serde_json::json!(["bad"]));
    assert_eq!(records[0]["shots"].as_array().unwrap().len(), 1);
}

#[test]
fn garbage_is_an_illegal_message_kept_in_meta() {
    let records = loses_with("garbage", "tests/bots/garbage.sh", "illegal_message", 2);
    let forfeit = records[0]["shots"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(forfeit["meta"]["said"], "fire at will");
}

#[test]
fn a_ten_megabyte_line_is_an_illegal_message_cut_to_one_kib() {
    let records = loses_with("huge", "tests/bots/huge_line.py", "illegal_message", 2);
    let forfeit = records[0]["shots"].as_array().unwrap().last().unwrap().clone();
    let said = forfeit["meta"]["said"].as_str().unwrap();
    assert_eq!(said.len(), 1024);
    assert!(said.starts_with("{\"at\": \"AAAA"), "{said}");
}

#[test]
fn unasked_lines_are_an_illegal_message() {
    let records = loses_with("unasked", "tests/bots/unasked.sh", "illegal_message", 2);
    let forfeit = records[0]["shots"].as_array().unwrap().last().unwrap().clone();
    assert!(forfeit["meta"]["said"].as_str().unwrap().starts_with("{\"at\": \"J"), "{forfeit}");
}

#[test]
fn a_child_holding_the_output_does_not_keep_the_match_waiting() {
    let started = std::time::Instant::now();
    loses_with("forks-child", "tests/bots/forks_child.sh", "crashed", 2);
    // Each game ends when the bot exits, not when its child (sleep 600) would.
    assert!(started.elapsed() < std::time::Duration::from_secs(120));
}

#[test]
fn a_bot_flooding_standard_error_plays_on() {
    let dir = scratch("floods");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "a=tests/bots/floods_stderr.sh",
            "--bot",
            "b=python3 examples/bot.py",
            "--games",
            "2",
            "--move-time",
            "2000",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let verdicts = check(&out.stdout);
    assert_eq!(verdicts.len(), 2);
    for v in &verdicts {
        assert_eq!(v["reason"], "fleet_destroyed", "{v}");
    }
    assert_no_process_left(&dir);
}

#[test]
fn a_round_robin_goes_on_past_misbehaving_bots() {
    let dir = scratch("round-robin");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "a=python3 examples/bot.py",
            "--bot",
            "b=examples/bot.py",
            "--bot",
            "hang=tests/bots/hangs.sh",
            "--bot",
            "junk=tests/bots/garbage.sh",
            "--games",
            "2",
            "--move-time",
            "500",
            "--concurrency",
            "3",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    // 6 pairs, 2 games each, in game order; each pair's first bot shoots first, then the second.
    assert_eq!(records.len(), 12);
    let games: Vec<u64> = records.iter().map(|r| r["meta"]["match"]["game"].as_u64().unwrap()).collect();
    assert_eq!(games, (0..12).collect::<Vec<_>>());
    let firsts: Vec<&str> = records.iter().map(|r| r["first"].as_str().unwrap()).collect();
    assert_eq!(firsts, ["a", "a", "a", "b", "b", "hang", "b", "hang", "junk", "hang", "junk", "junk"]);
    let verdicts = check(&out.stdout);
    for v in &verdicts {
        let players: Vec<&str> = v["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
        if players.contains(&"hang") || players.contains(&"junk") {
            assert_eq!(v["reason"], "forfeit", "{v}");
        }
        if players.contains(&"hang") && !players.contains(&"junk") {
            assert_ne!(v["winner"], "hang");
        }
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("hang vs junk:"), "{stderr}");
    assert_no_process_left(&dir);
}

#[test]
fn a_bot_that_cannot_be_started_at_all_is_a_bad_argument() {
    let dir = scratch("no-program");
    let out = run_match(&dir, &["--bot", "a=python3 examples/bot.py", "--bot", "b=/nonexistent/bot --fast"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--bot b: cannot start `/nonexistent/bot --fast`"), "{stderr}");
    for args in [
        &["--bot", "a=x"][..],
        &["--bot", "a=x", "--bot", "a=y"],
        &["--bot", "a=x", "--bot", "b"],
        &["--bot", "a=x", "--bot", "b=y", "--sprt", "elo0=1", "elo1=0"],
        &["--bot", "a=x", "--bot", "b=y", "--rules", "checkers"],
    ] {
        let out = run_match(&dir, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn sprt_rejects_a_bot_that_always_loses_and_stops_the_match() {
    let dir = scratch("sprt");
    let standings = dir.join("standings.json");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "new=tests/bots/cannot_start.sh",
            "--bot",
            "old=examples/bot.py",
            "--games",
            "1000",
            "--move-time",
            "500",
            "--sprt",
            "elo0=0",
            "elo1=10",
            "--standings",
            standings.to_str().unwrap(),
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    // 101 straight losses reject at elo0=0 elo1=10 (the exact LLR of one result only).
    assert_eq!(records(&out).len(), 101, "{stderr}");
    let standings: Value = serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(standings["games"], 101);
    assert_eq!(standings["sprt"]["decision"], "accept_h0");
    assert!(stderr.contains("H0 accepted"), "{stderr}");
}

/// The records without the bots' thinking times, which vary from run to run.
fn without_times(out: &[u8]) -> Vec<Value> {
    let mut records: Vec<Value> =
        String::from_utf8_lossy(out).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    for r in &mut records {
        for e in r["shots"].as_array_mut().unwrap() {
            e.as_object_mut().unwrap().remove("meta");
        }
    }
    records
}

#[test]
fn the_built_in_bots_play_the_same_match_for_the_same_seed_at_any_concurrency() {
    let dir = scratch("built-in");
    let bots = [
        "--bot",
        &format!("hunt={BIN} bot hunt --seed 1"),
        "--bot",
        &format!("rand={BIN} bot random --seed 2"),
        "--bot",
        "py=python3 examples/bot.py",
    ]
    .map(String::from);
    let mut outs = Vec::new();
    for concurrency in ["1", "3"] {
        let mut args: Vec<&str> = bots.iter().map(String::as_str).collect();
        args.extend([
            "--rules",
            "russian",
            "--games",
            "4",
            "--seed",
            "9",
            "--concurrency",
            concurrency,
            "--move-time",
            "5000",
        ]);
        let out = run_match(&dir, &args);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        outs.push(out);
    }
    let records = without_times(&outs[0].stdout);
    assert_eq!(records.len(), 12);
    // examples/bot.py draws from Python's own random numbers: compare only the built-in bots' game.
    let duels = |rs: &[Value]| -> Vec<Value> {
        rs.iter().filter(|r| !r["players"].to_string().contains("py")).cloned().collect()
    };
    assert_eq!(duels(&records), duels(&without_times(&outs[1].stdout)));
    let verdicts = check(&outs[0].stdout);
    assert!(
        verdicts.iter().all(|v| v["reason"] == "fleet_destroyed" && v["violations"] == serde_json::json!([])),
        "{verdicts:?}"
    );
    let hunt_wins = verdicts.iter().filter(|v| v["winner"] == "hunt").count();
    assert!(hunt_wins >= 6, "hunt won {hunt_wins} of its 8 games");
    for r in &records {
        assert_eq!(r["meta"]["match"]["seed"], 9);
    }
}

#[test]
fn the_example_bot_plays_every_ruleset() {
    let dir = scratch("example");
    for rules in ["classic", "salvo", "russian", r#"{"base":"salvo","salvo_order":"sequential","fleet":"hasbro"}"#] {
        let out = run_match(
            &dir,
            &[
                "--bot",
                "a=examples/bot.py",
                "--bot",
                &format!("b={BIN} bot hunt"),
                "--rules",
                rules,
                "--games",
                "2",
                "--move-time",
                "3000",
            ],
        );
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let verdicts = check(&out.stdout);
        assert_eq!(verdicts.len(), 2);
        for v in verdicts {
            assert!(v["reason"] == "fleet_destroyed" || v["outcome"] == "draw", "{rules}: {v}");
            assert!(v["violations"].as_array().unwrap().iter().all(|x| x["severity"] == "warning"), "{rules}: {v}");
        }
    }
}
