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
//! **One winning move, always** ([`one_move`]). Write `A(v)` for the non-zero `α` whose
//! highest bit is a bit of `v`: exactly the `v ⊕ a` with `a < v`. A move at `(x, y)` changes
//! the value by `α ⊗ β` for some `α ∈ A(x)`, `β ∈ A(y)`, and by each of them. Conversely
//! every `t ∈ A(x ⊗ y)` is such a product: `x ⊗ y` is the mex of the values
//! `a⊗y ⊕ x⊗b ⊕ a⊗b` (`a < x`, `b < y`), so `c = x⊗y ⊕ t < x⊗y` is one of them, and then
//! `t = (x ⊕ a) ⊗ (y ⊕ b)`. Some lit light's value holds `X`'s highest bit (`X` is the XOR
//! of the values), so `X` is in `A` of that value: [`one_move`] takes the first such light
//! and `factor` solves `α ⊗ β = t` with `α ∈ A(x)`, `β ∈ A(y)` for any `t ∈ A(x ⊗ y)`.
//! (Other lights may have winning moves too, moves that raise their value: light `(3, 2)`,
//! worth 1, has the move from corner `(2, 0)`, which changes the value by `1 ⊗ 2 = 2`.)
//!
//! `factor`, by induction on the field. If `x = y = 1`, then `t = 1 = 1 ⊗ 1`. Otherwise
//! split at the Fermat 2-power `F = 2^(2^k)` with `x, y < F²`: `v = v₁F ⊕ v₀`, `v₁` and `v₀`
//! in the field `K` of the nimbers below `F`. As `F ⊗ F = F ⊕ F/2`,
//! `α ⊗ β = F·(α₁β₁ ⊕ α₁β₀ ⊕ α₀β₁) ⊕ α₀β₀ ⊕ (F/2)α₁β₁` (⋆); so `x ⊗ y = F·P₁ ⊕ P₀` with
//! `P₁ = x₁y₁ ⊕ x₁y₀ ⊕ x₀y₁` and `P₀ = x₀y₀ ⊕ (F/2)x₁y₁`. And `α ∈ A(x)` iff `α₁ ∈ A(x₁)`
//! (any `α₀`), or `α₁ = 0` and `α₀ ∈ A(x₀)`. A bit of an XOR is a bit of one of its terms,
//! and each factoring below is the same problem in `K` (the induction):
//! - `t₁ ≠ 0`: `t₁`'s highest bit is one of `P₁`, so of `x₁y₀`, `x₀y₁` or `x₁y₁`. In `x₁y₀`:
//!   `α₁ ⊗ β₀ = t₁` there, `β₁ = 0`, `α₀ = t₀ ⊗ β₀⁻¹`; in `x₀y₁` alike. In `x₁y₁`:
//!   `α₁ ⊗ β₁ = t₁` there, and (⋆) asks `α₁β₀ = α₀β₁` and `α₀β₀ = t₀ ⊕ (F/2)t₁`, so
//!   `α₀ = α₁β₀β₁⁻¹` and `β₀² = (t₀ ⊕ (F/2)t₁)β₁α₁⁻¹`. Squaring is additive and one-to-one
//!   (characteristic 2), so a bijection of `K`: `β₀` is the square root, `v^(F/2)`.
//! - `t₁ = 0`: `t₀`'s highest bit is one of `P₀`, so of `x₀y₀` (factor there, `α₁ = β₁ = 0`)
//!   or of `(F/2) ⊗ m`, `m = x₁y₁`. Then factor `t₀ = γ ⊗ h` with `γ ∈ A(m)` and
//!   `h ∈ A(F/2) = [F/2, F)`, then `γ = α₁ ⊗ β₁` with `α₁ ∈ A(x₁)`, `β₁ ∈ A(y₁)`. The `F`
//!   part of (⋆), `α₁β₀ ⊕ α₀β₁ = α₁β₁`, holds exactly for `β₀ = β₁w`, `α₀ = α₁(1 ⊕ w)`,
//!   `w ∈ K`; the rest then reads `γ(w² ⊕ w ⊕ F/2) = γh`, that is `w² ⊕ w = h ⊕ F/2`. The
//!   map `w ↦ w² ⊕ w` is GF(2)-linear with kernel `{0, 1}`, so its image has `F/2`
//!   elements; it lies in the kernel of the trace `Tr(v) = v ⊕ v² ⊕ v⁴ ⊕ … ⊕ v^(F/2)`
//!   (`Tr(w²) = Tr(w)`), which has `F/2` elements too: they are equal. `Tr(v)` is bit
//!   `2^k − 1` of `v`, `K`'s highest (below), clear in `h ⊕ F/2 < F/2`: a root `w` exists,
//!   and Gaussian elimination over the bits of `K` finds one.
//!
//! The trace is `K`'s highest bit, by the same tower: in `{0, 1}`, `Tr(v) = v`. Otherwise
//! `K = K′(F′)`, `F′ = 2^(2^(k−1))` a root of `z² ⊕ z ⊕ F′/2` over `K′` whose other root is
//! `F′ ⊕ 1`, so the trace of `K` over `K′` takes `v₁F′ ⊕ v₀` to
//! `v₁(F′ ⊕ F′ ⊕ 1) ⊕ v₀(1 ⊕ 1) = v₁`; the absolute trace is `K′`'s of that, bit
//! `2^(k−1) − 1` of `v₁`, which is bit `2^k − 1` of `v`.
//!
//! Each call makes at most two calls one field down, so there are at most
//! `1 + 2 + … + 64 = 127` calls (splits at `F = 2^32, 2^16, …, 2`), each a few products, an
//! inverse, a square root or a `2^k`-bit elimination: microseconds.

use super::game::{Component, Explained, Listing, Reason, Why, switch_change};
use crate::i18n::Text;
use crate::msg;
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

    fn show(&self, lights: &Vec<(u64, u64)>) -> Text {
        match lights.len() {
            0 => msg!("corners-show-none"),
            _ => {
                let cells: Vec<String> =
                    lights.iter().map(|(x, y)| format!("({x}, {y})")).collect();
                msg!("corners-show", lights = cells.join(" "))
            }
        }
    }

    fn components(&self, lights: &Vec<(u64, u64)>) -> Vec<Component> {
        let mut seen: FxHashMap<(u64, u64), usize> = FxHashMap::default();
        (lights.iter())
            .map(|&(x, y)| {
                let times = seen.entry((x, y)).or_default();
                *times += 1;
                let detail = if *times > 1 {
                    msg!("corners-listed-again")
                } else {
                    Text::default()
                };
                Component::new(msg!("light-name", x = x, y = y), detail, nim_mul(x, y))
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
            list.uncounted = Some(msg!("corners-uncounted", far = far, small = SMALL));
        }
        if !searched.is_empty() {
            count_and_list(&mut list, &searched, x_all);
        }
        if list.count == 0 {
            // Every winning move is at the lights not searched: one of them, found there.
            let m = one_move(&on, x_all).expect("a lit light's value holds X's highest bit");
            list.keep(m);
        }
        list
    }

    fn describe(&self, _: &Vec<(u64, u64)>, m: &Corners) -> Text {
        let Corners { a, b, x, y } = *m;
        let cells = [(a, b), (a, y), (x, b), (x, y)].map(|(p, q)| Text::Raw(format!("({p}, {q})")));
        msg!("corners-move", lights = Text::and(cells.to_vec()))
    }

    fn order(&self) -> Text {
        msg!("corners-order")
    }

    fn why(&self, lights: &Vec<(u64, u64)>, m: &Corners) -> Why {
        let Corners { a, b, x, y } = *m;
        let on = lit(lights);
        let all = on.iter().fold(0, |v, &(p, q)| v ^ nim_mul(p, q));
        let others: Vec<(Text, u64, bool)> = [(a, b), (a, y), (x, b)]
            .iter()
            .map(|&(p, q)| {
                (
                    msg!("light-name", x = p, y = q),
                    nim_mul(p, q),
                    on.contains(&(p, q)),
                )
            })
            .collect();
        let change = switch_change(
            msg!("light-name", x = x, y = y),
            nim_mul(x, y),
            &others,
            all,
        );
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

/// Counts the winning moves at the `searched` lights (each with a coordinate below
/// [`SMALL`]) of a position of value `x_all ≠ 0` into `list`, and keeps the first (see the
/// module docs).
fn count_and_list(list: &mut Listing<Corners>, searched: &[(u64, u64)], x_all: u64) {
    let field = Field16::get();
    // c[i][j]: α with highest bit i whose partner X ⊗ α⁻¹ has highest bit j, for the α
    // below 2^b, b the bit length of the largest small coordinate (at most 16).
    let small_side = searched.iter().map(|&(x, y)| x.min(y)).max().unwrap_or(0);
    let reach = 1u64 << (64 - small_side.leading_zeros());
    let mut c = [[0u64; 64]; 16];
    for (alpha, beta) in field.pairs(x_all).filter(|&(a, _)| a < reach) {
        c[top_bit(alpha)][top_bit(beta)] += 1;
    }
    for &(x, y) in searched {
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
}

/// One winning move at the lit lights `on` of value `x_all`: at the first light whose value
/// holds `x_all`'s highest bit, by `factor` (see the module docs). `None` only if no light's
/// value holds it: never when `x_all` is the XOR of the lights' values and not 0, always when
/// it is 0.
///
/// ```
/// use grundy::nimber::nim_mul;
/// use grundy::study::corners::one_move;
/// let on = [(70_000, 70_000), (1, 1)];
/// let x = nim_mul(70_000, 70_000) ^ 1;
/// let m = one_move(&on, x).unwrap();
/// assert!(m.a < m.x && m.b < m.y);
/// assert_eq!(nim_mul(m.x ^ m.a, m.y ^ m.b), x);
/// assert_eq!(one_move(&on, 0), None);
/// ```
///
/// Complexity: one product per light, then at most 127 calls of `factor` (microseconds).
pub fn one_move(on: &[(u64, u64)], x_all: u64) -> Option<Corners> {
    let &(x, y) = on.iter().find(|&&(x, y)| within(x_all, nim_mul(x, y)))?;
    let (alpha, beta) = factor(x_all, x, y);
    Some(Corners {
        a: x ^ alpha,
        b: y ^ beta,
        x,
        y,
    })
}

/// Whether `alpha ≠ 0` has its highest bit among the bits of `side`: `alpha ∈ A(side)`, that
/// is `side ⊕ alpha < side`.
fn within(alpha: u64, side: u64) -> bool {
    alpha != 0 && side >> top_bit(alpha) & 1 == 1
}

/// `(α, β)` with `α ⊗ β = t`, `α ∈ A(x)` and `β ∈ A(y)`, for `t ∈ A(x ⊗ y)` (by induction
/// on the field, as the module docs prove: each case below is one of theirs).
///
/// Panics: never when `t ∈ A(x ⊗ y)`; otherwise the answer is meaningless (a debug build
/// asserts it).
///
/// Complexity: at most 127 calls (two per call one field down), each a few products, an
/// inverse, a square root or an elimination over at most 32 bits.
fn factor(t: u64, x: u64, y: u64) -> (u64, u64) {
    debug_assert!(within(t, nim_mul(x, y)), "{t} is not in A({x} ⊗ {y})");
    if x | y < 2 {
        return (1, 1); // x = y = t = 1
    }
    // F = 2^half, the Fermat 2-power with x, y < F²; v = v1·F ⊕ v0.
    let half = (64 - (x | y).leading_zeros()).next_power_of_two() / 2;
    let split = |v: u64| (v >> half, v & ((1u64 << half) - 1));
    let join = |v1: u64, v0: u64| v1 << half | v0;
    let ((x1, x0), (y1, y0), (t1, t0)) = (split(x), split(y), split(t));
    let f_half = 1u64 << (half - 1);
    // In the field below F, v⁻¹ = v^(F − 2) (for v ≠ 0: a factor is in some A(v)).
    let inv = |v: u64| nim_pow(v, (1 << half) - 2);
    if t1 != 0 {
        if within(t1, nim_mul(x1, y0)) {
            let (a1, b0) = factor(t1, x1, y0);
            return (join(a1, nim_mul(t0, inv(b0))), b0);
        }
        if within(t1, nim_mul(x0, y1)) {
            let (a0, b1) = factor(t1, x0, y1);
            return (a0, join(b1, nim_mul(t0, inv(a0))));
        }
        // t1's highest bit is then one of x1 ⊗ y1.
        let (a1, b1) = factor(t1, x1, y1);
        let square = nim_mul(t0 ^ nim_mul(f_half, t1), nim_mul(b1, inv(a1)));
        let b0 = nim_pow(square, f_half); // the square root in the field below F
        let a0 = nim_mul(nim_mul(a1, b0), inv(b1));
        return (join(a1, a0), join(b1, b0));
    }
    if within(t0, nim_mul(x0, y0)) {
        return factor(t0, x0, y0);
    }
    // t0's highest bit is then one of (F/2) ⊗ m, m = x1 ⊗ y1.
    let (gamma, h) = factor(t0, nim_mul(x1, y1), f_half);
    let (a1, b1) = factor(gamma, x1, y1);
    let w = artin_schreier(h ^ f_half, half);
    (join(a1, nim_mul(a1, 1 ^ w)), join(b1, nim_mul(b1, w)))
}

/// A `w` below `2^bits` (`bits` a power of two) with `w ⊗ w ⊕ w = c`: `w ↦ w² ⊕ w` is
/// GF(2)-linear on the field of the nimbers below `2^bits`, so this is Gaussian elimination
/// over its basis `2^i`.
///
/// Panics: if there is none, that is if bit `bits − 1` of `c` (its trace) is set, or `c` is
/// not below `2^bits`; [`factor`] never asks that (see the module docs).
fn artin_schreier(c: u64, bits: u32) -> u64 {
    // The images reduced by their highest bit, each with the w that gives it.
    let mut rows = [(0u64, 0u64); 64];
    for i in 0..bits {
        let e = 1u64 << i;
        let (mut v, mut w) = (nim_mul(e, e) ^ e, e);
        while v != 0 {
            let row = &mut rows[top_bit(v)];
            if row.0 == 0 {
                *row = (v, w);
                break;
            }
            v ^= row.0;
            w ^= row.1;
        }
    }
    let (mut rest, mut w) = (c, 0);
    while rest != 0 {
        let (v, root) = rows[top_bit(rest)];
        assert!(v != 0, "w² ⊕ w = {c} has no root below 2^{bits}");
        rest ^= v;
        w ^= root;
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimber::{nim_mul_tower, nim_square};
    use crate::rng::Rng;

    /// `factor(t, x, y)` is a factoring in `A(x) × A(y)`, by the tower product (an
    /// implementation independent of `nim_mul`).
    fn check(t: u64, x: u64, y: u64) {
        let (a, b) = factor(t, x, y);
        let ok = within(a, x) && within(b, y) && nim_mul_tower(a, b) == t;
        assert!(ok, "factor({t}, {x}, {y}) = ({a}, {b})");
    }

    /// Every `t ∈ A(p)`.
    fn every_t(p: u64) -> impl Iterator<Item = u64> {
        let end = if p == 0 { 1 } else { 2u64 << top_bit(p) };
        (1..end).filter(move |&t| within(t, p))
    }

    #[test]
    fn the_trace_is_the_highest_bit() {
        let trace = |v: u64, bits: u32| {
            let mut acc = 0;
            let mut s = v;
            for _ in 0..bits {
                acc ^= s;
                s = nim_square(s);
            }
            acc
        };
        for bits in [1, 2, 4, 8, 16] {
            for v in 0..1u64 << bits {
                assert_eq!(trace(v, bits), v >> (bits - 1), "Tr({v}) in {bits} bits");
            }
        }
        let mut rng = Rng::new(459);
        for _ in 0..4000 {
            let v = rng.below(1 << 32);
            assert_eq!(trace(v, 32), v >> 31, "Tr({v}) in 32 bits");
        }
    }

    /// Below 64, against the product's own definition: `x ⊗ y` is the mex of
    /// `a⊗y ⊕ x⊗b ⊕ a⊗b` over `a < x`, `b < y`.
    #[test]
    fn factor_finds_every_t_below_64_by_the_mex_table() {
        const N: usize = 64;
        let mut p = [[0u64; N]; N];
        let mut seen = [usize::MAX; 256];
        for x in 0..N {
            for y in 0..N {
                for a in 0..x {
                    for b in 0..y {
                        seen[(p[a][y] ^ p[x][b] ^ p[a][b]) as usize] = x * N + y;
                    }
                }
                p[x][y] = (0..).find(|&v| seen[v] != x * N + y).unwrap() as u64;
                assert_eq!(p[x][y], nim_mul_tower(x as u64, y as u64), "{x} ⊗ {y}");
            }
        }
        let mut solved = 0;
        for x in 1..N {
            for y in 1..N {
                for t in every_t(p[x][y]) {
                    let (a, b) = factor(t, x as u64, y as u64);
                    assert!(
                        within(a, x as u64) && within(b, y as u64),
                        "{t} at {x}, {y}"
                    );
                    assert_eq!(p[a as usize][b as usize], t, "{t} at {x}, {y}: ({a}, {b})");
                    solved += 1;
                }
            }
        }
        assert!(solved > 300_000, "{solved}");
    }

    /// Every `t` for sample pairs below `2^16` (split at `F = 2^8`): both sides above `2^8`,
    /// upper halves 1, powers of two, and across the splits at `2^8` and `2^4`.
    #[test]
    fn factor_finds_every_t_on_sixteen_bit_pairs() {
        let mut rng = Rng::new(3404);
        let mut pairs = vec![
            (0xffff, 0xffff),
            (0x8000, 0x8000),
            (0x0100, 0x8000),
            (0x0100 | 0x5a, 0x0100 | 0xc3),
            (0x9abc, 0x0012),
            (0x0003, 0x0100),
            (0x0010, 0x0007),
        ];
        pairs.push((rng.range(1 << 8, 0xffff), rng.range(1 << 8, 0xffff)));
        let mut solved = 0;
        for (x, y) in pairs {
            for t in every_t(nim_mul_tower(x, y)) {
                check(t, x, y);
                solved += 1;
            }
        }
        assert!(solved > 250_000, "{solved}");
    }

    /// Which case of `factor` the first split takes (0 to 4, as in the module docs), for
    /// the check that the structured triples reach each one.
    fn first_case(t: u64, x: u64, y: u64) -> usize {
        let half = (64 - (x | y).leading_zeros()).next_power_of_two() / 2;
        let split = |v: u64| (v >> half, v & ((1u64 << half) - 1));
        let ((x1, x0), (y1, y0), (t1, t0)) = (split(x), split(y), split(t));
        match t1 != 0 {
            true if within(t1, nim_mul_tower(x1, y0)) => 0,
            true if within(t1, nim_mul_tower(x0, y1)) => 1,
            true => 2,
            false if within(t0, nim_mul_tower(x0, y0)) => 3,
            false => 4,
        }
    }

    /// Seeded 64-bit triples, with the shapes that defeat a random search: upper halves 1,
    /// powers of two, equal sides, one side below `2^16` or `2^32`, and `t` below `F` with
    /// its highest bit from `(F/2) ⊗ x₁y₁`.
    #[test]
    fn factor_solves_seeded_64_bit_triples() {
        let mut rng = Rng::new(29);
        let mut cases = [0usize; 5];
        for round in 0..6000 {
            let any = |rng: &mut Rng| match rng.below(3) {
                0 => rng.next_u64() | 1 << 63,
                1 => rng.range(1, u64::MAX),
                _ => {
                    let bits = rng.range(1, 63);
                    rng.range(1, (1u64 << bits) - 1)
                }
            };
            let (x, y) = match round % 8 {
                0 => (any(&mut rng), any(&mut rng)),
                1 => (1 << 32 | rng.below(1 << 32), 1 << 32 | rng.below(1 << 32)),
                2 => (1 << rng.below(64), any(&mut rng)),
                3 => (1 << rng.below(64), 1 << rng.below(64)),
                4 => {
                    let v = any(&mut rng);
                    (v, v)
                }
                5 => (rng.range(1, 0xffff), rng.range(1 << 16, u64::MAX)),
                6 => (1 << 16 | rng.below(1 << 16), 1 << 16 | rng.below(1 << 16)),
                _ => (rng.range(1, u32::MAX as u64), any(&mut rng)),
            };
            let p = nim_mul_tower(x, y);
            // t: a bit of p with anything below it; the bit, when there is one, below F
            // (t₁ = 0), among (F/2) ⊗ x₁y₁'s but not x₀y₀'s, or among x₁y₁'s but neither
            // x₁y₀'s nor x₀y₁'s (F times).
            let half = (64 - (x | y).leading_zeros()).next_power_of_two() / 2;
            let low = (1u64 << half) - 1;
            let ((x1, x0), (y1, y0)) = ((x >> half, x & low), (y >> half, y & low));
            let m = nim_mul_tower(x1, y1);
            let from_m = p & nim_mul_tower(1 << (half - 1), m) & !nim_mul_tower(x0, y0);
            let only_11 = m & !nim_mul_tower(x1, y0) & !nim_mul_tower(x0, y1) & p >> half;
            let bits = match rng.below(4) {
                0 if from_m != 0 => from_m,
                1 if p & low != 0 => p & low,
                2 if only_11 != 0 => only_11 << half,
                _ => p,
            };
            let chosen: Vec<usize> = (0..64).filter(|&i| bits >> i & 1 == 1).collect();
            let i = chosen[rng.index(chosen.len())];
            let t = 1 << i | rng.next_u64() & ((1 << i) - 1);
            check(t, x, y);
            check(t, y, x);
            cases[first_case(t, x, y)] += 1;
        }
        assert!(cases.iter().all(|&n| n >= 500), "cases taken: {cases:?}");
    }
}
