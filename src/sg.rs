//! Sprague–Grundy tables for heap games, game sums, and periodicity of subtraction games.
//!
//! **Grundy values.** In an impartial game under normal play (whoever cannot move loses),
//! the Grundy value of a position is the mex of its options' values; a position is lost for
//! the player to move iff its value is 0. A *heap game* has positions "a heap of `n`", and
//! a move turns a heap into zero or more smaller heaps. By the Sprague–Grundy theorem a
//! position made of several independent components (a *sum*) has the XOR of their values
//! ([`nim_sum`]), so one table `g(0), g(1), …` of single-heap values solves every
//! multi-heap position.
//!
//! **Tables, bottom-up.** Every option of a heap of `n` consists of heaps smaller than `n`,
//! so `g(n)` depends only on `g(0..n)`. The builders here fill the table in increasing `n`
//! without recursion (no stack depth to worry about), using one reusable [`Mex`]:
//!
//! * [`grundy_table`], the general form: a closure receives `n` and the finished prefix
//!   `g[..n]` and pushes the *values* of the options. Anything whose options are sums of
//!   smaller instances fits: heap games, take-and-break games, coin-turning games (where a
//!   move's value is the XOR of the values of the coins it turns, besides the one it must
//!   turn), the trie game of `prefix_free`.
//! * [`heap_table`]: options given as single heaps (`n` becomes `m < n`).
//! * [`take_and_break_table`]: options given as lists of heaps, whose values XOR.
//! * [`subtraction_table`]: the subtraction game `S`, where a move removes `s ∈ S` tokens.
//!
//! **Periodicity of subtraction games.** Let `S` be finite with largest element `m`. For
//! `n ≥ m` every `s ∈ S` is a legal removal, so `g(n) = mex{ g(n − s) : s ∈ S }` depends
//! only on the *window* `W(n − m) = (g(n − m), …, g(n − 1))`. Hence the windows obey
//! `W(i + 1) = F(W(i))` for one fixed map `F`, for every `i ≥ 0`. Two consequences:
//!
//! 1. If `W(p) = W(p + q)` for some `p ≥ 0`, `q ≥ 1`, then applying `F` to both sides gives
//!    `W(i) = W(i + q)` for all `i ≥ p`, so `g(n + q) = g(n)` for every `n ≥ p`: the
//!    sequence is periodic from `p` on with period `q`. Conversely such a periodicity makes
//!    the two windows equal. So "`g` is periodic from `p` with period `q`" is *equivalent*
//!    to `W(p) = W(p + q)`. Values never exceed `|S|` (a mex of at most `|S|` values), so
//!    there are finitely many windows and every finite subtraction game is ultimately
//!    periodic.
//! 2. The windows `W(0), W(1), …` are an orbit of `F`, so they run along a "rho": a tail of
//!    distinct windows, then a cycle. If `W(j)` is the first window equal to an earlier one,
//!    `W(i)`, then no window before `i` ever recurs and `W(i)` recurs first at `i + (j − i)`.
//!    By (1) the smallest `p` from which `g` is periodic is `i`, and the smallest period
//!    from there is `j − i`. That pair is what CGSuite reports as (preperiod, period): the
//!    number of values before the periodic part (counting `g(0)`), then the least period.
//!    Every other valid pair `(p, q)` has `p ≥ i` and `q` a multiple of `j − i`, so
//!    "smallest preperiod, then smallest period" and "smallest of each" agree.
//!
//! [`subtraction_periodicity`] finds that first repeated window with a rolling hash
//! (verified by comparing the windows, so hash collisions cannot give a wrong answer).

use crate::mex::Mex;
use std::collections::HashMap;

/// Nim-sum (XOR) of Grundy values: the value of a sum of independent games.
///
/// ```
/// use grundy::sg::nim_sum;
/// assert_eq!(nim_sum([1, 2, 3]), 0);
/// assert_eq!(nim_sum([5]), 5);
/// assert_eq!(nim_sum([]), 0);
/// ```
pub fn nim_sum(values: impl IntoIterator<Item = usize>) -> usize {
    values.into_iter().fold(0, |x, v| x ^ v)
}

/// Grundy values `g(0..len)` of a game whose positions are numbered so that every option of
/// position `n` is built from positions below `n`.
///
/// `option_values(n, g, out)` receives `n`, the finished prefix `g = g[..n]`, and an empty
/// buffer, and pushes the Grundy value of every option of `n` (for an option made of several
/// components, the XOR of their values). Then `g(n)` is the mex of what was pushed.
///
/// ```
/// use grundy::sg::grundy_table;
/// // Kayles: remove one or two adjacent pins from a row, possibly splitting it in two.
/// let g = grundy_table(12, |n, g, out| {
///     for take in 1..=2.min(n) {
///         for left in 0..=n - take {
///             out.push(g[left] ^ g[n - take - left]);
///         }
///     }
/// });
/// assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// ```
///
/// Complexity: O(total number of options pushed), plus whatever the closure spends.
pub fn grundy_table(
    len: usize,
    mut option_values: impl FnMut(usize, &[usize], &mut Vec<usize>),
) -> Vec<usize> {
    let mut g = Vec::with_capacity(len);
    let mut buf = Vec::new();
    let mut mex = Mex::new();
    for n in 0..len {
        buf.clear();
        option_values(n, &g, &mut buf);
        mex.clear();
        mex.insert_all(buf.iter().copied());
        g.push(mex.value());
    }
    g
}

/// Grundy values `g(0..len)` of a heap game where a move turns a heap of `n` into a single
/// heap of `m < n`; `options(n, out)` pushes those `m`.
///
/// ```
/// use grundy::sg::heap_table;
/// // Nim: any smaller heap.
/// assert_eq!(heap_table(5, |n, out| out.extend(0..n)), [0, 1, 2, 3, 4]);
/// ```
///
/// # Panics
/// If an option is not smaller than its heap.
pub fn heap_table(len: usize, mut options: impl FnMut(usize, &mut Vec<usize>)) -> Vec<usize> {
    let mut heaps = Vec::new();
    grundy_table(len, |n, g, out| {
        heaps.clear();
        options(n, &mut heaps);
        for &m in &heaps {
            assert!(m < n, "option {m} of heap {n} is not smaller");
            out.push(g[m]);
        }
    })
}

/// The options of one heap in a take-and-break game: each option is a list of heaps.
/// Filled by the closure of [`take_and_break_table`].
#[derive(Debug, Default, Clone)]
pub struct Splits {
    heaps: Vec<usize>,
    ends: Vec<usize>,
}

impl Splits {
    /// Adds the option "the heap becomes the heaps `parts`" (empty: the heap vanishes).
    pub fn push(&mut self, parts: &[usize]) {
        self.heaps.extend_from_slice(parts);
        self.ends.push(self.heaps.len());
    }

    /// Number of options pushed so far.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether no option was pushed.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    fn clear(&mut self) {
        self.heaps.clear();
        self.ends.clear();
    }

    /// The options pushed, each as its list of heaps.
    pub fn iter(&self) -> impl Iterator<Item = &[usize]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts.zip(&self.ends).map(|(a, &b)| &self.heaps[a..b])
    }
}

/// Grundy values `g(0..len)` of a take-and-break heap game: a move turns a heap of `n` into
/// several heaps, each smaller than `n`; `options(n, splits)` pushes each option as the
/// list of resulting heaps. An option's value is the XOR of its heaps' values.
///
/// ```
/// use grundy::sg::{take_and_break_table, Splits};
/// // Grundy's game: split a heap into two unequal non-empty heaps.
/// let g = take_and_break_table(11, |n, s: &mut Splits| {
///     for a in 1..n.div_ceil(2) {
///         s.push(&[a, n - a]);
///     }
/// });
/// assert_eq!(g, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// ```
///
/// # Panics
/// If an option holds a heap not smaller than `n`.
pub fn take_and_break_table(len: usize, mut options: impl FnMut(usize, &mut Splits)) -> Vec<usize> {
    let mut splits = Splits::default();
    grundy_table(len, |n, g, out| {
        splits.clear();
        options(n, &mut splits);
        for parts in splits.iter() {
            out.push(parts.iter().fold(0, |x, &m| {
                assert!(m < n, "part {m} of an option of heap {n} is not smaller");
                x ^ g[m]
            }));
        }
    })
}

/// Grundy values `g(0..len)` of the subtraction game `S`: a move removes `s ∈ S` tokens
/// from a heap (`s ≤` the heap). Duplicates in `set` are harmless.
///
/// ```
/// use grundy::sg::subtraction_table;
/// assert_eq!(subtraction_table(&[1, 3, 4], 10), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
///
/// Complexity: O(len · |S|).
///
/// # Panics
/// If `set` contains 0 (a move that changes nothing would make the game endless).
pub fn subtraction_table(set: &[usize], len: usize) -> Vec<usize> {
    let set = normalize(set);
    let mut g: Vec<usize> = Vec::with_capacity(len);
    let mut mex = Mex::new();
    for n in 0..len {
        g.push(subtraction_value(&set, &g, n, &mut mex));
    }
    g
}

/// Sorted, deduplicated copy of a subtraction set, checked for 0.
fn normalize(set: &[usize]) -> Vec<usize> {
    assert!(!set.contains(&0), "a subtraction set cannot contain 0");
    let mut s = set.to_vec();
    s.sort_unstable();
    s.dedup();
    s
}

/// `g(n)` from `g[..n]`, for a sorted set.
fn subtraction_value(sorted: &[usize], g: &[usize], n: usize, mex: &mut Mex) -> usize {
    mex.clear();
    for &s in sorted.iter().take_while(|&&s| s <= n) {
        mex.insert(g[n - s]);
    }
    mex.value()
}

/// Ultimate periodicity of a Grundy sequence: `g(n + period) = g(n)` for all
/// `n ≥ preperiod`, with both numbers as small as possible (CGSuite's convention:
/// the preperiod counts the values `g(0), g(1), …` before the periodic part).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// Number of leading values outside the periodic part.
    pub preperiod: usize,
    /// Least period of the periodic part.
    pub period: usize,
}

/// The (preperiod, period) of the subtraction game `set` (see the module docs for why
/// the first repeated window of `max(set)` values gives exactly the least pair), or `None`
/// if it is not found among the first `limit` values. Also returns the values computed,
/// `preperiod + period + max(set)` of them on success.
///
/// ```
/// use grundy::sg::{subtraction_periodicity, Periodicity};
/// let (p, g) = subtraction_periodicity(&[1, 2, 3], 1000).unwrap();
/// assert_eq!(p, Periodicity { preperiod: 0, period: 4 });
/// assert_eq!(g[..4], [0, 1, 2, 3]);
/// assert!(subtraction_periodicity(&[1, 3, 4], 5).is_none());
/// ```
///
/// Complexity: O(L · |S|) time and O(L) memory (about 40 bytes per value), where
/// L = preperiod + period + max(S), or `limit` when no period is found; each hash collision
/// costs one window comparison.
///
/// # Panics
/// If `set` is empty or contains 0.
pub fn subtraction_periodicity(set: &[usize], limit: usize) -> Option<(Periodicity, Vec<usize>)> {
    find_period(set, limit, u64::MAX)
}

/// [`subtraction_periodicity`] with the window hashes cut to `key_mask` (tests use a tiny
/// mask to force collisions).
fn find_period(set: &[usize], limit: usize, key_mask: u64) -> Option<(Periodicity, Vec<usize>)> {
    let set = normalize(set);
    let m = *set.last().expect("a subtraction set cannot be empty");
    if m > limit {
        return None; // not even one window fits
    }
    // Polynomial hash of a window modulo the Mersenne prime 2^61 − 1 (values + 1 as digits).
    const P: u64 = HASH_P;
    const BASE: u64 = HASH_BASE;
    let mulmod = mulmod61;
    let top = powmod61(BASE, m as u64 - 1); // BASE^(m-1)
    // First window seen with each hash; windows whose hash collides with a different,
    // earlier window (rare) go to `more`, so no candidate is ever lost. (The standard
    // library's map, not `rustc_hash`'s: the one bundle holding this module, POJ 2960's,
    // never calls this function, and a std-only bundle would carry a stand-in for
    // `rustc_hash` only for it.)
    let mut first: HashMap<u64, usize> = HashMap::new();
    let mut more: HashMap<u64, Vec<usize>> = HashMap::new();
    let mut g: Vec<usize> = Vec::new();
    let mut mex = Mex::new();
    let mut hash = 0u64;
    for n in 0..limit {
        g.push(subtraction_value(&set, &g, n, &mut mex));
        if n >= m {
            // Drop g(n − m), the leading digit of the window W(n − m).
            hash = (hash + P - mulmod(g[n - m] as u64 + 1, top)) % P;
        }
        hash = (mulmod(hash, BASE) + g[n] as u64 + 1) % P;
        if n + 1 < m {
            continue;
        }
        // `hash` is now the hash of W(j), j = n + 1 − m.
        let j = n + 1 - m;
        let same = |i: &usize| g[*i..*i + m] == g[j..j + m];
        let key = hash & key_mask;
        let found = match first.get(&key) {
            None => {
                first.insert(key, j);
                None
            }
            Some(i) if same(i) => Some(*i),
            Some(_) => {
                let others = more.entry(key).or_default();
                let hit = others.iter().find(|i| same(i)).copied();
                if hit.is_none() {
                    others.push(j);
                }
                hit
            }
        };
        if let Some(i) = found {
            let p = Periodicity {
                preperiod: i,
                period: j - i,
            };
            return Some((p, g));
        }
    }
    None
}

/// The window hash's modulus, the Mersenne prime 2^61 − 1, and its base.
pub(crate) const HASH_P: u64 = (1 << 61) - 1;
pub(crate) const HASH_BASE: u64 = 1_000_003;

/// `a·b mod 2^61 − 1` for `a, b < 2^61`: fold the 122-bit product with 2^61 ≡ 1.
pub(crate) fn mulmod61(a: u64, b: u64) -> u64 {
    let x = a as u128 * b as u128;
    let y = (x as u64 & HASH_P) + (x >> 61) as u64;
    let y = (y & HASH_P) + (y >> 61);
    if y >= HASH_P { y - HASH_P } else { y }
}

/// `base^exp mod 2^61 − 1` for `base < 2^61`, by repeated squaring: O(log exp), so a
/// window of 2^32 values costs 32 squarings, not 2^32 products.
pub(crate) fn powmod61(mut base: u64, mut exp: u64) -> u64 {
    let mut x = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            x = mulmod61(x, base);
        }
        base = mulmod61(base, base);
        exp >>= 1;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use rustc_hash::FxHashMap;

    #[test]
    fn powmod61_is_repeated_multiplication() {
        let mut x = 1;
        for e in 0..2000u64 {
            assert_eq!(powmod61(HASH_BASE, e), x, "exponent {e}");
            x = mulmod61(x, HASH_BASE);
        }
        // Fermat: BASE^(P − 1) = 1 modulo the prime P = 2^61 − 1.
        assert_eq!(powmod61(HASH_BASE, HASH_P - 1), 1);
        assert_eq!(powmod61(HASH_BASE, HASH_P), HASH_BASE);
    }

    /// Naive least (preperiod, period) of a finite sequence: the least `p`, then the least
    /// `q`, such that `g[n + q] == g[n]` for all `n ≥ p` inside the sequence, with
    /// `p + 2q` at most the length (so at least `q` values confirm the period).
    fn naive_periodicity(g: &[usize]) -> Option<Periodicity> {
        for p in 0..g.len() {
            for q in 1..=(g.len() - p) / 2 {
                if (p..g.len() - q).all(|n| g[n + q] == g[n]) {
                    return Some(Periodicity {
                        preperiod: p,
                        period: q,
                    });
                }
            }
        }
        None
    }

    /// Direct definition: mex over legal removals, recomputed without the shared helper.
    fn brute_subtraction(set: &[usize], len: usize) -> Vec<usize> {
        let mut g = Vec::new();
        for n in 0..len {
            let opts: Vec<usize> = set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        g
    }

    fn periodicity(set: &[usize]) -> Periodicity {
        subtraction_periodicity(set, 1 << 20).unwrap().0
    }

    #[test]
    fn known_periods() {
        // {1, 2, 3}: 0 1 2 3 repeating.
        assert_eq!(
            periodicity(&[1, 2, 3]),
            Periodicity {
                preperiod: 0,
                period: 4
            }
        );
        // {1, 3, 4}: 0 1 0 1 2 3 2 repeating, period 7.
        assert_eq!(
            periodicity(&[4, 3, 1]),
            Periodicity {
                preperiod: 0,
                period: 7
            }
        );
        // {k}: k zeros then k ones.
        assert_eq!(
            periodicity(&[5]),
            Periodicity {
                preperiod: 0,
                period: 10
            }
        );
        // {2, 5}: 0 0 1 1 0 2 1 repeating, period 7.
        assert_eq!(
            periodicity(&[2, 5]),
            Periodicity {
                preperiod: 0,
                period: 7
            }
        );
        // {2, 4, 7}: 0 0 1 1 2 2 0 3, then 1 0 2 repeating: preperiod 8 (g(7) = 3 but
        // g(10) = 2), period 3. Found by brute force: the only such set of two or three
        // elements inside 1..=7.
        assert_eq!(
            periodicity(&[2, 4, 7]),
            Periodicity {
                preperiod: 8,
                period: 3
            }
        );
        // Each of these, and one more, also checked against the naive search on brute force.
        for set in [
            &[1, 2, 3][..],
            &[1, 3, 4],
            &[5],
            &[2, 5],
            &[2, 4, 7],
            &[3, 5, 9],
        ] {
            let g = brute_subtraction(set, 400);
            assert_eq!(Some(periodicity(set)), naive_periodicity(&g), "{set:?}");
        }
    }

    #[test]
    fn conventions_match_cgsuite() {
        // Figures CGSuite reports (its own test suite, `CheckPeriodicity(2000)`):
        // Subtraction([2,3,7]): period 5, preperiod 0; Kayles (0.77): period 12,
        // preperiod 71; Dawson's Kayles (0.07): period 34, preperiod 53. The last two are
        // take-and-break games, not subtraction games, so their pairs come from the naive
        // search over 600 values; they pin down that the preperiod counts g(0).
        assert_eq!(
            periodicity(&[2, 3, 7]),
            Periodicity {
                preperiod: 0,
                period: 5
            }
        );
        let octal = |removals: &'static [usize]| {
            take_and_break_table(600, move |n, sp| {
                for &r in removals.iter().filter(|&&r| r <= n) {
                    for a in 0..=n - r {
                        sp.push(&[a, n - r - a]);
                    }
                }
            })
        };
        let kayles = octal(&[1, 2]);
        assert_eq!(kayles[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(
            naive_periodicity(&kayles),
            Some(Periodicity {
                preperiod: 71,
                period: 12
            })
        );
        let dawson = octal(&[2]);
        assert_eq!(dawson[..12], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
        assert_eq!(
            naive_periodicity(&dawson),
            Some(Periodicity {
                preperiod: 53,
                period: 34
            })
        );
    }

    #[test]
    fn nonzero_preperiods_exist_and_are_minimal() {
        // Search sets inside 1..=9 for positive preperiods, and check each with the naive
        // search on a long brute-force prefix.
        let mut found = 0;
        for mask in 1u32..(1 << 9) {
            let set: Vec<usize> = (1..=9).filter(|i| mask >> (i - 1) & 1 == 1).collect();
            let (p, g) = subtraction_periodicity(&set, 1 << 20).unwrap();
            let brute = brute_subtraction(&set, 3 * (p.preperiod + p.period + 9) + 60);
            assert_eq!(g[..], brute[..g.len()], "{set:?}");
            assert_eq!(Some(p), naive_periodicity(&brute), "{set:?}");
            if p.preperiod > 0 {
                found += 1;
            }
        }
        assert!(found > 10, "only {found} sets with a positive preperiod");
    }

    #[test]
    fn hash_collisions_cannot_change_the_answer() {
        let mut rng = Rng::new(61);
        for _ in 0..100 {
            let k = rng.range(1, 5) as usize;
            let set: Vec<usize> = (0..k).map(|_| rng.range(1, 20) as usize).collect();
            let want = subtraction_periodicity(&set, 1 << 20);
            for mask in [0, 1, 7] {
                assert_eq!(find_period(&set, 1 << 20, mask), want, "{set:?}");
            }
        }
    }

    #[test]
    fn limit_too_small_gives_none() {
        assert!(subtraction_periodicity(&[1, 2, 3], 4).is_none());
        assert!(subtraction_periodicity(&[1, 2, 3], 7).is_some());
    }

    #[test]
    fn random_sets_agree_with_naive_search() {
        let mut rng = Rng::new(2960);
        for _ in 0..300 {
            let k = rng.range(1, 5) as usize;
            let set: Vec<usize> = (0..k).map(|_| rng.range(1, 15) as usize).collect();
            let (p, _) = subtraction_periodicity(&set, 1 << 20).unwrap();
            let brute = brute_subtraction(&set, 3 * (p.preperiod + p.period + 15) + 60);
            assert_eq!(Some(p), naive_periodicity(&brute), "{set:?}");
            assert_eq!(subtraction_table(&set, brute.len()), brute);
        }
    }

    #[test]
    fn builders_agree() {
        let set = [2, 3, 7];
        let a = subtraction_table(&set, 50);
        let b = heap_table(50, |n, out| {
            out.extend(set.iter().filter(|&&s| s <= n).map(|s| n - s))
        });
        let c = take_and_break_table(50, |n, sp| {
            for &s in set.iter().filter(|&&s| s <= n) {
                sp.push(&[n - s]);
            }
        });
        assert_eq!(a, b);
        assert_eq!(a, c);
    }

    #[test]
    fn take_and_break_with_vanishing_and_three_parts() {
        // Remove one token, leaving up to three heaps, or remove the whole heap: values are
        // checked against a memoised search of actual multi-heap positions.
        let g = take_and_break_table(12, |n, sp| {
            if n >= 1 {
                sp.push(&[]);
                let r = n - 1;
                for a in 0..=r {
                    for b in 0..=r - a {
                        sp.push(&[a, b, r - a - b]);
                    }
                }
            }
        });
        fn wins(mut heaps: Vec<usize>, memo: &mut FxHashMap<Vec<usize>, bool>) -> bool {
            heaps.retain(|&h| h > 0);
            heaps.sort_unstable();
            if let Some(&w) = memo.get(&heaps) {
                return w;
            }
            let mut win = false;
            for i in 0..heaps.len() {
                let rest: Vec<usize> = heaps
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &h)| h)
                    .collect();
                if !wins(rest.clone(), memo) {
                    win = true;
                }
                let r = heaps[i] - 1;
                for a in 0..=r {
                    for b in 0..=r - a {
                        let mut next = rest.clone();
                        next.extend([a, b, r - a - b]);
                        if !wins(next, memo) {
                            win = true;
                        }
                    }
                }
            }
            memo.insert(heaps, win);
            win
        }
        let mut memo = FxHashMap::default();
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let heaps: Vec<usize> = (0..rng.range(1, 3)).map(|_| rng.index(7)).collect();
            let x = nim_sum(heaps.iter().map(|&h| g[h]));
            assert_eq!(x != 0, wins(heaps.clone(), &mut memo), "{heaps:?}");
        }
    }

    #[test]
    #[should_panic(expected = "cannot contain 0")]
    fn zero_in_set_panics() {
        subtraction_table(&[0, 1], 3);
    }
}
