//! The SPRT against an independent implementation of the exact formulas: tests/sprt/reference.py
//! (standard-library Python, written apart from the Rust code and by other means: a closed-form
//! root, a search over σ, Newton's method) computes the log-likelihood ratio of fixed result
//! sequences, game by game, and of fixed totals; the referee's must agree with every one.

use std::process::Command;

use broadside::pentanomial::Counts;
use broadside::sprt::{Decision, Model, Sprt};
use serde_json::Value;

/// The reference's rows: `{"model", "kind", "counts", "elo0", "elo1", "llr"}`.
fn reference() -> Vec<Value> {
    let out = Command::new("python3").arg("tests/sprt/reference.py").output().expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn the_llr_agrees_with_an_independent_implementation_game_by_game() {
    let rows = reference();
    assert!(rows.len() > 100, "{} rows", rows.len());
    for row in &rows {
        let model = if row["model"] == "normalized" { Model::Normalized } else { Model::Logistic };
        let test = Sprt {
            elo0: row["elo0"].as_f64().unwrap(),
            elo1: row["elo1"].as_f64().unwrap(),
            alpha: 0.05,
            beta: 0.05,
            model,
        };
        let counts: Vec<u64> = row["counts"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect();
        let ours = match (row["kind"].as_str().unwrap(), &counts[..]) {
            ("trinomial", &[w, d, l]) => test.llr(w, d, l),
            ("pentanomial", c) => Counts(c.try_into().unwrap()).llr(&test),
            other => panic!("{other:?}"),
        };
        let theirs = row["llr"].as_f64().unwrap();
        // The reference's searches stop near 1e-12 in the distribution; the LLR scales with N.
        let tolerance = 1e-7 * (1.0 + theirs.abs());
        assert!((ours - theirs).abs() < tolerance, "{row}: ours {ours}");
    }
}

/// Issue 35's sequences, decided where the exact test decides: 10 wins and a loss is no
/// decision (1.18, not 3.55); 23 straight wins accept H1 at the 23rd game; 3 wins in 17 is no
/// decision (−1.76, not −3.00).
#[test]
fn the_issue_s_sequences_decide_where_the_exact_test_does() {
    let rows = reference();
    let find = |counts: [u64; 3]| {
        rows.iter()
            .find(|r| r["model"] == "logistic" && r["elo1"] == 50.0 && r["counts"] == serde_json::json!(counts))
            .map(|r| r["llr"].as_f64().unwrap())
            .unwrap()
    };
    assert!((find([10, 0, 1]) - 1.1818).abs() < 1e-4);
    assert!((find([3, 0, 14]) + 1.7586).abs() < 1e-4);
    let test = Sprt::from_words(&["elo0=0", "elo1=50"]).unwrap();
    assert_eq!(test.decide(10, 0, 1), None);
    assert_eq!(test.decide(3, 0, 14), None);
    let first = (1..=24).find(|&n| test.decide(n, 0, 0).is_some());
    assert_eq!(first, Some(23));
    assert_eq!(test.decide(23, 0, 0), Some(Decision::AcceptH1));
}
