//! What a fixture must give, in one format: the sidecar `NAME.expect` beside the fixture, JSON
//! (named so that what lists records, `*.json`, passes it over), with `why` and one of
//!
//! - `verdict`: the partial verdict a record must get;
//! - `verdicts`: a partial verdict for each line of a JSON Lines file, in order;
//! - `error`: how the message that refuses the record starts (`"2:1: the record names no rules"`).
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
//! `why` says what the fixture shows (failures quote it). In a partial verdict every key given
//! must equal the verdict's (nested objects key by key), except
//! - `violations`: the full list, in order; each item is itself partial (`cells` compared as a set);
//! - `first_foul`: partial match against the first violation of severity `foul`; `null`: no foul;
//! - `violation_codes_set`: the set of codes of all violations.
//!
//! [`index`] lists the fixtures by the violation codes their expectations name: the table
//! `fixtures/INDEX.md`, which a test keeps current.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::fixtures::files_under;

/// What a fixture must give.
pub enum Expected {
    /// The partial verdict of a record.
    Verdict(Value),
    /// The partial verdict of each line of a JSON Lines file.
    Verdicts(Vec<Value>),
    /// How the message refusing the record starts.
    Error(String),
}

/// A fixture and what it must give.
pub struct Case {
    /// The fixture's file.
    pub path: PathBuf,
    /// The fixture's name: its path under fixtures/ without its extension (`classic/overlap`).
    pub name: String,
    /// What the fixture shows, said in failures.
    pub why: String,
    /// What it must give.
    pub expected: Expected,
}

/// The folder of the fixtures.
pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// The fixture a sidecar stands beside: the one file of the same name with another extension
/// than `.expect` and `.opts`.
fn fixture_of(sidecar: &Path) -> PathBuf {
    let stem = sidecar.file_stem().unwrap().to_str().unwrap();
    let beside: Vec<PathBuf> = fs::read_dir(sidecar.parent().unwrap())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.file_stem().and_then(|s| s.to_str()) == Some(stem)
                && !matches!(p.extension().and_then(|e| e.to_str()), Some("expect" | "opts"))
        })
        .collect();
    match beside.as_slice() {
        [one] => one.clone(),
        _ => panic!("{}: expected one fixture beside it, found {beside:?}", sidecar.display()),
    }
}

/// Reads the sidecar at `path` (see the module documentation).
pub fn read_case(path: &Path) -> Case {
    let at = path.display();
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{at}: {e}"));
    let Ok(Value::Object(mut sidecar)) = serde_json::from_str::<Value>(&text) else {
        panic!("{at}: not a JSON object")
    };
    let why = sidecar.remove("why").and_then(|w| w.as_str().map(str::to_owned));
    let why = why.filter(|w| !w.is_empty()).unwrap_or_else(|| panic!("{at}: \"why\" must say what the fixture shows"));
    let expected = match (sidecar.remove("verdict"), sidecar.remove("verdicts"), sidecar.remove("error")) {
        (Some(v @ Value::Object(_)), None, None) => Expected::Verdict(v),
        (None, Some(Value::Array(list)), None) if list.iter().all(Value::is_object) => Expected::Verdicts(list),
        (None, None, Some(Value::String(start))) if !start.is_empty() => Expected::Error(start),
        _ => {
            panic!("{at}: expected one of \"verdict\" (an object), \"verdicts\" (a list of objects), \"error\" (text)")
        }
    };
    assert!(sidecar.is_empty(), "{at}: unknown keys {:?}", sidecar.keys().collect::<Vec<_>>());
    let fixture = fixture_of(path);
    let name = fixture.strip_prefix(fixtures_dir()).unwrap().with_extension("");
    Case { path: fixture, name: name.to_str().unwrap().replace('\\', "/"), why, expected }
}

/// The cases of every sidecar under `dir` of fixtures/ (recursively), in name order.
pub fn cases_under(dir: &str) -> Vec<Case> {
    files_under(&fixtures_dir().join(dir), ".expect").iter().map(|p| read_case(p)).collect()
}

fn show(x: Option<&Value>) -> String {
    x.map(Value::to_string).unwrap_or_else(|| "nothing".into())
}

/// The violations of a verdict, short: `["overlap"/"foul"/"alice"@null]`.
pub fn short(violations: &Value) -> String {
    let items: Vec<String> = violations
        .as_array()
        .map(|a| a.iter().map(|x| format!("{}/{}/{}@{}", x["code"], x["severity"], x["player"], x["entry"])).collect())
        .unwrap_or_default();
    format!("[{}]", items.join(", "))
}

fn cell_set(x: &Value) -> Option<BTreeSet<String>> {
    x.as_array().map(|a| a.iter().map(|c| c.as_str().map(str::to_string).unwrap_or_else(|| c.to_string())).collect())
}

/// Partial match of `expected` against `actual` (see the module documentation); each difference
/// is pushed onto `errors`, named by its path from `at`.
pub fn compare(expected: &Value, actual: &Value, at: &str, errors: &mut Vec<String>) {
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
                match (first, want) {
                    (None, Value::Null) => {}
                    (Some(f), Value::Null) => {
                        errors.push(format!("{here}: expected no foul, got {}", short(&Value::Array(vec![f.clone()]))))
                    }
                    (Some(f), _) => compare(want, f, &here, errors),
                    (None, _) => errors.push(format!("{here}: no foul in {}", short(&actual["violations"]))),
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

/// The violation codes a partial verdict names: in `violations`, `first_foul` and
/// `violation_codes_set`.
fn codes_named(verdict: &Value) -> BTreeSet<String> {
    let mut codes = BTreeSet::new();
    let mut add = |v: &Value| {
        if let Some(code) = v["code"].as_str() {
            codes.insert(code.to_owned());
        }
    };
    verdict["violations"].as_array().into_iter().flatten().for_each(&mut add);
    add(&verdict["first_foul"]);
    for code in verdict["violation_codes_set"].as_array().into_iter().flatten().filter_map(Value::as_str) {
        codes.insert(code.to_owned());
    }
    codes
}

/// The codes each fixture under fixtures/ shows, by its name (`classic/overlap`), from its
/// expectation.
pub fn codes_by_fixture() -> BTreeMap<String, BTreeSet<String>> {
    cases_under("")
        .into_iter()
        .map(|case| {
            let codes = match &case.expected {
                Expected::Verdict(v) => codes_named(v),
                Expected::Verdicts(list) => list.iter().flat_map(codes_named).collect(),
                Expected::Error(_) => BTreeSet::new(),
            };
            (case.path.strip_prefix(fixtures_dir()).unwrap().to_str().unwrap().replace('\\', "/"), codes)
        })
        .collect()
}

/// The table of fixtures/INDEX.md: for each code of `codes` (in that order), the fixtures whose
/// expectation names it, as links.
pub fn index(codes: &[&str]) -> String {
    let by_fixture = codes_by_fixture();
    let mut out = String::from(
        "# Fixtures by violation code\n\n\
         Each violation code of docs/format.md §3 \"Replay\", and the fixtures whose expectation\n\
         (`NAME.expect`, fixtures/README.md) names it. `tests/violations.rs` keeps this table current:\n\
         after adding a fixture, run `BROADSIDE_BLESS=1 cargo test --test integration fixtures_index`.\n\n\
         | code | fixtures |\n| --- | --- |\n",
    );
    for code in codes {
        let fixtures: Vec<String> = by_fixture
            .iter()
            .filter(|(_, named)| named.contains(*code))
            .map(|(file, _)| format!("[`{file}`]({file})"))
            .collect();
        out.push_str(&format!("| `{code}` | {} |\n", fixtures.join(", ")));
    }
    out
}
