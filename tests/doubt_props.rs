//! The benefit of the doubt (docs/format.md §2 "Drawn fleets"; issue 20, class 6): where a drawn
//! fleet splits into the fleet's ships in several ways, the referee never charges its owner with
//! more fouls than the same record with any one of those splits listed as ships would.
//!
//! Random games under every turn rule, on fleets laid touching so that their drawings split in
//! several ways; one split is the truth the game is played on, and the log keeps the allowance
//! of that split (with now and then a shot too many or too few) and mostly true replies (with
//! now and then a lie, or none). Each player's fleet is drawn or listed; for each drawn one,
//! every split is listed in its place and adjudicated.

use broadside::record::Grid;
use broadside::split::{Segment, Splitter};
use broadside::{Code, Overrides, Severity, Verdict, check_record};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::records;

/// The most splits of a drawing the test lists one by one (the referee's choice replays at
/// most 64 a pass: this stays within it).
const MOST_SPLITS: usize = 24;

/// The most log entries a game is played to.
const MOST_ENTRIES: usize = 80;

/// A ruleset to play: its JSON, board side, and classes `(name, size, count, salvo value)`.
struct Ruleset {
    json: Value,
    side: u8,
    classes: Vec<(&'static str, u8, u16, u64)>,
    turns: Turns,
    ships_afloat: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Turns {
    Alternate,
    AgainOnHit,
    Sequential,
    Simultaneous,
}

fn standard() -> Vec<(&'static str, u8, u16, u64)> {
    vec![("battleship", 5, 1, 3), ("cruiser", 4, 1, 2), ("submarine", 3, 1, 1), ("destroyer", 2, 1, 1)]
}

fn small() -> Vec<(&'static str, u8, u16, u64)> {
    vec![("frigate", 3, 1, 2), ("boat", 2, 2, 1), ("dinghy", 1, 1, 3)]
}

fn small_fleet_json() -> Value {
    json!([
        {"ship": "frigate", "size": 3, "salvo": 2},
        {"ship": "boat", "size": 2, "count": 2, "salvo": 1},
        {"ship": "dinghy", "size": 1, "salvo": 3}
    ])
}

fn ruleset(which: usize) -> Ruleset {
    let (json, side, classes, turns, ships_afloat) = match which {
        0 => (json!("classic"), 10, standard(), Turns::Alternate, false),
        1 => (json!("salvo"), 10, standard(), Turns::Simultaneous, false),
        2 => (json!({"base": "salvo", "salvo_order": "sequential"}), 10, standard(), Turns::Sequential, false),
        3 => (json!({"base": "salvo", "salvo_shots": "ships_afloat"}), 10, standard(), Turns::Simultaneous, true),
        4 => (
            json!({"base": "classic", "board": {"columns": 6, "rows": 6}, "fleet": small_fleet_json(), "turns": "again_on_hit"}),
            6,
            small(),
            Turns::AgainOnHit,
            false,
        ),
        5 => (
            json!({"base": "salvo", "board": {"columns": 6, "rows": 6}, "fleet": small_fleet_json()}),
            6,
            small(),
            Turns::Simultaneous,
            false,
        ),
        _ => (
            json!({"base": "salvo", "board": {"columns": 6, "rows": 6}, "fleet": small_fleet_json(), "salvo_order": "sequential"}),
            6,
            small(),
            Turns::Sequential,
            false,
        ),
    };
    Ruleset { json, side, classes, turns, ships_afloat }
}

/// A fleet's drawing (`rows[row][column]`) and every split of it.
type Drawing = (Vec<Vec<bool>>, Vec<Vec<Segment>>);

/// A small linear congruential generator driven by the case's seed.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

fn label(c: u8, r: u8) -> String {
    format!("{}{}", char::from(b'A' + c), u32::from(r) + 1)
}

/// Lays the fleet with every ship after the first touching the ones before where it can, and
/// gives its drawing.
fn lay(rng: &mut Lcg, rs: &Ruleset) -> Option<Vec<Vec<bool>>> {
    let side = usize::from(rs.side);
    let mut board = vec![vec![false; side]; side];
    let mut first = true;
    for &(_, size, count, _) in &rs.classes {
        for _ in 0..count {
            let mut chosen = None;
            for _ in 0..300 {
                let vertical = size > 1 && rng.below(2) == 1;
                let seg = Segment { col: rng.below(side) as u8, row: rng.below(side) as u8, len: size, vertical };
                let inside = |(c, r): (u8, u8)| usize::from(c) < side && usize::from(r) < side;
                if !seg.cells().all(|x| inside(x) && !board[usize::from(x.1)][usize::from(x.0)]) {
                    continue;
                }
                let touches = seg.cells().any(|(c, r)| {
                    let (c, r) = (isize::from(c), isize::from(r));
                    [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)].iter().any(|&(x, y)| {
                        (0..side as isize).contains(&x)
                            && (0..side as isize).contains(&y)
                            && board[y as usize][x as usize]
                    })
                });
                if first || touches {
                    chosen = Some(seg);
                    break;
                }
            }
            for (c, r) in chosen?.cells() {
                board[usize::from(r)][usize::from(c)] = true;
            }
            first = false;
        }
    }
    Some(board)
}

/// Every split of a drawing into the ruleset's fleet, up to one more than [`MOST_SPLITS`].
fn splits(rows: &[Vec<bool>], rs: &Ruleset) -> Vec<Vec<Segment>> {
    let sizes: Vec<(u8, u16)> = rs.classes.iter().map(|&(_, size, count, _)| (size, count)).collect();
    Splitter::new(&Grid { rows: rows.to_vec() }, &sizes).splits(MOST_SPLITS + 1).unwrap_or_default()
}

/// One ship in play.
struct Ship {
    cells: Vec<(u8, u8)>,
    class: usize,
    left: usize,
}

/// One player's fleet in play: its ships and the cells the other player fired at.
struct Side {
    ships: Vec<Ship>,
    fired_at: Vec<(u8, u8)>,
}

impl Side {
    fn new(split: &[Segment], rs: &Ruleset) -> Side {
        let ships = split
            .iter()
            .map(|s| Ship {
                cells: s.cells().collect(),
                class: rs.classes.iter().position(|c| c.1 == s.len).expect("a split has the fleet's sizes"),
                left: usize::from(s.len),
            })
            .collect();
        Side { ships, fired_at: Vec::new() }
    }

    fn allowance(&self, rs: &Ruleset) -> usize {
        let afloat = self.ships.iter().filter(|s| s.left > 0);
        if rs.ships_afloat { afloat.count() } else { afloat.map(|s| rs.classes[s.class].3 as usize).sum() }
    }

    fn destroyed(&self) -> bool {
        self.ships.iter().all(|s| s.left == 0)
    }

    /// Fires at `cell`: the ship struck, and whether it sank.
    fn fire(&mut self, cell: (u8, u8)) -> Option<(usize, bool)> {
        if self.fired_at.contains(&cell) {
            return None;
        }
        self.fired_at.push(cell);
        let i = self.ships.iter().position(|s| s.cells.contains(&cell))?;
        self.ships[i].left -= 1;
        Some((i, self.ships[i].left == 0))
    }
}

/// Plays a game on the true splits and writes its log.
fn play(rng: &mut Lcg, rs: &Ruleset, truth: [&[Segment]; 2], names: [&str; 2]) -> Vec<Value> {
    let mut sides = [Side::new(truth[0], rs), Side::new(truth[1], rs)];
    let side = usize::from(rs.side);
    let mut log = Vec::new();
    let mut p = 0;
    let mut round_allowance = [0usize; 2];
    let mut in_round = 0;
    while log.len() < MOST_ENTRIES {
        let d = 1 - p;
        let allowance = match rs.turns {
            Turns::Alternate | Turns::AgainOnHit => 1,
            Turns::Sequential => sides[p].allowance(rs),
            Turns::Simultaneous => {
                if in_round == 0 {
                    round_allowance = [sides[0].allowance(rs), sides[1].allowance(rs)];
                }
                round_allowance[p]
            }
        };
        let mut count = allowance;
        if rng.chance(10) {
            count += 1;
        } else if count > 1 && rng.chance(10) {
            count -= 1;
        }
        // Shots: mostly new cells, ship cells often, so that games end.
        let mut targets: Vec<(u8, u8)> = Vec::new();
        for _ in 0..count {
            let ship_cells: Vec<(u8, u8)> = sides[d]
                .ships
                .iter()
                .flat_map(|s| s.cells.iter().copied())
                .filter(|c| !sides[d].fired_at.contains(c) && !targets.contains(c))
                .collect();
            let cell = if !ship_cells.is_empty() && rng.chance(55) {
                ship_cells[rng.below(ship_cells.len())]
            } else {
                (rng.below(side) as u8, rng.below(side) as u8)
            };
            targets.push(cell);
        }
        let mut hits = vec![0u64; rs.classes.len()];
        let mut sunk: Vec<usize> = Vec::new();
        let mut last = None;
        for &cell in &targets {
            last = sides[d].fire(cell);
            if let Some((ship, sank)) = last {
                let class = sides[d].ships[ship].class;
                hits[class] += 1;
                if sank {
                    sunk.push(class);
                }
            }
        }
        let at: Vec<String> = targets.iter().map(|&(c, r)| label(c, r)).collect();
        let mut entry = json!({"player": names[p]});
        let lie = rng.chance(8);
        let keeps;
        if rs.turns == Turns::Alternate || rs.turns == Turns::AgainOnHit {
            let (mut word, ship) = match last {
                None => ("miss", None),
                Some((ship, true)) => ("sunk", Some(ship)),
                Some((ship, false)) => ("hit", Some(ship)),
            };
            if lie {
                word = ["miss", "hit", "sunk"][rng.below(3)];
            }
            keeps = word != "miss";
            if targets.len() == 1 {
                entry["at"] = json!(at[0]);
                if rng.chance(80) {
                    entry["reply"] = json!(word);
                    if let (Some(ship), true, false) = (ship, rng.chance(50), word == "miss") {
                        entry["ship"] = json!(rs.classes[sides[d].ships[ship].class].0);
                    }
                }
            } else {
                entry["at"] = json!(at);
            }
        } else {
            keeps = false;
            entry["at"] = json!(at);
            if rng.chance(80) {
                if lie {
                    let class = rng.below(rs.classes.len());
                    if rng.chance(50) { hits[class] += 1 } else { sunk.push(class) }
                }
                let mut counted = serde_json::Map::new();
                for (class, &n) in hits.iter().enumerate().filter(|(_, n)| **n > 0) {
                    counted.insert(rs.classes[class].0.to_owned(), json!(n));
                }
                let sunk: Vec<&str> = sunk.iter().map(|&c| rs.classes[c].0).collect();
                entry["reply"] = json!({"hits": counted, "sunk": sunk});
            }
        }
        log.push(entry);
        let over = sides[d].destroyed() || sides[p].destroyed();
        match rs.turns {
            Turns::Simultaneous => {
                in_round = (in_round + 1) % 2;
                if over && in_round == 0 {
                    break;
                }
            }
            _ if over => break,
            _ => {}
        }
        if !(rs.turns == Turns::AgainOnHit && keeps) {
            p = d;
        }
    }
    log
}

/// The fouls and the warnings (but `ambiguous_fleet`) a verdict charges to `player`.
fn charged(v: &Verdict, player: &str) -> (usize, usize) {
    let mine = || v.violations.iter().filter(|x| x.player == player && x.code != Code::AmbiguousFleet);
    (
        mine().filter(|x| x.severity == Severity::Foul).count(),
        mine().filter(|x| x.severity == Severity::Warning).count(),
    )
}

/// A split as a listed fleet.
fn listed(split: &[Segment]) -> Value {
    let ships: Vec<Value> = split
        .iter()
        .map(|s| {
            let cells: Vec<(u8, u8)> = s.cells().collect();
            let (a, b) = (cells[0], cells[cells.len() - 1]);
            if s.len == 1 {
                json!({"cells": [label(a.0, a.1)]})
            } else {
                json!({"cells": format!("{}-{}", label(a.0, a.1), label(b.0, b.1))})
            }
        })
        .collect();
    json!(ships)
}

fn drawn(rows: &[Vec<bool>]) -> Value {
    let rows: Vec<String> = rows.iter().map(|r| r.iter().map(|&s| if s { '#' } else { '.' }).collect()).collect();
    json!({"grid": rows})
}

fn check(record: &Value) -> Verdict {
    check_record(&record.to_string(), &Overrides::default()).expect("the record is adjudicated")
}

/// Without the `ambiguous_fleet` warnings: what the verdict says of the game.
fn without_doubt(v: &Verdict) -> Value {
    let mut value = serde_json::to_value(v).unwrap();
    value["violations"].as_array_mut().unwrap().retain(|x| x["code"] != "ambiguous_fleet");
    value
}

proptest! {
    #![proptest_config(records::config(300))]

    #[test]
    fn a_drawn_fleet_is_charged_no_more_than_its_best_split(
        seed in any::<u64>(),
        which in 0usize..7,
        drawn_players in 1usize..4,
    ) {
        let rs = ruleset(which);
        let mut rng = Lcg(seed);
        // Each player's fleet, laid until it splits in several ways (at most MOST_SPLITS).
        let mut fleets: Vec<Drawing> = Vec::new();
        for _ in 0..2 {
            let mut laid = None;
            for _ in 0..40 {
                let Some(rows) = lay(&mut rng, &rs) else { continue };
                let found = splits(&rows, &rs);
                if (2..=MOST_SPLITS).contains(&found.len()) {
                    laid = Some((rows, found));
                    break;
                }
            }
            let Some(laid) = laid else { return Err(TestCaseError::reject("no fleet with several splits")) };
            fleets.push(laid);
        }
        let names = ["ann", "ben"];
        let truth: Vec<usize> = fleets.iter().map(|(_, found)| rng.below(found.len())).collect();
        let log = play(&mut rng, &rs, [&fleets[0].1[truth[0]], &fleets[1].1[truth[1]]], names);
        // drawn_players: 1 ann's, 2 ben's, 3 both.
        let is_drawn = [drawn_players & 1 != 0, drawn_players & 2 != 0];
        let fleet_json = |p: usize| if is_drawn[p] { drawn(&fleets[p].0) } else { listed(&fleets[p].1[truth[p]]) };
        let record = json!({
            "rules": rs.json,
            "players": names,
            "fleets": {"ann": fleet_json(0), "ben": fleet_json(1)},
            "shots": log,
        });
        let verdict = check(&record);
        for p in (0..2).filter(|&p| is_drawn[p]) {
            let owner = names[p];
            let mut best: Option<(usize, usize)> = None;
            let mut same = false;
            for split in &fleets[p].1 {
                let mut one = record.clone();
                one["fleets"][owner] = listed(split);
                let v = check(&one);
                let cost = charged(&v, owner);
                best = Some(best.map_or(cost, |b| b.min(cost)));
                // The other player's fleet is chosen as in the drawn record, so one split's
                // verdict is the drawn record's, but for the doubt it warns of.
                same |= without_doubt(&v) == without_doubt(&verdict);
            }
            let best = best.expect("several splits");
            let got = charged(&verdict, owner);
            prop_assert!(got.0 <= best.0, "{owner} charged with {} fouls, but a split charges {}: {record}", got.0, best.0);
            prop_assert!(got <= best, "{owner} charged with {got:?} (fouls, warnings), but a split charges {best:?}: {record}");
            prop_assert!(same, "no split of {owner}'s drawing gives the drawn record's verdict: {record}");
        }
    }
}
