//! Opening what a subcommand reads: a file, or standard input; for `check --jsonl`, a regular
//! file mapped into memory.

use std::io::Read;

use crate::batch::MappedFile;

/// Opens the input a subcommand reads: `file`, or standard input when it is absent or `-`.
/// Returns the name to show in messages and the reader.
///
/// # Errors
/// [`OpenError`] when the file cannot be opened or is a directory.
pub(crate) fn open_input<'s>(
    file: Option<&std::path::Path>,
    stdin: &'s mut dyn Read,
) -> Result<(String, Box<dyn Read + 's>), OpenError> {
    match file {
        None => Ok(("<stdin>".into(), Box::new(stdin))),
        Some(p) if p.as_os_str() == "-" => Ok(("<stdin>".into(), Box::new(stdin))),
        Some(p) => Ok((p.display().to_string(), Box::new(open_file(p)?))),
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
) -> Result<Opened<'s>, OpenError> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let f = open_file(p)?;
            Ok(match MappedFile::open(&f) {
                Ok(Some(map)) => Opened::Mapped(map),
                // Not mappable (a pipe, a device, an empty file) or refused: read as a stream.
                _ => Opened::Stream(Box::new(f)),
            })
        }
        _ => open_input(file, stdin).map(|(_, input)| Opened::Stream(input)),
    }
}

/// An input file that cannot be opened (the facts; [`OpenError::worded`] says them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OpenError {
    /// The file's name as messages show it.
    pub name: String,
    /// Why it cannot be opened: a directory, or the system's reason.
    pub fault: crate::error::FileFault,
}

impl OpenError {
    /// The message to report (`broadside: NAME: …`), in `lang`.
    pub(crate) fn worded(&self, lang: crate::words::Lang) -> String {
        let error = crate::error::InputError::input(crate::error::Fault::File(self.fault.clone()));
        super::messages::input_error(&self.name, &error, lang)
    }
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(crate::words::Lang::default()))
    }
}

impl std::error::Error for OpenError {}

/// Opens the file at `p` for reading.
///
/// # Errors
/// [`OpenError`] where it cannot be: a directory, or the system's reason.
fn open_file(p: &std::path::Path) -> Result<std::fs::File, OpenError> {
    use crate::error::FileFault;
    let fault = if p.is_dir() {
        FileFault::IsDirectory
    } else {
        match std::fs::File::open(p) {
            Ok(f) => return Ok(f),
            Err(e) => FileFault::CannotOpen((&e).into()),
        }
    };
    Err(OpenError { name: p.display().to_string(), fault })
}
