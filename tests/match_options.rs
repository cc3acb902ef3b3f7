//! `broadside match --log-dir` (every message to and from each bot, game by game), and what a
//! match checks before its first game (issue class 9): bot names equal ignoring case or too
//! long, and a standings file or log folder that cannot be written, are refused (exit 2) before
//! any bot is started.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

use crate::common::{self, BIN};

fn scratch(test: &str) -> PathBuf {
    common::scratch(&format!("options-{test}"))
}

fn broadside(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

/// The lines of a log file with mark `mark` (`>`, `<`, `!`, `#`), without time and mark.
fn marked(log: &str, mark: char) -> Vec<String> {
    log.lines()
        .filter_map(|l| {
            let rest = l.trim_start();
            let rest = if mark == '#' { rest } else { rest.split_once(' ')?.1 };
            rest.strip_prefix(mark)?.strip_prefix(' ').map(str::to_owned)
        })
        .collect()
}

#[test]
fn the_log_dir_holds_every_message_of_each_bot_game_by_game() {
    let dir = scratch("log");
    let logs = dir.join("logs");
    let hunt = format!("hunt={BIN} bot hunt --seed 1");
    let out = broadside(&[
        "match",
        "--bot",
        "py=python3 examples/bot.py",
        "--bot",
        &hunt,
        "--games",
        "2",
        "--seed",
        "5",
        "--log-dir",
        logs.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records: Vec<Value> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    for (game, record) in records.iter().enumerate() {
        let folder = logs.join(format!("game-{game:06}"));
        for name in ["py", "hunt"] {
            let log = std::fs::read_to_string(folder.join(format!("{name}.log"))).unwrap();
            assert!(log.starts_with(&format!("# game {game}: {name}, played by `")), "{log}");
            let sent = marked(&log, '>');
            let said = marked(&log, '<');
            assert!(sent[0].starts_with(&format!("{{\"type\":\"start\",\"game\":{game},")), "{log}");
            assert!(sent.last().unwrap().starts_with("{\"type\":\"end\""), "{log}");
            assert!(said[0].starts_with("{\"fleet\""), "{log}");
            // One answer a turn, and each is the entry in the record.
            let turns = sent.iter().filter(|l| l.starts_with("{\"type\":\"turn\"")).count();
            assert_eq!(said.len(), 1 + turns, "{log}");
            let shots: Vec<&Value> =
                record["shots"].as_array().unwrap().iter().filter(|e| e["player"] == name).collect();
            assert_eq!(shots.len(), turns);
            for (line, entry) in said[1..].iter().zip(shots) {
                let answer: Value = serde_json::from_str(line).unwrap();
                assert_eq!(answer["at"], entry["at"], "{log}");
            }
        }
        // The built-in bot's input for a game, fed to it again, gives the same answers.
        let log = std::fs::read_to_string(folder.join("hunt.log")).unwrap();
        let mut replay = Command::new(BIN)
            .args(["bot", "hunt", "--seed", "1"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input: String = marked(&log, '>').iter().map(|l| format!("{l}\n")).collect();
        std::io::Write::write_all(replay.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
        drop(replay.stdin.take());
        let again = String::from_utf8(replay.wait_with_output().unwrap().stdout).unwrap();
        assert_eq!(again.lines().map(str::to_owned).collect::<Vec<_>>(), marked(&log, '<'));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `broadside bot hunt|random` fed `input`, with `lang`: its exit status and standard error.
fn built_in_bot(kind: &str, lang: &str, input: &str) -> (Option<i32>, String) {
    let mut bot = Command::new(BIN)
        .args(["bot", kind, "--lang", lang])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(bot.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
    drop(bot.stdin.take());
    let out = bot.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn the_built_in_bots_say_why_they_stop_in_the_language() {
    let unplayable = r#"{"type":"start","game":0,"rules":{"base":"classic","board":{"columns":3,"rows":1},"fleet":[{"ship":"boat","size":5}]},"you":"a","opponent":"b","first":"a"}"#;
    for (input, en, ru) in [
        (
            "{\"type\":\"turn\",\"allowance\":1}\n",
            "a turn before any start",
            "сообщение turn пришло раньше сообщения start",
        ),
        (
            "nope\n",
            "not a message of the protocol: expected ident (column 2)",
            "это не сообщение протокола: здесь ожидалось `true`, `false` или `null` (столбец 2)",
        ),
        (
            &format!("{unplayable}\n")[..],
            "cannot place the fleet: a ship of 5 cells does not fit a 3x1 board",
            "флот не расставить: корабль в 5 клеток не помещается на поле 3×1",
        ),
    ] {
        for kind in ["hunt", "random"] {
            let (status, said) = built_in_bot(kind, "en", input);
            assert_eq!(status, Some(2), "{said}");
            assert!(said.starts_with(&format!("broadside bot: {en}")), "{said}");
            let (status, said) = built_in_bot(kind, "ru", input);
            assert_eq!(status, Some(2), "{said}");
            assert!(said.starts_with(&format!("broadside bot: {ru}")), "{said}");
            assert!(!said.contains(en.split(':').next().unwrap()), "{said}");
        }
    }
}

#[test]
fn the_log_keeps_standard_error_and_the_referee_stopping_the_bot() {
    let dir = scratch("log-stderr");
    let logs = dir.join("logs");
    let out = broadside(&[
        "match",
        "--bot",
        "good=python3 examples/bot.py",
        "--bot",
        "bad/1=tests/bots/exits.sh",
        "--games",
        "1",
        "--log-dir",
        logs.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let log = std::fs::read_to_string(logs.join("game-000000").join("bad%2F1.log")).unwrap();
    assert_eq!(marked(&log, '!'), ["giving up"], "{log}");
    assert!(log.ends_with("# the referee stopped the bot\n"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs a match whose bots would note in `dir/started` that they ran; checks that it was refused
/// (exit 2, nothing on standard output, `words` on standard error) and that no bot ran.
fn refused_before_any_game(dir: &Path, args: &[&str], words: &str) {
    let started = dir.join("started");
    let bot = format!("sh -c 'echo x >> {}; exec python3 examples/bot.py'", started.display());
    let mut all: Vec<String> = vec!["match".into(), "--games".into(), "2".into()];
    for a in args {
        all.push(a.replace("BOT", &bot));
    }
    let out = Command::new(BIN).args(&all).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{all:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{all:?}");
    assert!(stderr.contains(words), "{words:?} in {stderr}");
    assert!(!started.exists(), "{all:?}: a bot was started");
}

#[test]
fn names_equal_ignoring_case_are_refused_before_any_game() {
    let dir = scratch("names");
    refused_before_any_game(
        &dir,
        &["--bot", "Ann=BOT", "--bot", "ann=BOT"],
        "broadside: --bot: the names `Ann` and `ann` are the same name ignoring case",
    );
    refused_before_any_game(
        &dir,
        &["--bot", "STRASSE=BOT", "--bot", "x=BOT", "--bot", "straße=BOT"],
        "`STRASSE` and `straße`",
    );
    refused_before_any_game(&dir, &["--bot", "ann=BOT", "--bot", "ann=BOT"], "the name `ann` is given twice");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_name_over_the_limit_is_refused_before_any_game() {
    let dir = scratch("long-name");
    let long = format!("{}=BOT", "n".repeat(129));
    refused_before_any_game(
        &dir,
        &["--bot", &long, "--bot", "b=BOT"],
        "is 129 bytes long; a player's name holds at most 128",
    );
    // 128 bytes is a name.
    let fine = format!("{}=python3 examples/bot.py", "é".repeat(64));
    let out = broadside(&["match", "--bot", &fine, "--bot", "b=python3 examples/bot.py", "--games", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unwritable_standings_file_or_log_folder_is_refused_before_any_game() {
    let dir = scratch("unwritable");
    let missing = dir.join("no-such-folder").join("standings.json");
    refused_before_any_game(
        &dir,
        &["--bot", "a=BOT", "--bot", "b=BOT", "--standings", missing.to_str().unwrap()],
        &format!("broadside: --standings {}: cannot write: no such file", missing.display()),
    );
    refused_before_any_game(
        &dir,
        &["--bot", "a=BOT", "--bot", "b=BOT", "--standings", dir.to_str().unwrap()],
        "cannot write: it is a directory",
    );
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let under_file = file.join("logs");
    refused_before_any_game(
        &dir,
        &["--bot", "a=BOT", "--bot", "b=BOT", "--log-dir", under_file.to_str().unwrap()],
        "broadside: --log-dir",
    );
    // A standings file that could be written but did not exist is not left behind.
    let standings = dir.join("standings.json");
    refused_before_any_game(
        &dir,
        &["--bot", "b=/nonexistent/bot", "--bot", "a=BOT", "--standings", standings.to_str().unwrap()],
        "--bot b: cannot start `/nonexistent/bot`",
    );
    assert!(!standings.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
