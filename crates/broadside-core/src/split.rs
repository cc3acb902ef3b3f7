//! The split search: dividing the ship cells of a drawing into straight ships whose sizes make
//! up the fleet exactly, where ships may touch (docs/format.md §2 "Drawn fleets").
//!
//! It is an exact-cover search. The drawn cells are taken group by group (edge-connected groups,
//! in the order of their first cell, row by row). Within a group, it branches on the free cell
//! that the fewest ships still lacking could cover (the first such, row by row), over every ship
//! that covers it; since each split covers that cell with exactly one ship, each split is reached
//! exactly once, and a cell with one way to be covered is settled without branching. A branch
//! ends early only where no split can lie below it:
//!
//! - some free cell of the group has no ship still lacking that covers it;
//! - a pocket of free cells next to the ship just laid is no sum of the sizes still lacking (a
//!   one-cell pocket without a one-cell ship left, say);
//! - a group's cells are no sum of the sizes still lacking;
//! - a run, long-ship or checkerboard bound fails ([`Shortfall`]);
//! - the same free cells with the same sizes lacking failed before (failed states are kept, up
//!   to 32 MB of them; beyond that the search goes on without remembering more).
//!
//! A group that cannot be split even with the whole fleet to choose from is found before the
//! joint search starts. Every search counts its steps and stops at a budget ([`STEP_BUDGET`]),
//! so no drawing can run it for long: a drawing it cannot settle within the budget is reported
//! as too hard, never as having no split.

use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;
use std::rc::Rc;

use crate::record::Grid;

/// A straight ship laid on a drawing: its left (horizontal) or top (vertical) end, its length in
/// cells, and its direction. Columns and rows count from 0 in the drawing, which may be larger
/// than the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Segment {
    /// Column of the left or top end, from 0.
    pub col: u8,
    /// Row of the left or top end, from 0.
    pub row: u8,
    /// Length in cells, at least 1.
    pub len: u8,
    /// Whether the ship runs down a column (a one-cell ship is never vertical).
    pub vertical: bool,
}

impl Segment {
    /// The ship's cells as `(column, row)` from 0, from its left or top end.
    pub fn cells(self) -> impl Iterator<Item = (u8, u8)> {
        (0..self.len).map(move |i| if self.vertical { (self.col, self.row + i) } else { (self.col + i, self.row) })
    }
}

/// The search ran past its step budget without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    /// The budget, in search steps.
    pub steps: u64,
}

/// The default step budget of the searches of one drawing. A step is one search node (a
/// free cell chosen and the ships that cover it tried) plus one for every [`CELLS_A_STEP`]
/// cell-and-size pairs the node examines, so that the budget bounds the time: reading both
/// drawings of a record and choosing among their splits stays under a second of CPU on a
/// 2-core machine (see `cargo bench --bench split`).
pub const STEP_BUDGET: u64 = STEPS;

/// [`STEP_BUDGET`], named short for the docs.
const STEPS: u64 = 600_000;

/// The cell-and-size pairs a search node examines for one step of the budget.
pub const CELLS_A_STEP: usize = 64;

/// The most 64-bit words the failed states may hold (32 MB; beyond this, the search goes on
/// without remembering more).
const MEMO_WORDS: usize = 4 << 20;

/// The most steps spent listing what one group can be made of ([`Splitter::uses_by_group`]).
const USES_STEPS: u32 = 20_000;

/// The largest pocket of free cells measured when pruning (pockets up to this many cells).
const POCKET: usize = 63;

/// How far a search got: the ships laid when the most drawn cells were covered, and the sizes
/// then still lacking.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Partial {
    /// The ships laid, in the order the search laid them.
    pub ships: Vec<Segment>,
    /// Sizes still lacking then, as `(size, count)`, longest first, counts above 0.
    pub lacking: Vec<(u8, u16)>,
    /// The number of drawn cells the ships cover.
    pub covered: usize,
}

/// Why no split can exist, shown by a bound before any ship is laid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortfall {
    /// `cells` drawn cells lie in no straight run of `size` or more, but the fleet's ships
    /// shorter than `size` fill only `room` cells.
    ShortRuns {
        /// The size.
        size: u8,
        /// Cells in no run of `size` or more.
        cells: usize,
        /// Cells of the fleet's ships shorter than `size`.
        room: usize,
    },
    /// The fleet has `ships` ships of `size` or more cells, but the drawn runs hold at most
    /// `places` such ships apart.
    LongShips {
        /// The size.
        size: u8,
        /// The fleet's ships of `size` or more.
        ships: usize,
        /// The most ships of `size` the runs hold without sharing a cell.
        places: usize,
    },
    /// On a checkerboard, the drawn cells have `imbalance` more cells of one colour than of the
    /// other, which the fleet's `odd` ships of odd length cannot make up (each makes up one).
    Colours {
        /// Cells of one colour minus cells of the other.
        imbalance: i64,
        /// The fleet's ships of odd length.
        odd: i64,
    },
}

/// A mix of ships: `(size, count)` per size, longest first, counts above 0.
pub type Mix = Vec<(u8, u16)>;

/// What made a search stop.
enum Halt {
    /// The caller asked to stop.
    Stop,
    /// The step budget ran out.
    Budget,
}

/// A split search over one drawing and one fleet's sizes.
pub struct Splitter<'f> {
    width: usize,
    height: usize,
    /// Whether each cell (`row * width + col`) is drawn and not yet covered.
    free: Vec<bool>,
    /// The edge-connected groups of drawn cells, each row by row.
    groups: Vec<Vec<u16>>,
    /// Free cells left in each group.
    free_in_group: Vec<usize>,
    /// Distinct sizes, longest first.
    sizes: Vec<u8>,
    /// Ships still lacking, per size in `sizes`.
    counts: Vec<u16>,
    /// Ships a split may use (segments it rejects are never laid).
    filter: Option<&'f dyn Fn(Segment) -> bool>,
    /// The group the search stops after; `usize::MAX` for all groups.
    last_group: usize,
    steps: u64,
    budget: u64,
    failed: HashSet<Vec<u64>>,
    /// The words held by `failed`, as counted by [`Splitter::fail`].
    memo_words: usize,
    key: Vec<u64>,
    path: Vec<Segment>,
    covered: usize,
    best: Partial,
    /// Free runs around each cell (left, right, up, down), as last computed.
    runs: Vec<[u8; 4]>,
    /// For the groups after each group, per size in `sizes`: cells whose longest run is shorter
    /// than that size, and how many ships of that size fit apart in their runs.
    later: Vec<Vec<(usize, usize)>>,
    /// For the groups after each group: dark cells minus light cells of a checkerboard.
    later_balance: Vec<i64>,
    /// Why no split can exist, when the joint search found it before laying a ship.
    shortfall: Option<Shortfall>,
    /// Pocket measuring: a visit stamp per cell, and a queue.
    stamp: Vec<u32>,
    generation: u32,
    queue: Vec<usize>,
}

impl<'f> Splitter<'f> {
    /// A search for splits of the ship cells of `grid` into straight ships, `sizes` giving how
    /// many ships of each size (in cells) the fleet has (equal sizes may be given apart).
    pub fn new(grid: &Grid, sizes: &[(u8, u16)]) -> Self {
        let height = grid.rows.len();
        let width = grid.rows.first().map_or(0, Vec::len);
        let mut free = vec![false; width * height];
        for (r, row) in grid.rows.iter().enumerate() {
            for (c, &ship) in row.iter().enumerate() {
                free[r * width + c] = ship;
            }
        }
        let groups = groups(&free, width, height);
        let free_in_group = groups.iter().map(Vec::len).collect();
        let mut merged: Vec<(u8, u16)> = Vec::new();
        for &(size, count) in sizes {
            match merged.iter_mut().find(|(s, _)| *s == size) {
                Some((_, n)) => *n = n.saturating_add(count),
                None => merged.push((size, count)),
            }
        }
        merged.retain(|&(s, n)| s > 0 && n > 0);
        merged.sort_by_key(|&(size, _)| std::cmp::Reverse(size));
        let mut splitter = Splitter {
            width,
            height,
            stamp: vec![0; free.len()],
            runs: vec![[0; 4]; free.len()],
            free,
            groups,
            free_in_group,
            sizes: merged.iter().map(|&(s, _)| s).collect(),
            counts: merged.iter().map(|&(_, n)| n).collect(),
            filter: None,
            last_group: usize::MAX,
            steps: 0,
            budget: STEP_BUDGET,
            failed: HashSet::new(),
            memo_words: 0,
            key: Vec::new(),
            path: Vec::new(),
            covered: 0,
            best: Partial::default(),
            generation: 0,
            queue: Vec::new(),
            later: Vec::new(),
            later_balance: Vec::new(),
            shortfall: None,
        };
        splitter.later = splitter.later_bounds();
        let n = splitter.groups.len();
        splitter.later_balance = vec![0; n];
        for k in (0..n.saturating_sub(1)).rev() {
            splitter.later_balance[k] = splitter.later_balance[k + 1] + splitter.balance(k + 1);
        }
        splitter
    }

    /// The static bounds of the groups after each group (all their cells free).
    fn later_bounds(&mut self) -> Vec<Vec<(usize, usize)>> {
        let n = self.groups.len();
        let mut per_group = Vec::with_capacity(n);
        for k in 0..n {
            self.compute_runs(k);
            per_group.push(self.group_bounds(k));
        }
        let mut later = vec![vec![(0, 0); self.sizes.len()]; n];
        for k in (0..n.saturating_sub(1)).rev() {
            for s in 0..self.sizes.len() {
                let (a, b) = later[k + 1][s];
                let (c, d) = per_group[k + 1][s];
                later[k][s] = (a + c, b + d);
            }
        }
        later
    }

    /// Per size in `sizes`, for the free cells of group `k` (with `runs` computed): the cells
    /// whose longest free run is shorter than that size, and how many ships of that size fit
    /// apart in the group's free runs.
    fn group_bounds(&self, k: usize) -> Vec<(usize, usize)> {
        let mut out = vec![(0usize, 0usize); self.sizes.len()];
        for i in self.free_cells(k) {
            let [left, right, up, down] = self.runs[i].map(usize::from);
            let longest = self.longest_run(i);
            for (s, &size) in self.sizes.iter().enumerate() {
                let size = usize::from(size);
                if longest < size {
                    out[s].0 += 1;
                }
                if left == 0 {
                    out[s].1 += (right + 1) / size;
                }
                if up == 0 {
                    out[s].1 += (down + 1) / size;
                }
            }
        }
        out
    }

    /// Why the sizes still lacking cannot fill the free cells, by the run and colour bounds, if
    /// they cannot: cells whose longest run is shorter than a size need shorter ships; ships of
    /// a size and longer must fit apart in the runs; and on a checkerboard, each ship of odd
    /// length covers one cell more of one colour. (All ships must be laid, unless only group
    /// `k` is searched.)
    fn shortfall_at(&self, k: usize) -> Option<Shortfall> {
        let mut bounds = self.group_bounds(k);
        let joint = self.last_group == usize::MAX;
        if joint {
            for (b, l) in bounds.iter_mut().zip(&self.later[k]) {
                b.0 += l.0;
                b.1 += l.1;
            }
        }
        // Sizes run longest first: cells of shorter ships accumulate from the back.
        let mut shorter_cells = 0usize;
        for s in (0..self.sizes.len()).rev() {
            if bounds[s].0 > shorter_cells {
                return Some(Shortfall::ShortRuns { size: self.sizes[s], cells: bounds[s].0, room: shorter_cells });
            }
            shorter_cells += usize::from(self.sizes[s]) * usize::from(self.counts[s]);
        }
        if joint {
            let mut ships = 0usize;
            for (s, (&count, &(_, room))) in self.counts.iter().zip(&bounds).enumerate() {
                ships += usize::from(count);
                if ships > room {
                    return Some(Shortfall::LongShips { size: self.sizes[s], ships, places: room });
                }
            }
        }
        let odd: i64 =
            self.sizes.iter().zip(&self.counts).filter(|(s, _)| **s % 2 == 1).map(|(_, &n)| i64::from(n)).sum();
        let imbalance = self.balance(k) + if joint { self.later_balance[k] } else { 0 };
        if imbalance.abs() > odd || joint && (imbalance - odd) % 2 != 0 {
            return Some(Shortfall::Colours { imbalance: imbalance.abs(), odd });
        }
        None
    }

    /// Why no split can exist, when that shows before any ship is laid.
    pub fn shortfall(&self) -> Option<Shortfall> {
        self.shortfall
    }

    /// The drawn cells that lie in no straight run of drawn cells of `size` or more, row by row.
    pub fn cells_in_runs_shorter_than(&self, size: u8) -> Vec<(u8, u8)> {
        let drawn = |c: usize, r: usize| c < self.width && r < self.height && self.free[r * self.width + c];
        let mut out = Vec::new();
        for g in &self.groups {
            for &i in g {
                let (c, r) = (usize::from(i) % self.width, usize::from(i) / self.width);
                let left = (1..=c).take_while(|d| drawn(c - d, r)).count();
                let right = (1..).take_while(|d| drawn(c + d, r)).count();
                let up = (1..=r).take_while(|d| drawn(c, r - d)).count();
                let down = (1..).take_while(|d| drawn(c, r + d)).count();
                if (left + right).max(up + down) + 1 < usize::from(size) {
                    out.push(self.at(usize::from(i)));
                }
            }
        }
        out.sort_by_key(|&(c, r)| (r, c));
        out
    }

    /// Lays only ships that `filter` accepts.
    pub fn with_filter(mut self, filter: &'f dyn Fn(Segment) -> bool) -> Self {
        self.filter = Some(filter);
        self.failed.clear();
        self.memo_words = 0;
        self
    }

    /// Sets the step budget shared by all searches of this splitter.
    pub fn with_budget(mut self, steps: u64) -> Self {
        self.budget = steps;
        self
    }

    /// The number of drawn cells.
    pub fn cells(&self) -> usize {
        self.groups.iter().map(Vec::len).sum()
    }

    /// The number of cells the fleet's ships fill.
    pub fn fleet_cells(&self) -> usize {
        self.sizes.iter().zip(&self.counts).map(|(&s, &n)| usize::from(s) * usize::from(n)).sum()
    }

    /// The edge-connected groups of drawn cells, each as `(column, row)` row by row, in the
    /// order of their first cell.
    pub fn groups(&self) -> Vec<Vec<(u8, u8)>> {
        self.groups.iter().map(|g| g.iter().map(|&i| self.at(usize::from(i))).collect()).collect()
    }

    /// Search steps taken so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// How far the searches got: where they covered the most drawn cells.
    pub fn best(&self) -> &Partial {
        &self.best
    }

    /// The first group (in the order of [`Splitter::groups`]) that cannot be split into
    /// straight ships even with every ship of the fleet to choose from, if any, as its cells
    /// row by row.
    ///
    /// # Errors
    /// [`OverBudget`] when the step budget runs out first.
    pub fn unsplittable_group(&mut self) -> Result<Option<Vec<(u8, u8)>>, OverBudget> {
        // A failure here (group k alone) is a failure of the joint search too, not the reverse.
        self.failed.clear();
        self.memo_words = 0;
        for k in 0..self.groups.len() {
            self.last_group = k;
            let result = self.search(k, &mut |_| ControlFlow::Break(()));
            self.last_group = usize::MAX;
            match result {
                Err(Halt::Stop) => {}
                Err(Halt::Budget) => return Err(OverBudget { steps: self.budget }),
                Ok(_) => return Ok(Some(self.groups[k].iter().map(|&i| self.at(usize::from(i))).collect())),
            }
        }
        Ok(None)
    }

    /// Calls `each` with every split of the drawn cells into straight ships that uses exactly
    /// the fleet's sizes (each split once, as its ships), until `each` breaks.
    ///
    /// # Errors
    /// [`OverBudget`] when the step budget runs out first.
    pub fn for_each(&mut self, each: &mut dyn FnMut(&[Segment]) -> ControlFlow<()>) -> Result<(), OverBudget> {
        if self.cells() != self.fleet_cells() {
            return Ok(());
        }
        self.best = Partial::default();
        self.shortfall = None;
        if self.groups.is_empty() {
            let _ = each(&[]);
            return Ok(());
        }
        match self.search(0, each) {
            Ok(_) | Err(Halt::Stop) => Ok(()),
            Err(Halt::Budget) => Err(OverBudget { steps: self.budget }),
        }
    }

    /// Up to `limit` splits, in the order the search finds them.
    ///
    /// # Errors
    /// [`OverBudget`] when the step budget runs out first.
    pub fn splits(&mut self, limit: usize) -> Result<Vec<Vec<Segment>>, OverBudget> {
        let mut out = Vec::new();
        if limit == 0 {
            return Ok(out);
        }
        self.for_each(&mut |split| {
            out.push(split.to_vec());
            if out.len() >= limit { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        })?;
        Ok(out)
    }

    /// For each group (in the order of [`Splitter::groups`]), every mix of ships it can be
    /// split into on its own, as `(size, count)` longest first, each within the fleet; `None`
    /// for a group with more than `limit` mixes, or one that takes too long to list.
    pub fn uses_by_group(&mut self, limit: usize) -> Vec<Option<Vec<Mix>>> {
        let mut order: Vec<usize> = (0..self.groups.len()).collect();
        order.sort_by_key(|&k| self.groups[k][0]);
        order
            .into_iter()
            .map(|k| {
                let mut memo = HashMap::new();
                let mut steps = 0;
                let uses = self.group_uses(k, 0, &mut memo, &mut steps)?;
                (uses.len() <= limit).then(|| {
                    uses.iter()
                        .map(|counts| {
                            self.sizes.iter().zip(counts).filter(|(_, n)| **n > 0).map(|(&s, &n)| (s, n)).collect()
                        })
                        .collect()
                })
            })
            .collect()
    }

    /// Every count of ships per size (each at most the fleet's) that some split of the rest of
    /// group `k` from position `pos` on uses; `None` when summing them up takes too long.
    fn group_uses(
        &mut self,
        k: usize,
        mut pos: usize,
        memo: &mut HashMap<Vec<u64>, Rc<Vec<Vec<u16>>>>,
        steps: &mut u32,
    ) -> Option<Rc<Vec<Vec<u16>>>> {
        let group_len = self.groups[k].len();
        while pos < group_len && !self.free[usize::from(self.groups[k][pos])] {
            pos += 1;
        }
        if pos == group_len {
            return Some(Rc::new(vec![vec![0; self.sizes.len()]]));
        }
        self.make_region_key(k, pos);
        if let Some(found) = memo.get(&self.key) {
            return Some(Rc::clone(found));
        }
        let key = self.key.clone();
        *steps += 1;
        if *steps > USES_STEPS {
            return None;
        }
        let cell = usize::from(self.groups[k][pos]);
        let (col, row) = (cell % self.width, cell / self.width);
        let run_right = (col..self.width).take_while(|&c| self.free[row * self.width + c]).count();
        let run_down = (row..self.height).take_while(|&r| self.free[r * self.width + col]).count();
        let mut out: Vec<Vec<u16>> = Vec::new();
        for s in 0..self.sizes.len() {
            let len = self.sizes[s];
            for vertical in [false, true] {
                let run = if vertical { run_down } else { run_right };
                if usize::from(len) > run || (vertical && len == 1) {
                    continue;
                }
                let seg = Segment { col: col as u8, row: row as u8, len, vertical };
                for (c, r) in seg.cells() {
                    self.free[usize::from(r) * self.width + usize::from(c)] = false;
                }
                let rest = self.group_uses(k, pos + 1, memo, steps);
                for (c, r) in seg.cells() {
                    self.free[usize::from(r) * self.width + usize::from(c)] = true;
                }
                let rest = rest?;
                // Merging long lists of mixes is the real cost here: it counts as steps too.
                *steps = steps.saturating_add(rest.len() as u32);
                if *steps > USES_STEPS {
                    return None;
                }
                for used in rest.iter() {
                    if used[s] < self.counts[s] {
                        let mut with = used.clone();
                        with[s] += 1;
                        out.push(with);
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        let out = Rc::new(out);
        memo.insert(key, Rc::clone(&out));
        Some(out)
    }

    fn at(&self, index: usize) -> (u8, u8) {
        ((index % self.width) as u8, (index / self.width) as u8)
    }

    /// Searches from group `k` (earlier groups are covered). `Ok(true)` when the subtree held
    /// a split.
    fn search(&mut self, k: usize, each: &mut dyn FnMut(&[Segment]) -> ControlFlow<()>) -> Result<bool, Halt> {
        if self.free_in_group[k] == 0 {
            if k + 1 == self.groups.len() || k == self.last_group {
                return match each(&self.path) {
                    ControlFlow::Continue(()) => Ok(true),
                    ControlFlow::Break(()) => Err(Halt::Stop),
                };
            }
            return self.search(k + 1, each);
        }
        let lacking = self.counts.iter().filter(|&&n| n > 0).count();
        self.steps += 1 + (self.free_in_group[k] * lacking / CELLS_A_STEP) as u64;
        if self.steps > self.budget {
            return Err(Halt::Budget);
        }
        self.make_key(k);
        if self.failed.contains(self.key.as_slice()) {
            return Ok(false);
        }
        if self.free_in_group[k] == self.groups[k].len() && !self.representable(self.free_in_group[k]) {
            self.fail();
            return Ok(false);
        }
        let cell = if self.prepare(k) { self.most_constrained(k) } else { None };
        let Some(cell) = cell else {
            if self.path.is_empty() && self.last_group == usize::MAX {
                self.shortfall = self.shortfall_at(k);
            }
            self.note_best();
            self.make_key(k);
            self.fail();
            return Ok(false);
        };
        let (col, row) = (cell % self.width, cell / self.width);
        let [left, right, up, down] = self.runs[cell].map(usize::from);
        let mut found = false;
        for s in 0..self.sizes.len() {
            if self.counts[s] == 0 {
                continue;
            }
            let len = usize::from(self.sizes[s]);
            for vertical in [false, true] {
                if vertical && len == 1 {
                    continue;
                }
                // Every start from which a ship of `len` covers the cell within its free run.
                let (at, before, after) = if vertical { (row, up, down) } else { (col, left, right) };
                if before + after + 1 < len {
                    continue;
                }
                let first = at - before.min(len - 1);
                let last = at + after + 1 - len;
                for start in first..=last.min(at) {
                    let (c, r) = if vertical { (col, start) } else { (start, row) };
                    let seg = Segment { col: c as u8, row: r as u8, len: len as u8, vertical };
                    if self.filter.is_some_and(|f| !f(seg)) {
                        continue;
                    }
                    self.lay(seg, k, s, true);
                    let result = if self.pockets_fit(seg) { self.search(k, each) } else { Ok(false) };
                    if !matches!(result, Ok(true)) {
                        self.note_best();
                    }
                    self.lay(seg, k, s, false);
                    found |= result?;
                }
            }
        }
        if !found {
            self.make_key(k);
            self.fail();
        }
        Ok(found)
    }

    /// The free cell of group `k` that the fewest ships still lacking could cover (with `runs`
    /// computed), the first such row by row; `None` when some free cell can be covered by none.
    /// Every split covers that cell with exactly one ship, so branching on the ships that cover
    /// it reaches each split once, and a cell with one way to be covered settles it at once.
    fn most_constrained(&self, k: usize) -> Option<usize> {
        let mut best: Option<(usize, usize)> = None;
        for i in self.free_cells(k) {
            let [left, right, up, down] = self.runs[i].map(usize::from);
            let mut ways = 0;
            for (&size, &count) in self.sizes.iter().zip(&self.counts) {
                if count == 0 {
                    continue;
                }
                let len = usize::from(size);
                // Starts within the run from which a ship of `len` covers the cell.
                ways += (left.min(len - 1) + right.min(len - 1) + 2).saturating_sub(len);
                if len > 1 {
                    ways += (up.min(len - 1) + down.min(len - 1) + 2).saturating_sub(len);
                }
            }
            if ways == 0 {
                return None;
            }
            if best.is_none_or(|(_, w)| ways < w) {
                best = Some((i, ways));
                if ways == 1 {
                    break;
                }
            }
        }
        best.map(|(i, _)| i)
    }

    /// Dark cells minus light cells of a checkerboard, among the free cells of group `k`.
    fn balance(&self, k: usize) -> i64 {
        self.free_cells(k).map(|i| if (i % self.width + i / self.width).is_multiple_of(2) { 1 } else { -1 }).sum()
    }

    /// The free cells of group `k`, row by row.
    fn free_cells(&self, k: usize) -> impl Iterator<Item = usize> + '_ {
        self.groups[k].iter().map(|&i| usize::from(i)).filter(|&i| self.free[i])
    }

    /// The longest free line through cell `i`, across or down, the cell included (with `runs`
    /// computed).
    fn longest_run(&self, i: usize) -> usize {
        let [left, right, up, down] = self.runs[i].map(usize::from);
        (left + right).max(up + down) + 1
    }

    /// Computes the free runs of group `k`, and checks that the run bounds hold for the sizes
    /// still lacking ([`Splitter::shortfall_at`]).
    fn prepare(&mut self, k: usize) -> bool {
        self.compute_runs(k);
        self.shortfall_at(k).is_none()
    }

    /// Computes the free runs around each free cell of group `k` into `runs`.
    fn compute_runs(&mut self, k: usize) {
        let w = self.width;
        let group = &self.groups[k];
        for &i in group {
            let i = usize::from(i);
            if !self.free[i] {
                continue;
            }
            let left = if i % w > 0 && self.free[i - 1] { self.runs[i - 1][0] + 1 } else { 0 };
            let up = if i >= w && self.free[i - w] { self.runs[i - w][2] + 1 } else { 0 };
            self.runs[i][0] = left;
            self.runs[i][2] = up;
        }
        for &i in group.iter().rev() {
            let i = usize::from(i);
            if !self.free[i] {
                continue;
            }
            let right = if i % w + 1 < w && self.free[i + 1] { self.runs[i + 1][1] + 1 } else { 0 };
            let down = if i + w < self.free.len() && self.free[i + w] { self.runs[i + w][3] + 1 } else { 0 };
            self.runs[i][1] = right;
            self.runs[i][3] = down;
        }
    }

    /// Lays (`on`) or lifts (`!on`) ship `seg` of size index `s` in group `k`.
    fn lay(&mut self, seg: Segment, k: usize, s: usize, on: bool) {
        for (c, r) in seg.cells() {
            self.free[usize::from(r) * self.width + usize::from(c)] = !on;
        }
        let len = usize::from(seg.len);
        if on {
            self.counts[s] -= 1;
            self.free_in_group[k] -= len;
            self.covered += len;
            self.path.push(seg);
        } else {
            self.counts[s] += 1;
            self.free_in_group[k] += len;
            self.covered -= len;
            self.path.pop();
        }
    }

    fn note_best(&mut self) {
        if self.covered > self.best.covered || self.best.ships.is_empty() && self.best.lacking.is_empty() {
            self.best = Partial {
                ships: self.path.clone(),
                lacking: self.sizes.iter().zip(&self.counts).filter(|(_, n)| **n > 0).map(|(&s, &n)| (s, n)).collect(),
                covered: self.covered,
            };
        }
    }

    /// The failed-state key of group `k` now: the group, which of its cells are covered, and
    /// the sizes lacking.
    fn make_key(&mut self, k: usize) {
        self.make_region_key(k, 0);
        for chunk in self.counts.chunks(4) {
            let mut word = 0u64;
            for (j, &n) in chunk.iter().enumerate() {
                word |= u64::from(n) << (16 * j);
            }
            self.key.push(word);
        }
    }

    /// The key of the rest of group `k` from position `pos` on: the group, the position, and
    /// which of its cells from there on are covered.
    fn make_region_key(&mut self, k: usize, pos: usize) {
        self.key.clear();
        self.key.push(((k as u64) << 32) | pos as u64);
        let group = &self.groups[k][pos..];
        let start = self.key.len();
        self.key.resize(start + group.len().div_ceil(64), 0);
        for (i, &cell) in group.iter().enumerate() {
            if !self.free[usize::from(cell)] {
                self.key[start + i / 64] |= 1 << (i % 64);
            }
        }
    }

    fn fail(&mut self) {
        // A kept state costs its words and about four more (the vector and the table's slot).
        if self.memo_words + self.key.len() + 4 <= MEMO_WORDS && self.failed.insert(self.key.clone()) {
            self.memo_words += self.key.len() + 4;
        }
    }

    /// Whether `n` cells are a sum of the sizes still lacking (each used at most as often as it
    /// is lacking).
    fn representable(&self, n: usize) -> bool {
        if n == 0 {
            return true;
        }
        let words = (n + 1).div_ceil(64);
        let mut sums = vec![0u64; words];
        sums[0] = 1;
        for (&size, &count) in self.sizes.iter().zip(&self.counts) {
            let size = usize::from(size);
            // Bounded knapsack by binary splitting: chunks of 1, 2, 4, … ships of this size.
            let mut left = usize::from(count).min(n / size);
            let mut chunk = 1;
            while left > 0 {
                let take = chunk.min(left);
                shift_or(&mut sums, take * size);
                left -= take;
                chunk *= 2;
            }
        }
        sums[n / 64] >> (n % 64) & 1 == 1
    }

    /// Whether every small pocket of free cells next to `seg` is a sum of the sizes still lacking.
    fn pockets_fit(&mut self, seg: Segment) -> bool {
        let small = self.small_sums();
        let (w, h) = (self.width, self.height);
        // One stamp per pocket measured; a lay measures at most 2 × 52 + 2 pockets.
        if self.generation > u32::MAX - 256 {
            self.stamp.fill(0);
            self.generation = 0;
        }
        let first = self.generation + 1;
        for (c, r) in seg.cells() {
            let (c, r) = (usize::from(c), usize::from(r));
            let around = [(c.wrapping_sub(1), r), (c + 1, r), (c, r.wrapping_sub(1)), (c, r + 1)];
            for (nc, nr) in around {
                if nc >= w || nr >= h {
                    continue;
                }
                let start = nr * w + nc;
                if !self.free[start] || self.stamp[start] >= first {
                    continue;
                }
                if let Some(size) = self.pocket(start, first)
                    && small >> size & 1 == 0
                {
                    return false;
                }
            }
        }
        true
    }

    /// The size of the pocket of free cells around `start`, if it has at most [`POCKET`] cells.
    /// Cells stamped from `first` on belong to pockets measured before for the same ship; a
    /// pocket that reaches one is that pocket, which was too large to measure (a small one was
    /// measured whole), so this one is too.
    fn pocket(&mut self, start: usize, first: u32) -> Option<usize> {
        let (w, h) = (self.width, self.height);
        self.generation += 1;
        let this = self.generation;
        self.queue.clear();
        self.queue.push(start);
        self.stamp[start] = this;
        let mut head = 0;
        while head < self.queue.len() {
            if self.queue.len() > POCKET {
                return None;
            }
            let i = self.queue[head];
            head += 1;
            let (c, r) = (i % w, i / w);
            let around = [(c.wrapping_sub(1), r), (c + 1, r), (c, r.wrapping_sub(1)), (c, r + 1)];
            for (nc, nr) in around {
                if nc < w && nr < h {
                    let j = nr * w + nc;
                    if !self.free[j] || self.stamp[j] == this {
                        continue;
                    }
                    if self.stamp[j] >= first {
                        return None;
                    }
                    self.stamp[j] = this;
                    self.queue.push(j);
                }
            }
        }
        (self.queue.len() <= POCKET).then_some(self.queue.len())
    }

    /// The sums up to [`POCKET`] of the sizes still lacking, as a bit mask.
    fn small_sums(&self) -> u64 {
        let mut sums = 1u64;
        for (&size, &count) in self.sizes.iter().zip(&self.counts) {
            let size = u32::from(size);
            if size as usize > POCKET {
                continue;
            }
            for _ in 0..usize::from(count).min(POCKET / size as usize) {
                sums |= sums << size;
            }
        }
        sums
    }
}

/// `sums |= sums << by`, over a bit set of words.
fn shift_or(sums: &mut [u64], by: usize) {
    let (words, bits) = (by / 64, by % 64);
    for i in (0..sums.len()).rev() {
        let mut v = 0;
        if i >= words {
            v = sums[i - words] << bits;
            if bits > 0 && i > words {
                v |= sums[i - words - 1] >> (64 - bits);
            }
        }
        sums[i] |= v;
    }
}

/// The edge-connected groups of `drawn` cells, each row by row, ordered by first cell.
fn groups(drawn: &[bool], width: usize, height: usize) -> Vec<Vec<u16>> {
    const NONE: u16 = u16::MAX;
    let mut group_of = vec![NONE; drawn.len()];
    let mut groups: Vec<Vec<u16>> = Vec::new();
    let mut stack = Vec::new();
    for start in 0..drawn.len() {
        if !drawn[start] || group_of[start] != NONE {
            continue;
        }
        let g = groups.len() as u16;
        let mut members = Vec::new();
        group_of[start] = g;
        stack.push(start);
        while let Some(i) = stack.pop() {
            members.push(i as u16);
            let (c, r) = (i % width, i / width);
            let around = [(c.wrapping_sub(1), r), (c + 1, r), (c, r.wrapping_sub(1)), (c, r + 1)];
            for (nc, nr) in around {
                if nc < width && nr < height {
                    let j = nr * width + nc;
                    if drawn[j] && group_of[j] == NONE {
                        group_of[j] = g;
                        stack.push(j);
                    }
                }
            }
        }
        members.sort_unstable();
        groups.push(members);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> Grid {
        Grid { rows: rows.iter().map(|r| r.chars().map(|c| c == '#').collect()).collect() }
    }

    fn show(split: &[Segment]) -> Vec<String> {
        let mut out: Vec<String> = split
            .iter()
            .map(|s| format!("{}{}{}{}", s.col, s.row, if s.vertical { 'v' } else { 'h' }, s.len))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn a_square_of_two_pairs_splits_two_ways() {
        let mut s = Splitter::new(&grid(&["##", "##"]), &[(2, 2)]);
        let splits = s.splits(10).unwrap();
        assert_eq!(splits.len(), 2);
        assert_eq!(show(&splits[0]), ["00h2", "01h2"]);
        assert_eq!(show(&splits[1]), ["00v2", "10v2"]);
    }

    #[test]
    fn sizes_must_match_exactly() {
        assert!(Splitter::new(&grid(&["###"]), &[(2, 1)]).splits(10).unwrap().is_empty());
        assert!(Splitter::new(&grid(&["###"]), &[(2, 1), (1, 1)]).splits(10).unwrap().len() == 2);
        // Three cells in an L: a 2 and a 1, three ways; no 3.
        let l = grid(&["#.", "##"]);
        assert_eq!(Splitter::new(&l, &[(2, 1), (1, 1)]).splits(10).unwrap().len(), 2);
        assert!(Splitter::new(&l, &[(3, 1)]).splits(10).unwrap().is_empty());
    }

    #[test]
    fn an_unsplittable_group_is_named() {
        let mut s = Splitter::new(&grid(&["##....", "......", "#.....", "##...."]), &[(2, 2), (1, 1)]);
        assert_eq!(s.unsplittable_group(), Ok(None));
        let mut s = Splitter::new(&grid(&["##....", "......", "#.....", "##...."]), &[(3, 1), (2, 1)]);
        assert_eq!(s.unsplittable_group(), Ok(Some(vec![(0, 2), (0, 3), (1, 3)])));
        assert!(s.splits(1).unwrap().is_empty());
    }

    #[test]
    fn the_best_partial_names_what_is_left() {
        // B2 can only be the bottom of a 2 down column B, which leaves A1 alone.
        let mut s = Splitter::new(&grid(&["####", ".#.."]), &[(3, 1), (2, 1)]);
        assert!(s.splits(1).unwrap().is_empty());
        let best = s.best();
        assert_eq!(best.ships, [Segment { col: 1, row: 0, len: 2, vertical: true }]);
        assert_eq!(best.covered, 2);
        assert_eq!(best.lacking, vec![(3, 1)]);
    }

    #[test]
    fn the_budget_stops_the_search() {
        let rows: Vec<String> = (0..20).map(|_| "#".repeat(20)).collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        // 400 cells and 200 dominoes: tilings abound, and listing them all takes long.
        let mut s = Splitter::new(&grid(&rows), &[(2, 200)]).with_budget(10);
        assert_eq!(s.splits(usize::MAX), Err(OverBudget { steps: 10 }));
    }

    #[test]
    fn shift_or_crosses_words() {
        let mut v = vec![1u64, 0, 0];
        shift_or(&mut v, 70);
        assert_eq!(v, vec![1, 1 << 6, 0]);
        shift_or(&mut v, 64);
        assert_eq!(v, vec![1, (1 << 6) | 1, 1 << 6]);
    }
}
