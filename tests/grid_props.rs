//! Property: the split a drawn fleet is given agrees with the replies whenever some split does,
//! and `ambiguous_fleet` appears exactly when two or more splits agree. Checked against brute
//! force: every split of the drawing replayed as a listed fleet.

use broadside::record::Grid;
use broadside::split::{Segment, Splitter};
use broadside::{Code, Overrides, Verdict, check_record};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::records;

const SIDE: u8 = 5;

fn fleets() -> Vec<Value> {
    vec![
        json!([{"ship": "boat", "size": 2, "count": 2}, {"ship": "dinghy", "size": 1}, {"ship": "raft", "size": 3}]),
        json!([{"ship": "a", "size": 3}, {"ship": "b", "size": 3}, {"ship": "c", "size": 2}]),
        json!([{"ship": "pair", "size": 2, "count": 3}]),
    ]
}

fn name(col: u8, row: u8) -> String {
    format!("{}{}", char::from(b'A' + col), row + 1)
}

fn range(seg: &Segment) -> String {
    let (c, r) = seg.cells().last().unwrap();
    format!("{}-{}", name(seg.col, seg.row), name(c, r))
}

fn verdict(rules: &Value, bob: Value, shots: &[Value]) -> Verdict {
    let record = json!({
        "rules": rules, "players": ["alice", "bob"], "first": "alice",
        "fleets": {"alice": [{"cells": "A1-A1"}], "bob": bob}, "shots": shots,
    });
    check_record(&record.to_string(), &Overrides::default()).unwrap()
}

fn has(v: &Verdict, code: Code) -> bool {
    v.violations.iter().any(|x| x.code == code && x.player == "bob")
}

proptest! {
    #![proptest_config(records::config(300))]
    #[test]
    fn the_chosen_split_agrees_when_one_does(
        fleet in 0usize..3,
        places in proptest::collection::vec((0u8..SIDE, 0u8..SIDE, any::<bool>()), 4),
        log in proptest::collection::vec((0u8..SIDE * SIDE, 0u8..2, 0usize..4), 0..14),
    ) {
        let classes = fleets()[fleet].clone();
        let sizes: Vec<u8> = classes
            .as_array().unwrap().iter()
            .flat_map(|c| std::iter::repeat_n(c["size"].as_u64().unwrap() as u8, c.get("count").map_or(1, |n| n.as_u64().unwrap() as usize)))
            .collect();
        // Lay each ship at the first free place from its drawn start, row by row, wrapping.
        let mut board = vec![vec![false; SIDE as usize]; SIDE as usize];
        for (len, &(col, row, vertical)) in sizes.iter().zip(&places) {
            let start = usize::from(row * SIDE + col);
            let fits = |seg: &Segment, board: &Vec<Vec<bool>>| {
                seg.cells().all(|(c, r)| c < SIDE && r < SIDE && !board[r as usize][c as usize])
            };
            let seg = (0..usize::from(SIDE * SIDE))
                .flat_map(|i| {
                    let at = ((start + i) % usize::from(SIDE * SIDE)) as u8;
                    [vertical, !vertical].map(|v| Segment { col: at % SIDE, row: at / SIDE, len: *len, vertical: v && *len > 1 })
                })
                .find(|seg| fits(seg, &board));
            prop_assume!(seg.is_some());
            for (c, r) in seg.unwrap().cells() {
                board[r as usize][c as usize] = true;
            }
        }
        let names: Vec<Value> = classes.as_array().unwrap().iter().map(|c| c["ship"].clone()).collect();
        let shots: Vec<Value> = log
            .iter()
            .map(|&(cell, kind, named)| {
                let (c, r) = (cell % SIDE, cell / SIDE);
                if !board[r as usize][c as usize] {
                    return json!({"player": "alice", "at": name(c, r), "reply": "miss"});
                }
                let mut entry = json!({"player": "alice", "at": name(c, r), "reply": if kind == 0 { "hit" } else { "sunk" }});
                if let Some(n) = names.get(named) {
                    entry["ship"] = n.clone();
                }
                entry
            })
            .collect();
        let rules = json!({"base": "classic", "board": {"columns": SIDE, "rows": SIDE}, "fleet": classes, "turns": "again_on_hit"});
        let grid = Grid { rows: board.clone() };
        let size_counts: Vec<(u8, u16)> = sizes.iter().map(|&s| (s, 1)).collect();
        let splits = Splitter::new(&grid, &size_counts).splits(usize::MAX).unwrap();
        prop_assert!(!splits.is_empty());
        let agreeing = splits
            .iter()
            .filter(|split| {
                let listed: Vec<Value> = split.iter().map(|s| json!({"cells": range(s)})).collect();
                !has(&verdict(&rules, Value::Array(listed), &shots), Code::FalseReport)
            })
            .count();
        let drawn = verdict(&rules, json!({"grid": board.iter().map(|r| r.iter().map(|&b| u8::from(b)).collect::<Vec<_>>()).collect::<Vec<_>>()}), &shots);
        prop_assert_eq!(has(&drawn, Code::FalseReport), agreeing == 0, "{} of {} splits agree: {:?}", agreeing, splits.len(), drawn.violations);
        prop_assert_eq!(has(&drawn, Code::AmbiguousFleet), agreeing >= 2, "{} of {} splits agree: {:?}", agreeing, splits.len(), drawn.violations);
        prop_assert!(!has(&drawn, Code::WrongFleet));
    }
}
