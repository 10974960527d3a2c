//! Series of rounds between bots of different kinds (`xor_trie_referee --selfplay G
//! --bots strong,greedy,greedy,greedy`): which kind wins how often.
//!
//! Round `g` (from 0) of a series gives seat `i` (from 0) the bot `lineup[(i + g) mod n]`,
//! so that over `n` rounds every kind plays from every seat; the rounds are dealt from the
//! series' seed as in [`super::selfplay`] ([`super::selfplay_seeds`]), the bots drawing
//! from `Rng::new(!round_seed)`. A kind *wins* a round when one of its seats takes a gold
//! medal (shared golds count for each kind that shares them); its *fair share* is the
//! part of the seats it holds, what it would win if all bots played alike and no round
//! were shared.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::rng::Rng;
use crate::xor_trie::bots::strong::Budget;
use crate::xor_trie::bots::{BotKind, play_out_with, selfplay_seeds};
use crate::xor_trie::{Game, Medal, Setup};

/// One kind's results in a series.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindResult {
    /// The kind.
    pub kind: BotKind,
    /// Seats it holds in each round.
    pub seats: usize,
    /// Rounds in which one of its seats took gold.
    pub wins: u64,
}

/// The results of a series ([`league_while`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueStats {
    /// Rounds played.
    pub rounds: u64,
    /// Players per round.
    pub players: usize,
    /// Each kind of the lineup, in the order it first appears there.
    pub kinds: Vec<KindResult>,
}

/// The bot of each seat in round `g` of a series with `lineup` (the module docs).
///
/// ```
/// use grundy::xor_trie::bots::BotKind::{Greedy as G, Strong as S};
/// use grundy::xor_trie::bots::league::seating;
/// assert_eq!(seating(&[S, G, G, G], 0), [S, G, G, G]);
/// assert_eq!(seating(&[S, G, G, G], 1), [G, G, G, S]);
/// ```
pub fn seating(lineup: &[BotKind], g: u64) -> Vec<BotKind> {
    let n = lineup.len();
    (0..n).map(|i| lineup[(i + g as usize) % n]).collect()
}

/// Plays up to `rounds` rounds of `lineup.len()` players, bots seated by [`seating`] and
/// the strong ones searching within `budget`, dealt from `seed`; after each round asks
/// `go_on(played)` whether to play the next.
///
/// # Panics
/// If the lineup does not hold 4 to 8 bots.
///
/// ```
/// use grundy::xor_trie::bots::BotKind::{Greedy, Random};
/// use grundy::xor_trie::bots::league::league_while;
/// use grundy::xor_trie::bots::strong::Budget;
/// let s = league_while(6, &[Greedy, Random, Random, Random], 1, &Budget::iterations(1), |_| true);
/// assert_eq!(s.rounds, 6);
/// assert_eq!((s.kinds[0].seats, s.kinds[1].seats), (1, 3));
/// ```
pub fn league_while(
    rounds: u64,
    lineup: &[BotKind],
    seed: u64,
    budget: &Budget,
    mut go_on: impl FnMut(u64) -> bool,
) -> LeagueStats {
    let players = lineup.len();
    let mut kinds: Vec<KindResult> = Vec::new();
    for &kind in lineup {
        match kinds.iter_mut().find(|k| k.kind == kind) {
            Some(k) => k.seats += 1,
            None => kinds.push(KindResult {
                kind,
                seats: 1,
                wins: 0,
            }),
        }
    }
    let mut stats = LeagueStats {
        rounds: 0,
        players,
        kinds,
    };
    for (g, round_seed) in selfplay_seeds(seed, rounds).enumerate() {
        stats.record(&league_round(lineup, g as u64, round_seed, budget));
        if !go_on(stats.rounds) {
            break;
        }
    }
    stats
}

impl LeagueStats {
    /// Counts one round: `seated[i]` played seat `i + 1` and `gold[i]` says if it took gold.
    fn record(&mut self, round: &[(BotKind, bool)]) {
        for k in &mut self.kinds {
            if round.iter().any(|&(kind, gold)| gold && kind == k.kind) {
                k.wins += 1;
            }
        }
        self.rounds += 1;
    }
}

/// Plays round `g` of a series with `lineup` from its seed ([`super::selfplay_seeds`]):
/// each seat's bot ([`seating`]) and whether it took gold.
pub fn league_round(
    lineup: &[BotKind],
    g: u64,
    round_seed: u64,
    budget: &Budget,
) -> Vec<(BotKind, bool)> {
    let seated = seating(lineup, g);
    let (mut game, _) =
        Game::new(g as u32 + 1, &Setup::new(lineup.len(), round_seed)).expect("valid setup");
    let mut rng = Rng::new(!round_seed);
    play_out_with(&mut game, &seated, &mut rng, budget, |_, _| {});
    let mut gold = vec![false; lineup.len()];
    for s in &game.standings().0 {
        gold[s.seat.index()] = s.medal == Medal::Gold;
    }
    seated.into_iter().zip(gold).collect()
}

/// [`league_while`] on `threads` threads (at least 1): the rounds are independent, so the
/// statistics are the same as on one thread. `stop` is read before each round (the rounds
/// in play finish; the statistics count every round finished), `progress(played)` is
/// called after each.
pub fn league_parallel(
    rounds: u64,
    lineup: &[BotKind],
    seed: u64,
    budget: &Budget,
    threads: usize,
    stop: &AtomicBool,
    progress: impl Fn(u64) + Sync,
) -> LeagueStats {
    let seeds: Vec<u64> = selfplay_seeds(seed, rounds).collect();
    let next = AtomicU64::new(0);
    let played = AtomicU64::new(0);
    let results: Mutex<Vec<Vec<(BotKind, bool)>>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    if stop.load(Ordering::SeqCst) {
                        return;
                    }
                    let g = next.fetch_add(1, Ordering::SeqCst);
                    if g >= rounds {
                        return;
                    }
                    let r = league_round(lineup, g, seeds[g as usize], budget);
                    results.lock().expect("no panic").push(r);
                    progress(played.fetch_add(1, Ordering::SeqCst) + 1);
                }
            });
        }
    });
    let mut stats = league_while(0, lineup, seed, budget, |_| true);
    for r in results.into_inner().expect("no panic") {
        stats.record(&r);
    }
    stats
}

/// The Wilson score interval of a proportion, `successes` of `n`, at the normal quantile
/// `z` (1.96 for 95%): the `p` with `|p̂ − p| ≤ z·sqrt(p(1 − p)/n)`, that is
/// `(p̂ + z²/2n ± z·sqrt(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n)`. Unlike the normal
/// approximation it stays within [0, 1] and is not empty at 0 or n successes. `(0, 1)`
/// when `n` is 0.
///
/// ```
/// use grundy::xor_trie::bots::league::wilson;
/// let (lo, hi) = wilson(50, 100, 1.96);
/// assert!((lo - 0.4038).abs() < 1e-4 && (hi - 0.5962).abs() < 1e-4);
/// assert_eq!(wilson(0, 10, 1.96).0, 0.0);
/// ```
pub fn wilson(successes: u64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p) = (n as f64, successes as f64 / n as f64);
    let z2 = z * z;
    let centre = p + z2 / (2.0 * n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let d = 1.0 + z2 / n;
    (
        ((centre - half) / d).clamp(0.0, 1.0),
        ((centre + half) / d).clamp(0.0, 1.0),
    )
}
