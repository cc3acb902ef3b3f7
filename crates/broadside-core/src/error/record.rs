//! A JSON record that does not hold together, rules or a fleet that cannot be read, and a line of a batch that cannot be a record (referee.rs, record.rs, rules.rs, coord.rs, names.rs, drawing/, check.rs; the command line's batch): what is wrong, as facts.

use std::cell::RefCell;

use super::InputError;

/// A JSON record that does not hold together, rules or a fleet that cannot be read, and a line of a batch that cannot be a record: what is wrong, with the facts its sentence needs. Worded by the wording layer
/// (`words/record_faults.rs`), one message of the catalogs a variant.
///
/// Text from the input (a name, a coordinate as written) is kept as written; the wording layer
/// quotes and escapes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordFault {
    // The text as a whole.
    /// The text is not a JSON object: what it starts with instead.
    NotARecord {
        /// What the text starts with.
        found: Start,
    },
    /// The record could not be read, though it was read once without an error (both reads of
    /// the same text disagreeing: never expected).
    Unreadable,
    /// The text is not UTF-8.
    NotUtf8 {
        /// The first byte that is not, where said.
        byte: Option<u8>,
        /// Whether the text starts as UTF-16 does (a byte order mark), as Notepad saves "Unicode".
        utf16: bool,
    },
    /// A line of a batch (`--jsonl`) is longer than a record may be.
    LineTooLarge {
        /// The line's length in bytes.
        bytes: u64,
        /// The limit, in bytes.
        limit: u64,
    },
    /// More of something than a record may hold, refused as it is read.
    TooMany {
        /// What there is too much of.
        what: Counted,
        /// The most allowed.
        max: u64,
    },
    /// A name longer than [`MAX_NAME_BYTES`](crate::names::MAX_NAME_BYTES).
    NameTooLong {
        /// The most bytes a name may hold.
        max: u64,
        /// The name's length in bytes.
        bytes: u64,
    },

    // Rules, and the values of `--rules` and `--fleet`.
    /// Neither the record nor `--rules` names rules.
    NoRules,
    /// A command-line value that is neither a known name nor JSON.
    UnknownArg {
        /// Which value: rules or a fleet.
        arg: Arg,
        /// The value as given.
        found: String,
    },
    /// A command-line value whose JSON cannot be read: its own error, at its own line, column
    /// and path.
    Argument(Box<InputError>),
    /// A board's side out of its range.
    BoardSide {
        /// Which side.
        side: Side,
        /// The number given.
        found: u64,
        /// The most allowed (the least is 1).
        max: u64,
    },
    /// A custom fleet with no classes.
    EmptyFleet,
    /// A class of a custom fleet that cannot be.
    BadClass {
        /// Its place in the list, from 0.
        index: u64,
        /// Its name, as written.
        name: String,
        /// What is wrong with it.
        fault: ClassFault,
    },
    /// Two classes of a custom fleet whose names are equal ignoring case.
    ClassNamesAlike {
        /// The first, as written.
        first: String,
        /// The second, as written.
        second: String,
    },

    // Players and fleets.
    /// A name that is neither player's.
    NotAPlayer {
        /// The two players.
        players: [String; 2],
        /// The name given.
        found: String,
    },
    /// A player's name with no visible character.
    BlankName {
        /// The name, as written.
        found: String,
    },
    /// `players` with other than two names.
    PlayerCount {
        /// How many names it has.
        found: u64,
    },
    /// `players` naming one player twice (`first` and `second` equal ignoring case).
    SamePlayers {
        /// The first name.
        first: String,
        /// The second name.
        second: String,
    },
    /// A player with no fleet.
    NoFleet {
        /// The player.
        player: String,
    },
    /// A fleet for someone who is not a player.
    ExtraFleet {
        /// The two players.
        players: [String; 2],
        /// The name the fleet is under.
        found: String,
    },
    /// `fleets` holding other than two fleets.
    FleetCount {
        /// How many it holds.
        found: u64,
    },
    /// A player's fleet given twice.
    FleetTwice {
        /// The player, as the second one is named.
        player: String,
    },
    /// A third fleet in `fleets`.
    ThirdFleet {
        /// The name it is under.
        player: String,
    },

    // Ships and coordinates.
    /// A ship written as a list rather than an object.
    ShipAsList,
    /// A ship with an empty list of cells.
    EmptyShip,
    /// A ship's cells as a string that is not a range.
    NotARange {
        /// The string.
        found: String,
    },
    /// A range one of whose ends is not a coordinate.
    NotARangeEnd {
        /// The end, as written.
        end: String,
    },
    /// A string that is not a coordinate.
    NotACoordinate {
        /// The string.
        found: String,
    },
    /// A number with a fraction or an exponent, or past 64 bits, as a column or row.
    NotAnInteger {
        /// The number, as read.
        found: String,
        /// Whether it is a whole number (written with an exponent, or past 64 bits).
        whole: bool,
    },

    // Drawn fleets.
    /// Rows of a drawing of different lengths.
    UnevenRows {
        /// The length of row 1, in cells.
        first: u64,
        /// The first row (from 1) of another length.
        row: u64,
        /// Its length, in cells.
        cells: u64,
    },
    /// More rows in a drawing than it may have.
    TooManyRows {
        /// The most allowed.
        max: u64,
        /// How many it has.
        found: u64,
    },
    /// More cells in a row of a drawing than it may have.
    TooManyRowCells {
        /// The most allowed.
        max: u64,
        /// How many it has.
        found: u64,
    },
    /// A drawing that marks ships both with class initials and with ship marks.
    MixedMarks {
        /// The row of its first initial, from 1.
        row: u64,
        /// Its column, from 1.
        column: u64,
        /// The initial.
        initial: char,
    },
    /// A drawing of class initials where one of ship marks belongs.
    InitialsNotMarks,
    /// A character of a drawn row that draws nothing.
    NotAMark {
        /// The character.
        mark: char,
    },
    /// A number other than 0 and 1 in a drawn row written as a list.
    NotABit {
        /// The number.
        found: u64,
    },
    /// A fault at a column (from 1) of a drawn row.
    InColumn {
        /// The column, from 1.
        column: u64,
        /// What is wrong there.
        fault: Box<RecordFault>,
    },
    /// Two classes of the rules with one initial, in a drawing of initials.
    SharedInitial {
        /// The first class.
        first: String,
        /// The second class.
        second: String,
        /// Their initial.
        initial: String,
    },
    /// A letter of a drawing that is no class's initial.
    NotAnInitial {
        /// The letter.
        letter: char,
        /// Each class's initial and name, in fleet order.
        initials: Vec<(String, String)>,
    },
    /// A group of one class's initials that is not straight, where ships may touch: which ships
    /// it holds would be a guess.
    CrookedInitials {
        /// The class.
        class: String,
        /// The group's cells, named.
        cells: Vec<String>,
    },
    /// A drawing too hard to split into ships within the search's steps.
    TooHardToSplit {
        /// The steps the search may take.
        steps: u64,
    },
    /// A drawing with more splits than the referee weighs against the log, where the best one
    /// weighed charges its owner with a foul that one not weighed might clear.
    SplitsUnweighed {
        /// How many were weighed.
        weighed: u64,
    },

    // The log.
    /// A log entry written as a list rather than an object.
    EntryAsList,
    /// A key in a forfeit entry that records a shot.
    InForfeit {
        /// The key.
        key: EntryKey,
    },
    /// `forfeit` in an entry with `at`, `reply` or `ship`.
    ForfeitBesideShot,
    /// A forfeit entry with a `reply` or a `ship` (an entry made in code).
    ForfeitWithReply,
    /// `at` as an empty list.
    EmptyVolley,
    /// `at` as a list of integers of other than two.
    NotAPair {
        /// Whether there are more than two (else one).
        more: bool,
    },
    /// A volley's reply counting one class twice (`class` and `twin` equal ignoring case).
    ClassCountedTwice {
        /// The class, as written the second time.
        class: String,
        /// As written the first time.
        twin: String,
    },
    /// A hit count that is not a whole number from 0 to `max`.
    BadHitCount {
        /// The number, as read.
        found: String,
        /// The most allowed.
        max: u64,
    },
    /// A volley's reply to one shot.
    VolleyReplyToShot,
    /// A one-shot reply to a volley.
    WordReplyToVolley,
    /// `ship` beside a reply other than a one-shot `hit` or `sunk`.
    ShipWithoutHit,
    /// A class a reply names (`ship`, a volley's `hits` or `sunk`) that is no class of the fleet,
    /// nor a name the defender's list gives a ship (docs/format.md §2 "Log entries").
    NotAClass {
        /// The fleet's classes, as the rules spell them.
        classes: Vec<String>,
        /// The name, as written.
        found: String,
    },
}

/// What a text that is not a JSON object starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// Nothing: the text is empty or white space.
    Empty,
    /// `[`.
    Array,
    /// `"`.
    String,
    /// A digit or `-`.
    Number,
    /// `true` or `false`.
    Boolean,
    /// `null`.
    Null,
    /// Any other character.
    Char(char),
}

/// What a record holds too much of ([`RecordFault::TooMany`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    /// Log entries.
    LogEntries,
    /// Shots in all the log's entries.
    LogShots,
    /// Names in a list (`players`, a volley's `sunk`).
    Names,
    /// Ships in a fleet.
    Ships,
    /// Cells in a ship's list.
    ShipCells,
    /// Shots in a volley.
    VolleyShots,
    /// Classes counted in a volley's reply.
    ClassesCounted,
    /// Cells in a drawn row written as a list.
    RowCells,
}

/// A command-line value: `--rules` or `--fleet`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg {
    /// Rules: a preset or a JSON rules object.
    Rules,
    /// A fleet: a fleet name or a JSON list of classes.
    Fleet,
}

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// Its columns.
    Columns,
    /// Its rows.
    Rows,
}

/// What is wrong with a class of a custom fleet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassFault {
    /// Its name is empty or white space.
    EmptyName,
    /// Its size is out of its range.
    Size {
        /// The size given.
        found: u64,
        /// The most allowed (the least is 1).
        max: u64,
    },
    /// Its count is 0.
    ZeroCount,
    /// Its salvo value is over `max`.
    Salvo {
        /// The most allowed.
        max: u64,
    },
}

/// A key of a log entry that a forfeit entry may not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKey {
    /// `at`.
    At,
    /// `reply`.
    Reply,
    /// `ship`.
    Ship,
}

thread_local! {
    /// The last fault made a deserializer's error ([`RecordFault::de_error`]), with the message
    /// it was given, until [`RecordFault::raised`] takes it back.
    static RAISED: RefCell<Option<(String, RecordFault)>> = const { RefCell::new(None) };
}

impl RecordFault {
    /// A deserializer's error for this fault, for a `Deserialize` impl to return. A serde error
    /// carries only text, so the fault is kept aside (one a thread) with the English message the
    /// error is given; [`InputError::from_json`] takes it back where the error it reads is that
    /// message, so that the fault reaches the input error as facts.
    pub fn de_error<E: serde::de::Error>(self) -> E {
        let message = self.to_string();
        let error = E::custom(&message);
        RAISED.with_borrow_mut(|raised| *raised = Some((message, self)));
        error
    }

    /// The fault [`RecordFault::de_error`] made the error with `message` from, taken back: `None`
    /// where the last fault made an error was given another message (the error is serde's own,
    /// or the fault's error was dropped and another made).
    pub(crate) fn raised(message: &str) -> Option<RecordFault> {
        RAISED.with_borrow_mut(|raised| raised.take_if(|(said, _)| said == message)).map(|(_, fault)| fault)
    }
}
