//! The JSON record a paper record converts to (contract §2), as serde types written with
//! serde_json: fields in the record's usual order, fleets in the players' order.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::value::RawValue;

/// A game record to write.
#[derive(Debug, Serialize)]
pub(crate) struct Record {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Box<RawValue>>,
    pub players: [String; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<Box<RawValue>>,
    pub fleets: Fleets,
    pub shots: Vec<Entry>,
}

/// Each player's fleet, in the players' order.
#[derive(Debug)]
pub(crate) struct Fleets(pub Vec<(String, FleetOut)>);

impl Serialize for Fleets {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, fleet) in &self.0 {
            map.serialize_entry(name, fleet)?;
        }
        map.end()
    }
}

/// A fleet: ships, or a drawing.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum FleetOut {
    Ships(Vec<ShipOut>),
    Grid { grid: Vec<String> },
}

/// One listed ship.
#[derive(Debug, Serialize)]
pub(crate) struct ShipOut {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<String>,
    pub cells: CellsOut,
}

/// A ship's cells: a range, or a list of coordinates.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum CellsOut {
    Range(String),
    List(Vec<Box<RawValue>>),
}

/// One log entry.
#[derive(Debug, Default, Serialize)]
pub(crate) struct Entry {
    pub player: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<At>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply: Option<ReplyOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<String>,
}

/// What an entry fires at: one coordinate, or a volley.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum At {
    Shot(Box<RawValue>),
    Volley(Vec<Box<RawValue>>),
}

/// A reply: a word for one shot, hits and sinks for a volley.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum ReplyOut {
    Word(&'static str),
    Volley { hits: Counts, sunk: Vec<String> },
}

/// Hits by class, in the order written.
#[derive(Debug)]
pub(crate) struct Counts(pub Vec<(String, u64)>);

impl Serialize for Counts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, n) in &self.0 {
            map.serialize_entry(name, n)?;
        }
        map.end()
    }
}

/// A coordinate written as text (`"C4"`) for the JSON record.
pub(crate) fn text_coordinate(text: &str) -> Box<RawValue> {
    RawValue::from_string(serde_json::to_string(text).expect("a string serializes")).expect("a JSON string is JSON")
}

/// A coordinate written as `[column, row]` for the JSON record.
pub(crate) fn pair_coordinate(col: i128, row: i128) -> Box<RawValue> {
    RawValue::from_string(format!("[{col}, {row}]")).expect("two integers are JSON")
}
