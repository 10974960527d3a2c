//! Private hands with physical cards (draws that name no card, cards named when shown) and
//! the starting player the table picks among seats tied.

use super::*;

/// A physical round whose starting hands stay unseen.
fn private() -> (Game, Vec<String>) {
    let mut s = Setup::physical(4);
    s.deal = Some(vec![1, 2, 4, 8]);
    s.markers = Some(vec![500, 501]);
    let (g, ev) = Game::new(1, &s).unwrap();
    g.check_invariants().unwrap();
    (g, lines(&ev))
}

fn end(keep: Option<&[u16]>, discard: &[u16]) -> Action {
    Action::End {
        keep: keep.map(<[u16]>::to_vec),
        discard: discard.to_vec(),
    }
}

#[test]
fn unnamed_hands_are_counted_and_named_when_shown() {
    let (mut g, ev) = private();
    assert_eq!(
        ev[9..14],
        [
            "start seat 1",
            "draw seat 1 unseen 2",
            "draw seat 2 unseen 2",
            "draw seat 3 unseen 2",
            "draw seat 4 unseen 2",
        ]
    );
    assert_eq!((g.hand(S1), g.unseen(S1), g.hand_size(S1)), (&[][..], 2, 2));
    assert_eq!(g.deck_len(), 511 - 4 - 2 - 8);
    // A draw names nothing either.
    assert_eq!(ok(&mut g, S1, Action::DRAW), ["draw seat 1 unseen 2"]);
    assert_eq!(g.unseen(S1), 4);
    assert_eq!(g.deck_len(), 511 - 4 - 2 - 10);
    // A card shown must be one that can be unseen in that hand.
    bad(
        &mut g,
        S1,
        play(4, Own),
        NotUnseen {
            seat: S1,
            card: 4,
            place: Place::Dealt(S3),
        },
    );
    bad(
        &mut g,
        S1,
        play(500, Own),
        NotUnseen {
            seat: S1,
            card: 500,
            place: Place::Aside,
        },
    );
    ok(&mut g, S1, play(16, Own));
    assert_eq!((g.unseen(S1), g.whereabouts(16)), (3, Place::Discarded));
    // A test names its card and the judgment card, which must differ.
    bad(
        &mut g,
        S1,
        Action::Test {
            card: 3,
            judgment: Some(3),
        },
        NamedTwice(3),
    );
    ok(
        &mut g,
        S1,
        Action::Test {
            card: 3,
            judgment: Some(12),
        },
    );
    assert_eq!(g.unseen(S1), 2);
    ok(&mut g, S1, Action::Take { skill: Skill::Clr });
    // Ending: two unseen cards may stay unseen.
    let ev = ok(&mut g, S1, END);
    assert_eq!(ev[0], "end seat 1 keep [] discard [] unseen 2");
    assert_eq!(g.unseen(S1), 2);
    g.check_invariants().unwrap();
}

#[test]
fn a_private_hand_ends_by_naming_what_leaves_it() {
    let (mut g, _) = private();
    ok(&mut g, S1, Action::DRAW);
    ok(&mut g, S1, play(16, Own));
    // Three unseen cards: naming no card keeps them all, which is too many.
    bad(&mut g, S1, END, MustNameKept { seat: S1, held: 3 });
    // Keeping two named cards leaves one unseen card unnamed: it must be named.
    bad(
        &mut g,
        S1,
        end(Some(&[20, 21]), &[]),
        NameTheDiscards {
            seat: S1,
            unseen: 1,
        },
    );
    // Four cards named for a hand of three.
    bad(
        &mut g,
        S1,
        end(Some(&[20, 21]), &[22, 23]),
        CardNotHeld { seat: S1, card: 23 },
    );
    bad(&mut g, S1, end(Some(&[20]), &[20]), NamedTwice(20));
    // Discarding one named card keeps the other two unseen.
    let mut other = g.clone();
    let ev = ok(&mut other, S1, end(None, &[22]));
    assert_eq!(ev[0], "end seat 1 keep [] discard [22] unseen 2");
    assert_eq!(other.whereabouts(22), Place::Discarded);
    // Keeping named cards names the rest as discarded.
    let ev = ok(&mut g, S1, end(Some(&[20]), &[21, 22]));
    assert_eq!(ev[0], "end seat 1 keep [20] discard [21 22]");
    assert_eq!((g.hand(S1), g.unseen(S1)), (&[20][..], 0));
    // A named card of another hand is not unseen here.
    bad(
        &mut g,
        S2,
        play(20, Own),
        NotUnseen {
            seat: S2,
            card: 20,
            place: Place::Held(S1),
        },
    );
}

#[test]
fn an_eliminated_private_hand_leaves_its_cards_unnamed() {
    let (mut g, _) = private();
    mark(&mut g, 0b1_1000_0000); // 9:01 and 8:011
    ok(&mut g, S1, play(0b1_1000_0000 ^ 1, Own));
    assert!(!g.is_active(S1));
    assert_eq!((g.unseen(S1), g.hand_size(S1)), (0, 0));
    g.check_invariants().unwrap();
    // Its other unseen card is still among the cards nobody has named.
    assert_eq!(g.deck_len(), 511 - 4 - 2 - 8);
}

#[test]
fn the_table_picks_among_seats_tied_for_the_start() {
    let mut s = Setup::physical(4);
    s.deal = Some(vec![8, 2, 9, 3]); // seats 2 and 4 on layer 2
    s.markers = Some(vec![500, 501]);
    assert_eq!(s.starters(), Some(vec![S2, S4]));
    let (g, ev) = Game::new(1, &s).unwrap();
    has(&lines(&ev), "start seat 2");
    assert_eq!(g.current(), Some(S2), "no pick: the lowest seat");
    s.start = Some(S4);
    let (g, ev) = Game::new(1, &s).unwrap();
    let ev = lines(&ev);
    assert_eq!(ev[9..11], ["start seat 4", "draw seat 4 unseen 2"]);
    assert_eq!(g.current(), Some(S4));
    s.start = Some(S1);
    let e = Game::new(1, &s).unwrap_err();
    assert_eq!(
        e.to_string(),
        "seat 1 cannot start: the starting player is one of seats 2 and 4"
    );
    s.deal = Some(vec![8, 2, 9, 5]);
    assert_eq!(
        s.validate().unwrap_err().to_string(),
        "seat 1 cannot start: the starting player is seat 2"
    );
}
