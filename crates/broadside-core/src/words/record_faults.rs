//! The sentences of [`RecordFault`]: one catalog message a variant, its facts as variables.

use std::fmt;

use super::{Message, Words, num, text};
use crate::error::{Arg, ClassFault, Counted, EntryKey, RecordFault, Side, Start, escape, quote};

impl Words {
    /// The message of `fault` and its variables.
    pub(super) fn record_fault(&self, fault: &RecordFault) -> Message<'_> {
        // Text from the input: quoted (cut, escaped, in backquotes), or as written but escaped.
        let quoted = |s: &str| text(quote(s));
        let escaped = |s: &str| text(escape(s).into_owned());
        let yes = |b: bool| text(if b { "yes" } else { "no" });
        match fault {
            RecordFault::NotARecord { found } => {
                let (kind, char) = match found {
                    Start::Empty => ("empty", String::new()),
                    Start::Array => ("array", String::new()),
                    Start::String => ("string", String::new()),
                    Start::Number => ("number", String::new()),
                    Start::Boolean => ("boolean", String::new()),
                    Start::Null => ("null", String::new()),
                    // As Rust writes a character: in single quotes, escaped.
                    Start::Char(c) => ("char", format!("{c:?}")),
                };
                ("input-record-not-a-record", vec![("found", text(kind)), ("char", text(char))])
            }
            RecordFault::Unreadable => ("input-record-unreadable", vec![]),
            RecordFault::NotUtf8 { byte: None, .. } => ("input-record-not-utf8", vec![]),
            RecordFault::NotUtf8 { byte: Some(byte), utf16 } => (
                if *utf16 { "input-record-not-utf8-utf16" } else { "input-record-not-utf8-byte" },
                vec![("byte", text(format!("0x{byte:02x}")))],
            ),
            RecordFault::LineTooLarge { bytes, limit } => {
                ("input-record-line-too-large", vec![("bytes", num(*bytes)), ("limit", num(*limit))])
            }
            RecordFault::TooMany { what, max } => {
                let what = match what {
                    Counted::LogEntries => "log-entries",
                    Counted::LogShots => "log-shots",
                    Counted::Names => "names",
                    Counted::Ships => "ships",
                    Counted::ShipCells => "ship-cells",
                    Counted::VolleyShots => "volley-shots",
                    Counted::ClassesCounted => "classes-counted",
                    Counted::RowCells => "row-cells",
                };
                ("input-record-too-many", vec![("what", text(what)), ("max", num(*max))])
            }
            RecordFault::NameTooLong { max, bytes } => {
                ("input-record-name-too-long", vec![("max", num(*max)), ("bytes", num(*bytes))])
            }
            RecordFault::NoRules => ("input-record-no-rules", vec![]),
            RecordFault::UnknownArg { arg, found } => {
                let arg = match arg {
                    Arg::Rules => "rules",
                    Arg::Fleet => "fleet",
                };
                ("input-record-unknown-arg", vec![("arg", text(arg)), ("found", quoted(found))])
            }
            RecordFault::Argument(error) => ("input-record-argument", vec![("error", text(self.input_error(error)))]),
            RecordFault::BoardSide { side, found, max } => {
                let side = match side {
                    Side::Columns => "columns",
                    Side::Rows => "rows",
                };
                ("input-record-board-side", vec![("side", text(side)), ("found", num(*found)), ("max", num(*max))])
            }
            RecordFault::EmptyFleet => ("input-record-empty-fleet", vec![]),
            RecordFault::BadClass { index, name, fault } => {
                let (why, found, max) = match *fault {
                    ClassFault::EmptyName => ("empty-name", 0, 0),
                    ClassFault::Size { found, max } => ("size", found, max),
                    ClassFault::ZeroCount => ("zero-count", 0, 0),
                    ClassFault::Salvo { max } => ("salvo", 0, max),
                };
                (
                    "input-record-bad-class",
                    vec![
                        ("index", num(*index)),
                        ("name", quoted(name)),
                        ("fault", text(why)),
                        ("found", num(found)),
                        ("max", num(max)),
                    ],
                )
            }
            RecordFault::ClassNamesAlike { first, second } => {
                ("input-record-class-names-alike", vec![("first", quoted(first)), ("second", quoted(second))])
            }
            RecordFault::NotAPlayer { players: [first, second], found } => (
                "input-record-not-a-player",
                vec![("first", quoted(first)), ("second", quoted(second)), ("found", quoted(found))],
            ),
            RecordFault::BlankName { found } => ("input-record-blank-name", vec![("found", quoted(found))]),
            RecordFault::PlayerCount { found } => ("input-record-player-count", vec![("found", num(*found))]),
            RecordFault::SamePlayers { first, second } => (
                "input-record-same-players",
                vec![("first", quoted(first)), ("second", quoted(second)), ("same", yes(first == second))],
            ),
            RecordFault::NoFleet { player } => ("input-record-no-fleet", vec![("player", quoted(player))]),
            RecordFault::ExtraFleet { players: [first, second], found } => (
                "input-record-extra-fleet",
                vec![("first", quoted(first)), ("second", quoted(second)), ("found", quoted(found))],
            ),
            RecordFault::FleetCount { found } => ("input-record-fleet-count", vec![("found", num(*found))]),
            RecordFault::FleetTwice { player } => ("input-record-fleet-twice", vec![("player", quoted(player))]),
            RecordFault::ThirdFleet { player } => ("input-record-third-fleet", vec![("player", quoted(player))]),
            RecordFault::ShipAsList => ("input-record-ship-as-list", vec![]),
            RecordFault::EmptyShip => ("input-record-empty-ship", vec![]),
            RecordFault::NotARange { found } => ("input-record-not-a-range", vec![("found", quoted(found))]),
            RecordFault::NotARangeEnd { end } => ("input-record-not-a-range-end", vec![("end", quoted(end))]),
            RecordFault::NotACoordinate { found } => ("input-record-not-a-coordinate", vec![("found", quoted(found))]),
            RecordFault::NotAnInteger { found, whole } => {
                ("input-record-not-an-integer", vec![("found", escaped(found)), ("whole", yes(*whole))])
            }
            RecordFault::UnevenRows { first, row, cells } => {
                ("input-record-uneven-rows", vec![("first", num(*first)), ("row", num(*row)), ("cells", num(*cells))])
            }
            RecordFault::TooManyRows { max, found } => {
                ("input-record-too-many-rows", vec![("max", num(*max)), ("found", num(*found))])
            }
            RecordFault::TooManyRowCells { max, found } => {
                ("input-record-too-many-row-cells", vec![("max", num(*max)), ("found", num(*found))])
            }
            RecordFault::MixedMarks { row, column, initial } => (
                "input-record-mixed-marks",
                vec![("row", num(*row)), ("column", num(*column)), ("initial", quoted(&initial.to_string()))],
            ),
            RecordFault::InitialsNotMarks => ("input-record-initials-not-marks", vec![]),
            RecordFault::NotAMark { mark } => ("input-record-not-a-mark", vec![("mark", quoted(&mark.to_string()))]),
            RecordFault::NotABit { found } => ("input-record-not-a-bit", vec![("found", num(*found))]),
            RecordFault::InColumn { column, fault } => {
                let (id, args) = self.record_fault(fault);
                ("input-record-in-column", vec![("column", num(*column)), ("what", text(self.say(id, &args)))])
            }
            RecordFault::SharedInitial { first, second, initial } => (
                "input-record-shared-initial",
                vec![("first", escaped(first)), ("second", escaped(second)), ("initial", escaped(initial))],
            ),
            RecordFault::NotAnInitial { letter, initials } => {
                let each: Vec<String> = initials
                    .iter()
                    .map(|(initial, class)| {
                        self.say(
                            "drawing-initial",
                            &[("initial", escaped(initial)), ("class", escaped(&self.class(class)))],
                        )
                    })
                    .collect();
                (
                    "input-record-not-an-initial",
                    vec![
                        ("letter", quoted(&letter.to_string())),
                        ("initials", text(each.join(&self.say("list-comma", &[])))),
                    ],
                )
            }
            RecordFault::CrookedInitials { class, cells } => (
                "input-record-crooked-initials",
                vec![("class", escaped(class)), ("cells", text(self.list(cells.iter().cloned())))],
            ),
            RecordFault::TooHardToSplit { steps } => ("input-record-too-hard-to-split", vec![("steps", num(*steps))]),
            RecordFault::SplitsUnweighed { weighed } => {
                ("input-record-splits-unweighed", vec![("weighed", num(*weighed))])
            }
            RecordFault::EntryAsList => ("input-record-entry-as-list", vec![]),
            RecordFault::InForfeit { key } => {
                let key = match key {
                    EntryKey::At => "at",
                    EntryKey::Reply => "reply",
                    EntryKey::Ship => "ship",
                };
                ("input-record-in-forfeit", vec![("key", text(key))])
            }
            RecordFault::ForfeitBesideShot => ("input-record-forfeit-beside-shot", vec![]),
            RecordFault::ForfeitWithReply => ("input-record-forfeit-with-reply", vec![]),
            RecordFault::EmptyVolley => ("input-record-empty-volley", vec![]),
            RecordFault::NotAPair { more } => ("input-record-not-a-pair", vec![("more", yes(*more))]),
            RecordFault::ClassCountedTwice { class, twin } => {
                ("input-record-class-counted-twice", vec![("class", quoted(class)), ("twin", quoted(twin))])
            }
            RecordFault::BadHitCount { found, max } => {
                ("input-record-bad-hit-count", vec![("found", escaped(found)), ("max", num(*max))])
            }
            RecordFault::VolleyReplyToShot => ("input-record-volley-reply-to-shot", vec![]),
            RecordFault::WordReplyToVolley => ("input-record-word-reply-to-volley", vec![]),
            RecordFault::ShipWithoutHit => ("input-record-ship-without-hit", vec![]),
            RecordFault::NotAClass { classes, found } => {
                // A record's data: the classes as the rules spell them, each quoted, not worded.
                let classes = self.either(classes.iter().map(|c| crate::error::quote(c)).collect());
                ("input-record-not-a-class", vec![("classes", text(classes)), ("found", quoted(found))])
            }
        }
    }
}

/// The English sentence: what a deserializer's error says ([`RecordFault::de_error`]), and what
/// a caller that still speaks in sentences is given.
impl fmt::Display for RecordFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = Words::default();
        let (id, args) = words.record_fault(self);
        f.write_str(&words.say(id, &args))
    }
}
