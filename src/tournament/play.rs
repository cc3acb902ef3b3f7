//! A match's games played on threads, each thread seating every bot (a process each) and playing
//! the next game of the schedule not yet taken; the games taken back in schedule order, each
//! counted and written into the [`Sink`] as it comes; then the results written.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use super::files::{ReportFile, cannot_write};
use super::plan::{Keeping, Lineup, MatchError, Sink, Tournament};
use super::results::{llr, progress, sprt_text, standings_text, write_whole};
use super::schedule::{Fixture, booked};
use crate::bot::tree;
use crate::live::{Booked, Played, Seat, Setup, Unstartable, play};
use crate::sprt::Decision;
use crate::standings::describe_in;
use crate::words::{Words, num, text};

/// How a match ended, its results written.
#[derive(Debug)]
pub enum Ended {
    /// Its games were played: the shard's slice of the schedule, or as many as the test needed to
    /// decide. `failing`: the test accepted H0 (the first bot is no better), or a game of a CI
    /// report failed (`broadside match` exits 1).
    Played { failing: bool },
    /// A signal (SIGINT, SIGTERM or SIGHUP, its number) interrupted it: every bot process was
    /// killed, and the games that had finished were written.
    Interrupted { signal: i32 },
    /// A record could not be kept (the sink's error); those before it were.
    Unwritten(std::io::Error),
}

/// What the threads of a match share: the next game to take, and whether and why it stops.
#[derive(Default)]
struct Control {
    /// The place of the next game to take in the games to play.
    next: AtomicU64,
    stop: AtomicBool,
    /// The signal that interrupted the match, or 0.
    interrupted: AtomicI32,
}

/// What the games of a run came to, as they are taken back.
struct Tally {
    /// Games taken back (and written) in this run.
    written: u64,
    /// Games this run plays.
    total: u64,
    started: Instant,
    /// Games come back early, by their place in the games to play.
    waiting: BTreeMap<u64, Played>,
    decision: Option<Decision>,
    /// The first error of the sink, after which no record is given to it.
    write_error: Option<std::io::Error>,
    /// A bot that cannot run at all (it exited before reading anything in its first game).
    unstartable: Option<Unstartable>,
}

impl Tournament {
    /// Plays the match's games into `sink`, then writes its results: the standings, the pairs and
    /// the test's state told to `sink`, the standings file and the CI reports. On SIGINT, SIGTERM
    /// or SIGHUP the games under way end at once, every bot process is killed, and the games that
    /// had finished are written.
    ///
    /// # Errors
    /// The standings file or a report cannot be written, or a bot does not run at all (no more
    /// games are played: each would be a forfeit of a program that does not run).
    pub fn play(self, sink: &mut dyn Sink) -> Result<Ended, MatchError> {
        let Tournament { words, lineup, mut keeping, signals, workers } = self;
        let (tally, interrupted) = play_games(&lineup, &mut keeping, signals, workers, &words, sink);
        write_results(keeping, tally, interrupted, &words, sink)
    }
}

/// Plays the games of `lineup` on `workers` threads, each taken back into `keeping` and `sink` in
/// schedule order, until none is left or the match stops (the test decided, a record could not be
/// written, a bot does not run, or one of `signals` came). Returns the tally and the signal that
/// interrupted the match, or 0.
fn play_games(
    lineup: &Lineup,
    keeping: &mut Keeping,
    mut signals: Signals,
    workers: usize,
    words: &Words,
    sink: &mut dyn Sink,
) -> (Tally, i32) {
    let control = Control::default();
    let mut tally = Tally {
        written: 0,
        total: lineup.todo.len() as u64,
        started: Instant::now(),
        waiting: BTreeMap::new(),
        decision: None,
        write_error: None,
        unstartable: None,
    };
    let signal_handle = signals.handle();
    std::thread::scope(|scope| {
        let control = &control;
        scope.spawn(move || {
            if let Some(signal) = signals.forever().next() {
                control.interrupted.store(signal, Ordering::SeqCst);
                control.stop.store(true, Ordering::SeqCst);
                // The games under way end at once: their bots are killed, and no bot starts.
                tree::close();
            }
        });
        let (sender, results) = mpsc::channel::<(u64, Played)>();
        let running: Vec<_> = (0..workers)
            .map(|_| {
                let sender = sender.clone();
                scope.spawn(move || seat_games(lineup, control, &sender))
            })
            .collect();
        drop(sender);
        take_back(&results, &mut tally, keeping, words, sink, control);
        for worker in running {
            let _ = worker.join();
        }
        // Games that finished after one the interruption cut short: written too, in order.
        if control.interrupted.load(Ordering::SeqCst) != 0 {
            for (_, game) in std::mem::take(&mut tally.waiting) {
                tally.take(game, keeping, words, sink, &control.stop);
            }
        }
        signal_handle.close();
    });
    (tally, control.interrupted.load(Ordering::SeqCst))
}

/// One thread's games: the next game of `lineup` not yet taken, again and again, each sent with
/// its place in `lineup.todo`, until none is left or the match stops. The thread's seats (a
/// process a bot) live as long as it: dropping them kills every bot and every process it started.
fn seat_games(lineup: &Lineup, control: &Control, sender: &mpsc::Sender<(u64, Played)>) {
    let mut seats: Vec<Seat> = lineup.bots.iter().cloned().map(Seat::new).collect();
    while !control.stop.load(Ordering::SeqCst) {
        let i = control.next.fetch_add(1, Ordering::Relaxed);
        let Some(&g) = lineup.todo.get(usize::try_from(i).unwrap_or(usize::MAX)) else { break };
        let fixture = lineup.schedule.game(g);
        let [a, b] = fixture.players;
        let (low, high) = seats.split_at_mut(a.max(b));
        let (first, second) = if a < b { (&mut low[a], &mut high[0]) } else { (&mut high[0], &mut low[b]) };
        let game = play(lineup.setup(g, &fixture), [first, second]);
        // A game the interruption cut short did not finish: it is not written.
        if control.interrupted.load(Ordering::SeqCst) != 0 || sender.send((i, game)).is_err() {
            break;
        }
    }
}

impl Lineup {
    /// The setup of game `g` of the schedule, whose fixture is `fixture`.
    fn setup(&self, g: u64, fixture: &Fixture) -> Setup<'_> {
        let [a, b] = fixture.players;
        let book = booked(self.book.as_deref(), self.book_order, self.seed, fixture).map(|(entry, meta)| Booked {
            fleets: [&*entry.fleets[0], &*entry.fleets[1]],
            values: [&entry.values[0], &entry.values[1]],
            meta,
            sha256: &self.book_sha256,
        });
        Setup {
            game: g,
            seed: self.seed,
            spec: &self.spec,
            rules: &self.rules,
            move_time: [self.move_time[a], self.move_time[b]],
            bank: self.bank,
            max_moves: self.max_moves,
            book,
        }
    }
}

/// Takes the games back as the threads send them (`results`, by their place in the games to
/// play), holding those that come early, and takes each in order into `tally`, until none is left
/// or the match stops: the test decides, a bot does not run at all, or a record could not be
/// written (an interruption lets the threads end on their own).
fn take_back(
    results: &mpsc::Receiver<(u64, Played)>,
    tally: &mut Tally,
    keeping: &mut Keeping,
    words: &Words,
    sink: &mut dyn Sink,
    control: &Control,
) {
    for (g, game) in results.iter() {
        if game.unstartable.is_some() {
            // No more games: every one would be a forfeit of a program that does not run.
            tally.unstartable = game.unstartable;
            control.stop.store(true, Ordering::SeqCst);
            tree::close();
            return;
        }
        tally.waiting.insert(g, game);
        while let Some(game) = tally.waiting.remove(&tally.written) {
            let completed = tally.take(game, keeping, words, sink, &control.stop);
            if let Some(test) = &keeping.sprt {
                // Under --pairs the test counts pairs, and decides only once a pair is whole.
                if keeping.pairs && !completed {
                    continue;
                }
                if let Some(d) = test.decision(llr(test, keeping.pairs, &keeping.standings, &keeping.pairing)) {
                    tally.decision = Some(d);
                    control.stop.store(true, Ordering::SeqCst);
                    return;
                }
            }
        }
        // Stopped by a write error (an interruption lets the workers end on their own).
        if control.stop.load(Ordering::SeqCst) && control.interrupted.load(Ordering::SeqCst) == 0 {
            return;
        }
    }
}

impl Tally {
    /// Counts `game`, the next in schedule order, and writes it: its record into `sink` (the first
    /// failure stops the match), the standings file every `--standings-every` games, the reports,
    /// and a progress line. Returns whether it completed a pair of games.
    fn take(
        &mut self,
        game: Played,
        keeping: &mut Keeping,
        words: &Words,
        sink: &mut dyn Sink,
        stop: &AtomicBool,
    ) -> bool {
        self.written += 1;
        if self.write_error.is_none()
            && let Err(e) = sink.record(&game.record)
        {
            self.write_error = Some(e);
            stop.store(true, Ordering::SeqCst);
        }
        keeping.standings.add(&game.verdict);
        let completed = keeping.pairing.add(&game.verdict);
        if let Some(path) = &keeping.standings_file
            && self.written.is_multiple_of(keeping.standings_every)
        {
            let (games, sprt) = (keeping.earlier + self.written, keeping.sprt.as_ref());
            let text = standings_text(games, &keeping.standings, &keeping.pairing, sprt, None, keeping.pairs);
            let _ = write_whole(path, &text);
        }
        for r in keeping.reports.iter_mut().filter(|r| r.failed.is_none()) {
            r.failed = r.writer.take_verdict(self.written as usize, &game.record, &game.verdict, &mut r.out).err();
        }
        if !keeping.quiet {
            let line = progress(self.written, self.total, &game, &keeping.standings, self.started, words);
            sink.tell(&format!("{line}\n"));
        }
        completed
    }
}

/// Writes the results of the games played: the standings, the pairs (under `--pairs`) and the
/// test's state told to `sink`, the standings file, the CI reports; then says how the match ended
/// (`interrupted`: the signal that interrupted it, or 0).
///
/// # Errors
/// As [`Tournament::play`]'s.
fn write_results(
    keeping: Keeping,
    tally: Tally,
    interrupted: i32,
    words: &Words,
    sink: &mut dyn Sink,
) -> Result<Ended, MatchError> {
    // Whatever a bot left behind (a child that left its session) goes with the match.
    tree::kill_all();
    let Keeping { standings, pairing, sprt, pairs, earlier, standings_file, reports, .. } = keeping;
    sink.tell(&describe_in(&standings, words));
    if pairs {
        sink.tell(&crate::pentanomial::describe_in(&pairing, words));
    }
    if let Some(test) = &sprt {
        sink.tell(&sprt_text(test, pairs, (&standings, &pairing), tally.decision, words));
    }
    if let Some(path) = &standings_file {
        let text = standings_text(earlier + tally.written, &standings, &pairing, sprt.as_ref(), tally.decision, pairs);
        write_whole(path, &text).map_err(|e| MatchError::Line(cannot_write(words, "--standings", path, e)))?;
    }
    // A report makes the match a check of its games too: exit 1 when one fails (docs/ci.md).
    let reported_failing = reports.iter().any(|r| r.writer.failing() > 0);
    for ReportFile { path, mut out, writer, failed } in reports {
        if let Some(e) = failed.map_or_else(|| writer.finish(&mut out).err(), Some) {
            return Err(MatchError::Line(cannot_write(words, "--report", &path, e)));
        }
    }
    if let Some(bot) = tally.unstartable {
        return Err(MatchError::Unstartable(bot.worded(words)));
    }
    if interrupted != 0 {
        let name = match interrupted {
            SIGINT => "SIGINT",
            SIGTERM => "SIGTERM",
            _ => "SIGHUP",
        };
        let args = [("signal", text(name)), ("written", num(tally.written)), ("total", num(tally.total))];
        sink.tell(&format!("broadside: {}\n", words.say("match-interrupted", &args)));
        return Ok(Ended::Interrupted { signal: interrupted });
    }
    if let Some(e) = tally.write_error {
        return Ok(Ended::Unwritten(e));
    }
    Ok(Ended::Played { failing: tally.decision == Some(Decision::AcceptH0) || reported_failing })
}
