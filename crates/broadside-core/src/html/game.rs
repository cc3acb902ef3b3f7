//! The game view and the game page: both final boards beside the move list, with the stepper
//! the script shows, then the violations; the page adds the result, the players and the rules.
//! The view's markup is written here alone: a batch page holds its skeleton
//! ([`view_template`]), which the script fills for a game opened.

use maud::{Markup, PreEscaped, html};

use super::csp::{PAGE_END, SCRIPT, page_start};
use super::data::{BoardData, game_data};
use super::judged::{Judged, MAX_STEPPED_ENTRIES, Steps, reply_in_words, violation_cells};
use super::markup::{Ids, filled, move_name, name, numbering, said, script_words};
use super::steps;
use crate::board::{BoardState, Boards, Mark};
use crate::coord::Cell;
use crate::error::escape as clean;
use crate::rules::RulesSpec;
use crate::verdict::{Outcome, Severity, Verdict, Violation};
use crate::words::{Lang, Naming, Words, num, text};

/// How a page shows one cell state: the class (also the letter in the script), the symbol and
/// the message of its word (the legend's).
pub(super) fn look(mark: Mark) -> (&'static str, &'static str, &'static str) {
    match mark {
        Mark::Water => ("w", "\u{b7}", "legend-water"),
        Mark::Miss => ("o", "\u{2022}", "legend-miss"),
        Mark::Ship => ("s", "\u{25a0}", "legend-ship"),
        Mark::Hit => ("h", "\u{2715}", "legend-hit"),
        Mark::Sunk => ("k", "\u{2716}", "legend-sunk"),
    }
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

/// One board as a figure: its caption (the player's name, what became of them, whose board
/// it is) above its grid. The game page fills it; a batch page's template
/// ([`view_template`]) holds it empty, for its script to fill.
fn board_figure(player: Markup, status: Option<(&str, &str)>, note: Markup, grid: Markup) -> Markup {
    html! {
        figure.board {
            figcaption {
                strong { (player) }
                @if let Some((word, class)) = status { " " span class=(class) { (word) } }
                small { (note) }
            }
            div.grid-wrap { (grid) }
        }
    }
}

/// A board's grid: column letters above, row numbers on the left, then `cell` for each cell;
/// with the board's `side` and an id on the game page, without them in a batch page's template.
fn grid(
    side: Option<(Ids, usize)>,
    columns: u8,
    rows: u8,
    letter: impl Fn(u8) -> char,
    cell: impl Fn(Cell) -> Markup,
) -> Markup {
    let id = side.map(|(ids, side)| format!("{}board-{side}", ids.prefix));
    html! {
        table.grid id=[id] data-board=[side.map(|s| s.1)] {
            thead { tr { th {} @for c in 0..columns {
                th scope="col" { (letter(c)) }
            } } }
            tbody {
                @for r in 0..rows {
                    tr {
                        th scope="row" { (u16::from(r) + 1) }
                        @for c in 0..columns { (cell(Cell::new(c, r))) }
                    }
                }
            }
        }
    }
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
    let status = status.map(|(id, class)| (words.say(id, &[]), class));
    let cell = |cell: Cell| {
        let cell_name = judged.name(cell);
        let (class, symbol, word) = look(state.mark(cell));
        let mark = || ("mark", text(words.say(word, &[])));
        match &flags[usize::from(cell.row) * usize::from(columns) + usize::from(cell.col)] {
            Some(f) => {
                let note = f.note(words);
                let label = words.say(
                    "page-cell-named",
                    &[("cell", text(cell_name.as_str())), mark(), ("named", text(note.as_str()))],
                );
                html! {
                    td class={ "m-" (class) " flag" } data-cell=(cell_name) data-from=(f.from)
                        data-note=(note) title=(label) aria-label=(label) {
                        a href={ "#" (ids.prefix) "v" (f.violation) } { (symbol) }
                    }
                }
            }
            None => {
                let label = words.say("page-cell", &[("cell", text(cell_name.as_str())), mark()]);
                html! { td class={ "m-" (class) } data-cell=(cell_name) title=(label) aria-label=(label) { (symbol) } }
            }
        }
    };
    board_figure(
        name(player),
        status.as_ref().map(|(word, class)| (word.as_str(), *class)),
        said(words, "page-board-note", &[], &[("player", name(player)), ("other", name(other))]),
        grid(Some((ids, side)), columns, rows, |c| judged.letters.shown(c), cell),
    )
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

/// The stepper's controls, hidden until the script shows them, and its label.
fn stepper(words: Words) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    html! {
        div.stepper #stepper hidden {
            div.buttons {
                button type="button" data-step="first" aria-label=(say("page-step-first")) { "\u{ab}" }
                button type="button" data-step="prev" aria-label=(say("page-step-prev")) { "\u{2039}" }
                button type="button" data-step="next" aria-label=(say("page-step-next")) { "\u{203a}" }
                button type="button" data-step="last" aria-label=(say("page-step-last")) { "\u{bb}" }
            }
            output.step-label aria-live="polite" {}
        }
    }
}

/// The viewer: above the boards `top` (the stepper, or why there is none), both boards side by
/// side and the legend, beside the move list (`moves`).
fn viewer(words: Words, top: Markup, boards: [Markup; 2], moves: Markup) -> Markup {
    let [left, right] = boards;
    html! {
        div.viewer #viewer {
            div.boards-col {
                (top)
                div.boards { (left) (right) }
                (legend(words))
            }
            div.moves.log-wrap { (moves) }
        }
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

/// The violations' table: its head, then `rows`. The game page fills it; a batch page's
/// template ([`view_template`]) holds it with one empty row, which its script repeats.
fn violations_table(words: Words, move_heading: &str, rows: Markup) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    html! {
        div.scroll { table.data.violations {
            thead { tr {
                th { (say("page-col-severity")) } th { (say("page-col-code")) } th { (say("page-col-player")) }
                th { (move_heading) } th { (say("page-col-cells")) } th { (say("page-col-message")) }
            } }
            tbody { (rows) }
        } }
    }
}

/// The violations' section: its heading (an `h3` under a batch page's game heading), the count,
/// then the table, if any.
fn violations_section(words: Words, under: bool, count: &str, table: Option<Markup>) -> Markup {
    let heading = words.say("page-heading-violations", &[]);
    html! {
        section {
            @if under { h3 { (heading) } } @else { h2 { (heading) } }
            p.sub { (count) }
            @if let Some(table) = table { (table) }
        }
    }
}

/// Every violation: severity, code, player, move and entry (linked to the boards after it),
/// cells and message.
fn violations(ids: Ids, words: Words, verdict: &Verdict) -> Markup {
    let (fouls, warnings) = crate::verdict::occurred(&verdict.violations);
    let naming = Naming::of(verdict);
    let count = words.say("page-violation-count", &[("fouls", num(fouls)), ("warnings", num(warnings))]);
    let table = (!verdict.violations.is_empty()).then(|| {
        violations_table(
            words,
            &words.say("page-col-move", &numbering(verdict)),
            html! { @for (i, v) in verdict.violations.iter().enumerate() { (violation(ids, i, v, words, naming)) } },
        )
    });
    violations_section(words, false, &count, table)
}

/// A violation's row, its cells as given: the game page fills them, a batch page's template
/// holds them empty.
struct ViolationRow {
    id: Option<String>,
    severity: Option<&'static str>,
    severity_word: Markup,
    code: Markup,
    meaning: Option<String>,
    player: Markup,
    at: Markup,
    cells: Markup,
    message: Markup,
}

impl ViolationRow {
    fn markup(self) -> Markup {
        html! {
            tr id=[self.id] {
                td class=[self.severity] { (self.severity_word) }
                td { code title=[self.meaning] { (self.code) } }
                td { (self.player) }
                td { (self.at) }
                td.code { (self.cells) }
                td.message { bdi { (self.message) } }
            }
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
    ViolationRow {
        id: Some(format!("{}v{i}", ids.prefix)),
        severity: Some(severity),
        severity_word: html! { (words.say(id, &[])) },
        code: html! { (v.code.as_str()) },
        meaning: Some(words.meaning(v.code)),
        player: name(&v.player),
        at: html! {
            @match v.entry {
                Some(e) if ids.log => { a.entry href={ "#" (ids.prefix) "entry=" (e) } { (move_name(words, naming, e)) } }
                Some(e) => { (move_name(words, naming, e)) }
                None => { (words.say("violation-placement", &[])) }
            }
        },
        cells: html! { @if v.cells.is_empty() { "\u{2014}" } @else { (clean(&v.cells.iter().map(|c| words.spot(c)).collect::<Vec<_>>().join(" "))) } },
        message: html! { (clean(&words.violation_named(v, naming))) },
    }
    .markup()
}

/// What each shot of entry `i` did, from the boards before and after it ([`steps::effects`]):
/// `C4 hit`, `D5 miss`, `E6 sunk`, `A1 no effect` (fired at before, in an earlier entry or
/// earlier in the same volley, or after the end), `K11 off the board`.
pub(super) fn judgement(judged: &Judged, words: Words, i: usize, steps: &Steps) -> String {
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

/// The move list's table: its head, then `rows`; the column of what the shots did where the
/// game is stepped (`judgement`). The game page fills it; a batch page's template
/// ([`view_template`]) holds it with one empty row, which its script repeats.
fn log_table(ids: Ids, words: Words, move_heading: &str, judgement: bool, rows: Markup) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    html! {
        table.data.log id={ (ids.prefix) "log" } {
            thead { tr {
                th.num { (move_heading) } th.num.entry-no { (say("page-col-entry")) } th { (say("page-col-player")) }
                th { (say("page-col-shots")) } th.reply { (say("page-col-reply")) }
                @if judgement { th { (say("page-col-judgement")) } }
                th { (say("page-col-violations")) }
            } }
            tbody { (rows) }
        }
    }
}

/// A row of the move list, its cells as given: the game page fills them, a batch page's
/// template holds them empty.
struct LogRow {
    id: Option<String>,
    decides: bool,
    number: Markup,
    entry: Markup,
    player: Markup,
    shots: Markup,
    reply: Markup,
    judgement: Option<Markup>,
    violations: Markup,
}

impl LogRow {
    fn markup(self) -> Markup {
        html! {
            tr id=[self.id] class=[self.decides.then_some("decides")] {
                td.num { (self.number) } td.num.entry-no { (self.entry) }
                td { (self.player) }
                td.code { (self.shots) }
                td.reply { (self.reply) }
                @if let Some(judgement) = self.judgement { td { (judgement) } }
                td { (self.violations) }
            }
        }
    }
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
    let rows = html! {
        @for (i, row) in judged.rows.iter().enumerate() {
            (LogRow {
                id: Some(format!("{}entry={i}", ids.prefix)),
                decides: verdict.decided_at == Some(i),
                number: html! { (naming.at(i).0) },
                entry: html! { (i) },
                player: name(&verdict.players[row.shooter]),
                shots: html! {
                    @if let Some(reason) = row.forfeit { (words.say("page-forfeit-entry", &[("reason", text(reason))])) }
                    @for (n, shot) in row.shots.iter().enumerate() { @if n > 0 { " " } (judged.shot_label(shot)) }
                },
                reply: html! { @match &row.reply { Some(r) => { (reply_in_words(r, words)) }, None => { "\u{2014}" } } },
                judgement: judged.steps.as_ref().map(|steps| html! { (judgement(judged, words, i, steps)) }),
                violations: html! {
                    @if verdict.decided_at == Some(i) { strong { (say("page-decides")) } @if !by_entry[i].is_empty() { "; " } }
                    @for (n, &v) in by_entry[i].iter().enumerate() {
                        @if n > 0 { ", " }
                        @let violation = &verdict.violations[v];
                        a class=(match violation.severity { Severity::Foul => "foul", Severity::Warning => "warning" })
                            href={ "#" (ids.prefix) "v" (v) } { (violation.code.as_str()) }
                    }
                },
            }
            .markup())
        }
    };
    log_table(ids, words, &words.say("page-col-move", &numbering(verdict)), judged.steps.is_some(), rows)
}

/// The game viewer without the page around it: the boards beside the move list, with the
/// stepper (shown by [`script`] when it runs) and the step data, then the violations. A host
/// page shows it with [`style`] and [`script`] (and their hashes in its policy); ids are as on
/// the game page, so a host shows one game at a time.
pub fn game_view(judged: &Judged, lang: Lang) -> String {
    let ids = Ids { prefix: "", log: true };
    let verdict = &judged.verdict;
    let words = Words { lang, letters: judged.letters };
    let say = |id: &str| words.say(id, &[]);
    let top = html! {
        @if judged.steps.is_some() { (stepper(words)) }
        @else if judged.rows.len() > MAX_STEPPED_ENTRIES {
            p.steps-note { (words.say("page-unstepped", &[("max", num(MAX_STEPPED_ENTRIES as u64))])) }
        }
    };
    let [left, right] = flags(&judged.verdict, &judged.boards, words);
    let boards = [
        board_grid(ids, words, judged, 0, &judged.boards, &left),
        board_grid(ids, words, judged, 1, &judged.boards, &right),
    ];
    let moves =
        html! { @if judged.rows.is_empty() { p.sub { (say("page-no-moves")) } } @else { (log(ids, words, judged)) } };
    html! {
        section.viewer-section {
            h2 { (say("page-heading-boards")) }
            (viewer(words, top, boards, moves))
            p.sub.count-note { (words.say("page-count-note", &numbering(verdict))) }
        }
        (violations(ids, words, verdict))
        @if let Some(data) = game_data(judged) {
            script.game-data type="application/json" { (PreEscaped(data)) }
            (script_words(lang))
        }
    }
    .into_string()
}

/// The game view's skeleton, once for a batch page (`<template id="game-view-template">`),
/// which its script clones and fills from a game's step data: the heading, the viewer (stepper,
/// both boards' figures with their grids left out, legend, the move list's head and one empty
/// row), the note under it and the violations' section (head and one empty row); then an empty
/// grid for each of the page's `boards`, by index, which the script puts in the figures. The
/// texts that depend on the game (names, the move column's heading, counts) are the script's.
pub(super) fn view_template(words: Words, boards: &[&BoardData]) -> Markup {
    let ids = Ids { prefix: "", log: true };
    let empty = || html! {};
    let figure = || board_figure(empty(), None, empty(), empty());
    let row = LogRow {
        id: None,
        decides: false,
        number: empty(),
        entry: empty(),
        player: empty(),
        shots: empty(),
        reply: empty(),
        judgement: Some(empty()),
        violations: empty(),
    };
    let violation = ViolationRow {
        id: None,
        severity: None,
        severity_word: empty(),
        code: empty(),
        meaning: None,
        player: empty(),
        at: empty(),
        cells: empty(),
        message: empty(),
    };
    html! {
        template #game-view-template {
            h2 {}
            (viewer(words, stepper(words), [figure(), figure()], log_table(ids, words, "", true, row.markup())))
            p.sub {}
            (violations_section(words, true, "", Some(violations_table(words, "", violation.markup()))))
            div.grids {
                @for board in boards {
                    @let letters: Vec<char> = board.letters.chars().collect();
                    (grid(None, board.columns, board.rows, |c| letters.get(usize::from(c)).copied().unwrap_or(' '), |_| html! { td {} }))
                }
            }
        }
    }
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
