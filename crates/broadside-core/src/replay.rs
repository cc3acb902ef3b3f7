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
    fold(Game::new(rules, fleets, first, names), entries, shooters, |_| ())
}

/// Plays `entries` (with `shooters[i]` the player index, 0 or 1, of entry `i`) through `game`,
/// showing `after_each` the game after each entry (a verdict page's boards after every entry),
/// and gives the result.
pub fn fold(mut game: Game, entries: &[LogEntry], shooters: &[u8], mut after_each: impl FnMut(&Game)) -> Replayed {
    for (entry, &shooter) in entries.iter().zip(shooters) {
        game.apply(entry, usize::from(shooter));
        after_each(&game);
    }
    game.finish()
}
