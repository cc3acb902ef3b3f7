//! Hand-written game records in `fixtures/{classic,salvo,russian,custom,v2}` and what the referee
//! must answer for each of them (docs/format.md, sections 1 to 4; `v2/` holds forfeit entries,
//! docs/format.md §2 "Forfeit entries").
//!
//! Every fixture `NAME.json` has its expectation beside it, in the sidecar `NAME.expect` (JSON,
//! named so that what lists records, `*.json`, passes it over):
//!
//! ```json
//! {
//!   "why": "alice's battleship A1-E1 and cruiser C1-C4 share C1: one overlap",
//!   "verdict": {"outcome": "win", "winner": "bob", "reason": "forfeit", "forfeiting_players": ["alice"],
//!               "decided_at": null, "violations": [{"code": "overlap", "severity": "foul",
//!               "player": "alice", "entry": null, "cells": ["C1"]}]}
//! }
//! ```
//!
//! `why` says what the fixture shows (failures quote it); `verdict` is a partial verdict: every
//! key given must equal the verdict's, except
//! - `violations`: the full list, in order; each item is itself partial (`cells` compared as a set);
//! - `first_foul`: partial match against the first violation of severity `foul`;
//! - `violation_codes_set`: the set of codes of all violations.
//!
//! A sidecar `NAME.opts` holds the command-line overrides for a fixture, as JSON:
//! `{"rules": "..."}` and/or `{"fleet": "..."}`, the raw strings a user would pass to `--rules` /
//! `--fleet`. A record without an expectation, or a sidecar without its record, fails.
//!
//! On top of that every verdict is checked against rules that hold for any record (ordering of
//! violations, severities, and "the earliest foul decides").

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use broadside::{Overrides, check_record};
use serde_json::{Value, json};

use crate::common::fixtures::{files_under, overrides_for};

const RULESET_DIRS: [&str; 5] = ["classic", "salvo", "russian", "custom", "v2"];

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

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// A fixture's expectation, from its sidecar `NAME.expect`.
struct Case {
    /// The fixture's name: its path under fixtures/ without `.json` (`classic/overlap`).
    name: String,
    /// What the fixture shows, said in failures.
    why: String,
    /// The partial verdict the fixture must get.
    verdict: Value,
}

/// Reads the sidecar at `path` (see the module documentation).
fn read_case(path: &Path) -> Case {
    let at = path.display();
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{at}: {e}"));
    let Ok(Value::Object(mut sidecar)) = serde_json::from_str::<Value>(&text) else {
        panic!("{at}: not a JSON object")
    };
    let why = sidecar.remove("why").and_then(|w| w.as_str().map(str::to_owned));
    let why = why.filter(|w| !w.is_empty()).unwrap_or_else(|| panic!("{at}: \"why\" must say what the fixture shows"));
    let verdict = sidecar.remove("verdict").filter(Value::is_object);
    let verdict = verdict.unwrap_or_else(|| panic!("{at}: \"verdict\" must be an object (a partial verdict)"));
    assert!(sidecar.is_empty(), "{at}: unknown keys {:?}", sidecar.keys().collect::<Vec<_>>());
    let name = path.strip_prefix(fixtures_dir()).unwrap().with_extension("");
    Case { name: name.to_str().unwrap().to_owned(), why, verdict }
}

/// The expectation of every sidecar under the ruleset folders, in name order.
fn cases() -> Vec<Case> {
    RULESET_DIRS
        .iter()
        .flat_map(|dir| files_under(&fixtures_dir().join(dir), ".expect"))
        .map(|p| read_case(&p))
        .collect()
}

fn adjudicate(name: &str) -> Result<Value, String> {
    let path = fixtures_dir().join(format!("{name}.json"));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let overrides = overrides_for(&path);
    let verdict = check_record(&text, &overrides).map_err(|e| format!("input error: {e}"))?;
    serde_json::to_value(&verdict).map_err(|e| format!("verdict does not serialize: {e}"))
}

fn show(x: Option<&Value>) -> String {
    x.map(Value::to_string).unwrap_or_else(|| "nothing".into())
}

fn short(violations: &Value) -> String {
    let items: Vec<String> = violations
        .as_array()
        .map(|a| a.iter().map(|x| format!("{}/{}/{}@{}", x["code"], x["severity"], x["player"], x["entry"])).collect())
        .unwrap_or_default();
    format!("[{}]", items.join(", "))
}

fn cell_set(x: &Value) -> Option<BTreeSet<String>> {
    x.as_array().map(|a| a.iter().map(|c| c.as_str().map(str::to_string).unwrap_or_else(|| c.to_string())).collect())
}

/// Partial match of `expected` against `actual` (see the module documentation).
fn compare(expected: &Value, actual: &Value, at: &str, errors: &mut Vec<String>) {
    let Value::Object(exp) = expected else { panic!("{at}: expectations are objects") };
    for (key, want) in exp {
        let here = format!("{at}.{key}");
        let got = actual.get(key.as_str());
        match key.as_str() {
            "violations" => {
                let (w, g) = (want.as_array().unwrap(), got.and_then(Value::as_array));
                match g {
                    Some(g) if g.len() == w.len() => {
                        for (i, (wv, gv)) in w.iter().zip(g).enumerate() {
                            compare(wv, gv, &format!("{here}[{i}]"), errors);
                        }
                    }
                    _ => errors.push(format!(
                        "{here}: expected {} but got {}",
                        short(want),
                        got.map(short).unwrap_or_else(|| "nothing".into())
                    )),
                }
            }
            "first_foul" => {
                let first = actual["violations"].as_array().and_then(|a| a.iter().find(|x| x["severity"] == "foul"));
                match first {
                    Some(f) => compare(want, f, &here, errors),
                    None => errors.push(format!("{here}: no foul in {}", short(&actual["violations"]))),
                }
            }
            "violation_codes_set" => {
                let want: BTreeSet<&str> = want.as_array().unwrap().iter().filter_map(Value::as_str).collect();
                let got: BTreeSet<&str> = actual["violations"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|x| x["code"].as_str()).collect())
                    .unwrap_or_default();
                if want != got {
                    errors.push(format!("{here}: expected codes {want:?}, got {got:?}"));
                }
            }
            "cells" => {
                if got.and_then(cell_set) != cell_set(want) {
                    errors.push(format!("{here}: expected {want} (any order), got {}", show(got)));
                }
            }
            _ if want.is_object() && !want.as_object().unwrap().is_empty() => match got {
                Some(g) if g.is_object() => compare(want, g, &here, errors),
                _ => errors.push(format!("{here}: expected an object, got {}", show(got))),
            },
            _ => {
                if got != Some(want) {
                    errors.push(format!("{here}: expected {want}, got {}", show(got)));
                }
            }
        }
    }
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
    for Case { name, why, verdict: expected } in &cases {
        let mut errors = Vec::new();
        match adjudicate(name) {
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
    for dir in RULESET_DIRS {
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
        let any = cases.iter().any(|Case { name, verdict: e, .. }| {
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
