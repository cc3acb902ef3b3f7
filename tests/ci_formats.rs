//! Reports for CI (docs/ci.md): `check --format github|junit|markdown`, one record and
//! `--jsonl`, and `match --report`. Snapshots of each format on the fixtures; the exit status the
//! same in every format; the JUnit XML valid against tests/junit/junit.xsd (`xmllint --schema`)
//! and read back, every count, by a Python JUnit reader (junitparser); the reports of a match
//! those `check` writes of its records; a property test that any verdicts written in each format
//! keep every count of the JSON summary; the Markdown under 1 MiB; and the CI jobs of
//! docs/ci.md's GitHub and GitLab jobs, run step by step.

use crate::common::{self, BIN, records};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use broadside::cli::{Cli, run};
use broadside::report::{Format, Options, Part, Place, Report};
use broadside::summary::Summary;
use broadside::verdict::{Facts, Spot};
use broadside::{Cell, Code, Outcome, Overrides, Preset, Reason, RulesSpec, Severity, Stats, Verdict, Violation};
use clap::Parser;
use proptest::prelude::*;
use serde_json::Value;

const FORMATS: [&str; 3] = ["github", "junit", "markdown"];

/// The JUnit suite's timestamp where a test makes the report itself.
const TIMESTAMP: &str = "2026-01-02T03:04:05";

/// JUnit XML with the suite's timestamp and hostname, which change from run to run, replaced by
/// fixed ones, so that two runs compare.
fn steady(junit: &str) -> String {
    let mut out = junit.to_owned();
    for (attribute, fixed) in [("timestamp", TIMESTAMP), ("hostname", "localhost")] {
        let key = format!(" {attribute}=\"");
        if let Some(start) = out.find(&key).map(|i| i + key.len()) {
            let end = start + out[start..].find('"').unwrap();
            out.replace_range(start..end, fixed);
        }
    }
    out
}

/// Runs the command line `args` in this process with `stdin`: the exit status, standard output
/// and standard error.
fn cli(args: &[&str], stdin: &[u8]) -> (u8, String, String) {
    let parsed = Cli::try_parse_from(std::iter::once("broadside").chain(args.iter().copied()))
        .unwrap_or_else(|e| panic!("{args:?}: {e}"));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = run(parsed, &mut &stdin[..], &mut out, &mut err);
    (status, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

/// A fresh folder for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("broadside-ci-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The record fixtures (JSON, then paper), sorted, each with the `--rules`/`--fleet` arguments
/// of its `.opts` file.
fn record_fixtures() -> Vec<(PathBuf, Vec<String>)> {
    let mut out = Vec::new();
    for dir in ["classic", "salvo", "russian", "custom", "v2", "text", "grid", "html", "paper", "paper/errors"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(Path::new("fixtures").join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("json" | "txt")))
            .collect();
        files.sort();
        for path in files {
            let mut args = Vec::new();
            if let Ok(opts) = std::fs::read_to_string(path.with_extension("opts")) {
                let opts: Value = serde_json::from_str(&opts).unwrap();
                for key in ["rules", "fleet"] {
                    if let Some(v) = opts[key].as_str() {
                        args.extend([format!("--{key}"), v.to_owned()]);
                    }
                }
            }
            out.push((path, args));
        }
    }
    out
}

/// Every JSON record fixture without overrides, one a line (compact), then three lines that
/// cannot be adjudicated: a record cut short, text that is not JSON, and a record that does not
/// hold together.
fn fixture_batch() -> Vec<u8> {
    let mut out = Vec::new();
    for (path, args) in record_fixtures() {
        if !args.is_empty() || path.extension().is_some_and(|e| e != "json") {
            continue;
        }
        let record: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        out.extend(serde_json::to_vec(&record).unwrap());
        out.push(b'\n');
    }
    out.extend_from_slice(b"{\"rules\": \"classic\", \"fleets\": {\n");
    out.extend_from_slice(b"not a record\n");
    out.extend_from_slice(
        b"{\"rules\":\"classic\",\"fleets\":{\"a\":[],\"b\":[]},\"shots\":[{\"player\":\"c\",\"at\":\"A1\"}]}\n",
    );
    out
}

#[test]
fn each_format_of_the_fixtures_batch() {
    let batch = fixture_batch();
    let (json_status, verdicts, _) = cli(&["check", "--jsonl"], &batch);
    assert_eq!(json_status, 2, "three lines cannot be adjudicated");
    assert!(verdicts.lines().count() > 80);
    for format in FORMATS {
        let (status, out, err) = cli(&["check", "--jsonl", "--format", format], &batch);
        assert_eq!((status, err.as_str()), (json_status, ""), "{format}");
        insta::assert_snapshot!(format!("batch_{format}"), steady(&out));
    }
    let (status, out, _) = cli(&["check", "--jsonl", "--summary", "--format", "markdown"], &batch);
    assert_eq!(status, json_status);
    insta::assert_snapshot!("batch_markdown_summary", out);
}

#[test]
fn each_format_of_single_records() {
    let inputs = [
        "fixtures/classic/out-of-turn-with-false-reply.json",
        "fixtures/custom/after-end.json",
        "fixtures/html/hostile-names.json",
        "fixtures/paper/russian-squared-paper-false-miss-mark.txt",
        "fixtures/paper/errors/log-line-by-someone-else.txt",
    ];
    for input in inputs {
        let (json_status, _, _) = cli(&["check", input], b"");
        let mut shown = String::new();
        for format in FORMATS {
            let (status, out, err) = cli(&["check", "--format", format, input], b"");
            assert_eq!(status, json_status, "{input} {format}");
            shown.push_str(&format!("===== --format {format}: exit {status}\n{}", steady(&out)));
            if !err.is_empty() {
                shown.push_str(&format!("----- standard error\n{err}"));
            }
        }
        let name = Path::new(input).file_stem().unwrap().to_str().unwrap().to_owned();
        insta::assert_snapshot!(format!("record_{name}"), shown);
    }
}

#[test]
fn a_record_that_cannot_be_read_is_an_error_in_every_format() {
    let record = b"{\"rules\": \"classic\",\n \"fleets\": 7}";
    for format in FORMATS {
        let (status, out, err) = cli(&["check", "--format", format], record);
        assert_eq!(status, 2, "{format}");
        assert!(err.starts_with("broadside: <stdin>:2:"), "{format}: {err}");
        match format {
            // Standard input is no file to point at: no line either.
            "github" => assert!(out.starts_with("::error title=broadside input_error::"), "{out}"),
            "junit" => assert!(out.contains("<error type=\"input_error\""), "{out}"),
            _ => assert!(out.contains("1 line could not be adjudicated"), "{out}"),
        }
    }
    // --summary is counts only, which neither github nor junit writes.
    let (status, out, err) = cli(&["check", "--jsonl", "--summary", "--format", "junit"], b"");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.contains("--summary"), "{err}");
}

#[test]
fn exit_statuses_are_the_same_in_every_format() {
    let mut seen = BTreeMap::new();
    for (path, overrides) in record_fixtures() {
        for strict in [false, true] {
            let mut args: Vec<&str> = vec!["check"];
            args.extend(overrides.iter().map(String::as_str));
            if strict {
                args.push("--strict");
            }
            args.push(path.to_str().unwrap());
            let (expected, _, _) = cli(&args, b"");
            *seen.entry(expected).or_insert(0) += 1;
            for format in FORMATS {
                let mut with = args.clone();
                with.splice(1..1, ["--format", format]);
                assert_eq!(cli(&with, b"").0, expected, "{with:?}");
            }
        }
    }
    assert_eq!(seen.keys().copied().collect::<Vec<u8>>(), [0, 1, 2], "the fixtures give every status");
    // A batch: as the worst line, on any number of threads, and under --strict.
    let batch = &fixture_batch()[..];
    let first: Vec<u8> = fixture_batch().split(|&b| b == b'\n').take(3).flat_map(|l| [l, b"\n"].concat()).collect();
    for input in [batch, &first[..]] {
        for extra in [&[][..], &["--strict"][..], &["--jobs", "1"][..]] {
            let mut args = vec!["check", "--jsonl"];
            args.extend(extra);
            let expected = cli(&args, input).0;
            for format in FORMATS {
                let mut with = args.clone();
                with.extend(["--format", format]);
                assert_eq!(cli(&with, input).0, expected, "{with:?}");
            }
        }
    }
}

/// The verdicts of `check --jsonl` on `input` (error records included) and its `--summary`.
fn verdicts_and_summary(input: &[u8]) -> (Vec<Value>, Value) {
    let (_, verdicts, _) = cli(&["check", "--jsonl"], input);
    let (_, summary, _) = cli(&["check", "--jsonl", "--summary"], input);
    (verdicts.lines().map(|l| serde_json::from_str(l).unwrap()).collect(), serde_json::from_str(&summary).unwrap())
}

/// `games` generated games (a fifth with a fault), the fixtures and the lines that cannot be
/// adjudicated, as one batch.
fn large_batch(games: usize) -> Vec<u8> {
    let generated = Command::new(BIN)
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--rules", "russian", "--faults", "0.2"])
        .args(["--games", &games.to_string(), "--seed", "24"])
        .output()
        .unwrap();
    assert!(generated.status.success());
    [generated.stdout, fixture_batch()].concat()
}

#[test]
fn junit_is_valid_against_the_schema_and_junitparser_reads_back_every_count() {
    let xmllint = common::engine_present("xmllint (libxml2-utils)", "xmllint", &["--version"]);
    let junitparser = common::engine_present("junitparser (PyPI)", "python3", &["-c", "import junitparser"]);
    let dir = scratch("junit");
    let input = dir.join("games.jsonl");
    // Enough games for over 1 MiB of testcases, which are held in a temporary file.
    let batch = large_batch(10_000);
    std::fs::write(&input, &batch).unwrap();
    let xml = dir.join("junit.xml");
    let status = Command::new(BIN)
        .args(["check", "--jsonl", "--format", "junit", "--jobs", "2"])
        .arg(&input)
        .stdout(std::fs::File::create(&xml).unwrap())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    assert!(std::fs::metadata(&xml).unwrap().len() > 1 << 20);
    // Also one record of each kind: a foul on paper, an error, hostile names.
    let mut files = vec![xml.clone()];
    for (i, input) in [
        "fixtures/paper/russian-squared-paper-false-miss-mark.txt",
        "fixtures/paper/errors/log-line-by-someone-else.txt",
        "fixtures/html/hostile-names.json",
    ]
    .iter()
    .enumerate()
    {
        let (_, out, _) = cli(&["check", "--format", "junit", input], b"");
        let file = dir.join(format!("record-{i}.xml"));
        std::fs::write(&file, out).unwrap();
        files.push(file);
    }
    if xmllint {
        valid_junit(&files);
    }
    if !junitparser {
        return;
    }
    let out = Command::new("python3").args(["tests/junit/read_junit.py"]).arg(&xml).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let read: Value = serde_json::from_slice(&out.stdout).unwrap();
    let (verdicts, summary) = verdicts_and_summary(&batch);
    let games = summary["games"].as_u64().unwrap();
    let errors = summary["errors"]["count"].as_u64().unwrap();
    let failing: Vec<&Value> = verdicts.iter().filter(|v| v.get("error").is_none() && has_foul(v)).collect();
    let suite = &read["suites"][0];
    let counts =
        serde_json::json!({"tests": games + errors, "failures": failing.len(), "errors": errors, "skipped": 0});
    assert_eq!(suite["attributes"], counts);
    assert_eq!(suite["counted"], counts, "the attributes agree with the testcases");
    assert_eq!(suite["name"], input.display().to_string());
    assert_eq!(suite["summary"], summary_counts_only(&summary), "the suite's property is the summary's counts");
    assert_eq!(suite["fouls"], summary["fouls"], "every foul is in a failure's text");
    assert_eq!(suite["warnings"], summary["warnings"], "every warning is in a failure's text or the system-out");
    assert_eq!((suite["time"].as_f64(), suite["hostname"].as_str().is_some_and(|h| !h.is_empty())), (Some(0.0), true));
    assert_eq!(suite["error_lines"], summary["errors"]["lines"]);
    let mut types = BTreeMap::<String, u64>::new();
    for v in &failing {
        let first = v["violations"].as_array().unwrap().iter().find(|x| x["severity"] == "foul").unwrap();
        *types.entry(first["code"].as_str().unwrap().to_owned()).or_default() += 1;
    }
    assert_eq!(suite["failure_types"], serde_json::to_value(types).unwrap());
    // One testcase a line, in input order, named by the game's id and players: the same
    // names whatever the order of the batch.
    let cases = suite["cases"].as_array().unwrap();
    assert_eq!(cases.len(), verdicts.len());
    let lines: Vec<&[u8]> = batch.split(|&b| b == b'\n').collect();
    for (i, (case, v)) in cases.iter().zip(&verdicts).enumerate() {
        let name = match v.get("line") {
            Some(line) => format!("line {line}"),
            None => {
                let name = |side: usize| broadside::error::escape(v["players"][side].as_str().unwrap()).into_owned();
                format!("{}: {} v {}", game_id(v, lines[i]), name(0), name(1))
            }
        };
        assert_eq!(case["name"], name);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Validates JUnit `files` with xmllint against Jenkins' schema (tests/junit/junit.xsd) and
/// against Ant's (tests/junit/ant-junit.xsd).
fn valid_junit(files: &[PathBuf]) {
    for schema in ["tests/junit/junit.xsd", "tests/junit/ant-junit.xsd"] {
        let out = Command::new("xmllint").args(["--noout", "--schema", schema]).args(files).output().unwrap();
        assert!(out.status.success(), "{schema}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stderr).matches(" validates").count(), files.len(), "{schema}");
    }
}

/// A game's id as JUnit names it (docs/ci.md): `meta.id`, a match's or generator's seed and
/// game, or `record` and the start of the SHA-256 of its line.
fn game_id(verdict: &Value, line: &[u8]) -> String {
    let meta = &verdict["meta"];
    if let Some(id) = meta["id"].as_str() {
        return id.to_owned();
    }
    for (key, by) in [("match", "match"), ("generator", "generated")] {
        if let (Some(seed), Some(game)) = (meta[key]["seed"].as_u64(), meta[key]["game"].as_u64()) {
            return format!("{by} {seed}/{game}");
        }
    }
    use sha2::Digest;
    let hash = sha2::Sha256::digest(String::from_utf8_lossy(line).trim().as_bytes());
    format!("record {}", hash[..6].iter().map(|b| format!("{b:02x}")).collect::<String>())
}

fn has_foul(verdict: &Value) -> bool {
    verdict["violations"].as_array().unwrap().iter().any(|v| v["severity"] == "foul")
}

#[test]
fn the_reports_of_a_match_are_those_check_writes_of_its_records() {
    let dir = scratch("match");
    let hunt = format!("hunt={BIN} bot hunt");
    let mut args: Vec<String> =
        ["match", "--bot", &hunt, "--bot", "junk=tests/bots/garbage.sh", "--games", "6", "--quiet"]
            .map(String::from)
            .to_vec();
    args.extend(["--move-time".into(), "2000".into()]);
    for format in FORMATS {
        args.extend(["--report".into(), format.into(), dir.join(format).display().to_string()]);
    }
    let out = Command::new(BIN).args(&args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "a report fails the match on a foul: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let records = out.stdout;
    assert_eq!(records.iter().filter(|&&b| b == b'\n').count(), 6);
    for format in FORMATS {
        let report = std::fs::read_to_string(dir.join(format)).unwrap();
        let (status, checked, _) = cli(&["check", "--jsonl", "--format", format], &records);
        assert_eq!(status, 1, "the junk bot fouls");
        let (report, checked) = match format {
            "junit" => (
                steady(&report),
                steady(&checked.replace("<testsuite name=\"&lt;stdin&gt;\"", "<testsuite name=\"match\"")),
            ),
            "markdown" => (report, checked.replace("from \\<stdin\\>", "from match")),
            _ => (report, checked),
        };
        assert_eq!(report, checked, "{format}");
    }
    let github = std::fs::read_to_string(dir.join("github")).unwrap();
    assert_eq!(github.lines().count(), 6, "{github}");
    // Standard output is a pipe here, no file: the annotations name none, and so no line.
    assert!(github.lines().all(|l| l.starts_with("::error title=broadside illegal_message::")), "{github}");
    // An unknown format, or a file that cannot be written, is refused before any game.
    for (report, message) in [(["pdf", "x.pdf"], "unknown format `pdf`"), (["junit", "/"], "--report /: cannot write")]
    {
        let out = Command::new(BIN).args(&args[..7]).arg("--report").args(report).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        assert!(String::from_utf8_lossy(&out.stderr).contains(message), "{}", String::from_utf8_lossy(&out.stderr));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn markdown_stays_under_one_mebibyte_and_says_what_it_left_out() {
    let base = broadside::check_record(
        &std::fs::read_to_string("fixtures/classic/out-of-turn-with-false-reply.json").unwrap(),
        &Overrides::default(),
    )
    .unwrap();
    let options = |counts_only| Options {
        format: Format::Markdown,
        name: "games.jsonl".into(),
        file: Some("games.jsonl".into()),
        strict: false,
        counts_only,
        timestamp: TIMESTAMP.into(),
        hostname: "localhost".into(),
        lang: Default::default(),
    };
    let mut report = Report::new(options(false));
    let mut part = Part::default();
    const GAMES: usize = 1500;
    for i in 0..GAMES {
        let mut verdict = base.clone();
        // Names of 128 bytes that each escaped character makes longer still.
        let name = |side: &str| format!("{side}{i:05}{}", "🂡|".repeat(24));
        let renames = [(&base.players[0], name("a")), (&base.players[1], name("b"))];
        verdict.players = [renames[0].1.clone(), renames[1].1.clone()];
        for v in &mut verdict.violations {
            v.player = renames.iter().find(|(old, _)| **old == v.player).unwrap().1.clone();
        }
        verdict.winner = Some(verdict.players[0].clone());
        verdict.forfeiting_players = vec![verdict.players[1].clone()];
        part.clear();
        part.verdict(report.options(), Place::Line(i + 1), "", &verdict);
        report.take(&part, &mut String::new());
    }
    let [head, between, markdown] = report.finish();
    assert!(head.is_empty() && between.is_empty());
    assert!(markdown.len() < 1 << 20, "{} bytes", markdown.len());
    assert!(markdown.len() > 900_000, "the room is used: {} bytes", markdown.len());
    let rows = |section: &str| {
        let start = markdown.find(section).map_or(markdown.len(), |i| i + section.len());
        let end = markdown[start..].find("\n### ").map_or(markdown.len(), |i| start + i);
        markdown[start..end]
            .lines()
            .filter(|l| {
                l.starts_with("| ")
                    && !l.starts_with("| player")
                    && !l.starts_with("| pair")
                    && !l.starts_with("| line")
                    && !l.starts_with("| ---")
            })
            .count()
    };
    let end: String = markdown.chars().rev().take(600).collect::<Vec<char>>().into_iter().rev().collect();
    assert!(markdown.contains("**Left out** to keep this summary under 1 MiB"), "{end}");
    // The fouls come first and are all listed that the list keeps, however full the standings;
    // the line under them counts the rest truly (two fouls a game).
    let fouls = markdown.find("### First fouls").expect("the fouls are listed");
    assert!(fouls < markdown.find("### Standings").unwrap(), "the fouls before the standings");
    assert_eq!(rows("### First fouls"), 100);
    assert!(
        markdown
            .contains(&format!("… and {} more fouls, not listed here: the 100 above are the first.", 2 * GAMES - 100))
    );
    let (players, pairs) = (rows("### Standings"), rows("### Pairs"));
    assert!(players + pairs < 3 * GAMES, "some rows are left out");
    for (written, total, what) in [(players, 2 * GAMES, "players"), (pairs, GAMES, "pairs")] {
        let left = format!(" {} {what} of the standings", total - written);
        assert_eq!(markdown.contains(&left), written < total, "{left}: {end}");
    }
    assert!(markdown.contains(&format!("| `out_of_turn` | {GAMES} |")), "the counts are all there");
    assert!(!markdown.contains("🂡|"), "every | in a name is escaped");
}

/// One verdict of the property test: players from a small pool (names that need escaping in
/// every format), an outcome, and violations of any code, some standing for several.
fn arbitrary_verdict() -> impl Strategy<Value = Verdict> {
    const NAMES: [&str; 5] = ["ann", "b|o*b_<x>", "c,d:e%f", "dan\n::error::x", "eve & \"q\" ]["];
    let violation = (0..Code::ALL.len(), 0..2usize, prop::option::of(0..50usize), 1..4u64);
    ((0..NAMES.len(), 1..NAMES.len()), 0..4u8, prop::collection::vec(violation, 0..14)).prop_map(
        move |((a, step), outcome, violations)| {
            let players = [NAMES[a].to_owned(), NAMES[(a + step) % NAMES.len()].to_owned()];
            let violations: Vec<Violation> = violations
                .into_iter()
                .map(|(code, side, entry, count)| {
                    let code = Code::ALL[code];
                    let player = players[side].clone();
                    // A message names its player, whose name needs escaping.
                    let facts = if count > 1 {
                        Facts::NotListed { left_out: count, first: entry, last: entry }
                    } else {
                        Facts::RepeatedShot
                    };
                    let c4 = Spot::On(Cell::new(2, 3));
                    Violation { count, ..Violation::new(code, &player, entry, vec![c4], facts) }
                })
                .collect();
            let outcome =
                [Outcome::Win, Outcome::Draw, Outcome::Unfinished, Outcome::DoubleForfeit][usize::from(outcome)];
            let forfeiting: Vec<String> = players
                .iter()
                .filter(|p| violations.iter().any(|v| &v.player == *p && v.severity == Severity::Foul))
                .cloned()
                .collect();
            Verdict {
                rules: RulesSpec::Preset(Preset::Classic),
                players: players.clone(),
                meta: None,
                outcome,
                winner: (outcome == Outcome::Win).then(|| players[0].clone()),
                forfeiting_players: forfeiting,
                reason: (outcome == Outcome::Win).then_some(Reason::FleetDestroyed),
                decided_at: None,
                violations,
                stats: [Stats::default(); 2],
                letters: Default::default(),
                moves: Default::default(),
            }
        },
    )
}

/// Writes `games` (a verdict, or an error on that line) in `format`, a part a game as a batch
/// does: the whole text.
fn write(format: Format, games: &[Result<Verdict, String>]) -> String {
    let options = Options {
        format,
        name: "g.jsonl".into(),
        file: Some("g.jsonl".into()),
        strict: false,
        counts_only: false,
        timestamp: TIMESTAMP.into(),
        hostname: "localhost".into(),
        lang: Default::default(),
    };
    let mut report = Report::new(options);
    let (mut body, mut notes) = (String::new(), String::new());
    let mut part = Part::default();
    for (i, game) in games.iter().enumerate() {
        part.clear();
        match game {
            Ok(verdict) => part.verdict(report.options(), Place::Line(i + 1), "{}", verdict),
            Err(message) => part.error(report.options(), Some(i + 1), None, message),
        }
        report.take(&part, &mut body);
        notes.push_str(part.notes());
    }
    let [head, between, tail] = report.finish();
    format!("{head}{body}{between}{notes}{tail}")
}

/// The counts of a JSON summary, without the players: what JUnit's `broadside.summary` holds.
fn summary_counts_only(summary: &Value) -> Value {
    let mut counts = summary.clone();
    for key in ["wins", "players", "pairs", "pentanomial"] {
        counts.as_object_mut().unwrap().remove(key);
    }
    counts
}

/// The violations a message stands for: `N more ...` stands for N.
fn weight(message: &str) -> u64 {
    let tail = message.rsplit(": ").find(|s| s.contains(" more ")).unwrap_or(message);
    tail.split(" more ")
        .next()
        .and_then(|n| n.parse().ok())
        .filter(|_| message.contains(" are not listed"))
        .unwrap_or(1)
}

/// Counts by code of fouls, warnings and input errors, as a reader finds them in GitHub
/// annotations and the notice.
fn github_counts(text: &str) -> BTreeMap<String, u64> {
    let mut counts = BTreeMap::new();
    for line in text.lines() {
        assert!(line.starts_with("::"), "one command a line: {line:?}");
        let (command, message) = line[2..].split_once("::").unwrap();
        if command.starts_with("notice") {
            let list = message.split_once("): ").unwrap().1;
            for item in list.split(", ") {
                let (code, n) = item.rsplit_once(' ').unwrap();
                *counts.entry(code.to_owned()).or_default() += n.parse::<u64>().unwrap();
            }
            continue;
        }
        let code = command.split("title=broadside ").nth(1).unwrap();
        *counts.entry(code.to_owned()).or_default() += weight(message);
    }
    counts
}

/// The summary's counts by code (fouls and warnings) and of input errors, as `github_counts`.
fn summary_counts(summary: &Value) -> BTreeMap<String, u64> {
    let mut counts = BTreeMap::new();
    for kind in ["fouls", "warnings"] {
        for (code, n) in summary[kind].as_object().unwrap() {
            counts.insert(code.clone(), n.as_u64().unwrap());
        }
    }
    let errors = summary["errors"]["count"].as_u64().unwrap();
    if errors > 0 {
        counts.insert("input_error".into(), errors);
    }
    counts
}

/// The rows of the first Markdown table at or after `heading` and before the next heading,
/// each by its first cell.
fn markdown_table(markdown: &str, heading: &str) -> Vec<(String, Vec<String>)> {
    let Some(start) = markdown.find(heading) else { return Vec::new() };
    let section = &markdown[start..];
    let section = &section[..section[1..].find("\n### ").map_or(section.len(), |i| i + 1)];
    section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|l| {
            let cells: Vec<String> = l.trim_matches('|').split(" | ").map(|c| c.trim().to_owned()).collect();
            (cells[0].clone(), cells[1..].to_vec())
        })
        .collect()
}

proptest! {
    #![proptest_config(records::config(64))]

    /// Any verdicts (and lines that cannot be adjudicated) written as GitHub annotations, JUnit
    /// XML and Markdown keep every count of the JSON summary.
    #[test]
    fn every_format_keeps_every_count_of_the_summary(
        games in prop::collection::vec(prop::result::maybe_ok(arbitrary_verdict(), "[a-z :,%\n]{1,20}"), 1..8)
    ) {
        let mut summary = Summary::default();
        for (i, game) in games.iter().enumerate() {
            match game {
                Ok(v) => summary.add(v),
                Err(_) => summary.error(i + 1),
            }
        }
        let summary = serde_json::to_value(&summary).unwrap();
        let failing = games.iter().filter(|g| g.as_ref().is_ok_and(|v| v.has_foul())).count();

        // GitHub: the annotations and the notice count every violation and error by code.
        let github = write(Format::Github, &games);
        prop_assert_eq!(github_counts(&github), summary_counts(&summary));
        let shown = |level: &str| github.lines().filter(|l| l.starts_with(&format!("::{level} "))).count();
        prop_assert!(shown("error") <= 10 && shown("warning") <= 10);

        // JUnit: the counts, the failures' and system-outs' violations, the errors, the summary.
        let junit = write(Format::Junit, &games);
        let doc = roxmltree::Document::parse(&junit).unwrap();
        let suite = doc.descendants().find(|n| n.has_tag_name("testsuite")).unwrap();
        let attribute = |name: &str| suite.attribute(name).unwrap().parse::<u64>().unwrap();
        let errors = summary["errors"]["count"].as_u64().unwrap();
        prop_assert_eq!(attribute("tests"), summary["games"].as_u64().unwrap() + errors);
        prop_assert_eq!(attribute("failures"), failing as u64);
        prop_assert_eq!(attribute("errors"), errors);
        let mut found = BTreeMap::new();
        for node in doc.descendants().filter(|n| n.has_tag_name("failure") || n.has_tag_name("system-out")) {
            for line in node.text().unwrap_or("").lines().filter(|l| l.starts_with("foul ") || l.starts_with("warning ")) {
                let mut words = line.split(' ');
                let (kind, code) = (words.next().unwrap(), words.next().unwrap());
                prop_assert!(kind == "foul" || kind == "warning");
                *found.entry(code.to_owned()).or_insert(0) += weight(line);
            }
        }
        let cases = doc.descendants().filter(|n| n.has_tag_name("testcase")).count() as u64;
        prop_assert_eq!(cases, attribute("tests"));
        let error_cases = doc.descendants().filter(|n| n.has_tag_name("error")).count() as u64;
        if error_cases > 0 {
            found.insert("input_error".into(), error_cases);
        }
        prop_assert_eq!(&found, &summary_counts(&summary));
        let property = suite.descendants().find(|n| n.attribute("name") == Some("broadside.summary")).unwrap();
        prop_assert_eq!(serde_json::from_str::<Value>(property.attribute("value").unwrap()).unwrap(), summary_counts_only(&summary));

        // Markdown: outcomes, codes, errors and the standings, player by player and pair by pair.
        let markdown = write(Format::Markdown, &games);
        let number = |cells: &[String], i: usize| cells[i].parse::<f64>().unwrap();
        let outcomes: BTreeMap<String, f64> =
            markdown_table(&markdown, "| outcome |").into_iter().map(|(k, v)| (k, number(&v, 0))).collect();
        for (key, row) in [("win", "won"), ("draw", "drawn"), ("unfinished", "unfinished"), ("double_forfeit", "double forfeit")] {
            prop_assert_eq!(outcomes[row], summary["outcomes"][key].as_f64().unwrap());
        }
        prop_assert_eq!(outcomes["lines not adjudicated"], errors as f64);
        prop_assert_eq!(outcomes["failing"], failing as f64);
        for (heading, kind) in [("### Fouls by code", "fouls"), ("### Warnings by code", "warnings")] {
            let rows: BTreeMap<String, u64> = markdown_table(&markdown, heading)
                .into_iter()
                .map(|(code, v)| (code.trim_matches('`').to_owned(), v[0].parse().unwrap()))
                .collect();
            let expected: BTreeMap<String, u64> =
                summary[kind].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_u64().unwrap())).collect();
            prop_assert_eq!(rows, expected);
        }
        let columns = ["games", "wins", "losses", "draws", "unfinished", "double_forfeits", "score"];
        for (heading, key) in [("### Standings", "players"), ("### Pairs", "pairs")] {
            let rows = markdown_table(&markdown, heading);
            let expected = summary[key].as_array().unwrap();
            prop_assert_eq!(rows.len(), expected.len());
            for ((_, cells), row) in rows.iter().zip(expected) {
                for (i, column) in columns.iter().enumerate() {
                    prop_assert_eq!(number(cells, i), row[column].as_f64().unwrap(), "{} of {}", column, row);
                }
            }
        }
        let wins: u64 = summary["wins"].as_object().unwrap().values().map(|n| n.as_u64().unwrap()).sum();
        let table_wins: f64 = markdown_table(&markdown, "### Standings").iter().map(|(_, c)| number(c, 1)).sum();
        prop_assert_eq!(table_wins, wins as f64);
    }
}

/// The steps of the CI jobs of docs/ci.md, read by PyYAML: `{"github": [{"name", "run", "uses",
/// "with"}...], "gitlab": {"before_script": [...], "script": [...], "artifacts": {...}}}`, and
/// the action (action.yml): `{"action": {"inputs": ..., "runs": {"steps": [...]}}}`.
fn ci_jobs() -> Value {
    const READ: &str = r#"
import json, re, sys, yaml
text = open("docs/ci.md").read()
blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", text, re.S)]
github = next(b for b in blocks if "jobs" in b)
(job,) = github["jobs"].values()
gitlab = next(b for b in blocks if "jobs" not in b)
(lab,) = gitlab.values()
action = yaml.safe_load(open("action.yml"))
json.dump({"github": job["steps"], "gitlab": lab, "action": action}, sys.stdout)
"#;
    let out = Command::new("python3").args(["-c", READ]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Runs `command` as a CI runner does (bash, stopping at the first failure) in `dir`, with
/// `path` first on the PATH and `env` set; returns the exit status and standard output.
fn run_in(dir: &Path, command: &str, path: &[PathBuf], env: &[(String, String)]) -> (i32, String) {
    let mut dirs: Vec<PathBuf> = path.to_vec();
    dirs.extend(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()));
    let mut c = Command::new("bash");
    c.args(["--noprofile", "--norc", "-eo", "pipefail", "-c", command])
        .current_dir(dir)
        .env("PATH", std::env::join_paths(dirs).unwrap())
        // A runner's own: where the action builds is given in `env`, never inherited from here.
        .env_remove("CARGO_TARGET_DIR");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap())
}

/// Runs `command` with the binary under test first on the PATH (standing in for the install).
fn step(dir: &Path, command: &str, env: &[(&str, &Path)]) -> (i32, String) {
    let env: Vec<(String, String)> = env.iter().map(|(k, v)| (k.to_string(), v.display().to_string())).collect();
    run_in(dir, command, &[Path::new(BIN).parent().unwrap().to_owned()], &env)
}

/// A folder for a CI job: the bot of the docs (`bot.py`, examples/bot.py).
fn job_folder(test: &str) -> PathBuf {
    let dir = scratch(test);
    std::fs::copy("examples/bot.py", dir.join("bot.py")).unwrap();
    dir
}

/// The release the docs and the action install from, as the README writes its address.
const RELEASES: &str = "https://github.com/OWNER/broadside/releases/download";
/// The target of GitHub's and GitLab's Linux x86_64 runners.
const TARGET: &str = "x86_64-unknown-linux-musl";

/// A release `tag` made in `dir/releases` as .github/workflows/release.yml publishes one: the
/// binary under test packed as .ci/package packs it, and SHA256SUMS. Returns the folder that
/// holds the releases, as a `file://` address.
fn release(dir: &Path, tag: &str) -> String {
    release_for(dir, tag, TARGET)
}

/// A release `tag` as [`release`] makes one, of the binary for `target` (the binary under test,
/// named `broadside.exe` for Windows, as .ci/package names it), added to the tag's SHA256SUMS.
fn release_for(dir: &Path, tag: &str, target: &str) -> String {
    use sha2::Digest;
    let binary = if target.contains("-windows-") { "broadside.exe" } else { "broadside" };
    let stage = dir.join("stage");
    std::fs::create_dir_all(&stage).unwrap();
    std::fs::copy(BIN, stage.join(binary)).unwrap();
    std::fs::copy("README.md", stage.join("README.md")).unwrap();
    let releases = dir.join("releases");
    let folder = releases.join(tag);
    std::fs::create_dir_all(&folder).unwrap();
    let archive = format!("broadside-{target}.tar.gz");
    let packed = Command::new("tar")
        .arg("-czf")
        .arg(folder.join(&archive))
        .arg("-C")
        .arg(&stage)
        .args([binary, "README.md"])
        .status()
        .unwrap();
    assert!(packed.success());
    let hash = sha2::Sha256::digest(std::fs::read(folder.join(&archive)).unwrap());
    let hex: String = hash.iter().map(|b| format!("{b:02x}")).collect();
    let sums = folder.join("SHA256SUMS");
    let before = std::fs::read_to_string(&sums).unwrap_or_default();
    std::fs::write(&sums, format!("{before}{hex}  {archive}\n")).unwrap();
    std::fs::remove_dir_all(&stage).unwrap();
    format!("file://{}", releases.display())
}

/// A runner for the action's steps in `dir`: the environment GitHub gives a step, the folders
/// put on the PATH (`GITHUB_PATH`) and the job summary.
struct Runner {
    dir: PathBuf,
    env: Vec<(String, String)>,
    summary: PathBuf,
    /// Whether the action's build from source is run (else only noted as called for).
    build: bool,
}

impl Runner {
    fn new(dir: &Path, releases: &str) -> Runner {
        let summary = dir.join("step-summary.md");
        std::fs::write(&summary, "").unwrap();
        std::fs::write(dir.join("github-path"), "").unwrap();
        let here = std::env::current_dir().unwrap();
        let env = [
            ("GITHUB_ACTION_PATH", here.display().to_string()),
            ("GITHUB_WORKSPACE", dir.display().to_string()),
            ("GITHUB_PATH", dir.join("github-path").display().to_string()),
            ("GITHUB_STEP_SUMMARY", summary.display().to_string()),
            ("RUNNER_OS", "Linux".into()),
            ("RUNNER_ARCH", "X64".into()),
            ("RUNNER_TEMP", dir.join("runner-temp").display().to_string()),
            ("BROADSIDE_RELEASES", releases.to_owned()),
        ];
        Runner { dir: dir.to_owned(), env: env.map(|(k, v)| (k.to_owned(), v)).to_vec(), summary, build: false }
    }

    /// The runner of a job on another OS and architecture (`RUNNER_OS`, `RUNNER_ARCH`).
    fn on(mut self, os: &str, arch: &str) -> Runner {
        for (key, value) in [("RUNNER_OS", os), ("RUNNER_ARCH", arch)] {
            self.env.iter_mut().find(|(k, _)| k == key).unwrap().1 = value.to_owned();
        }
        self
    }

    /// The runner of a job whose action builds broadside from source for real, into the
    /// target folder of the tests (`CARGO_TARGET_DIR`, which the action honours) and with the
    /// `dev` profile (`BROADSIDE_PROFILE`, which action/build.sh reads), which `cargo test` has
    /// just built: Cargo runs, and finds the build fresh.
    fn building(mut self) -> Runner {
        let target = Path::new(BIN).parent().and_then(Path::parent).unwrap();
        self.env.push(("CARGO_TARGET_DIR".into(), target.display().to_string()));
        self.env.push(("BROADSIDE_PROFILE".into(), "dev".into()));
        self.build = true;
        self
    }

    /// The folders steps have put on the PATH. (The binary under test is not on it.)
    fn path(&self) -> Vec<PathBuf> {
        std::fs::read_to_string(self.dir.join("github-path")).unwrap().lines().map(PathBuf::from).collect()
    }

    /// Runs a `run:` step of a job.
    fn run(&self, command: &str) -> (i32, String) {
        run_in(&self.dir, command, &self.path(), &self.env)
    }

    /// Runs the action's steps as action.yml writes them, `uses: OWNER/broadside@REF` with
    /// `with`: its `${{ }}` expressions given their values, its `if:` conditions followed.
    /// Returns the exit status and output of its last step run, and its steps' outputs.
    fn action(&self, action: &Value, reference: &str, with: &Value) -> (i32, String, BTreeMap<String, String>) {
        let mut outputs = BTreeMap::<String, String>::new();
        let input = |name: &str| {
            with[name]
                .as_str()
                .map(str::to_owned)
                .or_else(|| action["inputs"][name]["default"].as_str().map(str::to_owned))
                .unwrap_or_default()
        };
        let mut last = (0, String::new());
        for (i, step) in action["runs"]["steps"].as_array().unwrap().iter().enumerate() {
            if let Some(condition) = step["if"].as_str() {
                let holds = match condition {
                    "steps.install.outputs.build == 'true'" => {
                        outputs.get("install.build").is_some_and(|b| b == "true")
                    }
                    "inputs.records != ''" => !input("records").is_empty(),
                    other => panic!("an `if:` this runner does not know: {other}"),
                };
                if !holds {
                    continue;
                }
            }
            let Some(command) = step["run"].as_str() else {
                assert!(step["uses"].as_str().unwrap().starts_with("actions/cache@"), "{step}");
                continue;
            };
            // The build from source is run only by the runner made to (a test asks the others
            // only that it was called for).
            if command.contains("build.sh") && !self.build {
                outputs.insert("build.ran".into(), "true".into());
                continue;
            }
            let output = self.dir.join(format!("github-output-{i}"));
            std::fs::write(&output, "").unwrap();
            let mut env = self.env.clone();
            env.push(("GITHUB_OUTPUT".into(), output.display().to_string()));
            for (key, value) in step["env"].as_object().into_iter().flatten() {
                let mut value = value.as_str().unwrap().to_owned();
                while let Some(start) = value.find("${{") {
                    let end = start + value[start..].find("}}").unwrap() + 2;
                    let expression = value[start + 3..end - 2].trim();
                    let replaced = match expression {
                        "github.action_repository" => "OWNER/broadside".to_owned(),
                        "github.action_ref" => reference.to_owned(),
                        e if e.starts_with("inputs.") => input(&e["inputs.".len()..]),
                        e if e.starts_with("steps.") => {
                            let key = e["steps.".len()..].replacen(".outputs.", ".", 1);
                            outputs.get(&key).cloned().unwrap_or_default()
                        }
                        other => panic!("an expression this runner does not know: {other}"),
                    };
                    value.replace_range(start..end, &replaced);
                }
                env.push((key.clone(), value));
            }
            last = run_in(&self.dir, command, &self.path(), &env);
            if let Some(id) = step["id"].as_str() {
                for line in std::fs::read_to_string(&output).unwrap().lines() {
                    let (k, v) = line.split_once('=').unwrap();
                    outputs.insert(format!("{id}.{k}"), v.to_owned());
                }
            }
            if last.0 != 0 {
                break;
            }
        }
        (last.0, last.1, outputs)
    }
}

/// A batch of generated games, a fifth with a fault: games that foul, every line adjudicated.
fn fouled_batch(games: usize) -> Vec<u8> {
    let generated = Command::new(BIN)
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--faults", "0.2", "--seed", "24"])
        .args(["--games", &games.to_string()])
        .output()
        .unwrap();
    assert!(generated.status.success());
    generated.stdout
}

/// The steps installing bubblewrap for `--sandbox` (GitHub's, GitLab's): not run here, where it
/// is installed already (`.ci/run`), as [`bubblewrap`] checks.
const BUBBLEWRAP: [&str; 2] = [
    "sudo apt-get update -q && sudo apt-get install -yq bubblewrap && (sudo sysctl -qw kernel.apparmor_restrict_unprivileged_userns=0 || true)",
    "apt-get update -q && apt-get install -yq bubblewrap curl",
];

/// Whether bubblewrap runs here, as the jobs' `--sandbox` needs; under `CI=true` it must.
fn bubblewrap() -> bool {
    common::engine_present(
        "bubblewrap",
        "bwrap",
        &["--unshare-user", "--unshare-net", "--unshare-pid", "--ro-bind", "/", "/", "true"],
    )
}

/// What a check step wrote, whether its games foul or not: the annotations, the job summary and
/// the JUnit file, valid against both schemas.
fn check_reports(fouls: bool, (status, out): (i32, String), summary: &str, junit: &Path) {
    let junit_text = std::fs::read_to_string(junit).unwrap();
    if common::engine_present("xmllint (libxml2-utils)", "xmllint", &["--version"]) {
        valid_junit(&[junit.to_owned()]);
    }
    if fouls {
        assert_eq!(status, 1, "the step fails the job on a foul: {out}");
        let errors: Vec<&str> = out.lines().filter(|l| l.starts_with("::error file=games.jsonl,line=")).collect();
        assert_eq!(errors.len(), 10, "{out}");
        assert!(errors.iter().all(|l| l.contains(",title=broadside ") && !l.contains(",col=")), "{out}");
        assert!(out.lines().last().unwrap().starts_with("::notice file=games.jsonl,line=1,title=broadside::"));
        assert!(junit_text.contains("<failure type="), "{junit_text}");
        assert!(summary.starts_with("## broadside: ") && summary.contains("❌"), "{summary}");
        assert!(summary.contains("### First fouls"), "{summary}");
    } else {
        assert_eq!((status, out.as_str()), (0, ""), "no foul: no annotation, and the job passes");
        assert!(junit_text.contains("failures=\"0\" errors=\"0\""), "{junit_text}");
        assert!(summary.contains("✅ **No game fails**"), "{summary}");
    }
    assert!(summary.len() < 1 << 20);
}

#[test]
fn the_actions_install_checks_the_sha256_and_builds_without_a_release() {
    if !common::engine_present("PyYAML", "python3", &["-c", "import yaml"]) {
        return;
    }
    let action = ci_jobs()["action"].clone();
    let dir = scratch("action-install");
    let releases = release(&dir, "v1");
    // The release's binary, checked, on the PATH for the steps after.
    let runner = Runner::new(&dir, &releases);
    let (status, _, outputs) = runner.action(&action, "v1", &serde_json::json!({}));
    assert_eq!(status, 0);
    assert_eq!(outputs.get("install.build").map(String::as_str), Some("false"));
    let (status, version) = runner.run("broadside --version");
    assert_eq!((status, version.trim()), (0, concat!("broadside ", env!("CARGO_PKG_VERSION"))));
    assert!(runner.path()[0].starts_with(dir.join("runner-temp")), "{:?}", runner.path());
    // A binary that does not match its published SHA-256 is refused, and nothing installed.
    let sums = dir.join("releases/v1/SHA256SUMS");
    let text = std::fs::read_to_string(&sums).unwrap();
    std::fs::write(&sums, format!("{}{}", if text.starts_with('0') { "1" } else { "0" }, &text[1..])).unwrap();
    let runner = Runner::new(&dir, &releases);
    let (status, out, _) = runner.action(&action, "v1", &serde_json::json!({}));
    assert_eq!(status, 1, "{out}");
    assert!(
        out.contains("::error title=broadside::broadside-x86_64-unknown-linux-musl.tar.gz does not match"),
        "{out}"
    );
    assert!(runner.path().is_empty());
    // A Windows runner (Git Bash) gets the Windows binary of the same release, checked, and a
    // Windows runner on ARM, which the release has none for, builds it.
    release_for(&dir, "v1", "x86_64-pc-windows-msvc");
    let runner = Runner::new(&dir, &releases).on("Windows", "X64");
    let (status, out, outputs) = runner.action(&action, "v1", &serde_json::json!({}));
    assert_eq!((status, outputs.get("install.build").map(String::as_str)), (0, Some("false")), "{out}");
    assert!(out.contains("for x86_64-pc-windows-msvc: the release binary, its SHA-256 checked"), "{out}");
    assert!(runner.path()[0].join("broadside.exe").is_file(), "{:?}", runner.path());
    let (_, _, outputs) =
        Runner::new(&dir, &releases).on("Windows", "ARM64").action(&action, "v1", &serde_json::json!({}));
    assert_eq!(outputs.get("install.build").map(String::as_str), Some("true"));
    // No release for this ref (a branch, or a tag without binaries): built from the action's
    // checkout, with a cache key of its sources.
    let (status, _, outputs) = Runner::new(&dir, &releases).action(&action, "main", &serde_json::json!({}));
    assert_eq!(status, 0);
    assert_eq!(outputs.get("install.build").map(String::as_str), Some("true"));
    assert_eq!(outputs["install.key"].len(), 16);
    assert!(outputs["install.target-dir"].ends_with("/target"));
    assert_eq!(outputs.get("build.ran").map(String::as_str), Some("true"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The action's build from source, end to end: no release for its ref, so its steps build
/// broadside from the action's checkout (Cargo, for real, with `--locked`) and put it on the
/// PATH, and the check step runs that binary on clean games (exit 0) and fouled ones (exit 1),
/// writing the annotations, the job summary and the JUnit file.
#[test]
fn the_actions_build_from_source_builds_broadside_and_checks_with_it() {
    if !common::engine_present("PyYAML", "python3", &["-c", "import yaml"]) {
        return;
    }
    let action = ci_jobs()["action"].clone();
    let target = Path::new(BIN).parent().unwrap().to_owned();
    for fouls in [false, true] {
        let dir = scratch(if fouls { "action-build-fouls" } else { "action-build" });
        // A folder of releases that holds none: the ref `main` has no binary.
        std::fs::create_dir_all(dir.join("releases")).unwrap();
        let releases = format!("file://{}", dir.join("releases").display());
        let batch = if fouls {
            fouled_batch(300)
        } else {
            Command::new(BIN)
                .args(["generate", "--rules", "classic", "--games", "40", "--seed", "5"])
                .output()
                .unwrap()
                .stdout
        };
        std::fs::write(dir.join("games.jsonl"), batch).unwrap();
        let runner = Runner::new(&dir, &releases).building();
        let (status, out, outputs) = runner.action(&action, "main", &serde_json::json!({"records": "games.jsonl"}));
        assert_eq!(outputs.get("install.build").map(String::as_str), Some("true"), "{status} {out} {outputs:?}");
        assert_eq!(outputs["install.target-dir"], target.parent().unwrap().display().to_string());
        assert!(!outputs.contains_key("build.ran"), "the build ran for real");
        // The build's folder is the one on the PATH, and its broadside the one the steps ran.
        assert_eq!(runner.path(), std::slice::from_ref(&target));
        let (found, which) = runner.run("command -v broadside");
        assert_eq!((found, which.trim()), (0, target.join("broadside").display().to_string().as_str()));
        assert_eq!(outputs["check.exit-status"], status.to_string());
        let summary = std::fs::read_to_string(&runner.summary).unwrap();
        check_reports(fouls, (status, out), &summary, &dir.join("broadside-junit.xml"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// The release builds a binary for every runner the action installs one on, and no other: the
/// targets of .github/workflows/release.yml's matrix are those action/install.sh picks (each
/// runner's OS and architecture), Windows's among them, built in Git Bash with its C runtime
/// linked in.
#[test]
fn the_release_builds_what_the_action_installs() {
    if !common::engine_present("PyYAML", "python3", &["-c", "import yaml"]) {
        return;
    }
    const READ: &str = r#"
import json, sys, yaml
release = yaml.safe_load(open(".github/workflows/release.yml"))
json.dump(release["jobs"]["build"], sys.stdout)
"#;
    let out = Command::new("python3").args(["-c", READ]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let build: Value = serde_json::from_slice(&out.stdout).unwrap();
    let built: std::collections::BTreeSet<String> = build["strategy"]["matrix"]["include"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["target"].as_str().unwrap().to_owned())
        .collect();
    let install = std::fs::read_to_string("action/install.sh").unwrap();
    let installed: std::collections::BTreeSet<String> = install
        .lines()
        .filter_map(|l| l.trim().split_once(") target=")?.1.strip_suffix(" ;;").map(str::to_owned))
        .filter(|t| !t.is_empty())
        .collect();
    assert_eq!(built, installed);
    assert!(built.contains("x86_64-pc-windows-msvc"), "{built:?}");
    assert_eq!(build["defaults"]["run"]["shell"], "bash", "Git Bash on Windows, not WSL's bash");
    let steps = build["steps"].to_string();
    assert!(steps.contains("+crt-static") && steps.contains("broadside.exe"), "{steps}");
}

#[test]
fn the_actions_check_fails_the_step_exactly_on_a_foul() {
    if !common::engine_present("PyYAML", "python3", &["-c", "import yaml"]) {
        return;
    }
    let action = ci_jobs()["action"].clone();
    for fouls in [false, true] {
        let dir = scratch(if fouls { "action-fouls" } else { "action" });
        let releases = release(&dir, "v1");
        let batch = if fouls {
            fouled_batch(300)
        } else {
            Command::new(BIN)
                .args(["generate", "--rules", "classic", "--games", "40", "--seed", "3"])
                .output()
                .unwrap()
                .stdout
        };
        std::fs::write(dir.join("games.jsonl"), batch).unwrap();
        let runner = Runner::new(&dir, &releases);
        let (status, out, outputs) = runner.action(&action, "v1", &serde_json::json!({"records": "games.jsonl"}));
        assert!(outputs.contains_key("check.exit-status"), "{status} {out} {outputs:?}");
        assert_eq!(outputs["check.exit-status"], status.to_string());
        assert_eq!(outputs["check.junit"], "broadside-junit.xml");
        let summary = std::fs::read_to_string(&runner.summary).unwrap();
        check_reports(fouls, (status, out), &summary, &dir.join("broadside-junit.xml"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
    // --strict: an unfinished game fails the step, and an annotation says so.
    let dir = scratch("action-strict");
    let releases = release(&dir, "v1");
    let unfinished = Command::new(BIN)
        .args(["generate", "--rules", "classic", "--games", "3", "--seed", "3"])
        .output()
        .unwrap()
        .stdout;
    let cut: Vec<u8> = String::from_utf8(unfinished)
        .unwrap()
        .lines()
        .map(|l| {
            let mut record: Value = serde_json::from_str(l).unwrap();
            record["shots"].as_array_mut().unwrap().truncate(4);
            format!("{record}\n")
        })
        .collect::<String>()
        .into_bytes();
    std::fs::write(dir.join("games.jsonl"), cut).unwrap();
    let runner = Runner::new(&dir, &releases);
    let with = serde_json::json!({"records": "games.jsonl", "strict": "true", "summary": "counts", "junit": ""});
    let (status, out, _) = runner.action(&action, "v1", &with);
    assert_eq!(status, 1, "{out}");
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("::error file=games.jsonl,line=") && l.contains("title=broadside unfinished::"))
            .count(),
        3,
        "{out}"
    );
    assert!(!dir.join("broadside-junit.xml").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_github_actions_job_of_the_docs_runs() {
    if !common::engine_present("PyYAML", "python3", &["-c", "import yaml"]) {
        return;
    }
    if !bubblewrap() {
        return;
    }
    let jobs = ci_jobs();
    let steps = jobs["github"].as_array().unwrap().clone();
    assert!(steps.iter().any(|s| s["run"] == BUBBLEWRAP[0]), "the job installs bubblewrap");
    for fouls in [false, true] {
        let dir = job_folder(if fouls { "github-fouls" } else { "github" });
        let releases = release(&dir, "v1");
        let runner = Runner::new(&dir, &releases);
        let mut check = None;
        for s in &steps {
            let uses = s["uses"].as_str().unwrap_or_default();
            if uses.starts_with("actions/checkout@") {
                continue;
            }
            if uses.starts_with("actions/upload-artifact@") {
                assert_eq!(s["if"], "always()", "the JUnit file is kept when the check fails");
                let path = s["with"]["path"].as_str().unwrap();
                assert!(dir.join(path).is_file(), "the artifact {path} is there to upload");
                continue;
            }
            if let Some(reference) = uses.strip_prefix("OWNER/broadside@") {
                let (status, out, _) = runner.action(&jobs["action"], reference, &s["with"]);
                if s["with"]["records"].is_string() {
                    check = Some((status, out));
                } else {
                    assert_eq!(status, 0, "the install");
                }
                continue;
            }
            let command = s["run"].as_str().unwrap();
            if command == BUBBLEWRAP[0] {
                continue;
            }
            if fouls && command.starts_with("broadside match ") {
                std::fs::write(dir.join("games.jsonl"), fouled_batch(300)).unwrap();
                continue;
            }
            assert_eq!(runner.run(command).0, 0, "{command}");
        }
        let summary = std::fs::read_to_string(&runner.summary).unwrap();
        check_reports(fouls, check.expect("the job checks the games"), &summary, &dir.join("broadside-junit.xml"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_gitlab_job_of_the_docs_runs() {
    if !common::engine_present("PyYAML", "python3", &["-c", "import yaml"]) {
        return;
    }
    if !bubblewrap() {
        return;
    }
    let job = ci_jobs()["gitlab"].clone();
    let before: Vec<&str> = job["before_script"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
    assert_eq!(before[0], BUBBLEWRAP[1]);
    assert_eq!(job["artifacts"]["reports"]["junit"], "junit.xml");
    let script: Vec<&str> = job["script"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
    for fouls in [false, true] {
        let dir = job_folder(if fouls { "gitlab-fouls" } else { "gitlab" });
        let releases = release(&dir, "v1");
        let bin = dir.join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        // The install as written, from the release made here, into a folder on the PATH.
        for command in &before[1..] {
            let command = command.replace(RELEASES, &releases).replace("/usr/local/bin", &bin.display().to_string());
            assert_eq!(run_in(&dir, &command, std::slice::from_ref(&bin), &[]).0, 0, "{command}");
        }
        assert!(bin.join("broadside").is_file());
        for (i, command) in script.iter().enumerate() {
            if fouls && command.starts_with("broadside match ") {
                std::fs::write(dir.join("games.jsonl"), fouled_batch(300)).unwrap();
                continue;
            }
            let (status, _) = run_in(&dir, command, std::slice::from_ref(&bin), &[]);
            let expected = if fouls && i == script.len() - 1 { 1 } else { 0 };
            assert_eq!(status, expected, "{command}");
        }
        for path in job["artifacts"]["paths"].as_array().unwrap() {
            assert!(dir.join(path.as_str().unwrap()).is_file(), "{path}");
        }
        let junit = std::fs::read_to_string(dir.join("junit.xml")).unwrap();
        assert_eq!(junit.contains("<failure "), fouls);
        let summary = std::fs::read_to_string(dir.join("summary.md")).unwrap();
        assert_eq!(summary.contains("❌"), fouls, "{summary}");
        // A tampered release is refused: the install fails the job.
        let sums = dir.join("releases/v1/SHA256SUMS");
        let text = std::fs::read_to_string(&sums).unwrap();
        std::fs::write(&sums, format!("{}{}", if text.starts_with('0') { "1" } else { "0" }, &text[1..])).unwrap();
        let refused = before[1..]
            .iter()
            .map(|c| c.replace(RELEASES, &releases).replace("/usr/local/bin", &bin.display().to_string()));
        assert_ne!(refused.map(|c| run_in(&dir, &c, std::slice::from_ref(&bin), &[]).0).max(), Some(0));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// The `match --report` recipe of docs/ci.md: the job passes with the example bot, and fails
/// (exit 1) with a bot that fouls, its reports written and its annotations on `games.jsonl`.
#[test]
fn the_match_report_recipe_fails_the_job_on_a_foul() {
    let docs = std::fs::read_to_string("docs/ci.md").unwrap();
    let at = docs.find("For a match, `--report`").unwrap();
    let block = &docs[at..];
    let recipe = &block[block.find("```sh\n").unwrap() + 6..];
    let recipe = &recipe[..recipe.find("```").unwrap()];
    for fouls in [false, true] {
        let dir = job_folder(if fouls { "recipe-fouls" } else { "recipe" });
        if fouls {
            // Answers everything with text that is no message: `illegal_message`, every game.
            std::fs::write(
                dir.join("bot.py"),
                "import sys\nfor line in sys.stdin:\n    print('fire at will', flush=True)\n",
            )
            .unwrap();
        }
        let summary = dir.join("step-summary.md");
        std::fs::write(&summary, "").unwrap();
        let (status, out) = step(&dir, recipe, &[("GITHUB_STEP_SUMMARY", &summary), ("GITHUB_WORKSPACE", &dir)]);
        let summary = std::fs::read_to_string(&summary).unwrap();
        if fouls {
            assert_eq!(status, 1, "{out}");
            assert!(
                out.lines().any(|l| l.starts_with("::error file=games.jsonl,line=1,title=broadside illegal_message::")),
                "{out}"
            );
            assert!(summary.contains("❌"), "{summary}");
        } else {
            assert_eq!((status, out.as_str()), (0, ""));
            assert!(summary.contains("✅"), "{summary}");
        }
        assert!(std::fs::read_to_string(dir.join("junit.xml")).unwrap().contains("<testsuite name=\"match\""));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// Annotations point at the records from the repository's root (`GITHUB_WORKSPACE`), whatever
/// the working folder and the path as typed.
#[test]
fn annotations_name_the_file_from_the_repository_root() {
    let dir = scratch("workspace");
    std::fs::create_dir_all(dir.join("games/sub")).unwrap();
    std::fs::write(dir.join("games/fouled.jsonl"), fouled_batch(40)).unwrap();
    for (folder, typed) in
        [("games/sub", "../fouled.jsonl"), ("games", "./fouled.jsonl"), (".", "games/../games/fouled.jsonl")]
    {
        let out = Command::new(BIN)
            .args(["check", "--jsonl", "--format", "github", typed])
            .current_dir(dir.join(folder))
            .env("GITHUB_WORKSPACE", &dir)
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(out.status.code(), Some(1));
        let named = |l: &str| {
            ["::error", "::warning", "::notice"]
                .iter()
                .any(|k| l.starts_with(&format!("{k} file=games/fouled.jsonl,line=")))
        };
        assert!(text.lines().all(named), "{folder} {typed}: {text}");
    }
    // A single JSON record: its annotations on its first line; one cut short, on its last character.
    std::fs::write(dir.join("cut.json"), "{\"rules\": \"classic\",\n \"fleets\": {\n").unwrap();
    let out = Command::new(BIN)
        .args(["check", "--format", "github", "cut.json"])
        .current_dir(&dir)
        .env("GITHUB_WORKSPACE", &dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .starts_with("::error file=cut.json,line=2,col=12,title=broadside input_error::"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// English sentences and table words of each CI format, none of which another language's
/// report may hold (codes, names and JSON keys aside).
const ENGLISH_CI: [&str; 17] = [
    ", entry ",
    "were not annotated",
    "of the input",
    " at entry ",
    "in the placement",
    "passing with warnings",
    "games fail",
    "No game fails",
    "Fouls by code",
    "Warnings by code",
    "First fouls",
    "what it means",
    "Lines not adjudicated",
    "### Standings",
    "entries count from 0",
    "| outcome | games |",
    "| won |",
];

/// Each CI format of the fixtures batch, with `--lang ru` and `--lang bn`: the language's words
/// and none of the English ones; the same exit status, annotations, testcases and table rows
/// as in English. The Russian is kept as snapshots.
#[test]
fn each_format_speaks_the_language_asked_for() {
    let batch = fixture_batch();
    // Words each format says in the language: the annotation's entry, a violation's kind in a
    // failure, the Markdown's heading of fouls.
    let words =
        [("ru", ["запись", "нарушение", "Нарушения по кодам"]), ("bn", ["এন্ট্রি", "নিয়মভঙ্গ", "কোড অনুযায়ী নিয়মভঙ্গ"])];
    for format in FORMATS {
        let (en_status, english, _) = cli(&["check", "--jsonl", "--format", format], &batch);
        let shape = |text: &str| {
            let lines: Vec<&str> = text.lines().collect();
            let kinds = |p: &str| lines.iter().filter(|l| l.starts_with(p)).count();
            (
                kinds("::error "),
                kinds("::warning "),
                kinds("::notice "),
                text.matches("<testcase ").count(),
                kinds("| "),
            )
        };
        for (lang, said) in &words {
            let (status, out, err) = cli(&["check", "--jsonl", "--lang", lang, "--format", format], &batch);
            assert_eq!((status, err.as_str()), (en_status, ""), "{lang} {format}");
            assert_eq!(shape(&out), shape(&english), "{lang} {format}: the same structure");
            let word = said[FORMATS.iter().position(|f| *f == format).unwrap_or(0)];
            assert!(out.contains(word), "{lang} {format}: {word:?} in\n{out}");
            for english in ENGLISH_CI {
                assert!(!out.contains(english), "{lang} {format}: {english:?} in\n{out}");
            }
            if *lang == "ru" {
                insta::assert_snapshot!(format!("batch_{format}_ru"), steady(&out));
            }
        }
    }
    // The counts only, and the language from the locale when --lang is not given.
    let summary = Command::new(BIN)
        .args(["check", "--jsonl", "--summary", "--format", "markdown"])
        .env("LC_ALL", "bn_BD.UTF-8")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(&batch)?;
            child.wait_with_output()
        })
        .unwrap();
    let summary = String::from_utf8(summary.stdout).unwrap();
    assert!(summary.contains("রায় দেওয়া যায়নি এমন লাইন: "), "{summary}");
    for english in ENGLISH_CI {
        assert!(!summary.contains(english), "{english:?} in\n{summary}");
    }
}
