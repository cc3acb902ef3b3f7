//! The game generator: legal random fleets, simple bots that play each game to the end with
//! truthful replies, and, in a faulty game, one injected fault of a chosen kind.
//!
//! Every game is drawn from its own random stream, ChaCha8 keyed by the seed with the game's
//! index as the stream number, and all sampling is done here from raw 32- and 64-bit words, so
//! the output depends only on `(seed, game index, rules)`: the same on every platform, and game
//! `i` is the same whatever the number of games asked for.
//!
//! The bots play through the referee's own game engine ([`crate::engine`]), which judges every
//! entry as `broadside check` will; the property tests hold the records it writes against the
//! referee.
//!
//! # Layers
//!
//! Each part imports only parts listed before it here, never one after, and none imports this
//! module itself:
//!
//! 1. `dice`: the game's random stream.
//! 2. `style`: how a game is written, drawn from its dice.
//! 3. `placement`: random legal fleets (a backtracking search).
//! 4. `reply`: the defender's reply, the truth or a lie.
//! 5. `shooter`: the bots' aim, random or hunt-and-target (also `broadside bot`'s).
//! 6. `play`: the bots' play through the engine.
//! 7. `faults`: one fault injected into a game.
//! 8. `write`: the game written as a record.

use std::borrow::Cow;

use crate::record::write::{ByPlayer, FleetOut, RecordOut};
use crate::rules::{Rules, RulesSpec, SalvoShots, Touching, Turns};
use crate::verdict::{Code, Outcome};

mod dice;
mod faults;
mod placement;
mod play;
mod reply;
mod shooter;
mod style;
mod write;

pub use crate::error::GenerateError;
use dice::Dice;
pub use faults::Fault;
use faults::inject;
use placement::place_fleet;
pub use placement::{PRUNED_SEARCH_STEPS, PlacedShip};
use play::Simulation;
pub use shooter::{Marking, Shooter, Strategy, Throw, target_cells};
use style::{Naming, Style};
use write::write_fleet;
pub use write::{FaultMeta, GeneratedRecord, GeneratorMeta, MetaOut, WarningMeta};

/// The kinds of fault a faulty game may carry: every violation code (docs/format.md §3 "Replay")
/// that a listed fleet can show in play (`ambiguous_fleet` needs a drawn fleet, which the generator
/// does not write; the forfeit entries' fouls `timeout`, `crashed` and `illegal_message` record a
/// program's failure, which `broadside match` writes, not a fault of play).
pub const FAULT_CODES: [Code; 11] = {
    // The table's order, without those codes.
    let mut codes = [Code::OffBoard; 11];
    let (mut i, mut n) = (0, 0);
    while i < Code::ALL.len() {
        let code = Code::ALL[i];
        if !matches!(code, Code::Timeout | Code::Crashed | Code::IllegalMessage | Code::AmbiguousFleet) {
            codes[n] = code;
            n += 1;
        }
        i += 1;
    }
    codes
};

/// The players' names and the bot each plays: two of these meet in every game.
pub const BOTS: [(&str, Strategy); 4] = [
    ("ann", Strategy::HuntTarget),
    ("ben", Strategy::HuntTarget),
    ("cat", Strategy::Random),
    ("dan", Strategy::Random),
];

/// Which fault, if any, to inject into a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultChoice {
    /// A legal game.
    None,
    /// One fault of a random kind that the rules allow.
    Random,
    /// One fault of this kind, falling back to another kind where the game cannot show it
    /// (as `touching` where ships may touch).
    Kind(Code),
}

/// What the referee should find in a generated game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    /// The outcome.
    pub outcome: Outcome,
    /// The winner (0 or 1, the index in `players`), if any.
    pub winner: Option<usize>,
    /// The injected fault, in a faulty game.
    pub fault: Option<Fault>,
    /// Warnings the bots could not avoid: `too_few_shots` where a volley fired every cell the
    /// shooter had left, as `(code, entry, player)`.
    pub warnings: Vec<(Code, usize, usize)>,
}

/// One generated game: the record as written, and what the referee should find.
#[derive(Clone, Debug)]
pub struct GeneratedGame {
    /// The game record, serializing as a JSON game record (docs/format.md §2).
    pub record: GeneratedRecord,
    /// The verdict's essentials, also written into the record's `meta`.
    pub expected: Expected,
}

/// A generator of games under one or more rulesets; game `i` uses ruleset `i % len`.
#[derive(Clone, Debug)]
pub struct Generator {
    rulesets: Vec<(RulesSpec, Rules)>,
    /// Per ruleset, the fleet placed when the generator was made: a game whose own search gives
    /// up (possible only for fleets that barely fit) uses it rather than failing.
    placements: Vec<Vec<PlacedShip>>,
    seed: u64,
}

impl Generator {
    /// A generator for `specs` (each as the records will write it) and `seed`.
    ///
    /// # Errors
    /// [`GenerateError::ShipTooLong`], [`GenerateError::FleetTooBig`], [`GenerateError::NoRoom`],
    /// [`GenerateError::NoPlacement`] or [`GenerateError::GaveUp`] when a fleet cannot be placed on
    /// its board (the search is exhaustive up to a budget, so this returns for every fleet); [`GenerateError::ZeroSalvo`] for salvo rules whose allowance can fall to 0 with ships afloat (a class of salvo value 0).
    pub fn new(specs: Vec<RulesSpec>, seed: u64) -> Result<Self, GenerateError> {
        if specs.is_empty() {
            return Err(GenerateError::NoRules);
        }
        let mut rulesets = Vec::with_capacity(specs.len());
        let mut placements = Vec::with_capacity(specs.len());
        for spec in specs {
            let rules = spec.resolve();
            if rules.turns == Turns::Salvo
                && rules.salvo_shots == SalvoShots::ShipValue
                && let Some(class) = rules.fleet.iter().find(|c| c.salvo == 0)
            {
                return Err(GenerateError::ZeroSalvo { class: class.name.clone() });
            }
            placements.push(place_fleet(&rules, &mut Dice::new(seed, u64::MAX))?);
            rulesets.push((spec, rules));
        }
        Ok(Generator { rulesets, placements, seed })
    }

    /// Whether game `index` of `games` is faulty when a share `faults` (0 to 1) of them are:
    /// the faulty games are spread evenly, `floor(games * faults)` of them.
    pub fn is_faulty(index: u64, faults: f64) -> bool {
        let f = faults.clamp(0.0, 1.0);
        ((index + 1) as f64 * f).floor() > (index as f64 * f).floor()
    }

    /// The first player's fleet of game `index`, as [`Generator::game`] writes it, without
    /// playing the game: a random legal fleet.
    pub fn fleet(&self, index: u64) -> FleetOut {
        let mut deal = self.deal(index);
        FleetOut::Ships(write_fleet(&deal.fleets[0], deal.rules, deal.naming[0], deal.style, &mut deal.dice))
    }

    /// Both players' fleets of game `index`, the first player's first, as [`Generator::game`]
    /// writes them, without playing the game: two random legal fleets (an entry of a placement
    /// book, `generate --book`).
    pub fn fleet_pair(&self, index: u64) -> [FleetOut; 2] {
        let mut deal = self.deal(index);
        let first = write_fleet(&deal.fleets[0], deal.rules, deal.naming[0], deal.style, &mut deal.dice);
        let second = write_fleet(&deal.fleets[1], deal.rules, deal.naming[1], deal.style, &mut deal.dice);
        [FleetOut::Ships(first), FleetOut::Ships(second)]
    }

    /// What game `index` starts from: its dice, bots, first shooter, style and legal fleets.
    fn deal(&self, index: u64) -> Deal<'_> {
        let which = (index % self.rulesets.len() as u64) as usize;
        let (spec, rules) = &self.rulesets[which];
        let mut dice = Dice::new(self.seed, index);
        let a = dice.below(BOTS.len());
        let b = (a + 1 + dice.below(BOTS.len() - 1)) % BOTS.len();
        let bots = [BOTS[a], BOTS[b]];
        let first = dice.below(2);
        let style = Style::draw(&mut dice);
        let place = |dice: &mut Dice| place_fleet(rules, dice).unwrap_or_else(|_| self.placements[which].clone());
        let fleets = [place(&mut dice), place(&mut dice)];
        let naming = [Naming::draw(&mut dice), Naming::draw(&mut dice)];
        let play_dice = dice.fork();
        Deal { spec, rules, dice, play_dice, bots, first, style, fleets, naming }
    }

    /// Generates game `index` with `fault`.
    pub fn game(&self, index: u64, fault: FaultChoice) -> GeneratedGame {
        let Deal { spec, rules, mut dice, play_dice, bots, first, style, fleets, naming } = self.deal(index);
        let kinds: Vec<Code> = match fault {
            FaultChoice::None => Vec::new(),
            FaultChoice::Random => {
                let mut kinds: Vec<Code> = FAULT_CODES.iter().copied().filter(|&c| applies(c, rules)).collect();
                dice.shuffle(&mut kinds);
                kinds
            }
            FaultChoice::Kind(code) => {
                let mut rest: Vec<Code> =
                    FAULT_CODES.iter().copied().filter(|&c| c != code && applies(c, rules)).collect();
                dice.shuffle(&mut rest);
                std::iter::once(code).filter(|&c| applies(c, rules)).chain(rest).collect()
            }
        };

        let legal = Simulation::new(rules, &fleets, first, bots.map(|b| b.1), None, style).play(&mut play_dice.clone());
        let mut chosen = None;
        for code in kinds {
            if let Some(found) = inject(code, rules, &fleets, first, bots, style, &legal, &mut dice, &play_dice) {
                chosen = Some(found);
                break;
            }
        }
        let (fleets_out, played, fault) = match chosen {
            Some((fleets_out, played, fault)) => (fleets_out, played, Some(fault)),
            None => (fleets.clone(), legal, None),
        };

        let (outcome, winner) = match fault {
            Some(f) if f.code.severity() == crate::Severity::Foul => (Outcome::Win, Some(1 - f.player)),
            _ => played.result(),
        };
        let expected = Expected { outcome, winner, fault, warnings: played.warnings.clone() };
        let names = [bots[0].0, bots[1].0];
        let meta = MetaOut {
            generator: GeneratorMeta {
                seed: self.seed,
                game: index,
                bots: ByPlayer(vec![(Cow::Borrowed(names[0]), bots[0].1), (Cow::Borrowed(names[1]), bots[1].1)]),
                outcome,
                winner: winner.map(|w| names[w]),
                fault: fault.map(|f| FaultMeta { code: f.code, entry: f.entry, player: names[f.player], ship: f.ship }),
                warnings: played
                    .warnings
                    .iter()
                    .map(|&(code, entry, p)| WarningMeta { code, entry, player: names[p] })
                    .collect(),
            },
        };
        let fleets = [0, 1].map(|p| {
            (Cow::Borrowed(names[p]), FleetOut::Ships(write_fleet(&fleets_out[p], rules, naming[p], style, &mut dice)))
        });
        let record = RecordOut {
            rules: Some(spec.clone()),
            players: names.map(Cow::Borrowed),
            first: Some(Cow::Borrowed(names[first])),
            meta: Some(meta),
            fleets: ByPlayer(fleets.into()),
            shots: played.entries.into_iter().map(|e| e.write(names, rules, style)).collect(),
        };
        GeneratedGame { record, expected }
    }
}

/// What a game starts from, drawn in this order from its dice.
struct Deal<'g> {
    spec: &'g RulesSpec,
    rules: &'g Rules,
    /// The game's dice after the deal: they go on to choose a fault and write the record.
    dice: Dice,
    /// The dice the bots play with.
    play_dice: Dice,
    bots: [(&'static str, Strategy); 2],
    first: usize,
    style: Style,
    fleets: [Vec<PlacedShip>; 2],
    naming: [Naming; 2],
}

/// A random legal fleet under `spec` from `seed`, as `broadside generate` writes the first
/// player's fleet of its game 0 with that seed: the fleet a live referee gives a bot that gave
/// none, and the built-in bots' fleets.
///
/// # Errors
/// As [`Generator::new`].
pub fn random_fleet(spec: &RulesSpec, seed: u64) -> Result<FleetOut, GenerateError> {
    Ok(Generator::new(vec![spec.clone()], seed)?.fleet(0))
}

/// Whether a fault of kind `code` can arise under `rules`.
fn applies(code: Code, rules: &Rules) -> bool {
    match code {
        Code::Touching => rules.touching == Touching::Forbidden,
        Code::TooFewShots => rules.turns == Turns::Salvo,
        Code::AmbiguousFleet => false,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faulty_games_are_spread_evenly() {
        let n = (0..100).filter(|&i| Generator::is_faulty(i, 0.25)).count();
        assert_eq!(n, 25);
        assert_eq!((0..10).filter(|&i| Generator::is_faulty(i, 1.0)).count(), 10);
        assert_eq!((0..10).filter(|&i| Generator::is_faulty(i, 0.0)).count(), 0);
    }
}
