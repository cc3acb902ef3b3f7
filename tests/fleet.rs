//! Drawn fleets and `broadside fleet`: explicit assertions for each fixture in fixtures/fleet
//! (one fleet alone) and fixtures/grid (whole records with drawn fleets).

use std::path::Path;

use broadside::drawing::FleetReport;
use broadside::paper::check_fleet;
use broadside::{Code, Outcome, Overrides, Reason, RulesSpec, Severity, Verdict, check_record};

fn fleet(name: &str, rules: &str) -> FleetReport {
    let text = std::fs::read_to_string(Path::new("fixtures/fleet").join(name)).unwrap();
    let spec = RulesSpec::from_arg(rules).unwrap();
    let resolved = spec.resolve();
    check_fleet(&text, spec, &resolved).unwrap()
}

fn verdict(name: &str) -> Verdict {
    let text = std::fs::read_to_string(Path::new("fixtures/grid").join(name)).unwrap();
    check_record(&text, &Overrides::default()).unwrap()
}

fn codes(violations: &[broadside::Violation]) -> Vec<(Code, &str)> {
    violations.iter().map(|v| (v.code, v.player.as_str())).collect()
}

fn cells(v: &broadside::Violation) -> Vec<String> {
    crate::common::cell_labels(v)
}

fn classes(report: &FleetReport) -> Vec<(String, String)> {
    report.ships.iter().map(|s| (s.ship.clone().unwrap_or_default(), s.label.clone())).collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|&(a, b)| (a.to_owned(), b.to_owned())).collect()
}

// --- The Russian field validator (touching forbidden: one ship per group) ---

const RUSSIAN_LEGAL_SHIPS: [(&str, &str); 10] = [
    ("battleship", "A1-A4"),
    ("destroyer", "F1-G1"),
    ("destroyer", "C2-C3"),
    ("destroyer", "I2-I3"),
    ("cruiser", "E3-G3"),
    ("torpedo boat", "I5"),
    ("cruiser", "E6-G6"),
    ("torpedo boat", "I7"),
    ("torpedo boat", "D8"),
    ("torpedo boat", "H9"),
];

#[test]
fn russian_legal_field() {
    let report = fleet("russian-legal.json", "russian");
    assert!(report.legal);
    assert!(report.violations.is_empty(), "{:?}", report.violations);
    assert_eq!(classes(&report), pairs(&RUSSIAN_LEGAL_SHIPS));
    assert_eq!(report.ships[0].cells.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["A1", "A2", "A3", "A4"]);
}

#[test]
fn russian_field_drawn_with_labels_reads_the_same() {
    let labelled = fleet("russian-labelled.txt", "russian");
    let json = fleet("russian-legal.json", "russian");
    assert_eq!(labelled, json);
}

#[test]
fn russian_extra_four_decker() {
    let report = fleet("russian-extra-four-decker.txt", "russian");
    assert!(!report.legal);
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    let v = &report.violations[0];
    assert_eq!(cells(v), ["A1", "A2", "A3", "A4", "A10", "B10", "C10", "D10"]);
    assert_eq!(crate::common::message(v), "player's fleet has 2 battleships of 4 cells, but the rules call for 1");
}

#[test]
fn russian_missing_boat() {
    let report = fleet("russian-missing-boat.txt", "russian");
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    assert_eq!(cells(&report.violations[0]), ["I5", "I7", "D8"]);
    assert!(
        crate::common::message(&report.violations[0]).contains("3 torpedo boats"),
        "{}",
        crate::common::message(&report.violations[0])
    );
    assert_eq!(report.ships.len(), 9);
}

#[test]
fn russian_corner_contact() {
    let report = fleet("russian-corner-contact.txt", "russian");
    assert_eq!(codes(&report.violations), [(Code::Touching, "player")]);
    assert_eq!(cells(&report.violations[0]), ["E6", "D7"]);
}

#[test]
fn russian_l_shape_is_a_bad_shape_counted_as_one_ship() {
    let report = fleet("russian-l-shape.txt", "russian");
    // The L of three cells is one ship of three (a cruiser by size), so the fleet count holds.
    assert_eq!(codes(&report.violations), [(Code::BadShape, "player")]);
    let v = &report.violations[0];
    assert_eq!(cells(v), ["E6", "F6", "F7"]);
    assert_eq!(
        crate::common::message(v),
        "player's ship E6 F6 F7 is not a straight, gap-free line: E6 and F7 are in neither one row nor one column"
    );
    assert_eq!(report.ships.len(), 10);
}

#[test]
fn a_drawing_larger_than_the_board() {
    let report = fleet("russian-off-board.txt", "russian");
    assert_eq!(codes(&report.violations), [(Code::OffBoard, "player")]);
    assert_eq!(cells(&report.violations[0]), ["K9"]);
    let boat = report.ships.iter().find(|s| s.label == "K9").unwrap();
    assert_eq!(boat.ship.as_deref(), Some("torpedo boat"));
    assert!(boat.cells.is_empty());
}

// --- Touching allowed: the split ---

#[test]
fn a_split_with_one_answer() {
    let report = fleet("classic-one-split.txt", "classic");
    assert!(report.legal);
    assert!(report.violations.is_empty(), "{:?}", report.violations);
    assert_eq!(
        classes(&report),
        pairs(&[("battleship", "A1-E1"), ("cruiser", "A2-D2"), ("submarine", "A3-C3"), ("destroyer", "A4-B4")])
    );
}

#[test]
fn a_split_with_several_answers_warns() {
    let report = fleet("classic-several-splits.txt", "classic");
    assert!(report.legal, "a warning leaves the placement legal");
    assert_eq!(codes(&report.violations), [(Code::AmbiguousFleet, "player")]);
    let v = &report.violations[0];
    assert_eq!(v.severity, Severity::Warning);
    assert_eq!(cells(v), ["A3", "B3", "C3", "D3", "E3"]);
    assert_eq!(
        crate::common::message(v),
        "player's drawing splits into the fleet's ships in more than one way: A1-E1 A3-C3 D3-E3 A5-D5 or A1-E1 A3-B3 C3-E3 A5-D5; the first is used"
    );
    assert_eq!(
        classes(&report),
        pairs(&[("battleship", "A1-E1"), ("submarine", "A3-C3"), ("destroyer", "D3-E3"), ("cruiser", "A5-D5")])
    );
}

#[test]
fn a_split_with_no_answer_names_the_group() {
    let report = fleet("classic-no-split.txt", "classic");
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    let v = &report.violations[0];
    assert_eq!(cells(v), ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]);
    assert!(
        crate::common::message(v).starts_with("player's group of 9 drawn cells A1, B1, C1"),
        "{}",
        crate::common::message(v)
    );
}

#[test]
fn a_split_with_no_answer_across_groups_says_why() {
    let report = fleet("classic-no-split-jointly.txt", "classic");
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    let v = &report.violations[0];
    assert_eq!(cells(v), ["A5", "B5", "E5", "F5"]);
    assert_eq!(
        crate::common::message(v),
        "player's drawn cells cannot be split into straight ships that make up the fleet (battleship 5, cruiser 4, submarine 3, destroyer 2): A5, B5, E5 and F5 lie in no straight run of 3 or more cells, but the fleet's ships shorter than 3 fill only 2"
    );
}

#[test]
fn a_split_with_no_answer_by_a_clash_of_groups_says_what_each_can_be() {
    let report = fleet("classic-no-split-clash.txt", "classic");
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    let v = &report.violations[0];
    assert_eq!(cells(v), ["A1", "B1", "C1", "D1", "E1", "F1", "D2", "E2", "F2", "B3", "B4", "C4", "D4", "E4"]);
    assert_eq!(
        crate::common::message(v),
        "player's drawn cells cannot be split into straight ships that make up the fleet (battleship 5, cruiser 4, submarine 3, destroyer 2): the 9 cells from A1 can only be cruiser (4), submarine (3) and destroyer (2); the 5 cells from B3 can only be submarine (3) and destroyer (2)"
    );
    // The game goes on against the furthest partial split and the leftover cells as straight
    // runs.
    assert_eq!(report.ships[0].ship.as_deref(), Some("battleship"));
    assert_eq!(report.ships.iter().map(|s| s.cells.len()).sum::<usize>(), 14);
}

#[test]
fn a_drawing_with_the_wrong_number_of_cells() {
    let report = fleet("classic-wrong-count.txt", "classic");
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    assert_eq!(
        crate::common::message(&report.violations[0]),
        "player drew 15 ship cells, but the fleet's ships (battleship 5, cruiser 4, submarine 3, destroyer 2) fill 14"
    );
}

#[test]
fn the_fleet_option_changes_what_the_split_must_make() {
    // Two rows of five and a row of four: battleship 5, cruiser 3 and destroyer 2 twice fit too.
    let report = fleet("classic-several-splits.txt", r#"{"base": "classic", "fleet": "two-destroyers"}"#);
    assert_eq!(codes(&report.violations), [(Code::WrongFleet, "player")]);
    assert!(crate::common::message(&report.violations[0]).contains("drew 14 ship cells"));
}

#[test]
fn a_list_of_ships() {
    let report = fleet("classic-ships.json", "classic");
    assert!(report.legal);
    assert_eq!(
        classes(&report),
        pairs(&[("battleship", "A1-E1"), ("cruiser", "A3 B3 C3 D3"), ("submarine", "J5-J7"), ("destroyer", "H10 I10")])
    );
}

#[test]
fn unreadable_fleets_are_input_errors() {
    let spec = RulesSpec::from_arg("classic").unwrap();
    let rules = spec.resolve();
    let text = std::fs::read_to_string("fixtures/fleet/bad-unequal-rows.txt").unwrap();
    let e = check_fleet(&text, spec.clone(), &rules).unwrap_err();
    assert_eq!(
        e.to_string(),
        "2:1: the rows of a drawing must have equal length: row 2 has 11 cells, but the row on line 1 has 10"
    );
    let text = std::fs::read_to_string("fixtures/fleet/bad-unequal-rows.json").unwrap();
    let e = check_fleet(&text, spec.clone(), &rules).unwrap_err();
    assert!(e.to_string().contains("rows of a drawing must have equal length: row 1 has 4 cells, row 2 has 3"), "{e}");
    assert!(e.to_string().contains("grid"), "{e}");
    let e = check_fleet(r#"[{"cells": []}]"#, spec, &rules).unwrap_err();
    assert!(e.to_string().contains("[0].cells"), "{e}");
}

// --- Whole records with drawn fleets ---

#[test]
fn russian_game_with_a_drawn_fleet() {
    let v = verdict("russian-drawn-unfinished.json");
    assert_eq!(v.outcome, Outcome::Unfinished);
    assert!(v.violations.is_empty(), "{:?}", v.violations);
    assert_eq!((v.stats[0].hits, v.stats[1].hits, v.stats[1].ships_sunk), (4, 7, 3));
}

#[test]
fn russian_drawn_fleet_with_corner_contact_forfeits() {
    let v = verdict("russian-drawn-corner-contact.json");
    assert_eq!((v.outcome, v.winner.as_deref(), v.reason), (Outcome::Win, Some("bob"), Some(Reason::Forfeit)));
    assert_eq!(codes(&v.violations), [(Code::Touching, "alice")]);
    assert_eq!(v.decided_at, None);
}

#[test]
fn replies_pick_the_split() {
    // The drawing splits four ways; only A3-B3 + C3-E3 (with A1-E1 whole) agrees with "sunk" at
    // B3 after a hit at A3, so no false report and no warning.
    let v = verdict("classic-replies-pick-split.json");
    assert_eq!(v.outcome, Outcome::Unfinished);
    assert!(v.violations.is_empty(), "{:?}", v.violations);
}

#[test]
fn a_volley_reply_picks_the_split() {
    let v = verdict("salvo-volley-picks-split.json");
    assert!(v.violations.is_empty(), "{:?}", v.violations);
}

/// Class 6 of issue 20 (docs/format.md §2 "Drawn fleets", the benefit of the doubt): bob drew a
/// cruiser and a submarine end to end in column A. Alice's first volley struck A5-A7: with the
/// cruiser on top (the split found first) that sank the submarine, bob's allowance fell to 6 and
/// his 7-shot volley of round 2 would be too many; with the submarine on top nothing sank, and the
/// volley that destroys alice's fleet is legal. The referee takes the split that convicts bob of
/// nothing.
#[test]
fn a_split_that_makes_the_owners_volley_legal_is_chosen() {
    let v = verdict("salvo-column-split-allowance.json");
    assert_eq!(v.outcome, Outcome::Win);
    assert_eq!((v.winner.as_deref(), v.reason, v.decided_at), (Some("bob"), Some(Reason::FleetDestroyed), Some(3)));
    assert!(v.forfeiting_players.is_empty());
    assert!(v.violations.iter().all(|v| v.code != Code::TooManyShots), "{:?}", v.violations);
    // Only one split clears bob: there is no doubt left to warn of.
    assert!(v.violations.is_empty(), "{:?}", v.violations);
    assert_eq!(v.stats[1].ships_sunk, 4);
    assert_eq!(v.stats[0].ships_sunk, 0, "alice's volley sank nothing with the submarine on top");
}

#[test]
fn replies_that_do_not_decide_leave_a_warning() {
    let v = verdict("classic-ambiguous.json");
    assert_eq!(v.outcome, Outcome::Unfinished);
    assert_eq!(codes(&v.violations), [(Code::AmbiguousFleet, "bob")]);
    let w = &v.violations[0];
    assert_eq!((w.entry, w.severity), (None, Severity::Warning));
    assert_eq!(cells(w), ["A3", "B3", "C3", "D3", "E3"]);
    assert!(
        crate::common::message(w).contains("in more than one way that agrees with the replies: A1-E1 A3-C3"),
        "{}",
        crate::common::message(w)
    );
    assert_eq!(v.exit_status(false), 0);
    assert_eq!(v.exit_status(true), 1);
}

#[test]
fn both_drawn_fleets_ambiguous_in_player_order() {
    let v = verdict("classic-both-ambiguous.json");
    assert_eq!(codes(&v.violations), [(Code::AmbiguousFleet, "alice"), (Code::AmbiguousFleet, "bob")]);
    assert!(!crate::common::message(&v.violations[0]).contains("replies"));
}

#[test]
fn a_drawn_fleet_off_the_board_forfeits() {
    let v = verdict("classic-drawn-off-board.json");
    assert_eq!(codes(&v.violations), [(Code::OffBoard, "alice")]);
    assert_eq!(cells(&v.violations[0]), ["K3", "L3"]);
    assert_eq!(v.winner.as_deref(), Some("bob"));
}

/// The benefit of the doubt counts placement fouls too: alice's two destroyers drawn as a square
/// across the board's edge (J1-K2) are one ship off the board split down the columns, two split
/// across the rows (the split found first).
#[test]
fn a_drawing_over_the_edge_is_split_with_the_fewest_ships_off_the_board() {
    let v = verdict("classic-drawn-off-board-fewest-ships.json");
    assert_eq!(codes(&v.violations), [(Code::OffBoard, "alice")]);
    assert_eq!(cells(&v.violations[0]), ["K1", "K2"]);
    assert_eq!((v.outcome, v.winner.as_deref()), (Outcome::Win, Some("bob")));
}

#[test]
fn a_drawn_fleet_with_no_split_forfeits() {
    let v = verdict("classic-drawn-no-split.json");
    assert_eq!(codes(&v.violations), [(Code::WrongFleet, "alice")]);
    assert_eq!((v.outcome, v.winner.as_deref()), (Outcome::Win, Some("bob")));
}

#[test]
fn a_game_won_against_a_drawn_fleet() {
    let v = verdict("tiny-replies-pick-vertical.json");
    assert!(v.violations.is_empty(), "{:?}", v.violations);
    assert_eq!((v.outcome, v.winner.as_deref(), v.reason), (Outcome::Win, Some("alice"), Some(Reason::FleetDestroyed)));
    assert_eq!(v.decided_at, Some(6));
    assert_eq!(v.stats[0].ships_sunk, 2);
}

// --- Snapshots of the whole answers ---

#[test]
fn fleet_fixture_snapshots() {
    insta::glob!("../fixtures/fleet", "[cr]*.*", |path| {
        let name = path.file_name().unwrap().to_str().unwrap();
        let rules = match name.split('-').next() {
            Some("russian") => "russian",
            _ => "classic",
        };
        let text = std::fs::read_to_string(path).unwrap();
        let spec = RulesSpec::from_arg(rules).unwrap();
        let resolved = spec.resolve();
        insta::assert_json_snapshot!(check_fleet(&text, spec, &resolved).unwrap());
    });
}

#[test]
fn grid_fixture_snapshots() {
    insta::glob!("../fixtures/grid", "*.json", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        insta::assert_json_snapshot!(check_record(&text, &Overrides::default()).unwrap());
    });
}

// --- Marks of a drawing (docs/format.md §2 "Drawn fleets"): never read as water ---

#[test]
fn a_json_drawing_in_squares_and_one_in_initials_are_both_fleets() {
    let v = verdict("classic-drawn-with-squares-and-initials.json");
    // Every reply is true: no foul, and neither fleet is read as an empty sea.
    assert_eq!((v.outcome, v.winner.as_deref()), (Outcome::Unfinished, None));
    assert!(v.violations.is_empty(), "{:?}", v.violations);
    assert_eq!(v.stats[0].hits, 4);
    assert_eq!(v.stats[0].ships_sunk, 1);
}

#[test]
fn a_drawing_with_initials_names_each_ship() {
    let text = r#"{"grid": ["BBBBB.....", "..........", "CCCC..DD..", "......SSS."]}"#;
    let spec = RulesSpec::from_arg("classic").unwrap();
    let report = check_fleet(text, spec.clone(), &spec.resolve()).unwrap();
    assert_eq!(
        classes(&report),
        pairs(&[("battleship", "A1-E1"), ("cruiser", "A3-D3"), ("destroyer", "G3-H3"), ("submarine", "G4-I4")])
    );
    assert!(report.legal);
    // Two destroyers end to end under two-destroyers are two ships, not one of four cells.
    let text = r#"{"grid": ["BBBBB.....", "..........", "CCC.DDDD.."]}"#;
    let spec = RulesSpec::from_arg(r#"{"base": "classic", "fleet": "two-destroyers"}"#).unwrap();
    let report = check_fleet(text, spec.clone(), &spec.resolve()).unwrap();
    assert_eq!(
        classes(&report),
        pairs(&[("battleship", "A1-E1"), ("cruiser", "A3-C3"), ("destroyer", "E3-F3"), ("destroyer", "G3-H3")])
    );
    // A crooked group of one letter where ships may touch: which ships it holds is a guess.
    let e = check_fleet(r#"{"grid": ["DD", "D.", "D."]}"#, spec.clone(), &spec.resolve()).unwrap_err();
    assert!(e.to_string().contains("the destroyer cells A1, B1, A2 and A3 do not make one straight ship"), "{e}");
}

#[test]
fn a_mark_without_meaning_is_an_error_naming_it_and_where_it_stands() {
    let record = |ann: &str| {
        let fleets = serde_json::json!({"ann": {"grid": [ann]}, "bob": {"grid": ["#"]}});
        serde_json::json!({"rules": "classic", "fleets": fleets, "shots": []}).to_string()
    };
    for (row, column, mark) in [("..?..", 3, "?"), ("....O", 5, "O"), (".....+", 6, "+"), ("☐", 1, "☐")] {
        let e = check_record(&record(row), &Overrides::default()).unwrap_err().to_string();
        assert!(e.contains("at fleets.ann.grid[0]: column "), "{e}");
        assert!(e.contains(&format!("column {column}: `{mark}` is not a mark of a drawing")), "{e}");
    }
    let e = check_record(&record("#CCCC"), &Overrides::default()).unwrap_err().to_string();
    assert!(e.contains("row 1, column 2: the drawing marks ships both with class initials (such as `C`)"), "{e}");
}

/// Ben draws ten dominoes as a 2 x 10 block (89 splits) and answers each of ann's volleys as the
/// all-vertical split makes true; the referee weighs 64 splits against the log and the best of
/// those charges him with false reports. A split not weighed clears him: the record is refused
/// as one the referee cannot judge, never a conviction (docs/format.md §2 "Drawn fleets").
#[test]
fn a_drawing_weighed_in_part_never_convicts_its_owner() {
    let path = Path::new("fixtures/fleet/doubt/salvo-block-of-ten-dominoes-weighed-in-part.json");
    let text = std::fs::read_to_string(path).unwrap();
    let error = check_record(&text, &Overrides::default()).unwrap_err().to_string();
    assert!(error.contains("fleets.ben") && error.contains("64 weighed"), "{error}");
    let out = crate::common::broadside().arg("check").arg(path).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
