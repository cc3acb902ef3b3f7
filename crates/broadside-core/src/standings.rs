//! Standings: games, wins, losses, draws, forfeits and score per bot and per pair, and the Elo
//! difference with its 95% interval, as chess-engine testers (cutechess-cli, fastchess) compute
//! them. The sequential test that stops a match is [`crate::sprt`]'s.
//!
//! A game counts from its verdict (docs/format.md §4): a win is 1 point, a draw ½, a loss 0. An
//! unfinished game (the log ends, or a match's move limit ended it, with both fleets afloat and
//! no foul) is counted apart and scores ½ each, as a draw does, in Elo too (docs/protocol.md
//! "Standings"). A double forfeit scores nothing for either (0-0, as chess scores it;
//! docs/protocol.md "Standings"): it is counted apart, each player is charged its forfeit, and Elo
//! leaves it out.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use serde::ser::SerializeMap;

use crate::names::{NameIndex, eq_ignore_case};
use crate::verdict::{Code, Outcome, Reason, Severity, Verdict};

/// The 97.5% quantile of the standard normal distribution: a 95% interval is ± this many
/// standard deviations.
pub(crate) const Z_975: f64 = 1.959_963_984_540_054;

/// One side's results over some games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Games played (unfinished ones included).
    pub games: u64,
    /// Games won.
    pub wins: u64,
    /// Games lost (by a destroyed fleet or a forfeit).
    pub losses: u64,
    /// Games drawn: both fleets fell in one simultaneous salvo round.
    pub draws: u64,
    /// Games that ended with both fleets afloat and no foul: the log stopped, or a match's move
    /// limit ended the game. ½ point each, as a draw.
    pub unfinished: u64,
    /// Games both players forfeited: no point for either, and left out of Elo.
    pub double_forfeits: u64,
    /// Games forfeited, by the code of the foul that decided them (`timeout`, `crashed`,
    /// `wrong_fleet`, ...; `resigned` for a resignation).
    pub forfeits: BTreeMap<String, u64>,
}

impl Tally {
    /// Points: a win 1, a draw or an unfinished game ½, a loss or a double forfeit 0.
    pub fn score(&self) -> f64 {
        self.wins as f64 + (self.draws + self.unfinished) as f64 / 2.0
    }

    /// Wins, draws (unfinished games counted as draws: ½ each) and losses: what Elo and the
    /// sequential probability ratio test count. Double forfeits are left out.
    pub fn wdl(&self) -> (u64, u64, u64) {
        (self.wins, self.draws + self.unfinished, self.losses)
    }

    /// The Elo difference these results show against the opponents faced.
    pub fn elo(&self) -> Elo {
        let (wins, draws, losses) = self.wdl();
        Elo::from_results(wins, draws, losses)
    }
}

/// A forfeit's code as kept: the index of a foul's [`Code`] in [`Code::ALL`], or [`RESIGNED`],
/// or [`FORFEIT`].
type ForfeitCode = u8;
/// A resignation.
const RESIGNED: ForfeitCode = Code::ALL.len() as u8;
/// A forfeit that no foul of the player's explains.
const FORFEIT: ForfeitCode = RESIGNED + 1;

/// The code as the standings write it: `timeout`, `resigned`, `forfeit`, ...
fn forfeit_name(code: ForfeitCode) -> &'static str {
    match code {
        RESIGNED => "resigned",
        FORFEIT => "forfeit",
        i => Code::ALL[usize::from(i)].as_str(),
    }
}

/// Forfeits by code, sorted by code (so that equal counts compare equal).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Forfeits(Box<[(ForfeitCode, u64)]>);

impl Forfeits {
    fn add(&mut self, code: ForfeitCode, n: u64) {
        match self.0.binary_search_by_key(&code, |&(c, _)| c) {
            Ok(i) => self.0[i].1 += n,
            Err(i) => {
                let mut codes = std::mem::take(&mut self.0).into_vec();
                codes.insert(i, (code, n));
                self.0 = codes.into_boxed_slice();
            }
        }
    }

    fn merge(&mut self, other: &Forfeits) {
        for &(code, n) in other.0.iter() {
            self.add(code, n);
        }
    }

    /// As a [`Tally`] writes them (none for `None`).
    fn named(forfeits: Option<&Forfeits>) -> BTreeMap<String, u64> {
        forfeits.map_or_else(BTreeMap::new, |f| f.0.iter().map(|&(c, n)| (forfeit_name(c).to_owned(), n)).collect())
    }
}

/// One side's results as the standings keep them: [`Tally`]'s counts, its games the sum of the
/// five (every game adds one to one of them). Its forfeits are kept apart, by the few sides that
/// forfeited: a batch may name a new player every game (issue 39: 400,000 players in 200,000
/// games), and this is what each of them costs, with its name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    wins: u64,
    losses: u64,
    draws: u64,
    unfinished: u64,
    double_forfeits: u64,
}

impl Counts {
    fn merge(&mut self, other: &Counts) {
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.double_forfeits += other.double_forfeits;
    }

    /// The other side's counts: wins and losses swapped.
    fn mirrored(self) -> Counts {
        Counts { wins: self.losses, losses: self.wins, ..self }
    }

    /// As the standings give it, with `forfeits`.
    fn tally(self, forfeits: Option<&Forfeits>) -> Tally {
        Tally {
            games: self.wins + self.losses + self.draws + self.unfinished + self.double_forfeits,
            wins: self.wins,
            losses: self.losses,
            draws: self.draws,
            unfinished: self.unfinished,
            double_forfeits: self.double_forfeits,
            forfeits: Forfeits::named(forfeits),
        }
    }
}

/// An Elo difference and its 95% interval, from a score and its variance as cutechess-cli's
/// `Elo` class computes them: with W, D, L the win, draw and loss counts of N games, the score
/// μ = (W + D/2)/N; the variance per game σ² = (W(1−μ)² + D(½−μ)² + Lμ²)/N; the interval of μ is
/// μ ± 1.96·σ/√N; each end becomes Elo by d(s) = −400·log10(1/s − 1), and the margin is half the
/// width of the interval in Elo.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Elo {
    /// The Elo difference of the score, or null when the score is 0 or 1 (infinite) or no game
    /// counted. Written to 0.1 Elo.
    #[serde(serialize_with = "tenths")]
    pub diff: Option<f64>,
    /// Half the width of the 95% interval, in Elo, or null when it is infinite or undefined.
    /// Written to 0.1 Elo.
    #[serde(serialize_with = "tenths")]
    pub margin: Option<f64>,
    /// The likelihood of superiority: the chance, from wins and losses alone, that this side is
    /// the stronger (½(1 + erf((W − L)/√(2(W + L))))), or null without wins or losses. Written
    /// to 0.001.
    #[serde(serialize_with = "thousandths")]
    pub los: Option<f64>,
}

impl Elo {
    /// The Elo figures of `wins`, `draws` and `losses`.
    pub fn from_results(wins: u64, draws: u64, losses: u64) -> Elo {
        let (w, d, l) = (wins as f64, draws as f64, losses as f64);
        let n = w + d + l;
        let los = (w + l > 0.0).then(|| 0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt())));
        if n == 0.0 {
            return Elo { diff: None, margin: None, los };
        }
        let mu = (w + d / 2.0) / n;
        let variance = (w * (1.0 - mu).powi(2) + d * (0.5 - mu).powi(2) + l * mu.powi(2)) / n;
        let stdev = (variance / n).sqrt();
        let finite = |x: f64| x.is_finite().then_some(x);
        let margin = (elo_of_score(mu + Z_975 * stdev) - elo_of_score(mu - Z_975 * stdev)) / 2.0;
        Elo { diff: finite(elo_of_score(mu)), margin: finite(margin), los }
    }

    /// The normalized Elo figures of `wins`, `draws` and `losses`, as fastchess's `EloWDL`
    /// computes its nElo: (μ − ½)/σ·800/ln 10 with μ and σ² those of [`Elo::from_results`], the
    /// margin that of the interval μ ± 1.96·σ/√N on the same scale; the likelihood of
    /// superiority as in the logistic figures. No spread (every game alike): no figure.
    pub fn normalized_from_results(wins: u64, draws: u64, losses: u64) -> Elo {
        let (w, d, l) = (wins as f64, draws as f64, losses as f64);
        let n = w + d + l;
        let los = Elo::from_results(wins, draws, losses).los;
        if n == 0.0 {
            return Elo { diff: None, margin: None, los };
        }
        let mu = (w + d / 2.0) / n;
        let variance = (w * (1.0 - mu).powi(2) + d * (0.5 - mu).powi(2) + l * mu.powi(2)) / n;
        Elo::normalized(mu, variance.sqrt(), variance.sqrt(), n, los)
    }

    /// Normalized Elo of a mean score `mu` a game over `n` units (games or pairs) of standard
    /// deviation `unit` (in score a game), σ a game's standard deviation: (μ − ½)/σ·800/ln 10,
    /// the margin 1.96·unit/√n/σ·800/ln 10; no figure where σ is 0.
    pub(crate) fn normalized(mu: f64, unit: f64, sigma: f64, n: f64, los: Option<f64>) -> Elo {
        let finite = |x: f64| x.is_finite().then_some(x);
        let (diff, margin) = if sigma > 0.0 {
            (finite((mu - 0.5) / sigma * NELO_PER_SIGMA), finite(Z_975 * unit / n.sqrt() / sigma * NELO_PER_SIGMA))
        } else {
            (None, None)
        };
        Elo { diff, margin, los }
    }

    /// The figures as the summary's JSON writes them (the difference and margin to 0.1 Elo, the
    /// likelihood to 0.001), so that a page shows what the JSON says.
    pub fn as_written(&self) -> Elo {
        Elo { diff: self.diff.map(to_tenths), margin: self.margin.map(to_tenths), los: self.los.map(to_thousandths) }
    }
}

/// Normalized Elo per standard deviation of the score: 800/ln 10 (fastchess, fishtest).
pub(crate) const NELO_PER_SIGMA: f64 = 800.0 / std::f64::consts::LN_10;

/// Writes an optional figure rounded to 0.1, so that a table reads and diffs well.
fn tenths<S: serde::Serializer>(x: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    x.map(to_tenths).serialize(s)
}

/// `x` rounded to 0.1 (never -0).
fn to_tenths(x: f64) -> f64 {
    (x * 10.0).round() / 10.0 + 0.0
}

/// `x` rounded to 0.001.
fn to_thousandths(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Writes an optional figure rounded to 0.001.
fn thousandths<S: serde::Serializer>(x: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    x.map(to_thousandths).serialize(s)
}

/// The Elo difference of an expected score `s` (0 to 1) under the logistic model:
/// −400·log10(1/s − 1). Infinite or NaN outside (0, 1).
pub fn elo_of_score(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The expected score of an Elo difference under the logistic model: 1/(1 + 10^(−elo/400)).
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The error function, by Abramowitz and Stegun 7.1.26 (absolute error under 1.5·10⁻⁷), enough
/// for a likelihood of superiority shown to a few digits.
pub(crate) fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly =
        t * (0.254_829_592 + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x < 0.0 { -y } else { y }
}

/// The numbers of a pair's two players, the first seen first.
type PairKey = (u32, u32);

/// Maps found by a hash: a batch may hold a new player and a new pair every game.
type Hashed<K, V> = HashMap<K, V, foldhash::fast::RandomState>;

/// The standings of a match or of a batch of records: per player and per pair, players in the
/// order they were first seen (a match names its bots up front, in `--bot` order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standings {
    names: NameIndex,
    /// By player number.
    players: Vec<Counts>,
    /// The forfeits of the players who forfeited, by number.
    forfeits: Hashed<u32, Forfeits>,
    /// Each pair's results from its first player's side; written in the order of their keys.
    pairs: Hashed<PairKey, Counts>,
    /// The forfeits in each pair, by pair and side (0 its first player, 1 its second).
    pair_forfeits: Hashed<(PairKey, u8), Forfeits>,
}

impl Standings {
    /// Standings that list `names` first, in this order, even before they play.
    pub fn with_players<S: AsRef<str>>(names: &[S]) -> Standings {
        let mut standings = Standings::default();
        for name in names {
            standings.index(name.as_ref());
        }
        standings
    }

    fn index(&mut self, name: &str) -> usize {
        // Names are compared ignoring case (docs/format.md §2): `Ann` in one record is `ann` in
        // another.
        let i = self.names.index(name);
        if i == self.players.len() {
            self.players.push(Counts::default());
        }
        i
    }

    /// The key of the pair of players `a` and `b` (`a` < `b`).
    fn key(a: usize, b: usize) -> PairKey {
        // A player's number fits: four billion players would not fit in memory.
        (number(a), number(b))
    }

    /// Counts one game from its verdict.
    pub fn add(&mut self, verdict: &Verdict) {
        let sides = [0, 1].map(|side| self.index(&verdict.players[side]));
        let mut counts = [Counts::default(); 2];
        let mut forfeits = [Forfeits::default(), Forfeits::default()];
        match verdict.outcome {
            Outcome::Win => {
                let won = usize::from(verdict.winner.as_deref() != Some(verdict.players[0].as_str()));
                counts[won].wins = 1;
                counts[1 - won].losses = 1;
                if verdict.reason == Some(Reason::Resigned) {
                    forfeits[1 - won].add(RESIGNED, 1);
                }
            }
            Outcome::Draw => counts.iter_mut().for_each(|t| t.draws = 1),
            Outcome::DoubleForfeit => counts.iter_mut().for_each(|t| t.double_forfeits = 1),
            Outcome::Unfinished => counts.iter_mut().for_each(|t| t.unfinished = 1),
        }
        for (side, forfeit) in forfeits.iter_mut().enumerate() {
            let name = &verdict.players[side];
            if !verdict.forfeiting_players.contains(name) {
                continue;
            }
            // The first foul listed of a player is the one that decided its forfeit (docs/format.md
            // §3 "The outcome").
            let code = verdict
                .violations
                .iter()
                .find(|v| v.severity == Severity::Foul && eq_ignore_case(&v.player, name))
                .map_or(FORFEIT, |v| code_of(v.code));
            forfeit.add(code, 1);
        }
        for side in 0..2 {
            self.players[sides[side]].merge(&counts[side]);
            if !forfeits[side].0.is_empty() {
                self.forfeits.entry(number(sides[side])).or_default().merge(&forfeits[side]);
            }
        }
        if sides[0] == sides[1] {
            return;
        }
        let (lo, hi) = if sides[0] < sides[1] { (0, 1) } else { (1, 0) };
        let key = Self::key(sides[lo], sides[hi]);
        self.pairs.entry(key).or_default().merge(&counts[lo]);
        for (side, of) in [(0, lo), (1, hi)] {
            if !forfeits[of].0.is_empty() {
                self.pair_forfeits.entry((key, side)).or_default().merge(&forfeits[of]);
            }
        }
    }

    /// Adds `later`'s games (players it saw first that this has not seen come after this one's).
    pub fn merge(&mut self, later: &Standings) {
        let map: Vec<usize> = later.names.names().map(|n| self.index(n)).collect();
        for (i, counts) in later.players.iter().enumerate() {
            self.players[map[i]].merge(counts);
        }
        for (&i, forfeits) in &later.forfeits {
            self.forfeits.entry(number(map[i as usize])).or_default().merge(forfeits);
        }
        // A pair of `later`'s whose players this numbers the other way round: sides swapped.
        let ours = |(a, b): PairKey| {
            let (x, y) = (map[a as usize], map[b as usize]);
            if x < y { (Self::key(x, y), false) } else { (Self::key(y, x), true) }
        };
        for (&key, counts) in &later.pairs {
            let (key, swapped) = ours(key);
            self.pairs.entry(key).or_default().merge(&if swapped { counts.mirrored() } else { *counts });
        }
        for (&(key, side), forfeits) in &later.pair_forfeits {
            let (key, swapped) = ours(key);
            let side = if swapped { 1 - side } else { side };
            self.pair_forfeits.entry((key, side)).or_default().merge(forfeits);
        }
    }

    /// The players, in the order first seen.
    pub fn names(&self) -> impl ExactSizeIterator<Item = &str> + Clone {
        self.names.names()
    }

    /// The player numbered `i` (in the order first seen).
    ///
    /// # Panics
    /// When no player has that number.
    pub fn name(&self, i: usize) -> &str {
        self.names.name(i)
    }

    /// A player's results over all its games, or `None` for a name never seen.
    pub fn player(&self, name: &str) -> Option<Tally> {
        self.names.get(name).map(|i| self.tally(i))
    }

    /// Each player's wins, players in the order first seen.
    pub fn wins(&self) -> impl Iterator<Item = (&str, u64)> {
        self.names().zip(&self.players).map(|(name, counts)| (name, counts.wins))
    }

    /// The results of the player numbered `i`.
    fn tally(&self, i: usize) -> Tally {
        self.players[i].tally(self.forfeits.get(&number(i)))
    }

    /// The results in the pair `key` of its first player (`side` 0) or its second (1).
    fn pair_tally(&self, key: PairKey, side: u8) -> Option<Tally> {
        let counts = self.pairs.get(&key)?;
        let counts = if side == 0 { *counts } else { counts.mirrored() };
        Some(counts.tally(self.pair_forfeits.get(&(key, side))))
    }

    /// The results of `a` against `b`, from `a`'s side (its wins, its forfeits), or `None` when
    /// they never met.
    pub fn pair(&self, a: &str, b: &str) -> Option<Tally> {
        let i = self.names.get(a)?;
        let j = self.names.get(b)?;
        if i < j { self.pair_tally(Self::key(i, j), 0) } else { self.pair_tally(Self::key(j, i), 1) }
    }

    /// The pairs that met, in the order of their players' numbers (the first's, then the
    /// second's).
    fn sorted_pairs(&self) -> Vec<PairKey> {
        let mut pairs: Vec<PairKey> = self.pairs.keys().copied().collect();
        pairs.sort_unstable();
        pairs
    }

    /// The standings as the JSON of `--standings` and `--summary`:
    /// `{"players": [{"name", "games", "wins", "losses", "draws", "unfinished",
    /// "double_forfeits", "forfeits", "score", "elo"}], "pairs": [{"players": [a, b], ...a's
    /// results..., "forfeits": {a: {...}, b: {...}}}]}`.
    pub fn table(&self) -> Table<'_> {
        Table { standings: self, pairs: self.sorted_pairs() }
    }
}

/// A player's number as the standings' maps keep it.
fn number(i: usize) -> u32 {
    u32::try_from(i).expect("fewer than four billion players")
}

/// The standings as written (see [`Standings::table`]). Its rows are made one at a time as they
/// are read or written, never held all at once: a batch may have 400,000 players.
#[derive(Clone, Debug)]
pub struct Table<'s> {
    standings: &'s Standings,
    /// The pairs in the order written.
    pairs: Vec<PairKey>,
}

impl<'s> Table<'s> {
    /// One row per player, in the order first seen.
    pub fn players(&self) -> impl ExactSizeIterator<Item = PlayerRow<'s>> + '_ {
        let standings = self.standings;
        standings.names().enumerate().map(|(i, name)| {
            let tally = standings.tally(i);
            PlayerRow { name, score: tally.score(), elo: tally.elo(), tally }
        })
    }

    /// One row per pair that met, from the first player's side.
    pub fn pairs(&self) -> impl ExactSizeIterator<Item = PairRow<'s>> + '_ {
        let standings = self.standings;
        self.pairs.iter().map(move |&key| {
            let first = standings.pair_tally(key, 0).expect("a pair that met");
            let second = Forfeits::named(standings.pair_forfeits.get(&(key, 1)));
            let [a, b] = [key.0, key.1].map(|i| standings.name(i as usize));
            PairRow {
                players: [a, b],
                games: first.games,
                wins: first.wins,
                losses: first.losses,
                draws: first.draws,
                unfinished: first.unfinished,
                double_forfeits: first.double_forfeits,
                score: first.score(),
                elo: first.elo(),
                forfeits: BTreeMap::from([(a, first.forfeits), (b, second)]),
            }
        })
    }
}

/// `{"players": [...], "pairs": [...]}`, each row written as it is made.
impl Serialize for Table<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        /// Rows written one at a time.
        struct Rows<F>(F);
        impl<F: Fn() -> I, I: Iterator<Item = R>, R: Serialize> Serialize for Rows<F> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq((self.0)())
            }
        }
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("players", &Rows(|| self.players()))?;
        map.serialize_entry("pairs", &Rows(|| self.pairs()))?;
        map.end()
    }
}

/// The [`Code`] of a foul, as a forfeit's code is kept.
fn code_of(code: Code) -> ForfeitCode {
    Code::ALL.iter().position(|&c| c == code).expect("every code is listed") as ForfeitCode
}

/// One player's row.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerRow<'s> {
    /// The player's name.
    pub name: &'s str,
    /// Its results.
    #[serde(flatten)]
    pub tally: Tally,
    /// Its points.
    pub score: f64,
    /// Its Elo difference against the opponents it faced.
    pub elo: Elo,
}

/// One pair's row, from the first player's side.
#[derive(Clone, Debug, Serialize)]
pub struct PairRow<'s> {
    /// The two players.
    pub players: [&'s str; 2],
    /// Games between them.
    pub games: u64,
    /// The first player's wins.
    pub wins: u64,
    /// The first player's losses.
    pub losses: u64,
    /// Draws.
    pub draws: u64,
    /// Unfinished games.
    pub unfinished: u64,
    /// Games both forfeited.
    pub double_forfeits: u64,
    /// Each player's forfeits, by code.
    pub forfeits: BTreeMap<&'s str, BTreeMap<String, u64>>,
    /// The first player's points.
    pub score: f64,
    /// The first player's Elo difference against the second.
    pub elo: Elo,
}

/// The standings in words for standard error: one line per player, then one per pair; `unfin`
/// counts unfinished games, `0-0` double forfeits.
pub fn describe(standings: &Standings) -> String {
    describe_in(standings, &crate::words::Words::default())
}

/// The standings as [`describe`] writes them, in the language of `words` (the catalogs'
/// `match-standings-*` messages).
pub fn describe_in(standings: &Standings, words: &crate::words::Words) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    // Names are printed on a terminal: through the one function that makes input safe to print.
    let names: Vec<std::borrow::Cow<'_, str>> = standings.names().map(crate::error::escape).collect();
    let width = names.iter().map(|n| n.len()).max().unwrap_or(0).max(4);
    let bot = words.say("match-standings-bot", &[]);
    let width = width.max(bot.chars().count());
    // The columns' headings are one message, spaced by its translator to stand over the columns.
    let _ = writeln!(
        out,
        "{}",
        words.say("match-standings-header", &[("bot", crate::words::text(format!("{bot:width$}")))])
    );
    let row = |out: &mut String, name: &str, t: &Tally| {
        let elo = t.elo();
        let forfeits: Vec<String> = t.forfeits.iter().map(|(c, n)| format!("{c} {n}")).collect();
        let _ = writeln!(
            out,
            "{name:width$}  {:5}  {:5}  {:5}  {:5}  {:5}  {:5}  {:5.1}  {:>15}  {}",
            t.games,
            t.wins,
            t.losses,
            t.draws,
            t.unfinished,
            t.double_forfeits,
            t.score(),
            elo_in(&elo, words),
            if forfeits.is_empty() { "-".to_owned() } else { forfeits.join(", ") }
        );
    };
    for (i, name) in names.iter().enumerate() {
        row(&mut out, name, &standings.tally(i));
    }
    for key in standings.sorted_pairs() {
        let (a, b) = (key.0 as usize, key.1 as usize);
        let pair = [("a", crate::words::text(&*names[a])), ("b", crate::words::text(&*names[b]))];
        let _ = writeln!(out, "{}", words.say("match-standings-pair", &pair));
        row(&mut out, &format!("  {}", names[a]), &standings.pair_tally(key, 0).expect("a pair that met"));
    }
    out
}

/// An Elo difference in words (as `describe`, the reports and the batch page write it):
/// `+35.2 ± 20.1`; `+35.2 (interval unbounded)` where an end of the 95% interval is infinite;
/// `+inf (every game won)` or `-inf (every game lost)` where the score is 1 or 0; `-` where no
/// game counts (or, in normalized Elo, every game is alike).
pub fn elo_text(elo: &Elo) -> String {
    elo_in(elo, &crate::words::Words::default())
}

/// An Elo difference in words as [`elo_text`] says it in English, in the language of `words`.
pub fn elo_in(elo: &Elo, words: &crate::words::Words) -> String {
    let say = |id: &str, value: String| words.say(id, &[("elo", crate::words::text(value))]);
    match (elo.diff, elo.margin) {
        (Some(d), Some(m)) => format!("{:+.1} ± {m:.1}", d + 0.0),
        (Some(d), None) => say("elo-unbounded", format!("{:+.1}", d + 0.0)),
        (None, _) => match elo.los {
            Some(los) if los > 0.5 => say("elo-all-won", "+inf".into()),
            Some(_) => say("elo-all-lost", "-inf".into()),
            None => "-".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, RulesSpec};
    use crate::verdict::{Code, Violation};

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() < tolerance
    }

    #[test]
    fn elo_of_a_known_score() {
        // 60 wins, 20 draws, 20 losses: μ = 0.7; σ² = (60·0.09 + 20·0.04 + 20·0.49)/100 = 0.16;
        // σ/√N = 0.04; interval 0.7 ± 0.0784 → d(0.7784) − d(0.6216) over 2.
        let elo = Elo::from_results(60, 20, 20);
        assert!(close(elo.diff.unwrap(), 147.19, 0.01), "{elo:?}");
        let expected = (elo_of_score(0.7 + Z_975 * 0.04) - elo_of_score(0.7 - Z_975 * 0.04)) / 2.0;
        assert!(close(elo.margin.unwrap(), expected, 1e-9));
        assert!(close(elo.margin.unwrap(), 66.0, 0.5), "{elo:?}");
        // LOS: ½(1 + erf(40/√160)) = Φ(40/√80).
        assert!(close(elo.los.unwrap(), 0.999_992, 1e-5), "{elo:?}");
    }

    #[test]
    fn an_unbounded_elo_is_said_in_words() {
        assert_eq!(elo_text(&Elo::from_results(3, 0, 0)), "+inf (every game won)");
        assert_eq!(elo_text(&Elo::from_results(0, 0, 2)), "-inf (every game lost)");
        assert_eq!(elo_text(&Elo::from_results(0, 0, 0)), "-");
        // One loss in 20: the interval's upper end is a score above 1.
        let elo = Elo::from_results(19, 0, 1);
        assert_eq!(elo.margin, None, "{elo:?}");
        assert_eq!(elo_text(&elo), "+511.5 (interval unbounded)");
        assert_eq!(elo_text(&Elo::from_results(6, 2, 2)), "+147.2 ± 268.7");
    }

    #[test]
    fn even_results_are_zero_elo_and_extremes_are_infinite() {
        let even = Elo::from_results(10, 5, 10);
        assert!(close(even.diff.unwrap(), 0.0, 1e-9));
        assert!(close(even.los.unwrap(), 0.5, 1e-9));
        let all = Elo::from_results(10, 0, 0);
        assert_eq!(all.diff, None);
        assert_eq!(Elo::from_results(0, 0, 0), Elo { diff: None, margin: None, los: None });
    }

    #[test]
    fn elo_and_score_are_inverse() {
        for elo in [-400.0, -35.0, 0.0, 10.0, 191.0] {
            assert!(close(elo_of_score(score_of_elo(elo)), elo, 1e-9));
        }
        assert!(close(score_of_elo(400.0), 10.0 / 11.0, 1e-12));
    }

    fn verdict(players: [&str; 2], outcome: Outcome, winner: Option<&str>, forfeit: Option<(&str, &str)>) -> Verdict {
        let violations = forfeit
            .map(|(player, code)| {
                let code = *Code::ALL.iter().find(|c| c.as_str() == code).unwrap();
                Violation::new(code, player, Some(3), Vec::new(), crate::verdict::Facts::Forfeit)
            })
            .into_iter()
            .collect();
        Verdict {
            rules: RulesSpec::Preset(Preset::Classic),
            players: players.map(String::from),
            meta: None,
            outcome,
            winner: winner.map(String::from),
            forfeiting_players: forfeit.map(|(p, _)| vec![p.to_owned()]).unwrap_or_default(),
            reason: match (outcome, forfeit) {
                (Outcome::Win, Some(_)) => Some(Reason::Forfeit),
                (Outcome::Win, None) => Some(Reason::FleetDestroyed),
                _ => None,
            },
            decided_at: None,
            violations,
            stats: Default::default(),
            letters: Default::default(),
            moves: Default::default(),
        }
    }

    #[test]
    fn names_equal_ignoring_case_are_one_player() {
        let mut s = Standings::default();
        s.add(&verdict(["Ann", "ΣΣ"], Outcome::Win, Some("Ann"), None));
        s.add(&verdict(["σσ", "ann"], Outcome::Win, Some("σσ"), Some(("ann", "timeout"))));
        assert_eq!(s.names().collect::<Vec<_>>(), ["Ann", "ΣΣ"]);
        let ann = s.player("ANN").unwrap();
        assert_eq!((ann.games, ann.wins, ann.losses), (2, 1, 1));
        assert_eq!(ann.forfeits, BTreeMap::from([("timeout".to_owned(), 1)]));
        let pair = s.pair("ann", "σσ").unwrap();
        assert_eq!((pair.games, pair.wins, pair.losses), (2, 1, 1));
    }

    #[test]
    fn standings_count_players_and_pairs() {
        let mut s = Standings::with_players(&["new", "old"]);
        s.add(&verdict(["old", "new"], Outcome::Win, Some("new"), None));
        s.add(&verdict(["new", "old"], Outcome::Win, Some("new"), Some(("old", "false_report"))));
        s.add(&verdict(["new", "old"], Outcome::Draw, None, None));
        s.add(&verdict(["old", "new"], Outcome::Win, Some("old"), Some(("new", "overlap"))));
        let new = s.player("new").unwrap();
        assert_eq!((new.games, new.wins, new.losses, new.draws), (4, 2, 1, 1));
        assert_eq!(new.score(), 2.5);
        assert_eq!(new.forfeits, BTreeMap::from([("overlap".to_owned(), 1)]));
        let pair = s.pair("old", "new").unwrap();
        assert_eq!((pair.wins, pair.losses, pair.draws), (1, 2, 1));
        assert_eq!(pair.forfeits, BTreeMap::from([("false_report".to_owned(), 1)]));
        // Merging two halves gives the whole, whatever order each half saw the names in.
        let mut first = Standings::default();
        first.add(&verdict(["old", "new"], Outcome::Win, Some("new"), None));
        first.add(&verdict(["new", "old"], Outcome::Win, Some("new"), Some(("old", "false_report"))));
        let mut second = Standings::default();
        second.add(&verdict(["new", "old"], Outcome::Draw, None, None));
        second.add(&verdict(["old", "new"], Outcome::Win, Some("old"), Some(("new", "overlap"))));
        let mut merged = Standings::with_players(&["new", "old"]);
        merged.merge(&first);
        merged.merge(&second);
        assert_eq!(merged, s);
        let table = serde_json::to_value(s.table()).unwrap();
        assert_eq!(table["pairs"][0]["players"], serde_json::json!(["new", "old"]));
        assert_eq!(
            table["pairs"][0]["forfeits"],
            serde_json::json!({"new": {"overlap": 1}, "old": {"false_report": 1}})
        );
        assert_eq!(table["players"][1]["score"], 1.5);
    }

    /// docs/protocol.md "Standings": a double forfeit scores 0-0, is no draw, and Elo leaves it
    /// out; an unfinished game (a match's move limit) scores half a point each, as a draw.
    #[test]
    fn a_double_forfeit_scores_nothing_apart_and_an_unfinished_game_half_each() {
        let mut s = Standings::default();
        let mut double = verdict(["a", "b"], Outcome::DoubleForfeit, None, Some(("a", "timeout")));
        double.forfeiting_players.push("b".into());
        double.violations.push(Violation { player: "b".into(), code: Code::Crashed, ..double.violations[0].clone() });
        s.add(&double);
        s.add(&verdict(["a", "b"], Outcome::Unfinished, None, None));
        s.add(&verdict(["b", "a"], Outcome::Win, Some("a"), None));
        let a = s.player("a").unwrap();
        assert_eq!((a.games, a.wins, a.losses, a.draws, a.unfinished, a.double_forfeits), (3, 1, 0, 0, 1, 1));
        assert_eq!(a.score(), 1.5);
        assert_eq!(a.forfeits, BTreeMap::from([("timeout".to_owned(), 1)]));
        assert_eq!(a.elo(), Elo::from_results(1, 1, 0), "the double forfeit left out, the unfinished game a draw");
        let b = s.player("b").unwrap();
        assert_eq!((b.double_forfeits, b.score()), (1, 0.5));
        assert_eq!(b.forfeits, BTreeMap::from([("crashed".to_owned(), 1)]));
        let pair = s.pair("b", "a").unwrap();
        assert_eq!((pair.wins, pair.losses, pair.unfinished, pair.double_forfeits), (0, 1, 1, 1));
        let table = serde_json::to_value(s.table()).unwrap();
        assert_eq!(table["players"][0]["double_forfeits"], 1);
        assert_eq!(table["pairs"][0]["double_forfeits"], 1);
        let text = describe(&s);
        assert!(text.lines().next().unwrap().contains("draws  unfin    0-0  score"), "{text}");
        assert!(text.contains("a         3      1      0      0      1      1    1.5"), "{text}");
    }
}
