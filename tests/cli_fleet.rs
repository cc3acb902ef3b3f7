//! `broadside fleet` and drawn fleets under `broadside check`, run as the real binary: output
//! and exit status 0 (legal), 1 (illegal), 2 (unreadable).

use predicates::prelude::*;
use serde_json::Value;

use crate::common::broadside;

fn json(out: &[u8]) -> Value {
    serde_json::from_slice(out).unwrap()
}

#[test]
fn a_legal_field_exits_0() {
    let out = broadside().args(["fleet", "--rules", "russian", "fixtures/fleet/russian-legal.json"]).assert().code(0);
    let report = json(&out.get_output().stdout);
    assert_eq!(report["legal"], true);
    assert_eq!(report["rules"], "russian");
    assert_eq!(report["ships"].as_array().unwrap().len(), 10);
    assert_eq!(
        report["ships"][0],
        serde_json::json!({"ship": "battleship", "label": "A1-A4", "cells": ["A1", "A2", "A3", "A4"]})
    );
    assert_eq!(report["violations"], serde_json::json!([]));
}

#[test]
fn an_illegal_field_exits_1() {
    let out =
        broadside().args(["fleet", "--rules", "russian", "fixtures/fleet/russian-corner-contact.txt"]).assert().code(1);
    let report = json(&out.get_output().stdout);
    assert_eq!(report["legal"], false);
    assert_eq!(report["violations"][0]["code"], "touching");
    assert_eq!(report["violations"][0]["cells"], serde_json::json!(["E6", "D7"]));
}

#[test]
fn a_warning_alone_exits_0() {
    let out =
        broadside().args(["fleet", "--rules", "classic", "fixtures/fleet/classic-several-splits.txt"]).assert().code(0);
    assert_eq!(json(&out.get_output().stdout)["violations"][0]["code"], "ambiguous_fleet");
}

#[test]
fn reads_standard_input() {
    let drawing = "  A B C D E F G H I J\n 1 # # # # # . . . . .\n 2 # # # # . . . . . .\n 3 # # # . . . . . . .\n 4 # # . . . . . . . .\n";
    let out = broadside().args(["fleet", "--rules", "classic", "-"]).write_stdin(drawing).assert().code(0);
    let report = json(&out.get_output().stdout);
    let labels: Vec<&str> = report["ships"].as_array().unwrap().iter().map(|s| s["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["A1-E1", "A2-D2", "A3-C3", "A4-B4"]);
}

#[test]
fn the_fleet_flag_replaces_the_fleet() {
    // Battleship 5, cruiser 3, destroyer 2 ×2: one way only.
    // Rows numbered: the board's other five rows are water (unnumbered, which rows the five are
    // would be a guess, as on a paper sheet).
    let drawing = "1 #####\n2 .....\n3 ###..\n4 .....\n5 ##.##\n";
    let out = broadside()
        .args(["fleet", "--rules", "classic", "--fleet", "two-destroyers"])
        .write_stdin(drawing)
        .assert()
        .code(0);
    let report = json(&out.get_output().stdout);
    assert_eq!(report["rules"], serde_json::json!({"base": "classic", "fleet": "two-destroyers"}));
    assert_eq!(report["violations"], serde_json::json!([]));
    broadside().args(["fleet", "--rules", "classic"]).write_stdin(drawing).assert().code(1);
}

#[test]
fn unreadable_input_exits_2_and_says_where() {
    broadside()
        .args(["fleet", "--rules", "classic", "fixtures/fleet/bad-unequal-rows.txt"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "fixtures/fleet/bad-unequal-rows.txt:2:1: the rows of a drawing must have equal length: row 2 has 11 cells",
        ));
    broadside()
        .args(["fleet", "--rules", "classic", "fixtures/fleet/bad-unequal-rows.json"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("rows of a drawing must have equal length"));
    broadside()
        .args(["fleet", "--rules", "classic", "-"])
        .write_stdin(r#"[{"ship": "battleship", "cells": "B2-E2", "colour": "red"}]"#)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown field `colour`"));
    broadside()
        .args(["fleet", "--rules", "classic", "fixtures/fleet/no-such-file.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot open"));
    broadside()
        .args(["fleet", "--rules", "chess", "fixtures/fleet/russian-legal.json"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--rules"));
}

#[test]
fn rules_are_required() {
    broadside()
        .args(["fleet", "fixtures/fleet/russian-legal.json"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--rules"));
}

#[test]
fn check_adjudicates_drawn_fleets() {
    broadside().args(["check", "fixtures/grid/classic-replies-pick-split.json"]).assert().code(0);
    broadside().args(["check", "fixtures/grid/classic-ambiguous.json"]).assert().code(0);
    broadside().args(["check", "--strict", "fixtures/grid/classic-ambiguous.json"]).assert().code(1);
    let out = broadside().args(["check", "fixtures/grid/classic-drawn-no-split.json"]).assert().code(1);
    let verdict = json(&out.get_output().stdout);
    assert_eq!(verdict["winner"], "bob");
    assert_eq!(verdict["violations"][0]["code"], "wrong_fleet");
}

#[test]
fn a_full_board_of_dominoes_splits_many_ways() {
    // Every cell of a 20x25 board drawn, for 250 ships of two cells (near the limit of 256 ships
    // a fleet): splits abound, and the referee settles on one with a warning, quickly.
    let row = "#".repeat(20);
    let grid: Vec<&str> = (0..25).map(|_| row.as_str()).collect();
    let record = serde_json::json!({
        "rules": {"base": "classic", "board": {"columns": 20, "rows": 25}, "fleet": [{"ship": "domino", "size": 2, "count": 250}]},
        "fleets": {"ann": {"grid": grid}, "bob": [{"cells": ["A1"]}]},
        "shots": [],
    });
    let out = broadside().args(["check", "-"]).write_stdin(record.to_string()).assert().code(1);
    let verdict = json(&out.get_output().stdout);
    let codes: Vec<(&str, &str)> = verdict["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["code"].as_str().unwrap(), v["player"].as_str().unwrap()))
        .collect();
    // ann's drawing is legal but ambiguous; bob's one-cell ship is no domino, and he has 249 too few.
    assert_eq!(codes, [("ambiguous_fleet", "ann"), ("wrong_fleet", "bob"), ("wrong_fleet", "bob")]);
    assert_eq!(verdict["winner"], "ann");
}

#[test]
fn fleet_text_output() {
    for name in ["russian-corner-contact.txt", "russian-legal.json", "classic-several-splits.txt"] {
        let rules = if name.starts_with("russian") { "russian" } else { "classic" };
        let out = broadside()
            .args(["fleet", "--rules", rules, "--format", "text", "--color", "never"])
            .arg(format!("fixtures/fleet/{name}"))
            .assert()
            .get_output()
            .clone();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("Board\n     A B C D E F G H I J\n"), "{text}");
        insta::assert_snapshot!(format!("fleet-text-{name}"), text);
    }
}

/// A drawing with Cyrillic column letters underlined by a ruled line, rows unnumbered: the
/// ruling is no row, so the battleship stands in А1-А4, as `russian-labelled.txt` draws it.
#[test]
fn fleet_ruled_and_cyrillic_lettered_reads_as_the_labelled_drawing() {
    let read = |name: &str| -> serde_json::Value {
        let out =
            broadside().args(["fleet", "--rules", "russian"]).arg(format!("fixtures/fleet/{name}")).assert().code(0);
        serde_json::from_slice(&out.get_output().stdout).unwrap()
    };
    let ruled = read("russian-cyrillic-letters-and-a-ruled-line.txt");
    assert_eq!(ruled["ships"][0]["cells"], serde_json::json!(["A1", "A2", "A3", "A4"]));
    assert_eq!(ruled, read("russian-labelled.txt"));
}

/// `--player NAME` names the fleet's owner in every fault, in JSON and in text, in any language;
/// without it the faults say "the player" in the language's own words, and the JSON charges
/// them to a player called `player` (docs/format.md).
#[test]
fn the_fleets_owner_is_named_by_player_or_worded_as_the_player() {
    let field = "fixtures/fleet/russian-corner-contact.txt";
    let fleet = |extra: &[&str]| {
        let out = broadside().args(["fleet", "--rules", "russian", field]).args(extra).assert().code(1);
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    let named = json(fleet(&["--player", "Quxley"]).as_bytes());
    let fault = &named["violations"][0];
    assert_eq!(fault["player"], "Quxley");
    assert!(
        fault["message"].as_str().unwrap().starts_with("Quxley's cruiser (E6-G6) and torpedo boat (D7) touch"),
        "{fault}"
    );
    let unnamed = json(fleet(&[]).as_bytes());
    let fault = &unnamed["violations"][0];
    assert_eq!(fault["player"], "player", "the JSON's player, as documented");
    assert!(fault["message"].as_str().unwrap().starts_with("the player's cruiser (E6-G6)"), "{fault}");
    // In Russian: the name after the noun, or the noun alone; no English placeholder anywhere.
    let ru = json(fleet(&["--lang", "ru", "--player", "Quxley"]).as_bytes());
    assert!(ru["violations"][0]["message"].as_str().unwrap().starts_with("У игрока Quxley крейсер (E6-G6)"), "{ru}");
    let ru = json(fleet(&["--lang", "ru"]).as_bytes());
    assert!(ru["violations"][0]["message"].as_str().unwrap().starts_with("У игрока крейсер (E6-G6)"), "{ru}");
    let text = fleet(&["--format", "text", "--lang", "ru"]);
    let line = text.lines().find(|l| l.contains("E6,D7")).unwrap();
    assert!(line.contains(" touching игрок ") && !line.contains("player"), "{line}");
    let text = fleet(&["--format", "text", "--player", "Quxley"]);
    let line = text.lines().find(|l| l.contains("E6,D7")).unwrap();
    assert!(line.contains(" touching Quxley ") && line.contains(": Quxley's cruiser"), "{line}");
    // A name must be one: not empty, within a record's limit.
    broadside().args(["fleet", "--rules", "russian", "--player", " ", field]).assert().code(2);
    let long = "x".repeat(129);
    broadside().args(["fleet", "--rules", "russian", "--player", &long, field]).assert().code(2);
}

/// A drawing's row labels are read by one rule (the paper record's: `1`, `1.`, `1)` or `1:`), so
/// a drawing a paper record accepts with its labels is a fleet `broadside fleet` accepts too, read
/// as the same drawing without them.
#[test]
fn fleet_accepts_the_row_labels_a_paper_record_accepts() {
    let plain = std::fs::read_to_string("fixtures/fleet/russian-labelled.txt").unwrap();
    let marks = ['.', ')', ':'];
    let dotted: String = plain
        .lines()
        .enumerate()
        .map(|(i, line)| match line.trim_start().split_once(' ') {
            Some((n, rest)) if i > 0 => format!("{n}{} {rest}\n", marks[i % 3]),
            _ => format!("{line}\n"),
        })
        .collect();
    let dir = crate::common::scratch("paper-labels");
    let paper = dir.join("paper.txt");
    std::fs::write(&paper, format!("rules: russian\nplayers: ann, ben\n\nann fleet:\n{dotted}\nben fleet:\n{dotted}"))
        .unwrap();
    let checked = broadside().arg("check").arg(&paper).assert();
    assert_ne!(checked.get_output().status.code(), Some(2), "the paper record accepts the labels");
    let drawing = dir.join("fleet.txt");
    std::fs::write(&drawing, &dotted).unwrap();
    let read = |path: &std::path::Path| {
        let out = broadside().args(["fleet", "--rules", "russian"]).arg(path).assert().code(0);
        json(&out.get_output().stdout)
    };
    assert_eq!(read(&drawing), read(std::path::Path::new("fixtures/fleet/russian-labelled.txt")));
}

/// `broadside fleet` reads a text drawing as a paper record reads a fleet drawn on its sheet, one
/// reader for both: what the sheet refuses as a guess, the command refuses too, at the line and
/// column, rather than judging a fleet it misread (a review found 9 or 11 unnumbered rows judged
/// as a fleet off the board or a wrong fleet).
#[test]
fn a_drawing_is_read_as_a_paper_sheet_reads_it() {
    let row = |ships: bool| if ships { "#####....." } else { ".........." };
    for rows in [9, 11] {
        let drawing: Vec<&str> = (0..rows).map(|r| row(r == 0)).collect();
        let out = broadside().args(["fleet", "--rules", "classic"]).write_stdin(drawing.join("\n")).assert().code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
        assert!(stderr.starts_with("broadside: <stdin>:"), "{rows} rows: {stderr}");
        assert!(stderr.contains(&format!("{rows} rows")), "{rows} rows: {stderr}");
    }
    // A Cyrillic letter where a mark should be is said so, at its line and column.
    let out = broadside()
        .args(["fleet", "--rules", "classic"])
        .write_stdin("    А Б В Г Д Е Ж З И К\n1.  Х Х . . . . . . . .\n")
        .assert()
        .code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(stderr.starts_with("broadside: <stdin>:2:5: `Х` is not a mark"), "{stderr}");
    assert!(stderr.contains("Cyrillic"), "{stderr}");
}

/// A drawing's input errors that name its owner (empty, rows out of number, rows that are not
/// the board's) say "the fleet" or "the drawing" in the reader's language when `broadside fleet`
/// is given no `--player`: never the JSON's placeholder `player` as if it were a name (a review
/// found "игрока player" in Russian).
#[test]
fn an_unnamed_drawings_input_errors_name_no_player() {
    let short = "..........\n#####.....\n";
    let numbered = " 1 ..........\n 2 ..........\n 4 #####.....\n";
    // The start of each language's sentence for the two drawings.
    let cases = [
        ("en", "the drawing has 2 rows", "the fleet, row 3 is missing"),
        ("ru", "на рисунке 2 ряда", "флот, ряд 3 пропущен"),
        ("nl", "de tekening heeft 2 rijen", "de vloot: rij 3 ontbreekt"),
        ("bn", "আঁকা বহরে 2টি সারি", "বহর: সারি 3 নেই"),
        ("hi", "चित्र में 2 कतारें हैं", "बेड़ा: कतार 3 छूटी"),
        ("tl", "2 hilera lang ang guhit samantalang", "plota: nawawala ang hilera 3"),
    ];
    for (lang, rows, number) in cases {
        for (drawing, expected) in [(short, rows), (numbered, number)] {
            let out =
                broadside().args(["fleet", "--rules", "classic", "--lang", lang]).write_stdin(drawing).assert().code(2);
            let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
            assert!(stderr.contains(expected), "{lang}: {stderr}");
            assert!(!stderr.contains("player"), "{lang}: {stderr}");
        }
        let named = broadside()
            .args(["fleet", "--rules", "classic", "--lang", lang, "--player", "Quxley"])
            .write_stdin(short)
            .assert()
            .code(2);
        assert!(String::from_utf8_lossy(&named.get_output().stderr).contains("Quxley"), "{lang}");
    }
}

/// An empty or blank input is said to be empty, as JSON or as paper, not read as a paper record
/// missing its fleet sections.
#[test]
fn an_empty_record_is_said_to_be_empty() {
    for input in ["", "  \n\t\n", "\u{feff}\n"] {
        let out = broadside().arg("check").write_stdin(input).assert().code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
        assert!(stderr.contains("found empty input"), "{input:?}: {stderr}");
    }
}
