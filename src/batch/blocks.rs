//! Reading JSON Lines in large blocks: `check --jsonl`'s reading thread fills each batch with
//! one `read` call after another straight into the batch's own buffer (no copy through a
//! `BufReader`), and finds the line ends in it with `memchr`. The partial line a block ends in
//! is carried over to the next batch. A line longer than the limit is skipped to its end
//! without being held.

use std::io::{self, Read};

use broadside_core::error::IoWhy;

use super::mapped::MappedFile;

/// One line of input as read: its 1-based physical line number and where its text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// The line is `text[start..end]`, without its line end (`\n`, or `\r\n`).
    Text { number: usize, start: usize, end: usize },
    /// The line had `bytes` bytes, over the limit; it was skipped, not held.
    TooLong { number: usize, bytes: usize },
}

/// What one call of [`Lines::fill`] read.
#[derive(Debug, Default)]
pub(crate) struct Filled {
    /// Bytes of input taken, line ends included (for progress).
    pub consumed: u64,
    /// Whether the input ended.
    pub at_end: bool,
    /// A read error after the lines read, with the line number where it happened (worded by
    /// the batch, in its language).
    pub failed: Option<(usize, IoWhy)>,
}

/// Splits an input into lines, a batch at a time.
pub(crate) struct Lines {
    /// Bytes asked of each `read` call.
    block: usize,
    /// The longest line held, in bytes (its line end not counted).
    max_line: usize,
    /// The start of the line the last batch ended in, carried into the next batch.
    carry: Vec<u8>,
    /// While a line over `max_line` is being skipped: its bytes so far.
    skipping: Option<usize>,
    /// Whether the last byte dropped while skipping was a `\r` (then, before a `\n`, part of the
    /// line end, not of the line).
    skipped_cr: bool,
    /// The number of the next line, from 1.
    number: usize,
    at_end: bool,
}

impl Lines {
    /// A reader asking `block` bytes of each `read` (at least 1) and holding lines of at most
    /// `max_line` bytes.
    pub(crate) fn new(block: usize, max_line: usize) -> Self {
        Lines {
            block: block.max(1),
            max_line,
            carry: Vec::new(),
            skipping: None,
            skipped_cr: false,
            number: 1,
            at_end: false,
        }
    }

    /// Reads lines into `text` and `lines` until `lines` holds `most_lines` or the lines read
    /// reach `most_bytes` bytes, or the input ends. `lines` is emptied first; `text` is written
    /// from its start and may keep stale bytes after the last line (it is only ever grown, so
    /// that a reused buffer is not zeroed again). The input's last line needs no line end.
    pub(crate) fn fill(
        &mut self,
        input: &mut dyn Read,
        text: &mut Vec<u8>,
        lines: &mut Vec<Slot>,
        most_lines: usize,
        most_bytes: usize,
    ) -> Filled {
        lines.clear();
        let mut filled = Filled { at_end: self.at_end, ..Filled::default() };
        // `text[..line]` holds whole lines, `text[line..len]` the start of the next one, and
        // `text[seen..len]` the bytes not yet searched for a line end.
        let mut len = self.carry.len();
        // Room for a whole batch up front: growing the buffer would copy what it holds.
        let room = most_bytes.saturating_add(2 * self.block).max(len);
        text.reserve(room.saturating_sub(text.len()));
        if text.len() < len {
            text.resize(len, 0);
        }
        text[..len].copy_from_slice(&self.carry);
        self.carry.clear();
        let (mut line, mut seen) = (0, 0);
        loop {
            while let Some(p) = memchr::memchr(b'\n', &text[seen..len]) {
                let end = seen + p;
                filled.consumed += 1;
                lines.push(self.take_line(text, line, end, &mut filled));
                line = end + 1;
                seen = line;
                if lines.len() >= most_lines || line >= most_bytes {
                    self.carry.extend_from_slice(&text[line..len]);
                    return filled;
                }
            }
            seen = len;
            // A line past the limit is dropped as it is read, only its length kept. (One byte
            // more may still be a `\r` of the line end.)
            let partial = len - line;
            if self.skipping.is_some() || partial > self.max_line.saturating_add(1) {
                *self.skipping.get_or_insert(0) += partial;
                if partial > 0 {
                    self.skipped_cr = text[len - 1] == b'\r';
                }
                len = line;
                seen = line;
            }
            if self.at_end {
                break;
            }
            // Whole blocks while the batch has room, then small ones: what is read past the
            // batch's last line is copied into the next batch, so little should be.
            let tail = (self.block / 16).max(1);
            let want = most_bytes.saturating_sub(len).clamp(tail, self.block);
            if text.len() < len + want {
                text.resize(len + want, 0);
            }
            let got = loop {
                match input.read(&mut text[len..len + want]) {
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    other => break other,
                }
            };
            match got {
                Ok(0) => self.at_end = true,
                Ok(n) => len += n,
                Err(e) => {
                    filled.failed = Some((self.number, IoWhy::from(&e)));
                    self.at_end = true;
                    filled.at_end = true;
                    return filled;
                }
            }
        }
        // The input ended: its last line, if it has no line end.
        filled.at_end = true;
        if self.skipping.is_some() || len > line {
            lines.push(self.take_line(text, line, len, &mut filled));
        }
        filled
    }

    /// Takes the line whose last bytes are `text[start..end]` (its `\n` not included), counting
    /// them as consumed: with the bytes skipped before them if it is being skipped, or when it
    /// is over the limit, its length (without a final `\r`); else its text without a final `\r`.
    fn take_line(&mut self, text: &[u8], start: usize, end: usize, filled: &mut Filled) -> Slot {
        let number = self.number;
        self.number += 1;
        filled.consumed += (end - start) as u64;
        if let Some(before) = self.skipping.take() {
            filled.consumed += before as u64;
            let cr = if end > start { text[end - 1] == b'\r' } else { self.skipped_cr };
            return Slot::TooLong { number, bytes: before + end - start - usize::from(cr) };
        }
        slot(number, text, start, end, self.max_line)
    }
}

/// The slot of line `number`, whose bytes are `text[start..end]` (its `\n` not included): its
/// text without a final `\r` (the line end is `\n` or `\r\n`), or its length without it when
/// that is over `max_line` bytes.
fn slot(number: usize, text: &[u8], start: usize, end: usize, max_line: usize) -> Slot {
    let end = if end > start && text[end - 1] == b'\r' { end - 1 } else { end };
    if end - start > max_line {
        return Slot::TooLong { number, bytes: end - start };
    }
    Slot::Text { number, start, end }
}

/// Splits an input held whole in memory (a mapped file) into lines, a batch at a time, as
/// [`Lines`] does but without copying: each batch is a slice of the input, its slots counted
/// from the slice's start.
pub(crate) struct SliceLines<'i> {
    input: &'i [u8],
    /// The file `input` is mapped from, whose pages a line over the limit hands back as it is
    /// passed, so that it is not held.
    mapped: Option<&'i MappedFile>,
    /// Where the next batch starts.
    pos: usize,
    /// The number of the next line, from 1.
    number: usize,
    /// The longest line taken as text, in bytes (its line end not counted).
    max_line: usize,
}

impl<'i> SliceLines<'i> {
    /// Lines of `input`, holding as text those of at most `max_line` bytes.
    pub(crate) fn new(input: &'i [u8], max_line: usize) -> Self {
        SliceLines { input, mapped: None, pos: 0, number: 1, max_line }
    }

    /// The lines of a mapped file.
    pub(crate) fn mapped(file: &'i MappedFile, max_line: usize) -> Self {
        SliceLines { mapped: Some(file), ..SliceLines::new(file.bytes(), max_line) }
    }

    /// The end of the line starting at `rest[line..]`: the offset of its `\n`, or `None` when it
    /// is the input's last line and has none. Searched a window at a time, so that the pages of
    /// a line past the limit are handed back as they are passed.
    fn line_end(&self, rest: &[u8], line: usize) -> Option<usize> {
        const WINDOW: usize = 1 << 20;
        let mut at = line;
        loop {
            let window = &rest[at..(at + WINDOW).min(rest.len())];
            if let Some(p) = memchr::memchr(b'\n', window) {
                return Some(at + p);
            }
            at += window.len();
            if at == rest.len() {
                return None;
            }
            if let Some(file) = self.mapped.filter(|_| at - line > self.max_line.saturating_add(1)) {
                // `rest` is the input from `pos`.
                file.release(self.pos + at - window.len(), self.pos + at);
            }
        }
    }

    /// Where the next batch starts, in bytes from the input's start.
    pub(crate) fn position(&self) -> usize {
        self.pos
    }

    /// Takes the next lines into `lines`, as [`Lines::fill`] bounds them (`most_lines` lines, or
    /// lines reaching `most_bytes` bytes), and returns the slice of the input they are in.
    pub(crate) fn fill(&mut self, lines: &mut Vec<Slot>, most_lines: usize, most_bytes: usize) -> (&'i [u8], Filled) {
        lines.clear();
        let start = self.pos;
        let rest = &self.input[start..];
        let mut filled = Filled::default();
        let mut line = 0;
        loop {
            // Where the line ends, and where the next one starts.
            let (end, next) = match self.line_end(rest, line) {
                Some(end) => (end, end + 1),
                // The input's last line needs no line end.
                None if line < rest.len() => (rest.len(), rest.len()),
                None => break,
            };
            lines.push(slot(self.number, rest, line, end, self.max_line));
            self.number += 1;
            filled.consumed += (next - line) as u64;
            line = next;
            if lines.len() >= most_lines || line >= most_bytes {
                break;
            }
        }
        self.pos = start + line;
        filled.at_end = self.pos == self.input.len();
        (&rest[..line], filled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that gives at most `step` bytes a call, and fails once at byte `fail_at`.
    struct Trickle<'a> {
        data: &'a [u8],
        step: usize,
        fail_at: Option<usize>,
        given: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.fail_at == Some(self.given) {
                self.fail_at = None;
                return Err(io::Error::other("disk on fire"));
            }
            let until = self.fail_at.unwrap_or(usize::MAX);
            let n = buf.len().min(self.step).min(self.data.len()).min(until - self.given);
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            self.given += n;
            Ok(n)
        }
    }

    /// A line as the tests see it: its number, and its text or its length over the limit.
    type Line = (usize, Result<Vec<u8>, usize>);

    /// Every line of `input`, read in batches of at most `most_lines` lines, with the bytes
    /// consumed in all and the failure if any.
    fn read_all(
        input: &[u8],
        step: usize,
        block: usize,
        max_line: usize,
        most_lines: usize,
        fail_at: Option<usize>,
    ) -> (Vec<Line>, u64, Option<(usize, IoWhy)>) {
        let mut reader = Trickle { data: input, step, fail_at, given: 0 };
        let mut lines = Lines::new(block, max_line);
        let (mut text, mut slots, mut out, mut consumed) = (Vec::new(), Vec::new(), Vec::new(), 0);
        for _ in 0..10_000 {
            let filled = lines.fill(&mut reader, &mut text, &mut slots, most_lines, 16);
            consumed += filled.consumed;
            assert!(slots.len() <= most_lines);
            for slot in &slots {
                out.push(match *slot {
                    Slot::Text { number, start, end } => (number, Ok(text[start..end].to_vec())),
                    Slot::TooLong { number, bytes } => (number, Err(bytes)),
                });
            }
            if filled.failed.is_some() || filled.at_end && slots.is_empty() {
                return (out, consumed, filled.failed);
            }
        }
        panic!("the input never ended");
    }

    #[test]
    fn lines_split_on_newlines_and_crlf_whatever_the_block() {
        let input = b"ab\r\n\ncd\nef\r\n\rx\r";
        let want: Vec<Line> = vec![
            (1, Ok(b"ab".to_vec())),
            (2, Ok(b"".to_vec())),
            (3, Ok(b"cd".to_vec())),
            (4, Ok(b"ef".to_vec())),
            (5, Ok(b"\rx".to_vec())),
        ];
        for step in [1, 2, 3, 7, 64] {
            for block in [1, 2, 5, 64] {
                for most_lines in [1, 2, 100] {
                    let (got, consumed, failed) = read_all(input, step, block, 100, most_lines, None);
                    assert_eq!(got, want, "step {step}, block {block}, most_lines {most_lines}");
                    assert_eq!(consumed, input.len() as u64);
                    assert!(failed.is_none());
                }
            }
        }
    }

    #[test]
    fn the_last_line_needs_no_line_end_and_an_empty_input_has_none() {
        assert_eq!(read_all(b"", 4, 4, 10, 10, None).0, vec![]);
        assert_eq!(read_all(b"\n", 4, 4, 10, 10, None).0, vec![(1, Ok(vec![]))]);
        assert_eq!(read_all(b"a\nb", 4, 4, 10, 10, None).0, vec![(1, Ok(b"a".to_vec())), (2, Ok(b"b".to_vec()))]);
    }

    #[test]
    fn a_line_over_the_limit_is_skipped_not_held() {
        let mut input = vec![b'x'; 50];
        input.extend_from_slice(b"\nok\n");
        input.extend_from_slice(&[b'y'; 11]);
        for step in [1, 3, 64] {
            for block in [1, 4, 64] {
                let (got, consumed, _) = read_all(&input, step, block, 10, 100, None);
                assert_eq!(
                    got,
                    vec![(1, Err(50)), (2, Ok(b"ok".to_vec())), (3, Err(11))],
                    "step {step}, block {block}"
                );
                assert_eq!(consumed, input.len() as u64);
            }
        }
        // Exactly at the limit is kept, whatever the line end.
        let (got, ..) = read_all(b"0123456789\n", 3, 4, 10, 100, None);
        assert_eq!(got, vec![(1, Ok(b"0123456789".to_vec()))]);
        for step in [1, 3, 11, 64] {
            let (got, ..) = read_all(b"0123456789\r\n0123456789a\r\n", step, 4, 10, 100, None);
            assert_eq!(got, vec![(1, Ok(b"0123456789".to_vec())), (2, Err(11))], "step {step}");
        }
    }

    /// Every line of `input` as [`SliceLines`] takes them, in batches of at most `most_lines`
    /// lines or `most_bytes` bytes, with the bytes consumed in all; each batch's slice must be
    /// the input's next bytes.
    fn slice_all(input: &[u8], max_line: usize, most_lines: usize, most_bytes: usize) -> (Vec<Line>, u64) {
        let mut lines = SliceLines::new(input, max_line);
        let (mut slots, mut out, mut consumed) = (Vec::new(), Vec::new(), 0);
        for _ in 0..10_000 {
            let before = lines.position();
            let (text, filled) = lines.fill(&mut slots, most_lines, most_bytes);
            assert_eq!(text, &input[before..lines.position()]);
            assert_eq!(filled.consumed, text.len() as u64, "a batch consumes its slice");
            assert!(slots.len() <= most_lines);
            assert_eq!(filled.at_end, lines.position() == input.len());
            consumed += filled.consumed;
            for slot in &slots {
                out.push(match *slot {
                    Slot::Text { number, start, end } => (number, Ok(text[start..end].to_vec())),
                    Slot::TooLong { number, bytes } => (number, Err(bytes)),
                });
            }
            if slots.is_empty() {
                assert!(filled.at_end, "only the end gives no line");
                return (out, consumed);
            }
        }
        panic!("the input never ended");
    }

    #[test]
    fn lines_in_memory_are_the_lines_a_stream_gives() {
        let mut long = vec![b'x'; 50];
        long.extend_from_slice(b"\nok\r\n\n");
        long.extend_from_slice(&[b'y'; 11]);
        let inputs: [&[u8]; 8] =
            [b"", b"\n", b"\n\n\r\n", b"a\nb", b"ab\r\n\ncd\nef\r\n\rx\r", b"0123456789\n", b"0123456789\r\n", &long];
        for input in inputs {
            let (want, _, _) = read_all(input, 3, 4, 10, 100, None);
            for most_lines in [1, 2, 3, 100] {
                for most_bytes in [1, 2, 5, 16, 1000] {
                    let (got, consumed) = slice_all(input, 10, most_lines, most_bytes);
                    assert_eq!(got, want, "{input:?}, most_lines {most_lines}, most_bytes {most_bytes}");
                    assert_eq!(consumed, input.len() as u64);
                }
            }
        }
    }

    proptest::proptest! {
        /// Whatever the bytes, the limit and the batch bounds, the lines taken in memory are the
        /// lines a stream gives, read in any block size.
        #[test]
        fn lines_in_memory_are_those_of_a_stream_for_any_bytes(
            input in proptest::collection::vec(proptest::sample::select(b"ab\r\n".to_vec()), 0..200),
            max_line in 0usize..20,
            (step, block) in (1usize..9, 1usize..9),
            (most_lines, most_bytes) in (1usize..6, 1usize..40),
        ) {
            let (want, consumed, _) = read_all(&input, step, block, max_line, most_lines, None);
            proptest::prop_assert_eq!(consumed, input.len() as u64);
            let (got, consumed) = slice_all(&input, max_line, most_lines, most_bytes);
            proptest::prop_assert_eq!(got, want);
            proptest::prop_assert_eq!(consumed, input.len() as u64);
        }
    }

    #[test]
    fn a_batch_in_memory_stops_at_its_bounds() {
        let mut lines = SliceLines::new(b"aaaa\nbb\ncc\ndd\n", 10);
        let mut slots = Vec::new();
        // Bytes: the line that reaches 5 bytes ends the batch.
        assert_eq!(lines.fill(&mut slots, 100, 5).0, b"aaaa\n");
        // Lines.
        assert_eq!(lines.fill(&mut slots, 2, 100).0, b"bb\ncc\n");
        assert_eq!(slots, [Slot::Text { number: 2, start: 0, end: 2 }, Slot::Text { number: 3, start: 3, end: 5 }]);
        let (text, filled) = lines.fill(&mut slots, 100, 100);
        assert_eq!((text, filled.at_end), (&b"dd\n"[..], true));
        assert!(lines.fill(&mut slots, 100, 100).0.is_empty() && slots.is_empty());
    }

    #[test]
    fn a_read_error_keeps_the_lines_before_it_and_says_where() {
        let (got, _, failed) = read_all(b"a\nb\ncd\nef\n", 2, 2, 10, 100, Some(5));
        assert_eq!(got, vec![(1, Ok(b"a".to_vec())), (2, Ok(b"b".to_vec()))]);
        assert_eq!(failed, Some((3, IoWhy::Other("disk on fire".to_owned()))));
    }
}
