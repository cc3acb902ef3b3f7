//! Property tests of the paper record (docs/format.md §6): arbitrary records, legal or not, under
//! every rules family, written as paper and read back get the same verdict; generated games
//! (as `broadside generate` writes them, with and without a fault) too; and no text makes the
//! paper reader panic.

use broadside::generate::{FaultChoice, Generator};
use broadside::{Overrides, Referee, RulesSpec, paper};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::records::{self, class, coordinate, rules, ship};

/// A fleet: a list of ships, or a drawing of up to 12 × 12.
fn fleet() -> impl Strategy<Value = Value> {
    let drawing = (1usize..13, 1usize..13)
        .prop_flat_map(|(w, h)| proptest::collection::vec(proptest::collection::vec(prop::bool::weighted(0.25), w), h))
        .prop_map(|rows| {
            let rows: Vec<String> =
                rows.iter().map(|r| r.iter().map(|&s| if s { '#' } else { '.' }).collect()).collect();
            json!({"grid": rows})
        });
    prop_oneof![3 => proptest::collection::vec(ship(false), 1..11).prop_map(Value::Array), 1 => drawing]
}

fn entry(names: [&'static str; 2]) -> impl Strategy<Value = Value> {
    let shot_reply = proptest::option::of(prop_oneof![Just("miss"), Just("hit"), Just("sunk")]);
    let shot = (coordinate(false), shot_reply, proptest::option::of(class())).prop_map(|(at, reply, ship)| {
        let mut e = json!({"at": at});
        if let Some(r) = reply {
            e["reply"] = json!(r);
            if let Some(s) = ship.filter(|_| r != "miss") {
                e["ship"] = json!(s);
            }
        }
        e
    });
    let volley_reply = proptest::option::of(prop_oneof![
        Just(json!({"hits": {"battleship": 1}, "sunk": []})),
        Just(json!({"hits": {}, "sunk": ["destroyer"]})),
        Just(json!({"hits": {"cruiser": 2, "torpedo boat": 1}, "sunk": ["torpedo boat", "Cruiser"]})),
    ]);
    let volley = (proptest::collection::vec(coordinate(false), 1..9), volley_reply).prop_map(|(at, reply)| {
        let mut e = json!({"at": at});
        if let Some(r) = reply {
            e["reply"] = r;
        }
        e
    });
    let forfeit = prop_oneof![Just("resigned"), Just("timeout"), Just("crashed"), Just("illegal_message")]
        .prop_map(|reason| json!({"forfeit": reason}));
    (0..2usize, prop_oneof![30 => shot, 10 => volley, 1 => forfeit]).prop_map(move |(p, mut e)| {
        e["player"] = json!(names[p]);
        e
    })
}

fn record() -> impl Strategy<Value = Value> {
    let names = prop_oneof![Just(["ann", "bob"]), Just(["Anya K", "Boris"]), Just(["north side", "south"])];
    names.prop_flat_map(|names| {
        (
            rules(),
            fleet(),
            fleet(),
            proptest::collection::vec(entry(names), 0..40),
            proptest::option::of(0..2usize),
            any::<bool>(),
            proptest::option::of(Just(json!({"match": 17, "note": "a, b: c"}))),
        )
            .prop_map(move |(rules, a, b, mut shots, first, players, meta)| {
                // A reply names a class of the fleet (a name of none is an input error, never
                // judged): each name the entries were drawn with becomes one of the rules'.
                let classes: Vec<String> = broadside::RulesSpec::from_arg(&rules.to_string())
                    .map(|spec| spec.resolve().fleet.iter().map(|c| c.name.clone()).collect())
                    .unwrap_or_default();
                let of_fleet = |name: &str| {
                    let pick = name.bytes().map(usize::from).sum::<usize>() % classes.len().max(1);
                    json!(classes.get(pick).map_or(name, String::as_str))
                };
                for entry in &mut shots {
                    if let Some(name) = entry.get("ship").and_then(Value::as_str).map(str::to_owned) {
                        entry["ship"] = of_fleet(&name);
                    }
                    if let Some(reply) = entry.get_mut("reply").and_then(Value::as_object_mut) {
                        let hits: serde_json::Map<String, Value> = reply["hits"]
                            .as_object()
                            .into_iter()
                            .flatten()
                            .map(|(k, v)| (of_fleet(k).as_str().unwrap().to_owned(), v.clone()))
                            .collect();
                        let sunk: Vec<Value> = reply["sunk"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(Value::as_str)
                            .map(of_fleet)
                            .collect();
                        reply.insert("hits".into(), Value::Object(hits));
                        reply.insert("sunk".into(), Value::Array(sunk));
                    }
                }
                let mut fleets = serde_json::Map::new();
                fleets.insert(names[0].into(), a);
                fleets.insert(names[1].into(), b);
                let mut r = json!({"rules": rules, "fleets": fleets, "shots": shots});
                if let Some(f) = first {
                    r["first"] = json!(names[f]);
                }
                if players {
                    r["players"] = json!([names[1], names[0]]);
                }
                if let Some(m) = meta {
                    r["meta"] = m;
                }
                r
            })
    })
}

/// Checks that `json` (a record) written as paper and read back gets the same verdict.
fn same_verdict_through_paper(json: &str, referee: &Referee) -> Result<(), TestCaseError> {
    let Ok(verdict) = referee.check(json) else { return Ok(()) };
    let written = paper::write(json);
    let written = match written {
        Ok(w) => w,
        // A paper record's words name only the fleet's classes (docs/format.md §6
        // "`broadside record [FILE] [--to json|paper] [--lang CODE]`").
        Err(e) if e.to_string().contains("is not one of the fleet's classes") => return Ok(()),
        Err(e) => {
            return Err(TestCaseError::fail(format!("a judged record could not be written as paper: {e}\n{json}")));
        }
    };
    let back = paper::to_json(&written, referee)
        .map_err(|e| TestCaseError::fail(format!("the paper does not read back: {e}\n{written}")))?;
    let again = referee.check(&back).map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
    prop_assert_eq!(&again, &verdict, "paper:\n{}", written);
    let direct = paper::check(&written, referee).map(|(v, _)| v).ok();
    prop_assert_eq!(direct.as_ref(), Some(&verdict));
    Ok(())
}

proptest! {
    #![proptest_config(records::config(400))]

    #[test]
    fn arbitrary_records_through_paper_keep_their_verdict(record in record()) {
        let referee = Referee::new(&Overrides::default()).unwrap();
        same_verdict_through_paper(&record.to_string(), &referee)?;
    }

    #[test]
    fn generated_games_through_paper_keep_their_verdict(index in 0u64..10_000, fault in any::<bool>(), seed in 0u64..4) {
        let specs = ["classic", "salvo", "russian", "{\"base\":\"salvo\",\"salvo_order\":\"sequential\"}"]
            .iter()
            .map(|s| RulesSpec::from_arg(s).unwrap())
            .collect();
        let generator = Generator::new(specs, seed).unwrap();
        let game = generator.game(index, if fault { FaultChoice::Random } else { FaultChoice::None });
        let json = serde_json::to_string(&game.record).unwrap();
        let referee = Referee::new(&Overrides::default()).unwrap();
        prop_assert!(referee.check(&json).is_ok());
        same_verdict_through_paper(&json, &referee)?;
    }

    #[test]
    fn no_text_makes_the_paper_reader_panic(text in "(rules: (classic|salvo|russian)\n)?(players: a, b\n)?(numbering: (round|player|game)\n)?((a|b) (fleet|shots):\n([ .#x0-9ox|A-J]{0,12}\n){0,11}){0,3}(log:\n((a|b) [A-K][0-9]{1,2}( miss| hit| sunk|:)?\n){0,5})?") {
        for rules in [None, Some("classic"), Some("salvo"), Some("russian")] {
            let referee = Referee::new(&Overrides { rules: rules.map(str::to_owned), fleet: None }).unwrap();
            // Either answer is fine; a panic fails the test.
            let _ = paper::check(&text, &referee);
        }
    }
}

proptest! {
    #![proptest_config(records::config(4))]

    #[test]
    fn most_arbitrary_records_are_judged_so_the_round_trip_is_tested(records in proptest::collection::vec(record(), 64)) {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let judged = records.iter().filter(|r| referee.check(&r.to_string()).is_ok()).count();
        prop_assert!(judged >= 32, "only {} of 64 records were judged", judged);
    }
}
