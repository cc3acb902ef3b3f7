//! Replay: the shot log in order, one pass, judging turns, volleys and replies (contract §3,
//! "Replay" and "Shots").

use crate::coord::{CellSet, Coordinate};
use crate::fleet::{Fleet, count, eq_ignore_case, list};
use crate::record::{LogEntry, Reply, ShotReply, Target};
use crate::rules::{Rules, SalvoOrder, SalvoShots, Turns};
use crate::verdict::{Code, Stats, Violation};

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

/// One player's side during the replay: their fleet, its damage, and the cells they fired at.
struct Side<'f> {
    fleet: &'f Fleet,
    /// Unhit cells per ship.
    remaining: Vec<u32>,
    /// Cells of this fleet struck so far.
    struck: CellSet,
    /// Ships with an unhit cell.
    afloat: u32,
    /// Cells this player fired at (on the opponent's board).
    fired: CellSet,
    /// A reply-judging key per ship: ships a reply may name alike share a key.
    ship_key: Vec<u32>,
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

/// Replays `entries` (with `shooters[i]` the player index of entry `i`) against both fleets.
pub fn replay(
    rules: &Rules,
    fleets: [&Fleet; 2],
    entries: &[LogEntry],
    shooters: &[u8],
    first: usize,
    names: [&str; 2],
) -> Replayed {
    let (columns, rows) = (rules.board.columns, rules.board.rows);
    let mut sides = fleets.map(|fleet| side(rules, fleet));
    let mut stats = [Stats::default(); 2];
    let mut violations = Vec::new();
    let simultaneous = rules.turns == Turns::Salvo && rules.salvo_order == SalvoOrder::Simultaneous;
    let mut next = first;
    let mut previous: Option<Previous> = None;
    let mut round_allowance = [0u64; 2];
    let mut round_afloat = [0u32; 2];
    let mut destroyed: [Option<usize>; 2] = [None, None];
    let mut ended_at: Option<usize> = None;
    // Reused buffers: judging a volley allocates nothing per shot.
    let mut truth_hits: Vec<(u32, u32)> = Vec::new();
    let mut truth_sunk: Vec<u32> = Vec::new();
    let mut said_hits: Vec<(u32, u32)> = Vec::new();
    let mut said_sunk: Vec<u32> = Vec::new();
    let mut struck: Vec<usize> = Vec::new();
    let mut sunk: Vec<usize> = Vec::new();

    for (i, entry) in entries.iter().enumerate() {
        let s = usize::from(shooters[i]);
        let d = 1 - s;
        let shots = entry.at.shots();
        let labels = || shots.iter().map(|c| c.label(columns, rows)).collect::<Vec<_>>();
        let mut push = |code: Code, player: usize, cells: Vec<String>, message: String| {
            violations.push(Violation {
                code,
                severity: code.severity(),
                player: names[player].to_owned(),
                entry: Some(i),
                cells,
                message,
            });
        };

        if let Some(end) = ended_at {
            push(
                Code::AfterEnd,
                s,
                labels(),
                format!("entry {i} by {} comes after the game ended at entry {end}; it is ignored", names[s]),
            );
            continue;
        }

        // Whose turn it was, and how many shots it allowed: judged on the state before firing.
        if simultaneous && i.is_multiple_of(2) {
            round_allowance = [allowance(rules, &sides[0]), allowance(rules, &sides[1])];
            round_afloat = [sides[0].afloat, sides[1].afloat];
        }
        let expected = if simultaneous { if i.is_multiple_of(2) { first } else { 1 - first } } else { next };
        let out_of_turn = s != expected;
        let fired = shots.len() as u64;
        let allowed = match rules.turns {
            Turns::Salvo if simultaneous => round_allowance[s],
            Turns::Salvo => allowance(rules, &sides[s]),
            _ => 1,
        };
        let afloat = if simultaneous { round_afloat[s] } else { sides[s].afloat };

        // Fire every shot.
        let mut off_board: Vec<String> = Vec::new();
        let mut repeated: Vec<String> = Vec::new();
        let mut last = Effect::Miss;
        let mut sank_any = false;
        truth_hits.clear();
        truth_sunk.clear();
        for coordinate in shots {
            struck.clear();
            sunk.clear();
            last = fire(&mut sides, s, coordinate, columns, rows, &mut struck, &mut sunk);
            match last {
                Effect::OffBoard => off_board.push(coordinate.label(columns, rows)),
                Effect::Repeated => repeated.push(coordinate.label(columns, rows)),
                _ => {}
            }
            if !struck.is_empty() {
                stats[s].hits += 1;
            }
            for &ship in &struck {
                truth_hits.push((sides[d].ship_key[ship], 1));
            }
            for &ship in &sunk {
                truth_sunk.push(sides[d].ship_key[ship]);
                stats[s].ships_sunk += 1;
                sank_any = true;
            }
        }
        stats[s].shots += fired;

        // The shooter's violations, in the table's order.
        if !off_board.is_empty() {
            let message = format!(
                "{} fired at {}, off the {columns}x{rows} board; {} no damage",
                names[s],
                list(&off_board),
                if off_board.len() == 1 { "it does" } else { "they do" }
            );
            push(Code::OffBoard, s, off_board, message);
        }
        if out_of_turn {
            let why = why_turn(rules, i, first, previous, names);
            push(
                Code::OutOfTurn,
                s,
                labels(),
                format!("{} fired at {}, but it was {}'s turn: {why}", names[s], list(labels()), names[expected]),
            );
        }
        let ships_afloat = if afloat == 1 { "ship" } else { "ships" };
        if rules.turns != Turns::Salvo && fired > 1 {
            push(
                Code::TooManyShots,
                s,
                labels(),
                format!("{} fired a volley of {fired} shots, but these rules allow one shot a turn", names[s]),
            );
        } else if fired > allowed {
            push(
                Code::TooManyShots,
                s,
                labels(),
                format!(
                    "{} fired {}, but with {afloat} {ships_afloat} afloat the salvo allowance was {allowed}",
                    names[s],
                    count(fired, "shot")
                ),
            );
        } else if fired < allowed {
            push(
                Code::TooFewShots,
                s,
                labels(),
                format!(
                    "{} fired {fired} {}, but with {afloat} {ships_afloat} afloat the salvo allowance was {allowed}",
                    names[s],
                    if fired == 1 { "shot" } else { "shots" },
                ),
            );
        }
        if !repeated.is_empty() {
            let message = format!("{} fired at {} again; a repeated shot does no damage", names[s], list(&repeated));
            push(Code::RepeatedShot, s, repeated, message);
        }

        // Judge the reply (the defender's).
        let mut keeps_turn = last.keeps_turn();
        match (&entry.at, &entry.reply) {
            (Target::Shot(c), Some(Reply::Shot(said))) if !matches!(last, Effect::OffBoard | Effect::Repeated) => {
                keeps_turn = *said != ShotReply::Miss;
                if let Some(why) = shot_reply_fault(rules, &sides[d], last, *said, entry.ship.as_deref()) {
                    violations.push(Violation {
                        code: Code::FalseReport,
                        severity: Code::FalseReport.severity(),
                        player: names[d].to_owned(),
                        entry: Some(i),
                        cells: vec![c.label(columns, rows)],
                        message: format!(
                            "{} answered {:?}{} to {}'s shot at {}, but {why}",
                            names[d],
                            reply_word(*said),
                            entry.ship.as_deref().map(|n| format!(" ({n})")).unwrap_or_default(),
                            names[s],
                            c.label(columns, rows)
                        ),
                    });
                }
            }
            (Target::Volley(_), Some(Reply::Volley(said))) => {
                said_hits.clear();
                said_sunk.clear();
                for (name, n) in &said.hits.0 {
                    if *n > 0 {
                        said_hits.push((key_of(rules, &sides[d], name), *n));
                    }
                }
                said_sunk.extend(said.sunk.iter().map(|name| key_of(rules, &sides[d], name)));
                normalize(&mut truth_hits);
                normalize(&mut said_hits);
                truth_sunk.sort_unstable();
                said_sunk.sort_unstable();
                if truth_hits != said_hits || truth_sunk != said_sunk {
                    let cells = labels();
                    let message = format!(
                        "{} replied {} to {}'s volley at {}, but it {}",
                        names[d],
                        describe_volley_reply(said),
                        names[s],
                        list(&cells),
                        describe_volley_truth(rules, &sides[d], shots, columns, rows)
                    );
                    violations.push(Violation {
                        code: Code::FalseReport,
                        severity: Code::FalseReport.severity(),
                        player: names[d].to_owned(),
                        entry: Some(i),
                        cells,
                        message,
                    });
                }
            }
            _ => {}
        }

        // Who shoots next.
        next = if out_of_turn {
            1 - s
        } else {
            match rules.turns {
                Turns::AgainOnHit if keeps_turn => s,
                _ => 1 - s,
            }
        };
        let replied = matches!((&entry.at, &entry.reply), (Target::Shot(_), Some(Reply::Shot(_))));
        previous = Some(Previous { entry: i, player: s, out_of_turn, keeps_turn, replied, effect: last });

        // Whether the game is over.
        if sank_any && sides[d].afloat == 0 && destroyed[d].is_none() {
            destroyed[d] = Some(i);
        }
        let any_destroyed = destroyed.iter().any(Option::is_some);
        if any_destroyed && (!simultaneous || !i.is_multiple_of(2)) {
            ended_at = Some(i);
        }
    }

    let end = match destroyed {
        [Some(_), Some(_)] => End::BothDestroyed { entry: ended_at.unwrap_or(entries.len().saturating_sub(1)) },
        [Some(entry), None] => End::Destroyed { loser: 0, entry },
        [None, Some(entry)] => End::Destroyed { loser: 1, entry },
        [None, None] => End::Unfinished,
    };
    let [a, b] = &sides;
    Replayed { violations, end, stats, fired: [a.fired, b.fired], struck: [a.struck, b.struck] }
}

fn side<'f>(rules: &Rules, fleet: &'f Fleet) -> Side<'f> {
    let remaining: Vec<u32> = fleet.ships.iter().map(|s| s.cells.len() as u32).collect();
    let afloat = remaining.iter().filter(|&&r| r > 0).count() as u32;
    // A size is judged by size only where an unnamed ship has it and several classes share it.
    let ambiguous = |size: u8| {
        rules.fleet.iter().filter(|c| c.size == size).count() > 1
            && fleet.ships.iter().any(|s| s.name.is_none() && s.class.is_some_and(|c| rules.fleet[c].size == size))
    };
    let class_key = |c: usize| {
        let size = rules.fleet[c].size;
        if ambiguous(size) { 1000 + u32::from(size) } else { c as u32 }
    };
    let ship_key = fleet
        .ships
        .iter()
        .enumerate()
        .map(|(i, s)| match (s.class, &s.name) {
            (Some(c), _) => class_key(c),
            (None, Some(_)) => 2000 + i as u32,
            (None, None) => 100_000 + i as u32,
        })
        .collect();
    Side { fleet, remaining, struck: CellSet::new(), afloat, fired: CellSet::new(), ship_key }
}

/// The judging key a reply's class name stands for on the defender's side.
fn key_of(rules: &Rules, defender: &Side, name: &str) -> u32 {
    if let Some(c) = rules.fleet.iter().position(|c| eq_ignore_case(&c.name, name)) {
        // The key of a ship of that class, or of that size where judged by size.
        let size = rules.fleet[c].size;
        let ambiguous_key = 1000 + u32::from(size);
        if defender.ship_key.contains(&ambiguous_key) {
            return ambiguous_key;
        }
        return c as u32;
    }
    defender
        .fleet
        .ships
        .iter()
        .position(|s| s.class.is_none() && s.name.as_deref().is_some_and(|n| eq_ignore_case(n, name)))
        .map_or(UNKNOWN_KEY, |i| 2000 + i as u32)
}

/// The shooter's salvo allowance now: by the salvo values or the number of its ships afloat.
fn allowance(rules: &Rules, side: &Side) -> u64 {
    let afloat = side.fleet.ships.iter().zip(&side.remaining).filter(|(_, r)| **r > 0);
    match rules.salvo_shots {
        SalvoShots::ShipsAfloat => u64::from(side.afloat),
        SalvoShots::ShipValue => afloat.map(|(s, _)| s.class.map_or(0, |c| u64::from(rules.fleet[c].salvo))).sum(),
    }
}

/// Fires one shot of player `s`; fills `struck` with the ships it struck freshly and `sunk` with
/// those it sank.
fn fire(
    sides: &mut [Side; 2],
    s: usize,
    coordinate: &Coordinate,
    columns: u8,
    rows: u8,
    struck: &mut Vec<usize>,
    sunk: &mut Vec<usize>,
) -> Effect {
    let Some(cell) = coordinate.on(columns, rows) else { return Effect::OffBoard };
    if !sides[s].fired.insert(cell) {
        return Effect::Repeated;
    }
    let defender = &mut sides[1 - s];
    if !defender.struck.insert(cell) {
        // Only a repeated shot can strike a struck cell, and those return above.
        return Effect::Miss;
    }
    for ship in defender.fleet.ships_at(cell) {
        struck.push(ship);
        defender.remaining[ship] -= 1;
        if defender.remaining[ship] == 0 {
            defender.afloat -= 1;
            sunk.push(ship);
        }
    }
    match (sunk.first(), struck.first()) {
        (Some(&ship), _) => Effect::Sunk(ship),
        (None, Some(&ship)) => Effect::Hit(ship),
        (None, None) => Effect::Miss,
    }
}

/// Why a one-shot reply is not the exact truth, if it is not.
fn shot_reply_fault(
    rules: &Rules,
    defender: &Side,
    effect: Effect,
    said: ShotReply,
    ship: Option<&str>,
) -> Option<String> {
    let owner_ship = |i: usize| defender.fleet.ships[i].describe(rules);
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
        (Some(name), Some(i)) if key_of(rules, defender, name) != defender.ship_key[i] => {
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

/// Sorts `(key, count)` pairs and merges equal keys.
fn normalize(pairs: &mut Vec<(u32, u32)>) {
    pairs.sort_unstable();
    pairs.dedup_by(|later, kept| {
        if later.0 == kept.0 {
            kept.1 += later.1;
            true
        } else {
            false
        }
    });
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
        .filter(|&&(s, _)| defender.remaining[s] == 0)
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
