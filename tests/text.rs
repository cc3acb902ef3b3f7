//! `broadside check --format text`: the verdict for people, run through the real binary. Every
//! fixture under fixtures/text and a real game are snapshotted with colour off and on (escapes
//! shown as `\e` in the snapshot), with the exit status on the first line.

use std::path::Path;

use crate::common::broadside;

/// The exit status and standard output of `broadside check --format text --color COLOR PATH`;
/// escapes are shown as `\e`.
fn text_of(path: &Path, color: &str) -> String {
    let out = broadside().args(["check", "--format", "text", "--color", color]).arg(path).output().unwrap();
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).expect("text output is UTF-8");
    format!("exit status {}\n{}", out.status.code().unwrap(), stdout.replace('\x1b', "\\e"))
}

#[test]
fn text_without_colour() {
    insta::glob!("../fixtures", "text/*.json", |path| {
        let text = text_of(path, "never");
        assert!(!text.contains("\\e"), "no escapes without colour");
        insta::assert_snapshot!(text);
    });
}

#[test]
fn text_with_colour() {
    insta::glob!("../fixtures", "text/*.json", |path| {
        let text = text_of(path, "always");
        assert!(text.contains("\\e[1mResult\\e[0m"), "the headings are bold");
        insta::assert_snapshot!(text);
    });
}

#[test]
fn a_real_game_as_text() {
    let path = Path::new("fixtures/russian/real-game-south-wins.json");
    let plain = text_of(path, "never");
    insta::assert_snapshot!("real_game_plain", plain);
    insta::assert_snapshot!("real_game_colour", text_of(path, "always"));
}

#[test]
fn the_text_names_what_the_verdict_says() {
    // The JSON verdict and the text agree on the result, each violation, and the boards' marks;
    // the text names each move as the players' sheets number it, where the JSON names its entry.
    let path = Path::new("fixtures/text/out-of-turn-false-report.json");
    let out = broadside().args(["check"]).arg(path).output().unwrap();
    let verdict: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let text = text_of(path, "never");
    assert_eq!((&verdict["winner"], &verdict["decided_at"]), (&"ann".into(), &4.into()));
    // Entry 4 is bob's third shot (he fired entries 1, 3 and 4), entry 5 ann's third.
    assert!(
        text.contains("Result: ann wins: bob forfeits for out_of_turn at bob's shot 3, the earliest foul."),
        "{text}"
    );
    let shots = |entry: u64| match entry {
        4 => "bob's shot 3",
        5 => "ann's shot 3",
        e => panic!("no violation at entry {e}"),
    };
    for v in verdict["violations"].as_array().unwrap() {
        let line = format!("{} {}", v["player"].as_str().unwrap(), shots(v["entry"].as_u64().unwrap()));
        let found = text.lines().any(|l| {
            l.contains(v["code"].as_str().unwrap())
                && l.contains(&line)
                && l.contains(&format!("{}:", v["cells"][0].as_str().unwrap()))
        });
        assert!(found, "no line for {v} in\n{text}");
    }
    // A sentence that names no move is the JSON's message; the one that names bob's previous
    // move (entry 3) names it as his second shot.
    let messages: Vec<&str> =
        verdict["violations"].as_array().unwrap().iter().map(|v| v["message"].as_str().unwrap()).collect();
    assert_eq!(messages[0], "bob fired at F5, but it was ann's turn: bob took entry 3 and turns alternate");
    assert!(
        text.contains("bob's shot 3 F5: bob fired at F5, but it was ann's turn: bob fired shot 2 and turns alternate"),
        "{text}"
    );
    for message in &messages[1..] {
        assert!(text.contains(message), "{message} in\n{text}");
    }
    // bob's board (the right one): the frigate A1-A3 sunk, A2 named by the repeated shot.
    assert!(text.contains("   1 . . . . . .     1 X . . . . ."), "{text}");
    assert!(text.contains("   2 . X X X . .     2!X . . . . ."), "{text}");
    // ann's board: F5 hit (the false report names it), E5 a miss, F4 still afloat.
    assert!(text.contains("   4 . . . . . #     4 . . . # # ."), "{text}");
    assert!(text.contains("   5 . . . . o!x     5 . . . . . ."), "{text}");
}

#[test]
fn the_text_numbers_moves_as_the_sheets_do() {
    // A line of the text's violations, and its result, for `path` in `lang`.
    let text = |path: &str, lang: &str| {
        let out =
            broadside().args(["check", "--format", "text", "--color", "never", "--lang", lang, path]).output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    // Salvo: by round. alice's third volley, entry 4, after her second sank bob's fleet.
    let salvo = text("fixtures/salvo/after-end.json", "en");
    assert!(salvo.contains("Result: alice wins: alice destroyed bob's fleet in round 2."), "{salvo}");
    assert!(
        salvo.contains(
            " alice round 3 F1,F2,F3,F4,F5,F6,F7: alice's volley of round 3 comes after the game ended in round 2"
        ),
        "{salvo}"
    );
    // Classic: by the shooter's own shots. bob's 14th, entry 27, after alice's 14th sank his fleet.
    let classic = text("fixtures/classic/shot-after-last-sink.json", "en");
    assert!(
        classic.contains(" bob bob's shot 14 F9: bob's shot 14 comes after the game ended at alice's shot 14;"),
        "{classic}"
    );
    // A Russian sheet numbered by each player's shots: Boris's second (entry 6), in Russian too.
    let russian = "fixtures/paper/russian-squared-paper-false-miss-mark.txt";
    let en = text(russian, "en");
    assert!(en.contains("Anya K forfeits for false_report at Boris's shot 2, the earliest foul."), "{en}");
    assert!(en.contains(" false_report Anya K Boris's shot 2 А1: "), "{en}");
    let ru = text(russian, "ru");
    assert!(ru.contains("техническое поражение за ложный ответ при 2-м выстреле игрока Boris"), "{ru}");
    assert!(ru.contains(" false_report Anya K 2-й выстрел игрока Boris А1: "), "{ru}");
    // A scorekeeper's sheet numbered by the game's moves: ann's volley numbered 4 (entry 3).
    let game = text("fixtures/paper/classic-game-numbering-scorekeeper.txt", "nl");
    assert!(game.contains("ann verliest reglementair bij zet 4 door"), "{game}");
    assert!(game.contains(" too_many_shots ann zet 4 D4,D5: "), "{game}");
}

#[test]
fn auto_colour_follows_no_color_and_clicolor_force() {
    let path = "fixtures/text/salvo-draw.json";
    let run = |envs: &[(&str, &str)]| {
        let mut cmd = broadside();
        cmd.args(["check", "--format", "text", path]);
        for (k, v) in envs {
            cmd.env(k, v);
        }
        String::from_utf8(cmd.output().unwrap().stdout).unwrap()
    };
    // Standard output is a pipe here: no colour unless forced.
    assert!(!run(&[]).contains('\x1b'));
    assert!(run(&[("CLICOLOR_FORCE", "1")]).contains('\x1b'));
    assert!(!run(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]).contains('\x1b'));
    // An explicit --color always wins over NO_COLOR; never wins over CLICOLOR_FORCE.
    let forced = broadside()
        .args(["check", "--format", "text", "--color", "always", path])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(String::from_utf8(forced.stdout).unwrap().contains('\x1b'));
    let never = broadside()
        .args(["check", "--format", "text", "--color", "never", path])
        .env("CLICOLOR_FORCE", "1")
        .output()
        .unwrap();
    assert!(!String::from_utf8(never.stdout).unwrap().contains('\x1b'));
}

#[test]
fn colour_and_plain_text_differ_only_in_escapes() {
    let path = Path::new("fixtures/text/double-forfeit-placement.json");
    let coloured = text_of(path, "always").replace("\\e", "\x1b");
    let stripped: String = anstream::adapter::strip_str(&coloured).to_string();
    assert_eq!(stripped, text_of(path, "never"));
}

#[test]
fn text_does_not_combine_with_jsonl() {
    let out = broadside()
        .args(["check", "--jsonl", "--format", "text", "fixtures/real/classic-openspiel.jsonl"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--format text shows one game and does not combine with --jsonl"), "{err}");
}

#[test]
fn input_errors_stay_on_stderr_in_text_format() {
    let out = broadside()
        .args(["check", "--format", "text", "-"])
        .write_stdin(r#"{"rules": "classic", "fleets": {}, "shot": []}"#)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("broadside: <stdin>:1:"), "{err}");
}

#[test]
fn json_stays_the_default() {
    let path = "fixtures/text/salvo-draw.json";
    let default = broadside().args(["check", path]).output().unwrap();
    let json = broadside().args(["check", "--format", "json", "--color", "always", path]).output().unwrap();
    assert_eq!(default.stdout, json.stdout);
    let v: serde_json::Value = serde_json::from_slice(&default.stdout).unwrap();
    assert_eq!(v["outcome"], "draw");
}

/// The text verdict in every language of the catalogs: a snapshot each, from `--lang` (a real
/// game with fouls in a paper record's Cyrillic letters, and a fleet report).
#[test]
fn text_in_every_language() {
    for lang in broadside::words::Lang::ALL {
        let code = lang.code();
        let text = |args: &[&str]| {
            let out = broadside().args(args).args(["--color", "never", "--lang", code]).output().unwrap();
            format!("exit status {}\n{}", out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap())
        };
        let game = ["check", "--format", "text", "fixtures/text/out-of-turn-false-report.json"];
        insta::assert_snapshot!(format!("text_{code}"), text(&game));
        let paper = ["check", "--format", "text", "fixtures/paper/russian-squared-paper-false-miss-mark.txt"];
        insta::assert_snapshot!(format!("paper_{code}"), text(&paper));
        let fleet = ["fleet", "--rules", "russian", "--format", "text", "fixtures/fleet/russian-corner-contact.txt"];
        insta::assert_snapshot!(format!("fleet_{code}"), text(&fleet));
    }
}

/// Without --lang, the text follows the locale as gettext tools do (LANGUAGE, LC_ALL, then
/// LC_MESSAGES, then LANG), and English where none names a language of the catalogs; JSON stays English
/// whatever the locale, and follows --lang.
#[test]
fn the_locale_chooses_the_language_of_text_but_not_of_json() {
    let path = "fixtures/text/out-of-turn-false-report.json";
    let text = |env: &[(&str, &str)], args: &[&str]| {
        let mut command = broadside();
        command.args(["check", "--color", "never"]).args(args).arg(path);
        for (k, v) in env {
            command.env(k, v);
        }
        String::from_utf8(command.output().unwrap().stdout).unwrap()
    };
    let plain = ["--format", "text"];
    assert!(text(&[("LANG", "nl_NL.UTF-8")], &plain).starts_with("Spelregels: "));
    assert!(text(&[("LANG", "nl_NL.UTF-8"), ("LC_MESSAGES", "ru_RU.UTF-8")], &plain).starts_with("Правила: "));
    assert!(text(&[("LC_ALL", "hi_IN.UTF-8"), ("LC_MESSAGES", "ru_RU.UTF-8")], &plain).starts_with("नियम: "));
    assert!(text(&[("LANG", "de_DE.UTF-8")], &plain).starts_with("Rules: "));
    assert!(text(&[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")], &plain).starts_with("Rules: "), "C is English");
    assert!(text(&[("LANG", "ru_RU.UTF-8")], &[&plain[..], &["--lang", "en"]].concat()).starts_with("Rules: "));
    // LANGUAGE, a list in order of preference, comes first under a locale that is not C.
    assert!(text(&[("LANGUAGE", "de:nl"), ("LANG", "ru_RU.UTF-8")], &plain).starts_with("Spelregels: "));
    assert!(text(&[("LANGUAGE", "nl"), ("LC_ALL", "C")], &plain).starts_with("Rules: "), "C ignores LANGUAGE");
    assert!(text(&[("LANGUAGE", "nl")], &plain).starts_with("Rules: "), "no locale ignores LANGUAGE");
    // JSON: English whatever the locale; in the language --lang names.
    let english = text(&[], &[]);
    assert_eq!(text(&[("LC_ALL", "ru_RU.UTF-8")], &[]), english);
    let russian: serde_json::Value = serde_json::from_str(&text(&[], &["--lang", "ru"])).unwrap();
    let english: serde_json::Value = serde_json::from_str(&english).unwrap();
    assert!(russian["violations"][0]["message"].as_str().unwrap().starts_with("Игрок bob стреляет"));
    assert_eq!(russian["violations"][0]["code"], english["violations"][0]["code"]);
    assert_eq!(russian["violations"][0]["cells"], english["violations"][0]["cells"]);
}

#[test]
fn an_unknown_language_is_an_error_that_lists_the_languages() {
    let out =
        broadside().args(["check", "--lang", "de", "fixtures/text/out-of-turn-false-report.json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("expected a language code: en (English), bn (বাংলা), hi (हिन्दी)"), "{stderr}");
}
