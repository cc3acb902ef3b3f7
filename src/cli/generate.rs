//! `broadside generate`: write random games as JSON Lines, the same for the same seed.

use std::io::Write;

use rayon::prelude::*;

use super::messages::{EXIT_CLEAN, lang_for_people, plain_error, report};
use crate::generate::{FaultChoice, Generator};
use crate::rules::{FleetSpec, RulesSpec};
use crate::words::Words;

pub(crate) const GENERATE_EXAMPLES: &str = "\
Examples:
  broadside generate --rules classic --games 1000 --seed 1 > games.jsonl
  broadside generate --rules russian --games 100 --seed 7 --faults 0.2     a fifth with one fault each
  broadside generate --rules classic --rules salvo --rules russian --games 30000 --seed 42
                                                 game i uses the (i mod 3)-th ruleset
  broadside generate --rules salvo --fleet two-destroyers --games 10 --seed 3
  broadside generate --rules '{\"base\":\"salvo\",\"salvo_order\":\"sequential\"}' --games 10 --seed 3
  broadside generate --rules classic --book 500 --seed 1 > book.jsonl      a placement book for match --book

Each record's meta.generator holds the seed, the game's index, the bots, the outcome and winner
the referee should find, and in a faulty game the fault: its code, entry (null for a placement
fault) and player.";

/// Arguments of `broadside generate`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Rules of the games: a preset (classic, salvo, russian) or a JSON rules object. Give it
    /// more than once to mix rulesets: game i uses the (i mod k)-th.
    #[arg(long, value_name = "NAME|JSON", required = true)]
    pub rules: Vec<String>,

    /// Fleet of the games, replacing only the fleet of the rules: standard, two-destroyers,
    /// russian, hasbro, or a JSON list of classes.
    #[arg(long, value_name = "NAME|JSON")]
    pub fleet: Option<String>,

    /// How many games to write.
    #[arg(long, value_name = "N", required_unless_present = "book")]
    pub games: Option<u64>,

    /// Write a placement book for `match --book` instead of games: N entries, one a line, each a
    /// pair of random legal fleets as a record's `fleets` object (`{"first": [...], "second":
    /// [...]}`); entry i under the (i mod k)-th ruleset.
    #[arg(long, value_name = "N", conflicts_with_all = ["games", "faults"])]
    pub book: Option<u64>,

    /// The seed: the same seed (with the same rules) writes the same games.
    #[arg(long, value_name = "S")]
    pub seed: u64,

    /// The share of games, from 0 to 1, that get one fault of a random kind, spread evenly
    /// (`--faults 0.1`: every tenth game).
    #[arg(long, value_name = "SHARE", default_value_t = 0.0, value_parser = super::flags::share)]
    pub faults: f64,

    /// The language of the errors it writes on standard error: en, bn, hi, tl, nl or ru (as
    /// `broadside check --lang`); without it, the locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The
    /// games it writes are JSON, the same in every language.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<crate::words::Lang>,
}

/// How many games are made in parallel before they are written.
const CHUNK: u64 = 512;

/// Runs `broadside generate` and returns the exit status.
pub fn generate(args: &GenerateArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let lang = lang_for_people(args.lang);
    let fleet = match args.fleet.as_deref().map(FleetSpec::from_arg).transpose() {
        Ok(f) => f,
        Err(e) => return report(stderr, &plain_error(&e.in_flag("--fleet"), lang)),
    };
    let mut specs = Vec::with_capacity(args.rules.len());
    for arg in &args.rules {
        match RulesSpec::from_arg(arg) {
            Ok(spec) => specs.push(match &fleet {
                Some(f) => spec.with_fleet(f.clone()),
                None => spec,
            }),
            Err(e) => return report(stderr, &plain_error(&e.in_flag("--rules"), lang)),
        }
    }
    let generator = match Generator::new(specs, args.seed) {
        Ok(g) => g,
        Err(e) => return report(stderr, &format!("broadside: {}", Words::new(lang).generate_error(&e))),
    };
    if let Some(entries) = args.book {
        use crate::record::write::ByPlayer;
        return write_lines(entries, (stdout, stderr, lang), |i| {
            let [first, second] = generator.fleet_pair(i);
            serde_json::to_vec(&ByPlayer(vec![("first".into(), first), ("second".into(), second)]))
        });
    }
    write_lines(args.games.unwrap_or(0), (stdout, stderr, lang), |i| {
        let fault = if Generator::is_faulty(i, args.faults) { FaultChoice::Random } else { FaultChoice::None };
        serde_json::to_vec(&generator.game(i, fault).record)
    })
}

/// Writes `count` lines, line `i` made by `line(i)`, made [`CHUNK`] at a time in parallel and
/// written in order; a failure to write is said in `lang`.
fn write_lines(
    count: u64,
    (stdout, stderr, lang): (&mut dyn Write, &mut dyn Write, crate::words::Lang),
    line: impl Fn(u64) -> serde_json::Result<Vec<u8>> + Sync,
) -> u8 {
    let mut start = 0;
    while start < count {
        let end = (start + CHUNK).min(count);
        let out: Vec<Vec<u8>> = (start..end)
            .into_par_iter()
            .map(|i| {
                let mut bytes = line(i).expect("records and fleets serialize");
                bytes.push(b'\n');
                bytes
            })
            .collect();
        if let Err(e) = out.iter().try_for_each(|line| stdout.write_all(line)) {
            return super::messages::written(Err(e), EXIT_CLEAN, lang, stderr);
        }
        start = end;
    }
    super::messages::written(stdout.flush(), EXIT_CLEAN, lang, stderr)
}
