//! `broadside check --jsonl` (parallel, in order, flat) and `broadside generate`, through the real
//! binary.

use std::io::Write;

use serde_json::Value;

use crate::common::broadside;

/// Runs `broadside generate` with `args` and returns its output.
fn generate(args: &[&str]) -> Vec<u8> {
    let out = broadside().arg("generate").args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty());
    out.stdout
}

/// Generated games with every kind of line that is not a verdict mixed in: a blank line, one of
/// spaces, a CRLF line, a line that is not JSON, one that is not UTF-8, a record that does not
/// hold together, and a last line with no line end.
fn mixed_input() -> Vec<u8> {
    let games = generate(&[
        "--rules", "classic", "--rules", "salvo", "--rules", "russian", "--games", "60", "--seed", "5", "--faults",
        "0.3",
    ]);
    let lines: Vec<&[u8]> = games.split(|&b| b == b'\n').filter(|l| !l.is_empty()).collect();
    let mut input = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        input.extend_from_slice(line);
        input.extend_from_slice(if i % 7 == 3 { b"\r\n" } else { b"\n" });
        match i {
            10 => input.extend_from_slice(b"\n"),
            20 => input.extend_from_slice(b"   \n"),
            30 => input.extend_from_slice(b"{\"rules\": \"classic\", \"fleets\": {\n"),
            40 => input.extend_from_slice(b"\"caf\xe9\"\n"),
            50 => input.extend_from_slice(b"{\"rules\":\"classic\",\"fleets\":{\"a\":[],\"b\":[]},\"shots\":[{\"player\":\"c\",\"at\":\"A1\"}]}\n"),
            _ => {}
        }
    }
    input.extend_from_slice(lines[0]);
    input
}

#[test]
fn verdicts_are_the_same_on_any_number_of_threads() {
    let input = mixed_input();
    let run = |jobs: &str| {
        let out = broadside().args(["check", "--jsonl", "--jobs", jobs]).write_stdin(input.clone()).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "the worst line cannot be adjudicated");
        assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
        out.stdout
    };
    let one = run("1");
    assert_eq!(run("2"), one);
    assert_eq!(run("7"), one);
    let text = String::from_utf8(one).unwrap();
    let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    // 61 games and 3 error records; blank lines yield nothing.
    assert_eq!(lines.len(), 64);
    let errors: Vec<(u64, &str)> =
        lines.iter().filter_map(|v| Some((v.get("line")?.as_u64()?, v["error"].as_str()?))).collect();
    let numbers: Vec<u64> = errors.iter().map(|e| e.0).collect();
    // Physical line numbers: game i is on line i + 1 plus the extra lines before it; the
    // extra lines follow games 10, 20, 30, 40 and 50.
    assert_eq!(numbers, vec![34, 45, 56]);
    assert!(errors[0].1.starts_with("column 32: at fleets"), "{}", errors[0].1);
    assert_eq!(errors[1].1, "column 5: expected UTF-8 text");
    assert!(errors[2].1.contains("shots[0].player"), "{}", errors[2].1);
    // Every verdict is the game's, in order: meta.generator.game counts up.
    let games: Vec<u64> = lines.iter().filter_map(|v| v["meta"]["generator"]["game"].as_u64()).collect();
    let mut expected: Vec<u64> = (0..60).collect();
    expected.push(0);
    assert_eq!(games, expected);
}

#[test]
fn a_file_is_checked_as_its_lines_on_standard_input_are() {
    let input = mixed_input();
    let dir = std::env::temp_dir().join(format!("broadside-cli-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mixed.jsonl");
    std::fs::write(&file, &input).unwrap();
    for flags in [&["--jobs", "1"][..], &["--jobs", "2"], &["--jobs", "7"], &["--summary"], &["--format", "html"]] {
        let piped = broadside().args(["check", "--jsonl"]).args(flags).write_stdin(input.clone()).output().unwrap();
        let read = broadside().args(["check", "--jsonl"]).args(flags).arg(&file).output().unwrap();
        assert_eq!(read.status.code(), Some(2), "{flags:?}: the worst line cannot be adjudicated");
        assert_eq!(read.status, piped.status, "{flags:?}");
        assert_eq!(String::from_utf8_lossy(&read.stderr), String::from_utf8_lossy(&piped.stderr), "{flags:?}");
        assert!(!read.stdout.is_empty());
        assert!(read.stdout == piped.stdout, "{flags:?}: a file gives what standard input gives");
    }
    // A file of nothing, or of blank lines, gives nothing.
    for (name, text) in [("empty.jsonl", &b""[..]), ("blank.jsonl", b"\n  \r\n\n")] {
        std::fs::write(dir.join(name), text).unwrap();
        let out = broadside().args(["check", "--jsonl"]).arg(dir.join(name)).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{name}");
        assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generated_games_get_the_verdict_their_meta_records() {
    let input =
        generate(&["--rules", "russian", "--rules", "salvo", "--games", "80", "--seed", "9", "--faults", "0.5"]);
    let out = broadside().args(["check", "--jsonl", "-"]).write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "half the games have a fault, most of them fouls");
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let meta = &v["meta"]["generator"];
        assert_eq!(v["outcome"], meta["outcome"], "{line}");
        assert_eq!(v["winner"], meta["winner"], "{line}");
        if let Some(fault) = meta.get("fault") {
            let first = v["violations"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["code"] == fault["code"])
                .unwrap_or_else(|| panic!("{line}"));
            assert_eq!(first["entry"], fault["entry"], "{line}");
            assert_eq!(first["player"], fault["player"], "{line}");
        }
    }
}

#[test]
fn summary_counts_the_batch() {
    let out =
        broadside().args(["check", "--jsonl", "--summary", "--jobs", "3"]).write_stdin(mixed_input()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1);
    let summary: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(summary["games"], 61);
    assert_eq!(summary["errors"], serde_json::json!({"count": 3, "lines": [34, 45, 56]}));
    let outcomes: u64 = summary["outcomes"].as_object().unwrap().values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(outcomes, 61);
    // Every game counts once for each of its two players and once for its pair.
    let players = summary["players"].as_array().unwrap();
    let games: u64 = players.iter().map(|p| p["games"].as_u64().unwrap()).sum();
    assert_eq!(games, 2 * 61);
    let pair_games: u64 = summary["pairs"].as_array().unwrap().iter().map(|p| p["games"].as_u64().unwrap()).sum();
    assert_eq!(pair_games, 61);
    let wins: u64 = players.iter().map(|p| p["wins"].as_u64().unwrap()).sum();
    let losses: u64 = players.iter().map(|p| p["losses"].as_u64().unwrap()).sum();
    assert_eq!((wins, losses), (61, 61));
    let forfeits: u64 =
        players.iter().flat_map(|p| p["forfeits"].as_object().unwrap().values()).map(|n| n.as_u64().unwrap()).sum();
    let foul_games = summary["fouls"].as_object().unwrap().values().map(|n| n.as_u64().unwrap()).sum::<u64>();
    assert!(forfeits > 0 && forfeits <= foul_games, "{forfeits} forfeits, {foul_games} fouls");
    insta::assert_snapshot!(text);
    let one =
        broadside().args(["check", "--jsonl", "--summary", "--jobs", "1"]).write_stdin(mixed_input()).output().unwrap();
    assert_eq!(String::from_utf8(one.stdout).unwrap(), text);
}

#[test]
fn summary_of_clean_games_exits_zero() {
    let input = generate(&["--rules", "classic", "--games", "10", "--seed", "1"]);
    let out = broadside().args(["check", "--jsonl", "--summary"]).write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["games"], 10);
    assert_eq!(summary["fouls"], serde_json::json!({}));
    assert_eq!(summary["errors"], serde_json::json!({"count": 0, "lines": []}));
    let wins: u64 = summary["wins"].as_object().unwrap().values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(wins + summary["outcomes"]["draw"].as_u64().unwrap(), 10);
}

#[test]
fn a_line_over_the_limit_is_an_error_record_and_the_run_goes_on() {
    let game = generate(&["--rules", "classic", "--games", "1", "--seed", "1"]);
    let mut input = game.clone();
    input.extend(std::iter::repeat_n(b' ', 16 * 1024 * 1024 + 1));
    input.push(b'\n');
    input.extend_from_slice(&game);
    let file = std::env::temp_dir().join(format!("broadside-too-long-{}.jsonl", std::process::id()));
    std::fs::write(&file, &input).unwrap();
    let piped = broadside().args(["check", "--jsonl", "--jobs", "2"]).write_stdin(input).output().unwrap();
    let read = broadside().args(["check", "--jsonl", "--jobs", "2"]).arg(&file).output().unwrap();
    std::fs::remove_file(&file).unwrap();
    for out in [piped, read] {
        assert_eq!(out.status.code(), Some(2));
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[1], r#"{"line":2,"error":"the line (16777217 bytes) is over the limit of 16777216 bytes"}"#);
        assert_eq!(lines[0], lines[2]);
    }
}

#[test]
fn batch_flags_need_jsonl() {
    for flag in [&["--jobs", "2"][..], &["--summary"]] {
        let out = broadside().arg("check").args(flag).arg("x.json").output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("--jsonl"));
    }
    let out = broadside().args(["check", "--jsonl", "--jobs", "0"]).write_stdin("").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn no_progress_when_standard_error_is_not_a_terminal() {
    let input = generate(&["--rules", "salvo", "--games", "30", "--seed", "2"]);
    let out = broadside().args(["check", "--jsonl"]).write_stdin(input.clone()).output().unwrap();
    assert!(out.stderr.is_empty());
    let quiet = broadside().args(["check", "--jsonl", "--quiet"]).write_stdin(input).output().unwrap();
    assert!(quiet.stderr.is_empty());
    assert_eq!(quiet.stdout, out.stdout);
}

#[test]
fn generate_is_the_same_for_the_same_seed() {
    let args = ["--rules", "russian", "--games", "12", "--seed", "77", "--faults", "0.25"];
    let a = generate(&args);
    assert_eq!(generate(&args), a);
    let other = generate(&["--rules", "russian", "--games", "12", "--seed", "78", "--faults", "0.25"]);
    assert_ne!(other, a);
    // Game i does not depend on how many games are written.
    let fewer = generate(&["--rules", "russian", "--games", "5", "--seed", "77", "--faults", "0.25"]);
    let first_five: Vec<&[u8]> = a.split_inclusive(|&b| b == b'\n').take(5).collect();
    assert_eq!(fewer, first_five.concat());
    let text = String::from_utf8(a).unwrap();
    assert_eq!(text.lines().count(), 12);
    let faulty = text.lines().filter(|l| l.contains("\"fault\":")).count();
    assert_eq!(faulty, 3);
}

#[test]
fn generate_writes_the_rules_it_was_given() {
    let out = generate(&[
        "--rules",
        r#"{"base":"salvo","salvo_order":"sequential"}"#,
        "--fleet",
        "two-destroyers",
        "--games",
        "1",
        "--seed",
        "4",
    ]);
    let record: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(
        record["rules"],
        serde_json::json!({"base": "salvo", "fleet": "two-destroyers", "salvo_order": "sequential"})
    );
    assert_eq!(record["meta"]["generator"]["seed"], 4);
    assert_eq!(generate(&["--rules", "classic", "--games", "0", "--seed", "1"]), b"");
}

#[test]
fn generate_refuses_what_it_cannot_do() {
    let cases: [(&[&str], &str); 5] = [
        (&["--rules", "chess"], "expected a preset"),
        (&["--rules", r#"{"base":"russian","board":{"columns":5,"rows":5}}"#], "cannot place the fleet"),
        (
            &[
                "--rules",
                r#"{"base":"classic","board":{"columns":2,"rows":2},"touching":"forbidden","fleet":[{"ship":"a","size":1,"count":2}]}"#,
            ],
            "no placement",
        ),
        (&["--rules", "classic", "--faults", "1.5"], "from 0 to 1"),
        (&["--rules", r#"{"base":"salvo","fleet":[{"ship":"raft","size":1,"salvo":0}]}"#], "salvo value 0"),
    ];
    for (args, message) in cases {
        let out = broadside().arg("generate").args(args).args(["--games", "3", "--seed", "1"]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
}

/// What generate cannot do is said in the language asked for, or the locale's.
#[test]
fn generate_says_what_it_cannot_do_in_the_language_chosen() {
    let apart = r#"{"base":"classic","board":{"columns":2,"rows":2},"touching":"forbidden","fleet":[{"ship":"a","size":1,"count":2}]}"#;
    let cases: [(&[&str], &str); 4] = [
        (&["--rules", r#"{"base":"russian","board":{"columns":5,"rows":5}}"#], "флот не расставить"),
        (&["--rules", apart], "нет ни одной расстановки, в которой корабли не касаются друг друга"),
        (
            &["--rules", r#"{"base":"salvo","fleet":[{"ship":"raft","size":1,"salvo":0}]}"#],
            "raft даёт 0 выстрелов в залп",
        ),
        (&["--rules", "chess"], "--rules: "),
    ];
    for (args, message) in cases {
        let out = broadside()
            .args(["generate", "--lang", "ru"])
            .args(args)
            .args(["--games", "3", "--seed", "1"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("broadside: ") && err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("expected") && !err.contains("cannot"), "{args:?}: no English: {err}");
    }
    let out = broadside()
        .args(["generate", "--rules", "chess", "--games", "1", "--seed", "1"])
        .env("LC_ALL", "nl_NL.UTF-8")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("broadside: --rules: verwacht werd"), "{err}");
}

#[test]
fn a_named_pipe_is_read_once_as_a_stream() {
    let dir = std::env::temp_dir().join(format!("broadside-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("lines");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    // The writer is done as soon as the reader opens the pipe: opening it a second time would
    // wait for ever.
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::write(fifo, "1\n"))
    };
    let out =
        broadside().args(["check", "--jsonl"]).arg(&fifo).timeout(std::time::Duration::from_secs(20)).output().unwrap();
    writer.join().unwrap().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{\"line\":1,\"error\":\"column 1: expected a game record (a JSON object with \\\"fleets\\\" and \\\"shots\\\"), found a number\"}\n"
    );
}

#[test]
fn the_line_limit_does_not_count_the_line_end() {
    let game = generate(&["--rules", "classic", "--games", "1", "--seed", "1"]);
    let game = game.strip_suffix(b"\n").unwrap();
    // One record of exactly 16 MiB (spaces before its closing brace), with a CRLF line end.
    let mut input = game[..game.len() - 1].to_vec();
    input.resize((16 << 20) - 1, b' ');
    input.extend_from_slice(b"}\r\n");
    let file = std::env::temp_dir().join(format!("broadside-at-limit-{}.jsonl", std::process::id()));
    std::fs::write(&file, &input).unwrap();
    let read = broadside().args(["check", "--jsonl"]).arg(&file).output().unwrap();
    std::fs::remove_file(&file).unwrap();
    let piped = broadside().args(["check", "--jsonl"]).write_stdin(input).output().unwrap();
    for out in [read, piped] {
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.starts_with("{\"rules\":\"classic\""), "adjudicated, not refused: {text}");
    }
}

#[test]
fn two_records_on_one_line_are_an_error_without_the_hint_to_use_jsonl() {
    let game = generate(&["--rules", "classic", "--games", "1", "--seed", "1"]);
    let game = std::str::from_utf8(&game).unwrap().trim_end();
    let out = broadside().args(["check", "--jsonl"]).write_stdin(format!("{game} {game}\n")).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("trailing characters: expected the end of the record after it\"}"), "{text}");
    // A single record says how to give one a line.
    let out = broadside().arg("check").write_stdin(format!("{game} {game}\n")).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("(for one record a line, use --jsonl)"));
}

/// Peak resident memory (KiB) of `broadside ARGS`, from its rusage, read by a small Python
/// process that starts it: a process started straight from this test binary (one binary for all
/// the tests, large by now) would count the binary's own resident memory, which its peak keeps
/// across `exec`. `None` where Python is missing (outside CI, which installs it).
fn peak_memory(args: &[&std::ffi::OsStr]) -> Option<i64> {
    if !crate::common::engine_present("python3", "python3", &["-c", "import resource"]) {
        return None;
    }
    let script = "import resource, subprocess, sys\n\
        subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n\
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)";
    let out = std::process::Command::new("python3")
        .args(["-c", script, env!("CARGO_BIN_EXE_broadside")])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    Some(String::from_utf8(out.stdout).unwrap().trim().parse().unwrap())
}

#[test]
fn a_long_line_in_a_file_is_not_held() {
    // A 256 MiB line (a sparse file: no disk taken), then a short one.
    let file = std::env::temp_dir().join(format!("broadside-long-line-{}.jsonl", std::process::id()));
    let f = std::fs::File::create(&file).unwrap();
    f.set_len(256 << 20).unwrap();
    drop(f);
    std::fs::OpenOptions::new().append(true).open(&file).unwrap().write_all(b"\n1\n").unwrap();
    let out = broadside().args(["check", "--jsonl"]).arg(&file).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(r#"{"line":1,"error":"the line (268435456 bytes) is over the limit"#), "{text}");
    let peak = peak_memory(&["check".as_ref(), "--jsonl".as_ref(), file.as_os_str()]);
    std::fs::remove_file(&file).unwrap();
    // The limit's 16 MiB may be resident while the line is searched; not the whole line.
    if let Some(peak) = peak {
        assert!(peak < 96 * 1024, "peak resident memory {peak} KiB");
    }
}

/// What `--summary` and the Markdown hold a player is a compact tally (issue 39): the same
/// 20,000 games, once between their generator's four players and once between 40,000 (each
/// game's names carry its number), and the peak memory of each grows by under 320 bytes a
/// player. (Before, a player's name was kept twice, its forfeits and each pair's in a tree of
/// their own, and the whole table made before a row was written: some 600 bytes a player.)
#[test]
fn summaries_hold_a_compact_tally_a_player() {
    const PLAYERS: usize = 40_000;
    let games =
        generate(&["--rules", "classic", "--rules", "salvo", "--games", "50", "--seed", "7", "--faults", "0.2"]);
    let games = String::from_utf8(games).unwrap();
    let batch = |distinct: bool| {
        let mut batch = String::new();
        for copy in 0..PLAYERS / 2 / 50 {
            for (k, line) in games.lines().enumerate() {
                let mut line = line.to_owned();
                for name in ["ann", "ben", "cat", "dan"].into_iter().filter(|_| distinct) {
                    line = line.replace(&format!("\"{name}\""), &format!("\"{name}-g{}\"", copy * 50 + k));
                }
                batch.push_str(&line);
                batch.push('\n');
            }
        }
        batch
    };
    let file = std::env::temp_dir().join(format!("broadside-distinct-players-{}.jsonl", std::process::id()));
    let formats: [&[&str]; 2] = [&["--summary"], &["--format", "markdown"]];
    let peaks = |distinct: bool| {
        std::fs::write(&file, batch(distinct)).unwrap();
        formats.map(|format| {
            let mut args: Vec<&std::ffi::OsStr> = ["check", "--jsonl", "--quiet"].iter().map(|a| a.as_ref()).collect();
            args.extend(format.iter().map(std::ffi::OsStr::new));
            args.push(file.as_os_str());
            peak_memory(&args)
        })
    };
    let (few, many) = (peaks(false), peaks(true));
    std::fs::remove_file(&file).unwrap();
    for ((format, few), many) in formats.iter().zip(few).zip(many) {
        let (Some(few), Some(many)) = (few, many) else { return };
        let grown = many - few;
        assert!(
            grown < (PLAYERS * 320 / 1024) as i64,
            "{format:?}: {grown} KiB more for {PLAYERS} players ({few} KiB for 4)"
        );
    }
}

/// Two records whose verdicts list fewer violations than occurred: 151 shots each at A1 (150
/// repeated shots a player: 300 warnings, 202 listed), and 256 one-cell ships on one cell (32,640
/// overlapping pairs, 101 listed).
fn capped_records() -> String {
    let shots: Vec<String> = (0..302)
        .map(|i| format!(r#"{{"player": "{}", "at": "A1", "reply": "miss"}}"#, ["ann", "ben"][i % 2]))
        .collect();
    let fleet = r#"[{"ship": "battleship", "cells": "B1-F1"}, {"ship": "cruiser", "cells": "B3-E3"}, {"ship": "submarine", "cells": "B5-D5"}, {"ship": "destroyer", "cells": "B7-C7"}]"#;
    let repeated = format!(
        r#"{{"rules": "classic", "fleets": {{"ann": {fleet}, "ben": {fleet}}}, "shots": [{}]}}"#,
        shots.join(", ")
    );
    let rules = r#"{"base": "classic", "board": {"columns": 26, "rows": 26}, "fleet": [{"ship": "boat", "size": 1, "count": 256}]}"#;
    let piled: Vec<&str> = vec![r#"{"cells": ["A1"]}"#; 256];
    let apart: Vec<String> = (0..256).map(|i| format!(r#"{{"cells": [[{}, {}]]}}"#, i % 26, i / 26)).collect();
    let overlapping = format!(
        r#"{{"rules": {rules}, "fleets": {{"cat": [{}], "dan": [{}]}}, "shots": []}}"#,
        piled.join(", "),
        apart.join(", ")
    );
    format!("{repeated}\n{overlapping}\n")
}

/// Class 8 of issue 21: `--summary` and the batch page count every violation that occurred, not
/// the verdicts' capped listings (which are unchanged).
#[test]
fn summary_and_batch_page_count_every_violation_not_only_those_listed() {
    let input = capped_records();
    let verdicts = broadside().args(["check", "--jsonl"]).write_stdin(input.clone()).output().unwrap();
    let listed: Vec<usize> = String::from_utf8(verdicts.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["violations"].as_array().unwrap().len())
        .collect();
    assert_eq!(listed, [202, 101], "the listing stays capped");
    let out = broadside().args(["check", "--jsonl", "--summary"]).write_stdin(input.clone()).output().unwrap();
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["warnings"], serde_json::json!({"repeated_shot": 300}));
    assert_eq!(summary["fouls"], serde_json::json!({"overlap": 32640}));
    let page = broadside().args(["check", "--jsonl", "--format", "html"]).write_stdin(input).output().unwrap();
    let page = String::from_utf8(page.stdout).unwrap();
    assert!(page.contains("overlap 32640"), "the chart counts every overlap");
    // The game's own count of its fouls, in its row of the list.
    assert!(page.contains(",32640,1"), "the game's count of fouls, before the mark that its steps are held");
}

/// `check --jsonl --lang CODE` writes each verdict's messages in that language, as `check
/// --lang CODE` does for the record alone; without `--lang`, English whatever the locale.
#[test]
fn a_batch_s_json_verdicts_follow_lang() {
    let games = broadside()
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--seed", "3", "--games", "12", "--faults", "1"])
        .output()
        .unwrap();
    let games = String::from_utf8(games.stdout).unwrap();
    let batch = |args: &[&str]| {
        let out = broadside().args(["check", "--jsonl"]).args(args).write_stdin(games.clone()).output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let english = batch(&[]);
    assert_eq!(
        broadside()
            .args(["check", "--jsonl"])
            .env("LANG", "ru_RU.UTF-8")
            .write_stdin(games.clone())
            .output()
            .unwrap()
            .stdout,
        english.as_bytes()
    );
    let russian = batch(&["--lang", "ru"]);
    assert_ne!(russian, english);
    for (record, line) in games.lines().zip(russian.lines()) {
        let alone = broadside().args(["check", "--lang", "ru"]).write_stdin(record).output().unwrap();
        let alone: serde_json::Value = serde_json::from_slice(&alone.stdout).unwrap();
        assert_eq!(serde_json::from_str::<serde_json::Value>(line).unwrap(), alone, "{record}");
    }
}
