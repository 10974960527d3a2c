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
//!
//! **One move where none is counted** ([`one_move`]). When every winning move lies at lights
//! with both coordinates at least `2^16`, one is still found: at a lit `(x, y)` whose value
//! holds `X`'s top bit (such a light has a winning move, since its options reach every value
//! below its own), solve `α ⊗ β = X` with the top bit of `α` a bit of `x` and that of `β` a
//! bit of `y`. Split at the Fermat 2-power `F` with all three below `F²`: `α = α₁F ⊕ α₀`,
//! `β = β₁F ⊕ β₀`, `X = X₁F ⊕ X₀`. With `α₁, β₁ ≠ 0` chosen, `F ⊗ F = F ⊕ F/2` turns the
//! product into `α₁β₁ ⊕ α₁β₀ ⊕ α₀β₁ = X₁` and `α₀β₀ ⊕ (F/2)α₁β₁ = X₀`: the first gives
//! `β₀ = p ⊕ qα₀` (`q = α₁⁻¹β₁`, `p = α₁⁻¹X₁ ⊕ β₁`), the second the quadratic
//! `qα₀² ⊕ pα₀ = X₀ ⊕ (F/2)α₁β₁`, which, as `z ↦ z² ⊕ z` is linear over GF(2), is a linear
//! system of at most 32 equations. When one half of `α` or `β` is 0 the problem is the same
//! one in the smaller field, and a side below `2^16` is searched whole through the
//! logarithm tables.

use super::game::{Component, Explained, Listing, Reason, Why, turn_change};
use crate::nimber::{nim_inv, nim_mul, nim_pow};
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
            let far = on.len() - searched.len();
            list.uncounted = Some(format!(
                "an uncounted number at the {far} lit light{} with both coordinates at least \
                 {SMALL}, not searched",
                if far == 1 { "" } else { "s" }
            ));
        }
        if searched.is_empty() {
            if let Some(m) = one_move(&on, x_all) {
                list.keep(m);
            }
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
        if list.count == 0
            && let Some(m) = one_move(&on, x_all)
        {
            list.keep(m);
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

    fn reason(&self, lights: &Vec<(u64, u64)>, i: usize) -> Option<Reason> {
        let (x, y) = *lights.get(i)?;
        Some(Reason::Product(crate::study::nim_product::step(x, y)))
    }

    fn a_move(&self, lights: &Vec<(u64, u64)>) -> Option<Corners> {
        // The first lit light off the axes, with the opposite corner at (0, 0).
        let (x, y) = lit(lights).into_iter().find(|&(x, y)| x > 0 && y > 0)?;
        Some(Corners { a: 0, b: 0, x, y })
    }
}

/// One winning move at the lit lights `on` of value `x_all ≠ 0` (see the module docs), or
/// `None` if none is found (none exists when `x_all` is 0).
///
/// ```
/// use grundy::nimber::nim_mul;
/// use grundy::study::corners::one_move;
/// let on = [(70_000, 70_000), (1, 1)];
/// let x = nim_mul(70_000, 70_000) ^ 1;
/// let m = one_move(&on, x).unwrap();
/// assert!(m.a < m.x && m.b < m.y);
/// assert_eq!(nim_mul(m.x ^ m.a, m.y ^ m.b), x);
/// ```
///
/// Complexity: at most a few hundred products and inverses per light in the large field,
/// and `2^16` at a side below `2^16`.
pub fn one_move(on: &[(u64, u64)], x_all: u64) -> Option<Corners> {
    if x_all == 0 {
        return None;
    }
    let top = 1u64 << top_bit(x_all);
    // Lights whose value holds X's top bit first: one of them surely has a winning move.
    let mut order: Vec<(u64, u64)> = on.to_vec();
    order.sort_by_key(|&(x, y)| nim_mul(x, y) & top == 0);
    order.into_iter().find_map(|(x, y)| {
        let (alpha, beta) = factor(x_all, x, y)?;
        Some(Corners {
            a: x ^ alpha,
            b: y ^ beta,
            x,
            y,
        })
    })
}

/// Whether `alpha ≠ 0` has its top bit among the bits of `side` (then `side ⊕ alpha < side`).
fn within(alpha: u64, side: u64) -> bool {
    alpha != 0 && side >> top_bit(alpha) & 1 == 1
}

/// `(α, β)` with `α ⊗ β = t`, [`within`]`(α, x)` and [`within`]`(β, y)`, if one is found.
fn factor(t: u64, x: u64, y: u64) -> Option<(u64, u64)> {
    if t == 0 || x == 0 || y == 0 {
        return None;
    }
    if x.min(y) < SMALL {
        // Every α below 2^16 with its top bit in the small side, through the logarithms.
        let field = Field16::get();
        let small = x.min(y);
        let found = (1..=small).map(|a| small ^ (a - 1)).find_map(|alpha| {
            let inv = u64::from(field.exp[(ORDER - field.log[alpha as usize]) as usize]);
            let beta = nim_mul(t, inv);
            within(beta, x.max(y)).then_some((alpha, beta))
        })?;
        return Some(if x <= y { found } else { (found.1, found.0) });
    }
    // Both sides at least 2^16: split at the Fermat 2-power F with x, y, t below F².
    let half = (64 - (x | y | t).leading_zeros()).next_power_of_two() / 2;
    let low = (1u64 << half) - 1;
    let (x1, x0, y1, y0, t1, t0) = (x >> half, x & low, y >> half, y & low, t >> half, t & low);
    let join = |hi: u64, lo: u64| hi << half | lo;
    // Both upper halves non-zero: the quadratic, for a few choices of them.
    if x1 != 0 && y1 != 0 {
        let mut seed = t ^ x.rotate_left(21) ^ y.rotate_left(42);
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .wrapping_add(0x2545_f491_4f6c_dd1d);
            (seed >> 17) % n
        };
        let tries = (x1.saturating_mul(y1)).min(256);
        for k in 0..tries {
            let (a, b) = if x1.saturating_mul(y1) <= 256 {
                (k / y1, k % y1)
            } else {
                (next(x1), next(y1))
            };
            let (a1, b1) = (x1 ^ a, y1 ^ b);
            if let Some((a0, b0)) = lower_halves(t1, t0, a1, b1, half) {
                return Some((join(a1, a0), join(b1, b0)));
            }
        }
    }
    // α in the upper half, β in the lower: α₁ ⊗ β₀ = t₁ and α₀ = t₀ ⊗ β₀⁻¹.
    if x1 != 0
        && y0 != 0
        && t1 != 0
        && let Some((a1, b0)) = factor(t1, x1, y0)
    {
        let a0 = nim_mul(t0, nim_inv(b0)?);
        return Some((join(a1, a0), b0));
    }
    if x0 != 0
        && y1 != 0
        && t1 != 0
        && let Some((a0, b1)) = factor(t1, x0, y1)
    {
        let b0 = nim_mul(t0, nim_inv(a0)?);
        return Some((a0, join(b1, b0)));
    }
    // Both in the lower half: their product is too.
    if t1 == 0 && x0 != 0 && y0 != 0 {
        return factor(t0, x0, y0);
    }
    None
}

/// `(α₀, β₀)`, both below `F = 2^half`, with `(α₁F ⊕ α₀) ⊗ (β₁F ⊕ β₀) = t₁F ⊕ t₀` for
/// `α₁, β₁ ≠ 0` below `F`, if the quadratic it comes to has a root (see the module docs).
fn lower_halves(t1: u64, t0: u64, a1: u64, b1: u64, half: u32) -> Option<(u64, u64)> {
    let a1_inv = nim_inv(a1)?;
    let q = nim_mul(a1_inv, b1);
    let p = nim_mul(a1_inv, t1) ^ b1;
    let r = t0 ^ nim_mul(1 << (half - 1), nim_mul(a1, b1));
    // q α₀² ⊕ p α₀ = r.
    let a0 = if p == 0 {
        // α₀² = r ⊗ q⁻¹: the square root is the power 2^(half − 1) in the field of 2^half.
        nim_pow(nim_mul(r, nim_inv(q)?), 1 << (half - 1))
    } else {
        // α₀ = (p ⊗ q⁻¹) ⊗ z with z² ⊕ z = r ⊗ q ⊗ p⁻².
        let p_inv = nim_inv(p)?;
        let c = nim_mul(nim_mul(r, q), nim_mul(p_inv, p_inv));
        let z = artin_schreier(c, half)?;
        nim_mul(nim_mul(p, nim_inv(q)?), z)
    };
    let b0 = p ^ nim_mul(q, a0);
    let product = nim_mul(a1 << half | a0, b1 << half | b0);
    (product == t1 << half | t0).then_some((a0, b0))
}

/// A `z` below `2^bits` with `z ⊗ z ⊕ z = c`, if any: `z ↦ z² ⊕ z` is GF(2)-linear on the
/// field of nimbers below `2^bits`, so this is Gaussian elimination over its basis `2^k`.
fn artin_schreier(mut c: u64, bits: u32) -> Option<u64> {
    // Reduced images by their top bit, each with the combination of basis vectors giving it.
    let mut rows: [(u64, u64); 64] = [(0, 0); 64];
    for k in 0..bits {
        let e = 1u64 << k;
        let (mut v, mut combo) = (nim_mul(e, e) ^ e, e);
        while v != 0 {
            let t = top_bit(v);
            if rows[t].0 == 0 {
                rows[t] = (v, combo);
                break;
            }
            v ^= rows[t].0;
            combo ^= rows[t].1;
        }
    }
    let mut z = 0;
    while c != 0 {
        let (v, combo) = rows[top_bit(c)];
        if v == 0 {
            return None;
        }
        c ^= v;
        z ^= combo;
    }
    Some(z)
}
