//! The referee of broadside for a web page: `broadside-core` built for `wasm32-unknown-unknown`
//! behind a plain C interface, which `web/src/broadside.js` loads (no generated glue, no tool
//! beyond cargo).
//!
//! The page writes its input into the buffer [`bs_input`] returns, calls one function, and reads
//! the answer (UTF-8) at [`bs_output_ptr`], [`bs_output_len`] bytes long. A record is handed in
//! as the bytes of its file and read as the command line reads one (over 16 MiB, or not UTF-8,
//! is the command line's error); every answer is what the command line prints for the same
//! bytes:
//!
//! - [`bs_check`]: the JSON verdict of a JSON or paper record, as `broadside check` prints it,
//!   or `{"error": MESSAGE}` where the record cannot be adjudicated (MESSAGE as `broadside
//!   check` writes it after the file name);
//! - [`bs_page`]: the game page (`broadside check --format html`), or the error object;
//! - [`bs_record`]: the record in another form (`broadside record --to paper|json`);
//! - [`bs_fleet`]: one fleet checked alone (`broadside fleet --rules RULES`): the ships found and
//!   the placement violations;
//! - [`bs_rules`]: a rules argument (a preset, a fleet name or a JSON rules object) resolved, as
//!   `broadside rules NAME` prints it.
//!
//! The functions of the interface hold no unsafe code: the buffers live here and are handed out
//! by address only; the page writes and reads them through the module's memory.

// `no_mangle` is what exports a function to the page; nothing else here is unsafe.
#![deny(unsafe_code)]

use std::cell::RefCell;

use broadside_core::error::InputError;
use broadside_core::referee::{Overrides, Referee};
use broadside_core::rules::RulesSpec;

thread_local! {
    /// The text the page hands in, and the answer it reads back.
    static BUFFERS: RefCell<(Vec<u8>, Vec<u8>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// Makes the input buffer `len` bytes long (zeroed) and returns its address, for the page to
/// write the input into.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_input(len: usize) -> *mut u8 {
    BUFFERS.with_borrow_mut(|(input, _)| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// The address of the last answer.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_output_ptr() -> *const u8 {
    BUFFERS.with_borrow(|(_, output)| output.as_ptr())
}

/// The length in bytes of the last answer.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_output_len() -> usize {
    BUFFERS.with_borrow(|(_, output)| output.len())
}

/// Runs `f` on the input text and keeps its answer; returns 0 when `f` answered, 1 on an input
/// error (the answer is then the error object), 2 when the input is not UTF-8.
fn answer(f: impl FnOnce(String) -> Result<String, InputError>) -> u32 {
    let input = BUFFERS.with_borrow_mut(|(input, _)| std::mem::take(input));
    let (status, out) = match String::from_utf8(input) {
        Ok(text) => respond(f(text)),
        Err(_) => (2, error_text("the input is not UTF-8")),
    };
    BUFFERS.with_borrow_mut(|(_, output)| *output = out.into_bytes());
    status
}

/// Runs `f` on a record's bytes read as the command line reads a file
/// ([`broadside_core::check::record_text`]: over 16 MiB, or not UTF-8, is its error), and keeps
/// its answer; returns 0 when `f` answered, 1 on an input error (the answer is the error object).
fn answer_record(f: impl FnOnce(String) -> Result<String, InputError>) -> u32 {
    let input = BUFFERS.with_borrow_mut(|(input, _)| std::mem::take(input));
    let (status, out) = respond(broadside_core::check::record_text(input).and_then(f));
    BUFFERS.with_borrow_mut(|(_, output)| *output = out.into_bytes());
    status
}

fn respond(result: Result<String, InputError>) -> (u32, String) {
    match result {
        Ok(out) => (0, out),
        Err(e) => (1, error_object(&e)),
    }
}

/// `{"error": MESSAGE}` for an input error, MESSAGE as the command line writes it after the
/// input's name (`broadside: game.txt:3:14: …` gives `3:14: …`).
pub fn error_object(e: &InputError) -> String {
    error_text(&e.to_string())
}

fn error_text(message: &str) -> String {
    #[derive(serde::Serialize)]
    struct ErrorObject<'m> {
        error: &'m str,
    }
    let mut out = serde_json::to_string_pretty(&ErrorObject { error: message }).expect("an error serializes");
    out.push('\n');
    out
}

/// `text`, when it is within the 16 MiB the command line reads of a record.
fn limited(text: String) -> Result<String, InputError> {
    broadside_core::check::over_limit(text.len()).map_or(Ok(text), Err)
}

/// The referee of the command line without `--rules` or `--fleet`: a record names its rules.
fn referee() -> Referee {
    Referee::new(&Overrides::default()).expect("no overrides are always valid")
}

/// The JSON verdict of the input record, byte for byte as `broadside check` prints it.
pub fn check(text: String) -> Result<String, InputError> {
    let verdict = broadside_core::check::verdict(&referee(), limited(text)?)?;
    let mut out = Vec::new();
    broadside_core::check::write_json(&mut out, &verdict, broadside_core::words::Lang::En)
        .expect("writing to memory cannot fail");
    Ok(String::from_utf8(out).expect("JSON is UTF-8"))
}

/// The input record's verdict as JSON (see [`check`]); returns 0, or 1 with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_check() -> u32 {
    answer_record(check)
}

/// The input record's game page, as `broadside check --format html` writes it; returns 0, or 1
/// with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_page() -> u32 {
    answer_record(|text| {
        broadside_core::check::page(&referee(), limited(text)?, broadside_core::words::Lang::En).map(|(_, page)| page)
    })
}

/// The input record converted: `to` 0 to the other form, 1 to JSON, 2 to paper; returns 0, or
/// 1 with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_record(to: u32) -> u32 {
    let to_json = match to {
        1 => Some(true),
        2 => Some(false),
        _ => None,
    };
    answer_record(|text| broadside_core::check::convert(&referee(), &limited(text)?, to_json))
}

/// One fleet checked alone under rules: the input is the rules argument (as `--rules`), a line
/// end, then the fleet (a drawing or a JSON list of ships). The answer is the report of
/// `broadside fleet`; returns 0, or 1 with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_fleet() -> u32 {
    answer(|text| {
        let (rules, fleet) = text.split_once('\n').unwrap_or((&text, ""));
        let spec = Referee::new(&Overrides { rules: Some(rules.to_owned()), fleet: None })?.spec_over(None)?;
        let resolved = spec.resolve();
        let report = broadside_core::paper::check_fleet(fleet, spec, &resolved)?;
        Ok(pretty(&report))
    })
}

/// The input rules argument (a preset name or a JSON rules object, as `--rules`) resolved into a
/// rules object with every part set; returns 0, or 1 with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_rules() -> u32 {
    answer(|text| {
        let spec = RulesSpec::from_arg(&text).map_err(|message| InputError::Argument { flag: "--rules", message })?;
        Ok(pretty(&RulesSpec::Custom(spec.resolve().to_custom(spec.base()))))
    })
}

fn pretty(value: &impl serde::Serialize) -> String {
    let mut out = serde_json::to_string_pretty(value).expect("reports serialize");
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: extern "C" fn() -> u32, input: impl AsRef<[u8]>) -> (u32, String) {
        let input = input.as_ref();
        let at = bs_input(input.len());
        BUFFERS.with_borrow_mut(|(buffer, _)| {
            assert_eq!(buffer.as_ptr(), at.cast_const());
            buffer.copy_from_slice(input);
        });
        let status = f();
        let out = BUFFERS.with_borrow(|(_, output)| String::from_utf8(output.clone()).unwrap());
        assert_eq!(out.len(), bs_output_len());
        (status, out)
    }

    #[test]
    fn a_record_gives_its_verdict_and_bad_input_an_error_object() {
        let record = r#"{"rules": {"base": "classic", "board": {"columns": 3, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
            "fleets": {"ann": [{"cells": ["A1"]}], "bob": [{"cells": ["C1"]}]},
            "shots": [{"player": "ann", "at": "C1", "reply": "sunk"}]}"#;
        let (status, out) = call(bs_check, record);
        assert_eq!(status, 0);
        assert!(out.contains("\"winner\": \"ann\""), "{out}");
        let (status, out) = call(bs_check, "{\"rules\": 3}");
        assert_eq!(status, 1);
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert!(value["error"].as_str().unwrap().contains("rules"), "{out}");
    }

    #[test]
    fn a_record_over_16_mib_is_refused_as_the_command_line_refuses_it() {
        let long = format!("{{\"rules\": \"classic\", \"meta\": \"{}\"}}", "x".repeat(16 << 20));
        let e = check(long).unwrap_err();
        assert_eq!(e.to_string(), "the record (over 16 MiB) is over the limit of 16777216 bytes");
    }

    #[test]
    fn a_record_that_is_not_utf8_gets_the_command_lines_error() {
        let (status, out) = call(bs_check, b"rules: classic\nplayers: ann, b\xe9n\n");
        assert_eq!(status, 1);
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value["error"], "2:16: expected UTF-8 text, found byte 0xe9");
        let (_, out) = call(bs_check, b"\xff\xfer\x00");
        assert!(out.contains("the file is UTF-16"), "{out}");
    }

    #[test]
    fn rules_resolve_and_a_fleet_is_checked_alone() {
        let (status, out) = call(bs_rules, "russian");
        assert_eq!(status, 0);
        assert!(out.contains("\"touching\": \"forbidden\""), "{out}");
        let (status, out) = call(bs_fleet, "classic\n##\n##\n");
        assert_eq!(status, 0, "{out}");
        let report: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(report["legal"], false);
    }
}
