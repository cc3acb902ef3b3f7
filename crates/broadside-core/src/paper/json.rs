//! The JSON record a paper record converts to (contract §2), as serde types written with
//! serde_json: fields in the record's usual order, fleets in the players' order.

use serde::Serialize;

use crate::record::MAX_LOG_SHOTS;
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

/// The JSON text of a record written as its log is read: the record's other fields pretty, then
/// each log entry on a line of its own as it comes, so that a long log is never held as entries
/// and as text at once. Counts the shots against the record's limit.
pub(crate) struct Writer {
    out: Vec<u8>,
    entries: usize,
    shots: usize,
}

impl Writer {
    /// Starts the text of `record`, whose log (empty) is written entry by entry.
    pub fn new(record: &Record) -> Writer {
        assert!(record.shots.is_empty(), "the log is written entry by entry");
        let mut out = serde_json::to_vec_pretty(record).expect("records serialize");
        // The log is written in place of the empty one, which ends the text.
        let end = b"[]\n}";
        assert!(out.ends_with(end), "a record's text ends with its log");
        out.truncate(out.len() - end.len());
        out.push(b'[');
        Writer { out, entries: 0, shots: 0 }
    }

    /// Writes the next log entry.
    ///
    /// # Errors
    /// The record's limit the entry would pass, [`MAX_LOG_SHOTS`] shots in all (the number of
    /// entries is bounded as the paper is read).
    pub fn entry(&mut self, entry: &Entry) -> Result<(), String> {
        let shots = match &entry.at {
            Some(At::Volley(cells)) => cells.len(),
            Some(At::Shot(_)) => 1,
            None => 0,
        };
        if self.shots + shots > MAX_LOG_SHOTS {
            return Err(format!("the log fires more than {MAX_LOG_SHOTS} shots in all, the most a record holds"));
        }
        self.out.extend_from_slice(if self.entries == 0 { b"\n    " } else { b",\n    " });
        serde_json::to_writer(&mut self.out, entry).expect("entries serialize");
        self.entries += 1;
        self.shots += shots;
        Ok(())
    }

    /// The whole text.
    pub fn finish(mut self) -> String {
        self.out.extend_from_slice(if self.entries == 0 { b"]\n}" } else { b"\n  ]\n}" });
        String::from_utf8(self.out).expect("serde_json writes UTF-8")
    }
}

/// The JSON text of `record`, as [`Writer`] writes it.
///
/// # Errors
/// As [`Writer::entry`].
pub(crate) fn write(mut record: Record) -> Result<String, String> {
    let shots = std::mem::take(&mut record.shots);
    let mut writer = Writer::new(&record);
    for entry in &shots {
        writer.entry(entry)?;
    }
    Ok(writer.finish())
}
