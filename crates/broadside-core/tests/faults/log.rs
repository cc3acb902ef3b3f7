//! Samples of [`LogFault`]: at least one of each variant, with facts as a record would give.

use broadside_core::error::{
    ClassPlace, ColumnSet, CyrillicReading, DigitScript, LogFault, Script, SheetWords, TermWords,
};

fn words(term: &str, words: &[&str]) -> TermWords {
    TermWords { term: term.into(), words: words.iter().map(|w| (*w).to_owned()).collect() }
}

fn boxed(f: LogFault) -> Box<LogFault> {
    Box::new(f)
}

fn classes() -> Vec<String> {
    ["battleship", "cruiser", "destroyer", "torpedo boat"].map(String::from).to_vec()
}

/// One sample of each variant (more where a variant's message has a selector).
pub fn samples() -> Vec<LogFault> {
    let cyrillic = "А Б В Г Д Е Ж З И К".to_owned();
    let unknown_class = |sheet| LogFault::UnknownClass { classes: classes(), sheet, found: "frigate".into() };
    let replies = SheetWords {
        lang: "nl".into(),
        terms: vec![
            words("sheet-reply-miss", &["mis"]),
            words("sheet-reply-hit", &["raak", "geraakt"]),
            words("sheet-reply-sunk", &["gezonken", "zinkt"]),
        ],
    };
    vec![
        LogFault::MixedLetters { line: "A Б C D".into(), odd: Script::Cyrillic, letters: vec!['Б'] },
        LogFault::MixedLetters { line: "А Б C Г Д".into(), odd: Script::Latin, letters: vec!['C'] },
        LogFault::NotColumnLetters {
            line: "А Б В Г Д Е Ж З И Л".into(),
            columns: Some(10),
            letter: 'Л',
            set: ColumnSet::Cyrillic(cyrillic.clone()),
            expected: Some('К'),
            matched: 9,
        },
        LogFault::NotColumnLetters {
            line: "A B C E".into(),
            columns: None,
            letter: 'E',
            set: ColumnSet::Latin,
            expected: Some('D'),
            matched: 3,
        },
        LogFault::NotColumnLetters {
            line: "A B Ω".into(),
            columns: Some(1),
            letter: 'Ω',
            set: ColumnSet::Latin,
            expected: Some('C'),
            matched: 2,
        },
        LogFault::NotColumnLetters {
            line: "Р Е С П У Б Л И К А Я".into(),
            columns: Some(11),
            letter: 'Я',
            set: ColumnSet::Cyrillic("Р Е С П У Б Л И К А".into()),
            expected: None,
            matched: 10,
        },
        LogFault::NotSheetLanguage {
            word: "raak".into(),
            langs: vec!["nl".into()],
            term: "sheet-reply-hit".into(),
            declared: "ru".into(),
            expected: vec![words("sheet-reply-hit", &["hit", "ранил", "ранен", "попал"])],
        },
        LogFault::TwoMeanings {
            word: "mis".into(),
            term: "sheet-reply-miss".into(),
            lang: "nl".into(),
            other_term: "sheet-reply-hit".into(),
            other_lang: "tl".into(),
        },
        LogFault::SecondLanguage {
            word: "мимо".into(),
            langs: vec!["ru".into()],
            term: "sheet-reply-miss".into(),
            sheet_langs: vec!["nl".into(), "tl".into()],
            first: "raak".into(),
            line: 3,
            column: 1,
            expected: vec![words("sheet-reply-miss", &["miss", "mis"])],
        },
        LogFault::UnknownLanguage {
            found: "de".into(),
            languages: ["en", "bn", "hi", "tl", "nl", "ru"].map(String::from).to_vec(),
        },
        LogFault::MixedDigits { first: DigitScript('০'), second: DigitScript::ASCII },
        LogFault::MixedDigits { first: DigitScript::ASCII, second: DigitScript('०') },
        LogFault::MixedDigits { first: DigitScript('०'), second: DigitScript('০') },
        unknown_class(None),
        unknown_class(Some(SheetWords {
            lang: "ru".into(),
            terms: vec![
                words("sheet-class-battleship", &["линкор"]),
                words("sheet-class-cruiser", &["крейсер"]),
                words("sheet-class-destroyer", &["эсминец"]),
                words("sheet-class-torpedo-boat", &["катер", "торпедный катер"]),
            ],
        })),
        LogFault::ClassOf {
            of: ClassPlace::Ship { player: "ben".into(), reply: "hit".into() },
            why: boxed(unknown_class(None)),
        },
        LogFault::ClassOf { of: ClassPlace::VolleyHit, why: boxed(unknown_class(None)) },
        LogFault::ClassOf { of: ClassPlace::VolleySank, why: boxed(unknown_class(None)) },
        LogFault::Fleet {
            owner: "Anya".into(),
            why: boxed(LogFault::ClassOf { of: ClassPlace::ListedShip, why: boxed(unknown_class(None)) }),
        },
        LogFault::LatinLikeCyrillic {
            cell: "K6".into(),
            written: 'K',
            twin: 'К',
            letters: cyrillic.clone(),
            latin_column: 11,
            columns: 10,
            as_cyrillic: Some(CyrillicReading { column: 10, cell: "К6".into() }),
        },
        LogFault::LatinLikeCyrillic {
            cell: "b2".into(),
            written: 'b',
            twin: 'В',
            letters: cyrillic.clone(),
            latin_column: 2,
            columns: 10,
            as_cyrillic: Some(CyrillicReading { column: 3, cell: "В2".into() }),
        },
        LogFault::LatinLikeCyrillic {
            cell: "P5".into(),
            written: 'P',
            twin: 'Р',
            letters: cyrillic.clone(),
            latin_column: 16,
            columns: 10,
            as_cyrillic: None,
        },
        LogFault::CyrillicLikeLatin {
            cell: "В3".into(),
            written: 'В',
            twin: 'B',
            cyrillic_column: 3,
            latin_column: 2,
            twin_cell: "B3".into(),
        },
        LogFault::MixedRange { cells: "Д1-D3".into(), latin: 'D', cyrillic: 'Д' },
        LogFault::TwoWays { cell: "Б2".into(), one: cyrillic.clone(), other: "Р Е С П У Б Л И К А".into() },
        LogFault::NotColumnLetter { cell: "С4".into(), letter: 'С', letters: Some(cyrillic) },
        LogFault::NotColumnLetter { cell: "Б4".into(), letter: 'Б', letters: None },
        LogFault::NotPair {
            cell: "[2,x]".into(),
            detail: broadside_core::error::Fault::of_json(serde_json::from_str::<[i64; 2]>("[2,x]").unwrap_err()),
        },
        LogFault::NotACell { cell: "AA1".into() },
        LogFault::NotALogLine { players: vec!["Anya".into(), "ben".into()], found: "carol C4".into() },
        LogFault::ForfeitReason {
            keyword: "forfeits".into(),
            reasons: ["resigned", "timeout", "crashed", "illegal_message"].map(String::from).to_vec(),
            found: "bored".into(),
        },
        LogFault::VolleyTooLong { player: "ben".into(), max: 676 },
        LogFault::Move { player: "ben".into(), why: boxed(LogFault::NoCell { found: "??".into() }) },
        LogFault::Move {
            player: "ben".into(),
            why: boxed(LogFault::NoCellBecause { why: boxed(LogFault::NotACell { cell: "AA1".into() }) }),
        },
        LogFault::OnlyCells { found: "hit".into() },
        LogFault::VolleyReplyAfterColon { player: "ben".into(), found: "hit".into() },
        LogFault::NoReply { player: "ben".into(), sheet: None, found: "wet".into() },
        LogFault::NoReply { player: "ben".into(), sheet: Some(replies), found: "nat".into() },
        LogFault::MissNamesShip { word: "miss".into(), found: "cruiser".into() },
        LogFault::VolleyHits { found: "cruiser two".into() },
        LogFault::VolleyHitsTooMany { max: 256 },
        LogFault::NoSunk { found: "destroyer".into() },
        LogFault::EmptyClass { list: "cruiser,, destroyer".into() },
        LogFault::VolleySinksTooMany { max: 256 },
        LogFault::Fleet { owner: "Anya".into(), why: boxed(LogFault::NoShipCells { found: "cruiser".into() }) },
        LogFault::Fleet { owner: "Anya".into(), why: boxed(LogFault::OneRange { found: "D2-D4 C5".into() }) },
        LogFault::TooManyShips { owner: "Anya".into(), max: 256 },
        // The reasons frames hold, alone too.
        LogFault::NoCell { found: "??".into() },
        LogFault::NoCellBecause {
            why: boxed(LogFault::NotColumnLetter { cell: "Б4".into(), letter: 'Б', letters: None }),
        },
        LogFault::NoShipCells { found: "cruiser".into() },
        LogFault::OneRange { found: "D2-D4 C5".into() },
        // Russian's plural forms of a count: one (21), few (22), many (25).
        LogFault::TooManyShips { owner: "Anya".into(), max: 21 },
        LogFault::VolleyTooLong { player: "ben".into(), max: 22 },
        LogFault::VolleyHitsTooMany { max: 25 },
        LogFault::VolleySinksTooMany { max: 21 },
    ]
}
