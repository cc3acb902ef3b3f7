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
//! Every word of a page is in its language (`<html lang>`), from the message catalogs' page
//! sections through [`Words`]: a name in a sentence is worded as a slot and set in its own
//! `<bdi>`; nothing reads a sentence back. The script words what it shows from the page's
//! `#page-words` (see `SCRIPT_MESSAGES`): each message a template with numbered slots, and one
//! for each plural category of its counts, which the script picks by the browser's plural rules.
//!
//! # Step data
//! Both pages hold each stepped game as JSON: on a game page (see [`game_data`]) the board's
//! columns and rows (`c`, `r`), its column letters (`l`), the names (`p`), the steps (`d`), how
//! the players' sheets number the moves (`k`: `round`, `shot` or `move`) and each entry's number
//! (`n`; a batch page leaves it out where it is the count `k` makes).
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

use std::sync::OnceLock;

use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde::Serialize;

use crate::board::{BoardState, Boards, Mark};
use crate::coord::Cell;
use crate::drawing::Readings;
use crate::error::{InputError, escape as clean};
use crate::names::eq_ignore_case;
use crate::paper::Letters;
use crate::record::{Forfeit, GameRecord, Reply, ShotReply};
use crate::referee::{Referee, adjudicate_with_boards, adjudicate_with_steps, parse_record};
use crate::rules::RulesSpec;
use crate::verdict::Spot;
use crate::verdict::{Code, Numbering, Outcome, Severity, Verdict, Violation};
use crate::words::{Args, Lang, Naming, Slot, Words, num, text};
use fluent_bundle::FluentValue;

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
    /// The reply as recorded; `None` when none was recorded.
    reply: Option<Said>,
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
    /// The letters the columns are named with: Latin, or a paper's (docs/format.md §6 "Fleets").
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
        Self::of(referee, &parse_record(text)?, &Readings::default(), with_steps)
    }

    /// As [`Judged::new`], for a record that has been read, its drawn fleets placed as
    /// `readings` read them where it holds them ([`Readings`]).
    ///
    /// # Errors
    /// As [`Judged::new`], but for reading.
    pub fn of(
        referee: &Referee,
        record: &GameRecord,
        readings: &Readings,
        with_steps: bool,
    ) -> Result<Self, InputError> {
        let spec = referee.spec_over(record.rules.as_ref())?;
        let rules = spec.resolved();
        let stepped = with_steps && record.shots.len() <= MAX_STEPPED_ENTRIES;
        let (verdict, boards, after) = if stepped {
            adjudicate_with_steps(record, spec, &rules, readings)?
        } else {
            let (verdict, boards) = adjudicate_with_boards(record, spec, &rules, readings)?;
            (verdict, boards, Vec::new())
        };
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        let rows = record
            .shots
            .iter()
            .map(|entry| Row {
                shooter: usize::from(eq_ignore_case(&verdict.players[1], &entry.player)),
                shots: entry.at.shots().iter().map(|c| (c.label(columns, rows), c.on(columns, rows))).collect(),
                reply: entry.reply.as_ref().map(|r| Said::of(r, entry.ship.as_deref())),
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

    /// Names the columns with `letters` everywhere on the page (board, move list, step label), as a
    /// paper record's sheet does (docs/format.md §6 "Errors and verdicts"); the verdict's cells and
    /// messages are to be in the same letters (`Sheet::annotate`).
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

/// A reply as recorded, held for wording: a one-shot reply with the class it names, or a
/// volley's hits by class and the classes sunk.
enum Said {
    Shot(ShotReply, Option<String>),
    Volley(Vec<(String, u32)>, Vec<String>),
}

impl Said {
    fn of(reply: &Reply, ship: Option<&str>) -> Self {
        match reply {
            Reply::Shot(word) => Said::Shot(*word, ship.map(str::to_owned)),
            Reply::Volley(v) => Said::Volley(
                v.hits.0.iter().map(|(class, n)| (class.to_string(), *n)).collect(),
                v.sunk.iter().map(|s| s.to_string()).collect(),
            ),
        }
    }
}

/// A recorded reply in words: `miss`, `hit (cruiser)`, or for a volley
/// `hits: cruiser 1, destroyer 2; sunk: destroyer`; class names escaped.
fn reply_in_words(reply: &Said, words: Words) -> String {
    match reply {
        Said::Shot(word, ship) => {
            let id = match word {
                ShotReply::Miss => "page-reply-miss",
                ShotReply::Hit => "page-reply-hit",
                ShotReply::Sunk => "page-reply-sunk",
            };
            let word = words.say(id, &[]);
            match ship {
                Some(s) => words.say("page-reply-ship", &[("reply", text(word)), ("ship", text(clean(s)))]),
                None => word,
            }
        }
        Said::Volley(hits, sunk) => {
            let comma = words.say("list-comma", &[]);
            let hits: Vec<String> = hits
                .iter()
                .map(|(class, n)| words.say("page-reply-class", &[("class", text(clean(class))), ("n", num(*n))]))
                .collect();
            let hits = if hits.is_empty() {
                words.say("page-reply-no-hits", &[])
            } else {
                words.say("page-reply-hits", &[("hits", text(hits.join(&comma)))])
            };
            if sunk.is_empty() {
                return hits;
            }
            let sunk: Vec<String> = sunk.iter().map(|s| clean(s).into_owned()).collect();
            words.say("page-reply-sunk-ships", &[("hits", text(hits)), ("sunk", text(sunk.join(&comma)))])
        }
    }
}

/// How a page shows one cell state: the class (also the letter in the script), the symbol and
/// the message of its word (the legend's).
fn look(mark: Mark) -> (&'static str, &'static str, &'static str) {
    match mark {
        Mark::Water => ("w", "\u{b7}", "legend-water"),
        Mark::Miss => ("o", "\u{2022}", "legend-miss"),
        Mark::Ship => ("s", "\u{25a0}", "legend-ship"),
        Mark::Hit => ("h", "\u{2715}", "legend-hit"),
        Mark::Sunk => ("k", "\u{2716}", "legend-sunk"),
    }
}

/// A name from the input, escaped and isolated: it cannot reorder the words around it.
fn name(n: &str) -> Markup {
    html! { bdi { (clean(n)) } }
}

/// The message `id` with `args` and, in place of each of `parts` (name and markup), that markup:
/// a name stands in an isolate of its own ([`name`]), so that it cannot reorder the sentence.
/// The message is worded with a slot (`{0}`) for each part, which the markup then takes; the
/// rest is escaped.
fn said(words: Words, id: &str, args: Args, parts: &[(&str, Markup)]) -> Markup {
    let mut all: Vec<(&str, FluentValue)> = args.to_vec();
    all.extend(parts.iter().enumerate().map(|(k, (n, _))| (*n, text(format!("{{{k}}}")))));
    filled(&words.say(id, &all), &parts.iter().map(|p| p.1.clone()).collect::<Vec<_>>())
}

/// A sentence worded with slots `{0}`, `{1}` …, each slot replaced by `parts[k]` and the rest
/// escaped.
fn filled(sentence: &str, parts: &[Markup]) -> Markup {
    let mut out = String::new();
    let mut rest = sentence;
    while let Some(at) = rest.find('{') {
        let slot = rest[at + 1..].find('}').and_then(|end| {
            let k: usize = rest[at + 1..at + 1 + end].parse().ok()?;
            Some((parts.get(k)?, at + end + 2))
        });
        match slot {
            Some((part, next)) => {
                out.push_str(&html! { (clean(&rest[..at])) }.into_string());
                out.push_str(&part.0);
                rest = &rest[next..];
            }
            None => {
                out.push_str(&html! { (clean(&rest[..=at])) }.into_string());
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(&html! { (clean(rest)) }.into_string());
    PreEscaped(out)
}

/// A cell that violations name: the first of them (its index in the verdict), the earliest
/// entry that names it (-1 for a placement violation), and the codes, for its tooltip.
struct Flag {
    violation: usize,
    from: i64,
    /// Each violation naming it: its code and move.
    named: Vec<String>,
}

impl Flag {
    /// What names the cell, in words: `named by false_report (move 3 (entry 2))`.
    fn note(&self, words: Words) -> String {
        words.say("page-named-by", &[("what", text(self.named.join(&words.say("list-comma", &[]))))])
    }
}

/// Per board, per cell index (`row * columns + col`), the violations naming that cell; which
/// board a violation names is as `--format text` marks it. Cells may be named in the sheet's
/// `letters` (a paper record's verdict names them so).
fn flags(verdict: &Verdict, boards: &Boards, words: Words) -> [Vec<Option<Flag>>; 2] {
    let letters = words.letters;
    let naming = Naming::of(verdict);
    let size = usize::from(boards.board.columns) * usize::from(boards.board.rows);
    let mut flags: [Vec<Option<Flag>>; 2] = [(0..size).map(|_| None).collect(), (0..size).map(|_| None).collect()];
    for (i, v) in verdict.violations.iter().enumerate() {
        let (Some(board), cells) = violation_cells(verdict, v, boards, letters) else { continue };
        for (at, _) in cells.into_iter().filter_map(|(_, cell)| cell) {
            let from = v.entry.map_or(-1, |e| e as i64);
            let at_words = v.entry.map_or_else(
                || words.say("violation-placement", &[]),
                |e| words.move_naming(e, naming, &clean(naming.at(e).1)),
            );
            let what = words.say("page-named-what", &[("code", text(v.code.as_str())), ("at", text(at_words))]);
            match &mut flags[board][at] {
                Some(flag) => {
                    flag.from = flag.from.min(from);
                    flag.named.push(what);
                }
                slot @ None => *slot = Some(Flag { violation: i, from, named: vec![what] }),
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

/// A move as the sheets number it (`Anya's shot 5`), its shooter's name isolated.
fn move_name(words: Words, naming: Naming, e: usize) -> Markup {
    filled(&words.move_naming(e, naming, "{0}"), &[name(naming.at(e).1)])
}

/// `$numbering` of the verdict's moves, for a page's messages about the moves.
fn numbering(verdict: &Verdict) -> [(&'static str, FluentValue<'static>); 1] {
    [("numbering", text(Naming::of(verdict).key()))]
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
fn board_grid(ids: Ids, words: Words, judged: &Judged, side: usize, boards: &Boards, flags: &[Option<Flag>]) -> Markup {
    let verdict = &judged.verdict;
    let state: &BoardState = &boards.sides[side];
    let (columns, rows) = (boards.board.columns, boards.board.rows);
    let player = &verdict.players[side];
    let other = &verdict.players[1 - side];
    let status = if verdict.winner.as_deref() == Some(player.as_str()) {
        Some(("board-wins", "wins"))
    } else if verdict.forfeiting_players.contains(player) {
        Some(("board-forfeits", "forfeits"))
    } else {
        None
    };
    html! {
        figure.board {
            figcaption {
                strong { (name(player)) }
                @if let Some((id, class)) = status { " " span class=(class) { (words.say(id, &[])) } }
                small { (said(words, "page-board-note", &[], &[("player", name(player)), ("other", name(other))])) }
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
                                    @let mark = || ("mark", text(words.say(word, &[])));
                                    @let flag = &flags[usize::from(r) * usize::from(columns) + usize::from(c)];
                                    @match flag {
                                        Some(f) => {
                                            @let note = f.note(words);
                                            @let label = words.say("page-cell-named", &[("cell", text(cell_name.as_str())), mark(), ("named", text(note.as_str()))]);
                                            td class={ "m-" (class) " flag" } data-cell=(cell_name) data-from=(f.from)
                                                data-note=(note) title=(label) aria-label=(label) {
                                                a href={ "#" (ids.prefix) "v" (f.violation) } { (symbol) }
                                            }
                                        }
                                        None => {
                                            @let label = words.say("page-cell", &[("cell", text(cell_name.as_str())), mark()]);
                                            td class={ "m-" (class) } data-cell=(cell_name) title=(label) aria-label=(label) { (symbol) }
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
fn legend(words: Words) -> Markup {
    html! {
        ul.legend aria-label=(words.say("page-legend", &[])) {
            @for mark in [Mark::Ship, Mark::Hit, Mark::Sunk, Mark::Miss, Mark::Water] {
                @let (class, symbol, word) = look(mark);
                li { span class={ "swatch m-" (class) } { (symbol) } (words.say(word, &[])) }
            }
            li { span.swatch.flag.m-w { "\u{b7}" } (words.say("page-legend-flag", &[])) }
            li.js-only hidden { span.swatch.last.m-o { "\u{2022}" } (words.say("page-legend-last", &[])) }
        }
    }
}

/// Both final boards side by side, then the legend.
fn final_boards(ids: Ids, words: Words, judged: &Judged) -> Markup {
    let [left, right] = flags(&judged.verdict, &judged.boards, words);
    html! {
        div.boards {
            (board_grid(ids, words, judged, 0, &judged.boards, &left))
            (board_grid(ids, words, judged, 1, &judged.boards, &right))
        }
        (legend(words))
    }
}

/// The result in one sentence, as `--format text` says it, its names isolated.
fn result(verdict: &Verdict, words: Words) -> Markup {
    let sentence = words.result_naming(verdict, ["{0}", "{1}"]);
    let class = match verdict.outcome {
        Outcome::Win if verdict.forfeiting_players.is_empty() => "result",
        Outcome::Win | Outcome::DoubleForfeit => "result forfeit",
        Outcome::Draw | Outcome::Unfinished => "result even",
    };
    html! { p class=(class) { (filled(&sentence, &[name(&verdict.players[0]), name(&verdict.players[1])])) } }
}

/// The rules in words, as `--format text` says them: where they come from, then board, fleet,
/// touching and turns; the columns named in the sheet's `letters`, as the board names them.
fn rules(spec: &RulesSpec, words: Words) -> Markup {
    let (source, parts) = crate::text::rules_lines(spec, words);
    html! {
        dl.rules {
            dt { (words.say("page-rules-source", &[])) } dd dir="auto" { (clean(&source)) }
            @for (label, text) in parts { dt { (label) } dd dir="auto" { (clean(&text)) } }
        }
    }
}

/// The players and their statistics.
fn players(verdict: &Verdict, words: Words) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    html! {
        div.scroll { table.data {
            thead { tr {
                th { (say("page-col-player")) } th { (say("page-col-result")) } th.num { (say("page-col-shots")) }
                th.num { (say("page-col-hits")) } th.num { (say("page-col-sunk")) }
            } }
            tbody {
                @for (p, player) in verdict.players.iter().enumerate() {
                    @let stats = verdict.stats[p];
                    tr {
                        td { strong { (name(player)) } }
                        td {
                            @if verdict.winner.as_deref() == Some(player.as_str()) { span.wins { (say("page-player-wins")) } }
                            @else if verdict.forfeiting_players.contains(player) { span.forfeits { (say("page-player-forfeits")) } }
                            @else if verdict.outcome == Outcome::Draw { (say("page-player-draw")) }
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
fn violations(ids: Ids, words: Words, verdict: &Verdict) -> Markup {
    let (fouls, warnings) = crate::verdict::occurred(&verdict.violations);
    let say = |id: &str| words.say(id, &[]);
    let naming = Naming::of(verdict);
    html! {
        p.sub { (words.say("page-violation-count", &[("fouls", num(fouls)), ("warnings", num(warnings))])) }
        @if !verdict.violations.is_empty() {
            div.scroll { table.data.violations {
                thead { tr {
                    th { (say("page-col-severity")) } th { (say("page-col-code")) } th { (say("page-col-player")) }
                    th { (words.say("page-col-move", &numbering(verdict))) } th { (say("page-col-cells")) } th { (say("page-col-message")) }
                } }
                tbody { @for (i, v) in verdict.violations.iter().enumerate() { (violation(ids, i, v, words, naming)) } }
            } }
        }
    }
}

/// One violation's row. Its message names players as the words put them, without isolates of
/// their own: the message stands in an isolate of its own cell.
fn violation(ids: Ids, i: usize, v: &Violation, words: Words, naming: Naming) -> Markup {
    let (severity, id) = match v.severity {
        Severity::Foul => ("foul", "violation-foul"),
        Severity::Warning => ("warning", "violation-warning"),
    };
    html! {
        tr id={ (ids.prefix) "v" (i) } {
            td class=(severity) { (words.say(id, &[])) }
            td { code title=(words.meaning(v.code)) { (v.code.as_str()) } }
            td { (name(&v.player)) }
            td {
                @match v.entry {
                    Some(e) if ids.log => { a.entry href={ "#" (ids.prefix) "entry=" (e) } { (move_name(words, naming, e)) } }
                    Some(e) => { (move_name(words, naming, e)) }
                    None => { (words.say("violation-placement", &[])) }
                }
            }
            td.code { @if v.cells.is_empty() { "\u{2014}" } @else { (clean(&v.cells.iter().map(|c| words.spot(c)).collect::<Vec<_>>().join(" "))) } }
            td.message { bdi { (clean(&words.violation_named(v, naming))) } }
        }
    }
}

/// What each shot of entry `i` did, from the boards before and after it ([`steps::effects`]):
/// `C4 hit`, `D5 miss`, `E6 sunk`, `A1 no effect` (fired at before, in an earlier entry or
/// earlier in the same volley, or after the end), `K11 off the board`.
fn judgement(judged: &Judged, words: Words, i: usize, steps: &Steps) -> String {
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
    let said: Vec<String> = row
        .shots
        .iter()
        .zip(did)
        .map(|(shot, effect)| {
            let effect = words.say(effect.message(), &[]);
            words.say("page-shot", &[("cell", text(judged.shot_label(shot))), ("effect", text(effect))])
        })
        .collect();
    said.join(&words.say("list-comma", &[]))
}

/// The move list: one row an entry, with the move's number as the sheets number it and the
/// entry's (from 0), the shooter, the shots, the reply as recorded, what the shots did and the
/// violations of that entry (linked). Each row's id is `entry=N`, the hash that shows the boards
/// after it.
fn log(ids: Ids, words: Words, judged: &Judged) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    let verdict = &judged.verdict;
    let naming = Naming::of(verdict);
    let mut by_entry: Vec<Vec<usize>> = vec![Vec::new(); judged.rows.len()];
    for (i, v) in verdict.violations.iter().enumerate() {
        if let Some(list) = v.entry.and_then(|e| by_entry.get_mut(e)) {
            list.push(i);
        }
    }
    html! {
        table.data.log id={ (ids.prefix) "log" } {
            thead { tr {
                th.num { (words.say("page-col-move", &numbering(verdict))) } th.num.entry-no { (say("page-col-entry")) } th { (say("page-col-player")) }
                th { (say("page-col-shots")) } th.reply { (say("page-col-reply")) }
                @if judged.steps.is_some() { th { (say("page-col-judgement")) } }
                th { (say("page-col-violations")) }
            } }
            tbody {
                @for (i, row) in judged.rows.iter().enumerate() {
                    tr id={ (ids.prefix) "entry=" (i) } class=[(verdict.decided_at == Some(i)).then_some("decides")] {
                        td.num { (naming.at(i).0) } td.num.entry-no { (i) }
                        td { (name(&verdict.players[row.shooter])) }
                        td.code {
                            @if let Some(reason) = row.forfeit { (words.say("page-forfeit-entry", &[("reason", text(reason))])) }
                            @for (n, shot) in row.shots.iter().enumerate() { @if n > 0 { " " } (judged.shot_label(shot)) }
                        }
                        td.reply { @match &row.reply { Some(r) => { (reply_in_words(r, words)) }, None => { "\u{2014}" } } }
                        @if let Some(steps) = &judged.steps { td { (judgement(judged, words, i, steps)) } }
                        td {
                            @if verdict.decided_at == Some(i) { strong { (say("page-decides")) } @if !by_entry[i].is_empty() { "; " } }
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
    /// How the sheets number the moves (`$numbering`: `round`, `shot` or `move`), for the step
    /// label and the move list.
    k: &'static str,
    /// Each entry's number as the sheets number it. A batch page leaves it out where the numbers
    /// are the count its `k` says ([`crate::verdict::Moves::is_counted`], as a batch's JSON records always number),
    /// for room: 100,000 games would each hold a number an entry; the script then counts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    n: Vec<u32>,
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
        let naming = Naming::of(&self.verdict);
        Some(StepData {
            d: steps::encode(&steps.start, &steps.after, &entries),
            k: naming.key(),
            n: (0..self.rows.len()).map(|i| u32::try_from(naming.at(i).0).unwrap_or(u32::MAX)).collect(),
            o: self.rows.iter().flat_map(|r| &r.shots).filter(|s| s.1.is_none()).map(|s| self.shot_label(s)).collect(),
            f: self.rows.iter().enumerate().filter_map(|(i, r)| r.forfeit.map(|f| (i, f))).collect(),
            ..StepData::default()
        })
    }

    /// A violation as a batch page's step data holds it (see `StepData::v`): its cells on the
    /// board `flags` marks them on, by index, so that the page's script marks the same cells.
    fn violation_data(&self, x: &Violation, words: Words) -> ViolationData {
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
            clean(&words.violation_named(x, Naming::of(v))).into_owned(),
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

/// The messages the pages' script words what it shows with, each with its arguments in the
/// order the script gives them (see `pieces` in `step.js`).
const SCRIPT_MESSAGES: &[(&str, &[(&str, Slot)])] = {
    use Slot::{Count as C, Number as N, Text as T};
    &[
        ("legend-water", &[]),
        ("legend-miss", &[]),
        ("legend-ship", &[]),
        ("legend-hit", &[]),
        ("legend-sunk", &[]),
        ("page-effect-none", &[]),
        ("page-effect-miss", &[]),
        ("page-effect-hit", &[]),
        ("page-effect-sunk", &[]),
        ("page-effect-off-board", &[]),
        ("list-comma", &[]),
        ("list-semicolon", &[]),
        ("page-cell", &[("cell", T), ("mark", T)]),
        ("page-cell-named", &[("cell", T), ("mark", T), ("named", T)]),
        ("page-named-by", &[("what", T)]),
        ("page-named-what", &[("code", T), ("at", T)]),
        ("page-shot", &[("cell", T), ("effect", T)]),
        ("page-shots-more", &[("shots", T), ("more", C)]),
        ("page-no-shot", &[]),
        ("page-step-first", &[]),
        ("page-step-prev", &[]),
        ("page-step-next", &[]),
        ("page-step-last", &[]),
        ("page-step-note", &[("note", T)]),
        ("page-entries-named", &[("count", C)]),
        ("page-entry-unnamed", &[("entry", T)]),
        ("page-entry-wrong", &[("value", T)]),
        ("page-entry-last", &[("what", T), ("last", N)]),
        ("page-unread-more", &[("parts", T), ("more", C)]),
        ("page-unread", &[("parts", T), ("count", C), ("reads", T)]),
        ("page-reads-entry", &[("last", N)]),
        ("page-players", &[("first", T), ("second", T)]),
        ("violation-placement", &[]),
        ("violation-foul", &[]),
        ("violation-warning", &[]),
        ("page-board-note", &[("player", T), ("other", T)]),
        ("page-col-entry", &[]),
        ("page-col-player", &[]),
        ("page-col-shots", &[]),
        ("page-col-reply", &[]),
        ("page-col-judgement", &[]),
        ("page-col-violations", &[]),
        ("page-col-severity", &[]),
        ("page-col-code", &[]),
        ("page-col-cells", &[]),
        ("page-col-message", &[]),
        ("page-forfeit-entry", &[("reason", T)]),
        ("page-decides", &[]),
        ("page-heading-violations", &[]),
        ("page-violation-count", &[("fouls", C), ("warnings", C)]),
        ("batch-outcome-win", &[("winner", T)]),
        ("batch-outcome-forfeit", &[("winner", T)]),
        ("batch-outcome-draw", &[]),
        ("batch-outcome-unfinished", &[]),
        ("batch-outcome-double-forfeit", &[]),
        ("batch-row-fouls", &[("codes", T), ("fouls", C)]),
        ("batch-step-through", &[]),
        ("batch-step-through-label", &[("line", N)]),
        ("batch-final-only", &[]),
        ("batch-own-page-only", &[]),
        ("batch-not-adjudicated", &[]),
        ("batch-lines", &[("count", C)]),
        ("batch-lines-of", &[("shown", N), ("count", C)]),
        ("batch-lines-skipped", &[("lines", T), ("blank", C)]),
        ("batch-page-of", &[("page", N), ("pages", N)]),
        ("batch-game-heading", &[("line", N), ("first", T), ("second", T)]),
        ("batch-replies-note", &[("line", N)]),
        ("batch-reads", &[("lines", N)]),
        ("batch-reads-open", &[("reads", T)]),
        ("batch-games-named", &[("count", C)]),
        ("batch-no-line", &[("value", T), ("lines", N)]),
        ("batch-line-blank", &[("line", N)]),
        ("batch-no-game", &[("line", N), ("lines", N)]),
        ("batch-line-error", &[("line", N), ("error", T)]),
        ("batch-too-long", &[("line", N), ("entries", C), ("max", N)]),
        ("batch-unstepped-game", &[("line", N)]),
    ]
};

/// The messages of [`SCRIPT_MESSAGES`]' kind that name moves as the sheets number them: each is a
/// template for each numbering (`page-step/round`), which the script picks by the game's (`k`).
const SCRIPT_NUMBERED: &[(&str, &[(&str, Slot)])] = {
    use Slot::{Number as N, Text as T};
    &[
        ("page-step", &[("n", N), ("player", T), ("shots", T)]),
        ("page-step-forfeit", &[("n", N), ("player", T), ("reason", T)]),
        ("page-col-move", &[]),
        ("violation-entry", &[("entry", N), ("player", T)]),
    ]
};

/// The words of the pages' script in `lang`, as JSON in a `<script type="application/json"
/// id="page-words">`: `{"lang": "ru", "m": {id: template}}` ([`Words::template`]), so that the
/// script never words a sentence of its own.
fn script_words(lang: Lang) -> Markup {
    let words = Words::new(lang);
    let mut messages: serde_json::Map<String, serde_json::Value> =
        SCRIPT_MESSAGES.iter().map(|(id, slots)| ((*id).to_owned(), words.template(id, slots))).collect();
    for (id, slots) in SCRIPT_NUMBERED {
        for numbering in [Numbering::Round, Numbering::Player, Numbering::Game] {
            let fixed = [("numbering", text(numbering.key()))];
            messages.insert(format!("{id}/{}", numbering.key()), words.template_with(id, &fixed, slots));
        }
    }
    let json = serde_json::json!({ "lang": lang.code(), "m": messages });
    html! { script #page-words type="application/json" { (PreEscaped(script_safe(&json.to_string()))) } }
}

/// JSON made safe inside a `<script>` element: `<` (only in strings) written `\u003c`, so
/// nothing in it can close the element.
fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The start of a page: the doctype, the head with the Content-Security-Policy and the inline
/// stylesheet, and the opening body tag, which [`PAGE_END`] closes. (A batch page is written in
/// parts, so that the games it shows are not copied into one string.)
fn page_start(title: &str, lang: Lang) -> String {
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
    format!("{}\n<html lang=\"{}\">{}<body>", DOCTYPE.into_string(), lang.code(), head.into_string())
}

/// The end of a page begun by [`page_start`].
const PAGE_END: &str = "</body></html>\n";

/// The game viewer without the page around it: the boards beside the move list, with the
/// stepper (shown by [`script`] when it runs) and the step data, then the violations. A host
/// page shows it with [`style`] and [`script`] (and their hashes in its policy); ids are as on
/// the game page, so a host shows one game at a time.
pub fn game_view(judged: &Judged, lang: Lang) -> String {
    let ids = Ids { prefix: "", log: true };
    let verdict = &judged.verdict;
    let words = Words { lang, letters: judged.letters };
    let say = |id: &str| words.say(id, &[]);
    html! {
        section.viewer-section {
            h2 { (say("page-heading-boards")) }
            div.viewer #viewer {
                div.boards-col {
                    @if judged.steps.is_some() {
                        div.stepper #stepper hidden {
                            div.buttons {
                                button type="button" data-step="first" aria-label=(say("page-step-first")) { "\u{ab}" }
                                button type="button" data-step="prev" aria-label=(say("page-step-prev")) { "\u{2039}" }
                                button type="button" data-step="next" aria-label=(say("page-step-next")) { "\u{203a}" }
                                button type="button" data-step="last" aria-label=(say("page-step-last")) { "\u{bb}" }
                            }
                            output.step-label aria-live="polite" {}
                        }
                    } @else if judged.rows.len() > MAX_STEPPED_ENTRIES {
                        p.steps-note { (words.say("page-unstepped", &[("max", num(MAX_STEPPED_ENTRIES as u64))])) }
                    }
                    (final_boards(ids, words, judged))
                }
                div.moves.log-wrap {
                    @if judged.rows.is_empty() { p.sub { (say("page-no-moves")) } } @else { (log(ids, words, judged)) }
                }
            }
            p.sub.count-note { (words.say("page-count-note", &numbering(verdict))) }
        }
        section { h2 { (say("page-heading-violations")) } (violations(ids, words, verdict)) }
        @if let Some(data) = game_data(judged) {
            script.game-data type="application/json" { (PreEscaped(data)) }
            (script_words(lang))
        }
    }
    .into_string()
}

/// The page for one game: result, players and statistics, rules, both final boards beside the
/// move list with a stepper over the boards after every entry, and the violations.
pub fn game_page(judged: &Judged, lang: Lang) -> String {
    let verdict = &judged.verdict;
    let words = Words { lang, letters: judged.letters };
    let say = |id: &str| words.say(id, &[]);
    let (first, second) = (verdict.players[0].as_str(), verdict.players[1].as_str());
    let title = words.say("page-title", &[("first", text(first)), ("second", text(second))]);
    let version = || ("version", text(env!("CARGO_PKG_VERSION")));
    let body = html! {
        header {
            h1 { (said(words, "page-players", &[], &[("first", name(first)), ("second", name(second))])) }
            p.sub { (words.say("page-verdict-of", &[version()])) }
            (result(verdict, words))
        }
        div.top {
            section { h2 { (say("page-heading-players")) } (players(verdict, words)) }
            section { h2 { (say("page-heading-rules")) } (rules(&verdict.rules, words)) }
        }
        (PreEscaped(game_view(judged, lang)))
        footer { (words.say("page-footer", &[version()])) }
        script { (PreEscaped(SCRIPT)) }
    };
    let mut out = page_start(&title, lang);
    out.push_str(&body.into_string());
    out.push_str(PAGE_END);
    out
}

/// The counts of `--summary` as the batch page reads them back from their JSON (the counts
/// themselves are [`crate::summary::Summary`]).
#[derive(serde::Deserialize)]
struct SummaryJson {
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
    pub fn of(referee: &Referee, line: usize, text: &str, lang: Lang) -> Self {
        match Judged::new(referee, text, true) {
            Ok(judged) => GameRow::judged(line, &judged, lang),
            Err(e) => GameRow::error(line, &Words::new(lang).input_error(&e)),
        }
    }

    /// The row of a game adjudicated, its violations and replies worded in `lang`.
    pub fn judged(line: usize, judged: &Judged, lang: Lang) -> Self {
        let v = &judged.verdict;
        let words = Words { lang, letters: judged.letters };
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
            if v.moves.is_counted() {
                data.n.clear();
            }
            data.v = v.violations.iter().map(|x| judged.violation_data(x, words)).collect();
            let disputed: std::collections::BTreeSet<usize> = v.violations.iter().filter_map(|x| x.entry).collect();
            data.a = disputed
                .into_iter()
                .filter_map(|e| {
                    let row = judged.rows.get(e)?;
                    Some((e, row.reply.as_ref().map(|r| clean(&reply_in_words(r, words)).into_owned())))
                })
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
    /// The language of the page (its rows are worded in it by [`GameRow::judged`]).
    lang: Lang,
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
        Self::new(Lang::En)
    }
}

impl BatchPage {
    /// An empty report in `lang`.
    pub fn new(lang: Lang) -> Self {
        BatchPage {
            rows: Vec::new(),
            step_bytes: 0,
            step_budget: MAX_BATCH_STEP_BYTES,
            clean_stepped: Vec::new(),
            unstepped: 0,
            fouled: 0,
            boards: std::collections::HashMap::new(),
            lang,
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
        let summary: SummaryJson = serde_json::to_value(summary)
            .and_then(serde_json::from_value)
            .expect("the summary has the fields of --summary");
        let outcome = |key: &str| summary.outcomes.get(key).copied().unwrap_or(0);
        let words = Words::new(self.lang);
        let say = |id: &str| words.say(id, &[]);
        let title = words.say("batch-title", &[("games", num(summary.games))]);
        let codes: Vec<&str> =
            Code::ALL.iter().filter(|c| summary.fouls.contains_key(c.as_str())).map(|c| c.as_str()).collect();
        let body = html! {
            header {
                h1 { (words.say("batch-heading", &[("games", num(summary.games))])) }
                p.sub { (words.say("batch-verdicts-of", &[("version", text(env!("CARGO_PKG_VERSION")))])) }
            }
            div.top {
                section {
                    h2 { (say("batch-heading-outcomes")) }
                    table.data {
                        tbody {
                            tr { th { (say("batch-games-adjudicated")) } td.num { (summary.games) } }
                            tr { th { (say("batch-won")) } td.num { (outcome("win")) } }
                            tr { th { (say("batch-drawn")) } td.num { (outcome("draw")) } }
                            tr { th { (say("batch-unfinished")) } td.num { (outcome("unfinished")) } }
                            tr { th { (say("batch-double-forfeit")) } td.num { (outcome("double_forfeit")) } }
                            tr { th { (say("batch-fouled")) } td.num { (self.fouled) } }
                            tr { th { (say("batch-errors")) } td.num { (summary.errors.count) } }
                        }
                    }
                }
            }
            section {
                h2 { (say("page-heading-players")) }
                (standings(&summary.players, words))
            }
            section {
                h2 { (say("batch-heading-fouls")) }
                (bar_chart(&summary.fouls, words))
                @if !summary.warnings.is_empty() {
                    p.sub { (say("batch-warnings")) " "
                        @for (n, code) in Code::ALL.iter().filter(|c| summary.warnings.contains_key(c.as_str())).enumerate() {
                            @if n > 0 { (say("list-comma")) } code { (code.as_str()) } " " (summary.warnings[code.as_str()])
                        }
                    }
                }
            }
            section #games {
                h2 { (say("batch-heading-games")) }
                noscript { p.sub { (say("batch-noscript")) } }
                form.filters.js-only hidden role="search" {
                    label { (say("batch-filter-player")) " " input type="search" name="player" autocomplete="off"; }
                    label { (say("batch-filter-outcome")) " "
                        select name="outcome" {
                            option value="" { (say("batch-any")) } option value="win" { (say("batch-won")) }
                            option value="forfeit" { (say("batch-won-by-forfeit")) }
                            option value="draw" { (say("batch-drawn")) } option value="unfinished" { (say("batch-unfinished")) }
                            option value="double_forfeit" { (say("batch-double-forfeit")) }
                            option value="error" { (say("batch-not-adjudicated")) }
                        }
                    }
                    label { (say("batch-filter-foul")) " "
                        select name="foul" {
                            option value="" { (say("batch-any")) } option value="*" { (say("batch-with-foul")) }
                            option value="-" { (say("batch-without-foul")) }
                            @for code in &codes { option value=(code) { (code) } }
                        }
                    }
                }
                p.sub.js-only.list-count aria-live="polite" hidden {}
                div.scroll.js-only hidden { table.data.games {
                    thead { tr {
                        th.num { (say("batch-col-line")) } th { (say("batch-col-players")) } th { (say("batch-col-outcome")) }
                        th { (say("batch-col-fouls")) } th { (say("batch-col-warnings")) } th.num { (say("batch-col-moves")) }
                        th { (say("batch-col-game")) }
                    } }
                    tbody {}
                } }
                nav.pager.js-only hidden aria-label=(say("batch-pages")) {
                    button type="button" data-page="prev" { "\u{2039} " (say("batch-back")) }
                    output.page-label {}
                    button type="button" data-page="next" { (say("batch-on")) " \u{203a}" }
                }
                @if self.unstepped > 0 {
                    p.sub { (said(words, "batch-unstepped",
                        &[("count", num(self.unstepped)), ("mb", num((MAX_BATCH_STEP_BYTES / 1_000_000) as u64))],
                        &[("command", html! { code { "broadside check --format html" } })])) }
                }
                div.game-view #game-view {}
            }
            footer { (say("batch-footer")) }
            (script_words(self.lang))
        };
        out.write_all(page_start(&title, self.lang).as_bytes())?;
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
/// do not bound it (a player who won or lost every game; the text verdict says `+inf`), in the
/// page's language.
fn elo_shown(elo: &EloRow, words: &Words) -> String {
    match elo.diff {
        Some(_) => {
            crate::standings::elo_in(&crate::standings::Elo { diff: elo.diff, margin: elo.margin, los: elo.los }, words)
        }
        None => "-".to_owned(),
    }
}

/// The standings of `--summary`, one row a player: games, wins, losses, draws, unfinished,
/// double forfeits, score, Elo difference with its 95% margin, and forfeits by code.
fn standings(players: &[SummaryRow], words: Words) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    if players.is_empty() {
        return html! { p.sub { (say("batch-no-games")) } };
    }
    html! {
        div.scroll { table.data {
            thead { tr {
                th { (say("page-col-player")) } th.num { (say("batch-col-games")) } th.num { (say("batch-col-wins")) }
                th.num { (say("batch-col-losses")) } th.num { (say("batch-col-draws")) }
                th.num { (say("batch-col-unfinished")) } th.num { (say("batch-col-double-forfeits")) }
                th.num { (say("batch-col-score")) }
                th.num title=(say("batch-elo-note")) { (say("batch-col-elo")) }
                th { (say("batch-col-forfeits")) }
            } }
            tbody {
                @for p in players {
                    tr {
                        td { (name(&p.name)) } td.num { (p.games) } td.num { (p.wins) } td.num { (p.losses) }
                        td.num { (p.draws) } td.num { (p.unfinished) } td.num { (p.double_forfeits) }
                        td.num { (format!("{:.1}", p.score)) }
                        td.num { (elo_shown(&p.elo, &words)) }
                        td {
                            @if p.forfeits.is_empty() { "\u{2014}" }
                            @for (n, (code, count)) in p.forfeits.iter().enumerate() {
                                @if n > 0 { (say("list-comma")) } code { (code) } " " (count)
                            }
                        }
                    }
                }
            }
        } }
    }
}

/// Fouls by code as a horizontal bar chart in inline SVG, codes in the order of the table in
/// docs/format.md §3 "Replay".
fn bar_chart(fouls: &std::collections::BTreeMap<String, u64>, words: Words) -> Markup {
    let bars: Vec<(&str, u64)> =
        Code::ALL.iter().filter_map(|c| fouls.get(c.as_str()).map(|&n| (c.as_str(), n))).collect();
    if bars.is_empty() {
        return html! { p.sub { (words.say("batch-no-fouls", &[])) } };
    }
    let top = bars.iter().map(|b| b.1).max().unwrap_or(1).max(1);
    let (label_width, bar_width, row) = (120u64, 380u64, 24u64);
    let height = row * bars.len() as u64 + 4;
    let summary: Vec<String> = bars.iter().map(|(code, n)| format!("{code} {n}")).collect();
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" role="img"
            viewBox={ "0 0 " (label_width + bar_width + 60) " " (height) } {
            title { (words.say("batch-chart", &[("fouls", text(summary.join(&words.say("list-comma", &[]))))])) }
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
        let page = game_page(&judged(TINY), Lang::En);
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
        let words = Words::new(Lang::En);
        assert_eq!(judgement(&judged, words, 2, steps), "C1 sunk");
        assert_eq!(judgement(&judged, words, 0, steps), "B1 miss");
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
        let words = Words::new(Lang::En);
        let names = [("first", name("bob\u{202e}gnp.exe")), ("second", name("{1} & ann"))];
        let shown = said(words, "page-players", &[], &names).into_string();
        assert_eq!(shown, "<bdi>bob\\u{202e}gnp.exe</bdi> v <bdi>{1} &amp; ann</bdi>");
        // A sentence's own text is escaped; a brace that names no slot stays as written.
        assert_eq!(filled("a < {0} {x} {9}", &[name("b")]).into_string(), "a &lt; <bdi>b</bdi> {x} {9}");
    }

    #[test]
    fn every_code_has_its_meaning_in_words() {
        for lang in Lang::ALL {
            for code in Code::ALL {
                let id = format!("page-code-{}", code.as_str().replace('_', "-"));
                let meaning = Words::new(lang).meaning(code);
                assert!(!meaning.is_empty() && meaning != id, "{id} in {}", lang.code());
            }
        }
    }

    #[test]
    fn script_words_have_a_form_for_each_plural_category() {
        let words = Words::new(Lang::Ru);
        let t = words.template("batch-row-fouls", &[("codes", Slot::Text), ("fouls", Slot::Count)]);
        assert_eq!(t["c"], serde_json::json!([1]));
        let forms = t["t"].as_object().unwrap();
        assert_eq!(forms.keys().collect::<Vec<_>>(), ["few", "many", "one"]);
        assert!(forms.values().all(|f| f.as_str().unwrap().contains("{0}") && f.as_str().unwrap().contains("{1}")));
        let en = Words::new(Lang::En);
        let fixed = [("numbering", text("shot"))];
        assert_eq!(
            en.template_with("violation-entry", &fixed, &[("entry", Slot::Number), ("player", Slot::Text)]),
            "{1}'s shot {0}"
        );
        let two = en.template("page-violation-count", &[("fouls", Slot::Count), ("warnings", Slot::Count)]);
        assert_eq!(two["t"]["one|other"], "{0} foul, {1} warnings");
    }

    #[test]
    fn a_batch_page_steps_games_with_a_foul_first_within_its_budget() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let mut page = BatchPage::new(Lang::En);
        // TINY with its last reply false: C1 sinks bob's boat, but bob replies "miss".
        let fouled = TINY.replace(r#""at": "C1", "reply": "sunk""#, r#""at": "C1", "reply": "miss""#);
        let clean = GameRow::of(&referee, 1, TINY, Lang::En).steps.unwrap().0.len();
        let with_foul = GameRow::of(&referee, 3, &fouled, Lang::En);
        assert!(with_foul.fouled);
        let (steps, _) = with_foul.steps.as_ref().unwrap();
        let v: serde_json::Value = serde_json::from_str(steps).unwrap();
        // The violation's cell by index on bob's board (1), and the reply in dispute.
        assert_eq!(v["v"][0][1], "false_report");
        assert_eq!((&v["v"][0][4], &v["v"][0][6]), (&serde_json::json!([2]), &serde_json::json!(1)));
        assert_eq!(v["a"], serde_json::json!([[2, "miss"]]));
        page.step_budget = clean + steps.len();
        for (line, text) in [(1, TINY), (2, TINY), (3, fouled.as_str()), (4, TINY), (5, fouled.as_str())] {
            page.add(GameRow::of(&referee, line, text, Lang::En));
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
        let view = game_view(&judged, Lang::En);
        assert!(!view.contains("<html") && !view.contains("<head") && !view.contains("<body"));
        assert!(view.contains("<div class=\"viewer\" id=\"viewer\">") && view.contains("class=\"game-data\""));
        assert!(game_page(&judged, Lang::En).contains(&view), "the page shows the same view");
    }

    #[test]
    fn a_volley_reply_in_words() {
        let record = parse_record(
            r#"{"rules": "salvo", "fleets": {"a": [], "b": []},
                "shots": [{"player": "a", "at": ["A1", "B1"], "reply": {"hits": {"cruiser": 1}, "sunk": ["destroyer"]}}]}"#,
        )
        .unwrap();
        let reply = record.shots[0].reply.as_ref().unwrap();
        assert_eq!(reply_in_words(&Said::of(reply, None), Words::new(Lang::En)), "hits: cruiser 1; sunk: destroyer");
    }
}
