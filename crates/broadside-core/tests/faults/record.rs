//! Samples of [`RecordFault`]: at least one of each variant, with facts as a record would give.

use broadside_core::error::{
    Arg, ClassFault, Counted, EntryKey, Fault, InputError, JsonFault, JsonPath, Place, RecordFault, Side, Start,
};

/// One sample of each variant (more where a variant's message has a selector).
pub fn samples() -> Vec<RecordFault> {
    let s = |s: &str| s.to_owned();
    let players = || [s("ann"), s("ben")];
    let mut out = Vec::new();
    for found in
        [Start::Empty, Start::Array, Start::String, Start::Number, Start::Boolean, Start::Null, Start::Char('x')]
    {
        out.push(RecordFault::NotARecord { found });
    }
    out.extend([
        RecordFault::Unreadable,
        RecordFault::NotUtf8 { byte: None, utf16: false },
        RecordFault::NotUtf8 { byte: Some(0xe9), utf16: false },
        RecordFault::NotUtf8 { byte: Some(0xff), utf16: true },
        RecordFault::LineTooLarge { bytes: 16_777_300, limit: 16_777_216 },
    ]);
    for (what, max) in [
        (Counted::LogEntries, 100_000),
        (Counted::LogShots, 200_000),
        (Counted::Names, 256),
        (Counted::Ships, 256),
        (Counted::ShipCells, 676),
        (Counted::VolleyShots, 676),
        (Counted::ClassesCounted, 256),
        (Counted::RowCells, 52),
    ] {
        out.push(RecordFault::TooMany { what, max });
    }
    out.extend([
        RecordFault::NameTooLong { max: 128, bytes: 130 },
        RecordFault::NoRules,
        RecordFault::UnknownArg { arg: Arg::Rules, found: s("chess") },
        RecordFault::UnknownArg { arg: Arg::Fleet, found: s("tiny") },
        RecordFault::Argument(Box::new(InputError::new(
            Place::Text { line: 1, column: 27, path: Some(JsonPath::key("fleet")) },
            Fault::Json(JsonFault::UnknownVariant {
                found: s("tiny"),
                expected: vec![s("standard"), s("two-destroyers"), s("russian"), s("hasbro")],
            }),
        ))),
        RecordFault::BoardSide { side: Side::Columns, found: 27, max: 26 },
        RecordFault::BoardSide { side: Side::Rows, found: 0, max: 26 },
        RecordFault::EmptyFleet,
    ]);
    for fault in [
        ClassFault::EmptyName,
        ClassFault::Size { found: 0, max: 26 },
        ClassFault::ZeroCount,
        ClassFault::Salvo { max: 676 },
    ] {
        out.push(RecordFault::BadClass { index: 2, name: s("frigate"), fault });
    }
    out.extend([
        RecordFault::ClassNamesAlike { first: s("Frigate"), second: s("frigate") },
        RecordFault::NotAPlayer { players: players(), found: s("cat") },
        RecordFault::BlankName { found: s(" ") },
        RecordFault::PlayerCount { found: 3 },
        RecordFault::SamePlayers { first: s("ann"), second: s("ann") },
        RecordFault::SamePlayers { first: s("ann"), second: s("ANN") },
        RecordFault::NoFleet { player: s("ben") },
        RecordFault::ExtraFleet { players: players(), found: s("cat") },
        RecordFault::FleetCount { found: 3 },
        RecordFault::FleetTwice { player: s("ANN") },
        RecordFault::ThirdFleet { player: s("cat") },
        RecordFault::ShipAsList,
        RecordFault::EmptyShip,
        RecordFault::NotARange { found: s("B2:E2") },
        RecordFault::NotARangeEnd { end: s("E") },
        RecordFault::NotACoordinate { found: s("AA1") },
        RecordFault::NotAnInteger { found: s("1.5"), whole: false },
        RecordFault::NotAnInteger { found: s("100000000000000000000"), whole: true },
        RecordFault::UnevenRows { first: 10, row: 4, cells: 9 },
        RecordFault::TooManyRows { max: 52, found: 60 },
        RecordFault::TooManyRowCells { max: 52, found: 53 },
        RecordFault::MixedMarks { row: 3, column: 5, initial: 'C' },
        RecordFault::InitialsNotMarks,
        RecordFault::NotAMark { mark: '?' },
        RecordFault::NotABit { found: 2 },
        RecordFault::InColumn { column: 7, fault: Box::new(RecordFault::NotAMark { mark: 'O' }) },
        RecordFault::SharedInitial { first: s("carrier"), second: s("cruiser"), initial: s("C") },
        RecordFault::NotAnInitial {
            letter: 'O',
            initials: vec![(s("B"), s("battleship")), (s("C"), s("cruiser")), (s("D"), s("destroyer"))],
        },
        RecordFault::CrookedInitials { class: s("cruiser"), cells: vec![s("B2"), s("C2"), s("C3")] },
        RecordFault::TooHardToSplit { steps: 600_000 },
        RecordFault::SplitsUnweighed { weighed: 64 },
        RecordFault::EntryAsList,
        RecordFault::InForfeit { key: EntryKey::At },
        RecordFault::InForfeit { key: EntryKey::Reply },
        RecordFault::InForfeit { key: EntryKey::Ship },
        RecordFault::ForfeitBesideShot,
        RecordFault::ForfeitWithReply,
        RecordFault::EmptyVolley,
        RecordFault::NotAPair { more: false },
        RecordFault::NotAPair { more: true },
        RecordFault::ClassCountedTwice { class: s("BOAT"), twin: s("boat") },
        RecordFault::BadHitCount { found: s("-1"), max: 676 },
        RecordFault::VolleyReplyToShot,
        RecordFault::WordReplyToVolley,
        RecordFault::ShipWithoutHit,
        RecordFault::NotAClass { classes: vec![s("battleship"), s("cruiser")], found: s("battleship ") },
    ]);
    out
}
