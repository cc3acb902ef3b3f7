//! `broadside rules`, `broadside completions` and `broadside man`, run through the real binary.

use std::fs;

use broadside::cli::rules::spec_for;
use broadside::{FleetName, Overrides, Preset, RulesSpec, check_record};
use serde_json::Value;

use crate::common::broadside;

fn stdout_of(args: &[&str]) -> String {
    let out = broadside().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_listing_names_every_preset_and_fleet() {
    let text = stdout_of(&["rules"]);
    for p in Preset::ALL {
        assert!(text.lines().any(|l| l.trim_start().starts_with(p.as_str())), "{p} missing from\n{text}");
    }
    for f in FleetName::ALL {
        assert!(text.contains(&format!("  {:<15} ", f.as_str())), "{f} missing from\n{text}");
    }
    assert!(text.contains("russian  10x10 board, russian fleet, no touching, turns again_on_hit"), "{text}");
    assert!(text.contains("two-destroyers  battleship 5, cruiser 3, destroyer 2 x2 (4 ships"), "{text}");

    let text = stdout_of(&["rules", "--format", "json"]);
    let at = |key: &str| text.find(&format!("\n    \"{key}\": ")).unwrap_or_else(|| panic!("{key} in {text}"));
    assert!(at("classic") < at("salvo") && at("salvo") < at("russian"), "presets in their order");
    let json: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["presets"].as_object().unwrap().len(), 3);
    assert_eq!(json["presets"]["salvo"]["turns"], "salvo");
    assert_eq!(json["fleets"]["hasbro"][0], serde_json::json!({"ship": "carrier", "size": 5, "count": 1, "salvo": 1}));
    assert_eq!(json["fleets"]["russian"].as_array().unwrap().len(), 4);
}

/// The listing in each language (`--lang`, or the locale's): presets, fleets and codes by their
/// names, everything else in the language's words; JSON the same in every language.
#[test]
fn the_listing_in_every_language() {
    use broadside::words::Lang;
    let json = stdout_of(&["rules", "--format", "json"]);
    for lang in Lang::ALL {
        let text = stdout_of(&["rules", "--lang", lang.code()]);
        for code in broadside::Code::ALL {
            assert!(text.contains(&format!("  {code} ")), "{code} in {}:\n{text}", lang.code());
        }
        insta::assert_snapshot!(format!("rules_{}", lang.code()), text);
        let salvo = stdout_of(&["rules", "salvo", "--format", "text", "--lang", lang.code()]);
        insta::assert_snapshot!(format!("rules_salvo_{}", lang.code()), salvo);
        assert_eq!(stdout_of(&["rules", "--format", "json", "--lang", lang.code()]), json, "JSON stays");
    }
    // The locale chooses without --lang, as gettext's tools do.
    let out = broadside().args(["rules"]).env("LANG", "ru_RU.UTF-8").output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), stdout_of(&["rules", "--lang", "ru"]));
    let out = broadside().args(["rules"]).env("LC_ALL", "C").env("LANG", "ru_RU.UTF-8").output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), stdout_of(&["rules"]), "LC_ALL=C is English");
}

/// `broadside rules NAME` prints a full rules object that reads back to the same rules.
#[test]
fn a_resolved_rules_object_reads_back_to_the_same_rules() {
    let names = ["classic", "salvo", "russian", "standard", "two-destroyers", "hasbro"];
    let custom = r#"{"base": "salvo", "board": {"columns": 8, "rows": 12}, "fleet": [{"ship": "frigate", "size": 3, "count": 2}], "salvo_shots": "ships_afloat", "salvo_order": "sequential"}"#;
    for name in names.iter().copied().chain([custom]) {
        let printed = stdout_of(&["rules", name]);
        let spec: RulesSpec = serde_json::from_str(&printed).expect("the printed rules read back");
        let expected = spec_for(name).unwrap();
        assert_eq!(spec.resolve(), expected.resolve(), "{name}");
        assert_eq!(spec.base(), expected.base(), "{name}");
        let v: Value = serde_json::from_str(&printed).unwrap();
        for part in ["base", "board", "fleet", "touching", "turns", "salvo_shots", "salvo_order"] {
            assert!(v.get(part).is_some(), "{name}: {part} is not set in {printed}");
        }
    }
    assert_eq!(spec_for("hasbro").unwrap().resolve().fleet, FleetName::Hasbro.classes());
    assert_eq!(spec_for("russian").unwrap(), RulesSpec::Preset(Preset::Russian), "a preset before a fleet");
}

/// Pasted into a record, the printed rules judge the game exactly as the preset does.
#[test]
fn a_pasted_rules_object_judges_as_the_preset() {
    let text = fs::read_to_string("fixtures/russian/real-game-south-wins.json").unwrap();
    let mut record: Value = serde_json::from_str(&text).unwrap();
    let printed: Value = serde_json::from_str(&stdout_of(&["rules", "russian"])).unwrap();
    record["rules"] = printed.clone();
    let by_preset = serde_json::to_value(check_record(&text, &Overrides::default()).unwrap()).unwrap();
    let by_object = serde_json::to_value(check_record(&record.to_string(), &Overrides::default()).unwrap()).unwrap();
    assert_eq!(by_object["rules"], printed);
    for key in ["outcome", "winner", "reason", "decided_at", "violations", "stats"] {
        assert_eq!(by_object[key], by_preset[key], "{key}");
    }
    assert_eq!(by_preset["outcome"], "win");
}

#[test]
fn rules_in_words_and_bad_names() {
    let text = stdout_of(&["rules", "russian", "--format", "text"]);
    assert!(text.starts_with("Rules: russian\n"), "{text}");
    assert!(text.contains("touching ships may not touch, not by an edge and not by a corner"), "{text}");
    let text = stdout_of(&["rules", "salvo", "--format", "text"]);
    assert!(text.contains("(battleship 3, cruiser 2, submarine 1, destroyer 1)"), "{text}");

    let out = broadside().args(["rules", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("found `chess`"));
    let out = broadside().args(["rules", r#"{"base": "salvo", "turn": "salvo"}"#]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown field `turn`"));
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.len() > 500, "{shell}: {script}");
        for word in ["check", "rules", "schema", "--format", "--jsonl"] {
            assert!(script.contains(word), "{shell} completion lacks {word}");
        }
    }
    assert!(stdout_of(&["completions", "bash"]).contains("complete -F _broadside"));
    let out = broadside().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn man_pages() {
    let page = stdout_of(&["man"]);
    assert!(page.contains(".TH broadside 1"), "{page}");
    assert!(page.contains("broadside\\-check(1)"), "{page}");
    let check = stdout_of(&["man", "check"]);
    assert!(check.contains(".TH broadside-check 1"), "{check}");
    assert!(check.contains("\\-\\-format"), "{check}");
    assert!(check.contains("\\-\\-jsonl"), "{check}");
    let out = broadside().args(["man", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("man: expected one of `check`, `rules`"));
    // In the locale's language, as every refusal.
    let out = broadside().args(["man", "chess"]).env("LANG", "nl_NL.UTF-8").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.starts_with("broadside: man: ") && said.contains("`chess`") && !said.contains("expected"), "{said}");
}
