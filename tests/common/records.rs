//! Record generators shared by the property tests (tests/properties.rs, tests/paper_props.rs):
//! rules of every family, and ships of any class or none, made of the coordinates a test gives.

use proptest::prelude::*;
use serde_json::{Value, json};

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

/// A ship, named or not, whose cells are 1 to 5 of `coordinate` or a range (either order, ends
/// on or off a 10x10 board).
pub fn ship<S>(coordinate: fn() -> S) -> impl Strategy<Value = Value>
where
    S: Strategy<Value = Value>,
{
    let cells = prop_oneof![
        3 => proptest::collection::vec(coordinate(), 1..6).prop_map(Value::Array),
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
