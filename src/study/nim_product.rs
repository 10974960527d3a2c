//! A nim product shown the way [`crate::nimber`] proves it: one step of the Fermat 2-power
//! recursion.
//!
//! Library Checker's *Nim Product* is not a game, so there is no move to find; what a
//! student can watch is where the number comes from. Take the smallest Fermat 2-power
//! `F = 2^(2^k)` with both operands below `F²` and split them, `a = a1·F ⊕ a0`,
//! `b = b1·F ⊕ b0` (halves below `F`). Because `F ⊗ x = F·x` for `x < F` and
//! `F ⊗ F = F ⊕ F/2`, three half-size products decide everything (Karatsuba):
//!
//! `a ⊗ b = F·((a1 ⊕ a0) ⊗ (b1 ⊕ b0) ⊕ a0 ⊗ b0) ⊕ a0 ⊗ b0 ⊕ (F/2) ⊗ (a1 ⊗ b1)`.
//!
//! One step is shown; the half-size products are the same rule one level down (and can be
//! shown by asking for them). Below `F = 2` there is nothing to split: 0 and 1 multiply as
//! integers. The step is data ([`Step`]); `explain` writes it out
//! ([`crate::study::explain::render`](mod@crate::study::explain::render)), and Turning Corners gives it as the reason a light is
//! worth what it is.

use crate::nimber::nim_mul;

/// The step: `F`, the halves, the three half-size products and the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The two factors, `a` and `b`.
    pub operands: (u64, u64),
    /// The Fermat 2-power split at (0 when both operands are below 2).
    pub f: u64,
    /// `a = a1·F ⊕ a0`.
    pub a: (u64, u64),
    /// `b = b1·F ⊕ b0`.
    pub b: (u64, u64),
    /// `a0 ⊗ b0`.
    pub low: u64,
    /// `(a1 ⊕ a0) ⊗ (b1 ⊕ b0)`.
    pub mixed: u64,
    /// `a1 ⊗ b1`.
    pub high: u64,
    /// `(F/2) ⊗ (a1 ⊗ b1)`.
    pub high_half: u64,
    /// `a ⊗ b`, put together from the parts.
    pub product: u64,
}

/// The step for `a ⊗ b`.
///
/// ```
/// use grundy::study::nim_product::step;
/// let s = step(5, 3); // F = 4: 5 = 1·4 ⊕ 1, 3 = 0·4 ⊕ 3
/// assert_eq!((s.f, s.a, s.b), (4, (1, 1), (0, 3)));
/// assert_eq!((s.low, s.mixed, s.high), (3, 0, 0));
/// assert_eq!(s.product, grundy::nimber::nim_mul(5, 3));
/// ```
pub fn step(a: u64, b: u64) -> Step {
    let top = a.max(b);
    if top < 2 {
        return Step {
            operands: (a, b),
            f: 0,
            a: (0, a),
            b: (0, b),
            low: a * b,
            mixed: 0,
            high: 0,
            high_half: 0,
            product: a * b,
        };
    }
    // The smallest 2^(2^k) with top < F²: F² = 2^(2^(k+1)) covers top's bits.
    let bits = 64 - top.leading_zeros();
    let half_bits = bits.next_power_of_two() / 2;
    let f = 1u64 << half_bits;
    let mask = f - 1;
    let (a1, a0) = (a >> half_bits, a & mask);
    let (b1, b0) = (b >> half_bits, b & mask);
    let low = nim_mul(a0, b0);
    let mixed = nim_mul(a1 ^ a0, b1 ^ b0);
    let high = nim_mul(a1, b1);
    let high_half = nim_mul(f / 2, high);
    Step {
        operands: (a, b),
        f,
        a: (a1, a0),
        b: (b1, b0),
        low,
        mixed,
        high,
        high_half,
        product: ((mixed ^ low) << half_bits) | (low ^ high_half),
    }
}
