//! A JSON record written as a paper record (docs/format.md §6 "`broadside record [FILE] [--to
//! json|paper] [--lang CODE]`"): the header, each fleet as it was given (a drawing or a ship list),
//! and the log as `log:` lines.

use std::fmt::Write as _;

use super::lexicon::{Term, native_digits};
use super::log::reads_as_cells;
use crate::coord::{Coordinate, Written};
use crate::error::{InputError, JsonPath, NameFault, SheetFault, UnwritableClass};
use crate::names::{after_name, eq_ignore_case};
use crate::record::{FleetDrawing, Forfeit, GameRecord, Reply, ShipCells, ShotReply, Target};
use crate::referee::parse_record;
use crate::words::Lang;

/// Writes the JSON record `text` as a paper record. Reading it back gives a record with the
/// same verdict; only the log entries' `meta` is lost.
///
/// # Errors
/// The JSON reader's errors for text that is not a record; [`InputError::Invalid`] for a record
/// that paper cannot hold: a name with a comma, a colon or a line break, a class name that
/// reads as cells or is not one of the fleet's (a paper record's words name only those, v3),
/// an empty fleet or drawing.
pub fn write(text: &str) -> Result<String, InputError> {
    write_in(text, Lang::En)
}

/// As [`write()`], in the words of `lang`'s catalog (its `sheet-` messages: header keys, section
/// words, replies, resignations, the presets' classes) and its digits (Bengali for `bn`,
/// Devanagari for `hi`), under a `language:` header line; English is [`write()`]'s sheet.
///
/// # Errors
/// As [`write()`].
pub fn write_in(text: &str, lang: Lang) -> Result<String, InputError> {
    write_record(&parse_record(text)?, lang)
}

/// As [`write_in`], a record that has been read (a paper record's, rewritten in the standard
/// layout).
///
/// # Errors
/// As [`write()`], but for reading.
pub fn write_record(record: &GameRecord, lang: Lang) -> Result<String, InputError> {
    let classes = record.rules.as_ref().map(|r| r.resolve().fleet);
    Writer { record, classes, lang, out: String::new() }.write()
}

struct Writer<'r, 'a> {
    record: &'r GameRecord<'a>,
    /// The fleet's classes, where the record names its rules: a paper record names no others.
    classes: Option<Vec<crate::rules::ShipClass>>,
    /// The language of the sheet's words and digits.
    lang: Lang,
    out: String,
}

/// Checks that `name` can stand on paper as a player's name.
fn check_name(path: JsonPath, name: &str) -> Result<(), InputError> {
    let bad = if name.trim().is_empty() {
        Some(NameFault::Empty)
    } else if name.trim() != name {
        Some(NameFault::Spaces)
    } else if name.contains([',', ':']) {
        Some(NameFault::CommaOrColon)
    } else if name.chars().any(char::is_control) {
        Some(NameFault::Control)
    } else if name.contains("//") {
        Some(NameFault::Comment)
    } else {
        None
    };
    match bad {
        Some(why) => Err(InputError::value(path, SheetFault::UnwritableName { name: name.to_owned(), why })),
        None => Ok(()),
    }
}

/// Checks that `class` can stand on paper as a class name in a reply or a ship list.
fn check_class(path: JsonPath, class: &str, classes: Option<&[crate::rules::ShipClass]>) -> Result<(), InputError> {
    let last = class.split_whitespace().next_back().unwrap_or("");
    let bad = if class.trim().is_empty() || class.trim() != class {
        Some(UnwritableClass::EmptyOrSpaces)
    } else if class.contains([',', ';', ':']) || class.contains("//") || class.chars().any(char::is_control) {
        Some(UnwritableClass::Punctuation)
    } else if reads_as_cells(last) {
        Some(UnwritableClass::EndsInCell)
    } else if classes.is_some_and(|list| !list.iter().any(|c| eq_ignore_case(&c.name, class))) {
        Some(UnwritableClass::NotInFleet)
    } else {
        None
    };
    match bad {
        Some(why) => Err(InputError::value(path, SheetFault::UnwritableClass { class: class.to_owned(), why })),
        None => Ok(()),
    }
}

/// A coordinate as paper writes it: as it was written (`c04`), or `[column,row]`.
fn coordinate(c: &Coordinate) -> String {
    match &c.written {
        Written::Text(t) => t.to_string(),
        Written::Pair => format!("[{},{}]", c.col, c.row),
    }
}

impl Writer<'_, '_> {
    /// The sheet's word for `term`.
    fn word(&self, term: Term) -> String {
        term.written(self.lang)
    }

    /// `text` (a number, a coordinate) in the sheet's digits.
    fn digits(&self, text: &str) -> String {
        native_digits(text, self.lang).into_owned()
    }

    /// A class as the sheet writes it: a preset's class in the sheet's word for it, unless that
    /// word is the name of a class of the fleet too (it would be read as that one).
    fn class(&self, class: &str) -> String {
        let Some(term) = Term::CLASSES.into_iter().find(|t| eq_ignore_case(t.english(), class)) else {
            return class.to_owned();
        };
        let word = self.word(term);
        let taken = self.classes.as_ref().is_some_and(|list| list.iter().any(|c| eq_ignore_case(&c.name, &word)));
        if taken || self.lang == Lang::En { class.to_owned() } else { word }
    }

    fn write(mut self) -> Result<String, InputError> {
        let record = self.record;
        let names: Vec<&str> = match &record.players {
            Some(players) => players.iter().map(|p| p.as_ref()).collect(),
            None => record.fleets.0.iter().map(|(n, _)| n.as_ref()).collect(),
        };
        let [a, b] = names.as_slice() else {
            let fault = SheetFault::PlayerCount { found: names.len() as u64 };
            return Err(InputError::value(JsonPath::key("players"), fault));
        };
        let names = [*a, *b];
        for (i, n) in names.iter().enumerate() {
            check_name(JsonPath::key("players").index(i), n)?;
        }
        // A log line takes the longest name it starts with: "a A1 hit" would be read as a move
        // of the player "a A1", so one name may not be the other's and a space, in any case.
        for (long, short) in [(names[0], names[1]), (names[1], names[0])] {
            if after_name(long, short).is_some() {
                let fault = SheetFault::NamePrefix { long: long.to_owned(), short: short.to_owned(), writing: true };
                return Err(InputError::value(JsonPath::key("players"), fault));
            }
        }
        // Names are compared ignoring case (docs/format.md §2); paper writes each as `players`
        // spells it.
        let canonical = |name: &str| names.into_iter().find(|n| eq_ignore_case(n, name));
        // A name that reads as a move number (`12.`) needs every log line numbered, so that the
        // reader takes the number off first.
        let numbered = names.iter().any(|n| {
            n.split_once('.')
                .is_some_and(|(digits, _)| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        });
        if self.lang != Lang::En {
            let _ = writeln!(self.out, "{}: {}", self.word(Term::Language), self.lang.code());
        }
        if let Some(rules) = &record.rules {
            let json = serde_json::to_string(rules).expect("rules serialize");
            let shown = json.strip_prefix('"').and_then(|j| j.strip_suffix('"')).unwrap_or(&json);
            let _ = writeln!(self.out, "{}: {shown}", self.word(Term::Rules));
        }
        let _ = writeln!(self.out, "{}: {}, {}", self.word(Term::Players), names[0], names[1]);
        if let Some(first) = &record.first {
            let Some(first) = canonical(first) else {
                let fault = SheetFault::NotOneOf { found: first.to_string(), players: names.map(str::to_owned) };
                return Err(InputError::value(JsonPath::key("first"), fault));
            };
            let _ = writeln!(self.out, "{}: {first}", self.word(Term::First));
        }
        if let Some(meta) = &record.meta {
            // A JSON string holds no raw line break, so every one is white space between tokens.
            let one_line: String = meta.get().chars().map(|c| if c == '\n' || c == '\r' { ' ' } else { c }).collect();
            let _ = writeln!(self.out, "{}: {}", self.word(Term::Meta), one_line.trim());
        }
        for name in names {
            let Some((_, fleet)) = record.fleets.0.iter().find(|(n, _)| eq_ignore_case(n, name)) else {
                let fault = SheetFault::NoFleetFor { player: name.to_owned() };
                return Err(InputError::value(JsonPath::key("fleets"), fault));
            };
            self.fleet(name, fleet)?;
        }
        let _ = writeln!(self.out, "\n{}:", self.word(Term::Log));
        for (i, entry) in record.shots.iter().enumerate() {
            let path = JsonPath::shot(i);
            let Some(player) = canonical(&entry.player) else {
                let fault = SheetFault::NotOneOf { found: entry.player.to_string(), players: names.map(str::to_owned) };
                return Err(InputError::value(path.clone().then("player"), fault));
            };
            let mut line = if numbered {
                format!("{}. {player} ", self.digits(&(i + 1).to_string()))
            } else {
                format!("{player} ")
            };
            match (&entry.at, &entry.reply) {
                (Target::Forfeit(Forfeit::Resigned), _) => line.push_str(&self.word(Term::Resigns)),
                (Target::Forfeit(reason), _) => {
                    let _ = write!(line, "{} {}", self.word(Term::Forfeits), reason.as_str());
                }
                (Target::Shot(c), reply) => {
                    line.push_str(&self.digits(&coordinate(c)));
                    match reply {
                        None if entry.ship.is_some() => {
                            return Err(InputError::value(path.clone().then("ship"), SheetFault::ShipWithoutReply));
                        }
                        None => {}
                        Some(Reply::Shot(word)) => {
                            let term = match word {
                                ShotReply::Miss => Term::Miss,
                                ShotReply::Hit => Term::Hit,
                                ShotReply::Sunk => Term::Sunk,
                            };
                            let _ = write!(line, " {}", self.word(term));
                            if let Some(ship) = &entry.ship {
                                check_class(path.clone().then("ship"), ship, self.classes.as_deref())?;
                                let _ = write!(line, " {}", self.class(ship));
                            }
                        }
                        Some(Reply::Volley(_)) => {
                            return Err(InputError::value(path.clone().then("reply"), SheetFault::VolleyReplyForShot));
                        }
                    }
                }
                (Target::Volley(cells), reply) => {
                    let cells: Vec<String> = cells.iter().map(|c| self.digits(&coordinate(c))).collect();
                    line.push_str(&cells.join(" "));
                    match reply {
                        None if cells.len() == 1 => line.push(':'),
                        None => {}
                        Some(Reply::Volley(said)) => {
                            line.push_str(": ");
                            if said.hits.0.is_empty() {
                                line.push_str(&self.word(Term::NoHits));
                            }
                            for (k, (class, n)) in said.hits.0.iter().enumerate() {
                                check_class(path.clone().then("reply").then("hits"), class, self.classes.as_deref())?;
                                let (class, n) = (self.class(class), self.digits(&n.to_string()));
                                let _ = write!(line, "{}{class} {n}", if k > 0 { ", " } else { "" });
                            }
                            if !said.sunk.is_empty() {
                                for class in &said.sunk {
                                    check_class(
                                        path.clone().then("reply").then("sunk"),
                                        class,
                                        self.classes.as_deref(),
                                    )?;
                                }
                                let sunk: Vec<String> = said.sunk.iter().map(|c| self.class(c)).collect();
                                let _ = write!(line, "; {} {}", self.word(Term::Sunk), sunk.join(", "));
                            }
                        }
                        Some(Reply::Shot(_)) => {
                            return Err(InputError::value(path.clone().then("reply"), SheetFault::WordReplyForVolley));
                        }
                    }
                    if entry.ship.is_some() {
                        return Err(InputError::value(path.clone().then("ship"), SheetFault::ShipWithoutReply));
                    }
                }
            }
            self.out.push_str(&line);
            self.out.push('\n');
        }
        Ok(self.out)
    }

    /// Writes one player's fleet: a ship list on the section's line, or the drawing below it.
    fn fleet(&mut self, name: &str, fleet: &FleetDrawing) -> Result<(), InputError> {
        let path = JsonPath::fleet(name);
        match fleet {
            // No ship is an empty sea: a drawing of the board all water.
            FleetDrawing::Ships(ships) if ships.is_empty() => {
                let water = self.water();
                self.drawing(name, &water);
            }
            FleetDrawing::Grid(grid) if grid.rows.first().is_none_or(Vec::is_empty) => {
                let water = self.water();
                self.drawing(name, &water);
            }
            FleetDrawing::Initials(initials) if initials.rows.first().is_none_or(Vec::is_empty) => {
                let water = self.water();
                self.drawing(name, &water);
            }
            FleetDrawing::Ships(ships) => {
                let mut listed = Vec::with_capacity(ships.len());
                for (i, ship) in ships.iter().enumerate() {
                    let cells = match &ship.cells {
                        ShipCells::Range(a, b) => format!("{}-{}", coordinate(a), coordinate(b)),
                        ShipCells::List(cells) => cells.iter().map(coordinate).collect::<Vec<_>>().join(" "),
                    };
                    let cells = self.digits(&cells);
                    match &ship.ship {
                        Some(class) => {
                            check_class(path.clone().index(i).then("ship"), class, self.classes.as_deref())?;
                            listed.push(format!("{} {cells}", self.class(class)));
                        }
                        None => listed.push(cells),
                    }
                }
                let _ = writeln!(self.out, "\n{name} {}: {}", self.word(Term::Fleet), listed.join(", "));
            }
            FleetDrawing::Grid(grid) => {
                let rows = grid.rows.iter().map(|row| row.iter().map(|&s| if s { '#' } else { '.' }).collect());
                self.drawing(name, &rows.collect::<Vec<_>>());
            }
            FleetDrawing::Initials(initials) => {
                let rows = initials.rows.iter().map(|row| row.iter().map(|c| c.unwrap_or('.')).collect());
                self.drawing(name, &rows.collect::<Vec<_>>());
            }
        }
        Ok(())
    }

    /// Writes `rows` of marks (at least one cell) as `name`'s fleet: column letters, then the
    /// rows numbered.
    fn drawing(&mut self, name: &str, rows: &[Vec<char>]) {
        let width = rows.first().map_or(0, Vec::len);
        let _ = writeln!(self.out, "\n{name} {}:", self.word(Term::Fleet));
        let number_width = rows.len().to_string().len();
        if width <= 26 {
            let letters: Vec<String> = (0..width as u8).map(|c| char::from(b'A' + c).to_string()).collect();
            let _ = writeln!(self.out, "{:number_width$}  {}", "", letters.join(" "));
        }
        for (r, row) in rows.iter().enumerate() {
            let cells: Vec<String> = row.iter().map(char::to_string).collect();
            let _ = writeln!(self.out, "{:>number_width$}  {}", self.digits(&(r + 1).to_string()), cells.join(" "));
        }
    }

    /// The board of the record's rules all water (10 × 10 where the record names no rules: a
    /// board given on the command line then reads it the same, a sea with no ship).
    fn water(&self) -> Vec<Vec<char>> {
        let (columns, rows) = self.record.rules.as_ref().map_or((10, 10), |spec| {
            let board = spec.resolve().board;
            (board.columns, board.rows)
        });
        vec![vec!['.'; usize::from(columns)]; usize::from(rows)]
    }
}
