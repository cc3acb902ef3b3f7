//! The command line: arguments, subcommands and the exit status. Each subcommand has a module.

use std::io::{Read, Write};

use clap::{Parser, Subcommand};

use crate::batch::MappedFile;

pub mod bot;
pub mod check;
pub mod completions;
#[cfg(unix)]
pub mod compliance;
pub mod flags;
pub mod fleet;
pub mod generate;
#[cfg(unix)]
pub mod match_;
pub mod output;
pub mod record;
pub mod rules;
pub mod schema;
pub mod unix_only;

pub use flags::refused;

pub use crate::batch::{EXIT_CLEAN, EXIT_FOUL, EXIT_INPUT};

/// A referee for Battleship-family games: classic Battleship, Salvo and the Russian sea battle.
#[derive(Debug, Parser)]
#[command(name = "broadside", version, about, long_about = None)]
#[command(
    after_help = "Exit status: 0 no foul, 1 a foul (with --strict also a warning or an unfinished game), 2 input that cannot be adjudicated.\n\nRun `broadside check --help` for examples."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Adjudicate a game record and print the verdict (JSON, or text with --format text).
    #[command(after_help = check::CHECK_EXAMPLES)]
    Check(check::CheckArgs),
    /// List the rules presets and fleets, or print one as a JSON rules object to edit.
    #[command(after_help = rules::RULES_EXAMPLES)]
    Rules(rules::RulesArgs),
    /// Print the JSON Schema of the game record, the verdict or the rules.
    #[command(after_help = schema::SCHEMA_EXAMPLES)]
    Schema(schema::SchemaArgs),
    /// Print a shell completion script: bash, zsh, fish, powershell or elvish.
    #[command(after_help = completions::COMPLETIONS_EXAMPLES)]
    Completions(completions::CompletionsArgs),
    /// Print the man page (roff) of broadside or of one subcommand.
    #[command(after_help = completions::COMPLETIONS_EXAMPLES)]
    Man(completions::ManArgs),
    /// Check one fleet alone (a list of ships, or a drawing of the board) and print the ships
    /// found and the placement violations as JSON.
    #[command(after_help = fleet::FLEET_EXAMPLES)]
    Fleet(fleet::FleetArgs),
    /// Convert a record between JSON and a paper record (the players' sheets as text), either way.
    #[command(after_help = record::RECORD_EXAMPLES)]
    Record(record::RecordArgs),
    /// Write random games (legal, or with one fault each) as JSON Lines, the same for the same seed.
    #[command(after_help = generate::GENERATE_EXAMPLES)]
    Generate(generate::GenerateArgs),
    /// Play bots against each other live (the bot protocol), writing each game's record as
    /// JSON Lines and the standings on standard error.
    #[cfg(unix)]
    #[command(name = "match", after_help = match_::MATCH_EXAMPLES)]
    Match(Box<match_::MatchArgs>),
    /// Play bots against each other live (the bot protocol): on a Unix system only (Linux,
    /// macOS; WSL on Windows).
    #[cfg(not(unix))]
    #[command(name = "match", long_about = unix_only::MATCH_ABOUT)]
    Match(unix_only::UnixOnlyArgs),
    /// Play as a bot through the bot protocol on standard input and output (`random` or `hunt`,
    /// the bots `generate` plays), or check a bot of your own (`check`).
    #[command(after_help = bot::BOT_EXAMPLES)]
    Bot(bot::BotArgs),
}

/// The language of what is written for a person: `--lang`, else the locale's (LANGUAGE,
/// LC_ALL, LC_MESSAGES, LANG, as gettext reads them: [`crate::words::Lang::from_locale`]),
/// else English.
pub fn lang_for_people(lang: Option<crate::words::Lang>) -> crate::words::Lang {
    lang.unwrap_or_else(|| {
        let var = |name: &str| std::env::var(name).ok();
        let (language, lc_all, lc_messages, lang) = (var("LANGUAGE"), var("LC_ALL"), var("LC_MESSAGES"), var("LANG"));
        crate::words::Lang::from_locale(&crate::words::Locale {
            language: language.as_deref(),
            lc_all: lc_all.as_deref(),
            lc_messages: lc_messages.as_deref(),
            lang: lang.as_deref(),
        })
    })
}

/// Runs the command line `cli`, reading standard input from `stdin`, and returns the exit status.
/// Write failures on `stdout` (such as a closed pipe) end the run quietly.
pub fn run(cli: Cli, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match cli.command {
        Command::Check(args) => check::check(&args, stdin, stdout, stderr),
        Command::Rules(args) => rules::rules(&args, stdout, stderr),
        Command::Schema(args) => schema::print(&args, stdout, stderr),
        Command::Completions(args) => completions::completions(&args, stdout, stderr),
        Command::Man(args) => completions::man(&args, stdout, stderr),
        Command::Fleet(args) => fleet::fleet(&args, stdin, stdout, stderr),
        Command::Generate(args) => generate::generate(&args, stdout, stderr),
        Command::Record(args) => record::record(&args, stdin, stdout, stderr),
        #[cfg(unix)]
        Command::Match(args) => match_::run(&args, stdout, stderr),
        #[cfg(not(unix))]
        Command::Match(_) => unix_only::refuse("match", stderr),
        Command::Bot(args) => bot::bot(&args, stdin, stdout, stderr),
    }
}

/// The exit status after writing the output: `status` when the write succeeded or the reader
/// closed the pipe (it has what it wanted, as with `| head`); otherwise the failure is reported
/// on standard error, in `lang`, and the status is [`EXIT_INPUT`], since the job was not done.
pub(crate) fn written(result: std::io::Result<()>, status: u8, lang: crate::words::Lang, stderr: &mut dyn Write) -> u8 {
    match result {
        Ok(()) => status,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => status,
        Err(e) => report(stderr, &format!("broadside: {}", crate::words::Words::new(lang).output_unwritten(&e))),
    }
}

/// Opens the input a subcommand reads: `file`, or standard input when it is absent or `-`.
/// Returns the name to show in messages and the reader.
///
/// # Errors
/// [`OpenError`] when the file cannot be opened or is a directory.
pub(crate) fn open_input<'s>(
    file: Option<&std::path::Path>,
    stdin: &'s mut dyn Read,
) -> Result<(String, Box<dyn Read + 's>), OpenError> {
    match file {
        None => Ok(("<stdin>".into(), Box::new(stdin))),
        Some(p) if p.as_os_str() == "-" => Ok(("<stdin>".into(), Box::new(stdin))),
        Some(p) => Ok((p.display().to_string(), Box::new(open_file(p)?))),
    }
}

/// An input opened for `check --jsonl`: a regular file mapped into memory, or a stream.
pub(crate) enum Opened<'s> {
    Mapped(MappedFile),
    Stream(Box<dyn Read + 's>),
}

/// Opens the input as [`open_input`] does, mapping `file` when it is a regular file (see
/// [`MappedFile::open`]). The file is opened once: a FIFO opened a second time would
/// wait for a second writer.
///
/// # Errors
/// As [`open_input`].
pub(crate) fn open_mapped<'s>(
    file: Option<&std::path::Path>,
    stdin: &'s mut dyn Read,
) -> Result<Opened<'s>, OpenError> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let f = open_file(p)?;
            Ok(match MappedFile::open(&f) {
                Ok(Some(map)) => Opened::Mapped(map),
                // Not mappable (a pipe, a device, an empty file) or refused: read as a stream.
                _ => Opened::Stream(Box::new(f)),
            })
        }
        _ => open_input(file, stdin).map(|(_, input)| Opened::Stream(input)),
    }
}

/// An input file that cannot be opened (the facts; [`OpenError::worded`] says them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OpenError {
    /// The file's name as messages show it.
    pub name: String,
    /// Why it cannot be opened: a directory, or the system's reason.
    pub fault: crate::error::FileFault,
}

impl OpenError {
    /// The message to report (`broadside: NAME: …`), in `lang`.
    pub(crate) fn worded(&self, lang: crate::words::Lang) -> String {
        let error = crate::error::InputError::input(crate::error::Fault::File(self.fault.clone()));
        input_error(&self.name, &error, lang)
    }
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(crate::words::Lang::default()))
    }
}

impl std::error::Error for OpenError {}

/// Opens the file at `p` for reading.
///
/// # Errors
/// [`OpenError`] where it cannot be: a directory, or the system's reason.
fn open_file(p: &std::path::Path) -> Result<std::fs::File, OpenError> {
    use crate::error::FileFault;
    let fault = if p.is_dir() {
        FileFault::IsDirectory
    } else {
        match std::fs::File::open(p) {
            Ok(f) => return Ok(f),
            Err(e) => FileFault::CannotOpen((&e).into()),
        }
    };
    Err(OpenError { name: p.display().to_string(), fault })
}

/// The message for an input error that concerns no file (a flag's value), in `lang`.
pub(crate) fn plain_error(e: &crate::error::InputError, lang: crate::words::Lang) -> String {
    format!("broadside: {}", crate::words::Words::new(lang).input_error(e))
}

/// The message for an input error in the input called `name`, in `lang`:
/// `broadside: game.json:3:14: …` where the error has a position, `broadside: game.json: …`
/// where it has none.
pub(crate) fn input_error(name: &str, e: &crate::error::InputError, lang: crate::words::Lang) -> String {
    let gap = if e.position().is_some() { "" } else { " " };
    format!("broadside: {name}:{gap}{}", crate::words::Words::new(lang).input_error(e))
}

/// Writes an input error's message to standard error, through [`crate::error::escape`] (it may
/// quote the input, a file name or a bot's name), and returns [`EXIT_INPUT`].
pub(crate) fn report(stderr: &mut dyn Write, message: &str) -> u8 {
    let _ = writeln!(stderr, "{}", crate::error::escape(message));
    EXIT_INPUT
}

/// Writes a message of several lines (a bot's standard error quoted under its first) to standard
/// error, the first after `who: `, each line made safe to show, and returns [`EXIT_INPUT`].
#[cfg(unix)]
pub(crate) fn report_lines(stderr: &mut dyn Write, who: &str, message: &str) -> u8 {
    let mut lines = message.lines();
    report(stderr, &format!("{who}: {}", lines.next().unwrap_or_default()));
    for line in lines {
        let _ = writeln!(stderr, "{}", crate::error::escape(line));
    }
    EXIT_INPUT
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_valid() {
        Cli::command().debug_assert();
    }
}
