//! Verdicts as pages for people (`broadside check --format html`): one self-contained HTML file
//! with the result, the players, the rules in words, both boards beside the move list with a
//! stepper over the boards after every entry, and every violation. A batch (`--jsonl --format
//! html`) gives one report page that lists every game, with filters, and opens any game's own
//! stepper.
//!
//! The markup is written with [`maud`], which escapes every string it is given: names, ship
//! classes and messages from a record show as text, never as markup. Text from the input also
//! has its control and bidirectional format characters escaped as the text verdict does
//! ([`crate::error::escape`]: `\u{202e}`), and each name stands in a `<bdi>` of its own, so that
//! no name reorders the words around it. The stylesheet and the script are inline, allowed by a
//! Content-Security-Policy that names their hashes and nothing else; the page fetches nothing.
//! Every cell state has a symbol as well as a colour and a luminance of its own (the legend says
//! which), and each cell an accessible name (`A1: miss`), so the boards read in black and white.
//!
//! Without script a game page shows the final boards, the move list and the violations, and no
//! control: the stepper is the script's to show.
//!
//! Every word of a page is in its language (`<html lang>`), from the message catalogs' page
//! sections through [`Words`]: a name in a sentence is worded as a slot and set in its own
//! `<bdi>`; nothing reads a sentence back. The script words what it shows from the page's
//! `#page-words` (see `SCRIPT_MESSAGES`): each message a template with numbered slots, and one
//! for each plural category of its counts, which the script picks by the browser's plural rules.
//!
//! # Step data
//! Both pages hold each stepped game as JSON with named fields (`data::StepData`): on a game
//! page (see [`game_data`]) the board's `columns` and `rows`, its column `letters`, the
//! `players`' names, the `steps`, how the players' sheets number the moves (`numbering`:
//! `round`, `shot` or `move`) and each entry's number (`numbers`; a batch page leaves them out
//! where they are the count `numbering` makes), the cells of shots off the board as written
//! (`off`, in log order) and the `forfeits`. The steps are the boards before the first entry
//! and after each, a few bits a shot ([`steps`], whose doc gives the bits); `decode` in
//! `step.js` reads them into named objects. `html/steps-vectors.json` holds what it reads for a
//! few games: the Rust side checks the file against the encoder and the referee's boards, the
//! script's side (`tests/html.rs`, under Node) against `decode`.
//!
//! A batch page lists its games as rows, positional for room (100,000 of them): `[line, first
//! player, second player, outcome, winner (0, 1 or -1), foul codes, warning codes, entries,
//! fouls]`, then `1` when the page holds the game's steps and, when the game's board is not the
//! first of the page's list of `boards` (`{columns, rows, letters}`), its index there; or `[line,
//! error message]`. `rowOf` in `step.js` names a row's fields, and the vectors hold rows too.
//! The step data of row `i` (from 0) is line `i % 1000` of block `i / 1000` of the page's
//! `<script type="text/plain" class="steps">` elements, so that the script reads a game's only
//! when it is opened. Beside the steps it holds what the game's own viewer shows beside the
//! boards: its `violations` with the cells they name, the `replies` of the entries they name and
//! the entry that `decides` it.
//!
//! A batch page holds the game view once, as its skeleton: a `<template id="game-view-template">`
//! written by the same parts as the game page's view (stepper, figures, legend, the tables'
//! heads and one empty row each, then an empty grid for each of the page's `boards`, by index).
//! The script opens a game as a copy of it, filled from the step data: it repeats the rows and
//! writes texts, names and marks, never the view's structure.
//!
//! # Layers
//!
//! Each part imports only parts listed before it:
//!
//! 1. `csp`: the page's shell (head, inline stylesheet and script, the policy naming their
//!    hashes) and base64, written once.
//! 2. `steps`: the boards after each entry, as bits in base64's letters.
//! 3. `markup`: names in isolates, sentences with slots for markup, and the script's words.
//! 4. `judged`: a game adjudicated with what its pages show (log, boards after every entry).
//! 5. `data`: a stepped game's step data, as both pages hold it.
//! 6. `game`: the game view and the game page; the view's markup is written here alone (a batch
//!    page holds its skeleton as a template, which the script fills).
//! 7. `summary`: a batch's outcomes, standings and fouls, as its page shows them.
//! 8. `batch`: the report page of a batch, its rows and its budget of step data.

mod batch;
mod csp;
mod data;
mod game;
mod judged;
mod markup;
pub mod steps;
mod summary;

pub use batch::{BATCH_PAGE_ROWS, BatchPage, GameRow, MAX_BATCH_STEP_BYTES};
pub use csp::{content_security_policy, script, style};
pub use data::game_data;
pub use game::{game_page, game_view};
pub use judged::{Judged, MAX_STEPPED_ENTRIES};

#[cfg(test)]
mod tests {
    use super::batch::GameRow;
    use super::csp::{base64, sha256_base64};
    use super::game::judgement;
    use super::judged::{Said, reply_in_words};
    use super::markup::{filled, name, said};
    use super::*;
    use crate::referee::Overrides;
    use crate::referee::{Referee, parse_record};
    use crate::verdict::Code;
    use crate::words::{Lang, Slot, Words, text};

    fn judged(record: &str) -> Judged {
        Judged::new(&Referee::new(&Overrides::default()).unwrap(), record, true).unwrap()
    }

    /// A game of three entries on a 3 × 1 board, its names markup.
    pub(super) const TINY: &str = r#"{"rules": {"base": "classic", "board": {"columns": 3, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
        "players": ["<script>alert(1)</script>", "bob & co"],
        "fleets": {"<script>alert(1)</script>": [{"cells": ["A1"]}], "bob & co": [{"cells": ["C1"]}]},
        "shots": [{"player": "<script>alert(1)</script>", "at": "B1", "reply": "miss"},
                  {"player": "bob & co", "at": "B1", "reply": "miss"},
                  {"player": "<script>alert(1)</script>", "at": "C1", "reply": "sunk"}]}"#;

    #[test]
    fn names_from_the_record_are_escaped() {
        let page = game_page(&judged(TINY), Lang::En);
        assert!(!page.contains("<script>alert"), "a name must not become markup");
        assert!(page.contains("<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi> wins"), "the name shows as text");
        assert!(page.contains("bob &amp; co"));
    }

    #[test]
    fn steps_hold_the_boards_after_every_entry() {
        let judged = judged(TINY);
        let steps = judged.steps.as_ref().expect("a short log is stepped");
        assert_eq!(steps.after.len(), 3);
        assert_eq!(steps.after[2], judged.boards, "the last step is the final boards");
        // Three entries: γ(4) = 00100; turn about from ann: 01 0; one shot each: 1; fleets as
        // bitmaps (3 bits, under a list's γ(2) and one cell of 2 bits): 1 100, 1 001; the shots
        // B1 (01), B1, C1 (10); no correction: γ(1) = 1.
        let data = judged.step_data().unwrap();
        let bits = "00100".to_owned() + "010" + "1" + "1100" + "1001" + "01" + "01" + "10" + "1";
        let letters: String = bits
            .as_bytes()
            .chunks(6)
            .map(|c| {
                let v = c.iter().fold(0, |v, &b| v << 1 | usize::from(b == b'1')) << (6 - c.len());
                char::from(steps::LETTERS[v])
            })
            .collect();
        assert_eq!(data.steps, letters);
        let words = Words::new(Lang::En);
        assert_eq!(judgement(&judged, words, 2, steps), "C1 sunk");
        assert_eq!(judgement(&judged, words, 0, steps), "B1 miss");
    }

    #[test]
    fn each_step_is_the_final_boards_of_the_log_cut_there() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        for path in [
            "fixtures/classic/shot-after-last-sink.json",
            "fixtures/salvo/after-end.json",
            "fixtures/salvo/both-fleets-fall-draw.json",
            "fixtures/v2/forfeit-after-end.json",
            "fixtures/russian/out-of-turn-after-hit.json",
        ] {
            let text = std::fs::read_to_string(format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
            let judged = Judged::new(&referee, &text, true).unwrap();
            let steps = judged.steps.as_ref().unwrap();
            let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
            let n = record["shots"].as_array().unwrap().len();
            assert_eq!(steps.after.len(), n, "{path}");
            for entry in 0..n {
                record["shots"].as_array_mut().unwrap().truncate(entry + 1);
                let (_, boards) = referee.check_with_boards(&record.to_string()).unwrap();
                assert_eq!(steps.after[entry], boards, "{path}, entry {entry}");
                record = serde_json::from_str(&text).unwrap();
            }
        }
    }

    #[test]
    fn the_policy_hashes_match_the_inline_style_and_script() {
        assert_eq!(sha256_base64(""), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
        assert_eq!(base64(b"abcd", steps::LETTERS, false), "YWJjZA");
        let csp = content_security_policy();
        assert!(csp.starts_with("default-src 'none'; script-src 'sha256-"), "{csp}");
        assert!(!csp.contains("unsafe"), "{csp}");
    }

    #[test]
    fn names_are_isolated_and_their_controls_escaped() {
        let words = Words::new(Lang::En);
        let names = [("first", name("bob\u{202e}gnp.exe")), ("second", name("{1} & ann"))];
        let shown = said(words, "page-players", &[], &names).into_string();
        assert_eq!(shown, "<bdi>bob\\u{202e}gnp.exe</bdi> v <bdi>{1} &amp; ann</bdi>");
        // A sentence's own text is escaped; a brace that names no slot stays as written.
        assert_eq!(filled("a < {0} {x} {9}", &[name("b")]).into_string(), "a &lt; <bdi>b</bdi> {x} {9}");
    }

    #[test]
    fn every_code_has_its_meaning_in_words() {
        for lang in Lang::ALL {
            for code in Code::ALL {
                let id = format!("page-code-{}", code.as_str().replace('_', "-"));
                let meaning = Words::new(lang).meaning(code);
                assert!(!meaning.is_empty() && meaning != id, "{id} in {}", lang.code());
            }
        }
    }

    #[test]
    fn script_words_have_a_form_for_each_plural_category() {
        let words = Words::new(Lang::Ru);
        let t = words.template("batch-row-fouls", &[("codes", Slot::Text), ("fouls", Slot::Count)]);
        assert_eq!(t["c"], serde_json::json!([1]));
        let forms = t["t"].as_object().unwrap();
        assert_eq!(forms.keys().collect::<Vec<_>>(), ["few", "many", "one"]);
        assert!(forms.values().all(|f| f.as_str().unwrap().contains("{0}") && f.as_str().unwrap().contains("{1}")));
        let en = Words::new(Lang::En);
        let fixed = [("numbering", text("shot"))];
        assert_eq!(
            en.template_with("violation-entry", &fixed, &[("entry", Slot::Number), ("player", Slot::Text)]),
            "{1}'s shot {0}"
        );
        let two = en.template("page-violation-count", &[("fouls", Slot::Count), ("warnings", Slot::Count)]);
        assert_eq!(two["t"]["one|other"], "{0} foul, {1} warnings");
    }

    #[test]
    fn the_game_view_is_a_fragment_of_the_page() {
        let judged = judged(TINY);
        let view = game_view(&judged, Lang::En);
        assert!(!view.contains("<html") && !view.contains("<head") && !view.contains("<body"));
        assert!(view.contains("<div class=\"viewer\" id=\"viewer\">") && view.contains("class=\"game-data\""));
        assert!(game_page(&judged, Lang::En).contains(&view), "the page shows the same view");
    }

    #[test]
    fn a_volley_reply_in_words() {
        let record = parse_record(
            r#"{"rules": "salvo", "fleets": {"a": [], "b": []},
                "shots": [{"player": "a", "at": ["A1", "B1"], "reply": {"hits": {"cruiser": 1}, "sunk": ["destroyer"]}}]}"#,
        )
        .unwrap();
        let reply = record.shots[0].reply.as_ref().unwrap();
        assert_eq!(reply_in_words(&Said::of(reply, None), Words::new(Lang::En)), "hits: cruiser 1; sunk: destroyer");
    }

    /// The records of `html/steps-vectors.json`, from the repository's root.
    const VECTOR_RECORDS: &[&str] = &[
        "fixtures/html/hostile-names.json",
        "fixtures/classic/off-board-shot.json",
        "fixtures/classic/lowercase-coordinates.json",
        "fixtures/classic/shot-after-last-sink.json",
        "fixtures/salvo/after-end.json",
        "fixtures/v2/forfeit-after-end.json",
        "fixtures/russian/out-of-turn-after-hit.json",
    ];

    /// What `decode` in `step.js` is to read from a game's step data, from the referee's own
    /// boards and log: the board, the players, the marks before the first entry, each entry's
    /// shooter, shots (what each did, [`steps::effects`]) and changed cells, and the numbers.
    fn decoded(judged: &Judged) -> serde_json::Value {
        use serde_json::json;
        let steps = judged.steps.as_ref().expect("stepped");
        let board = judged.boards.board;
        let size = usize::from(board.columns) * usize::from(board.rows);
        let cells: Vec<crate::coord::Cell> =
            (0..board.rows).flat_map(|r| (0..board.columns).map(move |c| crate::coord::Cell::new(c, r))).collect();
        let letter = |mark| super::game::look(mark).0;
        let marks = |boards: &crate::board::Boards, b: usize| -> Vec<&str> {
            cells.iter().map(|&c| letter(boards.sides[b].mark(c))).collect()
        };
        let naming = crate::words::Naming::of(&judged.verdict);
        let entries: Vec<serde_json::Value> = judged
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let before = if i == 0 { &steps.start } else { &steps.after[i - 1] };
                let after = &steps.after[i];
                let defender = 1 - row.shooter;
                let shot_cells: Vec<Option<crate::coord::Cell>> = row.shots.iter().map(|s| s.1).collect();
                let did =
                    steps::effects(&shot_cells, |c| before.sides[defender].mark(c), |c| after.sides[defender].mark(c));
                let shots: Vec<serde_json::Value> = row
                    .shots
                    .iter()
                    .zip(did)
                    .map(|(shot, effect)| {
                        let at = shot
                            .1
                            .map_or(size, |c| usize::from(c.row) * usize::from(board.columns) + usize::from(c.col));
                        let effect = match effect {
                            steps::MarkChange::NoEffect => 0,
                            steps::MarkChange::Miss => 1,
                            steps::MarkChange::Hit => 2,
                            steps::MarkChange::Sunk => 3,
                            steps::MarkChange::OffBoard => 4,
                        };
                        json!({ "board": defender, "cell": at, "effect": effect, "label": judged.shot_label(shot) })
                    })
                    .collect();
                let mut diff = Vec::new();
                for b in 0..2 {
                    for (at, (was, now)) in marks(before, b).into_iter().zip(marks(after, b)).enumerate() {
                        if was != now {
                            diff.push(json!({ "board": b, "cell": at, "was": was, "now": now }));
                        }
                    }
                }
                let mut entry = json!({ "shooter": row.shooter, "shots": shots, "diff": diff });
                if let Some(reason) = row.forfeit {
                    entry["forfeit"] = json!(reason);
                }
                entry
            })
            .collect();
        json!({
            "columns": board.columns,
            "rows": board.rows,
            "letters": judged.column_letters(),
            "players": judged.verdict.players.clone().map(|n| crate::error::escape(&n).into_owned()),
            "size": size,
            "start": [marks(&steps.start, 0), marks(&steps.start, 1)],
            "entries": entries,
            "numbering": naming.key(),
            "numbers": (0..judged.rows.len()).map(|i| naming.at(i).0).collect::<Vec<_>>(),
        })
    }

    /// A batch row's fields by name, from the verdict of `judged` on line `line`: what `rowOf` in
    /// `step.js` is to read from the row.
    fn named_row(line: usize, judged: &Judged) -> serde_json::Value {
        let v = &judged.verdict;
        let codes = |severity| {
            let mut codes: Vec<&str> =
                v.violations.iter().filter(|x| x.severity == severity).map(|x| x.code.as_str()).collect();
            codes.sort_unstable();
            codes.dedup();
            codes.join(" ")
        };
        let outcome = match v.outcome {
            crate::verdict::Outcome::Win if v.forfeiting_players.is_empty() => "win",
            crate::verdict::Outcome::Win => "forfeit",
            crate::verdict::Outcome::Draw => "draw",
            crate::verdict::Outcome::Unfinished => "unfinished",
            crate::verdict::Outcome::DoubleForfeit => "double_forfeit",
        };
        serde_json::json!({
            "line": line,
            "players": v.players.clone().map(|n| crate::error::escape(&n).into_owned()),
            "outcome": outcome,
            "winner": v.winner.as_ref().map_or(-1, |w| i8::from(v.players[1] == *w)),
            "fouls": codes(crate::verdict::Severity::Foul),
            "warnings": codes(crate::verdict::Severity::Warning),
            "entries": judged.rows.len(),
            "fouled": crate::verdict::occurred(&v.violations).0,
            "stepped": true,
            "board": 0,
        })
    }

    /// `html/steps-vectors.json`, the step data of a few games and what `decode` in
    /// `step.js` reads from it, is what the encoder writes and the referee's boards say
    /// (`tests/html.rs` runs the script's `decode` on the same file). `BROADSIDE_UPDATE_VECTORS=1`
    /// writes it anew.
    #[test]
    fn the_step_vectors_are_the_encoders_and_the_boards() {
        let root = format!("{}/../..", env!("CARGO_MANIFEST_DIR"));
        let referee = Referee::new(&Overrides::default()).unwrap();
        let vectors: Vec<serde_json::Value> = VECTOR_RECORDS
            .iter()
            .map(|path| {
                let text = std::fs::read_to_string(format!("{root}/{path}")).unwrap();
                let judged = Judged::new(&referee, &text, true).unwrap();
                let data: serde_json::Value = serde_json::from_str(&game_data(&judged).unwrap()).unwrap();
                serde_json::json!({ "record": path, "data": data, "decoded": decoded(&judged) })
            })
            .collect();
        // A batch page's rows, positional for room, and their fields named (`rowOf` in step.js).
        let mut rows: Vec<serde_json::Value> = VECTOR_RECORDS
            .iter()
            .enumerate()
            .map(|(i, path)| {
                let text = std::fs::read_to_string(format!("{root}/{path}")).unwrap();
                let judged = Judged::new(&referee, &text, true).unwrap();
                let row = GameRow::judged(i + 1, &judged, Lang::En);
                let row: serde_json::Value = serde_json::from_str(&format!("{},1]", row.head)).unwrap();
                serde_json::json!({ "row": row, "named": named_row(i + 1, &judged) })
            })
            .collect();
        let error = GameRow::error(8, "column 1: expected `{`");
        rows.push(serde_json::json!({
            "row": serde_json::from_str::<serde_json::Value>(&format!("{}]", error.head)).unwrap(),
            "named": { "line": 8, "error": "column 1: expected `{`" },
        }));
        // A vector a line, so that a change shows as the lines of the games it changes.
        let lines = |list: &[serde_json::Value]| {
            list.iter().map(|v| serde_json::to_string(v).unwrap()).collect::<Vec<_>>().join(",\n    ")
        };
        let written = format!(
            "{{\n  \"games\": [\n    {}\n  ],\n  \"rows\": [\n    {}\n  ]\n}}\n",
            lines(&vectors),
            lines(&rows)
        );
        let file = format!("{}/src/html/steps-vectors.json", env!("CARGO_MANIFEST_DIR"));
        if std::env::var("BROADSIDE_UPDATE_VECTORS").is_ok_and(|v| v == "1") {
            std::fs::write(&file, &written).unwrap();
        }
        let stored = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(stored == written, "{file} is not what the encoder writes (BROADSIDE_UPDATE_VECTORS=1 writes it)");
    }
}
