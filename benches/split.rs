//! The split search on a 26x26 board with a large fleet (76 ships, 221 cells), ships allowed to
//! touch: how long `place_drawing` takes to read a drawing into ships, including the search for
//! a second split (the `ambiguous_fleet` check).
//!
//! - `scattered`: ships laid at random, touching where they happen to (seed 0, about 25 groups);
//! - `scattered-worst`: the slowest of the first 40 seeds of `scattered` (seed 4);
//! - `tangle`: every ship laid touching the ones before, so the drawing is one tangle of 221
//!   cells (seed 0);
//! - `tangle-worst`: the slowest of the first 40 seeds of `tangle` (seed 29);
//! - `no-split`: 20 runs of 5 and a run of 4, for 22 ships of 3 and 19 of 2: the cells add up,
//!   but no split exists.
//!
//! Then every hard drawing in `fixtures/fleet/hard/` (`NAME.txt`, with its rules in
//! `NAME.rules.json`), read as `broadside fleet` reads it: large boards, many sizes, solid blocks,
//! near-misses. Some are decided (a split, several, or none); the rest run to the step budget
//! and are the input error "too hard to split", which is what bounds the worst case.
//!
//! Last, every paper record in `fixtures/fleet/hard/sheets/`, checked as `broadside check`
//! checks it (reading both drawings, choosing among their splits with the log, replaying the
//! candidates): 26×26 tangles of 76 ships for both players, the two of the first 131 seeds of
//! `tangle` slowest to read within the budget (seeds 34 and 35), with a log of one-shot replies
//! that no split makes all true (`tangles-false-sunk`), or with shot grids
//! (`tangles-shot-grids`); and `tangles-false-sunk` with 99,000 repeated shots after its
//! replies (`tangles-false-sunk-long-log`), whose long log bounds the candidates replayed.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use broadside::drawing::place_drawing;
use broadside::paper::check_fleet;
use broadside::record::Grid;
use broadside::split::Segment;
use broadside::{Overrides, Referee, Rules, RulesSpec, paper};
use criterion::{Criterion, criterion_group, criterion_main};

const SIDE: usize = 26;
const FLEET: [(u8, u16); 6] = [(6, 5), (5, 8), (4, 12), (3, 16), (2, 20), (1, 15)];

fn rules(fleet: &[(u8, u16)]) -> Rules {
    let classes: Vec<String> = fleet
        .iter()
        .map(|&(size, count)| format!(r#"{{"ship": "ship{size}", "size": {size}, "count": {count}}}"#))
        .collect();
    let spec = format!(
        r#"{{"base": "classic", "board": {{"columns": {SIDE}, "rows": {SIDE}}}, "fleet": [{}]}}"#,
        classes.join(", ")
    );
    RulesSpec::from_arg(&spec).expect("valid rules").resolve()
}

/// A small linear congruential generator: the same drawings on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Lays the fleet at random; with `tangle`, each ship touches the ones before where it can.
fn lay(seed: u64, tangle: bool) -> Grid {
    let mut rng = Lcg(seed);
    let mut board = vec![vec![false; SIDE]; SIDE];
    let mut first = true;
    for &(size, count) in &FLEET {
        for _ in 0..count {
            let mut chosen = None;
            for _ in 0..400 {
                let vertical = size > 1 && rng.below(2) == 1;
                let (col, row) = (rng.below(SIDE as u64) as u8, rng.below(SIDE as u64) as u8);
                let seg = Segment { col, row, len: size, vertical };
                let free =
                    |(c, r): (u8, u8)| usize::from(c) < SIDE && usize::from(r) < SIDE && !board[r as usize][c as usize];
                if !seg.cells().all(free) {
                    continue;
                }
                let touches = seg.cells().any(|(c, r)| {
                    let (c, r) = (isize::from(c), isize::from(r));
                    [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)].iter().any(|&(x, y)| {
                        (0..SIDE as isize).contains(&x)
                            && (0..SIDE as isize).contains(&y)
                            && board[y as usize][x as usize]
                    })
                });
                if !tangle || touches || first {
                    chosen = Some(seg);
                    break;
                }
                chosen.get_or_insert(seg);
            }
            for (c, r) in chosen.expect("room on the board").cells() {
                board[usize::from(r)][usize::from(c)] = true;
            }
            first = false;
        }
    }
    Grid { rows: board }
}

fn no_split() -> Grid {
    let mut board = vec![vec![false; SIDE]; SIDE];
    for run in 0..21 {
        let (row, col) = (2 * (run / 4), 6 * (run % 4));
        let len = if run == 20 { 4 } else { 5 };
        board[row][col..col + len].fill(true);
    }
    Grid { rows: board }
}

fn bench(c: &mut Criterion) {
    let large = rules(&FLEET);
    let mut group = c.benchmark_group("split 26x26, 76 ships");
    let drawings = [
        ("scattered", lay(0, false)),
        ("scattered-worst", lay(4, false)),
        ("tangle", lay(0, true)),
        ("tangle-worst", lay(29, true)),
    ];
    for (name, grid) in drawings {
        let (_, violations) = place_drawing(&grid, &large, "ann").expect("within budget");
        assert!(violations.iter().all(|v| v.code != broadside::Code::WrongFleet), "{name}: {violations:?}");
        group.bench_function(name, |b| b.iter(|| place_drawing(black_box(&grid), &large, "ann")));
    }
    let small = rules(&[(3, 22), (2, 19)]);
    let grid = no_split();
    let (_, violations) = place_drawing(&grid, &small, "ann").expect("within budget");
    assert!(violations.iter().any(|v| v.code == broadside::Code::WrongFleet));
    group.bench_function("no-split", |b| b.iter(|| place_drawing(black_box(&grid), &small, "ann")));
    group.finish();

    let mut group = c.benchmark_group("split fixtures/fleet/hard");
    // The drawings that run to the budget take about a second each: few samples.
    group.sample_size(10).warm_up_time(Duration::from_millis(100)).measurement_time(Duration::from_secs(5));
    let mut names: Vec<String> = std::fs::read_dir(Path::new("fixtures/fleet/hard"))
        .expect("fixtures/fleet/hard (run from the project's root)")
        .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".txt").map(str::to_owned))
        .collect();
    names.sort();
    for name in names {
        let dir = Path::new("fixtures/fleet/hard");
        let text = std::fs::read_to_string(dir.join(format!("{name}.txt"))).expect("drawing");
        let rules = std::fs::read_to_string(dir.join(format!("{name}.rules.json"))).expect("rules");
        let spec = RulesSpec::from_arg(rules.trim()).expect("valid rules");
        let resolved = spec.resolve();
        group.bench_function(&name, |b| b.iter(|| check_fleet(black_box(&text), spec.clone(), &resolved)));
    }
    group.finish();

    let mut group = c.benchmark_group("split fixtures/fleet/hard/sheets");
    group.sample_size(10).warm_up_time(Duration::from_millis(100)).measurement_time(Duration::from_secs(10));
    let dir = Path::new("fixtures/fleet/hard/sheets");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("fixtures/fleet/hard/sheets (run from the project's root)")
        .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".txt").map(str::to_owned))
        .collect();
    names.sort();
    let referee = Referee::new(&Overrides::default()).expect("no overrides");
    let mut sheets: Vec<(String, String)> = names
        .into_iter()
        .map(|name| {
            let text = std::fs::read_to_string(dir.join(format!("{name}.txt"))).expect("sheet");
            (name, text)
        })
        .collect();
    let (_, false_sunk) = sheets.iter().find(|(n, _)| n == "tangles-false-sunk").expect("the sheet with replies");
    let mut long = false_sunk.clone();
    for i in 0..99_000 {
        long.push_str(if i % 2 == 0 { "ann Z26\n" } else { "ben Z26\n" });
    }
    sheets.push(("tangles-false-sunk-long-log".to_owned(), long));
    for (name, text) in &sheets {
        let (verdict, _) = paper::check(text, &referee).expect("the sheet is adjudicated within the budgets");
        assert!(verdict.violations.iter().all(|v| v.code != broadside::Code::WrongFleet), "{name}");
        group.bench_function(name, |b| b.iter(|| paper::check(black_box(text), &referee)));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
