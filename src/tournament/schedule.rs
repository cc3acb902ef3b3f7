//! The schedule of a match: which bots play game `g`, with which fleets of the book, and in
//! which pair; the slice of it a shard plays (`--shard I/N`), and the games a resumed match still
//! has to play (`--resume FILE`). Every figure is a function of the game's index, the bots, the
//! book and the seed only, so any slice of the schedule, on any machine, plays the games the
//! whole schedule would.

use std::collections::BTreeSet;

use crate::book::{Entry, Order, pick};
use crate::bot::BotCommand;
use crate::live::{Bank, BankMeta, BookMeta, SandboxMeta};
use crate::match_file::{BankLimits, Differs, FilePlace, MatchFileError, ResumeFault, SandboxLimits};
use crate::pentanomial::Pairing;
use crate::protocol::PROTOCOL;
use crate::record::meta::{MatchMeta, Meta};
use crate::referee::{Referee, parse_record};
use crate::rules::RulesSpec;
use crate::standings::Standings;
use crate::verdict::Outcome;

/// One game of the schedule: its bots, in `players` order (the first shoots first), its round,
/// and under `--pairs` its pair of games and its game in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fixture {
    pub players: [usize; 2],
    pub round: u64,
    pub pair: Option<(u64, u8)>,
}

/// The schedule of a match: which bots meet (every pair in `--bot` order, or a gauntlet's), and
/// whether games come in pairs.
pub(crate) struct Schedule {
    pub meetings: Vec<[usize; 2]>,
    pub pairs: bool,
    /// A gauntlet's bot.
    pub hero: Option<usize>,
}

impl Schedule {
    /// Every pair of `bots` meets.
    pub fn round_robin(bots: usize, pairs: bool) -> Schedule {
        Schedule { meetings: (0..bots).flat_map(|i| (i + 1..bots).map(move |j| [i, j])).collect(), pairs, hero: None }
    }

    /// Bot `hero` meets each other of `bots`, in their order, as the first of each meeting.
    pub fn gauntlet(bots: usize, hero: usize, pairs: bool) -> Schedule {
        Schedule { meetings: (0..bots).filter(|&j| j != hero).map(|j| [hero, j]).collect(), pairs, hero: Some(hero) }
    }

    /// The names of `bots` in the order the standings list them: `--bot` order, a gauntlet's
    /// bot first, so that every pair of the standings is written from its side (docs/match.md).
    pub fn standings_order<'b>(&self, bots: &'b [BotCommand]) -> Vec<&'b str> {
        let hero = self.hero.map(|h| bots[h].name.as_str());
        hero.into_iter()
            .chain(bots.iter().enumerate().filter(|&(i, _)| Some(i) != self.hero).map(|(_, b)| b.name.as_str()))
            .collect()
    }

    /// Game `g`: round `u / M` of meeting `u % M` (M meetings), where `u` is `g`, or `g / 2`
    /// under `--pairs`, so that every meeting has been played about as often at any point.
    /// Without pairs the meeting's first bot shoots first in even rounds, the second in odd
    /// ones; with pairs, the first in a pair's game 0 and the second in its game 1.
    pub fn game(&self, g: u64) -> Fixture {
        let (u, k) = if self.pairs { (g / 2, (g % 2) as u8) } else { (g, 0) };
        let m = self.meetings.len() as u64;
        let round = u / m;
        let [a, b] = self.meetings[(u % m) as usize];
        let swapped = if self.pairs { k == 1 } else { !round.is_multiple_of(2) };
        Fixture { players: if swapped { [b, a] } else { [a, b] }, round, pair: self.pairs.then_some((u, k)) }
    }

    /// The games of shard `shard` (from 1) of `shards` of a schedule of `total` games: the
    /// `shard`-th of `shards` slices as equal as can be, in order, a pair of games never cut.
    pub fn slice(&self, total: u64, shard: u64, shards: u64) -> std::ops::Range<u64> {
        let unit = if self.pairs { 2 } else { 1 };
        let units = total / unit;
        let at = |i: u64| u64::try_from(u128::from(units) * u128::from(i) / u128::from(shards)).unwrap_or(units) * unit;
        at(shard - 1)..at(shard)
    }
}

/// The book's entry and meta of game `fixture` (game `g`), if the match has a book.
pub(crate) fn booked<'b>(
    book: Option<&'b [Entry]>,
    order: Order,
    seed: u64,
    fixture: &Fixture,
) -> Option<(&'b Entry, BookMeta)> {
    let entries = book?;
    let entry = &entries[pick(entries.len(), order, seed, fixture.round)];
    let meta = BookMeta { line: entry.line, pair: fixture.pair.map(|p| p.0), pair_game: fixture.pair.map(|p| p.1) };
    Some((entry, meta))
}

/// What a match is, to tell its records from another's: everything that changes a game (its
/// schedule, seed, bots, rules, book and its contents, limits, time control, sandbox, and the
/// protocol's version).
pub(crate) struct Identity<'a> {
    pub schedule: &'a Schedule,
    pub total: u64,
    pub seed: u64,
    pub bots: &'a [BotCommand],
    pub spec: &'a RulesSpec,
    pub book: Option<&'a [Entry]>,
    pub order: Order,
    /// The book file's SHA-256, lowercase hex (empty without a book).
    pub book_sha256: &'a str,
    /// The move limit, in log entries.
    pub max_moves: usize,
    /// Each bot's move time, in `bots` order.
    pub move_time: &'a [std::time::Duration],
    pub bank: Option<Bank>,
    pub sandbox: Option<SandboxMeta>,
}

/// The games a file of records already holds, and their standings.
pub(crate) struct Resumed {
    /// The indices of the games already played.
    pub done: BTreeSet<u64>,
    pub standings: Standings,
    pub pairing: Pairing,
    /// The length of the file's whole lines, when its last line was cut short (the match was
    /// killed while writing it): that game is played again.
    pub cut_short: Option<u64>,
}

/// A record's time bank as its fault says it.
fn bank_limits(bank: Option<BankMeta>) -> Option<BankLimits> {
    bank.map(|b| BankLimits { ms: b.ms, increment: b.increment })
}

/// A record's sandbox as its fault says it.
fn sandbox_limits(sandbox: Option<SandboxMeta>) -> Option<SandboxLimits> {
    sandbox.map(|s| SandboxLimits { memory_mb: s.memory_mb, processes: u64::from(s.processes) })
}

/// Reads the records of `text` (the JSON Lines a match wrote) as games of the match `identity`.
///
/// A record whose log stops before the game is decided, though no limit ended it (its shots cut
/// short), is no game played: the last record of the file is taken off and played again, as a
/// line cut short is; elsewhere it is refused.
///
/// # Errors
/// At its line: a line that is not a record of a game, a game of another match (anything that
/// changes a game differs: schedule, seed, bots, rules, book or its contents, move limit, move
/// time, time bank, sandbox, protocol), a record cut short before the last, or a game twice.
pub(crate) fn resume(text: &str, identity: &Identity<'_>) -> Result<Resumed, MatchFileError> {
    let names: Vec<&str> = identity.bots.iter().map(|b| b.name.as_str()).collect();
    let order = identity.schedule.standings_order(identity.bots);
    let mut resumed = Resumed {
        done: BTreeSet::new(),
        standings: Standings::with_players(&order),
        pairing: Pairing::with_players(&order),
        cut_short: None,
    };
    let rules = serde_json::to_value(identity.spec).unwrap_or_default();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut offset = 0;
    for (i, line) in lines.iter().enumerate() {
        let at = |fault: ResumeFault| MatchFileError::new(FilePlace::Line(i + 1), fault);
        let start = offset;
        offset += line.len();
        if line.trim().is_empty() {
            continue;
        }
        let record = match parse_record(line.trim_end()) {
            Ok(record) => record,
            // A last line with no line end: the match was killed as it wrote it.
            Err(_) if i + 1 == lines.len() && !line.ends_with('\n') => {
                resumed.cut_short = Some((text.len() - line.len()) as u64);
                continue;
            }
            Err(e) => return Err(at(ResumeFault::NotARecord(e))),
        };
        let verdict = Referee::default().adjudicate(&record).map_err(|e| at(ResumeFault::CannotAdjudicate(e)))?;
        let meta: Option<MatchMeta<'_>> =
            verdict.meta.as_deref().and_then(|m| serde_json::from_str::<Meta<'_>>(m.get()).ok()).and_then(|m| m.game);
        // A game of a match has its seed, its number and its programs; without them the record
        // is not one.
        let Some((meta, seed, game, programs)) = meta.and_then(|mut m| {
            let (seed, game) = (m.seed?, m.game?);
            let programs = m.programs.take()?;
            Some((m, seed, game, programs))
        }) else {
            return Err(at(ResumeFault::NotAMatchRecord));
        };
        let other = |differs: Differs| at(ResumeFault::Another(differs));
        if seed != identity.seed {
            return Err(other(Differs::Seed { there: seed, here: identity.seed }));
        }
        if game >= identity.total {
            return Err(other(Differs::PastSchedule { game, total: identity.total }));
        }
        let fixture = identity.schedule.game(game);
        let players = fixture.players.map(|p| names[p]);
        if verdict.players != players {
            return Err(other(Differs::Players {
                game,
                here: players.map(str::to_owned),
                there: verdict.players.clone(),
            }));
        }
        for p in fixture.players {
            let bot = &identity.bots[p];
            if programs.get(&bot.name).map(|c| c.as_ref()) != Some(bot.command.as_str()) {
                return Err(other(Differs::Program { name: bot.name.clone(), command: bot.command.clone() }));
            }
        }
        if serde_json::to_value(&verdict.rules).unwrap_or_default() != rules {
            return Err(other(Differs::Rules));
        }
        check_limits(&meta, &fixture, identity).map_err(other)?;
        let expected = booked(identity.book, identity.order, identity.seed, &fixture).map(|b| b.1);
        if meta.book.as_ref().map(|b| b.entry) != expected {
            return Err(other(Differs::Book));
        }
        if let Some(book) = &meta.book
            && book.sha256.as_deref() != Some(identity.book_sha256)
        {
            return Err(other(Differs::BookContents {
                there: book.sha256.as_deref().map(str::to_owned),
                here: identity.book_sha256.to_owned(),
            }));
        }
        // A log that stops undecided with no limit reached: shots cut off the record.
        if verdict.outcome == Outcome::Unfinished && meta.limit_reached.is_none() && meta.referee_error.is_none() {
            if lines[i + 1..].iter().all(|l| l.trim().is_empty()) {
                resumed.cut_short = Some(start as u64);
                continue;
            }
            return Err(at(ResumeFault::CutShort { game }));
        }
        if !resumed.done.insert(game) {
            return Err(at(ResumeFault::Twice { game }));
        }
        resumed.standings.add(&verdict);
        resumed.pairing.add(&verdict);
    }
    Ok(resumed)
}

/// Checks that a record's limits, time control, sandbox and protocol are the match's.
///
/// # Errors
/// What differs.
fn check_limits(meta: &MatchMeta<'_>, fixture: &Fixture, identity: &Identity<'_>) -> Result<(), Differs> {
    if meta.protocol != Some(PROTOCOL) {
        return Err(Differs::Protocol { there: meta.protocol, here: PROTOCOL });
    }
    if meta.max_moves != Some(identity.max_moves as u64) {
        return Err(Differs::MaxMoves { there: meta.max_moves, here: identity.max_moves as u64 });
    }
    for p in fixture.players {
        let name = &identity.bots[p].name;
        let here = u64::try_from(identity.move_time[p].as_millis()).unwrap_or(u64::MAX);
        let there = meta.move_time.get(name).copied();
        if there != Some(here) {
            return Err(Differs::MoveTime { name: name.clone(), there, here });
        }
    }
    let bank = identity.bank.map(BankMeta::from);
    if meta.time_bank != bank {
        return Err(Differs::TimeBank { there: bank_limits(meta.time_bank), here: bank_limits(bank) });
    }
    if meta.sandbox != identity.sandbox {
        return Err(Differs::Sandbox { there: sandbox_limits(meta.sandbox), here: sandbox_limits(identity.sandbox) });
    }
    Ok(())
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

    #[test]
    fn shards_cut_the_schedule_into_equal_slices_that_keep_pairs_whole() {
        let single = Schedule::round_robin(2, false);
        let slices: Vec<_> = (1..=4).map(|i| single.slice(10, i, 4)).collect();
        assert_eq!(slices, [0..2, 2..5, 5..7, 7..10]);
        let paired = Schedule::round_robin(2, true);
        let slices: Vec<_> = (1..=4).map(|i| paired.slice(10, i, 4)).collect();
        assert_eq!(slices, [0..2, 2..4, 4..6, 6..10]);
        assert!(slices.iter().all(|s| s.start % 2 == 0 && s.end % 2 == 0));
        assert_eq!(single.slice(3, 5, 5), 2..3);
        assert_eq!(single.slice(u64::MAX, 2, 2).end, u64::MAX);
    }

    #[test]
    fn lines_that_are_no_game_of_the_match_are_refused_without_panic() {
        let bots: Vec<BotCommand> = ["a=x", "b=y"].iter().map(|b| b.parse().unwrap()).collect();
        let schedule = Schedule::round_robin(2, false);
        let spec = RulesSpec::Preset(crate::rules::Preset::Classic);
        let identity = Identity {
            schedule: &schedule,
            total: 4,
            seed: 1,
            bots: &bots,
            spec: &spec,
            book: None,
            order: Order::Sequential,
            book_sha256: "",
            max_moves: 400,
            move_time: &[std::time::Duration::from_millis(1000); 2],
            bank: None,
            sandbox: None,
        };
        let record = |meta: &str| {
            format!(
                "{{\"rules\": \"classic\", \"players\": [\"a\", \"b\"], \"meta\": {meta}, \"fleets\": {{\"a\": [], \"b\": []}}, \"shots\": []}}\n"
            )
        };
        let limits = r#""protocol": 2, "max_moves": 400, "move_time": {"a": 1000, "b": 1000}"#;
        let game0 = |more: &str| {
            record(&format!(r#"{{"match": {{"seed": 1, "game": 0, "programs": {{"a": "x", "b": "y"}}, {more}}}}}"#))
        };
        for (text, words) in [
            ("garbage\n".to_owned(), "f:1: not a record of a game"),
            (record("{}"), "f:1: not a record `broadside match` wrote"),
            (record(r#"{"match": {"seed": 1, "game": 99, "programs": {}}}"#), "past this schedule's 4 games"),
            (record(r#"{"match": {"seed": 1, "game": 1, "programs": {}}}"#), "game 1 is `b` against `a` here"),
            (
                record(r#"{"match": {"seed": 1, "game": 0, "programs": {"a": "x"}}}"#),
                "`b` is not the program `y` there",
            ),
            (game0(&format!(r#"{limits}, "book": {{"line": 1}}"#)), "book"),
            (record(r#"{"match": {"seed": 2, "game": 0, "programs": {}}}"#), "its seed is 2, this match's 1"),
        ] {
            let e = resume(&text, &identity).err().map(|e| format!("f:{e}")).unwrap_or_default();
            assert!(e.contains(words), "{words}: {e}");
        }
        for (more, words) in [
            (r#""max_moves": 400"#, "protocol 1 (no `protocol` in its meta.match)"),
            (&limits.replace("400", "300"), "its move limit is 300, this match's 400 (--max-moves)"),
            (&limits.replace("\"b\": 1000", "\"b\": 999"), "`b`'s move time is 999 ms there, 1000 ms here"),
            (
                &format!(r#"{limits}, "time_bank": {{"ms": 5, "increment": 0}}"#),
                "its time bank is 5+0 ms, this match's none",
            ),
            (
                &format!(r#"{limits}, "sandbox": {{"memory_mb": 64, "processes": 8}}"#),
                "its sandbox is 64 MB, 8 processes, this match's none",
            ),
        ] {
            let e = resume(&game0(more), &identity).err().map(|e| format!("f:{e}")).unwrap_or_default();
            assert!(e.contains(words), "{words}: {e}");
        }
        let good = game0(&format!(r#"{limits}, "limit_reached": "moves""#));
        let resumed = resume(&good, &identity).unwrap();
        assert_eq!(resumed.done, BTreeSet::from([0]));
        assert_eq!(resumed.cut_short, None);
        let cut = format!("{good}{}", &good[..20]);
        assert_eq!(resume(&cut, &identity).unwrap().cut_short, Some(good.len() as u64));
        let twice = resume(&format!("{good}{good}"), &identity).err().map(|e| format!("f:{e}")).unwrap_or_default();
        assert!(twice.contains("f:2: game 0 is in the file twice"), "{twice}");
    }
}
