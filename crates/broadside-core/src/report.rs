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
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, and none imports this
//! module itself:
//!
//! 1. `case`: what a report says of one game or line, whatever its format.
//! 2. `github`: workflow commands.
//! 3. `junit`: JUnit XML.
//! 4. `markdown`: a job summary.

mod case;
pub mod github;
pub mod junit;
pub mod markdown;

pub use case::{Format, Options, Place};

use crate::summary::Summary;
use crate::verdict::Verdict;

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
    /// JUnit: the warnings of its passing games, for the suite's `system-out`.
    notes: String,
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
        self.notes.clear();
        self.annotations.clear();
        self.rows.clear();
    }

    /// JUnit: the warnings of its passing games, which go in the suite's `system-out` after
    /// every testcase (see [`Report::finish`]).
    pub fn notes(&self) -> &str {
        &self.notes
    }

    /// Adds an adjudicated game, standing at `place` in the input, whose record is `record`
    /// (what names it in JUnit when its `meta` does not).
    pub fn verdict(&mut self, options: &Options, place: Place<'_>, record: &str, verdict: &Verdict) {
        // Only the Markdown lists players: the other formats count without them, in flat memory.
        if options.format == Format::Markdown {
            self.summary.add(verdict);
        } else {
            self.summary.add_counts(verdict);
        }
        let fails = verdict.exit_status(options.strict) != 0;
        self.failing += u64::from(fails);
        match options.format {
            Format::Github => self.annotations.verdict(place, verdict, options.strict, options.lang),
            Format::Junit => {
                let at = (place.line(), record);
                junit::testcase(&mut self.text, &mut self.notes, at, verdict, options.strict, options.lang);
            }
            Format::Markdown if !options.counts_only => self.rows.verdict(place, verdict, options.lang),
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

    /// The games taken that fail (as their exit status says, under the options' `strict`).
    pub fn failing(&self) -> u64 {
        self.failing
    }

    /// The counts of the games taken.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// What goes before the text [`Report::take`] gave (the JUnit head, with the counts), what
    /// goes after it and before the parts' [`Part::notes`] (JUnit: the opening of the suite's
    /// `system-out`), and what goes last (the notice of the annotations left out, the end of the
    /// JUnit XML, the whole Markdown).
    pub fn finish(&self) -> [String; 3] {
        match self.options.format {
            Format::Github => {
                [String::new(), String::new(), self.annotator.finish(self.options.file.as_deref(), self.options.lang)]
            }
            Format::Junit => junit::ends(&self.options, &self.summary, self.failing),
            Format::Markdown => {
                [String::new(), String::new(), markdown::render(&self.options, &self.summary, self.failing, &self.rows)]
            }
        }
    }
}
