//! The command line: arguments, subcommands and the exit status. Each subcommand has a module;
//! this one holds the arguments' root ([`Cli`]) and hands each subcommand to its own.
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, nor this module:
//!
//! 1. [`messages`] (standard error, the exit status, the language a person reads), then [`flags`]
//!    (the flags' values, and a command line clap refused, worded), then [`input`] (opening what a
//!    subcommand reads), then [`output`] (formats, colour, writing), then [`unix_only`] (what a
//!    system without Unix answers).
//! 2. [`check`], then [`fleet`], [`record`], [`rules`], [`schema`], [`completions`] and
//!    [`generate`]: the subcommands that judge, convert and describe.
//! 3. [`match_`], then [`compliance`], then [`bot`]: the subcommands that run bots.

use std::ffi::OsString;
use std::io::{Read, Write};

use clap::{CommandFactory, Parser, Subcommand};

pub mod bot;
pub mod check;
pub mod completions;
#[cfg(unix)]
pub mod compliance;
pub mod flags;
pub mod fleet;
pub mod generate;
pub mod input;
#[cfg(unix)]
pub mod match_;
pub mod messages;
pub mod output;
pub mod record;
pub mod rules;
pub mod schema;
pub mod unix_only;

pub use messages::{EXIT_CLEAN, EXIT_FOUL, EXIT_INPUT, lang_for_people};

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

/// A command line clap refused, said in the person's language (`--lang` on the command line,
/// else the locale's): `broadside: …` and a line on where help is, on `stderr`, and the exit
/// status ([`EXIT_INPUT`]). `None` leaves it to clap: English (clap's own frame, as always), help
/// and the version (English in every language). See [`flags::refused`].
pub fn refused(e: &clap::Error, args: &[OsString], stderr: &mut dyn Write) -> Option<u8> {
    flags::refused(e, &Cli::command(), args, stderr)
}

/// Runs the command line `cli`, reading standard input from `stdin`, and returns the exit status.
/// Write failures on `stdout` (such as a closed pipe) end the run quietly.
pub fn run(cli: Cli, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match cli.command {
        Command::Check(args) => check::check(&args, stdin, stdout, stderr),
        Command::Rules(args) => rules::rules(&args, stdout, stderr),
        Command::Schema(args) => schema::print(&args, stdout, stderr),
        Command::Completions(args) => completions::completions(&args, Cli::command(), stdout, stderr),
        Command::Man(args) => completions::man(&args, Cli::command(), stdout, stderr),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_definition_is_valid() {
        Cli::command().debug_assert();
    }
}
