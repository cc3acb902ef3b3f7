//! What every part of a page words alike: a name from the input in an isolate of its own, a
//! sentence with slots for markup, how the sheets number a move, and the words of the pages'
//! script.

use fluent_bundle::FluentValue;
use maud::{Markup, PreEscaped, html};

use super::csp::script_safe;
use crate::error::escape as clean;
use crate::verdict::{Numbering, Verdict};
use crate::words::{Args, Lang, Naming, Slot, Words, text};

/// A name from the input, escaped and isolated: it cannot reorder the words around it.
pub(super) fn name(n: &str) -> Markup {
    html! { bdi { (clean(n)) } }
}

/// The message `id` with `args` and, in place of each of `parts` (name and markup), that markup:
/// a name stands in an isolate of its own ([`name`]), so that it cannot reorder the sentence.
/// The message is worded with a slot (`{0}`) for each part, which the markup then takes; the
/// rest is escaped.
pub(super) fn said(words: Words, id: &str, args: Args, parts: &[(&str, Markup)]) -> Markup {
    let mut all: Vec<(&str, FluentValue)> = args.to_vec();
    all.extend(parts.iter().enumerate().map(|(k, (n, _))| (*n, text(format!("{{{k}}}")))));
    filled(&words.say(id, &all), &parts.iter().map(|p| p.1.clone()).collect::<Vec<_>>())
}

/// A sentence worded with slots `{0}`, `{1}` …, each slot replaced by `parts[k]` and the rest
/// escaped.
pub(super) fn filled(sentence: &str, parts: &[Markup]) -> Markup {
    let mut out = String::new();
    let mut rest = sentence;
    while let Some(at) = rest.find('{') {
        let slot = rest[at + 1..].find('}').and_then(|end| {
            let k: usize = rest[at + 1..at + 1 + end].parse().ok()?;
            Some((parts.get(k)?, at + end + 2))
        });
        match slot {
            Some((part, next)) => {
                out.push_str(&html! { (clean(&rest[..at])) }.into_string());
                out.push_str(&part.0);
                rest = &rest[next..];
            }
            None => {
                out.push_str(&html! { (clean(&rest[..=at])) }.into_string());
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(&html! { (clean(rest)) }.into_string());
    PreEscaped(out)
}

/// A move as the sheets number it (`Anya's shot 5`), its shooter's name isolated.
pub(super) fn move_name(words: Words, naming: Naming, e: usize) -> Markup {
    filled(&words.move_naming(e, naming, "{0}"), &[name(naming.at(e).1)])
}

/// `$numbering` of the verdict's moves, for a page's messages about the moves.
pub(super) fn numbering(verdict: &Verdict) -> [(&'static str, FluentValue<'static>); 1] {
    [("numbering", text(Naming::of(verdict).key()))]
}

/// Ids within a page: a game page uses `v3`, `entry=12`, `board-0`; a game shown by a host
/// among others may prefix them.
#[derive(Clone, Copy)]
pub(super) struct Ids<'p> {
    pub(super) prefix: &'p str,
    /// Whether the page has the move list (violations then link to their entry's row).
    pub(super) log: bool,
}

/// The messages the pages' script words what it shows with, each with its arguments in the
/// order the script gives them (see `pieces` in `step.js`).
const SCRIPT_MESSAGES: &[(&str, &[(&str, Slot)])] = {
    use Slot::{Count as C, Number as N, Text as T};
    &[
        ("legend-water", &[]),
        ("legend-miss", &[]),
        ("legend-ship", &[]),
        ("legend-hit", &[]),
        ("legend-sunk", &[]),
        ("page-effect-none", &[]),
        ("page-effect-miss", &[]),
        ("page-effect-hit", &[]),
        ("page-effect-sunk", &[]),
        ("page-effect-off-board", &[]),
        ("list-comma", &[]),
        ("list-semicolon", &[]),
        ("page-cell", &[("cell", T), ("mark", T)]),
        ("page-cell-named", &[("cell", T), ("mark", T), ("named", T)]),
        ("page-named-by", &[("what", T)]),
        ("page-named-what", &[("code", T), ("at", T)]),
        ("page-shot", &[("cell", T), ("effect", T)]),
        ("page-shots-more", &[("shots", T), ("more", C)]),
        ("page-no-shot", &[]),
        ("page-step-first", &[]),
        ("page-step-note", &[("note", T)]),
        ("page-entries-named", &[("count", C)]),
        ("page-entry-unnamed", &[("entry", T)]),
        ("page-entry-wrong", &[("value", T)]),
        ("page-entry-last", &[("what", T), ("last", N)]),
        ("page-unread-more", &[("parts", T), ("more", C)]),
        ("page-unread", &[("parts", T), ("count", C), ("reads", T)]),
        ("page-reads-entry", &[("last", N)]),
        ("page-players", &[("first", T), ("second", T)]),
        ("violation-placement", &[]),
        ("violation-foul", &[]),
        ("violation-warning", &[]),
        ("page-board-note", &[("player", T), ("other", T)]),
        ("page-forfeit-entry", &[("reason", T)]),
        ("page-decides", &[]),
        ("page-violation-count", &[("fouls", C), ("warnings", C)]),
        ("batch-outcome-win", &[("winner", T)]),
        ("batch-outcome-forfeit", &[("winner", T)]),
        ("batch-outcome-draw", &[]),
        ("batch-outcome-unfinished", &[]),
        ("batch-outcome-double-forfeit", &[]),
        ("batch-row-fouls", &[("codes", T), ("fouls", C)]),
        ("batch-step-through", &[]),
        ("batch-step-through-label", &[("line", N)]),
        ("batch-final-only", &[]),
        ("batch-own-page-only", &[]),
        ("batch-not-adjudicated", &[]),
        ("batch-lines", &[("count", C)]),
        ("batch-lines-of", &[("shown", N), ("count", C)]),
        ("batch-lines-skipped", &[("lines", T), ("blank", C)]),
        ("batch-page-of", &[("page", N), ("pages", N)]),
        ("batch-game-heading", &[("line", N), ("first", T), ("second", T)]),
        ("batch-replies-note", &[("line", N)]),
        ("batch-reads", &[("lines", N)]),
        ("batch-reads-open", &[("reads", T)]),
        ("batch-games-named", &[("count", C)]),
        ("batch-no-line", &[("value", T), ("lines", N)]),
        ("batch-line-blank", &[("line", N)]),
        ("batch-no-game", &[("line", N), ("lines", N)]),
        ("batch-line-error", &[("line", N), ("error", T)]),
        ("batch-too-long", &[("line", N), ("entries", C), ("max", N)]),
        ("batch-unstepped-game", &[("line", N)]),
    ]
};

/// The messages of [`SCRIPT_MESSAGES`]' kind that name moves as the sheets number them: each is a
/// template for each numbering (`page-step/round`), which the script picks by the game's (`k`).
const SCRIPT_NUMBERED: &[(&str, &[(&str, Slot)])] = {
    use Slot::{Number as N, Text as T};
    &[
        ("page-step", &[("n", N), ("player", T), ("shots", T)]),
        ("page-step-forfeit", &[("n", N), ("player", T), ("reason", T)]),
        ("page-col-move", &[]),
        ("violation-entry", &[("entry", N), ("player", T)]),
    ]
};

/// The words of the pages' script in `lang`, as JSON in a `<script type="application/json"
/// id="page-words">`: `{"lang": "ru", "m": {id: template}}` ([`Words::template`]), so that the
/// script never words a sentence of its own.
pub(super) fn script_words(lang: Lang) -> Markup {
    let words = Words::new(lang);
    let mut messages: serde_json::Map<String, serde_json::Value> =
        SCRIPT_MESSAGES.iter().map(|(id, slots)| ((*id).to_owned(), words.template(id, slots))).collect();
    for (id, slots) in SCRIPT_NUMBERED {
        for numbering in [Numbering::Round, Numbering::Player, Numbering::Game] {
            let fixed = [("numbering", text(numbering.key()))];
            messages.insert(format!("{id}/{}", numbering.key()), words.template_with(id, &fixed, slots));
        }
    }
    let json = serde_json::json!({ "lang": lang.code(), "m": messages });
    html! { script #page-words type="application/json" { (PreEscaped(script_safe(&json.to_string()))) } }
}
