//! A paper record's log, its words and its column letters (paper/line.rs, lexicon.rs, letters.rs, log.rs; docs/format.md §6): what is wrong, as facts.

/// A paper record's log, its words and its column letters: what is wrong, with the facts its sentence needs. Worded by the wording layer
/// (`words/log_faults.rs`), one message of the catalogs a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogFault {}
