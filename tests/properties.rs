//! Property tests over arbitrary records, legal or not: every record gets a verdict or an input
//! error, never a panic; the same record always gets the same verdict; and every verdict keeps
//! the invariants of docs/format.md §4.

use broadside::{Outcome, Overrides, Reason, Severity, Verdict, check_record};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::records::{self, coordinate, rules, ship};

fn shot_reply() -> impl Strategy<Value = Option<Value>> {
    proptest::option::of(prop_oneof![
        20 => Just(json!("miss")),
        20 => Just(json!("hit")),
        20 => Just(json!("sunk")),
        1 => Just(json!({"hits": {}})),
    ])
}

fn volley_reply() -> impl Strategy<Value = Option<Value>> {
    proptest::option::of(prop_oneof![
        20 => Just(json!({"hits": {"battleship": 1}, "sunk": []})),
        20 => Just(json!({"hits": {}, "sunk": ["destroyer"]})),
        20 => Just(json!({"hits": {"cruiser": 2}})),
        // A class only the custom rules' fleet (or a fleet listing a frigate) has: under other
        // rules an input error, so rare enough that most records still get a verdict.
        2 => Just(json!({"hits": {"cruiser": 1, "Frigate": 1}})),
        1 => Just(json!("hit")),
    ])
}

fn entry() -> impl Strategy<Value = Value> {
    let shot = (coordinate(true), shot_reply(), any::<bool>()).prop_map(|(at, reply, named)| {
        let mut e = json!({"at": at});
        if let Some(r) = reply {
            // A ship's name stands only beside a hit or a sink.
            if named && (r == "hit" || r == "sunk") {
                e["ship"] = json!("cruiser");
            }
            e["reply"] = r;
        }
        e
    });
    let volley = (proptest::collection::vec(coordinate(true), 1..9), volley_reply()).prop_map(|(at, reply)| {
        let mut e = json!({"at": at});
        if let Some(r) = reply {
            e["reply"] = r;
        }
        e
    });
    let at = prop_oneof![3 => shot, 1 => volley];
    (prop_oneof![200 => Just("ann"), 200 => Just("bob"), 1 => Just("cy")], at).prop_map(|(player, mut e)| {
        e["player"] = json!(player);
        e
    })
}

fn record() -> impl Strategy<Value = Value> {
    (
        rules(),
        proptest::collection::vec(ship(true), 0..11),
        proptest::collection::vec(ship(true), 0..11),
        proptest::collection::vec(entry(), 0..40),
        proptest::option::of(prop_oneof![Just("ann"), Just("bob"), Just("zed")]),
        any::<bool>(),
    )
        .prop_map(|(rules, a, b, shots, first, players)| {
            let mut r = json!({"rules": rules, "fleets": {"ann": a, "bob": b}, "shots": shots});
            if let Some(f) = first {
                r["first"] = json!(f);
            }
            if players {
                r["players"] = json!(["bob", "ann"]);
            }
            r
        })
}

/// The invariants (docs/format.md §4) of a verdict on a record with `entries` log entries.
fn check_invariants(v: &Verdict, entries: usize) {
    let fouls: Vec<_> = v.violations.iter().filter(|x| x.severity == Severity::Foul).collect();
    for x in &v.violations {
        assert_eq!(x.severity, x.code.severity());
        assert!(v.players.contains(&x.player));
        assert!(x.entry.is_none_or(|e| e < entries));
    }
    // Placement first, then by entry.
    let keys: Vec<usize> = v.violations.iter().map(|x| x.entry.map_or(0, |e| e + 1)).collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]), "violations out of order: {keys:?}");
    match v.outcome {
        Outcome::DoubleForfeit => {
            assert_eq!(v.forfeiting_players.len(), 2);
            assert!(v.winner.is_none());
        }
        Outcome::Win if v.reason == Some(Reason::Forfeit) => {
            let first = fouls.first().expect("a forfeit has a foul");
            assert_eq!(v.forfeiting_players, vec![first.player.clone()]);
            assert_ne!(v.winner.as_ref(), Some(&first.player));
            assert_eq!(v.decided_at, first.entry);
        }
        Outcome::Win => {
            assert!(fouls.is_empty());
            assert!(v.decided_at.is_some_and(|d| d < entries));
        }
        Outcome::Draw | Outcome::Unfinished => {
            assert!(fouls.is_empty());
            assert!(v.winner.is_none() && v.forfeiting_players.is_empty());
        }
    }
}

proptest! {
    #![proptest_config(records::config(512))]

    #[test]
    fn every_record_gets_a_verdict_or_an_input_error_and_always_the_same(record in record()) {
        let text = serde_json::to_string(&record).unwrap();
        let first = check_record(&text, &Overrides::default());
        let again = check_record(&text, &Overrides::default());
        prop_assert_eq!(&first, &again);
        if let Ok(verdict) = &first {
            check_invariants(verdict, record["shots"].as_array().map_or(0, Vec::len));
        }
        // Pretty or compact, the same record reads the same.
        let pretty = serde_json::to_string_pretty(&record).unwrap();
        prop_assert_eq!(first.is_ok(), check_record(&pretty, &Overrides::default()).is_ok());
    }

    #[test]
    fn cut_records_are_input_errors_not_panics(record in record(), cut in 0usize..4000) {
        let text = serde_json::to_string(&record).unwrap();
        let end = text.char_indices().map(|(i, _)| i).take_while(|&i| i <= cut).last().unwrap_or(0);
        if end < text.len() {
            prop_assert!(check_record(&text[..end], &Overrides::default()).is_err());
        }
    }
}

proptest! {
    #![proptest_config(records::config(8))]

    #[test]
    fn most_generated_records_are_adjudicated(records in proptest::collection::vec(record(), 64)) {
        // Guards the generator: the properties below must see verdicts, not only errors.
        let judged = records
            .iter()
            .filter(|r| check_record(&serde_json::to_string(r).unwrap(), &Overrides::default()).is_ok())
            .count();
        prop_assert!(judged >= 16, "only {judged} of 64 records were adjudicated");
    }
}
