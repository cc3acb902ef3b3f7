//! The Spark recipe of docs/scale-out.md, run for real: pyspark in local mode (`local[2]`) pipes
//! a generated batch, cut into several partitions, through `broadside check --jsonl` with
//! `RDD.pipe`, the same code a cluster runs. The verdicts, put back in order, are those of one process, and the
//! partitions' `--summary` objects add up to the one-process summary. Skipped, with a note,
//! where Java or pyspark is missing; under `CI=true` that fails.

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use serde_json::{Map, Value};

use crate::common;

/// Partitions the batch is cut into.
const PARTITIONS: usize = 5;

/// Adds the counts of `more` into `sum`, key by key (for `outcomes`, `wins`, `fouls`, `warnings`).
fn add_counts(sum: &mut Map<String, Value>, more: &Value) {
    for (key, n) in more.as_object().expect("counts are an object") {
        let total = sum.get(key).and_then(Value::as_u64).unwrap_or(0) + n.as_u64().expect("a count");
        sum.insert(key.clone(), total.into());
    }
}

/// The summaries added up, as docs/scale-out.md's jq program does: error line numbers are per
/// partition, so only their count is kept.
fn add_up(summaries: &[Value]) -> Value {
    let mut games = 0;
    let mut errors = 0;
    let mut counts: [Map<String, Value>; 4] = Default::default();
    for s in summaries {
        games += s["games"].as_u64().expect("games");
        errors += s["errors"]["count"].as_u64().expect("an error count");
        for (sum, key) in counts.iter_mut().zip(["outcomes", "wins", "fouls", "warnings"]) {
            add_counts(sum, &s[key]);
        }
    }
    let [outcomes, wins, fouls, warnings] = counts;
    let mut players = Map::new();
    let mut pairs = Map::new();
    for s in summaries {
        for (key, tally) in standings(s) {
            let sum = if key.contains('|') { &mut pairs } else { &mut players };
            let slot = sum.entry(key).or_insert_with(|| serde_json::json!({}));
            add_tally(slot, &tally);
        }
    }
    serde_json::json!({"games": games, "outcomes": outcomes, "wins": wins, "fouls": fouls,
        "warnings": warnings, "errors": {"count": errors}, "players": players, "pairs": pairs})
}

/// The additive part of a summary's standings, keyed by player name or by `a|b` for a pair
/// (names in sorted order, the pair's tally turned to match): the Elo figures are derived from
/// the counts, so they are left out of the sum.
fn standings(summary: &Value) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for p in summary["players"].as_array().expect("players") {
        out.push((p["name"].as_str().expect("a name").to_owned(), counts_of(p, false)));
    }
    for p in summary["pairs"].as_array().expect("pairs") {
        let [a, b] = [0, 1].map(|i| p["players"][i].as_str().expect("a pair of names").to_owned());
        let turned = a > b;
        let key = if turned { format!("{b}|{a}") } else { format!("{a}|{b}") };
        out.push((key, counts_of(p, turned)));
    }
    out
}

/// A standings row's counts; `turned` swaps the side they are counted for (wins and losses,
/// the score out of the games).
fn counts_of(row: &Value, turned: bool) -> Value {
    let n = |k: &str| row[k].as_f64().expect("a count");
    let (wins, losses) = if turned { (n("losses"), n("wins")) } else { (n("wins"), n("losses")) };
    let score = if turned { n("games") - n("score") } else { n("score") };
    serde_json::json!({"games": n("games"), "wins": wins, "losses": losses, "draws": n("draws"),
        "unfinished": n("unfinished"), "score": score, "forfeits": row["forfeits"]})
}

/// Adds a standings row's counts into `sum` (forfeits by code, or by player then code for a pair).
fn add_tally(sum: &mut Value, tally: &Value) {
    for (key, v) in tally.as_object().expect("a tally") {
        if key == "forfeits" {
            add_forfeits(&mut sum[key], v);
        } else {
            let total = sum[key].as_f64().unwrap_or(0.0) + v.as_f64().expect("a count");
            sum[key] = total.into();
        }
    }
}

/// Adds nested counts: `{"code": n}` or `{"player": {"code": n}}`.
fn add_forfeits(sum: &mut Value, more: &Value) {
    if sum.is_null() {
        *sum = serde_json::json!({});
    }
    for (key, v) in more.as_object().expect("forfeits are an object") {
        if v.is_object() {
            add_forfeits(&mut sum[key], v);
        } else {
            let total = sum[key].as_u64().unwrap_or(0) + v.as_u64().expect("a count");
            sum[key] = total.into();
        }
    }
}

/// The one-process summary in the shape of [`add_up`]'s.
fn comparable(summary: &Value) -> Value {
    let mut s = summary.clone();
    s["errors"] = serde_json::json!({"count": summary["errors"]["count"]});
    let (mut players, mut pairs) = (Map::new(), Map::new());
    for (key, tally) in standings(summary) {
        let sum = if key.contains('|') { &mut pairs } else { &mut players };
        let slot = sum.entry(key).or_insert_with(|| serde_json::json!({}));
        add_tally(slot, &tally);
    }
    s["players"] = players.into();
    s["pairs"] = pairs.into();
    s
}

#[test]
fn spark_pipe_in_local_mode_keeps_the_output_of_one_process() {
    if !common::engine_present("Java", "java", &["-version"])
        || !common::engine_present("pyspark", "python3", &["-c", "import pyspark"])
    {
        return;
    }
    let bin = Path::new(env!("CARGO_BIN_EXE_broadside"));
    let (dir, input) = common::generated_batch("spark", 3000, 31);
    // Where `spark-submit --files` leaves the binary: the task's working directory.
    std::os::unix::fs::symlink(bin, dir.join("broadside")).unwrap();

    let one = Command::new(bin).args(["check", "--jsonl"]).arg(&input).output().unwrap();
    assert_eq!(one.status.code(), Some(1), "a fifth of the games have a fault");
    let summary = Command::new(bin).args(["check", "--jsonl", "--summary"]).arg(&input).output().unwrap();
    assert_eq!(summary.status.code(), Some(1));

    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spark/check_batch.py");
    let start = Instant::now();
    let spark = Command::new("python3")
        .arg(&script)
        .arg(&input)
        .arg(PARTITIONS.to_string())
        .arg(&dir)
        .current_dir(&dir)
        .output()
        .unwrap();
    let took = start.elapsed();
    assert!(spark.status.success(), "pyspark failed: {}", String::from_utf8_lossy(&spark.stderr));
    eprintln!("note: Spark (local[2], {PARTITIONS} partitions, 3000 games, twice) took {took:.1?}");
    let verdicts = std::fs::read_to_string(dir.join("verdicts.jsonl")).unwrap();
    let summaries = std::fs::read_to_string(dir.join("summaries.jsonl")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);

    assert_eq!(String::from_utf8_lossy(&spark.stdout).trim(), PARTITIONS.to_string());
    assert_eq!(verdicts, String::from_utf8(one.stdout).unwrap());
    let summaries: Vec<Value> = summaries.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(summaries.len(), PARTITIONS, "one summary a partition");
    assert!(summaries.iter().all(|s| s["games"].as_u64().is_some_and(|n| n > 0 && n < 3000)));
    let whole: Value = serde_json::from_slice(&summary.stdout).unwrap();
    assert_eq!(whole["games"], 3000);
    assert_eq!(add_up(&summaries), comparable(&whole));
}
