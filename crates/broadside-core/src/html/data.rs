//! The step data of a stepped game as the pages hold it (see the module's `# Step data`): the
//! steps in bits ([`super::steps`]) and what the game's viewer shows beside the boards.

use serde::Serialize;

use super::csp::script_safe;
use super::judged::{Judged, violation_cells};
use super::steps;
use crate::coord::Cell;
use crate::error::escape as clean;
use crate::names::eq_ignore_case;
use crate::verdict::{Severity, Violation};
use crate::words::{Naming, Words};

/// A game's steps and what its viewer shows beside them (see the module's `# Step data`); as
/// JSON, its fields by these names. `steps.js`'s `decode` reads it, and
/// `html/steps-vectors.json` holds what it reads for a few games, checked on both sides.
#[derive(Serialize, Default)]
pub(super) struct StepData {
    /// The boards before the first entry and after each, in [`steps::LETTERS`] ([`steps`]).
    pub(super) steps: String,
    /// How the sheets number the moves (`$numbering`: `round`, `shot` or `move`), for the step
    /// label and the move list.
    pub(super) numbering: &'static str,
    /// Each entry's number as the sheets number it. A batch page leaves it out where the numbers
    /// are the count `numbering` says ([`crate::verdict::Moves::is_counted`], as a batch's JSON
    /// records always number), for room: 100,000 games would each hold a number an entry; the
    /// script then counts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) numbers: Vec<u32>,
    /// The cells of the shots off the board, as written (escaped), in log order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) off: Vec<String>,
    /// The forfeit entries.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) forfeits: Vec<ForfeitData>,
    /// On a batch page, the violations, in the verdict's order. The script marks the cells as
    /// the game page does from these alone.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) violations: Vec<ViolationData>,
    /// On a batch page, the replies of the entries a violation names, as recorded. The game's
    /// own page shows every reply; a batch page holds only those in dispute, for room.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) replies: Vec<ReplyData>,
    /// On a batch page, the entry (from 0) that decides the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) decides: Option<usize>,
}

/// A forfeit entry: the entry (from 0) and its reason as the record writes it (`timeout`).
#[derive(Serialize)]
pub(super) struct ForfeitData {
    entry: usize,
    reason: &'static str,
}

/// A reply in dispute: the entry (from 0) and its reply as recorded, in words (escaped), or
/// `null` where none was recorded.
#[derive(Serialize)]
pub(super) struct ReplyData {
    pub(super) entry: usize,
    pub(super) reply: Option<String>,
}

/// A violation as a batch page's step data holds it.
#[derive(Serialize)]
pub(super) struct ViolationData {
    /// Whether it is a foul (else a warning).
    foul: bool,
    /// Its code (`false_report`).
    code: &'static str,
    /// The player charged, 0 or 1 in the verdict's order.
    player: usize,
    /// The entry (from 0) it names, or -1 for the placement (a cell it names is marked from the
    /// earliest entry that names it, the placement's before every entry).
    entry: i64,
    /// The cells it names, on `board`.
    cells: Vec<CellItem>,
    /// Its message, worded (escaped).
    message: String,
    /// The board whose cells it names on the game page (0 or 1, -1 for none; see `flags`).
    board: i8,
}

/// A cell a violation names, as a batch page's step data holds it: a number when the game's
/// letters name it, `{cell, label}` when the violation writes it otherwise, a string off the
/// board.
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum CellItem {
    /// A cell of the board, named as the game's letters name it: its index `row * columns +
    /// column`.
    At(usize),
    /// A cell of the board, written otherwise (`e7` for `E7`): its index and the label.
    Written { cell: usize, label: String },
    /// A label on no board (`K11`), escaped.
    Off(String),
}

/// A game page's step data: the board, its letters and the names, then the steps.
#[derive(Serialize)]
struct GameData {
    /// The board's columns and rows.
    columns: u8,
    rows: u8,
    /// The column letters, one a column.
    letters: String,
    /// The players' names, escaped, in the verdict's order.
    players: [String; 2],
    #[serde(flatten)]
    steps: StepData,
}

/// A board of a batch page's list of boards: its columns, rows and column letters (one a
/// column). A batch row names its board by its index in that list.
#[derive(Serialize, PartialEq, Eq, Hash, Clone)]
pub(super) struct BoardData {
    pub(super) columns: u8,
    pub(super) rows: u8,
    pub(super) letters: String,
}

impl Judged {
    /// The steps of a stepped game ([`steps::encode`]) with its off-board shots and forfeits;
    /// `None` for a game without steps.
    pub(super) fn step_data(&self) -> Option<StepData> {
        let steps = self.steps.as_ref()?;
        let shots: Vec<Vec<Option<Cell>>> = self.rows.iter().map(|r| r.shots.iter().map(|s| s.1).collect()).collect();
        let entries: Vec<steps::Entry> =
            self.rows.iter().zip(&shots).map(|(r, s)| steps::Entry { shooter: r.shooter, shots: s }).collect();
        let naming = Naming::of(&self.verdict);
        Some(StepData {
            steps: steps::encode(&steps.start, &steps.after, &entries),
            numbering: naming.key(),
            numbers: (0..self.rows.len()).map(|i| u32::try_from(naming.at(i).0).unwrap_or(u32::MAX)).collect(),
            off: self
                .rows
                .iter()
                .flat_map(|r| &r.shots)
                .filter(|s| s.1.is_none())
                .map(|s| self.shot_label(s))
                .collect(),
            forfeits: self
                .rows
                .iter()
                .enumerate()
                .filter_map(|(entry, r)| r.forfeit.map(|reason| ForfeitData { entry, reason }))
                .collect(),
            ..StepData::default()
        })
    }

    /// A violation as a batch page's step data holds it (see [`ViolationData`]): its cells on the
    /// board `flags` marks them on, by index, so that the page's script marks the same cells.
    pub(super) fn violation_data(&self, x: &Violation, words: Words) -> ViolationData {
        let v = &self.verdict;
        let (on, cells) = violation_cells(v, x, &self.boards, self.letters);
        let cells = cells
            .into_iter()
            .map(|(label, cell)| match cell {
                Some((at, c)) if label == self.name(c) => CellItem::At(at),
                Some((at, _)) => CellItem::Written { cell: at, label: clean(&label).into_owned() },
                None => CellItem::Off(clean(&label).into_owned()),
            })
            .collect();
        ViolationData {
            foul: x.severity == Severity::Foul,
            code: x.code.as_str(),
            player: usize::from(eq_ignore_case(&v.players[1], &x.player)),
            entry: x.entry.map_or(-1, |e| e as i64),
            cells,
            message: clean(&words.violation_named(x, Naming::of(v))).into_owned(),
            board: on.map_or(-1, |b| b as i8),
        }
    }

    /// The column letters of the board, one a column.
    pub(super) fn column_letters(&self) -> String {
        let columns = self.boards.board.columns;
        (0..columns).map(|c| self.letters.shown(c)).collect()
    }

    /// The board as a batch page's list of boards holds it.
    pub(super) fn board_data(&self) -> BoardData {
        let board = self.boards.board;
        BoardData { columns: board.columns, rows: board.rows, letters: self.column_letters() }
    }
}

/// The step data of a stepped game as JSON (see the module's `# Step data`), safe inside a
/// `<script>` element; `None` for a game without steps.
pub fn game_data(judged: &Judged) -> Option<String> {
    let steps = judged.step_data()?;
    let board = judged.boards.board;
    let data = GameData {
        columns: board.columns,
        rows: board.rows,
        letters: judged.column_letters(),
        players: judged.verdict.players.clone().map(|n| clean(&n).into_owned()),
        steps,
    };
    Some(script_safe(&serde_json::to_string(&data).expect("step data serializes")))
}
