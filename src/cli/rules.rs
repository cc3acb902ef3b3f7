//! `broadside rules`: list the presets and fleets, or print one as a rules object to edit.

use std::io::Write;

use super::messages::{EXIT_CLEAN, report};
use super::output::{ColorWhen, Format, write_styled};
use crate::rules::{FleetName, FleetSpec, Preset, RulesSpec, ShipClass};

pub(crate) const RULES_EXAMPLES: &str = "\
Examples:
  broadside rules                            list the presets and the named fleets
  broadside rules --format json              the same as one JSON object
  broadside rules russian                    the russian preset as a full rules object (JSON)
  broadside rules hasbro                     classic rules with the hasbro fleet
  broadside rules '{\"base\":\"salvo\",\"fleet\":\"two-destroyers\"}'   resolve a rules object
  broadside rules salvo --format text        the salvo preset in words
  broadside rules --lang bn                  the listing in Bengali

The JSON printed for a NAME sets every part of the rules: paste it into a record's \"rules\",
edit it, and `broadside check` reads it back to the same rules.";

/// Arguments of `broadside rules`.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    /// A preset (classic, salvo, russian), a fleet name (standard, two-destroyers, hasbro:
    /// classic rules with that fleet), or a JSON rules object. Without it, the presets and
    /// fleets are listed.
    #[arg(value_name = "NAME|JSON")]
    pub name: Option<String>,

    /// Output format: text or json. The default is text for the list, json for one NAME.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<Format>,

    /// The language of the text: en (English), bn (Bengali), hi (Hindi), tl (Tagalog), nl
    /// (Dutch) or ru (Russian). Without it, the locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English
    /// where none names one of these. JSON is the same in every language; names of presets,
    /// fleets and codes never change.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<crate::words::Lang>,
}

/// The rules a `NAME` stands for: a preset or a JSON rules object, else a fleet name on classic
/// rules.
///
/// # Errors
/// [`RulesNameFault`]: a JSON rules object that cannot be read, or a name of no preset or fleet.
pub fn spec_for(name: &str) -> Result<RulesSpec, RulesNameFault> {
    match RulesSpec::from_arg(name) {
        Ok(spec) => Ok(spec),
        Err(e) if name.trim_start().starts_with(['{', '[', '"']) => Err(RulesNameFault::Json(e)),
        Err(_) => match FleetSpec::from_arg(name) {
            Ok(fleet) => Ok(RulesSpec::Preset(Preset::Classic).with_fleet(fleet)),
            Err(_) => Err(RulesNameFault::Unknown { found: name.trim().to_owned() }),
        },
    }
}

/// A `broadside rules NAME` that names no rules. `Display` says it in English;
/// [`RulesNameFault::worded`] in a person's language.
#[derive(Debug, thiserror::Error)]
pub enum RulesNameFault {
    /// A JSON rules object that cannot be read: where and why.
    #[error("{0}")]
    Json(crate::InputError),
    /// No preset or fleet has this name.
    #[error(
        "expected a preset (classic, salvo, russian), a fleet name (standard, two-destroyers, russian, hasbro) or a JSON rules object, found {found:?}"
    )]
    Unknown {
        /// The name as given, without the spaces around it.
        found: String,
    },
}

impl RulesNameFault {
    /// The sentence, in `words`' language (after `broadside: `).
    pub fn worded(&self, words: &crate::words::Words) -> String {
        use crate::words::text;
        match self {
            RulesNameFault::Json(e) => words.input_error(e),
            RulesNameFault::Unknown { found } => {
                // Names to type, listed as the command line lists choices.
                let presets = Preset::ALL.map(Preset::as_str).join(", ");
                let fleets = FleetName::ALL.map(FleetName::as_str).join(", ");
                let args =
                    [("found", text(crate::error::quote(found))), ("presets", text(presets)), ("fleets", text(fleets))];
                words.say("rules-unknown-name", &args)
            }
        }
    }
}

/// Runs `broadside rules` and returns the exit status.
pub fn rules(args: &RulesArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let words = crate::words::Words::new(super::messages::lang_for_people(args.lang));
    let text = match (&args.name, args.format) {
        (None, None | Some(Format::Text)) => crate::text::rules_listing(words),
        (None, Some(Format::Json)) => {
            #[derive(serde::Serialize)]
            struct RulesListing {
                presets: InOrder<RulesSpec>,
                fleets: InOrder<Vec<ShipClass>>,
            }
            let presets = Preset::ALL.iter().map(|p| (p.as_str(), RulesSpec::Preset(*p).resolved_spec())).collect();
            let fleets = FleetName::ALL.iter().map(|f| (f.as_str(), f.classes())).collect();
            pretty(&RulesListing { presets: InOrder(presets), fleets: InOrder(fleets) })
        }
        (Some(name), format) => {
            let spec = match spec_for(name) {
                Ok(spec) => spec,
                Err(e) => return report(stderr, &format!("broadside: {}", e.worded(&words))),
            };
            match format {
                Some(Format::Text) => {
                    format!("{}: {}", words.say("heading-rules", &[]), crate::text::rules_worded(&spec, words))
                }
                _ => pretty(&spec.resolved_spec()),
            }
        }
    };
    super::messages::written(write_styled(stdout, &text, ColorWhen::Auto.resolve()), EXIT_CLEAN, words.lang, stderr)
}

/// A JSON object whose keys keep this order.
struct InOrder<T>(Vec<(&'static str, T)>);

impl<T: serde::Serialize> serde::Serialize for InOrder<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

fn pretty<T: serde::Serialize>(v: &T) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("rules serialize");
    s.push('\n');
    s
}
