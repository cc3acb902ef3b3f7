//! The defender's replies: the truth as the engine tells it, or in a game made faulty, a false
//! one.

use super::dice::Dice;
use super::style::Style;
use crate::engine::{ClassReply, Struck};
use crate::record::ShotReply;

/// A reply as a generated game gives it: by class, and for a volley whether an empty `sunk` is
/// written.
#[derive(Clone, Debug)]
pub(super) struct GivenReply {
    pub(super) reply: ClassReply,
    pub(super) write_empty_sunk: bool,
}

/// The defender's reply to shots that struck `struck`, whose truth is `truth`: the truth (a
/// one-shot hit naming its class as `style` says, where it struck one ship), or with `lie` a
/// false one. `classes` are the defender's ships' classes.
pub(super) fn reply(
    classes: &[usize],
    style: Style,
    truth: ClassReply,
    struck: &[Struck],
    lie: bool,
    dice: &mut Dice,
) -> GivenReply {
    match truth {
        ClassReply::Shot { reply, class } => {
            let single = struck[0].ships.len() == 1;
            let class = class.filter(|_| reply != ShotReply::Miss && single && dice.chance(style.name_ship));
            if lie {
                let reply = match reply {
                    ShotReply::Miss => ShotReply::Hit,
                    ShotReply::Hit if dice.chance(0.5) => ShotReply::Miss,
                    ShotReply::Hit => ShotReply::Sunk,
                    ShotReply::Sunk => ShotReply::Hit,
                };
                return GivenReply { reply: ClassReply::Shot { reply, class: None }, write_empty_sunk: false };
            }
            GivenReply { reply: ClassReply::Shot { reply, class }, write_empty_sunk: false }
        }
        ClassReply::Volley { mut hits, mut sunk } => {
            if lie {
                if let Some(h) = hits.last_mut() {
                    h.1 -= 1;
                    if h.1 == 0 {
                        hits.pop();
                    }
                    sunk.clear();
                } else {
                    hits.push((classes[dice.below(classes.len())], 1));
                }
            }
            GivenReply { reply: ClassReply::Volley { hits, sunk }, write_empty_sunk: dice.chance(0.5) }
        }
    }
}
