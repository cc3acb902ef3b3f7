//! The game record as written (docs/format.md §2): what the user gave, read with typed,
//! borrowing deserialization and checked for shape only. [`crate::adjudicate`] checks it.
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after:
//!
//! 1. `write`: the record as the tool writes it, one writer for every door.
//! 2. `meta`: a match's `meta.match`, written and read in one shape.
//! 3. `scan`: the fast reader of the common form.

use std::borrow::Cow;
use std::fmt::{self, Display};

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::coord::{Axis, Coordinate, Written};
use crate::error::{Counted, EntryKey, Expected, RecordFault};
use crate::names::eq_ignore_case;
use crate::rules::{RulesSpec, check_name_length, too_many_ships};

// The fast reader of the common form: what changes here in what a record may hold, or in what
// is refused, changes there too (its tests compare the two readers).
mod scan;
pub(crate) use scan::scan_into;
pub mod meta;
pub mod write;

/// A game record as written: both fleets and the shot log. Unknown fields are errors, except
/// inside `meta`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord<'a> {
    /// The rules: required unless `--rules` names them.
    #[serde(default)]
    pub rules: Option<RulesSpec>,
    /// Exactly two distinct names, in the order the verdict uses.
    #[serde(default, borrow, deserialize_with = "some_names")]
    pub players: Option<Vec<Cow<'a, str>>>,
    /// Who shoots first (default: the shooter of the first entry, else the first player).
    #[serde(default, borrow, deserialize_with = "some_name")]
    pub first: Option<Cow<'a, str>>,
    /// Any JSON, copied into the verdict as written.
    #[serde(default, borrow, deserialize_with = "some_raw")]
    pub meta: Option<Cow<'a, RawValue>>,
    /// Each player's fleet, keyed by name, in the order written.
    #[serde(borrow)]
    pub fleets: Fleets<'a>,
    /// The shot log: one entry a turn, in order; at most [`MAX_ENTRIES`].
    #[serde(borrow, deserialize_with = "log")]
    pub shots: Vec<LogEntry<'a>>,
}

/// A log's allocation, kept empty from one record to the next: a worker of `check --jsonl`
/// reads thousands of records, and a log built in memory still in its cache costs less than one
/// freshly allocated (docs/performance.md).
#[derive(Default)]
pub struct LogBuffer(Vec<LogEntry<'static>>);

impl LogBuffer {
    /// A log of larger capacity than this (in entries) is let go rather than kept, so that one
    /// long record does not hold its memory for the rest of a run.
    pub const KEEP: usize = 4096;

    /// The allocation, empty, for a log of entries borrowing text of any lifetime.
    pub fn take<'a>(&mut self) -> Vec<LogEntry<'a>> {
        relabel(std::mem::take(&mut self.0))
    }

    /// Gives back `log`'s allocation: its entries are dropped, and the allocation kept unless
    /// its capacity is over [`LogBuffer::KEEP`].
    pub fn give_back(&mut self, mut log: Vec<LogEntry<'_>>) {
        log.clear();
        if log.capacity() <= Self::KEEP {
            self.0 = relabel(log);
        }
    }

    /// The capacity kept, in entries.
    pub fn capacity(&self) -> usize {
        self.0.capacity()
    }
}

/// An empty log as a log of another lifetime, in the same allocation: collecting a vector's
/// own items, mapped to a type of the same size and alignment, reuses its allocation.
fn relabel<'a, 'b>(log: Vec<LogEntry<'a>>) -> Vec<LogEntry<'b>> {
    debug_assert!(log.is_empty());
    log.into_iter().map(|_| unreachable!("the log is empty")).collect()
}

/// The most log entries a record may hold.
pub const MAX_ENTRIES: usize = 100_000;

/// The most coordinates all the log's entries may fire, together (twice [`MAX_ENTRIES`]; a whole
/// game on the largest board fires at most 1,352 without repeating a cell). Each is held until
/// the game is adjudicated, and each may be named by violations, so this bounds the memory a
/// record of volleys takes.
pub const MAX_LOG_SHOTS: usize = 200_000;

/// Reads the log into a vector with room for a whole game on a 10 × 10 board (entries are large,
/// and growing the vector copies them all), refusing more than [`MAX_ENTRIES`] entries or
/// [`MAX_LOG_SHOTS`] shots as it goes (each once the entry past the limit is read: the error
/// stands at its end).
fn log<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<LogEntry<'de>>, D::Error> {
    struct V;
    impl<'de> Visitor<'de> for V {
        type Value = Vec<LogEntry<'de>>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            Expected::Log.fmt(f)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let (mut log, mut shots) = (Vec::with_capacity(256), 0usize);
            while let Some(entry) = seq.next_element::<LogEntry>()? {
                shots += entry.at.shots().len();
                if shots > MAX_LOG_SHOTS {
                    return Err(too_many(Counted::LogShots, MAX_LOG_SHOTS));
                }
                if log.len() == MAX_ENTRIES {
                    return Err(too_many(Counted::LogEntries, MAX_ENTRIES));
                }
                log.push(entry);
            }
            Ok(log)
        }
    }
    d.deserialize_seq(V)
}

/// A deserializer's error for more of `what` than `max`.
fn too_many<E: de::Error>(what: Counted, max: usize) -> E {
    RecordFault::TooMany { what, max: max as u64 }.de_error()
}

/// A string, borrowed from the input where it has no escapes. (serde's own `Cow<str>` impl
/// always copies, and `#[serde(borrow)]` only reaches a bare `Cow` field, not one inside an
/// `Option` or a `Vec`.)
struct Name;

impl<'de> DeserializeSeed<'de> for Name {
    type Value = Cow<'de, str>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Cow<'de, str>, D::Error> {
        d.deserialize_str(Name)
    }
}

impl<'de> Visitor<'de> for Name {
    type Value = Cow<'de, str>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        Expected::String.fmt(f)
    }
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Cow<'de, str>, E> {
        check_name_length(v)?;
        Ok(Cow::Borrowed(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Cow<'de, str>, E> {
        check_name_length(v)?;
        Ok(Cow::Owned(v.to_owned()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Cow<'de, str>, E> {
        check_name_length(&v)?;
        Ok(Cow::Owned(v))
    }
}

/// An optional [`Name`]: `null` is `None`.
fn some_name<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Cow<'de, str>>, D::Error> {
    Option::<Text>::deserialize(d).map(|t| t.map(|t| t.0))
}

/// [`Name`] as a type, to sit inside an `Option`.
struct Text<'a>(Cow<'a, str>);

impl<'de: 'a, 'a> Deserialize<'de> for Text<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Name.deserialize(d).map(Text)
    }
}

/// A list of [`Name`]s, at most [`MAX_SHIPS`] (no fleet has more ships to sink, nor a record
/// more players), refused past that before it is held.
fn names<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Cow<'de, str>>, D::Error> {
    struct V;
    impl<'de> Visitor<'de> for V {
        type Value = Vec<Cow<'de, str>>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            Expected::Names.fmt(f)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some(name) = seq.next_element_seed(Name)? {
                if out.len() == MAX_SHIPS {
                    return Err(too_many(Counted::Names, MAX_SHIPS));
                }
                out.push(name);
            }
            Ok(lean(out))
        }
    }
    d.deserialize_seq(V)
}

/// `list` without the room its growth left, where that is more than a few elements: a log of
/// long replies is held at its size, not at up to twice it.
pub(crate) fn lean<T>(mut list: Vec<T>) -> Vec<T> {
    if list.capacity() - list.len() > 8 {
        list.shrink_to_fit();
    }
    list
}

/// An optional list of [`Name`]s (as [`names`]): `null` is `None`.
fn some_names<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<Cow<'de, str>>>, D::Error> {
    struct Names<'a>(Vec<Cow<'a, str>>);
    impl<'de: 'a, 'a> Deserialize<'de> for Names<'a> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            names(d).map(Names)
        }
    }
    Option::<Names>::deserialize(d).map(|names| names.map(|n| n.0))
}

fn some_raw<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Cow<'de, RawValue>>, D::Error> {
    <&RawValue>::deserialize(d).map(|raw| Some(Cow::Borrowed(raw)))
}

/// The `fleets` object: player name and fleet, in the order written (duplicate names are errors).
#[derive(Debug)]
pub struct Fleets<'a>(pub Vec<(Cow<'a, str>, FleetDrawing<'a>)>);

impl<'de: 'a, 'a> Deserialize<'de> for Fleets<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Fleets<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::Fleets.fmt(f)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fleets<'de>, A::Error> {
                let mut out: Vec<(Cow<'de, str>, FleetDrawing<'de>)> = Vec::with_capacity(2);
                while let Some(name) = map.next_key_seed(Name)? {
                    if out.iter().any(|(n, _)| eq_ignore_case(n, &name)) {
                        return Err(RecordFault::FleetTwice { player: name.into_owned() }.de_error());
                    }
                    if out.len() == 2 {
                        return Err(RecordFault::ThirdFleet { player: name.into_owned() }.de_error());
                    }
                    out.push((name, map.next_value()?));
                }
                Ok(Fleets(out))
            }
        }
        deserializer.deserialize_map(V)
    }
}

pub use crate::rules::MAX_SHIPS;

/// One player's fleet as written: a list of ships, or a drawing of the board.
#[derive(Debug)]
pub enum FleetDrawing<'a> {
    /// `[{"ship": "battleship", "cells": "B2-E2"}, …]`.
    Ships(Vec<ShipRecord<'a>>),
    /// `{"grid": ["..##......", …]}`: row 1 first, column A first.
    Grid(Grid),
    /// `{"grid": ["..BBBBB...", …]}`: a drawing whose ship cells are their classes' initials.
    Initials(Initials),
}

impl<'de: 'a, 'a> Deserialize<'de> for FleetDrawing<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = FleetDrawing<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::Fleet.fmt(f)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<FleetDrawing<'de>, A::Error> {
                let mut ships = Vec::new();
                while let Some(ship) = seq.next_element()? {
                    // Checked once the ship past the limit is read: the error stands at its end.
                    if ships.len() == MAX_SHIPS {
                        return Err(too_many_ships().de_error());
                    }
                    ships.push(ship);
                }
                Ok(FleetDrawing::Ships(ships))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<FleetDrawing<'de>, A::Error> {
                GridRecord::deserialize(de::value::MapAccessDeserializer::new(map)).map(|g| match g.grid {
                    Drawn::Marks(grid) => FleetDrawing::Grid(grid),
                    Drawn::Initials(initials) => FleetDrawing::Initials(initials),
                })
            }
        }
        deserializer.deserialize_any(V)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GridRecord {
    grid: Drawn,
}

/// A drawn board: `rows[r][c]` is whether the cell at column `c`, row `r` (from 0) is a ship cell.
/// All rows have the same length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The rows, row 1 first.
    pub rows: Vec<Vec<bool>>,
}

/// The most rows or columns a drawing may have (twice the largest board, to allow margins).
pub const MAX_GRID_SIDE: usize = 52;

/// A drawn fleet whose ship cells are written as their classes' initials (docs/format.md §2 "Drawn
/// fleets"): `rows[r][c]` is the letter at column `c`, row `r` (from 0) as written, or `None` for
/// water. Which class a letter names is known only with the rules ([`crate::drawing`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Initials {
    /// The rows, row 1 first.
    pub rows: Vec<Vec<Option<char>>>,
}

/// The marks that draw a ship cell (docs/format.md §2 "Drawn fleets").
pub const SHIP_MARKS: [char; 8] = ['#', 'X', 'x', '1', '■', '█', '*', '@'];

/// The marks that draw water (docs/format.md §2 "Drawn fleets"); in a paper drawing spaces separate
/// cells instead.
pub const WATER_MARKS: [char; 8] = ['.', '·', '-', '~', '_', '0', '□', ' '];

/// What one character of a drawn row means (docs/format.md §2 "Drawn fleets").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawnMark {
    /// One of [`SHIP_MARKS`].
    Ship,
    /// One of [`WATER_MARKS`].
    Water,
    /// A letter other than `X` and `x`: a ship cell of the class it is the initial of, where the
    /// rules' classes have distinct initials.
    Initial(char),
}

impl DrawnMark {
    /// The meaning of `c` in a drawing, or `None` for a character docs/format.md §2 "Drawn fleets"
    /// gives none (an input error: never read as water).
    pub fn of(c: char) -> Option<DrawnMark> {
        if SHIP_MARKS.contains(&c) {
            Some(DrawnMark::Ship)
        } else if WATER_MARKS.contains(&c) {
            Some(DrawnMark::Water)
        } else if c.is_alphabetic() {
            Some(DrawnMark::Initial(c))
        } else {
            None
        }
    }
}

/// The first class initial and the first ship mark of a drawing, seen mark by mark in reading
/// order: a drawing marks its ships one way or the other, never both (which ship a `#` belongs
/// to would be a guess).
pub(crate) struct MixedMarks<T> {
    initial: Option<(T, char)>,
    ship: Option<T>,
}

impl<T> Default for MixedMarks<T> {
    fn default() -> Self {
        MixedMarks { initial: None, ship: None }
    }
}

impl<T: Copy> MixedMarks<T> {
    /// Sees `mark`, which stands at `at`. Once the drawing has shown both ways: where the first
    /// initial stands and its letter, and where the first ship mark stands.
    pub(crate) fn see(&mut self, mark: DrawnMark, at: T) -> Option<((T, char), T)> {
        match mark {
            DrawnMark::Initial(letter) => _ = self.initial.get_or_insert((at, letter)),
            DrawnMark::Ship => _ = self.ship.get_or_insert(at),
            DrawnMark::Water => {}
        }
        self.initial.zip(self.ship)
    }
}

/// A drawing as written: marks ([`Grid`]) or class initials ([`Initials`]).
enum Drawn {
    Marks(Grid),
    Initials(Initials),
}

impl<'de> Deserialize<'de> for Drawn {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let rows: Vec<GridRow> = Deserialize::deserialize(deserializer)?;
        drawn_rows(rows.into_iter().map(|r| r.0).collect()).map_err(RecordFault::de_error)
    }
}

/// A drawing from its rows as a record's `grid` gives them: at most [`MAX_GRID_SIDE`], of one
/// length ([`drawn`]).
///
/// # Errors
/// [`RecordFault::TooManyRows`], [`RecordFault::UnevenRows`], or as [`drawn`].
fn drawn_rows(rows: Vec<Vec<DrawnMark>>) -> Result<Drawn, RecordFault> {
    if rows.len() > MAX_GRID_SIDE {
        return Err(RecordFault::TooManyRows { max: MAX_GRID_SIDE as u64, found: rows.len() as u64 });
    }
    if let Some(r) = rows.iter().position(|r| r.len() != rows[0].len()) {
        let (first, row, cells) = (rows[0].len() as u64, r as u64 + 1, rows[r].len() as u64);
        return Err(RecordFault::UnevenRows { first, row, cells });
    }
    drawn(rows)
}

/// A drawn fleet from its rows as a record's `grid` gives them, each read by [`grid_row`]: what
/// reading the `grid` gives (docs/format.md §2 "Drawn fleets").
///
/// # Errors
/// As [`drawn_rows`].
pub(crate) fn grid_fleet(rows: Vec<Vec<DrawnMark>>) -> Result<FleetDrawing<'static>, RecordFault> {
    Ok(match drawn_rows(rows)? {
        Drawn::Marks(grid) => FleetDrawing::Grid(grid),
        Drawn::Initials(initials) => FleetDrawing::Initials(initials),
    })
}

/// A row of a record's `grid` written as text: a mark a character, at most [`MAX_GRID_SIDE`].
///
/// # Errors
/// [`RecordFault::TooManyRowCells`] past [`MAX_GRID_SIDE`] marks, [`RecordFault::InColumn`] at a
/// character that is no mark.
pub(crate) fn grid_row(text: &str) -> Result<Vec<DrawnMark>, RecordFault> {
    let mut row = Vec::with_capacity(text.len().min(MAX_GRID_SIDE));
    for (i, c) in text.chars().enumerate() {
        if row.len() == MAX_GRID_SIDE {
            let found = text.chars().count() as u64;
            return Err(RecordFault::TooManyRowCells { max: MAX_GRID_SIDE as u64, found });
        }
        let Some(mark) = DrawnMark::of(c) else {
            let fault = Box::new(RecordFault::NotAMark { mark: c });
            return Err(RecordFault::InColumn { column: i as u64 + 1, fault });
        };
        row.push(mark);
    }
    Ok(row)
}

impl<'de> Deserialize<'de> for Grid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Drawn::deserialize(deserializer)? {
            Drawn::Marks(grid) => Ok(grid),
            Drawn::Initials(_) => Err(RecordFault::InitialsNotMarks.de_error()),
        }
    }
}

/// A drawn fleet from its rows of marks (all of one length): a [`FleetDrawing::Grid`], or
/// [`FleetDrawing::Initials`] where letters draw the ships.
///
/// # Errors
/// As [`drawn`].
pub fn drawn_fleet(rows: Vec<Vec<DrawnMark>>) -> Result<FleetDrawing<'static>, RecordFault> {
    Ok(match drawn(rows)? {
        Drawn::Marks(grid) => FleetDrawing::Grid(grid),
        Drawn::Initials(initials) => FleetDrawing::Initials(initials),
    })
}

/// A drawing from its rows of marks: a [`Grid`], or [`Initials`] where letters draw the ships.
///
/// # Errors
/// [`RecordFault::MixedMarks`] where a drawing mixes initials with ship marks (which ship a `#`
/// belongs to would be a guess): the row and column (from 1) of the first initial.
fn drawn(rows: Vec<Vec<DrawnMark>>) -> Result<Drawn, RecordFault> {
    let mut mixed = MixedMarks::default();
    if let Some(((first, initial), _)) = rows.iter().flatten().enumerate().find_map(|(i, &m)| mixed.see(m, i)) {
        // Point at the first initial: a letter among ship marks is the odd one out.
        let width = rows[0].len().max(1);
        let (row, column) = ((first / width + 1) as u64, (first % width + 1) as u64);
        return Err(RecordFault::MixedMarks { row, column, initial });
    }
    if !rows.iter().flatten().any(|m| matches!(m, DrawnMark::Initial(_))) {
        return Ok(Drawn::Marks(Grid {
            rows: rows.into_iter().map(|r| r.into_iter().map(|m| m == DrawnMark::Ship).collect()).collect(),
        }));
    }
    Ok(Drawn::Initials(Initials {
        rows: rows
            .into_iter()
            .map(|r| r.into_iter().map(|m| if let DrawnMark::Initial(c) = m { Some(c) } else { None }).collect())
            .collect(),
    }))
}

struct GridRow(Vec<DrawnMark>);

impl<'de> Deserialize<'de> for GridRow {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = GridRow;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::GridRow.fmt(f)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<GridRow, E> {
                grid_row(v).map(GridRow).map_err(RecordFault::de_error)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<GridRow, A::Error> {
                let mut row = Vec::new();
                while let Some(bit) = seq.next_element::<u8>()? {
                    if bit > 1 {
                        return Err(RecordFault::NotABit { found: u64::from(bit) }.de_error());
                    }
                    if row.len() == MAX_GRID_SIDE {
                        return Err(too_many(Counted::RowCells, MAX_GRID_SIDE));
                    }
                    row.push(if bit == 1 { DrawnMark::Ship } else { DrawnMark::Water });
                }
                Ok(GridRow(row))
            }
        }
        deserializer.deserialize_any(V)
    }
}

/// One ship as written: its class name (optional) and its cells. Read from an object only
/// (docs/format.md §2, on ships): a list `["cruiser", "B2-E2"]` is an input error.
#[derive(Debug)]
pub struct ShipRecord<'a> {
    /// The class name, any case.
    pub ship: Option<Cow<'a, str>>,
    /// The ship's cells.
    pub cells: ShipCells<'a>,
}

/// A ship's fields, as the derive reads them from an object (unknown and repeated keys are
/// errors; `cells` is required). [`ShipRecord`] reads through this, refusing the list form that
/// a derive also reads.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShipFields<'a> {
    #[serde(default, borrow, deserialize_with = "some_name")]
    ship: Option<Cow<'a, str>>,
    #[serde(borrow)]
    cells: ShipCells<'a>,
}

impl<'de: 'a, 'a> Deserialize<'de> for ShipRecord<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ShipRecord<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("struct ShipRecord")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<ShipRecord<'de>, A::Error> {
                let ShipFields { ship, cells } = ShipFields::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(ShipRecord { ship, cells })
            }
            fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<ShipRecord<'de>, A::Error> {
                Err(RecordFault::ShipAsList.de_error())
            }
        }
        d.deserialize_struct("ShipRecord", &["ship", "cells"], V)
    }
}

/// A ship's cells: a list of coordinates, or a range `"B2-E2"` (either order, both ends included).
#[derive(Debug)]
pub enum ShipCells<'a> {
    /// A list, not empty.
    List(Vec<Coordinate<'a>>),
    /// The two ends of a range.
    Range(Coordinate<'a>, Coordinate<'a>),
}

impl<'de: 'a, 'a> Deserialize<'de> for ShipCells<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ShipCells<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::ShipCells.fmt(f)
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<ShipCells<'de>, E> {
                ShipCells::range(v).map_err(RecordFault::de_error)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<ShipCells<'de>, E> {
                ShipCells::range(v).map(ShipCells::into_owned).map_err(RecordFault::de_error)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ShipCells<'de>, A::Error> {
                let mut cells = Vec::with_capacity(seq.size_hint().unwrap_or(4).min(26));
                while let Some(c) = seq.next_element()? {
                    if cells.len() == MAX_SHIP_CELLS {
                        return Err(too_many(Counted::ShipCells, MAX_SHIP_CELLS));
                    }
                    cells.push(c);
                }
                if cells.is_empty() {
                    return Err(RecordFault::EmptyShip.de_error());
                }
                Ok(ShipCells::List(cells))
            }
        }
        deserializer.deserialize_any(V)
    }
}

/// The most cells a ship's list may hold (the longest ship fits a side of the largest board; a
/// longer list still reads, up to this, so that it can be judged).
pub const MAX_SHIP_CELLS: usize = 676;

impl<'a> ShipCells<'a> {
    /// The range `text` (`"B2-E2"`, either end first).
    ///
    /// # Errors
    /// [`RecordFault::NotARange`] where `text` has no `-`, [`RecordFault::NotARangeEnd`] where
    /// an end is not a coordinate.
    pub fn range(text: &'a str) -> Result<Self, RecordFault> {
        let (a, b) = text.split_once('-').ok_or_else(|| RecordFault::NotARange { found: text.to_owned() })?;
        let end =
            |text: &'a str| Coordinate::from_text(text).map_err(|_| RecordFault::NotARangeEnd { end: text.to_owned() });
        Ok(ShipCells::Range(end(a)?, end(b)?))
    }

    /// The same cells, owning what they borrowed.
    pub fn into_owned(self) -> ShipCells<'static> {
        match self {
            ShipCells::List(cells) => ShipCells::List(cells.into_iter().map(Coordinate::into_owned).collect()),
            ShipCells::Range(a, b) => ShipCells::Range(a.into_owned(), b.into_owned()),
        }
    }
}

/// One log entry: one turn of one player, or a forfeit entry (docs/format.md §2 "Log entries" and
/// "Forfeit entries").
#[derive(Debug)]
pub struct LogEntry<'a> {
    /// The shooter's name (for a forfeit entry, the player who forfeits).
    pub player: Cow<'a, str>,
    /// The shooter's index in the record's `players` (0 or 1), where the reader found `player`
    /// spelt exactly as `players` spells it; `None` where it did not look (the referee then
    /// compares the names, ignoring case). A record's reader sets it; an entry made in code
    /// leaves it `None`.
    pub player_index: Option<u8>,
    /// One shot, or a volley; for a forfeit entry, [`Target::Forfeit`] (no shot).
    pub at: Target<'a>,
    /// What the defender announced, if recorded.
    pub reply: Option<Reply<'a>>,
    /// The ship a single shot's `hit` or `sunk` names.
    pub ship: Option<Cow<'a, str>>,
    /// Any JSON, ignored (and not kept: an entry stays within 128 bytes, which the log's
    /// vector moves without calling `memcpy`).
    pub meta: Ignored,
}

impl<'a> LogEntry<'a> {
    /// A turn of `player` firing at `at`, with no reply recorded (docs/format.md §2 "Log entries").
    pub fn turn(player: impl Into<Cow<'a, str>>, at: Target<'a>) -> Self {
        LogEntry { player: player.into(), player_index: None, at, reply: None, ship: None, meta: Ignored }
    }

    /// A forfeit entry `{"player": player, "forfeit": reason}` (docs/format.md §2 "Forfeit
    /// entries").
    pub fn forfeit_by(player: impl Into<Cow<'a, str>>, reason: Forfeit) -> Self {
        LogEntry::turn(player, Target::Forfeit(reason))
    }

    /// For a forfeit entry, why the player gave up or was stopped; `None` for a turn.
    pub fn forfeit(&self) -> Option<Forfeit> {
        match self.at {
            Target::Forfeit(reason) => Some(reason),
            _ => None,
        }
    }
}

/// Why a forfeit entry's player gave up or was stopped (docs/format.md §2 "Forfeit entries").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Forfeit {
    /// The player gave up (not a foul: the other player wins with reason `resigned`).
    Resigned,
    /// The player did not answer in time (the foul `timeout`).
    Timeout,
    /// The player's program ended or could not be run (the foul `crashed`).
    Crashed,
    /// The player sent something that is not a move (the foul `illegal_message`).
    IllegalMessage,
}

impl Forfeit {
    /// Every reason, in the order of docs/format.md §2 "Forfeit entries".
    pub const ALL: [Forfeit; 4] = [Forfeit::Resigned, Forfeit::Timeout, Forfeit::Crashed, Forfeit::IllegalMessage];

    /// The reason as a record writes it (`"timeout"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Forfeit::Resigned => "resigned",
            Forfeit::Timeout => "timeout",
            Forfeit::Crashed => "crashed",
            Forfeit::IllegalMessage => "illegal_message",
        }
    }
}

/// Refuses a key of a log entry that cannot stand beside another one already read (`at` in a
/// forfeit entry, `forfeit` beside `at`), without reading its value: the error's path names the
/// key and its position is the value's.
struct Refuse(RecordFault);

impl<'de> DeserializeSeed<'de> for Refuse {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, _: D) -> Result<(), D::Error> {
        Err(self.0.de_error())
    }
}

/// [`Refuse`] of `key` in a forfeit entry.
fn in_forfeit(key: EntryKey) -> Refuse {
    Refuse(RecordFault::InForfeit { key })
}

impl<'de: 'a, 'a> Deserialize<'de> for LogEntry<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const FIELDS: &[&str] = &["player", "at", "reply", "ship", "meta", "forfeit"];
        d.deserialize_struct("LogEntry", FIELDS, EntryVisitor)
    }
}

/// A log entry's key: an unknown key is an error that lists these.
#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "snake_case")]
enum EntryField {
    Player,
    At,
    Reply,
    Ship,
    Meta,
    Forfeit,
}

/// Reads a log entry from an object; a list is refused ([`RecordFault::EntryAsList`]). (Not derived: a key
/// that cannot stand beside one read before it is refused where it stands.)
struct EntryVisitor;

impl<'de> Visitor<'de> for EntryVisitor {
    type Value = LogEntry<'de>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("struct LogEntry")
    }

    /// Unknown and repeated keys are errors; `player` and `at` are required (checked in that
    /// order once the object is read), but for a forfeit entry, which has `forfeit` instead of
    /// `at`, and neither `reply` nor `ship`.
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<LogEntry<'de>, A::Error> {
        let (mut player, mut at, mut reply, mut ship, mut meta) = (None, None, None, None, false);
        let mut forfeit: Option<Forfeit> = None;
        while let Some(key) = map.next_key()? {
            match key {
                EntryField::Player if player.is_some() => return Err(de::Error::duplicate_field("player")),
                EntryField::Player => player = Some(map.next_value_seed(Name)?),
                EntryField::At if at.is_some() => return Err(de::Error::duplicate_field("at")),
                EntryField::At if forfeit.is_some() => map.next_value_seed(in_forfeit(EntryKey::At))?,
                EntryField::At => at = Some(map.next_value()?),
                EntryField::Reply if reply.is_some() => return Err(de::Error::duplicate_field("reply")),
                EntryField::Reply if forfeit.is_some() => map.next_value_seed(in_forfeit(EntryKey::Reply))?,
                EntryField::Reply => reply = Some(map.next_value::<Option<Reply>>()?),
                EntryField::Ship if ship.is_some() => return Err(de::Error::duplicate_field("ship")),
                EntryField::Ship if forfeit.is_some() => map.next_value_seed(in_forfeit(EntryKey::Ship))?,
                EntryField::Ship => ship = Some(map.next_value::<Option<Text>>()?.map(|t| t.0)),
                EntryField::Meta if meta => return Err(de::Error::duplicate_field("meta")),
                EntryField::Meta => {
                    map.next_value::<IgnoredAny>()?;
                    meta = true;
                }
                EntryField::Forfeit if forfeit.is_some() => return Err(de::Error::duplicate_field("forfeit")),
                EntryField::Forfeit if at.is_some() || reply.is_some() || ship.is_some() => {
                    map.next_value_seed(Refuse(RecordFault::ForfeitBesideShot))?
                }
                EntryField::Forfeit => forfeit = Some(map.next_value()?),
            }
        }
        let player = player.ok_or_else(|| de::Error::missing_field("player"))?;
        if let Some(reason) = forfeit {
            return Ok(LogEntry::forfeit_by(player, reason));
        }
        let at = at.ok_or_else(|| de::Error::missing_field("at"))?;
        Ok(LogEntry { reply: reply.flatten(), ship: ship.flatten(), ..LogEntry::turn(player, at) })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<LogEntry<'de>, A::Error> {
        Err(RecordFault::EntryAsList.de_error())
    }
}

/// What a log entry keeps of its `meta`: nothing (the value is read for its syntax only).
#[derive(Clone, Copy, Debug, Default)]
pub struct Ignored;

/// What a log entry fires at: one shot, a volley, or nothing (a forfeit entry).
#[derive(Debug)]
pub enum Target<'a> {
    /// `"C4"` or `[2, 3]`.
    Shot(Coordinate<'a>),
    /// `["A1", "B1"]` or `[[0, 0], [1, 0]]`: not empty.
    Volley(Vec<Coordinate<'a>>),
    /// A forfeit entry's `"forfeit": REASON` (v2), which fires at nothing. (Kept here rather than
    /// in a field of its own: an entry stays within 128 bytes.)
    Forfeit(Forfeit),
}

impl<'a> Target<'a> {
    /// The coordinates fired at, in order (none for a forfeit entry).
    pub fn shots(&self) -> &[Coordinate<'a>] {
        match self {
            Target::Shot(c) => std::slice::from_ref(c),
            Target::Volley(v) => v,
            Target::Forfeit(_) => &[],
        }
    }
}

/// The most shots one volley may hold.
pub const MAX_VOLLEY: usize = 676;

impl<'de: 'a, 'a> Deserialize<'de> for Target<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TargetVisitor)
    }
}

struct TargetVisitor;

impl<'de> Visitor<'de> for TargetVisitor {
    type Value = Target<'de>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        Expected::Target.fmt(f)
    }
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Target<'de>, E> {
        Coordinate::from_text(v).map(Target::Shot).map_err(RecordFault::de_error)
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Target<'de>, E> {
        Coordinate::deserialize(de::value::StrDeserializer::new(v)).map(|c| Target::Shot(c.into_owned()))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Target<'de>, A::Error> {
        // `[2, 3]` is one coordinate; a list of strings or pairs is a volley.
        let first = seq.next_element::<Element>()?;
        match first {
            None => Err(RecordFault::EmptyVolley.de_error()),
            Some(Element::Axis(col)) => {
                let row =
                    seq.next_element::<Axis>()?.ok_or_else(|| RecordFault::NotAPair { more: false }.de_error())?;
                if seq.next_element::<IgnoredAny>()?.is_some() {
                    return Err(RecordFault::NotAPair { more: true }.de_error());
                }
                Ok(Target::Shot(Coordinate { col, row: row.0, written: Written::Pair }))
            }
            Some(Element::Coordinate(c)) => {
                let mut volley = Vec::with_capacity(seq.size_hint().unwrap_or(7).min(MAX_VOLLEY) + 1);
                volley.push(c);
                while let Some(c) = seq.next_element()? {
                    if volley.len() == MAX_VOLLEY {
                        return Err(too_many(Counted::VolleyShots, MAX_VOLLEY));
                    }
                    volley.push(c);
                }
                Ok(Target::Volley(volley))
            }
        }
    }
}

/// The first element of a list under `at`: an integer (the list is `[column, row]`) or a
/// coordinate (the list is a volley).
enum Element<'a> {
    Axis(i128),
    Coordinate(Coordinate<'a>),
}

impl<'de: 'a, 'a> Deserialize<'de> for Element<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Element<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::Element.fmt(f)
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Element<'de>, E> {
                Ok(Element::Axis(i128::from(v)))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Element<'de>, E> {
                Ok(Element::Axis(i128::from(v)))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Element<'de>, E> {
                Err(crate::coord::not_an_integer(v).de_error())
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Element<'de>, E> {
                Coordinate::from_text(v).map(Element::Coordinate).map_err(RecordFault::de_error)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Element<'de>, E> {
                Coordinate::deserialize(de::value::StrDeserializer::new(v)).map(|c| Element::Coordinate(c.into_owned()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Element<'de>, A::Error> {
                Coordinate::deserialize(de::value::SeqAccessDeserializer::new(seq)).map(Element::Coordinate)
            }
        }
        deserializer.deserialize_any(V)
    }
}

/// The defender's announcement. Its form follows `at`: a word for one shot, an object for a volley.
#[derive(Debug)]
pub enum Reply<'a> {
    /// `"miss"`, `"hit"` or `"sunk"`.
    Shot(ShotReply),
    /// `{"hits": {class: count}, "sunk": [class, …]}` (boxed: one-shot replies are the
    /// common case, and they keep an entry small).
    Volley(Box<VolleyReply<'a>>),
}

/// The reply to one shot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShotReply {
    /// Water.
    Miss,
    /// A ship cell, the ship still afloat.
    Hit,
    /// The last cell of a ship.
    Sunk,
}

/// The reply to a volley: fresh hits by class, and the ships sunk by this volley.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VolleyReply<'a> {
    /// Fresh hits by class name (classes with none may be left out), in the order written.
    #[serde(borrow)]
    pub hits: ClassCounts<'a>,
    /// The ships this volley sank, a class once per ship.
    #[serde(default, borrow, deserialize_with = "names")]
    pub sunk: Vec<Cow<'a, str>>,
}

/// A `{class: count}` object, in the order written.
#[derive(Debug, Default)]
pub struct ClassCounts<'a>(pub Vec<(Cow<'a, str>, u32)>);

impl<'de: 'a, 'a> Deserialize<'de> for ClassCounts<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ClassCounts<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::HitsByClass.fmt(f)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ClassCounts<'de>, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = map.next_key_seed(Name)? {
                    counted_next(&out, &k).map_err(RecordFault::de_error)?;
                    let n = map.next_value_seed(Count)?;
                    out.push((k, n));
                }
                Ok(ClassCounts(lean(out)))
            }
        }
        deserializer.deserialize_map(V)
    }
}

/// Checks `class`, counted in a volley's reply after the classes `counted`: no fleet has more
/// classes than [`MAX_SHIPS`] (each holds a ship), so a longer reply is refused before it is
/// held and its names compared pairwise; a class is counted once.
///
/// # Errors
/// [`RecordFault::TooMany`] classes, [`RecordFault::ClassCountedTwice`].
pub(crate) fn counted_next(counted: &[(Cow<str>, u32)], class: &str) -> Result<(), RecordFault> {
    if counted.len() == MAX_SHIPS {
        return Err(RecordFault::TooMany { what: Counted::ClassesCounted, max: MAX_SHIPS as u64 });
    }
    match counted.iter().find(|(twin, _)| eq_ignore_case(twin, class)) {
        Some((twin, _)) => Err(RecordFault::ClassCountedTwice { class: class.to_owned(), twin: twin.to_string() }),
        None => Ok(()),
    }
}

/// A hit count `n` of a volley's reply, which no volley passes ([`MAX_VOLLEY`]).
///
/// # Errors
/// [`RecordFault::BadHitCount`] past [`MAX_VOLLEY`].
pub(crate) fn hit_count(n: u64) -> Result<u32, RecordFault> {
    u32::try_from(n).ok().filter(|&n| n as usize <= MAX_VOLLEY).ok_or_else(|| bad_hit_count(n))
}

/// A hit count: a non-negative integer no larger than a volley can hold.
struct Count;

impl<'de> DeserializeSeed<'de> for Count {
    type Value = u32;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<u32, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = u32;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::HitCount.fmt(f)
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<u32, E> {
                hit_count(n).map_err(RecordFault::de_error)
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<u32, E> {
                Err(bad_hit_count(n).de_error())
            }
            fn visit_f64<E: de::Error>(self, n: f64) -> Result<u32, E> {
                Err(bad_hit_count(n).de_error())
            }
        }
        d.deserialize_any(V)
    }
}

/// The fault of the hit count `n`, which is not one.
fn bad_hit_count(n: impl fmt::Display) -> RecordFault {
    RecordFault::BadHitCount { found: n.to_string(), max: MAX_VOLLEY as u64 }
}

impl<'de: 'a, 'a> Deserialize<'de> for Reply<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Reply<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::Reply.fmt(f)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Reply<'de>, E> {
                ShotReply::deserialize(de::value::StrDeserializer::<E>::new(v)).map(Reply::Shot)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Reply<'de>, A::Error> {
                VolleyReply::deserialize(de::value::MapAccessDeserializer::new(map)).map(|r| Reply::Volley(Box::new(r)))
            }
        }
        deserializer.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Entries are moved as the log is read, each move past 128 bytes a call to `memcpy`: the
    /// player's index took them to 144 bytes, and
    /// they grow no further.
    #[test]
    fn a_log_entry_stays_within_144_bytes() {
        assert!(size_of::<LogEntry>() <= 144, "{} bytes", size_of::<LogEntry>());
    }

    /// Entries and ships are objects (docs/format.md §2): a list of their fields, which serde's
    /// derive would read, is refused where it stands, saying what to write instead.
    #[test]
    fn entries_and_ships_written_as_lists_are_refused_where_they_stand() {
        let error = |text: &str| crate::referee::parse_record(text).unwrap_err().to_string();
        let shots = r#"[{"player":"ann","at":"A1"}, ["ann", "C4", "miss"]]"#;
        let entry_as_list = RecordFault::EntryAsList.to_string();
        let ship_as_list = RecordFault::ShipAsList.to_string();
        assert_eq!(
            entry_as_list,
            r#"expected a log entry as an object, such as {"player": "ann", "at": "C4"}, found a list"#
        );
        assert_eq!(
            ship_as_list,
            r#"expected a ship as an object, such as {"ship": "cruiser", "cells": "B2-E2"}, found a list"#
        );
        assert_eq!(
            error(&format!(r#"{{"rules":"classic","fleets":{{"ann":[],"ben":[]}},"shots":{shots}}}"#)),
            format!("1:86: at shots[1]: {entry_as_list}")
        );
        let fleet = r#"[{"cells":"A1-A2"}, ["cruiser", "B2-E2"]]"#;
        assert_eq!(
            error(&format!("{{\"rules\":\"classic\",\n\"fleets\":{{\"ann\":{fleet},\"ben\":[]}},\"shots\":[]}}")),
            format!("2:37: at fleets.ann[1]: {ship_as_list}")
        );
        // A list of another length, or an empty one, the same.
        for list in ["[]", r#"["ann"]"#, r#"["ann","C4",null,null,null,"resigned"]"#] {
            let text = format!(r#"{{"fleets":{{"ann":[],"ben":[]}},"shots":[{list}]}}"#);
            assert!(error(&text).ends_with(&entry_as_list), "{text}");
            let text = format!(r#"{{"fleets":{{"ann":[{list}],"ben":[]}},"shots":[]}}"#);
            assert!(error(&text).ends_with(&ship_as_list), "{text}");
        }
    }

    #[test]
    fn a_log_buffer_keeps_the_allocation_from_record_to_record() {
        let mut buffer = LogBuffer::default();
        let text = String::from("C4");
        let mut log = buffer.take();
        assert_eq!(log.capacity(), 0);
        log.reserve(256);
        let address = log.as_ptr() as usize;
        log.push(LogEntry::turn(text.as_str(), Target::Shot(Coordinate::from_text(&text).unwrap())));
        buffer.give_back(log);
        assert_eq!(buffer.capacity(), 256, "the allocation is kept, its entries dropped");
        let other = String::from("ann");
        let mut log = buffer.take();
        assert!(log.is_empty());
        assert_eq!(log.as_ptr() as usize, address, "the same allocation, for text of another lifetime");
        log.push(LogEntry::forfeit_by(other.as_str(), Forfeit::Resigned));
        buffer.give_back(log);
        // A very long log is let go.
        let mut log = buffer.take();
        log.reserve(LogBuffer::KEEP + 1);
        buffer.give_back(log);
        assert_eq!(buffer.capacity(), 0);
    }
}
