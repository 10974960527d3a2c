//! The setup: the documented shuffles, the starting player, the overrides.

use super::*;

#[test]
fn setup_deals_the_documented_shuffles_and_starts_the_lowest() {
    for n in 4..=8 {
        let seed = 77 + n as u64;
        let (g, ev) = Game::new(1, &Setup::new(n, seed)).unwrap();
        g.check_invariants().unwrap();
        // Re-derive the round from the documented order of shuffles.
        let mut rng = Rng::new(seed);
        let mut low: Vec<u16> = (1..=31).collect();
        rng.shuffle(&mut low);
        let deal = &low[..n];
        let mut rest: Vec<u16> = (1..=511).filter(|c| !deal.contains(c)).collect();
        rng.shuffle(&mut rest);
        let aside: Vec<u16> = rest.drain(..n / 2).collect();
        for (seat, &card) in Seat::all(n).zip(deal) {
            assert_eq!(g.player(seat).card, card);
            assert_eq!(g.seq(seat), card);
            assert_eq!(g.score(seat), 100);
            assert_eq!(g.tokens(seat), 0);
        }
        assert_eq!(g.aside, aside);
        let drawn: Vec<u16> = ev
            .iter()
            .filter_map(|e| match e {
                Event::Draw { cards, .. } => Some(cards.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        assert_eq!(drawn, rest[..2 * n], "draws come from the top of the deck");
        let mut left: Vec<u16> = g.piles.basic_cards();
        left.reverse();
        assert_eq!(left, rest[2 * n..]);
        let mut skills = Vec::new();
        for k in Skill::ALL {
            skills.extend(std::iter::repeat_n(k, k.copies(n)));
        }
        rng.shuffle(&mut skills);
        let mut deck: Vec<Skill> = g.piles.skill_cards();
        deck.reverse();
        assert_eq!(deck, skills);
        assert_eq!(g.deck_len(), 511 - n - n / 2 - 2 * n);
        assert_eq!(g.skill_deck_len(), 7 * n);
        let start = g.current().unwrap();
        let lowest = deal.iter().map(|&c| highest(c)).min().unwrap();
        assert_eq!(
            start.index(),
            deal.iter().position(|&c| highest(c) == lowest).unwrap()
        );
        // Each player draws two, clockwise from the starting player.
        let order: Vec<Seat> = ev
            .iter()
            .filter_map(|e| match e {
                Event::Draw { seat, cards } => {
                    assert_eq!(cards.len(), 2);
                    Some(*seat)
                }
                _ => None,
            })
            .collect();
        let want: Vec<Seat> = (0..n).map(|k| start.clockwise(k, n)).collect();
        assert_eq!(order, want);
    }
    // Same seed, same round; another seed, another round.
    let a = Game::new(1, &Setup::new(5, 9)).unwrap();
    let b = Game::new(1, &Setup::new(5, 9)).unwrap();
    let c = Game::new(1, &Setup::new(5, 10)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.1, c.1);
}

#[test]
fn setup_overrides() {
    let mut s = Setup::new(4, 5);
    s.deal = Some(vec![8, 3, 2, 9]);
    s.markers = Some(vec![384, 384 + 64]);
    s.deck_top = vec![100, 101, 102, 103, 104];
    s.skills_top = vec![Skill::Not, Skill::Not];
    let (mut g, ev) = Game::new(1, &s).unwrap();
    g.check_invariants().unwrap();
    let ev = lines(&ev);
    // Highest 1s on layers 4, 2, 2, 4: seat 2 starts (lowest seat of the tie).
    has(&ev, "start seat 2");
    has(&ev, "draw seat 2 cards [100 101]");
    has(&ev, "draw seat 3 cards [102 103]");
    assert_eq!(g.hand(S4)[0], 104);
    // 384 and 448 share the node 01 on layer 9: the markers stack.
    assert_eq!(g.markers.on(Node::of(384, 9)), 2);
    assert_eq!(g.markers.on(Node::of(448, 8)), 2, "448 also marks 8:011");
    assert_eq!(g.markers.total(), 4);
    assert!(
        g.piles
            .skill_deck_mut()
            .ends_with(&[Skill::Not, Skill::Not])
    );
    // An inconsistent setup is refused with its reason.
    s.deck_top = vec![8];
    assert_eq!(
        Game::new(1, &s),
        Err(SetupError::PlacedTwice {
            by: Placement::Deck,
            card: 8
        })
    );
}
