//! How a generated game is written: the style it draws from its dice.

use super::dice::Dice;

/// How a game writes coordinates and how much it adds beside them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Style {
    /// The share of coordinates written `[column, row]` rather than `"C4"`.
    pub(super) pairs: f64,
    /// The share of ships written as a range `"B2-E2"` rather than a list.
    pub(super) ranges: f64,
    /// The share of one-shot hit replies that name the ship.
    pub(super) name_ship: f64,
    /// The share of entries with a `meta`.
    pub(super) entry_meta: f64,
}

impl Style {
    pub(super) fn draw(dice: &mut Dice) -> Self {
        let pairs = match dice.below(10) {
            0 => 1.0,
            1 | 2 => 0.2,
            _ => 0.0,
        };
        Style { pairs, ranges: [0.0, 0.5, 1.0][dice.below(3)], name_ship: [0.0, 0.5][dice.below(2)], entry_meta: 0.05 }
    }
}

/// Which ships a fleet names.
#[derive(Clone, Copy, Debug)]
pub(super) enum Naming {
    All,
    None,
    Some,
}

impl Naming {
    pub(super) fn draw(dice: &mut Dice) -> Self {
        [Naming::All, Naming::None, Naming::Some][dice.below(3)]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CellsForm {
    List,
}
