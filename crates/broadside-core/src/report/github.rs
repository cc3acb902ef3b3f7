//! GitHub Actions workflow commands: one `::error` a foul or an input that could not be
//! adjudicated, one `::warning` a warning, each on the input's file and line:
//!
//! ```text
//! ::error file=games.jsonl,line=3,title=broadside false_report::alice v bob, entry 2: alice answered …
//! ```
//!
//! GitHub shows at most 10 error and 10 warning annotations a step, so the first
//! [`MAX_SHOWN`] of each kind are written and the rest summed up in one `::notice` that names
//! their counts by code. Values are escaped as the workflow command syntax requires
//! ([`escape_data`], [`escape_property`]), after input text is made safe to show
//! ([`crate::error::escape`]): no name or message can end a command or start another.

use std::borrow::Cow;
use std::fmt::Write as _;

use super::case::{Place, game_said};
use crate::error::escape;
use crate::summary::code_index;
use crate::verdict::{Code, Outcome, Severity, Verdict};
use crate::words::{Lang, Words, num, text};

/// The annotations of each kind (error, warning) written: GitHub shows 10 of each a step.
pub const MAX_SHOWN: usize = 10;

/// The index of input errors in [`Counts`], after the violation codes.
const INPUT_ERROR: usize = Code::ALL.len();
/// The index of unfinished games (under `--strict`) in [`Counts`], after input errors.
const UNFINISHED: usize = Code::ALL.len() + 1;

/// Counts by code, indexed as [`Code::ALL`], then input errors, then unfinished games.
type Counts = [u64; Code::ALL.len() + 2];

/// An annotation's kind, as an index: errors 0, warnings 1.
const ERROR: usize = 0;
const WARNING: usize = 1;

/// The code as an annotation's title names it.
fn code_name(code: usize) -> &'static str {
    match code {
        INPUT_ERROR => "input_error",
        UNFINISHED => "unfinished",
        c => Code::ALL[c].as_str(),
    }
}

/// An annotation kept to be written.
struct Annotation {
    /// [`ERROR`] or [`WARNING`].
    kind: usize,
    /// Its code, as an index of [`Counts`].
    code: usize,
    /// The violations it stands for (see [`crate::verdict::Violation::count`]).
    count: u64,
    line: Option<usize>,
    column: Option<usize>,
    message: String,
}

/// The annotations of one stretch of games, in input order: the first [`MAX_SHOWN`] of each
/// kind kept, the rest only counted.
#[derive(Default)]
pub(crate) struct Kept {
    kept: Vec<Annotation>,
    /// Annotations kept, by kind.
    kinds: [usize; 2],
    /// Those not kept, by code.
    rest: Counts,
}

impl Kept {
    pub(crate) fn clear(&mut self) {
        self.kept.clear();
        self.kinds = [0; 2];
        self.rest = [0; Code::ALL.len() + 2];
    }

    /// Keeps the annotation of `kind` that `message` makes, or counts it when [`MAX_SHOWN`] of
    /// its kind are kept (without making its message).
    fn add(
        &mut self,
        kind: usize,
        code: usize,
        count: u64,
        (line, column): (Option<usize>, Option<usize>),
        message: impl FnOnce() -> String,
    ) {
        if self.kinds[kind] < MAX_SHOWN {
            self.kinds[kind] += 1;
            self.kept.push(Annotation { kind, code, count, line, column, message: message() });
        } else {
            self.rest[code] += count;
        }
    }

    /// Adds one annotation a violation of `verdict`, and under `strict` one for an unfinished
    /// game. What fails the step is an error: a foul, and under `strict` also a warning and an
    /// unfinished game; a warning that does not fail it stays a warning. Worded in `lang`.
    pub(crate) fn verdict(&mut self, place: Place<'_>, verdict: &Verdict, strict: bool, lang: Lang) {
        let words = Words::of(verdict, lang);
        for (i, v) in verdict.violations.iter().enumerate() {
            let kind = if v.severity == Severity::Foul || strict { ERROR } else { WARNING };
            self.add(kind, code_index(v.code), v.count, (place.of(i), None), || {
                let game = ("game", text(game_said(verdict, &words)));
                let message = ("message", text(words.violation(v)));
                match v.entry {
                    Some(e) => words.say("ci-github-violation-entry", &[game, ("entry", num(e as u64)), message]),
                    None => words.say("ci-github-violation", &[game, message]),
                }
            });
        }
        if strict && verdict.outcome == Outcome::Unfinished {
            self.add(ERROR, UNFINISHED, 1, (place.line(), None), || {
                words.say("ci-github-unfinished", &[("game", text(game_said(verdict, &words)))])
            });
        }
    }

    /// Adds an input that could not be adjudicated, at `line` and `column` of the file.
    pub(crate) fn error(&mut self, line: Option<usize>, column: Option<usize>, message: &str) {
        self.add(ERROR, INPUT_ERROR, 1, (line, column), || message.to_owned());
    }
}

/// The annotations written so far, and those left out by code.
#[derive(Default)]
pub(crate) struct Annotator {
    shown: [usize; 2],
    rest: Counts,
}

impl Annotator {
    /// Writes the annotations of `part`, which follows the parts taken, while there is room for
    /// their kind, and counts the rest.
    pub(crate) fn take(&mut self, part: &Kept, file: Option<&str>, out: &mut String) {
        for a in &part.kept {
            let k = a.kind;
            if self.shown[k] < MAX_SHOWN {
                self.shown[k] += 1;
                let level = if k == ERROR { "error" } else { "warning" };
                let title = format!("broadside {}", code_name(a.code));
                command(out, level, file, a.line, a.column, &title, &a.message);
            } else {
                self.rest[a.code] += a.count;
            }
        }
        for (a, b) in self.rest.iter_mut().zip(part.rest) {
            *a += b;
        }
    }

    /// The `::notice` that counts the annotations left out, by code (codes in the order of
    /// the table in docs/format.md §3 "Replay", input errors last), in `lang`, or nothing when none
    /// was.
    pub(crate) fn finish(&self, file: Option<&str>, lang: Lang) -> String {
        let mut out = String::new();
        let left: Vec<String> = (0..self.rest.len())
            .filter(|&c| self.rest[c] > 0)
            .map(|c| format!("{} {}", code_name(c), self.rest[c]))
            .collect();
        if left.is_empty() {
            return out;
        }
        let total: u64 = self.rest.iter().sum();
        let words = Words::new(lang);
        let args = [
            ("count", num(total)),
            ("shown", num(MAX_SHOWN as u64)),
            ("codes", text(left.join(&words.say("list-comma", &[])))),
        ];
        let message = words.say("ci-github-left-out", &args);
        command(&mut out, "notice", file, Some(1), None, "broadside", &message);
        out
    }
}

/// Writes one workflow command: `::LEVEL file=F,line=N,col=C,title=T::MESSAGE` and a line end
/// (`col` only where `column` is known).
/// With a file, every command has a line and a column (1 where the input has none: a JSON
/// record's violations stand in the whole record), so that GitHub shows it on the file; without
/// one (standard input), neither, since a line of no file points nowhere.
fn command(
    out: &mut String,
    level: &str,
    file: Option<&str>,
    line: Option<usize>,
    column: Option<usize>,
    title: &str,
    message: &str,
) {
    let mut properties = Vec::with_capacity(4);
    if let Some(f) = file {
        properties.push(format!("file={}", escape_property(f)));
        properties.push(format!("line={}", line.unwrap_or(1).max(1)));
        // A column only where one is known: a move on a paper sheet, or a record, stands on its
        // line as a whole.
        if let Some(column) = column {
            properties.push(format!("col={}", column.max(1)));
        }
    }
    properties.push(format!("title={}", escape_property(&escape(title))));
    let _ = writeln!(out, "::{level} {}::{}", properties.join(","), escape_data(&escape(message)));
}

/// A command's message as the workflow command syntax requires it (GitHub's toolkit,
/// `escapeData`): `%` as `%25`, carriage return as `%0D`, line feed as `%0A`.
pub fn escape_data(text: &str) -> Cow<'_, str> {
    escape_with(text, false)
}

/// A command's property value (a file, a title) as the syntax requires it (`escapeProperty`):
/// as [`escape_data`], and also `:` as `%3A` and `,` as `%2C`, which end a property.
pub fn escape_property(text: &str) -> Cow<'_, str> {
    escape_with(text, true)
}

fn escape_with(text: &str, property: bool) -> Cow<'_, str> {
    let special = |c: char| matches!(c, '%' | '\r' | '\n') || (property && matches!(c, ':' | ','));
    if !text.contains(special) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '%' => out.push_str("%25"),
            '\r' => out.push_str("%0D"),
            '\n' => out.push_str("%0A"),
            ':' if property => out.push_str("%3A"),
            ',' if property => out.push_str("%2C"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_escaped_as_the_workflow_command_syntax_requires() {
        assert_eq!(escape_data("100% a: b, c\r\nd"), "100%25 a: b, c%0D%0Ad");
        assert_eq!(escape_property("dir/a:b,c%.jsonl\n"), "dir/a%3Ab%2Cc%25.jsonl%0A");
        assert!(matches!(escape_data("plain: text, here"), Cow::Borrowed(_)));
        // A name that tries to end the command and start another stays in its message.
        let mut out = String::new();
        command(&mut out, "error", Some("a,b.jsonl"), Some(3), None, "broadside x", "ann\n::error::forged");
        assert_eq!(out, "::error file=a%2Cb.jsonl,line=3,title=broadside x::ann\\n::error::forged\n");
        assert_eq!(out.lines().count(), 1);
    }

    #[test]
    fn ten_of_each_kind_are_written_and_the_rest_counted_by_code() {
        let mut part = Kept::default();
        for line in 1..=12 {
            part.error(Some(line), None, "bad");
        }
        for line in 1..=3 {
            part.add(WARNING, code_index(Code::RepeatedShot), 2, (Some(line), None), || "again".into());
        }
        let mut annotator = Annotator::default();
        let mut out = String::new();
        annotator.take(&part, None, &mut out);
        let mut later = Kept::default();
        later.add(ERROR, code_index(Code::FalseReport), 1, (Some(20), None), || "lie".into());
        annotator.take(&later, None, &mut out);
        assert_eq!(out.lines().filter(|l| l.starts_with("::error ")).count(), 10);
        assert_eq!(out.lines().filter(|l| l.starts_with("::warning ")).count(), 3);
        assert_eq!(
            annotator.finish(None, Lang::En),
            "::notice title=broadside::3 more fouls, warnings and input errors were not annotated (GitHub shows 10 error and 10 warning annotations a step): false_report 1, input_error 2\n"
        );
    }
}
