//! The letters a paper labels its columns with (contract §5): Latin, or the Cyrillic ones
//! Russian players write; the first line of a grid that names its columns, and cells renamed
//! into a sheet's letters for the verdict.

use super::line::{Line, error_at};
use crate::error::{InputError, quote};

/// The letters a paper labels its columns with (contract §5): Latin `A B C …`, or the Cyrillic
/// ones Russian players write, `А Б В Г Д Е Ж З И К`, the same with `Й` for the tenth (v3), or
/// the word `Р Е С П У Б Л И К А` (ten columns).
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
    fn of(letters: &[char]) -> Option<Letters> {
        let upper: Vec<char> = letters.iter().map(|c| c.to_uppercase().next().unwrap_or(*c)).collect();
        Letters::ALL.into_iter().find(|kind| {
            !upper.is_empty()
                && upper.iter().enumerate().all(|(i, &c)| u8::try_from(i).ok().and_then(|i| kind.letter(i)) == Some(c))
        })
    }

    /// `text` with each cell of a board of `columns` × `rows` named by these letters: a Latin
    /// letter and a row number standing as a word of their own (`D7`, not inside `AD7`) become
    /// `Д7`. The players' `names` are left as they are.
    pub fn rename_cells(self, text: &str, columns: u8, rows: u8, names: [&str; 2]) -> String {
        if self == Letters::Latin {
            return text.to_owned();
        }
        // Split around the names (longest first), renaming only the text between them.
        let mut names: Vec<&str> = names.into_iter().filter(|n| !n.is_empty()).collect();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while !rest.is_empty() {
            let next = names.iter().filter_map(|n| rest.find(n).map(|at| (at, n.len()))).min();
            let (plain, name, after) = match next {
                Some((at, len)) => (&rest[..at], &rest[at..at + len], &rest[at + len..]),
                None => (rest, "", ""),
            };
            out.push_str(&self.rename_plain(plain, columns, rows));
            out.push_str(name);
            rest = after;
        }
        out
    }

    fn rename_plain(self, text: &str, columns: u8, rows: u8) -> String {
        let chars: Vec<char> = text.chars().collect();
        let mut out = String::with_capacity(text.len());
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let starts_word = i == 0 || !chars[i - 1].is_alphanumeric();
            let digits = chars[i + 1..].iter().take_while(|d| d.is_ascii_digit()).count();
            let ends_word = chars.get(i + 1 + digits).is_none_or(|d| !d.is_alphanumeric());
            if starts_word && ends_word && c.is_ascii_uppercase() && (1..=2).contains(&digits) {
                let col = c as u8 - b'A';
                let row: u32 = chars[i + 1..i + 1 + digits].iter().collect::<String>().parse().unwrap_or(0);
                if let Some(letter) = self.letter(col).filter(|_| col < columns && (1..=u32::from(rows)).contains(&row))
                {
                    out.push(letter);
                    out.extend(&chars[i + 1..i + 1 + digits]);
                    i += 1 + digits;
                    continue;
                }
            }
            out.push(c);
            i += 1;
        }
        out
    }
}

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

/// The error for a first line of letters that names no columns (contract §5, v3: it must not
/// become a row): where it leaves the set it is closest to, and which alphabet that letter is.
pub(crate) fn unknown_letters(line: &Line, columns: Option<u8>) -> InputError {
    let letters = letters_of(line);
    let latin = letters.iter().filter(|c| c.is_ascii_alphabetic()).count();
    let cyrillic = letters.iter().filter(|c| matches!(c, '\u{0400}'..='\u{04ff}')).count();
    if latin > 0 && cyrillic > 0 {
        // Look-alikes typed on the other keyboard: point at the first letter of the fewer.
        let odd =
            |c: &char| if latin >= cyrillic { matches!(c, '\u{0400}'..='\u{04ff}') } else { c.is_ascii_alphabetic() };
        let at = line.text.chars().position(|c| odd(&c)).unwrap_or(0);
        let (odd_name, usual) = if latin >= cyrillic { ("Cyrillic", "Latin") } else { ("Latin", "Cyrillic") };
        let shown: Vec<String> = letters.iter().filter(|c| odd(c)).map(char::to_string).collect();
        return error_at(
            line.no,
            line.column + at,
            format!(
                "{} is not a line of column letters nor a row: it mixes {odd_name} letters ({}) with {usual} ones, as when look-alikes are typed on the other keyboard; write every column letter in one alphabet",
                quote(line.text),
                shown.join(" ")
            ),
        );
    }
    let upper: Vec<char> = letters.iter().map(|c| c.to_uppercase().next().unwrap_or(*c)).collect();
    let matched =
        |kind: Letters| upper.iter().enumerate().take_while(|&(i, &c)| kind.letter(i as u8) == Some(c)).count();
    let kind = Letters::ALL.into_iter().max_by_key(|&k| (matched(k), std::cmp::Reverse(k as u8))).unwrap_or_default();
    let at = matched(kind);
    let script = |c: char| match c {
        'A'..='Z' | 'a'..='z' => "a Latin letter",
        '\u{0400}'..='\u{04ff}' => "a Cyrillic letter",
        _ => "a letter of neither alphabet",
    };
    let wanted = kind.letter(at as u8).map_or_else(
        || format!("no letter past the {at}th"),
        |w| format!("{} ({})", quote(&w.to_string()), script(w).trim_start_matches("a ")),
    );
    let bad = letters.get(at).copied().unwrap_or(' ');
    let (no, column) = (line.no, line.column + line.text.chars().position(|c| c == bad).unwrap_or(0));
    let size = columns.map_or(String::new(), |n| format!(" for {n} columns"));
    error_at(
        no,
        column,
        format!(
            "{} is not a line of column letters{size} nor a row: its letter {} is {} where {} expects {wanted}; column letters are A B C … (Latin), А Б В Г Д Е Ж З И К or А Б В Г Д Е Ж З И Й, or Р Е С П У Б Л И К А",
            quote(line.text),
            quote(&bad.to_string()),
            script(bad),
            kind.in_words()
        ),
    )
}

/// Whether a line is letters only (two or more, spaces and `|` aside): a header, or meant as one.
pub(crate) fn is_letters(line: &Line) -> bool {
    let letters = letters_of(line);
    letters.len() >= 2 && letters.iter().all(|c| c.is_alphabetic())
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
    fn cells_are_renamed_but_not_names_or_longer_words() {
        let text = "D7 fired at by A1, see J10 and K1 and AD7; entry 3";
        assert_eq!(
            Letters::Cyrillic.rename_cells(text, 10, 10, ["A1", "bob"]),
            "Г7 fired at by A1, see К10 and K1 and AD7; entry 3"
        );
        assert_eq!(Letters::Latin.rename_cells(text, 10, 10, ["A1", "bob"]), text);
        assert_eq!(Letters::Respublika.rename_cells("A1-B1", 10, 10, ["x", "y"]), "Р1-Е1");
    }
}
