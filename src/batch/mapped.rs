//! A file of JSON Lines mapped into memory, for `check --jsonl FILE`: its batches are read in
//! place rather than copied out of the kernel a block at a time (a copy of every byte, which the
//! workers would otherwise wait for), and the pages behind the verdicts written are handed back
//! as the run goes, so that resident memory stays flat however large the file.

#![allow(unsafe_code)] // mapping a file and handing its pages back; see the SAFETY notes

use std::fs::File;
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};

use memmap2::Mmap;
#[cfg(unix)]
use memmap2::{Advice, UncheckedAdvice};

/// Pages are handed back once at least this many bytes of them have been passed.
const RELEASE_STEP: usize = 4 << 20;

/// A regular file mapped read-only, and how far its pages have been handed back.
pub struct MappedFile {
    map: Mmap,
    /// The pages before this offset have been handed back (`MADV_DONTNEED`).
    released: AtomicUsize,
}

impl MappedFile {
    /// Maps `file` for reading when it is a regular file of at least one byte; `Ok(None)` for
    /// anything else (a pipe, a terminal, a device, an empty file), which is read as a stream.
    ///
    /// A mapped file must not shrink while it is read: the pages past its new end can no longer
    /// be read, and the system stops the process (`SIGBUS`). Standard input is always read as a
    /// stream, so `broadside check --jsonl < FILE` is the way to check a file that another
    /// program may truncate.
    ///
    /// # Errors
    /// The system's error when the file's metadata cannot be read or it cannot be mapped.
    pub fn open(file: &File) -> io::Result<Option<MappedFile>> {
        let meta = file.metadata()?;
        if !meta.is_file() || meta.len() == 0 {
            return Ok(None);
        }
        // SAFETY: the map is only read, as bytes that are checked (UTF-8, then JSON) before any
        // use; the one hazard, a file truncated under the map, is documented above.
        let map = unsafe { Mmap::map(file)? };
        // Read ahead eagerly and drop behind: a batch is read from start to end, once. (Advice
        // only: a refusal changes nothing but speed. Unix's: elsewhere the system pages alone.)
        #[cfg(unix)]
        let _ = map.advise(Advice::Sequential);
        Ok(Some(MappedFile { map, released: AtomicUsize::new(0) }))
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.map
    }

    /// Hands back the pages before byte `offset`, whose lines are done with (by at least
    /// [`RELEASE_STEP`] bytes at a time). Reading those bytes again after this still works: the
    /// pages are read in again from the file.
    pub fn release_before(&self, offset: usize) {
        let from = self.released.load(Ordering::Relaxed);
        let offset = offset.min(self.map.len());
        if offset < from + RELEASE_STEP {
            return;
        }
        self.release(from, offset);
        self.released.fetch_max(offset, Ordering::Relaxed);
    }

    /// Hands back the pages of bytes `from..to` (and of the page `from` starts in). Reading them
    /// again still works, as for [`MappedFile::release_before`].
    pub fn release(&self, from: usize, to: usize) {
        let to = to.min(self.map.len());
        // SAFETY: `MADV_DONTNEED` on a private, read-only file mapping discards no data: the
        // pages were never written, and touching them again reads them from the file.
        #[cfg(unix)]
        if from < to {
            let _ = unsafe { self.map.unchecked_advise_range(UncheckedAdvice::DontNeed, from, to - from) };
        }
        // Windows has no such advice: its file pages are the system's to drop when memory runs
        // short, counted as the process's until then.
        #[cfg(not(unix))]
        let _ = (from, to);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_regular_file_is_mapped_and_reads_the_same_after_its_pages_are_handed_back() {
        let dir = std::env::temp_dir().join(format!("broadside-mapped-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lines.jsonl");
        let text: Vec<u8> = (0..1_000_000u32).flat_map(|i| format!("{i}\n").into_bytes()).collect();
        std::fs::File::create(&path).unwrap().write_all(&text).unwrap();
        let mapped = MappedFile::open(&File::open(&path).unwrap()).unwrap().expect("a regular file is mapped");
        assert_eq!(mapped.bytes(), &text[..]);
        mapped.release_before(text.len() - 10);
        assert_eq!(mapped.released.load(Ordering::Relaxed), text.len() - 10);
        mapped.release(10, 5000);
        assert_eq!(mapped.bytes(), &text[..], "handed-back pages are read in again");
        std::fs::File::create(dir.join("empty")).unwrap();
        assert!(MappedFile::open(&File::open(dir.join("empty")).unwrap()).unwrap().is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_is_not_mapped() {
        let (reader, _writer) = io::pipe().unwrap();
        let file = File::from(std::os::fd::OwnedFd::from(reader));
        assert!(MappedFile::open(&file).unwrap().is_none());
    }
}
