//! What the tests share: the `broadside` binary and a command for it, fresh folders, the
//! fixtures, their sidecars ([`fixtures`]) and what each must give ([`expect`]), the record strategies of the property tests
//! ([`records`]), finding the engines the scale-out tests drive, and a stage a sandboxed bot can
//! reach.

pub mod browser;
pub mod expect;
pub mod fixtures;
pub mod records;

use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The `broadside` binary that Cargo built for the tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_broadside");

/// `broadside`, as a command whose output a test asserts on, with the colour variables
/// (`NO_COLOR`, `CLICOLOR`, `CLICOLOR_FORCE`, `TERM`) of the shell that runs the tests removed,
/// so that what it writes does not depend on them.
pub fn broadside() -> assert_cmd::Command {
    let mut command = assert_cmd::Command::new(BIN);
    // The locale chooses the language of text for people: the tests' is none, unless set.
    for var in ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "TERM", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    command
}

/// A fresh, empty folder `broadside-NAME-PID` in the temporary folder, for one test's files:
/// `name` says whose (the area and the test), since every test runs in this one process.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("broadside-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The verdicts `broadside check --jsonl` gives `records` (a match's output, say), one a line.
pub fn check_jsonl(records: &[u8]) -> Vec<Value> {
    let mut child =
        Command::new(BIN).args(["check", "--jsonl"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), records).unwrap();
    drop(child.stdin.take());
    json_lines(&child.wait_with_output().unwrap().stdout)
}

/// The JSON values of `text`, one a line (empty lines skipped): a batch's verdicts, a match's
/// records.
pub fn json_lines(text: &[u8]) -> Vec<Value> {
    text.split(|&b| b == b'\n').filter(|l| !l.is_empty()).map(|l| serde_json::from_slice(l).unwrap()).collect()
}

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
    let out = Command::new(BIN)
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

/// A folder that a sandboxed bot can reach, with copies of tests/bots/, examples/ and the
/// `broadside` binary (`bin/broadside`), made once per run of the tests. A checkout under /tmp is
/// hidden inside a sandbox (each has a /tmp of its own), and one in a private folder (`mktemp
/// -d`, mode 0700) cannot be read by the user a sandboxed bot runs as when the match runs as
/// root (`nobody`): the copies live in /var/tmp, readable by everyone.
pub fn stage() -> &'static std::path::Path {
    static STAGE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    STAGE.get_or_init(|| {
        use std::os::unix::fs::PermissionsExt;
        let root = PathBuf::from("/var/tmp").join(format!("broadside-stage-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for dir in ["tests/bots", "examples", "bin"] {
            std::fs::create_dir_all(root.join(dir)).unwrap();
        }
        for dir in ["tests/bots", "examples"] {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                std::fs::copy(entry.path(), root.join(dir).join(entry.file_name())).unwrap();
            }
        }
        std::fs::copy(BIN, root.join("bin/broadside")).unwrap();
        let mut dir = root.clone();
        while dir.starts_with(&root) {
            let _ = std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755));
            if !dir.pop() {
                break;
            }
        }
        for sub in ["tests", "tests/bots", "examples", "bin"] {
            std::fs::set_permissions(root.join(sub), std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        root
    })
}

/// The staged copy of the `broadside` binary ([`stage`]), for bots run in a sandbox.
pub fn staged_bin() -> String {
    stage().join("bin/broadside").display().to_string()
}

/// A violation's sentence in English, as the JSON verdict writes its `message`.
pub fn message(v: &broadside::Violation) -> String {
    broadside::words::Words::default().violation(v)
}

/// A violation's cells as the JSON verdict writes them (`C4`, or off the board as written).
pub fn cell_labels(v: &broadside::Violation) -> Vec<String> {
    broadside::words::Words::default().cells(v)
}
