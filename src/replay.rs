//! Replay: the shot log in order, one pass, judging turns, volleys and replies (contract §3,
//! "Replay" and "Shots").

use std::mem::take;

use crate::coord::{Cell, CellSet, Coordinate};
use crate::fleet::{ClassFinder, Fleet, count, list};
use crate::names::eq_ignore_case;
use crate::record::{LogEntry, Reply, ShotReply, Target};
use crate::rules::{Rules, SalvoOrder, SalvoShots, Turns};
use crate::verdict::{Code, Listing, Stats, Violation};

/// How the replay ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The fleet of player `loser` (0 or 1) was destroyed at `entry`.
    Destroyed {
        /// The player whose fleet fell.
        loser: usize,
        /// The 0-based entry that destroyed it.
        entry: usize,
    },
    /// Both fleets fell in the simultaneous salvo round that ends at `entry`.
    BothDestroyed {
        /// The round's second entry.
        entry: usize,
    },
    /// The log ended with both fleets afloat.
    Unfinished,
}

/// What the replay found: violations in verdict order, the end, and each player's statistics.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// Violations by entry; within an entry, the shooter's before the defender's, then table order.
    pub violations: Vec<Violation>,
    /// How the log ended.
    pub end: End,
    /// Per player.
    pub stats: [Stats; 2],
    /// Per player: the cells that player fired at on the opponent's board, up to the end.
    pub fired: [CellSet; 2],
    /// Per player: the cells of that player's board the opponent's shots marked, up to the end
    /// (ship cells and water alike; a ship cell here is hit).
    pub struck: [CellSet; 2],
}

/// One player's fleet during the replay, and its damage.
struct Side<'f> {
    fleet: &'f Fleet,
    /// Per ship, in fleet order (one vector: a side allocates once).
    ships: Vec<ShipState>,
    /// Cells of this fleet struck so far.
    struck: CellSet,
    /// Ships with an unhit cell.
    afloat: u32,
}

/// One ship during the replay.
#[derive(Clone, Copy)]
struct ShipState {
    /// Unhit cells.
    remaining: u32,
    /// The reply-judging key: ships a reply may name alike share a key.
    key: u32,
}

/// What an entry's shots did, or what a volley's reply says they did: fresh hits by judging
/// key, and the keys of the ships sunk.
#[derive(Default, PartialEq, Eq)]
struct Tally {
    hits: Vec<(u32, u32)>,
    sunk: Vec<u32>,
}

impl Tally {
    fn clear(&mut self) {
        self.hits.clear();
        self.sunk.clear();
    }

    /// Sorts both lists and merges equal keys of `hits`, so that equal tallies compare equal.
    fn normalize(&mut self) {
        self.hits.sort_unstable();
        self.hits.dedup_by(|later, kept| {
            if later.0 == kept.0 {
                kept.1 += later.1;
                true
            } else {
                false
            }
        });
        self.sunk.sort_unstable();
    }
}

/// What one shot did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effect {
    /// Off the board: no damage.
    OffBoard,
    /// At a cell the shooter fired at before: no damage.
    Repeated,
    Miss,
    /// Struck ship `.0`, which stays afloat.
    Hit(usize),
    /// Struck and sank ship `.0`.
    Sunk(usize),
}

impl Effect {
    fn keeps_turn(self) -> bool {
        matches!(self, Effect::Hit(_) | Effect::Sunk(_))
    }
    fn word(self) -> &'static str {
        match self {
            Effect::OffBoard => "shot off the board",
            Effect::Repeated => "repeated shot",
            Effect::Miss => "miss",
            Effect::Hit(_) => "hit",
            Effect::Sunk(_) => "sinking shot",
        }
    }
}

/// The previous entry, for saying why it was someone's turn.
#[derive(Clone, Copy)]
struct Previous {
    entry: usize,
    player: usize,
    out_of_turn: bool,
    /// What the turn was decided by (the last shot, or the reply as recorded).
    keeps_turn: bool,
    /// Whether a reply to a single shot was recorded (and so decided the turn).
    replied: bool,
    effect: Effect,
}

const UNKNOWN_KEY: u32 = u32::MAX;

/// What stays the same through one replay: the rules, the players, and what messages need.
#[derive(Clone, Copy)]
struct Context<'a> {
    rules: &'a Rules,
    names: [&'a str; 2],
    first: usize,
    columns: u8,
    rows: u8,
    /// Salvo rules whose volleys come in rounds of both players at once.
    simultaneous: bool,
    /// The rules' classes, for the names replies give.
    classes: ClassFinder<'a>,
}

impl Context<'_> {
    /// The coordinates as messages show them.
    fn labels(&self, shots: &[Coordinate]) -> Vec<String> {
        shots.iter().map(|c| c.label(self.columns, self.rows)).collect()
    }

    fn violation(&self, code: Code, player: usize, i: usize, cells: Vec<String>, message: String) -> Violation {
        Violation {
            code,
            severity: code.severity(),
            player: self.names[player].to_owned(),
            entry: Some(i),
            cells,
            message,
        }
    }
}

/// Replays `entries` (with `shooters[i]` the player index of entry `i`) against both fleets.
pub fn replay(
    rules: &Rules,
    fleets: [&Fleet; 2],
    entries: &[LogEntry],
    shooters: &[u8],
    first: usize,
    names: [&str; 2],
) -> Replayed {
    let cx = Context {
        rules,
        names,
        first,
        columns: rules.board.columns,
        rows: rules.board.rows,
        simultaneous: rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous,
        classes: ClassFinder::new(&rules.fleet),
    };
    let mut state = State {
        sides: fleets.map(|fleet| side(rules, fleet)),
        fired_at: [CellSet::new(); 2],
        stats: [Stats::default(); 2],
        violations: Listing::default(),
        next: first,
        previous: None,
        round_allowance: [0; 2],
        round_afloat: [0; 2],
        destroyed: [None, None],
        ended_at: None,
        truth: Tally::default(),
        said: Tally::default(),
        off_board: Vec::new(),
        repeated: Vec::new(),
    };
    for (i, entry) in entries.iter().enumerate() {
        state.judge(&cx, i, entry, usize::from(shooters[i]));
    }

    let State { sides, fired_at, stats, violations, destroyed, ended_at, .. } = state;
    let end = match destroyed {
        [Some(_), Some(_)] => End::BothDestroyed { entry: ended_at.unwrap_or(entries.len().saturating_sub(1)) },
        [Some(entry), None] => End::Destroyed { loser: 0, entry },
        [None, Some(entry)] => End::Destroyed { loser: 1, entry },
        [None, None] => End::Unfinished,
    };
    Replayed {
        violations: violations.into_vec(),
        end,
        stats,
        fired: fired_at,
        struck: [sides[0].struck, sides[1].struck],
    }
}

/// The replay between two entries.
struct State<'f> {
    sides: [Side<'f>; 2],
    /// Per player: the cells they fired at (apart from the sides, so that a shot borrows only
    /// the defender's side).
    fired_at: [CellSet; 2],
    stats: [Stats; 2],
    /// Past `MAX_LISTED` of one code for one player, violations are only counted.
    violations: Listing,
    /// Whose turn it is (but in simultaneous rounds).
    next: usize,
    previous: Option<Previous>,
    /// Per player, in simultaneous rounds: the allowance and the ships afloat at the round's start.
    round_allowance: [u64; 2],
    round_afloat: [u32; 2],
    /// Per player: the entry that destroyed their fleet.
    destroyed: [Option<usize>; 2],
    ended_at: Option<usize>,
    // Buffers reused from entry to entry, so that judging one allocates nothing. The labels of
    // the shots off the board and repeated are empty at each entry's start (reporting takes them).
    truth: Tally,
    said: Tally,
    off_board: Vec<String>,
    repeated: Vec<String>,
}

/// One entry up to its reply: who fired what, and whose turn and what allowance it was.
struct Turn<'a, 'e> {
    i: usize,
    /// The shooter.
    s: usize,
    shots: &'a [Coordinate<'e>],
    /// Whose turn it was.
    expected: usize,
    allowed: u64,
    /// The shooter's ships afloat, as the allowance counted them.
    afloat: u32,
}

impl State<'_> {
    /// Judges entry `i`, fired by player `s`.
    fn judge(&mut self, cx: &Context, i: usize, entry: &LogEntry, s: usize) {
        let (rules, columns, rows, simultaneous) = (cx.rules, cx.columns, cx.rows, cx.simultaneous);
        let d = 1 - s;
        let shots = entry.at.shots();
        if let Some(end) = self.ended_at {
            self.violations.push(after_end(cx, i, s, shots, end));
            return;
        }

        // Whose turn it was, and how many shots it allowed: judged on the state before firing.
        if simultaneous && i.is_multiple_of(2) {
            self.round_allowance = [allowance(rules, &self.sides[0]), allowance(rules, &self.sides[1])];
            self.round_afloat = [self.sides[0].afloat, self.sides[1].afloat];
        }
        let expected = if simultaneous { if i.is_multiple_of(2) { cx.first } else { 1 - cx.first } } else { self.next };
        let out_of_turn = s != expected;
        let fired = shots.len() as u64;
        let allowed = match rules.turns {
            Turns::Salvo if simultaneous => self.round_allowance[s],
            Turns::Salvo => allowance(rules, &self.sides[s]),
            _ => 1,
        };
        let afloat = if simultaneous { self.round_afloat[s] } else { self.sides[s].afloat };

        // Fire every shot, tallying what the entry did (for a volley's reply: tallying always
        // costs less than deciding each time whether to).
        self.truth.clear();
        let defender = &mut self.sides[d];
        let mut last = Effect::Miss;
        let mut sank_any = false;
        for coordinate in shots {
            let cell = coordinate.on(columns, rows);
            last = fire(&mut self.fired_at[s], defender, cell, &mut self.stats[s], &mut self.truth);
            match last {
                Effect::OffBoard => self.off_board.push(coordinate.label(columns, rows)),
                Effect::Repeated => self.repeated.push(coordinate.label(columns, rows)),
                Effect::Sunk(_) => sank_any = true,
                _ => {}
            }
        }
        self.stats[s].shots += fired;

        // The shooter's violations (any count but the allowance is too many or too few).
        if out_of_turn || fired != allowed || !self.off_board.is_empty() || !self.repeated.is_empty() {
            let turn = Turn { i, s, shots, expected, allowed, afloat };
            let (off_board, repeated) = (take(&mut self.off_board), take(&mut self.repeated));
            shooter_violations(cx, &turn, self.previous, off_board, repeated, &mut self.violations);
        }

        // Judge the reply (the defender's).
        let defender = &self.sides[d];
        let mut keeps_turn = last.keeps_turn();
        if let (Target::Shot(c), Some(Reply::Shot(said))) = (&entry.at, &entry.reply)
            && !matches!(last, Effect::OffBoard | Effect::Repeated)
        {
            keeps_turn = *said != ShotReply::Miss;
            let ship = entry.ship.as_deref();
            if let Some(why) = shot_reply_fault(cx, defender, last, *said, ship) {
                self.violations.push(false_shot_reply(cx, i, s, c, *said, ship, why));
            }
        }
        if let (Target::Volley(_), Some(Reply::Volley(reply))) = (&entry.at, &entry.reply) {
            let said = &mut self.said;
            said.clear();
            for (name, n) in &reply.hits.0 {
                if *n > 0 {
                    said.hits.push((key_of(cx, defender, name), *n));
                }
            }
            said.sunk.extend(reply.sunk.iter().map(|name| key_of(cx, defender, name)));
            self.truth.normalize();
            said.normalize();
            if self.truth != *said {
                self.violations.push(false_volley_reply(cx, i, s, defender, shots, reply));
            }
        }

        // Who shoots next.
        self.next = if out_of_turn {
            1 - s
        } else {
            match rules.turns {
                Turns::AgainOnHit if keeps_turn => s,
                _ => 1 - s,
            }
        };
        let replied = matches!((&entry.at, &entry.reply), (Target::Shot(_), Some(Reply::Shot(_))));
        self.previous = Some(Previous { entry: i, player: s, out_of_turn, keeps_turn, replied, effect: last });

        // Whether the game is over.
        if sank_any && defender.afloat == 0 && self.destroyed[d].is_none() {
            self.destroyed[d] = Some(i);
        }
        let any_destroyed = self.destroyed.iter().any(Option::is_some);
        if any_destroyed && (!simultaneous || !i.is_multiple_of(2)) {
            self.ended_at = Some(i);
        }
    }
}

// The violations' messages, built only when a violation is found (out of the replay's loop).

#[cold]
fn after_end(cx: &Context, i: usize, s: usize, shots: &[Coordinate], end: usize) -> Violation {
    let message = format!("entry {i} by {} comes after the game ended at entry {end}; it is ignored", cx.names[s]);
    cx.violation(Code::AfterEnd, s, i, cx.labels(shots), message)
}

/// The shooter's violations at one entry, in the table's order.
#[cold]
fn shooter_violations(
    cx: &Context,
    turn: &Turn,
    previous: Option<Previous>,
    off_board: Vec<String>,
    repeated: Vec<String>,
    violations: &mut Listing,
) {
    let &Turn { i, s, shots, expected, allowed, afloat } = turn;
    let (columns, rows, names) = (cx.columns, cx.rows, cx.names);
    let fired = shots.len() as u64;
    let mut push = |code: Code, cells: Vec<String>, message: String| {
        violations.push(cx.violation(code, s, i, cells, message));
    };
    if !off_board.is_empty() {
        let message = format!(
            "{} fired at {}, off the {columns}x{rows} board; {} no damage",
            names[s],
            list(&off_board),
            if off_board.len() == 1 { "it does" } else { "they do" }
        );
        push(Code::OffBoard, off_board, message);
    }
    if s != expected {
        let why = why_turn(cx.rules, i, cx.first, previous, names);
        push(
            Code::OutOfTurn,
            cx.labels(shots),
            format!("{} fired at {}, but it was {}'s turn: {why}", names[s], list(cx.labels(shots)), names[expected]),
        );
    }
    let ships_afloat = if afloat == 1 { "ship" } else { "ships" };
    if cx.rules.turns != Turns::Salvo && fired > 1 {
        push(
            Code::TooManyShots,
            cx.labels(shots),
            format!("{} fired a volley of {fired} shots, but these rules allow one shot a turn", names[s]),
        );
    } else if fired > allowed {
        push(
            Code::TooManyShots,
            cx.labels(shots),
            format!(
                "{} fired {}, but with {afloat} {ships_afloat} afloat the salvo allowance was {allowed}",
                names[s],
                count(fired, "shot")
            ),
        );
    } else if fired < allowed {
        push(
            Code::TooFewShots,
            cx.labels(shots),
            format!(
                "{} fired {fired} {}, but with {afloat} {ships_afloat} afloat the salvo allowance was {allowed}",
                names[s],
                if fired == 1 { "shot" } else { "shots" },
            ),
        );
    }
    if !repeated.is_empty() {
        let message = format!("{} fired at {} again; a repeated shot does no damage", names[s], list(&repeated));
        push(Code::RepeatedShot, repeated, message);
    }
}

/// The defender's false reply to shooter `s`'s shot at `c`.
#[cold]
fn false_shot_reply(
    cx: &Context,
    i: usize,
    s: usize,
    c: &Coordinate,
    said: ShotReply,
    ship: Option<&str>,
    why: String,
) -> Violation {
    let (names, d) = (cx.names, 1 - s);
    let message = format!(
        "{} answered {:?}{} to {}'s shot at {}, but {why}",
        names[d],
        reply_word(said),
        ship.map(|n| format!(" ({n})")).unwrap_or_default(),
        names[s],
        c.label(cx.columns, cx.rows)
    );
    cx.violation(Code::FalseReport, d, i, vec![c.label(cx.columns, cx.rows)], message)
}

/// The defender's false reply to shooter `s`'s volley.
#[cold]
fn false_volley_reply(
    cx: &Context,
    i: usize,
    s: usize,
    defender: &Side,
    shots: &[Coordinate],
    reply: &crate::record::VolleyReply,
) -> Violation {
    let (names, d) = (cx.names, 1 - s);
    let cells = cx.labels(shots);
    let message = format!(
        "{} replied {} to {}'s volley at {}, but it {}",
        names[d],
        describe_volley_reply(reply),
        names[s],
        list(&cells),
        describe_volley_truth(cx.rules, defender, shots, cx.columns, cx.rows)
    );
    cx.violation(Code::FalseReport, d, i, cells, message)
}

fn side<'f>(rules: &Rules, fleet: &'f Fleet) -> Side<'f> {
    // A size is judged by size only where an unnamed ship has it and several classes share it.
    let ambiguous = |size: u8| {
        rules.fleet.iter().filter(|c| c.size == size).count() > 1
            && fleet.ships.iter().any(|s| s.name.is_none() && s.class.is_some_and(|c| rules.fleet[c].size == size))
    };
    let class_key = |c: usize| {
        let size = rules.fleet[c].size;
        if ambiguous(size) { 1000 + u32::from(size) } else { c as u32 }
    };
    let ships: Vec<ShipState> = fleet
        .ships
        .iter()
        .enumerate()
        .map(|(i, s)| ShipState {
            // Walking a ship's few cells costs less than `len`, which counts the bits of every word.
            remaining: s.cells.iter().count() as u32,
            key: match (s.class, &s.name) {
                (Some(c), _) => class_key(c),
                (None, Some(_)) => 2000 + i as u32,
                (None, None) => 100_000 + i as u32,
            },
        })
        .collect();
    let afloat = ships.iter().filter(|s| s.remaining > 0).count() as u32;
    Side { fleet, ships, struck: CellSet::new(), afloat }
}

/// The judging key a reply's class name stands for on the defender's side.
fn key_of(cx: &Context, defender: &Side, name: &str) -> u32 {
    let rules = cx.rules;
    if let Some(c) = cx.classes.find(name) {
        // The key of a ship of that class, or of that size where judged by size.
        let size = rules.fleet[c].size;
        let ambiguous_key = 1000 + u32::from(size);
        if defender.ships.iter().any(|s| s.key == ambiguous_key) {
            return ambiguous_key;
        }
        return c as u32;
    }
    defender
        .fleet
        .ships
        .iter()
        .position(|s| s.class.is_none() && s.written_name(rules).is_some_and(|n| eq_ignore_case(n, name)))
        .map_or(UNKNOWN_KEY, |i| 2000 + i as u32)
}

/// The shooter's salvo allowance now: by the salvo values or the number of its ships afloat.
fn allowance(rules: &Rules, side: &Side) -> u64 {
    let afloat = side.fleet.ships.iter().zip(&side.ships).filter(|(_, state)| state.remaining > 0);
    match rules.salvo_shots {
        SalvoShots::ShipsAfloat => u64::from(side.afloat),
        SalvoShots::ShipValue => afloat.map(|(s, _)| s.class.map_or(0, |c| u64::from(rules.fleet[c].salvo))).sum(),
    }
}

/// Fires one shot at `cell` (`None` off the board) of the shooter who `fired_at` those cells
/// before, counting fresh hits and sinkings in the shooter's `stats` and in `truth`.
fn fire(
    fired_at: &mut CellSet,
    defender: &mut Side,
    cell: Option<Cell>,
    stats: &mut Stats,
    truth: &mut Tally,
) -> Effect {
    let Some(cell) = cell else { return Effect::OffBoard };
    if !fired_at.insert(cell) {
        return Effect::Repeated;
    }
    if !defender.struck.insert(cell) {
        // Only a repeated shot can strike a struck cell, and those return above.
        return Effect::Miss;
    }
    // The first ship sunk, else the first struck (several only where ships overlap).
    let mut effect = Effect::Miss;
    for ship in defender.fleet.ships_at(cell) {
        let state = &mut defender.ships[ship];
        state.remaining -= 1;
        let sunk = state.remaining == 0;
        truth.hits.push((state.key, 1));
        if sunk {
            truth.sunk.push(state.key);
            defender.afloat -= 1;
            stats.ships_sunk += 1;
        }
        effect = match effect {
            Effect::Sunk(_) => effect,
            _ if sunk => Effect::Sunk(ship),
            Effect::Miss => Effect::Hit(ship),
            Effect::Hit(_) | Effect::OffBoard | Effect::Repeated => effect,
        };
    }
    if effect != Effect::Miss {
        stats.hits += 1;
    }
    effect
}

/// Why a one-shot reply is not the exact truth, if it is not.
fn shot_reply_fault(
    cx: &Context,
    defender: &Side,
    effect: Effect,
    said: ShotReply,
    ship: Option<&str>,
) -> Option<String> {
    let owner_ship = |i: usize| defender.fleet.ships[i].describe(cx.rules);
    let (truth, ship_index) = match effect {
        Effect::Miss => (ShotReply::Miss, None),
        Effect::Hit(i) => (ShotReply::Hit, Some(i)),
        Effect::Sunk(i) => (ShotReply::Sunk, Some(i)),
        Effect::OffBoard | Effect::Repeated => return None,
    };
    if said != truth {
        return Some(match (truth, ship_index) {
            (ShotReply::Miss, _) => "it is water".to_owned(),
            (ShotReply::Hit, Some(i)) => format!("it hit the {}, which stays afloat", owner_ship(i)),
            (_, Some(i)) => format!("it sank the {}", owner_ship(i)),
            (_, None) => "it struck a ship".to_owned(),
        });
    }
    match (ship, ship_index) {
        (Some(name), Some(i)) if key_of(cx, defender, name) != defender.ships[i].key => {
            Some(format!("the ship there is the {}", owner_ship(i)))
        }
        _ => None,
    }
}

fn reply_word(r: ShotReply) -> &'static str {
    match r {
        ShotReply::Miss => "miss",
        ShotReply::Hit => "hit",
        ShotReply::Sunk => "sunk",
    }
}

fn describe_volley_reply(said: &crate::record::VolleyReply) -> String {
    let hits: Vec<String> = said.hits.0.iter().map(|(n, c)| format!("{n} ×{c}")).collect();
    let hits = if hits.is_empty() { "no hits".to_owned() } else { format!("hits {}", hits.join(", ")) };
    let sunk = if said.sunk.is_empty() {
        "nothing sunk".to_owned()
    } else {
        format!("sunk {}", list(said.sunk.iter().map(|s| s.as_ref())))
    };
    format!("{hits}, {sunk}")
}

/// What a volley really did, in words, from the defender's fleet after it.
fn describe_volley_truth(rules: &Rules, defender: &Side, shots: &[Coordinate], columns: u8, rows: u8) -> String {
    // Which ships were struck by these shots: the shot cells that hold a ship, counted per ship.
    let mut per_ship: Vec<(usize, u32)> = Vec::new();
    let mut seen = CellSet::new();
    for c in shots {
        let Some(cell) = c.on(columns, rows) else { continue };
        if !seen.insert(cell) {
            continue;
        }
        for ship in defender.fleet.ships_at(cell) {
            match per_ship.iter_mut().find(|(s, _)| *s == ship) {
                Some((_, n)) => *n += 1,
                None => per_ship.push((ship, 1)),
            }
        }
    }
    if per_ship.is_empty() {
        return "hit nothing".to_owned();
    }
    let hits = list(per_ship.iter().map(|&(s, n)| {
        format!(
            "the {} {}",
            defender.fleet.ships[s].describe(rules),
            if n == 1 { "once".to_owned() } else { format!("{n} times") }
        )
    }));
    let sunk: Vec<String> = per_ship
        .iter()
        .filter(|&&(s, _)| defender.ships[s].remaining == 0)
        .map(|&(s, _)| defender.fleet.ships[s].describe(rules))
        .collect();
    if sunk.is_empty() { format!("struck {hits}") } else { format!("struck {hits}, and the {} went down", list(sunk)) }
}

/// Why it was the other player's turn at entry `i`, for `out_of_turn` messages.
fn why_turn(rules: &Rules, i: usize, first: usize, previous: Option<Previous>, names: [&str; 2]) -> String {
    if rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous {
        let which = if i.is_multiple_of(2) { "first" } else { "second" };
        return format!("entry {i} is the {which} volley of round {}", i / 2 + 1);
    }
    let Some(p) = previous else {
        return format!("{} shoots first", names[first]);
    };
    let who = names[p.player];
    if p.out_of_turn {
        return format!("{who}'s entry {} was out of turn, which passes the turn on", p.entry);
    }
    match rules.turns {
        Turns::AgainOnHit if p.keeps_turn && p.replied => {
            format!("{who}'s shot at entry {} was answered as a hit, so {who} shoots again", p.entry)
        }
        Turns::AgainOnHit if p.keeps_turn => {
            format!("{who}'s {} at entry {} lets {who} shoot again", p.effect.word(), p.entry)
        }
        Turns::AgainOnHit if p.effect.keeps_turn() && p.replied => {
            format!("{who}'s shot at entry {} was answered as a miss, which passes the turn", p.entry)
        }
        Turns::AgainOnHit => format!("{who}'s {} at entry {} passes the turn", p.effect.word(), p.entry),
        _ => format!("{who} took entry {} and turns alternate", p.entry),
    }
}
