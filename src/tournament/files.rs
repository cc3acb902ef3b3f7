//! The files of a match, read, opened or checked before its first game: the placement book
//! (`--book`, read and hashed), the CI reports (`--report FORMAT FILE`), and the paths the
//! standings and the bots' logs go to (checked to be writable, and left as they were).

use std::path::{Path, PathBuf};

use sha2::Digest;

use crate::error::{FileFault, IoWhy, quote};
use crate::match_file::{FilePlace, MatchFileError, MatchFileFault};
use crate::reporting::Writer;
use crate::words::{Words, text};

/// A CI report of the match being written (`--report FORMAT FILE`).
pub(super) struct ReportFile {
    pub path: PathBuf,
    pub out: std::io::BufWriter<std::fs::File>,
    pub writer: Writer,
    /// The first write error, after which the report is not written to.
    pub failed: Option<std::io::Error>,
}

/// Opens the files of `--report`'s FORMAT FILE pairs, before any game is played. A report
/// says what a person reads in `words`' language.
///
/// # Errors
/// [`OutputFault::ReportFormat`] for an unknown format, [`OutputFault::CannotWrite`] for a file
/// that cannot be written.
pub(super) fn open_reports(pairs: &[(String, PathBuf)], words: &Words) -> Result<Vec<ReportFile>, OutputFault> {
    use crate::report::Format;
    pairs
        .iter()
        .map(|(format, path)| {
            let format = match format.as_str() {
                "github" => Format::Github,
                "junit" => Format::Junit,
                "markdown" => Format::Markdown,
                other => return Err(OutputFault::ReportFormat { format: other.to_owned() }),
            };
            let file = writable_file(path)
                .and_then(|()| std::fs::File::create(path))
                .map_err(|error| OutputFault::CannotWrite { option: "--report", path: path.clone(), error })?;
            // Annotations point at the records' lines when standard output is a file.
            let records = records_file().map(|p| crate::reporting::annotation_path(&p));
            let options = crate::report::Options {
                format,
                name: "match".into(),
                file: records,
                strict: false,
                counts_only: false,
                timestamp: crate::reporting::timestamp(),
                hostname: crate::reporting::hostname(),
                lang: words.lang,
            };
            let writer = Writer::new(options);
            Ok(ReportFile { path: path.clone(), out: std::io::BufWriter::new(file), writer, failed: None })
        })
        .collect()
}

/// The file standard output writes to, when it is a regular file (`> games.jsonl`): where the
/// records are, for the annotations' `file`. Known on Linux (`/proc/self/fd/1`); elsewhere none.
fn records_file() -> Option<PathBuf> {
    let path = std::fs::read_link("/proc/self/fd/1").ok()?;
    std::fs::metadata(&path).ok().filter(|m| m.is_file()).map(|_| path)
}

/// Why a file of a match cannot be opened or written before its first game (the facts;
/// [`OutputFault::worded`] says them).
#[derive(Debug)]
pub enum OutputFault {
    /// `--report FORMAT FILE`: FORMAT is none of `github`, `junit`, `markdown`.
    ReportFormat { format: String },
    /// The file or folder `path` given to `option` cannot be written: the operating system's
    /// reason.
    CannotWrite { option: &'static str, path: PathBuf, error: std::io::Error },
}

impl OutputFault {
    /// The sentence, in `words`' language (after `broadside: `; the system's reason as it gives
    /// it).
    pub fn worded(&self, words: &Words) -> String {
        match self {
            OutputFault::ReportFormat { format } => {
                words.say("match-error-report-format", &[("format", text(quote(format)))])
            }
            OutputFault::CannotWrite { option, path, error } => {
                let args = [
                    ("option", text(*option)),
                    ("path", text(path.display().to_string())),
                    ("error", text(words.io_error(error))),
                ];
                words.say("match-error-cannot-write", &args)
            }
        }
    }
}

impl std::fmt::Display for OutputFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for OutputFault {}

/// The message (`broadside: …`) for a file or folder given to `option` that cannot be written,
/// in `words`' language ([`OutputFault::CannotWrite`]).
pub(super) fn cannot_write(words: &Words, option: &'static str, path: &Path, error: std::io::Error) -> String {
    let fault = OutputFault::CannotWrite { option, path: path.to_path_buf(), error };
    format!("broadside: {}", fault.worded(words))
}

/// Checks that `path` can be written, as the file the standings go to, leaving it as it was (a
/// file that did not exist is not left behind).
///
/// # Errors
/// The operating system's error.
pub(super) fn writable_file(path: &Path) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::new(std::io::ErrorKind::IsADirectory, "it is a folder"));
    }
    let existed = path.exists();
    std::fs::OpenOptions::new().append(true).create(true).open(path)?;
    if !existed {
        let _ = std::fs::remove_file(path);
    }
    Ok(())
}

/// Creates the folder `dir` if need be, and checks that files can be made in it.
///
/// # Errors
/// The operating system's error.
pub fn writable_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let probe = dir.join(format!(".broadside-probe-{}", std::process::id()));
    std::fs::File::create(&probe)?;
    std::fs::remove_file(&probe)
}

/// Reads the placement book at `path`, every fleet checked against `rules`; returns its entries
/// and the file's SHA-256 in lowercase hex (written in each record, compared by `--resume`).
///
/// # Errors
/// What cannot be read, at its line and column where it has them, and what was expected.
pub(super) fn read_book(
    path: &Path,
    rules: &crate::rules::Rules,
) -> Result<(Vec<crate::book::Entry>, String), MatchFileError> {
    let text = std::fs::read(path).map_err(|e| {
        MatchFileError::new(FilePlace::File, MatchFileFault::File(FileFault::CannotRead(IoWhy::from(&e))))
    })?;
    let sha256 = sha2::Sha256::digest(&text).iter().map(|b| format!("{b:02x}")).collect();
    let text = String::from_utf8(text).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        MatchFileError::new(FilePlace::Line(line), MatchFileFault::NotUtf8)
    })?;
    Ok((crate::book::parse(&text, rules)?, sha256))
}

/// The message for an error of the file `path` given to `option` (`--book`, `--resume`), in
/// `words`' language: `broadside: --book book.jsonl:3:11: …`, `broadside: --book book.jsonl: …`
/// where it has no position.
pub(super) fn file_error(option: &str, path: &Path, e: &MatchFileError, words: &Words) -> String {
    let gap = if e.positioned() { "" } else { " " };
    format!("broadside: {option} {}:{gap}{}", path.display(), words.match_file_error(e))
}
