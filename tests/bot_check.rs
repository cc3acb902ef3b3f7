//! `broadside bot check COMMAND`, the compliance run for bot authors (docs/protocol.md "Checking a
//! bot: `broadside bot check`"): the example bot complies (exit 0); each misbehaving bot of
//! tests/bots/ does not (exit 1), and the report says what it did wrong in words.

use std::process::{Command, Output};

use crate::common::{self, BIN};

fn bot_check(args: &[&str]) -> (Option<i32>, String) {
    // Run from the stage, which a sandboxed bot can reach wherever the checkout is.
    let Output { status, stdout, stderr } =
        Command::new(BIN).current_dir(common::stage()).args(["bot", "check"]).args(args).output().unwrap();
    let stdout = String::from_utf8(stdout).unwrap();
    assert!(stderr.is_empty() || status.code() == Some(2), "{}", String::from_utf8_lossy(&stderr));
    (status.code(), stdout)
}

/// Runs `bot check` on `bot` and checks that it does not comply, with `words` in the report.
fn fails_with(args: &[&str], words: &[&str]) -> String {
    let (status, report) = bot_check(args);
    assert_eq!(status, Some(1), "{report}");
    assert!(report.contains("The bot does not comply"), "{report}");
    for w in words {
        assert!(report.contains(w), "{w:?} in\n{report}");
    }
    report
}

#[test]
fn the_example_bot_complies_in_every_ruleset_in_one_run() {
    let (status, report) = bot_check(&["python3 examples/bot.py"]);
    assert_eq!(status, Some(0), "{report}");
    let games: Vec<&str> = report.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 8, "{report}");
    for ruleset in ["classic", "salvo", "russian", "custom (8 columns, 12 rows"] {
        assert_eq!(games.iter().filter(|g| g.contains(&format!(", {ruleset}"))).count(), 2, "{report}");
    }
    // A game may end without a winner (both fleets fall in one Salvo round): still compliant.
    assert!(games.iter().all(|g| g.contains(": ok, ")), "{report}");
    assert!(report.contains("The bot complies"), "{report}");
    assert!(!report.contains("started again"), "{report}");
    // The same bot as separate words, and through its own interpreter line.
    assert_eq!(bot_check(&["python3", "examples/bot.py"]).0, Some(0));
    assert_eq!(bot_check(&["examples/bot.py"]).0, Some(0));
}

#[test]
fn a_bot_writing_on_standard_error_complies() {
    let (status, report) = bot_check(&["tests/bots/floods_stderr.sh"]);
    assert_eq!(status, Some(0), "{report}");
}

#[test]
fn a_late_answer_is_reported() {
    fails_with(
        &["--move-time", "300", "tests/bots/hangs.sh"],
        &["late: no answer for its shot number 1 (`turn`) within 300 ms"],
    );
}

#[test]
fn a_malformed_answer_is_reported_with_what_it_said() {
    fails_with(
        &["tests/bots/garbage.sh"],
        &["illegal message, asked for its shot number 1 (`turn`): it printed a line that is not JSON: `fire at will`"],
    );
    fails_with(&["tests/bots/huge_line.py"], &["illegal message", "longer than 65536 bytes"]);
}

/// The common mistakes, named in words: debug text on standard output, an answer never flushed,
/// a salvo volley short of its allowance.
#[test]
fn debug_text_on_standard_output_is_named_as_such() {
    let report = fails_with(
        &["--move-time", "300", "tests/bots/debug_stdout.sh"],
        &["game 0, classic, the bot first: 1 problem\n  illegal message, asked for its fleet (`start`): it printed a \
             line that is not JSON: `debug: placing my ships`. Standard output carries the protocol's messages only, \
             one JSON object a line: write debug text to standard error (`illegal_message`)"],
    );
    assert!(!report.contains("expected ident"), "serde's words stay out: {report}");
}

#[test]
fn an_answer_never_flushed_gets_a_hint_to_flush() {
    // Each game starts the bot again, and its first answer has 10 s more: 8 games of 10 s.
    let report = fails_with(
        &["--move-time", "100", "tests/bots/never_flushes.py"],
        &[
            "game 0, classic, the bot first: 1 problem\n  late: no answer for its fleet (`start`) within 100 ms (and \
             10 s more, the first answer of a bot just started) (`timeout`)\n    it wrote nothing at all in this \
             game: if it prints its answers, it may not flush its standard output",
            "`print(..., flush=True)` in Python",
        ],
    );
    assert_eq!(report.matches("it may not flush").count(), 8, "{report}");
    // A bot that answered its fleet but not its shot in time is not told to flush.
    let late = fails_with(&["--move-time", "300", "tests/bots/hangs.sh"], &["late: no answer for its shot number 1"]);
    let first = late.split("game 1,").next().unwrap();
    assert!(!first.contains("flush") && !first.contains("s more"), "{late}");
}

#[test]
fn a_salvo_volley_short_of_its_allowance_does_not_comply() {
    let report = fails_with(
        &["tests/bots/short_volley.py"],
        &[
            "game 2, salvo, the bot first: 1 problem\n  14 volleys short of their allowance, the first at entry 0: bot \
             fired 1 shot, but with 4 ships afloat the salvo allowance was 7; under salvo turns a turn fires every \
             shot it is allowed, the `allowance` of its `turn` message (`too_few_shots`)",
            "The bot does not comply: 2 problems above.",
        ],
    );
    // Its games under other rules are fine.
    assert!(report.contains("game 0, classic, the bot first: ok"), "{report}");
    assert!(report.contains("game 4, russian, the bot first: ok"), "{report}");
}

#[test]
fn unasked_lines_are_reported() {
    fails_with(&["--move-time", "300", "tests/bots/unasked.sh"], &[]);
}

#[test]
fn a_crash_is_reported_with_the_bots_last_words() {
    fails_with(
        &["tests/bots/exits.sh"],
        &["crashed, asked for its shot number 1 (`turn`): it", "its standard error: giving up"],
    );
    // A program that does not run is said as `match` says it: exit 2, its standard error.
    let out = Command::new(BIN)
        .current_dir(common::stage())
        .args(["bot", "check", "tests/bots/cannot_start.sh"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("exited before it read anything in its first game"), "{said}");
    assert!(said.contains("/nonexistent/broadside-bot"), "{said}");
    fails_with(&["tests/bots/forks_child.sh"], &["crashed, asked for its fleet (`start`)"]);
}

#[test]
fn a_wrong_fleet_is_a_foul_in_words() {
    // Its fleet is a classic one, whatever the rules.
    let report = fails_with(&["--move-time", "300", "tests/bots/hangs.sh"], &["foul `wrong_fleet` at its fleet"]);
    assert!(report.contains("custom (8 columns, 12 rows, hasbro fleet, again on a hit), the bot second"), "{report}");
}

#[test]
fn hostile_bots_are_reported_contained() {
    if !common::engine_present(
        "bubblewrap",
        "bwrap",
        &["--unshare-user", "--unshare-net", "--unshare-pid", "--die-with-parent", "--ro-bind", "/", "/", "true"],
    ) {
        return;
    }
    fails_with(
        &["--sandbox", "--move-time", "20000", "tests/bots/allocates.py"],
        &["it went over its memory limit of 1024 MB (--bot-memory) and was stopped"],
    );
    fails_with(
        &["--sandbox", "--move-time", "20000", "--bot-processes", "16", "tests/bots/forks.py"],
        &["it went over its limit of 16 processes and threads (--bot-processes) and was stopped"],
    );
    // Its first game is fine; stopped after it, it is charged in the next.
    let report = fails_with(
        &["--sandbox", "--move-time", "20000", "--bot-processes", "32", "tests/bots/forks_after_a_game.py"],
        &["it went over its limit of 32 processes and threads (--bot-processes) and was stopped"],
    );
    assert!(report.contains("game 0, classic, the bot first: ok"), "{report}");
    fails_with(&["--sandbox", "tests/bots/connects.py"], &["crashed, asked for its fleet (`start`)"]);
    // Its child in a session of its own dies with its sandbox.
    fails_with(&["--sandbox", "tests/bots/setsid.py"], &["crashed, asked for its fleet (`start`)"]);
    fails_with(&["--sandbox", "tests/bots/writes_outside.sh"], &["crashed, asked for its fleet (`start`)"]);
    fails_with(&["--sandbox", "tests/bots/snoops.sh"], &["its standard error: blocked: no secret to read"]);
    // An honest bot whose temporary folder starts empty and is its own to read complies.
    let (status, report) = bot_check(&["--sandbox", "tests/bots/keeps_secret.sh examples/bot.py"]);
    assert_eq!(status, Some(0), "{report}");
}

#[test]
fn a_program_that_cannot_be_started_is_a_bad_argument() {
    let (status, report) = bot_check(&["/nonexistent/bot --fast"]);
    assert_eq!(status, Some(2));
    assert!(report.is_empty());
    let out = Command::new(BIN).args(["bot", "check"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// `bot check --lang bn` (and `ru`): the report in the language, none of its English sentences,
/// the same exit status. The Bengali report of a bot that hangs is kept as a snapshot.
#[test]
fn the_report_speaks_the_language_asked_for() {
    let english = ["The bot", "game 0", "late: no answer", "problem", "its shot number", "first:"];
    let (status, report) = bot_check(&["--lang", "bn", "--move-time", "300", "tests/bots/hangs.sh"]);
    assert_eq!(status, Some(1), "{report}");
    for word in ["বটটি প্রোটোকল মেনে চলে না", "খেলা 0, classic, বটের পালা আগে", "দেরি: 300 ms-এর মধ্যে"]
    {
        assert!(report.contains(word), "{word:?} in\n{report}");
    }
    for word in english {
        assert!(!report.contains(word), "{word:?} in\n{report}");
    }
    insta::assert_snapshot!("bot_check_hangs_bn", report);
    let (status, report) = bot_check(&["--lang", "ru", "python3 examples/bot.py"]);
    assert_eq!(status, Some(0), "{report}");
    assert!(report.contains("Бот соответствует протоколу"), "{report}");
    assert_eq!(
        report.lines().filter(|l| l.starts_with("игра ") && l.contains(": всё в порядке")).count(),
        8,
        "{report}"
    );
    for word in english.iter().chain(&["complies", "custom (8 columns"]) {
        assert!(!report.contains(word), "{word:?} in\n{report}");
    }
}

/// Why a bot forfeits is said in the report's language, not in the English its record keeps
/// (nor in the JSON reader's English): what it did, the JSON reader's reason and the column, how
/// its process ended.
#[test]
fn why_a_bot_forfeits_is_said_in_the_language() {
    use broadside::protocol::Why;
    use broadside::words::{Lang, Words};
    for lang in [Lang::Ru, Lang::Hi] {
        let words = Words::new(lang);
        let code = lang.code();
        let (status, report) = bot_check(&["--lang", code, "tests/bots/bad_json.sh"]);
        assert_eq!(status, Some(1), "{report}");
        let Err(broadside::protocol::Failure::IllegalMessage { why, .. }) =
            broadside::protocol::read_at(r#"{"at": true}"#)
        else {
            panic!("`true` is no coordinate")
        };
        assert!(report.contains(&why.worded(&words)), "{:?} in\n{report}", why.worded(&words));
        for english in ["is not a coordinate", "invalid type", "at line 1"] {
            assert!(!report.contains(english), "{english:?} in\n{report}");
        }
        let (status, report) = bot_check(&["--lang", code, "tests/bots/huge_line.py"]);
        assert_eq!(status, Some(1), "{report}");
        let too_long = Why::TooLong { max: broadside::protocol::MAX_LINE };
        assert!(report.contains(&too_long.worded(&words)), "{report}");
        assert!(!report.contains(&too_long.to_string()), "{report}");
        let (status, report) = bot_check(&["--lang", code, "tests/bots/exits.sh"]);
        assert_eq!(status, Some(1), "{report}");
        let ended = words.say("process-exit-code", &[("code", broadside::words::text("3"))]);
        assert!(report.contains(&format!("({ended})")), "{report}");
        assert!(!report.contains("exit status"), "{report}");
    }
}
