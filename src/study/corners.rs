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
//! `2^16` are not searched, and the listing says so. Cost per position: `2^b` products for
//! the table, `b` the bit length of the largest small coordinate (so at most 65 536), then
//! O(64²) per light, and one pass over the small side of the lights whose moves are listed.

use super::game::{Component, Explained, Listing, Why, turn_change};
use crate::nimber::{nim_mul, nim_pow};
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

/// The 16-bit nimbers, a subfield, by logarithms: `exp[k] = g^k` for a generator `g` of its
/// multiplicative group (of order 65 535), twice over so that sums of two logarithms need
/// no reduction, and `log[exp[k]] = k`.
struct Field16 {
    exp: Vec<u16>,
    log: Vec<u32>,
}

/// The order of the 16-bit nimbers' multiplicative group, `3 · 5 · 17 · 257`.
const ORDER: u32 = 65_535;

impl Field16 {
    fn get() -> &'static Field16 {
        static FIELD: OnceLock<Field16> = OnceLock::new();
        FIELD.get_or_init(|| {
            // A generator: no power g^(ORDER / p) is 1 for a prime p dividing the order.
            let g = (2..SMALL)
                .find(|&g| {
                    [3, 5, 17, 257]
                        .iter()
                        .all(|&p| nim_pow(g, u64::from(ORDER / p)) != 1)
                })
                .expect("the group is cyclic");
            let mut exp = Vec::with_capacity(2 * ORDER as usize);
            let mut log = vec![0u32; SMALL as usize];
            let mut v = 1u64;
            for k in 0..ORDER {
                exp.push(v as u16);
                log[v as usize] = k;
                v = nim_mul(v, g);
            }
            exp.extend_from_within(..);
            Field16 { exp, log }
        })
    }

    /// Every `α` in `1 .. 2^16` with its partner `β = X ⊗ α⁻¹`, in the order of `α`'s
    /// logarithm: both tables are then read in sequence, which keeps them in the cache
    /// (lookups at random would miss it).
    fn pairs(&self, x_all: u64) -> impl Iterator<Item = (u64, u64)> + '_ {
        let order = ORDER as usize;
        // β's logarithm is log X − k; for X beyond 16 bits, one product with α⁻¹.
        let log_x = (x_all < SMALL).then(|| self.log[x_all as usize] as usize);
        (0..order).map(move |k| {
            let alpha = u64::from(self.exp[k]);
            let beta = match log_x {
                Some(l) => u64::from(self.exp[l + order - k]),
                None => nim_mul(x_all, u64::from(self.exp[order - k])),
            };
            (alpha, beta)
        })
    }
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
        let field = Field16::get();
        // c[i][j]: α with highest bit i whose partner X ⊗ α⁻¹ has highest bit j, for the α
        // below 2^b, b the bit length of the largest small coordinate (at most 16).
        let small_side = searched.iter().map(|&(x, y)| x.min(y)).max().unwrap_or(0);
        let reach = 1u64 << (64 - small_side.leading_zeros());
        let mut c = [[0u64; 64]; 16];
        for (alpha, beta) in field.pairs(x_all).filter(|&(a, _)| a < reach) {
            c[top_bit(alpha)][top_bit(beta)] += 1;
        }
        for (x, y) in searched {
            let (small, large) = if x <= y { (x, y) } else { (y, x) };
            let count: u64 = bits(small)
                .flat_map(|i| bits(large).map(move |j| (i, j)))
                .map(|(i, j)| c[i][j])
                .sum();
            list.counted(u128::from(count));
            if count == 0 || !list.has_room() {
                continue;
            }
            // The moves at this light: each α on the small side with its one partner.
            let mut moves: Vec<Corners> = (field.pairs(x_all))
                .map(|(alpha, beta)| (small ^ alpha, large ^ beta))
                .filter(|&(s, l)| s < small && l < large)
                .map(|(s, l)| match x <= y {
                    true => Corners { a: s, b: l, x, y },
                    false => Corners { a: l, b: s, x, y },
                })
                .collect();
            // Only the first few by a are kept: select them, then sort those.
            let room = list.room();
            if moves.len() > room {
                moves.select_nth_unstable_by_key(room, |m| m.a);
                moves.truncate(room);
            }
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

    fn why(&self, lights: &Vec<(u64, u64)>, m: &Corners) -> Why {
        let Corners { a, b, x, y } = *m;
        let on = lit(lights);
        let all = on.iter().fold(0, |v, &(p, q)| v ^ nim_mul(p, q));
        let others: Vec<(String, u64, bool)> = [(a, b), (a, y), (x, b)]
            .iter()
            .map(|&(p, q)| {
                (
                    format!("light ({p}, {q})"),
                    nim_mul(p, q),
                    on.contains(&(p, q)),
                )
            })
            .collect();
        let mut change = turn_change(format!("light ({x}, {y})"), nim_mul(x, y), &others, all);
        change.becomes = change
            .becomes
            .replacen("tails, turning", "off, switching", 1);
        if let Some(note) = &mut change.note {
            *note = note
                .replace("shows heads already", "is on already")
                .replace("show heads already", "are on already")
                .replace("to tails", "off");
        }
        Why::Change(change)
    }
}
