//! broadside: a referee for Battleship-family games (classic Battleship, Salvo and the Russian
//! sea battle), on the command line.
//!
//! The referee itself is the crate `broadside-core` (pure computation, re-exported here whole);
//! this crate adds what needs an operating system: the command line ([`cli`]), files read in
//! place and batches on threads ([`batch`]), and bots run as processes ([`bot`], [`live`],
//! [`sandbox`]) and matches of them ([`tournament`]).
//!
//! A game record (both fleets and the shot log, JSON) is read into a [`GameRecord`], checked and
//! adjudicated under its [`Rules`], and answered with a [`Verdict`]: the outcome, every
//! [`Violation`], and the player who forfeits. Input that cannot be adjudicated is an
//! [`InputError`], never a violation.
//!
//! ```
//! use broadside::{check_record, Outcome, Overrides};
//! let record = r#"{"rules": {"base": "classic", "board": {"columns": 3, "rows": 1},
//!                  "fleet": [{"ship": "boat", "size": 1}]},
//!                  "fleets": {"ann": [{"cells": ["A1"]}], "bob": [{"cells": ["C1"]}]},
//!                  "shots": [{"player": "ann", "at": "C1", "reply": "sunk"}]}"#;
//! let verdict = check_record(record, &Overrides::default()).unwrap();
//! assert_eq!(verdict.outcome, Outcome::Win);
//! assert_eq!(verdict.winner.as_deref(), Some("ann"));
//! ```
//!
//! # Layers
//!
//! Each module imports only modules listed before it here, never one after (tests aside), and
//! any module of `broadside-core`; a module with parts lists them the same way in its doc
//! (`crates/broadside-core/tests/layers.rs` checks both):
//!
//! 1. [`protocol`] (the messages of the bot protocol, and what a bot may get wrong in them).
//! 2. [`sandbox`] (containing a bot), then [`transcript`] (logging what a bot is told and says),
//!    then [`bot`] (running a bot program).
//! 3. [`book`] (placement books), then [`live`] (one game played live).
//! 4. [`reporting`] (writing a CI report as a run goes), then [`batch`] (JSON Lines adjudicated
//!    on every core), then [`tournament`] (a match: bots playing each other, game after game).
//! 5. [`cli`] (the command line: its flags turned into the values above, and its messages).
//!
//! # Platforms
//!
//! Running bots ([`sandbox`], [`transcript`], [`bot`], [`live`], [`tournament`], and the commands
//! `match` and `bot check`) is built on Unix only: a bot runs in a process group of its own that
//! signals end, whatever it started, and `--sandbox` is bubblewrap's. On Windows those commands
//! are listed and answer that they need a Unix system ([`cli::unix_only`]); the rest is the same.
// Unsafe code is refused but in one audited place: mapping a file for `check --jsonl FILE` (`batch::mapped`).
#![deny(unsafe_code)]

pub use broadside_core::*;

pub mod batch;
pub mod book;
#[cfg(unix)]
pub mod bot;
pub mod cli;
#[cfg(unix)]
pub mod live;
pub mod protocol;
pub mod reporting;
#[cfg(unix)]
pub mod sandbox;
#[cfg(unix)]
pub mod tournament;
#[cfg(unix)]
pub mod transcript;
