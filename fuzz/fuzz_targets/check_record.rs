//! Reads and adjudicates arbitrary bytes as a game record: a verdict or an input error, never a
//! panic, and the same verdict twice.
#![no_main]

use broadside::{Overrides, Referee};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The record's own rules, and each preset imposed from the command line.
    for rules in [None, Some("classic"), Some("salvo"), Some("russian")] {
        let referee = Referee::new(&Overrides { rules: rules.map(str::to_owned), fleet: None }).expect("presets read");
        let first = referee.check(text);
        if let Ok(verdict) = &first {
            serde_json::to_string(verdict).expect("verdicts serialize");
            assert_eq!(first, referee.check(text), "the same record gets the same verdict");
        }
    }
});
