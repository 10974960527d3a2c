//! A stand-in for the `rustc-hash` crate (`FxHashMap`, `FxHashSet`, `FxHasher`,
//! `FxBuildHasher`) with the standard library only, for std-only single-file submissions.
//!
//! The bundler (`crate::tools::bundle`, std-only flavour) rewrites every path `rustc_hash::…` to
//! `crate::std_hash::…`. The maps are the standard `HashMap`/`HashSet` with the Fx hash
//! (the multiply-rotate hash of the Firefox and rustc code bases: for each word `w`,
//! `h = (h.rotl(5) ^ w) * 0x517cc1b727220a95`): fast, deterministic, not DoS-resistant,
//! which is fine for the small keys of game searches. Hash values, hence iteration
//! orders, may differ from the crate's; the suite's outputs never depend on them, and the
//! bundle tests would notice if one did.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, Hasher};

/// A `HashMap` with the Fx hash.
///
/// ```
/// use grundy::std_hash::FxHashMap;
/// let mut m: FxHashMap<Vec<u8>, bool> = FxHashMap::default();
/// m.insert(vec![1, 2], true);
/// assert_eq!(m.get(&vec![1, 2]), Some(&true));
/// ```
pub type FxHashMap<K, V> = HashMap<K, V, FxBuildHasher>;

/// A `HashSet` with the Fx hash.
pub type FxHashSet<T> = HashSet<T, FxBuildHasher>;

/// Builds [`FxHasher`]s.
#[derive(Debug, Clone, Copy, Default)]
pub struct FxBuildHasher;

impl BuildHasher for FxBuildHasher {
    type Hasher = FxHasher;
    fn build_hasher(&self) -> FxHasher {
        FxHasher::default()
    }
}

/// The Fx hash: one rotate, xor and multiply per machine word.
#[derive(Debug, Clone, Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x517c_c1b7_2722_0a95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf) ^ ((rest.len() as u64) << 56));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The same code, written against the crate and against the stand-in, gives the same
    /// results: the stand-in must be a drop-in for what the suite uses.
    macro_rules! exercise {
        ($m:ident, $s:ident) => {{
            let mut rng = Rng::new(459);
            let mut map: $m<Vec<u32>, u64> = $m::default();
            let mut set: $s<(u8, i64)> = $s::default();
            let mut log = Vec::new();
            for i in 0..3000u64 {
                let k: Vec<u32> = (0..rng.index(4)).map(|_| rng.below(5) as u32).collect();
                *map.entry(k.clone()).or_insert(0) += i;
                let fresh = set.insert((rng.below(7) as u8, rng.below(9) as i64 - 4));
                log.push((map[&k], fresh, map.len(), set.len()));
            }
            let mut all: Vec<_> = map.into_iter().collect();
            all.sort();
            (log, all)
        }};
    }

    #[test]
    fn behaves_like_rustc_hash() {
        use rustc_hash::{FxHashMap as CrateMap, FxHashSet as CrateSet};
        assert_eq!(
            exercise!(FxHashMap, FxHashSet),
            exercise!(CrateMap, CrateSet)
        );
    }

    #[test]
    fn spreads_small_keys() {
        let hashes: HashSet<u64> = (0u32..10_000)
            .map(|i| FxBuildHasher.hash_one(i) >> 57)
            .collect();
        assert_eq!(hashes.len(), 128, "top 7 bits (hashbrown's tags) all used");
        let mut m = FxHashMap::with_capacity_and_hasher(4, FxBuildHasher);
        m.insert("a", 1);
        assert_eq!(m["a"], 1);
    }
}
