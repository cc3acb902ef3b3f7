//! Placement books (`broadside match --book`): fleets the referee imposes on the bots, as opening
//! books are to chess testers, so that the luck of a placement is shared (and, with `--pairs`,
//! cancelled by playing each entry twice, sides swapped).
//!
//! A book is JSON Lines; each line one entry, in one of three shapes:
//! - one fleet, as a record writes a fleet (a list of ships, or `{"grid": [...]}`): both players
//!   get it;
//! - a record's `fleets` object (`{"ann": FLEET, "ben": FLEET}`): a pair, the first fleet for the
//!   player who shoots first, the second for the other, whatever the names;
//! - a whole record (an object with `fleets`): its fleets, as above. So a batch of records, such
//!   as `broadside generate` writes, is a book.
//!
//! Blank lines are skipped. Every fleet must be legal under the match's rules: a line that cannot
//! be read, or a fleet the referee would find a foul in, is an input error naming the file, line
//! and column, never a game's foul.

use std::fmt;

use serde::de::{Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

use crate::error::Fault;
use crate::match_file::{BookFault, FilePlace, MatchFileError, WhichFleet};

use crate::record::FleetDrawing;
use crate::rules::Rules;
use crate::verdict::Severity;

/// One entry of a book: the fleet of the player who shoots first, then the other's.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The line of the file it was read from, from 1.
    pub line: usize,
    /// The two fleets as the book writes them, the first shooter's first.
    pub fleets: [Box<RawValue>; 2],
    /// The same fleets as JSON values, to send to the bots in `start`.
    pub values: [serde_json::Value; 2],
}

/// How the entries of a book are taken (`--book-order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Order {
    /// Entry 1, 2, 3, ... and round again.
    Sequential,
    /// Drawn from the match's seed, independently for every round.
    Random,
}

/// The entry that round `round` of the schedule plays: a function of the round and the seed
/// only, so that any slice of the schedule (`--shard`, `--resume`) finds the same one.
pub fn pick(entries: usize, order: Order, seed: u64, round: u64) -> usize {
    let n = entries.max(1) as u64;
    let i = match order {
        Order::Sequential => round % n,
        Order::Random => splitmix(seed ^ splitmix(round)) % n,
    };
    usize::try_from(i).unwrap_or(0)
}

/// SplitMix64's finalizer: a good 64-bit mix of `x`.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Reads a book from `text`.
///
/// # Errors
/// The first line that cannot be read or holds a fleet that is not legal under `rules`, at its
/// line and column, saying what was expected; a book with no entry.
pub fn parse(text: &str, rules: &Rules) -> Result<Vec<Entry>, MatchFileError> {
    let mut entries = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = |column: usize, fault: BookFault| MatchFileError::new(FilePlace::At { line: i + 1, column }, fault);
        let fleets = shape(line).map_err(|(column, fault)| at(column, fault))?;
        let values = [0, 1].map(|s| serde_json::from_str(fleets[s].get()).unwrap_or(serde_json::Value::Null));
        legal(&fleets, rules).map_err(|fault| at(1, fault))?;
        entries.push(Entry { line: i + 1, fleets, values });
    }
    if entries.is_empty() {
        return Err(MatchFileError::new(FilePlace::File, BookFault::Empty));
    }
    Ok(entries)
}

/// What a book's line holds, as two fleets; or the column and what was expected.
fn shape(line: &str) -> Result<[Box<RawValue>; 2], (usize, BookFault)> {
    let json = |e: serde_json::Error| (e.column(), BookFault::NotAnEntry { detail: Some(Fault::of_json(e)) });
    let raw: &RawValue = serde_json::from_str(line).map_err(json)?;
    let start = line.len() - line.trim_start().len() + 1;
    let single = |raw: &RawValue| -> Result<[Box<RawValue>; 2], (usize, BookFault)> {
        drawing(raw).map_err(|e| (start, BookFault::NotAnEntry { detail: Some(Fault::of_json(e)) }))?;
        Ok([raw.to_owned(), raw.to_owned()])
    };
    if raw.get().starts_with('[') {
        return single(raw);
    }
    let Ok(Ordered(fields)) = serde_json::from_str::<Ordered>(raw.get()) else {
        return Err((start, BookFault::NotAnEntry { detail: None }));
    };
    if fields.iter().any(|(k, _)| k == "grid") {
        return single(raw);
    }
    let pair = match fields.iter().find(|(k, _)| k == "fleets") {
        Some((_, fleets)) => match serde_json::from_str::<Ordered>(fleets.get()) {
            Ok(Ordered(inner)) => inner,
            Err(e) => return Err((start, BookFault::FleetsNotAnObject { detail: Fault::of_json(e) })),
        },
        None => fields,
    };
    let [(_, a), (_, b)]: [(String, Box<RawValue>); 2] =
        pair.try_into().map_err(|p: Vec<_>| (start, BookFault::NotAPair { fields: p.len() }))?;
    for (n, fleet) in [&a, &b].into_iter().enumerate() {
        drawing(fleet)
            .map_err(|e| (start, BookFault::PairFleet { which: WhichFleet::of(n), detail: Fault::of_json(e) }))?;
    }
    Ok([a, b])
}

/// A fleet's JSON read as a record's fleet.
fn drawing(raw: &RawValue) -> Result<FleetDrawing<'_>, serde_json::Error> {
    serde_json::from_str(raw.get())
}

/// Checks that both fleets are legal under `rules`, as `broadside check` judges a placement.
///
/// # Errors
/// The first foul, naming the fleet.
fn legal(fleets: &[Box<RawValue>; 2], rules: &Rules) -> Result<(), BookFault> {
    let (Ok(a), Ok(b)) = (drawing(&fleets[0]), drawing(&fleets[1])) else {
        return Err(BookFault::Unreadable);
    };
    let placed = crate::drawing::place_fleets_before_play([&a, &b], rules, ["first", "second"])
        .map_err(|e| BookFault::CannotPlace(Box::new(e)))?;
    for (n, (_, found)) in placed.iter().enumerate() {
        if let Some(foul) = found.iter().find(|v| v.severity == Severity::Foul) {
            return Err(BookFault::NotLegal { which: WhichFleet::of(n), foul: Box::new(foul.clone()) });
        }
    }
    Ok(())
}

/// A JSON object's fields in the order written (a record's `fleets` names the players in order).
struct Ordered(Vec<(String, Box<RawValue>)>);

impl<'de> serde::Deserialize<'de> for Ordered {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = Ordered;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ordered, A::Error> {
                let mut fields = Vec::new();
                while let Some(entry) = map.next_entry::<String, Box<RawValue>>()? {
                    fields.push(entry);
                }
                Ok(Ordered(fields))
            }
        }
        d.deserialize_map(Fields)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, RulesSpec};

    fn classic() -> Rules {
        RulesSpec::Preset(Preset::Classic).resolve()
    }

    const FLEET: &str = r#"[{"ship":"battleship","cells":"A1-E1"},{"ship":"cruiser","cells":"A3-D3"},{"ship":"submarine","cells":"A5-C5"},{"ship":"destroyer","cells":"A9-B9"}]"#;
    const OTHER: &str = r#"[{"ship":"battleship","cells":"J1-J5"},{"ship":"cruiser","cells":"H1-H4"},{"ship":"submarine","cells":"D10-F10"},{"ship":"destroyer","cells":"I10-J10"}]"#;

    #[test]
    fn the_three_shapes_are_read_in_order() {
        let text = format!(
            "{FLEET}\n\n{{\"ann\": {FLEET}, \"ben\": {OTHER}}}\n{{\"rules\": \"classic\", \"fleets\": {{\"zed\": {OTHER}, \"amy\": {FLEET}}}, \"shots\": []}}\n"
        );
        let book = parse(&text, &classic()).unwrap();
        assert_eq!(book.iter().map(|e| e.line).collect::<Vec<_>>(), [1, 3, 4]);
        assert_eq!(book[0].fleets[0].get(), FLEET);
        assert_eq!(book[0].fleets[1].get(), FLEET);
        assert_eq!([book[1].fleets[0].get(), book[1].fleets[1].get()], [FLEET, OTHER]);
        assert_eq!([book[2].fleets[0].get(), book[2].fleets[1].get()], [OTHER, FLEET], "in the order written");
        assert_eq!(book[2].values[1], serde_json::from_str::<serde_json::Value>(FLEET).unwrap());
    }

    #[test]
    fn a_bad_line_is_an_error_at_its_place() {
        let bad = |text: &str| format!("b.jsonl:{}", parse(text, &classic()).unwrap_err());
        assert_eq!(
            bad(&format!("{FLEET}\n[{{\"ship\": ")),
            "b.jsonl:2:10: expected a fleet (a list of ships or {\"grid\": [...]}), a record's `fleets` object of two fleets, or a record: EOF while parsing a value"
        );
        assert!(bad("5").starts_with("b.jsonl:1:1: expected a fleet"), "{}", bad("5"));
        assert!(bad("{\"a\": [], \"b\": [], \"c\": []}").contains("found an object of 3 fields"));
        assert!(bad(&format!("{{\"a\": {FLEET}, \"b\": 7}}")).contains("the pair's second fleet"));
        let overlap = FLEET.replace("A9-B9", "A1-B1");
        let e = bad(&overlap);
        assert!(e.starts_with("b.jsonl:1:1: the first fleet is not legal under the match's rules"), "{e}");
        assert!(e.contains("overlap"), "{e}");
        assert!(bad("\n\n").contains("no entry"));
    }

    #[test]
    fn picks_depend_on_the_round_and_seed_only() {
        let seq: Vec<usize> = (0..5).map(|r| pick(3, Order::Sequential, 9, r)).collect();
        assert_eq!(seq, [0, 1, 2, 0, 1]);
        let random: Vec<usize> = (0..200).map(|r| pick(7, Order::Random, 9, r)).collect();
        assert!(random.iter().all(|&i| i < 7));
        assert!((0..7).all(|i| random.contains(&i)), "every entry is drawn");
        assert_eq!(random, (0..200).map(|r| pick(7, Order::Random, 9, r)).collect::<Vec<_>>());
        assert_ne!(random, (0..200).map(|r| pick(7, Order::Random, 10, r)).collect::<Vec<_>>());
    }

    #[test]
    fn no_line_makes_it_panic() {
        let deep = "[".repeat(10_000);
        let lines = [
            "{",
            "[",
            "]",
            "{}",
            "[]",
            "null",
            "\"given\"",
            "{\"fleets\": 5}",
            "{\"fleets\": {}}",
            "{\"grid\": 5}",
            "{\"grid\": [\"##\"]}",
            "[{\"cells\": \"Z99-A1\"}]",
            "[{\"ship\": \"battleship\", \"cells\": [[-1, 99999999999]]}]",
            "{\"a\": {\"grid\": []}, \"b\": []}",
            "1e999",
            "\u{feff}[]",
            &deep,
        ];
        for line in lines {
            assert!(parse(line, &classic()).is_err(), "{line:.40}");
        }
    }
}
