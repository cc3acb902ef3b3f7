//! The words a sheet may write in the languages of the message catalogs ([`Term`], [`Lexicon`]),
//! and the digits of their scripts ([`ascii_digits`]), docs/format.md §6
//! "Words and digits in the players' own language".
//!
//! Every word comes from a catalog's `sheet-` messages (`lang/*.ftl`): a word is read only as the
//! term its catalog lists it under, never a guess. A sheet writes English's words and one other
//! language's: the one its `language:` header names, else the one every such word of it belongs
//! to. A word that means one thing in one language and another in another is an error where it
//! stands, unless the header says which language the sheet is in.

use std::borrow::Cow;
use std::cell::RefCell;
use std::sync::OnceLock;

use super::line::{Line, column_of};
use crate::error::{DigitScript, InputError, LogFault, SheetWords, TermWords};
use crate::words::Lang;

/// What a word of a sheet means: a header key, a section word, a reply, a resignation, a
/// numbering, or a preset fleet's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Term {
    Rules,
    Players,
    First,
    Numbering,
    Meta,
    Language,
    Fleet,
    Shots,
    Log,
    Hit,
    Miss,
    Sunk,
    NoHits,
    Resigns,
    Forfeits,
    Round,
    Player,
    Game,
    Carrier,
    Battleship,
    Cruiser,
    Submarine,
    Destroyer,
    TorpedoBoat,
}

impl Term {
    /// Every term.
    pub const ALL: [Term; 24] = [
        Term::Rules,
        Term::Players,
        Term::First,
        Term::Numbering,
        Term::Meta,
        Term::Language,
        Term::Fleet,
        Term::Shots,
        Term::Log,
        Term::Hit,
        Term::Miss,
        Term::Sunk,
        Term::NoHits,
        Term::Resigns,
        Term::Forfeits,
        Term::Round,
        Term::Player,
        Term::Game,
        Term::Carrier,
        Term::Battleship,
        Term::Cruiser,
        Term::Submarine,
        Term::Destroyer,
        Term::TorpedoBoat,
    ];

    /// The header keys.
    pub const HEADER: [Term; 6] =
        [Term::Rules, Term::Players, Term::First, Term::Numbering, Term::Meta, Term::Language];

    /// The preset fleets' classes.
    pub const CLASSES: [Term; 6] =
        [Term::Carrier, Term::Battleship, Term::Cruiser, Term::Submarine, Term::Destroyer, Term::TorpedoBoat];

    /// The groups of terms that may stand in one place of a sheet: a word means one term of its
    /// group in a language.
    #[cfg(test)]
    pub const GROUPS: [&'static [Term]; 6] = [
        &Term::HEADER,
        &[Term::Fleet, Term::Shots, Term::Log],
        &[Term::Hit, Term::Miss, Term::Sunk, Term::NoHits],
        &[Term::Resigns, Term::Forfeits],
        &[Term::Round, Term::Player, Term::Game],
        &Term::CLASSES,
    ];

    /// The catalogs' message that lists the term's words.
    pub fn id(self) -> &'static str {
        match self {
            Term::Rules => "sheet-header-rules",
            Term::Players => "sheet-header-players",
            Term::First => "sheet-header-first",
            Term::Numbering => "sheet-header-numbering",
            Term::Meta => "sheet-header-meta",
            Term::Language => "sheet-header-language",
            Term::Fleet => "sheet-section-fleet",
            Term::Shots => "sheet-section-shots",
            Term::Log => "sheet-section-log",
            Term::Hit => "sheet-reply-hit",
            Term::Miss => "sheet-reply-miss",
            Term::Sunk => "sheet-reply-sunk",
            Term::NoHits => "sheet-reply-none",
            Term::Resigns => "sheet-resigns",
            Term::Forfeits => "sheet-forfeits",
            Term::Round => "sheet-numbering-round",
            Term::Player => "sheet-numbering-player",
            Term::Game => "sheet-numbering-game",
            Term::Carrier => "sheet-class-carrier",
            Term::Battleship => "sheet-class-battleship",
            Term::Cruiser => "sheet-class-cruiser",
            Term::Submarine => "sheet-class-submarine",
            Term::Destroyer => "sheet-class-destroyer",
            Term::TorpedoBoat => "sheet-class-torpedo-boat",
        }
    }

    /// The term's English word, as the record and messages name it (a class as the presets
    /// spell it).
    pub fn english(self) -> &'static str {
        match self {
            Term::Rules => "rules",
            Term::Players => "players",
            Term::First => "first",
            Term::Numbering => "numbering",
            Term::Meta => "meta",
            Term::Language => "language",
            Term::Fleet => "fleet",
            Term::Shots => "shots",
            Term::Log => "log",
            Term::Hit => "hit",
            Term::Miss => "miss",
            Term::Sunk => "sunk",
            Term::NoHits => "none",
            Term::Resigns => "resigns",
            Term::Forfeits => "forfeits",
            Term::Round => "round",
            Term::Player => "player",
            Term::Game => "game",
            Term::Carrier => "carrier",
            Term::Battleship => "battleship",
            Term::Cruiser => "cruiser",
            Term::Submarine => "submarine",
            Term::Destroyer => "destroyer",
            Term::TorpedoBoat => "torpedo boat",
        }
    }

    /// The word a sheet in `lang` writes for the term: the first of its catalog's, else the
    /// English one.
    pub fn written(self, lang: Lang) -> String {
        entries()
            .iter()
            .find(|e| e.lang == lang && e.term == self)
            .map_or_else(|| self.english().to_owned(), |e| e.word.clone())
    }
}

/// A word of a catalog: as the catalog writes it, its language and its term.
#[derive(Debug)]
struct Entry {
    word: String,
    lang: Lang,
    term: Term,
}

/// Every word of every catalog, in the catalogs' order (a term's first word first).
fn entries() -> &'static [Entry] {
    static ENTRIES: OnceLock<Vec<Entry>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        let mut out = Vec::new();
        for lang in Lang::ALL {
            for term in Term::ALL {
                for word in lang.sheet_words(term.id()) {
                    out.push(Entry { word, lang, term });
                }
            }
        }
        out
    })
}

/// Whether two characters are the same letter, ignoring case.
fn same_char(a: char, b: char) -> bool {
    a == b || a.to_lowercase().eq(b.to_lowercase())
}

/// The byte length of the start of `text` that is `word` ignoring case (a space of `word` matches
/// any run of white space), if `text` starts with it. Both are composed (NFC): the catalogs are
/// written so, and a sheet is composed before it is read ([`crate::paper::read`]), so that a word
/// matches however its letters were typed.
fn prefix_of(text: &str, word: &str) -> Option<usize> {
    let mut t = text.char_indices().peekable();
    let mut w = word.chars().peekable();
    while let Some(wc) = w.next() {
        let (_, tc) = t.next()?;
        if wc.is_whitespace() {
            if !tc.is_whitespace() {
                return None;
            }
            while w.next_if(|c| c.is_whitespace()).is_some() {}
            while t.next_if(|(_, c)| c.is_whitespace()).is_some() {}
        } else if !same_char(wc, tc) {
            return None;
        }
    }
    Some(t.peek().map_or(text.len(), |&(i, _)| i))
}

/// Whether `text` is `word`, ignoring case.
fn is_word(text: &str, word: &str) -> bool {
    prefix_of(text, word) == Some(text.len())
}

/// Where `word` starts in `text` when `text` ends with it ignoring case, after white space.
fn suffix_of(text: &str, word: &str) -> Option<usize> {
    // Only a start after white space can hold the word; try each from the right.
    text.char_indices()
        .filter(|&(i, c)| c.is_whitespace() && i + c.len_utf8() < text.len())
        .map(|(i, c)| i + c.len_utf8())
        .find(|&start| is_word(&text[start..], word))
}

/// Languages by their codes, as a fault names them.
fn codes(langs: &[Lang]) -> Vec<String> {
    langs.iter().map(|l| l.code().to_owned()).collect()
}

/// The words of one sheet: the language its header names, and the one its words have kept to.
#[derive(Debug, Default)]
pub(crate) struct Lexicon {
    /// The language the `language:` header names.
    declared: Option<Lang>,
    /// The languages, other than English, every word read so far that is not English's belongs
    /// to, and the first such word with its line and column.
    kept: RefCell<Option<Kept>>,
}

/// The languages a sheet's words have kept to, and its first word not English's: the word, its
/// line and column.
type Kept = (Vec<Lang>, String, usize, usize);

impl Lexicon {
    /// The words of a sheet in `declared` (and English), or in any one language of the catalogs.
    pub fn new(declared: Option<Lang>) -> Self {
        Lexicon { declared, kept: RefCell::new(None) }
    }

    /// The language the sheet is in, besides English, where it is settled: its header's, or the
    /// one its words so far belong to.
    pub fn lang(&self) -> Option<Lang> {
        self.declared.filter(|l| *l != Lang::En).or_else(|| match self.kept.borrow().as_ref() {
            Some((langs, ..)) if langs.len() == 1 => Some(langs[0]),
            _ => None,
        })
    }

    /// Whether the sheet may write words of `lang`: English, and the header's language where it
    /// names one.
    fn allowed(&self, lang: Lang) -> bool {
        self.declared.is_none_or(|d| lang == d || lang == Lang::En)
    }

    /// The words of `terms`, those of the languages the sheet may write first.
    fn of<'s>(&'s self, terms: &'s [Term]) -> impl Iterator<Item = &'static Entry> + 's {
        let all = entries().iter().filter(move |e| terms.contains(&e.term));
        all.clone().filter(|e| self.allowed(e.lang)).chain(all.filter(|e| !self.allowed(e.lang)))
    }

    /// The term of `terms` that all of `text` is a word of; `None` where it is none.
    pub fn whole(&self, text: &str, terms: &[Term]) -> Option<Term> {
        self.of(terms).find(|e| is_word(text, &e.word)).map(|e| e.term)
    }

    /// The longest word of `terms` that `text` starts with, followed by white space or the end:
    /// its term and where it ends in `text`.
    pub fn prefix(&self, text: &str, terms: &[Term]) -> Option<(Term, usize)> {
        let mut found: Option<(Term, usize)> = None;
        for e in self.of(terms) {
            if let Some(end) = prefix_of(text, &e.word)
                && text[end..].chars().next().is_none_or(char::is_whitespace)
                && found.is_none_or(|(_, longest)| end > longest)
            {
                found = Some((e.term, end));
            }
        }
        found
    }

    /// The longest word of `terms` that `text` ends with after white space: its term and where it
    /// starts in `text`.
    pub fn suffix(&self, text: &str, terms: &[Term]) -> Option<(Term, usize)> {
        let mut found: Option<(Term, usize)> = None;
        for e in self.of(terms) {
            if let Some(start) = suffix_of(text, &e.word)
                && found.is_none_or(|(_, earliest)| start < earliest)
            {
                found = Some((e.term, start));
            }
        }
        found
    }

    /// Reads `word`, written at `sub` of `line`, as a word of `term`, one of `terms` (the terms
    /// that could stand where it stands): it must be one in a language the sheet may write, mean
    /// nothing else there nor in another language, and keep the sheet in one language besides
    /// English.
    ///
    /// # Errors
    /// At the word: a word of another language than the header's; a word with two meanings; a
    /// word of a second language besides English.
    pub fn judge(&self, line: &Line, sub: &str, word: &str, term: Term, terms: &[Term]) -> Result<(), InputError> {
        self.judge_in(entries(), line, sub, word, term, terms)
    }

    /// [`Lexicon::judge`] with the words of `list` for the catalogs'.
    fn judge_in(
        &self,
        list: &[Entry],
        line: &Line,
        sub: &str,
        word: &str,
        term: Term,
        terms: &[Term],
    ) -> Result<(), InputError> {
        let at = |fault: LogFault| InputError::text(line.no, column_of(line, sub), fault);
        let all: Vec<&Entry> = list.iter().filter(|e| is_word(word, &e.word)).collect();
        let here: Vec<&Entry> = all.iter().copied().filter(|e| self.allowed(e.lang)).collect();
        if !here.iter().any(|e| e.term == term) {
            let langs: Vec<Lang> = dedup(all.iter().filter(|e| e.term == term).map(|e| e.lang));
            let declared = self.declared.unwrap_or_default();
            return Err(at(LogFault::NotSheetLanguage {
                word: word.to_owned(),
                langs: codes(&langs),
                term: term.id().to_owned(),
                declared: declared.code().to_owned(),
                expected: self.words_of(terms, declared),
            }));
        }
        // Two meanings where it stands, or two in two languages.
        let meanings = |e: &&&Entry| terms.contains(&e.term) || self.declared.is_none();
        if let Some(other) = here.iter().filter(meanings).find(|e| {
            e.term != term && (terms.contains(&e.term) || here.iter().any(|f| f.term == term && f.lang != e.lang))
        }) {
            let mine = here.iter().find(|e| e.term == term && e.lang != other.lang).unwrap_or(&here[0]);
            return Err(at(LogFault::TwoMeanings {
                word: word.to_owned(),
                term: mine.term.id().to_owned(),
                lang: mine.lang.code().to_owned(),
                other_term: other.term.id().to_owned(),
                other_lang: other.lang.code().to_owned(),
            }));
        }
        let langs: Vec<Lang> = dedup(here.iter().filter(|e| e.term == term).map(|e| e.lang));
        if langs.contains(&Lang::En) || self.declared.is_some() {
            return Ok(());
        }
        let mut kept = self.kept.borrow_mut();
        match kept.as_mut() {
            None => *kept = Some((langs, word.to_owned(), line.no, column_of(line, sub))),
            Some((before, first, no, column)) => {
                let both: Vec<Lang> = before.iter().copied().filter(|l| langs.contains(l)).collect();
                if both.is_empty() {
                    return Err(at(LogFault::SecondLanguage {
                        word: word.to_owned(),
                        langs: codes(&langs),
                        term: term.id().to_owned(),
                        sheet_langs: codes(before),
                        first: first.clone(),
                        line: *no,
                        column: *column,
                        expected: self.words_of(&[term], before[0]),
                    }));
                }
                *before = both;
            }
        }
        Ok(())
    }

    /// The words of `terms` in English and `lang`, for a fault.
    fn words_of(&self, terms: &[Term], lang: Lang) -> Vec<TermWords> {
        typed(terms, |l| l == Lang::En || l == lang)
    }

    /// Where a sheet's language is settled, the words of `terms` it may write, for a fault that
    /// found another word there.
    pub fn expected_words(&self, terms: &[Term]) -> Option<SheetWords> {
        self.lang().map(|lang| SheetWords { lang: lang.code().to_owned(), terms: typed(terms, |l| l == lang) })
    }
}

/// The words of `terms` in the languages `lang` takes, term by term, as a fault holds them.
fn typed(terms: &[Term], lang: impl Fn(Lang) -> bool) -> Vec<TermWords> {
    terms
        .iter()
        .map(|term| TermWords {
            term: term.id().to_owned(),
            words: dedup(entries().iter().filter(|e| e.term == *term && lang(e.lang)).map(|e| e.word.clone())),
        })
        .collect()
}

/// `items` without repeats, in their order.
fn dedup<T: PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out = Vec::new();
    for item in items {
        if !out.contains(&item) {
            out.push(item);
        }
    }
    out
}

/// The language a `language:` header's value names: a code of the catalogs (`nl`) or a
/// language's own name (`Nederlands`), either case.
///
/// # Errors
/// [`LogFault::UnknownLanguage`], naming the languages.
pub(crate) fn language(value: &str) -> Result<Lang, Box<LogFault>> {
    // A code as a locale writes it too: `nl-NL`, `fil` (Filipino, Tagalog's standard form).
    let by_code = Lang::from_code(value).filter(|_| value.is_ascii() && !value.contains(['.', '@']));
    let by_name = Lang::ALL.into_iter().find(|l| is_word(value, l.name()));
    by_code
        .or(by_name)
        .ok_or_else(|| Box::new(LogFault::UnknownLanguage { found: value.to_owned(), languages: codes(&Lang::ALL) }))
}

/// The value of the digit `c` and its script, for a digit of a script a sheet may write: ASCII,
/// or the digits of a language of the catalogs ([`Lang::zero`]: Bengali ০–৯, Devanagari ०–९).
fn digit(c: char) -> Option<(u32, DigitScript)> {
    if c.is_ascii_digit() {
        return Some((c as u32 - '0' as u32, DigitScript::ASCII));
    }
    if c.is_ascii() {
        return None;
    }
    Lang::ALL.into_iter().filter_map(Lang::zero).find_map(|zero| {
        let value = u32::from(c).checked_sub(u32::from(zero)).filter(|v| *v < 10)?;
        Some((value, DigitScript(zero)))
    })
}

/// `text` with the Bengali (০–৯) and Devanagari (०–९) digits written ASCII, one character for
/// one, so that every line and column stays where it was; not inside a JSON string of a header
/// value, nor in a comment.
///
/// # Errors
/// At the first digit of a number (a run of digits) written in two scripts.
pub(crate) fn ascii_digits(text: &str) -> Result<Cow<'_, str>, InputError> {
    if !text.chars().any(|c| digit(c).is_some_and(|(_, s)| s != DigitScript::ASCII)) {
        return Ok(Cow::Borrowed(text));
    }
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..text.len() - body.len()]);
    for (no, line) in body.split('\n').enumerate() {
        if no > 0 {
            out.push('\n');
        }
        let (mut in_string, mut escaped, mut comment) = (false, false, false);
        let mut run: Option<DigitScript> = None;
        let mut chars = line.chars().peekable();
        let mut column = 0;
        while let Some(c) = chars.next() {
            column += 1;
            let d = digit(c).filter(|_| !in_string && !comment);
            match (d, run) {
                (Some((_, script)), Some(first)) if script != first => {
                    return Err(InputError::text(no + 1, column, LogFault::MixedDigits { first, second: script }));
                }
                (Some((_, script)), None) => run = Some(script),
                (Some(_), Some(_)) => {}
                (None, _) => run = None,
            }
            match d {
                Some((value, _)) => out.push(char::from_digit(value, 10).unwrap_or(c)),
                None => out.push(c),
            }
            match c {
                _ if comment => {}
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                '/' if !in_string && chars.peek() == Some(&'/') => comment = true,
                _ => {}
            }
        }
    }
    Ok(Cow::Owned(out))
}

/// A whole number as a player writes it, on a sheet or typed on the web page: digits of one
/// script only, ASCII, Bengali (০–৯) or Devanagari (०–९), as [`ascii_digits`] reads them. Its
/// digits in ASCII, and the zero of its script, so that a number can be written back in the
/// digits it was typed in; `None` for anything else (nothing, another character, digits of two
/// scripts, which a sheet refuses too).
pub fn typed_number(text: &str) -> Option<(String, char)> {
    let mut script = None;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let (value, s) = digit(c)?;
        if *script.get_or_insert(s) != s {
            return None;
        }
        out.push(char::from_digit(value, 10)?);
    }
    Some((out, script?.0))
}

/// `text` with its ASCII digits written in `lang`'s script ([`Lang::zero`]: Bengali for `bn`,
/// Devanagari for `hi`), as it is for a language that writes ASCII digits.
pub(crate) fn native_digits(text: &str, lang: Lang) -> Cow<'_, str> {
    let Some(zero) = lang.zero().map(u32::from) else { return Cow::Borrowed(text) };
    let to = |c: char| match c {
        '0'..='9' => char::from_u32(zero + (c as u32 - '0' as u32)).unwrap_or(c),
        _ => c,
    };
    Cow::Owned(text.chars().map(to).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Line<'_> {
        Line { no: 3, text, column: 1 }
    }

    #[test]
    fn words_are_matched_ignoring_case_and_spacing() {
        assert_eq!(prefix_of("Torpedo  Boat J10", "torpedo boat"), Some(13));
        assert_eq!(prefix_of("РАНИЛ линкор", "ранил"), Some("РАНИЛ".len()));
        assert_eq!(prefix_of("ra", "raak"), None);
        let lexicon = Lexicon::default();
        assert_eq!(lexicon.prefix("raak slagschip", &[Term::Hit, Term::Miss]), Some((Term::Hit, 4)));
        assert_eq!(lexicon.prefix("raakt", &[Term::Hit]), None);
        assert_eq!(lexicon.prefix("डूब गया", &[Term::Sunk]), Some((Term::Sunk, "डूब गया".len())));
        assert_eq!(lexicon.whole("Slagschip", &Term::CLASSES), Some(Term::Battleship));
        assert_eq!(lexicon.suffix("anna zelf", &[Term::Fleet, Term::Shots]), Some((Term::Fleet, 5)));
        assert_eq!(lexicon.suffix("аня своё  поле", &[Term::Fleet]), Some((Term::Fleet, "аня ".len())));
        assert_eq!(lexicon.suffix("zelf", &[Term::Fleet]), None);
    }

    #[test]
    fn a_sheet_keeps_to_english_and_one_language() {
        let lexicon = Lexicon::new(None);
        let l = line("raak hit мимо");
        let judge = |lexicon: &Lexicon, word: &str, term| lexicon.judge(&l, word, word, term, &[term]);
        judge(&lexicon, &l.text[..4], Term::Hit).unwrap();
        judge(&lexicon, &l.text[5..8], Term::Hit).unwrap();
        assert_eq!(lexicon.lang(), Some(Lang::Nl));
        let e = judge(&lexicon, &l.text[9..], Term::Miss).unwrap_err().to_string();
        assert!(
            e.starts_with(
                "3:10: `мимо` is Русский (ru) for \"miss\", but this sheet's words are Nederlands (nl) (`raak` at 3:1)"
            ),
            "{e}"
        );
        let declared = Lexicon::new(Some(Lang::Ru));
        let e = judge(&declared, &l.text[..4], Term::Hit).unwrap_err().to_string();
        assert!(e.starts_with("3:1: `raak` is Nederlands (nl) for \"hit\", and this sheet is in Русский (ru)"), "{e}");
        assert!(e.ends_with("expected `hit`, `ранил`, `ранен` or `попал`"), "{e}");
        let e = declared
            .judge(&l, &l.text[..4], &l.text[..4], Term::Hit, &[Term::Hit, Term::Miss])
            .unwrap_err()
            .to_string();
        assert!(e.ends_with("expected hit `hit`, `ранил`, `ранен`, `попал`; miss `miss`, `мимо`, `промах`"), "{e}");
    }

    /// No word of the catalogs means two things in two languages today; were one to, it would be
    /// read only where a `language:` header says which.
    #[test]
    fn a_word_of_two_meanings_in_two_languages_needs_the_header() {
        let list = [
            Entry { word: "mis".into(), lang: Lang::Nl, term: Term::Miss },
            Entry { word: "mis".into(), lang: Lang::Tl, term: Term::Hit },
        ];
        let l = line("ann C4 mis");
        let replies = [Term::Hit, Term::Miss, Term::Sunk];
        let e = Lexicon::default().judge_in(&list, &l, &l.text[7..], "mis", Term::Miss, &replies).unwrap_err();
        assert_eq!(
            e.to_string(),
            "3:8: `mis` is a word of two meanings: \"miss\" in Nederlands (nl), \"hit\" in Tagalog (tl); a word is read only as one thing, so say which language the sheet is in with a header line such as \"language: nl\", or write another word"
        );
        Lexicon::new(Some(Lang::Nl)).judge_in(&list, &l, &l.text[7..], "mis", Term::Miss, &replies).unwrap();
    }

    #[test]
    fn no_word_means_two_things_in_one_place() {
        for group in Term::GROUPS {
            for a in entries().iter().filter(|e| group.contains(&e.term)) {
                for b in entries().iter().filter(|e| group.contains(&e.term) && e.term != a.term) {
                    assert!(!is_word(&a.word, &b.word), "{:?} is {:?} and {:?}", a.word, a.term, b.term);
                }
            }
        }
    }

    #[test]
    fn a_typed_number_is_read_in_one_script() {
        assert_eq!(typed_number("12"), Some(("12".into(), '0')));
        assert_eq!(typed_number("১২"), Some(("12".into(), '০')));
        assert_eq!(typed_number("०९"), Some(("09".into(), '०')));
        for not in ["", "1২", "১२", "x", "1 2", "-1"] {
            assert_eq!(typed_number(not), None, "{not}");
        }
    }

    #[test]
    fn digits_of_three_scripts_and_never_two_in_a_number() {
        assert_eq!(ascii_digits("ann B৫ hit\n১০. ben C१ miss").unwrap(), "ann B5 hit\n10. ben C1 miss");
        assert_eq!(ascii_digits("meta: {\"n\": \"৫\"} // ৫").unwrap(), "meta: {\"n\": \"৫\"} // ৫");
        let e = ascii_digits("x\nann B১2 hit").unwrap_err().to_string();
        assert!(e.starts_with("2:7: a number is written in two scripts' digits (০–৯ and 0–9)"), "{e}");
        assert_eq!(native_digits("B10", Lang::Bn), "B১০");
        assert_eq!(native_digits("B10", Lang::Hi), "B१०");
        assert_eq!(language("NL"), Ok(Lang::Nl));
        assert_eq!(language("русский"), Ok(Lang::Ru));
        let e = InputError::input(language("de").unwrap_err()).to_string();
        assert!(e.starts_with("language: expected a language of the catalogs: en (English)"), "{e}");
    }
}
