//! The game record a paper record stands for (docs/format.md §2), read from the typed parts the
//! paper was read into ([`Record`], [`EntryOut`]) without writing them as JSON: each part is
//! checked as the JSON reader checks it, in the order the JSON record writes it, and a fault
//! stands at the path the reader's would (its keys cut as that path cuts them), so that a paper
//! record is refused where and as its JSON record would be.
//!
//! A fault the paper's own reading rules out is not looked for again: a name over the length of
//! a record's names but a player's (every other name is a player's or one of the rules'
//! classes), a third fleet, an empty ship or volley, more ships in a fleet, shots in a volley or
//! classes in a reply than a record holds, a log past its limits (the paper was held to them as
//! it was read).

use std::borrow::Cow;

use super::json::{Log, Record, count_shots};
use crate::coord::{Coordinate, Written};
use crate::error::{Counted, Fault, InputError, JsonFault, JsonPath, RecordFault, SheetFault, Syntax, cut};
use crate::names::eq_ignore_case;
use crate::record::write::{AtOut, CellsOut, CoordOut, EntryOut, FleetOut, ReplyOut};
use crate::record::{
    ClassCounts, FleetDrawing, Fleets, Forfeit, GameRecord, LogEntry, MAX_SHIP_CELLS, Reply, ShipCells, ShipRecord,
    Target, VolleyReply, counted_next, grid_fleet, grid_row, hit_count,
};
use crate::rules::{RulesSpec, name_length};

/// The game record of `record`, under the rules the paper's header names (`rules`, read from
/// its text), with the log `log` read as it came.
///
/// # Errors
/// The first fault the JSON reader would find in the record's JSON, at its path: in the header,
/// then the fleets, then the log ([`Entries::finish`]).
pub(crate) fn record(
    record: Record,
    rules: Option<RulesSpec>,
    log: Entries,
) -> Result<GameRecord<'static>, InputError> {
    let Record { players, first, meta, fleets, .. } = record;
    for (i, name) in players.iter().enumerate() {
        name_length(name).map_err(|fault| InputError::value(JsonPath::key("players").index(i), fault))?;
    }
    if let Some(first) = &first {
        name_length(first).map_err(|fault| InputError::value(JsonPath::key("first"), fault))?;
    }
    // The fleets' keys are the players' names, read above.
    let mut drawings: Vec<(Cow<'static, str>, FleetDrawing<'static>)> = Vec::with_capacity(2);
    for (name, fleet) in fleets.0 {
        if drawings.iter().any(|(n, _)| eq_ignore_case(n, &name)) {
            return Err(InputError::value(JsonPath::key("fleets"), RecordFault::FleetTwice { player: name.into() }));
        }
        let fleet = self::fleet(&name, fleet)?;
        drawings.push((name, fleet));
    }
    Ok(GameRecord {
        rules,
        players: Some(players.into()),
        first,
        meta: meta.map(Cow::Owned),
        fleets: Fleets(drawings),
        shots: log.finish()?,
    })
}

/// `owner`'s fleet, as the JSON reader reads it at `fleets.OWNER`.
fn fleet(owner: &str, fleet: FleetOut) -> Result<FleetDrawing<'static>, InputError> {
    let at = || JsonPath::key("fleets").then(cut(owner));
    match fleet {
        FleetOut::Ships(ships) => {
            let mut out = Vec::with_capacity(ships.len());
            for (i, ship) in ships.into_iter().enumerate() {
                let at = || at().index(i);
                let cells = match ship.cells {
                    CellsOut::Range(text) => ShipCells::range(&text).map(ShipCells::into_owned).map_err(Fault::from),
                    CellsOut::List(list) => cell_list(list),
                };
                let cells = cells.map_err(|fault| InputError::value(at().then("cells"), fault))?;
                out.push(ShipRecord { ship: ship.ship.map(Cow::Owned), cells });
            }
            Ok(FleetDrawing::Ships(out))
        }
        FleetOut::Grid { grid } => {
            let at = || at().then("grid");
            let rows = grid
                .iter()
                .enumerate()
                .map(|(r, row)| grid_row(row).map_err(|fault| InputError::value(at().index(r), fault)))
                .collect::<Result<_, _>>()?;
            grid_fleet(rows).map_err(|fault| InputError::value(at(), fault))
        }
        FleetOut::AsWritten(raw) => serde_json::from_str::<FleetDrawing>(raw.get())
            .map(owned_fleet)
            .map_err(|e| InputError::value(at(), json_fault(e))),
    }
}

/// A ship's list of cells: at most [`MAX_SHIP_CELLS`].
fn cell_list(list: Vec<CoordOut>) -> Result<ShipCells<'static>, Fault> {
    if list.len() > MAX_SHIP_CELLS {
        return Err(RecordFault::TooMany { what: Counted::ShipCells, max: MAX_SHIP_CELLS as u64 }.into());
    }
    list.into_iter().map(coordinate).collect::<Result<_, _>>().map(ShipCells::List)
}

/// A fleet the JSON reader read from a part written as JSON, owning what it borrowed.
fn owned_fleet(fleet: FleetDrawing) -> FleetDrawing<'static> {
    match fleet {
        FleetDrawing::Ships(ships) => FleetDrawing::Ships(
            ships
                .into_iter()
                .map(|s| ShipRecord { ship: s.ship.map(|c| Cow::Owned(c.into_owned())), cells: s.cells.into_owned() })
                .collect(),
        ),
        FleetDrawing::Grid(grid) => FleetDrawing::Grid(grid),
        FleetDrawing::Initials(initials) => FleetDrawing::Initials(initials),
    }
}

/// A coordinate, keeping the text it was written as.
fn coordinate(c: CoordOut) -> Result<Coordinate<'static>, Fault> {
    match c {
        CoordOut::Text(text) => {
            let read = Coordinate::from_text(&text)?;
            let (col, row) = (read.col, read.row);
            match read.written {
                // The text as written, moved rather than copied (a sheet's is never padded).
                Written::Text(kept) if kept.len() == text.len() => {
                    Ok(Coordinate { col, row, written: Written::Text(Cow::Owned(text)) })
                }
                written => Ok(Coordinate { col, row, written }.into_owned()),
            }
        }
        CoordOut::Pair(col, row) => {
            Ok(Coordinate { col: i128::from(col), row: i128::from(row), written: Written::Pair })
        }
        CoordOut::AsWritten(raw) => {
            serde_json::from_str::<Coordinate>(raw.get()).map(Coordinate::into_owned).map_err(json_fault)
        }
    }
}

/// A fault of serde_json's reading a part written as JSON, in its words.
fn json_fault(e: serde_json::Error) -> Fault {
    Fault::Json(JsonFault::Syntax(Syntax::Other(e.to_string())))
}

/// The log read typed as the paper gives its entries: each entry as the JSON reader reads it at
/// `shots[i]`, the shooter's index found where the name is spelt as `players` spells it. After
/// the first fault the entries are only counted (the paper may yet hold an error of its own,
/// which comes first: the JSON record is read once the paper is).
pub(crate) struct Entries {
    players: [Cow<'static, str>; 2],
    log: Vec<LogEntry<'static>>,
    /// The entries given, and their shots.
    given: usize,
    shots: usize,
    fault: Option<InputError>,
}

impl Log for Entries {
    fn start(record: &Record, entries: usize) -> Self {
        let players = record.players.clone();
        Entries { players, log: Vec::with_capacity(entries), given: 0, shots: 0, fault: None }
    }

    fn entry(&mut self, entry: EntryOut) -> Result<(), SheetFault> {
        count_shots(&mut self.shots, &entry)?;
        let i = self.given;
        self.given += 1;
        if self.fault.is_none() {
            match self::entry(entry, &self.players) {
                Ok(entry) => self.log.push(entry),
                Err(fault) => {
                    self.fault = Some(fault.at(i));
                    self.log = Vec::new();
                }
            }
        }
        Ok(())
    }
}

impl Entries {
    /// The log.
    ///
    /// # Errors
    /// The first entry's fault, at its path.
    pub(crate) fn finish(self) -> Result<Vec<LogEntry<'static>>, InputError> {
        match self.fault {
            Some(fault) => Err(fault),
            None => Ok(self.log),
        }
    }
}

/// A fault within log entry `i`: the path below `shots[i]`, and what is wrong.
struct EntryFault(JsonPath, Fault);

impl EntryFault {
    /// The error, at `shots[i]` and the path below it.
    fn at(self, i: usize) -> InputError {
        let EntryFault(below, fault) = self;
        let mut path = JsonPath::shot(i);
        for step in below.steps() {
            path = match step {
                crate::error::Step::Key(key) => path.then(key.clone()),
                crate::error::Step::Index(n) => path.index(*n),
            };
        }
        InputError::value(path, fault)
    }
}

/// `entry` as the JSON reader reads it (`players` the record's, for the shooter's index).
fn entry(entry: EntryOut, players: &[Cow<'static, str>; 2]) -> Result<LogEntry<'static>, EntryFault> {
    let fault = |below: JsonPath, fault: Fault| EntryFault(below, fault);
    let EntryOut { player, at, reply, ship, forfeit, .. } = entry;
    let player_index = players.iter().position(|p| *p == player).map(|p| p as u8);
    let at = match (at, forfeit) {
        (Some(AtOut::Shot(c)), _) => Target::Shot(coordinate(c).map_err(|f| fault(JsonPath::key("at"), f))?),
        (Some(AtOut::Volley(cells)), _) => Target::Volley(
            cells
                .into_iter()
                .enumerate()
                .map(|(k, c)| coordinate(c).map_err(|f| fault(JsonPath::key("at").index(k), f)))
                .collect::<Result<_, _>>()?,
        ),
        (Some(AtOut::AsWritten(raw)), _) => serde_json::from_str::<Target>(raw.get())
            .map(owned_target)
            .map_err(|e| fault(JsonPath::key("at"), json_fault(e)))?,
        (None, Some(reason)) => {
            Target::Forfeit(Forfeit::ALL.into_iter().find(|f| f.as_str() == reason).ok_or_else(|| {
                fault(JsonPath::key("forfeit"), SheetFault::NoForfeitReason { reason: reason.to_string() }.into())
            })?)
        }
        (None, None) => return Err(fault(JsonPath::default(), SheetFault::FiresAtNothing.into())),
    };
    let reply = match reply {
        None => None,
        Some(ReplyOut::Shot(reply)) => Some(Reply::Shot(reply)),
        Some(ReplyOut::Volley { hits, sunk }) => {
            let mut counted: Vec<(Cow<'static, str>, u32)> = Vec::with_capacity(hits.0.len());
            for (class, n) in hits.0 {
                let at_hits = || JsonPath::key("reply").then("hits");
                counted_next(&counted, &class).map_err(|f| fault(at_hits(), f.into()))?;
                let n = hit_count(n).map_err(|f| fault(at_hits().then(cut(&class)), f.into()))?;
                counted.push((Cow::Owned(class), n));
            }
            let sunk = sunk.into_iter().flatten().map(Cow::Owned).collect();
            Some(Reply::Volley(Box::new(VolleyReply { hits: ClassCounts(counted), sunk })))
        }
    };
    let mut out = LogEntry::turn(player, at);
    out.player_index = player_index;
    out.reply = reply;
    out.ship = ship.map(Cow::Owned);
    Ok(out)
}

/// A target the JSON reader read from a part written as JSON, owning what it borrowed.
fn owned_target(target: Target) -> Target<'static> {
    match target {
        Target::Shot(c) => Target::Shot(c.into_owned()),
        Target::Volley(cells) => Target::Volley(cells.into_iter().map(Coordinate::into_owned).collect()),
        Target::Forfeit(reason) => Target::Forfeit(reason),
    }
}

#[cfg(test)]
mod tests {
    use super::super::json::Writer;
    use super::super::{composed, convert, read};
    use crate::referee::{Overrides, Referee, parse_record};

    /// A record as the tests compare them: its parts but for the shooters' indexes, which one
    /// reader of JSON finds and the other leaves to the referee.
    fn shown(record: &crate::GameRecord) -> String {
        let mut shown =
            format!("{:?} {:?} {:?} {:?} {:?}", record.rules, record.players, record.first, record.meta, record.fleets);
        for entry in &record.shots {
            shown.push_str(&format!("\n{:?} {:?} {:?} {:?}", entry.player, entry.at, entry.reply, entry.ship));
        }
        shown
    }

    /// Reads `text` as paper both ways: typed ([`read`]), and as its JSON record read by the JSON
    /// reader, its error placed on the paper. Both give the same record, or the same error.
    fn same_both_ways(text: &str, referee: &Referee) {
        let typed = read(text, referee);
        let through_json = convert::convert::<Writer>(&composed(text), referee).and_then(|read| {
            let json = read.log.finish();
            parse_record(&json).map(|record| shown(&record)).map_err(|e| read.sheet.locate(e))
        });
        match (typed, through_json) {
            (Ok(converted), Ok(record)) => assert_eq!(shown(&converted.record), record, "{text}"),
            (Err(typed), Err(through_json)) => assert_eq!(typed, through_json, "{text}"),
            (typed, through_json) => panic!("{text}\ntyped: {typed:?}\nthrough JSON: {through_json:?}"),
        }
    }

    #[test]
    fn a_paper_record_reads_typed_as_its_json_record_reads() {
        let referees: Vec<Referee> = [None, Some("classic"), Some("salvo")]
            .into_iter()
            .map(|rules| Referee::new(&Overrides { rules: rules.map(str::to_owned), fleet: None }).unwrap())
            .collect();
        let fixtures = format!("{}/../../fixtures/paper", env!("CARGO_MANIFEST_DIR"));
        let mut read = 0;
        for dir in [fixtures.clone(), format!("{fixtures}/errors")] {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.extension().is_some_and(|e| e == "txt") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for referee in &referees {
                        same_both_ways(&text, referee);
                    }
                    read += 1;
                }
            }
        }
        assert!(read > 90, "{read} fixtures");
    }

    /// Faults only the JSON reader finds (the paper's own reading lets them through) are found
    /// reading typed too, at the same path.
    #[test]
    fn faults_of_the_json_record_are_found_reading_typed() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let long = "n".repeat(130);
        let fleets = "ann fleet: battleship A1-E1, cruiser A3-D3, submarine A5-C5, destroyer A7-B7\n\
                      ben fleet: battleship A1-E1, cruiser A3-D3, submarine A5-C5, destroyer A7-B7\n";
        let cells: Vec<String> = (0..700).map(|i| format!("[{}, {}]", i % 26, i / 26)).collect();
        let long_owner = "o".repeat(60);
        let texts = [
            // A player's name longer than a record's names may be.
            format!("rules: classic\nplayers: ann, {long}\nann fleet: A1\n{long} fleet: A1\nlog:\nann A1\n"),
            format!("rules: classic\nplayers: {long}, ben\nfirst: ben\n{long} fleet: A1\nben fleet: A1\n"),
            // A ship of more cells than a ship's list holds, under a long owner's name.
            format!(
                "rules: classic\nplayers: {long_owner}, ben\n{long_owner} fleet: {}\nben fleet: A1\n",
                cells.join(" ")
            ),
            // A class counted twice in a volley's reply, and a count no volley reaches.
            format!("rules: salvo\n{fleets}log:\nann A1 B1: cruiser 1, Cruiser 1\n"),
            format!("rules: salvo\n{fleets}log:\nann A1 B1: cruiser 700\nben A1: none\n"),
            // Both faults: the first entry's is the one.
            format!("rules: salvo\n{fleets}log:\nann A1: cruiser 800\nben A1: cruiser 1, cruiser 1\n"),
            // Names equal but for case: a fleet given twice.
            "rules: classic\nplayers: Ann, ann\nAnn fleet: A1\nlog:\nAnn A1\n".to_owned(),
            // Coordinates as pairs, a resignation, a volley's sinking.
            format!("rules: salvo\n{fleets}log:\nann [0, 0] [1,1]: battleship 1; sunk cruiser\nben resigns\n"),
        ];
        for text in &texts {
            same_both_ways(text, &referee);
            assert!(read(text, &referee).is_err() || text.contains("resigns"), "{text}");
        }
    }
}
