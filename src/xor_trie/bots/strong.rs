//! The strong bot: a determinized Monte Carlo search over the cards its seat cannot see.
//!
//! # The search
//!
//! A decision starts from the seat's view ([`SeatView`]) and its legal actions. Each
//! *iteration* deals the cards the seat has not seen again at random, consistently with
//! the view ([`SeatView::sample`]: the other hands, the deck and the discard pile each keep
//! their size, the skill deck is shuffled), picks one candidate action by UCB1 (each
//! candidate once first, then the one maximising `mean + C·sqrt(ln N / n)`), plays it on
//! that round and plays the round out to its end with greedy bots at every seat, its own
//! included ([`super::greedy_choice`]; counter windows answered by the greedy rule). The
//! round's result scores the iteration for the seat ([`reward`]): 1 for a gold medal, 0
//! otherwise, plus a small term for the margin over the best other total, so that among
//! actions that win equally often the one winning by more is preferred. After the budget,
//! the candidate tried most often is taken (ties: the higher mean, then the first).
//!
//! Candidates are the legal actions the greedy bot values highest ([`MAX_CANDIDATES`] of
//! them, in the greedy bot's order), so the search spends its iterations where play is
//! sensible. Whether to counter a skill is searched the same way, over two candidates:
//! counter, or let the skill act.
//!
//! This is *determinized* (perfect-information) Monte Carlo: each dealt round is played as
//! if its cards were known. It knows no more than the view: the dealt cards are guesses
//! from the view's counts, never the table's.
//!
//! # Budget and determinism
//!
//! A search runs [`Budget::iterations`] iterations, all drawn from the generator the caller
//! gives (a table's bot seeds it from its seat's view, [`SeatView::table_rng`]; self-play
//! from the series' seed): with no time cap, the same view and generator give the same
//! action on any machine. A table's bot ([`Budget::table`]) also stops early when its time
//! cap runs out ([`DEFAULT_TIME_MS`] by default, `--bot-budget MS`): its iterations are
//! `MS × ITERATIONS_PER_MS`, which fit in the cap on the 2-core machine of
//! `docs/card-game.md` unless it is loaded; only a decision cut short by the cap may differ
//! from one run to the next (and a table's log records the action taken, so replays do not
//! decide again). Batch mode turns the cap off ([`set_time_cap`]): a script plays the same
//! way everywhere. Self-play ([`Budget::selfplay`]) runs the same iterations with no cap,
//! so a benchmark is reproducible.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::rng::Rng;
use crate::xor_trie::bots::greedy::{greedy_choice, greedy_counters, greedy_value};
use crate::xor_trie::seat_view::SeatView;
use crate::xor_trie::{Action, Game, Medal, Seat};

/// A decision's time cap by default, in milliseconds (on one core).
pub const DEFAULT_TIME_MS: u64 = 300;

/// The longest time cap `--bot-budget` may set, in milliseconds.
pub const MAX_TIME_MS: u64 = 60_000;

/// Iterations per millisecond of budget: a budget of `MS` runs `MS × 2` iterations. A
/// played-out round of four greedy bots takes about 0.25 ms on one core of the machine of
/// `docs/card-game.md`, so 600 iterations fit in 300 ms with room for a busy machine.
pub const ITERATIONS_PER_MS: u64 = 2;

/// Most candidate actions a decision searches: the greedy bot's best ones.
pub const MAX_CANDIDATES: usize = 10;

/// The exploration constant `C` of UCB1.
pub const EXPLORATION: f64 = 0.6;

/// What the margin over the best other total adds to a round's reward, at most (its sign
/// that of the margin), per [`MARGIN_SCALE`] points.
pub const MARGIN_WEIGHT: f64 = 0.1;

/// The margin, in points, worth [`MARGIN_WEIGHT`].
pub const MARGIN_SCALE: f64 = 500.0;

/// The time cap of a table's strong bots, in milliseconds (set once by the binary).
static TIME_MS: AtomicU64 = AtomicU64::new(DEFAULT_TIME_MS);

/// Whether a table's strong bots stop at their time cap (batch mode turns it off).
static CAPPED: AtomicBool = AtomicBool::new(true);

/// Whether a table's strong bots stop early at the time cap from now: on by default; the
/// referee's batch mode turns it off, so that a script plays the same way on any machine.
pub fn set_time_cap(on: bool) {
    CAPPED.store(on, Ordering::Relaxed);
}

/// Sets the budget, in milliseconds, of every strong bot of this process from now
/// (`--bot-budget MS`), clamped to 1..=[`MAX_TIME_MS`].
pub fn set_time_budget(ms: u64) {
    TIME_MS.store(ms.clamp(1, MAX_TIME_MS), Ordering::Relaxed);
}

/// The budget of the strong bots of this process, in milliseconds.
pub fn time_budget() -> u64 {
    TIME_MS.load(Ordering::Relaxed)
}

/// How long a strong bot searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Iterations of a decision.
    pub iterations: u64,
    /// Stop early once a decision has taken this long.
    pub cap: Option<Duration>,
}

impl Budget {
    /// `n` iterations (at least 1), no time cap: deterministic.
    pub const fn iterations(n: u64) -> Budget {
        Budget {
            iterations: if n == 0 { 1 } else { n },
            cap: None,
        }
    }

    /// The iterations of a budget of `ms` milliseconds ([`ITERATIONS_PER_MS`]), no time
    /// cap: deterministic.
    pub const fn of_ms(ms: u64) -> Budget {
        Budget::iterations(ms * ITERATIONS_PER_MS)
    }

    /// A table's bot: the iterations of the process's budget ([`time_budget`]), stopping
    /// early when it runs out (unless the cap is off, [`set_time_cap`]).
    pub fn table() -> Budget {
        let ms = time_budget();
        Budget {
            cap: CAPPED
                .load(Ordering::Relaxed)
                .then(|| Duration::from_millis(ms)),
            ..Budget::of_ms(ms)
        }
    }

    /// Self-play: the iterations of the process's budget, with no time cap.
    pub fn selfplay() -> Budget {
        Budget::of_ms(time_budget())
    }
}

/// What a played-out round is worth to `seat`: 1 for a gold medal, 0 otherwise, plus
/// [`MARGIN_WEIGHT`] × (its total − the best other total) / [`MARGIN_SCALE`], that term
/// clamped to ±[`MARGIN_WEIGHT`].
pub fn reward(game: &Game, seat: Seat) -> f64 {
    let st = game.standings();
    let mut mine = 0;
    let mut best_other = i64::MIN;
    let mut gold = false;
    for s in &st.0 {
        if s.seat == seat {
            mine = s.total;
            gold = s.medal == Medal::Gold;
        } else {
            best_other = best_other.max(s.total);
        }
    }
    let margin = ((mine - best_other) as f64 / MARGIN_SCALE).clamp(-1.0, 1.0);
    f64::from(u8::from(gold)) + MARGIN_WEIGHT * margin
}

/// Lets the skill waiting in `game` be answered by greedy bots (the first clockwise from
/// the caster who counters voids it), or act.
fn settle_window(game: &mut Game) {
    let Some(w) = game.counter_window() else {
        return;
    };
    let n = game.players();
    for s in (1..n).map(|k| w.seat.clockwise(k, n)) {
        if game.is_active(s) && greedy_counters(game, s) {
            game.apply(s, &Action::Counter).expect("a legal counter");
            return;
        }
    }
    game.resolve();
}

/// Plays `game` out to the end of the round with greedy bots at every seat.
pub fn rollout(game: &mut Game, rng: &mut Rng) {
    loop {
        if game.counter_window().is_some() {
            settle_window(game);
            continue;
        }
        let Some(seat) = game.current() else {
            return;
        };
        let action = greedy_choice(game, rng);
        game.apply(seat, &action)
            .expect("greedy plays legal actions");
    }
}

/// A decision of a table's bot, remembered ([`remembered`]).
#[derive(Debug, Clone)]
enum Memo {
    Act(Action),
    Counter(bool),
}

/// How many decisions of capped searches the process remembers.
pub const MEMO_SIZE: usize = 64;

/// The last decisions of capped searches, by the fingerprint of their view.
static MEMO: Mutex<VecDeque<(u64, Memo)>> = Mutex::new(VecDeque::new());

/// A fingerprint of what the seat of `view` knows (the seed of its table generator, with
/// the deck's size and the budget mixed in).
fn fingerprint(view: &SeatView, budget: &Budget, counter: bool) -> u64 {
    view.table_rng().next_u64()
        ^ (view.game().deck_len() as u64).rotate_left(17)
        ^ budget.iterations.rotate_left(40)
        ^ u64::from(counter).rotate_left(60)
}

/// `decide()`, or what it gave before for the same view when the search is capped: a
/// table asks a bot's decision more than once (to show a counter's answer on every page,
/// to schedule a bot's line and to apply it), and a search cut short by its time cap may
/// end differently each time; remembered, the decision is made once and shown as it is
/// applied (and not paid for again). Uncapped searches are deterministic and not
/// remembered.
fn remembered(
    view: &SeatView,
    budget: &Budget,
    counter: bool,
    decide: impl FnOnce() -> Memo,
) -> Memo {
    if budget.cap.is_none() {
        return decide();
    }
    let key = fingerprint(view, budget, counter);
    let found = MEMO
        .lock()
        .expect("no panic")
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, m)| m.clone());
    if let Some(m) = found {
        return m;
    }
    let m = decide();
    let mut memo = MEMO.lock().expect("no panic");
    if memo.len() >= MEMO_SIZE {
        memo.pop_front();
    }
    memo.push_back((key, m.clone()));
    m
}

/// The statistics of one candidate.
#[derive(Debug, Clone, Copy, Default)]
struct Arm {
    visits: u64,
    total: f64,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.visits == 0 {
            f64::NEG_INFINITY
        } else {
            self.total / self.visits as f64
        }
    }
}

/// Runs the search of the module docs over `arms` candidates: `play(k, world, rng)` plays
/// candidate `k` on a dealt round. Returns the index chosen.
fn search(
    view: &SeatView,
    arms: usize,
    rng: &mut Rng,
    budget: &Budget,
    mut play: impl FnMut(usize, &mut Game),
) -> usize {
    let start = Instant::now();
    let mut stats = vec![Arm::default(); arms];
    for i in 0..budget.iterations {
        if budget.cap.is_some_and(|cap| start.elapsed() >= cap) {
            break;
        }
        let k = if (i as usize) < arms {
            i as usize
        } else {
            let ln = (i as f64).ln();
            let ucb = |a: &Arm| a.mean() + EXPLORATION * (ln / a.visits as f64).sqrt();
            (0..arms)
                .max_by(|&a, &b| ucb(&stats[a]).total_cmp(&ucb(&stats[b])).then(b.cmp(&a)))
                .expect("at least one candidate")
        };
        let mut deal = Rng::new(rng.next_u64());
        let mut world = view.sample(&mut deal);
        play(k, &mut world);
        rollout(&mut world, &mut deal);
        stats[k].visits += 1;
        stats[k].total += reward(&world, view.seat());
    }
    (0..arms)
        .max_by(|&a, &b| {
            let (x, y) = (&stats[a], &stats[b]);
            x.visits
                .cmp(&y.visits)
                .then(x.mean().total_cmp(&y.mean()))
                .then(b.cmp(&a))
        })
        .expect("at least one candidate")
}

/// The strong bot's action for the seat of `view`, whose turn it is.
///
/// # Panics
/// If it is not the seat's turn.
pub fn decide(view: &SeatView, rng: &mut Rng, budget: &Budget) -> Action {
    assert!(view.to_move(), "the seat of the view is to move");
    match remembered(view, budget, false, || {
        Memo::Act(search_action(view, rng, budget))
    }) {
        Memo::Act(a) => a,
        Memo::Counter(_) => unreachable!("a fingerprint of a turn"),
    }
}

fn search_action(view: &SeatView, rng: &mut Rng, budget: &Budget) -> Action {
    let seat = view.seat();
    let mut actions: Vec<(i64, Action)> = view
        .legal_actions()
        .into_iter()
        .map(|a| (greedy_value(view.game(), seat, &a), a))
        .collect();
    // Stable: among equal values, the engine's order.
    actions.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
    actions.truncate(MAX_CANDIDATES);
    if actions.len() == 1 {
        return actions.pop().expect("one action").1;
    }
    let k = search(view, actions.len(), rng, budget, |k, world| {
        world
            .apply(seat, &actions[k].1)
            .expect("legal in every dealt round");
    });
    actions.swap_remove(k).1
}

/// Whether the strong bot at the seat of `view` counters the skill waiting: the search
/// over countering or letting it act (the seats after it letting it act too).
pub fn counters(view: &SeatView, rng: &mut Rng, budget: &Budget) -> bool {
    if view.legal_actions() != [Action::Counter] {
        return false;
    }
    match remembered(view, budget, true, || {
        Memo::Counter(search_counter(view, rng, budget))
    }) {
        Memo::Counter(c) => c,
        Memo::Act(_) => unreachable!("a fingerprint of a window"),
    }
}

fn search_counter(view: &SeatView, rng: &mut Rng, budget: &Budget) -> bool {
    let seat = view.seat();
    let k = search(view, 2, rng, budget, |k, world| {
        if k == 0 {
            world
                .apply(seat, &Action::Counter)
                .expect("a legal counter");
        } else {
            world.resolve();
        }
    });
    k == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::Setup;

    /// The search is the same for the same view and generator, and never leaves the legal
    /// actions.
    #[test]
    fn a_search_is_deterministic_and_legal() {
        let (game, _) = Game::new(1, &Setup::new(4, 9)).unwrap();
        let seat = game.current().unwrap();
        let view = SeatView::new(&game, seat);
        let budget = Budget::iterations(40);
        let a = decide(&view, &mut Rng::new(3), &budget);
        assert_eq!(decide(&view, &mut Rng::new(3), &budget), a);
        assert!(view.legal_actions().contains(&a));
    }

    /// A played-out round ends, and its reward is 1 (± the margin term) exactly for the
    /// seats with gold.
    #[test]
    fn rollouts_end_and_reward_the_gold() {
        let (mut game, _) = Game::new(1, &Setup::new(5, 77)).unwrap();
        rollout(&mut game, &mut Rng::new(1));
        assert!(game.ended().is_some());
        for s in game.standings().0 {
            let r = reward(&game, s.seat);
            assert_eq!(r > 0.5, s.medal == Medal::Gold, "{r}");
            assert!((-MARGIN_WEIGHT..=1.0 + MARGIN_WEIGHT).contains(&r));
        }
    }
}
