//! The fast reader's word-at-a-time helpers: eight bytes of a record's text read as one
//! little-endian `u64`, to find where a string ends, or to recognize a short key or word, with a
//! few integer operations rather than a loop over bytes.

/// The eight bytes of `bytes` from `at` as a little-endian word, or 0 where fewer are left.
#[inline(always)]
pub(super) fn word_at(bytes: &[u8], at: usize) -> u64 {
    bytes.get(at..).and_then(<[u8]>::first_chunk::<8>).map_or(0, |w| u64::from_le_bytes(*w))
}

/// `0x01` in every byte of a word.
const ONES: u64 = u64::from_le_bytes([1; 8]);
/// The high bit of every byte of a word.
const HIGHS: u64 = ONES * 0x80;

/// Flags, by its high bit, the first byte of `word` (in memory order, `word` read little-endian)
/// that ends a string without escapes or leaves the common form: `"`, `\` or a control byte
/// (below `0x20`). Bytes after the first flagged one may be flagged wrongly (a borrow carries
/// into them); the first is always right, and is all that is used.
#[inline(always)]
fn string_stops(word: u64) -> u64 {
    // A byte is zero in `x` where `(x - 1) & !x` has its high bit set, first such byte exactly.
    let quote = word ^ (ONES * u64::from(b'"'));
    let backslash = word ^ (ONES * u64::from(b'\\'));
    // A byte is below 0x20 where `(x - 0x20) & !x` has its high bit set, first such byte exactly.
    let control = word.wrapping_sub(ONES * 0x20) & !word;
    (quote.wrapping_sub(ONES) & !quote | backslash.wrapping_sub(ONES) & !backslash | control) & HIGHS
}

/// Where the string whose text starts at `bytes[from]` ends, looking at the first eight bytes
/// only: `Some(Ok(i))` if `bytes[i]` is its closing `"`, `Some(Err(()))` if it leaves the common
/// form there (an escape or a control byte), `None` if none of the eight ends it (or fewer than
/// eight are left).
#[inline(always)]
fn short_string_end(bytes: &[u8], from: usize) -> Option<Result<usize, ()>> {
    let chunk = bytes.get(from..)?.first_chunk::<8>()?;
    let stops = string_stops(u64::from_le_bytes(*chunk));
    if stops == 0 {
        return None;
    }
    let i = (stops.trailing_zeros() / 8) as usize;
    Some(if chunk[i & 7] == b'"' { Ok(from + i) } else { Err(()) })
}

/// [`string_end`], the first sixteen bytes looked at in place: names and keys nearly always
/// end within them.
#[inline(always)]
pub(super) fn closing_quote(bytes: &[u8], from: usize) -> Option<usize> {
    match short_string_end(bytes, from) {
        Some(end) => end.ok(),
        // None of the first eight ends it (or fewer are left, and then fewer still from the
        // ninth on).
        None => match short_string_end(bytes, from + 8) {
            Some(end) => end.ok(),
            None => string_end(bytes, from),
        },
    }
}

/// The index of the `"` that closes a string whose text starts at `from`, if the string has no
/// escapes and no control bytes; `None` otherwise, or if `bytes` ends first.
#[inline(never)]
fn string_end(bytes: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    // Eight bytes at a time while eight are left.
    while let Some(chunk) = bytes.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        let stops = string_stops(u64::from_le_bytes(*chunk));
        if stops != 0 {
            let i = (stops.trailing_zeros() / 8) as usize;
            return (chunk[i & 7] == b'"').then_some(at + i);
        }
        at += 8;
    }
    // Then byte by byte.
    loop {
        match *bytes.get(at)? {
            b'"' => return Some(at),
            b'\\' | 0..0x20 => return None,
            _ => at += 1,
        }
    }
}

/// Up to eight bytes of text, to recognize by comparing them with the next eight bytes of the
/// text at once.
pub(super) struct Lit {
    /// The bytes, little-endian, zero past them.
    bytes: u64,
    /// Ones over the bytes of [`Lit::bytes`]; zero (never matching) for text too long to fit.
    mask: u64,
    /// How many bytes it has.
    pub(super) len: usize,
}

impl Lit {
    /// `text`; one that never matches if it is longer than eight bytes.
    pub(super) const fn new(text: &[u8]) -> Lit {
        let n = text.len();
        if n > 8 {
            return Lit { bytes: 1, mask: 0, len: n };
        }
        let mut bytes = 0;
        let mut i = 0;
        while i < n {
            bytes |= (text[i] as u64) << (8 * i);
            i += 1;
        }
        let mask = if n == 8 { u64::MAX } else { (1 << (8 * n)) - 1 };
        Lit { bytes, mask, len: n }
    }

    /// `name` and the `"` that closes it, as a name stands in a string; one that never matches if
    /// that is longer than eight bytes.
    pub(super) fn closed(name: &str) -> Lit {
        if name.len() >= 8 {
            return Lit::NEVER;
        }
        let mut quoted = [b'"'; 8];
        quoted[..name.len()].copy_from_slice(name.as_bytes());
        Lit::new(&quoted[..=name.len()])
    }

    /// Text that never matches.
    pub(super) const NEVER: Lit = Lit::new(&[0; 9]);

    /// Whether `next`, the next eight bytes of the text, start with this.
    #[inline(always)]
    pub(super) fn starts(&self, next: u64) -> bool {
        next & self.mask == self.bytes
    }
}

/// A short string as the record writes it, quotes included, to recognize by comparing it with
/// the next eight bytes of the text: a key (`"player"`) or a word (`"miss"`).
pub(super) struct Word {
    /// The string, without its quotes.
    pub(super) name: &'static str,
    /// The string with its quotes (never matching if that is over eight bytes: such a string is
    /// then only recognized as any string is).
    pub(super) quoted: Lit,
}

impl Word {
    /// `name`, written with its quotes.
    pub(super) const fn new(name: &'static str) -> Word {
        let n = name.len();
        if n > 6 {
            return Word { name, quoted: Lit::NEVER };
        }
        let mut quoted = [b'"'; 8];
        let mut i = 0;
        while i < n {
            quoted[i + 1] = name.as_bytes()[i];
            i += 1;
        }
        Word { name, quoted: Lit::new(quoted.split_at(n + 2).0) }
    }
}
