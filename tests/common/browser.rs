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

/// The Chromium binary when Chromium, Node and playwright-core are all there; otherwise `None`
/// with a note, except under `CI=true`, where `.ci/run` installs them and a missing one fails.
pub fn ready() -> Option<String> {
    // playwright wants a path, not a name to look up.
    let chromium = ["chromium", "chromium-browser", "google-chrome"].into_iter().find_map(|name| {
        let path = std::env::split_paths(&std::env::var_os("PATH")?).map(|d| d.join(name)).find(|p| p.is_file())?;
        Command::new(&path).arg("--version").output().is_ok_and(|o| o.status.success()).then_some(path)
    });
    let node = Command::new("node").arg("--version").output().is_ok_and(|o| o.status.success());
    let playwright = dir().join("node_modules/playwright-core/package.json").is_file();
    let missing: Vec<&str> = [(chromium.is_none(), "chromium"), (!node, "node"), (!playwright, "playwright-core")]
        .into_iter()
        .filter_map(|(gone, name)| gone.then_some(name))
        .collect();
    if missing.is_empty() {
        return chromium.map(|path| path.display().to_string());
    }
    let why = format!(
        "the browser tests need {} (apt-get install -y chromium nodejs npm; cd tests/browser && npm ci; .ci/run does both)",
        missing.join(", ")
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
