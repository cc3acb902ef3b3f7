//! A command line that cannot be read, in the person's language: the values of flags that are
//! not what the flag takes ([`FlagFault`], returned by the value parsers here), and clap's own
//! refusals (an unknown option, a missing one, a value that is none of a flag's choices),
//! worded from the catalogs by [`refused`].
//!
//! In English, clap's own frame is kept (`error: invalid value '0/4' for '--shard <I/N>': …`),
//! with [`FlagFault`]'s English `Display` inside it; `--help` is English in every language.

use std::ffi::OsString;
use std::io::Write;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::error::quote;
use crate::words::{Lang, Words, num, text};

/// A flag's value that is not what the flag takes. `Display` is the English reason clap shows
/// after `invalid value 'X' for '--flag'`; [`FlagFault::worded`] says it in a language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlagFault {
    /// `--faults`: not a number from 0 to 1.
    #[error("expected a number from 0 to 1, found `{found}`")]
    Share {
        /// The value as given.
        found: String,
    },
    /// A count (`--games`, `--jobs`, `--max-moves` …): not a whole number from `min` to `max`.
    #[error("{}", count_english(found, *min, *max))]
    Count {
        /// The value as given.
        found: String,
        /// The least the flag takes.
        min: u64,
        /// The most it takes (`u64::MAX`: no more than any number).
        max: u64,
    },
    /// `--move-time`, `--time-bank`: not a number of milliseconds of at least 1.
    #[error("expected a number of milliseconds, at least 1, found `{found}`")]
    Millis {
        /// The value (or its part) as given.
        found: String,
    },
    /// `--time-bank`: not `MS+INC`.
    #[error("expected MS+INC in milliseconds, such as `10000+100`, found `{found}`")]
    TimeBank {
        /// The value as given.
        found: String,
    },
    /// `--lang`: no catalog has this code.
    #[error("expected a language code: {}", codes().collect::<Vec<_>>().join(", "))]
    Lang {
        /// The value as given.
        found: String,
    },
    /// `--player`: an empty name.
    #[error("expected a player's name, found none")]
    NoName,
    /// `--player`: a name longer than `max` bytes.
    #[error("expected a name of at most {max} bytes, found {bytes}")]
    LongName {
        /// The name's length, in bytes of UTF-8.
        bytes: usize,
        /// The most a name may have ([`crate::names::MAX_NAME_BYTES`]).
        max: usize,
    },
}

fn count_english(found: &str, min: u64, max: u64) -> String {
    if max == u64::MAX {
        format!("expected a whole number, at least {min}, found `{found}`")
    } else {
        format!("expected a whole number from {min} to {max}, found `{found}`")
    }
}

/// Each language's code with its own name: `nl (Nederlands)`.
fn codes() -> impl Iterator<Item = String> {
    Lang::ALL.into_iter().map(|l| format!("{} ({})", l.code(), l.name()))
}

impl FlagFault {
    /// The reason, in `words`' language (after `broadside: --flag: `).
    pub fn worded(&self, words: &Words) -> String {
        match self {
            FlagFault::Share { found } => words.say("flag-share", &[("found", text(quote(found)))]),
            FlagFault::Count { found, min, max } if *max == u64::MAX => {
                words.say("flag-count-at-least", &[("found", text(quote(found))), ("min", num(*min))])
            }
            FlagFault::Count { found, min, max } => {
                words.say("flag-count", &[("found", text(quote(found))), ("min", num(*min)), ("max", num(*max))])
            }
            FlagFault::Millis { found } => words.say("flag-millis", &[("found", text(quote(found)))]),
            FlagFault::TimeBank { found } => words.say("flag-time-bank", &[("found", text(quote(found)))]),
            FlagFault::Lang { found } => {
                words.say("flag-lang", &[("found", text(quote(found))), ("codes", text(words.list(codes())))])
            }
            FlagFault::NoName => words.say("flag-no-name", &[]),
            FlagFault::LongName { bytes, max } => {
                words.say("flag-long-name", &[("bytes", num(*bytes as u64)), ("max", num(*max as u64))])
            }
        }
    }
}

/// Reads `--lang`: a code of the message catalogs.
///
/// # Errors
/// [`FlagFault::Lang`] for any other (a locale's `.` or `@` parts are not a code).
pub fn lang(code: &str) -> Result<Lang, FlagFault> {
    Lang::from_code(code)
        .filter(|_| !code.is_empty() && !code.contains(['.', '@']))
        .ok_or_else(|| FlagFault::Lang { found: code.to_owned() })
}

/// Reads a share (`--faults`): a number from 0 to 1.
///
/// # Errors
/// [`FlagFault::Share`] for anything else.
pub fn share(given: &str) -> Result<f64, FlagFault> {
    match given.trim().parse::<f64>() {
        Ok(value) if (0.0..=1.0).contains(&value) => Ok(value),
        _ => Err(FlagFault::Share { found: given.to_owned() }),
    }
}

/// A value parser for a whole number from `min` to `max`, both included.
///
/// # Errors
/// [`FlagFault::Count`] for anything else.
pub fn count<T: TryFrom<u64> + Clone + Send + Sync + 'static>(
    min: u64,
    max: u64,
) -> impl Fn(&str) -> Result<T, FlagFault> + Clone + Send + Sync + 'static {
    move |given: &str| {
        given
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| FlagFault::Count { found: given.to_owned(), min, max })
    }
}

/// Reads milliseconds, at least 1.
///
/// # Errors
/// [`FlagFault::Millis`] for anything else.
pub fn millis(given: &str) -> Result<u64, FlagFault> {
    match given.trim().parse::<u64>() {
        Ok(ms) if ms >= 1 => Ok(ms),
        _ => Err(FlagFault::Millis { found: given.to_owned() }),
    }
}

/// Reads `--move-time MS` or `NAME=MS`: the bot named (none: every bot) and its milliseconds.
///
/// # Errors
/// [`FlagFault::Millis`] where MS is not a number of at least 1.
pub fn move_time(given: &str) -> Result<(Option<String>, u64), FlagFault> {
    match given.rsplit_once('=') {
        Some((name, ms)) => Ok((Some(name.trim().to_owned()), millis(ms)?)),
        None => Ok((None, millis(given)?)),
    }
}

/// Reads `--time-bank MS` or `MS+INC`: the bank at the start and what each move adds, in
/// milliseconds.
///
/// # Errors
/// [`FlagFault::TimeBank`] where INC is not a number, [`FlagFault::Millis`] where MS is not a
/// number of at least 1.
#[cfg(unix)]
pub fn time_bank(given: &str) -> Result<crate::live::Bank, FlagFault> {
    use std::time::Duration;
    let (start, increment) = given.split_once('+').unwrap_or((given, "0"));
    let increment = increment.trim().parse::<u64>().map_err(|_| FlagFault::TimeBank { found: given.to_owned() })?;
    Ok(crate::live::Bank { start: Duration::from_millis(millis(start)?), increment: Duration::from_millis(increment) })
}

/// Reads a player's name (`--player`): not empty, at most [`crate::names::MAX_NAME_BYTES`].
///
/// # Errors
/// [`FlagFault::NoName`] or [`FlagFault::LongName`].
pub fn player_name(name: &str) -> Result<String, FlagFault> {
    let max = crate::names::MAX_NAME_BYTES;
    if name.trim().is_empty() {
        return Err(FlagFault::NoName);
    }
    if name.len() > max {
        return Err(FlagFault::LongName { bytes: name.len(), max });
    }
    Ok(name.to_owned())
}

/// `--shard I/N`: I from 1 to N.
///
/// # Errors
/// The value as given, not I/N with 1 ≤ I ≤ N.
pub fn shard_arg(text: &str) -> Result<(u64, u64), ShardError> {
    let expected = || ShardError { found: text.to_owned() };
    let (i, n) = text.split_once('/').ok_or_else(expected)?;
    let (i, n): (u64, u64) = (i.trim().parse().map_err(|_| expected())?, n.trim().parse().map_err(|_| expected())?);
    if i == 0 || i > n {
        return Err(expected());
    }
    Ok((i, n))
}

/// A `--shard` value that is not I/N with 1 ≤ I ≤ N; `Display` says so in English (inside
/// clap's error), [`ShardError::worded`] in a person's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardError {
    /// The value as given.
    pub found: String,
}

impl ShardError {
    /// The sentence, in `words`' language.
    pub fn worded(&self, words: &Words) -> String {
        words.say("shard-expected", &[("found", text(self.found.clone()))])
    }
}

impl std::fmt::Display for ShardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for ShardError {}

/// A command line clap refused, said in the person's language (`--lang` on the command line,
/// else the locale's): `broadside: …` and a line on where help is, on `stderr`, and the exit
/// status ([`super::messages::EXIT_INPUT`]). `None` leaves it to clap: English (clap's own frame, as
/// always), help and the version (English in every language).
pub fn refused(e: &clap::Error, cli: &clap::Command, args: &[OsString], stderr: &mut dyn Write) -> Option<u8> {
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        return None;
    }
    let given: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let code = given.iter().enumerate().find_map(|(i, a)| match a.strip_prefix("--lang") {
        Some("") => given.get(i + 1).cloned(),
        Some(rest) => rest.strip_prefix('=').map(str::to_owned),
        None => None,
    });
    let lang = super::messages::lang_for_people(code.and_then(|c| lang(&c).ok()));
    if lang == Lang::En {
        return None;
    }
    let words = Words::new(lang);
    let message = worded(e, &words);
    let help = words.say("cli-help", &[("command", text(command_of(cli, &given)))]);
    let _ = writeln!(stderr, "{}\n{}", crate::error::escape(&format!("broadside: {message}")), help);
    Some(super::messages::EXIT_INPUT)
}

/// clap's refusal `e`, in `words`' language.
fn worded(e: &clap::Error, words: &Words) -> String {
    let one = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => s.first().cloned(),
        _ => None,
    };
    // clap lists suggestions from the least like to the most.
    let best = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => s.last().cloned(),
        _ => None,
    };
    let all = |kind| match e.get(kind) {
        Some(ContextValue::Strings(s)) => s.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    // "--shard <I/N>" is said as the flag alone.
    let flag = |s: String| s.split_once(' ').map_or(s.clone(), |(f, _)| f.to_owned());
    let quoted = |s: &str| text(quote(s));
    let arg = one(ContextKind::InvalidArg).map(flag).unwrap_or_default();
    let found = one(ContextKind::InvalidValue).unwrap_or_default();
    match e.kind() {
        ErrorKind::ValueValidation => {
            use std::error::Error as _;
            let source = e.source();
            let reason = source.and_then(|s| s.downcast_ref::<FlagFault>()).map(|f| f.worded(words));
            #[cfg(unix)]
            let reason = reason
                .or_else(|| source?.downcast_ref::<ShardError>().map(|f| f.worded(words)))
                .or_else(|| source?.downcast_ref::<crate::bot::BotArgFault>().map(|f| f.worded(words)));
            match reason {
                Some(reason) => format!("{arg}: {reason}"),
                None => words.say("cli-invalid-value", &[("flag", text(arg)), ("found", quoted(&found))]),
            }
        }
        ErrorKind::InvalidValue => {
            if found.is_empty() {
                words.say("cli-value-missing", &[("flag", quoted(&arg))])
            } else {
                not_a_choice(words, &arg, &found, all(ContextKind::ValidValue).iter().map(String::as_str))
            }
        }
        ErrorKind::UnknownArgument => match best(ContextKind::SuggestedArg) {
            Some(suggested) => words.say(
                "cli-unknown-option-suggested",
                &[("found", quoted(&arg)), ("suggested", quoted(&flag(suggested)))],
            ),
            // A word without a dash is no option: a positional argument past the last.
            None if !arg.starts_with('-') => words.say("cli-extra-argument", &[("found", quoted(&arg))]),
            None => words.say("cli-unknown-option", &[("found", quoted(&arg))]),
        },
        ErrorKind::InvalidSubcommand => {
            let found = one(ContextKind::InvalidSubcommand).unwrap_or_default();
            match best(ContextKind::SuggestedSubcommand) {
                Some(suggested) => words.say(
                    "cli-unknown-command-suggested",
                    &[("found", quoted(&found)), ("suggested", quoted(&suggested))],
                ),
                None => words.say("cli-unknown-command", &[("found", quoted(&found))]),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = all(ContextKind::InvalidArg);
            let count = missing.len() as u64;
            let missing = words.list(missing.into_iter().map(|m| quote(&m)));
            words.say("cli-missing", &[("missing", text(missing)), ("count", num(count))])
        }
        ErrorKind::MissingSubcommand => {
            let command = one(ContextKind::InvalidSubcommand).unwrap_or_default();
            let choices = words.either(all(ContextKind::ValidSubcommand).iter().map(|v| quote(v)).collect());
            words.say("cli-missing-command", &[("command", quoted(&command)), ("choices", text(choices))])
        }
        ErrorKind::ArgumentConflict => match one(ContextKind::PriorArg).map(flag) {
            // clap says a flag given twice as one in conflict with itself.
            Some(other) if other != arg => {
                words.say("cli-conflict", &[("flag", quoted(&arg)), ("other", quoted(&other))])
            }
            _ => words.say("cli-repeated", &[("flag", quoted(&arg))]),
        },
        ErrorKind::NoEquals => words.say("cli-no-equals", &[("flag", quoted(&arg))]),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues => {
            words.say("cli-too-many-values", &[("flag", quoted(&arg)), ("found", quoted(&found))])
        }
        ErrorKind::TooFewValues => words.say("cli-value-missing", &[("flag", quoted(&arg))]),
        ErrorKind::InvalidUtf8 => words.say("cli-not-utf8", &[]),
        _ => words.say("cli-refused", &[]),
    }
}

/// `found` given to `flag` (or to a command, such as `man`), which takes only `choices`: the
/// sentence, in `words`' language.
pub fn not_a_choice<'c>(words: &Words, flag: &str, found: &str, choices: impl Iterator<Item = &'c str>) -> String {
    let choices = words.either(choices.map(quote).collect());
    let args = [("flag", text(flag.to_owned())), ("found", text(quote(found))), ("choices", text(choices))];
    words.say("cli-value-not-a-choice", &args)
}

/// The command the person ran, as far as it names subcommands: `broadside`, `broadside check`,
/// `broadside bot check`.
fn command_of(cli: &clap::Command, given: &[String]) -> String {
    let mut command = cli.clone();
    let mut said = vec!["broadside".to_owned()];
    for word in given.iter().skip(1) {
        let Some(sub) = command.find_subcommand(word).cloned() else { break };
        said.push(sub.get_name().to_owned());
        command = sub;
    }
    said.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_i_of_n() {
        assert_eq!(shard_arg("2/4"), Ok((2, 4)));
        for bad in ["0/4", "5/4", "1", "a/b", "1/0", "-1/2"] {
            assert_eq!(shard_arg(bad), Err(ShardError { found: bad.to_owned() }), "{bad}");
        }
    }
}
