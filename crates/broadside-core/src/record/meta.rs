//! A record's `meta.match` (docs/match.md): the game's place in a match and everything of the
//! match that changes a game. One shape for its writer (a live match) and its readers (a resumed
//! match, which compares it, and the pairing of games, which reads `seed` and `book`), so that
//! what is written and what is read cannot drift apart. Fields are in the order written.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::write::ByPlayer;

/// The record's `meta`, as far as a match writes it: `{"match": …}`.
#[derive(Debug, Serialize, Deserialize)]
pub struct Meta<'a> {
    /// The record's `meta.match`; `None` when the record has none (not a match's game).
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    pub game: Option<MatchMeta<'a>>,
}

/// The record's `meta.match`. A writer fills in every field a match has; a reader takes what is
/// there, every field optional, and decides what it cannot do without (a resumed match needs
/// `seed`, `game` and `programs`; pairing, `seed` and `book`).
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct MatchMeta<'a> {
    /// The match's seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The game's number in the match's schedule, from 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<u64>,
    /// Which program played which name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub programs: Option<ByPlayer<'a, Cow<'a, str>>>,
    /// The protocol's version the bots were spoken to in; absent in records of protocol 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub protocol: Option<u32>,
    /// The move limit, in log entries.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_moves: Option<u64>,
    /// Each bot's move time, in milliseconds.
    #[serde(default)]
    pub move_time: ByPlayer<'a, u64>,
    /// The time bank (`--time-bank`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_bank: Option<BankMeta>,
    /// The sandbox's limits (`--sandbox`), when the bots ran in one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<SandboxMeta>,
    /// Players whose fleet the referee placed, because the bot gave none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placed_by_referee: Vec<Cow<'a, str>>,
    /// The book's entry the fleets came from (`--book`), and the book's SHA-256.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub book: Option<BookOut<'a>>,
    /// Players who answered a `start` that imposed their fleet with another fleet: not judged,
    /// the imposed one was played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answered_other_fleet: Vec<Cow<'a, str>>,
    /// Answers asked for before the game ended, awaited and kept, never judged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unjudged_answers: Vec<Unjudged>,
    /// The limit that ended the game, if one did: `moves` (the move limit), `record_bytes` or
    /// `log_shots` (what a record may hold).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit_reached: Option<Cow<'a, str>>,
    /// What the referee could not do, where a game had to be written without its moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub referee_error: Option<String>,
}

/// Where a game's fleets come from, in its record's `meta.match.book`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BookMeta {
    /// The book's line, from 1.
    pub line: usize,
    /// Under `--pairs`: the pair of games, from 0, in the match's schedule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pair: Option<u64>,
    /// Under `--pairs`: the game in its pair, 0 or 1 (sides swapped).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pair_game: Option<u8>,
}

/// `meta.match.book`: the entry, and the book's SHA-256.
#[derive(Debug, Serialize, Deserialize)]
pub struct BookOut<'a> {
    /// The book's entry.
    #[serde(flatten)]
    pub entry: BookMeta,
    /// The book file's SHA-256, 64 lowercase hex digits (absent in records before it was kept).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sha256: Option<Cow<'a, str>>,
}

/// A time bank as `meta.match.time_bank` writes it: `{"ms": 10000, "increment": 100}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankMeta {
    /// The bank at the start of a game, in milliseconds.
    pub ms: u64,
    /// Added after each answer to `turn`, in milliseconds.
    pub increment: u64,
}

/// The sandbox's limits as `meta.match.sandbox` writes them: `{"memory_mb": 1024, "processes": 64}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SandboxMeta {
    /// `--bot-memory`, in MiB.
    pub memory_mb: u64,
    /// `--bot-processes`.
    pub processes: u32,
}

/// An answer asked for before the game ended and awaited after: kept, never judged.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Unjudged {
    /// The player who answered.
    pub player: String,
    /// What the bot answered, cut to 1 KiB.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said: Option<String>,
    /// The milliseconds it took.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ms: Option<u64>,
    /// Why no answer came, or why what came would not have been one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_match_writes_reads_back_in_the_same_order() {
        let text = r#"{"match":{"seed":1,"game":2,"programs":{"b":"y","a":"x"},"protocol":2,"max_moves":400,"move_time":{"b":5,"a":6},"book":{"line":3,"pair":1,"pair_game":0,"sha256":"ab"},"limit_reached":"moves"}}"#;
        let meta: Meta<'_> = serde_json::from_str(text).unwrap();
        assert_eq!(meta.game.as_ref().unwrap().programs.as_ref().unwrap().get("a"), Some(&Cow::Borrowed("x")));
        assert_eq!(serde_json::to_string(&meta).unwrap(), text);
    }
}
