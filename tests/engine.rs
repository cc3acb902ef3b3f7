//! The game engine (src/engine.rs) played one entry at a time: what each step says, and that
//! the engine folded over a log says what `broadside check` says of the record (docs/format.md §3).

use broadside::engine::{Answer, Effect, End, Game, Side, Turn};
use broadside::generate::{FAULT_CODES, FaultChoice, Generator};
use broadside::record::{FleetDrawing, Forfeit, GameRecord, LogEntry, Reply, ShotReply, Target};
use broadside::{Coordinate, Fleet, Overrides, Rules, Severity, Violation, check_record, fleet, parse_record};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::records::{self, ruleset_spec};

/// The rules, both fleets (placed as the referee places them) and the player indices of a
/// record whose fleets are ship lists and whose players and first are named.
fn setup(record: &GameRecord) -> (Rules, [Fleet; 2], [String; 2], usize) {
    let rules = record.rules.as_ref().expect("rules").resolve();
    let names: Vec<String> = record.players.as_ref().expect("players").iter().map(|n| n.to_string()).collect();
    let names: [String; 2] = names.try_into().expect("two players");
    let fleets = names.clone().map(|name| {
        let (_, drawing) = record.fleets.0.iter().find(|(n, _)| *n == name).expect("a fleet per player");
        let FleetDrawing::Ships(ships) = drawing else { panic!("ship lists") };
        fleet::place(ships, &rules, &name).0
    });
    let first = record.first.as_deref().map_or(0, |f| usize::from(f == names[1]));
    (rules, fleets, names, first)
}

fn coordinate(text: &str) -> Coordinate<'_> {
    Coordinate::from_text(text).unwrap()
}

fn shot<'a>(player: &'a str, at: &'a str, reply: Option<ShotReply>) -> LogEntry<'a> {
    let mut entry = LogEntry::turn(player, Target::Shot(coordinate(at)));
    entry.reply = reply.map(Reply::Shot);
    entry
}

fn volley<'a>(player: &'a str, at: &[&'a str]) -> LogEntry<'a> {
    LogEntry::turn(player, Target::Volley(at.iter().map(|c| coordinate(c)).collect()))
}

const CLASSIC: &str = r#"{"rules": "classic", "players": ["ann", "ben"], "first": "ann",
  "fleets": {"ann": [{"cells": "A1-E1"}, {"cells": "A3-D3"}, {"cells": "A5-C5"}, {"cells": "A7-B7"}],
             "ben": [{"cells": "J1-J5"}, {"cells": "G1-G4"}, {"cells": "E6-E8"}, {"cells": "B9-C9"}]},
  "shots": []}"#;

const SALVO: &str = r#"{"rules": "salvo", "players": ["ann", "ben"], "first": "ann",
  "fleets": {"ann": [{"cells": "A1-E1"}, {"cells": "A3-D3"}, {"cells": "A5-C5"}, {"cells": "A7-B7"}],
             "ben": [{"cells": "J1-J5"}, {"cells": "G1-G4"}, {"cells": "E6-E8"}, {"cells": "B9-C9"}]},
  "shots": []}"#;

#[test]
fn each_step_says_what_the_entry_did_and_whose_turn_is_next() {
    let record = parse_record(CLASSIC).unwrap();
    let (rules, fleets, _, first) = setup(&record);
    let mut game = Game::new(&rules, [&fleets[0], &fleets[1]], first, ["ann", "ben"]);
    assert_eq!(game.next(), Some(Turn { player: Side::First, allowance: 1 }));

    // A hit on ben's destroyer B9-C9 (ship 3), answered truly.
    let step = game.play(&shot("ann", "B9", Some(ShotReply::Hit)), Side::First);
    assert_eq!((step.entry, step.player), (0, Side::First));
    assert_eq!(step.shots.len(), 1);
    assert_eq!(step.shots[0].effect, Effect::Hit(3));
    assert!(step.violations.is_empty());
    assert_eq!(step.next, Some(Turn { player: Side::Second, allowance: 1 }));
    assert!(!step.over);

    // ben answers a miss with "hit": his own foul is judged at his shot's defender, ann.
    let step = game.play(&shot("ben", "J10", Some(ShotReply::Hit)), Side::Second);
    assert_eq!(step.shots[0].effect, Effect::Miss);
    assert_eq!(step.violations.len(), 1);
    assert_eq!((step.violations[0].code.as_str(), step.violations[0].player.as_str()), ("false_report", "ann"));
    assert_eq!(step.violations[0].entry, Some(1));

    // ann fires twice in a row after sinking ben's destroyer.
    let step = game.play(&shot("ann", "C9", Some(ShotReply::Sunk)), Side::First);
    assert_eq!(step.shots[0].effect, Effect::Sunk(3));
    assert_eq!(game.sunk_by(1, 3), Some((2, 0)));
    assert_eq!(game.sunk_by(1, 0), None);
    assert_eq!(game.afloat(1), 3);
    let step = game.play(&shot("ann", "C9", None), Side::First);
    let codes: Vec<&str> = step.violations.iter().map(|v| v.code.as_str()).collect();
    assert_eq!(codes, ["out_of_turn", "repeated_shot"]);
    assert_eq!(step.shots[0].effect, Effect::Repeated);
    // After an out_of_turn entry the other player of it shoots next.
    assert_eq!(step.next, Some(Turn { player: Side::Second, allowance: 1 }));
    assert_eq!(game.stats()[0].shots, 3);
    assert_eq!(game.stats()[0].hits, 2);
    assert_eq!(game.end(), End::Unfinished);

    // ben resigns on his turn: the game is over, and an entry after it changes nothing.
    let step = game.play(&LogEntry::forfeit_by("ben", Forfeit::Resigned), Side::Second);
    assert!(step.over && step.next.is_none() && step.shots.is_empty() && step.violations.is_empty());
    assert_eq!(game.end(), End::Forfeited { player: 1, entry: 4, reason: Forfeit::Resigned });
    let step = game.play(&shot("ann", "G1", None), Side::First);
    assert_eq!(step.violations.len(), 1);
    assert_eq!(step.violations[0].code.as_str(), "after_end");
    assert_eq!(game.stats()[0].shots, 3, "entries after the end are not counted");
    let replayed = game.finish();
    assert_eq!(replayed.violations.len(), 4);
    assert_eq!(replayed.end, End::Forfeited { player: 1, entry: 4, reason: Forfeit::Resigned });
}

#[test]
fn a_simultaneous_round_opens_with_either_volley_and_holds_one_allowance_per_player() {
    let record = parse_record(SALVO).unwrap();
    let (rules, fleets, _, first) = setup(&record);
    let mut game = Game::new(&rules, [&fleets[0], &fleets[1]], first, ["ann", "ben"]);
    // Between rounds the engine proposes `first`, but ben may open round 1.
    assert_eq!(game.next(), Some(Turn { player: Side::First, allowance: 7 }));
    let step = game.play(&volley("ben", &["A1", "B1", "C1", "D1", "E1", "A7", "B7"]), Side::Second);
    assert!(step.violations.is_empty());
    // ann's battleship and destroyer are sunk, but her volley of this round still holds 7.
    assert_eq!(step.next, Some(Turn { player: Side::First, allowance: 7 }));
    assert_eq!(game.round_opener(), Some(1));
    assert_eq!(game.afloat(0), 2);
    // A second volley by ben before ann fired is out_of_turn, in the same round; its shots count
    // against what the round's allowance has left (none), so it is too_many_shots as well.
    let step = game.play(&volley("ben", &["A3", "B3", "C3", "D3", "A5", "B5", "C5"]), Side::Second);
    let codes: Vec<&str> = step.violations.iter().map(|v| v.code.as_str()).collect();
    assert_eq!(codes, ["out_of_turn", "too_many_shots"]);
    // ann's fleet has fallen, but the game ends only when the round closes, with ann's volley.
    assert!(!step.over);
    assert_eq!(game.round_opener(), Some(1));
    let step = game.play(&volley("ann", &["G1", "G2", "G3", "G4", "E6", "E7", "E8"]), Side::First);
    assert!(step.violations.is_empty());
    assert!(step.over);
    assert_eq!(game.round_opener(), None);
    assert_eq!(game.end(), End::Destroyed { loser: 0, entry: 1 });
}

#[test]
fn play_with_replies_once_the_shots_are_fired() {
    let record = parse_record(CLASSIC).unwrap();
    let (rules, fleets, _, first) = setup(&record);
    let mut game = Game::new(&rules, [&fleets[0], &fleets[1]], first, ["ann", "ben"]);
    // The truth, as a live referee gives it: "sunk" only where the shot sank a ship.
    let truthful = |game: &Game| {
        let word = match game.last_shots()[0].effect {
            Effect::Sunk(_) => ShotReply::Sunk,
            Effect::Hit(_) => ShotReply::Hit,
            _ => ShotReply::Miss,
        };
        Answer { reply: Some(Reply::Shot(word)), ship: None }
    };
    let at = Target::Shot(coordinate("G1"));
    let step = game.play_with(Side::First, &at, truthful);
    assert_eq!(step.shots[0].effect, Effect::Hit(1));
    assert!(step.violations.is_empty());
    // A lie is judged like a recorded one.
    let at = Target::Shot(coordinate("A1"));
    let step = game.play_with(Side::Second, &at, |_| Answer { reply: Some(Reply::Shot(ShotReply::Miss)), ship: None });
    assert_eq!(step.violations.len(), 1);
    assert_eq!(step.violations[0].code.as_str(), "false_report");
}

// ---------------------------------------------------------------- the fold equals `check`

/// A change to a generated log that makes it arbitrary: entries swapped, repeated, dropped,
/// a forfeit entry put anywhere, or the players of an entry exchanged.
#[derive(Clone, Debug)]
enum Change {
    Swap(usize),
    Repeat(usize),
    Drop(usize),
    Forfeit(usize, usize, &'static str),
    OtherPlayer(usize),
}

fn change() -> impl Strategy<Value = Change> {
    let reason = prop_oneof![Just("resigned"), Just("timeout"), Just("crashed"), Just("illegal_message")];
    prop_oneof![
        (0usize..400).prop_map(Change::Swap),
        (0usize..400).prop_map(Change::Repeat),
        (0usize..400).prop_map(Change::Drop),
        (0usize..400, 0usize..2, reason).prop_map(|(at, p, r)| Change::Forfeit(at, p, r)),
        (0usize..400).prop_map(Change::OtherPlayer),
    ]
}

fn apply_changes(record: &mut Value, changes: &[Change]) {
    let players = record["players"].clone();
    let shots = record["shots"].as_array_mut().unwrap();
    for change in changes {
        let len = shots.len();
        match *change {
            Change::Swap(at) if len >= 2 => shots.swap(at % (len - 1), at % (len - 1) + 1),
            Change::Repeat(at) if len >= 1 => {
                let entry = shots[at % len].clone();
                shots.insert(at % len, entry);
            }
            Change::Drop(at) if len >= 1 => {
                shots.remove(at % len);
            }
            Change::Forfeit(at, p, reason) => {
                shots.insert(at % (len + 1), json!({"player": players[p], "forfeit": reason}))
            }
            Change::OtherPlayer(at) if len >= 1 => {
                let entry = &mut shots[at % len];
                entry["player"] = if entry["player"] == players[0] { players[1].clone() } else { players[0].clone() };
            }
            _ => {}
        }
    }
}

fn entry_key(v: &Violation) -> (String, Option<usize>, String, Vec<String>, String) {
    (v.code.as_str().to_owned(), v.entry, v.player.clone(), crate::common::cell_labels(v), crate::common::message(v))
}

/// The first eight of [`records::RULESETS`] (the presets and their variants on 10x10 boards), whose
/// games are short enough that no player is charged more than `MAX_LISTED` violations of one code.
/// Past that a step counts the violations left out without the message the verdict gives them.
const SHORT_GAMES: usize = 8;

proptest! {
    #![proptest_config(records::config(192))]

    /// The engine played entry by entry gives, step by step, every log violation of the verdict
    /// in order, the same statistics, and an end that agrees with the outcome.
    #[test]
    fn the_engine_folded_over_a_log_is_the_verdict(
        ruleset in 0..SHORT_GAMES,
        seed: u64,
        index in 0u64..100_000,
        fault in proptest::option::of(0..FAULT_CODES.len()),
        changes in proptest::collection::vec(change(), 0..4),
    ) {
        let spec = ruleset_spec(ruleset);
        let choice = fault.map_or(FaultChoice::None, |k| FaultChoice::Kind(FAULT_CODES[k]));
        let game = Generator::new(vec![spec], seed).unwrap().game(index, choice);
        let mut value = serde_json::to_value(&game.record).unwrap();
        apply_changes(&mut value, &changes);
        let text = value.to_string();
        let verdict = check_record(&text, &Overrides::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));

        let record = parse_record(&text).unwrap();
        let (rules, fleets, names, first) = setup(&record);
        let mut engine = Game::new(&rules, [&fleets[0], &fleets[1]], first, [names[0].as_str(), names[1].as_str()]);
        let mut stepped = Vec::new();
        for (i, entry) in record.shots.iter().enumerate() {
            let player = Side::of(entry.player == names[1]);
            let step = engine.play(entry, player);
            prop_assert_eq!(step.entry, i);
            prop_assert_eq!(step.next.is_none(), step.over);
            prop_assert!(step.violations.iter().all(|v| v.entry == Some(i)));
            if step.violations.iter().all(|v| v.code.as_str() != "after_end") && entry.forfeit().is_none() {
                prop_assert_eq!(step.shots.len(), entry.at.shots().len());
            }
            stepped.extend(step.violations.iter().map(entry_key));
            let over = step.over;
            prop_assert_eq!(over, engine.is_over());
        }
        let from_verdict: Vec<_> = verdict.violations.iter().filter(|v| v.entry.is_some()).map(entry_key).collect();
        prop_assert_eq!(&stepped, &from_verdict, "{}", text);
        prop_assert_eq!(engine.stats(), &verdict.stats);

        let no_foul = !verdict.violations.iter().any(|v| v.severity == Severity::Foul);
        let end = engine.end();
        let replayed = engine.finish();
        prop_assert_eq!(replayed.end, end);
        if no_foul {
            let (outcome, reason) = (json!(verdict.outcome), json!(verdict.reason));
            match end {
                End::Destroyed { loser, entry } => {
                    prop_assert_eq!(verdict.winner.as_deref(), Some(names[1 - loser].as_str()));
                    prop_assert_eq!(verdict.decided_at, Some(entry));
                }
                End::BothDestroyed { entry } => {
                    prop_assert_eq!(outcome, json!("draw"));
                    prop_assert_eq!(verdict.decided_at, Some(entry));
                }
                End::Forfeited { player, entry, .. } => {
                    prop_assert_eq!(reason, json!("resigned"));
                    prop_assert_eq!(verdict.winner.as_deref(), Some(names[1 - player].as_str()));
                    prop_assert_eq!(verdict.decided_at, Some(entry));
                }
                End::Unfinished => prop_assert_eq!(outcome, json!("unfinished")),
                // Two forfeit entries that are fouls: never without a foul.
                End::BothForfeited { .. } => prop_assert!(false, "both forfeited without a foul: {}", text),
            }
        }
    }
}
