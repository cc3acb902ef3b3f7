//! The JSON record a paper record converts to (contract §2), written with the crate's one
//! record writer ([`crate::record::write`]): fields in the record's usual order, fleets in the
//! players' order, the log streamed entry by entry.

use serde_json::value::RawValue;

use crate::record::MAX_LOG_SHOTS;
use crate::record::write::{AtOut, CoordOut, EntryOut, RecordOut, spaced_pair};

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
    pub fn entry(&mut self, entry: &EntryOut) -> Result<(), String> {
        let shots = entry.at.as_ref().and_then(AtOut::shots).unwrap_or(0);
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
