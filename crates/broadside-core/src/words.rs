//! Every sentence a person reads of a verdict, worded from its facts in a language of the
//! message catalogs (`lang/*.ftl`, Project Fluent): the one place that turns facts into words.
//!
//! A violation carries facts ([`Facts`]), never a sentence; [`Words::violation`] words it, in
//! the [`Lang`] chosen and with cells named in a sheet's [`Letters`]. A sentence names a move by
//! its 0-based entry for the JSON verdict, which scripts read, and as the players' sheets number
//! it for a person ([`Naming`]: `round 4`, `Anya's shot 5`), each catalog wording it whole.
//! Nothing parses a sentence back. A new language is a new `.ftl` file with every message of
//! `lang/en.ftl` and the `-language-*` terms that name it: the build makes [`Lang`] of the files.
//!
//! # Layers
//!
//! 1. `record_faults`, `log_faults` and `sheet_faults`: the sentences of input errors' faults,
//!    none importing another.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;
use unic_langid::LanguageIdentifier;

mod log_faults;
mod record_faults;
mod sheet_faults;

use crate::error::{
    Expected, Fault, FileFault, Found, GenerateError, InputError, IoWhy, JsonFault, JsonPath, Place, Syntax, escape,
};
use crate::letters::Letters;
use crate::match_file::{BookFault, Differs, FilePlace, MatchFileError, MatchFileFault, ResumeFault};
use crate::rules::RulesSpec;
use crate::verdict::{
    ClassLine, Code, Facts, GroupUse, Label, MAX_LISTED, Moves, NoSplit, Numbering, Outcome, PaperPart, Reason, Run,
    Severity, ShapeFault, ShipRef, ShotOutcome, ShotReply, ShotTruth, Sized, Spot, Stats, TurnWhy, Verdict, Violation,
};

// `Lang`, made by build.rs from the catalogs, `lang/*.ftl`: a language is its file.
include!(concat!(env!("OUT_DIR"), "/lang.rs"));

/// The environment variables a locale is read from, as gettext reads them (see
/// [`Lang::from_locale`]); `None` where a variable is not set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Locale<'a> {
    /// `LANGUAGE`: languages in order of preference, separated by `:`.
    pub language: Option<&'a str>,
    /// `LC_ALL`.
    pub lc_all: Option<&'a str>,
    /// `LC_MESSAGES`.
    pub lc_messages: Option<&'a str>,
    /// `LANG`.
    pub lang: Option<&'a str>,
}

impl Lang {
    /// The language a code or a locale names: `bn`, `bn-BD`, `bn_BD.UTF-8`, `nl_NL@euro`, in
    /// either case (`fil`, Filipino, is Tagalog's standard form); `None` for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        let language = code.split(['_', '-', '.', '@']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|l| {
            l.code().eq_ignore_ascii_case(language) || l.also().iter().any(|a| a.eq_ignore_ascii_case(language))
        })
    }

    /// The language a locale's settings choose, as gettext chooses one: the locale is the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty; where it is set and not
    /// `C` or `POSIX`, `LANGUAGE` (a priority list, `nl:ru`) decides first, its first entry with
    /// a catalog winning and English where none has one; otherwise the locale decides. English
    /// where nothing names a language of the catalogs (`C`, `POSIX`, `de_DE.UTF-8`, unset).
    pub fn from_locale(locale: &Locale<'_>) -> Lang {
        let Some(chosen) =
            [locale.lc_all, locale.lc_messages, locale.lang].into_iter().flatten().find(|v| !v.is_empty())
        else {
            return Lang::En;
        };
        let plain = chosen == "C" || chosen == "POSIX" || chosen.starts_with("C.");
        match locale.language.filter(|list| !list.is_empty() && !plain) {
            // gettext stops at `C` in the list: untranslated, which is English here.
            Some(list) => list
                .split(':')
                .take_while(|entry| *entry != "C" && *entry != "POSIX")
                .find_map(Lang::from_code)
                .unwrap_or_default(),
            None => Lang::from_code(chosen).unwrap_or_default(),
        }
    }

    /// The language's bundle, read from its catalog once (read only after).
    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Lang::COUNT] =
            [const { OnceLock::new() }; Lang::COUNT];
        BUNDLES[self as usize].get_or_init(|| self.new_bundle(false))
    }

    /// The language's bundle for templates ([`Words::template`]): a number tagged as a slot
    /// is written as the slot, `{0}`.
    fn template_bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Lang::COUNT] =
            [const { OnceLock::new() }; Lang::COUNT];
        BUNDLES[self as usize].get_or_init(|| self.new_bundle(true))
    }

    fn new_bundle(self, templates: bool) -> FluentBundle<FluentResource> {
        let id: LanguageIdentifier = self.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Names and cells are left-to-right in every language here: no isolation marks,
        // which would show in a terminal and in JSON.
        bundle.set_use_isolating(false);
        if templates {
            bundle.set_formatter(Some(slot_number));
        }
        // A catalog's syntax errors are caught by the tests, which parse every catalog; what
        // parses is used.
        let resource = FluentResource::try_new(self.catalog().to_owned()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        bundle
    }

    /// The plural categories of whole numbers in this language (CLDR), each with the smallest
    /// number of it from 1 up (then 0): English `one` 1, `other` 2; Russian also `few` 2, `many` 5.
    pub fn plural_categories(self) -> Vec<(&'static str, u64)> {
        use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
        let id: LanguageIdentifier = self.code().parse().unwrap_or_default();
        let Ok(rules) = PluralRules::create(id, PluralRuleType::CARDINAL) else { return vec![("other", 2)] };
        let mut found: Vec<(&'static str, u64)> = Vec::new();
        for n in (1..1000).chain([0]) {
            let name = match rules.select(n) {
                Ok(PluralCategory::ZERO) => "zero",
                Ok(PluralCategory::ONE) => "one",
                Ok(PluralCategory::TWO) => "two",
                Ok(PluralCategory::FEW) => "few",
                Ok(PluralCategory::MANY) => "many",
                _ => "other",
            };
            if !found.iter().any(|f| f.0 == name) {
                found.push((name, n));
            }
        }
        found
    }
}

/// Numbers tagged as slots are written as their slot (`{0}`) in a template; the tag is a
/// minimum of integer digits no number is written with.
const SLOT_TAG: usize = 1_000_000;

fn slot_number<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => {
            n.options.minimum_integer_digits.and_then(|d| d.checked_sub(SLOT_TAG)).map(|k| format!("{{{k}}}"))
        }
        _ => None,
    }
}

/// How an argument of a template stands in it ([`Words::template`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Text (a name, a cell, a sentence): the message may not select on it.
    Text,
    /// A number the message writes but does not select on.
    Number,
    /// A count the message may select a plural form on.
    Count,
}

/// Wording in one language, with cells named in one sheet's letters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// The language.
    pub lang: Lang,
    /// The letters cells are named with.
    pub letters: Letters,
}

/// Whom a placement violation's sentence names as the fleet's owner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Owner {
    /// The violation's player, by name.
    #[default]
    Named,
    /// No one by name: the fleet was checked alone and its input named no owner (`broadside
    /// fleet` without `--player`), so the sentence says "the player" in its own grammar (the
    /// catalogs' `unnamed-` messages), never a stand-in put where a name goes.
    Unnamed,
}

/// How a sentence names a move of the log: by its 0-based entry, as the JSON verdict does for
/// scripts, or as the players' sheets number it, for a person (`round 4`, `Anya's shot 5`, `move
/// 7`). Messages select on the way as `$numbering` (`entry`, `round`, `shot`, `move`) and are given
/// the number in the variable that names the entry (`$entry`, `$previous` …).
#[derive(Clone, Copy, Debug)]
pub enum Naming<'v> {
    /// By its 0-based entry.
    Entries,
    /// As the sheets number it ([`Moves`]), its shooter named as in `players`.
    Sheets {
        /// The numbered moves.
        moves: &'v Moves,
        /// The players, in the verdict's order.
        players: &'v [String; 2],
    },
}

impl<'v> Naming<'v> {
    /// As `verdict`'s sheets number its moves; by entries where its moves are not numbered (a
    /// verdict made for scripts alone).
    pub fn of(verdict: &'v Verdict) -> Self {
        if verdict.moves.entries.is_empty() {
            Naming::Entries
        } else {
            Naming::Sheets { moves: &verdict.moves, players: &verdict.players }
        }
    }

    /// The way as messages select on it (`$numbering`).
    pub fn key(self) -> &'static str {
        match self {
            Naming::Entries => "entry",
            Naming::Sheets { moves, .. } => moves.numbering.key(),
        }
    }

    /// Entry `entry`'s number as the sentences give it, and its shooter's name (empty by
    /// entries, which name no shooter).
    pub fn at(self, entry: usize) -> (u64, &'v str) {
        match self {
            Naming::Entries => (entry as u64, ""),
            Naming::Sheets { moves, players } => match moves.get(entry) {
                Some(m) => (u64::from(m.number), players[usize::from(m.player != 0)].as_str()),
                // Every entry of a log is numbered: none is named past it.
                None => (entry as u64 + 1, ""),
            },
        }
    }
}

/// The argument `$numbering` of a message that names a move.
fn numbering(naming: Naming) -> (&'static str, FluentValue<'static>) {
    ("numbering", text(naming.key()))
}

/// The arguments of a message: name and value.
pub type Args<'a> = &'a [(&'a str, FluentValue<'a>)];

/// A catalog message's id and its variables, to be said ([`Words::say`]).
pub type Message<'a> = (&'static str, Vec<(&'static str, FluentValue<'a>)>);

/// A value for a message's argument: text.
pub fn text<'a>(s: impl Into<Cow<'a, str>>) -> FluentValue<'a> {
    FluentValue::String(s.into())
}

/// `value` lent to a sentence rather than copied: a string's bytes are copied once, into the
/// sentence, however deep the sentences it is part of (a verdict's hot path).
fn lent<'a>(value: &'a FluentValue<'_>) -> FluentValue<'a> {
    match value {
        FluentValue::String(s) => FluentValue::String(Cow::Borrowed(s)),
        other => other.clone(),
    }
}

/// A value for a message's argument: a count or an entry.
pub fn num<'a>(n: impl Into<u64>) -> FluentValue<'a> {
    FluentValue::from(n.into() as f64)
}

impl Words {
    /// Words in `lang`, cells named with Latin letters.
    pub fn new(lang: Lang) -> Self {
        Words { lang, letters: Letters::Latin }
    }

    /// Words in `lang` for `verdict`, cells named in its letters.
    pub fn of(verdict: &Verdict, lang: Lang) -> Self {
        Words { lang, letters: verdict.letters }
    }

    /// A violation's cells, each named: `C4`, or off the board as written.
    pub fn cells(&self, v: &Violation) -> Vec<String> {
        v.cells.iter().map(|c| self.spot(c)).collect()
    }

    /// The message `id` with `args`, in this language; in English where this language's catalog
    /// lacks it (the tests hold every catalog to every message), and the id itself where no
    /// catalog has it.
    pub fn say(&self, id: &str, args: Args) -> String {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, lent(value));
        }
        for lang in [self.lang, Lang::En] {
            let bundle = lang.bundle();
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
            }
        }
        id.to_owned()
    }

    /// The message `id` as a template for a page's script: its text with each argument as a
    /// slot `{0}`, `{1}` … in the order of `slots` (name and kind). A message with no
    /// [`Slot::Count`] is a string; one with counts is `{"c": [the counts' slots], "t": {…}}`,
    /// its template for each combination of the counts' plural categories (`"one|few"`, in the
    /// order of `c`), which the script picks by the browser's plural rules (`Intl.PluralRules`).
    pub fn template(&self, id: &str, slots: &[(&str, Slot)]) -> serde_json::Value {
        self.template_with(id, &[], slots)
    }

    /// The message `id` as a template, as [`Words::template`] makes it, with the arguments
    /// `fixed` given as values rather than slots: a message that selects on one (`$numbering`)
    /// makes a template for each value it is given.
    pub fn template_with(&self, id: &str, fixed: Args, slots: &[(&str, Slot)]) -> serde_json::Value {
        let counts: Vec<usize> = slots.iter().enumerate().filter(|s| s.1.1 == Slot::Count).map(|s| s.0).collect();
        let categories = self.lang.plural_categories();
        let mut combos: Vec<Vec<(&str, u64)>> = vec![Vec::new()];
        for _ in &counts {
            combos = combos
                .into_iter()
                .flat_map(|c| categories.iter().map(move |&k| [c.clone(), vec![k]].concat()))
                .collect();
        }
        let mut forms = serde_json::Map::new();
        for combo in &combos {
            let mut args = FluentArgs::with_capacity(fixed.len() + slots.len());
            for (name, value) in fixed {
                args.set(*name, lent(value));
            }
            let mut counted = combo.iter();
            for (k, (name, slot)) in slots.iter().enumerate() {
                let value = match slot {
                    Slot::Text => text(format!("{{{k}}}")),
                    Slot::Number | Slot::Count => {
                        let sample = if *slot == Slot::Count { counted.next().map_or(2, |c| c.1) } else { 2 };
                        let options = fluent_bundle::types::FluentNumberOptions {
                            minimum_integer_digits: Some(SLOT_TAG + k),
                            ..Default::default()
                        };
                        FluentValue::Number(fluent_bundle::types::FluentNumber::new(sample as f64, options))
                    }
                };
                args.set(*name, value);
            }
            let said = [self.lang, Lang::En].into_iter().find_map(|lang| {
                let bundle = lang.template_bundle();
                let pattern = bundle.get_message(id).and_then(|m| m.value())?;
                Some(bundle.format_pattern(pattern, Some(&args), &mut Vec::new()).into_owned())
            });
            let key: Vec<&str> = combo.iter().map(|c| c.0).collect();
            forms.insert(key.join("|"), serde_json::Value::String(said.unwrap_or_else(|| id.to_owned())));
        }
        if counts.is_empty() {
            return forms.remove("").unwrap_or_default();
        }
        serde_json::json!({ "c": counts, "t": forms })
    }

    /// A cell or a coordinate off the board: `C4` in these letters, or as written.
    pub fn spot(&self, spot: &Spot) -> String {
        match spot {
            Spot::On(cell) => self.letters.cell(*cell),
            Spot::Off(written) => written.clone(),
        }
    }

    /// Items joined as a list: `A1, A2 and A3`; past [`MAX_LISTED_IN_MESSAGE`], the first of them
    /// and how many more.
    pub fn list<I: IntoIterator<Item = String>>(&self, items: I) -> String {
        let mut items = items.into_iter();
        let shown: Vec<String> = items.by_ref().take(MAX_LISTED_IN_MESSAGE).collect();
        let more = items.count();
        let comma = self.say("list-comma", &[]);
        if more > 0 {
            return self.say("list-more", &[("shown", text(shown.join(&comma))), ("more", num(more as u64))]);
        }
        match shown.split_last() {
            None => self.say("list-nothing", &[]),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                self.say("list-and", &[("init", text(rest.join(&comma))), ("last", text(last.as_str()))])
            }
        }
    }

    /// Why the system refused to open, read, write or run something ([`IoWhy`]): the common
    /// reasons in this language, the rest in the system's own words (made safe to show).
    pub fn io_why(&self, why: &IoWhy) -> String {
        let id = match why {
            IoWhy::NotFound => "input-io-not-found",
            IoWhy::PermissionDenied => "input-io-permission-denied",
            IoWhy::IsADirectory => "input-io-is-a-directory",
            IoWhy::NotADirectory => "input-io-not-a-directory",
            IoWhy::AlreadyExists => "input-io-already-exists",
            IoWhy::StorageFull => "input-io-storage-full",
            IoWhy::ReadOnly => "input-io-read-only",
            IoWhy::BrokenPipe => "input-io-broken-pipe",
            IoWhy::OutOfMemory => "input-io-out-of-memory",
            IoWhy::Busy => "input-io-busy",
            IoWhy::TooLarge => "input-io-too-large",
            IoWhy::Other(os) => return escape(os).into_owned(),
        };
        self.say(id, &[])
    }

    /// Output that cannot be written (`cannot-write-output`), the system's reason worded.
    pub fn output_unwritten(&self, e: &std::io::Error) -> String {
        self.say("cannot-write-output", &[("error", text(self.io_error(e)))])
    }

    /// Why the system refused, from its error (see [`Words::io_why`]).
    pub fn io_error(&self, e: &std::io::Error) -> String {
        self.io_why(&e.into())
    }

    /// Spots as a list.
    pub fn spots(&self, spots: &[Spot]) -> String {
        self.list(spots.iter().map(|s| self.spot(s)))
    }

    /// A ship's cells as written: `B2-E2`, `B2 C2 D2`.
    pub fn label(&self, label: &Label) -> String {
        match label {
            Label::Range(a, b) => format!("{}-{}", self.letters.cell(*a), self.letters.cell(*b)),
            Label::Run(a, b) => {
                // The ends share a row or a column: step from one toward the other.
                let (dc, dr) = (b.col.cmp(&a.col) as i8, b.row.cmp(&a.row) as i8);
                let mut cell = *a;
                let mut out = self.letters.cell(cell);
                while cell != *b {
                    cell = crate::coord::Cell::new(cell.col.wrapping_add_signed(dc), cell.row.wrapping_add_signed(dr));
                    out.push(' ');
                    out.push_str(&self.letters.cell(cell));
                }
                out
            }
            Label::Written { spots, range } => {
                let shown: Vec<String> = spots.iter().map(|s| self.spot(s)).collect();
                shown.join(if *range { "-" } else { " " })
            }
        }
    }

    /// A ship: `cruiser (B2-D2)`, or `ship B2-D2` with neither name nor class.
    pub fn ship(&self, ship: &ShipRef) -> String {
        let cells = self.label(&ship.label);
        match &ship.name {
            Some(name) => self.say("ship-named", &[("name", text(self.class(name))), ("cells", text(cells))]),
            None => self.say("ship-unnamed", &[("cells", text(cells))]),
        }
    }

    /// A class name as this language says it: a class of the preset fleets in the catalog's word
    /// for it (the first of its sheet words, `крейсер`), any other as written. In English every
    /// name stays as written.
    pub fn class<'a>(&self, name: &'a str) -> Cow<'a, str> {
        if self.lang == Lang::En {
            return Cow::Borrowed(name);
        }
        match self.lang.class_words().iter().find(|(class, _)| crate::names::eq_ignore_case(class, name)) {
            Some((_, word)) => Cow::Borrowed(word.as_str()),
            None => Cow::Borrowed(name),
        }
    }

    /// A violation's code as a sentence names it: its stable code in English (`out_of_turn`), a
    /// short name for what it means in another language.
    pub fn code(&self, code: Code) -> String {
        self.say(&format!("code-{}", code.as_str().replace('_', "-")), &[])
    }

    /// What a violation's code means, in one line: `two ships share a cell`.
    pub fn meaning(&self, code: Code) -> String {
        self.say(&format!("page-code-{}", code.as_str().replace('_', "-")), &[])
    }

    /// A straight ship of a drawing: `B2-B4`, or `C7` for one cell.
    fn run(&self, run: &Run) -> String {
        if run.from == run.to {
            self.spot(&run.from)
        } else {
            format!("{}-{}", self.spot(&run.from), self.spot(&run.to))
        }
    }

    /// The fleet's classes: `battleship 5, cruiser 4, destroyer 2 ×2`.
    fn fleet(&self, fleet: &[ClassLine]) -> String {
        let comma = self.say("list-comma", &[]);
        let classes: Vec<String> = fleet
            .iter()
            .map(|c| {
                self.say(
                    "fleet-class",
                    &[("name", text(self.class(&c.name))), ("size", num(c.size)), ("count", num(c.count))],
                )
            })
            .collect();
        classes.join(&comma)
    }

    /// Ships of one size: `cruiser (4)`, `2-cell ship ×2`.
    fn sized(&self, s: &Sized) -> String {
        match &s.class {
            Some(class) => self.say(
                "sized-class",
                &[("class", text(self.class(class).into_owned())), ("size", num(s.size)), ("n", num(s.n))],
            ),
            None => self.say("sized-ship", &[("size", num(s.size)), ("n", num(s.n))]),
        }
    }

    /// A part of a paper record, as a paper player names it: `ann's move in the log`.
    pub fn paper_part(&self, part: &PaperPart) -> String {
        let player = |p: &str| ("player", text(p.to_owned()));
        match part {
            PaperPart::RulesLine => self.say("paper-rules-line", &[]),
            PaperPart::PlayersLine => self.say("paper-players-line", &[]),
            PaperPart::FirstLine => self.say("paper-first-line", &[]),
            PaperPart::MetaLine => self.say("paper-meta-line", &[]),
            PaperPart::Fleet(p) => self.say("paper-fleet", &[player(p)]),
            PaperPart::Move(p) => self.say("paper-move", &[player(p)]),
            PaperPart::Numbered { player: p, numbering, number, cells } => {
                let id = match numbering {
                    Numbering::Round => "paper-shots-of-round",
                    Numbering::Player => "paper-shots-numbered",
                    Numbering::Game => "paper-moves-numbered",
                };
                let args = [
                    player(p),
                    ("number", num(*number)),
                    ("count", num(cells.len() as u64)),
                    ("cells", text(cells.join(" "))),
                ];
                self.say(id, &args)
            }
        }
    }

    /// The violation's sentence, with where it stands on the paper when it does, each move named
    /// by its 0-based entry, as the JSON verdict names it for scripts.
    pub fn violation(&self, v: &Violation) -> String {
        self.violation_as(v, Naming::Entries, Owner::Named)
    }

    /// The violation's sentence as [`Words::violation`] words it, each move named as `naming`
    /// says: for a person, [`Naming::of`] its verdict.
    pub fn violation_named(&self, v: &Violation, naming: Naming) -> String {
        self.violation_as(v, naming, Owner::Named)
    }

    /// The violation's sentence as [`Words::violation_named`] words it, a placement violation's
    /// owner named as `owner` says (a violation of the log always names its player).
    pub fn violation_as(&self, v: &Violation, naming: Naming, owner: Owner) -> String {
        let message = self.what_happened(v, naming, owner);
        match &v.on_paper {
            Some(p) => self.say(
                "on-paper",
                &[("message", text(message)), ("line", num(p.line as u64)), ("what", text(self.paper_part(&p.what)))],
            ),
            None => message,
        }
    }

    /// A move as the sheets number it, or its entry: `round 4`, `Anya's shot 5`, `move 7`
    /// (`entry 6` by entries).
    pub fn move_named(&self, entry: usize, naming: Naming) -> String {
        self.move_naming(entry, naming, naming.at(entry).1)
    }

    /// A move as [`Words::move_named`] words it, its shooter named `shooter` (a page passes a
    /// slot, to set the name apart as markup).
    pub fn move_naming(&self, entry: usize, naming: Naming, shooter: &str) -> String {
        let args = [numbering(naming), ("entry", num(naming.at(entry).0)), ("player", text(shooter))];
        self.say("violation-entry", &args)
    }

    fn what_happened(&self, v: &Violation, naming: Naming, whose: Owner) -> String {
        let player = || ("player", text(v.player.as_str()));
        // A placement violation's sentence names its owner as `whose` says.
        let owned = |id: &str, args: &[(&str, FluentValue)]| self.say_owned(id, whose, v, args);
        // An entry as the sentence numbers it ([`Naming`]), and its shooter's name.
        let at = |e: usize| naming.at(e);
        let entry = || ("entry", num(at(v.entry.unwrap_or(0)).0));
        let cells = || ("cells", text(self.spots(&v.cells)));
        match &v.facts {
            Facts::ShipOffBoard { ship, columns, rows } => owned(
                "off-board-ship",
                &[("ship", text(self.ship(ship))), ("columns", num(*columns)), ("rows", num(*rows))],
            ),
            Facts::BadShape { ship, why } => {
                let (id, a, b) = match why {
                    ShapeFault::RangeEnds(a, b) => ("bad-shape-range-ends", a, Some(b)),
                    ShapeFault::Twice(a) => ("bad-shape-twice", a, None),
                    ShapeFault::NotInLine(a, b) => ("bad-shape-not-in-line", a, Some(b)),
                    ShapeFault::Gap(a, b) => ("bad-shape-gap", a, Some(b)),
                };
                let b = b.map_or(String::new(), |b| self.spot(b));
                owned(id, &[("ship", text(self.ship(ship))), ("a", text(self.spot(a))), ("b", text(b))])
            }
            Facts::Overlap { a, b } => {
                owned("overlap", &[("a", text(self.ship(a))), ("b", text(self.ship(b))), cells()])
            }
            Facts::Touching { a, b, a_side, b_side } => owned(
                "touching",
                &[
                    ("a", text(self.ship(a))),
                    ("b", text(self.ship(b))),
                    ("a-side", text(self.spots(a_side))),
                    ("b-side", text(self.spots(b_side))),
                ],
            ),
            Facts::ClassCount { class, found, size, wanted } => owned(
                "wrong-fleet-count",
                &[
                    ("class", text(self.class(class).into_owned())),
                    ("found", num(*found)),
                    ("size", num(*size)),
                    ("wanted", num(*wanted)),
                ],
            ),
            Facts::ClassSize { name, label, length, class, size } => owned(
                "wrong-fleet-size",
                &[
                    ("name", text(self.class(name))),
                    ("cells", text(self.label(label))),
                    ("length", num(*length)),
                    ("class", text(self.class(class).into_owned())),
                    ("size", num(*size)),
                ],
            ),
            Facts::NoSuchClass { name, label, classes } => owned(
                "wrong-fleet-name",
                &[
                    ("name", text(format!("{name:?}"))),
                    ("cells", text(self.label(label))),
                    ("classes", text(self.list(classes.iter().map(|c| self.class(c).into_owned())))),
                ],
            ),
            Facts::NoClassOfSize { label, length } => {
                owned("wrong-fleet-no-size", &[("cells", text(self.label(label))), ("length", num(*length))])
            }
            Facts::NoSplit { fleet, why } => self.no_split(v, whose, fleet, why),
            Facts::AmbiguousFleet { with_log, first, second } => {
                let split = |runs: &[Run]| runs.iter().map(|r| self.run(r)).collect::<Vec<_>>().join(" ");
                owned(
                    if *with_log { "ambiguous-fleet-log" } else { "ambiguous-fleet" },
                    &[("first", text(split(first))), ("second", text(split(second)))],
                )
            }
            Facts::AfterEnd { end } => self.say(
                "after-end",
                &[numbering(naming), player(), entry(), ("end", num(at(*end).0)), ("end-player", text(at(*end).1))],
            ),
            Facts::Forfeit => {
                let id = match v.code {
                    Code::Timeout => "timeout",
                    Code::Crashed => "crashed",
                    _ => "illegal-message",
                };
                self.say(id, &[numbering(naming), player(), entry()])
            }
            Facts::ShotsOffBoard { columns, rows } => self.say(
                "off-board-shots",
                &[
                    player(),
                    cells(),
                    ("columns", num(*columns)),
                    ("rows", num(*rows)),
                    ("count", num(v.cells.len() as u64)),
                ],
            ),
            Facts::OutOfTurn { expected, why } => self.out_of_turn(v, expected, why, naming),
            Facts::OneShotATurn { fired } => self.say("one-shot-a-turn", &[player(), ("fired", num(*fired))]),
            Facts::OverRoundAllowance { fired, total, afloat, allowed } => self.say(
                "over-round-allowance",
                &[
                    player(),
                    ("fired", num(*fired)),
                    ("total", num(*total)),
                    ("afloat", num(*afloat)),
                    ("allowed", num(*allowed)),
                ],
            ),
            Facts::Allowance { fired, afloat, allowed, .. } => self.say(
                "allowance",
                &[player(), ("fired", num(*fired)), ("afloat", num(*afloat)), ("allowed", num(*allowed))],
            ),
            Facts::RepeatedShot => self.say("repeated-shot", &[player(), cells()]),
            Facts::FalseShotReply { shooter, said, ship, at, truth } => {
                let said_word = match said {
                    ShotReply::Hit => "hit",
                    ShotReply::Miss => "miss",
                    ShotReply::Sunk => "sunk",
                };
                let reply = match ship {
                    Some(ship) => {
                        self.say("reply-said-ship", &[("said", text(said_word)), ("ship", text(self.class(ship)))])
                    }
                    None => self.say("reply-said", &[("said", text(said_word))]),
                };
                let (id, ship) = match truth {
                    ShotTruth::Water => ("false-reply-water", None),
                    ShotTruth::Hit(s) => ("false-reply-hit", Some(s)),
                    ShotTruth::Sank(s) => ("false-reply-sank", Some(s)),
                    ShotTruth::Struck => ("false-reply-struck", None),
                    ShotTruth::ShipThere(s) => ("false-reply-ship-there", Some(s)),
                };
                let ship = ship.map_or(String::new(), |s| self.ship(s));
                self.say(
                    id,
                    &[
                        player(),
                        ("reply", text(reply)),
                        ("shooter", text(shooter.as_str())),
                        ("at", text(self.spot(at))),
                        ("ship", text(ship)),
                    ],
                )
            }
            Facts::FalseVolleyReply { shooter, hits, sunk, truth } => {
                let comma = self.say("list-comma", &[]);
                let hits = if hits.is_empty() {
                    self.say("volley-hits-none", &[])
                } else {
                    let each: Vec<String> = hits
                        .iter()
                        .map(|(class, n)| {
                            self.say("volley-hit", &[("class", text(self.class(class).into_owned())), ("n", num(*n))])
                        })
                        .collect();
                    self.say("volley-hits", &[("hits", text(each.join(&comma)))])
                };
                let sunk_said = if sunk.is_empty() {
                    self.say("volley-sunk-none", &[])
                } else {
                    self.say(
                        "volley-sunk",
                        &[("sunk", text(self.list(sunk.iter().map(|c| self.class(c).into_owned()))))],
                    )
                };
                let reply = self.say("volley-reply", &[("hits", text(hits)), ("sunk", text(sunk_said))]);
                let struck = self.list(
                    truth
                        .struck
                        .iter()
                        .map(|(ship, n)| self.say("struck-ship", &[("ship", text(self.ship(ship))), ("n", num(*n))])),
                );
                let id = match (truth.struck.is_empty(), truth.sunk.is_empty()) {
                    (true, _) => "false-volley-nothing",
                    (false, true) => "false-volley-struck",
                    (false, false) => "false-volley-sank",
                };
                let went_down = self.list(truth.sunk.iter().map(|s| self.ship(s)));
                self.say(
                    id,
                    &[
                        player(),
                        ("reply", text(reply)),
                        ("shooter", text(shooter.as_str())),
                        cells(),
                        ("struck", text(struck)),
                        ("sunk", text(went_down)),
                    ],
                )
            }
            Facts::NotListed { left_out, first, last } => {
                let mut args = vec![
                    ("left-out", num(*left_out)),
                    ("code", text(self.code(v.code))),
                    player(),
                    ("max", num(MAX_LISTED as u64)),
                ];
                // The entries left out are all shot by one player (their code is charged to the
                // shooter, or to the defender for each of the other's shots).
                if let Some(a) = first {
                    args.extend([numbering(naming), ("shooter", text(at(*a).1))]);
                }
                let id = match (first, last) {
                    (Some(a), Some(b)) if a != b => {
                        args.extend([("first", num(at(*a).0)), ("last", num(at(*b).0))]);
                        "not-listed-from-to"
                    }
                    (Some(a), _) => {
                        args.push(("first", num(at(*a).0)));
                        "not-listed-at"
                    }
                    _ => "not-listed",
                };
                if id == "not-listed" && whose == Owner::Unnamed {
                    // A count of placement violations: its player is the fleet's owner.
                    args.retain(|a| a.0 != "player");
                    return self.say("unnamed-not-listed", &args);
                }
                self.say(id, &args)
            }
        }
    }

    /// The message `id` of a placement violation `v`, its owner named as `whose` says: by the
    /// variable `owner`, or, unnamed, by the message `unnamed-ID`, which says "the player" in its
    /// own grammar (only placement messages have one: a violation of the log names its player).
    fn say_owned(&self, id: &str, whose: Owner, v: &Violation, args: &[(&str, FluentValue)]) -> String {
        if whose == Owner::Unnamed {
            return self.say(&format!("unnamed-{id}"), args);
        }
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(("owner", text(v.player.as_str())));
        all.extend(args.iter().map(|(name, value)| (*name, lent(value))));
        self.say(id, &all)
    }

    fn no_split(&self, v: &Violation, whose: Owner, fleet: &[ClassLine], why: &NoSplit) -> String {
        let owned = |id: &str, args: &[(&str, FluentValue)]| self.say_owned(id, whose, v, args);
        let fleet = ("fleet", text(self.fleet(fleet)));
        let cells = || ("cells", text(self.spots(&v.cells)));
        match why {
            NoSplit::CellCount { drawn, wanted } => {
                owned("no-split-cell-count", &[fleet, ("drawn", num(*drawn)), ("wanted", num(*wanted))])
            }
            NoSplit::Group { size } => owned("no-split-group", &[fleet, cells(), ("size", num(*size as u64))]),
            NoSplit::ShortRuns { size, room } => owned(
                "no-split-short-runs",
                &[fleet, cells(), ("count", num(v.cells.len() as u64)), ("size", num(*size)), ("room", num(*room))],
            ),
            NoSplit::LongShips { ships, size, places } => owned(
                "no-split-long-ships",
                &[fleet, ("ships", num(*ships)), ("size", num(*size)), ("places", num(*places))],
            ),
            NoSplit::Colours { imbalance, odd } => {
                owned("no-split-colours", &[fleet, ("imbalance", num(*imbalance)), ("odd", num(*odd))])
            }
            NoSplit::Groups(groups) => {
                let each: Vec<String> = groups.iter().map(|g| self.group_use(g)).collect();
                let groups = each.join(&self.say("list-semicolon", &[]));
                owned("no-split-groups", &[fleet, ("groups", text(groups))])
            }
            NoSplit::Furthest { laid, lacking } => {
                let laid = self.list(laid.iter().map(|r| self.run(r)));
                let lacking = self.list(lacking.iter().map(|s| self.sized(s)));
                owned("no-split-furthest", &[fleet, cells(), ("laid", text(laid)), ("lacking", text(lacking))])
            }
        }
    }

    fn group_use(&self, g: &GroupUse) -> String {
        let mixes: Vec<String> = g.mixes.iter().map(|mix| self.list(mix.iter().map(|s| self.sized(s)))).collect();
        self.say(
            "group-can-only-be",
            &[
                ("size", num(g.size as u64)),
                ("first", text(self.spot(&g.first))),
                ("mixes", text(mixes.join(&self.say("list-or", &[])))),
            ],
        )
    }

    fn out_of_turn(&self, v: &Violation, expected: &str, why: &TurnWhy, naming: Naming) -> String {
        let mut args: Vec<(&str, FluentValue)> = vec![
            numbering(naming),
            ("player", text(v.player.as_str())),
            ("cells", text(self.spots(&v.cells))),
            ("expected", text(expected)),
        ];
        let at = |e: usize| num(naming.at(e).0);
        let id = match why {
            TurnWhy::Round { opener, other, number, entry } => {
                args.extend([
                    ("opener", text(opener.as_str())),
                    ("other", text(other.as_str())),
                    ("round", num(*number)),
                    ("opened", at(*entry)),
                ]);
                "out-of-turn-round"
            }
            TurnWhy::First(first) => {
                args.push(("first", text(first.as_str())));
                "out-of-turn-first"
            }
            TurnWhy::AfterOutOfTurn { who, entry }
            | TurnWhy::AnsweredHit { who, entry }
            | TurnWhy::AnsweredMiss { who, entry }
            | TurnWhy::Alternate { who, entry } => {
                args.extend([("who", text(who.as_str())), ("previous", at(*entry))]);
                match why {
                    TurnWhy::AfterOutOfTurn { .. } => "out-of-turn-after-foul",
                    TurnWhy::AnsweredHit { .. } => "out-of-turn-answered-hit",
                    TurnWhy::AnsweredMiss { .. } => "out-of-turn-answered-miss",
                    _ => "out-of-turn-alternate",
                }
            }
            TurnWhy::Effect { who, entry, effect, again } => {
                let effect = match effect {
                    ShotOutcome::OffBoard => "off-board",
                    ShotOutcome::Repeated => "repeated",
                    ShotOutcome::Miss => "miss",
                    ShotOutcome::Hit => "hit",
                    ShotOutcome::Sinking => "sinking",
                };
                args.extend([("who", text(who.as_str())), ("previous", at(*entry)), ("effect", text(effect))]);
                if *again { "out-of-turn-shoots-again" } else { "out-of-turn-passes" }
            }
        };
        self.say(id, &args)
    }
}

/// The most items a list in a sentence names; the rest are counted (a volley of 676 cells off
/// the board would otherwise be written out in full in each of its violations' sentences).
pub const MAX_LISTED_IN_MESSAGE: usize = 26;

/// A verdict written in a language: serializes as the verdict's JSON object with each
/// violation's `message` in `lang` (the verdict's own `Serialize` writes English).
#[derive(Clone, Copy, Debug)]
pub struct Worded<'v> {
    /// The verdict.
    pub verdict: &'v Verdict,
    /// The language of the messages.
    pub lang: Lang,
}

impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Worded { verdict: self, lang: Lang::En }.serialize(s)
    }
}

impl Serialize for Worded<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Wire<'v> {
            rules: &'v RulesSpec,
            players: &'v [String; 2],
            #[serde(skip_serializing_if = "Option::is_none")]
            meta: Option<&'v RawValue>,
            outcome: Outcome,
            winner: &'v Option<String>,
            forfeiting_players: &'v [String],
            reason: Option<Reason>,
            decided_at: Option<usize>,
            violations: WordedViolations<'v>,
            stats: StatsByName<'v>,
        }
        struct StatsByName<'v>(&'v [String; 2], &'v [Stats; 2]);
        impl Serialize for StatsByName<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_map(self.0.iter().zip(self.1.iter()))
            }
        }
        let v = self.verdict;
        Wire {
            rules: &v.rules,
            players: &v.players,
            meta: v.meta.as_deref(),
            outcome: v.outcome,
            winner: &v.winner,
            forfeiting_players: &v.forfeiting_players,
            reason: v.reason,
            decided_at: v.decided_at,
            violations: WordedViolations(&v.violations, Words { lang: self.lang, letters: v.letters }, Owner::Named),
            stats: StatsByName(&v.players, &v.stats),
        }
        .serialize(s)
    }
}

/// Violations as the verdict's JSON writes them, their messages in the words' language, a
/// placement violation's owner named as the [`Owner`] says.
#[derive(Clone, Copy, Debug)]
pub struct WordedViolations<'v>(pub &'v [Violation], pub Words, pub Owner);

impl Serialize for WordedViolations<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|v| WordedViolation(v, self.1, self.2)))
    }
}

/// A violation as the verdict's JSON writes it: code, severity, player, entry, cells (named in
/// the words' letters) and message.
struct WordedViolation<'v>(&'v Violation, Words, Owner);

impl Serialize for WordedViolation<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Wire<'v> {
            code: Code,
            severity: Severity,
            player: &'v str,
            entry: Option<usize>,
            cells: Vec<String>,
            message: String,
        }
        let (v, words, owner) = (self.0, self.1, self.2);
        Wire {
            code: v.code,
            severity: v.severity,
            player: &v.player,
            entry: v.entry,
            cells: words.cells(v),
            message: words.violation_as(v, Naming::Entries, owner),
        }
        .serialize(s)
    }
}

impl Serialize for Violation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        WordedViolation(self, Words::default(), Owner::Named).serialize(s)
    }
}

impl Words {
    /// The result of the game in one sentence: who won and how, at which move, or who forfeits
    /// and why; its moves numbered as the verdict's sheets number them ([`Naming::of`]). Names as
    /// the record wrote them.
    pub fn result(&self, verdict: &Verdict) -> String {
        self.result_naming(verdict, [&verdict.players[0], &verdict.players[1]])
    }

    /// The result as [`Words::result`] says it, but naming its move by its 0-based entry, beside
    /// the entries a script reads (a CI report's).
    pub fn result_by_entries(&self, verdict: &Verdict) -> String {
        self.result_named(verdict, [&verdict.players[0], &verdict.players[1]], Naming::Entries)
    }

    /// The result as [`Words::result`] says it, each player named `names[i]` in it (a page
    /// passes slots, to set the names apart as markup).
    pub fn result_naming(&self, verdict: &Verdict, names: [&str; 2]) -> String {
        self.result_named(verdict, names, Naming::of(verdict))
    }

    fn result_named(&self, verdict: &Verdict, names: [&str; 2], naming: Naming) -> String {
        let shown = |n: &str| names[usize::from(verdict.players[0] != n)];
        let other = |n: &str| names[usize::from(verdict.players[0] == n)];
        let first_foul = |player: Option<&str>| {
            verdict.violations.iter().find(|v| v.severity == Severity::Foul && player.is_none_or(|p| v.player == p))
        };
        let at = verdict.decided_at.map(|e| ("entry", num(naming.at(e).0)));
        let with_at = |id: &str, id_at: &str, mut args: Vec<(&str, FluentValue)>| match at.clone() {
            Some(entry) => {
                args.extend([entry, numbering(naming)]);
                self.say(id_at, &args)
            }
            None => self.say(id, &args),
        };
        match (verdict.outcome, verdict.reason, verdict.winner.as_deref()) {
            (Outcome::Win, Some(Reason::FleetDestroyed), Some(w)) => with_at(
                "result-destroyed",
                "result-destroyed-at",
                vec![("winner", text(shown(w))), ("loser", text(other(w)))],
            ),
            (Outcome::Win, Some(Reason::Resigned), Some(w)) => with_at(
                "result-resigned",
                "result-resigned-at",
                vec![("winner", text(shown(w))), ("loser", text(other(w)))],
            ),
            (Outcome::Win, _, Some(w)) => {
                let mut args = vec![("winner", text(shown(w))), ("loser", text(other(w)))];
                let id = match first_foul(None) {
                    Some(foul) => {
                        args.push(("code", text(self.code(foul.code))));
                        match foul.entry {
                            Some(e) => {
                                // The foul may be a reply to the winner's shot: its shooter is named.
                                let (number, shooter) = naming.at(e);
                                args.extend([
                                    ("entry", num(number)),
                                    numbering(naming),
                                    ("shooter", text(shown(shooter))),
                                ]);
                                "result-forfeit-at"
                            }
                            None => "result-forfeit-placement",
                        }
                    }
                    None => "result-forfeit",
                };
                self.say(id, &args)
            }
            (Outcome::DoubleForfeit, _, _) => {
                let fouls: Vec<String> = verdict
                    .players
                    .iter()
                    .map(|p| match first_foul(Some(p)) {
                        Some(v) => self.say(
                            "double-forfeit-player",
                            &[("player", text(shown(p))), ("code", text(self.code(v.code)))],
                        ),
                        None => self.say("double-forfeit-player-unknown", &[("player", text(shown(p)))]),
                    })
                    .collect();
                let fouls = ("fouls", text(fouls.join(&self.say("list-comma", &[]))));
                // Forfeit entries of both before any shot: neither gave a fleet (docs/protocol.md).
                match verdict.decided_at {
                    Some(_) => self.say("result-double-forfeit-entries", &[fouls]),
                    None => self.say("result-double-forfeit-placement", &[fouls]),
                }
            }
            (Outcome::Draw, _, _) => with_at("result-draw", "result-draw-at", Vec::new()),
            (Outcome::Unfinished, _, _) | (Outcome::Win, _, None) => self.say("result-unfinished", &[]),
        }
    }
}

impl Words {
    /// How many fouls and warnings occurred: `1 foul, 2 warnings`.
    pub fn violation_count(&self, fouls: u64, warnings: u64) -> String {
        self.say("violation-count", &[("fouls", num(fouls)), ("warnings", num(warnings))])
    }

    /// One player's shots, hits and sinkings: `ann fired 17 shots, 17 hits, sank 5 ships`.
    pub fn player_shots(&self, player: &str, stats: &Stats) -> String {
        self.say(
            "player-shots",
            &[
                ("player", text(player)),
                ("shots", num(stats.shots)),
                ("hits", num(stats.hits)),
                ("sunk", num(stats.ships_sunk)),
            ],
        )
    }
}

// Sheet words: the words a paper sheet may write in each language (the catalogs' `sheet-`
// messages), read by the paper reader and written by its writer. Kept apart from the wording of
// verdicts above.

impl Lang {
    /// The words a paper sheet in this language may write for the term `id` (a `sheet-` message
    /// of its catalog, such as `sheet-reply-hit`): the message's text split at its commas, each
    /// trimmed, none empty, the one a sheet is written with first. None where this language's
    /// catalog lacks the message: never English's in its place.
    pub fn sheet_words(self, id: &str) -> Vec<String> {
        let bundle = self.bundle();
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return Vec::new();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        text.split(',').map(str::trim).filter(|w| !w.is_empty()).map(str::to_owned).collect()
    }
}

// The web page's words: the catalogs' `web-` messages (section "The web page"), which the page
// (web/src/app.js) takes from the referee's module, so that the page and the command line speak
// from the same catalogs.

impl Lang {
    /// Each class of the preset fleets with this language's word for it (the first of its sheet
    /// words), read from the catalog once: a verdict names classes in every other sentence.
    fn class_words(self) -> &'static [(String, String)] {
        static TABLES: [OnceLock<Vec<(String, String)>>; Lang::COUNT] = [const { OnceLock::new() }; Lang::COUNT];
        TABLES[self as usize].get_or_init(|| {
            let mut out: Vec<(String, String)> = Vec::new();
            for class in crate::rules::FleetName::ALL.iter().flat_map(|f| f.classes()) {
                if out.iter().any(|(c, _)| crate::names::eq_ignore_case(c, &class.name)) {
                    continue;
                }
                let id = format!("sheet-class-{}", class.name.replace(' ', "-"));
                if let Some(word) = self.sheet_words(&id).into_iter().next() {
                    out.push((class.name, word));
                }
            }
            out
        })
    }

    /// The web page's words in this language: each `web-` message of its catalog, by its id
    /// without `web-`, each variable written `{name}` for the page to fill (the page's messages
    /// use no plural forms).
    pub fn page_words(self) -> serde_json::Map<String, serde_json::Value> {
        let words = Words::new(self);
        self.catalog()
            .lines()
            .filter_map(|line| line.strip_prefix("web-")?.split_once(" ="))
            .map(|(id, _)| {
                // A variable the message is not given is written `{$name}`.
                let text = words.say(&format!("web-{id}"), &[]).replace("{$", "{");
                (id.to_owned(), serde_json::Value::String(text))
            })
            .collect()
    }
}

/// Input errors in words: where, then what is wrong.
impl Words {
    /// An input error's sentence: its place (line and column, the JSON path, the flag) in front
    /// of what is wrong. What it quotes of the input is escaped ([`escape`]).
    pub fn input_error(&self, e: &InputError) -> String {
        let what = text(self.fault(&e.fault));
        let path = |p: &JsonPath| text(escape(&p.to_string()).into_owned());
        match &e.place {
            Place::Text { line, column, path: Some(p) } if !p.is_empty() => self.say(
                "input-at-path",
                &[("line", num(*line as u64)), ("column", num(*column as u64)), ("path", path(p)), ("what", what)],
            ),
            Place::Text { line, column, .. } | Place::Paper { line, column, path: None, .. } => {
                self.say("input-at", &[("line", num(*line as u64)), ("column", num(*column as u64)), ("what", what)])
            }
            Place::Paper { line, column, part, path: Some(p) } => {
                let mut args = vec![
                    ("line", num(*line as u64)),
                    ("column", num(*column as u64)),
                    ("path", path(p)),
                    ("what", what),
                ];
                match part {
                    Some(part) => {
                        args.push(("part", text(self.paper_part(part))));
                        self.say("input-on-paper-part", &args)
                    }
                    None => self.say("input-on-paper", &args),
                }
            }
            Place::Value(p) if !p.is_empty() => self.say("input-at-value", &[("path", path(p)), ("what", what)]),
            Place::Line(line) => self.say("input-at-line", &[("line", num(*line as u64)), ("what", what)]),
            Place::Flag(flag) => self.say("input-at-flag", &[("flag", text(*flag)), ("what", what)]),
            Place::Value(_) | Place::Input => self.fault(&e.fault),
        }
    }

    /// An input error as a JSON Lines error record says it, of a record that is one line: its
    /// column and what is wrong, and not `--jsonl`'s name (it is in use).
    pub fn line_error(&self, e: &InputError) -> String {
        match (&e.place, &e.fault) {
            (Place::Text { line: 1, column, path }, fault) => {
                let fault = match fault {
                    Fault::Json(JsonFault::Trailing { .. }) => Fault::Json(JsonFault::Trailing { one_a_line: false }),
                    other => other.clone(),
                };
                let what = text(self.fault(&fault));
                match path {
                    Some(p) if !p.is_empty() => self.say(
                        "input-at-column-path",
                        &[
                            ("column", num(*column as u64)),
                            ("path", text(escape(&p.to_string()).into_owned())),
                            ("what", what),
                        ],
                    ),
                    _ => self.say("input-at-column", &[("column", num(*column as u64)), ("what", what)]),
                }
            }
            _ => self.input_error(e),
        }
    }

    /// What is wrong, without where.
    pub fn fault(&self, fault: &Fault) -> String {
        let (id, args) = self.fault_message(fault);
        self.say(id, &args)
    }

    /// The catalog message that says what is wrong, and its variables.
    pub fn fault_message(&self, fault: &Fault) -> Message<'_> {
        match fault {
            Fault::TooLarge { bytes: Some(bytes), limit } => {
                ("input-too-large", vec![("bytes", num(*bytes)), ("limit", num(*limit))])
            }
            Fault::TooLarge { bytes: None, limit } => ("input-too-large-unread", vec![("limit", num(*limit))]),
            Fault::Json(JsonFault::Eof(syntax)) => ("input-json-eof", vec![("detail", text(self.syntax(syntax)))]),
            Fault::Json(JsonFault::Trailing { one_a_line: true }) => ("input-json-trailing", vec![]),
            Fault::Json(JsonFault::Trailing { one_a_line: false }) => ("input-json-trailing-one-a-line", vec![]),
            Fault::Json(JsonFault::UnknownField { found, expected }) => {
                ("input-json-unknown-field", self.one_of(found, expected))
            }
            Fault::Json(JsonFault::UnknownVariant { found, expected }) => {
                ("input-json-unknown-variant", self.one_of(found, expected))
            }
            Fault::Json(JsonFault::MissingField { field }) => {
                ("input-json-missing-field", vec![("field", text(escape(field).into_owned()))])
            }
            Fault::Json(JsonFault::DuplicateField { field }) => {
                ("input-json-duplicate-field", vec![("field", text(escape(field).into_owned()))])
            }
            Fault::Json(JsonFault::InvalidType { found, expected }) => (
                "input-json-invalid-type",
                vec![("found", text(self.found(found))), ("expected", text(self.expected(expected)))],
            ),
            Fault::Json(JsonFault::InvalidValue { found, expected }) => (
                "input-json-invalid-value",
                vec![("found", text(self.found(found))), ("expected", text(self.expected(expected)))],
            ),
            Fault::Json(JsonFault::InvalidLength { found, expected }) => {
                ("input-json-invalid-length", vec![("found", num(*found)), ("expected", text(self.expected(expected)))])
            }
            Fault::Json(JsonFault::Syntax(syntax)) => ("input-json", vec![("detail", text(self.syntax(syntax)))]),
            Fault::File(f) => {
                let why = |why: &IoWhy| ("why", text(self.io_why(why)));
                match f {
                    FileFault::IsDirectory => ("input-file-is-directory", vec![]),
                    FileFault::CannotOpen(w) => ("input-file-cannot-open", vec![why(w)]),
                    FileFault::CannotRead(w) => ("input-file-cannot-read", vec![why(w)]),
                }
            }
            Fault::Record(f) => self.record_fault(f),
            Fault::Log(f) => self.log_fault(f),
            Fault::Sheet(f) => self.sheet_fault(f),
        }
    }
}

impl Words {
    /// What serde found (`json-found`): its kind, and the input it quotes, escaped.
    pub fn found(&self, found: &Found) -> String {
        let value = match found {
            Found::Bool(b) => b.to_string(),
            Found::Integer(v) | Found::Float(v) | Found::String(v) | Found::Other(v) => escape(v).into_owned(),
            Found::Null | Found::Sequence | Found::Map => String::new(),
        };
        self.say("json-found", &[("kind", text(found.kind())), ("value", text(value))])
    }

    /// What a reader expected (`json-expected`): its kind, an integer type's range, serde's own
    /// words for another.
    pub fn expected(&self, expected: &Expected) -> String {
        let (min, max) = match expected {
            Expected::Integer(int) => {
                let (min, max) = int.range();
                (min.to_string(), max.to_string())
            }
            Expected::HitCount => ("0".to_owned(), crate::record::MAX_VOLLEY.to_string()),
            _ => (String::new(), String::new()),
        };
        let value = match expected {
            Expected::Integer(int) => int.name().to_owned(),
            Expected::Struct(name) | Expected::Other(name) => escape(name).into_owned(),
            _ => String::new(),
        };
        self.say(
            "json-expected",
            &[("kind", text(expected.kind())), ("value", text(value)), ("min", text(min)), ("max", text(max))],
        )
    }

    /// What serde_json found wrong in a value whose place is said apart ([`Fault::of_json`]):
    /// as [`Words::fault`] words it, a fault of syntax in its own words alone.
    pub fn json_reason(&self, fault: &Fault) -> String {
        match fault {
            Fault::Json(JsonFault::Eof(syntax) | JsonFault::Syntax(syntax)) => self.syntax(syntax),
            Fault::Json(JsonFault::Trailing { .. }) => {
                self.say("json-syntax", &[("kind", text("trailing-characters")), ("detail", text(""))])
            }
            other => self.fault(other),
        }
    }

    /// Why a text is not JSON (`json-syntax`): its kind, serde_json's own words for another.
    pub fn syntax(&self, syntax: &Syntax) -> String {
        let detail = match syntax {
            Syntax::Other(words) => escape(words).into_owned(),
            _ => String::new(),
        };
        self.say("json-syntax", &[("kind", text(syntax.kind())), ("detail", text(detail))])
    }
}

/// The English words ([`Words::found`]).
impl std::fmt::Display for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::default().found(self))
    }
}

/// The English words ([`Words::expected`]): what our visitors' `expecting` writes.
impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::default().expected(self))
    }
}

/// The English words ([`Words::syntax`]), serde_json's.
impl std::fmt::Display for Syntax {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::default().syntax(self))
    }
}

impl Words {
    /// The variables of serde's "unknown field" and "unknown variant": what was found, and the
    /// names expected (`count` of them) as serde lists them (`json-one-of`).
    fn one_of(&self, found: &str, expected: &[String]) -> Vec<(&'static str, FluentValue<'_>)> {
        // In backquotes, as serde quotes them.
        let quoted: Vec<String> = expected.iter().map(|n| format!("`{}`", escape(n))).collect();
        let listed = match quoted.as_slice() {
            [] => String::new(),
            [first, rest @ ..] => self.say(
                "json-one-of",
                &[
                    ("count", num(quoted.len() as u64)),
                    ("first", text(first.as_str())),
                    ("second", text(rest.first().map_or("", String::as_str))),
                    ("all", text(quoted.join(&self.say("list-comma", &[])))),
                ],
            ),
        };
        vec![
            ("found", text(escape(found).into_owned())),
            ("count", num(expected.len() as u64)),
            ("expected", text(listed)),
        ]
    }
}

/// Why games cannot be generated, in words.
impl Words {
    /// A [`GenerateError`]'s sentence.
    pub fn generate_error(&self, e: &GenerateError) -> String {
        let board = |columns: u8, rows: u8| [("columns", num(u64::from(columns))), ("rows", num(u64::from(rows)))];
        match e {
            GenerateError::ShipTooLong { cells, columns, rows } => {
                let [c, r] = board(*columns, *rows);
                self.say("generate-ship-too-long", &[("cells", num(u64::from(*cells))), c, r])
            }
            GenerateError::FleetTooBig { cells, columns, rows } => {
                let [c, r] = board(*columns, *rows);
                self.say("generate-fleet-too-big", &[("cells", num(*cells as u64)), c, r])
            }
            GenerateError::NoRoom { columns, rows } => self.say("generate-no-room", &board(*columns, *rows)),
            GenerateError::NoPlacement { columns, rows, apart } => {
                let [c, r] = board(*columns, *rows);
                self.say("generate-no-placement", &[c, r, ("apart", text(if *apart { "yes" } else { "no" }))])
            }
            GenerateError::GaveUp { steps } => self.say("generate-gave-up", &[("steps", num(*steps))]),
            GenerateError::ZeroSalvo { class } => {
                self.say("generate-zero-salvo", &[("class", text(self.class(class).into_owned()))])
            }
            GenerateError::NoRules => self.say("generate-no-rules", &[]),
        }
    }
}

/// A match's placement book and the records it resumes, in words.
impl Words {
    /// A [`MatchFileError`]'s sentence: its line and column (or line) in front of what is wrong.
    /// What it quotes of the input is escaped ([`escape`]).
    pub fn match_file_error(&self, e: &MatchFileError) -> String {
        let what = text(self.match_file_fault(&e.fault));
        match e.place {
            FilePlace::At { line, column } => {
                self.say("input-at", &[("line", num(line as u64)), ("column", num(column as u64)), ("what", what)])
            }
            FilePlace::Line(line) => self.say("match-file-at-line", &[("line", num(line as u64)), ("what", what)]),
            FilePlace::File => self.match_file_fault(&e.fault),
        }
    }

    /// What is wrong with a match's file, without where.
    pub fn match_file_fault(&self, fault: &MatchFileFault) -> String {
        match fault {
            MatchFileFault::Book(f) => self.book_fault(f),
            MatchFileFault::Resume(f) => self.resume_fault(f),
            MatchFileFault::NotUtf8 => self.say("match-file-not-utf8", &[]),
            MatchFileFault::File(f) => self.fault(&Fault::File(f.clone())),
        }
    }

    /// What is wrong with a placement book.
    fn book_fault(&self, fault: &BookFault) -> String {
        let detail = |d: &Fault| ("detail", text(self.json_reason(d)));
        match fault {
            BookFault::NotAnEntry { detail: None } => self.say("book-not-an-entry", &[]),
            BookFault::NotAnEntry { detail: Some(d) } => self.say("book-not-an-entry-json", &[detail(d)]),
            BookFault::FleetsNotAnObject { detail: d } => self.say("book-fleets-not-an-object", &[detail(d)]),
            BookFault::NotAPair { fields } => self.say("book-not-a-pair", &[("fields", num(*fields as u64))]),
            BookFault::PairFleet { which, detail: d } => {
                self.say("book-pair-fleet", &[("which", text(which.key())), detail(d)])
            }
            BookFault::Unreadable => self.say("book-unreadable", &[]),
            BookFault::CannotPlace(e) => self.say("book-cannot-place", &[("error", text(self.input_error(e)))]),
            BookFault::NotLegal { which, foul } => self.say(
                "book-not-legal",
                &[
                    ("which", text(which.key())),
                    ("foul", text(self.violation(foul))),
                    ("code", text(foul.code.as_str())),
                ],
            ),
            BookFault::Empty => self.say("book-empty", &[]),
        }
    }

    /// Why a record of the file a match resumes is not one of its games.
    fn resume_fault(&self, fault: &ResumeFault) -> String {
        use crate::error::quote;
        let none = || text("none");
        let maybe = |n: Option<u64>| n.map_or_else(none, num);
        match fault {
            ResumeFault::NotARecord(e) => self.say("resume-not-a-record", &[("error", text(self.input_error(e)))]),
            ResumeFault::CannotAdjudicate(e) => {
                self.say("resume-cannot-adjudicate", &[("error", text(self.input_error(e)))])
            }
            ResumeFault::NotAMatchRecord => self.say("resume-not-a-match-record", &[]),
            ResumeFault::CutShort { game } => self.say("resume-cut-short", &[("game", num(*game))]),
            ResumeFault::Twice { game } => self.say("resume-twice", &[("game", num(*game))]),
            ResumeFault::Another(differs) => match differs {
                Differs::Seed { there, here } => {
                    // Seeds are 64-bit: written whole, not as a float would.
                    self.say("resume-seed", &[("there", text(there.to_string())), ("here", text(here.to_string()))])
                }
                Differs::PastSchedule { game, total } => {
                    self.say("resume-past-schedule", &[("game", num(*game)), ("total", num(*total))])
                }
                Differs::Players { game, here, there } => self.say(
                    "resume-players",
                    &[
                        ("game", num(*game)),
                        ("a", text(quote(&here[0]))),
                        ("b", text(quote(&here[1]))),
                        ("there-a", text(quote(&there[0]))),
                        ("there-b", text(quote(&there[1]))),
                    ],
                ),
                Differs::Program { name, command } => self.say(
                    "resume-program",
                    &[("name", text(quote(name))), ("command", text(escape(command).into_owned()))],
                ),
                Differs::Rules => self.say("resume-rules", &[]),
                Differs::Book => self.say("resume-book", &[]),
                Differs::BookContents { there, here } => self.say(
                    "resume-book-contents",
                    &[
                        ("there", there.as_deref().map_or_else(none, |s| text(escape(s).into_owned()))),
                        ("here", text(escape(here).into_owned())),
                    ],
                ),
                Differs::Protocol { there: None, here } => {
                    self.say("resume-protocol-unmarked", &[("here", num(*here))])
                }
                Differs::Protocol { there: Some(there), here } => {
                    self.say("resume-protocol", &[("there", num(*there)), ("here", num(*here))])
                }
                Differs::MaxMoves { there, here } => {
                    self.say("resume-max-moves", &[("there", maybe(*there)), ("here", num(*here))])
                }
                Differs::MoveTime { name, there, here } => self.say(
                    "resume-move-time",
                    &[("name", text(quote(name))), ("there", maybe(*there)), ("here", num(*here))],
                ),
                Differs::TimeBank { there, here } => {
                    let bank = |side: &'static str, b: &Option<crate::match_file::BankLimits>| {
                        [
                            (side, b.map_or_else(none, |_| text("set"))),
                            (if side == "there" { "there-ms" } else { "here-ms" }, num(b.map_or(0, |b| b.ms))),
                            (
                                if side == "there" { "there-increment" } else { "here-increment" },
                                num(b.map_or(0, |b| b.increment)),
                            ),
                        ]
                    };
                    let args: Vec<_> = bank("there", there).into_iter().chain(bank("here", here)).collect();
                    self.say("resume-time-bank", &args)
                }
                Differs::Sandbox { there, here } => {
                    let limits = |side: &'static str, s: &Option<crate::match_file::SandboxLimits>| {
                        [
                            (side, s.map_or_else(none, |_| text("set"))),
                            (
                                if side == "there" { "there-memory" } else { "here-memory" },
                                num(s.map_or(0, |s| s.memory_mb)),
                            ),
                            (
                                if side == "there" { "there-processes" } else { "here-processes" },
                                num(s.map_or(0, |s| s.processes)),
                            ),
                        ]
                    };
                    let args: Vec<_> = limits("there", there).into_iter().chain(limits("here", here)).collect();
                    self.say("resume-sandbox", &args)
                }
            },
        }
    }
}

/// The English sentence ([`Words::match_file_error`]).
impl std::fmt::Display for MatchFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::default().match_file_error(self))
    }
}

/// The English sentence ([`Words::generate_error`]).
impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::default().generate_error(self))
    }
}

/// The English sentence ([`Words::input_error`]).
impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::default().input_error(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::{Overrides, Referee};

    fn fixture(path: &str) -> Verdict {
        let text = std::fs::read_to_string(format!("{}/../../fixtures/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        crate::check::verdict(&Referee::new(&Overrides::default()).unwrap(), text).unwrap()
    }

    /// The sentences of `verdict`'s violations as a person reads them, and as the JSON verdict.
    fn sentences(verdict: &Verdict) -> (Vec<String>, Vec<String>) {
        let words = Words::of(verdict, Lang::En);
        let people = verdict.violations.iter().map(|v| words.violation_named(v, Naming::of(verdict))).collect();
        let scripts = verdict.violations.iter().map(|v| words.violation(v)).collect();
        (people, scripts)
    }

    #[test]
    fn a_salvo_move_is_named_by_its_round() {
        // alice's third volley (entry 4) comes after her second (entry 2) sank bob's fleet, in the
        // round bob's second (entry 3) closed.
        let verdict = fixture("salvo/after-end.json");
        assert_eq!(verdict.moves.numbering, Numbering::Round);
        let words = Words::new(Lang::En);
        let naming = Naming::of(&verdict);
        assert_eq!((verdict.violations[0].entry, verdict.decided_at), (Some(4), Some(2)));
        assert_eq!(words.move_named(4, naming), "round 3");
        let (people, scripts) = sentences(&verdict);
        assert_eq!(people, ["alice's volley of round 3 comes after the game ended in round 2; it is ignored"]);
        assert_eq!(scripts, ["entry 4 by alice comes after the game ended at entry 3; it is ignored"]);
        assert_eq!(words.result(&verdict), "alice wins: alice destroyed bob's fleet in round 2.");
        assert_eq!(words.result_by_entries(&verdict), "alice wins: alice destroyed bob's fleet at entry 2.");
        assert_eq!(Words::new(Lang::Nl).move_named(4, naming), "ronde 3");
        assert_eq!(Words::new(Lang::Ru).result(&verdict), "Побеждает alice, уничтожив флот игрока bob в раунде 2.");
    }

    #[test]
    fn a_classic_move_is_named_by_its_shooters_own_shot() {
        // bob's 14th shot (entry 27) comes after alice's 14th (entry 26) sank his fleet.
        let verdict = fixture("classic/shot-after-last-sink.json");
        assert_eq!(verdict.moves.numbering, Numbering::Player);
        let naming = Naming::of(&verdict);
        assert_eq!(Words::new(Lang::En).move_named(27, naming), "bob's shot 14");
        assert_eq!(Words::new(Lang::Nl).move_named(27, naming), "schot 14 van bob");
        assert_eq!(Words::new(Lang::Ru).move_named(27, naming), "14-й выстрел игрока bob");
        let (people, scripts) = sentences(&verdict);
        assert_eq!(people, ["bob's shot 14 comes after the game ended at alice's shot 14; it is ignored"]);
        assert_eq!(scripts, ["entry 27 by bob comes after the game ended at entry 26; it is ignored"]);
        assert_eq!(Words::new(Lang::En).result(&verdict), "alice wins: alice destroyed bob's fleet with shot 14.");
        // A false reply is the defender's, to the shooter's shot: the move is the shooter's.
        let verdict = fixture("classic/false-report-miss-as-hit.json");
        let words = Words::new(Lang::En);
        assert_eq!(verdict.violations[0].player, "bob");
        assert_eq!(words.move_named(0, Naming::of(&verdict)), "alice's shot 1");
        assert_eq!(
            words.result(&verdict),
            "alice wins: bob forfeits for false_report at alice's shot 1, the earliest foul."
        );
    }

    #[test]
    fn a_paper_record_numbered_by_game_names_moves_by_its_own_numbers() {
        // A scorekeeper's numbers, with gaps: ann's volley of two shots, entry 3, is move 16.
        let paper = "rules: {\"base\": \"classic\", \"board\": {\"columns\": 5, \"rows\": 5}, \"fleet\": [{\"ship\": \"destroyer\", \"size\": 2}, {\"ship\": \"boat\", \"size\": 1}]}
players: ann, ben
numbering: game

ann fleet: destroyer A1-B1, boat E5
ben fleet: destroyer C3-C4, boat A5

ann shots:
   A  B  C  D  E
1  .  .  .  .  .
2  .  .  .  .  .
3  .  .  12x .  .
4  .  .  .  16 .
5  .  .  .  16 .

ben shots:
   A  B  C  D  E
1  11x 13x .  .  .
2  .  .  .  .  .
3  .  .  .  .  .
4  .  .  .  .  .
5  .  .  .  .  17x
";
        let verdict = crate::check::verdict(&Referee::new(&Overrides::default()).unwrap(), paper.to_owned()).unwrap();
        assert_eq!(verdict.moves.numbering, Numbering::Game);
        let naming = Naming::of(&verdict);
        let words = Words::new(Lang::En);
        assert_eq!(verdict.violations[0].entry, Some(3));
        assert_eq!(words.move_named(3, naming), "move 16");
        assert_eq!(words.result(&verdict), "ben wins: ann forfeits for too_many_shots at move 16, the earliest foul.");
        assert_eq!(Words::new(Lang::Ru).move_named(3, naming), "ход 16");
        assert_eq!(Words::new(Lang::Hi).move_named(3, naming), "चाल 16");
    }

    #[test]
    fn a_header_numbering_beside_a_log_numbers_its_moves() {
        let paper = "rules: {\"base\": \"classic\", \"board\": {\"columns\": 3, \"rows\": 1}, \"fleet\": [{\"ship\": \"boat\", \"size\": 1}]}
players: ann, ben
numbering: game

ann fleet: boat A1
ben fleet: boat C1

log:
ann B1 miss
ben B1 miss
ann A1 miss
";
        let referee = Referee::new(&Overrides::default()).unwrap();
        let verdict = crate::check::verdict(&referee, paper.to_owned()).unwrap();
        assert_eq!(Words::new(Lang::En).move_named(2, Naming::of(&verdict)), "move 3");
        let verdict = crate::check::verdict(&referee, paper.replace("numbering: game\n", "")).unwrap();
        assert_eq!(Words::new(Lang::En).move_named(2, Naming::of(&verdict)), "ann's shot 2");
    }

    #[test]
    fn a_batch_verdict_has_no_moves_and_is_worded_by_entries() {
        let text = std::fs::read_to_string(format!(
            "{}/../../fixtures/classic/shot-after-last-sink.json",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let referee = Referee::new(&Overrides::default()).unwrap();
        let batch = referee.check_reusing(&text, &mut crate::record::LogBuffer::default()).unwrap();
        assert!(batch.moves.entries.is_empty());
        assert_eq!(batch, referee.check(&text).unwrap(), "the same judgement");
        assert_eq!(Naming::of(&batch).key(), "entry");
        assert_eq!(Words::new(Lang::En).move_named(27, Naming::of(&batch)), "entry 27");
    }
}
