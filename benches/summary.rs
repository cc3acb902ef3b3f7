//! Summaries that scale with players (issue 39): 200,000 games between 400,000 distinct players
//! (each game's two names carry its number, as names with a build id do), checked by the release
//! binary in every report format beside plain JSON output (`check --jsonl`, one verdict a line):
//! `--summary` (JSON), Markdown, Markdown `--summary`, JUnit and GitHub annotations. Each round
//! runs every contender once, back to back, and gives each a ratio of that round's JSON run; the
//! figures are the medians over the rounds, with each run's peak memory (the child's rusage).
//! The goal: every format within 2x of plain JSON. docs/ci.md "Performance" has the figures.
//!
//! Run with `cargo bench --bench summary` (about 1.2 GB in the target folder's temporary folder,
//! and minutes: the games are generated first).

mod common;

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const GAMES: &str = "200000";
const ROUNDS: usize = 3;

/// The contenders: a name and the arguments after `check --jsonl --quiet`.
const FORMATS: [(&str, &[&str]); 6] = [
    ("JSON verdicts (plain)", &[]),
    ("--summary (JSON)", &["--summary"]),
    ("--format markdown", &["--format", "markdown"]),
    ("--summary --format markdown", &["--summary", "--format", "markdown"]),
    ("--format junit", &["--format", "junit"]),
    ("--format github", &["--format", "github"]),
];

/// Runs `broadside check --jsonl --quiet ARGS path`, its output thrown away: the time it took
/// and its peak resident memory (KiB).
fn run(binary: &Path, args: &[&str], path: &Path) -> (Duration, u64) {
    let start = Instant::now();
    let child = Command::new(binary)
        .args(["check", "--jsonl", "--quiet"])
        .args(args)
        .arg(path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the release binary runs");
    let (status, peak) = common::wait_with_peak(child);
    assert_eq!(status, 1, "{args:?}: a tenth of the games foul");
    (start.elapsed(), peak)
}

/// Generates the games and gives every game's two players names of their own (`ann-g17`).
fn games(binary: &Path, path: &Path) {
    let mut generated = Command::new(binary)
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--rules", "russian", "--faults", "0.1"])
        .args(["--games", GAMES, "--seed", "42"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the release binary runs");
    let mut out = BufWriter::new(File::create(path).unwrap());
    for (i, line) in BufReader::new(generated.stdout.take().unwrap()).lines().enumerate() {
        let mut line = line.unwrap();
        // The generator's four players; each name is quoted wherever it stands.
        for name in ["ann", "ben", "cat", "dan"] {
            line = line.replace(&format!("\"{name}\""), &format!("\"{name}-g{i}\""));
        }
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
    assert!(generated.wait().unwrap().success(), "broadside generate failed");
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_broadside"));
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("summary-distinct-players.jsonl");
    games(&binary, &path);
    let mut seconds = vec![Vec::new(); FORMATS.len()];
    let mut ratios = vec![Vec::new(); FORMATS.len()];
    let mut memory = vec![0u64; FORMATS.len()];
    for round in 0..ROUNDS {
        let times: Vec<(Duration, u64)> = FORMATS.iter().map(|(_, args)| run(&binary, args, &path)).collect();
        let plain = times[0].0.as_secs_f64();
        for (i, (time, peak)) in times.iter().enumerate() {
            seconds[i].push(time.as_secs_f64());
            ratios[i].push(time.as_secs_f64() / plain);
            memory[i] = memory[i].max(*peak);
        }
        eprintln!("round {} of {ROUNDS} done", round + 1);
    }
    println!("{GAMES} games, 400000 distinct players, median of {ROUNDS} rounds (ratio within each round):");
    println!("{:<30} {:>9} {:>10} {:>14}", "", "seconds", "x plain", "peak memory");
    for (i, (name, _)) in FORMATS.iter().enumerate() {
        let ratio = median(ratios[i].clone());
        println!(
            "{name:<30} {:>9.2} {:>9.2}x {:>10.1} MiB{}",
            median(seconds[i].clone()),
            ratio,
            memory[i] as f64 / 1024.0,
            if ratio <= 2.0 { "" } else { "  (over the 2x goal)" }
        );
    }
    let _ = std::fs::remove_file(&path);
}
