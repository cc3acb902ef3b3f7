//! Verdicts for people (`broadside check --format text`): the rules in words, the result in one
//! sentence, one line per violation, and both final boards side by side.
//!
//! The text carries ANSI styles ([`anstyle`]); the command line writes it through
//! [`anstream`], which strips them where colour is off. Without colour the boards still read:
//! each mark is a distinct character, a cell a violation names is marked `!`, and a legend
//! follows.

use std::borrow::Cow;

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};

use crate::board::{BoardState, Boards, Mark};
use crate::rules::{Preset, Rules, RulesSpec, SalvoOrder, SalvoShots, ShipClass, Touching, Turns};
use crate::verdict::{Code, Outcome, Severity, Spot, Verdict, Violation};
use crate::words::{Lang, Naming, Owner, Words, num, text};

const HEADING: Style = Style::new().bold();
const FOUL: Style = AnsiColor::Red.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();
const WINNER: Style = AnsiColor::Green.on_default().bold();
const LOSER: Style = AnsiColor::Red.on_default();
const CODE: Style = Style::new().bold();
const LABEL: Style = Style::new().dimmed();
const WATER: Style = Style::new().dimmed();
const MISS: Style = AnsiColor::Blue.on_default();
const SHIP: Style = AnsiColor::Cyan.on_default().bold();
const HIT: Style = AnsiColor::Yellow.on_default().bold();
const SUNK: Style = AnsiColor::Red.on_default().bold();
const FLAG: Style = AnsiColor::Magenta.on_default().bold();

/// The character and style of each mark on a board.
fn glyph(mark: Mark) -> (char, Style) {
    match mark {
        Mark::Water => ('.', WATER),
        Mark::Miss => ('o', MISS),
        Mark::Ship => ('#', SHIP),
        Mark::Hit => ('x', HIT),
        Mark::Sunk => ('X', SUNK),
    }
}

/// The marker before a cell that a violation names.
const FLAG_CHAR: char = '!';

/// Renders a verdict for a person: rules, result, violations, statistics, both final boards
/// and a legend. The text holds ANSI styles; strip them (as `anstream` does) for plain text.
pub fn render(verdict: &Verdict, boards: &Boards) -> String {
    render_in(verdict, boards, Lang::En)
}

/// Renders a verdict as [`render`] does, in `lang`, with cells and the boards' columns named in
/// the verdict's letters (the Cyrillic ones of a paper record that used them, docs/format.md §6).
pub fn render_in(verdict: &Verdict, boards: &Boards, lang: Lang) -> String {
    let letters = verdict.letters;
    let words = Words { lang, letters };
    let mut out = String::new();
    let names = [clean(&verdict.players[0]), clean(&verdict.players[1])];

    paint(&mut out, HEADING, &words.say("heading-rules", &[]));
    out.push_str(": ");
    out.push_str(&rules_worded(&verdict.rules, words));

    out.push('\n');
    paint(&mut out, HEADING, &words.say("heading-result", &[]));
    out.push_str(": ");
    out.push_str(&result_sentence(verdict, words));
    out.push('\n');

    out.push('\n');
    violations(&mut out, &verdict.violations, words, Naming::of(verdict), Owner::Named);

    out.push('\n');
    paint(&mut out, HEADING, &words.say("heading-shots", &[]));
    out.push_str(": ");
    let stats: Vec<String> = names.iter().zip(&verdict.stats).map(|(name, s)| words.player_shots(name, s)).collect();
    out.push_str(&stats.join(&words.say("player-shots-sep", &[])));
    out.push_str(&words.say("player-shots-end", &[]));
    out.push_str("\n\n");

    paint(&mut out, HEADING, &words.say("heading-final-boards", &[]));
    let _ = writeln!(out, ": {}", words.say("final-boards-note", &[]));
    let flagged = flagged_cells(verdict);
    let titles = [0, 1].map(|p| {
        let mut title = Line::default();
        title.push(HEADING, &names[p]);
        let status = if verdict.winner.as_deref() == Some(verdict.players[p].as_str()) {
            Some(("board-wins", WINNER))
        } else if verdict.forfeiting_players.contains(&verdict.players[p]) {
            Some(("board-forfeits", LOSER))
        } else {
            None
        };
        if let Some((id, style)) = status {
            title.push(style, &format!(" {}", words.say(id, &[])));
        }
        title
    });
    let left: Vec<Line> =
        std::iter::once(titles[0].clone()).chain(board_lines(boards, &boards.sides[0], &flagged[0], letters)).collect();
    let right: Vec<Line> =
        std::iter::once(titles[1].clone()).chain(board_lines(boards, &boards.sides[1], &flagged[1], letters)).collect();
    let width = left.iter().map(|l| l.width).max().unwrap_or(0) + 4;
    for (l, r) in left.iter().zip(&right) {
        out.push_str("  ");
        out.push_str(&l.text);
        out.push_str(&" ".repeat(width - l.width));
        out.push_str(r.text.trim_end());
        out.push('\n');
    }
    out.push('\n');
    legend(&mut out, words);
    out
}

/// Renders a `broadside fleet` report for a person: the rules in words, whether the placement
/// is legal, one line per violation, the ships found, and the board with the ships drawn on it
/// and the cells each violation names marked.
pub fn render_fleet(report: &crate::drawing::FleetReport, rules: &Rules, lang: Lang) -> String {
    let words = Words::new(lang);
    let mut out = String::new();
    paint(&mut out, HEADING, &words.say("heading-rules", &[]));
    out.push_str(": ");
    out.push_str(&rules_worded(&report.rules, words));
    out.push('\n');
    paint(&mut out, HEADING, &words.say("heading-placement", &[]));
    out.push_str(": ");
    if report.legal {
        paint(&mut out, WINNER, &words.say("placement-legal", &[]));
    } else {
        paint(&mut out, FOUL, &words.say("placement-illegal", &[]));
    }
    out.push_str("\n\n");
    violations(&mut out, &report.violations, words, Naming::Entries, report.owner);
    out.push('\n');
    paint(&mut out, HEADING, &words.say("heading-ships", &[]));
    let _ = writeln!(out, ": {}", words.say("ship-count", &[("ships", num(report.ships.len() as u64))]));
    let width = report
        .ships
        .iter()
        .map(|s| s.ship.as_deref().map_or(1, |n| clean(&words.class(n)).chars().count()))
        .max()
        .unwrap_or(0);
    for ship in &report.ships {
        let name = ship.ship.as_deref().map_or(Cow::Borrowed("-"), |n| Cow::Owned(clean(&words.class(n)).into_owned()));
        let pad = width - name.chars().count();
        let _ = writeln!(out, "  {name}{}  {}", " ".repeat(pad), clean(&ship.label));
    }
    let ships: crate::coord::CellSet = report.ships.iter().flat_map(|s| s.cells.iter().copied()).collect();
    let flagged: crate::coord::CellSet = report.violations.iter().flat_map(|v| on_board(&v.cells)).collect();
    let state = BoardState { ships, ..BoardState::default() };
    let boards = Boards { board: rules.board, sides: [state, state] };
    out.push('\n');
    paint(&mut out, HEADING, &words.say("heading-board", &[]));
    out.push('\n');
    for line in board_lines(&boards, &boards.sides[0], &flagged, crate::paper::Letters::Latin) {
        out.push_str("  ");
        out.push_str(line.text.trim_end());
        out.push('\n');
    }
    out.push('\n');
    legend(&mut out, words);
    out
}

/// The violation lines: a count, then one line each with severity, code, player, move (as
/// `naming` names it), cells and message; a placement violation's owner named as `owner` says.
fn violations(out: &mut String, violations: &[Violation], words: Words, naming: Naming, owner: Owner) {
    let (fouls, warnings) = crate::verdict::occurred(violations);
    paint(out, HEADING, &words.say("heading-violations", &[]));
    let _ = write!(out, ": {}", words.violation_count(fouls, warnings));
    if violations.is_empty() {
        out.push('\n');
        return;
    }
    // The note says how moves are numbered, where a line names one.
    if violations.iter().any(|v| v.entry.is_some()) {
        let _ = write!(out, " {}", words.say("violations-moves-note", &[]));
    }
    out.push('\n');
    // An owner not named is the catalog's word for one in the player's column.
    let unnamed = words.say("unnamed-player", &[]);
    let player_of = |v: &Violation| match (owner, v.entry) {
        (Owner::Unnamed, None) => unnamed.clone(),
        _ => clean(&v.player).into_owned(),
    };
    let player_width = violations.iter().map(|v| player_of(v).chars().count()).max().unwrap_or(0);
    let code_width = violations.iter().map(|v| v.code.as_str().len()).max().unwrap_or(0);
    let (foul, warning) = (words.say("violation-foul", &[]), words.say("violation-warning", &[]));
    let severity_width = foul.chars().count().max(warning.chars().count());
    let moves: Vec<String> = violations
        .iter()
        .map(|v| match v.entry {
            Some(e) => clean(&words.move_named(e, naming)).into_owned(),
            None => words.say("violation-placement", &[]),
        })
        .collect();
    // As wide as the longest: a shooter's name makes "Anya's shot 5" as long as the name is.
    let move_width = moves.iter().map(|m| m.chars().count()).max().unwrap_or(0);

    for (v, at) in violations.iter().zip(&moves) {
        let (severity, style) = match v.severity {
            Severity::Foul => (&foul, FOUL),
            Severity::Warning => (&warning, WARNING),
        };
        out.push_str("  ");
        paint(out, style, &format!("{severity:<severity_width$}"));
        out.push(' ');
        paint(out, CODE, &format!("{:<code_width$}", v.code.as_str()));
        let player = player_of(v);
        let pad = player_width - player.chars().count();
        let _ = write!(out, " {player}{} ", " ".repeat(pad));
        paint(out, LABEL, &format!("{at:<move_width$}"));
        let cells: Vec<String> = v.cells.iter().map(|c| words.spot(c)).collect();
        let cells = if cells.is_empty() { "-".to_owned() } else { clean(&cells.join(",")).into_owned() };
        let _ = writeln!(out, " {cells}: {}", clean(&words.violation_as(v, naming, owner)));
    }
}

/// The result of the game in one sentence ([`Words::result`]), in the style of its outcome.
pub fn result_sentence(verdict: &Verdict, words: Words) -> String {
    let style = match (verdict.outcome, verdict.winner.is_some()) {
        (Outcome::Win, true) => WINNER,
        (Outcome::DoubleForfeit, _) => LOSER,
        _ => HEADING,
    };
    let mut out = String::new();
    paint(&mut out, style, &clean(&words.result(verdict)));
    out
}

/// The rules in words: where they come from, then the board, fleet, touching and turns, one
/// indented line each, ending in a newline.
pub fn rules_in_words(spec: &RulesSpec) -> String {
    rules_worded(spec, Words::default())
}

/// The rules in words as [`rules_in_words`] says them, in the words' language, the columns named
/// in their letters (a paper sheet's, `А-К`), so that a page names them as its board does.
pub fn rules_worded(spec: &RulesSpec, words: Words) -> String {
    let (source, lines) = rules_lines(spec, words);
    let width = lines.iter().map(|l| l.0.chars().count() + 1).max().unwrap_or(0).max(9);
    let mut out = format!("{source}\n");
    for (label, text) in lines {
        out.push_str("  ");
        paint(&mut out, LABEL, &format!("{label:<width$}"));
        out.push_str(&text);
        out.push('\n');
    }
    out
}

/// The rules in words as parts: where they come from (a preset's name, or custom rules with
/// their JSON, escaped), then each line's label and text (board, fleet, touching, turns).
pub fn rules_lines(spec: &RulesSpec, words: Words) -> (String, Vec<(String, String)>) {
    let rules = spec.resolve();
    let source = match spec {
        RulesSpec::Preset(p) => p.to_string(),
        RulesSpec::Custom(c) => {
            let json = clean(&serde_json::to_string(c).expect("rules serialize")).into_owned();
            words.say("rules-custom", &[("base", text(c.base.as_str())), ("json", text(json))])
        }
    };
    let label = |id: &str| words.say(id, &[]);
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let letters = words.letters;
    let board = words.say(
        "rules-board",
        &[
            ("columns", num(columns)),
            ("rows", num(rows)),
            ("letters", text(span(letters.shown(0), letters.shown(columns - 1)))),
            ("numbers", text(span(1, rows))),
        ],
    );
    let touching = match rules.touching {
        Touching::Allowed => "rules-touching-allowed",
        Touching::Forbidden => "rules-touching-forbidden",
    };
    let lines = vec![
        (label("rules-label-board"), board),
        (label("rules-label-fleet"), fleet_worded(&rules.fleet, words)),
        (label("rules-label-touching"), words.say(touching, &[])),
        (label("rules-label-turns"), turns_worded(&rules, words)),
    ];
    (source, lines)
}

/// `A-J`, or `A` alone for a span of one.
fn span<T: PartialEq + std::fmt::Display>(first: T, last: T) -> String {
    if first == last { first.to_string() } else { format!("{first}-{last}") }
}

/// A fleet in words: `battleship 4, cruiser 3 x2, ... (10 ships, sizes in cells)`.
pub fn fleet_in_words(classes: &[ShipClass]) -> String {
    fleet_worded(classes, Words::default())
}

fn fleet_worded(classes: &[ShipClass], words: Words) -> String {
    let ships: u64 = classes.iter().map(|c| u64::from(c.count)).sum();
    let list: Vec<String> = classes
        .iter()
        .map(|c| {
            let args = [
                ("name", text(clean(&words.class(&c.name)).into_owned())),
                ("size", num(c.size)),
                ("count", num(c.count)),
            ];
            words.say("rules-fleet-class", &args)
        })
        .collect();
    let classes = list.join(&words.say("list-comma", &[]));
    words.say("rules-fleet", &[("classes", text(classes)), ("ships", num(ships))])
}

/// Each class's salvo value: `battleship 3, cruiser 2, ...`.
fn salvo_values(classes: &[ShipClass], words: Words) -> String {
    let values: Vec<String> = classes
        .iter()
        .map(|c| {
            let name = clean(&words.class(&c.name)).into_owned();
            words.say("rules-salvo-value", &[("name", text(name)), ("value", num(c.salvo))])
        })
        .collect();
    values.join(&words.say("list-comma", &[]))
}

fn turns_worded(rules: &Rules, words: Words) -> String {
    let id = match (rules.turns, rules.salvo_shots, rules.salvo_order) {
        (Turns::Alternate, ..) => "rules-turns-alternate",
        (Turns::AgainOnHit, ..) => "rules-turns-again-on-hit",
        (Turns::Salvo, SalvoShots::ShipValue, SalvoOrder::Simultaneous) => "rules-turns-values-simultaneous",
        (Turns::Salvo, SalvoShots::ShipValue, SalvoOrder::Sequential) => "rules-turns-values-sequential",
        (Turns::Salvo, SalvoShots::ShipsAfloat, SalvoOrder::Simultaneous) => "rules-turns-afloat-simultaneous",
        (Turns::Salvo, SalvoShots::ShipsAfloat, SalvoOrder::Sequential) => "rules-turns-afloat-sequential",
    };
    words.say(id, &[("values", text(salvo_values(&rules.fleet, words)))])
}

/// The presets, the named fleets and the violation codes, as `broadside rules` lists them, in
/// the words' language (preset, fleet and code names are names: as the JSON writes them).
pub fn rules_listing(words: Words) -> String {
    use crate::rules::FleetName;
    let mut out = String::new();
    paint(&mut out, HEADING, &words.say("listing-presets", &[]));
    let _ = writeln!(out, " {}", words.say("listing-presets-note", &[]));
    for preset in Preset::ALL {
        let rules = preset.rules();
        let fleet = match FleetName::ALL.into_iter().find(|f| f.classes() == rules.fleet) {
            Some(name) => text(name.as_str()),
            None => text(fleet_worded(&rules.fleet, words)),
        };
        let touching = match rules.touching {
            Touching::Allowed => "allowed",
            Touching::Forbidden => "forbidden",
        };
        out.push_str("  ");
        paint(&mut out, CODE, &format!("{:<8}", preset.as_str()));
        let args = [
            ("columns", num(rules.board.columns)),
            ("rows", num(rules.board.rows)),
            ("fleet", fleet),
            ("touching", text(touching)),
            ("turns", text(turns_name(rules.turns))),
        ];
        let _ = writeln!(out, " {}", words.say("listing-preset", &args));
    }
    out.push('\n');
    paint(&mut out, HEADING, &words.say("listing-fleets", &[]));
    let _ = writeln!(out, " {}", words.say("listing-fleets-note", &[]));
    for fleet in FleetName::ALL {
        out.push_str("  ");
        paint(&mut out, CODE, &format!("{:<15}", fleet.as_str()));
        let classes = fleet.classes();
        let args = [("fleet", text(fleet_worded(&classes, words))), ("values", text(salvo_values(&classes, words)))];
        let _ = writeln!(out, " {}", words.say("listing-fleet", &args));
    }
    out.push('\n');
    paint(&mut out, HEADING, &words.say("listing-codes", &[]));
    let _ = writeln!(out, " {}", words.say("listing-codes-note", &[]));
    let (foul, warning) = (words.say("violation-foul", &[]), words.say("violation-warning", &[]));
    let severity_width = foul.chars().count().max(warning.chars().count());
    for code in Code::ALL {
        out.push_str("  ");
        paint(&mut out, CODE, &format!("{:<16}", code.as_str()));
        let (severity, style) = match code.severity() {
            Severity::Foul => (&foul, FOUL),
            Severity::Warning => (&warning, WARNING),
        };
        out.push(' ');
        paint(&mut out, style, &format!("{severity:<severity_width$}"));
        let _ = writeln!(out, " {}", words.meaning(code));
    }
    out.push('\n');
    let _ = writeln!(out, "{}", words.say("listing-record-rules", &[]));
    out.push_str("  {\"base\": \"salvo\", \"fleet\": \"two-destroyers\", \"salvo_order\": \"sequential\"}\n");
    out
}

fn turns_name(turns: Turns) -> &'static str {
    match turns {
        Turns::Alternate => "alternate",
        Turns::AgainOnHit => "again_on_hit",
        Turns::Salvo => "salvo",
    }
}

fn legend(out: &mut String, words: Words) {
    paint(out, HEADING, &words.say("heading-legend", &[]));
    out.push(':');
    for (i, mark) in [Mark::Ship, Mark::Hit, Mark::Sunk, Mark::Miss, Mark::Water].into_iter().enumerate() {
        let (c, style) = glyph(mark);
        out.push_str(if i == 0 { " " } else { "  " });
        paint(out, style, &c.to_string());
        out.push(' ');
        out.push_str(&words.say(
            match mark {
                Mark::Ship => "legend-ship",
                Mark::Hit => "legend-hit",
                Mark::Sunk => "legend-sunk",
                Mark::Miss => "legend-miss",
                Mark::Water => "legend-water",
            },
            &[],
        ));
    }
    out.push_str("  ");
    paint(out, FLAG, &FLAG_CHAR.to_string());
    let _ = writeln!(out, " {}", words.say("legend-flag", &[]));
}

/// Per board, the cells that violations name: placement violations and false reports name
/// cells of their player's own board; the shooter's violations name cells of the defender's.
fn flagged_cells(verdict: &Verdict) -> [crate::coord::CellSet; 2] {
    let mut flagged = [crate::coord::CellSet::new(); 2];
    for v in &verdict.violations {
        let Some(board) = board_of(verdict, v) else { continue };
        flagged[board].extend(on_board(&v.cells));
    }
    flagged
}

/// The board (0 or 1, in the verdict's player order) whose cells violation `v` names:
/// placement violations and false reports name their player's own board, the shooter's
/// violations the board fired at. `None` if `v` names no player of the verdict.
pub(crate) fn board_of(verdict: &Verdict, v: &Violation) -> Option<usize> {
    let p = verdict.players.iter().position(|n| *n == v.player)?;
    let own_board = v.entry.is_none() || v.code == Code::FalseReport;
    Some(if own_board { p } else { 1 - p })
}

/// The cells of the board among a violation's.
fn on_board(spots: &[Spot]) -> impl Iterator<Item = crate::coord::Cell> + '_ {
    spots.iter().filter_map(|s| match s {
        Spot::On(cell) => Some(*cell),
        Spot::Off(_) => None,
    })
}

/// A line of styled text and its width on screen (without the styles).
#[derive(Clone, Default)]
struct Line {
    text: String,
    width: usize,
}

impl Line {
    fn push(&mut self, style: Style, s: &str) {
        paint(&mut self.text, style, s);
        self.width += s.chars().count();
    }
    fn plain(&mut self, s: &str) {
        self.text.push_str(s);
        self.width += s.chars().count();
    }
}

/// One board: a header of column letters, then a row a line, labelled 1.. on the left.
fn board_lines(
    boards: &Boards,
    state: &BoardState,
    flagged: &crate::coord::CellSet,
    letters: crate::paper::Letters,
) -> Vec<Line> {
    let (columns, rows) = (boards.board.columns, boards.board.rows);
    let mut lines = Vec::with_capacity(usize::from(rows) + 1);
    let mut header = Line::default();
    header.plain("  ");
    for c in 0..columns {
        header.plain(" ");
        header.push(LABEL, &letters.shown(c).to_string());
    }
    lines.push(header);
    for r in 0..rows {
        let mut line = Line::default();
        line.push(LABEL, &format!("{:>2}", r + 1));
        for c in 0..columns {
            let cell = crate::coord::Cell::new(c, r);
            let (ch, style) = glyph(state.mark(cell));
            if flagged.contains(cell) {
                line.push(FLAG, &FLAG_CHAR.to_string());
                line.push(style.invert(), &ch.to_string());
            } else {
                line.plain(" ");
                line.push(style, &ch.to_string());
            }
        }
        lines.push(line);
    }
    lines
}

/// Appends `text` in `style`, resetting after it.
fn paint(out: &mut String, style: Style, text: &str) {
    let _ = write!(out, "{style}{text}{style:#}");
}

/// Text from a record made safe for a terminal (see [`crate::error::escape`]).
pub use crate::error::escape as clean;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::{Overrides, Referee};

    fn plain(text: &str) -> String {
        anstream::adapter::strip_str(text).to_string()
    }

    /// A 3x1 board, one one-cell boat each, with `fleets` and `shots` as given.
    fn judge(fleets: &str, shots: &str) -> (Verdict, Boards) {
        let record = format!(
            r#"{{"rules": {{"base": "classic", "board": {{"columns": 3, "rows": 1}}, "fleet": [{{"ship": "boat", "size": 1}}]}},
                "players": ["ann", "bob"], "fleets": {fleets}, "shots": {shots}}}"#
        );
        Referee::new(&Overrides::default()).unwrap().check_with_boards(&record).unwrap()
    }

    #[test]
    fn a_placement_forfeit_names_the_fleet() {
        let (verdict, _) = judge(r#"{"ann": [{"cells": ["A1", "B1"]}], "bob": [{"cells": ["C1"]}]}"#, "[]");
        assert_eq!(
            plain(&result_sentence(&verdict, Words::default())),
            "bob wins: ann forfeits for wrong_fleet in the placement of ann's fleet."
        );
    }

    #[test]
    fn a_won_game_and_its_boards() {
        let (verdict, boards) = judge(
            r#"{"ann": [{"cells": ["A1"]}], "bob": [{"cells": ["C1"]}]}"#,
            r#"[{"player": "ann", "at": "B1"}, {"player": "bob", "at": "B1"}, {"player": "ann", "at": "C1"}]"#,
        );
        assert_eq!(
            plain(&result_sentence(&verdict, Words::default())),
            "ann wins: ann destroyed bob's fleet with shot 2.",
            "entry 2 is ann's second shot"
        );
        let text = plain(&render(&verdict, &boards));
        assert!(text.contains("  ann (wins)    bob\n"), "{text}");
        assert!(text.contains("     A B C         A B C\n"), "{text}");
        assert!(text.contains("   1 # o .       1 . o X\n"), "{text}");
    }

    #[test]
    fn fleets_and_rules_in_words() {
        let words = plain(&rules_in_words(&RulesSpec::Preset(Preset::Salvo)));
        assert!(words.starts_with("salvo\n  board    10 x 10: columns A-J, rows 1-10\n"), "{words}");
        assert!(words.contains("(battleship 3, cruiser 2, submarine 1, destroyer 1)"), "{words}");
        let one = RulesSpec::from_arg(r#"{"base": "classic", "board": {"columns": 1, "rows": 1}}"#).unwrap();
        assert!(plain(&rules_in_words(&one)).contains("1 x 1: columns A, rows 1\n"));
        assert_eq!(
            fleet_in_words(&crate::rules::FleetName::Russian.classes()),
            "battleship 4, cruiser 3 x2, destroyer 2 x3, torpedo boat 1 x4 (10 ships, sizes in cells)"
        );
    }
}
