//! Library Checker *Nim Product (F_{2^64})*: its input, read exactly, and the products.
//!
//! **The problem.** `T` lines `A B` of 64-bit numbers (`T ≤ 10^6`); print `A ⊗ B`, their
//! product as nimbers, for each. The product is [`crate::nimber`]'s change of basis to
//! `GF(2)[x]/(x^64 + x^4 + x^3 + x + 1)` with one carry-less multiply, whose correctness
//! (an isomorphism of fields fixed by the images of the Fermat 2-powers) is proved there.
//!
//! **Two readers, one format.** A maximal input is about 40 MB, so reading dominates. The
//! binary first tries `crate::bulk_io::map_pairs`, which takes only the plain form of the
//! format (digits and whitespace, exactly `T` pairs) and never words an error; anything
//! else — a `+` sign, a byte-order mark, bad input — is read by [`JudgeInput::read`], the
//! one definition of the format, with the suite's bad-input contract. It reads numbers
//! with [`Input::next_u64_or`], one pass over the bytes, instead of `proconio`'s generic
//! `FromStr` route, which measured about 55 ns per token.

use crate::input::Input;
use crate::nimber::nim_mul_slices;

/// The judge input: the `T` pairs `(A, B)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// The operands, in input order.
    pub pairs: Vec<(u64, u64)>,
}

/// Pairs multiplied per call of the bulk product.
const BLOCK: usize = 4096;

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

    /// The answers `A ⊗ B`, in input order, by the bulk product a block at a time.
    ///
    /// ```
    /// use grundy::nim_product::JudgeInput;
    /// let input = JudgeInput { pairs: vec![(2, 2), (16, 16), (0, 5)] };
    /// assert_eq!(input.products(), [3, 24, 0]);
    /// ```
    pub fn products(&self) -> Vec<u64> {
        let mut products = Vec::with_capacity(self.pairs.len());
        let (mut a, mut b, mut p) = ([0u64; BLOCK], [0u64; BLOCK], [0u64; BLOCK]);
        for block in self.pairs.chunks(BLOCK) {
            let n = block.len();
            for (i, &(x, y)) in block.iter().enumerate() {
                (a[i], b[i]) = (x, y);
            }
            nim_mul_slices(&a[..n], &b[..n], &mut p[..n]);
            products.extend_from_slice(&p[..n]);
        }
        products
    }
}
