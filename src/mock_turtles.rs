//! Mock Turtles, and HDU 3537 *Daizhenyang's Coin* as an instance of it.
//!
//! **The game.** Coins lie on places `0, 1, 2, …`, each heads or tails. A move turns over
//! one, two or three coins, the rightmost of which must go from heads to tails. Whoever
//! cannot move loses. HDU 3537 lists the places showing heads (a place listed twice is
//! still one head) and asks whether the player to move loses.
//!
//! **A position is a sum of single heads.** As in every coin-turning game, a position with
//! heads at the places `P` has the Grundy value `g(x1) ⊕ g(x2) ⊕ …` over `x ∈ P`, where
//! `g(x)` is the value of a lone head at `x` (the coin-turning sum rule, proved in
//! [`crate::coins`]). So the player to move loses iff that XOR is 0.
//!
//! **A lone head at `x` is worth the `x`-th odious number** (counting from 0; a number is
//! *odious* when it has an odd number of 1 bits, *evil* otherwise): `g(x) = 2x` when that
//! is odious, else `2x + 1`. Call that number `od(x)`. By induction on `x`: a move from a
//! lone head at `x` turns it to tails and leaves no head (value 0), one head `y < x` (value
//! `od(y)`) or two heads `y < z < x` (value `od(y) ⊕ od(z)`). The `od(y)` for `y < x` are
//! exactly the odious numbers below `od(x)`. The XOR of two odious numbers is evil (bit
//! counts add, modulo 2), and every evil `e` with `0 < e < od(x)` is such a XOR:
//! `e = lowbit(e) ⊕ (e − lowbit(e))`, two distinct odious numbers (one bit, and one bit
//! fewer than `e`) below `e`. So the options reach 0, every evil and every odious number
//! below `od(x)`, and never `od(x)` itself (it is odious and not below itself, and every
//! XOR of two is evil): the mex is `od(x)`. The engine in [`crate::coins`] confirms the
//! values by brute force in its tests.
//!
//! A consequence the classic coin-turning notes point out: a position is lost iff it has an
//! even number of heads whose places XOR to 0. Since `od(x) = 2x + [x evil]`, the XOR of
//! the values is twice the XOR of the places, plus the parity of the number of evil
//! places; it is 0 iff the places XOR to 0 (so their bit counts sum to an even number, and
//! the odious places are even in number) and the evil places are even in number too.

use crate::input::Input;
use crate::layout::counted;
use proconio::input;

/// Whether `x` is *odious* (an odd number of 1 bits); otherwise it is *evil*.
///
/// ```
/// use grundy::mock_turtles::is_odious;
/// assert!(is_odious(7) && !is_odious(6));
/// ```
pub fn is_odious(x: u64) -> bool {
    x.count_ones() % 2 == 1
}

/// The Mock Turtles value of a single head at `x` (places from 0): the `x`-th odious
/// number, `2x` if that is odious, else `2x + 1`.
///
/// ```
/// let g: Vec<u64> = (0..8).map(grundy::mock_turtles::value).collect();
/// assert_eq!(g, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
///
/// # Panics
/// If `x ≥ 2^63` (the value would not fit in 64 bits).
pub fn value(x: u64) -> u64 {
    assert!(x < 1 << 63, "Mock Turtles place {x} is too large");
    2 * x + u64::from(!is_odious(x))
}

/// Whether the player to move wins Mock Turtles with heads at `heads` (places from 0; a
/// place listed twice is one head: the list is a set).
///
/// ```
/// use grundy::mock_turtles::first_player_wins as wins;
/// assert!(!wins(&[]));
/// assert!(wins(&[0]));
/// assert!(!wins(&[0, 1, 2, 3]));
/// assert!(wins(&[5, 5])); // one head at 5
/// ```
///
/// Complexity: O(n log n) for removing repeats.
///
/// # Panics
/// If a place is `2^63` or more.
pub fn first_player_wins(heads: &[u64]) -> bool {
    let mut set = heads.to_vec();
    set.sort_unstable();
    set.dedup();
    set.iter().fold(0, |acc, &x| acc ^ value(x)) != 0
}

/// HDU 3537's line for a case: it asks whether the player to move (Daizhenyang) loses, so
/// `No` when the player to move wins and `Yes` when it loses.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins { "No" } else { "Yes" }
}

/// The judge input of HDU 3537: cases until the end of the input, each `n` then `n`
/// places showing heads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// Each case's places (repeats allowed), as listed.
    pub cases: Vec<Vec<u64>>,
}

impl JudgeInput {
    /// Reads the whole input; a place of `2^63` or more is bad input (its value would not
    /// fit in 64 bits).
    ///
    /// ```
    /// use grundy::{input::Input, mock_turtles::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("2\n1 3\n0\n"));
    /// assert_eq!(input.cases, [vec![1, 3], vec![]]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let mut cases = Vec::new();
        loop {
            let case = cases.len() + 1;
            cases.push(counted(
                src,
                "place",
                format_args!("in case {case}"),
                |src, _| {
                    input! { from &mut *src, a: u64 }
                    src.check(a < 1 << 63, || {
                        format!("case {case}: place {a} is too large (at most 2^63 − 1)")
                    });
                    a
                },
            ));
            if src.is_exhausted() {
                return JudgeInput { cases };
            }
        }
    }
}
