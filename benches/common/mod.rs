//! What the benches that run the release binary share (`mod common;` in each): waiting for a
//! child and reading its peak memory.

use std::io;
use std::process::Child;

/// Waits for `child` to end, reaping it, and returns its exit status and its peak resident
/// memory in KiB: the child's own, from the rusage wait4 gives of it. (Linux counts in a child's
/// peak the memory of the process that started it, as it stood then: start a child before
/// holding much.)
pub fn wait_with_peak(child: Child) -> (i32, u64) {
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value, and wait4 writes only into the two out-params.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t, "wait4: {}", io::Error::last_os_error());
    (libc::WEXITSTATUS(status), usage.ru_maxrss as u64)
}
