//! Paper sheets in every style contract v3 §5 allows (issue: "never convict a player for what the
//! reader did not understand"):
//! - random legal games (every ruleset; fleets listed, drawn with marks, drawn with initials;
//!   the log as `log:` lines or shot grids in all three numberings) written as paper in every
//!   style (mark sets, dashes, row labels, case, column letter sets, spacing, comments) get the
//!   verdict of the JSON record they stand for;
//! - a character of a drawing replaced by one v3 gives no meaning, or a stray word after a
//!   reply, is an input error at that character's line and column: never a verdict.

use broadside::generate::{FaultChoice, Generator};
use broadside::{InputError, Overrides, Referee, Rules, RulesSpec, paper};
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
        format!("{:>3}{} ", row + 1, self.label)
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
    // Without a labelled grid, a sheet's Cyrillic coordinates are А…К (contract §5).
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
                for (r, row) in board.iter().enumerate() {
                    let cells: Vec<String> = row.iter().map(char::to_string).collect();
                    let cells = if style.glued { cells.concat() } else { cells.join(" ") };
                    style.line(&mut out, &format!("{}{cells}", style.label(r)));
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
        for (r, row) in grids[p].iter().enumerate() {
            let cells: Vec<String> = row.iter().map(|c| format!("{c:<4}")).collect();
            style.line(&mut out, &format!("{}{}", style.label(r), cells.join(" ").trim_end()));
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

proptest! {
    #![proptest_config(ProptestConfig { max_global_rejects: 1 << 20, ..records::config(300) })]

    #[test]
    fn legal_games_in_every_paper_style_keep_their_verdict(
        index in 0u64..5_000,
        seed in 0u64..3,
        style in style(),
        forms in (0u8..3, 0u8..3),
        log in 0u8..4,
        marks in any::<bool>(),
    ) {
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
        let (text, expected) = write(&record, &rules, &style, [form(forms.0), form(forms.1)], log, marks);
        let referee = Referee::new(&Overrides::default()).unwrap();
        let want = referee.check(&expected.to_string()).map_err(|e| TestCaseError::fail(format!("{e}\n{expected}")))?;
        let mut got = paper::check(&text, &referee).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?.0;
        let mut want = want;
        // A sheet's `x` does not tell a hit from a sinking hit: the referee writes the one its
        // split makes true, so that a drawing the JSON record's words left ambiguous may be
        // settled by the sheet (the `ambiguous_fleet` warning goes; nothing else may differ).
        // For the same reason the split the referee uses may differ from the one the JSON
        // record's words pick, and with it which ships count as sunk; fouls, the outcome, shots
        // and hits may not differ.
        if marks && log != LogForm::Lines {
            for v in [&mut got, &mut want] {
                v.violations.retain(|x| x.code != broadside::Code::AmbiguousFleet);
                for stats in &mut v.stats {
                    stats.ships_sunk = 0;
                }
            }
        }
        prop_assert_eq!(got, want, "paper:\n{}", text);
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
            Err(InputError::Json { line, column: found, .. }) => {
                prop_assert_eq!((line, found), (line_no + 1, column), "{}", text);
            }
            Err(other) => prop_assert!(false, "{other}"),
        }
    }
}
