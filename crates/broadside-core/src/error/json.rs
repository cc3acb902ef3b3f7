//! serde's and serde_json's own words as facts: what a reader found ([`Found`]), what it expected
//! ([`Expected`]) and why a text is not JSON ([`Syntax`]), read from their sentences
//! ([`InputError::from_json`](super::InputError::from_json)) and worded by the wording layer
//! (`words/json_faults.rs`) in any language.
//!
//! Each kind's English is its catalog's (`lang/en.ftl`, `json-found`, `json-expected`,
//! `json-syntax`), which `Display` says: our visitors' `expecting` writes an [`Expected`], and
//! serde's sentence is read back by comparing it with each kind's English, so that the words are
//! written once. Anything unforeseen is kept as serde says it (`Other`), worded in English.

/// What serde found where it expected something else (serde's `Unexpected`, as serde_json says
/// it): `integer `3``, `string "C4"`, `null`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// `true` or `false` (`boolean `true``).
    Bool(bool),
    /// An integer, its digits as serde wrote them (`integer `-3``).
    Integer(String),
    /// A number with a fraction or an exponent, as serde wrote it (`floating point `1.5``).
    Float(String),
    /// A string, as serde quotes it (escaped as Rust's `Debug` escapes it, without its double
    /// quotes, cut to [`QUOTED_CHARS`](super::QUOTED_CHARS) characters): `string "C4"`.
    String(String),
    /// JSON's `null`.
    Null,
    /// A list (serde's `sequence`).
    Sequence,
    /// An object (serde's `map`).
    Map,
    /// Anything else, as serde says it (in English).
    Other(String),
}

impl Found {
    /// The fact serde's words `text` (`integer `3``) name; [`Found::Other`] for words of no kind
    /// here.
    pub(crate) fn read(text: &str) -> Found {
        let ticked = |prefix: &str| {
            text.strip_prefix(prefix)
                .and_then(|r| r.strip_prefix('`'))
                .and_then(|r| r.strip_suffix('`'))
                .filter(|v| !v.is_empty() && !v.contains('`'))
                .map(str::to_owned)
        };
        match text {
            "null" => return Found::Null,
            "sequence" => return Found::Sequence,
            "map" => return Found::Map,
            "boolean `true`" => return Found::Bool(true),
            "boolean `false`" => return Found::Bool(false),
            _ => {}
        }
        if let Some(v) = ticked("integer ").filter(|v| v.trim_start_matches('-').bytes().all(|b| b.is_ascii_digit())) {
            Found::Integer(v)
        } else if let Some(v) = ticked("floating point ") {
            Found::Float(v)
        } else if let Some(v) = text.strip_prefix("string \"").and_then(|r| r.strip_suffix('"')) {
            Found::String(v.to_owned())
        } else {
            Found::Other(text.to_owned())
        }
    }

    /// Its kind, as the catalogs select on it (`json-found`).
    pub fn kind(&self) -> &'static str {
        match self {
            Found::Bool(_) => "boolean",
            Found::Integer(_) => "integer",
            Found::Float(_) => "float",
            Found::String(_) => "string",
            Found::Null => "null",
            Found::Sequence => "sequence",
            Found::Map => "map",
            Found::Other(_) => "other",
        }
    }
}

/// A Rust integer type serde read a number into: serde names it where a number does not fit
/// (`u8`); the catalogs say its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntType {
    /// `u8`.
    U8,
    /// `u16`.
    U16,
    /// `u32`.
    U32,
    /// `u64`.
    U64,
    /// `usize`.
    Usize,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `isize`.
    Isize,
}

impl IntType {
    /// Every one.
    pub const ALL: [IntType; 10] = [
        IntType::U8,
        IntType::U16,
        IntType::U32,
        IntType::U64,
        IntType::Usize,
        IntType::I8,
        IntType::I16,
        IntType::I32,
        IntType::I64,
        IntType::Isize,
    ];

    /// Its name, as serde says it (`u8`).
    pub fn name(self) -> &'static str {
        match self {
            IntType::U8 => "u8",
            IntType::U16 => "u16",
            IntType::U32 => "u32",
            IntType::U64 => "u64",
            IntType::Usize => "usize",
            IntType::I8 => "i8",
            IntType::I16 => "i16",
            IntType::I32 => "i32",
            IntType::I64 => "i64",
            IntType::Isize => "isize",
        }
    }

    /// Its smallest and largest values.
    pub fn range(self) -> (i128, u128) {
        match self {
            IntType::U8 => (0, u8::MAX.into()),
            IntType::U16 => (0, u16::MAX.into()),
            IntType::U32 => (0, u32::MAX.into()),
            IntType::U64 => (0, u64::MAX.into()),
            IntType::Usize => (0, usize::MAX as u128),
            IntType::I8 => (i8::MIN.into(), i8::MAX as u128),
            IntType::I16 => (i16::MIN.into(), i16::MAX as u128),
            IntType::I32 => (i32::MIN.into(), i32::MAX as u128),
            IntType::I64 => (i64::MIN.into(), i64::MAX as u128),
            IntType::Isize => (isize::MIN as i128, isize::MAX as u128),
        }
    }
}

/// What a reader expected (serde's `Expected`): serde's own types, and each of our visitors'
/// `expecting`, which writes one of these ([`std::fmt::Display`], the English catalog's words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    // serde's own.
    /// serde's `String` (and our names' reader): `a string`.
    String,
    /// serde's `bool`: `a boolean`.
    Boolean,
    /// serde's integers: `u64` and the like.
    Integer(IntType),
    /// serde's `Vec`: `a sequence`.
    Sequence,
    /// serde's maps: `a map`.
    Map,
    /// A derived struct (and a visitor written as one): `struct ShipRecord`, by its Rust name.
    Struct(String),
    // Our visitors'.
    /// A coordinate (`coord.rs`).
    Coordinate,
    /// One integer of a `[column, row]` pair.
    Axis,
    /// A record's log (`shots`).
    Log,
    /// A list of names (`players`, a volley's `sunk`).
    Names,
    /// The fleets by player (`fleets`).
    Fleets,
    /// One player's fleet: a list of ships or a drawing.
    Fleet,
    /// One row of a drawn fleet.
    GridRow,
    /// A ship's cells.
    ShipCells,
    /// A shot's target: a coordinate or a volley.
    Target,
    /// One element of a volley or of a pair.
    Element,
    /// A volley's hits by class.
    HitsByClass,
    /// One class's hit count, at most [`MAX_VOLLEY`](crate::record::MAX_VOLLEY).
    HitCount,
    /// A reply.
    Reply,
    /// Counts by class, in a written record (`record/write.rs`).
    CountsByClass,
    /// A custom fleet's list of classes.
    ClassList,
    /// A name of the rules (a base, a class).
    Name,
    /// Rules: a preset name or an object.
    Rules,
    /// A fleet name or a list of classes.
    FleetSpec,
    /// Anything else, as serde says it (in English).
    Other(String),
}

impl Expected {
    /// The kinds without facts, each read back from its English.
    pub const FIXED: [Expected; 22] = [
        Expected::String,
        Expected::Boolean,
        Expected::Sequence,
        Expected::Map,
        Expected::Coordinate,
        Expected::Axis,
        Expected::Log,
        Expected::Names,
        Expected::Fleets,
        Expected::Fleet,
        Expected::GridRow,
        Expected::ShipCells,
        Expected::Target,
        Expected::Element,
        Expected::HitsByClass,
        Expected::HitCount,
        Expected::Reply,
        Expected::CountsByClass,
        Expected::ClassList,
        Expected::Name,
        Expected::Rules,
        Expected::FleetSpec,
    ];

    /// The kind whose English is `text` (`u8`, `struct ShipRecord`, a visitor's words);
    /// [`Expected::Other`] for words of no kind here.
    pub(crate) fn read(text: &str) -> Expected {
        if let Some(int) = IntType::ALL.into_iter().find(|t| t.name() == text) {
            return Expected::Integer(int);
        }
        if let Some(name) = text.strip_prefix("struct ").filter(|n| is_identifier(n)) {
            return Expected::Struct(name.to_owned());
        }
        Expected::FIXED.into_iter().find(|k| k.to_string() == text).unwrap_or_else(|| Expected::Other(text.to_owned()))
    }

    /// Its kind, as the catalogs select on it (`json-expected`).
    pub fn kind(&self) -> &'static str {
        match self {
            Expected::String => "string",
            Expected::Boolean => "boolean",
            Expected::Integer(_) => "integer",
            Expected::Sequence => "sequence",
            Expected::Map => "map",
            Expected::Struct(_) => "struct",
            Expected::Coordinate => "coordinate",
            Expected::Axis => "axis",
            Expected::Log => "log",
            Expected::Names => "names",
            Expected::Fleets => "fleets",
            Expected::Fleet => "fleet",
            Expected::GridRow => "grid-row",
            Expected::ShipCells => "ship-cells",
            Expected::Target => "target",
            Expected::Element => "element",
            Expected::HitsByClass => "hits-by-class",
            Expected::HitCount => "hit-count",
            Expected::Reply => "reply",
            Expected::CountsByClass => "counts-by-class",
            Expected::ClassList => "class-list",
            Expected::Name => "name",
            Expected::Rules => "rules",
            Expected::FleetSpec => "fleet-spec",
            Expected::Other(_) => "other",
        }
    }
}

/// Whether `s` is a Rust identifier (a derived struct's name).
pub(super) fn is_identifier(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Why a text is not JSON, or where it ended: serde_json's syntax errors (its `ErrorCode`s but
/// for the trailing characters, [`JsonFault::Trailing`](super::JsonFault::Trailing)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Syntax {
    /// The text ends inside a list.
    EofList,
    /// The text ends inside an object.
    EofObject,
    /// The text ends inside a string.
    EofString,
    /// The text ends where a value belongs.
    EofValue,
    /// A key without its `:`.
    ExpectedColon,
    /// A list's element followed by neither `,` nor `]`.
    ExpectedListCommaOrEnd,
    /// An object's value followed by neither `,` nor `}`.
    ExpectedObjectCommaOrEnd,
    /// A word that begins as `true`, `false` or `null` does but is none of them.
    ExpectedIdent,
    /// No JSON value where one belongs.
    ExpectedValue,
    /// No `"` where a string belongs.
    ExpectedDoubleQuote,
    /// A backslash in a string before a letter that is no escape.
    InvalidEscape,
    /// A number written as JSON does not write one.
    InvalidNumber,
    /// A number too large to be read.
    NumberOutOfRange,
    /// A `\u` escape that is no Unicode character.
    InvalidUnicodeCodePoint,
    /// A control character (U+0000 to U+001F) inside a string.
    ControlCharacter,
    /// An object's key that is not a string.
    KeyMustBeAString,
    /// A `\u` escape of the first half of a surrogate pair without its second half.
    LoneLeadingSurrogate,
    /// A comma before a list's or an object's end.
    TrailingComma,
    /// A `\u` escape cut short.
    UnexpectedEndOfHexEscape,
    /// Lists and objects nested too deep.
    RecursionLimitExceeded,
    /// Any other sentence of serde_json's or serde's, as it says it (in English; input it quotes
    /// cut to [`QUOTED_CHARS`](super::QUOTED_CHARS) characters).
    Other(String),
}

impl Syntax {
    /// The kinds without facts, each read back from its English.
    pub const FIXED: [Syntax; 20] = [
        Syntax::EofList,
        Syntax::EofObject,
        Syntax::EofString,
        Syntax::EofValue,
        Syntax::ExpectedColon,
        Syntax::ExpectedListCommaOrEnd,
        Syntax::ExpectedObjectCommaOrEnd,
        Syntax::ExpectedIdent,
        Syntax::ExpectedValue,
        Syntax::ExpectedDoubleQuote,
        Syntax::InvalidEscape,
        Syntax::InvalidNumber,
        Syntax::NumberOutOfRange,
        Syntax::InvalidUnicodeCodePoint,
        Syntax::ControlCharacter,
        Syntax::KeyMustBeAString,
        Syntax::LoneLeadingSurrogate,
        Syntax::TrailingComma,
        Syntax::UnexpectedEndOfHexEscape,
        Syntax::RecursionLimitExceeded,
    ];

    /// The kind whose English is serde_json's `message` (without its position);
    /// [`Syntax::Other`] for any other.
    pub(crate) fn read(message: &str) -> Syntax {
        Syntax::FIXED
            .into_iter()
            .find(|k| k.to_string() == message)
            .unwrap_or_else(|| Syntax::Other(message.to_owned()))
    }

    /// Its kind, as the catalogs select on it (`json-syntax`).
    pub fn kind(&self) -> &'static str {
        match self {
            Syntax::EofList => "eof-list",
            Syntax::EofObject => "eof-object",
            Syntax::EofString => "eof-string",
            Syntax::EofValue => "eof-value",
            Syntax::ExpectedColon => "expected-colon",
            Syntax::ExpectedListCommaOrEnd => "expected-list-comma-or-end",
            Syntax::ExpectedObjectCommaOrEnd => "expected-object-comma-or-end",
            Syntax::ExpectedIdent => "expected-ident",
            Syntax::ExpectedValue => "expected-value",
            Syntax::ExpectedDoubleQuote => "expected-double-quote",
            Syntax::InvalidEscape => "invalid-escape",
            Syntax::InvalidNumber => "invalid-number",
            Syntax::NumberOutOfRange => "number-out-of-range",
            Syntax::InvalidUnicodeCodePoint => "invalid-unicode-code-point",
            Syntax::ControlCharacter => "control-character",
            Syntax::KeyMustBeAString => "key-must-be-a-string",
            Syntax::LoneLeadingSurrogate => "lone-leading-surrogate",
            Syntax::TrailingComma => "trailing-comma",
            Syntax::UnexpectedEndOfHexEscape => "unexpected-end-of-hex-escape",
            Syntax::RecursionLimitExceeded => "recursion-limit-exceeded",
            Syntax::Other(_) => "other",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind is read back from its English, and from nothing else: the words are written
    /// once (the English catalog), and no two kinds share them.
    #[test]
    fn each_kind_is_read_back_from_its_english() {
        for kind in Expected::FIXED {
            assert_eq!(Expected::read(&kind.to_string()), kind);
        }
        for int in IntType::ALL {
            assert_eq!(Expected::read(int.name()), Expected::Integer(int));
        }
        assert_eq!(Expected::read("struct ShipRecord"), Expected::Struct("ShipRecord".into()));
        assert_eq!(Expected::read("a tuple of size 2"), Expected::Other("a tuple of size 2".into()));
        for kind in Syntax::FIXED {
            assert_eq!(Syntax::read(&kind.to_string()), kind);
        }
        assert_eq!(Syntax::read("expected `,` or `}`"), Syntax::ExpectedObjectCommaOrEnd);
        for found in [
            Found::Bool(false),
            Found::Integer("-12".into()),
            Found::Float("1e30".into()),
            Found::String("a \\\"b\\\" `c`".into()),
            Found::Null,
            Found::Sequence,
            Found::Map,
        ] {
            assert_eq!(Found::read(&found.to_string()), found);
        }
        assert_eq!(Found::read("unit value"), Found::Other("unit value".into()));
        assert_eq!(Found::read("integer `1.5`"), Found::Other("integer `1.5`".into()));
    }
}
