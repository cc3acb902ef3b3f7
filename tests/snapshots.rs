//! One snapshot of the verdict of every fixture under fixtures/{classic,salvo,russian,custom,v2}.
//! A fixture `NAME.json` may have `NAME.opts` beside it: {"rules": "...", "fleet": "..."}, the
//! values of `--rules` and `--fleet`.

use std::fs;

use broadside::check_record;

use crate::common::fixtures::overrides_for;

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
