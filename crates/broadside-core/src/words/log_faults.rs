//! The sentences of [`LogFault`]: one catalog message a variant, its facts as variables.

use std::borrow::Cow;

use fluent_bundle::FluentValue;

use super::{Lang, Message, Words, num, text};
use crate::error::{
    ClassPlace, ColumnSet, CyrillicReading, DigitScript, LogFault, QUOTED_CHARS, Script, SheetWords, TermWords, escape,
    is_unsafe_char, quote,
};

/// A name as messages show it: as written, but quoted ([`quote`]) when it holds spaces at its
/// ends, is longer than a message quotes, or holds a character that is not safe to print.
fn shown(name: &str) -> Cow<'_, str> {
    let plain = name.trim() == name && name.chars().count() <= QUOTED_CHARS && !name.chars().any(is_unsafe_char);
    if plain { Cow::Borrowed(name) } else { Cow::Owned(quote(name)) }
}

/// Text from the sheet, quoted.
fn quoted<'a>(s: &str) -> FluentValue<'a> {
    text(quote(s))
}

/// A name, as shown.
fn name<'a>(s: &str) -> FluentValue<'a> {
    text(shown(s).into_owned())
}

/// Text from the sheet, escaped but not quoted.
fn raw<'a>(s: &str) -> FluentValue<'a> {
    text(escape(s).into_owned())
}

fn letter<'a>(c: char) -> FluentValue<'a> {
    text(c.to_string())
}

fn count<'a>(n: usize) -> FluentValue<'a> {
    num(n as u64)
}

/// `yes` or `no`, for a selector on whether a fact is there.
fn yes<'a>(b: bool) -> FluentValue<'a> {
    text(if b { "yes" } else { "no" })
}

fn script<'a>(s: Script) -> FluentValue<'a> {
    text(match s {
        Script::Latin => "latin",
        Script::Cyrillic => "cyrillic",
        Script::Other => "other",
    })
}

/// A script's digits as messages show them, `০–৯`: by the digits, which any reader tells apart,
/// not a script's name, which each catalog would have to know.
fn digits<'a>(DigitScript(zero): DigitScript) -> FluentValue<'a> {
    let nine = char::from_u32(u32::from(zero) + 9).unwrap_or(zero);
    text(format!("{zero}–{nine}"))
}

impl Words {
    /// The message of `fault` and its variables.
    pub(super) fn log_fault(&self, fault: &LogFault) -> Message<'_> {
        match fault {
            LogFault::MixedLetters { line, odd, letters } => {
                let letters: Vec<String> = letters.iter().map(char::to_string).collect();
                (
                    "input-log-mixed-letters",
                    vec![("line", quoted(line)), ("odd", script(*odd)), ("letters", raw(&letters.join(" ")))],
                )
            }
            LogFault::NotColumnLetters { line, columns, letter: bad, set, expected, matched } => {
                let (set_kind, letters) = match set {
                    ColumnSet::Latin => ("latin", String::new()),
                    ColumnSet::Cyrillic(l) => ("cyrillic", l.clone()),
                };
                let wanted = match expected {
                    Some(c) if c.is_ascii() => "latin",
                    Some(_) => "cyrillic",
                    None => "none",
                };
                (
                    "input-log-not-column-letters",
                    vec![
                        ("line", quoted(line)),
                        ("columns", num(columns.unwrap_or(0))),
                        ("letter", quoted(&bad.to_string())),
                        ("script", script(char_script(*bad))),
                        ("set", text(set_kind)),
                        ("letters", text(letters)),
                        ("expected", text(wanted)),
                        ("wanted", expected.map_or_else(|| text(""), |c| quoted(&c.to_string()))),
                        ("matched", count(*matched)),
                    ],
                )
            }
            LogFault::NotSheetLanguage { word, langs, term, declared, expected } => (
                "input-log-not-sheet-language",
                vec![
                    ("word", quoted(word)),
                    ("langs", text(self.languages(langs))),
                    ("term", text(self.term(term))),
                    ("declared", text(language(declared))),
                    ("expected", text(self.term_words(expected))),
                ],
            ),
            LogFault::TwoMeanings { word, term, lang, other_term, other_lang } => (
                "input-log-two-meanings",
                vec![
                    ("word", quoted(word)),
                    ("term", text(self.term(term))),
                    ("lang", text(language(lang))),
                    ("other-term", text(self.term(other_term))),
                    ("other-lang", text(language(other_lang))),
                    ("code", raw(lang)),
                ],
            ),
            LogFault::SecondLanguage { word, langs, term, sheet_langs, first, line, column, expected } => (
                "input-log-second-language",
                vec![
                    ("word", quoted(word)),
                    ("langs", text(self.languages(langs))),
                    ("term", text(self.term(term))),
                    ("sheet", text(self.languages(sheet_langs))),
                    ("first", quoted(first)),
                    ("at-line", count(*line)),
                    ("at-column", count(*column)),
                    ("expected", text(self.term_words(expected))),
                    ("code", raw(sheet_langs.first().map_or("", String::as_str))),
                ],
            ),
            LogFault::UnknownLanguage { found, languages } => {
                let each: Vec<String> = languages
                    .iter()
                    .map(|code| match Lang::from_code(code) {
                        Some(l) => format!("{} ({})", l.code(), l.name()),
                        None => escape(code).into_owned(),
                    })
                    .collect();
                (
                    "input-log-unknown-language",
                    vec![("languages", text(each.join(&self.say("list-comma", &[])))), ("found", quoted(found))],
                )
            }
            LogFault::MixedDigits { first, second } => {
                ("input-log-mixed-digits", vec![("first", digits(*first)), ("second", digits(*second))])
            }
            LogFault::UnknownClass { classes, sheet, found } => {
                let mut args = vec![
                    (
                        "classes",
                        text(
                            classes
                                .iter()
                                .map(|c| escape(&self.class(c)).into_owned())
                                .collect::<Vec<_>>()
                                .join(&self.say("list-comma", &[])),
                        ),
                    ),
                    ("found", quoted(found)),
                    ("settled", yes(sheet.is_some())),
                ];
                self.push_sheet(&mut args, sheet.as_ref());
                ("input-log-unknown-class", args)
            }
            LogFault::ClassOf { of, why } => {
                let what = ("what", text(self.said(why)));
                let args = match of {
                    ClassPlace::Ship { player, reply } => {
                        vec![("of", text("ship")), ("player", name(player)), ("reply", raw(reply)), what]
                    }
                    ClassPlace::VolleyHit => vec![("of", text("hit")), what],
                    ClassPlace::VolleySank => vec![("of", text("sank")), what],
                    ClassPlace::ListedShip => vec![("of", text("listed")), what],
                };
                ("input-log-class-of", args)
            }
            LogFault::LatinLikeCyrillic { cell, written, twin, letters, latin_column, columns, as_cyrillic } => {
                let mut args = vec![
                    ("cell", quoted(cell)),
                    ("written", letter(*written)),
                    ("twin", letter(*twin)),
                    ("letters", text(letters.clone())),
                    ("upper", letter(written.to_ascii_uppercase())),
                    ("latin-column", num(*latin_column)),
                    ("columns", num(*columns)),
                ];
                match as_cyrillic {
                    Some(CyrillicReading { column, cell }) => {
                        args.extend([
                            ("on-board", yes(*latin_column <= u32::from(*columns))),
                            ("cyrillic-column", num(*column)),
                            ("twin-cell", raw(cell)),
                        ]);
                        ("input-log-latin-like-cyrillic", args)
                    }
                    None => ("input-log-latin-like-no-column", args),
                }
            }
            LogFault::CyrillicLikeLatin { cell, written, twin, cyrillic_column, latin_column, twin_cell } => (
                "input-log-cyrillic-like-latin",
                vec![
                    ("cell", quoted(cell)),
                    ("written", letter(*written)),
                    ("twin", letter(*twin)),
                    ("cyrillic-column", num(*cyrillic_column)),
                    ("latin-column", num(*latin_column)),
                    ("twin-cell", raw(twin_cell)),
                ],
            ),
            LogFault::MixedRange { cells, latin, cyrillic } => (
                "input-log-mixed-range",
                vec![("cells", quoted(cells)), ("latin", letter(*latin)), ("cyrillic", letter(*cyrillic))],
            ),
            LogFault::TwoWays { cell, one, other } => (
                "input-log-two-ways",
                vec![("cell", quoted(cell)), ("one", text(one.clone())), ("other", text(other.clone()))],
            ),
            LogFault::NotColumnLetter { cell, letter: first, letters } => (
                "input-log-not-column-letter",
                vec![
                    ("cell", quoted(cell)),
                    ("letter", quoted(&first.to_string())),
                    ("cyrillic", yes(letters.is_some())),
                    ("letters", text(letters.clone().unwrap_or_default())),
                ],
            ),
            LogFault::NotPair { cell, detail } => {
                ("input-log-not-pair", vec![("cell", quoted(cell)), ("detail", text(self.json_reason(detail)))])
            }
            LogFault::NotACell { cell } => ("input-log-not-a-cell", vec![("cell", quoted(cell))]),
            LogFault::NotALogLine { players, found } => {
                let player = |i: usize| players.get(i).map_or("", String::as_str);
                (
                    "input-log-not-a-log-line",
                    vec![
                        ("first", name(player(0))),
                        ("second", name(player(1))),
                        ("example", raw(player(0))),
                        ("found", quoted(found)),
                    ],
                )
            }
            LogFault::ForfeitReason { keyword, reasons, found } => (
                "input-log-forfeit-reason",
                vec![
                    ("keyword", raw(keyword)),
                    ("reasons", text(self.either(reasons.iter().map(|r| escape(r).into_owned()).collect()))),
                    ("found", quoted(found)),
                ],
            ),
            LogFault::VolleyTooLong { player, max } => {
                ("input-log-volley-too-long", vec![("player", name(player)), ("max", num(*max))])
            }
            LogFault::Move { player, why } => {
                ("input-log-move", vec![("player", name(player)), ("what", text(self.said(why)))])
            }
            LogFault::NoCell { found } => ("input-log-no-cell", vec![("found", quoted(found))]),
            LogFault::NoCellBecause { why } => ("input-log-no-cell-because", vec![("what", text(self.said(why)))]),
            LogFault::OnlyCells { found } => ("input-log-only-cells", vec![("found", quoted(found))]),
            LogFault::VolleyReplyAfterColon { player, found } => (
                "input-log-volley-reply-after-colon",
                vec![("player", name(player)), ("example", raw(player)), ("found", quoted(found))],
            ),
            LogFault::NoReply { player, sheet, found } => {
                let mut args =
                    vec![("player", name(player)), ("found", quoted(found)), ("settled", yes(sheet.is_some()))];
                self.push_sheet(&mut args, sheet.as_ref());
                ("input-log-no-reply", args)
            }
            LogFault::MissNamesShip { word, found } => {
                ("input-log-miss-names-ship", vec![("word", raw(word)), ("found", quoted(found))])
            }
            LogFault::VolleyHits { found } => ("input-log-volley-hits", vec![("found", quoted(found))]),
            LogFault::VolleyHitsTooMany { max } => ("input-log-volley-hits-too-many", vec![("max", num(*max))]),
            LogFault::NoSunk { found } => ("input-log-no-sunk", vec![("found", quoted(found))]),
            LogFault::EmptyClass { list } => ("input-log-empty-class", vec![("list", quoted(list))]),
            LogFault::VolleySinksTooMany { max } => ("input-log-volley-sinks-too-many", vec![("max", num(*max))]),
            LogFault::Fleet { owner, why } => {
                ("input-log-fleet", vec![("owner", name(owner)), ("what", text(self.said(why)))])
            }
            LogFault::NoShipCells { found } => ("input-log-no-ship-cells", vec![("found", quoted(found))]),
            LogFault::OneRange { found } => ("input-log-one-range", vec![("found", quoted(found))]),
            LogFault::TooManyShips { owner, max } => {
                ("input-log-too-many-ships", vec![("owner", name(owner)), ("max", num(*max))])
            }
        }
    }

    /// The sentence of a reason a frame holds.
    fn said(&self, why: &LogFault) -> String {
        let (id, args) = self.log_fault(why);
        self.say(id, &args)
    }

    /// The sheet's language and its words, for a message that names them where it is settled.
    fn push_sheet<'a>(&self, args: &mut Vec<(&'static str, FluentValue<'a>)>, sheet: Option<&SheetWords>) {
        if let Some(sheet) = sheet {
            args.push(("lang", text(language(&sheet.lang))));
            args.push(("words", text(self.term_words(&sheet.terms))));
        }
    }

    /// A term of the sheet's words (its catalog message) as this language's first word for it
    /// names it (`hit`, `battleship`; `raak`, `slagschip` in Dutch), in English where this
    /// language has none: the reader's word for the meaning, before the sheet's words for it.
    fn term(&self, id: &str) -> String {
        let first = [self.lang, Lang::En].into_iter().find_map(|lang| lang.sheet_words(id).into_iter().next());
        escape(&first.unwrap_or_else(|| id.to_owned())).into_owned()
    }

    /// Languages by code, each in its own name with its code, as a list.
    fn languages(&self, codes: &[String]) -> String {
        self.list(codes.iter().map(|c| language(c)))
    }

    /// Alternatives: `a, b or c`.
    pub fn either(&self, mut items: Vec<String>) -> String {
        match items.pop() {
            None => self.say("list-nothing", &[]),
            Some(last) if items.is_empty() => last,
            Some(last) => {
                let init = items.join(&self.say("list-comma", &[]));
                self.say("log-or", &[("init", text(init)), ("last", text(last))])
            }
        }
    }

    /// The words a sheet may write for some terms: one term's as alternatives (`` `hit`, `raak`
    /// or `geraakt` ``); more terms' each after the term's name (`` hit `hit`, `raak`; miss `mis` ``).
    fn term_words(&self, terms: &[TermWords]) -> String {
        let quoted = |t: &TermWords| t.words.iter().map(|w| quote(w)).collect::<Vec<_>>();
        match terms {
            [one] => self.either(quoted(one)),
            _ => {
                let comma = self.say("list-comma", &[]);
                let each: Vec<String> = terms
                    .iter()
                    .map(|t| {
                        self.say(
                            "log-term-words",
                            &[("term", text(self.term(&t.term))), ("words", text(quoted(t).join(&comma)))],
                        )
                    })
                    .collect();
                each.join(&self.say("list-semicolon", &[]))
            }
        }
    }
}

/// The alphabet of a letter.
fn char_script(c: char) -> Script {
    match c {
        'A'..='Z' | 'a'..='z' => Script::Latin,
        '\u{0400}'..='\u{04ff}' => Script::Cyrillic,
        _ => Script::Other,
    }
}

/// A language by code, in its own name with its code: `Nederlands (nl)`.
fn language(code: &str) -> String {
    match Lang::from_code(code) {
        Some(l) => format!("{} ({})", l.name(), l.code()),
        None => escape(code).into_owned(),
    }
}
