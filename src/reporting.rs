//! Writing a CI report ([`crate::report`]) as a run goes: GitHub annotations straight out;
//! JUnit testcases held until the counts that head them are known, in memory up to
//! [`SPOOL_MEMORY`] bytes and past that in an unnamed temporary file, so that memory stays flat
//! over any number of games; the Markdown at the end. Also what a report says of where it runs:
//! the input's path as annotations give it, the time and the machine's name.

use std::fs::File;
use std::io::{self, BufWriter, Read, Seek, Write};

use crate::report::{Format, Options, Part, Place, Report};
use crate::verdict::Verdict;

/// The path GitHub annotations give for the input file `path`: GitHub's runner places an
/// annotation only on a path from the repository's root (`GITHUB_WORKSPACE`), so where that is
/// set, the path from it (the absolute path for a file outside it); elsewhere the path as given,
/// without `.` steps (`./games.jsonl` is `games.jsonl`).
pub fn annotation_path(path: &std::path::Path) -> String {
    use std::path::Component;
    if let Some(workspace) = std::env::var_os("GITHUB_WORKSPACE").filter(|w| !w.is_empty())
        && let Ok(absolute) = std::fs::canonicalize(path)
    {
        let workspace = std::fs::canonicalize(&workspace).unwrap_or_else(|_| workspace.into());
        return match absolute.strip_prefix(&workspace) {
            Ok(relative) => slashes(relative),
            Err(_) => slashes(&absolute),
        };
    }
    let cleaned: std::path::PathBuf = path.components().filter(|c| *c != Component::CurDir).collect();
    slashes(&cleaned)
}

/// `path` as annotations write it: with `/` between its parts, also on Windows, as a
/// repository's paths are written, and without Windows' `\\?\` prefix of a canonical path.
fn slashes(path: &std::path::Path) -> String {
    let text = path.display().to_string();
    if cfg!(windows) { text.trim_start_matches(r"\\?\").replace('\\', "/") } else { text }
}

/// When the run started, as a JUnit suite's `timestamp`: `YYYY-MM-DDTHH:MM:SS`, UTC.
pub fn timestamp() -> String {
    let seconds = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    // Days since 1970-01-01 to a civil date (Howard Hinnant's days_from_civil, inverted).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}", rest / 3600, rest / 60 % 60, rest % 60)
}

/// The machine's name, as a JUnit suite's `hostname`, or `localhost` when it has none.
pub fn hostname() -> String {
    #[cfg(unix)]
    let name = rustix::system::uname().nodename().to_string_lossy().into_owned();
    // Windows names the machine in its environment (uname is Unix's).
    #[cfg(not(unix))]
    let name = std::env::var("COMPUTERNAME").unwrap_or_default();
    if name.trim().is_empty() { "localhost".into() } else { name }
}

/// The most bytes of JUnit testcases held in memory; more go to a temporary file.
pub const SPOOL_MEMORY: usize = 1 << 20;

/// A report being written to an output given at each call.
pub struct Writer {
    report: Report,
    spool: Spool,
    /// JUnit: the warnings of passing games, for the suite's `system-out` after the testcases.
    notes: Spool,
    /// Reused for the text of each part.
    text: String,
    /// Reused for each game taken alone.
    part: Part,
}

impl Writer {
    /// A writer of an empty report.
    pub fn new(options: Options) -> Writer {
        Writer {
            report: Report::new(options),
            spool: Spool::default(),
            notes: Spool::default(),
            text: String::new(),
            part: Part::default(),
        }
    }

    /// The games taken that fail.
    pub fn failing(&self) -> u64 {
        self.report.failing()
    }

    /// Takes the part that follows those taken, writing to `out` what is written at once.
    ///
    /// # Errors
    /// A write error of `out` or of the temporary file.
    pub fn take(&mut self, part: &Part, out: &mut dyn Write) -> io::Result<()> {
        self.text.clear();
        self.report.take(part, &mut self.text);
        if !part.notes().is_empty() {
            self.notes.write(part.notes().as_bytes())?;
        }
        self.put(out)
    }

    /// Takes one game, which follows those taken, on JSON Lines line `line`, of record `record`.
    ///
    /// # Errors
    /// As [`Writer::take`].
    pub fn take_verdict(
        &mut self,
        line: usize,
        record: &str,
        verdict: &Verdict,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let mut part = std::mem::take(&mut self.part);
        part.clear();
        part.verdict(self.report.options(), Place::Line(line), record, verdict);
        let result = self.take(&part, out);
        self.part = part;
        result
    }

    /// Takes an input that could not be adjudicated, found after the parts taken.
    ///
    /// # Errors
    /// As [`Writer::take`].
    pub fn take_error(&mut self, line: usize, message: &str, out: &mut dyn Write) -> io::Result<()> {
        self.text.clear();
        self.report.take_error(line, message, &mut self.text);
        self.put(out)
    }

    fn put(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if self.text.is_empty() {
            return Ok(());
        }
        if self.report.options().format == Format::Junit {
            self.spool.write(self.text.as_bytes())
        } else {
            out.write_all(self.text.as_bytes())
        }
    }

    /// Writes the rest of the report to `out`: the JUnit head, the testcases held and the end;
    /// the notice of the annotations left out; the Markdown.
    ///
    /// # Errors
    /// As [`Writer::take`].
    pub fn finish(self, out: &mut dyn Write) -> io::Result<()> {
        let [head, between, tail] = self.report.finish();
        out.write_all(head.as_bytes())?;
        self.spool.copy_to(out)?;
        out.write_all(between.as_bytes())?;
        self.notes.copy_to(out)?;
        out.write_all(tail.as_bytes())?;
        out.flush()
    }
}

/// Bytes held until the end: in memory, then in a temporary file.
#[derive(Default)]
struct Spool {
    memory: Vec<u8>,
    file: Option<BufWriter<File>>,
}

impl Spool {
    fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        if self.file.is_none() && self.memory.len() + bytes.len() > SPOOL_MEMORY {
            let mut file = BufWriter::with_capacity(1 << 16, temporary_file()?);
            file.write_all(&std::mem::take(&mut self.memory))?;
            self.file = Some(file);
        }
        match &mut self.file {
            Some(file) => file.write_all(bytes),
            None => {
                self.memory.extend_from_slice(bytes);
                Ok(())
            }
        }
    }

    fn copy_to(self, out: &mut dyn Write) -> io::Result<()> {
        out.write_all(&self.memory)?;
        if let Some(file) = self.file {
            let mut file = file.into_inner().map_err(io::IntoInnerError::into_error)?;
            file.rewind()?;
            let mut buffer = vec![0; 1 << 16];
            loop {
                let n = file.read(&mut buffer)?;
                if n == 0 {
                    break;
                }
                out.write_all(&buffer[..n])?;
            }
        }
        Ok(())
    }
}

/// A new file in the temporary folder, open to read and write, whose name is removed at once:
/// it goes when it is closed, even if the run is killed.
fn temporary_file() -> io::Result<File> {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir();
    loop {
        let path = dir.join(format!("broadside-junit-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)));
        match File::options().read(true).write(true).create_new(true).open(&path) {
            Ok(file) => {
                std::fs::remove_file(&path)?;
                return Ok(file);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io::Error::new(e.kind(), format!("a temporary file in {}: {e}", dir.display()))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_timestamp_is_a_date_and_time() {
        let t = timestamp();
        assert_eq!(t.len(), 19, "{t}");
        assert!(t.starts_with("20") && &t[10..11] == "T", "{t}");
    }

    #[test]
    fn the_spool_gives_back_what_it_took_past_memory() {
        let mut spool = Spool::default();
        let block = vec![b'x'; SPOOL_MEMORY / 3 + 1];
        for _ in 0..4 {
            spool.write(&block).unwrap();
        }
        assert!(spool.file.is_some(), "past SPOOL_MEMORY the bytes go to a file");
        let mut out = Vec::new();
        spool.copy_to(&mut out).unwrap();
        assert_eq!(out.len(), 4 * block.len());
        assert!(out.iter().all(|&b| b == b'x'));
    }
}
