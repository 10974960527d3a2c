//! Physical cards: the deal, draws, tests and redeems that name their cards; a seeded round names none.

use super::*;

/// A round of four with physical cards: deal 1 2 4 8 (seat 1 starts), markers 500 501,
/// hands [16 3], [20 21], [30 31], [40 41].
fn physical() -> (Game, Vec<String>) {
    let mut s = Setup::physical(4);
    s.deal = Some(vec![1, 2, 4, 8]);
    s.markers = Some(vec![500, 501]);
    s.hands = Some(vec![16, 3, 20, 21, 30, 31, 40, 41]);
    let (g, ev) = Game::new(1, &s).unwrap();
    g.check_invariants().unwrap();
    (g, lines(&ev))
}

fn draw(cards: &[u16]) -> Action {
    Action::Draw {
        cards: Some(cards.to_vec()),
    }
}

fn test_named(card: u16, judgment: u16) -> Action {
    Action::Test {
        card,
        judgment: Some(judgment),
    }
}

#[test]
fn a_physical_round_deals_the_named_cards() {
    let (g, ev) = physical();
    assert_eq!(ev[0], "round 1 physical players 4");
    assert_eq!(
        ev[9..14],
        [
            "start seat 1",
            "draw seat 1 cards [16 3]",
            "draw seat 2 cards [20 21]",
            "draw seat 3 cards [30 31]",
            "draw seat 4 cards [40 41]",
        ]
    );
    assert!(g.is_physical());
    assert_eq!(g.deck_len(), 511 - 4 - 2 - 8);
    assert_eq!(g.hand(S3), [30, 31]);
    for (card, place) in [
        (4, Place::Dealt(S3)),
        (41, Place::Held(S4)),
        (501, Place::Aside),
        (13, Place::Deck),
        (512, Place::NotACard),
    ] {
        assert_eq!(g.whereabouts(card), place, "{card}");
    }
    // The starting player follows the deal, and the hands go to their seats by number.
    let mut s = Setup::physical(4);
    s.deal = Some(vec![8, 4, 1, 2]);
    s.markers = Some(vec![500, 501]);
    s.hands = Some(vec![16, 3, 20, 21, 30, 31, 40, 41]);
    let (g, ev) = Game::new(1, &s).unwrap();
    has(&lines(&ev), "start seat 3");
    assert_eq!((g.hand(S1), g.hand(S3)), (&[16, 3][..], &[30, 31][..]));
}

#[test]
fn a_physical_draw_names_cards_the_deck_holds() {
    let (mut g, _) = physical();
    let not_in = |card, place| NotInDeck { card, place };
    bad(&mut g, S1, draw(&[13]), DrawCount { count: 2, named: 1 });
    bad(
        &mut g,
        S1,
        draw(&[13, 14, 15]),
        DrawCount { count: 2, named: 3 },
    );
    bad(&mut g, S1, draw(&[13, 13]), NamedTwice(13));
    bad(&mut g, S1, draw(&[13, 16]), not_in(16, Place::Held(S1)));
    bad(&mut g, S1, draw(&[4, 13]), not_in(4, Place::Dealt(S3)));
    bad(&mut g, S1, draw(&[13, 500]), not_in(500, Place::Aside));
    bad(&mut g, S1, draw(&[0, 13]), not_in(0, Place::NotACard));
    // The other checks come first.
    bad(
        &mut g,
        S2,
        draw(&[13, 13]),
        NotYourTurn { turn: S1, seat: S2 },
    );
    assert_eq!(
        ok(&mut g, S1, draw(&[13, 14])),
        ["draw seat 1 cards [13 14]"]
    );
    assert_eq!(g.hand(S1), [16, 3, 13, 14]);
    ok(&mut g, S1, play(13, Own));
    bad(&mut g, S1, draw(&[15, 17]), DrawAfterPlay);
    ok(&mut g, S1, keep(&[16, 3]));
    // A played card is on the discard pile; a short deck takes what it holds.
    bad(&mut g, S2, draw(&[13, 15]), not_in(13, Place::Discarded));
    let deck: Vec<u16> = (1..=511)
        .filter(|&c| g.whereabouts(c) == Place::Deck)
        .collect();
    let (last, rest) = deck.split_last().unwrap();
    for &c in rest {
        g.piles.take(1, Some(&[c]));
        g.piles.discard([c]);
    }
    assert_eq!(g.deck_len(), 1);
    bad(
        &mut g,
        S2,
        draw(&[*last, 15]),
        DrawCount { count: 1, named: 2 },
    );
    ok(&mut g, S2, draw(&[*last]));
    assert_eq!(g.deck_len(), 0);
}

#[test]
fn a_physical_test_names_its_judgment_card_and_the_skill_card_earned() {
    let (mut g, _) = physical();
    ok(&mut g, S1, play(16, Own));
    bad(
        &mut g,
        S1,
        Action::test(3),
        NameTheJudgment { seat: S1, card: 3 },
    );
    bad(
        &mut g,
        S1,
        test_named(3, 16),
        NotInDeck {
            card: 16,
            place: Place::Discarded,
        },
    );
    bad(
        &mut g,
        S1,
        Action::Take { skill: Skill::Clr },
        NothingToTake(S1),
    );
    // 3 ⊕ 12 ⊕ 0000010001 has 4 ones > ⌊2·5/3⌋ = 3: a pass, the card still to be named.
    assert_eq!(
        ok(&mut g, S1, test_named(3, 12)),
        ["test seat 1 card 3 judgment 12 ones 4 limit 3 pass"]
    );
    assert_eq!(g.score(S1), 150, "the test's 50 points are paid at once");
    assert_eq!(g.turn().unwrap().to_take, Some(Earned::Test));
    bad(&mut g, S1, END, MustTakeFirst(S1));
    bad(&mut g, S2, END, NotYourTurn { turn: S1, seat: S2 });
    // No such card left: every I of the skill deck is elsewhere.
    g.piles.named_skills_mut()[Skill::Ins.index()] = 0;
    g.piles.discard_skills([Skill::Ins; 4]);
    let no_ins = SkillNotInDeck {
        skill: Skill::Ins,
        refill: false,
    };
    bad(&mut g, S1, Action::Take { skill: Skill::Ins }, no_ins);
    assert_eq!(
        ok(&mut g, S1, Action::Take { skill: Skill::Clr }),
        ["acquire seat 1 skill C by test points -50"]
    );
    assert_eq!(g.skills(S1), [Skill::Clr]);
    bad(
        &mut g,
        S1,
        Action::Take { skill: Skill::Clr },
        NothingToTake(S1),
    );
    assert_eq!(g.turn().unwrap().to_take, None);
    // A failed test earns nothing to name.
    ok(&mut g, S1, END);
    ok(&mut g, S2, play(20, Own));
    assert_eq!(
        ok(&mut g, S2, test_named(21, 22)),
        ["test seat 2 card 21 judgment 22 ones 3 limit 3 fail"]
    );
    assert_eq!(g.turn().unwrap().to_take, None);
}

#[test]
fn a_physical_redeem_names_its_skill_card_and_the_discard_pile_refills_the_deck() {
    let (mut g, _) = physical();
    g.player_mut(S1).tokens = 2;
    // The skill deck is empty: seats 2 and 3 hold the four `<<`, the discard pile the
    // other 24 cards.
    *g.piles.named_skills_mut() = [0; 5];
    g.player_mut(S2).skills = vec![Skill::Shl; 2];
    g.player_mut(S3).skills = vec![Skill::Shl; 2];
    for k in &Skill::ALL[1..] {
        g.piles.discard_skills(vec![*k; k.copies(4)]);
    }
    g.check_invariants().unwrap();
    ok(&mut g, S1, play(16, Own));
    assert_eq!(ok(&mut g, S1, Action::Redeem), [] as [String; 0]);
    assert_eq!(g.tokens(S1), 1, "the token is spent at once");
    // Tokens may be given meanwhile.
    ok(&mut g, S1, Action::Give { to: S2 });
    let refill = |skill| SkillNotInDeck {
        skill,
        refill: true,
    };
    bad(
        &mut g,
        S1,
        Action::Take { skill: Skill::Shl },
        refill(Skill::Shl),
    );
    assert_eq!(
        refill(Skill::Shl).to_string(),
        "no << card is in the skill discard pile, which becomes the skill deck"
    );
    assert_eq!(
        ok(&mut g, S1, Action::Take { skill: Skill::Not }),
        [
            "refill skills 24",
            "acquire seat 1 skill ~ by token tokens 0"
        ]
    );
    assert_eq!(g.skill_deck_len(), 23);
    g.check_invariants().unwrap();
}

#[test]
fn a_seeded_round_takes_no_named_card() {
    let mut g = base(4);
    set_hand(&mut g, S1, &[64, 65]);
    bad(&mut g, S1, draw(&[5, 6]), NamedInSeededRound);
    ok(&mut g, S1, play(64, Public));
    bad(&mut g, S1, test_named(65, 6), NamedInSeededRound);
    bad(
        &mut g,
        S1,
        Action::Take { skill: Skill::Clr },
        NothingToTake(S1),
    );
    // The legal actions of a physical round name the lowest cards of the deck.
    let (g, _) = physical();
    let actions = g.legal_actions();
    assert!(actions.contains(&draw(&[5, 6])), "{actions:?}");
    let mut g = g;
    ok(&mut g, S1, play(16, Own));
    let actions = g.legal_actions();
    assert!(actions.contains(&test_named(3, 5)), "{actions:?}");
    ok(&mut g, S1, test_named(3, 12));
    let takes: Vec<Action> = Skill::ALL.map(|skill| Action::Take { skill }).into();
    assert_eq!(
        g.legal_actions(),
        takes,
        "only a take, of any kind the deck holds"
    );
}
