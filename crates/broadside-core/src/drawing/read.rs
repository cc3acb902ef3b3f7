//! A drawing read into ships (docs/format.md §2 "Drawn fleets"): one ship a group where ships may
//! not touch, else the split search ([`crate::split`]), settled or with the first two splits
//! found for the choice; and the readings a record keeps, so that a drawing is searched once.

use super::ships::{Placed, class_lines, group_record, run_of, runs, segment_record, sized, sort_records, spot};
use crate::coord::{Cell, CellSet};
use crate::error::{InputError, JsonPath, RecordFault};
use crate::fleet;
use crate::record::{FleetDrawing, Grid, ShipRecord};
use crate::rules::{Rules, Touching};
use crate::split::{OverBudget, STEP_BUDGET, Segment, Shortfall, Splitter};
use crate::verdict::{Code, Facts, GroupUse, NoSplit, Spot, Violation};

/// A drawing read into ships.
#[derive(Clone, Debug)]
pub(super) enum Reading {
    /// The placement is settled: one ship per group, the only split, or no split at all.
    Settled(Box<Placed>),
    /// More than one split fits the fleet: the first two found.
    Several { found: [Vec<Segment>; 2] },
}

/// Reads `grid` into ships within [`STEP_BUDGET`] search steps: the split search, done once
/// for each drawing a record is placed with ([`Readings`]).
///
/// # Errors
/// [`OverBudget`] when the search runs past the budget.
pub(super) fn read(grid: &Grid, rules: &Rules, owner: &str) -> Result<Reading, OverBudget> {
    #[cfg(test)]
    super::tests::SEARCHES.with(|n| n.set(n.get() + 1));
    let mut splitter = Splitter::new(grid, &sizes(rules));
    read_with(&mut splitter, grid, rules, owner)
}

/// The drawn fleets of a record read into ships (the split search, whose result
/// depends on the drawing, its owner and the rules alone), kept with the record, so that its
/// fleets are placed again without searching again: a paper record with shot grids places its
/// fleets while its log is rebuilt from them, and the referee places them once more. Empty for
/// a record whose drawings were never read before it is adjudicated; [`super::place_fleets`] reads
/// those itself.
#[derive(Clone, Debug, Default)]
pub struct Readings(Vec<Kept>);

/// A drawing read: whose it is, under which rules, and what the reading gave.
#[derive(Clone, Debug)]
struct Kept {
    grid: Grid,
    owner: String,
    rules: Rules,
    outcome: Result<Reading, OverBudget>,
}

impl Readings {
    /// Reads the drawn fleets (`fleets`, of the players `names`) under `rules` that are not read
    /// yet; a fleet listed or drawn with initials needs no search.
    pub fn read(&mut self, fleets: [&FleetDrawing; 2], rules: &Rules, names: [&str; 2]) {
        for (fleet, owner) in fleets.into_iter().zip(names) {
            if let FleetDrawing::Grid(grid) = fleet
                && self.kept(grid, rules, owner).is_none()
            {
                let outcome = read(grid, rules, owner);
                self.0.push(Kept { grid: grid.clone(), owner: owner.to_owned(), rules: rules.clone(), outcome });
            }
        }
    }

    /// The reading of `owner`'s drawing `grid` under `rules`, if it was read.
    fn kept(&self, grid: &Grid, rules: &Rules, owner: &str) -> Option<&Result<Reading, OverBudget>> {
        self.0.iter().find(|k| k.grid == *grid && k.owner == owner && k.rules == *rules).map(|k| &k.outcome)
    }

    /// `owner`'s drawing `grid` read under `rules`: as it was read before, else read now.
    pub(super) fn reading(&self, grid: &Grid, rules: &Rules, owner: &str) -> Result<Reading, OverBudget> {
        match self.kept(grid, rules, owner) {
            Some(outcome) => outcome.clone(),
            None => read(grid, rules, owner),
        }
    }
}

/// Reads `grid` into ships with `splitter` (the search over `grid` with the fleet's sizes).
fn read_with(splitter: &mut Splitter, grid: &Grid, rules: &Rules, owner: &str) -> Result<Reading, OverBudget> {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    if rules.touching == Touching::Forbidden {
        let groups = Splitter::new(grid, &[]).groups();
        let mut ships: Vec<ShipRecord<'static>> = groups.iter().map(|g| group_record(g)).collect();
        sort_records(&mut ships);
        return Ok(Reading::Settled(Box::new(fleet::place(&ships, rules, owner))));
    }
    let (drawn, wanted) = (splitter.cells(), splitter.fleet_cells());
    if drawn == 0 {
        // No ship drawn is no ship listed: an empty fleet, judged class by class.
        return Ok(Reading::Settled(Box::new(fleet::place(&[], rules, owner))));
    }
    if drawn != wanted {
        let all: Vec<(u8, u8)> = splitter.groups().concat();
        let why = NoSplit::CellCount { drawn: drawn as u64, wanted: wanted as u64 };
        return Ok(Reading::Settled(Box::new(no_split(&[], &all, rules, owner, Vec::new(), why))));
    }
    if let Some(group) = splitter.unsplittable_group()? {
        let cells: Vec<Spot> = group.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
        let why = NoSplit::Group { size: group.len() };
        let all: Vec<(u8, u8)> = splitter.groups().concat();
        return Ok(Reading::Settled(Box::new(no_split(&[], &all, rules, owner, cells, why))));
    }
    let mut found = splitter.splits(2)?.into_iter();
    match (found.next(), found.next()) {
        (Some(first), Some(second)) => Ok(Reading::Several { found: [first, second] }),
        (Some(only), None) => Ok(Reading::Settled(Box::new(place_split(&only, rules, owner)))),
        (None, _) if splitter.shortfall().is_some() => {
            let shortfall = splitter.shortfall().expect("checked above");
            let (cells, why) = explain(splitter, shortfall, columns, rows);
            let all: Vec<(u8, u8)> = splitter.groups().concat();
            Ok(Reading::Settled(Box::new(no_split(&[], &all, rules, owner, cells, why))))
        }
        (None, _) => {
            let best = splitter.best().clone();
            let mut covered = CellSet::new();
            let mut covered_off: Vec<(u8, u8)> = Vec::new();
            for seg in &best.ships {
                for (c, r) in seg.cells() {
                    if c < columns && r < rows {
                        covered.insert(Cell::new(c, r));
                    } else {
                        covered_off.push((c, r));
                    }
                }
            }
            let left: Vec<(u8, u8)> = splitter
                .groups()
                .concat()
                .into_iter()
                .filter(|&(c, r)| {
                    if c < columns && r < rows {
                        !covered.contains(Cell::new(c, r))
                    } else {
                        !covered_off.contains(&(c, r))
                    }
                })
                .collect();
            let cells: Vec<Spot> = left.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
            let lacking = best.lacking.iter().map(|&(size, n)| sized(rules, size, n)).collect();
            let mut laid: Vec<Segment> = best.ships.clone();
            laid.sort_by_key(|s| (s.row, s.col));
            let laid = laid.iter().map(|&s| run_of(s, columns, rows)).collect();
            // What each group can be on its own explains a clash best; where groups can be many
            // things, the furthest the search got stands in.
            let groups = splitter.groups();
            let mut described = Vec::new();
            let mut cells_described = Vec::new();
            for (group, uses) in groups.iter().zip(splitter.uses_by_group(3)) {
                let Some(uses) = uses else { continue };
                let mixes =
                    uses.iter().map(|mix| mix.iter().map(|&(size, n)| sized(rules, size, n)).collect()).collect();
                described.push(GroupUse {
                    size: group.len(),
                    first: spot(group[0].0, group[0].1, columns, rows),
                    mixes,
                });
                cells_described.extend(group.iter().map(|&(c, r)| spot(c, r, columns, rows)));
            }
            let (cells, why) = if described.len() == groups.len() {
                (cells_described, NoSplit::Groups(described))
            } else {
                (cells, NoSplit::Furthest { laid, lacking })
            };
            Ok(Reading::Settled(Box::new(no_split(&best.ships, &left, rules, owner, cells, why))))
        }
    }
}

/// Why no split exists, and the cells concerned.
fn explain(splitter: &Splitter, shortfall: Shortfall, columns: u8, rows: u8) -> (Vec<Spot>, NoSplit) {
    match shortfall {
        Shortfall::ShortRuns { size, room, .. } => {
            let short = splitter.cells_in_runs_shorter_than(size);
            let cells = short.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
            (cells, NoSplit::ShortRuns { size, room: room as u64 })
        }
        Shortfall::LongShips { size, ships, places } => {
            (Vec::new(), NoSplit::LongShips { ships: ships as u64, size, places: places as u64 })
        }
        Shortfall::Colours { imbalance, odd } => {
            (Vec::new(), NoSplit::Colours { imbalance: imbalance as u64, odd: odd as u64 })
        }
    }
}

/// The fleet's sizes as `(size, count)`.
pub(super) fn sizes(rules: &Rules) -> Vec<(u8, u16)> {
    rules.fleet.iter().map(|c| (c.size, c.count)).collect()
}

/// Places a split: its ships, row by row by their first cell.
pub(super) fn place_split(split: &[Segment], rules: &Rules, owner: &str) -> Placed {
    let mut ships: Vec<ShipRecord<'static>> = split.iter().map(|&s| segment_record(s)).collect();
    sort_records(&mut ships);
    fleet::place(&ships, rules, owner)
}

/// The placement of a drawing no split fits: the ships of the closest split, the `left` cells as
/// straight runs, and the one `wrong_fleet` that says why (the counts of the stand-in ships are
/// not judged).
fn no_split(
    ships: &[Segment],
    left: &[(u8, u8)],
    rules: &Rules,
    owner: &str,
    cells: Vec<Spot>,
    why: NoSplit,
) -> Placed {
    let mut records: Vec<ShipRecord<'static>> = ships.iter().map(|&s| segment_record(s)).collect();
    records.extend(runs(left).into_iter().map(segment_record));
    sort_records(&mut records);
    let (fleet, mut violations) = fleet::place(&records, rules, owner);
    violations.retain(|v| v.code != Code::WrongFleet);
    violations.push(Violation::new(
        Code::WrongFleet,
        owner,
        None,
        cells,
        Facts::NoSplit { fleet: class_lines(rules), why },
    ));
    (fleet, violations)
}

/// The error of a drawing the search cannot read within [`STEP_BUDGET`].
pub(super) fn over_budget(owner: &str) -> InputError {
    InputError::value(JsonPath::fleet(owner), RecordFault::TooHardToSplit { steps: STEP_BUDGET })
}
