//! One game played live between two bots (docs/protocol.md): the referee asks both bots for their
//! fleets at once, then for their shots in the order the rules give, tells both what each shot
//! did, and writes the game as a record (docs/format.md §2) whose verdict, from the same referee as
//! `broadside check`, is the game's result.
//!
//! What a bot does wrong outside the rules becomes a forfeit entry by it, and the game stops
//! there, as it does at its first foul, when a fleet is destroyed, or at the move limit. One
//! bot's fault never costs the other a game (docs/protocol.md "Fair to every bot"):
//! - both bots are asked for their fleets at once, and each that gives none forfeits: both, a
//!   double forfeit;
//! - an answer asked for before the game ended is awaited up to the move time and kept in the
//!   record's `meta.match.unjudged_answers`, never judged and never read in the next game;
//! - a line written when no answer was owed is that bot's `illegal_message` at the game's next
//!   entry (after its last entry, written last; between games, at the first entry of its next
//!   game);
//! - a bot that left between games (exited, or closed its output, owing no answer) is started
//!   again;
//! - a fleet the referee cannot place within its own limits is the sender's `illegal_message`,
//!   and a game never fails to give a record.
//!
//! No bot learns anything of a fleet it will shoot at beyond what its own shots revealed
//! (protocol 2, docs/protocol.md "What a bot is told (protocol 2)"): under a placement book,
//! `start` does not say which fleet is imposed, and each bot is told of its own shots only.

use std::borrow::Cow;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::value::RawValue;

use crate::bot::{AnswerLine, Bot, BotCommand, Failure, KEPT_SAID, Why, cut};
use crate::drawing::Placed;
use crate::engine::{self, Side};
use crate::error::JsonPath;
use crate::protocol::{At, Imposed, Message, PROTOCOL, Placement, read_at, read_fleet, read_imposed};
pub use crate::record::meta::{BankMeta, BookMeta, SandboxMeta};
use crate::record::meta::{BookOut, MatchMeta, Meta, Unjudged};
use crate::record::write::{AtOut, ByPlayer, EntryMeta, EntryOut, FleetOut, RecordOut, ReplyOut};
use crate::record::{FleetDrawing, MAX_ENTRIES, MAX_LOG_SHOTS, Target};
use crate::referee::{MAX_RECORD_BYTES, Referee, parse_record};
use crate::rules::{Rules, RulesSpec, SalvoOrder, Turns};
use crate::verdict::{Severity, Verdict};
use crate::words::{Words, text};

/// A bot's place at the table: its command, and its process while it runs (started on first
/// use; stopped, and started again for the next game, after it misbehaves).
#[derive(Debug)]
pub struct Seat {
    /// The bot's name and command.
    pub command: BotCommand,
    /// The running process, if any.
    pub bot: Option<Bot>,
    /// Whether the running process was started for the game under way (so it cannot have left
    /// since an earlier one).
    fresh: bool,
    /// Games this seat has played.
    played: u64,
}

impl Seat {
    /// A seat for `command`, its bot not yet started.
    pub fn new(command: BotCommand) -> Seat {
        Seat { command, bot: None, fresh: false, played: 0 }
    }

    /// The running bot, started if need be.
    fn bot(&mut self) -> Result<&mut Bot, Failure> {
        if self.bot.is_none() {
            let bot = Bot::start(&self.command).map_err(|e| Failure::Crashed { why: Why::CouldNotStart(e) })?;
            self.bot = Some(bot);
            self.fresh = true;
        }
        Ok(self.bot.as_mut().expect("just started"))
    }

    /// Stops the bot, if it runs: it and every process it started are killed.
    fn stop(&mut self) {
        if let Some(bot) = self.bot.take() {
            bot.stop();
        }
    }
}

/// The move limit when none is given: four times the board's cells, in log entries
/// (docs/protocol.md "Order of play").
pub fn default_max_moves(rules: &Rules) -> usize {
    4 * usize::from(rules.board.columns) * usize::from(rules.board.rows)
}

/// The most moves a game may have, whatever `--max-moves` says: a record holds at most
/// [`MAX_ENTRIES`] entries, two of which may be forfeit entries.
pub const MAX_MOVES: usize = MAX_ENTRIES - 2;

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
    /// How long each bot (in `players` order) may take for each answer.
    pub move_time: [Duration; 2],
    /// The time bank of each bot, if any (`match --time-bank`).
    pub bank: Option<Bank>,
    /// The most log entries of moves (shots and volleys) the game may have; reaching it ends the
    /// game, `unfinished` (docs/protocol.md "Order of play"). At most [`MAX_MOVES`].
    pub max_moves: usize,
    /// The fleets the referee imposes (`match --book`), if any.
    pub book: Option<Booked<'a>>,
}

/// A time bank: each bot starts a game with `start`, its answers to `turn` are taken from it,
/// and `increment` is added after each; an answer must come within what is left (and within the
/// move time). The answer to `start` (the fleet) is not taken from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bank {
    /// The bank at the start of a game.
    pub start: Duration,
    /// Added after each answer to `turn`.
    pub increment: Duration,
}

/// Fleets imposed from a placement book, in `players` order (the first shooter's first).
#[derive(Clone, Copy, Debug)]
pub struct Booked<'a> {
    /// The fleets as the book writes them, for the record.
    pub fleets: [&'a RawValue; 2],
    /// The same as JSON values, to tell a bot that answers with the imposed fleet itself from one
    /// that answers with another (never sent to a bot: protocol 2).
    pub values: [&'a serde_json::Value; 2],
    /// What the record's `meta.match.book` says.
    pub meta: BookMeta,
    /// The book file's SHA-256, 64 lowercase hex digits: the record's `meta.match.book.sha256`,
    /// which `--resume` compares (another book with the same lines is another match).
    pub sha256: &'a str,
}

/// A game played: its record as one line of JSON, and its verdict.
#[derive(Clone, Debug)]
pub struct Played {
    /// The record, compact, without a line end.
    pub record: String,
    /// The referee's verdict on the record.
    pub verdict: Verdict,
    /// Set when a bot exited (or closed its input) in its first game before reading anything:
    /// a program that cannot run (`python3 bot.py` without `bot.py`), not a bot that lost. Says
    /// so, with its command and its standard error; a match stops on it (exit 2).
    pub unstartable: Option<Unstartable>,
    /// Why each forfeit entry of the record was written, as data, by the entry's index in the
    /// log (0-based): its `meta.why` says it in English.
    pub forfeits: Vec<(usize, Why)>,
}

impl From<Bank> for BankMeta {
    fn from(bank: Bank) -> BankMeta {
        BankMeta { ms: millis(bank.start), increment: millis(bank.increment) }
    }
}

/// Room kept in a record for all but its moves (meta, forfeit entries, answers kept): moves
/// that would take the record past [`MAX_RECORD_BYTES`] less this end the game.
const RECORD_ROOM: usize = 256 << 10;

/// The game being played: its entries so far, and the seats in `players` order.
struct LiveGame<'s> {
    seats: [&'s mut Seat; 2],
    names: [String; 2],
    entries: Vec<EntryOut>,
    move_time: [Duration; 2],
    /// What is left of each bot's time bank, if the match gives one; and its increment.
    left: [Option<Duration>; 2],
    increment: Duration,
    /// Set by the first forfeit: the game stops there.
    stopped: bool,
    unjudged: Vec<Unjudged>,
    limit_reached: Option<&'static str>,
    /// The bytes of the moves written, and the shots they fire: what a record may hold.
    bytes: usize,
    shots: usize,
    /// The players who answered an imposed fleet with another (see [`Imposed::Other`]).
    other_fleet: [bool; 2],
    /// See [`Played::unstartable`].
    unstartable: Option<Unstartable>,
    /// See [`Played::forfeits`].
    forfeits: Vec<(usize, Why)>,
}

/// A bot that exited in its first game before reading anything: a program that does not run
/// (`python3 bot.py` without `bot.py`). The facts; [`Unstartable::worded`] says them, and
/// `Display` in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unstartable {
    /// The bot's name.
    pub name: String,
    /// Its command, as given.
    pub command: String,
    /// Why it ended (its forfeit entry's `meta` says it in English, as records are).
    pub why: Why,
    /// Its standard error, if it wrote any (as Python's `can't open file`).
    pub stderr: Option<String>,
}

impl Unstartable {
    /// What it is, in `words`' language: its command, why, and its standard error, a line of
    /// it a line, indented.
    pub fn worded(&self, words: &Words) -> String {
        let args = [
            ("name", text(self.name.as_str())),
            ("command", text(self.command.as_str())),
            ("why", text(self.why.worded(words))),
        ];
        match self.stderr.as_deref().map(str::trim_end).filter(|s| !s.is_empty()) {
            Some(said) => {
                let lines: String = said.lines().map(|l| format!("\n  {l}")).collect();
                format!("{}{lines}", words.say("bot-does-not-run", &args))
            }
            None => words.say("bot-does-not-run-silent", &args),
        }
    }
}

impl std::fmt::Display for Unstartable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

/// What is said of a bot that exited in its first game before reading anything.
fn unstartable(command: &BotCommand, why: &Why, stderr: Option<&str>) -> Unstartable {
    Unstartable {
        name: command.name.clone(),
        command: command.command.clone(),
        why: why.clone(),
        stderr: stderr.map(str::to_owned),
    }
}

impl LiveGame<'_> {
    /// Writes `failure` as a forfeit entry of `side`, stops its bot, and stops the game.
    fn forfeit(&mut self, side: usize, failure: Failure) {
        let stderr = match &failure {
            Failure::Crashed { .. } | Failure::Left { .. } => {
                self.seats[side].bot.as_mut().map(|b| tail(&b.stderr_tail())).filter(|s| !s.is_empty())
            }
            _ => None,
        };
        let seat = &mut self.seats[side];
        if let (Failure::Crashed { why } | Failure::Left { why }, 0, Some(bot)) =
            (&failure, seat.played, seat.bot.as_mut())
            && self.unstartable.is_none()
            && bot.read_nothing()
            // Killed (by its opponent, or a limit) is no program that does not run.
            && bot.exits_of_itself_within(Duration::from_millis(500))
        {
            self.unstartable = Some(unstartable(&seat.command, why, stderr.as_deref()));
        }
        let code = failure.code();
        let (why, said) = self.words(side, failure);
        let meta = EntryMeta { why: Some(why.to_string()), said, stderr, ms: None, left_ms: None };
        self.forfeits.push((self.entries.len(), why));
        self.entries.push(forfeit_entry(&self.names[side], code, meta));
        self.seats[side].stop();
        self.stopped = true;
    }

    /// How long `side` may take for its next answer to `turn`: the move time, or less when its
    /// time bank holds less.
    fn limit(&self, side: usize) -> Duration {
        self.left[side].map_or(self.move_time[side], |left| left.min(self.move_time[side]))
    }

    /// Takes `took` from `side`'s time bank, if it has one, and adds the increment; returns
    /// what is left, in milliseconds.
    fn spend(&mut self, side: usize, took: Duration) -> Option<u64> {
        let left = self.left[side].as_mut()?;
        *left = left.saturating_sub(took).saturating_add(self.increment);
        Some(millis(*left))
    }

    /// Why `failure` happened, and what the bot said, if anything.
    fn words(&self, side: usize, failure: Failure) -> (Why, Option<String>) {
        match failure {
            Failure::Timeout => match self.left[side] {
                Some(left) if left < self.move_time[side] => (Why::NoAnswerInBank { ms: millis(left) }, None),
                _ => (Why::NoAnswer { ms: millis(self.move_time[side]) }, None),
            },
            Failure::Crashed { why } | Failure::Left { why } => (why, None),
            Failure::IllegalMessage { said, why } => (why, Some(said)),
        }
    }

    /// Keeps `side`'s answer (or its failure) to a question asked before the game ended, never
    /// judged; a bot that did not answer, or crashed, is stopped, to be started again.
    fn keep_unjudged(&mut self, side: usize, outcome: Result<AnswerLine, Failure>) {
        let player = self.names[side].clone();
        // An answer read, even one that would not have been a move, leaves the bot as it was.
        let answered = matches!(outcome, Ok(_) | Err(Failure::IllegalMessage { .. }));
        let kept = match outcome {
            Ok(answer) => Unjudged {
                player,
                said: Some(cut(&answer.line, KEPT_SAID).to_owned()),
                ms: Some(millis(answer.took)),
                why: None,
            },
            Err(failure) => {
                let (why, said) = self.words(side, failure);
                Unjudged { player, said, ms: None, why: Some(why.to_string()) }
            }
        };
        self.unjudged.push(kept);
        if !answered || self.seats[side].bot.as_ref().is_some_and(Bot::owes) {
            self.seats[side].stop();
        }
    }

    /// Awaits every answer still owed (asked before the game ended), up to the move time, and
    /// keeps it unjudged.
    fn settle(&mut self) {
        for side in 0..2 {
            while let Some(bot) = self.seats[side].bot.as_mut().filter(|b| b.owes()) {
                let outcome = bot.answer(self.move_time[side]);
                self.keep_unjudged(side, outcome);
            }
        }
    }

    /// The first line either bot wrote when no answer was owed, if any: the earlier, if both did.
    fn unasked(&mut self) -> Option<(usize, Failure)> {
        let mut found: Option<(usize, Failure, Instant)> = None;
        for side in 0..2 {
            let Some(bot) = self.seats[side].bot.as_mut() else { continue };
            if let Err(failure) = bot.unasked()
                && found.as_ref().is_none_or(|f| bot.settled_at() < f.2)
            {
                found = Some((side, failure, bot.settled_at()));
            }
        }
        found.map(|(side, failure, _)| (side, failure))
    }

    /// Asks `side` a question (`start`, `turn`), checking first that it wrote nothing unasked.
    fn ask(&mut self, side: usize, message: &Message) -> Result<(), Failure> {
        let bot = self.seats[side].bot()?;
        bot.unasked()?;
        bot.ask(message)
    }

    /// Tells the bots of `sides` what an entry did; a bot that cannot be told forfeits, unless it
    /// left owing nothing (docs/protocol.md "Fair to every bot"): then its next question, if the
    /// game asks one, finds it gone.
    fn tell(&mut self, message: &Message, sides: &[usize]) {
        for &side in sides {
            let told = self.seats[side].bot().and_then(|bot| {
                bot.unasked()?;
                bot.send(message)
            });
            match told {
                Ok(()) | Err(Failure::Left { .. }) => {}
                Err(failure) => {
                    self.forfeit(side, failure);
                    return;
                }
            }
        }
    }

    /// Asks `side` for its fleet; a bot that left since its last game is started again and
    /// asked again (docs/protocol.md "Fair to every bot": it owed nothing).
    fn ask_fleet(&mut self, side: usize, start: &Message) -> Result<(), Failure> {
        match self.ask(side, start) {
            Err(Failure::Left { .. }) if !self.seats[side].fresh => {
                self.seats[side].stop();
                self.ask(side, start)
            }
            other => other,
        }
    }

    /// Awaits `side`'s fleet and places it, its answer read once; under a book, the answer is
    /// read and the imposed fleet placed.
    fn fleet(
        &mut self,
        side: usize,
        start: &Message,
        rules: &Rules,
        imposed: Option<(&RawValue, &serde_json::Value)>,
    ) -> Result<(Box<RawValue>, Placed), Failure> {
        let move_time = self.move_time[side];
        let answer = self.seats[side].bot()?.answer(move_time);
        // A bot that ends its run after a game's `end` may have read the next `start` ahead,
        // with the rest of its input, without ever seeing it (a buffered reader): exited
        // without a word, it is started again once, as one that left (docs/protocol.md "Fair to
        // every bot").
        let seat = &mut self.seats[side];
        let again = !seat.fresh
            && match &answer {
                Err(Failure::Left { .. }) => true,
                Err(Failure::Crashed { .. }) => seat.bot.as_mut().is_some_and(|b| b.exited() && !b.broke_limit()),
                _ => false,
            };
        let answer = if again {
            seat.stop();
            self.ask(side, start)?;
            self.seats[side].bot()?.answer(move_time)?
        } else {
            answer?
        };
        if let Some((fleet, value)) = imposed {
            self.other_fleet[side] = read_imposed(&answer.line, value)? == Imposed::Other;
            let placed = placement(fleet, rules).map_err(|why| Failure::illegal(&answer.line, why))?;
            return Ok((fleet.to_owned(), placed));
        }
        let (fleet, drawing) = read_fleet(&answer.line)?;
        let placed = place_one(&drawing, rules).map_err(|why| Failure::illegal(&answer.line, why))?;
        Ok((fleet.to_owned(), placed))
    }
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// The last 1 KiB of a bot's standard error, at a character boundary.
fn tail(text: &str) -> String {
    let mut start = text.len().saturating_sub(KEPT_SAID);
    while !text.is_char_boundary(start) {
        start += 1;
    }
    text[start..].to_owned()
}

/// `fleet` placed under `rules` as `broadside check` places it, with what its placement breaks,
/// if the referee can place it within its own limits (a drawing it can split): docs/protocol.md
/// "Fair to every bot": a fleet it cannot place is the sender's `illegal_message`. A drawing is
/// split as it would be with no log; the record is adjudicated again with its log at the end.
///
/// # Errors
/// Why not, in words.
fn place_one(fleet: &FleetDrawing<'_>, rules: &Rules) -> Result<Placed, Why> {
    let [own, _] =
        crate::drawing::place_fleets_before_play([fleet, &FleetDrawing::Ships(Vec::new())], rules, ["0", "1"])
            .map_err(|e| Why::FleetUnplaceable(Box::new(e)))?;
    Ok(own)
}

/// A fleet's JSON (a book's, or one the referee placed) read and placed: [`place_one`].
///
/// # Errors
/// Why not, in words.
fn placement(fleet: &RawValue, rules: &Rules) -> Result<Placed, Why> {
    let drawing: FleetDrawing<'_> =
        serde_json::from_str(fleet.get()).map_err(|e| Why::FleetUnreadable(Box::new(e.into())))?;
    place_one(&drawing, rules)
}

/// A forfeit entry of `player` for `code`, with why in its `meta`.
fn forfeit_entry(player: &str, code: &'static str, meta: EntryMeta) -> EntryOut {
    EntryOut {
        player: Cow::Owned(player.to_owned()),
        forfeit: Some(Cow::Borrowed(code)),
        meta: Some(meta),
        ..EntryOut::default()
    }
}

/// Plays one game between the bots of `seats` (in `players` order, the first shooting first)
/// through the game engine, and adjudicates its record. Every game gets a record: what a bot
/// does wrong is a forfeit entry, and what the referee cannot do ends the game, never the match.
pub fn play(setup: Setup<'_>, seats: [&mut Seat; 2]) -> Played {
    let names = [seats[0].command.name.clone(), seats[1].command.name.clone()];
    let programs = [seats[0].command.command.clone(), seats[1].command.command.clone()];
    let sandbox =
        seats[0].command.sandbox.as_ref().map(|s| SandboxMeta { memory_mb: s.memory_mb, processes: s.processes });
    let mut table = LiveGame {
        seats,
        names: names.clone(),
        entries: Vec::new(),
        move_time: setup.move_time,
        left: [setup.bank.map(|b| b.start); 2],
        increment: setup.bank.map_or(Duration::ZERO, |b| b.increment),
        stopped: false,
        unjudged: Vec::new(),
        limit_reached: None,
        bytes: 0,
        shots: 0,
        other_fleet: [false; 2],
        unstartable: None,
        forfeits: Vec::new(),
    };
    // A line written between games is charged at this game's first entry; a bot that left
    // since its last game owed nothing, and is started again.
    let mut failures: [Option<Failure>; 2] = [0, 1].map(|side| {
        let seat = &mut table.seats[side];
        seat.fresh = false;
        let bot = seat.bot.as_mut()?;
        let unasked = bot.unasked().err();
        if unasked.is_none() && bot.left() {
            seat.stop();
        }
        unasked
    });
    let start = |side: usize| Message::Start {
        game: setup.game,
        rules: setup.spec.clone(),
        you: names[side].clone(),
        opponent: names[1 - side].clone(),
        first: names[0].clone(),
        // Which fleet is imposed is not said: it may be the one the bot shoots at, now or later.
        fleet: setup.book.map(|_| Placement::Imposed),
        protocol: PROTOCOL,
    };
    // Both bots are asked at once, then both answers awaited.
    for (side, failure) in failures.iter_mut().enumerate() {
        if failure.is_none() {
            *failure = table.ask_fleet(side, &start(side)).err();
        }
    }
    let mut fleets: [Option<Box<RawValue>>; 2] = [None, None];
    let mut ships: [Option<Placed>; 2] = [None, None];
    for (side, failure) in failures.iter_mut().enumerate() {
        if failure.is_none() {
            let imposed = setup.book.map(|b| (b.fleets[side], b.values[side]));
            match table.fleet(side, &start(side), setup.rules, imposed) {
                Ok((fleet, placed)) => (fleets[side], ships[side]) = (Some(fleet), Some(placed)),
                Err(e) => *failure = Some(e),
            }
        }
    }
    // Each bot that gave no fleet forfeits it; both, a double forfeit (docs/protocol.md "Fair to
    // every bot"). Under a book its fleet is the book's; else the referee places one.
    let mut placed = [false; 2];
    for (side, failure) in failures.into_iter().enumerate() {
        if let Some(failure) = failure {
            table.forfeit(side, failure);
            fleets[side] = Some(match setup.book {
                Some(b) => b.fleets[side].to_owned(),
                None => {
                    placed[side] = true;
                    place(setup.spec, setup.seed, setup.game, side)
                }
            });
        }
    }
    let mut fleets = fleets.map(|f| f.expect("every fleet is given or placed"));
    let mut referee_error = None;
    if !table.stopped {
        let max_moves = setup.max_moves.min(MAX_MOVES);
        let hidden = setup.book.is_some();
        match ships {
            [Some(a), Some(b)] => {
                play_out(&mut table, setup.rules, [&a, &b], [&fleets[0], &fleets[1]], max_moves, hidden);
            }
            // Never seen: both bots gave fleets that were placed, or the game stopped.
            _ => referee_error = Some("the referee lost a fleet it had placed: no move was played".to_owned()),
        }
    }
    table.settle();
    // A line written unasked after the game's last entry, before its end was told, belongs to the
    // game under way, not to the next: it is written last (after a decided game's end, it changes
    // nothing).
    while let Some((side, failure)) = table.unasked() {
        table.forfeit(side, failure);
    }
    let (record, verdict) = loop {
        let written = RecordOut {
            rules: Some(setup.spec),
            players: [Cow::Borrowed(names[0].as_str()), Cow::Borrowed(names[1].as_str())],
            first: Some(Cow::Borrowed(names[0].as_str())),
            meta: Some(Meta {
                game: Some(MatchMeta {
                    seed: Some(setup.seed),
                    game: Some(setup.game),
                    programs: Some(ByPlayer(vec![
                        (Cow::Borrowed(names[0].as_str()), Cow::Borrowed(programs[0].as_str())),
                        (Cow::Borrowed(names[1].as_str()), Cow::Borrowed(programs[1].as_str())),
                    ])),
                    protocol: Some(PROTOCOL),
                    max_moves: Some(setup.max_moves as u64),
                    move_time: ByPlayer(
                        (0..2).map(|s| (Cow::Borrowed(names[s].as_str()), millis(setup.move_time[s]))).collect(),
                    ),
                    time_bank: setup.bank.map(BankMeta::from),
                    sandbox,
                    placed_by_referee: (0..2)
                        .filter(|&s| placed[s])
                        .map(|s| Cow::Borrowed(names[s].as_str()))
                        .collect(),
                    book: setup.book.map(|b| BookOut { entry: b.meta, sha256: Some(Cow::Borrowed(b.sha256)) }),
                    answered_other_fleet: (0..2)
                        .filter(|&s| table.other_fleet[s])
                        .map(|s| Cow::Borrowed(names[s].as_str()))
                        .collect(),
                    // Taken for the writing and given back below, as the entries are.
                    unjudged_answers: std::mem::take(&mut table.unjudged),
                    limit_reached: table.limit_reached.map(Cow::Borrowed),
                    referee_error: referee_error.clone(),
                }),
            }),
            fleets: ByPlayer(
                (0..2).map(|s| (Cow::Borrowed(names[s].as_str()), FleetOut::AsWritten(fleets[s].clone()))).collect(),
            ),
            shots: std::mem::take(&mut table.entries),
        };
        let record = serde_json::to_string(&written).expect("records serialize");
        table.entries = written.shots;
        table.unjudged = written.meta.and_then(|m| m.game).map(|g| g.unjudged_answers).unwrap_or_default();
        let error = match parse_record(&record).and_then(|r| Referee::default().adjudicate(&r)) {
            Ok(verdict) => break (record, verdict),
            Err(error) => error,
        };
        // The referee placed both fleets alone, but could not with the game's log (a drawing
        // it splits within its limits only without one): the fleet is its sender's
        // `illegal_message` after all, and the game is written without its moves.
        let culprit = (0..2).find(|&s| !placed[s] && error.path() == Some(&JsonPath::fleet(&names[s])));
        table.entries.clear();
        table.forfeits.clear();
        table.limit_reached = None;
        match culprit {
            Some(side) => {
                let why = Why::FleetUnplaceableWithLog(Box::new(error.clone()));
                let said = Some(cut(fleets[side].get(), KEPT_SAID).to_owned());
                let meta = EntryMeta { why: Some(why.to_string()), said, ..EntryMeta::default() };
                table.forfeits.push((table.entries.len(), why));
                table.entries.push(forfeit_entry(&names[side], "illegal_message", meta));
                placed[side] = true;
                fleets[side] = place(setup.spec, setup.seed, setup.game, side);
            }
            None => {
                // Never seen: a record the match wrote that its referee cannot read. The game
                // is written without moves or bots' fleets, and says why.
                referee_error = Some(error.to_string());
                for side in 0..2 {
                    placed[side] = true;
                    fleets[side] = place(setup.spec, setup.seed, setup.game, side);
                }
            }
        }
    };
    let end = Message::End {
        outcome: word(&verdict.outcome),
        winner: verdict.winner.clone(),
        reason: verdict.reason.as_ref().map(word),
    };
    for seat in table.seats {
        seat.played += 1;
        // The game is over: a bot that cannot hear it is started again for the next one.
        if let Some(bot) = seat.bot.as_mut()
            && bot.send(&end).is_err()
        {
            seat.stop();
        }
    }
    Played { record, verdict, unstartable: table.unstartable, forfeits: table.forfeits }
}

/// A unit enum's JSON word (`"win"`, `"fleet_destroyed"`).
fn word(value: &impl Serialize) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// A random legal fleet under `spec`, from the match's seed, the game and the side, as
/// `broadside generate` places one: the fleet the referee writes for a bot that gave none, so
/// that its forfeit entry, not an empty fleet, decides.
fn place(spec: &RulesSpec, seed: u64, game: u64, side: usize) -> Box<RawValue> {
    let fleet =
        crate::generate::random_fleet(spec, seed ^ (game << 1 | side as u64)).unwrap_or(FleetOut::Ships(Vec::new()));
    serde_json::value::to_raw_value(&fleet).expect("fleets serialize")
}

/// Plays the game's moves through the engine until it says the game is over, a foul decides
/// it, a bot forfeits, or a limit is reached. `placed` are the fleets as `broadside check`
/// places them, `fleets` as written. With `hidden` (the fleets come from a book, and may come
/// back), each shot is told to its shooter only: the opponent's shots would show a bot where its
/// own fleet lies (protocol 2).
fn play_out(
    table: &mut LiveGame<'_>,
    rules: &Rules,
    placed: [&Placed; 2],
    fleets: [&RawValue; 2],
    max_moves: usize,
    hidden: bool,
) {
    let [(first, found0), (second, found1)] = placed;
    // A placement foul ends the game before a shot.
    if found0.iter().chain(found1).any(|v| v.severity == Severity::Foul) {
        return;
    }
    let room = MAX_RECORD_BYTES.saturating_sub(RECORD_ROOM + fleets[0].get().len() + fleets[1].get().len());
    let names = table.names.clone();
    let mut game = engine::Game::new(rules, [first, second], 0, [&names[0], &names[1]]);
    let simultaneous = rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous;
    while !table.stopped {
        let Some(turn) = game.next() else { return };
        // A line written unasked since the last entry is that bot's illegal message, here.
        if let Some((side, failure)) = table.unasked() {
            table.forfeit(side, failure);
            return;
        }
        // Under simultaneous salvo both bots fire a round's volleys at once.
        let (sides, allowances): (&[usize], [u64; 2]) = if simultaneous && game.round_opener().is_none() {
            (&[0, 1], [game.allowance(0), game.allowance(1)])
        } else if turn.player == Side::First {
            (&[0], [turn.allowance, 0])
        } else {
            (&[1], [0, turn.allowance])
        };
        if table.entries.len() + sides.len() > max_moves {
            table.limit_reached = Some("moves");
            return;
        }
        for &side in sides {
            let allowance = u32::try_from(allowances[side]).unwrap_or(u32::MAX);
            if let Err(failure) = table.ask(side, &Message::Turn { allowance }) {
                // A bot already asked this round is awaited at the end, unjudged.
                table.forfeit(side, failure);
                return;
            }
        }
        // Every answer of the round is awaited; the earliest failure, if any, ends the game, and
        // the round's other answers are kept unjudged.
        let mut answers: Vec<(usize, Result<Move, Failure>, Instant)> = Vec::with_capacity(2);
        for &side in sides {
            let limit = table.limit(side);
            let answer = table.seats[side].bot().and_then(|b| b.answer(limit));
            let when = table.seats[side].bot.as_ref().map_or_else(Instant::now, Bot::settled_at);
            let answer = answer.and_then(|said| read_at(&said.line).map(|(at, shots)| Move { at, shots, said }));
            answers.push((side, answer, when));
        }
        let failed = answers.iter().filter(|a| a.1.is_err()).min_by_key(|a| a.2).map(|a| a.0);
        if let Some(failed) = failed {
            for (side, answer, _) in answers {
                match answer {
                    Err(failure) if side == failed => table.forfeit(side, failure),
                    other => table.keep_unjudged(side, other.map(|m| m.said)),
                }
            }
            return;
        }
        let moves: Vec<(usize, Move)> = answers.into_iter().filter_map(|(side, m, _)| Some((side, m.ok()?))).collect();
        // What a record may hold: past it, the game ends where it stands, as at the move limit.
        let bytes: usize = moves.iter().map(|(side, m)| m.at.get().len() + 128 + names[*side].len()).sum();
        let shots: usize = moves.iter().map(|(_, m)| m.shots).sum();
        let limit = if table.bytes + bytes > room {
            Some("record_bytes")
        } else if table.shots + shots > MAX_LOG_SHOTS {
            Some("log_shots")
        } else {
            None
        };
        if limit.is_some() {
            table.limit_reached = limit;
            for (side, m) in moves {
                table.keep_unjudged(side, Ok(m.said));
            }
            return;
        }
        table.bytes += bytes;
        table.shots += shots;
        let mut told = Vec::with_capacity(2);
        let mut decided = false;
        for (side, Move { at, said, .. }) in moves {
            let left_ms = table.spend(side, said.took);
            let Ok(target) = serde_json::from_str::<Target<'_>>(at.get()) else { return };
            let mut truth = None;
            let step = game.play_with(Side::of(side == 1), &target, |game| {
                let defender = 1 - side;
                let struck = game.last_struck(defender);
                let reply = game.truth(defender, matches!(target, Target::Volley(_)), &struck);
                let answer = reply.answer(rules);
                truth = Some(told_reply(&reply, rules));
                answer
            });
            decided = step.over || step.violations.iter().any(|v| v.severity == Severity::Foul);
            let Some((reply, ship)) = truth else { return };
            let wire_at = wire(&target);
            drop(target);
            table.entries.push(EntryOut {
                player: Cow::Owned(names[side].clone()),
                at: Some(AtOut::AsWritten(at)),
                reply: Some(reply.clone()),
                ship: ship.clone(),
                meta: Some(EntryMeta { ms: Some(millis(said.took)), left_ms, ..EntryMeta::default() }),
                ..EntryOut::default()
            });
            told.push((side, Message::Shot { player: names[side].clone(), at: wire_at, reply, ship }));
            if decided {
                break;
            }
        }
        for (side, message) in &told {
            let shooter = [*side];
            table.tell(message, if hidden { &shooter } else { &[0, 1] });
            if table.stopped {
                return;
            }
        }
        if decided {
            return;
        }
    }
}

/// A bot's answer to `turn`, read: what it fires at as it wrote it, how many shots, and the line.
struct Move {
    at: Box<RawValue>,
    shots: usize,
    said: AnswerLine,
}

/// The target as the bots are told it: `[column, row]` pairs.
fn wire(target: &Target<'_>) -> At {
    let pair = |c: &crate::coord::Coordinate<'_>| {
        [c.col.clamp(i64::MIN.into(), i64::MAX.into()) as i64, c.row.clamp(i64::MIN.into(), i64::MAX.into()) as i64]
    };
    match target {
        Target::Shot(c) => At::Shot(pair(c)),
        other => At::Volley(other.shots().iter().map(pair).collect()),
    }
}

/// A truthful reply as the record writes it and the bots are told it (docs/protocol.md "`shot`:
/// what a shot did"): a volley's hits by class in the order of the class names.
fn told_reply(reply: &engine::ClassReply, rules: &Rules) -> (ReplyOut, Option<String>) {
    let (mut reply, ship) = reply.written(rules);
    if let ReplyOut::Volley { hits, .. } = &mut reply {
        hits.0.sort_by(|a, b| a.0.cmp(&b.0));
    }
    (reply, ship)
}
