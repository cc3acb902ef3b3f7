//! Replay: a whole shot log played through the game engine in one pass (contract §3, "Replay"
//! and "Shots"). The rules themselves live in [`crate::engine`].

use crate::engine::Game;
pub use crate::engine::{End, Replayed};
use crate::fleet::Fleet;
use crate::record::LogEntry;
use crate::rules::Rules;

/// Replays `entries` (with `shooters[i]` the player index, 0 or 1, of entry `i`) against both
/// fleets, with player `first` to shoot first: the engine folded over the log.
pub fn replay(
    rules: &Rules,
    fleets: [&Fleet; 2],
    entries: &[LogEntry],
    shooters: &[u8],
    first: usize,
    names: [&str; 2],
) -> Replayed {
    replay_watched(rules, fleets, entries, shooters, first, names, |_| ())
}

/// Replays as [`replay`] does, showing `after_each` the game after each entry (for the boards
/// after every entry of a verdict page).
pub fn replay_watched(
    rules: &Rules,
    fleets: [&Fleet; 2],
    entries: &[LogEntry],
    shooters: &[u8],
    first: usize,
    names: [&str; 2],
    mut after_each: impl FnMut(&Game),
) -> Replayed {
    let mut game = Game::new(rules, fleets, first, names);
    for (entry, &shooter) in entries.iter().zip(shooters) {
        game.apply(entry, usize::from(shooter));
        after_each(&game);
    }
    game.finish()
}
