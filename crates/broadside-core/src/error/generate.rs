//! Why games cannot be generated under some rules (`broadside generate`, a bot's random fleet).

/// Why games cannot be generated under some rules: facts, worded by
/// [`crate::words::Words::generate_error`] (its `Display` is the English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The longest ship, `cells` long, is longer than the board is wide and tall.
    ShipTooLong {
        /// The ship's cells.
        cells: u8,
        /// The board's columns.
        columns: u8,
        /// The board's rows.
        rows: u8,
    },
    /// The fleet's ships have more cells than the board.
    FleetTooBig {
        /// The fleet's cells.
        cells: usize,
        /// The board's columns.
        columns: u8,
        /// The board's rows.
        rows: u8,
    },
    /// Ships that may not touch need more room than the board has (each with the water to its
    /// right and below fills a block of a board one larger each way, and blocks cannot overlap).
    NoRoom {
        /// The board's columns.
        columns: u8,
        /// The board's rows.
        rows: u8,
    },
    /// The search tried every placement and none fits.
    NoPlacement {
        /// The board's columns.
        columns: u8,
        /// The board's rows.
        rows: u8,
        /// Whether the rules keep ships apart (no two may touch).
        apart: bool,
    },
    /// The search gave up after `steps` steps, though a placement may exist.
    GaveUp {
        /// The steps it took (`generate::PRUNED_SEARCH_STEPS`).
        steps: u64,
    },
    /// Salvo rules counting shots by ship value with a class of value 0: a player with ships
    /// afloat could have no shot, so the bots cannot play the game to its end.
    ZeroSalvo {
        /// The class, as the rules name it.
        class: String,
    },
    /// No rules were given.
    NoRules,
}

impl std::error::Error for GenerateError {}
