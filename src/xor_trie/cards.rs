//! The cards: the skill cards and what each does to a sequence.
//!
//! Number cards (basic cards) are plain `u16` values 1..=511: playing one XORs it into a
//! sequence. A skill card is a [`Skill`]; [`Skill::act`] is the whole of its effect, or the
//! reason ([`SkillError`]) it cannot act. Where cards come from during a round is
//! [`crate::xor_trie::piles`].

use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::board::{bits, has, highest};
use crate::xor_trie::numbers::{FULL, LAYERS};
use std::fmt;

/// A skill card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Skill {
    /// `<<`: shift up one layer; the bit on layer 10 is lost.
    Shl,
    /// `>>`: shift down one layer; the bit on layer 1 is lost.
    Shr,
    /// `~`: invert the highest 1 and every bit below it.
    Not,
    /// `I L`: set a 0 at layer `L` that is next to a 1.
    Ins,
    /// `C L`: clear the 1 at layer `L`; also the counter card.
    Clr,
}

/// Why a skill cannot act on a sequence: the reasons the card's own text gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Blocked {
    /// `<<`, `>>` and `~` need a 1 to act on.
    NoOne,
    /// `I L` on a layer that is already 1.
    AlreadyOne(u32),
    /// `I L` on a 0 with no 1 on the layer above or below.
    NotNextToOne(u32),
    /// `C L` on a layer that is 0.
    NotOne(u32),
}

impl Blocked {
    /// The reason, in either language.
    pub fn text(&self) -> Text {
        match *self {
            Blocked::NoOne => msg!("card-blocked-no-one"),
            Blocked::AlreadyOne(l) => msg!("card-blocked-already-one", layer = l),
            Blocked::NotNextToOne(l) => msg!("card-blocked-not-next", layer = l),
            Blocked::NotOne(l) => msg!("card-blocked-not-one", layer = l),
        }
    }
}

impl fmt::Display for Blocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en())
    }
}

/// Why a skill card, as played, cannot act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SkillError {
    /// `I` or `C` without a layer: `skill K needs a layer`.
    NeedsLayer(Skill),
    /// `<<`, `>>` or `~` with a layer: `skill K takes no layer`.
    TakesNoLayer(Skill),
    /// A layer outside 1..=10: `there is no layer L: the layers are 1 to 10`.
    LayerOutOfRange(u32),
    /// The skill would not change the sequence: `K cannot act on <bits>: <why>`.
    CannotAct {
        /// The skill.
        skill: Skill,
        /// The sequence it was played on.
        seq: u16,
        /// Why not.
        why: Blocked,
    },
}

impl SkillError {
    /// The reason, in either language.
    pub fn text(&self) -> Text {
        match *self {
            SkillError::NeedsLayer(k) => msg!("card-skill-needs-layer", skill = k),
            SkillError::TakesNoLayer(k) => msg!("card-skill-takes-no-layer", skill = k),
            SkillError::LayerOutOfRange(l) => {
                msg!("card-skill-no-such-layer", layer = l, layers = LAYERS)
            }
            SkillError::CannotAct { skill, seq, why } => msg!(
                "card-skill-cannot-act",
                skill = skill,
                seq = bits(seq),
                why = why.text()
            ),
        }
    }
}

impl fmt::Display for SkillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en())
    }
}

/// A skill in a message: its symbol in English (`<<`), its rulebook name and symbol in
/// Chinese (`左移（<<）`), by the message `card-skill-card`.
impl From<Skill> for crate::i18n::Arg {
    fn from(k: Skill) -> crate::i18n::Arg {
        let id = match k {
            Skill::Shl => "shl",
            Skill::Shr => "shr",
            Skill::Not => "not",
            Skill::Ins => "ins",
            Skill::Clr => "clr",
        };
        crate::i18n::Arg::Text(crate::msg!("card-skill-card", skill = id))
    }
}

impl std::error::Error for SkillError {}

impl Skill {
    /// All kinds, in the deck's listing order.
    pub const ALL: [Skill; 5] = [Skill::Shl, Skill::Shr, Skill::Not, Skill::Ins, Skill::Clr];

    /// The position of this kind in [`Skill::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The symbol on the card.
    pub fn symbol(self) -> &'static str {
        match self {
            Skill::Shl => "<<",
            Skill::Shr => ">>",
            Skill::Not => "~",
            Skill::Ins => "I",
            Skill::Clr => "C",
        }
    }

    /// The kind with symbol `s`.
    ///
    /// ```
    /// use grundy::xor_trie::Skill;
    /// assert_eq!(Skill::parse("~"), Some(Skill::Not));
    /// assert_eq!(Skill::parse("X"), None);
    /// ```
    pub fn parse(s: &str) -> Option<Skill> {
        Skill::ALL.into_iter().find(|k| k.symbol() == s)
    }

    /// Copies of this kind per player: the rulebook's deck for N players holds N each of
    /// `<<`, `~` and `I`, and 2N each of `>>` and `C`.
    pub const fn copies_per_player(self) -> usize {
        match self {
            Skill::Shr | Skill::Clr => 2,
            Skill::Shl | Skill::Not | Skill::Ins => 1,
        }
    }

    /// Copies of this kind in the deck for `n` players.
    pub fn copies(self, n: usize) -> usize {
        self.copies_per_player() * n
    }

    /// True if the card takes a layer argument.
    pub fn takes_layer(self) -> bool {
        matches!(self, Skill::Ins | Skill::Clr)
    }

    /// The sequence after this skill acts on `s` (with `layer` for `I` and `C`), or why
    /// it cannot act. A skill that would leave the sequence unchanged cannot act.
    ///
    /// # Errors
    /// A missing or superfluous layer, a layer outside 1..=10, or a sequence the skill
    /// cannot change ([`SkillError`]), checked in that order.
    ///
    /// ```
    /// use grundy::xor_trie::{Blocked, Skill, SkillError};
    /// assert_eq!(Skill::Shl.act(0b10_0000_0001, None), Ok(0b10));
    /// assert_eq!(Skill::Not.act(0b1010, None), Ok(0b0101));
    /// assert_eq!(Skill::Ins.act(0b0100, Some(2)), Ok(0b0110));
    /// assert_eq!(
    ///     Skill::Ins.act(0b0100, Some(1)),
    ///     Err(SkillError::CannotAct { skill: Skill::Ins, seq: 0b0100, why: Blocked::NotNextToOne(1) })
    /// );
    /// assert_eq!(Skill::Shr.act(0, None).unwrap_err().to_string(), ">> cannot act on 0000000000: it has no 1");
    /// ```
    pub fn act(self, s: u16, layer: Option<u32>) -> Result<u16, SkillError> {
        let layer = match (self.takes_layer(), layer) {
            (true, None) => return Err(SkillError::NeedsLayer(self)),
            (false, Some(_)) => return Err(SkillError::TakesNoLayer(self)),
            (_, Some(l)) if !(1..=LAYERS).contains(&l) => {
                return Err(SkillError::LayerOutOfRange(l));
            }
            (_, layer) => layer.unwrap_or(0),
        };
        let blocked = |why| {
            Err(SkillError::CannotAct {
                skill: self,
                seq: s,
                why,
            })
        };
        match self {
            Skill::Shl | Skill::Shr | Skill::Not if s == 0 => blocked(Blocked::NoOne),
            Skill::Shl => Ok((s << 1) & FULL),
            Skill::Shr => Ok(s >> 1),
            Skill::Not => Ok(s ^ ((1u16 << highest(s)) - 1)),
            Skill::Ins => {
                let l = layer;
                let next_to_one = (l > 1 && has(s, l - 1)) || (l < LAYERS && has(s, l + 1));
                if has(s, l) {
                    blocked(Blocked::AlreadyOne(l))
                } else if !next_to_one {
                    blocked(Blocked::NotNextToOne(l))
                } else {
                    Ok(s | 1 << (l - 1))
                }
            }
            Skill::Clr if has(s, layer) => Ok(s & !(1 << (layer - 1))),
            Skill::Clr => blocked(Blocked::NotOne(layer)),
        }
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Blocked::*;
    use Skill::*;

    fn cannot(skill: Skill, seq: u16, why: Blocked) -> Result<u16, SkillError> {
        Err(SkillError::CannotAct { skill, seq, why })
    }

    #[test]
    fn skill_effects_and_their_edges() {
        assert_eq!(Shl.act(0b01_0000_0001, None), Ok(0b10_0000_0010));
        assert_eq!(
            Shl.act(0b10_0000_0001, None),
            Ok(0b00_0000_0010),
            "layer 10 lost"
        );
        assert_eq!(
            Shl.act(0b10_0000_0000, None),
            Ok(0),
            "the only 1 shifted out"
        );
        assert_eq!(Shl.act(0, None), cannot(Shl, 0, NoOne));
        assert_eq!(Shr.act(0b11, None), Ok(0b1));
        assert_eq!(Shr.act(1, None), Ok(0), "layer 1 lost");
        assert_eq!(Shr.act(0, None), cannot(Shr, 0, NoOne));
        assert_eq!(Not.act(0b0101_1010, None), Ok(0b0010_0101));
        assert_eq!(Not.act(1, None), Ok(0));
        assert_eq!(Not.act(0b11_1111_1111, None), Ok(0));
        assert_eq!(Not.act(0, None), cannot(Not, 0, NoOne));
        assert_eq!(Ins.act(0b10, Some(1)), Ok(0b11), "below a 1");
        assert_eq!(Ins.act(0b1, Some(2)), Ok(0b11), "above a 1");
        assert_eq!(Ins.act(0b01_0000_0000, Some(10)), Ok(0b11_0000_0000));
        assert_eq!(Ins.act(0b1, Some(3)), cannot(Ins, 1, NotNextToOne(3)));
        assert_eq!(Ins.act(0b1, Some(1)), cannot(Ins, 1, AlreadyOne(1)));
        assert_eq!(Ins.act(0, Some(1)), cannot(Ins, 0, NotNextToOne(1)));
        assert_eq!(Ins.act(1, Some(11)), Err(SkillError::LayerOutOfRange(11)));
        assert_eq!(Ins.act(1, Some(0)), Err(SkillError::LayerOutOfRange(0)));
        assert_eq!(Ins.act(1, None), Err(SkillError::NeedsLayer(Ins)));
        assert_eq!(Clr.act(0b101, Some(3)), Ok(0b1));
        assert_eq!(Clr.act(0b1, Some(1)), Ok(0));
        assert_eq!(Clr.act(0b101, Some(2)), cannot(Clr, 5, NotOne(2)));
        assert_eq!(Clr.act(0b101, None), Err(SkillError::NeedsLayer(Clr)));
        assert_eq!(Shl.act(1, Some(1)), Err(SkillError::TakesNoLayer(Shl)));
        // The layer is checked before the sequence.
        assert_eq!(Shl.act(0, Some(1)), Err(SkillError::TakesNoLayer(Shl)));
        assert_eq!(Clr.act(0, Some(12)), Err(SkillError::LayerOutOfRange(12)));
    }

    #[test]
    fn kinds_know_their_place_in_the_listing() {
        for (i, k) in Skill::ALL.into_iter().enumerate() {
            assert_eq!(k.index(), i);
            assert_eq!(Skill::parse(k.symbol()), Some(k));
        }
    }

    #[test]
    fn every_legal_skill_changes_the_sequence() {
        for skill in Skill::ALL {
            for s in 0..=FULL {
                for layer in [None, Some(0)].into_iter().chain((1..=LAYERS).map(Some)) {
                    if let Ok(after) = skill.act(s, layer) {
                        assert_ne!(after, s, "{skill} {layer:?} on {s:b}");
                        assert!(after <= FULL);
                    }
                }
            }
        }
    }

    #[test]
    fn skill_errors_print_the_transcript_messages() {
        let cases = [
            (SkillError::NeedsLayer(Ins), "skill I needs a layer"),
            (SkillError::TakesNoLayer(Not), "skill ~ takes no layer"),
            (
                SkillError::LayerOutOfRange(11),
                "there is no layer 11: the layers are 1 to 10",
            ),
            (
                SkillError::CannotAct {
                    skill: Clr,
                    seq: 17,
                    why: NotOne(3),
                },
                "C cannot act on 0000010001: layer 3 is not 1",
            ),
            (
                SkillError::CannotAct {
                    skill: Ins,
                    seq: 4,
                    why: AlreadyOne(3),
                },
                "I cannot act on 0000000100: layer 3 is already 1",
            ),
            (
                SkillError::CannotAct {
                    skill: Ins,
                    seq: 4,
                    why: NotNextToOne(1),
                },
                "I cannot act on 0000000100: layer 1 is not next to a 1",
            ),
        ];
        for (e, text) in cases {
            assert_eq!(e.to_string(), text);
        }
    }
}
