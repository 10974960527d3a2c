//! The suite's problem table: judge id, name, time limit and random-input generator of
//! every judge problem, in one place for the local judge, stress testing and tests.

use crate::rng::Rng;
use std::fmt::Write;

/// Generates one valid input of a problem. `size` runs from 0 (tiniest) to
/// [`MAX_SIZE`] (the judge's stated maximum); the generator scales every bound with it.
pub type Generator = fn(rng: &mut Rng, size: u32) -> String;

/// The largest `size` a [`Generator`] takes: inputs at the judge's limits.
pub const MAX_SIZE: u32 = 100;

/// One judge problem of the suite.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// Judge id: the binary's name and the `testdata/` directory's name.
    pub id: &'static str,
    /// The problem's title at its judge.
    pub name: &'static str,
    /// Where the problem lives.
    pub judge: &'static str,
    /// The judge's time limit, in milliseconds.
    pub time_limit_ms: u64,
    /// The judge's memory limit, in MiB.
    pub memory_limit_mib: u64,
    /// Random valid inputs.
    pub generate: Generator,
}

/// Every judge problem, in the README's order.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        id: "poj1704",
        name: "Georgia and Bob",
        judge: "POJ 1704",
        time_limit_ms: 1000,
        memory_limit_mib: 10,
        generate: gen_poj1704,
    },
    Problem {
        id: "pe459",
        name: "Flipping game",
        judge: "Project Euler 459",
        // Project Euler states no limits; its "one-minute rule" is the customary bound.
        time_limit_ms: 60_000,
        memory_limit_mib: 1024,
        generate: gen_pe459,
    },
    Problem {
        id: "nim_product_64",
        name: "Nim Product (F_{2^64})",
        judge: "Library Checker",
        time_limit_ms: 10_000,
        memory_limit_mib: 1024,
        generate: gen_nim_product_64,
    },
];

/// The problem with judge id `id`.
///
/// ```
/// assert_eq!(grundy::problems::find("poj1704").unwrap().name, "Georgia and Bob");
/// assert!(grundy::problems::find("nope").is_none());
/// ```
pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

/// Scales a judge bound `max` by `size` (0..=MAX_SIZE) on a rough geometric curve, so small
/// sizes give tiny instances and [`MAX_SIZE`] gives exactly `max`; never below `min`.
///
/// ```
/// use grundy::problems::{scaled, MAX_SIZE};
/// assert_eq!(scaled(0, 1, 1000), 1);
/// assert_eq!(scaled(MAX_SIZE, 1, 1000), 1000);
/// ```
pub fn scaled(size: u32, min: u64, max: u64) -> u64 {
    let size = size.min(MAX_SIZE);
    if size == MAX_SIZE {
        return max;
    }
    let f = (size as f64 / MAX_SIZE as f64).powi(3);
    (min as f64 + f * (max - min) as f64).round() as u64
}

/// `k` distinct values from `lo..=hi` in random order.
///
/// # Panics
/// If the range holds fewer than `k` values.
pub fn distinct(rng: &mut Rng, k: usize, lo: u64, hi: u64) -> Vec<u64> {
    assert!(
        hi >= lo && (hi - lo) as u128 + 1 >= k as u128,
        "range too small"
    );
    let mut seen = rustc_hash::FxHashSet::default();
    let mut out = Vec::with_capacity(k);
    while out.len() < k {
        let x = rng.range(lo, hi);
        if seen.insert(x) {
            out.push(x);
        }
    }
    out
}

fn gen_poj1704(rng: &mut Rng, size: u32) -> String {
    let t = scaled(size, 1, 20);
    let max_pos = scaled(size, 4, 10000);
    let mut s = format!("{t}\n");
    for _ in 0..t {
        let n = rng.range(1, scaled(size, 3, 1000).min(max_pos)) as usize;
        let ps = distinct(rng, n, 1, max_pos);
        writeln!(s, "{n}").unwrap();
        writeln!(s, "{}", itertools::join(&ps, " ")).unwrap();
    }
    s
}

fn gen_pe459(rng: &mut Rng, size: u32) -> String {
    // N from 1 up to 10^6, the value Project Euler asks for.
    let n = rng.range(
        scaled(size, 1, 1_000_000) / 2 + 1,
        scaled(size, 1, 1_000_000),
    );
    format!("{n}\n")
}

fn gen_nim_product_64(rng: &mut Rng, size: u32) -> String {
    // T up to 10^6 lines `A B`: mostly raw 64-bit values, with small, Fermat 2-power,
    // sparse and near-2^64 operands mixed in.
    let t = scaled(size, 1, 1_000_000);
    let operand = |rng: &mut Rng| match rng.below(8) {
        0 => rng.below(256),
        1 => 1u64 << (1 << rng.below(6)),
        2 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
        3 => u64::MAX - rng.below(1000),
        _ => rng.next_u64(),
    };
    let mut s = String::with_capacity(t as usize * 42 + 8);
    writeln!(s, "{t}").unwrap();
    for _ in 0..t {
        let (a, b) = (operand(rng), operand(rng));
        writeln!(s, "{a} {b}").unwrap();
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_generators_run() {
        for (i, p) in PROBLEMS.iter().enumerate() {
            assert!(
                PROBLEMS[..i].iter().all(|q| q.id != p.id),
                "duplicate {}",
                p.id
            );
            let mut rng = Rng::new(1);
            for size in [0, 1, 10, 50] {
                assert!((p.generate)(&mut rng, size).ends_with('\n'));
            }
        }
    }
}
