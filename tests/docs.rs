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

// Citations of the docs in the code's comments, in one form: `docs/PAGE.md`, then for a page
// with numbered sections (`## 1. Rules`) ` §N`, then optionally quoted headings of that section
// (`"Drawn fleets"`, more joined by `,` or `and`); a page without numbered sections is cited by
// its headings alone (`docs/protocol.md "Order of play"`). The section sign is written as an
// escape in this file, whose made-up citations are not scanned.

/// The sign that numbers a section.
const SECTION: char = '\u{a7}';

/// The source files whose comments cite the docs: Rust and JavaScript under crates/, src/,
/// tests/, benches/, fuzz/fuzz_targets/ and web/src/ (not this file, nor installed packages or
/// build output).
fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        let Ok(entries) = fs::read_dir(dir) else { return };
        for entry in entries {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy();
            if path.is_dir() {
                if !matches!(&*name, "node_modules" | "target" | "snapshots" | "pkg" | "dist") {
                    walk(&path, found);
                }
            } else if path.extension().is_some_and(|e| e == "rs" || e == "js" || e == "mjs")
                && path != Path::new("tests/docs.rs")
            {
                found.push(path);
            }
        }
    }
    let mut found = Vec::new();
    for dir in ["crates", "src", "tests", "benches", "fuzz/fuzz_targets", "web/src"] {
        walk(Path::new(dir), &mut found);
    }
    found.sort();
    found
}

/// A source text with each run of comment lines joined into one line, their markers (`//`, `///`,
/// `//!`, a block comment's `*`) dropped, so that a citation wrapped over two lines reads whole.
fn joined(source: &str) -> String {
    let mut out = String::new();
    let mut in_comment = false;
    for line in source.lines() {
        let trimmed = line.trim_start();
        let comment = trimmed
            .strip_prefix("//")
            .map(|c| c.trim_start_matches(['/', '!']))
            .or_else(|| (trimmed.starts_with("* ") || trimmed == "*").then(|| &trimmed[1..]));
        match comment {
            Some(text) => {
                out.push(if in_comment { ' ' } else { '\n' });
                out.push_str(text.trim());
                in_comment = true;
            }
            None => {
                out.push('\n');
                out.push_str(line);
                in_comment = false;
            }
        }
    }
    out
}

/// The headings of a page (`##` and deeper, outside code blocks), each with the number of the
/// `## N.` section it stands in, if any.
fn headings(page: &str) -> Vec<(Option<u32>, String)> {
    let mut section = None;
    let mut found = Vec::new();
    for line in prose(page) {
        let hashes = line.len() - line.trim_start_matches('#').len();
        let Some(title) = line[hashes..].strip_prefix(' ') else { continue };
        if hashes < 2 {
            continue;
        }
        let title = title.trim();
        if hashes == 2 {
            section = title.split_once(". ").and_then(|(n, _)| n.parse().ok());
        }
        found.push((section, title.to_string()));
    }
    found
}

/// What is wrong with the citations of one source text (as [`joined`] gives it), and how many
/// citations it holds. `source` names the text in the messages.
fn citation_faults(source: &str, text: &str) -> (Vec<String>, usize) {
    let mut faults = Vec::new();
    let mut cited = 0;
    let mut signs_cited = Vec::new();
    let mut at = 0;
    while let Some(found) = text[at..].find("docs/") {
        let start = at + found;
        at = start + "docs/".len();
        // `docs/` as a path of its own, not the end of another (`../docs/`, `web/docs/`).
        if text[..start].chars().next_back().is_some_and(|c| c.is_alphanumeric() || "/_-.".contains(c)) {
            continue;
        }
        let name_len = text[at..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_')).unwrap_or(0);
        let name = &text[at..at + name_len];
        let Some(rest) = text[at + name_len..].strip_prefix(".md") else { continue };
        let page_path = format!("docs/{name}.md");
        let mut end = at + name_len + ".md".len();
        cited += 1;
        let Ok(page) = fs::read_to_string(&page_path) else {
            faults.push(format!("{source}: cites {page_path}, which does not exist"));
            continue;
        };
        let heads = headings(&page);
        let numbered = heads.iter().any(|(n, _)| n.is_some());
        // ` §N`
        let mut section = None;
        if let Some(after) = rest.strip_prefix(' ').and_then(|r| r.strip_prefix(SECTION)) {
            let digits = after.find(|c: char| !c.is_ascii_digit()).unwrap_or(after.len());
            signs_cited.push(end + 1);
            end += 1 + SECTION.len_utf8() + digits;
            match after[..digits].parse::<u32>() {
                Ok(n) if heads.iter().any(|(s, t)| *s == Some(n) && t.starts_with(&format!("{n}. "))) => {
                    section = Some(n)
                }
                _ => faults.push(format!("{source}: cites {page_path} {SECTION}{}, no such section", &after[..digits])),
            }
        }
        // Quoted headings: ` "A"`, then `, "B"`, ` and "B"` or `, and "B"`.
        let mut titles = Vec::new();
        loop {
            let rest = &text[end..];
            let first = titles.is_empty();
            let mut skip = 0;
            if rest.starts_with(',') {
                if first {
                    if rest.starts_with(", \"") {
                        faults.push(format!(
                            "{source}: {page_path}: write a heading after the page or section without a comma"
                        ));
                    }
                    break;
                }
                skip += 1;
            }
            if !first && rest[skip..].starts_with(" and") {
                skip += " and".len();
            }
            let Some(quoted) = rest[skip..].strip_prefix(" \"") else { break };
            let Some(close) = quoted.find('"') else { break };
            titles.push(quoted[..close].to_string());
            end += skip + 2 + close + 1;
        }
        for title in &titles {
            let known = match section {
                Some(n) => heads.iter().any(|(s, t)| *s == Some(n) && t == title),
                None if numbered => {
                    faults.push(format!("{source}: cites {page_path} \"{title}\" without its section ({SECTION}N)"));
                    continue;
                }
                None => heads.iter().any(|(_, t)| t == title),
            };
            if !known {
                let place = section.map_or(String::new(), |n| format!(" {SECTION}{n}"));
                faults.push(format!("{source}: cites {page_path}{place} \"{title}\", which is no heading there"));
            }
        }
        at = end.max(at);
    }
    // Every section sign belongs to a citation of a page (or of an RFC).
    for (i, _) in text.match_indices(SECTION) {
        if signs_cited.contains(&i) {
            continue;
        }
        let before = text[..i].trim_end();
        let rfc =
            before.rsplit_once(' ').is_some_and(|(b, n)| b.ends_with("RFC") && n.chars().all(|c| c.is_ascii_digit()));
        if rfc {
            continue;
        }
        let line: String = text[..i]
            .chars()
            .rev()
            .take(40)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .map(|c| if c == '\n' { ' ' } else { c })
            .collect();
        let what = if before.ends_with("contract") { "the missing contract" } else { "no page" };
        faults.push(format!("{source}: `…{line}{SECTION}…` cites {what}: name the page, `docs/PAGE.md {SECTION}N`"));
    }
    (faults, cited)
}

#[test]
fn every_citation_of_the_docs_in_the_code_names_a_section_that_exists() {
    let mut faults = Vec::new();
    let mut cited = 0;
    for path in sources() {
        let text = fs::read_to_string(&path).unwrap();
        let (found, n) = citation_faults(&path.display().to_string(), &joined(&text));
        faults.extend(found);
        cited += n;
    }
    assert!(faults.is_empty(), "{} bad citations:\n{}", faults.len(), faults.join("\n"));
    // The code cites the docs some two hundred times: a scanner that found none would pass above.
    assert!(cited > 150, "only {cited} citations found");
}

#[test]
fn the_citation_checker_rejects_made_up_citations() {
    let faults = |comment: &str| citation_faults("test", &joined(comment)).0;
    let s = SECTION;
    for good in [
        format!("/// The split (docs/format.md {s}2 \"Drawn fleets\")."),
        format!("/// Lines (docs/format.md {s}6 \"Fleets\" and \"The `log:`\n/// section\")."),
        format!("// see docs/format.md {s}3 \"Placement\", \"Replay\", and \"The outcome\""),
        "/// Late answers (docs/protocol.md \"What a bot must not do\"), docs/sandbox.md \"Limits\".".to_string(),
        "//! The whole page: docs/format.md, and RFC 8259 \u{a7}2.".to_string(),
    ] {
        assert_eq!(faults(&good), Vec::<String>::new(), "{good}");
    }
    for bad in [
        format!("/// docs/format.md {s}9"),
        format!("/// docs/format.md {s}2 \"Rulings\""),
        format!("/// docs/format.md {s}2, \"Drawn fleets\""),
        "/// docs/format.md \"Limits\"".to_string(),
        format!("/// docs/protocol.md {s}6"),
        "/// docs/protocol.md \"Fairness\"".to_string(),
        "/// docs/contract.md".to_string(),
        format!("/// (contract {s}5, \"Rulings\")"),
        format!("/// (the paper record, {s}6)"),
    ] {
        assert!(!faults(&bad).is_empty(), "not rejected: {bad}");
    }
    assert!(faults(&format!("// contract {s}2"))[0].contains("the missing contract"));
}
