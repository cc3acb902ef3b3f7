//! Makes a language of each message catalog, `lang/CODE.ftl`: the `Lang` enum and what it knows
//! of each language (its code, names, order, digits) come from the catalogs' `-language-*` terms,
//! so that a new language is a new `.ftl` file and nothing else.

use std::fmt::Write as _;
use std::path::Path;

/// What a catalog says of its language.
struct Language {
    code: String,
    name: String,
    english: String,
    about: String,
    order: u32,
    digits: Option<String>,
    also: Vec<String>,
}

fn term<'a>(catalog: &'a str, name: &str) -> Option<&'a str> {
    let start = format!("-{name} =");
    catalog.lines().find_map(|l| l.strip_prefix(&start)).map(str::trim)
}

fn read(path: &Path) -> Language {
    let code = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
    let catalog = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let needed = |name: &str| {
        term(&catalog, name)
            .unwrap_or_else(|| panic!("{}: no `-{name} = …` term (every catalog names its language)", path.display()))
            .to_owned()
    };
    assert!(
        !code.is_empty() && code.len() <= 4 && code.bytes().all(|b| b.is_ascii_lowercase()),
        "{}: a catalog's file name is its language's code, one to four lowercase letters",
        path.display()
    );
    let digits = term(&catalog, "language-digits").map(str::to_owned);
    if let Some(d) = &digits {
        let zero = d.chars().next().map_or(0, u32::from);
        let consecutive = d.chars().enumerate().all(|(i, c)| u32::from(c) == zero + i as u32);
        assert!(
            d.chars().count() == 10 && consecutive,
            "{}: -language-digits lists the ten digits 0 to 9 of one script, in order",
            path.display()
        );
    }
    Language {
        name: needed("language-name"),
        english: needed("language-english"),
        about: needed("language-about"),
        order: needed("language-order")
            .parse()
            .unwrap_or_else(|e| panic!("{}: -language-order is a whole number: {e}", path.display())),
        digits,
        also: term(&catalog, "language-also").map_or(Vec::new(), |a| a.split_whitespace().map(str::to_owned).collect()),
        code,
    }
}

fn variant(code: &str) -> String {
    let mut chars = code.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

fn main() {
    let dir = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("lang");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut languages: Vec<Language> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .inspect(|p| println!("cargo::rerun-if-changed={}", p.display()))
        .map(|p| read(&p))
        .collect();
    languages.sort_by_key(|l| (l.order, l.code.clone()));
    assert!(
        languages.first().is_some_and(|l| l.code == "en"),
        "lang/en.ftl is the first language (-language-order = 1)"
    );

    let mut out = String::new();
    let _ = writeln!(out, "/// A language of the message catalogs: one a file, `lang/CODE.ftl`.");
    let _ = writeln!(out, "#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]");
    let _ = writeln!(out, "pub enum Lang {{");
    for (i, l) in languages.iter().enumerate() {
        let _ = writeln!(out, "    /// {} (`{}`), {}.", l.english, l.code, l.about);
        if i == 0 {
            let _ = writeln!(out, "    #[default]");
        }
        let _ = writeln!(out, "    {},", variant(&l.code));
    }
    let _ = writeln!(out, "}}\n\nimpl Lang {{");
    let _ = writeln!(out, "    /// How many languages there are.\n    pub const COUNT: usize = {};", languages.len());
    let all: Vec<String> = languages.iter().map(|l| format!("Lang::{}", variant(&l.code))).collect();
    let _ = writeln!(
        out,
        "    /// Every language, English first.\n    pub const ALL: [Lang; {}] = [{}];",
        all.len(),
        all.join(", ")
    );
    // One method of `Lang`: a `match` with an arm a language, its value written by `value`.
    let mut method = |doc: &str, signature: &str, value: &dyn Fn(&Language) -> String| {
        let _ = writeln!(out, "    /// {doc}\n    {signature} {{\n        match self {{");
        for l in &languages {
            let _ = writeln!(out, "            Lang::{} => {},", variant(&l.code), value(l));
        }
        let _ = writeln!(out, "        }}\n    }}");
    };
    method("The language's code (`\"bn\"`), as `--lang` takes it.", "pub fn code(self) -> &'static str", &|l| {
        format!("{:?}", l.code)
    });
    method("The language's name in itself (`\"বাংলা\"`).", "pub fn name(self) -> &'static str", &|l| {
        format!("{:?}", l.name)
    });
    method(
        "Other codes that name the language (`fil` for Tagalog).",
        "fn also(self) -> &'static [&'static str]",
        &|l| format!("&{:?}", l.also),
    );
    method(
        "The digit zero of the language's script, where it writes numbers in digits of its own\n    /// (`'০'`); the other nine follow it in Unicode.",
        "pub fn zero(self) -> Option<char>",
        &|l| format!("{:?}", l.digits.as_ref().and_then(|d| d.chars().next())),
    );
    method("The language's catalog, its `.ftl` file as written.", "pub fn catalog(self) -> &'static str", &|l| {
        format!("include_str!({:?})", dir.join(format!("{}.ftl", l.code)).display().to_string())
    });
    let _ = writeln!(out, "}}");
    let to = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("lang.rs");
    std::fs::write(&to, out).unwrap_or_else(|e| panic!("{}: {e}", to.display()));
}
