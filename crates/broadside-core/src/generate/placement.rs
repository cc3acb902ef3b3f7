//! Random legal fleets: a backtracking search over the ships' positions.

use super::dice::Dice;
use super::style::CellsForm;
use crate::coord::{Cell, CellSet};
use crate::error::GenerateError;
use crate::rules::{Rules, Touching};

/// One ship as placed: its class (index in the rules' fleet) and its cells, in order along it.
/// Cells may lie off the board only in a fleet made faulty (`col`/`row` as `i64`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedShip {
    /// The ship's class, an index into the rules' fleet.
    pub class: usize,
    /// The cells, column and row from 0, in order from one end to the other.
    pub cells: Vec<(i64, i64)>,
    /// How the record writes the cells (`None`: as the fleet's style says).
    pub(super) form: Option<CellsForm>,
}

impl PlacedShip {
    pub(super) fn on_board(&self, rules: &Rules) -> impl Iterator<Item = Cell> + '_ {
        let (c, r) = (i64::from(rules.board.columns), i64::from(rules.board.rows));
        self.cells.iter().filter(move |&&(x, y)| (0..c).contains(&x) && (0..r).contains(&y)).map(|&(x, y)| cell(x, y))
    }
}

pub(super) fn cell(col: i64, row: i64) -> Cell {
    Cell::new(col as u8, row as u8)
}

/// How many search steps one placement may take before it restarts, and how many restarts.
pub(super) const SEARCH_STEPS: u64 = 20_000;
pub(super) const SEARCH_RESTARTS: u32 = 8;
/// The most steps (positions looked at) of the pruned search that follows the restarts, before
/// it gives up: about a second.
pub const PRUNED_SEARCH_STEPS: u64 = 10_000_000;

/// Places a fleet legally at random: backtracking over the ships largest first, each trying its
/// positions in random order; ships of one class take positions in increasing order, so that no
/// arrangement is searched twice. The first searches, bounded and restarted, are those every
/// fleet of the presets is placed by (so their games stay as they were); a fleet they miss is
/// then searched once more with pruning (a class's ships need as many free positions after the
/// last one placed, the ships left as many free cells, and where ships may not touch, as many
/// 2x2 blocks with a free cell as they span at least, since two ships never share a block),
/// which places any fleet that fits and proves it when none does, up to [`PRUNED_SEARCH_STEPS`].
///
/// # Errors
/// [`GenerateError::ShipTooLong`], [`GenerateError::FleetTooBig`] or [`GenerateError::NoRoom`]
/// when counting cells shows no placement exists, [`GenerateError::NoPlacement`] when the search
/// exhausts them, [`GenerateError::GaveUp`] when none was found within the search budget.
pub(super) fn place_fleet(rules: &Rules, dice: &mut Dice) -> Result<Vec<PlacedShip>, GenerateError> {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let mut ships: Vec<(usize, u8)> = Vec::new();
    for (c, class) in rules.fleet.iter().enumerate() {
        ships.extend(std::iter::repeat_n((c, class.size), usize::from(class.count)));
    }
    ships.sort_by_key(|&(c, size)| (std::cmp::Reverse(size), c));
    let longest = ships.first().map_or(0, |s| s.1);
    if longest > columns.max(rows) {
        return Err(GenerateError::ShipTooLong { cells: longest, columns, rows });
    }
    let cells: usize = ships.iter().map(|s| usize::from(s.1)).sum();
    if cells > usize::from(columns) * usize::from(rows) {
        return Err(GenerateError::FleetTooBig { cells, columns, rows });
    }
    let forbidden = rules.touching == Touching::Forbidden;
    // Each ship with the water to its right and below fills a (size+1) x 2 block of a board one
    // column and one row larger; blocks cannot overlap.
    let blocks: usize = ships.iter().map(|s| (usize::from(s.1) + 1) * 2).sum();
    if forbidden && blocks > (usize::from(columns) + 1) * (usize::from(rows) + 1) {
        return Err(GenerateError::NoRoom { columns, rows });
    }
    let none_fits = || GenerateError::NoPlacement { columns, rows, apart: forbidden };
    let mut search = Search { rules, ships: &ships, steps: 0, forbidden, out: Vec::with_capacity(ships.len()) };
    for _ in 0..SEARCH_RESTARTS {
        search.steps = 0;
        search.out.clear();
        match search.place(0, CellSet::new(), dice) {
            SearchEnd::Found => {
                return Ok(search
                    .out
                    .iter()
                    .map(|&(class, key)| PlacedShip {
                        class,
                        cells: cells_of(key, rules.fleet[class].size),
                        form: None,
                    })
                    .collect());
            }
            SearchEnd::Exhausted => return Err(none_fits()),
            SearchEnd::OutOfSteps => {}
        }
    }
    search.steps = 0;
    search.out.clear();
    let board = usize::from(columns) * usize::from(rows);
    match search.place_pruned(0, CellSet::new(), board, dice) {
        SearchEnd::Found => Ok(search
            .out
            .iter()
            .map(|&(class, key)| PlacedShip { class, cells: cells_of(key, rules.fleet[class].size), form: None })
            .collect()),
        SearchEnd::Exhausted => Err(none_fits()),
        SearchEnd::OutOfSteps => Err(GenerateError::GaveUp { steps: PRUNED_SEARCH_STEPS }),
    }
}

/// A position: `(cell index * 2 + direction)`, direction 0 across (columns), 1 down (rows).
pub(super) type Position = usize;

pub(super) fn cells_of(key: Position, size: u8) -> Vec<(i64, i64)> {
    let start = Cell::from_index(key / 2);
    let (dc, dr) = if key.is_multiple_of(2) { (1, 0) } else { (0, 1) };
    (0..i64::from(size)).map(|k| (i64::from(start.col) + dc * k, i64::from(start.row) + dr * k)).collect()
}

/// The positions of a ship of `size` on the board, in order (row, column, then across before
/// down), after `after` if given.
pub(super) fn positions(columns: u8, rows: u8, size: u8, after: Option<Position>) -> impl Iterator<Item = Position> {
    (0..rows).flat_map(move |row| {
        (0..columns).flat_map(move |col| {
            let index = Cell::new(col, row).index();
            (0..if size == 1 { 1 } else { 2 }).filter_map(move |dir| {
                let fits = if dir == 0 { col + size <= columns } else { row + size <= rows };
                let key = index * 2 + dir;
                (fits && after.is_none_or(|a| key > a)).then_some(key)
            })
        })
    })
}

pub(super) enum SearchEnd {
    Found,
    Exhausted,
    OutOfSteps,
}

pub(super) struct Search<'a> {
    pub(super) rules: &'a Rules,
    pub(super) ships: &'a [(usize, u8)],
    pub(super) steps: u64,
    pub(super) forbidden: bool,
    pub(super) out: Vec<(usize, Position)>,
}

impl Search<'_> {
    pub(super) fn place(&mut self, k: usize, blocked: CellSet, dice: &mut Dice) -> SearchEnd {
        if k == self.ships.len() {
            return SearchEnd::Found;
        }
        let (class, size) = self.ships[k];
        let (columns, rows) = (self.rules.board.columns, self.rules.board.rows);
        let after = match self.out.last() {
            Some(&(c, key)) if c == class => Some(key),
            _ => None,
        };
        let mut keys: Vec<Position> = positions(columns, rows, size, after).collect();
        dice.shuffle(&mut keys);
        for key in keys {
            self.steps += 1;
            if self.steps > SEARCH_STEPS {
                return SearchEnd::OutOfSteps;
            }
            let cells: CellSet = cells_of(key, size).into_iter().map(|(c, r)| cell(c, r)).collect();
            if !cells.intersection(&blocked).is_empty() {
                continue;
            }
            let mut now = blocked;
            if self.forbidden {
                now.extend(cells.with_neighbours(columns, rows).iter());
            } else {
                now.extend(cells.iter());
            }
            self.out.push((class, key));
            match self.place(k + 1, now, dice) {
                SearchEnd::Found => return SearchEnd::Found,
                SearchEnd::OutOfSteps => return SearchEnd::OutOfSteps,
                SearchEnd::Exhausted => {}
            }
            self.out.pop();
        }
        SearchEnd::Exhausted
    }

    /// [`Search::place`] with pruning, for fleets it misses: ship `k` on, with `blocked` the
    /// cells taken (and, where ships may not touch, their neighbours) and `free` the board's
    /// cells not blocked. Complete: it exhausts only when no placement exists.
    pub(super) fn place_pruned(&mut self, k: usize, blocked: CellSet, free: usize, dice: &mut Dice) -> SearchEnd {
        if k == self.ships.len() {
            return SearchEnd::Found;
        }
        let (class, size) = self.ships[k];
        // Every ship left needs cells of its own that are free now.
        let cells_left: usize = self.ships[k..].iter().map(|s| usize::from(s.1)).sum();
        if cells_left > free {
            return SearchEnd::Exhausted;
        }
        let (columns, rows) = (self.rules.board.columns, self.rules.board.rows);
        let after = match self.out.last() {
            Some(&(c, key)) if c == class => Some(key),
            _ => None,
        };
        // This class's ships left take increasing positions; when they are all the ships left,
        // the cells before the last one placed are of no more use.
        let same_class = self.ships[k..].iter().take_while(|s| s.0 == class).count();
        let first_usable = after.filter(|_| same_class == self.ships.len() - k).map_or(0, |a| a / 2);
        let usable = |c: u8, r: u8| {
            c < columns && r < rows && Cell::new(c, r).index() >= first_usable && !blocked.contains(Cell::new(c, r))
        };
        if first_usable > 0 {
            let cells =
                (0..rows).flat_map(|r| (0..columns).map(move |c| (c, r))).filter(|&(c, r)| usable(c, r)).count();
            if cells_left > cells {
                return SearchEnd::Exhausted;
            }
        }
        if self.forbidden {
            // The cells of a 2x2 block all touch, so no two ships share one; a ship of n cells
            // spans at least n/2 blocks (rounded up).
            let spans: usize = self.ships[k..].iter().map(|s| usize::from(s.1).div_ceil(2)).sum();
            let open = (0..rows.div_ceil(2))
                .flat_map(|by| (0..columns.div_ceil(2)).map(move |bx| (bx * 2, by * 2)))
                .filter(|&(c, r)| [(c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1)].iter().any(|&(c, r)| usable(c, r)))
                .count();
            if spans > open {
                return SearchEnd::Exhausted;
            }
        }
        let mut keys: Vec<(Position, CellSet)> = Vec::new();
        for key in positions(columns, rows, size, after) {
            self.steps += 1;
            let cells: CellSet = cells_of(key, size).into_iter().map(|(c, r)| cell(c, r)).collect();
            if cells.intersection(&blocked).is_empty() {
                keys.push((key, cells));
            }
        }
        // Each of this class's ships left needs a position of its own, free now.
        if keys.len() < same_class {
            return SearchEnd::Exhausted;
        }
        dice.shuffle(&mut keys);
        for (key, cells) in keys {
            self.steps += 1;
            if self.steps > PRUNED_SEARCH_STEPS {
                return SearchEnd::OutOfSteps;
            }
            let mut now = blocked;
            if self.forbidden {
                now.extend(cells.with_neighbours(columns, rows).iter());
            } else {
                now.extend(cells.iter());
            }
            let taken = now.len() - blocked.len();
            self.out.push((class, key));
            match self.place_pruned(k + 1, now, free - taken, dice) {
                SearchEnd::Found => return SearchEnd::Found,
                SearchEnd::OutOfSteps => return SearchEnd::OutOfSteps,
                SearchEnd::Exhausted => {}
            }
            self.out.pop();
        }
        SearchEnd::Exhausted
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, RulesSpec};

    #[test]
    pub(super) fn russian_fleets_are_placed_legally() {
        let rules = Preset::Russian.rules();
        let mut d = Dice::new(3, 0);
        for _ in 0..50 {
            let fleet = place_fleet(&rules, &mut d).unwrap();
            assert_eq!(fleet.len(), 10);
            let sets: Vec<CellSet> = fleet.iter().map(|p| p.on_board(&rules).collect()).collect();
            for (i, a) in sets.iter().enumerate() {
                for b in &sets[i + 1..] {
                    assert!(a.with_neighbours(10, 10).intersection(b).is_empty());
                }
            }
        }
    }

    #[test]
    pub(super) fn impossible_fleets_are_errors() {
        let tight = |json: &str| {
            let spec: RulesSpec = serde_json::from_str(json).unwrap();
            place_fleet(&spec.resolve(), &mut Dice::new(1, 0))
        };
        let err = tight(r#"{"base":"russian","board":{"columns":5,"rows":5}}"#).unwrap_err();
        assert!(err.to_string().contains("more room"), "{err}");
        let err = tight(r#"{"base":"classic","board":{"columns":4,"rows":4}}"#).unwrap_err();
        assert!(err.to_string().contains("does not fit"), "{err}");
        // Passes the counts, but no arrangement exists: on 2x2 every two cells touch.
        let err = tight(
            r#"{"base":"classic","board":{"columns":2,"rows":2},"touching":"forbidden","fleet":[{"ship":"a","size":1,"count":2}]}"#,
        )
        .unwrap_err();
        assert!(err.to_string().contains("no placement"), "{err}");
        // A full board where ships may touch is found.
        assert!(
            tight(r#"{"base":"classic","board":{"columns":2,"rows":2},"fleet":[{"ship":"a","size":2,"count":2}]}"#)
                .is_ok()
        );
    }
}
