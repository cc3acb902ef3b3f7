//! Grids on paper (docs/format.md §6 "Fleets" and "Shot grids (`NAME shots:`)"): drawings of a
//! fleet and the numbered grids players mark their shots on, with their optional column letters and
//! row numbers.

use super::letters::{Letters, column_letters, is_letters, letters_of, unknown_letters};
use super::line::Line;
use crate::drawing::{RowFault, read_rows};
use crate::error::{Fault, InputError, RowNumberFault, SheetFault, latin_twin};
use crate::record::{DrawnMark, MAX_GRID_SIDE, MixedMarks};
use crate::rules::Rules;

/// A fleet drawn on paper: its rows of marks (docs/format.md §2 "Drawn fleets"), and the letters
/// its header used.
pub(crate) struct Drawing {
    pub rows: Vec<Vec<DrawnMark>>,
    pub letters: Option<Letters>,
}

/// Reads a fleet section that is a drawing (docs/format.md §6 "Fleets"): rows of the marks of
/// docs/format.md §2 "Drawn fleets" (ship marks, water marks, or the initials of the fleet's
/// classes), separated by spaces or not (`|` between cells is ignored), an optional first line of
/// column letters, and optional row numbers counting 1, 2, 3 … (`1`, `1.`, `1)` or `1:`) as the
/// first word of every row.
///
/// # Errors
/// The line and column of a character that is no mark (quoted, with the marks accepted), of a
/// first line of letters that is no known header, of a drawing that mixes initials and ship
/// marks, of rows of unequal length, a header that does not match the rows, or a drawing over
/// 52 rows or columns.
pub(crate) fn drawing(owner: Option<&str>, head: &Line, lines: &[Line], rules: &Rules) -> Result<Drawing, InputError> {
    let board_rows = usize::from(rules.board.rows);
    // A ruling above the column letters (a box's top edge) is no row: rows come below them.
    let lead = lines.iter().take_while(|l| is_ruling(l)).count();
    let (letters, lines) = match lines.get(lead) {
        Some(first) => {
            let rest = &lines[lead + 1..];
            match column_letters(first) {
                // `A B C D E` is also a row of ships drawn by the initials of classes A to E.
                Some(_) if all_initials(first, rules) && !labels_not_row(rest, rules) => {
                    let as_rows = board_lines(lines, board_rows).map_or(0, |rows| rows.len());
                    if as_rows != board_rows {
                        return Err(InputError::text(
                            first.no,
                            first.column,
                            SheetFault::LettersOrInitials {
                                line: first.text.trim().to_owned(),
                                rows: as_rows as u64,
                                board_rows: u64::from(rules.board.rows),
                            },
                        ));
                    }
                    (None, lines)
                }
                Some((kind, n)) => (Some((kind, n, first)), rest),
                None if is_letters(first) && !all_initials(first, rules) => return Err(unknown_letters(first, None)),
                None => (None, lines),
            }
        }
        None => (None, lines),
    };
    let lines = board_lines(lines, board_rows)?;
    let lines = lines.as_slice();
    if lines.is_empty() {
        return Err(InputError::text(head.no, head.column, SheetFault::EmptyFleet { owner: owner.map(str::to_owned) }));
    }
    // Rows numbered where most lines start with their own row number: then a row without its
    // number, or with another, is blamed where it stands, in words of row numbers.
    let labelled = |i: usize| row_label(lines[i].text) == Some(i + 1);
    // (A label of 1 may be a ship mark `1`, and a glued row `1100000000` no row number at all.)
    let numbered = (0..lines.len()).all(labelled)
        || (lines.len() > 2
            && (0..lines.len())
                .filter(|&i| row_label(lines[i].text).is_some_and(|n| (2..=lines.len() + 1).contains(&n)))
                .count()
                * 2
                >= lines.len());
    if let Some(i) = (0..lines.len()).find(|&i| !labelled(i)).filter(|_| numbered) {
        let line = &lines[i];
        let why = match row_label(line.text) {
            Some(n) if n > i + 1 && (i + 1..lines.len()).any(|j| row_label(lines[j].text) == Some(i + 1)) => {
                RowNumberFault::Later { numbered: n as u64 }
            }
            Some(n) if n > i + 1 => RowNumberFault::Missing { numbered: n as u64 },
            Some(n) => RowNumberFault::Below { numbered: n as u64 },
            None => RowNumberFault::NoNumber { found: label_word(line.text).to_owned() },
        };
        let fault = SheetFault::RowNumber { owner: owner.map(str::to_owned), row: i as u64 + 1, why };
        return Err(InputError::text(line.no, line.column, fault));
    }
    let texts: Vec<(&str, usize)> = lines
        .iter()
        .map(|line| (line.text, if numbered { label_word(line.text).chars().count() } else { 0 }))
        .collect();
    // A drawing uses initials or ship marks, never both.
    let mut mixed = MixedMarks::default();
    let mark = |r: usize, k: usize, c: char, drawn: DrawnMark| {
        let (line, column) = (&lines[r], lines[r].column + k);
        // The cell that makes the pair is the later one: the error points at it.
        match mixed.see(drawn, c) {
            Some(((l, _), m)) => Err(InputError::text(line.no, column, SheetFault::MixedMarks { initial: l, mark: m })),
            None => Ok(()),
        }
    };
    let rows = read_rows(&texts, rules, mark, |fault| match fault {
        RowFault::NotAMark { row, at, c } => InputError::text(
            lines[row].no,
            lines[row].column + at,
            lookalike(c, SheetFault::NotAMark { mark: c }.into()),
        ),
        RowFault::Initial { row, at, c, why } => {
            InputError::text(lines[row].no, lines[row].column + at, lookalike(c, Fault::from(why)))
        }
        RowFault::TooWide { row, cells } => InputError::text(
            lines[row].no,
            lines[row].column,
            SheetFault::RowTooWide { cells: cells as u64, most: MAX_GRID_SIDE as u64 },
        ),
        RowFault::Unequal { row, cells, width, like } => InputError::text(
            lines[row].no,
            lines[row].column,
            SheetFault::UnequalRows {
                row: row as u64 + 1,
                cells: cells as u64,
                other_line: lines[like].no as u64,
                width: width as u64,
                ruled: is_ruling(&lines[row]),
            },
        ),
    })?;
    // Unnumbered rows that are not the board's rows (checked once every mark has a meaning, so
    // that a list misread as a drawing fails where a mark does): which lines are the board, or
    // which row is missing, is a guess (docs/format.md §6 "Fleets", on rulings); numbered rows say
    // it themselves.
    if !numbered && lines.len() != board_rows {
        // At the first line past the board's rows, or at the last where one is missing.
        let line = lines.get(board_rows).unwrap_or(&lines[lines.len() - 1]);
        let fault = SheetFault::DrawnRows {
            owner: owner.map(str::to_owned),
            rows: lines.len() as u64,
            board_rows: board_rows as u64,
        };
        return Err(InputError::text(line.no, line.column, fault));
    }
    if rows.len() > MAX_GRID_SIDE {
        let fault = SheetFault::DrawingTooTall { rows: rows.len() as u64, most: MAX_GRID_SIDE as u64 };
        return Err(InputError::text(head.no, head.column, fault));
    }
    let width = rows.first().map_or(0, Vec::len);
    if let Some((_, n, line)) = letters.filter(|&(_, n, _)| n != width) {
        let fault = SheetFault::LettersForRows { letters: n as u64, cells: width as u64 };
        return Err(InputError::text(line.no, line.column, fault));
    }
    Ok(Drawing { rows, letters: letters.map(|(kind, _, _)| kind) })
}

/// Whether every letter of `line` is the initial of a class of the fleet, so that the line can
/// be a row of a fleet drawn with initials.
fn all_initials(line: &Line, rules: &Rules) -> bool {
    letters_of(line)
        .iter()
        .all(|&c| matches!(DrawnMark::of(c), Some(DrawnMark::Initial(l)) if crate::drawing::class_of_initial(rules, l).is_ok()))
}

/// Whether the lines after a first line of letters show that line to be column letters, not a
/// row: ruled lines aside ([`board_lines`]), they are numbered 1, 2, 3 … (a row number is on
/// every row or none), or they alone are the board's rows.
fn labels_not_row(rest: &[Line], rules: &Rules) -> bool {
    let rows = usize::from(rules.board.rows);
    board_lines(rest, rows).is_ok_and(|lines| {
        lines.len() == rows
            || (!lines.is_empty() && lines.iter().enumerate().all(|(i, l)| row_label(l.text) == Some(i + 1)))
    })
}

/// The characters a ruled line is drawn with (docs/format.md §6 "Fleets", on rulings): dashes,
/// underscores, equals and plus signs, `|`, and box drawing.
fn is_rule_char(c: char) -> bool {
    matches!(c, '-' | '_' | '=' | '+' | '|' | '–' | '—' | '−' | '\u{2500}'..='\u{257f}')
}

/// Whether `line` is made only of rule characters, spaced or not: a ruling, where the sheet's
/// rows settle that it is no row ([`board_lines`]).
pub(crate) fn is_ruling(line: &Line) -> bool {
    line.text.chars().any(|c| !c.is_whitespace()) && line.text.chars().all(|c| c.is_whitespace() || is_rule_char(c))
}

/// The cells of a line read as an unnumbered row of a drawing: each character but spaces and `|`.
fn cells_in(line: &Line) -> usize {
    line.text.chars().filter(|c| !c.is_whitespace() && *c != '|').count()
}

/// The lines of a drawing or a shot grid (below its column letters) that are the board's rows
/// (docs/format.md §6 "Fleets", on rulings): a ruled line ([`is_ruling`]) is a ruling, not a row,
/// where that reading leaves exactly the board's `rows` — the other lines numbered 1, 2, 3 …, or as
/// many as the board has rows. A ruled line that cannot be a row (a character that is no water
/// mark, or another width than the rows) is a ruling wherever it stands. Where the lines do not
/// settle which ruled lines are rows (`- - - -` is also a row of water), nothing is guessed.
///
/// # Errors
/// At the first ruled line in doubt, saying what would settle it (row numbers); at the first
/// ruled line that cannot be a row where the other lines are not the board's rows.
pub(crate) fn board_lines<'t>(lines: &[Line<'t>], rows: usize) -> Result<Vec<Line<'t>>, InputError> {
    let ruled: Vec<usize> = (0..lines.len()).filter(|&i| is_ruling(&lines[i])).collect();
    if ruled.is_empty() {
        return Ok(lines.to_vec());
    }
    let others: Vec<Line<'t>> = lines.iter().enumerate().filter(|(i, _)| !ruled.contains(i)).map(|(_, l)| *l).collect();
    // Row numbers settle it: a ruled line has none, so it is no row.
    if !others.is_empty() && others.iter().enumerate().all(|(i, l)| row_label(l.text) == Some(i + 1)) {
        return Ok(others);
    }
    // Unnumbered: a ruled line of the rows' width and only water marks may be a row of water.
    let width = most_common(others.iter().map(cells_in));
    let may_be_row = |l: &Line| {
        l.text.chars().all(|c| c.is_whitespace() || c == '|' || crate::record::WATER_MARKS.contains(&c))
            && width.is_none_or(|w| cells_in(l) == w)
    };
    let (may, must): (Vec<usize>, Vec<usize>) = ruled.iter().partition(|&&i| may_be_row(&lines[i]));
    // A row of water drawn with marks no other row draws water with (`- - -` over rows of `.`)
    // looks like a ruling more than a row: a doubt unless the count settles it.
    let drawn_water = |c: char| others.iter().any(|l| l.text.contains(c));
    let unlike =
        may.iter().copied().find(|&i| lines[i].text.chars().any(|c| !c.is_whitespace() && c != '|' && !drawn_water(c)));
    let keep = |drop: &[usize]| -> Vec<Line<'t>> {
        lines.iter().enumerate().filter(|(i, _)| !drop.contains(i)).map(|(_, l)| *l).collect()
    };
    let doubt = |at: usize| {
        let doubt = &lines[at];
        let fault = SheetFault::RulingOrRow {
            line: doubt.text.to_owned(),
            board_rows: rows as u64,
            lines: lines.len() as u64,
            may: may.len() as u64,
        };
        Err(InputError::text(doubt.no, doubt.column, fault))
    };
    let excess = lines.len().checked_sub(rows);
    if excess == Some(ruled.len()) {
        return Ok(keep(&ruled));
    }
    if let Some(at) = unlike {
        return doubt(at);
    }
    match excess {
        Some(excess) if excess == must.len() => Ok(keep(&must)),
        Some(excess) if excess > must.len() && excess < ruled.len() => doubt(may[0]),
        // Every ruled line may be a row: a drawing of other rows than the board's, as a
        // record's may be (docs/format.md §2 "Drawn fleets").
        _ if must.is_empty() => Ok(lines.to_vec()),
        _ => {
            let ruling = &lines[must[0]];
            let fault = SheetFault::RulingLeaves {
                line: ruling.text.to_owned(),
                rows: (lines.len() - must.len()) as u64,
                board_rows: rows as u64,
            };
            Err(InputError::text(ruling.no, ruling.column, fault))
        }
    }
}

/// The value seen most often (the first of those seen equally often), or `None` for none.
fn most_common(values: impl Iterator<Item = usize>) -> Option<usize> {
    let values: Vec<usize> = values.collect();
    let count = |v: usize| values.iter().filter(|&&w| w == v).count();
    values.iter().copied().fold(None, |best: Option<usize>, v| match best {
        Some(b) if count(b) >= count(v) => Some(b),
        _ => Some(v),
    })
}

/// The row number a row starts with: its first word (up to a space or a `|`), `1`, `1.`, `1)`
/// or `1:` (v3). The one rule for row labels: `broadside fleet` reads a drawing's labels with it
/// too, so a drawing a paper record accepts is a fleet it accepts.
pub(crate) fn row_label(text: &str) -> Option<usize> {
    let word = label_word(text);
    let digits = word.strip_suffix(['.', ')', ':']).unwrap_or(word);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The first word of `text` up to a space or a `|` (`1|` in ` 1| # # .`).
pub(crate) fn label_word(text: &str) -> &str {
    text.split(|c: char| c.is_whitespace() || c == '|').next().unwrap_or("")
}

/// A mark beside a shot's number on a shot grid: the defender's reply as the shooter wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ShotMark {
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
    pub mark: Option<ShotMark>,
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
    let name = || owner.to_owned();
    // A shot grid's cells are `.` and numbers: a ruled line is never one of its rows
    // (docs/format.md §6 "Shot grids (`NAME shots:`)").
    let lines: Vec<Line> = lines.iter().filter(|l| !is_ruling(l)).copied().collect();
    let (letters, lines) = match lines.split_first() {
        Some((first, rest)) => match column_letters(first) {
            Some((kind, n)) if n == usize::from(columns) => (Some(kind), rest),
            Some((_, n)) => {
                let fault = SheetFault::LettersForBoard { letters: n as u64, columns: u64::from(columns) };
                return Err(InputError::text(first.no, first.column, fault));
            }
            None if is_letters(first) => return Err(unknown_letters(first, Some(columns))),
            None => (None, &lines[..]),
        },
        None => (None, &lines[..]),
    };
    let words: Vec<Vec<(&str, usize)>> = lines.iter().map(|l| words_with_columns(l)).collect();
    // Rows numbered where most lines start with their own row number: then a row without its
    // number, or with another, is blamed where it stands (not the first row of the grid).
    let label = |i: usize| words[i].first().and_then(|(w, _)| row_label(w));
    let numbered = (0..lines.len()).filter(|&i| label(i) == Some(i + 1)).count() * 2 > lines.len();
    if lines.len() != usize::from(rows) {
        let gap = (0..lines.len()).find(|&i| label(i) != Some(i + 1)).filter(|_| numbered);
        let (at, fault) = match gap {
            Some(i) if lines.len() < usize::from(rows) => (
                &lines[i],
                SheetFault::ShotRowMissing { owner: name(), row: i as u64 + 1, numbered: label(i).map(|n| n as u64) },
            ),
            _ => (
                lines.get(usize::from(rows)).unwrap_or(head),
                SheetFault::ShotRows { owner: name(), board_rows: u64::from(rows), rows: lines.len() as u64 },
            ),
        };
        return Err(InputError::text(at.no, at.column, fault));
    }
    let width = usize::from(columns);
    let mut marked = Vec::new();
    let mut capital_o = Vec::new();
    for (r, (line, words)) in lines.iter().zip(&words).enumerate() {
        if numbered && label(r) != Some(r + 1) {
            let found = words.first().map(|(w, _)| (*w).to_owned());
            let fault = SheetFault::ShotRowNumber { owner: name(), row: r as u64 + 1, found };
            return Err(InputError::text(line.no, line.column, fault));
        }
        let cells = if numbered { &words[1..] } else { &words[..] };
        if cells.len() != width {
            let fault = SheetFault::ShotRowCells {
                owner: name(),
                row: r as u64 + 1,
                width: width as u64,
                found: cells.len() as u64,
                numbered,
            };
            return Err(InputError::text(line.no, line.column, fault));
        }
        for (c, &(word, column)) in cells.iter().enumerate() {
            if word == "." {
                continue;
            }
            let digits = word.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 && &word[digits..] == "O" {
                capital_o.push(marked.len());
            }
            let mark = match &word[digits..] {
                "" => None,
                "x" | "X" => Some(ShotMark::Hit),
                "o" | "O" => Some(ShotMark::Miss),
                _ => None,
            };
            let number =
                word[..digits].parse::<u64>().ok().filter(|_| digits > 0 && (mark.is_some() || digits == word.len()));
            let Some(number) = number else {
                let fault: Fault = SheetFault::NotAShotCell { owner: name(), found: word.to_owned() }.into();
                // Named by its first Cyrillic look-alike, where it has one.
                let fault = match word.chars().find(|&c| latin_twin(c).is_some()) {
                    Some(c) => lookalike(c, fault),
                    None => fault,
                };
                return Err(InputError::text(line.no, column, fault));
            };
            if number == 0 || number > MAX_NUMBER {
                let fault = SheetFault::ShotNumber { owner: name(), found: number, most: MAX_NUMBER };
                return Err(InputError::text(line.no, column, fault));
            }
            marked.push(Marked { col: c as u8, row: r as u8, number, mark, line: line.no, column });
        }
    }
    // `1O` is shot 1 marked as a miss, or the number 10 written with the letter O. Where another
    // cell holds 1 and none 10, the sheet reads both ways (two shots numbered 1, or a shot 10):
    // never a guess.
    for &i in &capital_o {
        let m = &marked[i];
        let zero = m.number.saturating_mul(10);
        let twice = marked.iter().enumerate().any(|(k, o)| k != i && o.number == m.number);
        if twice && !marked.iter().any(|o| o.number == zero) {
            return Err(InputError::text(m.line, m.column, SheetFault::CapitalO { owner: name(), number: m.number }));
        }
    }
    Ok((marked, letters))
}

/// `fault`, at the character `c`: where `c` is a Cyrillic letter that looks like a Latin one,
/// in the frame that says so (a Russian keyboard types the look-alike).
pub(crate) fn lookalike(c: char, fault: Fault) -> Fault {
    match latin_twin(c) {
        Some(_) => SheetFault::Lookalike { fault: Box::new(fault), letter: c }.into(),
        None => fault,
    }
}

/// The words of a line (split at spaces; `|` standing alone is a separator, not a word), each
/// with its 1-based column in characters.
fn words_with_columns<'t>(line: &Line<'t>) -> Vec<(&'t str, usize)> {
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

    fn lines(text: &str) -> Vec<Line<'_>> {
        text.lines().enumerate().map(|(i, l)| Line { no: i + 2, text: l.trim(), column: 1 }).collect()
    }

    fn classic() -> Rules {
        crate::rules::RulesSpec::Preset(crate::rules::Preset::Classic).resolve()
    }

    /// A drawing read under classic rules, as rows of ship (`true`) or not.
    /// A drawing read on a board of as many rows as it draws (a first line of letters alone is
    /// no row): a paper drawing of other rows than the board's is an error of its own.
    fn read(text: &str) -> Result<(Vec<Vec<bool>>, Option<Letters>), InputError> {
        let head = Line { no: 1, text: "ann fleet:", column: 1 };
        let header = text.lines().next().is_some_and(|l| l.chars().all(|c| c.is_alphabetic() || c.is_whitespace()));
        let mut rules = classic();
        rules.board.rows = u8::try_from(text.lines().count() - usize::from(header)).unwrap().max(1);
        let d = drawing(Some("ann"), &head, &lines(text), &rules)?;
        Ok((d.rows.iter().map(|r| r.iter().map(|m| *m != DrawnMark::Water).collect()).collect(), d.letters))
    }

    #[test]
    fn drawings_with_or_without_letters_and_row_numbers_spaced_or_not() {
        let expected = vec![vec![false, true, true], vec![true, false, false]];
        for text in [
            ".##\n#..",
            ". # #\n# . .",
            "A B C\n1 . # #\n2 # . .",
            "ABC\n1 .##\n2 #..",
            "А Б В\n 1  . # #\n 2  # . .",
            "А Б В\n 1.  . # #\n 2.  # . .",
            "A B C\n1) ~ ■ ■\n2) █ · □",
            "A B C\n1: _ * @\n2: X - 0",
            "РЕС\n.##\n#..",
            "a b c\n1 |.|#|#|\n2 |#|.|.|",
            "A B C\n1 . C C\n2 D . .",
            " 1| . # # |\n 2| # . . |",
            " 1|.##|\n 2|#..|",
        ] {
            assert_eq!(read(text).unwrap().0, expected, "{text}");
        }
        assert_eq!(read("А Б В\n.##").unwrap().1, Some(Letters::Cyrillic));
        assert_eq!(read("Р Е С\n.##").unwrap().1, Some(Letters::Respublika));
        assert_eq!(read("А Б В Г Д Е Ж З И Й\n.#........").unwrap().1, Some(Letters::CyrillicShortI));
        // A first word that does not count 1, 2, 3 on every row is a cell.
        assert_eq!(read("1 . .\n1 . .").unwrap().0[1], vec![true, false, false]);
        let e = read("A B C D\n.##").err().unwrap();
        assert_eq!(e.to_string(), "2:1: the column letters name 4 columns, but the rows have 3 cells");
    }

    #[test]
    fn what_a_drawing_does_not_give_a_meaning_is_an_error_where_it_stands() {
        let e = read("A B C\n. O #").unwrap_err().to_string();
        assert!(e.starts_with("3:3: `O` is not a mark of a drawing"), "{e}");
        assert!(e.contains("B (battleship), C (cruiser), S (submarine), D (destroyer)"), "{e}");
        let e = read("A B C\n. Х #").unwrap_err().to_string();
        assert!(e.ends_with("(this Х is the Cyrillic letter, not the Latin X it looks like)"), "{e}");
        let e = read("A B C\n. ? #").unwrap_err().to_string();
        assert!(e.starts_with("3:3: `?` is not a mark of a drawing: a ship cell is #"), "{e}");
        // Cyrillic А, В, С typed for the Latin ones, then Latin letters: no header, and no row.
        let e = read("А В С D E F\n. . # # . .").unwrap_err().to_string();
        assert!(e.starts_with("2:1: `А В С D E F` is not a line of column letters nor a row: it mixes Cyrillic letters (А В С) with Latin ones"), "{e}");
        // Letters of one alphabet out of order.
        let e = read("A B D\n. . #").unwrap_err().to_string();
        assert!(e.starts_with("2:5: `A B D` is not a line of column letters nor a row: its letter `D` is a Latin letter where A B C … (Latin) expects `C` (Latin letter)"), "{e}");
        let e = read("A B C\n. C #").unwrap_err().to_string();
        assert!(e.starts_with("3:5: the drawing marks ships both with class initials"), "{e}");
    }

    #[test]
    fn shot_grids_with_or_without_row_numbers_and_marks() {
        let head = Line { no: 1, text: "ann shots:", column: 1 };
        let (cells, letters) = shot_grid("ann", &head, &lines("   А  Б  В\n1  1x .  12\n2  .  3o ."), 3, 2).unwrap();
        assert_eq!(letters, Some(Letters::Cyrillic));
        let seen: Vec<(u8, u8, u64, Option<ShotMark>)> =
            cells.iter().map(|m| (m.col, m.row, m.number, m.mark)).collect();
        assert_eq!(seen, [(0, 0, 1, Some(ShotMark::Hit)), (2, 0, 12, None), (1, 1, 3, Some(ShotMark::Miss))]);
        assert_eq!((cells[1].line, cells[1].column), (3, 10));
        let (cells, _) = shot_grid("ann", &head, &lines("1 . 2\n. . ."), 3, 2).unwrap();
        assert_eq!(cells.len(), 2);
        let e = shot_grid("ann", &head, &lines("1 . 2\n. . 0"), 3, 2).unwrap_err();
        assert_eq!(e.to_string(), "3:5: ann's shots: expected a shot's number from 1 to 100000, found 0");
        let e = shot_grid("ann", &head, &lines("1 . 2\n. . 4y"), 3, 2).unwrap_err();
        assert!(e.to_string().starts_with("3:5: ann's shots: expected \".\" (not fired at)"), "{e}");
    }
}
