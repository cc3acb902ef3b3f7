//! `--log-dir DIR`: every line a bot is sent and every line it writes, game by game, in files its
//! author can read, and replay the bot from.
//!
//! One file a bot a game: `DIR/game-000007/NAME.log` (the game's number as in its record, six
//! digits at least; NAME with any character but ASCII letters, digits, `-` and `_` written as
//! `%XX`, its bytes in hexadecimal). A bot's lines before its first `start` go to `DIR/NAME.log`.
//! Each line of a file is the time in seconds since the game's `start` was sent to the bot, a
//! mark, and the line:
//!
//! ```text
//! # game 7: ann, played by `python3 examples/bot.py`
//!     0.000 > {"type":"start","game":7,...}
//!     0.031 < {"fleet": [...]}
//!     0.032 > {"type":"turn","allowance":1}
//!     0.032 ! thinking about C4
//! ```
//!
//! `>` a message sent to the bot, exactly as sent; `<` a line the bot wrote on its standard
//! output, as it arrived; `!` a line it wrote on its standard error; `#` a note from the referee.
//! What the bot wrote is escaped as error messages escape input ([`crate::error::escape`]), so
//! that printing a file cannot take over a terminal. `sed -n 's/^ *[0-9.]* > //p' FILE` gives
//! back the bot's input for that game, to run it again by hand.
//!
//! This module imports only [`crate::error`].

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use crate::error::escape;

/// The longest piece of standard error held while waiting for its line end, in bytes.
const PENDING_STDERR: usize = 4 << 10;

/// The log of one bot: the file of its game under way.
#[derive(Debug)]
pub struct Transcript {
    dir: PathBuf,
    name: String,
    command: String,
    inner: Mutex<Inner>,
}

#[derive(Debug)]
struct Inner {
    file: Option<File>,
    since: Instant,
    /// Standard error written since its last line end.
    pending: Vec<u8>,
}

/// The first fields of a message to a bot, to tell a `start` and its game.
#[derive(serde::Deserialize)]
struct Head {
    #[serde(rename = "type")]
    kind: String,
    game: Option<u64>,
}

impl Transcript {
    /// The log of bot `name` (played by `command`) in `dir`, which must exist.
    pub fn new(dir: &Path, name: &str, command: &str) -> Transcript {
        Transcript {
            dir: dir.to_owned(),
            name: name.to_owned(),
            command: command.to_owned(),
            inner: Mutex::new(Inner { file: None, since: Instant::now(), pending: Vec::new() }),
        }
    }

    /// The file name of bot `name`'s logs: `NAME.log`, with `%XX` for what a file name should
    /// not hold.
    pub fn file_name(name: &str) -> String {
        let mut file = String::with_capacity(name.len() + 4);
        for b in name.bytes() {
            if b.is_ascii_alphanumeric() || b == b'-' || b == b'_' {
                file.push(char::from(b));
            } else {
                file.push_str(&format!("%{b:02X}"));
            }
        }
        file + ".log"
    }

    /// Logs a message sent to the bot (`line`, without its line end); a `start` opens the file of
    /// its game.
    pub fn sent(&self, line: &[u8]) {
        let mut inner = self.lock();
        if line.starts_with(br#"{"type":"start""#)
            && let Ok(Head { kind, game: Some(game) }) = serde_json::from_slice::<Head>(line)
            && kind == "start"
        {
            inner.pending.clear();
            let folder = self.dir.join(format!("game-{game:06}"));
            inner.file = std::fs::create_dir_all(&folder)
                .and_then(|()| File::create(folder.join(Self::file_name(&self.name))))
                .ok();
            inner.since = Instant::now();
            let header = format!("# game {game}: {}, played by `{}`\n", escape(&self.name), escape(&self.command));
            inner.write(&self.dir, &self.name, header.as_bytes());
        }
        inner.line(&self.dir, &self.name, '>', &String::from_utf8_lossy(line));
    }

    /// Logs a line the bot wrote on its standard output (without its line end).
    pub fn said(&self, line: &str) {
        self.lock().line(&self.dir, &self.name, '<', &escape(line));
    }

    /// Logs bytes the bot wrote on its standard error, a line at a time.
    pub fn stderr(&self, bytes: &[u8]) {
        let mut inner = self.lock();
        inner.pending.extend_from_slice(bytes);
        while let Some(end) = memchr::memchr(b'\n', &inner.pending)
            .or_else(|| (inner.pending.len() > PENDING_STDERR).then_some(PENDING_STDERR))
        {
            let line: Vec<u8> = inner.pending.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line);
            let text = text.strip_suffix('\n').unwrap_or(&text);
            inner.line(&self.dir, &self.name, '!', &escape(text));
        }
    }

    /// Logs a note from the referee.
    pub fn note(&self, text: &str) {
        self.lock().line(&self.dir, &self.name, '#', text);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Inner {
    fn line(&mut self, dir: &Path, name: &str, mark: char, text: &str) {
        let line = format!("{:9.3} {mark} {text}\n", self.since.elapsed().as_secs_f64());
        self.write(dir, name, line.as_bytes());
    }

    /// Writes to the game's file, or before any game to `DIR/NAME.log`. A log that cannot be
    /// written is given up: it must not stop the match.
    fn write(&mut self, dir: &Path, name: &str, bytes: &[u8]) {
        if self.file.is_none() {
            self.file =
                std::fs::OpenOptions::new().create(true).append(true).open(dir.join(Transcript::file_name(name))).ok();
        }
        if let Some(file) = self.file.as_mut()
            && file.write_all(bytes).is_err()
        {
            self.file = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_safe_as_a_file_name() {
        assert_eq!(Transcript::file_name("ann"), "ann.log");
        assert_eq!(Transcript::file_name("../x y/é"), "%2E%2E%2Fx%20y%2F%C3%A9.log");
    }

    #[test]
    fn each_game_has_its_file_and_what_the_bot_wrote_is_escaped() {
        let dir = std::env::temp_dir().join(format!("broadside-transcript-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let log = Transcript::new(&dir, "a/b", "./bot");
        log.said("early");
        log.sent(br#"{"type":"start","game":3,"rules":"classic"}"#);
        log.said("{\"fleet\": \"\u{1b}[2J\"}");
        log.stderr(b"one\ntw");
        log.stderr(b"o\n");
        log.note("stopped");
        let early = std::fs::read_to_string(dir.join("a%2Fb.log")).unwrap();
        assert!(early.ends_with(" < early\n"), "{early}");
        let game = std::fs::read_to_string(dir.join("game-000003").join("a%2Fb.log")).unwrap();
        let marks: Vec<&str> = game.lines().map(|l| l.trim_start().split_once(' ').map_or(l, |x| x.1)).collect();
        assert_eq!(game.lines().next(), Some("# game 3: a/b, played by `./bot`"));
        assert_eq!(
            marks[1..],
            [
                "> {\"type\":\"start\",\"game\":3,\"rules\":\"classic\"}",
                "< {\"fleet\": \"\\u{1b}[2J\"}",
                "! one",
                "! two",
                "# stopped"
            ]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
