//! `broadside bot random|hunt`: a bot that speaks the bot protocol (docs/protocol.md) on standard
//! input and output, playing as the bots of `broadside generate` do, to start from or to test
//! a bot against; and `broadside bot check`, a compliance run for a bot of one's own
//! ([`super::compliance`]).

use std::io::{BufRead, Write};

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

use super::messages::{EXIT_CLEAN, report};
use crate::coord::Cell;
use crate::generate::{Marking, Shooter, Strategy, Throw, random_fleet};
use crate::protocol::{At, AtAnswer, FleetAnswer, Message, Pair};
use crate::record::write::ReplyOut;
use crate::rules::{Rules, Turns};
use crate::words::{Words, text};

pub(crate) const BOT_EXAMPLES: &str = "\
Examples:
  broadside match --bot hunt='broadside bot hunt --seed 1' --bot rand='broadside bot random --seed 2' --games 100
  echo '{\"type\":\"start\",\"game\":0,\"rules\":\"classic\",\"you\":\"a\",\"opponent\":\"b\",\"first\":\"a\"}' | broadside bot hunt
  broadside bot check 'python3 examples/bot.py'      a compliance run for a bot of your own

The same seed plays the same game i whatever else the process played before.";

/// Arguments of `broadside bot`.
#[derive(Debug, clap::Args)]
pub struct BotArgs {
    /// Which bot to play as, or `check` to check a bot of your own.
    #[command(subcommand)]
    pub mode: Mode,
}

/// What `broadside bot` does.
#[derive(Debug, clap::Subcommand)]
pub enum Mode {
    /// Play as a bot that shoots at random cells it has not fired at.
    Random(PlayArgs),
    /// Play as a hunt-and-target bot: at random until a hit, then the cells next to hits on
    /// ships afloat, along the line once two hits show it; where ships may not touch, it skips
    /// the water around a ship it sank.
    Hunt(PlayArgs),
    /// Play a bot program through a short compliance run (every ruleset; start, turns, shots,
    /// end; two games in one run) and say in words what it got wrong. Exit status: 0 it complies,
    /// 1 it does not, 2 bad arguments or a program that cannot be started or does not run.
    #[cfg(unix)]
    #[command(after_help = super::compliance::CHECK_EXAMPLES)]
    Check(super::compliance::BotCheckArgs),
    /// Play a bot program through a short compliance run: on a Unix system only (Linux, macOS;
    /// WSL on Windows).
    #[cfg(not(unix))]
    #[command(long_about = super::unix_only::BOT_CHECK_ABOUT)]
    Check(super::unix_only::UnixOnlyArgs),
}

/// Arguments of `broadside bot random|hunt`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// The seed: with the same seed, game N (the `game` of `start`) is played the same way.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,

    /// Hunt only: the share of shots (0 to 1) fired at random where the hunt would target the
    /// cells next to a hit: a weaker hunt bot, to measure against (`--blunders 0.5`).
    #[arg(long, value_name = "SHARE", default_value_t = 0.0, value_parser = super::flags::share)]
    pub blunders: f64,

    /// The language of the errors it writes on standard error: en, bn, hi, tl, nl or ru (as
    /// `broadside check --lang`); without it, the locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). What it
    /// says to the referee is the protocol's JSON, the same in every language.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<crate::words::Lang>,
}

/// Why `broadside bot random|hunt` stops (the facts; [`BotFault::worded`] says them).
#[derive(Debug)]
pub enum BotFault {
    /// Its standard input cannot be read: the operating system's reason.
    CannotRead(std::io::Error),
    /// A line that is not a message of the protocol: what the JSON reader found wrong.
    NotAMessage(Box<crate::protocol::JsonSaid>),
    /// The rules of `start` cannot be played: no fleet can be placed.
    Fleet(crate::generate::GenerateError),
    /// A `turn` before any `start`.
    TurnBeforeStart,
}

impl BotFault {
    /// The sentence, in `words`' language (after `broadside bot: `).
    pub fn worded(&self, words: &Words) -> String {
        match self {
            BotFault::CannotRead(e) => words.say("bot-cannot-read", &[("error", text(words.io_error(e)))]),
            BotFault::NotAMessage(e) => words.say("bot-not-a-message", &[("detail", text(e.worded(words)))]),
            BotFault::Fleet(e) => words.generate_error(e),
            BotFault::TurnBeforeStart => words.say("bot-turn-before-start", &[]),
        }
    }
}

impl std::fmt::Display for BotFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for BotFault {}

/// The bot's dice: raw words of ChaCha8 from the game's seed, a number below `n` the word
/// modulo `n`, as the bot has always drawn them (so that a seed plays the games it played).
struct BotDice(ChaCha8Rng);

impl Throw for BotDice {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
    fn chance(&mut self, p: f64) -> bool {
        ((self.0.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }
}

/// The bot in one game: the rules, its aim and its dice.
struct Aim {
    rules: Rules,
    shooter: Shooter,
    dice: BotDice,
}

impl Aim {
    /// A bot of `strategy` under `rules`, with dice from `seed`, firing the share `blunders` of
    /// its targeted shots at random.
    fn new(strategy: Strategy, rules: Rules, seed: u64, blunders: f64) -> Aim {
        let (columns, rows) = (rules.board.columns, rules.board.rows);
        let shooter = Shooter::new(strategy, Marking::AsChosen, columns, rows).with_blunders(blunders);
        Aim { rules, shooter, dice: BotDice(ChaCha8Rng::seed_from_u64(seed)) }
    }

    /// `n` cells not fired at (fewer when fewer are left), marked as fired.
    fn choose(&mut self, n: usize) -> Vec<Cell> {
        self.shooter.choose(n, &self.rules, &mut self.dice)
    }
}

fn pair(c: Cell) -> Pair {
    [i64::from(c.col), i64::from(c.row)]
}

/// Runs `broadside bot`; returns the exit status.
pub fn bot(args: &BotArgs, stdin: &mut dyn std::io::Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match &args.mode {
        Mode::Random(play) => self::play(Strategy::Random, play, stdin, stdout, stderr),
        Mode::Hunt(play) => self::play(Strategy::HuntTarget, play, stdin, stdout, stderr),
        #[cfg(unix)]
        Mode::Check(check) => super::compliance::check(check, stdout, stderr),
        #[cfg(not(unix))]
        Mode::Check(_) => super::unix_only::refuse("bot check", stderr),
    }
}

/// Plays as a bot of `strategy` on `stdin` and `stdout` until its input closes; returns the exit
/// status.
fn play(
    strategy: Strategy,
    args: &PlayArgs,
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let seed = args.seed;
    let words = Words::new(super::messages::lang_for_people(args.lang));
    let fail =
        |stderr: &mut dyn Write, fault: BotFault| report(stderr, &format!("broadside bot: {}", fault.worded(&words)));
    let mut lines = std::io::BufReader::new(stdin);
    let mut aim: Option<(Aim, String)> = None;
    let mut line = String::new();
    loop {
        line.clear();
        match lines.read_line(&mut line) {
            Ok(0) => return EXIT_CLEAN,
            Ok(_) => {}
            Err(e) => return fail(stderr, BotFault::CannotRead(e)),
        }
        if line.trim().is_empty() {
            continue;
        }
        let message: Message = match serde_json::from_str(&line) {
            Ok(m) => m,
            Err(e) => return fail(stderr, BotFault::NotAMessage(Box::new(e.into()))),
        };
        let answer = match message {
            Message::Start { game, rules, you, fleet: given, .. } => {
                let spec = rules.resolved_spec();
                let seed = seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let blunders = args.blunders;
                aim = Some((Aim::new(strategy, spec.resolve(), seed.rotate_left(17), blunders), you));
                // A fleet the referee imposes (a placement book) is taken as given.
                if given.is_some() {
                    serde_json::to_string(&FleetAnswer { fleet: "given" })
                } else {
                    let fleet = match random_fleet(&spec, seed) {
                        Ok(fleet) => fleet,
                        Err(e) => return fail(stderr, BotFault::Fleet(e)),
                    };
                    serde_json::to_string(&FleetAnswer { fleet })
                }
            }
            Message::Turn { allowance } => {
                let Some((aim, _)) = aim.as_mut() else {
                    return fail(stderr, BotFault::TurnBeforeStart);
                };
                let cells = aim.choose(allowance.max(1) as usize);
                let at = match (aim.rules.turns, cells.as_slice()) {
                    (Turns::Salvo, _) => At::Volley(cells.iter().copied().map(pair).collect()),
                    (_, [one]) => At::Shot(pair(*one)),
                    // No cell left to fire at: fire again at A1 (a repeated shot, a warning).
                    (_, _) => At::Shot([0, 0]),
                };
                serde_json::to_string(&AtAnswer { at })
            }
            Message::Shot { player, at, reply, ship } => {
                if let Some((aim, me)) = aim.as_mut()
                    && &player == me
                {
                    learn(aim, &at, &reply, ship.as_deref());
                }
                continue;
            }
            Message::End { .. } => {
                aim = None;
                continue;
            }
        };
        let mut answer = answer.expect("answers serialize");
        answer.push('\n');
        if stdout.write_all(answer.as_bytes()).and_then(|()| stdout.flush()).is_err() {
            return EXIT_CLEAN;
        }
    }
}

/// Learns from the bot's own entry: one shot's reply, or what a volley's counts tell for sure
/// (no hit: all water; all hits: all open hits).
fn learn(aim: &mut Aim, at: &At, reply: &ReplyOut, ship: Option<&str>) {
    let (columns, rows) = (aim.rules.board.columns, aim.rules.board.rows);
    let cell = |p: &Pair| match (u8::try_from(p[0]), u8::try_from(p[1])) {
        (Ok(c), Ok(r)) if c < columns && r < rows => Some(Cell::new(c, r)),
        _ => None,
    };
    match (at, reply) {
        (At::Shot(p), ReplyOut::Shot(word)) => {
            if let Some(c) = cell(p) {
                aim.shooter.learn_reply(c, *word, ship, &aim.rules);
            }
        }
        (At::Volley(ps), ReplyOut::Volley { hits, .. }) => {
            let n: u64 = hits.0.iter().map(|h| h.1).sum();
            let cells: Vec<Cell> = ps.iter().filter_map(cell).collect();
            aim.shooter.learn_volley(&cells, n);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::ShotReply;
    use crate::rules::Preset;

    fn run(strategy: Strategy, input: &str) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        let status = play(
            strategy,
            &PlayArgs { seed: 3, blunders: 0.0, lang: None },
            &mut input.as_bytes(),
            &mut out,
            &mut Vec::new(),
        );
        assert_eq!(status, 0);
        String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
    }

    #[test]
    fn the_bot_answers_start_and_turn_and_is_the_same_for_the_same_game() {
        let start = r#"{"type":"start","game":4,"rules":"salvo","you":"a","opponent":"b","first":"a"}"#;
        let input = format!("{start}\n{{\"type\":\"turn\",\"allowance\":7}}\n");
        let out = run(Strategy::Random, &input);
        assert_eq!(out.len(), 2);
        assert_eq!(out[0]["fleet"].as_array().unwrap().len(), 4);
        assert_eq!(out[1]["at"].as_array().unwrap().len(), 7);
        assert_eq!(run(Strategy::Random, &input), out);
    }

    #[test]
    fn hunting_fires_next_to_a_hit() {
        let mut aim = Aim::new(Strategy::HuntTarget, Preset::Classic.rules(), 1, 0.0);
        aim.shooter.mark_fired(Cell::new(4, 4));
        aim.shooter.learn_reply(Cell::new(4, 4), ShotReply::Hit, None, &aim.rules);
        let next = aim.choose(1)[0];
        assert_eq!(next.col.abs_diff(4) + next.row.abs_diff(4), 1, "{next:?}");
        // Two hits in a row: along the line.
        aim.shooter.learn_reply(next, ShotReply::Hit, None, &aim.rules);
        let along = aim.choose(1)[0];
        assert!(along.col == 4 && next.col == 4 || along.row == 4 && next.row == 4, "{along:?}");
        // A sunk destroyer of two cells takes both hits off the open list.
        let mut aim = Aim::new(Strategy::HuntTarget, Preset::Russian.rules(), 1, 0.0);
        aim.shooter.learn_reply(Cell::new(2, 2), ShotReply::Hit, None, &aim.rules);
        aim.shooter.learn_reply(Cell::new(3, 2), ShotReply::Sunk, Some("destroyer"), &aim.rules);
        assert!(aim.shooter.open_hits().is_empty());
        let water = aim.shooter.water();
        assert!(water.contains(Cell::new(1, 1)), "the water around a sunk ship, where ships may not touch");
    }

    #[test]
    fn blunders_weaken_the_hunt_and_none_changes_nothing() {
        let input =
            "{\"type\":\"start\",\"game\":0,\"rules\":\"classic\",\"you\":\"a\",\"opponent\":\"b\",\"first\":\"a\"}\n";
        let mut script = input.to_owned();
        // A hit at each shot: the hunt aims next to it, a blunder anywhere.
        for _ in 0..30 {
            script.push_str("{\"type\":\"turn\",\"allowance\":1}\n");
        }
        let run = |blunders: f64| {
            let mut out = Vec::new();
            play(
                Strategy::HuntTarget,
                &PlayArgs { seed: 3, blunders, lang: None },
                &mut script.as_bytes(),
                &mut out,
                &mut Vec::new(),
            );
            String::from_utf8(out).unwrap()
        };
        assert_eq!(run(0.0), run(0.0));
        assert_ne!(run(0.0), run(1.0));
        let mut aim = Aim::new(Strategy::HuntTarget, Preset::Classic.rules(), 1, 1.0);
        aim.shooter.learn_reply(Cell::new(4, 4), ShotReply::Hit, None, &aim.rules);
        aim.shooter.mark_fired(Cell::new(4, 4));
        let next: Vec<Cell> = (0..20).flat_map(|_| aim.choose(1)).collect();
        let beside = [Cell::new(3, 4), Cell::new(5, 4), Cell::new(4, 3), Cell::new(4, 5)];
        assert!(next.iter().filter(|c| beside.contains(c)).count() < 4, "always blundering: {next:?}");
    }
}
