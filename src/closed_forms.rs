//! Closed forms of the coin-turning games that judge problems ask about.
//!
//! The general engine in [`crate::coins`] computes Grundy values of any coin-turning game
//! by brute force, and its tests hold these formulas against it far past the seeds'
//! tables. The formulas themselves are tiny, so they live here on their own: a judge
//! submission (HDU 3537, HDU 3404) then carries these few lines instead of the engine.
//!
//! * **Ruler** (turn any run ending at `x`, coins from 1): `g(x) = lowbit(x)`.
//! * **Mock Turtles** (turn one, two or three coins, the rightmost heads to tails; coins
//!   from 0): `g(x)` is the `x`-th *odious* number (odd count of 1 bits), `2x` or `2x + 1`.
//!   Why: a head at `x` moves to no head (value 0), one head `y < x` (value `g(y)`) or two
//!   heads `y < z < x` (value `g(y) ⊕ g(z)`). By induction the `g(y)` are the odious
//!   numbers in order; XORs of two odious numbers are evil, and every non-zero evil number
//!   below the next odious one is such a XOR, so the mex is that next odious number
//!   (checked against the engine in `tests/coins.rs`).
//! * **Turning Corners** (turn the four corners of a rectangle; cells from 0): by the
//!   Tartan theorem it is the product of two "turn exactly two coins" games, each with
//!   `g(x) = x`, so a light at `(x, y)` is worth the nim product `x ⊗ y`
//!   ([`crate::nimber`]).
//!
//! A position's value is the XOR of its heads' values (the coin-turning sum rule), and the
//! player to move wins iff it is not 0.

use crate::nimber::nim_mul;

/// `lowbit(x)`: the largest power of two dividing `x` (0 for 0).
///
/// ```
/// assert_eq!(grundy::closed_forms::lowbit(12), 4);
/// assert_eq!(grundy::closed_forms::lowbit(0), 0);
/// ```
pub fn lowbit(x: u64) -> u64 {
    x & x.wrapping_neg()
}

/// Whether `x` is *odious* (an odd number of 1 bits); otherwise it is *evil*.
pub fn is_odious(x: u64) -> bool {
    x.count_ones() % 2 == 1
}

/// The Mock Turtles value of a single head at `x` (coins from 0): the `x`-th odious
/// number, `2x` if that is odious, else `2x + 1`.
///
/// ```
/// let g: Vec<u64> = (0..8).map(grundy::closed_forms::mock_turtles_value).collect();
/// assert_eq!(g, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
///
/// # Panics
/// If `x ≥ 2^63` (the value would not fit in 64 bits).
pub fn mock_turtles_value(x: u64) -> u64 {
    assert!(x < 1 << 63, "Mock Turtles place {x} is too large");
    2 * x + u64::from(!is_odious(x))
}

/// HDU 3537: whether the player to move loses Mock Turtles with heads at `heads`
/// (places from 0; a place listed twice is one head: the list is a set).
///
/// ```
/// use grundy::closed_forms::mock_turtles_first_player_loses as loses;
/// assert!(loses(&[]));
/// assert!(!loses(&[0]));
/// assert!(loses(&[0, 1, 2, 3]));
/// assert!(!loses(&[5, 5])); // one head at 5
/// ```
///
/// Complexity: O(n log n) for removing repeats.
///
/// # Panics
/// If a place is `2^63` or more.
pub fn mock_turtles_first_player_loses(heads: &[u64]) -> bool {
    let mut set = heads.to_vec();
    set.sort_unstable();
    set.dedup();
    set.iter().fold(0, |acc, &x| acc ^ mock_turtles_value(x)) == 0
}

/// HDU 3404: whether the player to move wins Turning Corners with lights (heads) at the
/// cells `(x, y)`: the XOR of `x ⊗ y` is not 0. Cells are numbered from 0.
///
/// ```
/// use grundy::closed_forms::corners_first_player_wins as wins;
/// assert!(!wins(&[]));
/// assert!(!wins(&[(0, 5)])); // nothing can be done with a light on the edge
/// assert!(wins(&[(1, 1)]));
/// assert!(!wins(&[(2, 2), (1, 3)])); // 2 ⊗ 2 = 3 = 1 ⊗ 3
/// ```
///
/// Complexity: O(n) nim products.
pub fn corners_first_player_wins(lights: &[(u64, u64)]) -> bool {
    lights.iter().fold(0, |acc, &(x, y)| acc ^ nim_mul(x, y)) != 0
}
