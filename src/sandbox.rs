//! Bots contained (docs/sandbox.md): `broadside match --sandbox` runs each bot under bubblewrap
//! (`bwrap`), in Linux namespaces of its own, held to a memory limit and a process limit.
//!
//! What a bot sees there (docs/sandbox.md "What a bot sees"):
//! - no network: a network namespace of its own, whose only interface is its own loopback (the
//!   host's `127.0.0.1` is not reachable);
//! - of the host's files, only the system's folders ([`SYSTEM`]: programs, libraries, settings)
//!   and its own folder ([`Sandbox::command`]: the folder of each file its command names), each
//!   read-only, on a root of its own; in its own folder, every other bot's folder and what the
//!   match reads and writes (the book, records, standings, logs) hidden ([`Sandbox::hide`]);
//! - as its user, the owner of its folder when the match runs as root (so that it reads its own
//!   files whatever their permissions), or `nobody` (uid 65534) when that owner is root; the
//!   match's own user otherwise;
//! - a private writable temporary folder, `/tmp` (and `TMPDIR`), and `/dev/shm`: file systems in
//!   memory of its own, gone when the bot ends;
//! - only its own processes: a PID namespace with its own `/proc`;
//! - of the match's open files, only its standard input, output and error (every other
//!   descriptor the match inherited is closed on starting a bot);
//! - a session of its own, without the terminal the match was started from.
//!
//! A bot that closes its standard input or output is found out by [`Watch::holds_pipes`], since
//! bubblewrap's processes hold both open: the same fault is the same forfeit contained or not.
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

// bubblewrap is Linux's: elsewhere the watch over a sandbox is not built, and what serves it
// only there goes unused.
#![cfg_attr(not(target_os = "linux"), allow(dead_code, unused_imports, unused_variables))]

use std::io;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU32, Ordering};
use std::thread;
use std::time::Duration;

use rustix::fd::OwnedFd;
#[cfg(target_os = "linux")]
use rustix::process::{Pid, PidfdFlags, Signal, pidfd_open, pidfd_send_signal};

use crate::error::SystemError;
use crate::protocol::{Ended, StartError};
use crate::words::{Words, text};

/// `--bot-memory` by default, in MiB (docs/sandbox.md "Limits").
pub const DEFAULT_MEMORY_MB: u64 = 1024;
/// `--bot-processes` by default (docs/sandbox.md "Limits").
pub const DEFAULT_PROCESSES: u32 = 64;
/// How often the watch looks at a sandbox.
pub const TICK: Duration = Duration::from_millis(10);
/// The user a bot runs as when the match runs as root and its folder is root's: `nobody`. (Never
/// root: the host's files only root may read, such as `/etc/shadow`, would be the bot's.)
const NOBODY: u32 = 65534;
/// The host's folders every bot sees, read-only, where they exist: the system's programs,
/// libraries and settings (a symbolic link among them, as `/bin` to `usr/bin`, stays one).
pub const SYSTEM: [&str; 8] = ["/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
/// Folders of the host that many programs share: of a file that lies directly in one, a bot sees
/// that file alone, not the folder.
const SHARED: [&str; 3] = ["/", "/tmp", "/var/tmp"];
/// Folders of the sandbox's own making, never taken from the host.
const OWN_MAKING: [&str; 3] = ["/proc", "/dev", "/sys"];

/// How bots are contained: the limits, and what of the host they must not see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox {
    /// The memory a bot may hold, in MiB (`--bot-memory`).
    pub memory_mb: u64,
    /// The processes and threads a bot may run at once (`--bot-processes`).
    pub processes: u32,
    /// Paths of the host hidden from the bots, canonical: what the match reads and writes, and the
    /// bots' folders. Where one lies in a bot's own folder, a file cannot be opened there and a
    /// folder is empty.
    hidden: Vec<PathBuf>,
}

/// A file or folder of the host that a bot sees: its own.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Own {
    /// On the host, canonical.
    source: PathBuf,
    /// In the sandbox: the path as the bot's command names it, made absolute.
    target: PathBuf,
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

    /// Hides `path` (a file or a folder) from the bots, when it exists: what the match reads and
    /// writes (the book, records, standings, logs) is no bot's business. Only a bot's own folder
    /// is in its view, so this matters where `path` lies in one.
    pub fn hide(&mut self, path: &Path) {
        let Ok(path) = path.canonicalize() else { return };
        if path != Path::new("/") && !self.hidden.contains(&path) {
            self.hidden.push(path);
        }
    }

    /// Hides the folder of the bot whose command is `argv` (program first) from every other bot
    /// whose own folder holds it. Bots whose commands name files in one folder share it.
    pub fn hide_bot(&mut self, argv: &[String]) {
        let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"));
        for own in own(argv, &cwd) {
            self.hide(&own.source);
        }
    }

    /// The folder of the bot whose command is `argv` that holds `path` (which need not exist
    /// yet), if any: what that bot sees of it. A file the match writes anew by a rename (the
    /// standings) cannot be hidden there, as the mask stays on the file replaced.
    pub fn holder(&self, path: &Path, argv: &[String]) -> Option<PathBuf> {
        let full = path.canonicalize().ok().or_else(|| {
            let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
            Some(parent.canonicalize().ok()?.join(path.file_name()?))
        })?;
        let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"));
        own(argv, &cwd).into_iter().map(|o| o.source).find(|folder| full.starts_with(folder))
    }

    /// Hides the file the match's standard output goes to, when it is one (`> games.jsonl`).
    pub fn hide_standard_output(&mut self) {
        if let Ok(path) = std::fs::read_link("/proc/self/fd/1")
            && path.is_file()
        {
            self.hide(&path);
        }
    }

    /// The command that runs `argv` (program first) in the sandbox, in the match's working folder.
    ///
    /// The bot sees the [`SYSTEM`] folders and its own folder, read-only: for each word of its
    /// command that names a file or folder outside those (the program, when written with a `/`,
    /// and any argument), the folder holding that file (or that folder itself), at the path the
    /// command names it by; a file directly in `/`, `/tmp` or `/var/tmp`, alone. A program named
    /// without `/` runs from the system's folders when `PATH` has it there, else that file alone
    /// is seen ([`on_path`]). When the match runs as root, the bot runs as the owner of its
    /// folder, or as `nobody` when that owner is root.
    ///
    /// # Errors
    /// [`StartError::System`] with `NotFound` when the program is not found;
    /// [`StartError::Unreadable`] when a file of its own is not readable by the user it runs as.
    pub fn command(&self, argv: &[String]) -> Result<Command, StartError> {
        let cwd = std::env::current_dir()?;
        let own = own(argv, &cwd);
        locate(&argv[0])?;
        self.contain(argv, &cwd, &own)
    }

    /// The command that runs `argv` in the sandbox in `cwd`, its program not looked for, with
    /// `own` in its view: see [`Sandbox::command`].
    ///
    /// # Errors
    /// As [`Sandbox::command`]'s, [`StartError::Unreadable`].
    fn contain(&self, argv: &[String], cwd: &Path, own: &[Own]) -> Result<Command, StartError> {
        let user = if rustix::process::geteuid().is_root() { Some(user(own)?) } else { None };
        let mut command = Command::new("bwrap");
        let memory = self.memory_mb.saturating_mul(1 << 20).to_string();
        command.args(["--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts"]);
        command.args(["--unshare-cgroup-try", "--die-with-parent", "--new-session"]);
        for folder in SYSTEM {
            let path = Path::new(folder);
            match std::fs::read_link(path) {
                Ok(link) => command.arg("--symlink").arg(link).arg(path),
                Err(_) if path.is_dir() => command.arg("--ro-bind").arg(path).arg(path),
                Err(_) => continue,
            };
        }
        command.args(["--proc", "/proc", "--dev", "/dev"]);
        command.args(["--size", &memory, "--tmpfs", "/tmp", "--size", &memory, "--tmpfs", "/dev/shm"]);
        command.args(["--remount-ro", "/dev", "--tmpfs", "/run", "--remount-ro", "/run"]);
        for own in own {
            command.arg("--ro-bind").arg(&own.source).arg(&own.target);
            for path in &self.hidden {
                let Ok(inside) = path.strip_prefix(&own.source) else { continue };
                if inside.as_os_str().is_empty() {
                    continue;
                }
                let target = own.target.join(inside);
                if path.is_dir() {
                    command.arg("--tmpfs").arg(&target).arg("--remount-ro").arg(&target);
                } else {
                    command.arg("--ro-bind").arg("/dev/null").arg(&target);
                }
            }
        }
        // The working folder, empty but for the bot's own folder if it lies there, so that the
        // paths its command names relative to it hold.
        command.arg("--dir").arg(cwd).arg("--chdir").arg(cwd).args(["--remount-ro", "/"]);
        command.args(["--setenv", "TMPDIR", "/tmp", "--", "prlimit", "--core=0"]);
        // The sandbox's init counts too, and one process more than the limit lets the watch see
        // the bot over it rather than at it.
        command.arg(format!("--nproc={}", u64::from(self.processes) + 2));
        command.arg(format!("--data={}", self.memory_mb.saturating_mul(2 << 20)));
        command.arg("--").args(argv);
        if let Some((uid, gid)) = user {
            command.uid(uid).gid(gid);
        }
        Ok(command)
    }

    /// Checks that bots can be contained here: runs `true` in the sandbox.
    ///
    /// # Errors
    /// What is missing: bubblewrap, `prlimit`, or the namespaces bubblewrap needs.
    pub fn check(&self) -> Result<(), SandboxFault> {
        let out = self
            .contain(&["true".to_owned()], Path::new("/"), &[])
            .map_err(SandboxFault::Unusable)?
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| SandboxFault::CannotRun((&e).into()))?;
        if out.status.success() {
            return Ok(());
        }
        let said = String::from_utf8_lossy(&out.stderr);
        Err(SandboxFault::Refused { ended: out.status.into(), said: said.trim().lines().last().map(str::to_owned) })
    }

    /// Starts watching the sandbox that `child` (started from [`Sandbox::command`]) runs, and
    /// ends it as soon as its bot is over a limit.
    pub fn watch(&self, child: &Child) -> Watch {
        let state = Arc::new(State { done: AtomicBool::new(false), broken: AtomicU8::new(0), init: AtomicU32::new(0) });
        let pid = child.id();
        // A handle that names this process even after it is reaped and its number reused.
        // bubblewrap, and so a sandbox, is Linux's: elsewhere there is none to watch.
        #[cfg(target_os = "linux")]
        {
            let handle =
                i32::try_from(pid).ok().and_then(Pid::from_raw).and_then(|p| pidfd_open(p, PidfdFlags::empty()).ok());
            let watched = Arc::clone(&state);
            let (memory, processes) = (self.memory_mb.saturating_mul(1 << 20), u64::from(self.processes));
            thread::spawn(move || watch(pid, handle, memory, processes, &watched));
        }
        Watch { state, memory_mb: self.memory_mb, processes: self.processes }
    }
}

/// What of the host the bot whose command is `argv` sees besides the system's folders, for a
/// command run in `cwd`: see [`Sandbox::command`].
fn own(argv: &[String], cwd: &Path) -> Vec<Own> {
    let mut own: Vec<Own> = Vec::new();
    if let Some(program) = argv.first().filter(|p| !p.contains('/'))
        && let Some(found) = on_path(program)
        && !in_system(&found)
        && let Ok(source) = found.canonicalize()
    {
        // Found on PATH only outside the system's folders (`~/.cargo/bin`, say): that file alone.
        own.push(Own { source, target: found });
    }
    for (i, word) in argv.iter().enumerate() {
        // A program named without `/` is looked for on PATH, not in the working folder.
        if i == 0 && !word.contains('/') || word.is_empty() {
            continue;
        }
        let named = cwd.join(word);
        let Ok(source) = named.canonicalize() else { continue };
        if in_system(&source) || OWN_MAKING.iter().any(|top| source.starts_with(top)) {
            continue;
        }
        // The path as named, unless `..` makes it say something else than it seems.
        let lexical = !named.components().any(|c| c == std::path::Component::ParentDir);
        let target = if lexical { named.components().collect() } else { source.clone() };
        let entry = match (source.is_dir(), source.parent(), target.parent()) {
            (false, Some(folder), Some(in_view)) if !SHARED.iter().any(|s| folder == Path::new(s)) => {
                Own { source: folder.to_path_buf(), target: in_view.to_path_buf() }
            }
            _ if SHARED.iter().any(|s| source == Path::new(s)) => continue,
            _ => Own { source, target },
        };
        if !own.iter().any(|o| o.source == entry.source || o.target == entry.target) {
            own.push(entry);
        }
    }
    own
}

/// Whether `path` lies in one of the [`SYSTEM`] folders.
fn in_system(path: &Path) -> bool {
    SYSTEM.iter().any(|top| path.starts_with(top))
}

/// Where `program` (a name without `/`) runs from in a sandbox: the first file of that name in
/// a folder of `PATH` among the system's folders, or else in any folder of `PATH`. A file of
/// that name elsewhere earlier on `PATH` (a shim, as pyenv's, that needs its own folders) is
/// passed over for the system's own.
fn on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    let found: Vec<PathBuf> =
        std::env::split_paths(&path).map(|dir| dir.join(program)).filter(|p| p.is_file()).collect();
    found.iter().find(|p| in_system(p)).or(found.first()).cloned()
}

/// Whether `argv` runs one of the referee's own bots (`broadside bot hunt`): the program it runs
/// uncontained (the first of its name on `PATH`, or the path it is written as) is the running
/// executable itself, and its arguments start `bot random` or `bot hunt` (never `bot check`,
/// which runs a program of its own choosing). Such a bot is the referee's own code and
/// runs outside the sandbox (docs/sandbox.md), so that it plays wherever the match's executable
/// lies, even in a folder the contained user may not enter (a root's `mktemp -d`).
pub fn is_referee_bot(argv: &[String]) -> bool {
    let (Some(program), Some("bot"), Some("random" | "hunt")) =
        (argv.first(), argv.get(1).map(String::as_str), argv.get(2).map(String::as_str))
    else {
        return false;
    };
    let runs = if program.contains('/') {
        Some(PathBuf::from(program))
    } else {
        std::env::var_os("PATH")
            .and_then(|path| std::env::split_paths(&path).map(|dir| dir.join(program)).find(|p| p.is_file()))
    };
    let same = |a: &Path, b: &Path| matches!((a.canonicalize(), b.canonicalize()), (Ok(a), Ok(b)) if a == b);
    runs.zip(std::env::current_exe().ok()).is_some_and(|(runs, exe)| same(&runs, &exe))
}

/// Checks that `program` can be found, so that a bot whose program is missing is told at once
/// rather than from inside its sandbox.
///
/// # Errors
/// `NotFound` when there is no such file (on `PATH`, for a name without `/`).
fn locate(program: &str) -> io::Result<()> {
    let found = if program.contains('/') { Path::new(program).is_file() } else { on_path(program).is_some() };
    if found { Ok(()) } else { Err(io::Error::new(io::ErrorKind::NotFound, "No such file or directory")) }
}

/// The user and group a bot whose `own` view this is runs as when the match runs as root: the
/// owner of its first folder (or file), or `nobody` when that is root, or when it names none.
///
/// # Errors
/// [`StartError::Unreadable`] when that user may not read a file or folder of its own.
fn user(own: &[Own]) -> Result<(u32, u32), StartError> {
    use std::os::unix::fs::MetadataExt;
    // Its folder, rather than a program it names on PATH.
    let first = own.iter().find(|o| o.source.is_dir()).or(own.first());
    let owner = first.and_then(|o| std::fs::metadata(&o.source).ok()).map(|m| (m.uid(), m.gid()));
    let (uid, gid) = match owner {
        Some((uid, gid)) if uid != 0 => (uid, gid),
        _ => (NOBODY, NOBODY),
    };
    for o in own {
        let Ok(meta) = std::fs::metadata(&o.source) else { continue };
        // A folder is read and searched; a file read.
        let need = if meta.is_dir() { 0o5 } else { 0o4 };
        let bits = if meta.uid() == uid {
            meta.mode() >> 6
        } else if meta.gid() == gid {
            meta.mode() >> 3
        } else {
            meta.mode()
        };
        if bits & need != need {
            return Err(StartError::Unreadable {
                path: o.source.display().to_string(),
                mode: meta.mode() & 0o7777,
                owner: meta.uid(),
                uid,
            });
        }
    }
    Ok((uid, gid))
}

/// Why bots cannot be contained here (the facts; [`SandboxFault::worded`] says them, and
/// `Display` in English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SandboxFault {
    /// The sandbox's command cannot be made.
    Unusable(StartError),
    /// bubblewrap cannot be run: the operating system's reason.
    CannotRun(SystemError),
    /// bubblewrap ran and failed: how it ended and its last line on standard error, if any.
    Refused {
        /// How it ended.
        ended: Ended,
        /// Its last line on standard error.
        said: Option<String>,
    },
}

impl SandboxFault {
    /// The sentence, in `words`' language (after `--sandbox: `).
    pub fn worded(&self, words: &Words) -> String {
        match self {
            SandboxFault::Unusable(error) => error.worded(words),
            SandboxFault::CannotRun(error) => {
                words.say("sandbox-cannot-run", &[("error", text(words.io_why(&error.why)))])
            }
            SandboxFault::Refused { ended, said } => {
                let said = said.clone().unwrap_or_else(|| words.say("sandbox-no-message", &[]));
                words.say("sandbox-refused", &[("status", text(ended.worded(words))), ("said", text(said))])
            }
        }
    }
}

impl std::fmt::Display for SandboxFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for SandboxFault {}

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
    /// The sandbox's init (process 1 inside) as the host numbers it, once found; 0 before.
    init: AtomicU32,
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

    /// The limit the bot broke, for the forfeit entry (docs/sandbox.md "Limits").
    pub fn broken(&self) -> Option<crate::protocol::Why> {
        use crate::protocol::Why;
        self.limit().map(|limit| match limit {
            Limit::Memory => Why::OverMemory { mb: self.memory_mb },
            Limit::Processes => Why::OverProcesses { count: self.processes },
        })
    }
}

impl Watch {
    /// Whether a process of the bot holds open each of the pipes whose inodes are `inodes` (its
    /// standard input and output), as the sandbox's `/proc` shows; `None` while that cannot be
    /// seen (the sandbox not set up yet, its bot not started yet, or gone). bubblewrap's own processes hold the bot's
    /// standard input, output and error as long as the sandbox lives, so a bot that closes one
    /// of them is found out this way, not by the pipe's end (docs/sandbox.md
    /// "What `--sandbox` gives each bot": the same fault, the same forfeit).
    pub fn holds_pipes<const N: usize>(&self, inodes: [u64; N]) -> Option<[bool; N]> {
        let init = self.state.init.load(Ordering::Acquire);
        if init == 0 {
            return None;
        }
        let proc = PathBuf::from(format!("/proc/{init}/root/proc"));
        if device(&proc).is_none_or(|dev| Some(dev) == device("/proc")) {
            return None;
        }
        let pipes = inodes.map(|inode| format!("pipe:[{inode}]"));
        let mut held = [false; N];
        // Until bubblewrap has started the bot's first process, its own hold everything.
        let mut any = false;
        for entry in std::fs::read_dir(&proc).ok()?.flatten() {
            let name = entry.file_name();
            let Some(pid) = name.to_str().filter(|n| n.bytes().all(|b| b.is_ascii_digit())) else { continue };
            // Process 1 is bubblewrap's init, not the bot.
            if pid == "1" {
                continue;
            }
            // A process that ends between the listing and the reading holds nothing.
            let Ok(fds) = std::fs::read_dir(proc.join(pid).join("fd")) else { continue };
            any = true;
            for fd in fds.flatten() {
                let Ok(to) = std::fs::read_link(fd.path()) else { continue };
                for (pipe, held) in pipes.iter().zip(&mut held) {
                    *held |= to.as_os_str() == pipe.as_str();
                }
            }
        }
        any.then_some(held)
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
#[cfg(target_os = "linux")]
fn watch(parent: u32, handle: Option<OwnedFd>, memory: u64, processes: u64, state: &State) {
    let Some(handle) = handle else { return };
    let our_proc = device("/proc");
    let mut init = None;
    while !state.done.load(Ordering::Acquire) {
        thread::sleep(TICK);
        let Some(pid) = init else {
            // bubblewrap's only child is the sandbox's init; until it exists, wait.
            match child_of(parent) {
                Some(pid) => {
                    init = Some(pid);
                    state.init.store(pid, Ordering::Release);
                }
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
                state.init.store(0, Ordering::Release);
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
        let sandbox = Sandbox::new(256, 8);
        let command = sandbox.command(&["python3".to_owned(), "-c".to_owned(), "pass".to_owned()]).unwrap();
        let args: Vec<String> = command.get_args().map(|a| a.to_string_lossy().into_owned()).collect();
        let line = args.join(" ");
        assert_eq!(command.get_program(), "bwrap");
        for part in [
            "--unshare-net",
            "--unshare-pid",
            "--die-with-parent",
            "--ro-bind /usr /usr",
            "--size 268435456 --tmpfs /tmp",
            "-- prlimit --core=0 --nproc=10 --data=536870912 -- python3 -c pass",
        ] {
            assert!(line.contains(part), "{part} in {line}");
        }
        // Nothing of the host but the system's folders.
        assert!(!line.contains("--ro-bind / /") && !line.contains("--bind"), "{line}");
    }

    /// Only the running executable's playing bots run uncontained: `bot check` runs a program
    /// of its caller's choosing, and another program named `broadside` is a stranger's.
    #[test]
    fn only_the_referees_playing_bots_are_its_own() {
        let exe = std::env::current_exe().unwrap().display().to_string();
        let argv = |words: &[&str]| words.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>();
        assert!(is_referee_bot(&argv(&[&exe, "bot", "hunt", "--seed", "1"])));
        assert!(is_referee_bot(&argv(&[&exe, "bot", "random"])));
        assert!(!is_referee_bot(&argv(&[&exe, "bot", "check", "python3 evil.py"])));
        assert!(!is_referee_bot(&argv(&[&exe, "bot"])));
        assert!(!is_referee_bot(&argv(&["/bin/sh", "bot", "hunt"])));
        assert!(!is_referee_bot(&argv(&["python3", "bot", "hunt"])));
    }

    /// A folder of its own for one test, under `target/` (not /tmp, which [`SHARED`] names).
    fn folder(test: &str) -> PathBuf {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/sandbox-unit").join(test);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("bots/ann")).unwrap();
        std::fs::create_dir_all(dir.join("bots/ben")).unwrap();
        std::fs::write(dir.join("bots/ann/bot.py"), "").unwrap();
        std::fs::write(dir.join("book.jsonl"), "").unwrap();
        dir.canonicalize().unwrap()
    }

    fn words(line: &str) -> Vec<String> {
        line.split(' ').map(str::to_owned).collect()
    }

    #[test]
    fn a_bot_sees_the_folder_of_each_file_its_command_names() {
        let dir = folder("own");
        let own = own(&words("python3 bots/ann/bot.py --seed 1 /usr/bin/env bots/ann"), &dir);
        assert_eq!(own, [Own { source: dir.join("bots/ann"), target: dir.join("bots/ann") }]);
        // As named, through `..`: the folder's own path.
        let own = super::own(&words("python3 bots/ben/../ann/bot.py"), &dir);
        assert_eq!(own, [Own { source: dir.join("bots/ann"), target: dir.join("bots/ann") }]);
        // A file directly in /tmp: that file alone; a name that is no file: nothing.
        let file = Path::new("/tmp").join(format!("broadside-unit-{}.py", std::process::id()));
        std::fs::write(&file, "").unwrap();
        let own = super::own(&[String::from("python3"), file.display().to_string(), "hunt".into()], &dir);
        let _ = std::fs::remove_file(&file);
        assert_eq!(own, [Own { source: file.clone(), target: file }]);
    }

    #[test]
    fn what_the_match_hides_is_hidden_where_it_lies_in_a_bots_folder() {
        let dir = folder("hidden");
        let mut sandbox = Sandbox::new(256, 8);
        sandbox.hide(&dir.join("book.jsonl"));
        sandbox.hide(&dir.join("missing.jsonl"));
        sandbox.hide_bot(&words(&format!("python3 {}/bots/ann/bot.py", dir.display())));
        sandbox.hide_bot(&words(&format!("{}/bots/ben", dir.display())));
        assert_eq!(sandbox.hidden, [dir.join("book.jsonl"), dir.join("bots/ann"), dir.join("bots/ben")]);
        let line = |argv: &str| {
            let command = sandbox.command(&words(argv)).unwrap();
            command.get_args().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>().join(" ")
        };
        // A bot whose folder holds the others' and the book: they are hidden in it.
        let whole = line(&format!("python3 {}/book.jsonl", dir.display()));
        let d = dir.display();
        for part in [
            format!("--ro-bind {d} {d}"),
            format!("--ro-bind /dev/null {d}/book.jsonl"),
            format!("--tmpfs {d}/bots/ann --remount-ro {d}/bots/ann"),
            format!("--tmpfs {d}/bots/ben --remount-ro {d}/bots/ben"),
        ] {
            assert!(whole.contains(&part), "{part} in {whole}");
        }
        // A bot in its own folder: that folder, nothing hidden in it.
        let ann = line(&format!("python3 {d}/bots/ann/bot.py"));
        assert!(ann.contains(&format!("--ro-bind {d}/bots/ann {d}/bots/ann")), "{ann}");
        assert!(!ann.contains("/dev/null") && !ann.contains(&format!("--tmpfs {d}")), "{ann}");
        assert!(!ann.contains(&format!("--ro-bind {d} ")), "{ann}");
    }
}
