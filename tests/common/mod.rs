//! What the scale-out tests share: finding the engine they drive.

use std::path::PathBuf;
use std::process::Command;

/// Whether `program args` runs and exits 0. When it does not, a test of the engine it stands
/// for is skipped with a note, except under `CI=true`, where CI installs every engine
/// (`.ci/run`) and a missing one fails the test.
pub fn engine_present(engine: &str, program: &str, args: &[&str]) -> bool {
    let ran = Command::new(program).args(args).output();
    if ran.as_ref().is_ok_and(|out| out.status.success()) {
        return true;
    }
    let why = match ran {
        Ok(out) => format!("`{program} {}` failed: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()),
        Err(e) => format!("cannot run `{program}`: {e}"),
    };
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{engine} is required under CI=true (.ci/run installs it): {why}"
    );
    eprintln!("note: {engine} is not available ({why}); skipping");
    false
}

/// Writes `games` generated games (classic, salvo and russian in turn, a fifth with a fault,
/// from `seed`) to `games.jsonl` in a fresh temporary directory named after `engine`; returns
/// the directory and the file.
pub fn generated_batch(engine: &str, games: usize, seed: u64) -> (PathBuf, PathBuf) {
    let out = Command::new(env!("CARGO_BIN_EXE_broadside"))
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--rules", "russian", "--faults", "0.2"])
        .args(["--games", &games.to_string(), "--seed", &seed.to_string()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let dir = std::env::temp_dir().join(format!("broadside-{engine}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("games.jsonl");
    std::fs::write(&input, &out.stdout).unwrap();
    (dir, input)
}
