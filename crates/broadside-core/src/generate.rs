//! The game generator: legal random fleets, simple bots that play each game to the end with
//! truthful replies, and, in a faulty game, one injected fault of a chosen kind.
//!
//! Every game is drawn from its own random stream, ChaCha8 keyed by the seed with the game's
//! index as the stream number, and all sampling is done here from raw 32- and 64-bit words, so
//! the output depends only on `(seed, game index, rules)`: the same on every platform, and game
//! `i` is the same whatever the number of games asked for.
//!
//! The bots play through the referee's own game engine ([`crate::engine`]), which judges every
//! entry as `broadside check` will; the property tests hold the records it writes against the
//! referee.

use std::fmt;

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use std::borrow::Cow;

use crate::coord::{Cell, CellSet, Coordinate, MAX_CELLS, MAX_SIDE, Written};
use crate::engine::{self, Answer};
use crate::fleet::{Fleet, Label, NO_SHIP, Ship};
use crate::record::{ClassCounts, Reply, ShotReply, Target, VolleyReply};
use crate::rules::{Rules, RulesSpec, SalvoOrder, SalvoShots, Touching, Turns};
use crate::verdict::{Code, Outcome};

/// Why games cannot be generated under some rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// No legal placement of the fleet exists on the board (or none was found within the search
    /// budget).
    #[error("cannot place the fleet: {0}")]
    Placement(String),
    /// The rules cannot be played to the end by the bots.
    #[error("cannot play these rules: {0}")]
    Unplayable(String),
    /// No rules were given.
    #[error("expected at least one ruleset")]
    NoRules,
}

/// The kinds of fault a faulty game may carry: every violation code of the contract that a
/// listed fleet can show in play (`ambiguous_fleet` needs a drawn fleet, which the generator does
/// not write; the forfeit entries' fouls `timeout`, `crashed` and `illegal_message` record a
/// program's failure, which `broadside match` writes, not a fault of play).
pub const FAULT_CODES: [Code; 11] = {
    // The table's order, without those codes.
    let mut codes = [Code::OffBoard; 11];
    let (mut i, mut n) = (0, 0);
    while i < Code::ALL.len() {
        let code = Code::ALL[i];
        if !matches!(code, Code::Timeout | Code::Crashed | Code::IllegalMessage | Code::AmbiguousFleet) {
            codes[n] = code;
            n += 1;
        }
        i += 1;
    }
    codes
};

/// The players' names and the bot each plays: two of these meet in every game.
pub const BOTS: [(&str, Bot); 4] =
    [("ann", Bot::HuntTarget), ("ben", Bot::HuntTarget), ("cat", Bot::Random), ("dan", Bot::Random)];

/// How a bot chooses its shots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bot {
    /// Any cell not fired at yet, at random.
    Random,
    /// At random until a hit, then the cells next to its unsunk hits, along the line once two
    /// hits show it; where ships may not touch, it skips the cells around a sunk ship.
    HuntTarget,
}

/// Which fault, if any, to inject into a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultChoice {
    /// A legal game.
    None,
    /// One fault of a random kind that the rules allow.
    Random,
    /// One fault of this kind, falling back to another kind where the game cannot show it
    /// (as `touching` where ships may touch).
    Kind(Code),
}

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

/// What the referee should find in a generated game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    /// The outcome.
    pub outcome: Outcome,
    /// The winner (0 or 1, the index in `players`), if any.
    pub winner: Option<usize>,
    /// The injected fault, in a faulty game.
    pub fault: Option<Fault>,
    /// Warnings the bots could not avoid: `too_few_shots` where a volley fired every cell the
    /// shooter had left, as `(code, entry, player)`.
    pub warnings: Vec<(Code, usize, usize)>,
}

/// One generated game: the record as written, and what the referee should find.
#[derive(Clone, Debug)]
pub struct GeneratedGame {
    /// The game record, serializing as the contract's JSON.
    pub record: RecordOut,
    /// The verdict's essentials, also written into the record's `meta`.
    pub expected: Expected,
}

/// A generator of games under one or more rulesets; game `i` uses ruleset `i % len`.
#[derive(Clone, Debug)]
pub struct Generator {
    rulesets: Vec<(RulesSpec, Rules)>,
    /// Per ruleset, the fleet placed when the generator was made: a game whose own search gives
    /// up (possible only for fleets that barely fit) uses it rather than failing.
    placements: Vec<Vec<Placed>>,
    seed: u64,
}

impl Generator {
    /// A generator for `specs` (each as the records will write it) and `seed`.
    ///
    /// # Errors
    /// [`GenerateError::Placement`] when a fleet cannot be placed on its board (the search is
    /// exhaustive up to a budget, so this returns for every fleet); [`GenerateError::Unplayable`]
    /// for salvo rules whose allowance can fall to 0 with ships afloat (a class of salvo value 0).
    pub fn new(specs: Vec<RulesSpec>, seed: u64) -> Result<Self, GenerateError> {
        if specs.is_empty() {
            return Err(GenerateError::NoRules);
        }
        let mut rulesets = Vec::with_capacity(specs.len());
        let mut placements = Vec::with_capacity(specs.len());
        for spec in specs {
            let rules = spec.resolve();
            if rules.turns == Turns::Salvo
                && rules.salvo_shots == SalvoShots::ShipValue
                && let Some(class) = rules.fleet.iter().find(|c| c.salvo == 0)
            {
                return Err(GenerateError::Unplayable(format!(
                    "the {} has salvo value 0, so a player with ships afloat could have no shot",
                    class.name
                )));
            }
            placements.push(place_fleet(&rules, &mut Dice::new(seed, u64::MAX))?);
            rulesets.push((spec, rules));
        }
        Ok(Generator { rulesets, placements, seed })
    }

    /// Whether game `index` of `games` is faulty when a share `faults` (0 to 1) of them are:
    /// the faulty games are spread evenly, `floor(games * faults)` of them.
    pub fn is_faulty(index: u64, faults: f64) -> bool {
        let f = faults.clamp(0.0, 1.0);
        ((index + 1) as f64 * f).floor() > (index as f64 * f).floor()
    }

    /// Generates game `index` with `fault`.
    pub fn game(&self, index: u64, fault: FaultChoice) -> GeneratedGame {
        let which = (index % self.rulesets.len() as u64) as usize;
        let (spec, rules) = &self.rulesets[which];
        let mut dice = Dice::new(self.seed, index);
        let a = dice.below(BOTS.len());
        let b = (a + 1 + dice.below(BOTS.len() - 1)) % BOTS.len();
        let bots = [BOTS[a], BOTS[b]];
        let first = dice.below(2);
        let style = Style::draw(&mut dice);
        let place = |dice: &mut Dice| place_fleet(rules, dice).unwrap_or_else(|_| self.placements[which].clone());
        let fleets = [place(&mut dice), place(&mut dice)];
        let naming = [Naming::draw(&mut dice), Naming::draw(&mut dice)];
        let play_dice = dice.fork();

        let kinds: Vec<Code> = match fault {
            FaultChoice::None => Vec::new(),
            FaultChoice::Random => {
                let mut kinds: Vec<Code> = FAULT_CODES.iter().copied().filter(|&c| applies(c, rules)).collect();
                dice.shuffle(&mut kinds);
                kinds
            }
            FaultChoice::Kind(code) => {
                let mut rest: Vec<Code> =
                    FAULT_CODES.iter().copied().filter(|&c| c != code && applies(c, rules)).collect();
                dice.shuffle(&mut rest);
                std::iter::once(code).filter(|&c| applies(c, rules)).chain(rest).collect()
            }
        };

        let legal = Game::new(rules, &fleets, first, bots.map(|b| b.1), None, style).play(&mut play_dice.clone());
        let mut chosen = None;
        for code in kinds {
            if let Some(found) = inject(code, rules, &fleets, first, bots, style, &legal, &mut dice, &play_dice) {
                chosen = Some(found);
                break;
            }
        }
        let (fleets_out, played, fault) = match chosen {
            Some((fleets_out, played, fault)) => (fleets_out, played, Some(fault)),
            None => (fleets.clone(), legal, None),
        };

        let (outcome, winner) = match fault {
            Some(f) if f.code.severity() == crate::Severity::Foul => (Outcome::Win, Some(1 - f.player)),
            _ => played.result(),
        };
        let expected = Expected { outcome, winner, fault, warnings: played.warnings.clone() };
        let names = [bots[0].0, bots[1].0];
        let record = RecordOut {
            rules: spec.clone(),
            players: names,
            first: names[first],
            meta: MetaOut {
                generator: GeneratorMeta {
                    seed: self.seed,
                    game: index,
                    bots: [(names[0], bots[0].1), (names[1], bots[1].1)],
                    outcome,
                    winner: winner.map(|w| names[w]),
                    fault: fault.map(|f| FaultMeta {
                        code: f.code,
                        entry: f.entry,
                        player: names[f.player],
                        ship: f.ship,
                    }),
                    warnings: played
                        .warnings
                        .iter()
                        .map(|&(code, entry, p)| WarningMeta { code, entry, player: names[p] })
                        .collect(),
                },
            },
            fleets: [0, 1].map(|p| (names[p], write_fleet(&fleets_out[p], rules, naming[p], style, &mut dice))),
            shots: played.entries.into_iter().map(|e| e.write(names, rules, style)).collect(),
        };
        GeneratedGame { record, expected }
    }
}

/// Whether a fault of kind `code` can arise under `rules`.
fn applies(code: Code, rules: &Rules) -> bool {
    match code {
        Code::Touching => rules.touching == Touching::Forbidden,
        Code::TooFewShots => rules.turns == Turns::Salvo,
        Code::AmbiguousFleet => false,
        _ => true,
    }
}

// ---------------------------------------------------------------------------------------------
// Randomness.

/// A game's random stream, with the sampling the generator needs, all from raw words.
#[derive(Clone)]
struct Dice(ChaCha8Rng);

impl Dice {
    /// The stream `stream` of the key made from `seed`.
    fn new(seed: u64, stream: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(b"broadsid");
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(stream);
        Dice(rng)
    }

    /// A new stream drawn from this one.
    fn fork(&mut self) -> Self {
        let mut key = [0u8; 32];
        for chunk in key.chunks_mut(8) {
            chunk.copy_from_slice(&self.0.next_u64().to_le_bytes());
        }
        Dice(ChaCha8Rng::from_seed(key))
    }

    /// A number below `n` (which must not be 0), without bias (Lemire's method).
    fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        loop {
            let m = u128::from(self.0.next_u64()) * u128::from(n);
            if (m as u64) >= n.wrapping_neg() % n {
                return (m >> 64) as usize;
            }
        }
    }

    /// True with probability `p`.
    fn chance(&mut self, p: f64) -> bool {
        ((self.0.next_u64() >> 11) as f64) < p * (1u64 << 53) as f64
    }

    /// Shuffles `items` (Fisher–Yates).
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// One of `items`, which must not be empty.
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

// ---------------------------------------------------------------------------------------------
// Placement.

/// One ship as placed: its class (index in the rules' fleet) and its cells, in order along it.
/// Cells may lie off the board only in a fleet made faulty (`col`/`row` as `i64`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The ship's class, an index into the rules' fleet.
    pub class: usize,
    /// The cells, column and row from 0, in order from one end to the other.
    pub cells: Vec<(i64, i64)>,
    /// How the record writes the cells (`None`: as the fleet's style says).
    form: Option<CellsForm>,
}

impl Placed {
    fn on_board(&self, rules: &Rules) -> impl Iterator<Item = Cell> + '_ {
        let (c, r) = (i64::from(rules.board.columns), i64::from(rules.board.rows));
        self.cells.iter().filter(move |&&(x, y)| (0..c).contains(&x) && (0..r).contains(&y)).map(|&(x, y)| cell(x, y))
    }
}

fn cell(col: i64, row: i64) -> Cell {
    Cell::new(col as u8, row as u8)
}

/// How many search steps one placement may take before it restarts, and how many restarts.
const SEARCH_STEPS: u64 = 20_000;
const SEARCH_RESTARTS: u32 = 8;
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
/// [`GenerateError::Placement`] when no placement exists (shown by counting cells, or by
/// exhausting the search) or none was found within the search budget.
fn place_fleet(rules: &Rules, dice: &mut Dice) -> Result<Vec<Placed>, GenerateError> {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let mut ships: Vec<(usize, u8)> = Vec::new();
    for (c, class) in rules.fleet.iter().enumerate() {
        ships.extend(std::iter::repeat_n((c, class.size), usize::from(class.count)));
    }
    ships.sort_by_key(|&(c, size)| (std::cmp::Reverse(size), c));
    let longest = ships.first().map_or(0, |s| s.1);
    if longest > columns.max(rows) {
        return Err(GenerateError::Placement(format!(
            "a ship of {longest} cells does not fit a {columns}x{rows} board"
        )));
    }
    let cells: usize = ships.iter().map(|s| usize::from(s.1)).sum();
    if cells > usize::from(columns) * usize::from(rows) {
        return Err(GenerateError::Placement(format!(
            "the fleet has {cells} cells, more than the {columns}x{rows} board"
        )));
    }
    let forbidden = rules.touching == Touching::Forbidden;
    // Each ship with the water to its right and below fills a (size+1) x 2 block of a board one
    // column and one row larger; blocks cannot overlap.
    let blocks: usize = ships.iter().map(|s| (usize::from(s.1) + 1) * 2).sum();
    if forbidden && blocks > (usize::from(columns) + 1) * (usize::from(rows) + 1) {
        return Err(GenerateError::Placement(format!(
            "ships that may not touch need more room than a {columns}x{rows} board has"
        )));
    }
    let none_fits = || {
        GenerateError::Placement(format!(
            "no placement of the fleet fits a {columns}x{rows} board{} (the search tried every one)",
            if forbidden { " with no two ships touching" } else { "" }
        ))
    };
    let mut search = Search { rules, ships: &ships, steps: 0, forbidden, out: Vec::with_capacity(ships.len()) };
    for _ in 0..SEARCH_RESTARTS {
        search.steps = 0;
        search.out.clear();
        match search.place(0, CellSet::new(), dice) {
            Step::Found => {
                return Ok(search
                    .out
                    .iter()
                    .map(|&(class, key)| Placed { class, cells: cells_of(key, rules.fleet[class].size), form: None })
                    .collect());
            }
            Step::Exhausted => return Err(none_fits()),
            Step::OutOfSteps => {}
        }
    }
    search.steps = 0;
    search.out.clear();
    let board = usize::from(columns) * usize::from(rows);
    match search.place_pruned(0, CellSet::new(), board, dice) {
        Step::Found => Ok(search
            .out
            .iter()
            .map(|&(class, key)| Placed { class, cells: cells_of(key, rules.fleet[class].size), form: None })
            .collect()),
        Step::Exhausted => Err(none_fits()),
        Step::OutOfSteps => Err(GenerateError::Placement(format!(
            "no placement found in {PRUNED_SEARCH_STEPS} search steps: the search gave up, though one may exist"
        ))),
    }
}

/// A position: `(cell index * 2 + direction)`, direction 0 across (columns), 1 down (rows).
type Key = usize;

fn cells_of(key: Key, size: u8) -> Vec<(i64, i64)> {
    let start = Cell::from_index(key / 2);
    let (dc, dr) = if key.is_multiple_of(2) { (1, 0) } else { (0, 1) };
    (0..i64::from(size)).map(|k| (i64::from(start.col) + dc * k, i64::from(start.row) + dr * k)).collect()
}

/// The positions of a ship of `size` on the board, in order (row, column, then across before
/// down), after `after` if given.
fn positions(columns: u8, rows: u8, size: u8, after: Option<Key>) -> impl Iterator<Item = Key> {
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

enum Step {
    Found,
    Exhausted,
    OutOfSteps,
}

struct Search<'a> {
    rules: &'a Rules,
    ships: &'a [(usize, u8)],
    steps: u64,
    forbidden: bool,
    out: Vec<(usize, Key)>,
}

impl Search<'_> {
    fn place(&mut self, k: usize, blocked: CellSet, dice: &mut Dice) -> Step {
        if k == self.ships.len() {
            return Step::Found;
        }
        let (class, size) = self.ships[k];
        let (columns, rows) = (self.rules.board.columns, self.rules.board.rows);
        let after = match self.out.last() {
            Some(&(c, key)) if c == class => Some(key),
            _ => None,
        };
        let mut keys: Vec<Key> = positions(columns, rows, size, after).collect();
        dice.shuffle(&mut keys);
        for key in keys {
            self.steps += 1;
            if self.steps > SEARCH_STEPS {
                return Step::OutOfSteps;
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
                Step::Found => return Step::Found,
                Step::OutOfSteps => return Step::OutOfSteps,
                Step::Exhausted => {}
            }
            self.out.pop();
        }
        Step::Exhausted
    }

    /// [`Search::place`] with pruning, for fleets it misses: ship `k` on, with `blocked` the
    /// cells taken (and, where ships may not touch, their neighbours) and `free` the board's
    /// cells not blocked. Complete: it exhausts only when no placement exists.
    fn place_pruned(&mut self, k: usize, blocked: CellSet, free: usize, dice: &mut Dice) -> Step {
        if k == self.ships.len() {
            return Step::Found;
        }
        let (class, size) = self.ships[k];
        // Every ship left needs cells of its own that are free now.
        let cells_left: usize = self.ships[k..].iter().map(|s| usize::from(s.1)).sum();
        if cells_left > free {
            return Step::Exhausted;
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
                return Step::Exhausted;
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
                return Step::Exhausted;
            }
        }
        let mut keys: Vec<(Key, CellSet)> = Vec::new();
        for key in positions(columns, rows, size, after) {
            self.steps += 1;
            let cells: CellSet = cells_of(key, size).into_iter().map(|(c, r)| cell(c, r)).collect();
            if cells.intersection(&blocked).is_empty() {
                keys.push((key, cells));
            }
        }
        // Each of this class's ships left needs a position of its own, free now.
        if keys.len() < same_class {
            return Step::Exhausted;
        }
        dice.shuffle(&mut keys);
        for (key, cells) in keys {
            self.steps += 1;
            if self.steps > PRUNED_SEARCH_STEPS {
                return Step::OutOfSteps;
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
                Step::Found => return Step::Found,
                Step::OutOfSteps => return Step::OutOfSteps,
                Step::Exhausted => {}
            }
            self.out.pop();
        }
        Step::Exhausted
    }
}

// ---------------------------------------------------------------------------------------------
// Play.

/// One log entry as played.
#[derive(Clone, Debug)]
struct Entry {
    player: usize,
    shots: Vec<Shot>,
    /// Written as a list even with one shot (salvo rules, and a faulty volley).
    volley: bool,
    reply: ReplyOut,
    /// For a one-shot reply, the class named beside it.
    ship: Option<usize>,
    meta_ms: Option<u32>,
}

/// A coordinate fired at: a cell, or one off the board as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shot {
    Cell(Cell),
    Off(i64, i64),
}

/// What a game played through the engine gave: the entries, the end, and the warnings the bots
/// could not avoid.
#[derive(Clone, Debug)]
struct Played {
    entries: Vec<Entry>,
    destroyed: [Option<usize>; 2],
    warnings: Vec<(Code, usize, usize)>,
    /// Whose turn it was after the last entry.
    next: usize,
    /// Where the planned fault was carried out, if it was.
    done: Option<(usize, usize)>,
}

impl Played {
    /// The outcome and winner if no foul decides.
    fn result(&self) -> (Outcome, Option<usize>) {
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
struct Plan {
    code: Code,
    from: usize,
}

/// A fleet as the referee sees it, for the engine: each ship of its class, with its cells on
/// the board (a faulty fleet's ships keep what lies on it, as the referee's do).
fn fleet_of(placed: &[Placed], rules: &Rules) -> Fleet {
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
        let label = Label::Text(String::new());
        fleet.ships.push(Ship { name: None, class: Some(p.class), length: p.cells.len() as u64, cells, label });
    }
    fleet
}

/// What one shot did, as the engine judged it, with every ship it struck and sank (several only
/// where ships overlap).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Effect {
    OffBoard,
    Repeated,
    Miss,
    /// Struck these ships (fresh hits), sinking those listed second.
    Struck(Vec<usize>, Vec<usize>),
}

/// A player's bot and what it knows.
#[derive(Clone)]
struct Shooter {
    bot: Bot,
    /// Cells not fired at, in any order, and each one's place in that list.
    unfired: Vec<Cell>,
    place: Vec<u16>,
    fired: Vec<Cell>,
    fired_set: CellSet,
    /// Hits on ships not known to be sunk.
    open_hits: Vec<Cell>,
    /// Cells known to hold no ship.
    water: CellSet,
}

impl Shooter {
    fn new(bot: Bot, columns: u8, rows: u8) -> Self {
        let mut unfired = Vec::with_capacity(usize::from(columns) * usize::from(rows));
        let mut place = vec![u16::MAX; MAX_CELLS];
        for row in 0..rows {
            for col in 0..columns {
                place[Cell::new(col, row).index()] = unfired.len() as u16;
                unfired.push(Cell::new(col, row));
            }
        }
        Shooter {
            bot,
            unfired,
            place,
            fired: Vec::new(),
            fired_set: CellSet::new(),
            open_hits: Vec::new(),
            water: CellSet::new(),
        }
    }

    fn mark_fired(&mut self, c: Cell) {
        let at = self.place[c.index()];
        if at == u16::MAX {
            return;
        }
        let last = *self.unfired.last().expect("a cell not fired at is listed");
        self.unfired.swap_remove(usize::from(at));
        if last != c {
            self.place[last.index()] = at;
        }
        self.place[c.index()] = u16::MAX;
        self.fired.push(c);
        self.fired_set.insert(c);
    }

    /// Chooses `n` distinct cells not fired at (`n` at most the number left).
    fn choose(&self, n: usize, rules: &Rules, dice: &mut Dice) -> Vec<Cell> {
        let mut chosen: Vec<Cell> = Vec::with_capacity(n);
        let mut taken = CellSet::new();
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        while chosen.len() < n {
            let target = if self.bot == Bot::HuntTarget {
                let candidates = self.targets(&taken, columns, rows);
                (!candidates.is_empty()).then(|| dice.pick(&candidates))
            } else {
                None
            };
            let c = match target {
                Some(c) => c,
                None => {
                    // Random, preferring cells not known to be water.
                    let mut c = dice.pick(&self.unfired);
                    for _ in 0..8 {
                        if !taken.contains(c) && !self.water.contains(c) {
                            break;
                        }
                        c = dice.pick(&self.unfired);
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
        }
        chosen
    }

    /// The cells next to open hits worth firing at: along a line of two hits where there is one.
    fn targets(&self, taken: &CellSet, columns: u8, rows: u8) -> Vec<Cell> {
        target_cells(&self.open_hits, columns, rows, |cell| {
            self.fired_set.contains(cell) || taken.contains(cell) || self.water.contains(cell)
        })
    }

    fn learn(&mut self, c: Cell, effect: &Effect, fleet: &Fleet, rules: &Rules) {
        match effect {
            Effect::Miss => {
                self.water.insert(c);
            }
            Effect::Struck(_, sunk) => {
                self.open_hits.push(c);
                for &s in sunk {
                    let cells = fleet.ships[s].cells;
                    self.open_hits.retain(|h| !cells.contains(*h));
                    if rules.touching == Touching::Forbidden {
                        let halo = cells.with_neighbours(rules.board.columns, rules.board.rows);
                        self.water.extend(halo.iter().filter(|h| !cells.contains(*h)));
                    }
                }
            }
            Effect::OffBoard | Effect::Repeated => {}
        }
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

/// A game about to be played through the engine: the fleets, each player's bot, and the fault
/// planned.
struct Game<'r> {
    rules: &'r Rules,
    fleets: [Fleet; 2],
    /// Per player, per ship: its class, for replies.
    classes: [Vec<usize>; 2],
    shooters: [Shooter; 2],
    first: usize,
    plan: Option<Plan>,
    style: Style,
}

/// The names the engine's messages give the players: never shown, since the generator keeps only
/// what the entries did.
const ENGINE_NAMES: [&str; 2] = ["player 1", "player 2"];

impl<'r> Game<'r> {
    fn new(
        rules: &'r Rules,
        fleets: &[Vec<Placed>; 2],
        first: usize,
        bots: [Bot; 2],
        plan: Option<Plan>,
        style: Style,
    ) -> Self {
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        Game {
            rules,
            fleets: [fleet_of(&fleets[0], rules), fleet_of(&fleets[1], rules)],
            classes: [0, 1].map(|p| fleets[p].iter().map(|s| s.class).collect()),
            shooters: bots.map(|b| Shooter::new(b, columns, rows)),
            first,
            plan,
            style,
        }
    }

    /// The plan's code if it is due at entry `i` and not yet carried out.
    fn due(&self, i: usize, done: bool) -> Option<Code> {
        self.plan.filter(|p| !done && i >= p.from).map(|p| p.code)
    }

    fn play(mut self, dice: &mut Dice) -> Played {
        let rules = self.rules;
        let simultaneous = rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous;
        let mut game = engine::Game::new(rules, [&self.fleets[0], &self.fleets[1]], self.first, ENGINE_NAMES);
        let mut entries: Vec<Entry> = Vec::new();
        let mut warnings = Vec::new();
        let mut done: Option<(usize, usize)> = None;
        // The coordinates of a volley, kept from one entry to the next.
        let mut coordinates = Vec::new();
        let limit = 4 * MAX_CELLS + 16;
        for i in 0..limit {
            let Some(turn) = game.next() else { break };
            let expected = turn.player;
            let mut code = self.due(i, done.is_some());
            // A simultaneous round opens with either player's volley: only a second volley by
            // the opener, before the other has fired, is out of turn.
            if code == Some(Code::OutOfTurn) && simultaneous && game.round_opener().is_none() {
                code = None;
            }
            let s = if code == Some(Code::OutOfTurn) { 1 - expected } else { expected };
            let d = 1 - s;
            let allowed = game.allowance(s) as usize;
            let left = self.shooters[s].unfired.len();
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
                Some(Code::RepeatedShot) if self.shooters[s].fired.is_empty() && n.min(left) < 2 => code = None,
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
                    let again =
                        if self.shooters[s].fired.is_empty() { cells[0] } else { dice.pick(&self.shooters[s].fired) };
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
            let mut played: Option<(Vec<Effect>, ReplyOut, Option<usize>)> = None;
            let (classes, style) = (&self.classes[d], self.style);
            let step = game.play_with(s, &at, |game| {
                let effects = effects(game, d, i);
                let (reply, ship) = reply(classes, style, &effects, volley, lie, dice);
                // A true reply is judged as no reply is (no false_report, and the turn follows
                // the shots), so only a false one is handed over: building the rest costs
                // allocations for nothing.
                let answer = if lie { answer(rules, &reply, ship) } else { Answer::default() };
                played = Some((effects, reply, ship));
                answer
            });
            let over = step.over;
            if let Target::Volley(mut buffer) = at {
                buffer.clear();
                coordinates = buffer;
            }
            let (effects, reply, ship) = played.expect("a turn before the end is replied to");
            for (shot, effect) in shots.iter().zip(&effects) {
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
            entries.push(Entry { player: s, shots, volley, reply, ship, meta_ms });
            if over {
                break;
            }
        }
        Played { entries, destroyed: game.destroyed(), warnings, next: game.on_turn(), done }
    }
}

/// An entry's shots as the engine reads them: a volley (in `buffer`'s allocation), or one shot.
fn target(shots: &[Shot], volley: bool, buffer: &mut Vec<Coordinate<'static>>) -> Target<'static> {
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

/// What each shot of entry `i` (fired at player `d`) did, with every ship it struck and sank.
fn effects(game: &engine::Game, d: usize, i: usize) -> Vec<Effect> {
    let fleet = game.fleet(d);
    game.last_shots()
        .iter()
        .enumerate()
        .map(|(k, shot)| match (shot.effect, shot.cell) {
            (engine::Effect::OffBoard, _) => Effect::OffBoard,
            (engine::Effect::Repeated, _) => Effect::Repeated,
            (engine::Effect::Hit(_) | engine::Effect::Sunk(_), Some(cell)) => {
                let struck: Vec<usize> = fleet.ships_at(cell).collect();
                let sunk = struck.iter().copied().filter(|&ship| game.sunk_by(d, ship) == Some((i, k))).collect();
                Effect::Struck(struck, sunk)
            }
            _ => Effect::Miss,
        })
        .collect()
}

/// The reply as the engine reads it.
fn answer<'r>(rules: &'r Rules, reply: &ReplyOut, ship: Option<usize>) -> Answer<'r> {
    let name = |c: usize| Cow::Borrowed(rules.fleet[c].name.as_str());
    let reply = match reply {
        ReplyOut::Shot(word) => Reply::Shot(match *word {
            "miss" => ShotReply::Miss,
            "hit" => ShotReply::Hit,
            _ => ShotReply::Sunk,
        }),
        ReplyOut::Volley { hits, sunk, .. } => Reply::Volley(Box::new(VolleyReply {
            hits: ClassCounts(hits.iter().map(|&(c, n)| (name(c), n)).collect()),
            sunk: sunk.iter().map(|&c| name(c)).collect(),
        })),
    };
    Answer { reply: Some(reply), ship: ship.map(name) }
}

/// The defender's reply to shots that did `effects`: the truth, or with `lie` a false one.
/// `classes` are the defender's ships' classes.
fn reply(
    classes: &[usize],
    style: Style,
    effects: &[Effect],
    volley: bool,
    lie: bool,
    dice: &mut Dice,
) -> (ReplyOut, Option<usize>) {
    if !volley {
        let (word, ship) = match &effects[0] {
            Effect::Struck(struck, sunk) => {
                let word = if sunk.is_empty() { "hit" } else { "sunk" };
                let named = if sunk.is_empty() { struck[0] } else { sunk[0] };
                let single = struck.len() == 1;
                (word, (single && dice.chance(style.name_ship)).then(|| classes[named]))
            }
            _ => ("miss", None),
        };
        if lie {
            let false_word = match word {
                "miss" => "hit",
                "hit" => {
                    if dice.chance(0.5) {
                        "miss"
                    } else {
                        "sunk"
                    }
                }
                _ => "hit",
            };
            return (ReplyOut::Shot(false_word), None);
        }
        return (ReplyOut::Shot(word), ship);
    }
    let mut hits: Vec<(usize, u32)> = Vec::new();
    let mut sunk_classes: Vec<usize> = Vec::new();
    for e in effects {
        if let Effect::Struck(struck, sunk) = e {
            for &s in struck {
                let class = classes[s];
                match hits.iter_mut().find(|h| h.0 == class) {
                    Some(h) => h.1 += 1,
                    None => hits.push((class, 1)),
                }
            }
            sunk_classes.extend(sunk.iter().map(|&s| classes[s]));
        }
    }
    if lie {
        if let Some(h) = hits.last_mut() {
            h.1 -= 1;
            if h.1 == 0 {
                hits.pop();
            }
            sunk_classes.clear();
        } else {
            let class = classes[dice.below(classes.len())];
            hits.push((class, 1));
        }
    }
    (ReplyOut::Volley { hits, sunk: sunk_classes, write_empty_sunk: dice.chance(0.5) }, None)
}

/// A coordinate off the board, in one of the forms a bot might write.
fn off_board_shot(rules: &Rules, dice: &mut Dice) -> Shot {
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

// ---------------------------------------------------------------------------------------------
// Faults.

/// Carries out a fault of kind `code`, if the game allows it: returns the fleets as written, the
/// game as played, and the fault.
#[allow(clippy::too_many_arguments)]
fn inject(
    code: Code,
    rules: &Rules,
    fleets: &[Vec<Placed>; 2],
    first: usize,
    bots: [(&str, Bot); 2],
    style: Style,
    legal: &Played,
    dice: &mut Dice,
    play_dice: &Dice,
) -> Option<([Vec<Placed>; 2], Played, Fault)> {
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
            let mut shooter = Shooter::new(bot_kinds[s], rules.board.columns, rules.board.rows);
            for e in played.entries.iter().filter(|e| e.player == s) {
                for shot in &e.shots {
                    if let Shot::Cell(c) = shot {
                        shooter.mark_fired(*c);
                    }
                }
            }
            let c = if shooter.unfired.is_empty() { Cell::new(0, 0) } else { dice.pick(&shooter.unfired) };
            let volley = rules.turns == Turns::Salvo;
            let reply = if volley {
                ReplyOut::Volley { hits: Vec::new(), sunk: Vec::new(), write_empty_sunk: false }
            } else {
                ReplyOut::Shot("miss")
            };
            played.entries.push(Entry {
                player: s,
                shots: vec![Shot::Cell(c)],
                volley,
                reply,
                ship: None,
                meta_ms: None,
            });
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
            let game = Game::new(rules, fleets, first, bot_kinds, Some(Plan { code, from }), style);
            let played = game.play(&mut play_dice.clone());
            let (entry, player) = played.done?;
            Some((fleets.clone(), played, Fault { code, entry: Some(entry), player, ship: None }))
        }
    }
}

/// A placement fault in one player's fleet; the game is then played against the fleets as
/// written, with truthful replies.
#[allow(clippy::too_many_arguments)]
fn placement_fault(
    code: Code,
    rules: &Rules,
    fleets: &[Vec<Placed>; 2],
    first: usize,
    bots: [Bot; 2],
    style: Style,
    dice: &mut Dice,
    play_dice: &Dice,
) -> Option<([Vec<Placed>; 2], Played, Fault)> {
    let p = dice.below(2);
    let mut fleet = fleets[p].clone();
    let ship = spoil(code, rules, &mut fleet, dice)?;
    let mut out = fleets.clone();
    out[p] = fleet;
    let played = Game::new(rules, &out, first, bots, None, style).play(&mut play_dice.clone());
    Some((out, played, Fault { code, entry: None, player: p, ship: Some(ship) }))
}

/// Spoils `fleet` so that its placement shows `code` before any other placement violation.
/// Returns the index of the ship concerned, or `None` where this fleet cannot show the fault.
fn spoil(code: Code, rules: &Rules, fleet: &mut Vec<Placed>, dice: &mut Dice) -> Option<usize> {
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
                    fleet.insert(at, Placed { class, cells: cells_of(key, size as u8), form: None });
                    return Some(at);
                }
            }
            fleet.remove(i);
            Some(i.min(fleet.len().saturating_sub(1)))
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Writing.

/// How a game writes coordinates and how much it adds beside them.
#[derive(Clone, Copy, Debug)]
struct Style {
    /// The share of coordinates written `[column, row]` rather than `"C4"`.
    pairs: f64,
    /// The share of ships written as a range `"B2-E2"` rather than a list.
    ranges: f64,
    /// The share of one-shot hit replies that name the ship.
    name_ship: f64,
    /// The share of entries with a `meta`.
    entry_meta: f64,
}

impl Style {
    fn draw(dice: &mut Dice) -> Self {
        let pairs = match dice.below(10) {
            0 => 1.0,
            1 | 2 => 0.2,
            _ => 0.0,
        };
        Style { pairs, ranges: [0.0, 0.5, 1.0][dice.below(3)], name_ship: [0.0, 0.5][dice.below(2)], entry_meta: 0.05 }
    }
}

/// Which ships a fleet names.
#[derive(Clone, Copy, Debug)]
enum Naming {
    All,
    None,
    Some,
}

impl Naming {
    fn draw(dice: &mut Dice) -> Self {
        [Naming::All, Naming::None, Naming::Some][dice.below(3)]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CellsForm {
    List,
}

fn coordinate(col: i64, row: i64, pair: bool) -> CoordOut {
    if pair || !(0..i64::from(MAX_SIDE)).contains(&col) || row < -1 {
        CoordOut::Pair(col, row)
    } else {
        CoordOut::Text(format!("{}{}", char::from(b'A' + col as u8), row + 1))
    }
}

fn write_fleet(fleet: &[Placed], rules: &Rules, naming: Naming, style: Style, dice: &mut Dice) -> Vec<ShipOut> {
    fleet
        .iter()
        .map(|p| {
            let named = match naming {
                Naming::All => true,
                Naming::None => false,
                Naming::Some => dice.chance(0.5),
            };
            let ends_text = p.cells.iter().all(|&(c, _)| (0..i64::from(MAX_SIDE)).contains(&c));
            let range = p.form.is_none() && p.cells.len() > 1 && ends_text && dice.chance(style.ranges);
            let cells = if range {
                let (a, b) = (p.cells[0], p.cells[p.cells.len() - 1]);
                let (a, b) = if dice.chance(0.2) { (b, a) } else { (a, b) };
                let text = |(c, r): (i64, i64)| match coordinate(c, r, false) {
                    CoordOut::Text(t) => t,
                    CoordOut::Pair(..) => unreachable!("range ends are letters"),
                };
                CellsOut::Range(format!("{}-{}", text(a), text(b)))
            } else {
                let pair = dice.chance(style.pairs);
                CellsOut::List(p.cells.iter().map(|&(c, r)| coordinate(c, r, pair)).collect())
            };
            ShipOut { ship: named.then(|| rules.fleet[p.class].name.clone()), cells }
        })
        .collect()
}

impl Entry {
    fn write(self, names: [&'static str; 2], rules: &Rules, style: Style) -> EntryOut {
        let shot = |s: &Shot, k: usize| match *s {
            Shot::Cell(c) => coordinate(
                i64::from(c.col),
                i64::from(c.row),
                style.pairs >= 1.0 || (style.pairs > 0.0 && (c.index() + k).is_multiple_of(5)),
            ),
            Shot::Off(c, r) => coordinate(c, r, false),
        };
        let at = if self.volley {
            AtOut::Volley(self.shots.iter().enumerate().map(|(k, s)| shot(s, k)).collect())
        } else {
            AtOut::Shot(shot(&self.shots[0], 0))
        };
        let reply = match self.reply {
            ReplyOut::Shot(w) => ReplyWire::Shot(w),
            ReplyOut::Volley { hits, sunk, write_empty_sunk } => ReplyWire::Volley(VolleyWire {
                hits: hits.into_iter().map(|(c, n)| (rules.fleet[c].name.clone(), n)).collect(),
                sunk: (write_empty_sunk || !sunk.is_empty())
                    .then(|| sunk.into_iter().map(|c| rules.fleet[c].name.clone()).collect()),
            }),
        };
        EntryOut {
            player: names[self.player],
            at,
            reply,
            ship: self.ship.map(|c| rules.fleet[c].name.clone()),
            meta: self.meta_ms.map(|ms| EntryMeta { ms }),
        }
    }
}

/// A reply as played, before names are written.
#[derive(Clone, Debug)]
enum ReplyOut {
    Shot(&'static str),
    Volley { hits: Vec<(usize, u32)>, sunk: Vec<usize>, write_empty_sunk: bool },
}

/// A generated game record, serializing as the contract's JSON (contract §2).
#[derive(Clone, Debug, Serialize)]
pub struct RecordOut {
    /// The rules, as given to the generator.
    pub rules: RulesSpec,
    /// The two players.
    pub players: [&'static str; 2],
    /// Who shoots first.
    pub first: &'static str,
    /// `{"generator": {...}}`: the seed, the game's index, and what the referee should find.
    pub meta: MetaOut,
    /// Each player's fleet, in `players` order.
    #[serde(serialize_with = "by_player")]
    pub fleets: [(&'static str, Vec<ShipOut>); 2],
    /// The log.
    pub shots: Vec<EntryOut>,
}

/// Each player's value under the player's name, as a JSON object in player order.
fn by_player<S: Serializer, T: Serialize>(pairs: &[(&'static str, T); 2], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(2))?;
    for (name, value) in pairs {
        map.serialize_entry(name, value)?;
    }
    map.end()
}

/// The record's `meta`.
#[derive(Clone, Debug, Serialize)]
pub struct MetaOut {
    /// What the generator made.
    pub generator: GeneratorMeta,
}

/// `meta.generator`: how the game was made and what the referee should find.
#[derive(Clone, Debug, Serialize)]
pub struct GeneratorMeta {
    /// The seed of the run.
    pub seed: u64,
    /// The game's index from 0.
    pub game: u64,
    /// Each player's bot.
    #[serde(serialize_with = "by_player")]
    pub bots: [(&'static str, Bot); 2],
    /// The outcome the referee should find.
    pub outcome: Outcome,
    /// The winner the referee should find, or null.
    pub winner: Option<&'static str>,
    /// The injected fault, in a faulty game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fault: Option<FaultMeta>,
    /// Warnings the bots could not avoid.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<WarningMeta>,
}

/// `meta.generator.fault`: which fault and where.
#[derive(Clone, Debug, Serialize)]
pub struct FaultMeta {
    /// The violation code.
    pub code: Code,
    /// The 0-based log entry, or null for a placement fault.
    pub entry: Option<usize>,
    /// The player it is charged to.
    pub player: &'static str,
    /// For a placement fault, the index of the ship in the player's fleet list.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<usize>,
}

/// One warning the bots could not avoid.
#[derive(Clone, Debug, Serialize)]
pub struct WarningMeta {
    /// The violation code.
    pub code: Code,
    /// The 0-based log entry.
    pub entry: usize,
    /// The shooter.
    pub player: &'static str,
}

/// One ship as written.
#[derive(Clone, Debug, Serialize)]
pub struct ShipOut {
    /// The class name, when the fleet names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<String>,
    /// A range or a list of coordinates.
    pub cells: CellsOut,
}

/// A ship's cells as written.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum CellsOut {
    /// `"B2-E2"`.
    Range(String),
    /// `["B2", [2, 1], ...]`.
    List(Vec<CoordOut>),
}

/// A coordinate as written: `"C4"` or `[2, 3]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum CoordOut {
    /// `"C4"`.
    Text(String),
    /// `[column, row]` from 0.
    Pair(i64, i64),
}

/// One log entry as written.
#[derive(Clone, Debug, Serialize)]
pub struct EntryOut {
    /// The shooter.
    pub player: &'static str,
    /// One shot or a volley.
    pub at: AtOut,
    /// The defender's reply.
    pub reply: ReplyWire,
    /// The class a one-shot hit or sunk names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<String>,
    /// Sometimes the bot's thinking time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<EntryMeta>,
}

/// An entry's `meta`.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct EntryMeta {
    /// Milliseconds the bot took.
    pub ms: u32,
}

/// What an entry fires at.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum AtOut {
    /// One coordinate.
    Shot(CoordOut),
    /// A list of coordinates.
    Volley(Vec<CoordOut>),
}

/// A reply as written.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum ReplyWire {
    /// `"miss"`, `"hit"` or `"sunk"`.
    Shot(&'static str),
    /// `{"hits": {...}, "sunk": [...]}`.
    Volley(VolleyWire),
}

/// A volley's reply as written.
#[derive(Clone, Debug, Serialize)]
pub struct VolleyWire {
    /// Fresh hits by class.
    #[serde(serialize_with = "hits_map")]
    pub hits: Vec<(String, u32)>,
    /// The classes of the ships sunk, when written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sunk: Option<Vec<String>>,
}

fn hits_map<S: Serializer>(hits: &[(String, u32)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(hits.len()))?;
    for (name, n) in hits {
        map.serialize_entry(name, n)?;
    }
    map.end()
}

impl fmt::Display for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Bot::Random => "random",
            Bot::HuntTarget => "hunt_target",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn dice_are_uniform_enough_and_stable() {
        let mut d = Dice::new(7, 0);
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[d.below(3)] += 1;
        }
        assert!(counts.iter().all(|&c| (900..1100).contains(&c)), "{counts:?}");
        let a: Vec<usize> = (0..5).map(|_| Dice::new(1, 2).below(1000)).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
    }

    #[test]
    fn russian_fleets_are_placed_legally() {
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
    fn impossible_fleets_are_errors() {
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

    #[test]
    fn faulty_games_are_spread_evenly() {
        let n = (0..100).filter(|&i| Generator::is_faulty(i, 0.25)).count();
        assert_eq!(n, 25);
        assert_eq!((0..10).filter(|&i| Generator::is_faulty(i, 1.0)).count(), 10);
        assert_eq!((0..10).filter(|&i| Generator::is_faulty(i, 0.0)).count(), 0);
    }
}
