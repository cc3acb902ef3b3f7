//! What a report says of one game or line, whatever its format: the options, where the game
//! stands in the input, its name and why it fails.

use std::borrow::Cow;

use crate::error::escape;
use crate::verdict::{Outcome, Severity, Verdict, Violation};

/// A report format for CI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// GitHub Actions workflow commands: `::error`, `::warning`, one `::notice` for the rest.
    Github,
    /// JUnit XML: one testsuite for the input, one testcase a game.
    Junit,
    /// Markdown for a job summary (`$GITHUB_STEP_SUMMARY`), under 1 MiB.
    Markdown,
}

/// What a report says and how.
#[derive(Clone, Debug)]
pub struct Options {
    /// The format.
    pub format: Format,
    /// The input as people read its name: a file's path, `<stdin>`, `match`. Names the JUnit
    /// testsuite and heads the Markdown.
    pub name: String,
    /// The file GitHub annotations point at (a path relative to the repository), or `None` for
    /// standard input or a match's records.
    pub file: Option<String>,
    /// `--strict`: a warning or an unfinished game fails its game, as it sets the exit status.
    pub strict: bool,
    /// Markdown: the counts only (`--summary`), without the list of fouls.
    pub counts_only: bool,
}

/// Where a game's violations stand in the input, for the annotations and the list of fouls.
#[derive(Clone, Copy, Debug)]
pub enum Place<'p> {
    /// A line of JSON Lines (1-based): the whole game.
    Line(usize),
    /// One record with no line to point at (a JSON record).
    Record,
    /// One paper record: each violation's line on the paper (1-based), in the verdict's order,
    /// or `None` for one that stands nowhere on it.
    Paper(&'p [Option<usize>]),
}

impl Place<'_> {
    /// The line of the game: its JSON Lines line.
    pub(super) fn line(self) -> Option<usize> {
        match self {
            Place::Line(n) => Some(n),
            _ => None,
        }
    }

    /// The line of the `i`-th violation of the verdict.
    pub(super) fn of(self, i: usize) -> Option<usize> {
        match self {
            Place::Line(n) => Some(n),
            Place::Record => None,
            Place::Paper(lines) => lines.get(i).copied().flatten(),
        }
    }
}

/// The game as reports name it: `alice v bob`, names made safe to show ([`escape`]).
pub(super) fn game_name(verdict: &Verdict) -> String {
    format!("{} v {}", escape(&verdict.players[0]), escape(&verdict.players[1]))
}

/// The violation that fails the game: the first foul; under `strict`, the first warning when
/// there is no foul. `None` for a game that passes, or fails only by being unfinished.
pub(super) fn failing_violation(verdict: &Verdict, strict: bool) -> Option<&Violation> {
    let first = |severity| verdict.violations.iter().find(|v| v.severity == severity);
    first(Severity::Foul).or_else(|| if strict { first(Severity::Warning) } else { None })
}

/// Why a failing game fails, as a code: its first foul's (or under `strict` its first
/// warning's), or `unfinished`.
pub(super) fn failure_code(verdict: &Verdict, strict: bool) -> &'static str {
    match failing_violation(verdict, strict) {
        Some(v) => v.code.as_str(),
        None if verdict.outcome == Outcome::Unfinished => "unfinished",
        None => "failed",
    }
}

/// The result of the game in one sentence, in English ([`crate::words::Words::result`]).
pub(super) fn result_sentence(verdict: &Verdict) -> String {
    crate::error::escape(&crate::words::Words::default().result(verdict)).into_owned()
}

/// `text` cut to at most `max` characters, with `…` where it was cut.
pub(super) fn cut(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        Some((i, _)) => Cow::Owned(format!("{}…", &text[..i])),
        None => Cow::Borrowed(text),
    }
}
