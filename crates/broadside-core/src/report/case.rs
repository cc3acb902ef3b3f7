//! What a report says of one game or line, whatever its format: the options, where the game
//! stands in the input, its name and why it fails.

use std::borrow::Cow;

use crate::error::escape;
use crate::verdict::{Outcome, Severity, Verdict, Violation};
use crate::words::{Lang, Words, text};

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
    /// JUnit: when the run started, `YYYY-MM-DDTHH:MM:SS` in UTC (a suite's `timestamp`).
    pub timestamp: String,
    /// JUnit: the machine it ran on (a suite's `hostname`; `localhost` when unknown).
    pub hostname: String,
    /// The language of the words a person reads (headings, sentences, table cells); codes,
    /// element and attribute names, command syntax and JUnit testcase names never change.
    pub lang: Lang,
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

/// The game as reports name it: `alice v bob`, names made safe to show ([`escape`]). A JUnit
/// testcase's name, which viewers track from run to run, says it so in every language.
pub(super) fn game_name(verdict: &Verdict) -> String {
    format!("{} v {}", escape(&verdict.players[0]), escape(&verdict.players[1]))
}

/// The game as a sentence of the reports names it, in the language of `words`: `alice v bob`.
pub(super) fn game_said(verdict: &Verdict, words: &Words) -> String {
    let [a, b] = [0, 1].map(|i| text(escape(&verdict.players[i])));
    words.say("ci-game", &[("a", a), ("b", b)])
}

/// The game as reports name it from one run to the next, whatever its place in the batch: the
/// record's `meta.id` (a string or a number), or the seed and game number that `broadside
/// match` (`match 1/7`: seed 1, game 7) or `broadside generate` (`generated 1/7`) put in its
/// `meta`; else `record` and the first 12 hex digits of the SHA-256 of the record's text.
pub(super) fn game_id(verdict: &Verdict, record: &str) -> String {
    #[derive(serde::Deserialize)]
    struct Numbered {
        seed: Option<u64>,
        game: Option<u64>,
    }
    #[derive(serde::Deserialize)]
    struct Meta {
        id: Option<serde_json::Value>,
        #[serde(rename = "match")]
        played: Option<Numbered>,
        generator: Option<Numbered>,
    }
    if let Some(meta) = verdict.meta.as_deref()
        && let Ok(meta) = serde_json::from_str::<Meta>(meta.get())
    {
        match meta.id {
            Some(serde_json::Value::String(id)) if !id.is_empty() => return cut(&escape(&id), 60).into_owned(),
            Some(serde_json::Value::Number(n)) => return n.to_string(),
            _ => {}
        }
        for (by, numbered) in [("match", meta.played), ("generated", meta.generator)] {
            if let Some(Numbered { seed: Some(seed), game: Some(game) }) = numbered {
                return format!("{by} {seed}/{game}");
            }
        }
    }
    use sha2::Digest;
    let hash = sha2::Sha256::digest(record.trim().as_bytes());
    let hex: String = hash[..6].iter().map(|b| format!("{b:02x}")).collect();
    format!("record {hex}")
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

/// The result of the game in one sentence, in the language of `words`, its move named by entry
/// as the report names entries ([`Words::result_by_entries`]).
pub(super) fn result_sentence(verdict: &Verdict, words: &Words) -> String {
    escape(&words.result_by_entries(verdict)).into_owned()
}

/// `text` cut to at most `max` characters, with `…` where it was cut.
pub(super) fn cut(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        Some((i, _)) => Cow::Owned(format!("{}…", &text[..i])),
        None => Cow::Borrowed(text),
    }
}
