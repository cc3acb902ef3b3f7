//! The README and the pages under docs/: every relative link points at a file that exists, and
//! every `#anchor` at a heading of the page it names; the README stays short enough to read in
//! five minutes.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The README a newcomer reads first: at most this many lines (issue 22).
const README_MAX_LINES: usize = 300;

/// README.md and every Markdown page under docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![PathBuf::from("README.md")];
    for entry in fs::read_dir("docs").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            pages.push(path);
        }
    }
    pages.sort();
    pages
}

/// The lines of a page outside fenced code blocks (a `#` there is a shell comment, and a `](`
/// is code).
fn prose(text: &str) -> Vec<&str> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push(line);
        }
    }
    lines
}

/// The anchor GitHub gives a heading: lower case, punctuation other than `-` and `_` dropped,
/// spaces as `-`; a repeated heading gets `-1`, `-2` and so on.
fn anchors(text: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    for line in prose(text) {
        let Some(title) = line.strip_prefix('#').map(|t| t.trim_start_matches('#')) else { continue };
        if !title.starts_with(' ') {
            continue;
        }
        let slug: String = title
            .trim()
            .to_lowercase()
            .chars()
            .filter(|&c| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut unique = slug.clone();
        let mut n = 0;
        while !seen.insert(unique.clone()) {
            n += 1;
            unique = format!("{slug}-{n}");
        }
    }
    seen
}

/// The targets of the inline links and images of a page's prose, `[text](target)`.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find(')').unwrap_or(rest.len());
            found.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    found
}

/// What is wrong with one link of `page`, if anything.
fn broken(page: &Path, target: &str) -> Option<String> {
    if target.starts_with("http://") || target.starts_with("https://") || target.starts_with("mailto:") {
        return None;
    }
    let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
    let path = if file.is_empty() { page.to_path_buf() } else { page.parent().unwrap().join(file) };
    if !path.exists() {
        return Some(format!("{}: `{target}`: no file {}", page.display(), path.display()));
    }
    if anchor.is_empty() || path.extension().is_none_or(|e| e != "md") {
        return None;
    }
    let known = anchors(&fs::read_to_string(&path).unwrap());
    (!known.contains(anchor))
        .then(|| format!("{}: `{target}`: no heading `#{anchor}` in {}", page.display(), path.display()))
}

#[test]
fn every_relative_link_and_anchor_resolves() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for page in pages() {
        for target in links(&fs::read_to_string(&page).unwrap()) {
            checked += 1;
            problems.extend(broken(&page, &target));
        }
    }
    assert!(problems.is_empty(), "broken links:\n{}", problems.join("\n"));
    // The README alone links a dozen pages: a parser that found none would pass the loop above.
    assert!(checked > 50, "only {checked} links found");
}

#[test]
fn the_checker_tells_a_broken_link_from_a_good_one() {
    let readme = Path::new("README.md");
    assert_eq!(broken(readme, "docs/format.md#6-the-paper-record"), None);
    assert_eq!(broken(readme, "https://example.com/nowhere"), None);
    assert!(broken(readme, "docs/format.md#no-such-heading").is_some());
    assert!(broken(readme, "docs/no-such-page.md").is_some());
    assert!(broken(Path::new("docs/performance.md"), "#the-batch-bench-cargo-bench---bench-batch").is_none());
    let slugs = anchors("# A `b`: c, d\n```sh\n# not a heading\n```\n## A `b`: c, d\n");
    assert_eq!(slugs, HashSet::from(["a-b-c-d".to_string(), "a-b-c-d-1".to_string()]));
}

#[test]
fn the_readme_is_short_and_opens_with_the_two_commands() {
    let readme = fs::read_to_string("README.md").unwrap();
    let lines = readme.lines().count();
    assert!(lines <= README_MAX_LINES, "README.md has {lines} lines, over {README_MAX_LINES}");
    // What the tool is for comes first, then, in the first section, the command that builds and
    // checks a real game and the one that runs the tests.
    assert!(readme.starts_with("# broadside\n\nA referee for Battleship-family games"));
    let second_section = readme.match_indices("\n## ").nth(1).expect("sections").0;
    let run = readme.find("\ncargo run --release -- check ").expect("the README's first command");
    let test = readme.find("\ncargo test\n").expect("the README's test command");
    assert!(run < test && test < second_section);
    let fixture = readme[run..].lines().nth(1).unwrap().trim_start_matches("cargo run --release -- check ");
    assert!(Path::new(fixture).is_file(), "the README checks {fixture}, which is not a file");
}
