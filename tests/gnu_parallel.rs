//! `broadside check --jsonl` is a stateless line filter: GNU parallel cutting the input into
//! blocks and keeping their order (`parallel --pipe -k`) gives the same output as one process.
//! Skipped, with a note, where GNU parallel is not installed; under `CI=true` that fails.

use std::process::Command;

use crate::common;

#[test]
fn parallel_pipe_keeps_the_output_of_one_process() {
    if !common::engine_present("GNU parallel", "parallel", &["--version"]) {
        return;
    }
    let version = Command::new("parallel").arg("--version").output().unwrap();
    assert!(String::from_utf8_lossy(&version.stdout).contains("GNU parallel"), "`parallel` is not GNU parallel");
    let bin = env!("CARGO_BIN_EXE_broadside");
    let (dir, input) = common::generated_batch("parallel", 400, 12);

    let one = Command::new(bin).args(["check", "--jsonl"]).arg(&input).output().unwrap();
    assert_eq!(one.status.code(), Some(1));
    // Blocks of about 100 kB: the 2 MB of games go to some twenty processes, four at a time.
    let script =
        format!("parallel --will-cite --pipe -k --block 100k -j 4 {bin} check --jsonl --jobs 1 < {}", input.display());
    let spread = Command::new("sh").args(["-c", &script]).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    // GNU parallel exits with the number of jobs that failed: here those with a foul.
    assert!(spread.status.code().is_some_and(|c| (1..=100).contains(&c)), "{:?}", spread.status);
    assert!(spread.stderr.is_empty(), "{}", String::from_utf8_lossy(&spread.stderr));
    assert_eq!(String::from_utf8(spread.stdout).unwrap(), String::from_utf8(one.stdout).unwrap());
}
