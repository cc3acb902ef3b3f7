//! Fleets: placing each player's ships on the board and checking the placement (contract §3,
//! "Placement").

use std::fmt::{self, Write as _};

use crate::coord::{Cell, CellSet, Coordinate, MAX_CELLS};
use crate::record::{ShipCells, ShipRecord};
use crate::rules::{Rules, Touching};
use crate::verdict::{Code, Violation};

/// No ship at a cell, in [`Fleet::ship_at`].
pub const NO_SHIP: u16 = u16::MAX;

/// One placed ship.
#[derive(Clone, Debug)]
pub struct Ship {
    /// The class name as written, if the record named it.
    pub name: Option<String>,
    /// The index of its class in the rules' fleet, or `None` if it fits no class.
    pub class: Option<usize>,
    /// Its length as written (a range's length, or the number of listed cells).
    pub length: u64,
    /// Its cells on the board (a cell listed twice counts once).
    pub cells: CellSet,
    /// How people would name it: `B2-E2`, or its listed cells.
    pub label: Label,
}

/// How people would name a ship, for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Label {
    /// A range whose ends are both on the board, ends in the order written: `B2-E2`. (Written
    /// out only when a message names the ship, which most games never do.)
    Range(Cell, Cell),
    /// Anything else, as shown: a range with an end off the board, or the listed cells.
    Text(String),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Range(a, b) => write!(f, "{a}-{b}"),
            Label::Text(t) => f.write_str(t),
        }
    }
}

impl Ship {
    /// The ship described for messages: `cruiser (B2-D2)`, or `ship B2-D2` when unnamed and
    /// classless.
    pub fn describe(&self, rules: &Rules) -> String {
        match (self.class, &self.name) {
            (_, Some(name)) => format!("{name} ({})", self.label),
            (Some(c), None) => format!("{} ({})", rules.fleet[c].name, self.label),
            (None, None) => format!("ship {}", self.label),
        }
    }
}

/// One player's placed fleet: the ships, and which ship is at each cell.
#[derive(Clone, Debug)]
pub struct Fleet {
    /// The ships, in the order written.
    pub ships: Vec<Ship>,
    /// For each cell index ([`Cell::index`]), the first ship there, or [`NO_SHIP`].
    pub ship_at: Box<[u16; MAX_CELLS]>,
    /// Cells that more than one ship claims (an `overlap`); a hit there strikes each.
    pub shared: CellSet,
}

impl Fleet {
    /// The ships at `cell`: none, one, or several where ships overlap.
    pub fn ships_at(&self, cell: Cell) -> impl Iterator<Item = usize> + '_ {
        let first = self.ship_at[cell.index()];
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
/// fleets as given (contract §3).
pub fn place(records: &[ShipRecord], rules: &Rules, owner: &str) -> (Fleet, Vec<Violation>) {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let mut off_board = Vec::new();
    let mut bad_shape = Vec::new();
    let mut ships = Vec::with_capacity(records.len());
    for record in records {
        let (ship, off, bad) = lay(record, columns, rows);
        if let Some(ends) = off {
            off_board.push(foul(
                Code::OffBoard,
                owner,
                ends.clone(),
                format!("{owner}'s {} runs off the {columns}x{rows} board", name_or_ship(&ship)),
            ));
        }
        if let Some(why) = bad {
            bad_shape.push(foul(
                Code::BadShape,
                owner,
                shape_cells(record, columns, rows),
                format!("{owner}'s {} is not a straight, gap-free line: {why}", name_or_ship(&ship)),
            ));
        }
        ships.push(ship);
    }

    // Classes first, so that later messages can name every ship by its class.
    let wrong_fleet = assign_classes(&mut ships, records, rules, owner);
    let mut fleet = Fleet { ships, ship_at: Box::new([NO_SHIP; MAX_CELLS]), shared: CellSet::new() };
    let mut overlap = Vec::new();
    let mut touching = Vec::new();
    let halos: Vec<CellSet> = if rules.touching == Touching::Forbidden {
        fleet.ships.iter().map(|s| s.cells.with_neighbours(columns, rows)).collect()
    } else {
        Vec::new()
    };
    let mut all = CellSet::new();
    for (i, ship) in fleet.ships.iter().enumerate() {
        all = all.union(ship.cells);
        for cell in ship.cells.iter() {
            let at = &mut fleet.ship_at[cell.index()];
            if *at == NO_SHIP {
                *at = i as u16;
            } else {
                fleet.shared.insert(cell);
            }
        }
    }
    // Most fleets are legal: with no shared cell and no ship beside another, no pair needs a look.
    let contact =
        halos.iter().zip(&fleet.ships).any(|(halo, ship)| !halo.difference(&ship.cells).intersection(&all).is_empty());
    let pairs = if fleet.shared.is_empty() && !contact { 0 } else { fleet.ships.len() };
    for i in 0..pairs {
        for j in i + 1..pairs {
            let (a, b) = (&fleet.ships[i], &fleet.ships[j]);
            let shared = a.cells.intersection(&b.cells);
            if !shared.is_empty() {
                overlap.push(foul(
                    Code::Overlap,
                    owner,
                    shared.iter().map(|c| c.to_string()).collect(),
                    format!("{owner}'s {} and {} share {}", a.describe(rules), b.describe(rules), list(shared.iter())),
                ));
            } else if !halos.is_empty() {
                let a_side = a.cells.intersection(&halos[j]);
                if !a_side.is_empty() {
                    let b_side = b.cells.intersection(&halos[i]);
                    touching.push(foul(
                        Code::Touching,
                        owner,
                        a_side.iter().chain(b_side.iter()).map(|c| c.to_string()).collect(),
                        format!(
                            "{owner}'s {} and {} touch ({} next to {}), and these rules forbid ships to touch by an edge or a corner",
                            a.describe(rules),
                            b.describe(rules),
                            list(a_side.iter()),
                            list(b_side.iter())
                        ),
                    ));
                }
            }
        }
    }
    let mut violations = off_board;
    violations.extend(bad_shape);
    violations.extend(overlap);
    violations.extend(touching);
    violations.extend(wrong_fleet);
    (fleet, violations)
}

fn foul(code: Code, player: &str, cells: Vec<String>, message: String) -> Violation {
    Violation { code, severity: code.severity(), player: player.to_owned(), entry: None, cells, message }
}

fn name_or_ship(ship: &Ship) -> String {
    match &ship.name {
        Some(n) => format!("{n} ({})", ship.label),
        None => format!("ship {}", ship.label),
    }
}

/// Cells joined for messages: `A1, A2 and A3`.
pub(crate) fn list<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    match items.split_last() {
        None => "nothing".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Lays one ship record on the board: the ship, the ends to report if it runs off the board, and
/// why it is not a straight gap-free run, if it is not.
fn lay(record: &ShipRecord, columns: u8, rows: u8) -> (Ship, Option<Vec<String>>, Option<String>) {
    let name = record.ship.as_deref().map(str::to_owned);
    let mut cells = CellSet::new();
    match &record.cells {
        ShipCells::Range(a, b) => {
            let label = match (a.on(columns, rows), b.on(columns, rows)) {
                (Some(a), Some(b)) => Label::Range(a, b),
                _ => Label::Text(format!("{}-{}", a.shown(columns, rows), b.shown(columns, rows))),
            };
            let aligned = a.col == b.col || a.row == b.row;
            // A range whose ends are not aligned is as long as its longer side.
            let length =
                u64::try_from(a.col.abs_diff(b.col).max(a.row.abs_diff(b.row)).saturating_add(1)).unwrap_or(u64::MAX);
            if aligned {
                // Only the part on the board is walked: a range may be as long as the coordinates allow.
                let (c0, c1) = (a.col.min(b.col), a.col.max(b.col));
                let (r0, r1) = (a.row.min(b.row), a.row.max(b.row));
                for col in c0.max(0)..=c1.min(i128::from(columns) - 1) {
                    for row in r0.max(0)..=r1.min(i128::from(rows) - 1) {
                        cells.insert(Cell::new(col as u8, row as u8));
                    }
                }
            } else {
                cells.extend([a, b].into_iter().filter_map(|c| c.on(columns, rows)));
            }
            let off = (a.on(columns, rows).is_none() || b.on(columns, rows).is_none())
                .then(|| vec![a.label(columns, rows), b.label(columns, rows)]);
            let bad = (!aligned).then(|| {
                format!(
                    "its ends {} and {} are in neither one row nor one column",
                    a.label(columns, rows),
                    b.label(columns, rows)
                )
            });
            (Ship { name, class: None, length, cells, label }, off, bad)
        }
        ShipCells::List(list_cells) => {
            cells.extend(list_cells.iter().filter_map(|c| c.on(columns, rows)));
            // One string for the whole label: this runs for every ship of every game.
            let mut label = String::with_capacity(list_cells.len() * 4);
            for (i, c) in list_cells.iter().enumerate() {
                if i > 0 {
                    label.push(' ');
                }
                match c.on(columns, rows) {
                    Some(cell) => label.push_str(cell.text(&mut [0; 4])),
                    None => {
                        let _ = write!(label, "{}", c.shown(columns, rows));
                    }
                }
            }
            let off = list_cells.iter().any(|c| c.on(columns, rows).is_none()).then(|| {
                let (first, last) = (&list_cells[0], &list_cells[list_cells.len() - 1]);
                if list_cells.len() == 1 {
                    vec![first.label(columns, rows)]
                } else {
                    vec![first.label(columns, rows), last.label(columns, rows)]
                }
            });
            let bad = shape_fault(list_cells, columns, rows);
            (Ship { name, class: None, length: list_cells.len() as u64, cells, label: Label::Text(label) }, off, bad)
        }
    }
}

/// Why a list of cells is not a straight, gap-free run with no cell twice, if it is not.
fn shape_fault(cells: &[Coordinate], columns: u8, rows: u8) -> Option<String> {
    let label = |c: &Coordinate| c.label(columns, rows);
    for (i, c) in cells.iter().enumerate() {
        if let Some(twin) = cells[..i].iter().find(|d| d.col == c.col && d.row == c.row) {
            return Some(format!("{} is listed twice", label(twin)));
        }
    }
    let first = &cells[0];
    let horizontal = cells.iter().all(|c| c.row == first.row);
    let vertical = cells.iter().all(|c| c.col == first.col);
    if !horizontal && !vertical {
        let odd = cells.iter().find(|c| c.row != first.row && c.col != first.col).unwrap_or(&cells[1]);
        return Some(format!("{} and {} are in neither one row nor one column", label(first), label(odd)));
    }
    let along = |c: &Coordinate| if horizontal { c.col } else { c.row };
    let lo = cells.iter().map(along).min().unwrap_or(0);
    let hi = cells.iter().map(along).max().unwrap_or(0);
    // Distinct cells in one line are gap-free exactly when they span as many places as they are.
    if hi.abs_diff(lo) + 1 != cells.len() as u128 {
        return Some(format!("there is a gap between {} and {}", label(first), label(&cells[cells.len() - 1])));
    }
    None
}

/// The cells a `bad_shape` violation names: every cell of the ship on the board, as written.
fn shape_cells(record: &ShipRecord, columns: u8, rows: u8) -> Vec<String> {
    match &record.cells {
        ShipCells::Range(a, b) => vec![a.label(columns, rows), b.label(columns, rows)],
        ShipCells::List(cells) => cells.iter().map(|c| c.label(columns, rows)).collect(),
    }
}

/// Gives each ship its class: named ships claim their classes first, then unnamed ships take the
/// remaining places by size in fleet order (contract §2, "Ships"). Returns the `wrong_fleet`
/// violations: one per class whose count is wrong, one per ship that fits no class.
fn assign_classes(ships: &mut [Ship], records: &[ShipRecord], rules: &Rules, owner: &str) -> Vec<Violation> {
    let classes = &rules.fleet;
    let mut found = vec![0u64; classes.len()];
    let mut misfits = Vec::new();
    let find = |name: &str| classes.iter().position(|c| eq_ignore_case(&c.name, name));
    for (i, ship) in ships.iter_mut().enumerate() {
        let Some(name) = records[i].ship.as_deref() else { continue };
        match find(name) {
            Some(c) if u64::from(classes[c].size) == ship.length => {
                ship.class = Some(c);
                found[c] += 1;
            }
            Some(c) => misfits.push((
                i,
                format!(
                    "{owner}'s {name} ({}) has {}, but a {} has {}",
                    ship.label,
                    count(ship.length, "cell"),
                    classes[c].name,
                    classes[c].size
                ),
            )),
            None => misfits.push((
                i,
                format!(
                    "{owner}'s ship {} is called {name:?}, which is no class of this fleet ({})",
                    ship.label,
                    list(classes.iter().map(|c| &c.name))
                ),
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
            None => misfits.push((
                i,
                format!(
                    "{owner}'s ship {} has {}, and no class of this fleet has that size",
                    ship.label,
                    count(ship.length, "cell")
                ),
            )),
        }
    }
    let mut out = Vec::new();
    for (c, class) in classes.iter().enumerate() {
        if found[c] != u64::from(class.count) {
            let cells = ships
                .iter()
                .filter(|s| s.class == Some(c))
                .flat_map(|s| s.cells.iter().map(|c| c.to_string()))
                .collect();
            out.push(foul(
                Code::WrongFleet,
                owner,
                cells,
                format!(
                    "{owner}'s fleet has {} {} of {} {}, but the rules call for {}",
                    found[c],
                    plural(&class.name, found[c]),
                    class.size,
                    plural("cell", u64::from(class.size)),
                    class.count
                ),
            ));
        }
    }
    for (i, message) in misfits {
        out.push(foul(Code::WrongFleet, owner, ships[i].cells.iter().map(|c| c.to_string()).collect(), message));
    }
    out
}

/// `n` and the noun, singular or plural: `1 cell`, `3 cells`.
pub(crate) fn count(n: u64, noun: &str) -> String {
    format!("{n} {}", plural(noun, n))
}

fn plural(name: &str, n: u64) -> String {
    if n == 1 { name.to_owned() } else { format!("{name}s") }
}

/// Whether two names are equal ignoring case (any script), without allocating.
pub fn eq_ignore_case(a: &str, b: &str) -> bool {
    // Names are nearly always ASCII, and mostly written exactly as the class is.
    if a.eq_ignore_ascii_case(b) {
        return true;
    }
    if a.is_ascii() && b.is_ascii() {
        return false;
    }
    a.chars().flat_map(char::to_lowercase).eq(b.chars().flat_map(char::to_lowercase))
}
