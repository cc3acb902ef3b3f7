//! Faults injected into a game: one placement or log fault of a chosen kind.

use super::dice::Dice;
use super::placement::{PlacedShip, cell, cells_of};
use super::play::{Plan, PlayedEntry, Playout, Shot, Simulation};
use super::reply::GivenReply;
use super::shooter::{Marking, Shooter, Strategy};
use super::style::{CellsForm, Style};
use crate::coord::{Cell, CellSet, MAX_CELLS};
use crate::engine::ClassReply;
use crate::record::ShotReply;
use crate::rules::{Rules, Touching, Turns};
use crate::verdict::Code;

use serde::Serialize;

/// A fault injected into a game: what and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fault {
    /// The violation code the referee should report.
    pub code: Code,
    /// The 0-based log entry, or `None` for a placement fault.
    pub entry: Option<usize>,
    /// The player it is charged to.
    pub player: usize,
    /// For a placement fault, the index of the ship in the player's fleet list.
    pub ship: Option<usize>,
}

/// Carries out a fault of kind `code`, if the game allows it: returns the fleets as written, the
/// game as played, and the fault.
#[allow(clippy::too_many_arguments)]
pub(super) fn inject(
    code: Code,
    rules: &Rules,
    fleets: &[Vec<PlacedShip>; 2],
    first: usize,
    bots: [(&str, Strategy); 2],
    style: Style,
    legal: &Playout,
    dice: &mut Dice,
    play_dice: &Dice,
) -> Option<([Vec<PlacedShip>; 2], Playout, Fault)> {
    let bot_kinds = bots.map(|b| b.1);
    match code {
        Code::OffBoard if dice.chance(0.5) => {
            placement_fault(code, rules, fleets, first, bot_kinds, style, dice, play_dice)
        }
        Code::BadShape | Code::Overlap | Code::Touching | Code::WrongFleet => {
            placement_fault(code, rules, fleets, first, bot_kinds, style, dice, play_dice)
        }
        Code::AfterEnd => {
            if legal.destroyed.iter().all(Option::is_none) {
                return None;
            }
            let mut played = legal.clone();
            let i = played.entries.len();
            let s = played.next;
            let mut shooter = Shooter::new(bot_kinds[s], Marking::AfterShots, rules.board.columns, rules.board.rows);
            for e in played.entries.iter().filter(|e| e.player == s) {
                for shot in &e.shots {
                    if let Shot::Cell(c) = shot {
                        shooter.mark_fired(*c);
                    }
                }
            }
            let c = if shooter.unfired().is_empty() { Cell::new(0, 0) } else { dice.pick(shooter.unfired()) };
            let volley = rules.turns == Turns::Salvo;
            let reply = if volley {
                ClassReply::Volley { hits: Vec::new(), sunk: Vec::new() }
            } else {
                ClassReply::Shot { reply: ShotReply::Miss, class: None }
            };
            let said = GivenReply { reply, write_empty_sunk: false };
            played.entries.push(PlayedEntry { player: s, shots: vec![Shot::Cell(c)], volley, said, meta_ms: None });
            Some((fleets.clone(), played, Fault { code, entry: Some(i), player: s, ship: None }))
        }
        _ => {
            // A fault in the log: at an entry drawn from the legal game's length, or the first
            // entry after it where the game allows it.
            let len = legal.entries.len();
            if len == 0 {
                return None;
            }
            let from = dice.below(len);
            let game = Simulation::new(rules, fleets, first, bot_kinds, Some(Plan { code, from }), style);
            let played = game.play(&mut play_dice.clone());
            let (entry, player) = played.done?;
            Some((fleets.clone(), played, Fault { code, entry: Some(entry), player, ship: None }))
        }
    }
}

/// A placement fault in one player's fleet; the game is then played against the fleets as
/// written, with truthful replies.
#[allow(clippy::too_many_arguments)]
pub(super) fn placement_fault(
    code: Code,
    rules: &Rules,
    fleets: &[Vec<PlacedShip>; 2],
    first: usize,
    bots: [Strategy; 2],
    style: Style,
    dice: &mut Dice,
    play_dice: &Dice,
) -> Option<([Vec<PlacedShip>; 2], Playout, Fault)> {
    let p = dice.below(2);
    let mut fleet = fleets[p].clone();
    let ship = spoil(code, rules, &mut fleet, dice)?;
    let mut out = fleets.clone();
    out[p] = fleet;
    let played = Simulation::new(rules, &out, first, bots, None, style).play(&mut play_dice.clone());
    Some((out, played, Fault { code, entry: None, player: p, ship: Some(ship) }))
}

/// Spoils `fleet` so that its placement shows `code` before any other placement violation.
/// Returns the index of the ship concerned, or `None` where this fleet cannot show the fault.
pub(super) fn spoil(code: Code, rules: &Rules, fleet: &mut Vec<PlacedShip>, dice: &mut Dice) -> Option<usize> {
    let (columns, rows) = (i64::from(rules.board.columns), i64::from(rules.board.rows));
    let i = dice.below(fleet.len());
    let size = fleet[i].cells.len() as i64;
    match code {
        Code::OffBoard => {
            // Slide the ship along its line until its last cell is one past the edge.
            let (c0, r0) = fleet[i].cells[0];
            let across = size == 1 || fleet[i].cells[1].1 == r0;
            let cells: Vec<(i64, i64)> = if dice.chance(0.5) {
                if across {
                    (0..size).map(|k| (columns - size + 1 + k, r0)).collect()
                } else {
                    (0..size).map(|k| (c0, rows - size + 1 + k)).collect()
                }
            } else if across {
                (0..size).map(|k| (-1 + k, r0)).collect()
            } else {
                (0..size).map(|k| (c0, -1 + k)).collect()
            };
            fleet[i].cells = cells;
            fleet[i].form = None;
            Some(i)
        }
        Code::BadShape => {
            let candidates: Vec<usize> = (0..fleet.len()).filter(|&k| fleet[k].cells.len() >= 2).collect();
            if candidates.is_empty() {
                return None;
            }
            let i = dice.pick(&candidates);
            let cells = &fleet[i].cells;
            let (lc, lr) = cells[cells.len() - 1];
            let across = cells[1].1 == cells[0].1;
            let on = |(c, r): (i64, i64)| (0..columns).contains(&c) && (0..rows).contains(&r);
            // A kink (the last cell one step aside) or a gap (one step further), on the board.
            let mut options = Vec::new();
            for (dc, dr) in if across { [(0, 1), (0, -1)] } else { [(1, 0), (-1, 0)] } {
                options.push((lc + dc, lr + dr));
            }
            let (sc, sr) = if across { (1, 0) } else { (0, 1) };
            options.push((lc + sc, lr + sr));
            options.retain(|&c| on(c));
            if options.is_empty() {
                return None;
            }
            let moved = dice.pick(&options);
            let last = fleet[i].cells.len() - 1;
            fleet[i].cells[last] = moved;
            fleet[i].form = Some(CellsForm::List);
            Some(i)
        }
        Code::Overlap | Code::Touching => {
            // Move ship i to a position that overlaps another ship, or touches one without
            // overlapping any.
            let others: Vec<CellSet> =
                (0..fleet.len()).filter(|&k| k != i).map(|k| fleet[k].on_board(rules).collect::<CellSet>()).collect();
            let occupied: CellSet = others.iter().flat_map(|s| s.iter()).collect();
            let halo = occupied.with_neighbours(rules.board.columns, rules.board.rows);
            let mut keys = Vec::new();
            for row in 0..rows {
                for col in 0..columns {
                    for dir in 0..2usize {
                        let fits = if dir == 0 { col + size <= columns } else { row + size <= rows };
                        if fits && (dir == 0 || size > 1) {
                            keys.push(Cell::new(col as u8, row as u8).index() * 2 + dir);
                        }
                    }
                }
            }
            dice.shuffle(&mut keys);
            let wanted = keys.into_iter().find(|&key| {
                let cells: CellSet = cells_of(key, size as u8).into_iter().map(|(c, r)| cell(c, r)).collect();
                let overlaps = !cells.intersection(&occupied).is_empty();
                if code == Code::Overlap { overlaps } else { !overlaps && !cells.intersection(&halo).is_empty() }
            })?;
            fleet[i].cells = cells_of(wanted, size as u8);
            Some(i)
        }
        Code::WrongFleet => {
            // Leave a ship out, or add one more of a class (where it fits legally).
            if dice.chance(0.5) {
                let occupied: CellSet = fleet.iter().flat_map(|p| p.on_board(rules)).collect();
                let blocked = if rules.touching == Touching::Forbidden {
                    occupied.with_neighbours(rules.board.columns, rules.board.rows)
                } else {
                    occupied
                };
                let class = fleet[i].class;
                let mut keys: Vec<usize> = (0..MAX_CELLS * 2)
                    .filter(|&key| {
                        let c = Cell::from_index(key / 2);
                        let fits = if key % 2 == 0 {
                            i64::from(c.col) + size <= columns && i64::from(c.row) < rows
                        } else {
                            i64::from(c.row) + size <= rows && i64::from(c.col) < columns
                        };
                        fits && (key % 2 == 0 || size > 1)
                    })
                    .collect();
                dice.shuffle(&mut keys);
                if let Some(key) = keys
                    .into_iter()
                    .find(|&key| cells_of(key, size as u8).into_iter().all(|(c, r)| !blocked.contains(cell(c, r))))
                {
                    let at = dice.below(fleet.len() + 1);
                    fleet.insert(at, PlacedShip { class, cells: cells_of(key, size as u8), form: None });
                    return Some(at);
                }
            }
            fleet.remove(i);
            Some(i.min(fleet.len().saturating_sub(1)))
        }
        _ => None,
    }
}
