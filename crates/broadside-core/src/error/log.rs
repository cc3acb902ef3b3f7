//! A paper record's log, its words and its column letters (paper/line.rs, lexicon.rs, letters.rs, log.rs; docs/format.md §6): what is wrong, as facts.
//!
//! Names, words and cells are as the sheet wrote them (the wording layer quotes and escapes
//! them); languages by their catalog code (`nl`); a sheet's terms by the catalog message that
//! lists their words (`sheet-reply-hit`); columns counted from 1, as a sheet shows them.

/// A paper record's log, its words and its column letters: what is wrong, with the facts its sentence needs. Worded by the wording layer
/// (`words/log_faults.rs`), one message of the catalogs a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogFault {
    /// A grid's first line of letters mixes Latin and Cyrillic letters (docs/format.md §6
    /// "Fleets"): look-alikes typed on the other keyboard. At the first letter of the fewer
    /// alphabet.
    MixedLetters {
        /// The line, as written.
        line: String,
        /// The alphabet of the fewer letters (Latin or Cyrillic), the odd ones.
        odd: Script,
        /// The odd letters, in their order.
        letters: Vec<char>,
    },
    /// A grid's first line of letters is none of the column letter sets (docs/format.md §6
    /// "Fleets"): it must not become a row. At its first letter off the set it is closest to.
    NotColumnLetters {
        /// The line, as written.
        line: String,
        /// The columns of the grid, where the rules give them.
        columns: Option<u8>,
        /// The first letter off the set.
        letter: char,
        /// The set it is closest to.
        set: ColumnSet,
        /// The letter the set has there, if it has one.
        expected: Option<char>,
        /// How many letters matched the set before it.
        matched: usize,
    },
    /// A word of the sheet's words (docs/format.md §6 "Words and digits in the players' own
    /// language") in a language other than the one its `language:` header names (nor English).
    NotSheetLanguage {
        /// The word, as written.
        word: String,
        /// The languages it is a word of for `term`, by code.
        langs: Vec<String>,
        /// What it would mean: the term's catalog message (`sheet-reply-hit`).
        term: String,
        /// The header's language, by code.
        declared: String,
        /// The words that may stand there, in English and the header's language.
        expected: Vec<TermWords>,
    },
    /// A word that means two things, where it stands or in two languages, on a sheet whose
    /// language no header names (docs/format.md §6
    /// "Words and digits in the players' own language": never a guess).
    TwoMeanings {
        /// The word, as written.
        word: String,
        /// One meaning: its term's catalog message, and its language by code.
        term: String,
        /// The language of `term`, by code.
        lang: String,
        /// The other meaning: its term's catalog message.
        other_term: String,
        /// The language of `other_term`, by code.
        other_lang: String,
    },
    /// A word of a second language besides English, on a sheet without a `language:` header
    /// whose words so far were of another (docs/format.md §6
    /// "Words and digits in the players' own language").
    SecondLanguage {
        /// The word, as written.
        word: String,
        /// The languages it is a word of for `term`, by code.
        langs: Vec<String>,
        /// Its term's catalog message.
        term: String,
        /// The languages the sheet's words have kept to so far, by code.
        sheet_langs: Vec<String>,
        /// The sheet's first word not English's, as written.
        first: String,
        /// Where that word stands: its line, from 1.
        line: usize,
        /// Its column, from 1, in characters.
        column: usize,
        /// The words for `term` in English and the sheet's language.
        expected: Vec<TermWords>,
    },
    /// A `language:` header naming no language of the catalogs (docs/format.md §6
    /// "Words and digits in the players' own language").
    UnknownLanguage {
        /// The value, as written.
        found: String,
        /// The catalogs' languages, by code.
        languages: Vec<String>,
    },
    /// A number written in the digits of two scripts (docs/format.md §6
    /// "Words and digits in the players' own language"). At the first
    /// digit of the second script.
    MixedDigits {
        /// The script of the number's first digits.
        first: DigitScript,
        /// The script of the digit here.
        second: DigitScript,
    },
    /// A word that should name a class of the fleet names none (docs/format.md §6 "Fleets" and
    /// "The `log:` section"), in English nor the sheet's words for a preset's classes.
    UnknownClass {
        /// The fleet's classes, as the rules spell them.
        classes: Vec<String>,
        /// Where the sheet's language is settled, its words for the presets' classes the fleet
        /// has.
        sheet: Option<SheetWords>,
        /// The word, as written.
        found: String,
    },
    /// What a class was wanted for, around the reason it is no class ([`LogFault::UnknownClass`]).
    ClassOf {
        /// What the class names.
        of: ClassPlace,
        /// Why it is none.
        why: Box<LogFault>,
    },
    /// A coordinate written with a Latin letter that looks like a Cyrillic one, on a sheet whose
    /// column letters are Cyrillic: the look-alike names another column of the sheet, or it names
    /// none and the Latin letter names no column of the board either (docs/format.md §6 "Fleets",
    /// on Latin look-alikes).
    LatinLikeCyrillic {
        /// The coordinate, as written (`K6`).
        cell: String,
        /// Its Latin letter, as written.
        written: char,
        /// The Cyrillic letter it looks like.
        twin: char,
        /// The sheet's column letters on this board (`А Б В Г Д Е Ж З И К`).
        letters: String,
        /// The column the Latin letter names, from 1 (past `columns` when it names none).
        latin_column: u32,
        /// The board's columns.
        columns: u8,
        /// The coordinate read as Cyrillic, where the look-alike is a column letter of the sheet.
        as_cyrillic: Option<CyrillicReading>,
    },
    /// On a sheet written in Latin, a coordinate with a Cyrillic letter that looks like a Latin
    /// one and names another column (docs/format.md §6 "Fleets", on Latin look-alikes).
    CyrillicLikeLatin {
        /// The coordinate, as written (`В3`).
        cell: String,
        /// Its Cyrillic letter, as written.
        written: char,
        /// The Latin letter it looks like.
        twin: char,
        /// The column it names as Cyrillic, from 1.
        cyrillic_column: u32,
        /// The column the Latin look-alike names, from 1.
        latin_column: u32,
        /// The coordinate read as Latin (`B3`).
        twin_cell: String,
    },
    /// A range with one end in each alphabet (docs/format.md §6 "Fleets", on Latin look-alikes).
    MixedRange {
        /// The range, as written (`Д1-D3`).
        cells: String,
        /// The Latin end's letter.
        latin: char,
        /// The Cyrillic end's letter.
        cyrillic: char,
    },
    /// A coordinate in Cyrillic letters on a sheet whose grids label columns with two Cyrillic
    /// sets (docs/format.md §6 "Fleets").
    TwoWays {
        /// The coordinate, as written.
        cell: String,
        /// One set's letters.
        one: String,
        /// The other set's letters.
        other: String,
    },
    /// A coordinate whose first letter is none of the sheet's column letters (docs/format.md §6
    /// "Fleets").
    NotColumnLetter {
        /// The coordinate, as written.
        cell: String,
        /// Its first letter.
        letter: char,
        /// The sheet's Cyrillic column letters, where it has any.
        letters: Option<String>,
    },
    /// A `[column,row]` pair that is not two integers (docs/format.md §2, on coordinates).
    NotPair {
        /// The pair, as written.
        cell: String,
        /// What the JSON reader (serde_json) found wrong.
        detail: Box<super::Fault>,
    },
    /// A word in the place of a coordinate that is not a letter and a row number (docs/format.md
    /// §2, on coordinates).
    NotACell {
        /// The word, its column letter in Latin.
        cell: String,
    },
    /// A log line that starts with neither player's name (docs/format.md §6 "The `log:` section").
    NotALogLine {
        /// The two players, as the sheet names them.
        players: Vec<String>,
        /// The line after its move number, as written.
        found: String,
    },
    /// `forfeits` with no reason, or one of no forfeit (docs/format.md §6 "The `log:` section").
    ForfeitReason {
        /// The word for forfeits, as written.
        keyword: String,
        /// The reasons a record takes (`resigned`, `timeout`, …).
        reasons: Vec<String>,
        /// What follows it, as written.
        found: String,
    },
    /// A volley of more shots than a record holds (docs/format.md §4 "Limits").
    VolleyTooLong {
        /// The player firing it.
        player: String,
        /// The most shots of a volley.
        max: u64,
    },
    /// A player's move, around what is wrong with it.
    Move {
        /// The player, as the sheet names them.
        player: String,
        /// What is wrong.
        why: Box<LogFault>,
    },
    /// A move with no cell where its cells go (docs/format.md §6 "The `log:` section").
    NoCell {
        /// The word found there.
        found: String,
    },
    /// A move whose first word looks meant as a cell but is none, with why.
    NoCellBecause {
        /// Why the word is no cell.
        why: Box<LogFault>,
    },
    /// A word other than a cell before the colon of a volley (docs/format.md §6 "The `log:`
    /// section").
    OnlyCells {
        /// The word, as written.
        found: String,
    },
    /// A volley's reply written without the colon before it (docs/format.md §6 "The `log:`
    /// section").
    VolleyReplyAfterColon {
        /// The player firing it.
        player: String,
        /// What followed the cells, as written.
        found: String,
    },
    /// A shot's reply that is no reply word (docs/format.md §6 "The `log:` section").
    NoReply {
        /// The player who fired.
        player: String,
        /// Where the sheet's language is settled, its words for the replies.
        sheet: Option<SheetWords>,
        /// What was written, as written.
        found: String,
    },
    /// Words after a miss, which names no ship (docs/format.md §6 "The `log:` section").
    MissNamesShip {
        /// The word for miss, as written (lower case).
        word: String,
        /// What follows it.
        found: String,
    },
    /// A volley's hits that are not classes and counts (docs/format.md §6 "The `log:` section").
    VolleyHits {
        /// The part, as written.
        found: String,
    },
    /// A volley's hits naming more classes than a record holds (docs/format.md §4 "Limits").
    VolleyHitsTooMany {
        /// The most classes.
        max: u64,
    },
    /// Nothing or no `sunk` after a volley reply's semicolon (docs/format.md §6 "The `log:`
    /// section").
    NoSunk {
        /// What follows the semicolon.
        found: String,
    },
    /// An empty class between two commas of a volley's sunk ships.
    EmptyClass {
        /// The list, as written.
        list: String,
    },
    /// A volley sinking more ships than a record holds (docs/format.md §4 "Limits").
    VolleySinksTooMany {
        /// The most ships.
        max: u64,
    },
    /// A player's ship list, around what is wrong with it.
    Fleet {
        /// The owner, as the sheet names them.
        owner: String,
        /// What is wrong.
        why: Box<LogFault>,
    },
    /// A ship of a list with no cells after its class (docs/format.md §6 "Fleets").
    NoShipCells {
        /// The ship, as written.
        found: String,
    },
    /// A ship of a list with more than one range, or ranges and cells (docs/format.md §6 "Fleets").
    OneRange {
        /// The ship, as written.
        found: String,
    },
    /// A ship list of more ships than a fleet holds (docs/format.md §4 "Limits").
    TooManyShips {
        /// The owner, as the sheet names them.
        owner: String,
        /// The most ships.
        max: u64,
    },
}

/// A coordinate read with the Cyrillic letter its Latin one looks like ([`LogFault::LatinLikeCyrillic`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CyrillicReading {
    /// The column the Cyrillic letter names, from 1.
    pub column: u32,
    /// The coordinate read as Cyrillic (`К6`).
    pub cell: String,
}

/// An alphabet of column letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Script {
    /// Latin letters.
    Latin,
    /// Cyrillic letters.
    Cyrillic,
    /// A letter of neither.
    Other,
}

/// A set of column letters, as a fault names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ColumnSet {
    /// `A B C …`.
    Latin,
    /// One of the Cyrillic sets: its letters, `А Б В Г Д Е Ж З И К`.
    Cyrillic(String),
}

/// The script of a number's digits, by its digit zero: `'0'` for ASCII, or the zero of a
/// language's script (a catalog's `-language-digits`, [`crate::words::Lang::zero`]): `'০'`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DigitScript(pub char);

impl DigitScript {
    /// ASCII digits, 0–9.
    pub const ASCII: DigitScript = DigitScript('0');
}

/// What a class was wanted for ([`LogFault::ClassOf`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassPlace {
    /// The ship a shot's reply names (`hit cruiser`).
    Ship {
        /// The player who fired.
        player: String,
        /// The reply word, as written (lower case).
        reply: String,
    },
    /// A class a volley hit.
    VolleyHit,
    /// A class a volley sank.
    VolleySank,
    /// A ship's class in a ship list.
    ListedShip,
}

/// The words a sheet may write for one term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermWords {
    /// The term's catalog message (`sheet-reply-hit`).
    pub term: String,
    /// Its words, as the catalogs write them.
    pub words: Vec<String>,
}

/// The words a sheet in a settled language may write for some terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetWords {
    /// The language, by code.
    pub lang: String,
    /// Its words, term by term.
    pub terms: Vec<TermWords>,
}
