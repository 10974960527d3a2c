//! Staircase Nim, and POJ 1704 *Georgia and Bob* as an instance of it.
//!
//! **The game.** Chessmen stand on distinct cells `1, 2, 3, …` of a row. A move takes one
//! chessman to a free cell further left without jumping over another chessman (and not
//! past cell 1). Whoever cannot move loses.
//!
//! **Why it is Nim.** Sort the positions `p1 < p2 < … < pn` and look at the gaps
//! `g_i = p_i − p_{i−1} − 1` (with `p_0 = 0`, the wall). Moving chessman `i` left by `d`
//! shrinks `g_i` by `d` and grows `g_{i+1}` by `d`: that is staircase Nim, where a move
//! carries coins from one step down to the next. Pair the chessmen from the right:
//! `(n, n−1), (n−2, n−3), …`, with chessman 1 paired with the wall when `n` is odd. The
//! heaps are the gaps *inside* the pairs, `g_n, g_{n−2}, …`. A move of the right chessman
//! of a pair takes stones from its heap, exactly as in Nim. A move of the left chessman
//! only widens the pair's gap, and the opponent can at once move the right chessman of that
//! pair by the same distance, restoring every heap. Such reversible moves cannot change the
//! outcome, and the game ends (all gaps zero) exactly when every heap is zero. So the first
//! player wins iff the XOR of the paired gaps is non-zero (Bouton's theorem).

use crate::input::Input;
use crate::layout::counted;
use proconio::input;
use rustc_hash::FxHashSet;

/// Gaps that act as Nim heaps, for chessmen at the given **sorted, distinct** positions
/// (all at least 1): the gap inside each pair counted from the right, the leftmost chessman
/// paired with the wall at 0 when their number is odd.
///
/// ```
/// assert_eq!(grundy::staircase::paired_gaps(&[1, 5, 6, 7, 9, 12, 14, 17]), [2, 2, 0, 3]);
/// assert_eq!(grundy::staircase::paired_gaps(&[4, 6, 10]), [3, 3]);
/// ```
///
/// Complexity: O(n).
///
/// # Panics
/// If the positions are not strictly increasing or start below 1.
pub fn paired_gaps(sorted: &[u64]) -> Vec<u64> {
    assert!(
        sorted.first().is_none_or(|&p| p >= 1),
        "positions start at 1"
    );
    assert!(
        sorted.windows(2).all(|w| w[0] < w[1]),
        "positions must be sorted and distinct"
    );
    sorted
        .rchunks(2)
        .map(|pair| match *pair {
            [left, right] => right - left - 1,
            [lone] => lone - 1,
            _ => unreachable!("rchunks(2) yields one or two items"),
        })
        .collect()
}

/// Whether the first player wins POJ 1704 with chessmen at `positions` (any order,
/// distinct, each at least 1).
///
/// ```
/// use grundy::staircase::first_player_wins;
/// assert!(!first_player_wins(&[1, 2, 3]));
/// assert!(first_player_wins(&[12, 1, 5, 6, 7, 9, 14, 17]));
/// ```
///
/// Complexity: O(n log n) for the sort.
///
/// # Panics
/// If two positions are equal or one is 0.
pub fn first_player_wins(positions: &[u64]) -> bool {
    let mut sorted = positions.to_vec();
    sorted.sort_unstable();
    paired_gaps(&sorted).iter().fold(0, |x, &g| x ^ g) != 0
}

/// Output line of POJ 1704 for a position.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Georgia will win"
    } else {
        "Bob will win"
    }
}

/// The judge input of POJ 1704: `T`, then per case `N` and the `N` positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// Each case's chessmen positions, as listed (distinct, each at least 1).
    pub cases: Vec<Vec<u64>>,
}

impl JudgeInput {
    /// Reads the whole input; a position of 0, or one listed twice in a case, is bad input
    /// reported at its own line.
    ///
    /// ```
    /// use grundy::{input::Input, staircase::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("2\n3\n1 2 3\n1\n5\n"));
    /// assert_eq!(input.cases, [vec![1, 2, 3], vec![5]]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let cases = counted(src, "case", "", |src, case| {
            let mut seen = FxHashSet::default();
            counted(src, "position", format_args!("in case {case}"), |src, _| {
                input! { from &mut *src, p: u64 }
                src.check(p >= 1, || {
                    format!("case {case}: position {p} is not at least 1")
                });
                src.check(seen.insert(p), || {
                    format!("case {case}: position {p} appears twice")
                });
                p
            })
        });
        src.expect_end();
        JudgeInput { cases }
    }
}
