//! Library Checker *Nim Product (F_{2^64})*: its input, read fast.
//!
//! **The problem.** `T` lines `A B` of 64-bit numbers (`T ≤ 10^6`); print `A ⊗ B`, their
//! product as nimbers, for each. The product is [`crate::nimber`]'s change of basis to
//! `GF(2)[x]/(x^64 + x^4 + x^3 + x + 1)` with one carry-less multiply, whose correctness
//! (an isomorphism of fields fixed by the images of the Fermat 2-powers) is proved there.
//!
//! **Reading is on the critical path.** A maximal input is about 40 MB, so numbers come
//! from [`Input::next_u64`], one pass over the bytes with the suite's bad-input contract,
//! instead of `proconio`'s generic `FromStr` route, which measured about 55 ns per token,
//! most of the 0.15 s budget on its own.

use crate::input::Input;

/// The judge input: the `T` pairs `(A, B)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// The operands, in input order.
    pub pairs: Vec<(u64, u64)>,
}

impl JudgeInput {
    /// Reads `T` and the `T` pairs.
    ///
    /// ```
    /// use grundy::{input::Input, nim_product::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("2\n1 2\n3 18446744073709551615\n"));
    /// assert_eq!(input.pairs, [(1, 2), (3, u64::MAX)]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let t = src.next_u64_or(|| "T, the number of pairs".to_string());
        let t = usize::try_from(t).unwrap_or_else(|_| src.fail(format!("T = {t} is too large")));
        let mut pairs = Vec::with_capacity(t.min(1 << 24));
        for i in 0..t {
            let a = src.next_u64_or(|| format!("{t} pairs `A B`, found {i}"));
            let b = src.next_u64_or(|| format!("B of pair {}", i + 1));
            pairs.push((a, b));
        }
        src.expect_end();
        JudgeInput { pairs }
    }
}
