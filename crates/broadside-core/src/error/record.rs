//! A JSON record that does not hold together, rules or a fleet that cannot be read, and a line of a batch that cannot be a record (referee.rs, record.rs, rules.rs, coord.rs, names.rs, drawing.rs, check.rs; the command line's batch): what is wrong, as facts.

/// A JSON record that does not hold together, rules or a fleet that cannot be read, and a line of a batch that cannot be a record: what is wrong, with the facts its sentence needs. Worded by the wording layer
/// (`words/record_faults.rs`), one message of the catalogs a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordFault {}
