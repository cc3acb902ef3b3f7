//! Terminal safety (issue class 10): every path that prints input (a record's field names and
//! values in error messages, a paper record's words, text output, a bot's names and what it
//! said, file names on standard error) shows control characters and bidirectional format
//! characters escaped, all through `broadside::error::escape`, so that input cannot set the
//! terminal's title, clear the screen, or reverse the text after it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use crate::common::BIN;

/// Every character that must never reach a terminal raw: ESC, BEL, the C1 CSI, and the
/// bidirectional format characters (marks, embeddings and overrides, isolates) and separators.
const UNSAFE: [char; 10] =
    ['\u{1b}', '\u{7}', '\u{9b}', '\u{200e}', '\u{200f}', '\u{61c}', '\u{2028}', '\u{202e}', '\u{2067}', '\u{2029}'];

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// Checks that `text` holds no unsafe character, and holds each of `shown`.
fn assert_safe(text: &[u8], shown: &[&str]) {
    let text = String::from_utf8_lossy(text);
    for c in UNSAFE {
        assert!(!text.contains(c), "{:?} printed raw in {text:?}", c);
    }
    for s in shown {
        assert!(text.contains(s), "{s:?} in {text:?}");
    }
}

/// A record of classic rules with one shot, `extra` added to its top level.
fn record(extra: &str) -> String {
    format!(
        r#"{{"rules": "classic", "fleets": {{"ann": [{{"cells": "A1-E1"}}, {{"cells": "A3-D3"}}, {{"cells": "A5-C5"}}, {{"cells": "A7-B7"}}],
          "ben": [{{"cells": "A1-E1"}}, {{"cells": "A3-D3"}}, {{"cells": "A5-C5"}}, {{"cells": "A7-B7"}}]}},
          "shots": [{{"player": "ann", "at": "J10"}}]{extra}}}"#
    )
}

#[test]
fn an_unknown_field_is_shown_escaped() {
    // The field's name sets the terminal's title, then clears the screen.
    let input = record(r#", "\u001b]0;pwned\u0007\u001b[2J": 1"#);
    let out = run(&["check"], &input);
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stderr, &["unknown field `\\u{1b}]0;pwned\\u{7}\\u{1b}[2J`"]);
    // Under --jsonl the error record says the same, whatever JSON would escape itself.
    let line = record(r#", "\u202egnp.exe": 1"#).replace('\n', " ");
    let out = run(&["check", "--jsonl"], &line);
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stdout, &["unknown field `\\\\u{202e}gnp.exe`"]);
}

#[test]
fn an_unknown_variant_is_shown_escaped() {
    let input = record("").replace(r#""at": "J10"}"#, r#""at": "J10", "reply": "\u001b[31mmiss\u200f"}"#);
    let out = run(&["check"], &input);
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stderr, &["\\u{1b}[31mmiss\\u{200f}"]);
}

#[test]
fn a_paper_record_error_shows_names_escaped() {
    let paper = |ben: &str| {
        format!(
            "rules: classic\nplayers: ann, {ben}\nfirst: zed\nann fleet: A1-E1, A3-D3, A5-C5, A7-B7\n{ben} fleet: A1-E1, A3-D3, A5-C5, A7-B7\n"
        )
    };
    let out = run(&["check"], &paper("b\u{202e}en\u{200b}"));
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stderr, &["first: expected ann or `b\\u{202e}en\\u{200b}`, found `zed`"]);
    // A control character has no meaning on paper at all: the error says so, escaped.
    let out = run(&["check"], &paper("ben\u{1b}[2J"));
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stderr, &["2:18: `\\u{1b}` is a control character, which a paper record gives no meaning"]);
}

#[test]
fn text_output_escapes_every_bidirectional_character() {
    for (name, shown) in [
        ("ann\u{200e}", "ann\\u{200e}"),
        ("ann\u{200f}", "ann\\u{200f}"),
        ("ann\u{61c}", "ann\\u{61c}"),
        ("ann\u{2028}", "ann\\u{2028}"),
        ("ann\u{202e}", "ann\\u{202e}"),
        ("ann\u{1b}[2J", "ann\\u{1b}[2J"),
    ] {
        let json = serde_json::to_string(name).unwrap();
        let input = record("").replace("ann", json.trim_matches('"'));
        let out = run(&["check", "--format", "text", "--color", "never"], &input);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        assert_safe(&out.stdout, &[shown]);
    }
}

#[test]
fn file_names_on_standard_error_are_escaped() {
    let out = run(&["check", "/nonexistent/\u{1b}]0;pwned\u{7}.json"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stderr, &["/nonexistent/\\u{1b}]0;pwned\\u{7}.json: cannot open"]);
}

#[test]
fn bot_names_and_commands_on_standard_error_are_escaped() {
    // Progress lines and the standings.
    let out = run(
        &[
            "match",
            "--bot",
            "e\u{1b}[31m=python3 examples/bot.py",
            "--bot",
            "f\u{202e}=python3 examples/bot.py",
            "--games",
            "2",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_safe(&out.stderr, &["e\\u{1b}[31m", "f\\u{202e}", "e\\u{1b}[31m vs f\\u{202e}:"]);
    // The decision of a sequential test.
    let out = run(
        &[
            "match",
            "--bot",
            "e\u{1b}[31m=tests/bots/quits_at_start.sh",
            "--bot",
            "f=examples/bot.py",
            "--games",
            "1000",
            "--sprt",
            "elo0=0",
            "elo1=10",
            "--quiet",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert_safe(&out.stderr, &["SPRT: H0 e\\u{1b}[31m +0 Elo over f", "H0 (e\\u{1b}[31m +0 logistic Elo over f)"]);
    // A command that cannot be started.
    let out = run(&["match", "--bot", "a=python3 examples/bot.py", "--bot", "b=/nonexistent/\u{1b}[2Jbot"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_safe(&out.stderr, &["cannot start `/nonexistent/\\u{1b}[2Jbot`"]);
}

#[test]
fn what_a_bot_said_is_reported_escaped() {
    let out =
        run(&["bot", "check", "sh -c 'read -r x; printf \"\\033]0;pwned\\007\\342\\200\\256\\n\"; sleep 600'"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_safe(&out.stdout, &["not JSON: `\\u{1b}]0;pwned\\u{7}\\u{202e}`"]);
}
