//! `broadside match`: play bots against each other live (contract §6), write each game's record
//! as it ends, and keep the standings.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::Serialize;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use super::{EXIT_CLEAN, EXIT_FOUL, report};
use crate::bot::{Bot, BotCommand, tree};
use crate::error::quote;
use crate::live::{BookMeta, Booked, MAX_MOVES, Played, Seat, Setup, default_max_moves, play};
use crate::names::{MAX_NAME_BYTES, eq_ignore_case};
use crate::pentanomial::Pairing;
use crate::rules::{FleetSpec, RulesSpec};
use crate::sandbox::{DEFAULT_MEMORY_MB, DEFAULT_PROCESSES, Sandbox};
use crate::standings::{Decision, Sprt, Standings, describe};

pub(crate) const MATCH_EXAMPLES: &str = "\
Examples:
  broadside match --bot hunt='broadside bot hunt' --bot rand='broadside bot random' --games 100 --seed 1 > games.jsonl
  broadside match --bot a=./a.py --bot b=./b.py --bot c='python3 c.py' --games 10    a round robin, 10 games a pair
  broadside match --bot new=./new-bot --bot old=./old-bot --games 2000 --sprt elo0=-10 elo1=0 --standings standings.json
  broadside match ... | broadside check --jsonl --summary
  broadside match --bot a=./a --bot b=./b --report junit junit.xml --report markdown summary.md > games.jsonl

Records go to standard output, one a line in game order; progress and the standings to standard
error. Exit status: 0 the match ran, 1 --sprt rejected the first bot, 2 bad arguments or a bot
that cannot be started at all; interrupted by SIGINT, SIGTERM or SIGHUP, 128 plus the signal's
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

    /// Milliseconds a bot may take for each answer (its fleet, each shot).
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub move_time: u64,

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
    /// schedule plays one entry; the bots are told their fleet in `start` (docs/protocol.md).
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

    /// A gauntlet: the bot NAME plays every other bot, and no one else plays (a new bot against a
    /// pool of old ones); it is the first of each meeting. Without it, every pair meets.
    #[arg(long, value_name = "NAME")]
    pub gauntlet: Option<String>,

    /// Also write a CI report of the games to FILE, each game at its line of the records: github
    /// (workflow commands: an annotation a foul or warning), junit (JUnit XML: a testcase a
    /// game) or markdown (a job summary, under 1 MiB), as `check --format` writes them (see
    /// docs/ci.md). May be given more than once, e.g.
    /// `--report junit junit.xml --report markdown summary.md`.
    #[arg(long, value_names = ["FORMAT", "FILE"], num_args = 2, action = clap::ArgAction::Append)]
    pub report: Vec<String>,

    /// Stop when a sequential probability ratio test of the first bot against the second decides:
    /// `elo0=A elo1=B`, optionally `alpha=X beta=Y` (0.05 each). Two bots only.
    #[arg(long, value_name = "KEY=VALUE", num_args = 2..=4)]
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
}

/// `--sandbox` and its limits, for `match` and `bot check`.
#[derive(Debug, clap::Args)]
pub struct SandboxArgs {
    /// Run each bot contained, under bubblewrap (`bwrap`): no network, the host's files
    /// read-only, a private temporary folder (/tmp), only its own processes, and the limits
    /// --bot-memory and --bot-processes. See docs/sandbox.md.
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
    /// is a file) and `hidden`, checked to work here.
    ///
    /// # Errors
    /// The message to report when bubblewrap cannot contain a bot here.
    pub(crate) fn sandbox(&self, hidden: &[&std::path::Path]) -> Result<Option<Sandbox>, String> {
        if !self.sandbox {
            return Ok(None);
        }
        let mut sandbox = Sandbox::new(self.bot_memory, self.bot_processes);
        sandbox.hide_standard_output();
        for path in hidden {
            sandbox.hide(path);
        }
        sandbox.check().map_err(|e| format!("broadside: --sandbox: {e}"))?;
        Ok(Some(sandbox))
    }
}

fn bot_arg(text: &str) -> Result<BotCommand, String> {
    text.parse()
}

/// One game of the schedule: its bots, in `players` order (the first shoots first), its round,
/// and under `--pairs` its pair of games and its game in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fixture {
    players: [usize; 2],
    round: u64,
    pair: Option<(u64, u8)>,
}

/// The schedule of a match: which bots meet (every pair in `--bot` order), and whether games
/// come in pairs.
struct Schedule {
    meetings: Vec<[usize; 2]>,
    pairs: bool,
}

impl Schedule {
    /// Every pair of `bots` meets.
    fn round_robin(bots: usize, pairs: bool) -> Schedule {
        Schedule { meetings: (0..bots).flat_map(|i| (i + 1..bots).map(move |j| [i, j])).collect(), pairs }
    }

    /// Bot `hero` meets each other of `bots`, in their order, as the first of each meeting.
    fn gauntlet(bots: usize, hero: usize, pairs: bool) -> Schedule {
        Schedule { meetings: (0..bots).filter(|&j| j != hero).map(|j| [hero, j]).collect(), pairs }
    }

    /// Game `g`: round `u / M` of meeting `u % M` (M meetings), where `u` is `g`, or `g / 2`
    /// under `--pairs`, so that every meeting has been played about as often at any point.
    /// Without pairs the meeting's first bot shoots first in even rounds, the second in odd
    /// ones; with pairs, the first in a pair's game 0 and the second in its game 1.
    fn game(&self, g: u64) -> Fixture {
        let (u, k) = if self.pairs { (g / 2, (g % 2) as u8) } else { (g, 0) };
        let m = self.meetings.len() as u64;
        let round = u / m;
        let [a, b] = self.meetings[(u % m) as usize];
        let swapped = if self.pairs { k == 1 } else { !round.is_multiple_of(2) };
        Fixture { players: if swapped { [b, a] } else { [a, b] }, round, pair: self.pairs.then_some((u, k)) }
    }
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

/// The test's state, as the standings file writes it.
#[derive(Serialize)]
struct SprtOut {
    #[serde(flatten)]
    test: Sprt,
    llr: f64,
    lower: f64,
    upper: f64,
    decision: Option<Decision>,
}

/// Runs `broadside match` and returns the exit status.
pub fn run(args: &MatchArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    if args.bots.len() < 2 {
        return report(stderr, "broadside: --bot: a match needs at least two bots");
    }
    if let Err(e) = check_names(&args.bots) {
        return report(stderr, &format!("broadside: --bot: {e}"));
    }
    let sprt = match args.sprt.as_deref().map(Sprt::from_words).transpose() {
        Ok(s) => s,
        Err(e) => return report(stderr, &format!("broadside: --sprt: {e}")),
    };
    let hero = match &args.gauntlet {
        Some(name) => match args.bots.iter().position(|b| eq_ignore_case(&b.name, name)) {
            Some(i) => Some(i),
            None => {
                let names: Vec<String> = args.bots.iter().map(|b| quote(&b.name)).collect();
                return report(
                    stderr,
                    &format!(
                        "broadside: --gauntlet: no bot is named {}; the bots are {}",
                        quote(name),
                        names.join(", ")
                    ),
                );
            }
        },
        None => None,
    };
    if sprt.is_some() && args.bots.len() != 2 {
        return report(stderr, "broadside: --sprt: a test compares two bots; give exactly two");
    }
    let spec = match rules_spec(args) {
        Ok(spec) => spec,
        Err(e) => return report(stderr, &format!("broadside: {e}")),
    };
    let rules = spec.resolve();
    let spec = super::rules::resolved(&spec);
    if args.pairs && !args.games.is_multiple_of(2) {
        return report(
            stderr,
            &format!("broadside: --pairs plays games two by two: --games must be even, found {}", args.games),
        );
    }
    let book = match &args.book {
        Some(path) => match read_book(path, &rules) {
            Ok(book) => Some(book),
            Err(e) => return report(stderr, &format!("broadside: --book {e}")),
        },
        None => None,
    };
    let book_order = args.book_order.unwrap_or(crate::book::Order::Sequential);
    // What the match will write must be writable before the first game is played.
    if let Some(path) = &args.standings
        && let Err(e) = writable_file(path)
    {
        return report(stderr, &format!("broadside: --standings {}: cannot write: {e}", path.display()));
    }
    if let Some(dir) = &args.log_dir
        && let Err(e) = writable_dir(dir)
    {
        return report(stderr, &format!("broadside: --log-dir {}: cannot write: {e}", dir.display()));
    }
    let mut reports = match open_reports(&args.report) {
        Ok(reports) => reports,
        Err(e) => return report(stderr, &e),
    };
    let report_paths: Vec<&std::path::Path> = reports.iter().map(|r| r.path.as_path()).collect();
    let hidden: Vec<&std::path::Path> =
        args.standings.iter().chain(&args.log_dir).map(PathBuf::as_path).chain(report_paths).collect();
    let sandbox = match args.contain.sandbox(&hidden) {
        Ok(sandbox) => sandbox,
        Err(e) => return report(stderr, &e),
    };
    let bots = &args.bots.iter().map(|b| BotCommand { sandbox: sandbox.clone(), ..b.clone() }).collect::<Vec<_>>();
    let max_moves = args.max_moves.map_or_else(|| default_max_moves(&rules), |n| n as usize);
    // Every process a bot starts stays findable, even one that leaves its session, so that
    // none outlives the match (contract §6, v3).
    if let Err(e) = tree::adopt_orphans() {
        let _ = writeln!(
            stderr,
            "broadside: warning: cannot adopt the bots' orphans ({e}); a process that leaves its bot's session may outlive the match"
        );
    }
    let mut signals = match Signals::new([SIGINT, SIGTERM, SIGHUP]) {
        Ok(signals) => signals,
        Err(e) => return report(stderr, &format!("broadside: cannot handle interruptions: {e}")),
    };
    // A bot that cannot be started at all is a bad argument; one that starts and then fails
    // forfeits its games.
    for command in bots {
        match Bot::start(command) {
            Ok(bot) => bot.stop(),
            Err(e) => {
                return report(
                    stderr,
                    &format!("broadside: --bot {}: cannot start `{}`: {e}", command.name, command.command),
                );
            }
        }
    }
    let bots = &bots.iter().map(|b| BotCommand { log_dir: args.log_dir.clone(), ..b.clone() }).collect::<Vec<_>>();
    let schedule = match hero {
        Some(hero) => Schedule::gauntlet(bots.len(), hero, args.pairs),
        None => Schedule::round_robin(bots.len(), args.pairs),
    };
    let total = args.games.saturating_mul(schedule.meetings.len() as u64);
    let workers = args
        .concurrency
        .map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), usize::from)
        .min(usize::try_from(total).unwrap_or(usize::MAX))
        .max(1);
    let move_time = Duration::from_millis(args.move_time);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    // The signal that interrupted the match, or 0.
    let interrupted = AtomicI32::new(0);
    let names: Vec<&str> = bots.iter().map(|b| b.name.as_str()).collect();
    let mut standings = Standings::with_players(&names);
    let mut pairing = Pairing::with_players(&names);
    let mut written = 0u64;
    let mut decision = None;
    let mut write_error = None;
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
            let (next, spec, rules, schedule, book) = (&next, &spec, &rules, &schedule, &book);
            running.push(scope.spawn(move || {
                let mut seats: Vec<Seat> = bots.iter().cloned().map(Seat::new).collect();
                loop {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= total {
                        break;
                    }
                    let fixture = schedule.game(g);
                    let [a, b] = fixture.players;
                    let (low, high) = seats.split_at_mut(a.max(b));
                    let (first, second) = if a < b { (&mut low[a], &mut high[0]) } else { (&mut high[0], &mut low[b]) };
                    let book = book.as_deref().map(|entries| {
                        let entry = &entries[crate::book::pick(entries.len(), book_order, args.seed, fixture.round)];
                        Booked {
                            fleets: [&*entry.fleets[0], &*entry.fleets[1]],
                            values: [&entry.values[0], &entry.values[1]],
                            meta: BookMeta {
                                line: entry.line,
                                pair: fixture.pair.map(|p| p.0),
                                pair_game: fixture.pair.map(|p| p.1),
                            },
                        }
                    });
                    let setup = Setup { game: g, seed: args.seed, spec, rules, move_time, max_moves, book };
                    let game = play(setup, [first, second]);
                    // A game the interruption cut short did not finish: it is not written.
                    if interrupted.load(Ordering::SeqCst) != 0 || sender.send((g, game)).is_err() {
                        break;
                    }
                }
                // Dropping the seats kills every bot and every process it started.
            }));
        }
        drop(sender);
        let mut waiting = std::collections::BTreeMap::new();
        let mut take = |game: Played, standings: &mut Standings, pairing: &mut Pairing, written: &mut u64| {
            *written += 1;
            if write_error.is_none()
                && let Err(e) = writeln!(stdout, "{}", game.record).and_then(|()| stdout.flush())
            {
                write_error = Some(e);
                stop.store(true, Ordering::SeqCst);
            }
            standings.add(&game.verdict);
            pairing.add(&game.verdict);
            for r in reports.iter_mut().filter(|r| r.failed.is_none()) {
                r.failed = r.writer.take_verdict(*written as usize, &game.verdict, &mut r.out).err();
            }
            if !args.quiet {
                let _ = writeln!(stderr, "{}", progress(*written, total, &game, standings, started));
            }
        };
        'results: for (g, game) in results.iter() {
            waiting.insert(g, game);
            while let Some(game) = waiting.remove(&written) {
                take(game, &mut standings, &mut pairing, &mut written);
                if let Some(test) = &sprt {
                    // Under --pairs the test counts pairs, and decides only once a pair is whole.
                    if args.pairs && !written.is_multiple_of(2) {
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
    let _ = write!(stderr, "{}", describe(&standings));
    if args.pairs {
        let _ = write!(stderr, "{}", crate::pentanomial::describe(&pairing));
    }
    let sprt_out = sprt.map(|test| {
        let (lower, upper) = test.bounds();
        SprtOut { test, llr: llr(&test, args.pairs, &standings, &pairing), lower, upper, decision }
    });
    if let Some(s) = &sprt_out {
        let verdict = match s.decision {
            Some(Decision::AcceptH1) => {
                format!("H1 accepted: {} is at least {} Elo stronger", bots[0].name, s.test.elo1)
            }
            Some(Decision::AcceptH0) => {
                format!("H0 accepted: {} is rejected (at most {} Elo)", bots[0].name, s.test.elo0)
            }
            None => "no decision".to_owned(),
        };
        let _ = writeln!(
            stderr,
            "SPRT elo0={} elo1={}: LLR {:.2} ({:.2}, {:.2}): {}",
            s.test.elo0,
            s.test.elo1,
            s.llr,
            s.lower,
            s.upper,
            crate::error::escape(&verdict)
        );
    }
    if let Some(path) = &args.standings {
        let file = StandingsFile {
            games: written,
            table: standings.table(),
            sprt: sprt_out,
            pentanomial: args.pairs.then(|| pairing.table()),
        };
        let text = serde_json::to_string_pretty(&file).expect("standings serialize") + "\n";
        if let Err(e) = std::fs::write(path, text) {
            return report(stderr, &format!("broadside: --standings {}: cannot write: {e}", path.display()));
        }
    }
    for r in reports {
        let ReportFile { path, mut out, writer, failed } = r;
        if let Some(e) = failed.map_or_else(|| writer.finish(&mut out).err(), Some) {
            return report(stderr, &format!("broadside: --report {}: cannot write: {e}", path.display()));
        }
    }
    let signal = interrupted.load(Ordering::SeqCst);
    if signal != 0 {
        let name = match signal {
            SIGINT => "SIGINT",
            SIGTERM => "SIGTERM",
            _ => "SIGHUP",
        };
        let _ = writeln!(stderr, "broadside: interrupted by {name}: {written} of {total} games finished and written");
        return u8::try_from(128 + signal).unwrap_or(u8::MAX);
    }
    if let Some(e) = write_error {
        return super::written(Err(e), EXIT_CLEAN, stderr);
    }
    if decision == Some(Decision::AcceptH0) { EXIT_FOUL } else { EXIT_CLEAN }
}

/// The log-likelihood ratio of `test` for the first bot against the second: on the pentanomial
/// model when the games are paired (`--pairs`), else on the trinomial.
fn llr(test: &Sprt, paired: bool, standings: &Standings, pairing: &Pairing) -> f64 {
    let [a, b] = [0, 1].map(|i| standings.names()[i].as_str());
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
    writer: super::report::Writer,
    /// The first write error, after which the report is not written to.
    failed: Option<std::io::Error>,
}

/// Opens the files of `--report`'s FORMAT FILE pairs, before any game is played.
///
/// # Errors
/// The message for an unknown format or a file that cannot be written.
fn open_reports(pairs: &[String]) -> Result<Vec<ReportFile>, String> {
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
                    return Err(format!(
                        "broadside: --report: unknown format {}; expected github, junit or markdown, e.g. `--report junit junit.xml`",
                        quote(other)
                    ));
                }
            };
            let path = PathBuf::from(path);
            let file = writable_file(&path)
                .and_then(|()| std::fs::File::create(&path))
                .map_err(|e| format!("broadside: --report {}: cannot write: {e}", path.display()))?;
            let options =
                crate::report::Options { format, name: "match".into(), file: None, strict: false, counts_only: false };
            let writer = super::report::Writer::new(options);
            Ok(ReportFile { path, out: std::io::BufWriter::new(file), writer, failed: None })
        })
        .collect()
}

/// Checks the bots' names: over [`MAX_NAME_BYTES`], or two equal ignoring case (as records
/// compare player names, contract §2), is refused before any game is played.
///
/// # Errors
/// The message, quoting the name.
fn check_names(bots: &[BotCommand]) -> Result<(), String> {
    for (i, b) in bots.iter().enumerate() {
        if b.name.len() > MAX_NAME_BYTES {
            return Err(format!(
                "the name {} is {} bytes long; a player's name holds at most {MAX_NAME_BYTES}",
                quote(&b.name),
                b.name.len()
            ));
        }
        if let Some(a) = bots[..i].iter().find(|a| eq_ignore_case(&a.name, &b.name)) {
            return Err(if a.name == b.name {
                format!("the name {} is given twice", quote(&b.name))
            } else {
                format!(
                    "the names {} and {} are the same name ignoring case, as records compare names",
                    quote(&a.name),
                    quote(&b.name)
                )
            });
        }
    }
    Ok(())
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

/// Reads the placement book at `path`, every fleet checked against `rules`.
///
/// # Errors
/// `FILE: ...` or `FILE:LINE:COLUMN: ...`: what cannot be read, and what was expected.
fn read_book(path: &std::path::Path, rules: &crate::rules::Rules) -> Result<Vec<crate::book::Entry>, String> {
    let text = std::fs::read(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let text = String::from_utf8(text).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        format!("{}:{line}: not UTF-8 text: expected JSON Lines", path.display())
    })?;
    crate::book::parse(&text, &path.display().to_string(), rules)
}

/// `--rules` with `--fleet` applied.
fn rules_spec(args: &MatchArgs) -> Result<RulesSpec, String> {
    let spec = RulesSpec::from_arg(&args.rules).map_err(|e| format!("--rules: {e}"))?;
    Ok(match &args.fleet {
        Some(f) => spec.with_fleet(FleetSpec::from_arg(f).map_err(|e| format!("--fleet: {e}"))?),
        None => spec,
    })
}

/// One progress line: `game 3/20  ann beat ben (fleet_destroyed)  ann 2.0 ben 1.0  12.5 games/s`.
fn progress(done: u64, total: u64, game: &Played, standings: &Standings, started: Instant) -> String {
    let v = &game.verdict;
    let result = match (&v.winner, v.reason) {
        (Some(w), reason) => {
            let loser = if &v.players[0] == w { &v.players[1] } else { &v.players[0] };
            let how = match (
                reason,
                v.violations.iter().find(|x| &x.player == loser && x.severity == crate::verdict::Severity::Foul),
            ) {
                (Some(crate::verdict::Reason::FleetDestroyed), _) => "fleet destroyed".to_owned(),
                (_, Some(foul)) => format!("{} by {loser}", foul.code.as_str()),
                _ => "forfeit".to_owned(),
            };
            format!("{w} beat {loser} ({how})")
        }
        (None, _) => format!(
            "{} and {}: {}",
            v.players[0],
            v.players[1],
            serde_json::to_value(v.outcome).ok().and_then(|o| o.as_str().map(str::to_owned)).unwrap_or_default()
        ),
    };
    let scores: Vec<String> = standings
        .names()
        .iter()
        .map(|n| format!("{n} {:.1}", standings.player(n).map_or(0.0, |t| t.score())))
        .collect();
    let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
    // Bots' names are printed on a terminal: through the one function that makes input safe.
    let line = format!("game {done}/{total}  {result}  {}  {rate:.1} games/s", scores.join(" "));
    crate::error::escape(&line).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schedule_alternates_who_shoots_first_and_meets_every_pair() {
        let two: Vec<[usize; 2]> = (0..4).map(|g| Schedule::round_robin(2, false).game(g).players).collect();
        assert_eq!(two, [[0, 1], [1, 0], [0, 1], [1, 0]]);
        let three = Schedule::round_robin(3, false);
        let three: Vec<[usize; 2]> = (0..6).map(|g| three.game(g).players).collect();
        assert_eq!(three, [[0, 1], [0, 2], [1, 2], [1, 0], [2, 0], [2, 1]]);
    }

    #[test]
    fn a_gauntlet_meets_only_its_bot() {
        let gauntlet = Schedule::gauntlet(4, 2, false);
        let games: Vec<[usize; 2]> = (0..6).map(|g| gauntlet.game(g).players).collect();
        assert_eq!(games, [[2, 0], [2, 1], [2, 3], [0, 2], [1, 2], [3, 2]]);
        let paired = Schedule::gauntlet(3, 0, true);
        let games: Vec<[usize; 2]> = (0..4).map(|g| paired.game(g).players).collect();
        assert_eq!(games, [[0, 1], [1, 0], [0, 2], [2, 0]]);
    }

    #[test]
    fn paired_games_swap_sides_within_a_pair_and_share_a_round() {
        let three = Schedule::round_robin(3, true);
        let games: Vec<Fixture> = (0..8).map(|g| three.game(g)).collect();
        let players: Vec<[usize; 2]> = games.iter().map(|f| f.players).collect();
        assert_eq!(players, [[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1], [0, 1], [1, 0]]);
        let pairs: Vec<(u64, u8)> = games.iter().map(|f| f.pair.unwrap()).collect();
        assert_eq!(pairs, [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)]);
        let rounds: Vec<u64> = games.iter().map(|f| f.round).collect();
        assert_eq!(rounds, [0, 0, 0, 0, 0, 0, 1, 1], "a round plays one book entry");
    }
}
