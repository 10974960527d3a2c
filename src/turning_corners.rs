//! Turning Corners, and HDU 3404 *Switch lights* as an instance of it.
//!
//! **The game.** Lights sit on the cells `(x, y)` of a grid, `x, y ≥ 0`, each on or off. A
//! move picks a lit cell `(x, y)` and a cell `(a, b)` with `a < x`, `b < y`, and switches
//! the four corners `(x, y)`, `(a, y)`, `(x, b)`, `(a, b)` of their rectangle (the light at
//! `(x, y)` goes off; the others toggle). Whoever cannot move loses. It is a two-dimensional
//! coin-turning game, lights being heads.
//!
//! **A light at `(x, y)` is worth the nim product `x ⊗ y`.** By the coin-turning sum rule
//! ([`crate::coins`]) a position is worth the XOR of its lone lights' values `g(x, y)`. A
//! move from a lone light at `(x, y)` leaves lights at `(a, y)`, `(x, b)` and `(a, b)`, so
//!
//! `g(x, y) = mex { g(a, y) ⊕ g(x, b) ⊕ g(a, b) : a < x, b < y }`,
//!
//! which is word for word Conway's recursive definition of the nim product `x ⊗ y`
//! ([`crate::nimber`]); both are 0 on the edges `x = 0` or `y = 0`, where no move exists.
//! Equivalently, by the Tartan theorem ([`crate::tartan`]) the game is the product of two
//! copies of the one-dimensional "turn exactly two coins" game, whose lone coin at `x` is
//! worth `x` (it is Nim). So the player to move wins iff the XOR of `x ⊗ y` over the lit
//! cells is not 0; the nim product costs a few table lookups and one carry-less multiply.
//!
//! **Lights listed twice.** The answer is the XOR over the lights *as listed*: a light
//! listed twice cancels, as if switched on and off again. That is the statement's rule
//! taken literally and what accepted judge solutions compute, so repeated lights are
//! solved, not rejected (HDU 3537, by contrast, asks to read its list as a set).

use crate::input::Input;
use crate::layout::counted;
use crate::nimber::nim_mul;
use proconio::input;

/// Whether the player to move wins Turning Corners with lights at the cells `(x, y)`
/// (numbered from 0): the XOR of `x ⊗ y` is not 0.
///
/// ```
/// use grundy::turning_corners::first_player_wins as wins;
/// assert!(!wins(&[]));
/// assert!(!wins(&[(0, 5)])); // nothing can be done with a light on the edge
/// assert!(wins(&[(1, 1)]));
/// assert!(!wins(&[(2, 2), (1, 3)])); // 2 ⊗ 2 = 3 = 1 ⊗ 3
/// ```
///
/// Complexity: O(n) nim products.
pub fn first_player_wins(lights: &[(u64, u64)]) -> bool {
    lights.iter().fold(0, |acc, &(x, y)| acc ^ nim_mul(x, y)) != 0
}

/// HDU 3404's line for a case.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Have a try, lxhgww."
    } else {
        "Don't waste your time."
    }
}

/// The judge input of HDU 3404: `T`, then per case `N` and `N` lines `x y`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// Each case's lit cells `(x, y)`, as listed.
    pub cases: Vec<Vec<(u64, u64)>>,
}

impl JudgeInput {
    /// Reads the whole input.
    ///
    /// ```
    /// use grundy::{input::Input, turning_corners::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("1\n2\n1 1\n3 4\n"));
    /// assert_eq!(input.cases, [vec![(1, 1), (3, 4)]]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let cases = counted(src, "case", "", |src, case| {
            counted(src, "light", format_args!("in case {case}"), |src, j| {
                input! { from &mut *src, x: u64 }
                src.need(|| format!("y of light {j} in case {case}"));
                input! { from &mut *src, y: u64 }
                (x, y)
            })
        });
        src.expect_end();
        JudgeInput { cases }
    }
}
