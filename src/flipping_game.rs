//! Project Euler 459 *Flipping game*: its input, bounds and the solution's map.
//!
//! **The problem.** An `N × N` board of disks, all white at first. A move picks a white
//! disk as the upper-right corner of a rectangle inside the board whose width is a perfect
//! square and whose height is a triangular number, and flips every disk in it; whoever
//! turns the board all black wins. `W(N)` is the number of winning first moves; Project
//! Euler gives `W(1) = 1`, `W(5) = 8`, `W(100) = 31395` and asks for `W(10^6)`. The suite's
//! binary reads `N` and prints `W(N)`.
//!
//! **Why the solution is right.** White disks are heads: the game is the product of two
//! one-dimensional coin-turning games that flip runs of coins (square lengths along the
//! rows, triangular lengths along the columns), so by the Tartan theorem a disk at
//! `(x, y)` is worth `g1(x) ⊗ g2(y)` and the board the XOR over its white disks. A first
//! move wins iff it leaves value 0; [`crate::tartan`] proves the run games' prefix-XOR
//! recurrence and counts the winning moves from tallies of run values
//! ([`crate::tartan::pe459`]) without visiting the roughly 6·10^17 first moves of `N = 10^6` one by one.

use crate::input::Input;

/// Largest `N` accepted: a round N that finishes within 10 s on both 2-core machines
/// measured (`docs/benchmarks.md`), even under light load, in 39 MB of memory. The method
/// is O(N^1.5) time and O(N) memory, without a cliff (see [`crate::tartan`]), but its cost
/// per step depends on the CPU's caches once the prefix values outgrow them: on an AMD
/// EPYC, N = 10^6 takes 0.25 s, 5·10^6 2.8 s and 10^7 9 s (both cores, idle); on an Intel
/// Xeon (Sapphire Rapids), 10^7 takes 21 s idle and 34.6 s under light load, so 4·10^6 at
/// most about 5.3 s idle and 8.8 s under light load (estimated from the growth between
/// 10^6 and 10^7 there; see `docs/benchmarks.md`).
pub const MAX_N: usize = 4_000_000;

/// The input of Project Euler 459 as the binary reads it: the board size `N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JudgeInput {
    /// The board is `n × n`; `W(0) = 0`, since an empty board offers no move at all.
    pub n: usize,
}

impl JudgeInput {
    /// Reads `N` (`0..=MAX_N`) and nothing else.
    ///
    /// ```
    /// use grundy::{flipping_game::JudgeInput, input::Input};
    /// assert_eq!(JudgeInput::read(&mut Input::new("100\n")).n, 100);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let n = src.bounded("N", 0, MAX_N);
        src.expect_end();
        JudgeInput { n }
    }
}
