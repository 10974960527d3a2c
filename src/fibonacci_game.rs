//! The Fibonacci subtraction game, and HDU 1848 *Fibonacci again and again* as a sum of
//! three of them.
//!
//! **The game.** A move takes a Fibonacci number of stones (`1, 2, 3, 5, 8, 13, …`) from
//! one pile; whoever cannot move loses. HDU 1848 plays it on three piles `m`, `n`, `p` and
//! asks whether the first player wins.
//!
//! **Why it is right.** One pile alone is the subtraction game with the set `S` of
//! Fibonacci numbers, whose Grundy values are `g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }`,
//! built bottom-up ([`values`]). The three piles are independent games played side by
//! side, so by the Sprague–Grundy theorem the position is worth `g(m) ⊕ g(n) ⊕ g(p)` and
//! the first player wins iff that is not 0. One table up to the largest pile answers every
//! line: `O(M log M)` for piles up to `M` (the set has about `log_φ M` elements), then
//! `O(1)` per line.
//!
//! The table is the general subtraction table of [`crate::sg::subtraction_table`] written
//! out with the mex, so that a submission carries this game alone and not the general
//! module (with its periodicity search, which this game never needs).

use crate::input::Input;
use crate::mex::Mex;

/// Largest pile the reader accepts: the judge's limit is 1000; beyond a million the
/// table's memory would be the problem, not the method.
pub const MAX_PILE: usize = 1_000_000;

/// The Fibonacci numbers `1, 2, 3, 5, 8, …` up to `max`: the subtraction set.
///
/// ```
/// assert_eq!(grundy::fibonacci_game::fibonacci_set(20), [1, 2, 3, 5, 8, 13]);
/// ```
pub fn fibonacci_set(max: usize) -> Vec<usize> {
    let (mut a, mut b) = (1usize, 2usize);
    let mut out = Vec::new();
    while a <= max {
        out.push(a);
        (a, b) = (b, a.saturating_add(b));
    }
    out
}

/// Grundy values of one pile, for piles `0..=max_pile`:
/// `g(h) = mex{ g(h − s) : s a Fibonacci number, s ≤ h }`.
///
/// ```
/// let g = grundy::fibonacci_game::values(10);
/// assert_eq!(g, [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
/// ```
///
/// Complexity: O(max_pile · log max_pile).
pub fn values(max_pile: usize) -> Vec<usize> {
    let set = fibonacci_set(max_pile);
    let mut g: Vec<usize> = Vec::with_capacity(max_pile + 1);
    let mut mex = Mex::new();
    for h in 0..=max_pile {
        mex.clear();
        mex.insert_all(set.iter().take_while(|&&s| s <= h).map(|&s| g[h - s]));
        g.push(mex.value());
    }
    g
}

/// Whether the first player wins with piles `piles`, given `g` from [`values`] covering
/// every pile.
///
/// ```
/// use grundy::fibonacci_game::{first_player_wins as wins, values};
/// let g = values(1000);
/// assert!(wins(&g, &[1, 1, 1]));
/// assert!(!wins(&g, &[1, 4, 1]));
/// ```
///
/// # Panics
/// If a pile lies outside `g`.
pub fn first_player_wins(g: &[usize], piles: &[usize]) -> bool {
    piles.iter().fold(0, |x, &p| x ^ g[p]) != 0
}

/// HDU 1848's line for a case: `Fibo` when the first player wins, else `Nacci`.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins { "Fibo" } else { "Nacci" }
}

/// The judge input of HDU 1848: lines `m n p`, ended by `0 0 0`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// The piles of each line before the closing `0 0 0`.
    pub cases: Vec<[usize; 3]>,
}

impl JudgeInput {
    /// Reads the whole input; piles above [`MAX_PILE`] are bad input.
    ///
    /// ```
    /// use grundy::{fibonacci_game::JudgeInput, input::Input};
    /// let input = JudgeInput::read(&mut Input::new("1 1 1\n1 4 1\n0 0 0\n"));
    /// assert_eq!(input.cases, [[1, 1, 1], [1, 4, 1]]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let mut cases = Vec::new();
        loop {
            src.need(|| "another line `m n p` or the closing `0 0 0`".to_string());
            let piles = ["m", "n", "p"].map(|name| src.bounded(name, 0, MAX_PILE));
            if piles == [0, 0, 0] {
                break;
            }
            cases.push(piles);
        }
        src.expect_end();
        JudgeInput { cases }
    }

    /// The largest pile of any line (0 without lines): how far the table must reach.
    pub fn max_pile(&self) -> usize {
        self.cases.iter().flatten().copied().max().unwrap_or(0)
    }
}
