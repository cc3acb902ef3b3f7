//! Live play: `broadside match` of 2,000 games between the two built-in bots
//! (`broadside bot hunt` and `broadside bot random`, each a process of the release binary) under
//! classic rules with `--concurrency 2 --move-time 100`, without and with `--sandbox` (each bot
//! under bubblewrap, watched for its limits), then without it under Russian and Salvo rules.
//! Prints games per second, the CPU time of the runner itself (this process, which runs
//! the match in process) and of the bots (its child processes), the runner's share of the two,
//! and the games lost on time (the goal: none, with bots that answer at once). The match is the
//! library's ([`broadside::tournament`]), with the settings `broadside match` gives those flags.
//!
//! Run with `cargo bench --bench match`.

use std::time::Instant;

use broadside::sandbox::{DEFAULT_MEMORY_MB, DEFAULT_PROCESSES, Sandbox};
use broadside::tournament::{Ended, Settings, Sink, Tournament};

const GAMES: u64 = 2_000;

/// CPU seconds from `/proc/self/stat`: this process's own (all threads), and its reaped
/// children's (the bots). Linux counts both in ticks of 1/100 s.
fn cpu() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat (Linux)");
    let fields: Vec<f64> =
        stat.rsplit_once(')').expect("a stat line").1.split_whitespace().map(|f| f.parse().unwrap_or(0.0)).collect();
    // After the command name: state is field 0, utime 11, stime 12, cutime 13, cstime 14.
    ((fields[11] + fields[12]) / 100.0, (fields[13] + fields[14]) / 100.0)
}

/// The records of the match, and what it told a person.
#[derive(Default)]
struct Kept {
    records: Vec<String>,
    told: String,
}

impl Sink for Kept {
    fn record(&mut self, record: &str) -> std::io::Result<()> {
        self.records.push(record.to_owned());
        Ok(())
    }

    fn tell(&mut self, text: &str) {
        self.told.push_str(text);
    }
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        println!("match: bench");
        return;
    }
    let bin = env!("CARGO_BIN_EXE_broadside");
    println!("{GAMES} games a row, hunt against random, each bot a process; --concurrency 2 --move-time 100");
    println!(
        "{:<8} {:<8} {:>9} {:>8} {:>11} {:>9} {:>13} {:>9}",
        "rules", "sandbox", "games/s", "wall s", "runner CPU", "bots CPU", "runner share", "timeouts"
    );
    for (rules, sandbox) in [("classic", false), ("classic", true), ("russian", false), ("salvo", false)] {
        let hunt = format!("hunt={bin} bot hunt --seed 1");
        let random = format!("random={bin} bot random --seed 2");
        let bots = [hunt, random].iter().map(|b| b.parse().expect("a bot")).collect();
        // `--rules RULES --games GAMES --concurrency 2 --move-time 100 --seed 1 --quiet [--sandbox]`
        let settings = Settings {
            rules: rules.into(),
            games: GAMES,
            concurrency: Some(2),
            move_time: vec![(None, 100)],
            seed: 1,
            quiet: true,
            sandbox: sandbox.then(|| Sandbox::new(DEFAULT_MEMORY_MB, DEFAULT_PROCESSES)),
            ..Settings::new(bots)
        };
        let mut kept = Kept::default();
        let (runner0, bots0) = cpu();
        let started = Instant::now();
        let ended = Tournament::new(settings, &mut kept).and_then(|t| t.play(&mut kept));
        let wall = started.elapsed().as_secs_f64();
        let (runner1, bots1) = cpu();
        assert!(matches!(ended, Ok(Ended::Played { failing: false })), "{ended:?}: {}", kept.told);
        assert_eq!(kept.records.len() as u64, GAMES);
        let timeouts = kept.records.iter().filter(|r| r.contains("\"forfeit\":\"timeout\"")).count();
        let (runner, bots) = (runner1 - runner0, bots1 - bots0);
        let sandbox = if sandbox { "yes" } else { "no" };
        println!(
            "{rules:<8} {sandbox:<8} {:>9.1} {wall:>8.2} {runner:>10.2}s {bots:>8.2}s {:>12.1}% {timeouts:>9}",
            GAMES as f64 / wall,
            100.0 * runner / (runner + bots).max(1e-9),
        );
    }
}
