//! The rulings that a house rule can change, in both settings: death after a skill, the
//! score cap.

use super::*;

#[test]
fn a_skill_kills_only_under_the_house_rule_death_after_skill() {
    // The rulebook's letter: only the basic card's XOR is checked for death.
    let mut g = base(4);
    mark(&mut g, 0b0_0000_0110); // 3:00000001 and 2:000000011
    g.player_mut(S1).seq = 0b11;
    cast_after_playing(&mut g, S1, play(64, Public), cast(Skill::Shl, Own, None));
    assert_eq!(
        lines(&g.resolve()),
        ["skill seat 1 << self 0000000011 -> 0000000110"]
    );
    assert!(g.is_active(S1));
    // The house rule: the skill's result is checked too.
    let mut g = base(4);
    with_rule(&mut g, HouseRule::DeathAfterSkill);
    mark(&mut g, 0b0_0000_0110);
    g.player_mut(S1).seq = 0b11;
    cast_after_playing(&mut g, S1, play(64, Public), cast(Skill::Shl, Own, None));
    assert_eq!(
        g.resolve()[1].to_string(),
        "death seat 1 nodes 3:00000001 2:000000011"
    );
    assert!(!g.is_active(S1));
    assert_eq!(g.current(), Some(S2));
    // Still no prize for the fatal move: a skill that makes layer 9 appear and kills.
    let mut g = base(4);
    with_rule(&mut g, HouseRule::DeathAfterSkill);
    mark(&mut g, 0b1_1000_0000); // 9:01 and 8:011
    g.player_mut(S1).seq = 0b0_1100_0000;
    cast_after_playing(&mut g, S1, play(1, Public), cast(Skill::Shl, Own, None));
    let ev = lines(&g.resolve());
    assert_eq!(
        ev[..3],
        [
            "skill seat 1 << self 0011000000 -> 0110000000",
            "death seat 1 nodes 9:01 8:011",
            "eliminated seat 1 by death score 100 tokens 1",
        ]
    );
    assert_eq!(g.winners_of(9), 0);
    // Without the rule the same skill wins the prizes and the player lives.
    let mut g = base(4);
    mark(&mut g, 0b1_1000_0000);
    g.player_mut(S1).seq = 0b0_1100_0000;
    cast_after_playing(&mut g, S1, play(1, Public), cast(Skill::Shl, Own, None));
    let ev = lines(&g.resolve());
    assert_eq!(ev[1], "prize seat 1 layer 9 rank 1 points 500");
    assert!(g.is_active(S1));
}

#[test]
fn scores_are_not_limited_by_default() {
    let mut g = base(4);
    g.player_mut(S1).seq = 0b1_0000_0000;
    g.player_mut(S1).score = 800;
    cast_after_playing(&mut g, S1, play(20, Public), cast(Skill::Shl, Own, None));
    let ev = lines(&g.resolve());
    assert_eq!(
        ev[1..],
        ["top seat 1 points 666", "round 1 ends player-top seat 1"]
    );
    assert_eq!(g.score(S1), 1466);
    g.check_invariants().unwrap();
    assert_eq!(g.standings().0[0].total, 1466);
}

#[test]
fn a_score_stops_at_1023_and_the_rest_is_lost_under_the_house_rule_score_cap() {
    // A prize: 1000 + 100.
    let mut g = base(4);
    with_rule(&mut g, HouseRule::ScoreCap);
    g.player_mut(S1).score = 1000;
    let ev = play_and_end(&mut g, S1, 0b1_0000, Own);
    assert_eq!(
        ev[1..3],
        [
            "prize seat 1 layer 5 rank 1 points 100",
            "cap seat 1 score 1023 lost 77"
        ]
    );
    assert_eq!(g.score(S1), MAX_SCORE);
    // Exactly 1023 is no loss.
    let mut g = base(4);
    with_rule(&mut g, HouseRule::ScoreCap);
    g.player_mut(S1).score = 923;
    let ev = play_and_end(&mut g, S1, 0b1_0000, Own);
    assert!(!ev.iter().any(|l| l.starts_with("cap")), "{ev:?}");
    assert_eq!(g.score(S1), 1023);
    // The top: 900 + 666.
    let mut g = base(4);
    with_rule(&mut g, HouseRule::ScoreCap);
    g.player_mut(S1).seq = 0b1_0000_0000;
    g.player_mut(S1).score = 800;
    cast_after_playing(&mut g, S1, play(20, Public), cast(Skill::Shl, Own, None));
    let ev = lines(&g.resolve());
    assert_eq!(
        ev[1..3],
        ["top seat 1 points 666", "cap seat 1 score 1023 lost 443"]
    );
    g.check_invariants().unwrap();
    // A duel's collector.
    let mut g = duel_game(4, &[0, 1, 0b10_0010, 2]);
    with_rule(&mut g, HouseRule::ScoreCap);
    g.player_mut(S1).score = 1000;
    g.player_mut(S3).score = 300;
    play_and_end(&mut g, S1, 0b10_1000, Own); // + 200 for layer 6: capped already
    play_and_end(&mut g, S2, 64, Public);
    let ev = play_and_end(&mut g, S3, 65, Public);
    let won = ev.iter().position(|l| l.contains("winner seat 1")).unwrap();
    assert_eq!(
        ev[won..won + 3],
        [
            "duel seat 1 seat 3 winner seat 1 loser seat 3 collector seat 1 points 100 tokens 1",
            "cap seat 1 score 1023 lost 100",
            "eliminated seat 3 by duel score 200 tokens 0",
        ]
    );
}
