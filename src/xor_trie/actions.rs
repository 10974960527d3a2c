//! What a player may try ([`Action`]), and why the engine may refuse it
//! ([`IllegalAction`]).
//!
//! An action's `Display` is its protocol form without the seat (`play 16 self`); an
//! illegal action's `Display` is the reason the referee prints after `error: line L: `.

use crate::xor_trie::board::Target;
use crate::xor_trie::cards::{Skill, SkillError};
use crate::xor_trie::numbers::TEST_COST;
use crate::xor_trie::seat::Seat;
use std::fmt;

/// One action of a seat.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// `draw`: take two basic cards (fewer if the deck runs short), before playing.
    Draw,
    /// `play V self|public`: XOR a held basic card into a sequence.
    Play {
        /// The card.
        card: u16,
        /// Own or public sequence.
        target: Target,
    },
    /// `test V`: try for a skill card with another basic card and the judgment card.
    Test {
        /// The card played for the test.
        card: u16,
    },
    /// `redeem`: spend a token for the top skill card.
    Redeem,
    /// `discard K`: give up one of three skill cards.
    Discard {
        /// The kind discarded.
        skill: Skill,
    },
    /// `skill K self|public [L]`: play a skill card; it acts when no one counters.
    Cast {
        /// The kind played.
        skill: Skill,
        /// Own or public sequence.
        target: Target,
        /// Layer for `I` and `C`.
        layer: Option<u32>,
    },
    /// `counter`: void the skill just played with a `C`.
    Counter,
    /// `end [keep V…]`: end the turn keeping the named basic cards (all, if at most two
    /// are held and none are named).
    End {
        /// Cards kept, or `None` for "keep everything" (only with at most two).
        keep: Option<Vec<u16>>,
    },
    /// `give T`: pass one token to seat `T`.
    Give {
        /// The receiving seat.
        to: Seat,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw => write!(f, "draw"),
            Action::Play { card, target } => write!(f, "play {card} {target}"),
            Action::Test { card } => write!(f, "test {card}"),
            Action::Redeem => write!(f, "redeem"),
            Action::Discard { skill } => write!(f, "discard {skill}"),
            Action::Cast {
                skill,
                target,
                layer,
            } => {
                write!(f, "skill {skill} {target}")?;
                if let Some(l) = layer {
                    write!(f, " {l}")?;
                }
                Ok(())
            }
            Action::Counter => write!(f, "counter"),
            Action::End { keep } => {
                write!(f, "end")?;
                if let Some(k) = keep {
                    write!(f, " keep")?;
                    for c in k {
                        write!(f, " {c}")?;
                    }
                }
                Ok(())
            }
            Action::Give { to } => write!(f, "give {to}"),
        }
    }
}

/// Why the engine refuses an action. Nothing changes when it does.
///
/// The variants follow the order of the checks: who may act at all, then what the counter
/// window allows, then whose turn it is, then each action's own conditions. The `Display`
/// of each variant is the referee's message, given with the variant (the "two" and "three"
/// in them are the keep and skill limits, [`KEEP_LIMIT`](crate::xor_trie::KEEP_LIMIT) and
/// one more than [`SKILL_LIMIT`](crate::xor_trie::SKILL_LIMIT)).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum IllegalAction {
    /// `there is no seat S among N players`
    NoSuchSeat {
        /// The seat named.
        seat: Seat,
        /// Players at the table.
        players: usize,
    },
    /// `round R has ended`
    RoundOver {
        /// The round.
        round: u32,
    },
    /// `seat S cannot give a token to itself`
    GiveToSelf(Seat),
    /// `seat S has no token to give`
    NoTokenToGive(Seat),
    /// `seat S has been eliminated`
    Eliminated(Seat),
    /// `seat C's skill K waits for counters`: only a counter is legal in a counter window
    /// (or a give, which is legal at any time).
    SkillWaits {
        /// The caster.
        caster: Seat,
        /// The skill played.
        skill: Skill,
    },
    /// `seat S cannot counter its own skill`
    CounterOwnSkill(Seat),
    /// `seat S holds no C to counter with`
    NoCounterCard(Seat),
    /// `there is no skill to counter`
    NothingToCounter,
    /// `it is seat T's turn, not seat S's`
    NotYourTurn {
        /// Whose turn it is.
        turn: Seat,
        /// Who tried.
        seat: Seat,
    },
    /// `seat S holds three skill cards and must discard one first`
    MustDiscardFirst(Seat),
    /// `seat S does not hold card V`
    CardNotHeld {
        /// The seat.
        seat: Seat,
        /// The card named.
        card: u16,
    },
    /// `cards are drawn only before the basic card is played`
    DrawAfterPlay,
    /// `seat S has already drawn this turn`
    AlreadyDrew(Seat),
    /// `the basic deck is empty`
    DeckEmpty,
    /// `seat S has already played a basic card`
    AlreadyPlayed(Seat),
    /// `seat S holds no basic card and must draw`
    MustDraw(Seat),
    /// `a skill card is acquired only after the basic card`
    AcquireBeforePlay,
    /// `seat S has already tried to acquire a skill card this turn`
    AlreadyAcquired(Seat),
    /// `a skill card is acquired only before a skill is played`
    AcquireAfterSkill,
    /// `a test needs a score of at least 50; seat S has N`
    ScoreTooLow {
        /// The seat.
        seat: Seat,
        /// Its score.
        score: i64,
    },
    /// `a test needs a judgment card and the basic deck is empty`
    NoJudgmentCard,
    /// `no skill card is left to acquire`
    NoSkillCardLeft,
    /// `seat S has no token to redeem`
    NoTokenToRedeem(Seat),
    /// `seat S may discard a skill card only when holding three`
    NothingToDiscard(Seat),
    /// `seat S does not hold skill K`
    SkillNotHeld {
        /// The seat.
        seat: Seat,
        /// The kind named.
        skill: Skill,
    },
    /// `a skill is played only after the basic card`
    SkillBeforePlay,
    /// `seat S has already played a skill this turn`
    AlreadyCast(Seat),
    /// The skill cannot be played so ([`SkillError`]'s message).
    CannotCast(SkillError),
    /// `seat S must play a basic card before ending`
    EndBeforePlay(Seat),
    /// `seat S holds N basic cards and must name at most two to keep`
    MustNameKept {
        /// The seat.
        seat: Seat,
        /// Basic cards held.
        held: usize,
    },
    /// `at most two basic cards may be kept`
    KeepTooMany,
    /// `card V is named twice`
    NamedTwice(u16),
}

impl From<SkillError> for IllegalAction {
    fn from(e: SkillError) -> IllegalAction {
        IllegalAction::CannotCast(e)
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalAction::*;
        match self {
            NoSuchSeat { seat, players } => {
                write!(f, "there is no seat {seat} among {players} players")
            }
            RoundOver { round } => write!(f, "round {round} has ended"),
            GiveToSelf(s) => write!(f, "seat {s} cannot give a token to itself"),
            NoTokenToGive(s) => write!(f, "seat {s} has no token to give"),
            Eliminated(s) => write!(f, "seat {s} has been eliminated"),
            SkillWaits { caster, skill } => {
                write!(f, "seat {caster}'s skill {skill} waits for counters")
            }
            CounterOwnSkill(s) => write!(f, "seat {s} cannot counter its own skill"),
            NoCounterCard(s) => write!(f, "seat {s} holds no C to counter with"),
            NothingToCounter => write!(f, "there is no skill to counter"),
            NotYourTurn { turn, seat } => write!(f, "it is seat {turn}'s turn, not seat {seat}'s"),
            MustDiscardFirst(s) => write!(
                f,
                "seat {s} holds three skill cards and must discard one first"
            ),
            CardNotHeld { seat, card } => write!(f, "seat {seat} does not hold card {card}"),
            DrawAfterPlay => write!(f, "cards are drawn only before the basic card is played"),
            AlreadyDrew(s) => write!(f, "seat {s} has already drawn this turn"),
            DeckEmpty => write!(f, "the basic deck is empty"),
            AlreadyPlayed(s) => write!(f, "seat {s} has already played a basic card"),
            MustDraw(s) => write!(f, "seat {s} holds no basic card and must draw"),
            AcquireBeforePlay => write!(f, "a skill card is acquired only after the basic card"),
            AlreadyAcquired(s) => write!(
                f,
                "seat {s} has already tried to acquire a skill card this turn"
            ),
            AcquireAfterSkill => {
                write!(f, "a skill card is acquired only before a skill is played")
            }
            ScoreTooLow { seat, score } => write!(
                f,
                "a test needs a score of at least {TEST_COST}; seat {seat} has {score}"
            ),
            NoJudgmentCard => write!(
                f,
                "a test needs a judgment card and the basic deck is empty"
            ),
            NoSkillCardLeft => write!(f, "no skill card is left to acquire"),
            NoTokenToRedeem(s) => write!(f, "seat {s} has no token to redeem"),
            NothingToDiscard(s) => write!(
                f,
                "seat {s} may discard a skill card only when holding three"
            ),
            SkillNotHeld { seat, skill } => write!(f, "seat {seat} does not hold skill {skill}"),
            SkillBeforePlay => write!(f, "a skill is played only after the basic card"),
            AlreadyCast(s) => write!(f, "seat {s} has already played a skill this turn"),
            CannotCast(e) => write!(f, "{e}"),
            EndBeforePlay(s) => write!(f, "seat {s} must play a basic card before ending"),
            MustNameKept { seat, held } => write!(
                f,
                "seat {seat} holds {held} basic cards and must name at most two to keep"
            ),
            KeepTooMany => write!(f, "at most two basic cards may be kept"),
            NamedTwice(card) => write!(f, "card {card} is named twice"),
        }
    }
}

impl std::error::Error for IllegalAction {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::cards::Blocked;
    use IllegalAction::*;

    /// The position of `e`'s variant in declaration order (an exhaustive match, so a new
    /// variant cannot be added without a message below).
    fn variant(e: &IllegalAction) -> usize {
        match e {
            NoSuchSeat { .. } => 0,
            RoundOver { .. } => 1,
            GiveToSelf(_) => 2,
            NoTokenToGive(_) => 3,
            Eliminated(_) => 4,
            SkillWaits { .. } => 5,
            CounterOwnSkill(_) => 6,
            NoCounterCard(_) => 7,
            NothingToCounter => 8,
            NotYourTurn { .. } => 9,
            MustDiscardFirst(_) => 10,
            CardNotHeld { .. } => 11,
            DrawAfterPlay => 12,
            AlreadyDrew(_) => 13,
            DeckEmpty => 14,
            AlreadyPlayed(_) => 15,
            MustDraw(_) => 16,
            AcquireBeforePlay => 17,
            AlreadyAcquired(_) => 18,
            AcquireAfterSkill => 19,
            ScoreTooLow { .. } => 20,
            NoJudgmentCard => 21,
            NoSkillCardLeft => 22,
            NoTokenToRedeem(_) => 23,
            NothingToDiscard(_) => 24,
            SkillNotHeld { .. } => 25,
            SkillBeforePlay => 26,
            AlreadyCast(_) => 27,
            CannotCast(_) => 28,
            EndBeforePlay(_) => 29,
            MustNameKept { .. } => 30,
            KeepTooMany => 31,
            NamedTwice(_) => 32,
        }
    }

    #[test]
    fn every_refusal_prints_the_referees_message() {
        let s = Seat::new;
        let cases: Vec<(IllegalAction, &str)> = vec![
            (
                NoSuchSeat {
                    seat: s(5),
                    players: 4,
                },
                "there is no seat 5 among 4 players",
            ),
            (RoundOver { round: 2 }, "round 2 has ended"),
            (GiveToSelf(s(2)), "seat 2 cannot give a token to itself"),
            (NoTokenToGive(s(3)), "seat 3 has no token to give"),
            (Eliminated(s(2)), "seat 2 has been eliminated"),
            (
                SkillWaits {
                    caster: s(1),
                    skill: Skill::Not,
                },
                "seat 1's skill ~ waits for counters",
            ),
            (CounterOwnSkill(s(1)), "seat 1 cannot counter its own skill"),
            (NoCounterCard(s(2)), "seat 2 holds no C to counter with"),
            (NothingToCounter, "there is no skill to counter"),
            (
                NotYourTurn {
                    turn: s(1),
                    seat: s(2),
                },
                "it is seat 1's turn, not seat 2's",
            ),
            (
                MustDiscardFirst(s(1)),
                "seat 1 holds three skill cards and must discard one first",
            ),
            (
                CardNotHeld {
                    seat: s(1),
                    card: 5,
                },
                "seat 1 does not hold card 5",
            ),
            (
                DrawAfterPlay,
                "cards are drawn only before the basic card is played",
            ),
            (AlreadyDrew(s(1)), "seat 1 has already drawn this turn"),
            (DeckEmpty, "the basic deck is empty"),
            (
                AlreadyPlayed(s(1)),
                "seat 1 has already played a basic card",
            ),
            (MustDraw(s(4)), "seat 4 holds no basic card and must draw"),
            (
                AcquireBeforePlay,
                "a skill card is acquired only after the basic card",
            ),
            (
                AlreadyAcquired(s(1)),
                "seat 1 has already tried to acquire a skill card this turn",
            ),
            (
                AcquireAfterSkill,
                "a skill card is acquired only before a skill is played",
            ),
            (
                ScoreTooLow {
                    seat: s(1),
                    score: 49,
                },
                "a test needs a score of at least 50; seat 1 has 49",
            ),
            (
                NoJudgmentCard,
                "a test needs a judgment card and the basic deck is empty",
            ),
            (NoSkillCardLeft, "no skill card is left to acquire"),
            (NoTokenToRedeem(s(1)), "seat 1 has no token to redeem"),
            (
                NothingToDiscard(s(1)),
                "seat 1 may discard a skill card only when holding three",
            ),
            (
                SkillNotHeld {
                    seat: s(1),
                    skill: Skill::Clr,
                },
                "seat 1 does not hold skill C",
            ),
            (
                SkillBeforePlay,
                "a skill is played only after the basic card",
            ),
            (
                AlreadyCast(s(1)),
                "seat 1 has already played a skill this turn",
            ),
            (
                CannotCast(SkillError::CannotAct {
                    skill: Skill::Clr,
                    seq: 17,
                    why: Blocked::NotOne(3),
                }),
                "C cannot act on 0000010001: layer 3 is not 1",
            ),
            (
                EndBeforePlay(s(1)),
                "seat 1 must play a basic card before ending",
            ),
            (
                MustNameKept {
                    seat: s(1),
                    held: 3,
                },
                "seat 1 holds 3 basic cards and must name at most two to keep",
            ),
            (KeepTooMany, "at most two basic cards may be kept"),
            (NamedTwice(7), "card 7 is named twice"),
        ];
        for (k, (e, text)) in cases.iter().enumerate() {
            assert_eq!(e.to_string(), *text);
            assert_eq!(variant(e), k, "{e:?}: one case per variant, in order");
        }
        assert_eq!(cases.len(), 33);
    }

    #[test]
    fn actions_print_their_protocol_form() {
        let cases = [
            (Action::Draw, "draw"),
            (
                Action::Play {
                    card: 16,
                    target: Target::Own,
                },
                "play 16 self",
            ),
            (Action::Test { card: 3 }, "test 3"),
            (Action::Redeem, "redeem"),
            (Action::Discard { skill: Skill::Not }, "discard ~"),
            (
                Action::Cast {
                    skill: Skill::Shl,
                    target: Target::Public,
                    layer: None,
                },
                "skill << public",
            ),
            (
                Action::Cast {
                    skill: Skill::Clr,
                    target: Target::Own,
                    layer: Some(3),
                },
                "skill C self 3",
            ),
            (Action::Counter, "counter"),
            (Action::End { keep: None }, "end"),
            (Action::End { keep: Some(vec![]) }, "end keep"),
            (
                Action::End {
                    keep: Some(vec![1, 2]),
                },
                "end keep 1 2",
            ),
            (Action::Give { to: Seat::new(4) }, "give 4"),
        ];
        for (a, text) in cases {
            assert_eq!(a.to_string(), text);
        }
    }
}
