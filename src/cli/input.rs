//! Opening what a subcommand reads: a file, or standard input; for `check --jsonl`, a regular
//! file mapped into memory.

use std::io::Read;

use super::messages::input_error;
use crate::batch::MappedFile;

/// Opens the input a subcommand reads: `file`, or standard input when it is absent or `-`.
/// Returns the name to show in messages and the reader.
///
/// # Errors
/// The message to report, in `lang`, when the file cannot be opened or is a directory.
pub(crate) fn open_input<'s>(
    file: Option<&std::path::Path>,
    stdin: &'s mut dyn Read,
    lang: crate::words::Lang,
) -> Result<(String, Box<dyn Read + 's>), String> {
    match file {
        None => Ok(("<stdin>".into(), Box::new(stdin))),
        Some(p) if p.as_os_str() == "-" => Ok(("<stdin>".into(), Box::new(stdin))),
        Some(p) => Ok((p.display().to_string(), Box::new(open_file(p, lang)?))),
    }
}

/// An input opened for `check --jsonl`: a regular file mapped into memory, or a stream.
pub(crate) enum Opened<'s> {
    Mapped(MappedFile),
    Stream(Box<dyn Read + 's>),
}

/// Opens the input as [`open_input`] does, mapping `file` when it is a regular file (see
/// [`MappedFile::open`]). The file is opened once: a FIFO opened a second time would
/// wait for a second writer.
///
/// # Errors
/// As [`open_input`].
pub(crate) fn open_mapped<'s>(
    file: Option<&std::path::Path>,
    stdin: &'s mut dyn Read,
    lang: crate::words::Lang,
) -> Result<Opened<'s>, String> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let f = open_file(p, lang)?;
            Ok(match MappedFile::open(&f) {
                Ok(Some(map)) => Opened::Mapped(map),
                // Not mappable (a pipe, a device, an empty file) or refused: read as a stream.
                _ => Opened::Stream(Box::new(f)),
            })
        }
        _ => open_input(file, stdin, lang).map(|(_, input)| Opened::Stream(input)),
    }
}

/// Opens the file at `p` for reading; the message to report, in `lang`, where it cannot.
fn open_file(p: &std::path::Path, lang: crate::words::Lang) -> Result<std::fs::File, String> {
    use crate::error::{FileFault, InputError};
    let fault = if p.is_dir() {
        FileFault::IsDirectory
    } else {
        match std::fs::File::open(p) {
            Ok(f) => return Ok(f),
            Err(e) => FileFault::CannotOpen((&e).into()),
        }
    };
    Err(input_error(&p.display().to_string(), &InputError::input(crate::error::Fault::File(fault)), lang))
}
