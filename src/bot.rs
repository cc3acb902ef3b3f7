//! A bot: a program that plays through the bot protocol (contract §6), started and watched by
//! `broadside match`.
//!
//! A bot runs in a process group of its own, so that it and every child it forks are killed
//! together when its game or the match ends (a child holding the bot's output cannot keep the
//! match waiting). Its standard output is read one line at a time by a thread of its own, never
//! holding more than [`MAX_LINE`] bytes of a line; its standard error is drained by another
//! thread into a bounded tail, so a bot that floods it never blocks. What goes wrong becomes a
//! [`Failure`], the forfeit reason of contract §2 that the match writes in the record. Under
//! `--sandbox` the program runs contained ([`crate::sandbox`]), and under `--log-dir` every line
//! each way is logged ([`crate::transcript`]).

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use rustix::process::{Pid, Signal, kill_process_group};

use crate::sandbox::{Sandbox, Watch};
use crate::transcript::Transcript;

/// The longest answer line a bot may write, in bytes (64 KiB; contract §6). A longer line is an
/// `illegal_message`, and no more of it than this is ever held.
pub const MAX_LINE: usize = 64 << 10;
/// How much of what a bot said an `illegal_message` keeps in the entry's `meta`, in bytes
/// (1 KiB; contract §6).
pub const KEPT_SAID: usize = 1 << 10;
/// How much of a bot's standard error is kept (the last 16 KiB); the rest is read and dropped.
pub const KEPT_STDERR: usize = 16 << 10;
/// Answer lines read ahead of the match at most, so a bot writing lines unasked fills a small
/// queue and then waits on its own pipe rather than filling memory.
const QUEUED_LINES: usize = 2;
/// How often a bot that has not answered is looked at to see whether it has exited while a
/// child of it still holds its output.
const EXIT_POLL: Duration = Duration::from_millis(20);
/// Time a bot just started gets for its first answer on top of the move time: starting a
/// program (an interpreter, a JIT) is not thinking, and a busy machine makes it slow.
pub const STARTUP_GRACE: Duration = Duration::from_secs(10);

/// A bot as the command line names it: `--bot NAME=COMMAND`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotCommand {
    /// The player name the bot plays under in records.
    pub name: String,
    /// The command as written.
    pub command: String,
    /// The command split into words as a POSIX shell would (quotes, backslashes), program first.
    pub argv: Vec<String>,
    /// The sandbox the bot runs in (`match --sandbox`, contract §7), if any.
    pub sandbox: Option<Sandbox>,
    /// The folder its messages are logged in, game by game (`match --log-dir`), if any.
    pub log_dir: Option<std::path::PathBuf>,
}

impl std::str::FromStr for BotCommand {
    type Err = String;

    /// Reads `NAME=COMMAND`; COMMAND is split as a shell would (`shlex`), without expanding
    /// variables or globs.
    ///
    /// # Errors
    /// A message when there is no `=`, the name is empty, or the command is empty or has an
    /// unterminated quote.
    fn from_str(arg: &str) -> Result<Self, String> {
        let Some((name, command)) = arg.split_once('=') else {
            return Err(format!("expected NAME=COMMAND, such as `alpha=./my-bot --fast`, found `{arg}`"));
        };
        let name = name.trim();
        if name.is_empty() {
            return Err(format!("the bot has no name before `=` in `{arg}`"));
        }
        let argv = shlex::split(command).ok_or_else(|| {
            format!("cannot split the command of {name}: an unterminated quote or a trailing backslash in `{command}`")
        })?;
        if argv.is_empty() {
            return Err(format!("the bot {name} has an empty command"));
        }
        Ok(BotCommand { name: name.to_owned(), command: command.to_owned(), argv, sandbox: None, log_dir: None })
    }
}

/// What a bot did wrong outside the rules: the forfeit reasons of contract §2 that a match runner
/// writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No answer within the move time.
    Timeout,
    /// The bot exited, closed its output or its input, or could not be started; `why` says which.
    Crashed {
        /// In words, for the entry's `meta`.
        why: String,
    },
    /// An answer that is not one JSON object of the kind asked for, a line over [`MAX_LINE`],
    /// bytes that are not UTF-8, or a line written when no answer was asked.
    IllegalMessage {
        /// What the bot wrote, cut to [`KEPT_SAID`] bytes.
        said: String,
        /// In words, for the entry's `meta`.
        why: String,
    },
}

impl Failure {
    /// The forfeit reason as a record writes it: `timeout`, `crashed` or `illegal_message`.
    pub fn code(&self) -> &'static str {
        match self {
            Failure::Timeout => "timeout",
            Failure::Crashed { .. } => "crashed",
            Failure::IllegalMessage { .. } => "illegal_message",
        }
    }

    /// An `illegal_message` for the line `said`, cut to [`KEPT_SAID`] bytes.
    pub fn illegal(said: &str, why: impl Into<String>) -> Self {
        Failure::IllegalMessage { said: cut(said, KEPT_SAID).to_owned(), why: why.into() }
    }
}

/// `text` cut to at most `limit` bytes, at a character boundary.
pub fn cut(text: &str, limit: usize) -> &str {
    if text.len() <= limit {
        return text;
    }
    let mut end = limit;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// One line as the reader thread saw it.
enum Line {
    /// A whole line, without its line end.
    Text(String),
    /// Bytes that are not UTF-8 (shown lossily, cut).
    NotText(String),
    /// A line longer than [`MAX_LINE`]: its first [`KEPT_SAID`] bytes, shown lossily.
    TooLong(String),
    /// The output closed (end of file or a read error).
    Closed,
}

/// An answer line and the time the bot took to write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The line, without its line end.
    pub line: String,
    /// From the question being sent to the answer arriving.
    pub took: Duration,
}

/// A running bot: its process group, its input, and the threads reading its output and its
/// standard error. Dropping it kills the whole process group.
pub struct Bot {
    child: Child,
    group: Option<Pid>,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<VecDeque<u8>>>,
    /// The thread draining standard error, to wait a moment for the last words of a bot that
    /// has exited.
    drainer: Option<thread::JoinHandle<()>>,
    asked_at: Instant,
    /// [`STARTUP_GRACE`] until the first answer, then nothing.
    grace: Duration,
    /// The watch over its sandbox, when it runs in one.
    watch: Option<Watch>,
    /// Its log, under `--log-dir`.
    log: Option<Arc<Transcript>>,
}

impl std::fmt::Debug for Bot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bot").field("pid", &self.child.id()).finish_non_exhaustive()
    }
}

impl Bot {
    /// Starts `command` in a process group of its own (in its sandbox, if it has one), with its
    /// standard input and output piped and its standard error drained.
    ///
    /// # Errors
    /// The operating system's error when the program cannot be run (not found, not executable).
    pub fn start(command: &BotCommand) -> io::Result<Bot> {
        let mut program = match &command.sandbox {
            Some(sandbox) => {
                crate::sandbox::locate(&command.argv[0])?;
                sandbox.command(&command.argv)
            }
            None => {
                let mut program = Command::new(&command.argv[0]);
                program.args(&command.argv[1..]);
                program
            }
        };
        let mut child =
            program.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0).spawn()?;
        // process_group(0) makes the child the leader of a group numbered by its own pid.
        let group = Pid::from_raw(i32::try_from(child.id()).unwrap_or(0));
        let watch = command.sandbox.as_ref().map(|sandbox| sandbox.watch(&child));
        let log = command.log_dir.as_ref().map(|dir| Arc::new(Transcript::new(dir, &command.name, &command.command)));
        let stdin = child.stdin.take();
        let (sender, lines) = mpsc::sync_channel(QUEUED_LINES);
        if let Some(out) = child.stdout.take() {
            let log = log.clone();
            thread::spawn(move || read_lines(out, &sender, log.as_deref()));
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let drainer = child.stderr.take().map(|err| {
            let (tail, log) = (Arc::clone(&stderr), log.clone());
            thread::spawn(move || drain(err, &tail, log.as_deref()))
        });
        let asked_at = Instant::now();
        Ok(Bot { child, group, stdin, lines, stderr, drainer, asked_at, grace: STARTUP_GRACE, watch, log })
    }

    /// The process id of the bot, which is also the number of its process group.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Writes one message as a line of JSON to the bot.
    ///
    /// # Errors
    /// [`Failure::Crashed`] when the bot no longer reads its input (it exited or closed it).
    pub fn send(&mut self, message: &impl serde::Serialize) -> Result<(), Failure> {
        let mut line = serde_json::to_vec(message)
            .map_err(|e| Failure::Crashed { why: format!("cannot write the message: {e}") })?;
        if let Some(log) = &self.log {
            log.sent(&line);
        }
        line.push(b'\n');
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(self.crashed("its input is closed"));
        };
        match stdin.write_all(&line).and_then(|()| stdin.flush()) {
            Ok(()) => {
                self.asked_at = Instant::now();
                Ok(())
            }
            Err(_) => Err(self.crashed("it stopped reading its input")),
        }
    }

    /// Checks that the bot has written nothing since its last answer (contract §6: a line written
    /// when no answer is asked is an `illegal_message`).
    ///
    /// # Errors
    /// [`Failure::IllegalMessage`] with the unasked line, or [`Failure::Crashed`] when its output
    /// has closed.
    pub fn unasked(&mut self) -> Result<(), Failure> {
        match self.lines.try_recv() {
            Err(TryRecvError::Empty) => Ok(()),
            Err(TryRecvError::Disconnected) | Ok(Line::Closed) => Err(self.crashed("it closed its output")),
            Ok(line) => Err(unasked(line)),
        }
    }

    /// Waits up to `limit`, counted from the last message sent, for the bot's answer line (the
    /// first answer of a bot just started may take [`STARTUP_GRACE`] longer).
    ///
    /// # Errors
    /// [`Failure::Timeout`] when the time runs out; [`Failure::Crashed`] when the bot exits or
    /// closes its output first (even while a child of it still holds the output open);
    /// [`Failure::IllegalMessage`] for a line over [`MAX_LINE`] or not UTF-8.
    pub fn answer(&mut self, limit: Duration) -> Result<Answer, Failure> {
        let deadline = self.asked_at + limit + std::mem::take(&mut self.grace);
        loop {
            let now = Instant::now();
            if now >= deadline {
                return Err(Failure::Timeout);
            }
            match self.lines.recv_timeout(EXIT_POLL.min(deadline - now)) {
                Ok(Line::Text(line)) => return Ok(Answer { line, took: self.asked_at.elapsed() }),
                Ok(Line::NotText(said)) => return Err(Failure::illegal(&said, "the answer is not UTF-8 text")),
                Ok(Line::TooLong(said)) => {
                    return Err(Failure::illegal(&said, format!("the answer is longer than {MAX_LINE} bytes")));
                }
                Ok(Line::Closed) | Err(RecvTimeoutError::Disconnected) => {
                    return Err(self.crashed("it closed its output"));
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let Ok(Some(_)) = self.child.try_wait() {
                        // It may have answered just before exiting.
                        return match self.lines.try_recv() {
                            Ok(Line::Text(line)) => Ok(Answer { line, took: self.asked_at.elapsed() }),
                            _ => Err(self.crashed("it exited")),
                        };
                    }
                }
            }
        }
    }

    /// Whether the bot's process has exited.
    pub fn exited(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(Some(_)))
    }

    /// Whether its sandbox's watch stopped the bot for going over a limit (contract §7): it is
    /// then `crashed`, even between games.
    pub fn broke_limit(&self) -> bool {
        self.watch.as_ref().is_some_and(|w| w.limit().is_some())
    }

    /// The last [`KEPT_STDERR`] bytes the bot wrote on its standard error, shown lossily. When
    /// the bot has exited, its standard error is first read to the end, waiting up to 200 ms
    /// (a child of it may still hold it open).
    pub fn stderr_tail(&mut self) -> String {
        if self.exited() {
            let until = Instant::now() + Duration::from_millis(200);
            while self.drainer.as_ref().is_some_and(|d| !d.is_finished()) && Instant::now() < until {
                thread::sleep(Duration::from_millis(5));
            }
        }
        let tail = self.stderr.lock().map(|t| t.iter().copied().collect::<Vec<u8>>()).unwrap_or_default();
        String::from_utf8_lossy(&tail).into_owned()
    }

    /// A [`Failure::Crashed`] saying `why`, with the exit status when the bot has exited.
    fn crashed(&mut self, why: &str) -> Failure {
        // Its output or input may close a moment before the process is gone: wait for that,
        // briefly, so that its exit status and last words on standard error are not lost.
        let until = Instant::now() + Duration::from_millis(200);
        while !self.exited() && Instant::now() < until {
            thread::sleep(Duration::from_millis(5));
        }
        if let Some(limit) = self.watch.as_ref().and_then(Watch::broken) {
            return Failure::Crashed { why: limit };
        }
        let status = match self.child.try_wait() {
            Ok(Some(status)) => format!(" ({status})"),
            _ => String::new(),
        };
        Failure::Crashed { why: format!("{why}{status}") }
    }

    /// Ends the bot: closes its input, kills its whole process group and reaps it.
    pub fn stop(mut self) {
        self.kill();
    }

    fn kill(&mut self) {
        if let Some(log) = self.log.take() {
            log.note("the referee stopped the bot");
        }
        self.stdin = None;
        if let Some(group) = self.group.take() {
            // The group may be gone already (the bot and all its children exited): nothing to do.
            let _ = kill_process_group(group, Signal::KILL);
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The message for a line that came when no answer was asked.
fn unasked(line: Line) -> Failure {
    let said = match line {
        Line::Text(s) | Line::NotText(s) | Line::TooLong(s) => s,
        Line::Closed => String::new(),
    };
    Failure::illegal(&said, "a line written when no answer was asked")
}

/// Reads `out` line by line into `sender` (and `log`) until it closes or the bot is dropped. A
/// line is held up to [`MAX_LINE`] bytes; past that, the rest of it is read and dropped.
fn read_lines(out: impl Read, sender: &SyncSender<Line>, log: Option<&Transcript>) {
    let mut reader = BufReader::with_capacity(8 << 10, out);
    let mut line: Vec<u8> = Vec::new();
    let mut too_long = false;
    loop {
        let (used, ended) = match reader.fill_buf() {
            Ok([]) | Err(_) => {
                let _ = sender.send(Line::Closed);
                return;
            }
            Ok(buf) => match memchr::memchr(b'\n', buf) {
                Some(at) => {
                    take(&mut line, &buf[..at], &mut too_long);
                    (at + 1, true)
                }
                None => {
                    take(&mut line, buf, &mut too_long);
                    (buf.len(), false)
                }
            },
        };
        reader.consume(used);
        if ended {
            let whole = std::mem::take(&mut line);
            let sent = if std::mem::take(&mut too_long) {
                Line::TooLong(String::from_utf8_lossy(&whole).into_owned())
            } else {
                let mut whole = whole;
                if whole.last() == Some(&b'\r') {
                    whole.pop();
                }
                match String::from_utf8(whole) {
                    Ok(text) => Line::Text(text),
                    Err(e) => Line::NotText(String::from_utf8_lossy(cut_bytes(e.as_bytes(), KEPT_SAID)).into_owned()),
                }
            };
            if let Some(log) = log {
                match &sent {
                    Line::Text(text) => log.said(text),
                    Line::NotText(text) => log.said(&format!("{text} (not UTF-8, shown lossily)")),
                    Line::TooLong(text) => log.said(&format!("{text}… (cut: longer than {MAX_LINE} bytes)")),
                    Line::Closed => {}
                }
            }
            if sender.send(sent).is_err() {
                return;
            }
        }
    }
}

/// Adds `bytes` to the line being read, keeping only its first [`KEPT_SAID`] bytes once it is
/// over [`MAX_LINE`].
fn take(line: &mut Vec<u8>, bytes: &[u8], too_long: &mut bool) {
    if !*too_long && line.len() + bytes.len() > MAX_LINE {
        *too_long = true;
        line.truncate(KEPT_SAID);
    }
    let room = if *too_long { KEPT_SAID.saturating_sub(line.len()) } else { bytes.len() };
    line.extend_from_slice(&bytes[..room.min(bytes.len())]);
}

fn cut_bytes(bytes: &[u8], limit: usize) -> &[u8] {
    &bytes[..bytes.len().min(limit)]
}

/// Reads standard error until it closes, keeping the last [`KEPT_STDERR`] bytes (and logging
/// it all in `log`).
fn drain(mut err: impl Read, tail: &Mutex<VecDeque<u8>>, log: Option<&Transcript>) {
    let mut buf = [0u8; 8 << 10];
    while let Ok(n @ 1..) = err.read(&mut buf) {
        if let Some(log) = log {
            log.stderr(&buf[..n]);
        }
        if let Ok(mut tail) = tail.lock() {
            tail.extend(&buf[..n]);
            let over = tail.len().saturating_sub(KEPT_STDERR);
            tail.drain(..over);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bot(script: &str) -> Bot {
        Bot::start(&format!("t=sh -c '{script}'").parse().unwrap()).unwrap()
    }

    #[test]
    fn a_command_is_split_as_a_shell_would() {
        let c: BotCommand = "alpha=python3 'my bot.py' --depth \"2 3\"".parse().unwrap();
        assert_eq!(c.name, "alpha");
        assert_eq!(c.argv, ["python3", "my bot.py", "--depth", "2 3"]);
        assert!("alpha".parse::<BotCommand>().unwrap_err().contains("NAME=COMMAND"));
        assert!("=x".parse::<BotCommand>().unwrap_err().contains("no name"));
        assert!("a=".parse::<BotCommand>().unwrap_err().contains("empty command"));
        assert!("a=x 'y".parse::<BotCommand>().unwrap_err().contains("unterminated"));
    }

    #[test]
    fn an_answer_is_read_and_timed() {
        let mut b = bot("read x; echo \"{\\\"got\\\": $x}\"");
        b.send(&serde_json::json!(7)).unwrap();
        let a = b.answer(Duration::from_secs(5)).unwrap();
        assert_eq!(a.line, "{\"got\": 7}");
        assert!(a.took < Duration::from_secs(5));
    }

    #[test]
    fn a_silent_bot_times_out_and_an_exiting_one_crashes() {
        let mut b = bot("read x; echo first; sleep 5");
        b.send(&1).unwrap();
        assert_eq!(b.answer(Duration::from_millis(100)).unwrap().line, "first");
        b.send(&2).unwrap();
        assert_eq!(b.answer(Duration::from_millis(100)), Err(Failure::Timeout));
        let mut b = bot("exit 3");
        let failure = b.answer(Duration::from_secs(5)).unwrap_err();
        assert_eq!(failure.code(), "crashed");
    }

    #[test]
    fn a_child_holding_the_output_does_not_hide_an_exit() {
        let mut b = bot("sleep 30 & exit 0");
        let started = Instant::now();
        assert_eq!(b.answer(Duration::from_secs(10)).unwrap_err().code(), "crashed");
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_huge_line_is_illegal_and_cut() {
        let mut b = bot("head -c 200000 /dev/zero | tr \"\\\\0\" x; echo; echo next");
        let Err(Failure::IllegalMessage { said, .. }) = b.answer(Duration::from_secs(5)) else { panic!() };
        assert_eq!(said, "x".repeat(KEPT_SAID));
        assert_eq!(b.answer(Duration::from_secs(5)).unwrap().line, "next");
    }

    #[test]
    fn an_unasked_line_is_illegal() {
        let mut b = bot("echo hello; sleep 5");
        thread::sleep(Duration::from_millis(300));
        let Err(Failure::IllegalMessage { said, .. }) = b.unasked() else { panic!() };
        assert_eq!(said, "hello");
    }

    #[test]
    fn cutting_keeps_whole_characters() {
        assert_eq!(cut("ééé", 3), "é");
        assert_eq!(cut("abc", 5), "abc");
    }
}
