//! The summary of a batch of verdicts (what `check --jsonl --summary` writes): games adjudicated,
//! outcomes, wins per player, violations per code, the lines that could not be adjudicated, and
//! the standings. Every report of a batch (JSON, the HTML page, GitHub annotations, JUnit XML,
//! Markdown) counts through it.

use serde::Serialize;
use serde::ser::SerializeMap;

use crate::pentanomial::Pairing;
use crate::standings::Standings;
use crate::verdict::{Code, Outcome, Severity, Verdict};

/// The most error line numbers a summary lists.
pub const SUMMARY_ERROR_LINES: usize = 100;

/// The counts of a batch: games adjudicated, outcomes, wins per player, violations per code by
/// severity, and the lines that could not be adjudicated. Summaries of consecutive stretches of
/// a batch merge ([`Summary::merge`]) into the summary of the whole.
#[derive(Default)]
pub struct Summary {
    games: u64,
    /// Win, draw, unfinished, double forfeit.
    outcomes: [u64; 4],
    /// Violations per code, indexed as [`Code::ALL`].
    violations: [u64; Code::ALL.len()],
    errors: u64,
    /// The first [`SUMMARY_ERROR_LINES`] error line numbers, in input order.
    error_lines: Vec<usize>,
    /// Per player and per pair, players in the order the input names them.
    standings: Standings,
    /// Paired games (`match --pairs`), if any.
    pairing: Pairing,
}

impl Summary {
    /// Empties the summary, keeping its allocations.
    pub fn clear(&mut self) {
        self.games = 0;
        self.outcomes = [0; 4];
        self.violations = [0; Code::ALL.len()];
        self.errors = 0;
        self.error_lines.clear();
        self.standings = Standings::default();
        self.pairing = Pairing::default();
    }

    /// Counts one adjudicated game. (Wins per player are the standings': no name is kept twice.)
    pub fn add(&mut self, verdict: &Verdict) {
        self.add_counts(verdict);
        self.standings.add(verdict);
        self.pairing.add(verdict);
    }

    /// Counts one adjudicated game in the counts only (outcomes, violations), not by player: for
    /// a report that writes no standings, whose memory then stays flat however many players.
    pub fn add_counts(&mut self, verdict: &Verdict) {
        self.games += 1;
        self.outcomes[outcome_index(verdict.outcome)] += 1;
        for v in &verdict.violations {
            // Every violation that occurred, not only those the verdict lists.
            self.violations[code_index(v.code)] += v.count;
        }
    }

    /// Counts a line (1-based) that could not be adjudicated.
    pub fn error(&mut self, line: usize) {
        self.errors += 1;
        if self.error_lines.len() < SUMMARY_ERROR_LINES {
            self.error_lines.push(line);
        }
    }

    /// Adds `later`, which counts lines after this one's.
    pub fn merge(&mut self, later: &Summary) {
        self.games += later.games;
        for (a, b) in self.outcomes.iter_mut().zip(later.outcomes) {
            *a += b;
        }
        for (a, b) in self.violations.iter_mut().zip(later.violations) {
            *a += b;
        }
        self.errors += later.errors;
        let room = SUMMARY_ERROR_LINES - self.error_lines.len();
        self.error_lines.extend(later.error_lines.iter().take(room));
        self.standings.merge(&later.standings);
        self.pairing.merge(&later.pairing);
    }

    /// Games adjudicated.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Games that ended with `outcome`.
    pub fn outcome(&self, outcome: Outcome) -> u64 {
        self.outcomes[outcome_index(outcome)]
    }

    /// Violations of `code` that occurred (those a verdict only counted included).
    pub fn violations(&self, code: Code) -> u64 {
        self.violations[code_index(code)]
    }

    /// Violations of `severity` that occurred.
    pub fn by_severity(&self, severity: Severity) -> u64 {
        Code::ALL.iter().filter(|c| c.severity() == severity).map(|&c| self.violations(c)).sum()
    }

    /// Lines that could not be adjudicated.
    pub fn errors(&self) -> u64 {
        self.errors
    }

    /// The first [`SUMMARY_ERROR_LINES`] lines that could not be adjudicated, in input order.
    pub fn error_lines(&self) -> &[usize] {
        &self.error_lines
    }

    /// The standings of the games counted.
    pub fn standings(&self) -> &Standings {
        &self.standings
    }

    /// The paired games counted.
    pub fn pairing(&self) -> &Pairing {
        &self.pairing
    }
}

/// The index of `outcome` in [`Summary::outcomes`].
fn outcome_index(outcome: Outcome) -> usize {
    match outcome {
        Outcome::Win => 0,
        Outcome::Draw => 1,
        Outcome::Unfinished => 2,
        Outcome::DoubleForfeit => 3,
    }
}

/// The index of `code` in [`Code::ALL`].
pub fn code_index(code: Code) -> usize {
    Code::ALL.iter().position(|&c| c == code).expect("every code is listed")
}

/// The summary as JSON:
/// `{"games", "outcomes": {...}, "wins": {name: n}, "fouls": {code: n}, "warnings": {code: n},
/// "errors": {"count", "lines": [...]}, "players": [...], "pairs": [...]}`; names sorted, codes in
/// the order of the table in docs/format.md §3 "Replay", codes that did not occur left out;
/// `players` and `pairs` are the standings of [`Standings::table`], players in the order the input
/// first names them; and, only when the batch holds paired games (`match --pairs`), `pentanomial`:
/// [`Pairing::table`].
impl Serialize for Summary {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.wire(true, s)
    }
}

/// A summary's counts without the players (see [`Summary::counts`]).
pub struct Counts<'s>(&'s Summary);

impl Serialize for Counts<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.wire(false, s)
    }
}

impl Summary {
    /// The counts alone as JSON: the summary's `games`, `outcomes`, `fouls`, `warnings` and
    /// `errors`, without `wins` and the standings (bounded, whatever the number of players).
    pub fn counts(&self) -> Counts<'_> {
        Counts(self)
    }

    fn wire<S: serde::Serializer>(&self, players: bool, s: S) -> Result<S::Ok, S::Error> {
        struct Codes<'t>(&'t [u64; Code::ALL.len()], Severity);
        impl Serialize for Codes<'_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut map = s.serialize_map(None)?;
                for (code, &n) in Code::ALL.iter().zip(self.0) {
                    if n > 0 && code.severity() == self.1 {
                        map.serialize_entry(code.as_str(), &n)?;
                    }
                }
                map.end()
            }
        }
        #[derive(Serialize)]
        struct Outcomes {
            win: u64,
            draw: u64,
            unfinished: u64,
            double_forfeit: u64,
        }
        #[derive(Serialize)]
        struct Errors<'t> {
            count: u64,
            lines: &'t [usize],
        }
        /// Wins per player, names sorted, players without a win left out.
        struct Wins<'t>(&'t Standings);
        impl Serialize for Wins<'_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut wins: Vec<(&str, u64)> = self.0.wins().filter(|&(_, n)| n > 0).collect();
                wins.sort_unstable();
                s.collect_map(wins)
            }
        }
        #[derive(Serialize)]
        struct Wire<'t> {
            games: u64,
            outcomes: Outcomes,
            #[serde(skip_serializing_if = "Option::is_none")]
            wins: Option<Wins<'t>>,
            fouls: Codes<'t>,
            warnings: Codes<'t>,
            errors: Errors<'t>,
            #[serde(flatten, skip_serializing_if = "Option::is_none")]
            standings: Option<crate::standings::Table<'t>>,
            /// Only when paired games were seen: no other summary changes.
            #[serde(skip_serializing_if = "Option::is_none")]
            pentanomial: Option<crate::pentanomial::PairingTable<'t>>,
        }
        let [win, draw, unfinished, double_forfeit] = self.outcomes;
        Wire {
            games: self.games,
            outcomes: Outcomes { win, draw, unfinished, double_forfeit },
            wins: players.then_some(Wins(&self.standings)),
            fouls: Codes(&self.violations, Severity::Foul),
            warnings: Codes(&self.violations, Severity::Warning),
            errors: Errors { count: self.errors, lines: &self.error_lines },
            standings: players.then(|| self.standings.table()),
            pentanomial: (players && !self.pairing.is_empty()).then(|| self.pairing.table()),
        }
        .serialize(s)
    }
}
