//! Choosing among a drawing's splits by replaying the game (docs/format.md §2 "Drawn fleets"): the
//! owner has the benefit of the doubt, so the split that charges the owner least is used, and
//! `ambiguous_fleet` warns where another is as good.

use std::ops::ControlFlow;

use super::initials::place_initials;
use super::read::{Reading, Readings, over_budget, place_split, read, sizes};
use super::ships::{Placed, run_of, spot};
use crate::coord::{Cell, CellSet, MAX_CELLS};
use crate::engine::{self, Game, Side};
use crate::error::{InputError, JsonPath, RecordFault};
use crate::fleet;
use crate::names::eq_ignore_case;
use crate::record::{FleetDrawing, Grid, LogEntry, Reply, ShotReply, Target};
use crate::rules::Rules;
use crate::split::{STEP_BUDGET, Segment, Splitter};
use crate::verdict::{Code, Facts, Severity, Violation};

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
                    game.apply(entry, Side::of(s != 0));
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
/// `found` are the first two splits in the search's order (as the reading found them); `budget`
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
