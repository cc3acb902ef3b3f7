//! Reads arbitrary bytes as a paper record (docs/format.md §6), with the record's own rules and
//! each preset imposed: a verdict or an input error, never a panic; the verdict is the verdict of
//! the JSON record it converts to, and that record written back as paper reads to the same verdict.
#![no_main]

use broadside::{Overrides, Referee, paper};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for rules in [None, Some("classic"), Some("salvo"), Some("russian")] {
        let referee = Referee::new(&Overrides { rules: rules.map(str::to_owned), fleet: None }).expect("presets read");
        let Ok(json) = paper::to_json(text, &referee) else { continue };
        let Ok(verdict) = referee.check(&json) else { continue };
        assert_eq!(paper::check(text, &referee).map(|(v, _)| v).ok(), Some(verdict.clone()), "the paper's verdict is its JSON record's");
        if rules.is_none()
            && let Ok(written) = paper::write(&json)
        {
            let back = paper::to_json(&written, &referee).expect("a written paper record reads back");
            assert_eq!(referee.check(&back).ok(), Some(verdict), "paper and back keeps the verdict");
        }
    }
});
