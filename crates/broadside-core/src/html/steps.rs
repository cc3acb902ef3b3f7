//! The steps of a game as the pages hold them: the boards before the first entry and after each
//! one, written as a few bits a shot in the URL-safe base64 letters, which the pages' script
//! reads back (`decode` in `step.js`). A batch page holds 100,000 games so in about 20 MB.
//!
//! # The bits
//! Written most significant bit first, six to a letter of [`LETTERS`] (the last letter padded
//! with zeros). `γ(v)` is Elias's gamma code of `v ≥ 1`: as many zero bits as `v` has bits after
//! its first, then `v`. A cell is `row × columns + column`, in `⌈log2(size + 1)⌉` bits, where
//! `size` = columns × rows and the cell `size` is a shot off the board; a mark is 0 water, 1 miss,
//! 2 ship, 3 hit, 4 sunk. In order:
//!
//! 1. `γ(entries + 1)`.
//! 2. Who shoots, 2 bits: 0, written (1 bit an entry, the shooter 0 or 1 in the verdict's
//!    order); 1, turn about from the first shooter; 2, the shooter keeps the turn after an entry
//!    with a hit or a sink (see [`MarkChange`]) and passes it otherwise. For 1 and 2 the first
//!    shooter follows, 1 bit.
//! 3. 1 bit: every entry fires one shot. If 0, 5 bits `k` follow, and each entry's count of
//!    shots is written in `k` bits.
//! 4. Each fleet, board 0 then board 1, in the cheapest of three: `1` and `size` bits (one a
//!    cell, 1 for a ship cell); `00`, `γ(cells + 1)` and the ship cells; or `01`, `γ(runs + 1)`
//!    and each run of ship cells: its first cell, 1 bit (0 across, 1 down) and `γ(length)`.
//!    A standard fleet is five runs, about 60 bits on 10 × 10.
//! 5. Each entry: its shooter when written, its count when written, and its cells.
//! 6. The corrections: `γ(count + 1)`, then each as entry (`⌈log2(entries)⌉` bits), board (1
//!    bit), cell and mark (3 bits).
//!
//! The reader plays each entry's shots in order on the board shot at: water becomes a miss, a
//! ship cell a hit, and a hit that leaves no unstruck ship cell among the ship cells edge-joined
//! to it sinks them all. Then it sets the entry's corrections. The writer plays the same and
//! writes, as corrections, every cell where that differs from the referee's boards after the
//! entry (a shot after the end, a fleet that touches, a foul the referee did not play), so the
//! boards read back are the referee's after every entry.

use super::csp::base64;
use crate::board::{Boards, Mark};
use crate::coord::{Cell, CellSet};

/// The letters the bits are written with, six bits a letter (URL-safe base64).
pub const LETTERS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// What one shot did, as the move list and the step label say it: read from the change of the
/// cell's mark on the referee's boards, not from the replay, so a shot the referee did not play
/// shows as no change (what the replay says a shot did is [`crate::engine::Effect`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkChange {
    /// Off the board.
    OffBoard,
    /// Nothing changed: a cell fired at before (in an earlier entry or earlier in the same
    /// volley), or a shot the referee did not play (after the end).
    NoEffect,
    /// Water became a miss.
    Miss,
    /// A ship cell was struck.
    Hit,
    /// A ship was sunk (the cell ends the entry sunk).
    Sunk,
}

impl MarkChange {
    /// The message of its word (`page-effect-hit`: `hit`), in the order the script counts the
    /// effects (`EFFECT` in `step.js`, from 0): no effect, miss, hit, sunk, off the board.
    pub fn message(self) -> &'static str {
        match self {
            MarkChange::OffBoard => "page-effect-off-board",
            MarkChange::NoEffect => "page-effect-none",
            MarkChange::Miss => "page-effect-miss",
            MarkChange::Hit => "page-effect-hit",
            MarkChange::Sunk => "page-effect-sunk",
        }
    }
}

/// What each of an entry's `shots` (cells of the board shot at, `None` off it) did, from that
/// board's marks `before` and `after` the entry: a cell shot twice in one volley has no effect
/// the second time.
pub fn effects(shots: &[Option<Cell>], before: impl Fn(Cell) -> Mark, after: impl Fn(Cell) -> Mark) -> Vec<MarkChange> {
    // A set, not a list: a hostile volley may hold millions of shots.
    let mut seen = CellSet::new();
    shots
        .iter()
        .map(|shot| {
            let Some(cell) = *shot else { return MarkChange::OffBoard };
            if !seen.insert(cell) {
                return MarkChange::NoEffect;
            }
            match (before(cell), after(cell)) {
                (was, now) if was == now => MarkChange::NoEffect,
                (_, Mark::Sunk) => MarkChange::Sunk,
                (_, Mark::Hit) => MarkChange::Hit,
                (_, Mark::Miss) => MarkChange::Miss,
                // A correction back to water or ship: the referee did not play the shot.
                (_, Mark::Water | Mark::Ship) => MarkChange::NoEffect,
            }
        })
        .collect()
}

/// One entry as the steps hold it: the shooter (0 or 1, in the verdict's order) and its shots,
/// each a cell of the other's board or `None` off it.
pub struct Entry<'a> {
    pub shooter: usize,
    pub shots: &'a [Option<Cell>],
}

/// The bits, kept eight to a byte and written six to a letter by the pages' one base64
/// ([`super::csp::base64`]): the letters of the bytes, cut after the last letter holding a bit.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    /// Bits written.
    len: usize,
}

impl Bits {
    fn put(&mut self, value: usize, width: u32) {
        for i in (0..width).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                *self.bytes.last_mut().expect("a byte was pushed") |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }

    fn gamma(&mut self, value: usize) {
        let width = usize::BITS - value.leading_zeros();
        self.put(0, width - 1);
        self.put(value, width);
    }

    fn finish(self) -> String {
        let mut out = base64(&self.bytes, LETTERS, false);
        out.truncate(self.len.div_ceil(6));
        out
    }
}

/// The bits that write `0..values` (0 for one value or none).
fn width(values: usize) -> u32 {
    usize::BITS - values.saturating_sub(1).leading_zeros()
}

fn mark_code(mark: Mark) -> usize {
    match mark {
        Mark::Water => 0,
        Mark::Miss => 1,
        Mark::Ship => 2,
        Mark::Hit => 3,
        Mark::Sunk => 4,
    }
}

/// Plays one shot at `cell` (an index) on `marks` as the reader predicts it (see the module's
/// doc).
fn predict(marks: &mut [Mark], columns: usize, cell: usize) {
    match marks[cell] {
        Mark::Water => marks[cell] = Mark::Miss,
        Mark::Ship => {
            marks[cell] = Mark::Hit;
            // The ship cells edge-joined to it: sunk when none is unstruck.
            let mut joined = vec![cell];
            let mut seen = vec![false; marks.len()];
            seen[cell] = true;
            let mut k = 0;
            while k < joined.len() {
                let at = joined[k];
                k += 1;
                let (row, col) = (at / columns, at % columns);
                let near = [
                    (col > 0).then(|| at - 1),
                    (col + 1 < columns).then(|| at + 1),
                    (row > 0).then(|| at - columns),
                    (at + columns < marks.len()).then(|| at + columns),
                ];
                for next in near.into_iter().flatten() {
                    if !seen[next] && matches!(marks[next], Mark::Ship | Mark::Hit | Mark::Sunk) {
                        if marks[next] == Mark::Ship {
                            return;
                        }
                        seen[next] = true;
                        joined.push(next);
                    }
                }
            }
            for at in joined {
                marks[at] = Mark::Sunk;
            }
        }
        Mark::Miss | Mark::Hit | Mark::Sunk => {}
    }
}

/// Writes a fleet, its ship cells `ships` (one a cell, by index, on a board `columns` wide) as
/// the cheapest of three (see the module's doc): a bit a cell, the list of ship cells, or
/// straight runs of ship cells (a ship each, for a fleet of straight ships apart).
fn write_fleet(bits: &mut Bits, ships: &[bool], columns: usize, cell_bits: u32) {
    let gamma_bits = |v: usize| 2 * width(v + 1) as usize - 1;
    let list: Vec<usize> = (0..ships.len()).filter(|&at| ships[at]).collect();
    // Runs: from each ship cell not yet covered, across or down, whichever covers more.
    let mut covered = vec![false; ships.len()];
    let mut runs = Vec::new();
    for &at in &list {
        if covered[at] {
            continue;
        }
        let run = |step: usize, room: usize| {
            (0..room).take_while(|&k| ships[at + k * step] && !covered[at + k * step]).count()
        };
        let across = run(1, columns - at % columns);
        let down = run(columns, (ships.len() - at).div_ceil(columns));
        let (step, length) = if down > across { (columns, down) } else { (1, across) };
        for k in 0..length {
            covered[at + k * step] = true;
        }
        runs.push((at, usize::from(step != 1), length));
    }
    let costs = [
        1 + ships.len(),
        2 + gamma_bits(list.len() + 1) + list.len() * cell_bits as usize,
        2 + gamma_bits(runs.len() + 1) + runs.iter().map(|r| cell_bits as usize + 1 + gamma_bits(r.2)).sum::<usize>(),
    ];
    if costs[0] <= costs[1].min(costs[2]) {
        bits.put(1, 1);
        for &ship in ships {
            bits.put(usize::from(ship), 1);
        }
    } else if costs[1] <= costs[2] {
        bits.put(0, 2);
        bits.gamma(list.len() + 1);
        for at in list {
            bits.put(at, cell_bits);
        }
    } else {
        bits.put(1, 2);
        bits.gamma(runs.len() + 1);
        for (at, down, length) in runs {
            bits.put(at, cell_bits);
            bits.put(down, 1);
            bits.gamma(length);
        }
    }
}

/// Who shoots each entry as a turn rule of the header sees it: `Some((mode, first))` when turn
/// about (1) or a hit keeps the turn (2) gives every shooter, `None` when they are written.
fn turn_rule(entries: &[Entry], hit: &[bool]) -> Option<(usize, usize)> {
    let first = entries.first().map_or(0, |e| e.shooter);
    let follows = |keep: &dyn Fn(usize) -> bool| {
        entries
            .windows(2)
            .enumerate()
            .all(|(i, w)| w[1].shooter == if keep(i) { w[0].shooter } else { 1 - w[0].shooter })
    };
    if follows(&|_| false) {
        Some((1, first))
    } else if follows(&|i| hit[i]) {
        Some((2, first))
    } else {
        None
    }
}

/// The steps of a game in [`LETTERS`] (see the module's doc): `start` holds both fleets (no
/// shot), `after[i]` the referee's boards after entry `i` (0-based), `entries` the log.
///
/// # Panics
/// If `after` and `entries` differ in length.
pub fn encode(start: &Boards, after: &[Boards], entries: &[Entry]) -> String {
    assert_eq!(after.len(), entries.len(), "boards after every entry");
    let (columns, rows) = (usize::from(start.board.columns), usize::from(start.board.rows));
    let size = columns * rows;
    let cell_bits = width(size + 1);
    let index = |cell: Cell| usize::from(cell.row) * columns + usize::from(cell.col);
    let cells: Vec<Cell> =
        (0..start.board.rows).flat_map(|r| (0..start.board.columns).map(move |c| Cell::new(c, r))).collect();
    let marks_of =
        |boards: &Boards, b: usize| -> Vec<Mark> { cells.iter().map(|&c| boards.sides[b].mark(c)).collect() };

    // What the reader's play gets wrong, and whether each entry hit (for the turn rule).
    let mut marks = [marks_of(start, 0), marks_of(start, 1)];
    let mut corrections: Vec<(usize, usize, usize, Mark)> = Vec::new();
    let mut hit = Vec::with_capacity(entries.len());
    for (i, (entry, boards)) in entries.iter().zip(after).enumerate() {
        let defender = 1 - entry.shooter;
        let before = marks[defender].clone();
        for cell in entry.shots.iter().flatten() {
            predict(&mut marks[defender], columns, index(*cell));
        }
        for (b, side) in marks.iter_mut().enumerate() {
            for (at, (mark, now)) in side.iter_mut().zip(marks_of(boards, b)).enumerate() {
                if *mark != now {
                    corrections.push((i, b, at, now));
                    *mark = now;
                }
            }
        }
        let now = &marks[defender];
        let did = effects(entry.shots, |c| before[index(c)], |c| now[index(c)]);
        hit.push(did.iter().any(|e| matches!(e, MarkChange::Hit | MarkChange::Sunk)));
    }

    let mut bits = Bits::default();
    bits.gamma(entries.len() + 1);
    let turns = turn_rule(entries, &hit);
    match turns {
        Some((mode, first)) => {
            bits.put(mode, 2);
            bits.put(first, 1);
        }
        None => bits.put(0, 2),
    }
    let one_shot = entries.iter().all(|e| e.shots.len() == 1);
    bits.put(usize::from(one_shot), 1);
    let count_bits = if one_shot { 0 } else { width(entries.iter().map(|e| e.shots.len()).max().unwrap_or(0) + 1) };
    if !one_shot {
        bits.put(count_bits as usize, 5);
    }
    for side in &start.sides {
        let ships: Vec<bool> = cells.iter().map(|&c| side.ships.contains(c)).collect();
        write_fleet(&mut bits, &ships, columns, cell_bits);
    }
    for entry in entries {
        if turns.is_none() {
            bits.put(entry.shooter, 1);
        }
        if !one_shot {
            bits.put(entry.shots.len(), count_bits);
        }
        for shot in entry.shots {
            bits.put(shot.map_or(size, index), cell_bits);
        }
    }
    bits.gamma(corrections.len() + 1);
    let entry_bits = width(entries.len());
    for (entry, board, at, mark) in corrections {
        bits.put(entry, entry_bits);
        bits.put(board, 1);
        bits.put(at, cell_bits);
        bits.put(mark_code(mark), 3);
    }
    bits.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_are_written_six_a_letter_first_bit_first() {
        let mut bits = Bits::default();
        bits.put(1, 1);
        bits.gamma(5); // 00101
        bits.put(3, 2);
        assert_eq!(bits.finish(), "lw", "100101 (37) 110000 (48)");
        assert_eq!((width(0), width(1), width(2), width(101), width(128), width(129)), (0, 0, 1, 7, 7, 8));
        // γ(v) takes 2 × ⌊log2 v⌋ + 1 bits, as the fleet's cost reckons it.
        for v in 1..40usize {
            let mut bits = Bits::default();
            bits.gamma(v);
            let written = bits.len;
            assert_eq!(written, 2 * width(v + 1) as usize - 1, "γ({v})");
        }
    }

    #[test]
    fn a_fleet_is_written_the_cheapest_way() {
        let written = |ships: &[bool], columns: usize| {
            let mut bits = Bits::default();
            write_fleet(&mut bits, ships, columns, width(ships.len() + 1));
            let n = bits.len;
            (bits.finish(), n)
        };
        // 10 × 10, a standard fleet apart: A1-E1 across, J2-J5 down, A3-C3, E5-E7 down, H9-I9.
        let mut ships = vec![false; 100];
        for at in [0, 1, 2, 3, 4, 19, 29, 39, 49, 20, 21, 22, 44, 54, 64, 87, 88] {
            ships[at] = true;
        }
        let (text, n) = written(&ships, 10);
        // 01, γ(6), and per run 7 + 1 bits and γ(5), γ(4), γ(3), γ(3), γ(2).
        assert_eq!(n, 2 + 5 + 5 * 8 + 5 + 5 + 3 + 3 + 3, "runs");
        let first = LETTERS.iter().position(|&l| l == text.as_bytes()[0]).unwrap();
        assert_eq!(first >> 4, 0b01, "{text}: the runs' two bits first");
        // One ship cell: the list (00, γ(2), 7 bits). Half the cells: a bit a cell.
        let mut one = vec![false; 100];
        one[57] = true;
        assert_eq!(written(&one, 10).1, 2 + 3 + 7);
        let checked: Vec<bool> = (0..100).map(|i| (i / 10 + i % 10) % 2 == 0).collect();
        assert_eq!(written(&checked, 10).1, 101);
    }

    #[test]
    fn a_hit_that_leaves_no_ship_cell_joined_to_it_sinks_them() {
        use Mark::{Hit, Miss, Ship, Sunk, Water};
        // 3 × 2: a ship at A1-B1, one at A2 touching it.
        let mut marks = vec![Ship, Ship, Water, Ship, Water, Water];
        predict(&mut marks, 3, 2);
        predict(&mut marks, 3, 0);
        predict(&mut marks, 3, 1);
        assert_eq!(marks, [Hit, Hit, Miss, Ship, Water, Water], "A2 touches A1 and is afloat");
        predict(&mut marks, 3, 3);
        assert_eq!(marks, [Sunk, Sunk, Miss, Sunk, Water, Water]);
    }

    #[test]
    fn a_cell_shot_twice_in_a_volley_has_no_effect_the_second_time() {
        let (a, b) = (Cell::new(0, 0), Cell::new(1, 0));
        let before = |_| Mark::Water;
        let after = |c: Cell| if c == a { Mark::Miss } else { Mark::Sunk };
        assert_eq!(
            effects(&[Some(a), Some(a), Some(b), None, Some(b)], before, after),
            [MarkChange::Miss, MarkChange::NoEffect, MarkChange::Sunk, MarkChange::OffBoard, MarkChange::NoEffect]
        );
    }
}
