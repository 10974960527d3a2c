//! Unit tests of the rules engine: every rule and ruling on arranged positions.

use super::*;
use crate::rng::Rng;
use crate::xor_trie::actions::{Action, IllegalAction};
use crate::xor_trie::board::Node;
use crate::xor_trie::cards::{Blocked, SkillError};
use crate::xor_trie::setup::Placement;
use crate::xor_trie::{HouseRule, highest};
use IllegalAction::*;
use Target::{Own, Public};

const S1: Seat = Seat::new(1);
const S2: Seat = Seat::new(2);
const S3: Seat = Seat::new(3);
const S4: Seat = Seat::new(4);
const S5: Seat = Seat::new(5);

/// A round for `n` players, deal `32 − n, …, 31` (all on layer 5: seat 1 starts),
/// then every sequence set to 0 and no markers on the trie; everything else from seed 1.
/// Tests then arrange sequences, hands and markers (never using the dealt cards).
fn base(n: usize) -> Game {
    let mut s = Setup::new(n, 1);
    s.deal = Some((32 - n as u16..=31).collect());
    s.markers = Some((0..n / 2).map(|i| 500 - i as u16).collect());
    let (mut g, _) = Game::new(1, &s).unwrap();
    g.markers = Markers::default();
    for p in &mut g.players {
        p.seq = 0;
    }
    g.check_invariants().unwrap();
    g
}

/// Moves `card` from wherever it is (deck, discard, a hand) into `seat`'s hand.
fn give_card(g: &mut Game, seat: Seat, card: u16) {
    g.piles.deck_mut().retain(|&c| c != card);
    g.piles.discard_mut().retain(|&c| c != card);
    for p in &mut g.players {
        p.hand.retain(|&c| c != card);
    }
    g.player_mut(seat).hand.push(card);
}

/// Sets `seat`'s hand to exactly `cards` (the old hand goes to the discard pile).
fn set_hand(g: &mut Game, seat: Seat, cards: &[u16]) {
    let old = std::mem::take(&mut g.player_mut(seat).hand);
    g.piles.discard_mut().extend(old);
    for &c in cards {
        give_card(g, seat, c);
    }
}

/// Gives `seat` the skill cards `kinds` from the skill deck.
fn set_skills(g: &mut Game, seat: Seat, kinds: &[Skill]) {
    let old = std::mem::take(&mut g.player_mut(seat).skills);
    g.piles.skill_discard_mut().extend(old);
    for &k in kinds {
        let deck = g.piles.skill_deck_mut();
        let i = deck.iter().position(|&s| s == k).unwrap();
        deck.remove(i);
        g.player_mut(seat).skills.push(k);
    }
}

/// Eliminates `seat` by hand (its cards go to the discard piles).
fn knock_out(g: &mut Game, seat: Seat) {
    let p = g.player_mut(seat);
    p.active = false;
    let hand = std::mem::take(&mut p.hand);
    let skills = std::mem::take(&mut p.skills);
    g.piles.discard(hand);
    g.piles.discard_skills(skills);
}

/// Lays the markers of `card` without taking it from anywhere (tests only).
fn mark(g: &mut Game, card: u16) {
    for node in marker_nodes(card) {
        g.markers.add(node);
    }
}

/// `ev` holds the line `line`.
fn has(ev: &[String], line: &str) {
    assert!(ev.iter().any(|l| l == line), "{line:?} is not in {ev:?}");
}

fn lines(ev: &[Event]) -> Vec<String> {
    ev.iter().map(|e| e.to_string()).collect()
}

fn ok(g: &mut Game, seat: Seat, a: Action) -> Vec<String> {
    let ev = g
        .apply(seat, &a)
        .unwrap_or_else(|e| panic!("{seat} {a}: {e}"));
    g.check_invariants().unwrap();
    lines(&ev)
}

/// `seat`'s `a` must be refused for `why`, changing nothing.
fn bad(g: &mut Game, seat: Seat, a: Action, why: IllegalAction) {
    let before = g.clone();
    assert_eq!(g.validate(seat, &a), Err(why.clone()), "{seat} {a}");
    assert_eq!(g.apply(seat, &a), Err(why), "{seat} {a}");
    assert_eq!(*g, before, "a refused action changed the game");
}

fn play(card: u16, target: Target) -> Action {
    Action::Play { card, target }
}

fn cast(skill: Skill, target: Target, layer: Option<u32>) -> Action {
    Action::Cast {
        skill,
        target,
        layer,
    }
}

fn keep(cards: &[u16]) -> Action {
    Action::End {
        keep: Some(cards.to_vec()),
        discard: Vec::new(),
    }
}

const END: Action = Action::End {
    keep: None,
    discard: Vec::new(),
};

/// `g` under the house rule `rule`.
fn with_rule(g: &mut Game, rule: HouseRule) {
    g.rules = g.rules.with(rule);
}

/// `seat`, holding exactly the card of `basic` and the skill card of `skill`, plays the
/// one and then the other: the skill waits for counters.
fn cast_after_playing(g: &mut Game, seat: Seat, basic: Action, skill: Action) {
    let (Action::Play { card, .. }, Action::Cast { skill: kind, .. }) = (&basic, &skill) else {
        panic!("a play and a cast");
    };
    set_hand(g, seat, &[*card]);
    set_skills(g, seat, &[*kind]);
    ok(g, seat, basic);
    ok(g, seat, skill);
}

/// `seat` plays `card` on `target` and ends; returns the play's events.
fn play_and_end(g: &mut Game, seat: Seat, card: u16, target: Target) -> Vec<String> {
    set_hand(g, seat, &[card]);
    let mut ev = ok(g, seat, play(card, target));
    if g.current() == Some(seat) {
        ev.extend(ok(g, seat, END));
    }
    ev
}

/// Seats' sequences set directly (setup-like), no markers, seat 1 to move.
fn duel_game(n: usize, seqs: &[u16]) -> Game {
    let mut g = base(n);
    for (i, &s) in seqs.iter().enumerate() {
        g.player_mut(Seat::from_index(i)).seq = s;
    }
    g
}

mod acquiring;
mod death;
mod duels;
mod house_rules;
mod physical;
mod private_hands;
mod prizes;
mod setup;
mod skills;
mod tokens;
mod turns;
