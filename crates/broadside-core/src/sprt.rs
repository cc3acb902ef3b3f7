//! The sequential probability ratio test that stops a match once its results decide
//! (`broadside match --sprt`), computed as current fastchess and fishtest compute it: the
//! generalized SPRT, whose log-likelihood ratio compares, for each hypothesis, the distribution
//! of results with the largest likelihood among those the hypothesis allows (M. Van den Bergh,
//! "Comments on Normalized Elo", proposition 1.1 and section 4.1).
//!
//! The same test serves single games (the trinomial: loss, draw, win, scoring 0, ½, 1) and pairs
//! of games (the pentanomial of [`crate::pentanomial`]: 0, ¼, ½, ¾, 1 a game); its bounds are
//! Elo in one of two models, named in every output: logistic Elo (the expected score
//! 1/(1 + 10^(−elo/400)), cutechess-cli's and fastchess's default Elo) or normalized Elo
//! (fastchess's `--sprt model=normalized`, fishtest's: the score's distance from ½ in standard
//! deviations of one game's, or one pair's, score, times 800/ln 10).

use serde::Serialize;

use crate::standings::{NELO_PER_SIGMA, score_of_elo};
use crate::words::{Words, text};

/// The largest Elo difference a bound may name, in either model: beyond it no result a match
/// can count tells the hypotheses apart in floating point.
pub const MAX_ELO: f64 = 1000.0;

/// What a count of 0 weighs in the test, as fastchess regularizes it: the hypotheses'
/// likeliest distributions need every result above 0.
const EMPTY: f64 = 1e-3;

/// The Elo model the bounds of a test are given in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Model {
    /// Logistic Elo: a difference d means an expected score 1/(1 + 10^(−d/400)).
    #[default]
    Logistic,
    /// Normalized Elo: a difference t·800/ln 10 means a mean score ½ + t·σ, σ the standard
    /// deviation of one game's score (of one pair's, per game, on the pentanomial model).
    Normalized,
}

impl Model {
    /// The model's name as outputs write it: `logistic` or `normalized`.
    pub fn as_str(self) -> &'static str {
        match self {
            Model::Logistic => "logistic",
            Model::Normalized => "normalized",
        }
    }
}

/// A sequential probability ratio test of the first bot against the second: H0, its Elo
/// advantage is `elo0`, against H1, it is `elo1`, both in `model`; α and β the chances of
/// accepting H1 when H0 holds and H0 when H1 holds.
///
/// The log-likelihood ratio of N games (or pairs) with counts n_i of the scores a_i is
/// N·Σ p̂_i ln(p1_i / p0_i), p̂ the counts' shares (a count of 0 weighs 0.001) and p0, p1 the
/// distributions of largest likelihood that each hypothesis allows:
/// - logistic: mean score s = 1/(1 + 10^(−elo/400)); p_i = p̂_i/(1 + θ(a_i − s)) with θ the root
///   of Σ p̂_i (a_i − s)/(1 + θ(a_i − s)) = 0 (proposition 1.1);
/// - normalized: (μ − ½)/σ = t, t = elo/(800/ln 10) a game (√2 times that a pair); found by
///   the fixed point of section 4.1, p_i = p̂_i/(1 + θφ_i) with
///   φ_i = a_i − ½ − ½tσ(1 + ((a_i − μ)/σ)²), μ and σ those of the last p.
///
/// The test accepts H1 once LLR ≥ ln((1 − β)/α) and H0 once LLR ≤ ln(β/(1 − α)). No games:
/// LLR 0.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Sprt {
    /// The Elo advantage of H0.
    pub elo0: f64,
    /// The Elo advantage of H1 (above `elo0`).
    pub elo1: f64,
    /// The chance of a false H1.
    pub alpha: f64,
    /// The chance of a false H0.
    pub beta: f64,
    /// The Elo model of `elo0` and `elo1`.
    pub model: Model,
}

/// What a sequential probability ratio test decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// H1 accepted: the results favour `elo1` over `elo0` past the upper bound.
    AcceptH1,
    /// H0 accepted: the results favour `elo0` over `elo1` past the lower bound.
    AcceptH0,
}

/// What is wrong with the words of `--sprt` (the facts; [`SprtError::worded`] says them, and
/// `Display` says them in English).
#[derive(Clone, Debug, PartialEq)]
pub enum SprtError {
    /// A word without `=`.
    NotKeyValue {
        /// The word.
        word: String,
    },
    /// `model=` names no Elo model.
    Model {
        /// What was given.
        value: String,
    },
    /// A key's value is not a finite number.
    NotANumber {
        /// The key.
        key: String,
        /// The value as given.
        value: String,
    },
    /// An Elo bound beyond ±[`MAX_ELO`].
    EloOutOfRange {
        /// `elo0` or `elo1`.
        key: String,
        /// The value as given.
        value: String,
    },
    /// A key that is none of the test's.
    UnknownKey {
        /// The key.
        key: String,
    },
    /// `elo0` or `elo1` is missing.
    BoundsMissing,
    /// `elo1` is not above `elo0`.
    BoundsOrder {
        /// The lower bound given.
        elo0: f64,
        /// The upper bound given.
        elo1: f64,
    },
    /// An error rate not strictly between 0 and 1.
    RateRange {
        /// `alpha` or `beta`.
        name: &'static str,
        /// The rate.
        value: f64,
    },
    /// The error rates sum to 1 or more.
    RatesSum {
        /// α.
        alpha: f64,
        /// β.
        beta: f64,
    },
}

impl SprtError {
    /// The sentence, in `words`' language (after `--sprt: `).
    pub fn worded(&self, words: &Words) -> String {
        let t = |s: &str| text(s.to_owned());
        let n = |v: f64| text(v.to_string());
        match self {
            SprtError::NotKeyValue { word } => words.say("sprt-not-key-value", &[("word", t(word))]),
            SprtError::Model { value } => words.say("sprt-model", &[("value", t(value))]),
            SprtError::NotANumber { key, value } => {
                words.say("sprt-not-a-number", &[("key", t(key)), ("value", t(value))])
            }
            SprtError::EloOutOfRange { key, value } => {
                words.say("sprt-elo-out-of-range", &[("key", t(key)), ("value", t(value)), ("max", n(MAX_ELO))])
            }
            SprtError::UnknownKey { key } => words.say("sprt-unknown-key", &[("key", t(key))]),
            SprtError::BoundsMissing => words.say("sprt-bounds-missing", &[]),
            SprtError::BoundsOrder { elo0, elo1 } => {
                words.say("sprt-bounds-order", &[("elo0", n(*elo0)), ("elo1", n(*elo1))])
            }
            SprtError::RateRange { name, value } => {
                words.say("sprt-rate-range", &[("name", t(name)), ("value", n(*value))])
            }
            SprtError::RatesSum { alpha, beta } => {
                words.say("sprt-rates-sum", &[("alpha", n(*alpha)), ("beta", n(*beta))])
            }
        }
    }
}

impl std::fmt::Display for SprtError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for SprtError {}

impl Sprt {
    /// Reads the words of `--sprt`: `elo0=A elo1=B`, optionally `alpha=X beta=Y` (0.05 each by
    /// default) and `model=logistic|normalized` (logistic by default), in any order.
    ///
    /// # Errors
    /// The fault, naming the word at fault: not `KEY=VALUE` with a known key, a number that is
    /// not one or not finite, an Elo bound beyond ±[`MAX_ELO`], a missing `elo0` or `elo1`,
    /// `elo1` not above `elo0`, α or β not strictly between 0 and 1 or summing to 1 or more, an
    /// unknown model.
    pub fn from_words<S: AsRef<str>>(words: &[S]) -> Result<Sprt, SprtError> {
        let (mut elo0, mut elo1, mut alpha, mut beta, mut model) = (None, None, 0.05, 0.05, Model::Logistic);
        for word in words {
            let word = word.as_ref();
            let Some((key, value)) = word.split_once('=') else {
                return Err(SprtError::NotKeyValue { word: word.to_owned() });
            };
            let (key, value) = (key.trim(), value.trim());
            if key == "model" {
                model = match value {
                    "logistic" => Model::Logistic,
                    "normalized" => Model::Normalized,
                    _ => return Err(SprtError::Model { value: value.to_owned() }),
                };
                continue;
            }
            let number: f64 = value
                .parse()
                .ok()
                .filter(|v: &f64| v.is_finite())
                .ok_or_else(|| SprtError::NotANumber { key: key.to_owned(), value: value.to_owned() })?;
            match key {
                "elo0" | "elo1" if number.abs() > MAX_ELO => {
                    return Err(SprtError::EloOutOfRange { key: key.to_owned(), value: value.to_owned() });
                }
                "elo0" => elo0 = Some(number),
                "elo1" => elo1 = Some(number),
                "alpha" => alpha = number,
                "beta" => beta = number,
                other => return Err(SprtError::UnknownKey { key: other.to_owned() }),
            }
        }
        let (Some(elo0), Some(elo1)) = (elo0, elo1) else {
            return Err(SprtError::BoundsMissing);
        };
        if elo1 <= elo0 {
            return Err(SprtError::BoundsOrder { elo0, elo1 });
        }
        for (name, value) in [("alpha", alpha), ("beta", beta)] {
            if !(value > 0.0 && value < 1.0) {
                return Err(SprtError::RateRange { name, value });
            }
        }
        if alpha + beta >= 1.0 {
            return Err(SprtError::RatesSum { alpha, beta });
        }
        Ok(Sprt { elo0, elo1, alpha, beta, model })
    }

    /// The log-likelihood ratio of `wins`, `draws` and `losses`: the trinomial test (see the
    /// type's documentation).
    pub fn llr(&self, wins: u64, draws: u64, losses: u64) -> f64 {
        self.generalized(&[0.0, 0.5, 1.0], &[losses, draws, wins], 1.0)
    }

    /// The log-likelihood ratio of `counts` of the scores `scores` (a game's score, from 0 to 1,
    /// in increasing order), each count a unit of `games` games (1 for single games, 2 for
    /// pairs): see the type's documentation. No counts: 0.
    pub fn generalized(&self, scores: &[f64], counts: &[u64], games: f64) -> f64 {
        if counts.iter().all(|&c| c == 0) {
            return 0.0;
        }
        let weights: Vec<f64> = counts.iter().map(|&c| if c == 0 { EMPTY } else { c as f64 }).collect();
        let n: f64 = weights.iter().sum();
        let observed: Vec<f64> = weights.iter().map(|w| w / n).collect();
        let [p0, p1] = [self.elo0, self.elo1].map(|elo| match self.model {
            Model::Logistic => likeliest_of_mean(scores, &observed, score_of_elo(elo)),
            Model::Normalized => likeliest_of_t(scores, &observed, games.sqrt() * elo / NELO_PER_SIGMA),
        });
        n * (0..scores.len()).map(|i| observed[i] * (p1[i].ln() - p0[i].ln())).sum::<f64>()
    }

    /// The bounds of the LLR: (ln(β/(1 − α)), ln((1 − β)/α)).
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The decision of `wins`, `draws` and `losses`, or `None` while the LLR lies between the
    /// bounds.
    pub fn decide(&self, wins: u64, draws: u64, losses: u64) -> Option<Decision> {
        self.decision(self.llr(wins, draws, losses))
    }

    /// The decision of a log-likelihood ratio, or `None` while it lies between the bounds.
    pub fn decision(&self, llr: f64) -> Option<Decision> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Decision::AcceptH1)
        } else if llr <= lower {
            Some(Decision::AcceptH0)
        } else {
            None
        }
    }

    /// The test in words: `H0 a +0 Elo over b, H1 +50 (logistic Elo), α = 0.05, β = 0.05`, `a`
    /// and `b` the two bots' names as given.
    pub fn describe(&self, a: &str, b: &str) -> String {
        self.describe_in(a, b, &crate::words::Words::default())
    }

    /// The test in words as [`Sprt::describe`] says it, in the language of `words`.
    pub fn describe_in(&self, a: &str, b: &str, words: &crate::words::Words) -> String {
        use crate::words::text;
        let args = [
            ("a", text(a)),
            ("b", text(b)),
            ("elo0", text(signed(self.elo0))),
            ("elo1", text(signed(self.elo1))),
            ("model", text(self.model.as_str())),
            ("alpha", text(self.alpha.to_string())),
            ("beta", text(self.beta.to_string())),
        ];
        words.say("match-sprt-test", &args)
    }

    /// A decision in words, as a test's decision and what it means (never a claim of strength
    /// the test does not make), `a` and `b` the bots' names.
    pub fn verdict(&self, decision: Option<Decision>, a: &str, b: &str) -> String {
        self.verdict_in(decision, a, b, &crate::words::Words::default())
    }

    /// A decision in words as [`Sprt::verdict`] says it, in the language of `words`.
    pub fn verdict_in(&self, decision: Option<Decision>, a: &str, b: &str, words: &crate::words::Words) -> String {
        use crate::words::text;
        let percent = |x: f64| format!("{}%", (x * 1000.0).round() / 10.0);
        let (alpha, beta) = (self.alpha, self.beta);
        // The hypothesis accepted, its bound, the other's, and the error rate of accepting it.
        let (accepted, other, bound, against, error) = match decision {
            Some(Decision::AcceptH1) => ("H1", "H0", self.elo1, self.elo0, alpha),
            Some(Decision::AcceptH0) => ("H0", "H1", self.elo0, self.elo1, beta),
            None => return words.say("match-sprt-undecided", &[]),
        };
        let args = [
            ("accepted", text(accepted)),
            ("other", text(other)),
            ("alpha", text(alpha.to_string())),
            ("beta", text(beta.to_string())),
            ("a", text(a)),
            ("b", text(b)),
            ("bound", text(signed(bound))),
            ("against", text(signed(against))),
            ("model", text(self.model.as_str())),
            ("error", text(percent(error))),
        ];
        words.say("match-sprt-decided", &args)
    }
}

/// An Elo bound with its sign, as written: `+50`, `-10`, `+0`.
fn signed(elo: f64) -> String {
    if elo < 0.0 { format!("{elo}") } else { format!("+{}", elo + 0.0) }
}

/// The distribution of largest likelihood for the shares `observed` of `scores` whose mean
/// score is `s` (proposition 1.1): p_i = p̂_i/(1 + θ(a_i − s)), θ the root of
/// Σ p̂_i (a_i − s)/(1 + θ(a_i − s)), which falls from +∞ to −∞ between the poles
/// −1/(a_max − s) and −1/(a_min − s).
pub(crate) fn likeliest_of_mean(scores: &[f64], observed: &[f64], s: f64) -> Vec<f64> {
    let phi: Vec<f64> = scores.iter().map(|a| a - s).collect();
    let theta = root(observed, &phi).unwrap_or(0.0);
    observed.iter().zip(&phi).map(|(p, f)| p / (1.0 + theta * f)).collect()
}

/// The distribution of largest likelihood for the shares `observed` of `scores` whose mean μ
/// and standard deviation σ make (μ − ½)/σ = `t` (section 4.1): from the uniform distribution,
/// p_i = p̂_i/(1 + θφ_i) with φ_i = a_i − ½ − ½tσ(1 + ((a_i − μ)/σ)²), μ and σ those of the
/// last p, θ the root of Σ p̂_i φ_i/(1 + θφ_i), until p moves by less than 10⁻¹².
pub(crate) fn likeliest_of_t(scores: &[f64], observed: &[f64], t: f64) -> Vec<f64> {
    let mut p = vec![1.0 / scores.len() as f64; scores.len()];
    for _ in 0..10_000 {
        let mu: f64 = scores.iter().zip(&p).map(|(a, p)| a * p).sum();
        let sigma = scores.iter().zip(&p).map(|(a, p)| p * (a - mu).powi(2)).sum::<f64>().sqrt();
        let phi: Vec<f64> =
            scores.iter().map(|a| a - 0.5 - 0.5 * t * sigma * (1.0 + ((a - mu) / sigma).powi(2))).collect();
        // No root: no distribution near this one meets the hypothesis; keep the last.
        let Some(theta) = root(observed, &phi) else { break };
        let next: Vec<f64> = observed.iter().zip(&phi).map(|(o, f)| o / (1.0 + theta * f)).collect();
        let moved = next.iter().zip(&p).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
        p = next;
        if moved < 1e-12 {
            break;
        }
    }
    p
}

/// The root θ of Σ p̂_i φ_i/(1 + θφ_i), by bisection between its poles −1/max φ and −1/min φ
/// (the sum falls from +∞ to −∞ between them), or `None` when φ does not take both signs.
fn root(observed: &[f64], phi: &[f64]) -> Option<f64> {
    let (low_phi, high_phi) = phi.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &f| (l.min(f), h.max(f)));
    if !(low_phi < 0.0 && high_phi > 0.0) {
        return None;
    }
    let f = |theta: f64| -> f64 { observed.iter().zip(phi).map(|(p, f)| p * f / (1.0 + theta * f)).sum() };
    let (mut low, mut high) = (-1.0 / high_phi, -1.0 / low_phi);
    for _ in 0..200 {
        let mid = low / 2.0 + high / 2.0;
        if mid <= low || mid >= high {
            break;
        }
        if f(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    Some(low / 2.0 + high / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() < tolerance
    }

    fn test(elo0: f64, elo1: f64, model: Model) -> Sprt {
        Sprt { elo0, elo1, alpha: 0.05, beta: 0.05, model }
    }

    /// Issue 35's figures: the exact test of current fastchess and fishtest, not the normal
    /// approximation (3.55 and −3.00 there).
    #[test]
    fn the_llr_is_the_exact_generalized_one() {
        let sprt = test(0.0, 50.0, Model::Logistic);
        assert!(close(sprt.llr(10, 0, 1), 1.1818, 1e-4), "{}", sprt.llr(10, 0, 1));
        assert!(close(sprt.llr(3, 0, 14), -1.7586, 1e-4), "{}", sprt.llr(3, 0, 14));
        assert_eq!(sprt.decide(10, 0, 1), None);
        assert_eq!(sprt.decide(3, 0, 14), None);
        assert_eq!(sprt.llr(0, 0, 0), 0.0);
        // Straight wins: the 23rd game decides (3.07 ≥ 2.94), the 22nd not.
        assert_eq!(sprt.decide(22, 0, 0), None);
        assert_eq!(sprt.decide(23, 0, 0), Some(Decision::AcceptH1));
        let (lower, upper) = sprt.bounds();
        assert!(close(lower, -2.944_438_979, 1e-9) && close(upper, 2.944_438_979, 1e-9));
    }

    /// The figures of fastchess's own tests (app/tests/sprt_test.cpp, "logistic trinomial 1"
    /// and "2", "normalized trinomial 1" and "2"), to its two decimals; its `Stats(w, l, d)`.
    #[test]
    fn the_llr_matches_fastchess() {
        for (w, l, d, elo0, elo1, model, expected) in [
            (21404, 21184, 40708, 0.5, 2.5, Model::Logistic, -1.57),
            (57433, 57030, 106593, 0.0, 2.0, Model::Logistic, -2.59),
            (36433, 36027, 68692, 0.0, 2.0, Model::Normalized, 0.92),
            (10871, 10650, 20431, -1.75, 0.25, Model::Normalized, 2.30),
        ] {
            let llr = test(elo0, elo1, model).llr(w, d, l);
            assert!(close(llr, expected, 0.006), "{w} {l} {d}: {llr}");
        }
    }

    /// Under H0's own likeliest distribution the LLR can only favour H0: with the observed
    /// shares already meeting H0, the LLR is at most 0, in both models.
    #[test]
    fn results_that_meet_h0_never_favour_h1() {
        for model in [Model::Logistic, Model::Normalized] {
            let llr = test(0.0, 5.0, model).llr(0, 16_700, 0);
            assert!(llr < 0.0, "{model:?}: {llr}");
            let llr = test(0.0, 5.0, model).llr(30, 40, 30);
            assert!(llr < 0.0, "{model:?}: {llr}");
        }
    }

    #[test]
    fn sprt_words_are_checked() {
        let s = Sprt::from_words(&["alpha=0.1", "elo1=5", "elo0=-5", "beta=0.2"]).unwrap();
        assert_eq!(s, Sprt { elo0: -5.0, elo1: 5.0, alpha: 0.1, beta: 0.2, model: Model::Logistic });
        let s = Sprt::from_words(&["elo0=0", "elo1=2", "model=normalized"]).unwrap();
        assert_eq!(s.model, Model::Normalized);
        let error = |words: &[&str]| Sprt::from_words(words).unwrap_err().to_string();
        assert_eq!(error(&["elo0=0"]), "both elo0=A and elo1=B are needed, such as `--sprt elo0=0 elo1=10`");
        assert_eq!(error(&["elo0=5", "elo1=0"]), "elo1 (0) must be above elo0 (5)");
        assert!(error(&["elo0=0", "elo1=5", "gamma=1"]).starts_with("unknown key `gamma`"));
        assert_eq!(error(&["elo0=x", "elo1=5"]), "elo0: expected a finite number, found `x`");
        assert_eq!(error(&["elo0=inf", "elo1=5"]), "elo0: expected a finite number, found `inf`");
        assert_eq!(
            error(&["elo0=-1e308", "elo1=5"]),
            "elo0: -1e308 Elo is out of range: a bound lies between -1000 and 1000 Elo"
        );
        assert_eq!(
            error(&["elo0=0", "elo1=5", "alpha=0"]),
            "alpha (0) must lie strictly between 0 and 1, such as alpha=0.05"
        );
        assert_eq!(
            error(&["elo0=0", "elo1=5", "beta=1"]),
            "beta (1) must lie strictly between 0 and 1, such as beta=0.05"
        );
        assert_eq!(
            error(&["elo0=0", "elo1=5", "alpha=0.5", "beta=0.5"]),
            "alpha (0.5) and beta (0.5) must sum to less than 1"
        );
        assert_eq!(
            error(&["elo0=0", "elo1=5", "model=bayes"]),
            "model: expected logistic or normalized, found `bayes`"
        );
    }

    #[test]
    fn a_decision_is_worded_as_a_tests() {
        let sprt = test(0.0, 50.0, Model::Logistic);
        assert_eq!(sprt.describe("new", "old"), "H0 new +0 Elo over old, H1 +50 (logistic Elo), α = 0.05, β = 0.05");
        let h1 = sprt.verdict(Some(Decision::AcceptH1), "new", "old");
        assert!(
            h1.starts_with(
                "H1 accepted at α = 0.05, β = 0.05: the results favour H1 (new +50 logistic Elo over old) over H0 (+0)"
            ),
            "{h1}"
        );
        assert!(h1.contains("accepts H1 in at most 5% of matches"), "{h1}");
        let h0 = Sprt { beta: 0.1, ..sprt }.verdict(Some(Decision::AcceptH0), "new", "old");
        assert!(
            h0.contains("H0 (new +0 logistic Elo over old) over H1 (+50)") && h0.contains("at most 10% of"),
            "{h0}"
        );
        for text in [&h1, &h0] {
            assert!(!text.contains("stronger") && !text.contains("at least"), "{text}");
        }
    }
}
