//! The piles: every card no player holds, and where the cards a player takes come from.
//!
//! A round takes its cards from one of two kinds of deck:
//!
//! * **seeded**: both decks are known in order, shuffled from the round's seed (see
//!   [`crate::xor_trie::setup`]); a draw takes the top cards, a test turns the top card,
//!   a skill card is the top one, and an empty skill deck is refilled by shuffling the
//!   skill discard pile with the round's generator;
//! * **physical cards**: the table plays with real, hand-shuffled cards and the typist
//!   names each card as it comes off a deck (the cards drawn, the judgment card, the skill
//!   card taken). The engine knows *which* cards each deck holds, since a card is in the
//!   deck exactly when it is nowhere else (dealt, set aside, held, discarded), but not
//!   their order; a named card must be one the deck holds. When the skill deck runs out,
//!   the table shuffles the skill discard pile into a new deck, and the engine takes that
//!   pile's cards as the deck's.
//!
//!   A draw may also leave its cards unnamed, as a player takes them into a private hand:
//!   the engine then counts them (`hidden`) without knowing which they are, and a hand's
//!   unseen card is named when it is shown (played, tested, kept or discarded). Until then
//!   the cards the deck may hold are the deck's cards and the unseen ones together: a named
//!   card must be one of them, and the deck holds as many cards as that set less the
//!   unseen ones.
//!
//! Both keep the discard piles the same way (oldest first). Every card that enters a hand
//! or is turned comes through this type, so the rules engine is the same for both kinds.

use crate::rng::Rng;
use crate::xor_trie::cards::Skill;
use crate::xor_trie::numbers::MAX_CARD;

/// A set of number cards (1..=511), as bits.
#[derive(Debug, Clone, PartialEq, Eq)]
struct CardSet {
    words: [u64; CardSet::WORDS],
    len: usize,
}

impl CardSet {
    const WORDS: usize = (MAX_CARD as usize + 1).div_ceil(64);

    fn new(cards: impl IntoIterator<Item = u16>) -> CardSet {
        let mut set = CardSet {
            words: [0; CardSet::WORDS],
            len: 0,
        };
        for c in cards {
            set.insert(c);
        }
        set
    }

    fn contains(&self, card: u16) -> bool {
        card <= MAX_CARD && self.words[card as usize / 64] >> (card % 64) & 1 == 1
    }

    fn insert(&mut self, card: u16) {
        if !self.contains(card) {
            self.words[card as usize / 64] |= 1 << (card % 64);
            self.len += 1;
        }
    }

    fn remove(&mut self, card: u16) {
        if self.contains(card) {
            self.words[card as usize / 64] &= !(1 << (card % 64));
            self.len -= 1;
        }
    }

    /// The cards in increasing order.
    fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        (1..=MAX_CARD).filter(|&c| self.contains(c))
    }
}

/// What a seat cannot see of a seeded round's piles ([`Piles::seeded_hidden`]): the basic
/// deck, the basic discard pile, the skill deck and the reshuffling generator.
pub(crate) type SeededHidden<'a> = (
    &'a mut Vec<u16>,
    &'a mut Vec<u16>,
    &'a mut Vec<Skill>,
    &'a mut Rng,
);

/// The decks of a round: in order (seeded), or as the sets of cards they hold (physical).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Deck {
    /// The basic deck and the skill deck in order, top last, and the round's generator
    /// after the setup's shuffles (it reshuffles the skill discard pile).
    Seeded {
        basic: Vec<u16>,
        skills: Vec<Skill>,
        rng: Rng,
    },
    /// The basic cards nobody has named yet (the deck's, and `hidden` more taken unseen),
    /// and the skill cards the deck holds by kind (in the order of [`Skill::ALL`]).
    Named {
        basic: CardSet,
        hidden: usize,
        skills: [usize; 5],
    },
}

/// A skill card taken from the skill deck, and the size of the new deck if the discard
/// pile had to become the deck first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SkillDraw {
    /// The card taken.
    pub skill: Skill,
    /// `Some(k)`: the skill deck was empty and the discard pile (k cards) became it.
    pub refill: Option<usize>,
}

/// The cards that no player holds: the basic deck (draws and judgment cards), the skill
/// deck and both discard piles. The marker cards set aside at the setup are not here: they
/// leave play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Piles {
    deck: Deck,
    /// Played, tested, judged and discarded basic cards, oldest first.
    discard: Vec<u16>,
    /// Countered, used and discarded skill cards, oldest first.
    skill_discard: Vec<Skill>,
}

impl Piles {
    /// Seeded piles from the decks listed top first; `rng` reshuffles the skill discard
    /// pile.
    pub(crate) fn seeded(
        deck_top_first: Vec<u16>,
        skills_top_first: Vec<Skill>,
        rng: Rng,
    ) -> Piles {
        let mut basic = deck_top_first;
        basic.reverse();
        let mut skills = skills_top_first;
        skills.reverse();
        Piles {
            deck: Deck::Seeded { basic, skills, rng },
            discard: Vec::new(),
            skill_discard: Vec::new(),
        }
    }

    /// Piles of physical cards: the basic deck holds `basic`, the skill deck every skill
    /// card of a table of `players`.
    pub(crate) fn physical(basic: impl IntoIterator<Item = u16>, players: usize) -> Piles {
        Piles {
            deck: Deck::Named {
                basic: CardSet::new(basic),
                hidden: 0,
                skills: Skill::ALL.map(|k| k.copies(players)),
            },
            discard: Vec::new(),
            skill_discard: Vec::new(),
        }
    }

    /// True if the typist names the cards (physical cards).
    pub(crate) fn is_physical(&self) -> bool {
        matches!(self.deck, Deck::Named { .. })
    }

    /// Basic cards left in the deck.
    pub(crate) fn deck_len(&self) -> usize {
        match &self.deck {
            Deck::Seeded { basic, .. } => basic.len(),
            Deck::Named { basic, hidden, .. } => basic.len - hidden,
        }
    }

    /// Cards taken off a physical deck without being named and not named since (in hands,
    /// or discarded by an eliminated player unseen).
    pub(crate) fn hidden(&self) -> usize {
        match &self.deck {
            Deck::Seeded { .. } => 0,
            Deck::Named { hidden, .. } => *hidden,
        }
    }

    /// True if `card` may be an unseen card: a physical card nobody has named yet.
    pub(crate) fn may_be_unseen(&self, card: u16) -> bool {
        matches!(&self.deck, Deck::Named { basic, .. } if basic.contains(card))
    }

    /// Takes up to `k` cards off a physical deck without naming them; returns how many.
    ///
    /// # Panics
    /// For a seeded deck.
    pub(crate) fn take_unseen(&mut self, k: usize) -> usize {
        let take = k.min(self.deck_len());
        match &mut self.deck {
            Deck::Named { hidden, .. } => *hidden += take,
            Deck::Seeded { .. } => panic!("only physical cards are taken unseen"),
        }
        take
    }

    /// Names an unseen card: `card` ([`Piles::may_be_unseen`]) is no longer one nobody has
    /// named, and one unseen card fewer is hidden.
    ///
    /// # Panics
    /// If no card is hidden, or `card` may not be unseen.
    pub(crate) fn reveal(&mut self, card: u16) {
        match &mut self.deck {
            Deck::Named { basic, hidden, .. } if *hidden > 0 && basic.contains(card) => {
                basic.remove(card);
                *hidden -= 1;
            }
            _ => panic!("card {card} was checked to be one that may be unseen"),
        }
    }

    /// Skill cards left in the skill deck.
    pub(crate) fn skill_deck_len(&self) -> usize {
        match &self.deck {
            Deck::Seeded { skills, .. } => skills.len(),
            Deck::Named { skills, .. } => skills.iter().sum(),
        }
    }

    /// Skill cards on the skill discard pile.
    pub(crate) fn skill_discard_len(&self) -> usize {
        self.skill_discard.len()
    }

    /// True if a skill card can be taken: from the deck, or from the discard pile made the
    /// new deck.
    pub(crate) fn skill_available(&self) -> bool {
        self.skill_deck_len() > 0 || !self.skill_discard.is_empty()
    }

    /// True if the basic deck holds `card` (or, with unseen cards, may hold it).
    pub(crate) fn in_deck(&self, card: u16) -> bool {
        match &self.deck {
            Deck::Seeded { basic, .. } => basic.contains(&card),
            Deck::Named { basic, .. } => basic.contains(card),
        }
    }

    /// True if `card` is on the basic discard pile.
    pub(crate) fn discarded(&self, card: u16) -> bool {
        self.discard.contains(&card)
    }

    /// The first `k` cards a player could take: the top ones of a seeded deck, the lowest
    /// ones of a physical deck (any cards it holds would do).
    pub(crate) fn first_cards(&self, k: usize) -> Vec<u16> {
        match &self.deck {
            Deck::Seeded { basic, .. } => basic.iter().rev().take(k).copied().collect(),
            Deck::Named { basic, .. } => basic.iter().take(k).collect(),
        }
    }

    /// True if a skill card of kind `skill` can be taken from a physical skill deck (or from
    /// the discard pile, when the deck is empty and the pile becomes it).
    pub(crate) fn skill_in_reach(&self, skill: Skill) -> bool {
        match &self.deck {
            Deck::Seeded { .. } => false,
            Deck::Named { skills, .. } if skills.iter().sum::<usize>() > 0 => {
                skills[skill.index()] > 0
            }
            Deck::Named { .. } => self.skill_discard.contains(&skill),
        }
    }

    /// Takes `k` cards off the basic deck, in the order taken: the top ones of a seeded
    /// deck (fewer if it runs short), or the cards `named` from a physical deck, which the
    /// caller has checked to be in it.
    ///
    /// # Panics
    /// If cards are named for a seeded deck, or not named for a physical one.
    pub(crate) fn take(&mut self, k: usize, named: Option<&[u16]>) -> Vec<u16> {
        match (&mut self.deck, named) {
            (Deck::Seeded { basic, .. }, None) => {
                let take = k.min(basic.len());
                let mut cards = basic.split_off(basic.len() - take);
                cards.reverse();
                cards
            }
            (Deck::Named { basic, .. }, Some(cards)) => {
                for &c in cards {
                    debug_assert!(basic.contains(c), "card {c} checked to be in the deck");
                    basic.remove(c);
                }
                cards.to_vec()
            }
            _ => panic!("cards are named exactly for a physical deck"),
        }
    }

    /// Puts basic cards on the discard pile, in order.
    pub(crate) fn discard(&mut self, cards: impl IntoIterator<Item = u16>) {
        self.discard.extend(cards);
    }

    /// Takes a skill card: the top one of a seeded deck, or the kind `named` from a physical
    /// one. An empty deck is first refilled from the discard pile (shuffled by the round's
    /// generator, or by the table).
    ///
    /// # Panics
    /// If no skill card is left anywhere ([`Piles::skill_available`]), or if a kind is named
    /// for a seeded deck, or none (or one out of reach) for a physical one.
    pub(crate) fn take_skill(&mut self, named: Option<Skill>) -> SkillDraw {
        let refill = (self.skill_deck_len() == 0).then(|| {
            let mut pile = std::mem::take(&mut self.skill_discard);
            let count = pile.len();
            match &mut self.deck {
                Deck::Seeded { skills, rng, .. } => {
                    rng.shuffle(&mut pile);
                    *skills = pile;
                }
                Deck::Named { skills, .. } => {
                    for k in pile {
                        skills[k.index()] += 1;
                    }
                }
            }
            count
        });
        let skill = match (&mut self.deck, named) {
            (Deck::Seeded { skills, .. }, None) => skills.pop().expect("a skill card to take"),
            (Deck::Named { skills, .. }, Some(k)) => {
                let left = &mut skills[k.index()];
                *left = left.checked_sub(1).expect("a skill card of the kind named");
                k
            }
            _ => panic!("a skill card is named exactly for a physical deck"),
        };
        SkillDraw { skill, refill }
    }

    /// Puts skill cards on the skill discard pile, in order.
    pub(crate) fn discard_skills(&mut self, skills: impl IntoIterator<Item = Skill>) {
        self.skill_discard.extend(skills);
    }

    /// Every basic card in the piles (deck, then discard pile).
    pub(crate) fn basic_cards(&self) -> Vec<u16> {
        let mut cards = match &self.deck {
            Deck::Seeded { basic, .. } => basic.clone(),
            Deck::Named { basic, .. } => basic.iter().collect(),
        };
        cards.extend(&self.discard);
        cards
    }

    /// Every skill card in the piles (deck, then discard pile).
    pub(crate) fn skill_cards(&self) -> Vec<Skill> {
        let mut cards = match &self.deck {
            Deck::Seeded { skills, .. } => skills.clone(),
            Deck::Named { skills, .. } => Skill::ALL
                .iter()
                .flat_map(|&k| std::iter::repeat_n(k, skills[k.index()]))
                .collect(),
        };
        cards.extend(&self.skill_discard);
        cards
    }

    /// What a seat cannot see of a seeded round's piles, to be concealed or dealt again
    /// ([`crate::xor_trie::seat_view`]): the basic deck (top last), the basic discard pile,
    /// the skill deck (top last) and the generator that reshuffles the skill discard pile.
    /// `None` for physical piles.
    pub(crate) fn seeded_hidden(&mut self) -> Option<SeededHidden<'_>> {
        match &mut self.deck {
            Deck::Seeded { basic, skills, rng } => Some((basic, &mut self.discard, skills, rng)),
            Deck::Named { .. } => None,
        }
    }

    /// Unnames a physical card held known: `card` goes back among the cards nobody has
    /// named, as one more hidden card (what a seat that did not see it knows of it).
    ///
    /// # Panics
    /// For a seeded deck.
    pub(crate) fn unname(&mut self, card: u16) {
        match &mut self.deck {
            Deck::Named { basic, hidden, .. } => {
                basic.insert(card);
                *hidden += 1;
            }
            Deck::Seeded { .. } => panic!("only physical cards are unnamed"),
        }
    }
}

/// Direct access to the piles of a seeded round, for unit tests that arrange a position.
#[cfg(test)]
impl Piles {
    pub(crate) fn deck_mut(&mut self) -> &mut Vec<u16> {
        match &mut self.deck {
            Deck::Seeded { basic, .. } => basic,
            Deck::Named { .. } => panic!("a seeded deck"),
        }
    }

    pub(crate) fn discard_mut(&mut self) -> &mut Vec<u16> {
        &mut self.discard
    }

    pub(crate) fn skill_deck_mut(&mut self) -> &mut Vec<Skill> {
        match &mut self.deck {
            Deck::Seeded { skills, .. } => skills,
            Deck::Named { .. } => panic!("a seeded deck"),
        }
    }

    pub(crate) fn skill_discard_mut(&mut self) -> &mut Vec<Skill> {
        &mut self.skill_discard
    }

    /// The skill cards of a physical skill deck, by kind.
    pub(crate) fn named_skills_mut(&mut self) -> &mut [usize; 5] {
        match &mut self.deck {
            Deck::Named { skills, .. } => skills,
            Deck::Seeded { .. } => panic!("a physical deck"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Skill::*;

    #[test]
    fn the_deck_is_the_setups_list_from_the_top() {
        let mut p = Piles::seeded(vec![5, 6, 7], vec![Shl, Clr], Rng::new(1));
        assert_eq!(p.first_cards(2), [5, 6]);
        assert_eq!(p.take(2, None), [5, 6]);
        assert_eq!(p.take(2, None), [7], "a short draw takes what is left");
        assert_eq!(p.take(2, None), [] as [u16; 0]);
        assert_eq!(
            p.take_skill(None),
            SkillDraw {
                skill: Shl,
                refill: None
            }
        );
        p.discard_skills([Not, Ins, Shr]);
        assert_eq!(p.take_skill(None).skill, Clr);
        assert!(p.skill_available());
        // The empty deck is refilled from the discard pile, shuffled.
        let mut expected = vec![Not, Ins, Shr];
        let mut rng = Rng::new(1);
        rng.shuffle(&mut expected);
        let d = p.take_skill(None);
        assert_eq!(
            d,
            SkillDraw {
                skill: expected[2],
                refill: Some(3)
            }
        );
        assert_eq!(p.skill_deck_len(), 2);
        assert_eq!(p.skill_cards(), expected[..2]);
    }

    #[test]
    fn a_physical_deck_knows_its_cards_but_not_their_order() {
        let mut p = Piles::physical([9, 300, 4, 511], 4);
        assert!(p.is_physical());
        assert_eq!(p.deck_len(), 4);
        assert_eq!(p.first_cards(2), [4, 9], "the lowest cards stand for any");
        assert!(p.in_deck(300) && !p.in_deck(5) && !p.in_deck(0) && !p.in_deck(512));
        assert_eq!(p.take(2, Some(&[511, 9])), [511, 9]);
        assert_eq!(p.basic_cards(), [4, 300]);
        p.discard([511]);
        assert!(p.discarded(511) && !p.in_deck(511));
        assert_eq!(p.skill_deck_len(), 28);
        assert!(p.skill_in_reach(Not));
        assert_eq!(p.take_skill(Some(Not)).skill, Not);
        assert_eq!(p.skill_deck_len(), 27);
    }

    #[test]
    fn a_physical_skill_deck_is_refilled_from_its_discard_pile() {
        let mut p = Piles::physical([1], 4);
        // Empty the deck: every card taken, three of them discarded.
        for k in Skill::ALL {
            for _ in 0..k.copies(4) {
                p.take_skill(Some(k));
            }
        }
        assert!(!p.skill_available() && !p.skill_in_reach(Clr));
        p.discard_skills([Clr, Not, Clr]);
        assert!(p.skill_in_reach(Clr) && !p.skill_in_reach(Shl));
        let d = p.take_skill(Some(Clr));
        assert_eq!(
            d,
            SkillDraw {
                skill: Clr,
                refill: Some(3)
            }
        );
        assert_eq!(p.skill_cards(), [Not, Clr]);
    }

    #[test]
    fn card_sets_hold_each_card_once() {
        let mut s = CardSet::new([3, 3, 511, 1]);
        assert_eq!(s.len, 3);
        s.remove(3);
        s.remove(3);
        assert_eq!((s.len, s.iter().collect::<Vec<_>>()), (2, vec![1, 511]));
        assert!(!s.contains(600), "out of range is never held");
    }

    #[test]
    #[should_panic(expected = "cards are named exactly for a physical deck")]
    fn a_seeded_deck_takes_no_named_card() {
        Piles::seeded(vec![5], vec![], Rng::new(1)).take(1, Some(&[5]));
    }
}
