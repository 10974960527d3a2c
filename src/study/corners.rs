//! Turning Corners (HDU 3404) on cells with any 64-bit coordinates: the winning moves from
//! the nim product, counted without trying them one by one.
//!
//! **Winning moves.** A light at `(x, y)` is worth `x ⊗ y` (proved in
//! [`crate::turning_corners`]). A move at a lit corner `(x, y)` with opposite corner
//! `(a, b)`, `a < x`, `b < y`, switches four lights worth, by distributivity,
//! `x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b = (x ⊕ a) ⊗ (y ⊕ b)`. It wins iff that equals the position's
//! value `X`. Write `α = x ⊕ a`, `β = y ⊕ b`: then `a < x` iff the highest bit of `α` is a
//! bit of `x`, and `b < y` iff the highest bit of `β` is a bit of `y`; and `α ⊗ β = X` fixes
//! `β = X ⊗ α⁻¹` (nimbers are a field). So the winning moves at `(x, y)` are counted by
//! `C[i][j]`, the number of `α` with highest bit `i` whose partner `X ⊗ α⁻¹` has highest bit
//! `j`, summed over the bits `i` of `x` and `j` of `y`. One table of `C` for `α < 2^16`
//! (65 535 products) serves every light with a coordinate below `2^16`; the relation is
//! symmetric, so the small coordinate may be either. Lights with both coordinates at least
//! `2^16` are not searched, and the listing says so.

use super::game::{Component, Explained, Listing};
use crate::nimber::{nim_inv, nim_mul};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// Coordinates below this are searched (one side of a light suffices).
pub const SMALL: u64 = 1 << 16;

/// Turning Corners with lights at any cells.
#[derive(Debug, Clone, Copy, Default)]
pub struct TurningCorners;

/// Switch the four corners of the rectangle from `(a, b)` to `(x, y)`; `(x, y)` is lit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Corners {
    /// The opposite corner's row, below `x`.
    pub a: u64,
    /// The opposite corner's column, below `y`.
    pub b: u64,
    /// The lit corner's row.
    pub x: u64,
    /// The lit corner's column.
    pub y: u64,
}

/// Nim inverses of `0 .. 2^16` (the 16-bit nimbers are a subfield; 0 has none, kept 0).
fn inverses() -> &'static [u16] {
    static INV: OnceLock<Vec<u16>> = OnceLock::new();
    INV.get_or_init(|| {
        (0..SMALL)
            .map(|a| nim_inv(a).map_or(0, |i| i as u16))
            .collect()
    })
}

fn top_bit(v: u64) -> usize {
    63 - v.leading_zeros() as usize
}

fn bits(v: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&i| v >> i & 1 == 1)
}

/// The lights that are on: those listed an odd number of times, in first-listed order.
pub fn lit(lights: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut times: FxHashMap<(u64, u64), usize> = FxHashMap::default();
    for &c in lights {
        *times.entry(c).or_default() += 1;
    }
    let mut out = Vec::new();
    for &c in lights {
        if times.remove(&c).is_some_and(|n| n % 2 == 1) {
            out.push(c);
        }
    }
    out
}

impl Explained for TurningCorners {
    /// The lights as listed (a light listed twice is off again).
    type Pos = Vec<(u64, u64)>;
    type Winning = Corners;

    fn show(&self, lights: &Vec<(u64, u64)>) -> String {
        match lights.len() {
            0 => "no light".to_string(),
            _ => {
                let cells: Vec<String> =
                    lights.iter().map(|(x, y)| format!("({x}, {y})")).collect();
                format!("lights at {}", cells.join(" "))
            }
        }
    }

    fn components(&self, lights: &Vec<(u64, u64)>) -> Vec<Component> {
        let mut seen: FxHashMap<(u64, u64), usize> = FxHashMap::default();
        (lights.iter())
            .map(|&(x, y)| {
                let times = seen.entry((x, y)).or_default();
                *times += 1;
                let detail = if *times > 1 { "listed again" } else { "" };
                Component::new(format!("light ({x}, {y})"), detail, nim_mul(x, y))
            })
            .collect()
    }

    fn winning(&self, lights: &Vec<(u64, u64)>, cap: usize) -> Listing<Corners> {
        let mut list = Listing::new(cap);
        let on = lit(lights);
        let x_all = on.iter().fold(0, |v, &(x, y)| v ^ nim_mul(x, y));
        if x_all == 0 {
            return list;
        }
        let searched: Vec<(u64, u64)> = on
            .iter()
            .copied()
            .filter(|&(x, y)| x.min(y) < SMALL)
            .collect();
        if searched.len() < on.len() {
            list.uncounted = Some(format!(
                "an uncounted number at the {} lit light(s) with both coordinates at least {SMALL}, \
                 not searched",
                on.len() - searched.len()
            ));
        }
        if searched.is_empty() {
            return list;
        }
        let inv = inverses();
        // c[i][j]: α < 2^16 with highest bit i whose partner X ⊗ α⁻¹ has highest bit j.
        let mut c = [[0u64; 64]; 16];
        for alpha in 1..SMALL {
            let beta = nim_mul(x_all, u64::from(inv[alpha as usize]));
            c[top_bit(alpha)][top_bit(beta)] += 1;
        }
        for (x, y) in searched {
            let (small, large) = if x < SMALL { (x, y) } else { (y, x) };
            let count: u64 = bits(small)
                .flat_map(|i| bits(large).map(move |j| (i, j)))
                .map(|(i, j)| c[i][j])
                .sum();
            list.counted(u128::from(count));
            if count == 0 || !list.has_room() {
                continue;
            }
            // The moves at this light, by a: from the small side's α, each with one partner.
            let mut moves: Vec<Corners> = (0..small)
                .filter_map(|s| {
                    let partner = nim_mul(x_all, u64::from(inv[(small ^ s) as usize])) ^ large;
                    (partner < large).then_some(if x < SMALL {
                        Corners {
                            a: s,
                            b: partner,
                            x,
                            y,
                        }
                    } else {
                        Corners {
                            a: partner,
                            b: s,
                            x,
                            y,
                        }
                    })
                })
                .collect();
            moves.sort_unstable_by_key(|m| m.a);
            for m in moves {
                list.keep(m);
            }
        }
        list
    }

    fn describe(&self, _: &Vec<(u64, u64)>, m: &Corners) -> String {
        let Corners { a, b, x, y } = *m;
        format!("switch the lights at ({a}, {b}), ({a}, {y}), ({x}, {b}) and ({x}, {y})")
    }

    fn order(&self) -> String {
        "by the lit corner in the order listed, then by the opposite corner's row".to_string()
    }
}
