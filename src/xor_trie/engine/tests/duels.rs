//! Duels: how they arise, are settled at the end of the other's next turn, draw and dissolve.

use super::*;

// ----- Duels -----

#[test]
fn a_duel_is_settled_at_the_end_of_bs_next_turn() {
    // Seat 1 moves to layer 6 with second-highest on layer 4; seat 3 sits on layer 6
    // with second-highest on layer 2.
    let mut g = duel_game(4, &[0, 1, 0b10_0010, 2]);
    g.player_mut(S1).score = 90;
    g.player_mut(S3).score = 200;
    let ev = play_and_end(&mut g, S1, 0b10_1000, Own);
    has(&ev, "duel pending seat 1 seat 3 layer 6");
    // Not settled at the end of seat 2's turn.
    let ev = play_and_end(&mut g, S2, 64, Public);
    assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
    // Settled at the end of seat 3's turn: seat 1's second 1 (layer 4) beats layer 2.
    let ev = play_and_end(&mut g, S3, 65, Public);
    assert_eq!(ev[1], "duel pending public seat 3 seat 2 layer 1");
    assert_eq!(
        ev[2..5],
        [
            "end seat 3 keep [] discard []",
            "duel seat 1 seat 3 winner seat 1 loser seat 3 collector seat 1 points 66 tokens 1",
            "eliminated seat 3 by duel score 133 tokens 0",
        ]
    );
    assert_eq!(g.score(S1), 90 + 66 + 200); // + layer 6 prize (rank 1: 200)
    assert!(!g.is_active(S3));
    assert_eq!(
        g.duels(),
        &[Duel {
            a: S3,
            b: S2,
            public: true
        }]
    );
}

#[test]
fn b_can_win_a_duel_and_no_second_one_counts_lowest() {
    // Seat 1 reaches layer 5 with no second 1; seat 2 has 0b10001.
    let mut g = duel_game(4, &[0, 0b1_0001, 3, 3]);
    g.player_mut(S1).score = 30;
    let ev = play_and_end(&mut g, S1, 0b1_0000, Own);
    has(&ev, "duel pending seat 1 seat 2 layer 5");
    let ev = play_and_end(&mut g, S2, 64, Public);
    // Seat 1 had 30 + 100 (layer 5 prize) = 130: seat 2 collects 43, seat 1 keeps 86.
    has(
        &ev,
        "duel seat 1 seat 2 winner seat 2 loser seat 1 collector seat 2 points 43 tokens 1",
    );
    has(&ev, "eliminated seat 1 by duel score 86 tokens 0");
    assert!(
        g.hand(S1).is_empty() && g.skills(S1).is_empty(),
        "the loser's hand is discarded"
    );
    assert_eq!(g.score(S2), 143);
}

#[test]
fn equal_second_ones_draw_and_changed_levels_dissolve() {
    let mut g = duel_game(4, &[0, 0b1_0010, 0b1_0100, 3]);
    // Seat 1 → 0b10010: level with seats 2 (draw: both second on layer 2) and 3.
    let ev = play_and_end(&mut g, S1, 0b1_0010, Own);
    has(&ev, "duel pending seat 1 seat 2 layer 5");
    has(&ev, "duel pending seat 1 seat 3 layer 5");
    let ev = play_and_end(&mut g, S2, 64, Public);
    has(&ev, "duel seat 1 seat 2 draw");
    // Seat 3 leaves layer 5 in its turn: the duel dissolves.
    let ev = play_and_end(&mut g, S3, 0b11_0000, Own);
    has(&ev, "duel seat 1 seat 3 dissolved");
    assert_eq!(g.active_count(), 4);
}

#[test]
fn a_duel_dissolves_when_a_side_is_eliminated() {
    let mut g = duel_game(4, &[0, 0b1_0010, 3, 3]);
    mark(&mut g, 0b1_1000_0000);
    play_and_end(&mut g, S1, 0b1_0001, Own);
    assert_eq!(g.duels().len(), 1);
    // Seat 2 dies in its own turn (public sequence on two marked nodes): the duel
    // against it dissolves at once.
    set_hand(&mut g, S2, &[0b1_1000_0000]);
    let ev = ok(&mut g, S2, play(0b1_1000_0000, Public));
    has(&ev, "duel seat 1 seat 2 dissolved");
    assert!(g.duels().is_empty());
}

#[test]
fn no_duel_without_a_1_and_no_duplicate_duels() {
    let mut g = duel_game(4, &[0b11, 0, 0b10, 0b1000]);
    // Seat 1 clears its sequence: level "with" seat 2 at nothing, which is no duel.
    let ev = play_and_end(&mut g, S1, 0b11, Own);
    assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
    play_and_end(&mut g, S2, 64, Public);
    play_and_end(&mut g, S3, 65, Public);
    play_and_end(&mut g, S4, 66, Public);
    // Seat 1 levels with seat 3 (layer 2) twice before seat 3 moves: one duel.
    set_hand(&mut g, S1, &[0b10, 0b11]);
    set_skills(&mut g, S1, &[Skill::Ins]);
    let ev = ok(&mut g, S1, play(0b10, Own));
    has(&ev, "duel pending seat 1 seat 3 layer 2");
    ok(&mut g, S1, cast(Skill::Ins, Own, Some(1)));
    let ev = lines(&g.resolve());
    assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
    assert_eq!(g.duels().len(), 1);
}

/// Seat 1 makes the public sequence 0b10100 (second 1 on layer 3), level with seat 3;
/// seat 2 plays, then seat 3 (`before_b` runs before seat 2's turn); returns seat 3's turn.
fn public_duel(seqs: &[u16], before_b: impl FnOnce(&mut Game)) -> (Game, Vec<String>) {
    let mut g = duel_game(4, seqs);
    g.player_mut(S3).score = 300;
    let ev = play_and_end(&mut g, S1, 0b1_0100, Public);
    has(&ev, "duel pending public seat 1 seat 3 layer 5");
    before_b(&mut g);
    play_and_end(&mut g, S2, 8, Own);
    let ev = play_and_end(&mut g, S3, 1, Own);
    (g, ev)
}

#[test]
fn public_duels() {
    // The public sequence's second 1 (layer 3) is higher than seat 3's (layer 2).
    let (g, ev) = public_duel(&[1, 3, 0b1_0010, 3], |_| {});
    let won = "duel public seat 1 seat 3 winner public loser seat 3";
    has(&ev, &format!("{won} collector seat 1 points 100 tokens 1"));
    assert_eq!((g.score(S1), g.score(S3)), (200, 200));
    // Not higher (layer 3 against layer 3): the duel is held and nothing happens.
    let (g, ev) = public_duel(&[1, 3, 0b1_0110, 3], |_| {});
    has(&ev, "duel public seat 1 seat 3 held");
    assert_eq!(g.active_count(), 4);
    // The author eliminated meanwhile: seat 3 still falls, nobody collects.
    let (g, ev) = public_duel(&[1, 0b10, 0b1_0010, 3], |g| knock_out(g, S1));
    has(&ev, won);
    assert_eq!((g.score(S1), g.score(S3)), (100, 200));
    // The author is never its own opponent.
    let mut g = duel_game(4, &[0b1_0000, 3, 3, 3]);
    let ev = play_and_end(&mut g, S1, 0b1_0001, Public);
    assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
}

// ----- Duels without a 1 -----

#[test]
fn a_duel_where_neither_side_has_a_1_left_dissolves() {
    // Seat 1 levels with seat 3 on layer 6; by the end of seat 3's turn both are 0.
    let mut g = duel_game(4, &[0, 1, 0b10_0000, 2]);
    let ev = play_and_end(&mut g, S1, 0b10_0001, Own);
    has(&ev, "duel pending seat 1 seat 3 layer 6");
    g.player_mut(S1).seq = 0; // arranged: seat 1's sequence emptied meanwhile
    play_and_end(&mut g, S2, 64, Public);
    let ev = play_and_end(&mut g, S3, 0b10_0000, Own);
    has(&ev, "duel seat 1 seat 3 dissolved");
    assert_eq!(g.active_count(), 4);
    // A public duel likewise (it used to be `held`).
    let mut g = duel_game(4, &[1, 3, 0b1_0010, 3]);
    let ev = play_and_end(&mut g, S1, 0b1_0100, Public);
    has(&ev, "duel pending public seat 1 seat 3 layer 5");
    play_and_end(&mut g, S2, 0b1_0100, Public); // the public sequence back to 0
    let ev = play_and_end(&mut g, S3, 0b1_0010, Own);
    has(&ev, "duel public seat 1 seat 3 dissolved");
}
