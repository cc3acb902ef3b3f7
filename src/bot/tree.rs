//! Every process a match starts, and every process those start (docs/protocol.md "Fair to every
//! bot": when the match is interrupted or ends, every bot process and every process it started is
//! killed, including those that left its process group or session).
//!
//! A process group is not enough: a child that calls `setsid` leaves it. So the match makes its
//! own process a child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`): a descendant whose parent
//! exits is handed to the match rather than to init, and stays findable as a descendant. The
//! descendants are found by walking `/proc` (each process's parent), and killed.
//!
//! The bots the match runs are registered here while they live, so that reaping the orphans
//! handed to the match never takes the exit status of a bot its [`std::process::Child`] still
//! waits for. Bots are started under the same lock, so that a bot just forked is never taken for
//! an orphan.

use std::collections::HashMap;
use std::io;
use std::process::{Child, Command};
use std::sync::Mutex;

use rustix::process::{Pid, Signal, WaitOptions, getpid, kill_process, waitpid};

/// The bots running, and whether the match has stopped starting them.
struct Registry {
    bots: Vec<i32>,
    closed: bool,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry { bots: Vec::new(), closed: false });

fn registry() -> std::sync::MutexGuard<'static, Registry> {
    // A panic while the lock was held leaves a list that is still right.
    REGISTRY.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Makes this process the child subreaper of everything it starts from now on, and opens the
/// registry (a match after an interrupted one in the same process starts bots again).
///
/// # Errors
/// The operating system's error when the process cannot be made a subreaper (not Linux).
pub fn adopt_orphans() -> io::Result<()> {
    registry().closed = false;
    #[cfg(target_os = "linux")]
    return rustix::process::set_child_subreaper(Some(getpid())).map_err(io::Error::from);
    // A subreaper is Linux's; elsewhere a bot's orphans are the system's.
    #[cfg(not(target_os = "linux"))]
    Err(io::Error::new(io::ErrorKind::Unsupported, "a child subreaper is Linux's"))
}

/// Spawns `command` as a registered bot.
///
/// # Errors
/// The spawn's error, or [`io::ErrorKind::Interrupted`] once [`close`] has been called.
pub fn spawn(command: &mut Command) -> io::Result<Child> {
    let mut registry = registry();
    if registry.closed {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "the match is stopping"));
    }
    seal_inherited();
    let child = command.spawn()?;
    registry.bots.push(i32::try_from(child.id()).unwrap_or(0));
    Ok(child)
}

/// Marks every descriptor of this process but standard input, output and error close-on-exec, so
/// that a bot gets none of them: the match may have inherited some (`7<>file` in the shell that
/// started it), and a bot must not write where the match may (docs/sandbox.md "What `--sandbox`
/// gives each bot"). The crate's own descriptors are close-on-exec already.
#[allow(unsafe_code)] // a descriptor named by its number; see the SAFETY note
fn seal_inherited() {
    let Ok(entries) = std::fs::read_dir("/proc/self/fd") else { return };
    for entry in entries.flatten() {
        let Some(fd) = entry.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else { continue };
        if fd <= 2 {
            continue;
        }
        // SAFETY: `fd` is borrowed for one fcntl only. It was open when listed; were it closed
        // and its number reused since, the descriptor marked is another of this process's,
        // which close-on-exec leaves as it was for the process itself.
        let fd = unsafe { rustix::fd::BorrowedFd::borrow_raw(fd) };
        if let Ok(flags) = rustix::io::fcntl_getfd(fd) {
            let _ = rustix::io::fcntl_setfd(fd, flags | rustix::io::FdFlags::CLOEXEC);
        }
    }
}

/// Unregisters the bot `pid`, once its [`Child`] has been waited for, and reaps the orphans that
/// have exited.
pub fn forget(pid: u32) {
    let mut registry = registry();
    registry.bots.retain(|&b| i64::from(b) != i64::from(pid));
    reap_exited(&registry);
}

/// Kills `root` and every descendant of it that `/proc` shows, deepest first found last.
pub fn kill_tree(root: u32) {
    let Ok(root) = i32::try_from(root) else { return };
    let table = processes();
    for pid in descendants(&table, root).into_iter().chain([root]) {
        kill(pid);
    }
}

/// Stops starting bots, and kills every descendant of this process (bots included: their owners
/// reap them). For an interruption, while the bots' owners still run.
pub fn close() {
    let mut registry = registry();
    registry.closed = true;
    let table = processes();
    for pid in descendants(&table, getpid().as_raw_nonzero().get()) {
        kill(pid);
    }
    reap_exited(&registry);
}

/// Kills and reaps every descendant of this process that is not a registered bot, until none
/// is left (a process killed hands its children to this one, which then finds them). For the
/// end of a match, once every bot has been stopped.
pub fn kill_all() {
    let me = getpid().as_raw_nonzero().get();
    // Each pass kills what it finds; what those leave behind is found by the next. The bound
    // only guards against a process table that never settles.
    for _ in 0..100 {
        let registry = registry();
        let table = processes();
        let found: Vec<i32> = descendants(&table, me).into_iter().filter(|pid| !registry.bots.contains(pid)).collect();
        if found.is_empty() {
            return;
        }
        for &pid in &found {
            kill(pid);
        }
        for &pid in &found {
            if table.get(&pid).is_some_and(|p| p.parent == me) {
                // Killed just now: it is gone, or about to be.
                let _ = waitpid(Pid::from_raw(pid), WaitOptions::empty());
            }
        }
        drop(registry);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// Reaps the children of this process that have exited and are not registered bots: orphans
/// handed to it.
fn reap_exited(registry: &Registry) {
    let me = getpid().as_raw_nonzero().get();
    for (&pid, p) in &processes() {
        if p.parent == me && p.zombie && !registry.bots.contains(&pid) {
            let _ = waitpid(Pid::from_raw(pid), WaitOptions::NOHANG);
        }
    }
}

fn kill(pid: i32) {
    if let Some(pid) = Pid::from_raw(pid) {
        // It may be gone already: nothing to do then.
        let _ = kill_process(pid, Signal::KILL);
    }
}

/// A process as `/proc/PID/stat` shows it.
struct Process {
    parent: i32,
    zombie: bool,
}

/// Every process `/proc` lists, by pid.
fn processes() -> HashMap<i32, Process> {
    let mut table = HashMap::new();
    let Ok(dir) = std::fs::read_dir("/proc") else { return table };
    for entry in dir.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else { continue };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        // `pid (comm) state ppid ...`: the command may hold spaces and parentheses, so read
        // after the last `)`.
        let Some((_, rest)) = stat.rsplit_once(')') else { continue };
        let mut fields = rest.split_whitespace();
        let (Some(state), Some(parent)) = (fields.next(), fields.next().and_then(|p| p.parse().ok())) else {
            continue;
        };
        table.insert(pid, Process { parent, zombie: state == "Z" });
    }
    table
}

/// The descendants of `root` in `table`: its children, theirs, and so on.
fn descendants(table: &HashMap<i32, Process>, root: i32) -> Vec<i32> {
    let mut children: HashMap<i32, Vec<i32>> = HashMap::new();
    for (&pid, p) in table {
        children.entry(p.parent).or_default().push(pid);
    }
    let mut found = Vec::new();
    let mut next = vec![root];
    while let Some(pid) = next.pop() {
        for &child in children.get(&pid).map_or(&[][..], Vec::as_slice) {
            // A pid seen twice would mean a cycle in a table read while it changed.
            if child != root && !found.contains(&child) {
                found.push(child);
                next.push(child);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descendants_follow_parents_to_any_depth() {
        let table: HashMap<i32, Process> = [(10, 1), (11, 10), (12, 11), (13, 1), (14, 12)]
            .into_iter()
            .map(|(pid, parent)| (pid, Process { parent, zombie: false }))
            .collect();
        let mut found = descendants(&table, 10);
        found.sort_unstable();
        assert_eq!(found, [11, 12, 14]);
        assert_eq!(descendants(&table, 13), Vec::<i32>::new());
    }

    #[test]
    fn this_process_is_in_the_table_with_its_parent() {
        let table = processes();
        let me = table.get(&getpid().as_raw_nonzero().get()).expect("this process in /proc");
        assert_eq!(me.parent, rustix::process::getppid().map_or(0, |p| p.as_raw_nonzero().get()));
        assert!(!me.zombie);
    }
}
