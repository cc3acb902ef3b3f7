//! The first line of a grid that names its columns ([`Letters`], docs/format.md §6), and the
//! errors of one that names none.

use super::line::Line;
use crate::error::{ColumnSet, InputError, LogFault, Script};
pub use crate::letters::Letters;

/// The column letters of `line`, when it is a line of them (a grid's optional first line): every
/// character other than spaces and `|` a letter, together the start of one of the [`Letters`]
/// sequences. Returns the kind and how many columns they name.
pub(crate) fn column_letters(line: &Line) -> Option<(Letters, usize)> {
    let letters = letters_of(line);
    if !letters.iter().all(|c| c.is_alphabetic()) {
        return None;
    }
    Letters::of(&letters).map(|kind| (kind, letters.len()))
}

/// The characters of `line` other than spaces and `|`: the letters of a line of column letters.
pub(crate) fn letters_of(line: &Line) -> Vec<char> {
    line.text.chars().filter(|c| !c.is_whitespace() && *c != '|').collect()
}

/// The error for a first line of letters that names no columns (docs/format.md §6 "Fleets": it must
/// not become a row): where it leaves the set it is closest to, and which alphabet that letter is.
pub(crate) fn unknown_letters(line: &Line, columns: Option<u8>) -> InputError {
    let letters = letters_of(line);
    let latin = letters.iter().filter(|c| c.is_ascii_alphabetic()).count();
    let cyrillic = letters.iter().filter(|c| matches!(c, '\u{0400}'..='\u{04ff}')).count();
    if latin > 0 && cyrillic > 0 {
        // Look-alikes typed on the other keyboard: point at the first letter of the fewer.
        let odd =
            |c: &char| if latin >= cyrillic { matches!(c, '\u{0400}'..='\u{04ff}') } else { c.is_ascii_alphabetic() };
        let at = line.text.chars().position(|c| odd(&c)).unwrap_or(0);
        let odd_script = if latin >= cyrillic { Script::Cyrillic } else { Script::Latin };
        return InputError::text(
            line.no,
            line.column + at,
            LogFault::MixedLetters {
                line: line.text.to_owned(),
                odd: odd_script,
                letters: letters.iter().copied().filter(|c| odd(c)).collect(),
            },
        );
    }
    let upper: Vec<char> = letters.iter().map(|c| c.to_uppercase().next().unwrap_or(*c)).collect();
    let matched =
        |kind: Letters| upper.iter().enumerate().take_while(|&(i, &c)| kind.letter(i as u8) == Some(c)).count();
    let kind = Letters::ALL.into_iter().max_by_key(|&k| (matched(k), std::cmp::Reverse(k as u8))).unwrap_or_default();
    let at = matched(kind);
    let bad = letters.get(at).copied().unwrap_or(' ');
    let (no, column) = (line.no, line.column + line.text.chars().position(|c| c == bad).unwrap_or(0));
    let set = match kind {
        Letters::Latin => ColumnSet::Latin,
        kind => ColumnSet::Cyrillic(kind.in_words()),
    };
    InputError::text(
        no,
        column,
        LogFault::NotColumnLetters {
            line: line.text.to_owned(),
            columns,
            letter: bad,
            set,
            expected: kind.letter(at as u8),
            matched: at,
        },
    )
}

/// Whether a line is letters only (two or more, spaces and `|` aside): a header, or meant as one.
pub(crate) fn is_letters(line: &Line) -> bool {
    let letters = letters_of(line);
    letters.len() >= 2 && letters.iter().all(|c| c.is_alphabetic())
}
