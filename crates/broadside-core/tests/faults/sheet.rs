//! Samples of [`SheetFault`]: at least one of each variant, with facts as a record would give.

use broadside_core::error::{
    Arg, Fault, HeaderWords, NameFault, RecordFault, RowNumberFault, SheetFault, UnwritableClass,
};

/// One sample of each variant (more where a variant's message has a selector).
pub fn samples() -> Vec<SheetFault> {
    let s = |x: &str| x.to_owned();
    let players = || [s("Anya"), s("Boris")];
    let dutch = || HeaderWords {
        language: s("Nederlands"),
        code: s("nl"),
        terms: vec![(s("rules"), vec![s("regels"), s("spelregels")]), (s("players"), vec![s("spelers")])],
    };
    let mut out = vec![
        SheetFault::ControlCharacter { c: '\u{1b}' },
        SheetFault::KeyTwice { key: s("rules") },
        SheetFault::HeaderAfterSection { key: s("players") },
        SheetFault::UnknownKey { key: s("rulez"), words: None },
        SheetFault::UnknownKey { key: s("regelz"), words: Some(dutch()) },
        SheetFault::NotAHeaderLine { line: s("salvo game, table 3"), words: None },
        SheetFault::NotAHeaderLine { line: s("salvo spel, tafel 3"), words: Some(dutch()) },
        SheetFault::HeaderValue {
            key: s("rules"),
            fault: Box::new(Fault::from(RecordFault::UnknownArg { arg: Arg::Rules, found: s("salva") })),
        },
        SheetFault::SamePlayers { name: s("Anya") },
        SheetFault::NotTwoNames { found: s("Anya Boris") },
        SheetFault::UnknownNumbering { found: s("turn"), words: None },
        SheetFault::UnknownNumbering {
            found: s("beurt"),
            words: Some(HeaderWords {
                language: s("Nederlands"),
                code: s("nl"),
                terms: vec![
                    (s("round"), vec![s("ronde")]),
                    (s("player"), vec![s("speler")]),
                    (s("game"), vec![s("spel"), s("partij")]),
                ],
            }),
        },
        SheetFault::Meta {
            detail: broadside_core::error::Fault::of_json(
                serde_json::from_str::<serde_json::Value>("{\"a\": 1 x").unwrap_err(),
            ),
        },
        SheetFault::FirstNotAPlayer { found: s("Vera"), players: players() },
        SheetFault::NoRules,
        SheetFault::LogTooLong { most: 100_000 },
        SheetFault::FleetTooLong { owner: s("Anya"), lines: 256, ships: 256, rows: 52 },
        SheetFault::ShotsTooLong { owner: s("Boris"), lines: 53, rows: 52 },
        SheetFault::ThirdFleet { owner: s("Vera") },
        SheetFault::FleetSections { found: 1 },
        SheetFault::NoFleet { player: s("Boris") },
        SheetFault::NotAPlayer { owner: s("Vera"), players: players() },
        SheetFault::LogAndGrids,
        SheetFault::SecondLog,
        SheetFault::SecondFleet { player: s("Anya") },
        SheetFault::SecondShots { player: s("Boris") },
        SheetFault::MoveBack { number: s("7"), before: s("12"), line: 31 },
        SheetFault::LogShots { most: 200_000 },
        SheetFault::ShotsOfOne { given: s("Anya"), missing: s("Boris") },
        SheetFault::RoundWithoutSalvo,
        SheetFault::PlayerWithSalvo,
        SheetFault::LettersOrInitials { line: s("B C D S"), rows: 11, board_rows: 10 },
        SheetFault::EmptyFleet { owner: Some(s("Anya")) },
        // A fleet checked alone, its owner not named (`broadside fleet`).
        SheetFault::EmptyFleet { owner: None },
    ];
    for why in [
        RowNumberFault::Later { numbered: 5 },
        RowNumberFault::Missing { numbered: 5 },
        RowNumberFault::Below { numbered: 2 },
        RowNumberFault::NoNumber { found: s("#.#") },
    ] {
        out.push(SheetFault::RowNumber { owner: Some(s("Anya")), row: 4, why: why.clone() });
        out.push(SheetFault::RowNumber { owner: None, row: 4, why });
    }
    out.extend([
        SheetFault::MixedMarks { initial: 'C', mark: '#' },
        SheetFault::NotAMark { mark: '?' },
        SheetFault::NotADrawnMark { mark: '?' },
        SheetFault::RowTooWide { cells: 60, most: 52 },
        SheetFault::UnequalRows { row: 3, cells: 9, other_line: 5, width: 10, ruled: false },
        SheetFault::UnequalRows { row: 2, cells: 4, other_line: 6, width: 10, ruled: true },
        SheetFault::DrawnRows { owner: Some(s("Anya")), rows: 11, board_rows: 10 },
        SheetFault::DrawnRows { owner: Some(s("Anya")), rows: 1, board_rows: 10 },
        SheetFault::DrawnRows { owner: Some(s("Anya")), rows: 2, board_rows: 10 },
        SheetFault::DrawnRows { owner: Some(s("Anya")), rows: 5, board_rows: 10 },
        SheetFault::DrawnRows { owner: None, rows: 11, board_rows: 10 },
        SheetFault::DrawnRows { owner: None, rows: 9, board_rows: 10 },
        SheetFault::DrawingTooTall { rows: 60, most: 52 },
        SheetFault::LettersForRows { letters: 4, cells: 3 },
        SheetFault::LettersForBoard { letters: 9, columns: 10 },
        SheetFault::RulingOrRow { line: s("- - - - - - - - - -"), board_rows: 10, lines: 12, may: 2 },
        SheetFault::RulingLeaves { line: s("=========="), rows: 9, board_rows: 10 },
        SheetFault::RulingLeaves { line: s("=========="), rows: 1, board_rows: 2 },
        SheetFault::RulingLeaves { line: s("=========="), rows: 21, board_rows: 10 },
        SheetFault::ShotRowMissing { owner: s("Boris"), row: 4, numbered: Some(5) },
        SheetFault::ShotRowMissing { owner: s("Boris"), row: 4, numbered: None },
        SheetFault::ShotRows { owner: s("Boris"), board_rows: 10, rows: 9 },
        SheetFault::ShotRowNumber { owner: s("Boris"), row: 3, found: Some(s("1x")) },
        SheetFault::ShotRowNumber { owner: s("Boris"), row: 3, found: None },
        SheetFault::ShotRowCells { owner: s("Boris"), row: 2, width: 10, found: 9, numbered: true },
        SheetFault::ShotRowCells { owner: s("Boris"), row: 2, width: 10, found: 11, numbered: false },
        SheetFault::NotAShotCell { owner: s("Boris"), found: s("4y") },
        SheetFault::ShotNumber { owner: s("Boris"), found: 0, most: 100_000 },
        SheetFault::CapitalO { owner: s("Boris"), number: 1 },
        SheetFault::SalvoMark,
        SheetFault::SkippedRound { player: s("Boris"), number: 3, holder: Some(s("Anya")), max: 8 },
        SheetFault::SkippedRound { player: s("Boris"), number: 3, holder: None, max: 5 },
        SheetFault::NumberGap { player: s("Anya"), missing: 4, found: 5 },
        SheetFault::NumberTwice { player: s("Anya"), number: 6, cells: vec![s("B3"), s("Д7")] },
        SheetFault::NumberOnBoth { number: 9, first: s("Anya"), first_line: 14, second: s("Boris"), second_line: 29 },
        SheetFault::TwoFleets,
        SheetFault::NoForfeitReason { reason: s("bored") },
        SheetFault::FiresAtNothing,
        SheetFault::TooManyHits { hits: 5_000_000_000 },
        SheetFault::Lookalike {
            fault: Box::new(SheetFault::NotAShotCell { owner: s("Boris"), found: s("3х") }.into()),
            letter: 'х',
        },
    ]);
    for why in [NameFault::Empty, NameFault::Spaces, NameFault::CommaOrColon, NameFault::Control, NameFault::Comment] {
        out.push(SheetFault::UnwritableName { name: s("Anya, K"), why });
    }
    for why in [
        UnwritableClass::EmptyOrSpaces,
        UnwritableClass::Punctuation,
        UnwritableClass::EndsInCell,
        UnwritableClass::NotInFleet,
    ] {
        out.push(SheetFault::UnwritableClass { class: s("boat A1"), why });
    }
    out.extend([
        SheetFault::NamePrefix { long: s("Anya K"), short: s("Anya"), writing: true },
        SheetFault::NamePrefix { long: s("Anya K2"), short: s("Anya"), writing: false },
        SheetFault::PlayerCount { found: 3 },
        SheetFault::NotOneOf { found: s("Vera"), players: players() },
        SheetFault::NoFleetFor { player: s("Boris") },
        SheetFault::ShipWithoutReply,
        SheetFault::VolleyReplyForShot,
        SheetFault::WordReplyForVolley,
    ]);
    out
}
