//! Rules: the presets, the named fleets, and custom rules objects (docs/format.md §1).

use std::fmt::{self, Display};

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::coord::{MAX_CELLS, MAX_SIDE};
use crate::error::{Arg, ClassFault, Expected, InputError, RecordFault, Side};
use crate::names::{MAX_NAME_BYTES, eq_ignore_case};

/// The most ships a fleet may hold: in a custom fleet's classes (counts added up), and listed
/// for a player in a record. Each pair of ships is checked, and each pair may be a violation, so
/// this bounds the work and the verdict.
pub const MAX_SHIPS: usize = 256;

/// A ruleset preset: the rulesets of the rule texts (docs/format.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// Classic Battleship (salvo rules, "gameplay"): one shot each, strictly alternating.
    Classic,
    /// Salvo (salvo rules, "alternative gameplay"): rounds of volleys, one shot per salvo value.
    Salvo,
    /// The Russian sea battle (sea-battle rules): ten ships that may not touch, a hit shoots again.
    Russian,
}

impl Preset {
    /// Every preset, in the order `broadside rules` lists them.
    pub const ALL: [Preset; 3] = [Preset::Classic, Preset::Salvo, Preset::Russian];

    /// The preset's name as records write it.
    pub fn as_str(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Salvo => "salvo",
            Preset::Russian => "russian",
        }
    }

    /// The resolved rules of this preset.
    pub fn rules(self) -> Rules {
        let (fleet, touching, turns) = match self {
            Preset::Classic => (FleetName::Standard, Touching::Allowed, Turns::Alternate),
            Preset::Salvo => (FleetName::Standard, Touching::Allowed, Turns::Salvo),
            Preset::Russian => (FleetName::Russian, Touching::Forbidden, Turns::AgainOnHit),
        };
        Rules {
            board: Board { columns: 10, rows: 10 },
            fleet: fleet.classes(),
            touching,
            turns,
            salvo_shots: SalvoShots::ShipValue,
            salvo_order: SalvoOrder::Simultaneous,
        }
    }
}

/// A fleet by name (docs/format.md §1, its table of fleets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FleetName {
    /// Battleship 5, cruiser 4, submarine 3, destroyer 2 (salvo rules; salvo values 3, 2, 1, 1).
    Standard,
    /// Battleship 5, cruiser 3, destroyer 2 × 2 (the salvo rules' note; salvo values 3, 2, 1, 1).
    TwoDestroyers,
    /// Battleship 4, cruiser 3 × 2, destroyer 2 × 3, torpedo boat 1 × 4 (sea-battle rules, "fleet").
    Russian,
    /// Carrier 5, battleship 4, cruiser 3, submarine 3, destroyer 2 (computer versions;
    /// docs/format.md §1).
    Hasbro,
}

impl FleetName {
    /// Every named fleet.
    pub const ALL: [FleetName; 4] =
        [FleetName::Standard, FleetName::TwoDestroyers, FleetName::Russian, FleetName::Hasbro];

    /// The fleet's name as records write it.
    pub fn as_str(self) -> &'static str {
        match self {
            FleetName::Standard => "standard",
            FleetName::TwoDestroyers => "two-destroyers",
            FleetName::Russian => "russian",
            FleetName::Hasbro => "hasbro",
        }
    }

    /// The fleet's ship classes, in fleet order.
    pub fn classes(self) -> Vec<ShipClass> {
        let list: &[(&str, u8, u16, u32)] = match self {
            FleetName::Standard => {
                &[("battleship", 5, 1, 3), ("cruiser", 4, 1, 2), ("submarine", 3, 1, 1), ("destroyer", 2, 1, 1)]
            }
            FleetName::TwoDestroyers => &[("battleship", 5, 1, 3), ("cruiser", 3, 1, 2), ("destroyer", 2, 2, 1)],
            FleetName::Russian => {
                &[("battleship", 4, 1, 1), ("cruiser", 3, 2, 1), ("destroyer", 2, 3, 1), ("torpedo boat", 1, 4, 1)]
            }
            FleetName::Hasbro => &[
                ("carrier", 5, 1, 1),
                ("battleship", 4, 1, 1),
                ("cruiser", 3, 1, 1),
                ("submarine", 3, 1, 1),
                ("destroyer", 2, 1, 1),
            ],
        };
        list.iter().map(|&(name, size, count, salvo)| ShipClass { name: name.to_owned(), size, count, salvo }).collect()
    }
}

/// A ship class of a fleet: its name, size in cells, how many ships of it, and its salvo value
/// (the shots it adds to a salvo allowance while afloat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShipClass {
    /// The class name (`"battleship"`); matched ignoring case.
    #[serde(rename = "ship")]
    pub name: String,
    /// Cells per ship, 1 to 26.
    pub size: u8,
    /// Ships of this class in the fleet, at least 1.
    pub count: u16,
    /// Shots this class adds to a salvo allowance per ship afloat (`salvo_shots: ship_value`).
    pub salvo: u32,
}

/// The board's size: `columns` (letters A–) by `rows` (numbers 1–), each 1 to 26.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Board {
    /// Columns, 1 to 26 (A to Z).
    pub columns: u8,
    /// Rows, 1 to 26.
    pub rows: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    columns: u64,
    rows: u64,
}

impl TryFrom<RawBoard> for Board {
    type Error = RecordFault;
    fn try_from(raw: RawBoard) -> Result<Self, RecordFault> {
        let side = |found: u64, side: Side| {
            u8::try_from(found).ok().filter(|n| (1..=MAX_SIDE).contains(n)).ok_or(RecordFault::BoardSide {
                side,
                found,
                max: u64::from(MAX_SIDE),
            })
        };
        Ok(Board { columns: side(raw.columns, Side::Columns)?, rows: side(raw.rows, Side::Rows)? })
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Board::try_from(RawBoard::deserialize(d)?).map_err(RecordFault::de_error)
    }
}

/// Whether ships may touch (docs/format.md §1, `touching`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Touching {
    /// Ships may lie side by side (salvo rules: "it is legal but not required").
    Allowed,
    /// No two ships share an edge or a corner (sea-battle rules, placement).
    Forbidden,
}

/// Who shoots next (docs/format.md §1, `turns`; docs/format.md §3 "Replay").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Turns {
    /// One shot each, strictly alternating (salvo rules, "gameplay").
    Alternate,
    /// A hit or a sink shoots again, a miss passes the turn (sea-battle rules, "flow of play").
    AgainOnHit,
    /// Rounds of volleys, one shot per salvo value afloat (salvo rules, "alternative gameplay").
    Salvo,
}

/// How a salvo allowance is counted (docs/format.md §1, `salvo_shots`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SalvoShots {
    /// The sum of the salvo values of the shooter's ships afloat (salvo rules).
    ShipValue,
    /// One shot per ship afloat (computer versions; docs/format.md §1).
    ShipsAfloat,
}

/// When a volley's damage counts (docs/format.md §1, `salvo_order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SalvoOrder {
    /// Both volleys of a round are marked at once (salvo rules: "both players mark at the same time").
    Simultaneous,
    /// Each volley's damage counts at once (computer versions; docs/format.md §1).
    Sequential,
}

/// Resolved rules: what the referee applies. Every ruleset is this one value with other parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rules {
    /// The board's size.
    pub board: Board,
    /// The ship classes, in fleet order.
    pub fleet: Vec<ShipClass>,
    /// Whether ships may touch.
    pub touching: Touching,
    /// Who shoots next.
    pub turns: Turns,
    /// How a salvo allowance is counted (used with `turns: salvo`).
    pub salvo_shots: SalvoShots,
    /// When a volley's damage counts (used with `turns: salvo`).
    pub salvo_order: SalvoOrder,
}

impl Rules {
    /// The number of ships the fleet holds.
    pub fn ship_count(&self) -> usize {
        self.fleet.iter().map(|c| usize::from(c.count)).sum()
    }
}

/// Rules as a record or `--rules` writes them: a preset name, or an object that starts from a
/// preset and overrides parts. The verdict echoes this form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum RulesSpec {
    /// `"classic"`, `"salvo"` or `"russian"`.
    Preset(Preset),
    /// `{"base": "salvo", "fleet": "two-destroyers", …}`.
    Custom(CustomRules),
}

/// A custom rules object: a `base` preset and the parts it overrides (docs/format.md §1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CustomRules {
    /// The preset the object starts from.
    #[serde(deserialize_with = "word")]
    pub base: Preset,
    /// The board's size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<Board>,
    /// A fleet name or a list of classes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleet: Option<FleetSpec>,
    /// Whether ships may touch.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "some_word")]
    pub touching: Option<Touching>,
    /// Who shoots next.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "some_word")]
    pub turns: Option<Turns>,
    /// How a salvo allowance is counted.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "some_word")]
    pub salvo_shots: Option<SalvoShots>,
    /// When a volley's damage counts.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "some_word")]
    pub salvo_order: Option<SalvoOrder>,
}

/// A fleet as rules write it: a name, or a list of classes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum FleetSpec {
    /// `"standard"`, `"two-destroyers"`, `"russian"` or `"hasbro"`.
    Named(FleetName),
    /// `[{"ship": "frigate", "size": 3, "count": 2, "salvo": 1}, …]`.
    Classes(ClassList),
}

/// A custom list of ship classes: not empty, no two names equal ignoring case, at most
/// [`MAX_SHIPS`] ships in all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClassList(pub Vec<ClassSpec>);

impl<'de> Deserialize<'de> for ClassList {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ClassList;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::ClassList.fmt(f)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ClassList, A::Error> {
                let mut list = Vec::new();
                while let Some(class) = seq.next_element::<ClassSpec>()? {
                    // Each class holds at least one ship: a longer list is refused before it is held.
                    if list.len() == MAX_SHIPS {
                        return Err(too_many_ships().de_error());
                    }
                    list.push(class);
                }
                ClassList::try_from(list).map_err(RecordFault::de_error)
            }
        }
        d.deserialize_seq(V)
    }
}

/// One class of a custom fleet as written; `count` and `salvo` default to 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassSpec {
    /// The class name, at most [`names::MAX_NAME_BYTES`] bytes.
    #[serde(deserialize_with = "owned_name")]
    pub ship: String,
    /// Cells per ship, 1 to 26.
    pub size: u64,
    /// Ships of this class, at least 1 (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u64>,
    /// The class's salvo value (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salvo: Option<u64>,
}

/// The most shots one ship class may add to a salvo allowance.
pub const MAX_SALVO_VALUE: u64 = MAX_CELLS as u64;

impl TryFrom<Vec<ClassSpec>> for ClassList {
    type Error = RecordFault;
    fn try_from(list: Vec<ClassSpec>) -> Result<Self, RecordFault> {
        if list.is_empty() {
            return Err(RecordFault::EmptyFleet);
        }
        let mut ships = 0u64;
        for (i, class) in list.iter().enumerate() {
            let bad = |fault| RecordFault::BadClass { index: i as u64, name: class.ship.clone(), fault };
            if class.ship.trim().is_empty() {
                return Err(bad(ClassFault::EmptyName));
            }
            if !(1..=u64::from(MAX_SIDE)).contains(&class.size) {
                return Err(bad(ClassFault::Size { found: class.size, max: u64::from(MAX_SIDE) }));
            }
            let count = class.count.unwrap_or(1);
            if count == 0 {
                return Err(bad(ClassFault::ZeroCount));
            }
            ships = ships.saturating_add(count);
            if ships > MAX_SHIPS as u64 {
                return Err(too_many_ships());
            }
            if class.salvo.unwrap_or(1) > MAX_SALVO_VALUE {
                return Err(bad(ClassFault::Salvo { max: MAX_SALVO_VALUE }));
            }
            if let Some(twin) = list[..i].iter().find(|c| eq_ignore_case(&c.ship, &class.ship)) {
                return Err(RecordFault::ClassNamesAlike { first: twin.ship.clone(), second: class.ship.clone() });
            }
        }
        Ok(ClassList(list))
    }
}

/// The fault of a fleet of more than [`MAX_SHIPS`] ships.
pub(crate) fn too_many_ships() -> RecordFault {
    RecordFault::TooMany { what: crate::error::Counted::Ships, max: MAX_SHIPS as u64 }
}

/// Refuses a name over [`MAX_NAME_BYTES`], as it is read and before it is copied.
///
/// # Errors
/// A deserializer's error naming the length found ([`RecordFault::NameTooLong`]).
pub fn check_name_length<E: de::Error>(name: &str) -> Result<(), E> {
    name_length(name).map_err(RecordFault::de_error)
}

/// [`check_name_length`]'s fault, for a name read from typed parts rather than from JSON.
///
/// # Errors
/// [`RecordFault::NameTooLong`] for a name over [`MAX_NAME_BYTES`].
pub(crate) fn name_length(name: &str) -> Result<(), RecordFault> {
    if name.len() > MAX_NAME_BYTES {
        return Err(RecordFault::NameTooLong { max: MAX_NAME_BYTES as u64, bytes: name.len() as u64 });
    }
    Ok(())
}

/// Reads a name as an owned string, refusing one over [`MAX_NAME_BYTES`] before copying it
/// (for `#[serde(deserialize_with)]`).
///
/// # Errors
/// The deserializer's error for anything but a string, or for a name over the limit.
pub fn owned_name<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    struct V;
    impl Visitor<'_> for V {
        type Value = String;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            Expected::Name.fmt(f)
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<String, E> {
            check_name_length(v)?;
            Ok(v.to_owned())
        }
    }
    d.deserialize_str(V)
}

impl RulesSpec {
    /// The rules this spec resolves to: its base preset with each given part replaced.
    pub fn resolve(&self) -> Rules {
        match self {
            RulesSpec::Preset(p) => p.rules(),
            RulesSpec::Custom(c) => {
                let mut rules = c.base.rules();
                if let Some(board) = c.board {
                    rules.board = board;
                }
                if let Some(fleet) = &c.fleet {
                    rules.fleet = fleet.classes();
                }
                rules.touching = c.touching.unwrap_or(rules.touching);
                rules.turns = c.turns.unwrap_or(rules.turns);
                rules.salvo_shots = c.salvo_shots.unwrap_or(rules.salvo_shots);
                rules.salvo_order = c.salvo_order.unwrap_or(rules.salvo_order);
                rules
            }
        }
    }

    /// The rules this spec resolves to, borrowed where it is a bare preset (each preset is
    /// resolved once per process), so a batch of preset games builds no rules per game.
    pub fn resolved(&self) -> std::borrow::Cow<'static, Rules> {
        static PRESETS: std::sync::OnceLock<[Rules; 3]> = std::sync::OnceLock::new();
        match self {
            RulesSpec::Preset(p) => {
                let all = PRESETS.get_or_init(|| Preset::ALL.map(Preset::rules));
                std::borrow::Cow::Borrowed(&all[*p as usize])
            }
            RulesSpec::Custom(_) => std::borrow::Cow::Owned(self.resolve()),
        }
    }

    /// This spec with its fleet replaced (what `--fleet` does): a preset becomes
    /// `{"base": preset, "fleet": fleet}`.
    pub fn with_fleet(self, fleet: FleetSpec) -> RulesSpec {
        let mut custom = match self {
            RulesSpec::Preset(base) => CustomRules {
                base,
                board: None,
                fleet: None,
                touching: None,
                turns: None,
                salvo_shots: None,
                salvo_order: None,
            },
            RulesSpec::Custom(c) => c,
        };
        custom.fleet = Some(fleet);
        RulesSpec::Custom(custom)
    }

    /// Parses `--rules`: a preset name, or a JSON rules object or string.
    ///
    /// # Errors
    /// What was expected: for JSON, at its line, column and path in the value (of one line,
    /// the column of the value as given, ignoring the spaces around it).
    pub fn from_arg(arg: &str) -> Result<RulesSpec, InputError> {
        from_arg(arg, Arg::Rules)
    }
}

impl FleetSpec {
    /// The classes of this fleet, in fleet order.
    pub fn classes(&self) -> Vec<ShipClass> {
        match self {
            FleetSpec::Named(name) => name.classes(),
            FleetSpec::Classes(list) => list
                .0
                .iter()
                .map(|c| ShipClass {
                    name: c.ship.clone(),
                    // Bounds were checked when the list was read.
                    size: c.size as u8,
                    count: c.count.unwrap_or(1) as u16,
                    salvo: c.salvo.unwrap_or(1) as u32,
                })
                .collect(),
        }
    }

    /// Parses `--fleet`: a fleet name, or a JSON list of classes.
    ///
    /// # Errors
    /// As [`RulesSpec::from_arg`].
    pub fn from_arg(arg: &str) -> Result<FleetSpec, InputError> {
        from_arg(arg, Arg::Fleet)
    }
}

/// Reads a name (a JSON string) as the enum `T`: another JSON type is refused with a message
/// that says a name was expected (serde's own says only "expected value").
fn word<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    struct V;
    impl<'de> Visitor<'de> for V {
        type Value = String;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            Expected::Name.fmt(f)
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<String, E> {
            Ok(v.to_owned())
        }
    }
    let name = d.deserialize_str(V)?;
    T::deserialize(de::value::StrDeserializer::<D::Error>::new(&name))
}

fn some_word<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    word(d).map(Some)
}

/// Reads a command-line value that is a bare name or JSON.
fn from_arg<T: for<'de> Deserialize<'de>>(arg: &str, what: Arg) -> Result<T, InputError> {
    let trimmed = arg.trim();
    let json = if trimmed.starts_with(['{', '[', '"']) {
        trimmed.to_owned()
    } else {
        serde_json::to_string(trimmed).expect("a string serializes")
    };
    let de = &mut serde_json::Deserializer::from_str(&json);
    let value = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().clone();
        if path.iter().next().is_none() && !trimmed.starts_with(['{', '[']) {
            return InputError::input(RecordFault::UnknownArg { arg: what, found: trimmed.to_owned() });
        }
        InputError::from_json(e.into_inner(), Some(&path)).in_characters(&json)
    })?;
    Ok(value)
}

impl<'de> Deserialize<'de> for RulesSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RulesSpec;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::Rules.fmt(f)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RulesSpec, E> {
                Preset::deserialize(de::value::StrDeserializer::<E>::new(v)).map(RulesSpec::Preset)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RulesSpec, A::Error> {
                CustomRules::deserialize(de::value::MapAccessDeserializer::new(map)).map(RulesSpec::Custom)
            }
        }
        deserializer.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for FleetSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = FleetSpec;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Expected::FleetSpec.fmt(f)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<FleetSpec, E> {
                FleetName::deserialize(de::value::StrDeserializer::<E>::new(v)).map(FleetSpec::Named)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<FleetSpec, A::Error> {
                ClassList::deserialize(de::value::SeqAccessDeserializer::new(seq)).map(FleetSpec::Classes)
            }
        }
        deserializer.deserialize_any(V)
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for FleetName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The resolved form of rules: a custom rules object that names every part (docs/format.md §1).
impl Rules {
    /// These rules as a rules object that sets every part, starting from `base`: ready to paste
    /// into a record's `"rules"` and edit; it resolves back to these rules.
    pub fn to_custom(&self, base: Preset) -> CustomRules {
        let classes = self
            .fleet
            .iter()
            .map(|c| ClassSpec {
                ship: c.name.clone(),
                size: u64::from(c.size),
                count: Some(u64::from(c.count)),
                salvo: Some(u64::from(c.salvo)),
            })
            .collect();
        CustomRules {
            base,
            board: Some(self.board),
            fleet: Some(FleetSpec::Classes(ClassList(classes))),
            touching: Some(self.touching),
            turns: Some(self.turns),
            salvo_shots: Some(self.salvo_shots),
            salvo_order: Some(self.salvo_order),
        }
    }
}

impl RulesSpec {
    /// The preset these rules start from: the preset itself, or a custom object's `base`.
    pub fn base(&self) -> Preset {
        match self {
            RulesSpec::Preset(p) => *p,
            RulesSpec::Custom(c) => c.base,
        }
    }

    /// These rules as a rules object with every part set, from the same base: as the records
    /// the referee writes give them ([`RulesSpec::resolved`] gives the [`Rules`] themselves).
    pub fn resolved_spec(&self) -> RulesSpec {
        RulesSpec::Custom(self.resolve().to_custom(self.base()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cached_presets_are_the_presets() {
        for p in Preset::ALL {
            assert_eq!(*RulesSpec::Preset(p).resolved(), p.rules(), "{p}");
        }
    }

    #[test]
    fn presets_resolve() {
        let r = Preset::Russian.rules();
        assert_eq!(r.ship_count(), 10);
        assert_eq!(r.fleet.iter().map(|c| usize::from(c.size) * usize::from(c.count)).sum::<usize>(), 20);
        assert_eq!(Preset::Salvo.rules().fleet.iter().map(|c| c.salvo).sum::<u32>(), 7);
        assert_eq!(FleetName::TwoDestroyers.classes().iter().map(|c| c.salvo * u32::from(c.count)).sum::<u32>(), 7);
    }

    #[test]
    fn custom_rules_parse_and_resolve() {
        let spec: RulesSpec = serde_json::from_str(
            r#"{"base": "classic", "board": {"columns": 8, "rows": 8},
                "fleet": [{"ship": "frigate", "size": 3, "count": 2, "salvo": 1}],
                "touching": "forbidden", "turns": "again_on_hit"}"#,
        )
        .unwrap();
        let r = spec.resolve();
        assert_eq!(r.board, Board { columns: 8, rows: 8 });
        assert_eq!(r.fleet, vec![ShipClass { name: "frigate".into(), size: 3, count: 2, salvo: 1 }]);
        assert_eq!((r.touching, r.turns), (Touching::Forbidden, Turns::AgainOnHit));
    }

    #[test]
    fn bad_rules_are_errors() {
        for bad in [
            r#""chess""#,
            r#"{"base": "classic", "board": {"columns": 27, "rows": 8}}"#,
            r#"{"base": "classic", "fleet": []}"#,
            r#"{"base": "classic", "fleet": [{"ship": "a", "size": 2}, {"ship": "A", "size": 3}]}"#,
            r#"{"base": "classic", "fleet": [{"ship": "a", "size": 0}]}"#,
            r#"{"base": "classic", "turn": "salvo"}"#,
            r#"{"board": {"columns": 8, "rows": 8}}"#,
        ] {
            assert!(serde_json::from_str::<RulesSpec>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_name_over_the_limit_says_its_length() {
        let read = |name: &str| owned_name(&mut serde_json::Deserializer::from_str(&format!("{name:?}")));
        assert_eq!(read(&"x".repeat(MAX_NAME_BYTES)).unwrap().len(), MAX_NAME_BYTES);
        assert_eq!(
            read(&"é".repeat(65)).unwrap_err().to_string(),
            "expected a name of at most 128 bytes, found one of 130 bytes at line 1 column 132"
        );
    }

    #[test]
    fn rules_from_the_command_line() {
        assert_eq!(RulesSpec::from_arg("salvo"), Ok(RulesSpec::Preset(Preset::Salvo)));
        let err = RulesSpec::from_arg("chess").unwrap_err().to_string();
        assert!(err.contains("expected a preset"), "{err}");
        let err = RulesSpec::from_arg(r#"{"base": "salvo", "fleet": "tiny"}"#).unwrap_err().to_string();
        assert!(err.contains("at fleet"), "{err}");
        let fleet = FleetSpec::from_arg("hasbro").unwrap();
        let spec = RulesSpec::Preset(Preset::Classic).with_fleet(fleet);
        assert_eq!(serde_json::to_string(&spec).unwrap(), r#"{"base":"classic","fleet":"hasbro"}"#);
    }
}
