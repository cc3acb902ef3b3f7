//! Verdicts where CI systems show them: GitHub Actions workflow commands (annotations on the
//! file and line), JUnit XML (one testcase a game, read by Jenkins and GitLab) and Markdown (a
//! job summary under 1 MiB). See docs/ci.md.
//!
//! A batch is reported in stretches, as `check --jsonl` adjudicates it: each worker fills a
//! [`Part`] with the games of its stretch, and one [`Report`] takes the parts in input order,
//! giving the text to write at once (annotations, testcases); [`Report::finish`] gives what
//! comes before and after it (the JUnit counts, the annotations left out, the Markdown). What a
//! report holds between parts is bounded, whatever the number of games: at most
//! [`github::MAX_SHOWN`] annotations of each kind, [`markdown::MAX_FOUL_ROWS`] fouls, and the
//! [`Summary`].

pub mod github;
pub mod junit;
pub mod markdown;

use std::borrow::Cow;

use crate::error::escape;
use crate::summary::Summary;
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
    fn line(self) -> Option<usize> {
        match self {
            Place::Line(n) => Some(n),
            _ => None,
        }
    }

    /// The line of the `i`-th violation of the verdict.
    fn of(self, i: usize) -> Option<usize> {
        match self {
            Place::Line(n) => Some(n),
            Place::Record => None,
            Place::Paper(lines) => lines.get(i).copied().flatten(),
        }
    }
}

/// What one stretch of games (in input order) produced for a report. Filled by
/// [`Part::verdict`] and [`Part::error`], taken by [`Report::take`], then [`Part::clear`]ed to
/// be filled again.
#[derive(Default)]
pub struct Part {
    /// The counts of its games.
    summary: Summary,
    /// Its games that fail (the exit status 1 asks for).
    failing: u64,
    /// JUnit: its testcases.
    text: String,
    /// GitHub: the first annotations of each kind, and the rest counted.
    annotations: github::Kept,
    /// Markdown: the first fouls and errors, and the rest counted.
    rows: markdown::Kept,
}

impl Part {
    /// Empties the part, keeping its allocations.
    pub fn clear(&mut self) {
        self.summary.clear();
        self.failing = 0;
        self.text.clear();
        self.annotations.clear();
        self.rows.clear();
    }

    /// Adds an adjudicated game, standing at `place` in the input.
    pub fn verdict(&mut self, options: &Options, place: Place<'_>, verdict: &Verdict) {
        self.summary.add(verdict);
        let fails = verdict.exit_status(options.strict) != 0;
        self.failing += u64::from(fails);
        match options.format {
            Format::Github => self.annotations.verdict(place, verdict),
            Format::Junit => junit::testcase(&mut self.text, place.line(), verdict, options.strict),
            Format::Markdown if !options.counts_only => self.rows.verdict(place, verdict),
            Format::Markdown => {}
        }
    }

    /// Adds an input that could not be adjudicated: JSON Lines line `line` (1-based), or the
    /// record itself when `None`, with the error's `position` (line, column, 1-based) in the
    /// file where it has one, and its message.
    pub fn error(&mut self, options: &Options, line: Option<usize>, position: Option<(usize, usize)>, message: &str) {
        if let Some(n) = line {
            self.summary.error(n);
        } else {
            self.summary.error(position.map_or(1, |p| p.0));
        }
        match options.format {
            Format::Github => self.annotations.error(line.or(position.map(|p| p.0)), position.map(|p| p.1), message),
            Format::Junit => junit::error_case(&mut self.text, line, &options.name, message),
            Format::Markdown if !options.counts_only => self.rows.error(line.or(position.map(|p| p.0)), message),
            Format::Markdown => {}
        }
    }
}

/// A report being written: takes the [`Part`]s of a batch in input order.
pub struct Report {
    options: Options,
    /// The counts of every game taken.
    summary: Summary,
    /// Games that fail.
    failing: u64,
    annotator: github::Annotator,
    rows: markdown::Kept,
}

impl Report {
    /// An empty report.
    pub fn new(options: Options) -> Report {
        Report {
            options,
            summary: Summary::default(),
            failing: 0,
            annotator: github::Annotator::default(),
            rows: markdown::Kept::default(),
        }
    }

    /// The options it was made with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Takes the part that follows those taken, appending to `out` what is written at once:
    /// GitHub annotations, or JUnit testcases (which go after [`Report::finish`]'s head).
    pub fn take(&mut self, part: &Part, out: &mut String) {
        self.summary.merge(&part.summary);
        self.failing += part.failing;
        match self.options.format {
            Format::Github => self.annotator.take(&part.annotations, self.options.file.as_deref(), out),
            Format::Junit => out.push_str(&part.text),
            Format::Markdown => self.rows.merge(&part.rows),
        }
    }

    /// Takes one input that could not be adjudicated (as [`Part::error`]), found by the caller
    /// after the parts taken (such as a read error).
    pub fn take_error(&mut self, line: usize, message: &str, out: &mut String) {
        let mut part = Part::default();
        part.error(&self.options, Some(line), None, message);
        self.take(&part, out);
    }

    /// The counts of the games taken.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// What goes before the text [`Report::take`] gave (the JUnit head, with the counts) and
    /// what goes after it (the notice of the annotations left out, the end of the JUnit XML,
    /// the whole Markdown).
    pub fn finish(&self) -> (String, String) {
        match self.options.format {
            Format::Github => (String::new(), self.annotator.finish(self.options.file.as_deref())),
            Format::Junit => junit::ends(&self.options.name, &self.summary, self.failing),
            Format::Markdown => {
                (String::new(), markdown::render(&self.options, &self.summary, self.failing, &self.rows))
            }
        }
    }
}

/// The game as reports name it: `alice v bob`, names made safe to show ([`escape`]).
fn game_name(verdict: &Verdict) -> String {
    format!("{} v {}", escape(&verdict.players[0]), escape(&verdict.players[1]))
}

/// The violation that fails the game: the first foul; under `strict`, the first warning when
/// there is no foul. `None` for a game that passes, or fails only by being unfinished.
fn failing_violation(verdict: &Verdict, strict: bool) -> Option<&Violation> {
    let first = |severity| verdict.violations.iter().find(|v| v.severity == severity);
    first(Severity::Foul).or_else(|| if strict { first(Severity::Warning) } else { None })
}

/// Why a failing game fails, as a code: its first foul's (or under `strict` its first
/// warning's), or `unfinished`.
fn failure_code(verdict: &Verdict, strict: bool) -> &'static str {
    match failing_violation(verdict, strict) {
        Some(v) => v.code.as_str(),
        None if verdict.outcome == Outcome::Unfinished => "unfinished",
        None => "failed",
    }
}

/// The result of the game in one sentence, with no styles ([`crate::text::result_sentence`]).
fn result_sentence(verdict: &Verdict) -> String {
    anstream::adapter::strip_str(&crate::text::result_sentence(verdict)).to_string()
}

/// `text` cut to at most `max` characters, with `…` where it was cut.
fn cut(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        Some((i, _)) => Cow::Owned(format!("{}…", &text[..i])),
        None => Cow::Borrowed(text),
    }
}
