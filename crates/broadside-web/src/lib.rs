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
//! - [`bs_check`]: the JSON verdict of a JSON or paper record, as `broadside check --lang LANG`
//!   prints it, or `{"error": MESSAGE}` where the record cannot be adjudicated (MESSAGE as
//!   `broadside check` writes it after the file name); then [`bs_facts`]: what the page shows of
//!   that verdict beyond its JSON (its result in a sentence, each violation's cells as numbers);
//! - [`bs_page`]: the game page (`broadside check --format html --lang LANG`), or the error
//!   object;
//! - [`bs_record`]: the record in another form (`broadside record --to paper|json`);
//! - [`bs_fleet`]: one fleet checked alone (`broadside fleet --rules RULES`) under its owner's
//!   name: the ships found and the placement violations, worded in LANG, with their cells as
//!   numbers;
//! - [`bs_rules`]: a rules argument (a preset, a fleet name or a JSON rules object) resolved, as
//!   `broadside rules NAME` prints it;
//! - [`bs_sheets`]: what the players' sheets hold of a record (its fleets' cells, each shot's
//!   cell, number and mark under each numbering), so that the page reads no record itself;
//! - [`bs_letters`]: the letters a sheet names a board's columns with;
//! - [`bs_digits`]: a number typed on the page in ASCII, Bengali or Devanagari digits, read;
//! - [`bs_words`]: the page's own words in every language of the catalogs.
//!
//! LANG, where a function takes it, is a language code of two ASCII letters (`ru`) as a number:
//! the first letter's byte plus 256 times the second's; any other number is English.
//!
//! The functions of the interface hold no unsafe code: the buffers live here and are handed out
//! by address only; the page writes and reads them through the module's memory.

// `no_mangle` is what exports a function to the page; nothing else here is unsafe.
#![deny(unsafe_code)]

use std::cell::RefCell;

use broadside_core::coord::{Cell, CellSet};
use broadside_core::error::{InputError, Step};
use broadside_core::letters::Letters;
use broadside_core::names::eq_ignore_case;
use broadside_core::record::{Reply, ShotReply};
use broadside_core::referee::{Overrides, Referee};
use broadside_core::rules::RulesSpec;
use broadside_core::verdict::{Moves, Numbering, Spot, Verdict};
use broadside_core::words::{Lang, Naming, WordedViolations, Words};
use serde_json::{Value, json};

thread_local! {
    /// The text the page hands in, and the answer it reads back.
    static BUFFERS: RefCell<(Vec<u8>, Vec<u8>)> = const { RefCell::new((Vec::new(), Vec::new())) };
    /// The facts of the last verdict [`bs_check`] answered, for [`bs_facts`].
    static FACTS: RefCell<String> = const { RefCell::new(String::new()) };
}

/// The language of code `code`: up to four ASCII letters, the first in the low byte (`"ru"` is
/// `b'r' + 256 * b'u'`); English for any other.
pub fn lang_of(code: u32) -> Lang {
    let bytes = code.to_le_bytes();
    let letters = &bytes[..bytes.iter().position(|b| *b == 0).unwrap_or(4)];
    std::str::from_utf8(letters).ok().and_then(Lang::from_code).unwrap_or(Lang::En)
}

/// A spot as the page marks it: `[column, row]` from 0 for a cell of the board, the coordinate
/// as written for one off it.
fn spot_value(spot: &Spot) -> Value {
    match spot {
        Spot::On(cell) => json!([cell.col, cell.row]),
        Spot::Off(written) => Value::String(written.clone()),
    }
}

/// What the page shows of a verdict beyond its JSON: `{"result": the result in a sentence,
/// "spots": [each violation's cells, as spot_value writes them], "moves": [each violation's move
/// as the players' sheets number it ("Anya's shot 5", "round 4"), null for the placement]}`.
pub fn facts(verdict: &Verdict, lang: Lang) -> String {
    let words = Words::of(verdict, lang);
    let naming = Naming::of(verdict);
    let spots: Vec<Vec<Value>> = verdict.violations.iter().map(|v| v.cells.iter().map(spot_value).collect()).collect();
    let moves: Vec<Option<String>> =
        verdict.violations.iter().map(|v| v.entry.map(|e| words.move_named(e, naming))).collect();
    json!({ "result": words.result(verdict), "spots": spots, "moves": moves }).to_string()
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
fn answer(lang: Lang, f: impl FnOnce(String) -> Result<String, InputError>) -> u32 {
    let input = BUFFERS.with_borrow_mut(|(input, _)| std::mem::take(input));
    let (status, out) = match String::from_utf8(input) {
        Ok(text) => respond(f(text), lang),
        Err(_) => (2, error_text("the input is not UTF-8")),
    };
    BUFFERS.with_borrow_mut(|(_, output)| *output = out.into_bytes());
    status
}

/// Runs `f` on a record's bytes read as the command line reads a file
/// ([`broadside_core::check::record_text`]: over 16 MiB, or not UTF-8, is its error), and keeps
/// its answer; returns 0 when `f` answered, 1 on an input error (the answer is the error object).
fn answer_record(lang: Lang, f: impl FnOnce(String) -> Result<String, InputError>) -> u32 {
    let input = BUFFERS.with_borrow_mut(|(input, _)| std::mem::take(input));
    let (status, out) = respond(broadside_core::check::record_text(input).and_then(f), lang);
    BUFFERS.with_borrow_mut(|(_, output)| *output = out.into_bytes());
    status
}

fn respond(result: Result<String, InputError>, lang: Lang) -> (u32, String) {
    match result {
        Ok(out) => (0, out),
        Err(e) => (1, error_object(&e, lang)),
    }
}

/// An input error as the page gets it, worded in `lang`: `{"error": MESSAGE, "line": N,
/// "column": N, "path": [SEGMENT…], "fault": WHAT}`. MESSAGE is as the command line writes it
/// after the input's name (`broadside: game.txt:3:14: …` gives `3:14: …`); `line` and `column`
/// (from 1) and `path` (keys and 0-based indexes) are there where the error has them, so that
/// the page places it without reading MESSAGE; `fault` is what is wrong, without where.
pub fn error_object(e: &InputError, lang: Lang) -> String {
    let words = Words::new(lang);
    let position = e.position();
    let path = e.path().map(|p| {
        p.steps()
            .iter()
            .map(|step| match step {
                Step::Key(k) => json!(k),
                Step::Index(i) => json!(i),
            })
            .collect::<Vec<_>>()
    });
    let object = json!({
        "error": words.input_error(e),
        "line": position.map(|(line, _)| line),
        "column": position.map(|(_, column)| column),
        "path": path,
        "fault": words.fault(&e.fault),
    });
    let mut out = serde_json::to_string_pretty(&object).expect("an error serializes");
    out.push('\n');
    out
}

fn error_text(message: &str) -> String {
    let mut out = serde_json::to_string_pretty(&json!({ "error": message })).expect("an error serializes");
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

/// The JSON verdict of the input record in `lang`, byte for byte as `broadside check --lang`
/// prints it (English: as `broadside check` prints it), and its [`facts`].
pub fn check(text: String, lang: Lang) -> Result<(String, String), InputError> {
    let verdict = broadside_core::check::verdict(&referee(), limited(text)?)?;
    let mut out = Vec::new();
    broadside_core::check::write_json(&mut out, &verdict, lang).expect("writing to memory cannot fail");
    Ok((String::from_utf8(out).expect("JSON is UTF-8"), facts(&verdict, lang)))
}

/// The input record's verdict as JSON in language `lang` (see [`check`] and the module's
/// notes); returns 0, or 1 with `{"error": …}`. [`bs_facts`] answers its facts after.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_check(lang: u32) -> u32 {
    FACTS.with_borrow_mut(String::clear);
    answer_record(lang_of(lang), |text| {
        let (json, facts) = check(text, lang_of(lang))?;
        FACTS.set(facts);
        Ok(json)
    })
}

/// The [`facts`] of the verdict the last [`bs_check`] answered (`{}` after an error); returns 0.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_facts() -> u32 {
    let mut facts = FACTS.take();
    if facts.is_empty() {
        facts.push_str("{}");
    }
    BUFFERS.with_borrow_mut(|(_, output)| *output = facts.into_bytes());
    0
}

/// The input record's game page in language `lang`, as `broadside check --format html --lang`
/// writes it; returns 0, or 1 with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_page(lang: u32) -> u32 {
    answer_record(lang_of(lang), |text| {
        broadside_core::check::page(&referee(), limited(text)?, lang_of(lang)).map(|(_, page)| page)
    })
}

/// The input record converted: `to` 0 to the other form, 1 to JSON, 2 to paper; returns 0, or
/// 1 with `{"error": …}` worded in language `lang`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_record(to: u32, lang: u32) -> u32 {
    let to_json = match to {
        1 => Some(true),
        2 => Some(false),
        _ => None,
    };
    answer_record(lang_of(lang), |text| broadside_core::check::convert(&referee(), &limited(text)?, to_json))
}

/// One fleet checked alone under rules: the input is the rules argument (as `--rules`), a line
/// end, the owner's name (empty for none: "the player"), a line end, then the fleet (a drawing or
/// a JSON list of ships). The answer is the report of `broadside fleet --player OWNER` (without
/// `--player` for no name) with its violations charged to the owner and worded
/// in language `lang`, with each violation's and each ship's cells also as `spots`
/// (`[column, row]` from 0, or as written off the board), and `class_names`: each class of the
/// rules' fleet by the name the language gives it; returns 0, or 1 with `{"error": …}`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_fleet(lang: u32) -> u32 {
    answer(lang_of(lang), |text| fleet(&text, lang_of(lang)))
}

/// The answer of [`bs_fleet`] for its input `text`.
pub fn fleet(text: &str, lang: Lang) -> Result<String, InputError> {
    let (rules, rest) = text.split_once('\n').unwrap_or((text, ""));
    let (owner, fleet) = rest.split_once('\n').unwrap_or((rest, ""));
    // No name: the faults say "the player" in the language's words (Owner::Unnamed).
    let owner = Some(owner).filter(|o| !o.is_empty());
    let spec = Referee::new(&Overrides { rules: Some(rules.to_owned()), fleet: None })?.spec_over(None)?;
    let resolved = spec.resolve();
    let report = broadside_core::paper::check_fleet_of(fleet, spec, &resolved, owner)?;
    let mut value = serde_json::to_value(&report).expect("reports serialize");
    value["violations"] = serde_json::to_value(WordedViolations(&report.violations, Words::new(lang), report.owner))
        .expect("violations serialize");
    for (v, out) in report.violations.iter().zip(value["violations"].as_array_mut().expect("a list")) {
        out["spots"] = v.cells.iter().map(spot_value).collect();
    }
    for (s, out) in report.ships.iter().zip(value["ships"].as_array_mut().expect("a list")) {
        out["spots"] = s.cells.iter().map(|c| json!([c.col, c.row])).collect();
    }
    let words = Words::new(lang);
    value["class_names"] =
        resolved.fleet.iter().map(|c| (c.name.clone(), Value::String(words.class(&c.name).into_owned()))).collect();
    Ok(pretty(&value))
}

/// How the page's sheets number their shots (its `numbering` field, a paper record's
/// `numbering:` header): by round, by the player's own shot, by the game's move.
const NUMBERINGS: [(&str, Numbering); 3] =
    [("round", Numbering::Round), ("player", Numbering::Player), ("game", Numbering::Game)];

/// The input record on the players' sheets (its rules and letters as the record has them), or
/// `null` where the sheets cannot hold it; returns 0, or 1 with `{"error": …}` worded in
/// language `lang`. See [`sheets`].
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_sheets(lang: u32) -> u32 {
    answer_record(lang_of(lang), |text| sheets(&limited(text)?))
}

/// What the players' sheets hold of the record `text` (JSON or paper), read and placed by the
/// referee: `{"rules": as the JSON record writes them, "first": the first shooter's name or
/// null, "letters": "latin", "cyrillic", "cyrillic-short-i" or "respublika" (how a paper record
/// names its columns; a JSON record's are Latin), "players": [two names], "fleets": [each
/// player's ship cells, as [column, row] from 0], "shots": {"round" | "player" | "game": [each
/// player's shots, {"at": [column, row], "number": from 1, "mark": "x" hit, "o" miss or ""
/// none recorded}]}}`, or `null` where the sheets cannot hold it: a forfeit, a reply that names
/// a class or a volley's hits, a shot off the board, a cell a player shot twice.
///
/// # Errors
/// An [`InputError`] where the record cannot be read or adjudicated.
pub fn sheets(text: &str) -> Result<String, InputError> {
    let referee = referee();
    let (json, letters) = if broadside_core::paper::is_json(text) {
        (text.to_owned(), Letters::Latin)
    } else {
        let letters = broadside_core::paper::read(text, &referee)?.sheet.letters;
        (broadside_core::check::convert(&referee, text, Some(true))?, letters)
    };
    let record = broadside_core::referee::parse_record(&json)?;
    // The rules and first shooter as the record writes them, for the page's rules fields.
    let written: Value = serde_json::from_str(json.trim_start_matches('\u{feff}')).unwrap_or(Value::Null);
    let (verdict, boards) = referee.check_with_boards(&json)?;
    let (columns, rows) = (boards.board.columns, boards.board.rows);
    let at = |c: Cell| json!([c.col, c.row]);
    let fleets: Vec<Vec<Value>> = boards.sides.iter().map(|side| side.ships.iter().map(at).collect()).collect();
    // Each entry's shooter and its shots, with the mark its reply puts beside them.
    let mut entries = Vec::with_capacity(record.shots.len());
    for entry in &record.shots {
        let Some(player) = verdict.players.iter().position(|p| eq_ignore_case(p, &entry.player)) else {
            return Ok("null".into());
        };
        let mark = match (&entry.reply, &entry.ship) {
            (_, _) if entry.forfeit().is_some() => return Ok("null".into()),
            (None, None) => "",
            (Some(Reply::Shot(ShotReply::Miss)), None) => "o",
            (Some(Reply::Shot(ShotReply::Hit | ShotReply::Sunk)), None) => "x",
            _ => return Ok("null".into()),
        };
        let cells: Option<Vec<Cell>> = entry.at.shots().iter().map(|c| c.on(columns, rows)).collect();
        let Some(cells) = cells.filter(|c| !c.is_empty()) else { return Ok("null".into()) };
        entries.push((player, cells, mark));
    }
    let mut shot = [CellSet::new(), CellSet::new()];
    if !entries.iter().all(|(p, cells, _)| cells.iter().all(|&c| shot[*p].insert(c))) {
        return Ok("null".into());
    }
    let shooters: Vec<u8> = entries.iter().map(|e| e.0 as u8).collect();
    let shots: serde_json::Map<String, Value> = NUMBERINGS
        .iter()
        .map(|&(name, numbering)| {
            let moves = Moves::counted(numbering, &shooters);
            let mut sheets = [Vec::new(), Vec::new()];
            for ((player, cells, mark), m) in entries.iter().zip(&moves.entries) {
                for &c in cells {
                    sheets[*player].push(json!({ "at": at(c), "number": m.number, "mark": mark }));
                }
            }
            (name.to_owned(), json!(sheets))
        })
        .collect();
    let answer = json!({
        "rules": written["rules"],
        "first": written["first"],
        "letters": letters_name(letters),
        "players": verdict.players,
        "fleets": fleets,
        "shots": shots,
    });
    Ok(answer.to_string())
}

/// The page's name of a kind of column letters.
fn letters_name(letters: Letters) -> &'static str {
    match letters {
        Letters::Latin => "latin",
        Letters::Cyrillic => "cyrillic",
        Letters::CyrillicShortI => "cyrillic-short-i",
        Letters::Respublika => "respublika",
    }
}

/// The letters a sheet names the first `columns` columns with (`kind` 1 the Cyrillic
/// `А Б В …`, else Latin), one a column; Latin where the kind has too few; returns 0.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_letters(kind: u32, columns: u32) -> u32 {
    let columns = u8::try_from(columns.min(26)).unwrap_or(26);
    let letters = match kind {
        1 if Letters::Cyrillic.letter(columns.saturating_sub(1)).is_some() => Letters::Cyrillic,
        _ => Letters::Latin,
    };
    let shown: String = (0..columns).map(|c| letters.shown(c)).collect();
    BUFFERS.with_borrow_mut(|(_, output)| *output = shown.into_bytes());
    0
}

/// A number as the page's player typed it (a shot's number, a round): `{"digits": its digits in
/// ASCII, "zero": the zero of the script it was typed in}` when it is digits of one script, ASCII,
/// Bengali or Devanagari, as a sheet may write them ([`broadside_core::paper::typed_number`]),
/// else `null`; returns 0.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_digits() -> u32 {
    answer(Lang::En, |text| {
        let read = broadside_core::paper::typed_number(&text);
        Ok(read.map_or(Value::Null, |(digits, zero)| json!({ "digits": digits, "zero": zero.to_string() })).to_string())
    })
}

/// The web page's own words in every language of the catalogs: `{"en": {"title": …, …}, …}`
/// ([`Lang::page_words`]), in the catalogs' order; returns 0.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_words() -> u32 {
    let words: serde_json::Map<String, Value> =
        Lang::ALL.iter().map(|lang| (lang.code().to_owned(), Value::Object(lang.page_words()))).collect();
    BUFFERS.with_borrow_mut(|(_, output)| *output = Value::Object(words).to_string().into_bytes());
    0
}

/// The input rules argument (a preset name or a JSON rules object, as `--rules`) resolved into a
/// rules object with every part set; returns 0, or 1 with `{"error": …}` worded in language
/// `lang`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn bs_rules(lang: u32) -> u32 {
    answer(lang_of(lang), |text| {
        let spec = RulesSpec::from_arg(&text).map_err(|e| e.in_flag("--rules"))?;
        Ok(pretty(&spec.resolved_spec()))
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

    fn call(f: impl FnOnce() -> u32, input: impl AsRef<[u8]>) -> (u32, String) {
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
        let (status, out) = call(|| bs_check(0), record);
        assert_eq!(status, 0);
        assert!(out.contains("\"winner\": \"ann\""), "{out}");
        let (status, out) = call(|| bs_check(0), "{\"rules\": 3}");
        assert_eq!(status, 1);
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert!(value["error"].as_str().unwrap().contains("rules"), "{out}");
    }

    #[test]
    fn a_record_over_16_mib_is_refused_as_the_command_line_refuses_it() {
        let long = format!("{{\"rules\": \"classic\", \"meta\": \"{}\"}}", "x".repeat(16 << 20));
        let e = check(long, Lang::En).unwrap_err();
        assert_eq!(e.to_string(), "the record (over 16 MiB) is over the limit of 16777216 bytes");
    }

    #[test]
    fn a_record_that_is_not_utf8_gets_the_command_lines_error() {
        let (status, out) = call(|| bs_check(0), b"rules: classic\nplayers: ann, b\xe9n\n");
        assert_eq!(status, 1);
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value["error"], "2:16: expected UTF-8 text, found byte 0xe9");
        let (_, out) = call(|| bs_check(0), b"\xff\xfer\x00");
        assert!(out.contains("the file is UTF-16"), "{out}");
    }

    #[test]
    fn rules_resolve_and_a_fleet_is_checked_alone() {
        let (status, out) = call(|| bs_rules(0), "russian");
        assert_eq!(status, 0);
        assert!(out.contains("\"touching\": \"forbidden\""), "{out}");
        let (status, out) = call(|| bs_fleet(0), "classic\nplayer\n1 ##\n2 ##\n");
        assert_eq!(status, 0, "{out}");
        let report: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(report["legal"], false);
    }

    /// `"ru"` as the page passes it.
    const RU: u32 = b'r' as u32 + 256 * b'u' as u32;

    #[test]
    fn numbers_are_read_in_the_digits_they_are_typed_in() {
        let (status, out) = call(|| bs_digits(), "১২");
        assert_eq!(status, 0);
        assert_eq!(serde_json::from_str::<Value>(&out).unwrap(), json!({"digits": "12", "zero": "০"}));
        assert_eq!(call(|| bs_digits(), "१2").1, "null", "two scripts in one number");
    }

    #[test]
    fn languages_are_read_from_two_letters() {
        assert_eq!(lang_of(RU), Lang::Ru);
        assert_eq!(lang_of(0), Lang::En);
        assert_eq!(lang_of(u32::from(b'x') + 256 * u32::from(b'x')), Lang::En);
    }

    #[test]
    fn a_fleet_is_worded_under_its_owners_name_with_its_cells_as_numbers() {
        let (status, out) = call(|| bs_fleet(RU), "russian\nann\n1 ##\n2 ##\n");
        assert_eq!(status, 0, "{out}");
        let report: Value = serde_json::from_str(&out).unwrap();
        let first = &report["violations"][0];
        assert_eq!(first["player"], "ann");
        let message = first["message"].as_str().unwrap();
        assert!(message.contains("ann") && !message.contains("player"), "{message}");
        assert_eq!(first["message"], Words::new(Lang::Ru).violation(&fleet_violation()), "worded in Russian");
        assert_eq!(first["spots"], json!([[0, 0], [1, 0], [0, 1], [1, 1]]));
        assert_eq!(report["ships"][0]["spots"], json!([[0, 0], [1, 0], [0, 1], [1, 1]]));
        assert_eq!(report["class_names"]["cruiser"], "крейсер");
    }

    /// The first violation of the 2x2 block of the test above, checked in English terms.
    fn fleet_violation() -> broadside_core::verdict::Violation {
        let spec =
            Referee::new(&Overrides { rules: Some("russian".into()), fleet: None }).unwrap().spec_over(None).unwrap();
        let resolved = spec.resolve();
        broadside_core::paper::check_fleet_of("1 ##\n2 ##\n", spec, &resolved, Some("ann"))
            .unwrap()
            .violations
            .remove(0)
    }

    #[test]
    fn a_verdict_is_worded_in_the_language_asked_and_its_facts_follow() {
        let record = r#"{"rules": {"base": "classic", "board": {"columns": 3, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
            "fleets": {"ann": [{"cells": ["A1"]}], "bob": [{"cells": ["C1"]}]},
            "shots": [{"player": "ann", "at": "D1", "reply": "miss"}]}"#;
        let (status, out) = call(|| bs_check(RU), record);
        assert_eq!(status, 0, "{out}");
        let verdict = broadside_core::check::verdict(&referee(), record.to_owned()).unwrap();
        let mut expected = Vec::new();
        broadside_core::check::write_json(&mut expected, &verdict, Lang::Ru).unwrap();
        assert_eq!(out, String::from_utf8(expected).unwrap());
        let (_, facts) = call(|| bs_facts(), "");
        let facts: Value = serde_json::from_str(&facts).unwrap();
        assert_eq!(facts["result"], Words::new(Lang::Ru).result(&verdict));
        assert_eq!(facts["spots"], json!([["D1"]]), "ann's shot off the board, as written");
        assert_eq!(facts["moves"], json!(["1-й выстрел игрока ann"]), "its move as ann's sheet numbers it");
        let (_, words) = call(|| bs_words(), "");
        let words: Value = serde_json::from_str(&words).unwrap();
        assert_eq!(words["ru"]["fleet-of"], "Флот игрока {name}");
        assert_eq!(words["en"]["title"], "Check a game kept on paper");
    }

    #[test]
    fn a_record_is_read_onto_the_sheets_by_the_referee() {
        // A range, a cell list and a drawn grid; a lower-case shot; each reply a mark.
        let record = r#"{"rules": {"base": "classic", "board": {"columns": 4, "rows": 3},
                "fleet": [{"ship": "boat", "size": 2}]},
            "players": ["ann", "bob"], "first": "bob",
            "fleets": {"ann": [{"cells": "A1-A2"}], "bob": {"grid": ["....", "..##", "...."]}},
            "shots": [{"player": "bob", "at": "a3", "reply": "miss"},
                      {"player": "ann", "at": "C2", "reply": "hit"},
                      {"player": "ann", "at": [3, 1], "reply": "sunk"}]}"#;
        let read: Value = serde_json::from_str(&sheets(record).unwrap()).unwrap();
        assert_eq!(read["players"], json!(["ann", "bob"]));
        assert_eq!((&read["first"], &read["letters"]), (&json!("bob"), &json!("latin")));
        assert_eq!(read["fleets"], json!([[[0, 0], [0, 1]], [[2, 1], [3, 1]]]));
        let shot = |at: [u8; 2], number: u32, mark: &str| json!({"at": at, "number": number, "mark": mark});
        assert_eq!(
            read["shots"]["player"],
            json!([[shot([2, 1], 1, "x"), shot([3, 1], 2, "x")], [shot([0, 2], 1, "o")]])
        );
        assert_eq!(read["shots"]["game"][0], json!([shot([2, 1], 2, "x"), shot([3, 1], 3, "x")]));
        // What paper cannot hold: a forfeit, a shot off the board.
        let forfeit = record.replace(
            r#"{"player": "ann", "at": [3, 1], "reply": "sunk"}"#,
            r#"{"player": "ann", "forfeit": "timeout"}"#,
        );
        assert_eq!(sheets(&forfeit).unwrap(), "null");
        assert_eq!(sheets(&record.replace("\"C2\"", "\"E2\"")).unwrap(), "null");
        // A paper record's letters, as its grids name its columns.
        let mut paper = String::from("rules: russian\nplayers: ann, bob\n");
        for (name, ship) in [("ann", 0), ("bob", 9)] {
            paper.push_str(&format!("\n{name} fleet:\n    А Б В Г Д Е Ж З И К\n"));
            for row in 1..=10 {
                let cells: Vec<&str> = (0..10).map(|c| if row == 1 && c == ship { "#" } else { "." }).collect();
                paper.push_str(&format!("{row:>3} {}\n", cells.join(" ")));
            }
        }
        paper.push_str("\nlog:\nann Б2 miss\n");
        let read: Value = serde_json::from_str(&sheets(&paper).unwrap()).unwrap();
        assert_eq!(read["letters"], "cyrillic");
        assert_eq!(read["shots"]["player"][0], json!([shot([1, 1], 1, "o")]));
        let (_, letters) = call(|| bs_letters(1, 10), "");
        assert_eq!(letters, "АБВГДЕЖЗИК");
        assert_eq!(call(|| bs_letters(1, 11), "").1, "ABCDEFGHIJK", "Latin past ten columns");
    }
}
