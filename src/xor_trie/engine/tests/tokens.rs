//! Tokens given at any time, and standings counting them.

use super::*;

#[test]
fn tokens_are_given_at_any_time_even_by_eliminated_players() {
    let mut g = base(4);
    bad(&mut g, S2, Action::Give { to: S3 }, NoTokenToGive(S2));
    g.player_mut(S2).tokens = 2;
    bad(&mut g, S2, Action::Give { to: S2 }, GiveToSelf(S2));
    let no_seat = |n| NoSuchSeat {
        seat: Seat::new(n),
        players: 4,
    };
    bad(&mut g, S2, Action::Give { to: S5 }, no_seat(5));
    bad(&mut g, S2, Action::Give { to: Seat::new(0) }, no_seat(0));
    bad(&mut g, Seat::new(9), Action::Give { to: S1 }, no_seat(9));
    bad(&mut g, Seat::new(0), Action::DRAW, no_seat(0));
    assert_eq!(
        ok(&mut g, S2, Action::Give { to: S3 }),
        ["give seat 2 to seat 3 tokens 1 1"]
    );
    knock_out(&mut g, S2);
    ok(&mut g, S2, Action::Give { to: S1 });
    assert_eq!((g.tokens(S1), g.tokens(S2), g.tokens(S3)), (1, 0, 1));
}

#[test]
fn standings_count_tokens_at_their_value() {
    let mut g = base(4);
    g.player_mut(S2).tokens = 2;
    g.player_mut(S3).score = 250;
    let st = g.standings();
    let order: Vec<(usize, Seat, i64)> = st.0.iter().map(|s| (s.rank, s.seat, s.total)).collect();
    assert_eq!(
        order,
        [(1, S2, 300), (2, S3, 250), (3, S1, 100), (3, S4, 100)]
    );
}
