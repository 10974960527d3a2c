//! Casting skill cards in turn, and counters.

use super::*;

#[test]
fn casting_follows_the_turn_order() {
    let mut g = base(4);
    g.player_mut(S1).seq = 0b1010;
    set_hand(&mut g, S1, &[64, 65]);
    set_skills(&mut g, S1, &[Skill::Not, Skill::Shr]);
    bad(&mut g, S1, cast(Skill::Not, Own, None), SkillBeforePlay);
    ok(&mut g, S1, play(64, Public));
    let not_held = SkillNotHeld {
        seat: S1,
        skill: Skill::Ins,
    };
    bad(&mut g, S1, cast(Skill::Ins, Own, Some(1)), not_held);
    let no_layer = CannotCast(SkillError::TakesNoLayer(Skill::Not));
    bad(&mut g, S1, cast(Skill::Not, Own, Some(1)), no_layer);
    ok(&mut g, S1, cast(Skill::Not, Own, None));
    // Nothing but a counter while the skill waits.
    let waits = SkillWaits {
        caster: S1,
        skill: Skill::Not,
    };
    bad(&mut g, S1, END, waits.clone());
    bad(&mut g, S2, Action::DRAW, waits);
    bad(&mut g, S2, Action::Counter, NoCounterCard(S2));
    bad(&mut g, S1, Action::Counter, CounterOwnSkill(S1));
    assert_eq!(
        lines(&g.resolve()),
        ["skill seat 1 ~ self 0000001010 -> 0000000101"]
    );
    assert!(g.resolve().is_empty());
    bad(&mut g, S1, cast(Skill::Shr, Own, None), AlreadyCast(S1));
    bad(&mut g, S1, Action::Redeem, AcquireAfterSkill);
    bad(&mut g, S1, Action::Counter, NothingToCounter);
    ok(&mut g, S1, END);
    // Impossible skills are illegal.
    set_hand(&mut g, S2, &[66]);
    set_skills(&mut g, S2, &[Skill::Clr, Skill::Shl]);
    g.player_mut(S2).seq = 0;
    ok(&mut g, S2, play(66, Public));
    let cannot = |skill, seq, why| CannotCast(SkillError::CannotAct { skill, seq, why });
    let no_one = cannot(Skill::Shl, 0, Blocked::NoOne);
    bad(&mut g, S2, cast(Skill::Shl, Own, None), no_one);
    let not_one = cannot(Skill::Clr, 0b10, Blocked::NotOne(1));
    bad(&mut g, S2, cast(Skill::Clr, Public, Some(1)), not_one);
    let range = CannotCast(SkillError::LayerOutOfRange(11));
    bad(&mut g, S2, cast(Skill::Clr, Public, Some(11)), range);
    ok(&mut g, S2, cast(Skill::Clr, Public, Some(2)));
    assert_eq!(
        g.resolve()[0].to_string(),
        "skill seat 2 C public layer 2 0000000010 -> 0000000000"
    );
}

#[test]
fn the_first_counter_voids_both_cards() {
    let mut g = base(5);
    g.player_mut(S1).seq = 0b1010;
    set_hand(&mut g, S1, &[64]);
    set_skills(&mut g, S1, &[Skill::Not]);
    set_skills(&mut g, S3, &[Skill::Clr]);
    set_skills(&mut g, S4, &[Skill::Clr, Skill::Clr]);
    ok(&mut g, S1, play(64, Public));
    ok(&mut g, S1, cast(Skill::Not, Own, None));
    assert_eq!(
        g.counter_window(),
        Some(WaitingSkill {
            seat: S1,
            skill: Skill::Not,
            target: Own,
            layer: None
        })
    );
    let discards = g.piles.skill_discard_mut().len();
    assert_eq!(
        ok(&mut g, S4, Action::Counter),
        ["counter seat 4 voids seat 1 skill ~"]
    );
    assert_eq!(g.skills(S4), &[Skill::Clr]);
    assert_eq!(g.piles.skill_discard_mut().len(), discards + 2);
    bad(&mut g, S3, Action::Counter, NothingToCounter);
    assert!(g.resolve().is_empty(), "a countered skill never acts");
    assert_eq!(g.seq(S1), 0b1010);
    // The caster's turn goes on; the skill is spent.
    bad(&mut g, S1, cast(Skill::Not, Own, None), AlreadyCast(S1));
    ok(&mut g, S1, END);
    // An eliminated player cannot counter.
    knock_out(&mut g, S3);
    cast_after_playing(&mut g, S2, play(65, Own), cast(Skill::Shr, Own, None));
    bad(&mut g, S3, Action::Counter, Eliminated(S3));
}
