//! Fleets drawn with their classes' initials (docs/format.md §2 "Drawn fleets"): each letter a
//! class, each group of one letter its ships, placed with no split search.

use std::borrow::Cow;

use super::ships::{Placed, coordinate, group_record, sort_records};
use crate::error::{InputError, JsonPath, RecordFault};
use crate::fleet;
use crate::record::{Initials, ShipRecord};
use crate::rules::{Rules, Touching};

/// The ship class whose initial is `letter` (either case), for a fleet drawn with initials
/// (docs/format.md §2 "Drawn fleets").
///
/// # Errors
/// [`RecordFault::SharedInitial`] where two classes share an initial (letters cannot tell them
/// apart), [`RecordFault::NotAnInitial`] where no class has this one.
pub fn class_of_initial(rules: &Rules, letter: char) -> Result<usize, RecordFault> {
    let initial = |c: &crate::rules::ShipClass| c.name.chars().next().map(|i| i.to_uppercase().collect::<String>());
    let wanted: String = letter.to_uppercase().collect();
    for (i, a) in rules.fleet.iter().enumerate() {
        if let Some(b) = rules.fleet[i + 1..].iter().find(|b| initial(a) == initial(b)) {
            return Err(RecordFault::SharedInitial {
                first: a.name.clone(),
                second: b.name.clone(),
                initial: initial(a).unwrap_or_default(),
            });
        }
    }
    rules.fleet.iter().position(|c| initial(c).as_deref() == Some(wanted.as_str())).ok_or_else(|| {
        let initials = rules.fleet.iter().map(|c| (initial(c).unwrap_or_default(), c.name.clone())).collect();
        RecordFault::NotAnInitial { letter, initials }
    })
}

/// Places a fleet drawn with its classes' initials (docs/format.md §2 "Drawn fleets"): each
/// edge-connected group of one letter is that class's ships, with no split search. A straight group
/// as long as several ships of its class is those ships end to end (a straight line splits only one
/// way); where ships may not touch, any other group is one ship (a crooked one is `bad_shape`, as a
/// drawn ship there is).
///
/// # Errors
/// An [`InputError`] at `fleets.OWNER.grid[ROW]` for a letter that is no class's initial (or
/// where classes share initials), and, where ships may touch, for a group of one letter that is
/// not straight ([`RecordFault::CrookedInitials`]): which ships it holds would be a guess.
pub fn place_initials(initials: &Initials, rules: &Rules, owner: &str) -> Result<Placed, InputError> {
    let (height, width) = (initials.rows.len(), initials.rows.first().map_or(0, Vec::len));
    let at = |r: usize, fault: RecordFault| InputError::value(JsonPath::fleet(owner).then("grid").index(r), fault);
    let mut class = vec![vec![None; width]; height];
    for (r, row) in initials.rows.iter().enumerate() {
        for (c, letter) in row.iter().enumerate() {
            if let Some(letter) = letter {
                let k = class_of_initial(rules, *letter)
                    .map_err(|fault| at(r, RecordFault::InColumn { column: c as u64 + 1, fault: Box::new(fault) }))?;
                class[r][c] = Some(k);
            }
        }
    }
    let mut seen = vec![vec![false; width]; height];
    let mut ships: Vec<ShipRecord<'static>> = Vec::new();
    for r in 0..height {
        for c in 0..width {
            let Some(k) = class[r][c].filter(|_| !seen[r][c]) else { continue };
            // The group of cells of class `k` connected to this one by edges.
            let mut group = vec![(c, r)];
            seen[r][c] = true;
            let mut next = 0;
            while let Some(&(gc, gr)) = group.get(next) {
                next += 1;
                let around = [(gc.wrapping_sub(1), gr), (gc + 1, gr), (gc, gr.wrapping_sub(1)), (gc, gr + 1)];
                for (nc, nr) in around {
                    if nr < height && nc < width && !seen[nr][nc] && class[nr][nc] == Some(k) {
                        seen[nr][nc] = true;
                        group.push((nc, nr));
                    }
                }
            }
            group.sort_by_key(|&(gc, gr)| (gr, gc));
            let cells: Vec<(u8, u8)> = group.iter().map(|&(gc, gr)| (gc as u8, gr as u8)).collect();
            let straight = cells.iter().all(|p| p.1 == cells[0].1) || cells.iter().all(|p| p.0 == cells[0].0);
            let name = &rules.fleet[k].name;
            let size = usize::from(rules.fleet[k].size);
            if !straight && rules.touching != Touching::Forbidden {
                let (columns, rows) = (rules.board.columns, rules.board.rows);
                let cells = cells.iter().map(|&(gc, gr)| coordinate(gc, gr).label(columns, rows)).collect();
                return Err(at(r, RecordFault::CrookedInitials { class: name.clone(), cells }));
            }
            let pieces =
                if straight && cells.len() > size && cells.len().is_multiple_of(size) { size } else { cells.len() };
            for piece in cells.chunks(pieces) {
                let mut record = group_record(piece);
                record.ship = Some(Cow::Owned(name.clone()));
                ships.push(record);
            }
        }
    }
    sort_records(&mut ships);
    Ok(fleet::place(&ships, rules, owner))
}
