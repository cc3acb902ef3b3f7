//! The generated game written as a record, in the forms a bot or a person might use.

use std::borrow::Cow;

use serde::Serialize;

use super::dice::Dice;
use super::placement::PlacedShip;
use super::play::{PlayedEntry, Shot};
use super::shooter::Strategy;
use super::style::{Naming, Style};
use crate::coord::MAX_SIDE;
use crate::record::write::{AtOut, ByPlayer, CellsOut, CoordOut, EntryMeta, EntryOut, RecordOut, ReplyOut, ShipOut};
use crate::rules::{Rules, RulesSpec};
use crate::verdict::{Code, Outcome};

pub(super) fn coordinate(col: i64, row: i64, pair: bool) -> CoordOut {
    if pair || !(0..i64::from(MAX_SIDE)).contains(&col) || row < -1 {
        CoordOut::Pair(col, row)
    } else {
        CoordOut::Text(format!("{}{}", char::from(b'A' + col as u8), row + 1))
    }
}

pub(super) fn write_fleet(
    fleet: &[PlacedShip],
    rules: &Rules,
    naming: Naming,
    style: Style,
    dice: &mut Dice,
) -> Vec<ShipOut> {
    fleet
        .iter()
        .map(|p| {
            let named = match naming {
                Naming::All => true,
                Naming::None => false,
                Naming::Some => dice.chance(0.5),
            };
            let ends_text = p.cells.iter().all(|&(c, _)| (0..i64::from(MAX_SIDE)).contains(&c));
            let range = p.form.is_none() && p.cells.len() > 1 && ends_text && dice.chance(style.ranges);
            let cells = if range {
                let (a, b) = (p.cells[0], p.cells[p.cells.len() - 1]);
                let (a, b) = if dice.chance(0.2) { (b, a) } else { (a, b) };
                let text = |(c, r): (i64, i64)| match coordinate(c, r, false) {
                    CoordOut::Text(t) => t,
                    _ => unreachable!("range ends are letters"),
                };
                CellsOut::Range(format!("{}-{}", text(a), text(b)))
            } else {
                let pair = dice.chance(style.pairs);
                CellsOut::List(p.cells.iter().map(|&(c, r)| coordinate(c, r, pair)).collect())
            };
            ShipOut { ship: named.then(|| rules.fleet[p.class].name.clone()), cells }
        })
        .collect()
}

impl PlayedEntry {
    pub(super) fn write(self, names: [&'static str; 2], rules: &Rules, style: Style) -> EntryOut {
        let shot = |s: &Shot, k: usize| match *s {
            Shot::Cell(c) => coordinate(
                i64::from(c.col),
                i64::from(c.row),
                style.pairs >= 1.0 || (style.pairs > 0.0 && (c.index() + k).is_multiple_of(5)),
            ),
            Shot::Off(c, r) => coordinate(c, r, false),
        };
        let at = if self.volley {
            AtOut::Volley(self.shots.iter().enumerate().map(|(k, s)| shot(s, k)).collect())
        } else {
            AtOut::Shot(shot(&self.shots[0], 0))
        };
        let (mut reply, ship) = self.said.reply.written(rules);
        if let ReplyOut::Volley { sunk, .. } = &mut reply
            && !self.said.write_empty_sunk
            && sunk.as_ref().is_some_and(Vec::is_empty)
        {
            *sunk = None;
        }
        EntryOut {
            player: Cow::Borrowed(names[self.player]),
            at: Some(at),
            reply: Some(reply),
            ship,
            meta: self.meta_ms.map(|ms| EntryMeta { ms: Some(u64::from(ms)), ..EntryMeta::default() }),
            ..EntryOut::default()
        }
    }
}

/// A generated game record, serializing as a JSON game record (docs/format.md §2): the rules as
/// given to the generator, and `{"generator": {...}}` as its `meta`.
pub type GeneratedRecord = RecordOut<'static, RulesSpec, MetaOut>;

/// The record's `meta`.
#[derive(Clone, Debug, Serialize)]
pub struct MetaOut {
    /// What the generator made.
    pub generator: GeneratorMeta,
}

/// `meta.generator`: how the game was made and what the referee should find.
#[derive(Clone, Debug, Serialize)]
pub struct GeneratorMeta {
    /// The seed of the run.
    pub seed: u64,
    /// The game's index from 0.
    pub game: u64,
    /// Each player's bot.
    pub bots: ByPlayer<'static, Strategy>,
    /// The outcome the referee should find.
    pub outcome: Outcome,
    /// The winner the referee should find, or null.
    pub winner: Option<&'static str>,
    /// The injected fault, in a faulty game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fault: Option<FaultMeta>,
    /// Warnings the bots could not avoid.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<WarningMeta>,
}

/// `meta.generator.fault`: which fault and where.
#[derive(Clone, Debug, Serialize)]
pub struct FaultMeta {
    /// The violation code.
    pub code: Code,
    /// The 0-based log entry, or null for a placement fault.
    pub entry: Option<usize>,
    /// The player it is charged to.
    pub player: &'static str,
    /// For a placement fault, the index of the ship in the player's fleet list.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship: Option<usize>,
}

/// One warning the bots could not avoid.
#[derive(Clone, Debug, Serialize)]
pub struct WarningMeta {
    /// The violation code.
    pub code: Code,
    /// The 0-based log entry.
    pub entry: usize,
    /// The shooter.
    pub player: &'static str,
}
