//! Every real game in fixtures/real (played by other engines) adjudicates as a win by
//! `fleet_destroyed` for the winner that engine declared, with no foul.

use std::fs;

use broadside::{Outcome, Overrides, Reason, Severity, check_record};

#[test]
fn real_games_agree_with_their_engines() {
    let mut checked = 0;
    for name in ["classic-openspiel", "hasbro-battleship-tui", "russian-battleship-tui", "salvo-battleship-tui"] {
        let games = fs::read_to_string(format!("fixtures/real/{name}.jsonl")).expect("games are in fixtures/real");
        let expected = fs::read_to_string(format!("fixtures/real/{name}.expect.jsonl")).expect("expectations too");
        let expected: Vec<String> = expected
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).expect("expectation is JSON");
                v["winner"].as_str().expect("a winner").to_owned()
            })
            .collect();
        let games: Vec<&str> = games.lines().collect();
        assert_eq!(games.len(), expected.len(), "{name}: one expectation a game");
        for (i, (game, winner)) in games.iter().zip(&expected).enumerate() {
            let verdict = check_record(game, &Overrides::default())
                .unwrap_or_else(|e| panic!("{name} line {}: not adjudicated: {e}", i + 1));
            let fouls: Vec<_> = verdict.violations.iter().filter(|v| v.severity == Severity::Foul).collect();
            assert!(fouls.is_empty(), "{name} line {}: fouls {fouls:?}", i + 1);
            assert_eq!(verdict.outcome, Outcome::Win, "{name} line {}", i + 1);
            assert_eq!(verdict.reason, Some(Reason::FleetDestroyed), "{name} line {}", i + 1);
            assert_eq!(verdict.winner.as_deref(), Some(winner.as_str()), "{name} line {}", i + 1);
            checked += 1;
        }
    }
    assert_eq!(checked, 160);
}
