//! Hand-written game records in `fixtures/{classic,salvo,russian,custom,v2,grid}` and what the
//! referee must answer for each of them (docs/format.md, sections 1 to 4; `v2/` holds forfeit
//! entries, docs/format.md §2 "Forfeit entries"; `grid/` drawn fleets, docs/format.md §2 "Drawn
//! fleets").
//!
//! Every fixture `NAME.json` has its expectation beside it, in the sidecar `NAME.expect`, in the
//! one format every fixture's expectation has (`tests/common/expect.rs`). A sidecar `NAME.opts`
//! holds the command-line overrides for a fixture, as JSON: `{"rules": "..."}` and/or
//! `{"fleet": "..."}`, the raw strings a user would pass to `--rules` / `--fleet`. A record without
//! an expectation, or a sidecar without its record, fails.
//!
//! On top of that every verdict is checked against rules that hold for any record (ordering of
//! violations, severities, and "the earliest foul decides"), and `fixtures/INDEX.md`, the fixtures
//! by the codes they show, is kept current.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use broadside::{Overrides, check_record};
use serde_json::{Value, json};

use crate::common::expect::{Case, Expected, cases_under, compare, fixtures_dir, index, short};
use crate::common::fixtures::{files_under, overrides_for};

/// The folders of JSON records, each beside its expectation.
const RECORD_DIRS: [&str; 6] = ["classic", "salvo", "russian", "custom", "v2", "grid"];

/// The directories of games played by one ruleset family (each must hold a complete legal game).
const FAMILY_DIRS: [&str; 4] = ["classic", "salvo", "russian", "custom"];

/// The code table of docs/format.md §3 "Replay", in its order.
const CODES: [(&str, &str); 15] = [
    ("off_board", "foul"),
    ("bad_shape", "foul"),
    ("overlap", "foul"),
    ("touching", "foul"),
    ("wrong_fleet", "foul"),
    ("out_of_turn", "foul"),
    ("too_many_shots", "foul"),
    ("false_report", "foul"),
    ("timeout", "foul"),
    ("crashed", "foul"),
    ("illegal_message", "foul"),
    ("too_few_shots", "warning"),
    ("repeated_shot", "warning"),
    ("after_end", "warning"),
    ("ambiguous_fleet", "warning"),
];

fn severity(code: &str) -> &'static str {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, s)| *s).unwrap_or_else(|| panic!("unknown violation code {code:?}"))
}

// ---------------------------------------------------------------- the fixtures and their sidecars

/// The expectation of every sidecar under the folders of JSON records, in name order.
fn cases() -> Vec<Case> {
    RECORD_DIRS.iter().flat_map(|dir| cases_under(dir)).collect()
}

fn adjudicate(path: &Path) -> Result<Value, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let overrides = overrides_for(path);
    let verdict = check_record(&text, &overrides).map_err(|e| format!("input error: {e}"))?;
    serde_json::to_value(&verdict).map_err(|e| format!("verdict does not serialize: {e}"))
}

/// What holds for every verdict, whatever the record.
fn invariants(actual: &Value, at: &str, errors: &mut Vec<String>) {
    let violations = actual["violations"].as_array().cloned().unwrap_or_default();
    // Severities follow the code table; placement first, then by entry.
    let mut last_entry: Option<u64> = None;
    let mut seen_entry = false;
    for (i, x) in violations.iter().enumerate() {
        let code = x["code"].as_str().unwrap_or("?");
        if CODES.iter().all(|(c, _)| *c != code) {
            errors.push(format!("{at}.violations[{i}]: unknown code {code:?}"));
            continue;
        }
        if x["severity"] != severity(code) {
            errors.push(format!("{at}.violations[{i}]: {code} has severity {}", x["severity"]));
        }
        match x["entry"].as_u64() {
            None if seen_entry => errors.push(format!("{at}.violations[{i}]: placement violation after a log one")),
            None => {}
            Some(e) => {
                if last_entry.is_some_and(|l| e < l) {
                    errors.push(format!("{at}.violations[{i}]: entries out of order"));
                }
                seen_entry = true;
                last_entry = Some(e);
            }
        }
    }
    // The earliest foul decides.
    let first_foul = violations.iter().find(|x| x["severity"] == "foul");
    let forfeiting = &actual["forfeiting_players"];
    match first_foul {
        None => {
            if forfeiting != &json!([]) {
                errors.push(format!("{at}: forfeiting_players {forfeiting} without a foul"));
            }
            if actual["reason"] == "forfeit" {
                errors.push(format!("{at}: reason forfeit without a foul"));
            }
        }
        Some(f) => {
            let outcome = actual["outcome"].as_str().unwrap_or("?");
            if outcome != "win" && outcome != "double_forfeit" {
                errors.push(format!("{at}: a foul but outcome {outcome}"));
            }
            if outcome == "win" {
                let players = actual["players"].as_array().cloned().unwrap_or_default();
                let winner = players.iter().find(|p| **p != f["player"]);
                if actual["reason"] != "forfeit"
                    || forfeiting != &json!([f["player"]])
                    || actual["decided_at"] != f["entry"]
                    || winner != Some(&actual["winner"])
                {
                    errors.push(format!(
                        "{at}: the first foul ({}) must decide: got winner {}, reason {}, forfeiting {forfeiting}, decided_at {}",
                        short(&json!([f])),
                        actual["winner"],
                        actual["reason"],
                        actual["decided_at"]
                    ));
                }
            }
        }
    }
}

#[test]
fn every_fixture_gets_its_expected_verdict() {
    let cases = cases();
    let mut failures = Vec::new();
    for Case { path, name, why, expected } in &cases {
        let Expected::Verdict(expected) = expected else { panic!("{name}: a record's expectation is a verdict") };
        let mut errors = Vec::new();
        match adjudicate(path) {
            Ok(actual) => {
                compare(expected, &actual, "verdict", &mut errors);
                invariants(&actual, "verdict", &mut errors);
            }
            Err(e) => errors.push(e),
        }
        if !errors.is_empty() {
            failures.push(format!("{name} ({why}):\n    {}", errors.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "{} of {} fixtures failed:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn every_fixture_has_an_expectation_and_every_sidecar_a_fixture() {
    let (mut records, mut expected) = (BTreeSet::new(), BTreeSet::new());
    for dir in RECORD_DIRS {
        for path in files_under(&fixtures_dir().join(dir), "") {
            let name = format!("{dir}/{}", path.file_stem().unwrap().to_str().unwrap());
            match path.extension().and_then(|e| e.to_str()) {
                Some("json") => records.insert(name),
                Some("expect") => expected.insert(name),
                Some("opts") => {
                    assert!(path.with_extension("json").exists(), "{} has no record beside it", path.display());
                    continue;
                }
                _ => panic!("{}: neither a record (.json) nor a sidecar (.expect, .opts)", path.display()),
            };
        }
    }
    let untested: Vec<_> = records.difference(&expected).collect();
    let orphans: Vec<_> = expected.difference(&records).collect();
    assert!(untested.is_empty(), "fixtures without an expectation (NAME.expect): {untested:?}");
    assert!(orphans.is_empty(), "expectations without a fixture (NAME.json): {orphans:?}");
    assert!(records.len() >= 80, "only {} fixtures found", records.len());
}

#[test]
fn every_ruleset_has_a_complete_legal_game() {
    let cases = cases();
    for dir in FAMILY_DIRS {
        let any = cases.iter().any(|Case { name, expected, .. }| {
            let Expected::Verdict(e) = expected else { return false };
            name.starts_with(&format!("{dir}/"))
                && e["outcome"] == "win"
                && e["reason"] == "fleet_destroyed"
                && e["violations"] == json!([])
        });
        assert!(any, "no complete legal game under fixtures/{dir}");
    }
}

/// A forfeit entry that is not one (docs/format.md §2 "Forfeit entries") is an input error naming
/// its JSON path and what was expected; it is never adjudicated.
#[test]
fn malformed_forfeit_entries_are_input_errors_that_say_where() {
    let cases = [
        (
            r#"{"player": "bob", "forfeit": "timeout", "at": "C4"}"#,
            "shots[1].at",
            "expected no \"at\" in a forfeit entry",
        ),
        (
            r#"{"player": "bob", "at": "C4", "forfeit": "timeout"}"#,
            "shots[1].forfeit",
            "expected no \"forfeit\" in an entry with \"at\"",
        ),
        (
            r#"{"player": "bob", "forfeit": "resigned", "reply": "miss"}"#,
            "shots[1].reply",
            "expected no \"reply\" in a forfeit entry",
        ),
        (
            r#"{"player": "bob", "forfeit": "resigned", "ship": "cruiser"}"#,
            "shots[1].ship",
            "expected no \"ship\" in a forfeit entry",
        ),
        (
            r#"{"player": "bob", "forfeit": "tired"}"#,
            "shots[1].forfeit",
            "unknown variant `tired`, expected one of `resigned`, `timeout`, `crashed`, `illegal_message`",
        ),
        (r#"{"forfeit": "resigned"}"#, "shots[1]", "missing field `player`"),
        (r#"{"player": "bob", "forfeit": "resigned", "forfeit": "timeout"}"#, "shots[1]", "duplicate field `forfeit`"),
        (r#"{"player": "zed", "forfeit": "resigned"}"#, "shots[1].player", r#"expected `ann` or `bob`, found `zed`"#),
        // Old input reads as before: an entry with neither `at` nor `forfeit` lacks `at`.
        (r#"{"player": "bob"}"#, "shots[1]", "missing field `at`"),
    ];
    for (entry, path, expected) in cases {
        let record = format!(
            r#"{{"rules": "classic", "fleets": {{"ann": [], "bob": []}}, "shots": [{{"player": "ann", "at": "A1"}}, {entry}]}}"#
        );
        let error = check_record(&record, &Overrides::default()).expect_err(entry).to_string();
        assert!(error.contains(&format!("at {path}: ")), "{entry}: path {path} not in {error:?}");
        assert!(error.contains(expected), "{entry}: {expected:?} not in {error:?}");
    }
}

/// A forfeit entry's `meta` is allowed and ignored, and a forfeit entry may be the log's first.
#[test]
fn a_forfeit_entry_may_carry_meta_and_open_the_log() {
    let record = r#"{"rules": "salvo", "fleets": {"ann": [], "bob": []},
        "shots": [{"player": "bob", "meta": {"said": "hello"}, "forfeit": "illegal_message"}]}"#;
    let verdict = serde_json::to_value(check_record(record, &Overrides::default()).unwrap()).unwrap();
    // Both empty fleets are placement fouls, which come before every entry; the entry is still judged.
    assert_eq!(verdict["outcome"], "double_forfeit");
    let codes: Vec<&str> =
        verdict["violations"].as_array().unwrap().iter().map(|v| v["code"].as_str().unwrap()).collect();
    // One wrong_fleet per missing class of each player's fleet, then the forfeit entry's foul.
    assert_eq!(codes, [["wrong_fleet"; 8].as_slice(), &["illegal_message"]].concat());
    assert_eq!(verdict["violations"][8]["entry"], 0);
    assert_eq!(verdict["violations"][8]["player"], "bob");
}

/// fixtures/INDEX.md lists, for each code in the order of docs/format.md §3 "Replay", the fixtures
/// whose expectation names it; every code has one at least. `BROADSIDE_BLESS=1` rewrites it.
#[test]
fn fixtures_index_is_current_and_every_code_has_a_fixture() {
    let codes: Vec<&str> = CODES.iter().map(|(code, _)| *code).collect();
    let want = index(&codes);
    let path = fixtures_dir().join("INDEX.md");
    if std::env::var_os("BROADSIDE_BLESS").is_some() {
        fs::write(&path, &want).unwrap();
    }
    let have = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "fixtures/INDEX.md is not current: run `BROADSIDE_BLESS=1 cargo test --test integration fixtures_index`; it should read:\n{want}"
    );
    for line in want.lines().filter(|l| l.starts_with("| `")) {
        assert!(line.contains("]("), "a code without a fixture: {line}");
    }
}

/// Each violation code's doc (crates/broadside-core/src/verdict.rs, `enum Code`) cites its
/// section of docs/format.md and names fixtures that exist and whose expectation shows that code.
#[test]
fn each_codes_doc_names_its_section_and_fixtures_that_show_it() {
    let source = fs::read_to_string("crates/broadside-core/src/verdict.rs").unwrap();
    let body = source.split("pub enum Code {").nth(1).and_then(|s| s.split("\n}").next()).unwrap();
    let shown = crate::common::expect::codes_by_fixture();
    let mut doc = String::new();
    let mut seen = Vec::new();
    for line in body.lines().map(str::trim) {
        if let Some(text) = line.strip_prefix("///") {
            doc.push_str(text);
            doc.push(' ');
            continue;
        }
        let Some(variant) = line.strip_suffix(',').filter(|v| v.chars().all(char::is_alphanumeric)) else { continue };
        let code: String = variant
            .chars()
            .enumerate()
            .flat_map(|(i, c)| {
                let low = c.to_ascii_lowercase();
                if c.is_uppercase() && i > 0 { vec!['_', low] } else { vec![low] }
            })
            .collect();
        assert!(doc.contains("docs/format.md \u{a7}"), "{code}: its doc cites no section of docs/format.md");
        let named: Vec<&str> = doc
            .split('`')
            .filter(|part| part.starts_with("fixtures/"))
            .map(|f| f.trim_start_matches("fixtures/"))
            .collect();
        assert!(!named.is_empty(), "{code}: its doc names no fixture");
        for fixture in named {
            let codes = shown.get(fixture).unwrap_or_else(|| panic!("{code}: fixture {fixture} has no expectation"));
            assert!(codes.contains(&code), "{code}: fixture {fixture} does not show it ({codes:?})");
        }
        seen.push(code);
        doc.clear();
    }
    let all: Vec<String> = CODES.iter().map(|(c, _)| c.to_string()).collect();
    assert_eq!(seen, all, "the codes of `enum Code`, in the table's order");
}

/// A class a reply names that is no class of the fleet is not understood: an input error at it
/// (docs/format.md §2 "Log entries"), never a false report that convicts the defender; a name the
/// defender's own list gives a ship is read as that ship's.
#[test]
fn a_reply_naming_no_class_is_an_input_error_at_it() {
    // bob's third ship (H7-H9) is called as `h7` says: "submarine", or a name of no class.
    let with = |rules: &str, h7: &str, shot: &str| {
        format!(
            r#"{{"rules": "{rules}", "fleets": {{"ann": [{{"cells": "A1-E1"}}, {{"cells": "A3-D3"}}, {{"cells": "A5-C5"}}, {{"cells": "A7-B7"}}],
            "bob": [{{"cells": "B2-F2"}}, {{"cells": "A4-D4"}}, {{"ship": "{h7}", "cells": "H7-H9"}}, {{"cells": "J1-J2"}}]}},
            "shots": [{shot}]}}"#
        )
    };
    let record = |rules: &str, shot: &str| with(rules, "submarine", shot);
    let cases = [
        (
            "classic",
            r#"{"player": "ann", "at": "B2", "reply": "hit", "ship": "battleship "}"#,
            "shots[0].ship",
            "`battleship `",
        ),
        ("classic", r#"{"player": "ann", "at": "B2", "reply": "hit", "ship": "линкор"}"#, "shots[0].ship", "`линкор`"),
        ("classic", r#"{"player": "ann", "at": "B2", "reply": "hit", "ship": ""}"#, "shots[0].ship", "``"),
        (
            "salvo",
            r#"{"player": "ann", "at": ["B2", "A4"], "reply": {"hits": {"battleship": 1, "cruser": 1}}}"#,
            "shots[0].reply.hits.cruser",
            "`cruser`",
        ),
        (
            "salvo",
            r#"{"player": "ann", "at": ["J1", "J2"], "reply": {"hits": {"destroyer": 2}, "sunk": ["destroyer", "boat"]}}"#,
            "shots[0].reply.sunk[1]",
            "`boat`",
        ),
    ];
    for (rules, shot, path, found) in cases {
        let error = check_record(&record(rules, shot), &Overrides::default()).expect_err(shot).to_string();
        assert!(error.contains(&format!("at {path}: expected a class of the fleet")), "{shot}: {error}");
        assert!(error.ends_with(&format!("found {found}")), "{shot}: {error}");
        assert!(error.contains("`battleship`, `cruiser`, `submarine` or `destroyer`"), "{error}");
    }
    // Any case is the class; the wrong class of the fleet is a false report, as before.
    let v = check_record(
        &record("classic", r#"{"player": "ann", "at": "B2", "reply": "hit", "ship": "BattleShip"}"#),
        &Overrides::default(),
    )
    .unwrap();
    assert!(v.violations.is_empty(), "{:?}", v.violations);
    let v = check_record(
        &record("classic", r#"{"player": "ann", "at": "B2", "reply": "hit", "ship": "cruiser"}"#),
        &Overrides::default(),
    )
    .unwrap();
    assert_eq!(v.violations[0].code.as_str(), "false_report");
    // bob's list calls his submarine a sloop (a wrong fleet, which decides): his reply may too.
    let v = check_record(
        &with("classic", "sloop", r#"{"player": "ann", "at": "H7", "reply": "hit", "ship": "sloop"}"#),
        &Overrides::default(),
    )
    .unwrap();
    assert_eq!(v.violations[0].code.as_str(), "wrong_fleet");
    assert_eq!(v.winner.as_deref(), Some("ann"));
}
