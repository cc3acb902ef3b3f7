//! Drawn ships as ship records and as violations name them: the records a drawing's ships are
//! placed as (docs/format.md §2 "Drawn fleets"), and the cells, runs and classes of its sentences.

use std::borrow::Cow;

use crate::coord::{Coordinate, Written};
use crate::fleet::Fleet;
use crate::record::{ShipCells, ShipRecord};
use crate::rules::Rules;
use crate::split::Segment;
use crate::verdict::{ClassLine, Run, Sized, Spot, Violation};

/// A placed fleet and its placement violations (in the order of the table in docs/format.md §3
/// "Replay").
pub type Placed = (Fleet, Vec<Violation>);

/// The fleet's classes, as a sentence about a drawing lists them.
pub(super) fn class_lines(rules: &Rules) -> Vec<ClassLine> {
    rules.fleet.iter().map(|c| ClassLine { name: c.name.clone(), size: c.size, count: c.count }).collect()
}

/// `n` ships of `size` cells: named by the class where one class has that size.
pub(super) fn sized(rules: &Rules, size: u8, n: u16) -> Sized {
    let mut classes = rules.fleet.iter().filter(|c| c.size == size);
    let class = match (classes.next(), classes.next()) {
        (Some(c), None) => Some(c.name.clone()),
        _ => None,
    };
    Sized { class, size, n }
}

/// A cell of a drawing as a violation names it: a cell of the board, or beyond it as a coordinate
/// `K11` while a letter can name its column, else `[26,0]`.
pub(super) fn spot(col: u8, row: u8, columns: u8, rows: u8) -> Spot {
    Spot::of(&coordinate(col, row), columns, rows)
}

/// A straight ship of a drawing, by its ends.
pub(super) fn run_of(seg: Segment, columns: u8, rows: u8) -> Run {
    let last = seg.cells().last().unwrap_or((seg.col, seg.row));
    Run { from: spot(seg.col, seg.row, columns, rows), to: spot(last.0, last.1, columns, rows) }
}

/// A cell of a drawing as a coordinate: written `K11` while a letter can name its column.
pub(super) fn coordinate(col: u8, row: u8) -> Coordinate<'static> {
    let written = if col < 26 {
        Written::Text(Cow::Owned(format!("{}{}", char::from(b'A' + col), u32::from(row) + 1)))
    } else {
        Written::Pair
    };
    Coordinate { col: i128::from(col), row: i128::from(row), written }
}

/// An unnamed ship record for a straight ship: a range, or one cell.
pub(super) fn segment_record(seg: Segment) -> ShipRecord<'static> {
    let cells: Vec<(u8, u8)> = seg.cells().collect();
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    let cells = if seg.len == 1 {
        ShipCells::List(vec![coordinate(first.0, first.1)])
    } else {
        ShipCells::Range(coordinate(first.0, first.1), coordinate(last.0, last.1))
    };
    ShipRecord { ship: None, cells }
}

/// An unnamed ship record for a group of cells (row by row): a range where it is straight, else
/// the list of its cells (which placement finds `bad_shape`).
pub(super) fn group_record(group: &[(u8, u8)]) -> ShipRecord<'static> {
    let (c0, r0) = group[0];
    let straight = group.iter().all(|&(_, r)| r == r0) || group.iter().all(|&(c, _)| c == c0);
    if straight && group.len() > 1 {
        let (c1, r1) = group[group.len() - 1];
        ShipRecord { ship: None, cells: ShipCells::Range(coordinate(c0, r0), coordinate(c1, r1)) }
    } else {
        ShipRecord { ship: None, cells: ShipCells::List(group.iter().map(|&(c, r)| coordinate(c, r)).collect()) }
    }
}

/// Orders ship records by their first cell, row by row.
pub(super) fn sort_records(records: &mut [ShipRecord]) {
    records.sort_by_key(|r| {
        let first = match &r.cells {
            ShipCells::List(cells) => &cells[0],
            ShipCells::Range(a, _) => a,
        };
        (first.row, first.col)
    });
}

/// Straight runs covering `cells`: maximal horizontal runs of two or more, then the rest as
/// maximal vertical runs.
pub(super) fn runs(cells: &[(u8, u8)]) -> Vec<Segment> {
    let mut left: Vec<(u8, u8)> = cells.to_vec();
    left.sort_by_key(|&(c, r)| (r, c));
    let mut out = Vec::new();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < left.len() {
        let (c, r) = left[i];
        let mut j = i + 1;
        while j < left.len() && left[j] == (c + (j - i) as u8, r) && j - i < 26 {
            j += 1;
        }
        if j - i >= 2 {
            out.push(Segment { col: c, row: r, len: (j - i) as u8, vertical: false });
        } else {
            rest.push((c, r));
        }
        i = j;
    }
    rest.sort_by_key(|&(c, r)| (c, r));
    let mut i = 0;
    while i < rest.len() {
        let (c, r) = rest[i];
        let mut j = i + 1;
        while j < rest.len() && rest[j] == (c, r + (j - i) as u8) && j - i < 26 {
            j += 1;
        }
        out.push(Segment { col: c, row: r, len: (j - i) as u8, vertical: j - i > 1 });
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_cover_leftovers_straight() {
        let r = runs(&[(0, 0), (1, 0), (3, 0), (3, 1), (5, 5)]);
        assert_eq!(
            r,
            vec![
                Segment { col: 0, row: 0, len: 2, vertical: false },
                Segment { col: 3, row: 0, len: 2, vertical: true },
                Segment { col: 5, row: 5, len: 1, vertical: false },
            ]
        );
    }
}
