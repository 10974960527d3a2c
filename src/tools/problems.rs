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
        id: "poj2311",
        name: "Cutting Game",
        judge: "POJ 2311",
        time_limit_ms: 1000,
        memory_limit_mib: 64,
        generate: gen_poj2311,
    },
    Problem {
        id: "poj2960",
        name: "S-Nim",
        judge: "POJ 2960",
        time_limit_ms: 2000,
        memory_limit_mib: 64,
        generate: gen_poj2960,
    },
    Problem {
        id: "arc087_c",
        name: "Prefix-free Game",
        judge: "AtCoder ARC 087 E",
        time_limit_ms: 2000,
        memory_limit_mib: 256,
        generate: gen_arc087_c,
    },
    Problem {
        id: "hdu3537",
        name: "Daizhenyang's Coin",
        judge: "HDU 3537",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: gen_hdu3537,
    },
    Problem {
        id: "hdu3404",
        name: "Switch lights",
        judge: "HDU 3404",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: gen_hdu3404,
    },
    Problem {
        id: "hdu1848",
        name: "Fibonacci again and again",
        judge: "HDU 1848",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: gen_hdu1848,
    },
    Problem {
        id: "hdu1907",
        name: "John",
        judge: "HDU 1907",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: gen_hdu1907,
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
/// assert_eq!(grundy::tools::problems::find("poj1704").unwrap().name, "Georgia and Bob");
/// assert!(grundy::tools::problems::find("nope").is_none());
/// ```
pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

/// Scales a judge bound `max` by `size` (0..=MAX_SIZE) on a rough geometric curve, so small
/// sizes give tiny instances and [`MAX_SIZE`] gives exactly `max`; never below `min`.
///
/// ```
/// use grundy::tools::problems::{scaled, MAX_SIZE};
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
        let n = up_to(rng, size, 1, scaled(size, 3, 1000).min(max_pos)) as usize;
        let ps = distinct(rng, n, 1, max_pos);
        writeln!(s, "{n}").unwrap();
        writeln!(s, "{}", itertools::join(&ps, " ")).unwrap();
    }
    s
}

/// `max` at the judge's maximum size, otherwise uniform in `lo..=max`.
fn up_to(rng: &mut Rng, size: u32, lo: u64, max: u64) -> u64 {
    if size >= MAX_SIZE {
        max
    } else {
        rng.range(lo, max)
    }
}

fn gen_poj2311(rng: &mut Rng, size: u32) -> String {
    let mut sheets: Vec<(u64, u64)> = if size >= MAX_SIZE {
        // Every sheet the judge allows, in random order.
        (2..=200)
            .flat_map(|w| (2..=200).map(move |h| (w, h)))
            .collect()
    } else {
        let side = scaled(size, 3, 200);
        (0..scaled(size, 1, 2000))
            .map(|_| (rng.range(2, side), rng.range(2, side)))
            .collect()
    };
    rng.shuffle(&mut sheets);
    sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
}

fn gen_poj2960(rng: &mut Rng, size: u32) -> String {
    let t = scaled(size, 1, 10);
    let max_s = scaled(size, 3, 10000);
    let max_h = scaled(size, 5, 10000);
    let mut s = String::new();
    for _ in 0..t {
        let k = up_to(rng, size, 1, scaled(size, 2, 100));
        let set: Vec<u64> = (0..k).map(|_| rng.range(1, max_s)).collect();
        writeln!(s, "{k} {}", itertools::join(&set, " ")).unwrap();
        let m = up_to(rng, size, 1, scaled(size, 3, 100));
        writeln!(s, "{m}").unwrap();
        for _ in 0..m {
            let l = up_to(rng, size, 1, scaled(size, 3, 100));
            let heaps: Vec<u64> = (0..l).map(|_| rng.range(0, max_h)).collect();
            writeln!(s, "{l} {}", itertools::join(&heaps, " ")).unwrap();
        }
    }
    s.push_str("0\n");
    s
}

fn gen_arc087_c(rng: &mut Rng, size: u32) -> String {
    // Small sizes keep L tiny (exhaustive search can check them); the judge's maximum has
    // total length 10^5 and L = 10^18.
    let len_cap = if size < 10 {
        1 + size as u64 / 3
    } else {
        scaled(size, 4, 100_000)
    };
    let budget = scaled(size, 2, 100_000);
    let mut trie = crate::prefix_free::Trie::new();
    let (mut strings, mut total, mut failures) = (Vec::new(), 0, 0);
    while total < budget && failures < 200 {
        // Mostly short strings, rarely one up to the cap.
        let cap = if rng.chance(1, 200) {
            len_cap.min(budget / 20).max(1)
        } else {
            len_cap.min(24)
        };
        let len = rng.range(1, cap.min(budget - total));
        let s: String = (0..len)
            .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
            .collect();
        if trie.insert(s.as_bytes()).is_ok() {
            total += len;
            strings.push(s);
            failures = 0;
        } else {
            failures += 1;
        }
    }
    let longest = trie.max_len();
    let l = if size >= MAX_SIZE {
        1_000_000_000_000_000_000
    } else if size < 10 {
        longest + rng.range(0, 1)
    } else {
        longest + rng.range(0, 10u64.pow(size * 18 / 100))
    };
    let mut s = format!("{} {l}\n", strings.len());
    for t in &strings {
        writeln!(s, "{t}").unwrap();
    }
    s
}

/// HDU 3537: cases until end of input, each `n` (≤ 100) then `n` places (< 10^8), repeats
/// allowed. Small sizes use few places, so repeats and losing positions are common; the
/// largest size has 100 cases of 100 places.
fn gen_hdu3537(rng: &mut Rng, size: u32) -> String {
    let cases = scaled(size, 1, 100);
    let max_place = scaled(size, 5, 99_999_999);
    let mut s = String::new();
    for _ in 0..cases {
        let n = if size >= MAX_SIZE {
            100
        } else {
            rng.range(0, scaled(size, 4, 100))
        };
        let places: Vec<u64> = (0..n).map(|_| rng.range(0, max_place)).collect();
        writeln!(s, "{n}").unwrap();
        writeln!(s, "{}", itertools::join(&places, " ")).unwrap();
    }
    s
}

/// HDU 3404: `T` cases, each `N` (≤ 1000) distinct lights `x y` (0 ≤ x, y < 10000).
fn gen_hdu3404(rng: &mut Rng, size: u32) -> String {
    let t = scaled(size, 1, 100);
    let side = scaled(size, 3, 10_000);
    let mut s = format!("{t}\n");
    for _ in 0..t {
        let most = scaled(size, 3, 1000).min(side * side);
        let n = if size >= MAX_SIZE {
            most
        } else {
            rng.range(0, most)
        } as usize;
        writeln!(s, "{n}").unwrap();
        for cell in distinct(rng, n, 0, side * side - 1) {
            writeln!(s, "{} {}", cell / side, cell % side).unwrap();
        }
    }
    s
}

/// HDU 1848: lines `m n p` (1..=1000) ended by `0 0 0`.
fn gen_hdu1848(rng: &mut Rng, size: u32) -> String {
    let lines = scaled(size, 1, 1000);
    let max_pile = scaled(size, 4, 1000);
    let mut s = String::new();
    for _ in 0..lines {
        let v: Vec<u64> = (0..3).map(|_| rng.range(1, max_pile)).collect();
        writeln!(s, "{}", itertools::join(&v, " ")).unwrap();
    }
    s.push_str("0 0 0\n");
    s
}

/// HDU 1907: `T` (≤ 474) cases, each `N` (≤ 47) piles of 1..=4747. A quarter of the cases
/// have only piles of 1 (the misère special case).
fn gen_hdu1907(rng: &mut Rng, size: u32) -> String {
    let t = scaled(size, 1, 474);
    let mut s = format!("{t}\n");
    for _ in 0..t {
        let n = if size >= MAX_SIZE {
            47
        } else {
            rng.range(1, scaled(size, 3, 47))
        };
        let top = if rng.chance(1, 4) {
            1
        } else {
            scaled(size, 3, 4747)
        };
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
        writeln!(s, "{n}").unwrap();
        writeln!(s, "{}", itertools::join(&piles, " ")).unwrap();
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
