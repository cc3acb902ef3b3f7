//! `broadside match`: play bots against each other live (docs/protocol.md), write each game's
//! record as it ends, and keep the standings.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::Serialize;
use sha2::Digest;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use super::schedule::{Identity, Schedule, booked, resume};
use super::{EXIT_CLEAN, EXIT_FOUL, report};
use crate::bot::{Bot, BotCommand, tree};
use crate::error::{FileFault, IoWhy, quote};
use crate::live::{Bank, Booked, MAX_MOVES, Played, SandboxMeta, Seat, Setup, default_max_moves, play};
use crate::match_file::{FilePlace, MatchFileError, MatchFileFault};
use crate::names::{MAX_NAME_BYTES, eq_ignore_case};
use crate::pentanomial::Pairing;
use crate::rules::{FleetSpec, RulesSpec};
use crate::sandbox::{DEFAULT_MEMORY_MB, DEFAULT_PROCESSES, Sandbox};
use crate::sprt::{Decision, Sprt};
use crate::standings::{Elo, Standings, describe_in};
use crate::words::{Lang, Words, num, text};

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
    #[arg(long = "bot", value_name = "NAME=COMMAND", required = true, value_parser = bot_arg)]
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
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u16).range(1..))]
    pub concurrency: Option<u16>,

    /// Milliseconds a bot may take for each answer (its fleet, each shot): MS for every bot
    /// (default 1000), or NAME=MS for one bot; may be given more than once
    /// (`--move-time 500 --move-time slow=2000`).
    #[arg(long, value_name = "MS|NAME=MS", action = clap::ArgAction::Append, value_parser = move_time_arg)]
    pub move_time: Vec<(Option<String>, u64)>,

    /// A time bank: each bot starts each game with MS milliseconds for its moves, every answer
    /// to `turn` is taken from it and INC added after it (`--time-bank 10000+100`); an answer
    /// must come within what is left (and within the move time). Each entry's `meta.left_ms`
    /// says what was left.
    #[arg(long, value_name = "MS[+INC]", value_parser = time_bank_arg)]
    pub time_bank: Option<Bank>,

    /// The most moves (log entries) a game may have: reaching it ends the game, unfinished,
    /// half a point each. Default: four times the board's cells (400 on a 10x10 board).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_MOVES as u64))]
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
    #[arg(long, value_name = "I/N", value_parser = super::schedule::shard_arg)]
    pub shard: Option<(u64, u64)>,

    /// With --standings: write the file every N games as well as at the end (each time whole,
    /// by a rename), so that a job killed midway still leaves standings.
    #[arg(long, value_name = "N", default_value_t = 100, requires = "standings",
          value_parser = clap::value_parser!(u64).range(1..))]
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
    #[arg(long, value_name = "CODE", value_parser = super::lang_arg)]
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
          value_parser = clap::value_parser!(u64).range(16..=1 << 30))]
    pub bot_memory: u64,

    /// Under --sandbox: the processes and threads a bot may run at once; over it, it is stopped
    /// and forfeits (`crashed`).
    #[arg(long, value_name = "N", requires = "sandbox", default_value_t = DEFAULT_PROCESSES,
          value_parser = clap::value_parser!(u32).range(1..=1 << 20))]
    pub bot_processes: u32,
}

impl SandboxArgs {
    /// The sandbox asked for, if any, hiding from the bots the match's standard output (when it
    /// is a file), `hidden`, and the folder of each of `bots` (their commands) from the others,
    /// checked to work here.
    ///
    /// # Errors
    /// The message to report when bubblewrap cannot contain a bot here, or when `standings` lie
    /// in a bot's folder (docs/sandbox.md "What a bot sees").
    pub(crate) fn sandbox(
        &self,
        hidden: &[&std::path::Path],
        standings: Option<&std::path::Path>,
        bots: &[BotCommand],
        words: &Words,
    ) -> Result<Option<Sandbox>, String> {
        if !self.sandbox {
            return Ok(None);
        }
        let mut sandbox = Sandbox::new(self.bot_memory, self.bot_processes);
        sandbox.hide_standard_output();
        for path in hidden {
            sandbox.hide(path);
        }
        for bot in bots {
            sandbox.hide_bot(&bot.argv);
        }
        if let Some(standings) = standings
            && let Some((bot, folder)) = bots.iter().find_map(|b| Some((b, sandbox.holder(standings, &b.argv)?)))
        {
            let args = [
                ("path", text(standings.display().to_string())),
                ("folder", text(folder.display().to_string())),
                ("bot", text(bot.name.as_str())),
            ];
            return Err(format!("broadside: {}", words.say("match-error-standings-in-bot-folder", &args)));
        }
        sandbox.check().map_err(|e| format!("broadside: --sandbox: {}", e.worded(words)))?;
        Ok(Some(sandbox))
    }
}

fn bot_arg(text: &str) -> Result<BotCommand, String> {
    text.parse()
}

/// Milliseconds, at least 1.
fn millis_arg(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(ms) if ms >= 1 => Ok(ms),
        _ => Err(format!("expected a number of milliseconds, at least 1, found `{text}`")),
    }
}

/// `--move-time MS` or `NAME=MS`.
fn move_time_arg(text: &str) -> Result<(Option<String>, u64), String> {
    match text.rsplit_once('=') {
        Some((name, ms)) => Ok((Some(name.trim().to_owned()), millis_arg(ms)?)),
        None => Ok((None, millis_arg(text)?)),
    }
}

/// `--time-bank MS` or `MS+INC`.
fn time_bank_arg(text: &str) -> Result<Bank, String> {
    let (start, increment) = text.split_once('+').unwrap_or((text, "0"));
    let increment = increment
        .trim()
        .parse::<u64>()
        .map_err(|_| format!("expected MS+INC in milliseconds, such as `10000+100`, found `{text}`"))?;
    Ok(Bank { start: Duration::from_millis(millis_arg(start)?), increment: Duration::from_millis(increment) })
}

/// Each bot's move time, in `--bot` order: the last `--move-time MS` (1000 ms without one), or
/// its own `NAME=MS`.
///
/// # Errors
/// A NAME that is no bot's.
fn move_times(given: &[(Option<String>, u64)], bots: &[BotCommand], words: &Words) -> Result<Vec<Duration>, String> {
    let all = given.iter().rev().find_map(|(name, ms)| name.is_none().then_some(*ms)).unwrap_or(1000);
    let mut times = vec![Duration::from_millis(all); bots.len()];
    for (name, ms) in given {
        let Some(name) = name else { continue };
        let i = bots
            .iter()
            .position(|b| eq_ignore_case(&b.name, name))
            .ok_or_else(|| words.say("match-error-no-such-bot", &[("name", text(quote(name)))]))?;
        times[i] = Duration::from_millis(*ms);
    }
    Ok(times)
}

/// The standings file.
#[derive(Serialize)]
struct StandingsFile<'s> {
    games: u64,
    #[serde(flatten)]
    table: crate::standings::Table<'s>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sprt: Option<SprtOut>,
    /// Under `--pairs`: the pairs of games, on the pentanomial model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pentanomial: Option<crate::pentanomial::PairingTable<'s>>,
}

/// The test's state, as the standings file writes it: the test (`elo0`, `elo1`, `alpha`,
/// `beta`, `model`), the first bot's Elo against the second in the test's model and on its
/// counts (games, or pairs under `--pairs`), the LLR, its bounds and the decision.
#[derive(Serialize)]
struct SprtOut {
    #[serde(flatten)]
    test: Sprt,
    elo: Elo,
    llr: f64,
    lower: f64,
    upper: f64,
    decision: Option<Decision>,
}

/// Runs `broadside match` and returns the exit status.
pub fn run(args: &MatchArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let words = Words::new(super::lang_for_people(args.lang));
    let words = &words;
    let said = |id: &str| format!("broadside: {}", words.say(id, &[]));
    if args.bots.len() < 2 {
        return report(stderr, &said("match-error-two-bots"));
    }
    if let Err(e) = check_names(&args.bots, words) {
        return report(stderr, &format!("broadside: --bot: {e}"));
    }
    let move_time = match move_times(&args.move_time, &args.bots, words) {
        Ok(times) => times,
        Err(e) => return report(stderr, &format!("broadside: --move-time: {e}")),
    };
    let sprt = match args.sprt.as_deref().map(Sprt::from_words).transpose() {
        Ok(s) => s,
        Err(e) => return report(stderr, &format!("broadside: --sprt: {}", e.worded(words))),
    };
    let hero = match args.gauntlet.as_deref().map(|name| gauntlet_bot(name, &args.bots, words)).transpose() {
        Ok(hero) => hero,
        Err(e) => return report(stderr, &format!("broadside: --gauntlet: {e}")),
    };
    if sprt.is_some() && args.shard.is_some() {
        return report(stderr, &said("match-error-sprt-shard"));
    }
    if sprt.is_some() && args.bots.len() != 2 {
        return report(stderr, &said("match-error-sprt-two-bots"));
    }
    let spec = match rules_spec(args, words) {
        Ok(spec) => spec,
        Err(e) => return report(stderr, &format!("broadside: {e}")),
    };
    let rules = spec.resolve();
    let spec = super::rules::resolved(&spec);
    if args.pairs && !args.games.is_multiple_of(2) {
        let found = [("games", num(args.games))];
        return report(stderr, &format!("broadside: {}", words.say("match-error-pairs-odd", &found)));
    }
    let (book, book_sha256) = match &args.book {
        Some(path) => match read_book(path, &rules) {
            Ok((book, sha256)) => (Some(book), sha256),
            Err(e) => return report(stderr, &file_error("--book", path, &e, words)),
        },
        None => (None, String::new()),
    };
    let book_order = args.book_order.unwrap_or(crate::book::Order::Sequential);
    // What the match will write must be writable before the first game is played.
    if let Some(path) = &args.standings
        && let Err(e) = writable_file(path)
    {
        return report(stderr, &cannot_write(words, "--standings", path, &e));
    }
    if let Some(dir) = &args.log_dir
        && let Err(e) = writable_dir(dir)
    {
        return report(stderr, &cannot_write(words, "--log-dir", dir, &e));
    }
    let mut reports = match open_reports(&args.report, words.lang) {
        Ok(reports) => reports,
        Err(e) => return report(stderr, &e),
    };
    let report_paths: Vec<&std::path::Path> = reports.iter().map(|r| r.path.as_path()).collect();
    let hidden: Vec<&std::path::Path> = args
        .standings
        .iter()
        .chain(&args.log_dir)
        .chain(&args.book)
        .map(PathBuf::as_path)
        .chain(report_paths)
        .collect();
    let sandbox = match args.contain.sandbox(&hidden, args.standings.as_deref(), &args.bots, words) {
        Ok(sandbox) => sandbox,
        Err(e) => return report(stderr, &e),
    };
    // The referee's own bots (`broadside bot hunt`) are its own code: they run uncontained.
    let bots = &args
        .bots
        .iter()
        .map(|b| BotCommand {
            sandbox: sandbox.clone().filter(|_| !crate::sandbox::is_referee_bot(&b.argv)),
            ..b.clone()
        })
        .collect::<Vec<_>>();
    let max_moves = args.max_moves.map_or_else(|| default_max_moves(&rules), |n| n as usize);
    // Every process a bot starts stays findable, even one that leaves its session, so that
    // none outlives the match (docs/protocol.md "Fair to every bot").
    if let Err(e) = tree::adopt_orphans() {
        let _ =
            writeln!(stderr, "broadside: {}", words.say("match-warning-orphans", &[("error", text(e.to_string()))]));
    }
    let mut signals = match Signals::new([SIGINT, SIGTERM, SIGHUP]) {
        Ok(signals) => signals,
        Err(e) => {
            let error = [("error", text(e.to_string()))];
            return report(stderr, &format!("broadside: {}", words.say("match-error-signals", &error)));
        }
    };
    // A bot that cannot be started at all is a bad argument; one that starts and then fails
    // forfeits its games.
    for command in bots {
        match Bot::start(command) {
            Ok(bot) => bot.stop(),
            Err(e) => {
                let args = [
                    ("name", text(command.name.as_str())),
                    ("command", text(command.command.as_str())),
                    ("error", text(e.to_string())),
                ];
                return report(stderr, &format!("broadside: {}", words.say("match-error-cannot-start", &args)));
            }
        }
    }
    let bots = &bots.iter().map(|b| BotCommand { log_dir: args.log_dir.clone(), ..b.clone() }).collect::<Vec<_>>();
    let schedule = match hero {
        Some(hero) => Schedule::gauntlet(bots.len(), hero, args.pairs),
        None => Schedule::round_robin(bots.len(), args.pairs),
    };
    let whole = args.games.saturating_mul(schedule.meetings.len() as u64);
    let slice = args.shard.map_or(0..whole, |(i, n)| schedule.slice(whole, i, n));
    let names = schedule.standings_order(bots);
    let resumed = match &args.resume {
        Some(path) => {
            let identity = Identity {
                schedule: &schedule,
                total: whole,
                seed: args.seed,
                bots,
                spec: &spec,
                book: book.as_deref(),
                order: book_order,
                book_sha256: &book_sha256,
                max_moves,
                move_time: &move_time,
                bank: args.time_bank,
                sandbox: sandbox.as_ref().map(|s| SandboxMeta { memory_mb: s.memory_mb, processes: s.processes }),
            };
            // A file not there yet holds no game (a CI job's first run).
            let whole = |fault: MatchFileFault| MatchFileError::new(FilePlace::File, fault);
            let read = std::fs::read(path)
                .or_else(|e| if e.kind() == std::io::ErrorKind::NotFound { Ok(Vec::new()) } else { Err(e) })
                .map_err(|e| whole(MatchFileFault::File(FileFault::CannotRead(IoWhy::Other(e.to_string())))))
                .and_then(|bytes| String::from_utf8(bytes).map_err(|_| whole(MatchFileFault::NotUtf8)))
                .and_then(|text| resume(&text, &identity));
            match read {
                Ok(resumed) => Some(resumed),
                Err(e) => return report(stderr, &file_error("--resume", path, &e, words)),
            }
        }
        None => None,
    };
    // A last line cut short is taken off the file, so that the records appended to it start on a
    // line of their own; its game is played again.
    if let (Some(path), Some(whole)) = (&args.resume, resumed.as_ref().and_then(|r| r.cut_short)) {
        let cut = std::fs::OpenOptions::new().write(true).open(path).and_then(|f| f.set_len(whole));
        if let Err(e) = cut {
            let args = [("path", text(path.display().to_string())), ("error", text(e.to_string()))];
            return report(stderr, &format!("broadside: {}", words.say("match-error-resume-cut", &args)));
        }
        let _ = writeln!(stderr, "{}", said("match-resume-cut-short"));
    }
    // The games to play, in schedule order: the slice, less those already played.
    let todo: Vec<u64> = slice.filter(|g| resumed.as_ref().is_none_or(|r| !r.done.contains(g))).collect();
    let total = todo.len() as u64;
    let earlier = resumed.as_ref().map_or(0, |r| r.done.len() as u64);
    let workers = args
        .concurrency
        .map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), usize::from)
        .min(usize::try_from(total).unwrap_or(usize::MAX))
        .max(1);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    // The signal that interrupted the match, or 0.
    let interrupted = AtomicI32::new(0);
    let (mut standings, mut pairing) = match resumed {
        Some(r) => (r.standings, r.pairing),
        None => (Standings::with_players(&names), Pairing::with_players(&names)),
    };
    let mut written = 0u64;
    let mut decision = None;
    let mut write_error = None;
    // A bot that cannot run at all (it exited before reading anything in its first game).
    let mut unstartable = None;
    let started = Instant::now();
    let signal_handle = signals.handle();
    std::thread::scope(|scope| {
        let (stop, interrupted) = (&stop, &interrupted);
        scope.spawn(move || {
            if let Some(signal) = signals.forever().next() {
                interrupted.store(signal, Ordering::SeqCst);
                stop.store(true, Ordering::SeqCst);
                // The games under way end at once: their bots are killed, and no bot starts.
                tree::close();
            }
        });
        let (sender, results) = mpsc::channel::<(u64, Played)>();
        let mut running = Vec::with_capacity(workers);
        for _ in 0..workers {
            let sender = sender.clone();
            let (next, spec, rules, schedule, book, todo) = (&next, &spec, &rules, &schedule, &book, &todo);
            let book_sha256 = book_sha256.as_str();
            let move_time = &move_time;
            running.push(scope.spawn(move || {
                let mut seats: Vec<Seat> = bots.iter().cloned().map(Seat::new).collect();
                loop {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&g) = todo.get(usize::try_from(i).unwrap_or(usize::MAX)) else { break };
                    let fixture = schedule.game(g);
                    let [a, b] = fixture.players;
                    let (low, high) = seats.split_at_mut(a.max(b));
                    let (first, second) = if a < b { (&mut low[a], &mut high[0]) } else { (&mut high[0], &mut low[b]) };
                    let book = booked(book.as_deref(), book_order, args.seed, &fixture).map(|(entry, meta)| Booked {
                        fleets: [&*entry.fleets[0], &*entry.fleets[1]],
                        values: [&entry.values[0], &entry.values[1]],
                        meta,
                        sha256: book_sha256,
                    });
                    let setup = Setup {
                        game: g,
                        seed: args.seed,
                        spec,
                        rules,
                        move_time: [move_time[a], move_time[b]],
                        bank: args.time_bank,
                        max_moves,
                        book,
                    };
                    let game = play(setup, [first, second]);
                    // A game the interruption cut short did not finish: it is not written.
                    if interrupted.load(Ordering::SeqCst) != 0 || sender.send((i, game)).is_err() {
                        break;
                    }
                }
                // Dropping the seats kills every bot and every process it started.
            }));
        }
        drop(sender);
        let mut waiting = std::collections::BTreeMap::new();
        // Counts a game and writes it; returns whether it completed a pair of games.
        let mut take = |game: Played, standings: &mut Standings, pairing: &mut Pairing, written: &mut u64| {
            *written += 1;
            if write_error.is_none()
                && let Err(e) = writeln!(stdout, "{}", game.record).and_then(|()| stdout.flush())
            {
                write_error = Some(e);
                stop.store(true, Ordering::SeqCst);
            }
            standings.add(&game.verdict);
            let completed = pairing.add(&game.verdict);
            if let Some(path) = &args.standings
                && written.is_multiple_of(args.standings_every)
            {
                let (sprt, paired) = (sprt.as_ref(), args.pairs);
                let text = standings_text(earlier + *written, standings, pairing, sprt, None, paired);
                let _ = write_whole(path, &text);
            }
            for r in reports.iter_mut().filter(|r| r.failed.is_none()) {
                r.failed = r.writer.take_verdict(*written as usize, &game.record, &game.verdict, &mut r.out).err();
            }
            if !args.quiet {
                let _ = writeln!(stderr, "{}", progress(*written, total, &game, standings, started, words));
            }
            completed
        };
        'results: for (g, game) in results.iter() {
            if game.unstartable.is_some() {
                // No more games: every one would be a forfeit of a program that does not run.
                unstartable = game.unstartable;
                stop.store(true, Ordering::SeqCst);
                tree::close();
                break;
            }
            waiting.insert(g, game);
            while let Some(game) = waiting.remove(&written) {
                let completed = take(game, &mut standings, &mut pairing, &mut written);
                if let Some(test) = &sprt {
                    // Under --pairs the test counts pairs, and decides only once a pair is whole.
                    if args.pairs && !completed {
                        continue;
                    }
                    if let Some(d) = test.decision(llr(test, args.pairs, &standings, &pairing)) {
                        decision = Some(d);
                        stop.store(true, Ordering::SeqCst);
                        break 'results;
                    }
                }
            }
            // Stopped by a write error (an interruption lets the workers end on their own).
            if stop.load(Ordering::SeqCst) && interrupted.load(Ordering::SeqCst) == 0 {
                break;
            }
        }
        for worker in running {
            let _ = worker.join();
        }
        // Games that finished after one the interruption cut short: written too, in order.
        if interrupted.load(Ordering::SeqCst) != 0 {
            for (_, game) in std::mem::take(&mut waiting) {
                take(game, &mut standings, &mut pairing, &mut written);
            }
        }
        signal_handle.close();
    });
    // Whatever a bot left behind (a child that left its session) goes with the match.
    tree::kill_all();
    let _ = write!(stderr, "{}", describe_in(&standings, words));
    if args.pairs {
        let _ = write!(stderr, "{}", crate::pentanomial::describe_in(&pairing, words));
    }
    if let Some(test) = &sprt {
        let _ = write!(stderr, "{}", sprt_text(test, args.pairs, (&standings, &pairing), decision, words));
    }
    if let Some(path) = &args.standings {
        let text = standings_text(earlier + written, &standings, &pairing, sprt.as_ref(), decision, args.pairs);
        if let Err(e) = write_whole(path, &text) {
            return report(stderr, &cannot_write(words, "--standings", path, &e));
        }
    }
    // A report makes the match a check of its games too: exit 1 when one fails (docs/ci.md).
    let reported_failing = reports.iter().any(|r| r.writer.failing() > 0);
    for r in reports {
        let ReportFile { path, mut out, writer, failed } = r;
        if let Some(e) = failed.map_or_else(|| writer.finish(&mut out).err(), Some) {
            return report(stderr, &cannot_write(words, "--report", &path, &e));
        }
    }
    if let Some(bot) = unstartable {
        return super::report_lines(stderr, "broadside", &bot.worded(words));
    }
    let signal = interrupted.load(Ordering::SeqCst);
    if signal != 0 {
        let name = match signal {
            SIGINT => "SIGINT",
            SIGTERM => "SIGTERM",
            _ => "SIGHUP",
        };
        let args = [("signal", text(name)), ("written", num(written)), ("total", num(total))];
        let _ = writeln!(stderr, "broadside: {}", words.say("match-interrupted", &args));
        return u8::try_from(128 + signal).unwrap_or(u8::MAX);
    }
    if let Some(e) = write_error {
        return super::written(Err(e), EXIT_CLEAN, stderr);
    }
    if decision == Some(Decision::AcceptH0) || reported_failing { EXIT_FOUL } else { EXIT_CLEAN }
}

/// The standings file's text: `games` counted, the standings, the test's state and, under
/// `--pairs`, the pairs of games.
fn standings_text(
    games: u64,
    standings: &Standings,
    pairing: &Pairing,
    sprt: Option<&Sprt>,
    decision: Option<Decision>,
    paired: bool,
) -> String {
    let file = StandingsFile {
        games,
        table: standings.table(),
        sprt: sprt.map(|test| sprt_out(test, paired, standings, pairing, decision)),
        pentanomial: paired.then(|| pairing.table()),
    };
    serde_json::to_string_pretty(&file).expect("standings serialize") + "\n"
}

/// The test's state.
fn sprt_out(
    test: &Sprt,
    paired: bool,
    standings: &Standings,
    pairing: &Pairing,
    decision: Option<Decision>,
) -> SprtOut {
    let (lower, upper) = test.bounds();
    let elo = sprt_elo(test, paired, standings, pairing);
    SprtOut { test: *test, elo, llr: llr(test, paired, standings, pairing), lower, upper, decision }
}

/// The test's state in words for standard error: what it tests, in which Elo model, the Elo
/// the results show in that model, the LLR and its bounds, then the decision as a test's
/// decision.
fn sprt_text(
    test: &Sprt,
    paired: bool,
    (standings, pairing): (&Standings, &Pairing),
    decision: Option<Decision>,
    words: &Words,
) -> String {
    let s = sprt_out(test, paired, standings, pairing, decision);
    let [a, b] = [0, 1].map(|i| standings.name(i));
    let (counted, id) = if paired {
        (pairing.pair(a, b).unwrap_or_default().pairs(), "match-sprt-state-pairs")
    } else {
        (standings.pair(a, b).map_or(0, |t| t.games - t.double_forfeits), "match-sprt-state-games")
    };
    let state = [
        ("model", text(test.model.as_str())),
        ("elo", text(crate::standings::elo_in(&s.elo, words))),
        ("llr", text(format!("{:.2}", s.llr))),
        ("lower", text(format!("{:.2}", s.lower))),
        ("upper", text(format!("{:.2}", s.upper))),
        ("count", num(counted)),
    ];
    let lines = [
        words.say("match-sprt-line", &[("test", text(test.describe_in(a, b, words)))]),
        format!("  {}", words.say(id, &state)),
        format!("  {}", test.verdict_in(decision, a, b, words)),
    ];
    // Bots' names are printed on a terminal: through the one function that makes input safe.
    lines.iter().map(|line| crate::error::escape(line) + "\n").collect()
}

/// The first bot's Elo against the second in the test's model, on what the test counts.
fn sprt_elo(test: &Sprt, paired: bool, standings: &Standings, pairing: &Pairing) -> Elo {
    let [a, b] = [0, 1].map(|i| standings.name(i));
    let normalized = test.model == crate::sprt::Model::Normalized;
    if paired {
        let counts = pairing.pair(a, b).unwrap_or_default();
        return if normalized { counts.normalized_elo() } else { counts.elo() };
    }
    let (wins, draws, losses) = standings.pair(a, b).unwrap_or_default().wdl();
    if normalized { Elo::normalized_from_results(wins, draws, losses) } else { Elo::from_results(wins, draws, losses) }
}

/// The bot `--gauntlet NAME` names: its name spelt exactly.
///
/// # Errors
/// No bot of that name: the message lists the bots, and names the one meant where a bot's name
/// differs only in case or by a letter or two.
fn gauntlet_bot(name: &str, bots: &[BotCommand], words: &Words) -> Result<usize, String> {
    if let Some(i) = bots.iter().position(|b| b.name == name) {
        return Ok(i);
    }
    let names: Vec<String> = bots.iter().map(|b| quote(&b.name)).collect();
    let names = names.join(&words.say("list-comma", &[]));
    let near = bots
        .iter()
        .find(|b| eq_ignore_case(&b.name, name))
        .or_else(|| bots.iter().filter(|b| close_spelling(&b.name, name)).min_by_key(|b| edits(&b.name, name)));
    let (given, bots) = (("name", text(quote(name))), ("bots", text(names)));
    Err(match near {
        Some(b) => words.say("match-error-gauntlet-near", &[given, bots, ("near", text(quote(&b.name)))]),
        None => words.say("match-error-gauntlet", &[given, bots]),
    })
}

/// Whether `given` is a near spelling of `name`: two edits at most, and few for its length (so
/// that `c` does not suggest `a`).
fn close_spelling(name: &str, given: &str) -> bool {
    let n = edits(name, given);
    n <= 2 && 3 * n <= 2 * name.chars().count().max(given.chars().count())
}

/// The edit distance of two names (Levenshtein, by characters).
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let next = (row[j + 1] + 1).min(row[j] + 1).min(diagonal + usize::from(x != y));
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// Writes `text` to `path` whole: to a file beside it, then renamed over it, so that a reader
/// (or a match killed midway) never sees half of it.
///
/// # Errors
/// The operating system's error.
fn write_whole(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{}.tmp", std::process::id()));
    let part = path.with_file_name(name);
    std::fs::write(&part, text)?;
    std::fs::rename(&part, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&part);
    })
}

/// The log-likelihood ratio of `test` for the first bot against the second: on the pentanomial
/// model when the games are paired (`--pairs`), else on the trinomial.
fn llr(test: &Sprt, paired: bool, standings: &Standings, pairing: &Pairing) -> f64 {
    let [a, b] = [0, 1].map(|i| standings.name(i));
    if paired {
        return pairing.pair(a, b).unwrap_or_default().llr(test);
    }
    let (wins, draws, losses) = standings.pair(a, b).unwrap_or_default().wdl();
    test.llr(wins, draws, losses)
}

/// A CI report of the match being written (`--report FORMAT FILE`).
struct ReportFile {
    path: PathBuf,
    out: std::io::BufWriter<std::fs::File>,
    writer: crate::reporting::Writer,
    /// The first write error, after which the report is not written to.
    failed: Option<std::io::Error>,
}

/// Opens the files of `--report`'s FORMAT FILE pairs, before any game is played.
///
/// # Errors
/// The message for an unknown format or a file that cannot be written.
fn open_reports(pairs: &[String], lang: Lang) -> Result<Vec<ReportFile>, String> {
    let words = Words::new(lang);
    use crate::report::Format;
    pairs
        .chunks(2)
        .map(|pair| {
            let [format, path] = pair else { unreachable!("clap takes two values a --report") };
            let format = match format.as_str() {
                "github" => Format::Github,
                "junit" => Format::Junit,
                "markdown" => Format::Markdown,
                other => {
                    let format = [("format", text(quote(other)))];
                    return Err(format!("broadside: {}", words.say("match-error-report-format", &format)));
                }
            };
            let path = PathBuf::from(path);
            let file = writable_file(&path)
                .and_then(|()| std::fs::File::create(&path))
                .map_err(|e| cannot_write(&words, "--report", &path, &e))?;
            // Annotations point at the records' lines when standard output is a file.
            let records = records_file().map(|p| crate::reporting::annotation_path(&p));
            let options = crate::report::Options {
                format,
                name: "match".into(),
                file: records,
                strict: false,
                counts_only: false,
                timestamp: crate::reporting::timestamp(),
                hostname: crate::reporting::hostname(),
                lang,
            };
            let writer = crate::reporting::Writer::new(options);
            Ok(ReportFile { path, out: std::io::BufWriter::new(file), writer, failed: None })
        })
        .collect()
}

/// The file standard output writes to, when it is a regular file (`> games.jsonl`): where the
/// records are, for the annotations' `file`. Known on Linux (`/proc/self/fd/1`); elsewhere none.
fn records_file() -> Option<PathBuf> {
    let path = std::fs::read_link("/proc/self/fd/1").ok()?;
    std::fs::metadata(&path).ok().filter(|m| m.is_file()).map(|_| path)
}

/// Checks the bots' names: over [`MAX_NAME_BYTES`], or two equal ignoring case (as records
/// compare player names, docs/format.md §2), is refused before any game is played.
///
/// # Errors
/// The message, quoting the name.
fn check_names(bots: &[BotCommand], words: &Words) -> Result<(), String> {
    for (i, b) in bots.iter().enumerate() {
        let name = ("name", text(quote(&b.name)));
        if b.name.len() > MAX_NAME_BYTES {
            let args = [name, ("bytes", num(b.name.len() as u64)), ("max", num(MAX_NAME_BYTES as u64))];
            return Err(words.say("match-error-name-too-long", &args));
        }
        if let Some(a) = bots[..i].iter().find(|a| eq_ignore_case(&a.name, &b.name)) {
            return Err(if a.name == b.name {
                words.say("match-error-name-twice", &[name])
            } else {
                words.say("match-error-names-alike", &[("a", text(quote(&a.name))), ("b", text(quote(&b.name)))])
            });
        }
    }
    Ok(())
}

/// The message for a file or folder given to `option` that cannot be written, in `words`'
/// language (the operating system's own reason as it gives it).
fn cannot_write(words: &Words, option: &str, path: &std::path::Path, e: &std::io::Error) -> String {
    let args = [("option", text(option)), ("path", text(path.display().to_string())), ("error", text(e.to_string()))];
    format!("broadside: {}", words.say("match-error-cannot-write", &args))
}

/// Checks that `path` can be written, as the file the standings go to, leaving it as it was (a
/// file that did not exist is not left behind).
///
/// # Errors
/// The operating system's error.
fn writable_file(path: &std::path::Path) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::new(std::io::ErrorKind::IsADirectory, "it is a folder"));
    }
    let existed = path.exists();
    std::fs::OpenOptions::new().append(true).create(true).open(path)?;
    if !existed {
        let _ = std::fs::remove_file(path);
    }
    Ok(())
}

/// Creates the folder `dir` if need be, and checks that files can be made in it.
///
/// # Errors
/// The operating system's error.
pub(crate) fn writable_dir(dir: &std::path::Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let probe = dir.join(format!(".broadside-probe-{}", std::process::id()));
    std::fs::File::create(&probe)?;
    std::fs::remove_file(&probe)
}

/// Reads the placement book at `path`, every fleet checked against `rules`; returns its entries
/// and the file's SHA-256 in lowercase hex (written in each record, compared by `--resume`).
///
/// # Errors
/// What cannot be read, at its line and column where it has them, and what was expected.
fn read_book(
    path: &std::path::Path,
    rules: &crate::rules::Rules,
) -> Result<(Vec<crate::book::Entry>, String), MatchFileError> {
    let text = std::fs::read(path).map_err(|e| {
        MatchFileError::new(FilePlace::File, MatchFileFault::File(FileFault::CannotRead(IoWhy::Other(e.to_string()))))
    })?;
    let sha256 = sha2::Sha256::digest(&text).iter().map(|b| format!("{b:02x}")).collect();
    let text = String::from_utf8(text).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        MatchFileError::new(FilePlace::Line(line), MatchFileFault::NotUtf8)
    })?;
    Ok((crate::book::parse(&text, rules)?, sha256))
}

/// The message for an error of the file `path` given to `option` (`--book`, `--resume`), in
/// `words`' language: `broadside: --book book.jsonl:3:11: …`, `broadside: --book book.jsonl: …`
/// where it has no position.
pub(crate) fn file_error(option: &str, path: &std::path::Path, e: &MatchFileError, words: &Words) -> String {
    let gap = if e.positioned() { "" } else { " " };
    format!("broadside: {option} {}:{gap}{}", path.display(), words.match_file_error(e))
}

/// `--rules` with `--fleet` applied.
fn rules_spec(args: &MatchArgs, words: &Words) -> Result<RulesSpec, String> {
    let spec = RulesSpec::from_arg(&args.rules).map_err(|e| format!("--rules: {}", words.input_error(&e)))?;
    Ok(match &args.fleet {
        Some(f) => spec.with_fleet(FleetSpec::from_arg(f).map_err(|e| format!("--fleet: {}", words.input_error(&e)))?),
        None => spec,
    })
}

/// One progress line: `game 3/20  ann beat ben (fleet_destroyed)  ann 2.0 ben 1.0  12.5 games/s`.
fn progress(done: u64, total: u64, game: &Played, standings: &Standings, started: Instant, words: &Words) -> String {
    use crate::verdict::{Outcome, Reason, Severity};
    let v = &game.verdict;
    let [a, b] = [0, 1].map(|i| text(v.players[i].as_str()));
    let result = match (&v.winner, v.reason) {
        (Some(w), reason) => {
            let loser = if &v.players[0] == w { &v.players[1] } else { &v.players[0] };
            let names = [("winner", text(w.as_str())), ("loser", text(loser.as_str()))];
            match (reason, v.violations.iter().find(|x| &x.player == loser && x.severity == Severity::Foul)) {
                (Some(Reason::FleetDestroyed), _) => words.say("match-beat-fleet", &names),
                (_, Some(foul)) => {
                    let [winner, loser] = names;
                    words.say("match-beat-foul", &[winner, loser, ("foul", text(words.code(foul.code)))])
                }
                _ => words.say("match-beat-forfeit", &names),
            }
        }
        (None, _) => {
            let id = match v.outcome {
                Outcome::Draw => "match-drawn",
                Outcome::DoubleForfeit => "match-double-forfeit",
                _ => "match-unfinished",
            };
            words.say(id, &[("a", a), ("b", b)])
        }
    };
    let scores: Vec<String> =
        standings.names().map(|n| format!("{n} {:.1}", standings.player(n).map_or(0.0, |t| t.score()))).collect();
    let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
    // Bots' names are printed on a terminal: through the one function that makes input safe.
    let args = [
        ("done", num(done)),
        ("total", num(total)),
        ("result", text(result)),
        ("scores", text(scores.join(" "))),
        ("rate", text(format!("{rate:.1}"))),
    ];
    let line = words.say("match-progress", &args);
    crate::error::escape(&line).into_owned()
}
