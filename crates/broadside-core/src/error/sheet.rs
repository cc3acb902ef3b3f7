//! A paper record's header, sections, drawings and shot grids, and a record that cannot be written as paper (paper/json.rs, sheet.rs, grid.rs, fleet.rs, convert.rs, numbering.rs, write.rs; docs/format.md §6): what is wrong, as facts.

/// A paper record's header, sections, drawings and shot grids, and a record that cannot be written as paper: what is wrong, with the facts its sentence needs. Worded by the wording layer
/// (`words/sheet_faults.rs`), one message of the catalogs a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetFault {}
