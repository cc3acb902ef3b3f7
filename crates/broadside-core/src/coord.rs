//! Coordinates: the cells of a board and the two ways a record writes them.

use std::borrow::Cow;
use std::fmt::{self, Display};

use serde::Deserialize;
use serde::de::{self, Deserializer, SeqAccess, Visitor};

use crate::error::{Expected, RecordFault};

/// The largest number of columns or rows a board may have (letters A–Z).
pub const MAX_SIDE: u8 = 26;
/// The number of cells of the largest board; cell indices are below this.
pub const MAX_CELLS: usize = MAX_SIDE as usize * MAX_SIDE as usize;

/// A cell of a board: `col` and `row` counted from 0 (`C4` is column 2, row 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    /// Column from 0 (A is 0).
    pub col: u8,
    /// Row from 0 (row 1 is 0).
    pub row: u8,
}

impl Cell {
    /// The cell at column `col`, row `row` (both from 0).
    pub const fn new(col: u8, row: u8) -> Self {
        Cell { col, row }
    }

    /// The cell's index in a [`CellSet`]: `row * 26 + col`, always below [`MAX_CELLS`].
    pub const fn index(self) -> usize {
        self.row as usize * MAX_SIDE as usize + self.col as usize
    }

    /// The cell with index `index` (the inverse of [`Cell::index`]).
    pub const fn from_index(index: usize) -> Self {
        Cell { col: (index % MAX_SIDE as usize) as u8, row: (index / MAX_SIDE as usize) as u8 }
    }

    /// The up to eight cells that share an edge or a corner with this one, within a board of
    /// `columns` × `rows`.
    pub fn neighbours(self, columns: u8, rows: u8) -> impl Iterator<Item = Cell> {
        let (c, r) = (i16::from(self.col), i16::from(self.row));
        (-1i16..=1)
            .flat_map(move |dr| (-1i16..=1).map(move |dc| (c + dc, r + dr)))
            .filter(move |&(nc, nr)| {
                (nc, nr) != (c, r) && (0..i16::from(columns)).contains(&nc) && (0..i16::from(rows)).contains(&nr)
            })
            .map(|(nc, nr)| Cell::new(nc as u8, nr as u8))
    }
}

/// Cells print the way people write them: column letter, then row from 1 (`C4`).
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 4];
        f.write_str(self.text(&mut buf))
    }
}

impl Cell {
    /// The cell as `C4`, written into `buf` (no allocation; rows above 99 cannot occur).
    fn text(self, buf: &mut [u8; 4]) -> &str {
        buf[0] = b'A' + self.col;
        let n = u16::from(self.row) + 1;
        let len = if n >= 10 {
            buf[1] = b'0' + (n / 10 % 10) as u8;
            buf[2] = b'0' + (n % 10) as u8;
            3
        } else {
            buf[1] = b'0' + n as u8;
            2
        };
        std::str::from_utf8(&buf[..len]).unwrap_or("?")
    }
}

/// A set of cells of a board of up to 26 × 26, as a bit set (no allocation).
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct CellSet([u64; MAX_CELLS.div_ceil(64)]);

impl CellSet {
    /// The empty set.
    pub const fn new() -> Self {
        CellSet([0; MAX_CELLS.div_ceil(64)])
    }

    /// Adds `cell`; returns whether it was absent before.
    pub fn insert(&mut self, cell: Cell) -> bool {
        let i = cell.index();
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let absent = self.0[word] & bit == 0;
        self.0[word] |= bit;
        absent
    }

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: Cell) -> bool {
        let i = cell.index();
        self.0[i / 64] & (1u64 << (i % 64)) != 0
    }

    /// The number of cells in the set.
    pub fn len(&self) -> usize {
        // Most sets are a ship's few cells, in one or two words: the bits of an empty word are not
        // counted (`count_ones` is a dozen instructions without `popcnt`).
        self.0.iter().filter(|&&w| w != 0).map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set has no cell.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The cells in both sets.
    pub fn intersection(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a &= b;
        }
        out
    }

    /// The cells of this set that are not in `other`.
    pub fn difference(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a &= !b;
        }
        out
    }

    /// The cells of this set, row by row, each row left to right.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(Cell::from_index(w * 64 + b))
            })
        })
    }

    /// This set with every cell that shares an edge or corner with one of its cells, within a
    /// board of `columns` × `rows`. The set's own cells stay even if they lie off that board.
    ///
    /// Works on whole words (it runs once per ship of every fleet that may not touch): spreads
    /// the set one column each way, then one row each way, and keeps what lies on the board.
    pub fn with_neighbours(&self, columns: u8, rows: u8) -> CellSet {
        // Moving a cell of the last column one index up would wrap it to the first column of the
        // next row, and a cell of the first column one down to the last column of the row before.
        let wide = self
            .union(self.intersection(&NOT_LAST_COLUMN).shifted_up(1))
            .union(self.intersection(&NOT_FIRST_COLUMN).shifted_down(1));
        let tall = wide.union(wide.shifted_up(MAX_SIDE.into())).union(wide.shifted_down(MAX_SIDE.into()));
        self.union(tall.intersection(&CellSet::board(columns, rows)))
    }

    /// The cells in either set.
    pub fn union(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// Every index of the set raised by `by` (1 to 63); indices past the last bit drop out.
    fn shifted_up(self, by: u32) -> CellSet {
        let below = |i: usize| if i == 0 { 0 } else { self.0[i - 1] >> (u64::BITS - by) };
        CellSet(std::array::from_fn(|i| self.0[i] << by | below(i)))
    }

    /// Every index of the set lowered by `by` (1 to 63); indices below 0 drop out.
    fn shifted_down(self, by: u32) -> CellSet {
        let above = |i: usize| self.0.get(i + 1).map_or(0, |w| w << (u64::BITS - by));
        CellSet(std::array::from_fn(|i| self.0[i] >> by | above(i)))
    }

    /// The cells in columns `from..to` (`to` at most 26) of every row the bits can hold.
    const fn columns(from: u8, to: u8) -> CellSet {
        let row = (1u128 << to) - (1u128 << from);
        // Four copies of the row cover bits 0..104, enough for a word starting in any column.
        let rows = row | row << MAX_SIDE | row << (2 * MAX_SIDE) | row << (3 * MAX_SIDE);
        let mut out = CellSet::new();
        let mut i = 0;
        while i < out.0.len() {
            // Word `i` starts at index `64 * i`, in column `64 * i % 26`.
            out.0[i] = (rows >> (64 * i % MAX_SIDE as usize)) as u64;
            i += 1;
        }
        out
    }

    /// The cells of a board of `columns` × `rows`: those of its columns below index `rows * 26`.
    fn board(columns: u8, rows: u8) -> CellSet {
        let columns = CellSet::columns(0, columns);
        let end = usize::from(rows) * usize::from(MAX_SIDE);
        CellSet(std::array::from_fn(|i| {
            let kept = end.saturating_sub(64 * i).min(64) as u32;
            columns.0[i] & u64::MAX.checked_shr(u64::BITS - kept).unwrap_or(0)
        }))
    }
}

/// Every cell but those of the first column (A), of any row.
const NOT_FIRST_COLUMN: CellSet = CellSet::columns(1, MAX_SIDE);
/// Every cell but those of the last column (Z), of any row.
const NOT_LAST_COLUMN: CellSet = CellSet::columns(0, MAX_SIDE - 1);

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|c| c.to_string())).finish()
    }
}

impl Extend<Cell> for CellSet {
    fn extend<I: IntoIterator<Item = Cell>>(&mut self, iter: I) {
        for c in iter {
            self.insert(c);
        }
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = CellSet::new();
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// How a coordinate was written in the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written<'a> {
    /// A string such as `"C4"` or `" c04"`, kept trimmed of surrounding spaces.
    Text(Cow<'a, str>),
    /// Two integers `[column, row]` from 0.
    Pair,
}

/// A coordinate as written in a record, before it is checked against a board.
///
/// `col` and `row` are counted from 0 and may lie anywhere: `"A0"` is row −1, `"A99999999999999999999"`
/// saturates at `i128::MAX`, `[-1, 0]` is column −1. [`Coordinate::on`] tells whether it is a cell
/// of a given board; one that is not is an `off_board` violation (docs/format.md §2, on
/// coordinates).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coordinate<'a> {
    /// Column from 0; may be negative or past the board.
    pub col: i128,
    /// Row from 0; may be negative or past the board.
    pub row: i128,
    /// The form it was written in, for messages about cells off the board.
    pub written: Written<'a>,
}

impl<'a> Coordinate<'a> {
    /// The cell this coordinate names on a board of `columns` × `rows`, or `None` if it lies off
    /// that board.
    pub fn on(&self, columns: u8, rows: u8) -> Option<Cell> {
        let on = (0..i128::from(columns)).contains(&self.col) && (0..i128::from(rows)).contains(&self.row);
        on.then(|| Cell::new(self.col as u8, self.row as u8))
    }

    /// The coordinate as a verdict shows it on a board of `columns` × `rows`: `C4` for a cell of
    /// that board, otherwise as it was written (`"K11"`, `"[-1,0]"`).
    pub fn label(&self, columns: u8, rows: u8) -> String {
        self.shown(columns, rows).to_string()
    }

    /// The coordinate as [`Coordinate::label`] shows it, to write without building a string.
    pub fn shown(&self, columns: u8, rows: u8) -> Shown<'_, 'a> {
        Shown { coordinate: self, columns, rows }
    }

    /// Converts to an owned coordinate that outlives the input text.
    pub fn into_owned(self) -> Coordinate<'static> {
        Coordinate {
            col: self.col,
            row: self.row,
            written: match self.written {
                Written::Text(t) => Written::Text(Cow::Owned(t.into_owned())),
                Written::Pair => Written::Pair,
            },
        }
    }
}

/// A coordinate displayed on a board: `C4` for a cell of the board, otherwise as written.
pub struct Shown<'c, 'a> {
    coordinate: &'c Coordinate<'a>,
    columns: u8,
    rows: u8,
}

impl fmt::Display for Shown<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.coordinate;
        match (c.on(self.columns, self.rows), &c.written) {
            (Some(cell), _) => cell.fmt(f),
            (None, Written::Text(t)) => f.write_str(t),
            (None, Written::Pair) => write!(f, "[{},{}]", c.col, c.row),
        }
    }
}

/// Parses a coordinate string: one letter (either case) then a row number from 1, leading zeros
/// and surrounding spaces allowed (docs/format.md §2). Returns `(column, row)` from 0; a row number
/// too large for 64 bits saturates (it is off every board).
///
/// # Errors
/// [`RecordFault::NotACoordinate`] for anything else (`"A"`, `"AA1"`, `"A 1"`, `"A-1"`).
// Inlined, with `Coordinate::from_text`, into the visitors that read coordinates: the usual forms
// are then read without a call (they are read for nearly every shot of a batch), and the rest is
// left to a function of its own so that little is inlined.
#[inline]
pub fn parse_letter_number(text: &str) -> Result<(i128, i128), RecordFault> {
    // The usual forms, `C4` and `J10`, first: this runs for every shot of every game.
    match parse_short(text.as_bytes()) {
        Some(cell) => Ok(cell),
        None => parse_letter_number_in_general(text),
    }
}

/// [`parse_letter_number`] of the usual forms, `C4` and `J10` (a letter, either case, and one or
/// two digits, nothing around them), from the text's bytes; `None` for any other text, which
/// [`parse_letter_number`] reads (the fast record reader calls this on bytes it has not yet made
/// a string of).
#[inline(always)]
pub(crate) fn parse_short(text: &[u8]) -> Option<(i128, i128)> {
    let digit = |d: u8| i128::from(d - b'0');
    match *text {
        [l, d] if l.is_ascii_alphabetic() && d.is_ascii_digit() => Some((column(l), digit(d) - 1)),
        [l, d, e] if l.is_ascii_alphabetic() && d.is_ascii_digit() && e.is_ascii_digit() => {
            Some((column(l), digit(d) * 10 + digit(e) - 1))
        }
        _ => None,
    }
}

/// The column of a letter, either case, from 0.
fn column(letter: u8) -> i128 {
    i128::from(letter.to_ascii_uppercase() - b'A')
}

/// [`parse_letter_number`] for any text: padded, with leading zeros, long, or not a coordinate.
fn parse_letter_number_in_general(text: &str) -> Result<(i128, i128), RecordFault> {
    let t = trim_spaces(text);
    let bytes = t.as_bytes();
    let bad = || RecordFault::NotACoordinate { found: text.to_owned() };
    let Some((&letter, digits)) = bytes.split_first() else {
        return Err(bad());
    };
    if !letter.is_ascii_alphabetic() || digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(bad());
    }
    let col = column(letter);
    // Up to 18 digits fit an i64 with no check.
    if digits.len() <= 18 {
        let number = digits.iter().fold(0i64, |n, &d| n * 10 + i64::from(d - b'0'));
        return Ok((col, i128::from(number) - 1));
    }
    let number =
        digits.iter().try_fold(0i128, |n, &d| n.checked_mul(10).and_then(|n| n.checked_add(i128::from(d - b'0'))));
    Ok((col, number.map_or(i128::MAX, |n| n - 1)))
}

impl<'a> Coordinate<'a> {
    /// Reads a coordinate written as text (`"C4"`, `" c04"`), borrowing it.
    ///
    /// # Errors
    /// [`RecordFault::NotACoordinate`] when `text` is not a letter and a number.
    #[inline] // See `parse_letter_number`.
    pub fn from_text(text: &'a str) -> Result<Self, RecordFault> {
        let (col, row) = parse_letter_number(text)?;
        Ok(Coordinate { col, row, written: Written::Text(Cow::Borrowed(trim_spaces(text))) })
    }
}

/// `text` without the spaces around it, the only padding a coordinate may have (a fast path for
/// the usual text with none).
fn trim_spaces(text: &str) -> &str {
    match text.as_bytes() {
        [b' ', ..] | [.., b' '] => text.trim_matches(' '),
        _ => text,
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Coordinate<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(CoordinateVisitor)
    }
}

struct CoordinateVisitor;

impl<'de> Visitor<'de> for CoordinateVisitor {
    type Value = Coordinate<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        Expected::Coordinate.fmt(f)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Coordinate::from_text(v).map_err(RecordFault::de_error)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        let (col, row) = parse_letter_number(v).map_err(RecordFault::de_error)?;
        Ok(Coordinate { col, row, written: Written::Text(Cow::Owned(trim_spaces(v).to_owned())) })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let col = seq.next_element::<Axis>()?.ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let row = seq.next_element::<Axis>()?.ok_or_else(|| de::Error::invalid_length(1, &self))?;
        if seq.next_element::<de::IgnoredAny>()?.is_some() {
            return Err(de::Error::invalid_length(3, &self));
        }
        Ok(Coordinate { col: col.0, row: row.0, written: Written::Pair })
    }
}

/// One integer of a `[column, row]` pair: any JSON integer that fits 64 bits, signed or not
/// (kept exactly: a 64-bit integer of either sign fits).
pub(crate) struct Axis(pub(crate) i128);

impl<'de> Deserialize<'de> for Axis {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct AxisVisitor;
        impl Visitor<'_> for AxisVisitor {
            type Value = Axis;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::Axis.fmt(f)
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Axis, E> {
                Ok(Axis(i128::from(v)))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Axis, E> {
                Err(not_an_integer(v).de_error())
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Axis, E> {
                Ok(Axis(i128::from(v)))
            }
        }
        deserializer.deserialize_any(AxisVisitor)
    }
}

/// The fault of a JSON number where an integer column or row belongs. A number far from 1 is
/// shown with its exponent (`1e99`), as it would have been written, not as its hundred digits.
pub(crate) fn not_an_integer(v: f64) -> RecordFault {
    let far = v != 0.0 && !(1e-4..1e16).contains(&v.abs());
    // A whole number keeps a fraction (`7.0`): written as `7` it would read as the integer it
    // is not taken for.
    let found = match (far, v.fract() == 0.0) {
        (true, _) => format!("{v:e}"),
        (false, true) => format!("{v:.1}"),
        (false, false) => v.to_string(),
    };
    RecordFault::NotAnInteger { found, whole: v.fract() == 0.0 && v.is_finite() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_far_from_one_is_shown_with_its_exponent() {
        let found = |v: f64| match not_an_integer(v) {
            RecordFault::NotAnInteger { found, .. } => found,
            other => panic!("{other:?}"),
        };
        assert_eq!(found(1e99), "1e99");
        assert_eq!(found(-2.5e20), "-2.5e20");
        assert_eq!(found(1.5), "1.5");
        assert_eq!(found(1e-7), "1e-7");
        assert_eq!(found(123456.0), "123456.0");
        assert_eq!(found(7.0), "7.0");
    }
    use proptest::prelude::*;

    #[test]
    fn letter_number_forms() {
        assert_eq!(parse_letter_number("C4"), Ok((2, 3)));
        assert_eq!(parse_letter_number(" c04 "), Ok((2, 3)));
        assert_eq!(parse_letter_number("J10"), Ok((9, 9)));
        assert_eq!(parse_letter_number("A0"), Ok((0, -1)));
        assert_eq!(parse_letter_number("A99999999999999999999"), Ok((0, 99_999_999_999_999_999_998)));
        assert_eq!(parse_letter_number(&format!("A{}", "9".repeat(60))), Ok((0, i128::MAX)));
        for bad in ["A", "AA1", "A 1", "", "1A", "A-1", "A+1", "Ä1"] {
            assert!(parse_letter_number(bad).is_err(), "{bad:?}");
        }
    }

    /// The fast path for two- and three-character coordinates agrees with the rule: one letter,
    /// then digits, padded by spaces only.
    #[test]
    fn short_coordinates_follow_the_rule() {
        let chars = ['A', 'c', 'J', 'Z', 'z', '0', '1', '9', ' ', '-', '+', '@', '[', '`', '{', '/', ':'];
        let rule = |t: &str| {
            let t = t.trim_matches(' ');
            let (letter, digits) = t.split_at_checked(1)?;
            let letter = letter.chars().next().filter(char::is_ascii_alphabetic)?;
            let n: i128 =
                (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then(|| digits.parse().ok())??;
            Some((i128::from(letter.to_ascii_uppercase() as u8 - b'A'), n - 1))
        };
        for a in chars {
            for b in chars {
                for c in [None].into_iter().chain(chars.map(Some)) {
                    let text: String = [Some(a), Some(b), c].into_iter().flatten().collect();
                    assert_eq!(parse_letter_number(&text).ok(), rule(&text), "{text:?}");
                }
            }
        }
    }

    #[test]
    fn pairs_and_errors() {
        let c: Coordinate = serde_json::from_str("[2, 3]").unwrap();
        assert_eq!((c.col, c.row, c.label(10, 10)), (2, 3, "C4".to_string()));
        let c: Coordinate = serde_json::from_str("[-1, 0]").unwrap();
        assert_eq!(c.label(10, 10), "[-1,0]");
        let c: Coordinate = serde_json::from_str("[18446744073709551615, 0]").unwrap();
        assert_eq!(c.label(10, 10), "[18446744073709551615,0]");
        for bad in ["[2.0, 3]", "[1e309, 3]", "[1]", "[1,2,3]", "[100000000000000000000, 1]", "true"] {
            assert!(serde_json::from_str::<Coordinate>(bad).is_err(), "{bad}");
        }
        let c: Coordinate = serde_json::from_str("\"k011\"").unwrap();
        assert_eq!(c.label(10, 10), "k011");
        assert_eq!(c.label(11, 11), "K11");
        assert_eq!(c.on(10, 10), None);
        assert_eq!(c.on(11, 11), Some(Cell::new(10, 10)));
    }

    #[test]
    fn cell_set_basics() {
        let mut s = CellSet::new();
        assert!(s.insert(Cell::new(25, 25)));
        assert!(!s.insert(Cell::new(25, 25)));
        s.insert(Cell::new(0, 0));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![Cell::new(0, 0), Cell::new(25, 25)]);
        assert_eq!(s.with_neighbours(26, 26).len(), 8);
    }

    /// The cell-by-cell `with_neighbours` that the word version replaced, as its reference.
    fn with_neighbours_by_cell(set: &CellSet, columns: u8, rows: u8) -> CellSet {
        let mut out = *set;
        for cell in set.iter() {
            for n in cell.neighbours(columns, rows) {
                out.insert(n);
            }
        }
        out
    }

    /// The cells of `with_neighbours` of the single cell `col`, `row`, as labels.
    fn around(col: u8, row: u8, columns: u8, rows: u8) -> Vec<String> {
        let set = CellSet::from_iter([Cell::new(col, row)]);
        set.with_neighbours(columns, rows).iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        assert_eq!(around(0, 0, 10, 10), ["A1", "B1", "A2", "B2"]);
        assert_eq!(around(9, 9, 10, 10), ["I9", "J9", "I10", "J10"]);
        assert_eq!(around(4, 4, 10, 10), ["D4", "E4", "F4", "D5", "E5", "F5", "D6", "E6", "F6"]);
        // Column Z does not wrap to column A of the next row, nor A to Z of the row before.
        assert_eq!(around(25, 3, 26, 26), ["Y3", "Z3", "Y4", "Z4", "Y5", "Z5"]);
        assert_eq!(around(0, 3, 26, 26), ["A3", "B3", "A4", "B4", "A5", "B5"]);
        assert_eq!(around(25, 25, 26, 26), ["Y25", "Z25", "Y26", "Z26"]);
        assert_eq!(around(0, 0, 1, 1), ["A1"]);
    }

    #[test]
    fn cells_off_the_board_stay_but_spread_only_onto_it() {
        assert_eq!(around(10, 10, 10, 10), ["J10", "K11"]);
        assert_eq!(around(10, 4, 10, 10), ["J4", "J5", "K5", "J6"]);
        // Index 676 is row 27 (26 from 0): only its neighbours in row 26 are on a full board.
        assert_eq!(around(0, 26, 26, 26), ["A26", "B26", "A27"]);
    }

    /// Sets of any indices the bits can hold: sparse, dense, empty or full.
    fn cell_set() -> impl Strategy<Value = CellSet> {
        let words = || any::<[u64; MAX_CELLS.div_ceil(64)]>().prop_map(CellSet);
        prop_oneof![
            4 => proptest::collection::vec(0..MAX_CELLS.div_ceil(64) * 64, 0..12)
                .prop_map(|indices| indices.into_iter().map(Cell::from_index).collect()),
            2 => words(),
            2 => (words(), words(), words()).prop_map(|(a, b, c)| a.intersection(&b).intersection(&c)),
            1 => Just(CellSet::new()),
            1 => Just(CellSet([u64::MAX; MAX_CELLS.div_ceil(64)])),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

        #[test]
        fn with_neighbours_matches_cell_by_cell(set in cell_set(), columns in 1..=MAX_SIDE, rows in 1..=MAX_SIDE) {
            prop_assert_eq!(set.with_neighbours(columns, rows), with_neighbours_by_cell(&set, columns, rows));
        }
    }
}
