//! [`SeatView`]: a round as one seat may know it, the value a seat's page and a bot are
//! built from.
//!
//! A seat at a real table knows its own basic and skill cards, everything face up (every
//! sequence and the public one, the markers, the prizes, scores, tokens, the skill cards
//! held, the duels, the turn and what was done in it, a skill waiting for counters), how
//! many cards each hand, the deck and the piles hold, and which number cards it has not
//! seen (every card but its own, the starting cards and the markers' cards). It does not
//! know how those unseen cards are split among the other hands, the deck and the discard
//! pile, nor the order of the skill deck.
//!
//! A `SeatView` holds a copy of the round in which exactly that is true: the cards the
//! seat cannot see are put in a canonical order ([`Game::conceal`]), so two rounds that
//! differ only in what the seat cannot see give equal views (a unit test checks it over
//! seeded rounds). Whatever reads a view, a page or a bot, cannot learn another seat's
//! secret from it: the secret is not there.
//!
//! On the copy a reader may list the seat's legal actions and play out an action whose
//! outcome the board decides ([`SeatView::outcome`]): a basic card played, a skill cast
//! and left to act or countered, a token given, the end of a turn. A draw, a test, a redeem
//! and a take turn cards the seat cannot see, and their outcome is not told; a search
//! plays them on rounds dealt again at random from the view ([`SeatView::sample`]).

use crate::rng::Rng;
use crate::xor_trie::{Action, Event, Game, IllegalAction, MAX_CARD, Seat, Skill};

/// A round as `seat` may know it (the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatView {
    seat: Seat,
    game: Game,
}

impl SeatView {
    /// The generator a table's bot draws from now: seeded from what its seat knows of the game
    /// (the round, the turn and what was done in it, its own cards, every sequence, score and
    /// token, the skill waiting for counters), so that the same position gives the same
    /// choice, in a live session as in the batch replay of its log, and no hidden card can
    /// change it.
    pub fn table_rng(&self) -> Rng {
        let (game, seat) = (self.game(), self.seat());
        let mut h: u64 = 0x243f_6a88_85a3_08d3;
        let mut mix = |x: u64| {
            h = (h ^ x)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(29)
                .wrapping_add(0x7f4a_7c15);
        };
        mix(u64::from(game.round()));
        mix(u64::from(game.turn_number()));
        mix(seat.index() as u64);
        if let Some(t) = game.turn() {
            let flags = [t.drew, t.played, t.acquired, t.cast, t.must_discard];
            mix(flags.iter().fold(0, |f, &b| f << 1 | u64::from(b)));
        }
        for &c in game.hand(seat) {
            mix(u64::from(c));
        }
        for k in game.skills(seat) {
            mix(k.index() as u64 + 1000);
        }
        mix(u64::from(game.public()));
        for s in Seat::all(game.players()) {
            mix(u64::from(game.seq(s)));
            mix(game.score(s) as u64);
            mix(u64::from(game.tokens(s)));
        }
        if let Some(w) = game.counter_window() {
            mix(w.seat.index() as u64 + 2000);
            mix(w.skill.index() as u64);
        }
        Rng::new(h)
    }

    /// The view of `game` from `seat`.
    ///
    /// # Panics
    /// If the round has no such seat.
    ///
    /// ```
    /// use grundy::xor_trie::{Game, Seat, Setup};
    /// use grundy::xor_trie::seat_view::SeatView;
    /// let (game, _) = Game::new(1, &Setup::new(4, 7)).unwrap();
    /// let seat = game.current().unwrap();
    /// let view = SeatView::new(&game, seat);
    /// assert_eq!(view.hand(), game.hand(seat));
    /// assert_eq!(view.game().deck_len(), game.deck_len());
    /// // Another seat's cards are stand-ins: the view of a round that differs only in
    /// // what `seat` cannot see is the same.
    /// let other = seat.clockwise(1, 4);
    /// assert_eq!(view.game().hand(other).len(), game.hand(other).len());
    /// ```
    pub fn new(game: &Game, seat: Seat) -> SeatView {
        assert!(seat.exists(game.players()), "no seat {seat}");
        let mut game = game.clone();
        game.conceal(seat);
        SeatView { seat, game }
    }

    /// The seat the view belongs to.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The round as the seat may know it: every public query answers as on the real
    /// round; the other hands' basic cards and the decks' order are canonical stand-ins
    /// (their sizes are true), never the real ones.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seat's own basic cards (named ones, with physical cards).
    pub fn hand(&self) -> &[u16] {
        self.game.hand(self.seat)
    }

    /// The seat's own skill cards.
    pub fn skills(&self) -> &[Skill] {
        self.game.skills(self.seat)
    }

    /// True if it is the seat's turn and no skill waits for counters.
    pub fn to_move(&self) -> bool {
        self.game.current() == Some(self.seat) && self.game.counter_window().is_none()
    }

    /// The number cards the seat has not seen: every card but its own basic cards, the
    /// starting cards and the markers' cards (those a seat sees go to the discard pile
    /// face down or are held; the view does not remember which were played), increasing.
    /// A test's judgment card is one of them.
    pub fn unseen_cards(&self) -> Vec<u16> {
        let g = &self.game;
        let seen = |c: u16| {
            g.hand(self.seat).contains(&c)
                || Seat::all(g.players()).any(|s| g.starting_card(s) == c)
                || matches!(g.whereabouts(c), crate::xor_trie::Place::Aside)
        };
        (1..=MAX_CARD).filter(|&c| !seen(c)).collect()
    }

    /// The seat's legal actions now: on its turn, every action of
    /// [`Game::legal_actions`]; while a skill of another seat waits and the seat may
    /// counter it, `counter`; otherwise none.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.to_move() {
            self.game.legal_actions()
        } else if self.game.validate(self.seat, &Action::Counter).is_ok() {
            vec![Action::Counter]
        } else {
            Vec::new()
        }
    }

    /// True if the board alone decides what `action` does: false for a draw, a test, a
    /// redeem and a take, which turn cards the seat cannot see.
    pub fn is_public(action: &Action) -> bool {
        !matches!(
            action,
            Action::Draw { .. } | Action::Test { .. } | Action::Redeem | Action::Take { .. }
        )
    }

    /// What `action` by the seat would do, played out on a copy of the view (a cast skill
    /// left to act when no one counters, as [`Game::resolve`] does): the round after it
    /// and the events. `None` for an action whose outcome depends on cards the seat cannot
    /// see ([`SeatView::is_public`]).
    ///
    /// # Errors
    /// Why the engine refuses the action.
    pub fn outcome(&self, action: &Action) -> Option<Result<(Game, Vec<Event>), IllegalAction>> {
        if !SeatView::is_public(action) {
            return None;
        }
        let mut g = self.game.clone();
        Some(g.apply(self.seat, action).map(|mut ev| {
            ev.extend(g.resolve());
            (g, ev)
        }))
    }

    /// A round consistent with the view, the hidden cards dealt again at random from `rng`
    /// (the other hands, the deck and the discard pile from the cards the seat has not
    /// seen, each keeping its size; the skill deck shuffled): a determinization for a
    /// search. With physical cards the round has the view's unseen cards, unnamed.
    pub fn sample(&self, rng: &mut Rng) -> Game {
        let mut g = self.game.clone();
        g.redeal_hidden(self.seat, rng);
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::Setup;
    use crate::xor_trie::bots::{BotKind, bot_action, table_rng};

    /// Over seeded rounds of 4 to 8 players, at every decision, the view of each seat is
    /// the same once what it cannot see is shuffled, and differs from the view of the real
    /// round's another seat; its hand is the seat's and sizes are true.
    #[test]
    fn a_view_is_the_same_whatever_the_hidden_cards_are() {
        let mut master = Rng::new(41);
        let mut checked = 0;
        for r in 0..30 {
            let players = 4 + r % 5;
            let (mut game, _) = Game::new(1, &Setup::new(players, master.next_u64())).unwrap();
            let mut play = Rng::new(master.next_u64());
            while let Some(seat) = game.current() {
                for s in Seat::all(players) {
                    let view = SeatView::new(&game, s);
                    let mut h = game.clone();
                    h.shuffle_hidden(s, &mut master);
                    assert_eq!(SeatView::new(&h, s), view);
                    assert_eq!(view.hand(), game.hand(s));
                    for o in Seat::all(players) {
                        assert_eq!(view.game().hand_size(o), game.hand_size(o));
                        assert_eq!(view.game().seq(o), game.seq(o));
                    }
                    assert_eq!(view.game().deck_len(), game.deck_len());
                    view.game().check_invariants().unwrap();
                    view.sample(&mut master).check_invariants().unwrap();
                    checked += 1;
                }
                let action = bot_action(BotKind::Random, &SeatView::new(&game, seat), &mut play);
                game.apply(seat, &action).unwrap();
                game.resolve();
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    /// Every public action's outcome on the view is what the real round does, seen from
    /// the seat: the same events, and the view of the round after it.
    #[test]
    fn a_public_outcome_is_what_the_round_does() {
        let mut master = Rng::new(5);
        let (mut public, mut hidden) = (0, 0);
        for r in 0..20 {
            let (mut game, _) = Game::new(1, &Setup::new(4 + r % 5, master.next_u64())).unwrap();
            while let Some(seat) = game.current() {
                let view = SeatView::new(&game, seat);
                for a in view.legal_actions() {
                    match view.outcome(&a) {
                        None => hidden += 1,
                        Some(out) => {
                            let (after, ev) = out.unwrap();
                            let mut real = game.clone();
                            let mut real_ev = real.apply(seat, &a).unwrap();
                            real_ev.extend(real.resolve());
                            assert_eq!(ev, real_ev);
                            assert_eq!(SeatView::new(&after, seat), SeatView::new(&real, seat));
                            public += 1;
                        }
                    }
                }
                let a = bot_action(BotKind::Greedy, &view, &mut table_rng(&view));
                game.apply(seat, &a).unwrap();
                game.resolve();
            }
        }
        assert!(public > 1000 && hidden > 100, "{public} {hidden}");
    }
}
