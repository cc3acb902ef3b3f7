//! `broadside match`: its flags, turned into a match ([`crate::tournament`]) that is played with
//! each game's record on standard output as it ends, and what a person reads (progress, the
//! standings, errors) on standard error.

use std::io::Write;
use std::path::PathBuf;

use super::messages::{EXIT_CLEAN, EXIT_FOUL, report};
use crate::bot::BotCommand;
use crate::live::{Bank, MAX_MOVES};
use crate::sandbox::{DEFAULT_MEMORY_MB, DEFAULT_PROCESSES, Sandbox};
use crate::tournament::{Ended, MatchError, Settings, Sink, Tournament};
use crate::words::Lang;

pub(crate) const MATCH_EXAMPLES: &str = "\
Examples:
  broadside match --bot hunt='broadside bot hunt' --bot rand='broadside bot random' --games 100 --seed 1 > games.jsonl
  broadside match --bot a=./a.py --bot b=./b.py --bot c='python3 c.py' --games 10    a round robin, 10 games a pair
  broadside match --bot new=./new-bot --bot old=./old-bot --games 2000 --sprt elo0=-10 elo1=0 --standings standings.json
  broadside match ... | broadside check --jsonl --summary
  broadside match --bot a=./a --bot b=./b --report junit junit.xml --report markdown summary.md > games.jsonl

Records go to standard output, one a line in game order; progress and the standings to standard
error. Exit status: 0 the match ran, 1 --sprt rejected the first bot or (with --report) a game fouled,
2 bad arguments or a bot that cannot be started or does not run (it exits before reading
anything in its first game: its command and standard error are shown); interrupted by SIGINT, SIGTERM or SIGHUP, 128 plus the signal's
number, once every bot process is killed and the finished games are written.";

/// Arguments of `broadside match`.
#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    /// A bot: its player name, `=`, and the command that runs it, split as a shell would
    /// (`--bot 'alpha=python3 my_bot.py --depth 2'`). At least two; with more, a round robin.
    #[arg(long = "bot", value_name = "NAME=COMMAND", required = true, value_parser = |s: &str| s.parse::<BotCommand>())]
    pub bots: Vec<BotCommand>,

    /// Rules of the games: a preset (classic, salvo, russian) or a JSON rules object.
    #[arg(long, value_name = "NAME|JSON", default_value = "classic")]
    pub rules: String,

    /// Fleet of the games, replacing only the fleet of the rules: standard, two-destroyers,
    /// russian, hasbro, or a JSON list of classes.
    #[arg(long, value_name = "NAME|JSON")]
    pub fleet: Option<String>,

    /// Games each pair of bots plays, the first to shoot alternating.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub games: u64,

    /// Games played at once (default: the number of cores).
    #[arg(long, value_name = "K", value_parser = super::flags::count::<u16>(1, u16::MAX as u64))]
    pub concurrency: Option<u16>,

    /// Milliseconds a bot may take for each answer (its fleet, each shot): MS for every bot
    /// (default 1000), or NAME=MS for one bot; may be given more than once
    /// (`--move-time 500 --move-time slow=2000`).
    #[arg(long, value_name = "MS|NAME=MS", action = clap::ArgAction::Append, value_parser = super::flags::move_time)]
    pub move_time: Vec<(Option<String>, u64)>,

    /// A time bank: each bot starts each game with MS milliseconds for its moves, every answer
    /// to `turn` is taken from it and INC added after it (`--time-bank 10000+100`); an answer
    /// must come within what is left (and within the move time). Each entry's `meta.left_ms`
    /// says what was left.
    #[arg(long, value_name = "MS[+INC]", value_parser = super::flags::time_bank)]
    pub time_bank: Option<Bank>,

    /// The most moves (log entries) a game may have: reaching it ends the game, unfinished,
    /// half a point each. Default: four times the board's cells (400 on a 10x10 board).
    #[arg(long, value_name = "N", value_parser = super::flags::count::<u64>(1, MAX_MOVES as u64))]
    pub max_moves: Option<u64>,

    /// The match's seed, written in every record and sent to no bot (give bots their own).
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,

    /// Also write the standings as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub standings: Option<PathBuf>,

    /// A placement book: JSON Lines of fleets the referee imposes, one entry a line (one fleet
    /// for both players, a record's `fleets` object of two, or a whole record). A round of the
    /// schedule plays one entry; `start` tells a bot its fleet is imposed, not which, and it is
    /// told of its own shots only (protocol 2, docs/protocol.md).
    #[arg(long, value_name = "FILE")]
    pub book: Option<PathBuf>,

    /// How the book's entries are taken: sequential (line by line, then round again) or random
    /// (drawn from --seed). Default: sequential.
    #[arg(long, value_name = "ORDER", value_enum, requires = "book")]
    pub book_order: Option<crate::book::Order>,

    /// Play every book entry twice, sides swapped: the same two fleets, each bot shooting at the
    /// fleet the other had, the first shooter swapped. --games counts games, so it must be even.
    #[arg(long, requires = "book")]
    pub pairs: bool,

    /// A gauntlet: the bot NAME (spelt exactly as its --bot) plays every other bot, and no one
    /// else plays (a new bot against a pool of old ones); it is the first of each meeting, and
    /// the standings are written from its side. Without it, every pair meets.
    #[arg(long, value_name = "NAME")]
    pub gauntlet: Option<String>,

    /// Resume a match: FILE holds the records it already wrote (JSON Lines); only the games of
    /// the schedule missing from it are played, and the standings count all. A file from
    /// another match (its records' schedule, seed, bots, rules, book or its contents, move
    /// limit, move times, time bank, sandbox or protocol differ) is refused; a last record cut
    /// short is played again; a file not there yet holds no game. Append the output to it: `--resume games.jsonl >>
    /// games.jsonl`.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,

    /// Play only the I-th of N equal slices of the schedule (from 1), a pair of games never cut:
    /// the N shards' records together are the whole schedule's, game for game.
    #[arg(long, value_name = "I/N", value_parser = super::flags::shard_arg)]
    pub shard: Option<(u64, u64)>,

    /// With --standings: write the file every N games as well as at the end (each time whole,
    /// by a rename), so that a job killed midway still leaves standings.
    #[arg(long, value_name = "N", default_value_t = 100, requires = "standings",
          value_parser = super::flags::count::<u64>(1, u64::MAX))]
    pub standings_every: u64,

    /// Also write a CI report of the games to FILE, each game at its line of the records: github
    /// (workflow commands: an annotation a foul or warning), junit (JUnit XML: a testcase a
    /// game) or markdown (a job summary, under 1 MiB), as `check --format` writes them (see
    /// docs/ci.md). May be given more than once, e.g.
    /// `--report junit junit.xml --report markdown summary.md`.
    #[arg(long, value_names = ["FORMAT", "FILE"], num_args = 2, action = clap::ArgAction::Append)]
    pub report: Vec<String>,

    /// Stop when a sequential probability ratio test of the first bot against the second decides:
    /// `elo0=A elo1=B`, optionally `alpha=X beta=Y` (0.05 each) and `model=logistic|normalized`
    /// (the Elo of the bounds; logistic by default). Two bots only.
    #[arg(long, value_name = "KEY=VALUE", num_args = 2..=5)]
    pub sprt: Option<Vec<String>>,

    /// No progress lines on standard error (the standings are still written at the end).
    #[arg(long, short)]
    pub quiet: bool,

    /// How the bots are contained.
    #[command(flatten)]
    pub contain: SandboxArgs,

    /// Write every message to and from each bot in DIR, one file a bot a game:
    /// DIR/game-000007/NAME.log (see docs/protocol.md).
    #[arg(long, value_name = "DIR")]
    pub log_dir: Option<PathBuf>,

    /// The language of what a person reads (progress, standings, the test's result, errors and
    /// the --report files): en (English), bn (Bengali), hi (Hindi), tl (Tagalog), nl (Dutch) or
    /// ru (Russian); the locale's (LC_ALL, LC_MESSAGES, LANG) without it. The records and the
    /// --standings JSON, which are for scripts, never change.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<Lang>,
}

/// `--sandbox` and its limits, for `match` and `bot check`.
#[derive(Debug, clap::Args)]
pub struct SandboxArgs {
    /// Run each bot contained, under bubblewrap (`bwrap`): no network, of the host's files only
    /// the system's folders and its own folder (read-only), a private temporary folder (/tmp),
    /// only its own processes, and the limits --bot-memory and --bot-processes. See
    /// docs/sandbox.md.
    #[arg(long)]
    pub sandbox: bool,

    /// Under --sandbox: the memory a bot may hold, in MB (MiB); over it, it is stopped and
    /// forfeits (`crashed`).
    #[arg(long, value_name = "MB", requires = "sandbox", default_value_t = DEFAULT_MEMORY_MB,
          value_parser = super::flags::count::<u64>(16, 1 << 30))]
    pub bot_memory: u64,

    /// Under --sandbox: the processes and threads a bot may run at once; over it, it is stopped
    /// and forfeits (`crashed`).
    #[arg(long, value_name = "N", requires = "sandbox", default_value_t = DEFAULT_PROCESSES,
          value_parser = super::flags::count::<u32>(1, 1 << 20))]
    pub bot_processes: u32,
}

impl SandboxArgs {
    /// The sandbox asked for, if any, with its limits: [`crate::tournament::contain`] makes it
    /// ready for the bots.
    pub(crate) fn sandbox(&self) -> Option<Sandbox> {
        self.sandbox.then(|| Sandbox::new(self.bot_memory, self.bot_processes))
    }
}

/// The match `args` ask for.
pub fn settings(args: &MatchArgs) -> Settings {
    let reports = args.report.chunks(2).map(|pair| {
        let [format, path] = pair else { unreachable!("clap takes two values a --report") };
        (format.clone(), PathBuf::from(path))
    });
    Settings {
        bots: args.bots.clone(),
        rules: args.rules.clone(),
        fleet: args.fleet.clone(),
        games: args.games,
        concurrency: args.concurrency,
        move_time: args.move_time.clone(),
        time_bank: args.time_bank,
        max_moves: args.max_moves,
        seed: args.seed,
        standings: args.standings.clone(),
        standings_every: args.standings_every,
        book: args.book.clone(),
        book_order: args.book_order.unwrap_or(crate::book::Order::Sequential),
        pairs: args.pairs,
        gauntlet: args.gauntlet.clone(),
        resume: args.resume.clone(),
        shard: args.shard,
        reports: reports.collect(),
        sprt: args.sprt.clone(),
        quiet: args.quiet,
        sandbox: args.contain.sandbox(),
        log_dir: args.log_dir.clone(),
        lang: super::messages::lang_for_people(args.lang),
    }
}

/// The command line's sink: each record a line on standard output, flushed as it is written (a
/// reader of the pipe sees each game as it ends), and what a person reads on standard error.
struct Streams<'a> {
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
}

impl Sink for Streams<'_> {
    fn record(&mut self, record: &str) -> std::io::Result<()> {
        writeln!(self.out, "{record}").and_then(|()| self.out.flush())
    }

    fn tell(&mut self, text: &str) {
        let _ = self.err.write_all(text.as_bytes());
    }
}

/// Runs `broadside match` and returns the exit status: 0 the match ran; 1 the test rejected the
/// first bot or a game of a report fouled; 2 bad arguments, a file that cannot be written or a
/// bot that does not run; interrupted, 128 plus the signal's number.
pub fn run(args: &MatchArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let mut streams = Streams { out: stdout, err: stderr };
    let ended = Tournament::new(settings(args), &mut streams).and_then(|match_| match_.play(&mut streams));
    let stderr = streams.err;
    match ended {
        Ok(Ended::Played { failing: true }) => EXIT_FOUL,
        Ok(Ended::Played { failing: false }) => EXIT_CLEAN,
        Ok(Ended::Interrupted { signal }) => u8::try_from(128 + signal).unwrap_or(u8::MAX),
        Ok(Ended::Unwritten(e)) => {
            super::messages::written(Err(e), EXIT_CLEAN, super::messages::lang_for_people(args.lang), stderr)
        }
        Err(MatchError::Line(message)) => report(stderr, &message),
        Err(MatchError::Unstartable(message)) => super::messages::report_lines(stderr, "broadside", &message),
    }
}
