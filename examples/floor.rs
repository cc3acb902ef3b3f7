//! The parsing floors of the batch benchmark as a program of their own, so that callgrind can
//! count their instructions beside `broadside check --jsonl` (see `benches/instructions.sh`).
//!
//! `cargo run --release --example floor -- ignored|value|read|serde FILE` reads FILE (JSON Lines)
//! and, one thread, passes each line through serde_json into `IgnoredAny` (the syntax-only floor),
//! into `serde_json::Value`, reads it into a record with `broadside::parse_record`, or reads it
//! into a record with serde alone (the reader of unusual records and errors, which
//! `parse_record` falls back to). It prints how many lines it read.

use std::process::ExitCode;

use serde::de::IgnoredAny;

/// The allocator of the `broadside` binary (src/main.rs), so that every contender here allocates
/// as the binary does.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [mode, path] = args.as_slice() else {
        eprintln!("usage: floor ignored|value|read|serde FILE");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("floor: {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut lines = 0usize;
    for line in text.lines() {
        let ok = match mode.as_str() {
            "ignored" => serde_json::from_str::<IgnoredAny>(line).is_ok(),
            "value" => serde_json::from_str::<serde_json::Value>(line).is_ok(),
            "read" => broadside::parse_record(line).is_ok(),
            "serde" => serde_json::from_str::<broadside::GameRecord>(line).is_ok(),
            _ => {
                eprintln!("floor: unknown mode {mode:?}; expected ignored, value, read or serde");
                return ExitCode::from(2);
            }
        };
        lines += usize::from(ok);
    }
    println!("{lines} lines read");
    ExitCode::SUCCESS
}
