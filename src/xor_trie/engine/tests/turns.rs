//! Turn order and basic plays: draws, short draws, an empty deck, the rotation past eliminated players.

use super::*;

#[test]
fn a_turn_in_order() {
    let mut g = base(4);
    assert_eq!(g.current(), Some(S1));
    set_hand(&mut g, S1, &[6, 7]);
    bad(&mut g, S2, Action::DRAW, NotYourTurn { turn: S1, seat: S2 });
    bad(&mut g, S1, END, EndBeforePlay(S1));
    bad(&mut g, S1, Action::test(6), AcquireBeforePlay);
    bad(&mut g, S1, Action::Redeem, AcquireBeforePlay);
    bad(&mut g, S1, play(8, Own), CardNotHeld { seat: S1, card: 8 });
    let deck = g.deck_len();
    assert_eq!(ok(&mut g, S1, Action::DRAW).len(), 1);
    assert_eq!(g.deck_len(), deck - 2);
    bad(&mut g, S1, Action::DRAW, AlreadyDrew(S1));
    let ev = ok(&mut g, S1, play(6, Own));
    assert_eq!(ev, ["play seat 1 card 6 self 0000000000 -> 0000000110"]);
    bad(&mut g, S1, play(7, Own), AlreadyPlayed(S1));
    bad(&mut g, S1, Action::DRAW, DrawAfterPlay);
    bad(&mut g, S1, END, MustNameKept { seat: S1, held: 3 });
    let hand = g.hand(S1).to_vec();
    bad(&mut g, S1, keep(&hand), KeepTooMany);
    bad(&mut g, S1, keep(&[7, 7]), NamedTwice(7));
    bad(&mut g, S1, keep(&[9]), CardNotHeld { seat: S1, card: 9 });
    bad(&mut g, S1, keep(&[9, 9]), CardNotHeld { seat: S1, card: 9 });
    let ev = ok(&mut g, S1, keep(&[hand[2]]));
    assert_eq!(
        ev,
        [
            format!("end seat 1 keep [{}] discard [7 {}]", hand[2], hand[1]),
            "turn 2 seat 2".to_string()
        ]
    );
    assert_eq!(g.hand(S1), &[hand[2]]);
    assert_eq!(g.current(), Some(S2));
    bad(&mut g, S1, Action::DRAW, NotYourTurn { turn: S2, seat: S1 });
}

#[test]
fn holding_no_card_means_drawing_and_short_draws_take_what_is_left() {
    let mut g = base(4);
    set_hand(&mut g, S1, &[]);
    bad(&mut g, S1, play(6, Own), MustDraw(S1));
    // Leave a single card in the deck.
    let rest: Vec<u16> = g.piles.deck_mut().drain(1..).collect();
    g.piles.discard_mut().extend(rest);
    let top = g.piles.deck_mut()[0];
    assert_eq!(
        ok(&mut g, S1, Action::DRAW),
        [format!("draw seat 1 cards [{top}]")]
    );
    ok(&mut g, S1, play(top, Public));
    // The deck is empty at the end of the turn: the round ends.
    assert_eq!(
        ok(&mut g, S1, END),
        ["end seat 1 keep [] discard []", "round 1 ends deck-empty"]
    );
    assert_eq!(g.ended(), Some(EndCause::DeckEmpty));
    bad(&mut g, S2, Action::DRAW, RoundOver { round: 1 });
    bad(&mut g, S2, Action::Give { to: S1 }, RoundOver { round: 1 });
}

#[test]
fn draw_on_an_empty_deck_is_illegal() {
    let mut g = base(4);
    let rest: Vec<u16> = g.piles.deck_mut().drain(..).collect();
    g.piles.discard_mut().extend(rest);
    bad(&mut g, S1, Action::DRAW, DeckEmpty);
}

#[test]
fn rotation_skips_eliminated_players() {
    let mut g = base(5);
    knock_out(&mut g, S2);
    play_and_end(&mut g, S1, 40, Public);
    assert_eq!(g.current(), Some(S3));
    bad(&mut g, S2, Action::DRAW, Eliminated(S2));
    play_and_end(&mut g, S3, 41, Public);
    play_and_end(&mut g, S4, 42, Public);
    play_and_end(&mut g, S5, 43, Public);
    assert_eq!(g.current(), Some(S1), "clockwise wraps to seat 1");
}
