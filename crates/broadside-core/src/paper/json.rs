//! The record a paper record is read into, in the typed parts of the crate's one record writer
//! ([`crate::record::write`]), and its JSON (docs/format.md §2), for `broadside record`: fields
//! in the record's usual order, fleets in the players' order, the log streamed entry by entry
//! ([`Log`]); and its fleets and log read back typed, for placing the fleets while the log is
//! rebuilt.

use std::borrow::Cow;

use serde_json::value::RawValue;

use crate::coord::{Coordinate, Written};
use crate::error::{Fault, JsonFault, SheetFault, Syntax};
use crate::record::write::{AtOut, CellsOut, CoordOut, EntryOut, FleetOut, RecordOut, ReplyOut, spaced_pair};
use crate::record::{
    ClassCounts, DrawnMark, FleetDrawing, Forfeit, LogEntry, MAX_LOG_SHOTS, Reply, ShipCells, ShipRecord, Target,
    VolleyReply, drawn_fleet,
};

/// A paper record's JSON: its rules and `meta` as the paper gives them.
pub(crate) type Record = RecordOut<'static, Box<RawValue>, Box<RawValue>>;

/// A coordinate written as text (`"C4"`) for the JSON record.
pub(crate) fn text_coordinate(text: &str) -> CoordOut {
    CoordOut::Text(text.to_owned())
}

/// A coordinate written as `[column, row]` for the JSON record.
pub(crate) fn pair_coordinate(col: i128, row: i128) -> CoordOut {
    spaced_pair(col, row)
}

/// Where a paper record's log goes as its entries are read, one at a time, so that a long log
/// is never held twice: the record's JSON text ([`Writer`]), or its typed log
/// ([`super::typed::Entries`]).
pub(crate) trait Log {
    /// Starts the log of `record` (its log empty, the rest of it read), which will have at most
    /// `entries` entries.
    fn start(record: &Record, entries: usize) -> Self;

    /// The next log entry.
    ///
    /// # Errors
    /// The record's limit the entry would pass ([`count_shots`]).
    fn entry(&mut self, entry: EntryOut) -> Result<(), SheetFault>;
}

/// Counts `entry`'s shots into `shots`, the log's so far.
///
/// # Errors
/// The record's limit the entry would pass, [`MAX_LOG_SHOTS`] shots in all (the number of
/// entries is bounded as the paper is read).
pub(crate) fn count_shots(shots: &mut usize, entry: &EntryOut) -> Result<(), SheetFault> {
    let more = entry.at.as_ref().and_then(AtOut::shots).unwrap_or(0);
    if *shots + more > MAX_LOG_SHOTS {
        return Err(SheetFault::LogShots { most: MAX_LOG_SHOTS as u64 });
    }
    *shots += more;
    Ok(())
}

/// The JSON text of a record written as its log is read: the record's other fields pretty, then
/// each log entry on a line of its own as it comes. Counts the shots against the record's limit.
pub(crate) struct Writer {
    out: Vec<u8>,
    entries: usize,
    shots: usize,
}

impl Log for Writer {
    fn start(record: &Record, _: usize) -> Writer {
        assert!(record.shots.is_empty(), "the log is written entry by entry");
        let mut out = serde_json::to_vec_pretty(record).expect("records serialize");
        // The log is written in place of the empty one, which ends the text.
        let end = b"[]\n}";
        assert!(out.ends_with(end), "a record's text ends with its log");
        out.truncate(out.len() - end.len());
        out.push(b'[');
        Writer { out, entries: 0, shots: 0 }
    }

    fn entry(&mut self, entry: EntryOut) -> Result<(), SheetFault> {
        count_shots(&mut self.shots, &entry)?;
        self.out.extend_from_slice(if self.entries == 0 { b"\n    " } else { b",\n    " });
        serde_json::to_writer(&mut self.out, &entry).expect("entries serialize");
        self.entries += 1;
        Ok(())
    }
}

impl Writer {
    /// The whole text.
    pub fn finish(mut self) -> String {
        self.out.extend_from_slice(if self.entries == 0 { b"]\n}" } else { b"\n  ]\n}" });
        String::from_utf8(self.out).expect("serde_json writes UTF-8")
    }
}

// The record's typed parts read back without its JSON text: a fleet as the referee places it
// and a log entry as it adjudicates it, so that the paper's fleets are placed from the record
// being built. Each part reads as the JSON reader reads the same part written out (a part
// written as JSON, `AsWritten`, is read by that reader).

/// `fleet` as a [`FleetDrawing`].
///
/// # Errors
/// What the JSON reader says, where a part is not a fleet's (a range that is no range, a mark
/// that draws nothing).
pub(crate) fn read_fleet(fleet: &FleetOut) -> Result<FleetDrawing<'_>, Fault> {
    match fleet {
        FleetOut::Ships(ships) => ships
            .iter()
            .map(|ship| {
                let cells = match &ship.cells {
                    CellsOut::Range(text) => ShipCells::range(text).map_err(Fault::from)?,
                    CellsOut::List(list) => ShipCells::List(list.iter().map(coordinate).collect::<Result<_, _>>()?),
                };
                Ok(ShipRecord { ship: ship.ship.as_deref().map(Cow::Borrowed), cells })
            })
            .collect::<Result<_, Fault>>()
            .map(FleetDrawing::Ships),
        FleetOut::Grid { grid } => {
            let rows = grid
                .iter()
                .map(|row| {
                    row.chars()
                        .map(|c| DrawnMark::of(c).ok_or_else(|| SheetFault::NotADrawnMark { mark: c }.into()))
                        .collect()
                })
                .collect::<Result<Vec<Vec<DrawnMark>>, Fault>>()?;
            drawn_fleet(rows).map_err(Fault::from)
        }
        FleetOut::AsWritten(raw) => serde_json::from_str(raw.get()).map_err(json_fault),
    }
}

/// A fault of serde_json's reading a part written as JSON, in its words.
fn json_fault(e: serde_json::Error) -> Fault {
    Fault::Json(JsonFault::Syntax(Syntax::Other(e.to_string())))
}

/// `entry` as a [`LogEntry`] (its `player_index` left `None`).
///
/// # Errors
/// Where a part is not an entry's (an unknown forfeit reason, a count past `u32`).
pub(crate) fn read_entry(entry: &EntryOut) -> Result<LogEntry<'_>, Fault> {
    let at = match (&entry.at, &entry.forfeit) {
        (Some(AtOut::Shot(c)), _) => Target::Shot(coordinate(c)?),
        (Some(AtOut::Volley(cs)), _) => Target::Volley(cs.iter().map(coordinate).collect::<Result<_, _>>()?),
        (Some(AtOut::AsWritten(raw)), _) => serde_json::from_str(raw.get()).map_err(json_fault)?,
        (None, Some(reason)) => Target::Forfeit(
            Forfeit::ALL
                .into_iter()
                .find(|f| f.as_str() == reason)
                .ok_or_else(|| SheetFault::NoForfeitReason { reason: reason.to_string() })?,
        ),
        (None, None) => return Err(SheetFault::FiresAtNothing.into()),
    };
    let reply = match &entry.reply {
        None => None,
        Some(ReplyOut::Shot(reply)) => Some(Reply::Shot(*reply)),
        Some(ReplyOut::Volley { hits, sunk }) => Some(Reply::Volley(Box::new(VolleyReply {
            hits: ClassCounts(
                hits.0
                    .iter()
                    .map(|(class, n)| {
                        Ok((
                            Cow::Borrowed(class.as_str()),
                            u32::try_from(*n).map_err(|_| SheetFault::TooManyHits { hits: *n })?,
                        ))
                    })
                    .collect::<Result<_, Fault>>()?,
            ),
            sunk: sunk.iter().flatten().map(|class| Cow::Borrowed(class.as_str())).collect(),
        }))),
    };
    let mut out = LogEntry::turn(entry.player.as_ref(), at);
    out.reply = reply;
    out.ship = entry.ship.as_deref().map(Cow::Borrowed);
    Ok(out)
}

fn coordinate(c: &CoordOut) -> Result<Coordinate<'_>, Fault> {
    match c {
        CoordOut::Text(text) => Coordinate::from_text(text).map_err(Fault::from),
        CoordOut::Pair(col, row) => {
            Ok(Coordinate { col: i128::from(*col), row: i128::from(*row), written: Written::Pair })
        }
        CoordOut::AsWritten(raw) => serde_json::from_str(raw.get()).map_err(json_fault),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::ShotReply;

    /// A fleet and a log read from the writer's typed parts are what the JSON reader makes of
    /// the same parts written out, faults included.
    #[test]
    fn written_parts_read_as_their_json_does() {
        use crate::record::write::{
            AtOut, CellsOut, CoordOut, Counts, EntryOut, FleetOut, ReplyOut, ShipOut, spaced_pair,
        };
        let ship = |ship: Option<&str>, cells| ShipOut { ship: ship.map(str::to_owned), cells };
        let fleets = [
            FleetOut::Ships(vec![
                ship(Some("cruiser"), CellsOut::Range("b2-E2".to_owned())),
                ship(
                    None,
                    CellsOut::List(vec![CoordOut::Text("J10".to_owned()), spaced_pair(9, 8), CoordOut::Pair(-1, 3)]),
                ),
            ]),
            FleetOut::Grid { grid: vec!["..##".to_owned(), "....".to_owned()] },
            FleetOut::Grid { grid: vec!["CCC.".to_owned(), "...D".to_owned()] },
            FleetOut::AsWritten(RawValue::from_string(r#"[{"cells": "A1-A2"}]"#.to_owned()).unwrap()),
        ];
        for fleet in &fleets {
            let json = serde_json::to_string(fleet).unwrap();
            let read: FleetDrawing = serde_json::from_str(&json).unwrap();
            assert_eq!(format!("{:?}", read_fleet(fleet).unwrap()), format!("{read:?}"), "{json}");
        }
        let bad = FleetOut::Ships(vec![ship(None, CellsOut::Range("B2".to_owned()))]);
        let json_error = serde_json::from_str::<FleetDrawing>(&serde_json::to_string(&bad).unwrap()).unwrap_err();
        let error = crate::words::Words::default().fault(&read_fleet(&bad).unwrap_err());
        assert!(json_error.to_string().starts_with(&error), "{json_error} / {error}");

        let entries = [
            EntryOut {
                player: "ann".into(),
                at: Some(AtOut::Shot(CoordOut::Text("C4".to_owned()))),
                reply: Some(ReplyOut::Shot(ShotReply::Sunk)),
                ship: Some("cruiser".to_owned()),
                ..EntryOut::default()
            },
            EntryOut {
                player: "ben".into(),
                at: Some(AtOut::Volley(vec![CoordOut::Text("A1".to_owned()), spaced_pair(1, 0)])),
                reply: Some(ReplyOut::Volley {
                    hits: Counts(vec![("cruiser".to_owned(), 2)]),
                    sunk: Some(vec!["cruiser".to_owned()]),
                }),
                ..EntryOut::default()
            },
            EntryOut { player: "ann".into(), forfeit: Some("timeout".into()), ..EntryOut::default() },
        ];
        for entry in &entries {
            let json = serde_json::to_string(entry).unwrap();
            let read: LogEntry = serde_json::from_str(&json).unwrap();
            assert_eq!(format!("{:?}", read_entry(entry).unwrap()), format!("{read:?}"), "{json}");
        }
    }
}
