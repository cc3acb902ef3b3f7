//! The message catalogs (`lang/*.ftl`): each parses, has every message of English's and no other,
//! each with the same variables; every fact of every violation and every result is worded in
//! every language with every variable filled; and a game's verdict differs between languages in
//! its sentences only.

use std::collections::{BTreeMap, BTreeSet};

use broadside_core::coord::Cell;
use broadside_core::generate::{FaultChoice, Generator};
use broadside_core::rules::{Preset, RulesSpec};
use broadside_core::verdict::{
    ClassLine, Code, Facts, GroupUse, Label, Moves, NoSplit, Numbering, OnPaper, PaperPart, Run, ShapeFault, ShipRef,
    ShotOutcome, ShotReply, ShotTruth, Sized, Spot, TurnWhy, Violation, VolleyTruth,
};
use broadside_core::words::{Lang, Locale, Naming, Owner, Worded, Words};
use broadside_core::{Overrides, check_record};
use fluent_syntax::ast;
use proptest::prelude::*;

/// The variables a pattern uses.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    fn expression_vars(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(i) => inline(i, out),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

/// Each message of a catalog and the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(lang.catalog())
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.code()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &m.value {
                variables(value, &mut vars);
            }
            assert!(out.insert(m.id.name.to_owned(), vars).is_none(), "{} twice in {}.ftl", m.id.name, lang.code());
        }
    }
    out
}

#[test]
fn every_catalog_has_every_message_and_no_other() {
    let english = messages(Lang::En);
    for lang in Lang::ALL {
        let catalog = messages(lang);
        let ids = |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<BTreeSet<_>>();
        assert_eq!(ids(&catalog), ids(&english), "the messages of {}.ftl", lang.code());
        for (id, vars) in &english {
            assert_eq!(&catalog[id], vars, "the variables of {id} in {}.ftl", lang.code());
        }
    }
}

/// A language is its catalog and nothing else: each `lang/*.ftl` is a [`Lang`], named, ordered
/// and given its digits by its own `-language-*` terms, and each `Lang` is a file there.
#[test]
fn each_catalog_file_is_a_language() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lang");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .map(|p| p.file_stem().unwrap().to_str().unwrap().to_owned())
        .collect();
    files.sort();
    let mut codes: Vec<String> = Lang::ALL.iter().map(|l| l.code().to_owned()).collect();
    codes.sort();
    assert_eq!(codes, files);
    assert_eq!(Lang::ALL[0], Lang::En, "English first");
    assert_eq!(Lang::ALL.len(), Lang::COUNT);
    for lang in Lang::ALL {
        let catalog = std::fs::read_to_string(format!("{dir}/{}.ftl", lang.code())).unwrap();
        assert_eq!(lang.catalog(), catalog, "{}", lang.code());
        let term = |name: &str| {
            let start = format!("-{name} = ");
            catalog.lines().find_map(|l| l.strip_prefix(start.as_str())).map(str::to_owned)
        };
        assert_eq!(term("language-name").as_deref(), Some(lang.name()));
        assert_eq!(term("language-digits").and_then(|d| d.chars().next()), lang.zero(), "{}", lang.code());
        assert_eq!(Lang::from_code(&lang.code().to_uppercase()), Some(lang));
    }
    assert_eq!(Lang::Bn.zero(), Some('০'));
    assert_eq!(Lang::Hi.zero(), Some('०'));
    assert_eq!(Lang::Ru.zero(), None);
}

/// Every catalog is composed (Unicode NFC), as a sheet is before it is read: the words of a sheet
/// are matched against the catalogs' character by character.
#[test]
fn every_catalog_is_composed() {
    for lang in Lang::ALL {
        assert!(unicode_normalization::is_nfc(lang.catalog()), "{}.ftl is not NFC", lang.code());
    }
}

#[test]
fn languages_are_read_from_codes_and_locales() {
    assert_eq!(Lang::from_code("bn"), Some(Lang::Bn));
    assert_eq!(Lang::from_code("ru_RU.UTF-8"), Some(Lang::Ru));
    assert_eq!(Lang::from_code("nl-BE"), Some(Lang::Nl));
    assert_eq!(Lang::from_code("fil_PH"), Some(Lang::Tl));
    assert_eq!(Lang::from_code("de_DE.UTF-8"), None);
    assert_eq!(Lang::from_code("C"), None);
    // gettext's order: LC_ALL, then LC_MESSAGES, then LANG; an empty one is not set.
    let env = |lc_all, lc_messages, lang| Locale { language: None, lc_all, lc_messages, lang };
    assert_eq!(Lang::from_locale(&env(Some("hi_IN.UTF-8"), Some("ru_RU"), Some("nl_NL"))), Lang::Hi);
    assert_eq!(Lang::from_locale(&env(Some(""), Some("ru_RU"), Some("nl_NL"))), Lang::Ru);
    assert_eq!(Lang::from_locale(&env(None, None, Some("nl_NL.UTF-8"))), Lang::Nl);
    assert_eq!(Lang::from_locale(&env(Some("C"), Some("ru_RU"), None)), Lang::En);
    assert_eq!(Lang::from_locale(&env(None, None, None)), Lang::En);
    // LANGUAGE comes first, its first entry with a catalog winning, but only under a locale
    // that is not C; an entry `C` stops the list, and a list with no catalog means English.
    let with = |language, lang| Locale { language: Some(language), lc_all: None, lc_messages: None, lang };
    assert_eq!(Lang::from_locale(&with("de:ru_RU:nl", Some("hi_IN.UTF-8"))), Lang::Ru);
    assert_eq!(Lang::from_locale(&with("nl", Some("C.UTF-8"))), Lang::En);
    assert_eq!(Lang::from_locale(&with("nl", None)), Lang::En);
    assert_eq!(Lang::from_locale(&with("de:fr", Some("ru_RU.UTF-8"))), Lang::En);
    assert_eq!(Lang::from_locale(&with("C:nl", Some("ru_RU.UTF-8"))), Lang::En);
    assert_eq!(Lang::from_locale(&with("", Some("ru_RU.UTF-8"))), Lang::Ru);
}

fn cell(text: &str) -> Spot {
    let col = text.as_bytes()[0] - b'A';
    let row: u8 = text[1..].parse().unwrap();
    Spot::On(Cell::new(col, row - 1))
}

fn ship(name: Option<&str>, from: &str, to: &str) -> ShipRef {
    let (Spot::On(a), Spot::On(b)) = (cell(from), cell(to)) else { unreachable!() };
    ShipRef { name: name.map(str::to_owned), label: Label::Range(a, b) }
}

fn fleet() -> Vec<ClassLine> {
    vec![
        ClassLine { name: "battleship".into(), size: 4, count: 1 },
        ClassLine { name: "cruiser".into(), size: 3, count: 2 },
        ClassLine { name: "boat".into(), size: 1, count: 4 },
    ]
}

/// One violation of every kind of facts, each sentence's variants among them.
fn samples() -> Vec<Violation> {
    let cruiser = || ship(Some("cruiser"), "B2", "D2");
    let boat = || ship(None, "F5", "F5");
    let run = |a: &str, b: &str| Run { from: cell(a), to: cell(b) };
    let sized = |class: Option<&str>, size, n| Sized { class: class.map(str::to_owned), size, n };
    let who = |w: &str| w.to_owned();
    let mut out = Vec::new();
    let mut push = |code: Code, entry: Option<usize>, cells: Vec<Spot>, facts: Facts| {
        out.push(Violation::new(code, "ann", entry, cells, facts));
    };
    let off = Spot::Off("K11".into());
    push(
        Code::OffBoard,
        None,
        vec![cell("J10"), off.clone()],
        Facts::ShipOffBoard { ship: cruiser(), columns: 10, rows: 10 },
    );
    for why in [
        ShapeFault::RangeEnds(cell("A1"), cell("C3")),
        ShapeFault::Twice(cell("A1")),
        ShapeFault::NotInLine(cell("A1"), cell("B2")),
        ShapeFault::Gap(cell("A1"), cell("A4")),
    ] {
        push(Code::BadShape, None, vec![cell("A1")], Facts::BadShape { ship: boat(), why });
    }
    push(Code::Overlap, None, vec![cell("C2")], Facts::Overlap { a: cruiser(), b: ship(None, "C1", "C3") });
    push(
        Code::Touching,
        None,
        vec![cell("D2"), cell("E3")],
        Facts::Touching { a: cruiser(), b: boat(), a_side: vec![cell("D2")], b_side: vec![cell("E3"), cell("E4")] },
    );
    for (found, size, wanted) in [(0, 1, 1), (1, 4, 2), (2, 3, 1), (5, 2, 4), (21, 1, 22)] {
        push(Code::WrongFleet, None, Vec::new(), Facts::ClassCount { class: "cruiser".into(), found, size, wanted });
    }
    for length in [1, 2, 5] {
        let label = Label::Range(Cell::new(0, 0), Cell::new(0, 4));
        push(
            Code::WrongFleet,
            None,
            vec![cell("A1")],
            Facts::ClassSize { name: "Cruiser".into(), label: label.clone(), length, class: "cruiser".into(), size: 3 },
        );
        push(Code::WrongFleet, None, vec![cell("A1")], Facts::NoClassOfSize { label, length });
    }
    let written = Label::Written { spots: vec![cell("A1"), off.clone()], range: false };
    push(
        Code::WrongFleet,
        None,
        vec![cell("A1")],
        Facts::NoSuchClass { name: "sub".into(), label: written, classes: vec!["battleship".into(), "cruiser".into()] },
    );
    for why in [
        NoSplit::CellCount { drawn: 1, wanted: 20 },
        NoSplit::CellCount { drawn: 14, wanted: 20 },
        NoSplit::Group { size: 9 },
        NoSplit::ShortRuns { size: 3, room: 4 },
        NoSplit::LongShips { ships: 3, size: 3, places: 2 },
        NoSplit::Colours { imbalance: 2, odd: 1 },
        NoSplit::Groups(vec![
            GroupUse { size: 4, first: cell("A1"), mixes: vec![vec![sized(Some("battleship"), 4, 1)]] },
            GroupUse {
                size: 2,
                first: cell("C5"),
                mixes: vec![vec![sized(None, 2, 1)], vec![sized(Some("boat"), 1, 2)]],
            },
        ]),
        NoSplit::Furthest { laid: vec![run("A1", "A4"), run("C5", "C5")], lacking: vec![sized(Some("cruiser"), 3, 2)] },
    ] {
        let cells = vec![cell("A1"), cell("A2"), cell("A3")];
        push(Code::WrongFleet, None, cells, Facts::NoSplit { fleet: fleet(), why });
    }
    for with_log in [false, true] {
        let (first, second) = (vec![run("A1", "E1"), run("A3", "C3")], vec![run("A1", "A3"), run("C1", "E1")]);
        push(Code::AmbiguousFleet, None, vec![cell("A1")], Facts::AmbiguousFleet { with_log, first, second });
    }
    push(Code::AfterEnd, Some(12), vec![cell("C4")], Facts::AfterEnd { end: 11 });
    for code in [Code::Timeout, Code::Crashed, Code::IllegalMessage] {
        push(code, Some(7), Vec::new(), Facts::Forfeit);
    }
    push(Code::OffBoard, Some(3), vec![off.clone()], Facts::ShotsOffBoard { columns: 10, rows: 10 });
    push(
        Code::OffBoard,
        Some(3),
        vec![off.clone(), Spot::Off("[-1,0]".into())],
        Facts::ShotsOffBoard { columns: 10, rows: 10 },
    );
    let turns = vec![
        TurnWhy::Round { opener: who("bob"), other: who("ann"), number: 3, entry: 4 },
        TurnWhy::First(who("bob")),
        TurnWhy::AfterOutOfTurn { who: who("bob"), entry: 5 },
        TurnWhy::AnsweredHit { who: who("bob"), entry: 5 },
        TurnWhy::AnsweredMiss { who: who("bob"), entry: 5 },
        TurnWhy::Alternate { who: who("bob"), entry: 5 },
        TurnWhy::Effect { who: who("bob"), entry: 5, effect: ShotOutcome::Hit, again: true },
        TurnWhy::Effect { who: who("bob"), entry: 5, effect: ShotOutcome::Sinking, again: true },
        TurnWhy::Effect { who: who("bob"), entry: 5, effect: ShotOutcome::OffBoard, again: false },
        TurnWhy::Effect { who: who("bob"), entry: 5, effect: ShotOutcome::Repeated, again: false },
        TurnWhy::Effect { who: who("bob"), entry: 5, effect: ShotOutcome::Miss, again: false },
    ];
    for why in turns {
        push(Code::OutOfTurn, Some(6), vec![cell("C4")], Facts::OutOfTurn { expected: who("bob"), why });
    }
    push(Code::TooManyShots, Some(2), vec![cell("A1"), cell("A2")], Facts::OneShotATurn { fired: 2 });
    for (fired, total, afloat, allowed) in [(1, 4, 3, 3), (2, 6, 1, 5)] {
        push(
            Code::TooManyShots,
            Some(2),
            vec![cell("A1")],
            Facts::OverRoundAllowance { fired, total, afloat, allowed },
        );
    }
    for (over, fired, afloat, allowed) in
        [(true, 6, 5, 5), (true, 2, 1, 1), (false, 1, 2, 2), (false, 4, 5, 5), (false, 3, 21, 21)]
    {
        let code = if over { Code::TooManyShots } else { Code::TooFewShots };
        push(code, Some(2), vec![cell("A1")], Facts::Allowance { over, fired, afloat, allowed });
    }
    push(Code::RepeatedShot, Some(9), vec![cell("B2"), cell("B3")], Facts::RepeatedShot);
    for (said, named, truth) in [
        (ShotReply::Hit, None, ShotTruth::Water),
        (ShotReply::Miss, None, ShotTruth::Hit(cruiser())),
        (ShotReply::Hit, Some("cruiser"), ShotTruth::Sank(cruiser())),
        (ShotReply::Sunk, None, ShotTruth::Struck),
        (ShotReply::Sunk, Some("battleship"), ShotTruth::ShipThere(cruiser())),
    ] {
        push(
            Code::FalseReport,
            Some(4),
            vec![cell("C2")],
            Facts::FalseShotReply { shooter: who("bob"), said, ship: named.map(str::to_owned), at: cell("C2"), truth },
        );
    }
    for (hits, sunk, truth) in [
        (vec![], vec![], VolleyTruth { struck: vec![], sunk: vec![] }),
        (vec![("cruiser".to_owned(), 1)], vec![], VolleyTruth { struck: vec![(cruiser(), 2)], sunk: vec![] }),
        (
            vec![("cruiser".to_owned(), 2), ("boat".to_owned(), 1)],
            vec!["boat".to_owned()],
            VolleyTruth { struck: vec![(cruiser(), 1), (boat(), 1)], sunk: vec![boat(), cruiser()] },
        ),
    ] {
        push(
            Code::FalseReport,
            Some(4),
            vec![cell("C2"), cell("F5")],
            Facts::FalseVolleyReply { shooter: who("bob"), hits, sunk, truth },
        );
    }
    for (left_out, first, last) in [(1, None, None), (3, Some(150), Some(150)), (250, Some(101), Some(400))] {
        push(Code::RepeatedShot, first, Vec::new(), Facts::NotListed { left_out, first, last });
    }
    let parts = [
        PaperPart::RulesLine,
        PaperPart::PlayersLine,
        PaperPart::FirstLine,
        PaperPart::MetaLine,
        PaperPart::Fleet("ann".into()),
        PaperPart::Move("ann".into()),
        PaperPart::Numbered { player: "bob".into(), numbering: Numbering::Round, number: 3, cells: vec!["B2".into()] },
        PaperPart::Numbered { player: "bob".into(), numbering: Numbering::Player, number: 1, cells: vec!["B2".into()] },
        PaperPart::Numbered {
            player: "bob".into(),
            numbering: Numbering::Player,
            number: 21,
            cells: vec!["B2".into(), "B3".into()],
        },
        PaperPart::Numbered { player: "bob".into(), numbering: Numbering::Game, number: 5, cells: vec!["B2".into()] },
    ];
    for what in parts {
        let mut placed = Violation::new(Code::RepeatedShot, "ann", Some(9), vec![cell("B2")], Facts::RepeatedShot);
        placed.on_paper = Some(OnPaper { line: 14, what });
        out.push(placed);
    }
    out
}

/// Every sentence of every fact, in every language: a snapshot each (a translator's changes
/// show in review), with every variable filled.
#[test]
fn every_fact_is_worded_in_every_language() {
    let samples = samples();
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut lines = Vec::new();
        for v in &samples {
            let sentence = words.violation(v);
            // Fluent writes a variable it was not given as `{$name}`, and an id it lacks as the id.
            assert!(!sentence.contains("{$") && !sentence.contains("{???}"), "{}: {sentence}", lang.code());
            lines.push(format!("{} {}: {sentence}", v.code, v.entry.map_or("-".to_owned(), |e| e.to_string())));
        }
        insta::assert_snapshot!(format!("facts_{}", lang.code()), lines.join("\n"));
    }
}

/// Every sentence of a placement fact with its owner not named (`broadside fleet` without
/// `--player`), in every language: a snapshot each, every variable filled, the owner's name
/// nowhere, and every `unnamed-` message of the catalog used.
#[test]
fn every_placement_fact_is_worded_with_its_owner_unnamed() {
    // An owner whose name no sentence holds otherwise.
    let owner = "Quxley";
    let mut placement: Vec<Violation> = samples()
        .into_iter()
        .filter(|v| v.entry.is_none() && v.on_paper.is_none())
        .map(|v| Violation { player: owner.into(), ..v })
        .collect();
    // A count of placement violations not listed.
    placement.push(Violation::new(
        Code::Overlap,
        owner,
        None,
        Vec::new(),
        Facts::NotListed { left_out: 3, first: None, last: None },
    ));
    let unnamed_ids: BTreeSet<String> =
        messages(Lang::En).into_keys().filter(|id| id.starts_with("unnamed-")).collect();
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut lines = Vec::new();
        for v in &placement {
            let sentence = words.violation_as(v, Naming::Entries, Owner::Unnamed);
            assert!(!sentence.contains("{$") && !sentence.contains("unnamed-"), "{}: {sentence}", lang.code());
            assert!(!sentence.contains(owner), "{}: the owner is not named: {sentence}", lang.code());
            assert_ne!(sentence, words.violation(v), "{}", lang.code());
            lines.push(format!("{}: {sentence}", v.code));
        }
        // The player's column of the text report.
        assert_ne!(words.say("unnamed-player", &[]), "unnamed-player");
        insta::assert_snapshot!(format!("unnamed_facts_{}", lang.code()), lines.join("\n"));
    }
    let used: BTreeSet<String> = unnamed_ids
        .iter()
        .filter(|id| {
            let named = id.trim_start_matches("unnamed-");
            named == "player" || messages(Lang::En).contains_key(named)
        })
        .cloned()
        .collect();
    assert_eq!(used, unnamed_ids, "each unnamed- message stands for a message of the placement");
}

/// Every sentence that names a move, worded as the players' sheets number it under each
/// numbering, in every language: a snapshot each, with every variable filled. (The JSON's
/// wording by entry is `every_fact_is_worded_in_every_language`'s.)
#[test]
fn every_move_is_worded_as_the_sheets_number_it_in_every_language() {
    let players = ["ann".to_owned(), "bob".to_owned()];
    // Turn about from ann: entry i is ann's (i even) or bob's, the (i / 2 + 1)th of its shooter.
    let shooters: Vec<u8> = (0..500).map(|i| u8::from(i % 2 == 1)).collect();
    let names_a_move = |v: &Violation| {
        matches!(
            v.facts,
            Facts::AfterEnd { .. } | Facts::Forfeit | Facts::OutOfTurn { .. } | Facts::NotListed { first: Some(_), .. }
        )
    };
    let samples = samples();
    for lang in Lang::ALL {
        let words = Words::new(lang);
        let mut lines = Vec::new();
        for numbering in [Numbering::Round, Numbering::Player, Numbering::Game] {
            let moves = Moves::counted(numbering, &shooters);
            let naming = Naming::Sheets { moves: &moves, players: &players };
            lines.push(format!("{}: {}, {}", naming.key(), words.move_named(6, naming), words.move_named(9, naming)));
            for v in samples.iter().filter(|v| names_a_move(v)) {
                let sentence = words.violation_named(v, naming);
                assert!(!sentence.contains("{$") && !sentence.contains("{???}"), "{}: {sentence}", lang.code());
                lines.push(format!("{} {}: {sentence}", v.code, naming.key()));
            }
        }
        insta::assert_snapshot!(format!("moves_{}", lang.code()), lines.join("\n"));
    }
}

prop_compose! {
    fn faulty_game()(ruleset in 0..3usize, seed in any::<u64>(), index in 0u64..1000, kind in 0..Code::ALL.len()) -> String {
        let spec = RulesSpec::Preset([Preset::Classic, Preset::Salvo, Preset::Russian][ruleset]);
        let game = Generator::new(vec![spec], seed).unwrap().game(index, FaultChoice::Kind(Code::ALL[kind]));
        serde_json::to_string(&game.record).unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A faulty game's verdict in every language: the same codes, players, entries and cells,
    /// and a sentence for each violation, with every variable filled.
    #[test]
    fn every_language_gives_the_same_verdict_but_its_sentences(record in faulty_game()) {
        let verdict = check_record(&record, &Overrides::default()).unwrap();
        let strip = |mut v: serde_json::Value| {
            for x in v["violations"].as_array_mut().unwrap() {
                let message = x.as_object_mut().unwrap().remove("message").unwrap();
                let message = message.as_str().unwrap();
                assert!(!message.is_empty() && !message.contains("{$") && !message.contains("{???}"), "{message}");
            }
            v
        };
        let english = strip(serde_json::to_value(&verdict).unwrap());
        for lang in Lang::ALL {
            let worded = strip(serde_json::to_value(Worded { verdict: &verdict, lang }).unwrap());
            prop_assert_eq!(&worded, &english);
        }
    }
}
