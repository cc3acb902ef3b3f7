//! The real binary: exit statuses, file and standard input, --strict, --jsonl, overrides.

use std::fs;

use broadside_core::words::{Lang, Words};
use predicates::prelude::*;
use serde_json::Value;

use crate::common::broadside;

/// A tiny legal game: a 3x1 board, one one-cell boat each; ann sinks bob's boat at entry 2.
const WON: &str = r#"{"rules": {"base": "classic", "board": {"columns": 3, "rows": 1},
  "fleet": [{"ship": "boat", "size": 1}]},
  "players": ["ann", "bob"],
  "fleets": {"ann": [{"cells": ["A1"]}], "bob": [{"cells": ["C1"]}]},
  "shots": [{"player": "ann", "at": "A1", "reply": "miss"},
            {"player": "bob", "at": "B1", "reply": "miss"},
            {"player": "ann", "at": "c1", "reply": "sunk"}]}"#;

fn json(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).expect("stdout is JSON")
}

/// The first line of a real game file, written to a temporary file.
fn real_game(dir: &tempdir::Dir) -> std::path::PathBuf {
    let games = fs::read_to_string("fixtures/real/russian-battleship-tui.jsonl").unwrap();
    let path = dir.path().join("game.json");
    fs::write(&path, games.lines().next().unwrap()).unwrap();
    path
}

mod tempdir {
    /// A directory under the target dir, removed when dropped.
    pub struct Dir(std::path::PathBuf);
    impl Dir {
        pub fn new(name: &str) -> Dir {
            let p = std::env::temp_dir().join(format!("broadside-test-{name}-{}", std::process::id()));
            std::fs::create_dir_all(&p).unwrap();
            Dir(p)
        }
        pub fn path(&self) -> &std::path::Path {
            &self.0
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[test]
fn a_legal_game_from_a_file_exits_0() {
    let dir = tempdir::Dir::new("file");
    let out = broadside().arg("check").arg(real_game(&dir)).assert().success().stderr("").get_output().clone();
    let v = json(&out.stdout);
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["reason"], "fleet_destroyed");
    assert_eq!(v["winner"], "south");
    assert_eq!(v["violations"], Value::Array(vec![]));
}

#[test]
fn standard_input_with_no_file_and_with_dash() {
    for args in [&["check"][..], &["check", "-"][..]] {
        let out = broadside().args(args).write_stdin(WON).assert().code(0).get_output().clone();
        let v = json(&out.stdout);
        assert_eq!((v["winner"].as_str(), v["decided_at"].as_u64()), (Some("ann"), Some(2)));
        assert_eq!(v["stats"]["ann"], serde_json::json!({"shots": 2, "hits": 1, "ships_sunk": 1}));
    }
}

#[test]
fn a_foul_exits_1_and_names_the_forfeit() {
    let record = WON.replace(r#""player": "bob", "at": "B1""#, r#""player": "ann", "at": "B1""#);
    let out = broadside().arg("check").write_stdin(record).assert().code(1).get_output().clone();
    let v = json(&out.stdout);
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["winner"], "bob");
    assert_eq!(v["forfeiting_players"], serde_json::json!(["ann"]));
    assert_eq!(v["decided_at"], 1);
    assert_eq!(v["violations"][0]["code"], "out_of_turn");
    assert_eq!(v["violations"][0]["entry"], 1);
}

#[test]
fn bad_input_exits_2_with_where_and_what_and_no_stdout() {
    let record = WON.replace(r#""at": "B1""#, r#""at": [1.5, 0]"#);
    broadside()
        .arg("check")
        .write_stdin(record)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("<stdin>:6:").and(predicate::str::contains("at shots[1].at")));
    broadside()
        .args(["check", "no-such-file.json"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("no-such-file.json: cannot open"));
    let misspelt = WON.replace(r#""shots""#, r#""shot""#);
    broadside()
        .arg("check")
        .write_stdin(misspelt)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("unknown field `shot`"));
}

#[test]
fn strict_fails_warnings_and_unfinished_games() {
    let unfinished = WON.replace(r#""at": "c1", "reply": "sunk""#, r#""at": "B1", "reply": "miss""#);
    broadside().arg("check").write_stdin(unfinished.clone()).assert().code(0);
    broadside().args(["check", "--strict"]).write_stdin(unfinished).assert().code(1);
    let repeated = WON.replace(r#""at": "A1", "reply": "miss"}"#, r#""at": "A1", "reply": "miss"}, {"player": "bob", "at": "B1", "reply": "miss"}, {"player": "ann", "at": "A1", "reply": "miss"}"#);
    let out = broadside().arg("check").write_stdin(repeated.clone()).assert().code(0).get_output().clone();
    assert_eq!(json(&out.stdout)["violations"][0]["code"], "repeated_shot");
    broadside().args(["check", "--strict"]).write_stdin(repeated).assert().code(1);
}

#[test]
fn jsonl_goes_on_past_a_broken_line_in_input_order() {
    let one_line = |s: &str| serde_json::to_string(&serde_json::from_str::<Value>(s).unwrap()).unwrap();
    let good = one_line(WON);
    let foul = one_line(&WON.replace(r#""player": "bob", "at": "B1""#, r#""player": "ann", "at": "B1""#));
    let input = format!("{good}\r\n{{\"rules\": \"classic\", \"fleets\": \n\n{foul}\n{good}");
    let out = broadside().args(["check", "--jsonl"]).write_stdin(input).assert().code(2).get_output().clone();
    let lines: Vec<Value> = String::from_utf8(out.stdout).unwrap().lines().map(|l| json(l.as_bytes())).collect();
    assert_eq!(lines.len(), 4, "blank lines yield nothing");
    assert_eq!(lines[0]["winner"], "ann");
    assert_eq!(lines[1]["line"], 2);
    assert!(lines[1]["error"].as_str().unwrap().contains("EOF"), "{}", lines[1]);
    assert_eq!(lines[2]["winner"], "bob");
    assert_eq!(lines[3]["winner"], "ann");
}

#[test]
fn jsonl_exit_status_is_the_worst_line() {
    let one_line = |s: &str| serde_json::to_string(&serde_json::from_str::<Value>(s).unwrap()).unwrap();
    let good = one_line(WON);
    let foul = one_line(&WON.replace(r#""player": "bob", "at": "B1""#, r#""player": "ann", "at": "B1""#));
    assert_ne!(foul, good);
    broadside().args(["check", "--jsonl"]).write_stdin(format!("{good}\n{good}\n")).assert().code(0);
    broadside().args(["check", "--jsonl"]).write_stdin(format!("{good}\n{foul}\n{good}\n")).assert().code(1);
}

#[test]
fn overrides_replace_rules_and_fleet_and_show_in_the_verdict() {
    let dir = tempdir::Dir::new("overrides");
    let game = real_game(&dir);
    // The real game is russian; judged as classic its ten-ship fleet is wrong.
    let out = broadside().args(["check", "--rules", "classic"]).arg(&game).assert().code(1).get_output().clone();
    let v = json(&out.stdout);
    assert_eq!(v["rules"], "classic");
    assert_eq!(v["outcome"], "double_forfeit");
    let out = broadside().args(["check", "--fleet", "russian"]).arg(&game).assert().code(0).get_output().clone();
    assert_eq!(json(&out.stdout)["rules"], serde_json::json!({"base": "russian", "fleet": "russian"}));
    broadside()
        .args(["check", "--rules", "chess"])
        .arg(&game)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--rules: expected a preset"));
}

#[test]
fn help_shows_an_example_for_each_flag() {
    let out = broadside().args(["check", "--help"]).assert().success().get_output().clone();
    let help = String::from_utf8(out.stdout).unwrap();
    for flag in [
        "--rules russian",
        "--rules '{",
        "--fleet two-destroyers",
        "--strict game.json",
        "--jsonl matches.jsonl",
        "cat game.json |",
    ] {
        assert!(help.contains(flag), "help lacks an example of {flag}:\n{help}");
    }
}

#[test]
fn output_that_cannot_be_written_exits_2_but_a_closed_pipe_is_quiet() {
    // /dev/full refuses every write: the run must say so rather than claim success.
    let full = fs::OpenOptions::new().write(true).open("/dev/full");
    let Ok(full) = full else { return };
    let status = std::process::Command::new(assert_cmd::cargo::cargo_bin("broadside"))
        .args(["check", "fixtures/classic/full-game-p1-wins.json"])
        .stdout(full)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(status.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&status.stderr).contains("cannot write the output"));
}

#[test]
fn a_directory_is_not_an_input() {
    for args in [&["check", "fixtures"][..], &["check", "--jsonl", "fixtures"][..]] {
        broadside()
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains("fixtures: is a directory, expected a file"));
    }
}

/// Flags that do not combine are said in the language asked for, as any error.
#[test]
fn flags_that_do_not_combine_are_said_in_the_language() {
    for (args, id) in [
        (&["--jsonl", "--format", "text"][..], "check-text-with-jsonl"),
        (&["--jsonl", "--summary", "--format", "junit"][..], "check-summary-with-format"),
    ] {
        let out = broadside().args(["check", "--lang", "ru"]).args(args).write_stdin("").output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(said, format!("broadside: {}\n", Words::new(Lang::Ru).say(id, &[])), "{args:?}");
        assert!(!said.contains("does not") && !said.contains("writes counts"), "{said}");
    }
}

/// An input error on standard error is worded in the language of `--lang`, else of the locale;
/// where it stands (file, line, column, JSON path) is written the same in every language.
#[test]
fn input_errors_speak_the_language_chosen() {
    broadside()
        .args(["check", "--lang", "ru", "no-such-file.json"])
        .assert()
        .code(2)
        .stdout("")
        .stderr("broadside: no-such-file.json: не удаётся открыть: такого файла нет\n");
    broadside()
        .args(["check", "fixtures"])
        .env("LANG", "nl_NL.UTF-8")
        .assert()
        .code(2)
        .stderr("broadside: fixtures: is een map, geen bestand\n");
    let one_line = serde_json::to_string(&serde_json::from_str::<Value>(WON).unwrap()).unwrap();
    let two = format!("{one_line} {one_line}");
    broadside().args(["check", "--lang", "hi"]).write_stdin(two.clone()).assert().code(2).stderr(
        predicate::str::starts_with("broadside: <stdin>:")
            .and(predicate::str::contains(Words::new(Lang::Hi).say("input-json-trailing", &[]))),
    );
    // JSON stays English without --lang, whatever the locale: an error record of a batch too.
    let out = broadside().args(["check", "--jsonl"]).env("LC_ALL", "bn_BD.UTF-8").write_stdin(two).output().unwrap();
    let line = String::from_utf8(out.stdout).unwrap();
    assert!(line.contains("trailing characters: expected the end of the record after it\""), "{line}");
}

/// A command line clap refuses is said in the person's language (`--lang`, else the locale):
/// each kind of refusal and each flag's reason, with a line on where help is; none of the English
/// of the same refusal; exit status 2. In English, clap's own frame, as always.
#[test]
fn a_refused_command_line_is_said_in_the_language() {
    use broadside::cli::flags::FlagFault;
    // The command line, then English that must not be in any other language's message.
    let cases: &[(&[&str], &str)] = &[
        (&["check", "--jsonl", "--jobs", "0"], "whole number"),
        (&["check", "--format", "xml"], "possible values"),
        (&["check", "--frobnicate"], "unexpected argument"),
        (&["check", "a.json", "b.json"], "unexpected argument"),
        (&["chek"], "unrecognized subcommand"),
        (&["generate", "--seed", "1", "--faults", "2"], "a number from 0 to 1"),
        (&["fleet", "--player", " "], "player's name"),
        (&["rules", "nonesuch"], "expected a preset"),
        (&["check", "--strict", "--strict"], "cannot be used multiple times"),
        #[cfg(unix)]
        (&["match", "--games", "2"], "required arguments"),
        #[cfg(unix)]
        (&["match", "--bot", "a", "--bot", "b=x"], "such as"),
        #[cfg(unix)]
        (&["match", "--bot", "a=x", "--bot", "b=y", "--move-time", "0"], "milliseconds"),
        #[cfg(unix)]
        (&["match", "--bot", "a=x", "--bot", "b=y", "--time-bank", "5+x"], "MS+INC in milliseconds"),
    ];
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let words = Words::new(lang);
        for (args, english) in cases {
            let out = broadside().args(*args).args(["--lang", lang.code()]).output().unwrap();
            let stderr = String::from_utf8(out.stderr).unwrap();
            assert_eq!(out.status.code(), Some(2), "{args:?} {lang:?}: {stderr}");
            assert!(stderr.starts_with("broadside: "), "{args:?} {lang:?}: {stderr}");
            assert!(!stderr.contains(english) && !stderr.contains("error:"), "{args:?} {lang:?}: {stderr}");
            if args[0] != "rules" {
                let command = if args[0] == "chek" { "broadside".to_owned() } else { format!("broadside {}", args[0]) };
                let help = words.say("cli-help", &[("command", broadside::words::text(command))]);
                assert!(stderr.ends_with(&format!("{help}\n")), "{args:?} {lang:?}: {stderr}");
            }
        }
        // A word past the last argument is no option.
        let out = broadside().args(["check", "a.json", "b.json", "--lang", lang.code()]).output().unwrap();
        let extra = words.say("cli-extra-argument", &[("found", broadside::words::text("`b.json`".to_owned()))]);
        assert!(String::from_utf8(out.stderr).unwrap().starts_with(&format!("broadside: {extra}\n")), "{lang:?}");
        // A flag's own reason, in the words of the catalog.
        let out = broadside().args(["check", "--jsonl", "--jobs", "5000", "--lang", lang.code()]).output().unwrap();
        let reason = FlagFault::Count { found: "5000".into(), min: 1, max: 4096 }.worded(&words);
        assert!(String::from_utf8(out.stderr).unwrap().starts_with(&format!("broadside: --jobs: {reason}\n")));
    }
    // The locale chooses when --lang does not, and an unknown --lang is said in the locale's.
    let out = broadside().args(["check", "--lang", "xx"]).env("LANG", "nl_NL.UTF-8").output().unwrap();
    let reason = FlagFault::Lang { found: "xx".into() }.worded(&Words::new(Lang::Nl));
    assert!(String::from_utf8(out.stderr).unwrap().starts_with(&format!("broadside: --lang: {reason}\n")));
    // English: clap's frame, the reason inside it.
    let out = broadside().args(["check", "--jsonl", "--jobs", "0"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: invalid value '0' for '--jobs <N>': expected a whole number from 1 to 4096, found `0`\n\n\
         For more information, try '--help'.\n"
    );
}

/// The system's reasons are worded: output that cannot be written (a full disk) is said in the
/// language, not in the system's English.
#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_is_said_in_the_language() {
    let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let out = std::process::Command::new(crate::common::BIN)
        .args(["rules", "classic", "--lang", "ru"])
        .stdout(full)
        .output()
        .unwrap();
    let words = Words::new(Lang::Ru);
    let why = words.io_why(&broadside::error::IoWhy::StorageFull);
    let said = words.say("cannot-write-output", &[("error", broadside::words::text(why))]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stderr).unwrap(), format!("broadside: {said}\n"));
}

/// Every reason a command line, a bot's answer or its process gives is worded in every language
/// (the catalogs are held to every message; this holds the sentences as a player reads them).
#[cfg(unix)]
#[test]
fn every_flag_fault_and_forfeit_reason_is_worded_in_every_language() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    use broadside::bot::BotArgFault;
    use broadside::cli::flags::FlagFault;
    use broadside::cli::rules::RulesNameFault;
    use broadside::error::{IoWhy, SystemError};
    use broadside::protocol::{Ended, Failure, StartError, Why, read_at, read_fleet};

    let flags = [
        FlagFault::Share { found: "2".into() },
        FlagFault::Count { found: "0".into(), min: 1, max: 4096 },
        FlagFault::Count { found: "x".into(), min: 1, max: u64::MAX },
        FlagFault::Millis { found: "0".into() },
        FlagFault::TimeBank { found: "5+x".into() },
        FlagFault::Lang { found: "xx".into() },
        FlagFault::NoName,
        FlagFault::LongName { bytes: 300, max: 256 },
    ];
    let bots = ["alpha", "=x", "a=x 'y", "a="].map(|arg| arg.parse::<broadside::bot::BotCommand>().unwrap_err());
    let illegal = |result: Result<(), Failure>| match result {
        Err(Failure::IllegalMessage { why, .. }) => why,
        other => panic!("{other:?}"),
    };
    let system = SystemError { why: IoWhy::NotFound, said: "No such file or directory (os error 2)".into() };
    let [code, signal] = [ExitStatus::from_raw(3 << 8), ExitStatus::from_raw(9)].map(Ended::from);
    let whys = [
        Why::NoAnswer { ms: 1000 },
        Why::NoAnswerInBank { ms: 12 },
        Why::CouldNotStart(StartError::System(system.clone())),
        Why::CouldNotStart(StartError::Unreadable { path: "/srv/bot".into(), mode: 0o700, owner: 1000, uid: 65534 }),
        Why::CannotWrite(system),
        Why::InputClosed,
        Why::ClosedInputBeforeAsked,
        Why::ClosedInput,
        Why::StoppedReading,
        Why::InputUnread { secs: 5 },
        Why::NothingAsked,
        Why::ClosedOutput,
        Why::ClosedOutputBeforeQuestion,
        Why::Exited,
        Why::ExitedBeforeQuestion,
        Why::OverMemory { mb: 256 },
        Why::OverProcesses { count: 1 },
        Why::OverProcesses { count: 64 },
        Why::Ended { why: Box::new(Why::Exited), ended: code },
        Why::Ended { why: Box::new(Why::ClosedOutput), ended: signal },
        Why::NotUtf8,
        Why::TooLong { max: 65536 },
        Why::Unowed,
        illegal(read_at(r#"{"at": [1, }"#).map(drop)),
        illegal(read_at(r#"{"at": true}"#).map(drop)),
        illegal(read_fleet(r#"{"fleet": 3}"#).map(drop)),
    ];
    assert!(whys.iter().any(|w| matches!(w, Why::NotTheObject { .. })));
    assert!(whys.iter().any(|w| matches!(w, Why::NotAFleet(_))));
    let rules = broadside::cli::rules::spec_for("chess").unwrap_err();
    assert!(matches!(rules, RulesNameFault::Unknown { .. }));
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut out = String::new();
        for f in &flags {
            out += &format!("{}\n", f.worded(&words));
        }
        for b in &bots {
            assert!(matches!(
                b,
                BotArgFault::NoEquals { .. }
                    | BotArgFault::NoName { .. }
                    | BotArgFault::Unsplittable { .. }
                    | BotArgFault::EmptyCommand { .. }
            ));
            out += &format!("{}\n", b.worded(&words));
        }
        for w in &whys {
            out += &format!("{}\n", w.worded(&words));
            if lang == Lang::En {
                // The English a record keeps, where the sentence has no other form.
                let plain = !matches!(
                    w,
                    Why::Ended { .. }
                        | Why::NotTheObject { .. }
                        | Why::NotAFleet(_)
                        | Why::NotATarget(_)
                        | Why::CouldNotStart(StartError::System(_))
                        | Why::CannotWrite(_)
                        | Why::OverProcesses { count: 1 }
                );
                if plain {
                    assert_eq!(w.worded(&words), w.to_string());
                }
            }
        }
        out += &format!("{}\n", rules.worded(&words));
        insta::assert_snapshot!(format!("reasons_{}", lang.code()), out);
    }
}
