//! A record's way through the referee at run time: followed from `broadside check` (the JSON
//! verdict of `check_record`, and the game page the web page asks the core for, `check::page`),
//! it goes down the core's layers and never back up into a module it is still inside of.
//!
//! The imports hold the layers (crates/broadside-core/tests/layers.rs), but a call can still go
//! back up at run time, through a closure or a trait handed down: `paper` hands `drawing` a
//! closure that asks `drawing` about an initial, `engine` shows `referee` the game and `referee`
//! asks the game for its boards. This test runs the real binary under Valgrind's callgrind, which
//! keeps every call with the whole stack of calls that led to it, and fails on any call from a
//! function of the core into a module of the core that is already on the stack beneath it (`A`
//! calls `B`, which calls back into `A`). A closure called there is the caller's own code run by
//! a helper, and is not such a call; a call it makes is: `fleet` filling a `coord` set from an
//! iterator whose closure asks `coord` again is `coord`, `fleet`, `coord` (a loop does it once).
//! Where the calls come back: docs/development.md "How a record goes through the code".

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use crate::common::{BIN, engine_present};

/// The records followed, each as the JSON verdict and as the game page: paper sheets (drawn
/// fleets, initials, a language's words and digits, volleys) and JSON records (a full game,
/// fouls of placement and of replies), each small enough that its run under callgrind takes
/// seconds.
const RECORDS: &[&str] = &[
    "fixtures/paper/classic-fleets-drawn-with-squares-and-initials.txt",
    "fixtures/paper/bengali-salvo-sheet-with-bengali-digits.txt",
    "fixtures/paper/salvo-log-lines-with-volley-replies.txt",
    "fixtures/classic/full-game-p1-wins.json",
    "fixtures/classic/bad-shape-diagonal.json",
    "fixtures/salvo/false-report-sunk-list.json",
    "fixtures/russian/bad-shape-range-not-aligned.json",
];

/// The top module of the core a function's name is in (`paper` of
/// `broadside_core::paper::grid::drawing`, `fleet` of `<broadside_core::fleet::Fleet as …>::fmt`),
/// or `None` for a function outside the core.
fn module(function: &str) -> Option<&str> {
    let rest = function.strip_prefix('<').unwrap_or(function).strip_prefix("broadside_core::")?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The calls that go back up in a callgrind profile taken with `--separate-callers`: each
/// `(caller, callee)` of the core where the callee's module is the module of a function of the
/// core beneath the caller on the stack, and not the caller's own. Function names as callgrind
/// writes them.
fn calls_back_up(profile: &str) -> BTreeSet<(String, String)> {
    // Names are written once, then referred to by number: `fn=(12) a'b'c`, later `fn=(12)`.
    let mut names: BTreeMap<&str, &str> = BTreeMap::new();
    let mut contexts: BTreeSet<&str> = BTreeSet::new();
    for line in profile.lines() {
        let Some(rest) = line.strip_prefix("fn=(").or_else(|| line.strip_prefix("cfn=(")) else { continue };
        let Some((id, name)) = rest.split_once(')') else { continue };
        let name = name.trim_start();
        if !name.is_empty() {
            names.insert(id, name);
        }
        if let Some(name) = names.get(id) {
            contexts.insert(name);
        }
    }
    let mut out = BTreeSet::new();
    for context in contexts {
        // A context is the function, then its callers outward, separated by `'`.
        let core: Vec<&str> = context.split('\'').filter(|f| module(f).is_some()).collect();
        let [callee, caller, beneath @ ..] = core.as_slice() else { continue };
        if callee.contains("{{closure}}") || module(callee) == module(caller) {
            continue;
        }
        if beneath.iter().any(|f| module(f) == module(callee)) {
            out.insert(((*caller).to_owned(), (*callee).to_owned()));
        }
    }
    out
}

#[test]
fn the_reading_of_a_profile_finds_a_call_back_up_and_nothing_else() {
    let profile = "\
fn=(1) broadside_core::check::verdict'main
fn=(2) broadside_core::paper::read'broadside_core::check::verdict'main
cfn=(3) broadside_core::drawing::rows::read_rows'broadside_core::paper::grid::drawing'broadside_core::paper::read
fn=(4) broadside_core::paper::grid::drawing::{{closure}}'broadside_core::drawing::rows::read_rows'broadside_core::paper::grid::drawing
fn=(5) broadside_core::drawing::initials::class_of_initial'broadside_core::paper::grid::drawing::{{closure}}'broadside_core::drawing::rows::read_rows'broadside_core::paper::grid::drawing
fn=(6) <broadside_core::coord::Coordinate as core::fmt::Display>::fmt'core::fmt::write'broadside_core::words::Words::line'broadside_core::text::verdict
fn=(7) broadside_core::paper::line::lines'broadside_core::paper::read
fn=(5)
";
    let found = calls_back_up(profile);
    let expected = (
        "broadside_core::paper::grid::drawing::{{closure}}".to_owned(),
        "broadside_core::drawing::initials::class_of_initial".to_owned(),
    );
    assert_eq!(found, BTreeSet::from([expected]));
    assert_eq!(module("<broadside_core::fleet::Fleet as core::fmt::Debug>::fmt"), Some("fleet"));
    assert_eq!(module("core::ptr::drop_in_place<broadside_core::fleet::Fleet>"), None);
}

#[test]
fn a_record_goes_down_the_layers_and_never_back_up() {
    if !engine_present("Valgrind", "valgrind", &["--version"]) {
        return;
    }
    let dir = crate::common::scratch("way-down");
    let runs: Vec<(String, Vec<&str>)> = RECORDS
        .iter()
        .flat_map(|record| {
            ["json", "html"].map(|format| (format!("{record} --format {format}"), vec![*record, format]))
        })
        .collect();
    // Two runs at a time: each is one process, and the machine may have two cores.
    let follow = |(i, (what, args)): (usize, &(String, Vec<&str>))| {
        let out = dir.join(format!("callgrind.{i}"));
        let ran = Command::new("valgrind")
            .args(["--tool=callgrind", "--separate-callers=200"])
            .arg(format!("--callgrind-out-file={}", out.display()))
            .args([BIN, "check", args[0], "--format", args[1], "--lang", "ru"])
            .output()
            .unwrap();
        assert_ne!(ran.status.code(), Some(2), "{what}: {}", String::from_utf8_lossy(&ran.stderr));
        let profile = std::fs::read_to_string(&out).unwrap();
        calls_back_up(&profile)
            .into_iter()
            .map(|(caller, callee)| format!("{what}: {caller} -> {callee}"))
            .collect::<Vec<_>>()
    };
    let found: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = [0, 1]
            .map(|half| {
                let runs = &runs;
                scope.spawn(move || {
                    runs.iter().enumerate().filter(|(i, _)| i % 2 == half).flat_map(follow).collect::<Vec<String>>()
                })
            })
            .into_iter()
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(found.is_empty(), "calls back up into a module on the stack:\n{}", found.join("\n"));
}
