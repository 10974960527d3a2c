//! The greedy bot ([`super::BotKind::Greedy`]), and the policy the strong bot's rollouts
//! follow: one ply of lookahead on what the board decides, a draw, a test and a redeem
//! valued without looking at the cards they would take.

use crate::rng::Rng;
use crate::xor_trie::{
    Action, Game, MAX_CARD, Seat, Skill, TEST_COST, TOKEN_VALUE, highest, test_limit,
};

/// What the greedy bot deducts from an eliminated player's total.
pub const ELIMINATED_PENALTY: i64 = 1000;
/// What the greedy bot adds per layer of an active player's highest 1.
pub const LAYER_BONUS: i64 = 3;
/// What the greedy bot counts a skill card in hand worth, in points (a skill may win a
/// prize, reach the top or counter another's).
pub const SKILL_CARD_VALUE: i64 = 60;
/// What the greedy bot deducts from a draw, so that it prefers other moves of equal value.
pub const DRAW_TIE_BREAK: i64 = 1;

/// The greedy bot's view of `seat`'s position: total (score + 100 × tokens), −1000 if
/// eliminated; while active, +3 per layer of the sequence's highest 1 and 60 per skill
/// card held.
pub fn value_for(game: &Game, seat: Seat) -> i64 {
    let total = game.score(seat) + TOKEN_VALUE * i64::from(game.tokens(seat));
    if game.is_active(seat) {
        total
            + LAYER_BONUS * i64::from(highest(game.seq(seat)))
            + SKILL_CARD_VALUE * game.skills(seat).len() as i64
    } else {
        total - ELIMINATED_PENALTY
    }
}

/// The chance, in parts of a million, that `seat`'s test with `card` passes, over every
/// judgment card it may turn as far as the seat knows: every number card but the seat's own
/// basic cards and the starting cards on the table.
fn test_chance(game: &Game, seat: Seat, card: u16) -> i64 {
    let own = game.seq(seat);
    let limit = test_limit(own);
    let seen = |c: u16| {
        game.hand(seat).contains(&c)
            || Seat::all(game.players()).any(|s| game.starting_card(s) == c)
    };
    let (mut pass, mut all) = (0i64, 0i64);
    for j in (1..=MAX_CARD).filter(|&j| !seen(j)) {
        all += 1;
        if (card ^ j ^ own).count_ones() > limit {
            pass += 1;
        }
    }
    if all == 0 { 0 } else { pass * 1_000_000 / all }
}

/// What the greedy bot expects `seat` to be worth after `action` ([`value_for`]): by
/// playing it out on a copy of the game when the board decides its outcome, otherwise
/// without looking at the cards it would take.
pub(crate) fn greedy_value(game: &Game, seat: Seat, action: &Action) -> i64 {
    let now = value_for(game, seat);
    match action {
        Action::Draw { .. } => now - DRAW_TIE_BREAK,
        Action::Redeem => now - TOKEN_VALUE + SKILL_CARD_VALUE,
        Action::Test { card, .. } => {
            now + test_chance(game, seat, *card) * (SKILL_CARD_VALUE - TEST_COST) / 1_000_000
        }
        _ => {
            let mut g = game.clone();
            g.apply(seat, action).expect("legal");
            g.resolve();
            value_for(&g, seat)
        }
    }
}

/// The greedy choice of the current player of `game`: the legal action of highest
/// [`greedy_value`], ties broken by `rng`. `game` is a seat's view of the round
/// ([`SeatView::game`]) or a round dealt from one ([`SeatView::sample`]): nothing else
/// reaches it.
pub(crate) fn greedy_choice(game: &Game, rng: &mut Rng) -> Action {
    let seat = game.current().expect("a running round");
    let actions = game.legal_actions();
    assert!(
        !actions.is_empty(),
        "a running turn always has a legal action"
    );
    let mut best = Vec::new();
    let mut best_v = i64::MIN;
    for a in &actions {
        let v = greedy_value(game, seat, a);
        if v > best_v {
            best_v = v;
            best.clear();
        }
        if v == best_v {
            best.push(a);
        }
    }
    best[rng.index(best.len())].clone()
}

/// Whether the greedy bot at `seat` counters the skill waiting in `game` (holding a `C`):
/// if letting it act would raise its caster's value or end the round.
pub(crate) fn greedy_counters(game: &Game, seat: Seat) -> bool {
    let Some(waiting) = game.counter_window() else {
        return false;
    };
    if !game.skills(seat).contains(&Skill::Clr) {
        return false;
    }
    let mut g = game.clone();
    g.resolve();
    g.ended().is_some() || value_for(&g, waiting.seat) > value_for(game, waiting.seat)
}
