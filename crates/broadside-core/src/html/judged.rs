//! A game adjudicated with everything its pages show: the verdict, the final boards, the log as
//! the move list shows it, and the boards after every entry.

use crate::board::{BoardState, Boards};
use crate::coord::Cell;
use crate::drawing::Readings;
use crate::error::{InputError, escape as clean};
use crate::names::eq_ignore_case;
use crate::paper::Letters;
use crate::record::{Forfeit, GameRecord, Reply, ShotReply};
use crate::referee::{Referee, adjudicate_with_boards, adjudicate_with_steps, parse_record};
use crate::verdict::{Spot, Verdict, Violation};
use crate::words::{Lang, Words, num, text};

/// The longest log whose boards after every entry a game page holds (they take about 1 KB an
/// entry while the page is made). A longer log shows its final boards and the log without
/// stepping.
pub const MAX_STEPPED_ENTRIES: usize = 10_000;

/// One log entry as the page shows it.
pub(super) struct Row {
    /// The shooter, 0 or 1 in the verdict's player order.
    pub(super) shooter: usize,
    /// Each shot: its label as written (`C4`, or as written when off the board) and its cell on
    /// the board.
    pub(super) shots: Vec<(String, Option<Cell>)>,
    /// The reply as recorded; `None` when none was recorded.
    pub(super) reply: Option<Said>,
    /// For a forfeit entry, its reason as the record writes it (`timeout`).
    pub(super) forfeit: Option<&'static str>,
}

/// A game adjudicated with everything its page shows.
pub struct Judged {
    /// The verdict, as `--format json` prints it.
    pub verdict: Verdict,
    /// Both final boards.
    pub boards: Boards,
    /// The log, one row an entry.
    pub(super) rows: Vec<Row>,
    /// The boards before the first entry and after each entry (`after[i]` after entry `i`,
    /// 0-based), or `None` when the log is over [`MAX_STEPPED_ENTRIES`].
    pub(super) steps: Option<Steps>,
    /// The letters the columns are named with: Latin, or a paper's (docs/format.md §6 "Fleets").
    pub(super) letters: Letters,
}

/// The boards before the first entry and after each one.
pub(super) struct Steps {
    pub(super) start: Boards,
    pub(super) after: Vec<Boards>,
}

impl Judged {
    /// Reads one record from `text` (JSON) and adjudicates it with `referee`; with
    /// `with_steps`, also finds the boards after every entry (for a stepper, on a game page or
    /// a batch page's game).
    ///
    /// # Errors
    /// As [`Referee::check`]: an [`InputError`] saying where and what was expected.
    pub fn new(referee: &Referee, text: &str, with_steps: bool) -> Result<Self, InputError> {
        Self::of(referee, &parse_record(text)?, &Readings::default(), with_steps)
    }

    /// As [`Judged::new`], for a record that has been read, its drawn fleets placed as
    /// `readings` read them where it holds them ([`Readings`]).
    ///
    /// # Errors
    /// As [`Judged::new`], but for reading.
    pub fn of(
        referee: &Referee,
        record: &GameRecord,
        readings: &Readings,
        with_steps: bool,
    ) -> Result<Self, InputError> {
        let spec = referee.spec_over(record.rules.as_ref())?;
        let rules = spec.resolved();
        let stepped = with_steps && record.shots.len() <= MAX_STEPPED_ENTRIES;
        let (verdict, boards, after) = if stepped {
            adjudicate_with_steps(record, spec, &rules, readings)?
        } else {
            let (verdict, boards) = adjudicate_with_boards(record, spec, &rules, readings)?;
            (verdict, boards, Vec::new())
        };
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        let rows = record
            .shots
            .iter()
            .map(|entry| Row {
                shooter: usize::from(eq_ignore_case(&verdict.players[1], &entry.player)),
                shots: entry.at.shots().iter().map(|c| (c.label(columns, rows), c.on(columns, rows))).collect(),
                reply: entry.reply.as_ref().map(|r| Said::of(r, entry.ship.as_deref())),
                forfeit: entry.forfeit().map(Forfeit::as_str),
            })
            .collect();
        // Before the first entry: both fleets, no shot.
        let start = Boards {
            board: rules.board,
            sides: boards.sides.map(|side| BoardState { ships: side.ships, ..BoardState::default() }),
        };
        let steps = stepped.then_some(Steps { start, after });
        Ok(Judged { verdict, boards, rows, steps, letters: Letters::Latin })
    }

    /// Names the columns with `letters` everywhere on the page (board, move list, step label), as a
    /// paper record's sheet does (docs/format.md §6 "Errors and verdicts"); the verdict's cells and
    /// messages are to be in the same letters (`Sheet::annotate`).
    pub fn set_letters(&mut self, letters: Letters) {
        self.letters = letters;
    }

    /// The name of `cell` in this game's letters: `E7`, or `Д7` on a Cyrillic sheet.
    pub(super) fn name(&self, cell: Cell) -> String {
        let letter = self.letters.shown(cell.col);
        format!("{letter}{}", u16::from(cell.row) + 1)
    }

    /// A shot's label: its cell's name, or as written (escaped) when it is off the board.
    pub(super) fn shot_label(&self, (written, cell): &(String, Option<Cell>)) -> String {
        cell.map_or_else(|| clean(written).into_owned(), |c| self.name(c))
    }
}

/// A reply as recorded, held for wording: a one-shot reply with the class it names, or a
/// volley's hits by class and the classes sunk.
pub(super) enum Said {
    Shot(ShotReply, Option<String>),
    Volley(Vec<(String, u32)>, Vec<String>),
}

impl Said {
    pub(super) fn of(reply: &Reply, ship: Option<&str>) -> Self {
        match reply {
            Reply::Shot(word) => Said::Shot(*word, ship.map(str::to_owned)),
            Reply::Volley(v) => Said::Volley(
                v.hits.0.iter().map(|(class, n)| (class.to_string(), *n)).collect(),
                v.sunk.iter().map(|s| s.to_string()).collect(),
            ),
        }
    }
}

/// A recorded reply in words: `miss`, `hit (cruiser)`, or for a volley
/// `hits: cruiser 1, destroyer 2; sunk: destroyer`; class names escaped.
pub(super) fn reply_in_words(reply: &Said, words: Words) -> String {
    match reply {
        Said::Shot(word, ship) => {
            let id = match word {
                ShotReply::Miss => "page-reply-miss",
                ShotReply::Hit => "page-reply-hit",
                ShotReply::Sunk => "page-reply-sunk",
            };
            let word = words.say(id, &[]);
            match ship {
                Some(s) => words.say("page-reply-ship", &[("reply", text(word)), ("ship", text(clean(s)))]),
                None => word,
            }
        }
        Said::Volley(hits, sunk) => {
            let comma = words.say("list-comma", &[]);
            let hits: Vec<String> = hits
                .iter()
                .map(|(class, n)| words.say("page-reply-class", &[("class", text(clean(class))), ("n", num(*n))]))
                .collect();
            let hits = if hits.is_empty() {
                words.say("page-reply-no-hits", &[])
            } else {
                words.say("page-reply-hits", &[("hits", text(hits.join(&comma)))])
            };
            if sunk.is_empty() {
                return hits;
            }
            let sunk: Vec<String> = sunk.iter().map(|s| clean(s).into_owned()).collect();
            words.say("page-reply-sunk-ships", &[("hits", text(hits)), ("sunk", text(sunk.join(&comma)))])
        }
    }
}

/// A cell a violation names, as named in the sheet's letters, and its cell (index on the board
/// and cell) when it is one of the marked board's.
pub(super) type NamedCell = (String, Option<(usize, Cell)>);

/// The board whose cells violation `v` names (as `--format text` marks it; `None` for none)
/// and each label it names with, when the label is a cell of that board, the cell's index
/// `row * columns + col` and the cell. Labels may be in the sheet's `letters`.
pub(super) fn violation_cells(
    verdict: &Verdict,
    v: &Violation,
    boards: &Boards,
    letters: Letters,
) -> (Option<usize>, Vec<NamedCell>) {
    let columns = boards.board.columns;
    let board = crate::text::board_of(verdict, v);
    let words = Words { lang: Lang::En, letters };
    let cells = v
        .cells
        .iter()
        .map(|spot| {
            let cell = match spot {
                Spot::On(c) if board.is_some() => Some(*c),
                _ => None,
            };
            (words.spot(spot), cell.map(|c| (usize::from(c.row) * usize::from(columns) + usize::from(c.col), c)))
        })
        .collect();
    (board, cells)
}
