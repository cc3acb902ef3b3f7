//! `broadside check`: adjudicate one record, or JSON Lines of them.

use crate::words::Lang;
use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;

use super::messages::{report, written};
use super::output::{CheckFormat as Format, ColorWhen, write_styled};
use crate::batch;
use crate::error::InputError;
use crate::referee::{MAX_RECORD_BYTES, Overrides, Referee};

pub(crate) const CHECK_EXAMPLES: &str = "\
Examples:
  broadside check game.json                      adjudicate one record, print the verdict
  cat game.json | broadside check                read the record from standard input
  broadside check --rules russian game.json      judge under other rules than the record names
  broadside check --rules '{\"base\":\"salvo\",\"salvo_order\":\"sequential\"}' game.json
  broadside check --fleet two-destroyers game.json   keep the rules, change only the fleet
  broadside check --strict game.json             also fail on warnings and unfinished games
  broadside check --jsonl matches.jsonl          one record a line in, one verdict a line out
  broadside check --format text game.json        the verdict for people, with both final boards
  broadside check game.txt                       a paper record: the players' sheets as text
  broadside check --format html game.json > game.html   a page to open in a browser
  broadside check --jsonl --format html matches.jsonl > report.html   one report page for a batch
  broadside check --jsonl --format github matches.jsonl   GitHub annotations on the lines with a foul
  broadside check --jsonl --format junit matches.jsonl > junit.xml   one JUnit testcase a game
  broadside check --jsonl --summary --format markdown matches.jsonl >> \"$GITHUB_STEP_SUMMARY\"

Exit status: 0 no foul; 1 a foul (with --strict also a warning or an unfinished game);
2 the input could not be adjudicated (the error goes to standard error).";

/// Arguments of `broadside check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The game record (JSON, or a paper record: see docs/format.md); standard input when absent
    /// or `-`.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// Rules to judge by, replacing the record's: a preset (classic, salvo, russian) or a JSON
    /// rules object such as '{"base":"classic","fleet":"hasbro"}'.
    #[arg(long, value_name = "NAME|JSON")]
    pub rules: Option<String>,

    /// Fleet to judge by, replacing only the fleet of the rules: standard, two-destroyers,
    /// russian, hasbro, or a JSON list such as '[{"ship":"frigate","size":3,"count":2}]'.
    #[arg(long, value_name = "NAME|JSON")]
    pub fleet: Option<String>,

    /// Exit 1 also on a warning or an unfinished game, e.g. `broadside check --strict game.json`.
    #[arg(long)]
    pub strict: bool,

    /// Read JSON Lines, one record a line, and write one compact verdict a line, in input order,
    /// e.g. `broadside check --jsonl matches.jsonl`. A line that cannot be adjudicated yields
    /// {"line": N, "error": "..."} and the run goes on; the exit status is the worst line's.
    #[arg(long)]
    pub jsonl: bool,

    /// Output format: json (the verdict, for scripts), text (for people: the rules in words,
    /// the result, one line per violation and both final boards) or html (one self-contained
    /// page to open in a browser, with a step through the game), e.g.
    /// `broadside check --format html game.json > game.html`. Text shows one game: it does not
    /// combine with --jsonl; html with --jsonl is one report page for the batch.
    ///
    /// For CI (docs/ci.md): github (workflow commands: an `::error` a foul or input error on
    /// its file and line, `::warning` a warning, the first 10 of each kind and one `::notice`
    /// counting the rest by code), junit (JUnit XML: one testcase a game, a failure a game that
    /// fails, an error a line not adjudicated) or markdown (a job summary for
    /// $GITHUB_STEP_SUMMARY, under 1 MiB; with --summary the counts only), e.g.
    /// `broadside check --jsonl --format junit games.jsonl > junit.xml`. The exit status is the
    /// same in every format.
    #[arg(long, value_enum, default_value_t = Format::Json, value_name = "FORMAT")]
    pub format: Format,

    /// When to colour text output: auto (when standard output is a terminal and NO_COLOR is
    /// not set), always, or never.
    #[arg(long, value_enum, default_value_t = ColorWhen::Auto, value_name = "WHEN")]
    pub color: ColorWhen,

    /// With --jsonl: adjudicate on N threads (default: all cores). The output is the same for
    /// every N.
    #[arg(long, value_name = "N", requires = "jsonl", value_parser = super::flags::count::<u32>(1, 4096))]
    pub jobs: Option<u32>,

    /// With --jsonl: instead of the verdicts, write one JSON object at the end: games, outcomes,
    /// wins per player, fouls and warnings per code, and the lines that could not be adjudicated.
    #[arg(long, requires = "jsonl")]
    pub summary: bool,

    /// Show no progress. (Progress of a --jsonl run shows on standard error only when it is a
    /// terminal.)
    #[arg(long, short)]
    pub quiet: bool,

    /// The language of the sentences a person reads: en (English), bn (Bengali), hi (Hindi),
    /// tl (Tagalog), nl (Dutch) or ru (Russian). The text verdict and the html pages follow the
    /// locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) without it, English where none names one of these; JSON
    /// stays English unless --lang is given, so that scripts do not change with a locale.
    /// Codes and field names never change.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<Lang>,
}

/// Runs `broadside check` and returns the exit status.
pub fn check(args: &CheckArgs, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let overrides = Overrides { rules: args.rules.clone(), fleet: args.fleet.clone() };
    let referee = match Referee::new(&overrides) {
        Ok(r) => r,
        Err(e) => {
            return report(stderr, &super::messages::plain_error(&e, super::messages::lang_for_people(args.lang)));
        }
    };
    let words = || crate::words::Words::new(super::messages::lang_for_people(args.lang));
    if args.jsonl && args.format == Format::Text {
        return report(stderr, &format!("broadside: {}", words().say("check-text-with-jsonl", &[])));
    }
    if args.summary && matches!(args.format, Format::Github | Format::Junit) {
        return report(stderr, &format!("broadside: {}", words().say("check-summary-with-format", &[])));
    }
    if args.jsonl {
        // A regular file is read in place; standard input, a pipe or a device as a stream.
        let mut opened = match super::input::open_mapped(args.file.as_deref(), stdin) {
            Ok(opened) => opened,
            Err(e) => return report(stderr, &e.worded(super::messages::lang_for_people(args.lang))),
        };
        let size = args.file.as_ref().and_then(|p| std::fs::metadata(p).ok()).filter(|m| m.is_file()).map(|m| m.len());
        let options = batch::Options {
            jobs: args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |n| n as usize),
            strict: args.strict,
            summary: args.summary && args.format.report().is_none(),
            page: args.format == Format::Html,
            // JSON stays English unless asked, so that scripts do not change with a locale.
            lang: if args.format == Format::Json {
                args.lang.unwrap_or_default()
            } else {
                super::messages::lang_for_people(args.lang)
            },
            progress: (!args.quiet && std::io::stderr().is_terminal()).then(|| progress_bar(size)),
            report: report_options(args),
        };
        let input = match &mut opened {
            super::input::Opened::Mapped(file) => batch::Input::Mapped(file),
            super::input::Opened::Stream(read) => batch::Input::Read(read),
        };
        return match batch::check_lines(&referee, &options, input, stdout) {
            Ok(status) => status,
            Err(e) => report(stderr, &format!("broadside: {}", e.worded(&crate::words::Words::new(options.lang)))),
        };
    }
    let (name, mut input) = match super::input::open_input(args.file.as_deref(), stdin) {
        Ok(opened) => opened,
        Err(e) => return report(stderr, &e.worded(super::messages::lang_for_people(args.lang))),
    };
    let text = match read_record(&mut input) {
        Ok(t) => t,
        Err(e) if args.format.report().is_some() => return report_one(args, &name, "", Err(e), stdout, stderr),
        Err(e) => {
            return report(
                stderr,
                &super::messages::input_error(&name, &e, super::messages::lang_for_people(args.lang)),
            );
        }
    };
    if args.format.report().is_some() {
        if crate::paper::is_json(&text) {
            return report_one(args, &name, &text, referee.check(&text).map(|v| (v, None)), stdout, stderr);
        }
        return report_one(args, &name, &text, paper_with_lines(&referee, &text), stdout, stderr);
    }
    // The one record's verdict, text or page, as the web page has them too (`broadside_core::check`).
    let judged = match args.format {
        Format::Json => crate::check::verdict(&referee, text).map(|verdict| {
            let result = crate::check::write_json(stdout, &verdict, args.lang.unwrap_or_default());
            (verdict, result)
        }),
        Format::Text => crate::check::text(&referee, text, super::messages::lang_for_people(args.lang))
            .map(|(verdict, rendered)| (verdict, write_styled(stdout, &rendered, args.color.resolve()))),
        Format::Html => crate::check::page(&referee, text, super::messages::lang_for_people(args.lang))
            .map(|(verdict, page)| (verdict, stdout.write_all(page.as_bytes()).and_then(|()| stdout.flush()))),
        Format::Github | Format::Junit | Format::Markdown => unreachable!("reported above"),
    };
    match judged {
        Ok((verdict, result)) => {
            written(result, verdict.exit_status(args.strict), super::messages::lang_for_people(args.lang), stderr)
        }
        Err(e) => report(stderr, &super::messages::input_error(&name, &e, super::messages::lang_for_people(args.lang))),
    }
}

/// Adjudicates a paper record (docs/format.md §6) for a CI report: the verdict, annotated for the
/// paper, and the line on the paper of each violation.
fn paper_with_lines(referee: &Referee, text: &str) -> Result<OneJudged, InputError> {
    let converted = crate::paper::read(text, referee)?;
    let verdict = converted.adjudicate(referee)?;
    let shown = converted.sheet.annotate(&verdict);
    let lines = paper_lines(&converted.sheet, &shown);
    Ok((shown, Some(lines)))
}

/// The CI report `--format` asks for, of the input `args.file`.
fn report_options(args: &CheckArgs) -> Option<crate::report::Options> {
    let file = args.file.as_ref().filter(|p| p.as_os_str() != "-");
    Some(crate::report::Options {
        format: args.format.report()?,
        name: file.map_or_else(|| "<stdin>".into(), |p| p.display().to_string()),
        file: file.map(|p| crate::reporting::annotation_path(p)),
        strict: args.strict,
        counts_only: args.summary,
        timestamp: crate::reporting::timestamp(),
        hostname: crate::reporting::hostname(),
        // The CI formats are for people, as the text verdict is: the locale's language unless
        // --lang says.
        lang: super::messages::lang_for_people(args.lang),
    })
}

/// One record's verdict, and for a paper record the line on the paper of each violation.
type OneJudged = (crate::verdict::Verdict, Option<Vec<Option<usize>>>);

/// Writes the CI report of one record, named `name`, of text `text`: its verdict (with each
/// violation's line on the paper, for a paper record), or the error that kept it from being
/// adjudicated, which also goes to standard error. Returns the exit status, as the JSON
/// verdict's.
fn report_one(
    args: &CheckArgs,
    name: &str,
    text: &str,
    judged: Result<OneJudged, InputError>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let options = report_options(args).expect("a report's format");
    let mut part = crate::report::Part::default();
    let status = match &judged {
        Ok((verdict, lines)) => {
            let place = lines.as_deref().map_or(crate::report::Place::Record, crate::report::Place::Paper);
            part.verdict(&options, place, text, verdict);
            verdict.exit_status(args.strict)
        }
        Err(e) => {
            let position = e.position().map(|(line, column)| within(text, line, column));
            part.error(
                &options,
                None,
                position,
                &crate::words::Words::new(super::messages::lang_for_people(args.lang)).input_error(e),
            );
            super::messages::EXIT_INPUT
        }
    };
    let mut writer = crate::reporting::Writer::new(options);
    let result = writer.take(&part, stdout).and_then(|()| writer.finish(stdout));
    if let Err(e) = &judged {
        report(stderr, &super::messages::input_error(name, e, super::messages::lang_for_people(args.lang)));
    }
    written(result, status, super::messages::lang_for_people(args.lang), stderr)
}

/// The line and column (1-based) `line`, `column` of an error in `text`, brought inside it: a
/// record cut short has its error past its end (column 0 of a line after the last), which an
/// annotation cannot point at; its last character stands for it.
fn within(text: &str, line: usize, column: usize) -> (usize, usize) {
    let lines = text.lines().count().max(1);
    if line > lines {
        let last = text.lines().last().map_or(0, |l| l.chars().count());
        return (lines, last.max(1));
    }
    (line.max(1), column.max(1))
}

/// The line on the paper of each violation of `verdict`: its log entry's, or for a placement
/// violation its player's fleet's.
fn paper_lines(sheet: &crate::paper::Sheet, verdict: &crate::verdict::Verdict) -> Vec<Option<usize>> {
    let place = |v: &crate::verdict::Violation| match v.entry {
        Some(i) => sheet.entries.get(i),
        None => sheet.fleets.iter().find(|(n, _)| crate::names::eq_ignore_case(n, &v.player)).map(|(_, p)| p),
    };
    verdict.violations.iter().map(|v| place(v).map(|p| p.line)).collect()
}

/// Reads a whole record: at most [`MAX_RECORD_BYTES`], valid UTF-8.
pub(crate) fn read_record(input: &mut dyn Read) -> Result<String, InputError> {
    let mut bytes = Vec::new();
    input
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| InputError::input(crate::error::Fault::File(crate::error::FileFault::CannotRead((&e).into()))))?;
    crate::check::record_text(bytes)
}

pub use crate::batch::line_error;

/// A progress bar on standard error: bytes of `size` when the input is a file, else a spinner.
fn progress_bar(size: Option<u64>) -> indicatif::ProgressBar {
    use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
    let bar = ProgressBar::with_draw_target(size, ProgressDrawTarget::stderr());
    let template = if size.is_some() {
        "{bar:30} {bytes}/{total_bytes} {msg}, {bytes_per_sec}, {eta} left"
    } else {
        "{spinner} {bytes} {msg}, {bytes_per_sec}, {elapsed}"
    };
    bar.set_style(ProgressStyle::with_template(template).expect("the template is valid"));
    bar
}
