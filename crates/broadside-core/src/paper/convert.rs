//! A paper record converted into its JSON record (docs/format.md §6): its header, its sections, and
//! the record they make, each section read by the part that knows its kind.

use serde_json::value::RawValue;
use std::borrow::Cow;

use super::grid;
use super::json::{self, Log, Record};
use super::letters::{Letters, column_letters};
use super::lexicon::{self, Lexicon, Term};
use super::line::{Line, column_of, lines, shown};
use super::log::{self, Vocabulary, is_cells, lists_cells, words};
use super::numbering::{self, Numbering};
use super::sheet::{Located, Sheet};
use crate::drawing::Readings;
use crate::error::{Fault, HeaderWords, InputError, JsonFault, Place, RecordFault, SheetFault, Syntax};
use crate::names::{MAX_NAME_BYTES, after_name, eq_ignore_case};
use crate::record::write::{ByPlayer, FleetOut};
use crate::record::{DrawnMark, MAX_ENTRIES, MAX_GRID_SIDE};
use crate::referee::Referee;
use crate::rules::{MAX_SHIPS, RulesSpec, Turns};
use crate::verdict::PaperPart;
use crate::words::Lang;

/// What a section holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Fleet,
    Shots,
    Log,
}

/// A section: its kind, the player it belongs to (none for `log:`), its first line, and the
/// lines of its body (text after the colon on the first line included).
struct Section<'t> {
    kind: Kind,
    owner: String,
    head: Line<'t>,
    body: Vec<Line<'t>>,
    /// The first line past the most lines the section may hold ([`past_bounds`]), which are not
    /// kept.
    past: Option<Line<'t>>,
}

/// The header key a line gives, when it is `KEY: value` for a header key of a catalog (any
/// case, docs/format.md §6): the key's term, the key as written, and the value.
fn header_key<'t>(text: &'t str, lexicon: &Lexicon) -> Option<(Term, &'t str, &'t str)> {
    let (key, value) = text.split_once(':')?;
    let key = key.trim();
    lexicon.whole(key, &Term::HEADER).map(|term| (term, key, value.trim()))
}

/// The section words: a player's fleet, a player's shots, the log.
const SECTIONS: [Term; 3] = [Term::Fleet, Term::Shots, Term::Log];

/// A section's first line, as [`section_start`] reads it: its kind, the player's name (empty for
/// the log), the section word as written, and the text after the colon.
type Start<'t> = (Kind, String, &'t str, &'t str);

/// The section a line starts, when it is `log:`, `NAME fleet:` or `NAME shots:` (in a catalog's
/// words: `logboek:`, `ann zelf:`); with `names` known, NAME must be one of them.
fn section_start<'t>(text: &'t str, names: Option<&[String; 2]>, lexicon: &Lexicon) -> Option<Start<'t>> {
    // A name that is not a player's still starts a section, so that the error can say so.
    section_named(text, names, lexicon).or_else(|| names.and_then(|_| section_named(text, None, lexicon)))
}

/// [`section_start`] with NAME one of `names` when they are known, else any name.
fn section_named<'t>(text: &'t str, names: Option<&[String; 2]>, lexicon: &Lexicon) -> Option<Start<'t>> {
    if let Some((Term::Log, end)) =
        text.split_once(':').and_then(|(word, _)| lexicon.whole(word.trim_end(), &[Term::Log]).map(|t| (t, word.len())))
    {
        return Some((Kind::Log, String::new(), text[..end].trim_end(), &text[end + 1..]));
    }
    // The first colon that ends `NAME WORD` with a player's name.
    for (at, _) in text.match_indices(':') {
        let before = &text[..at];
        let Some((term, start)) = lexicon.suffix(before, &[Term::Fleet, Term::Shots]) else { continue };
        let name = before[..start].trim_end();
        let fits = match names {
            Some(names) => names.iter().any(|n| eq_ignore_case(n, name)),
            None => !name.is_empty(),
        };
        if fits {
            let kind = if term == Term::Fleet { Kind::Fleet } else { Kind::Shots };
            return Some((kind, name.to_owned(), &before[start..], &text[at + 1..]));
        }
    }
    None
}

/// The language a sheet's `language:` header names, if it has one among its header lines.
///
/// # Errors
/// At the value of a header that names no language of the catalogs.
fn declared_language(text: &str) -> Result<Option<Lang>, InputError> {
    let lexicon = Lexicon::default();
    for line in lines(text) {
        let Some((term, _, value)) = header_key(line.text, &lexicon) else {
            // The header ends where a line is no header line.
            return Ok(None);
        };
        if term == Term::Language {
            return lexicon::language(value)
                .map(Some)
                .map_err(|fault| InputError::text(line.no, column_of(&line, value), fault));
        }
    }
    Ok(None)
}

/// What the header said.
#[derive(Default)]
struct Header<'t> {
    rules: Option<(RulesSpec, Box<RawValue>, Line<'t>)>,
    players: Option<([String; 2], Line<'t>)>,
    first: Option<(&'t str, Line<'t>)>,
    numbering: Option<(Numbering, Line<'t>)>,
    meta: Option<(Box<RawValue>, Line<'t>)>,
}

/// A paper record read: its record in the writer's typed parts ([`Record`], its log in `log`),
/// the rules its header names, where each part stands on the paper, and its drawn fleets as
/// they were read to rebuild a log from shot grids.
pub(crate) struct Read<L> {
    /// The record, but for its log.
    pub record: Record,
    /// The rules of the `rules:` header, read.
    pub rules: Option<RulesSpec>,
    /// The log.
    pub log: L,
    /// Where each part stands on the paper.
    pub sheet: Sheet,
    /// The drawn fleets read into ships.
    pub readings: Readings,
}

/// Reads a paper record, its log into `L` (see [`crate::paper::read`]).
pub(crate) fn convert<L: Log>(text: &str, referee: &Referee) -> Result<Read<L>, InputError> {
    // Digits of the catalogs' scripts read as ASCII ones, each where it stands.
    let text = &*lexicon::ascii_digits(text)?;
    let lexicon = Lexicon::new(declared_language(text)?);
    let mut header = Header::default();
    let mut seen: Vec<Term> = Vec::new();
    let mut sections: Vec<Section> = Vec::new();
    let mut start = None;
    for line in lines(text) {
        // A control character (ESC, a stray CR) has no meaning on paper: an error where it
        // stands, before it can change how a section reads.
        if let Some(at) = line.text.chars().position(|c| c.is_control() && c != '\t') {
            let c = line.text.chars().nth(at).unwrap_or(' ');
            return Err(InputError::text(line.no, line.column + at, SheetFault::ControlCharacter { c }));
        }
        start.get_or_insert((line.no, line.column));
        let names = header.players.as_ref().map(|(n, _)| n);
        if sections.is_empty() {
            if let Some((term, key, value)) = header_key(line.text, &lexicon) {
                if seen.contains(&term) {
                    let fault = SheetFault::KeyTwice { key: term.english().to_owned() };
                    return Err(InputError::text(line.no, line.column, fault));
                }
                lexicon.judge(&line, key, key, term, &Term::HEADER)?;
                seen.push(term);
                read_key(&mut header, term, value, line, &lexicon)?;
                continue;
            }
        } else if let Some((term, _, _)) =
            header_key(line.text, &lexicon).filter(|_| section_start(line.text, names, &lexicon).is_none())
        {
            let fault = SheetFault::HeaderAfterSection { key: term.english().to_owned() };
            return Err(InputError::text(line.no, line.column, fault));
        }
        if let Some((kind, owner, word, rest)) = section_start(line.text, names, &lexicon) {
            let term = match kind {
                Kind::Fleet => Term::Fleet,
                Kind::Shots => Term::Shots,
                Kind::Log => Term::Log,
            };
            lexicon.judge(&line, word, word, term, &SECTIONS)?;
            // No record has more sections: the ones read hold the error.
            if sections.len() == MAX_SECTIONS {
                break;
            }
            let mut body = Vec::new();
            let rest = rest.trim();
            if !rest.is_empty() {
                body.push(Line { no: line.no, text: rest, column: column_of(&line, rest) });
            }
            sections.push(Section { kind, owner, head: line, body, past: None });
            continue;
        }
        match sections.last_mut() {
            Some(section) if section.body.len() < bounds(section).0 => section.body.push(line),
            Some(section) => {
                section.past.get_or_insert(line);
            }
            None => {
                let key = line.text.split(':').next().unwrap_or("").trim();
                let words = sheet_words(&lexicon, &[&Term::HEADER[..], &SECTIONS[..]].concat());
                let fault = if line.text.contains(':') {
                    SheetFault::UnknownKey { key: key.to_owned(), words }
                } else {
                    SheetFault::NotAHeaderLine { line: line.text.to_owned(), words }
                };
                return Err(InputError::text(line.no, line.column, fault));
            }
        }
    }
    build(header, sections, referee, start.unwrap_or((1, 1)), &lexicon)
}

/// The most sections a record has: a fleet and a shots grid a player, or two fleets and a log;
/// one more is an error among them.
const MAX_SECTIONS: usize = 5;

/// The most lines `section` may hold, which no record's section passes, and the fault past
/// them: a log of at most [`MAX_ENTRIES`] moves, a fleet of at most [`MAX_SHIPS`] ships (one a
/// line at the most) or a drawing of at most [`MAX_GRID_SIDE`] rows and a header, a shots grid
/// likewise. Reading a section never holds more lines than that.
fn bounds(section: &Section) -> (usize, SheetFault) {
    let owner = || section.owner.clone();
    match section.kind {
        Kind::Log => (MAX_ENTRIES, SheetFault::LogTooLong { most: MAX_ENTRIES as u64 }),
        Kind::Fleet => {
            let lines = MAX_SHIPS.max(MAX_GRID_SIDE + 1);
            let fault = SheetFault::FleetTooLong {
                owner: owner(),
                lines: lines as u64,
                ships: MAX_SHIPS as u64,
                rows: MAX_GRID_SIDE as u64,
            };
            (lines, fault)
        }
        Kind::Shots => {
            let lines = MAX_GRID_SIDE + 1;
            (lines, SheetFault::ShotsTooLong { owner: owner(), lines: lines as u64, rows: MAX_GRID_SIDE as u64 })
        }
    }
}

/// The error of a section that went on past its [`bounds`] (a log's is given once the moves it
/// holds are read, so that an error among them comes first).
fn past_bounds(section: &Section) -> Result<(), InputError> {
    match section.past {
        Some(line) => Err(InputError::text(line.no, line.column, bounds(section).1)),
        None => Ok(()),
    }
}

/// Where the sheet's language is settled ([`Lexicon::lang`]), the words it writes for `terms`,
/// for an error that found another word where one of them could stand.
fn sheet_words(lexicon: &Lexicon, terms: &[Term]) -> Option<HeaderWords> {
    let lang = lexicon.lang()?;
    let terms = terms
        .iter()
        .map(|term| {
            let mut words: Vec<String> = Vec::new();
            for word in lang.sheet_words(term.id()) {
                if !words.contains(&word) {
                    words.push(word);
                }
            }
            (term.english().to_owned(), words)
        })
        .collect();
    Some(HeaderWords { language: lang.name().to_owned(), code: lang.code().to_owned(), terms })
}

/// Reads one header line's value.
fn read_key<'t>(
    header: &mut Header<'t>,
    key: Term,
    value: &'t str,
    line: Line<'t>,
    lexicon: &Lexicon,
) -> Result<(), InputError> {
    let value_column = column_of(&line, value);
    let at = |fault: SheetFault| InputError::text(line.no, value_column, fault);
    let in_rules = |fault: Fault| at(SheetFault::HeaderValue { key: "rules".to_owned(), fault: Box::new(fault) });
    match key {
        // Read before every other line (`declared_language`).
        Term::Language => {}
        Term::Rules => {
            // A preset's name in any case (v3): `Salvo` is `salvo`.
            let lower;
            let value = if value.starts_with(['{', '"']) {
                value
            } else {
                lower = value.to_ascii_lowercase();
                lower.as_str()
            };
            let spec = RulesSpec::from_arg(value).map_err(|e| match e.place {
                // The value is one line of the sheet: a place in its JSON is a place on that line.
                Place::Text { line: 1, column, path } => InputError::new(
                    Place::Text { line: line.no, column: value_column + column - 1, path },
                    SheetFault::HeaderValue { key: "rules".to_owned(), fault: Box::new(e.fault) },
                ),
                _ => in_rules(e.fault),
            })?;
            let raw = if value.starts_with(['{', '"']) {
                RawValue::from_string(value.to_owned())
                    .map_err(|e| in_rules(Fault::Json(JsonFault::Syntax(Syntax::Other(e.to_string())))))?
            } else {
                RawValue::from_string(serde_json::to_string(value).expect("a string serializes"))
                    .expect("a JSON string is JSON")
            };
            header.rules = Some((spec, raw, line));
        }
        Term::Players => {
            let parts: Vec<&str> = value.split(',').map(str::trim).collect();
            // A name past the limit is refused where it is written, before any section is looked
            // for under it (docs/format.md §6: a limit is named at the first line past it).
            if let Some(long) = parts.iter().find(|p| p.len() > MAX_NAME_BYTES) {
                let fault = RecordFault::NameTooLong { max: MAX_NAME_BYTES as u64, bytes: long.len() as u64 };
                return Err(InputError::text(line.no, column_of(&line, long), fault));
            }
            match parts.as_slice() {
                [a, b] if !a.is_empty() && !b.is_empty() && a != b => {
                    header.players = Some(([(*a).to_owned(), (*b).to_owned()], line));
                }
                [a, b] if a == b && !a.is_empty() => {
                    return Err(at(SheetFault::SamePlayers { name: (*a).to_owned() }));
                }
                _ => {
                    return Err(at(SheetFault::NotTwoNames { found: value.to_owned() }));
                }
            }
        }
        Term::First => header.first = Some((value, line)),
        Term::Numbering => {
            let ways = [Term::Round, Term::Player, Term::Game];
            let numbering = match lexicon.whole(value, &ways) {
                Some(Term::Round) => Numbering::Round,
                Some(Term::Player) => Numbering::Player,
                Some(_) => Numbering::Game,
                None => {
                    let words = sheet_words(lexicon, &ways);
                    return Err(at(SheetFault::UnknownNumbering { found: value.to_owned(), words }));
                }
            };
            if let Some(term) = lexicon.whole(value, &ways) {
                lexicon.judge(&line, value, value, term, &ways)?;
            }
            header.numbering = Some((numbering, line));
        }
        _ => {
            // Without its position in the value: the error stands at the value on the paper.
            let raw = RawValue::from_string(value.to_owned())
                .map_err(|e| at(SheetFault::Meta { detail: crate::error::Fault::of_json(e) }))?;
            header.meta = Some((raw, line));
        }
    }
    Ok(())
}

/// Builds the record from the header and the sections.
fn build<L: Log>(
    header: Header,
    sections: Vec<Section>,
    referee: &Referee,
    start: (usize, usize),
    lexicon: &Lexicon,
) -> Result<Read<L>, InputError> {
    let mut sheet = Sheet { numbering: header.numbering.as_ref().map(|(n, _)| (*n).into()), ..Sheet::default() };
    let place = |line: &Line, what: PaperPart| Located { line: line.no, column: line.column, what };
    if let Some((_, _, line)) = &header.rules {
        sheet.header.push(("rules", place(line, PaperPart::RulesLine)));
    }
    if let Some((_, line)) = &header.players {
        sheet.header.push(("players", place(line, PaperPart::PlayersLine)));
    }
    if let Some((_, line)) = &header.first {
        sheet.header.push(("first", place(line, PaperPart::FirstLine)));
    }
    if let Some((_, line)) = &header.meta {
        sheet.header.push(("meta", place(line, PaperPart::MetaLine)));
    }

    // The players: the header's, else the fleet sections' in the order written.
    let names: [String; 2] = match &header.players {
        Some((names, _)) => names.clone(),
        None => {
            let mut owners: Vec<&Section> = Vec::new();
            for s in sections.iter().filter(|s| s.kind == Kind::Fleet) {
                if !owners.iter().any(|o| eq_ignore_case(&o.owner, &s.owner)) {
                    owners.push(s);
                }
            }
            match owners.as_slice() {
                [a, b] => [a.owner.clone(), b.owner.clone()],
                [_, _, third, ..] => {
                    let fault = SheetFault::ThirdFleet { owner: third.owner.clone() };
                    return Err(InputError::text(third.head.no, third.head.column, fault));
                }
                _ => {
                    let fault = SheetFault::FleetSections { found: owners.len() as u64 };
                    return Err(InputError::text(start.0, start.1, fault));
                }
            }
        }
    };
    // A log line takes the longest name it starts with, so where one name is the other's, a
    // space and a cell (`Ann` and `ann b2`), `Ann B2 C2: none` reads as either player's move:
    // which one would be a guess.
    for (long, short) in [(&names[1], &names[0]), (&names[0], &names[1])] {
        let goes_on_with_a_cell = after_name(long, short).is_some_and(|rest| {
            let word = rest.split(|c: char| c.is_whitespace() || c == ',' || c == ':').next().unwrap_or(rest);
            log::reads_as_cells(word)
        });
        if goes_on_with_a_cell {
            let fault = SheetFault::NamePrefix { long: long.clone(), short: short.clone(), writing: false };
            let (line, column) = header.players.as_ref().map_or(start, |(_, line)| (line.no, line.column));
            return Err(InputError::text(line, column, fault));
        }
    }

    // The rules: --rules, else the header's (with --fleet applied); grids need their board and turns.
    let spec = referee
        .spec_over(header.rules.as_ref().map(|(s, _, _)| s))
        .map_err(|_| InputError::text(start.0, start.1, SheetFault::NoRules))?;
    let rules = spec.resolve();

    // The sheet's column letters, from the first line of each grid, before any coordinate is read
    // (a ship list may come before the drawing that labels the columns).
    let mut labels: Vec<(Letters, &Line)> = Vec::new();
    for section in sections.iter().filter(|s| s.kind != Kind::Log) {
        // Ruled lines above the column letters (a box's top edge) are not the first line.
        if let Some(first) = section.body.iter().find(|l| !grid::is_ruling(l))
            && let Some((kind, _)) = column_letters(first)
        {
            labels.push((kind, first));
        }
    }
    let cyrillic: Vec<Letters> = labels.iter().map(|(k, _)| *k).filter(|k| *k != Letters::Latin).collect();
    let vocabulary = Vocabulary {
        names: &names,
        classes: &rules.fleet,
        letters: match (cyrillic.first(), labels.is_empty()) {
            (Some(kind), _) => Some(*kind),
            (None, true) => Some(Letters::Cyrillic),
            (None, false) => None,
        },
        // Two players may label their grids two Cyrillic ways; a Cyrillic coordinate then
        // names no one column.
        two_ways: cyrillic.iter().find(|k| **k != cyrillic[0]).map(|k| (cyrillic[0], *k)),
        used: std::cell::Cell::new(false),
        // Labels in Cyrillic, or a coordinate written in a Cyrillic letter with no Latin
        // look-alike anywhere: the sheet's Latin look-alikes are doubts (docs/format.md §6), in
        // every section alike; elsewhere its Cyrillic look-alikes are.
        cyrillic_sheet: !cyrillic.is_empty()
            || sections.iter().filter(|s| s.kind != Kind::Shots).any(|s| writes_cyrillic(s)),
        columns: rules.board.columns,
        lexicon,
    };

    // Fleets, one section per player.
    let mut fleets: Vec<(String, FleetOut)> = Vec::new();
    for name in &names {
        let Some(section) = own_section(&sections, Kind::Fleet, name)? else {
            // Where the player is named, else the first line that counts.
            let at = header.players.as_ref().map_or(start, |(_, line)| (line.no, line.column));
            return Err(InputError::text(at.0, at.1, SheetFault::NoFleet { player: name.clone() }));
        };
        past_bounds(section)?;
        let any_word =
            |test: &dyn Fn(&str) -> bool| section.body.iter().any(|l| words(l.text, true).iter().any(|w| test(w)));
        // A section with cells in it (`B2`, `B2-F2`) is a ship list, one without a drawing. A
        // drawing written without spaces may hold rows that read as cells (`D000000000`,
        // `v000000001`): a section with cells is whichever reading is clean, the list first
        // (the drawing first where its only cells are on row 0), and where neither is, the
        // error of the reading that got further.
        // Cells in letters this sheet does not read (`Б2-Е2` on a sheet lettered in Latin) still
        // say the writer meant a list: its error, not a drawing's, says what is wrong.
        let listed = any_word(&|w| lists_cells(w, &vocabulary) || (log::reads_as_cells(w) && log::names_a_row(w)));
        let reading = if !listed && !any_word(&|w| is_cells(w, &vocabulary)) {
            Ok(grid::drawing(Some(name), &section.head, &section.body, &rules)?)
        } else {
            let list = || log::ships(name, &section.body, &vocabulary);
            let drawing = || grid::drawing(Some(name), &section.head, &section.body, &rules);
            let first = if listed { list().map(Err) } else { drawing().map(Ok) };
            match first {
                Ok(reading) => reading,
                Err(first_error) => {
                    let second = if listed { drawing().map(Ok) } else { list().map(Err) };
                    match second {
                        Ok(reading) => reading,
                        Err(second_error) => return Err(further(first_error, second_error)),
                    }
                }
            }
        };
        let fleet = match reading {
            Err(ships) => FleetOut::Ships(ships),
            Ok(drawing) => {
                // The first drawing labelled with Cyrillic letters names the columns of the text verdict.
                if let Some(letters) = drawing.letters.filter(|_| sheet.letters == Letters::Latin) {
                    sheet.letters = letters;
                }
                FleetOut::Grid {
                    grid: drawing
                        .rows
                        .iter()
                        .map(|r| {
                            r.iter()
                                .map(|m| match m {
                                    DrawnMark::Ship => '#',
                                    DrawnMark::Water => '.',
                                    DrawnMark::Initial(c) => *c,
                                })
                                .collect()
                        })
                        .collect(),
                }
            }
        };
        sheet.fleets.push((name.clone(), place(&section.head, PaperPart::Fleet(shown(name).into_owned()))));
        fleets.push((name.clone(), fleet));
    }
    if let Some(stray) =
        sections.iter().find(|s| s.kind != Kind::Log && !names.iter().any(|n| eq_ignore_case(n, &s.owner)))
    {
        let fault = SheetFault::NotAPlayer { owner: stray.owner.clone(), players: names.clone() };
        return Err(InputError::text(stray.head.no, stray.head.column, fault));
    }

    let first = match &header.first {
        Some((name, line)) => {
            let Some(name) = names.iter().find(|n| eq_ignore_case(n, name)) else {
                let fault = SheetFault::FirstNotAPlayer { found: (*name).to_owned(), players: names.clone() };
                return Err(InputError::text(line.no, column_of(line, name), fault));
            };
            Some(name.clone())
        }
        None => None,
    };

    let logs: Vec<&Section> = sections.iter().filter(|s| s.kind == Kind::Log).collect();
    let grids: Vec<&Section> = sections.iter().filter(|s| s.kind == Kind::Shots).collect();
    if let (Some(log), Some(grid)) = (logs.first(), grids.first()) {
        let later = if log.head.no > grid.head.no { log } else { grid };
        return Err(InputError::text(later.head.no, later.head.column, SheetFault::LogAndGrids));
    }
    if let Some(second) = logs.get(1) {
        return Err(InputError::text(second.head.no, second.head.column, SheetFault::SecondLog));
    }

    let (spec, raw) = header.rules.map(|(spec, raw, _)| (spec, raw)).unzip();
    let mut record = Record {
        rules: raw,
        players: names.clone().map(Cow::Owned),
        first: first.map(Cow::Owned),
        meta: header.meta.map(|(raw, _)| raw),
        fleets: ByPlayer(fleets.into_iter().map(|(name, fleet)| (Cow::Owned(name), fleet)).collect()),
        shots: Vec::new(),
    };
    // The log's entries go to `L` as they are read (a long log is not held twice).
    if let Some(log) = logs.first() {
        // A log past its bounds ends in an error (its own, or an entry's before it): its entries
        // are read for their errors and counted, never kept.
        let mut writer = log.past.is_none().then(|| L::start(&record, log.body.len()));
        let mut shots = 0;
        let mut numbered: Option<(&str, usize)> = None;
        for line in &log.body {
            // The players' own move numbers may repeat (a round's two moves) but never go back:
            // a number lower than the one before contradicts the order of the lines, and which
            // of the two the game was played in would be a guess.
            if let Some((number, _)) = log::move_number(line) {
                if let Some((before, on)) = numbered.filter(|&(before, _)| by_value(number) < by_value(before)) {
                    let fault =
                        SheetFault::MoveBack { number: number.to_owned(), before: before.to_owned(), line: on as u64 };
                    return Err(InputError::text(line.no, line.column, fault));
                }
                numbered = Some((number, line.no));
            }
            let (entry, place) = log::entry(line, &vocabulary)?;
            let counted = match &mut writer {
                Some(writer) => writer.entry(entry),
                None => json::count_shots(&mut shots, &entry),
            };
            counted.map_err(|fault| InputError::text(line.no, line.column, fault))?;
            if writer.is_some() {
                sheet.entries.push(place);
            }
        }
        past_bounds(log)?;
        named_as_written(&mut sheet, &vocabulary);
        let kept = writer.expect("a log within its bounds is kept");
        return Ok(Read { record, rules: spec, log: kept, sheet, readings: Readings::default() });
    }
    let mut readings = Readings::default();
    if !grids.is_empty() {
        let mut sheets = Vec::with_capacity(2);
        for name in &names {
            let Some(section) = own_section(&sections, Kind::Shots, name)? else {
                let other = grids[0];
                let fault = SheetFault::ShotsOfOne { given: other.owner.clone(), missing: name.clone() };
                return Err(InputError::text(other.head.no, other.head.column, fault));
            };
            past_bounds(section)?;
            let (marked, letters) =
                grid::shot_grid(name, &section.head, &section.body, rules.board.columns, rules.board.rows)?;
            if let Some(letters) = letters.filter(|_| sheet.letters == Letters::Latin) {
                sheet.letters = letters;
            }
            sheets.push((marked, section.head));
        }
        let numbering = match header.numbering {
            Some((n, line)) => {
                let salvo = rules.turns == Turns::Salvo;
                match n {
                    Numbering::Round if !salvo => {
                        return Err(InputError::text(line.no, line.column, SheetFault::RoundWithoutSalvo));
                    }
                    Numbering::Player if salvo => {
                        return Err(InputError::text(line.no, line.column, SheetFault::PlayerWithSalvo));
                    }
                    n => n,
                }
            }
            None if rules.turns == Turns::Salvo => Numbering::Round,
            None => Numbering::Player,
        };
        sheet.numbering = Some(numbering.into());
        numbering::rebuild(&mut record, &mut sheet, sheets, numbering, &rules, &mut readings)?;
    }
    named_as_written(&mut sheet, &vocabulary);
    let shots = std::mem::take(&mut record.shots);
    let mut log = L::start(&record, shots.len());
    for entry in shots {
        // Shot grids hold at most a shot a cell: within a record's limits.
        log.entry(entry).expect("shot grids are within the log's limits");
    }
    Ok(Read { record, rules: spec, log, sheet, readings })
}

/// The section of `kind` (a fleet or a shots grid) of player `name`, if there is one.
///
/// # Errors
/// At a second such section: each player has one.
fn own_section<'s, 't>(
    sections: &'s [Section<'t>],
    kind: Kind,
    name: &str,
) -> Result<Option<&'s Section<'t>>, InputError> {
    let mut own = sections.iter().filter(|s| s.kind == kind && eq_ignore_case(&s.owner, name));
    let first = own.next();
    if let Some(twice) = own.next() {
        let player = name.to_owned();
        let fault =
            if kind == Kind::Fleet { SheetFault::SecondFleet { player } } else { SheetFault::SecondShots { player } };
        return Err(InputError::text(twice.head.no, twice.head.column, fault));
    }
    Ok(first)
}

/// Of two errors of two readings of one section, the one on a later line; on the same line the
/// first reading's (the list, where the section writes cells): what the writer meant is the
/// reading that got further through the lines, and a word that names no class (`carrier
/// A1-A5`) is a list's fault, not a drawing's unknown mark a few columns on.
fn further(first: InputError, second: InputError) -> InputError {
    let line = |e: &InputError| e.position().map_or(0, |(line, _)| line);
    if line(&second) > line(&first) { second } else { first }
}

/// Digits as a number of any length, for comparing: leading zeros dropped, then the longer
/// is the larger.
fn by_value(digits: &str) -> (usize, &str) {
    let digits = digits.trim_start_matches('0');
    (digits.len(), digits)
}

/// Whether a section writes a coordinate with a Cyrillic column letter (`Д5`): the sheet's Latin
/// look-alikes are then doubts. Only a letter that has no Latin look-alike counts (`Б5`, not `В5`, which may be a Latin B typed
/// on the other keyboard).
fn writes_cyrillic(section: &Section) -> bool {
    section.body.iter().flat_map(|line| log::words_of(line.text, true)).any(|word| {
        let mut chars = word.chars();
        matches!((chars.next(), chars.next()), (Some(c), Some(d)) if !c.is_ascii()
            && Letters::ALL.iter().any(|l| l.column(c).is_some())
            && d.is_ascii_digit()
            && c.to_uppercase().next().and_then(crate::error::latin_twin).is_none())
    })
}

/// Cells the sheet wrote in Cyrillic letters are named so in the verdict too.
fn named_as_written(sheet: &mut Sheet, vocabulary: &Vocabulary) {
    if vocabulary.used.get()
        && sheet.letters == Letters::Latin
        && let Some(letters) = vocabulary.letters
    {
        sheet.letters = letters;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn section_lines() {
        let names = ["ann lee".to_owned(), "ben".to_owned()];
        let l = Lexicon::default();
        assert_eq!(
            section_start("ann lee fleet: B2-F2", Some(&names), &l),
            Some((Kind::Fleet, "ann lee".into(), "fleet", " B2-F2"))
        );
        assert_eq!(
            section_start("Ben Shots:", None, &l).map(|(k, n, w, _)| (k, n, w)),
            Some((Kind::Shots, "Ben".into(), "Shots"))
        );
        assert_eq!(section_start("carol fleet:", Some(&names), &l).map(|(_, n, _, _)| n), Some("carol".into()));
        assert_eq!(section_start("LOG: ann C4", None, &l).map(|(k, _, _, r)| (k, r)), Some((Kind::Log, " ann C4")));
        assert!(section_start("ann C4 miss", None, &l).is_none());
        // In a catalog's words: the Dutch rule text's grids, the Russian game's.
        assert_eq!(
            section_start("ann lee Zelf: B2-F2", Some(&names), &l).map(|(k, n, _, _)| (k, n)),
            Some((Kind::Fleet, "ann lee".into()))
        );
        assert_eq!(
            section_start("ben поле противника:", Some(&names), &l).map(|(k, _, w, _)| (k, w)),
            Some((Kind::Shots, "поле противника"))
        );
        assert_eq!(section_start("Logboek :", None, &l).map(|(k, _, w, _)| (k, w)), Some((Kind::Log, "Logboek")));
    }
}
