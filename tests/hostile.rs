//! Hostile input: every case gives a verdict or a clear input error (exit 2), never a panic, and
//! limits are enforced before anything large is held.

use broadside::error::Fault;
use broadside::{InputError, Outcome, Overrides, check_record};
use predicates::prelude::*;
use serde_json::Value;

use crate::common::broadside;

/// A record under `rules` (JSON) with empty fleets and the given log (JSON).
fn record(rules: &str, shots: &str) -> String {
    format!(r#"{{"rules": {rules}, "players": ["a", "b"], "fleets": {{"a": [], "b": []}}, "shots": {shots}}}"#)
}

fn error_of(text: &str) -> String {
    match check_record(text, &Overrides::default()) {
        Err(e) => e.to_string(),
        Ok(v) => panic!("expected an input error, got a verdict: {v:?}"),
    }
}

#[test]
fn a_single_100_mb_line_is_refused_and_the_next_line_still_judged() {
    let good = record(r#""classic""#, "[]");
    let mut input = Vec::with_capacity(101 << 20);
    input.extend_from_slice(good.as_bytes());
    input.push(b'\n');
    input.extend_from_slice(br#"{"rules": "classic", "meta": ""#);
    input.resize(input.len() + (100 << 20), b'x');
    input.extend_from_slice(b"\"}\n");
    input.extend_from_slice(good.as_bytes());
    input.push(b'\n');
    let out = broadside().args(["check", "--jsonl"]).write_stdin(input.clone()).assert().code(2).get_output().clone();
    let lines: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["outcome"], "double_forfeit");
    assert_eq!(lines[1]["line"], 2);
    assert!(lines[1]["error"].as_str().unwrap().contains("over the limit"), "{}", lines[1]);
    assert_eq!(lines[2]["outcome"], "double_forfeit");
    // As one record, the same size is refused with exit 2 and nothing on stdout.
    let one = &input[good.len() + 1..input.len() - good.len() - 1];
    broadside()
        .arg("check")
        .write_stdin(one.to_vec())
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("over the limit"));
}

#[test]
fn a_board_of_a_million_columns_is_an_input_error() {
    let e = error_of(&record(r#"{"base": "classic", "board": {"columns": 1000000, "rows": 10}}"#, "[]"));
    assert!(e.contains("at rules.board") && e.contains("columns from 1 to 26"), "{e}");
}

#[test]
fn non_integer_coordinates_are_input_errors() {
    for at in ["[1e309, 3]", "[2.5, 3]", "[2.0, 3]", "[100000000000000000000, 3]", "[-100000000000000000000, 3]"] {
        let e = error_of(&record(r#""classic""#, &format!(r#"[{{"player": "a", "at": {at}}}]"#)));
        assert!(e.contains("at shots[0].at"), "{at}: {e}");
    }
}

#[test]
fn negative_and_huge_coordinates_are_off_board_never_wrapped() {
    for (at, label) in [
        (r#"[-1, 0]"#, "[-1,0]"),
        (r#"[0, -9223372036854775808]"#, "[0,-9223372036854775808]"),
        (r#"[18446744073709551615, 0]"#, "[18446744073709551615,0]"),
        (r#""A99999999999999999999""#, "A99999999999999999999"),
        (r#""A0""#, "A0"),
        (r#""K1""#, "K1"),
    ] {
        let v = check_record(
            &record(r#""classic""#, &format!(r#"[{{"player": "a", "at": {at}}}]"#)),
            &Overrides::default(),
        )
        .unwrap_or_else(|e| panic!("{at}: {e}"));
        let shot = v.violations.iter().find(|v| v.entry == Some(0)).expect("a shot violation");
        assert_eq!(
            (shot.code.as_str(), crate::common::cell_labels(shot)),
            ("off_board", vec![label.to_owned()]),
            "{at}"
        );
    }
}

#[test]
fn deeply_nested_json_is_an_error_or_a_verdict_never_a_crash() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let e = error_of(&record(r#""classic""#, &format!(r#"[{{"player": "a", "at": {deep}}}]"#)));
    assert!(e.contains("recursion limit") || e.contains("at shots[0].at"), "{e}");
    // Inside meta, any depth is copied as written.
    let v = check_record(
        &format!(r#"{{"rules": "classic", "meta": {deep}, "fleets": {{"a": [], "b": []}}, "shots": []}}"#),
        &Overrides::default(),
    )
    .unwrap();
    assert_eq!(v.meta.unwrap().get().len(), 200_000);
}

#[test]
fn bytes_that_are_not_utf8_say_where() {
    let mut bytes = record(r#""classic""#, "[]").into_bytes();
    bytes.insert(1, 0xff);
    broadside()
        .arg("check")
        .write_stdin(bytes)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("1:2: expected UTF-8 text, found byte 0xff"));
}

#[test]
fn empty_input_arrays_and_strings_are_not_records() {
    for (text, found) in
        [("", "empty input"), ("  \n", "empty input"), ("[]", "an array"), ("\"x\"", "a string"), ("7", "a number")]
    {
        let e = error_of(text);
        assert!(
            e.contains(&format!("expected a game record (a JSON object with \"fleets\" and \"shots\"), found {found}")),
            "{e}"
        );
    }
    broadside().arg("check").write_stdin("").assert().code(2).stdout("");
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let v = check_record(&format!("\u{feff}{}", record(r#""classic""#, "[]")), &Overrides::default()).unwrap();
    assert_eq!(v.outcome, Outcome::DoubleForfeit);
}

#[test]
fn a_log_of_a_million_entries_is_over_the_limit() {
    let entry = r#"{"player":"a","at":"A1"},"#;
    let mut shots = entry.repeat(1_000_000);
    shots.pop();
    let text = record(r#""classic""#, &format!("[{shots}]"));
    match check_record(&text, &Overrides::default()) {
        Err(InputError { fault: Fault::TooLarge { bytes, limit }, .. }) => assert!(bytes.unwrap() > limit),
        other => panic!("expected a limit error, got {other:?}"),
    }
    // Just under the byte limit, the entry limit speaks.
    let mut shots = r#"{"player":"a","at":"A1"},"#.repeat(100_001);
    shots.pop();
    let e = error_of(&record(r#""classic""#, &format!("[{shots}]")));
    assert!(e.contains("at shots: expected at most 100000 log entries"), "{e}");
}

#[test]
fn a_fleet_of_more_than_256_ships_is_an_input_error_not_a_flood_of_pairs() {
    let ships = vec![serde_json::json!({"cells": ["A1"]}); 257];
    let text = serde_json::json!({"rules": "classic", "fleets": {"a": ships, "b": []}, "shots": []}).to_string();
    let e = error_of(&text);
    assert!(e.contains("at fleets.a: expected at most 256 ships in a fleet"), "{e}");
}

#[test]
fn errors_name_what_was_expected() {
    let cases = [
        (record(r#"{"base": 1}"#, "[]"), "at rules.base: invalid type: integer `1`, expected a name (a JSON string)"),
        (
            record(r#""classic""#, r#"[{"player": "a", "at": ["A1", "B1"], "reply": {"hits": {"boat": 1, "BOAT": 1}}}]"#),
            "at shots[0].reply.hits: the class `BOAT` is counted twice (as `boat` too)",
        ),
        (
            record(r#""classic""#, r#"[{"player": "a", "at": [18446744073709551616, 0]}]"#),
            "at shots[0].at[0]: expected an integer column or row counted from 0, found 1.8446744073709552e19",
        ),
        (r#"{"rules": "classic","#.to_owned(), "1:20: EOF while parsing a value (the text ends before the JSON does)"),
        (
            r#"{"players": ["ééé", "b"], "rules": "classic", "fleets": {"ééé": [], "b": []}, "shots": [{"player": "b", "at": "AA1"}]}"#.to_owned(),
            "1:115: at shots[0].at:",
        ),
        (record(r#""classic""#, "[]").replace(r#"["a", "b"]"#, r#"[" ", "b"]"#).replace(r#""a": []"#, r#"" ": []"#), "at players: expected a player name with a visible character"),
    ];
    for (text, expected) in cases {
        let e = error_of(&text);
        assert!(e.starts_with(expected) || e.contains(expected), "{text}\n  gave: {e}\n  expected: {expected}");
        assert!(!e.contains('?'), "{e}");
    }
}

#[test]
fn a_batch_skips_only_lines_of_json_white_space() {
    let good = record(r#""classic""#, "[]");
    // Lines 2-4 are blank (JSON white space only); 5-8 are not, and each is judged alone.
    let input = format!("{good}\n \t \r\n\n\t\n\u{a0}\n\u{2003}\n\u{feff}\n\x0c\n{good}\n");
    let out =
        broadside().args(["check", "--jsonl", "--jobs", "1"]).write_stdin(input).assert().code(2).get_output().clone();
    let lines: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let numbers: Vec<Value> = lines.iter().map(|l| l["line"].clone()).collect();
    assert_eq!(numbers, [Value::Null, 5.into(), 6.into(), 7.into(), 8.into(), Value::Null], "{lines:?}");
    assert_eq!(lines[5]["outcome"], "double_forfeit");
    // Alone, the same line is an input error too.
    broadside().arg("check").write_stdin("\u{a0}\n").assert().code(2).stdout("");
}

/// A custom classic record with the given classes (JSON), fleets (JSON) and log (JSON).
fn custom(classes: &str, fleets: &str, shots: &str) -> String {
    format!(
        r#"{{"rules": {{"base": "classic", "board": {{"columns": 6, "rows": 2}}, "fleet": {classes}}}, "fleets": {fleets}, "shots": {shots}}}"#
    )
}

#[test]
fn class_names_equal_under_full_case_folding_are_one_class() {
    for (a, b) in [("ΣΣ", "σσ"), ("straße", "STRASSE"), ("ſloop", "SLOOP")] {
        let e = error_of(&custom(
            &format!(r#"[{{"ship": "{a}", "size": 1}}, {{"ship": "{b}", "size": 2}}]"#),
            r#"{"a": [], "b": []}"#,
            "[]",
        ));
        assert!(e.contains(&format!("two classes are named `{a}` and `{b}`: names must differ ignoring case")), "{e}");
    }
    // A ship, a reply's class and a volley's counts name the class in another case.
    let classes = r#"[{"ship": "straße", "size": 2}]"#;
    let fleets =
        r#"{"a": [{"ship": "STRASSE", "cells": ["A1", "B1"]}], "b": [{"ship": "Strasse", "cells": ["A2", "B2"]}]}"#;
    let v = check_record(
        &custom(
            classes,
            fleets,
            r#"[{"player": "a", "at": "A2", "reply": "hit", "ship": "STRAẞE"},
                {"player": "b", "at": "F1", "reply": "miss"},
                {"player": "a", "at": "B2", "reply": "sunk", "ship": "strasse"}]"#,
        ),
        &Overrides::default(),
    )
    .unwrap();
    assert_eq!((v.outcome, v.winner.as_deref(), v.violations.len()), (Outcome::Win, Some("a"), 0), "{v:?}");
    let e = error_of(&record(
        r#""salvo""#,
        r#"[{"player": "a", "at": ["A1", "B1"], "reply": {"hits": {"ΣΣ": 1, "σς": 1}}}]"#,
    ));
    assert!(e.contains("the class `σς` is counted twice (as `ΣΣ` too)"), "{e}");
}

#[test]
fn player_names_are_compared_ignoring_case() {
    // The log, `first` and the fleets' keys may spell a player otherwise; the verdict uses `players`.
    let text = r#"{"rules": {"base": "classic", "board": {"columns": 2, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
        "players": ["Σοφία", "BEN"], "first": "ΣΟΦΊΑ",
        "fleets": {"σοφία": [{"cells": ["A1"]}], "ben": [{"cells": ["B1"]}]},
        "shots": [{"player": "ΣΟΦΊΑ", "at": "B1", "reply": "sunk"}]}"#;
    let v = check_record(text, &Overrides::default()).unwrap();
    assert_eq!((v.outcome, v.winner.as_deref(), v.violations.len()), (Outcome::Win, Some("Σοφία"), 0), "{v:?}");
    assert_eq!(v.players, ["Σοφία", "BEN"]);
    let e = error_of(&text.replace(r#"["Σοφία", "BEN"]"#, r#"["Σοφία", "ΣΟΦΊΑ"]"#));
    assert!(e.contains("expected two distinct names, found `Σοφία` and `ΣΟΦΊΑ`, equal ignoring case"), "{e}");
    let e = error_of(r#"{"rules": "classic", "fleets": {"STRASSE": [], "straße": []}, "shots": []}"#);
    assert!(e.contains("the fleet of `straße` is given twice"), "{e}");
}

#[test]
fn a_name_of_a_megabyte_is_refused_where_it_stands() {
    let long = "n".repeat(1 << 20);
    let cases = [
        (record(r#""classic""#, "[]").replace(r#"["a", "b"]"#, &format!(r#"["{long}", "b"]"#)), "at players[0]"),
        (format!(r#"{{"rules": "classic", "fleets": {{"{long}": [], "b": []}}, "shots": []}}"#), "at fleets"),
        (record(r#""classic""#, &format!(r#"[{{"player": "{long}", "at": "A1"}}]"#)), "at shots[0].player"),
        (
            record(&format!(r#"{{"base": "classic", "fleet": [{{"ship": "{long}", "size": 2}}]}}"#), "[]"),
            "at rules.fleet",
        ),
        (
            record(r#""classic""#, &format!(r#"[{{"player": "a", "at": "A1", "reply": "hit", "ship": "{long}"}}]"#)),
            "at shots[0].ship",
        ),
        (
            record(
                r#""salvo""#,
                &format!(r#"[{{"player": "a", "at": ["A1"], "reply": {{"hits": {{}}, "sunk": ["{long}"]}}}}]"#),
            ),
            "at shots[0].reply.sunk[0]",
        ),
    ];
    for (text, at) in cases {
        let e = error_of(&text);
        assert!(
            e.contains(at) && e.contains("expected a name of at most 128 bytes, found one of 1048576 bytes"),
            "{at}: {e}"
        );
    }
    // 128 bytes is allowed.
    let name = "é".repeat(64);
    let text = format!(r#"{{"rules": "classic", "fleets": {{"{name}": [], "b": []}}, "shots": []}}"#);
    let v = check_record(&text, &Overrides::default()).unwrap();
    assert_eq!(v.players[0], name);
}

/// A salvo record on 26x26 (one boat each) whose log is `entry(i)` for i in 0..n.
fn big_salvo(n: usize, entry: impl Fn(usize) -> String) -> String {
    let shots: Vec<String> = (0..n).map(entry).collect();
    format!(
        r#"{{"rules": {{"base": "salvo", "board": {{"columns": 26, "rows": 26}}, "fleet": [{{"ship": "boat", "size": 1}}]}},
            "players": ["a", "b"], "fleets": {{"a": [{{"cells": ["A1"]}}], "b": [{{"cells": ["Z26"]}}]}}, "shots": [{}]}}"#,
        shots.join(",")
    )
}

/// Checks the verdict lists at most `MAX_LISTED` violations of a code for a player, then one
/// that counts the rest, and returns the groups' sizes by (code, player).
fn listed_groups(v: &broadside::Verdict) -> std::collections::BTreeMap<(String, String), usize> {
    let mut groups = std::collections::BTreeMap::new();
    for x in &v.violations {
        *groups.entry((x.code.as_str().to_owned(), x.player.clone())).or_insert(0) += 1;
    }
    for ((code, player), &n) in &groups {
        assert!(n <= broadside::verdict::MAX_LISTED + 1, "{code} {player}: {n}");
        if n == broadside::verdict::MAX_LISTED + 1 {
            let last = v.violations.iter().rev().find(|x| x.code.as_str() == code && &x.player == player).unwrap();
            assert!(last.cells.is_empty() && crate::common::message(last).contains("are not listed"), "{last:?}");
        }
    }
    groups
}

#[test]
fn a_log_of_millions_of_shots_is_over_the_limit() {
    // The review's record: 4,800 volleys of one cell listed 676 times, replies naming no class.
    let volley = format!("[{}]", vec![r#""C3""#; 676].join(","));
    let text = big_salvo(4_800, |i| {
        format!(
            r#"{{"player": "{}", "at": {volley}, "reply": {{"hits": {{"boat": 1}}, "sunk": []}}}}"#,
            ["a", "b"][i % 2]
        )
    });
    assert!(text.len() <= 16 << 20, "{}", text.len());
    let e = error_of(&text);
    assert!(e.contains("at shots: expected at most 200000 shots in all the log's entries"), "{e}");
}

#[test]
fn volleys_of_676_shots_are_listed_at_most_100_times_a_code() {
    // Just under the shot limit: 295 volleys of one cell 676 times, then of 676 cells off the board.
    let same = format!("[{}]", vec![r#""C3""#; 676].join(","));
    let off: Vec<String> = (0..676).map(|k| format!(r#""Z{}""#, 1_000_000 + k)).collect();
    let off = format!("[{}]", off.join(","));
    for (volley, code) in [(same, "repeated_shot"), (off, "off_board")] {
        let text = big_salvo(295, |i| {
            format!(
                r#"{{"player": "{}", "at": {volley}, "reply": {{"hits": {{"boat": 1}}, "sunk": []}}}}"#,
                ["a", "b"][i % 2]
            )
        });
        let v = check_record(&text, &Overrides::default()).unwrap();
        assert_eq!((v.winner.as_deref(), v.decided_at), (Some("b"), Some(0)));
        let first: Vec<(&str, &str, usize)> = v
            .violations
            .iter()
            .take_while(|x| x.entry == Some(0))
            .map(|x| (x.code.as_str(), x.player.as_str(), x.cells.len()))
            .collect();
        let off = if code == "off_board" { vec![("off_board", "a", 676)] } else { vec![] };
        let repeated = if code == "repeated_shot" { vec![("repeated_shot", "a", 675)] } else { vec![] };
        assert_eq!(
            first,
            [off, vec![("too_many_shots", "a", 676)], repeated, vec![("false_report", "b", 676)]].concat()
        );
        // Messages list 26 cells and count the rest.
        let listing = v.violations.iter().find(|x| x.cells.len() == 676 && x.code.as_str() == "false_report").unwrap();
        assert!(crate::common::message(listing).contains(" and 650 more"), "{}", crate::common::message(listing));
        assert!(v.violations.iter().all(|x| crate::common::message(x).len() < 1_000), "a message lists every cell");
        let groups = listed_groups(&v);
        // a fired 148 volleys and b 147: each code is listed 100 times and counted once.
        for g in [("too_many_shots", "a"), ("too_many_shots", "b"), (code, "a"), (code, "b"), ("false_report", "a")] {
            assert_eq!(groups.get(&(g.0.to_owned(), g.1.to_owned())), Some(&101), "{g:?} {groups:?}");
        }
        let count = v.violations.iter().find(|x| x.code.as_str() == "too_many_shots" && x.cells.is_empty()).unwrap();
        assert_eq!(count.entry, Some(200));
        assert_eq!(
            crate::common::message(count),
            "48 more too_many_shots violations charged to a, from entry 200 to entry 294, are not listed: a verdict lists at most 100 of one code for one player"
        );
        // The verdict stays a small multiple of the record (each shot listed by at most three
        // violations, a hundred volleys each).
        assert!(serde_json::to_string(&v).unwrap().len() < 3 * text.len(), "{code}");
    }
}

#[test]
fn a_hundred_thousand_entries_out_of_turn_list_a_hundred() {
    let mut shots = vec![r#"{"player": "a", "at": "A1", "reply": "hit", "ship": "cruiser"}"#; 100_000].join(",");
    shots.insert(0, '[');
    shots.push(']');
    let v = check_record(&record(r#""classic""#, &shots), &Overrides::default()).unwrap();
    let groups = listed_groups(&v);
    assert_eq!(groups.get(&("out_of_turn".to_owned(), "a".to_owned())), Some(&101), "{groups:?}");
    assert_eq!(groups.get(&("repeated_shot".to_owned(), "a".to_owned())), Some(&101), "{groups:?}");
    assert!(v.violations.len() < 250, "{}", v.violations.len());
}

#[test]
fn a_reply_names_at_most_256_classes() {
    let hits: Vec<String> = (0..257).map(|k| format!(r#""c{k}": 0"#)).collect();
    let e = error_of(&record(
        r#""salvo""#,
        &format!(r#"[{{"player": "a", "at": ["A1"], "reply": {{"hits": {{{}}}}}}}]"#, hits.join(",")),
    ));
    assert!(e.contains("at shots[0].reply.hits: expected at most 256 classes counted"), "{e}");
    let sunk: Vec<String> = (0..257).map(|k| format!(r#""c{k}""#)).collect();
    let e = error_of(&record(
        r#""salvo""#,
        &format!(r#"[{{"player": "a", "at": ["A1"], "reply": {{"hits": {{}}, "sunk": [{}]}}}}]"#, sunk.join(",")),
    ));
    assert!(e.contains("at shots[0].reply.sunk: expected at most 256 names in a list"), "{e}");
}

#[test]
fn each_list_limit_is_an_input_error_where_it_is_passed() {
    let coords = |n: usize| vec![r#""A1""#; n].join(",");
    let classes = (0..257).map(|k| format!(r#"{{"ship": "c{k}", "size": 1}}"#)).collect::<Vec<_>>().join(",");
    let row = format!(r#""{}""#, ".".repeat(53));
    let cases = [
        (
            record(r#""salvo""#, &format!(r#"[{{"player": "a", "at": [{}]}}]"#, coords(677))),
            "at shots[0].at: expected at most 676 shots in a volley",
        ),
        (
            format!(
                r#"{{"rules": "classic", "fleets": {{"a": [{{"cells": [{}]}}], "b": []}}, "shots": []}}"#,
                coords(677)
            ),
            "at fleets.a[0].cells: expected at most 676 cells in a ship",
        ),
        (
            record(&format!(r#"{{"base": "classic", "fleet": [{classes}]}}"#), "[]"),
            "at rules.fleet: expected at most 256 ships in a fleet",
        ),
        (
            record(r#"{"base": "salvo", "fleet": [{"ship": "boat", "size": 1, "salvo": 677}]}"#, "[]"),
            "expected a salvo value of at most 676",
        ),
        (
            format!(r#"{{"rules": "classic", "fleets": {{"a": {{"grid": [{row}]}}, "b": []}}, "shots": []}}"#),
            "expected at most 52 cells in a row",
        ),
        (
            record(r#""classic""#, "[]").replace(r#"["a", "b"]"#, &format!("[{}]", vec![r#""p""#; 257].join(","))),
            "at players: expected at most 256 names in a list",
        ),
    ];
    for (text, expected) in cases {
        let e = error_of(&text);
        assert!(e.contains(expected), "expected {expected:?}\n  got {e}");
    }
}

/// A fleet of 256 ships on the same cells (or side by side where ships may not touch) has some
/// 32,640 pairs: a verdict lists 100 overlap (or touching) violations and one that counts the
/// rest, and the cells and messages of the others are never built.
#[test]
fn a_fleet_of_many_clashing_ships_lists_100_pairs_and_counts_the_rest() {
    let rules = r#"{"base": "classic", "board": {"columns": 26, "rows": 26}, "fleet": [{"ship": "s", "size": 26, "count": 256}]}"#;
    let row: Vec<String> = (0..26).map(|c| format!("[{c}, 0]")).collect();
    let ship = format!(r#"{{"cells": [{}]}}"#, row.join(", "));
    let ships = vec![ship; 256].join(", ");
    let text =
        format!(r#"{{"rules": {rules}, "players": ["a", "b"], "fleets": {{"a": [{ships}], "b": []}}, "shots": []}}"#);
    let verdict = check_record(&text, &Overrides::default()).unwrap();
    let overlaps: Vec<_> = verdict.violations.iter().filter(|v| v.code.as_str() == "overlap").collect();
    assert_eq!(overlaps.len(), 101);
    assert!(overlaps[..100].iter().all(|v| v.cells.len() == 26));
    let rest = overlaps[100];
    assert!(rest.cells.is_empty());
    assert_eq!(
        crate::common::message(rest),
        "32540 more overlap violations charged to a are not listed: a verdict lists at most 100 of one code for one player"
    );

    // Where ships may not touch: 256 one-cell ships in a solid block touch pairwise by the
    // thousand; 100 are listed, the rest counted.
    let forbidden = r#"{"base": "classic", "board": {"columns": 26, "rows": 26}, "touching": "forbidden", "fleet": [{"ship": "s", "size": 1, "count": 256}]}"#;
    let ships: Vec<String> = (0..256).map(|i| format!(r#"{{"cells": [[{}, {}]]}}"#, i % 16, i / 16)).collect();
    let text = format!(
        r#"{{"rules": {forbidden}, "players": ["a", "b"], "fleets": {{"a": [{}], "b": []}}, "shots": []}}"#,
        ships.join(", ")
    );
    let verdict = check_record(&text, &Overrides::default()).unwrap();
    let touching: Vec<_> = verdict.violations.iter().filter(|v| v.code.as_str() == "touching").collect();
    assert_eq!(touching.len(), 101);
    assert!(
        crate::common::message(touching[100])
            .ends_with("are not listed: a verdict lists at most 100 of one code for one player")
    );
}
