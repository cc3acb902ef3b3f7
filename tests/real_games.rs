//! Every real game in fixtures/real (played by other engines) adjudicates as its sidecar
//! `NAME.expect` says (a partial verdict a line, tests/common/expect.rs): a win by
//! `fleet_destroyed` for the winner that engine declared. And none has a foul.

use std::fs;

use broadside::{Overrides, Severity, check_record};

use crate::common::expect::{Expected, cases_under, compare};

#[test]
fn real_games_agree_with_their_engines() {
    let cases = cases_under("real");
    let mut checked = 0;
    for case in &cases {
        let Expected::Verdicts(expected) = &case.expected else { panic!("{}: expected a verdict a line", case.name) };
        let games = fs::read_to_string(&case.path).unwrap();
        let games: Vec<&str> = games.lines().collect();
        assert_eq!(games.len(), expected.len(), "{}: one expectation a game", case.name);
        for (i, (game, want)) in games.iter().zip(expected).enumerate() {
            let at = format!("{} line {}", case.name, i + 1);
            let verdict =
                check_record(game, &Overrides::default()).unwrap_or_else(|e| panic!("{at}: not adjudicated: {e}"));
            let fouls: Vec<_> = verdict.violations.iter().filter(|v| v.severity == Severity::Foul).collect();
            assert!(fouls.is_empty(), "{at}: fouls {fouls:?}");
            let mut errors = Vec::new();
            compare(want, &serde_json::to_value(&verdict).unwrap(), "verdict", &mut errors);
            assert!(errors.is_empty(), "{at} ({}): {}", case.why, errors.join("; "));
            checked += 1;
        }
    }
    assert_eq!(cases.len(), 4, "the four files of real games are found, each with its NAME.expect");
    assert_eq!(checked, 160);
}
