//! Fleets: placing each player's ships on the board and checking the placement (docs/format.md §3
//! "Placement").

use crate::coord::{Cell, CellSet, Coordinate, MAX_SIDE};
use crate::names::{eq_ignore_case, spelt_alike};
use crate::record::{ShipCells, ShipRecord};
use crate::rules::{Rules, ShipClass, Touching};
pub use crate::verdict::Label;
use crate::verdict::{Code, Facts, Listing, ShapeFault, ShipRef, Spot, Violation};

/// No ship at a cell, in [`Fleet::ship_at`].
pub const NO_SHIP: u16 = u16::MAX;

/// One placed ship.
#[derive(Clone, Debug)]
pub struct Ship {
    /// The class name as written, if the record named it ([`Ship::written_name`] spells it out).
    pub name: Option<Name>,
    /// The index of its class in the rules' fleet, or `None` if it fits no class.
    pub class: Option<usize>,
    /// Its length as written (a range's length, or the number of listed cells).
    pub length: u64,
    /// Its cells on the board (a cell listed twice counts once).
    pub cells: CellSet,
    /// How people would name it: `B2-E2`, or its listed cells.
    pub label: Label,
}

/// A ship's class name as its record wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Name {
    /// Spelt exactly as the class with this index in the rules' fleet (most records): no copy is
    /// kept.
    Class(usize),
    /// Spelt otherwise: in another case, or as no class is.
    Text(String),
}

impl Ship {
    /// The class name as the record wrote it, if it named the ship.
    pub fn written_name<'a>(&'a self, rules: &'a Rules) -> Option<&'a str> {
        match self.name.as_ref()? {
            Name::Class(c) => Some(&rules.fleet[*c].name),
            Name::Text(name) => Some(name),
        }
    }

    /// The ship as a sentence names it: its name as written, else its class's, and its cells
    /// (`cruiser (B2-D2)`, or `ship B2-D2` when unnamed and classless).
    pub fn reference(&self, rules: &Rules) -> ShipRef {
        let name = match (self.class, self.written_name(rules)) {
            (_, Some(name)) => Some(name.to_owned()),
            (Some(c), None) => Some(rules.fleet[c].name.clone()),
            (None, None) => None,
        };
        ShipRef { name, label: self.label.clone() }
    }
}

/// One player's placed fleet: the ships, and which ship is at each cell.
#[derive(Clone, Debug)]
pub struct Fleet {
    /// The ships, in the order written.
    pub ships: Vec<Ship>,
    /// For each cell index ([`Cell::index`]) up to the board's last row, the first ship there, or
    /// [`NO_SHIP`]. (Only the board's rows: a small board's table is small to allocate and fill.)
    pub ship_at: Box<[u16]>,
    /// Cells that more than one ship claims (an `overlap`); a hit there strikes each.
    pub shared: CellSet,
}

impl Fleet {
    /// The ships at `cell`: none, one, or several where ships overlap.
    pub fn ships_at(&self, cell: Cell) -> impl Iterator<Item = usize> + '_ {
        let first = self.ship_at.get(cell.index()).copied().unwrap_or(NO_SHIP);
        let shared = self.shared.contains(cell);
        // One range, walked by a plain loop (a chain of iterators costs more than the lookup):
        // the first ship alone where ships do not overlap, every ship where they do.
        let ships = match (shared, first) {
            (true, _) => 0..self.ships.len(),
            (false, NO_SHIP) => 0..0,
            (false, ship) => usize::from(ship)..usize::from(ship) + 1,
        };
        ships.filter(move |&s| !shared || self.ships[s].cells.contains(cell))
    }
}

/// Places one player's ships and checks the placement: `off_board`, `bad_shape`, `overlap`,
/// `touching` (where forbidden) and `wrong_fleet`, in that order, each charged to `owner`.
///
/// Ships keep their cells on the board even when fouled, since the replay goes on against the
/// fleets as given (docs/format.md §3 "Placement").
pub fn place(records: &[ShipRecord], rules: &Rules, owner: &str) -> (Fleet, Vec<Violation>) {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let (mut off_board, mut bad_shape) = (Vec::new(), Vec::new());
    let mut ships = Vec::with_capacity(records.len());
    for record in records {
        // Laid straight into the vector: returning a ship, which is big, would copy it once more.
        let (off, bad) = lay(record, columns, rows, &mut ships);
        let ship =
            || ShipRef { name: record.ship.as_deref().map(str::to_owned), label: ships[ships.len() - 1].label.clone() };
        if let Some(ends) = off {
            off_board.push(foul(Code::OffBoard, owner, ends, Facts::ShipOffBoard { ship: ship(), columns, rows }));
        }
        if let Some(why) = bad {
            bad_shape.push(foul(
                Code::BadShape,
                owner,
                shape_cells(record, columns, rows),
                Facts::BadShape { ship: ship(), why },
            ));
        }
    }

    // Classes first, so that later messages can name every ship by its class.
    let mut wrong_fleet = assign_classes(&mut ships, records, rules, owner);
    let ship_at = vec![NO_SHIP; usize::from(rows) * usize::from(MAX_SIDE)].into_boxed_slice();
    let mut fleet = Fleet { ships, ship_at, shared: CellSet::new() };
    // A fleet of 256 ships on one cell has 32,640 overlapping pairs: past `MAX_LISTED` of a code,
    // pairs are only counted, and their cells and messages never built.
    let mut overlap = Listing::default();
    let mut touching = Listing::default();
    // The cells of the ships laid so far, a row of bits per board row (row `r` at `r + 1`, so that
    // the rows around any cell exist): whether a cell has one of them among its eight neighbours
    // is then three lookups.
    let forbidden = rules.touching == Touching::Forbidden;
    let mut before = [0u32; MAX_SIDE as usize + 2];
    let mut contact = false;
    for (i, ship) in fleet.ships.iter().enumerate() {
        let mut this = [0u32; MAX_SIDE as usize + 2];
        // `for_each` walks the set's words in a tighter loop than `next` would.
        ship.cells.iter().for_each(|cell| {
            let at = &mut fleet.ship_at[cell.index()];
            if *at == NO_SHIP {
                *at = i as u16;
            } else {
                fleet.shared.insert(cell);
            }
            if forbidden {
                let r = usize::from(cell.row) + 1;
                let around = 0b111 << cell.col >> 1;
                contact |= (before[r - 1] | before[r] | before[r + 1]) & around != 0;
                this[r] |= 1 << cell.col;
            }
        });
        for (row, cells) in before.iter_mut().zip(this) {
            *row |= cells;
        }
    }
    // Most fleets are legal: with no shared cell and no ship beside another, no pair needs a look.
    let pairs = if fleet.shared.is_empty() && !(forbidden && contact) { 0 } else { fleet.ships.len() };
    // Each ship's cells with their neighbours, only for the pairwise look.
    let halos: Vec<CellSet> = if forbidden && pairs > 0 {
        fleet.ships.iter().map(|s| s.cells.with_neighbours(columns, rows)).collect()
    } else {
        Vec::new()
    };
    for i in 0..pairs {
        for j in i + 1..pairs {
            let (a, b) = (&fleet.ships[i], &fleet.ships[j]);
            let shared = a.cells.intersection(&b.cells);
            if !shared.is_empty() && !overlap.lists(Code::Overlap, owner) {
                overlap.count_unlisted(Code::Overlap, owner, None);
            } else if !shared.is_empty() {
                overlap.push(foul(
                    Code::Overlap,
                    owner,
                    shared.iter().map(Spot::On).collect(),
                    Facts::Overlap { a: a.reference(rules), b: b.reference(rules) },
                ));
            } else if !halos.is_empty() {
                let a_side = a.cells.intersection(&halos[j]);
                if !a_side.is_empty() && !touching.lists(Code::Touching, owner) {
                    touching.count_unlisted(Code::Touching, owner, None);
                } else if !a_side.is_empty() {
                    let b_side = b.cells.intersection(&halos[i]);
                    touching.push(foul(
                        Code::Touching,
                        owner,
                        a_side.iter().chain(b_side.iter()).map(Spot::On).collect(),
                        Facts::Touching {
                            a: a.reference(rules),
                            b: b.reference(rules),
                            a_side: a_side.iter().map(Spot::On).collect(),
                            b_side: b_side.iter().map(Spot::On).collect(),
                        },
                    ));
                }
            }
        }
    }
    // Appended, not extended: most of these are empty, and `append` passes over them at no cost.
    let mut violations = off_board;
    violations.append(&mut bad_shape);
    violations.append(&mut overlap.into_vec());
    violations.append(&mut touching.into_vec());
    violations.append(&mut wrong_fleet);
    (fleet, violations)
}

fn foul(code: Code, player: &str, cells: Vec<Spot>, facts: Facts) -> Violation {
    Violation::new(code, player, None, cells, facts)
}

fn lay(record: &ShipRecord, columns: u8, rows: u8, ships: &mut Vec<Ship>) -> (Option<Vec<Spot>>, Option<ShapeFault>) {
    let mut cells = CellSet::new();
    match &record.cells {
        ShipCells::Range(a, b) => {
            // The usual range, both ends on the board in one row or one column, walked in cells
            // rather than in 128-bit coordinates, which cost more a step.
            if let (Some(a), Some(b)) = (a.on(columns, rows), b.on(columns, rows))
                && (a.col == b.col || a.row == b.row)
            {
                let (c0, c1) = (a.col.min(b.col), a.col.max(b.col));
                let (r0, r1) = (a.row.min(b.row), a.row.max(b.row));
                fill(&mut cells, (c0, c1), (r0, r1));
                let length = u64::from((c1 - c0).max(r1 - r0)) + 1;
                ships.push(Ship { name: None, class: None, length, cells, label: Label::Range(a, b) });
                return (None, None);
            }
            let aligned = a.col == b.col || a.row == b.row;
            if aligned {
                // Only the part on the board is walked: a range may be as long as the coordinates allow.
                let on_board = |lo: i128, hi: i128, side: u8| {
                    let (lo, hi) = (lo.max(0), hi.min(i128::from(side) - 1));
                    // Both within 0..side, below 26, once the part is not empty.
                    (lo <= hi).then_some((lo as u8, hi as u8))
                };
                let part_cols = on_board(a.col.min(b.col), a.col.max(b.col), columns);
                let part_rows = on_board(a.row.min(b.row), a.row.max(b.row), rows);
                if let (Some(part_cols), Some(part_rows)) = (part_cols, part_rows) {
                    fill(&mut cells, part_cols, part_rows);
                }
            } else {
                // A loop, not an iterator `cells` drives: the set asks nothing of this module back.
                for cell in [a.on(columns, rows), b.on(columns, rows)].into_iter().flatten() {
                    cells.insert(cell);
                }
            }
            // A range whose ends are not aligned is as long as its longer side.
            let length =
                u64::try_from(a.col.abs_diff(b.col).max(a.row.abs_diff(b.row)).saturating_add(1)).unwrap_or(u64::MAX);
            let ends = || vec![Spot::of(a, columns, rows), Spot::of(b, columns, rows)];
            let (label, off) = match (a.on(columns, rows), b.on(columns, rows)) {
                (Some(a), Some(b)) => (Label::Range(a, b), None),
                _ => (Label::Written { spots: ends(), range: true }, Some(ends())),
            };
            let bad = (!aligned).then(|| ShapeFault::RangeEnds(Spot::of(a, columns, rows), Spot::of(b, columns, rows)));
            ships.push(Ship { name: None, class: None, length, cells, label });
            (off, bad)
        }
        ShipCells::List(listed) => {
            let mut on_board = true;
            for c in listed {
                match c.on(columns, rows) {
                    Some(cell) => _ = cells.insert(cell),
                    None => on_board = false,
                }
            }
            let length = listed.len() as u64;
            let (first, last) = (&listed[0], &listed[listed.len() - 1]);
            if let (true, Some(a), Some(b)) =
                (on_board && is_run(listed), first.on(columns, rows), last.on(columns, rows))
            {
                // The usual way to list a ship: nothing to report, and nothing to write out yet.
                ships.push(Ship { name: None, class: None, length, cells, label: Label::Run(a, b) });
                return (None, None);
            }
            // One string for the whole label.
            let spots = listed.iter().map(|c| Spot::of(c, columns, rows)).collect();
            let off = (!on_board).then(|| {
                if listed.len() == 1 {
                    vec![Spot::of(first, columns, rows)]
                } else {
                    vec![Spot::of(first, columns, rows), Spot::of(last, columns, rows)]
                }
            });
            let bad = shape_fault(listed, columns, rows);
            ships.push(Ship { name: None, class: None, length, cells, label: Label::Written { spots, range: false } });
            (off, bad)
        }
    }
}

/// Adds to `cells` every cell of columns `cols.0..=cols.1` in rows `rows.0..=rows.1`.
fn fill(cells: &mut CellSet, cols: (u8, u8), rows: (u8, u8)) {
    for col in cols.0..=cols.1 {
        for row in rows.0..=rows.1 {
            cells.insert(Cell::new(col, row));
        }
    }
}

/// Whether listed cells (all on the board) are each beside the one before, all in one direction
/// (`B2 C2 D2`, `D4 D3 D2`): a straight, gap-free line with no cell twice.
fn is_run(cells: &[Coordinate]) -> bool {
    // On the board, a cell's place fits a small integer, cheaper to work with than an `i128`.
    let step = |a: &Coordinate, b: &Coordinate| ((b.col - a.col) as i8, (b.row - a.row) as i8);
    let [first, second, ..] = cells else { return true };
    let (dc, dr) = step(first, second);
    dc.abs() + dr.abs() == 1 && cells.windows(2).all(|w| step(&w[0], &w[1]) == (dc, dr))
}

/// Why a list of cells is not a straight, gap-free run with no cell twice, if it is not.
fn shape_fault(cells: &[Coordinate], columns: u8, rows: u8) -> Option<ShapeFault> {
    let label = |c: &Coordinate| Spot::of(c, columns, rows);
    for (i, c) in cells.iter().enumerate() {
        if let Some(twin) = cells[..i].iter().find(|d| d.col == c.col && d.row == c.row) {
            return Some(ShapeFault::Twice(label(twin)));
        }
    }
    let first = &cells[0];
    let horizontal = cells.iter().all(|c| c.row == first.row);
    let vertical = cells.iter().all(|c| c.col == first.col);
    if !horizontal && !vertical {
        let odd = cells.iter().find(|c| c.row != first.row && c.col != first.col).unwrap_or(&cells[1]);
        return Some(ShapeFault::NotInLine(label(first), label(odd)));
    }
    let along = |c: &Coordinate| if horizontal { c.col } else { c.row };
    let lo = cells.iter().map(along).min().unwrap_or(0);
    let hi = cells.iter().map(along).max().unwrap_or(0);
    // Distinct cells in one line are gap-free exactly when they span as many places as they are.
    if hi.abs_diff(lo) + 1 != cells.len() as u128 {
        return Some(ShapeFault::Gap(label(first), label(&cells[cells.len() - 1])));
    }
    None
}

/// The cells a `bad_shape` violation names: every cell of the ship on the board, as written.
fn shape_cells(record: &ShipRecord, columns: u8, rows: u8) -> Vec<Spot> {
    match &record.cells {
        ShipCells::Range(a, b) => vec![Spot::of(a, columns, rows), Spot::of(b, columns, rows)],
        ShipCells::List(cells) => cells.iter().map(|c| Spot::of(c, columns, rows)).collect(),
    }
}

/// Gives each ship its class: named ships claim their classes first, then unnamed ships take the
/// remaining places by size in fleet order (docs/format.md §2, on ships). Returns the `wrong_fleet`
/// violations: one per class whose count is wrong, one per ship that fits no class.
fn assign_classes(ships: &mut [Ship], records: &[ShipRecord], rules: &Rules, owner: &str) -> Vec<Violation> {
    let classes = &rules.fleet;
    // Ships found per class: on the stack for the usual handful of classes.
    let (mut few, mut many) = ([0u64; 16], Vec::new());
    let found: &mut [u64] = match few.get_mut(..classes.len()) {
        Some(found) => found,
        None => {
            many.resize(classes.len(), 0);
            &mut many
        }
    };
    let mut misfits = Vec::new();
    let finder = ClassFinder::new(classes);
    for (i, ship) in ships.iter_mut().enumerate() {
        let Some(name) = records[i].ship.as_deref() else { continue };
        let class = finder.find(name);
        ship.name = Some(match class {
            Some(c) if classes[c].name == name => Name::Class(c),
            _ => Name::Text(name.to_owned()),
        });
        match class {
            Some(c) if u64::from(classes[c].size) == ship.length => {
                ship.class = Some(c);
                found[c] += 1;
            }
            Some(c) => misfits.push((
                i,
                Facts::ClassSize {
                    name: name.to_owned(),
                    label: ship.label.clone(),
                    length: ship.length,
                    class: classes[c].name.clone(),
                    size: classes[c].size,
                },
            )),
            None => misfits.push((
                i,
                Facts::NoSuchClass {
                    name: name.to_owned(),
                    label: ship.label.clone(),
                    classes: classes.iter().map(|c| c.name.clone()).collect(),
                },
            )),
        }
    }
    for (i, ship) in ships.iter_mut().enumerate() {
        if records[i].ship.is_some() {
            continue;
        }
        let same_size = |c: &usize| u64::from(classes[*c].size) == ship.length;
        let free = (0..classes.len()).filter(same_size).find(|&c| found[c] < u64::from(classes[c].count));
        // An extra ship of a class's size counts toward that class, which then has too many.
        match free.or_else(|| (0..classes.len()).rfind(same_size)) {
            Some(c) => {
                ship.class = Some(c);
                found[c] += 1;
            }
            None => misfits.push((i, Facts::NoClassOfSize { label: ship.label.clone(), length: ship.length })),
        }
    }
    let mut out = Vec::new();
    for (c, class) in classes.iter().enumerate() {
        if found[c] != u64::from(class.count) {
            let cells =
                ships.iter().filter(|s| s.class == Some(c)).flat_map(|s| s.cells.iter().map(Spot::On)).collect();
            let facts =
                Facts::ClassCount { class: class.name.clone(), found: found[c], size: class.size, wanted: class.count };
            out.push(foul(Code::WrongFleet, owner, cells, facts));
        }
    }
    for (i, facts) in misfits {
        out.push(foul(Code::WrongFleet, owner, ships[i].cells.iter().map(Spot::On).collect(), facts));
    }
    out
}

/// Finds ship classes by name, ignoring case (docs/format.md §2, on ships): made once for a fleet's
/// classes, then asked for many names (each named ship, each class a reply names).
#[derive(Clone, Copy)]
pub struct ClassFinder<'r> {
    classes: &'r [ShipClass],
}

impl<'r> ClassFinder<'r> {
    /// A finder among `classes`, in fleet order.
    pub fn new(classes: &'r [ShipClass]) -> Self {
        ClassFinder { classes }
    }

    /// The index of the class called `name`, ignoring case (as [`eq_ignore_case`]); class names
    /// differ ignoring case (rules, "Fleet"), so at most one is.
    #[inline] // Asked once per class a reply names: a call costs as much as the usual look-up.
    pub fn find(&self, name: &str) -> Option<usize> {
        // Names are nearly always spelt as their class is, which a plain comparison finds.
        match self.classes.iter().position(|c| spelt_alike(&c.name, name)) {
            Some(c) => Some(c),
            None => self.find_ignoring_case(name),
        }
    }

    /// [`ClassFinder::find`] for a name not spelt as its class is.
    #[cold]
    #[inline(never)]
    fn find_ignoring_case(&self, name: &str) -> Option<usize> {
        // Two ASCII names are equal ignoring case exactly when they are equal ignoring ASCII case,
        // so the full rule is needed only where a name is not ASCII.
        let ascii = name.is_ascii() && self.classes.iter().all(|c| c.name.is_ascii());
        self.classes.iter().position(|c| c.name.eq_ignore_ascii_case(name) || (!ascii && eq_ignore_case(&c.name, name)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Board, Preset};
    use crate::words::Words;

    fn placed(ships: &str, rules: &Rules) -> (Fleet, Vec<Violation>) {
        let records: Vec<ShipRecord> = serde_json::from_str(ships).unwrap();
        place(&records, rules, "ann")
    }

    #[test]
    fn labels_read_as_written() {
        let rules = Preset::Classic.rules();
        let (fleet, _) = placed(
            r#"[{"cells": ["B2", "C2", "D2"]}, {"cells": ["D9", "D8", "D7"]}, {"cells": ["J1"]},
                {"cells": ["F5", "H5", "G5"]}, {"cells": "E4-B4"}, {"cells": ["K1", "K2"]}]"#,
            &rules,
        );
        let labels: Vec<String> = fleet.ships.iter().map(|s| Words::default().label(&s.label)).collect();
        assert_eq!(labels, ["B2 C2 D2", "D9 D8 D7", "J1", "F5 H5 G5", "E4-B4", "K1 K2"]);
        assert!(matches!(fleet.ships[1].label, Label::Run(..)));
        assert!(matches!(fleet.ships[3].label, Label::Written { range: false, .. }));
    }

    #[test]
    fn names_keep_their_spelling() {
        let rules = Preset::Classic.rules();
        let (fleet, _) =
            placed(r#"[{"ship": "cruiser", "cells": "A1-A4"}, {"ship": "Submarine", "cells": "C1-C3"}]"#, &rules);
        assert_eq!(fleet.ships[0].name, Some(Name::Class(1)));
        assert_eq!(fleet.ships[1].written_name(&rules), Some("Submarine"));
        assert_eq!(Words::default().ship(&fleet.ships[1].reference(&rules)), "Submarine (C1-C3)");
    }

    #[test]
    fn touching_is_found_between_rows_and_not_across_the_board_edge() {
        let mut rules = Preset::Russian.rules();
        rules.board = Board { columns: 26, rows: 26 };
        let touching = |ships: &str| placed(ships, &rules).1.iter().filter(|v| v.code == Code::Touching).count();
        // Z1 and A2 follow one another in cell order, but lie at opposite edges of the board.
        assert_eq!(touching(r#"[{"cells": ["Z1"]}, {"cells": ["A2"]}]"#), 0);
        assert_eq!(touching(r#"[{"cells": ["B2"]}, {"cells": ["A1"]}]"#), 1);
        assert_eq!(touching(r#"[{"cells": "Y26-Z26"}, {"cells": ["X25"]}]"#), 1);
        assert_eq!(touching(r#"[{"cells": "Y26-Z26"}, {"cells": ["W25"]}]"#), 0);
    }
}
