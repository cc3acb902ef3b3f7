use std::io;
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = broadside::cli::Cli::parse();
    let status = broadside::cli::run(cli, &mut io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr().lock());
    ExitCode::from(status)
}
