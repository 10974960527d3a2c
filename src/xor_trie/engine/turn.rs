//! The actions. Each has its own section below: `check_x`, which says whether the action
//! may happen now (and returns a [`Plan`] of what will happen), then `do_x`, which makes
//! it happen. [`Game::apply`] runs the checks that all actions share ([`Game::check`]),
//! the action's own check, then its effect; [`Game::validate`] runs the checks only, so
//! a refused action changes nothing.
//!
//! The order of the checks decides which message a doubly illegal action gets, and is part
//! of the referee's contract: the seat must exist and the round be running; a `give` is
//! then legal at any time (even from an eliminated player); otherwise the seat must be
//! active, a skill waiting for counters admits only a `counter`, it must be the seat's
//! turn, a skill card earned with physical cards must be named (`take`) and a third skill
//! card must be discarded before anything else.
//!
//! With physical cards, a named card is checked last among an action's conditions: the
//! right number of cards, each one the deck holds, none named twice ([`Game::whereabouts`]
//! says where a card the deck cannot hold is). A draw may leave its cards unnamed (a
//! private hand): a card such a hand plays, tests, keeps or discards is named then, and
//! must be one that can be unseen in it ([`Game::may_hold_unseen`]).

use super::{Earned, Game, Turn, WaitingSkill};
use crate::xor_trie::actions::{Action, IllegalAction, Place};
use crate::xor_trie::board::Target;
use crate::xor_trie::cards::Skill;
use crate::xor_trie::events::Event;
use crate::xor_trie::numbers::{DRAW_SIZE, KEEP_LIMIT, LAYERS, SKILL_LIMIT, TEST_COST, test_limit};
use crate::xor_trie::seat::Seat;
use IllegalAction::*;

/// An action that passed its checks: what will happen, with what the checks found.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Plan {
    Give {
        from: Seat,
        to: Seat,
    },
    Counter {
        seat: Seat,
    },
    Draw {
        seat: Seat,
        cards: Option<Vec<u16>>,
    },
    Play {
        seat: Seat,
        card: u16,
        target: Target,
    },
    Test {
        seat: Seat,
        card: u16,
        judgment: Option<u16>,
    },
    Redeem {
        seat: Seat,
    },
    Take {
        seat: Seat,
        skill: Skill,
    },
    Discard {
        seat: Seat,
        skill: Skill,
    },
    Cast(WaitingSkill),
    /// The cards kept, named and unseen; the cards discarded; the unseen cards named.
    End {
        seat: Seat,
        kept: Vec<u16>,
        unseen: usize,
        discarded: Vec<u16>,
        revealed: Vec<u16>,
    },
}

impl Game {
    /// Checks that `seat` may take `action` now, without changing anything.
    ///
    /// # Errors
    /// Why the action is illegal (the first check that fails, in the order of the module
    /// docs).
    pub fn validate(&self, seat: Seat, action: &Action) -> Result<(), IllegalAction> {
        self.check(seat, action).map(drop)
    }

    /// Checks and applies `seat`'s `action`, returning what happened. On error nothing
    /// changes.
    ///
    /// # Errors
    /// Why the action is illegal ([`Game::validate`]).
    ///
    /// ```
    /// use grundy::xor_trie::{Action, Game, IllegalAction, Setup, Target};
    /// let (mut game, _) = Game::new(1, &Setup::new(4, 1)).unwrap();
    /// let seat = game.current().unwrap();
    /// let card = game.hand(seat)[0];
    /// assert_eq!(
    ///     game.apply(seat, &Action::End { keep: None, discard: vec![] }),
    ///     Err(IllegalAction::EndBeforePlay(seat))
    /// );
    /// let ev = game.apply(seat, &Action::Play { card, target: Target::Public }).unwrap();
    /// assert!(ev[0].to_string().starts_with(&format!("play seat {seat} card {card} public")));
    /// ```
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, IllegalAction> {
        let plan = self.check(seat, action)?;
        let mut ev = Vec::new();
        match plan {
            Plan::Give { from, to } => self.do_give(from, to, &mut ev),
            Plan::Counter { seat } => self.do_counter(seat, &mut ev),
            Plan::Draw { seat, cards } => self.do_draw(seat, cards, &mut ev),
            Plan::Play { seat, card, target } => self.do_play(seat, card, target, &mut ev),
            Plan::Test {
                seat,
                card,
                judgment,
            } => self.do_test(seat, card, judgment, &mut ev),
            Plan::Redeem { seat } => self.do_redeem(seat, &mut ev),
            Plan::Take { seat, skill } => self.do_take(seat, skill, &mut ev),
            Plan::Discard { seat, skill } => self.do_discard(seat, skill, &mut ev),
            Plan::Cast(cast) => self.do_cast(cast, &mut ev),
            Plan::End {
                seat,
                kept,
                unseen,
                discarded,
                revealed,
            } => self.do_end(seat, kept, unseen, discarded, revealed, &mut ev),
        }
        Ok(ev)
    }

    /// The checks every action shares, then the action's own.
    fn check(&self, seat: Seat, action: &Action) -> Result<Plan, IllegalAction> {
        let players = self.players.len();
        if !seat.exists(players) {
            return Err(NoSuchSeat { seat, players });
        }
        if self.ended.is_some() {
            return Err(RoundOver { round: self.round });
        }
        if let Action::Give { to } = *action {
            return self.check_give(seat, to);
        }
        if !self.player(seat).active {
            return Err(Eliminated(seat));
        }
        match (self.cast, action) {
            (Some(cast), Action::Counter) => return self.check_counter(seat, cast),
            (Some(cast), _) => {
                return Err(SkillWaits {
                    caster: cast.seat,
                    skill: cast.skill,
                });
            }
            (None, Action::Counter) => return Err(NothingToCounter),
            (None, _) => {}
        }
        let turn = self.turn.expect("a running round has a turn");
        if turn.seat != seat {
            return Err(NotYourTurn {
                turn: turn.seat,
                seat,
            });
        }
        if turn.to_take.is_some() && !matches!(action, Action::Take { .. }) {
            return Err(MustTakeFirst(seat));
        }
        if turn.must_discard && !matches!(action, Action::Discard { .. }) {
            return Err(MustDiscardFirst(seat));
        }
        match action {
            Action::Draw { cards } => self.check_draw(turn, cards.as_deref()),
            Action::Play { card, target } => self.check_play(turn, *card, *target),
            Action::Test { card, judgment } => self.check_test(turn, *card, *judgment),
            Action::Redeem => self.check_redeem(turn),
            Action::Take { skill } => self.check_take(turn, *skill),
            Action::Discard { skill } => self.check_discard(turn, *skill),
            Action::Cast {
                skill,
                target,
                layer,
            } => self.check_cast(turn, *skill, *target, *layer),
            Action::End { keep, discard } => self.check_end(turn, keep.as_deref(), discard),
            Action::Give { .. } | Action::Counter => unreachable!("checked above"),
        }
    }

    /// `seat` holds the basic card `card`: known, or (with physical cards) as one of its
    /// unseen cards, which `card` may be.
    fn check_holds(&self, seat: Seat, card: u16) -> Result<(), IllegalAction> {
        let p = self.player(seat);
        if p.hand.contains(&card) || self.may_hold_unseen(seat, card) {
            Ok(())
        } else if p.unseen > 0 {
            let place = self.whereabouts(card);
            Err(NotUnseen { seat, card, place })
        } else {
            Err(CardNotHeld { seat, card })
        }
    }

    /// `seat` holds a skill card of kind `skill`.
    fn check_holds_skill(&self, seat: Seat, skill: Skill) -> Result<(), IllegalAction> {
        if self.player(seat).skills.contains(&skill) {
            Ok(())
        } else {
            Err(SkillNotHeld { seat, skill })
        }
    }

    /// Takes one card of kind `skill` out of `seat`'s skill cards.
    fn take_skill_card(&mut self, seat: Seat, skill: Skill) {
        let skills = &mut self.player_mut(seat).skills;
        let i = skills.iter().position(|&s| s == skill).expect("checked");
        skills.remove(i);
    }

    /// The cards named for `count` cards off the basic deck: none in a seeded round; with
    /// physical cards exactly `count`, each one the deck holds, none twice (`unnamed` is the
    /// refusal when none are named).
    fn check_named(
        &self,
        named: Option<&[u16]>,
        count: usize,
        unnamed: IllegalAction,
    ) -> Result<(), IllegalAction> {
        match named {
            None if self.is_physical() => Err(unnamed),
            None => Ok(()),
            Some(cards) => self.check_named_cards(cards, count),
        }
    }

    /// `cards` named for `count` cards off the basic deck: a round with physical cards,
    /// exactly `count` cards, each one the deck holds, none twice.
    fn check_named_cards(&self, cards: &[u16], count: usize) -> Result<(), IllegalAction> {
        if !self.is_physical() {
            return Err(NamedInSeededRound);
        }
        if cards.len() != count {
            return Err(DrawCount {
                count,
                named: cards.len(),
            });
        }
        for (i, &card) in cards.iter().enumerate() {
            if cards[..i].contains(&card) {
                return Err(NamedTwice(card));
            }
            let place = self.whereabouts(card);
            if place != Place::Deck {
                return Err(NotInDeck { card, place });
            }
        }
        Ok(())
    }

    /// Takes the basic card `card` out of `seat`'s hand: a known one, or one of its unseen
    /// cards, named now.
    fn take_card(&mut self, seat: Seat, card: u16) {
        let hand = &mut self.player_mut(seat).hand;
        match hand.iter().position(|&c| c == card) {
            Some(i) => {
                hand.remove(i);
            }
            None => self.reveal(seat, card),
        }
    }

    /// Names one of `seat`'s unseen cards: `card`, which it may be.
    fn reveal(&mut self, seat: Seat, card: u16) {
        self.piles.reveal(card);
        self.player_mut(seat).unseen -= 1;
    }
}

// ----- give: any player, at any time while the round runs, passes a token on (§6) -----

impl Game {
    fn check_give(&self, seat: Seat, to: Seat) -> Result<Plan, IllegalAction> {
        let players = self.players.len();
        if !to.exists(players) {
            return Err(NoSuchSeat { seat: to, players });
        }
        if to == seat {
            return Err(GiveToSelf(seat));
        }
        if self.player(seat).tokens == 0 {
            return Err(NoTokenToGive(seat));
        }
        Ok(Plan::Give { from: seat, to })
    }

    fn do_give(&mut self, from: Seat, to: Seat, ev: &mut Vec<Event>) {
        self.player_mut(from).tokens -= 1;
        self.player_mut(to).tokens += 1;
        ev.push(Event::Give {
            from,
            to,
            from_tokens: self.tokens(from),
            to_tokens: self.tokens(to),
        });
    }
}

// ----- draw: two basic cards, at most once, before the basic card is played (§3.1) -----

impl Game {
    fn check_draw(&self, turn: Turn, cards: Option<&[u16]>) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        if turn.played {
            return Err(DrawAfterPlay);
        }
        if turn.drew {
            return Err(AlreadyDrew(seat));
        }
        if self.piles.deck_len() == 0 {
            return Err(DeckEmpty);
        }
        let count = DRAW_SIZE.min(self.piles.deck_len());
        if let Some(cards) = cards {
            self.check_named_cards(cards, count)?;
        }
        Ok(Plan::Draw {
            seat,
            cards: cards.map(<[u16]>::to_vec),
        })
    }

    fn do_draw(&mut self, seat: Seat, named: Option<Vec<u16>>, ev: &mut Vec<Event>) {
        self.turn_mut().drew = true;
        self.draw_into_hand(seat, DRAW_SIZE, named.as_deref(), ev);
    }
}

// ----- play: the turn's one basic card, XORed into a sequence (§3.2) -----

impl Game {
    fn check_play(&self, turn: Turn, card: u16, target: Target) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        if turn.played {
            return Err(AlreadyPlayed(seat));
        }
        if self.hand_size(seat) == 0 {
            return Err(MustDraw(seat));
        }
        self.check_holds(seat, card)?;
        Ok(Plan::Play { seat, card, target })
    }

    fn do_play(&mut self, seat: Seat, card: u16, target: Target, ev: &mut Vec<Event>) {
        self.turn_mut().played = true;
        self.take_card(seat, card);
        self.piles.discard([card]);
        let before = self.target_value(seat, target);
        let after = before ^ card;
        ev.push(Event::Play {
            seat,
            card,
            target,
            before,
            after,
        });
        self.change(seat, target, after, false, ev);
    }
}

// ----- test and redeem: one try a turn for a skill card, between the basic card and a
// skill (§3.3) -----

impl Game {
    /// The conditions test and redeem share: after the basic card, before a skill, once.
    fn check_acquire(&self, turn: Turn) -> Result<(), IllegalAction> {
        if !turn.played {
            return Err(AcquireBeforePlay);
        }
        if turn.acquired {
            return Err(AlreadyAcquired(turn.seat));
        }
        if turn.cast {
            return Err(AcquireAfterSkill);
        }
        Ok(())
    }

    /// A test: another basic card and the judgment card XORed with the player's own
    /// sequence; more 1s than [`test_limit`] take the top skill card for 50 points. It
    /// needs the card, the points, a judgment card and a skill card to take (and, with
    /// physical cards, the judgment card named).
    fn check_test(
        &self,
        turn: Turn,
        card: u16,
        judgment: Option<u16>,
    ) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        self.check_acquire(turn)?;
        self.check_holds(seat, card)?;
        let score = self.player(seat).score;
        if score < TEST_COST {
            return Err(ScoreTooLow { seat, score });
        }
        if self.piles.deck_len() == 0 {
            return Err(NoJudgmentCard);
        }
        if !self.piles.skill_available() {
            return Err(NoSkillCardLeft);
        }
        if judgment == Some(card) {
            return Err(NamedTwice(card));
        }
        let named = judgment.as_ref().map(std::slice::from_ref);
        self.check_named(named, 1, NameTheJudgment { seat, card })?;
        Ok(Plan::Test {
            seat,
            card,
            judgment,
        })
    }

    /// Both cards are discarded, pass or fail; a failed test still uses the turn's try.
    fn do_test(&mut self, seat: Seat, card: u16, named: Option<u16>, ev: &mut Vec<Event>) {
        self.turn_mut().acquired = true;
        self.take_card(seat, card);
        let named = named.as_ref().map(std::slice::from_ref);
        let judgment = self.piles.take(1, named)[0];
        self.piles.discard([card, judgment]);
        let own = self.seq(seat);
        let ones = (card ^ judgment ^ own).count_ones();
        let limit = test_limit(own);
        ev.push(Event::Test {
            seat,
            card,
            judgment,
            ones,
            limit,
        });
        if ones > limit {
            self.player_mut(seat).score -= TEST_COST;
            self.earn_skill(seat, Earned::Test, ev);
        }
    }

    /// Redeeming spends one token for the top skill card.
    fn check_redeem(&self, turn: Turn) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        self.check_acquire(turn)?;
        if self.player(seat).tokens == 0 {
            return Err(NoTokenToRedeem(seat));
        }
        if !self.piles.skill_available() {
            return Err(NoSkillCardLeft);
        }
        Ok(Plan::Redeem { seat })
    }

    fn do_redeem(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.turn_mut().acquired = true;
        self.player_mut(seat).tokens -= 1;
        self.earn_skill(seat, Earned::Token, ev);
    }

    /// `seat` has earned a skill card (its cost already paid): from a seeded deck it takes
    /// the top one at once; with physical cards the typist names it next (`take`).
    fn earn_skill(&mut self, seat: Seat, earned: Earned, ev: &mut Vec<Event>) {
        if self.is_physical() {
            self.turn_mut().to_take = Some(earned);
        } else {
            self.acquire_skill(seat, earned, None, ev);
        }
    }

    /// With physical cards, the skill card earned is named: a kind the skill deck holds
    /// (or its discard pile, if the deck is empty and the pile becomes it).
    fn check_take(&self, turn: Turn, skill: Skill) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        if turn.to_take.is_none() {
            return Err(NothingToTake(seat));
        }
        if !self.piles.skill_in_reach(skill) {
            let refill = self.piles.skill_deck_len() == 0;
            return Err(SkillNotInDeck { skill, refill });
        }
        Ok(Plan::Take { seat, skill })
    }

    fn do_take(&mut self, seat: Seat, skill: Skill, ev: &mut Vec<Event>) {
        let earned = self.turn_mut().to_take.take().expect("checked");
        self.acquire_skill(seat, earned, Some(skill), ev);
    }

    /// `seat` takes a skill card, the top one or the `named` one (refilling the deck
    /// first if it is empty); a third skill card must then be discarded before anything
    /// else.
    fn acquire_skill(
        &mut self,
        seat: Seat,
        earned: Earned,
        named: Option<Skill>,
        ev: &mut Vec<Event>,
    ) {
        let draw = self.piles.take_skill(named);
        if let Some(count) = draw.refill {
            ev.push(Event::Refill { count });
        }
        let p = self.player_mut(seat);
        p.skills.push(draw.skill);
        let over = p.skills.len() > SKILL_LIMIT;
        let tokens = p.tokens;
        if over {
            self.turn_mut().must_discard = true;
        }
        ev.push(Event::Acquire {
            seat,
            skill: draw.skill,
            by_test: earned == Earned::Test,
            tokens,
        });
    }
}

// ----- discard: a third skill card goes at once (§3.3, the rulebook's note 5) -----

impl Game {
    fn check_discard(&self, turn: Turn, skill: Skill) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        if !turn.must_discard {
            return Err(NothingToDiscard(seat));
        }
        self.check_holds_skill(seat, skill)?;
        Ok(Plan::Discard { seat, skill })
    }

    fn do_discard(&mut self, seat: Seat, skill: Skill, ev: &mut Vec<Event>) {
        self.turn_mut().must_discard = false;
        self.take_skill_card(seat, skill);
        self.piles.discard_skills([skill]);
        ev.push(Event::Discard { seat, skill });
    }
}

// ----- skill: one skill card a turn, after the basic card, that can act on its
// sequence; it waits for counters (§3.4) -----

impl Game {
    fn check_cast(
        &self,
        turn: Turn,
        skill: Skill,
        target: Target,
        layer: Option<u32>,
    ) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        if !turn.played {
            return Err(SkillBeforePlay);
        }
        if turn.cast {
            return Err(AlreadyCast(seat));
        }
        self.check_holds_skill(seat, skill)?;
        skill.act(self.target_value(seat, target), layer)?;
        Ok(Plan::Cast(WaitingSkill {
            seat,
            skill,
            target,
            layer,
        }))
    }

    /// The card leaves the hand and waits, face up, for counters.
    fn do_cast(&mut self, cast: WaitingSkill, ev: &mut Vec<Event>) {
        self.turn_mut().cast = true;
        self.take_skill_card(cast.seat, cast.skill);
        self.cast = Some(cast);
        ev.push(Event::Cast {
            seat: cast.seat,
            skill: cast.skill,
            target: cast.target,
            layer: cast.layer,
        });
    }

    /// Ends a counter window without a counter: the played skill acts and is discarded,
    /// and what follows the change follows. Does nothing (and returns no event) if no
    /// skill is waiting.
    pub fn resolve(&mut self) -> Vec<Event> {
        let mut ev = Vec::new();
        let Some(c) = self.cast.take() else {
            return ev;
        };
        self.piles.discard_skills([c.skill]);
        let before = self.target_value(c.seat, c.target);
        let after = c
            .skill
            .act(before, c.layer)
            .expect("a skill checked at cast time still acts");
        ev.push(Event::Skill {
            seat: c.seat,
            skill: c.skill,
            target: c.target,
            layer: c.layer,
            before,
            after,
        });
        self.change(c.seat, c.target, after, true, &mut ev);
        ev
    }
}

// ----- counter: another active player voids the waiting skill with a C (§3.4) -----

impl Game {
    fn check_counter(&self, seat: Seat, cast: WaitingSkill) -> Result<Plan, IllegalAction> {
        if seat == cast.seat {
            return Err(CounterOwnSkill(seat));
        }
        if !self.player(seat).skills.contains(&Skill::Clr) {
            return Err(NoCounterCard(seat));
        }
        Ok(Plan::Counter { seat })
    }

    /// Both cards are voided (discarded); the skill never acts.
    fn do_counter(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let cast = self.cast.take().expect("checked: a skill waits");
        self.take_skill_card(seat, Skill::Clr);
        self.piles.discard_skills([cast.skill, Skill::Clr]);
        ev.push(Event::Counter {
            seat,
            caster: cast.seat,
            skill: cast.skill,
        });
    }
}

// ----- end: after the basic card, keeping at most two basic cards (§3.5) -----

impl Game {
    /// Naming no card keeps the whole hand, allowed only with at most two cards. `keep`
    /// names every card kept, `discard` cards discarded; with no `keep`, every card not
    /// discarded is kept. A card of the hand nobody has named yet must be named when it is
    /// kept by `keep` or discarded: each named card is a known card of the hand or may be
    /// one of its unseen cards.
    fn check_end(
        &self,
        turn: Turn,
        keep: Option<&[u16]>,
        discard: &[u16],
    ) -> Result<Plan, IllegalAction> {
        let seat = turn.seat;
        if !turn.played {
            return Err(EndBeforePlay(seat));
        }
        let p = self.player(seat);
        let held = self.hand_size(seat);
        if keep.is_some_and(|k| k.len() > KEEP_LIMIT) {
            return Err(KeepTooMany);
        }
        let named: Vec<u16> = keep
            .unwrap_or_default()
            .iter()
            .chain(discard)
            .copied()
            .collect();
        let mut unseen = p.unseen;
        let mut revealed = Vec::new();
        for (i, &c) in named.iter().enumerate() {
            if named[..i].contains(&c) {
                return Err(NamedTwice(c));
            }
            if p.hand.contains(&c) {
                continue;
            }
            if unseen == 0 {
                return Err(CardNotHeld { seat, card: c });
            }
            self.check_holds(seat, c)?;
            unseen -= 1;
            revealed.push(c);
        }
        let known: Vec<u16> = p.hand.iter().chain(&revealed).copied().collect();
        let (kept, unseen) = match keep {
            Some(_) if unseen > 0 => return Err(NameTheDiscards { seat, unseen }),
            Some(k) => (k.to_vec(), 0),
            None => {
                let kept: Vec<u16> = known
                    .iter()
                    .filter(|c| !discard.contains(c))
                    .copied()
                    .collect();
                if kept.len() + unseen > KEEP_LIMIT {
                    return Err(MustNameKept { seat, held });
                }
                (kept, unseen)
            }
        };
        let discarded = known
            .iter()
            .filter(|c| !kept.contains(c))
            .copied()
            .collect();
        Ok(Plan::End {
            seat,
            kept,
            unseen,
            discarded,
            revealed,
        })
    }

    fn do_end(
        &mut self,
        seat: Seat,
        kept: Vec<u16>,
        unseen: usize,
        discarded: Vec<u16>,
        revealed: Vec<u16>,
        ev: &mut Vec<Event>,
    ) {
        for &c in &revealed {
            self.reveal(seat, c);
        }
        let p = self.player_mut(seat);
        p.hand.clone_from(&kept);
        debug_assert_eq!(p.unseen, unseen, "every unseen card not kept was named");
        self.piles.discard(discarded.iter().copied());
        ev.push(Event::End {
            seat,
            kept,
            discarded,
            unseen,
        });
        self.finish_turn(seat, ev);
    }
}

// ----- the legal actions -----

impl Game {
    /// Every legal action of the current player now (without `give`; `end` appears once per
    /// possible set of kept cards). Empty while a counter window is open or the round is over.
    ///
    /// With physical cards, any cards the deck holds may be named; a draw and a test are
    /// listed once, naming the lowest cards the deck holds, and a `take` once per kind
    /// within reach. A private hand's unseen cards are whatever the table shows: one is
    /// listed for plays and tests, and an `end` over the limit names those leaving the
    /// hand, as the lowest cards nobody has named.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Some(seat) = self.current() else {
            return Vec::new();
        };
        if self.cast.is_some() {
            return Vec::new();
        }
        let p = self.player(seat);
        let physical = self.is_physical();
        let named = |k: usize| physical.then(|| self.piles.first_cards(k));
        let mut cand = vec![
            Action::Draw {
                cards: named(DRAW_SIZE),
            },
            Action::Redeem,
        ];
        let judgment = named(1).and_then(|c| c.first().copied());
        // An unseen card is played or tested by naming it: as the lowest card nobody has
        // named yet (one that is not the judgment card).
        let unseen_name = (p.unseen > 0)
            .then(|| {
                self.piles
                    .first_cards(2)
                    .into_iter()
                    .find(|&c| Some(c) != judgment)
            })
            .flatten();
        for &card in p.hand.iter().chain(&unseen_name) {
            for target in Target::ALL {
                cand.push(Action::Play { card, target });
            }
            cand.push(Action::Test { card, judgment });
        }
        if physical {
            cand.extend(Skill::ALL.map(|skill| Action::Take { skill }));
        }
        let mut kinds = p.skills.clone();
        kinds.sort();
        kinds.dedup();
        for &skill in &kinds {
            cand.push(Action::Discard { skill });
            let layers: Vec<Option<u32>> = if skill.takes_layer() {
                (1..=LAYERS).map(Some).collect()
            } else {
                vec![None]
            };
            for target in Target::ALL {
                for &layer in &layers {
                    cand.push(Action::Cast {
                        skill,
                        target,
                        layer,
                    });
                }
            }
        }
        let h = &p.hand;
        if h.len() + p.unseen <= KEEP_LIMIT {
            cand.push(Action::End {
                keep: None,
                discard: Vec::new(),
            });
        } else if p.unseen == 0 {
            for i in 0..h.len() {
                for j in i + 1..h.len() {
                    cand.push(Action::End {
                        keep: Some(vec![h[i], h[j]]),
                        discard: Vec::new(),
                    });
                }
            }
        } else {
            // A private hand over the limit: the cards leaving it are named, the known ones
            // first, then unseen ones as the lowest cards nobody has named yet, until two
            // remain.
            let excess = h.len() + p.unseen - KEEP_LIMIT;
            let mut discard: Vec<u16> = h.iter().take(excess).copied().collect();
            discard.extend(self.piles.first_cards(excess - discard.len()));
            cand.push(Action::End {
                keep: None,
                discard,
            });
        }
        cand.retain(|a| self.validate(seat, a).is_ok());
        cand
    }
}
