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

/// A game's steps and what its viewer shows beside them (see the module's `# Step data`).
#[derive(Serialize, Default)]
pub(super) struct StepData {
    /// The steps, in [`steps::LETTERS`].
    pub(super) d: String,
    /// How the sheets number the moves (`$numbering`: `round`, `shot` or `move`), for the step
    /// label and the move list.
    pub(super) k: &'static str,
    /// Each entry's number as the sheets number it. A batch page leaves it out where the numbers
    /// are the count its `k` says ([`crate::verdict::Moves::is_counted`], as a batch's JSON records always number),
    /// for room: 100,000 games would each hold a number an entry; the script then counts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) n: Vec<u32>,
    /// The cells of the shots off the board, as written (escaped), in log order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) o: Vec<String>,
    /// The forfeit entries: `[entry, reason]`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) f: Vec<(usize, &'static str)>,
    /// On a batch page, the violations: `[foul (1) or warning (0), code, player (0 or 1), entry
    /// (-1 for the placement), cells, message (escaped), board]`. The board is the one whose
    /// cells the violation names on the game page (0 or 1, -1 for none; see `flags`); each cell
    /// is its index `row * columns + column` on that board when the game's letters name it so,
    /// `[index, label]` when the violation writes it otherwise, and its label (escaped) when it
    /// is on no board. The script marks the cells as the game page does from these alone.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) v: Vec<ViolationData>,
    /// On a batch page, the replies of the entries a violation names, as recorded (in words,
    /// escaped; `null` for none recorded): `[entry, reply]` (`a` for answers: `r` is the
    /// board's rows). The game's own page shows every reply; a batch page holds only those in
    /// dispute, for room.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) a: Vec<(usize, Option<String>)>,
    /// On a batch page, the entry that decides the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) x: Option<usize>,
}

/// A violation as a batch page's step data holds it (see `StepData::v`).
pub(super) type ViolationData = (u8, &'static str, usize, i64, Vec<CellItem>, String, i8);

/// A cell a violation names, as a batch page's step data holds it (see `StepData::v`).
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum CellItem {
    /// A cell of the board, named as the game's letters name it: its index.
    At(usize),
    /// A cell of the board, written otherwise (`e7` for `E7`): its index and the label.
    Written(usize, String),
    /// A label on no board (`K11`), escaped.
    Off(String),
}

/// A game page's step data: the board, its letters and the names, then the steps.
#[derive(Serialize)]
struct GameData {
    /// Columns and rows of the board.
    c: u8,
    r: u8,
    /// The column letters, one a column.
    l: String,
    /// The players' names, escaped.
    p: [String; 2],
    #[serde(flatten)]
    steps: StepData,
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
            d: steps::encode(&steps.start, &steps.after, &entries),
            k: naming.key(),
            n: (0..self.rows.len()).map(|i| u32::try_from(naming.at(i).0).unwrap_or(u32::MAX)).collect(),
            o: self.rows.iter().flat_map(|r| &r.shots).filter(|s| s.1.is_none()).map(|s| self.shot_label(s)).collect(),
            f: self.rows.iter().enumerate().filter_map(|(i, r)| r.forfeit.map(|f| (i, f))).collect(),
            ..StepData::default()
        })
    }

    /// A violation as a batch page's step data holds it (see `StepData::v`): its cells on the
    /// board `flags` marks them on, by index, so that the page's script marks the same cells.
    pub(super) fn violation_data(&self, x: &Violation, words: Words) -> ViolationData {
        let v = &self.verdict;
        let (on, cells) = violation_cells(v, x, &self.boards, self.letters);
        let cells = cells
            .into_iter()
            .map(|(label, cell)| match cell {
                Some((at, c)) if label == self.name(c) => CellItem::At(at),
                Some((at, _)) => CellItem::Written(at, clean(&label).into_owned()),
                None => CellItem::Off(clean(&label).into_owned()),
            })
            .collect();
        (
            u8::from(x.severity == Severity::Foul),
            x.code.as_str(),
            usize::from(eq_ignore_case(&v.players[1], &x.player)),
            x.entry.map_or(-1, |e| e as i64),
            cells,
            clean(&words.violation_named(x, Naming::of(v))).into_owned(),
            on.map_or(-1, |b| b as i8),
        )
    }

    /// The column letters of the board, one a column.
    pub(super) fn column_letters(&self) -> String {
        let columns = self.boards.board.columns;
        (0..columns).map(|c| self.letters.shown(c)).collect()
    }
}

/// The step data of a stepped game as JSON (see the module's `# Step data`), safe inside a
/// `<script>` element; `None` for a game without steps.
pub fn game_data(judged: &Judged) -> Option<String> {
    let steps = judged.step_data()?;
    let board = judged.boards.board;
    let data = GameData {
        c: board.columns,
        r: board.rows,
        l: judged.column_letters(),
        p: judged.verdict.players.clone().map(|n| clean(&n).into_owned()),
        steps,
    };
    Some(script_safe(&serde_json::to_string(&data).expect("step data serializes")))
}
