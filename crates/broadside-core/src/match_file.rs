//! The faults of the files a match reads besides its bots: a placement book (`broadside match
//! --book`) and the records a resumed match reads back (`--resume`). An error is data, where it
//! stands ([`FilePlace`]) and what is wrong ([`MatchFileFault`]); its sentence, in any language,
//! is written by the wording layer (`Words::match_file_error`), and `Display` gives the English.
//! The command line puts the option and the file's name in front.

use crate::error::{Fault, FileFault, InputError};
use crate::verdict::Violation;

/// An error of a match's book or of the records it resumes: where, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchFileError {
    /// Where it stands in the file.
    pub place: FilePlace,
    /// What is wrong there.
    pub fault: MatchFileFault,
}

impl std::error::Error for MatchFileError {}

impl MatchFileError {
    /// `fault` at `place`.
    pub fn new(place: FilePlace, fault: impl Into<MatchFileFault>) -> Self {
        MatchFileError { place, fault: fault.into() }
    }

    /// Whether its sentence starts with a position (`3:11: …`, `4: …`), written right after the
    /// file's name and its colon, with no space between.
    pub fn positioned(&self) -> bool {
        !matches!(self.place, FilePlace::File)
    }
}

/// Where in a match's file an error stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FilePlace {
    /// A line and a column (both from 1; the column as serde_json counts it, in bytes).
    At {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
    },
    /// A line as a whole, from 1.
    Line(usize),
    /// The file as a whole.
    File,
}

/// What is wrong with a match's file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchFileFault {
    /// A placement book's line or its entries.
    Book(BookFault),
    /// A record of the file a match resumes.
    Resume(Box<ResumeFault>),
    /// The file is not UTF-8 text (it should be JSON Lines).
    NotUtf8,
    /// The file cannot be read.
    File(FileFault),
}

impl From<BookFault> for MatchFileFault {
    fn from(f: BookFault) -> Self {
        MatchFileFault::Book(f)
    }
}

impl From<ResumeFault> for MatchFileFault {
    fn from(f: ResumeFault) -> Self {
        MatchFileFault::Resume(Box::new(f))
    }
}

/// Which of an entry's two fleets: the first shooter's or the other's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhichFleet {
    /// The fleet of the player who shoots first.
    First,
    /// The other player's.
    Second,
}

impl WhichFleet {
    /// The fleet at `index` (0 the first).
    pub fn of(index: usize) -> Self {
        if index == 0 { WhichFleet::First } else { WhichFleet::Second }
    }

    /// `first` or `second`, as the catalogs select on it.
    pub fn key(self) -> &'static str {
        match self {
            WhichFleet::First => "first",
            WhichFleet::Second => "second",
        }
    }
}

/// What is wrong with a placement book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookFault {
    /// A line that is not a fleet, a pair of fleets or a record: what the JSON reader found
    /// wrong, where it found anything.
    NotAnEntry {
        /// What serde_json found wrong ([`Fault::of_json`](crate::error::Fault::of_json)).
        detail: Option<Box<Fault>>,
    },
    /// A record whose `fleets` is not an object of two fleets: what the JSON reader found wrong.
    FleetsNotAnObject {
        /// What serde_json found wrong.
        detail: Box<Fault>,
    },
    /// An object that is not a pair of fleets: the number of its fields.
    NotAPair {
        /// How many fields the object has.
        fields: usize,
    },
    /// A fleet of a pair that cannot be read as a fleet: what the JSON reader found wrong.
    PairFleet {
        /// Which fleet.
        which: WhichFleet,
        /// What serde_json found wrong.
        detail: Box<Fault>,
    },
    /// A fleet that cannot be read at all.
    Unreadable,
    /// The referee cannot place the fleets: the input error it found.
    CannotPlace(Box<InputError>),
    /// A fleet with a foul under the match's rules: the first foul.
    NotLegal {
        /// Which fleet.
        which: WhichFleet,
        /// The foul.
        foul: Box<Violation>,
    },
    /// A book with no entry.
    Empty,
}

/// Why a record of the file a match resumes is not one of this match's games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResumeFault {
    /// The line is not a record of a game: the input error found reading it.
    NotARecord(InputError),
    /// The record cannot be adjudicated: the input error the referee found.
    CannotAdjudicate(InputError),
    /// The record has no `meta.match`: `broadside match` did not write it.
    NotAMatchRecord,
    /// A game of another match: what differs.
    Another(Differs),
    /// A game whose log stops before the game is decided, though no limit ended it, before the
    /// last line.
    CutShort {
        /// The game's index in the schedule.
        game: u64,
    },
    /// A game the file holds twice.
    Twice {
        /// The game's index in the schedule.
        game: u64,
    },
}

/// A time bank as a record keeps it: milliseconds, and the increment a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BankLimits {
    /// The bank, in milliseconds.
    pub ms: u64,
    /// What each move adds, in milliseconds.
    pub increment: u64,
}

/// The sandbox's limits as a record keeps them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SandboxLimits {
    /// Memory, in MB.
    pub memory_mb: u64,
    /// Processes.
    pub processes: u64,
}

/// What differs between a resumed record's match and this one (there: the record's; here: this
/// match's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Differs {
    /// The seed.
    Seed {
        /// The record's seed.
        there: u64,
        /// This match's.
        here: u64,
    },
    /// A game past the schedule's games.
    PastSchedule {
        /// The record's game.
        game: u64,
        /// This schedule's games.
        total: u64,
    },
    /// The game's players (names as the input wrote them).
    Players {
        /// The game.
        game: u64,
        /// This match's players of it, the first shooter first.
        here: [String; 2],
        /// The record's.
        there: [String; 2],
    },
    /// A bot's program.
    Program {
        /// The bot's name.
        name: String,
        /// Its command in this match.
        command: String,
    },
    /// The rules.
    Rules,
    /// The placement book's entry, its order or the pairing.
    Book,
    /// The placement book's contents, by SHA-256 (`None`: the record has none).
    BookContents {
        /// The record's.
        there: Option<String>,
        /// This match's.
        here: String,
    },
    /// The protocol the bots were spoken to in (`None`: protocol 1, which wrote none).
    Protocol {
        /// The record's.
        there: Option<u32>,
        /// This match's.
        here: u32,
    },
    /// The move limit, in log entries (`None`: the record has none).
    MaxMoves {
        /// The record's.
        there: Option<u64>,
        /// This match's.
        here: u64,
    },
    /// A bot's move time, in milliseconds (`None`: the record has none).
    MoveTime {
        /// The bot's name.
        name: String,
        /// The record's.
        there: Option<u64>,
        /// This match's.
        here: u64,
    },
    /// The time bank (`None`: none).
    TimeBank {
        /// The record's.
        there: Option<BankLimits>,
        /// This match's.
        here: Option<BankLimits>,
    },
    /// The sandbox's limits (`None`: no sandbox).
    Sandbox {
        /// The record's.
        there: Option<SandboxLimits>,
        /// This match's.
        here: Option<SandboxLimits>,
    },
}
