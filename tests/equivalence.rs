//! Nothing but speed changes: the output of `broadside check` on every fixture, and of
//! `broadside check --jsonl` on 20,000 generated games (classic, salvo and russian, a tenth with
//! a fault) with malformed copies of some lines mixed in, is byte for byte what it was when
//! `fixtures/equivalence.sha256` was written. Verdicts, error records and their messages,
//! standard error and exit status all count.
//!
//! The file holds one SHA-256 a line, `DIGEST  NAME`: one a fixture and one a block of 2,000
//! output lines of the batch, so that a difference names where it is. After changing verdicts
//! on purpose, rewrite it with `BROADSIDE_EQUIVALENCE_UPDATE=1 cargo test --test integration equivalence::`
//! and review the diff.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use sha2::{Digest, Sha256};

use crate::common::BIN;
use crate::common::fixtures::overrides_for;

/// The stored digests, from the crate's root.
const DIGESTS: &str = "fixtures/equivalence.sha256";
/// Output lines of the batch hashed together.
const BLOCK: usize = 2000;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// The digest of everything a run shows: exit status, standard output, standard error.
fn digest_of(out: &Output) -> String {
    let mut h = Sha256::new();
    h.update(format!("{:?}\n", out.status.code()).as_bytes());
    h.update(&out.stdout);
    h.update(b"\n--- stderr\n");
    h.update(&out.stderr);
    hex(&h.finalize())
}

/// The `--rules`/`--fleet` arguments a fixture's `.opts` sidecar gives.
fn options_of(path: &Path) -> Vec<String> {
    let overrides = overrides_for(path);
    [("--rules", overrides.rules), ("--fleet", overrides.fleet)]
        .into_iter()
        .filter_map(|(flag, value)| Some([flag.to_owned(), value?]))
        .flatten()
        .collect()
}

/// `DIGEST  NAME` for every game record under fixtures/ (`broadside check`, or `check --jsonl`
/// for JSON Lines), named by its path.
fn fixture_digests(root: &Path) -> Vec<String> {
    let mut paths = Vec::new();
    for dir in ["classic", "custom", "grid", "html", "real", "russian", "salvo", "text", "v2"] {
        for entry in std::fs::read_dir(root.join("fixtures").join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.strip_prefix(root).unwrap().to_str().unwrap().to_owned();
            if name.ends_with(".json") || name.ends_with(".jsonl") {
                paths.push(name);
            }
        }
    }
    paths.sort();
    assert!(paths.len() > 80, "the fixtures are found ({})", paths.len());
    paths
        .iter()
        .map(|name| {
            let mut command = Command::new(BIN);
            command.current_dir(root).arg("check").args(options_of(&root.join(name)));
            if name.ends_with(".jsonl") {
                command.arg("--jsonl");
            }
            let out = command.arg(name).output().unwrap();
            format!("{}  {name}", digest_of(&out))
        })
        .collect()
}

/// A malformed copy of `line`, the `i`th of the batch: cut short, a byte replaced, removed or
/// added, the place and the kind chosen by `i`.
fn mutated(line: &[u8], i: usize) -> Vec<u8> {
    let at = (i * 7919) % line.len();
    let mut out = line.to_vec();
    match (i / 101) % 6 {
        0 => out.truncate(at),
        1 => out[at] = b'}',
        2 => out[at] = b'"',
        3 => out[at] = b'7',
        4 => {
            out.remove(at);
        }
        _ => out.insert(at, b','),
    }
    out
}

/// The generated batch, a malformed copy after every 101st game from the 51st.
fn batch() -> Vec<u8> {
    let out = Command::new(BIN)
        .args(["generate", "--rules", "classic", "--rules", "salvo", "--rules", "russian"])
        .args(["--games", "20000", "--seed", "42", "--faults", "0.1"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut input = Vec::with_capacity(out.stdout.len() + (1 << 20));
    for (i, line) in out.stdout.split(|&b| b == b'\n').filter(|l| !l.is_empty()).enumerate() {
        input.extend_from_slice(line);
        input.push(b'\n');
        if i % 101 == 50 {
            input.extend_from_slice(&mutated(line, i));
            input.push(b'\n');
        }
    }
    input
}

/// `DIGEST  NAME` for the exit status and standard error of `check --jsonl` on the batch, and
/// for each block of [`BLOCK`] lines of its output.
fn batch_digests() -> Vec<String> {
    let input = batch();
    let mut child = Command::new(BIN)
        .args(["check", "--jsonl", "--jobs", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The same lines from a file, which is read in place rather than as a stream.
    let file = std::env::temp_dir().join(format!("broadside-equivalence-{}.jsonl", std::process::id()));
    std::fs::write(&file, &input).unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let from_file = Command::new(BIN).args(["check", "--jsonl", "--jobs", "2"]).arg(&file).output();
    std::fs::remove_file(&file).unwrap();
    let from_file = from_file.unwrap();
    assert_eq!(from_file.status, out.status);
    assert_eq!(from_file.stderr, out.stderr);
    assert!(from_file.stdout == out.stdout, "a file gives the verdicts that standard input gives");
    let lines: Vec<&[u8]> = out.stdout.split_inclusive(|&b| b == b'\n').collect();
    assert_eq!(lines.len(), 20_000 + 198, "one output line an input line");
    let errors = lines.iter().filter(|l| l.starts_with(b"{\"line\":")).count();
    assert!((150..=198).contains(&errors), "most malformed copies are error records ({errors})");
    let mut digests = vec![format!(
        "{}  batch: status and stderr",
        digest_of(&Output { status: out.status, stdout: Vec::new(), stderr: out.stderr.clone() })
    )];
    for (k, block) in lines.chunks(BLOCK).enumerate() {
        let digest = hex(&Sha256::digest(block.concat()));
        digests.push(format!("{digest}  batch: output lines {}-{}", k * BLOCK + 1, k * BLOCK + block.len()));
    }
    digests
}

#[test]
fn verdicts_and_errors_are_those_stored() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut got = fixture_digests(root);
    got.extend(batch_digests());
    let got = got.join("\n") + "\n";
    let path = root.join(DIGESTS);
    if std::env::var_os("BROADSIDE_EQUIVALENCE_UPDATE").is_some() {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "the digests are not rewritten under CI=true");
        std::fs::write(&path, &got).unwrap();
        return;
    }
    let stored = std::fs::read_to_string(&path).unwrap();
    let differ: Vec<&str> = got.lines().filter(|l| !stored.lines().any(|s| s == *l)).collect();
    assert!(differ.is_empty(), "output differs from {DIGESTS} for:\n{}", differ.join("\n"));
    assert_eq!(got, stored, "{DIGESTS} lists other fixtures or blocks");
}
