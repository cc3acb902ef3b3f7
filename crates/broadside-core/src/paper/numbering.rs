//! Shot grids into a log (docs/format.md §6 "Shot grids (`NAME shots:`)"): each player's numbered
//! grid, under `round`, `player` or `game` numbering, becomes the log entries in the order the game
//! was played, and the marks `x` and `o` become replies.

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::grid::{Marked, ShotMark};
use super::json::{Record, read_entry, read_fleet, text_coordinate};
use super::line::{Line, shown};
use super::sheet::{Located, Sheet};
use crate::coord::Cell;
use crate::drawing::Readings;
use crate::engine::{self, Effect};
use crate::error::{Fault, InputError, JsonPath, SheetFault};
use crate::fleet::Fleet;
use crate::record::ShotReply;
use crate::record::write::{AtOut, EntryOut, FleetOut, ReplyOut};
use crate::rules::{Rules, Turns};
use crate::verdict::{self, PaperPart};

/// What the numbers on the shot grids count (the header's `numbering`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Numbering {
    /// The round of the shot (salvo turns): a player's cells numbered N are their volley of round N.
    Round,
    /// The player's own shots, 1, 2, 3 … (single-shot turns).
    Player,
    /// The shots of the whole game, both players together.
    Game,
}

impl From<Numbering> for verdict::Numbering {
    fn from(n: Numbering) -> Self {
        match n {
            Numbering::Round => verdict::Numbering::Round,
            Numbering::Player => verdict::Numbering::Player,
            Numbering::Game => verdict::Numbering::Game,
        }
    }
}

/// A sheet's cells numbered `number`, as the turn of player `p`.
fn turn<'m>(p: usize, (number, cells): (&u64, &Vec<&'m Marked>)) -> Turn<'m> {
    Turn { player: p, number: *number, cells: cells.clone() }
}

/// One turn taken from a sheet: the player and the cells that share a number, in reading order.
struct Turn<'m> {
    player: usize,
    number: u64,
    cells: Vec<&'m Marked>,
}

/// Rebuilds the log of `record` from both players' shot grids (`sheets`, in the players' order,
/// each with its section's first line), setting `first` and each entry's place on `sheet`. The
/// drawn fleets, placed to tell hits and turns, are read into `readings`.
///
/// # Errors
/// The line and column of a mark under salvo turns, a skipped round, a gap in a player's
/// numbers, or a number on both sheets under `game` numbering.
pub(crate) fn rebuild(
    record: &mut Record,
    sheet: &mut Sheet,
    sheets: Vec<(Vec<Marked>, Line)>,
    numbering: Numbering,
    rules: &Rules,
    readings: &mut Readings,
) -> Result<(), InputError> {
    let names = record.players.clone();
    let salvo = rules.turns == Turns::Salvo;
    if salvo && let Some(m) = sheets.iter().flat_map(|(cells, _)| cells).find(|m| m.mark.is_some()) {
        return Err(InputError::text(m.line, m.column, SheetFault::SalvoMark));
    }
    let by_number: Vec<BTreeMap<u64, Vec<&Marked>>> = sheets
        .iter()
        .map(|(cells, _)| {
            let mut map: BTreeMap<u64, Vec<&Marked>> = BTreeMap::new();
            for m in cells {
                map.entry(m.number).or_default().push(m);
            }
            map
        })
        .collect();
    let lowest = |p: usize| by_number[p].keys().next().copied();
    let first = match &record.first {
        Some(name) => usize::from(names[1] == *name),
        None if numbering == Numbering::Game => match (lowest(0), lowest(1)) {
            (Some(a), Some(b)) => usize::from(b < a),
            (None, Some(_)) => 1,
            _ => 0,
        },
        None => 0,
    };
    record.first = Some(names[first].clone());

    let mut ordered: Vec<Turn> = Vec::new();
    let mut queues: Option<[Vec<Turn>; 2]> = None;
    match numbering {
        Numbering::Round => {
            let max = by_number.iter().filter_map(|m| m.keys().next_back().copied()).max().unwrap_or(0);
            for n in 1..=max {
                for p in [first, 1 - first] {
                    match by_number[p].get_key_value(&n) {
                        Some(found) => ordered.push(turn(p, found)),
                        None if n < max => {
                            let holder =
                                (0..2).max_by_key(|&q| (by_number[q].keys().next_back().copied(), q != p)).unwrap_or(p);
                            let (_, head) = &sheets[p];
                            let fault = SheetFault::SkippedRound {
                                player: names[p].to_string(),
                                number: n,
                                holder: (holder != p).then(|| names[holder].to_string()),
                                max,
                            };
                            return Err(InputError::text(head.no, head.column, fault));
                        }
                        None => {}
                    }
                }
            }
        }
        Numbering::Player => {
            for (p, map) in by_number.iter().enumerate() {
                if let Some((expected, (&found, cells))) =
                    map.iter().enumerate().find(|(i, (n, _))| **n != *i as u64 + 1)
                {
                    let fault =
                        SheetFault::NumberGap { player: names[p].to_string(), missing: expected as u64 + 1, found };
                    return Err(InputError::text(cells[0].line, cells[0].column, fault));
                }
                if let Some((number, cells)) = map.iter().find(|(_, cells)| cells.len() > 1) {
                    let at: Vec<String> = cells.iter().map(|m| on_paper(sheet, m)).collect();
                    let fault = SheetFault::NumberTwice { player: names[p].to_string(), number: *number, cells: at };
                    return Err(InputError::text(cells[1].line, cells[1].column, fault));
                }
            }
            queues = Some([0, 1].map(|p| by_number[p].iter().map(|found| turn(p, found)).collect()));
        }
        Numbering::Game => {
            let mut all: Vec<Turn> = Vec::new();
            for (p, map) in by_number.iter().enumerate() {
                all.extend(map.iter().map(|found| turn(p, found)));
            }
            all.sort_by_key(|t| (t.number, t.player));
            if let Some(pair) = all.windows(2).find(|w| w[0].number == w[1].number) {
                let (a, b) = (pair[0].cells[0], pair[1].cells[0]);
                let fault = SheetFault::NumberOnBoth {
                    number: a.number,
                    first: names[pair[0].player].to_string(),
                    first_line: a.line as u64,
                    second: names[pair[1].player].to_string(),
                    second_line: b.line as u64,
                };
                return Err(InputError::text(b.line, b.column, fault));
            }
            ordered = all;
        }
    }

    // The truth about the fleets, for the turn order of `again_on_hit` and for `x` at a sinking
    // shot: the fleets as the referee places them, then again with the log they give (a drawn
    // fleet's split may follow the replies).
    let mut fleets = place(record, rules, sheet, readings)?;
    for pass in 0..2 {
        let turns = match &queues {
            Some(queues) => in_turn_order(queues, first, rules.turns, &fleets),
            None => ordered.iter().collect(),
        };
        let (entries, places) = entries(&turns, &names, rules, &fleets, sheet, numbering);
        record.shots = entries;
        sheet.entries = places;
        if pass == 1 || !record.fleets.0.iter().any(|(_, f)| matches!(f, FleetOut::Grid { .. })) {
            break;
        }
        let again = place(record, rules, sheet, readings)?;
        if same_ships(&again, &fleets) {
            break;
        }
        fleets = again;
    }
    Ok(())
}

/// Both players' fleets as the referee places them for `record` (with its log as it stands),
/// each drawing read once into `readings`.
fn place(record: &Record, rules: &Rules, sheet: &Sheet, readings: &mut Readings) -> Result<[Fleet; 2], InputError> {
    // Read from the record's typed parts, not from its JSON text: a fault stands where the
    // JSON reader would put it, and the sheet says where that is on the paper.
    let invalid = |path: JsonPath, fault: Fault| sheet.locate(InputError::value(path, fault));
    let drawings = record
        .fleets
        .0
        .iter()
        .map(|(name, fleet)| read_fleet(fleet).map_err(|m| invalid(JsonPath::fleet(name), m)))
        .collect::<Result<Vec<_>, _>>()?;
    let log = record
        .shots
        .iter()
        .enumerate()
        .map(|(i, entry)| read_entry(entry).map_err(|m| invalid(JsonPath::shot(i), m)))
        .collect::<Result<Vec<_>, _>>()?;
    // Names are checked by the referee; a log entry's player is always one of the two here.
    let names = [record.players[0].as_ref(), record.players[1].as_ref()];
    let shooters: Vec<u8> = log.iter().map(|e| u8::from(e.player == names[1])).collect();
    let first = usize::from(record.first.as_deref() == Some(names[1]));
    let [ours, theirs] = drawings.as_slice() else {
        return Err(invalid(JsonPath::key("fleets"), SheetFault::TwoFleets.into()));
    };
    readings.read([ours, theirs], rules, names);
    let [a, b] = crate::drawing::place_fleets([ours, theirs], &log, rules, names, &shooters, first, readings)
        .map_err(|e| sheet.locate(e))?;
    Ok([a.0, b.0])
}

/// A marked cell as the sheet names it: its column letter (Latin or Cyrillic) and row number.
fn on_paper(sheet: &Sheet, m: &Marked) -> String {
    format!("{}{}", sheet.letters.letter(m.col).unwrap_or('?'), u16::from(m.row) + 1)
}

/// Whether two placements have the same ships.
fn same_ships(a: &[Fleet; 2], b: &[Fleet; 2]) -> bool {
    a.iter().zip(b).all(|(x, y)| {
        x.ships.len() == y.ships.len() && x.ships.iter().zip(&y.ships).all(|(s, t)| s.cells.iter().eq(t.cells.iter()))
    })
}

/// The turns of `player` numbering in the order the turn rule gives, from `first`, as the engine
/// gives it ([`engine::next_shooter`], [`engine::turn_kept`]): under `alternate` the players
/// alternate; under `again_on_hit` a player goes on after a hit (by the mark where there is one,
/// else by the truth; a volley by its last shot). When one player's shots run out, the other's
/// remaining shots follow.
fn in_turn_order<'q>(
    queues: &'q [Vec<Turn<'q>>; 2],
    first: usize,
    turns: Turns,
    fleets: &[Fleet; 2],
) -> Vec<&'q Turn<'q>> {
    let mut next = [0usize, 0usize];
    let mut out = Vec::with_capacity(queues[0].len() + queues[1].len());
    let mut p = first;
    loop {
        if next[p] == queues[p].len() {
            p = 1 - p;
            out.extend(&queues[p][next[p]..]);
            return out;
        }
        let turn = &queues[p][next[p]];
        next[p] += 1;
        out.push(turn);
        // The engine's rule: the reply to one shot where it was marked, else the truth about the
        // last shot (a grid is the board: no shot is off it, nor fired at twice).
        let said = match turn.cells.as_slice() {
            [one] => one.mark.map(|mark| match mark {
                ShotMark::Hit => ShotReply::Hit,
                ShotMark::Miss => ShotReply::Miss,
            }),
            _ => None,
        };
        let last = turn.cells.last().map_or(Effect::Miss, |last| {
            fleets[1 - p].ships_at(Cell::new(last.col, last.row)).next().map_or(Effect::Miss, Effect::Hit)
        });
        p = engine::next_shooter(turns, p, false, engine::turn_kept(last, said));
    }
}

/// The log entries of `turns` and where each stands on the paper. A mark becomes a reply: `o`
/// a miss, `x` a hit, or `sunk` where the shot sinks a ship of `fleets`; cells that share a
/// number are a volley (always under salvo turns), and marks give a volley no reply.
fn entries(
    turns: &[&Turn],
    names: &[Cow<'static, str>; 2],
    rules: &Rules,
    fleets: &[Fleet; 2],
    sheet: &Sheet,
    numbering: Numbering,
) -> (Vec<EntryOut>, Vec<Located>) {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    // Damage as the engine counts it, shot by shot, also past the end of the game (where the
    // engine fires nothing, but a mark still needs its word).
    let mut damage = [engine::Strikes::new(rules, &fleets[0]), engine::Strikes::new(rules, &fleets[1])];
    let mut entries = Vec::with_capacity(turns.len());
    let mut places = Vec::with_capacity(turns.len());
    let salvo = rules.turns == Turns::Salvo;
    for turn in turns {
        let p = turn.player;
        let mut sinks = false;
        for m in turn.cells.iter().filter(|m| m.col < columns && m.row < rows) {
            sinks |= matches!(damage[1 - p].strike(Cell::new(m.col, m.row)), Effect::Sunk(_));
        }
        let label = |m: &Marked| Cell::new(m.col, m.row).to_string();
        let mut entry = EntryOut { player: names[p].clone(), ..EntryOut::default() };
        match turn.cells.as_slice() {
            [one] if !salvo => {
                entry.at = Some(AtOut::Shot(text_coordinate(&label(one))));
                entry.reply = one.mark.map(|mark| {
                    ReplyOut::Shot(match mark {
                        ShotMark::Miss => ShotReply::Miss,
                        ShotMark::Hit if sinks => ShotReply::Sunk,
                        ShotMark::Hit => ShotReply::Hit,
                    })
                });
            }
            cells => entry.at = Some(AtOut::Volley(cells.iter().map(|m| text_coordinate(&label(m))).collect())),
        }
        let shown_cells: Vec<String> = turn.cells.iter().map(|m| on_paper(sheet, m)).collect();
        places.push(Located {
            line: turn.cells[0].line,
            column: turn.cells[0].column,
            what: PaperPart::Numbered {
                player: shown(&names[p]).into_owned(),
                numbering: numbering.into(),
                number: turn.number,
                cells: shown_cells,
            },
        });
        entries.push(entry);
    }
    (entries, places)
}
