//! How a round is set up ([`Setup`]): where its cards come from ([`CardSource`]: a seed, or
//! physical cards named by the typist), plus optional overrides of what a seed's shuffles
//! give, checked against the card set ([`SetupError`]), then dealt out.
//!
//! # Randomness (version-stable)
//!
//! Every random choice of a seeded round comes from one [`Rng`] (xoshiro256** seeded
//! through splitmix64, see [`crate::rng`]) built from the round's seed, used in this fixed
//! order, each shuffle being [`Rng::shuffle`] (Fisher–Yates from the last position down):
//!
//! 1. the list `[1, 2, …, 31]` is shuffled; seat `i` takes its `i`-th card, skipping cards
//!    that `markers` or `deck` place (this shuffle is performed even when `deal` overrides
//!    it);
//! 2. the basic cards that are neither dealt, nor given by `markers`, nor given by `deck`,
//!    in increasing order, are shuffled; this list, read from its first element, is the deck
//!    from the top. If `markers` is not given, the ⌊N/2⌋ marker cards are the first ones taken
//!    off it. Cards given by `deck` are then placed on top, the first given on the very top;
//! 3. the skill cards not given by `skills`, listed as `<<`×N, `>>`×2N, `~`×N, `I`×N, `C`×2N,
//!    are shuffled and placed below the cards given by `skills` (first given on top);
//! 4. during play, whenever a skill card must be taken from an empty skill deck, the skill
//!    discard pile (in the order the cards were discarded) is shuffled to become the deck
//!    (the same generator, carried on in the round's piles).
//!
//! # Physical cards
//!
//! A round with physical cards has no seed: the typist names the starting cards (`deal`),
//! the marker cards (`markers`) and the starting hands (`hands`, two cards a seat), all
//! three required, and later every card as it comes off a deck
//! ([`crate::xor_trie::piles`]). The overrides of the seeded decks (`deck`, `skills`) do not
//! apply to it.

use crate::i18n::Text;
use crate::msg;
use crate::rng::Rng;
use crate::xor_trie::board::highest;
use crate::xor_trie::cards::Skill;
use crate::xor_trie::house_rules::HouseRules;
use crate::xor_trie::numbers::{
    MAX_CARD, MAX_DEAL, MAX_PLAYERS, MIN_PLAYERS, START_HAND, marker_cards,
};
use crate::xor_trie::piles::Piles;
use crate::xor_trie::seat::Seat;
use std::fmt;

/// Where a round's cards come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardSource {
    /// Shuffled from this seed (the module docs say how).
    Seed(u64),
    /// Physical cards: the typist names each card (the module docs say which).
    Physical,
}

/// How a round is set up: where its cards come from, and the cards named by setup lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Number of players, 4..=8.
    pub players: usize,
    /// A seed, or physical cards.
    pub source: CardSource,
    /// Initial cards by seat (`deal`), each in 1..=31, distinct.
    pub deal: Option<Vec<u16>>,
    /// The ⌊N/2⌋ marker cards (`markers`).
    pub markers: Option<Vec<u16>>,
    /// Cards on top of the basic deck, top first (`deck`).
    pub deck_top: Vec<u16>,
    /// Cards on top of the skill deck, top first (`skills`).
    pub skills_top: Vec<Skill>,
    /// The starting hands, two cards a seat from seat 1 on (`hands`; physical cards only;
    /// without it a round with physical cards deals each seat two cards nobody names).
    pub hands: Option<Vec<u16>>,
    /// The starting player the table picked among those tied for the lowest highest 1
    /// (`start`); without it, the lowest of them.
    pub start: Option<Seat>,
    /// The house rules of the match.
    pub rules: HouseRules,
}

/// The setup line that places a card: what a [`SetupError`] about a card names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Placement {
    /// `deal`
    Deal,
    /// `markers`
    Marker,
    /// `deck`
    Deck,
    /// `hands`
    Hand,
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Placement::Deal => "deal",
            Placement::Marker => "marker",
            Placement::Deck => "deck",
            Placement::Hand => "hand",
        })
    }
}

/// Why a setup is inconsistent with the card set. The `Display` of each variant is the
/// referee's message, given with the variant.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SetupError {
    /// `N players: the game is for 4 to 8 players`
    PlayerCount(usize),
    /// `deal lists K cards for N players`
    DealCount {
        /// Cards listed.
        given: usize,
        /// Players.
        players: usize,
    },
    /// `deal card V is not a card from 1 to 31`
    DealNotLow(u16),
    /// `markers lists K cards; N players set aside M`
    MarkerCount {
        /// Cards listed.
        given: usize,
        /// Players.
        players: usize,
    },
    /// `<deal|marker|deck> card V is not a number card from 1 to 511`
    NotANumberCard {
        /// The line placing it.
        by: Placement,
        /// The value.
        card: u16,
    },
    /// `<deal|marker|deck> card V is already placed`
    PlacedTwice {
        /// The line placing it again.
        by: Placement,
        /// The card.
        card: u16,
    },
    /// `deck and markers leave too few of the cards 1 to 31 for the deal`
    TooFewLowCards,
    /// `the deck override leaves too few cards for the setup`
    TooFewCards,
    /// `hands lists K cards for N players (two each)`
    HandsCount {
        /// Cards listed.
        given: usize,
        /// Players.
        players: usize,
    },
    /// ``a round with physical cards needs `<line>` `` (`deal`, `markers` or `hands`)
    PhysicalNeeds(&'static str),
    /// `` `<line>` orders the seeded decks; with physical cards, name each card as it is
    /// taken`` (`deck` or `skills` in a round with physical cards)
    SeededOnly(&'static str),
    /// `` `hands` names the starting hands of a round with physical cards``
    PhysicalOnly,
    /// `seat S cannot start: the starting player is seat A (or one of seats A, B)`
    NotAStarter {
        /// The seat named by `start`.
        seat: Seat,
        /// The seats tied for the start.
        tied: Vec<Seat>,
    },
    /// `skills lists K <kind> cards; there are M`
    TooManySkills {
        /// The kind.
        skill: Skill,
        /// Cards of the kind listed.
        given: usize,
        /// Cards of the kind in the deck.
        copies: usize,
    },
}

impl SetupError {
    /// The referee's message, in either language.
    pub fn text(&self) -> Text {
        match self {
            SetupError::PlayerCount(n) => msg!(
                "card-setup-player-count",
                n = *n,
                min = MIN_PLAYERS,
                max = MAX_PLAYERS
            ),
            SetupError::DealCount { given, players } => {
                msg!("card-setup-deal-count", given = *given, players = *players)
            }
            SetupError::DealNotLow(c) => msg!("card-setup-deal-not-low", card = *c, max = MAX_DEAL),
            SetupError::MarkerCount { given, players } => msg!(
                "card-setup-marker-count",
                given = *given,
                players = *players,
                set = marker_cards(*players)
            ),
            SetupError::NotANumberCard { by, card } => msg!(
                "card-setup-not-a-card",
                by = by.to_string(),
                card = *card,
                max = MAX_CARD
            ),
            SetupError::PlacedTwice { by, card } => {
                msg!("card-setup-placed-twice", by = by.to_string(), card = *card)
            }
            SetupError::TooFewLowCards => msg!("card-setup-too-few-low", max = MAX_DEAL),
            SetupError::TooFewCards => msg!("card-setup-too-few-cards"),
            SetupError::HandsCount { given, players } => msg!(
                "card-setup-hands-count",
                given = *given,
                players = *players,
                each = START_HAND
            ),
            SetupError::PhysicalNeeds(line) => msg!("card-setup-physical-needs", line = *line),
            SetupError::SeededOnly(line) => msg!("card-setup-seeded-only", line = *line),
            SetupError::PhysicalOnly => msg!("card-setup-physical-only"),
            SetupError::TooManySkills {
                skill,
                given,
                copies,
            } => msg!(
                "card-setup-too-many-skills",
                given = *given,
                skill = *skill,
                copies = *copies
            ),
            SetupError::NotAStarter { seat, tied } => match tied.as_slice() {
                [] => msg!("card-setup-no-such-starter", seat = *seat),
                [one] => msg!("card-setup-not-the-starter", seat = *seat, starter = *one),
                _ => msg!(
                    "card-setup-not-a-starter",
                    seat = *seat,
                    seats = seat_list(tied)
                ),
            },
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en())
    }
}

impl std::error::Error for SetupError {}

/// `1, 3 and 4`: seats in words (in Chinese `1、3和4`).
pub fn seat_list(seats: &[Seat]) -> Text {
    Text::and(seats.iter().map(|s| Text::from(s.to_string())).collect())
}

/// The cards of a seeded round as the setup's shuffles leave them.
#[derive(Debug, Clone)]
pub(crate) struct Shuffled {
    /// Starting cards by seat index.
    pub deal: Vec<u16>,
    /// The marker cards set aside.
    pub aside: Vec<u16>,
    /// The basic deck, top first.
    pub deck: Vec<u16>,
    /// The skill deck, top first.
    pub skills: Vec<Skill>,
    /// The generator after the setup's shuffles.
    pub rng: Rng,
}

/// The cards of a round, dealt out: what [`Game::new`](crate::xor_trie::Game::new) starts
/// from.
#[derive(Debug, Clone)]
pub(crate) struct Dealt {
    /// Starting cards by seat index.
    pub deal: Vec<u16>,
    /// The marker cards set aside.
    pub aside: Vec<u16>,
    /// The piles the round takes its cards from (the starting hands still in the deck).
    pub piles: Piles,
    /// The starting hands named by the typist, two a seat by seat index (physical cards).
    pub hands: Option<Vec<u16>>,
}

impl Setup {
    /// A round for `players` from `seed` with no overrides.
    pub fn new(players: usize, seed: u64) -> Setup {
        Setup {
            players,
            source: CardSource::Seed(seed),
            deal: None,
            markers: None,
            deck_top: Vec::new(),
            skills_top: Vec::new(),
            hands: None,
            start: None,
            rules: HouseRules::NONE,
        }
    }

    /// A round for `players` with physical cards: `deal`, `markers` and `hands` are still
    /// to be given.
    pub fn physical(players: usize) -> Setup {
        Setup {
            source: CardSource::Physical,
            ..Setup::new(players, 0)
        }
    }

    /// Checks that the setup is complete and consistent with the card set: what
    /// [`Setup::validate_so_far`] checks, and that a round with physical cards names its
    /// starting cards and marker cards (its starting hands may stay unnamed).
    ///
    /// # Errors
    /// The first inconsistency ([`Setup::validate_so_far`]), then the first of `deal`,
    /// `markers` missing from a round with physical cards.
    ///
    /// ```
    /// use grundy::xor_trie::{Setup, SetupError};
    /// let mut s = Setup::physical(4);
    /// s.deal = Some(vec![1, 2, 3, 4]);
    /// assert_eq!(s.validate_so_far(), Ok(()));
    /// assert_eq!(s.validate(), Err(SetupError::PhysicalNeeds("markers")));
    /// ```
    pub fn validate(&self) -> Result<(), SetupError> {
        self.validate_so_far()?;
        if self.source == CardSource::Physical {
            for (given, line) in [
                (self.deal.is_some(), "deal"),
                (self.markers.is_some(), "markers"),
            ] {
                if !given {
                    return Err(SetupError::PhysicalNeeds(line));
                }
            }
        }
        Ok(())
    }

    /// Checks that what is given so far is consistent with the card set (the referee checks
    /// each setup line as it is read; [`Setup::validate`] checks the whole setup).
    ///
    /// # Errors
    /// The first inconsistency, checking the player count, then `deal` (count, then each
    /// card), `markers` (count, then each card), `deck`, `hands` (count, then each card),
    /// the cards left for what the seed deals, and `skills`.
    pub fn validate_so_far(&self) -> Result<(), SetupError> {
        let n = self.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        let physical = self.source == CardSource::Physical;
        let mut used = [false; MAX_CARD as usize + 1];
        let mut place = |by: Placement, card: u16| -> Result<(), SetupError> {
            if !(1..=MAX_CARD).contains(&card) {
                return Err(SetupError::NotANumberCard { by, card });
            }
            if std::mem::replace(&mut used[card as usize], true) {
                return Err(SetupError::PlacedTwice { by, card });
            }
            Ok(())
        };
        if let Some(deal) = &self.deal {
            if deal.len() != n {
                return Err(SetupError::DealCount {
                    given: deal.len(),
                    players: n,
                });
            }
            for &c in deal {
                if !(1..=MAX_DEAL).contains(&c) {
                    return Err(SetupError::DealNotLow(c));
                }
                place(Placement::Deal, c)?;
            }
        }
        if let Some(markers) = &self.markers {
            if markers.len() != marker_cards(n) {
                return Err(SetupError::MarkerCount {
                    given: markers.len(),
                    players: n,
                });
            }
            for &c in markers {
                place(Placement::Marker, c)?;
            }
        }
        if physical && !self.deck_top.is_empty() {
            return Err(SetupError::SeededOnly("deck"));
        }
        for &c in &self.deck_top {
            place(Placement::Deck, c)?;
        }
        if let Some(hands) = &self.hands {
            if !physical {
                return Err(SetupError::PhysicalOnly);
            }
            if hands.len() != START_HAND * n {
                return Err(SetupError::HandsCount {
                    given: hands.len(),
                    players: n,
                });
            }
            for &c in hands {
                place(Placement::Hand, c)?;
            }
        }
        // Without an explicit deal, the dealt cards come from 1..=31 minus what is placed.
        if self.deal.is_none() && !physical {
            let low_free = (1..=MAX_DEAL).filter(|&c| !used[c as usize]).count();
            if low_free < n {
                return Err(SetupError::TooFewLowCards);
            }
        }
        let dealt = if self.deal.is_some() { 0 } else { n };
        let set_aside = if self.markers.is_some() {
            0
        } else {
            marker_cards(n)
        };
        let free = used[1..].iter().filter(|&&u| !u).count();
        if !physical && free < dealt + set_aside {
            return Err(SetupError::TooFewCards);
        }
        if physical && !self.skills_top.is_empty() {
            return Err(SetupError::SeededOnly("skills"));
        }
        for skill in Skill::ALL {
            let given = self.skills_top.iter().filter(|&&s| s == skill).count();
            if given > skill.copies(n) {
                return Err(SetupError::TooManySkills {
                    skill,
                    given,
                    copies: skill.copies(n),
                });
            }
        }
        if let Some(seat) = self.start {
            if !seat.exists(n) {
                return Err(SetupError::NotAStarter {
                    seat,
                    tied: Vec::new(),
                });
            }
            if let Some(tied) = self.starters()
                && !tied.contains(&seat)
            {
                return Err(SetupError::NotAStarter { seat, tied });
            }
        }
        Ok(())
    }

    /// The seats that may start, once the deal is known (given by `deal`, or shuffled from
    /// the seed): those whose starting card's highest 1 is lowest (the rulebook: "若有多位则
    /// 任选一位", the table picks one of them). `None` while a round with physical cards
    /// has no `deal`.
    ///
    /// The rest of the setup must be consistent ([`Setup::validate_so_far`]).
    ///
    /// ```
    /// use grundy::xor_trie::{Seat, Setup};
    /// let mut s = Setup::physical(4);
    /// assert_eq!(s.starters(), None);
    /// s.deal = Some(vec![6, 2, 9, 3]);
    /// assert_eq!(s.starters(), Some(vec![Seat::new(2), Seat::new(4)]));
    /// ```
    pub fn starters(&self) -> Option<Vec<Seat>> {
        let deal = match (&self.deal, self.source) {
            (Some(d), _) => d.clone(),
            (None, CardSource::Seed(_)) => self.shuffle().deal,
            (None, CardSource::Physical) => return None,
        };
        let low = deal.iter().map(|&c| highest(c)).min()?;
        let seats = Seat::all(self.players).zip(&deal);
        Some(
            seats
                .filter(|&(_, &c)| highest(c) == low)
                .map(|(s, _)| s)
                .collect(),
        )
    }

    /// The starting player: the seat `start` named, else the lowest seat that may start.
    ///
    /// The setup must be valid ([`Setup::validate`]).
    pub(crate) fn starter(&self, deal: &[u16]) -> Seat {
        self.start.unwrap_or_else(|| {
            Seat::all(self.players)
                .min_by_key(|&s| (highest(deal[s.index()]), s))
                .expect("at least four players")
        })
    }

    /// Deals the round's cards out: shuffled from the seed ([`Setup::shuffle`]), or, with
    /// physical cards, as named, every other number card in the basic deck and every skill
    /// card in the skill deck.
    ///
    /// The setup must be valid ([`Setup::validate`]).
    pub(crate) fn deal_out(&self) -> Dealt {
        let CardSource::Seed(_) = self.source else {
            let named: Vec<u16> = [&self.deal, &self.markers, &self.hands]
                .into_iter()
                .flatten()
                .flatten()
                .copied()
                .collect();
            let deck = (1..=MAX_CARD).filter(|c| !named.contains(c));
            return Dealt {
                deal: self.deal.clone().expect("validated"),
                aside: self.markers.clone().expect("validated"),
                piles: Piles::physical(deck, self.players),
                hands: self.hands.clone(),
            };
        };
        let s = self.shuffle();
        Dealt {
            deal: s.deal,
            aside: s.aside,
            piles: Piles::seeded(s.deck, s.skills, s.rng),
            hands: None,
        }
    }

    /// Shuffles a seeded round's cards out as the module docs describe (steps 1 to 3).
    ///
    /// The setup must be valid ([`Setup::validate`]) and seeded.
    pub(crate) fn shuffle(&self) -> Shuffled {
        let n = self.players;
        let CardSource::Seed(seed) = self.source else {
            panic!("a seeded setup");
        };
        let mut rng = Rng::new(seed);
        // 1. The deal.
        let mut low: Vec<u16> = (1..=MAX_DEAL).collect();
        rng.shuffle(&mut low);
        let deal: Vec<u16> = match &self.deal {
            Some(d) => d.clone(),
            None => {
                let placed: Vec<u16> = self
                    .markers
                    .iter()
                    .flatten()
                    .chain(&self.deck_top)
                    .copied()
                    .collect();
                low.into_iter()
                    .filter(|c| !placed.contains(c))
                    .take(n)
                    .collect()
            }
        };
        // 2. The basic deck and the markers.
        let mut taken = [false; MAX_CARD as usize + 1];
        for &c in deal
            .iter()
            .chain(self.markers.iter().flatten())
            .chain(&self.deck_top)
        {
            taken[c as usize] = true;
        }
        let mut rest: Vec<u16> = (1..=MAX_CARD).filter(|&c| !taken[c as usize]).collect();
        rng.shuffle(&mut rest);
        let aside: Vec<u16> = match &self.markers {
            Some(m) => m.clone(),
            None => rest.drain(..marker_cards(n)).collect(),
        };
        let mut deck = self.deck_top.clone();
        deck.extend(rest);
        // 3. The skill deck.
        let mut skill_rest: Vec<Skill> = Vec::new();
        for k in Skill::ALL {
            let given = self.skills_top.iter().filter(|&&s| s == k).count();
            skill_rest.extend(std::iter::repeat_n(k, k.copies(n) - given));
        }
        rng.shuffle(&mut skill_rest);
        let mut skills = self.skills_top.clone();
        skills.extend(skill_rest);
        Shuffled {
            deal,
            aside,
            deck,
            skills,
            rng,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Placement::*;
    use SetupError::*;

    #[test]
    fn the_shuffles_follow_the_documented_order() {
        for n in MIN_PLAYERS..=MAX_PLAYERS {
            let seed = 77 + n as u64;
            let out = Setup::new(n, seed).shuffle();
            let mut rng = Rng::new(seed);
            let mut low: Vec<u16> = (1..=31).collect();
            rng.shuffle(&mut low);
            assert_eq!(out.deal, low[..n]);
            let mut rest: Vec<u16> = (1..=511).filter(|c| !low[..n].contains(c)).collect();
            rng.shuffle(&mut rest);
            let aside: Vec<u16> = rest.drain(..n / 2).collect();
            assert_eq!((out.aside, out.deck), (aside, rest));
            let mut skills = Vec::new();
            for k in Skill::ALL {
                skills.extend(std::iter::repeat_n(k, k.copies(n)));
            }
            rng.shuffle(&mut skills);
            assert_eq!(out.skills, skills);
            assert_eq!(skills.len(), 7 * n);
        }
    }

    #[test]
    fn overrides_go_on_top_and_out_of_the_shuffles() {
        let mut s = Setup::new(4, 5);
        s.markers = Some(vec![384, 448]);
        s.deck_top = (1..=27).collect();
        s.skills_top = vec![Skill::Not, Skill::Not];
        s.validate().unwrap();
        let out = s.shuffle();
        // The default deal skips the low cards the deck placed.
        let mut dealt = out.deal.clone();
        dealt.sort();
        assert_eq!(dealt, [28, 29, 30, 31]);
        assert_eq!(out.aside, [384, 448]);
        assert_eq!(out.deck[..27], (1..=27).collect::<Vec<u16>>());
        assert_eq!(out.deck.len(), 511 - 4 - 2);
        assert_eq!(out.skills[..2], [Skill::Not, Skill::Not]);
        assert_eq!(out.skills.len(), 28);
    }

    #[test]
    fn inconsistent_overrides_are_rejected() {
        let check = |f: &dyn Fn(&mut Setup), want: SetupError, text: &str| {
            let mut s = Setup::new(4, 1);
            f(&mut s);
            let e = s.validate().expect_err(text);
            assert_eq!(e, want);
            assert_eq!(e.to_string(), text);
        };
        check(
            &|s| s.players = 3,
            PlayerCount(3),
            "3 players: the game is for 4 to 8 players",
        );
        check(
            &|s| s.players = 9,
            PlayerCount(9),
            "9 players: the game is for 4 to 8 players",
        );
        check(
            &|s| s.deal = Some(vec![1, 2, 3]),
            DealCount {
                given: 3,
                players: 4,
            },
            "deal lists 3 cards for 4 players",
        );
        check(
            &|s| s.deal = Some(vec![1, 2, 3, 32]),
            DealNotLow(32),
            "deal card 32 is not a card from 1 to 31",
        );
        check(
            &|s| s.deal = Some(vec![0, 2, 3, 4]),
            DealNotLow(0),
            "deal card 0 is not a card from 1 to 31",
        );
        check(
            &|s| s.deal = Some(vec![1, 2, 3, 3]),
            PlacedTwice { by: Deal, card: 3 },
            "deal card 3 is already placed",
        );
        check(
            &|s| s.markers = Some(vec![100]),
            MarkerCount {
                given: 1,
                players: 4,
            },
            "markers lists 1 card; 4 players set aside 2",
        );
        check(
            &|s| s.markers = Some(vec![100, 512]),
            NotANumberCard {
                by: Marker,
                card: 512,
            },
            "marker card 512 is not a number card from 1 to 511",
        );
        check(
            &|s| s.markers = Some(vec![100, 0]),
            NotANumberCard {
                by: Marker,
                card: 0,
            },
            "marker card 0 is not a number card from 1 to 511",
        );
        check(
            &|s| {
                s.deal = Some(vec![1, 2, 3, 4]);
                s.deck_top = vec![4];
            },
            PlacedTwice { by: Deck, card: 4 },
            "deck card 4 is already placed",
        );
        check(
            &|s| s.deck_top = (1..=28).collect(),
            TooFewLowCards,
            "deck and markers leave too few of the cards 1 to 31 for the deal",
        );
        check(
            &|s| {
                s.deal = Some(vec![1, 2, 3, 4]);
                s.deck_top = (5..=510).collect();
            },
            TooFewCards,
            "the deck override leaves too few cards for the setup",
        );
        check(
            &|s| s.skills_top = vec![Skill::Shl; 5],
            TooManySkills {
                skill: Skill::Shl,
                given: 5,
                copies: 4,
            },
            "skills lists 5 << cards; there are 4",
        );
        let mut ok = Setup::new(4, 1);
        ok.skills_top = vec![Skill::Shl; 4];
        ok.deck_top = (5..=509).collect();
        ok.deal = Some(vec![1, 2, 3, 4]);
        assert_eq!(ok.validate(), Ok(()), "two cards left for the two markers");
    }

    #[test]
    fn a_round_with_physical_cards_names_its_deal_markers_and_hands() {
        let mut s = Setup::physical(4);
        assert_eq!(s.validate_so_far(), Ok(()));
        assert_eq!(s.validate(), Err(PhysicalNeeds("deal")));
        s.deal = Some(vec![1, 2, 4, 8]);
        assert_eq!(s.validate(), Err(PhysicalNeeds("markers")));
        s.markers = Some(vec![500, 501]);
        assert_eq!(s.validate(), Ok(()), "the hands may stay unseen");
        assert_eq!(
            PhysicalNeeds("deal").to_string(),
            "a round with physical cards needs `deal`"
        );
        let check = |hands: Vec<u16>, want: SetupError, text: &str| {
            let mut t = s.clone();
            t.hands = Some(hands);
            assert_eq!(want.to_string(), text);
            assert_eq!(t.validate(), Err(want));
        };
        check(
            vec![16, 3, 20],
            HandsCount {
                given: 3,
                players: 4,
            },
            "hands lists 3 cards for 4 players (2 each)",
        );
        check(
            vec![16, 3, 20, 21, 30, 31, 40, 8],
            PlacedTwice { by: Hand, card: 8 },
            "hand card 8 is already placed",
        );
        check(
            vec![16, 3, 20, 21, 30, 31, 40, 600],
            NotANumberCard {
                by: Hand,
                card: 600,
            },
            "hand card 600 is not a number card from 1 to 511",
        );
        s.hands = Some(vec![16, 3, 20, 21, 30, 31, 40, 41]);
        assert_eq!(s.validate(), Ok(()));
        // The overrides of the seeded decks do not apply, nor hands to a seeded round.
        let mut t = s.clone();
        t.deck_top = vec![5];
        assert_eq!(t.validate(), Err(SeededOnly("deck")));
        assert_eq!(
            SeededOnly("deck").to_string(),
            "`deck` orders the seeded decks; with physical cards, name each card as it is taken"
        );
        let mut t = s.clone();
        t.skills_top = vec![Skill::Clr];
        assert_eq!(t.validate(), Err(SeededOnly("skills")));
        let mut t = s.clone();
        t.source = CardSource::Seed(1);
        assert_eq!(t.validate(), Err(PhysicalOnly));
        assert_eq!(
            PhysicalOnly.to_string(),
            "`hands` names the starting hands of a round with physical cards"
        );
        // Dealt out: every other card in the deck, every skill card in the skill deck.
        let dealt = s.deal_out();
        assert_eq!(
            (dealt.deal, dealt.aside),
            (vec![1, 2, 4, 8], vec![500, 501])
        );
        assert_eq!(dealt.piles.deck_len(), 511 - 14);
        assert_eq!(dealt.piles.skill_deck_len(), 28);
        assert!(dealt.piles.is_physical());
    }
}
