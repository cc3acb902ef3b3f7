//! JUnit XML, valid against both the schema Jenkins reads (the Jenkins xUnit plugin's
//! junit-10.xsd; tests/junit/junit.xsd holds the subset written here) and Ant's
//! (tests/junit/ant-junit.xsd), which report viewers expect:
//!
//! ```text
//! <testsuites>
//!   <testsuite name="games.jsonl" package="broadside" id="0" tests="3" failures="1" errors="1" skipped="0" time="0" timestamp="…" hostname="…">
//!     <properties>
//!       <property name="broadside.summary" value="{&quot;games&quot;:2,…}"/>
//!     </properties>
//!     <testcase name="match 1/0: alice v bob" classname="classic" time="0"/>
//!     <testcase name="match 1/1: alice v bob" classname="salvo" time="0">
//!       <failure type="false_report" message="bob wins: alice forfeits for …">line 2 of the input
//! foul false_report by alice at entry 2 (J1): …</failure>
//!     </testcase>
//!     <testcase name="line 3" classname="broadside" time="0">
//!       <error type="input_error" message="column 1: …">column 1: …</error>
//!     </testcase>
//!     <system-out>…the warnings of the games that pass with warnings…</system-out>
//!     <system-err></system-err>
//!   </testsuite>
//! </testsuites>
//! ```
//!
//! One testcase a game: its name the game's id (the same from run to run: [`game_id`]) and
//! players, its classname the ruleset. A game that fails (a foul; under `--strict` also a
//! warning or an unfinished game) has a `failure` whose type is the code of the violation that
//! fails it and whose body gives its line and lists every violation, one a line. A passing
//! game's warnings go to the suite's `system-out` (Ant's schema gives a testcase none). An input
//! that could not be adjudicated is an `error` (type `input_error`). Nothing is `skipped`. The
//! suite's property `broadside.summary` holds the counts of `check --jsonl --summary`, without
//! the players (bounded, however many).
//!
//! The counts stand in the opening tags, before the testcases: [`ends`] makes the head, what
//! comes between the testcases and the warnings, and the end once every testcase is written.

use std::borrow::Cow;
use std::fmt::Write as _;

use super::case::{Options, cut, failing_violation, failure_code, game_id, game_name, result_sentence};
use crate::error::escape;
use crate::rules::RulesSpec;
use crate::summary::Summary;
use crate::verdict::{Severity, Verdict, Violation};
use crate::words::{Lang, Words, num, text};

/// The most characters of an error message an attribute or body holds.
const MAX_MESSAGE_CHARS: usize = 2000;

/// Writes the testcase of the game of `verdict`, whose record is `record`, on JSON Lines line
/// `line` (or a record of its own when `None`), to `out`; a passing game's warnings go to
/// `notes`, the suite's `system-out` (a testcase holds none in Ant's schema). What a person
/// reads is in `lang`; the testcase's name, which viewers track from run to run, is not.
pub(crate) fn testcase(
    out: &mut String,
    notes: &mut String,
    (line, record): (Option<usize>, &str),
    verdict: &Verdict,
    strict: bool,
    lang: Lang,
) {
    let words = Words::of(verdict, lang);
    let name = format!("{}: {}", game_id(verdict, record), game_name(verdict));
    let _ = write!(out, "    <testcase name=\"{}\" classname=\"", xml(&name, true));
    classname(out, &verdict.rules);
    // Adjudicating a game takes well under a millisecond: no time worth a figure.
    out.push_str("\" time=\"0\"");
    if verdict.exit_status(strict) != 0 {
        let code = failure_code(verdict, strict);
        let mut message = result_sentence(verdict, &words);
        if failing_violation(verdict, false).is_none() {
            message = words.say("ci-junit-strict-fails", &[("result", text(message))]);
        }
        let _ = write!(out, ">\n      <failure type=\"{code}\" message=\"{}\">", xml(&message, true));
        if let Some(n) = line {
            let _ = writeln!(out, "{}", xml(&words.say("ci-junit-line", &[("line", num(n as u64))]), false));
        }
        violations(out, verdict, words);
        out.push_str("</failure>\n    </testcase>\n");
    } else {
        out.push_str("/>\n");
        if verdict.has_warning() {
            let game = ("game", text(name.as_str()));
            let head = match line {
                Some(n) => words.say("ci-junit-warnings-line", &[game, ("line", num(n as u64))]),
                None => words.say("ci-junit-warnings", &[game]),
            };
            let _ = writeln!(notes, "{}", xml(&head, false));
            violations(notes, verdict, words);
        }
    }
}

/// Writes the testcase of an input that could not be adjudicated: JSON Lines line `line`, or
/// the record `name` when `None`.
pub(crate) fn error_case(out: &mut String, line: Option<usize>, name: &str, message: &str) {
    let message = xml(&cut(&escape(message), MAX_MESSAGE_CHARS), true).into_owned();
    let name = match line {
        Some(n) => format!("line {n}"),
        None => xml(&escape(name), true).into_owned(),
    };
    let _ = writeln!(
        out,
        "    <testcase name=\"{name}\" classname=\"broadside\" time=\"0\">\n      <error type=\"input_error\" message=\"{message}\">{message}</error>\n    </testcase>"
    );
}

/// The ruleset as a classname: the preset, or `classic (custom)` for rules on the classic base
/// that differ from it (a custom object that gives the preset's own rules, as a match's records
/// do, is the preset).
fn classname(out: &mut String, rules: &RulesSpec) {
    let base = rules.base();
    out.push_str(base.as_str());
    if matches!(rules, RulesSpec::Custom(_)) && rules.resolve() != *RulesSpec::Preset(base).resolved() {
        out.push_str(" (custom)");
    }
}

/// Writes every violation of `verdict`, one a line, as XML text:
/// `foul false_report by alice at entry 2 (J1): message`, in the language of `words`.
fn violations(out: &mut String, verdict: &Verdict, words: Words) {
    for v in &verdict.violations {
        violation(out, v, words);
    }
}

fn violation(out: &mut String, v: &Violation, words: Words) {
    let severity = if v.severity == Severity::Foul { "foul" } else { "warning" };
    let mut args = vec![
        ("severity", text(severity)),
        ("code", text(v.code.as_str())),
        ("player", text(escape(&v.player))),
        ("message", text(escape(&words.violation(v)).into_owned())),
    ];
    if let Some(e) = v.entry {
        args.push(("entry", num(e as u64)));
    }
    // Cells are joined as the JSON verdict lists them, whatever the language.
    if !v.cells.is_empty() {
        args.push(("cells", text(escape(&words.cells(v).join(", ")).into_owned())));
    }
    let id = match (v.entry.is_some(), v.cells.is_empty()) {
        (true, true) => "ci-junit-violation-entry",
        (true, false) => "ci-junit-violation-entry-cells",
        (false, true) => "ci-junit-violation-placement",
        (false, false) => "ci-junit-violation-placement-cells",
    };
    let _ = writeln!(out, "{}", xml(&words.say(id, &args), false));
}

/// The head (the XML declaration, the opening tags with the counts, and the suite's
/// properties: the run's counts as `broadside.summary`), what goes between the testcases and
/// the notes (the opening of the suite's `system-out`) and the end (the closing tags) of the
/// testsuite named in `options`, for games counted in `summary` of which `failing` fail.
///
/// Valid against Jenkins' schema and Ant's: Ant's asks a suite's `timestamp`, `hostname`,
/// `time`, and in `testsuites` its `package` and `id`, then `properties`, `system-out` and
/// `system-err`, and allows `testsuites` no attribute (so the counts stand on the suite).
pub(crate) fn ends(options: &Options, summary: &Summary, failing: u64) -> [String; 3] {
    let tests = summary.games() + summary.errors();
    let errors = summary.errors();
    let name = xml(&escape(&options.name), true).into_owned();
    let json = serde_json::to_string(&summary.counts()).expect("summaries serialize");
    let head = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"{name}\" package=\"broadside\" id=\"0\" tests=\"{tests}\" failures=\"{failing}\" errors=\"{errors}\" skipped=\"0\" time=\"0\" timestamp=\"{}\" hostname=\"{}\">\n    <properties>\n      <property name=\"broadside.summary\" value=\"{}\"/>\n    </properties>\n",
        xml(&options.timestamp, true),
        xml(&options.hostname, true),
        xml(&json, true)
    );
    let between = "    <system-out>".to_owned();
    let end = "</system-out>\n    <system-err></system-err>\n  </testsuite>\n</testsuites>\n".to_owned();
    [head, between, end]
}

/// `text` as XML text, or as an attribute value (in double quotes) when `attribute`: `&`, `<`,
/// `>` (and `"`, and line ends and tabs, in an attribute) as references, and the characters
/// XML 1.0 does not allow (control characters, U+FFFE, U+FFFF) as `\u{..}`. Input text is made
/// safe first ([`escape`]), which leaves none of those; this is the last guard.
fn xml(text: &str, attribute: bool) -> Cow<'_, str> {
    let special = |c: char| {
        matches!(c, '&' | '<' | '>' | '\u{fffe}' | '\u{ffff}')
            || (c.is_control() && (attribute || !matches!(c, '\n' | '\t')))
            || (attribute && c == '"')
    };
    if !text.contains(special) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if attribute => out.push_str("&quot;"),
            '\n' | '\t' if attribute => {
                let _ = write!(out, "&#{};", u32::from(c));
            }
            '\n' | '\t' => out.push(c),
            c if c.is_control() || matches!(c, '\u{fffe}' | '\u{ffff}') => {
                let _ = write!(out, "{}", c.escape_unicode());
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped_and_stray_characters_shown() {
        assert_eq!(xml("a<b>&\"c\"", true), "a&lt;b&gt;&amp;&quot;c&quot;");
        assert_eq!(xml("a<b>&\"c\"", false), "a&lt;b&gt;&amp;\"c\"");
        assert_eq!(xml("x\ny\u{1b}\u{ffff}", true), "x&#10;y\\u{1b}\\u{ffff}");
        assert_eq!(xml("x\ny\u{1b}", false), "x\ny\\u{1b}");
        assert!(matches!(xml("plain", true), Cow::Borrowed(_)));
    }
}
