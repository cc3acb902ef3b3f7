//! The bot protocol (docs/protocol.md): the messages `broadside match` sends a bot and the answers
//! it reads, one JSON object a line each way.
//!
//! Coordinates in messages are `[column, row]` pairs counted from 0 (the form bots write);
//! answers may use either form of docs/format.md §2 (`"C4"` or `[2, 3]`).
//!
//! The protocol's version is [`PROTOCOL`], sent in every `start`. Version 2 keeps hidden
//! information hidden (docs/protocol.md "What a bot is told (protocol 2)"): under a placement book
//! a bot is not told the fleet imposed on it, nor where the opponent's shots struck, since the same
//! fleet may be the one it shoots at (a pair's other game, a one-fleet entry, an entry that
//! returns).

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::error::{InputError, SystemError};
use crate::record::write::ReplyOut;
use crate::record::{FleetDrawing, Target};
use crate::rules::RulesSpec;
use crate::words::{Words, text};

/// A coordinate on the wire: `[column, row]`, both from 0 (`[2, 3]` is C4). A shot off the board
/// keeps its numbers (`[-1, 0]`, `[10, 0]`).
pub type Pair = [i64; 2];

/// The protocol's version, sent in every `start` (`"protocol": 2`) and written in every record's
/// `meta.match.protocol`. Version 1 (no `protocol` field) told a bot its imposed fleet and every
/// shot of both players; version 2 tells it neither under a book (docs/protocol.md).
pub const PROTOCOL: u32 = 2;

/// The longest answer line a bot may write, in bytes (64 KiB; docs/protocol.md "Lines"), its line
/// end (`\n` or `\r\n`) not counted. A longer line is an `illegal_message` as soon as its byte past
/// the limit arrives, and no more of it than this is ever held.
pub const MAX_LINE: usize = 64 << 10;
/// How much of what a bot said an `illegal_message` keeps in the entry's `meta`, in bytes
/// (1 KiB; docs/protocol.md "What a bot must not do").
pub const KEPT_SAID: usize = 1 << 10;

/// Why a bot forfeited, as data: [`Why::worded`] says it in a person's language, and `Display`
/// in the English a record's forfeit entry keeps in its `meta.why` (docs/format.md §2 "Forfeit
/// entries"; records are English in every language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// No answer within the move time, `ms` milliseconds.
    NoAnswer {
        /// The move time, in milliseconds.
        ms: u64,
    },
    /// No answer within what was left of its time bank, `ms` milliseconds.
    NoAnswerInBank {
        /// What was left, in milliseconds.
        ms: u64,
    },
    /// Its program could not be started.
    CouldNotStart(StartError),
    /// A message could not be written to it.
    CannotWrite(SystemError),
    /// Its input was found closed when a message was to be written.
    InputClosed,
    /// It exited or closed its input before it was asked for an answer.
    ClosedInputBeforeAsked,
    /// It exited or closed its input, owing nothing.
    ClosedInput,
    /// It stopped reading its input while it owed an answer.
    StoppedReading,
    /// It left its input unread for `secs` seconds.
    InputUnread {
        /// How long, in seconds.
        secs: u64,
    },
    /// It was waited for though no answer was asked for.
    NothingAsked,
    /// It closed its output while it owed an answer.
    ClosedOutput,
    /// It closed its output before it read the question.
    ClosedOutputBeforeQuestion,
    /// Its process exited while it owed an answer.
    Exited,
    /// Its process exited before it read the question.
    ExitedBeforeQuestion,
    /// It went over its memory limit (`--bot-memory`), in MB, and was stopped.
    OverMemory {
        /// The limit, in MB.
        mb: u64,
    },
    /// It went over its limit of processes and threads (`--bot-processes`) and was stopped.
    OverProcesses {
        /// The limit.
        count: u32,
    },
    /// `why`, and how its process ended.
    Ended {
        /// What it did.
        why: Box<Why>,
        /// How its process ended.
        ended: Ended,
    },
    /// Its answer is not UTF-8 text.
    NotUtf8,
    /// Its answer is longer than `max` bytes ([`MAX_LINE`]).
    TooLong {
        /// The most a line may have, in bytes.
        max: usize,
    },
    /// It wrote a line when no answer was owed.
    Unowed,
    /// Its answer is not one JSON object of the kind asked for, `expected` (`{"at": [column,
    /// row]}`).
    NotTheObject {
        /// The object asked for, as JSON.
        expected: &'static str,
        /// What the JSON reader found wrong.
        error: Box<JsonSaid>,
    },
    /// Its fleet is not a list of ships or a drawing.
    NotAFleet(Box<JsonSaid>),
    /// Its `at` is not a coordinate or a list of them.
    NotATarget(Box<JsonSaid>),
    /// The fleet the referee was to play for it (a book's) cannot be read.
    FleetUnreadable(Box<JsonSaid>),
    /// The fleet cannot be placed by the referee within its own limits.
    FleetUnplaceable(Box<InputError>),
    /// The fleet, placed alone, cannot be placed by the referee with the game's log.
    FleetUnplaceableWithLog(Box<InputError>),
}

/// Why a bot's program could not be started. `Display` says it in English (a record's
/// `meta.why` keeps it); [`StartError::worded`] in a person's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The operating system refused (the program not found, not executable …).
    System(SystemError),
    /// Under root, a file or folder of the bot's own is not readable by the user its sandbox
    /// runs it as (docs/sandbox.md "What `--sandbox` gives each bot").
    Unreadable {
        /// The file or folder.
        path: String,
        /// Its permission bits.
        mode: u32,
        /// Its owner's user id.
        owner: u32,
        /// The user id the bot runs as.
        uid: u32,
    },
}

impl From<std::io::Error> for StartError {
    fn from(e: std::io::Error) -> Self {
        StartError::System((&e).into())
    }
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::System(e) => e.fmt(f),
            StartError::Unreadable { path, mode, owner, uid } => write!(
                f,
                "{path} (mode {mode:o}, uid {owner}) is not readable by the user the contained bot runs as (uid {uid}): under root a bot runs as the owner of its folder, or as nobody when that is root; give the folder to a user (chown -R USER {path}) or let any user read it (chmod -R o+rX {path})"
            ),
        }
    }
}

impl StartError {
    /// Why, in `words`' language.
    pub fn worded(&self, words: &Words) -> String {
        match self {
            StartError::System(e) => words.io_why(&e.why),
            StartError::Unreadable { path, mode, owner, uid } => words.say(
                "bot-start-unreadable",
                &[
                    ("path", text(path.as_str())),
                    ("mode", text(format!("{mode:o}"))),
                    ("owner", text(owner.to_string())),
                    ("uid", text(uid.to_string())),
                ],
            ),
        }
    }
}

/// What the JSON reader found wrong in a line, as data (its fault and column) and in
/// serde_json's own English words (for a record's `meta`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonSaid {
    /// The fault, at its line and column of the line read.
    pub error: InputError,
    /// serde_json's words (`expected value at line 1 column 1`).
    pub said: String,
}

impl JsonSaid {
    /// What is wrong and at which column of the line, in `words`' language.
    pub fn worded(&self, words: &Words) -> String {
        let detail = words.json_reason(&self.error.fault);
        match self.error.position() {
            Some((_, column)) => {
                words.say("json-at-column", &[("detail", text(detail)), ("column", crate::words::num(column as u64))])
            }
            None => detail,
        }
    }
}

impl From<serde_json::Error> for JsonSaid {
    fn from(e: serde_json::Error) -> Self {
        let said = e.to_string();
        JsonSaid { error: InputError::from_json(e, None), said }
    }
}

/// How a process ended: its exit code, or the signal that ended it. `Display` gives the
/// standard library's English (`exit status: 1`, `signal: 9 (SIGKILL)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// The exit code, where it exited.
    pub code: Option<i32>,
    /// The signal that ended it, where one did.
    pub signal: Option<i32>,
    /// The standard library's words.
    said: String,
}

impl From<std::process::ExitStatus> for Ended {
    fn from(status: std::process::ExitStatus) -> Self {
        #[cfg(unix)]
        let signal = std::os::unix::process::ExitStatusExt::signal(&status);
        #[cfg(not(unix))]
        let signal = None;
        Ended { code: status.code(), signal, said: status.to_string() }
    }
}

impl std::fmt::Display for Ended {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said)
    }
}

impl Ended {
    /// How it ended, in `words`' language: `exit code 1`, `signal 9 (SIGKILL)`.
    pub fn worded(&self, words: &Words) -> String {
        match (self.code, self.signal) {
            (Some(code), _) => words.say("process-exit-code", &[("code", text(code.to_string()))]),
            (None, Some(signal)) => words
                .say("process-signal", &[("signal", text(signal.to_string())), ("name", text(signal_name(signal)))]),
            (None, None) => words.say("process-ended", &[]),
        }
    }
}

/// A signal's name (`SIGKILL`) as POSIX gives it on Linux, or its number.
fn signal_name(signal: i32) -> String {
    const NAMES: [&str; 31] = [
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGSTKFLT",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    usize::try_from(signal - 1).ok().and_then(|i| NAMES.get(i)).map_or_else(|| signal.to_string(), |n| (*n).to_owned())
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Why::NoAnswer { ms } => write!(f, "no answer within {ms} ms"),
            Why::NoAnswerInBank { ms } => write!(f, "no answer within the {ms} ms left of its time bank"),
            Why::CouldNotStart(e) => write!(f, "it could not be started: {e}"),
            Why::CannotWrite(e) => write!(f, "cannot write the message: {e}"),
            Why::InputClosed => f.write_str("its input is closed"),
            Why::ClosedInputBeforeAsked => f.write_str("it exited or closed its input before it was asked"),
            Why::ClosedInput => f.write_str("it exited or closed its input"),
            Why::StoppedReading => f.write_str("it stopped reading its input"),
            Why::InputUnread { secs } => write!(f, "it left its input unread for {secs} s"),
            Why::NothingAsked => f.write_str("no answer was asked for"),
            Why::ClosedOutput => f.write_str("it closed its output"),
            Why::ClosedOutputBeforeQuestion => f.write_str("it closed its output before it read the question"),
            Why::Exited => f.write_str("it exited"),
            Why::ExitedBeforeQuestion => f.write_str("it exited before it read the question"),
            Why::OverMemory { mb } => {
                write!(f, "it went over its memory limit of {mb} MB (--bot-memory) and was stopped")
            }
            Why::OverProcesses { count } => {
                write!(f, "it went over its limit of {count} processes and threads (--bot-processes) and was stopped")
            }
            Why::Ended { why, ended } => write!(f, "{why} ({ended})"),
            Why::NotUtf8 => f.write_str("the answer is not UTF-8 text"),
            Why::TooLong { max } => write!(f, "the answer is longer than {max} bytes"),
            Why::Unowed => f.write_str("a line written when no answer was owed"),
            Why::NotTheObject { expected, error } => write!(f, "expected one JSON object {expected}: {}", error.said),
            Why::NotAFleet(e) => write!(f, "the fleet is not a list of ships or a drawing: {}", e.said),
            Why::NotATarget(e) => write!(f, "\"at\" is not a coordinate or a list of them: {}", e.said),
            Why::FleetUnreadable(e) => write!(f, "the referee cannot read the fleet: {}", e.said),
            Why::FleetUnplaceable(e) => {
                write!(f, "the referee cannot place the fleet: {}", Words::default().fault(&e.fault))
            }
            Why::FleetUnplaceableWithLog(e) => write!(
                f,
                "the referee cannot place the fleet with the game's log: {}",
                Words::default().fault(&e.fault)
            ),
        }
    }
}

impl Why {
    /// Why, in `words`' language.
    pub fn worded(&self, words: &Words) -> String {
        let json = |id: &str, e: &JsonSaid, expected: Option<&str>| {
            let mut args = vec![("detail", text(e.worded(words)))];
            if let Some(expected) = expected {
                args.push(("expected", text(expected.to_owned())));
            }
            words.say(id, &args)
        };
        let ms = |id: &str, ms: u64| words.say(id, &[("ms", crate::words::num(ms))]);
        match self {
            Why::NoAnswer { ms: n } => ms("bot-why-no-answer", *n),
            Why::NoAnswerInBank { ms: n } => ms("bot-why-no-answer-in-bank", *n),
            Why::CouldNotStart(e) => words.say("bot-why-could-not-start", &[("error", text(e.worded(words)))]),
            Why::CannotWrite(e) => words.say("bot-why-cannot-write", &[("error", text(words.io_why(&e.why)))]),
            Why::InputClosed => words.say("bot-why-input-closed", &[]),
            Why::ClosedInputBeforeAsked => words.say("bot-why-closed-input-before-asked", &[]),
            Why::ClosedInput => words.say("bot-why-closed-input", &[]),
            Why::StoppedReading => words.say("bot-why-stopped-reading", &[]),
            Why::InputUnread { secs } => words.say("bot-why-input-unread", &[("seconds", crate::words::num(*secs))]),
            Why::NothingAsked => words.say("bot-why-nothing-asked", &[]),
            Why::ClosedOutput => words.say("bot-why-closed-output", &[]),
            Why::ClosedOutputBeforeQuestion => words.say("bot-why-closed-output-before-question", &[]),
            Why::Exited => words.say("bot-why-exited", &[]),
            Why::ExitedBeforeQuestion => words.say("bot-why-exited-before-question", &[]),
            Why::OverMemory { mb } => words.say("bot-why-over-memory", &[("mb", crate::words::num(*mb))]),
            Why::OverProcesses { count } => {
                words.say("bot-why-over-processes", &[("count", crate::words::num(u64::from(*count)))])
            }
            Why::Ended { why, ended } => {
                words.say("bot-why-ended", &[("why", text(why.worded(words))), ("ended", text(ended.worded(words)))])
            }
            Why::NotUtf8 => words.say("bot-why-not-utf8", &[]),
            Why::TooLong { max } => words.say("bot-why-too-long", &[("max", crate::words::num(*max as u64))]),
            Why::Unowed => words.say("bot-why-unowed", &[]),
            Why::NotTheObject { expected, error } => json("bot-why-not-the-object", error, Some(expected)),
            Why::NotAFleet(e) => json("bot-why-not-a-fleet", e, None),
            Why::NotATarget(e) => json("bot-why-not-a-target", e, None),
            Why::FleetUnreadable(e) => json("bot-why-fleet-unreadable", e, None),
            Why::FleetUnplaceable(e) => {
                words.say("bot-why-fleet-unplaceable", &[("detail", text(words.fault(&e.fault)))])
            }
            Why::FleetUnplaceableWithLog(e) => {
                words.say("bot-why-fleet-unplaceable-with-log", &[("detail", text(words.fault(&e.fault)))])
            }
        }
    }
}

/// What a bot did wrong outside the rules: the forfeit reasons of docs/format.md §2 "Forfeit
/// entries" that a match runner writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No answer within the move time.
    Timeout,
    /// The bot exited, closed its output or its input, or could not be started; `why` says which.
    Crashed {
        /// Why, as data; `Display` gives the English of the entry's `meta`.
        why: Why,
    },
    /// The bot exited or closed its output before it had read the message that asked for an
    /// answer: it owed none (docs/protocol.md "Fair to every bot": a bot that exits between games
    /// is started again, not charged). In a game under way the match writes it as `crashed`.
    Left {
        /// Why, as data; `Display` gives the English of the entry's `meta`.
        why: Why,
    },
    /// An answer that is not one JSON object of the kind asked for, a line over [`MAX_LINE`],
    /// bytes that are not UTF-8, or a line written when no answer was owed.
    IllegalMessage {
        /// What the bot wrote, cut to [`KEPT_SAID`] bytes.
        said: String,
        /// Why, as data; `Display` gives the English of the entry's `meta`.
        why: Why,
    },
}

impl Failure {
    /// The forfeit reason as a record writes it: `timeout`, `crashed` or `illegal_message`.
    pub fn code(&self) -> &'static str {
        match self {
            Failure::Timeout => "timeout",
            Failure::Crashed { .. } | Failure::Left { .. } => "crashed",
            Failure::IllegalMessage { .. } => "illegal_message",
        }
    }

    /// An `illegal_message` for the line `said`, cut to [`KEPT_SAID`] bytes.
    pub fn illegal(said: &str, why: Why) -> Self {
        Failure::IllegalMessage { said: cut(said, KEPT_SAID).to_owned(), why }
    }
}

/// `text` cut to at most `limit` bytes, at a character boundary.
pub fn cut(text: &str, limit: usize) -> &str {
    if text.len() <= limit {
        return text;
    }
    let mut end = limit;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// A `start` without `protocol`: version 1's.
fn protocol_one() -> u32 {
    1
}

/// Where a bot's fleet comes from, in `start`'s `fleet` (absent: the bot places its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// `"imposed"`: the referee imposes a fleet from a placement book (`match --book`), and does
    /// not say which (protocol 2): the bot answers `{"fleet": "given"}`.
    Imposed,
}

/// A message to a bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Message {
    /// A new game: answer [`FleetAnswer`].
    Start {
        /// The game's index in the match, from 0.
        game: u64,
        /// The rules, resolved: every part set, as `broadside rules NAME` prints them.
        rules: RulesSpec,
        /// The bot's player name in this game.
        you: String,
        /// The other player's name.
        opponent: String,
        /// Who shoots first.
        first: String,
        /// `"imposed"` when the referee imposes the bot's fleet (`match --book`), without saying
        /// which: the bot answers `{"fleet": "given"}`. Absent when the bot places its own.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fleet: Option<Placement>,
        /// The protocol's version, [`PROTOCOL`] (1 when absent).
        #[serde(default = "protocol_one")]
        protocol: u32,
    },
    /// The bot's turn: answer [`AtAnswer`] with `allowance` shots (1 under single-shot turns).
    Turn {
        /// How many shots the rules give (docs/format.md §3 "Replay": the salvo allowance, or 1).
        allowance: u32,
    },
    /// A log entry as played, sent to both bots, with the truthful reply. No answer.
    Shot {
        /// The shooter.
        player: String,
        /// One shot or a volley.
        at: At,
        /// The truth, as a record writes it.
        reply: ReplyOut,
        /// The class a one-shot hit or sunk struck (always named for `sunk`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ship: Option<String>,
    },
    /// The game is over: the verdict's outcome, winner and reason (docs/format.md §4). No answer.
    End {
        /// `win`, `draw`, `unfinished` (the move limit) or `double_forfeit`.
        outcome: String,
        /// The winner, or null.
        winner: Option<String>,
        /// `fleet_destroyed`, `forfeit`, `resigned` or null.
        reason: Option<String>,
    },
}

/// What an entry fires at, on the wire.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum At {
    /// One shot: `[2, 3]`.
    Shot(Pair),
    /// A volley: `[[2, 3], [4, 5]]`.
    Volley(Vec<Pair>),
}

/// The answer to `start`: the bot's fleet, as a player's fleet in a record (docs/format.md §2: a
/// list of ships, or `{"grid": [...]}`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetAnswer<F> {
    /// The fleet.
    pub fleet: F,
}

/// The answer to `turn`: one coordinate or a list of them (docs/format.md §2 "Log entries").
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AtAnswer<A> {
    /// Where the bot fires.
    pub at: A,
}

/// One ship as a bot writes it: its class and its cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShipAnswer {
    /// The class name.
    pub ship: String,
    /// The ship's cells, `[column, row]` from 0.
    pub cells: Vec<Pair>,
}

/// Reads a bot's answer to `start`: one JSON object `{"fleet": FLEET}` whose fleet has the shape
/// of a record's fleet. Returns the fleet's JSON as the bot wrote it, for the record, and the
/// fleet read (to place it without reading it again). Whether the placement is legal is the
/// referee's to judge.
///
/// # Errors
/// [`Failure::IllegalMessage`] with the line and what was wrong.
pub fn read_fleet(line: &str) -> Result<(&RawValue, FleetDrawing<'_>), Failure> {
    let answer: FleetAnswer<&RawValue> =
        serde_json::from_str(line).map_err(|e| not_asked(line, "{\"fleet\": [...]}", e))?;
    let drawing = serde_json::from_str::<FleetDrawing<'_>>(answer.fleet.get())
        .map_err(|e| Failure::illegal(line, Why::NotAFleet(Box::new(e.into()))))?;
    Ok((answer.fleet, drawing))
}

/// A bot's answer to a `start` that imposed its fleet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Imposed {
    /// `{"fleet": "given"}`, or the very fleet imposed.
    Given,
    /// Some other fleet: not judged (the imposed fleet is played), only noted.
    Other,
}

/// Reads a bot's answer to a `start` that imposed `fleet`: `{"fleet": "given"}` or one JSON
/// object `{"fleet": FLEET}` as [`read_fleet`] reads it. Placement is not judged: any fleet is
/// accepted, and told apart from the one imposed.
///
/// # Errors
/// [`Failure::IllegalMessage`] with the line and what was wrong.
pub fn read_imposed(line: &str, fleet: &serde_json::Value) -> Result<Imposed, Failure> {
    let answer: FleetAnswer<&RawValue> =
        serde_json::from_str(line).map_err(|e| not_asked(line, "{\"fleet\": \"given\"}", e))?;
    if answer.fleet.get() == "\"given\"" {
        return Ok(Imposed::Given);
    }
    read_fleet(line)?;
    let same = serde_json::from_str::<serde_json::Value>(answer.fleet.get()).is_ok_and(|v| &v == fleet);
    Ok(if same { Imposed::Given } else { Imposed::Other })
}

/// Reads a bot's answer to `turn`: one JSON object `{"at": COORDINATE}` or
/// `{"at": [COORDINATES]}`. Returns the target's JSON as the bot wrote it, for the record, and the
/// number of shots. A coordinate off the board is a shot (a foul for the referee), not an error.
///
/// # Errors
/// [`Failure::IllegalMessage`] with the line and what was wrong.
pub fn read_at(line: &str) -> Result<(Box<RawValue>, usize), Failure> {
    let answer: AtAnswer<&RawValue> =
        serde_json::from_str(line).map_err(|e| not_asked(line, "{\"at\": [column, row]}", e))?;
    let target: Target<'_> = serde_json::from_str(answer.at.get())
        .map_err(|e| Failure::illegal(line, Why::NotATarget(Box::new(e.into()))))?;
    Ok((answer.at.to_owned(), target.shots().len()))
}

fn not_asked(line: &str, expected: &'static str, e: serde_json::Error) -> Failure {
    Failure::illegal(line, Why::NotTheObject { expected, error: Box::new(e.into()) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::ShotReply;
    use crate::record::write::Counts;
    use crate::rules::Preset;

    #[test]
    fn messages_are_one_tagged_object() {
        let start = Message::Start {
            game: 7,
            rules: RulesSpec::Preset(Preset::Classic),
            you: "ann".into(),
            opponent: "ben".into(),
            first: "ann".into(),
            fleet: None,
            protocol: PROTOCOL,
        };
        let json = serde_json::to_string(&start).unwrap();
        assert_eq!(
            json,
            r#"{"type":"start","game":7,"rules":"classic","you":"ann","opponent":"ben","first":"ann","protocol":2}"#
        );
        assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), start);
        let mut booked = start.clone();
        if let Message::Start { fleet, .. } = &mut booked {
            *fleet = Some(Placement::Imposed);
        }
        let json = serde_json::to_string(&booked).unwrap();
        assert!(json.ends_with(r#""first":"ann","fleet":"imposed","protocol":2}"#), "no cell of the fleet: {json}");
        let old = r#"{"type":"start","game":0,"rules":"classic","you":"a","opponent":"b","first":"a"}"#;
        let Message::Start { protocol, .. } = serde_json::from_str(old).unwrap() else { panic!() };
        assert_eq!(protocol, 1, "a start without a version is version 1's");
        let shot = Message::Shot {
            player: "ben".into(),
            at: At::Volley(vec![[0, 0], [3, 4]]),
            reply: ReplyOut::Volley { hits: Counts(vec![("cruiser".into(), 1)]), sunk: Some(vec![]) },
            ship: None,
        };
        let json = serde_json::to_string(&shot).unwrap();
        assert_eq!(
            json,
            r#"{"type":"shot","player":"ben","at":[[0,0],[3,4]],"reply":{"hits":{"cruiser":1},"sunk":[]}}"#
        );
        assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), shot);
        let one = r#"{"type":"shot","player":"ann","at":[2,3],"reply":"sunk","ship":"destroyer"}"#;
        let Message::Shot { at, reply, ship, .. } = serde_json::from_str(one).unwrap() else { panic!() };
        assert_eq!(
            (at, reply, ship.as_deref()),
            (At::Shot([2, 3]), ReplyOut::Shot(ShotReply::Sunk), Some("destroyer"))
        );
        assert_eq!(serde_json::to_string(&Message::Turn { allowance: 7 }).unwrap(), r#"{"type":"turn","allowance":7}"#);
    }

    #[test]
    fn answers_are_read_or_refused_with_what_was_said() {
        assert_eq!(read_at(r#"{"at": "C4"}"#).unwrap().1, 1);
        assert_eq!(read_at(r#"{"at": [[0, 0], "B1", [9, 9]]}"#).unwrap().1, 3);
        assert_eq!(read_at(r#"{"at": [10, -1]}"#).unwrap().1, 1, "off the board is a shot, judged later");
        for bad in [
            "C4",
            "{\"at\": \"C4\"} {}",
            "{\"at\": \"AA1\"}",
            "{\"fleet\": []}",
            "{\"at\": \"C4\", \"why\": 1}",
            "[]",
            "null",
        ] {
            let Err(Failure::IllegalMessage { said, .. }) = read_at(bad) else { panic!("{bad}") };
            assert_eq!(said, bad);
        }
        let (fleet, _) = read_fleet(r#"{"fleet": [{"ship": "destroyer", "cells": "A1-A2"}]}"#).unwrap();
        assert_eq!(fleet.get(), r#"[{"ship": "destroyer", "cells": "A1-A2"}]"#);
        assert!(read_fleet(r##"{"fleet": {"grid": ["#."]}}"##).is_ok());
        for bad in [r#"{"fleet": 5}"#, r#"{"at": "C4"}"#, r#"{"fleet": [{"cells": []}]}"#] {
            assert_eq!(read_fleet(bad).unwrap_err().code(), "illegal_message", "{bad}");
        }
        let long = format!("{{\"at\": \"{}\"}}", "x".repeat(5000));
        let Err(Failure::IllegalMessage { said, .. }) = read_at(&long) else { panic!() };
        assert_eq!(said.len(), KEPT_SAID);
    }
}
