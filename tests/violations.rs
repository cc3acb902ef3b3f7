//! Hand-written game records in `fixtures/{classic,salvo,russian,custom,v2}` and what the referee
//! must answer for each of them (contract v2, sections 1-4; `v2/` holds forfeit entries).
//!
//! Every fixture `NAME.json` has one row in `cases()`. A sidecar `NAME.opts` holds the
//! command-line overrides for it, as JSON: `{"rules": "..."}` and/or `{"fleet": "..."}`, the raw
//! strings a user would pass to `--rules` / `--fleet`.
//!
//! An expectation is a partial verdict: every key given must equal the verdict's, except
//! - `violations`: the full list, in order; each item is itself partial (`cells` compared as a set);
//! - `first_foul`: partial match against the first violation of severity `foul`;
//! - `violation_codes_set`: the set of codes of all violations.
//!
//! On top of that every verdict is checked against rules that hold for any record (ordering of
//! violations, severities, and "the earliest foul decides").

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use broadside::{Overrides, check_record};
use serde_json::{Value, json};

const RULESET_DIRS: [&str; 5] = ["classic", "salvo", "russian", "custom", "v2"];

/// The directories of games played by one ruleset family (each must hold a complete legal game).
const FAMILY_DIRS: [&str; 4] = ["classic", "salvo", "russian", "custom"];

/// The code table of contract section 3, in its order.
const CODES: [(&str, &str); 15] = [
    ("off_board", "foul"),
    ("bad_shape", "foul"),
    ("overlap", "foul"),
    ("touching", "foul"),
    ("wrong_fleet", "foul"),
    ("out_of_turn", "foul"),
    ("too_many_shots", "foul"),
    ("false_report", "foul"),
    ("timeout", "foul"),
    ("crashed", "foul"),
    ("illegal_message", "foul"),
    ("too_few_shots", "warning"),
    ("repeated_shot", "warning"),
    ("after_end", "warning"),
    ("ambiguous_fleet", "warning"),
];

fn severity(code: &str) -> &'static str {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, s)| *s).unwrap_or_else(|| panic!("unknown violation code {code:?}"))
}

// ---------------------------------------------------------------- expectation builders

/// A violation: code (severity from the code table), player, entry (None: placement).
fn v(code: &str, player: &str, entry: Option<u64>) -> Value {
    json!({"code": code, "severity": severity(code), "player": player, "entry": entry})
}

/// A violation with the cells it must list (compared as a set).
fn vc(code: &str, player: &str, entry: Option<u64>, cells: &[&str]) -> Value {
    let mut x = v(code, player, entry);
    x["cells"] = json!(cells);
    x
}

/// A complete legal game: the winner destroyed the other fleet at `decided_at`, no violation at all.
fn legal(winner: &str, decided_at: u64) -> Value {
    won(winner, decided_at, vec![])
}

/// A fleet destroyed at `decided_at` with only warnings on the way.
fn won(winner: &str, decided_at: u64, violations: Vec<Value>) -> Value {
    json!({"outcome": "win", "winner": winner, "reason": "fleet_destroyed",
           "forfeiting_players": [], "decided_at": decided_at, "violations": violations})
}

/// `loser` forfeits (placement foul: `decided_at` None); the full violation list is given.
fn forfeit(winner: &str, loser: &str, decided_at: Option<u64>, violations: Vec<Value>) -> Value {
    json!({"outcome": "win", "winner": winner, "reason": "forfeit",
           "forfeiting_players": [loser], "decided_at": decided_at, "violations": violations})
}

/// Like `forfeit`, but only the deciding (first) foul is pinned down.
fn forfeit_first(winner: &str, loser: &str, decided_at: Option<u64>, first_foul: Value) -> Value {
    json!({"outcome": "win", "winner": winner, "reason": "forfeit",
           "forfeiting_players": [loser], "decided_at": decided_at, "first_foul": first_foul})
}

/// No foul, and the other player resigned at `decided_at` (a forfeit entry `resigned`, contract v2).
fn resigned(winner: &str, decided_at: u64, violations: Vec<Value>) -> Value {
    json!({"outcome": "win", "winner": winner, "reason": "resigned",
           "forfeiting_players": [], "decided_at": decided_at, "violations": violations})
}

/// No foul and no fleet destroyed.
fn unfinished(violations: Vec<Value>) -> Value {
    json!({"outcome": "unfinished", "winner": null, "reason": null,
           "forfeiting_players": [], "decided_at": null, "violations": violations})
}

/// Both fleets are illegal. (`reason` is left open: the contract does not say.)
fn double_forfeit(first: &str, second: &str, violations: Vec<Value>) -> Value {
    json!({"outcome": "double_forfeit", "winner": null, "forfeiting_players": [first, second],
           "decided_at": null, "violations": violations})
}

/// Both fleets fell in one simultaneous salvo round. (`reason` is left open.)
fn draw(decided_at: u64) -> Value {
    json!({"outcome": "draw", "winner": null, "forfeiting_players": [],
           "decided_at": decided_at, "violations": []})
}

/// Per player: (name, shots, hits, ships_sunk).
fn stats(per_player: &[(&str, u64, u64, u64)]) -> Value {
    let mut m = serde_json::Map::new();
    for (p, shots, hits, sunk) in per_player {
        m.insert(p.to_string(), json!({"shots": shots, "hits": hits, "ships_sunk": sunk}));
    }
    json!({ "stats": m })
}

/// Adds the keys of `extra` to an expectation.
fn with(mut base: Value, extra: Value) -> Value {
    let (Value::Object(b), Value::Object(e)) = (&mut base, extra) else { panic!("with() takes two objects") };
    b.extend(e);
    base
}

// ---------------------------------------------------------------- the table

#[rustfmt::skip]
fn cases() -> Vec<(&'static str, Value)> {
    vec![
        // complete legal classic game (alternate turns); alice sinks all 4 ships with her 14th shot; uses every coordinate form
        ("classic/full-game-p1-wins", with(with(legal("alice", 26), json!({"meta": {"match": 17}})), stats(&[("alice", 14, 14, 4), ("bob", 13, 7, 1)]))),
        // known fault: ships on column J and row 10 (and shots there) are legal; no violation
        ("classic/ships-reaching-column-j-and-row-10", with(unfinished(vec![]), stats(&[("alice", 5, 5, 1), ("bob", 5, 5, 1)]))),
        // known fault: cruiser H1-K1 runs off a 10x10 board: off_board (cells = its two ends), not overlap with A2-B2; its on-board cell J1 is hit
        ("classic/ship-hanging-off-edge-h1-k1", forfeit("bob", "alice", None, vec![vc("off_board", "alice", None, &["H1", "K1"])])),
        // bob fires at A11 (row 11): off_board foul of the shooter
        ("classic/off-board-shot", forfeit("alice", "bob", Some(1), vec![vc("off_board", "bob", Some(1), &["A11"])])),
        // alice's submarine B6,C7,D8 is diagonal: bad_shape
        ("classic/bad-shape-diagonal", forfeit("bob", "alice", None, vec![v("bad_shape", "alice", None)])),
        // alice's battleship A1-E1 and cruiser C1-C4 share C1: one overlap
        ("classic/overlap", forfeit("bob", "alice", None, vec![vc("overlap", "alice", None, &["C1"])])),
        // bob has an extra unnamed 2-cell ship: counts as a second destroyer, one wrong_fleet for the class
        ("classic/wrong-fleet-extra-ship", forfeit("alice", "bob", None, vec![v("wrong_fleet", "bob", None)])),
        // bob's fleet is empty: wrong_fleet; an empty fleet is not 'destroyed' by a shot, so no after_end follows
        ("classic/wrong-fleet-empty-fleet", with(with(forfeit_first("alice", "bob", None, v("wrong_fleet", "bob", None)), json!({"violation_codes_set": ["wrong_fleet"]})), stats(&[("alice", 2, 0, 0), ("bob", 1, 0, 0)]))),
        // bob fires twice in a row (entry 2): out_of_turn; alice then shoots next legally
        ("classic/out-of-turn", forfeit("alice", "bob", Some(2), vec![vc("out_of_turn", "bob", Some(2), &["A2"])])),
        // entry 2: bob fires out of turn and alice calls a hit a miss: shooter's foul listed first and decides (alice wins)
        ("classic/out-of-turn-with-false-reply", forfeit("alice", "bob", Some(2), vec![v("out_of_turn", "bob", Some(2)), v("false_report", "alice", Some(2))])),
        // a volley of two shots under single-shot rules: too_many_shots
        ("classic/too-many-shots", forfeit("bob", "alice", Some(0), vec![v("too_many_shots", "alice", Some(0))])),
        // bob answers "hit" to a shot at empty water: false_report of the defender
        ("classic/false-report-miss-as-hit", forfeit("alice", "bob", Some(0), vec![v("false_report", "bob", Some(0))])),
        // alice fires at F5 again (as "f5"): repeated_shot warning, no foul, game unfinished
        ("classic/repeated-shot", with(unfinished(vec![vc("repeated_shot", "alice", Some(2), &["F5"])]), stats(&[("alice", 2, 0, 0), ("bob", 2, 0, 0)]))),
        // known fault: the game ends with alice's shot that sinks bob's last ship; bob's next shot is an after_end warning and is not counted
        ("classic/shot-after-last-sink", with(won("alice", 26, vec![v("after_end", "bob", Some(27))]), stats(&[("alice", 14, 14, 4), ("bob", 13, 7, 1)]))),
        // known fault: lowercase coordinates ("c5", " c04", "h8-h9") are read; replies judged against them
        ("classic/lowercase-coordinates", with(unfinished(vec![]), stats(&[("alice", 3, 3, 1), ("bob", 3, 3, 0)]))),
        // alice's ships overlap and bob has no destroyer: both fleets illegal, double_forfeit
        ("classic/double-forfeit", double_forfeit("alice", "bob", vec![vc("overlap", "alice", None, &["C1"]), v("wrong_fleet", "bob", None)])),
        // record says "classic" but --fleet two-destroyers (sidecar .opts) replaces the fleet: a complete legal game
        ("classic/fleet-override-two-destroyers", legal("alice", 22)),
        // complete legal simultaneous salvo game: 7-shot volleys, bob drops to 4 shots in round 2; alice destroys bob at entry 2, bob's answering volley completes the round
        ("salvo/full-game-p1-wins", with(legal("alice", 2), stats(&[("alice", 14, 14, 4), ("bob", 11, 7, 2)]))),
        // the log stops after alice's fleet-destroying first volley of round 2: the win stands
        ("salvo/round-cut-after-first-volley", with(legal("alice", 2), stats(&[("alice", 14, 14, 4), ("bob", 7, 3, 0)]))),
        // known fault: both fleets fall in the same simultaneous round (7, 4, 3 shots): draw, decided at the round's second volley; bob moves first
        ("salvo/both-fleets-fall-draw", with(draw(5), stats(&[("alice", 14, 14, 4), ("bob", 14, 14, 4)]))),
        // sequential salvo order: bob's allowance drops to 4 at once after losing cruiser and submarine; alice's next volley ends the game
        ("salvo/sequential-full-game", legal("alice", 2)),
        // sequential: bob fires 7 right after losing two ships (allowance 4): too_many_shots
        ("salvo/sequential-allowance-drops-at-once", forfeit("alice", "bob", Some(1), vec![v("too_many_shots", "bob", Some(1))])),
        // one volley with four off-board cells (K1, A11, [-1,0], A0): one off_board listing them all; they still count toward the 7
        ("salvo/off-board-cells-in-volley", forfeit("bob", "alice", Some(0), vec![vc("off_board", "alice", Some(0), &["K1", "A11", "[-1,0]", "A0"])])),
        // alice's cruiser A3,B3,D3,E3 has a gap: bad_shape
        ("salvo/bad-shape-gap", forfeit("bob", "alice", None, vec![v("bad_shape", "alice", None)])),
        // bob's destroyer "E9 - E8" (reversed range) overlaps his submarine E6-E8 at E8
        ("salvo/overlap", forfeit("alice", "bob", None, vec![vc("overlap", "bob", None, &["E8"])])),
        // bob has no submarine: one wrong_fleet (the class); his allowance is 6
        ("salvo/wrong-fleet-missing-ship", forfeit("alice", "bob", None, vec![v("wrong_fleet", "bob", None)])),
        // simultaneous salvo (v2): alice fires a second volley (entry 1) before bob fired in round 1: out_of_turn; it counts in round 1 against the same allowance (7 + 7 > 7: too_many_shots at the same entry), bob's entry 2 closes the round, and round 2 (bob first, 4 shots each) reads as before
        ("salvo/out-of-turn", with(forfeit("bob", "alice", Some(1), vec![vc("out_of_turn", "alice", Some(1), &["H1", "H2", "H3", "H4", "H5", "H6", "H7"]), v("too_many_shots", "alice", Some(1))]), stats(&[("alice", 18, 11, 2), ("bob", 11, 11, 2)]))),
        // simultaneous salvo (v2): alice's round 1 in two volleys, 4 then 3 shots of her 7: the first is short (too_few_shots), the second is out_of_turn but within the round's allowance (no too_many_shots)
        ("salvo/extra-volley-completes-round-allowance", with(forfeit("bob", "alice", Some(1), vec![v("too_few_shots", "alice", Some(0)), v("out_of_turn", "alice", Some(1))]), stats(&[("alice", 11, 11, 2), ("bob", 11, 11, 2)]))),
        // v2: round 1 written bob first, round 2 alice first (first is alice): no foul; alice destroys bob's fleet opening round 2, bob's answer closes it
        ("salvo/round-either-order", with(legal("alice", 2), stats(&[("alice", 14, 14, 4), ("bob", 11, 7, 2)]))),
        // v2: round 2 written bob first; alice's closing volley destroys bob's fleet and ends the game there
        ("salvo/round-either-order-closing-volley-wins", with(legal("alice", 3), stats(&[("alice", 14, 14, 4), ("bob", 11, 7, 2)]))),
        // alice fires 8 shots with an allowance of 7: too_many_shots
        ("salvo/too-many-shots", forfeit("bob", "alice", Some(0), vec![v("too_many_shots", "alice", Some(0))])),
        // simultaneous: bob lost cruiser and submarine in round 1, so round 2 allows 4; his 7 shots are too_many_shots
        ("salvo/allowance-drops-next-round", forfeit("alice", "bob", Some(3), vec![v("too_many_shots", "bob", Some(3))])),
        // alice fires 6 of her 7 shots: too_few_shots warning, no foul
        ("salvo/too-few-shots", unfinished(vec![v("too_few_shots", "alice", Some(0))])),
        // bob reports battleship 1 hit where alice hit it twice: false_report
        ("salvo/false-report-hit-counts", forfeit("alice", "bob", Some(0), vec![v("false_report", "bob", Some(0))])),
        // bob's sunk list omits the submarine that the volley sank: false_report
        ("salvo/false-report-sunk-list", forfeit("alice", "bob", Some(0), vec![v("false_report", "bob", Some(0))])),
        // one volley repeats H1 (fired last round) and J1 twice: one repeated_shot listing both; they count toward the allowance, no damage
        ("salvo/repeated-shot-in-volley", with(unfinished(vec![vc("repeated_shot", "alice", Some(2), &["H1", "J1"])]), stats(&[("alice", 14, 7, 1), ("bob", 12, 0, 0)]))),
        // a third-round volley after the deciding round: after_end warning, not counted
        ("salvo/after-end", with(won("alice", 2, vec![v("after_end", "alice", Some(4))]), stats(&[("alice", 14, 14, 4), ("bob", 11, 7, 2)]))),
        // --rules '{"base":"salvo","fleet":"hasbro"}' (sidecar .opts): 5 ships of salvo value 1; allowances 5,4,3,2 for bob and 5,5,4,4 for alice; complete legal game
        ("salvo/rules-override-hasbro", with(legal("alice", 6), stats(&[("alice", 18, 17, 5), ("bob", 14, 5, 1)]))),
        // complete legal Russian game: 10 non-touching ships each, hits shoot again, misses pass; alice sinks all 10
        ("russian/full-game-p1-wins", with(legal("alice", 30), stats(&[("alice", 22, 20, 10), ("bob", 9, 7, 2)]))),
        // alice's torpedo boat I3 touches her destroyer J1-J2 by a corner: touching
        ("russian/touching-corner", forfeit("bob", "alice", None, vec![vc("touching", "alice", None, &["J2", "I3"])])),
        // alice's destroyer F2-G2 lies alongside her cruiser F1-H1: one touching listing the touching cells of both
        ("russian/touching-edge", forfeit("bob", "alice", None, vec![vc("touching", "alice", None, &["F1", "G1", "H1", "F2", "G2"])])),
        // known fault: destroyer A1-A2 and torpedo boat A3 meet end to end in one line: touching under russian
        ("russian/touching-end-to-end", forfeit("bob", "alice", None, vec![vc("touching", "alice", None, &["A2", "A3"])])),
        // alice's torpedo boat D3 lies on her destroyer C3-D3: overlap only, the pair is not also touching
        ("russian/overlap-not-touching", forfeit("bob", "alice", None, vec![vc("overlap", "alice", None, &["D3"])])),
        // alice's destroyer J10,J11 runs off the bottom edge: off_board with its two ends
        ("russian/off-board-ship", forfeit("bob", "alice", None, vec![vc("off_board", "alice", None, &["J10", "J11"])])),
        // alice fires at [-1,0]: off_board (cells as written); the shot passes the turn, so bob shooting next is legal
        ("russian/off-board-shot-bot-form", forfeit("bob", "alice", Some(0), vec![vc("off_board", "alice", Some(0), &["[-1,0]"])])),
        // alice's battleship range A8-D9 has ends in neither one row nor one column: bad_shape
        ("russian/bad-shape-range-not-aligned", forfeit_first("bob", "alice", None, v("bad_shape", "alice", None))),
        // alice names a 3-cell ship "destroyer": the ship fits no class, and the destroyer class is one short (two wrong_fleet)
        ("russian/wrong-fleet-wrong-size", forfeit("bob", "alice", None, vec![v("wrong_fleet", "alice", None), v("wrong_fleet", "alice", None)])),
        // alice hits, so she shoots again, but bob fires: out_of_turn (a skipped turn); then it is alice's turn
        ("russian/out-of-turn-after-hit", forfeit("alice", "bob", Some(1), vec![v("out_of_turn", "bob", Some(1))])),
        // a two-shot volley whose last shot hits: too_many_shots, and alice keeps the turn (no out_of_turn at entry 1)
        ("russian/too-many-shots-keeps-turn", forfeit("bob", "alice", Some(0), vec![v("too_many_shots", "alice", Some(0))])),
        // bob calls a real hit a miss: false_report; turn order follows the recorded "miss", so bob shooting next is not out_of_turn
        ("russian/false-report-then-other-player-shoots", forfeit("alice", "bob", Some(0), vec![v("false_report", "bob", Some(0))])),
        // bob answers "hit" when alice sinks a one-cell torpedo boat: it must be "sunk"
        ("russian/false-report-hit-instead-of-sunk", forfeit("alice", "bob", Some(0), vec![v("false_report", "bob", Some(0))])),
        // known fault: alice re-fires at her hit A6: repeated_shot warning, no damage, and the turn passes to bob
        ("russian/repeated-shot-at-hit-passes-turn", with(unfinished(vec![vc("repeated_shot", "alice", Some(1), &["A6"])]), stats(&[("alice", 3, 2, 1), ("bob", 3, 2, 0)]))),
        // known fault: the game ends with the shot that sinks the last ship even though a sink "shoots again"; alice's next shot is after_end
        ("russian/shot-after-last-sink", with(won("alice", 30, vec![v("after_end", "alice", Some(31))]), stats(&[("alice", 22, 20, 10), ("bob", 9, 7, 2)]))),
        // record has no "rules"; --rules russian (sidecar .opts) supplies them: 10-ship fleets and shoot-again are legal
        ("russian/rules-from-command-line", unfinished(vec![])),
        // custom rules (8x8 board, frigate x2/sloop/dinghy x2, touching forbidden, again_on_hit), no "players" or "first": complete legal game
        ("custom/full-game-8x8-again-on-hit", with(legal("alice", 15), stats(&[("alice", 11, 10, 5), ("bob", 5, 4, 2)]))),
        // custom salvo on 8x8 with salvo_shots ships_afloat (one shot per ship afloat: 4, then 4/2, then 3/1), touching ships allowed: complete legal game
        ("custom/full-game-salvo-ships-afloat", with(legal("alice", 4), stats(&[("alice", 11, 10, 4), ("bob", 7, 4, 1)]))),
        // custom rules with touching forbidden: dinghy D2 touches frigate A1-C1 at a corner
        ("custom/touching-forbidden", forfeit("bob", "alice", None, vec![vc("touching", "alice", None, &["C1", "D2"])])),
        // {"base":"russian","touching":"allowed"}: ships A1-A2 and A3 touching end to end are legal and sink separately
        ("custom/touching-allowed-on-russian-base", with(unfinished(vec![]), stats(&[("alice", 3, 2, 0), ("bob", 4, 3, 2)]))),
        // on an 8x8 board column I is off: sloop "H5 - I5" is off_board
        ("custom/off-board-ship-8x8", forfeit("bob", "alice", None, vec![vc("off_board", "alice", None, &["H5", "I5"])])),
        // on an 8x8 board row 9 is off: shot A9 is off_board and passes the turn
        ("custom/off-board-shot-8x8", forfeit("bob", "alice", Some(0), vec![vc("off_board", "alice", Some(0), &["A9"])])),
        // bob adds a "submarine", a class the custom fleet lacks: one wrong_fleet for that ship
        ("custom/wrong-fleet-unknown-class", forfeit("alice", "bob", None, vec![v("wrong_fleet", "bob", None)])),
        // alice's frigate A1,B1,B2 bends: bad_shape
        ("custom/bad-shape-l-shape", forfeit("bob", "alice", None, vec![v("bad_shape", "alice", None)])),
        // again_on_hit custom: alice misses, then fires again: out_of_turn; bob then shoots legally
        ("custom/out-of-turn", forfeit("bob", "alice", Some(1), vec![v("out_of_turn", "alice", Some(1))])),
        // ships_afloat: 4 ships afloat allow 4 shots (not the 6 of their salvo values); alice fires 5: too_many_shots
        ("custom/too-many-shots-ships-afloat", forfeit("bob", "alice", Some(0), vec![v("too_many_shots", "alice", Some(0))])),
        // ships_afloat: bob has 2 ships afloat at the start of round 2 but fires 1: too_few_shots warning
        ("custom/too-few-shots-ships-afloat", unfinished(vec![v("too_few_shots", "bob", Some(3))])),
        // bob says alice hit his "sloop" when she hit his frigate: false_report (wrong class)
        ("custom/false-report-wrong-ship-name", forfeit("alice", "bob", Some(0), vec![v("false_report", "bob", Some(0))])),
        // alice re-fires at E2 (as " e02"): repeated_shot warning; the turn passes
        ("custom/repeated-shot", unfinished(vec![vc("repeated_shot", "alice", Some(2), &["E2"])])),
        // a shot by bob after alice sank his last ship: after_end warning
        ("custom/after-end", with(won("alice", 15, vec![v("after_end", "bob", Some(16))]), stats(&[("alice", 11, 10, 5), ("bob", 5, 4, 2)]))),
        // a real game (battleship-tui engine and AI), not hand-written here: south sinks all 10 ships at entry 111
        ("russian/real-game-south-wins", legal("south", 111)),
        // v2: bob resigns on his turn: alice wins with reason resigned, no foul, no one forfeits
        ("v2/forfeit-resigned", with(resigned("alice", 3, vec![]), stats(&[("alice", 2, 2, 0), ("bob", 1, 0, 0)]))),
        // v2: bob times out: the foul timeout (no cells), decided at the forfeit entry
        ("v2/forfeit-timeout", forfeit("alice", "bob", Some(3), vec![vc("timeout", "bob", Some(3), &[])])),
        // v2: alice's program crashes while it is bob's turn: a forfeit entry may stand anywhere, and it is her foul
        ("v2/forfeit-crashed-on-other-players-turn", forfeit("bob", "alice", Some(3), vec![vc("crashed", "alice", Some(3), &[])])),
        // v2: bob sends an illegal message; the entries after it are after_end and not counted
        ("v2/forfeit-illegal-message-then-entries", with(forfeit("alice", "bob", Some(3), vec![vc("illegal_message", "bob", Some(3), &[]), vc("after_end", "bob", Some(4), &["A2"]), vc("after_end", "alice", Some(5), &["C10"])]), stats(&[("alice", 2, 2, 0), ("bob", 1, 0, 0)]))),
        // v2: a resignation after alice's out_of_turn foul changes nothing: the earliest foul decides
        ("v2/resigned-after-earlier-foul", forfeit("bob", "alice", Some(1), vec![v("out_of_turn", "alice", Some(1))])),
        // v2: a timeout after the shot that destroyed the fleet: after_end, the win by fleet_destroyed stands, no foul
        ("v2/forfeit-after-end", with(won("ann", 2, vec![vc("after_end", "ben", Some(3), &[])]), stats(&[("ann", 2, 1, 1), ("ben", 1, 0, 0)]))),
        // v2: bob times out inside a simultaneous round (after alice's volley): the game ends there; his late volley is after_end
        ("v2/forfeit-in-salvo-round", with(forfeit("alice", "bob", Some(1), vec![vc("timeout", "bob", Some(1), &[]), v("after_end", "bob", Some(2))]), stats(&[("alice", 7, 7, 2), ("bob", 0, 0, 0)]))),
        // v2 (a choice): ann's volley opening round 1 destroys ben's fleet; ben resigns before answering: the destruction stands, as if the log stopped there
        ("v2/resigned-after-fleet-destroyed-in-round", with(legal("ann", 0), stats(&[("ann", 2, 2, 2), ("ben", 0, 0, 0)]))),
        // v3: the log opens with a forfeit entry of each player (both bots asked for their fleets at once, both failed): a double forfeit, decided at the second
        ("v2/forfeit-both-before-the-first-shot", with(double_forfeit("alice", "bob", vec![vc("timeout", "alice", Some(0), &[]), vc("crashed", "bob", Some(1), &[])]), json!({"reason": "forfeit", "decided_at": 1}))),
        // v3: only before the first shot: after one, the first forfeit entry ends the game and the second is after_end
        ("v2/forfeit-both-after-a-shot", forfeit("alice", "bob", Some(1), vec![vc("timeout", "bob", Some(1), &[]), vc("after_end", "alice", Some(2), &[])])),
        // v3: a resignation is no foul: it ends the game, and a forfeit entry after it is after_end
        ("v2/resigned-then-forfeit-before-the-first-shot", resigned("bob", 0, vec![vc("after_end", "bob", Some(1), &[])])),
    ]
}

// ---------------------------------------------------------------- machinery

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// Reads `NAME.opts` beside `NAME.json`, when there is one.
fn overrides_for(json_path: &Path) -> Overrides {
    let mut o = Overrides::default();
    let opts = json_path.with_extension("opts");
    if !opts.exists() {
        return o;
    }
    let text = fs::read_to_string(&opts).unwrap();
    let Value::Object(map) = serde_json::from_str::<Value>(&text).unwrap_or_else(|e| panic!("{}: {e}", opts.display()))
    else {
        panic!("{}: not a JSON object", opts.display())
    };
    for (k, val) in map {
        let s = val.as_str().unwrap_or_else(|| panic!("{}: {k} must be a string", opts.display())).to_string();
        match k.as_str() {
            "rules" => o.rules = Some(s),
            "fleet" => o.fleet = Some(s),
            other => panic!("{}: unknown override {other:?}", opts.display()),
        }
    }
    o
}

fn adjudicate(name: &str) -> Result<Value, String> {
    let path = fixtures_dir().join(format!("{name}.json"));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let overrides = overrides_for(&path);
    let verdict = check_record(&text, &overrides).map_err(|e| format!("input error: {e}"))?;
    serde_json::to_value(&verdict).map_err(|e| format!("verdict does not serialize: {e}"))
}

fn show(x: Option<&Value>) -> String {
    x.map(Value::to_string).unwrap_or_else(|| "nothing".into())
}

fn short(violations: &Value) -> String {
    let items: Vec<String> = violations
        .as_array()
        .map(|a| a.iter().map(|x| format!("{}/{}/{}@{}", x["code"], x["severity"], x["player"], x["entry"])).collect())
        .unwrap_or_default();
    format!("[{}]", items.join(", "))
}

fn cell_set(x: &Value) -> Option<BTreeSet<String>> {
    x.as_array().map(|a| a.iter().map(|c| c.as_str().map(str::to_string).unwrap_or_else(|| c.to_string())).collect())
}

/// Partial match of `expected` against `actual` (see the module documentation).
fn compare(expected: &Value, actual: &Value, at: &str, errors: &mut Vec<String>) {
    let Value::Object(exp) = expected else { panic!("{at}: expectations are objects") };
    for (key, want) in exp {
        let here = format!("{at}.{key}");
        let got = actual.get(key.as_str());
        match key.as_str() {
            "violations" => {
                let (w, g) = (want.as_array().unwrap(), got.and_then(Value::as_array));
                match g {
                    Some(g) if g.len() == w.len() => {
                        for (i, (wv, gv)) in w.iter().zip(g).enumerate() {
                            compare(wv, gv, &format!("{here}[{i}]"), errors);
                        }
                    }
                    _ => errors.push(format!(
                        "{here}: expected {} but got {}",
                        short(want),
                        got.map(short).unwrap_or_else(|| "nothing".into())
                    )),
                }
            }
            "first_foul" => {
                let first = actual["violations"].as_array().and_then(|a| a.iter().find(|x| x["severity"] == "foul"));
                match first {
                    Some(f) => compare(want, f, &here, errors),
                    None => errors.push(format!("{here}: no foul in {}", short(&actual["violations"]))),
                }
            }
            "violation_codes_set" => {
                let want: BTreeSet<&str> = want.as_array().unwrap().iter().filter_map(Value::as_str).collect();
                let got: BTreeSet<&str> = actual["violations"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|x| x["code"].as_str()).collect())
                    .unwrap_or_default();
                if want != got {
                    errors.push(format!("{here}: expected codes {want:?}, got {got:?}"));
                }
            }
            "cells" => {
                if got.and_then(cell_set) != cell_set(want) {
                    errors.push(format!("{here}: expected {want} (any order), got {}", show(got)));
                }
            }
            _ if want.is_object() && !want.as_object().unwrap().is_empty() => match got {
                Some(g) if g.is_object() => compare(want, g, &here, errors),
                _ => errors.push(format!("{here}: expected an object, got {}", show(got))),
            },
            _ => {
                if got != Some(want) {
                    errors.push(format!("{here}: expected {want}, got {}", show(got)));
                }
            }
        }
    }
}

/// What holds for every verdict, whatever the record.
fn invariants(actual: &Value, at: &str, errors: &mut Vec<String>) {
    let violations = actual["violations"].as_array().cloned().unwrap_or_default();
    // Severities follow the code table; placement first, then by entry.
    let mut last_entry: Option<u64> = None;
    let mut seen_entry = false;
    for (i, x) in violations.iter().enumerate() {
        let code = x["code"].as_str().unwrap_or("?");
        if CODES.iter().all(|(c, _)| *c != code) {
            errors.push(format!("{at}.violations[{i}]: unknown code {code:?}"));
            continue;
        }
        if x["severity"] != severity(code) {
            errors.push(format!("{at}.violations[{i}]: {code} has severity {}", x["severity"]));
        }
        match x["entry"].as_u64() {
            None if seen_entry => errors.push(format!("{at}.violations[{i}]: placement violation after a log one")),
            None => {}
            Some(e) => {
                if last_entry.is_some_and(|l| e < l) {
                    errors.push(format!("{at}.violations[{i}]: entries out of order"));
                }
                seen_entry = true;
                last_entry = Some(e);
            }
        }
    }
    // The earliest foul decides.
    let first_foul = violations.iter().find(|x| x["severity"] == "foul");
    let forfeiting = &actual["forfeiting_players"];
    match first_foul {
        None => {
            if forfeiting != &json!([]) {
                errors.push(format!("{at}: forfeiting_players {forfeiting} without a foul"));
            }
            if actual["reason"] == "forfeit" {
                errors.push(format!("{at}: reason forfeit without a foul"));
            }
        }
        Some(f) => {
            let outcome = actual["outcome"].as_str().unwrap_or("?");
            if outcome != "win" && outcome != "double_forfeit" {
                errors.push(format!("{at}: a foul but outcome {outcome}"));
            }
            if outcome == "win" {
                let players = actual["players"].as_array().cloned().unwrap_or_default();
                let winner = players.iter().find(|p| **p != f["player"]);
                if actual["reason"] != "forfeit"
                    || forfeiting != &json!([f["player"]])
                    || actual["decided_at"] != f["entry"]
                    || winner != Some(&actual["winner"])
                {
                    errors.push(format!(
                        "{at}: the first foul ({}) must decide: got winner {}, reason {}, forfeiting {forfeiting}, decided_at {}",
                        short(&json!([f])),
                        actual["winner"],
                        actual["reason"],
                        actual["decided_at"]
                    ));
                }
            }
        }
    }
}

#[test]
fn every_fixture_gets_its_expected_verdict() {
    let mut failures = Vec::new();
    for (name, expected) in cases() {
        let mut errors = Vec::new();
        match adjudicate(name) {
            Ok(actual) => {
                compare(&expected, &actual, "verdict", &mut errors);
                invariants(&actual, "verdict", &mut errors);
            }
            Err(e) => errors.push(e),
        }
        if !errors.is_empty() {
            failures.push(format!("{name}:\n    {}", errors.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "{} of {} fixtures failed:\n{}", failures.len(), cases().len(), failures.join("\n"));
}

#[test]
fn every_fixture_is_in_the_table() {
    let table: BTreeSet<String> = cases().iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(table.len(), cases().len(), "a fixture is listed twice");
    let mut on_disk = BTreeSet::new();
    for dir in RULESET_DIRS {
        for entry in fs::read_dir(fixtures_dir().join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            match path.extension().and_then(|e| e.to_str()) {
                Some("json") => {
                    on_disk.insert(format!("{dir}/{stem}"));
                }
                Some("opts") => {
                    assert!(path.with_extension("json").exists(), "{} has no record beside it", path.display())
                }
                _ => {}
            }
        }
    }
    let untested: Vec<_> = on_disk.difference(&table).collect();
    let missing: Vec<_> = table.difference(&on_disk).collect();
    assert!(untested.is_empty(), "fixtures without an expectation: {untested:?}");
    assert!(missing.is_empty(), "expectations without a fixture: {missing:?}");
}

#[test]
fn every_ruleset_has_a_complete_legal_game() {
    for dir in FAMILY_DIRS {
        let any = cases().iter().any(|(n, e)| {
            n.starts_with(&format!("{dir}/"))
                && e["outcome"] == "win"
                && e["reason"] == "fleet_destroyed"
                && e["violations"] == json!([])
        });
        assert!(any, "no complete legal game under fixtures/{dir}");
    }
}

/// A forfeit entry that is not one (contract v2, §2) is an input error naming its JSON path and
/// what was expected; it is never adjudicated.
#[test]
fn malformed_forfeit_entries_are_input_errors_that_say_where() {
    let cases = [
        (
            r#"{"player": "bob", "forfeit": "timeout", "at": "C4"}"#,
            "shots[1].at",
            "expected no \"at\" in a forfeit entry",
        ),
        (
            r#"{"player": "bob", "at": "C4", "forfeit": "timeout"}"#,
            "shots[1].forfeit",
            "expected no \"forfeit\" in an entry with \"at\"",
        ),
        (
            r#"{"player": "bob", "forfeit": "resigned", "reply": "miss"}"#,
            "shots[1].reply",
            "expected no \"reply\" in a forfeit entry",
        ),
        (
            r#"{"player": "bob", "forfeit": "resigned", "ship": "cruiser"}"#,
            "shots[1].ship",
            "expected no \"ship\" in a forfeit entry",
        ),
        (
            r#"{"player": "bob", "forfeit": "tired"}"#,
            "shots[1].forfeit",
            "unknown variant `tired`, expected one of `resigned`, `timeout`, `crashed`, `illegal_message`",
        ),
        (r#"{"forfeit": "resigned"}"#, "shots[1]", "missing field `player`"),
        (r#"{"player": "bob", "forfeit": "resigned", "forfeit": "timeout"}"#, "shots[1]", "duplicate field `forfeit`"),
        (r#"{"player": "zed", "forfeit": "resigned"}"#, "shots[1].player", r#"expected `ann` or `bob`, found `zed`"#),
        // Old input reads as before: an entry with neither `at` nor `forfeit` lacks `at`.
        (r#"{"player": "bob"}"#, "shots[1]", "missing field `at`"),
    ];
    for (entry, path, expected) in cases {
        let record = format!(
            r#"{{"rules": "classic", "fleets": {{"ann": [], "bob": []}}, "shots": [{{"player": "ann", "at": "A1"}}, {entry}]}}"#
        );
        let error = check_record(&record, &Overrides::default()).expect_err(entry).to_string();
        assert!(error.contains(&format!("at {path}: ")), "{entry}: path {path} not in {error:?}");
        assert!(error.contains(expected), "{entry}: {expected:?} not in {error:?}");
    }
}

/// A forfeit entry's `meta` is allowed and ignored, and a forfeit entry may be the log's first.
#[test]
fn a_forfeit_entry_may_carry_meta_and_open_the_log() {
    let record = r#"{"rules": "salvo", "fleets": {"ann": [], "bob": []},
        "shots": [{"player": "bob", "meta": {"said": "hello"}, "forfeit": "illegal_message"}]}"#;
    let verdict = serde_json::to_value(check_record(record, &Overrides::default()).unwrap()).unwrap();
    // Both empty fleets are placement fouls, which come before every entry; the entry is still judged.
    assert_eq!(verdict["outcome"], "double_forfeit");
    let codes: Vec<&str> =
        verdict["violations"].as_array().unwrap().iter().map(|v| v["code"].as_str().unwrap()).collect();
    // One wrong_fleet per missing class of each player's fleet, then the forfeit entry's foul.
    assert_eq!(codes, [["wrong_fleet"; 8].as_slice(), &["illegal_message"]].concat());
    assert_eq!(verdict["violations"][8]["entry"], 0);
    assert_eq!(verdict["violations"][8]["player"], "bob");
}
