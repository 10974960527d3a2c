//! What a player may try ([`Action`]), and why the engine may refuse it
//! ([`IllegalAction`]).
//!
//! An action's `Display` is its protocol form without the seat (`play 16 self`); an
//! illegal action's `Display` is the reason the referee prints after `error: line L: `.
//!
//! In a round with physical cards the actions that take a card off a deck name it: a draw
//! its cards (`draw 13 14`), a test its judgment card (`test 3 12`), and the skill card a
//! passed test or a token earns is named by a `take` of its own (`take C`). In a seeded
//! round the deck gives them and nothing is named.

use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::board::Target;
use crate::xor_trie::cards::{Skill, SkillError};
use crate::xor_trie::numbers::{MAX_CARD, TEST_COST};
use crate::xor_trie::seat::Seat;
use std::fmt;

/// One action of a seat.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// `draw [A B]`: take two basic cards (fewer if the deck runs short), before playing.
    Draw {
        /// The cards drawn, named with physical cards (`None` in a seeded round).
        cards: Option<Vec<u16>>,
    },
    /// `play V self|public`: XOR a held basic card into a sequence.
    Play {
        /// The card.
        card: u16,
        /// Own or public sequence.
        target: Target,
    },
    /// `test V [J]`: try for a skill card with another basic card and the judgment card.
    Test {
        /// The card played for the test.
        card: u16,
        /// The judgment card turned, named with physical cards (`None` in a seeded round).
        judgment: Option<u16>,
    },
    /// `take K`: with physical cards, name the skill card a passed test or a token earned.
    Take {
        /// The kind taken.
        skill: Skill,
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
    /// `end [keep V…] [discard W…]`: end the turn keeping the named basic cards (with no
    /// `keep`, every card not discarded, at most two).
    End {
        /// Cards kept, or `None` for "every card not discarded" (at most two).
        keep: Option<Vec<u16>>,
        /// Cards named as discarded: needed for cards drawn unnamed (physical cards) that
        /// leave the hand; any other card may be named too.
        discard: Vec<u16>,
    },
    /// `give T`: pass one token to seat `T`.
    Give {
        /// The receiving seat.
        to: Seat,
    },
}

impl Action {
    /// A draw from a seeded deck: `draw`.
    pub const DRAW: Action = Action::Draw { cards: None };

    /// A test with `card` against a seeded deck's judgment card: `test V`.
    pub const fn test(card: u16) -> Action {
        Action::Test {
            card,
            judgment: None,
        }
    }
}

/// ` V1 V2 …`: the cards named, if any.
struct Named<'a>(Option<&'a [u16]>);

impl fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.into_iter().flatten() {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw { cards } => write!(f, "draw{}", Named(cards.as_deref())),
            Action::Play { card, target } => write!(f, "play {card} {target}"),
            Action::Test { card, judgment } => {
                let judgment = judgment.as_ref().map(std::slice::from_ref);
                write!(f, "test {card}{}", Named(judgment))
            }
            Action::Take { skill } => write!(f, "take {skill}"),
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
            Action::End { keep, discard } => {
                write!(f, "end")?;
                if keep.is_some() {
                    write!(f, " keep{}", Named(keep.as_deref()))?;
                }
                if !discard.is_empty() {
                    write!(f, " discard{}", Named(Some(discard)))?;
                }
                Ok(())
            }
            Action::Give { to } => write!(f, "give {to}"),
        }
    }
}

/// Where a number card is, as a refusal to take it off the deck explains.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// In the basic deck.
    Deck,
    /// In front of this seat: its starting card.
    Dealt(Seat),
    /// In this seat's hand.
    Held(Seat),
    /// A marker card, set aside at the setup.
    Aside,
    /// On the basic discard pile.
    Discarded,
    /// Not a number card at all (outside 1..=511).
    NotACard,
}

impl Place {
    /// Where the card is, in either language.
    pub fn text(&self) -> Text {
        match *self {
            Place::Deck => msg!("card-place-deck"),
            Place::Dealt(s) => msg!("card-place-dealt", seat = s),
            Place::Held(s) => msg!("card-place-held", seat = s),
            Place::Aside => msg!("card-place-aside"),
            Place::Discarded => msg!("card-place-discarded"),
            Place::NotACard => msg!("card-place-not-a-card", max = MAX_CARD),
        }
    }

    /// Whether telling where the card is would give a secret away to a page: in a hand,
    /// set aside as a marker card, on the discard pile, in the deck.
    pub fn is_secret(&self) -> bool {
        matches!(
            self,
            Place::Held(_) | Place::Aside | Place::Discarded | Place::Deck
        )
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en())
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
    /// ``seat S must first name the skill card it takes: `S take K` `` (physical cards)
    MustTakeFirst(Seat),
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
    /// `this round deals from its seed: name no card` (a card named in a seeded round)
    NamedInSeededRound,
    /// `seat S does not hold card V, and it cannot be one of its unseen cards: <where it
    /// is>` (physical cards: a card named for a hand holding cards drawn unnamed)
    NotUnseen {
        /// The seat.
        seat: Seat,
        /// The card named.
        card: u16,
        /// Where it is.
        place: Place,
    },
    /// `this draw takes 2 cards; 3 are named` (physical cards)
    DrawCount {
        /// Cards the draw takes.
        count: usize,
        /// Cards named.
        named: usize,
    },
    /// `card V is not in the deck: <where it is>`, or `card V is not a number card
    /// 1..=511` (a physical card named that the deck cannot hold)
    NotInDeck {
        /// The card named.
        card: u16,
        /// Where it is.
        place: Place,
    },
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
    /// ``name the judgment card turned: `S test V J` `` (a test with physical cards
    /// naming none)
    NameTheJudgment {
        /// The seat.
        seat: Seat,
        /// The card played for the test.
        card: u16,
    },
    /// `seat S has no token to redeem`
    NoTokenToRedeem(Seat),
    /// `seat S has no skill card to take`
    NothingToTake(Seat),
    /// `no K card is left in the skill deck`, or `no K card is in the skill discard pile,
    /// which becomes the skill deck` (physical cards)
    SkillNotInDeck {
        /// The kind named.
        skill: Skill,
        /// True if the skill deck is empty and its discard pile becomes it.
        refill: bool,
    },
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
    /// ``seat S keeps only the cards named: name the K unseen cards it discards
    /// (`discard W…`)`` (physical cards)
    NameTheDiscards {
        /// The seat.
        seat: Seat,
        /// Unseen cards left unnamed.
        unseen: usize,
    },
}

impl From<SkillError> for IllegalAction {
    fn from(e: SkillError) -> IllegalAction {
        IllegalAction::CannotCast(e)
    }
}

impl IllegalAction {
    /// The referee's message, in either language.
    pub fn text(&self) -> Text {
        use IllegalAction::*;
        match self {
            NoSuchSeat { seat, players } => {
                msg!("card-err-no-such-seat", seat = *seat, players = *players)
            }
            RoundOver { round } => msg!("card-err-round-over", round = *round),
            GiveToSelf(s) => msg!("card-err-give-to-self", seat = *s),
            NoTokenToGive(s) => msg!("card-err-no-token-to-give", seat = *s),
            Eliminated(s) => msg!("card-err-eliminated", seat = *s),
            SkillWaits { caster, skill } => {
                msg!("card-err-skill-waits", seat = *caster, skill = *skill)
            }
            CounterOwnSkill(s) => msg!("card-err-counter-own", seat = *s),
            NoCounterCard(s) => msg!("card-err-no-counter-card", seat = *s),
            NothingToCounter => msg!("card-err-nothing-to-counter"),
            NotYourTurn { turn, seat } => {
                msg!("card-err-not-your-turn", turn = *turn, seat = *seat)
            }
            MustDiscardFirst(s) => msg!("card-err-must-discard-first", seat = *s),
            MustTakeFirst(s) => msg!("card-err-must-take-first", seat = *s),
            CardNotHeld { seat, card } => {
                msg!("card-err-card-not-held", seat = *seat, card = *card)
            }
            DrawAfterPlay => msg!("card-err-draw-after-play"),
            AlreadyDrew(s) => msg!("card-err-already-drew", seat = *s),
            DeckEmpty => msg!("card-err-deck-empty"),
            NamedInSeededRound => msg!("card-err-named-in-seeded"),
            NotUnseen { seat, card, place } => msg!(
                "card-err-not-unseen",
                seat = *seat,
                card = *card,
                place = place.text()
            ),
            DrawCount { count, named } => {
                msg!("card-err-draw-count", count = *count, named = *named)
            }
            NotInDeck {
                card,
                place: Place::NotACard,
            } => msg!("card-err-not-a-card", card = *card, max = MAX_CARD),
            NotInDeck { card, place } => {
                msg!("card-err-not-in-deck", card = *card, place = place.text())
            }
            AlreadyPlayed(s) => msg!("card-err-already-played", seat = *s),
            MustDraw(s) => msg!("card-err-must-draw", seat = *s),
            AcquireBeforePlay => msg!("card-err-acquire-before-play"),
            AlreadyAcquired(s) => msg!("card-err-already-acquired", seat = *s),
            AcquireAfterSkill => msg!("card-err-acquire-after-skill"),
            ScoreTooLow { seat, score } => msg!(
                "card-err-score-too-low",
                cost = TEST_COST.to_string(),
                seat = *seat,
                score = score.to_string()
            ),
            NoJudgmentCard => msg!("card-err-no-judgment-card"),
            NoSkillCardLeft => msg!("card-err-no-skill-card-left"),
            NameTheJudgment { seat, card } => {
                msg!("card-err-name-the-judgment", seat = *seat, card = *card)
            }
            NoTokenToRedeem(s) => msg!("card-err-no-token-to-redeem", seat = *s),
            NothingToTake(s) => msg!("card-err-nothing-to-take", seat = *s),
            SkillNotInDeck {
                skill,
                refill: false,
            } => msg!("card-err-skill-not-in-deck", skill = *skill),
            SkillNotInDeck {
                skill,
                refill: true,
            } => msg!("card-err-skill-not-in-discards", skill = *skill),
            NothingToDiscard(s) => msg!("card-err-nothing-to-discard", seat = *s),
            SkillNotHeld { seat, skill } => {
                msg!("card-err-skill-not-held", seat = *seat, skill = *skill)
            }
            SkillBeforePlay => msg!("card-err-skill-before-play"),
            AlreadyCast(s) => msg!("card-err-already-cast", seat = *s),
            CannotCast(e) => e.text(),
            EndBeforePlay(s) => msg!("card-err-end-before-play", seat = *s),
            MustNameKept { seat, held } => {
                msg!("card-err-must-name-kept", seat = *seat, held = *held)
            }
            KeepTooMany => msg!("card-err-keep-too-many"),
            NamedTwice(card) => msg!("card-err-named-twice", card = *card),
            NameTheDiscards { seat, unseen } => {
                msg!("card-err-name-the-discards", seat = *seat, unseen = *unseen)
            }
        }
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en())
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
            MustTakeFirst(_) => 11,
            CardNotHeld { .. } => 12,
            DrawAfterPlay => 13,
            AlreadyDrew(_) => 14,
            DeckEmpty => 15,
            NamedInSeededRound => 16,
            NotUnseen { .. } => 17,
            DrawCount { .. } => 18,
            NotInDeck { .. } => 19,
            AlreadyPlayed(_) => 20,
            MustDraw(_) => 21,
            AcquireBeforePlay => 22,
            AlreadyAcquired(_) => 23,
            AcquireAfterSkill => 24,
            ScoreTooLow { .. } => 25,
            NoJudgmentCard => 26,
            NoSkillCardLeft => 27,
            NameTheJudgment { .. } => 28,
            NoTokenToRedeem(_) => 29,
            NothingToTake(_) => 30,
            SkillNotInDeck { .. } => 31,
            NothingToDiscard(_) => 32,
            SkillNotHeld { .. } => 33,
            SkillBeforePlay => 34,
            AlreadyCast(_) => 35,
            CannotCast(_) => 36,
            EndBeforePlay(_) => 37,
            MustNameKept { .. } => 38,
            KeepTooMany => 39,
            NamedTwice(_) => 40,
            NameTheDiscards { .. } => 41,
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
                MustTakeFirst(s(2)),
                "seat 2 must first name the skill card it takes: `2 take K`",
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
                NamedInSeededRound,
                "this round deals from its seed: name no card",
            ),
            (
                NotUnseen {
                    seat: s(3),
                    card: 9,
                    place: Place::Aside,
                },
                "seat 3 does not hold card 9, and it cannot be one of its unseen cards: it is a marker card, set aside",
            ),
            (
                DrawCount { count: 1, named: 2 },
                "this draw takes 1 card; 2 are named",
            ),
            (
                NotInDeck {
                    card: 13,
                    place: Place::Held(s(2)),
                },
                "card 13 is not in the deck: seat 2 holds it",
            ),
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
            (
                NameTheJudgment {
                    seat: s(1),
                    card: 3,
                },
                "name the judgment card turned: `1 test 3 J`",
            ),
            (NoTokenToRedeem(s(1)), "seat 1 has no token to redeem"),
            (NothingToTake(s(4)), "seat 4 has no skill card to take"),
            (
                SkillNotInDeck {
                    skill: Skill::Clr,
                    refill: false,
                },
                "no C card is left in the skill deck",
            ),
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
            (
                NameTheDiscards {
                    seat: s(2),
                    unseen: 1,
                },
                "seat 2 keeps only the cards named: name the 1 unseen card it discards (`discard W…`)",
            ),
        ];
        for (k, (e, text)) in cases.iter().enumerate() {
            assert_eq!(e.to_string(), *text);
            assert_eq!(variant(e), k, "{e:?}: one case per variant, in order");
        }
        assert_eq!(cases.len(), 42);
    }

    #[test]
    fn the_other_forms_of_the_refusals_about_named_cards() {
        let s = Seat::new;
        let cases = [
            (
                DrawCount { count: 2, named: 1 },
                "this draw takes 2 cards; 1 is named",
            ),
            (
                NotInDeck {
                    card: 600,
                    place: Place::NotACard,
                },
                "card 600 is not a number card from 1 to 511",
            ),
            (
                NotInDeck {
                    card: 7,
                    place: Place::Dealt(s(2)),
                },
                "card 7 is not in the deck: it is seat 2's starting card",
            ),
            (
                NotInDeck {
                    card: 500,
                    place: Place::Aside,
                },
                "card 500 is not in the deck: it is a marker card, set aside",
            ),
            (
                NotInDeck {
                    card: 40,
                    place: Place::Discarded,
                },
                "card 40 is not in the deck: it has been played or discarded",
            ),
            (
                SkillNotInDeck {
                    skill: Skill::Ins,
                    refill: true,
                },
                "no I card is in the skill discard pile, which becomes the skill deck",
            ),
        ];
        for (e, text) in cases {
            assert_eq!(e.to_string(), text);
        }
        assert_eq!(Place::Deck.to_string(), "it is in the deck");
    }

    #[test]
    fn actions_print_their_protocol_form() {
        let cases = [
            (Action::DRAW, "draw"),
            (
                Action::Draw {
                    cards: Some(vec![13, 14]),
                },
                "draw 13 14",
            ),
            (Action::test(3), "test 3"),
            (
                Action::Test {
                    card: 3,
                    judgment: Some(12),
                },
                "test 3 12",
            ),
            (Action::Take { skill: Skill::Clr }, "take C"),
            (
                Action::Play {
                    card: 16,
                    target: Target::Own,
                },
                "play 16 self",
            ),
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
            (
                Action::End {
                    keep: None,
                    discard: vec![],
                },
                "end",
            ),
            (
                Action::End {
                    keep: Some(vec![1, 2]),
                    discard: vec![],
                },
                "end keep 1 2",
            ),
            (
                Action::End {
                    keep: None,
                    discard: vec![5],
                },
                "end discard 5",
            ),
            (Action::Give { to: Seat::new(4) }, "give 4"),
        ];
        for (a, text) in cases {
            assert_eq!(a.to_string(), text);
        }
    }
}
