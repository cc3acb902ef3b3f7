//! What a match writes besides its records: the standings file (JSON, written whole), the state
//! of the sequential test (`--sprt`) in words, and a progress line a game.

use std::time::Instant;

use serde::Serialize;

use crate::live::Played;
use crate::pentanomial::Pairing;
use crate::sprt::{Decision, Sprt};
use crate::standings::{Elo, Standings};
use crate::words::{Words, num, text};

/// The standings file.
#[derive(Serialize)]
struct StandingsFile<'s> {
    games: u64,
    #[serde(flatten)]
    table: crate::standings::Table<'s>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sprt: Option<SprtOut>,
    /// Under `--pairs`: the pairs of games, on the pentanomial model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pentanomial: Option<crate::pentanomial::PairingTable<'s>>,
}

/// The test's state, as the standings file writes it: the test (`elo0`, `elo1`, `alpha`,
/// `beta`, `model`), the first bot's Elo against the second in the test's model and on its
/// counts (games, or pairs under `--pairs`), the LLR, its bounds and the decision.
#[derive(Serialize)]
struct SprtOut {
    #[serde(flatten)]
    test: Sprt,
    elo: Elo,
    llr: f64,
    lower: f64,
    upper: f64,
    decision: Option<Decision>,
}

/// The standings file's text: `games` counted, the standings, the test's state and, under
/// `--pairs`, the pairs of games.
pub(super) fn standings_text(
    games: u64,
    standings: &Standings,
    pairing: &Pairing,
    sprt: Option<&Sprt>,
    decision: Option<Decision>,
    paired: bool,
) -> String {
    let file = StandingsFile {
        games,
        table: standings.table(),
        sprt: sprt.map(|test| sprt_out(test, paired, standings, pairing, decision)),
        pentanomial: paired.then(|| pairing.table()),
    };
    serde_json::to_string_pretty(&file).expect("standings serialize") + "\n"
}

/// The test's state.
fn sprt_out(
    test: &Sprt,
    paired: bool,
    standings: &Standings,
    pairing: &Pairing,
    decision: Option<Decision>,
) -> SprtOut {
    let (lower, upper) = test.bounds();
    let elo = sprt_elo(test, paired, standings, pairing);
    SprtOut { test: *test, elo, llr: llr(test, paired, standings, pairing), lower, upper, decision }
}

/// The test's state in words for standard error: what it tests, in which Elo model, the Elo
/// the results show in that model, the LLR and its bounds, then the decision as a test's
/// decision.
pub(super) fn sprt_text(
    test: &Sprt,
    paired: bool,
    (standings, pairing): (&Standings, &Pairing),
    decision: Option<Decision>,
    words: &Words,
) -> String {
    let s = sprt_out(test, paired, standings, pairing, decision);
    let [a, b] = [0, 1].map(|i| standings.name(i));
    let (counted, id) = if paired {
        (pairing.pair(a, b).unwrap_or_default().pairs(), "match-sprt-state-pairs")
    } else {
        (standings.pair(a, b).map_or(0, |t| t.games - t.double_forfeits), "match-sprt-state-games")
    };
    let state = [
        ("model", text(test.model.as_str())),
        ("elo", text(crate::standings::elo_in(&s.elo, words))),
        ("llr", text(format!("{:.2}", s.llr))),
        ("lower", text(format!("{:.2}", s.lower))),
        ("upper", text(format!("{:.2}", s.upper))),
        ("count", num(counted)),
    ];
    let lines = [
        words.say("match-sprt-line", &[("test", text(test.describe_in(a, b, words)))]),
        format!("  {}", words.say(id, &state)),
        format!("  {}", test.verdict_in(decision, a, b, words)),
    ];
    // Bots' names are printed on a terminal: through the one function that makes input safe.
    lines.iter().map(|line| crate::error::escape(line) + "\n").collect()
}

/// The first bot's Elo against the second in the test's model, on what the test counts.
fn sprt_elo(test: &Sprt, paired: bool, standings: &Standings, pairing: &Pairing) -> Elo {
    let [a, b] = [0, 1].map(|i| standings.name(i));
    let normalized = test.model == crate::sprt::Model::Normalized;
    if paired {
        let counts = pairing.pair(a, b).unwrap_or_default();
        return if normalized { counts.normalized_elo() } else { counts.elo() };
    }
    let (wins, draws, losses) = standings.pair(a, b).unwrap_or_default().wdl();
    if normalized { Elo::normalized_from_results(wins, draws, losses) } else { Elo::from_results(wins, draws, losses) }
}

/// The log-likelihood ratio of `test` for the first bot against the second: on the pentanomial
/// model when the games are paired (`--pairs`), else on the trinomial.
pub(super) fn llr(test: &Sprt, paired: bool, standings: &Standings, pairing: &Pairing) -> f64 {
    let [a, b] = [0, 1].map(|i| standings.name(i));
    if paired {
        return pairing.pair(a, b).unwrap_or_default().llr(test);
    }
    let (wins, draws, losses) = standings.pair(a, b).unwrap_or_default().wdl();
    test.llr(wins, draws, losses)
}

/// Writes `text` to `path` whole: to a file beside it, then renamed over it, so that a reader
/// (or a match killed midway) never sees half of it.
///
/// # Errors
/// The operating system's error.
pub(super) fn write_whole(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{}.tmp", std::process::id()));
    let part = path.with_file_name(name);
    std::fs::write(&part, text)?;
    std::fs::rename(&part, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&part);
    })
}

/// One progress line, without its line end:
/// `game 3/20  ann beat ben (fleet_destroyed)  ann 2.0 ben 1.0  12.5 games/s`.
pub(super) fn progress(
    done: u64,
    total: u64,
    game: &Played,
    standings: &Standings,
    started: Instant,
    words: &Words,
) -> String {
    use crate::verdict::{Outcome, Reason, Severity};
    let v = &game.verdict;
    let [a, b] = [0, 1].map(|i| text(v.players[i].as_str()));
    let result = match (&v.winner, v.reason) {
        (Some(w), reason) => {
            let loser = if &v.players[0] == w { &v.players[1] } else { &v.players[0] };
            let names = [("winner", text(w.as_str())), ("loser", text(loser.as_str()))];
            match (reason, v.violations.iter().find(|x| &x.player == loser && x.severity == Severity::Foul)) {
                (Some(Reason::FleetDestroyed), _) => words.say("match-beat-fleet", &names),
                (_, Some(foul)) => {
                    let [winner, loser] = names;
                    words.say("match-beat-foul", &[winner, loser, ("foul", text(words.code(foul.code)))])
                }
                _ => words.say("match-beat-forfeit", &names),
            }
        }
        (None, _) => {
            let id = match v.outcome {
                Outcome::Draw => "match-drawn",
                Outcome::DoubleForfeit => "match-double-forfeit",
                _ => "match-unfinished",
            };
            words.say(id, &[("a", a), ("b", b)])
        }
    };
    let scores: Vec<String> =
        standings.names().map(|n| format!("{n} {:.1}", standings.player(n).map_or(0.0, |t| t.score()))).collect();
    let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
    // Bots' names are printed on a terminal: through the one function that makes input safe.
    let args = [
        ("done", num(done)),
        ("total", num(total)),
        ("result", text(result)),
        ("scores", text(scores.join(" "))),
        ("rate", text(format!("{rate:.1}"))),
    ];
    let line = words.say("match-progress", &args);
    crate::error::escape(&line).into_owned()
}
