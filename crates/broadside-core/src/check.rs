//! One record checked as `broadside check` checks it, JSON or paper (docs/format.md §6: the first
//! character other than white space tells them apart), in each form a person or a script reads:
//! the verdict and its JSON, the text verdict with both final boards, and the game page. The
//! command line and the web page call these, so that both give the same answer for the same
//! text; they add only where the text comes from and where the answer goes.

use std::io::Write;

use crate::board::Boards;
use crate::error::{InputError, RecordFault};
use crate::paper;
use crate::referee::{MAX_RECORD_BYTES, Referee};
use crate::verdict::Verdict;
use crate::words::{Lang, Worded};

/// The error for a record of `bytes` bytes when it is over [`MAX_RECORD_BYTES`] (16 MiB), as
/// `broadside check` reports it before reading on; `None` within the limit.
pub fn over_limit(bytes: usize) -> Option<InputError> {
    (bytes > MAX_RECORD_BYTES).then(|| InputError::too_large(None, MAX_RECORD_BYTES))
}

/// A record's bytes as its text, as `broadside check` and `broadside record` read a file: over
/// 16 MiB is [`over_limit`]'s error, and bytes that are not UTF-8 an error at the line and
/// column of the first bad byte (with a hint for UTF-16, as Notepad saves "Unicode"). The web
/// page hands a file's bytes here too, so that it says what the command line says.
///
/// # Errors
/// As above.
pub fn record_text(bytes: Vec<u8>) -> Result<String, InputError> {
    if let Some(e) = over_limit(bytes.len()) {
        return Err(e);
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let before = &e.as_bytes()[..at];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = at - before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
        // Windows Notepad's "Unicode" is UTF-16, which starts with a byte order mark.
        let utf16 = matches!(e.as_bytes(), [0xff, 0xfe, ..] | [0xfe, 0xff, ..]);
        InputError::text(line, column, RecordFault::NotUtf8 { byte: Some(e.as_bytes()[at]), utf16 })
    })
}

/// Adjudicates one record, JSON or paper: the verdict `broadside check` prints as JSON. A
/// paper record is let go as soon as it is converted (a record may be 16 MiB).
///
/// # Errors
/// An [`InputError`] saying where the record cannot be read (for paper, its line and column).
pub fn verdict(referee: &Referee, text: String) -> Result<Verdict, InputError> {
    if paper::is_json(&text) {
        return referee.check(&text);
    }
    let converted = paper::read(&text, referee);
    drop(text);
    converted?.adjudicate(referee)
}

/// Writes `verdict` as `broadside check` prints it, its messages in `lang`: pretty JSON and a
/// line end, serialized
/// straight into `out` (a verdict of many violations is never held twice).
///
/// # Errors
/// A write error of `out`.
pub fn write_json(out: &mut dyn Write, verdict: &Verdict, lang: Lang) -> std::io::Result<()> {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    serde_json::to_writer_pretty(&mut out, &Worded { verdict, lang })
        .map_err(std::io::Error::from)
        .and_then(|()| out.write_all(b"\n"))
        .and_then(|()| out.flush())
}

/// The text verdict of one record (`--format text`, with ANSI styles the caller keeps or strips):
/// for a paper record, cells named with the sheet's column letters and each violation placed on
/// the paper.
///
/// # Errors
/// As [`verdict`].
pub fn text(referee: &Referee, text: String, lang: Lang) -> Result<(Verdict, String), InputError> {
    if paper::is_json(&text) {
        let (verdict, boards) = referee.check_with_boards(&text)?;
        let rendered = crate::text::render_in(&verdict, &boards, lang);
        return Ok((verdict, rendered));
    }
    let converted = paper::read(&text, referee);
    drop(text);
    let converted = converted?;
    let (verdict, boards): (Verdict, Boards) = converted.adjudicate_with_boards(referee)?;
    let shown = converted.sheet.annotate(&verdict);
    Ok((verdict, crate::text::render_in(&shown, &boards, lang)))
}

/// The game page of one record (`--format html`, [`crate::html::game_page`]) and the verdict it
/// shows; for a paper record, the page of the JSON record it converts to, with its messages
/// placed on the paper.
///
/// # Errors
/// As [`verdict`].
pub fn page(referee: &Referee, text: String, lang: crate::words::Lang) -> Result<(Verdict, String), InputError> {
    if paper::is_json(&text) {
        let judged = crate::html::Judged::new(referee, &text, true)?;
        let page = crate::html::game_page(&judged, lang);
        return Ok((judged.verdict, page));
    }
    let converted = paper::read(&text, referee);
    drop(text);
    let converted = converted?;
    let mut judged = crate::html::Judged::of(referee, &converted.record, &converted.readings, true)
        .map_err(|e| converted.sheet.locate(e))?;
    judged.verdict = converted.sheet.annotate(&judged.verdict);
    judged.set_letters(converted.sheet.letters);
    let page = crate::html::game_page(&judged, lang);
    Ok((judged.verdict, page))
}

/// The record in the other form, or in `to_json`'s form, as `broadside record` writes it: a
/// JSON record as paper ([`paper::write()`]), a paper record as its JSON record (pretty, one log
/// entry a line), a JSON record as JSON checked and trimmed, a paper record rewritten in the
/// standard layout. Ends with a line end.
///
/// # Errors
/// An [`InputError`] where the record cannot be read, or (to paper) why paper cannot hold it.
pub fn convert(referee: &Referee, text: &str, to_json: Option<bool>) -> Result<String, InputError> {
    convert_in(referee, text, to_json, Lang::En)
}

/// As [`convert`], a paper record written in `lang`'s words and digits ([`paper::write_in`]).
///
/// # Errors
/// As [`convert`].
pub fn convert_in(referee: &Referee, text: &str, to_json: Option<bool>, lang: Lang) -> Result<String, InputError> {
    let json_input = paper::is_json(text);
    match (json_input, to_json.unwrap_or(!json_input)) {
        (true, true) => crate::referee::parse_record(text).map(|_| {
            let mut t = text.strip_prefix('\u{feff}').unwrap_or(text).trim().to_owned();
            t.push('\n');
            t
        }),
        (true, false) => paper::write_in(text, lang),
        (false, true) => paper::to_json(text, referee).map(|json| json + "\n"),
        (false, false) => {
            paper::read(text, referee).and_then(|c| paper::write_record(&c.record, lang).map_err(|e| c.sheet.locate(e)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drawing::tests::searches;
    use crate::referee::Overrides;

    const GAME: &str = "rules: {\"base\": \"classic\", \"board\": {\"columns\": 3, \"rows\": 1}, \"fleet\": [{\"ship\": \"boat\", \"size\": 1}]}
players: ann, ben
ann fleet: boat A1
ben fleet: boat C1
log:
ann C1 sunk
";

    #[test]
    fn paper_and_its_json_have_one_verdict_in_every_form() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let json = convert(&referee, GAME, None).unwrap();
        assert!(json.starts_with('{'), "paper converts to JSON: {json}");
        let (paper_verdict, json_verdict) =
            (verdict(&referee, GAME.into()).unwrap(), verdict(&referee, json.clone()).unwrap());
        assert_eq!(paper_verdict.winner.as_deref(), Some("ann"));
        let mut written = Vec::new();
        write_json(&mut written, &paper_verdict, Lang::En).unwrap();
        let mut again = Vec::new();
        write_json(&mut again, &json_verdict, Lang::En).unwrap();
        assert_eq!(written, again);
        assert!(written.ends_with(b"}\n"));
        assert_eq!(text(&referee, GAME.into(), Lang::En).unwrap().0, paper_verdict);
        let (shown, html) = page(&referee, json, crate::words::Lang::En).unwrap();
        assert_eq!(shown, paper_verdict);
        assert!(html.contains("<bdi>ann</bdi> wins"), "the page says who won");
    }

    /// A paper record with shot grids places both drawn fleets while its log is rebuilt, and the
    /// referee places them again: each drawing is searched once, in every form it is checked in.
    #[test]
    fn each_drawing_of_a_paper_record_is_searched_once() {
        let drawing = |rows: [&str; 10]| {
            let mut out = "    A B C D E F G H I J\n".to_owned();
            for (i, row) in rows.iter().enumerate() {
                out.push_str(&format!("{:>2}  {row}\n", i + 1));
            }
            out
        };
        let empty = ". . . . . . . . . .";
        let record = [
            "rules: salvo\nplayers: ann, ben\n\nann fleet:\n".to_owned(),
            drawing([
                "# # # # # . . . . .",
                "# . . . . . . . . .",
                "# . . . . . . . . .",
                empty,
                "# # # # # . . . . .",
                "# . . . . . . . . .",
                "# . . . . . . . . .",
                empty,
                empty,
                empty,
            ]),
            "\nben fleet:\n".to_owned(),
            drawing([
                ". . . . . . . . . #",
                ". # # # # # . . . #",
                empty,
                "# # # # . . . . . .",
                empty,
                empty,
                ". . . . . . . # . .",
                ". . . . . . . # . .",
                ". . . . . . . # . .",
                empty,
            ]),
            "\nann shots:\n".to_owned(),
            drawing([
                "1 . . . . . . . . .",
                empty,
                "1 . . . . . . . . .",
                empty,
                "1 . . . . . . . . .",
                empty,
                empty,
                empty,
                ". . 2 2 2 2 2 2 2 .",
                empty,
            ]),
            "\nben shots:\n".to_owned(),
            drawing([
                ". 1 1 1 1 . . . . .",
                empty,
                empty,
                empty,
                empty,
                empty,
                empty,
                ". . . . . . . . . 1",
                ". . . . . . . . . 1",
                empty,
            ]),
        ]
        .concat();
        let referee = Referee::new(&Overrides::default()).unwrap();
        assert_eq!(searches(|| drop(verdict(&referee, record.clone()).unwrap())), 2);
        assert_eq!(searches(|| drop(text(&referee, record.clone(), Lang::En).unwrap())), 2);
        assert_eq!(searches(|| drop(page(&referee, record.clone(), Lang::En).unwrap())), 2);
        assert_eq!(searches(|| drop(paper::check(&record, &referee).unwrap())), 2);
        assert_eq!(searches(|| drop(convert(&referee, &record, Some(true)).unwrap())), 2);
        assert_eq!(searches(|| drop(convert(&referee, &record, Some(false)).unwrap())), 2);
    }

    #[test]
    fn an_unreadable_paper_record_is_an_error_at_its_line() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let e = verdict(&referee, "rules: classic\nann fleet: A1\nben fleet: B1\nlog:\nann C4 splash\n".into())
            .unwrap_err();
        assert!(e.to_string().starts_with("5:"), "{e}");
    }
}
