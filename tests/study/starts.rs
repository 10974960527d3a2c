//! Seeded small starts of the library's games, for the tests that play them from there
//! (`tests/play.rs`, `tests/play_mistakes.rs`): the same draws in both.

use grundy::rng::Rng;
use grundy::study::cutting::Sheets;
use grundy::study::game::Playable;
use grundy::study::heaps::{Heaps, STONES};
use grundy::study::prefix_free::{PrefixFree, StringSet};
use grundy::tools::problems::distinct;

/// `n` staircases of 1 to 4 chessmen on distinct cells 1 to 10, in order.
pub fn staircases(rng: &mut Rng, n: usize) -> Vec<Vec<u64>> {
    (0..n)
        .map(|_| {
            let k = rng.range(1, 4) as usize;
            let mut cells = distinct(rng, k, 1, 10);
            cells.sort_unstable();
            cells
        })
        .collect()
}

/// `n` sets of one or two sheets of sides 1 to 5.
pub fn sheets(rng: &mut Rng, n: usize) -> Vec<Sheets> {
    (0..n)
        .map(|_| {
            let pieces: Vec<(u32, u32)> = (0..rng.range(1, 2))
                .map(|_| (rng.range(1, 5) as u32, rng.range(1, 5) as u32))
                .collect();
            Sheets::new(&pieces)
        })
        .collect()
}

/// `n` prefix-free sets of strings of length at most `l`: up to `draws` strings drawn among
/// the first moves, each kept if it keeps the set prefix-free.
pub fn string_sets(rng: &mut Rng, n: usize, l: usize, draws: u64) -> Vec<StringSet> {
    let empty = StringSet {
        l: l as u64,
        strings: vec![],
    };
    let moves = PrefixFree.moves(&empty);
    (0..n)
        .map(|_| {
            let mut set: Vec<String> = Vec::new();
            for _ in 0..rng.range(0, draws) {
                let s = moves[rng.index(moves.len())].clone();
                if set
                    .iter()
                    .all(|t| !t.starts_with(&s) && !s.starts_with(t.as_str()))
                {
                    set.push(s);
                }
            }
            set.sort_unstable();
            StringSet {
                l: l as u64,
                strings: set,
            }
        })
        .collect()
}

/// A string set as the search's position: the mask of its strings among
/// [`super::all_strings`]`(l)`.
pub fn string_set_mask(l: usize) -> impl Fn(&StringSet) -> u64 {
    let strings = super::all_strings(l);
    move |s: &StringSet| {
        super::mask(
            s.strings
                .iter()
                .map(|t| strings.iter().position(|u| u == t).unwrap()),
        ) as u64
    }
}

/// The heap games `play` plays, each with its name, whether it is played misère, and its
/// subtraction set (empty for Nim's any take): the library's game and the tests' own rule
/// for its moves ([`super::heap_moves`]).
pub fn heap_games() -> Vec<(&'static str, Heaps, bool, Vec<u64>)> {
    vec![
        ("nim", Heaps::nim(STONES), false, vec![]),
        ("misere", Heaps::misere(STONES), true, vec![]),
        (
            "snim",
            Heaps::snim(&[2, 5], 100, STONES).unwrap(),
            false,
            vec![2, 5],
        ),
        (
            "fibonacci",
            Heaps::fibonacci(100, STONES),
            false,
            vec![1, 2, 3, 5, 8, 13, 21],
        ),
    ]
}

/// The takes a heap of `h` allows under subtraction set `set` (any take when it is empty).
pub fn takes(set: Vec<u64>) -> impl Fn(u64) -> Vec<u64> {
    move |h: u64| -> Vec<u64> {
        if set.is_empty() {
            (1..=h).collect()
        } else {
            set.iter().copied().filter(|&s| s <= h).collect()
        }
    }
}
