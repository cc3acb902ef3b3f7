//! `broadside bot check COMMAND`: a bot author's first test (docs/protocol.md "Checking a bot:
//! `broadside bot check`"). The bot plays one run of eight games against `broadside bot hunt`, two
//! under each ruleset (classic, salvo, Russian, and custom rules on a board that is not square),
//! shooting first in one and second in the other; each game goes through the match's own referee
//! (`live::play`), and what the bot got wrong is said in words: an answer late, malformed, or
//! written when none was asked; a crash; a foul in the game. Exit status: 0 the bot complies, 1 it
//! does not, 2 bad arguments or a program that cannot be started.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;

use super::match_::SandboxArgs;
use super::messages::{EXIT_CLEAN, EXIT_FOUL, report};
use crate::bot::{Bot, BotCommand, STARTUP_GRACE, Why};
use crate::error::{escape, quote};
use crate::live::{Played, Seat, Setup, default_max_moves, play};
use crate::rules::RulesSpec;
use crate::tournament::{contain, writable_dir};
use crate::verdict::{Code, Severity};
use crate::words::{Lang, Words, num, text};

pub(crate) const CHECK_EXAMPLES: &str = "\
Examples:
  broadside bot check 'python3 examples/bot.py'
  broadside bot check ./my-bot --depth 2                 several words: the program and its arguments
  broadside bot check --sandbox --log-dir logs ./my-bot  contained, and every message kept in logs/

Exit status: 0 the bot complies, 1 it does not (each problem is said in words on standard output),
2 bad arguments, or a program that cannot be started or does not run (it exits before reading
anything: its command and standard error are shown).";

/// The rulesets of the run, each with the name the report gives it: a preset's own name, as
/// `--rules` takes it, or the catalog message that describes custom rules.
const RULESETS: [(&str, &str); 4] = [
    ("classic", "classic"),
    ("salvo", "salvo"),
    ("russian", "russian"),
    (
        "botcheck-rules-custom",
        r#"{"base":"classic","board":{"columns":8,"rows":12},"fleet":"hasbro","turns":"again_on_hit"}"#,
    ),
];

/// The name the bot plays under, and its opponent's.
const NAMES: [&str; 2] = ["bot", "hunt"];

/// Arguments of `broadside bot check`.
#[derive(Debug, clap::Args)]
pub struct BotCheckArgs {
    /// The bot's command: one word is split as a shell would ('python3 my_bot.py --fast');
    /// several are the program and its arguments as they stand.
    #[arg(value_name = "COMMAND", required = true, num_args = 1.., trailing_var_arg = true, allow_hyphen_values = true)]
    pub command: Vec<String>,

    /// Milliseconds the bot may take for each answer (a bot just started gets 10 s more for its
    /// first).
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = super::flags::count::<u64>(1, u64::MAX))]
    pub move_time: u64,

    /// The seed of the games (the opponent's shots, the fleet the referee places for a bot that
    /// gives none).
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,

    /// How the bot is contained.
    #[command(flatten)]
    pub contain: SandboxArgs,

    /// Write every message to and from the bot in DIR, one file a game:
    /// DIR/game-000003/bot.log (see docs/protocol.md).
    #[arg(long, value_name = "DIR")]
    pub log_dir: Option<PathBuf>,

    /// The language of the report and the errors: en (English), bn (Bengali), hi (Hindi), tl
    /// (Tagalog), nl (Dutch) or ru (Russian); the locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) without it.
    #[arg(long, value_name = "CODE", value_parser = super::flags::lang)]
    pub lang: Option<Lang>,
}

/// Runs `broadside bot check` and returns the exit status.
pub fn check(args: &BotCheckArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let words = &Words::new(super::messages::lang_for_people(args.lang));
    let mut bot = match command(&args.command) {
        Ok(bot) => bot,
        Err(e) => return report(stderr, &format!("broadside bot check: {}", e.worded(words))),
    };
    let hidden: Vec<&std::path::Path> = args.log_dir.iter().map(PathBuf::as_path).collect();
    bot.sandbox = match args.contain.sandbox().map(|s| contain(s, &hidden, None, &[])).transpose() {
        Ok(sandbox) => sandbox,
        Err(e) => return report(stderr, &format!("broadside: {}", e.worded(words))),
    };
    if let Err(e) = Bot::start(&bot) {
        let args = [("command", text(quote(&bot.command))), ("error", text(e.worded(words)))];
        return report(stderr, &format!("broadside bot check: {}", words.say("botcheck-error-cannot-start", &args)));
    }
    if let Some(dir) = &args.log_dir {
        if let Err(e) = writable_dir(dir) {
            let args = [
                ("option", text("--log-dir")),
                ("path", text(dir.display().to_string())),
                ("error", text(words.io_error(&e))),
            ];
            return report(stderr, &format!("broadside bot check: {}", words.say("match-error-cannot-write", &args)));
        }
        bot.log_dir = Some(dir.clone());
    }
    let opponent = match opponent(args.seed) {
        Ok(opponent) => opponent,
        Err(e) => return report(stderr, &format!("broadside bot check: {}", e.worded(words))),
    };
    let move_time = Duration::from_millis(args.move_time);
    let heading = [
        ("command", text(quote(&bot.command))),
        ("games", num(RULESETS.len() as u64 * 2)),
        ("ms", num(args.move_time)),
    ];
    let mut out = words.say("botcheck-heading", &heading) + "\n\n";
    let mut seats = [Seat::new(bot), Seat::new(opponent)];
    let mut problems = 0;
    let mut last_pid = None;
    // Whether the bot's process is new this game (the first game, or stopped by the last):
    // its first answer then has `STARTUP_GRACE` more.
    let mut fresh = true;
    for (r, (ruleset, rules)) in RULESETS.iter().enumerate() {
        let spec = RulesSpec::from_arg(rules).expect("the run's rules are valid");
        let resolved = spec.resolve();
        let spec = spec.resolved_spec();
        for first in [true, false] {
            let game = (2 * r + usize::from(!first)) as u64;
            let max_moves = default_max_moves(&resolved);
            let setup = Setup {
                game,
                seed: args.seed,
                spec: &spec,
                rules: &resolved,
                move_time: [move_time; 2],
                bank: None,
                max_moves,
                book: None,
            };
            let [bot, hunt] = &mut seats;
            let played = play(setup, if first { [bot, hunt] } else { [hunt, bot] });
            // A program that does not run is no bot to check: said as `match` says it (exit 2).
            if let Some(bot) = &played.unstartable {
                return super::messages::report_lines(stderr, "broadside bot check", &bot.worded(words));
            }
            let pid = seats[0].bot.as_ref().map(Bot::id);
            let cells = usize::from(resolved.board.columns) * usize::from(resolved.board.rows);
            let found = judge(&played, (move_time, fresh, cells), words);
            fresh = pid.is_none();
            problems += found.problems;
            let rules = if ruleset.starts_with("botcheck-") { words.say(ruleset, &[]) } else { (*ruleset).to_owned() };
            let args = [("game", num(game)), ("rules", text(rules)), ("result", text(found.head))];
            let id = if first { "botcheck-game-first" } else { "botcheck-game-second" };
            out += &(words.say(id, &args) + "\n");
            for line in found.lines {
                out += &format!("  {line}\n");
            }
            if let (Some(before), Some(now)) = (last_pid, pid)
                && before != now
                && found.problems == 0
            {
                out += &format!("  {}\n", words.say("botcheck-note-restarted", &[]));
            }
            last_pid = pid;
        }
    }
    out += &if problems == 0 {
        format!("\n{}\n", words.say("botcheck-complies", &[]))
    } else {
        format!("\n{}\n", words.say("botcheck-does-not-comply", &[("problems", num(problems as u64))]))
    };
    let status = if problems == 0 { EXIT_CLEAN } else { EXIT_FOUL };
    super::messages::written(stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush()), status, words.lang, stderr)
}

/// The bot's command as given: one word split as a shell would, or several as they stand.
fn command(words: &[String]) -> Result<BotCommand, crate::bot::BotArgFault> {
    match words {
        [one] => format!("{}={one}", NAMES[0]).parse(),
        _ => Ok(BotCommand {
            name: NAMES[0].to_owned(),
            command: joined(words),
            argv: words.to_vec(),
            sandbox: None,
            log_dir: None,
        }),
    }
}

/// Words joined into one command line as a shell would read it back.
fn joined(words: &[String]) -> String {
    // `try_join` refuses only a NUL byte, which no argument of a process can hold.
    shlex::try_join(words.iter().map(String::as_str)).unwrap_or_else(|_| words.join(" "))
}

/// Why `broadside bot check` cannot play its games (the facts; [`BotCheckFault::worded`] says
/// them).
#[derive(Debug)]
pub enum BotCheckFault {
    /// This program's own path, to run its `bot hunt` as the opponent, cannot be found: the
    /// operating system's reason.
    NoOpponent(std::io::Error),
}

impl BotCheckFault {
    /// The sentence, in `words`' language (after `broadside bot check: `).
    pub fn worded(&self, words: &Words) -> String {
        match self {
            BotCheckFault::NoOpponent(e) => {
                words.say("botcheck-error-no-opponent", &[("error", text(words.io_error(e)))])
            }
        }
    }
}

impl std::fmt::Display for BotCheckFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(&Words::default()))
    }
}

impl std::error::Error for BotCheckFault {}

/// The opponent: this program's own `bot hunt`, playing with `seed`.
///
/// # Errors
/// [`BotCheckFault::NoOpponent`] where this program's path cannot be found.
fn opponent(seed: u64) -> Result<BotCommand, BotCheckFault> {
    let program = std::env::current_exe().map_err(BotCheckFault::NoOpponent)?;
    let program = program.to_string_lossy().into_owned();
    let argv = vec![program, "bot".to_owned(), "hunt".to_owned(), "--seed".to_owned(), seed.to_string()];
    Ok(BotCommand { name: NAMES[1].to_owned(), command: joined(&argv), argv, sandbox: None, log_dir: None })
}

/// One game judged: how many problems the bot had, and the report's words on it: the head
/// (`ok, the bot won …`, `2 problems`) and one line a problem or note.
struct Found {
    problems: usize,
    head: String,
    lines: Vec<String>,
}

/// The cells of a log entry's `at`: one coordinate (`"C4"`, `[2, 3]`), a volley's list, or none
/// (a forfeit entry, or no entry).
fn fired_at(entry: Option<&Value>) -> Vec<&Value> {
    match entry.map(|e| &e["at"]) {
        Some(Value::Array(list)) if !list.first().is_some_and(Value::is_number) => list.iter().collect(),
        Some(Value::Null) | None => vec![],
        Some(one) => vec![one],
    }
}

/// How many of the board's `cells` the bot had not fired at before log entry `entry`.
fn unfired_before(entries: &[Value], entry: usize, cells: usize) -> usize {
    let seen: std::collections::HashSet<String> = entries[..entry.min(entries.len())]
        .iter()
        .filter(|e| e["player"] == NAMES[0])
        .flat_map(|e| fired_at(Some(e)))
        .map(Value::to_string)
        .collect();
    cells.saturating_sub(seen.len())
}

/// Reads what the bot did in one game from its record and verdict; `fresh` when its process
/// was started for this game (its first answer had [`STARTUP_GRACE`] more). The common
/// mistakes are named in words: an answer never flushed, debug text on standard output, a
/// salvo volley short of its allowance while the board had more cells it had not fired at
/// (`cells` is the board's size: near the end of a game, the cells left may be fewer).
fn judge(played: &Played, (move_time, fresh, cells): (Duration, bool, usize), words: &Words) -> Found {
    let verdict = &played.verdict;
    let record: Value = serde_json::from_str(&played.record).unwrap_or_default();
    let entries = record["shots"].as_array().map_or(&[][..], Vec::as_slice);
    let placed =
        record["meta"]["match"]["placed_by_referee"].as_array().is_some_and(|p| p.iter().any(|n| n == NAMES[0]));
    let mut lines = Vec::new();
    let mut problems = 0;
    let mut shots = 0;
    for (index, entry) in entries.iter().enumerate().filter(|(_, e)| e["player"] == NAMES[0]) {
        let Some(code) = entry["forfeit"].as_str() else {
            shots += 1;
            continue;
        };
        problems += 1;
        // Nothing at all in the game: the fleet it owed first never came.
        let silent = placed && shots == 0;
        let meta = &entry["meta"];
        // The referee's reason for the forfeit, as data (the record keeps it in English).
        let reason = played.forfeits.iter().find(|(i, _)| *i == index).map(|(_, why)| why);
        // Every forfeit the match writes has its reason as data; the record's English otherwise.
        let why = reason.map_or_else(|| meta["why"].as_str().unwrap_or_default().to_owned(), |why| why.worded(words));
        let why = escape(&why).into_owned();
        let said = meta["said"].as_str().unwrap_or_default();
        let mut args = vec![
            ("asked", text(if silent { "fleet" } else { "shot" })),
            ("shot", num(shots as u64 + 1)),
            ("why", text(why.clone())),
            ("said", text(quote(said))),
        ];
        lines.push(match code {
            "timeout" => {
                args.push(("ms", num(move_time.as_millis() as u64)));
                if silent && fresh {
                    args.push(("grace", num(STARTUP_GRACE.as_secs())));
                    words.say("botcheck-late-first", &args)
                } else {
                    words.say("botcheck-late", &args)
                }
            }
            "crashed" => words.say("botcheck-crashed", &args),
            // A line that is no JSON at all is most often debug text printed on standard output.
            _ if matches!(reason, Some(Why::NotTheObject { .. })) && serde_json::from_str::<Value>(said).is_err() => {
                words.say("botcheck-not-json", &args)
            }
            _ => words.say("botcheck-illegal", &args),
        });
        if code == "timeout" && silent {
            lines.push(format!("  {}", words.say("botcheck-flush-hint", &[])));
        }
        if let Some(err) = meta["stderr"].as_str().filter(|e| !e.trim().is_empty()) {
            let last: Vec<&str> = err.trim_end().lines().rev().take(3).collect();
            lines.extend(
                last.iter()
                    .rev()
                    .map(|line| format!("  {}", words.say("botcheck-stderr", &[("line", text(escape(line)))]))),
            );
        }
    }
    // The forfeits above are violations too; the rest are fouls and warnings in the game.
    let forfeits = ["timeout", "crashed", "illegal_message"];
    let mut short = Vec::new();
    let words = Words::of(verdict, words.lang);
    // Where a violation stands: at a log entry, or at the bot's fleet (no entry).
    let at = |v: &crate::verdict::Violation| {
        let place = text(if v.entry.is_some() { "entry" } else { "fleet" });
        vec![("where", place), ("entry", num(v.entry.unwrap_or(0) as u64)), ("code", text(v.code.as_str()))]
    };
    for v in verdict.violations.iter().filter(|v| v.player == NAMES[0] && !forfeits.contains(&v.code.as_str())) {
        let mut args = at(v);
        args.push(("message", text(escape(&words.violation(v)).into_owned())));
        if v.severity == Severity::Foul {
            problems += 1;
            lines.push(words.say("botcheck-foul", &args));
        } else if v.code == Code::TooFewShots {
            // A volley that fires every cell the bot has not fired at yet is all it could fire.
            if v.entry.is_none_or(|e| unfired_before(entries, e, cells) > fired_at(entries.get(e)).len()) {
                short.push((args, v));
            }
        } else {
            lines.push(words.say("botcheck-warning", &args));
        }
    }
    // A warning the game goes on past, but a bot that fires short gives shots away: one
    // problem a game, its first volley quoted.
    let volleys: u64 = short.iter().map(|(_, v)| v.count.max(1)).sum();
    if let Some((args, _)) = short.first_mut() {
        problems += 1;
        args.push(("volleys", num(volleys)));
        lines.push(words.say("botcheck-short", args));
    }
    if verdict.forfeiting_players.iter().any(|p| p == NAMES[1]) {
        lines.push(words.say("botcheck-note-opponent-forfeited", &[]));
    }
    let head = match problems {
        0 => {
            let id = match &verdict.winner {
                Some(w) if w == NAMES[0] => "botcheck-ok-won",
                Some(_) => "botcheck-ok-lost",
                None => "botcheck-ok-no-winner",
            };
            words.say(id, &[("turns", num(shots as u64))])
        }
        n => words.say("botcheck-problems", &[("problems", num(n as u64))]),
    };
    Found { problems, head, lines }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bot's cells are counted from its own entries only, a volley's each, a forfeit none.
    #[test]
    fn cells_left_to_a_bot_before_an_entry() {
        let entries: Vec<Value> = serde_json::from_str(
            r#"[{"player": "bot", "at": [[0, 0], [1, 0]]},
                {"player": "hunt", "at": [[5, 5], [6, 6], [7, 7]]},
                {"player": "bot", "at": [[0, 0], [2, 0]]},
                {"player": "bot", "at": [3, 3]},
                {"player": "bot", "forfeit": "timeout"}]"#,
        )
        .unwrap();
        assert_eq!(unfired_before(&entries, 0, 4), 4);
        assert_eq!(unfired_before(&entries, 2, 4), 2);
        // [0,0] fired twice counts once.
        assert_eq!(unfired_before(&entries, 3, 4), 1);
        assert_eq!(unfired_before(&entries, 5, 4), 0);
        assert_eq!(fired_at(entries.get(2)).len(), 2);
        assert_eq!(fired_at(entries.get(3)).len(), 1);
        assert_eq!(fired_at(entries.get(4)).len(), 0);
        assert_eq!(fired_at(None).len(), 0);
    }
}
