//! The bots' play: each game played to its end through the referee's engine.

use super::dice::Dice;
use super::placement::PlacedShip;
use super::reply::{GivenReply, reply};
use super::shooter::{Marking, Shooter, Strategy};
use super::style::Style;
use crate::coord::{Cell, CellSet, Coordinate, MAX_CELLS, MAX_SIDE, Written};
use crate::engine::{self, Answer, Side, Struck};
use crate::fleet::{Fleet, Label, NO_SHIP, Ship};
use crate::record::Target;
use crate::rules::{Rules, SalvoOrder, Turns};
use crate::verdict::{Code, Outcome};

/// One log entry as played.
#[derive(Clone, Debug)]
pub(super) struct PlayedEntry {
    pub(super) player: usize,
    pub(super) shots: Vec<Shot>,
    /// Written as a list even with one shot (salvo rules, and a faulty volley).
    pub(super) volley: bool,
    /// The reply, with for one shot the class named beside it.
    pub(super) said: GivenReply,
    pub(super) meta_ms: Option<u32>,
}

/// A coordinate fired at: a cell, or one off the board as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shot {
    Cell(Cell),
    Off(i64, i64),
}

/// What a game played through the engine gave: the entries, the end, and the warnings the bots
/// could not avoid.
#[derive(Clone, Debug)]
pub(super) struct Playout {
    pub(super) entries: Vec<PlayedEntry>,
    pub(super) destroyed: [Option<usize>; 2],
    pub(super) warnings: Vec<(Code, usize, usize)>,
    /// Whose turn it was after the last entry.
    pub(super) next: usize,
    /// Where the planned fault was carried out, if it was.
    pub(super) done: Option<(usize, usize)>,
}

impl Playout {
    /// The outcome and winner if no foul decides.
    pub(super) fn result(&self) -> (Outcome, Option<usize>) {
        match self.destroyed {
            [Some(_), Some(_)] => (Outcome::Draw, None),
            [Some(_), None] => (Outcome::Win, Some(1)),
            [None, Some(_)] => (Outcome::Win, Some(0)),
            [None, None] => (Outcome::Unfinished, None),
        }
    }
}

/// A fault to carry out during play, at the first entry from `from` where it can be.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    pub(super) code: Code,
    pub(super) from: usize,
}

/// A fleet as the referee sees it, for the engine: each ship of its class, with its cells on
/// the board (a faulty fleet's ships keep what lies on it, as the referee's do).
pub(super) fn fleet_of(placed: &[PlacedShip], rules: &Rules) -> Fleet {
    let ship_at = vec![NO_SHIP; usize::from(rules.board.rows) * usize::from(MAX_SIDE)].into_boxed_slice();
    let mut fleet = Fleet { ships: Vec::with_capacity(placed.len()), ship_at, shared: CellSet::new() };
    for (i, p) in placed.iter().enumerate() {
        let cells: CellSet = p.on_board(rules).collect();
        for c in cells.iter() {
            let at = &mut fleet.ship_at[c.index()];
            if *at == NO_SHIP {
                *at = i as u16;
            } else {
                fleet.shared.insert(c);
            }
        }
        // The referee's messages about this fleet are never shown, so the ship needs no label.
        let label = Label::Written { spots: Vec::new(), range: false };
        fleet.ships.push(Ship { name: None, class: Some(p.class), length: p.cells.len() as u64, cells, label });
    }
    fleet
}

/// A game about to be played through the engine: the fleets, each player's bot, and the fault
/// planned.
pub(super) struct Simulation<'r> {
    pub(super) rules: &'r Rules,
    pub(super) fleets: [Fleet; 2],
    /// Per player, per ship: its class, for replies.
    pub(super) classes: [Vec<usize>; 2],
    pub(super) shooters: [Shooter; 2],
    pub(super) first: usize,
    pub(super) plan: Option<Plan>,
    pub(super) style: Style,
}

/// The names the engine's messages give the players: never shown, since the generator keeps only
/// what the entries did.
pub(super) const ENGINE_NAMES: [&str; 2] = ["player 1", "player 2"];

impl<'r> Simulation<'r> {
    pub(super) fn new(
        rules: &'r Rules,
        fleets: &[Vec<PlacedShip>; 2],
        first: usize,
        bots: [Strategy; 2],
        plan: Option<Plan>,
        style: Style,
    ) -> Self {
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        Simulation {
            rules,
            fleets: [fleet_of(&fleets[0], rules), fleet_of(&fleets[1], rules)],
            classes: [0, 1].map(|p| fleets[p].iter().map(|s| s.class).collect()),
            shooters: bots.map(|b| Shooter::new(b, Marking::AfterShots, columns, rows)),
            first,
            plan,
            style,
        }
    }

    /// The plan's code if it is due at entry `i` and not yet carried out.
    pub(super) fn due(&self, i: usize, done: bool) -> Option<Code> {
        self.plan.filter(|p| !done && i >= p.from).map(|p| p.code)
    }

    pub(super) fn play(mut self, dice: &mut Dice) -> Playout {
        let rules = self.rules;
        let simultaneous = rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous;
        let mut game = engine::Game::new(rules, [&self.fleets[0], &self.fleets[1]], self.first, ENGINE_NAMES);
        let mut entries: Vec<PlayedEntry> = Vec::new();
        let mut warnings = Vec::new();
        let mut done: Option<(usize, usize)> = None;
        // The coordinates of a volley, kept from one entry to the next.
        let mut coordinates = Vec::new();
        let limit = 4 * MAX_CELLS + 16;
        for i in 0..limit {
            let Some(turn) = game.next() else { break };
            let expected = turn.player.index();
            let mut code = self.due(i, done.is_some());
            // A simultaneous round opens with either player's volley: only a second volley by
            // the opener, before the other has fired, is out of turn.
            if code == Some(Code::OutOfTurn) && simultaneous && game.round_opener().is_none() {
                code = None;
            }
            let s = if code == Some(Code::OutOfTurn) { 1 - expected } else { expected };
            let d = 1 - s;
            let allowed = game.allowance(s) as usize;
            let left = self.shooters[s].unfired().len();
            if left == 0 {
                break;
            }
            // How many shots, and whether the plan can be carried out here.
            let mut n = allowed;
            match code {
                Some(Code::TooManyShots) if allowed < left => n = allowed + 1,
                Some(Code::TooFewShots)
                    if allowed >= 2
                        && allowed <= left
                        && !warnings.iter().any(|w: &(Code, usize, usize)| w.0 == Code::TooFewShots) =>
                {
                    n = allowed - 1
                }
                Some(Code::RepeatedShot) if self.shooters[s].fired().is_empty() && n.min(left) < 2 => code = None,
                Some(Code::TooManyShots | Code::TooFewShots) => code = None,
                _ => {}
            }
            // Only a fleet placed wholly off the board leaves no allowance; fire one shot anyway.
            n = n.max(1);
            if n > left {
                n = left;
                warnings.push((Code::TooFewShots, i, s));
            }
            let cells = self.shooters[s].choose(n, rules, dice);
            let mut shots: Vec<Shot> = cells.iter().map(|&c| Shot::Cell(c)).collect();
            match code {
                Some(Code::RepeatedShot) => {
                    let again = if self.shooters[s].fired().is_empty() {
                        cells[0]
                    } else {
                        dice.pick(self.shooters[s].fired())
                    };
                    *shots.last_mut().expect("a turn fires a shot") = Shot::Cell(again);
                }
                Some(Code::OffBoard) => {
                    *shots.last_mut().expect("a turn fires a shot") = off_board_shot(rules, dice);
                }
                _ => {}
            }

            // Fire through the engine, replying once the shots are fired.
            let volley = rules.turns == Turns::Salvo || shots.len() > 1;
            let at = target(&shots, volley, &mut coordinates);
            let lie = code == Some(Code::FalseReport);
            let mut played: Option<(Vec<Struck>, GivenReply)> = None;
            let (classes, style) = (&self.classes[d], self.style);
            let step = game.play_with(Side::of(s == 1), &at, |game| {
                let struck = game.last_struck(d);
                let said = reply(classes, style, game.truth(d, volley, &struck), &struck, lie, dice);
                // A true reply is judged as no reply is (no false_report, and the turn follows
                // the shots), so only a false one is handed over: building the rest costs
                // allocations for nothing.
                let answer = if lie { said.reply.answer(rules) } else { Answer::default() };
                played = Some((struck, said));
                answer
            });
            let over = step.over;
            if let Target::Volley(mut buffer) = at {
                buffer.clear();
                coordinates = buffer;
            }
            let (struck, said) = played.expect("a turn before the end is replied to");
            for (shot, effect) in shots.iter().zip(&struck) {
                if let Shot::Cell(c) = *shot {
                    self.shooters[s].learn(c, effect, &self.fleets[d], rules);
                }
            }
            for shot in &shots {
                if let Shot::Cell(c) = *shot {
                    self.shooters[s].mark_fired(c);
                }
            }
            if let Some(c) = code {
                let player = if c == Code::FalseReport { d } else { s };
                done = Some((i, player));
            }
            let meta_ms = dice.chance(self.style.entry_meta).then(|| dice.below(900) as u32 + 5);
            entries.push(PlayedEntry { player: s, shots, volley, said, meta_ms });
            if over {
                break;
            }
        }
        Playout { entries, destroyed: game.destroyed(), warnings, next: game.on_turn(), done }
    }
}

/// An entry's shots as the engine reads them: a volley (in `buffer`'s allocation), or one shot.
pub(super) fn target(shots: &[Shot], volley: bool, buffer: &mut Vec<Coordinate<'static>>) -> Target<'static> {
    let coordinate = |shot: &Shot| {
        let (col, row) = match *shot {
            Shot::Cell(c) => (i128::from(c.col), i128::from(c.row)),
            Shot::Off(c, r) => (i128::from(c), i128::from(r)),
        };
        Coordinate { col, row, written: Written::Pair }
    };
    if volley {
        buffer.extend(shots.iter().map(coordinate));
        Target::Volley(std::mem::take(buffer))
    } else {
        Target::Shot(coordinate(&shots[0]))
    }
}

/// A coordinate off the board, in one of the forms a bot might write.
pub(super) fn off_board_shot(rules: &Rules, dice: &mut Dice) -> Shot {
    let (columns, rows) = (i64::from(rules.board.columns), i64::from(rules.board.rows));
    let col = dice.below(columns as usize) as i64;
    let row = dice.below(rows as usize) as i64;
    match dice.below(4) {
        0 => Shot::Off(columns, row),
        1 => Shot::Off(col, rows),
        2 => Shot::Off(-1, row),
        _ => Shot::Off(col, -1),
    }
}
