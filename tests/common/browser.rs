//! Browser tests that click, type and measure: a Node script under `tests/browser/` drives
//! headless Chromium (Debian's) through playwright-core (npm, pinned in
//! `tests/browser/package-lock.json`; `.ci/run` installs it with `npm ci`).
//!
//! A script gets the Chromium binary in `BROADSIDE_CHROMIUM` and its arguments after its path; it
//! prints what the test asserts on (JSON, say) to standard output and exits non-zero on failure.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder of the browser scripts and their `node_modules`.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser")
}

/// The path of the Chromium binary, or `None` with a note when there is none; under `CI=true`,
/// where `.ci/run` installs it, a missing one fails the test.
pub fn chromium() -> Option<String> {
    // playwright wants a path, not a name to look up.
    let found = ["chromium", "chromium-browser", "google-chrome"].into_iter().find_map(|name| {
        let path = std::env::split_paths(&std::env::var_os("PATH")?).map(|d| d.join(name)).find(|p| p.is_file())?;
        Command::new(&path).arg("--version").output().is_ok_and(|o| o.status.success()).then_some(path)
    });
    match found {
        Some(path) => Some(path.display().to_string()),
        None => missing("chromium"),
    }
}

/// The Chromium binary when Chromium, Node and playwright-core are all there; otherwise `None`
/// with a note, except under `CI=true`, where `.ci/run` installs them and a missing one fails.
pub fn ready() -> Option<String> {
    let chromium = chromium()?;
    if !Command::new("node").arg("--version").output().is_ok_and(|o| o.status.success()) {
        return missing("node");
    }
    if !dir().join("node_modules/playwright-core/package.json").is_file() {
        return missing("playwright-core");
    }
    Some(chromium)
}

/// Says that the browser tests need `what`: a failure under `CI=true`, else a note.
fn missing<T>(what: &str) -> Option<T> {
    let why = format!(
        "the browser tests need {what} (apt-get install -y chromium nodejs npm; cd tests/browser && npm ci; .ci/run does both)"
    );
    assert_ne!(std::env::var("CI").as_deref(), Ok("true"), "CI=true: {why}");
    eprintln!("note: {why}; the test passes without running");
    None
}

/// Runs `node tests/browser/SCRIPT ARGS…` with Chromium at `chromium` and returns its standard
/// output; a script that fails fails the test with its standard error.
pub fn run(chromium: &str, script: &str, args: &[&str]) -> String {
    let out = Command::new("node")
        .arg(dir().join(script))
        .args(args)
        .env("BROADSIDE_CHROMIUM", chromium)
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "node {script} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8(out.stdout).expect("the script prints UTF-8")
}
