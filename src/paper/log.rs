//! The words of a paper record (contract §5): `log:` lines (shots, volleys and their replies,
//! resignations and forfeits) and ship lists (`torpedo boat J10, cruiser B2-D2`).

use super::json::{At, CellsOut, Counts, Entry, ReplyOut, ShipOut, pair_coordinate, text_coordinate};
use super::text::Line;
use super::{Place, error_at, shown};
use crate::coord::Coordinate;
use crate::error::{InputError, quote};
use crate::record::{Forfeit, MAX_VOLLEY};
use crate::rules::MAX_SHIPS;
use serde_json::value::RawValue;

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

/// A word read as a coordinate of the JSON record: `C4` as text, `[2,3]` as two integers.
///
/// # Errors
/// What the JSON reader would say of it, when it is not one.
fn coordinate(word: &str) -> Result<Box<RawValue>, String> {
    if word.starts_with('[') {
        let c: Coordinate = serde_json::from_str(word).map_err(|e| {
            let message = e.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message).to_owned();
            format!("{} is not a [column,row] pair of integers counted from 0: {message}", quote(word))
        })?;
        Ok(pair_coordinate(c.col, c.row))
    } else {
        Coordinate::from_text(word)?;
        Ok(text_coordinate(word))
    }
}

/// Whether `word` is a coordinate (`B2`, `b10`, `[1,1]`) or a range (`B2-F2`).
pub(crate) fn is_cells(word: &str) -> bool {
    coordinate(word).is_ok() || range(word).is_some()
}

/// The two ends of a range word `B2-F2`.
fn range(word: &str) -> Option<(&str, &str)> {
    let (a, b) = word.split_once('-')?;
    (Coordinate::from_text(a).is_ok() && Coordinate::from_text(b).is_ok()).then_some((a, b))
}

/// The player a line starts with: the longest of `names` followed by a space or the end.
fn player<'t>(text: &'t str, names: &[String; 2]) -> Option<(usize, &'t str)> {
    (0..2)
        .filter(|&p| {
            text.strip_prefix(names[p].as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace))
        })
        .max_by_key(|&p| names[p].len())
        .map(|p| (p, text[names[p].len()..].trim_start()))
}

/// The 1-based column of `sub`, a slice of `line.text`.
pub(crate) fn column_of(line: &Line, sub: &str) -> usize {
    let offset = (sub.as_ptr() as usize).saturating_sub(line.text.as_ptr() as usize).min(line.text.len());
    line.column + line.text[..offset].chars().count()
}

/// Reads one `log:` line: an optional move number (`12.`), a player, then a shot, a volley,
/// `resigns` or `forfeits REASON`.
///
/// # Errors
/// The line and column of what is not one of these, saying what was expected.
pub(crate) fn entry(line: &Line, names: &[String; 2]) -> Result<(Entry, Place), InputError> {
    let at = |sub: &str, message: String| error_at(line.no, column_of(line, sub), message);
    let mut text = line.text;
    if let Some((number, rest)) = text.split_once('.')
        && !number.is_empty()
        && number.bytes().all(|b| b.is_ascii_digit())
    {
        text = rest.trim_start();
    }
    let Some((p, rest)) = player(text, names) else {
        return Err(at(
            text,
            format!(
                "expected a log line starting with a player's name ({} or {}), such as \"{} C4 miss\", found {}",
                shown(&names[0]),
                shown(&names[1]),
                shown(&names[0]),
                quote(text)
            ),
        ));
    };
    let who = shown(&names[p]).into_owned();
    let place = Place { line: line.no, column: line.column, what: format!("{}'s move in the log", shown(&names[p])) };
    let mut entry = Entry { player: names[p].clone(), ..Entry::default() };
    let keyword = rest.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
    if keyword == "resigns" && rest.split_whitespace().count() == 1 {
        entry.forfeit = Some("resigned".into());
        return Ok((entry, place));
    }
    if keyword == "forfeits" {
        let reason = rest["forfeits".len()..].trim();
        let Some(reason) = Forfeit::ALL.iter().map(|r| r.as_str()).find(|r| r.eq_ignore_ascii_case(reason)) else {
            return Err(at(
                if reason.is_empty() { rest } else { reason },
                format!(
                    "expected a reason after \"forfeits\": resigned, timeout, crashed or illegal_message, found {}",
                    quote(reason)
                ),
            ));
        };
        entry.forfeit = Some(reason.to_owned());
        return Ok((entry, place));
    }
    let colon = colon_outside_brackets(rest);
    let (targets, reply) = match colon {
        Some(i) => (&rest[..i], Some(rest[i + 1..].trim())),
        None => (rest, None),
    };
    // One word past the most shots a volley holds is enough to tell.
    let words: Vec<&str> = words_of(targets, true).take(MAX_VOLLEY + 1).collect();
    let coordinates = words.iter().take_while(|w| coordinate(w).is_ok()).count();
    if let Some(past) = words.get(MAX_VOLLEY).filter(|_| coordinates > MAX_VOLLEY) {
        return Err(at(
            past,
            format!("{who} fires more than {MAX_VOLLEY} shots in one volley, the most a record holds"),
        ));
    }
    if coordinates == 0 {
        let found = words.first().copied().unwrap_or(rest);
        let message = match words.first().map(|w| coordinate(w)) {
            Some(Err(why))
                if found.starts_with('[') || found.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) =>
            {
                format!(
                    "{who}'s move: expected the cell fired at, such as C4 or [2,3], or \"resigns\" or \"forfeits REASON\"; {why}"
                )
            }
            _ => format!(
                "{who}'s move: expected the cell fired at, such as C4 or [2,3], or \"resigns\" or \"forfeits REASON\", found {}",
                quote(found)
            ),
        };
        return Err(at(found, message));
    }
    let cells: Vec<Box<RawValue>> =
        words[..coordinates].iter().map(|w| coordinate(w).expect("checked above")).collect();
    match reply {
        Some(reply) => {
            if let Some(extra) = words.get(coordinates) {
                return Err(at(
                    extra,
                    format!("expected only cells before the colon of a volley, found {}", quote(extra)),
                ));
            }
            entry.at = Some(At::Volley(cells));
            if !reply.is_empty() {
                entry.reply = Some(volley_reply(line, reply)?);
            }
        }
        None => {
            let said = &targets
                [words.get(coordinates).map_or(targets.len(), |w| w.as_ptr() as usize - targets.as_ptr() as usize)..];
            let said = said.trim();
            if coordinates > 1 {
                if !said.is_empty() {
                    return Err(at(
                        said,
                        format!(
                            "{who} fired a volley: its reply goes after a colon, such as \"{who} A1 B1: cruiser 1\" (or \"A1 B1: none\"), found {}",
                            quote(said)
                        ),
                    ));
                }
                entry.at = Some(At::Volley(cells));
            } else {
                entry.at = Some(At::Shot(cells.into_iter().next().expect("one coordinate")));
                if !said.is_empty() {
                    let (word, ship) = said.split_once(char::is_whitespace).map_or((said, ""), |(w, s)| (w, s.trim()));
                    let word = match word.to_ascii_lowercase().as_str() {
                        "miss" if ship.is_empty() => "miss",
                        "hit" => "hit",
                        "sunk" => "sunk",
                        _ => {
                            return Err(at(
                                said,
                                format!(
                                    "expected the reply to {who}'s shot: miss, hit or sunk (hit and sunk may name the ship: \"hit cruiser\"), found {}",
                                    quote(said)
                                ),
                            ));
                        }
                    };
                    entry.reply = Some(ReplyOut::Word(word));
                    entry.ship = (!ship.is_empty()).then(|| ship.to_owned());
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
fn volley_reply(line: &Line, reply: &str) -> Result<ReplyOut, InputError> {
    let at = |sub: &str, message: String| error_at(line.no, column_of(line, sub), message);
    let (hits, sunk) = match reply.split_once(';') {
        Some((h, s)) => (h.trim(), Some(s.trim())),
        None => (reply, None),
    };
    let mut counts = Vec::new();
    if !hits.eq_ignore_ascii_case("none") {
        for part in hits.split(',') {
            let part = part.trim();
            let parsed = part
                .rsplit_once(char::is_whitespace)
                .and_then(|(class, n)| Some((class.trim(), n.parse::<u64>().ok()?)));
            let Some((class, n)) = parsed else {
                return Err(at(
                    if part.is_empty() { hits } else { part },
                    format!(
                        "expected the volley's hits as a class and a count, such as \"cruiser 2, battleship 1\", or \"none\", found {}",
                        quote(part)
                    ),
                ));
            };
            if counts.len() == MAX_SHIPS {
                return Err(at(
                    part,
                    format!("the volley's hits name more than {MAX_SHIPS} classes, the most a record holds"),
                ));
            }
            counts.push((class.to_owned(), n));
        }
    }
    let mut sunk_classes = Vec::new();
    if let Some(sunk) = sunk {
        let list = sunk.strip_prefix("sunk").or_else(|| sunk.strip_prefix("Sunk")).map(str::trim);
        let Some(list) = list.filter(|l| !l.is_empty()) else {
            return Err(at(
                if sunk.is_empty() { reply } else { sunk },
                format!(
                    "expected the ships the volley sank after the semicolon, such as \"; sunk destroyer, submarine\", found {}",
                    quote(sunk)
                ),
            ));
        };
        for class in list.split(',') {
            let class = class.trim();
            if class.is_empty() {
                return Err(at(list, format!("expected a class name between the commas of {}", quote(list))));
            }
            if sunk_classes.len() == MAX_SHIPS {
                return Err(at(
                    class,
                    format!("the volley sinks more than {MAX_SHIPS} ships, the most a record holds"),
                ));
            }
            sunk_classes.push(class.to_owned());
        }
    }
    Ok(ReplyOut::Volley { hits: Counts(counts), sunk: sunk_classes })
}

/// Reads a fleet section that lists ships: separated by commas or line ends, each `[CLASS]
/// CELLS`, CELLS a range (`B2-F2`, spaces around the dash allowed) or coordinates separated by
/// spaces (`G4 G5`).
///
/// # Errors
/// The line and column of a ship that is not of this form.
pub(crate) fn ships(owner: &str, lines: &[Line]) -> Result<Vec<ShipOut>, InputError> {
    let mut out = Vec::new();
    for line in lines {
        for part in split_outside_brackets(line.text, ',') {
            let part = part.trim();
            let column = column_of(line, part);
            if part.is_empty() {
                continue;
            }
            let at = |column: usize, message: String| error_at(line.no, column, message);
            // `B2 - F2` is the range `B2-F2`.
            let joined = join_dashes(part);
            let words = words(&joined, false);
            let cells = words.iter().rev().take_while(|w| is_cells(w)).count();
            let (class, cells) = words.split_at(words.len() - cells);
            if cells.is_empty() {
                return Err(at(
                    column,
                    format!(
                        "{}'s fleet: expected a ship's cells after its class, such as \"cruiser A4-D4\" or \"torpedo boat J10\", found {}",
                        shown(owner),
                        quote(part)
                    ),
                ));
            }
            let ranges = cells.iter().filter(|w| range(w).is_some()).count();
            let cells_out = match (ranges, cells) {
                (0, _) => CellsOut::List(cells.iter().map(|w| coordinate(w).expect("cells are coordinates")).collect()),
                (1, [one]) => CellsOut::Range((*one).to_owned()),
                _ => {
                    return Err(at(
                        column,
                        format!(
                            "{}'s fleet: expected one range (B2-F2) or a list of cells (G4 G5) for a ship, found {}",
                            shown(owner),
                            quote(part)
                        ),
                    ));
                }
            };
            // The class as written, its inner spaces kept: `torpedo boat`.
            let class = class.last().map(|w| joined[..w.as_ptr() as usize - joined.as_ptr() as usize + w.len()].trim());
            if out.len() == MAX_SHIPS {
                return Err(at(
                    column,
                    format!("{}'s fleet has more than {MAX_SHIPS} ships, the most a fleet holds", shown(owner)),
                ));
            }
            out.push(ShipOut { ship: class.map(str::to_owned), cells: cells_out });
        }
    }
    Ok(out)
}

/// `text` with the spaces around each `-` removed.
fn join_dashes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for piece in text.split('-').enumerate() {
        if piece.0 > 0 {
            out.truncate(out.trim_end().len());
            out.push('-');
            out.push_str(piece.1.trim_start());
        } else {
            out.push_str(piece.1);
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

    fn line(text: &str) -> Line<'_> {
        Line { no: 7, text, column: 1 }
    }

    fn names() -> [String; 2] {
        ["ann lee".into(), "ben".into()]
    }

    fn json(entry: &Entry) -> String {
        serde_json::to_string(entry).unwrap()
    }

    #[test]
    fn shots_volleys_and_forfeits() {
        let (e, place) = entry(&line("12. ann lee C4 hit torpedo boat"), &names()).unwrap();
        assert_eq!(json(&e), r#"{"player":"ann lee","at":"C4","reply":"hit","ship":"torpedo boat"}"#);
        assert_eq!(place.what, "ann lee's move in the log");
        let (e, _) = entry(&line("ben A1 B1, [2,0]: battleship 2, cruiser 1; sunk destroyer"), &names()).unwrap();
        assert_eq!(
            json(&e),
            r#"{"player":"ben","at":["A1","B1",[2, 0]],"reply":{"hits":{"battleship":2,"cruiser":1},"sunk":["destroyer"]}}"#
        );
        let (e, _) = entry(&line("ben C4:"), &names()).unwrap();
        assert_eq!(json(&e), r#"{"player":"ben","at":["C4"]}"#);
        let (e, _) = entry(&line("ben [ 2 , 3 ] miss"), &names()).unwrap();
        assert_eq!(json(&e), r#"{"player":"ben","at":[2, 3],"reply":"miss"}"#);
        let (e, _) = entry(&line("ben A1 B1: none"), &names()).unwrap();
        assert_eq!(json(&e), r#"{"player":"ben","at":["A1","B1"],"reply":{"hits":{},"sunk":[]}}"#);
        let (e, _) = entry(&line("ann lee resigns"), &names()).unwrap();
        assert_eq!(json(&e), r#"{"player":"ann lee","forfeit":"resigned"}"#);
        let (e, _) = entry(&line("ben forfeits timeout"), &names()).unwrap();
        assert_eq!(json(&e), r#"{"player":"ben","forfeit":"timeout"}"#);
    }

    #[test]
    fn log_line_errors_say_where_and_what() {
        let e = entry(&line("carol C4"), &names()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "7:1: expected a log line starting with a player's name (ann lee or ben), such as \"ann lee C4 miss\", found `carol C4`"
        );
        let e = entry(&line("ben A1 B1 hit"), &names()).unwrap_err();
        assert!(e.to_string().starts_with("7:11: ben fired a volley: its reply goes after a colon"), "{e}");
        let e = entry(&line("ben C4 wet"), &names()).unwrap_err();
        assert!(e.to_string().starts_with("7:8: expected the reply to ben's shot"), "{e}");
        let e = entry(&line("ben forfeits bored"), &names()).unwrap_err();
        assert!(e.to_string().starts_with("7:14: expected a reason"), "{e}");
        let e = entry(&line("ben AA1"), &names()).unwrap_err();
        assert!(e.to_string().starts_with("7:5: ben's move: expected the cell fired at"), "{e}");
    }

    #[test]
    fn ship_lists() {
        let lines = [line("battleship B2 - F2, torpedo boat J10"), line("G4 G5")];
        let listed = ships("ann", &lines).unwrap();
        assert_eq!(
            serde_json::to_string(&listed).unwrap(),
            r#"[{"ship":"battleship","cells":"B2-F2"},{"ship":"torpedo boat","cells":["J10"]},{"cells":["G4","G5"]}]"#
        );
        let e = ships("ann", &[line("cruiser, B2")]).unwrap_err();
        assert!(e.to_string().starts_with("7:1: ann's fleet: expected a ship's cells"), "{e}");
        let e = ships("ann", &[line("B2-B4 C5")]).unwrap_err();
        assert!(e.to_string().starts_with("7:1: ann's fleet: expected one range"), "{e}");
    }
}
