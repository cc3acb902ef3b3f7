//! The letters a sheet names its columns with (docs/format.md §6): Latin, or the Cyrillic ones
//! Russian players write. A verdict names cells with them ([`crate::words`]).

use crate::coord::Cell;

/// The letters a paper labels its columns with (docs/format.md §6 "Fleets"): Latin `A B C …`, or
/// the Cyrillic ones Russian players write, `А Б В Г Д Е Ж З И К`, the same with `Й` for the tenth
/// (v3), or the word `Р Е С П У Б Л И К А` (ten columns).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Letters {
    /// `A B C …`, up to 26 columns.
    #[default]
    Latin,
    /// `А Б В Г Д Е Ж З И К` (the alphabet without `Й`), up to 10 columns.
    Cyrillic,
    /// `А Б В Г Д Е Ж З И Й` (the alphabet in order, v3), up to 10 columns.
    CyrillicShortI,
    /// `Р Е С П У Б Л И К А`, the word "republic": ten distinct letters, 10 columns.
    Respublika,
}

const CYRILLIC: [char; 10] = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И', 'К'];
const CYRILLIC_SHORT_I: [char; 10] = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И', 'Й'];
const RESPUBLIKA: [char; 10] = ['Р', 'Е', 'С', 'П', 'У', 'Б', 'Л', 'И', 'К', 'А'];

impl Letters {
    /// The letter of column `col` (from 0), or `None` past the letters this kind has.
    pub fn letter(self, col: u8) -> Option<char> {
        match self {
            Letters::Latin => (col < 26).then(|| char::from(b'A' + col)),
            Letters::Cyrillic => CYRILLIC.get(usize::from(col)).copied(),
            Letters::CyrillicShortI => CYRILLIC_SHORT_I.get(usize::from(col)).copied(),
            Letters::Respublika => RESPUBLIKA.get(usize::from(col)).copied(),
        }
    }

    /// The name of column `col` (from 0, under 26) as a page or a text verdict shows it: this
    /// kind's letter, or the Latin one past the letters this kind has (a 26-column board
    /// written with a 10-letter sheet's letters).
    pub fn shown(self, col: u8) -> char {
        self.letter(col).unwrap_or(char::from(b'A' + col))
    }

    /// All the kinds, in the order a header is matched against them.
    pub const ALL: [Letters; 4] = [Letters::Latin, Letters::Cyrillic, Letters::CyrillicShortI, Letters::Respublika];

    /// The column of `letter` (either case) among these letters, from 0.
    pub fn column(self, letter: char) -> Option<u8> {
        let upper = letter.to_uppercase().next().unwrap_or(letter);
        (0..26u8).find(|&i| self.letter(i) == Some(upper))
    }

    /// The letters in words, for messages: `А Б В Г Д Е Ж З И К`.
    pub fn in_words(self) -> String {
        self.in_words_within(10)
    }

    /// The letters of a board's first `columns` columns in words (`А Б В Г Д Е` on 6).
    pub fn in_words_within(self, columns: u8) -> String {
        match self {
            Letters::Latin => "A B C … (Latin)".to_owned(),
            kind => (0..columns.min(10)).filter_map(|i| kind.letter(i)).map(String::from).collect::<Vec<_>>().join(" "),
        }
    }

    /// `cell` (such as `Д5` or `д5`) with its column letter in Latin (`E5`); other text as it is.
    pub fn to_latin(self, cell: &str) -> std::borrow::Cow<'_, str> {
        let mut chars = cell.chars();
        let found = chars.next().and_then(|c| self.column(c));
        match found {
            Some(col) if self != Letters::Latin => {
                std::borrow::Cow::Owned(format!("{}{}", char::from(b'A' + col), chars.as_str()))
            }
            _ => std::borrow::Cow::Borrowed(cell),
        }
    }

    /// The kind of letters `letters` are, when they are the first `letters.len()` of a kind's
    /// sequence (either case).
    pub fn of(letters: &[char]) -> Option<Letters> {
        let upper: Vec<char> = letters.iter().map(|c| c.to_uppercase().next().unwrap_or(*c)).collect();
        Letters::ALL.into_iter().find(|kind| {
            !upper.is_empty()
                && upper.iter().enumerate().all(|(i, &c)| u8::try_from(i).ok().and_then(|i| kind.letter(i)) == Some(c))
        })
    }
}

impl Letters {
    /// Cell `cell` named with these letters: `Д7` for E7 with Cyrillic ones.
    pub fn cell(self, cell: Cell) -> String {
        let mut out = String::with_capacity(5);
        out.push(self.shown(cell.col));
        out.push_str(&(u16::from(cell.row) + 1).to_string());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_recognised() {
        assert_eq!(Letters::of(&['A', 'B', 'C']), Some(Letters::Latin));
        assert_eq!(Letters::of(&['а', 'б']), Some(Letters::Cyrillic));
        assert_eq!(Letters::of(&RESPUBLIKA), Some(Letters::Respublika));
        assert_eq!(Letters::of(&['B', 'C']), None);
        assert_eq!(Letters::of(&[]), None);
    }

    #[test]
    fn cells_are_named_in_the_sheets_letters() {
        assert_eq!(Letters::Cyrillic.cell(Cell::new(3, 6)), "Г7");
        assert_eq!(Letters::Latin.cell(Cell::new(9, 9)), "J10");
        assert_eq!(Letters::Respublika.cell(Cell::new(1, 0)), "Е1");
        // Past a 10-letter kind's letters, the Latin letter.
        assert_eq!(Letters::Cyrillic.cell(Cell::new(12, 0)), "M1");
    }
}
