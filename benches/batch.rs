//! Batch adjudication: `broadside check --jsonl` on 20,000 generated games, beside three
//! one-thread baselines on the same lines in the same run: parsing each line into a
//! `serde_json::Value` (what a naive tool does), a syntax-only pass into `IgnoredAny` (the
//! floor of parsing with serde_json), and reading each line into a record with
//! [`broadside::parse_record`] (the fast reader, without adjudicating). Criterion also times the
//! serde reader alone (`read_records_by_serde_1_thread`), which reads unusual records and errors.
//! `check --jsonl` is given the text in memory ([`Input::Bytes`]), as the binary reads a file it
//! is given (mapped, read in place). Prints games per second, MB per second, the ratios, and the
//! peak memory of the release binary on the file and on the file four times over. The ratios come
//! twice: from criterion's runs, and as the median of rounds that run each contender once, back to
//! back, each round giving its own ratio (on a shared machine whose speed drifts, the fairer one).
//!
//! Then `check --jsonl --format junit` (docs/ci.md) beside JSON output, both on all cores: its
//! speed as a ratio of JSON output's, and its peak memory on 20,000, 200,000 and 1,000,000 games
//! (the 20,000 over and over, through a pipe): flat, as the testcases are held in a temporary
//! file past 1 MiB.
//!
//! Run with `cargo bench --bench batch`. The games are those of
//! `broadside generate --rules classic --rules salvo --rules russian --games 20000 --seed 42 --faults 0.1`.

mod common;

use std::cell::RefCell;
use std::fs::File;
use std::hint::black_box;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use broadside::batch::{Input, Options, check_lines};
use broadside::{Referee, parse_record};
use criterion::{Criterion, SamplingMode, Throughput};
use serde::de::IgnoredAny;
use serde_json::Value;

/// The allocator of the `broadside` binary (src/main.rs), so that every contender here allocates
/// as the binary does.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

const GAMES: u64 = 20_000;
/// Rounds of the back-to-back measurement.
const ROUNDS: usize = 9;

/// `broadside generate` with this bench's arguments, as the command line writes it.
const GENERATE: [&str; 13] = [
    "generate", "--rules", "classic", "--rules", "salvo", "--rules", "russian", "--games", "20000", "--seed", "42",
    "--faults", "0.1",
];

/// Times every run criterion makes, so that the summary can use the same runs.
struct Runs(RefCell<Vec<Duration>>);

impl Runs {
    fn median(&self) -> Duration {
        let mut v = self.0.borrow().clone();
        v.sort();
        v[v.len() / 2]
    }
}

fn timed(runs: &Runs, iters: u64, mut f: impl FnMut()) -> Duration {
    let start = Instant::now();
    for _ in 0..iters {
        f();
    }
    let elapsed = start.elapsed();
    runs.0.borrow_mut().push(elapsed / iters as u32);
    elapsed
}

/// Peak resident memory (KiB) of `broadside check --jsonl` on `path`, from the child's rusage.
/// (The figure includes the memory of this process when it starts the child, so this is
/// measured before this process holds the games.)
fn peak_memory(binary: &Path, path: &Path, jobs: Option<usize>) -> u64 {
    let mut command = Command::new(binary);
    command.args(["check", "--jsonl", "--quiet"]).arg(path).stdout(Stdio::null()).stderr(Stdio::null());
    if let Some(j) = jobs {
        command.args(["--jobs", &j.to_string()]);
    }
    common::wait_with_peak(command.spawn().expect("the release binary runs")).1
}

/// Peak resident memory (KiB) of `broadside check --jsonl ARGS` given `copies` copies of `path`
/// on standard input (a pipe), its output thrown away; also the exit status.
fn peak_memory_piped(binary: &Path, args: &[&str], path: &Path, copies: usize) -> (u64, i32) {
    let mut child = Command::new(binary)
        .args(["check", "--jsonl", "--quiet"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the release binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let path = path.to_owned();
    let feeder = std::thread::spawn(move || {
        for _ in 0..copies {
            if io::copy(&mut File::open(&path).unwrap(), &mut stdin).is_err() {
                break;
            }
        }
    });
    let (status, peak) = common::wait_with_peak(child);
    feeder.join().unwrap();
    (peak, status)
}

fn main() {
    // The games, written by the release binary; then the peak memory of checking them, once and
    // four times over, while this process is still small.
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_broadside"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let once = dir.join("batch-games.jsonl");
    let four = dir.join("batch-games-x4.jsonl");
    let out = File::create(&once).unwrap();
    let status = Command::new(&binary).args(GENERATE).stdout(out).status().unwrap();
    assert!(status.success(), "broadside generate failed");
    let mut w = BufWriter::new(File::create(&four).unwrap());
    for _ in 0..4 {
        io::copy(&mut File::open(&once).unwrap(), &mut w).unwrap();
    }
    w.flush().unwrap();
    drop(w);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut memory = Vec::new();
    for (label, path) in [("1x", &once), ("4x", &four)] {
        let size = std::fs::metadata(path).unwrap().len() as f64 / 1e6;
        let (all, one) = (peak_memory(&binary, path, None), peak_memory(&binary, path, Some(1)));
        memory.push(format!(
            "  {label} input ({size:.0} MB): {:.1} MiB with {cores} threads, {:.1} MiB with 1 thread",
            all as f64 / 1024.0,
            one as f64 / 1024.0
        ));
    }
    let _ = std::fs::remove_file(&four);
    // JUnit through a pipe: 20,000 games, 200,000, then 1,000,000; JSON beside it.
    let mut junit_memory = Vec::new();
    for (format, copies) in [("junit", 1), ("junit", 10), ("junit", 50), ("json", 50)] {
        let started = Instant::now();
        let (kib, status) = peak_memory_piped(&binary, &["--format", format], &once, copies);
        assert_eq!(status, 1, "a tenth of the games have a fault");
        junit_memory.push(format!(
            "  --format {format}, {} games through a pipe: {:.1} MiB ({:.1} s)",
            GAMES as usize * copies,
            kib as f64 / 1024.0,
            started.elapsed().as_secs_f64()
        ));
    }

    let text = std::fs::read(&once).unwrap();
    let lines: Vec<&str> = std::str::from_utf8(&text).unwrap().lines().collect();
    assert_eq!(lines.len() as u64, GAMES);
    let bytes = text.len() as u64;
    let referee = Referee::default();

    let mut criterion = Criterion::default().configure_from_args();
    let mut group = criterion.benchmark_group("batch");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(12))
        .throughput(Throughput::Bytes(bytes));

    let value = Runs(RefCell::new(Vec::new()));
    group.bench_function("value_1_thread", |b| {
        b.iter_custom(|iters| {
            timed(&value, iters, || {
                for line in &lines {
                    black_box(serde_json::from_str::<Value>(line).unwrap());
                }
            })
        })
    });
    let ignored = Runs(RefCell::new(Vec::new()));
    group.bench_function("ignored_any_1_thread", |b| {
        b.iter_custom(|iters| {
            timed(&ignored, iters, || {
                for line in &lines {
                    black_box(serde_json::from_str::<IgnoredAny>(line).unwrap());
                }
            })
        })
    });
    let read = Runs(RefCell::new(Vec::new()));
    group.bench_function("read_records_1_thread", |b| {
        b.iter_custom(|iters| {
            timed(&read, iters, || {
                for line in &lines {
                    black_box(parse_record(line).unwrap());
                }
            })
        })
    });
    // The serde reader alone, which `parse_record` leaves unusual records and errors to: not
    // in the tables below (no batch of common records takes it), timed for changes to it.
    group.bench_function("read_records_by_serde_1_thread", |b| {
        b.iter(|| {
            for line in &lines {
                black_box(serde_json::from_str::<broadside::GameRecord>(line).unwrap());
            }
        })
    });
    let run_check = |jobs: usize| {
        let options = Options {
            jobs,
            strict: false,
            summary: false,
            page: false,
            lang: broadside::words::Lang::En,
            progress: None,
            report: None,
        };
        let status = check_lines(&referee, &options, Input::Bytes(&text), &mut io::sink()).unwrap();
        assert_eq!(status, 1, "a tenth of the games have a fault");
    };
    let run_junit = || {
        let report = broadside::report::Options {
            format: broadside::report::Format::Junit,
            name: "games.jsonl".into(),
            file: Some("games.jsonl".into()),
            strict: false,
            counts_only: false,
            timestamp: "2026-01-01T00:00:00".into(),
            hostname: "localhost".into(),
            lang: Default::default(),
        };
        let options = Options {
            jobs: cores,
            strict: false,
            summary: false,
            page: false,
            lang: broadside::words::Lang::En,
            progress: None,
            report: Some(report),
        };
        let status = check_lines(&referee, &options, Input::Bytes(&text), &mut io::sink()).unwrap();
        assert_eq!(status, 1, "a tenth of the games have a fault");
    };
    let check = |jobs: usize, runs: &Runs, b: &mut criterion::Bencher| {
        b.iter_custom(|iters| timed(runs, iters, || run_check(jobs)))
    };
    let all = Runs(RefCell::new(Vec::new()));
    group.bench_function(format!("check_{cores}_threads"), |b| check(cores, &all, b));
    let one = Runs(RefCell::new(Vec::new()));
    group.bench_function("check_1_thread", |b| check(1, &one, b));
    let junit = Runs(RefCell::new(Vec::new()));
    group.bench_function(format!("check_junit_{cores}_threads"), |b| {
        b.iter_custom(|iters| timed(&junit, iters, run_junit))
    });
    group.finish();

    // The machine may be shared: criterion's runs of each function come minutes apart, so the
    // ratios are also measured in rounds that run each contender once, back to back.
    let rounds: Vec<[Duration; 6]> = (0..ROUNDS)
        .map(|_| {
            let time = |f: &mut dyn FnMut()| {
                let start = Instant::now();
                f();
                start.elapsed()
            };
            [
                time(&mut || lines.iter().for_each(|l| drop(black_box(serde_json::from_str::<Value>(l).unwrap())))),
                time(&mut || {
                    lines.iter().for_each(|l| {
                        black_box(serde_json::from_str::<IgnoredAny>(l).unwrap());
                    })
                }),
                time(&mut || {
                    lines.iter().for_each(|l| drop(black_box(parse_record(l).unwrap())));
                }),
                time(&mut || run_check(cores)),
                time(&mut || run_check(1)),
                time(&mut || run_junit()),
            ]
        })
        .collect();
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let names = [
        "parse into Value, 1 thread".to_owned(),
        "syntax only (IgnoredAny), 1 thread".to_owned(),
        "read records (parse_record), 1 thread".to_owned(),
        format!("check --jsonl, {cores} threads"),
        "check --jsonl, 1 thread".to_owned(),
    ];
    // `seconds[k]` is contender k's time; `ratio(k, base)` is how many times faster k is than
    // `base`. From criterion's runs these are ratios of medians; from the rounds, the median of
    // each round's own ratio, so that a round on a slowed machine slows every contender alike.
    let table = |title: &str, seconds: [f64; 5], ratio: &dyn Fn(usize, usize) -> f64| {
        println!();
        println!("{title}");
        println!("{:<38} {:>10} {:>9} {:>10} {:>14}", "", "games/s", "MB/s", "vs Value", "vs IgnoredAny");
        for (k, name) in names.iter().enumerate() {
            println!(
                "{name:<38} {:>10.0} {:>9.1} {:>9.2}x {:>13.2}x",
                GAMES as f64 / seconds[k],
                bytes as f64 / 1e6 / seconds[k],
                ratio(k, 0),
                ratio(k, 1)
            );
        }
    };
    println!();
    println!("{GAMES} games, {:.1} MB of JSON Lines, {cores} cores", bytes as f64 / 1e6);
    let runs = [value.median(), ignored.median(), read.median(), all.median(), one.median()].map(|d| d.as_secs_f64());
    table("median of criterion's runs:", runs, &|k, base| runs[base] / runs[k]);
    let round_seconds = |k: usize| rounds.iter().map(|r| r[k].as_secs_f64()).collect::<Vec<_>>();
    table(
        &format!("median of {ROUNDS} rounds, each contender once a round (ratios within a round):"),
        [0, 1, 2, 3, 4].map(|k| median(round_seconds(k))),
        &|k, base| median(rounds.iter().map(|r| r[base].as_secs_f64() / r[k].as_secs_f64()).collect()),
    );
    println!();
    println!("check --jsonl --format junit, {cores} threads, against JSON output on {cores} threads:");
    println!(
        "  criterion: {:.0} games/s, {:.2}x JSON output's speed",
        GAMES as f64 / junit.median().as_secs_f64(),
        all.median().as_secs_f64() / junit.median().as_secs_f64()
    );
    println!(
        "  median of {ROUNDS} rounds: {:.0} games/s, {:.2}x JSON output's speed (goal: at least 0.8x)",
        GAMES as f64 / median(round_seconds(5)),
        median(rounds.iter().map(|r| r[3].as_secs_f64() / r[5].as_secs_f64()).collect())
    );
    println!();
    println!("peak memory (maximum resident set) of `broadside check --jsonl`, release binary:");
    for line in memory {
        println!("{line}");
    }
    for line in junit_memory {
        println!("{line}");
    }
    criterion.final_summary();
}
