//! The fixtures under fixtures/ and the sidecars beside them (fixtures/README.md): `NAME.opts`,
//! the command-line overrides a record is judged with.

use std::fs;
use std::path::{Path, PathBuf};

use broadside::Overrides;
use serde_json::Value;

/// The files under `dir` (recursively) whose names end with `suffix` (`""`: every file),
/// sorted; none when `dir` cannot be read (a folder a fresh clone lacks).
pub fn files_under(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else { return out };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(files_under(&path, suffix));
        } else if path.to_string_lossy().ends_with(suffix) {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The overrides the sidecar `NAME.opts` beside the record `path` gives, or none without one.
/// The sidecar is a JSON object with `rules` and/or `fleet`, each the string a user passes to
/// `--rules` / `--fleet`; anything else in it fails the test that reads it.
pub fn overrides_for(path: &Path) -> Overrides {
    let opts = path.with_extension("opts");
    let Ok(text) = fs::read_to_string(&opts) else { return Overrides::default() };
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(&text) else {
        panic!("{}: not a JSON object", opts.display())
    };
    let mut overrides = Overrides::default();
    for (key, value) in map {
        let value = value.as_str().unwrap_or_else(|| panic!("{}: {key} must be a string", opts.display())).to_owned();
        match key.as_str() {
            "rules" => overrides.rules = Some(value),
            "fleet" => overrides.fleet = Some(value),
            other => panic!("{}: unknown override {other:?}", opts.display()),
        }
    }
    overrides
}
