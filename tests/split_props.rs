//! The split search is complete (docs/format.md §2 "Drawn fleets"): a drawing of a legal fleet laid
//! with touching allowed always splits, into ships that cover exactly the drawn cells with the
//! fleet's sizes. Random fleets on custom boards, packed into solid blocks of ships side by side
//! in both directions or laid at random; and the drawings that were once wrongly called
//! unsplittable, through the library and the real binary.

use std::collections::BTreeMap;

use assert_cmd::Command;
use broadside::drawing::place_drawing;
use broadside::record::Grid;
use broadside::split::{Segment, Splitter};
use broadside::{Code, RulesSpec};
use proptest::prelude::*;

use crate::common::records;

/// The largest board side the random fleets are laid on (whole lines of up to 26 cells are the
/// regression tests below).
const MAX_SIDE: u8 = 12;

/// A laid fleet: its drawing (`rows[row][column]`) and its ships.
struct Laid {
    rows: Vec<Vec<bool>>,
    ships: Vec<Segment>,
}

impl Laid {
    fn new(columns: u8, rows: u8) -> Self {
        Laid { rows: vec![vec![false; usize::from(columns)]; usize::from(rows)], ships: Vec::new() }
    }

    fn free(&self, seg: Segment) -> bool {
        seg.cells().all(|(c, r)| self.rows.get(usize::from(r)).and_then(|row| row.get(usize::from(c))) == Some(&false))
    }

    fn lay(&mut self, seg: Segment) {
        for (c, r) in seg.cells() {
            self.rows[usize::from(r)][usize::from(c)] = true;
        }
        self.ships.push(seg);
    }

    /// The fleet's sizes as `(size, count)`.
    fn sizes(&self) -> Vec<(u8, u16)> {
        let mut counts: BTreeMap<u8, u16> = BTreeMap::new();
        for s in &self.ships {
            *counts.entry(s.len).or_default() += 1;
        }
        counts.into_iter().rev().collect()
    }
}

/// Draws from a list of choices, wrapping around (so any list drives the layout).
struct Choices<'a>(&'a [u16], usize);

impl Choices<'_> {
    fn below(&mut self, n: usize) -> usize {
        let v = self.0[self.1 % self.0.len()];
        self.1 += 1;
        usize::from(v) % n.max(1)
    }
}

/// Fills the block of `w` × `h` cells at (`col`, `row`) solid: cut in two (across or down) while
/// the choices say so, each leaf then a stack of rows or of columns, each line cut into ships.
fn pack(laid: &mut Laid, (col, row, w, h): (u8, u8, u8, u8), depth: u32, ch: &mut Choices) {
    if depth < 3 && ch.below(3) > 0 && (w > 1 || h > 1) {
        let across = if w > 1 && h > 1 { ch.below(2) == 0 } else { h > 1 };
        if across {
            let cut = 1 + ch.below(usize::from(h - 1)) as u8;
            pack(laid, (col, row, w, cut), depth + 1, ch);
            pack(laid, (col, row + cut, w, h - cut), depth + 1, ch);
        } else {
            let cut = 1 + ch.below(usize::from(w - 1)) as u8;
            pack(laid, (col, row, cut, h), depth + 1, ch);
            pack(laid, (col + cut, row, w - cut, h), depth + 1, ch);
        }
        return;
    }
    // One leaf in five stays water, so blocks also stand apart.
    if depth > 0 && ch.below(5) == 0 {
        return;
    }
    let vertical = ch.below(2) == 0;
    let (lines, length) = if vertical { (w, h) } else { (h, w) };
    for line in 0..lines {
        let mut at = 0;
        while at < length {
            // Long ships more often than not: whole lines are the hard case.
            let rest = length - at;
            let len = if ch.below(2) == 0 { rest } else { 1 + ch.below(usize::from(rest)) as u8 };
            let seg = if vertical {
                Segment { col: col + line, row: row + at, len, vertical: len > 1 }
            } else {
                Segment { col: col + at, row: row + line, len, vertical: false }
            };
            laid.lay(seg);
            at += len;
        }
    }
}

/// Lays ships of random sizes (up to the board's side) at random free places, touching or not.
fn scatter(laid: &mut Laid, columns: u8, rows: u8, ships: usize, ch: &mut Choices) {
    let side = columns.max(rows);
    for _ in 0..ships {
        let len = 1 + ch.below(usize::from(side)) as u8;
        let vertical = len > 1 && ch.below(2) == 0;
        let (col, row) = (ch.below(usize::from(columns)) as u8, ch.below(usize::from(rows)) as u8);
        let seg = Segment { col, row, len, vertical };
        if laid.free(seg) {
            laid.lay(seg);
        }
    }
}

/// Asserts that the search finds a split of `laid`'s drawing into its fleet, that the split
/// covers exactly the drawn cells with the fleet's sizes, and that no group is called
/// unsplittable.
fn assert_splits(laid: &Laid) -> Result<(), TestCaseError> {
    let grid = Grid { rows: laid.rows.clone() };
    let sizes = laid.sizes();
    let mut splitter = Splitter::new(&grid, &sizes);
    // A drawing the search cannot settle within its step budget is refused as too hard to split,
    // an input error, never a wrong answer (docs/format.md §2 "Drawn fleets"): some packed
    // blocks are (nine full rows of 11 cut into 17 ships, one case in a few thousand), and a
    // case like that is passed over, not shrunk for minutes.
    let group = splitter.unsplittable_group();
    prop_assume!(group.is_ok(), "over the step budget: {:?}", laid.rows);
    prop_assert_eq!(group, Ok(None));
    let found = splitter.splits(1);
    prop_assume!(found.is_ok(), "over the step budget: {:?}", laid.rows);
    let found = found.unwrap();
    prop_assert_eq!(found.len(), 1, "no split of {:?}", laid.rows);
    let split = &found[0];
    let mut covered = vec![vec![false; laid.rows[0].len()]; laid.rows.len()];
    for seg in split {
        for (c, r) in seg.cells() {
            let cell = covered.get_mut(usize::from(r)).and_then(|row| row.get_mut(usize::from(c)));
            prop_assert!(cell.as_ref().is_some_and(|v| !**v), "{seg:?} leaves the drawing or overlaps");
            *cell.unwrap() = true;
        }
    }
    prop_assert_eq!(&covered, &laid.rows);
    let used = Laid { rows: Vec::new(), ships: split.clone() };
    prop_assert_eq!(used.sizes(), sizes);
    Ok(())
}

proptest! {
    #![proptest_config(records::config(400))]

    #[test]
    fn a_packed_fleet_always_splits(
        columns in 1u8..=MAX_SIDE,
        rows in 1u8..=MAX_SIDE,
        choices in proptest::collection::vec(any::<u16>(), 1..64),
    ) {
        let mut laid = Laid::new(columns, rows);
        pack(&mut laid, (0, 0, columns, rows), 0, &mut Choices(&choices, 0));
        prop_assume!(!laid.ships.is_empty());
        assert_splits(&laid)?;
    }

    #[test]
    fn a_scattered_fleet_always_splits(
        columns in 1u8..=MAX_SIDE,
        rows in 1u8..=MAX_SIDE,
        ships in 1usize..40,
        choices in proptest::collection::vec(any::<u16>(), 1..128),
    ) {
        let mut laid = Laid::new(columns, rows);
        scatter(&mut laid, columns, rows, ships, &mut Choices(&choices, 0));
        prop_assume!(!laid.ships.is_empty());
        assert_splits(&laid)?;
    }

    #[test]
    fn a_packed_block_with_ships_scattered_around_always_splits(
        side in 4u8..=MAX_SIDE,
        choices in proptest::collection::vec(any::<u16>(), 1..128),
    ) {
        let mut laid = Laid::new(side, side);
        let mut ch = Choices(&choices, 0);
        let (w, h) = (1 + ch.below(usize::from(side)) as u8, 1 + ch.below(usize::from(side)) as u8);
        pack(&mut laid, (0, 0, w, h), 0, &mut ch);
        scatter(&mut laid, side, side, 12, &mut ch);
        prop_assume!(!laid.ships.is_empty());
        assert_splits(&laid)?;
    }
}

/// A drawing from rows of `#` and `.`.
fn grid(rows: &[String]) -> Grid {
    Grid { rows: rows.iter().map(|r| r.chars().map(|c| c == '#').collect()).collect() }
}

/// `lines` rows of `len` ship cells on a board of `side` columns.
fn full_rows(lines: usize, len: usize, side: usize) -> Vec<String> {
    let mut rows: Vec<String> = (0..lines).map(|_| format!("{}{}", "#".repeat(len), ".".repeat(side - len))).collect();
    rows.resize(side, ".".repeat(side));
    rows
}

fn transpose(rows: &[String]) -> Vec<String> {
    let chars: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    (0..chars[0].len()).map(|c| chars.iter().map(|row| row[c]).collect()).collect()
}

fn rules(side: usize, fleet: &[(u8, u16)]) -> String {
    let classes: Vec<String> = fleet
        .iter()
        .map(|&(size, count)| format!(r#"{{"ship": "ship{size}", "size": {size}, "count": {count}}}"#))
        .collect();
    format!(
        r#"{{"base": "classic", "board": {{"columns": {side}, "rows": {side}}}, "fleet": [{}]}}"#,
        classes.join(", ")
    )
}

/// A named drawing (rows of `#` and `.`) and its fleet as `(size, count)`.
type Case = (&'static str, Vec<String>, Vec<(u8, u16)>);

/// Drawings the search once called unsplittable: a block of whole lines larger than the
/// largest pocket it measured.
fn once_called_unsplittable() -> Vec<Case> {
    vec![
        ("five rows of 20", full_rows(5, 20, 26), vec![(20, 5)]),
        ("five columns of 20", transpose(&full_rows(5, 20, 26)), vec![(20, 5)]),
        ("four rows of 26", full_rows(4, 26, 26), vec![(26, 4)]),
        ("ten rows of 10", full_rows(10, 10, 26), vec![(10, 10)]),
        ("three rows of 25", full_rows(3, 25, 26), vec![(25, 3)]),
    ]
}

#[test]
fn whole_lines_in_a_block_split() {
    for (name, rows, sizes) in once_called_unsplittable() {
        let mut splitter = Splitter::new(&grid(&rows), &sizes);
        assert_eq!(splitter.unsplittable_group(), Ok(None), "{name}");
        let found = splitter.splits(2).unwrap();
        assert!(!found.is_empty(), "{name}: no split");
        let cells: usize = found[0].iter().map(|s| usize::from(s.len)).sum();
        assert_eq!(cells, rows.iter().map(|r| r.matches('#').count()).sum::<usize>(), "{name}");
        let side = rows.len();
        let rules = RulesSpec::from_arg(&rules(side, &sizes)).unwrap().resolve();
        let (_, violations) = place_drawing(&grid(&rows), &rules, "ann").unwrap();
        assert!(violations.iter().all(|v| v.code != Code::WrongFleet), "{name}: {violations:?}");
    }
}

#[test]
fn five_rows_of_20_are_legal_under_broadside_fleet() {
    let (_, rows, sizes) = once_called_unsplittable().remove(0);
    let out = Command::cargo_bin("broadside")
        .unwrap()
        .args(["fleet", "--rules", &rules(26, &sizes), "-"])
        .write_stdin(rows.join("\n"))
        .assert()
        .code(0);
    let report: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(report["legal"], true);
    let labels: Vec<&str> = report["ships"].as_array().unwrap().iter().map(|s| s["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["A1-T1", "A2-T2", "A3-T3", "A4-T4", "A5-T5"]);
    assert_eq!(report["violations"], serde_json::json!([]));
}

/// A hard drawing of `fixtures/fleet/hard/` and its rules, as `broadside fleet` takes them.
fn hard(name: &str) -> (String, String) {
    let dir = std::path::Path::new("fixtures/fleet/hard");
    let text = std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
    let rules = std::fs::read_to_string(dir.join(format!("{name}.rules.json"))).unwrap();
    (text, rules.trim().to_owned())
}

#[test]
fn the_hard_drawings_that_are_decided_get_their_verdicts() {
    let expected: [(&str, &[Code]); 7] = [
        ("five-rows-of-20", &[]),
        ("hundred-tangle", &[Code::AmbiguousFleet]),
        ("hundred-mid-tangle", &[Code::AmbiguousFleet]),
        ("solid-26-packed", &[Code::AmbiguousFleet]),
        ("solid-26-short", &[Code::AmbiguousFleet]),
        ("runs-no-split", &[Code::WrongFleet]),
        // A 52×52 drawing on a 26×26 board, its rows numbered (unnumbered, which 26 rows are the
        // board would be a guess): 78 of its 104 ships reach off the board.
        ("solid-52-long", &[Code::OffBoard, Code::AmbiguousFleet]),
    ];
    for (name, codes) in expected {
        let (text, rules) = hard(name);
        let spec = RulesSpec::from_arg(&rules).unwrap();
        let resolved = spec.resolve();
        let report = broadside::paper::check_fleet(&text, spec, &resolved).unwrap();
        let mut found: Vec<Code> = report.violations.iter().map(|v| v.code).collect();
        found.dedup();
        assert_eq!(found, codes, "{name}");
    }
}

#[test]
fn a_drawing_too_hard_to_split_is_an_input_error_not_a_verdict() {
    let (text, rules) = hard("hundred-long-tangle");
    Command::cargo_bin("broadside")
        .unwrap()
        .args(["fleet", "--rules", &rules, "-"])
        .write_stdin(text)
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "broadside: <stdin>: at fleets.player: the drawing is too hard to split within 600000 search steps; list the ships with their cells instead\n",
        );
}

/// A packed block the random search found (nine full rows of 11 and one cell below, cut into 18
/// ships of 1 to 11 cells): too hard to settle within the budget, so it is refused, in bounded
/// time, rather than answered wrongly or searched for minutes.
#[test]
fn a_packed_block_beyond_the_budget_is_refused_in_bounded_time() {
    let mut rows = full_rows(9, 11, 11);
    rows[9] = ".....#.....".to_owned();
    // (size, how many), largest first.
    let sizes: Vec<(u8, u16)> = vec![(11, 3), (10, 1), (8, 1), (7, 2), (6, 2), (5, 1), (4, 2), (3, 1), (2, 2), (1, 3)];
    assert_eq!(sizes.iter().map(|&(s, n)| usize::from(s) * usize::from(n)).sum::<usize>(), 9 * 11 + 1);
    let grid = grid(&rows);
    let mut splitter = Splitter::new(&grid, &sizes);
    let answer = splitter.unsplittable_group().and_then(|_| splitter.splits(1).map(|found| found.len()));
    assert!(answer.is_err(), "settled within the budget: {answer:?}");
}
