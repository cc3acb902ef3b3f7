//! Drawn fleets (docs/format.md §2 "Drawn fleets"): a drawing of the board, as people who played on
//! paper have it, read into ships and then placed like listed ships.
//!
//! - Where ships may not touch (the sea-battle rules), each edge-connected group of ship cells is
//!   one ship. A group that is not straight is a `bad_shape` naming all its cells, and still
//!   counts as one ship of its number of cells when the fleet is counted (as a listed ship of
//!   that shape would). Groups that meet at a corner are `touching`.
//! - Where ships may touch, the drawing is split into straight ships whose sizes are exactly the
//!   fleet's ([`crate::split`]). With no split, one `wrong_fleet` says why: the cells of a
//!   group no ships of the fleet make up; a bound the drawing breaks (cells in runs too short,
//!   too few runs for the long ships, a checkerboard imbalance); or the furthest the search got
//!   and what it left. The game is then replayed against that partial split, its leftover cells
//!   as straight runs. With several splits, the owner has the benefit of the doubt
//!   (docs/format.md §2 "Drawn fleets"): the split under which the owner is charged with the fewest
//!   fouls is used; if another is as good, an `ambiguous_fleet` warning shows the two.
//! - Ship cells outside the board (a drawing larger than the board) are part of the ships they
//!   belong to, and such a ship is `off_board`, by its two ends.
//!
//! Ship classes are given by size, as to unnamed listed ships.
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, and none imports this
//! module itself:
//!
//! 1. `report`: the fleet report, what `broadside fleet` answers ([`FleetReport`]).
//! 2. `ships`: drawn ships as ship records, and their cells, runs and classes as violations name
//!    them.
//! 3. `initials`: fleets drawn with their classes' initials.
//! 4. `rows`: the text of a drawing read into rows of marks (`broadside fleet`'s text drawings
//!    and a paper record's), a letter checked as a class's initial.
//! 5. `read`: a drawing read into ships by the split search, and the readings a record keeps
//!    ([`Readings`]).
//! 6. `choice`: choosing among a drawing's splits by replaying the game, and both fleets placed
//!    ([`place_fleets`]).

mod choice;
mod initials;
mod read;
mod report;
mod rows;
mod ships;

pub use choice::{CANDIDATES, CHOICE_STEPS, REPLAYED_ENTRIES, place_drawing, place_fleets, place_fleets_before_play};
pub use initials::{class_of_initial, place_initials};
pub use read::Readings;
pub use report::{FleetReport, ShipReport};
pub(crate) use rows::{RowFault, read_rows};
pub use ships::Placed;

#[cfg(test)]
pub(crate) mod tests {
    thread_local! {
        /// How many drawings the split search has read on this thread (tests count them).
        pub(crate) static SEARCHES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// How many drawings `f` searches on this thread.
    pub(crate) fn searches(f: impl FnOnce()) -> usize {
        let before = SEARCHES.get();
        f();
        SEARCHES.get() - before
    }
}
