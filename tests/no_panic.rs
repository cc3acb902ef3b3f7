//! Every fixture, every real game and every input in the fuzz corpora (the committed seeds, and
//! what a local fuzzing run kept) goes through the library: a verdict, a report or an input
//! error, never a panic.

use std::fs;
use std::path::Path;

use broadside::{Overrides, Referee};

use crate::common::fixtures::files_under;

/// Referees of the record's own rules and of each preset (`--rules`).
fn referees() -> Vec<Referee> {
    [None, Some("classic"), Some("salvo"), Some("russian")]
        .into_iter()
        .map(|r| Referee::new(&Overrides { rules: r.map(str::to_owned), fleet: None }).unwrap())
        .collect()
}

#[test]
fn fixtures_and_fuzz_corpus_never_panic() {
    let mut files = Vec::new();
    files.extend(files_under(Path::new("fixtures"), ""));
    files.extend(files_under(Path::new("fuzz/seeds"), ""));
    // What a local fuzzing run kept (not committed; absent on a fresh clone).
    files.extend(files_under(Path::new("fuzz/corpus/check_record"), ""));
    let referees = referees();
    let mut inputs = 0;
    for file in &files {
        let Ok(bytes) = fs::read(file) else { continue };
        let Ok(text) = String::from_utf8(bytes) else { continue };
        let records: Vec<&str> =
            if file.extension().is_some_and(|e| e == "jsonl") { text.lines().collect() } else { vec![&text] };
        for record in records {
            for referee in &referees {
                // Either answer is fine; a panic fails the test.
                let _ = referee.check(record);
            }
            inputs += 1;
        }
    }
    assert!(inputs > 300, "only {inputs} inputs found: run from the project's root");
}

#[test]
fn paper_records_and_their_fuzz_corpus_never_panic() {
    let mut files = Vec::new();
    files.extend(files_under(Path::new("fixtures/paper"), ""));
    files.extend(files_under(Path::new("fuzz/seeds/paper"), ""));
    files.extend(files_under(Path::new("fuzz/corpus/paper"), ""));
    let referees = referees();
    let mut inputs = 0;
    for file in &files {
        let Ok(text) = fs::read_to_string(file) else { continue };
        for referee in &referees {
            // Either answer is fine; a panic fails the test.
            let _ = broadside::paper::check(&text, referee);
            let _ = broadside::paper::check_with_boards(&text, referee);
        }
        // Every cut of the text too: a sheet torn off at any line.
        for (cut, _) in text.match_indices('\n') {
            let _ = broadside::paper::check(&text[..cut], &referees[0]);
        }
        inputs += 1;
    }
    assert!(inputs >= 40, "only {inputs} inputs found: run from the project's root");
}

#[test]
fn fleet_inputs_and_their_fuzz_corpus_never_panic() {
    let mut files = Vec::new();
    files.extend(files_under(Path::new("fixtures/fleet"), ""));
    files.extend(files_under(Path::new("fuzz/seeds/fleet"), ""));
    files.extend(files_under(Path::new("fuzz/corpus/fleet"), ""));
    let mut inputs = 0;
    for file in &files {
        let Ok(text) = fs::read_to_string(file) else { continue };
        for rules in ["classic", "russian"] {
            let spec = broadside::RulesSpec::from_arg(rules).unwrap();
            let resolved = spec.resolve();
            // Either answer is fine; a panic fails the test.
            let _ = broadside::paper::check_fleet(&text, spec, &resolved);
        }
        inputs += 1;
    }
    assert!(inputs >= 30, "only {inputs} inputs found: run from the project's root");
}
