//! The minimum excludant: the least non-negative integer missing from a set.
//!
//! `mex` is the heart of the Sprague–Grundy theory: the Grundy value of a position is the
//! mex of its options' values. Tables of Grundy values compute millions of mexes over
//! small sets, so [`Mex`] keeps a reusable *stamp array*: marking value `v` writes the
//! current stamp into `seen[v]`, and starting a new set only increments the stamp, so no
//! clearing is needed. One mex of `k` values costs O(k).

/// The mex of `values`, by a fresh stamp array. For repeated use prefer [`Mex`].
///
/// ```
/// use grundy::mex::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([1, 2]), 0);
/// assert_eq!(mex([]), 0);
/// ```
///
/// Complexity: O(k) for k values.
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    let mut m = Mex::new();
    m.insert_all(values);
    m.value()
}

/// A reusable mex calculator over sets of small non-negative integers.
///
/// ```
/// use grundy::mex::Mex;
/// let mut m = Mex::new();
/// m.insert_all([0, 2, 1, 5]);
/// assert_eq!(m.value(), 3);
/// m.clear();
/// m.insert(1);
/// assert_eq!(m.value(), 0);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Mex {
    seen: Vec<u32>,
    stamp: u32,
}

impl Mex {
    /// An empty calculator (current set empty).
    pub fn new() -> Self {
        Mex {
            seen: Vec::new(),
            stamp: 1,
        }
    }

    /// Starts a new, empty set in O(1) (amortised: the array is wiped once per 2^32 sets).
    pub fn clear(&mut self) {
        if self.stamp == u32::MAX {
            self.seen.fill(0);
            self.stamp = 1;
        } else {
            self.stamp += 1;
        }
    }

    /// Adds `v` to the current set. The array grows to `v + 1` entries if needed, so
    /// values should be small (Grundy values are).
    pub fn insert(&mut self, v: usize) {
        if v >= self.seen.len() {
            self.seen.resize((v + 1).max(2 * self.seen.len()), 0);
        }
        self.seen[v] = self.stamp;
    }

    /// Adds every value of `values`.
    pub fn insert_all(&mut self, values: impl IntoIterator<Item = usize>) {
        for v in values {
            self.insert(v);
        }
    }

    /// Whether `v` is in the current set.
    pub fn contains(&self, v: usize) -> bool {
        self.seen.get(v) == Some(&self.stamp)
    }

    /// The mex of the current set. Complexity: O(mex) ≤ O(set size).
    pub fn value(&self) -> usize {
        (0..).find(|&v| !self.contains(v)).unwrap()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_definition_on_random_sets() {
        let mut rng = crate::rng::Rng::new(3);
        let mut m = Mex::new();
        for _ in 0..2000 {
            m.clear();
            let k = rng.index(12);
            let vals: Vec<usize> = (0..k).map(|_| rng.index(10)).collect();
            m.insert_all(vals.iter().copied());
            let want = (0..).find(|v| !vals.contains(v)).unwrap();
            assert_eq!(m.value(), want, "{vals:?}");
            assert_eq!(mex(vals.iter().copied()), want);
        }
    }

    /// When the stamp wraps, the array is wiped and the stamp starts again at 1: a stamp of
    /// 0 would match every wiped entry, and the empty set's mex would be the array's length.
    #[test]
    fn sets_stay_apart_across_the_stamp_wrap() {
        let mut m = Mex::new();
        m.insert_all([0, 1, 2, 3]);
        m.stamp = u32::MAX - 2;
        for round in 0..6 {
            m.clear();
            assert_eq!(m.value(), 0, "an empty set, {round} sets after the jump");
            assert!((0..8).all(|v| !m.contains(v)), "round {round}");
            m.insert_all([0, 1, 2]);
            assert_eq!(m.value(), 3, "round {round}");
        }
        // The wipe happened: marks made just before it are gone after it.
        m.stamp = u32::MAX;
        m.insert_all([0, 1, 2, 3, 4, 5]);
        m.clear();
        assert_eq!((m.stamp, m.value()), (1, 0));
        m.insert(1);
        assert_eq!(m.value(), 0);
    }

    #[test]
    fn large_values_do_not_break_it() {
        let mut m = Mex::new();
        m.insert_all([0, 1_000_000, 1]);
        assert_eq!(m.value(), 2);
    }
}
