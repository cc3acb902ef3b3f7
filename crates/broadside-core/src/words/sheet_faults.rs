//! The sentences of [`SheetFault`]: one catalog message a variant, its facts as variables.
//!
//! What the input wrote is shown as the messages always showed it: a word, a line or a mark
//! quoted ([`quote`]), a player's name as written unless it needs quoting ([`shown`]).

use fluent_bundle::FluentValue;

use super::{Message, Words, num, text};
use crate::error::{
    HeaderWords, NameFault, QUOTED_CHARS, RowNumberFault, SheetFault, UnwritableClass, escape, is_unsafe_char,
    latin_twin, quote,
};

/// A player's name as messages show it: as written, but quoted ([`quote`]) when it holds spaces
/// at its ends, is longer than a message quotes, or holds a character that is not safe to print
/// (as the paper reader names players in the parts of a sheet).
fn shown(name: &str) -> String {
    let plain = name.trim() == name && name.chars().count() <= QUOTED_CHARS && !name.chars().any(is_unsafe_char);
    if plain { name.to_owned() } else { quote(name) }
}

/// A character of the input, quoted.
fn quoted_char<'a>(c: char) -> FluentValue<'a> {
    text(quote(&c.to_string()))
}

impl Words {
    /// The message of `fault` and its variables.
    pub(super) fn sheet_fault(&self, fault: &SheetFault) -> Message<'_> {
        let q = |s: &str| text(quote(s));
        let name = |s: &str| text(shown(s));
        // A fleet's owner, or `named` "no" for a fleet checked alone, which the sentence then
        // calls "the fleet" (`broadside fleet`, docs/format.md §5).
        let owned = |owner: &Option<String>| match owner {
            Some(o) => vec![("owner", name(o)), ("named", text("yes"))],
            None => vec![("named", text("no"))],
        };
        let players = |p: &[String; 2]| [("first", name(&p[0])), ("second", name(&p[1]))];
        let yes = |b: bool| text(if b { "yes" } else { "no" });
        match fault {
            SheetFault::ControlCharacter { c } => ("input-sheet-control-character", vec![("char", quoted_char(*c))]),
            SheetFault::KeyTwice { key } => ("input-sheet-key-twice", vec![("key", text(key.clone()))]),
            SheetFault::HeaderAfterSection { key } => {
                ("input-sheet-header-after-section", vec![("key", text(key.clone()))])
            }
            SheetFault::UnknownKey { key, words } => {
                let mut args = vec![("key", q(key))];
                args.extend(self.sheet_words(words.as_ref()));
                ("input-sheet-unknown-key", args)
            }
            SheetFault::NotAHeaderLine { line, words } => {
                let mut args = vec![("line", q(line))];
                args.extend(self.sheet_words(words.as_ref()));
                ("input-sheet-not-a-header-line", args)
            }
            SheetFault::HeaderValue { key, fault } => {
                ("input-sheet-header-value", vec![("key", text(key.clone())), ("what", text(self.fault(fault)))])
            }
            SheetFault::SamePlayers { name } => ("input-sheet-same-players", vec![("name", q(name))]),
            SheetFault::NotTwoNames { found } => ("input-sheet-not-two-names", vec![("found", q(found))]),
            SheetFault::UnknownNumbering { found, words } => {
                let mut args = vec![("found", q(found))];
                args.extend(self.sheet_words(words.as_ref()));
                ("input-sheet-unknown-numbering", args)
            }
            SheetFault::Meta { detail } => ("input-sheet-meta", vec![("detail", text(self.json_reason(detail)))]),
            SheetFault::FirstNotAPlayer { found, players: p } => {
                let mut args = vec![("found", q(found))];
                args.extend(players(p));
                ("input-sheet-first-not-a-player", args)
            }
            SheetFault::NoRules => ("input-sheet-no-rules", vec![]),
            SheetFault::LogTooLong { most } => ("input-sheet-log-too-long", vec![("most", num(*most))]),
            SheetFault::FleetTooLong { owner, lines, ships, rows } => (
                "input-sheet-fleet-too-long",
                vec![("owner", name(owner)), ("lines", num(*lines)), ("ships", num(*ships)), ("rows", num(*rows))],
            ),
            SheetFault::ShotsTooLong { owner, lines, rows } => (
                "input-sheet-shots-too-long",
                vec![("owner", name(owner)), ("lines", num(*lines)), ("rows", num(*rows))],
            ),
            SheetFault::ThirdFleet { owner } => ("input-sheet-third-fleet", vec![("owner", name(owner))]),
            SheetFault::FleetSections { found } => ("input-sheet-fleet-sections", vec![("found", num(*found))]),
            SheetFault::NoFleet { player } => ("input-sheet-no-fleet", vec![("player", name(player))]),
            SheetFault::NotAPlayer { owner, players: p } => {
                let mut args = vec![("owner", name(owner))];
                args.extend(players(p));
                ("input-sheet-not-a-player", args)
            }
            SheetFault::LogAndGrids => ("input-sheet-log-and-grids", vec![]),
            SheetFault::SecondLog => ("input-sheet-second-log", vec![]),
            SheetFault::SecondFleet { player } => ("input-sheet-second-fleet", vec![("player", name(player))]),
            SheetFault::SecondShots { player } => ("input-sheet-second-shots", vec![("player", name(player))]),
            SheetFault::MoveBack { number, before, line } => (
                "input-sheet-move-back",
                vec![
                    ("number", text(escape(number).into_owned())),
                    ("before", text(escape(before).into_owned())),
                    ("line", num(*line)),
                ],
            ),
            SheetFault::LogShots { most } => ("input-sheet-log-shots", vec![("most", num(*most))]),
            SheetFault::ShotsOfOne { given, missing } => {
                ("input-sheet-shots-of-one", vec![("given", name(given)), ("missing", name(missing))])
            }
            SheetFault::RoundWithoutSalvo => ("input-sheet-round-without-salvo", vec![]),
            SheetFault::PlayerWithSalvo => ("input-sheet-player-with-salvo", vec![]),
            SheetFault::LettersOrInitials { line, rows, board_rows } => (
                "input-sheet-letters-or-initials",
                vec![("line", q(line)), ("rows", num(*rows)), ("board", num(*board_rows))],
            ),
            SheetFault::EmptyFleet { owner } => ("input-sheet-empty-fleet", owned(owner)),
            SheetFault::RowNumber { owner, row, why } => {
                let mut args = owned(owner);
                args.push(("row", num(*row)));
                let kind = match why {
                    RowNumberFault::Later { numbered } => {
                        args.push(("numbered", num(*numbered)));
                        "later"
                    }
                    RowNumberFault::Missing { numbered } => {
                        args.push(("numbered", num(*numbered)));
                        "missing"
                    }
                    RowNumberFault::Below { numbered } => {
                        args.extend([("numbered", num(*numbered)), ("before", num(row.saturating_sub(1)))]);
                        "below"
                    }
                    RowNumberFault::NoNumber { found } => {
                        args.push(("found", q(found)));
                        "no-number"
                    }
                };
                args.push(("kind", text(kind)));
                ("input-sheet-row-number", args)
            }
            SheetFault::MixedMarks { initial, mark } => {
                ("input-sheet-mixed-marks", vec![("initial", quoted_char(*initial)), ("mark", quoted_char(*mark))])
            }
            SheetFault::NotAMark { mark } => ("input-sheet-not-a-mark", vec![("mark", quoted_char(*mark))]),
            SheetFault::NotADrawnMark { mark } => ("input-sheet-not-a-drawn-mark", vec![("mark", quoted_char(*mark))]),
            SheetFault::RowTooWide { cells, most } => {
                ("input-sheet-row-too-wide", vec![("cells", num(*cells)), ("most", num(*most))])
            }
            SheetFault::UnequalRows { row, cells, other_line, width, ruled } => (
                "input-sheet-unequal-rows",
                vec![
                    ("row", num(*row)),
                    ("cells", num(*cells)),
                    ("line", num(*other_line)),
                    ("width", num(*width)),
                    ("ruled", yes(*ruled)),
                ],
            ),
            SheetFault::DrawnRows { owner, rows, board_rows } => (
                "input-sheet-drawn-rows",
                [
                    owned(owner),
                    vec![
                        ("rows", num(*rows)),
                        ("board", num(*board_rows)),
                        ("kind", text(if rows > board_rows { "more" } else { "fewer" })),
                    ],
                ]
                .concat(),
            ),
            SheetFault::DrawingTooTall { rows, most } => {
                ("input-sheet-drawing-too-tall", vec![("rows", num(*rows)), ("most", num(*most))])
            }
            SheetFault::LettersForRows { letters, cells } => {
                ("input-sheet-letters-for-rows", vec![("letters", num(*letters)), ("cells", num(*cells))])
            }
            SheetFault::LettersForBoard { letters, columns } => {
                ("input-sheet-letters-for-board", vec![("letters", num(*letters)), ("columns", num(*columns))])
            }
            SheetFault::RulingOrRow { line, board_rows, lines, may } => (
                "input-sheet-ruling-or-row",
                vec![("line", q(line)), ("board", num(*board_rows)), ("lines", num(*lines)), ("may", num(*may))],
            ),
            SheetFault::RulingLeaves { line, rows, board_rows } => (
                "input-sheet-ruling-leaves",
                vec![("line", q(line)), ("rows", num(*rows)), ("board", num(*board_rows))],
            ),
            SheetFault::ShotRowMissing { owner, row, numbered } => (
                "input-sheet-shot-row-missing",
                vec![("owner", name(owner)), ("row", num(*row)), ("numbered", numbered.map_or(text("none"), num))],
            ),
            SheetFault::ShotRows { owner, board_rows, rows } => (
                "input-sheet-shot-rows",
                vec![("owner", name(owner)), ("board", num(*board_rows)), ("rows", num(*rows))],
            ),
            SheetFault::ShotRowNumber { owner, row, found } => (
                "input-sheet-shot-row-number",
                vec![("owner", name(owner)), ("row", num(*row)), ("found", found.as_deref().map_or(text("none"), q))],
            ),
            SheetFault::ShotRowCells { owner, row, width, found, numbered } => (
                "input-sheet-shot-row-cells",
                vec![
                    ("owner", name(owner)),
                    ("row", num(*row)),
                    ("width", num(*width)),
                    ("found", num(*found)),
                    ("numbered", yes(*numbered)),
                ],
            ),
            SheetFault::NotAShotCell { owner, found } => {
                ("input-sheet-not-a-shot-cell", vec![("owner", name(owner)), ("found", q(found))])
            }
            SheetFault::ShotNumber { owner, found, most } => {
                ("input-sheet-shot-number", vec![("owner", name(owner)), ("found", num(*found)), ("most", num(*most))])
            }
            SheetFault::CapitalO { owner, number } => (
                "input-sheet-capital-o",
                vec![("owner", name(owner)), ("number", num(*number)), ("zero", num(number.saturating_mul(10)))],
            ),
            SheetFault::SalvoMark => ("input-sheet-salvo-mark", vec![]),
            SheetFault::SkippedRound { player, number, holder, max } => (
                "input-sheet-skipped-round",
                vec![
                    ("player", name(player)),
                    ("number", num(*number)),
                    ("whose", text(if holder.is_some() { "other" } else { "own" })),
                    ("holder", name(holder.as_deref().unwrap_or_default())),
                    ("max", num(*max)),
                ],
            ),
            SheetFault::NumberGap { player, missing, found } => (
                "input-sheet-number-gap",
                vec![("player", name(player)), ("missing", num(*missing)), ("found", num(*found))],
            ),
            SheetFault::NumberTwice { player, number, cells } => (
                "input-sheet-number-twice",
                vec![
                    ("player", name(player)),
                    ("number", num(*number)),
                    ("count", num(cells.len() as u64)),
                    ("cells", text(cells.join(&self.say("list-comma", &[])))),
                ],
            ),
            SheetFault::NumberOnBoth { number, first, first_line, second, second_line } => (
                "input-sheet-number-on-both",
                vec![
                    ("number", num(*number)),
                    ("first", name(first)),
                    ("first-line", num(*first_line)),
                    ("second", name(second)),
                    ("second-line", num(*second_line)),
                ],
            ),
            SheetFault::TwoFleets => ("input-sheet-two-fleets", vec![]),
            SheetFault::NoForfeitReason { reason } => ("input-sheet-no-forfeit-reason", vec![("reason", q(reason))]),
            SheetFault::FiresAtNothing => ("input-sheet-fires-at-nothing", vec![]),
            SheetFault::TooManyHits { hits } => ("input-sheet-too-many-hits", vec![("hits", num(*hits))]),
            SheetFault::Lookalike { fault, letter } => (
                "input-sheet-lookalike",
                vec![
                    ("what", text(self.fault(fault))),
                    ("letter", text(letter.to_string())),
                    ("latin", text(latin_twin(*letter).unwrap_or(*letter).to_string())),
                ],
            ),
            SheetFault::UnwritableName { name: n, why } => {
                let why = match why {
                    NameFault::Empty => "empty",
                    NameFault::Spaces => "spaces",
                    NameFault::CommaOrColon => "comma-or-colon",
                    NameFault::Control => "control",
                    NameFault::Comment => "comment",
                };
                ("input-sheet-unwritable-name", vec![("name", q(n)), ("why", text(why))])
            }
            SheetFault::UnwritableClass { class, why } => {
                let why = match why {
                    UnwritableClass::EmptyOrSpaces => "empty-or-spaces",
                    UnwritableClass::Punctuation => "punctuation",
                    UnwritableClass::EndsInCell => "ends-in-cell",
                    UnwritableClass::NotInFleet => "not-in-fleet",
                };
                ("input-sheet-unwritable-class", vec![("class", q(class)), ("why", text(why))])
            }
            SheetFault::NamePrefix { long, short, writing } => {
                ("input-sheet-name-prefix", vec![("long", q(long)), ("short", q(short)), ("writing", yes(*writing))])
            }
            SheetFault::PlayerCount { found } => ("input-sheet-player-count", vec![("found", num(*found))]),
            SheetFault::NotOneOf { found, players: p } => {
                ("input-sheet-not-one-of", vec![("found", q(found)), ("first", q(&p[0])), ("second", q(&p[1]))])
            }
            SheetFault::NoFleetFor { player } => ("input-sheet-no-fleet-for", vec![("player", q(player))]),
            SheetFault::ShipWithoutReply => ("input-sheet-ship-without-reply", vec![]),
            SheetFault::VolleyReplyForShot => ("input-sheet-volley-reply-for-shot", vec![]),
            SheetFault::WordReplyForVolley => ("input-sheet-word-reply-for-volley", vec![]),
        }
    }

    /// The variables of the words a sheet's settled language writes where another word stood:
    /// `language` (`Nederlands (nl)`, or `none` where the language is not settled) and `words`,
    /// each term's English word and its words quoted (`` rules `regels`, `spelregels`; … ``).
    fn sheet_words(&self, words: Option<&HeaderWords>) -> Vec<(&'static str, FluentValue<'_>)> {
        let Some(words) = words else { return vec![("language", text("none"))] };
        let comma = self.say("list-comma", &[]);
        let terms: Vec<String> = words
            .terms
            .iter()
            .map(|(term, written)| {
                let written: Vec<String> = written.iter().map(|w| quote(w)).collect();
                format!("{term} {}", written.join(&comma))
            })
            .collect();
        vec![
            ("language", text(format!("{} ({})", words.language, words.code))),
            ("words", text(terms.join(&self.say("list-semicolon", &[])))),
        ]
    }
}
