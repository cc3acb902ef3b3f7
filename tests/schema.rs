//! The JSON Schemas agree with the referee: every record it adjudicates under fixtures/ (and
//! every real game) is valid under the record schema, every verdict it gives (and every verdict
//! snapshot) under the verdict schema, and records it rejects for their shape are rejected too.

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use broadside::schema::{SchemaKind, schema};
use broadside::{Overrides, check_record};
use jsonschema::Validator;
use serde_json::{Value, json};

use crate::common::fixtures::{files_under, overrides_for};

fn validator(kind: SchemaKind) -> Validator {
    jsonschema::validator_for(&schema(kind)).expect("the schema compiles")
}

/// Why `instance` is not valid, one line per error; empty when it is.
fn errors(validator: &Validator, instance: &Value) -> Vec<String> {
    validator.iter_errors(instance).map(|e| format!("at {}: {e}", e.instance_path())).collect()
}

struct Checker {
    record: Validator,
    verdict: Validator,
    records: usize,
    verdicts: usize,
}

impl Checker {
    fn new() -> Self {
        Checker {
            record: validator(SchemaKind::Record),
            verdict: validator(SchemaKind::Verdict),
            records: 0,
            verdicts: 0,
        }
    }

    /// A record the referee adjudicates must fit the record schema, and its verdict the
    /// verdict schema. Records it cannot adjudicate are not judged here.
    fn record(&mut self, at: &str, text: &str, overrides: &Overrides) {
        let Ok(verdict) = check_record(text, overrides) else { return };
        let value: Value =
            serde_json::from_str(text.trim_start_matches('\u{feff}')).expect("an adjudicated record is JSON");
        let found = errors(&self.record, &value);
        assert!(
            found.is_empty(),
            "{at}: the referee adjudicates it, but the record schema rejects it:\n{}",
            found.join("\n")
        );
        self.records += 1;
        self.verdict(at, &serde_json::to_value(&verdict).unwrap());
    }

    fn verdict(&mut self, at: &str, verdict: &Value) {
        let found = errors(&self.verdict, verdict);
        assert!(found.is_empty(), "{at}: the verdict schema rejects the verdict:\n{}", found.join("\n"));
        self.verdicts += 1;
    }
}

#[test]
fn every_fixture_and_every_verdict_fits_the_schemas() {
    let mut checker = Checker::new();
    for path in files_under(Path::new("fixtures"), ".json") {
        let text = fs::read_to_string(&path).unwrap();
        let at = path.display().to_string();
        match serde_json::from_str::<Value>(&text) {
            Ok(v) if v.get("outcome").is_some() => checker.verdict(&at, &v),
            Ok(v) if v.get("fleets").is_some() => checker.record(&at, &text, &overrides_for(&path)),
            _ => {}
        }
    }
    let fixture_records = checker.records;
    assert!(fixture_records >= 5, "only {fixture_records} fixture records were checked");
    for path in files_under(Path::new("fixtures/real"), ".jsonl") {
        let games = fs::read_to_string(&path).unwrap();
        for (i, line) in games.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            checker.record(&format!("{}:{}", path.display(), i + 1), line, &Overrides::default());
        }
    }
    assert_eq!(checker.records - fixture_records, 160, "every real game is adjudicated and checked");
    // Verdict snapshots (insta's JSON snapshots of verdicts), wherever tests keep them.
    for dir in ["tests/snapshots", "crates/broadside-core/src/snapshots"] {
        for path in files_under(Path::new(dir), ".snap") {
            let snap = fs::read_to_string(&path).unwrap();
            // The header is `---` ... `---`; the snapshot follows.
            let Some(body) = snap.splitn(3, "---\n").nth(2) else { continue };
            if let Ok(v) = serde_json::from_str::<Value>(body)
                && v.get("outcome").is_some()
            {
                checker.verdict(&path.display().to_string(), &v);
            }
        }
    }
    eprintln!("checked {} records and {} verdicts", checker.records, checker.verdicts);
    assert!(checker.verdicts >= checker.records);
}

/// A small legal record to break one part at a time.
fn base() -> Value {
    json!({
        "rules": {"base": "classic", "board": {"columns": 3, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
        "players": ["ann", "bob"],
        "fleets": {"ann": [{"ship": "boat", "cells": ["A1"]}], "bob": [{"cells": "C1-C1"}]},
        "shots": [{"player": "ann", "at": "C1", "reply": "sunk", "ship": "boat", "meta": {"ms": 3}}]
    })
}

/// A change that breaks a record.
type Breaks = fn(&mut Value);

#[test]
fn the_record_schema_rejects_what_the_reader_rejects() {
    let record = validator(SchemaKind::Record);
    assert!(errors(&record, &base()).is_empty(), "{:?}", errors(&record, &base()));
    check_record(&base().to_string(), &Overrides::default()).expect("the base record is adjudicated");
    let broken: [(&str, Breaks); 19] = [
        ("a misspelt field", |r| r["shot"] = json!([])),
        ("no shots", |r| drop(r.as_object_mut().unwrap().remove("shots"))),
        ("a two-letter column", |r| r["shots"][0]["at"] = json!("AA1")),
        ("a fractional pair", |r| r["shots"][0]["at"] = json!([2.5, 0])),
        ("an empty volley", |r| r["shots"][0]["at"] = json!([])),
        ("an unknown reply", |r| r["shots"][0]["reply"] = json!("hitt")),
        ("a volley reply to one shot", |r| r["shots"][0]["reply"] = json!({"hits": {}})),
        ("a ship beside a miss", |r| r["shots"][0]["reply"] = json!("miss")),
        ("an empty list of cells", |r| r["fleets"]["ann"][0]["cells"] = json!([])),
        ("a range of one end", |r| r["fleets"]["ann"][0]["cells"] = json!("A1")),
        ("a third fleet", |r| r["fleets"]["cid"] = json!([])),
        ("three players", |r| r["players"] = json!(["ann", "bob", "cid"])),
        ("a 27-column board", |r| r["rules"]["board"]["columns"] = json!(27)),
        ("an empty fleet of classes", |r| r["rules"]["fleet"] = json!([])),
        ("a class of size 0", |r| r["rules"]["fleet"][0]["size"] = json!(0)),
        ("an unknown preset", |r| r["rules"]["base"] = json!("chess")),
        ("an unknown rules field", |r| r["rules"]["turn"] = json!("salvo")),
        ("a grid row of 2", |r| r["fleets"]["ann"] = json!({"grid": [[0, 2]]})),
        ("a grid with more", |r| r["fleets"]["ann"] = json!({"grid": ["#"], "ships": 1})),
    ];
    for (what, change) in broken {
        let mut r = base();
        change(&mut r);
        assert!(check_record(&r.to_string(), &Overrides::default()).is_err(), "{what}: the referee accepts {r}");
        assert!(!errors(&record, &r).is_empty(), "{what}: the schema accepts {r}");
    }
    // Forms the reader takes are valid: pairs, volleys of pairs, null for absent optional fields.
    let mut r = base();
    r["shots"] = json!([
        {"player": "ann", "at": [[0, 0], " b01 "], "reply": {"hits": {"boat": 0}}},
        {"player": "bob", "at": [2, 0], "reply": null, "ship": null}
    ]);
    r["rules"]["turns"] = json!("salvo");
    r["first"] = Value::Null;
    r["meta"] = json!({"any": ["thing"]});
    assert!(check_record(&r.to_string(), &Overrides::default()).is_ok());
    assert!(errors(&record, &r).is_empty(), "{:?}", errors(&record, &r));
}

#[test]
fn the_verdict_schema_ties_severity_to_code() {
    let verdict = validator(SchemaKind::Verdict);
    let v = serde_json::to_value(check_record(&base().to_string(), &Overrides::default()).unwrap()).unwrap();
    assert!(errors(&verdict, &v).is_empty());
    let mut bad = v.clone();
    bad["violations"] = json!([{"code": "repeated_shot", "severity": "foul", "player": "ann", "entry": 0,
                                "cells": ["C1"], "message": "m"}]);
    assert!(!errors(&verdict, &bad).is_empty(), "a repeated shot is a warning");
    bad["violations"][0]["severity"] = json!("warning");
    assert!(errors(&verdict, &bad).is_empty());
    bad["outcome"] = json!("won");
    assert!(!errors(&verdict, &bad).is_empty());
}

#[test]
fn the_rules_schema_takes_presets_and_objects() {
    let rules = validator(SchemaKind::Rules);
    for ok in [json!("salvo"), json!({"base": "salvo", "fleet": "two-destroyers", "salvo_order": "sequential"})] {
        assert!(errors(&rules, &ok).is_empty(), "{ok}");
    }
    for bad in [json!("chess"), json!({"fleet": "hasbro"}), json!({"base": "classic", "fleet": "tiny"})] {
        assert!(!errors(&rules, &bad).is_empty(), "{bad}");
    }
}

#[test]
fn the_command_prints_the_same_schemas() {
    for (arg, kind) in [("record", SchemaKind::Record), ("verdict", SchemaKind::Verdict), ("rules", SchemaKind::Rules)]
    {
        let out = Command::cargo_bin("broadside").unwrap().args(["schema", arg]).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let printed: Value = serde_json::from_slice(&out.stdout).expect("a schema is JSON");
        assert_eq!(printed, schema(kind));
        assert_eq!(printed["$schema"], "https://json-schema.org/draft/2020-12/schema");
    }
    let out = Command::cargo_bin("broadside").unwrap().args(["schema", "board"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "an unknown schema is a usage error");
}
