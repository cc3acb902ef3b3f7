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
use crate::protocol::{At, Message, ShotReply, read_at, read_fleet};
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
                self.seats[side].bot.as_ref().map(|b| tail(&b.stderr_tail())).filter(|s| !s.is_empty())
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
