use std::io;
use std::process::ExitCode;

use clap::Parser;

/// jemalloc rather than the system's allocator: a salvo game's log frees dozens of blocks of one
/// size, past what glibc's per-thread cache keeps, which sends glibc down its slow paths; jemalloc
/// keeps peak memory flat as the input grows (mimalloc did not). Figures: docs/performance.md.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

fn main() -> ExitCode {
    let cli = match broadside::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
            if let Some(status) = broadside::cli::refused(&e, &args, &mut io::stderr().lock()) {
                return ExitCode::from(status);
            }
            e.exit()
        }
    };
    let status = broadside::cli::run(cli, &mut io::stdin().lock(), &mut io::stdout().lock(), &mut io::stderr().lock());
    ExitCode::from(status)
}
