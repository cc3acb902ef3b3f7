//! One snapshot of the verdict of every fixture under fixtures/{classic,salvo,russian,custom,v2}.
//! A fixture `NAME.json` may have `NAME.opts` beside it: {"rules": "...", "fleet": "..."}, the
//! values of `--rules` and `--fleet`.

use std::fs;
use std::path::Path;

use broadside::{Overrides, check_record};

/// The overrides a fixture's `.opts` file gives, or none.
pub fn overrides_for(path: &Path) -> Overrides {
    let opts = path.with_extension("opts");
    let Ok(text) = fs::read_to_string(&opts) else { return Overrides::default() };
    let v: serde_json::Value = serde_json::from_str(&text).expect("an .opts file is JSON");
    let get = |k: &str| v.get(k).map(|s| s.as_str().expect("option values are strings").to_owned());
    Overrides { rules: get("rules"), fleet: get("fleet") }
}

#[test]
fn verdicts_of_all_fixtures() {
    insta::glob!("../fixtures", "{classic,salvo,russian,custom,v2}/*.json", |path| {
        let text = fs::read_to_string(path).unwrap();
        let verdict = check_record(&text, &overrides_for(path))
            .unwrap_or_else(|e| panic!("{} is not adjudicated: {e}", path.display()));
        let verdict = serde_json::to_value(&verdict).expect("verdicts serialize");
        insta::assert_json_snapshot!(verdict);
    });
}
