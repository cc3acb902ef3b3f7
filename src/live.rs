//! One game played live between two bots (contract §6): the referee asks each bot for its fleet
//! and its shots in the order the rules give, tells both what each shot did, and writes the game
//! as a record (contract §2) whose verdict, from the same referee as `broadside check`, is the
//! game's result.
//!
//! What a bot does wrong outside the rules becomes a forfeit entry by it, and the game stops
//! there, as it does at its first foul or when a fleet is destroyed.

use std::borrow::Cow;
use std::time::Duration;

use serde::Serialize;
use serde_json::value::RawValue;

use crate::bot::{Bot, BotCommand, Failure};
use crate::engine::{self, Answer, Effect};
use crate::error::InputError;
use crate::game::{Referee, parse_record};
use crate::protocol::{At, Message, ShotReply, Word, read_at, read_fleet};
use crate::record::{ClassCounts, Reply, ShotReply as Said, Target, VolleyReply};
use crate::rules::{Rules, RulesSpec, SalvoOrder, Turns};
use crate::verdict::{Severity, Verdict};

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
    /// is started again rather than charged with a crash; one its sandbox stopped for going over
    /// a limit is kept, to be charged in this game (contract §7).
    fn ready(&mut self) {
        if self.bot.as_mut().is_some_and(|b| b.exited() && !b.broke_limit()) {
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
/// through the game engine, and adjudicates its record.
///
/// # Errors
/// An [`InputError`] only if the record the match wrote cannot be adjudicated, which would be a
/// fault of the match, not of a bot.
pub fn play(setup: Setup<'_>, seats: [&mut Seat; 2]) -> Result<Game, InputError> {
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
            fleets[side] = Some(place(setup.spec, setup.seed ^ (setup.game << 1 | side as u64)));
        }
    }
    let fleets = fleets.map(|f| f.expect("every fleet is given or placed"));
    if !table.stopped {
        play_out(&mut table, setup.rules, [&fleets[0], &fleets[1]]);
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

/// A random legal fleet under `spec` from `seed`, as `broadside generate` places one: the fleet
/// the referee writes for a bot that gave none, so that its forfeit entry, not an empty fleet,
/// decides.
fn place(spec: &RulesSpec, seed: u64) -> Box<RawValue> {
    let fleet = crate::generate::Generator::new(vec![spec.clone()], seed)
        .map(|g| g.game(0, crate::generate::FaultChoice::None).record.fleets[0].1.clone())
        .unwrap_or_default();
    serde_json::value::to_raw_value(&fleet).expect("fleets serialize")
}

/// Plays the game's moves through the engine until it says the game is over, a foul decides
/// it, or a bot forfeits.
fn play_out(table: &mut Table<'_>, rules: &Rules, fleets: [&RawValue; 2]) {
    // The fleets as `broadside check` places them; a placement foul ends the game before a shot.
    let text = format!("{{\"fleets\": {{\"0\": {}, \"1\": {}}}, \"shots\": []}}", fleets[0].get(), fleets[1].get());
    let Ok(record) = parse_record(&text) else { return };
    let Ok([(first, found0), (second, found1)]) = crate::drawing::place_fleets(&record, rules, ["0", "1"], &[], 0)
    else {
        return;
    };
    if found0.iter().chain(&found1).any(|v| v.severity == Severity::Foul) {
        return;
    }
    let names = [table.name(0), table.name(1)];
    let mut game = engine::Game::new(rules, [&first, &second], 0, [&names[0], &names[1]]);
    let simultaneous = rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous;
    while !table.stopped {
        let Some(turn) = game.next() else { return };
        // Under simultaneous salvo both bots fire a round's volleys at once.
        let (sides, allowances): (&[usize], [u64; 2]) = if simultaneous && game.round_opener().is_none() {
            (&[0, 1], [game.allowance(0), game.allowance(1)])
        } else if turn.player == 0 {
            (&[0], [turn.allowance, 0])
        } else {
            (&[1], [0, turn.allowance])
        };
        let mut answers = Vec::with_capacity(2);
        for &side in sides {
            let allowance = u32::try_from(allowances[side]).unwrap_or(u32::MAX);
            if let Err(failure) = table.send(side, &Message::Turn { allowance }) {
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
        let mut decided = false;
        for (side, (at, took)) in answers {
            let Ok(target) = serde_json::from_str::<Target<'_>>(at.get()) else { return };
            let mut truth = None;
            let step = game.play_with(side, &target, |game| {
                let (answer, reply, ship) = truthful(game, rules, 1 - side, matches!(target, Target::Volley(_)));
                truth = Some((reply, ship));
                answer
            });
            decided = step.over || step.violations.iter().any(|v| v.severity == Severity::Foul);
            let Some((reply, ship)) = truth else { return };
            let wire_at = wire(&target);
            drop(target);
            table.entries.push(Entry::Shot {
                player: names[side].clone(),
                at,
                reply: reply.clone(),
                ship: ship.clone(),
                meta: Took { ms: u64::try_from(took.as_millis()).unwrap_or(u64::MAX) },
            });
            told.push(Message::Shot { player: names[side].clone(), at: wire_at, reply, ship });
            if decided {
                break;
            }
        }
        for message in &told {
            table.tell(message);
            if table.stopped {
                return;
            }
        }
        if decided {
            return;
        }
    }
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

/// The truthful reply to the shots just fired at `defender`, as the engine reads it and as a
/// record and the bots are told it: what each shot did (contract §3, "Shots": a repeated shot
/// or one off the board does no damage and is answered `miss`).
fn truthful<'r>(
    game: &engine::Game<'_>,
    rules: &'r Rules,
    defender: usize,
    volley: bool,
) -> (Answer<'r>, ShotReply, Option<String>) {
    let fleet = game.fleet(defender);
    let class = |ship: usize| fleet.ships.get(ship).and_then(|s| s.class).and_then(|c| rules.fleet.get(c));
    if !volley {
        let (word, said, ship) = match game.last_shots().first().map(|s| s.effect) {
            Some(Effect::Hit(ship)) => (Word::Hit, Said::Hit, class(ship)),
            Some(Effect::Sunk(ship)) => (Word::Sunk, Said::Sunk, class(ship)),
            _ => (Word::Miss, Said::Miss, None),
        };
        let name = ship.map(|c| c.name.as_str());
        return (
            Answer { reply: Some(Reply::Shot(said)), ship: name.map(Cow::Borrowed) },
            ShotReply::Shot(word),
            name.map(str::to_owned),
        );
    }
    let mut hits: Vec<(&'r str, u32)> = Vec::new();
    let mut sunk: Vec<&'r str> = Vec::new();
    for shot in game.last_shots() {
        let (Effect::Hit(ship) | Effect::Sunk(ship)) = shot.effect else { continue };
        let Some(c) = class(ship) else { continue };
        match hits.iter_mut().find(|h| h.0 == c.name) {
            Some(h) => h.1 += 1,
            None => hits.push((&c.name, 1)),
        }
        if matches!(shot.effect, Effect::Sunk(_)) {
            sunk.push(&c.name);
        }
    }
    let answer = Answer {
        reply: Some(Reply::Volley(Box::new(VolleyReply {
            hits: ClassCounts(hits.iter().map(|&(n, k)| (Cow::Borrowed(n), k)).collect()),
            sunk: sunk.iter().map(|&n| Cow::Borrowed(n)).collect(),
        }))),
        ship: None,
    };
    let reply = ShotReply::Volley {
        hits: hits.iter().map(|&(n, k)| (n.to_owned(), k)).collect(),
        sunk: sunk.iter().map(|&n| n.to_owned()).collect(),
    };
    (answer, reply, None)
}
