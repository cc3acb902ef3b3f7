//! `broadside schema`: print the JSON Schema of the record, the verdict or the rules.

use std::io::Write;

use super::messages::EXIT_CLEAN;
use crate::schema::{SchemaKind, schema};

pub(crate) const SCHEMA_EXAMPLES: &str = "\
Examples:
  broadside schema record > record.schema.json    validate records before checking them
  broadside schema verdict                        what `broadside check` prints
  broadside schema rules                          a record's \"rules\" value
  broadside record game.txt > game.json           a paper record as the JSON record the schema describes

The schemas are JSON Schema draft 2020-12.";

/// Arguments of `broadside schema`.
#[derive(Debug, clap::Args)]
pub struct SchemaArgs {
    /// Which schema: record, verdict or rules.
    #[arg(value_enum, value_name = "WHICH")]
    pub which: Which,
}

/// [`SchemaKind`] as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Which {
    /// The game record `broadside check` reads.
    Record,
    /// The verdict `broadside check` writes.
    Verdict,
    /// A record's `"rules"`: a preset name or a custom rules object.
    Rules,
}

impl From<Which> for SchemaKind {
    fn from(which: Which) -> SchemaKind {
        match which {
            Which::Record => SchemaKind::Record,
            Which::Verdict => SchemaKind::Verdict,
            Which::Rules => SchemaKind::Rules,
        }
    }
}

/// Runs `broadside schema` and returns the exit status.
pub fn print(args: &SchemaArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let mut text = serde_json::to_string_pretty(&schema(args.which.into())).expect("schemas serialize");
    text.push('\n');
    super::messages::written(
        stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()),
        EXIT_CLEAN,
        super::messages::lang_for_people(None),
        stderr,
    )
}
