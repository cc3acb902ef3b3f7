//! `broadside match --sandbox` (docs/sandbox.md) against bots that try to get out (tests/bots/):
//! each is contained and loses with the right forfeit code, the honest bot wins, and no process of
//! theirs is left. Skipped, with a note, where bubblewrap cannot run; under `CI=true` that fails.

use std::io::ErrorKind;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::{self, BIN, check_jsonl};

/// Whether bubblewrap can make the namespaces the sandbox needs here.
fn bubblewrap() -> bool {
    common::engine_present(
        "bubblewrap",
        "bwrap",
        &["--unshare-user", "--unshare-net", "--unshare-pid", "--die-with-parent", "--ro-bind", "/", "/", "true"],
    )
}

/// A value unique to one test: set as `BOT_MARK` in the bots' environment, which every process
/// they start inherits, to find them in /proc.
fn mark(test: &str) -> String {
    format!("sandbox-{test}-{}", std::process::id())
}

/// Plays `games` games of examples/bot.py (`good`) against `bad` under `--sandbox`, with `env` set
/// for the bots.
fn sandboxed(test: &str, good: &str, bad: &str, env: &[(&str, &str)], extra: &[&str]) -> Output {
    let out = Command::new(BIN)
        .current_dir(common::stage())
        .arg("match")
        .args(["--bot", &format!("good={good}"), "--bot", &format!("bad={bad}")])
        .args(["--games", "2", "--concurrency", "2", "--move-time", "20000", "--seed", "3", "--sandbox", "--quiet"])
        .args(extra)
        .env("BOT_MARK", mark(test))
        .envs(env.iter().copied())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    out
}

/// Checks that `good` won every game, `bad` forfeiting each with `code`; returns the forfeit
/// entries.
fn bad_loses_with(out: &Output, code: &str) -> Vec<Value> {
    let verdicts = check_jsonl(&out.stdout);
    assert_eq!(verdicts.len(), 2);
    for v in &verdicts {
        assert_eq!(v["winner"], "good", "{v}");
        assert_eq!(v["forfeiting_players"], serde_json::json!(["bad"]), "{v}");
        assert_eq!(v["violations"][0]["code"], code, "{v}");
    }
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["shots"].as_array().unwrap().last().unwrap().clone())
        .collect()
}

/// Processes (not zombies) whose environment holds `BOT_MARK=mark`.
fn marked(mark: &str) -> Vec<String> {
    let needle = format!("BOT_MARK={mark}\0");
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(environ) = std::fs::read(entry.path().join("environ")) else { continue };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        let zombie = stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'));
        if !zombie && environ.windows(needle.len()).any(|w| w == needle.as_bytes()) {
            found.push(stat);
        }
    }
    found
}

/// No process the bots of test `test` started is running (a sandbox torn down may take a moment
/// to reap).
fn assert_no_process_left(test: &str) {
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        let left = marked(&mark(test));
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < until, "processes left: {left:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A fresh folder for one test's files, in the stage (outside /tmp, which the sandbox covers).
fn scratch(test: &str) -> PathBuf {
    let dir = common::stage().join(format!("sandbox-{test}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn stderr_of(forfeit: &Value) -> &str {
    forfeit["meta"]["stderr"].as_str().unwrap_or_default()
}

#[test]
fn a_bot_reaches_no_network_not_even_the_hosts_loopback() {
    if !bubblewrap() {
        return;
    }
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port().to_string();
    let out = sandboxed("net", "python3 examples/bot.py", "tests/bots/connects.py", &[("BOT_PORT", &port)], &[]);
    for forfeit in bad_loses_with(&out, "crashed") {
        assert!(stderr_of(&forfeit).contains("blocked: cannot connect"), "{forfeit}");
    }
    listener.set_nonblocking(true).unwrap();
    let accepted = listener.accept();
    assert_eq!(accepted.err().map(|e| e.kind()), Some(ErrorKind::WouldBlock), "a bot connected to the host");
    assert_no_process_left("net");
}

#[test]
fn a_bot_writes_nowhere_but_its_temporary_folder() {
    if !bubblewrap() {
        return;
    }
    let dir = scratch("write");
    // The bot's own folder, where anyone may write: only the sandbox's read-only view stops it.
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    let bot = dir.join("writes_outside.sh");
    std::fs::copy(common::stage().join("tests/bots/writes_outside.sh"), &bot).unwrap();
    let target = dir.join("escaped");
    let out = sandboxed(
        "write",
        "python3 examples/bot.py",
        &format!("sh {}", bot.display()),
        &[("BOT_TARGET", target.to_str().unwrap())],
        &[],
    );
    for forfeit in bad_loses_with(&out, "crashed") {
        assert!(stderr_of(&forfeit).contains("Read-only file system"), "{forfeit}");
    }
    assert!(!target.exists(), "the bot wrote {}", target.display());
    assert_no_process_left("write");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bot_cannot_read_another_bots_folder_and_its_own_starts_empty() {
    if !bubblewrap() {
        return;
    }
    let secret = mark("secret");
    // Twice: the second match's bots find their folders empty, as the first left them. Two games
    // at once: the keeper's two processes each have a folder of their own.
    for _ in 0..2 {
        let out = sandboxed(
            "read",
            "tests/bots/keeps_secret.sh examples/bot.py",
            "tests/bots/snoops.sh",
            &[("BOT_SECRET", &secret)],
            &[],
        );
        for forfeit in bad_loses_with(&out, "crashed") {
            assert!(stderr_of(&forfeit).contains("blocked: no secret to read"), "{forfeit}");
        }
        assert!(!String::from_utf8_lossy(&out.stdout).contains(&format!("found {secret}")));
        assert_no_process_left("read");
    }
}

#[test]
fn a_bot_cannot_read_the_records_standings_or_logs() {
    if !bubblewrap() {
        return;
    }
    let dir = scratch("records");
    let (standings, logs, records) = (dir.join("standings.json"), dir.join("logs"), dir.join("games.jsonl"));
    std::fs::write(&standings, "secret standings").unwrap();
    std::fs::write(&records, "secret records\n").unwrap();
    let elsewhere = scratch("records-standings").join("standings.json");
    std::fs::write(&elsewhere, "secret standings").unwrap();
    // Asked for its fleet, the bot reads each and answers with what it found.
    let snoop = dir.join("snoop.sh");
    let script = format!(
        "read -r _\necho \"$(cat {} {} {}/*/* 2>&1 | tr -d '\\n')\"\nexec sleep 600\n",
        elsewhere.display(),
        records.display(),
        logs.display()
    );
    std::fs::write(&snoop, script).unwrap();
    let play = |standings: &Path| {
        Command::new("sh")
            .current_dir(common::stage())
            .arg("-c")
            .arg(format!(
                "{BIN} match --bot good='python3 examples/bot.py' --bot 'bad=sh {}' --games 1 --sandbox --move-time 20000 \
                 --standings {} --log-dir {} >> {}",
                snoop.display(),
                standings.display(),
                logs.display(),
                records.display()
            ))
            .env("BOT_MARK", mark("records"))
            .output()
            .unwrap()
    };
    // Standings in the bot's folder: written anew by a rename every so many games, they could
    // not be hidden there, and the match is refused before any game.
    let out = play(&standings);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "--standings {}: it lies in {}, the folder of bot bad",
            standings.display(),
            dir.display()
        )),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&records).unwrap(), "secret records\n");
    // Elsewhere, they are out of its view altogether.
    let out = play(&elsewhere);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let written = std::fs::read_to_string(&records).unwrap();
    let record: Value = serde_json::from_str(written.lines().nth(1).unwrap()).unwrap();
    let forfeit = record["shots"].as_array().unwrap().last().unwrap();
    assert_eq!(forfeit["forfeit"], "illegal_message", "{forfeit}");
    // The files are there, and the bot's own log holds its `start`, but it read none of them.
    let said = forfeit["meta"]["said"].as_str().unwrap();
    assert!(said.contains("Permission denied") && !said.contains("secret") && !said.contains("start"), "{said}");
    assert!(std::fs::read_to_string(logs.join("game-000000/bad.log")).unwrap().contains("\"type\":\"start\""));
    assert!(std::fs::read_to_string(&elsewhere).unwrap().contains("\"games\""));
    assert_no_process_left("records");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(elsewhere.parent().unwrap());
}

#[test]
fn a_bot_over_its_memory_limit_is_stopped_and_crashed() {
    if !bubblewrap() {
        return;
    }
    let out = sandboxed("memory", "python3 examples/bot.py", "tests/bots/allocates.py", &[], &[]);
    for forfeit in bad_loses_with(&out, "crashed") {
        assert_eq!(
            forfeit["meta"]["why"], "it went over its memory limit of 1024 MB (--bot-memory) and was stopped",
            "{forfeit}"
        );
    }
    assert_no_process_left("memory");
}

#[test]
fn a_bot_over_its_process_limit_is_stopped_and_crashed() {
    if !bubblewrap() {
        return;
    }
    let out = sandboxed("fork", "python3 examples/bot.py", "tests/bots/forks.py", &[], &["--bot-processes", "32"]);
    for forfeit in bad_loses_with(&out, "crashed") {
        assert_eq!(
            forfeit["meta"]["why"],
            "it went over its limit of 32 processes and threads (--bot-processes) and was stopped",
            "{forfeit}"
        );
    }
    assert_no_process_left("fork");
}

#[test]
fn a_bot_over_a_limit_between_games_forfeits_its_next_game() {
    if !bubblewrap() {
        return;
    }
    // One game a pair, one at a time: good against bad, good against other (while bad, idle,
    // is stopped for its children), then bad against other.
    let out = Command::new(BIN)
        .current_dir(common::stage())
        .args(["match", "--bot", "good=python3 examples/bot.py", "--bot", "bad=tests/bots/forks_after_a_game.py"])
        .args(["--bot", "other=python3 examples/bot.py", "--games", "1", "--concurrency", "1", "--move-time", "20000"])
        .args(["--sandbox", "--bot-processes", "32", "--seed", "2"])
        .env("BOT_MARK", mark("between"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let records: Vec<Value> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(records.len(), 3);
    // Its first game is played to the end; stopped after it, the bot is charged in its next game
    // rather than started again as a bot that exited on its own would be.
    assert!(records[0]["shots"].as_array().unwrap().iter().all(|e| e.get("forfeit").is_none()), "{}", records[0]);
    assert!(records[2]["players"].to_string().contains("bad"), "{}", records[2]);
    let forfeit = &records[2]["shots"][0];
    assert_eq!(forfeit["player"], "bad", "{forfeit}");
    assert_eq!(forfeit["forfeit"], "crashed", "{forfeit}");
    assert_eq!(
        forfeit["meta"]["why"], "it went over its limit of 32 processes and threads (--bot-processes) and was stopped",
        "{forfeit}"
    );
    assert_no_process_left("between");
}

#[test]
fn a_child_in_a_session_of_its_own_does_not_outlive_the_match() {
    if !bubblewrap() {
        return;
    }
    let out = sandboxed("setsid", "python3 examples/bot.py", "tests/bots/setsid.py", &[], &[]);
    bad_loses_with(&out, "crashed");
    assert_no_process_left("setsid");
}

#[test]
fn the_built_in_bots_play_the_same_games_contained() {
    if !bubblewrap() {
        return;
    }
    let play = |sandbox: bool| {
        let mut command = Command::new(BIN);
        let bin = common::staged_bin();
        command.current_dir(common::stage());
        command.args(["match", "--bot", &format!("hunt={bin} bot hunt --seed 1"), "--bot"]);
        command.args([&format!("rand={bin} bot random --seed 2"), "--games", "6", "--seed", "4", "--quiet"]);
        if sandbox {
            command.arg("--sandbox");
        }
        let out = command.output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        check_jsonl(&out.stdout).into_iter().map(|v| (v["winner"].clone(), v["stats"].clone())).collect::<Vec<_>>()
    };
    assert_eq!(play(true), play(false));
}

#[test]
fn without_bubblewrap_a_sandboxed_match_is_refused_before_any_game() {
    let out = Command::new(BIN)
        .current_dir(common::stage())
        .args(["match", "--bot", "a=/bin/true", "--bot", "b=/bin/true", "--sandbox"])
        .env("PATH", "/nonexistent")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--sandbox: cannot run bubblewrap (`bwrap`)"), "{stderr}");
    assert!(stderr.contains("apt-get install bubblewrap"), "{stderr}");
    // The limits mean nothing without the sandbox.
    let out =
        Command::new(BIN).args(["match", "--bot", "a=x", "--bot", "b=y", "--bot-memory", "100"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--sandbox"));
}

#[test]
fn without_bubblewrap_the_refusal_is_said_in_the_language() {
    for command in [&["match", "--bot", "a=/bin/true", "--bot", "b=/bin/true"][..], &["bot", "check"]] {
        let out = Command::new(BIN)
            .current_dir(common::stage())
            .args(command)
            .args(["--sandbox", "--lang", "ru"])
            .args(if command[0] == "bot" { &["/bin/true"][..] } else { &[] })
            .env("PATH", "/nonexistent")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{command:?}");
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("--sandbox: не удаётся запустить bubblewrap (`bwrap`)"), "{stderr}");
        assert!(stderr.contains("установите его (Debian: apt-get install bubblewrap)"), "{stderr}");
        assert!(!stderr.contains("cannot run") && !stderr.contains("install it"), "{stderr}");
    }
}

/// Copies the honest bot examples/bot.py into `dir` (made with `mode`), as a bot in a folder of
/// its own.
fn honest_bot_in(dir: &Path, mode: u32) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let bot = dir.join("bot.py");
    std::fs::copy(common::stage().join("examples/bot.py"), &bot).unwrap();
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(mode)).unwrap();
    bot
}

/// Plays `games` games of `one` against `two` (NAME=COMMAND), in `dir`, under `--sandbox` or not.
fn play_in(dir: &Path, one: &str, two: &str, sandbox: bool, extra: &[&str]) -> Output {
    let mut command = Command::new(BIN);
    command.current_dir(dir).args(["match", "--bot", one, "--bot", two, "--games", "2", "--seed", "5"]);
    command.args(["--move-time", "20000", "--quiet"]).args(extra);
    if sandbox {
        command.arg("--sandbox");
    }
    let out = command.output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    out
}

/// The forfeits in a match's records: (player, code, meta).
fn forfeits(out: &Output) -> Vec<(String, String, Value)> {
    check_jsonl(&out.stdout);
    common::json_lines(&out.stdout)
        .iter()
        .flat_map(|record| record["shots"].as_array().unwrap().clone())
        .filter(|entry| entry.get("forfeit").is_some())
        .map(|e| {
            (e["player"].as_str().unwrap().to_owned(), e["forfeit"].as_str().unwrap().to_owned(), e["meta"].clone())
        })
        .collect()
}

#[test]
fn a_bot_under_tmp_plays_contained() {
    if !bubblewrap() {
        return;
    }
    // Each sandbox has a /tmp of its own, over which the bot's folder is laid.
    let dir = std::env::temp_dir().join(format!("broadside-tmp-bot-{}", std::process::id()));
    let bot = honest_bot_in(&dir, 0o755);
    let out =
        play_in(common::stage(), "good=python3 examples/bot.py", &format!("tmp=python3 {}", bot.display()), true, &[]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(forfeits(&out), []);
    assert_eq!(common::json_lines(&out.stdout).len(), 2);
}

#[test]
fn an_honest_bot_in_a_private_folder_plays_contained() {
    if !bubblewrap() {
        return;
    }
    let root = rustix::process::geteuid().is_root();
    let dir = scratch("private");
    let bot = honest_bot_in(&dir.join("mine"), 0o700);
    if root {
        // Under root the bot runs as its folder's owner: a user's private folder is readable to it.
        std::os::unix::fs::chown(&bot, Some(1000), Some(1000)).unwrap();
        std::os::unix::fs::chown(bot.parent().unwrap(), Some(1000), Some(1000)).unwrap();
        std::fs::set_permissions(&bot, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let mine = format!("mine=python3 {}", bot.display());
    let out = play_in(common::stage(), "good=python3 examples/bot.py", &mine, true, &[]);
    assert_eq!(forfeits(&out), []);
    assert_eq!(common::json_lines(&out.stdout).len(), 2);
    if root {
        // Root's own private folder (`mktemp -d` as root): the bot would run as nobody, who cannot
        // read it, so the match is refused before any game, saying what to change.
        let theirs = honest_bot_in(&dir.join("roots"), 0o700);
        let out = Command::new(BIN)
            .current_dir(common::stage())
            .args(["match", "--sandbox", "--bot", "good=python3 examples/bot.py"])
            .args(["--bot", &format!("roots=python3 {}", theirs.display())])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&format!("--bot roots: cannot start `python3 {}`", theirs.display())), "{stderr}");
        assert!(
            stderr.contains("(mode 700, uid 0) is not readable by the user the contained bot runs as (uid 65534)"),
            "{stderr}"
        );
        assert!(stderr.contains("chmod -R o+rX"), "{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bot_sees_neither_another_bots_folder_nor_the_book_nor_the_logs_in_its_own() {
    if !bubblewrap() {
        return;
    }
    // The tournament's folder is the peeking bot's own: the other bot's folder, the book and the
    // logs lie in it, each readable by any user.
    let dir = scratch("peek");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    for bot in ["peeks.sh", "common.sh"] {
        std::fs::copy(common::stage().join("tests/bots").join(bot), dir.join(bot)).unwrap();
    }
    let ann = honest_bot_in(&dir.join("ann"), 0o755);
    let secret = mark("peek");
    std::fs::write(dir.join("ann/notes"), &secret).unwrap();
    let book =
        Command::new(BIN).args(["generate", "--rules", "classic", "--book", "2", "--seed", "1"]).output().unwrap();
    std::fs::write(dir.join("book.jsonl"), &book.stdout).unwrap();
    let look = format!("ann/notes {} book.jsonl {}/book.jsonl", dir.join("ann/notes").display(), dir.display());
    let play = |sandbox: bool| {
        let mut command = Command::new(BIN);
        command.current_dir(&dir).args(["match", "--bot", &format!("ann=python3 {}", ann.display())]);
        command.args(["--bot", "ben=sh peeks.sh", "--games", "2", "--concurrency", "2", "--seed", "5", "--quiet"]);
        command.args(["--move-time", "20000"]);
        command.args(["--book", "book.jsonl", "--log-dir", "logs"]).env("BOT_LOOK", &look);
        if sandbox {
            command.arg("--sandbox");
        }
        let out = command.output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        out
    };
    // Let out, it reads ann's notes at once, and forfeits by saying so.
    let out = play(false);
    let found = forfeits(&out);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|(who, code, meta)| who == "ben"
        && code == "illegal_message"
        && meta["said"] == format!("found {secret}")));
    // Contained, it reads none of them and plays its games out as an honest bot would.
    let out = play(true);
    assert_eq!(forfeits(&out), []);
    let records = common::json_lines(&out.stdout);
    assert_eq!(records.len(), 2);
    let log = std::fs::read_to_string(dir.join("logs/game-000000/ben.log")).unwrap();
    for path in look.split(' ') {
        assert!(log.contains(&format!("blocked: cannot read {path}")), "{path} in {log}");
    }
    assert!(!String::from_utf8_lossy(&out.stdout).contains(&secret));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bot_gets_no_descriptor_the_match_inherited() {
    if !bubblewrap() {
        return;
    }
    let dir = scratch("inherited");
    // A file only root (or the match's user) may write, open on descriptor 7 of the match.
    let target = dir.join("only-mine");
    std::fs::write(&target, "untouched\n").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
    for sandbox in [false, true] {
        let out = Command::new("sh")
            .current_dir(common::stage())
            .arg("-c")
            .arg(format!(
                "exec {BIN} match --bot 'good=python3 examples/bot.py' --bot bad=tests/bots/writes_inherited.sh \
                 --games 2 --seed 5 --move-time 20000 --quiet --log-dir {} {} 7<>{}",
                dir.join("logs").display(),
                if sandbox { "--sandbox" } else { "" },
                target.display()
            ))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(forfeits(&out), [], "sandbox: {sandbox}");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "untouched\n", "sandbox: {sandbox}");
        let log = std::fs::read_to_string(dir.join("logs/game-000000/bad.log")).unwrap();
        assert!(log.contains("blocked: no descriptor 7"), "{log}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bot_that_closes_its_output_or_input_is_crashed_contained_or_not() {
    if !bubblewrap() {
        return;
    }
    // bubblewrap holds the bot's input and output open too: without a look at what the bot's
    // own processes hold, both were `timeout` contained.
    for (bot, why) in [
        ("tests/bots/closes_output.sh", "it closed its output"),
        ("tests/bots/closes_input.sh", "it exited or closed its input before it was asked"),
    ] {
        for sandbox in [false, true] {
            let out = play_in(common::stage(), "good=python3 examples/bot.py", &format!("bad={bot}"), sandbox, &[]);
            let found = forfeits(&out);
            assert_eq!(found.len(), 2, "{found:?}");
            for (who, code, meta) in found {
                assert_eq!((who.as_str(), code.as_str()), ("bad", "crashed"), "{bot}, sandbox: {sandbox}");
                assert_eq!(meta["why"], why, "{bot}, sandbox: {sandbox}");
            }
        }
    }
}

#[test]
fn a_bot_cannot_signal_its_opponent_contained() {
    if !bubblewrap() {
        return;
    }
    let dir = scratch("signal");
    let victim = honest_bot_in(&dir.join("victim"), 0o755);
    let one = format!("victim=python3 {}", victim.display());
    let play = |sandbox: bool| {
        let mut command = Command::new(BIN);
        command.current_dir(common::stage()).args([
            "match",
            "--bot",
            &one,
            "--bot",
            "bad=tests/bots/kills_opponent.sh",
        ]);
        // Two games at once: each is a run of its own for the bad bot, which looks once a run.
        command.args(["--games", "2", "--concurrency", "2", "--seed", "5", "--move-time", "20000", "--quiet"]);
        command.arg("--log-dir");
        command.arg(dir.join("logs")).env("BOT_VICTIM", &victim);
        if sandbox {
            command.arg("--sandbox");
        }
        let out = command.output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        out
    };
    // Let out, it kills the other bot in each game.
    let found = forfeits(&play(false));
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|(who, code, _)| who == "victim" && code == "crashed"), "{found:?}");
    // Contained, it sees no process but its own, and the games are played out.
    let out = play(true);
    assert_eq!(forfeits(&out), []);
    assert_eq!(common::json_lines(&out.stdout).len(), 2);
    let log = std::fs::read_to_string(dir.join("logs/game-000000/bad.log")).unwrap();
    assert!(log.contains("killed 0"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}
