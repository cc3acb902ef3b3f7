//! Every real game in fixtures/real (played by other engines) adjudicates as a win by
//! `fleet_destroyed` for the winner that engine declared, with no foul. Each file of games
//! `NAME.jsonl` has its sidecar `NAME.expect.jsonl` beside it: a line a game, `{"winner": ...}`.

use std::fs;
use std::path::Path;

use broadside::{Outcome, Overrides, Reason, Severity, check_record};

use crate::common::fixtures::files_under;

#[test]
fn real_games_agree_with_their_engines() {
    let (sidecars, files): (Vec<_>, Vec<_>) = files_under(Path::new("fixtures/real"), ".jsonl")
        .into_iter()
        .partition(|p| p.to_string_lossy().ends_with(".expect.jsonl"));
    let beside: Vec<_> = files.iter().map(|p| p.with_extension("expect.jsonl")).collect();
    assert_eq!(sidecars, beside, "each file of games has its expectations beside it, and only it");
    let mut checked = 0;
    for (path, sidecar) in files.iter().zip(&sidecars) {
        let name = path.display();
        let games = fs::read_to_string(path).unwrap();
        let expected: Vec<String> = fs::read_to_string(sidecar)
            .unwrap()
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
    assert_eq!(files.len(), 4, "the four files of real games are found");
    assert_eq!(checked, 160);
}
