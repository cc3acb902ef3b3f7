//! Verdicts as pages for people (`broadside check --format html`): one self-contained HTML file
//! with the result, the players, the rules in words, every violation, the statistics, both
//! final boards, the log as a table, and the boards after every entry for stepping through the
//! game with a small inline script. A batch (`--jsonl --format html`) gives one report page.
//!
//! The markup is written with [`maud`], which escapes every string it is given: names, ship
//! classes and messages from a record show as text, never as markup. The stylesheet and the
//! script are inline; the page fetches nothing. Every cell state has a symbol as well as a
//! colour (the legend says which), so the boards read in black and white.

use std::fmt::Write as _;

use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde::Serialize;

use crate::board::{BoardState, Boards, Mark};
use crate::coord::Cell;
use crate::error::InputError;
use crate::names::eq_ignore_case;
use crate::record::{Forfeit, GameRecord, Reply, ShotReply};
use crate::referee::{Referee, adjudicate_with_boards, adjudicate_with_steps, parse_record};
use crate::rules::RulesSpec;
use crate::verdict::{Code, Outcome, Severity, Verdict, Violation};

/// The longest log whose boards after every entry a game page holds (they take about 1 KB an
/// entry while the page is made). A longer log shows its final boards and the log without
/// stepping.
pub const MAX_STEPPED_ENTRIES: usize = 10_000;

/// The most games with fouls a batch page shows in detail; it counts the rest.
pub const MAX_DETAILED_GAMES: usize = 500;

const STYLE: &str = include_str!("html/page.css");
const SCRIPT: &str = include_str!("html/step.js");

/// One log entry as the page shows it.
struct Row {
    /// The shooter, 0 or 1 in the verdict's player order.
    shooter: usize,
    /// Each shot: its label (`C4`, or as written when off the board) and its cell on the board.
    shots: Vec<(String, Option<Cell>)>,
    /// The reply as recorded, in words; `None` when none was recorded.
    reply: Option<String>,
    /// For a forfeit entry, its reason as the record writes it (`timeout`).
    forfeit: Option<&'static str>,
}

/// A game adjudicated with everything its page shows.
pub struct Judged {
    /// The verdict, as `--format json` prints it.
    pub verdict: Verdict,
    /// Both final boards.
    pub boards: Boards,
    /// The log, one row an entry.
    rows: Vec<Row>,
    /// The boards before the first entry and after each entry (`after[i]` after entry `i`,
    /// 0-based), or `None` when the log is over [`MAX_STEPPED_ENTRIES`].
    steps: Option<Steps>,
}

/// The boards before the first entry and after each one.
struct Steps {
    start: Boards,
    after: Vec<Boards>,
}

impl Judged {
    /// Reads one record from `text` (JSON) and adjudicates it with `referee`; with
    /// `with_steps`, also finds the boards after every entry (for the game page; a batch page
    /// shows only the final boards).
    ///
    /// # SummaryErrors
    /// As [`Referee::check`]: an [`InputError`] saying where and what was expected.
    pub fn new(referee: &Referee, text: &str, with_steps: bool) -> Result<Self, InputError> {
        Self::of(referee, &parse_record(text)?, with_steps)
    }

    /// As [`Judged::new`], for a record that has been read.
    ///
    /// # SummaryErrors
    /// As [`Judged::new`], but for reading.
    pub fn of(referee: &Referee, record: &GameRecord, with_steps: bool) -> Result<Self, InputError> {
        let spec = referee.spec_over(record.rules.as_ref())?;
        let rules = spec.resolved();
        let stepped = with_steps && record.shots.len() <= MAX_STEPPED_ENTRIES;
        let (verdict, boards, after) = if stepped {
            adjudicate_with_steps(record, spec, &rules)?
        } else {
            let (verdict, boards) = adjudicate_with_boards(record, spec, &rules)?;
            (verdict, boards, Vec::new())
        };
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        let rows = record
            .shots
            .iter()
            .map(|entry| Row {
                shooter: usize::from(eq_ignore_case(&verdict.players[1], &entry.player)),
                shots: entry.at.shots().iter().map(|c| (c.label(columns, rows), c.on(columns, rows))).collect(),
                reply: entry.reply.as_ref().map(|r| reply_in_words(r, entry.ship.as_deref())),
                forfeit: entry.forfeit().map(Forfeit::as_str),
            })
            .collect();
        // Before the first entry: both fleets, no shot.
        let start = Boards {
            board: rules.board,
            sides: boards.sides.map(|side| BoardState { ships: side.ships, ..BoardState::default() }),
        };
        let steps = stepped.then_some(Steps { start, after });
        Ok(Judged { verdict, boards, rows, steps })
    }
}

/// A recorded reply in words: `miss`, `hit (cruiser)`, or for a volley
/// `hits: cruiser 1, destroyer 2; sunk: destroyer`.
fn reply_in_words(reply: &Reply, ship: Option<&str>) -> String {
    match reply {
        Reply::Shot(word) => {
            let word = match word {
                ShotReply::Miss => "miss",
                ShotReply::Hit => "hit",
                ShotReply::Sunk => "sunk",
            };
            ship.map_or_else(|| word.to_owned(), |s| format!("{word} ({s})"))
        }
        Reply::Volley(v) => {
            let hits: Vec<String> = v.hits.0.iter().map(|(class, n)| format!("{class} {n}")).collect();
            let mut out = if hits.is_empty() { "no hits".to_owned() } else { format!("hits: {}", hits.join(", ")) };
            if !v.sunk.is_empty() {
                let _ = write!(out, "; sunk: {}", v.sunk.join(", "));
            }
            out
        }
    }
}

/// How a page shows one cell state: the class (also the letter in the step data), the symbol
/// and the word.
fn look(mark: Mark) -> (&'static str, &'static str, &'static str) {
    match mark {
        Mark::Water => ("w", "\u{b7}", "water"),
        Mark::Miss => ("o", "\u{2022}", "miss"),
        Mark::Ship => ("s", "\u{25a0}", "ship"),
        Mark::Hit => ("h", "\u{2715}", "hit"),
        Mark::Sunk => ("k", "\u{2716}", "sunk ship"),
    }
}

/// A cell that violations name: the first of them (its index in the verdict), the earliest
/// entry that names it (-1 for a placement violation), and the codes, for its tooltip.
struct Flag {
    violation: usize,
    from: i64,
    note: String,
}

/// Per board, per cell index (`row * columns + col`), the violations naming that cell; which
/// board a violation names is as `--format text` marks it.
fn flags(verdict: &Verdict, boards: &Boards) -> [Vec<Option<Flag>>; 2] {
    let (columns, rows) = (boards.board.columns, boards.board.rows);
    let size = usize::from(columns) * usize::from(rows);
    let mut flags: [Vec<Option<Flag>>; 2] = [(0..size).map(|_| None).collect(), (0..size).map(|_| None).collect()];
    for (i, v) in verdict.violations.iter().enumerate() {
        let Some(board) = crate::text::board_of(verdict, v) else { continue };
        for cell in v.cells.iter().filter_map(|label| crate::text::cell_on(label, columns, rows)) {
            let from = v.entry.map_or(-1, |e| e as i64);
            let at = usize::from(cell.row) * usize::from(columns) + usize::from(cell.col);
            let what =
                format!("{} ({})", v.code, v.entry.map_or_else(|| "placement".to_owned(), |e| format!("entry {e}")));
            match &mut flags[board][at] {
                Some(flag) => {
                    flag.from = flag.from.min(from);
                    let _ = write!(flag.note, ", {what}");
                }
                slot @ None => *slot = Some(Flag { violation: i, from, note: format!("named by {what}") }),
            }
        }
    }
    flags
}

/// Ids within a page: a game page uses `v3`, `e12`, `board-0`; a game of a batch page prefixes
/// them with `g{line}-` so that games do not share ids.
#[derive(Clone, Copy)]
struct Ids<'p> {
    prefix: &'p str,
    /// Whether the page has the log table (violations then link to their entry's row).
    log: bool,
}

/// One board as a grid: column letters above, row numbers on the left, one cell a mark; cells
/// violations name are outlined, marked `!` and linked to their first violation.
fn board_grid(ids: Ids, verdict: &Verdict, side: usize, boards: &Boards, flags: &[Option<Flag>]) -> Markup {
    let state: &BoardState = &boards.sides[side];
    let (columns, rows) = (boards.board.columns, boards.board.rows);
    let name = &verdict.players[side];
    let other = &verdict.players[1 - side];
    let status = if verdict.winner.as_deref() == Some(name.as_str()) {
        Some(("wins", "wins"))
    } else if verdict.forfeiting_players.contains(name) {
        Some(("forfeits", "forfeits"))
    } else {
        None
    };
    html! {
        figure.board {
            figcaption {
                strong { (name) }
                @if let Some((word, class)) = status { " " span class=(class) { "(" (word) ")" } }
                small { (name) "'s fleet and " (other) "'s shots at it" }
            }
            table.grid id={ (ids.prefix) "board-" (side) } {
                thead { tr { th {} @for c in 0..columns { th scope="col" { (char::from(b'A' + c)) } } } }
                tbody {
                    @for r in 0..rows {
                        tr {
                            th scope="row" { (u16::from(r) + 1) }
                            @for c in 0..columns {
                                @let cell = Cell::new(c, r);
                                @let (class, symbol, word) = look(state.mark(cell));
                                @let flag = &flags[usize::from(r) * usize::from(columns) + usize::from(c)];
                                @match flag {
                                    Some(f) => {
                                        td class={ "m-" (class) " flag" } data-cell=(cell) data-from=(f.from) data-note=(f.note)
                                            title={ (cell) ": " (word) "; " (f.note) } {
                                            a href={ "#" (ids.prefix) "v" (f.violation) } { (symbol) }
                                        }
                                    }
                                    None => {
                                        td class={ "m-" (class) } data-cell=(cell) title={ (cell) ": " (word) } { (symbol) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The legend: each cell state's symbol and colour, and the mark of a cell a violation names.
fn legend() -> Markup {
    html! {
        ul.legend aria-label="Legend" {
            @for mark in [Mark::Ship, Mark::Hit, Mark::Sunk, Mark::Miss, Mark::Water] {
                @let (class, symbol, word) = look(mark);
                li { span class={ "swatch m-" (class) } { (symbol) } (word) }
            }
            li { span.swatch.flag.m-w { "\u{b7}" } "named by a violation (links to it)" }
        }
    }
}

/// Both final boards side by side, then the legend.
fn final_boards(ids: Ids, judged: &Judged) -> Markup {
    let [left, right] = flags(&judged.verdict, &judged.boards);
    html! {
        div.boards {
            (board_grid(ids, &judged.verdict, 0, &judged.boards, &left))
            (board_grid(ids, &judged.verdict, 1, &judged.boards, &right))
        }
        (legend())
    }
}

/// The result in one sentence, as `--format text` says it.
fn result(verdict: &Verdict) -> Markup {
    let sentence = anstream::adapter::strip_str(&crate::text::result_sentence(verdict)).to_string();
    let class = match verdict.outcome {
        Outcome::Win if verdict.forfeiting_players.is_empty() => "result",
        Outcome::Win | Outcome::DoubleForfeit => "result forfeit",
        Outcome::Draw | Outcome::Unfinished => "result even",
    };
    html! { p class=(class) { (sentence) } }
}

/// The rules in words, as `--format text` says them: where they come from, then board, fleet,
/// touching and turns.
fn rules(spec: &RulesSpec) -> Markup {
    let words = anstream::adapter::strip_str(&crate::text::rules_in_words(spec)).to_string();
    let mut lines = words.lines();
    let source = lines.next().unwrap_or_default().to_owned();
    let parts: Vec<(&str, &str)> =
        lines.filter_map(|l| l.trim_start().split_once(' ').map(|(k, v)| (k, v.trim_start()))).collect();
    html! {
        dl.rules {
            dt { "rules" } dd { (source) }
            @for (label, text) in parts { dt { (label) } dd { (text) } }
        }
    }
}

/// The players and their statistics.
fn players(verdict: &Verdict) -> Markup {
    html! {
        table.data {
            thead { tr { th { "player" } th { "result" } th.num { "shots" } th.num { "hits" } th.num { "ships sunk" } } }
            tbody {
                @for (p, name) in verdict.players.iter().enumerate() {
                    @let stats = verdict.stats[p];
                    tr {
                        td { strong { (name) } }
                        td {
                            @if verdict.winner.as_deref() == Some(name.as_str()) { span.wins { "wins" } }
                            @else if verdict.forfeiting_players.contains(name) { span.forfeits { "forfeits" } }
                            @else if verdict.outcome == Outcome::Draw { "draw" }
                            @else { "\u{2014}" }
                        }
                        td.num { (stats.shots) } td.num { (stats.hits) } td.num { (stats.ships_sunk) }
                    }
                }
            }
        }
    }
}

/// Every violation: severity, code, player, entry (linked to its log row), cells and message.
fn violations(ids: Ids, verdict: &Verdict) -> Markup {
    let (fouls, warnings) = crate::verdict::occurred(&verdict.violations);
    html! {
        p.sub {
            (crate::fleet::count(fouls, "foul")) ", " (crate::fleet::count(warnings, "warning"))
            @if !verdict.violations.is_empty() { " (entries count from 0, as in the JSON verdict)" }
        }
        @if !verdict.violations.is_empty() {
            table.data.violations {
                thead { tr { th { "severity" } th { "code" } th { "player" } th { "entry" } th { "cells" } th { "message" } } }
                tbody { @for (i, v) in verdict.violations.iter().enumerate() { (violation(ids, i, v)) } }
            }
        }
    }
}

fn violation(ids: Ids, i: usize, v: &Violation) -> Markup {
    let severity = match v.severity {
        Severity::Foul => "foul",
        Severity::Warning => "warning",
    };
    html! {
        tr id={ (ids.prefix) "v" (i) } {
            td class=(severity) { (severity) }
            td { code title=(v.code.description()) { (v.code.as_str()) } }
            td { (v.player) }
            td {
                @match v.entry {
                    Some(e) if ids.log => { a href={ "#" (ids.prefix) "e" (e) } { "entry " (e) } }
                    Some(e) => { "entry " (e) }
                    None => { "placement" }
                }
            }
            td.code { @if v.cells.is_empty() { "\u{2014}" } @else { (v.cells.join(" ")) } }
            td { (v.message) }
        }
    }
}

/// What each shot of entry `i` did, from the boards before and after it: `C4 hit`, `D5 miss`,
/// `E6 sunk`, `A1 no effect` (fired at before, or after the end), `K11 off the board`.
fn judgement(row: &Row, i: usize, steps: &Steps) -> String {
    let defender = 1 - row.shooter;
    let before = if i == 0 { &steps.start } else { &steps.after[i - 1] };
    let after = &steps.after[i];
    if row.shots.is_empty() {
        // A forfeit entry fires no shot.
        return "\u{2014}".to_owned();
    }
    let words: Vec<String> = row
        .shots
        .iter()
        .map(|(label, cell)| match cell {
            None => format!("{label} off the board"),
            Some(cell) => {
                let (was, now) = (before.sides[defender].mark(*cell), after.sides[defender].mark(*cell));
                let word = match now {
                    _ if was == now => "no effect",
                    Mark::Sunk => "sunk",
                    other => look(other).2,
                };
                format!("{label} {word}")
            }
        })
        .collect();
    words.join(", ")
}

/// The log: one row an entry, with the shooter, the shots, the reply as recorded, what the
/// shots did and the violations of that entry (linked).
fn log(ids: Ids, judged: &Judged) -> Markup {
    let verdict = &judged.verdict;
    let mut by_entry: Vec<Vec<usize>> = vec![Vec::new(); judged.rows.len()];
    for (i, v) in verdict.violations.iter().enumerate() {
        if let Some(list) = v.entry.and_then(|e| by_entry.get_mut(e)) {
            list.push(i);
        }
    }
    html! {
        div.log-wrap {
            table.data.log id={ (ids.prefix) "log" } {
                thead { tr {
                    th.num { "entry" } th { "player" } th { "shots" } th.reply { "reply" }
                    @if judged.steps.is_some() { th { "judgement" } }
                    th { "violations" }
                } }
                tbody {
                    @for (i, row) in judged.rows.iter().enumerate() {
                        tr id={ (ids.prefix) "e" (i) } class=[(verdict.decided_at == Some(i)).then_some("decides")] {
                            td.num { (i) }
                            td { (verdict.players[row.shooter]) }
                            td.code {
                                @if let Some(reason) = row.forfeit { "forfeit: " (reason) }
                                @for (n, (label, _)) in row.shots.iter().enumerate() { @if n > 0 { " " } (label) }
                            }
                            td.reply { @match &row.reply { Some(r) => { (r) }, None => { "\u{2014}" } } }
                            @if let Some(steps) = &judged.steps { td { (judgement(row, i, steps)) } }
                            td {
                                @if verdict.decided_at == Some(i) { strong { "decides the game" } @if !by_entry[i].is_empty() { "; " } }
                                @for (n, &v) in by_entry[i].iter().enumerate() {
                                    @if n > 0 { ", " }
                                    @let violation = &verdict.violations[v];
                                    a class=(match violation.severity { Severity::Foul => "foul", Severity::Warning => "warning" })
                                        href={ "#" (ids.prefix) "v" (v) } { (violation.code.as_str()) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The step data the script reads: both boards before the first entry (one letter a cell, as
/// [`look`] names them, row by row), then per entry the cells it changed as
/// `{board}{index}{letter}` joined by commas.
#[derive(Serialize)]
struct StepData {
    start: [String; 2],
    steps: Vec<String>,
}

fn step_data(steps: &Steps) -> String {
    let board = steps.start.board;
    let cells = || (0..board.rows).flat_map(move |r| (0..board.columns).map(move |c| Cell::new(c, r))).enumerate();
    let start = [0, 1].map(|b| cells().map(|(_, cell)| look(steps.start.sides[b].mark(cell)).0).collect());
    let mut before = &steps.start;
    let mut list = Vec::with_capacity(steps.after.len());
    for after in &steps.after {
        let mut changes = String::new();
        for b in 0..2 {
            for (i, cell) in cells() {
                let now = after.sides[b].mark(cell);
                if now != before.sides[b].mark(cell) {
                    if !changes.is_empty() {
                        changes.push(',');
                    }
                    let _ = write!(changes, "{b}{i}{}", look(now).0);
                }
            }
        }
        list.push(changes);
        before = after;
    }
    // Only letters, digits and commas: nothing in it can close the script element.
    serde_json::to_string(&StepData { start, steps: list }).expect("step data serializes")
}

/// The start of a page: the doctype, the head with the inline stylesheet, and the opening body
/// tag, which [`PAGE_END`] closes. (A batch page is written in parts, so that the games it
/// shows are not copied into one string.)
fn page_start(title: &str) -> String {
    let head = html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="color-scheme" content="light dark";
            title { (title) }
            style { (PreEscaped(STYLE)) }
        }
    };
    format!("{}\n<html lang=\"en\">{}<body>", DOCTYPE.into_string(), head.into_string())
}

/// The end of a page begun by [`page_start`].
const PAGE_END: &str = "</body></html>\n";

/// The page for one game: result, players and statistics, rules, both final boards with a
/// stepper over the boards after every entry, violations and the log.
pub fn game_page(judged: &Judged) -> String {
    let verdict = &judged.verdict;
    let ids = Ids { prefix: "", log: true };
    let title = format!("{} v {}: broadside verdict", verdict.players[0], verdict.players[1]);
    let body = html! {
        header {
            h1 { (verdict.players[0]) " v " (verdict.players[1]) }
            p.sub { "Verdict of broadside " (env!("CARGO_PKG_VERSION")) }
            (result(verdict))
        }
        div.top {
            section { h2 { "Players" } (players(verdict)) }
            section { h2 { "Rules" } (rules(&verdict.rules)) }
        }
        section {
            h2 { "Boards" }
            @if let Some(steps) = &judged.steps {
                div.stepper #stepper hidden {
                    button type="button" #step-first title="Before the first entry (Home)" { "\u{ab} First" }
                    button type="button" #step-prev title="One entry back (\u{2190})" { "\u{2039} Back" }
                    button type="button" #step-next title="One entry on (\u{2192})" { "Next \u{203a}" }
                    button type="button" #step-last title="After the last entry (End)" { "Last \u{bb}" }
                    @let last = steps.after.len().saturating_sub(1);
                    output #step-label aria-live="polite" { "After entry " (last) " of " (last) " (entries count from 0)" }
                    span.hint { "arrow keys step; a click on a log row shows the boards after it" }
                }
            } @else if judged.rows.len() > MAX_STEPPED_ENTRIES {
                p.steps-note { "The log has over " (MAX_STEPPED_ENTRIES) " entries: the page shows the final boards only." }
            }
            (final_boards(ids, judged))
        }
        section { h2 { "Violations" } (violations(ids, verdict)) }
        section {
            h2 { "Log" }
            @if judged.rows.is_empty() { p.sub { "No entries." } } @else { (log(ids, judged)) }
        }
        footer { "Adjudicated by broadside " (env!("CARGO_PKG_VERSION")) ". Entries and rows of the log count from 0." }
        @if let Some(steps) = &judged.steps {
            script type="application/json" #steps-data { (PreEscaped(step_data(steps))) }
            script { (PreEscaped(SCRIPT)) }
        }
    };
    let mut out = page_start(&title);
    out.push_str(&body.into_string());
    out.push_str(PAGE_END);
    out
}

/// The counts of `--summary` as the batch page reads them.
#[derive(serde::Deserialize)]
struct Summary {
    games: u64,
    outcomes: std::collections::BTreeMap<String, u64>,
    fouls: std::collections::BTreeMap<String, u64>,
    warnings: std::collections::BTreeMap<String, u64>,
    errors: SummaryErrors,
    /// The standings per player, in the order the input first names them.
    #[serde(default)]
    players: Vec<SummaryRow>,
}

/// One row of the standings of `--summary` (see [`crate::standings::Standings::table`]).
#[derive(serde::Deserialize)]
struct SummaryRow {
    name: String,
    games: u64,
    wins: u64,
    losses: u64,
    draws: u64,
    unfinished: u64,
    double_forfeits: u64,
    forfeits: std::collections::BTreeMap<String, u64>,
    score: f64,
    elo: EloRow,
}

#[derive(serde::Deserialize)]
struct EloRow {
    diff: Option<f64>,
    margin: Option<f64>,
    los: Option<f64>,
}

#[derive(serde::Deserialize)]
struct SummaryErrors {
    count: u64,
    lines: Vec<usize>,
}

/// The report page of a batch, built as the batch is read: it keeps the detail of the first
/// [`MAX_DETAILED_GAMES`] games with a foul (rendered at once, so it holds markup, not
/// verdicts) and counts the rest.
pub struct BatchPage<'r> {
    referee: &'r Referee,
    details: Vec<String>,
    more: u64,
}

impl<'r> BatchPage<'r> {
    /// An empty report for games adjudicated by `referee`.
    pub fn new(referee: &'r Referee) -> Self {
        BatchPage { referee, details: Vec::new(), more: 0 }
    }

    /// Adds the game on input line `line` (1-based), whose verdict has a foul: its result,
    /// violations, statistics and final boards, closed in a `<details>` element.
    pub fn add_fouled(&mut self, line: usize, text: &str) {
        if self.details.len() >= MAX_DETAILED_GAMES {
            self.more += 1;
            return;
        }
        // The line was adjudicated once already; it adjudicates again the same way.
        let Ok(judged) = Judged::new(self.referee, text, false) else { return };
        let prefix = format!("g{line}-");
        let ids = Ids { prefix: &prefix, log: false };
        let verdict = &judged.verdict;
        let sentence = anstream::adapter::strip_str(&crate::text::result_sentence(verdict)).to_string();
        let codes: Vec<&str> = {
            let mut codes: Vec<Code> =
                verdict.violations.iter().filter(|v| v.severity == Severity::Foul).map(|v| v.code).collect();
            codes.sort();
            codes.dedup();
            codes.into_iter().map(Code::as_str).collect()
        };
        let markup = html! {
            details.game id={ "g" (line) } {
                summary {
                    "line " (line) ": " strong { (verdict.players[0]) " v " (verdict.players[1]) }
                    " \u{2014} " (sentence) " "
                    span.foul { "(" (codes.join(", ")) ")" }
                }
                (players(verdict))
                h2 { "Violations" }
                (violations(ids, verdict))
                h2 { "Final boards" }
                (final_boards(ids, &judged))
            }
        };
        self.details.push(markup.into_string());
    }

    /// Writes the whole page to `out`, from the batch's `summary` (what `--summary` prints) and
    /// the games kept.
    ///
    /// # SummaryErrors
    /// A write error of `out`.
    pub fn finish(self, summary: &impl Serialize, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let summary: Summary = serde_json::to_value(summary)
            .and_then(serde_json::from_value)
            .expect("the summary has the fields of --summary");
        let fouled = self.details.len() as u64 + self.more;
        let outcome = |key: &str| summary.outcomes.get(key).copied().unwrap_or(0);
        let title = format!("{} games: broadside report", summary.games);
        let body = html! {
            header {
                h1 { "Batch report: " (crate::fleet::count(summary.games, "game")) }
                p.sub { "Verdicts of broadside " (env!("CARGO_PKG_VERSION")) }
            }
            div.top {
                section {
                    h2 { "Outcomes" }
                    table.data {
                        tbody {
                            tr { th { "games adjudicated" } td.num { (summary.games) } }
                            tr { th { "won" } td.num { (outcome("win")) } }
                            tr { th { "drawn" } td.num { (outcome("draw")) } }
                            tr { th { "unfinished" } td.num { (outcome("unfinished")) } }
                            tr { th { "double forfeit" } td.num { (outcome("double_forfeit")) } }
                            tr { th { "games with a foul" } td.num { (fouled) } }
                            tr { th { "lines not adjudicated" } td.num { (summary.errors.count) } }
                        }
                    }
                    @if !summary.errors.lines.is_empty() {
                        p.sub { "Lines not adjudicated: "
                            (summary.errors.lines.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))
                            @if summary.errors.count > summary.errors.lines.len() as u64 { ", \u{2026}" }
                            " (their errors: " code { "broadside check --jsonl" } ")" }
                    }
                }
            }
            section {
                h2 { "Players" }
                (standings(&summary.players))
            }
            section {
                h2 { "Fouls by code" }
                (bar_chart(&summary.fouls))
                @if !summary.warnings.is_empty() {
                    p.sub { "Warnings: "
                        @for (n, code) in Code::ALL.iter().filter(|c| summary.warnings.contains_key(c.as_str())).enumerate() {
                            @if n > 0 { ", " } code { (code.as_str()) } " " (summary.warnings[code.as_str()])
                        }
                    }
                }
            }
            section {
                h2 { "Games with a foul" }
                @if fouled == 0 { p.sub { "None." } }
            }
        };
        let end = html! {
            @if self.more > 0 {
                p.sub { "\u{2026} and " (self.more) " more games with a foul, not shown here (the first "
                    (MAX_DETAILED_GAMES) " are)." }
            }
            footer { "Entries count from 0, as in the JSON verdicts. Line numbers count from 1." }
        };
        out.write_all(page_start(&title).as_bytes())?;
        out.write_all(body.into_string().as_bytes())?;
        for detail in &self.details {
            out.write_all(detail.as_bytes())?;
        }
        out.write_all(end.into_string().as_bytes())?;
        out.write_all(PAGE_END.as_bytes())
    }
}

/// The standings of `--summary`, one row a player: games, wins, losses, draws, unfinished,
/// double forfeits, score, Elo difference with its 95% margin, and forfeits by code.
fn standings(players: &[SummaryRow]) -> Markup {
    if players.is_empty() {
        return html! { p.sub { "No game was adjudicated." } };
    }
    html! {
        table.data {
            thead { tr {
                th { "player" } th.num { "games" } th.num { "wins" } th.num { "losses" } th.num { "draws" }
                th.num { "unfinished" } th.num { "double forfeits" } th.num { "score" } th.num { "Elo" }
                th { "forfeits" }
            } }
            tbody {
                @for p in players {
                    @let elo = crate::standings::Elo { diff: p.elo.diff, margin: p.elo.margin, los: p.elo.los };
                    tr {
                        td { (p.name) } td.num { (p.games) } td.num { (p.wins) } td.num { (p.losses) }
                        td.num { (p.draws) } td.num { (p.unfinished) } td.num { (p.double_forfeits) }
                        td.num { (format!("{:.1}", p.score)) }
                        td.num { (crate::standings::elo_text(&elo)) }
                        td {
                            @if p.forfeits.is_empty() { "\u{2014}" }
                            @for (n, (code, count)) in p.forfeits.iter().enumerate() {
                                @if n > 0 { ", " } code { (code) } " " (count)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Fouls by code as a horizontal bar chart in inline SVG, codes in the contract's table order.
fn bar_chart(fouls: &std::collections::BTreeMap<String, u64>) -> Markup {
    let bars: Vec<(&str, u64)> =
        Code::ALL.iter().filter_map(|c| fouls.get(c.as_str()).map(|&n| (c.as_str(), n))).collect();
    if bars.is_empty() {
        return html! { p.sub { "No fouls." } };
    }
    let top = bars.iter().map(|b| b.1).max().unwrap_or(1).max(1);
    let (label_width, bar_width, row) = (120u64, 380u64, 24u64);
    let height = row * bars.len() as u64 + 4;
    let summary: Vec<String> = bars.iter().map(|(code, n)| format!("{code} {n}")).collect();
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" role="img" width=(label_width + bar_width + 60) height=(height)
            viewBox={ "0 0 " (label_width + bar_width + 60) " " (height) } {
            title { "Fouls by code: " (summary.join(", ")) }
            @for (i, (code, n)) in bars.iter().enumerate() {
                @let y = i as u64 * row;
                @let w = (bar_width * n).div_ceil(top);
                text x=(label_width - 8) y=(y + 16) text-anchor="end" { (code) }
                rect x=(label_width) y=(y + 3) width=(w) height=(row - 8) rx="2" {}
                text x=(label_width + w + 6) y=(y + 16) { (n) }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::Overrides;

    fn judged(record: &str) -> Judged {
        Judged::new(&Referee::new(&Overrides::default()).unwrap(), record, true).unwrap()
    }

    const TINY: &str = r#"{"rules": {"base": "classic", "board": {"columns": 3, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
        "players": ["<script>alert(1)</script>", "bob & co"],
        "fleets": {"<script>alert(1)</script>": [{"cells": ["A1"]}], "bob & co": [{"cells": ["C1"]}]},
        "shots": [{"player": "<script>alert(1)</script>", "at": "B1", "reply": "miss"},
                  {"player": "bob & co", "at": "B1", "reply": "miss"},
                  {"player": "<script>alert(1)</script>", "at": "C1", "reply": "sunk"}]}"#;

    #[test]
    fn names_from_the_record_are_escaped() {
        let page = game_page(&judged(TINY));
        assert!(!page.contains("<script>alert"), "a name must not become markup");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; wins"), "the name shows as text");
        assert!(page.contains("bob &amp; co"));
    }

    #[test]
    fn steps_hold_the_boards_after_every_entry() {
        let judged = judged(TINY);
        let steps = judged.steps.as_ref().expect("a short log is stepped");
        assert_eq!(steps.after.len(), 3);
        assert_eq!(steps.after[2], judged.boards, "the last step is the final boards");
        // bob's board (1): B1 is missed at entry 0, C1 sunk at entry 2; ann's B1 missed at entry 1.
        assert_eq!(step_data(steps), r#"{"start":["sww","wws"],"steps":["11o","01o","12k"]}"#,);
        assert_eq!(judgement(&judged.rows[2], 2, steps), "C1 sunk");
        assert_eq!(judgement(&judged.rows[0], 0, steps), "B1 miss");
    }

    #[test]
    fn each_step_is_the_final_boards_of_the_log_cut_there() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        for path in [
            "fixtures/classic/shot-after-last-sink.json",
            "fixtures/salvo/after-end.json",
            "fixtures/salvo/both-fleets-fall-draw.json",
            "fixtures/v2/forfeit-after-end.json",
            "fixtures/russian/out-of-turn-after-hit.json",
        ] {
            let text = std::fs::read_to_string(format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
            let judged = Judged::new(&referee, &text, true).unwrap();
            let steps = judged.steps.as_ref().unwrap();
            let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
            let n = record["shots"].as_array().unwrap().len();
            assert_eq!(steps.after.len(), n, "{path}");
            for entry in 0..n {
                record["shots"].as_array_mut().unwrap().truncate(entry + 1);
                let (_, boards) = referee.check_with_boards(&record.to_string()).unwrap();
                assert_eq!(steps.after[entry], boards, "{path}, entry {entry}");
                record = serde_json::from_str(&text).unwrap();
            }
        }
    }

    #[test]
    fn a_volley_reply_in_words() {
        let record = parse_record(
            r#"{"rules": "salvo", "fleets": {"a": [], "b": []},
                "shots": [{"player": "a", "at": ["A1", "B1"], "reply": {"hits": {"cruiser": 1}, "sunk": ["destroyer"]}}]}"#,
        )
        .unwrap();
        let reply = record.shots[0].reply.as_ref().unwrap();
        assert_eq!(reply_in_words(reply, None), "hits: cruiser 1; sunk: destroyer");
    }
}
