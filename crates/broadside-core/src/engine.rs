//! The game engine: one game, played one log entry at a time, judging turns, volleys and replies
//! as it goes (docs/format.md §3 "Replay", forfeit entries and simultaneous rounds
//! in either order included).
//!
//! The rules live here once. `broadside check` folds a [`Game`] over a record's log
//! ([`replay`]), `broadside generate` plays its bots through one, and a live
//! match can do the same: ask [`Game::next`] whose turn it is and how many shots it allows, let
//! that player fire, [`Game::play`] the entry, and read the [`Step`]: the entry's violations,
//! what each shot did, who is next, and whether the game is over. [`Game::finish`] gives the
//! [`Replayed`] result a verdict is built from.
//!
//! ```
//! use broadside_core::engine::{Effect, Game, Side, Turn};
//! use broadside_core::record::{LogEntry, Target};
//! use broadside_core::{Coordinate, RulesSpec};
//! # use broadside_core::fleet;
//! # use broadside_core::record::{ShipCells, ShipRecord};
//! let rules = RulesSpec::from_arg(r#"{"base": "classic", "board": {"columns": 3, "rows": 1},
//!     "fleet": [{"ship": "boat", "size": 1}]}"#).unwrap().resolve();
//! # let ship = |cell: &'static str| ShipRecord { ship: None, cells: ShipCells::List(vec![Coordinate::from_text(cell).unwrap()]) };
//! # let (ann, _) = fleet::place(&[ship("A1")], &rules, "ann");
//! # let (ben, _) = fleet::place(&[ship("C1")], &rules, "ben");
//! // ann's boat is at A1, ben's at C1; ann shoots first.
//! let mut game = Game::new(&rules, [&ann, &ben], 0, ["ann", "ben"]);
//! assert_eq!(game.next(), Some(Turn { player: Side::First, allowance: 1 }));
//! let shot = LogEntry::turn("ann", Target::Shot(Coordinate::from_text("C1").unwrap()));
//! let step = game.play(&shot, Side::First);
//! assert_eq!(step.shots[0].effect, Effect::Sunk(0));
//! assert!(step.violations.is_empty());
//! assert!(step.over);
//! assert_eq!(game.next(), None);
//! ```

use std::borrow::Cow;
use std::mem::take;

use crate::coord::{Cell, CellSet, Coordinate};
use crate::fleet::{ClassFinder, Fleet};
use crate::names::{eq_ignore_case, spelt_alike};
use crate::record::write::{Counts, ReplyOut};
use crate::record::{Forfeit, LogEntry, Reply, ShotReply, Target};
use crate::rules::{Rules, SalvoOrder, SalvoShots, Turns};
use crate::verdict::{Code, Facts, Listing, ShotOutcome, ShotTruth, Spot, Stats, TurnWhy, Violation, VolleyTruth};

/// How a game ended, or stands so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The fleet of player `loser` (0 or 1) was destroyed at `entry`.
    Destroyed {
        /// The player whose fleet fell.
        loser: usize,
        /// The 0-based entry that destroyed it.
        entry: usize,
    },
    /// Both fleets fell in the simultaneous salvo round that ends at `entry`.
    BothDestroyed {
        /// The round's second entry.
        entry: usize,
    },
    /// A forfeit entry of player `player` (0 or 1) at `entry` ended the game with both fleets
    /// afloat (docs/format.md §3 "Replay").
    Forfeited {
        /// The player who forfeits.
        player: usize,
        /// The 0-based forfeit entry.
        entry: usize,
        /// Why.
        reason: Forfeit,
    },
    /// The log opened with a forfeit entry of each player, both fouls (`timeout`, `crashed`,
    /// `illegal_message`): neither gave a fleet, a double forfeit decided at the second, `entry`
    /// (docs/protocol.md "Fair to every bot": both bots are asked for their fleets at once, and
    /// each that fails to give one forfeits it).
    BothForfeited {
        /// The 0-based second forfeit entry.
        entry: usize,
    },
    /// Both fleets afloat, and no forfeit entry: the log ended, or the game goes on.
    Unfinished,
}

/// What a whole game found: violations in verdict order, the end, and each player's statistics.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// Violations by entry; within an entry, the shooter's before the defender's, then table order.
    pub violations: Vec<Violation>,
    /// How the log ended.
    pub end: End,
    /// Per player.
    pub stats: [Stats; 2],
    /// Per player: the cells that player fired at on the opponent's board, up to the end.
    pub fired: [CellSet; 2],
    /// Per player: the cells of that player's board the opponent's shots marked, up to the end
    /// (ship cells and water alike; a ship cell here is hit).
    pub struck: [CellSet; 2],
}

/// Whose turn it is, and how many shots it allows (docs/format.md §3 "Replay").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The player to fire next. In simultaneous salvo, before a round's first volley, either
    /// player may open the round; this is `first`.
    pub player: Side,
    /// How many shots that player's entry must hold: 1 under single-shot turns, else the salvo
    /// allowance (simultaneous salvo: counted at the start of the round).
    pub allowance: u64,
}

/// One of the two players of a game, by their place in the players' order (docs/format.md §2):
/// what the engine is told a player as, so that no other index can be passed to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The first player (index 0).
    First = 0,
    /// The second player (index 1).
    Second = 1,
}

impl Side {
    /// Both, in the players' order.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The second player if `second`, else the first.
    pub const fn of(second: bool) -> Side {
        if second { Side::Second } else { Side::First }
    }

    /// The player's index in the players' order: 0 or 1.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other player.
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// What one shot of an entry did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShotEffect {
    /// The cell fired at, or `None` off the board.
    pub cell: Option<Cell>,
    /// What it did.
    pub effect: Effect,
}

/// What one log entry did: its judgement, and the game after it.
#[derive(Clone, Copy, Debug)]
pub struct Step<'g> {
    /// The 0-based index of the entry.
    pub entry: usize,
    /// The entry's player.
    pub player: Side,
    /// The entry's violations, in verdict order (the shooter's, then the defender's).
    pub violations: &'g [Violation],
    /// Per shot, in the order listed: what it did (empty for a forfeit entry and for an entry
    /// after the end, which fire nothing).
    pub shots: &'g [ShotEffect],
    /// Whose turn it is now, or `None` when the game is over.
    pub next: Option<Turn>,
    /// Whether the game is over.
    pub over: bool,
}

/// The defender's reply to an entry, as [`Game::play_with`] asks for it once the shots are fired.
#[derive(Debug, Default)]
pub struct Answer<'a> {
    /// The reply, if one is recorded: its form must follow the target (docs/format.md §2 "Log
    /// entries").
    pub reply: Option<Reply<'a>>,
    /// The ship a one-shot `hit` or `sunk` names.
    pub ship: Option<Cow<'a, str>>,
}

/// One game in play under one set of rules, between two placed fleets (docs/format.md §3).
///
/// Built with [`Game::new`], fed entries in log order with [`Game::play`], and closed with
/// [`Game::finish`]. Judging an entry allocates nothing unless it finds a violation (but the
/// buffer of [`Step::shots`], once).
pub struct Game<'r> {
    cx: Context<'r>,
    sides: [Damage<'r>; 2],
    /// Per player: the cells they fired at (apart from the sides, so that a shot borrows only
    /// the defender's side).
    fired_at: [CellSet; 2],
    stats: [Stats; 2],
    /// Past `MAX_LISTED` of one code for one player, violations are only counted.
    violations: Listing,
    /// How many entries have been played.
    entries: usize,
    /// Whose turn it is (but in simultaneous rounds).
    next: usize,
    previous: Option<Previous>,
    /// Per player, in simultaneous rounds: the allowance and the ships afloat at the round's start.
    round_allowance: [u64; 2],
    round_afloat: [u32; 2],
    /// Per player, in simultaneous rounds: the shots fired so far in the open round (an extra
    /// volley counts against the same allowance as the first, docs/format.md §3 "Replay").
    round_fired: [u64; 2],
    /// In simultaneous rounds: the round open (its first volley fired, the other player's not yet).
    round: Option<Round>,
    /// In simultaneous rounds: how many rounds have opened.
    rounds: usize,
    /// The forfeit entry that ended the game: its player, entry and reason.
    forfeited: Option<(usize, usize, Forfeit)>,
    /// The second of the two forfeit entries the log opened with, one a player, both fouls.
    both_forfeited: Option<usize>,
    /// Per player: the entry that destroyed their fleet.
    destroyed: [Option<usize>; 2],
    ended_at: Option<usize>,
    // Buffers reused from entry to entry, so that judging one allocates nothing. The labels of
    // the shots off the board and repeated are empty at each entry's start (reporting takes them).
    truth: ReplyTally,
    said: ReplyTally,
    off_board: Vec<Spot>,
    repeated: Vec<Spot>,
    /// The last entry's shots.
    effects: Vec<ShotEffect>,
}

/// A simultaneous salvo round whose first volley has been fired (docs/format.md §3 "Replay").
#[derive(Clone, Copy, Debug)]
struct Round {
    /// The player who opened it.
    opener: usize,
    /// The entry that opened it.
    entry: usize,
    /// Its number, from 1.
    number: usize,
}

/// One entry's turn, for the shooter's violations: who fired what, and whose turn and what
/// allowance it was.
struct Fired<'a, 'e> {
    i: usize,
    /// The shooter.
    s: usize,
    shots: &'a [Coordinate<'e>],
    /// Whose turn it was.
    expected: usize,
    allowed: u64,
    /// The shooter's ships afloat, as the allowance counted them.
    afloat: u32,
    /// Shots the shooter fired earlier in the same simultaneous round (0 but for an extra
    /// volley): they count against the same allowance, and an extra volley has no minimum.
    earlier: u64,
}

impl<'r> Game<'r> {
    /// A game under `rules` between `fleets` (indexed by player, 0 and 1, as `names`), with
    /// player `first` (0 or 1) to shoot first.
    pub fn new(rules: &'r Rules, fleets: [&'r Fleet; 2], first: usize, names: [&'r str; 2]) -> Self {
        let cx = Context {
            rules,
            names,
            first,
            columns: rules.board.columns,
            rows: rules.board.rows,
            simultaneous: rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous,
            classes: ClassFinder::new(&rules.fleet),
        };
        Game {
            cx,
            sides: fleets.map(|fleet| side(rules, fleet)),
            fired_at: [CellSet::new(); 2],
            stats: [Stats::default(); 2],
            violations: Listing::default(),
            entries: 0,
            next: first,
            previous: None,
            round_allowance: [0; 2],
            round_afloat: [0; 2],
            round_fired: [0; 2],
            round: None,
            rounds: 0,
            forfeited: None,
            both_forfeited: None,
            destroyed: [None, None],
            ended_at: None,
            truth: ReplyTally::default(),
            said: ReplyTally::default(),
            off_board: Vec::new(),
            repeated: Vec::new(),
            effects: Vec::new(),
        }
    }

    /// Whose turn it is and the allowance of that turn, or `None` when the game is over.
    pub fn next(&self) -> Option<Turn> {
        if self.ended_at.is_some() {
            return None;
        }
        let player = self.on_turn();
        Some(Turn { player: Side::of(player == 1), allowance: self.allowance(player) })
    }

    /// Whose turn it is by the turn rule, even once the game is over (an entry after the end
    /// would be expected from this player): in simultaneous salvo the player who has not fired
    /// in the open round, or `first` between rounds.
    pub fn on_turn(&self) -> usize {
        match self.round {
            Some(r) => 1 - r.opener,
            None if self.cx.simultaneous => self.cx.first,
            None => self.next,
        }
    }

    /// How many shots a volley by `player` (0 or 1) fired now must hold: 1 under single-shot
    /// turns; under salvo turns the salvo allowance (rules' `salvo_shots`) of that player's ships
    /// afloat, in simultaneous salvo as counted at the start of the round (the open one, or the
    /// one this volley would open).
    pub fn allowance(&self, player: usize) -> u64 {
        match self.cx.rules.turns {
            Turns::Salvo if self.round.is_some() => self.round_allowance[player],
            Turns::Salvo => allowance(self.cx.rules, &self.sides[player]),
            _ => 1,
        }
    }

    /// Whether the game is over: a fleet destroyed (simultaneous salvo: at the end of its round),
    /// or a forfeit entry.
    pub fn is_over(&self) -> bool {
        self.ended_at.is_some()
    }

    /// The entry that ended the game, if it is over.
    pub fn ended_at(&self) -> Option<usize> {
        self.ended_at
    }

    /// The game so far: a fleet destroyed (also in a simultaneous round still open), a forfeit
    /// entry, or neither. With no foul this is the outcome; the earliest foul (in
    /// [`Game::violations`]) decides over it.
    pub fn end(&self) -> End {
        if let Some(entry) = self.both_forfeited {
            return End::BothForfeited { entry };
        }
        // A fleet destroyed before a forfeit entry (in the round that entry interrupted) stands.
        match (self.destroyed, self.forfeited) {
            ([Some(_), Some(_)], _) => {
                End::BothDestroyed { entry: self.ended_at.unwrap_or(self.entries.saturating_sub(1)) }
            }
            ([Some(entry), None], _) => End::Destroyed { loser: 0, entry },
            ([None, Some(entry)], _) => End::Destroyed { loser: 1, entry },
            ([None, None], Some((player, entry, reason))) => End::Forfeited { player, entry, reason },
            ([None, None], None) => End::Unfinished,
        }
    }

    /// What each shot of the last entry played did, in the order listed.
    pub fn last_shots(&self) -> &[ShotEffect] {
        &self.effects
    }

    /// What each shot of the last entry played (fired at `defender`, 0 or 1) did to the
    /// defender's ships, in the order listed: with every ship it struck and every ship it sank
    /// (several only where ships overlap).
    pub fn last_struck(&self, defender: usize) -> Vec<Struck> {
        let fleet = self.fleet(defender);
        let entry = self.entries.saturating_sub(1);
        self.effects
            .iter()
            .enumerate()
            .map(|(k, shot)| match (shot.effect, shot.cell) {
                (Effect::Hit(_) | Effect::Sunk(_), Some(cell)) => {
                    let ships: Vec<usize> = fleet.ships_at(cell).collect();
                    let sunk = ships
                        .iter()
                        .copied()
                        .filter(|&ship| self.sunk_by(defender, ship) == Some((entry, k)))
                        .collect();
                    Struck { effect: shot.effect, ships, sunk }
                }
                (effect, _) => Struck { effect, ships: Vec::new(), sunk: Vec::new() },
            })
            .collect()
    }

    /// The truthful reply of `defender` (0 or 1) to the last entry played, a volley or one shot
    /// (docs/format.md §3 "Replay": a repeated shot or one off the board does no damage and is
    /// answered `miss`); `struck` is [`Game::last_struck`] for it. What a live referee tells the
    /// bots and the generator's honest bots reply; the engine judges any other reply false.
    pub fn truth(&self, defender: usize, volley: bool, struck: &[Struck]) -> ClassReply {
        let fleet = self.fleet(defender);
        let class = |ship: usize| fleet.ships.get(ship).and_then(|s| s.class);
        if !volley {
            return match struck.first().map(|s| s.effect) {
                Some(Effect::Hit(ship)) => ClassReply::Shot { reply: ShotReply::Hit, class: class(ship) },
                Some(Effect::Sunk(ship)) => ClassReply::Shot { reply: ShotReply::Sunk, class: class(ship) },
                _ => ClassReply::Shot { reply: ShotReply::Miss, class: None },
            };
        }
        let mut hits: Vec<(usize, u32)> = Vec::new();
        let mut sunk = Vec::new();
        for shot in struck {
            for c in shot.ships.iter().filter_map(|&ship| class(ship)) {
                match hits.iter_mut().find(|h| h.0 == c) {
                    Some(h) => h.1 += 1,
                    None => hits.push((c, 1)),
                }
            }
            sunk.extend(shot.sunk.iter().filter_map(|&ship| class(ship)));
        }
        ClassReply::Volley { hits, sunk }
    }

    /// In simultaneous salvo, the player (0 or 1) who opened the round now open (fired its first
    /// volley, the other player not yet); `None` between rounds and under other rules.
    pub fn round_opener(&self) -> Option<usize> {
        self.round.map(|r| r.opener)
    }

    /// Per player (0 or 1): the entry that destroyed that player's fleet, if one did.
    pub fn destroyed(&self) -> [Option<usize>; 2] {
        self.destroyed
    }

    /// Every violation so far, in verdict order.
    pub fn violations(&self) -> &[Violation] {
        self.violations.as_slice()
    }

    /// How many fouls and warnings player `player` (0 or 1) committed so far, those a verdict
    /// only counts included: `(fouls, warnings)`.
    pub fn tally(&self, player: usize) -> (u64, u64) {
        self.violations.tally(self.cx.names[player])
    }

    /// How many violations of `code` are charged to player `player` (0 or 1) so far, those a
    /// verdict only counts included.
    pub fn count(&self, code: Code, player: usize) -> u64 {
        self.violations.count(code, self.cx.names[player])
    }

    /// Per player: shots, hits and ships sunk so far.
    pub fn stats(&self) -> &[Stats; 2] {
        &self.stats
    }

    /// Per player: the cells that player fired at on the opponent's board.
    pub fn fired(&self) -> &[CellSet; 2] {
        &self.fired_at
    }

    /// The cells of `player`'s board (0 or 1) the opponent's shots struck, ship cells and water.
    pub fn struck(&self, player: usize) -> &CellSet {
        &self.sides[player].struck
    }

    /// The fleet of `player` (0 or 1).
    pub fn fleet(&self, player: usize) -> &'r Fleet {
        self.sides[player].fleet
    }

    /// How many of `player`'s ships (0 or 1) have a cell not struck.
    pub fn afloat(&self, player: usize) -> u32 {
        self.sides[player].afloat
    }

    /// The unstruck cells of ship `ship` (an index in [`Fleet::ships`]) of `player` (0 or 1).
    pub fn remaining(&self, player: usize, ship: usize) -> u32 {
        self.sides[player].ships[ship].remaining
    }

    /// Which shot sank ship `ship` of `player`, as (0-based entry, 0-based shot in that entry),
    /// or `None` while it is afloat. (Where ships overlap one shot can sink several; this tells
    /// them all apart from [`Effect::Sunk`], which names the first.)
    pub fn sunk_by(&self, player: usize, ship: usize) -> Option<(usize, usize)> {
        let (entry, shot) = self.sides[player].ships[ship].sunk_by;
        (entry != u32::MAX).then_some((entry as usize, shot as usize))
    }

    /// Plays the next log entry, fired by `player` (the side of `entry.player`), and says what it
    /// did. An entry after the end is an `after_end` warning and changes nothing.
    pub fn play(&mut self, entry: &LogEntry, player: Side) -> Step<'_> {
        let start = self.violations.len();
        self.judge::<true, _>(player, &entry.at, |_| (entry.reply.as_ref(), entry.ship.as_deref()));
        self.step(start, player)
    }

    /// Plays the next log entry as [`Game::play`] does, without saying what it did: the fold
    /// over a whole log, where only the end counts ([`replay`]).
    // Inlined into the fold's loop: a call per entry costs the batch (docs/performance.md).
    #[inline(always)]
    pub fn apply(&mut self, entry: &LogEntry, player: Side) {
        self.judge::<false, _>(player, &entry.at, |_| (entry.reply.as_ref(), entry.ship.as_deref()));
    }

    /// Plays the next log entry, a turn of `player` firing at `at`, whose reply is
    /// made once the shots are fired: `answer` sees the game with the shots fired
    /// ([`Game::last_shots`] says what each did; for example to reply with the truth, as a live
    /// referee does) and gives the reply as recorded. It is not asked after the end.
    pub fn play_with<'a>(
        &mut self,
        player: Side,
        at: &Target,
        answer: impl FnOnce(&Game<'r>) -> Answer<'a>,
    ) -> Step<'_> {
        let start = self.violations.len();
        self.judge::<true, _>(player, at, answer);
        self.step(start, player)
    }

    /// Ends the game: everything it found, for the verdict.
    pub fn finish(self) -> Replayed {
        let end = self.end();
        let Game { sides, fired_at, stats, violations, .. } = self;
        Replayed {
            violations: violations.into_vec(),
            end,
            stats,
            fired: fired_at,
            struck: [sides[0].struck, sides[1].struck],
        }
    }

    /// The step of the entry just played, whose violations start at `start`.
    fn step(&self, start: usize, player: Side) -> Step<'_> {
        let next = self.next();
        Step {
            entry: self.entries - 1,
            player,
            violations: &self.violations.as_slice()[start..],
            shots: &self.effects,
            next,
            over: self.ended_at.is_some(),
        }
    }

    /// Plays an entry: after the end, an `after_end` warning; a forfeit entry, the end; else
    /// fires the shots, judges the shooter, asks `answer` for the reply once the shots are fired
    /// and judges it, and moves the game on. With `RECORD`, keeps what each shot did for the
    /// entry's [`Step`].
    // One function, inlined into each way in, so that the fold over a log is one loop as it was
    // before the engine had several (docs/performance.md).
    #[inline(always)]
    fn judge<const RECORD: bool, A: Replied>(&mut self, s: Side, at: &Target, answer: impl FnOnce(&Self) -> A) {
        // A side is 0 or 1 by its type, so that no index by player is checked (the shots index
        // by the shooter, each of them).
        let s = s.index();
        let i = self.entries;
        self.entries += 1;
        let (rules, columns, rows, simultaneous) = (self.cx.rules, self.cx.columns, self.cx.rows, self.cx.simultaneous);
        let d = 1 - s;
        let shots = at.shots();
        if RECORD {
            self.effects.clear();
        }
        if let Some(end) = self.ended_at {
            if i == 1 && self.forfeits_too(s, at) {
                return;
            }
            self.violations.push(after_end(&self.cx, i, s, shots, end));
            return;
        }
        if let Target::Forfeit(reason) = at {
            // Not a turn: it ends the game where it stands, whoever's turn it was.
            if let Some(code) = forfeit_code(*reason) {
                self.violations.push(forfeit_foul(&self.cx, i, s, code));
            }
            self.forfeited = Some((s, i, *reason));
            self.ended_at = Some(i);
            return;
        }

        // Whose turn it was, and how many shots it allowed: judged on the state before firing.
        // A simultaneous round opens with either player's volley and closes with the other's.
        let round = if simultaneous {
            Some(*self.round.get_or_insert_with(|| {
                self.rounds += 1;
                self.round_allowance = [allowance(rules, &self.sides[0]), allowance(rules, &self.sides[1])];
                self.round_afloat = [self.sides[0].afloat, self.sides[1].afloat];
                self.round_fired = [0; 2];
                Round { opener: s, entry: i, number: self.rounds }
            }))
        } else {
            None
        };
        let expected = match round {
            Some(r) if r.entry == i => s,
            Some(r) => 1 - r.opener,
            None => self.next,
        };
        let out_of_turn = s != expected;
        let fired = shots.len() as u64;
        let allowed = match rules.turns {
            Turns::Salvo if simultaneous => self.round_allowance[s],
            Turns::Salvo => allowance(rules, &self.sides[s]),
            _ => 1,
        };
        let afloat = if simultaneous { self.round_afloat[s] } else { self.sides[s].afloat };
        // In a simultaneous round, the shots the shooter fired earlier in it (an extra volley).
        let earlier = if simultaneous { self.round_fired[s] } else { 0 };
        if simultaneous {
            self.round_fired[s] += fired;
        }

        // Fire every shot, tallying what the entry did (for a volley's reply: tallying always
        // costs less than deciding each time whether to).
        self.truth.clear();
        let defender = &mut self.sides[d];
        let mut last = Effect::Miss;
        let mut sank_any = false;
        for (k, coordinate) in shots.iter().enumerate() {
            let cell = coordinate.on(columns, rows);
            let by = (i as u32, k as u32);
            last = fire(&mut self.fired_at[s], defender, cell, by, &mut self.stats[s], &mut self.truth);
            if RECORD {
                self.effects.push(ShotEffect { cell, effect: last });
            }
            match last {
                Effect::OffBoard => self.off_board.push(Spot::of(coordinate, columns, rows)),
                Effect::Repeated => self.repeated.push(Spot::of(coordinate, columns, rows)),
                Effect::Sunk(_) => sank_any = true,
                _ => {}
            }
        }
        self.stats[s].shots += fired;

        // The shooter's violations (any count but the allowance is too many or too few).
        let off_count = if earlier == 0 { fired != allowed } else { earlier + fired > allowed };
        if out_of_turn || off_count || !self.off_board.is_empty() || !self.repeated.is_empty() {
            let turn = Fired { i, s, shots, expected, allowed, afloat, earlier };
            let (off_board, repeated) = (take(&mut self.off_board), take(&mut self.repeated));
            let why = Why { previous: self.previous, round };
            shooter_violations(&self.cx, &turn, why, off_board, repeated, &mut self.violations);
        }

        // Judge the reply (the defender's), as recorded or as `answer` makes it now.
        let answer = answer(self);
        let (reply, ship) = answer.parts();
        let cx = &self.cx;
        let defender = &self.sides[d];
        let said = match (at, reply) {
            (Target::Shot(_), Some(Reply::Shot(said))) => Some(*said),
            _ => None,
        };
        let keeps_turn = turn_kept(last, said);
        if let (Target::Shot(c), Some(Reply::Shot(said))) = (at, reply)
            && !matches!(last, Effect::OffBoard | Effect::Repeated)
            && let Some(why) = shot_reply_fault(cx, defender, last, *said, ship)
        {
            self.violations.push(false_shot_reply(cx, i, s, c, *said, ship, why));
        }
        if let (Target::Volley(_), Some(Reply::Volley(reply))) = (at, reply) {
            let tallies = (&mut self.truth, &mut self.said);
            if let Some(v) = false_volley_reply(cx, i, s, defender, shots, reply, tallies) {
                self.violations.push(v);
            }
        }

        // Who shoots next.
        self.next = next_shooter(rules.turns, s, out_of_turn, keeps_turn);
        let replied = matches!((at, reply), (Target::Shot(_), Some(Reply::Shot(_))));
        self.previous = Some(Previous { entry: i, player: s, out_of_turn, keeps_turn, replied, effect: last });

        // Whether the round closed, and whether the game is over.
        let closes_round = round.is_some_and(|r| r.entry != i && s != r.opener);
        if closes_round {
            self.round = None;
        }
        if sank_any && defender.afloat == 0 && self.destroyed[d].is_none() {
            self.destroyed[d] = Some(i);
        }
        let any_destroyed = self.destroyed.iter().any(Option::is_some);
        if any_destroyed && (!simultaneous || closes_round) {
            self.ended_at = Some(i);
        }
    }
}

/// Whether an entry keeps its shooter on turn under `again_on_hit` (docs/format.md §3 "Replay"):
/// its last shot, which did `last`, struck a ship: as the reply `said` to a one-shot entry says
/// where there is one, else as the truth has it. A shot off the board or at a cell fired at
/// before never does, whatever the reply.
pub fn turn_kept(last: Effect, said: Option<ShotReply>) -> bool {
    match (last, said) {
        (Effect::OffBoard | Effect::Repeated, _) => false,
        (_, Some(said)) => said != ShotReply::Miss,
        (last, None) => last.keeps_turn(),
    }
}

/// Who fires after an entry by `shooter` (0 or 1) under `turns` (docs/format.md §3 "Replay"): the
/// other player, but the shooter again under `again_on_hit` after an entry that keeps the turn
/// (`kept`, [`turn_kept`]); after an entry out of turn, always the other player. (Simultaneous
/// salvo rounds are the engine's own.)
pub fn next_shooter(turns: Turns, shooter: usize, out_of_turn: bool, kept: bool) -> usize {
    if !out_of_turn && turns == Turns::AgainOnHit && kept { shooter } else { 1 - shooter }
}

/// A reply as the engine reads it: from a log entry, or made by [`Game::play_with`]'s `answer`.
trait Replied {
    /// The reply and the ship it names, if recorded.
    fn parts(&self) -> (Option<&Reply<'_>>, Option<&str>);
}

impl Replied for (Option<&Reply<'_>>, Option<&str>) {
    fn parts(&self) -> (Option<&Reply<'_>>, Option<&str>) {
        (self.0, self.1)
    }
}

impl Replied for Answer<'_> {
    fn parts(&self) -> (Option<&Reply<'_>>, Option<&str>) {
        (self.reply.as_ref(), self.ship.as_deref())
    }
}

/// One player's fleet during the replay, and its damage.
struct Damage<'f> {
    fleet: &'f Fleet,
    /// Per ship, in fleet order (one vector: a side allocates once).
    ships: Vec<ShipState>,
    /// Cells of this fleet struck so far.
    struck: CellSet,
    /// Ships with an unhit cell.
    afloat: u32,
    /// The ship sizes that replies are judged by, not by class: sizes an unnamed ship has and
    /// several classes share.
    by_size: Sizes,
}

/// A set of ship sizes (0 to 255), as bits.
#[derive(Clone, Copy, Default)]
struct Sizes([u64; 4]);

impl Sizes {
    /// Adds `size`; returns whether it was absent before.
    fn insert(&mut self, size: u8) -> bool {
        let (word, bit) = (usize::from(size / 64), 1 << (size % 64));
        let absent = self.0[word] & bit == 0;
        self.0[word] |= bit;
        absent
    }

    fn contains(&self, size: u8) -> bool {
        self.0[usize::from(size / 64)] & (1 << (size % 64)) != 0
    }
}

/// One ship during the replay.
#[derive(Clone, Copy)]
struct ShipState {
    /// Unhit cells.
    remaining: u32,
    /// The reply-judging key: ships a reply may name alike share a key.
    key: u32,
    /// The entry and the shot within it that sank the ship, or [`AFLOAT`].
    sunk_by: (u32, u32),
}

/// [`ShipState::sunk_by`] of a ship not sunk.
const AFLOAT: (u32, u32) = (u32::MAX, u32::MAX);

/// What an entry's shots did, or what a volley's reply says they did: fresh hits by judging
/// key, and the keys of the ships sunk.
#[derive(Default, PartialEq, Eq)]
struct ReplyTally {
    hits: Vec<(u32, u32)>,
    sunk: Vec<u32>,
}

impl ReplyTally {
    fn clear(&mut self) {
        self.hits.clear();
        self.sunk.clear();
    }

    /// Sorts both lists and merges equal keys of `hits`, so that equal tallies compare equal.
    fn normalize(&mut self) {
        self.hits.sort_unstable();
        self.hits.dedup_by(|later, kept| {
            if later.0 == kept.0 {
                kept.1 += later.1;
                true
            } else {
                false
            }
        });
        self.sunk.sort_unstable();
    }
}

/// Replays `entries` (with `shooters[i]` the player index, 0 or 1, of entry `i`; any but 0 reads
/// as the second) against both
/// fleets, with player `first` to shoot first: the engine folded over the log.
pub fn replay(
    rules: &Rules,
    fleets: [&Fleet; 2],
    entries: &[LogEntry],
    shooters: &[u8],
    first: usize,
    names: [&str; 2],
) -> Replayed {
    fold(Game::new(rules, fleets, first, names), entries, shooters, |_, _| ())
}

/// Plays `entries` (with `shooters[i]` the player index, 0 or 1, of entry `i`; any but 0 reads as
/// the second) through `game`,
/// showing `after_each` the boards after each entry (a verdict page's boards after every entry):
/// the cells each player fired at, and the cells of each board the shots struck (as
/// [`Game::fired`] and [`Game::struck`]), and gives the result. The boards are handed over rather
/// than the game, so that the caller reads the game's state without calling back into it.
pub fn fold(
    mut game: Game,
    entries: &[LogEntry],
    shooters: &[u8],
    mut after_each: impl FnMut(&[CellSet; 2], [&CellSet; 2]),
) -> Replayed {
    for (entry, &shooter) in entries.iter().zip(shooters) {
        game.apply(entry, Side::of(shooter != 0));
        after_each(game.fired(), [game.struck(0), game.struck(1)]);
    }
    game.finish()
}

/// What one shot did to the defender's ships: its [`Effect`], every ship it struck and every
/// ship it sank (indices into the defender's [`Fleet::ships`]; several only where ships
/// overlap, and none for a miss or a shot that does no damage).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Struck {
    /// What the shot did.
    pub effect: Effect,
    /// The ships it struck (fresh hits).
    pub ships: Vec<usize>,
    /// The ships it sank.
    pub sunk: Vec<usize>,
}

/// A truthful reply ([`Game::truth`]), by class: indices into the rules' fleet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassReply {
    /// The reply to one shot, and the class of the ship it struck, if any.
    Shot {
        /// `miss`, `hit` or `sunk`.
        reply: ShotReply,
        /// The class of the ship struck (the first sunk, else the first struck).
        class: Option<usize>,
    },
    /// The reply to a volley: fresh hits by class, in the order first struck, and the class of
    /// each ship sunk.
    Volley {
        /// `(class, fresh hits)`.
        hits: Vec<(usize, u32)>,
        /// The class of each ship sunk, once per ship.
        sunk: Vec<usize>,
    },
}

impl ClassReply {
    /// The reply as the engine reads a recorded one, naming classes as `rules` spells them.
    pub fn answer<'r>(&self, rules: &'r Rules) -> Answer<'r> {
        let name = |c: usize| Cow::Borrowed(rules.fleet[c].name.as_str());
        match self {
            ClassReply::Shot { reply, class } => Answer { reply: Some(Reply::Shot(*reply)), ship: class.map(name) },
            ClassReply::Volley { hits, sunk } => Answer {
                reply: Some(Reply::Volley(Box::new(crate::record::VolleyReply {
                    hits: crate::record::ClassCounts(hits.iter().map(|&(c, n)| (name(c), n)).collect()),
                    sunk: sunk.iter().map(|&c| name(c)).collect(),
                }))),
                ship: None,
            },
        }
    }

    /// The reply as a record writes it and the bots are told it, naming classes as `rules`
    /// spells them (a volley's `sunk` always written); and the class a one-shot reply names.
    pub fn written(&self, rules: &Rules) -> (ReplyOut, Option<String>) {
        let name = |c: usize| rules.fleet[c].name.clone();
        match self {
            ClassReply::Shot { reply, class } => (ReplyOut::Shot(*reply), class.map(name)),
            ClassReply::Volley { hits, sunk } => (
                ReplyOut::Volley {
                    hits: Counts(hits.iter().map(|&(c, n)| (name(c), u64::from(n))).collect()),
                    sunk: Some(sunk.iter().map(|&c| name(c)).collect()),
                },
                None,
            ),
        }
    }
}

/// What one shot did (docs/format.md §3 "Replay"). A ship is named by its index in the defender's
/// [`Fleet::ships`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Off the board: no damage (an `off_board` foul).
    OffBoard,
    /// At a cell the shooter fired at before, or earlier in the same volley: no damage (a
    /// `repeated_shot` warning).
    Repeated,
    /// Water.
    Miss,
    /// Struck ship `.0`, which stays afloat.
    Hit(usize),
    /// Struck and sank ship `.0` (where ships overlap, the first the shot sank).
    Sunk(usize),
}

impl Effect {
    /// Whether the shot struck a ship (a hit or a sink), which under `again_on_hit` keeps the
    /// turn unless the reply said otherwise.
    pub fn keeps_turn(self) -> bool {
        matches!(self, Effect::Hit(_) | Effect::Sunk(_))
    }
    fn fact(self) -> ShotOutcome {
        match self {
            Effect::OffBoard => ShotOutcome::OffBoard,
            Effect::Repeated => ShotOutcome::Repeated,
            Effect::Miss => ShotOutcome::Miss,
            Effect::Hit(_) => ShotOutcome::Hit,
            Effect::Sunk(_) => ShotOutcome::Sinking,
        }
    }
}

/// The previous entry, for saying why it was someone's turn.
#[derive(Clone, Copy)]
struct Previous {
    entry: usize,
    player: usize,
    out_of_turn: bool,
    /// What the turn was decided by (the last shot, or the reply as recorded).
    keeps_turn: bool,
    /// Whether a reply to a single shot was recorded (and so decided the turn).
    replied: bool,
    effect: Effect,
}

const UNKNOWN_KEY: u32 = u32::MAX;

/// What stays the same through one replay: the rules, the players, and what messages need.
#[derive(Clone, Copy)]
struct Context<'a> {
    rules: &'a Rules,
    names: [&'a str; 2],
    first: usize,
    columns: u8,
    rows: u8,
    /// Salvo rules whose volleys come in rounds of both players at once.
    simultaneous: bool,
    /// The rules' classes, for the names replies give.
    classes: ClassFinder<'a>,
}

impl Context<'_> {
    /// The coordinates as a violation names them.
    fn spots(&self, shots: &[Coordinate]) -> Vec<Spot> {
        shots.iter().map(|c| Spot::of(c, self.columns, self.rows)).collect()
    }

    fn violation(&self, code: Code, player: usize, i: usize, cells: Vec<Spot>, facts: Facts) -> Violation {
        Violation::new(code, self.names[player], Some(i), cells, facts)
    }

    fn name(&self, player: usize) -> String {
        self.names[player].to_owned()
    }
}

// The violations' facts, gathered only when a violation is found (out of the replay's loop).

#[cold]
fn after_end(cx: &Context, i: usize, s: usize, shots: &[Coordinate], end: usize) -> Violation {
    cx.violation(Code::AfterEnd, s, i, cx.spots(shots), Facts::AfterEnd { end })
}

impl Game<'_> {
    /// Whether the second entry, by `s` firing `at`, is a forfeit foul that follows the other
    /// player's forfeit foul at entry 0: then both forfeit (a match writes so two bots that both
    /// failed to give a fleet; docs/protocol.md "Fair to every bot"), and the foul is counted.
    #[cold]
    fn forfeits_too(&mut self, s: usize, at: &Target) -> bool {
        let Target::Forfeit(reason) = at else { return false };
        let (Some(code), Some((first, 0, earlier))) = (forfeit_code(*reason), self.forfeited) else { return false };
        if first == s || forfeit_code(earlier).is_none() {
            return false;
        }
        self.violations.push(forfeit_foul(&self.cx, 1, s, code));
        self.both_forfeited = Some(1);
        true
    }
}

/// The foul a forfeit entry's reason is, if any (`resigned` is none).
fn forfeit_code(reason: Forfeit) -> Option<Code> {
    match reason {
        Forfeit::Resigned => None,
        Forfeit::Timeout => Some(Code::Timeout),
        Forfeit::Crashed => Some(Code::Crashed),
        Forfeit::IllegalMessage => Some(Code::IllegalMessage),
    }
}

/// The foul of a forfeit entry by player `s`.
#[cold]
fn forfeit_foul(cx: &Context, i: usize, s: usize, code: Code) -> Violation {
    cx.violation(code, s, i, Vec::new(), Facts::Forfeit)
}

/// What says why it was someone's turn: the previous entry, and the open simultaneous round.
#[derive(Clone, Copy)]
struct Why {
    previous: Option<Previous>,
    round: Option<Round>,
}

/// The shooter's violations at one entry, in the table's order.
#[cold]
fn shooter_violations(
    cx: &Context,
    turn: &Fired,
    why: Why,
    off_board: Vec<Spot>,
    repeated: Vec<Spot>,
    violations: &mut Listing,
) {
    let &Fired { i, s, shots, expected, allowed, afloat, earlier } = turn;
    let (columns, rows) = (cx.columns, cx.rows);
    let fired = shots.len() as u64;
    let afloat = u64::from(afloat);
    let mut push = |code: Code, cells: Vec<Spot>, facts: Facts| {
        violations.push(cx.violation(code, s, i, cells, facts));
    };
    if !off_board.is_empty() {
        push(Code::OffBoard, off_board, Facts::ShotsOffBoard { columns, rows });
    }
    if s != expected {
        let why = why_turn(cx, why);
        push(Code::OutOfTurn, cx.spots(shots), Facts::OutOfTurn { expected: cx.name(expected), why });
    }
    if cx.rules.turns != Turns::Salvo && fired > 1 {
        push(Code::TooManyShots, cx.spots(shots), Facts::OneShotATurn { fired });
    } else if earlier > 0 && earlier + fired > allowed {
        let facts = Facts::OverRoundAllowance { fired, total: earlier + fired, afloat, allowed };
        push(Code::TooManyShots, cx.spots(shots), facts);
    } else if earlier > 0 {
        // An extra volley within the allowance: its out_of_turn foul says all.
    } else if fired > allowed {
        push(Code::TooManyShots, cx.spots(shots), Facts::Allowance { over: true, fired, afloat, allowed });
    } else if fired < allowed {
        push(Code::TooFewShots, cx.spots(shots), Facts::Allowance { over: false, fired, afloat, allowed });
    }
    if !repeated.is_empty() {
        push(Code::RepeatedShot, repeated, Facts::RepeatedShot);
    }
}

/// The defender's false reply to shooter `s`'s shot at `c`.
#[cold]
fn false_shot_reply(
    cx: &Context,
    i: usize,
    s: usize,
    c: &Coordinate,
    said: ShotReply,
    ship: Option<&str>,
    truth: ShotTruth,
) -> Violation {
    let at = Spot::of(c, cx.columns, cx.rows);
    let facts =
        Facts::FalseShotReply { shooter: cx.name(s), said, ship: ship.map(str::to_owned), at: at.clone(), truth };
    cx.violation(Code::FalseReport, 1 - s, i, vec![at], facts)
}

/// The defender's false reply to shooter `s`'s volley `shots` at entry `i`, if the reply is
/// not what the volley did (`truth`, tallied as it was fired; `said` is a buffer). Out of the
/// replay's loop, which most entries pass without a volley.
#[inline(never)]
fn false_volley_reply(
    cx: &Context,
    i: usize,
    s: usize,
    defender: &Damage,
    shots: &[Coordinate],
    reply: &crate::record::VolleyReply,
    (truth, said): (&mut ReplyTally, &mut ReplyTally),
) -> Option<Violation> {
    said.clear();
    for (name, n) in &reply.hits.0 {
        if *n > 0 {
            said.hits.push((key_of(cx, defender, name), *n));
        }
    }
    said.sunk.extend(reply.sunk.iter().map(|name| key_of(cx, defender, name)));
    truth.normalize();
    said.normalize();
    if *truth == *said {
        return None;
    }
    let facts = Facts::FalseVolleyReply {
        shooter: cx.name(s),
        hits: reply.hits.0.iter().map(|(n, c)| (n.to_string(), u64::from(*c))).collect(),
        sunk: reply.sunk.iter().map(|n| n.to_string()).collect(),
        truth: volley_truth(cx.rules, defender, shots, cx.columns, cx.rows),
    };
    Some(cx.violation(Code::FalseReport, 1 - s, i, cx.spots(shots), facts))
}

fn side<'f>(rules: &Rules, fleet: &'f Fleet) -> Damage<'f> {
    // A size is judged by size only where an unnamed ship has it and several classes share it:
    // the classes per size, then the sizes of unnamed ships, one pass each (rather than a pass
    // over classes and ships for every ship, and for every class a reply names).
    // (Two sets of sizes rather than a count per size: clearing 256 counts costs more than the
    // handful of classes.)
    let (mut sizes, mut shared_sizes) = (Sizes::default(), Sizes::default());
    for c in rules.fleet.iter() {
        if !sizes.insert(c.size) {
            shared_sizes.insert(c.size);
        }
    }
    let mut by_size = Sizes::default();
    for s in fleet.ships.iter().filter(|s| s.name.is_none()) {
        if let Some(c) = s.class {
            let size = rules.fleet[c].size;
            if shared_sizes.contains(size) {
                by_size.insert(size);
            }
        }
    }
    let class_key = |c: usize| {
        let size = rules.fleet[c].size;
        if by_size.contains(size) { 1000 + u32::from(size) } else { c as u32 }
    };
    let ships: Vec<ShipState> = fleet
        .ships
        .iter()
        .enumerate()
        .map(|(i, s)| ShipState {
            remaining: s.cells.len() as u32,
            key: match (s.class, &s.name) {
                (Some(c), _) => class_key(c),
                (None, Some(_)) => 2000 + i as u32,
                (None, None) => 100_000 + i as u32,
            },
            sunk_by: AFLOAT,
        })
        .collect();
    let afloat = ships.iter().filter(|s| s.remaining > 0).count() as u32;
    Damage { fleet, ships, struck: CellSet::new(), afloat, by_size }
}

/// The judging key a reply's class name stands for on the defender's side.
fn key_of(cx: &Context, defender: &Damage, name: &str) -> u32 {
    let rules = cx.rules;
    if let Some(c) = cx.classes.find(name) {
        // The key of a ship of that class, or of that size where judged by size.
        let size = rules.fleet[c].size;
        return if defender.by_size.contains(size) { 1000 + u32::from(size) } else { c as u32 };
    }
    defender
        .fleet
        .ships
        .iter()
        .position(|s| s.class.is_none() && s.written_name(rules).is_some_and(|n| eq_ignore_case(n, name)))
        .map_or(UNKNOWN_KEY, |i| 2000 + i as u32)
}

/// The shooter's salvo allowance now: by the salvo values or the number of its ships afloat.
fn allowance(rules: &Rules, side: &Damage) -> u64 {
    let afloat = side.fleet.ships.iter().zip(&side.ships).filter(|(_, state)| state.remaining > 0);
    match rules.salvo_shots {
        SalvoShots::ShipsAfloat => u64::from(side.afloat),
        SalvoShots::ShipValue => afloat.map(|(s, _)| s.class.map_or(0, |c| u64::from(rules.fleet[c].salvo))).sum(),
    }
}

/// Fires one shot at `cell` (`None` off the board) of the shooter who `fired_at` those cells
/// before, counting fresh hits and sinkings in the shooter's `stats` and in `truth`; a ship it
/// sinks is marked sunk `by` this (entry, shot).
#[inline(always)]
fn fire(
    fired_at: &mut CellSet,
    defender: &mut Damage,
    cell: Option<Cell>,
    by: (u32, u32),
    stats: &mut Stats,
    truth: &mut ReplyTally,
) -> Effect {
    let Some(cell) = cell else { return Effect::OffBoard };
    if !fired_at.insert(cell) {
        return Effect::Repeated;
    }
    defender.strike(cell, by, stats, truth)
}

impl Damage<'_> {
    /// A shot at `cell` (on the board, not fired at before by the shooter), shot `by` (entry,
    /// shot within it): what it did, the damage tallied in `stats` and `truth`. It hits every
    /// ship at the cell and sinks one whose last unhit cell it was; a cell struck before takes
    /// no damage.
    // Inlined into `fire`, so that the fold over a log is the loop it was (docs/performance.md).
    #[inline(always)]
    fn strike(&mut self, cell: Cell, by: (u32, u32), stats: &mut Stats, truth: &mut ReplyTally) -> Effect {
        if !self.struck.insert(cell) {
            // Only a repeated shot can strike a struck cell, and those return above.
            return Effect::Miss;
        }
        // The first ship sunk, else the first struck (several only where ships overlap).
        let mut effect = Effect::Miss;
        for ship in self.fleet.ships_at(cell) {
            let state = &mut self.ships[ship];
            state.remaining -= 1;
            let sunk = state.remaining == 0;
            truth.hits.push((state.key, 1));
            if sunk {
                state.sunk_by = by;
                truth.sunk.push(state.key);
                self.afloat -= 1;
                stats.ships_sunk += 1;
            }
            effect = match effect {
                Effect::Sunk(_) => effect,
                _ if sunk => Effect::Sunk(ship),
                Effect::Miss => Effect::Hit(ship),
                Effect::Hit(_) | Effect::OffBoard | Effect::Repeated => effect,
            };
        }
        if effect != Effect::Miss {
            stats.hits += 1;
        }
        effect
    }
}

/// One fleet's damage from the shots at it, counted as the engine counts it (docs/format.md §3
/// "Replay"), for a reader that needs what shots did outside a game in play (a paper record's
/// marks made replies, after the end as before it): a shot at a cell not struck before hits
/// every ship there and sinks one whose last unhit cell it was.
pub struct Strikes<'f> {
    damage: Damage<'f>,
    stats: Stats,
    truth: ReplyTally,
}

impl<'f> Strikes<'f> {
    /// No shot yet at `fleet`, placed under `rules`.
    pub fn new(rules: &Rules, fleet: &'f Fleet) -> Self {
        Strikes { damage: side(rules, fleet), stats: Stats::default(), truth: ReplyTally::default() }
    }

    /// What a shot at `cell` (column, row from 0, on the board) does: [`Effect::Miss`] at water
    /// or a cell struck before, else [`Effect::Hit`] or [`Effect::Sunk`] with the ship's index in
    /// the fleet's [`Fleet::ships`].
    pub fn strike(&mut self, cell: Cell) -> Effect {
        let effect = self.damage.strike(cell, AFLOAT, &mut self.stats, &mut self.truth);
        self.truth.clear();
        effect
    }
}

/// Why a one-shot reply is not the exact truth, if it is not: what it should have said.
#[inline(always)]
fn shot_reply_fault(
    cx: &Context,
    defender: &Damage,
    effect: Effect,
    said: ShotReply,
    ship: Option<&str>,
) -> Option<ShotTruth> {
    let owner_ship = |i: usize| defender.fleet.ships[i].reference(cx.rules);
    let (truth, ship_index) = match effect {
        Effect::Miss => (ShotReply::Miss, None),
        Effect::Hit(i) => (ShotReply::Hit, Some(i)),
        Effect::Sunk(i) => (ShotReply::Sunk, Some(i)),
        Effect::OffBoard | Effect::Repeated => return None,
    };
    if said != truth {
        return Some(match (truth, ship_index) {
            (ShotReply::Miss, _) => ShotTruth::Water,
            (ShotReply::Hit, Some(i)) => ShotTruth::Hit(owner_ship(i)),
            (_, Some(i)) => ShotTruth::Sank(owner_ship(i)),
            (_, None) => ShotTruth::Struck,
        });
    }
    // A reply nearly always names the ship's own class as the rules spell it, whose key is the
    // ship's: only another name is looked up.
    let own_class = |i: usize, name: &str| {
        defender.fleet.ships[i].class.is_some_and(|c| spelt_alike(&cx.rules.fleet[c].name, name))
    };
    match (ship, ship_index) {
        (Some(name), Some(i)) if !own_class(i, name) && key_of(cx, defender, name) != defender.ships[i].key => {
            Some(ShotTruth::ShipThere(owner_ship(i)))
        }
        _ => None,
    }
}

/// What a volley really did, from the defender's fleet after it.
fn volley_truth(rules: &Rules, defender: &Damage, shots: &[Coordinate], columns: u8, rows: u8) -> VolleyTruth {
    // Which ships were struck by these shots: the shot cells that hold a ship, counted per ship.
    let mut per_ship: Vec<(usize, u32)> = Vec::new();
    let mut seen = CellSet::new();
    for c in shots {
        let Some(cell) = c.on(columns, rows) else { continue };
        if !seen.insert(cell) {
            continue;
        }
        for ship in defender.fleet.ships_at(cell) {
            match per_ship.iter_mut().find(|(s, _)| *s == ship) {
                Some((_, n)) => *n += 1,
                None => per_ship.push((ship, 1)),
            }
        }
    }
    let ship = |s: usize| defender.fleet.ships[s].reference(rules);
    VolleyTruth {
        struck: per_ship.iter().map(|&(s, n)| (ship(s), n)).collect(),
        sunk: per_ship.iter().filter(|&&(s, _)| defender.ships[s].remaining == 0).map(|&(s, _)| ship(s)).collect(),
    }
}

/// Why it was the other player's turn, for `out_of_turn` violations.
fn why_turn(cx: &Context, why: Why) -> TurnWhy {
    let name = |p: usize| cx.name(p);
    if let Some(r) = why.round {
        return TurnWhy::Round {
            opener: name(r.opener),
            other: name(1 - r.opener),
            number: r.number as u64,
            entry: r.entry,
        };
    }
    let Some(p) = why.previous else {
        return TurnWhy::First(name(cx.first));
    };
    let (who, entry) = (name(p.player), p.entry);
    if p.out_of_turn {
        return TurnWhy::AfterOutOfTurn { who, entry };
    }
    match cx.rules.turns {
        Turns::AgainOnHit if p.keeps_turn && p.replied => TurnWhy::AnsweredHit { who, entry },
        Turns::AgainOnHit if p.keeps_turn => TurnWhy::Effect { who, entry, effect: p.effect.fact(), again: true },
        Turns::AgainOnHit if p.effect.keeps_turn() && p.replied => TurnWhy::AnsweredMiss { who, entry },
        Turns::AgainOnHit => TurnWhy::Effect { who, entry, effect: p.effect.fact(), again: false },
        _ => TurnWhy::Alternate { who, entry },
    }
}
