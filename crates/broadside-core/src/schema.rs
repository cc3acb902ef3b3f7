//! JSON Schemas (draft 2020-12) of the game record, the verdict and the rules
//! (`broadside schema record|verdict|rules`), built with [`schemars`].
//!
//! The record types have hand-written, borrowing `Deserialize` impls, so their schemas are
//! written here by hand to say what those readers accept: every record the referee reads is
//! valid under the record schema. Objects whose reader denies unknown fields have
//! `"additionalProperties": false`; optional fields that read `null` as absent allow `null`.
//! What a schema cannot say (two classes whose names differ only in case, drawn rows of unequal
//! length, a player name that is not in `players`) is left to the referee, which reports it as
//! an input error.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings, json_schema};
use serde_json::{Value, json};

use crate::coord::{Coordinate, MAX_CELLS, MAX_SIDE};
use crate::record::{
    FleetDrawing, Fleets, Forfeit, GameRecord, Grid, LogEntry, MAX_GRID_SIDE, MAX_SHIP_CELLS, MAX_VOLLEY, Reply,
    ShipCells, ShipRecord, Target, VolleyReply,
};
use crate::referee::MAX_ENTRIES;
use crate::rules::{
    Board, ClassList, ClassSpec, CustomRules, FleetName, FleetSpec, MAX_SALVO_VALUE, Preset, RulesSpec, SalvoOrder,
    SalvoShots, Touching, Turns,
};
use crate::verdict::{Code, Outcome, Reason, Severity, Stats, Verdict, Violation};

/// Which schema `broadside schema` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchemaKind {
    /// The game record `broadside check` reads.
    Record,
    /// The verdict `broadside check` writes.
    Verdict,
    /// A record's `"rules"`: a preset name or a custom rules object.
    Rules,
}

/// The JSON Schema of `kind`, with its definitions under `$defs`.
pub fn schema(kind: SchemaKind) -> Value {
    let generator = SchemaSettings::draft2020_12().into_generator();
    let (mut schema, title) = match kind {
        SchemaKind::Record => (generator.into_root_schema_for::<GameRecord<'static>>(), "broadside game record"),
        SchemaKind::Verdict => (generator.into_root_schema_for::<Verdict>(), "broadside verdict"),
        SchemaKind::Rules => (generator.into_root_schema_for::<RulesSpec>(), "broadside rules"),
    };
    schema.insert("title".into(), title.into());
    schema.to_value()
}

/// `schema`, or `null`: for optional fields whose reader takes `null` as absent.
fn nullable(schema: Schema) -> Value {
    json!({"anyOf": [schema, {"type": "null"}]})
}

/// An integer that fits 64 bits, signed or not, as a `[column, row]` axis accepts.
fn axis() -> Value {
    json!({"type": "integer", "minimum": i64::MIN, "maximum": u64::MAX})
}

/// A string enum of `values`.
fn words<'a>(description: &str, values: impl IntoIterator<Item = &'a str>) -> Schema {
    let values: Vec<&str> = values.into_iter().collect();
    json_schema!({"description": description, "type": "string", "enum": values})
}

macro_rules! named {
    ($ty:ty, $name:literal, |$g:ident| $body:expr) => {
        impl JsonSchema for $ty {
            fn schema_name() -> Cow<'static, str> {
                Cow::Borrowed($name)
            }
            fn json_schema($g: &mut SchemaGenerator) -> Schema {
                $body
            }
        }
    };
}

/// The pattern of a `"C4"` coordinate: a letter, then digits, with spaces around.
const COORDINATE_PATTERN: &str = "^ *[A-Za-z][0-9]+ *$";

named!(Coordinate<'_>, "Coordinate", |_g| json_schema!({
    "description": "A coordinate: a letter (either case) and a row number from 1 such as \"C4\" (leading zeros and surrounding spaces allowed), or [column, row] counted from 0 such as [2, 3]. One of this form that lies off the board is an off_board violation, not an input error.",
    "oneOf": [
        {"type": "string", "pattern": COORDINATE_PATTERN},
        {"type": "array", "prefixItems": [axis(), axis()], "items": false, "minItems": 2}
    ]
}));

named!(ShipCells<'_>, "ShipCells", |g| json_schema!({
    "description": "A ship's cells: a list of coordinates, or a range \"B2-E2\" (either order, both ends included).",
    "oneOf": [
        {"type": "array", "items": g.subschema_for::<Coordinate>(), "minItems": 1, "maxItems": MAX_SHIP_CELLS},
        {"type": "string", "pattern": "^ *[A-Za-z][0-9]+ *- *[A-Za-z][0-9]+ *$"}
    ]
}));

named!(ShipRecord<'_>, "Ship", |g| json_schema!({
    "description": "One ship: its cells, and optionally its class name (any case).",
    "type": "object",
    "properties": {
        "ship": nullable(json_schema!({"type": "string"})),
        "cells": g.subschema_for::<ShipCells>()
    },
    "required": ["cells"],
    "additionalProperties": false
}));

named!(Grid, "Grid", |_g| json_schema!({
    "description": "A drawn board: row 1 first, column A first; in a string # X x 1 ■ █ * @ are ship cells, . · - ~ _ 0 □ and a space water, and a letter the initial of a ship class (a ship cell of that class); any other character is an input error. Or a list of 0 and 1. All rows have the same length.",
    "type": "array",
    "maxItems": MAX_GRID_SIDE,
    "items": {"oneOf": [
        {"type": "string", "maxLength": MAX_GRID_SIDE},
        {"type": "array", "items": {"enum": [0, 1]}, "maxItems": MAX_GRID_SIDE}
    ]}
}));

named!(FleetDrawing<'_>, "Fleet", |g| json_schema!({
    "description": "One player's fleet: a list of ships, or a drawn board {\"grid\": [...]}.",
    "oneOf": [
        {"type": "array", "items": g.subschema_for::<ShipRecord>()},
        {
            "type": "object",
            "properties": {"grid": g.subschema_for::<Grid>()},
            "required": ["grid"],
            "additionalProperties": false
        }
    ]
}));

named!(Fleets<'_>, "Fleets", |g| json_schema!({
    "description": "Each player's fleet under the player's name: exactly two players.",
    "type": "object",
    "additionalProperties": g.subschema_for::<FleetDrawing>(),
    "minProperties": 2,
    "maxProperties": 2
}));

/// A volley: a list of coordinates, not empty.
fn volley(g: &mut SchemaGenerator) -> Value {
    json!({"type": "array", "items": g.subschema_for::<Coordinate>(), "minItems": 1, "maxItems": MAX_VOLLEY})
}

named!(Target<'_>, "Target", |g| json_schema!({
    "description": "One shot (a coordinate) or a volley (a list of coordinates, not empty).",
    "oneOf": [g.subschema_for::<Coordinate>(), volley(g)]
}));

named!(VolleyReply<'_>, "VolleyReply", |_g| json_schema!({
    "description": "The reply to a volley: this volley's fresh hits by class (sinking hits included; classes with none may be left out), and the ships it sank, a class once per ship.",
    "type": "object",
    "properties": {
        "hits": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MAX_VOLLEY}},
        "sunk": {"type": "array", "items": {"type": "string"}}
    },
    "required": ["hits"],
    "additionalProperties": false
}));

named!(Reply<'_>, "Reply", |g| json_schema!({
    "description": "What the defender announced: \"miss\", \"hit\" or \"sunk\" for one shot, an object for a volley.",
    "oneOf": [{"enum": ["miss", "hit", "sunk"]}, g.subschema_for::<VolleyReply>()]
}));

named!(Forfeit, "Forfeit", |_g| words(
    "Why a forfeit entry's player gave up or was stopped: resigned (not a foul), timeout, crashed, illegal_message (fouls of that code).",
    Forfeit::ALL.iter().map(|f| f.as_str())
));

named!(LogEntry<'_>, "LogEntry", |g| json_schema!({
    "description": "One log entry: a turn (a shot or a volley) or a forfeit entry.",
    "oneOf": [g.subschema_for::<ShotEntry>(), g.subschema_for::<ForfeitEntry>()]
}));

/// A log entry that records a forfeit (docs/format.md §2 "Forfeit entries"), for the schema only.
struct ForfeitEntry;

named!(ForfeitEntry, "ForfeitEntry", |g| json_schema!({
    "description": "A forfeit entry: the player gave up or was stopped. Not a turn; it ends the game where it stands. No at, reply or ship; meta allowed.",
    "type": "object",
    "properties": {
        "player": {"type": "string"},
        "forfeit": g.subschema_for::<Forfeit>(),
        "meta": true
    },
    "required": ["player", "forfeit"],
    "additionalProperties": false
}));

/// A log entry that is a turn, for the schema only.
struct ShotEntry;

named!(ShotEntry, "ShotEntry", |g| json_schema!({
    "description": "One turn of one player: a shot or a volley, the defender's reply if recorded, and any meta. The reply's form follows the shot's; \"ship\" stands only beside a one-shot \"hit\" or \"sunk\".",
    "type": "object",
    "properties": {
        "player": {"type": "string"},
        "at": g.subschema_for::<Target>(),
        "reply": nullable(g.subschema_for::<Reply>()),
        "ship": nullable(json_schema!({"type": "string"})),
        "meta": true
    },
    "required": ["player", "at"],
    "additionalProperties": false,
    "allOf": [
        {
            "if": {"properties": {"reply": {"type": "string"}}, "required": ["reply"]},
            "then": {"properties": {"at": g.subschema_for::<Coordinate>()}}
        },
        {
            "if": {"properties": {"reply": {"type": "object"}}, "required": ["reply"]},
            "then": {"properties": {"at": volley(g)}}
        },
        {
            "if": {"properties": {"ship": {"type": "string"}}, "required": ["ship"]},
            "then": {"properties": {"reply": {"enum": ["hit", "sunk"]}}, "required": ["reply"]}
        }
    ]
}));

named!(GameRecord<'_>, "GameRecord", |g| json_schema!({
    "description": "A game record: both fleets and the shot log. Unknown fields are errors, except inside meta.",
    "type": "object",
    "properties": {
        "rules": nullable(g.subschema_for::<RulesSpec>()),
        "players": nullable(json_schema!({
            "type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2, "uniqueItems": true
        })),
        "first": nullable(json_schema!({"type": "string"})),
        "meta": true,
        "fleets": g.subschema_for::<Fleets>(),
        "shots": {"type": "array", "items": g.subschema_for::<LogEntry>(), "maxItems": MAX_ENTRIES}
    },
    "required": ["fleets", "shots"],
    "additionalProperties": false
}));

named!(Preset, "Preset", |_g| words(
    "A ruleset preset: classic (one shot each, alternating), salvo (rounds of volleys), russian (ten ships, no touching, a hit shoots again).",
    Preset::ALL.iter().map(|p| p.as_str())
));

named!(FleetName, "FleetName", |_g| words("A fleet by name.", FleetName::ALL.iter().map(|f| f.as_str())));

named!(Touching, "Touching", |_g| words("Whether ships may touch.", ["allowed", "forbidden"]));
named!(Turns, "Turns", |_g| words("Who shoots next.", ["alternate", "again_on_hit", "salvo"]));
named!(SalvoShots, "SalvoShots", |_g| words(
    "How a salvo allowance is counted: the salvo values of the ships afloat, or one shot per ship afloat.",
    ["ship_value", "ships_afloat"]
));
named!(SalvoOrder, "SalvoOrder", |_g| words(
    "When a volley's damage counts: both volleys of a round at once, or each at once.",
    ["simultaneous", "sequential"]
));

named!(Board, "Board", |_g| json_schema!({
    "description": "The board's size: columns (letters A-) by rows (numbers 1-), each 1 to 26.",
    "type": "object",
    "properties": {
        "columns": {"type": "integer", "minimum": 1, "maximum": MAX_SIDE},
        "rows": {"type": "integer", "minimum": 1, "maximum": MAX_SIDE}
    },
    "required": ["columns", "rows"],
    "additionalProperties": false
}));

named!(ClassSpec, "ShipClass", |_g| json_schema!({
    "description": "A ship class: its name, size in cells, how many ships of it (default 1) and its salvo value (default 1).",
    "type": "object",
    "properties": {
        "ship": {"type": "string", "pattern": "\\S"},
        "size": {"type": "integer", "minimum": 1, "maximum": MAX_SIDE},
        "count": nullable(json_schema!({"type": "integer", "minimum": 1, "maximum": MAX_CELLS})),
        "salvo": nullable(json_schema!({"type": "integer", "minimum": 0, "maximum": MAX_SALVO_VALUE}))
    },
    "required": ["ship", "size"],
    "additionalProperties": false
}));

named!(ClassList, "ClassList", |g| json_schema!({
    "description": "A custom fleet: ship classes, not empty, no two names equal ignoring case, at most 676 ships in all.",
    "type": "array",
    "items": g.subschema_for::<ClassSpec>(),
    "minItems": 1,
    "maxItems": MAX_CELLS
}));

named!(FleetSpec, "FleetSpec", |g| json_schema!({
    "description": "A fleet name, or a list of ship classes.",
    "oneOf": [g.subschema_for::<FleetName>(), g.subschema_for::<ClassList>()]
}));

named!(CustomRules, "CustomRules", |g| json_schema!({
    "description": "A rules object: a base preset and the parts it overrides.",
    "type": "object",
    "properties": {
        "base": g.subschema_for::<Preset>(),
        "board": nullable(g.subschema_for::<Board>()),
        "fleet": nullable(g.subschema_for::<FleetSpec>()),
        "touching": nullable(g.subschema_for::<Touching>()),
        "turns": nullable(g.subschema_for::<Turns>()),
        "salvo_shots": nullable(g.subschema_for::<SalvoShots>()),
        "salvo_order": nullable(g.subschema_for::<SalvoOrder>())
    },
    "required": ["base"],
    "additionalProperties": false
}));

named!(RulesSpec, "Rules", |g| json_schema!({
    "description": "Rules: a preset name, or an object that starts from a preset and overrides parts.",
    "oneOf": [g.subschema_for::<Preset>(), g.subschema_for::<CustomRules>()]
}));

named!(Code, "Code", |_g| words("A violation's stable code.", Code::ALL.iter().map(|c| c.as_str())));
named!(Severity, "Severity", |_g| words("A foul decides the game; a warning does not.", ["foul", "warning"]));
named!(Outcome, "Outcome", |_g| words("How the game ended.", ["win", "draw", "unfinished", "double_forfeit"]));
named!(Reason, "Reason", |_g| words("Why the game was won.", ["fleet_destroyed", "forfeit", "resigned"]));

/// A count: a non-negative integer.
fn count() -> Value {
    json!({"type": "integer", "minimum": 0})
}

named!(Stats, "Stats", |_g| json_schema!({
    "description": "One player's statistics: coordinates fired before the end, shots that struck a ship cell not hit before, and the opponent's ships sunk.",
    "type": "object",
    "properties": {"shots": count(), "hits": count(), "ships_sunk": count()},
    "required": ["shots", "hits", "ships_sunk"],
    "additionalProperties": false
}));

named!(Violation, "Violation", |g| {
    let warnings: Vec<&str> =
        Code::ALL.iter().filter(|c| c.severity() == Severity::Warning).map(|c| c.as_str()).collect();
    json_schema!({
        "description": "One violation: what (code, severity, message) and where (player, 0-based log entry or null for placement, cells).",
        "type": "object",
        "properties": {
            "code": g.subschema_for::<Code>(),
            "severity": g.subschema_for::<Severity>(),
            "player": {"type": "string"},
            "entry": {"type": ["integer", "null"], "minimum": 0},
            "cells": {"type": "array", "items": {"type": "string"}},
            "message": {"type": "string"}
        },
        "required": ["code", "severity", "player", "entry", "cells", "message"],
        "additionalProperties": false,
        "if": {"properties": {"code": {"enum": warnings}}},
        "then": {"properties": {"severity": {"const": "warning"}}},
        "else": {"properties": {"severity": {"const": "foul"}}}
    })
});

named!(Verdict, "Verdict", |g| json_schema!({
    "description": "The verdict on one game record: the outcome, every violation, and each player's statistics.",
    "type": "object",
    "properties": {
        "rules": g.subschema_for::<RulesSpec>(),
        "players": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2},
        "meta": true,
        "outcome": g.subschema_for::<Outcome>(),
        "winner": {"type": ["string", "null"]},
        "forfeiting_players": {"type": "array", "items": {"type": "string"}, "maxItems": 2},
        "reason": nullable(g.subschema_for::<Reason>()),
        "decided_at": {"type": ["integer", "null"], "minimum": 0},
        "violations": {"type": "array", "items": g.subschema_for::<Violation>()},
        "stats": {"type": "object", "additionalProperties": g.subschema_for::<Stats>(), "minProperties": 2, "maxProperties": 2}
    },
    "required": ["rules", "players", "outcome", "winner", "forfeiting_players", "reason", "decided_at", "violations", "stats"],
    "additionalProperties": false
}));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_schema_is_an_object_with_its_definitions() {
        for (kind, defs) in [
            (SchemaKind::Record, &["Coordinate", "Ship", "LogEntry", "Rules", "Board"][..]),
            (SchemaKind::Verdict, &["Violation", "Code", "Stats", "Rules"][..]),
            (SchemaKind::Rules, &["Preset", "CustomRules", "ShipClass"][..]),
        ] {
            let s = schema(kind);
            assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
            for d in defs {
                assert!(s["$defs"].get(d).is_some(), "{kind:?} lacks {d}: {s:#}");
            }
        }
    }
}
