//! Input errors: a record that cannot be adjudicated (exit status 2). These are not violations.

use std::borrow::Cow;

use thiserror::Error;

/// Why a record could not be adjudicated, with where and what was expected.
///
/// Its message (`Display`) shows what it quotes of the input through [`escape`]: a message may
/// hold a field or a name as the input wrote it (serde's "unknown field", a paper record's word),
/// and it is printed on a terminal.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum InputError {
    /// The text is not valid JSON, or not of the record's shape.
    #[error("{line}:{column}: {}{}", at(path), escape(message))]
    Json {
        /// 1-based line of the input (of the line itself under `--jsonl`).
        line: usize,
        /// 1-based column.
        column: usize,
        /// The JSON path of the value, such as `shots[12].at`, when known.
        path: Option<String>,
        /// What was expected and what was found.
        message: String,
    },
    /// The record has the right shape but does not hold together (an unknown player, a reply
    /// whose form does not follow its shot, rules that are missing).
    #[error("{}{}", at(path), escape(message))]
    Invalid {
        /// The JSON path of the value, such as `shots[3].player`, when there is one.
        path: Option<String>,
        /// What was expected and what was found.
        message: String,
    },
    /// The input is larger than a limit allows; nothing of it was read past the limit.
    #[error("{} is over the limit of {limit}", escape(what))]
    Limit {
        /// What is too large, such as "the record (104857601 bytes)".
        what: String,
        /// The limit, in words.
        limit: String,
    },
    /// A command-line value (`--rules`, `--fleet`) could not be read.
    #[error("{flag}: {}", escape(message))]
    Argument {
        /// The flag, such as `--rules`.
        flag: &'static str,
        /// What was expected and what was found.
        message: String,
    },
}

/// `at PATH: `, the path escaped (it may hold keys of the input), or nothing without a path.
pub fn at(path: &Option<String>) -> String {
    match path.as_deref() {
        Some(p) if !p.is_empty() && p != "." => format!("at {}: ", escape(p)),
        _ => String::new(),
    }
}

/// What a message about text after a record adds: the way to give one record a line.
/// (Under `--jsonl` it is left out: each line is a record there already.)
pub const JSONL_HINT: &str = " (for one record a line, use --jsonl)";

impl InputError {
    /// An error about the value at `path`.
    pub fn invalid(path: impl Into<String>, message: impl Into<String>) -> Self {
        InputError::Invalid { path: Some(path.into()), message: message.into() }
    }

    /// Turns a serde_json error (with the path serde_path_to_error found, if any) into an input
    /// error with line, column, path and message.
    pub fn from_json(err: serde_json::Error, path: Option<String>) -> Self {
        let (line, column) = (err.line(), err.column());
        let mut message = err.to_string();
        // serde_json appends the position, which this error shows in front.
        let suffix = format!(" at line {line} column {column}");
        if let Some(stripped) = message.strip_suffix(&suffix) {
            message.truncate(stripped.len());
        }
        let message = match err.classify() {
            serde_json::error::Category::Eof => format!("{message} (the text ends before the JSON does)"),
            _ if message == "trailing characters" => {
                format!("{message}: expected the end of the record after it{JSONL_HINT}")
            }
            _ => message,
        };
        let message = shorten_quoted(&message).into_owned();
        InputError::Json { line, column, path: path.and_then(known_path), message }
    }

    /// The error with its column counted in characters of `text` rather than bytes.
    pub fn in_characters(self, text: &str) -> Self {
        match self {
            InputError::Json { line, column, path, message } => {
                let column = text
                    .split('\n')
                    .nth(line.saturating_sub(1))
                    .map_or(column, |l| l.get(..column.min(l.len())).map_or(column, |p| p.chars().count()));
                InputError::Json { line, column, path, message }
            }
            other => other,
        }
    }
}

/// A path as serde_path_to_error prints it, less the segments it could not name (`?`, for a
/// syntax error before the next key was read); `None` when nothing is left.
fn known_path(path: String) -> Option<String> {
    let mut known = path.as_str();
    while let Some(rest) = known.strip_suffix('?') {
        known = rest.trim_end_matches('.');
    }
    // A segment is a key of the input: held to what a message quotes of it.
    let known: Vec<String> = known.split('.').map(|segment| cut(segment).into_owned()).collect();
    let known = known.join(".");
    (!known.is_empty() && known != ".").then_some(known)
}

/// `s` cut to [`QUOTED_CHARS`] characters and `…`, where it is longer.
fn cut(s: &str) -> Cow<'_, str> {
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
        assert_eq!(known_path(format!("fleets.{long}.cells")), Some(format!("fleets.{cut}.cells")));
    }

    #[test]
    fn a_quote_is_cut_to_forty_characters() {
        assert_eq!(quote("hit (nice)"), "`hit (nice)`");
        let long = "é".repeat(100);
        assert_eq!(quote(&long), format!("`{}…`", "é".repeat(40)));
        assert_eq!(quote(&"x".repeat(40)), format!("`{}`", "x".repeat(40)));
    }
}
