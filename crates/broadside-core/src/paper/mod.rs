//! The paper record (docs/format.md §6): a game written down the way people keep it on paper, read
//! into the game record it stands for, and a JSON record written back as paper.
//!
//! A paper record is plain text: header lines (`rules: salvo`), one fleet section a player (a
//! drawing or a list of ships), and the log as `log:` lines or as each player's numbered shot
//! grid. [`read`] turns it into the game record (docs/format.md §2), typed as the JSON reader
//! reads a record, and a [`Sheet`] that remembers where each part came from, so that an error or
//! a violation can be found on the paper again: every error names the file's line and column.
//! [`to_json`] writes the JSON record instead (for `broadside record`); [`write()`] is the
//! reverse.
//!
//! The verdict of a paper record is the verdict of the JSON record it converts to: the record
//! read is the one the JSON reader reads from that JSON, and its faults are that reader's.
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, and none imports this
//! module itself (the crate's test `layers` holds them to it):
//!
//! 1. `line`: the lines that count, and errors placed on them by line and column.
//! 2. `lexicon`: the words a sheet may write in each language of the message catalogs, and the
//!    digits of their scripts.
//! 3. `letters`: the column letters of a sheet ([`Letters`]).
//! 4. `json`: the record as the paper gives it, in the writer's typed parts, and its JSON.
//! 5. `typed`: those parts read as the game record, as the JSON reader reads their JSON.
//! 6. `sheet`: where each part of the record stands on the paper ([`Sheet`], [`Converted`]).
//! 7. `grid`: fleet drawings and shot grids.
//! 8. `fleet`: one fleet alone, as `broadside fleet` reads it ([`check_fleet`]).
//! 9. `log`: `log:` lines and ship lists.
//! 10. `numbering`: shot grids into a log, by their numbering.
//! 11. `convert`: the header and the sections into the record.
//! 12. `write`: a record written as paper.

mod convert;
mod fleet;
mod grid;
mod json;
mod letters;
mod lexicon;
mod line;
mod log;
mod numbering;
mod sheet;
mod typed;
mod write;

use crate::board::Boards;
use crate::error::InputError;
use crate::referee::{MAX_RECORD_BYTES, Referee};
use crate::verdict::Verdict;

pub use fleet::{FLEET_OWNER, check_fleet, check_fleet_of, parse_text};
pub use letters::Letters;
pub use lexicon::typed_number;
pub use sheet::{Converted, Located, Sheet};
pub use write::{write, write_in, write_record};

/// Whether `text` is read as a JSON record rather than a paper record: its first character
/// other than white space, after an optional byte order mark, is `{`, or it has none (the JSON
/// reader names an empty input as such, where the paper reader would only miss its fleets;
/// docs/format.md §6).
pub fn is_json(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text).trim_start();
    text.is_empty() || text.starts_with('{')
}

/// Reads a paper record into the game record it stands for, with `referee`'s rules (its
/// `--rules`/`--fleet`, else the header's) deciding how shot grids become a log: the record the
/// JSON reader reads from its JSON record ([`to_json`]), its drawn fleets as far as they were
/// read into ships, and where each part stands on the paper.
///
/// # Errors
/// An [`InputError`] at the paper's line and column saying what was expected, in a paper
/// player's words; a fault the JSON reader would find in the JSON record, placed on the paper
/// ([`Sheet::locate`]); too large for text over 16 MiB.
pub fn read(text: &str, referee: &Referee) -> Result<Converted, InputError> {
    let convert::Read { record, rules, log, sheet, readings } = convert::convert(&within_limit(text)?, referee)?;
    let record = typed::record(record, rules, log).map_err(|e| sheet.locate(e))?;
    Ok(Converted { record, sheet, readings })
}

/// The JSON record (docs/format.md §2) a paper record stands for, as `broadside record` writes
/// it: pretty-printed but for the log, one entry a line, without a line end after it. (It may
/// be longer than the byte limit of a JSON record: the paper was held to it.) Read as [`read`]
/// reads the paper; the JSON is not read back.
///
/// # Errors
/// As [`read`], but for the faults of the JSON record.
pub fn to_json(text: &str, referee: &Referee) -> Result<String, InputError> {
    convert::convert::<json::Writer>(&within_limit(text)?, referee).map(|read| read.log.finish())
}

/// `text`, [`composed`], where it is within the byte limit of a record.
///
/// # Errors
/// Too large for text over 16 MiB.
fn within_limit(text: &str) -> Result<std::borrow::Cow<'_, str>, InputError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(InputError::too_large(Some(text.len()), MAX_RECORD_BYTES));
    }
    Ok(composed(text))
}

/// `text` with its letters composed (Unicode NFC), as the catalogs write theirs: a letter typed
/// as a base and a mark (`И` and a breve, `e` and a diaeresis) or precomposed where the standard
/// decomposes it (Bengali `য়`) is the same letter, in a word, a name or a column's letter. Lines
/// and columns are counted in the composed text, which counts a letter and its marks as an
/// editor shows them more nearly than their code points do.
fn composed(text: &str) -> std::borrow::Cow<'_, str> {
    use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};
    match is_nfc_quick(text.chars()) {
        IsNormalized::Yes => std::borrow::Cow::Borrowed(text),
        _ => std::borrow::Cow::Owned(text.nfc().collect()),
    }
}

/// Reads a paper record and adjudicates it: the verdict of the JSON record it converts to.
///
/// # Errors
/// As [`read`]; errors the JSON record meets are placed on the paper ([`Sheet::locate`]).
pub fn check(text: &str, referee: &Referee) -> Result<(Verdict, Sheet), InputError> {
    let converted = read(text, referee)?;
    let verdict = converted.adjudicate(referee)?;
    Ok((verdict, converted.sheet))
}

/// As [`check`], also giving both final boards (for `--format text`).
///
/// # Errors
/// As [`check`].
pub fn check_with_boards(text: &str, referee: &Referee) -> Result<(Verdict, Boards, Sheet), InputError> {
    let converted = read(text, referee)?;
    let (verdict, boards) = converted.adjudicate_with_boards(referee)?;
    Ok((verdict, boards, converted.sheet))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_is_told_from_paper_by_its_first_character() {
        assert!(is_json("{}"));
        assert!(is_json("\u{feff}  \n {\"rules\": 1}"));
        assert!(!is_json("rules: classic\n"));
        assert!(!is_json("// {\n"));
        assert!(is_json(""), "an empty input is named empty by the JSON reader");
        assert!(is_json("\u{feff} \n\t"));
    }
}
