//! Verdicts as pages for people (`broadside check --format html`): one self-contained HTML file
//! with the result, the players, the rules in words, both boards beside the move list with a
//! stepper over the boards after every entry, and every violation. A batch (`--jsonl --format
//! html`) gives one report page that lists every game, with filters, and opens any game's own
//! stepper.
//!
//! The markup is written with [`maud`], which escapes every string it is given: names, ship
//! classes and messages from a record show as text, never as markup. Text from the input also
//! has its control and bidirectional format characters escaped as the text verdict does
//! ([`crate::error::escape`]: `\u{202e}`), and each name stands in a `<bdi>` of its own, so that
//! no name reorders the words around it. The stylesheet and the script are inline, allowed by a
//! Content-Security-Policy that names their hashes and nothing else; the page fetches nothing.
//! Every cell state has a symbol as well as a colour and a luminance of its own (the legend says
//! which), and each cell an accessible name (`A1: miss`), so the boards read in black and white.
//!
//! Without script a game page shows the final boards, the move list and the violations, and no
//! control: the stepper is the script's to show.
//!
//! # Step data
//! Both pages hold each stepped game as JSON: on a game page (see [`game_data`]) the board's
//! columns and rows (`c`, `r`), its column letters (`l`), the names (`p`) and the steps (`d`).
//! On a batch page a row's tenth field is 1 when the page holds its steps, and the eleventh,
//! when the game's board is not the page's first, the index of its board in the page's list of
//! boards (`[columns, rows, letters]`); the step data of row `i` (from 0) is line `i % 1000` of
//! block `i / 1000` of the page's `<script type="text/plain" class="steps">` elements, so that
//! the script reads a game's only when it is opened. It holds the steps (`d`) and what the
//! game's own viewer shows beside the boards: its violations with the cells they name (`v`),
//! the replies of the entries they name (`a`) and the entry that decides it (`x`). Either may
//! give the cells of shots off the board as written (`o`, in log order) and the forfeits (`f`,
//! `[entry, reason]`). The steps are the
//! boards before the first entry and after each, a few bits a shot ([`steps`], whose doc gives
//! the bits).
//!
//! # Layers
//!
//! 1. `steps`: the boards after each entry, as bits in letters.

use std::fmt::Write as _;
use std::sync::OnceLock;

use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde::Serialize;

use crate::board::{BoardState, Boards, Mark};
use crate::coord::Cell;
use crate::error::{InputError, escape as clean};
use crate::names::eq_ignore_case;
use crate::paper::Letters;
use crate::record::{Forfeit, GameRecord, Reply, ShotReply};
use crate::referee::{Referee, adjudicate_with_boards, adjudicate_with_steps, parse_record};
use crate::rules::RulesSpec;
use crate::verdict::Spot;
use crate::verdict::{Code, Outcome, Severity, Verdict, Violation};
use crate::words::{Lang, Words};

pub mod steps;

/// The longest log whose boards after every entry a game page holds (they take about 1 KB an
/// entry while the page is made). A longer log shows its final boards and the log without
/// stepping.
pub const MAX_STEPPED_ENTRIES: usize = 10_000;

/// The most bytes of step data a batch page holds (about 230 bytes a standard game, so some
/// 100,000 games): the games after that are listed, with their result and fouls, but without a
/// stepper, so that a page of 100,000 games stays under 30 MB. The script reads a game's steps
/// only when it is opened, so its heap holds the list (some 8 MB for 100,000 games).
pub const MAX_BATCH_STEP_BYTES: usize = 25_000_000;

/// Games a batch page lists at a time (the list pages; filters apply to every game).
pub const BATCH_PAGE_ROWS: usize = 100;

const STYLE: &str = include_str!("html/page.css");
const SCRIPT: &str = include_str!("html/step.js");

/// The stylesheet of the pages, for a host that shows [`game_view`] in a page of its own.
pub fn style() -> &'static str {
    STYLE
}

/// The script of the pages (stepper, move list, batch list), for a host of [`game_view`]: it
/// binds to every `.viewer` whose step data it finds.
pub fn script() -> &'static str {
    SCRIPT
}

/// The Content-Security-Policy of the pages: nothing fetched, no plug-in, no form, and only the
/// page's own inline stylesheet and script, named by their SHA-256 hashes.
pub fn content_security_policy() -> &'static str {
    static CSP: OnceLock<String> = OnceLock::new();
    CSP.get_or_init(|| {
        format!(
            "default-src 'none'; script-src 'sha256-{}'; style-src 'sha256-{}'; img-src 'none'; \
             base-uri 'none'; form-action 'none'; object-src 'none'",
            sha256_base64(SCRIPT),
            sha256_base64(STYLE)
        )
    })
}

/// The SHA-256 hash of `text` in standard base64, as a CSP hash source writes it.
fn sha256_base64(text: &str) -> String {
    use sha2::Digest as _;
    let digest = sha2::Sha256::digest(text.as_bytes());
    base64(&digest, b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", true)
}

/// `bytes` in base64 with the 64 letters of `alphabet`, padded with `=` when `pad`.
fn base64(bytes: &[u8], alphabet: &[u8; 64], pad: bool) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(alphabet[(n >> (18 - 6 * i) & 63) as usize]));
        }
        if pad {
            out.push_str(&"=="[..3 - chunk.len()]);
        }
    }
    out
}

/// One log entry as the page shows it.
struct Row {
    /// The shooter, 0 or 1 in the verdict's player order.
    shooter: usize,
    /// Each shot: its label as written (`C4`, or as written when off the board) and its cell on
    /// the board.
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
    /// The letters the columns are named with: Latin, or a paper's (contract §5).
    letters: Letters,
}

/// The boards before the first entry and after each one.
struct Steps {
    start: Boards,
    after: Vec<Boards>,
}

impl Judged {
    /// Reads one record from `text` (JSON) and adjudicates it with `referee`; with
    /// `with_steps`, also finds the boards after every entry (for a stepper, on a game page or
    /// a batch page's game).
    ///
    /// # Errors
    /// As [`Referee::check`]: an [`InputError`] saying where and what was expected.
    pub fn new(referee: &Referee, text: &str, with_steps: bool) -> Result<Self, InputError> {
        Self::of(referee, &parse_record(text)?, with_steps)
    }

    /// As [`Judged::new`], for a record that has been read.
    ///
    /// # Errors
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
        Ok(Judged { verdict, boards, rows, steps, letters: Letters::Latin })
    }

    /// Names the columns with `letters` everywhere on the page (board, move list, step label),
    /// as a paper record's sheet does (contract §5); the verdict's cells and messages are to be
    /// in the same letters (`Sheet::annotate`).
    pub fn set_letters(&mut self, letters: Letters) {
        self.letters = letters;
    }

    /// The name of `cell` in this game's letters: `E7`, or `Д7` on a Cyrillic sheet.
    fn name(&self, cell: Cell) -> String {
        let letter = self.letters.shown(cell.col);
        format!("{letter}{}", u16::from(cell.row) + 1)
    }

    /// A shot's label: its cell's name, or as written (escaped) when it is off the board.
    fn shot_label(&self, (written, cell): &(String, Option<Cell>)) -> String {
        cell.map_or_else(|| clean(written).into_owned(), |c| self.name(c))
    }
}

/// A recorded reply in words: `miss`, `hit (cruiser)`, or for a volley
/// `hits: cruiser 1, destroyer 2; sunk: destroyer`; class names escaped.
fn reply_in_words(reply: &Reply, ship: Option<&str>) -> String {
    match reply {
        Reply::Shot(word) => {
            let word = match word {
                ShotReply::Miss => "miss",
                ShotReply::Hit => "hit",
                ShotReply::Sunk => "sunk",
            };
            ship.map_or_else(|| word.to_owned(), |s| format!("{word} ({})", clean(s)))
        }
        Reply::Volley(v) => {
            let hits: Vec<String> = v.hits.0.iter().map(|(class, n)| format!("{} {n}", clean(class))).collect();
            let mut out = if hits.is_empty() { "no hits".to_owned() } else { format!("hits: {}", hits.join(", ")) };
            if !v.sunk.is_empty() {
                let sunk: Vec<String> = v.sunk.iter().map(|s| clean(s).into_owned()).collect();
                let _ = write!(out, "; sunk: {}", sunk.join(", "));
            }
            out
        }
    }
}

/// How a page shows one cell state: the class (also the letter in the script), the symbol and
/// the word.
fn look(mark: Mark) -> (&'static str, &'static str, &'static str) {
    match mark {
        Mark::Water => ("w", "\u{b7}", "water"),
        Mark::Miss => ("o", "\u{2022}", "miss"),
        Mark::Ship => ("s", "\u{25a0}", "ship"),
        Mark::Hit => ("h", "\u{2715}", "hit"),
        Mark::Sunk => ("k", "\u{2716}", "sunk ship"),
    }
}

/// A name from the input, escaped and isolated: it cannot reorder the words around it.
fn name(n: &str) -> Markup {
    html! { bdi { (clean(n)) } }
}

/// Text from the input (a message, a sentence) escaped, with each of the players' `names` in it
/// isolated as [`name`] does, so that no name reorders the rest of the sentence.
fn with_names(text: &str, names: &[String; 2]) -> Markup {
    let text = clean(text);
    let names: Vec<String> = {
        let mut names: Vec<String> = names.iter().filter(|n| !n.is_empty()).map(|n| clean(n).into_owned()).collect();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        names
    };
    let mut parts: Vec<(bool, &str)> = Vec::new();
    let mut rest: &str = &text;
    while !rest.is_empty() {
        match names.iter().filter_map(|n| rest.find(n.as_str()).map(|at| (at, n.len()))).min() {
            Some((at, len)) => {
                parts.push((false, &rest[..at]));
                parts.push((true, &rest[at..at + len]));
                rest = &rest[at + len..];
            }
            None => {
                parts.push((false, rest));
                rest = "";
            }
        }
    }
    html! { @for (is_name, part) in parts { @if is_name { bdi { (part) } } @else { (part) } } }
}

/// A cell that violations name: the first of them (its index in the verdict), the earliest
/// entry that names it (-1 for a placement violation), and the codes, for its tooltip.
struct Flag {
    violation: usize,
    from: i64,
    note: String,
}

/// Per board, per cell index (`row * columns + col`), the violations naming that cell; which
/// board a violation names is as `--format text` marks it. Cells may be named in the sheet's
/// `letters` (a paper record's verdict names them so).
fn flags(verdict: &Verdict, boards: &Boards, letters: Letters) -> [Vec<Option<Flag>>; 2] {
    let size = usize::from(boards.board.columns) * usize::from(boards.board.rows);
    let mut flags: [Vec<Option<Flag>>; 2] = [(0..size).map(|_| None).collect(), (0..size).map(|_| None).collect()];
    for (i, v) in verdict.violations.iter().enumerate() {
        let (Some(board), cells) = violation_cells(verdict, v, boards, letters) else { continue };
        for (at, _) in cells.into_iter().filter_map(|(_, cell)| cell) {
            let from = v.entry.map_or(-1, |e| e as i64);
            let what = format!("{} ({})", v.code, v.entry.map_or_else(|| "placement".to_owned(), entry_words));
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

/// A cell a violation names, as named in the sheet's letters, and its cell (index on the board
/// and cell) when it is one of the marked board's.
type NamedCell = (String, Option<(usize, Cell)>);

/// The board whose cells violation `v` names (as `--format text` marks it; `None` for none)
/// and each label it names with, when the label is a cell of that board, the cell's index
/// `row * columns + col` and the cell. Labels may be in the sheet's `letters`.
fn violation_cells(
    verdict: &Verdict,
    v: &Violation,
    boards: &Boards,
    letters: Letters,
) -> (Option<usize>, Vec<NamedCell>) {
    let columns = boards.board.columns;
    let board = crate::text::board_of(verdict, v);
    let words = Words { lang: Lang::En, letters };
    let cells = v
        .cells
        .iter()
        .map(|spot| {
            let cell = match spot {
                Spot::On(c) if board.is_some() => Some(*c),
                _ => None,
            };
            (words.spot(spot), cell.map(|c| (usize::from(c.row) * usize::from(columns) + usize::from(c.col), c)))
        })
        .collect();
    (board, cells)
}

/// An entry as a person counts it and as the JSON verdict does: `move 44 (entry 43)`.
fn entry_words(e: usize) -> String {
    format!("move {} (entry {e})", e + 1)
}

/// Ids within a page: a game page uses `v3`, `entry=12`, `board-0`; a game shown by a host
/// among others may prefix them.
#[derive(Clone, Copy)]
struct Ids<'p> {
    prefix: &'p str,
    /// Whether the page has the move list (violations then link to their entry's row).
    log: bool,
}

/// One board as a grid: column letters above, row numbers on the left, one cell a mark with an
/// accessible name (`A1: miss`); cells violations name are outlined, marked `!` and linked to
/// their first violation.
fn board_grid(ids: Ids, judged: &Judged, side: usize, boards: &Boards, flags: &[Option<Flag>]) -> Markup {
    let verdict = &judged.verdict;
    let state: &BoardState = &boards.sides[side];
    let (columns, rows) = (boards.board.columns, boards.board.rows);
    let player = &verdict.players[side];
    let other = &verdict.players[1 - side];
    let status = if verdict.winner.as_deref() == Some(player.as_str()) {
        Some(("wins", "wins"))
    } else if verdict.forfeiting_players.contains(player) {
        Some(("forfeits", "forfeits"))
    } else {
        None
    };
    html! {
        figure.board {
            figcaption {
                strong { (name(player)) }
                @if let Some((word, class)) = status { " " span class=(class) { "(" (word) ")" } }
                small { (name(player)) "'s fleet and " (name(other)) "'s shots at it" }
            }
            div.grid-wrap {
                table.grid id={ (ids.prefix) "board-" (side) } data-board=(side) {
                    thead { tr { th {} @for c in 0..columns {
                        th scope="col" { (judged.letters.shown(c)) }
                    } } }
                    tbody {
                        @for r in 0..rows {
                            tr {
                                th scope="row" { (u16::from(r) + 1) }
                                @for c in 0..columns {
                                    @let cell = Cell::new(c, r);
                                    @let cell_name = judged.name(cell);
                                    @let (class, symbol, word) = look(state.mark(cell));
                                    @let flag = &flags[usize::from(r) * usize::from(columns) + usize::from(c)];
                                    @match flag {
                                        Some(f) => {
                                            td class={ "m-" (class) " flag" } data-cell=(cell_name) data-from=(f.from)
                                                data-note=(f.note) title={ (cell_name) ": " (word) "; " (f.note) }
                                                aria-label={ (cell_name) ": " (word) "; " (f.note) } {
                                                a href={ "#" (ids.prefix) "v" (f.violation) } { (symbol) }
                                            }
                                        }
                                        None => {
                                            td class={ "m-" (class) } data-cell=(cell_name) title={ (cell_name) ": " (word) }
                                                aria-label={ (cell_name) ": " (word) } { (symbol) }
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
}

/// The legend: each cell state's symbol and colour, the mark of a cell a violation names, and
/// the mark of the last entry's shots.
fn legend() -> Markup {
    html! {
        ul.legend aria-label="Legend" {
            @for mark in [Mark::Ship, Mark::Hit, Mark::Sunk, Mark::Miss, Mark::Water] {
                @let (class, symbol, word) = look(mark);
                li { span class={ "swatch m-" (class) } { (symbol) } (word) }
            }
            li { span.swatch.flag.m-w { "\u{b7}" } "named by a violation (links to it)" }
            li.js-only hidden { span.swatch.last.m-o { "\u{2022}" } "the shown move's shot" }
        }
    }
}

/// Both final boards side by side, then the legend.
fn final_boards(ids: Ids, judged: &Judged) -> Markup {
    let [left, right] = flags(&judged.verdict, &judged.boards, judged.letters);
    html! {
        div.boards {
            (board_grid(ids, judged, 0, &judged.boards, &left))
            (board_grid(ids, judged, 1, &judged.boards, &right))
        }
        (legend())
    }
}

/// The result in one sentence, as `--format text` says it, its names isolated.
fn result(verdict: &Verdict) -> Markup {
    let sentence = clean(&Words::of(verdict, Lang::En).result(verdict)).into_owned();
    let class = match verdict.outcome {
        Outcome::Win if verdict.forfeiting_players.is_empty() => "result",
        Outcome::Win | Outcome::DoubleForfeit => "result forfeit",
        Outcome::Draw | Outcome::Unfinished => "result even",
    };
    // The sentence escaped its names already: they are found escaped.
    html! { p class=(class) { (with_names(&sentence, &verdict.players)) } }
}

/// The rules in words, as `--format text` says them: where they come from, then board, fleet,
/// touching and turns; the columns named in the sheet's `letters`, as the board names them.
fn rules(spec: &RulesSpec, letters: Letters) -> Markup {
    let words =
        anstream::adapter::strip_str(&crate::text::rules_worded(spec, Words { lang: Lang::En, letters })).to_string();
    let mut lines = words.lines();
    let source = lines.next().unwrap_or_default().to_owned();
    let parts: Vec<(&str, &str)> =
        lines.filter_map(|l| l.trim_start().split_once(' ').map(|(k, v)| (k, v.trim_start()))).collect();
    html! {
        dl.rules {
            dt { "rules" } dd dir="auto" { (clean(&source)) }
            @for (label, text) in parts { dt { (label) } dd dir="auto" { (clean(text)) } }
        }
    }
}

/// The players and their statistics.
fn players(verdict: &Verdict) -> Markup {
    html! {
        div.scroll { table.data {
            thead { tr { th { "player" } th { "result" } th.num { "shots" } th.num { "hits" } th.num { "ships sunk" } } }
            tbody {
                @for (p, player) in verdict.players.iter().enumerate() {
                    @let stats = verdict.stats[p];
                    tr {
                        td { strong { (name(player)) } }
                        td {
                            @if verdict.winner.as_deref() == Some(player.as_str()) { span.wins { "wins" } }
                            @else if verdict.forfeiting_players.contains(player) { span.forfeits { "forfeits" } }
                            @else if verdict.outcome == Outcome::Draw { "draw" }
                            @else { "\u{2014}" }
                        }
                        td.num { (stats.shots) } td.num { (stats.hits) } td.num { (stats.ships_sunk) }
                    }
                }
            }
        } }
    }
}

/// Every violation: severity, code, player, move and entry (linked to the boards after it),
/// cells and message.
fn violations(ids: Ids, verdict: &Verdict) -> Markup {
    let (fouls, warnings) = crate::verdict::occurred(&verdict.violations);
    html! {
        p.sub { (crate::fleet::count(fouls, "foul")) ", " (crate::fleet::count(warnings, "warning")) }
        @if !verdict.violations.is_empty() {
            div.scroll { table.data.violations {
                thead { tr { th { "severity" } th { "code" } th { "player" } th { "move (entry)" } th { "cells" } th { "message" } } }
                tbody { @for (i, v) in verdict.violations.iter().enumerate() { (violation(ids, i, v, &verdict.players, Words { lang: Lang::En, letters: verdict.letters })) } }
            } }
        }
    }
}

fn violation(ids: Ids, i: usize, v: &Violation, players: &[String; 2], words: Words) -> Markup {
    let severity = match v.severity {
        Severity::Foul => "foul",
        Severity::Warning => "warning",
    };
    html! {
        tr id={ (ids.prefix) "v" (i) } {
            td class=(severity) { (severity) }
            td { code title=(v.code.description()) { (v.code.as_str()) } }
            td { (name(&v.player)) }
            td {
                @match v.entry {
                    Some(e) if ids.log => { a.entry href={ "#" (ids.prefix) "entry=" (e) } { (entry_words(e)) } }
                    Some(e) => { (entry_words(e)) }
                    None => { "placement" }
                }
            }
            td.code { @if v.cells.is_empty() { "\u{2014}" } @else { (clean(&v.cells.iter().map(|c| words.spot(c)).collect::<Vec<_>>().join(" "))) } }
            td.message { (with_names(&words.violation(v), players)) }
        }
    }
}

/// What each shot of entry `i` did, from the boards before and after it ([`steps::effects`]):
/// `C4 hit`, `D5 miss`, `E6 sunk`, `A1 no effect` (fired at before, in an earlier entry or
/// earlier in the same volley, or after the end), `K11 off the board`.
fn judgement(judged: &Judged, i: usize, steps: &Steps) -> String {
    let row = &judged.rows[i];
    if row.shots.is_empty() {
        // A forfeit entry fires no shot.
        return "\u{2014}".to_owned();
    }
    let defender = 1 - row.shooter;
    let before = if i == 0 { &steps.start } else { &steps.after[i - 1] };
    let after = &steps.after[i];
    let cells: Vec<Option<Cell>> = row.shots.iter().map(|s| s.1).collect();
    let did = steps::effects(&cells, |c| before.sides[defender].mark(c), |c| after.sides[defender].mark(c));
    let words: Vec<String> = row
        .shots
        .iter()
        .zip(did)
        .map(|(shot, effect)| format!("{} {}", judged.shot_label(shot), effect.word()))
        .collect();
    words.join(", ")
}

/// The move list: one row an entry, with the move (from 1) and entry (from 0) numbers, the
/// shooter, the shots, the reply as recorded, what the shots did and the violations of that
/// entry (linked). Each row's id is `entry=N`, the hash that shows the boards after it.
fn log(ids: Ids, judged: &Judged) -> Markup {
    let verdict = &judged.verdict;
    let mut by_entry: Vec<Vec<usize>> = vec![Vec::new(); judged.rows.len()];
    for (i, v) in verdict.violations.iter().enumerate() {
        if let Some(list) = v.entry.and_then(|e| by_entry.get_mut(e)) {
            list.push(i);
        }
    }
    html! {
        table.data.log id={ (ids.prefix) "log" } {
            thead { tr {
                th.num { "move" } th.num.entry-no { "entry" } th { "player" } th { "shots" } th.reply { "reply" }
                @if judged.steps.is_some() { th { "judgement" } }
                th { "violations" }
            } }
            tbody {
                @for (i, row) in judged.rows.iter().enumerate() {
                    tr id={ (ids.prefix) "entry=" (i) } class=[(verdict.decided_at == Some(i)).then_some("decides")] {
                        td.num { (i + 1) } td.num.entry-no { (i) }
                        td { (name(&verdict.players[row.shooter])) }
                        td.code {
                            @if let Some(reason) = row.forfeit { "forfeit: " (reason) }
                            @for (n, shot) in row.shots.iter().enumerate() { @if n > 0 { " " } (judged.shot_label(shot)) }
                        }
                        td.reply { @match &row.reply { Some(r) => { (r) }, None => { "\u{2014}" } } }
                        @if let Some(steps) = &judged.steps { td { (judgement(judged, i, steps)) } }
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

/// A game's steps and what its viewer shows beside them (see the module's `# Step data`).
#[derive(Serialize, Default)]
struct StepData {
    /// The steps, in [`steps::LETTERS`].
    d: String,
    /// The cells of the shots off the board, as written (escaped), in log order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    o: Vec<String>,
    /// The forfeit entries: `[entry, reason]`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    f: Vec<(usize, &'static str)>,
    /// On a batch page, the violations: `[foul (1) or warning (0), code, player (0 or 1), entry
    /// (-1 for the placement), cells, message (escaped), board]`. The board is the one whose
    /// cells the violation names on the game page (0 or 1, -1 for none; see `flags`); each cell
    /// is its index `row * columns + column` on that board when the game's letters name it so,
    /// `[index, label]` when the violation writes it otherwise, and its label (escaped) when it
    /// is on no board. The script marks the cells as the game page does from these alone.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    v: Vec<ViolationData>,
    /// On a batch page, the replies of the entries a violation names, as recorded (in words,
    /// escaped; `null` for none recorded): `[entry, reply]` (`a` for answers: `r` is the
    /// board's rows). The game's own page shows every reply; a batch page holds only those in
    /// dispute, for room.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    a: Vec<(usize, Option<String>)>,
    /// On a batch page, the entry that decides the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    x: Option<usize>,
}

/// A violation as a batch page's step data holds it (see `StepData::v`).
type ViolationData = (u8, &'static str, usize, i64, Vec<CellItem>, String, i8);

/// A cell a violation names, as a batch page's step data holds it (see `StepData::v`).
#[derive(Serialize)]
#[serde(untagged)]
enum CellItem {
    /// A cell of the board, named as the game's letters name it: its index.
    At(usize),
    /// A cell of the board, written otherwise (`e7` for `E7`): its index and the label.
    Written(usize, String),
    /// A label on no board (`K11`), escaped.
    Off(String),
}

/// A game page's step data: the board, its letters and the names, then the steps.
#[derive(Serialize)]
struct GameData {
    /// Columns and rows of the board.
    c: u8,
    r: u8,
    /// The column letters, one a column.
    l: String,
    /// The players' names, escaped.
    p: [String; 2],
    #[serde(flatten)]
    steps: StepData,
}

impl Judged {
    /// The steps of a stepped game ([`steps::encode`]) with its off-board shots and forfeits;
    /// `None` for a game without steps.
    fn step_data(&self) -> Option<StepData> {
        let steps = self.steps.as_ref()?;
        let shots: Vec<Vec<Option<Cell>>> = self.rows.iter().map(|r| r.shots.iter().map(|s| s.1).collect()).collect();
        let entries: Vec<steps::Entry> =
            self.rows.iter().zip(&shots).map(|(r, s)| steps::Entry { shooter: r.shooter, shots: s }).collect();
        Some(StepData {
            d: steps::encode(&steps.start, &steps.after, &entries),
            o: self.rows.iter().flat_map(|r| &r.shots).filter(|s| s.1.is_none()).map(|s| self.shot_label(s)).collect(),
            f: self.rows.iter().enumerate().filter_map(|(i, r)| r.forfeit.map(|f| (i, f))).collect(),
            ..StepData::default()
        })
    }

    /// A violation as a batch page's step data holds it (see `StepData::v`): its cells on the
    /// board `flags` marks them on, by index, so that the page's script marks the same cells.
    fn violation_data(&self, x: &Violation) -> ViolationData {
        let v = &self.verdict;
        let (on, cells) = violation_cells(v, x, &self.boards, self.letters);
        let cells = cells
            .into_iter()
            .map(|(label, cell)| match cell {
                Some((at, c)) if label == self.name(c) => CellItem::At(at),
                Some((at, _)) => CellItem::Written(at, clean(&label).into_owned()),
                None => CellItem::Off(clean(&label).into_owned()),
            })
            .collect();
        (
            u8::from(x.severity == Severity::Foul),
            x.code.as_str(),
            usize::from(eq_ignore_case(&v.players[1], &x.player)),
            x.entry.map_or(-1, |e| e as i64),
            cells,
            clean(&Words { lang: Lang::En, letters: self.letters }.violation(x)).into_owned(),
            on.map_or(-1, |b| b as i8),
        )
    }

    /// The column letters of the board, one a column.
    fn column_letters(&self) -> String {
        let columns = self.boards.board.columns;
        (0..columns).map(|c| self.letters.shown(c)).collect()
    }
}

/// The step data of a stepped game as JSON (see the module's `# Step data`), safe inside a
/// `<script>` element; `None` for a game without steps.
pub fn game_data(judged: &Judged) -> Option<String> {
    let steps = judged.step_data()?;
    let board = judged.boards.board;
    let data = GameData {
        c: board.columns,
        r: board.rows,
        l: judged.column_letters(),
        p: judged.verdict.players.clone().map(|n| clean(&n).into_owned()),
        steps,
    };
    Some(script_safe(&serde_json::to_string(&data).expect("step data serializes")))
}

/// JSON made safe inside a `<script>` element: `<` (only in strings) written `\u003c`, so
/// nothing in it can close the element.
fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The start of a page: the doctype, the head with the Content-Security-Policy and the inline
/// stylesheet, and the opening body tag, which [`PAGE_END`] closes. (A batch page is written in
/// parts, so that the games it shows are not copied into one string.)
fn page_start(title: &str) -> String {
    let head = html! {
        head {
            meta charset="utf-8";
            meta http-equiv="Content-Security-Policy" content=(content_security_policy());
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="color-scheme" content="light dark";
            title { (clean(title)) }
            style { (PreEscaped(STYLE)) }
        }
    };
    format!("{}\n<html lang=\"en\">{}<body>", DOCTYPE.into_string(), head.into_string())
}

/// The end of a page begun by [`page_start`].
const PAGE_END: &str = "</body></html>\n";

/// The game viewer without the page around it: the boards beside the move list, with the
/// stepper (shown by [`script`] when it runs) and the step data, then the violations. A host
/// page shows it with [`style`] and [`script`] (and their hashes in its policy); ids are as on
/// the game page, so a host shows one game at a time.
pub fn game_view(judged: &Judged) -> String {
    let ids = Ids { prefix: "", log: true };
    let verdict = &judged.verdict;
    html! {
        section.viewer-section {
            h2 { "Boards and moves" }
            div.viewer #viewer {
                div.boards-col {
                    @if judged.steps.is_some() {
                        div.stepper #stepper hidden {
                            div.buttons {
                                button type="button" data-step="first" aria-label="Before the first move" { "\u{ab}" }
                                button type="button" data-step="prev" aria-label="One move back" { "\u{2039}" }
                                button type="button" data-step="next" aria-label="One move on" { "\u{203a}" }
                                button type="button" data-step="last" aria-label="After the last move" { "\u{bb}" }
                            }
                            output.step-label aria-live="polite" {}
                        }
                    } @else if judged.rows.len() > MAX_STEPPED_ENTRIES {
                        p.steps-note { "The log has over " (MAX_STEPPED_ENTRIES) " entries: the page shows the final boards only." }
                    }
                    (final_boards(ids, judged))
                }
                div.moves.log-wrap {
                    @if judged.rows.is_empty() { p.sub { "No moves." } } @else { (log(ids, judged)) }
                }
            }
            p.sub.count-note { "Moves count from 1 as a person counts; entries, as in the JSON verdict, from 0." }
        }
        section { h2 { "Violations" } (violations(ids, verdict)) }
        @if let Some(data) = game_data(judged) {
            script.game-data type="application/json" { (PreEscaped(data)) }
        }
    }
    .into_string()
}

/// The page for one game: result, players and statistics, rules, both final boards beside the
/// move list with a stepper over the boards after every entry, and the violations.
pub fn game_page(judged: &Judged) -> String {
    let verdict = &judged.verdict;
    let title = format!("{} v {}: broadside verdict", verdict.players[0], verdict.players[1]);
    let body = html! {
        header {
            h1 { (name(&verdict.players[0])) " v " (name(&verdict.players[1])) }
            p.sub { "Verdict of broadside " (env!("CARGO_PKG_VERSION")) }
            (result(verdict))
        }
        div.top {
            section { h2 { "Players" } (players(verdict)) }
            section { h2 { "Rules" } (rules(&verdict.rules, judged.letters)) }
        }
        (PreEscaped(game_view(judged)))
        footer { "Adjudicated by broadside " (env!("CARGO_PKG_VERSION")) "." }
        script { (PreEscaped(SCRIPT)) }
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
}

/// One line of a batch as its report page lists it: a game (line, players, outcome, fouls and,
/// while the page has room, its step data) or a line that could not be adjudicated, with its
/// error. Made where the line is adjudicated (a worker thread), added to the page in input order
/// by [`BatchPage::add`].
pub struct GameRow {
    /// The row as a JSON array without its closing bracket: `[line, "ann", "bob", "win", 0,
    /// "FOUL CODES", "WARNING CODES", entries, fouls` (the winner's index, or -1; the count of
    /// fouls that occurred, a number rather than a list so that 100,000 rows stay light in the
    /// browser); or `[line, "error message"` for an error. Then `1` when the page holds the
    /// game's steps, and the index of its board when not 0 (see the module's `# Step data`).
    head: String,
    /// The step data as JSON, and the board it is on (columns, rows, column letters), when the
    /// game was stepped.
    steps: Option<(String, (u8, u8, String))>,
    /// Whether the game has a foul.
    fouled: bool,
}

impl GameRow {
    /// The row of the record `text` on input line `line` (1-based), adjudicated by `referee`;
    /// a record that cannot be adjudicated gives its error's row.
    pub fn of(referee: &Referee, line: usize, text: &str) -> Self {
        match Judged::new(referee, text, true) {
            Ok(judged) => GameRow::judged(line, &judged),
            Err(e) => GameRow::error(line, &e.to_string()),
        }
    }

    /// The row of a game adjudicated.
    pub fn judged(line: usize, judged: &Judged) -> Self {
        let v = &judged.verdict;
        let outcome = match v.outcome {
            Outcome::Win if v.forfeiting_players.is_empty() => "win",
            Outcome::Win => "forfeit",
            Outcome::Draw => "draw",
            Outcome::Unfinished => "unfinished",
            Outcome::DoubleForfeit => "double_forfeit",
        };
        let winner = v.winner.as_ref().map_or(-1, |w| i8::from(v.players[1] == *w));
        let codes = |severity: Severity| {
            let mut codes: Vec<&str> =
                v.violations.iter().filter(|x| x.severity == severity).map(|x| x.code.as_str()).collect();
            codes.sort_unstable();
            codes.dedup();
            codes.join(" ")
        };
        let players = v.players.clone().map(|n| clean(&n).into_owned());
        let (fouls, _) = crate::verdict::occurred(&v.violations);
        let head = serde_json::to_string(&(
            line,
            &players[0],
            &players[1],
            outcome,
            winner,
            codes(Severity::Foul),
            codes(Severity::Warning),
            judged.rows.len(),
            fouls,
        ))
        .expect("rows serialize");
        let head = script_safe(&head[..head.len() - 1]);
        let steps = judged.step_data().map(|mut data| {
            data.v = v.violations.iter().map(|x| judged.violation_data(x)).collect();
            let disputed: std::collections::BTreeSet<usize> = v.violations.iter().filter_map(|x| x.entry).collect();
            data.a = disputed
                .into_iter()
                .filter_map(|e| Some((e, judged.rows.get(e)?.reply.as_deref().map(|r| clean(r).into_owned()))))
                .collect();
            data.x = v.decided_at;
            let json = script_safe(&serde_json::to_string(&data).expect("step data serializes"));
            let board = judged.boards.board;
            (json, (board.columns, board.rows, judged.column_letters()))
        });
        GameRow { head, steps, fouled: v.has_foul() }
    }

    /// The row of line `line` (1-based), which could not be adjudicated, with the error's
    /// `message`.
    pub fn error(line: usize, message: &str) -> Self {
        let head = serde_json::to_string(&(line, clean(message))).expect("rows serialize");
        GameRow { head: script_safe(&head[..head.len() - 1]), steps: None, fouled: false }
    }
}

/// Rows a block of a batch page's step data holds: a game opened reads its block's text alone,
/// and the script's heap holds no step data until then.
const STEPS_A_BLOCK: usize = 1000;

/// What ends one block of a batch page's step data and begins the next.
const STEPS_BREAK: &[u8] = b"</script><script type=\"text/plain\" class=\"steps\">";

/// The report page of a batch, built as the batch is read: the rows of every line in input
/// order (JSON, about 50 bytes a game) and the step data of as many games as
/// [`MAX_BATCH_STEP_BYTES`] holds, which the page's script lists a page at a time with
/// filters. Games with a foul, the ones a reader opens, are stepped first: when the room runs
/// out, a game with a foul takes the room of the games without one added last.
pub struct BatchPage {
    /// The rows so far, in input order.
    rows: Vec<PageRow>,
    /// Bytes of step data held.
    step_bytes: usize,
    /// The most bytes of step data the page holds ([`MAX_BATCH_STEP_BYTES`]).
    step_budget: usize,
    /// The rows without a foul whose step data is held, in the order added: the last gives its
    /// room first.
    clean_stepped: Vec<usize>,
    /// Games with step data that the page lists without it, for want of room.
    unstepped: u64,
    /// Games with a foul.
    fouled: u64,
    /// The boards of the games stepped (columns, rows, column letters), each once, by index.
    boards: std::collections::HashMap<(u8, u8, String), usize>,
}

/// A row of a batch page as held until the page is written.
struct PageRow {
    /// The row's JSON without its closing bracket (see [`GameRow`]).
    head: Box<str>,
    /// The game's step data (JSON) and the index of its board, while the page holds it.
    steps: Option<(Box<str>, usize)>,
}

impl Default for BatchPage {
    fn default() -> Self {
        Self::new()
    }
}

impl BatchPage {
    /// An empty report.
    pub fn new() -> Self {
        BatchPage {
            rows: Vec::new(),
            step_bytes: 0,
            step_budget: MAX_BATCH_STEP_BYTES,
            clean_stepped: Vec::new(),
            unstepped: 0,
            fouled: 0,
            boards: std::collections::HashMap::new(),
        }
    }

    /// Adds the row of the next line, in input order, with its step data while the page has
    /// room for it (see [`BatchPage`]).
    pub fn add(&mut self, row: GameRow) {
        self.fouled += u64::from(row.fouled);
        let index = self.rows.len();
        let mut held = None;
        if let Some((steps, board)) = row.steps {
            let fits = |held: usize| held + steps.len() <= self.step_budget;
            // A game with a foul takes the room of the last games without one, if that makes room.
            if row.fouled && !fits(self.step_bytes) {
                let (mut left, mut give) = (self.step_bytes, 0);
                for &r in self.clean_stepped.iter().rev() {
                    if fits(left) {
                        break;
                    }
                    left -= self.rows[r].steps.as_ref().map_or(0, |s| s.0.len());
                    give += 1;
                }
                if fits(left) {
                    for r in self.clean_stepped.split_off(self.clean_stepped.len() - give) {
                        self.rows[r].steps = None;
                        self.unstepped += 1;
                    }
                    self.step_bytes = left;
                }
            }
            if fits(self.step_bytes) {
                self.step_bytes += steps.len();
                let next = self.boards.len();
                held = Some((steps.into_boxed_str(), *self.boards.entry(board).or_insert(next)));
                if !row.fouled {
                    self.clean_stepped.push(index);
                }
            } else {
                self.unstepped += 1;
            }
        }
        self.rows.push(PageRow { head: row.head.into_boxed_str(), steps: held });
    }

    /// Writes the whole page to `out`, from the batch's `summary` (what `--summary` prints) and
    /// the rows added.
    ///
    /// # Errors
    /// A write error of `out`.
    pub fn finish(self, summary: &impl Serialize, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let summary: Summary = serde_json::to_value(summary)
            .and_then(serde_json::from_value)
            .expect("the summary has the fields of --summary");
        let outcome = |key: &str| summary.outcomes.get(key).copied().unwrap_or(0);
        let title = format!("{} games: broadside report", summary.games);
        let codes: Vec<&str> =
            Code::ALL.iter().filter(|c| summary.fouls.contains_key(c.as_str())).map(|c| c.as_str()).collect();
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
                            tr { th { "games with a foul" } td.num { (self.fouled) } }
                            tr { th { "lines not adjudicated" } td.num { (summary.errors.count) } }
                        }
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
            section #games {
                h2 { "Games" }
                noscript { p.sub { "The list of games, its filters and each game's stepper need the page's script." } }
                form.filters.js-only hidden role="search" {
                    label { "player " input type="search" name="player" autocomplete="off"; }
                    label { "outcome "
                        select name="outcome" {
                            option value="" { "any" } option value="win" { "won" } option value="forfeit" { "won by forfeit" }
                            option value="draw" { "drawn" } option value="unfinished" { "unfinished" }
                            option value="double_forfeit" { "double forfeit" } option value="error" { "not adjudicated" }
                        }
                    }
                    label { "foul "
                        select name="foul" {
                            option value="" { "any" } option value="*" { "with a foul" } option value="-" { "without a foul" }
                            @for code in &codes { option value=(code) { (code) } }
                        }
                    }
                }
                p.sub.js-only.list-count aria-live="polite" hidden {}
                div.scroll.js-only hidden { table.data.games {
                    thead { tr { th.num { "line" } th { "players" } th { "outcome" } th { "fouls" } th { "warnings" } th.num { "moves" } th { "game" } } }
                    tbody {}
                } }
                nav.pager.js-only hidden aria-label="Pages of games" {
                    button type="button" data-page="prev" { "\u{2039} Back" }
                    output.page-label {}
                    button type="button" data-page="next" { "On \u{203a}" }
                }
                @if self.unstepped > 0 {
                    p.sub { (self.unstepped) " games are listed without their steps (the page holds "
                        (MAX_BATCH_STEP_BYTES / 1_000_000) " MB of them, games with a foul first); each has its own page: "
                        code { "broadside check --format html" } " of its line." }
                }
                div.game-view #game-view {}
            }
            footer { "Line numbers count from 1; moves count from 1; entries, as in the JSON verdicts, from 0." }
        };
        out.write_all(page_start(&title).as_bytes())?;
        out.write_all(body.into_string().as_bytes())?;
        let mut boards: Vec<(&(u8, u8, String), &usize)> = self.boards.iter().collect();
        boards.sort_by_key(|b| *b.1);
        let boards: Vec<&(u8, u8, String)> = boards.into_iter().map(|b| b.0).collect();
        let boards = script_safe(&serde_json::to_string(&boards).expect("boards serialize"));
        out.write_all(b"<script type=\"application/json\" id=\"batch-data\">{\"rows\":[")?;
        for (i, row) in self.rows.iter().enumerate() {
            out.write_all(if i == 0 { b"" } else { b"," })?;
            out.write_all(row.head.as_bytes())?;
            match row.steps {
                Some((_, 0)) => out.write_all(b",1")?,
                Some((_, board)) => write!(out, ",1,{board}")?,
                None => {}
            }
            out.write_all(b"]")?;
        }
        write!(
            out,
            "],\"boards\":{boards},\"perPage\":{BATCH_PAGE_ROWS},\"maxSteppedEntries\":{MAX_STEPPED_ENTRIES},\"stepsABlock\":{STEPS_A_BLOCK}}}</script>"
        )?;
        out.write_all(&STEPS_BREAK[9..])?;
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                out.write_all(if i.is_multiple_of(STEPS_A_BLOCK) { STEPS_BREAK } else { b"\n" })?;
            }
            if let Some((steps, _)) = &row.steps {
                out.write_all(steps.as_bytes())?;
            }
        }
        out.write_all(b"</script>")?;
        write!(out, "<script>{SCRIPT}</script>")?;
        out.write_all(PAGE_END.as_bytes())
    }
}

/// A player's Elo difference as the page shows it: with its 95% margin, or `-` where the games
/// do not bound it (a player who won or lost every game; the text verdict says `+inf`).
fn elo_shown(elo: &EloRow) -> String {
    match elo.diff {
        Some(_) => {
            crate::standings::elo_text(&crate::standings::Elo { diff: elo.diff, margin: elo.margin, los: elo.los })
        }
        None => "-".to_owned(),
    }
}

/// The standings of `--summary`, one row a player: games, wins, losses, draws, unfinished,
/// double forfeits, score, Elo difference with its 95% margin, and forfeits by code.
fn standings(players: &[SummaryRow]) -> Markup {
    if players.is_empty() {
        return html! { p.sub { "No game was adjudicated." } };
    }
    html! {
        div.scroll { table.data {
            thead { tr {
                th { "player" } th.num { "games" } th.num { "wins" } th.num { "losses" } th.num { "draws" }
                th.num { "unfinished" } th.num { "double forfeits" } th.num { "score" }
                th.num title="Elo difference with its 95% margin; - where the games do not bound it" { "Elo" }
                th { "forfeits" }
            } }
            tbody {
                @for p in players {
                    tr {
                        td { (name(&p.name)) } td.num { (p.games) } td.num { (p.wins) } td.num { (p.losses) }
                        td.num { (p.draws) } td.num { (p.unfinished) } td.num { (p.double_forfeits) }
                        td.num { (format!("{:.1}", p.score)) }
                        td.num { (elo_shown(&p.elo)) }
                        td {
                            @if p.forfeits.is_empty() { "\u{2014}" }
                            @for (n, (code, count)) in p.forfeits.iter().enumerate() {
                                @if n > 0 { ", " } code { (code) } " " (count)
                            }
                        }
                    }
                }
            }
        } }
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
        svg.chart xmlns="http://www.w3.org/2000/svg" role="img"
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
        assert!(page.contains("<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi> wins"), "the name shows as text");
        assert!(page.contains("bob &amp; co"));
    }

    #[test]
    fn steps_hold_the_boards_after_every_entry() {
        let judged = judged(TINY);
        let steps = judged.steps.as_ref().expect("a short log is stepped");
        assert_eq!(steps.after.len(), 3);
        assert_eq!(steps.after[2], judged.boards, "the last step is the final boards");
        // Three entries: γ(4) = 00100; turn about from ann: 01 0; one shot each: 1; fleets as
        // bitmaps (3 bits, under a list's γ(2) and one cell of 2 bits): 1 100, 1 001; the shots
        // B1 (01), B1, C1 (10); no correction: γ(1) = 1.
        let data = judged.step_data().unwrap();
        let bits = "00100".to_owned() + "010" + "1" + "1100" + "1001" + "01" + "01" + "10" + "1";
        let letters: String = bits
            .as_bytes()
            .chunks(6)
            .map(|c| {
                let v = c.iter().fold(0, |v, &b| v << 1 | usize::from(b == b'1')) << (6 - c.len());
                char::from(steps::LETTERS[v])
            })
            .collect();
        assert_eq!(data.d, letters);
        assert_eq!(judgement(&judged, 2, steps), "C1 sunk");
        assert_eq!(judgement(&judged, 0, steps), "B1 miss");
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
    fn the_policy_hashes_match_the_inline_style_and_script() {
        assert_eq!(sha256_base64(""), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
        assert_eq!(base64(b"abcd", steps::LETTERS, false), "YWJjZA");
        let csp = content_security_policy();
        assert!(csp.starts_with("default-src 'none'; script-src 'sha256-"), "{csp}");
        assert!(!csp.contains("unsafe"), "{csp}");
    }

    #[test]
    fn names_are_isolated_and_their_controls_escaped() {
        let names = ["bob\u{202e}gnp.exe".to_owned(), "ann".to_owned()];
        let shown = with_names("bob\u{202e}gnp.exe wins: ann forfeits", &names).into_string();
        assert_eq!(shown, "<bdi>bob\\u{202e}gnp.exe</bdi> wins: <bdi>ann</bdi> forfeits");
    }

    #[test]
    fn a_batch_page_steps_games_with_a_foul_first_within_its_budget() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let mut page = BatchPage::new();
        // TINY with its last reply false: C1 sinks bob's boat, but bob replies "miss".
        let fouled = TINY.replace(r#""at": "C1", "reply": "sunk""#, r#""at": "C1", "reply": "miss""#);
        let clean = GameRow::of(&referee, 1, TINY).steps.unwrap().0.len();
        let with_foul = GameRow::of(&referee, 3, &fouled);
        assert!(with_foul.fouled);
        let (steps, _) = with_foul.steps.as_ref().unwrap();
        let v: serde_json::Value = serde_json::from_str(steps).unwrap();
        // The violation's cell by index on bob's board (1), and the reply in dispute.
        assert_eq!(v["v"][0][1], "false_report");
        assert_eq!((&v["v"][0][4], &v["v"][0][6]), (&serde_json::json!([2]), &serde_json::json!(1)));
        assert_eq!(v["a"], serde_json::json!([[2, "miss"]]));
        page.step_budget = clean + steps.len();
        for (line, text) in [(1, TINY), (2, TINY), (3, fouled.as_str()), (4, TINY), (5, fouled.as_str())] {
            page.add(GameRow::of(&referee, line, text));
        }
        page.add(GameRow::error(6, "column 1: expected `{`"));
        // Line 3 takes line 2's room; line 4 finds none; line 5 would need line 3's.
        let held: Vec<bool> = page.rows.iter().map(|r| r.steps.is_some()).collect();
        assert_eq!(held, [true, false, true, false, false, false]);
        assert_eq!((page.unstepped, page.fouled, page.step_bytes), (3, 2, page.step_budget));
        assert_eq!(page.clean_stepped, [0]);
    }

    #[test]
    fn the_game_view_is_a_fragment_of_the_page() {
        let judged = judged(TINY);
        let view = game_view(&judged);
        assert!(!view.contains("<html") && !view.contains("<head") && !view.contains("<body"));
        assert!(view.contains("<div class=\"viewer\" id=\"viewer\">") && view.contains("class=\"game-data\""));
        assert!(game_page(&judged).contains(&view), "the page shows the same view");
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
