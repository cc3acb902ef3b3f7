//! `broadside record`: convert a record between its two forms, JSON (docs/format.md §2) and paper
//! (docs/format.md §6).

use std::io::{Read, Write};
use std::path::PathBuf;

use super::messages::{EXIT_CLEAN, report, written};
use crate::referee::{Overrides, Referee};

pub(crate) const RECORD_EXAMPLES: &str = "\
Examples:
  broadside record game.txt                 a paper record as its JSON record (entry numbers as the verdict counts them)
  broadside record game.json                a JSON record as a paper record, the log as log: lines
  broadside record --to paper game.txt      a paper record rewritten in one standard layout
  broadside record game.txt | broadside check   the same verdict as `broadside check game.txt`
  broadside record --rules salvo game.txt   read shot grids under rules the paper does not name
  broadside record --to paper --lang nl game.json   a paper record in Dutch words (raak, mis, gezonken)

Exit status: 0 converted; 2 the input is not a record (the error, with the line and column, goes
to standard error).";

/// The form to convert to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Form {
    /// The JSON record (docs/format.md §2).
    Json,
    /// The paper record (docs/format.md §6).
    Paper,
}

/// Arguments of `broadside record`.
#[derive(Debug, clap::Args)]
pub struct RecordArgs {
    /// The record, JSON or paper; standard input when absent or `-`.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// The form to write: json or paper (default: the other form than the input's).
    #[arg(long, value_enum, value_name = "FORM")]
    pub to: Option<Form>,

    /// Rules to read a paper record's shot grids by (their board, and the turn rule that orders
    /// the shots), as `broadside check --rules` would judge it; the record keeps its own rules.
    #[arg(long, value_name = "NAME|JSON")]
    pub rules: Option<String>,

    /// Fleet to read a paper record's shot grids by, as `broadside check --fleet`.
    #[arg(long, value_name = "NAME|JSON")]
    pub fleet: Option<String>,

    /// The language of a paper record written: en (English, the default), bn (Bengali), hi
    /// (Hindi), tl (Tagalog), nl (Dutch) or ru (Russian): its header keys, section words,
    /// replies and the presets' classes in that language's words (under a `language:` line),
    /// and Bengali or Devanagari digits for bn and hi. The locale does not choose it: a record
    /// is data. A JSON record written is the same in every language.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<crate::words::Lang>,
}

/// Runs `broadside record` and returns the exit status.
pub fn record(args: &RecordArgs, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let referee = match Referee::new(&Overrides { rules: args.rules.clone(), fleet: args.fleet.clone() }) {
        Ok(r) => r,
        Err(e) => {
            return report(stderr, &super::messages::plain_error(&e, super::messages::lang_for_people(args.lang)));
        }
    };
    let (name, mut input) = match super::input::open_input(args.file.as_deref(), stdin) {
        Ok(opened) => opened,
        Err(e) => return report(stderr, &e.worded(super::messages::lang_for_people(args.lang))),
    };
    let text = match super::check::read_record(&mut input) {
        Ok(t) => t,
        Err(e) => {
            return report(
                stderr,
                &super::messages::input_error(&name, &e, super::messages::lang_for_people(args.lang)),
            );
        }
    };
    let lang = args.lang.unwrap_or_default();
    let converted = crate::check::convert_in(&referee, &text, args.to.map(|to| to == Form::Json), lang);
    match converted {
        Ok(out) => written(
            stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush()),
            EXIT_CLEAN,
            super::messages::lang_for_people(args.lang),
            stderr,
        ),
        Err(e) => report(stderr, &super::messages::input_error(&name, &e, super::messages::lang_for_people(args.lang))),
    }
}
