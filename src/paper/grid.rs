//! Grids on paper (contract §5, "A fleet section", "A NAME shots: section"): drawings of a fleet
//! and the numbered grids players mark their shots on, with their optional column letters and
//! row numbers.

use super::error_at;
use super::text::Line;
use crate::error::{InputError, quote};
use crate::record::MAX_GRID_SIDE;

/// The letters a paper labels its columns with (contract §5): Latin `A B C …`, or the Cyrillic
/// ones Russian players write, `А Б В Г Д Е Ж З И К` or the word `Р Е С П У Б Л И К А`
/// (ten columns).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Letters {
    /// `A B C …`, up to 26 columns.
    #[default]
    Latin,
    /// `А Б В Г Д Е Ж З И К` (the alphabet without `Й`), up to 10 columns.
    Cyrillic,
    /// `Р Е С П У Б Л И К А`, the word "republic": ten distinct letters, 10 columns.
    Respublika,
}

const CYRILLIC: [char; 10] = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И', 'К'];
const RESPUBLIKA: [char; 10] = ['Р', 'Е', 'С', 'П', 'У', 'Б', 'Л', 'И', 'К', 'А'];

impl Letters {
    /// The letter of column `col` (from 0), or `None` past the letters this kind has.
    pub fn letter(self, col: u8) -> Option<char> {
        match self {
            Letters::Latin => (col < 26).then(|| char::from(b'A' + col)),
            Letters::Cyrillic => CYRILLIC.get(usize::from(col)).copied(),
            Letters::Respublika => RESPUBLIKA.get(usize::from(col)).copied(),
        }
    }

    /// `cell` (such as `Д5`) with its column letter in Latin (`E5`); other text as it is.
    pub fn to_latin(self, cell: &str) -> std::borrow::Cow<'_, str> {
        let mut chars = cell.chars();
        let found = chars.next().and_then(|c| (0..26u8).find(|&i| self.letter(i) == Some(c)));
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
        [Letters::Latin, Letters::Cyrillic, Letters::Respublika].into_iter().find(|kind| {
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

/// The column letters of `line`, when it is a header of them: every character other than
/// spaces and `|` a letter, together the start of one of the [`Letters`] sequences.
fn header(line: &Line) -> Option<(Letters, usize)> {
    let letters: Vec<char> = line.text.chars().filter(|c| !c.is_whitespace() && *c != '|').collect();
    if !letters.iter().all(|c| c.is_alphabetic()) {
        return None;
    }
    Letters::of(&letters).map(|kind| (kind, letters.len()))
}

/// A fleet drawn on paper: the rows (`true` a ship cell), and the letters its header used.
pub(crate) struct Drawing {
    pub rows: Vec<Vec<bool>>,
    pub letters: Option<Letters>,
}

/// Reads a fleet section that is a drawing: rows of cells separated by spaces or not, `#`, `X`,
/// `x` and `1` ship cells and anything else water (`|` between cells is ignored), an optional
/// first line of column letters, and optional row numbers counting 1, 2, 3 … as the first
/// word of every row.
///
/// # Errors
/// The line and column of rows of unequal length, a header that does not match the rows, or
/// a drawing over 52 rows or columns.
pub(crate) fn drawing(owner: &str, head: &Line, lines: &[Line]) -> Result<Drawing, InputError> {
    let (letters, lines) = match lines.split_first() {
        Some((first, rest)) => match header(first) {
            Some((kind, n)) => (Some((kind, n, first)), rest),
            None => (None, lines),
        },
        None => (None, lines),
    };
    if lines.is_empty() {
        return Err(error_at(
            head.no,
            head.column,
            format!(
                "{}'s fleet section is empty: expected a drawing of the board or a list of ships such as \"battleship B2-F2\"",
                super::shown(owner)
            ),
        ));
    }
    let numbered = lines.iter().enumerate().all(|(i, l)| first_word(l.text).parse::<usize>().ok() == Some(i + 1));
    let mut rows = Vec::with_capacity(lines.len());
    let mut width: Option<(usize, usize)> = None;
    for (i, line) in lines.iter().enumerate() {
        let cells = if numbered { &line.text[first_word(line.text).len()..] } else { line.text };
        let row: Vec<bool> = cells
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '|')
            .map(|c| matches!(c, '#' | 'X' | 'x' | '1'))
            .collect();
        if row.len() > MAX_GRID_SIDE {
            return Err(error_at(
                line.no,
                line.column,
                format!("expected at most {MAX_GRID_SIDE} cells in a row, found {}", row.len()),
            ));
        }
        match width {
            None => width = Some((line.no, row.len())),
            Some((first, w)) if w != row.len() => {
                return Err(error_at(
                    line.no,
                    line.column,
                    format!(
                        "the rows of a drawing must have equal length: row {} has {} cells, but the row on line {first} has {w}",
                        i + 1,
                        row.len()
                    ),
                ));
            }
            Some(_) => {}
        }
        rows.push(row);
    }
    if rows.len() > MAX_GRID_SIDE {
        return Err(error_at(
            head.no,
            head.column,
            format!("expected at most {MAX_GRID_SIDE} rows in a drawing, found {}", rows.len()),
        ));
    }
    let width = width.map_or(0, |(_, w)| w);
    if let Some((_, n, line)) = letters.filter(|&(_, n, _)| n != width) {
        return Err(error_at(
            line.no,
            line.column,
            format!("the column letters name {n} columns, but the rows have {width} cells"),
        ));
    }
    Ok(Drawing { rows, letters: letters.map(|(kind, _, _)| kind) })
}

/// The first word of `text` (up to a space).
fn first_word(text: &str) -> &str {
    text.split_whitespace().next().unwrap_or("")
}

/// A mark beside a shot's number on a shot grid: the defender's reply as the shooter wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// `x`: hit or sunk.
    Hit,
    /// `o`: miss.
    Miss,
}

/// One numbered cell of a shot grid.
#[derive(Clone, Debug)]
pub(crate) struct Marked {
    pub col: u8,
    pub row: u8,
    pub number: u64,
    pub mark: Option<Mark>,
    pub line: usize,
    pub column: usize,
}

/// The largest number a shot grid's cell may hold.
pub(crate) const MAX_NUMBER: u64 = crate::record::MAX_ENTRIES as u64;

/// Reads a shot grid of `columns` × `rows`: cells separated by spaces, each `.` or a number with
/// an optional mark `x` or `o`; an optional first line of column letters; a row number first on
/// every row or on none. The numbered cells are returned in reading order (row by row).
///
/// # Errors
/// The line and column of a cell that is none of these, a row of the wrong length, or a grid
/// of the wrong number of rows.
pub(crate) fn shot_grid(
    owner: &str,
    head: &Line,
    lines: &[Line],
    columns: u8,
    rows: u8,
) -> Result<(Vec<Marked>, Option<Letters>), InputError> {
    let owner = super::shown(owner);
    let (letters, lines) = match lines.split_first() {
        Some((first, rest)) => match header(first) {
            Some((kind, n)) if n == usize::from(columns) => (Some(kind), rest),
            Some((_, n)) => {
                return Err(error_at(
                    first.no,
                    first.column,
                    format!("the column letters name {n} columns, but the board has {columns}"),
                ));
            }
            None => (None, lines),
        },
        None => (None, lines),
    };
    if lines.len() != usize::from(rows) {
        let at = lines.get(usize::from(rows)).unwrap_or(head);
        return Err(error_at(
            at.no,
            at.column,
            format!("{owner}'s shots: expected a grid of the board's {rows} rows, found {} rows", lines.len()),
        ));
    }
    let words: Vec<Vec<(&str, usize)>> = lines.iter().map(|l| words_of(l)).collect();
    let width = usize::from(columns);
    let numbered =
        words.iter().enumerate().all(|(i, w)| w.len() == width + 1 && w[0].0.parse::<usize>().ok() == Some(i + 1));
    let mut marked = Vec::new();
    for (r, (line, words)) in lines.iter().zip(&words).enumerate() {
        let cells = if numbered { &words[1..] } else { &words[..] };
        if cells.len() != width {
            let wanted = if words.len() == width + 1 {
                format!("a row number {} first, then {width} cells", r + 1)
            } else {
                format!("{width} cells separated by spaces (a row number first is optional, on every row or none)")
            };
            return Err(error_at(
                line.no,
                line.column,
                format!("{owner}'s shots, row {}: expected {wanted}, found {} words", r + 1, words.len()),
            ));
        }
        for (c, &(word, column)) in cells.iter().enumerate() {
            if word == "." {
                continue;
            }
            let digits = word.bytes().take_while(u8::is_ascii_digit).count();
            let mark = match &word[digits..] {
                "" => None,
                "x" | "X" => Some(Mark::Hit),
                "o" | "O" => Some(Mark::Miss),
                _ => None,
            };
            let number =
                word[..digits].parse::<u64>().ok().filter(|_| digits > 0 && (mark.is_some() || digits == word.len()));
            let Some(number) = number else {
                return Err(error_at(
                    line.no,
                    column,
                    format!(
                        "{owner}'s shots: expected \".\" (not fired at) or the number of a shot such as 3, 3x (hit) or 3o (miss), found {}",
                        quote(word)
                    ),
                ));
            };
            if number == 0 || number > MAX_NUMBER {
                return Err(error_at(
                    line.no,
                    column,
                    format!("{owner}'s shots: expected a shot's number from 1 to {MAX_NUMBER}, found {number}"),
                ));
            }
            marked.push(Marked { col: c as u8, row: r as u8, number, mark, line: line.no, column });
        }
    }
    Ok((marked, letters))
}

/// The words of a line (split at spaces; `|` standing alone is a separator, not a word), each
/// with its 1-based column in characters.
fn words_of<'t>(line: &Line<'t>) -> Vec<(&'t str, usize)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (chars, (at, c)) in line.text.char_indices().enumerate() {
        if c.is_whitespace() || c == '|' {
            if let Some((s, col)) = start.take() {
                out.push((&line.text[s..at], line.column + col));
            }
        } else if start.is_none() {
            start = Some((at, chars));
        }
    }
    if let Some((s, col)) = start {
        out.push((&line.text[s..], line.column + col));
    }
    out
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

    fn lines(text: &str) -> Vec<Line<'_>> {
        text.lines().enumerate().map(|(i, l)| Line { no: i + 2, text: l.trim(), column: 1 }).collect()
    }

    #[test]
    fn drawings_with_or_without_letters_and_row_numbers_spaced_or_not() {
        let head = Line { no: 1, text: "ann fleet:", column: 1 };
        let expected = vec![vec![false, true, true], vec![true, false, false]];
        for text in [
            ".##\n#..",
            ". # #\n# . .",
            "A B C\n1 . # #\n2 # . .",
            "ABC\n1 .##\n2 #..",
            "А Б В\n 1  . # #\n 2  # . .",
            "РЕС\n.##\n#..",
            "a b c\n1 |.|#|#|\n2 |#|.|.|",
        ] {
            let d = drawing("ann", &head, &lines(text)).unwrap();
            assert_eq!(d.rows, expected, "{text}");
        }
        assert_eq!(drawing("ann", &head, &lines("А Б В\n.##")).unwrap().letters, Some(Letters::Cyrillic));
        assert_eq!(drawing("ann", &head, &lines("Р Е С\n.##")).unwrap().letters, Some(Letters::Respublika));
        // A first word that does not count 1, 2, 3 on every row is a cell.
        assert_eq!(drawing("ann", &head, &lines("1 . .\n1 . .")).unwrap().rows[1], vec![true, false, false]);
        let e = drawing("ann", &head, &lines("A B C D\n.##")).err().unwrap();
        assert_eq!(e.to_string(), "2:1: the column letters name 4 columns, but the rows have 3 cells");
    }

    #[test]
    fn shot_grids_with_or_without_row_numbers_and_marks() {
        let head = Line { no: 1, text: "ann shots:", column: 1 };
        let (cells, letters) = shot_grid("ann", &head, &lines("   А  Б  В\n1  1x .  12\n2  .  3o ."), 3, 2).unwrap();
        assert_eq!(letters, Some(Letters::Cyrillic));
        let seen: Vec<(u8, u8, u64, Option<Mark>)> = cells.iter().map(|m| (m.col, m.row, m.number, m.mark)).collect();
        assert_eq!(seen, [(0, 0, 1, Some(Mark::Hit)), (2, 0, 12, None), (1, 1, 3, Some(Mark::Miss))]);
        assert_eq!((cells[1].line, cells[1].column), (3, 10));
        let (cells, _) = shot_grid("ann", &head, &lines("1 . 2\n. . ."), 3, 2).unwrap();
        assert_eq!(cells.len(), 2);
        let e = shot_grid("ann", &head, &lines("1 . 2\n. . 0"), 3, 2).unwrap_err();
        assert_eq!(e.to_string(), "3:5: ann's shots: expected a shot's number from 1 to 100000, found 0");
        let e = shot_grid("ann", &head, &lines("1 . 2\n. . 4y"), 3, 2).unwrap_err();
        assert!(e.to_string().starts_with("3:5: ann's shots: expected \".\" (not fired at)"), "{e}");
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
