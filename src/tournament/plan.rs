//! A match as asked for ([`Settings`]: what `broadside match`'s flags say) and as built
//! ([`Tournament`]). Before the first game is played the settings are checked, in the order the
//! command line reports what is wrong with them; the book is read; every file the match writes
//! is opened or checked; the bots are contained and each is started once; and a resumed match's
//! records are read.

use std::path::{Path, PathBuf};
use std::time::Duration;

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use super::files::{ReportFile, cannot_write, file_error, open_reports, read_book, writable_dir, writable_file};
use super::schedule::{Identity, Resumed, Schedule, resume};
use crate::book::{Entry, Order};
use crate::bot::{Bot, BotCommand, tree};
use crate::error::{FileFault, IoWhy, quote};
use crate::live::{Bank, SandboxMeta, default_max_moves};
use crate::match_file::{FilePlace, MatchFileError, MatchFileFault};
use crate::names::{MAX_NAME_BYTES, eq_ignore_case};
use crate::pentanomial::Pairing;
use crate::rules::{FleetSpec, Rules, RulesSpec};
use crate::sandbox::Sandbox;
use crate::sprt::Sprt;
use crate::standings::Standings;
use crate::words::{Lang, Words, num, text};

/// Where a match's games go as they end, and what it tells a person as it goes.
pub trait Sink {
    /// Takes the record of the next game, in schedule order: compact JSON (docs/format.md §2) on
    /// one line, without its line end.
    ///
    /// # Errors
    /// A failure to keep it. The match then stops: the games under way are not written, and no
    /// more records are given.
    fn record(&mut self, record: &str) -> std::io::Result<()>;

    /// Takes text for a person, in the match's language: whole lines, each with its line end (a
    /// warning, a game's progress line, the standings at the end).
    fn tell(&mut self, text: &str);
}

/// Why a match was refused, or could not write its results, in the language of its settings.
#[derive(Debug)]
pub enum MatchError {
    /// One line, `broadside: …`: settings that make no match, a bot that cannot be started, or a
    /// file that cannot be read or written.
    Line(String),
    /// A bot that does not run (it exited before reading anything in its first game): lines, the
    /// first saying so, then its command and its standard error quoted.
    Unstartable(String),
}

impl std::fmt::Display for MatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MatchError::Line(message) | MatchError::Unstartable(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for MatchError {}

/// Why the settings of a match make no match, found before any game is played (the facts;
/// [`SettingsFault::worded`] says them, each with its flag).
#[derive(Debug)]
pub enum SettingsFault {
    /// `--bot`: a bot's name over [`MAX_NAME_BYTES`] bytes.
    NameTooLong { name: String },
    /// `--bot`: two bots of the name `name`.
    NameTwice { name: String },
    /// `--bot`: the names `a` and `b`, equal ignoring case (as records compare player names,
    /// docs/format.md §2).
    NamesAlike { a: String, b: String },
    /// `--move-time NAME=MS`: `name` is no bot's.
    NoSuchBot { name: String },
    /// `--gauntlet NAME`: `name` is no bot's; the bots' names, and the one meant where a name
    /// differs from it only in case or by a letter or two.
    NoGauntletBot { name: String, bots: Vec<String>, near: Option<String> },
    /// `--rules` cannot be read.
    Rules(crate::error::InputError),
    /// `--fleet` cannot be read.
    Fleet(crate::error::InputError),
    /// `--standings` at `path` lies in the folder `folder` of the bot `bot`, which could read it
    /// (docs/sandbox.md "What a bot sees").
    StandingsInBotFolder { path: PathBuf, folder: PathBuf, bot: String },
    /// `--sandbox`: bubblewrap cannot contain a bot here.
    Sandbox(crate::sandbox::SandboxFault),
}

impl SettingsFault {
    /// The sentence, its flag first where it has one, in `words`' language (after `broadside: `).
    pub fn worded(&self, words: &Words) -> String {
        let quoted = |name: &str| text(quote(name));
        match self {
            SettingsFault::NameTooLong { name } => {
                let args =
                    [("name", quoted(name)), ("bytes", num(name.len() as u64)), ("max", num(MAX_NAME_BYTES as u64))];
                format!("--bot: {}", words.say("match-error-name-too-long", &args))
            }
            SettingsFault::NameTwice { name } => {
                format!("--bot: {}", words.say("match-error-name-twice", &[("name", quoted(name))]))
            }
            SettingsFault::NamesAlike { a, b } => {
                format!("--bot: {}", words.say("match-error-names-alike", &[("a", quoted(a)), ("b", quoted(b))]))
            }
            SettingsFault::NoSuchBot { name } => {
                format!("--move-time: {}", words.say("match-error-no-such-bot", &[("name", quoted(name))]))
            }
            SettingsFault::NoGauntletBot { name, bots, near } => {
                let names: Vec<String> = bots.iter().map(|b| quote(b)).collect();
                let names = names.join(&words.say("list-comma", &[]));
                let (given, bots) = (("name", quoted(name)), ("bots", text(names)));
                let sentence = match near {
                    Some(near) => words.say("match-error-gauntlet-near", &[given, bots, ("near", quoted(near))]),
                    None => words.say("match-error-gauntlet", &[given, bots]),
                };
                format!("--gauntlet: {sentence}")
            }
            SettingsFault::Rules(e) => format!("--rules: {}", words.input_error(e)),
            SettingsFault::Fleet(e) => format!("--fleet: {}", words.input_error(e)),
            SettingsFault::StandingsInBotFolder { path, folder, bot } => {
                let args = [
                    ("path", text(path.display().to_string())),
                    ("folder", text(folder.display().to_string())),
                    ("bot", text(bot.as_str())),
                ];
                words.say("match-error-standings-in-bot-folder", &args)
            }
            SettingsFault::Sandbox(e) => format!("--sandbox: {}", e.worded(words)),
        }
    }
}

impl std::fmt::Display for SettingsFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for SettingsFault {}

/// What a match is to be: `broadside match`'s flags as values, each named after its flag
/// (docs/match.md).
#[derive(Debug)]
pub struct Settings {
    /// The bots (`--bot`), at least two; with more, a round robin.
    pub bots: Vec<BotCommand>,
    /// The rules (`--rules`): a preset's name or a JSON rules object.
    pub rules: String,
    /// Replaces only the fleet of the rules (`--fleet`): a fleet's name or a JSON list of classes.
    pub fleet: Option<String>,
    /// Games each pair of bots plays (`--games`), the first to shoot alternating.
    pub games: u64,
    /// Games played at once (`--concurrency`); `None`: the number of cores.
    pub concurrency: Option<u16>,
    /// Move times in milliseconds (`--move-time`): for every bot (no name; the last counts, 1000
    /// without one) or for the bot named.
    pub move_time: Vec<(Option<String>, u64)>,
    /// A time bank (`--time-bank`).
    pub time_bank: Option<Bank>,
    /// The most moves a game may have (`--max-moves`); `None`: four times the board's cells.
    pub max_moves: Option<u64>,
    /// The match's seed (`--seed`), written in every record and sent to no bot.
    pub seed: u64,
    /// Where the standings are also written as JSON (`--standings`).
    pub standings: Option<PathBuf>,
    /// The standings file is written every this many games as well as at the end
    /// (`--standings-every`), at least 1.
    pub standings_every: u64,
    /// A placement book (`--book`): JSON Lines of fleets the referee imposes.
    pub book: Option<PathBuf>,
    /// How the book's entries are taken (`--book-order`).
    pub book_order: Order,
    /// Every book entry played twice, sides swapped (`--pairs`); `games` must then be even.
    pub pairs: bool,
    /// A gauntlet's bot (`--gauntlet`), its name spelt exactly as in `bots`.
    pub gauntlet: Option<String>,
    /// The records the match already wrote (`--resume`): only the games missing from them are
    /// played.
    pub resume: Option<PathBuf>,
    /// Only the I-th of N slices of the schedule is played (`--shard I/N`), 1 ≤ I ≤ N.
    pub shard: Option<(u64, u64)>,
    /// CI reports of the games (`--report FORMAT FILE`): `github`, `junit` or `markdown`, and the
    /// file each is written to.
    pub reports: Vec<(String, PathBuf)>,
    /// The sequential probability ratio test (`--sprt`), as its words: `elo0=A`, `elo1=B`, …
    pub sprt: Option<Vec<String>>,
    /// No progress lines (`--quiet`); the standings are still told at the end.
    pub quiet: bool,
    /// The sandbox that contains the bots (`--sandbox`, with its limits), not yet told what to
    /// hide: the match hides its own files from the bots.
    pub sandbox: Option<Sandbox>,
    /// The folder every message to and from each bot is written in (`--log-dir`).
    pub log_dir: Option<PathBuf>,
    /// The language of what a person reads (`--lang`): messages, progress, standings, reports.
    pub lang: Lang,
}

impl Settings {
    /// A match between `bots` with `broadside match`'s defaults: classic rules, 10 games a pair,
    /// seed 0, the standings file (if one is given) every 100 games, nothing else.
    pub fn new(bots: Vec<BotCommand>) -> Settings {
        Settings {
            bots,
            rules: "classic".into(),
            fleet: None,
            games: 10,
            concurrency: None,
            move_time: Vec::new(),
            time_bank: None,
            max_moves: None,
            seed: 0,
            standings: None,
            standings_every: 100,
            book: None,
            book_order: Order::Sequential,
            pairs: false,
            gauntlet: None,
            resume: None,
            shard: None,
            reports: Vec::new(),
            sprt: None,
            quiet: false,
            sandbox: None,
            log_dir: None,
            lang: Lang::default(),
        }
    }
}

/// A match built from its [`Settings`], ready to play ([`Tournament::play`]).
pub struct Tournament {
    /// The language of what a person reads.
    pub(super) words: Words,
    /// What every game is: shared by the threads that play them.
    pub(super) lineup: Lineup,
    /// What is kept of the games as they end.
    pub(super) keeping: Keeping,
    /// The signals that interrupt the match: SIGINT, SIGTERM and SIGHUP.
    pub(super) signals: Signals,
    /// Games played at once.
    pub(super) workers: usize,
}

/// What the games of a match are: the bots, the schedule and the games of it to play, the rules,
/// the book, the seed and the time control.
pub(super) struct Lineup {
    /// The bots as they run: contained or not, logged or not.
    pub bots: Vec<BotCommand>,
    pub schedule: Schedule,
    /// The rules as the records write them: resolved, every part set.
    pub spec: RulesSpec,
    pub rules: Rules,
    pub book: Option<Vec<Entry>>,
    pub book_order: Order,
    /// The book file's SHA-256, lowercase hex (empty without a book).
    pub book_sha256: String,
    pub seed: u64,
    /// Each bot's move time, in `bots` order.
    pub move_time: Vec<Duration>,
    pub bank: Option<Bank>,
    /// The move limit, in log entries.
    pub max_moves: usize,
    /// The games to play, in schedule order: the shard's slice, less those already played.
    pub todo: Vec<u64>,
}

/// What a match keeps of its games, and where it writes it.
pub(super) struct Keeping {
    pub standings: Standings,
    pub pairing: Pairing,
    pub sprt: Option<Sprt>,
    /// Whether the games come in pairs (`--pairs`).
    pub pairs: bool,
    /// Games played before this run (`--resume`), counted in the standings.
    pub earlier: u64,
    pub standings_file: Option<PathBuf>,
    pub standings_every: u64,
    pub reports: Vec<ReportFile>,
    /// No progress lines.
    pub quiet: bool,
}

/// What the settings ask for, checked.
struct Checked {
    /// Each bot's move time, in `--bot` order.
    move_time: Vec<Duration>,
    sprt: Option<Sprt>,
    /// A gauntlet's bot.
    hero: Option<usize>,
    /// The rules, with the fleet of `--fleet`.
    spec: RulesSpec,
}

impl Tournament {
    /// Builds the match `settings` ask for, saying into `sink` what a person should know before it
    /// starts (that a bot's processes may outlive it; that a resumed match's last record, cut
    /// short, was taken off its file).
    ///
    /// # Errors
    /// Settings that make no match (fewer than two bots, names alike, rules or a test that cannot
    /// be read, …), a file that cannot be read or written, or a bot that cannot be started or
    /// contained: the first of these, in the order `broadside match` checks them.
    pub fn new(settings: Settings, sink: &mut dyn Sink) -> Result<Tournament, MatchError> {
        let words = Words::new(settings.lang);
        let Checked { move_time, sprt, hero, spec } = check(&settings, &words)?;
        let rules = spec.resolve();
        let spec = spec.resolved_spec();
        if settings.pairs && !settings.games.is_multiple_of(2) {
            return Err(refused(words.say("match-error-pairs-odd", &[("games", num(settings.games))])));
        }
        let (book, book_sha256) = match &settings.book {
            Some(path) => read_book(path, &rules)
                .map(|(book, sha256)| (Some(book), sha256))
                .map_err(|e| MatchError::Line(file_error("--book", path, &e, &words)))?,
            None => (None, String::new()),
        };
        let reports = open_outputs(&settings, &words)?;
        let (bots, sandbox) = contained_bots(&settings, &reports, &words)?;
        let max_moves = settings.max_moves.map_or_else(|| default_max_moves(&rules), |n| n as usize);
        let signals = watch_processes(sink, &words)?;
        start_each(&bots, &words)?;
        let bots: Vec<BotCommand> =
            bots.into_iter().map(|b| BotCommand { log_dir: settings.log_dir.clone(), ..b }).collect();
        let schedule = match hero {
            Some(hero) => Schedule::gauntlet(bots.len(), hero, settings.pairs),
            None => Schedule::round_robin(bots.len(), settings.pairs),
        };
        let whole = settings.games.saturating_mul(schedule.meetings.len() as u64);
        let slice = settings.shard.map_or(0..whole, |(i, n)| schedule.slice(whole, i, n));
        let mut lineup = Lineup {
            bots,
            schedule,
            spec,
            rules,
            book,
            book_order: settings.book_order,
            book_sha256,
            seed: settings.seed,
            move_time,
            bank: settings.time_bank,
            max_moves,
            todo: Vec::new(),
        };
        let resumed = match &settings.resume {
            Some(path) => Some(resumed(path, &lineup.identity(whole, sandbox), &words, sink)?),
            None => None,
        };
        lineup.todo = slice.filter(|g| resumed.as_ref().is_none_or(|r| !r.done.contains(g))).collect();
        let workers = settings
            .concurrency
            .map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), usize::from)
            .min(lineup.todo.len())
            .max(1);
        let names = lineup.schedule.standings_order(&lineup.bots);
        let earlier = resumed.as_ref().map_or(0, |r| r.done.len() as u64);
        let (standings, pairing) = match resumed {
            Some(r) => (r.standings, r.pairing),
            None => (Standings::with_players(&names), Pairing::with_players(&names)),
        };
        let keeping = Keeping {
            standings,
            pairing,
            sprt,
            pairs: settings.pairs,
            earlier,
            standings_file: settings.standings,
            standings_every: settings.standings_every,
            reports,
            quiet: settings.quiet,
        };
        Ok(Tournament { words, lineup, keeping, signals, workers })
    }
}

impl Lineup {
    /// What the match is, to tell its records from another's, with `whole` games in its whole
    /// schedule and the sandbox `sandbox`.
    fn identity(&self, whole: u64, sandbox: Option<SandboxMeta>) -> Identity<'_> {
        Identity {
            schedule: &self.schedule,
            total: whole,
            seed: self.seed,
            bots: &self.bots,
            spec: &self.spec,
            book: self.book.as_deref(),
            order: self.book_order,
            book_sha256: &self.book_sha256,
            max_moves: self.max_moves,
            move_time: &self.move_time,
            bank: self.bank,
            sandbox,
        }
    }
}

/// A message of one line: `broadside: ` and `message`.
fn refused(message: String) -> MatchError {
    MatchError::Line(format!("broadside: {message}"))
}

/// Checks what `settings` ask for that needs no file: two bots at least, their names, the move
/// times, the test, a gauntlet's bot, the rules.
///
/// # Errors
/// The first that is wrong, its flag named.
fn check(settings: &Settings, words: &Words) -> Result<Checked, MatchError> {
    let said = |id: &str| refused(words.say(id, &[]));
    let bots = &settings.bots;
    if bots.len() < 2 {
        return Err(said("match-error-two-bots"));
    }
    let fault = |e: SettingsFault| refused(e.worded(words));
    check_names(bots).map_err(fault)?;
    let move_time = move_times(&settings.move_time, bots).map_err(fault)?;
    let sprt = settings.sprt.as_deref().map(Sprt::from_words).transpose();
    let sprt = sprt.map_err(|e| refused(format!("--sprt: {}", e.worded(words))))?;
    let hero = settings.gauntlet.as_deref().map(|name| gauntlet_bot(name, bots)).transpose().map_err(fault)?;
    if sprt.is_some() && settings.shard.is_some() {
        return Err(said("match-error-sprt-shard"));
    }
    if sprt.is_some() && bots.len() != 2 {
        return Err(said("match-error-sprt-two-bots"));
    }
    let spec = rules_spec(&settings.rules, settings.fleet.as_deref()).map_err(fault)?;
    Ok(Checked { move_time, sprt, hero, spec })
}

/// Checks that what the match writes can be written before the first game is played: the
/// standings file and the folder of the bots' logs; and opens the report files.
///
/// # Errors
/// The first that cannot be written, or a report's unknown format.
fn open_outputs(settings: &Settings, words: &Words) -> Result<Vec<ReportFile>, MatchError> {
    if let Some(path) = &settings.standings
        && let Err(e) = writable_file(path)
    {
        return Err(MatchError::Line(cannot_write(words, "--standings", path, e)));
    }
    if let Some(dir) = &settings.log_dir
        && let Err(e) = writable_dir(dir)
    {
        return Err(MatchError::Line(cannot_write(words, "--log-dir", dir, e)));
    }
    open_reports(&settings.reports, words).map_err(|e| refused(e.worded(words)))
}

/// The bots as they run, contained in the settings' sandbox if there is one, and the sandbox's
/// limits as the records write them. The sandbox hides from the bots every file of the match
/// (the standings, the logs, the book, the reports). The referee's own bots (`broadside bot
/// hunt`) are its own code: they run uncontained.
///
/// # Errors
/// As [`contain`].
fn contained_bots(
    settings: &Settings,
    reports: &[ReportFile],
    words: &Words,
) -> Result<(Vec<BotCommand>, Option<SandboxMeta>), MatchError> {
    let report_paths = reports.iter().map(|r| r.path.as_path());
    let hidden: Vec<&Path> = settings
        .standings
        .iter()
        .chain(&settings.log_dir)
        .chain(&settings.book)
        .map(PathBuf::as_path)
        .chain(report_paths)
        .collect();
    let standings = settings.standings.as_deref();
    let sandbox = settings.sandbox.clone().map(|s| contain(s, &hidden, standings, &settings.bots)).transpose();
    let sandbox = sandbox.map_err(|e| refused(e.worded(words)))?;
    let bots = settings
        .bots
        .iter()
        .map(|b| BotCommand {
            sandbox: sandbox.clone().filter(|_| !crate::sandbox::is_referee_bot(&b.argv)),
            ..b.clone()
        })
        .collect();
    Ok((bots, sandbox.map(|s| SandboxMeta { memory_mb: s.memory_mb, processes: s.processes })))
}

/// `sandbox` made ready to contain `bots`, and checked to work here: it hides from them the
/// match's standard output (when it is a file), `hidden`, and the folder of each of `bots`
/// (their commands) from the others.
///
/// # Errors
/// [`SettingsFault::StandingsInBotFolder`] when `standings` lie in a bot's folder (docs/sandbox.md
/// "What a bot sees"), [`SettingsFault::Sandbox`] when bubblewrap cannot contain a bot here.
pub fn contain(
    mut sandbox: Sandbox,
    hidden: &[&Path],
    standings: Option<&Path>,
    bots: &[BotCommand],
) -> Result<Sandbox, SettingsFault> {
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
        return Err(SettingsFault::StandingsInBotFolder {
            path: standings.to_path_buf(),
            folder,
            bot: bot.name.clone(),
        });
    }
    sandbox.check().map_err(SettingsFault::Sandbox)?;
    Ok(sandbox)
}

/// Readies the match's watch over processes: every process a bot starts stays findable, even
/// one that leaves its session, so that none outlives the match (docs/protocol.md "Fair to every
/// bot"; where the system refuses, a warning goes to `sink`); and the signals that interrupt the
/// match are caught from here on.
///
/// # Errors
/// The signals cannot be caught.
fn watch_processes(sink: &mut dyn Sink, words: &Words) -> Result<Signals, MatchError> {
    if let Err(e) = tree::adopt_orphans() {
        let warning = words.say("match-warning-orphans", &[("error", text(words.io_error(&e)))]);
        sink.tell(&format!("broadside: {warning}\n"));
    }
    Signals::new([SIGINT, SIGTERM, SIGHUP])
        .map_err(|e| refused(words.say("match-error-signals", &[("error", text(words.io_error(&e)))])))
}

/// Starts each bot once, and stops it.
///
/// # Errors
/// A bot that cannot be started at all, a bad setting (one that starts and then fails forfeits
/// its games instead).
fn start_each(bots: &[BotCommand], words: &Words) -> Result<(), MatchError> {
    for command in bots {
        match Bot::start(command) {
            Ok(bot) => bot.stop(),
            Err(e) => {
                let args = [
                    ("name", text(command.name.as_str())),
                    ("command", text(command.command.as_str())),
                    ("error", text(e.worded(words))),
                ];
                return Err(refused(words.say("match-error-cannot-start", &args)));
            }
        }
    }
    Ok(())
}

/// The games of the match `identity` that the file `path` already holds (`--resume`); a file not
/// there yet holds none (a CI job's first run). A last line cut short is taken off the file, so
/// that the records appended to it start on a line of their own, and `sink` is told; its game is
/// played again.
///
/// # Errors
/// The file cannot be read, holds what is no game of this match, or cannot be cut.
fn resumed(path: &Path, identity: &Identity<'_>, words: &Words, sink: &mut dyn Sink) -> Result<Resumed, MatchError> {
    let whole = |fault: MatchFileFault| MatchFileError::new(FilePlace::File, fault);
    let read = std::fs::read(path)
        .or_else(|e| if e.kind() == std::io::ErrorKind::NotFound { Ok(Vec::new()) } else { Err(e) })
        .map_err(|e| whole(MatchFileFault::File(FileFault::CannotRead(IoWhy::from(&e)))))
        .and_then(|bytes| String::from_utf8(bytes).map_err(|_| whole(MatchFileFault::NotUtf8)))
        .and_then(|text| resume(&text, identity));
    let resumed = read.map_err(|e| MatchError::Line(file_error("--resume", path, &e, words)))?;
    if let Some(length) = resumed.cut_short {
        let cut = std::fs::OpenOptions::new().write(true).open(path).and_then(|f| f.set_len(length));
        if let Err(e) = cut {
            let args = [("path", text(path.display().to_string())), ("error", text(words.io_error(&e)))];
            return Err(refused(words.say("match-error-resume-cut", &args)));
        }
        sink.tell(&format!("broadside: {}\n", words.say("match-resume-cut-short", &[])));
    }
    Ok(resumed)
}

/// Each bot's move time, in `--bot` order: the last `--move-time MS` (1000 ms without one), or
/// its own `NAME=MS`.
///
/// # Errors
/// [`SettingsFault::NoSuchBot`]: a NAME that is no bot's.
fn move_times(given: &[(Option<String>, u64)], bots: &[BotCommand]) -> Result<Vec<Duration>, SettingsFault> {
    let all = given.iter().rev().find_map(|(name, ms)| name.is_none().then_some(*ms)).unwrap_or(1000);
    let mut times = vec![Duration::from_millis(all); bots.len()];
    for (name, ms) in given {
        let Some(name) = name else { continue };
        let i = bots
            .iter()
            .position(|b| eq_ignore_case(&b.name, name))
            .ok_or_else(|| SettingsFault::NoSuchBot { name: name.clone() })?;
        times[i] = Duration::from_millis(*ms);
    }
    Ok(times)
}

/// The bot `--gauntlet NAME` names: its name spelt exactly.
///
/// # Errors
/// [`SettingsFault::NoGauntletBot`]: no bot of that name, with the bots' names, and the one meant
/// where a bot's name differs only in case or by a letter or two.
fn gauntlet_bot(name: &str, bots: &[BotCommand]) -> Result<usize, SettingsFault> {
    if let Some(i) = bots.iter().position(|b| b.name == name) {
        return Ok(i);
    }
    let near = bots
        .iter()
        .find(|b| eq_ignore_case(&b.name, name))
        .or_else(|| bots.iter().filter(|b| close_spelling(&b.name, name)).min_by_key(|b| edits(&b.name, name)));
    Err(SettingsFault::NoGauntletBot {
        name: name.to_owned(),
        bots: bots.iter().map(|b| b.name.clone()).collect(),
        near: near.map(|b| b.name.clone()),
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

/// Checks the bots' names: over [`MAX_NAME_BYTES`], or two equal ignoring case (as records
/// compare player names, docs/format.md §2), is refused before any game is played.
///
/// # Errors
/// [`SettingsFault::NameTooLong`], [`SettingsFault::NameTwice`] or [`SettingsFault::NamesAlike`]
/// for the first name at fault.
fn check_names(bots: &[BotCommand]) -> Result<(), SettingsFault> {
    for (i, b) in bots.iter().enumerate() {
        if b.name.len() > MAX_NAME_BYTES {
            return Err(SettingsFault::NameTooLong { name: b.name.clone() });
        }
        if let Some(a) = bots[..i].iter().find(|a| eq_ignore_case(&a.name, &b.name)) {
            return Err(if a.name == b.name {
                SettingsFault::NameTwice { name: b.name.clone() }
            } else {
                SettingsFault::NamesAlike { a: a.name.clone(), b: b.name.clone() }
            });
        }
    }
    Ok(())
}

/// `--rules` with `--fleet` applied.
///
/// # Errors
/// [`SettingsFault::Rules`] or [`SettingsFault::Fleet`] where one cannot be read.
fn rules_spec(rules: &str, fleet: Option<&str>) -> Result<RulesSpec, SettingsFault> {
    let spec = RulesSpec::from_arg(rules).map_err(SettingsFault::Rules)?;
    Ok(match fleet {
        Some(f) => spec.with_fleet(FleetSpec::from_arg(f).map_err(SettingsFault::Fleet)?),
        None => spec,
    })
}
