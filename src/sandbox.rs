//! Bots contained (contract §7): `broadside match --sandbox` runs each bot under bubblewrap
//! (`bwrap`), in Linux namespaces of its own, held to a memory limit and a process limit.
//!
//! What a bot sees there:
//! - no network: a network namespace of its own, whose only interface is its own loopback (the
//!   host's `127.0.0.1` is not reachable);
//! - the host's files read-only (`/` bound read-only), with the match's records, standings and
//!   logs hidden ([`Sandbox::hide`]), and `/run` empty, so that no socket of the host's services
//!   is there; when the match runs as root, the bot runs as `nobody` (uid 65534), so that it reads
//!   only what any user may read;
//! - a private writable temporary folder, `/tmp` (and `TMPDIR`), and `/dev/shm`: file systems in
//!   memory of its own, gone when the bot ends; no other bot's folder is anywhere in its view;
//! - only its own processes: a PID namespace with its own `/proc`;
//! - a session of its own, without the terminal the match was started from.
//!
//! Limits, each enforced twice: the kernel refuses past a hard bound (set with `prlimit` inside
//! the sandbox, so that the process count is the bot's own), and a watch over the sandbox ends
//! the bot as soon as it is over its limit, saying which ([`Watch::broken`]):
//! - memory, `--bot-memory MB`: the resident anonymous and shared memory of all its processes,
//!   and the files in its `/tmp` and `/dev/shm`, looked at every [`TICK`]; the kernel refuses a
//!   process memory past twice the limit (`RLIMIT_DATA`, which counts what a process writes to,
//!   not the address space it only reserves), so one allocation that large fails in the bot
//!   (as out of memory) before the watch sees it;
//! - processes, `--bot-processes N`: its processes and threads at once (threads count, as Linux
//!   counts them); the kernel refuses more than one past the limit (`RLIMIT_NPROC`, counted in
//!   the sandbox's own user namespace), and the watch ends a bot found past it.
//!
//! Nothing outlives the sandbox: its first process is bubblewrap's, the init of its PID
//! namespace, which dies with bubblewrap (`--die-with-parent`), and every process of a PID
//! namespace dies with its init, whatever session or process group it moved to.
//!
//! This module imports none of the crate.

use std::io;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::thread;
use std::time::Duration;

use rustix::fd::OwnedFd;
use rustix::process::{Pid, PidfdFlags, Signal, pidfd_open, pidfd_send_signal};

/// `--bot-memory` by default, in MiB (contract §7).
pub const DEFAULT_MEMORY_MB: u64 = 1024;
/// `--bot-processes` by default (contract §7).
pub const DEFAULT_PROCESSES: u32 = 64;
/// How often the watch looks at a sandbox.
pub const TICK: Duration = Duration::from_millis(10);
/// The user a bot runs as when the match runs as root: `nobody`. (As root, the sandbox's user
/// namespace would map the bot to root itself, whose processes the kernel does not count.)
const NOBODY: u32 = 65534;

/// How bots are contained: the limits, and what of the host they must not see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox {
    /// The memory a bot may hold, in MiB (`--bot-memory`).
    pub memory_mb: u64,
    /// The processes and threads a bot may run at once (`--bot-processes`).
    pub processes: u32,
    /// Absolute paths hidden from the bots: files appear empty, folders empty.
    hidden: Vec<PathBuf>,
}

/// A limit a bot broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `--bot-memory`.
    Memory,
    /// `--bot-processes`.
    Processes,
}

impl Sandbox {
    /// A sandbox with these limits (memory in MiB, processes and threads at once), hiding nothing
    /// yet.
    pub fn new(memory_mb: u64, processes: u32) -> Sandbox {
        Sandbox { memory_mb, processes, hidden: Vec::new() }
    }

    /// Hides `path` (a file or a folder) from the bots, when it exists: what the match writes
    /// (records, standings, logs) is no bot's business. A path under `/tmp`, `/run`, `/dev` or
    /// `/proc` is hidden already.
    pub fn hide(&mut self, path: &Path) {
        let Ok(path) = path.canonicalize() else { return };
        let covered = ["/tmp", "/run", "/dev", "/proc"].iter().any(|top| path.starts_with(top));
        if !covered && path != Path::new("/") && !self.hidden.contains(&path) {
            self.hidden.push(path);
        }
    }

    /// Hides the file the match's standard output goes to, when it is one (`> games.jsonl`).
    pub fn hide_standard_output(&mut self) {
        if let Ok(path) = std::fs::read_link("/proc/self/fd/1")
            && path.is_file()
        {
            self.hide(&path);
        }
    }

    /// The command that runs `argv` (program first) in the sandbox.
    pub fn command(&self, argv: &[String]) -> Command {
        let mut command = Command::new("bwrap");
        let memory = self.memory_mb.saturating_mul(1 << 20).to_string();
        command.args(["--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts"]);
        command.args(["--unshare-cgroup-try", "--die-with-parent", "--new-session"]);
        command.args(["--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev"]);
        command.args(["--size", &memory, "--tmpfs", "/tmp", "--size", &memory, "--tmpfs", "/dev/shm"]);
        command.args(["--remount-ro", "/dev", "--tmpfs", "/run", "--remount-ro", "/run"]);
        for path in &self.hidden {
            if path.is_dir() {
                command.arg("--tmpfs").arg(path).arg("--remount-ro").arg(path);
            } else {
                command.args(["--ro-bind", "/dev/null"]).arg(path);
            }
        }
        command.args(["--setenv", "TMPDIR", "/tmp", "--", "prlimit", "--core=0"]);
        // The sandbox's init counts too, and one process more than the limit lets the watch see
        // the bot over it rather than at it.
        command.arg(format!("--nproc={}", u64::from(self.processes) + 2));
        command.arg(format!("--data={}", self.memory_mb.saturating_mul(2 << 20)));
        command.arg("--").args(argv);
        if rustix::process::geteuid().is_root() {
            command.uid(NOBODY).gid(NOBODY);
        }
        command
    }

    /// Checks that bots can be contained here: runs `true` in the sandbox.
    ///
    /// # Errors
    /// What is missing, in words: bubblewrap, `prlimit`, or the namespaces bubblewrap needs.
    pub fn check(&self) -> Result<(), String> {
        let out = self
            .command(&["true".to_owned()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| {
                format!("cannot run bubblewrap (`bwrap`): {e}; install it (Debian: apt-get install bubblewrap)")
            })?;
        if out.status.success() {
            return Ok(());
        }
        let said = String::from_utf8_lossy(&out.stderr);
        Err(format!(
            "bubblewrap cannot contain a bot here ({}): {}",
            out.status,
            said.trim().lines().last().unwrap_or("no message")
        ))
    }

    /// Starts watching the sandbox that `child` (started from [`Sandbox::command`]) runs, and
    /// ends it as soon as its bot is over a limit.
    pub fn watch(&self, child: &Child) -> Watch {
        let state = Arc::new(State { done: AtomicBool::new(false), broken: AtomicU8::new(0) });
        let pid = child.id();
        // A handle that names this process even after it is reaped and its number reused.
        let handle =
            i32::try_from(pid).ok().and_then(Pid::from_raw).and_then(|p| pidfd_open(p, PidfdFlags::empty()).ok());
        let watched = Arc::clone(&state);
        let (memory, processes) = (self.memory_mb.saturating_mul(1 << 20), u64::from(self.processes));
        thread::spawn(move || watch(pid, handle, memory, processes, &watched));
        Watch { state, memory_mb: self.memory_mb, processes: self.processes }
    }
}

/// Finds `program` as running it would (a name without `/` on `PATH`), so that a bot whose
/// program is missing is told at once rather than from inside its sandbox.
///
/// # Errors
/// `NotFound` when there is no such file.
pub fn locate(program: &str) -> io::Result<()> {
    let found = if program.contains('/') {
        Path::new(program).is_file()
    } else {
        std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
    };
    if found { Ok(()) } else { Err(io::Error::new(io::ErrorKind::NotFound, "No such file or directory")) }
}

/// Checks that no file a bot's command names lies under /tmp, which each sandbox replaces with
/// a /tmp of its own: such a bot could never start, and would forfeit every game.
///
/// # Errors
/// `NotFound`, naming the file and saying why.
pub fn reachable(argv: &[String]) -> io::Result<()> {
    for arg in argv {
        let path = Path::new(arg);
        let Ok(full) = path.canonicalize() else { continue };
        if full.starts_with("/tmp") {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!(
                    "{} lies under /tmp, which each sandbox replaces with a /tmp of its own: keep the bot elsewhere (such as /var/tmp or /opt)",
                    full.display()
                ),
            ));
        }
    }
    Ok(())
}

/// The watch over one sandbox; dropping it ends the watch (not the sandbox).
#[derive(Debug)]
pub struct Watch {
    state: Arc<State>,
    memory_mb: u64,
    processes: u32,
}

#[derive(Debug)]
struct State {
    /// Set when the watch is dropped.
    done: AtomicBool,
    /// 0, or the limit broken: 1 memory, 2 processes.
    broken: AtomicU8,
}

impl Watch {
    /// The limit the bot broke, if the watch ended it for that.
    pub fn limit(&self) -> Option<Limit> {
        match self.state.broken.load(Ordering::Acquire) {
            1 => Some(Limit::Memory),
            2 => Some(Limit::Processes),
            _ => None,
        }
    }

    /// The limit the bot broke, in words for the forfeit entry's `meta` (contract §7).
    pub fn broken(&self) -> Option<String> {
        self.limit().map(|limit| match limit {
            Limit::Memory => {
                format!("it went over its memory limit of {} MB (--bot-memory) and was stopped", self.memory_mb)
            }
            Limit::Processes => format!(
                "it went over its limit of {} processes and threads (--bot-processes) and was stopped",
                self.processes
            ),
        })
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.state.done.store(true, Ordering::Release);
    }
}

/// What a sandbox's bot holds at one look.
#[derive(Debug, Default, PartialEq, Eq)]
struct Usage {
    /// Resident anonymous and shared memory of its processes, and the files of its `/tmp` and
    /// `/dev/shm`, in bytes.
    bytes: u64,
    /// Its processes and threads.
    tasks: u64,
}

/// Looks at the sandbox that bubblewrap `parent` runs every [`TICK`] until it is gone or the
/// watch is dropped; ends it (through `handle`) when its bot is over `memory` bytes or
/// `processes` tasks, after noting which in `state`.
fn watch(parent: u32, handle: Option<OwnedFd>, memory: u64, processes: u64, state: &State) {
    let Some(handle) = handle else { return };
    let our_proc = device("/proc");
    let mut init = None;
    while !state.done.load(Ordering::Acquire) {
        thread::sleep(TICK);
        let Some(pid) = init else {
            // bubblewrap's only child is the sandbox's init; until it exists, wait.
            match child_of(parent) {
                Some(pid) => init = Some(pid),
                None if gone(parent) => return,
                None => {}
            }
            continue;
        };
        let root = PathBuf::from(format!("/proc/{pid}/root"));
        // While bubblewrap sets the sandbox up, the init's root is the host's, then a folder of
        // bubblewrap's own without `/proc`: only the sandbox's own `/proc` is looked at.
        let usage = match device(root.join("proc")) {
            Some(dev) if Some(dev) != our_proc => usage(&root),
            _ => Err(io::ErrorKind::NotFound.into()),
        };
        let Ok(usage) = usage else {
            if gone(pid) {
                if gone(parent) {
                    return;
                }
                init = None;
            }
            continue;
        };
        let broken = if usage.tasks > processes {
            2
        } else if usage.bytes > memory {
            1
        } else {
            continue;
        };
        state.broken.store(broken, Ordering::Release);
        let _ = pidfd_send_signal(&handle, Signal::KILL);
        return;
    }
}

/// The device of the file system at `path`, if it can be looked at.
fn device(path: impl AsRef<Path>) -> Option<u64> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| m.dev())
}

/// Whether process `pid` has ended (or is not there).
fn gone(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .map_or(true, |stat| stat.rsplit_once(')').is_none_or(|(_, rest)| rest.trim_start().starts_with(['Z', 'X'])))
}

/// A child process of `parent`, found in `/proc`.
fn child_of(parent: u32) -> Option<u32> {
    let parent = parent.to_string();
    std::fs::read_dir("/proc").ok()?.flatten().find_map(|entry| {
        let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
        let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
        // pid (comm) state ppid ...: comm may hold spaces and parentheses.
        let ppid = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?;
        (ppid == parent).then_some(pid)
    })
}

/// What the bot of the sandbox whose root is `root` holds now.
///
/// # Errors
/// When the sandbox is gone.
fn usage(root: &Path) -> io::Result<Usage> {
    let proc = root.join("proc");
    let mut usage = Usage::default();
    for entry in std::fs::read_dir(&proc)? {
        let name = entry?.file_name();
        let Some(pid) = name.to_str().filter(|n| n.bytes().all(|b| b.is_ascii_digit())) else { continue };
        // Process 1 is bubblewrap's init, not the bot.
        if pid == "1" {
            continue;
        }
        // A process may end between the listing and the reading.
        if let Ok(status) = std::fs::read_to_string(proc.join(pid).join("status")) {
            add_status(&mut usage, &status);
        }
    }
    for folder in ["tmp", "dev/shm"] {
        if let Ok(fs) = rustix::fs::statvfs(root.join(folder)) {
            usage.bytes += fs.f_blocks.saturating_sub(fs.f_bfree).saturating_mul(fs.f_frsize);
        }
    }
    Ok(usage)
}

/// Adds one process's `/proc/PID/status` to `usage`: its threads, and its resident anonymous
/// and shared memory (`RssAnon`, `RssShmem`, in kB).
fn add_status(usage: &mut Usage, status: &str) {
    let number = |rest: &str| rest.split_whitespace().next().and_then(|n| n.parse::<u64>().ok()).unwrap_or(0);
    for line in status.lines() {
        if let Some(rest) = line.strip_prefix("Threads:") {
            usage.tasks += number(rest);
        } else if let Some(rest) = line.strip_prefix("RssAnon:").or_else(|| line.strip_prefix("RssShmem:")) {
            usage.bytes += number(rest) << 10;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_gives_threads_and_resident_memory() {
        let status = "Name:\tpython3\nVmRSS:\t  9000 kB\nRssAnon:\t    2048 kB\nRssFile:\t    6000 kB\n\
                      RssShmem:\t       4 kB\nThreads:\t3\n";
        let mut usage = Usage::default();
        add_status(&mut usage, status);
        add_status(&mut usage, "Name:\tzombie\nThreads:\t1\n");
        assert_eq!(usage, Usage { bytes: (2048 + 4) << 10, tasks: 4 });
    }

    #[test]
    fn the_command_contains_the_bot_and_sets_its_limits() {
        let mut sandbox = Sandbox::new(256, 8);
        sandbox.hide(Path::new("/nonexistent/records.jsonl"));
        sandbox.hide(Path::new("/tmp"));
        assert!(sandbox.hidden.is_empty(), "{:?}", sandbox.hidden);
        let command = sandbox.command(&["python3".to_owned(), "bot.py".to_owned()]);
        let args: Vec<String> = command.get_args().map(|a| a.to_string_lossy().into_owned()).collect();
        let line = args.join(" ");
        assert_eq!(command.get_program(), "bwrap");
        for part in [
            "--unshare-net",
            "--unshare-pid",
            "--die-with-parent",
            "--ro-bind / /",
            "--size 268435456 --tmpfs /tmp",
            "-- prlimit --core=0 --nproc=10 --data=536870912 -- python3 bot.py",
        ] {
            assert!(line.contains(part), "{part} in {line}");
        }
    }
}
