//! JSON Lines adjudicated on every core, one verdict a line out (`broadside check --jsonl`).
//!
//! The calling thread reads the input in batches bounded by lines and bytes and hands them to
//! `jobs` worker threads; each worker adjudicates a whole batch into an output buffer of its
//! own; the calling thread writes the buffers in input order as they come back. At most
//! `jobs + 2` batches exist at once, so memory stays flat whatever the input's size, and
//! batches and buffers are reused. The output does not depend on the number of threads.
//!
//! An input held in memory ([`Input::Bytes`], or a file mapped with [`MappedFile::open`]) is
//! split into lines by the workers themselves, and no line is copied.
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, and none imports this
//! module itself:
//!
//! 1. `mapped`: a file of JSON Lines mapped into memory (the crate's one use of unsafe code).
//! 2. `blocks`: splitting a stream or a slice into lines, a batch at a time.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::sync::{Mutex, mpsc};

use indicatif::ProgressBar;
use serde::Serialize;

mod blocks;
mod mapped;

pub use mapped::MappedFile;

use crate::error::{Fault, FileFault, InputError, IoWhy, RecordFault};
use crate::record::LogBuffer;
use crate::referee::{MAX_RECORD_BYTES, Referee};
pub use crate::summary::SUMMARY_ERROR_LINES;
use crate::summary::Summary;
use blocks::{Lines, SliceLines, Slot};

/// Exit status of a batch's lines (the worst line's is the batch's, and `broadside`'s): adjudicated
/// with no foul (and, under `--strict`, no warning and finished).
pub const EXIT_CLEAN: u8 = 0;
/// Exit status: adjudicated with a foul (under `--strict`, also a warning or an unfinished game).
pub const EXIT_FOUL: u8 = 1;
/// Exit status: the input could not be adjudicated (for `broadside`, also a command line that is
/// wrong).
pub const EXIT_INPUT: u8 = 2;

/// The most lines a batch holds.
const BATCH_LINES: usize = 1024;
/// A batch stops taking lines once it holds this many bytes (one line may take it past this,
/// up to [`MAX_RECORD_BYTES`] more).
const BATCH_BYTES: usize = 1 << 20;
/// Bytes asked of each `read` of the input, straight into a batch's buffer.
const READ_BLOCK: usize = 1 << 18;
/// [`Batch::seq`] of a batch that a worker found no lines for: an input in memory has ended.
const UNUSED: u64 = u64::MAX;

/// How a JSON Lines run goes.
pub struct Options {
    /// Worker threads, at least 1.
    pub jobs: usize,
    /// Fail also on warnings and unfinished games (`--strict`).
    pub strict: bool,
    /// Write one summary at the end instead of the verdicts (`--summary`).
    pub summary: bool,
    /// Write one HTML report page at the end instead of the verdicts (`--format html`): the
    /// summary's counts and the first games with a foul in detail.
    pub page: bool,
    /// The language of the report page, the CI reports and the error records (English for JSON
    /// unless `--lang` is given).
    pub lang: crate::words::Lang,
    /// Where to show progress, if anywhere.
    pub progress: Option<ProgressBar>,
    /// Write a CI report instead of the verdicts (`--format github|junit|markdown`).
    pub report: Option<crate::report::Options>,
}

/// What adjudicating a batch produced.
#[derive(Default)]
struct Chunk {
    /// Verdicts and error records, one a line (empty under `--summary`).
    bytes: Vec<u8>,
    /// The worst exit status of its lines.
    worst: u8,
    /// Its lines counted (under `--summary` and `--format html`).
    tally: Summary,
    /// Under `--format html`: each line's row of the report page, in order.
    rows: Vec<crate::html::GameRow>,
    /// Under a CI report's format: what its lines produced for the report.
    part: crate::report::Part,
}

/// A batch of lines, and what adjudicating them produced.
#[derive(Default)]
struct Batch<'i> {
    /// Its place in the input, from 0.
    seq: u64,
    /// The lines' text, one after another (and stale bytes after them: see [`Lines::fill`]),
    /// when they were read from a stream.
    text: Vec<u8>,
    /// The lines' text, when the input is held in memory: a slice of it.
    view: Option<&'i [u8]>,
    /// Where in the input the batch ends, in bytes, when the input is held in memory.
    end: usize,
    /// Where each line is in the batch's text (`view`, or else `text`).
    lines: Vec<Slot>,
    /// Bytes of input it took (line ends included), for progress.
    consumed: u64,
    /// A read error after its lines, with the line number where it happened.
    failed: Option<(usize, IoWhy)>,
    /// What adjudicating it produced.
    chunk: Chunk,
}

impl<'i> Batch<'i> {
    /// Reads the next lines of a stream into the batch, numbered `seq`; returns whether the
    /// input ended.
    fn fill(&mut self, seq: u64, lines: &mut Lines, input: &mut dyn Read) -> bool {
        self.seq = seq;
        self.view = None;
        let filled = lines.fill(input, &mut self.text, &mut self.lines, BATCH_LINES, BATCH_BYTES);
        self.consumed = filled.consumed;
        self.failed = filled.failed;
        filled.at_end
    }
}

/// Where a JSON Lines run reads its input.
pub enum Input<'i> {
    /// A stream (standard input, a pipe), read in blocks by the calling thread; each line is
    /// copied once, into its batch.
    Read(&'i mut dyn Read),
    /// Text held whole in memory: each worker takes its next batch itself, as a slice of it,
    /// and no line is copied.
    Bytes(&'i [u8]),
    /// A file mapped into memory, read as [`Input::Bytes`]; the pages of the batches written
    /// are handed back as the run goes, so that resident memory stays flat.
    Mapped(&'i MappedFile),
}

/// The next batches of an input held in memory, taken by the workers one at a time: the
/// worker that splits a batch's lines then adjudicates them while they are in its core's cache,
/// rather than reading them again from another core's (docs/performance.md has the figures).
struct Feed<'i> {
    lines: SliceLines<'i>,
    /// The place of the next batch with lines in the input, from 0.
    seq: u64,
}

impl<'i> Feed<'i> {
    /// Takes the next lines into `batch`; returns whether there were any (or the input ended).
    fn fill(&mut self, batch: &mut Batch<'i>) -> bool {
        let (view, filled) = self.lines.fill(&mut batch.lines, BATCH_LINES, BATCH_BYTES);
        if batch.lines.is_empty() {
            return false;
        }
        batch.seq = self.seq;
        self.seq += 1;
        batch.view = Some(view);
        batch.end = self.lines.position();
        batch.consumed = filled.consumed;
        batch.failed = None;
        true
    }
}

/// Why a batch run cannot go on (the facts; [`BatchError::worded`] says them).
#[derive(Debug)]
pub enum BatchError {
    /// A worker thread cannot be started: the operating system's reason.
    CannotStartThread(std::io::Error),
    /// The output cannot be written (but to a closed pipe, which ends the run quietly): the
    /// operating system's reason.
    CannotWrite(std::io::Error),
}

impl BatchError {
    /// The sentence, in `words`' language (after `broadside: `).
    pub fn worded(&self, words: &crate::words::Words) -> String {
        match self {
            BatchError::CannotStartThread(e) => {
                words.say("cannot-start-thread", &[("error", crate::words::text(words.io_error(e)))])
            }
            BatchError::CannotWrite(e) => words.output_unwritten(e),
        }
    }
}

impl std::fmt::Display for BatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&crate::words::Words::default()))
    }
}

impl std::error::Error for BatchError {}

/// Adjudicates JSON Lines from `input` with `referee`, writing to `stdout` one verdict a line
/// (or one summary), and returns the worst line's exit status. A write failure (a closed pipe)
/// ends the run quietly. The output is the same whatever the [`Input`].
///
/// # Errors
/// [`BatchError::CannotStartThread`] when the worker threads cannot be started,
/// [`BatchError::CannotWrite`] when the output cannot be written.
pub fn check_lines(
    referee: &Referee,
    options: &Options,
    input: Input<'_>,
    stdout: &mut dyn Write,
) -> Result<u8, BatchError> {
    // A stream is read here; an input in memory is split by the workers.
    let (mut stream, lines_in_memory, mapped) = match input {
        Input::Read(read) => (Some((Lines::new(READ_BLOCK, MAX_RECORD_BYTES), read)), None, None),
        Input::Bytes(bytes) => (None, Some(SliceLines::new(bytes, MAX_RECORD_BYTES)), None),
        Input::Mapped(file) => (None, Some(SliceLines::mapped(file, MAX_RECORD_BYTES)), Some(file)),
    };
    let feed = lines_in_memory.map(|lines| Mutex::new(Feed { lines, seq: 0 }));
    let jobs = options.jobs.max(1);
    let (work_tx, work_rx) = mpsc::channel::<Batch>();
    let work_rx = Mutex::new(work_rx);
    let (done_tx, done_rx) = mpsc::channel::<Batch>();
    let mut worst = EXIT_CLEAN;
    let mut total = Summary::default();
    let mut lines = 0u64;
    let mut failed_write: Option<std::io::Error> = None;
    let mut page = options.page.then(|| crate::html::BatchPage::new(options.lang));
    let mut report = options.report.clone().map(crate::reporting::Writer::new);
    let counted = options.summary || options.page;
    std::thread::scope(|scope| -> Result<(), BatchError> {
        for i in 0..jobs {
            let (work_rx, done_tx, feed) = (&work_rx, done_tx.clone(), feed.as_ref());
            std::thread::Builder::new()
                .name(format!("broadside-{i}"))
                .spawn_scoped(scope, move || {
                    let mut buffer = LogBuffer::default();
                    loop {
                        // The lock is held only to take the next batch.
                        let next = work_rx.lock().map_err(|_| ()).and_then(|rx| rx.recv().map_err(|_| ()));
                        let Ok(mut batch) = next else { return };
                        // From an input in memory, the batch comes empty: its lines are taken
                        // here. None left means the input ended: the batch goes back unused.
                        let taken = feed.is_none_or(|feed| feed.lock().is_ok_and(|mut feed| feed.fill(&mut batch)));
                        if taken {
                            adjudicate(referee, options, &mut batch, &mut buffer);
                        } else {
                            batch.lines.clear();
                            batch.seq = UNUSED;
                        }
                        if done_tx.send(batch).is_err() {
                            return;
                        }
                    }
                })
                .map_err(BatchError::CannotStartThread)?;
        }
        drop(done_tx);
        let in_flight_max = jobs + 2;
        let mut free: Vec<Batch> = Vec::new();
        let mut waiting: BTreeMap<u64, Batch> = BTreeMap::new();
        let (mut read_seq, mut write_seq) = (0u64, 0u64);
        let mut at_end = false;
        // Batches handed out and not yet written (or come back unused).
        let mut in_flight = 0usize;
        loop {
            while !at_end && in_flight < in_flight_max {
                let mut batch = free.pop().unwrap_or_default();
                if let Some((reader, input)) = stream.as_mut() {
                    at_end = batch.fill(read_seq, reader, *input);
                    if batch.lines.is_empty() && batch.failed.is_none() {
                        free.push(batch);
                        break;
                    }
                    read_seq += 1;
                }
                in_flight += 1;
                work_tx.send(batch).expect("the workers wait for batches");
            }
            if in_flight == 0 {
                break;
            }
            let batch = done_rx.recv().expect("a batch in flight comes back");
            if batch.seq == UNUSED {
                // Unused: the input in memory has no lines left.
                at_end = true;
                in_flight -= 1;
                free.push(batch);
                continue;
            }
            waiting.insert(batch.seq, batch);
            let mut closed = false;
            while let Some(mut batch) = waiting.remove(&write_seq) {
                write_seq += 1;
                in_flight -= 1;
                worst = worst.max(batch.chunk.worst);
                if let Some(page) = page.as_mut() {
                    for row in batch.chunk.rows.drain(..) {
                        page.add(row);
                    }
                }
                let wrote = match report.as_mut() {
                    Some(report) => report.take(&batch.chunk.part, stdout),
                    None if counted => {
                        total.merge(&batch.chunk.tally);
                        Ok(())
                    }
                    None => stdout.write_all(&batch.chunk.bytes),
                };
                if let Err(e) = wrote {
                    failed_write = Some(e);
                    closed = true;
                }
                if let Some((line, why)) = &batch.failed {
                    worst = EXIT_INPUT;
                    let message =
                        &line_error(&InputError::input(Fault::File(FileFault::CannotRead(why.clone()))), options.lang);
                    if let Some(report) = report.as_mut().filter(|_| !closed) {
                        if let Err(e) = report.take_error(*line, message, stdout) {
                            failed_write = Some(e);
                            closed = true;
                        }
                    } else if counted {
                        total.error(*line);
                        if let Some(page) = page.as_mut() {
                            page.add(crate::html::GameRow::error(*line, message));
                        }
                    } else if !closed {
                        let mut out = Vec::new();
                        write_error(&mut out, *line, message);
                        if let Err(e) = stdout.write_all(&out) {
                            failed_write = Some(e);
                            closed = true;
                        }
                    }
                }
                lines += batch.lines.len() as u64;
                if let Some(file) = mapped {
                    file.release_before(batch.end);
                }
                if let Some(bar) = &options.progress {
                    bar.inc(batch.consumed);
                    bar.set_message(format!("{lines} lines"));
                }
                // A buffer grown past a batch (a line near the limit) is let go, not kept.
                if batch.text.capacity() > 4 * BATCH_BYTES {
                    batch.text = Vec::new();
                }
                free.push(batch);
                if closed {
                    break;
                }
            }
            if closed {
                // Stop reading; the workers finish the batches in flight, which are dropped.
                break;
            }
        }
        // Closing the queue ends the workers.
        drop(work_tx);
        Ok(())
    })?;
    if let Some(bar) = &options.progress {
        bar.finish_and_clear();
    }
    let mut finish = || {
        if let Some(report) = report.take() {
            report.finish(stdout)?;
        } else if let Some(page) = page.take() {
            page.finish(&total, stdout)?;
        } else if options.summary {
            // Written as it is made: the summary of 400,000 players is over 100 MB of JSON.
            let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut *stdout);
            serde_json::to_writer(&mut out, &total).map_err(std::io::Error::from)?;
            out.write_all(b"\n")?;
            out.flush()?;
        }
        stdout.flush()
    };
    match failed_write.map_or_else(&mut finish, Err) {
        // A closed pipe: the reader has what it wanted.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(BatchError::CannotWrite(e)),
        _ => Ok(worst),
    }
}

/// Adjudicates every line of `batch` into its output.
fn adjudicate(referee: &Referee, options: &Options, batch: &mut Batch, buffer: &mut LogBuffer) {
    let text = batch.view.unwrap_or(&batch.text);
    let Batch { lines, chunk, .. } = batch;
    chunk.bytes.clear();
    chunk.worst = EXIT_CLEAN;
    chunk.tally.clear();
    chunk.rows.clear();
    chunk.part.clear();
    for &slot in lines.iter() {
        judge(referee, options, text, slot, chunk, buffer);
    }
}

/// Adjudicates one line into `chunk` (under `--format html`, also its row of the page).
fn judge(referee: &Referee, options: &Options, text: &[u8], slot: Slot, chunk: &mut Chunk, buffer: &mut LogBuffer) {
    let (number, error) = match slot {
        Slot::TooLong { number, bytes } => {
            let fault = RecordFault::LineTooLarge { bytes: bytes as u64, limit: MAX_RECORD_BYTES as u64 };
            (number, line_error(&InputError::input(fault), options.lang))
        }
        Slot::Text { number, start, end } => match utf8(&text[start..end]) {
            Err(e) => {
                let fault = RecordFault::NotUtf8 { byte: None, utf16: false };
                (number, line_error(&InputError::text(1, e.valid_up_to() + 1, fault), options.lang))
            }
            // Blank means JSON white space only (RFC 8259 §2, the line end aside): any other
            // character, U+00A0 included, makes the line a record or an error record.
            Ok(t) if t.bytes().all(|b| matches!(b, b' ' | b'\t' | b'\r')) => return,
            // A page's row needs the boards after every entry: the one adjudication gives them.
            Ok(t) if options.page => match crate::html::Judged::new(referee, t, true) {
                Ok(judged) => {
                    chunk.worst = chunk.worst.max(judged.verdict.exit_status(options.strict));
                    chunk.tally.add(&judged.verdict);
                    chunk.rows.push(crate::html::GameRow::judged(number, &judged, options.lang));
                    return;
                }
                Err(e) => (number, line_error(&e, options.lang)),
            },
            Ok(t) => match referee.check_reusing(t, buffer) {
                Ok(verdict) => {
                    chunk.worst = chunk.worst.max(verdict.exit_status(options.strict));
                    if let Some(report) = &options.report {
                        chunk.part.verdict(report, crate::report::Place::Line(number), t, &verdict);
                    } else if options.summary {
                        chunk.tally.add(&verdict);
                    } else {
                        // English unless --lang is given (`Options::lang`).
                        let worded = crate::words::Worded { verdict: &verdict, lang: options.lang };
                        serde_json::to_writer(&mut chunk.bytes, &worded).expect("verdicts serialize");
                        chunk.bytes.push(b'\n');
                    }
                    return;
                }
                Err(e) => (number, line_error(&e, options.lang)),
            },
        },
    };
    chunk.worst = EXIT_INPUT;
    if let Some(report) = &options.report {
        chunk.part.error(report, Some(number), None, &error);
    } else if options.summary || options.page {
        chunk.tally.error(number);
        if options.page {
            chunk.rows.push(crate::html::GameRow::error(number, &error));
        }
    } else {
        write_error(&mut chunk.bytes, number, &error);
    }
}

/// `line` as text: checked by simdutf8 (several times faster than the standard library's check
/// on a record's mostly ASCII bytes), and only where that fails by the standard library, whose
/// error says where.
fn utf8(line: &[u8]) -> Result<&str, std::str::Utf8Error> {
    simdutf8::basic::from_utf8(line).or_else(|_| std::str::from_utf8(line))
}

/// An input error as a JSON Lines error record says it, in `lang`: the column within the line.
pub fn line_error(e: &InputError, lang: crate::words::Lang) -> String {
    crate::words::Words::new(lang).line_error(e)
}

/// Writes `{"line": N, "error": "..."}` and a newline.
fn write_error(out: &mut Vec<u8>, line: usize, error: &str) {
    #[derive(Serialize)]
    struct ErrorRecord<'a> {
        line: usize,
        error: &'a str,
    }
    serde_json::to_writer(&mut *out, &ErrorRecord { line, error }).expect("error records serialize");
    out.push(b'\n');
}
