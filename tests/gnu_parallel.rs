//! `broadside check --jsonl` is a stateless line filter: GNU parallel cutting the input into
//! blocks and keeping their order (`parallel --pipe -k`) gives the same output as one process.
//! Skipped, with a note, where GNU parallel is not installed.

use std::process::Command;

#[test]
fn parallel_pipe_keeps_the_output_of_one_process() {
    let found = Command::new("parallel").arg("--version").output();
    match found {
        Ok(out) if out.status.success() && String::from_utf8_lossy(&out.stdout).contains("GNU parallel") => {}
        _ => {
            eprintln!("note: GNU parallel is not installed; skipping the `parallel --pipe -k` test");
            return;
        }
    }
    let bin = env!("CARGO_BIN_EXE_broadside");
    let games = Command::new(bin)
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--rules", "russian"])
        .args(["--games", "400", "--seed", "12", "--faults", "0.2"])
        .output()
        .unwrap();
    assert!(games.status.success());
    let dir = std::env::temp_dir().join(format!("broadside-parallel-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("games.jsonl");
    std::fs::write(&input, &games.stdout).unwrap();

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
