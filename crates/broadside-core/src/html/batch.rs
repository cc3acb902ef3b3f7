//! The report page of a batch: one row a line, in input order, and the step data of as many
//! games as its budget holds, games with a foul first; the summary above them.

use maud::html;

use super::csp::{PAGE_END, SCRIPT, page_start, script_safe};
use super::data::{BoardData, ReplyData};
use super::game::view_template;
use super::judged::{Judged, MAX_STEPPED_ENTRIES, reply_in_words};
use super::markup::{said, script_words};
use super::summary::{foul_codes, summary_sections};
use crate::error::escape as clean;
use crate::referee::Referee;
use crate::summary::Summary;
use crate::verdict::{Outcome, Severity};
use crate::words::{Lang, Words, num, text};

/// The most bytes of step data a batch page holds (about 220 bytes a standard game, so some
/// 100,000 games): the games after that are listed, with their result and fouls, but without a
/// stepper, so that a page of 100,000 games stays under 30 MB. The script reads a game's steps
/// only when it is opened, so its heap holds the list (some 8 MB for 100,000 games).
pub const MAX_BATCH_STEP_BYTES: usize = 25_000_000;

/// Games a batch page lists at a time (the list pages; filters apply to every game).
pub const BATCH_PAGE_ROWS: usize = 100;

/// One line of a batch as its report page lists it: a game (line, players, outcome, fouls and,
/// while the page has room, its step data) or a line that could not be adjudicated, with its
/// error. Made where the line is adjudicated (a worker thread), added to the page in input order
/// by [`BatchPage::add`].
pub struct GameRow {
    /// The row as a JSON array without its closing bracket: `[line, "ann", "bob", "win", 0,
    /// "FOUL CODES", "WARNING CODES", entries, fouls` (the winner's index, or -1; the count of
    /// fouls that occurred, a number rather than a list so that 100,000 rows stay light in the
    /// browser); or `[line, "error message"` for an error. Then `1` when the page holds the
    /// game's steps, and the index of its board when not 0 (see the module's `# Step data`).
    pub(super) head: String,
    /// The step data as JSON, and the board it is on (columns, rows, column letters), when the
    /// game was stepped.
    pub(super) steps: Option<(String, BoardData)>,
    /// Whether the game has a foul.
    fouled: bool,
}

impl GameRow {
    /// The row of the record `text` on input line `line` (1-based), adjudicated by `referee`;
    /// a record that cannot be adjudicated gives its error's row.
    pub fn of(referee: &Referee, line: usize, text: &str, lang: Lang) -> Self {
        match Judged::new(referee, text, true) {
            Ok(judged) => GameRow::judged(line, &judged, lang),
            Err(e) => GameRow::error(line, &Words::new(lang).input_error(&e)),
        }
    }

    /// The row of a game adjudicated, its violations and replies worded in `lang`.
    pub fn judged(line: usize, judged: &Judged, lang: Lang) -> Self {
        let v = &judged.verdict;
        let words = Words { lang, letters: judged.letters };
        let outcome = match v.outcome {
            Outcome::Win if v.forfeiting_players.is_empty() => "win",
            Outcome::Win => "forfeit",
            Outcome::Draw => "draw",
            Outcome::Unfinished => "unfinished",
            Outcome::DoubleForfeit => "double_forfeit",
        };
        let winner = v.winner.as_ref().map_or(-1, |w| i8::from(v.players[1] == *w));
        let codes = |severity: Severity| {
            let mut codes: Vec<&str> =
                v.violations.iter().filter(|x| x.severity == severity).map(|x| x.code.as_str()).collect();
            codes.sort_unstable();
            codes.dedup();
            codes.join(" ")
        };
        let players = v.players.clone().map(|n| clean(&n).into_owned());
        let (fouls, _) = crate::verdict::occurred(&v.violations);
        let head = serde_json::to_string(&(
            line,
            &players[0],
            &players[1],
            outcome,
            winner,
            codes(Severity::Foul),
            codes(Severity::Warning),
            judged.rows.len(),
            fouls,
        ))
        .expect("rows serialize");
        let head = script_safe(&head[..head.len() - 1]);
        let steps = judged.step_data().map(|mut data| {
            if v.moves.is_counted() {
                data.numbers.clear();
            }
            data.violations = v.violations.iter().map(|x| judged.violation_data(x, words)).collect();
            let disputed: std::collections::BTreeSet<usize> = v.violations.iter().filter_map(|x| x.entry).collect();
            data.replies = disputed
                .into_iter()
                .filter_map(|entry| {
                    let row = judged.rows.get(entry)?;
                    let reply = row.reply.as_ref().map(|r| clean(&reply_in_words(r, words)).into_owned());
                    Some(ReplyData { entry, reply })
                })
                .collect();
            data.decides = v.decided_at;
            let json = script_safe(&serde_json::to_string(&data).expect("step data serializes"));
            (json, judged.board_data())
        });
        GameRow { head, steps, fouled: v.has_foul() }
    }

    /// The row of line `line` (1-based), which could not be adjudicated, with the error's
    /// `message`.
    pub fn error(line: usize, message: &str) -> Self {
        let head = serde_json::to_string(&(line, clean(message))).expect("rows serialize");
        GameRow { head: script_safe(&head[..head.len() - 1]), steps: None, fouled: false }
    }
}

/// Rows a block of a batch page's step data holds: a game opened reads its block's text alone,
/// and the script's heap holds no step data until then.
const STEPS_A_BLOCK: usize = 1000;

/// What ends one block of a batch page's step data and begins the next.
const STEPS_BREAK: &[u8] = b"</script><script type=\"text/plain\" class=\"steps\">";

/// The report page of a batch, built as the batch is read: the rows of every line in input
/// order (JSON, about 50 bytes a game) and the step data of as many games as
/// [`MAX_BATCH_STEP_BYTES`] holds, which the page's script lists a page at a time with
/// filters. Games with a foul, the ones a reader opens, are stepped first: when the room runs
/// out, a game with a foul takes the room of the games without one added last.
pub struct BatchPage {
    /// The rows so far, in input order.
    rows: Vec<PageRow>,
    /// Bytes of step data held.
    step_bytes: usize,
    /// The most bytes of step data the page holds ([`MAX_BATCH_STEP_BYTES`]).
    step_budget: usize,
    /// The rows without a foul whose step data is held, in the order added: the last gives its
    /// room first.
    clean_stepped: Vec<usize>,
    /// Games with step data that the page lists without it, for want of room.
    unstepped: u64,
    /// Games with a foul.
    fouled: u64,
    /// The boards of the games stepped (columns, rows, column letters), each once, by index.
    boards: std::collections::HashMap<BoardData, usize>,
    /// The language of the page (its rows are worded in it by [`GameRow::judged`]).
    lang: Lang,
}

/// A row of a batch page as held until the page is written.
struct PageRow {
    /// The row's JSON without its closing bracket (see [`GameRow`]).
    head: Box<str>,
    /// The game's step data (JSON) and the index of its board, while the page holds it.
    steps: Option<(Box<str>, usize)>,
}

impl Default for BatchPage {
    fn default() -> Self {
        Self::new(Lang::En)
    }
}

impl BatchPage {
    /// An empty report in `lang`.
    pub fn new(lang: Lang) -> Self {
        BatchPage {
            rows: Vec::new(),
            step_bytes: 0,
            step_budget: MAX_BATCH_STEP_BYTES,
            clean_stepped: Vec::new(),
            unstepped: 0,
            fouled: 0,
            boards: std::collections::HashMap::new(),
            lang,
        }
    }

    /// Adds the row of the next line, in input order, with its step data while the page has
    /// room for it (see [`BatchPage`]).
    pub fn add(&mut self, row: GameRow) {
        self.fouled += u64::from(row.fouled);
        let index = self.rows.len();
        let mut held = None;
        if let Some((steps, board)) = row.steps {
            let fits = |held: usize| held + steps.len() <= self.step_budget;
            // A game with a foul takes the room of the last games without one, if that makes room.
            if row.fouled && !fits(self.step_bytes) {
                let (mut left, mut give) = (self.step_bytes, 0);
                for &r in self.clean_stepped.iter().rev() {
                    if fits(left) {
                        break;
                    }
                    left -= self.rows[r].steps.as_ref().map_or(0, |s| s.0.len());
                    give += 1;
                }
                if fits(left) {
                    for r in self.clean_stepped.split_off(self.clean_stepped.len() - give) {
                        self.rows[r].steps = None;
                        self.unstepped += 1;
                    }
                    self.step_bytes = left;
                }
            }
            if fits(self.step_bytes) {
                self.step_bytes += steps.len();
                let next = self.boards.len();
                held = Some((steps.into_boxed_str(), *self.boards.entry(board).or_insert(next)));
                if !row.fouled {
                    self.clean_stepped.push(index);
                }
            } else {
                self.unstepped += 1;
            }
        }
        self.rows.push(PageRow { head: row.head.into_boxed_str(), steps: held });
    }

    /// Writes the whole page to `out`, from the batch's `summary` (what `--summary` prints) and
    /// the rows added.
    ///
    /// # Errors
    /// A write error of `out`.
    pub fn finish(self, summary: &Summary, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let words = Words::new(self.lang);
        let say = |id: &str| words.say(id, &[]);
        let title = words.say("batch-title", &[("games", num(summary.games()))]);
        let codes = foul_codes(summary);
        let mut boards: Vec<(&BoardData, &usize)> = self.boards.iter().collect();
        boards.sort_by_key(|b| *b.1);
        let boards: Vec<&BoardData> = boards.into_iter().map(|b| b.0).collect();
        let body = html! {
            header {
                h1 { (words.say("batch-heading", &[("games", num(summary.games()))])) }
                p.sub { (words.say("batch-verdicts-of", &[("version", text(env!("CARGO_PKG_VERSION")))])) }
            }
            (summary_sections(summary, self.fouled, words))
            section #games {
                h2 { (say("batch-heading-games")) }
                noscript { p.sub { (say("batch-noscript")) } }
                form.filters.js-only hidden role="search" {
                    label { (say("batch-filter-player")) " " input type="search" name="player" autocomplete="off"; }
                    label { (say("batch-filter-outcome")) " "
                        select name="outcome" {
                            option value="" { (say("batch-any")) } option value="win" { (say("batch-won")) }
                            option value="forfeit" { (say("batch-won-by-forfeit")) }
                            option value="draw" { (say("batch-drawn")) } option value="unfinished" { (say("batch-unfinished")) }
                            option value="double_forfeit" { (say("batch-double-forfeit")) }
                            option value="error" { (say("batch-not-adjudicated")) }
                        }
                    }
                    label { (say("batch-filter-foul")) " "
                        select name="foul" {
                            option value="" { (say("batch-any")) } option value="*" { (say("batch-with-foul")) }
                            option value="-" { (say("batch-without-foul")) }
                            @for code in &codes { option value=(code) { (code) } }
                        }
                    }
                }
                p.sub.js-only.list-count aria-live="polite" hidden {}
                div.scroll.js-only hidden { table.data.games {
                    thead { tr {
                        th.num { (say("batch-col-line")) } th { (say("batch-col-players")) } th { (say("batch-col-outcome")) }
                        th { (say("batch-col-fouls")) } th { (say("batch-col-warnings")) } th.num { (say("batch-col-moves")) }
                        th { (say("batch-col-game")) }
                    } }
                    tbody {}
                } }
                nav.pager.js-only hidden aria-label=(say("batch-pages")) {
                    button type="button" data-page="prev" { "\u{2039} " (say("batch-back")) }
                    output.page-label {}
                    button type="button" data-page="next" { (say("batch-on")) " \u{203a}" }
                }
                @if self.unstepped > 0 {
                    p.sub { (said(words, "batch-unstepped",
                        &[("count", num(self.unstepped)), ("mb", num((MAX_BATCH_STEP_BYTES / 1_000_000) as u64))],
                        &[("command", html! { code { "broadside check --format html" } })])) }
                }
                div.game-view #game-view {}
                @if !boards.is_empty() { (view_template(words, &boards)) }
            }
            footer { (say("batch-footer")) }
            (script_words(self.lang))
        };
        out.write_all(page_start(&title, self.lang).as_bytes())?;
        out.write_all(body.into_string().as_bytes())?;
        let boards = script_safe(&serde_json::to_string(&boards).expect("boards serialize"));
        out.write_all(b"<script type=\"application/json\" id=\"batch-data\">{\"rows\":[")?;
        for (i, row) in self.rows.iter().enumerate() {
            out.write_all(if i == 0 { b"" } else { b"," })?;
            out.write_all(row.head.as_bytes())?;
            match row.steps {
                Some((_, 0)) => out.write_all(b",1")?,
                Some((_, board)) => write!(out, ",1,{board}")?,
                None => {}
            }
            out.write_all(b"]")?;
        }
        write!(
            out,
            "],\"boards\":{boards},\"perPage\":{BATCH_PAGE_ROWS},\"maxSteppedEntries\":{MAX_STEPPED_ENTRIES},\"stepsABlock\":{STEPS_A_BLOCK}}}</script>"
        )?;
        out.write_all(&STEPS_BREAK[9..])?;
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                out.write_all(if i.is_multiple_of(STEPS_A_BLOCK) { STEPS_BREAK } else { b"\n" })?;
            }
            if let Some((steps, _)) = &row.steps {
                out.write_all(steps.as_bytes())?;
            }
        }
        out.write_all(b"</script>")?;
        write!(out, "<script>{SCRIPT}</script>")?;
        out.write_all(PAGE_END.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::html::tests::TINY;
    use crate::referee::Overrides;

    #[test]
    fn a_batch_page_steps_games_with_a_foul_first_within_its_budget() {
        let referee = Referee::new(&Overrides::default()).unwrap();
        let mut page = BatchPage::new(Lang::En);
        // TINY with its last reply false: C1 sinks bob's boat, but bob replies "miss".
        let fouled = TINY.replace(r#""at": "C1", "reply": "sunk""#, r#""at": "C1", "reply": "miss""#);
        let clean = GameRow::of(&referee, 1, TINY, Lang::En).steps.unwrap().0.len();
        let with_foul = GameRow::of(&referee, 3, &fouled, Lang::En);
        assert!(with_foul.fouled);
        let (steps, _) = with_foul.steps.as_ref().unwrap();
        let v: serde_json::Value = serde_json::from_str(steps).unwrap();
        // The violation's cell by index on bob's board (1), and the reply in dispute.
        assert_eq!(v["violations"][0]["code"], "false_report");
        let x = &v["violations"][0];
        assert_eq!((&x["cells"], &x["board"]), (&serde_json::json!([2]), &serde_json::json!(1)));
        assert_eq!(v["replies"], serde_json::json!([{"entry": 2, "reply": "miss"}]));
        page.step_budget = clean + steps.len();
        for (line, text) in [(1, TINY), (2, TINY), (3, fouled.as_str()), (4, TINY), (5, fouled.as_str())] {
            page.add(GameRow::of(&referee, line, text, Lang::En));
        }
        page.add(GameRow::error(6, "column 1: expected `{`"));
        // Line 3 takes line 2's room; line 4 finds none; line 5 would need line 3's.
        let held: Vec<bool> = page.rows.iter().map(|r| r.steps.is_some()).collect();
        assert_eq!(held, [true, false, true, false, false, false]);
        assert_eq!((page.unstepped, page.fouled, page.step_bytes), (3, 2, page.step_budget));
        assert_eq!(page.clean_stepped, [0]);
    }
}
