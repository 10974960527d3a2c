//! What a seat cannot see, taken out of a copy of the round or dealt again at random: the
//! engine's part of [`SeatView`](crate::xor_trie::seat_view::SeatView).
//!
//! In a seeded round a seat sees its own basic cards, the starting cards, the markers'
//! cards and everything face up; it does not see the other hands' basic cards, the deck,
//! the basic discard pile (cards discarded at the end of a turn go there face down), the
//! skill deck's order, nor the generator that will reshuffle the skill discard pile. The
//! *pool* is the cards of the first three, a set the seat can work out (every number card
//! but those it sees); only how the pool is split among those places is secret, besides
//! the skill deck's order. [`Game::conceal`] puts the pool back sorted, so that the copy
//! is the same whatever the hidden arrangement was; [`Game::redeal_hidden`] deals it at
//! random, a *determinization* a search can play on.

use crate::rng::Rng;
use crate::xor_trie::engine::Game;
use crate::xor_trie::seat::Seat;

/// The seed of the skill discard pile's generator in a concealed round.
const CONCEALED_RNG: u64 = 0x5ea7_5ee5;

impl Game {
    /// Replaces what `seat` cannot see by a canonical stand-in: in a seeded round the pool
    /// sorted into the other hands (by seat), then the deck, then the discard pile (each
    /// keeping its size), the skill deck sorted by kind and the reshuffling generator
    /// reset; with physical cards, the other hands' named cards unnamed again (unseen, and
    /// back among the cards nobody has named). What `seat` may know is unchanged.
    ///
    /// Complexity: O(c log c) for the c number cards.
    pub(crate) fn conceal(&mut self, seat: Seat) {
        self.redeal(seat, None);
    }

    /// Deals what `seat` cannot see in a seeded round again at random from `rng`: the pool
    /// shuffled among the other hands, the deck and the discard pile (each keeping its
    /// size), the skill deck shuffled and the reshuffling generator seeded from `rng`.
    /// Does nothing with physical cards beyond [`Game::conceal`].
    pub(crate) fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        self.redeal(seat, Some(rng));
    }

    fn redeal(&mut self, seat: Seat, rng: Option<&mut Rng>) {
        let me = seat.index();
        if self.piles.is_physical() {
            for (_, p) in self
                .players
                .iter_mut()
                .enumerate()
                .filter(|(i, _)| *i != me)
            {
                for c in p.hand.drain(..) {
                    self.piles.unname(c);
                    p.unseen += 1;
                }
            }
            return;
        }
        let players = &mut self.players;
        let (deck, discard, skills, reshuffle) =
            self.piles.seeded_hidden().expect("a seeded round");
        let mut pool: Vec<u16> = Vec::new();
        for (_, p) in players.iter().enumerate().filter(|(i, _)| *i != me) {
            pool.extend(&p.hand);
        }
        pool.extend(deck.iter());
        pool.extend(discard.iter());
        match rng {
            Some(rng) => {
                rng.shuffle(&mut pool);
                rng.shuffle(skills);
                *reshuffle = Rng::new(rng.next_u64());
            }
            None => {
                pool.sort_unstable();
                skills.sort_unstable_by_key(|k| k.index());
                *reshuffle = Rng::new(CONCEALED_RNG);
            }
        }
        let mut cards = pool.into_iter();
        for (_, p) in players.iter_mut().enumerate().filter(|(i, _)| *i != me) {
            let n = p.hand.len();
            p.hand = cards.by_ref().take(n).collect();
        }
        let n = deck.len();
        *deck = cards.by_ref().take(n).collect();
        *discard = cards.collect();
    }
}
