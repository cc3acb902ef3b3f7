//! The game record as the tool writes it (docs/format.md §2): one serializable record, built from
//! typed parts, for every writer: `broadside generate`, a live match, and a paper record
//! converted to JSON. Fields come in the record's usual order (rules, players, first, meta,
//! fleets, shots) and each player's value in the players' order.
//!
//! Reading is [`crate::record`]'s: what is written here reads back as [`super::GameRecord`].

use std::borrow::Cow;

use serde::de::{MapAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::value::RawValue;

use super::ShotReply;

/// A game record to write. `R` is how the rules are written (a [`crate::rules::RulesSpec`], or
/// the user's own JSON), `M` the record's `meta`.
#[derive(Clone, Debug, Serialize)]
pub struct RecordOut<'a, R, M> {
    /// The rules; left out when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<R>,
    /// The two players.
    pub players: [Cow<'a, str>; 2],
    /// Who shoots first; left out when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<Cow<'a, str>>,
    /// The record's `meta`; left out when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<M>,
    /// Each player's fleet, in the players' order.
    pub fleets: ByPlayer<'a, FleetOut>,
    /// The log, in order.
    pub shots: Vec<EntryOut>,
}

/// One value for each player, written as a JSON object under the players' names, in order.
#[derive(Clone, Debug)]
pub struct ByPlayer<'a, T>(pub Vec<(Cow<'a, str>, T)>);

impl<T: Serialize> Serialize for ByPlayer<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(name, value)| (name, value)))
    }
}

/// No player's value: what a reader takes where the field is absent.
impl<T> Default for ByPlayer<'_, T> {
    fn default() -> Self {
        ByPlayer(Vec::new())
    }
}

impl<T> ByPlayer<'_, T> {
    /// The value under `name`, as written (names compared exactly, as a JSON object's keys).
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

/// Read back in the order written, so that what is read writes again the same.
impl<'de, T: Deserialize<'de>> Deserialize<'de> for ByPlayer<'_, T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Values<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for Values<T> {
            type Value = Vec<(String, T)>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object of a value per player")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = map.next_entry::<String, T>()? {
                    out.push(entry);
                }
                Ok(out)
            }
        }
        let values = d.deserialize_map(Values(std::marker::PhantomData))?;
        Ok(ByPlayer(values.into_iter().map(|(name, value)| (Cow::Owned(name), value)).collect()))
    }
}

/// A player's fleet as written: listed ships, a drawing, or a fleet as its sender wrote it (a
/// bot's answer, kept byte for byte).
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum FleetOut {
    /// `[{"ship": ..., "cells": ...}, ...]`.
    Ships(Vec<ShipOut>),
    /// `{"grid": ["#..", ...]}`.
    Grid {
        /// The drawing's rows, top to bottom.
        grid: Vec<String>,
    },
    /// JSON as its sender wrote it.
    AsWritten(Box<RawValue>),
}

/// One listed ship.
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

/// A coordinate as written: `"C4"`, `[2, 3]` (column and row from 0), or JSON as its sender
/// wrote it.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum CoordOut {
    /// `"C4"`.
    Text(String),
    /// `[column, row]` from 0.
    Pair(i64, i64),
    /// JSON as its sender wrote it (a paper record's `[2, 3]`, spaced as the paper writes it).
    AsWritten(Box<RawValue>),
}

impl PartialEq for CoordOut {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (CoordOut::Text(a), CoordOut::Text(b)) => a == b,
            (CoordOut::Pair(a, b), CoordOut::Pair(c, d)) => (a, b) == (c, d),
            (CoordOut::AsWritten(a), CoordOut::AsWritten(b)) => a.get() == b.get(),
            _ => false,
        }
    }
}

impl Eq for CoordOut {}

/// One log entry as written: a turn (`at`, `reply`, `ship`) or a forfeit.
#[derive(Clone, Debug, Default, Serialize)]
pub struct EntryOut {
    /// The shooter (or the player who forfeits).
    pub player: Cow<'static, str>,
    /// One shot or a volley; `None` in a forfeit entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<AtOut>,
    /// The defender's reply, if recorded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply: Option<ReplyOut>,
    /// The class a one-shot `hit` or `sunk` names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<String>,
    /// Why the player forfeits (`resigned`, `timeout`, `crashed`, `illegal_message`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<Cow<'static, str>>,
    /// The entry's `meta`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<EntryMeta>,
}

/// What an entry fires at.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum AtOut {
    /// One coordinate.
    Shot(CoordOut),
    /// A list of coordinates.
    Volley(Vec<CoordOut>),
    /// One coordinate or a list, as a bot wrote it.
    AsWritten(Box<RawValue>),
}

impl AtOut {
    /// How many shots it fires, where the writer knows (`None` for [`AtOut::AsWritten`]).
    pub fn shots(&self) -> Option<usize> {
        match self {
            AtOut::Shot(_) => Some(1),
            AtOut::Volley(cells) => Some(cells.len()),
            AtOut::AsWritten(_) => None,
        }
    }
}

/// A reply as written (docs/format.md §2 "Log entries"): a word for one shot, hits and sinks for a
/// volley. Also the reply bots are told (docs/protocol.md "`shot`: what a shot did"), which they
/// read back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ReplyOut {
    /// `"miss"`, `"hit"` or `"sunk"`.
    Shot(ShotReply),
    /// `{"hits": {class: count}, "sunk": [class, ...]}`: the volley's fresh hits and the ships
    /// it sank.
    Volley {
        /// Fresh hits by class, in the order written.
        hits: Counts,
        /// The classes of the ships sunk, once per ship; left out when `None`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sunk: Option<Vec<String>>,
    },
}

/// Counts by class name, written as a JSON object in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts(pub Vec<(String, u64)>);

impl Serialize for Counts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(name, n)| (name, n)))
    }
}

impl<'de> Deserialize<'de> for Counts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct CountsVisitor;
        impl<'de> Visitor<'de> for CountsVisitor {
            type Value = Counts;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                std::fmt::Display::fmt(&crate::error::Expected::CountsByClass, f)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Counts, A::Error> {
                let mut counts = Vec::new();
                while let Some(entry) = map.next_entry::<String, u64>()? {
                    counts.push(entry);
                }
                Ok(Counts(counts))
            }
        }
        d.deserialize_map(CountsVisitor)
    }
}

/// An entry's `meta`: what a bot took, or why it forfeited.
#[derive(Clone, Debug, Default, Serialize)]
pub struct EntryMeta {
    /// The milliseconds the bot took to answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ms: Option<u64>,
    /// Why the bot forfeited, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// What the bot said (an `illegal_message`), cut to 1 KiB.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said: Option<String>,
    /// The end of the bot's standard error (a crash), cut to 1 KiB.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stderr: Option<String>,
    /// Under a time bank (`match --time-bank`): the milliseconds the bot has left after this
    /// answer, its increment added.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left_ms: Option<u64>,
}

/// A coordinate as `[column, row]` JSON text, spaced as a paper record's converted JSON writes
/// it.
pub fn spaced_pair(col: i128, row: i128) -> CoordOut {
    CoordOut::AsWritten(RawValue::from_string(format!("[{col}, {row}]")).expect("two integers are JSON"))
}
