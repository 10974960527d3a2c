//! The rules engine: one round of the game as a [`Game`].
//!
//! A game is set up from a [`Setup`] and driven by [`Action`](crate::xor_trie::Action)s.
//! Each action is *checked first and then carried out* ([`Game::apply`]): an illegal one
//! is refused with an [`IllegalAction`](crate::xor_trie::IllegalAction) and changes
//! nothing. Everything that happens is reported as
//! [`Event`]s. The pieces:
//!
//! * this module: the state of a round, its setup, the queries, the invariants;
//! * `turn`: every action, each with its conditions next to its effect, and the list of
//!   legal actions;
//! * `effects`: what follows a change of a sequence (prizes, death, the top, duels) and the
//!   end of a turn (duels settled, the next player).
//!
//! A `Game` is a plain value (`Clone + Eq`), its generator and piles included: copying it
//! before an action and comparing it after is how the tests show that a refused action
//! changes nothing, and a copy kept per line is how a live session's `undo` restores the
//! state exactly.

mod effects;
mod hidden;
mod turn;

#[cfg(test)]
mod tests;

use crate::xor_trie::actions::Place;
use crate::xor_trie::board::{Column, Markers, Target, draw_trie, marker_nodes};
use crate::xor_trie::cards::Skill;
use crate::xor_trie::events::{Duel, EndCause, Event};
use crate::xor_trie::house_rules::{HouseRule, HouseRules};
use crate::xor_trie::numbers::{
    FULL, LAYERS, MAX_CARD, MAX_SCORE, SKILL_LIMIT, START_HAND, START_SCORE,
};
use crate::xor_trie::piles::Piles;
use crate::xor_trie::seat::Seat;
use crate::xor_trie::setup::{CardSource, Setup, SetupError};
use crate::xor_trie::standings::Standings;

/// A player's part of the round.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Player {
    /// The starting card, which stays in front of the player.
    card: u16,
    /// The player's sequence.
    seq: u16,
    score: i64,
    tokens: u32,
    /// Basic cards held and known (named).
    hand: Vec<u16>,
    /// Basic cards held but not named yet (drawn unnamed with physical cards).
    unseen: usize,
    /// Skill cards held (a third only until it is discarded).
    skills: Vec<Skill>,
    /// False once eliminated.
    active: bool,
    /// Bit `i` set once the player has won the prize of layer `i`.
    won: u16,
}

impl Player {
    /// A player dealt `card`: it is also their sequence.
    fn dealt(card: u16) -> Player {
        Player {
            card,
            seq: card,
            score: START_SCORE,
            tokens: 0,
            hand: Vec::new(),
            unseen: 0,
            skills: Vec::new(),
            active: true,
            won: 0,
        }
    }
}

/// How a skill card was earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Earned {
    /// By a passed test (it costs 50 points).
    Test,
    /// By a token spent.
    Token,
}

/// What the current player has done so far this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// Whose turn it is.
    pub seat: Seat,
    /// Cards were drawn.
    pub drew: bool,
    /// The basic card is played.
    pub played: bool,
    /// A test or a redeem was tried.
    pub acquired: bool,
    /// With physical cards: a skill card is earned and must be named (`take`) before
    /// anything else.
    pub to_take: Option<Earned>,
    /// A third skill card waits to be discarded.
    pub must_discard: bool,
    /// A skill card was played.
    pub cast: bool,
}

/// A skill card played and waiting for counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitingSkill {
    /// The caster.
    pub seat: Seat,
    /// The kind played.
    pub skill: Skill,
    /// The sequence it will act on.
    pub target: Target,
    /// The layer, for `I` and `C`.
    pub layer: Option<u32>,
}

/// One round of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    round: u32,
    players: Vec<Player>,
    public: u16,
    markers: Markers,
    /// The marker cards set aside at the setup.
    aside: Vec<u16>,
    /// Every card no player holds, and where draws come from.
    piles: Piles,
    /// Players who have won each layer's prize so far, by layer.
    winners: [u32; LAYERS as usize + 1],
    /// Pending duels, in the order they arose.
    duels: Vec<Duel>,
    /// The turn in progress, `None` once the round has ended.
    turn: Option<Turn>,
    turn_no: u32,
    /// The skill waiting for counters.
    cast: Option<WaitingSkill>,
    ended: Option<EndCause>,
    /// The house rules in force.
    rules: HouseRules,
}

impl Game {
    /// Sets up round `round` (numbered from 1) and returns it with the setup events: the
    /// deal, the markers, the starting player (lowest highest 1; among seats tied, the one
    /// the setup names, else the lowest), two basic cards each clockwise from them (with
    /// physical cards, the ones the setup names for each seat, or two unseen cards each),
    /// and the first turn.
    ///
    /// # Errors
    /// If the setup is incomplete or inconsistent ([`Setup::validate`]).
    ///
    /// ```
    /// use grundy::xor_trie::{Game, Setup};
    /// let (game, events) = Game::new(1, &Setup::new(4, 42)).unwrap();
    /// assert_eq!(events[0].to_string(), "round 1 seed 42 players 4");
    /// assert!(game.current().is_some());
    /// game.check_invariants().unwrap();
    /// ```
    pub fn new(round: u32, setup: &Setup) -> Result<(Game, Vec<Event>), SetupError> {
        setup.validate()?;
        let n = setup.players;
        let cards = setup.deal_out();
        let seed = match setup.source {
            CardSource::Seed(seed) => Some(seed),
            CardSource::Physical => None,
        };
        let mut ev = vec![Event::Round {
            round,
            seed,
            players: n,
        }];
        for (seat, &card) in Seat::all(n).zip(&cards.deal) {
            ev.push(Event::Deal { seat, card });
        }
        let mut markers = Markers::default();
        for &card in &cards.aside {
            for node in marker_nodes(card) {
                markers.add(node);
                ev.push(Event::Marker { card, node });
            }
        }
        let mut game = Game {
            round,
            players: cards.deal.iter().map(|&c| Player::dealt(c)).collect(),
            public: 0,
            markers,
            aside: cards.aside,
            piles: cards.piles,
            winners: [0; LAYERS as usize + 1],
            duels: Vec::new(),
            turn: None,
            turn_no: 0,
            cast: None,
            ended: None,
            rules: setup.rules,
        };
        let start = setup.starter(&cards.deal);
        ev.push(Event::Start { seat: start });
        for k in 0..n {
            let seat = start.clockwise(k, n);
            let i = seat.index() * START_HAND;
            let named = cards.hands.as_ref().map(|h| &h[i..i + START_HAND]);
            game.draw_into_hand(seat, START_HAND, named, &mut ev);
        }
        game.begin_turn(start, &mut ev);
        Ok((game, ev))
    }

    fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// The turn in progress.
    ///
    /// # Panics
    /// If the round has ended.
    fn turn_mut(&mut self) -> &mut Turn {
        self.turn.as_mut().expect("a turn in progress")
    }

    /// The value of the sequence `target` of `seat`.
    fn target_value(&self, seat: Seat, target: Target) -> u16 {
        match target {
            Target::Own => self.player(seat).seq,
            Target::Public => self.public,
        }
    }

    /// Moves up to `k` cards from the top of the deck (or the `named` ones, with physical
    /// cards, or `k` unseen ones when none are named) into `seat`'s hand, with the event.
    fn draw_into_hand(&mut self, seat: Seat, k: usize, named: Option<&[u16]>, ev: &mut Vec<Event>) {
        if self.is_physical() && named.is_none() {
            let count = self.piles.take_unseen(k);
            self.player_mut(seat).unseen += count;
            ev.push(Event::DrawUnseen { seat, count });
            return;
        }
        let cards = self.piles.take(k, named);
        self.player_mut(seat).hand.extend(&cards);
        ev.push(Event::Draw { seat, cards });
    }
}

/// The piles, for unit tests elsewhere in the crate that arrange a position.
#[cfg(test)]
impl Game {
    pub(crate) fn piles_mut(&mut self) -> &mut Piles {
        &mut self.piles
    }

    /// Shuffles what `seat` cannot see in a seeded round: the basic cards of the other
    /// hands, of the deck and of the discard pile among them (each keeping its size), and
    /// the skill deck's order. What `seat` may know stays as it was.
    pub(crate) fn shuffle_hidden(&mut self, seat: Seat, rng: &mut crate::rng::Rng) {
        let others = |i: usize| i != seat.index();
        let mut pool: Vec<u16> = Vec::new();
        for (_, p) in self.players.iter().enumerate().filter(|(i, _)| others(*i)) {
            pool.extend(&p.hand);
        }
        pool.extend(self.piles.deck_mut().iter());
        pool.extend(self.piles.discard_mut().iter());
        rng.shuffle(&mut pool);
        let mut cards = pool.into_iter();
        for (i, p) in self.players.iter_mut().enumerate() {
            if others(i) {
                let n = p.hand.len();
                p.hand = cards.by_ref().take(n).collect();
            }
        }
        let n = self.piles.deck_mut().len();
        *self.piles.deck_mut() = cards.by_ref().take(n).collect();
        *self.piles.discard_mut() = cards.collect();
        rng.shuffle(self.piles.skill_deck_mut());
    }
}

/// Queries. Those taking a seat panic if the round has no such seat.
impl Game {
    /// Round number.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.players.len()
    }

    /// The seat whose turn it is, `None` once the round has ended.
    pub fn current(&self) -> Option<Seat> {
        self.turn.map(|t| t.seat)
    }

    /// What the current player has done so far this turn, `None` once the round has ended.
    pub fn turn(&self) -> Option<Turn> {
        self.turn
    }

    /// True if the round is played with physical cards, named by the typist.
    pub fn is_physical(&self) -> bool {
        self.piles.is_physical()
    }

    /// Why the round ended, if it has.
    pub fn ended(&self) -> Option<EndCause> {
        self.ended
    }

    /// Number of the current (or last) turn.
    pub fn turn_number(&self) -> u32 {
        self.turn_no
    }

    /// The public sequence.
    pub fn public(&self) -> u16 {
        self.public
    }

    /// Seat `seat`'s sequence.
    pub fn seq(&self, seat: Seat) -> u16 {
        self.player(seat).seq
    }

    /// Seat `seat`'s score.
    pub fn score(&self, seat: Seat) -> i64 {
        self.player(seat).score
    }

    /// Seat `seat`'s tokens.
    pub fn tokens(&self, seat: Seat) -> u32 {
        self.player(seat).tokens
    }

    /// True if `seat` is still in the round.
    pub fn is_active(&self, seat: Seat) -> bool {
        self.player(seat).active
    }

    /// Number of active players.
    pub fn active_count(&self) -> usize {
        self.players.iter().filter(|p| p.active).count()
    }

    /// The starting card dealt to `seat` (face up in front of it).
    pub fn starting_card(&self, seat: Seat) -> u16 {
        self.player(seat).card
    }

    /// Basic cards held by `seat` and known (with physical cards, cards drawn unnamed
    /// are not among them until they are named: [`Game::unseen`]).
    pub fn hand(&self, seat: Seat) -> &[u16] {
        &self.player(seat).hand
    }

    /// Basic cards held by `seat` that nobody has named yet (physical cards drawn
    /// unnamed); 0 in a seeded round.
    pub fn unseen(&self, seat: Seat) -> usize {
        self.player(seat).unseen
    }

    /// Basic cards held by `seat`, named or not.
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.player(seat).hand.len() + self.player(seat).unseen
    }

    /// True if `card` may be one of `seat`'s unseen cards: the seat holds an unseen card
    /// and nobody has named `card` yet (it is not dealt, set aside, held known, played or
    /// discarded).
    pub fn may_hold_unseen(&self, seat: Seat, card: u16) -> bool {
        self.player(seat).unseen > 0 && self.piles.may_be_unseen(card)
    }

    /// The house rules in force.
    pub fn rules(&self) -> HouseRules {
        self.rules
    }

    /// True if the house rule `rule` is in force.
    pub fn has_rule(&self, rule: HouseRule) -> bool {
        self.rules.has(rule)
    }

    /// Skill cards held by `seat`.
    pub fn skills(&self, seat: Seat) -> &[Skill] {
        &self.player(seat).skills
    }

    /// The markers on the trie.
    pub fn markers(&self) -> &Markers {
        &self.markers
    }

    /// Basic cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.piles.deck_len()
    }

    /// Skill cards left in the skill deck.
    pub fn skill_deck_len(&self) -> usize {
        self.piles.skill_deck_len()
    }

    /// Skill cards on the skill discard pile (what becomes the skill deck when it runs
    /// out).
    pub fn skill_discard_len(&self) -> usize {
        self.piles.skill_discard_len()
    }

    /// Pending duels, in the order they arose.
    pub fn duels(&self) -> &[Duel] {
        &self.duels
    }

    /// The skill waiting for counters (a `counter` action or [`Game::resolve`] ends the
    /// wait), if any.
    pub fn counter_window(&self) -> Option<WaitingSkill> {
        self.cast
    }

    /// Where number card `card` is now. With private hands (cards drawn unnamed), a card
    /// nobody has named yet is reported in the deck: it may also be one of the unseen cards.
    ///
    /// ```
    /// use grundy::xor_trie::{Game, Place, Seat, Setup};
    /// let mut setup = Setup::new(4, 1);
    /// setup.deal = Some(vec![1, 2, 4, 8]);
    /// setup.markers = Some(vec![500, 501]);
    /// setup.deck_top = vec![16, 3];
    /// let (game, _) = Game::new(1, &setup).unwrap();
    /// assert_eq!(game.whereabouts(4), Place::Dealt(Seat::new(3)));
    /// assert_eq!(game.whereabouts(16), Place::Held(Seat::new(1)));
    /// assert_eq!(game.whereabouts(500), Place::Aside);
    /// assert_eq!(game.whereabouts(0), Place::NotACard);
    /// ```
    pub fn whereabouts(&self, card: u16) -> Place {
        if !(1..=MAX_CARD).contains(&card) {
            return Place::NotACard;
        }
        for (seat, p) in Seat::all(self.players()).zip(&self.players) {
            if p.card == card {
                return Place::Dealt(seat);
            }
            if p.hand.contains(&card) {
                return Place::Held(seat);
            }
        }
        if self.aside.contains(&card) {
            Place::Aside
        } else if self.piles.in_deck(card) {
            Place::Deck
        } else {
            debug_assert!(self.piles.discarded(card), "card {card} is somewhere");
            Place::Discarded
        }
    }

    /// True if `seat` has won a prize for `layer`.
    pub fn has_won(&self, seat: Seat, layer: u32) -> bool {
        self.player(seat).won >> layer & 1 == 1
    }

    /// Players who have won `layer` so far.
    pub fn winners_of(&self, layer: u32) -> u32 {
        self.winners[layer as usize]
    }

    /// The round's standings (valid at any time; final once the round has ended).
    pub fn standings(&self) -> Standings {
        let holdings: Vec<(i64, u32)> = self.players.iter().map(|p| (p.score, p.tokens)).collect();
        Standings::rank(&holdings, self.rules)
    }

    /// The trie with every sequence and marker ([`draw_trie`]).
    pub fn draw_trie(&self) -> String {
        let seats: Vec<Column> = self
            .players
            .iter()
            .map(|p| Column {
                active: p.active,
                seq: p.seq,
            })
            .collect();
        draw_trie(self.public, &seats, &self.markers)
    }

    /// Checks the invariants: every number card and skill card is in exactly one place (a
    /// card nobody has named counted in the deck), the unseen cards held are among those
    /// taken unseen, eliminated players hold nothing, hands are within their limits, scores
    /// are not negative (and at most 1023 under the house rule `score-cap`), only a physical
    /// round waits for a skill card to be named, and the markers are what the marker cards
    /// laid minus two per death.
    ///
    /// # Errors
    /// A description of the first violation.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players.len();
        let mut seen = [0u32; MAX_CARD as usize + 1];
        let held = self.players.iter().flat_map(|p| p.hand.iter().copied());
        let dealt = self.players.iter().map(|p| p.card);
        let places = dealt
            .chain(held)
            .chain(self.aside.iter().copied())
            .chain(self.piles.basic_cards());
        for c in places {
            if !(1..=MAX_CARD).contains(&c) {
                return Err(format!("card {c} is not a number card"));
            }
            seen[c as usize] += 1;
        }
        if let Some(c) = (1..=MAX_CARD).find(|&c| seen[c as usize] != 1) {
            return Err(format!("number card {c} is in {} places", seen[c as usize]));
        }
        for k in Skill::ALL {
            let held = self.players.iter().flat_map(|p| p.skills.iter().copied());
            let waiting = self.cast.iter().map(|c| c.skill);
            let count = held
                .chain(self.piles.skill_cards())
                .chain(waiting)
                .filter(|&s| s == k)
                .count();
            if count != k.copies(n) {
                return Err(format!("{count} {k} cards, expected {}", k.copies(n)));
            }
        }
        let unseen: usize = self.players.iter().map(|p| p.unseen).sum();
        if unseen > self.piles.hidden() {
            return Err(format!(
                "{unseen} unseen cards held, {} taken unseen",
                self.piles.hidden()
            ));
        }
        let top = if self.rules.has(HouseRule::ScoreCap) {
            MAX_SCORE
        } else {
            i64::MAX
        };
        for (seat, p) in Seat::all(n).zip(&self.players) {
            if !p.active && (!p.hand.is_empty() || !p.skills.is_empty() || p.unseen > 0) {
                return Err(format!("eliminated seat {seat} holds cards"));
            }
            let over = self.turn.is_some_and(|t| t.seat == seat && t.must_discard);
            if p.skills.len() > SKILL_LIMIT + usize::from(over) {
                return Err(format!("seat {seat} holds {} skills", p.skills.len()));
            }
            if !(0..=top).contains(&p.score) {
                return Err(format!("seat {seat} has score {} off the board", p.score));
            }
            if p.seq > FULL {
                return Err(format!("seat {seat} has sequence {} > {FULL}", p.seq));
            }
        }
        let laid: u32 = self
            .aside
            .iter()
            .map(|&c| marker_nodes(c).len() as u32)
            .sum();
        let left = self.markers.total();
        if left > laid || !(laid - left).is_multiple_of(2) {
            return Err("marker count is not laid minus two per death".into());
        }
        if self
            .turn
            .is_some_and(|t| t.to_take.is_some() && !self.is_physical())
        {
            return Err("a seeded round waits for a skill card to be named".into());
        }
        match (self.turn, self.ended) {
            (Some(t), _) if !self.player(t.seat).active => {
                Err(format!("eliminated seat {} has the turn", t.seat))
            }
            (Some(_), Some(_)) => Err("a turn is running after the round ended".into()),
            (None, None) => Err("no turn while the round runs".into()),
            _ => Ok(()),
        }
    }
}
