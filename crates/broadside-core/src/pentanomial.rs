//! Paired games (`broadside match --pairs`): the score of each pair of games, counted on the
//! pentanomial model as chess-engine testers count them (fastchess, OpenBench, fishtest): a pair
//! scores 0, ½, 1, 1½ or 2 for its first player, and the five counts give the Elo difference with
//! its 95% interval and the sequential probability ratio test.
//!
//! Two games of one entry of a placement book, sides swapped, share the luck of the placement:
//! their results are correlated, and the pentanomial model, which takes the pair as the unit,
//! sees the smaller variance that the trinomial model (each game alone) overestimates.
//!
//! Games are paired by their record's `meta.match`: `seed` and `book.pair` name the pair,
//! `book.pair_game` (0 or 1) the game in it. A pair counts once both its games are seen, in any
//! order; a pair with a double forfeit in it is left out, as Elo leaves double forfeits out.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::names::{NameIndex, eq_ignore_case};
use crate::record::meta::{MatchMeta, Meta};
use crate::sprt::Sprt;
use crate::standings::{Elo, Z_975, elo_of_score, erf};
use crate::verdict::{Outcome, Verdict};

/// A pair's score per game, by bucket: 0, ¼, ½, ¾ and 1 (a pair's 0, ½, 1, 1½ and 2 points,
/// halved).
const SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// The counts of pairs by the first player's points in them: `[0, ½, 1, 1½, 2]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts(pub [u64; 5]);

impl Counts {
    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// The same pairs from the second player's side.
    pub fn mirrored(&self) -> Counts {
        let mut c = self.0;
        c.reverse();
        Counts(c)
    }

    /// The first player's points over all pairs (2 a pair at most).
    pub fn points(&self) -> f64 {
        self.0.iter().zip(SCORES).map(|(&n, a)| n as f64 * a * 2.0).sum()
    }

    /// The Elo difference and its 95% interval on the pentanomial model, as fastchess's
    /// `EloPentanomial` computes them: with N pairs and `n_i` pairs scoring `a_i` a game (0, ¼, ½,
    /// ¾, 1), the score μ = Σ n_i·a_i / N, the variance per pair σ² = Σ n_i(a_i − μ)² / N, the
    /// interval μ ± 1.96·σ/√N, each end made Elo by d(s) = −400·log10(1/s − 1); the likelihood
    /// of superiority ½(1 − erf(−(μ − ½)/√(2σ²/N))).
    pub fn elo(&self) -> Elo {
        let n = self.pairs() as f64;
        if n == 0.0 {
            return Elo { diff: None, margin: None, los: None };
        }
        let mu = self.0.iter().zip(SCORES).map(|(&c, a)| c as f64 * a).sum::<f64>() / n;
        let variance = self.0.iter().zip(SCORES).map(|(&c, a)| c as f64 * (a - mu).powi(2)).sum::<f64>() / n;
        let per_pair = variance / n;
        let finite = |x: f64| x.is_finite().then_some(x);
        let stdev = per_pair.sqrt();
        let margin = (elo_of_score(mu + Z_975 * stdev) - elo_of_score(mu - Z_975 * stdev)) / 2.0;
        let los = if per_pair > 0.0 {
            (1.0 - erf(-(mu - 0.5) / (2.0 * per_pair).sqrt())) / 2.0
        } else if mu > 0.5 {
            1.0
        } else if mu < 0.5 {
            0.0
        } else {
            0.5
        };
        // Every pair alike: no spread, so no interval (an even score is 0 Elo, exactly).
        let margin = if per_pair > 0.0 { finite(margin) } else { finite(0.0).filter(|_| mu > 0.0 && mu < 1.0) };
        Elo { diff: finite(elo_of_score(mu)), margin, los: Some(los) }
    }

    /// The normalized Elo figures, as fastchess's `EloPentanomial` computes its nElo: with μ
    /// and σ² (a pair's variance, per game) as in [`Counts::elo`], (μ − ½)/√(2σ²)·800/ln 10, the
    /// margin that of μ ± 1.96·σ/√N on the same scale. No spread: no figure.
    pub fn normalized_elo(&self) -> Elo {
        let n = self.pairs() as f64;
        let los = self.elo().los;
        if n == 0.0 {
            return Elo { diff: None, margin: None, los };
        }
        let mu = self.0.iter().zip(SCORES).map(|(&c, a)| c as f64 * a).sum::<f64>() / n;
        let variance = self.0.iter().zip(SCORES).map(|(&c, a)| c as f64 * (a - mu).powi(2)).sum::<f64>() / n;
        Elo::normalized(mu, variance.sqrt(), (2.0 * variance).sqrt(), n, los)
    }

    /// The log-likelihood ratio of the test on the pentanomial model, as fastchess computes it
    /// in either model ([`Sprt::generalized`] over the scores 0, ¼, ½, ¾, 1 a game, a unit of
    /// two games). No pairs: 0.
    pub fn llr(&self, test: &Sprt) -> f64 {
        test.generalized(&SCORES, &self.0, 2.0)
    }
}

/// The half of a pair seen first, waiting for the other.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Half {
    players: [String; 2],
    /// The first player's points, in halves (0, 1 or 2); `None` for a double forfeit.
    halves: Option<u8>,
}

/// The pairs of games of a match or a batch of records: their pentanomial counts per pair of
/// players, players in the order first seen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pairing {
    names: NameIndex,
    /// Keyed by the two players' indices, the first seen first; counted from the first's side.
    counts: BTreeMap<(usize, usize), Counts>,
    /// Halves waiting for their other game, by seed and pair.
    waiting: BTreeMap<(u64, u64), Half>,
    /// Pairs left out: a double forfeit in one of their games, or two games that do not make a
    /// pair (other players, or the same game twice).
    left_out: u64,
}

impl Pairing {
    /// Pairing that lists `names` first, in this order.
    pub fn with_players<S: AsRef<str>>(names: &[S]) -> Pairing {
        let mut pairing = Pairing::default();
        for name in names {
            pairing.index(name.as_ref());
        }
        pairing
    }

    fn index(&mut self, name: &str) -> usize {
        self.names.index(name)
    }

    /// Whether no paired game was seen.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty() && self.waiting.is_empty() && self.left_out == 0
    }

    /// Counts one game, if its record names its pair; returns whether it completed one.
    pub fn add(&mut self, verdict: &Verdict) -> bool {
        let Some(meta) = verdict.meta.as_deref() else { return false };
        // Most records are not paired: a look for the word spares reading their meta.
        if !meta.get().contains("\"pair_game\"") {
            return false;
        }
        let Ok(Meta { game: Some(MatchMeta { seed, book: Some(book), .. }) }) =
            serde_json::from_str::<Meta>(meta.get())
        else {
            return false;
        };
        let (Some(pair), Some(k)) = (book.entry.pair, book.entry.pair_game) else { return false };
        let halves = match verdict.outcome {
            Outcome::Win => {
                Some(if verdict.winner.as_deref().is_some_and(|w| eq_ignore_case(w, &verdict.players[0])) {
                    2
                } else {
                    0
                })
            }
            Outcome::Draw | Outcome::Unfinished => Some(1),
            Outcome::DoubleForfeit => None,
        };
        let half = Half { players: verdict.players.clone(), halves };
        // Which game of the pair it is matters not: the two are told apart by their sides.
        let _ = k;
        self.take((seed.unwrap_or(0), pair), half)
    }

    /// Files `half`; completes its pair if the other game waits.
    fn take(&mut self, key: (u64, u64), half: Half) -> bool {
        let Some(other) = self.waiting.remove(&key) else {
            self.waiting.insert(key, half);
            return false;
        };
        self.complete(&other, &half);
        true
    }

    /// Counts the pair of `a` and `b` (its two games, in either order).
    fn complete(&mut self, a: &Half, b: &Half) {
        let [x, y] = [self.index(&a.players[0]), self.index(&a.players[1])];
        // The other game has the same players, sides swapped or not.
        let same = eq_ignore_case(&a.players[0], &b.players[0]) && eq_ignore_case(&a.players[1], &b.players[1]);
        let swapped = eq_ignore_case(&a.players[0], &b.players[1]) && eq_ignore_case(&a.players[1], &b.players[0]);
        let (Some(ha), Some(hb), true, true) = (a.halves, b.halves, same || swapped, x != y) else {
            self.left_out += 1;
            return;
        };
        // x's points in halves over both games: 0 to 4, the bucket.
        let bucket = usize::from(ha + if same { hb } else { 2 - hb });
        let (key, bucket) = if x < y { ((x, y), bucket) } else { ((y, x), 4 - bucket) };
        self.counts.entry(key).or_default().0[bucket] += 1;
    }

    /// Adds `later`'s pairs; a pair whose games the two saw one each is completed.
    pub fn merge(&mut self, later: &Pairing) {
        let map: Vec<usize> = later.names.names().map(|n| self.index(n)).collect();
        for (&(a, b), counts) in &later.counts {
            let (x, y) = (map[a], map[b]);
            let (key, counts) = if x < y { ((x, y), *counts) } else { ((y, x), counts.mirrored()) };
            let mine = self.counts.entry(key).or_default();
            for (m, c) in mine.0.iter_mut().zip(counts.0) {
                *m += c;
            }
        }
        for (key, half) in &later.waiting {
            self.take(*key, half.clone());
        }
        self.left_out += later.left_out;
    }

    /// The counts of `a` against `b`, from `a`'s side, or `None` when no pair of theirs counted.
    pub fn pair(&self, a: &str, b: &str) -> Option<Counts> {
        let i = self.names.get(a)?;
        let j = self.names.get(b)?;
        if i < j { self.counts.get(&(i, j)).copied() } else { self.counts.get(&(j, i)).map(Counts::mirrored) }
    }

    /// The pairs as the JSON of `--standings` and `--summary` write them, under `pentanomial`:
    /// `{"pairs": [{"players": [a, b], "pairs", "counts": [n0, n½, n1, n1½, n2], "score",
    /// "elo"}], "waiting", "left_out"}`, from each row's first player's side.
    pub fn table(&self) -> PairingTable<'_> {
        let pairs = self
            .counts
            .iter()
            .map(|(&(a, b), c)| PairingRow {
                players: [&self.names[a], &self.names[b]],
                pairs: c.pairs(),
                counts: *c,
                score: c.points(),
                elo: c.elo(),
            })
            .collect();
        PairingTable { pairs, waiting: self.waiting.len() as u64, left_out: self.left_out }
    }
}

/// The pairs as written (see [`Pairing::table`]).
#[derive(Clone, Debug, Serialize)]
pub struct PairingTable<'p> {
    /// One row per pair of players with a pair of games counted.
    pub pairs: Vec<PairingRow<'p>>,
    /// Games whose other game of the pair was not seen.
    pub waiting: u64,
    /// Pairs left out (a double forfeit in one of their games).
    pub left_out: u64,
}

/// One row: two players' pairs of games, from the first's side.
#[derive(Clone, Debug, Serialize)]
pub struct PairingRow<'p> {
    /// The two players.
    pub players: [&'p str; 2],
    /// Pairs of games counted.
    pub pairs: u64,
    /// Pairs by the first player's points in them: 0, ½, 1, 1½, 2.
    pub counts: Counts,
    /// The first player's points.
    pub score: f64,
    /// The first player's Elo difference on the pentanomial model.
    pub elo: Elo,
}

/// The pairs in words for standard error: one line a pair of players.
pub fn describe(pairing: &Pairing) -> String {
    describe_in(pairing, &crate::words::Words::default())
}

/// The pairs of games as [`describe`] writes them, in the language of `words`.
pub fn describe_in(pairing: &Pairing, words: &crate::words::Words) -> String {
    use crate::words::{num, text};
    use std::fmt::Write;
    let mut out = String::new();
    for row in pairing.table().pairs {
        let [a, b] = row.players.map(crate::error::escape);
        let [c0, c1, c2, c3, c4] = row.counts.0;
        let args = [
            ("a", text(a)),
            ("b", text(b)),
            ("pairs", num(row.pairs)),
            ("counts", text(format!("0: {c0}, ½: {c1}, 1: {c2}, 1½: {c3}, 2: {c4}"))),
            ("elo", text(crate::standings::elo_in(&row.elo, words))),
        ];
        let _ = writeln!(out, "{}", words.say("match-pairs-line", &args));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() < tolerance
    }

    /// fastchess's `Stats(ll, ld, wl, dd, wd, ww)` as our buckets: WL and DD both score 1.
    fn fastchess(ll: u64, ld: u64, wl: u64, dd: u64, wd: u64, ww: u64) -> Counts {
        Counts([ll, ld, wl + dd, wd, ww])
    }

    /// The figures of fastchess's own tests (Disservin/fastchess, app/tests/elo_test.cpp,
    /// "EloPentanomial 1" to "3"), to its two decimals.
    #[test]
    fn elo_matches_fastchess() {
        for (counts, diff, margin) in [
            (fastchess(34, 54, 31, 32, 64, 75), 55.58, 27.65),
            (fastchess(332, 433, 457, 41, 333, 334), -8.64, 10.33),
            (fastchess(7895, 8757, 5485, 200, 568, 9999), -21.04, 2.95),
        ] {
            let elo = counts.elo();
            assert!(close(elo.diff.unwrap(), diff, 0.006), "{counts:?}: {elo:?}");
            assert!(close(elo.margin.unwrap(), margin, 0.006), "{counts:?}: {elo:?}");
        }
        // fastchess writes its LOS as "100.00 %" and "5.05 %".
        assert!(close(fastchess(34, 54, 31, 32, 64, 75).elo().los.unwrap(), 1.0, 5e-5));
        assert!(close(fastchess(332, 433, 457, 41, 333, 334).elo().los.unwrap(), 0.0505, 5e-5));
    }

    /// The figures of fastchess's own tests (app/tests/sprt_test.cpp, "logistic pentanomial 1"
    /// and "2", "normalized pentanomial 1" and "2") to two decimals.
    #[test]
    fn llr_matches_fastchess() {
        use crate::sprt::Model;
        let test = |elo0: f64, elo1: f64| Sprt { elo0, elo1, alpha: 0.05, beta: 0.05, model: Model::Logistic };
        let first = fastchess(223, 9863, 20279, 1000, 10037, 246).llr(&test(0.5, 2.5));
        assert!(close(first, -3.07, 0.005), "{first}");
        let second = fastchess(871, 26175, 55003, 980, 26678, 821).llr(&test(0.0, 2.0));
        assert!(close(second, -4.98, 0.005), "{second}");
        let normalized = |elo0: f64, elo1: f64| Sprt { model: Model::Normalized, ..test(elo0, elo1) };
        let third = fastchess(365, 16618, 36029, 200, 16974, 390).llr(&normalized(0.0, 2.0));
        assert!(close(third, 2.25, 0.006), "{third}");
        let fourth = fastchess(127, 4883, 10311, 401, 5150, 104).llr(&normalized(-1.75, 0.25));
        assert!(close(fourth, 3.01, 0.006), "{fourth}");
        assert_eq!(Counts::default().llr(&test(0.0, 2.0)), 0.0);
        // Even pairs only: the test leans to the hypothesis nearer an even score, by symmetry.
        let even = Counts([0, 0, 50, 0, 0]);
        let (up, down) = (even.llr(&test(-10.0, 0.0)), even.llr(&test(0.0, 10.0)));
        assert!(up > 1.0 && close(up, -down, 1e-9), "{up} {down}");
    }

    #[test]
    fn even_pairs_are_zero_elo_exactly() {
        let elo = Counts([0, 0, 12, 0, 0]).elo();
        assert_eq!((elo.diff, elo.margin, elo.los), (Some(0.0), Some(0.0), Some(0.5)));
        assert_eq!(Counts([0, 0, 0, 0, 3]).elo().diff, None, "every pair won: infinite");
        assert_eq!(Counts([1, 2, 3, 4, 5]).mirrored(), Counts([5, 4, 3, 2, 1]));
        assert_eq!(Counts([1, 0, 1, 0, 1]).points(), 3.0);
    }

    fn game(players: [&str; 2], winner: Option<&str>, seed: u64, pair: u64, k: u8) -> Verdict {
        let meta =
            format!(r#"{{"match":{{"seed":{seed},"game":0,"book":{{"line":1,"pair":{pair},"pair_game":{k}}}}}}}"#);
        let outcome = if winner.is_some() { Outcome::Win } else { Outcome::Unfinished };
        Verdict {
            rules: crate::rules::RulesSpec::Preset(crate::rules::Preset::Classic),
            players: players.map(String::from),
            meta: Some(serde_json::value::RawValue::from_string(meta).unwrap()),
            outcome,
            winner: winner.map(String::from),
            forfeiting_players: Vec::new(),
            reason: None,
            decided_at: None,
            violations: Vec::new(),
            stats: Default::default(),
            letters: Default::default(),
            moves: Default::default(),
        }
    }

    #[test]
    fn games_pair_up_by_seed_and_pair_in_any_order_and_halves_merge() {
        let games = [
            game(["a", "b"], Some("a"), 1, 0, 0),
            game(["b", "a"], Some("a"), 1, 0, 1),
            game(["a", "b"], Some("b"), 1, 1, 0),
            game(["b", "a"], None, 2, 1, 1),
            game(["b", "a"], Some("a"), 1, 1, 1),
            game(["a", "b"], Some("a"), 2, 1, 0),
        ];
        let mut whole = Pairing::with_players(&["a", "b"]);
        for g in &games {
            whole.add(g);
        }
        // Seed 1, pair 0: a won both (2); pair 1: a lost then won (1). Seed 2, pair 1: a won,
        // then unfinished (1½).
        assert_eq!(whole.pair("a", "b"), Some(Counts([0, 0, 1, 1, 1])));
        assert_eq!(whole.pair("B", "A"), Some(Counts([1, 1, 1, 0, 0])));
        assert_eq!(whole.table().waiting, 0);
        for cut in 0..games.len() {
            let (mut first, mut second) = (Pairing::default(), Pairing::default());
            games[..cut].iter().for_each(|g| _ = first.add(g));
            games[cut..].iter().for_each(|g| _ = second.add(g));
            let mut merged = Pairing::with_players(&["a", "b"]);
            merged.merge(&first);
            merged.merge(&second);
            assert_eq!(merged.pair("a", "b"), whole.pair("a", "b"), "cut at {cut}");
            assert_eq!(merged.table().waiting, 0);
        }
        let mut unpaired = Pairing::default();
        assert!(!unpaired.add(&Verdict { meta: None, ..games[0].clone() }));
        assert!(unpaired.is_empty());
    }
}
