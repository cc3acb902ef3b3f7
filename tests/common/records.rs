//! What the property tests share: their configuration, and the generators of records
//! (tests/properties.rs, tests/paper_props.rs, tests/engine.rs, tests/generate_props.rs):
//! coordinates in every form, ships of any class or none, rules of every family, and the
//! rulesets games are generated under.

use broadside::RulesSpec;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{Value, json};

/// The configuration of a property test of `cases` cases. Its regressions (the failing cases
/// found before, run again first) are kept beside its module, in `MODULE.proptest-regressions`:
/// said outright, since proptest's default looks for them in a `proptest-regressions` folder
/// beside tests/ when tests/ holds a `lib.rs`, as it does.
pub fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    }
}

/// Class names as records write them, in any case, several words included.
pub fn class() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just("battleship"),
        Just("Cruiser"),
        Just("destroyer"),
        Just("torpedo boat"),
        Just("submarine"),
        Just("frigate"),
    ]
}

/// A coordinate as records write it, on or off a 10x10 board: a letter and a row (`C7`), the
/// same in lower case padded with blanks and a zero (` c07 `), a `[column, row]` pair (from 0,
/// negative ones too), or a row too long for any board. With `malformed`, also a pair no
/// integer holds and shapes no reader takes (`AA1`, `[1.5, 2]`, `""`, `null`).
pub fn coordinate(malformed: bool) -> BoxedStrategy<Value> {
    let letter_row = (0u8..12, 0i64..13).prop_map(|(c, r)| json!(format!("{}{}", char::from(b'A' + c), r)));
    let padded = (0u8..12, 0i64..13).prop_map(|(c, r)| json!(format!(" {}0{} ", char::from(b'a' + c), r)));
    let pair = (-2i64..12, -2i64..12).prop_map(|(c, r)| json!([c, r]));
    let long_row = Just(json!("A99999999999999999999"));
    if !malformed {
        return prop_oneof![400 => letter_row, 100 => padded, 200 => pair, 10 => long_row].boxed();
    }
    prop_oneof![
        400 => letter_row,
        100 => padded,
        200 => pair,
        10 => long_row,
        10 => Just(json!([i64::MIN, u64::MAX])),
        1 => prop_oneof![Just(json!("AA1")), Just(json!([1.5, 2])), Just(json!("")), Just(json!(null))],
    ]
    .boxed()
}

/// A ship, named or not, whose cells are 1 to 5 of [`coordinate`] (`malformed` or not) or a
/// range (either order, ends on or off a 10x10 board).
pub fn ship(malformed: bool) -> impl Strategy<Value = Value> {
    let cells = prop_oneof![
        3 => proptest::collection::vec(coordinate(malformed), 1..6).prop_map(Value::Array),
        1 => (0u8..11, 1u8..12, 0u8..11, 1u8..12).prop_map(|(a, r, b, s)| {
            json!(format!("{}{}-{}{}", char::from(b'A' + a), r, char::from(b'A' + b), s))
        }),
    ];
    (proptest::option::of(class()), cells).prop_map(|(name, cells)| match name {
        Some(n) => json!({"ship": n, "cells": cells}),
        None => json!({"cells": cells}),
    })
}

/// Rules of every family: the presets, sequential salvo by ships afloat, another fleet, and a
/// custom board of any size with touching forbidden and a hit shooting again.
pub fn rules() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!("classic")),
        Just(json!("salvo")),
        Just(json!("russian")),
        Just(json!({"base": "salvo", "salvo_order": "sequential", "salvo_shots": "ships_afloat"})),
        Just(json!({"base": "classic", "fleet": "hasbro"})),
        (1u8..27, 1u8..27, 1u8..4).prop_map(|(c, r, n)| json!({
            "base": "classic", "board": {"columns": c, "rows": r},
            "fleet": [{"ship": "frigate", "size": 2, "count": n}, {"ship": "boat", "size": 1, "salvo": 2}],
            "touching": "forbidden", "turns": "again_on_hit"})),
    ]
}

/// Rulesets as `--rules` takes them (JSON): the presets, their variants (salvo order and
/// allowance, other fleets, turns), and custom boards from 1x1 to 26x26, the corners of what
/// the generator must play.
pub const RULESETS: &[&str] = &[
    r#""classic""#,
    r#""salvo""#,
    r#""russian""#,
    r#"{"base":"salvo","salvo_order":"sequential"}"#,
    r#"{"base":"salvo","salvo_shots":"ships_afloat","fleet":"hasbro"}"#,
    r#"{"base":"salvo","fleet":"two-destroyers"}"#,
    r#"{"base":"classic","fleet":"hasbro","turns":"again_on_hit"}"#,
    r#"{"base":"russian","turns":"salvo"}"#,
    r#"{"base":"russian","turns":"salvo","salvo_order":"sequential"}"#,
    r#"{"base":"classic","board":{"columns":8,"rows":8},"fleet":[{"ship":"frigate","size":3,"count":2,"salvo":2},{"ship":"sloop","size":1,"count":2}],"touching":"forbidden","turns":"again_on_hit"}"#,
    r#"{"base":"classic","board":{"columns":26,"rows":26},"fleet":"russian","touching":"forbidden"}"#,
    r#"{"base":"salvo","board":{"columns":5,"rows":4},"fleet":[{"ship":"a","size":2,"count":2,"salvo":3}]}"#,
    r#"{"base":"classic","board":{"columns":1,"rows":1},"fleet":[{"ship":"dot","size":1}]}"#,
];

/// The [`RULESETS`] entry `index`, read.
pub fn ruleset_spec(index: usize) -> RulesSpec {
    serde_json::from_str(RULESETS[index]).unwrap()
}
