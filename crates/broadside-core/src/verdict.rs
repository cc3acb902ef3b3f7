//! The verdict (docs/format.md §4): outcome, violations and statistics, serialized as one JSON
//! object.

use std::fmt;

use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

use crate::coord::{Cell, Coordinate};
use crate::letters::Letters;
use crate::rules::RulesSpec;

/// How serious a violation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Decides the game: the earliest foul's player forfeits.
    Foul,
    /// Reported, never decides the game (fails only under `--strict`).
    Warning,
}

/// A violation's stable code. The declaration order is the order of the table in docs/format.md §3
/// "Replay", which orders violations within one entry.
///
/// Each code's fixtures are JSON records named after what they show, one folder a ruleset
/// (`fixtures/classic/`, `salvo/`, `russian/`, `custom/`; forfeit entries in `fixtures/v2/`), each
/// with its expected verdict in `NAME.expect` (fixtures/README.md); drawn fleets are in
/// `fixtures/grid/`, paper records in `fixtures/paper/`. Each code's doc names some of them; every
/// fixture that shows a code is listed in `fixtures/INDEX.md`, which `tests/violations.rs` keeps
/// current, as it checks that each fixture a code's doc names shows that code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Code {
    /// A ship cell or a shot off the board (seeds: "ships may not leave the grid"): a ship in
    /// docs/format.md §3 "Placement", a shot in docs/format.md §3 "Replay". Fixtures:
    /// `fixtures/classic/ship-hanging-off-edge-h1-k1.json`, `fixtures/classic/off-board-shot.json`,
    /// `fixtures/salvo/off-board-cells-in-volley.json`,
    /// `fixtures/grid/classic-drawn-off-board.json`.
    OffBoard,
    /// A ship that is not a straight, gap-free run (seeds: ships horizontal or vertical, not
    /// diagonal; docs/format.md §3 "Placement"). Fixtures:
    /// `fixtures/classic/bad-shape-diagonal.json`, `fixtures/custom/bad-shape-l-shape.json`,
    /// `fixtures/salvo/bad-shape-gap.json`, `fixtures/russian/bad-shape-range-not-aligned.json`.
    BadShape,
    /// Two ships sharing a cell (docs/format.md §3 "Placement"). Fixtures:
    /// `fixtures/classic/overlap.json`, `fixtures/salvo/overlap.json`,
    /// `fixtures/russian/overlap-not-touching.json`.
    Overlap,
    /// Two ships sharing an edge or a corner where that is forbidden (sea-battle rules, placement;
    /// docs/format.md §3 "Placement"). Fixtures: `fixtures/russian/touching-edge.json`,
    /// `fixtures/russian/touching-corner.json`, `fixtures/custom/touching-forbidden.json`,
    /// `fixtures/grid/russian-drawn-corner-contact.json`.
    Touching,
    /// A fleet whose classes, sizes or counts differ from the rules' (seeds: the fleet; sea-battle
    /// rules, violations: "wrong number of ships"; docs/format.md §3 "Placement"). Fixtures:
    /// `fixtures/classic/wrong-fleet-extra-ship.json`,
    /// `fixtures/classic/wrong-fleet-empty-fleet.json`,
    /// `fixtures/russian/wrong-fleet-wrong-size.json`,
    /// `fixtures/custom/wrong-fleet-unknown-class.json`.
    WrongFleet,
    /// A turn taken when it was the other player's (sea-battle rules, violations: "skipped a turn";
    /// docs/format.md §3 "Replay"). Fixtures: `fixtures/classic/out-of-turn.json`,
    /// `fixtures/russian/out-of-turn-after-hit.json`, `fixtures/salvo/out-of-turn.json`.
    OutOfTurn,
    /// More shots than the turn allows (salvo rules: shots per ship afloat; one shot otherwise;
    /// docs/format.md §3 "Replay"). Fixtures: `fixtures/classic/too-many-shots.json`,
    /// `fixtures/salvo/too-many-shots.json`, `fixtures/custom/too-many-shots-ships-afloat.json`.
    TooManyShots,
    /// A reply that is not the exact truth (sea-battle rules, violations: "ships moved during the
    /// game"; docs/format.md §3 "Replay"). Fixtures:
    /// `fixtures/classic/false-report-miss-as-hit.json`,
    /// `fixtures/russian/false-report-hit-instead-of-sunk.json`,
    /// `fixtures/salvo/false-report-sunk-list.json`.
    FalseReport,
    /// A forfeit entry `timeout`: the player did not answer in time (docs/format.md §2 "Forfeit
    /// entries"; a match writes it as docs/protocol.md "What a bot must not do" says). Fixture:
    /// `fixtures/v2/forfeit-timeout.json`.
    Timeout,
    /// A forfeit entry `crashed`: the player's program ended or could not be run (docs/format.md §2
    /// "Forfeit entries"; docs/protocol.md "What a bot must not do"). Fixture:
    /// `fixtures/v2/forfeit-crashed-on-other-players-turn.json`.
    Crashed,
    /// A forfeit entry `illegal_message`: the player sent something that is not a move
    /// (docs/format.md §2 "Forfeit entries"; docs/protocol.md "What a bot must not do"). Fixture:
    /// `fixtures/v2/forfeit-illegal-message-then-entries.json`.
    IllegalMessage,
    /// Fewer shots than the salvo allowance (docs/format.md §3 "Replay"). Fixtures:
    /// `fixtures/salvo/too-few-shots.json`, `fixtures/custom/too-few-shots-ships-afloat.json`.
    TooFewShots,
    /// A shot at a cell the shooter already fired at (salvo rules: "not more than once";
    /// docs/format.md §3 "Replay"). Fixtures: `fixtures/classic/repeated-shot.json`,
    /// `fixtures/salvo/repeated-shot-in-volley.json`,
    /// `fixtures/russian/repeated-shot-at-hit-passes-turn.json`.
    RepeatedShot,
    /// An entry after the game ended; ignored (docs/format.md §3 "Replay"). Fixtures:
    /// `fixtures/classic/shot-after-last-sink.json`, `fixtures/salvo/after-end.json`,
    /// `fixtures/v2/forfeit-after-end.json`.
    AfterEnd,
    /// A drawn fleet with more than one split that fits (docs/format.md §2 "Drawn fleets").
    /// Fixtures: `fixtures/grid/classic-ambiguous.json`,
    /// `fixtures/grid/classic-both-ambiguous.json`.
    AmbiguousFleet,
}

impl Code {
    /// Every code, in the order of the table in docs/format.md §3 "Replay".
    pub const ALL: [Code; 15] = [
        Code::OffBoard,
        Code::BadShape,
        Code::Overlap,
        Code::Touching,
        Code::WrongFleet,
        Code::OutOfTurn,
        Code::TooManyShots,
        Code::FalseReport,
        Code::Timeout,
        Code::Crashed,
        Code::IllegalMessage,
        Code::TooFewShots,
        Code::RepeatedShot,
        Code::AfterEnd,
        Code::AmbiguousFleet,
    ];

    /// The code as the verdict writes it (`"off_board"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Code::OffBoard => "off_board",
            Code::BadShape => "bad_shape",
            Code::Overlap => "overlap",
            Code::Touching => "touching",
            Code::WrongFleet => "wrong_fleet",
            Code::OutOfTurn => "out_of_turn",
            Code::TooManyShots => "too_many_shots",
            Code::FalseReport => "false_report",
            Code::Timeout => "timeout",
            Code::Crashed => "crashed",
            Code::IllegalMessage => "illegal_message",
            Code::TooFewShots => "too_few_shots",
            Code::RepeatedShot => "repeated_shot",
            Code::AfterEnd => "after_end",
            Code::AmbiguousFleet => "ambiguous_fleet",
        }
    }

    /// Whether this code is a foul or a warning.
    pub fn severity(self) -> Severity {
        match self {
            Code::TooFewShots | Code::RepeatedShot | Code::AfterEnd | Code::AmbiguousFleet => Severity::Warning,
            _ => Severity::Foul,
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// One violation: what (its code and the facts of it) kept apart from where (player, entry,
/// cells). Its sentence is not kept: [`crate::words`] words it from the facts, in any language,
/// and the JSON verdict writes it as `message` (English unless a language is chosen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The stable code.
    pub code: Code,
    /// Foul or warning, from the code.
    pub severity: Severity,
    /// The player it is charged to: the fleet's owner, the shooter or the defender.
    pub player: String,
    /// The 0-based index of the log entry, or `None` for placement violations.
    pub entry: Option<usize>,
    /// The cells concerned: cells of the board, and coordinates off it as written.
    pub cells: Vec<Spot>,
    /// What happened, as the facts its sentence needs.
    pub facts: Facts,
    /// Where the violation stands on a paper record, when the record was one.
    pub on_paper: Option<OnPaper>,
    /// How many violations this one stands for: 1, but for the one that says how many more of
    /// its code and player the verdict does not list ([`MAX_LISTED`]), which stands for all of
    /// those. Not written in the verdict's JSON; `--summary` and the batch page count by it, so
    /// that they count every violation that occurred, not only those listed.
    pub count: u64,
}

impl Violation {
    /// A violation of `code` charged to `player` at `entry` (`None`: placement), counted once.
    pub fn new(code: Code, player: &str, entry: Option<usize>, cells: Vec<Spot>, facts: Facts) -> Self {
        Violation {
            code,
            severity: code.severity(),
            player: player.to_owned(),
            entry,
            cells,
            facts,
            on_paper: None,
            count: 1,
        }
    }
}

/// Where a violation stands on a paper record: its 1-based line, and what stands there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnPaper {
    /// 1-based line of the paper record.
    pub line: usize,
    /// What stands there.
    pub what: PaperPart,
}

pub use crate::place::{Numbering, PaperPart};

impl Numbering {
    /// The numbering as a message selects on it (`$numbering`): `round`, `shot` (a player's own
    /// shots) or `move` (the game's moves).
    pub fn key(self) -> &'static str {
        match self {
            Numbering::Round => "round",
            Numbering::Player => "shot",
            Numbering::Game => "move",
        }
    }
}

/// How the players' sheets number the moves of a game, for the words a person reads: the
/// sentences say "round 4" or "Anya's shot 5" where the JSON verdict, for scripts, keeps the
/// 0-based entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    /// How the sheets number moves: by round under salvo turns, else by each player's own shots,
    /// unless a paper record's `numbering:` header says otherwise.
    pub numbering: Numbering,
    /// Each log entry's move (`entries[i]` for entry `i`); empty where the verdict is made for
    /// scripts alone (`check --jsonl`), which word no move as the sheets do.
    pub entries: Vec<Move>,
}

/// One log entry as the sheets number it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Its shooter: 0 or 1, in the verdict's order of players.
    pub player: u8,
    /// Its number under the numbering: the round, the shooter's own shot, or the game's move
    /// (from 1).
    pub number: u32,
}

impl Default for Moves {
    fn default() -> Self {
        Moves { numbering: Numbering::Player, entries: Vec::new() }
    }
}

impl Moves {
    /// The moves of a log whose entries `shooters` fired (0 or 1 each), numbered by `numbering`
    /// as a sheet counts them: a player's shot is the shooter's own count of entries, the game's
    /// move the count of all, and a round closes once each player has fired in it. A second volley
    /// of one player before the other's still belongs to the round it was fired in, which closes
    /// with the other player's volley (docs/format.md §3 "Replay"), so the rounds after it keep
    /// their numbers.
    pub fn counted(numbering: Numbering, shooters: &[u8]) -> Self {
        let mut own = [0u32; 2];
        let (mut round, mut fired) = (1u32, [false; 2]);
        let entries = shooters
            .iter()
            .enumerate()
            .map(|(i, &player)| {
                let side = usize::from(player != 0);
                own[side] += 1;
                if fired == [true, true] {
                    round = round.saturating_add(1);
                    fired = [false; 2];
                }
                fired[side] = true;
                let number = match numbering {
                    Numbering::Round => round,
                    Numbering::Player => own[side],
                    Numbering::Game => u32::try_from(i + 1).unwrap_or(u32::MAX),
                };
                Move { player, number }
            })
            .collect();
        Moves { numbering, entries }
    }

    /// The same moves numbered by `numbering` instead.
    pub fn renumbered(&self, numbering: Numbering) -> Self {
        let shooters: Vec<u8> = self.entries.iter().map(|m| m.player).collect();
        Moves::counted(numbering, &shooters)
    }

    /// Whether each number is the one a batch page's script counts when the numbers are left
    /// out (`numbered` in html/step.js): the game's move under `Game`, else the shooter's own
    /// count of entries. That is [`Moves::counted`]'s but for a paper's own numbers (which may
    /// leave gaps) and a round in which one player fired twice, whose numbers are then kept.
    pub fn is_counted(&self) -> bool {
        let mut own = [0u32; 2];
        self.entries.iter().enumerate().all(|(i, m)| {
            let side = usize::from(m.player != 0);
            own[side] += 1;
            let counted = match self.numbering {
                Numbering::Game => u32::try_from(i + 1).unwrap_or(u32::MAX),
                Numbering::Round | Numbering::Player => own[side],
            };
            m.number == counted
        })
    }

    /// Entry `entry`'s move, if the moves are numbered.
    pub fn get(&self, entry: usize) -> Option<Move> {
        self.entries.get(entry).copied()
    }
}

/// A cell a violation names: a cell of the board, or a coordinate off it as the record wrote it
/// (`"K11"`, `"[-1,0]"`), which no column letters rename.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Spot {
    /// A cell of the board.
    On(Cell),
    /// A coordinate off the board, as written.
    Off(String),
}

impl Spot {
    /// The spot of coordinate `c` on a board of `columns` x `rows`.
    pub fn of(c: &Coordinate, columns: u8, rows: u8) -> Self {
        match c.on(columns, rows) {
            Some(cell) => Spot::On(cell),
            None => Spot::Off(c.label(columns, rows)),
        }
    }
}

impl From<Cell> for Spot {
    fn from(cell: Cell) -> Self {
        Spot::On(cell)
    }
}

/// A ship as a sentence names it: its class name (as the record wrote it, else its class's), and
/// its cells as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShipRef {
    /// The class name, or `None` for a ship that has neither a name nor a class.
    pub name: Option<String>,
    /// Its cells, as written.
    pub label: Label,
}

/// A ship's cells as people would write them.
///
/// The common shapes are kept as their ends and written out only when a sentence names the ship,
/// which most games never do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Label {
    /// A range whose ends are both on the board, ends in the order written: `B2-E2`.
    Range(Cell, Cell),
    /// Listed cells, all on the board, each beside the one before in one direction, from the first
    /// listed to the last: `B2 C2 D2`.
    Run(Cell, Cell),
    /// Anything else: the two ends of a range with an end off the board (`range`), or the cells
    /// as listed.
    Written {
        /// The ends of the range, or the listed cells.
        spots: Vec<Spot>,
        /// Whether `spots` are a range's two ends.
        range: bool,
    },
}

/// `n` ships of `size` cells, in a drawing's explanation: the class name where one class has that
/// size (`class`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sized {
    /// The one class of that size, if only one has it.
    pub class: Option<String>,
    /// Cells a ship.
    pub size: u8,
    /// How many ships.
    pub n: u16,
}

/// One class of the rules' fleet, as a sentence about a drawing lists it: `battleship 5 ×2`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassLine {
    /// The class name.
    pub name: String,
    /// Cells a ship.
    pub size: u8,
    /// Ships of the class.
    pub count: u16,
}

/// A straight ship of a drawing: from `from` to `to` (equal for a one-cell ship).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// Its first cell.
    pub from: Spot,
    /// Its last cell.
    pub to: Spot,
}

/// Why a listed ship is not a straight, gap-free line (seeds: ships horizontal or vertical).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeFault {
    /// A range's ends share neither a row nor a column.
    RangeEnds(Spot, Spot),
    /// A cell is listed twice.
    Twice(Spot),
    /// Two listed cells share neither a row nor a column.
    NotInLine(Spot, Spot),
    /// The cells leave a gap between the first and the last.
    Gap(Spot, Spot),
}

/// Why a drawing cannot be split into the fleet's ships ([`Facts::NoSplit`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoSplit {
    /// The drawing has `drawn` cells, the fleet `wanted`.
    CellCount {
        /// Cells drawn.
        drawn: u64,
        /// Cells the fleet's ships fill.
        wanted: u64,
    },
    /// One group of touching cells cannot be split into straight ships of the fleet.
    Group {
        /// Cells in the group.
        size: usize,
    },
    /// Cells that lie in no run long enough for what the short ships leave (`size` and up).
    ShortRuns {
        /// The length the cells' runs fall short of.
        size: u8,
        /// The cells the fleet's ships shorter than `size` fill.
        room: u64,
    },
    /// More long ships than the drawn runs can hold side by side.
    LongShips {
        /// Ships of `size` cells or more.
        ships: u64,
        /// The length.
        size: u8,
        /// Such ships the runs hold at most.
        places: u64,
    },
    /// Coloured as a checkerboard, one colour outnumbers the other by more than odd ships make up.
    Colours {
        /// How many more of one colour.
        imbalance: u64,
        /// Ships of odd length.
        odd: u64,
    },
    /// What each group of cells can only be (its size, first cell, and the mixes of ships).
    Groups(Vec<GroupUse>),
    /// The furthest the search got: the ships laid, the cells left, the ships not placed.
    Furthest {
        /// The ships laid.
        laid: Vec<Run>,
        /// The ships not placed.
        lacking: Vec<Sized>,
    },
}

/// What one group of drawn cells can only be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupUse {
    /// Cells in the group.
    pub size: usize,
    /// Its first cell.
    pub first: Spot,
    /// Each mix of ships it can be.
    pub mixes: Vec<Vec<Sized>>,
}

/// A one-shot reply, as said or as it should have been.
pub use crate::record::ShotReply;

/// What a one-shot reply should have said ([`Facts::FalseShotReply`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShotTruth {
    /// The shot fell in water.
    Water,
    /// It hit this ship, which stays afloat.
    Hit(ShipRef),
    /// It sank this ship.
    Sank(ShipRef),
    /// It struck a ship (a reply to a shot that struck no named ship).
    Struck,
    /// The ship there is this one, not the one the reply named.
    ShipThere(ShipRef),
}

/// What a volley did: each ship it struck and how often, and those it sank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VolleyTruth {
    /// The ships struck, with the shots that struck each.
    pub struck: Vec<(ShipRef, u32)>,
    /// The ships that went down.
    pub sunk: Vec<ShipRef>,
}

/// Why it was the other player's turn ([`Facts::OutOfTurn`]): names are players' names, entries
/// 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnWhy {
    /// `opener` opened round `number` at `entry`; it closes with `other`'s volley.
    Round {
        /// Who opened the round.
        opener: String,
        /// Who closes it.
        other: String,
        /// The round's number, from 1.
        number: u64,
        /// The entry that opened it.
        entry: usize,
    },
    /// Nobody has shot yet: `first` shoots first.
    First(String),
    /// `who`'s entry was out of turn, which passes the turn on.
    AfterOutOfTurn {
        /// Its player.
        who: String,
        /// The entry.
        entry: usize,
    },
    /// `who`'s shot was answered as a hit: `who` shoots again.
    AnsweredHit {
        /// Its player.
        who: String,
        /// The entry.
        entry: usize,
    },
    /// `who`'s shot was answered as a miss, which passes the turn.
    AnsweredMiss {
        /// Its player.
        who: String,
        /// The entry.
        entry: usize,
    },
    /// What `who`'s shot did (`effect`) lets `who` shoot again (`again`) or passes the turn.
    Effect {
        /// Its player.
        who: String,
        /// The entry.
        entry: usize,
        /// What the shot did.
        effect: ShotOutcome,
        /// Whether it lets `who` shoot again.
        again: bool,
    },
    /// `who` took `entry`, and turns alternate.
    Alternate {
        /// Its player.
        who: String,
        /// The entry.
        entry: usize,
    },
}

/// What one shot did, in a sentence about turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShotOutcome {
    /// It lay off the board.
    OffBoard,
    /// It repeated an earlier shot.
    Repeated,
    /// Water.
    Miss,
    /// A ship cell, the ship afloat.
    Hit,
    /// The last cell of a ship.
    Sinking,
}

/// What happened, as the facts its sentence needs: one variant a sentence. Players are named by
/// name; `player` is the violation's own. Entries are 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Facts {
    /// `off_board` in placement: a ship runs off the `columns` x `rows` board.
    ShipOffBoard {
        /// The ship.
        ship: ShipRef,
        /// The board's columns.
        columns: u8,
        /// The board's rows.
        rows: u8,
    },
    /// `bad_shape`: a ship is not a straight, gap-free line.
    BadShape {
        /// The ship.
        ship: ShipRef,
        /// Why.
        why: ShapeFault,
    },
    /// `overlap`: two ships share cells (the violation's cells).
    Overlap {
        /// The first ship.
        a: ShipRef,
        /// The second.
        b: ShipRef,
    },
    /// `touching`: two ships touch where the rules forbid it; `a_side` cells of `a` next to
    /// `b_side` cells of `b`.
    Touching {
        /// The first ship.
        a: ShipRef,
        /// The second.
        b: ShipRef,
        /// Cells of `a` next to `b`.
        a_side: Vec<Spot>,
        /// Cells of `b` next to `a`.
        b_side: Vec<Spot>,
    },
    /// `wrong_fleet`: `found` ships of a class of `size` cells where the rules call for `wanted`.
    ClassCount {
        /// The class.
        class: String,
        /// Ships of it in the fleet.
        found: u64,
        /// Its size.
        size: u8,
        /// Ships of it the rules call for.
        wanted: u16,
    },
    /// `wrong_fleet`: a ship named `name` has `length` cells, but a `class` has `size`.
    ClassSize {
        /// The name as written.
        name: String,
        /// The ship's cells.
        label: Label,
        /// Its length.
        length: u64,
        /// The class the name names.
        class: String,
        /// That class's size.
        size: u8,
    },
    /// `wrong_fleet`: a ship is called `name`, which is no class of the fleet (`classes`).
    NoSuchClass {
        /// The name as written.
        name: String,
        /// The ship's cells.
        label: Label,
        /// The fleet's class names.
        classes: Vec<String>,
    },
    /// `wrong_fleet`: an unnamed ship of `length` cells, and no class has that size.
    NoClassOfSize {
        /// The ship's cells.
        label: Label,
        /// Its length.
        length: u64,
    },
    /// `wrong_fleet`: a drawing that no split into the fleet's ships (`fleet`) fits.
    NoSplit {
        /// The fleet's classes.
        fleet: Vec<ClassLine>,
        /// Why.
        why: NoSplit,
    },
    /// `ambiguous_fleet`: a drawing splits into the fleet's ships in two ways (`first` is used);
    /// `with_log` when both agree with the replies.
    AmbiguousFleet {
        /// Whether both splits agree with the log's replies.
        with_log: bool,
        /// The split used.
        first: Vec<Run>,
        /// Another split.
        second: Vec<Run>,
    },
    /// `after_end`: an entry after the game ended at entry `end`.
    AfterEnd {
        /// The entry that ended the game.
        end: usize,
    },
    /// `timeout`, `crashed`, `illegal_message`: a forfeit entry (the code tells which).
    Forfeit,
    /// `off_board` in the log: shots off the `columns` x `rows` board (the violation's cells).
    ShotsOffBoard {
        /// The board's columns.
        columns: u8,
        /// The board's rows.
        rows: u8,
    },
    /// `out_of_turn`: it was `expected`'s turn, because of `why`.
    OutOfTurn {
        /// Whose turn it was.
        expected: String,
        /// Why.
        why: TurnWhy,
    },
    /// `too_many_shots`: a volley of `fired` shots under rules of one shot a turn.
    OneShotATurn {
        /// Shots fired.
        fired: u64,
    },
    /// `too_many_shots`: `fired` more shots in a round, `total` in all, over the allowance.
    OverRoundAllowance {
        /// Shots of this volley.
        fired: u64,
        /// Shots of the round.
        total: u64,
        /// The shooter's ships afloat.
        afloat: u64,
        /// The salvo allowance.
        allowed: u64,
    },
    /// `too_many_shots` (`over`) or `too_few_shots`: `fired` shots against the allowance.
    Allowance {
        /// Whether more were fired than allowed.
        over: bool,
        /// Shots fired.
        fired: u64,
        /// The shooter's ships afloat.
        afloat: u64,
        /// The salvo allowance.
        allowed: u64,
    },
    /// `repeated_shot`: shots at cells fired at before (the violation's cells).
    RepeatedShot,
    /// `false_report` of a one-shot reply: `said` (naming `ship`) to `shooter`'s shot at `at`.
    FalseShotReply {
        /// The shooter.
        shooter: String,
        /// The reply given.
        said: ShotReply,
        /// The class the reply named.
        ship: Option<String>,
        /// The cell shot at.
        at: Spot,
        /// The truth.
        truth: ShotTruth,
    },
    /// `false_report` of a volley's reply: `hits` by class and `sunk`, against the truth.
    FalseVolleyReply {
        /// The shooter.
        shooter: String,
        /// Hits by class name, as the reply gave them.
        hits: Vec<(String, u64)>,
        /// Ships sunk, as the reply gave them.
        sunk: Vec<String>,
        /// What the volley did.
        truth: VolleyTruth,
    },
    /// How many more violations of the code charged to the player are not listed, and at which
    /// entries (the first and the last left out).
    NotListed {
        /// How many are left out.
        left_out: u64,
        /// The entry of the first left out.
        first: Option<usize>,
        /// The entry of the last left out.
        last: Option<usize>,
    },
}

/// The most violations of one code charged to one player that a verdict lists from the log.
/// Past that, one more violation of the code, where the first left out would stand, says how
/// many more there were (with no cells): a log of 100,000 repeated shots cannot grow a verdict
/// of 100,000 violations.
pub const MAX_LISTED: usize = 100;

/// Violations as they are found, listing at most [`MAX_LISTED`] of one code for one player and
/// counting the rest.
#[derive(Debug, Default)]
pub struct Listing {
    listed: Vec<Violation>,
    /// Per code and player seen: how many are listed, and those left out.
    groups: Vec<Group>,
}

#[derive(Debug)]
struct Group {
    code: Code,
    player: String,
    listed: usize,
    /// Where in `listed` the count of the rest stands, once one is left out.
    count_at: Option<usize>,
    left_out: u64,
    /// The entry of the last one left out.
    last: Option<usize>,
}

impl Listing {
    /// Adds a violation, or counts it if [`MAX_LISTED`] of its code and player are listed.
    pub fn push(&mut self, v: Violation) {
        let g = match self.groups.iter().position(|g| g.code == v.code && g.player == v.player) {
            Some(g) => g,
            None => {
                let player = v.player.clone();
                self.groups.push(Group { code: v.code, player, listed: 0, count_at: None, left_out: 0, last: None });
                self.groups.len() - 1
            }
        };
        let group = &mut self.groups[g];
        if group.listed < MAX_LISTED {
            group.listed += 1;
            self.listed.push(v);
            return;
        }
        group.left_out += 1;
        group.last = v.entry;
        if group.count_at.is_none() {
            // The count stands where the first left out would have: the order by entry holds.
            group.count_at = Some(self.listed.len());
            self.listed.push(Violation {
                cells: Vec::new(),
                facts: Facts::NotListed { left_out: 0, first: None, last: None },
                ..v
            });
        }
    }

    /// Whether a violation of `code` charged to `player` would be listed rather than only
    /// counted: callers build the cells and facts of one only when it is.
    pub fn lists(&self, code: Code, player: &str) -> bool {
        self.groups.iter().find(|g| g.code == code && g.player == player).is_none_or(|g| g.listed < MAX_LISTED)
    }

    /// Counts a violation of `code` charged to `player` at `entry` that [`Listing::lists`] says is
    /// not listed, without building its cells or facts.
    pub fn count_unlisted(&mut self, code: Code, player: &str, entry: Option<usize>) {
        self.push(Violation::new(code, player, entry, Vec::new(), Facts::RepeatedShot));
    }

    /// How many fouls and how many warnings are charged to `player`, those only counted
    /// included: `(fouls, warnings)`.
    pub fn tally(&self, player: &str) -> (u64, u64) {
        let mut out = (0, 0);
        for g in self.groups.iter().filter(|g| g.player == player) {
            let n = g.listed as u64 + g.left_out;
            match g.code.severity() {
                Severity::Foul => out.0 += n,
                Severity::Warning => out.1 += n,
            }
        }
        out
    }

    /// How many violations of `code` are charged to `player`, those only counted included.
    pub fn count(&self, code: Code, player: &str) -> u64 {
        self.groups.iter().filter(|g| g.code == code && g.player == player).map(|g| g.listed as u64 + g.left_out).sum()
    }

    /// How many violations are listed so far (a count of those left out is one of them).
    pub fn len(&self) -> usize {
        self.listed.len()
    }

    /// Whether none is listed yet.
    pub fn is_empty(&self) -> bool {
        self.listed.is_empty()
    }

    /// The violations listed so far, in the order found; a count of those left out has its
    /// facts only in [`Listing::into_vec`], when the count is known.
    pub fn as_slice(&self) -> &[Violation] {
        &self.listed
    }

    /// The violations listed, in the order found, with the counts of those left out.
    pub fn into_vec(self) -> Vec<Violation> {
        // Most listings leave nothing out: nothing to write in (six empty listings a game).
        if self.groups.iter().all(|g| g.count_at.is_none()) {
            return self.listed;
        }
        let mut listed = self.listed;
        for g in self.groups {
            let Some(at) = g.count_at else { continue };
            let v = &mut listed[at];
            v.count = g.left_out;
            v.facts = Facts::NotListed { left_out: g.left_out, first: v.entry, last: g.last };
        }
        listed
    }
}

/// The fouls and the warnings that occurred among `violations`, counting those a listing left
/// out ([`Violation::count`]), not only those listed.
pub fn occurred(violations: &[Violation]) -> (u64, u64) {
    violations.iter().fold((0, 0), |(fouls, warnings), v| match v.severity {
        Severity::Foul => (fouls + v.count, warnings),
        Severity::Warning => (fouls, warnings + v.count),
    })
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// One player won.
    Win,
    /// Both fleets fell in the same simultaneous salvo round.
    Draw,
    /// No foul, and the log ends before a fleet is destroyed.
    Unfinished,
    /// Both fleets were placed illegally.
    DoubleForfeit,
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The winner destroyed the other's fleet.
    FleetDestroyed,
    /// The other player fouled.
    Forfeit,
    /// The other player resigned (a forfeit entry `resigned`; docs/format.md §3 "The outcome"): no
    /// foul.
    Resigned,
}

/// One player's statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Coordinates fired in entries before the end.
    pub shots: u64,
    /// Shots that struck a ship cell not hit before.
    pub hits: u64,
    /// The opponent's ships this player sank.
    pub ships_sunk: u64,
}

/// The verdict on one game record. Serializes as the JSON object of docs/format.md §4, with
/// `stats` keyed by player name and each violation's `message` in English ([`crate::words::Worded`]
/// in another language).
#[derive(Clone, Debug)]
pub struct Verdict {
    /// The rules used, in the form the record gave them (with command-line overrides applied).
    pub rules: RulesSpec,
    /// The two players, in the record's order.
    pub players: [String; 2],
    /// The record's `meta`, as written.
    pub meta: Option<Box<RawValue>>,
    /// How the game ended.
    pub outcome: Outcome,
    /// The winner, or `None`.
    pub winner: Option<String>,
    /// Players who forfeit by a foul: empty, one, or both (a double forfeit); empty when a
    /// player resigned.
    pub forfeiting_players: Vec<String>,
    /// Why the game was won, or `None`.
    pub reason: Option<Reason>,
    /// The 0-based log entry that decided the game; `None` for placement forfeits and
    /// unfinished games.
    pub decided_at: Option<usize>,
    /// Every violation: placement first, then by entry.
    pub violations: Vec<Violation>,
    /// Per player, in the record's order.
    pub stats: [Stats; 2],
    /// The letters the record names columns with: Latin, or a paper record's Cyrillic ones, in
    /// which the verdict names cells.
    pub letters: Letters,
    /// How the players' sheets number the log's moves, for the words a person reads (not
    /// written in the JSON verdict, which names entries).
    pub moves: Moves,
}

impl PartialEq for Verdict {
    fn eq(&self, other: &Self) -> bool {
        // Raw JSON compares by its text. The moves are how people's words number the entries,
        // not part of the judgement: a verdict for scripts alone has none.
        self.rules == other.rules
            && self.players == other.players
            && self.meta.as_ref().map(|m| m.get()) == other.meta.as_ref().map(|m| m.get())
            && self.outcome == other.outcome
            && self.winner == other.winner
            && self.forfeiting_players == other.forfeiting_players
            && self.reason == other.reason
            && self.decided_at == other.decided_at
            && self.violations == other.violations
            && self.stats == other.stats
            && self.letters == other.letters
    }
}

impl Verdict {
    /// Whether any violation is a foul.
    pub fn has_foul(&self) -> bool {
        self.violations.iter().any(|v| v.severity == Severity::Foul)
    }

    /// Whether any violation is a warning.
    pub fn has_warning(&self) -> bool {
        self.violations.iter().any(|v| v.severity == Severity::Warning)
    }

    /// The exit status this verdict asks for: 1 with a foul, or under `strict` with a warning or
    /// an unfinished game; else 0 (docs/format.md §4 "Exit status").
    pub fn exit_status(&self, strict: bool) -> u8 {
        let fails = self.has_foul() || (strict && (self.has_warning() || self.outcome == Outcome::Unfinished));
        u8::from(fails)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_volley_before_the_others_stays_in_its_round() {
        let numbers = |numbering, shooters: &[u8]| -> Vec<u32> {
            Moves::counted(numbering, shooters).entries.iter().map(|m| m.number).collect()
        };
        // alice fires twice before bob: both are round 1, which bob's volley closes; the rounds
        // after keep their numbers (docs/format.md §3 "Replay").
        assert_eq!(numbers(Numbering::Round, &[0, 0, 1, 0, 1]), [1, 1, 1, 2, 2]);
        assert_eq!(numbers(Numbering::Round, &[0, 1, 1, 0]), [1, 1, 2, 2]);
        assert_eq!(numbers(Numbering::Player, &[0, 0, 1, 0, 1]), [1, 2, 1, 3, 2]);
        assert_eq!(numbers(Numbering::Game, &[0, 0, 1]), [1, 2, 3]);
        // A batch page's script counts rounds by each shooter's own volleys: such a log's
        // numbers are kept on the page.
        assert!(!Moves::counted(Numbering::Round, &[0, 0, 1, 0, 1]).is_counted());
        assert!(Moves::counted(Numbering::Round, &[0, 1, 1, 0, 0, 1]).is_counted());
        assert!(Moves::counted(Numbering::Player, &[0, 0, 1]).is_counted());
    }

    /// Renaming a code is a visible decision: this list is the table of docs/format.md §3 "Replay".
    #[test]
    fn the_codes_and_their_severities() {
        let words = crate::words::Words::new(crate::words::Lang::En);
        let listed: Vec<String> =
            Code::ALL.iter().map(|c| format!("{} {:?}: {}", c.as_str(), c.severity(), words.meaning(*c))).collect();
        insta::assert_snapshot!(listed.join("\n"));
        let mut sorted = Code::ALL;
        sorted.sort();
        assert_eq!(sorted, Code::ALL, "declaration order is the table order");
    }
}
