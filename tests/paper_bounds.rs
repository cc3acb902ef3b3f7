//! The bounds of reading a record (issue 20, "Bounds"): an error names the limit that was
//! passed, and no error message reprints more than 40 characters of the input, however long the
//! bad token, wherever it stands, in a paper record or a JSON record; a paper record whose JSON
//! is longer than a JSON record may be is adjudicated; and every record a paper record can hold
//! is written as one.

use broadside::error::QUOTED_CHARS;
use broadside::{Overrides, Referee, check_record, paper};

fn referee() -> Referee {
    Referee::new(&Overrides::default()).unwrap()
}

/// The error a paper record gives (it must give one).
fn paper_error(text: &str) -> String {
    match paper::check(text, &referee()) {
        Ok(_) => panic!("expected an error, got a verdict:\n{}", &text[..text.len().min(400)]),
        Err(e) => e.to_string(),
    }
}

/// The error a JSON record gives (it must give one).
fn json_error(text: &str) -> String {
    match check_record(text, &Overrides::default()) {
        Ok(_) => panic!("expected an error, got a verdict:\n{}", &text[..text.len().min(400)]),
        Err(e) => e.to_string(),
    }
}

/// A bad token of 100,000 characters: letters and digits no reader takes for anything.
fn token() -> String {
    "Qz7".repeat(33_334)
}

/// Asserts that `message` holds no more than [`QUOTED_CHARS`] characters of `token` in a row.
fn asserts_bounded(place: &str, message: &str, token: &str) {
    let chars: Vec<char> = token.chars().collect();
    for start in 0..3 {
        let run: String = chars[start..start + QUOTED_CHARS + 1].iter().collect();
        assert!(
            !message.contains(&run),
            "{place}: the message reprints more than {QUOTED_CHARS} characters of the input: {}",
            &message[..message.len().min(300)]
        );
    }
    assert!(message.len() < 2_000, "{place}: a message of {} bytes", message.len());
}

const FLEETS: &str = "ann fleet: A1-E1, A3-D3, A5-C5, A7-B7\nben fleet: A1-E1, A3-D3, A5-C5, A7-B7\n";

#[test]
fn a_paper_error_quotes_at_most_forty_characters_of_a_bad_token() {
    let t = token();
    let places: Vec<(&str, String)> = vec![
        ("a header line", format!("{t}\n")),
        ("a header key", format!("{t}: classic\n")),
        ("a duplicate header key", format!("rules: classic\nrules: {t}\n")),
        ("the rules", format!("rules: {t}\n{FLEETS}")),
        ("the rules as JSON", format!("rules: {{\"base\": \"{t}\"}}\n{FLEETS}")),
        ("the players", format!("rules: classic\nplayers: {t}\n{FLEETS}")),
        ("a player named twice", format!("rules: classic\nplayers: {t}, {t}\n{FLEETS}")),
        ("a player without a fleet", format!("rules: classic\nplayers: ann, {t}\nann fleet: A1-E1\n")),
        ("first", format!("rules: classic\nplayers: ann, ben\nfirst: {t}\n{FLEETS}")),
        ("numbering", format!("rules: classic\nnumbering: {t}\n{FLEETS}")),
        ("meta", format!("rules: classic\nmeta: {{\"a\": {t}}}\n{FLEETS}")),
        ("a section of no player", format!("rules: classic\nplayers: ann, ben\n{FLEETS}{t} fleet: A1\n")),
        ("a third fleet", format!("rules: classic\n{FLEETS}{t} fleet: A1\n")),
        ("a ship's class", format!("rules: classic\nann fleet: {t}\nben fleet: A1-E1\n")),
        ("a ship of two ranges", format!("rules: classic\nann fleet: {t} A1-B1 C1-D1\nben fleet: A1-E1\n")),
        ("a ship's class named by the referee", format!("rules: classic\nann fleet: {t} A1-E1\nben fleet: A1-E1\n")),
        ("a drawing", format!("rules: classic\nann fleet:\n{t}\nben fleet: A1-E1\n")),
        ("a shot grid", format!("rules: classic\n{FLEETS}ann shots:\n{t}\nben shots:\n.\n")),
        ("a log line's player", format!("rules: classic\n{FLEETS}log:\n{t} A1\n")),
        ("a log line's cell", format!("rules: classic\n{FLEETS}log:\nann {t}\n")),
        ("a log line's pair", format!("rules: classic\n{FLEETS}log:\nann [{t}]\n")),
        ("a shot's reply", format!("rules: classic\n{FLEETS}log:\nann A1 {t}\n")),
        ("a shot's reply naming a ship", format!("rules: classic\n{FLEETS}log:\nann A1 hit {t}\n")),
        ("a volley's reply without a colon", format!("rules: salvo\n{FLEETS}log:\nann A1 B1 {t}\n")),
        ("a word before a volley's colon", format!("rules: salvo\n{FLEETS}log:\nann A1 B1 {t}: none\n")),
        ("a volley's hits", format!("rules: salvo\n{FLEETS}log:\nann A1 B1: {t}\n")),
        ("a volley's hits by a class", format!("rules: salvo\n{FLEETS}log:\nann A1 B1: {t} 1\n")),
        ("a volley's sunk list", format!("rules: salvo\n{FLEETS}log:\nann A1 B1: none; {t}\n")),
        ("a forfeit's reason", format!("rules: classic\n{FLEETS}log:\nann forfeits {t}\n")),
        ("a class counted twice", format!("rules: salvo\n{FLEETS}log:\nann A1 B1: {t} 1, {t} 1\n")),
    ];
    for (place, text) in &places {
        asserts_bounded(place, &paper_error(text), &t);
    }
}

/// A JSON record with `fleets` and `shots` as given.
fn record(rules: &str, fleets: &str, shots: &str) -> String {
    format!(r#"{{"rules": {rules}, "fleets": {fleets}, "shots": {shots}}}"#)
}

const JSON_FLEETS: &str = r#"{"ann": [{"cells": "A1-E1"}], "ben": [{"cells": "A1-E1"}]}"#;

#[test]
fn a_json_error_quotes_at_most_forty_characters_of_a_bad_token() {
    let t = token();
    let places: Vec<(&str, String)> = vec![
        ("the rules", record(&format!("\"{t}\""), JSON_FLEETS, "[]")),
        ("the rules' base", record(&format!(r#"{{"base": "{t}"}}"#), JSON_FLEETS, "[]")),
        ("an unknown field", format!(r#"{{"rules": "classic", "{t}": 1, "fleets": {JSON_FLEETS}, "shots": []}}"#)),
        (
            "a player",
            format!(r#"{{"rules": "classic", "players": ["{t}", "ben"], "fleets": {JSON_FLEETS}, "shots": []}}"#),
        ),
        ("first", format!(r#"{{"rules": "classic", "first": "{t}", "fleets": {JSON_FLEETS}, "shots": []}}"#)),
        ("a fleet's owner", record("\"classic\"", &format!(r#"{{"ann": [], "{t}": []}}"#), "[]")),
        ("a ship's cells", record("\"classic\"", &format!(r#"{{"ann": [{{"cells": "{t}"}}], "ben": []}}"#), "[]")),
        ("a range's end", record("\"classic\"", &format!(r#"{{"ann": [{{"cells": "A1-{t}"}}], "ben": []}}"#), "[]")),
        (
            "a ship's class",
            record("\"classic\"", &format!(r#"{{"ann": [{{"ship": "{t}", "cells": "A1-E1"}}], "ben": []}}"#), "[]"),
        ),
        ("a shooter", record("\"classic\"", JSON_FLEETS, &format!(r#"[{{"player": "{t}", "at": "A1"}}]"#))),
        ("a coordinate", record("\"classic\"", JSON_FLEETS, &format!(r#"[{{"player": "ann", "at": "{t}"}}]"#))),
        (
            "a reply",
            record("\"classic\"", JSON_FLEETS, &format!(r#"[{{"player": "ann", "at": "A1", "reply": "{t}"}}]"#)),
        ),
        ("a forfeit", record("\"classic\"", JSON_FLEETS, &format!(r#"[{{"player": "ann", "forfeit": "{t}"}}]"#))),
        (
            "a class counted twice",
            record(
                "\"salvo\"",
                JSON_FLEETS,
                &format!(r#"[{{"player": "ann", "at": ["A1"], "reply": {{"hits": {{"{t}": 1, "{t}": 1}}}}}}]"#),
            ),
        ),
        ("a drawing", record("\"classic\"", &format!(r#"{{"ann": {{"grid": ["{t}"]}}, "ben": []}}"#), "[]")),
        ("a bare word", t.clone()),
        ("a log entry's key", record("\"classic\"", JSON_FLEETS, &format!(r#"[{{"player": "ann", "{t}": "A1"}}]"#))),
    ];
    for (place, text) in &places {
        asserts_bounded(place, &json_error(text), &t);
    }
}

#[test]
fn a_paper_log_of_too_many_moves_names_the_move_limit() {
    let mut text = format!("rules: classic\n{FLEETS}log:\n");
    for i in 0..100_001 {
        text.push_str(if i % 2 == 0 { "ann J10\n" } else { "ben J10\n" });
    }
    let e = paper_error(&text);
    assert_eq!(e, "100005:1: the log goes on past 100000 moves, the most a record holds");
    // A bad line before the limit is the error, not the limit.
    let text = text.replacen("ben J10", "ben J10 maybe", 1);
    assert!(paper_error(&text).starts_with("6:9: expected the reply to ben's shot"), "{}", paper_error(&text));
}

#[test]
fn a_paper_record_whose_json_is_over_the_byte_limit_is_adjudicated() {
    // 100,000 moves by players named with 128 bytes: 15 MB of paper, 18 MB of JSON.
    let (a, b) = ("a".repeat(128), "b".repeat(128));
    let mut text =
        format!("rules: classic\nplayers: {a}, {b}\n{a} fleet: A1-E1, A3-D3, A5-C5, A7-B7\n{b} fleet: A1-E1\nlog:\n");
    for i in 0..100_000 {
        text.push_str(&format!("{} J{} hit battleship\n", if i % 2 == 0 { &a } else { &b }, 1 + i % 10));
    }
    let json = paper::to_json(&text, &referee()).unwrap();
    assert!(json.len() > broadside::referee::MAX_RECORD_BYTES, "{}", json.len());
    let (verdict, _) = paper::check(&text, &referee()).unwrap();
    // b's fleet is short of three ships: a placement forfeit, and every move replayed.
    assert_eq!(verdict.forfeiting_players, [b]);
    assert_eq!(verdict.stats[0].shots + verdict.stats[1].shots, 100_000);
}

#[test]
fn each_limit_of_a_paper_record_is_named_where_it_is_passed() {
    let cases: Vec<(String, &str)> = vec![
        (
            format!("rules: salvo\n{FLEETS}log:\nann {}\n", "A1 ".repeat(700)),
            "5:2033: ann fires more than 676 shots in one volley, the most a record holds",
        ),
        // Each class a reply counts is one of the fleet's (at most 256) and counted once, so a
        // reply past 256 counts repeats one: refused at the second, long before the limit.
        (
            format!("rules: salvo\n{FLEETS}log:\nann A1: {}\n", vec!["battleship 1"; 300].join(", ")),
            "5:23: the class `battleship` is counted twice (as `battleship` too): name each class once",
        ),
        (
            format!("rules: salvo\n{FLEETS}log:\nann A1: none; sunk {}\n", vec!["cruiser"; 300].join(", ")),
            "5:2324: the volley sinks more than 256 ships, the most a record holds",
        ),
        (
            format!("rules: classic\nann fleet: {}\nben fleet: A1\n", "A1, ".repeat(300)),
            "2:1036: ann's fleet has more than 256 ships, the most a fleet holds",
        ),
        (
            format!("rules: classic\nann fleet:\n{}ben fleet: A1\n", "A1\n".repeat(300)),
            "259:1: ann's fleet goes on past 256 lines: a fleet is a list of at most 256 ships or a drawing of at most 52 rows",
        ),
        (
            format!("rules: classic\n{FLEETS}ann shots:\n{}ben shots:\n", ". . . . . . . . . .\n".repeat(60)),
            "58:1: ann's shots go on past 53 lines: a shots grid has a row a line, at most 52 rows",
        ),
        (
            format!("rules: classic\n{FLEETS}log:\n{}", "log:\n".repeat(1000)),
            "5:1: a second \"log:\" section: write the whole log in one",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(paper_error(&text), expected);
    }
    // A record's limits, counted over the whole log: 200,000 shots.
    let mut text = format!("rules: salvo\n{FLEETS}log:\n");
    for i in 0..400 {
        text.push_str(if i % 2 == 0 { "ann " } else { "ben " });
        text.push_str(&"A1 ".repeat(600));
        text.push('\n');
    }
    let e = paper_error(&text);
    assert_eq!(e, "338:1: the log fires more than 200000 shots in all, the most a record holds");
    assert!(matches!(paper::check(&text, &referee()), Err(e) if e.position().is_some_and(|(line, _)| line == 338)));
}

/// `record --to paper` writes every record a paper record can hold: a fleet with no ships (an
/// empty list, or a drawing with no cells) is a drawing of the board all water, which reads
/// back to the same verdict.
#[test]
fn a_fleet_with_no_ships_is_written_as_a_sea_of_water_and_read_back_alike() {
    for rules in [r#""classic""#, r#""russian""#, r#"{"base": "salvo", "board": {"columns": 4, "rows": 3}}"#] {
        for (empty, other) in
            [("[]", r#"[{"cells": "A1-A2"}]"#), (r#"{"grid": []}"#, "[]"), (r#"{"grid": [[]]}"#, r#"{"grid": [".#"]}"#)]
        {
            let json = format!(
                r#"{{"rules": {rules}, "fleets": {{"ann": {empty}, "ben": {other}}}, "shots": [{{"player": "ann", "at": ["A1"]}}]}}"#
            );
            let written = paper::write(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
            let columns = if rules.contains("columns") { 4 } else { 10 };
            let rows = if rules.contains("rows") { 3 } else { 10 };
            let water = "\nann fleet:\n";
            assert!(written.contains(water), "{written}");
            let drawn: Vec<&str> = written.split(water).nth(1).unwrap().lines().skip(1).take(rows).collect();
            assert_eq!(drawn.len(), rows, "{written}");
            assert!(
                drawn.iter().all(|r| r.split_whitespace().skip(1).eq(std::iter::repeat_n(".", columns))),
                "{written}"
            );
            let back = paper::check(&written, &referee()).unwrap_or_else(|e| panic!("{written}: {e}")).0;
            assert_eq!(back, check_record(&json, &Overrides::default()).unwrap(), "{written}");
        }
    }
}
