//! Mock Turtles (HDU 3537) on places up to `2^63`: the winning moves from the closed form,
//! counted without listing them.
//!
//! **Winning moves.** A head at `x` is worth the `x`-th odious number `od(x)` (proved in
//! [`crate::mock_turtles`]), and a move turning coin `x` (heads to tails) and at most two
//! coins before it wins iff the other coins' values XOR to `t = X ⊕ od(x)`, `X` the
//! position's value. So, for each head `x`:
//!
//! * `t = 0`: turning `x` alone wins;
//! * `t` odious: one more coin, the unique `y` with `od(y) = t`, which is `⌊t/2⌋`
//!   (`od(y)` is `2y` or `2y + 1`), if it lies before `x`;
//! * `t` evil (and not 0): two more coins `y < z < x` with `od(y) ⊕ od(z) = t`. Since
//!   `od(y) = 2y + [y evil]`, that is `2(y ⊕ z) + ([y evil] ⊕ [z evil])`, and the low bit is
//!   the parity of `y ⊕ z`; for an evil `t` it is automatically right once
//!   `y ⊕ z = u = ⌊t/2⌋`. So the pairs are the `y < x` with `z = y ⊕ u < x`, `y < z`; their
//!   number is found by a digit count over the 64 bits of `y` ([`PairCount`]), and the
//!   first few in order by a walk over the same digits, never one `y` at a time (there
//!   can be 10^8 of them).

use super::game::{Component, Explained, Listing, Reason, Why, turn_change};
use crate::i18n::Text;
use crate::mock_turtles::{is_odious, value};
use crate::msg;

/// Mock Turtles with heads at any places below `2^63`.
#[derive(Debug, Clone, Copy, Default)]
pub struct MockTurtles;

/// The pairs `y < z < x` with `y ⊕ z = u`: `ways[r][t1][t2]` counts the ways to choose the
/// `r` lowest bits of `y` given whether `y` and `z = y ⊕ u` still equal `x` on the higher
/// bits (`t1`, `t2`), so that both end strictly below `x`; bit `k`, the highest of `u`, of
/// `y` is 0 (so `y < z`).
pub struct PairCount {
    x: u64,
    u: u64,
    k: u32,
    ways: [[[u64; 2]; 2]; 65],
}

impl PairCount {
    /// The count for `x` and `u ≠ 0`.
    ///
    /// ```
    /// use grundy::study::mock_turtles::PairCount;
    /// // y < z < 6 with y ⊕ z = 3: (0, 3) and (1, 2); (4, 7) and (5, 6) reach past 5.
    /// assert_eq!(PairCount::new(6, 3).count(), 2);
    /// assert_eq!(PairCount::new(6, 3).first(5), [0, 1]);
    /// ```
    pub fn new(x: u64, u: u64) -> Self {
        assert!(u != 0, "the two other coins differ");
        let mut p = PairCount {
            x,
            u,
            k: 63 - u.leading_zeros(),
            ways: [[[0; 2]; 2]; 65],
        };
        p.ways[0][0][0] = 1;
        for r in 1..=64 {
            for t1 in 0..2 {
                for t2 in 0..2 {
                    p.ways[r][t1][t2] = (0..2)
                        .filter_map(|c| p.step(r as u32 - 1, c, t1 == 1, t2 == 1))
                        .map(|(n1, n2)| p.ways[r - 1][usize::from(n1)][usize::from(n2)])
                        .sum();
                }
            }
        }
        p
    }

    /// Setting bit `bit` of `y` to `c` with flags `(t1, t2)`: the new flags, or `None` if
    /// that breaks a bound.
    fn step(&self, bit: u32, c: u64, t1: bool, t2: bool) -> Option<(bool, bool)> {
        let xb = self.x >> bit & 1;
        let z = c ^ (self.u >> bit & 1);
        // Bit k of y is 0 (so y < z), and neither y nor z rises above x.
        let breaks = (bit == self.k && c == 1) || (t1 && c > xb) || (t2 && z > xb);
        let ok = !breaks;
        ok.then_some((t1 && c == xb, t2 && z == xb))
    }

    /// The number of pairs.
    pub fn count(&self) -> u64 {
        self.ways[64][1][1]
    }

    /// The smallest `n` values of `y`, in increasing order.
    pub fn first(&self, n: usize) -> Vec<u64> {
        let mut out = Vec::new();
        self.walk(64, true, true, 0, n, &mut out);
        out
    }

    fn walk(&self, r: usize, t1: bool, t2: bool, y: u64, n: usize, out: &mut Vec<u64>) {
        if out.len() >= n || self.ways[r][usize::from(t1)][usize::from(t2)] == 0 {
            return;
        }
        if r == 0 {
            out.push(y);
            return;
        }
        let bit = r as u32 - 1;
        for c in 0..2 {
            if let Some((n1, n2)) = self.step(bit, c, t1, t2) {
                self.walk(r - 1, n1, n2, y | c << bit, n, out);
            }
        }
    }
}

impl Explained for MockTurtles {
    /// The places showing heads, sorted and distinct.
    type Pos = Vec<u64>;
    /// The coins a move turns, in increasing order (the last goes from heads to tails).
    type Winning = Vec<u64>;

    fn show(&self, heads: &Vec<u64>) -> Text {
        match heads.len() {
            0 => msg!("mock-show-none"),
            _ => msg!("mock-show", heads = super::game::join(heads, " ")),
        }
    }

    fn components(&self, heads: &Vec<u64>) -> Vec<Component> {
        (heads.iter())
            .map(|&x| Component::new(msg!("coin-name", coin = x), "", value(x)))
            .collect()
    }

    fn winning(&self, heads: &Vec<u64>, cap: usize) -> Listing<Vec<u64>> {
        let mut list = Listing::new(cap);
        let all = heads.iter().fold(0, |a, &x| a ^ value(x));
        if all == 0 {
            return list;
        }
        for &x in heads {
            let t = all ^ value(x);
            if t == 0 {
                list.found(vec![x]);
            } else if is_odious(t) {
                if t >> 1 < x {
                    list.found(vec![t >> 1, x]);
                }
            } else {
                let u = t >> 1;
                let pairs = PairCount::new(x, u);
                list.counted(u128::from(pairs.count()));
                if list.has_room() {
                    for y in pairs.first(cap) {
                        list.keep(vec![y, y ^ u, x]);
                    }
                }
            }
        }
        list
    }

    fn describe(&self, _: &Vec<u64>, coins: &Vec<u64>) -> Text {
        let labels: Vec<Text> = coins.iter().map(|c| Text::Raw(c.to_string())).collect();
        msg!("mock-move", n = labels.len(), coins = Text::and(labels))
    }

    fn order(&self) -> Text {
        msg!("mock-order")
    }

    fn why(&self, heads: &Vec<u64>, coins: &Vec<u64>) -> Why {
        let (&x, rest) = coins.split_last().expect("a move turns a coin");
        let others: Vec<(Text, u64, bool)> = (rest.iter())
            .map(|&y| {
                (
                    msg!("coin-name", coin = y),
                    value(y),
                    heads.binary_search(&y).is_ok(),
                )
            })
            .collect();
        let all = heads.iter().fold(0, |a, &h| a ^ value(h));
        Why::Change(turn_change(
            msg!("coin-name", coin = x),
            value(x),
            &others,
            all,
        ))
    }

    fn reason(&self, heads: &Vec<u64>, i: usize) -> Option<Reason> {
        let x = *heads.get(i)?;
        Some(Reason::Odious { x, value: value(x) })
    }

    fn a_move(&self, heads: &Vec<u64>) -> Option<Vec<u64>> {
        // The first head, turned alone.
        heads.first().map(|&x| vec![x])
    }
}
