//! broadside-core: the referee of broadside, for Battleship-family games (classic Battleship,
//! Salvo and the Russian sea battle), as pure computation any front end can stand on: the command
//! line (the `broadside` crate), a web page, a bot harness. Nothing here touches files, processes,
//! threads or the terminal, so it builds for `wasm32-unknown-unknown`.
//!
//! A game record (both fleets and the shot log, JSON or a paper record) is read into a
//! [`GameRecord`], checked and adjudicated under its [`Rules`], and answered with a [`Verdict`]:
//! the outcome, every [`Violation`], and the player who forfeits. Input that cannot be
//! adjudicated is an [`InputError`], never a violation.
//!
//! ```
//! use broadside_core::{check_record, Outcome, Overrides};
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
//! Each module imports only modules listed before it here, never one after (tests aside), and a
//! module with parts of its own lists them the same way in its doc; `tests/layers.rs` holds the
//! crate to it, so that its imports make no circle:
//!
//! 1. [`place`] (where in the input: a line and column, a JSON path as segments, a part of a
//!    paper record) and [`names`] (player and class names, compared ignoring case, and their
//!    length), which import none of the crate; then [`error`] (input errors, as data), then
//!    [`coord`] (cells and coordinates), then [`letters`] (the letters a sheet names its columns
//!    with).
//! 2. [`rules`]: presets, named fleets and custom rules, with the fleet limits.
//! 3. [`record`] (the game record as written), then [`verdict`] (violations as facts, and the
//!    verdict), then [`match_file`] (the faults of a match's placement book and of the records it
//!    resumes), then [`words`] (every sentence a person reads, from the message catalogs), then
//!    [`standings`], then [`sprt`] (the sequential test), then [`pentanomial`] (paired games),
//!    then [`summary`] (the counts of a batch).
//! 4. [`fleet`] (placement), then [`engine`] (the log and its replay), [`split`] and [`drawing`]
//!    (drawn fleets).
//! 5. [`board`] (the final boards), then [`referee`] (adjudicating a record), then [`paper`].
//! 6. [`text`], [`schema`], [`generate`], [`html`], then [`report`] (GitHub annotations, JUnit XML
//!    and Markdown for CI).
//! 7. [`check`]: one record checked as `broadside check` checks it, in each form (the command
//!    line and the web page both call it).
#![forbid(unsafe_code)]

pub mod board;
pub mod check;
pub mod coord;
pub mod drawing;
pub mod engine;
pub mod error;
pub mod fleet;
pub mod generate;
pub mod html;
pub mod letters;
pub mod match_file;
pub mod names;
pub mod paper;
pub mod pentanomial;
pub mod place;
pub mod record;
pub mod referee;
pub mod report;
pub mod rules;
pub mod schema;
pub mod split;
pub mod sprt;
pub mod standings;
pub mod summary;
pub mod text;
pub mod verdict;
pub mod words;

pub use board::{BoardState, Boards, Mark};
pub use coord::{Cell, CellSet, Coordinate};
pub use error::InputError;
pub use fleet::{Fleet, Ship};
pub use record::{GameRecord, LogBuffer};
pub use referee::{Overrides, Referee, adjudicate, adjudicate_with_boards, check_record, parse_record};
pub use rules::{Board, FleetName, Preset, Rules, RulesSpec, SalvoOrder, SalvoShots, ShipClass, Touching, Turns};
pub use verdict::{Code, Outcome, Reason, Severity, Stats, Verdict, Violation};
