//! A bot: a program that plays through the bot protocol (docs/protocol.md), started and watched by
//! `broadside match`.
//!
//! A bot runs in a process group of its own, and the match finds and kills every process it
//! starts, even one that leaves the group ([`tree`]). Its standard output is read one line at a
//! time by a thread of its own, never holding more than [`MAX_LINE`] bytes of a line; its
//! standard error is drained by another thread into a bounded tail, so a bot that floods it
//! never blocks. What goes wrong becomes a [`Failure`], the forfeit reason of docs/format.md §2
//! "Forfeit entries" that the match writes in the record. Under `--sandbox` the program runs
//! contained ([`crate::sandbox`]), and under `--log-dir` every line each way is logged
//! ([`crate::transcript`]).
//!
//! Each answer is matched to the message that asked for it (docs/protocol.md "Fair to every
//! bot"). The messages that ask ([`Bot::ask`]: `start`, `turn`) are numbered; the reader thread
//! takes each line the bot writes as the answer to the oldest question the bot has read from
//! its input and not yet answered, and any other line as unasked. Whether the bot has read a
//! question is told by how much of what was written to its input is still unread there
//! (`FIONREAD`): a line written before the bot read the question cannot answer it. So a line
//! written between games is never taken for the answer to the next `start`, and an answer that
//! comes after its game ended is never read as one in the next.

pub mod tree;

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::thread;
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::io::{ioctl_fionbio, ioctl_fionread};
use rustix::process::{Pid, Signal, kill_process_group};

// What a bot may get wrong is the protocol's (built everywhere); running one is Unix's.
pub use crate::protocol::{Failure, KEPT_SAID, MAX_LINE, StartError, Why, cut};
use crate::sandbox::{Sandbox, Watch};
use crate::transcript::Transcript;

/// How much of a bot's standard error is kept (the last 16 KiB); the rest is read and dropped.
pub const KEPT_STDERR: usize = 16 << 10;
/// How often a bot that has not answered is looked at to see whether it has exited while a
/// child of it still holds its output.
const EXIT_POLL: Duration = Duration::from_millis(20);

/// How long the output of a bot that exited is read for what it wrote before it exited, at most
/// (the reader thread may not have run since; a child of the bot may hold the output open).
const EXIT_DRAIN: Duration = Duration::from_secs(1);
/// Time a bot just started gets for its first answer on top of the move time: starting a
/// program (an interpreter, a JIT) is not thinking, and a busy machine makes it slow.
pub const STARTUP_GRACE: Duration = Duration::from_secs(10);
/// How long a message may wait for room in a bot's input (a pipe of 64 KiB) before the bot is
/// taken to have stopped reading it.
pub const INPUT_WAIT: Duration = Duration::from_secs(10);

/// A bot as the command line names it: `--bot NAME=COMMAND`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotCommand {
    /// The player name the bot plays under in records.
    pub name: String,
    /// The command as written.
    pub command: String,
    /// The command split into words as a POSIX shell would (quotes, backslashes), program first.
    pub argv: Vec<String>,
    /// The sandbox the bot runs in (`match --sandbox`, docs/sandbox.md), if any.
    pub sandbox: Option<Sandbox>,
    /// The folder its messages are logged in, game by game (`match --log-dir`), if any.
    pub log_dir: Option<std::path::PathBuf>,
}

impl std::str::FromStr for BotCommand {
    type Err = BotArgFault;

    /// Reads `NAME=COMMAND`; COMMAND is split as a shell would (`shlex`), without expanding
    /// variables or globs.
    ///
    /// # Errors
    /// [`BotArgFault`]: no `=`, an empty name, or a command that is empty or has an
    /// unterminated quote.
    fn from_str(arg: &str) -> Result<Self, BotArgFault> {
        let Some((name, command)) = arg.split_once('=') else {
            return Err(BotArgFault::NoEquals { found: arg.to_owned() });
        };
        let name = name.trim();
        if name.is_empty() {
            return Err(BotArgFault::NoName { found: arg.to_owned() });
        }
        let unsplittable = || BotArgFault::Unsplittable { name: name.to_owned(), command: command.to_owned() };
        let argv = shlex::split(command).ok_or_else(unsplittable)?;
        if argv.is_empty() {
            return Err(BotArgFault::EmptyCommand { name: name.to_owned() });
        }
        Ok(BotCommand { name: name.to_owned(), command: command.to_owned(), argv, sandbox: None, log_dir: None })
    }
}

/// A `--bot` value that is not `NAME=COMMAND`. `Display` says it in English (inside clap's
/// frame); [`BotArgFault::worded`] in a person's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BotArgFault {
    /// No `=`: the value as given.
    #[error("expected NAME=COMMAND, such as `alpha=./my-bot --fast`, found `{found}`")]
    NoEquals {
        /// The value as given.
        found: String,
    },
    /// Nothing before the `=`.
    #[error("the bot has no name before `=` in `{found}`")]
    NoName {
        /// The value as given.
        found: String,
    },
    /// The command has an unterminated quote or a trailing backslash.
    #[error("cannot split the command of {name}: an unterminated quote or a trailing backslash in `{command}`")]
    Unsplittable {
        /// The bot's name.
        name: String,
        /// The command as given.
        command: String,
    },
    /// Nothing after the `=`.
    #[error("the bot {name} has an empty command")]
    EmptyCommand {
        /// The bot's name.
        name: String,
    },
}

impl BotArgFault {
    /// The reason, in `words`' language (after `broadside: --bot: `).
    pub fn worded(&self, words: &crate::words::Words) -> String {
        use crate::error::quote;
        use crate::words::text;
        match self {
            BotArgFault::NoEquals { found } => words.say("bot-arg-no-equals", &[("found", text(quote(found)))]),
            BotArgFault::NoName { found } => words.say("bot-arg-no-name", &[("found", text(quote(found)))]),
            BotArgFault::Unsplittable { name, command } => {
                words.say("bot-arg-unsplittable", &[("name", text(quote(name))), ("command", text(quote(command)))])
            }
            BotArgFault::EmptyCommand { name } => words.say("bot-arg-empty", &[("name", text(quote(name)))]),
        }
    }
}

/// One line as the reader thread saw it.
#[derive(Debug)]
enum ReadLine {
    /// A whole line, without its line end.
    Text(String),
    /// Bytes that are not UTF-8 (shown lossily, cut).
    NotText(String),
    /// A line longer than [`MAX_LINE`], seen as soon as it passed the limit: its first
    /// [`KEPT_SAID`] bytes, shown lossily.
    TooLong(String),
}

/// What the reader thread saw on the bot's output, and when.
#[derive(Debug)]
enum Event {
    /// A line that answers question `seq` (numbered from 0 in the bot's run).
    Answer { seq: u64, line: ReadLine, at: Instant },
    /// A line written when no answer was owed. One at a time: the others are dropped until
    /// this one is taken (the bot forfeits on it, or it came after its game's last entry).
    Unasked { line: ReadLine, at: Instant },
    /// The output closed (end of file or a read error); `owed`: a question read was unanswered.
    Closed { owed: bool, at: Instant },
}

/// What has been written to a bot's input, shared with the thread reading its output.
#[derive(Debug, Default)]
struct Ledger {
    /// Bytes written to the input, counted before each write is made (so that what the bot has
    /// read, this less what is still unread, is never underestimated: a doubt goes to the bot).
    written: u64,
    /// The questions not yet answered, oldest first: `written` at the end of each one's line.
    ends: VecDeque<u64>,
}

impl Ledger {
    /// Whether the bot has read the oldest question not yet answered, given `unread` bytes still
    /// in its input (`None`: unknown, taken as read).
    fn question_read(&self, unread: Option<u64>) -> bool {
        let Some(&end) = self.ends.front() else { return false };
        unread.is_none_or(|unread| self.written.saturating_sub(unread) >= end)
    }
}

fn lock(ledger: &Mutex<Ledger>) -> std::sync::MutexGuard<'_, Ledger> {
    ledger.lock().unwrap_or_else(PoisonError::into_inner)
}

/// An answer line and the time the bot took to write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerLine {
    /// The line, without its line end.
    pub line: String,
    /// From the question being sent to the answer arriving.
    pub took: Duration,
}

/// A running bot: its process, its input, and the threads reading its output and its standard
/// error. Dropping it kills the bot and every process it started.
pub struct Bot {
    child: Child,
    group: Option<Pid>,
    /// The write end of the bot's standard input (non-blocking); the reader thread holds a weak
    /// reference, to see how much of it the bot has read.
    input: Option<Arc<ChildStdin>>,
    ledger: Arc<Mutex<Ledger>>,
    /// What the reader thread saw, a read at a time.
    events: Receiver<Vec<Event>>,
    /// Events taken from `events` and not yet used, in the order they came.
    inbox: VecDeque<Event>,
    /// Set by the reader thread while an unasked line it sent has not been taken.
    unasked: Arc<AtomicBool>,
    /// The questions asked and not yet answered, oldest first: number and when sent.
    owed: VecDeque<(u64, Instant)>,
    /// Questions asked so far.
    asked: u64,
    /// Set once the output has closed: whether an answer was owed then.
    closed: Option<bool>,
    stderr: Arc<Mutex<VecDeque<u8>>>,
    /// The thread draining standard error, to wait a moment for the last words of a bot that
    /// has exited.
    drainer: Option<thread::JoinHandle<()>>,
    /// When the outcome of the last [`Bot::answer`] or [`Bot::unasked`] happened.
    settled_at: Instant,
    /// Whether the process has been waited for.
    reaped: bool,
    /// The watch over its sandbox, when it runs in one.
    watch: Option<Watch>,
    /// The inodes of the pipes of its standard input and output, to see them closed in a sandbox
    /// ([`Watch::holds_pipes`]).
    pipes: Option<[u64; 2]>,
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
    /// [`StartError`]: the operating system's error when the program cannot be run (not found,
    /// not executable), `Interrupted` when the match is stopping ([`tree::close`]), or a file
    /// of its own that its sandbox cannot let it read.
    pub fn start(command: &BotCommand) -> Result<Bot, StartError> {
        let program = match &command.sandbox {
            Some(sandbox) => sandbox.command(&command.argv)?,
            None => {
                let mut program = Command::new(&command.argv[0]);
                program.args(&command.argv[1..]);
                program
            }
        };
        let mut program = program;
        let mut child =
            tree::spawn(program.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0))?;
        // process_group(0) makes the child the leader of a group numbered by its own pid.
        let group = Pid::from_raw(i32::try_from(child.id()).unwrap_or(0));
        let watch = command.sandbox.as_ref().map(|sandbox| sandbox.watch(&child));
        let log = command.log_dir.as_ref().map(|dir| Arc::new(Transcript::new(dir, &command.name, &command.command)));
        let input = child.stdin.take().map(Arc::new);
        if let Some(input) = &input {
            // Writes never block: a bot that stops reading is found out (`INPUT_WAIT`).
            ioctl_fionbio(&**input, true).map_err(io::Error::from)?;
        }
        let ledger = Arc::new(Mutex::new(Ledger::default()));
        let unasked = Arc::new(AtomicBool::new(false));
        let (sender, events) = mpsc::channel();
        let inode = |fd: Option<rustix::fs::Stat>| fd.map(|stat| stat.st_ino);
        let pipes = inode(input.as_ref().and_then(|fd| rustix::fs::fstat(&**fd).ok()))
            .zip(inode(child.stdout.as_ref().and_then(|fd| rustix::fs::fstat(fd).ok())))
            .map(|(input, output)| [input, output]);
        if let Some(out) = child.stdout.take() {
            let reader = Reader {
                input: input.as_ref().map_or_else(Weak::new, Arc::downgrade),
                ledger: Arc::clone(&ledger),
                events: sender,
                answered: 0,
                pending: Vec::new(),
                unasked: Arc::clone(&unasked),
                log: log.clone(),
            };
            thread::spawn(move || reader.run(out));
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let drainer = child.stderr.take().map(|err| {
            let (tail, log) = (Arc::clone(&stderr), log.clone());
            thread::spawn(move || drain(err, &tail, log.as_deref()))
        });
        Ok(Bot {
            child,
            group,
            input,
            ledger,
            events,
            inbox: VecDeque::new(),
            unasked,
            owed: VecDeque::new(),
            asked: 0,
            closed: None,
            stderr,
            drainer,
            settled_at: Instant::now(),
            reaped: false,
            watch,
            pipes,
            log,
        })
    }

    /// The process id of the bot, which is also the number of its process group.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Writes one message that asks for no answer (`shot`, `end`) as a line of JSON to the bot.
    ///
    /// # Errors
    /// [`Failure::Left`] when the bot exited or closed its input while it owed no answer;
    /// [`Failure::Crashed`] when it did so while it owed one, or left its input unread for
    /// [`INPUT_WAIT`].
    pub fn send(&mut self, message: &impl serde::Serialize) -> Result<(), Failure> {
        self.write(message, false)
    }

    /// Writes one message that asks for an answer (`start`, `turn`); the move time of the
    /// answer counts from now.
    ///
    /// # Errors
    /// [`Failure::Left`] when the bot has exited or closed its input, so never read the message;
    /// [`Failure::Crashed`] when it left its input unread for [`INPUT_WAIT`].
    pub fn ask(&mut self, message: &impl serde::Serialize) -> Result<(), Failure> {
        self.write(message, true)
    }

    fn write(&mut self, message: &impl serde::Serialize, question: bool) -> Result<(), Failure> {
        let mut line = serde_json::to_vec(message)
            .map_err(|e| Failure::Crashed { why: Why::CannotWrite((&io::Error::from(e)).into()) })?;
        if let Some(log) = &self.log {
            log.sent(&line);
        }
        line.push(b'\n');
        let Some(input) = self.input.clone() else {
            return Err(self.crashed(Why::InputClosed));
        };
        let len = line.len() as u64;
        {
            let mut ledger = lock(&self.ledger);
            ledger.written += len;
            if question {
                let end = ledger.written;
                ledger.ends.push_back(end);
            }
        }
        let unwritten = write_waiting(&input, &line);
        if unwritten.is_ok() {
            if question {
                self.owed.push_back((self.asked, Instant::now()));
                self.asked += 1;
            }
            return Ok(());
        }
        // What was not written was never there to be read.
        let mut ledger = lock(&self.ledger);
        let rest = match &unwritten {
            Err((rest, _)) => *rest as u64,
            Ok(()) => 0,
        };
        ledger.written -= rest;
        if question {
            ledger.ends.pop_back();
        }
        drop(ledger);
        match unwritten {
            Err((_, Stuck::Closed)) if question => Err(self.gone(Why::ClosedInputBeforeAsked)),
            // Gone while it owed nothing (after the shot that won, say): not a foul
            // (docs/protocol.md "Fair to every bot"); a question it is asked later finds it gone.
            Err((_, Stuck::Closed)) if self.owed.is_empty() => Err(self.gone(Why::ClosedInput)),
            Err((_, Stuck::Closed)) => Err(self.crashed(Why::StoppedReading)),
            _ => Err(Failure::Crashed { why: Why::InputUnread { secs: INPUT_WAIT.as_secs() } }),
        }
    }

    /// Takes what the reader thread has seen so far into the inbox.
    fn pump(&mut self) {
        while let Ok(events) = self.events.try_recv() {
            self.file(events);
        }
    }

    /// Waits, for a bot that has exited, until the reader thread has seen its output close or a
    /// line from it, up to [`EXIT_DRAIN`] (a child of the bot may hold the output open) and never
    /// past `deadline`.
    fn drain(&mut self, deadline: Instant) {
        let until = deadline.min(Instant::now() + EXIT_DRAIN);
        while self.inbox.is_empty() && self.closed.is_none() {
            let left = until.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(events) => self.file(events),
                Err(_) => break,
            }
        }
    }

    fn file(&mut self, events: Vec<Event>) {
        for event in events {
            match event {
                Event::Closed { owed, at } => {
                    self.closed = Some(owed);
                    self.settled_at = at;
                }
                other => self.inbox.push_back(other),
            }
        }
    }

    /// Checks that the bot has written no line when no answer was owed (docs/protocol.md "What a
    /// bot must not do": such a line is an `illegal_message`).
    ///
    /// # Errors
    /// [`Failure::IllegalMessage`] with the unasked line.
    pub fn unasked(&mut self) -> Result<(), Failure> {
        self.pump();
        let found = self.inbox.iter().position(|e| matches!(e, Event::Unasked { .. }));
        if let Some(Event::Unasked { line, at }) = found.and_then(|i| self.inbox.remove(i)) {
            self.settled_at = at;
            self.unasked.store(false, Ordering::SeqCst);
            return Err(unasked(line));
        }
        Ok(())
    }

    /// Whether the bot owes an answer: it was asked, and has not answered (or failed to).
    pub fn owes(&self) -> bool {
        !self.owed.is_empty()
    }

    /// Whether the bot has left while it owed no answer: it exited, or closed its output (a
    /// bot that plays one game a run). Such a bot is started again, not charged (docs/protocol.md
    /// "Lines").
    pub fn left(&mut self) -> bool {
        self.pump();
        self.owed.is_empty() && (self.closed.is_some() || self.exited() || self.dropped()[1]) && !self.broke_limit()
    }

    /// A bot gone before it read its question: [`Failure::Left`], unless its sandbox stopped it
    /// for going over a limit, which is `crashed` with the limit named even between games
    /// (docs/sandbox.md "Limits").
    fn gone(&mut self, why: Why) -> Failure {
        if self.broke_limit() { self.crashed(why) } else { Failure::Left { why } }
    }

    /// When the outcome of the last [`Bot::answer`] or [`Bot::unasked`] happened: the line's
    /// arrival, the output's closing, the deadline passed. Under simultaneous turns, the earlier
    /// of two failures decides.
    pub fn settled_at(&self) -> Instant {
        self.settled_at
    }

    /// Waits for the answer to the oldest question not yet answered, up to `limit` counted from
    /// when it was asked (the first question of a bot just started may take [`STARTUP_GRACE`]
    /// longer).
    ///
    /// # Errors
    /// [`Failure::Timeout`] when the time runs out (the question stays owed);
    /// [`Failure::Crashed`] when the bot exits or closes its output first (even while a child of
    /// it still holds the output open), or [`Failure::Left`] when it did so before reading the
    /// question; [`Failure::IllegalMessage`] for a line over [`MAX_LINE`] or not UTF-8, or for a
    /// line written before the question when no answer was owed.
    pub fn answer(&mut self, limit: Duration) -> Result<AnswerLine, Failure> {
        let Some(&(seq, asked_at)) = self.owed.front() else {
            return Err(Failure::Crashed { why: Why::NothingAsked });
        };
        let grace = if seq == 0 { STARTUP_GRACE } else { Duration::ZERO };
        let deadline = asked_at + limit + grace;
        loop {
            self.pump();
            if let Some(event) = self.inbox.pop_front() {
                match event {
                    Event::Answer { seq: s, line, at } if s == seq => {
                        self.owed.pop_front();
                        self.settled_at = at;
                        let took = at.saturating_duration_since(asked_at);
                        return match line {
                            ReadLine::Text(line) => Ok(AnswerLine { line, took }),
                            ReadLine::NotText(said) => Err(Failure::illegal(&said, Why::NotUtf8)),
                            ReadLine::TooLong(said) => Err(Failure::illegal(&said, Why::TooLong { max: MAX_LINE })),
                        };
                    }
                    // An answer to a question given up on: never read as another's.
                    Event::Answer { .. } => continue,
                    Event::Unasked { line, at } => {
                        self.settled_at = at;
                        self.unasked.store(false, Ordering::SeqCst);
                        return Err(unasked(line));
                    }
                    Event::Closed { owed, .. } => self.closed = Some(owed),
                }
            }
            if let Some(owed) = self.closed {
                return Err(if owed {
                    self.crashed(Why::ClosedOutput)
                } else {
                    self.gone(Why::ClosedOutputBeforeQuestion)
                });
            }
            let now = Instant::now();
            if now >= deadline {
                self.settled_at = deadline;
                return Err(Failure::Timeout);
            }
            match self.events.recv_timeout(EXIT_POLL.min(deadline - now)) {
                Ok(events) => self.file(events),
                Err(RecvTimeoutError::Disconnected) => self.closed = Some(true),
                Err(RecvTimeoutError::Timeout) => {
                    let [input, output] = self.dropped();
                    let unread = self.input.as_ref().and_then(|i| ioctl_fionread(&**i).ok());
                    if (input || self.input_closed())
                        && !output
                        && !lock(&self.ledger).question_read(unread)
                        && !self.exited()
                    {
                        // Its input closed before it read the question: as a write to it would
                        // have found, had it come a moment later.
                        self.settled_at = Instant::now();
                        return Err(self.gone(Why::ClosedInputBeforeAsked));
                    }
                    if output {
                        // What it wrote before may still be on its way through the reader.
                        self.drain(deadline);
                        if self.inbox.is_empty() && self.closed.is_none() {
                            let unread = self.input.as_ref().and_then(|i| ioctl_fionread(&**i).ok());
                            self.closed = Some(lock(&self.ledger).question_read(unread));
                        }
                        continue;
                    }
                    if !self.exited() {
                        continue;
                    }
                    // It may have answered just before exiting, with the line still in the pipe
                    // for the reader thread to take: what it wrote is read to the end of its
                    // output before it is judged (a doubt goes to the bot).
                    self.pump();
                    if self.inbox.is_empty() && self.closed.is_none() {
                        self.drain(deadline);
                    }
                    if !self.inbox.is_empty() || self.closed.is_some() {
                        continue;
                    }
                    self.settled_at = Instant::now();
                    let unread = self.input.as_ref().and_then(|i| ioctl_fionread(&**i).ok());
                    return Err(if lock(&self.ledger).question_read(unread) {
                        self.crashed(Why::Exited)
                    } else {
                        self.gone(Why::ExitedBeforeQuestion)
                    });
                }
            }
        }
    }

    /// Whether the bot has read nothing of what it was sent: every byte written to its input is
    /// still in the pipe (or the pipe cannot say, and nothing was written).
    pub fn read_nothing(&self) -> bool {
        let written = lock(&self.ledger).written;
        let unread = self.input.as_ref().and_then(|i| ioctl_fionread(&**i).ok());
        unread.map_or(written == 0, |unread| unread >= written)
    }

    /// Whether the bot's process exits of itself (with an exit code, not killed by a signal)
    /// within `wait` (its output may close a moment before).
    pub fn exits_of_itself_within(&mut self, wait: Duration) -> bool {
        let until = Instant::now() + wait;
        while !self.exited() && Instant::now() < until {
            thread::sleep(Duration::from_millis(5));
        }
        matches!(self.child.try_wait(), Ok(Some(status)) if status.code().is_some())
    }

    /// Whether the bot's process has exited.
    pub fn exited(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(Some(_)))
    }

    /// Whether the bot, contained and still running, has closed its standard input and its
    /// standard output: no process of its sandbox holds them, though bubblewrap's do, so that
    /// neither end is seen to close. The same faults without the sandbox are the output's end
    /// ([`Event::Closed`]) and a write that finds the input closed.
    fn dropped(&self) -> [bool; 2] {
        match (&self.watch, self.pipes) {
            (Some(watch), Some(pipes)) => watch.holds_pipes(pipes).map_or([false; 2], |held| held.map(|h| !h)),
            _ => [false; 2],
        }
    }

    /// Whether every reader of the bot's input has closed it (the pipe's write end reports an
    /// error): the bot's own end, without the sandbox.
    fn input_closed(&self) -> bool {
        self.input.as_ref().is_some_and(|input| {
            let mut fds = [PollFd::new(&**input, PollFlags::OUT)];
            poll(&mut fds, Some(&Timespec::default())).is_ok() && fds[0].revents().contains(PollFlags::ERR)
        })
    }

    /// Whether its sandbox's watch stopped the bot for going over a limit (docs/sandbox.md
    /// "Limits"): it is then `crashed`, even between games.
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
    fn crashed(&mut self, why: Why) -> Failure {
        // Its output or input may close a moment before the process is gone: wait for that,
        // briefly, so that its exit status and last words on standard error are not lost.
        let until = Instant::now() + Duration::from_millis(200);
        while !self.exited() && Instant::now() < until {
            thread::sleep(Duration::from_millis(5));
        }
        if let Some(limit) = self.watch.as_ref().and_then(Watch::broken) {
            return Failure::Crashed { why: limit };
        }
        match self.child.try_wait() {
            Ok(Some(status)) => Failure::Crashed { why: Why::Ended { why: Box::new(why), ended: status.into() } },
            _ => Failure::Crashed { why },
        }
    }

    /// Ends the bot: closes its input, kills it and every process it started, and reaps it.
    pub fn stop(mut self) {
        self.kill();
    }

    fn kill(&mut self) {
        if let Some(log) = self.log.take() {
            log.note("the referee stopped the bot");
        }
        self.input = None;
        if self.reaped {
            return;
        }
        // Its descendants first, while they can still be told from others by their parents; not
        // once it has been waited for, when its pid may be another process's (what it left
        // behind is then this process's, and killed when the match ends).
        if matches!(self.child.try_wait(), Ok(None)) {
            tree::kill_tree(self.child.id());
        }
        if let Some(group) = self.group.take() {
            // The group may be gone already (the bot and all its children exited): nothing to do.
            let _ = kill_process_group(group, Signal::KILL);
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.reaped = true;
        tree::forget(self.child.id());
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Why a write did not finish.
enum Stuck {
    /// The bot's input is closed (it exited, or closed it).
    Closed,
    /// No room in the pipe for [`INPUT_WAIT`].
    Full,
}

/// Writes `bytes` to the non-blocking `input`, waiting for room up to [`INPUT_WAIT`] in all.
///
/// # Errors
/// How many bytes were left unwritten, and why.
fn write_waiting(input: &ChildStdin, bytes: &[u8]) -> Result<(), (usize, Stuck)> {
    let deadline = Instant::now() + INPUT_WAIT;
    let mut rest = bytes;
    while !rest.is_empty() {
        match (&*input).write(rest) {
            Ok(0) => return Err((rest.len(), Stuck::Closed)),
            Ok(n) => rest = &rest[n..],
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return Err((rest.len(), Stuck::Full));
                }
                let timeout = Timespec::try_from(left).unwrap_or_default();
                let mut fds = [PollFd::new(input, PollFlags::OUT)];
                // An error or a timeout shows at the next write.
                let _ = poll(&mut fds, Some(&timeout));
            }
            Err(_) => return Err((rest.len(), Stuck::Closed)),
        }
    }
    Ok(())
}

/// The message for a line that came when no answer was owed.
fn unasked(line: ReadLine) -> Failure {
    let (ReadLine::Text(said) | ReadLine::NotText(said) | ReadLine::TooLong(said)) = line;
    Failure::illegal(&said, Why::Unowed)
}

/// The thread reading a bot's output: it cuts it into lines and tells answers from unasked lines
/// as they arrive.
struct Reader {
    input: Weak<ChildStdin>,
    ledger: Arc<Mutex<Ledger>>,
    events: Sender<Vec<Event>>,
    /// Answers seen so far: the number of the next question to answer.
    answered: u64,
    /// Events of the lines read so far from what the last read brought.
    pending: Vec<Event>,
    /// Set while an unasked line sent has not been taken by the bot's owner.
    unasked: Arc<AtomicBool>,
    /// The bot's log, under `--log-dir`.
    log: Option<Arc<Transcript>>,
}

impl Reader {
    /// Reads `out` line by line until it closes or the bot is dropped. A line is held up to
    /// [`MAX_LINE`] bytes (and a CR that may end it); past that it is reported at once, and the
    /// rest of it is read and dropped.
    fn run(mut self, out: impl Read) {
        let mut reader = BufReader::with_capacity(8 << 10, out);
        let mut line: Vec<u8> = Vec::new();
        // The line went over the limit and was reported: the rest of it is dropped.
        let mut skipping = false;
        loop {
            let used = match reader.fill_buf() {
                Ok([]) | Err(_) => {
                    self.closed();
                    return;
                }
                Ok(buf) => {
                    let (part, used, ended) = match memchr::memchr(b'\n', buf) {
                        Some(at) => (&buf[..at], at + 1, true),
                        None => (buf, buf.len(), false),
                    };
                    if !skipping {
                        // Held: at most MAX_LINE bytes and one more, which may be the CR of a
                        // CRLF (not counted) or show the line is too long.
                        let room = (MAX_LINE + 1).saturating_sub(line.len());
                        line.extend_from_slice(&part[..part.len().min(room)]);
                        let over = part.len() > room
                            || if ended {
                                line.len() - usize::from(line.last() == Some(&b'\r')) > MAX_LINE
                            } else {
                                line.len() > MAX_LINE && line.last() != Some(&b'\r')
                            };
                        if over {
                            let said = String::from_utf8_lossy(&line[..line.len().min(KEPT_SAID)]).into_owned();
                            line.clear();
                            skipping = !ended;
                            self.line(ReadLine::TooLong(said));
                        } else if ended {
                            let mut whole = std::mem::take(&mut line);
                            if whole.last() == Some(&b'\r') {
                                whole.pop();
                            }
                            let text = match String::from_utf8(whole) {
                                Ok(text) => ReadLine::Text(text),
                                Err(e) => ReadLine::NotText(
                                    String::from_utf8_lossy(&e.as_bytes()[..e.as_bytes().len().min(KEPT_SAID)])
                                        .into_owned(),
                                ),
                            };
                            self.line(text);
                        }
                    } else if ended {
                        skipping = false;
                    }
                    used
                }
            };
            reader.consume(used);
            // Lines that came together are told together (an answer and a line after it, so
            // that the second is seen with the first), before the next read may wait.
            if reader.buffer().is_empty() && !self.flush() {
                return;
            }
        }
    }

    /// How much of what was written to the bot's input is still unread there, if known.
    fn unread(&self) -> Option<u64> {
        self.input.upgrade().and_then(|input| ioctl_fionread(&*input).ok())
    }

    /// Files one line, as it arrives, as an answer or as unasked.
    fn line(&mut self, line: ReadLine) {
        if let Some(log) = &self.log {
            match &line {
                ReadLine::Text(text) => log.said(text),
                ReadLine::NotText(text) => log.said(&format!("{text} (not UTF-8, shown lossily)")),
                ReadLine::TooLong(text) => log.said(&format!("{text}… (cut: longer than {MAX_LINE} bytes)")),
            }
        }
        // Read before the ledger, whose count is taken first when writing: see `Ledger`.
        let unread = self.unread();
        let at = Instant::now();
        let answer = {
            let mut ledger = lock(&self.ledger);
            let read = ledger.question_read(unread);
            if read {
                ledger.ends.pop_front();
            }
            read
        };
        let event = if answer {
            self.answered += 1;
            Event::Answer { seq: self.answered - 1, line, at }
        } else if !self.unasked.swap(true, Ordering::SeqCst) {
            Event::Unasked { line, at }
        } else {
            // One unasked line waits to be taken, and costs the bot: the others change nothing.
            return;
        };
        self.pending.push(event);
    }

    /// Sends the events pending. Returns false once the bot is dropped.
    fn flush(&mut self) -> bool {
        // One message, so that the bot's owner, woken by an answer, finds the lines after it too.
        self.pending.is_empty() || self.events.send(std::mem::take(&mut self.pending)).is_ok()
    }

    fn closed(&mut self) {
        self.flush();
        let unread = self.unread();
        let owed = lock(&self.ledger).question_read(unread);
        let _ = self.events.send(vec![Event::Closed { owed, at: Instant::now() }]);
    }
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

    const WAIT: Duration = Duration::from_secs(20);

    #[test]
    fn a_command_is_split_as_a_shell_would() {
        let c: BotCommand = "alpha=python3 'my bot.py' --depth \"2 3\"".parse().unwrap();
        assert_eq!(c.name, "alpha");
        assert_eq!(c.argv, ["python3", "my bot.py", "--depth", "2 3"]);
        assert!("alpha".parse::<BotCommand>().unwrap_err().to_string().contains("NAME=COMMAND"));
        assert!("=x".parse::<BotCommand>().unwrap_err().to_string().contains("no name"));
        assert!("a=".parse::<BotCommand>().unwrap_err().to_string().contains("empty command"));
        assert!("a=x 'y".parse::<BotCommand>().unwrap_err().to_string().contains("unterminated"));
    }

    #[test]
    fn an_answer_is_read_and_timed() {
        let mut b = bot("read x; echo \"{\\\"got\\\": $x}\"");
        b.ask(&serde_json::json!(7)).unwrap();
        assert!(b.owes());
        let a = b.answer(WAIT).unwrap();
        assert_eq!(a.line, "{\"got\": 7}");
        assert!(a.took < WAIT);
        assert!(!b.owes());
    }

    #[test]
    fn a_silent_bot_times_out_and_an_exiting_one_crashes() {
        let mut b = bot("read x; echo first; read y; sleep 5");
        b.ask(&1).unwrap();
        assert_eq!(b.answer(WAIT).unwrap().line, "first");
        b.ask(&2).unwrap();
        assert_eq!(b.answer(Duration::from_millis(100)), Err(Failure::Timeout));
        assert!(b.owes(), "a question not answered in time is still owed");
        let mut b = bot("read x; echo giving up >&2; exit 3");
        b.ask(&1).unwrap();
        let Err(Failure::Crashed { why }) = b.answer(WAIT) else { panic!() };
        assert!(why.to_string().contains("exit status: 3"), "{why}");
        assert_eq!(b.stderr_tail(), "giving up\n");
    }

    #[test]
    fn a_bot_that_exits_before_reading_the_question_owed_nothing() {
        let mut b = bot("exit 0");
        let failure = b.ask(&1).and_then(|()| b.answer(WAIT)).unwrap_err();
        assert!(matches!(failure, Failure::Left { .. }), "{failure:?}");
        assert_eq!(failure.code(), "crashed", "in a game under way it is a crash");
        let mut b = bot("exit 0");
        while !b.exited() {
            thread::sleep(Duration::from_millis(5));
        }
        assert!(b.left());
    }

    #[test]
    fn a_child_holding_the_output_does_not_hide_an_exit() {
        let mut b = bot("read x; sleep 30 & exit 0");
        b.ask(&1).unwrap();
        let failure = b.answer(WAIT).unwrap_err();
        assert!(matches!(&failure, Failure::Crashed { why } if why.to_string().contains("it exited")), "{failure:?}");
    }

    #[test]
    fn a_huge_line_is_illegal_and_cut_and_the_next_line_answers_the_next_question() {
        let mut b = bot("read x; head -c 200000 /dev/zero | tr \"\\\\0\" x; echo; read y; echo next");
        b.ask(&1).unwrap();
        let Err(Failure::IllegalMessage { said, .. }) = b.answer(WAIT) else { panic!() };
        assert_eq!(said, "x".repeat(KEPT_SAID));
        b.ask(&2).unwrap();
        assert_eq!(b.answer(WAIT).unwrap().line, "next");
    }

    /// The answer's length without its line end: 65,536 bytes are legal with `\n` and with
    /// `\r\n`; one more is illegal as soon as it arrives, line end or not.
    #[test]
    fn the_line_limit_does_not_count_the_line_end() {
        let answer = |tail: &str| {
            let script =
                format!("read x; head -c {MAX_LINE} /dev/zero | tr \"\\\\0\" y; printf \"{tail}\"; read y; echo after");
            let mut b = bot(&script);
            b.ask(&1).unwrap();
            // Lengths and codes only: a failing assertion should not print 64 KiB.
            let first = b.answer(WAIT).map(|a| (a.line.len(), a.line.bytes().all(|c| c == b'y'))).map_err(|e| e.code());
            b.ask(&2).unwrap();
            (first, b.answer(WAIT).map(|a| a.line))
        };
        for tail in ["\\n", "\\r\\n"] {
            let (first, after) = answer(tail);
            assert_eq!(first, Ok((MAX_LINE, true)), "{tail}");
            assert_eq!(after.as_deref(), Ok("after"));
        }
        for tail in ["z\\n", "z\\r\\n", "\\rz\\n", "\\r\\r\\n"] {
            let (first, after) = answer(tail);
            assert_eq!(first, Err("illegal_message"), "{tail}");
            assert_eq!(after.as_deref(), Ok("after"), "{tail}: the rest of the long line is dropped");
        }
    }

    #[test]
    fn a_line_over_the_limit_is_illegal_before_it_ends() {
        // 65,537 bytes and no line end: illegal at once, not a timeout after a minute.
        let mut b = bot(&format!("read x; head -c {} /dev/zero | tr \"\\\\0\" y; sleep 60", MAX_LINE + 1));
        b.ask(&1).unwrap();
        let Err(Failure::IllegalMessage { said, why }) = b.answer(Duration::from_secs(60)) else { panic!() };
        assert_eq!(said.len(), KEPT_SAID);
        assert!(why.to_string().contains("longer than 65536 bytes"), "{why}");
    }

    #[test]
    fn an_unasked_line_is_illegal() {
        let mut b = bot("echo hello; sleep 5");
        let until = Instant::now() + WAIT;
        let said = loop {
            match b.unasked() {
                Err(Failure::IllegalMessage { said, .. }) => break said,
                _ if Instant::now() < until => thread::sleep(Duration::from_millis(10)),
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(said, "hello");
    }

    #[test]
    fn a_line_written_before_the_question_was_read_does_not_answer_it() {
        // The question is sent at once; the bot writes a line before it reads it (and waits, so
        // that the line is seen before the question is read: within an instant the two cannot be
        // told apart).
        let mut b = bot("sleep 0.3; echo early; sleep 0.3; read x; echo answer");
        b.ask(&1).unwrap();
        let Err(Failure::IllegalMessage { said, why }) = b.answer(WAIT) else { panic!() };
        assert_eq!(said, "early");
        assert!(why.to_string().contains("no answer was owed"), "{why}");
        // The answer that follows is still the question's.
        assert_eq!(b.answer(WAIT).unwrap().line, "answer");
    }

    #[test]
    fn a_line_after_the_answer_is_unasked_not_the_next_answer() {
        let mut b = bot("read x; echo one; echo extra; read y; echo two");
        b.ask(&1).unwrap();
        assert_eq!(b.answer(WAIT).unwrap().line, "one");
        let until = Instant::now() + WAIT;
        while b.unasked().is_ok() {
            assert!(Instant::now() < until, "the extra line was not seen");
            thread::sleep(Duration::from_millis(10));
        }
        b.ask(&2).unwrap();
        assert_eq!(b.answer(WAIT).unwrap().line, "two");
    }

    #[test]
    fn a_bot_that_stops_reading_its_input_is_found_out() {
        // Nothing read: the pipe fills, and the write waits INPUT_WAIT, not for ever.
        let mut b = bot("sleep 60");
        let big = "x".repeat(4096);
        let failure = (0..100).find_map(|_| b.send(&big).err()).expect("the pipe fills");
        assert!(matches!(&failure, Failure::Crashed { why } if why.to_string().contains("unread")), "{failure:?}");
    }

    #[test]
    fn cutting_keeps_whole_characters() {
        assert_eq!(cut("ééé", 3), "é");
        assert_eq!(cut("abc", 5), "abc");
    }
}
