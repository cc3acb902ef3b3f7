//! `broadside fleet`: check one fleet alone, listed or drawn, and print the ships found and the
//! placement violations.

use std::io::{Read, Write};
use std::path::PathBuf;

use super::messages::{EXIT_CLEAN, EXIT_FOUL, report};
use super::output::{ColorWhen, Format, write_styled};
use crate::drawing::FleetReport;
use crate::paper::check_fleet_of;
use crate::referee::{Overrides, Referee};

pub(crate) const FLEET_EXAMPLES: &str = "\
Input (detected from the text):
  a JSON list of ships      [{\"ship\": \"battleship\", \"cells\": \"B2-E2\"}, {\"cells\": [\"G4\", \"G5\"]}]
  a JSON drawing            {\"grid\": [\"..##......\", ...]}  (or rows of 0 and 1)
  a plain text drawing      one row a line: # X x 1 ■ █ * @ a ship cell, . · - ~ _ 0 □ water, a letter
                            a class's initial (anything else is an error); an optional first line
                            of column letters (A B C ...) and row numbers from 1

Examples:
  broadside fleet --rules russian field.txt          check a drawn Russian field
  broadside fleet --rules classic --fleet hasbro ships.json
  cat field.txt | broadside fleet --rules russian    read the fleet from standard input
  broadside fleet --rules russian --format text field.txt   the ships and the board, in words
  broadside fleet --rules russian --player ann field.txt    its faults named as ann's

Exit status: 0 a legal placement (warnings allowed); 1 a placement foul;
2 the input could not be read (the error goes to standard error).";

/// Arguments of `broadside fleet`.
#[derive(Debug, clap::Args)]
pub struct FleetArgs {
    /// The fleet: a JSON list of ships, a JSON drawing {"grid": [...]}, or a plain text
    /// drawing; standard input when absent or `-`.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// Rules to check the fleet by: a preset (classic, salvo, russian) or a JSON rules object
    /// such as '{"base":"classic","touching":"forbidden"}'.
    #[arg(long, value_name = "NAME|JSON")]
    pub rules: String,

    /// Fleet to check against, replacing only the fleet of the rules: standard, two-destroyers,
    /// russian, hasbro, or a JSON list such as '[{"ship":"frigate","size":3,"count":2}]'.
    #[arg(long, value_name = "NAME|JSON")]
    pub fleet: Option<String>,

    /// Output format: json (for scripts) or text (for people: the rules in words, each
    /// violation, the ships found and the board), e.g. `broadside fleet --rules russian
    /// --format text field.txt`.
    #[arg(long, value_enum, default_value_t = Format::Json, value_name = "FORMAT")]
    pub format: Format,

    /// When to colour text output: auto (when standard output is a terminal and NO_COLOR is
    /// not set), always, or never.
    #[arg(long, value_enum, default_value_t = ColorWhen::Auto, value_name = "WHEN")]
    pub color: ColorWhen,

    /// The fleet's owner, as the violations name them (`--player ann`): "ann's battleship
    /// runs off the board". Without it, they say "the player" in the language's words, and the
    /// JSON charges them to a player called `player`.
    #[arg(long, value_name = "NAME", value_parser = super::flags::player_name)]
    pub player: Option<String>,

    /// The language of the sentences a person reads: en, bn, hi, tl, nl or ru (as `broadside
    /// check --lang`). Text follows the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) without it; JSON
    /// stays English unless it is given.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<crate::words::Lang>,
}

/// A fleet report as JSON writes it (the fields of [`FleetReport`], in its order), its
/// violations' messages in a language.
#[derive(serde::Serialize)]
struct Worded<'a> {
    rules: &'a crate::rules::RulesSpec,
    ships: &'a [crate::drawing::ShipReport],
    violations: crate::words::WordedViolations<'a>,
    legal: bool,
}

fn worded(report: &FleetReport, lang: crate::words::Lang) -> Worded<'_> {
    let words = crate::words::Words::new(lang);
    Worded {
        rules: &report.rules,
        ships: &report.ships,
        violations: crate::words::WordedViolations(&report.violations, words, report.owner),
        legal: report.legal,
    }
}

/// Runs `broadside fleet` and returns the exit status: 0 legal, 1 illegal, 2 unreadable.
pub fn fleet(args: &FleetArgs, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    // The same reading of --rules and --fleet as `broadside check`.
    let overrides = Overrides { rules: Some(args.rules.clone()), fleet: args.fleet.clone() };
    let spec = match Referee::new(&overrides).and_then(|referee| referee.spec_over(None)) {
        Ok(spec) => spec,
        Err(e) => {
            return report(stderr, &super::messages::plain_error(&e, super::messages::lang_for_people(args.lang)));
        }
    };
    let rules = spec.resolve();
    let (name, mut input) = match super::input::open_input(args.file.as_deref(), stdin) {
        Ok(opened) => opened,
        Err(e) => return report(stderr, &e.worded(super::messages::lang_for_people(args.lang))),
    };
    // Read as a record is read: at most 16 MiB of UTF-8, an error where it stops.
    let text = match super::check::read_record(&mut input) {
        Ok(t) => t,
        Err(e) => {
            return report(
                stderr,
                &super::messages::input_error(&name, &e, super::messages::lang_for_people(args.lang)),
            );
        }
    };
    match check_fleet_of(&text, spec, &rules, args.player.as_deref()) {
        Ok(answer) => {
            let status = if answer.legal { EXIT_CLEAN } else { EXIT_FOUL };
            let result = match args.format {
                Format::Json => write_json(&worded(&answer, args.lang.unwrap_or_default()), stdout),
                Format::Text => {
                    let text = crate::text::render_fleet(&answer, &rules, super::messages::lang_for_people(args.lang));
                    write_styled(stdout, &text, args.color.resolve())
                }
            };
            super::messages::written(result, status, super::messages::lang_for_people(args.lang), stderr)
        }
        Err(e) => report(stderr, &super::messages::input_error(&name, &e, super::messages::lang_for_people(args.lang))),
    }
}

/// Writes the answer as pretty JSON.
fn write_json(answer: &Worded, stdout: &mut dyn Write) -> std::io::Result<()> {
    let mut out = serde_json::to_string_pretty(answer).expect("fleet reports serialize");
    out.push('\n');
    stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush())
}
