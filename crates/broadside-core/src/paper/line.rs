//! The lines of a paper record that count, and errors placed on them by line and column: the
//! bottom of the paper reader, which every other part reads its text through.

use std::borrow::Cow;

use crate::error::{QUOTED_CHARS, is_unsafe_char, quote};

/// One line of the paper that is neither blank nor a comment, without its surrounding spaces.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Line<'t> {
    /// 1-based line number.
    pub no: usize,
    /// The line's text, trimmed.
    pub text: &'t str,
    /// The 1-based column (in characters) where `text` starts.
    pub column: usize,
}

/// The paper's lines that count: blank lines and comments left out (`//` starts a comment at
/// the start of a line or after its text, v3; not inside a JSON string of a header's value).
pub(crate) fn lines(text: &str) -> impl Iterator<Item = Line<'_>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.split('\n').enumerate().filter_map(|(i, raw)| {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let raw = &raw[..comment_start(raw).unwrap_or(raw.len())];
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with("//") {
            return None;
        }
        let lead = raw.len() - raw.trim_start().len();
        Some(Line { no: i + 1, text: trimmed, column: raw[..lead].chars().count() + 1 })
    })
}

/// Where a comment `//` starts in `line`, outside JSON strings (a header's `meta` or `rules`
/// may hold `"http://…"`).
fn comment_start(line: &str) -> Option<usize> {
    let (mut in_string, mut escaped) = (false, false);
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            b'"' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => return Some(i),
            _ => {}
        }
    }
    None
}

/// The 1-based column of `sub`, a slice of `line.text`.
pub(crate) fn column_of(line: &Line, sub: &str) -> usize {
    let offset = (sub.as_ptr() as usize).saturating_sub(line.text.as_ptr() as usize).min(line.text.len());
    line.column + line.text[..offset].chars().count()
}

/// A name as messages show it: as written, but quoted ([`quote`]) when it holds spaces at its
/// ends, is longer than a message quotes, or holds a character that is not safe to print.
pub(crate) fn shown(name: &str) -> Cow<'_, str> {
    let plain = name.trim() == name && name.chars().count() <= QUOTED_CHARS && !name.chars().any(is_unsafe_char);
    if plain { Cow::Borrowed(name) } else { Cow::Owned(quote(name)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_blank_lines_do_not_count() {
        let l: Vec<Line> = lines(
            "\u{feff}// a comment\n\n   rules: salvo  // club rules\r\n  // another\nmeta: {\"a\": \"http://x\\\"//\"} // c\n",
        )
        .collect();
        assert_eq!(l.len(), 2);
        assert_eq!((l[0].no, l[0].text, l[0].column), (3, "rules: salvo", 4));
        assert_eq!(l[1].text, r#"meta: {"a": "http://x\"//"}"#);
    }
}
