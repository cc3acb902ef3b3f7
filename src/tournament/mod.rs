//! A match: bots playing each other live (docs/match.md), many games at once on threads, each
//! game's record given to a [`Sink`] in schedule order as it ends, and the standings kept
//! (`broadside match`).
//!
//! [`Tournament::new`] builds a match from its [`Settings`] (every pair of bots meets, or a
//! gauntlet's bot meets each other; placement books, paired games, shards, a resumed match),
//! refusing settings that make no match and opening every file the match writes before the first
//! game; [`Tournament::play`] plays its games into a [`Sink`] and writes its results: the
//! standings, the state of the sequential test, the CI reports. Then [`Ended`] says how it ended.
//!
//! ```no_run
//! use broadside::tournament::{Ended, Settings, Sink, Tournament};
//!
//! struct Records(Vec<String>);
//! impl Sink for Records {
//!     fn record(&mut self, record: &str) -> std::io::Result<()> {
//!         self.0.push(record.to_owned());
//!         Ok(())
//!     }
//!     fn tell(&mut self, text: &str) {
//!         eprint!("{text}");
//!     }
//! }
//!
//! let bots = ["hunt=broadside bot hunt", "random=broadside bot random"];
//! let mut settings = Settings::new(bots.iter().map(|b| b.parse().unwrap()).collect());
//! settings.games = 4;
//! let mut records = Records(Vec::new());
//! let ended = Tournament::new(settings, &mut records).and_then(|t| t.play(&mut records));
//! assert!(matches!(ended, Ok(Ended::Played { failing: false })));
//! assert_eq!(records.0.len(), 4);
//! ```
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, and none imports this
//! module itself:
//!
//! 1. `schedule`: which bots play game `g`, with which fleets of the book; a shard's slice, and
//!    the games a resumed match still has to play.
//! 2. `results`: the standings file, the test's state in words, a game's progress line.
//! 3. `files`: the book read, the report files opened, the paths written to checked.
//! 4. `plan`: the settings, and the match built from them.
//! 5. `play`: the games played on threads into the sink, and the results written.

mod files;
mod plan;
mod play;
mod results;
mod schedule;

pub use files::writable_dir;
pub use plan::{MatchError, Settings, SettingsFault, Sink, Tournament, contain};
pub use play::Ended;
