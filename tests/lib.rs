//! The integration tests: one binary, a module per area, the helpers in [`common`].
//!
//! One binary is built and linked once instead of once an area, and its tests share the
//! machine's cores in one pool. Run one area with its module path:
//! `cargo test --test integration violations::`, or one test by its name.
//!
//! Each module's snapshots are in tests/snapshots/ (`integration__MODULE__NAME.snap`), and each
//! property test's regressions beside its module (`MODULE.proptest-regressions`, as
//! [`common::records::config`] tells proptest).

mod common;

// The record and its verdict.
mod engine;
mod equivalence;
mod real_games;
mod schema;
mod snapshots;
mod violations;
mod way_down;

// Drawn fleets and their splits.
mod doubt_props;
mod fleet;
mod grid_props;
mod split_props;

// Paper records.
mod paper;
mod paper_bounds;
mod paper_props;
mod paper_styles;

// The command line and what it writes.
mod ci_formats;
mod cli;
mod cli_batch;
mod cli_fleet;
mod commands;
mod docs;
mod html;
mod terminal;
mod text;
mod web;

// Any input: limits, no panic, arbitrary records and generated games.
mod generate_props;
mod hostile;
mod no_panic;
mod properties;

// Bots and matches.
mod bot_check;
mod hidden;
mod match_options;
mod matches;
mod sandbox;
mod sprt_reference;
mod tournament;

// Beyond one process.
mod gnu_parallel;
mod spark;
