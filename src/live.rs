//! One game played live between two bots (contract §6): the referee asks each bot for its fleet
//! and its shots in the order the rules give, tells both what each shot did, and writes the game
//! as a record (contract §2) whose verdict, from the same referee as `broadside check`, is the
//! game's result.
//!
//! What a bot does wrong outside the rules becomes a forfeit entry by it, and the game stops
//! there, as it does at its first foul or when a fleet is destroyed.

use std::time::Duration;

use serde::Serialize;
use serde_json::value::RawValue;

use crate::bot::{Bot, BotCommand, Failure};
use crate::error::InputError;
use crate::game::{Referee, parse_record};
use crate::protocol::{At, Message, ShotReply, Word, read_at, read_fleet};
use crate::rules::{Rules, RulesSpec};
use crate::verdict::Verdict;

/// Whose move it is, as the game engine says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// One player shoots (single-shot turns, sequential salvo): its index in `players` and its
    /// allowance.
    One {
        /// 0 or 1, in `players` order.
        player: usize,
        /// Shots the rules give (1 under single-shot turns).
        allowance: u32,
    },
    /// Both players fire a volley of this round at once (simultaneous salvo), in `players` order.
    Both {
        /// Each player's allowance.
        allowances: [u32; 2],
    },
    /// The game is over: a fleet is destroyed or a foul decided it.
    Over,
}

/// What one entry did, as the bots are told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The shots, as `[column, row]` pairs.
    pub at: At,
    /// The truth, as a record writes it.
    pub reply: ShotReply,
    /// The class a one-shot hit or sunk struck.
    pub ship: Option<String>,
}

/// A game in progress, as the match drives it: the game engine's side of the match.
pub trait LiveGame {
    /// Whose move it is.
    fn ask(&self) -> Ask;
    /// Plays one entry: `player` (0 or 1) fires at `at` (a target as a record writes it, already
    /// read as one by [`read_at`]). Returns what it did.
    fn fire(&mut self, player: usize, at: &RawValue) -> Played;
}

/// The game engine as the match uses it: it starts games and places fleets.
pub trait Engine: Sync {
    /// Starts a game under `rules` with both fleets (as records write them), `first` (0 or 1)
    /// shooting first. A game whose placement fouls is over at once.
    fn start(&self, rules: &Rules, fleets: [&RawValue; 2], first: usize) -> Box<dyn LiveGame + '_>;
    /// A random legal fleet for `rules` from `seed`, as a record writes it: the fleet the referee
    /// writes for a bot that gave none, so that its forfeit entry, not an empty fleet, decides.
    fn place(&self, rules: &Rules, seed: u64) -> Box<RawValue>;
}

/// A bot's place at the table: its command, and its process while it runs (started on first
/// use; stopped, and started again for the next game, after it misbehaves).
#[derive(Debug)]
pub struct Seat {
    /// The bot's name and command.
    pub command: BotCommand,
    /// The running process, if any.
    pub bot: Option<Bot>,
}

impl Seat {
    /// A seat for `command`, its bot not yet started.
    pub fn new(command: BotCommand) -> Seat {
        Seat { command, bot: None }
    }

    /// Before a game: a bot that has exited since its last game (one that plays one game a run)
    /// is started again rather than charged with a crash.
    fn ready(&mut self) {
        if self.bot.as_mut().is_some_and(Bot::exited) {
            self.bot = None;
        }
    }

    /// The running bot, started if need be.
    fn bot(&mut self) -> Result<&mut Bot, Failure> {
        if self.bot.is_none() {
            let bot = Bot::start(&self.command)
                .map_err(|e| Failure::Crashed { why: format!("it could not be started: {e}") })?;
            self.bot = Some(bot);
        }
        Ok(self.bot.as_mut().expect("just started"))
    }
}

/// One game to play: which, under what rules, by whom.
#[derive(Clone, Copy, Debug)]
pub struct Setup<'a> {
    /// The game's index in the match, from 0.
    pub game: u64,
    /// The match's seed.
    pub seed: u64,
    /// The rules as the record writes them: resolved, every part set.
    pub spec: &'a RulesSpec,
    /// The same rules, resolved.
    pub rules: &'a Rules,
    /// How long a bot may take for each answer.
    pub move_time: Duration,
}

/// A game played: its record as one line of JSON, and its verdict.
#[derive(Clone, Debug)]
pub struct Game {
    /// The record, compact, without a line end.
    pub record: String,
    /// The referee's verdict on the record.
    pub verdict: Verdict,
}

/// One log entry as the match writes it.
#[derive(Serialize)]
#[serde(untagged)]
enum Entry {
    Shot {
        player: String,
        at: Box<RawValue>,
        reply: ShotReply,
        #[serde(skip_serializing_if = "Option::is_none")]
        ship: Option<String>,
        meta: Took,
    },
    Forfeit {
        player: String,
        forfeit: &'static str,
        meta: ForfeitMeta,
    },
}

/// An entry's `meta`: the milliseconds its bot took to answer.
#[derive(Serialize)]
struct Took {
    ms: u64,
}

/// A forfeit entry's `meta`: why, and what the bot said (`illegal_message`) or last wrote on
/// its standard error (`crashed`), each cut to 1 KiB.
#[derive(Serialize)]
struct ForfeitMeta {
    why: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    said: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stderr: Option<String>,
}

/// The record's `meta.match`.
#[derive(Serialize)]
struct MatchMeta<'a> {
    seed: u64,
    game: u64,
    /// Which program played which name.
    programs: Pairs<'a, &'a str>,
    /// Players whose fleet the referee placed, because the bot gave none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    placed_by_referee: Vec<&'a str>,
}

/// Two values under the two players' names, as a JSON object in player order.
struct Pairs<'a, T>([(&'a str, T); 2]);

impl<T: Serialize> Serialize for Pairs<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

#[derive(Serialize)]
struct RecordOut<'a> {
    rules: &'a RulesSpec,
    players: [&'a str; 2],
    first: &'a str,
    meta: Meta<'a>,
    fleets: Pairs<'a, &'a RawValue>,
    shots: &'a [Entry],
}

#[derive(Serialize)]
struct Meta<'a> {
    #[serde(rename = "match")]
    game: MatchMeta<'a>,
}

/// The game being played: its entries so far, and the seats in `players` order.
struct Table<'s> {
    seats: [&'s mut Seat; 2],
    entries: Vec<Entry>,
    move_time: Duration,
    /// Set by the first forfeit: the game stops there.
    stopped: bool,
}

impl Table<'_> {
    fn name(&self, side: usize) -> String {
        self.seats[side].command.name.clone()
    }

    /// Writes `failure` as a forfeit entry of `side`, stops its bot, and stops the game.
    fn forfeit(&mut self, side: usize, failure: Failure) {
        let stderr = match &failure {
            Failure::Crashed { .. } => {
                self.seats[side].bot.as_mut().map(|b| tail(&b.stderr_tail())).filter(|s| !s.is_empty())
            }
            _ => None,
        };
        let code = failure.code();
        let (why, said) = match failure {
            Failure::Timeout => (format!("no answer within {} ms", self.move_time.as_millis()), None),
            Failure::Crashed { why } => (why, None),
            Failure::IllegalMessage { said, why } => (why, Some(said)),
        };
        self.entries.push(Entry::Forfeit {
            player: self.name(side),
            forfeit: code,
            meta: ForfeitMeta { why, said, stderr },
        });
        if let Some(bot) = self.seats[side].bot.take() {
            bot.stop();
        }
        self.stopped = true;
    }

    /// Sends `message` to `side`, and checks first that it wrote nothing unasked.
    fn send(&mut self, side: usize, message: &Message) -> Result<(), Failure> {
        let bot = self.seats[side].bot()?;
        bot.unasked()?;
        bot.send(message)
    }

    /// Tells both bots what an entry did; a bot that cannot be told forfeits.
    fn tell(&mut self, message: &Message) {
        for side in 0..2 {
            if let Err(failure) = self.send(side, message) {
                self.forfeit(side, failure);
                return;
            }
        }
    }
}

/// The last 1 KiB of a bot's standard error, at a character boundary.
fn tail(text: &str) -> String {
    let mut start = text.len().saturating_sub(crate::bot::KEPT_SAID);
    while !text.is_char_boundary(start) {
        start += 1;
    }
    text[start..].to_owned()
}

/// Plays one game between the bots of `seats` (in `players` order, the first shooting first)
/// through `engine`, and adjudicates its record.
///
/// # Errors
/// An [`InputError`] only if the record the match wrote cannot be adjudicated, which would be a
/// fault of the match, not of a bot.
pub fn play(engine: &dyn Engine, setup: Setup<'_>, seats: [&mut Seat; 2]) -> Result<Game, InputError> {
    let names = [seats[0].command.name.clone(), seats[1].command.name.clone()];
    let programs = [seats[0].command.command.clone(), seats[1].command.command.clone()];
    let mut table = Table { seats, entries: Vec::new(), move_time: setup.move_time, stopped: false };
    table.seats.iter_mut().for_each(|s| s.ready());
    let mut fleets: [Option<Box<RawValue>>; 2] = [None, None];
    let mut failures: [Option<Failure>; 2] = [None, None];
    for side in 0..2 {
        let start = Message::Start {
            game: setup.game,
            rules: setup.spec.clone(),
            you: names[side].clone(),
            opponent: names[1 - side].clone(),
            first: names[0].clone(),
        };
        failures[side] = table.send(side, &start).err();
    }
    for side in 0..2 {
        if failures[side].is_some() {
            continue;
        }
        let move_time = table.move_time;
        match table.seats[side].bot().and_then(|b| b.answer(move_time)).and_then(|a| read_fleet(&a.line)) {
            Ok(fleet) => fleets[side] = Some(fleet),
            Err(failure) => failures[side] = Some(failure),
        }
    }
    let mut placed = Vec::new();
    for side in 0..2 {
        if let Some(failure) = failures[side].take() {
            table.forfeit(side, failure);
            placed.push(names[side].as_str());
            fleets[side] = Some(engine.place(setup.rules, setup.seed ^ (setup.game << 1 | side as u64)));
        }
    }
    let fleets = fleets.map(|f| f.expect("every fleet is given or placed"));
    if !table.stopped {
        let mut game = engine.start(setup.rules, [&fleets[0], &fleets[1]], 0);
        play_out(&mut table, game.as_mut());
    }
    let record = serde_json::to_string(&RecordOut {
        rules: setup.spec,
        players: [&names[0], &names[1]],
        first: &names[0],
        meta: Meta {
            game: MatchMeta {
                seed: setup.seed,
                game: setup.game,
                programs: Pairs([(&names[0], &programs[0]), (&names[1], &programs[1])]),
                placed_by_referee: placed,
            },
        },
        fleets: Pairs([(&names[0], &fleets[0]), (&names[1], &fleets[1])]),
        shots: &table.entries,
    })
    .expect("records serialize");
    let verdict = Referee::default().adjudicate(&parse_record(&record)?)?;
    let end = Message::End {
        outcome: word(&verdict.outcome),
        winner: verdict.winner.clone(),
        reason: verdict.reason.as_ref().map(word),
    };
    for seat in table.seats {
        // The game is over: a bot that cannot hear it is started again for the next one.
        if let Some(bot) = seat.bot.as_mut()
            && bot.send(&end).is_err()
        {
            seat.bot = None;
        }
    }
    Ok(Game { record, verdict })
}

/// A unit enum's JSON word (`"win"`, `"fleet_destroyed"`).
fn word(value: &impl Serialize) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// Plays the game's moves until the engine says it is over or a bot forfeits.
fn play_out(table: &mut Table<'_>, game: &mut dyn LiveGame) {
    while !table.stopped {
        let (sides, allowances): (&[usize], [u32; 2]) = match game.ask() {
            Ask::Over => return,
            Ask::One { player: 0, allowance } => (&[0], [allowance, 0]),
            Ask::One { allowance, .. } => (&[1], [0, allowance]),
            Ask::Both { allowances } => (&[0, 1], allowances),
        };
        // Ask every bot whose move it is, then read the answers: under simultaneous salvo both
        // think at once.
        let mut answers = Vec::with_capacity(2);
        for &side in sides {
            if let Err(failure) = table.send(side, &Message::Turn { allowance: allowances[side] }) {
                table.forfeit(side, failure);
                return;
            }
        }
        for &side in sides {
            let move_time = table.move_time;
            let answer = table.seats[side].bot().and_then(|b| b.answer(move_time));
            match answer.and_then(|a| read_at(&a.line).map(|(at, _)| (at, a.took))) {
                Ok(answer) => answers.push((side, answer)),
                Err(failure) => {
                    table.forfeit(side, failure);
                    return;
                }
            }
        }
        let mut told = Vec::with_capacity(2);
        for (side, (at, took)) in answers {
            let played = game.fire(side, &at);
            table.entries.push(Entry::Shot {
                player: table.name(side),
                at,
                reply: played.reply.clone(),
                ship: played.ship.clone(),
                meta: Took { ms: u64::try_from(took.as_millis()).unwrap_or(u64::MAX) },
            });
            told.push(Message::Shot {
                player: table.name(side),
                at: played.at,
                reply: played.reply,
                ship: played.ship,
            });
        }
        for message in &told {
            table.tell(message);
            if table.stopped {
                return;
            }
        }
    }
}

/// A game engine on the referee's own pieces: fleets placed as `broadside check` places them,
/// and after every entry the log so far replayed by the referee's replay, so that a foul or a
/// destroyed fleet ends the game exactly where the verdict will say. Whose move it is and the
/// salvo allowance follow the rules of contract §3; replies are the truth. Fleets for bots that
/// gave none come from `broadside generate`'s placement.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReplayEngine;

impl Engine for ReplayEngine {
    fn start(&self, rules: &Rules, fleets: [&RawValue; 2], first: usize) -> Box<dyn LiveGame + '_> {
        Box::new(ReplayGame::new(rules, fleets, first))
    }

    fn place(&self, rules: &Rules, seed: u64) -> Box<RawValue> {
        let spec = RulesSpec::Custom(rules.to_custom(crate::rules::Preset::Classic));
        let fleet = crate::generate::Generator::new(vec![spec], seed)
            .map(|g| g.game(0, crate::generate::FaultChoice::None).record.fleets[0].1.clone())
            .unwrap_or_default();
        serde_json::value::to_raw_value(&fleet).expect("fleets serialize")
    }
}

/// A game of [`ReplayEngine`].
struct ReplayGame {
    rules: Rules,
    /// Both fleets, or none when the fleets could not be read (the game is then over).
    fleets: Vec<crate::fleet::Fleet>,
    entries: Vec<crate::record::LogEntry<'static>>,
    shooters: Vec<u8>,
    first: usize,
    /// Per player, the cells it fired at on the other's board.
    fired: [crate::coord::CellSet; 2],
    /// Per player, the cells of its own board the other's shots struck.
    struck: [crate::coord::CellSet; 2],
    /// Who shoots next (single-shot turns and sequential salvo).
    next: usize,
    over: bool,
}

const NAMES: [&str; 2] = ["0", "1"];

impl ReplayGame {
    fn new(rules: &Rules, fleets: [&RawValue; 2], first: usize) -> ReplayGame {
        let text = format!(
            "{{\"players\": [\"0\", \"1\"], \"fleets\": {{\"0\": {}, \"1\": {}}}, \"shots\": []}}",
            fleets[0].get(),
            fleets[1].get()
        );
        let placed = parse_record(&text)
            .ok()
            .and_then(|record| crate::drawing::place_fleets(&record, rules, NAMES, &[], first).ok());
        let (fleets, over) = match placed {
            Some([(a, va), (b, vb)]) => {
                let foul = va.iter().chain(&vb).any(|v| v.severity == crate::verdict::Severity::Foul);
                (vec![a, b], foul)
            }
            None => (Vec::new(), true),
        };
        ReplayGame {
            rules: rules.clone(),
            fleets,
            entries: Vec::new(),
            shooters: Vec::new(),
            first,
            fired: Default::default(),
            struck: Default::default(),
            next: first,
            over,
        }
    }

    /// The salvo allowance of `player` now: the salvo values (or the number) of its ships afloat.
    fn allowance(&self, player: usize) -> u32 {
        use crate::rules::{SalvoShots, Turns};
        if self.rules.turns != Turns::Salvo || self.fleets.len() < 2 {
            return 1;
        }
        let afloat = self.fleets[player]
            .ships
            .iter()
            .filter(|s| s.cells.intersection(&self.struck[player]) != s.cells)
            .filter_map(|s| s.class);
        match self.rules.salvo_shots {
            SalvoShots::ShipValue => afloat.map(|c| self.rules.fleet[c].salvo).sum(),
            SalvoShots::ShipsAfloat => afloat.count() as u32,
        }
    }
}

impl LiveGame for ReplayGame {
    fn ask(&self) -> Ask {
        use crate::rules::{SalvoOrder, Turns};
        if self.over {
            Ask::Over
        } else if self.rules.turns == Turns::Salvo && self.rules.salvo_order == SalvoOrder::Simultaneous {
            Ask::Both { allowances: [self.allowance(0), self.allowance(1)] }
        } else {
            Ask::One { player: self.next, allowance: self.allowance(self.next) }
        }
    }

    fn fire(&mut self, player: usize, at: &RawValue) -> Played {
        use crate::record::{ClassCounts, Ignored, LogEntry, Reply, ShotReply as Said, Target, VolleyReply};
        use std::borrow::Cow;
        let target: Target<'static> = match serde_json::from_str::<Target<'_>>(at.get()) {
            Ok(Target::Shot(c)) => Target::Shot(c.into_owned()),
            Ok(Target::Volley(v)) => Target::Volley(v.into_iter().map(|c| c.into_owned()).collect()),
            Ok(Target::Forfeit(_)) | Err(_) => Target::Volley(Vec::new()),
        };
        let (columns, rows) = (self.rules.board.columns, self.rules.board.rows);
        let defender = 1 - player;
        if self.fleets.len() < 2 {
            self.over = true;
            return Played { at: At::Volley(Vec::new()), reply: ShotReply::Shot(Word::Miss), ship: None };
        }
        // Damage counts at once here; the replay below judges when it counts for the allowance.
        let mut hits: Vec<(usize, u32)> = Vec::new();
        let mut sunk: Vec<usize> = Vec::new();
        let mut one: (Word, Option<usize>) = (Word::Miss, None);
        let mut again = false;
        for c in target.shots() {
            let Some(cell) = c.on(columns, rows) else { continue };
            if !self.fired[player].insert(cell) {
                continue;
            }
            let Some(ship) = self.fleets[defender].ships_at(cell).next() else { continue };
            self.struck[defender].insert(cell);
            let s = &self.fleets[defender].ships[ship];
            let class = s.class.unwrap_or(0);
            match hits.iter_mut().find(|h| h.0 == class) {
                Some(h) => h.1 += 1,
                None => hits.push((class, 1)),
            }
            again = true;
            if s.cells.intersection(&self.struck[defender]) == s.cells {
                sunk.push(class);
                one = (Word::Sunk, Some(class));
            } else {
                one = (Word::Hit, Some(class));
            }
        }
        let name = |c: usize| self.rules.fleet.get(c).map(|k| k.name.clone()).unwrap_or_default();
        let pair = |c: &crate::coord::Coordinate<'_>| [c.col as i64, c.row as i64];
        let (wire_at, reply, ship, said) = match &target {
            Target::Shot(c) => (
                At::Shot(pair(c)),
                ShotReply::Shot(one.0),
                one.1.map(name),
                Reply::Shot(match one.0 {
                    Word::Miss => Said::Miss,
                    Word::Hit => Said::Hit,
                    Word::Sunk => Said::Sunk,
                }),
            ),
            Target::Volley(_) | Target::Forfeit(_) => (
                At::Volley(target.shots().iter().map(pair).collect()),
                ShotReply::Volley {
                    hits: hits.iter().map(|&(c, n)| (name(c), n)).collect(),
                    sunk: sunk.iter().map(|&c| name(c)).collect(),
                },
                None,
                Reply::Volley(Box::new(VolleyReply {
                    hits: ClassCounts(hits.iter().map(|&(c, n)| (Cow::Owned(name(c)), n)).collect()),
                    sunk: sunk.iter().map(|&c| Cow::Owned(name(c))).collect(),
                })),
            ),
        };
        let ship_said = ship.clone().map(Cow::Owned);
        self.entries.push(LogEntry {
            player: Cow::Borrowed(NAMES[player]),
            at: target,
            reply: Some(said),
            ship: ship_said,
            meta: Ignored,
        });
        self.shooters.push(player as u8);
        let replayed = crate::replay::replay(
            &self.rules,
            [&self.fleets[0], &self.fleets[1]],
            &self.entries,
            &self.shooters,
            self.first,
            NAMES,
        );
        self.over = replayed.end != crate::replay::End::Unfinished
            || replayed.violations.iter().any(|v| v.severity == crate::verdict::Severity::Foul);
        let keeps = self.rules.turns == crate::rules::Turns::AgainOnHit
            && again
            && self.entries.last().is_some_and(|e| e.at.shots().len() == 1);
        if !keeps {
            self.next = defender;
        }
        Played { at: wire_at, reply, ship }
    }
}
