//! The bots' aim: one shooter, random or hunt-and-target, for the bots of `broadside generate`
//! (which play through the engine and learn from it) and of `broadside bot` (which learn from
//! the replies of the bot protocol, docs/protocol.md).

use std::fmt;

use serde::Serialize;

use super::dice::Dice;
use crate::coord::{Cell, CellSet, MAX_CELLS};
use crate::engine::{Effect, Struck};
use crate::fleet::Fleet;
use crate::names::eq_ignore_case;
use crate::record::ShotReply;
use crate::rules::{Rules, Touching};

/// How a bot chooses its shots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Strategy {
    /// Any cell not fired at yet, at random.
    Random,
    /// At random until a hit, then the cells next to its unsunk hits, along the line once two
    /// hits show it; where ships may not touch, it skips the cells around a sunk ship.
    HuntTarget,
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Strategy::Random => "random",
            Strategy::HuntTarget => "hunt_target",
        })
    }
}

/// When a shooter counts a cell as fired at, which decides the order of the cells it draws from
/// and so, with the same dice, the shots: the two bots have always drawn differently, and a
/// seed's games must stay the games they were.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marking {
    /// Once the shots are fired ([`Shooter::mark_fired`]): a volley's cells are drawn from the
    /// cells not fired at before the turn, each unlike those drawn before it, and a cell fired at
    /// takes the last unfired cell's place in the list. The bots of `broadside generate`.
    AfterShots,
    /// As each is chosen: the cells not fired at stay in board order (row by row, from A1). The
    /// bots of `broadside bot`.
    AsChosen,
}

/// The random draws a shooter makes: a bot's dice.
pub trait Throw {
    /// A number below `n`, which is not 0.
    fn below(&mut self, n: usize) -> usize;
    /// True with probability `p` (0 to 1).
    fn chance(&mut self, p: f64) -> bool;
}

impl Throw for Dice {
    fn below(&mut self, n: usize) -> usize {
        Dice::below(self, n)
    }
    fn chance(&mut self, p: f64) -> bool {
        Dice::chance(self, p)
    }
}

/// What a bot knows of the opponent's board in one game, and how it aims there: a board of
/// `columns` x `rows` cells (column, row from 0).
#[derive(Clone, Debug)]
pub struct Shooter {
    strategy: Strategy,
    marking: Marking,
    /// The share of shots (0 to 1) fired at random where the hunt would target (`broadside bot
    /// hunt --blunders`); 0 draws no dice for it.
    blunders: f64,
    /// Cells not fired at, and each one's place in that list (`u16::MAX` once fired at).
    unfired: Vec<Cell>,
    place: Vec<u16>,
    /// Cells fired at, in the order marked.
    fired: Vec<Cell>,
    fired_set: CellSet,
    /// Hits on ships not known to be sunk.
    open_hits: Vec<Cell>,
    /// Cells known to hold no ship.
    water: CellSet,
}

impl Shooter {
    /// A shooter of `strategy` that has fired at nothing, on a board of `columns` x `rows`
    /// cells, marking cells fired at as `marking` says, without blunders.
    pub fn new(strategy: Strategy, marking: Marking, columns: u8, rows: u8) -> Self {
        let mut unfired = Vec::with_capacity(usize::from(columns) * usize::from(rows));
        let mut place = vec![u16::MAX; MAX_CELLS];
        for row in 0..rows {
            for col in 0..columns {
                place[Cell::new(col, row).index()] = unfired.len() as u16;
                unfired.push(Cell::new(col, row));
            }
        }
        Shooter {
            strategy,
            marking,
            blunders: 0.0,
            unfired,
            place,
            fired: Vec::new(),
            fired_set: CellSet::new(),
            open_hits: Vec::new(),
            water: CellSet::new(),
        }
    }

    /// The same shooter, firing the share `blunders` (0 to 1) of its targeted shots at random.
    pub fn with_blunders(self, blunders: f64) -> Self {
        Shooter { blunders, ..self }
    }

    /// The cells not fired at.
    pub fn unfired(&self) -> &[Cell] {
        &self.unfired
    }

    /// The cells fired at, in the order marked.
    pub fn fired(&self) -> &[Cell] {
        &self.fired
    }

    /// Hits on ships not known to be sunk.
    pub fn open_hits(&self) -> &[Cell] {
        &self.open_hits
    }

    /// Cells known to hold no ship.
    pub fn water(&self) -> &CellSet {
        &self.water
    }

    /// Counts `c` as fired at (nothing if it was, or is off the board).
    pub fn mark_fired(&mut self, c: Cell) {
        let at = self.place[c.index()];
        if at == u16::MAX {
            return;
        }
        match self.marking {
            Marking::AfterShots => {
                let last = *self.unfired.last().expect("a cell not fired at is listed");
                self.unfired.swap_remove(usize::from(at));
                if last != c {
                    self.place[last.index()] = at;
                }
            }
            Marking::AsChosen => {
                self.unfired.remove(usize::from(at));
                for moved in &self.unfired[usize::from(at)..] {
                    self.place[moved.index()] -= 1;
                }
            }
        }
        self.place[c.index()] = u16::MAX;
        self.fired.push(c);
        self.fired_set.insert(c);
    }

    /// Chooses up to `n` distinct cells not fired at under `rules` (fewer only when fewer are
    /// left), marked as fired at once under [`Marking::AsChosen`].
    pub fn choose(&mut self, n: usize, rules: &Rules, dice: &mut impl Throw) -> Vec<Cell> {
        let mut chosen: Vec<Cell> = Vec::with_capacity(n);
        let mut taken = CellSet::new();
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        while chosen.len() < n && !self.unfired.is_empty() {
            let target = if self.strategy == Strategy::HuntTarget && !self.blunder(dice) {
                let candidates = self.targets(&taken, columns, rows);
                (!candidates.is_empty()).then(|| candidates[dice.below(candidates.len())])
            } else {
                None
            };
            let c = match target {
                Some(c) => c,
                None => {
                    // Random, preferring cells not known to be water.
                    let mut c = self.unfired[dice.below(self.unfired.len())];
                    for _ in 0..8 {
                        if !taken.contains(c) && !self.water.contains(c) {
                            break;
                        }
                        c = self.unfired[dice.below(self.unfired.len())];
                    }
                    if taken.contains(c) {
                        match self.unfired.iter().find(|u| !taken.contains(**u)) {
                            Some(u) => *u,
                            None => break,
                        }
                    } else {
                        c
                    }
                }
            };
            taken.insert(c);
            chosen.push(c);
            if self.marking == Marking::AsChosen {
                self.mark_fired(c);
            }
        }
        chosen
    }

    /// Whether this shot is a blunder (fired at random), with chance `blunders`; the dice are
    /// not thrown without blunders, so that the bot plays as it always did.
    fn blunder(&self, dice: &mut impl Throw) -> bool {
        self.blunders > 0.0 && dice.chance(self.blunders)
    }

    /// The cells next to open hits worth firing at: along a line of two hits where there is one.
    fn targets(&self, taken: &CellSet, columns: u8, rows: u8) -> Vec<Cell> {
        target_cells(&self.open_hits, columns, rows, |cell| {
            self.fired_set.contains(cell) || taken.contains(cell) || self.water.contains(cell)
        })
    }

    /// Learns what its shot at `c` did, as the engine says ([`crate::engine::Game::last_struck`])
    /// against the defender's `fleet`.
    pub fn learn(&mut self, c: Cell, struck: &Struck, fleet: &Fleet, rules: &Rules) {
        match struck.effect {
            Effect::Miss => {
                self.water.insert(c);
            }
            Effect::Hit(_) | Effect::Sunk(_) => {
                self.open_hits.push(c);
                for &s in &struck.sunk {
                    self.sunk(fleet.ships[s].cells, rules);
                }
            }
            Effect::OffBoard | Effect::Repeated => {}
        }
    }

    /// Learns what its one shot at `c` did from the reply `word`, and the class `ship` named with
    /// a `sunk` (the bot protocol, docs/protocol.md, tells the class, not the cells).
    pub fn learn_reply(&mut self, c: Cell, word: ShotReply, ship: Option<&str>, rules: &Rules) {
        match word {
            ShotReply::Miss => {
                self.water.insert(c);
            }
            ShotReply::Hit => self.open_hits.push(c),
            ShotReply::Sunk => {
                self.open_hits.push(c);
                let size = ship
                    .and_then(|s| rules.fleet.iter().find(|class| eq_ignore_case(&class.name, s)))
                    .map_or(1, |class| usize::from(class.size));
                let sunk = self.run_through(c, size);
                self.sunk(sunk, rules);
            }
        }
    }

    /// Learns what a volley at `cells` did from its count of fresh hits `hits`, where it tells for
    /// sure: none, all water; as many as the cells, all open hits.
    pub fn learn_volley(&mut self, cells: &[Cell], hits: u64) {
        if hits == 0 {
            self.water.extend(cells.iter().copied());
        } else if hits as usize == cells.len() {
            self.open_hits.extend(cells.iter().copied());
        }
    }

    /// A ship at `cells` is sunk: its hits are no longer open, and where ships may not touch
    /// (docs/format.md §1, `touching`), the cells around it are water.
    fn sunk(&mut self, cells: CellSet, rules: &Rules) {
        self.open_hits.retain(|h| !cells.contains(*h));
        if rules.touching == Touching::Forbidden {
            let halo = cells.with_neighbours(rules.board.columns, rules.board.rows);
            self.water.extend(halo.iter().filter(|h| !cells.contains(*h)));
        }
    }

    /// The ship of `size` cells that sank at `cell`: the straight run of open hits through it of
    /// exactly that length, else the cell alone.
    fn run_through(&self, cell: Cell, size: usize) -> CellSet {
        let open: CellSet = self.open_hits.iter().copied().collect();
        for (dc, dr) in [(1i16, 0i16), (0, 1)] {
            let mut run = vec![cell];
            for sign in [1i16, -1] {
                let (mut c, mut r) = (i16::from(cell.col), i16::from(cell.row));
                loop {
                    (c, r) = (c + sign * dc, r + sign * dr);
                    if c < 0 || r < 0 || c > 25 || r > 25 || !open.contains(Cell::new(c as u8, r as u8)) {
                        break;
                    }
                    run.push(Cell::new(c as u8, r as u8));
                }
            }
            if run.len() == size {
                return run.into_iter().collect();
            }
        }
        std::iter::once(cell).collect()
    }
}

/// The hunt-and-target bot's aim (the `hunt` bot of `generate` and of `broadside bot`): the
/// cells on a board of `columns` x `rows` next to the open hits `open_hits` (hits on ships not
/// known to be sunk) that `blocked` does not rule out (fired at, known water), preferring the
/// cells along a line of two hits where there is one.
pub fn target_cells(open_hits: &[Cell], columns: u8, rows: u8, blocked: impl Fn(Cell) -> bool) -> Vec<Cell> {
    let free = |c: i16, r: i16| -> Option<Cell> {
        if c < 0 || r < 0 || c >= i16::from(columns) || r >= i16::from(rows) {
            return None;
        }
        let cell = Cell::new(c as u8, r as u8);
        (!blocked(cell)).then_some(cell)
    };
    let hit = |c: i16, r: i16| open_hits.iter().any(|h| i16::from(h.col) == c && i16::from(h.row) == r);
    let mut along = Vec::new();
    let mut around = Vec::new();
    for h in open_hits {
        let (c, r) = (i16::from(h.col), i16::from(h.row));
        for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            if let Some(cell) = free(c + dc, r + dr) {
                if hit(c - dc, r - dr) { along.push(cell) } else { around.push(cell) }
            }
        }
    }
    if along.is_empty() { around } else { along }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    /// Dice that always throw the same number (modulo the range) and never blunder.
    struct Fixed(usize);

    impl Throw for Fixed {
        fn below(&mut self, n: usize) -> usize {
            self.0 % n
        }
        fn chance(&mut self, _: f64) -> bool {
            false
        }
    }

    #[test]
    fn a_volley_holds_distinct_cells_under_either_marking() {
        let rules = Preset::Salvo.rules();
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        for marking in [Marking::AfterShots, Marking::AsChosen] {
            let mut shooter = Shooter::new(Strategy::Random, marking, columns, rows);
            let cells = shooter.choose(7, &rules, &mut Fixed(3));
            let distinct: CellSet = cells.iter().copied().collect();
            assert_eq!((cells.len(), distinct.len()), (7, 7), "{marking:?}");
            // Marked at once, or once the shots are fired: either way none is fired at again.
            for &c in &cells {
                shooter.mark_fired(c);
            }
            assert_eq!(shooter.unfired().len(), usize::from(columns) * usize::from(rows) - 7, "{marking:?}");
            assert!(shooter.unfired().iter().all(|c| !distinct.contains(*c)), "{marking:?}");
        }
    }

    #[test]
    fn marking_as_chosen_keeps_the_cells_left_in_board_order() {
        let rules = Preset::Classic.rules();
        let mut shooter = Shooter::new(Strategy::Random, Marking::AsChosen, 10, 10);
        shooter.mark_fired(Cell::new(0, 0));
        shooter.mark_fired(Cell::new(5, 5));
        let left = shooter.unfired();
        assert!(left.windows(2).all(|w| (w[0].row, w[0].col) < (w[1].row, w[1].col)));
        // The cell drawn is the one at the dice's place in that order.
        assert_eq!(shooter.choose(1, &rules, &mut Fixed(0)), [Cell::new(1, 0)]);
    }

    #[test]
    fn the_hunt_fires_next_to_a_hit_and_skips_the_water_around_a_sunk_ship() {
        let rules = Preset::Russian.rules();
        let mut shooter = Shooter::new(Strategy::HuntTarget, Marking::AfterShots, 10, 10);
        shooter.learn_reply(Cell::new(4, 4), ShotReply::Hit, None, &rules);
        shooter.mark_fired(Cell::new(4, 4));
        let next = shooter.choose(1, &rules, &mut Fixed(0))[0];
        assert_eq!(next.col.abs_diff(4) + next.row.abs_diff(4), 1, "{next:?}");
        shooter.learn_reply(Cell::new(5, 4), ShotReply::Sunk, Some("destroyer"), &rules);
        assert!(shooter.open_hits().is_empty());
        assert!(shooter.water().contains(Cell::new(3, 3)));
    }
}
