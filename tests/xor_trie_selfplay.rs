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
//!
//! Then the same at the protocol's level, through a live session ([`Live`]), over 1600
//! rounds (seeded and with physical cards, 4..=8 players) typed line by line with junk
//! lines and `undo`s (about 50 000 refusals and 40 000 undos): a refused line changes
//! nothing, `undo` restores the whole session exactly (and the same line again answers
//! the same), and the session log replays in batch mode to the transcript the session
//! printed. Finally, 400 seeded rounds are played again with physical cards naming every
//! card the seed dealt: the transcripts agree line for line.

use grundy::rng::Rng;
use grundy::xor_trie::bots::{BotKind, bot_action, bot_counters};
use grundy::xor_trie::protocol::{Live, LogChange, Phase, Session, referee};
use grundy::xor_trie::seat_view::SeatView;
use grundy::xor_trie::{
    Action, DuelOutcome, Elimination, Event, Game, IllegalAction, Place, Seat, Setup, Skill, Target,
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
            | Event::DrawUnseen { seat, .. }
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
            discard: (0..rng.below(2)).map(|_| card(rng)).collect(),
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
                if g.is_active(s) && bot_counters(kind, &SeatView::new(&g, s), &mut rng) {
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
        let a = bot_action(kind, &SeatView::new(&g, seat), &mut rng);
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

// ----- Live sessions: undo, refusals and the session log, at the protocol's level -----

/// The setup lines that name a seeded round's cards as physical cards: `physical`, then
/// the deal, the marker cards and every seat's starting hand of `Setup::new(players, seed)`.
fn physical_setup(players: usize, seed: u64) -> Vec<String> {
    let (g, ev) = Game::new(1, &Setup::new(players, seed)).unwrap();
    let mut deal = Vec::new();
    let mut markers: Vec<u16> = Vec::new();
    for e in &ev {
        match e {
            Event::Deal { card, .. } => deal.push(card.to_string()),
            Event::Marker { card, .. } if !markers.contains(card) => markers.push(*card),
            _ => {}
        }
    }
    let hands: Vec<String> = Seat::all(players)
        .flat_map(|s| g.hand(s).to_vec())
        .map(|c| c.to_string())
        .collect();
    let markers: Vec<String> = markers.iter().map(u16::to_string).collect();
    vec![
        "physical".into(),
        format!("deal {}", deal.join(" ")),
        format!("markers {}", markers.join(" ")),
        format!("hands {}", hands.join(" ")),
    ]
}

/// A line the typist might get wrong: a random action from a random seat (mostly
/// illegal), or a line out of place (never `round` while a skill waits for counters: if
/// the skill ended the round, that line would start the next).
fn junk_line(g: &Game, rng: &mut Rng) -> String {
    const ODD: [&str; 8] = [
        "pass",
        "begin",
        "seed 5",
        "physical",
        "hello",
        "1",
        "deal 1 2 3 4",
        "round",
    ];
    if rng.chance(1, 6) {
        let k = ODD.len() - usize::from(g.counter_window().is_some());
        return ODD[rng.index(k)].to_string();
    }
    let (seat, action) = junk(g, rng);
    let action = match action {
        Action::Draw { .. } if rng.chance(1, 2) => Action::Draw {
            cards: Some(
                (0..rng.below(3))
                    .map(|_| rng.range(0, 515) as u16)
                    .collect(),
            ),
        },
        Action::Redeem if rng.chance(1, 2) => Action::Take {
            skill: Skill::ALL[rng.index(5)],
        },
        other => other,
    };
    format!("{seat} {action}")
}

/// What a bot does next: act, or let a skill waiting for counters act (`pass`).
enum Move {
    Act(Seat, Action),
    Pass,
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Move::Act(seat, action) => write!(f, "{seat} {action}"),
            Move::Pass => write!(f, "pass"),
        }
    }
}

/// The bots' next move in `g`: a counter or `pass` in a counter window (or, one time in
/// three, the next action, which closes it), else the current player's action, whose named
/// cards (physical cards) are replaced half the time by random cards of the deck.
fn bot_move(g: &Game, kind: BotKind, rng: &mut Rng) -> Move {
    if let Some(w) = g.counter_window() {
        let n = g.players();
        for k in 1..n {
            let s = w.seat.clockwise(k, n);
            if g.is_active(s) && bot_counters(kind, &SeatView::new(g, s), rng) {
                return Move::Act(s, Action::Counter);
            }
        }
        let mut resolved = g.clone();
        resolved.resolve();
        if rng.chance(2, 3) || resolved.current().is_none() {
            return Move::Pass;
        }
        return bot_move(&resolved, kind, rng);
    }
    let seat = g.current().expect("a running round");
    let mut action = bot_action(kind, &SeatView::new(g, seat), rng);
    // With physical cards a seat does not know which cards the others hold named: an
    // action naming one of them is the typist's mistake; take a legal one instead.
    if g.validate(seat, &action).is_err() {
        let legal = g.legal_actions();
        action = legal[rng.index(legal.len())].clone();
    }
    if g.is_physical() && rng.chance(1, 2) {
        let deck: Vec<u16> = (1..=511)
            .filter(|&c| g.whereabouts(c) == Place::Deck)
            .collect();
        let mut pick = |k: usize| -> Vec<u16> {
            let mut cards = deck.clone();
            rng.shuffle(&mut cards);
            cards.truncate(k);
            cards
        };
        action = match action {
            Action::Draw { cards: Some(c) } => Action::Draw {
                cards: Some(pick(c.len())),
            },
            Action::Test {
                card,
                judgment: Some(_),
            } => Action::Test {
                card,
                judgment: pick(1).first().copied(),
            },
            other => other,
        };
    }
    Move::Act(seat, action)
}

/// Plays one round through a live session as a typist would: the bots' lines, junk lines,
/// `undo`s of one to three lines (then, half the time, the same lines again). Checks:
///
/// * a refused line changes nothing (the whole session compared) and logs nothing;
/// * `undo` restores exactly the session from before the line it takes back, and the same
///   line applied again answers the same (the generator's state came back too);
/// * the invariants of the game after every applied line;
/// * at the end, the lines kept (the session log) replayed in batch mode give the
///   transcript the live session printed: the answers of the kept lines, then the match.
///
/// Returns how many lines were refused, undone and applied again.
fn live_round(players: usize, seed: u64, kind: BotKind, physical: bool) -> [u64; 3] {
    let mut counts = [0u64; 3];
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut live = Live::new(false);
    // The lines applied, each with its answer and the session from before it.
    let mut kept: Vec<(String, String, Session)> = Vec::new();
    let apply = |live: &mut Live, kept: &mut Vec<(String, String, Session)>, line: String| {
        let before = live.session().clone();
        let reply = live.line(&line);
        match reply.error {
            Some(why) => {
                assert_eq!(
                    *live.session(),
                    before,
                    "seed {seed}: {line} refused ({why})"
                );
                assert_eq!((reply.text.as_str(), reply.log), ("", LogChange::Keep));
                false
            }
            None => {
                assert_eq!(reply.log, LogChange::Append(line.clone()), "{line}");
                if let Some(g) = live.session().game() {
                    g.check_invariants()
                        .unwrap_or_else(|e| panic!("seed {seed} after {line}: {e}"));
                }
                kept.push((line, reply.text, before));
                true
            }
        }
    };
    assert!(apply(&mut live, &mut kept, format!("players {players}")));
    let setup = if physical {
        physical_setup(players, seed)
    } else {
        vec![format!("seed {seed}")]
    };
    for line in &setup {
        assert!(apply(&mut live, &mut kept, line.clone()));
    }
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 20_000, "seed {seed}: the round does not end");
        let game = live.session().game().cloned();
        let Some(g) = game.filter(|g| g.ended().is_none()) else {
            if live.session().game().is_some() {
                break;
            }
            // Undone back into the setup: give what it lacks and deal the round again.
            for line in &setup {
                if !kept.iter().any(|(l, _, _)| l == line) {
                    assert!(apply(&mut live, &mut kept, line.clone()), "{line}");
                }
            }
            // Where seats tie for the start, a live session asks the table to pick one:
            // it picks the lowest, as a script that names none gets.
            if let Phase::Setup { setup, .. } = live.session().phase()
                && setup.start.is_none()
                && let Some(tied) = setup.starters().filter(|t| t.len() > 1)
            {
                assert!(apply(&mut live, &mut kept, format!("start {}", tied[0])));
            }
            assert!(apply(&mut live, &mut kept, "begin".into()));
            continue;
        };
        if rng.chance(1, 12) {
            let k = 1 + rng.index(3);
            let mut undone = Vec::new();
            for _ in 0..k {
                let reply = live.line("undo");
                if kept.len() == 1 {
                    // Only `players` is left: there is nothing to undo.
                    assert_eq!(reply.error_en().as_deref(), Some("nothing to undo"));
                    break;
                }
                assert_eq!(reply.error, None);
                assert_eq!(reply.log, LogChange::RemoveLast);
                counts[1] += 1;
                let (line, answer, before) = kept.pop().unwrap();
                assert_eq!(*live.session(), before, "seed {seed}: undo {line}");
                undone.push((line, answer));
            }
            if rng.chance(1, 2) {
                for (line, answer) in undone.into_iter().rev() {
                    counts[2] += 1;
                    assert!(apply(&mut live, &mut kept, line.clone()), "{line}");
                    assert_eq!(kept.last().unwrap().1, answer, "seed {seed}: {line} again");
                }
            }
            continue;
        }
        let line = if rng.chance(1, 4) {
            junk_line(&g, &mut rng)
        } else {
            bot_move(&g, kind, &mut rng).to_string()
        };
        if !apply(&mut live, &mut kept, line) {
            counts[0] += 1;
        }
    }
    let end = live.finish();
    assert!(end.complete && end.log == LogChange::Keep);
    let ranking = end.text;
    let log: String = kept.iter().map(|(l, _, _)| format!("{l}\n")).collect();
    let printed: String = kept.iter().map(|(_, a, _)| a.as_str()).collect();
    let batch = referee(&log, false);
    assert_eq!(batch.error, None, "seed {seed}");
    assert_eq!(
        batch.text,
        printed + &ranking,
        "seed {seed}: replay of\n{log}"
    );
    counts
}

#[test]
fn undo_restores_the_exact_state_and_the_log_replays_to_the_live_transcript() {
    let mut master = Rng::new(7);
    let mut total = [0u64; 3];
    for i in 0..1600 {
        let kind = if i % 16 == 15 {
            BotKind::Greedy
        } else {
            BotKind::Random
        };
        let counts = live_round(4 + i % 5, master.next_u64(), kind, i % 2 == 1);
        for (t, c) in total.iter_mut().zip(counts) {
            *t += c;
        }
    }
    let [refused, undone, again] = total;
    assert!(
        refused > 40_000 && undone > 30_000 && again > 15_000,
        "{total:?}"
    );
}

/// The lines of one seeded round played by bots, written twice: as a seeded script, and as
/// a script with physical cards that names every card the seeded decks gave (the cards
/// drawn, each judgment card, each skill card taken).
fn twin_scripts(players: usize, seed: u64, kind: BotKind) -> (String, String) {
    let mut seeded = format!("players {players}\nseed {seed}\n");
    let physical_setup = physical_setup(players, seed).join("\n");
    let mut physical = format!("players {players}\n{physical_setup}\n");
    let (mut g, _) = Game::new(1, &Setup::new(players, seed)).unwrap();
    let mut rng = Rng::new(!seed);
    while g.current().is_some() {
        let m = bot_move(&g, kind, &mut rng);
        let (named, ev) = match &m {
            Move::Pass => (m.to_string(), g.resolve()),
            Move::Act(seat, action) => {
                // An action other than a counter closes a counter window first.
                let mut ev = match action {
                    Action::Counter => Vec::new(),
                    _ => g.resolve(),
                };
                ev.extend(g.apply(*seat, action).unwrap());
                let named = match *action {
                    Action::Draw { .. } => Action::Draw {
                        cards: ev.iter().find_map(|e| match e {
                            Event::Draw { cards, .. } => Some(cards.clone()),
                            _ => None,
                        }),
                    },
                    Action::Test { card, .. } => Action::Test {
                        card,
                        judgment: ev.iter().find_map(|e| match e {
                            Event::Test { judgment, .. } => Some(*judgment),
                            _ => None,
                        }),
                    },
                    ref other => other.clone(),
                };
                (Move::Act(*seat, named).to_string(), ev)
            }
        };
        seeded.push_str(&format!("{m}\n"));
        physical.push_str(&format!("{named}\n"));
        for e in &ev {
            if let Event::Acquire { seat, skill, .. } = e {
                physical.push_str(&format!("{seat} take {skill}\n"));
            }
        }
    }
    (seeded, physical)
}

#[test]
fn physical_cards_named_as_the_seed_dealt_them_give_the_seeded_transcript() {
    let mut master = Rng::new(8);
    for i in 0..400 {
        let kind = if i % 8 == 7 {
            BotKind::Greedy
        } else {
            BotKind::Random
        };
        let seed = master.next_u64();
        let (seeded, physical) = twin_scripts(4 + i % 5, seed, kind);
        let (a, b) = (referee(&seeded, false), referee(&physical, false));
        assert_eq!((&a.error, &b.error), (&None, &None), "seed {seed}");
        let first = |t: &str| t.split_once('\n').unwrap().1.to_string();
        assert_eq!(
            a.text.lines().next().unwrap(),
            format!("round 1 seed {seed} players {}", 4 + i % 5)
        );
        assert_eq!(
            b.text.lines().next().unwrap(),
            format!("round 1 physical players {}", 4 + i % 5)
        );
        assert_eq!(first(&a.text), first(&b.text), "seed {seed}:\n{physical}");
    }
}
