//! Drawn fleets (docs/format.md §2 "Drawn fleets"): a drawing of the board, as people who played on
//! paper have it, read into ships and then placed like listed ships.
//!
//! - Where ships may not touch (the sea-battle rules), each edge-connected group of ship cells is
//!   one ship. A group that is not straight is a `bad_shape` naming all its cells, and still
//!   counts as one ship of its number of cells when the fleet is counted (as a listed ship of
//!   that shape would). Groups that meet at a corner are `touching`.
//! - Where ships may touch, the drawing is split into straight ships whose sizes are exactly the
//!   fleet's ([`crate::split`]). With no split, one `wrong_fleet` says why: the cells of a
//!   group no ships of the fleet make up; a bound the drawing breaks (cells in runs too short,
//!   too few runs for the long ships, a checkerboard imbalance); or the furthest the search got
//!   and what it left. The game is then replayed against that partial split, its leftover cells
//!   as straight runs. With several splits, the owner has the benefit of the doubt
//!   (docs/format.md §2 "Drawn fleets"): the split under which the owner is charged with the fewest
//!   fouls is used; if another is as good, an `ambiguous_fleet` warning shows the two.
//! - Ship cells outside the board (a drawing larger than the board) are part of the ships they
//!   belong to, and such a ship is `off_board`, by its two ends.
//!
//! Ship classes are given by size, as to unnamed listed ships.

use std::borrow::Cow;
use std::ops::ControlFlow;

use serde::Serialize;

use crate::coord::{Cell, CellSet, Coordinate, MAX_CELLS, Written};
use crate::engine;
use crate::engine::Game;
use crate::error::{InputError, JsonPath, RecordFault};
use crate::fleet::{self, Fleet};
use crate::names::eq_ignore_case;
use crate::record::{
    DrawnMark, FleetDrawing, Grid, Initials, LogEntry, MAX_GRID_SIDE, Reply, ShipCells, ShipRecord, ShotReply, Target,
};
use crate::rules::{Rules, RulesSpec, Touching};
use crate::split::{OverBudget, STEP_BUDGET, Segment, Shortfall, Splitter};
use crate::verdict::{ClassLine, Code, Facts, GroupUse, NoSplit, Run, Severity, Sized, Spot, Violation};

/// The most splits of one drawing replayed against the log in each of the two passes of the
/// choice (those that agree with the single-shot replies, then any), after which the best split
/// found is used.
pub const CANDIDATES: usize = 64;

/// The most log entries replayed in one pass of the choice, over all its candidate splits: with
/// a long log, fewer than [`CANDIDATES`] splits are replayed (two at least), so that the work
/// stays bounded whatever the log's length.
pub const REPLAYED_ENTRIES: usize = 200_000;

/// The search steps that choosing among the splits of one drawing may take (the searches for
/// more splits once the drawing is read, which takes at most [`STEP_BUDGET`]), so that a log
/// whose replies no split agrees with costs little.
pub const CHOICE_STEPS: u64 = STEP_BUDGET / 8;

/// A placed fleet and its placement violations (in the order of the table in docs/format.md §3
/// "Replay").
pub type Placed = (Fleet, Vec<Violation>);

/// What a split costs its owner: the fouls, then the warnings, charged to the owner when the
/// game is adjudicated with it. The referee chooses the least, fouls first (docs/format.md §2
/// "Drawn fleets").
type Score = (u64, u64);

/// What a split does to its owner's game: its [`Score`], and whether every reply of the owner
/// is true under it.
#[derive(Clone, Copy)]
struct Cost {
    score: Score,
    replies_true: bool,
    /// The owner's fouls that another split could clear: its replies judged false, and under
    /// salvo its volleys judged against an allowance the split sets.
    split_fouls: u64,
}

/// Places a drawn fleet with no game log: the placement violations, and `ambiguous_fleet` where
/// the drawing splits into the fleet in more than one way. Among the splits, the one with the
/// fewest placement fouls (a ship drawn off the board) is used, the first found of those.
///
/// # Errors
/// [`RecordFault::TooHardToSplit`] when reading the drawing runs past [`STEP_BUDGET`].
pub fn place_drawing(grid: &Grid, rules: &Rules, owner: &str) -> Result<Placed, InputError> {
    match read(grid, rules, owner).map_err(|_| over_budget(owner))? {
        Reading::Settled(placed) => Ok(*placed),
        Reading::Several { found } => {
            let mut score = |split: &[Segment]| {
                let placed = place_split(split, rules, owner);
                (Cost { score: tally(&placed.1, owner), replies_true: true, split_fouls: 0 }, placed)
            };
            let choice = choose(grid, rules, found, CHOICE_STEPS, CANDIDATES, None, &mut score);
            Ok(choice.placed(rules, owner, false))
        }
    }
}

/// The ship class whose initial is `letter` (either case), for a fleet drawn with initials
/// (docs/format.md §2 "Drawn fleets").
///
/// # Errors
/// [`RecordFault::SharedInitial`] where two classes share an initial (letters cannot tell them
/// apart), [`RecordFault::NotAnInitial`] where no class has this one.
pub fn class_of_initial(rules: &Rules, letter: char) -> Result<usize, RecordFault> {
    let initial = |c: &crate::rules::ShipClass| c.name.chars().next().map(|i| i.to_uppercase().collect::<String>());
    let wanted: String = letter.to_uppercase().collect();
    for (i, a) in rules.fleet.iter().enumerate() {
        if let Some(b) = rules.fleet[i + 1..].iter().find(|b| initial(a) == initial(b)) {
            return Err(RecordFault::SharedInitial {
                first: a.name.clone(),
                second: b.name.clone(),
                initial: initial(a).unwrap_or_default(),
            });
        }
    }
    rules.fleet.iter().position(|c| initial(c).as_deref() == Some(wanted.as_str())).ok_or_else(|| {
        let initials = rules.fleet.iter().map(|c| (initial(c).unwrap_or_default(), c.name.clone())).collect();
        RecordFault::NotAnInitial { letter, initials }
    })
}

/// Places a fleet drawn with its classes' initials (docs/format.md §2 "Drawn fleets"): each
/// edge-connected group of one letter is that class's ships, with no split search. A straight group
/// as long as several ships of its class is those ships end to end (a straight line splits only one
/// way); where ships may not touch, any other group is one ship (a crooked one is `bad_shape`, as a
/// drawn ship there is).
///
/// # Errors
/// An [`InputError`] at `fleets.OWNER.grid[ROW]` for a letter that is no class's initial (or
/// where classes share initials), and, where ships may touch, for a group of one letter that is
/// not straight ([`RecordFault::CrookedInitials`]): which ships it holds would be a guess.
pub fn place_initials(initials: &Initials, rules: &Rules, owner: &str) -> Result<Placed, InputError> {
    let (height, width) = (initials.rows.len(), initials.rows.first().map_or(0, Vec::len));
    let at = |r: usize, fault: RecordFault| InputError::value(JsonPath::fleet(owner).then("grid").index(r), fault);
    let mut class = vec![vec![None; width]; height];
    for (r, row) in initials.rows.iter().enumerate() {
        for (c, letter) in row.iter().enumerate() {
            if let Some(letter) = letter {
                let k = class_of_initial(rules, *letter)
                    .map_err(|fault| at(r, RecordFault::InColumn { column: c as u64 + 1, fault: Box::new(fault) }))?;
                class[r][c] = Some(k);
            }
        }
    }
    let mut seen = vec![vec![false; width]; height];
    let mut ships: Vec<ShipRecord<'static>> = Vec::new();
    for r in 0..height {
        for c in 0..width {
            let Some(k) = class[r][c].filter(|_| !seen[r][c]) else { continue };
            // The group of cells of class `k` connected to this one by edges.
            let mut group = vec![(c, r)];
            seen[r][c] = true;
            let mut next = 0;
            while let Some(&(gc, gr)) = group.get(next) {
                next += 1;
                let around = [(gc.wrapping_sub(1), gr), (gc + 1, gr), (gc, gr.wrapping_sub(1)), (gc, gr + 1)];
                for (nc, nr) in around {
                    if nr < height && nc < width && !seen[nr][nc] && class[nr][nc] == Some(k) {
                        seen[nr][nc] = true;
                        group.push((nc, nr));
                    }
                }
            }
            group.sort_by_key(|&(gc, gr)| (gr, gc));
            let cells: Vec<(u8, u8)> = group.iter().map(|&(gc, gr)| (gc as u8, gr as u8)).collect();
            let straight = cells.iter().all(|p| p.1 == cells[0].1) || cells.iter().all(|p| p.0 == cells[0].0);
            let name = &rules.fleet[k].name;
            let size = usize::from(rules.fleet[k].size);
            if !straight && rules.touching != Touching::Forbidden {
                let (columns, rows) = (rules.board.columns, rules.board.rows);
                let cells = cells.iter().map(|&(gc, gr)| coordinate(gc, gr).label(columns, rows)).collect();
                return Err(at(r, RecordFault::CrookedInitials { class: name.clone(), cells }));
            }
            let pieces =
                if straight && cells.len() > size && cells.len().is_multiple_of(size) { size } else { cells.len() };
            for piece in cells.chunks(pieces) {
                let mut record = group_record(piece);
                record.ship = Some(Cow::Owned(name.clone()));
                ships.push(record);
            }
        }
    }
    sort_records(&mut ships);
    Ok(fleet::place(&ships, rules, owner))
}

/// Places both fleets as [`place_fleets`] does with no log: fleets judged before their game is
/// played (a placement book's, a bot's answer to `start`), named `names`.
///
/// # Errors
/// As [`place_fleets`].
pub fn place_fleets_before_play(
    fleets: [&FleetDrawing; 2],
    rules: &Rules,
    names: [&str; 2],
) -> Result<[Placed; 2], InputError> {
    place_fleets(fleets, &[], rules, names, &[], 0, &Readings::default())
}

/// Places both players' fleets, listed or drawn (`fleets` in the players' order, for the log
/// `log`). Where a drawn fleet splits in
/// several ways, the owner has the benefit of the doubt (docs/format.md §2 "Drawn fleets"): the
/// split under which the owner commits the fewest fouls (then warnings) is used, the first
/// found of those.
///
/// `shooters[i]` is the player (0 or 1) of log entry `i`; `first` the player who shoots first.
///
/// The choice looks at the splits that agree with the owner's single-shot replies first, then,
/// when none of those is free of fouls, at any split; each pass replays at most
/// [`CANDIDATES`] splits (fewer for a long log, [`REPLAYED_ENTRIES`]). Reading a drawing takes
/// at most [`STEP_BUDGET`] search steps, and choosing among its splits [`CHOICE_STEPS`]; a
/// choice the budget cuts short keeps the splits it tried (at least the first two found).
///
/// A drawing `readings` holds is placed as it was read there, without searching again.
///
/// # Errors
/// [`RecordFault::TooHardToSplit`] when reading a drawing into ships runs past [`STEP_BUDGET`],
/// and [`RecordFault::SplitsUnweighed`] where the splits weighed leave a doubt.
pub fn place_fleets(
    fleets: [&FleetDrawing; 2],
    log: &[LogEntry],
    rules: &Rules,
    names: [&str; 2],
    shooters: &[u8],
    first: usize,
    readings: &Readings,
) -> Result<[Placed; 2], InputError> {
    let mut several: Vec<(usize, &Grid, [Vec<Segment>; 2])> = Vec::new();
    let mut place = |p: usize| -> Result<Placed, InputError> {
        let name = names[p];
        Ok(match fleets[p] {
            FleetDrawing::Ships(ships) => fleet::place(ships, rules, name),
            FleetDrawing::Initials(initials) => place_initials(initials, rules, name)?,
            FleetDrawing::Grid(grid) => match readings.reading(grid, rules, name).map_err(|_| over_budget(name))? {
                Reading::Settled(done) => *done,
                Reading::Several { found } => {
                    let placed = place_split(&found[0], rules, name);
                    several.push((p, grid, found));
                    placed
                }
            },
        })
    };
    let mut placed: [Placed; 2] = [place(0)?, place(1)?];
    if several.is_empty() {
        return Ok(placed);
    }
    // Where the game ends does not depend on the split (a fleet falls when all its drawn cells
    // are struck), so one replay tells which entries have their replies judged.
    let base = engine::replay(rules, [&placed[0].0, &placed[1].0], log, shooters, first, names);
    let judged = base.violations.iter().find(|v| v.code == Code::AfterEnd).and_then(|v| v.entry);
    let judged = judged.unwrap_or(log.len());
    let cap = CANDIDATES.min((REPLAYED_ENTRIES / (log.len() + 1)).max(2));
    let replies = |p: usize| log.iter().zip(shooters).any(|(e, &s)| usize::from(s) != p && e.reply.is_some());
    // A split decides which of its owner's ships a shot sank: whether the owner's replies were
    // true and, under salvo, the owner's allowance. It decides nothing the other player is
    // charged with (their allowance counts their own ships afloat), so each drawing is chosen
    // on its own, against the other fleet as it stands.
    for (p, grid, found) in several {
        let facts = Replied::new(rules, log, shooters, p, judged);
        let choice = {
            let other = &placed[1 - p].0;
            let mut score = |split: &[Segment]| {
                let candidate = place_split(split, rules, names[p]);
                let fleets = if p == 0 { [&candidate.0, other] } else { [other, &candidate.0] };
                let mut game = Game::new(rules, fleets, first, names);
                for (entry, &s) in log.iter().zip(shooters) {
                    game.apply(entry, usize::from(s));
                }
                let (fouls, warnings) = game.tally(p);
                let (placement_fouls, placement_warnings) = tally(&candidate.1, names[p]);
                let score = (fouls + placement_fouls, warnings + placement_warnings);
                let false_reports = game.count(Code::FalseReport, p);
                let split_fouls = false_reports + game.count(Code::TooManyShots, p) + game.count(Code::TooFewShots, p);
                (Cost { score, replies_true: false_reports == 0, split_fouls }, candidate)
            };
            choose(grid, rules, found, CHOICE_STEPS, cap, Some(&facts), &mut score)
        };
        // The split chosen charges the owner with a foul that a split decides, and some splits
        // were never weighed: one of those might clear it. Never a conviction on a doubt
        // (docs/format.md §2 "Drawn fleets").
        if let Some(scored) = choice.cut_short.filter(|_| choice.chosen.cost.split_fouls > 0) {
            return Err(InputError::value(
                JsonPath::fleet(names[p]),
                RecordFault::SplitsUnweighed { weighed: scored as u64 },
            ));
        }
        placed[p] = choice.placed(rules, names[p], replies(p));
    }
    Ok(placed)
}

/// The fouls and warnings among `violations` charged to `player`.
fn tally(violations: &[Violation], player: &str) -> Score {
    let of = |severity| violations.iter().filter(|v| v.severity == severity && v.player == player).count() as u64;
    (of(Severity::Foul), of(Severity::Warning))
}

/// A split tried for the choice: its ships, its placement, and what it costs its owner.
struct Candidate {
    split: Vec<Segment>,
    placed: Placed,
    cost: Cost,
}

/// The split chosen for a drawing, and another as good under which the owner's replies are
/// all true too, if one was found (the doubt `ambiguous_fleet` warns of).
struct Choice {
    chosen: Candidate,
    tie: Option<Vec<Segment>>,
    /// When the search stopped (at the cap or the budget) before every split was scored: how
    /// many were.
    cut_short: Option<usize>,
}

impl Choice {
    /// The chosen placement, with `ambiguous_fleet` where another split was as good.
    fn placed(self, rules: &Rules, owner: &str, with_log: bool) -> Placed {
        let Choice { chosen, tie, .. } = self;
        let (fleet, mut violations) = chosen.placed;
        if let Some(tie) = tie {
            violations.push(ambiguous(&chosen.split, &tie, rules, owner, with_log));
        }
        (fleet, violations)
    }
}

/// Chooses among the splits of `grid` the one that `score` finds cheapest for its owner, the
/// first in the search's order of those (docs/format.md §2 "Drawn fleets"), and another as cheap if
/// there is one.
///
/// `found` are the first two splits in the search's order (as [`read`] found them); `budget`
/// the search steps the choice may take; `cap` the most splits scored in each pass. With
/// `facts`, the splits that agree with the owner's single-shot replies are scored first, with
/// half the steps (the others make a reply false, a foul): when one of them costs no foul, no
/// other split can do better. Otherwise any split is scored, from the first in the search's
/// order.
fn choose(
    grid: &Grid,
    rules: &Rules,
    found: [Vec<Segment>; 2],
    mut budget: u64,
    cap: usize,
    facts: Option<&Replied>,
    score: &mut dyn FnMut(&[Segment]) -> (Cost, Placed),
) -> Choice {
    let sizes = sizes(rules);
    // Two splits that cost nothing: none can do better, and the second is the tie.
    let settled = |tried: &[Candidate]| tried.iter().filter(|c| c.cost.score == (0, 0)).count() >= 2;
    let mut agreeing: Vec<Candidate> = Vec::new();
    if let Some(facts) = facts {
        let filter = |seg: Segment| facts.agrees(seg);
        let mut splitter = Splitter::new(grid, &sizes).with_filter(&filter).with_budget(budget / 2);
        // A search cut short by its budget keeps what it found.
        let _ = splitter.for_each(&mut |split| {
            let (cost, placed) = score(split);
            agreeing.push(Candidate { split: split.to_vec(), placed, cost });
            if agreeing.len() >= cap || settled(&agreeing) { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        });
        budget = budget.saturating_sub(splitter.steps());
        if agreeing.iter().any(|c| c.cost.score.0 == 0) {
            return pick(agreeing);
        }
    }
    // Every split now, in the search's order: the two found first (whatever budget is left),
    // then as many more as the budget and the cap allow.
    let mut tried: Vec<Candidate> = Vec::new();
    let mut take = |split: &[Segment], tried: &mut Vec<Candidate>, agreeing: &mut Vec<Candidate>| {
        if tried.iter().any(|c| c.split == split) {
            return;
        }
        let candidate = match agreeing.iter().position(|c| c.split == split) {
            Some(i) => agreeing.remove(i),
            None => {
                let (cost, placed) = score(split);
                Candidate { split: split.to_vec(), placed, cost }
            }
        };
        tried.push(candidate);
    };
    for split in &found {
        take(split, &mut tried, &mut agreeing);
    }
    let mut complete = true;
    if !settled(&tried) {
        let mut splitter = Splitter::new(grid, &sizes).with_budget(budget);
        let searched = splitter.for_each(&mut |split| {
            take(split, &mut tried, &mut agreeing);
            if settled(&tried) {
                ControlFlow::Break(())
            } else if tried.len() >= cap {
                complete = false;
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        complete &= searched.is_ok();
    }
    // Splits that agree with the replies but lie beyond the splits scored come after them.
    tried.append(&mut agreeing);
    let tried_count = tried.len();
    let mut choice = pick(tried);
    choice.cut_short = (!complete).then_some(tried_count);
    choice
}

/// The cheapest of `tried` (in the search's order), the first of those, and the next as cheap
/// when the owner's replies are true under both.
fn pick(tried: Vec<Candidate>) -> Choice {
    let best = tried.iter().map(|c| c.cost.score).min().expect("a drawing with several splits has one");
    let mut cheapest = tried.into_iter().filter(|c| c.cost.score == best);
    let chosen = cheapest.next().expect("the best is among them");
    let tie = cheapest.find(|c| c.cost.replies_true && chosen.cost.replies_true).map(|c| c.split);
    Choice { chosen, tie, cut_short: None }
}

/// A drawing read into ships.
#[derive(Clone, Debug)]
enum Reading {
    /// The placement is settled: one ship per group, the only split, or no split at all.
    Settled(Box<Placed>),
    /// More than one split fits the fleet: the first two found.
    Several { found: [Vec<Segment>; 2] },
}

/// Reads `grid` into ships within [`STEP_BUDGET`] search steps: the split search, done once
/// for each drawing a record is placed with ([`Readings`]).
///
/// # Errors
/// [`OverBudget`] when the search runs past the budget.
fn read(grid: &Grid, rules: &Rules, owner: &str) -> Result<Reading, OverBudget> {
    #[cfg(test)]
    tests::SEARCHES.with(|n| n.set(n.get() + 1));
    let mut splitter = Splitter::new(grid, &sizes(rules));
    read_with(&mut splitter, grid, rules, owner)
}

/// The drawn fleets of a record read into ships ([`read`]: the split search, whose result
/// depends on the drawing, its owner and the rules alone), kept with the record, so that its
/// fleets are placed again without searching again: a paper record with shot grids places its
/// fleets while its log is rebuilt from them, and the referee places them once more. Empty for
/// a record whose drawings were never read before it is adjudicated; [`place_fleets`] reads
/// those itself.
#[derive(Clone, Debug, Default)]
pub struct Readings(Vec<Kept>);

/// A drawing read: whose it is, under which rules, and what the reading gave.
#[derive(Clone, Debug)]
struct Kept {
    grid: Grid,
    owner: String,
    rules: Rules,
    outcome: Result<Reading, OverBudget>,
}

impl Readings {
    /// Reads the drawn fleets (`fleets`, of the players `names`) under `rules` that are not read
    /// yet; a fleet listed or drawn with initials needs no search.
    pub fn read(&mut self, fleets: [&FleetDrawing; 2], rules: &Rules, names: [&str; 2]) {
        for (fleet, owner) in fleets.into_iter().zip(names) {
            if let FleetDrawing::Grid(grid) = fleet
                && self.kept(grid, rules, owner).is_none()
            {
                let outcome = read(grid, rules, owner);
                self.0.push(Kept { grid: grid.clone(), owner: owner.to_owned(), rules: rules.clone(), outcome });
            }
        }
    }

    /// The reading of `owner`'s drawing `grid` under `rules`, if it was read.
    fn kept(&self, grid: &Grid, rules: &Rules, owner: &str) -> Option<&Result<Reading, OverBudget>> {
        self.0.iter().find(|k| k.grid == *grid && k.owner == owner && k.rules == *rules).map(|k| &k.outcome)
    }

    /// `owner`'s drawing `grid` read under `rules`: as it was read before, else read now.
    fn reading(&self, grid: &Grid, rules: &Rules, owner: &str) -> Result<Reading, OverBudget> {
        match self.kept(grid, rules, owner) {
            Some(outcome) => outcome.clone(),
            None => read(grid, rules, owner),
        }
    }
}

/// Reads `grid` into ships with `splitter` (the search over `grid` with the fleet's sizes).
fn read_with(splitter: &mut Splitter, grid: &Grid, rules: &Rules, owner: &str) -> Result<Reading, OverBudget> {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    if rules.touching == Touching::Forbidden {
        let groups = Splitter::new(grid, &[]).groups();
        let mut ships: Vec<ShipRecord<'static>> = groups.iter().map(|g| group_record(g)).collect();
        sort_records(&mut ships);
        return Ok(Reading::Settled(Box::new(fleet::place(&ships, rules, owner))));
    }
    let (drawn, wanted) = (splitter.cells(), splitter.fleet_cells());
    if drawn == 0 {
        // No ship drawn is no ship listed: an empty fleet, judged class by class.
        return Ok(Reading::Settled(Box::new(fleet::place(&[], rules, owner))));
    }
    if drawn != wanted {
        let all: Vec<(u8, u8)> = splitter.groups().concat();
        let why = NoSplit::CellCount { drawn: drawn as u64, wanted: wanted as u64 };
        return Ok(Reading::Settled(Box::new(no_split(&[], &all, rules, owner, Vec::new(), why))));
    }
    if let Some(group) = splitter.unsplittable_group()? {
        let cells: Vec<Spot> = group.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
        let why = NoSplit::Group { size: group.len() };
        let all: Vec<(u8, u8)> = splitter.groups().concat();
        return Ok(Reading::Settled(Box::new(no_split(&[], &all, rules, owner, cells, why))));
    }
    let mut found = splitter.splits(2)?.into_iter();
    match (found.next(), found.next()) {
        (Some(first), Some(second)) => Ok(Reading::Several { found: [first, second] }),
        (Some(only), None) => Ok(Reading::Settled(Box::new(place_split(&only, rules, owner)))),
        (None, _) if splitter.shortfall().is_some() => {
            let shortfall = splitter.shortfall().expect("checked above");
            let (cells, why) = explain(splitter, shortfall, columns, rows);
            let all: Vec<(u8, u8)> = splitter.groups().concat();
            Ok(Reading::Settled(Box::new(no_split(&[], &all, rules, owner, cells, why))))
        }
        (None, _) => {
            let best = splitter.best().clone();
            let mut covered = CellSet::new();
            let mut covered_off: Vec<(u8, u8)> = Vec::new();
            for seg in &best.ships {
                for (c, r) in seg.cells() {
                    if c < columns && r < rows {
                        covered.insert(Cell::new(c, r));
                    } else {
                        covered_off.push((c, r));
                    }
                }
            }
            let left: Vec<(u8, u8)> = splitter
                .groups()
                .concat()
                .into_iter()
                .filter(|&(c, r)| {
                    if c < columns && r < rows {
                        !covered.contains(Cell::new(c, r))
                    } else {
                        !covered_off.contains(&(c, r))
                    }
                })
                .collect();
            let cells: Vec<Spot> = left.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
            let lacking = best.lacking.iter().map(|&(size, n)| sized(rules, size, n)).collect();
            let mut laid: Vec<Segment> = best.ships.clone();
            laid.sort_by_key(|s| (s.row, s.col));
            let laid = laid.iter().map(|&s| run_of(s, columns, rows)).collect();
            // What each group can be on its own explains a clash best; where groups can be many
            // things, the furthest the search got stands in.
            let groups = splitter.groups();
            let mut described = Vec::new();
            let mut cells_described = Vec::new();
            for (group, uses) in groups.iter().zip(splitter.uses_by_group(3)) {
                let Some(uses) = uses else { continue };
                let mixes =
                    uses.iter().map(|mix| mix.iter().map(|&(size, n)| sized(rules, size, n)).collect()).collect();
                described.push(GroupUse {
                    size: group.len(),
                    first: spot(group[0].0, group[0].1, columns, rows),
                    mixes,
                });
                cells_described.extend(group.iter().map(|&(c, r)| spot(c, r, columns, rows)));
            }
            let (cells, why) = if described.len() == groups.len() {
                (cells_described, NoSplit::Groups(described))
            } else {
                (cells, NoSplit::Furthest { laid, lacking })
            };
            Ok(Reading::Settled(Box::new(no_split(&best.ships, &left, rules, owner, cells, why))))
        }
    }
}

/// Why no split exists, and the cells concerned.
fn explain(splitter: &Splitter, shortfall: Shortfall, columns: u8, rows: u8) -> (Vec<Spot>, NoSplit) {
    match shortfall {
        Shortfall::ShortRuns { size, room, .. } => {
            let short = splitter.cells_in_runs_shorter_than(size);
            let cells = short.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
            (cells, NoSplit::ShortRuns { size, room: room as u64 })
        }
        Shortfall::LongShips { size, ships, places } => {
            (Vec::new(), NoSplit::LongShips { ships: ships as u64, size, places: places as u64 })
        }
        Shortfall::Colours { imbalance, odd } => {
            (Vec::new(), NoSplit::Colours { imbalance: imbalance as u64, odd: odd as u64 })
        }
    }
}

/// The fleet's sizes as `(size, count)`.
fn sizes(rules: &Rules) -> Vec<(u8, u16)> {
    rules.fleet.iter().map(|c| (c.size, c.count)).collect()
}

/// Places a split: its ships, row by row by their first cell.
fn place_split(split: &[Segment], rules: &Rules, owner: &str) -> Placed {
    let mut ships: Vec<ShipRecord<'static>> = split.iter().map(|&s| segment_record(s)).collect();
    sort_records(&mut ships);
    fleet::place(&ships, rules, owner)
}

/// The placement of a drawing no split fits: the ships of the closest split, the `left` cells as
/// straight runs, and the one `wrong_fleet` that says why (the counts of the stand-in ships are
/// not judged).
fn no_split(
    ships: &[Segment],
    left: &[(u8, u8)],
    rules: &Rules,
    owner: &str,
    cells: Vec<Spot>,
    why: NoSplit,
) -> Placed {
    let mut records: Vec<ShipRecord<'static>> = ships.iter().map(|&s| segment_record(s)).collect();
    records.extend(runs(left).into_iter().map(segment_record));
    sort_records(&mut records);
    let (fleet, mut violations) = fleet::place(&records, rules, owner);
    violations.retain(|v| v.code != Code::WrongFleet);
    violations.push(Violation::new(
        Code::WrongFleet,
        owner,
        None,
        cells,
        Facts::NoSplit { fleet: class_lines(rules), why },
    ));
    (fleet, violations)
}

/// Straight runs covering `cells`: maximal horizontal runs of two or more, then the rest as
/// maximal vertical runs.
fn runs(cells: &[(u8, u8)]) -> Vec<Segment> {
    let mut left: Vec<(u8, u8)> = cells.to_vec();
    left.sort_by_key(|&(c, r)| (r, c));
    let mut out = Vec::new();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < left.len() {
        let (c, r) = left[i];
        let mut j = i + 1;
        while j < left.len() && left[j] == (c + (j - i) as u8, r) && j - i < 26 {
            j += 1;
        }
        if j - i >= 2 {
            out.push(Segment { col: c, row: r, len: (j - i) as u8, vertical: false });
        } else {
            rest.push((c, r));
        }
        i = j;
    }
    rest.sort_by_key(|&(c, r)| (c, r));
    let mut i = 0;
    while i < rest.len() {
        let (c, r) = rest[i];
        let mut j = i + 1;
        while j < rest.len() && rest[j] == (c, r + (j - i) as u8) && j - i < 26 {
            j += 1;
        }
        out.push(Segment { col: c, row: r, len: (j - i) as u8, vertical: j - i > 1 });
        i = j;
    }
    out
}

/// The `ambiguous_fleet` warning for two splits: both in words, and the cells they cover
/// differently.
fn ambiguous(a: &[Segment], b: &[Segment], rules: &Rules, owner: &str, with_log: bool) -> Violation {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let runs = |split: &[Segment]| split.iter().map(|&s| run_of(s, columns, rows)).collect();
    let ship_of = |split: &[Segment], cell: (u8, u8)| split.iter().copied().find(|s| s.cells().any(|c| c == cell));
    let mut differ: Vec<(u8, u8)> =
        a.iter().flat_map(|s| s.cells()).filter(|&cell| ship_of(a, cell) != ship_of(b, cell)).collect();
    differ.sort_by_key(|&(c, r)| (r, c));
    let cells = differ.iter().map(|&(c, r)| spot(c, r, columns, rows)).collect();
    Violation::new(
        Code::AmbiguousFleet,
        owner,
        None,
        cells,
        Facts::AmbiguousFleet { with_log, first: runs(a), second: runs(b) },
    )
}

/// The error of a drawing the search cannot read within [`STEP_BUDGET`].
fn over_budget(owner: &str) -> InputError {
    InputError::value(JsonPath::fleet(owner), RecordFault::TooHardToSplit { steps: STEP_BUDGET })
}

/// The fleet's classes, as a sentence about a drawing lists them.
fn class_lines(rules: &Rules) -> Vec<ClassLine> {
    rules.fleet.iter().map(|c| ClassLine { name: c.name.clone(), size: c.size, count: c.count }).collect()
}

/// `n` ships of `size` cells: named by the class where one class has that size.
fn sized(rules: &Rules, size: u8, n: u16) -> Sized {
    let mut classes = rules.fleet.iter().filter(|c| c.size == size);
    let class = match (classes.next(), classes.next()) {
        (Some(c), None) => Some(c.name.clone()),
        _ => None,
    };
    Sized { class, size, n }
}

/// A cell of a drawing as a violation names it: a cell of the board, or beyond it as a coordinate
/// `K11` while a letter can name its column, else `[26,0]`.
fn spot(col: u8, row: u8, columns: u8, rows: u8) -> Spot {
    Spot::of(&coordinate(col, row), columns, rows)
}

/// A straight ship of a drawing, by its ends.
fn run_of(seg: Segment, columns: u8, rows: u8) -> Run {
    let last = seg.cells().last().unwrap_or((seg.col, seg.row));
    Run { from: spot(seg.col, seg.row, columns, rows), to: spot(last.0, last.1, columns, rows) }
}

/// A cell of a drawing as a coordinate: written `K11` while a letter can name its column.
fn coordinate(col: u8, row: u8) -> Coordinate<'static> {
    let written = if col < 26 {
        Written::Text(Cow::Owned(format!("{}{}", char::from(b'A' + col), u32::from(row) + 1)))
    } else {
        Written::Pair
    };
    Coordinate { col: i128::from(col), row: i128::from(row), written }
}

/// An unnamed ship record for a straight ship: a range, or one cell.
fn segment_record(seg: Segment) -> ShipRecord<'static> {
    let cells: Vec<(u8, u8)> = seg.cells().collect();
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    let cells = if seg.len == 1 {
        ShipCells::List(vec![coordinate(first.0, first.1)])
    } else {
        ShipCells::Range(coordinate(first.0, first.1), coordinate(last.0, last.1))
    };
    ShipRecord { ship: None, cells }
}

/// An unnamed ship record for a group of cells (row by row): a range where it is straight, else
/// the list of its cells (which placement finds `bad_shape`).
fn group_record(group: &[(u8, u8)]) -> ShipRecord<'static> {
    let (c0, r0) = group[0];
    let straight = group.iter().all(|&(_, r)| r == r0) || group.iter().all(|&(c, _)| c == c0);
    if straight && group.len() > 1 {
        let (c1, r1) = group[group.len() - 1];
        ShipRecord { ship: None, cells: ShipCells::Range(coordinate(c0, r0), coordinate(c1, r1)) }
    } else {
        ShipRecord { ship: None, cells: ShipCells::List(group.iter().map(|&(c, r)| coordinate(c, r)).collect()) }
    }
}

/// Orders ship records by their first cell, row by row.
fn sort_records(records: &mut [ShipRecord]) {
    records.sort_by_key(|r| {
        let first = match &r.cells {
            ShipCells::List(cells) => &cells[0],
            ShipCells::Range(a, _) => a,
        };
        (first.row, first.col)
    });
}

/// What one player's replies say about their drawn fleet, for choosing a split: when each cell
/// was first struck, and each judged one-shot reply of `hit` or `sunk`.
struct Replied {
    columns: u8,
    rows: u8,
    /// For each cell index, when the opponent first struck it: (entry, shot within the entry).
    struck: Vec<Option<(u32, u32)>>,
    /// For each cell index, the judged one-shot reply there.
    said: Vec<Option<StruckReply>>,
}

/// A one-shot reply of hit or sunk, where it was given (entry, shot) and the size of the class it
/// names.
#[derive(Clone, Copy)]
struct StruckReply {
    at: (u32, u32),
    sunk: bool,
    /// The size of the class the reply names, when it names one of the fleet.
    size: Option<u8>,
}

impl Replied {
    /// The facts about player `p`'s fleet from entries before `judged` (the entries the replay
    /// judges: those before the game ended).
    fn new(rules: &Rules, log: &[LogEntry], shooters: &[u8], p: usize, judged: usize) -> Replied {
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        let mut facts = Replied { columns, rows, struck: vec![None; MAX_CELLS], said: vec![None; MAX_CELLS] };
        let mut fired = CellSet::new();
        for (i, entry) in log.iter().enumerate().take(judged) {
            if usize::from(shooters[i]) == p {
                continue;
            }
            for (k, coordinate) in entry.at.shots().iter().enumerate() {
                let Some(cell) = coordinate.on(columns, rows) else { continue };
                if !fired.insert(cell) {
                    continue;
                }
                let at = (i as u32, k as u32);
                facts.struck[cell.index()] = Some(at);
                if let (Target::Shot(_), Some(Reply::Shot(said @ (ShotReply::Hit | ShotReply::Sunk)))) =
                    (&entry.at, &entry.reply)
                {
                    let size = entry
                        .ship
                        .as_deref()
                        .and_then(|name| rules.fleet.iter().find(|c| eq_ignore_case(&c.name, name)))
                        .map(|c| c.size);
                    facts.said[cell.index()] = Some(StruckReply { at, sunk: *said == ShotReply::Sunk, size });
                }
            }
        }
        facts
    }

    /// Whether ship `seg` agrees with every judged one-shot `hit` or `sunk` at its cells: `sunk`
    /// exactly where its last cell was struck, and a named class of its size.
    fn agrees(&self, seg: Segment) -> bool {
        let on: Vec<Cell> =
            seg.cells().filter(|&(c, r)| c < self.columns && r < self.rows).map(|(c, r)| Cell::new(c, r)).collect();
        on.iter().all(|&x| {
            let Some(said) = self.said[x.index()] else { return true };
            let sunk = on.iter().all(|&c| c == x || self.struck[c.index()].is_some_and(|t| t < said.at));
            sunk == said.sunk && said.size.is_none_or(|size| size == seg.len)
        })
    }
}

/// Why a row of a drawing written as text was not read ([`read_rows`]): each reader of drawings
/// says it in its own words, at its own line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RowFault {
    /// Character `c`, at `at` (from 0, in characters) of row `row`'s text, is no mark.
    NotAMark { row: usize, at: usize, c: char },
    /// Row `row` has `cells` cells, more than [`MAX_GRID_SIDE`].
    TooWide { row: usize, cells: usize },
    /// Row `row` has `cells` cells, where most rows have `width`, as row `like` has.
    Unequal { row: usize, cells: usize, width: usize, like: usize },
}

/// Reads the rows of a drawing written as text (docs/format.md §2 "Drawn fleets", and the drawings
/// of a paper record, docs/format.md §6 "Fleets"): each row's text past its first `skip` characters
/// (a row number), a mark a character (v3: ship marks, water marks or class initials), with spaces,
/// tabs and `|` between cells ignored. `mark` is shown each mark as it is read (the row, the
/// character's place in the row's text, the character and what it means) and may refuse it.
///
/// # Errors
/// `mark`'s error, or the [`RowFault`] of the first character or row that is none of these, as
/// `fault` words it.
pub(crate) fn read_rows<E>(
    rows: &[(&str, usize)],
    mut mark: impl FnMut(usize, usize, char, DrawnMark) -> Result<(), E>,
    fault: impl Fn(RowFault) -> E,
) -> Result<Vec<Vec<DrawnMark>>, E> {
    // The width most rows have: a row of another width is the one at fault, even the first.
    let widths: Vec<usize> = rows
        .iter()
        .map(|&(text, skip)| text.chars().skip(skip).filter(|c| !c.is_whitespace() && *c != '|').count())
        .collect();
    let seen = |w: usize| widths.iter().filter(|&&v| v == w).count();
    let like = (0..widths.len()).fold(0, |best, r| if seen(widths[r]) > seen(widths[best]) { r } else { best });
    let mut out: Vec<Vec<DrawnMark>> = Vec::with_capacity(rows.len());
    for (r, &(text, skip)) in rows.iter().enumerate() {
        let mut row = Vec::new();
        for (at, c) in text.chars().enumerate().skip(skip) {
            if c.is_whitespace() || c == '|' {
                continue;
            }
            let Some(drawn) = DrawnMark::of(c) else { return Err(fault(RowFault::NotAMark { row: r, at, c })) };
            mark(r, at, c, drawn)?;
            row.push(drawn);
        }
        if row.len() > MAX_GRID_SIDE {
            return Err(fault(RowFault::TooWide { row: r, cells: row.len() }));
        }
        if row.len() != widths[like] {
            return Err(fault(RowFault::Unequal { row: r, cells: row.len(), width: widths[like], like }));
        }
        out.push(row);
    }
    Ok(out)
}

/// The answer of `broadside fleet`: the rules, the ships found, the placement violations, and
/// whether the placement is legal (no foul; warnings allowed). Serializes as the JSON of
/// `broadside fleet`, its violations' messages in English, their owner named as `owner` says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FleetReport {
    /// The rules used, as given (with `--fleet` applied).
    pub rules: RulesSpec,
    /// The ships, in the order written (a drawing's row by row by their first cell).
    pub ships: Vec<ShipReport>,
    /// Placement violations, in the order of the table in docs/format.md §3 "Replay".
    pub violations: Vec<Violation>,
    /// Whether no violation is a foul.
    pub legal: bool,
    /// Whether the violations' sentences name their owner (their player) or say "the player":
    /// the input named no owner. Not written: the JSON's `player` is as the violations charge it.
    pub owner: crate::words::Owner,
}

impl Serialize for FleetReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Wire<'r> {
            rules: &'r RulesSpec,
            ships: &'r [ShipReport],
            violations: crate::words::WordedViolations<'r>,
            legal: bool,
        }
        let words = crate::words::Words::default();
        Wire {
            rules: &self.rules,
            ships: &self.ships,
            violations: crate::words::WordedViolations(&self.violations, words, self.owner),
            legal: self.legal,
        }
        .serialize(s)
    }
}

/// One ship of a [`FleetReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShipReport {
    /// Its class, or the name written for a ship that fits no class, or `None`.
    pub ship: Option<String>,
    /// How people name it: `B2-E2` for a straight ship, else its cells; cells off the board
    /// as written (`K9`).
    pub label: String,
    /// Its cells on the board, row by row (a ship's cells off the board are left out; its
    /// `off_board` violation names its ends), written as `C4`.
    #[serde(serialize_with = "cells_as_written")]
    pub cells: Vec<Cell>,
}

/// Cells as a list of `C4`.
fn cells_as_written<S: serde::Serializer>(cells: &[Cell], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cells.iter().map(|c| c.to_string()))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    thread_local! {
        /// How many drawings [`read`] has searched on this thread (tests count them).
        pub(crate) static SEARCHES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// How many drawings `f` searches on this thread.
    pub(crate) fn searches(f: impl FnOnce()) -> usize {
        let before = SEARCHES.get();
        f();
        SEARCHES.get() - before
    }

    #[test]
    fn runs_cover_leftovers_straight() {
        let r = runs(&[(0, 0), (1, 0), (3, 0), (3, 1), (5, 5)]);
        assert_eq!(
            r,
            vec![
                Segment { col: 0, row: 0, len: 2, vertical: false },
                Segment { col: 3, row: 0, len: 2, vertical: true },
                Segment { col: 5, row: 5, len: 1, vertical: false },
            ]
        );
    }
}
