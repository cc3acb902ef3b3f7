//! `broadside match` with bots that misbehave (tests/bots/): each loses its games with the right
//! forfeit code, the match goes on, the records verify with `broadside check --jsonl`, and no
//! process of the match is left running.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

use crate::common::{self, BIN, check_jsonl};

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    common::scratch(&format!("match-{test}"))
}

/// Runs `broadside match ARGS` with the bots noting their process ids in `dir/pids`.
fn run_match(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).arg("match").args(args).env("BOT_PIDS", dir.join("pids")).output().unwrap()
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
    loses_under(test, bad, code, games, "classic")
}

/// [`loses_with`] under `rules`. One game at a time, so that each bot plays every game in one
/// run (what one game leaves behind is seen in the next).
fn loses_under(test: &str, bad: &str, code: &str, games: u64, rules: &str) -> Vec<Value> {
    let dir = scratch(test);
    let standings = dir.join("standings.json");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "good=python3 examples/bot.py",
            "--bot",
            &format!("bad={bad}"),
            "--rules",
            rules,
            "--games",
            &games.to_string(),
            "--move-time",
            "700",
            "--seed",
            "5",
            "--concurrency",
            "1",
            "--standings",
            standings.to_str().unwrap(),
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let records = records(&out);
    assert_eq!(records.len() as u64, games, "{stderr}");
    let verdicts = check_jsonl(&out.stdout);
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
fn a_bot_that_reads_its_start_and_exits_crashes() {
    let records = loses_with("quits-at-start", "tests/bots/quits_at_start.sh", "crashed", 2);
    // It gave no fleet: the referee placed one, and says so.
    assert_eq!(records[0]["meta"]["match"]["placed_by_referee"], serde_json::json!(["bad"]));
    assert_eq!(records[0]["shots"].as_array().unwrap().len(), 1);
}

/// A bot whose program does not run (it exits before reading anything in its first game, as
/// `python3 bot.py` without `bot.py`) stops the match at once, exit 2, with its command and its
/// standard error: no game of 50 is played out as a forfeit.
#[test]
fn a_bot_whose_program_does_not_run_stops_the_match() {
    let dir = scratch("cannot-start");
    for bad in ["tests/bots/cannot_start.sh", "python3 no-such-bot.py"] {
        let out = run_match(
            &dir,
            &["--bot", "good=python3 examples/bot.py", "--bot", &format!("bad={bad}"), "--games", "50"],
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.contains(&format!(
                "broadside: the program of bad, `{bad}`, exited before it read anything in its first game"
            )),
            "{stderr}"
        );
        let said = if bad.starts_with("python3") { "can't open file" } else { "/nonexistent/broadside-bot" };
        assert!(stderr.contains(said), "its standard error is shown: {stderr}");
        assert!(records(&out).is_empty(), "no game is written");
    }
}

#[test]
fn a_bot_whose_program_does_not_run_is_said_in_the_language() {
    let dir = scratch("cannot-start-ru");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "good=python3 examples/bot.py",
            "--bot",
            "bad=tests/bots/cannot_start.sh",
            "--games",
            "5",
            "--lang",
            "ru",
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(
            "broadside: программа бота bad, `tests/bots/cannot_start.sh`, завершилась в первой игре, ничего не прочитав"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("она не работает; её стандартный поток ошибок:\n  "), "{stderr}");
    assert!(stderr.contains("/nonexistent/broadside-bot"), "its standard error is shown: {stderr}");
    for english in ["the program of", "exited before", "does not run", "its standard error"] {
        assert!(!stderr.contains(english), "{english:?} in {stderr}");
    }
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
    let verdicts = check_jsonl(&out.stdout);
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
    let verdicts = check_jsonl(&out.stdout);
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
fn sprt_bounds_out_of_range_are_refused_in_words() {
    let dir = scratch("sprt-bounds");
    for (words, error) in [
        (
            &["elo0=-1e308", "elo1=5"][..],
            "--sprt: elo0: -1e308 Elo is out of range: a bound lies between -1000 and 1000 Elo",
        ),
        (&["elo0=0", "elo1=nan"], "--sprt: elo1: expected a finite number, found `nan`"),
        (&["elo0=0", "elo1=5", "alpha=1.5"], "--sprt: alpha (1.5) must lie strictly between 0 and 1"),
        (&["elo0=0", "elo1=5", "beta=0"], "--sprt: beta (0) must lie strictly between 0 and 1"),
        (&["elo0=5", "elo1=5"], "--sprt: elo1 (5) must be above elo0 (5)"),
        (&["elo0=0", "elo1=5", "model=bayesian"], "--sprt: model: expected logistic or normalized, found `bayesian`"),
    ] {
        let mut args = vec!["--bot", "a=x", "--bot", "b=y", "--sprt"];
        args.extend(words);
        let out = run_match(&dir, &args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{words:?}: {stderr}");
        assert!(stderr.contains(error), "{words:?}: {stderr}");
        assert!(out.stdout.is_empty(), "no game is played");
    }
}

#[test]
fn sprt_and_shard_mistakes_are_said_in_the_language() {
    let dir = scratch("sprt-shard-lang");
    for (args, said, english) in [
        (
            &["--sprt", "elo0=5", "elo1=5", "--lang", "ru"][..],
            "broadside: --sprt: значение elo1 (5) должно быть больше elo0 (5)",
            "must be above",
        ),
        (
            &["--sprt", "elo0=x", "elo1=5", "--lang", "ru"],
            "broadside: --sprt: elo0: ожидается конечное число, а указано `x`",
            "expected a finite",
        ),
        (
            &["--shard", "5/4", "--lang", "ru"],
            "broadside: --shard: ожидается I/N, где 1 ≤ I ≤ N, например `2/4`, а указано `5/4`",
            "expected I/N",
        ),
        (&["--lang=ru", "--shard", "a/b"], "broadside: --shard: ожидается I/N", "invalid value"),
    ] {
        let mut all = vec!["--bot", "a=x", "--bot", "b=y"];
        all.extend(args);
        let out = run_match(&dir, &all);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(!stderr.contains(english), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "no game is played");
    }
    // In English, clap's own frame, as always.
    let out = run_match(&dir, &["--bot", "a=x", "--bot", "b=y", "--shard", "0/4", "--lang", "en"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: invalid value '0/4' for '--shard <I/N>': expected I/N with 1 ≤ I ≤ N, such as `2/4`, found `0/4`\n\nFor more information, try '--help'.\n"
    );
}

#[test]
fn sprt_rejects_a_bot_that_always_loses_and_stops_the_match() {
    let dir = scratch("sprt");
    let standings = dir.join("standings.json");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "new=tests/bots/quits_at_start.sh",
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
    assert_eq!(standings["sprt"]["model"], "logistic");
    // Every game lost: no finite Elo, in the JSON and in words.
    assert_eq!(standings["sprt"]["elo"]["diff"], Value::Null);
    // The decision is a test's decision, the model named; no claim of strength.
    assert!(stderr.contains("SPRT: H0 new +0 Elo over old, H1 +10 (logistic Elo), α = 0.05, β = 0.05\n"), "{stderr}");
    assert!(
        stderr.contains("  logistic Elo -inf (every game lost), LLR -2.95 (-2.94, 2.94) after 101 games\n"),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "  H0 accepted at α = 0.05, β = 0.05: the results favour H0 (new +0 logistic Elo over old) over H1 (+10) \
             enough to stop; where H1 holds, a test like this accepts H0 in at most 5% of matches."
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("stronger") && !stderr.contains("rejected"), "{stderr}");
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
    let verdicts = check_jsonl(&outs[0].stdout);
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
        let verdicts = check_jsonl(&out.stdout);
        assert_eq!(verdicts.len(), 2);
        for v in verdicts {
            assert!(v["reason"] == "fleet_destroyed" || v["outcome"] == "draw", "{rules}: {v}");
            assert!(v["violations"].as_array().unwrap().iter().all(|x| x["severity"] == "warning"), "{rules}: {v}");
        }
    }
}

/// Whether process `pid` is still running (not gone, not a zombie).
fn alive(pid: u32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { return false };
    stat.rsplit_once(')').is_some_and(|(_, rest)| rest.split_whitespace().next() != Some("Z"))
}

/// The process ids noted one a line in `path`.
fn noted(path: &Path) -> Vec<u32> {
    std::fs::read_to_string(path).unwrap_or_default().lines().filter_map(|l| l.trim().parse().ok()).collect()
}

/// The JSON of a standings file.
fn standings_of(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

// Fair to every bot (docs/protocol.md "Fair to every bot").

/// Class 1: under simultaneous salvo both bots get `turn` at once. When one forfeits (garbage, or
/// no answer in time), the other's volley was read as its answer to the next game's `start`, and
/// it lost that game; with a timeout the volley was dropped. Now it is awaited, kept unjudged in
/// the record's meta, and never read in the next game: the honest bot wins every game.
#[test]
fn an_answer_in_flight_when_the_other_bot_forfeits_is_kept_unjudged_not_read_next_game() {
    for (test, bad, code) in [
        ("salvo-garbage", "tests/bots/garbage.sh", "illegal_message"),
        ("salvo-hangs", "tests/bots/hangs.sh", "timeout"),
    ] {
        let records = loses_under(test, bad, code, 4, "salvo");
        for r in &records {
            let kept = r["meta"]["match"]["unjudged_answers"].as_array().unwrap_or_else(|| panic!("{r}"));
            assert_eq!(kept.len(), 1, "{r}");
            assert_eq!(kept[0]["player"], "good");
            let said = kept[0]["said"].as_str().unwrap();
            assert!(said.starts_with("{\"at\": [["), "{said}");
            assert!(kept[0]["ms"].as_u64().unwrap() < 700, "{r}");
            // Never judged: the log is the forfeit alone.
            assert_eq!(r["shots"].as_array().unwrap().len(), 1, "{r}");
        }
    }
}

/// Class 2: a line written when no answer is owed is never taken for a later answer. One
/// written between games (here a line that looks like a fleet, written after `end` and before
/// the bot reads the next `start`) is the bot's `illegal_message` at the first entry of its next
/// game; it was taken for the bot's fleet, and the bot forfeited later for the wrong line.
#[test]
fn a_line_written_between_games_is_an_illegal_message_at_the_next_games_first_entry() {
    let dir = scratch("unasked-between");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "good=python3 examples/bot.py",
            "--bot",
            "bad=tests/bots/unasked_between_games.sh",
            "--games",
            "4",
            "--move-time",
            "2000",
            "--concurrency",
            "1",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    let verdicts = check_jsonl(&out.stdout);
    assert_eq!(verdicts.len(), 4);
    // Games 0 and 2 are the first of a run of the bot: played out. After each, its unasked line
    // costs it the next game, at that game's first entry; it is then started again.
    for g in [0, 2] {
        assert_eq!(verdicts[g]["reason"], "fleet_destroyed", "{}", verdicts[g]);
    }
    for g in [1, 3] {
        let first = &records[g]["shots"][0];
        assert_eq!(
            (first["player"].as_str(), first["forfeit"].as_str()),
            (Some("bad"), Some("illegal_message")),
            "{first}"
        );
        assert!(first["meta"]["said"].as_str().unwrap().contains("F10-J10"), "{first}");
        assert!(first["meta"]["why"].as_str().unwrap().contains("no answer was owed"), "{first}");
        assert_eq!(records[g]["meta"]["match"]["placed_by_referee"], serde_json::json!(["bad"]));
        assert_eq!(verdicts[g]["winner"], "good");
        assert_eq!(verdicts[g]["decided_at"], 0);
    }
    assert_no_process_left(&dir);
}

/// Class 2: a line written unasked with the last answer of a game (here with the shot that wins
/// it) belongs to that game, where it comes after the end and changes nothing; it cost the bot
/// its next game, at that game's first entry, in most runs.
#[test]
fn a_line_written_with_a_games_last_answer_is_charged_in_that_game_not_the_next() {
    let dir = scratch("chatters");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "chat=tests/bots/wins_and_chatters.sh",
            "--bot",
            "a1=tests/bots/a1_forever.sh",
            "--games",
            "6",
            "--move-time",
            "2000",
            "--concurrency",
            "1",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    for (r, v) in records.iter().zip(check_jsonl(&out.stdout)) {
        assert_eq!((v["winner"].as_str(), v["reason"].as_str()), (Some("chat"), Some("fleet_destroyed")), "{v}");
        let last = r["shots"].as_array().unwrap().last().unwrap();
        assert_eq!((last["player"].as_str(), last["forfeit"].as_str()), (Some("chat"), Some("illegal_message")));
        assert_eq!(last["meta"]["said"], "{\"said\": \"good game\"}");
        let after_end: Vec<&Value> =
            v["violations"].as_array().unwrap().iter().filter(|x| x["code"] == "after_end").collect();
        assert_eq!(after_end.len(), 1, "{v}");
    }
    assert_eq!(records.len(), 6);
    assert_no_process_left(&dir);
}

/// Class 3: a bot that exits between games (after `end`, owing no answer) is started again for
/// the next game, never charged `crashed`; it was, in every other game.
#[test]
fn a_bot_that_exits_between_games_is_started_again_not_charged() {
    let dir = scratch("one-game");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "good=python3 examples/bot.py",
            "--bot",
            "once=tests/bots/one_game.sh",
            "--games",
            "4",
            "--move-time",
            "2000",
            "--concurrency",
            "1",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let verdicts = check_jsonl(&out.stdout);
    assert_eq!(verdicts.len(), 4);
    for v in &verdicts {
        assert_eq!(v["reason"], "fleet_destroyed", "{v}");
        assert_eq!(v["violations"], serde_json::json!([]), "{v}");
    }
    // Started once a game (and once before, to check that it starts, which may be killed before
    // it notes its pid).
    let runs = noted(&dir.join("pids")).len();
    assert!(runs == 4 || runs == 5, "{runs} runs");
    assert_no_process_left(&dir);
}

/// Class 4: both bots are asked for their fleets at once; each that fails forfeits, and when both
/// fail the game is a double forfeit (only the first listed forfeited). Class 8: a double forfeit
/// scores 0-0, in a column of its own, left out of Elo; not a draw.
#[test]
fn both_bots_failing_to_give_a_fleet_is_a_double_forfeit_scored_nil_nil() {
    let dir = scratch("double");
    let standings = dir.join("standings.json");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "a=tests/bots/no_fleet.sh",
            "--bot",
            "b=tests/bots/quits_at_start.sh",
            "--games",
            "2",
            "--move-time",
            "1000",
            "--standings",
            standings.to_str().unwrap(),
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let records = records(&out);
    let verdicts = check_jsonl(&out.stdout);
    assert_eq!(verdicts.len(), 2);
    for (r, v) in records.iter().zip(&verdicts) {
        assert_eq!(v["outcome"], "double_forfeit", "{v}");
        assert_eq!(v["forfeiting_players"].as_array().unwrap().len(), 2, "{v}");
        let mut codes: Vec<(&str, &str)> = v["violations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| (x["player"].as_str().unwrap(), x["code"].as_str().unwrap()))
            .collect();
        codes.sort_unstable();
        assert_eq!(codes, [("a", "illegal_message"), ("b", "crashed")], "{v}");
        assert_eq!(r["meta"]["match"]["placed_by_referee"].as_array().unwrap().len(), 2);
    }
    let table = standings_of(&standings);
    for p in table["players"].as_array().unwrap() {
        assert_eq!(
            (&p["games"], &p["wins"], &p["losses"], &p["draws"], &p["double_forfeits"], &p["score"]),
            (&Value::from(2), &Value::from(0), &Value::from(0), &Value::from(0), &Value::from(2), &Value::from(0.0)),
            "{p}"
        );
        assert_eq!(p["elo"]["diff"], Value::Null, "no game counts for Elo: {p}");
    }
    assert_eq!(table["pairs"][0]["double_forfeits"], 2);
    assert!(stderr.contains("draws  unfin    0-0  score"), "{stderr}");
}

/// Class 5: an answer is limited to 64 KiB without its line end (`\r\n` or `\n`): 65,536 bytes
/// and a CRLF are legal (they were illegal), and the 65,537th byte makes it an `illegal_message`
/// at once, with no line end (it was a `timeout` after the move time).
#[test]
fn an_answer_of_64_kib_is_legal_with_a_crlf_and_one_byte_more_is_illegal_at_once() {
    let records = loses_with("long-lines", "tests/bots/long_lines.py", "illegal_message", 2);
    for r in &records {
        let bad: Vec<&Value> = r["shots"].as_array().unwrap().iter().filter(|e| e["player"] == "bad").collect();
        assert_eq!(bad.len(), 2, "a shot, then the forfeit: {r}");
        assert_eq!(bad[0]["at"], "J10");
        assert_eq!(r["fleets"]["bad"][0]["cells"], "A1-E1");
        let why = bad[1]["meta"]["why"].as_str().unwrap();
        assert_eq!(why, "the answer is longer than 65536 bytes");
    }
}

/// Class 6: a game has a move limit (default four times the board's cells, `--max-moves`):
/// two bots firing at A1 for ever stop there, `unfinished`, half a point each.
#[test]
fn the_move_limit_ends_a_game_that_would_never_end() {
    let dir = scratch("move-limit");
    let standings = dir.join("standings.json");
    for (max, games) in [(None, 1u64), (Some("31"), 2)] {
        let mut args = vec![
            "--bot",
            "a=tests/bots/a1_forever.sh",
            "--bot",
            "b=tests/bots/a1_forever.sh",
            "--move-time",
            "2000",
            "--standings",
            standings.to_str().unwrap(),
        ];
        let games = games.to_string();
        args.extend(["--games", &games]);
        if let Some(max) = max {
            args.extend(["--max-moves", max]);
        }
        let out = run_match(&dir, &args);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let entries = max.map_or(400, |m| m.parse().unwrap());
        for (r, v) in records(&out).iter().zip(check_jsonl(&out.stdout)) {
            assert_eq!(r["shots"].as_array().unwrap().len(), entries);
            assert_eq!(r["meta"]["match"]["limit_reached"], "moves");
            assert_eq!(v["outcome"], "unfinished", "{v}");
        }
        let table = standings_of(&standings);
        for p in table["players"].as_array().unwrap() {
            assert_eq!(p["unfinished"], games.parse::<u64>().unwrap());
            assert_eq!(p["score"].as_f64(), Some(games.parse::<f64>().unwrap() / 2.0), "{p}");
        }
    }
    assert_no_process_left(&dir);
}

/// Class 6: a fleet the referee cannot place (a drawing too hard to split within its limits) is
/// its sender's `illegal_message` with the reason in `meta`, and the match goes on: every game
/// gets a record (it stopped the match with exit status 2).
#[test]
fn a_fleet_the_referee_cannot_place_is_an_illegal_message_and_the_match_goes_on() {
    let dir = scratch("unplaceable");
    let rules = std::fs::read_to_string("fixtures/fleet/hard/solid-21-tight.rules.json").unwrap();
    let out = run_match(
        &dir,
        &[
            "--bot",
            "good=tests/bots/dense_fleet.py list",
            "--bot",
            "bad=tests/bots/dense_fleet.py drawing",
            "--rules",
            rules.trim(),
            "--games",
            "2",
            "--concurrency",
            "2",
            "--move-time",
            "5000",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = records(&out);
    assert_eq!(records.len(), 2);
    for (r, v) in records.iter().zip(check_jsonl(&out.stdout)) {
        let forfeit = &r["shots"][0];
        assert_eq!((forfeit["player"].as_str(), forfeit["forfeit"].as_str()), (Some("bad"), Some("illegal_message")));
        let why = forfeit["meta"]["why"].as_str().unwrap();
        assert!(why.contains("the referee cannot place the fleet") && why.contains("too hard to split"), "{why}");
        assert_eq!(v["winner"], "good", "{v}");
    }
    assert_no_process_left(&dir);
}

/// The match with `setsid_child.sh` against examples/bot.py, its pids noted in `dir`.
fn setsid_match(dir: &Path, games: &str, standings: &Path) -> Command {
    let mut command = Command::new(BIN);
    command
        .args(["match", "--bot", "kid=tests/bots/setsid_child.sh", "--bot", "py=python3 examples/bot.py"])
        .args(["--games", games, "--move-time", "2000", "--concurrency", "2", "--standings"])
        .arg(standings)
        .env("BOT_PIDS", dir.join("pids"))
        .env("SETSID_PIDS", dir.join("setsid"));
    command
}

/// Class 7: when a match ends, every process a bot started is killed, even one that left its
/// process group and session (it outlived the match).
#[test]
fn no_process_a_bot_started_outlives_the_match() {
    let dir = scratch("setsid-end");
    let out = setsid_match(&dir, "2", &dir.join("standings.json")).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(records(&out).len(), 2);
    let children = noted(&dir.join("setsid"));
    assert!(!children.is_empty(), "the bot started no child");
    for pid in children.into_iter().chain(noted(&dir.join("pids"))) {
        assert!(!alive(pid), "process {pid} outlived the match");
    }
}

/// Class 7: interrupted by SIGINT, SIGTERM or SIGHUP, a match kills every bot and every process
/// they started, writes the records of the games that finished and their standings, and exits
/// with 128 plus the signal's number (it died at once, leaving bots running and no standings).
#[test]
fn an_interrupted_match_kills_every_bot_and_writes_the_finished_games() {
    use std::io::BufRead;
    for (signal, name) in [(libc::SIGTERM, "SIGTERM"), (libc::SIGINT, "SIGINT"), (libc::SIGHUP, "SIGHUP")] {
        let dir = scratch(&format!("interrupted-{name}"));
        let standings = dir.join("standings.json");
        let mut child = setsid_match(&dir, "1000", &standings)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
        let mut written: Vec<String> = Vec::new();
        // Two games finished and written: then the signal.
        while written.len() < 2 {
            written.push(lines.next().expect("records before the signal").unwrap());
        }
        // SAFETY: kill(2) on the child's pid, which it still is (not yet waited for).
        #[allow(unsafe_code)]
        let sent = unsafe { libc::kill(child.id() as i32, signal) };
        assert_eq!(sent, 0);
        written.extend(lines.map(Result::unwrap));
        let mut stderr = String::new();
        std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(128 + signal), "{name}: {stderr}");
        assert!(stderr.contains(&format!("interrupted by {name}")), "{stderr}");
        // Every record written is whole, and the standings count them all.
        let verdicts = check_jsonl(written.join("\n").as_bytes());
        assert_eq!(verdicts.len(), written.len(), "{name}");
        assert!(written.len() < 1000);
        assert_eq!(standings_of(&standings)["games"], written.len() as u64, "{name}");
        let children = noted(&dir.join("setsid"));
        assert!(!children.is_empty());
        for pid in children.into_iter().chain(noted(&dir.join("pids"))) {
            assert!(!alive(pid), "{name}: process {pid} outlived the match");
        }
    }
}

#[test]
fn a_bot_that_exits_after_its_winning_shot_is_not_charged() {
    // It exits once the shot that wins is written, before it is told the shot: it owed nothing,
    // so neither the game it won nor the next one may charge it.
    let dir = scratch("exits-after-winning");
    let out = run_match(
        &dir,
        &[
            "--bot",
            "winner=tests/bots/exits_after_winning.py",
            "--bot",
            "rows=tests/bots/one_game.sh",
            "--games",
            "4",
            "--concurrency",
            "1",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(records.lines().count(), 4);
    for record in records.lines() {
        assert!(!record.contains("\"forfeit\""), "a game charged a forfeit: {record}");
    }
    let verdicts = check_jsonl(&out.stdout);
    assert!(
        verdicts.iter().all(|v| v["reason"] == "fleet_destroyed" && v["violations"] == serde_json::json!([])),
        "{verdicts:?}"
    );
    // Whoever shoots first wins, as both fire row by row at the same fleet: the winner won its
    // games as first shooter.
    assert!(verdicts.iter().any(|v| v["winner"] == "winner"), "{verdicts:?}");
}

#[test]
fn a_bot_that_ends_its_run_at_end_with_a_buffered_reader_is_started_again_not_charged() {
    // The bot reads its input ahead (Python's `for line in sys.stdin`), so the next `start` may
    // be in its buffer, never seen, when it exits at `end`: it owed nothing.
    let dir = scratch("exits-after-end");
    let out = run_match(
        &dir,
        &[
            "--bot",
            &format!("honest={BIN} bot hunt"),
            "--bot",
            "once=tests/bots/exits_after_end.py",
            "--games",
            "24",
            "--seed",
            "2",
            "--concurrency",
            "1",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(records.lines().count(), 24);
    for record in records.lines() {
        assert!(!record.contains("\"forfeit\""), "a game charged a forfeit: {record}");
    }
    let verdicts = check_jsonl(&out.stdout);
    assert!(verdicts.iter().all(|v| v["reason"] == "fleet_destroyed"), "{verdicts:?}");
}

/// A match with `--lang ru` (and `bn`): progress, standings and the test's result in the
/// language, none of the English; the records the same as in English. The Russian standings
/// and test are kept as a snapshot (the progress lines hold a rate that varies).
#[test]
fn a_match_speaks_the_language_asked_for() {
    let dir = scratch("lang");
    let bots = ["--bot", &format!("hunt={BIN} bot hunt --seed 1"), "--bot", &format!("rand={BIN} bot random --seed 2")]
        .map(String::from);
    let run = |lang: Option<&str>| {
        let mut args: Vec<&str> = bots.iter().map(String::as_str).collect();
        args.extend(["--games", "4", "--seed", "3", "--concurrency", "1", "--sprt", "elo0=0", "elo1=400"]);
        if let Some(lang) = lang {
            args.extend(["--lang", lang]);
        }
        run_match(&dir, &args)
    };
    let english = run(None);
    let english_err = String::from_utf8_lossy(&english.stderr).into_owned();
    assert!(english_err.contains("games/s") && english_err.contains("wins losses"), "{english_err}");
    for (lang, words) in
        [("ru", ["игра 1/4", "против", "H0: hunt +0 Эло относительно rand"]), ("bn", ["খেলা 1/4", "বনাম", "বট"])]
    {
        let out = run(Some(lang));
        assert_eq!(out.status.code(), english.status.code(), "{lang}");
        assert_eq!(without_times(&out.stdout), without_times(&english.stdout), "{lang}: the records do not change");
        let err = String::from_utf8_lossy(&out.stderr);
        for word in words {
            assert!(err.contains(word), "{lang}: {word:?} in\n{err}");
        }
        for english in ["games/s", " beat ", "wins losses", " vs ", "LLR stayed", " accepted at ", "after 4 games"] {
            assert!(!err.contains(english), "{lang}: {english:?} in\n{err}");
        }
        if lang == "ru" {
            let standings: String = err.lines().filter(|l| !l.starts_with("игра ")).map(|l| format!("{l}\n")).collect();
            insta::assert_snapshot!("match_standings_ru", standings);
        }
    }
    // Errors too: a flag's mistake in the language.
    let out = run_match(&dir, &["--bot", "a=x", "--bot", "A=y", "--lang", "ru"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("различаются только регистром букв"), "{err}");
}
