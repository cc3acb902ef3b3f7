//! The words of a paper record (docs/format.md §6 "The `log:` section" and "Fleets"): `log:` lines
//! (shots, volleys and their replies, resignations and forfeits) and ship lists (`torpedo boat J10,
//! cruiser B2-D2`).

use std::borrow::Cow;
use std::cell::Cell;

use super::json::{pair_coordinate, text_coordinate};
use super::letters::Letters;
use super::lexicon::{Lexicon, Term};
use super::line::{Line, column_of, shown};
use super::sheet::Located;
use crate::coord::Coordinate;
use crate::error::{ClassPlace, CyrillicReading, InputError, LogFault, RecordFault};
use crate::names::{MAX_NAME_BYTES, eq_ignore_case};
use crate::record::ShotReply;
use crate::record::write::{AtOut, CellsOut, CoordOut, Counts, EntryOut, ReplyOut, ShipOut};
use crate::record::{Forfeit, MAX_VOLLEY, hit_count};
use crate::rules::{MAX_SHIPS, ShipClass};
use crate::verdict::PaperPart;

/// What the words of a paper record may name (docs/format.md §6): the players, the fleet's classes,
/// and the sheet's column letters for coordinates.
pub(crate) struct Vocabulary<'a> {
    /// The two players, as `players` (or the fleet sections) spell them.
    pub names: &'a [String; 2],
    /// The fleet's classes under the rules in force.
    pub classes: &'a [ShipClass],
    /// The Cyrillic letters coordinates may use besides Latin ones: the sheet's, or `А…К`
    /// where it labels no columns; `None` where it labels them in Latin only.
    pub letters: Option<Letters>,
    /// Two Cyrillic sets the sheet labels its grids with, when it uses two.
    pub two_ways: Option<(Letters, Letters)>,
    /// Set when a coordinate was written with them, so that the verdict names cells so too.
    pub used: Cell<bool>,
    /// Whether the sheet has Cyrillic column letters: a grid labelled with them, or a coordinate
    /// written with a Cyrillic letter that has no Latin look-alike (`Б2`, `Д5`). Its Latin
    /// look-alikes are then doubts; elsewhere its Cyrillic look-alikes (`В3`, a Latin letter
    /// typed on the other keyboard) are ([`Vocabulary::twin`]).
    pub cyrillic_sheet: bool,
    /// The board's columns, to say that a Latin letter names none of them.
    pub columns: u8,
    /// The words of the sheet's languages: replies, resignations, the presets' classes.
    pub lexicon: &'a Lexicon,
}

impl Vocabulary<'_> {
    /// The class named `name` (any case), as the rules spell it.
    fn class(&self, name: &str) -> Option<&str> {
        self.classes.iter().find(|c| eq_ignore_case(&c.name, name)).map(|c| c.name.as_str())
    }

    /// `name` as written, when it names a class of the fleet (any case, as in a JSON record); the
    /// fleet's class, when it is a word of a catalog for a preset's class the fleet has
    /// (`slagschip`, `линкор`); else an error at `sub` of `line` saying what the class is of
    /// (`of`, and the frame `frame` puts it in, if any) and the classes.
    fn class_at(
        &self,
        line: &Line,
        sub: &str,
        name: &str,
        of: ClassPlace,
        frame: impl FnOnce(LogFault) -> LogFault,
    ) -> Result<String, InputError> {
        if self.class(name).is_some() {
            return Ok(name.to_owned());
        }
        if let Some(term) = self.lexicon.whole(name, &Term::CLASSES)
            && let Some(class) = self.class(term.english())
        {
            self.lexicon.judge(line, sub, name, term, &Term::CLASSES)?;
            return Ok(class.to_owned());
        }
        let presets: Vec<Term> = Term::CLASSES.into_iter().filter(|t| self.class(t.english()).is_some()).collect();
        let why = LogFault::UnknownClass {
            classes: self.classes.iter().map(|c| c.name.clone()).collect(),
            sheet: self.lexicon.expected_words(&presets),
            found: name.to_owned(),
        };
        Err(InputError::text(line.no, column_of(line, sub), frame(LogFault::ClassOf { of, why: Box::new(why) })))
    }

    /// A coordinate (or a range) whose column letter reads one way as Latin and another as
    /// Cyrillic, never read either way (docs/format.md §6 "Fleets", on Latin look-alikes):
    /// - on a sheet with Cyrillic column letters, a Latin letter that looks like one of the
    ///   sheet's column letters but names another column as Latin, or none (`K6` on
    ///   `А Б В Г Д Е Ж З И К`: Latin K is column 11, Cyrillic К column 10), or that names no
    ///   column as Latin and looks like a Cyrillic letter (`P5`, `K10` on `А … И Й`); a Latin
    ///   letter that names the same column either way (`A` on `А…К`) reads as written;
    /// - on a sheet written in Latin (no grid lettered in Cyrillic, no coordinate in a Cyrillic
    ///   letter without a Latin look-alike: `cyrillic_sheet` false), a Cyrillic letter that looks
    ///   like a Latin one and names another column (`В3`: В is column 3, B column 2);
    /// - a range with one end in each alphabet (`Д6-D7`).
    ///
    /// Returns where the doubt starts in `word` (`K6`, `k6`, `B2-K5`; in bytes) and the doubt,
    /// with both readings.
    pub(crate) fn twin(&self, word: &str) -> Option<(usize, LogFault)> {
        let offset = |end: &str| end.as_ptr() as usize - word.as_ptr() as usize;
        let ends = word.split_once(DASHES).map_or([word, ""], |(a, b)| [a, b]);
        let sets: Vec<Letters> = match (self.two_ways, self.letters) {
            (Some((a, b)), _) => vec![a, b],
            (None, Some(letters)) => vec![letters],
            (None, None) => vec![],
        };
        let one_end = ends.into_iter().find_map(|end| {
            let mut chars = end.chars();
            let (written, second) = (chars.next()?, chars.next()?);
            if !second.is_ascii_digit() {
                return None;
            }
            let rest = &end[written.len_utf8()..];
            let why = if written.is_ascii_alphabetic() {
                if !self.cyrillic_sheet {
                    return None;
                }
                let first = written.to_ascii_uppercase();
                let latin = Letters::Latin.column(first)?;
                let twin = crate::error::cyrillic_twin(first)?;
                match sets.iter().find_map(|l| Some((*l, l.column(twin).filter(|&c| c < self.columns)?))) {
                    Some((_, column)) if column == latin => return None,
                    Some((letters, column)) => LogFault::LatinLikeCyrillic {
                        cell: end.to_owned(),
                        written,
                        twin,
                        letters: letters.in_words_within(self.columns),
                        latin_column: u32::from(latin) + 1,
                        columns: self.columns,
                        as_cyrillic: Some(CyrillicReading {
                            column: u32::from(column) + 1,
                            cell: format!("{twin}{rest}"),
                        }),
                    },
                    None if latin >= self.columns => LogFault::LatinLikeCyrillic {
                        cell: end.to_owned(),
                        written,
                        twin,
                        letters: sets.first().copied().unwrap_or(Letters::Cyrillic).in_words_within(self.columns),
                        latin_column: u32::from(latin) + 1,
                        columns: self.columns,
                        as_cyrillic: None,
                    },
                    None => return None,
                }
            } else {
                let latin = crate::error::latin_twin(written.to_uppercase().next()?)?;
                let column =
                    self.letters.filter(|_| !self.cyrillic_sheet && self.two_ways.is_none())?.column(written)?;
                let as_latin = Letters::Latin.column(latin)?;
                if as_latin == column {
                    return None;
                }
                LogFault::CyrillicLikeLatin {
                    cell: end.to_owned(),
                    written,
                    twin: latin,
                    cyrillic_column: u32::from(column) + 1,
                    latin_column: u32::from(as_latin) + 1,
                    twin_cell: format!("{latin}{rest}"),
                }
            };
            Some((offset(end), why))
        });
        if one_end.is_some() {
            return one_end;
        }
        // A range with one end in each alphabet, at the end in the alphabet the sheet does not use.
        let script = |end: &str| end.chars().next().filter(|c| c.is_alphabetic()).map(|c| c.is_ascii());
        let (Some(a), Some(b)) = (script(ends[0]), script(ends[1])) else { return None };
        if a == b {
            return None;
        }
        let (latin, cyrillic) = if a { (ends[0], ends[1]) } else { (ends[1], ends[0]) };
        // A Latin letter that is the same column in the sheet's Cyrillic (`A1-А4` on А…К) reads
        // as written.
        let first = latin.chars().next()?.to_ascii_uppercase();
        let same = crate::error::cyrillic_twin(first).is_some_and(|twin| {
            sets.iter().any(|l| l.column(twin).is_some() && l.column(twin) == Letters::Latin.column(first))
        });
        if same {
            return None;
        }
        let letter = |end: &str| end.chars().next().unwrap_or(' ');
        Some((
            offset(if self.cyrillic_sheet { latin } else { cyrillic }),
            LogFault::MixedRange { cells: word.to_owned(), latin: letter(latin), cyrillic: letter(cyrillic) },
        ))
    }

    /// `word` with a column letter of the sheet's Cyrillic ones written in Latin (`Б2` is `B2`).
    ///
    /// # Errors
    /// For a word that starts with a letter of neither alphabet's columns.
    fn latin<'w>(&self, word: &'w str) -> Result<Cow<'w, str>, Box<LogFault>> {
        let Some(first) = word.chars().next().filter(|c| c.is_alphabetic() && !c.is_ascii()) else {
            return Ok(Cow::Borrowed(word));
        };
        if let Some((a, b)) = self.two_ways {
            return Err(Box::new(LogFault::TwoWays { cell: word.to_owned(), one: a.in_words(), other: b.in_words() }));
        }
        match self.letters.filter(|l| l.column(first).is_some()) {
            Some(letters) => Ok(letters.to_latin(&word.to_uppercase()).into_owned().into()),
            None => Err(Box::new(LogFault::NotColumnLetter {
                cell: word.to_owned(),
                letter: first,
                letters: self.letters.map(Letters::in_words),
            })),
        }
    }
}

/// The dashes a range may be written with (v3: a phone's autocorrect makes `-` an en dash).
const DASHES: [char; 4] = ['-', '–', '—', '−'];

/// Splits `text` into words at spaces and, with `commas`, at commas; a `[column,row]` pair is
/// one word, whatever it holds.
pub(crate) fn words(text: &str, commas: bool) -> Vec<&str> {
    words_of(text, commas).collect()
}

/// The words of [`words`], one at a time (a long line is never held as all its words).
pub(crate) fn words_of(text: &str, commas: bool) -> impl Iterator<Item = &str> {
    let mut chars = text.char_indices();
    std::iter::from_fn(move || {
        let mut start: Option<usize> = None;
        let mut depth = 0usize;
        for (at, c) in chars.by_ref() {
            let separator = depth == 0 && (c.is_whitespace() || (commas && c == ','));
            if separator {
                match start {
                    Some(s) => return Some(&text[s..at]),
                    None => continue,
                }
            }
            if start.is_none() {
                start = Some(at);
            }
            match c {
                '[' => depth += 1,
                ']' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        start.map(|s| &text[s..])
    })
}

/// A word read as a coordinate of the JSON record: `C4` (or `В4` in the sheet's Cyrillic
/// letters) as Latin text, `[2,3]` as two integers.
///
/// # Errors
/// Why it is not one, as the JSON reader would find it.
fn coordinate(word: &str, vocabulary: &Vocabulary) -> Result<CoordOut, Box<LogFault>> {
    if word.starts_with('[') {
        let c: Coordinate = serde_json::from_str(word)
            .map_err(|e| LogFault::NotPair { cell: word.to_owned(), detail: crate::error::Fault::of_json(e) })?;
        Ok(pair_coordinate(c.col, c.row))
    } else {
        let latin = vocabulary.latin(word)?;
        Coordinate::from_text(&latin).map_err(|_| LogFault::NotACell { cell: latin.clone().into_owned() })?;
        if latin != word {
            vocabulary.used.set(true);
        }
        Ok(text_coordinate(&latin))
    }
}

/// Whether `word` is a coordinate (`B2`, `b10`, `Б2`, `[1,1]`) or a range (`B2-F2`, `B2–F2`).
pub(crate) fn is_cells(word: &str, vocabulary: &Vocabulary) -> bool {
    coordinate(word, vocabulary).is_ok() || range(word, vocabulary).is_some()
}

/// Whether `word` marks a fleet section as a ship list (docs/format.md §6 "Fleets"): cells (`B2`,
/// `B2-F2`) with a row number other than 0, since a drawing written without spaces may have a row
/// such as `D000000000` (a class initial, then water) that reads as the cell `D0`.
pub(crate) fn lists_cells(word: &str, vocabulary: &Vocabulary) -> bool {
    is_cells(word, vocabulary) && names_a_row(word)
}

/// Whether `word` holds a digit other than 0: as cells, a row other than row 0.
pub(crate) fn names_a_row(word: &str) -> bool {
    word.bytes().any(|b| (b'1'..=b'9').contains(&b))
}

/// Where the character at byte `offset` of `joined` (`part` with its ranges' dashes joined, `B2 -
/// F2` to `B2-F2`) stands in `part`, in characters from its start: joining keeps every letter and
/// digit, so the place is the same count of them in.
fn as_written(part: &str, joined: &str, offset: usize) -> usize {
    let before = joined[..offset].chars().filter(|c| c.is_alphanumeric()).count();
    let mut seen = 0;
    part.chars()
        .position(|c| {
            let here = c.is_alphanumeric() && seen == before;
            seen += usize::from(c.is_alphanumeric());
            here
        })
        .unwrap_or(0)
}

/// Whether `word` could read as cells on some sheet (Latin or Cyrillic column letters), so that
/// a class name ending in it cannot be written on paper.
pub(crate) fn reads_as_cells(word: &str) -> bool {
    let names = [String::new(), String::new()];
    let lexicon = Lexicon::default();
    Letters::ALL.into_iter().any(|letters| {
        let vocabulary = Vocabulary {
            names: &names,
            classes: &[],
            letters: Some(letters),
            two_ways: None,
            used: Cell::new(false),
            cyrillic_sheet: false,
            columns: 26,
            lexicon: &lexicon,
        };
        is_cells(word, &vocabulary)
    })
}

/// The two ends of a range word `B2-F2` (any of the [`DASHES`]), in Latin letters.
fn range(word: &str, vocabulary: &Vocabulary) -> Option<(String, String)> {
    let (a, b) = word.split_once(DASHES)?;
    let (la, lb) = (vocabulary.latin(a).ok()?, vocabulary.latin(b).ok()?);
    if Coordinate::from_text(&la).is_err() || Coordinate::from_text(&lb).is_err() {
        return None;
    }
    if la != a || lb != b {
        vocabulary.used.set(true);
    }
    Some((la.into_owned(), lb.into_owned()))
}

/// The player a line starts with: the longest of `names` (any case) followed by a space or
/// the end. Returns the player and the rest of the line.
fn player<'t>(text: &'t str, names: &[String; 2]) -> Option<(usize, &'t str)> {
    let ends = text
        .char_indices()
        .map(|(i, _)| i)
        .chain([text.len()])
        .filter(|&i| i > 0 && text[i..].chars().next().is_none_or(char::is_whitespace))
        .take_while(|&i| i <= 4 * MAX_NAME_BYTES);
    let mut found: Option<(usize, usize)> = None;
    for end in ends {
        for (p, name) in names.iter().enumerate() {
            if eq_ignore_case(&text[..end], name) && found.is_none_or(|(_, e)| end > e) {
                found = Some((p, end));
            }
        }
    }
    found.map(|(p, end)| (p, text[end..].trim_start()))
}

/// The move number a log line starts with (`12.`, `12)` or `12:`, as row numbers are written),
/// as written (digits only), and the rest of the line after it; `None` for a line without one.
pub(crate) fn move_number<'l>(line: &Line<'l>) -> Option<(&'l str, &'l str)> {
    let text = line.text;
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0 && text[digits..].starts_with(['.', ')', ':']))
        .then(|| (&text[..digits], text[digits + 1..].trim_start()))
}

/// Reads one `log:` line: an optional move number (`12.`), a player, then a shot, a volley,
/// `resigns` or `forfeits REASON`.
///
/// # Errors
/// The line and column of what is not one of these, saying what was expected.
pub(crate) fn entry(line: &Line, vocabulary: &Vocabulary) -> Result<(EntryOut, Located), InputError> {
    let names = vocabulary.names;
    let at = |sub: &str, fault: LogFault| InputError::text(line.no, column_of(line, sub), fault);
    let text = move_number(line).map_or(line.text, |(_, rest)| rest);
    let Some((p, rest)) = player(text, names).or_else(|| {
        // `ann: C4 miss`: the name with a colon after it, as a score sheet may have it.
        let (name, rest) = text.split_once(':')?;
        player(name.trim_end(), names).filter(|(_, after)| after.is_empty()).map(|(p, _)| (p, rest.trim_start()))
    }) else {
        return Err(at(text, LogFault::NotALogLine { players: names.to_vec(), found: text.to_owned() }));
    };
    let who = names[p].clone();
    let on_move = |why: LogFault| LogFault::Move { player: who.clone(), why: Box::new(why) };
    let place = Located { line: line.no, column: line.column, what: PaperPart::Move(shown(&names[p]).into_owned()) };
    let mut entry = EntryOut { player: names[p].clone().into(), ..EntryOut::default() };
    let lexicon = vocabulary.lexicon;
    let gives_up = [Term::Resigns, Term::Forfeits];
    let keyword = lexicon.prefix(rest, &gives_up);
    if let Some((Term::Resigns, end)) = keyword
        && rest[end..].trim().is_empty()
    {
        lexicon.judge(line, rest, &rest[..end], Term::Resigns, &gives_up)?;
        entry.forfeit = Some("resigned".into());
        return Ok((entry, place));
    }
    if let Some((Term::Forfeits, end)) = keyword {
        lexicon.judge(line, rest, &rest[..end], Term::Forfeits, &gives_up)?;
        let reason = rest[end..].trim();
        let Some(reason) = Forfeit::ALL.iter().map(|r| r.as_str()).find(|r| r.eq_ignore_ascii_case(reason)) else {
            return Err(at(
                if reason.is_empty() { rest } else { reason },
                LogFault::ForfeitReason {
                    keyword: rest[..end].to_owned(),
                    reasons: Forfeit::ALL.iter().map(|r| r.as_str().to_owned()).collect(),
                    found: reason.to_owned(),
                },
            ));
        };
        entry.forfeit = Some(reason.to_owned().into());
        return Ok((entry, place));
    }
    let colon = colon_outside_brackets(rest);
    let (targets, reply) = match colon {
        Some(i) => (&rest[..i], Some(rest[i + 1..].trim())),
        None => (rest, None),
    };
    // One word past the most shots a volley holds is enough to tell.
    let words: Vec<&str> = words_of(targets, true).take(MAX_VOLLEY + 1).collect();
    let coordinates = words.iter().take_while(|w| coordinate(w, vocabulary).is_ok()).count();
    if let Some(past) = words.get(MAX_VOLLEY).filter(|_| coordinates > MAX_VOLLEY) {
        return Err(at(past, LogFault::VolleyTooLong { player: who, max: MAX_VOLLEY as u64 }));
    }
    if coordinates == 0 {
        let found = words.first().copied().unwrap_or(rest);
        let why = match words.first().map(|w| coordinate(w, vocabulary)) {
            Some(Err(why)) if found.starts_with('[') || found.chars().next().is_some_and(char::is_alphabetic) => {
                LogFault::NoCellBecause { why }
            }
            _ => LogFault::NoCell { found: found.to_owned() },
        };
        return Err(at(found, on_move(why)));
    }
    if let Some((word, (offset, why))) = words[..coordinates].iter().find_map(|w| Some((w, vocabulary.twin(w)?))) {
        return Err(at(&word[offset..], on_move(why)));
    }
    let cells: Vec<CoordOut> =
        words[..coordinates].iter().map(|w| coordinate(w, vocabulary).expect("checked above")).collect();
    match reply {
        Some(reply) => {
            if let Some(extra) = words.get(coordinates) {
                return Err(at(extra, LogFault::OnlyCells { found: (*extra).to_owned() }));
            }
            entry.at = Some(AtOut::Volley(cells));
            if !reply.is_empty() {
                entry.reply = Some(volley_reply(line, reply, vocabulary)?);
            }
        }
        None => {
            let said = &targets
                [words.get(coordinates).map_or(targets.len(), |w| w.as_ptr() as usize - targets.as_ptr() as usize)..];
            let said = said.trim();
            if coordinates > 1 {
                if !said.is_empty() {
                    return Err(at(said, LogFault::VolleyReplyAfterColon { player: who, found: said.to_owned() }));
                }
                entry.at = Some(AtOut::Volley(cells));
            } else {
                entry.at = Some(AtOut::Shot(cells.into_iter().next().expect("one coordinate")));
                if !said.is_empty() {
                    let replies = [Term::Miss, Term::Hit, Term::Sunk];
                    let Some((term, end)) = lexicon.prefix(said, &replies) else {
                        return Err(at(
                            said,
                            LogFault::NoReply {
                                player: who,
                                sheet: lexicon.expected_words(&replies),
                                found: said.to_owned(),
                            },
                        ));
                    };
                    lexicon.judge(line, said, &said[..end], term, &replies)?;
                    let (word, ship) = (said[..end].to_lowercase(), said[end..].trim());
                    let reply = match term {
                        Term::Miss if !ship.is_empty() => {
                            return Err(at(ship, LogFault::MissNamesShip { word, found: ship.to_owned() }));
                        }
                        Term::Miss => ShotReply::Miss,
                        Term::Hit => ShotReply::Hit,
                        _ => ShotReply::Sunk,
                    };
                    entry.reply = Some(ReplyOut::Shot(reply));
                    // Words after the reply name the ship, or nothing: never a guess (v3).
                    if !ship.is_empty() {
                        let of = ClassPlace::Ship { player: who, reply: word };
                        entry.ship = Some(vocabulary.class_at(line, ship, ship, of, |f| f)?);
                    }
                }
            }
        }
    }
    Ok((entry, place))
}

/// The position of the first `:` outside `[…]`.
fn colon_outside_brackets(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            ':' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// Reads a volley's reply: `CLASS N, CLASS N` or `none`, then optionally `; sunk CLASS, CLASS`.
fn volley_reply(line: &Line, reply: &str, vocabulary: &Vocabulary) -> Result<ReplyOut, InputError> {
    let at = |sub: &str, fault: LogFault| InputError::text(line.no, column_of(line, sub), fault);
    let (hits, sunk) = match reply.split_once(';') {
        Some((h, s)) => (h.trim(), Some(s.trim())),
        None => (reply, None),
    };
    let lexicon = vocabulary.lexicon;
    let mut counts: Vec<(String, u64)> = Vec::new();
    let mut written: Vec<&str> = Vec::new();
    let none = lexicon.whole(hits, &[Term::NoHits]).is_some();
    if none {
        lexicon.judge(line, hits, hits, Term::NoHits, &[Term::NoHits, Term::Hit, Term::Miss, Term::Sunk])?;
    } else {
        for part in hits.split(',') {
            let part = part.trim();
            let parsed = part
                .rsplit_once(char::is_whitespace)
                .and_then(|(class, n)| Some((class.trim(), n.parse::<u64>().ok()?)));
            let Some((class, n)) = parsed else {
                return Err(at(
                    if part.is_empty() { hits } else { part },
                    LogFault::VolleyHits { found: part.to_owned() },
                ));
            };
            if counts.len() == MAX_SHIPS {
                return Err(at(part, LogFault::VolleyHitsTooMany { max: MAX_SHIPS as u64 }));
            }
            let named = vocabulary.class_at(line, class, class, ClassPlace::VolleyHit, |f| f)?;
            // What the JSON reader refuses in a reply's counts is refused here, at the class or
            // number on the paper, rather than at the start of the line by the JSON path.
            if let Some((twin, _)) = written.iter().zip(&counts).find(|(_, (c, _))| eq_ignore_case(c, &named)) {
                let fault = RecordFault::ClassCountedTwice { class: class.to_owned(), twin: (*twin).to_owned() };
                return Err(InputError::text(line.no, column_of(line, class), fault));
            }
            if let Err(fault) = hit_count(n) {
                let number = part.rsplit(char::is_whitespace).next().unwrap_or(part);
                return Err(InputError::text(line.no, column_of(line, number), fault));
            }
            written.push(class);
            counts.push((named, n));
        }
    }
    let mut sunk_classes = Vec::new();
    if let Some(sunk) = sunk {
        let said = lexicon.prefix(sunk, &[Term::Sunk]);
        if let Some((_, end)) = said {
            lexicon.judge(line, sunk, &sunk[..end], Term::Sunk, &[Term::Sunk])?;
        }
        let list = said.map(|(_, end)| sunk[end..].trim());
        let Some(list) = list.filter(|l| !l.is_empty()) else {
            return Err(at(if sunk.is_empty() { reply } else { sunk }, LogFault::NoSunk { found: sunk.to_owned() }));
        };
        for class in list.split(',') {
            let class = class.trim();
            if class.is_empty() {
                return Err(at(list, LogFault::EmptyClass { list: list.to_owned() }));
            }
            if sunk_classes.len() == MAX_SHIPS {
                return Err(at(class, LogFault::VolleySinksTooMany { max: MAX_SHIPS as u64 }));
            }
            sunk_classes.push(vocabulary.class_at(line, class, class, ClassPlace::VolleySank, |f| f)?);
        }
    }
    Ok(ReplyOut::Volley { hits: Counts(counts), sunk: Some(sunk_classes) })
}

/// Reads a fleet section that lists ships: separated by commas or line ends, each `[CLASS]
/// CELLS`, CELLS a range (`B2-F2`, spaces around the dash allowed) or coordinates separated by
/// spaces (`G4 G5`).
///
/// # Errors
/// The line and column of a ship that is not of this form.
pub(crate) fn ships(owner: &str, lines: &[Line], vocabulary: &Vocabulary) -> Result<Vec<ShipOut>, InputError> {
    let mut out = Vec::new();
    for line in lines {
        for part in split_outside_brackets(line.text, ',') {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let column = column_of(line, part);
            let fleet = |why: LogFault| LogFault::Fleet { owner: owner.to_owned(), why: Box::new(why) };
            let at = |column: usize, why: LogFault| InputError::text(line.no, column, fleet(why));
            // `B2 - F2` is the range `B2-F2`.
            let joined = join_dashes(part);
            let words = words(&joined, false);
            let cells = words.iter().rev().take_while(|w| is_cells(w, vocabulary)).count();
            let (class, cells) = words.split_at(words.len() - cells);
            if cells.is_empty() {
                // A last word in letters of neither alphabet's columns says why it is no cell.
                if let Some(last) = words.last()
                    && let Err(why) = vocabulary.latin(last)
                {
                    let offset = last.as_ptr() as usize - joined.as_ptr() as usize;
                    let found = as_written(part, &joined, offset);
                    return Err(at(column + found, *why));
                }
                return Err(at(column, LogFault::NoShipCells { found: part.to_owned() }));
            }
            if let Some((word, (offset, why))) = cells.iter().find_map(|w| Some((w, vocabulary.twin(w)?))) {
                let offset = word.as_ptr() as usize - joined.as_ptr() as usize + offset;
                return Err(at(column + as_written(part, &joined, offset), why));
            }
            let ranges: Vec<(String, String)> = cells.iter().filter_map(|w| range(w, vocabulary)).collect();
            let cells_out = match (ranges.as_slice(), cells) {
                ([], _) => CellsOut::List(
                    cells.iter().map(|w| coordinate(w, vocabulary).expect("cells are coordinates")).collect(),
                ),
                ([(a, b)], [_]) => CellsOut::Range(format!("{a}-{b}")),
                _ => {
                    return Err(at(column, LogFault::OneRange { found: part.to_owned() }));
                }
            };
            // The class as written, its inner spaces kept (`torpedo boat`), a colon after it
            // allowed (v3); it must be one of the fleet's.
            let class = class.last().map(|w| joined[..w.as_ptr() as usize - joined.as_ptr() as usize + w.len()].trim());
            let ship = match class {
                Some(class) => {
                    let name = class.strip_suffix(':').unwrap_or(class).trim_end();
                    let sub = part.find(class).map_or(part, |i| &part[i..]);
                    Some(vocabulary.class_at(line, sub, name, ClassPlace::ListedShip, fleet)?)
                }
                None => None,
            };
            if out.len() == MAX_SHIPS {
                let fault = LogFault::TooManyShips { owner: owner.to_owned(), max: MAX_SHIPS as u64 };
                return Err(InputError::text(line.no, column, fault));
            }
            out.push(ShipOut { ship, cells: cells_out });
        }
    }
    Ok(out)
}

/// `text` with the spaces around each dash removed, and every dash of [`DASHES`] written `-`.
fn join_dashes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, piece) in text.split(DASHES).enumerate() {
        if i > 0 {
            out.truncate(out.trim_end().len());
            out.push('-');
            out.push_str(piece.trim_start());
        } else {
            out.push_str(piece);
        }
    }
    out
}

/// `text` split at `separator` outside `[…]`, one part at a time.
fn split_outside_brackets(text: &str, separator: char) -> impl Iterator<Item = &str> {
    let mut chars = text.char_indices();
    let mut start = Some(0);
    std::iter::from_fn(move || {
        let from = start?;
        let mut depth = 0usize;
        for (i, c) in chars.by_ref() {
            match c {
                '[' => depth += 1,
                ']' => depth = depth.saturating_sub(1),
                c if c == separator && depth == 0 => {
                    start = Some(i + c.len_utf8());
                    return Some(&text[from..i]);
                }
                _ => {}
            }
        }
        start = None;
        Some(&text[from..])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::FleetName;

    fn line(text: &str) -> Line<'_> {
        Line { no: 7, text, column: 1 }
    }

    /// Russian classes, the players `ann lee` and `ben`, and the sheet's letters `letters`.
    fn with<T>(letters: Option<Letters>, f: impl FnOnce(&Vocabulary) -> T) -> T {
        let names = ["ann lee".to_owned(), "ben".to_owned()];
        let mut classes = FleetName::Russian.classes();
        classes.push(ShipClass { name: "patrol boat".into(), size: 2, count: 1, salvo: 1 });
        let lexicon = Lexicon::default();
        let vocabulary = Vocabulary {
            names: &names,
            classes: &classes,
            letters,
            two_ways: None,
            used: Cell::new(false),
            cyrillic_sheet: letters == Some(Letters::Cyrillic),
            columns: 10,
            lexicon: &lexicon,
        };
        f(&vocabulary)
    }

    /// A log line read on a sheet lettered `А Б В Г Д Е Ж З И К`.
    fn entry_json(text: &str) -> Result<String, String> {
        entry_on(Some(Letters::Cyrillic), text)
    }

    /// A log line read on a sheet lettered in Latin.
    fn latin_json(text: &str) -> Result<String, String> {
        entry_on(None, text)
    }

    fn entry_on(letters: Option<Letters>, text: &str) -> Result<String, String> {
        with(letters, |v| {
            entry(&line(text), v).map(|(e, _)| serde_json::to_string(&e).unwrap()).map_err(|e| e.to_string())
        })
    }

    #[test]
    fn shots_volleys_and_forfeits() {
        let (e, place) = with(None, |v| entry(&line("12. ann lee C4 hit torpedo boat"), v)).unwrap();
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"player":"ann lee","at":"C4","reply":"hit","ship":"torpedo boat"}"#
        );
        assert_eq!(place.what, PaperPart::Move("ann lee".into()));
        assert_eq!(
            latin_json("ben A1 B1, [2,0]: cruiser 2, destroyer 1; sunk torpedo boat").unwrap(),
            r#"{"player":"ben","at":["A1","B1",[2, 0]],"reply":{"hits":{"cruiser":2,"destroyer":1},"sunk":["torpedo boat"]}}"#
        );
        assert_eq!(entry_json("ben C4:").unwrap(), r#"{"player":"ben","at":["C4"]}"#);
        assert_eq!(entry_json("ben [ 2 , 3 ] miss").unwrap(), r#"{"player":"ben","at":[2, 3],"reply":"miss"}"#);
        assert_eq!(
            latin_json("ben A1 B1: NONE").unwrap(),
            r#"{"player":"ben","at":["A1","B1"],"reply":{"hits":{},"sunk":[]}}"#
        );
        assert_eq!(entry_json("ann lee resigns").unwrap(), r#"{"player":"ann lee","forfeit":"resigned"}"#);
        assert_eq!(entry_json("ben forfeits timeout").unwrap(), r#"{"player":"ben","forfeit":"timeout"}"#);
        // Move numbers as row numbers are written, and a colon after the name.
        for line in ["3) ben C4 miss", "3: ben C4 miss", "ben: C4 miss", "3. Ben: C4 miss"] {
            assert_eq!(entry_json(line).unwrap(), r#"{"player":"ben","at":"C4","reply":"miss"}"#, "{line}");
        }
    }

    #[test]
    fn names_reply_words_and_classes_in_any_case_and_cyrillic_cells() {
        assert_eq!(
            entry_json("ANN LEE c4 SUNK Torpedo Boat").unwrap(),
            r#"{"player":"ann lee","at":"c4","reply":"sunk","ship":"Torpedo Boat"}"#
        );
        assert_eq!(entry_json("Ben б2 Hit").unwrap(), r#"{"player":"ben","at":"B2","reply":"hit"}"#);
        assert_eq!(
            entry_json("ben К10 Д1: Cruiser 1; SUNK destroyer").unwrap(),
            r#"{"player":"ben","at":["J10","E1"],"reply":{"hits":{"Cruiser":1},"sunk":["destroyer"]}}"#
        );
    }

    #[test]
    fn words_after_a_reply_must_name_a_class() {
        for (text, column, found) in [
            ("ben C4 sunk the cruiser", 13, "`the cruiser`"),
            ("ben C4 hit (nice)", 12, "`(nice)`"),
            ("ben C4 hit ?", 12, "`?`"),
            ("ben C4 hit battle ship", 12, "`battle ship`"),
        ] {
            let e = entry_json(text).unwrap_err();
            assert!(e.starts_with(&format!("7:{column}: the ship ben's ")), "{text}: {e}");
            assert!(e.ends_with(&format!("expected a class of the fleet (battleship, cruiser, destroyer, torpedo boat, patrol boat), found {found}")), "{e}");
        }
        let e = entry_json("ben A1 D1: frigate 1").unwrap_err();
        assert!(e.starts_with("7:12: a class the volley hit: expected a class of the fleet"), "{e}");
        let e = entry_json("ben A1 D1: none; sunk cruiser, boat").unwrap_err();
        assert!(e.starts_with("7:32: a class the volley sank: expected a class of the fleet"), "{e}");
    }

    #[test]
    fn log_line_errors_say_where_and_what() {
        let e = entry_json("carol C4").unwrap_err();
        assert_eq!(
            e,
            "7:1: expected a log line: an optional move number (12.), then a player's name (ann lee or ben), such as \"ann lee C4 miss\", found `carol C4`"
        );
        let e = entry_json("ben A1 D1 hit").unwrap_err();
        assert!(e.starts_with("7:11: ben fired a volley: its reply goes after a colon"), "{e}");
        let e = entry_json("ben C4 wet").unwrap_err();
        assert!(e.starts_with("7:8: expected the reply to ben's shot"), "{e}");
        let e = entry_json("ben forfeits bored").unwrap_err();
        assert!(e.starts_with("7:14: expected a reason"), "{e}");
        let e = entry_json("ben AA1").unwrap_err();
        assert!(e.starts_with("7:5: ben's move: expected the cell fired at"), "{e}");
        // A Cyrillic letter that is no column of the sheet's (С is not among А…К).
        let e = entry_json("ben С4 miss").unwrap_err();
        assert!(e.contains("`С` is not one of this sheet's column letters (A B C … or А Б В Г Д Е Ж З И К)"), "{e}");
        let e = with(None, |v| entry(&line("ben Б4 miss"), v)).unwrap_err().to_string();
        assert!(
            e.contains("`Б` is not one of this sheet's column letters (A B C …, as its drawings label them)"),
            "{e}"
        );
    }

    #[test]
    fn ship_lists() {
        let listed = |lines: &[Line]| {
            with(Some(Letters::Cyrillic), |v| ships("ann", lines, v)).map(|s| serde_json::to_string(&s).unwrap())
        };
        assert_eq!(
            listed(&[line("Battleship: C2 – F2, torpedo boat J10"), line("G4 G5, Cruiser: Б7—Г7, А1−А2")]).unwrap(),
            r#"[{"ship":"Battleship","cells":"C2-F2"},{"ship":"torpedo boat","cells":["J10"]},{"cells":["G4","G5"]},{"ship":"Cruiser","cells":"B7-D7"},{"cells":"A1-A2"}]"#
        );
        let e = listed(&[line("cruiser, D2")]).unwrap_err().to_string();
        assert!(e.starts_with("7:1: ann's fleet: expected a ship's cells"), "{e}");
        let e = listed(&[line("D2-D4 C5")]).unwrap_err().to_string();
        assert!(e.starts_with("7:1: ann's fleet: expected one range"), "{e}");
        let e = listed(&[line("D2-D4, frigate C5-C7")]).unwrap_err().to_string();
        assert!(e.starts_with("7:8: ann's fleet: the class of a ship: expected a class of the fleet"), "{e}");
    }

    /// Latin letters that look like the sheet's Cyrillic ones but name another column, or none,
    /// are doubts at the letter; those that name the same column read as written.
    #[test]
    fn latin_look_alikes_of_cyrillic_columns() {
        let e = entry_json("Anya K6 hit").unwrap_err();
        assert!(e.starts_with("7:1: expected a log line"), "{e}");
        let e = entry_json("ben K6 hit").unwrap_err();
        assert_eq!(
            e,
            "7:5: ben's move: `K6` is written with the Latin letter K, which looks like the Cyrillic К of this sheet's columns (А Б В Г Д Е Ж З И К): as Latin it names no column of this board (K would be column 11 of 10), as Cyrillic column 10 (К6); write it with the letters the sheet uses"
        );
        let e = entry_json("ben A1 b2: none").unwrap_err();
        assert!(e.starts_with("7:8: ben's move: `b2` is written with the Latin letter b"), "{e}");
        assert!(e.contains("as Latin it is column 2, as Cyrillic column 3 (В2)"), "{e}");
        let e = entry_json("ben e5 miss").unwrap_err();
        assert!(e.contains("as Latin it is column 5, as Cyrillic column 6 (Е5)"), "{e}");
        // A and the letters with no look-alike among the sheet's read as Latin.
        assert_eq!(entry_json("ben A1 miss").unwrap(), r#"{"player":"ben","at":"A1","reply":"miss"}"#);
        assert_eq!(entry_json("ben J10 miss").unwrap(), r#"{"player":"ben","at":"J10","reply":"miss"}"#);
        // The same letters on a sheet lettered in Latin are Latin.
        assert_eq!(latin_json("ben K6 miss").unwrap(), r#"{"player":"ben","at":"K6","reply":"miss"}"#);
        let listed = |text: &str| with(Some(Letters::Cyrillic), |v| ships("ann", &[line(text)], v)).map(|_| ());
        let e = listed("battleship K6-K9").unwrap_err().to_string();
        assert!(e.starts_with("7:12: ann's fleet: `K6` is written with the Latin letter K"), "{e}");
        let e = listed("cruiser: А1 – E1").unwrap_err().to_string();
        assert!(e.starts_with("7:15: ann's fleet: `E1` is written with the Latin letter E"), "{e}");
        assert!(listed("cruiser: A1 – А3").is_ok());
        let e = listed("cruiser: Д1 – D3").unwrap_err().to_string();
        assert!(
            e.starts_with(
                "7:15: ann's fleet: `Д1-D3` writes one end with the Latin letter D and the other with the Cyrillic Д"
            ),
            "{e}"
        );
        // A Cyrillic look-alike on a sheet otherwise in Latin: В is column 3, B column 2.
        let e = with(None, |v| {
            let v =
                Vocabulary { letters: Some(Letters::Cyrillic), cyrillic_sheet: false, used: Cell::new(false), ..*v };
            entry(&line("ben В3 miss"), &v).map(|_| ()).unwrap_err().to_string()
        });
        assert!(e.starts_with("7:5: ben's move: `В3` is written with the Cyrillic letter В, which looks like the Latin B: as Cyrillic it is column 3, as Latin column 2 (B3)"), "{e}");
        // A Latin letter that names no column and looks like a Cyrillic one that is no column either.
        let e = entry_json("ben P5 miss").unwrap_err();
        assert!(e.contains("`P5` is written with the Latin letter P, which looks like the Cyrillic Р: as Latin it names no column of this board"), "{e}");
        assert!(listed("cruiser: A1-A3").is_ok());
    }
}
