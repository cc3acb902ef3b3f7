//! The final boards: each player's fleet with the other player's shots at it, as the replay
//! left them, for showing a verdict to a person (`broadside check --format text`).

use crate::coord::{Cell, CellSet};
use crate::fleet::Fleet;
use crate::rules::Board;

/// One player's board at the end of the replay: their ships and the opponent's shots at them.
///
/// Every set holds cells of this board only (column and row from 0); shots off the board and
/// entries after the game ended are not on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct BoardState {
    /// The cells of this player's ships (as placed, fouled or not).
    pub ships: CellSet,
    /// Ship cells the opponent struck.
    pub hit: CellSet,
    /// The cells of ships whose every cell was struck: sunk ships.
    pub sunk: CellSet,
    /// Cells the opponent fired at that hold no ship: misses.
    pub missed: CellSet,
}

impl BoardState {
    /// The state of `fleet` after the opponent fired at `shots_received`; `struck` holds the
    /// cells of this board the replay marked (a ship there is hit, water there is a miss).
    pub fn new(fleet: &Fleet, shots_received: &CellSet, struck: &CellSet) -> Self {
        let mut state = BoardState::default();
        for ship in &fleet.ships {
            state.ships.extend(ship.cells.iter());
            if !ship.cells.is_empty() && ship.cells.intersection(struck) == ship.cells {
                state.sunk.extend(ship.cells.iter());
            }
        }
        state.hit = state.ships.intersection(struck);
        state.missed = shots_received.difference(&state.ships);
        state
    }

    /// What lies at `cell` at the end of the game.
    pub fn mark(&self, cell: Cell) -> Mark {
        if self.sunk.contains(cell) {
            Mark::Sunk
        } else if self.hit.contains(cell) {
            Mark::Hit
        } else if self.ships.contains(cell) {
            Mark::Ship
        } else if self.missed.contains(cell) {
            Mark::Miss
        } else {
            Mark::Water
        }
    }
}

/// What a cell of a final board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Water the opponent never fired at.
    Water,
    /// Water the opponent fired at.
    Miss,
    /// A ship cell never struck.
    Ship,
    /// A struck cell of a ship still afloat.
    Hit,
    /// A cell of a sunk ship.
    Sunk,
}

/// Both final boards, in the verdict's player order, and the board's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boards {
    /// The size of both boards.
    pub board: Board,
    /// Per player, in the verdict's order: that player's fleet and the other's shots at it.
    pub sides: [BoardState; 2],
}

impl Boards {
    /// The boards of `fleets` after a replay in which player `p` fired at `fired[p]` and struck
    /// `struck[1 - p]` (the cells of the opponent's fleet).
    pub fn new(board: Board, fleets: [&Fleet; 2], fired: &[CellSet; 2], struck: &[CellSet; 2]) -> Self {
        Boards {
            board,
            sides: [
                BoardState::new(fleets[0], &fired[1], &struck[0]),
                BoardState::new(fleets[1], &fired[0], &struck[1]),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::{Overrides, Referee};

    #[test]
    fn marks_after_a_game() {
        // ann's frigate A1-C1 takes a hit at B1 and is not sunk; bob's boat E2 is sunk.
        let record = r#"{"rules": {"base": "russian", "board": {"columns": 5, "rows": 2},
            "fleet": [{"ship": "frigate", "size": 3}, {"ship": "boat", "size": 1}]},
            "players": ["ann", "bob"],
            "fleets": {"ann": [{"cells": "A1-C1"}, {"cells": ["E2"]}], "bob": [{"cells": "A2-C2"}, {"cells": ["E2"]}]},
            "shots": [{"player": "ann", "at": "E2"}, {"player": "ann", "at": "D1"},
                      {"player": "bob", "at": "B1"}, {"player": "bob", "at": "B1"}]}"#;
        let (_, boards) = Referee::new(&Overrides::default()).unwrap().check_with_boards(record).unwrap();
        let [ann, bob] = boards.sides;
        assert_eq!(ann.mark(Cell::new(1, 0)), Mark::Hit);
        assert_eq!(ann.mark(Cell::new(0, 0)), Mark::Ship);
        assert_eq!(ann.mark(Cell::new(4, 1)), Mark::Ship);
        assert_eq!(ann.mark(Cell::new(3, 0)), Mark::Water, "ann's own shot at D1 is on bob's board");
        assert_eq!(bob.mark(Cell::new(4, 1)), Mark::Sunk);
        assert_eq!(bob.mark(Cell::new(3, 0)), Mark::Miss);
        assert_eq!(bob.mark(Cell::new(0, 1)), Mark::Ship);
        assert_eq!((ann.hit.len(), ann.sunk.len(), bob.sunk.len(), bob.missed.len()), (1, 0, 1, 1));
    }
}
