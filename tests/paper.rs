//! Paper records (docs/format.md §6): every fixture under fixtures/paper/ gets the verdict its sidecar
//! `NAME.expect` gives (asserted outright, beside a snapshot of the verdict and of the JSON record it
//! converts to); every file under fixtures/paper/errors/ is an input error that names the line
//! and column its sidecar gives (asserted, beside a snapshot of the message); and the real binary reads paper as
//! `check` and converts it with `record`.

use std::fs;
use std::path::Path;

use broadside::{Outcome, Overrides, Referee, Verdict, paper};
use serde_json::Value;

use crate::common::broadside;
use crate::common::expect::{Expected, cases_under, compare};
use crate::common::fixtures::files_under;

fn referee() -> Referee {
    Referee::new(&Overrides::default()).unwrap()
}

fn verdict_of(path: &str) -> Verdict {
    let text = fs::read_to_string(path).unwrap();
    paper::check(&text, &referee()).unwrap_or_else(|e| panic!("{path} is not adjudicated: {e}")).0
}

/// A sheet's `language:` header takes a code as a locale writes it (`nl-NL`, `fil` for
/// Tagalog) and the language's own name, as `--lang` and the locale do.
#[test]
fn a_language_header_takes_a_code_as_a_locale_writes_it() {
    let dutch = fs::read_to_string("fixtures/paper/dutch-sheet-in-the-rule-texts-words.txt").unwrap();
    let as_written = paper::check(&dutch, &referee()).unwrap().0;
    for header in ["language: nl", "language: nl-NL", "taal: nl_BE", "language: Nederlands"] {
        let text = dutch.replacen("Regels:", &format!("{header}\nRegels:"), 1);
        let v = paper::check(&text, &referee()).unwrap_or_else(|e| panic!("{header}: {e}")).0;
        assert_eq!(serde_json::to_value(&v).unwrap(), serde_json::to_value(&as_written).unwrap(), "{header}");
    }
    let e = paper::check(&dutch.replacen("Regels:", "language: nl.UTF-8\nRegels:", 1), &referee()).unwrap_err();
    assert!(e.to_string().contains("expected a language"), "{e}");
}

/// A letter encoded another way: `й` as `и` and a breve, `ë` as `e` and a diaeresis, Bengali
/// `য়` and Devanagari `ज़` as one character (Unicode's composition exclusions) where the catalogs
/// write a letter and a nukta. What a keyboard or a copied text may give; the same word.
const OTHER_ENCODINGS: [(&str, &str); 10] = [
    ("й", "и\u{306}"),
    ("Й", "И\u{306}"),
    ("ё", "е\u{308}"),
    ("ë", "e\u{308}"),
    ("é", "e\u{301}"),
    ("\u{9af}\u{9bc}", "\u{9df}"),
    ("\u{9a1}\u{9bc}", "\u{9dc}"),
    ("\u{91c}\u{93c}", "\u{95b}"),
    ("\u{921}\u{93c}", "\u{95c}"),
    ("\u{915}\u{93c}", "\u{958}"),
];

/// Every paper fixture written with its letters encoded another way ([`OTHER_ENCODINGS`]) gets the
/// verdict it gets as written: a word is read however its letters are encoded, never refused.
#[test]
fn a_sheets_words_are_read_however_their_letters_are_encoded() {
    let mut changed = 0;
    for entry in fs::read_dir("fixtures/paper").unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let other = OTHER_ENCODINGS.iter().fold(text.clone(), |t, (from, to)| t.replace(from, to));
        if other == text {
            continue;
        }
        let as_written = paper::check(&text, &referee()).unwrap().0;
        let encoded = paper::check(&other, &referee()).unwrap_or_else(|e| panic!("{}: {e}", path.display())).0;
        // Names stay as written (their letters too): the same game by outcome, winner's side and
        // each violation's code, side, entry and cells.
        let game = |v: &Verdict| {
            let side = |name: &str| v.players.iter().position(|p| p == name);
            let violations: Vec<_> =
                v.violations.iter().map(|x| (x.code, side(&x.player), x.entry, x.cells.clone())).collect();
            (v.outcome, v.reason, v.decided_at, v.winner.as_deref().map(side), violations)
        };
        assert_eq!(game(&encoded), game(&as_written), "{}", path.display());
        changed += 1;
    }
    // The Russian, Dutch, Bengali and Hindi sheets at least.
    assert!(changed >= 4, "only {changed} fixtures hold a letter encoded two ways");
}

/// Each paper fixture gets the verdict its sidecar `NAME.expect` gives (tests/common/expect.rs).
#[test]
fn each_fixture_gets_the_verdict_it_expects() {
    let mut checked = 0;
    for case in cases_under("paper").into_iter().filter(|c| !c.name.starts_with("paper/errors/")) {
        let Expected::Verdict(expected) = &case.expected else { panic!("{}: expected a verdict", case.name) };
        let v = serde_json::to_value(verdict_of(case.path.to_str().unwrap())).unwrap();
        let mut errors = Vec::new();
        compare(expected, &v, "verdict", &mut errors);
        assert!(errors.is_empty(), "{} ({}):\n    {}", case.name, case.why, errors.join("\n    "));
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} paper fixtures found");
    let sheets = files_under(Path::new("fixtures/paper"), ".txt");
    assert_eq!(sheets.len(), checked + cases_under("paper/errors").len(), "every sheet has its NAME.expect");
    let resigned = verdict_of("fixtures/paper/classic-log-ben-resigns.txt");
    assert_eq!(resigned.reason, Some(broadside::Reason::Resigned));
    assert!(resigned.forfeiting_players.is_empty());
}

#[test]
fn verdicts_and_records_of_paper_fixtures() {
    insta::glob!("../fixtures/paper", "*.txt", |path| {
        let text = fs::read_to_string(path).unwrap();
        let json = paper::to_json(&text, &referee()).unwrap();
        let record: Value = serde_json::from_str(&json).unwrap();
        let verdict = referee().check(&json).unwrap();
        // The verdict of the paper is the verdict of its JSON record.
        assert_eq!(paper::check(&text, &referee()).unwrap().0, verdict);
        insta::assert_json_snapshot!("record", record);
        insta::assert_json_snapshot!("verdict", serde_json::to_value(&verdict).unwrap());
    });
}

#[test]
fn the_salvo_sheets_rebuild_the_rounds_in_order() {
    let text = fs::read_to_string("fixtures/paper/salvo-rule-text-game-to-the-end.txt").unwrap();
    let record: Value = serde_json::from_str(&paper::to_json(&text, &referee()).unwrap()).unwrap();
    let shots = record["shots"].as_array().unwrap();
    let players: Vec<&str> = shots.iter().map(|e| e["player"].as_str().unwrap()).collect();
    assert_eq!(players, ["ann", "ben", "ann", "ben", "ann", "ben", "ann", "ben"]);
    // Round 1 of ann's sheet, row by row: B2 C2 J1? No: J1 is in row 1, so it comes first.
    assert_eq!(shots[0]["at"], serde_json::json!(["J1", "B2", "C2", "J2", "B3", "E3", "H3"]));
    // Ben's fleet loses its battleship and destroyer in round 1: his round-2 volley has 6 shots.
    assert_eq!(shots[3]["at"].as_array().unwrap().len(), 6);
}

#[test]
fn player_numbering_follows_the_turn_rule() {
    let order = |name: &str| -> Vec<String> {
        let text = fs::read_to_string(format!("fixtures/paper/{name}.txt")).unwrap();
        let record: Value = serde_json::from_str(&paper::to_json(&text, &referee()).unwrap()).unwrap();
        record["shots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| format!("{} {}", e["player"].as_str().unwrap(), e["at"]))
            .collect()
    };
    // Alternate: one shot each, ann first.
    assert_eq!(
        order("classic-player-numbering-alternate-unmarked"),
        ["ann \"B2\"", "ben \"C3\"", "ann \"B3\"", "ben \"A5\"", "ann \"E4\""]
    );
    // Again on hit, by the truth: B3 and B4 hit the battleship, A1 misses; Boris's E5 sinks a
    // torpedo boat, F5 misses; Anya's B5 and B2 hit, C9 misses; Boris's J1 hits and J2 is his last.
    assert_eq!(
        order("russian-player-numbering-by-the-truth"),
        [
            "Anya K \"B3\"",
            "Anya K \"B4\"",
            "Anya K \"A1\"",
            "Boris \"E5\"",
            "Boris \"F5\"",
            "Anya K \"B5\"",
            "Anya K \"B2\"",
            "Anya K \"C9\"",
            "Boris \"J1\"",
            "Boris \"J2\""
        ]
    );
    // Again on hit, by the marks: Boris's "o" at A1 passes the turn although it struck.
    let marked = order("russian-squared-paper-false-miss-mark");
    assert_eq!(marked[5..8], ["Boris \"E5\"".to_owned(), "Boris \"A1\"".to_owned(), "Anya K \"H5\"".to_owned()]);
}

#[test]
fn marks_become_replies_and_x_at_a_sinking_shot_is_sunk() {
    let text = fs::read_to_string("fixtures/paper/russian-squared-paper-false-miss-mark.txt").unwrap();
    let record: Value = serde_json::from_str(&paper::to_json(&text, &referee()).unwrap()).unwrap();
    let replies: Vec<&str> = record["shots"].as_array().unwrap().iter().map(|e| e["reply"].as_str().unwrap()).collect();
    // Anya: B3 B4 B5 hit, B2 sinks the battleship, C6 misses; Boris: E5 sinks a torpedo boat, A1
    // marked miss; Anya: H5 H4 hit, H6 sinks the cruiser, J5 misses; Boris: J10 misses.
    assert_eq!(replies, ["hit", "hit", "hit", "sunk", "miss", "sunk", "miss", "hit", "hit", "sunk", "miss", "miss"]);
}

/// Each sheet that must be refused is, with a message that starts as its sidecar's `error`
/// says: the line and column, then what is wrong there.
#[test]
fn each_input_error_names_the_line_and_column() {
    let mut checked = 0;
    for case in cases_under("paper/errors") {
        let Expected::Error(start) = &case.expected else { panic!("{}: expected an error", case.name) };
        let text = fs::read_to_string(&case.path).unwrap();
        let e = paper::check(&text, &referee()).expect_err(&case.name);
        assert!(e.to_string().starts_with(start.as_str()), "{} ({}): {e}", case.name, case.why);
        checked += 1;
    }
    assert!(checked >= 70, "only {checked} error fixtures found");
}

#[test]
fn error_messages_of_paper_fixtures() {
    insta::glob!("../fixtures/paper/errors", "*.txt", |path| {
        let text = fs::read_to_string(path).unwrap();
        insta::assert_snapshot!(paper::check(&text, &referee()).unwrap_err().to_string());
    });
}

#[test]
fn rules_from_the_command_line_read_a_paper_without_them() {
    let text = fs::read_to_string("fixtures/paper/errors/no-rules.txt").unwrap();
    let referee = Referee::new(&Overrides { rules: Some("classic".into()), fleet: None }).unwrap();
    let (v, _) = paper::check(&text, &referee).unwrap();
    assert_eq!(v.outcome, Outcome::Unfinished);
}

#[test]
fn a_json_record_written_as_paper_reads_back_to_the_same_verdict() {
    for path in ["fixtures/russian/real-game-south-wins.json", "fixtures/salvo/both-fleets-fall-draw.json"] {
        let json = fs::read_to_string(path).unwrap();
        let written = paper::write(&json).unwrap();
        let back = paper::to_json(&written, &referee()).unwrap_or_else(|e| panic!("{path}: {e}\n{written}"));
        assert_eq!(referee().check(&back).unwrap(), referee().check(&json).unwrap(), "{path}");
    }
    let fixture = Path::new("fixtures/russian/real-game-south-wins.json");
    insta::assert_snapshot!("real_game_as_paper", paper::write(&fs::read_to_string(fixture).unwrap()).unwrap());
}

/// A tiny classic game between `a` and `b`, with `first` and the log's names as given.
fn tiny(players: [&str; 2], first: &str, shooters: [&str; 2]) -> String {
    serde_json::json!({
        "rules": {"base": "classic", "board": {"columns": 2, "rows": 1}, "fleet": [{"ship": "boat", "size": 1}]},
        "players": players,
        "first": first,
        "fleets": {players[0]: [{"cells": ["A1"]}], players[1]: [{"cells": ["B1"]}]},
        "shots": [{"player": shooters[0], "at": "A1", "reply": "sunk"}, {"player": shooters[1], "at": "B1", "reply": "sunk"}]
    })
    .to_string()
}

#[test]
fn names_paper_could_misread_are_written_faithfully_or_refused() {
    // `first` and log names equal to a player's ignoring case are written as `players` spells them.
    let json = tiny(["a", "b"], "B", ["B", "A"]);
    let written = paper::write(&json).unwrap();
    assert!(written.contains("first: b\n") && written.contains("b A1 sunk"), "{written}");
    let back = paper::to_json(&written, &referee()).unwrap();
    assert_eq!(referee().check(&back).unwrap(), referee().check(&json).unwrap());
    // A name that reads as a move number gets every log line numbered.
    let json = tiny(["12.", "b"], "12.", ["12.", "b"]);
    let written = paper::write(&json).unwrap();
    assert!(written.contains("1. 12. A1 sunk\n2. b B1 sunk"), "{written}");
    let back = paper::to_json(&written, &referee()).unwrap();
    assert_eq!(referee().check(&back).unwrap(), referee().check(&json).unwrap());
    // One name the other's and a space: a log line could be either player's, so paper refuses it.
    let e = paper::write(&tiny(["a", "a A1"], "a", ["a", "a A1"])).unwrap_err().to_string();
    assert!(
        e.contains("starts with the other player's name") && e.contains("cannot be written as a paper record"),
        "{e}"
    );
    // In any case, as names compare: `Ann` and `ann b2` (a review found the sheet written, and
    // read back as ann b2's volleys, convicting Ann).
    let e = paper::write(&tiny(["Ann", "ann b2"], "Ann", ["Ann", "ann b2"])).unwrap_err().to_string();
    assert!(e.contains("`ann b2` starts with the other player's name `Ann`"), "{e}");
    // A sheet with such names is refused at its players line, never read one way or the other;
    // a longer name that goes on with no cell (`Ann Lee`, `Anya K`) reads one way only.
    for (players, refused) in [
        ("Ann, ann b2", true),
        ("ann B2, Ann", true),
        ("Anya, Anya К10", true),
        ("Ann, Ann Lee", false),
        ("Anya, Anya K", false),
    ] {
        let [a, b] = players.split(", ").collect::<Vec<_>>().try_into().unwrap();
        let text = format!(
            "rules: classic\nplayers: {players}\n\n{a} fleet: A1-E1, A3-D3, A5-C5, A7-C7, A9-B9\n\n{b} fleet: A1-E1, A3-D3, A5-C5, A7-C7, A9-B9\n\nlog:\n{a} J10 miss\n"
        );
        let read = paper::check(&text, &referee());
        if refused {
            let e = read.unwrap_err().to_string();
            assert!(
                e.starts_with("2:1: the name ") && e.contains("starts with the other player's name"),
                "{players}: {e}"
            );
            assert!(!e.contains("cannot be written"), "{players}: {e}");
        } else {
            assert!(read.is_ok(), "{players}: {read:?}");
        }
    }
}

#[test]
fn check_reads_paper_from_a_file_and_from_standard_input() {
    let path = "fixtures/paper/russian-squared-paper-false-miss-mark.txt";
    let from_file = broadside().args(["check", path]).assert().code(1).get_output().stdout.clone();
    let from_stdin =
        broadside().arg("check").write_stdin(fs::read(path).unwrap()).assert().code(1).get_output().stdout.clone();
    assert_eq!(from_file, from_stdin);
    let v: Value = serde_json::from_slice(&from_file).unwrap();
    assert_eq!(v["winner"], "Boris");
    broadside().args(["check", "fixtures/paper/salvo-rule-text-game-to-the-end.txt"]).assert().code(0);
    // --strict: an unfinished game fails.
    broadside()
        .args(["check", "--strict", "fixtures/paper/russian-player-numbering-by-the-truth.txt"])
        .assert()
        .code(1);
}

#[test]
fn a_paper_input_error_goes_to_standard_error_with_nothing_on_standard_output() {
    let path = "fixtures/paper/errors/round-skipped-on-one-sheet.txt";
    let out = broadside().args(["check", path]).assert().code(2).get_output().clone();
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "broadside: {path}:15:1: ben's sheet has no shot numbered 3, but ann's goes on to round 4: a sheet cannot show a round that was skipped\n"
        )
    );
}

/// A log's input error is worded in the language `--lang` names, at the same line and column.
#[test]
fn a_paper_log_error_is_said_in_the_language_asked_for() {
    let path = "fixtures/paper/errors/log-latin-k-among-cyrillic-column-letters.txt";
    let said = |lang: &str| {
        let out = broadside().args(["check", "--lang", lang, path]).assert().code(2).get_output().clone();
        assert!(out.stdout.is_empty());
        String::from_utf8(out.stderr).unwrap()
    };
    assert_eq!(
        said("nl"),
        format!(
            "broadside: {path}:30:6: de zet van Anya: `K6` is geschreven met de Latijnse letter K, die lijkt op de Cyrillische К van de kolomletters van dit blad (А Б В Г Д Е Ж З И К): als Latijnse letter is het geen kolom van dit raster (K zou kolom 11 zijn, en het raster heeft er 10), en als Cyrillische letter is het kolom 10 (К6); schrijf het met de letters die het blad gebruikt\n"
        )
    );
    assert_eq!(
        said("ru"),
        format!(
            "broadside: {path}:30:6: ход игрока Anya: `K6` написано латинской буквой K, похожей на русскую К из букв столбцов этого листа (А Б В Г Д Е Ж З И К): как латинская она не означает ни одного столбца этого поля (K была бы столбцом 11, а на поле их 10), как русская — столбец 10 (К6); пишите теми же буквами, что и весь лист\n"
        )
    );
    assert!(said("en").starts_with(&format!("broadside: {path}:30:6: Anya's move: `K6` is written with the Latin")));
}

#[test]
fn the_text_verdict_names_cells_as_the_sheet_does_and_where_each_foul_stands() {
    let out = broadside()
        .args([
            "check",
            "--format",
            "text",
            "--color",
            "never",
            "fixtures/paper/russian-squared-paper-false-miss-mark.txt",
        ])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("А Б В Г Д Е Ж З И К"), "{text}");
    assert!(
        text.contains("Boris's shot at А1, but it hit the battleship (А1-Г1), which stays afloat [on the paper: line 48, Boris's shot numbered 2 (А1)]"),
        "{text}"
    );
    // The cell the false report names is flagged on Anya's board.
    assert!(text.contains("   1!x # # #"), "{text}");
}

#[test]
fn record_converts_either_way() {
    let path = "fixtures/paper/salvo-rule-text-game-to-the-end.txt";
    let json = broadside().args(["record", path]).assert().code(0).get_output().stdout.clone();
    let record: Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(record["players"], serde_json::json!(["ann", "ben"]));
    // The JSON record judged as JSON gets the paper's verdict.
    let from_json = broadside().arg("check").write_stdin(json.clone()).assert().code(0).get_output().stdout.clone();
    let from_paper = broadside().args(["check", path]).assert().code(0).get_output().stdout.clone();
    assert_eq!(from_json, from_paper);
    // And back to paper, which reads to the same verdict again.
    let paper = broadside().arg("record").write_stdin(json).assert().code(0).get_output().stdout.clone();
    assert!(String::from_utf8_lossy(&paper).contains("\nlog:\nann J1 B2 C2 J2 B3 E3 H3\n"));
    let again = broadside().arg("check").write_stdin(paper).assert().code(0).get_output().stdout.clone();
    assert_eq!(again, from_paper);
    // --to names the form; a bad record is exit 2 with nothing on standard output.
    broadside().args(["record", "--to", "json", "fixtures/classic/out-of-turn.json"]).assert().code(0);
    let out = broadside().args(["record", "fixtures/paper/errors/no-rules.txt"]).assert().code(2).get_output().clone();
    assert!(out.stdout.is_empty());
}

#[test]
fn the_paper_guide_example_is_the_salvo_fixture_and_checks_clean() {
    let guide = fs::read_to_string("docs/paper.md").unwrap();
    let section = guide.split("# Checking a game played on paper").nth(1).expect("the paper guide's first section");
    let example = section.split("```text\n").nth(1).and_then(|s| s.split("```").next()).unwrap();
    let fixture = fs::read_to_string("fixtures/paper/salvo-rule-text-game-to-the-end.txt").unwrap();
    assert_eq!(example, fixture);
    broadside().args(["check", "--format", "text"]).write_stdin(example).assert().code(0);
}

#[test]
fn help_completions_and_man_know_the_record_command() {
    let help = broadside().args(["record", "--help"]).assert().code(0).get_output().stdout.clone();
    assert!(String::from_utf8_lossy(&help).contains("--to <FORM>"));
    let bash = broadside().args(["completions", "bash"]).assert().code(0).get_output().stdout.clone();
    assert!(String::from_utf8_lossy(&bash).contains("broadside__subcmd__record"));
    let man = broadside().args(["man", "record"]).assert().code(0).get_output().stdout.clone();
    assert!(String::from_utf8_lossy(&man).contains("paper"));
    let schema = broadside().args(["schema", "--help"]).assert().code(0).get_output().stdout.clone();
    assert!(String::from_utf8_lossy(&schema).contains("broadside record game.txt"));
}

#[test]
fn text_verdicts_of_paper_fixtures() {
    insta::glob!("../fixtures/paper", "*.txt", |path| {
        let out = broadside().args(["check", "--format", "text", "--color", "never"]).arg(path).output().unwrap();
        assert!(out.stderr.is_empty());
        insta::assert_snapshot!(String::from_utf8(out.stdout).unwrap());
    });
}

/// A paper sheet's input error on standard error in the language `--lang` (or the locale)
/// chooses, where the English would stand: the file, line and column, then the sentence.
#[test]
fn a_sheets_input_error_is_told_in_the_language_chosen() {
    let stderr = |args: &[&str], env: Option<(&str, &str)>| {
        let mut command = broadside();
        if let Some((var, value)) = env {
            command.env(var, value);
        }
        let out = command.args(["check"]).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    let skipped = "fixtures/paper/errors/round-skipped-on-one-sheet.txt";
    assert_eq!(
        stderr(&["--lang", "ru", skipped], None),
        format!(
            "broadside: {skipped}:15:1: на листе игрока ben нет выстрела с номером 3, но лист игрока ann доходит до раунда 4: на листе не может быть пропущенного раунда\n"
        )
    );
    assert_eq!(
        stderr(&[skipped], Some(("LANG", "hi_IN.UTF-8"))),
        format!(
            "broadside: {skipped}:15:1: ben की शीट पर क्रमांक 3 वाली कोई गोली नहीं है, पर ann की शीट दौर 4 तक जाती है: शीट पर कोई दौर छोड़ा नहीं जा सकता\n"
        )
    );
    // A Dutch sheet's unknown key, with the sheet's own words for what could stand there.
    let dutch = "fixtures/paper/errors/unknown-header-key-on-a-dutch-sheet.txt";
    let said = stderr(&["--lang", "nl", dutch], None);
    assert!(said.starts_with(&format!("broadside: {dutch}:4:1: onbekende sleutel `speler` in de kop: ")), "{said}");
    assert!(said.contains("(in de taal Nederlands (nl): rules `regels`, `spelregels`; players `spelers`;"), "{said}");
    // English without --lang or a locale.
    assert!(stderr(&[dutch], None).starts_with(&format!("broadside: {dutch}:4:1: unknown header key `speler`: ")));
}
