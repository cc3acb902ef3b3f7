//! Peak memory of `broadside check` (the release binary) on large paper records: every record a
//! paper may hold within the limits (16 MiB of text, 100,000 moves, 200,000 shots, 676 shots a
//! volley, 256 classes a reply) peaks under 200 MiB, and so does every paper past a limit before
//! its error (issue 20, "Bounds"). Each record is written to the target's temporary folder and
//! checked once; the table gives its size, the exit status, the peak resident memory from the
//! child's rusage, and the first words of the error, if any.
//!
//! `cargo bench --bench paper_memory`

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The bound, in KiB.
const BOUND_KIB: u64 = 200 * 1024;

/// The players of the records: names of 120 bytes where a record shows their cost.
fn header(rules: &str, names: [&str; 2]) -> String {
    format!(
        "rules: {rules}\nplayers: {a}, {b}\n{a} fleet: A1-E1, A3-D3, A5-C5, A7-B7\n{b} fleet: A1-E1, A3-D3, A5-C5, A7-B7\nlog:\n",
        a = names[0],
        b = names[1]
    )
}

/// `line(i)` for the moves, as many as fit in `bytes` after the header (all of them when
/// `bytes` is 0), with `count` moves at most.
fn record(head: &str, count: usize, bytes: usize, line: impl Fn(usize) -> String) -> String {
    let mut text = head.to_owned();
    for i in 0..count {
        let next = line(i);
        if bytes > 0 && text.len() + next.len() > bytes {
            break;
        }
        text.push_str(&next);
    }
    text
}

/// A record: its name, and how to write it.
type Record = (&'static str, Box<dyn Fn() -> String>);

/// The records.
fn records() -> Vec<Record> {
    const MIB16: usize = 16 << 20;
    let mover = |i: usize| if i.is_multiple_of(2) { "ann" } else { "ben" };
    vec![
        (
            "100,000 moves by players named with 120 bytes",
            Box::new(|| {
                let (a, b) = ("a".repeat(120), "b".repeat(120));
                record(&header("classic", [&a, &b]), 100_000, 0, |i| {
                    format!("{}. {} J{} miss\n", i + 1, if i.is_multiple_of(2) { &a } else { &b }, 1 + i % 10)
                })
            }),
        ),
        (
            "100,000 volleys of two shots, replies naming every class",
            Box::new(move || {
                let all =
                    "battleship 1, cruiser 1, submarine 1, destroyer 1; sunk battleship, cruiser, submarine, destroyer";
                record(&header("salvo", ["ann", "ben"]), 100_000, 0, |i| format!("{} J10 J9: {all}\n", mover(i)))
            }),
        ),
        (
            "16 MiB of volleys, each sinking 255 one-letter classes",
            Box::new(|| {
                record(&header("salvo", ["a", "b"]), usize::MAX, MIB16, |i| {
                    format!("{} A1: none; sunk {}\n", ["a", "b"][i % 2], vec!["a"; 255].join(", "))
                })
            }),
        ),
        (
            "16 MiB of volleys of 2 shots, 66 one-letter classes hit",
            Box::new(|| {
                record(&header("salvo", ["a", "b"]), usize::MAX, MIB16, |i| {
                    let hits: Vec<String> =
                        (0..66).map(|k| format!("{}{} 1", char::from(b'a' + (k % 26) as u8), k / 26)).collect();
                    format!("{} A1 B1: {}\n", ["a", "b"][i % 2], hits.join(", "))
                })
            }),
        ),
        (
            "5 MiB of moves, past the 100,000-move limit",
            Box::new(move || {
                record(&header("classic", ["ann", "ben"]), usize::MAX, 5 << 20, |i| format!("{} J10\n", mover(i)))
            }),
        ),
        (
            "16 MiB of moves, past the 100,000-move limit",
            Box::new(move || {
                record(&header("classic", ["ann", "ben"]), usize::MAX, MIB16, |i| format!("{} J10\n", mover(i)))
            }),
        ),
        (
            "16 MiB of one-letter lines in the log",
            Box::new(|| record(&header("classic", ["ann", "ben"]), usize::MAX, MIB16, |_| "a\n".to_owned())),
        ),
        (
            "one volley of 5,000,000 shots",
            Box::new(|| format!("{}ann {}\n", header("classic", ["ann", "ben"]), "A1 ".repeat(5_000_000))),
        ),
        (
            "a fleet line of 5,000,000 ships",
            Box::new(|| {
                format!("rules: classic\nplayers: ann, ben\nann fleet: {}\nben fleet: A1-E1\n", "A1,".repeat(5_000_000))
            }),
        ),
        (
            "16 MiB of fleet sections",
            Box::new(|| {
                let head = header("classic", ["ann", "ben"]);
                let sections = "x fleet:\n".repeat((MIB16 - head.len()) / 9);
                head + &sections
            }),
        ),
    ]
}

/// Peak resident memory (KiB) and exit status of `broadside check` on `path`, from the child's
/// rusage, and the first line of its standard error.
fn peak_memory(binary: &Path, path: &Path) -> (u64, i32, String) {
    let err = path.with_extension("err");
    let child = Command::new(binary)
        .arg("check")
        .arg(path)
        .stdout(Stdio::null())
        .stderr(fs::File::create(&err).expect("a temporary file"))
        .spawn()
        .expect("the release binary runs");
    let (status, peak) = common::wait_with_peak(child);
    let first = fs::read_to_string(&err).unwrap_or_default().lines().next().unwrap_or("").to_owned();
    (peak, status, first)
}

/// Set to a folder, the bench writes the records there and ends (see `main`).
const WRITE_TO: &str = "BROADSIDE_PAPER_MEMORY_WRITE_TO";

fn main() {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_broadside"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let records = records();
    if let Some(to) = std::env::var_os(WRITE_TO) {
        for (k, (_, write)) in records.iter().enumerate() {
            fs::write(Path::new(&to).join(format!("paper-memory-{k}.txt")), write()).expect("the record is written");
        }
        return;
    }
    // The records are written by another run of this program: a child's peak counts the memory
    // of this process when it starts, which therefore never holds them.
    let status = Command::new(std::env::current_exe().expect("this program"))
        .env(WRITE_TO, &dir)
        .status()
        .expect("this program runs");
    assert!(status.success(), "the records could not be written");
    println!("peak memory (maximum resident set) of `broadside check` on paper records, release binary:");
    let mut over = Vec::new();
    for (k, (name, _)) in records.iter().enumerate() {
        let path = dir.join(format!("paper-memory-{k}.txt"));
        let size = fs::metadata(&path).expect("the record was written").len() as f64 / (1 << 20) as f64;
        let (peak, status, error) = peak_memory(&binary, &path);
        // The error without the program's name and the file's path.
        let error: String = error.split_once(".txt").map_or("", |(_, e)| e).chars().take(70).collect();
        let error = if error.is_empty() { String::new() } else { format!(" ({error}…)") };
        println!("  {:>6.1} MiB peak, exit {status}, {size:>5.1} MiB: {name}{error}", peak as f64 / 1024.0);
        if peak > BOUND_KIB {
            over.push(*name);
        }
        let _ = fs::remove_file(&path);
        let _ = fs::remove_file(path.with_extension("err"));
    }
    assert!(over.is_empty(), "over {} MiB: {over:?}", BOUND_KIB / 1024);
}
