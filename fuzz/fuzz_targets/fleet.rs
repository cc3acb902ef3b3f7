//! Reads arbitrary bytes as `broadside fleet` input (a list of ships, a grid, or a text drawing)
//! under rules where ships may and may not touch: a report or an input error, never a panic.
#![no_main]

use broadside::RulesSpec;
use broadside::paper::check_fleet;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for rules in ["classic", "russian", r#"{"base":"classic","fleet":"hasbro"}"#] {
        let spec = RulesSpec::from_arg(rules).expect("rules read");
        let resolved = spec.resolve();
        if let Ok(report) = check_fleet(text, spec, &resolved) {
            serde_json::to_string(&report).expect("reports serialize");
        }
    }
});
