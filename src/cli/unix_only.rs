//! `match` and `bot check` where there is no Unix (Windows): they run bots as processes that
//! only Unix lets the referee contain and end (a process group of its own, signals to it and to
//! every process it started, and `--sandbox`'s bubblewrap, which is Linux's). There, the two
//! commands stay in `--help` and answer, whatever they are given, that they need a Unix system
//! and why, with exit status 2; every other command works the same. Built everywhere, so that
//! its tests run on the machines that test.

use std::io::Write;

/// `broadside match --help` where there is no Unix.
pub const MATCH_ABOUT: &str = "Play bots against each other live (the bot protocol), writing each game's record as JSON Lines and the standings on standard error.\n\nOn a Unix system only (Linux, macOS; on Windows, under WSL): a bot runs in a process group of its own, which the match ends with signals, and every process it started with it; --sandbox contains it with bubblewrap. Windows has neither. Every other command works here: check the records a match wrote elsewhere with `broadside check --jsonl`.";

/// `broadside bot check --help` where there is no Unix.
pub const BOT_CHECK_ABOUT: &str = "Play a bot program through a short compliance run and say in words what it got wrong.\n\nOn a Unix system only (Linux, macOS; on Windows, under WSL), as `broadside match`: a bot runs in a process group of its own, which the referee ends with signals, and every process it started with it; --sandbox contains it with bubblewrap. Windows has neither.";

/// The arguments of a command that needs a Unix system: anything, read by no one.
#[derive(Debug, clap::Args)]
pub struct UnixOnlyArgs {
    /// The arguments as given: the command refuses to run whatever they are.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
    pub given: Vec<std::ffi::OsString>,
}

/// Says on `stderr` that `command` (`match`, `bot check`) needs a Unix system, and why; returns
/// [`super::messages::EXIT_INPUT`].
pub fn refuse(command: &str, stderr: &mut dyn Write) -> u8 {
    super::messages::report(
        stderr,
        &format!(
            "broadside {command}: needs a Unix system (Linux or macOS; on Windows, run it under WSL): it runs each bot in a process group of its own and ends it, and every process it started, with signals, and --sandbox contains bots with bubblewrap; Windows has neither. `broadside check` and the other commands work here."
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// The command line as it is where there is no Unix: `match` and `bot check` take anything.
    #[derive(Debug, Parser)]
    struct Elsewhere {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Debug, clap::Subcommand)]
    enum Command {
        #[command(name = "match", long_about = MATCH_ABOUT)]
        Match(UnixOnlyArgs),
    }

    #[test]
    fn a_unix_only_command_takes_any_arguments_and_says_why_it_cannot_run() {
        for args in [
            &["match"][..],
            &["match", "--bot", "a=./a", "--bot", "b=python3 b.py", "--games", "3", "--sandbox"],
            &["match", "-q", "x", "--", "y"],
        ] {
            let parsed = Elsewhere::try_parse_from(std::iter::once("broadside").chain(args.iter().copied()));
            let Command::Match(given) = parsed.unwrap_or_else(|e| panic!("{args:?}: {e}")).command;
            assert_eq!(given.given.len(), args.len() - 1, "{args:?}");
        }
        let help = Elsewhere::try_parse_from(["broadside", "match", "--help"]).unwrap_err().to_string();
        assert!(help.contains("On a Unix system only") && help.contains("bubblewrap"), "{help}");
        let mut stderr = Vec::new();
        assert_eq!(refuse("match", &mut stderr), super::super::messages::EXIT_INPUT);
        let said = String::from_utf8(stderr).unwrap();
        assert!(said.starts_with("broadside match: needs a Unix system"), "{said}");
        assert!(said.contains("process group") && said.contains("signals") && said.contains("bubblewrap"), "{said}");
    }
}
