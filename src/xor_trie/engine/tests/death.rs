//! Death on two marked nodes, by the public sequence too, and the last one standing.

use super::*;

#[test]
fn death_on_two_marked_nodes() {
    let mut g = base(4);
    mark(&mut g, 0b1_1000_0000); // nodes 9:01 and 8:011
    mark(&mut g, 0b0_0000_0110); // nodes 3:00000001 and 2:000000011
    g.player_mut(S1).seq = 0;
    set_skills(&mut g, S1, &[Skill::Clr]);
    // One marked node is safe.
    let ev = play_and_end(&mut g, S1, 0b1_0000_0000, Own);
    assert!(!ev.iter().any(|l| l.starts_with("death")));
    // Seat 2 passes the marked nodes 9:01 and 8:011: eliminated, each loses one marker.
    g.player_mut(S2).seq = 0;
    set_hand(&mut g, S2, &[0b1_1000_0100, 50]);
    set_skills(&mut g, S2, &[Skill::Shl]);
    let ev = ok(&mut g, S2, play(0b1_1000_0100, Own));
    // The fatal move pays no prize and takes no place in the layers' order.
    assert_eq!(
        ev,
        [
            "play seat 2 card 388 self 0000000000 -> 0110000100",
            "death seat 2 nodes 9:01 8:011",
            "eliminated seat 2 by death score 100 tokens 1",
            "turn 3 seat 3",
        ]
    );
    assert_eq!((g.winners_of(8), g.winners_of(9)), (0, 1));
    assert!(!g.is_active(S2));
    assert!(
        g.hand(S2).is_empty() && g.skills(S2).is_empty(),
        "hand discarded"
    );
    assert_eq!(g.markers.total(), 2);
    assert_eq!(g.markers.on(Node::of(6, 3)), 1);
    // Seat 1 still passes 9:01 but its marker is gone: no death for two more.
    assert_eq!(g.markers.passed_by(g.seq(S1)), vec![]);
}

#[test]
fn death_by_the_public_sequence_and_stacked_markers() {
    let mut g = base(4);
    mark(&mut g, 0b1_1000_0000);
    mark(&mut g, 0b1_0100_0000); // 9:01 stacked twice, 8:011 once, 7:0101 once
    assert_eq!(g.markers.on(Node::of(384, 9)), 2);
    set_hand(&mut g, S1, &[0b1_1000_0000]);
    let ev = ok(&mut g, S1, play(0b1_1000_0000, Public));
    assert_eq!(ev[1], "death seat 1 nodes 9:01 8:011");
    assert!(!g.is_active(S1));
    assert_eq!(g.tokens(S1), 1);
    assert_eq!(
        g.markers.on(Node::of(384, 9)),
        1,
        "one of the stack is left"
    );
    assert_eq!(g.markers.on(Node::of(384, 8)), 0);
    assert_eq!(g.current(), Some(S2));
    // Seat 2 makes the public sequence 0b101000000: it passes 9:01 and 7:0101.
    set_hand(&mut g, S2, &[0b0_1100_0000]);
    let ev = ok(&mut g, S2, play(0b0_1100_0000, Public));
    assert_eq!(ev[1], "death seat 2 nodes 9:01 7:0101");
    assert_eq!(g.markers.total(), 0);
}

#[test]
fn last_standing_ends_the_round_at_once() {
    let mut g = base(4);
    mark(&mut g, 0b1_1000_0000);
    knock_out(&mut g, S3);
    knock_out(&mut g, S4);
    set_hand(&mut g, S1, &[0b1_1000_0000]);
    let ev = ok(&mut g, S1, play(0b1_1000_0000, Own));
    assert_eq!(ev.last().unwrap(), "round 1 ends last-standing");
    assert_eq!(g.ended(), Some(EndCause::LastStanding));
}
