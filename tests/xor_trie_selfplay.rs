//! Property test of the XOR-Trie engine: thousands of seeded self-play rounds (random and
//! greedy bots, 4..=8 players), interleaved with random — mostly illegal — actions from
//! random seats. After every step:
//!
//! * card conservation and the other state invariants hold (`Game::check_invariants`);
//! * scores and tokens are exactly what an independent ledger computes from the events
//!   alone (prizes by rank, −50 per successful test, +666 for the top, duel transfers,
//!   tokens from deaths, duels, redeeming and giving): they change only by the rules;
//! * no eliminated seat ever acts (takes a turn, draws, plays, tests, casts, counters…);
//! * an action the engine rejects leaves the game exactly as it was (compared as a whole),
//!   and `validate` gives the same verdict as `apply`;
//!
//! and every round ends within a bounded number of turns.

use grundy::rng::Rng;
use grundy::xor_trie::bots::{BotKind, bot_action, bot_counters};
use grundy::xor_trie::{
    Action, DuelOutcome, Elimination, Event, Game, IllegalAction, Seat, Setup, Skill, Target,
};

/// What the events say the scores, tokens and seats should be, by seat index.
struct Ledger {
    score: Vec<i64>,
    tokens: Vec<u32>,
    active: Vec<bool>,
    won: Vec<[bool; 11]>,
    winners: [u32; 11],
    /// Score a duel loser must have after losing.
    pending_loss: Option<(Seat, i64)>,
    deaths: u32,
}

impl Ledger {
    fn new(n: usize) -> Ledger {
        Ledger {
            score: vec![100; n],
            tokens: vec![0; n],
            active: vec![true; n],
            won: vec![[false; 11]; n],
            winners: [0; 11],
            pending_loss: None,
            deaths: 0,
        }
    }

    fn acts(&self, seat: Seat, e: &Event) {
        assert!(
            self.active[seat.index()],
            "eliminated seat {seat} acts: {e}"
        );
    }

    fn account(&mut self, e: &Event) {
        match e {
            Event::Turn { seat, .. } => self.acts(*seat, e),
            Event::Draw { seat, .. }
            | Event::Play { seat, .. }
            | Event::Test { seat, .. }
            | Event::Discard { seat, .. }
            | Event::Cast { seat, .. }
            | Event::Counter { seat, .. }
            | Event::Skill { seat, .. }
            | Event::End { seat, .. } => self.acts(*seat, e),
            Event::Acquire {
                seat,
                by_test,
                tokens,
                ..
            } => {
                self.acts(*seat, e);
                if *by_test {
                    assert!(self.score[seat.index()] >= 50, "test below 50: {e}");
                    self.score[seat.index()] -= 50;
                } else {
                    self.tokens[seat.index()] -= 1;
                    assert_eq!(*tokens, self.tokens[seat.index()], "{e}");
                }
            }
            Event::Prize {
                seat,
                layer,
                rank,
                points,
            } => {
                self.acts(*seat, e);
                let l = *layer as usize;
                assert!((5..=9).contains(&l), "{e}");
                assert!(!self.won[seat.index()][l], "layer won twice: {e}");
                self.won[seat.index()][l] = true;
                self.winners[l] += 1;
                assert_eq!(*rank, self.winners[l], "{e}");
                let per = [100, 75, 50, 25];
                let want = per
                    .get(*rank as usize - 1)
                    .map_or(0, |p| (l as i64 - 4) * p);
                assert_eq!(*points, want, "{e}");
                self.score[seat.index()] += points;
            }
            Event::Death { seat, .. } => {
                self.acts(*seat, e);
                self.tokens[seat.index()] += 1;
                self.deaths += 1;
            }
            Event::Top { seat } => {
                if let Some(s) = seat {
                    self.score[s.index()] += 666;
                }
            }
            Event::Cap { seat, lost } => {
                assert!(*lost > 0, "{e}");
                self.score[seat.index()] -= lost;
                assert_eq!(self.score[seat.index()], 1023, "{e}");
            }
            Event::DuelSettled { duel, outcome } => {
                if let DuelOutcome::Won {
                    winner,
                    loser,
                    collector,
                    points,
                    tokens,
                } = outcome
                {
                    assert!(self.active[loser.index()], "{e}");
                    if !duel.public {
                        assert!(
                            self.active[duel.a.index()] && self.active[duel.b.index()],
                            "{e}"
                        );
                        assert!(winner.is_some());
                    } else {
                        assert_eq!(*loser, duel.b, "{e}");
                        assert!(winner.is_none());
                    }
                    let before = self.score[loser.index()];
                    if let Some(c) = collector {
                        assert!(self.active[c.index()], "{e}");
                        assert_eq!(*points, before / 3, "{e}");
                        self.score[c.index()] += before / 3;
                        self.tokens[c.index()] += 1;
                        assert_eq!(*tokens, self.tokens[c.index()], "{e}");
                    } else {
                        assert!(duel.public && !self.active[duel.a.index()], "{e}");
                    }
                    self.score[loser.index()] = 2 * before / 3;
                    self.pending_loss = Some((*loser, 2 * before / 3));
                }
            }
            Event::Eliminated {
                seat,
                cause,
                score,
                tokens,
            } => {
                assert!(self.active[seat.index()], "eliminated twice: {e}");
                if *cause == Elimination::Duel {
                    assert_eq!(self.pending_loss.take(), Some((*seat, *score)), "{e}");
                }
                assert_eq!(*score, self.score[seat.index()], "{e}");
                assert_eq!(*tokens, self.tokens[seat.index()], "{e}");
                self.active[seat.index()] = false;
            }
            Event::Give {
                from,
                to,
                from_tokens,
                to_tokens,
            } => {
                self.tokens[from.index()] -= 1;
                self.tokens[to.index()] += 1;
                assert_eq!(
                    (*from_tokens, *to_tokens),
                    (self.tokens[from.index()], self.tokens[to.index()])
                );
            }
            Event::Round { .. }
            | Event::Deal { .. }
            | Event::Marker { .. }
            | Event::Start { .. }
            | Event::Refill { .. }
            | Event::DuelPending { .. }
            | Event::RoundEnd { .. } => {}
        }
    }

    fn matches(&self, g: &Game) {
        for s in Seat::all(g.players()) {
            let i = s.index();
            assert_eq!(g.score(s), self.score[i], "score of seat {s}");
            assert_eq!(g.tokens(s), self.tokens[i], "tokens of seat {s}");
            assert_eq!(g.is_active(s), self.active[i], "seat {s} active");
        }
        assert!(self.pending_loss.is_none());
    }
}

/// A random action from a random seat, legal or (mostly) not.
fn junk(g: &Game, rng: &mut Rng) -> (Seat, Action) {
    let n = g.players();
    let seat = Seat::new(rng.range(0, n as u64 + 1) as usize);
    let card = |rng: &mut Rng| -> u16 {
        let hand = g.hand(g.current().unwrap_or(Seat::new(1)));
        if !hand.is_empty() && rng.chance(1, 2) {
            hand[rng.index(hand.len())]
        } else {
            rng.range(0, 520) as u16
        }
    };
    let target = |rng: &mut Rng| {
        if rng.chance(1, 2) {
            Target::Own
        } else {
            Target::Public
        }
    };
    let skill = |rng: &mut Rng| Skill::ALL[rng.index(5)];
    let action = match rng.below(9) {
        0 => Action::DRAW,
        1 => Action::Play {
            card: card(rng),
            target: target(rng),
        },
        2 => Action::Test {
            card: card(rng),
            judgment: rng.chance(1, 4).then(|| card(rng)),
        },
        3 => Action::Redeem,
        4 => Action::Discard { skill: skill(rng) },
        5 => Action::Cast {
            skill: skill(rng),
            target: target(rng),
            layer: if rng.chance(1, 4) {
                None
            } else {
                Some(rng.range(0, 11) as u32)
            },
        },
        6 => Action::Counter,
        7 => Action::End {
            keep: if rng.chance(1, 3) {
                None
            } else {
                Some((0..rng.below(4)).map(|_| card(rng)).collect())
            },
        },
        _ => Action::Give {
            to: Seat::new(rng.range(0, n as u64 + 1) as usize),
        },
    };
    (seat, action)
}

/// Plays one round to its end, checking every step; returns the number of turns.
fn checked_round(players: usize, seed: u64, kind: BotKind, fuzz: bool) -> u32 {
    let (mut g, ev) = Game::new(1, &Setup::new(players, seed)).unwrap();
    let mut ledger = Ledger::new(players);
    for e in &ev {
        ledger.account(e);
    }
    g.check_invariants().unwrap();
    let mut rng = Rng::new(seed ^ 0xA5A5);
    let mut steps = 0;
    let step = |g: &mut Game, ledger: &mut Ledger, ev: Vec<Event>| {
        for e in &ev {
            ledger.account(e);
        }
        ledger.matches(g);
        g.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    };
    while let Some(seat) = g.current() {
        steps += 1;
        assert!(steps < 20_000, "seed {seed}: the round does not end");
        if fuzz && rng.chance(1, 3) {
            let (s, a) = junk(&g, &mut rng);
            let before = g.clone();
            let verdict: Result<(), IllegalAction> = g.validate(s, &a);
            match g.apply(s, &a) {
                Ok(ev) => {
                    assert_eq!(verdict, Ok(()), "{s} {a}");
                    step(&mut g, &mut ledger, ev)
                }
                Err(why) => {
                    assert_eq!(verdict, Err(why), "{s} {a}");
                    assert_eq!(g, before, "rejected {s} {a} changed the game");
                }
            }
            if g.current().is_none() {
                break;
            }
        }
        if let Some(waiting) = g.counter_window() {
            let caster = waiting.seat;
            let mut countered = false;
            for k in 1..players {
                let s = caster.clockwise(k, players);
                if g.is_active(s) && bot_counters(kind, &g, s, &mut rng) {
                    let ev = g.apply(s, &Action::Counter).unwrap();
                    step(&mut g, &mut ledger, ev);
                    countered = true;
                    break;
                }
            }
            if !countered {
                let ev = g.resolve();
                step(&mut g, &mut ledger, ev);
            }
            continue;
        }
        let seat = g.current().unwrap_or(seat);
        let a = bot_action(kind, &g, &mut rng);
        assert!(g.is_active(seat));
        let ev = g
            .apply(seat, &a)
            .unwrap_or_else(|e| panic!("seed {seed}: bot move {seat} {a} rejected: {e}"));
        step(&mut g, &mut ledger, ev);
    }
    assert!(g.ended().is_some());
    // Each marker card lays at most two markers and each death removes two.
    assert!(
        ledger.deaths <= (players / 2) as u32,
        "deaths beyond the markers"
    );
    let t = g.turn_number();
    assert!(t <= 600, "seed {seed}: {t} turns");
    t
}

#[test]
fn random_selfplay_keeps_every_invariant() {
    let mut master = Rng::new(4);
    let mut turns = 0u64;
    for i in 0..3000 {
        let players = 4 + i % 5;
        turns += checked_round(players, master.next_u64(), BotKind::Random, false) as u64;
    }
    assert!(turns > 3000 * 5, "rounds are not trivial: {turns} turns");
}

#[test]
fn fuzzed_selfplay_rejects_without_changing_anything() {
    let mut master = Rng::new(5);
    for i in 0..600 {
        checked_round(4 + i % 5, master.next_u64(), BotKind::Random, true);
    }
}

#[test]
fn greedy_selfplay_keeps_every_invariant() {
    let mut master = Rng::new(6);
    for i in 0..300 {
        checked_round(4 + i % 5, master.next_u64(), BotKind::Greedy, i % 2 == 0);
    }
}
