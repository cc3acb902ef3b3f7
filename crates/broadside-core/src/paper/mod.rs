//! The paper record (docs/format.md §6): a game written down the way people keep it on paper, read
//! into the JSON record it stands for, and a JSON record written back as paper.
//!
//! A paper record is plain text: header lines (`rules: salvo`), one fleet section a player (a
//! drawing or a list of ships), and the log as `log:` lines or as each player's numbered shot
//! grid. [`read`] turns it into the JSON text of the record (docs/format.md §2) and a [`Sheet`]
//! that remembers where each part came from, so that an error or a violation can be found on the
//! paper again: every error names the file's line and column. [`write()`] is the reverse.
//!
//! The verdict of a paper record is the verdict of the JSON record it converts to; the JSON is
//! read by the same reader as any record.
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
//! 4. `json`: the JSON record written from what the paper says.
//! 5. `sheet`: where each part of the record stands on the paper ([`Sheet`], [`Converted`]).
//! 6. `grid`: fleet drawings and shot grids.
//! 7. `fleet`: one fleet alone, as `broadside fleet` reads it ([`check_fleet`]).
//! 8. `log`: `log:` lines and ship lists.
//! 9. `numbering`: shot grids into a log, by their numbering.
//! 10. `convert`: the header and the sections into the JSON record.
//! 11. `write`: a JSON record written as paper.

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
mod write;

use crate::board::Boards;
use crate::error::InputError;
use crate::referee::{MAX_RECORD_BYTES, Referee};
use crate::verdict::Verdict;

pub use fleet::{FLEET_OWNER, check_fleet, check_fleet_of, parse_text};
pub use letters::Letters;
pub use lexicon::typed_number;
pub use sheet::{Converted, Located, Sheet};
pub use write::{write, write_in};

/// Whether `text` is a JSON record rather than a paper record: its first character other than
/// white space, after an optional byte order mark, is `{` (docs/format.md §6).
pub fn is_json(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.trim_start().starts_with('{')
}

/// Reads a paper record into the JSON record it stands for, with `referee`'s rules (its
/// `--rules`/`--fleet`, else the header's) deciding how shot grids become a log.
///
/// # Errors
/// [`InputError::Json`] with the paper's line and column (its `path` empty) and what was
/// expected, in a paper player's words; [`InputError::Limit`] for text over 16 MiB.
pub fn read(text: &str, referee: &Referee) -> Result<Converted, InputError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(InputError::too_large(Some(text.len()), MAX_RECORD_BYTES));
    }
    convert::convert(&composed(text), referee)
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
        assert!(!is_json(""));
    }
}
