//! Prizes by layer and rank, won once, and reaching the top.

use super::*;

#[test]
fn layer_prizes_by_rank() {
    let mut g = base(8);
    // Seats 1..=6 each make a 1 appear at layer 7 (value 64); ranks 1..=4 are paid
    // 300, 225, 150, 75; later winners get 0.
    let want = [300, 225, 150, 75, 0, 0];
    for (seat, want) in Seat::all(6).zip(want) {
        let ev = play_and_end(&mut g, seat, 64, Own);
        assert_eq!(
            ev[1],
            format!("prize seat {seat} layer 7 rank {seat} points {want}")
        );
        assert_eq!(g.score(seat), 100 + want);
    }
    assert_eq!(g.winners_of(7), 6);
}

#[test]
fn a_layer_is_won_once_and_only_on_ones_that_appear_in_ones_own_sequence() {
    let mut g = base(4);
    // Several layers at once, ascending: 5, 6, 9 (value 304 + 1 = 0b100110001).
    let ev = play_and_end(&mut g, S1, 0b1_0011_0000, Own);
    assert_eq!(
        ev[1..4],
        [
            "prize seat 1 layer 5 rank 1 points 100",
            "prize seat 1 layer 6 rank 1 points 200",
            "prize seat 1 layer 9 rank 1 points 500",
        ]
    );
    assert_eq!(g.score(S1), 900);
    // The public sequence wins nothing.
    let ev = play_and_end(&mut g, S2, 0b1_0000_0000, Public);
    assert!(!ev.iter().any(|l| l.starts_with("prize")), "{ev:?}");
    play_and_end(&mut g, S3, 1, Public);
    play_and_end(&mut g, S4, 2, Public);
    // Seat 1 clears layer 9 and sets it again: already won, nothing more.
    let ev = play_and_end(&mut g, S1, 0b1_0000_0000, Own);
    assert!(!ev.iter().any(|l| l.starts_with("prize")), "{ev:?}");
    play_and_end(&mut g, S2, 3, Public);
    play_and_end(&mut g, S3, 5, Public);
    play_and_end(&mut g, S4, 6, Public);
    let ev = play_and_end(&mut g, S1, 0b1_0000_0000, Own);
    assert!(!ev.iter().any(|l| l.starts_with("prize")), "{ev:?}");
    assert_eq!(g.score(S1), 900);
}

#[test]
fn setup_values_win_nothing_but_layer_10_and_4_are_not_prizes() {
    // A deal of 16 (layer 5) wins nothing; clearing and setting layer 5 again wins it.
    let mut s = Setup::new(4, 3);
    s.deal = Some(vec![16, 1, 2, 3]);
    let (mut g, _) = Game::new(1, &s).unwrap();
    g.markers = Markers::default();
    assert_eq!(g.current(), Some(S2));
    play_and_end(&mut g, S2, 8, Own); // layer 4: no prize
    assert_eq!(g.score(S2), 100);
    play_and_end(&mut g, S3, 9, Public);
    play_and_end(&mut g, S4, 10, Public);
    let ev = play_and_end(&mut g, S1, 17, Own);
    assert_eq!(ev[0], "play seat 1 card 17 self 0000010000 -> 0000000001");
    play_and_end(&mut g, S2, 11, Public);
    play_and_end(&mut g, S3, 12, Public);
    play_and_end(&mut g, S4, 13, Public);
    let ev = play_and_end(&mut g, S1, 18, Own);
    assert_eq!(ev[1], "prize seat 1 layer 5 rank 1 points 100");
}

#[test]
fn reaching_the_top_ends_the_round() {
    // A player's own sequence: +666 (with the layer prizes of the 1s that appear).
    let mut g = base(4);
    g.player_mut(S1).seq = 0b1_0000_0000;
    cast_after_playing(&mut g, S1, play(20, Public), cast(Skill::Shl, Own, None));
    let ev = lines(&g.resolve());
    assert_eq!(
        ev,
        [
            "skill seat 1 << self 0100000000 -> 1000000000",
            "top seat 1 points 666",
            "round 1 ends player-top seat 1",
        ]
    );
    assert_eq!(g.score(S1), 766);
    assert_eq!(g.current(), None);
    g.check_invariants().unwrap();
    // The public sequence: no points.
    let mut g = base(4);
    g.public = 0b1_0000_0000;
    cast_after_playing(
        &mut g,
        S1,
        play(20, Own),
        cast(Skill::Ins, Public, Some(10)),
    );
    let ev = lines(&g.resolve());
    assert_eq!(
        ev,
        [
            "skill seat 1 I public layer 10 0100000000 -> 1100000000",
            "top public",
            "round 1 ends public-top",
        ]
    );
    assert_eq!(g.score(S1), 200, "the layer 5 prize only");
    assert!(g.legal_actions().is_empty());
}
