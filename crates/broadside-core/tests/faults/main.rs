//! Every input error in every language: one sample of each fault (a catalog message a fault) and
//! of each place, worded in each language of the catalogs, in insta snapshots; every `input-*`
//! message of the catalogs is said by some sample, so that a fault without a sample fails here.

mod log;
mod record;
mod sheet;

use std::collections::BTreeSet;

use broadside_core::error::{Fault, FileFault, InputError, IoWhy, JsonFault, JsonPath, PaperPart, Place};
use broadside_core::words::{Lang, Words};

/// The samples of the faults this file words itself: those of a JSON text and of size.
fn json_samples() -> Vec<Fault> {
    vec![
        Fault::Json(JsonFault::Eof("EOF while parsing an object".into())),
        Fault::Json(JsonFault::Trailing { one_a_line: true }),
        Fault::Json(JsonFault::Trailing { one_a_line: false }),
        Fault::Json(JsonFault::UnknownField { found: "shot".into(), expected: vec!["fleets".into(), "shots".into()] }),
        Fault::Json(JsonFault::UnknownField { found: "x".into(), expected: vec!["at".into()] }),
        Fault::Json(JsonFault::UnknownField {
            found: "shot".into(),
            expected: ["rules", "players", "first", "meta", "fleets", "shots"].map(String::from).to_vec(),
        }),
        Fault::Json(JsonFault::UnknownField { found: "x".into(), expected: vec![] }),
        Fault::Json(JsonFault::UnknownVariant {
            found: "chess".into(),
            expected: vec!["classic".into(), "salvo".into(), "russian".into()],
        }),
        Fault::Json(JsonFault::UnknownVariant { found: "x".into(), expected: vec![] }),
        Fault::Json(JsonFault::MissingField { field: "fleets".into() }),
        Fault::Json(JsonFault::DuplicateField { field: "at".into() }),
        Fault::Json(JsonFault::InvalidType { found: "integer `3`".into(), expected: "a string".into() }),
        Fault::Json(JsonFault::InvalidValue { found: "integer `300`".into(), expected: "u8".into() }),
        Fault::Json(JsonFault::InvalidLength { found: 1, expected: "a pair [column, row]".into() }),
        Fault::Json(JsonFault::Serde("expected `,` or `}`".into())),
        Fault::TooLarge { bytes: Some(16_777_300), limit: 16_777_216 },
        Fault::TooLarge { bytes: None, limit: 16_777_216 },
        Fault::File(FileFault::IsDirectory),
        Fault::File(FileFault::CannotOpen(IoWhy::NotFound)),
        Fault::File(FileFault::CannotOpen(IoWhy::PermissionDenied)),
        Fault::File(FileFault::CannotRead(IoWhy::Other("Input/output error (os error 5)".into()))),
    ]
}

/// Every fault's sample.
fn samples() -> Vec<Fault> {
    let mut all = json_samples();
    all.extend(record::samples().into_iter().map(Fault::from));
    all.extend(log::samples().into_iter().map(Fault::from));
    all.extend(sheet::samples().into_iter().map(Fault::from));
    all
}

/// One error at each kind of place, each saying the same fault.
fn places() -> Vec<Place> {
    let path = JsonPath::shot(3).then("at");
    vec![
        Place::Text { line: 3, column: 14, path: None },
        Place::Text { line: 3, column: 14, path: Some(path.clone()) },
        Place::Paper {
            line: 12,
            column: 1,
            part: Some(Box::new(PaperPart::Move("Anya".into()))),
            path: Some(path.clone()),
        },
        Place::Paper { line: 1, column: 1, part: None, path: Some(JsonPath::key("rules")) },
        Place::Line(4),
        Place::Value(path),
        Place::Flag("--rules"),
        Place::Input,
    ]
}

/// The `input-*` messages of the English catalog.
fn input_messages() -> BTreeSet<String> {
    Lang::En
        .catalog()
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| id.starts_with("input-") && !id.contains(' '))
        .map(str::to_owned)
        .collect()
}

/// `samples` worded in every language, one line a sample, in the snapshot `NAME-LANG`.
fn snapshot_each_language(name: &str, samples: &[Fault]) {
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut out = String::new();
        for sample in samples {
            let said = words.fault(sample);
            // Every variable filled: Fluent writes a missing one as `{$name}`.
            assert!(!said.contains("{$"), "{}: {said}", lang.code());
            out.push_str(&said);
            out.push('\n');
        }
        insta::assert_snapshot!(format!("{name}-{}", lang.code()), out);
    }
}

#[test]
fn every_place_and_the_json_faults_are_worded_in_every_language() {
    let fault = Fault::Json(JsonFault::Trailing { one_a_line: true });
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut out = String::new();
        for place in places() {
            out.push_str(&words.input_error(&InputError { place, fault: fault.clone() }));
            out.push('\n');
        }
        let one_line = InputError {
            place: Place::Text { line: 1, column: 7, path: Some(JsonPath::key("fleets")) },
            fault: fault.clone(),
        };
        out.push_str(&words.line_error(&one_line));
        out.push('\n');
        insta::assert_snapshot!(format!("places-{}", lang.code()), out);
    }
    snapshot_each_language("json", &json_samples());
}

#[test]
fn every_fault_of_a_json_record_is_worded_in_every_language() {
    snapshot_each_language("record", &record::samples().into_iter().map(Fault::from).collect::<Vec<_>>());
}

#[test]
fn every_fault_of_a_paper_log_is_worded_in_every_language() {
    snapshot_each_language("log", &log::samples().into_iter().map(Fault::from).collect::<Vec<_>>());
}

#[test]
fn every_fault_of_a_paper_sheet_is_worded_in_every_language() {
    snapshot_each_language("sheet", &sheet::samples().into_iter().map(Fault::from).collect::<Vec<_>>());
}

#[test]
fn every_input_message_is_said_by_a_sample() {
    let words = Words::default();
    let mut said: BTreeSet<String> = samples().iter().map(|f| words.fault_message(f).0.to_owned()).collect();
    // The places' messages, said by every_fault_and_place_is_worded_in_every_language.
    for id in [
        "input-at",
        "input-at-path",
        "input-at-column",
        "input-at-column-path",
        "input-on-paper",
        "input-on-paper-part",
        "input-at-line",
        "input-at-value",
        "input-at-flag",
        "input-io-not-found",
        "input-io-permission-denied",
    ] {
        said.insert(id.to_owned());
    }
    let catalog = input_messages();
    let unsaid: Vec<_> = catalog.difference(&said).collect();
    assert!(unsaid.is_empty(), "input messages no sample says: {unsaid:?}");
    let unknown: Vec<_> = said.difference(&catalog).collect();
    assert!(unknown.is_empty(), "samples say messages the catalog lacks: {unknown:?}");
}
