//! A paper record's header, sections, drawings and shot grids, and a record that cannot be written as paper (paper/json.rs, sheet.rs, grid.rs, fleet.rs, convert.rs, numbering.rs, write.rs; docs/format.md §6): what is wrong, as facts.
//!
//! Names, words and lines are as the sheet (or the JSON record) wrote them: the wording layer
//! quotes them as messages quote input. Rows, lines and columns are counted from 1, as a person
//! counts them on the paper.

use super::Fault;

/// A paper record's header, sections, drawings and shot grids, and a record that cannot be written as paper: what is wrong, with the facts its sentence needs. Worded by the wording layer
/// (`words/sheet_faults.rs`), one message of the catalogs a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetFault {
    // Lines and the header (docs/format.md §6 "Lines and the header").
    /// A control character (ESC, a CR inside a line; not a tab) where it stands: a paper record
    /// gives it no meaning.
    ControlCharacter {
        /// The character.
        c: char,
    },
    /// A header key given twice.
    KeyTwice {
        /// The key's English word (`rules`), whichever language's word the sheet wrote.
        key: String,
    },
    /// A header line after the first section: header lines go first.
    HeaderAfterSection {
        /// The key's English word (`rules`).
        key: String,
    },
    /// A header line `KEY: value` whose key is no header key of any catalog.
    UnknownKey {
        /// The key as written.
        key: String,
        /// The words the sheet's language writes for the header keys and section words, where
        /// its language is settled.
        words: Option<HeaderWords>,
    },
    /// A line before the first section that is neither a header line nor a section's first line.
    NotAHeaderLine {
        /// The line as written.
        line: String,
        /// The words the sheet's language writes for the header keys and section words, where
        /// its language is settled.
        words: Option<HeaderWords>,
    },
    /// A header value that another part of the reader refused (`rules:` that names no preset and
    /// is no rules object, `language:` that names no language of the catalogs): the frame of its
    /// fault under the key.
    HeaderValue {
        /// The key's English word (`rules`, `language`).
        key: String,
        /// What is wrong with the value.
        fault: Box<Fault>,
    },
    /// `players:` gives the same name twice.
    SamePlayers {
        /// The name as written.
        name: String,
    },
    /// `players:` is not two names separated by a comma.
    NotTwoNames {
        /// The value as written.
        found: String,
    },
    /// `numbering:` is none of round, player or game in any catalog's words.
    UnknownNumbering {
        /// The value as written.
        found: String,
        /// The words the sheet's language writes for the numbering values, where its language is
        /// settled.
        words: Option<HeaderWords>,
    },
    /// `meta:` is not one JSON value on its line.
    Meta {
        /// What the JSON reader (serde_json) found wrong.
        detail: Box<super::Fault>,
    },
    /// `first:` names neither player.
    FirstNotAPlayer {
        /// The value as written.
        found: String,
        /// The two players, as `players:` (or the fleet sections) name them.
        players: [String; 2],
    },
    /// Neither the header nor `--rules` gives the rules.
    NoRules,

    // Sections (docs/format.md §6 "Sections", and "Errors and verdicts" for the limits).
    /// The `log:` section goes on past the most moves a record holds.
    LogTooLong {
        /// The most moves ([`crate::record::MAX_ENTRIES`]).
        most: u64,
    },
    /// A fleet section goes on past the most lines a fleet takes.
    FleetTooLong {
        /// The player whose section it is, as the sheet names them.
        owner: String,
        /// The most lines a fleet section holds.
        lines: u64,
        /// The most ships of a fleet ([`crate::rules::MAX_SHIPS`]).
        ships: u64,
        /// The most rows of a drawing ([`crate::record::MAX_GRID_SIDE`]).
        rows: u64,
    },
    /// A shots grid goes on past the most lines a grid takes.
    ShotsTooLong {
        /// The player whose grid it is.
        owner: String,
        /// The most lines a shots grid holds.
        lines: u64,
        /// The most rows of a grid ([`crate::record::MAX_GRID_SIDE`]).
        rows: u64,
    },
    /// Without `players:`, a third name's fleet section.
    ThirdFleet {
        /// The third name, as written.
        owner: String,
    },
    /// Without `players:`, fewer than two fleet sections.
    FleetSections {
        /// How many there are (0 or 1).
        found: u64,
    },
    /// A player without a fleet section.
    NoFleet {
        /// The player.
        player: String,
    },
    /// A fleet or shots section for a name that is not a player's.
    NotAPlayer {
        /// The name as the section wrote it.
        owner: String,
        /// The two players.
        players: [String; 2],
    },
    /// A `log:` section and shot grids both.
    LogAndGrids,
    /// A second `log:` section.
    SecondLog,
    /// A second fleet section for one player.
    SecondFleet {
        /// The player.
        player: String,
    },
    /// A second shots section for one player.
    SecondShots {
        /// The player.
        player: String,
    },
    /// A `log:` line's move number lower than the one before it (docs/format.md §6 "The `log:`
    /// section"): which of the two came first would be a guess.
    MoveBack {
        /// The line's move number, its digits as written (ASCII; of any length).
        number: String,
        /// The number before it, likewise.
        before: String,
        /// The line (from 1) of the number before it.
        line: u64,
    },
    /// The log fires more shots in all than a record holds.
    LogShots {
        /// The most shots ([`crate::record::MAX_LOG_SHOTS`]).
        most: u64,
    },
    /// Shot grids for one player only.
    ShotsOfOne {
        /// The player whose grid is given.
        given: String,
        /// The player whose grid is not.
        missing: String,
    },
    /// `numbering: round` under rules of one shot a turn (docs/format.md §6 "Shot grids (`NAME
    /// shots:`)").
    RoundWithoutSalvo,
    /// `numbering: player` under salvo rules.
    PlayerWithSalvo,

    // Drawings (docs/format.md §6 "Fleets"; `broadside fleet`'s plain text: docs/format.md §2
    // "Drawn fleets").
    /// A first line of letters that is both column letters and a row of class initials, which
    /// the drawing's rows do not settle.
    LettersOrInitials {
        /// The line as written.
        line: String,
        /// How many rows the drawing has with it as a row.
        rows: u64,
        /// The board's rows.
        board_rows: u64,
    },
    /// A fleet section with nothing in it.
    EmptyFleet {
        /// The player whose section it is; `None` for a fleet checked alone without a name
        /// (`broadside fleet`), worded "the fleet".
        owner: Option<String>,
    },
    /// A row of a drawing whose rows are numbered that is out of turn or has no number.
    RowNumber {
        /// The player whose drawing it is; `None` for a fleet checked alone without a name.
        owner: Option<String>,
        /// The row it stands for (from 1).
        row: u64,
        /// What is wrong with its number.
        why: RowNumberFault,
    },
    /// A drawing that marks ships both with class initials and with ship marks.
    MixedMarks {
        /// An initial it uses.
        initial: char,
        /// A ship mark it uses.
        mark: char,
    },
    /// A character of a drawing on paper that is no mark of docs/format.md §2 "Drawn fleets".
    NotAMark {
        /// The character.
        mark: char,
    },
    /// A character of a drawing in the record a paper record converts to that is no mark of
    /// docs/format.md §2 "Drawn fleets".
    NotADrawnMark {
        /// The character.
        mark: char,
    },
    /// A row of a drawing wider than a board may be.
    RowTooWide {
        /// Its cells.
        cells: u64,
        /// The most cells a row has ([`crate::record::MAX_GRID_SIDE`]).
        most: u64,
    },
    /// A row of a drawing on paper off the width of the others.
    UnequalRows {
        /// The row (from 1).
        row: u64,
        /// Its cells.
        cells: u64,
        /// The line (from 1) of a row of the common width.
        other_line: u64,
        /// The common width, in cells.
        width: u64,
        /// Whether the row is a ruled line (`- - -`), which is no row where the board's rows are
        /// drawn without it.
        ruled: bool,
    },
    /// A drawing of unnumbered rows that are not the board's: which are, or which is missing,
    /// would be a guess.
    DrawnRows {
        /// The player whose drawing it is; `None` for a fleet checked alone without a name.
        owner: Option<String>,
        /// Its rows.
        rows: u64,
        /// The board's rows.
        board_rows: u64,
    },
    /// A drawing with more rows than a board may have.
    DrawingTooTall {
        /// Its rows.
        rows: u64,
        /// The most rows ([`crate::record::MAX_GRID_SIDE`]).
        most: u64,
    },
    /// A drawing's column letters name another number of columns than its rows have cells.
    LettersForRows {
        /// The columns the letters name.
        letters: u64,
        /// The cells of a row.
        cells: u64,
    },
    /// A shot grid's column letters name another number of columns than the board has.
    LettersForBoard {
        /// The columns the letters name.
        letters: u64,
        /// The board's columns.
        columns: u64,
    },
    /// A ruled line that may also be a row of water, where the lines do not settle which are
    /// the board's rows.
    RulingOrRow {
        /// The line as written.
        line: String,
        /// The board's rows.
        board_rows: u64,
        /// The lines of the drawing.
        lines: u64,
        /// How many of them may be a ruled line or a row.
        may: u64,
    },
    /// A ruled line that cannot be a row, without which the drawing has another number of rows
    /// than the board.
    RulingLeaves {
        /// The line as written.
        line: String,
        /// The rows left without the ruled lines that cannot be rows.
        rows: u64,
        /// The board's rows.
        board_rows: u64,
    },

    // Shot grids (docs/format.md §6 "Shot grids (`NAME shots:`)").
    /// A missing row of a shot grid whose rows are numbered.
    ShotRowMissing {
        /// The player whose grid it is.
        owner: String,
        /// The missing row (from 1).
        row: u64,
        /// The number the line standing in its place has, if any.
        numbered: Option<u64>,
    },
    /// A shot grid of another number of rows than the board's.
    ShotRows {
        /// The player whose grid it is.
        owner: String,
        /// The board's rows.
        board_rows: u64,
        /// The grid's rows.
        rows: u64,
    },
    /// A row of a shot grid whose other rows are numbered, without its number.
    ShotRowNumber {
        /// The player whose grid it is.
        owner: String,
        /// The row (from 1).
        row: u64,
        /// Its first word as written; `None` where it has none.
        found: Option<String>,
    },
    /// A row of a shot grid with another number of cells than the board has columns.
    ShotRowCells {
        /// The player whose grid it is.
        owner: String,
        /// The row (from 1).
        row: u64,
        /// The board's columns.
        width: u64,
        /// The row's cells.
        found: u64,
        /// Whether the grid's rows are numbered.
        numbered: bool,
    },
    /// A cell of a shot grid that is neither `.` nor a shot's number with an optional mark.
    NotAShotCell {
        /// The player whose grid it is.
        owner: String,
        /// The cell as written.
        found: String,
    },
    /// A shot's number of 0 or past the most.
    ShotNumber {
        /// The player whose grid it is.
        owner: String,
        /// The number.
        found: u64,
        /// The most ([`crate::record::MAX_ENTRIES`]).
        most: u64,
    },
    /// `NO` (a number, then a capital O) where another cell holds the number and none holds
    /// ten times it: a miss mark or a zero, which would be a guess.
    CapitalO {
        /// The player whose grid it is.
        owner: String,
        /// The number before the O.
        number: u64,
    },
    /// A mark `x` or `o` on a shot grid under salvo rules.
    SalvoMark,
    /// Under round numbering, a round missing from one sheet before a later one.
    SkippedRound {
        /// The player whose sheet lacks the round.
        player: String,
        /// The missing round.
        number: u64,
        /// The player whose sheet goes on past it, when it is the other one; `None` when it is
        /// the same sheet.
        holder: Option<String>,
        /// The highest round of the sheets.
        max: u64,
    },
    /// Under player numbering, a gap in a player's numbers.
    NumberGap {
        /// The player.
        player: String,
        /// The first number missing.
        missing: u64,
        /// The number found in its place.
        found: u64,
    },
    /// Under player numbering, a number on more than one cell of a sheet.
    NumberTwice {
        /// The player.
        player: String,
        /// The number.
        number: u64,
        /// The cells holding it, as the sheet names them (`B3`, `Б3`).
        cells: Vec<String>,
    },
    /// Under game numbering, a number on both sheets.
    NumberOnBoth {
        /// The number.
        number: u64,
        /// The player of the first sheet with it.
        first: String,
        /// The line (from 1) of its cell there.
        first_line: u64,
        /// The player of the second.
        second: String,
        /// The line of its cell there.
        second_line: u64,
    },
    /// The record a paper record converts to lacks a fleet of the two.
    TwoFleets,

    // The record a paper record converts to, read back typed (docs/format.md §2).
    /// A forfeit entry's reason that is none of docs/format.md §2 "Forfeit entries".
    NoForfeitReason {
        /// The reason as written.
        reason: String,
    },
    /// A log entry that fires at nothing and forfeits nothing.
    FiresAtNothing,
    /// A volley's reply counting more hits of a class than a count holds.
    TooManyHits {
        /// The count.
        hits: u64,
    },

    // Look-alikes (docs/format.md §6 "Fleets", on Latin look-alikes).
    /// A fault at a Cyrillic letter that looks like a Latin one, which a Russian keyboard types:
    /// the frame of the fault saying so.
    Lookalike {
        /// What is wrong.
        fault: Box<Fault>,
        /// The Cyrillic letter.
        letter: char,
    },

    // A JSON record written as paper (docs/format.md §6
    // "`broadside record [FILE] [--to json|paper] [--lang CODE]`").
    /// A player's name that paper cannot hold.
    UnwritableName {
        /// The name.
        name: String,
        /// Why.
        why: NameFault,
    },
    /// A class name that paper cannot hold.
    UnwritableClass {
        /// The class name.
        class: String,
        /// Why.
        why: UnwritableClass,
    },
    /// One player's name is the other's and a space, so that a log line could be read as
    /// either's.
    NamePrefix {
        /// The longer name.
        long: String,
        /// The shorter.
        short: String,
        /// Whether a record is being written as paper (`broadside record --to paper`), which
        /// refuses any such pair; else a sheet is being read, which refuses a pair whose longer
        /// name goes on with a cell.
        writing: bool,
    },
    /// A record of other than two players.
    PlayerCount {
        /// How many it has.
        found: u64,
    },
    /// A name (`first`, an entry's player) that is neither player's.
    NotOneOf {
        /// The name.
        found: String,
        /// The two players.
        players: [String; 2],
    },
    /// A player without a fleet in the record.
    NoFleetFor {
        /// The player.
        player: String,
    },
    /// `ship` beside no one-shot reply `hit` or `sunk`.
    ShipWithoutReply,
    /// A volley's reply object for one shot.
    VolleyReplyForShot,
    /// A one-shot reply word for a list of shots.
    WordReplyForVolley,
}

/// Why a row of a drawing with numbered rows is out of turn (docs/format.md §6 "Fleets").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowNumberFault {
    /// It is numbered past its row, and its row comes later: the rows are out of order.
    Later {
        /// Its number.
        numbered: u64,
    },
    /// It is numbered past its row, which is missing.
    Missing {
        /// Its number.
        numbered: u64,
    },
    /// It is numbered below its row (the row before it is its row less 1).
    Below {
        /// Its number.
        numbered: u64,
    },
    /// It has no number where the other rows have theirs.
    NoNumber {
        /// Its first word as written.
        found: String,
    },
}

/// Why paper cannot hold a player's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameFault {
    /// It is empty or all spaces.
    Empty,
    /// It has spaces at its ends.
    Spaces,
    /// It holds a comma or a colon.
    CommaOrColon,
    /// It holds a control character.
    Control,
    /// It holds `//`, which starts a comment.
    Comment,
}

/// Why paper cannot hold a class name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnwritableClass {
    /// It is empty or has spaces at its ends.
    EmptyOrSpaces,
    /// It holds a comma, a semicolon, a colon, `//` or a control character.
    Punctuation,
    /// Its last word reads as a cell.
    EndsInCell,
    /// It is not one of the fleet's classes, and a paper record names only those (v3).
    NotInFleet,
}

/// The words a sheet's settled language writes for the terms that could stand where another word
/// stood (docs/format.md §6 "Words and digits in the players' own language").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderWords {
    /// The language's name in itself (`Nederlands`).
    pub language: String,
    /// Its code (`nl`).
    pub code: String,
    /// Each term: its English word, as the record names it (`rules`), and the language's words
    /// for it.
    pub terms: Vec<(String, Vec<String>)>,
}
