//! Every input error in every language: one sample of each fault (a catalog message a fault) and
//! of each place, worded in each language of the catalogs, in insta snapshots; every `input-*`
//! message of the catalogs is said by some sample, so that a fault without a sample fails here.

mod log;
mod record;
mod sheet;

use std::collections::BTreeSet;

use broadside_core::error::{
    Expected, Fault, FileFault, Found, InputError, IntType, IoWhy, JsonFault, JsonPath, PaperPart, Place, Syntax,
};
use broadside_core::words::{Lang, Words};

/// The samples of the faults this file words itself: those of a JSON text and of size.
fn json_samples() -> Vec<Fault> {
    vec![
        Fault::Json(JsonFault::Eof(Syntax::EofObject)),
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
        Fault::Json(JsonFault::InvalidType { found: Found::Integer("3".into()), expected: Expected::String }),
        Fault::Json(JsonFault::InvalidValue {
            found: Found::Integer("300".into()),
            expected: Expected::Integer(IntType::U8),
        }),
        Fault::Json(JsonFault::InvalidLength { found: 1, expected: Expected::Other("a pair [column, row]".into()) }),
        Fault::Json(JsonFault::Syntax(Syntax::ExpectedObjectCommaOrEnd)),
        Fault::TooLarge { bytes: Some(16_777_300), limit: 16_777_216 },
        Fault::TooLarge { bytes: None, limit: 16_777_216 },
        Fault::File(FileFault::IsDirectory),
        Fault::File(FileFault::CannotOpen(IoWhy::NotFound)),
        Fault::File(FileFault::CannotOpen(IoWhy::PermissionDenied)),
        Fault::File(FileFault::CannotOpen(IoWhy::IsADirectory)),
        Fault::File(FileFault::CannotOpen(IoWhy::NotADirectory)),
        Fault::File(FileFault::CannotOpen(IoWhy::AlreadyExists)),
        Fault::File(FileFault::CannotRead(IoWhy::StorageFull)),
        Fault::File(FileFault::CannotRead(IoWhy::ReadOnly)),
        Fault::File(FileFault::CannotRead(IoWhy::BrokenPipe)),
        Fault::File(FileFault::CannotRead(IoWhy::OutOfMemory)),
        Fault::File(FileFault::CannotOpen(IoWhy::Busy)),
        Fault::File(FileFault::CannotOpen(IoWhy::TooLarge)),
        Fault::File(FileFault::CannotRead(IoWhy::Other("Input/output error (os error 5)".into()))),
    ]
}

/// The samples of serde's words as facts: each kind of what was found, of what was expected and
/// of why a text is not JSON.
fn serde_samples() -> Vec<Fault> {
    let found = [
        Found::Bool(true),
        Found::Integer("-3".into()),
        Found::Float("1.5".into()),
        Found::String("C4".into()),
        Found::Null,
        Found::Sequence,
        Found::Map,
        Found::Other("unit value".into()),
    ];
    let mut all: Vec<Fault> = found
        .into_iter()
        .map(|found| Fault::Json(JsonFault::InvalidType { found, expected: Expected::Coordinate }))
        .collect();
    let expected = Expected::FIXED.into_iter().chain([
        Expected::Integer(IntType::U64),
        Expected::Integer(IntType::I32),
        Expected::Struct("ShipRecord".into()),
        Expected::Other("an array of length 3".into()),
    ]);
    all.extend(expected.map(|expected| Fault::Json(JsonFault::InvalidType { found: Found::Map, expected })));
    all.extend([
        Fault::Json(JsonFault::InvalidValue {
            found: Found::Integer("-1".into()),
            expected: Expected::Integer(IntType::U64),
        }),
        Fault::Json(JsonFault::InvalidValue { found: Found::Integer("700".into()), expected: Expected::HitCount }),
    ]);
    all.extend(
        [0, 2, 3, 5, 21].map(|found| Fault::Json(JsonFault::InvalidLength { found, expected: Expected::Coordinate })),
    );
    all.extend(Syntax::FIXED.into_iter().map(|s| Fault::Json(JsonFault::Syntax(s))));
    all.extend(
        [Syntax::EofList, Syntax::EofString, Syntax::EofValue, Syntax::Other("EOF while parsing".into())]
            .map(|s| Fault::Json(JsonFault::Eof(s))),
    );
    all.push(Fault::Json(JsonFault::Syntax(Syntax::Other(
        "data did not match any variant of untagged enum RulesSpec".into(),
    ))));
    all
}

/// Every fault's sample.
fn samples() -> Vec<Fault> {
    let mut all = json_samples();
    all.extend(serde_samples());
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
    snapshot_each_language("serde", &serde_samples());
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
        "input-io-is-a-directory",
        "input-io-not-a-directory",
        "input-io-already-exists",
        "input-io-storage-full",
        "input-io-read-only",
        "input-io-broken-pipe",
        "input-io-out-of-memory",
        "input-io-busy",
        "input-io-too-large",
    ] {
        said.insert(id.to_owned());
    }
    let catalog = input_messages();
    let unsaid: Vec<_> = catalog.difference(&said).collect();
    assert!(unsaid.is_empty(), "input messages no sample says: {unsaid:?}");
    let unknown: Vec<_> = said.difference(&catalog).collect();
    assert!(unknown.is_empty(), "samples say messages the catalog lacks: {unknown:?}");
}

/// Real serde errors of real bad records come out as the kinds above, not as `Other`: a value
/// of the wrong type, a number out of range, a list of the wrong length, and text that is not
/// JSON in several ways.
#[test]
fn serde_errors_of_real_records_are_read_into_kinds() {
    use broadside_core::referee::parse_record;
    let fleets = r#""fleets":{"ann":[],"ben":[]}"#;
    let shot = |at: &str| format!(r#"{{{fleets},"shots":[{{"player":"ann","at":{at}}}]}}"#);
    let board = |columns: &str| {
        format!(r#"{{"rules":{{"base":"classic","board":{{"columns":{columns},"rows":10}}}},{fleets},"shots":[]}}"#)
    };
    let mismatch = |found, expected| JsonFault::InvalidType { found, expected };
    let cases: Vec<(String, JsonFault)> = vec![
        (format!(r#"{{{fleets},"shots":3}}"#), mismatch(Found::Integer("3".into()), Expected::Log)),
        (shot("true"), mismatch(Found::Bool(true), Expected::Target)),
        (shot("null"), mismatch(Found::Null, Expected::Target)),
        (shot("{}"), mismatch(Found::Map, Expected::Target)),
        (shot("[[1]]"), JsonFault::InvalidLength { found: 1, expected: Expected::Coordinate }),
        (format!(r#"{{"players":"ann",{fleets},"shots":[]}}"#), mismatch(Found::String("ann".into()), Expected::Names)),
        (r#"{"fleets":[],"shots":[]}"#.to_owned(), mismatch(Found::Sequence, Expected::Fleets)),
        (board("1.5"), mismatch(Found::Float("1.5".into()), Expected::Integer(IntType::U64))),
        (board(r#""10""#), mismatch(Found::String("10".into()), Expected::Integer(IntType::U64))),
        (
            board("-1"),
            JsonFault::InvalidValue { found: Found::Integer("-1".into()), expected: Expected::Integer(IntType::U64) },
        ),
        (r#"{"rules":3}"#.to_owned(), mismatch(Found::Integer("3".into()), Expected::Rules)),
        (format!(r#"{{{fleets},"shots":[] 1}}"#), JsonFault::Syntax(Syntax::ExpectedObjectCommaOrEnd)),
        (
            format!(r#"{{"players":["ann" "ben"],{fleets},"shots":[]}}"#),
            JsonFault::Syntax(Syntax::ExpectedListCommaOrEnd),
        ),
        (r#"{"fleets" {}}"#.to_owned(), JsonFault::Syntax(Syntax::ExpectedColon)),
        (r#"{"fleets":}"#.to_owned(), JsonFault::Syntax(Syntax::ExpectedValue)),
        (r#"{"fleets":tru}"#.to_owned(), JsonFault::Syntax(Syntax::ExpectedIdent)),
        (r#"{"fleets":01}"#.to_owned(), JsonFault::Syntax(Syntax::InvalidNumber)),
        (board("1e999"), JsonFault::Syntax(Syntax::NumberOutOfRange)),
        (r#"{"fl\eets":1}"#.to_owned(), JsonFault::Syntax(Syntax::InvalidEscape)),
        ("{\"fle\u{1}ets\":1}".to_owned(), JsonFault::Syntax(Syntax::ControlCharacter)),
        (r#"{"fleets":{},}"#.to_owned(), JsonFault::Syntax(Syntax::TrailingComma)),
        (r#"{1:2}"#.to_owned(), JsonFault::Syntax(Syntax::KeyMustBeAString)),
        (r#"{"\ud800x":1}"#.to_owned(), JsonFault::Syntax(Syntax::UnexpectedEndOfHexEscape)),
        (r#"{"\ud800\u0041":1}"#.to_owned(), JsonFault::Syntax(Syntax::LoneLeadingSurrogate)),
        (r#"{"\u12":1}"#.to_owned(), JsonFault::Syntax(Syntax::InvalidEscape)),
        (r#"{"fleets":{"ann":["#.to_owned(), JsonFault::Eof(Syntax::EofList)),
        (r#"{"fleets":{"#.to_owned(), JsonFault::Eof(Syntax::EofObject)),
        (r#"{"fleets":"ann"#.to_owned(), JsonFault::Eof(Syntax::EofString)),
        (r#"{"fleets":"#.to_owned(), JsonFault::Eof(Syntax::EofValue)),
    ];
    let words = Words::default();
    let mut wrong = Vec::new();
    for (text, fault) in cases {
        let e = parse_record(&text).map(|_| ()).unwrap_err();
        // Said in English as serde_json says it (before its position).
        let serde = serde_json::from_str::<broadside_core::record::GameRecord>(&text).map(|_| ()).unwrap_err();
        let said = words.fault(&e.fault).replace(" (the text ends before the JSON does)", "");
        if e.fault != Fault::Json(fault.clone()) || !serde.to_string().starts_with(&format!("{said} at line ")) {
            wrong.push(format!("{text}: {:?}, not {fault:?}; {said:?}, not {serde}", e.fault));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Lists nested deeper than serde_json reads (a record's reader refuses them before).
    let deep = serde_json::from_str::<serde_json::Value>(&"[".repeat(200)).unwrap_err();
    let e = InputError::from_json(deep, None);
    assert_eq!(e.fault, Fault::Json(JsonFault::Syntax(Syntax::RecursionLimitExceeded)));
    assert_eq!(words.fault(&e.fault), "recursion limit exceeded");
}
