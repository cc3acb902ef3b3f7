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

use crate::record::write::ReplyOut;
use crate::record::{FleetDrawing, Target};
use crate::rules::RulesSpec;

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

/// What a bot did wrong outside the rules: the forfeit reasons of docs/format.md §2 "Forfeit
/// entries" that a match runner writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No answer within the move time.
    Timeout,
    /// The bot exited, closed its output or its input, or could not be started; `why` says which.
    Crashed {
        /// In words, for the entry's `meta`.
        why: String,
    },
    /// The bot exited or closed its output before it had read the message that asked for an
    /// answer: it owed none (docs/protocol.md "Fair to every bot": a bot that exits between games
    /// is started again, not charged). In a game under way the match writes it as `crashed`.
    Left {
        /// In words, for the entry's `meta`.
        why: String,
    },
    /// An answer that is not one JSON object of the kind asked for, a line over [`MAX_LINE`],
    /// bytes that are not UTF-8, or a line written when no answer was owed.
    IllegalMessage {
        /// What the bot wrote, cut to [`KEPT_SAID`] bytes.
        said: String,
        /// In words, for the entry's `meta`.
        why: String,
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
    pub fn illegal(said: &str, why: impl Into<String>) -> Self {
        Failure::IllegalMessage { said: cut(said, KEPT_SAID).to_owned(), why: why.into() }
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
        serde_json::from_str(line).map_err(|e| not_asked(line, "{\"fleet\": [...]}", &e))?;
    let drawing = serde_json::from_str::<FleetDrawing<'_>>(answer.fleet.get())
        .map_err(|e| Failure::illegal(line, format!("the fleet is not a list of ships or a drawing: {e}")))?;
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
        serde_json::from_str(line).map_err(|e| not_asked(line, "{\"fleet\": \"given\"}", &e))?;
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
        serde_json::from_str(line).map_err(|e| not_asked(line, "{\"at\": [column, row]}", &e))?;
    let target: Target<'_> = serde_json::from_str(answer.at.get())
        .map_err(|e| Failure::illegal(line, format!("\"at\" is not a coordinate or a list of them: {e}")))?;
    Ok((answer.at.to_owned(), target.shots().len()))
}

fn not_asked(line: &str, expected: &str, e: &serde_json::Error) -> Failure {
    Failure::illegal(line, format!("expected one JSON object {expected}: {e}"))
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
