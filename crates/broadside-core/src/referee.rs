//! The referee: reads a record, checks that it holds together, places both fleets, replays the
//! log and gives the verdict (docs/format.md §3 "The outcome").

use serde::Deserialize;

use crate::board::Boards;
use crate::drawing::{self, Readings};
use crate::engine::{self, End};
use crate::error::{InputError, JsonPath, RecordFault, Start};
use crate::fleet::{ClassFinder, Fleet};
use crate::names::{eq_ignore_case, spelt_alike};
use crate::record::{FleetDrawing, GameRecord, LogBuffer, LogEntry, Reply, ShotReply, Target};
use crate::rules::{FleetSpec, Rules, RulesSpec, Turns};
use crate::verdict::{Moves, Numbering, Outcome, Reason, Severity, Verdict, Violation};

/// The largest record read, in bytes (16 MiB): far above any real game, far below memory.
pub const MAX_RECORD_BYTES: usize = 16 << 20;
pub use crate::record::MAX_ENTRIES;

/// Command-line overrides as the user wrote them: `--rules NAME|JSON` replaces the record's
/// rules, `--fleet NAME|JSON` replaces only the fleet (docs/format.md §1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    /// The `--rules` value: a preset name or a JSON rules object.
    pub rules: Option<String>,
    /// The `--fleet` value: a fleet name or a JSON list of classes.
    pub fleet: Option<String>,
}

/// A referee with its overrides read once, ready to adjudicate many records.
#[derive(Clone, Debug, Default)]
pub struct Referee {
    rules: Option<RulesSpec>,
    fleet: Option<FleetSpec>,
}

impl Referee {
    /// A referee applying `overrides` to every record.
    ///
    /// # Errors
    /// An [`InputError`] at the flag when `--rules` or `--fleet` cannot be read.
    pub fn new(overrides: &Overrides) -> Result<Self, InputError> {
        let rules =
            overrides.rules.as_deref().map(RulesSpec::from_arg).transpose().map_err(|e| e.in_flag("--rules"))?;
        let fleet =
            overrides.fleet.as_deref().map(FleetSpec::from_arg).transpose().map_err(|e| e.in_flag("--fleet"))?;
        Ok(Referee { rules, fleet })
    }

    /// Reads one record from `text` (JSON) and adjudicates it.
    ///
    /// # Errors
    /// An [`InputError`] saying where (line:column, JSON path) and what was expected when the
    /// text is not a record that can be adjudicated, or is over a limit.
    pub fn check(&self, text: &str) -> Result<Verdict, InputError> {
        self.adjudicate(&parse_record(text)?)
    }

    /// [`Referee::check`], reading the log into `buffer`'s allocation and giving it back after:
    /// for one record after another, as `check --jsonl` reads them. The verdict is the same, but
    /// for its moves, left unnumbered: a batch's verdicts are written for scripts, which read
    /// entries.
    ///
    /// # Errors
    /// As [`Referee::check`].
    pub fn check_reusing(&self, text: &str, buffer: &mut LogBuffer) -> Result<Verdict, InputError> {
        let record = parse_record_into(text, buffer.take())?;
        let verdict = self.spec(&record).and_then(|spec| {
            let rules = spec.resolved();
            let want = Want { boards: false, steps: None, moves: false };
            judge(&record, spec, &rules, want, &Readings::default()).map(|(verdict, _)| verdict)
        });
        buffer.give_back(record.shots);
        verdict
    }

    /// Adjudicates a record that has been read.
    ///
    /// # Errors
    /// An [`InputError`] of a [`RecordFault`] when the record does not hold together: no rules,
    /// players that do not match the fleets, a log entry by someone else, a reply whose form does
    /// not follow its shot.
    pub fn adjudicate(&self, record: &GameRecord) -> Result<Verdict, InputError> {
        self.adjudicate_read(record, &Readings::default())
    }

    /// As [`Referee::adjudicate`], its drawn fleets placed as `readings` read them where it
    /// holds them ([`Readings`]: a paper record's, read as it was converted).
    ///
    /// # Errors
    /// As [`Referee::adjudicate`].
    pub fn adjudicate_read(&self, record: &GameRecord, readings: &Readings) -> Result<Verdict, InputError> {
        let spec = self.spec(record)?;
        let rules = spec.resolved();
        adjudicate(record, spec, &rules, readings)
    }

    /// Reads one record from `text` (JSON) and adjudicates it, also giving the final boards
    /// (for `--format text`).
    ///
    /// # Errors
    /// As [`Referee::check`].
    pub fn check_with_boards(&self, text: &str) -> Result<(Verdict, Boards), InputError> {
        self.adjudicate_with_boards(&parse_record(text)?)
    }

    /// Adjudicates a record that has been read, also giving the final boards.
    ///
    /// # Errors
    /// As [`Referee::adjudicate`].
    pub fn adjudicate_with_boards(&self, record: &GameRecord) -> Result<(Verdict, Boards), InputError> {
        self.adjudicate_read_with_boards(record, &Readings::default())
    }

    /// As [`Referee::adjudicate_with_boards`], its drawn fleets placed as `readings` read them
    /// where it holds them.
    ///
    /// # Errors
    /// As [`Referee::adjudicate`].
    pub fn adjudicate_read_with_boards(
        &self,
        record: &GameRecord,
        readings: &Readings,
    ) -> Result<(Verdict, Boards), InputError> {
        let spec = self.spec(record)?;
        let rules = spec.resolved();
        adjudicate_with_boards(record, spec, &rules, readings)
    }

    /// The rules spec a record is judged by: `--rules` or the record's, with `--fleet` applied.
    fn spec(&self, record: &GameRecord) -> Result<RulesSpec, InputError> {
        self.spec_over(record.rules.as_ref())
    }

    /// The rules spec to judge by where the input's own rules are `given`: `--rules` or
    /// `given`, with `--fleet` applied.
    ///
    /// # Errors
    /// [`RecordFault::NoRules`] when neither `--rules` nor `given` names rules.
    pub fn spec_over(&self, given: Option<&RulesSpec>) -> Result<RulesSpec, InputError> {
        let spec = match (&self.rules, given) {
            (Some(spec), _) | (None, Some(spec)) => spec.clone(),
            (None, None) => {
                return Err(InputError::value(JsonPath::key("rules"), RecordFault::NoRules));
            }
        };
        Ok(match &self.fleet {
            Some(fleet) => spec.with_fleet(fleet.clone()),
            None => spec,
        })
    }
}

/// Reads and adjudicates one record with `overrides` (a convenience over [`Referee`]).
///
/// # Errors
/// As [`Referee::new`] and [`Referee::check`].
pub fn check_record(text: &str, overrides: &Overrides) -> Result<Verdict, InputError> {
    Referee::new(overrides)?.check(text)
}

/// Reads a record from JSON text, borrowing from it.
///
/// The fast path reads without tracking where it is; only a record that fails is read again to
/// find the JSON path of the fault.
///
/// # Errors
/// An [`InputError`] too large for text over [`MAX_RECORD_BYTES`]; otherwise one with line,
/// column, path and what was expected.
pub fn parse_record(text: &str) -> Result<GameRecord<'_>, InputError> {
    parse_record_into(text, Vec::new())
}

/// [`parse_record`], building the log in `log`'s allocation (empty) when the record is in the
/// common form (see [`LogBuffer`]).
///
/// # Errors
/// As [`parse_record`].
pub fn parse_record_into<'a>(text: &'a str, log: Vec<LogEntry<'a>>) -> Result<GameRecord<'a>, InputError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(InputError::too_large(Some(text.len()), MAX_RECORD_BYTES));
    }
    parse_unlimited(text, log)
}

/// [`parse_record_into`] without its byte limit.
fn parse_unlimited<'a>(text: &'a str, log: Vec<LogEntry<'a>>) -> Result<GameRecord<'a>, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let start = text.trim_start_matches([' ', '\t', '\r', '\n']);
    if !start.starts_with('{') {
        let found = match start.chars().next() {
            None => Start::Empty,
            Some('[') => Start::Array,
            Some('"') => Start::String,
            Some(c) if c == '-' || c.is_ascii_digit() => Start::Number,
            Some(_) if start.starts_with("true") || start.starts_with("false") => Start::Boolean,
            Some(_) if start.starts_with("null") => Start::Null,
            Some(c) => Start::Char(c),
        };
        let line = text[..text.len() - start.len()].matches('\n').count() + 1;
        let column = text[..text.len() - start.len()].rsplit('\n').next().map_or(0, str::len) + 1;
        return Err(InputError::text(line, column, RecordFault::NotARecord { found }));
    }
    // Most records are in the common form the fast reader takes; the rest, and every fault,
    // are read by serde, whose messages say where and what.
    if let Some(record) = crate::record::scan_into(text, log) {
        return Ok(record);
    }
    let mut de = serde_json::Deserializer::from_str(text);
    let record = match GameRecord::deserialize(&mut de).and_then(|r| de.end().map(|()| r)) {
        Ok(record) => record,
        Err(_) => {
            let mut de = serde_json::Deserializer::from_str(text);
            let err = match serde_path_to_error::deserialize::<_, GameRecord>(&mut de) {
                Ok(_) => match de.end() {
                    Err(e) => InputError::from_json(e, None),
                    Ok(()) => unreachable_parse(),
                },
                Err(e) => {
                    let path = e.path().clone();
                    InputError::from_json(e.into_inner(), Some(&path))
                }
            };
            return Err(err.in_characters(text));
        }
    };
    Ok(record)
}

/// Both reads of the same text agree; this is only reached if they did not.
fn unreachable_parse() -> InputError {
    InputError::input(RecordFault::Unreadable)
}

/// Adjudicates `record` under `rules` (resolved from `spec`, which the verdict echoes), its
/// drawn fleets placed as `readings` read them where it holds them (empty, each is read now:
/// [`Readings`]).
///
/// # Errors
/// As [`Referee::adjudicate`] says.
pub fn adjudicate(
    record: &GameRecord,
    spec: RulesSpec,
    rules: &Rules,
    readings: &Readings,
) -> Result<Verdict, InputError> {
    judge(record, spec, rules, Want { boards: false, steps: None, moves: true }, readings).map(|(verdict, _)| verdict)
}

/// Adjudicates `record` as [`adjudicate`] does, and also gives both final boards.
///
/// # Errors
/// As [`Referee::adjudicate`] says.
pub fn adjudicate_with_boards(
    record: &GameRecord,
    spec: RulesSpec,
    rules: &Rules,
    readings: &Readings,
) -> Result<(Verdict, Boards), InputError> {
    judge(record, spec, rules, Want { boards: true, steps: None, moves: true }, readings)
        .map(|(verdict, boards)| (verdict, boards.expect("boards were asked for")))
}

/// Adjudicates `record` as [`adjudicate`] does, and also gives both final boards and the
/// boards after each log entry (`steps[i]` after entry `i`, 0-based; the last is the final
/// boards), for a verdict page.
///
/// # Errors
/// As [`Referee::adjudicate`] says.
pub fn adjudicate_with_steps(
    record: &GameRecord,
    spec: RulesSpec,
    rules: &Rules,
    readings: &Readings,
) -> Result<(Verdict, Boards, Vec<Boards>), InputError> {
    let mut steps = Vec::with_capacity(record.shots.len());
    let want = Want { boards: true, steps: Some(&mut steps), moves: true };
    let (verdict, boards) = judge(record, spec, rules, want, readings)?;
    Ok((verdict, boards.expect("boards were asked for"), steps))
}

/// What [`judge`] gives beside the verdict's judgement.
struct Want<'s> {
    /// Both final boards.
    boards: bool,
    /// The boards after each entry, pushed here.
    steps: Option<&'s mut Vec<Boards>>,
    /// The moves numbered as the sheets number them ([`Verdict::moves`]), for people's words.
    moves: bool,
}

/// Adjudicates `record`, giving what `want` asks for beside the verdict, its drawings placed as
/// `readings` read them where it holds them.
fn judge(
    record: &GameRecord,
    spec: RulesSpec,
    rules: &Rules,
    want: Want,
    readings: &Readings,
) -> Result<(Verdict, Option<Boards>), InputError> {
    let Want { boards: want_boards, steps, moves: want_moves } = want;
    let names = players(record)?;
    // Names are nearly always spelt as `players` spells them; only a name that is not is
    // compared ignoring case, out of line.
    let index = |name: &str| match names.iter().position(|n| spelt_alike(n, name)) {
        Some(p) => Some(p),
        None => position_ignoring_case(names, name),
    };
    let mut shooters = Vec::with_capacity(record.shots.len());
    for (i, entry) in record.shots.iter().enumerate() {
        // The reader gives the index of a shooter spelt as `players` spells it: no name compared.
        debug_assert!(entry.player_index.is_none_or(|p| {
            record.players.as_ref().is_some_and(|list| list.get(usize::from(p)).is_some_and(|n| *n == entry.player))
        }));
        let Some(p) = entry.player_index.map(usize::from).or_else(|| index(&entry.player)) else {
            return Err(InputError::value(JsonPath::shot(i).then("player"), not_a_player(names, &entry.player)));
        };
        shooters.push(p as u8);
        check_reply_form(i, entry)?;
    }
    let first = match &record.first {
        Some(name) => {
            index(name).ok_or_else(|| InputError::value(JsonPath::key("first"), not_a_player(names, name)))?
        }
        None => shooters.first().map_or(0, |&p| usize::from(p)),
    };

    let mut violations: Vec<Violation> = Vec::new();
    // Listed fleets are placed as written; drawn ones are read into ships first (crate::drawing).
    let fleet = |p: usize| {
        let found = record.fleets.0.iter().find(|(n, _)| eq_ignore_case(n, names[p]));
        &found.expect("players match fleets").1
    };
    let [(fleet_0, found_0), (fleet_1, found_1)] =
        drawing::place_fleets([fleet(0), fleet(1)], &record.shots, rules, names, &shooters, first, readings)?;
    check_reply_classes(record, rules, [fleet(0), fleet(1)], &shooters)?;
    let placement_foul = [&found_0, &found_1].map(|found| found.iter().any(|v| v.severity == Severity::Foul));
    violations.extend(found_0);
    violations.extend(found_1);
    let fleets: [Fleet; 2] = [fleet_0, fleet_1];

    let replayed = match steps {
        None => engine::replay(rules, [&fleets[0], &fleets[1]], &record.shots, &shooters, first, names),
        Some(steps) => {
            let game = crate::engine::Game::new(rules, [&fleets[0], &fleets[1]], first, names);
            engine::fold(game, &record.shots, &shooters, |fired, struck| {
                steps.push(Boards::new(rules.board, [&fleets[0], &fleets[1]], fired, &struck.map(|s| *s)));
            })
        }
    };
    let first_replay_foul = replayed.violations.iter().find(|v| v.severity == Severity::Foul).map(|v| {
        let p = index(&v.player).expect("violations name players");
        (p, v.entry)
    });
    violations.extend(replayed.violations);

    let name = |p: usize| names[p].to_owned();
    let (outcome, winner, forfeiting, reason, decided_at) = match (placement_foul, first_replay_foul, replayed.end) {
        ([true, true], _, _) => (Outcome::DoubleForfeit, None, vec![name(0), name(1)], Some(Reason::Forfeit), None),
        ([true, false], _, _) => (Outcome::Win, Some(name(1)), vec![name(0)], Some(Reason::Forfeit), None),
        ([false, true], _, _) => (Outcome::Win, Some(name(0)), vec![name(1)], Some(Reason::Forfeit), None),
        (_, _, End::BothForfeited { entry }) => {
            (Outcome::DoubleForfeit, None, vec![name(0), name(1)], Some(Reason::Forfeit), Some(entry))
        }
        (_, Some((p, entry)), _) => (Outcome::Win, Some(name(1 - p)), vec![name(p)], Some(Reason::Forfeit), entry),
        (_, None, End::Destroyed { loser, entry }) => {
            (Outcome::Win, Some(name(1 - loser)), vec![], Some(Reason::FleetDestroyed), Some(entry))
        }
        (_, None, End::BothDestroyed { entry }) => (Outcome::Draw, None, vec![], None, Some(entry)),
        // Without a foul, a forfeit entry is a resignation (the other reasons are fouls).
        (_, None, End::Forfeited { player, entry, .. }) => {
            (Outcome::Win, Some(name(1 - player)), vec![], Some(Reason::Resigned), Some(entry))
        }
        (_, None, End::Unfinished) => (Outcome::Unfinished, None, vec![], None, None),
    };
    let boards =
        want_boards.then(|| Boards::new(rules.board, [&fleets[0], &fleets[1]], &replayed.fired, &replayed.struck));
    let verdict = Verdict {
        rules: spec,
        players: [name(0), name(1)],
        meta: record.meta.as_deref().map(ToOwned::to_owned),
        outcome,
        winner,
        forfeiting_players: forfeiting,
        reason,
        decided_at,
        violations,
        stats: replayed.stats,
        letters: crate::letters::Letters::Latin,
        moves: if want_moves {
            // The players' sheets number a salvo by round, single shots by each player's own.
            let numbering = if rules.turns == Turns::Salvo { Numbering::Round } else { Numbering::Player };
            Moves::counted(numbering, &shooters)
        } else {
            Moves::default()
        },
    };
    Ok((verdict, boards))
}

/// The index of the player called `name` ignoring case (crate::names), for a name not spelt as
/// `players` spells it.
#[cold]
#[inline(never)]
fn position_ignoring_case(names: [&str; 2], name: &str) -> Option<usize> {
    names.iter().position(|n| eq_ignore_case(n, name))
}

/// The fault of a name that is neither of `names`.
fn not_a_player(names: [&str; 2], found: &str) -> RecordFault {
    RecordFault::NotAPlayer { players: names.map(str::to_owned), found: found.to_owned() }
}

/// The two players in order: `players` if given (and matching the fleets), else the fleets' keys.
fn players<'r>(record: &'r GameRecord) -> Result<[&'r str; 2], InputError> {
    let names = listed_players(record)?;
    if let Some(blank) = names.iter().find(|n| n.trim().is_empty()) {
        return Err(InputError::value(
            JsonPath::key(if record.players.is_some() { "players" } else { "fleets" }),
            RecordFault::BlankName { found: (*blank).to_owned() },
        ));
    }
    Ok(names)
}

fn listed_players<'r>(record: &'r GameRecord) -> Result<[&'r str; 2], InputError> {
    // Fleets are nearly always keyed by the names as `players` spells them: those are found
    // without a call, and only another spelling is compared ignoring case.
    let same_name = |a: &str, b: &str| spelt_alike(a, b) || eq_ignore_case(a, b);
    let keys = || record.fleets.0.iter().map(|(n, _)| n.as_ref());
    match &record.players {
        Some(players) => {
            let [a, b] = players.as_slice() else {
                return Err(InputError::value(
                    JsonPath::key("players"),
                    RecordFault::PlayerCount { found: players.len() as u64 },
                ));
            };
            if eq_ignore_case(a, b) {
                return Err(InputError::value(
                    JsonPath::key("players"),
                    RecordFault::SamePlayers { first: a.to_string(), second: b.to_string() },
                ));
            }
            let names = [a.as_ref(), b.as_ref()];
            for n in names {
                if !keys().any(|k| same_name(k, n)) {
                    return Err(InputError::value(
                        JsonPath::key("fleets"),
                        RecordFault::NoFleet { player: n.to_owned() },
                    ));
                }
            }
            if let Some(extra) = keys().find(|k| !names.iter().any(|n| same_name(k, n))) {
                return Err(InputError::value(
                    JsonPath::key("fleets"),
                    RecordFault::ExtraFleet { players: names.map(str::to_owned), found: extra.to_owned() },
                ));
            }
            Ok(names)
        }
        None => match record.fleets.0.as_slice() {
            [(a, _), (b, _)] => Ok([a.as_ref(), b.as_ref()]),
            keys => {
                Err(InputError::value(JsonPath::key("fleets"), RecordFault::FleetCount { found: keys.len() as u64 }))
            }
        },
    }
}

/// A reply's form must follow its shot: a word for one shot, an object for a volley; `ship`
/// only beside a one-shot `hit` or `sunk` (docs/format.md §2 "Log entries").
// Runs for every entry: the usual forms pass at a glance, the rest are looked at out of line.
#[inline]
fn check_reply_form(i: usize, entry: &crate::record::LogEntry) -> Result<(), InputError> {
    let usual = matches!(
        (&entry.at, &entry.reply, &entry.ship),
        (Target::Shot(_), None | Some(Reply::Shot(_)), None)
            | (Target::Shot(_), Some(Reply::Shot(ShotReply::Hit | ShotReply::Sunk)), Some(_))
            | (Target::Volley(_), None | Some(Reply::Volley(_)), None)
    );
    if usual { Ok(()) } else { reply_form_fault(i, entry) }
}

/// Checks that each class a reply names (a shot's `ship`, a volley's `hits` and `sunk`) is a class
/// of the fleet, or the name the defender's own list gives one of its ships (docs/format.md §2
/// "Log entries"). A name that is neither is not understood: an input error at it, never a
/// `false_report` (docs/format.md §3: what the referee cannot read is no foul). `fleets` are the
/// players' fleets as the record gives them, `shooters` each entry's player.
///
/// # Errors
/// The first name that names no class, at its JSON path (`shots[3].ship`,
/// `shots[3].reply.hits.frigate`, `shots[3].reply.sunk[1]`).
fn check_reply_classes(
    record: &GameRecord,
    rules: &Rules,
    fleets: [&FleetDrawing; 2],
    shooters: &[u8],
) -> Result<(), InputError> {
    let classes = ClassFinder::new(&rules.fleet);
    let listed = |p: usize, name: &str| match fleets[p] {
        FleetDrawing::Ships(ships) => ships.iter().any(|s| s.ship.as_deref().is_some_and(|n| eq_ignore_case(n, name))),
        _ => false,
    };
    for (i, (entry, &shooter)) in record.shots.iter().zip(shooters).enumerate() {
        let defender = 1 - usize::from(shooter);
        let known = |name: &str| classes.find(name).is_some() || listed(defender, name);
        let unknown = |path: JsonPath, name: &str| {
            let classes = rules.fleet.iter().map(|c| c.name.clone()).collect();
            Err(InputError::value(path, RecordFault::NotAClass { classes, found: name.to_owned() }))
        };
        if let Some(name) = entry.ship.as_deref().filter(|n| !known(n)) {
            return unknown(JsonPath::shot(i).then("ship"), name);
        }
        if let Some(Reply::Volley(reply)) = &entry.reply {
            if let Some((name, _)) = reply.hits.0.iter().find(|(n, _)| !known(n)) {
                return unknown(JsonPath::shot(i).then("reply").then("hits").then(name.as_ref()), name);
            }
            if let Some((k, name)) = reply.sunk.iter().enumerate().find(|(_, n)| !known(n)) {
                return unknown(JsonPath::shot(i).then("reply").then("sunk").index(k), name);
            }
        }
    }
    Ok(())
}

/// [`check_reply_form`] of an entry not in a usual form: a forfeit entry, or a fault.
#[cold]
#[inline(never)]
fn reply_form_fault(i: usize, entry: &crate::record::LogEntry) -> Result<(), InputError> {
    if entry.forfeit().is_some() && (entry.reply.is_some() || entry.ship.is_some()) {
        return Err(InputError::value(JsonPath::shot(i), RecordFault::ForfeitWithReply));
    }
    match (&entry.at, &entry.reply) {
        (Target::Shot(_), Some(Reply::Volley(_))) => {
            Err(InputError::value(JsonPath::shot(i).then("reply"), RecordFault::VolleyReplyToShot))
        }
        (Target::Volley(_), Some(Reply::Shot(_))) => {
            Err(InputError::value(JsonPath::shot(i).then("reply"), RecordFault::WordReplyToVolley))
        }
        _ => match (&entry.ship, &entry.reply) {
            (None, _) | (Some(_), Some(Reply::Shot(ShotReply::Hit | ShotReply::Sunk))) => Ok(()),
            (Some(_), _) => Err(InputError::value(JsonPath::shot(i).then("ship"), RecordFault::ShipWithoutHit)),
        },
    }
}
