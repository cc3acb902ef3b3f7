//! The verdict (contract §4): outcome, violations and statistics, serialized as one JSON object.

use std::fmt;

use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

use crate::rules::RulesSpec;

/// How serious a violation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Decides the game: the earliest foul's player forfeits.
    Foul,
    /// Reported, never decides the game (fails only under `--strict`).
    Warning,
}

/// A violation's stable code. The declaration order is the contract's table order, which orders
/// violations within one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Code {
    /// A ship cell or a shot off the board (seeds: "ships may not leave the grid"; contract §3).
    OffBoard,
    /// A ship that is not a straight, gap-free run (seeds: ships horizontal or vertical, not diagonal).
    BadShape,
    /// Two ships sharing a cell (contract §3, "Placement").
    Overlap,
    /// Two ships sharing an edge or a corner where that is forbidden (sea-battle rules, placement).
    Touching,
    /// A fleet whose classes, sizes or counts differ from the rules' (seeds: the fleet; sea-battle
    /// rules, violations: "wrong number of ships").
    WrongFleet,
    /// A turn taken when it was the other player's (sea-battle rules, violations: "skipped a turn").
    OutOfTurn,
    /// More shots than the turn allows (salvo rules: shots per ship afloat; one shot otherwise).
    TooManyShots,
    /// A reply that is not the exact truth (sea-battle rules, violations: "ships moved during the game").
    FalseReport,
    /// A forfeit entry `timeout`: the player did not answer in time (contract v2, §2 and §6).
    Timeout,
    /// A forfeit entry `crashed`: the player's program ended or could not be run (contract v2, §2 and §6).
    Crashed,
    /// A forfeit entry `illegal_message`: the player sent something that is not a move (contract v2, §2 and §6).
    IllegalMessage,
    /// Fewer shots than the salvo allowance (contract §3).
    TooFewShots,
    /// A shot at a cell the shooter already fired at (salvo rules: "not more than once").
    RepeatedShot,
    /// An entry after the game ended; ignored (contract §3).
    AfterEnd,
    /// A drawn fleet with more than one split that fits (contract §2, "Drawn fleets").
    AmbiguousFleet,
}

impl Code {
    /// Every code, in the contract's table order.
    pub const ALL: [Code; 15] = [
        Code::OffBoard,
        Code::BadShape,
        Code::Overlap,
        Code::Touching,
        Code::WrongFleet,
        Code::OutOfTurn,
        Code::TooManyShots,
        Code::FalseReport,
        Code::Timeout,
        Code::Crashed,
        Code::IllegalMessage,
        Code::TooFewShots,
        Code::RepeatedShot,
        Code::AfterEnd,
        Code::AmbiguousFleet,
    ];

    /// The code as the verdict writes it (`"off_board"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Code::OffBoard => "off_board",
            Code::BadShape => "bad_shape",
            Code::Overlap => "overlap",
            Code::Touching => "touching",
            Code::WrongFleet => "wrong_fleet",
            Code::OutOfTurn => "out_of_turn",
            Code::TooManyShots => "too_many_shots",
            Code::FalseReport => "false_report",
            Code::Timeout => "timeout",
            Code::Crashed => "crashed",
            Code::IllegalMessage => "illegal_message",
            Code::TooFewShots => "too_few_shots",
            Code::RepeatedShot => "repeated_shot",
            Code::AfterEnd => "after_end",
            Code::AmbiguousFleet => "ambiguous_fleet",
        }
    }

    /// One line saying what the code means.
    pub fn description(self) -> &'static str {
        match self {
            Code::OffBoard => "a ship cell or a shot lies off the board",
            Code::BadShape => "a ship is not a straight, gap-free horizontal or vertical run",
            Code::Overlap => "two ships share a cell",
            Code::Touching => "two ships share an edge or a corner where the rules forbid it",
            Code::WrongFleet => "the fleet's classes, sizes or counts differ from the rules",
            Code::OutOfTurn => "a player took a turn that was the other player's",
            Code::TooManyShots => "a turn fired more shots than it allows",
            Code::FalseReport => "a reply was not the exact truth",
            Code::Timeout => "a player did not answer in time (a forfeit entry)",
            Code::Crashed => "a player's program ended or could not be run (a forfeit entry)",
            Code::IllegalMessage => "a player sent something that is not a move (a forfeit entry)",
            Code::TooFewShots => "a volley fired fewer shots than the salvo allowance",
            Code::RepeatedShot => "a shot at a cell the shooter had already fired at",
            Code::AfterEnd => "an entry after the game ended (ignored)",
            Code::AmbiguousFleet => "a drawn fleet splits into ships in more than one way that fits",
        }
    }

    /// Whether this code is a foul or a warning.
    pub fn severity(self) -> Severity {
        match self {
            Code::TooFewShots | Code::RepeatedShot | Code::AfterEnd | Code::AmbiguousFleet => Severity::Warning,
            _ => Severity::Foul,
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// One violation: what (code, severity, message) kept apart from where (player, entry, cells).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Violation {
    /// The stable code.
    pub code: Code,
    /// Foul or warning, from the code.
    pub severity: Severity,
    /// The player it is charged to: the fleet's owner, the shooter or the defender.
    pub player: String,
    /// The 0-based index of the log entry, or `None` for placement violations.
    pub entry: Option<usize>,
    /// The cells concerned, as `C4`; one off the board as written (`"K11"`, `"[-1,0]"`).
    pub cells: Vec<String>,
    /// What happened, in words.
    pub message: String,
    /// How many violations this one stands for: 1, but for the one that says how many more of
    /// its code and player the verdict does not list ([`MAX_LISTED`]), which stands for all of
    /// those. Not written in the verdict's JSON; `--summary` and the batch page count by it, so
    /// that they count every violation that occurred, not only those listed.
    #[serde(skip)]
    pub count: u64,
}

/// The most violations of one code charged to one player that a verdict lists from the log.
/// Past that, one more violation of the code, where the first left out would stand, says how
/// many more there were (with no cells): a log of 100,000 repeated shots cannot grow a verdict
/// of 100,000 violations.
pub const MAX_LISTED: usize = 100;

/// Violations as they are found, listing at most [`MAX_LISTED`] of one code for one player and
/// counting the rest.
#[derive(Debug, Default)]
pub struct Listing {
    listed: Vec<Violation>,
    /// Per code and player seen: how many are listed, and those left out.
    groups: Vec<Group>,
}

#[derive(Debug)]
struct Group {
    code: Code,
    player: String,
    listed: usize,
    /// Where in `listed` the count of the rest stands, once one is left out.
    count_at: Option<usize>,
    left_out: u64,
    /// The entry of the last one left out.
    last: Option<usize>,
}

impl Listing {
    /// Adds a violation, or counts it if [`MAX_LISTED`] of its code and player are listed.
    pub fn push(&mut self, v: Violation) {
        let g = match self.groups.iter().position(|g| g.code == v.code && g.player == v.player) {
            Some(g) => g,
            None => {
                let player = v.player.clone();
                self.groups.push(Group { code: v.code, player, listed: 0, count_at: None, left_out: 0, last: None });
                self.groups.len() - 1
            }
        };
        let group = &mut self.groups[g];
        if group.listed < MAX_LISTED {
            group.listed += 1;
            self.listed.push(v);
            return;
        }
        group.left_out += 1;
        group.last = v.entry;
        if group.count_at.is_none() {
            // The count stands where the first left out would have: the order by entry holds.
            group.count_at = Some(self.listed.len());
            self.listed.push(Violation { cells: Vec::new(), message: String::new(), ..v });
        }
    }

    /// Whether a violation of `code` charged to `player` would be listed rather than only
    /// counted: callers build the cells and message of one only when it is.
    pub fn lists(&self, code: Code, player: &str) -> bool {
        self.groups.iter().find(|g| g.code == code && g.player == player).is_none_or(|g| g.listed < MAX_LISTED)
    }

    /// Counts a violation of `code` charged to `player` at `entry` that [`Listing::lists`] says is
    /// not listed, without building its cells or message.
    pub fn count_unlisted(&mut self, code: Code, player: &str, entry: Option<usize>) {
        let v = Violation {
            code,
            severity: code.severity(),
            player: player.to_owned(),
            entry,
            cells: Vec::new(),
            message: String::new(),
            count: 1,
        };
        self.push(v);
    }

    /// How many fouls and how many warnings are charged to `player`, those only counted
    /// included: `(fouls, warnings)`.
    pub fn tally(&self, player: &str) -> (u64, u64) {
        let mut out = (0, 0);
        for g in self.groups.iter().filter(|g| g.player == player) {
            let n = g.listed as u64 + g.left_out;
            match g.code.severity() {
                Severity::Foul => out.0 += n,
                Severity::Warning => out.1 += n,
            }
        }
        out
    }

    /// How many violations of `code` are charged to `player`, those only counted included.
    pub fn count(&self, code: Code, player: &str) -> u64 {
        self.groups.iter().filter(|g| g.code == code && g.player == player).map(|g| g.listed as u64 + g.left_out).sum()
    }

    /// How many violations are listed so far (a count of those left out is one of them).
    pub fn len(&self) -> usize {
        self.listed.len()
    }

    /// Whether none is listed yet.
    pub fn is_empty(&self) -> bool {
        self.listed.is_empty()
    }

    /// The violations listed so far, in the order found; a count of those left out has its
    /// message only in [`Listing::into_vec`], when the count is known.
    pub fn as_slice(&self) -> &[Violation] {
        &self.listed
    }

    /// The violations listed, in the order found, with the counts of those left out.
    pub fn into_vec(self) -> Vec<Violation> {
        // Most listings leave nothing out: nothing to write in (six empty listings a game).
        if self.groups.iter().all(|g| g.count_at.is_none()) {
            return self.listed;
        }
        let mut listed = self.listed;
        for g in self.groups {
            let Some(at) = g.count_at else { continue };
            let v = &mut listed[at];
            v.count = g.left_out;
            let span = match (v.entry, g.last) {
                (Some(a), Some(b)) if a != b => format!(", from entry {a} to entry {b},"),
                (Some(a), _) => format!(", at entry {a},"),
                _ => String::new(),
            };
            v.message = format!(
                "{} more {} violations charged to {}{span} are not listed: a verdict lists at most {MAX_LISTED} of one code for one player",
                g.left_out,
                g.code.as_str(),
                g.player
            );
        }
        listed
    }
}

/// The fouls and the warnings that occurred among `violations`, counting those a listing left
/// out ([`Violation::count`]), not only those listed.
pub fn occurred(violations: &[Violation]) -> (u64, u64) {
    violations.iter().fold((0, 0), |(fouls, warnings), v| match v.severity {
        Severity::Foul => (fouls + v.count, warnings),
        Severity::Warning => (fouls, warnings + v.count),
    })
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// One player won.
    Win,
    /// Both fleets fell in the same simultaneous salvo round.
    Draw,
    /// No foul, and the log ends before a fleet is destroyed.
    Unfinished,
    /// Both fleets were placed illegally.
    DoubleForfeit,
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The winner destroyed the other's fleet.
    FleetDestroyed,
    /// The other player fouled.
    Forfeit,
    /// The other player resigned (a forfeit entry `resigned`; contract v2, §3): no foul.
    Resigned,
}

/// One player's statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Coordinates fired in entries before the end.
    pub shots: u64,
    /// Shots that struck a ship cell not hit before.
    pub hits: u64,
    /// The opponent's ships this player sank.
    pub ships_sunk: u64,
}

/// The verdict on one game record. Serializes as the contract's JSON object, with `stats`
/// keyed by player name.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// The rules used, in the form the record gave them (with command-line overrides applied).
    pub rules: RulesSpec,
    /// The two players, in the record's order.
    pub players: [String; 2],
    /// The record's `meta`, as written.
    pub meta: Option<Box<RawValue>>,
    /// How the game ended.
    pub outcome: Outcome,
    /// The winner, or `None`.
    pub winner: Option<String>,
    /// Players who forfeit by a foul: empty, one, or both (a double forfeit); empty when a
    /// player resigned.
    pub forfeiting_players: Vec<String>,
    /// Why the game was won, or `None`.
    pub reason: Option<Reason>,
    /// The 0-based log entry that decided the game; `None` for placement forfeits and
    /// unfinished games.
    pub decided_at: Option<usize>,
    /// Every violation: placement first, then by entry.
    pub violations: Vec<Violation>,
    /// Per player, in the record's order.
    pub stats: [Stats; 2],
}

impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Wire<'v> {
            rules: &'v RulesSpec,
            players: &'v [String; 2],
            #[serde(skip_serializing_if = "Option::is_none")]
            meta: Option<&'v RawValue>,
            outcome: Outcome,
            winner: &'v Option<String>,
            forfeiting_players: &'v [String],
            reason: Option<Reason>,
            decided_at: Option<usize>,
            violations: &'v [Violation],
            stats: StatsByName<'v>,
        }
        struct StatsByName<'v>(&'v [String; 2], &'v [Stats; 2]);
        impl Serialize for StatsByName<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_map(self.0.iter().zip(self.1.iter()))
            }
        }
        Wire {
            rules: &self.rules,
            players: &self.players,
            meta: self.meta.as_deref(),
            outcome: self.outcome,
            winner: &self.winner,
            forfeiting_players: &self.forfeiting_players,
            reason: self.reason,
            decided_at: self.decided_at,
            violations: &self.violations,
            stats: StatsByName(&self.players, &self.stats),
        }
        .serialize(s)
    }
}

impl PartialEq for Verdict {
    fn eq(&self, other: &Self) -> bool {
        // Raw JSON compares by its text.
        self.rules == other.rules
            && self.players == other.players
            && self.meta.as_ref().map(|m| m.get()) == other.meta.as_ref().map(|m| m.get())
            && self.outcome == other.outcome
            && self.winner == other.winner
            && self.forfeiting_players == other.forfeiting_players
            && self.reason == other.reason
            && self.decided_at == other.decided_at
            && self.violations == other.violations
            && self.stats == other.stats
    }
}

impl Verdict {
    /// Whether any violation is a foul.
    pub fn has_foul(&self) -> bool {
        self.violations.iter().any(|v| v.severity == Severity::Foul)
    }

    /// Whether any violation is a warning.
    pub fn has_warning(&self) -> bool {
        self.violations.iter().any(|v| v.severity == Severity::Warning)
    }

    /// The exit status this verdict asks for: 1 with a foul, or under `strict` with a warning or
    /// an unfinished game; else 0 (contract §4).
    pub fn exit_status(&self, strict: bool) -> u8 {
        let fails = self.has_foul() || (strict && (self.has_warning() || self.outcome == Outcome::Unfinished));
        u8::from(fails)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Renaming a code is a visible decision: this list is the contract's table.
    #[test]
    fn the_codes_and_their_severities() {
        let listed: Vec<String> =
            Code::ALL.iter().map(|c| format!("{} {:?}: {}", c.as_str(), c.severity(), c.description())).collect();
        insta::assert_snapshot!(listed.join("\n"));
        let mut sorted = Code::ALL;
        sorted.sort();
        assert_eq!(sorted, Code::ALL, "declaration order is the table order");
    }
}
