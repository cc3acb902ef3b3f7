//! The fleet report: what `broadside fleet` answers (docs/format.md §5 "`broadside fleet`").

use serde::Serialize;

use crate::coord::Cell;
use crate::rules::RulesSpec;
use crate::verdict::Violation;

/// The answer of `broadside fleet`: the rules, the ships found, the placement violations, and
/// whether the placement is legal (no foul; warnings allowed). Serializes as the JSON of
/// `broadside fleet`, its violations' messages in English, their owner named as `owner` says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FleetReport {
    /// The rules used, as given (with `--fleet` applied).
    pub rules: RulesSpec,
    /// The ships, in the order written (a drawing's row by row by their first cell).
    pub ships: Vec<ShipReport>,
    /// Placement violations, in the order of the table in docs/format.md §3 "Replay".
    pub violations: Vec<Violation>,
    /// Whether no violation is a foul.
    pub legal: bool,
    /// Whether the violations' sentences name their owner (their player) or say "the player":
    /// the input named no owner. Not written: the JSON's `player` is as the violations charge it.
    pub owner: crate::words::Owner,
}

impl Serialize for FleetReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Wire<'r> {
            rules: &'r RulesSpec,
            ships: &'r [ShipReport],
            violations: crate::words::WordedViolations<'r>,
            legal: bool,
        }
        let words = crate::words::Words::default();
        Wire {
            rules: &self.rules,
            ships: &self.ships,
            violations: crate::words::WordedViolations(&self.violations, words, self.owner),
            legal: self.legal,
        }
        .serialize(s)
    }
}

/// One ship of a [`FleetReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShipReport {
    /// Its class, or the name written for a ship that fits no class, or `None`.
    pub ship: Option<String>,
    /// How people name it: `B2-E2` for a straight ship, else its cells; cells off the board
    /// as written (`K9`).
    pub label: String,
    /// Its cells on the board, row by row (a ship's cells off the board are left out; its
    /// `off_board` violation names its ends), written as `C4`.
    #[serde(serialize_with = "cells_as_written")]
    pub cells: Vec<Cell>,
}

/// Cells as a list of `C4`.
fn cells_as_written<S: serde::Serializer>(cells: &[Cell], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cells.iter().map(|c| c.to_string()))
}
