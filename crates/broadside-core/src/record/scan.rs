//! The fast reader of a game record: a direct walk over the bytes of a record in its common form
//! (docs/format.md §2), building the same [`GameRecord`] the serde reader builds, without serde's
//! layers.
//!
//! It reads a strict subset of what the serde reader accepts: strings without escapes, the
//! record's own keys each at most once, ships and log entries as objects, coordinates as text,
//! fleets as lists of ships. On anything else (another form, a fault, an unusual spelling) it
//! gives up and returns `None`, and the serde reader reads the record from the start, so that
//! every record it refuses, and every error message, is exactly the serde reader's. What it
//! accepts it reads to the same value: the same helpers turn text into coordinates, ranges and
//! rules, and `tests` compares the two readers on every fixture and on generated and damaged
//! games.
//!
//! It runs for every record of a batch, so it is written for few instructions: whitespace is
//! looked for only where the next byte is not the one expected (records seldom have any); keys
//! and replies are recognized by comparing the next eight bytes with them as written, before
//! any string is read; the commonest log entry, `{"player":…,"at":"C4","reply":"miss"}`, is read
//! straight through, and its shooter recognized as one of the listed players by one comparison
//! and given that player's index (the referee then compares no names); strings are scanned eight
//! bytes at a time (`words`); the usual coordinates (`"C4"`, `"J10"`, `[2,3]`)
//! and small integers are read in place; the presets are read by name; and the record's `meta`
//! is read by serde_json in one pass. Each of these falls back to the general walk (and that to
//! serde) on anything else.

use std::borrow::Cow;

use serde_json::value::RawValue;

use super::{
    ClassCounts, FleetDrawing, Fleets, GameRecord, Ignored, LogEntry, MAX_ENTRIES, MAX_LOG_SHOTS, MAX_SHIP_CELLS,
    MAX_SHIPS, MAX_VOLLEY, Reply, ShipCells, ShipRecord, ShotReply, Target, VolleyReply, lean,
};
use crate::coord::{Coordinate, Written, parse_short};
use crate::names::{MAX_NAME_BYTES, eq_ignore_case};
use crate::rules::{Preset, RulesSpec};

// Eight bytes at a time: where strings end, and short keys and words recognized at a glance.
mod words;
use words::{Lit, Word, closing_quote, word_at};

/// How deep [`Cursor::skip`] follows nested values (a record in the common form is far
/// shallower; deeper ones go to serde).
const MAX_DEPTH: usize = 32;

/// [`scan_into`] with a log of its own.
#[cfg(test)]
pub(crate) fn scan(text: &str) -> Option<GameRecord<'_>> {
    scan_into(text, Vec::new())
}

/// Reads `text`, a whole record, if it is in the common form, building the log in `log`'s
/// allocation (empty; see [`crate::record::LogBuffer`]); `None` leaves it to the serde reader.
pub(crate) fn scan_into<'a>(text: &'a str, log: Vec<LogEntry<'a>>) -> Option<GameRecord<'a>> {
    let mut c = Cursor { text, pos: 0, players: None, spare: log };
    let record = c.record()?;
    c.ws();
    (c.pos == text.len()).then_some(record)
}

/// Whether `b` is JSON whitespace.
fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// How the commonest log entry starts, up to its player's name.
const PLAYER_OPENS: &[u8] = b"{\"player\":\"";
/// `at` after the player's name, up to its value.
const THEN_AT_KEY: &[u8] = b",\"at\":";
/// `reply` after a shot, up to its text.
const THEN_REPLY_TEXT: &[u8] = b",\"reply\":\"";
/// `ship` after a reply, up to its name.
const THEN_SHIP_TEXT: &[u8] = b",\"ship\":\"";

/// `meta` after a reply or a ship, up to its value.
const THEN_META: &[u8] = b",\"meta\":";

/// `"player":`, as a log entry in the common form starts (after its `{`), less the colon.
const PLAYER: Lit = Lit::new(b"\"player\"");
/// `,"at":`, as `at` follows `player` in a log entry in the common form.
const THEN_AT: Lit = Lit::new(b",\"at\":");
/// `,"reply":`, as `reply` follows `at` in a log entry in the common form, less the colon.
const THEN_REPLY: Lit = Lit::new(b",\"reply\"");

/// The keys of a log entry, in the order [`Cursor::entry`] numbers them.
const ENTRY_KEYS: [Word; 5] =
    [Word::new("player"), Word::new("at"), Word::new("reply"), Word::new("ship"), Word::new("meta")];
/// The keys of a ship.
const SHIP_KEYS: [Word; 2] = [Word::new("ship"), Word::new("cells")];
/// The keys of a volley's reply.
const VOLLEY_REPLY_KEYS: [Word; 2] = [Word::new("hits"), Word::new("sunk")];
/// A single shot's replies, in the order of [`SHOT_REPLIES`].
const SHOT_REPLY_WORDS: [Word; 3] = [Word::new("miss"), Word::new("hit"), Word::new("sunk")];
/// What [`SHOT_REPLY_WORDS`] read to.
const SHOT_REPLIES: [ShotReply; 3] = [ShotReply::Miss, ShotReply::Hit, ShotReply::Sunk];

/// A position in the record's text. Every method returns `None` where the text leaves the
/// common form.
struct Cursor<'a> {
    text: &'a str,
    /// The next byte to read.
    pos: usize,
    /// The players' names once `players` has listed two, each with its closing quote as a
    /// [`Lit`] (never matching past seven bytes), to recognize the shooter of a log entry by one
    /// comparison and give the entry its player's index.
    players: Option<[(&'a str, Lit); 2]>,
    /// The allocation the log is built in, if one is handed down.
    spare: Vec<LogEntry<'a>>,
}

/// What [`Cursor::usual_entry`] read.
enum Usual<'a> {
    /// The whole entry, pushed: it fired this many shots.
    Read(usize),
    /// Only `{"player":NAME`, this name and its player's index: the rest is in another form.
    Player(&'a str, Option<u8>),
    /// Nothing: the entry is in another form from its start.
    Not,
}

impl<'a> Cursor<'a> {
    /// The text's bytes. (Taken from `text` each time rather than kept: the optimizer then sees
    /// that a byte just read as `"` is a character boundary of `text`.)
    #[inline(always)]
    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    /// The next byte, if any, not taken.
    #[inline(always)]
    fn next(&self) -> Option<u8> {
        self.bytes().get(self.pos).copied()
    }

    /// The next eight bytes as a little-endian word, or 0 where fewer are left.
    #[inline(always)]
    fn next_word(&self) -> u64 {
        word_at(self.bytes(), self.pos)
    }

    /// Takes `lit` if the text goes on with it (whitespace not skipped).
    #[inline(always)]
    fn lit(&mut self, lit: &Lit) -> bool {
        let next = lit.starts(self.next_word());
        self.pos += if next { lit.len } else { 0 };
        next
    }

    /// Skips JSON whitespace.
    fn ws(&mut self) {
        while self.next().is_some_and(is_ws) {
            self.pos += 1;
        }
    }

    /// The next byte after whitespace, not taken.
    #[inline(always)]
    fn peek(&mut self) -> Option<u8> {
        match self.next() {
            // Whitespace is rare: skipped only when the next byte may be some.
            Some(b) if b > b' ' => Some(b),
            _ => self.peek_after_ws(),
        }
    }

    /// [`Cursor::peek`] where whitespace may come first.
    #[cold]
    #[inline(never)]
    fn peek_after_ws(&mut self) -> Option<u8> {
        self.ws();
        self.next()
    }

    /// Takes `b`, after whitespace, if it is next.
    #[inline(always)]
    fn take(&mut self, b: u8) -> bool {
        match self.next() {
            Some(n) if n == b => {
                self.pos += 1;
                true
            }
            // Whitespace is rare: skipped only when the next byte may be some.
            Some(n) if n <= b' ' => self.take_after_ws(b),
            _ => false,
        }
    }

    /// [`Cursor::take`] where whitespace may come first.
    #[cold]
    #[inline(never)]
    fn take_after_ws(&mut self, b: u8) -> bool {
        self.ws();
        let next = self.next() == Some(b);
        self.pos += usize::from(next);
        next
    }

    /// Takes `b`, which must be next.
    #[inline(always)]
    fn expect(&mut self, b: u8) -> Option<()> {
        self.take(b).then_some(())
    }

    /// Takes `null` if it is next.
    #[inline(always)]
    fn null(&mut self) -> bool {
        let next = self.peek() == Some(b'n') && self.bytes()[self.pos..].starts_with(b"null");
        self.pos += if next { 4 } else { 0 };
        next
    }

    /// A string without escapes or control characters, borrowed.
    #[inline(always)]
    fn string(&mut self) -> Option<&'a str> {
        self.expect(b'"')?;
        let start = self.pos;
        let end = closing_quote(self.bytes(), start)?;
        self.pos = end + 1;
        // Both ends are ASCII quotes, so the slice falls on character boundaries (the crate
        // forbids `unsafe`: `get` checks it, and never panics).
        self.str(start, end)
    }

    /// `text[start..end]`, if both fall on character boundaries (as they do between ASCII
    /// bytes).
    #[inline(always)]
    fn str(&self, start: usize, end: usize) -> Option<&'a str> {
        // Split twice rather than `get`: the optimizer inlines these, which `get` it did not.
        let (head, _) = self.text.split_at_checked(end)?;
        Some(head.split_at_checked(start)?.1)
    }

    /// The next string if it is one of `words`, as its index; `None` for another string or
    /// another value. A word written as `words` has it (quotes and all) is recognized from the
    /// next eight bytes, before reading any string.
    #[inline(always)]
    fn one_of(&mut self, words: &[Word]) -> Option<usize> {
        let next = self.next_word();
        for (i, word) in words.iter().enumerate() {
            if word.quoted.starts(next) {
                self.pos += word.quoted.len;
                return Some(i);
            }
        }
        self.one_of_in_general(words)
    }

    /// [`Cursor::one_of`] for a string not written as one of `words` (or after whitespace).
    #[inline(never)]
    fn one_of_in_general(&mut self, words: &[Word]) -> Option<usize> {
        let s = self.string()?;
        words.iter().position(|w| w.name == s)
    }

    /// A name (of a player or a ship class): a string of at most [`MAX_NAME_BYTES`].
    #[inline(always)]
    fn name(&mut self) -> Option<Cow<'a, str>> {
        self.string().filter(|s| s.len() <= MAX_NAME_BYTES).map(Cow::Borrowed)
    }

    /// `null` as `None`, or a name.
    fn some_name(&mut self) -> Option<Option<Cow<'a, str>>> {
        if self.null() { Some(None) } else { self.name().map(Some) }
    }

    /// Walks a JSON object: `each` reads the value of every key.
    #[inline(always)]
    fn object(&mut self, mut each: impl FnMut(&mut Self, &'a str) -> Option<()>) -> Option<()> {
        self.expect(b'{')?;
        if self.take(b'}') {
            return Some(());
        }
        loop {
            let key = self.string()?;
            self.expect(b':')?;
            each(self, key)?;
            if !self.take(b',') {
                return self.expect(b'}');
            }
        }
    }

    /// Walks a JSON object whose keys must be among `keys`: `each` reads the value of every
    /// key, given the key's index in `keys`.
    #[inline(always)]
    fn fields(&mut self, keys: &[Word], mut each: impl FnMut(&mut Self, usize) -> Option<()>) -> Option<()> {
        self.expect(b'{')?;
        if self.take(b'}') {
            return Some(());
        }
        loop {
            let key = self.one_of(keys)?;
            self.expect(b':')?;
            each(self, key)?;
            if !self.take(b',') {
                return self.expect(b'}');
            }
        }
    }

    /// Walks a JSON list: `each` reads every element.
    #[inline(always)]
    fn list(&mut self, each: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        self.expect(b'[')?;
        self.items(each)
    }

    /// Walks the rest of a JSON list once its `[` is taken: `each` reads every element.
    #[inline(always)]
    fn items(&mut self, mut each: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        if self.take(b']') {
            return Some(());
        }
        loop {
            each(self)?;
            if !self.take(b',') {
                return self.expect(b']');
            }
        }
    }

    /// Skips one JSON value, checking its syntax as serde_json does.
    fn skip(&mut self, depth: usize) -> Option<()> {
        if depth > MAX_DEPTH {
            return None;
        }
        match self.peek()? {
            b'"' => self.string().map(drop),
            b'{' => self.object(|c, _| c.skip(depth + 1)),
            b'[' => self.list(|c| c.skip(depth + 1)),
            b't' => self.word(b"true"),
            b'f' => self.word(b"false"),
            b'n' => self.word(b"null"),
            _ => self.number(),
        }
    }

    /// Takes `word`, which must be next.
    fn word(&mut self, word: &[u8]) -> Option<()> {
        self.bytes()[self.pos..].starts_with(word).then(|| self.pos += word.len())
    }

    /// Skips a JSON number: `-`, then `0` or digits not starting with `0`, then an optional
    /// fraction and exponent.
    fn number(&mut self) -> Option<()> {
        self.pos += usize::from(self.next() == Some(b'-'));
        match self.next()? {
            b'0' => self.pos += 1,
            b'1'..=b'9' => self.digits(),
            _ => return None,
        }
        if self.next() == Some(b'.') {
            self.pos += 1;
            self.some_digits()?;
        }
        if let Some(b'e' | b'E') = self.next() {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.next() {
                self.pos += 1;
            }
            self.some_digits()?;
        }
        Some(())
    }

    /// Skips digits, if any.
    fn digits(&mut self) {
        while self.next().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
    }

    /// Skips one digit or more.
    fn some_digits(&mut self) -> Option<()> {
        let start = self.pos;
        self.digits();
        (self.pos > start).then_some(())
    }

    /// An integer of at most `most_digits` digits, without sign, fraction or exponent, not
    /// starting with `0` (but `0` itself); `None` for any other number or value. (The digits are
    /// read as a JSON number is: what serde_json reads to the same integer.)
    #[inline(always)]
    fn natural(&mut self, most_digits: usize) -> Option<u64> {
        let start = self.pos;
        let mut n = 0u64;
        while let Some(d @ b'0'..=b'9') = self.next() {
            if self.pos - start == most_digits {
                return None;
            }
            n = n * 10 + u64::from(d - b'0');
            self.pos += 1;
        }
        let digits = self.pos - start;
        let leading_zero = digits > 1 && self.bytes()[start] == b'0';
        // A fraction or an exponent makes it another number.
        let more = matches!(self.next(), Some(b'.' | b'e' | b'E'));
        (digits > 0 && !leading_zero && !more).then_some(n)
    }

    /// The text of the next value, skipped.
    fn span(&mut self) -> Option<&'a str> {
        self.ws();
        let start = self.pos;
        self.skip(0)?;
        self.text.get(start..self.pos)
    }

    /// The record: `{"rules", "players", "first", "meta", "fleets", "shots"}`, `fleets` and
    /// `shots` required.
    fn record(&mut self) -> Option<GameRecord<'a>> {
        let (mut rules, mut players, mut first, mut meta, mut fleets, mut shots) = (None, None, None, None, None, None);
        self.object(|c, key| {
            match key {
                "rules" if rules.is_none() => rules = Some(c.rules()?),
                "players" if players.is_none() => {
                    let names = c.players()?;
                    // (Names read here are borrowed: a name with escapes leaves the common form.)
                    if let Some([Cow::Borrowed(a), Cow::Borrowed(b)]) = names.as_deref() {
                        c.players = Some([a, b].map(|name| (*name, Lit::closed(name))));
                    }
                    players = Some(names);
                }
                "first" if first.is_none() => first = Some(c.some_name()?),
                "meta" if meta.is_none() => meta = Some(Cow::Borrowed(c.raw()?)),
                "fleets" if fleets.is_none() => fleets = Some(c.fleets()?),
                "shots" if shots.is_none() => shots = Some(c.log()?),
                _ => return None,
            }
            Some(())
        })?;
        Some(GameRecord {
            rules: rules.flatten(),
            players: players.flatten(),
            first: first.flatten(),
            meta,
            fleets: fleets?,
            shots: shots?,
        })
    }

    /// The rules: a preset's name read here, anything else (`null`, a rules object, any other
    /// string) read by serde from its text, as the serde reader reads it.
    fn rules(&mut self) -> Option<Option<RulesSpec>> {
        if self.peek()? == b'"' {
            let at = self.pos;
            // The serde reader reads a preset by its exact name, to these same values.
            let preset = match self.string()? {
                "classic" => Some(Preset::Classic),
                "salvo" => Some(Preset::Salvo),
                "russian" => Some(Preset::Russian),
                _ => None,
            };
            if let Some(preset) = preset {
                return Some(Some(RulesSpec::Preset(preset)));
            }
            self.pos = at;
        }
        serde_json::from_str::<Option<RulesSpec>>(self.span()?).ok()
    }

    /// Any JSON value, as its text (copied into the verdict as written). serde_json reads it,
    /// here as in the serde reader (`&RawValue` has no other way to be made), in one pass:
    /// from the value's first byte to its last, the same text the serde reader keeps.
    fn raw(&mut self) -> Option<&'a RawValue> {
        self.ws();
        let rest = self.text.get(self.pos..)?;
        let mut values = serde_json::Deserializer::from_str(rest).into_iter::<&'a RawValue>();
        let raw = values.next()?.ok()?;
        self.pos += values.byte_offset();
        Some(raw)
    }

    /// A list of names, at most [`MAX_SHIPS`].
    fn names(&mut self) -> Option<Vec<Cow<'a, str>>> {
        let mut names = Vec::new();
        self.list(|c| {
            // Room for two players, or for the ships a volley sank.
            push_with_room(&mut names, c.name()?, 2);
            (names.len() <= MAX_SHIPS).then_some(())
        })?;
        Some(lean(names))
    }

    /// `null`, or a list of names.
    fn players(&mut self) -> Option<Option<Vec<Cow<'a, str>>>> {
        if self.null() {
            return Some(None);
        }
        self.names().map(Some)
    }

    /// `{name: [ship, ...], ...}`: at most two, each a list of ships.
    fn fleets(&mut self) -> Option<Fleets<'a>> {
        let mut out: Vec<(Cow<'a, str>, FleetDrawing<'a>)> = Vec::with_capacity(2);
        self.object(|c, name| {
            if name.len() > MAX_NAME_BYTES || out.len() == 2 || out.iter().any(|(n, _)| eq_ignore_case(n, name)) {
                return None;
            }
            let mut ships = Vec::with_capacity(10);
            c.list(|c| {
                ships.push(c.ship()?);
                (ships.len() <= MAX_SHIPS).then_some(())
            })?;
            out.push((Cow::Borrowed(name), FleetDrawing::Ships(ships)));
            Some(())
        })?;
        Some(Fleets(out))
    }

    /// `{"ship": name or null, "cells": range or list of coordinates}`, `cells` required.
    fn ship(&mut self) -> Option<ShipRecord<'a>> {
        let (mut ship, mut cells) = (None, None);
        self.fields(&SHIP_KEYS, |c, key| {
            match key {
                0 if ship.is_none() => ship = Some(c.some_name()?),
                1 if cells.is_none() => cells = Some(c.cells()?),
                _ => return None,
            }
            Some(())
        })?;
        Some(ShipRecord { ship: ship.flatten(), cells: cells? })
    }

    /// A range `"B2-E2"`, or a list of coordinates, not empty.
    fn cells(&mut self) -> Option<ShipCells<'a>> {
        if self.peek()? == b'"' {
            let range = self.string()?;
            // The usual `"B2-E2"` read in place: what `ShipCells::range` reads it to.
            if let Some((a, b)) = range.split_at_checked(range.bytes().position(|b| b == b'-')?)
                && let (Some(a), Some(b)) = (text_coordinate(a), text_coordinate(&b[1..]))
            {
                return Some(ShipCells::Range(a, b));
            }
            return ShipCells::range(range).ok();
        }
        // Ships of up to six cells fill the first vector.
        self.coordinates(6, MAX_SHIP_CELLS).map(ShipCells::List)
    }

    /// A list of coordinates, not empty, at most `most`, in a vector of `capacity` to start.
    fn coordinates(&mut self, capacity: usize, most: usize) -> Option<Vec<Coordinate<'a>>> {
        self.expect(b'[')?;
        self.rest_of_coordinates(capacity, most)
    }

    /// [`Cursor::coordinates`] once the list's `[` is taken.
    #[inline(always)]
    fn rest_of_coordinates(&mut self, capacity: usize, most: usize) -> Option<Vec<Coordinate<'a>>> {
        let mut list = Vec::with_capacity(capacity);
        // Not empty: the first element is read before any `]`.
        loop {
            // The usual `"C4"` pushed as it is read (not through an `Option<Coordinate>`).
            match self.short_coordinate() {
                Some((col, row, text)) => {
                    list.push(Coordinate { col, row, written: Written::Text(Cow::Borrowed(text)) })
                }
                None => list.push(self.coordinate()?),
            }
            if list.len() > most {
                return None;
            }
            if !self.take(b',') {
                self.expect(b']')?;
                return Some(list);
            }
        }
    }

    /// A coordinate as text, such as `"C4"`, or as `[column, row]`.
    #[inline(always)]
    fn coordinate(&mut self) -> Option<Coordinate<'a>> {
        match self.peek()? {
            b'"' => self.text_coordinate(),
            b'[' => {
                self.pos += 1;
                self.pair()
            }
            _ => None,
        }
    }

    /// A coordinate as text, its `"` next.
    #[inline(always)]
    fn text_coordinate(&mut self) -> Option<Coordinate<'a>> {
        match self.short_coordinate() {
            Some((col, row, text)) => Some(Coordinate { col, row, written: Written::Text(Cow::Borrowed(text)) }),
            None => Coordinate::from_text(self.string()?).ok(),
        }
    }

    /// A coordinate in its usual form, `"C4"` or `"J10"`, next (no whitespace before it), read
    /// in place as [`Coordinate::from_text`] reads it: its column, row and text. `None`, and
    /// nothing taken, for anything else.
    #[inline(always)]
    fn short_coordinate(&mut self) -> Option<(i128, i128, &'a str)> {
        let start = self.pos + 1;
        // Its closing quote two or three bytes on (a list or an object goes on after it).
        let len = match self.bytes().get(self.pos..self.pos + 5)? {
            [b'"', _, _, b'"', _] => 2,
            [b'"', _, _, _, b'"'] => 3,
            _ => return None,
        };
        // Read from the bytes first: then the optimizer knows both ends of the text are ASCII,
        // and checks no character boundary.
        let (col, row) = parse_short(self.bytes().get(start..start + len)?)?;
        let text = self.str(start, start + len)?;
        self.pos = start + len + 1;
        Some((col, row, text))
    }

    /// The rest of `[column, row]` once its `[` is taken.
    fn pair(&mut self) -> Option<Coordinate<'a>> {
        if let Some(pair) = self.short_pair(self.pos) {
            self.pos += 4;
            return Some(pair);
        }
        let col = self.axis()?;
        self.expect(b',')?;
        let row = self.axis()?;
        self.expect(b']')?;
        Some(Coordinate { col, row, written: Written::Pair })
    }

    /// The usual pair of one-digit numbers, `2,3]`, from `at` (just after its `[`), read in
    /// place as [`Cursor::axis`] reads it; `None` for anything else. Nothing is taken.
    #[inline(always)]
    fn short_pair(&self, at: usize) -> Option<Coordinate<'a>> {
        match *self.bytes().get(at..at + 4)? {
            [col @ b'0'..=b'9', b',', row @ b'0'..=b'9', b']'] => {
                Some(Coordinate { col: i128::from(col - b'0'), row: i128::from(row - b'0'), written: Written::Pair })
            }
            _ => None,
        }
    }

    /// An integer of a pair: up to 18 digits not starting with `0` (or `0` itself), perhaps
    /// after `-` (but not `-0`), which fits 64 bits whatever it is.
    #[inline(always)]
    fn axis(&mut self) -> Option<i128> {
        self.peek()?;
        let negative = self.next() == Some(b'-');
        self.pos += usize::from(negative);
        let n = i128::from(self.natural(18)?);
        match (negative, n) {
            (false, n) => Some(n),
            (true, 0) => None,
            (true, n) => Some(-n),
        }
    }

    /// The log: a list of entries, at most [`MAX_ENTRIES`], firing at most [`MAX_LOG_SHOTS`].
    fn log(&mut self) -> Option<Vec<LogEntry<'a>>> {
        // Room for a whole game on a 10 × 10 board (200 entries) up front: growing copies them all.
        let mut log = std::mem::take(&mut self.spare);
        log.reserve(256);
        let mut shots = 0;
        self.list(|c| {
            // Each kind of entry pushed where it is read: through one `match`, both would be
            // built in one place on the stack and copied from there.
            let entry = match c.usual_entry(&mut log) {
                Usual::Read(fired) => {
                    shots += fired;
                    return (log.len() <= MAX_ENTRIES && shots <= MAX_LOG_SHOTS).then_some(());
                }
                // Another target (a volley, a pair): read on from there.
                Usual::Player(player, index) => c.entry_after_player(Cow::Borrowed(player), index)?,
                Usual::Not => c.entry()?,
            };
            shots += entry.at.shots().len();
            log.push(entry);
            (log.len() <= MAX_ENTRIES && shots <= MAX_LOG_SHOTS).then_some(())
        })?;
        Some(log)
    }

    /// The commonest entry, read straight through without whitespace:
    /// `{"player":NAME,"at":"C4","reply":"miss"}` (or `[2,3]`; `"hit"`, `"sunk"`), perhaps with
    /// `"ship":NAME` after the reply and `"meta":ANY` last, and pushed onto `log` (where it is read: built in one
    /// place with the other entries, it would be built on the stack and copied from there);
    /// how many shots it fires. `None`, and nothing taken, for anything else, which
    /// [`Cursor::entry`] reads.
    #[inline(always)]
    fn usual_entry(&mut self, log: &mut Vec<LogEntry<'a>>) -> Usual<'a> {
        let bytes = self.bytes();
        let at = self.pos;
        let player_at = at + PLAYER_OPENS.len();
        if bytes.get(at..player_at) != Some(PLAYER_OPENS) {
            return Usual::Not;
        }
        // The shooter is nearly always one of the players, spelt as `players` spells them.
        let next = word_at(bytes, player_at);
        let (player, index, after) = match &self.players {
            Some([(name, quoted), _]) if quoted.starts(next) => (*name, Some(0), player_at + quoted.len),
            Some([_, (name, quoted)]) if quoted.starts(next) => (*name, Some(1), player_at + quoted.len),
            _ => match self.name_at(player_at) {
                Some((name, after)) => (name, self.player_index(name), after),
                None => return Usual::Not,
            },
        };
        if bytes.get(after..after + THEN_AT_KEY.len()) != Some(THEN_AT_KEY) {
            self.pos = after;
            return Usual::Player(player, index);
        }
        self.pos = after + THEN_AT_KEY.len();
        // `"C4"`, or the usual pair `[2,3]`, read here in place of reading it on in
        // `entry_after_player`, which costs more.
        let shot = match self.short_coordinate() {
            Some((col, row, text)) => Coordinate { col, row, written: Written::Text(Cow::Borrowed(text)) },
            None => {
                let pair = if bytes.get(self.pos) == Some(&b'[') { self.short_pair(self.pos + 1) } else { None };
                let Some(pair) = pair else {
                    self.pos = after;
                    return Usual::Player(player, index);
                };
                self.pos += 5;
                pair
            }
        };
        let after = self.pos;
        let reply_at = after + THEN_REPLY_TEXT.len();
        let reply = match bytes.get(after..reply_at + 5) {
            Some([head @ .., b'm', b'i', b's', b's', b'"']) if head == THEN_REPLY_TEXT => {
                (ShotReply::Miss, reply_at + 5)
            }
            Some([head @ .., b'h', b'i', b't', b'"', _]) if head == THEN_REPLY_TEXT => (ShotReply::Hit, reply_at + 4),
            Some([head @ .., b's', b'u', b'n', b'k', b'"']) if head == THEN_REPLY_TEXT => {
                (ShotReply::Sunk, reply_at + 5)
            }
            _ => {
                self.pos = at;
                return Usual::Not;
            }
        };
        let (reply, mut after) = reply;
        let mut ship = None;
        if bytes.get(after..after + THEN_SHIP_TEXT.len()) == Some(THEN_SHIP_TEXT) {
            let Some((name, next)) = self.name_at(after + THEN_SHIP_TEXT.len()) else {
                self.pos = at;
                return Usual::Not;
            };
            (ship, after) = (Some(Cow::Borrowed(name)), next);
        }
        // Timings and the like, ignored.
        if bytes.get(after..after + THEN_META.len()) == Some(THEN_META) {
            self.pos = after + THEN_META.len();
            if self.skip(0).is_none() {
                self.pos = at;
                return Usual::Not;
            }
            after = self.pos;
        }
        if bytes.get(after) != Some(&b'}') {
            self.pos = at;
            return Usual::Not;
        }
        self.pos = after + 1;
        log.push(LogEntry {
            player: Cow::Borrowed(player),
            player_index: index,
            at: Target::Shot(shot),
            reply: Some(Reply::Shot(reply)),
            ship,
            meta: Ignored,
        });
        Usual::Read(1)
    }

    /// The index in `players` of the player called `name`, spelt as `players` spells it; `None`
    /// for another spelling, another name, or before `players` has listed two names.
    fn player_index(&self, name: &str) -> Option<u8> {
        let [(first, _), (second, _)] = self.players.as_ref()?;
        if *first == name {
            Some(0)
        } else if *second == name {
            Some(1)
        } else {
            None
        }
    }

    /// A name whose text starts at `start`, just after its opening quote: the name, and where
    /// the text goes on after its closing quote. Nothing is taken.
    #[inline(always)]
    fn name_at(&self, start: usize) -> Option<(&'a str, usize)> {
        let end = closing_quote(self.bytes(), start)?;
        let name = self.str(start, end).filter(|s| s.len() <= MAX_NAME_BYTES)?;
        Some((name, end + 1))
    }

    /// `{"player", "at", "reply", "ship", "meta"}`, `player` and `at` required.
    #[inline(always)]
    fn entry(&mut self) -> Option<LogEntry<'a>> {
        self.expect(b'{')?;
        if self.lit(&PLAYER) {
            self.expect(b':')?;
            let player = self.name()?;
            let index = self.player_index(&player);
            return self.entry_after_player(player, index);
        }
        if self.take(b'}') {
            return None;
        }
        self.entry_fields(None, None, None)
    }

    /// The rest of a log entry once its `{"player":NAME` is taken (`index`: its player's). The
    /// usual order, `at` then `reply`, is read straight through, each key recognized from the
    /// next eight bytes; from the first key not as expected on, any order.
    #[inline(never)]
    fn entry_after_player(&mut self, player: Cow<'a, str>, index: Option<u8>) -> Option<LogEntry<'a>> {
        let (mut at, mut reply) = (None, None);
        if self.lit(&THEN_AT) {
            at = Some(self.target()?);
            if self.lit(&THEN_REPLY) {
                self.expect(b':')?;
                reply = Some(self.reply()?);
            }
        }
        if self.take(b'}') {
            return Some(LogEntry {
                player,
                player_index: index,
                at: at?,
                reply: reply.flatten(),
                ship: None,
                meta: Ignored,
            });
        }
        self.expect(b',')?;
        self.entry_fields(Some(player), at, reply)
    }

    /// The rest of a log entry from a key on, in any order, given the fields already read.
    fn entry_fields(
        &mut self,
        mut player: Option<Cow<'a, str>>,
        mut at: Option<Target<'a>>,
        mut reply: Option<Option<Reply<'a>>>,
    ) -> Option<LogEntry<'a>> {
        let (mut ship, mut meta) = (None, false);
        loop {
            let key = self.one_of(&ENTRY_KEYS)?;
            self.expect(b':')?;
            match key {
                0 if player.is_none() => player = Some(self.name()?),
                1 if at.is_none() => at = Some(self.target()?),
                2 if reply.is_none() => reply = Some(self.reply()?),
                3 if ship.is_none() => ship = Some(self.some_name()?),
                4 if !meta => {
                    self.skip(0)?;
                    meta = true;
                }
                _ => return None,
            }
            if !self.take(b',') {
                self.expect(b'}')?;
                break;
            }
        }
        let player = player?;
        let player_index = self.player_index(&player);
        Some(LogEntry { player, player_index, at: at?, reply: reply.flatten(), ship: ship.flatten(), meta: Ignored })
    }

    /// One shot, or a volley: a list of shots, not empty, at most [`MAX_VOLLEY`].
    #[inline(always)]
    fn target(&mut self) -> Option<Target<'a>> {
        match self.peek()? {
            b'"' => self.text_coordinate().map(Target::Shot),
            b'[' => {
                self.pos += 1;
                // `[2, 3]` is one shot; a list of coordinates is a volley.
                if let Some(b'-' | b'0'..=b'9') = self.peek() {
                    return self.pair().map(Target::Shot);
                }
                self.rest_of_coordinates(8, MAX_VOLLEY).map(Target::Volley)
            }
            _ => None,
        }
    }

    /// `null` as `None`, `"miss"`, `"hit"` or `"sunk"`, or a volley's `{"hits", "sunk"}`.
    #[inline(always)]
    fn reply(&mut self) -> Option<Option<Reply<'a>>> {
        match self.peek()? {
            b'n' => self.null().then_some(None),
            b'"' => Some(Some(Reply::Shot(*SHOT_REPLIES.get(self.one_of(&SHOT_REPLY_WORDS)?)?))),
            _ => self.volley_reply().map(|r| Some(Reply::Volley(Box::new(r)))),
        }
    }

    /// `{"hits": {class: count}, "sunk": [class, ...]}`, `hits` required.
    fn volley_reply(&mut self) -> Option<VolleyReply<'a>> {
        let (mut hits, mut sunk) = (None, None);
        self.fields(&VOLLEY_REPLY_KEYS, |c, key| {
            match key {
                0 if hits.is_none() => hits = Some(c.class_counts()?),
                1 if sunk.is_none() => sunk = Some(c.names()?),
                _ => return None,
            }
            Some(())
        })?;
        Some(VolleyReply { hits: hits?, sunk: sunk.unwrap_or_default() })
    }

    /// `{class: count}`, each class once whatever its case, at most [`MAX_SHIPS`] classes, counts
    /// from 0 to [`MAX_VOLLEY`].
    fn class_counts(&mut self) -> Option<ClassCounts<'a>> {
        let mut out: Vec<(Cow<'a, str>, u32)> = Vec::new();
        self.object(|c, class| {
            if class.len() > MAX_NAME_BYTES
                || out.len() == MAX_SHIPS
                || out.iter().any(|(t, _)| eq_ignore_case(t, class))
            {
                return None;
            }
            // Room for the classes a volley usually hits.
            push_with_room(&mut out, (Cow::Borrowed(class), c.count()?), 4);
            Some(())
        })?;
        Some(ClassCounts(lean(out)))
    }

    /// A hit count: `0`, or up to three digits not starting with `0`, at most [`MAX_VOLLEY`].
    fn count(&mut self) -> Option<u32> {
        self.peek()?;
        let n = self.natural(3)?;
        (n as usize <= MAX_VOLLEY).then_some(n as u32)
    }
}

/// Pushes `item` onto `list`, the first one into room for `room` made at once: an empty list
/// (`"sunk": []`, `"hits": {}`) allocates nothing, and a short one allocates without taking
/// the general path by which a vector grows.
#[inline(always)]
fn push_with_room<T>(list: &mut Vec<T>, item: T, room: usize) {
    if list.capacity() == 0 {
        *list = Vec::with_capacity(room);
    }
    list.push(item);
}

/// A coordinate in its usual form, `C4` or `J10`, read as [`Coordinate::from_text`] reads it;
/// `None` for any other text.
#[inline(always)]
fn text_coordinate(text: &str) -> Option<Coordinate<'_>> {
    let (col, row) = parse_short(text.as_bytes())?;
    Some(Coordinate { col, row, written: Written::Text(Cow::Borrowed(text)) })
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;
    use crate::generate::{FaultChoice, Generator};

    /// The serde reader alone, as `parse_record` falls back to it.
    fn by_serde(text: &str) -> Result<GameRecord<'_>, serde_json::Error> {
        let mut de = serde_json::Deserializer::from_str(text);
        GameRecord::deserialize(&mut de).and_then(|r| de.end().map(|()| r))
    }

    /// Whatever the fast reader takes, the serde reader reads to the same record, but for the
    /// players' indices, which the fast reader alone gives (each naming the shooter as
    /// `players` spells it); returns whether the fast reader took it.
    fn agree(text: &str) -> bool {
        let Some(mut fast) = scan(text) else { return false };
        for entry in &mut fast.shots {
            if let Some(p) = entry.player_index.take() {
                let players = fast.players.as_deref().unwrap_or_default();
                assert_eq!(players.get(usize::from(p)), Some(&entry.player), "{text}");
            }
        }
        match by_serde(text) {
            Ok(slow) => assert_eq!(format!("{fast:?}"), format!("{slow:?}"), "{text}"),
            Err(e) => panic!("the fast reader took what serde refuses ({e}): {text}"),
        }
        true
    }

    /// Generated games under each preset, a fifth with a fault.
    fn generated(games: u64) -> Vec<String> {
        let specs = ["classic", "salvo", "russian"].map(|r| RulesSpec::from_arg(r).unwrap()).to_vec();
        let generator = Generator::new(specs, 9).unwrap();
        (0..games)
            .map(|i| {
                let fault = if Generator::is_faulty(i, 0.2) { FaultChoice::Random } else { FaultChoice::None };
                serde_json::to_string(&generator.game(i, fault).record).unwrap()
            })
            .collect()
    }

    #[test]
    fn generated_games_are_read_fast_and_alike() {
        for text in generated(60) {
            assert!(agree(&text), "the fast reader refuses a generated game: {text}");
            let record = scan(&text).unwrap();
            let players = record.players.as_deref().unwrap();
            for entry in &record.shots {
                let p = entry.player_index.map(usize::from);
                assert_eq!(p.map(|p| &players[p]), Some(&entry.player), "each entry has its player's index: {text}");
            }
        }
    }

    /// An entry's player's index is given where its shooter is spelt as `players` spells it, in
    /// every form of entry, and only there.
    #[test]
    fn entries_get_their_players_index_where_spelt_as_listed() {
        let fleets = r#""fleets":{"ann":[{"cells":"A1-A2"}],"benjamin franklin":[{"cells":"C1-C2"}]}"#;
        let indices = |players: &str, shots: &str| {
            let text = format!(r#"{{"players":{players},{fleets},"shots":[{shots}]}}"#);
            assert!(agree(&text), "{text}");
            scan(&text).unwrap().shots.iter().map(|e| e.player_index).collect::<Vec<_>>()
        };
        let listed = r#"["ann","benjamin franklin"]"#;
        let entries = [
            r#"{"player":"ann","at":"C4","reply":"miss"}"#,
            r#"{"player":"benjamin franklin","at":"C4","reply":"miss"}"#,
            r#"{"player":"ann","at":["C4","D4"]}"#,
            r#"{"player":"benjamin franklin","at":[2,3],"meta":1}"#,
            r#"{"at":"C4","player":"ann"}"#,
            r#"{ "player" : "benjamin franklin" , "at" : "C4" }"#,
            r#"{"player":"ANN","at":"C4","reply":"miss"}"#,
            r#"{"player":"Benjamin Franklin","at":"C4"}"#,
            r#"{"player":"an","at":"C4","reply":"miss"}"#,
        ]
        .join(",");
        let some = [Some(0), Some(1), Some(0), Some(1), Some(0), Some(1), None, None, None];
        assert_eq!(indices(listed, &entries), some);
        assert_eq!(indices("null", &entries), [None; 9]);
        // `players` after the log: the log was read before the names were known.
        let text = format!(r#"{{{fleets},"shots":[{entries}],"players":{listed}}}"#);
        assert!(agree(&text));
        assert!(scan(&text).unwrap().shots.iter().all(|e| e.player_index.is_none()));
    }

    #[test]
    fn fixtures_read_alike() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures");
        let (mut taken, mut seen) = (0, 0);
        for dir in std::fs::read_dir(&root).unwrap() {
            let dir = dir.unwrap().path();
            if !dir.is_dir() {
                continue;
            }
            for file in std::fs::read_dir(dir).unwrap() {
                let path = file.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let records: Vec<&str> = match path.extension().and_then(|e| e.to_str()) {
                    Some("json") => vec![&text],
                    Some("jsonl") => text.lines().collect(),
                    _ => continue,
                };
                for record in records {
                    seen += 1;
                    taken += usize::from(agree(record));
                }
            }
        }
        assert!(seen > 250 && taken > seen / 2, "{taken} of {seen} fixtures read fast");
    }

    /// Every byte of a game replaced in turn by characters that matter to JSON, removed, or
    /// doubled: what the fast reader still takes, serde reads alike.
    #[test]
    fn damaged_games_read_alike_or_go_to_serde() {
        let games = generated(3);
        let mut taken = 0;
        for text in &games {
            let bytes = text.as_bytes();
            for at in (0..bytes.len()).step_by(5) {
                for with in [&b"}"[..], b"]", b",", b"\"", b":", b"0", b"-", b"n", b" ", b"\\", b"", b"\x01", b"\"a\""]
                {
                    let mut damaged = bytes[..at].to_vec();
                    damaged.extend_from_slice(with);
                    damaged.extend_from_slice(&bytes[at + 1..]);
                    if let Ok(t) = std::str::from_utf8(&damaged) {
                        taken += usize::from(agree(t));
                    }
                }
                let doubled = [&bytes[..=at], &bytes[at..]].concat();
                if let Ok(t) = std::str::from_utf8(&doubled) {
                    taken += usize::from(agree(t));
                }
            }
        }
        assert!(taken > 300, "some damage leaves a record in the common form ({taken})");
    }

    /// Every prefix of a game (none of them a whole record) goes to serde: the reads in place
    /// never run past the text, nor take a cut record.
    #[test]
    fn cut_games_go_to_serde() {
        for text in generated(6) {
            for end in 0..text.len() {
                if let Some(prefix) = text.get(..end) {
                    assert!(scan(prefix).is_none(), "{prefix}");
                }
            }
        }
    }

    /// The paths that read in place (the usual entry, known players, short coordinates and
    /// pairs, keys compared eight bytes at a time) against the serde reader, with whitespace,
    /// other key orders and other spellings around them, and strings ending at every distance
    /// from the end of the text.
    #[test]
    fn fast_paths_read_alike() {
        let fleets = r#""fleets":{"ann":[{"cells":"A1-A2"}],"annie":[{"ship":"boat","cells":["C1","c2"]}]}"#;
        let record = |players: &str, shots: &str| format!(r#"{{"players":{players},{fleets},"shots":[{shots}]}}"#);
        let usual = [
            r#"{"player":"ann","at":"C4","reply":"miss"}"#,
            r#"{"player":"annie","at":"J10","reply":"hit","ship":"boat"}"#,
            r#"{"player":"ann","at":"c04","reply":"sunk","ship":"Boat","meta":{"ms":[1,{"a":null}]}}"#,
            r#"{"player":"ann","at":"C4","reply":"miss","meta":7}"#,
            r#"{"player":"ann","at":" C4","reply":"miss"}"#,
            r#"{"player":"ann","at":"C4 ","reply":"miss"}"#,
            r#"{"player":"ann","at":"Z99","reply":"hit"}"#,
            r#"{"player":"ann","at":"C100","reply":"hit"}"#,
            r#"{"player":"ann","at":[2,3],"reply":"miss"}"#,
            r#"{"player":"ann","at":[12,3],"reply":"miss"}"#,
            r#"{"player":"ann","at":[-1,0],"reply":null}"#,
            r#"{"player":"ann","at":[0,9]}"#,
            r#"{"player":"ann","at":["A1",[1,1],"B3"],"reply":{"hits":{"boat":1,"ship":0},"sunk":["boat"]}}"#,
            r#"{"player":"ann","at":"C4"}"#,
            r#"{"player":"ann","at":"C4","ship":"boat","reply":"hit"}"#,
            r#"{"at":"C4","player":"ann","reply":"miss"}"#,
            r#"{"reply":"miss","at":"C4","player":"ann"}"#,
            r#"{"player":"ann","reply":"miss","at":"C4"}"#,
            r#"{"player":"ann","meta":null,"at":"C4","reply":"miss"}"#,
            r#"{ "player" : "ann" , "at" : "C4" , "reply" : "miss" }"#,
            r#"{"player":"ann" ,"at":"C4","reply":"miss"}"#,
            r#"{"player":"ann","at": "C4","reply":"miss"}"#,
            r#"{"player":"ann","at":"C4","reply": "miss"}"#,
            r#"{"player":"ann","at":"C4","reply":"miss" }"#,
            r#"{"player":"ann","at":[ 2 , 3 ],"reply":"miss"}"#,
            r#"{"player":"anni","at":"C4","reply":"miss"}"#,
            r#"{"player":"é","at":"C4","reply":"miss"}"#,
            r#"{"player":"someone else entirely","at":"C4","reply":"miss"}"#,
        ];
        for players in [r#"["ann","annie"]"#, r#"["annie","ann"]"#, "null", r#"["é","ann"]"#, r#"["a\u006En","annie"]"#]
        {
            for entry in usual {
                let text = record(players, entry);
                let taken = agree(&text);
                assert!(taken || players.contains('\\'), "{text}");
                // Two entries, and the entry last in the text.
                assert_eq!(agree(&record(players, &format!("{entry},{entry}"))), taken);
                agree(&format!(r#"{{{fleets},"shots":[{entry}]}}"#));
            }
        }
        let uncommon = [
            r#"{"player":"ann","at":"C4","reply":"Miss"}"#,
            r#"{"player":"ann","at":"C4","reply":"hits"}"#,
            r#"{"player":"ann","at":"C4","reply":"miss","reply":"hit"}"#,
            r#"{"player":"ann","at":"C4","reply":"miss","player":"ann"}"#,
            r#"{"player":"ann","at":"C4","reply":"miss","meta":1,"meta":2}"#,
            r#"{"player":"ann","at":"C4","reply":"miss","extra":1}"#,
            r#"{"player":"a\u006En","at":"C4","reply":"miss"}"#,
            r#"{"player":"ann","at":"C\u0034","reply":"miss"}"#,
            r#"{"player":"ann","at":"C4","reply":"mi\u0073s"}"#,
            r#"{"player":"ann","at":"AA1","reply":"miss"}"#,
            r#"{"player":"ann","at":"C-4","reply":"miss"}"#,
            r#"{"player":"ann","at":[-0,3],"reply":"miss"}"#,
            r#"{"player":"ann","at":[01,3],"reply":"miss"}"#,
            r#"{"player":"ann","at":[1.5,3],"reply":"miss"}"#,
            r#"{"player":"ann","at":[1e1,3],"reply":"miss"}"#,
            r#"{"player":"ann","at":[1,3,],"reply":"miss"}"#,
            r#"{"player":"ann","at":"C4","reply":"miss",}"#,
            r#"{"player":"ann","at":"C4","reply":"miss""#,
            r#"{"player":"ann","at":"C4","reply":"miss"]"#,
            r#"{"player":"ann","at":"C4","reply":"miss","ship":"bo\"at"}"#,
            r#"{"player":"ann","reply":"miss"}"#,
            r#"{"player":"ann"}"#,
            r#"{}"#,
        ];
        for entry in uncommon {
            let text = record(r#"["ann","annie"]"#, entry);
            assert!(scan(&text).is_none(), "{text}");
        }
        // Strings of every length up to 40 bytes, ending 1 to 40 bytes before the end of the
        // text (the last string of a record is followed by its closing brackets), and with an
        // escape or a control byte at every place.
        for len in 0..40 {
            let name: String = ('a'..='z').cycle().take(len).collect();
            for close in ["}", "}  ", "}\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n"] {
                let text = format!(r#"{{{fleets},"shots":[],"first":"{name}"{close}"#);
                assert!(agree(&text), "{text}");
                let text = format!(r#"{{{fleets},"shots":[{{"player":"{name}","at":"A1","reply":"hit"}}]{close}"#);
                assert!(agree(&text), "{text}");
                for at in 0..len {
                    for odd in ["\\n", "\u{1}", "\"", "é"] {
                        let mut odd_name = name.clone();
                        odd_name.replace_range(at..=at, odd);
                        agree(&format!(r#"{{{fleets},"shots":[],"first":"{odd_name}"{close}"#));
                    }
                }
            }
        }
    }

    #[test]
    fn uncommon_forms_go_to_serde_and_common_ones_read_alike() {
        let fleets = r#""fleets":{"a":[{"cells":"A1-A2"}],"b":[{"cells":["C1","c2"],"ship":null}]}"#;
        let common = [
            format!(r#"{{"rules":"classic",{fleets},"shots":[]}}"#),
            format!(
                r#" {{ "rules" : {{"base":"salvo"}} , "players" : ["a" , "b"], "first": null, "meta": [1, -2.5e+3, {{"x": true}}, null, "é"],
                {fleets}, "shots": [{{"player":"a","at":["A1","B2"],"reply":{{"hits":{{"cruiser":2,"boat":0}},"sunk":["boat"]}},"meta":{{"ms":[0.5,false]}}}},
                {{"player":"b","at":"J10","reply":null,"ship":null}}, {{"at":" c04 ","player":"a","reply":"sunk","ship":"Boat"}}]}} "#
            ),
            format!(
                r#"{{"players":null,"meta":null,{fleets},"shots":[{{"player":"a","at":"Z99","reply":{{"hits":{{}}}}}}]}}"#
            ),
            format!(
                r#"{{"players":null,{fleets},"shots":[{{"player":"a","at":[ -3 , 123456789012345678 ]}},{{"player":"b","at":[[0,1],"B2",[9,9]]}}]}}"#
            ),
        ];
        for text in &common {
            assert!(agree(text), "{text}");
        }
        let uncommon = [
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":[0]}}]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":[0,1,2]}}]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":[1.5,2]}}]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":[-0,2]}}]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":[[1,2],"A1",[3]]}}]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[["a","A1"]]}}"#),
            format!(r#"{{"rules":"cla\u0073sic",{fleets},"shots":[]}}"#),
            format!(r#"{{"rules":"classic","rules":"salvo",{fleets},"shots":[]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":"A1","reply":"Miss"}}]}}"#),
            format!(
                r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":"A1","reply":{{"hits":{{"boat":1,"BOAT":1}}}}}}]}}"#
            ),
            format!(
                r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":"A1","reply":{{"hits":{{"boat":01}}}}}}]}}"#
            ),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","at":[]}}]}}"#),
            format!(r#"{{"rules":"classic",{fleets},"shots":[]}} x"#),
            r##"{"rules":"classic","fleets":{"a":{"grid":["#."]},"b":[]},"shots":[]}"##.to_owned(),
            r#"{"rules":"classic","fleets":{"a":[],"a":[]},"shots":[]}"#.to_owned(),
            r#"{"rules":"classic","fleets":{"a":[{"cells":[]}],"b":[]},"shots":[]}"#.to_owned(),
            r#"{"rules":"classic","fleets":{"a":[{"cells":"A1"}],"b":[]},"shots":[]}"#.to_owned(),
            r#"{"rules":"classic","fleets":{"a":[],"b":[]}}"#.to_owned(),
            r#"{"rules":"classic","fleets":{"Ann":[],"ann":[]},"shots":[]}"#.to_owned(),
            format!(r#"{{"players":[{}],{fleets},"shots":[]}}"#, vec![r#""p""#; MAX_SHIPS + 1].join(",")),
            format!(
                r#"{{{fleets},"shots":[{}]}}"#,
                vec![r#"{"player":"a","at":[[0,0],[0,1],[0,2],[0,3]]}"#; MAX_LOG_SHOTS / 4 + 1].join(",")
            ),
            format!(r#"{{"rules":"classic",{fleets},"shots":[{{"player":"a","forfeit":"resigned"}}]}}"#),
            format!(r#"{{"players":["a","{}"],{fleets},"shots":[]}}"#, "b".repeat(MAX_NAME_BYTES + 1)),
            format!(
                r#"{{{fleets},"shots":[{{"player":"a","at":"A1","reply":{{"hits":{{"{}":1}}}}}}]}}"#,
                "c".repeat(MAX_NAME_BYTES + 1)
            ),
        ];
        for text in &uncommon {
            assert!(scan(text).is_none(), "{text}");
        }
    }
}
