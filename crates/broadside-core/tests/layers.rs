//! The crate's layers: each module imports only modules listed before it in the "# Layers"
//! section of the crate's doc (`src/lib.rs`), and the parts of a module with parts of their own
//! likewise in its doc; a part and the module it belongs to never import each other both ways. So
//! the imports of the crate make no circle.
//!
//! An import is any path into the crate in a module's code outside its tests (`use crate::…`,
//! `use super::…`, `crate::drawing::place_fleets(…)`, `text::convert(…)` for a part of the
//! module's own); a `pub use` of a module's own part re-exports it and is no import.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The source files under `src` of the crate at `root` (from this crate's folder), by their path
/// from it (`paper/grid.rs`).
fn sources(root: &str) -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
        for entry in fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("src is readable").path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path.strip_prefix(root).expect("under src").to_string_lossy().replace('\\', "/");
                out.insert(name, fs::read_to_string(&path).expect("a source file is text"));
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(root).join("src");
    let mut out = BTreeMap::new();
    walk(&root, &root, &mut out);
    out
}

/// `source` with its comments, string and character literals blanked out (line breaks kept), so
/// that what is left is code.
fn code_of(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    let blank = |out: &mut String, c: char| out.push(if c == '\n' { '\n' } else { ' ' });
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, chars[i]);
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('#') || next == Some('"')) && !ident_char(chars.get(i.wrapping_sub(1))) {
            // A raw string: r"…" or r#"…"#.
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            i += 2 + hashes;
            while i < chars.len()
                && !(chars[i] == '"' && chars[i + 1..].iter().take(hashes).filter(|&&h| h == '#').count() == hashes)
            {
                blank(&mut out, chars[i]);
                i += 1;
            }
            i += 1 + hashes;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                blank(&mut out, chars[i]);
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character literal (not a lifetime): 'x', '\'', '\u{feff}'.
            i += if next == Some('\\') { 3 } else { 2 };
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_char(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// `code` without the items under `#[cfg(test)]` (tests may import anything).
fn without_tests(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        // The item ends at its first `;` outside braces, or where its first braces close.
        let mut depth = 0usize;
        let mut end = item.len();
        for (i, c) in item.char_indices().skip("#[cfg(test)]".len()) {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// A module of the crate: its path of names (empty for the crate), its code, and its parts.
struct Module {
    code: String,
    doc: String,
    parts: Vec<String>,
}

/// The modules of the crate from `files`, by their path of names (`["paper", "grid"]`).
fn modules(files: &BTreeMap<String, String>) -> Result<BTreeMap<Vec<String>, Module>, String> {
    let mut out = BTreeMap::new();
    let mut todo = vec![(Vec::new(), "lib.rs".to_owned())];
    while let Some((path, file)) = todo.pop() {
        let source = files.get(&file).ok_or_else(|| format!("no file {file} for module {}", path.join("::")))?;
        let code = without_tests(&code_of(source));
        let doc: String =
            source.lines().filter_map(|l| l.trim_start().strip_prefix("//!")).map(|l| format!("{l}\n")).collect();
        let dir = match file.strip_suffix("lib.rs").or_else(|| file.strip_suffix("mod.rs")) {
            Some(dir) => dir.to_owned(),
            None => format!("{}/", file.trim_end_matches(".rs")),
        };
        let mut parts = Vec::new();
        for statement in code.split([';', '{', '}']) {
            let words: Vec<&str> = statement.split_whitespace().collect();
            let name = match words.as_slice() {
                [.., "mod", name] => *name,
                _ => continue,
            };
            // `mod tests {` has a body here, not a file: only `mod name;` declares a part.
            if !code.contains(&format!("mod {name};")) {
                continue;
            }
            let flat = format!("{dir}{name}.rs");
            let nested = format!("{dir}{name}/mod.rs");
            let file = if files.contains_key(&flat) { flat } else { nested };
            let mut child = path.clone();
            child.push(name.to_owned());
            todo.push((child, file));
            parts.push(name.to_owned());
        }
        out.insert(path, Module { code, doc, parts });
    }
    Ok(out)
}

/// The order of `module`'s parts in the list of its doc's "# Layers" section (from its item
/// `1.`): the first mention of each, in backquotes (`` `line` `` or [`coord`]).
fn layers(module: &Module) -> Vec<String> {
    let Some(start) = module.doc.find("# Layers") else { return Vec::new() };
    let section = &module.doc[start + "# Layers".len()..];
    let section = section.find("\n#").map_or(section, |end| &section[..end]);
    let section = section.find("\n 1.").map_or("", |list| &section[list..]);
    let mut order = Vec::new();
    for (i, quoted) in section.split('`').enumerate() {
        if i % 2 == 1 && module.parts.iter().any(|p| p == quoted) && !order.iter().any(|o| o == quoted) {
            order.push(quoted.to_owned());
        }
    }
    order
}

/// The paths into the crate that `code` names: each a list of names after `crate`, `super` or
/// `self` (with the word it starts with), `use` trees spread out, and whether it is a `pub use`.
fn paths(code: &str, parts: &[String]) -> Vec<(Vec<String>, bool)> {
    let mut out = Vec::new();
    for statement in code.split(';') {
        // A `use` declaration ends the statement: its tree spread out.
        let mut rest = statement;
        if let Some(at) = find_word(statement, "use") {
            let before = statement[..at].trim_end();
            let public = before.rsplit(char::is_whitespace).next().is_some_and(|w| w.starts_with("pub"));
            let tree: String = statement[at + 3..].chars().filter(|c| !c.is_whitespace()).collect();
            for path in spread(&tree) {
                out.push((path.split("::").map(str::to_owned).collect(), public));
            }
            rest = before;
        }
        // Paths in the code: `crate::drawing::place_fleets(…)`, `super::shown(…)`,
        // `convert::convert(…)`.
        let chars: Vec<char> = rest.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let starts = !ident_char(chars.get(i.wrapping_sub(1))) && i.checked_sub(1).is_none_or(|b| chars[b] != ':');
            if !(ident_char(chars.get(i)) && starts) {
                i += 1;
                continue;
            }
            let mut names = Vec::new();
            let mut j = i;
            loop {
                let start = j;
                while ident_char(chars.get(j)) {
                    j += 1;
                }
                names.push(chars[start..j].iter().collect::<String>());
                if chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') && ident_char(chars.get(j + 2)) {
                    j += 2;
                } else {
                    break;
                }
            }
            let first = names[0].as_str();
            if names.len() > 1 && (matches!(first, "crate" | "super" | "self") || parts.iter().any(|p| p == first)) {
                out.push((names, false));
            }
            i = j;
        }
    }
    out
}

/// Where the word `word` stands in `text`, as a word.
fn find_word(text: &str, word: &str) -> Option<usize> {
    text.match_indices(word).map(|(at, _)| at).find(|&at| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !ident_char(before.as_ref()) && after.is_some_and(char::is_whitespace)
    })
}

/// A `use` tree without spaces (`super::{line::{Line,error_at},json}`) as its paths.
fn spread(tree: &str) -> Vec<String> {
    let Some(open) = tree.find('{') else { return vec![tree.trim_end_matches("::").to_owned()] };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut out = Vec::new();
    let (mut depth, mut from) = (0usize, 0);
    for (i, c) in inner.char_indices().chain([(inner.len(), ',')]) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let item = &inner[from..i];
                from = i + 1;
                if item.is_empty() {
                    continue;
                }
                for path in spread(item) {
                    out.push(if path == "self" {
                        prefix.trim_end_matches("::").to_owned()
                    } else {
                        format!("{prefix}{path}")
                    });
                }
            }
            _ => {}
        }
    }
    out
}

/// The module a path named from module `from` lies in: the longest run of its names that is a
/// module. `None` for a path out of the crate.
fn target(from: &[String], names: &[String], modules: &BTreeMap<Vec<String>, Module>) -> Option<Vec<String>> {
    let (mut at, rest) = match names[0].as_str() {
        "crate" => (Vec::new(), &names[1..]),
        "super" => (from[..from.len().checked_sub(1)?].to_vec(), &names[1..]),
        "self" => (from.to_vec(), &names[1..]),
        _ => (from.to_vec(), names),
    };
    for name in rest {
        let mut deeper = at.clone();
        deeper.push(name.clone());
        if !modules.contains_key(&deeper) {
            break;
        }
        at = deeper;
    }
    Some(at)
}

fn shown(path: &[String]) -> String {
    if path.is_empty() { "the crate".to_owned() } else { path.join("::") }
}

/// What breaks the layers among `files` (the sources under `src`), in words; empty where
/// nothing does.
fn check(files: &BTreeMap<String, String>) -> Vec<String> {
    let modules = match modules(files) {
        Ok(modules) => modules,
        Err(e) => return vec![e],
    };
    let mut problems = Vec::new();
    let mut orders: BTreeMap<Vec<String>, Vec<String>> = BTreeMap::new();
    for (path, module) in &modules {
        if module.parts.len() < 2 {
            continue;
        }
        let order = layers(module);
        for part in module.parts.iter().filter(|p| !order.contains(p)) {
            problems.push(format!(
                "{} does not list its part `{part}` in the \"# Layers\" section of its doc",
                shown(path)
            ));
        }
        orders.insert(path.clone(), order);
    }
    let mut edges: BTreeSet<(Vec<String>, Vec<String>)> = BTreeSet::new();
    for (path, module) in &modules {
        for (names, public) in paths(&module.code, &module.parts) {
            let Some(to) = target(path, &names, &modules) else { continue };
            // A re-export of a part of one's own is no import.
            if to == *path || (public && to.starts_with(path)) {
                continue;
            }
            edges.insert((path.clone(), to));
        }
    }
    for (from, to) in &edges {
        let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
        if common == from.len() || common == to.len() {
            // A module and one of its parts: the circle check below.
            continue;
        }
        let order = orders.get(&from[..common]).cloned().unwrap_or_default();
        let rank = |name: &String| order.iter().position(|o| o == name);
        if let (Some(a), Some(b)) = (rank(&from[common]), rank(&to[common]))
            && b > a
        {
            problems.push(format!(
                "{} imports {}, which is listed after it in the layers of {}",
                shown(from),
                shown(to),
                shown(&from[..common])
            ));
        }
    }
    for circle in circles(&edges) {
        let names: Vec<String> = circle.iter().map(|m| shown(m)).collect();
        problems.push(format!("a circle of imports: {}", names.join(", ")));
    }
    problems
}

/// The circles among `edges`: each group of modules that import one another (Tarjan).
fn circles(edges: &BTreeSet<(Vec<String>, Vec<String>)>) -> Vec<Vec<Vec<String>>> {
    struct Walk<'e> {
        edges: &'e BTreeSet<(Vec<String>, Vec<String>)>,
        index: BTreeMap<&'e Vec<String>, (usize, usize)>,
        stack: Vec<&'e Vec<String>>,
        out: Vec<Vec<Vec<String>>>,
    }
    impl<'e> Walk<'e> {
        fn visit(&mut self, v: &'e Vec<String>) {
            let n = self.index.len();
            self.index.insert(v, (n, n));
            self.stack.push(v);
            for (_, w) in self.edges.iter().filter(|(a, _)| a == v) {
                match self.index.get(w).copied() {
                    None => {
                        self.visit(w);
                        let low = self.index[w].1.min(self.index[v].1);
                        self.index.get_mut(v).expect("visited").1 = low;
                    }
                    Some((i, _)) if self.stack.contains(&w) => {
                        let low = i.min(self.index[v].1);
                        self.index.get_mut(v).expect("visited").1 = low;
                    }
                    Some(_) => {}
                }
            }
            let (i, low) = self.index[v];
            if i == low {
                let at = self.stack.iter().position(|m| *m == v).expect("on the stack");
                let group: Vec<Vec<String>> = self.stack.drain(at..).cloned().collect();
                if group.len() > 1 {
                    self.out.push(group);
                }
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), stack: Vec::new(), out: Vec::new() };
    for (v, _) in edges {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.out
}

#[test]
fn no_module_imports_one_listed_after_it() {
    let problems = check(&sources("."));
    assert!(problems.is_empty(), "the crate's layers are broken:\n{}", problems.join("\n"));
}

/// The crate `broadside` on top of this one (the command line, bots, batches) keeps the same
/// discipline, by the "# Layers" of its own `src/lib.rs`; its paths into this crate, re-exported
/// whole, name no module of its own and are no import here.
#[test]
fn the_top_crate_imports_only_modules_listed_before_it() {
    let problems = check(&sources("../.."));
    assert!(problems.is_empty(), "the layers of the crate broadside are broken:\n{}", problems.join("\n"));
}

/// A crate of `files`, given as (path, source).
fn tree(files: &[(&str, &str)]) -> BTreeMap<String, String> {
    files.iter().map(|(p, s)| ((*p).to_owned(), (*s).to_owned())).collect()
}

const LIB: &str = "//! # Layers\n//!\n//! 1. [`low`], then [`high`].\npub mod high;\npub mod low;\n";

#[test]
fn the_check_finds_imports_upwards_unlisted_parts_and_circles() {
    // Downwards only, tests, comments and strings aside: nothing to say.
    let good = tree(&[
        ("lib.rs", LIB),
        (
            "low.rs",
            "// crate::high\nfn f() -> &'static str { \"crate::high::x\" }\n#[cfg(test)]\nmod tests { use crate::high; }\n",
        ),
        ("high.rs", "use crate::low::{self, f};\npub(crate) fn g() { low::f(); crate::low::f() }\n"),
    ]);
    assert_eq!(check(&good), Vec::<String>::new());

    let upwards = tree(&[("lib.rs", LIB), ("low.rs", "fn f() { crate::high::g() }\n"), ("high.rs", "")]);
    assert_eq!(check(&upwards), ["low imports high, which is listed after it in the layers of the crate"]);

    // A module's parts: listed, and in order; a `pub use` of one is a re-export, but a part and
    // the module it belongs to importing each other are a circle.
    let parts = |low: &str, b: &str| {
        tree(&[
            ("lib.rs", LIB),
            ("low.rs", low),
            ("low/a.rs", "use super::b::B;\npub struct A;\n"),
            ("low/b.rs", b),
            ("high.rs", ""),
        ])
    };
    let unlisted = parts("mod a;\nmod b;\npub struct L;\n", "pub struct B;\n");
    assert_eq!(
        check(&unlisted),
        [
            "low does not list its part `a` in the \"# Layers\" section of its doc",
            "low does not list its part `b` in the \"# Layers\" section of its doc"
        ]
    );
    let listed = "//! # Layers\n//!\n//! 1. `b`\n//! 2. `a`\nmod a;\nmod b;\npub use a::A;\npub struct L;\n";
    assert_eq!(check(&parts(listed, "pub struct B;\n")), Vec::<String>::new());
    let upside_down = listed.replace("`b`\n//! 2. `a`", "`a`\n//! 2. `b`");
    assert_eq!(
        check(&parts(&upside_down, "pub struct B;\n")),
        ["low::a imports low::b, which is listed after it in the layers of low"]
    );
    let circle = listed.replace("pub use a::A;", "fn f() { b::g() }");
    assert_eq!(check(&parts(&circle, "use super::L;\npub(crate) fn g() {}\n")), ["a circle of imports: low, low::b"]);
}
