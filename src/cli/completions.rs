//! `broadside completions` and `broadside man`: a shell completion script and the man page.

use std::io::Write;

use clap_complete::Shell;

use super::messages::EXIT_CLEAN;

pub(crate) const COMPLETIONS_EXAMPLES: &str = "\
Examples:
  broadside completions bash > ~/.local/share/bash-completion/completions/broadside
  broadside completions zsh > ~/.zfunc/_broadside        (with fpath+=~/.zfunc in .zshrc)
  broadside completions fish > ~/.config/fish/completions/broadside.fish
  broadside man > broadside.1 && man ./broadside.1
  broadside man check > broadside-check.1";

/// Arguments of `broadside completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish.
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: Shell,
}

/// Runs `broadside completions`: writes the completion script for the shell, of the command line
/// `cli` (`Cli::command()`).
pub fn completions(
    args: &CompletionsArgs,
    mut cli: clap::Command,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cli, "broadside", &mut script);
    super::messages::written(
        stdout.write_all(&script).and_then(|()| stdout.flush()),
        EXIT_CLEAN,
        super::messages::lang_for_people(None),
        stderr,
    )
}

/// Arguments of `broadside man`.
#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// The subcommand whose page to print (such as check, for broadside-check(1)); without it,
    /// the page of broadside(1), which lists them all.
    #[arg(value_name = "SUBCOMMAND")]
    pub subcommand: Option<String>,
}

/// Runs `broadside man`: writes the man page (roff) of `cli` (`Cli::command()`) or of one of its
/// subcommands.
pub fn man(args: &ManArgs, cli: clap::Command, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let mut command = cli.disable_help_subcommand(true);
    command.build();
    let page = match &args.subcommand {
        None => command,
        Some(name) => match command.find_subcommand(name) {
            Some(sub) => sub.clone(),
            None => {
                // Said as clap says a value that is none of a flag's choices, in the locale's
                // language.
                let words = crate::words::Words::new(super::messages::lang_for_people(None));
                let names = command.get_subcommands().map(|s| s.get_name());
                return super::messages::report(
                    stderr,
                    &format!("broadside: {}", super::flags::not_a_choice(&words, "man", name, names)),
                );
            }
        },
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page).render(&mut roff).expect("writing to memory cannot fail");
    super::messages::written(
        stdout.write_all(&roff).and_then(|()| stdout.flush()),
        EXIT_CLEAN,
        super::messages::lang_for_people(None),
        stderr,
    )
}
