//! What follows a change of a sequence, and the end of a turn.
//!
//! # Order of effects after a sequence changes (§4)
//!
//! After a player's basic card or skill changes a sequence, the engine applies, in order:
//! the death check (after a basic card only, unless the house rule `death-after-skill` is
//! on: the actor is eliminated), the layer prizes if the actor survived (own sequence only,
//! layers 5..=9 ascending: a fatal move pays none and takes no place in a layer's order),
//! the top check (layer 10: the round ends, +666 for a player's own sequence), the "fewer
//! than two active" check, then duel registration. A player eliminated in their own turn
//! ends it at once. (A sequence with a 1 on layer 10 passes no marked node, since markers
//! lie on layers 9 and below with a 0 above them: death and the top never meet.)
//!
//! # Points (§2)
//!
//! Every gain of points goes through [`Game::gain`]. Scores are not limited; under the
//! house rule `score-cap` the ten-column binary slider is the limit: a score stops at 1023
//! and what lies beyond is lost (a `cap` event says how much). No rule takes a score below
//! 0: a test needs 50 points and costs 50, and a duel's loser keeps ⌊2·score/3⌋ ≥ 0.
//!
//! # End of a turn (§6)
//!
//! The hand is cut to the kept cards (by the `end` action), the duels waiting on the
//! player whose turn ends are settled in the order they arose, then the round ends if
//! fewer than two players are active or the basic deck is empty; otherwise the next active
//! player clockwise takes the turn.

use super::{Game, Turn};
use crate::xor_trie::HouseRule;
use crate::xor_trie::board::{Target, has, highest, second};
use crate::xor_trie::events::Elimination;
use crate::xor_trie::events::{Duel, DuelOutcome, EndCause, Event};
use crate::xor_trie::numbers::{
    DEATH_NODES, FIRST_PRIZE_LAYER, LAST_PRIZE_LAYER, LAYERS, MAX_SCORE, MIN_ACTIVE, TOP_PRIZE,
    duel_keep, duel_take, prize,
};
use crate::xor_trie::seat::Seat;

impl Game {
    /// Everything that follows `seat` changing `target` to `after` (by a skill if
    /// `by_skill`, else by the basic card), in the order of the module docs.
    pub(super) fn change(
        &mut self,
        seat: Seat,
        target: Target,
        after: u16,
        by_skill: bool,
        ev: &mut Vec<Event>,
    ) {
        let before = self.target_value(seat, target);
        match target {
            Target::Own => self.player_mut(seat).seq = after,
            Target::Public => self.public = after,
        }
        let fatal = !by_skill || self.rules.has(HouseRule::DeathAfterSkill);
        if !(fatal && self.check_death(seat, after, ev)) && target == Target::Own {
            self.award_prizes(seat, after & !before, ev);
        }
        if has(after, LAYERS) {
            self.reach_top(seat, target, ev);
            return;
        }
        if self.active_count() < MIN_ACTIVE {
            self.end_round(EndCause::LastStanding, ev);
            return;
        }
        self.register_duels(seat, target, after, ev);
        if !self.player(seat).active {
            self.finish_turn(seat, ev);
        }
    }

    /// Layer prizes (§4.1): each 1 that `appeared` on layers 5..=9 of `seat`'s own
    /// sequence wins that layer, once per player, paid by the order of its winners.
    fn award_prizes(&mut self, seat: Seat, appeared: u16, ev: &mut Vec<Event>) {
        for layer in FIRST_PRIZE_LAYER..=LAST_PRIZE_LAYER {
            if !has(appeared, layer) || self.has_won(seat, layer) {
                continue;
            }
            self.winners[layer as usize] += 1;
            let rank = self.winners[layer as usize];
            let points = prize(layer, rank);
            self.player_mut(seat).won |= 1 << layer;
            ev.push(Event::Prize {
                seat,
                layer,
                rank,
                points,
            });
            self.gain(seat, points, ev);
        }
    }

    /// `seat` gains `points` (≥ 0); under the house rule `score-cap`, up to the
    /// scoreboard's 1023, and a `cap` event reports the points beyond it, which are lost.
    pub(super) fn gain(&mut self, seat: Seat, points: i64, ev: &mut Vec<Event>) {
        let cap = self.rules.has(HouseRule::ScoreCap);
        let p = self.player_mut(seat);
        p.score += points;
        if cap && p.score > MAX_SCORE {
            let lost = p.score - MAX_SCORE;
            p.score = MAX_SCORE;
            ev.push(Event::Cap { seat, lost });
        }
    }

    /// Death (§4.2): a changed sequence on two marked nodes eliminates the actor, who takes
    /// a token; each of the two nodes loses one marker. Returns true if the actor died.
    fn check_death(&mut self, seat: Seat, after: u16, ev: &mut Vec<Event>) -> bool {
        let marked = self.markers.passed_by(after);
        if marked.len() < DEATH_NODES {
            return false;
        }
        let nodes = [marked[0], marked[1]];
        for node in nodes {
            self.markers.remove(node);
        }
        self.player_mut(seat).tokens += 1;
        ev.push(Event::Death { seat, nodes });
        self.eliminate(seat, Elimination::Death, ev);
        true
    }

    /// The top (§4.3): a 1 on layer 10 ends the round, with 666 points for a player's own
    /// sequence.
    fn reach_top(&mut self, seat: Seat, target: Target, ev: &mut Vec<Event>) {
        match target {
            Target::Own => {
                ev.push(Event::Top { seat: Some(seat) });
                self.gain(seat, TOP_PRIZE, ev);
                self.end_round(EndCause::PlayerTop(seat), ev);
            }
            Target::Public => {
                ev.push(Event::Top { seat: None });
                self.end_round(EndCause::PublicTop, ev);
            }
        }
    }

    /// Duel registration (§5): the changed sequence's highest 1 level with an active
    /// player's, after the change, whether or not it was level before (a ruling: the
    /// rulebook's condition is on the state after the action). A player eliminated by the
    /// change starts no player duel; a duel already pending is not registered again.
    fn register_duels(&mut self, seat: Seat, target: Target, after: u16, ev: &mut Vec<Event>) {
        let layer = highest(after);
        let public = target == Target::Public;
        if layer == 0 || !(public || self.is_active(seat)) {
            return;
        }
        for b in Seat::all(self.players()) {
            if b == seat || !self.is_active(b) || highest(self.seq(b)) != layer {
                continue;
            }
            let duel = Duel { a: seat, b, public };
            if !self.duels.contains(&duel) {
                self.duels.push(duel);
                ev.push(Event::DuelPending { duel, layer });
            }
        }
    }

    /// Eliminates `seat`: their cards are discarded, they keep score, tokens and sequence;
    /// duels that can no longer be settled dissolve at once.
    pub(super) fn eliminate(&mut self, seat: Seat, cause: Elimination, ev: &mut Vec<Event>) {
        let p = self.player_mut(seat);
        p.active = false;
        // Unseen cards go to the discard pile unnamed: they stay among the cards nobody has
        // named, and among those taken unseen.
        p.unseen = 0;
        let hand = std::mem::take(&mut p.hand);
        let skills = std::mem::take(&mut p.skills);
        let (score, tokens) = (p.score, p.tokens);
        self.piles.discard(hand);
        self.piles.discard_skills(skills);
        if let Some(t) = self.turn.as_mut()
            && t.seat == seat
        {
            t.must_discard = false;
            t.to_take = None;
        }
        ev.push(Event::Eliminated {
            seat,
            cause,
            score,
            tokens,
        });
        let (gone, keep): (Vec<Duel>, Vec<Duel>) = self
            .duels
            .iter()
            .partition(|d| d.b == seat || (!d.public && d.a == seat));
        self.duels = keep;
        for duel in gone {
            ev.push(Event::DuelSettled {
                duel,
                outcome: DuelOutcome::Dissolved,
            });
        }
    }

    /// Ends the round (once): a skill still waiting is discarded, pending duels lapse.
    fn end_round(&mut self, cause: EndCause, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        self.ended = Some(cause);
        self.turn = None;
        if let Some(c) = self.cast.take() {
            self.piles.discard_skills([c.skill]);
        }
        self.duels.clear();
        ev.push(Event::RoundEnd {
            round: self.round,
            cause,
        });
    }

    /// End of `seat`'s turn (after the `end` action or an elimination in the turn).
    pub(super) fn finish_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        let (now, later): (Vec<Duel>, Vec<Duel>) = self.duels.iter().partition(|d| d.b == seat);
        self.duels = later;
        for duel in now {
            self.settle(duel, ev);
        }
        if self.active_count() < MIN_ACTIVE {
            self.end_round(EndCause::LastStanding, ev);
            return;
        }
        if self.piles.deck_len() == 0 {
            self.end_round(EndCause::DeckEmpty, ev);
            return;
        }
        let n = self.players();
        let next = (1..=n)
            .map(|k| seat.clockwise(k, n))
            .find(|&s| self.is_active(s))
            .expect("two players are active");
        self.begin_turn(next, ev);
    }

    pub(super) fn begin_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.turn_no += 1;
        self.turn = Some(Turn {
            seat,
            drew: false,
            played: false,
            acquired: false,
            to_take: None,
            must_discard: false,
            cast: false,
        });
        ev.push(Event::Turn {
            number: self.turn_no,
            seat,
        });
    }

    /// Settles `duel` at the end of its `b`'s turn (§5): if both sides are still in and
    /// level (their highest 1s on one layer: two sequences without a 1 are not level), the
    /// higher second-highest 1 wins (none counts lowest); the loser is eliminated and the
    /// collector (the winner, or the public duel's author if still in) takes a third of the
    /// loser's score and a token. A public duel is won only by the public sequence;
    /// otherwise it is held. A duel no longer level dissolves.
    fn settle(&mut self, duel: Duel, ev: &mut Vec<Event>) {
        let Duel { a, b, public } = duel;
        let sb = self.seq(b);
        let other = if public { self.public } else { self.seq(a) };
        let both_active = self.is_active(b) && (public || self.is_active(a));
        let level = highest(sb) > 0 && highest(other) == highest(sb);
        if !both_active || !level {
            let outcome = DuelOutcome::Dissolved;
            ev.push(Event::DuelSettled { duel, outcome });
            return;
        }
        let (so, sbb) = (second(other), second(sb));
        let (winner, loser) = if so > sbb {
            (if public { None } else { Some(a) }, b)
        } else if so < sbb && !public {
            (Some(b), a)
        } else {
            let outcome = if public {
                DuelOutcome::Held
            } else {
                DuelOutcome::Draw
            };
            ev.push(Event::DuelSettled { duel, outcome });
            return;
        };
        let collector = winner.or(Some(a).filter(|&a| self.is_active(a)));
        let loser_score = self.score(loser);
        let points = duel_take(loser_score);
        self.player_mut(loser).score = duel_keep(loser_score);
        let mut tokens = 0;
        if let Some(c) = collector {
            let p = self.player_mut(c);
            p.tokens += 1;
            tokens = p.tokens;
        }
        ev.push(Event::DuelSettled {
            duel,
            outcome: DuelOutcome::Won {
                winner,
                loser,
                collector,
                points: if collector.is_some() { points } else { 0 },
                tokens,
            },
        });
        if let Some(c) = collector {
            self.gain(c, points, ev);
        }
        self.eliminate(loser, Elimination::Duel, ev);
    }
}
