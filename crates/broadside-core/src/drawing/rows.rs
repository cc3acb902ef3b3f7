//! The text of a drawing read into rows of marks (docs/format.md §2 "Drawn fleets"): one reader for
//! `broadside fleet`'s text drawings and a paper record's (docs/format.md §6 "Fleets"), each
//! saying a fault in its own words.

use super::initials::class_of_initial;
use crate::error::RecordFault;
use crate::record::{DrawnMark, MAX_GRID_SIDE};
use crate::rules::Rules;

/// Why a row of a drawing written as text was not read ([`read_rows`]): each reader of drawings
/// says it in its own words, at its own line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum RowFault {
    /// Character `c`, at `at` (from 0, in characters) of row `row`'s text, is no mark.
    NotAMark { row: usize, at: usize, c: char },
    /// Character `c`, at `at` of row `row`'s text, is a letter that is no class's initial under
    /// the rules, or the initial of two ([`class_of_initial`]'s `why`).
    Initial { row: usize, at: usize, c: char, why: RecordFault },
    /// Row `row` has `cells` cells, more than [`MAX_GRID_SIDE`].
    TooWide { row: usize, cells: usize },
    /// Row `row` has `cells` cells, where most rows have `width`, as row `like` has.
    Unequal { row: usize, cells: usize, width: usize, like: usize },
}

/// Reads the rows of a drawing written as text (docs/format.md §2 "Drawn fleets", and the drawings
/// of a paper record, docs/format.md §6 "Fleets"): each row's text past its first `skip` characters
/// (a row number), a mark a character (v3: ship marks, water marks or class initials), with spaces,
/// tabs and `|` between cells ignored; a letter must be the initial of one class of `rules`.
/// `mark` is shown each mark as it is read (the row, the character's place in the row's text, the
/// character and what it means) and may refuse it.
///
/// # Errors
/// `mark`'s error, or the [`RowFault`] of the first character or row that is none of these, as
/// `fault` words it.
pub(crate) fn read_rows<E>(
    rows: &[(&str, usize)],
    rules: &Rules,
    mut mark: impl FnMut(usize, usize, char, DrawnMark) -> Result<(), E>,
    fault: impl Fn(RowFault) -> E,
) -> Result<Vec<Vec<DrawnMark>>, E> {
    // The width most rows have: a row of another width is the one at fault, even the first.
    let widths: Vec<usize> = rows
        .iter()
        .map(|&(text, skip)| text.chars().skip(skip).filter(|c| !c.is_whitespace() && *c != '|').count())
        .collect();
    let seen = |w: usize| widths.iter().filter(|&&v| v == w).count();
    let like = (0..widths.len()).fold(0, |best, r| if seen(widths[r]) > seen(widths[best]) { r } else { best });
    let mut out: Vec<Vec<DrawnMark>> = Vec::with_capacity(rows.len());
    for (r, &(text, skip)) in rows.iter().enumerate() {
        let mut row = Vec::new();
        for (at, c) in text.chars().enumerate().skip(skip) {
            if c.is_whitespace() || c == '|' {
                continue;
            }
            let Some(drawn) = DrawnMark::of(c) else { return Err(fault(RowFault::NotAMark { row: r, at, c })) };
            if let DrawnMark::Initial(letter) = drawn {
                class_of_initial(rules, letter).map_err(|why| fault(RowFault::Initial { row: r, at, c, why }))?;
            }
            mark(r, at, c, drawn)?;
            row.push(drawn);
        }
        if row.len() > MAX_GRID_SIDE {
            return Err(fault(RowFault::TooWide { row: r, cells: row.len() }));
        }
        if row.len() != widths[like] {
            return Err(fault(RowFault::Unequal { row: r, cells: row.len(), width: widths[like], like }));
        }
        out.push(row);
    }
    Ok(out)
}
