//! Paper sheets in every style docs/format.md §6 allows (issue: "never convict a player for what
//! the reader did not understand"):
//! - random legal games (every ruleset; fleets listed, drawn with marks, drawn with initials;
//!   the log as `log:` lines or shot grids in all three numberings) written as paper in every
//!   style (mark sets, dashes, row labels, case, column letter sets, spacing, comments) get the
//!   verdict of the JSON record they stand for;
//! - a character of a drawing replaced by one v3 gives no meaning, or a stray word after a
//!   reply, is an input error at that character's line and column: never a verdict;
//! - random games, legal or with a fault, written as paper in every language of the catalogs
//!   (`broadside record --to paper --lang`: its words, and its digits for bn and hi) read back to
//!   the JSON record's verdict.

use broadside::generate::{FaultChoice, Generator};
use broadside::words::Lang;
use broadside::{Overrides, Referee, Rules, RulesSpec, paper};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::records;

/// How a sheet is written.
#[derive(Clone, Debug)]
struct Style {
    ship: char,
    water: char,
    dash: &'static str,
    label: &'static str,
    case: u8,
    letters: usize,
    glued: bool,
    comments: bool,
    numbered_log: bool,
    /// Whether drawings and shot grids number their rows.
    numbered_rows: bool,
    /// Ruled lines drawn in drawings and shot grids, if any.
    ruling: Option<Ruling>,
}

/// Ruled lines as players draw them in a drawing or a shot grid (docs/format.md §6 "Fleets", on
/// rulings).
#[derive(Clone, Debug)]
struct Ruling {
    /// The rule character (`-`, `_`, `=`, box drawing) or `+` for `+-+-+`.
    ch: char,
    spaced: bool,
    above: bool,
    /// After which row (from 0) a ruled line stands, or after every row.
    between: Option<usize>,
    every: bool,
    under: bool,
}

impl Ruling {
    /// A ruled line under `width` characters of cells.
    fn line(&self, width: usize) -> String {
        match (self.ch, self.spaced) {
            ('+', _) => format!("+{}", "-+".repeat(width.div_ceil(2))),
            (c, true) => vec![c.to_string(); width.div_ceil(2)].join(" "),
            (c, false) => c.to_string().repeat(width),
        }
    }

    fn after(&self, row: usize, rows: usize) -> bool {
        (row + 1 < rows && (self.every || self.between == Some(row))) || (row + 1 == rows && self.under)
    }
}

fn ruling() -> impl Strategy<Value = Ruling> {
    (
        prop::sample::select(vec!['-', '_', '=', '+', '─', '═', '━', '—']),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(0usize..9),
        prop::sample::select(vec![false, false, false, true]),
        any::<bool>(),
    )
        .prop_map(|(ch, spaced, above, between, every, under)| Ruling { ch, spaced, above, between, every, under })
}

fn style() -> impl Strategy<Value = Style> {
    (
        (
            prop::sample::select(vec!['#', 'X', 'x', '1', '■', '█', '*', '@']),
            prop::sample::select(vec!['.', '·', '-', '~', '_', '0', '□']),
            prop::sample::select(vec!["-", "–", "—", "−", " - "]),
            prop::sample::select(vec!["", ".", ")", ":"]),
        ),
        (0u8..3, 0usize..5, any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(|((ship, water, dash, label), (case, letters, glued, comments, numbered_log))| Style {
            ship,
            water,
            dash,
            label,
            case,
            letters,
            glued,
            comments,
            numbered_log,
            numbered_rows: true,
            ruling: None,
        })
}

/// Column letter sets: none written, Latin, А…К, А…Й, РЕСПУБЛИКА.
const SETS: [Option<[&str; 10]>; 5] = [
    None,
    Some(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]),
    Some(["А", "Б", "В", "Г", "Д", "Е", "Ж", "З", "И", "К"]),
    Some(["А", "Б", "В", "Г", "Д", "Е", "Ж", "З", "И", "Й"]),
    Some(["Р", "Е", "С", "П", "У", "Б", "Л", "И", "К", "А"]),
];

impl Style {
    /// A word in this style's case: as it is, in capitals, or with a capital first.
    fn case(&self, word: &str) -> String {
        match self.case {
            0 => word.to_owned(),
            1 => word.to_uppercase(),
            _ => {
                let mut c = word.chars();
                c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
            }
        }
    }

    /// The sheet's column letter of column `col` for coordinates.
    fn column(&self, col: u8) -> String {
        match SETS[self.letters] {
            Some(set) if self.letters >= 2 => set[usize::from(col)].to_owned(),
            _ => char::from(b'A' + col).to_string(),
        }
    }

    fn cell(&self, (col, row): (u8, u8)) -> String {
        format!("{}{}", self.column(col), row + 1)
    }

    fn line(&self, out: &mut String, text: &str) {
        out.push_str(text);
        if self.comments {
            out.push_str("   // noted at the table");
        }
        out.push('\n');
    }

    /// A grid's first line of column letters, if the style writes one.
    fn header(&self, out: &mut String, spaced: bool) {
        if let Some(set) = SETS[self.letters] {
            out.push_str(if spaced { "     " } else { "    " });
            out.push_str(&set.join(if spaced { "  " } else { " " }));
            out.push('\n');
        }
    }

    fn label(&self, row: usize) -> String {
        if self.numbered_rows { format!("{:>3}{} ", row + 1, self.label) } else { String::new() }
    }

    /// The ruled line above a grid's rows, if the style rules one.
    fn rule_above(&self, out: &mut String, width: usize) {
        if let Some(ruling) = self.ruling.as_ref().filter(|r| r.above) {
            out.push_str(&format!(
                "{}{}\n",
                self.label(0).replace(|c: char| !c.is_whitespace(), " "),
                ruling.line(width)
            ));
        }
    }

    /// The ruled line after row `row` of `rows`, if the style rules one there.
    fn rule_after(&self, out: &mut String, row: usize, rows: usize, width: usize) {
        if let Some(ruling) = self.ruling.as_ref().filter(|r| r.after(row, rows)) {
            out.push_str(&format!(
                "{}{}\n",
                self.label(0).replace(|c: char| !c.is_whitespace(), " "),
                ruling.line(width)
            ));
        }
    }
}

/// `C4` as (column, row) from 0.
fn parse(cell: &str) -> (u8, u8) {
    let col = cell.as_bytes()[0].to_ascii_uppercase() - b'A';
    (col, cell[1..].trim().parse::<u8>().unwrap() - 1)
}

/// A coordinate as a record writes it (`"C4"` or `[2, 3]`) as (column, row) from 0.
fn coord(v: &Value) -> (u8, u8) {
    match v {
        Value::String(text) => parse(text),
        Value::Array(pair) => (pair[0].as_u64().unwrap() as u8, pair[1].as_u64().unwrap() as u8),
        other => panic!("coordinate {other}"),
    }
}

/// What a log entry fires at: its cells, and whether it is a volley.
fn targets(at: &Value) -> (Vec<(u8, u8)>, bool) {
    match at {
        Value::Array(list) if !list.first().is_some_and(Value::is_number) => (list.iter().map(coord).collect(), true),
        one => (vec![coord(one)], false),
    }
}

/// A listed ship's cells, from 0.
fn cells_of(ship: &Value) -> Vec<(u8, u8)> {
    match &ship["cells"] {
        Value::String(range) => {
            let (a, b) = range.split_once('-').unwrap();
            let ((c0, r0), (c1, r1)) = (parse(a), parse(b));
            let mut out = Vec::new();
            for c in c0.min(c1)..=c0.max(c1) {
                for r in r0.min(r1)..=r0.max(r1) {
                    out.push((c, r));
                }
            }
            out
        }
        Value::Array(list) => list.iter().map(coord).collect(),
        other => panic!("cells {other}"),
    }
}

/// How a fleet is written.
#[derive(Clone, Copy, Debug)]
enum FleetForm {
    Listed,
    Marks,
    Initials,
}

/// How the log is written.
#[derive(Clone, Copy, Debug, PartialEq)]
enum LogForm {
    Lines,
    Round,
    Player,
    Game,
}

/// The paper text of `record` in `style`, and the JSON record it stands for.
fn write(
    record: &Value,
    rules: &Rules,
    style: &Style,
    forms: [FleetForm; 2],
    log: LogForm,
    marks: bool,
) -> (String, Value) {
    // Without a labelled grid, a sheet's Cyrillic coordinates are А…К (docs/format.md §6 "Fleets").
    let gridded = forms.iter().any(|f| !matches!(f, FleetForm::Listed)) || log != LogForm::Lines;
    let style = &Style { letters: if gridded { style.letters } else { style.letters.min(2) }, ..style.clone() };
    let names: Vec<String> =
        record["players"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect();
    let mut expected = record.clone();
    expected.as_object_mut().unwrap().remove("meta");
    let mut out = String::new();
    out.push_str("// a game kept on paper\n");
    style.line(&mut out, &format!("{}: {}", style.case("rules"), style.case(record["rules"].as_str().unwrap())));
    style.line(&mut out, &format!("{}: {}, {}", style.case("players"), names[0], names[1]));
    style.line(&mut out, &format!("{}: {}", style.case("first"), style.case(record["first"].as_str().unwrap())));
    if log != LogForm::Lines {
        let numbering = match log {
            LogForm::Round => "round",
            LogForm::Player => "player",
            _ => "game",
        };
        style.line(&mut out, &format!("{}: {}", style.case("numbering"), style.case(numbering)));
    }
    for (p, name) in names.iter().enumerate() {
        let ships = record["fleets"][name].as_array().unwrap();
        out.push('\n');
        let section = format!("{} {}:", style.case(name), style.case("fleet"));
        match forms[p] {
            FleetForm::Listed => {
                style.line(&mut out, &section);
                let listed: Vec<String> = ships
                    .iter()
                    .map(|ship| {
                        let cells = cells_of(ship);
                        let (a, b) = (cells[0], cells[cells.len() - 1]);
                        let cells = if cells.len() == 1 {
                            style.cell(a)
                        } else {
                            format!("{}{}{}", style.cell(a), style.dash, style.cell(b))
                        };
                        match ship["ship"].as_str() {
                            Some(class) => format!("{}: {cells}", style.case(class)),
                            None => cells,
                        }
                    })
                    .collect();
                for chunk in listed.chunks(3) {
                    style.line(&mut out, &format!("  {}", chunk.join(", ")));
                }
            }
            FleetForm::Marks | FleetForm::Initials => {
                let (columns, rows) = (rules.board.columns as usize, rules.board.rows as usize);
                let mut board = vec![vec![style.water; columns]; rows];
                let mut json_rows = vec![vec!['.'; columns]; rows];
                for ship in ships {
                    let cells = cells_of(ship);
                    let class = rules.fleet.iter().find(|c| usize::from(c.size) == cells.len()).unwrap();
                    let initial = class.name.chars().next().unwrap().to_ascii_uppercase();
                    for (c, r) in cells {
                        let mark = if matches!(forms[p], FleetForm::Initials) { initial } else { style.ship };
                        board[usize::from(r)][usize::from(c)] = mark;
                        json_rows[usize::from(r)][usize::from(c)] = if mark == style.ship { '#' } else { initial };
                    }
                }
                expected["fleets"][name] =
                    json!({"grid": json_rows.iter().map(|r| r.iter().collect::<String>()).collect::<Vec<_>>()});
                out.push_str(&section);
                out.push('\n');
                style.header(&mut out, false);
                let width = if style.glued { columns } else { 2 * columns - 1 };
                style.rule_above(&mut out, width);
                for (r, row) in board.iter().enumerate() {
                    let cells: Vec<String> = row.iter().map(char::to_string).collect();
                    let cells = if style.glued { cells.concat() } else { cells.join(" ") };
                    style.line(&mut out, &format!("{}{cells}", style.label(r)));
                    style.rule_after(&mut out, r, rows, width);
                }
            }
        }
    }
    let shots = record["shots"].as_array().unwrap();
    if log == LogForm::Lines {
        out.push('\n');
        style.line(&mut out, &format!("{}:", style.case("log")));
        for (i, e) in shots.iter().enumerate() {
            let number = if style.numbered_log { format!("{}. ", i + 1) } else { String::new() };
            let player = style.case(e["player"].as_str().unwrap());
            let line = match targets(&e["at"]) {
                (cells, false) => {
                    let mut line = format!("{number}{player} {}", style.cell(cells[0]));
                    if let Some(reply) = e["reply"].as_str() {
                        line.push(' ');
                        line.push_str(&style.case(reply));
                        if let Some(ship) = e["ship"].as_str() {
                            line.push(' ');
                            line.push_str(&style.case(ship));
                        }
                    }
                    line
                }
                (cells, true) => {
                    let cells: Vec<String> = cells.into_iter().map(|c| style.cell(c)).collect();
                    let mut line = format!("{number}{player} {}:", cells.join(" "));
                    if let Some(reply) = e["reply"].as_object() {
                        let hits: Vec<String> = reply["hits"]
                            .as_object()
                            .unwrap()
                            .iter()
                            .map(|(k, v)| format!("{} {v}", style.case(k)))
                            .collect();
                        line.push(' ');
                        line.push_str(&if hits.is_empty() { style.case("none") } else { hits.join(", ") });
                        let sunk: Vec<String> = reply
                            .get("sunk")
                            .and_then(Value::as_array)
                            .map(|s| s.iter().map(|k| style.case(k.as_str().unwrap())).collect())
                            .unwrap_or_default();
                        if !sunk.is_empty() {
                            line.push_str(&format!("; {} {}", style.case("sunk"), sunk.join(", ")));
                        }
                    }
                    line
                }
            };
            style.line(&mut out, &line);
        }
        return (out, expected);
    }
    // Shot grids: each player's shots numbered by the log form.
    let (columns, rows) = (rules.board.columns as usize, rules.board.rows as usize);
    let mut counts = [0usize; 2];
    let mut grids = vec![vec![vec![String::from("."); columns]; rows]; 2];
    let mut expected_shots = Vec::new();
    for (i, e) in shots.iter().enumerate() {
        let p = names.iter().position(|n| n == e["player"].as_str().unwrap()).unwrap();
        counts[p] += 1;
        let number = match log {
            LogForm::Round => counts[p],
            LogForm::Player => counts[p],
            _ => i + 1,
        };
        let (mut cells, volley) = targets(&e["at"]);
        // A sheet gives a volley's cells in reading order, row by row.
        cells.sort_by_key(|&(c, r)| (r, c));
        let at: Vec<String> = cells.iter().map(|&(c, r)| format!("{}{}", char::from(b'A' + c), r + 1)).collect();
        let at = if volley { json!(at) } else { json!(at[0]) };
        let mut entry = json!({"player": e["player"], "at": at});
        let mark = match e["reply"].as_str() {
            Some(reply) if marks => {
                entry["reply"] = json!(reply);
                if reply == "miss" { "o" } else { "x" }
            }
            _ => "",
        };
        expected_shots.push(entry);
        for (c, r) in cells {
            grids[p][usize::from(r)][usize::from(c)] = format!("{number}{}", style.case(mark));
        }
    }
    expected["shots"] = Value::Array(expected_shots);
    for (p, name) in names.iter().enumerate() {
        out.push('\n');
        out.push_str(&format!("{} {}:\n", style.case(name), style.case("shots")));
        style.header(&mut out, true);
        style.rule_above(&mut out, 5 * columns - 3);
        for (r, row) in grids[p].iter().enumerate() {
            let cells: Vec<String> = row.iter().map(|c| format!("{c:<4}")).collect();
            style.line(&mut out, &format!("{}{}", style.label(r), cells.join(" ").trim_end()));
            style.rule_after(&mut out, r, rows, 5 * columns - 3);
        }
    }
    (out, expected)
}

/// Whether the log can stand on shot grids numbered `log`: no cell fired at twice by one player
/// and, for rounds, each round `first`'s volley then the other's.
fn fits_grids(record: &Value, log: LogForm) -> bool {
    let shots = record["shots"].as_array().unwrap();
    let first = record["first"].as_str().unwrap();
    let mut seen = std::collections::HashSet::new();
    for (i, e) in shots.iter().enumerate() {
        let Some(at) = e.get("at") else { return false };
        for c in targets(at).0 {
            if !seen.insert((e["player"].as_str().unwrap().to_owned(), c)) {
                return false;
            }
        }
        if log == LogForm::Round && (e["player"].as_str() == Some(first)) != (i % 2 == 0) {
            return false;
        }
    }
    true
}

fn game(index: u64, seed: u64) -> (Value, Rules, String) {
    let specs = ["classic", "salvo", "russian"].iter().map(|s| RulesSpec::from_arg(s).unwrap()).collect();
    let generator = Generator::new(specs, seed).unwrap();
    let game = generator.game(index, FaultChoice::None);
    let record = serde_json::to_value(&game.record).unwrap();
    let spec = RulesSpec::from_arg(record["rules"].as_str().unwrap()).unwrap();
    let name = record["rules"].as_str().unwrap().to_owned();
    (record, spec.resolve(), name)
}

/// Cyrillic column letters and the Latin letters that look like them.
const TWINS: [(char, char); 7] = [('А', 'A'), ('В', 'B'), ('Е', 'E'), ('К', 'K'), ('Р', 'P'), ('С', 'C'), ('У', 'Y')];

/// A random legal game written as paper, and the JSON record it stands for.
struct Sheet {
    text: String,
    expected: Value,
    referee: Referee,
    /// Whether the sheet's replies are marks on shot grids, which do not tell a hit from a
    /// sinking hit (see [`Sheet::comparable`]).
    marked_grids: bool,
}

impl Sheet {
    /// Game `index` of `seed`, fleets in `forms` (listed, marks, initials), the log as `log`
    /// (lines, or shot grids numbered by round, player or game where the game fits them).
    fn new(index: u64, seed: u64, style: &Style, forms: (u8, u8), log: u8, marks: bool) -> Sheet {
        let (record, rules, name) = game(index, seed);
        let form = |f: u8| [FleetForm::Listed, FleetForm::Marks, FleetForm::Initials][usize::from(f)];
        let salvo = name == "salvo";
        let log = match log {
            1 if salvo => LogForm::Round,
            1 => LogForm::Player,
            2 => LogForm::Game,
            3 if !salvo => LogForm::Player,
            _ => LogForm::Lines,
        };
        let log = if log != LogForm::Lines && !fits_grids(&record, log) { LogForm::Lines } else { log };
        // Marks are replies of single shots; Salvo sheets carry none.
        let marks = marks && !salvo;
        let (text, expected) = write(&record, &rules, style, [form(forms.0), form(forms.1)], log, marks);
        let referee = Referee::new(&Overrides::default()).unwrap();
        Sheet { text, expected, referee, marked_grids: marks && log != LogForm::Lines }
    }

    /// The verdict of the JSON record the sheet stands for.
    fn want(&self) -> Result<broadside::Verdict, TestCaseError> {
        let want = self
            .referee
            .check(&self.expected.to_string())
            .map_err(|e| TestCaseError::fail(format!("{e}\n{}", self.expected)))?;
        Ok(self.comparable(want))
    }

    /// A verdict as the sheet can settle it: a sheet's `x` does not tell a hit from a sinking
    /// hit, so the referee writes the one its split makes true, and a drawing the JSON record's
    /// words left ambiguous may be settled by the sheet (the `ambiguous_fleet` warning goes;
    /// which ships count as sunk may differ); fouls, the outcome, shots and hits may not.
    fn comparable(&self, mut verdict: broadside::Verdict) -> broadside::Verdict {
        if self.marked_grids {
            verdict.violations.retain(|x| x.code != broadside::Code::AmbiguousFleet);
            for stats in &mut verdict.stats {
                stats.ships_sunk = 0;
            }
        }
        verdict
    }
}

proptest! {
    #![proptest_config(ProptestConfig { max_global_rejects: 1 << 20, ..records::config(std::env::var("PAPER_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(300)) })]

    #[test]
    fn legal_games_in_every_paper_style_keep_their_verdict(
        index in 0u64..5_000,
        seed in 0u64..3,
        style in style(),
        forms in (0u8..3, 0u8..3),
        log in 0u8..4,
        marks in any::<bool>(),
    ) {
        let sheet = Sheet::new(index, seed, &style, forms, log, marks);
        let got = paper::check(&sheet.text, &sheet.referee).map_err(|e| TestCaseError::fail(format!("{e}\n{}", sheet.text)))?.0;
        prop_assert_eq!(sheet.comparable(got), sheet.want()?, "paper:\n{}", sheet.text);
    }

    /// Ruled lines above, between and under the rows of drawings and shot grids (issue: "a line
    /// that is not a row became one"): the sheet reads to the JSON record's verdict, or, where
    /// only row numbers would settle which lines are rows (unnumbered rows of `-` or `_` water
    /// beside a ruling of the same), is an input error at a line in doubt; never another verdict.
    #[test]
    fn ruled_lines_keep_the_verdict_or_are_an_error_at_a_line_in_doubt(
        index in 0u64..5_000,
        seed in 0u64..3,
        style in style(),
        ruling in ruling(),
        numbered_rows in any::<bool>(),
        forms in (1u8..3, 0u8..3),
        log in 0u8..4,
        marks in any::<bool>(),
    ) {
        let style = Style { ruling: Some(ruling.clone()), numbered_rows, ..style };
        let sheet = Sheet::new(index, seed, &style, forms, log, marks);
        match paper::check(&sheet.text, &sheet.referee) {
            Ok((got, _)) => prop_assert_eq!(sheet.comparable(got), sheet.want()?, "paper:\n{}", sheet.text),
            Err(e) if e.position().is_some() => {
                let (line, message) = (e.position().unwrap().0, e.to_string());
                let text: Vec<&str> = sheet.text.lines().collect();
                let at = text[line - 1].split("//").next().unwrap().trim();
                let rule = |c: char| c.is_whitespace() || "-_=+—".contains(c) || ('\u{2500}'..='\u{257f}').contains(&c);
                let in_doubt = !numbered_rows && ['-', '_'].contains(&style.water) && ['-', '_', '—'].contains(&ruling.ch);
                prop_assert!(in_doubt && at.chars().all(rule), "{line}: {message}\n{}", sheet.text);
                prop_assert!(message.contains("number the rows"), "{message}");
            }
            Err(other) => prop_assert!(false, "{other}"),
        }
    }

    /// A Latin letter typed for one of the sheet's Cyrillic column letters (issue: "a letter
    /// read in the wrong alphabet"): where it names the same column either way (C for С on
    /// Р Е С П У Б Л И К А) the sheet keeps its verdict; elsewhere it is an input error at that
    /// letter, naming both readings; never another verdict.
    #[test]
    fn latin_look_alikes_keep_the_verdict_or_are_an_error_at_the_letter(
        index in 0u64..5_000,
        style in style(),
        respublika in any::<bool>(),
        forms in (0u8..3, 0u8..1),
        pick in any::<prop::sample::Index>(),
        lower in any::<bool>(),
    ) {
        // Fleets listed (one may be drawn, which labels its columns), the log as lines.
        let style = Style { letters: if respublika { 4 } else { 2 }, ..style };
        let forms = if respublika { (forms.0.max(1), forms.1) } else { forms };
        let sheet = Sheet::new(index, 0, &style, forms, 0, false);
        let set = SETS[style.letters].unwrap();
        let lines: Vec<&str> = sheet.text.lines().collect();
        // Every coordinate whose letter has a Latin look-alike: (line, char index, Latin letter).
        let mut found = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let chars: Vec<char> = line.chars().collect();
            for (k, c) in chars.iter().enumerate() {
                let starts = k == 0 || !chars[k - 1].is_alphanumeric();
                let digit = chars.get(k + 1).is_some_and(char::is_ascii_digit);
                if let Some(&(_, latin)) = TWINS.iter().find(|(cyrillic, _)| cyrillic == c).filter(|_| starts && digit) {
                    found.push((i, k, latin));
                }
            }
        }
        prop_assume!(!found.is_empty());
        let (i, k, latin) = found[pick.index(found.len())];
        let cyrillic = lines[i].chars().nth(k).unwrap();
        let typed = if lower { latin.to_ascii_lowercase() } else { latin };
        let mut text: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
        text[i] = lines[i].chars().enumerate().map(|(n, c)| if n == k { typed } else { c }).collect();
        let text = text.join("\n");
        let column = set.iter().position(|l| l.starts_with(cyrillic)).unwrap();
        let same = usize::from(latin as u8 - b'A') == column;
        match paper::check(&text, &sheet.referee) {
            Ok((got, _)) => {
                prop_assert!(same, "{typed} for {cyrillic} gave a verdict:\n{text}");
                prop_assert_eq!(sheet.comparable(got), sheet.want()?, "paper:\n{}", text);
            }
            Err(e) if e.position().is_some() => {
                let ((line, at), message) = (e.position().unwrap(), e.to_string());
                prop_assert!(!same, "{typed} for {cyrillic}: {message}\n{text}");
                prop_assert_eq!((line, at), (i + 1, k + 1), "{}\n{}", message, text);
                prop_assert!(message.contains(&format!("Latin letter {typed}")) && message.contains(&format!("Cyrillic {cyrillic}")), "{message}");
            }
            Err(other) => prop_assert!(false, "{other}"),
        }
    }

    #[test]
    fn a_character_without_meaning_or_a_stray_word_is_an_error_where_it_stands(
        index in 0u64..5_000,
        style in style(),
        pick in any::<prop::sample::Index>(),
        stray in prop::sample::select(vec!['O', 'o', '?', '+', '%', 'Q', 'Ж', '☐', '▢', 'v']),
        word in prop::sample::select(vec!["(nice)", "?", "the", "!", "ship", "wow"]),
        drawing in any::<bool>(),
    ) {
        let (record, rules, name) = game(index, 0);
        let forms = [FleetForm::Marks, FleetForm::Listed];
        let (text, _) = write(&record, &rules, &style, forms, LogForm::Lines, false);
        let lines: Vec<&str> = text.lines().collect();
        let (line_no, column, mutated) = if drawing {
            // A cell of the first drawing's rows (a ship or water mark).
            let start = lines.iter().position(|l| l.ends_with(" fleet:") || l.ends_with(" FLEET:") || l.ends_with(" Fleet:")).unwrap();
            let rows: Vec<usize> = (start + 1..lines.len())
                .filter(|&i| lines[i].starts_with(|c: char| c == ' ' || c.is_ascii_digit()) && lines[i].trim_start().starts_with(|c: char| c.is_ascii_digit()))
                .take(usize::from(rules.board.rows))
                .collect();
            let i = rows[pick.index(rows.len())];
            let line = lines[i].split("//").next().unwrap().trim_end();
            let label = style.label(i - rows[0]).chars().count();
            let marks: Vec<usize> = line.chars().enumerate().skip(label).filter(|(_, c)| *c != ' ').map(|(k, _)| k).collect();
            let k = marks[pick.index(marks.len())];
            // A letter that is a class's initial draws a ship: pick one that is not.
            let stray = if rules.fleet.iter().any(|c| c.name.chars().next().unwrap().eq_ignore_ascii_case(&stray)) { '?' } else { stray };
            let mutated: String = lines[i].chars().enumerate().map(|(n, c)| if n == k { stray } else { c }).collect();
            (i, k + 1, mutated)
        } else {
            // A word after a shot's reply.
            let replies: Vec<usize> = (0..lines.len())
                .filter(|&i| {
                    let l = lines[i].split("//").next().unwrap().trim_end().to_lowercase();
                    !l.contains(':') && (l.ends_with(" hit") || l.ends_with(" sunk") || l.ends_with(" miss"))
                })
                .collect();
            prop_assume!(!replies.is_empty());
            let i = replies[pick.index(replies.len())];
            let line = lines[i].split("//").next().unwrap().trim_end();
            let column = line.chars().count() + 2;
            (i, column, format!("{line} {word}"))
        };
        let mut text: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
        text[line_no] = mutated;
        let text = text.join("\n");
        let referee = Referee::new(&Overrides::default()).unwrap();
        match paper::check(&text, &referee) {
            Ok((verdict, _)) => prop_assert!(false, "{} gave a verdict ({:?}), not an error:\n{}", name, verdict.outcome, text),
            Err(e) if e.position().is_some() => {
                let (line, found) = e.position().unwrap();
                prop_assert_eq!((line, found), (line_no + 1, column), "{}", text);
            }
            Err(other) => prop_assert!(false, "{other}"),
        }
    }

    /// A game written in every language (`record --to paper --lang`, by `paper::write_in`) reads
    /// back to the JSON record's verdict: the sheet's words and digits mean what the catalogs say.
    #[test]
    fn a_game_written_in_every_language_keeps_its_verdict(
        index in 0u64..5_000,
        seed in 0u64..3,
        faulty in any::<bool>(),
    ) {
        let specs = ["classic", "salvo", "russian"].iter().map(|s| RulesSpec::from_arg(s).unwrap()).collect();
        let generator = Generator::new(specs, seed).unwrap();
        let fault = if faulty { FaultChoice::Random } else { FaultChoice::None };
        let json = serde_json::to_string(&generator.game(index, fault).record).unwrap();
        let referee = Referee::new(&Overrides::default()).unwrap();
        let want = referee.check(&json).map_err(|e| TestCaseError::fail(format!("{e}\n{json}")))?;
        for lang in Lang::ALL {
            let text = paper::write_in(&json, lang).map_err(|e| TestCaseError::fail(format!("{}: {e}\n{json}", lang.code())))?;
            if lang == Lang::En {
                prop_assert_eq!(&text, &paper::write(&json).unwrap());
            } else {
                prop_assert!(text.starts_with(&format!("{}: {}\n", lang_key(lang), lang.code())), "{}", text);
            }
            let got = paper::check(&text, &referee).map_err(|e| TestCaseError::fail(format!("{}: {e}\n{text}", lang.code())))?.0;
            prop_assert_eq!(got, want.clone(), "{}:\n{}", lang.code(), text);
        }
    }
}

/// The `language` header key of a language's sheets, from its catalog.
fn lang_key(lang: Lang) -> String {
    lang.sheet_words("sheet-header-language").into_iter().next().unwrap()
}
