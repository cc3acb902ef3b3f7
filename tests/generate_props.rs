//! Property tests of `broadside generate` against the referee: every generated legal game
//! adjudicates with no foul and the recorded outcome, and every faulty game reports its fault
//! first.
//!
//! Where a fault cannot be first: none of the injected kinds is ever preceded by another foul,
//! because the generator plays every other turn by the rules with truthful replies, and a
//! placement fault is made so that no earlier-listed placement code arises (`off_board` is first
//! in the table; `bad_shape` keeps the ship on the board; `overlap` and `touching` move a whole
//! ship on the board; `wrong_fleet` leaves a ship out or adds one where it fits legally).
//! Warnings are never fouls, so for `too_few_shots`, `repeated_shot` and `after_end` the test
//! checks the first violation of that code, and that the game has no foul at all. The one warning
//! the bots cannot avoid, a salvo volley short because the shooter has fewer cells left than its
//! allowance, is listed in `meta.generator.warnings` and checked as such. `touching` arises only
//! where ships may not touch, and `too_few_shots` only under salvo rules; `ambiguous_fleet` needs
//! a drawn fleet, which the generator does not write.

use std::collections::BTreeSet;

use broadside::generate::{FAULT_CODES, FaultChoice, Generator};
use broadside::{Code, Overrides, RulesSpec, Severity, Verdict, check_record};
use proptest::prelude::*;
use serde_json::Value;

use crate::common::records::{self, RULESETS, ruleset_spec};

/// Generates game `index` and adjudicates it; returns the verdict and `meta.generator`.
fn run(ruleset: usize, seed: u64, index: u64, fault: FaultChoice) -> (String, Verdict, Value) {
    let generator = Generator::new(vec![ruleset_spec(ruleset)], seed).unwrap();
    let game = generator.game(index, fault);
    let text = serde_json::to_string(&game.record).unwrap();
    let verdict = check_record(&text, &Overrides::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let meta: Value = serde_json::from_str(verdict.meta.as_ref().unwrap().get()).unwrap();
    (text, verdict, meta["generator"].clone())
}

fn outcome_and_winner(verdict: &Verdict, meta: &Value, text: &str) {
    let outcome = serde_json::to_value(verdict.outcome).unwrap();
    assert_eq!(outcome, meta["outcome"], "outcome\n{text}\n{}", serde_json::to_string(verdict).unwrap());
    assert_eq!(
        verdict.winner.as_deref(),
        meta["winner"].as_str(),
        "winner\n{text}\n{}",
        serde_json::to_string(verdict).unwrap()
    );
}

fn key(v: &broadside::Violation) -> (String, Option<u64>, String) {
    (v.code.as_str().to_owned(), v.entry.map(|e| e as u64), v.player.clone())
}

fn check_legal(text: &str, verdict: &Verdict, meta: &Value) {
    assert!(meta.get("fault").is_none());
    assert!(!verdict.has_foul(), "a foul in a legal game\n{text}\n{}", serde_json::to_string(verdict).unwrap());
    let expected: Vec<(String, Option<u64>, String)> = meta
        .get("warnings")
        .and_then(Value::as_array)
        .map(|w| {
            w.iter()
                .map(|w| {
                    (
                        w["code"].as_str().unwrap().to_owned(),
                        w["entry"].as_u64(),
                        w["player"].as_str().unwrap().to_owned(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    let found: Vec<_> = verdict.violations.iter().map(key).collect();
    assert_eq!(found, expected, "warnings\n{text}\n{}", serde_json::to_string(verdict).unwrap());
    outcome_and_winner(verdict, meta, text);
}

fn check_faulty(text: &str, verdict: &Verdict, meta: &Value) -> Code {
    let fault = &meta["fault"];
    let code = Code::ALL.into_iter().find(|c| c.as_str() == fault["code"]).expect("a known code");
    let wanted = (code.as_str().to_owned(), fault["entry"].as_u64(), fault["player"].as_str().unwrap().to_owned());
    let shown = || serde_json::to_string(verdict).unwrap();
    match code.severity() {
        Severity::Foul => {
            let first = verdict.violations.iter().find(|v| v.severity == Severity::Foul).expect("a foul");
            assert_eq!(key(first), wanted, "first foul\n{text}\n{}", shown());
        }
        Severity::Warning => {
            assert!(!verdict.has_foul(), "a foul in a game with a warning fault\n{text}\n{}", shown());
            let first = verdict.violations.iter().find(|v| v.code == code).expect("the warning");
            assert_eq!(key(first), wanted, "first {code}\n{text}\n{}", shown());
        }
    }
    outcome_and_winner(verdict, meta, text);
    code
}

proptest! {
    #![proptest_config(records::config(256))]

    #[test]
    fn legal_games_adjudicate_clean(ruleset in 0..RULESETS.len(), seed: u64, index in 0u64..1_000_000) {
        let (text, verdict, meta) = run(ruleset, seed, index, FaultChoice::None);
        check_legal(&text, &verdict, &meta);
    }

    #[test]
    fn faulty_games_report_their_fault_first(
        ruleset in 0..RULESETS.len(),
        seed: u64,
        index in 0u64..1_000_000,
        code in proptest::sample::select(FAULT_CODES.to_vec()),
    ) {
        let (text, verdict, meta) = run(ruleset, seed, index, FaultChoice::Kind(code));
        check_faulty(&text, &verdict, &meta);
    }
}

/// Every fault kind shows up, under the rules where it can, with the kind asked for.
#[test]
fn every_fault_kind_occurs_as_asked() {
    for (ruleset, _) in RULESETS.iter().enumerate() {
        let rules = ruleset_spec(ruleset).resolve();
        for code in FAULT_CODES {
            let can = match code {
                Code::Touching => rules.touching == broadside::Touching::Forbidden,
                Code::TooFewShots => rules.turns == broadside::Turns::Salvo,
                // One ship of one cell on a 1x1 board: a single shot ends the game, the ship has
                // no shape, nothing to overlap, and no second cell to fire at.
                Code::BadShape | Code::Overlap | Code::TooManyShots | Code::RepeatedShot => rules.board.columns > 1,
                _ => true,
            };
            let got: BTreeSet<String> = (0..12)
                .map(|i| {
                    let (text, verdict, meta) = run(ruleset, 5, i, FaultChoice::Kind(code));
                    check_faulty(&text, &verdict, &meta).as_str().to_owned()
                })
                .collect();
            if can {
                assert!(got.contains(code.as_str()), "{} under {}: got {got:?}", code, RULESETS[ruleset]);
            }
        }
    }
}

/// Random faults cover every kind across a mixed batch, and the share of faulty games is exact.
#[test]
fn random_faults_cover_every_kind() {
    let specs: Vec<RulesSpec> = (0..RULESETS.len()).map(ruleset_spec).collect();
    let generator = Generator::new(specs, 11).unwrap();
    let mut seen = BTreeSet::new();
    let mut faulty = 0;
    for i in 0..600 {
        let choice = if Generator::is_faulty(i, 0.5) { FaultChoice::Random } else { FaultChoice::None };
        let game = generator.game(i, choice);
        let text = serde_json::to_string(&game.record).unwrap();
        let verdict = check_record(&text, &Overrides::default()).unwrap();
        let meta: Value = serde_json::from_str(verdict.meta.as_ref().unwrap().get()).unwrap();
        if meta["generator"].get("fault").is_some() {
            faulty += 1;
            seen.insert(check_faulty(&text, &verdict, &meta["generator"]));
        } else {
            check_legal(&text, &verdict, &meta["generator"]);
        }
    }
    assert_eq!(faulty, 300);
    assert_eq!(seen, FAULT_CODES.into_iter().collect::<BTreeSet<_>>());
}

/// The same seed writes the same games; another seed other games; game i does not depend on
/// how many games are asked for.
#[test]
fn generation_is_deterministic() {
    let g = Generator::new(vec![ruleset_spec(2)], 9).unwrap();
    let a = serde_json::to_string(&g.game(4, FaultChoice::Random).record).unwrap();
    let b =
        serde_json::to_string(&Generator::new(vec![ruleset_spec(2)], 9).unwrap().game(4, FaultChoice::Random).record)
            .unwrap();
    let c =
        serde_json::to_string(&Generator::new(vec![ruleset_spec(2)], 10).unwrap().game(4, FaultChoice::Random).record)
            .unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
}

/// Generates `games` legal games under `rules` (JSON) and checks each adjudicates with no foul
/// and the recorded outcome; the generator's error if it cannot place the fleet.
fn legal_games(rules: &str, seed: u64, games: u64) -> Result<(), String> {
    let spec: RulesSpec = serde_json::from_str(rules).unwrap();
    let generator = Generator::new(vec![spec], seed).map_err(|e| e.to_string())?;
    for i in 0..games {
        let text = serde_json::to_string(&generator.game(i, FaultChoice::None).record).unwrap();
        let verdict = check_record(&text, &Overrides::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let meta: Value = serde_json::from_str(verdict.meta.as_ref().unwrap().get()).unwrap();
        check_legal(&text, &verdict, &meta["generator"]);
    }
    Ok(())
}

#[test]
fn dense_fleets_that_fit_are_placed() {
    // Thirty one-cell ships on 10x10 where ships may touch; a board filled solid; 25 ships that
    // may not touch on 10x10 (one to each 2x2 block, the most that fit).
    for rules in [
        r#"{"base":"classic","touching":"allowed","fleet":[{"ship":"dot","size":1,"count":30}]}"#,
        r#"{"base":"classic","touching":"allowed","board":{"columns":4,"rows":4},"fleet":[{"ship":"bar","size":4,"count":2},{"ship":"dot","size":1,"count":8}]}"#,
        r#"{"base":"russian","fleet":[{"ship":"dot","size":1,"count":25}]}"#,
    ] {
        legal_games(rules, 3, 1).unwrap_or_else(|e| panic!("{rules}: {e}"));
    }
}

#[test]
fn a_fleet_that_cannot_fit_is_proved_so() {
    // 26 ships that may not touch on 10x10: there are 25 2x2 blocks, and no two ships share one.
    let e = legal_games(r#"{"base":"russian","fleet":[{"ship":"dot","size":1,"count":26}]}"#, 1, 1).unwrap_err();
    assert!(
        e.contains(
            "no placement of the fleet fits a 10x10 board with no two ships touching (the search tried every one)"
        ),
        "{e}"
    );
}

/// Custom rules with a dense fleet: a board of up to 7x7, one to three classes filling up to
/// all its cells (where ships may touch) or up to half (where they may not).
fn dense_rules() -> impl Strategy<Value = String> {
    (1u8..=7, 1u8..=7, any::<bool>(), proptest::collection::vec((1u8..=7, 1u16..=6), 1..=3), 50u32..=100).prop_map(
        |(columns, rows, touching, classes, fill)| {
            let cells = u32::from(columns) * u32::from(rows) * fill / if touching { 100 } else { 200 };
            let mut fleet = Vec::new();
            let mut used = 0u32;
            for (k, (size, count)) in classes.into_iter().enumerate() {
                let size = size.min(columns.max(rows));
                let count = count.min(((cells.saturating_sub(used)) / u32::from(size)) as u16).max(1);
                used += u32::from(size) * u32::from(count);
                fleet.push(format!(r#"{{"ship":"c{k}","size":{size},"count":{count}}}"#));
            }
            format!(
                r#"{{"base":"classic","board":{{"columns":{columns},"rows":{rows}}},"touching":"{}","fleet":[{}]}}"#,
                if touching { "allowed" } else { "forbidden" },
                fleet.join(",")
            )
        },
    )
}

proptest! {
    #![proptest_config(records::config(24))]

    /// Every game written for a dense fleet checks without a foul; a fleet that is refused is
    /// refused for a stated reason.
    #[test]
    fn dense_custom_fleets_generate_clean_games(rules in dense_rules(), seed: u64) {
        if let Err(e) = legal_games(&rules, seed, 3) {
            prop_assert!(
                e.contains("more than the") || e.contains("does not fit") || e.contains("need more room")
                    || e.contains("the search tried every one") || e.contains("the search gave up"),
                "{rules}: {e}"
            );
            // Where ships may touch and all are one cell, counting decides: no search gives up.
            prop_assert!(!(rules.contains("allowed") && !rules.contains(r#""size":2"#) && e.contains("gave up")), "{rules}: {e}");
        }
    }
}
