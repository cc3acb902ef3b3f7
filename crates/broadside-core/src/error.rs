//! Input errors: a record that cannot be adjudicated (exit status 2). These are not violations.
//!
//! An error is data: where it stands ([`Place`]) and what is wrong ([`Fault`]). Its sentence,
//! in any language, is written by the wording layer (`words.rs`); `Display` gives the English.
//!
//! # Layers
//!
//! 1. `json`, `record`, `log`, `sheet` and `generate`: serde's and serde_json's words as facts,
//!    the faults of a JSON record, of a paper record's log, and of a paper record's sheets, and
//!    why rules cannot be generated, none importing another.

use std::borrow::Cow;

mod generate;
mod json;
mod log;
mod record;
mod sheet;

pub use crate::place::{JsonPath, PaperPart, Place, Step};
pub use generate::GenerateError;
pub use json::{Expected, Found, IntType, Syntax};
pub use log::{ClassPlace, ColumnSet, CyrillicReading, DigitScript, LogFault, Script, SheetWords, TermWords};
pub use record::{Arg, ClassFault, Counted, EntryKey, RecordFault, Side, Start};
pub use sheet::{HeaderWords, NameFault, RowNumberFault, SheetFault, UnwritableClass};

/// Why a record could not be adjudicated: where, and what was expected.
///
/// Its message (`Display`, in English; `Words::input_error` in any language) shows what it
/// quotes of the input through [`escape`]: a message may hold a field or a name as the input
/// wrote it (serde's "unknown field", a paper record's word), and it is printed on a terminal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// Where it stands.
    pub place: Place,
    /// What is wrong there.
    pub fault: Fault,
}

impl std::error::Error for InputError {}

/// What is wrong with an input, with the facts its sentence needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// The text is not JSON, or not of the record's shape, as serde_json found it.
    Json(JsonFault),
    /// The record is larger than [`MAX_RECORD_BYTES`](crate::referee::MAX_RECORD_BYTES); nothing
    /// of it was read past the limit.
    TooLarge {
        /// Its length in bytes, when it was read whole; `None` when reading stopped at the limit.
        bytes: Option<u64>,
        /// The limit, in bytes.
        limit: u64,
    },
    /// A JSON record that does not hold together, rules or a fleet that cannot be read.
    Record(Box<RecordFault>),
    /// A paper record's log, its words or its column letters (boxed: its facts are many, and an
    /// error is returned on every path of the paper reader).
    Log(Box<LogFault>),
    /// A paper record's header, sections, drawings or shot grids (boxed, likewise).
    Sheet(Box<SheetFault>),
    /// A file that cannot be opened or read.
    File(FileFault),
}

/// Why a file cannot be read: the command line's own errors before a record is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileFault {
    /// The path names a directory, where a file was expected.
    IsDirectory,
    /// The file cannot be opened.
    CannotOpen(IoWhy),
    /// The file (or standard input) cannot be read.
    CannotRead(IoWhy),
}

/// Why the system refused: the common reasons by kind, the rest in the system's own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IoWhy {
    /// No such file or directory.
    NotFound,
    /// Permission denied.
    PermissionDenied,
    /// A directory where a file was wanted.
    IsADirectory,
    /// A part of the path that should be a directory is not one.
    NotADirectory,
    /// Something is already there.
    AlreadyExists,
    /// The disk (or the quota) is full.
    StorageFull,
    /// The file system is read-only.
    ReadOnly,
    /// The reader went away (a closed pipe).
    BrokenPipe,
    /// The system ran out of memory.
    OutOfMemory,
    /// The file is being written or run by another program.
    Busy,
    /// The file is larger than the system allows.
    TooLarge,
    /// Another reason, as the system words it (English on most systems).
    Other(String),
}

impl From<&std::io::Error> for IoWhy {
    fn from(e: &std::io::Error) -> Self {
        use std::io::ErrorKind as K;
        match e.kind() {
            K::NotFound => IoWhy::NotFound,
            K::PermissionDenied => IoWhy::PermissionDenied,
            K::IsADirectory => IoWhy::IsADirectory,
            K::NotADirectory => IoWhy::NotADirectory,
            K::AlreadyExists => IoWhy::AlreadyExists,
            K::StorageFull | K::QuotaExceeded => IoWhy::StorageFull,
            K::ReadOnlyFilesystem => IoWhy::ReadOnly,
            K::BrokenPipe => IoWhy::BrokenPipe,
            K::OutOfMemory => IoWhy::OutOfMemory,
            K::ResourceBusy | K::ExecutableFileBusy => IoWhy::Busy,
            K::FileTooLarge => IoWhy::TooLarge,
            _ => IoWhy::Other(e.to_string()),
        }
    }
}

impl Fault {
    /// What serde_json found wrong in a value, as data, without its place (the caller says
    /// where: a book's line, a sheet's `meta:` value, a log's `[column,row]` pair); worded by
    /// [`crate::words::Words::json_reason`].
    pub fn of_json(e: serde_json::Error) -> Box<Fault> {
        Box::new(InputError::from_json(e, None).fault)
    }
}

/// An error of the operating system: why, as data ([`IoWhy`]), and as the system said it
/// (English on most systems), for what keeps the system's own words (a record's `meta`).
/// `Display` gives the system's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SystemError {
    /// Why, as data.
    pub why: IoWhy,
    /// The system's own words (`No such file or directory (os error 2)`).
    pub said: String,
}

impl From<&std::io::Error> for SystemError {
    fn from(e: &std::io::Error) -> Self {
        SystemError { why: e.into(), said: e.to_string() }
    }
}

impl std::fmt::Display for SystemError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said)
    }
}

/// How a text is not JSON or not of the record's shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsonFault {
    /// The text ends before the JSON does: what serde_json was reading (a `Syntax::Eof*`).
    Eof(Syntax),
    /// More than one JSON value: text after the record. `one_a_line` when the input is not read
    /// a record a line, so that `--jsonl` is worth naming.
    Trailing {
        /// Whether to name `--jsonl`.
        one_a_line: bool,
    },
    /// A key the object does not have (serde's "unknown field").
    UnknownField {
        /// The key, cut to [`QUOTED_CHARS`] characters.
        found: String,
        /// The keys it has (none: it has no fields).
        expected: Vec<String>,
    },
    /// A name that is none of those allowed (serde's "unknown variant").
    UnknownVariant {
        /// The name, cut to [`QUOTED_CHARS`] characters.
        found: String,
        /// The names allowed.
        expected: Vec<String>,
    },
    /// A key the object must have (serde's "missing field").
    MissingField {
        /// The key.
        field: String,
    },
    /// A key given twice (serde's "duplicate field").
    DuplicateField {
        /// The key.
        field: String,
    },
    /// A value of another JSON type than expected (serde's "invalid type").
    InvalidType {
        /// What was found (`string "C4"`, `integer `3``), input it quotes cut to
        /// [`QUOTED_CHARS`] characters.
        found: Found,
        /// What was expected, as the reader says it.
        expected: Expected,
    },
    /// A value of the right type but not one allowed (serde's "invalid value").
    InvalidValue {
        /// What was found, as [`JsonFault::InvalidType`] says it.
        found: Found,
        /// What was expected.
        expected: Expected,
    },
    /// A list of another length than expected (serde's "invalid length").
    InvalidLength {
        /// Its length.
        found: u64,
        /// What was expected.
        expected: Expected,
    },
    /// Not JSON at all, or not the record's shape in words of no other kind: serde_json's error
    /// ([`Syntax::Other`] keeps its own words, input it quotes cut to [`QUOTED_CHARS`]
    /// characters).
    Syntax(Syntax),
}

impl From<RecordFault> for Fault {
    fn from(f: RecordFault) -> Self {
        Fault::Record(Box::new(f))
    }
}

impl From<LogFault> for Fault {
    fn from(f: LogFault) -> Self {
        Fault::Log(Box::new(f))
    }
}

impl From<Box<LogFault>> for Fault {
    fn from(f: Box<LogFault>) -> Self {
        Fault::Log(f)
    }
}

impl From<SheetFault> for Fault {
    fn from(f: SheetFault) -> Self {
        Fault::Sheet(Box::new(f))
    }
}

impl InputError {
    /// `fault` at `place`.
    pub fn new(place: Place, fault: impl Into<Fault>) -> Self {
        InputError { place, fault: fault.into() }
    }

    /// `fault` at `line`, `column` (both from 1) of a text.
    pub fn text(line: usize, column: usize, fault: impl Into<Fault>) -> Self {
        InputError::new(Place::Text { line, column, path: None }, fault)
    }

    /// `fault` in the value at `path` of a record.
    pub fn value(path: JsonPath, fault: impl Into<Fault>) -> Self {
        InputError::new(Place::Value(path), fault)
    }

    /// `fault` on line `line` (from 1) of a text, as a whole.
    pub fn line(line: usize, fault: impl Into<Fault>) -> Self {
        InputError::new(Place::Line(line), fault)
    }

    /// `fault` in the input as a whole.
    pub fn input(fault: impl Into<Fault>) -> Self {
        InputError::new(Place::Input, fault)
    }

    /// A record of `bytes` bytes (or `None`: more than the limit, not counted further) over the
    /// limit of `limit` bytes.
    pub fn too_large(bytes: Option<usize>, limit: usize) -> Self {
        InputError {
            place: Place::Input,
            fault: Fault::TooLarge { bytes: bytes.map(|b| b as u64), limit: limit as u64 },
        }
    }

    /// Its line and column (from 1), where it has them.
    pub fn position(&self) -> Option<(usize, usize)> {
        match &self.place {
            Place::Text { line, column, .. } | Place::Paper { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }

    /// The path of the JSON value it is about, where known.
    pub fn path(&self) -> Option<&JsonPath> {
        match &self.place {
            Place::Text { path, .. } | Place::Paper { path, .. } => path.as_ref(),
            Place::Value(path) => Some(path),
            _ => None,
        }
    }

    /// Turns a serde_json error (with the path serde_path_to_error found, if any) into an input
    /// error with line, column, path and what serde_json expected.
    pub fn from_json(err: serde_json::Error, path: Option<&serde_path_to_error::Path>) -> Self {
        let (line, column) = (err.line(), err.column());
        let mut message = err.to_string();
        // serde_json appends the position, which this error shows in front.
        let suffix = format!(" at line {line} column {column}");
        if let Some(stripped) = message.strip_suffix(&suffix) {
            message.truncate(stripped.len());
        }
        let fault = match err.classify() {
            serde_json::error::Category::Eof => Fault::Json(JsonFault::Eof(Syntax::read(&message))),
            _ if message == "trailing characters" => Fault::Json(JsonFault::Trailing { one_a_line: true }),
            serde_json::error::Category::Data => match RecordFault::raised(&message) {
                Some(fault) => Fault::Record(Box::new(fault)),
                None => Fault::Json(
                    serde_data_fault(&message)
                        .unwrap_or_else(|| JsonFault::Syntax(Syntax::Other(shorten_quoted(&message).into_owned()))),
                ),
            },
            _ => Fault::Json(JsonFault::Syntax(Syntax::read(&shorten_quoted(&message)))),
        };
        let path = path.and_then(known_path);
        InputError { place: Place::Text { line, column, path }, fault }
    }

    /// This error, about the value of the command-line flag `flag` (`--rules`): placed at the
    /// flag, where it stands nowhere in particular of the value, else kept whole (its line,
    /// column and path are of the value) under [`RecordFault::Argument`].
    #[must_use]
    pub fn in_flag(self, flag: &'static str) -> Self {
        match self.place {
            Place::Input => InputError::new(Place::Flag(flag), self.fault),
            _ => InputError::new(Place::Flag(flag), RecordFault::Argument(Box::new(self))),
        }
    }

    /// The error with its column counted in characters of `text` rather than bytes.
    pub fn in_characters(mut self, text: &str) -> Self {
        if let Place::Text { line, column, .. } = &mut self.place {
            *column = text
                .split('\n')
                .nth(line.saturating_sub(1))
                .map_or(*column, |l| l.get(..(*column).min(l.len())).map_or(*column, |p| p.chars().count()));
        }
        self
    }
}

/// The path serde_path_to_error found, less the segments it could not name (an unknown one, for
/// a syntax error before the next key was read); `None` when nothing is left. Each key is cut as
/// a message quotes input ([`QUOTED_CHARS`]).
fn known_path(path: &serde_path_to_error::Path) -> Option<JsonPath> {
    use serde_path_to_error::Segment;
    let mut steps = Vec::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => steps.push(Step::Index(*index)),
            Segment::Map { key } => steps.push(Step::Key(cut(key).into_owned())),
            Segment::Enum { variant } => steps.push(Step::Key(cut(variant).into_owned())),
            Segment::Unknown => break,
        }
    }
    (!steps.is_empty()).then(|| JsonPath::of(steps))
}

/// serde's sentence for a data error read into its parts, where it is one of the sentences of
/// `serde::de::Error`'s provided methods (which serde_json keeps): "unknown field `x`, expected
/// `a` or `b`", "missing field `x`", "invalid type: string \"x\", expected …" and their kind.
/// This reads the fixed form of a third-party library's message, never one of ours (a fault of
/// ours reaches [`InputError::from_json`] as facts, [`RecordFault::raised`]); `None` for any
/// other sentence, which is kept as serde_json says it.
///
/// What the reader expected (names of keys and variants, a visitor's `expecting`) is the
/// program's, never the input's: it holds no backquote and no ", expected ", so the sentence is
/// split at the last of those, and the input's own text before it may hold anything.
fn serde_data_fault(message: &str) -> Option<JsonFault> {
    let listed = |rest: &str, none: &str| -> Option<(String, Vec<String>)> {
        if let Some(found) = rest.strip_suffix(none) {
            return Some((cut(found).into_owned(), Vec::new()));
        }
        let (found, expected) = rest.rsplit_once("`, expected ")?;
        Some((cut(found).into_owned(), one_of(expected)?))
    };
    let quoted = |rest: &str| rest.strip_suffix('`').filter(|f| !f.contains('`')).map(str::to_owned);
    let found_and_expected =
        |rest: &str| rest.rsplit_once(", expected ").map(|(f, e)| (Found::read(&shorten_quoted(f)), Expected::read(e)));
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let (found, expected) = listed(rest, "`, there are no fields")?;
        Some(JsonFault::UnknownField { found, expected })
    } else if let Some(rest) = message.strip_prefix("unknown variant `") {
        let (found, expected) = listed(rest, "`, there are no variants")?;
        Some(JsonFault::UnknownVariant { found, expected })
    } else if let Some(rest) = message.strip_prefix("missing field `") {
        quoted(rest).map(|field| JsonFault::MissingField { field })
    } else if let Some(rest) = message.strip_prefix("duplicate field `") {
        quoted(rest).map(|field| JsonFault::DuplicateField { field })
    } else if let Some(rest) = message.strip_prefix("invalid type: ") {
        found_and_expected(rest).map(|(found, expected)| JsonFault::InvalidType { found, expected })
    } else if let Some(rest) = message.strip_prefix("invalid value: ") {
        found_and_expected(rest).map(|(found, expected)| JsonFault::InvalidValue { found, expected })
    } else if let Some(rest) = message.strip_prefix("invalid length ") {
        let (found, expected) = rest.split_once(", expected ")?;
        // serde reads a struct from a list of its fields too: a list of the wrong length where an
        // object is meant is said as the list found where an object was expected.
        let as_list = expected.strip_prefix("struct ").and_then(|e| e.split_once(" with ")).map(|(name, _)| name);
        if let Some(name) = as_list.filter(|n| json::is_identifier(n)) {
            return Some(JsonFault::InvalidType {
                found: Found::read("sequence"),
                expected: Expected::Struct(name.to_owned()),
            });
        }
        Some(JsonFault::InvalidLength { found: found.parse().ok()?, expected: Expected::read(expected) })
    } else {
        None
    }
}

/// The names of serde's list of what was expected (its `OneOf`): "`a`", "`a` or `b`", "one of
/// `a`, `b`, `c`"; `None` for anything else.
fn one_of(list: &str) -> Option<Vec<String>> {
    let name = |n: &str| n.strip_prefix('`')?.strip_suffix('`').filter(|n| !n.contains('`')).map(str::to_owned);
    match list.strip_prefix("one of ") {
        Some(names) => names.split(", ").map(name).collect::<Option<Vec<_>>>().filter(|n| n.len() > 2),
        None => match list.split_once("` or `") {
            Some((a, b)) => Some(vec![name(&format!("{a}`"))?, name(&format!("`{b}"))?]),
            None => Some(vec![name(list)?]),
        },
    }
}

/// `s` cut to [`QUOTED_CHARS`] characters and `…`, where it is longer: as a message quotes
/// input, and as the path of a JSON reader's error names a key.
pub(crate) fn cut(s: &str) -> Cow<'_, str> {
    match s.char_indices().nth(QUOTED_CHARS) {
        Some((i, _)) => Cow::Owned(format!("{}…", &s[..i])),
        None => Cow::Borrowed(s),
    }
}

/// A message of serde's with each text it quotes from the input (`` `name` `` or
/// `"string"`, as serde quotes them) cut to [`QUOTED_CHARS`] characters.
fn shorten_quoted(message: &str) -> Cow<'_, str> {
    if message.len() <= QUOTED_CHARS {
        return Cow::Borrowed(message);
    }
    let mut out = String::with_capacity(message.len().min(1024));
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = rest.as_bytes()[open];
        out.push_str(&rest[..=open]);
        let inner = &rest[open + 1..];
        // The closing quote: the next one, but for a `"` escaped by a backslash in a string.
        let mut escaped = false;
        let close = inner.char_indices().find(|&(_, c)| {
            let closes = c == char::from(quote) && !escaped;
            escaped = quote == b'"' && c == '\\' && !escaped;
            closes
        });
        let Some((close, _)) = close else {
            out.push_str(&cut(inner));
            return Cow::Owned(out);
        };
        out.push_str(&cut(&inner[..close]));
        out.push(char::from(quote));
        rest = &inner[close + 1..];
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// The most characters of the input an error message quotes ([`quote`]).
pub const QUOTED_CHARS: usize = 40;

/// Whether `c` could take over a terminal or reorder the text around it when printed: a control
/// character (ESC, CR, line and paragraph separators) or a bidirectional format character (marks,
/// embeddings, overrides and isolates, such as U+202E).
pub fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        // Invisible format characters: a zero-width space quoted raw shows nothing wrong.
        || matches!(c, '\u{ad}' | '\u{180e}' | '\u{200b}'..='\u{200d}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// Text from the input made safe to print: every character of [`is_unsafe_char`] shown escaped
/// (`\u{202e}`, `\n`), so that a name cannot move the cursor, change colours, set a terminal's
/// title or reverse the words after it. Every path that prints input goes through it.
pub fn escape(s: &str) -> Cow<'_, str> {
    if s.chars().any(is_unsafe_char) {
        Cow::Owned(
            s.chars().map(|c| if is_unsafe_char(c) { c.escape_default().to_string() } else { c.to_string() }).collect(),
        )
    } else {
        Cow::Borrowed(s)
    }
}

/// Where `c` is a Cyrillic letter that looks like a Latin one (`Х`, `о`, `С` …), words saying so
/// for an error message, else nothing: a Russian keyboard types the look-alike.
pub fn lookalike(c: char) -> String {
    match LOOKALIKES.iter().find(|(cyrillic, _)| *cyrillic == c) {
        Some((_, latin)) => format!(" (this {c} is the Cyrillic letter, not the Latin {latin} it looks like)"),
        None => String::new(),
    }
}

/// The Cyrillic letter that the Latin letter `c` looks like (`E` and `Е`), if any.
pub fn cyrillic_twin(c: char) -> Option<char> {
    LOOKALIKES.iter().find(|(_, latin)| *latin == c).map(|(cyrillic, _)| *cyrillic)
}

/// The Latin letter that the Cyrillic letter `c` looks like (`Е` and `E`), if any.
pub fn latin_twin(c: char) -> Option<char> {
    LOOKALIKES.iter().find(|(cyrillic, _)| *cyrillic == c).map(|(_, latin)| *latin)
}

/// Cyrillic letters and the Latin ones they look like.
const LOOKALIKES: [(char, char); 20] = [
    ('А', 'A'),
    ('В', 'B'),
    ('Е', 'E'),
    ('К', 'K'),
    ('М', 'M'),
    ('Н', 'H'),
    ('О', 'O'),
    ('Р', 'P'),
    ('С', 'C'),
    ('Т', 'T'),
    ('Х', 'X'),
    ('У', 'Y'),
    ('а', 'a'),
    ('е', 'e'),
    ('о', 'o'),
    ('р', 'p'),
    ('с', 'c'),
    ('у', 'y'),
    ('х', 'x'),
    ('к', 'k'),
];

/// Text from the input as an error message quotes it: at most [`QUOTED_CHARS`] characters of it
/// (then `…`), escaped as by [`escape`], in backquotes.
pub fn quote(s: &str) -> String {
    let cut = s.char_indices().nth(QUOTED_CHARS).map_or(s, |(i, _)| &s[..i]);
    let more = if cut.len() < s.len() { "…" } else { "" };
    format!("`{}{more}`", escape(cut))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_bidirectional_characters_are_escaped() {
        assert_eq!(escape("ann"), "ann");
        assert_eq!(escape("a\u{1b}[2Jb\n"), "a\\u{1b}[2Jb\\n");
        assert_eq!(escape("a\u{200f}b\u{2028}c\u{61c}"), "a\\u{200f}b\\u{2028}c\\u{61c}");
        assert!(matches!(escape("Ærø"), Cow::Borrowed(_)));
    }

    #[test]
    fn invisible_characters_are_escaped_and_lookalikes_named() {
        assert_eq!(escape("A1\u{200b}"), "A1\\u{200b}");
        assert_eq!(lookalike('х'), " (this х is the Cyrillic letter, not the Latin x it looks like)");
        assert_eq!(lookalike('x'), "");
    }

    #[test]
    fn serde_quotes_are_cut_to_forty_characters() {
        let long = "x".repeat(100);
        let cut = format!("{}…", "x".repeat(40));
        assert_eq!(
            shorten_quoted(&format!("unknown variant `{long}`, expected `classic`")),
            format!("unknown variant `{cut}`, expected `classic`")
        );
        assert_eq!(
            shorten_quoted(&format!("invalid type: string \"a\\\"{long}\", expected a map")),
            format!("invalid type: string \"a\\\"{}…\", expected a map", "x".repeat(37))
        );
        assert_eq!(shorten_quoted("expected `,` or `}`"), "expected `,` or `}`");
    }

    /// serde's sentences read into their parts say, in English, what serde_json said, byte for
    /// byte; a fault of ours reaches the error as facts.
    #[test]
    fn serde_sentences_are_read_into_faults_and_said_as_serde_said_them() {
        let fleets = r#""fleets":{"ann":[],"ben":[]}"#;
        for (text, kind) in [
            (format!(r#"{{{fleets},"shots":[],"shot":1}}"#), "unknown field"),
            (format!(r#"{{"rules":"chess",{fleets},"shots":[]}}"#), "unknown variant"),
            (
                format!(
                    r#"{{"rules":{{"base":"salvo","fleet":[{{"ship":"a","size":2,"x":1}}]}},{fleets},"shots":[]}}"#
                ),
                "unknown field",
            ),
            (format!(r#"{{{fleets}}}"#), "missing field"),
            (format!(r#"{{{fleets},"shots":[{{"player":"ann","at":"A1","at":"A2"}}]}}"#), "duplicate field"),
            (format!(r#"{{{fleets},"shots":3}}"#), "invalid type"),
            (format!(r#"{{{fleets},"shots":[{{"player":"ann","at":[[1]]}}]}}"#), "invalid length"),
            (
                format!(r#"{{{fleets},"shots":[{{"player":"ann","at":"A1","reply":"{}"}}]}}"#, "x".repeat(60)),
                "unknown variant",
            ),
        ] {
            let serde = serde_json::from_str::<crate::record::GameRecord>(&text).unwrap_err().to_string();
            let serde = shorten_quoted(serde.split(" at line ").next().unwrap()).into_owned();
            let e = crate::referee::parse_record(&text).unwrap_err();
            assert!(matches!(e.fault, Fault::Json(ref f) if !matches!(f, JsonFault::Syntax(_))), "{text}: {e:?}");
            assert!(serde.starts_with(kind), "{serde}");
            assert_eq!(crate::words::Words::default().fault(&e.fault), serde, "{text}");
        }
        // Not one of serde's sentences: kept as serde_json says it.
        assert_eq!(serde_data_fault("invalid type: map"), None);
        assert_eq!(serde_data_fault("unknown field `a`, expected `b` and `c`"), None);
        // The input's own text may say anything: the program's names are read from the end.
        assert_eq!(
            serde_data_fault("unknown field `a`, expected `b`, expected `c` or `d`"),
            Some(JsonFault::UnknownField { found: "a`, expected `b".into(), expected: vec!["c".into(), "d".into()] })
        );
    }

    #[test]
    fn a_fault_of_ours_reaches_the_error_as_facts() {
        let text = r#"{"fleets":{"ann":[["cruiser","B2-E2"]],"ben":[]},"shots":[]}"#;
        let e = crate::referee::parse_record(text).unwrap_err();
        assert_eq!(e.fault, Fault::from(RecordFault::ShipAsList));
        assert_eq!(e.path().map(ToString::to_string).as_deref(), Some("fleets.ann[0]"));
        // A fault made an error and dropped is not taken for serde's own error after it.
        let _ = RecordFault::EmptyShip.de_error::<serde_json::Error>();
        let e = crate::referee::parse_record(r#"{"fleets":{"ann":[],"ben":[]},"shots":[],"x":1}"#).unwrap_err();
        assert!(matches!(e.fault, Fault::Json(JsonFault::UnknownField { .. })), "{e:?}");
    }

    #[test]
    fn a_quote_is_cut_to_forty_characters() {
        assert_eq!(quote("hit (nice)"), "`hit (nice)`");
        let long = "é".repeat(100);
        assert_eq!(quote(&long), format!("`{}…`", "é".repeat(40)));
        assert_eq!(quote(&"x".repeat(40)), format!("`{}`", "x".repeat(40)));
    }
}
