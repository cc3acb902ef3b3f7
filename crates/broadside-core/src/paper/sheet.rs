//! Where each part of a converted record stands on the paper ([`Sheet`]), and the record with
//! its sheet ([`Converted`]): what places the record's errors and violations on the paper.

use super::letters::Letters;
use crate::board::Boards;
use crate::drawing::Readings;
use crate::error::{InputError, JsonPath, Place};
use crate::names::eq_ignore_case;
use crate::record::GameRecord;
use crate::referee::Referee;
use crate::verdict::{Moves, Numbering, OnPaper, PaperPart, Verdict};

/// Where something stands on the paper: a 1-based line and column (in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    /// 1-based line of the file.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What stands there, as a paper player names it.
    pub what: PaperPart,
}

/// What a paper record converted to, and where each part of it came from.
#[derive(Debug)]
pub struct Converted {
    /// The game record (docs/format.md §2), as the JSON reader reads the JSON record the paper
    /// stands for (`broadside record` writes it). Its log is not held to the byte limit of a JSON
    /// record: the paper was.
    pub record: GameRecord<'static>,
    /// Where each part of the record stands on the paper.
    pub sheet: Sheet,
    /// Its drawn fleets as they were read into ships while it was converted (a paper record
    /// with shot grids places its fleets to rebuild its log), for the referee to place them
    /// without searching again (empty where none was read).
    pub readings: Readings,
}

/// Where each part of a converted record stands on the paper, and how the paper names columns.
#[derive(Clone, Debug, Default)]
pub struct Sheet {
    /// The letters the paper's drawings label columns with (Latin unless a drawing used
    /// Cyrillic ones).
    pub letters: Letters,
    /// For each log entry of the record (0-based), where it stands on the paper.
    pub entries: Vec<Located>,
    /// The fleet section of each player, in the order of `players`.
    pub fleets: Vec<(String, Located)>,
    /// The header lines: key (`rules`, `players`, `first`, `meta`) and place.
    pub header: Vec<(&'static str, Located)>,
    /// How the paper numbers its moves, when it says: its shot grids' numbering, or a
    /// `numbering:` header beside a log.
    pub numbering: Option<Numbering>,
}

impl Converted {
    /// Adjudicates the record converted: its verdict, as [`crate::paper::check`] gives it (the
    /// paper need not be held any more).
    ///
    /// # Errors
    /// As [`crate::paper::check`], placed on the paper.
    pub fn adjudicate(&self, referee: &Referee) -> Result<Verdict, InputError> {
        let mut verdict = referee.adjudicate_read(&self.record, &self.readings).map_err(|e| self.sheet.locate(e))?;
        self.sheet.number(&mut verdict.moves);
        Ok(verdict)
    }

    /// As [`Converted::adjudicate`], also giving both final boards.
    ///
    /// # Errors
    /// As [`Converted::adjudicate`].
    pub fn adjudicate_with_boards(&self, referee: &Referee) -> Result<(Verdict, Boards), InputError> {
        let (mut verdict, boards) =
            referee.adjudicate_read_with_boards(&self.record, &self.readings).map_err(|e| self.sheet.locate(e))?;
        self.sheet.number(&mut verdict.moves);
        Ok((verdict, boards))
    }
}

impl Sheet {
    /// Places an error about the record on the paper: the line and column of the part of the
    /// paper its JSON path names (a log entry, a fleet, a header line), keeping what is wrong
    /// and which part of the record it concerns.
    pub fn locate(&self, e: InputError) -> InputError {
        let path = match e.place {
            Place::Text { path, .. } => path,
            Place::Value(path) => Some(path),
            _ => return e,
        };
        let place = match (path.as_ref().and_then(|p| self.located(p)), path) {
            (Some(p), path) => {
                Place::Paper { line: p.line, column: p.column, part: Some(Box::new(p.what.clone())), path }
            }
            // No part of the paper: the whole record, by its path, never a line it is not on.
            (None, Some(path)) => Place::Value(path),
            (None, None) => Place::Input,
        };
        InputError { place, fault: e.fault }
    }

    /// Where the part of the paper that JSON path `path` names stands.
    fn located(&self, path: &JsonPath) -> Option<&Located> {
        if let Some(i) = path.shot_index() {
            return self.entries.get(i);
        }
        match path.top_key()? {
            "fleets" => {
                let owner = path.fleet_owner();
                self.fleets.iter().find(|(n, _)| Some(n.as_str()) == owner).map(|(_, p)| p)
            }
            key => self.header.iter().find(|(k, _)| *k == key).map(|(_, p)| p),
        }
    }

    /// Numbers `moves` as this paper does: by its numbering where it gives one, each entry from
    /// a shot grid by the number written in its cells (a game's numbers may leave gaps).
    pub fn number(&self, moves: &mut Moves) {
        if let Some(numbering) = self.numbering.filter(|&n| n != moves.numbering) {
            *moves = moves.renumbered(numbering);
        }
        for (m, place) in moves.entries.iter_mut().zip(&self.entries) {
            if let PaperPart::Numbered { number, .. } = place.what {
                m.number = u32::try_from(number).unwrap_or(u32::MAX);
            }
        }
    }

    /// The verdict as a paper player reads it: cells named with the paper's column letters, its
    /// moves numbered as the paper numbers them, and each violation placed where it stands on
    /// the paper.
    pub fn annotate(&self, verdict: &Verdict) -> Verdict {
        let mut out = verdict.clone();
        out.letters = self.letters;
        self.number(&mut out.moves);
        for v in &mut out.violations {
            let place = match v.entry {
                Some(i) => self.entries.get(i),
                None => self.fleets.iter().find(|(n, _)| eq_ignore_case(n, &v.player)).map(|(_, p)| p),
            };
            v.on_paper = place.map(|p| OnPaper { line: p.line, what: p.what.clone() });
        }
        out
    }
}
