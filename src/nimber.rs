//! Nimbers: the field of 64-bit integers under nim addition ⊕ and nim multiplication ⊗.
//!
//! **What they are.** Conway's nimbers are the Grundy values of impartial games. The nim
//! sum `a ⊕ b` (bitwise XOR) is the value of the sum of two games; the nim product
//! `a ⊗ b` is the value of their *product*, the game played on pairs of positions (see
//! `grundy::tartan`). Its definition is recursive, `a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' :
//! a' < a, b' < b}`, and with ⊕ it makes every range `0 .. 2^(2^k)` a field, GF(2^(2^k)).
//! The 64-bit nimbers are the field with 2^64 elements.
//!
//! **The Fermat 2-powers** `F = 2^(2^k)` (2, 4, 16, 256, 65536, 2^32) organise it: for
//! `x < F`, `F ⊗ x = F·x` (ordinary product), and `F ⊗ F = 3F/2 = F ⊕ F/2`. So
//! `0 .. F²` is the quadratic extension of `0 .. F` by `F`, a root of `X² = X + F/2`, and
//! `F/2` is the ordinary (= nim) product of all smaller Fermat 2-powers. Writing
//! `a = a1·F ⊕ a0`, `b = b1·F ⊕ b0` gives Karatsuba's three half-size products:
//!
//! ```text
//! a ⊗ b = F·((a1⊕a0)⊗(b1⊕b0) ⊕ a0⊗b0)  ⊕  a0⊗b0 ⊕ (F/2)⊗(a1⊗b1)
//! ```
//!
//! [`nim_mul_tower`] runs that recursion down to single bits; it is short and obviously
//! right, and the tests use it (and the mex definition) to check the fast product.
//!
//! **The fast product: a change of basis.** Any two fields with 2^64 elements are
//! isomorphic, in particular the nimbers and `K = GF(2)[x]/(x^64 + x^4 + x^3 + x + 1)`
//! (that polynomial is irreducible), where a product is one carry-less multiplication and a
//! cheap reduction. An isomorphism `φ` is GF(2)-linear (a 64×64 bit matrix), and it is fixed
//! by the images `e_k = φ(2^(2^k))` of the six Fermat 2-powers: they must satisfy the
//! tower equations `e_k² + e_k = e_0·e_1·…·e_(k−1)` (the relation `F⊗F = F ⊕ F/2`).
//! Since `y ↦ y² + y` is GF(2)-linear in characteristic 2, each equation is a linear system,
//! solved by Gaussian elimination; then `φ(2^i)` is the product of the `e_k` over the set
//! bits `k` of `i`, because `2^i` is the (ordinary = nim) product of those Fermat 2-powers.
//! A field homomorphism that maps 1 to 1 is injective, so `φ` is an isomorphism, and
//!
//! ```text
//! a ⊗ b = φ⁻¹(φ(a) · φ(b))
//! ```
//!
//! All of this — the two tower solutions, the matrix inverse, and byte tables for `φ`,
//! `φ⁻¹` and the squaring map — is computed **at compile time** by `const fn`s into
//! read-only statics (16 KiB per map), so no binary pays any start-up cost.
//!
//! **Many products at once** ([`nim_mul_slices`], [`MulKernel`]). On x86-64 CPUs with
//! AVX-512 VBMI, GFNI and VPCLMULQDQ, eight products go through 512-bit registers: each
//! change of basis is a 64 × 64 bit matrix applied with `vgf2p8affineqb` to 8 × 8 bit
//! blocks after a byte transpose, and `vpclmulqdq` multiplies four pairs at a time (see
//! the kernel's docs). Elsewhere the byte tables and one `pclmulqdq` per product, or the
//! portable path; all give the same results (tested on 1.1·10^6 pairs).
//!
//! **Cost per operation** (64-bit nimbers; `cargo bench --bench nim_product_64` over 10^6
//! random pairs on a 2-core AMD EPYC virtual machine at 2.6 GHz, shared with other jobs):
//!
//! | operation | method | cost |
//! |---|---|---|
//! | `a ⊕ b` | XOR | 1 instruction |
//! | `a ⊗ b`, in bulk | [`MulKernel::Avx512`]: GFNI basis changes, `vpclmulqdq`, shift-and-XOR reduction, eight lanes at a time | 1.4 ns |
//! | `a ⊗ b`, in bulk | [`MulKernel::Clmul`]: 16 byte-table lookups for `φ(a)`, `φ(b)`; one `pclmulqdq`; reduction; 8 lookups for `φ⁻¹` | 6 ns |
//! | `a ⊗ b` | [`nim_mul`]: the same, one at a time (CPU checked per call) | 7 ns |
//! | `a ⊗ b` | [`nim_mul_portable`]: a 4-bit-window software carry-less multiply instead | 20 ns |
//! | `a ⊗ a` | squaring is GF(2)-linear: 8 lookups in one table | 1.6 ns |
//! | `a^e` | square-and-multiply inside `K`, then one `φ⁻¹` | ≤ 128 products in `K` |
//! | `a⁻¹` | Itoh–Tsujii chain for `a^(2^64−2)` inside `K` | 63 squarings + 10 products in `K` |
//! | [`nim_mul_tower`] | the recursion above | about 2.5 µs (reference only) |
//!
//! The tables are 3 × 16 KiB; a random product touches 24 of their cache lines.

use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// Nim sum `a ⊕ b`: bitwise XOR.
///
/// ```
/// assert_eq!(grundy::nimber::nim_add(5, 3), 6);
/// ```
#[inline]
pub fn nim_add(a: u64, b: u64) -> u64 {
    a ^ b
}

/// Nim product `a ⊗ b` of two 64-bit nimbers, by the change of basis (see the module docs).
/// Uses `pclmulqdq` when the CPU has it (checked at run time), the portable carry-less
/// multiply otherwise; both give the same result.
///
/// ```
/// use grundy::nimber::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(16, 16), 24); // F ⊗ F = 3F/2
/// assert_eq!(nim_mul(1 << 32, 7), 7 << 32); // F ⊗ x = F·x for x < F
/// assert_eq!(nim_mul(u64::MAX, u64::MAX), 11290409524105353207); // Library Checker example
/// ```
///
/// Complexity: O(1), 24 table lookups and one carry-less multiply. For many products use
/// [`nim_mul_slices`], which checks the CPU once per call and uses the vector kernel.
#[inline]
pub fn nim_mul(a: u64, b: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if clmul_available() {
            // SAFETY: the CPU supports pclmulqdq (checked just above).
            return unsafe { x86::nim_mul(a, b) };
        }
    }
    nim_mul_portable(a, b)
}

/// Nim product through the portable (table + software carry-less multiply) path only.
///
/// ```
/// use grundy::nimber::{nim_mul, nim_mul_portable};
/// assert_eq!(nim_mul_portable(123456789, 987654321), nim_mul(123456789, 987654321));
/// ```
#[inline]
pub fn nim_mul_portable(a: u64, b: u64) -> u64 {
    from_poly(poly_mul(to_poly(a), to_poly(b)))
}

/// Nim product through the `pclmulqdq` path, or `None` if this CPU (or architecture) does
/// not have the instruction. Exposed so tests can compare the two paths directly.
///
/// ```
/// use grundy::nimber::{nim_mul_clmul, nim_mul_portable};
/// if let Some(p) = nim_mul_clmul(3, 5) {
///     assert_eq!(p, nim_mul_portable(3, 5));
/// }
/// ```
pub fn nim_mul_clmul(a: u64, b: u64) -> Option<u64> {
    #[cfg(target_arch = "x86_64")]
    {
        if clmul_available() {
            // SAFETY: the CPU supports pclmulqdq (checked just above).
            return Some(unsafe { x86::nim_mul(a, b) });
        }
    }
    let _ = (a, b);
    None
}

/// True if products use the `pclmulqdq` instruction on this machine.
pub fn clmul_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("pclmulqdq")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// `out[i] = a[i] ⊗ b[i]` for every `i`: the bulk form of [`nim_mul`], by the fastest
/// [`MulKernel`] this CPU offers (checked once per call).
///
/// ```
/// let mut out = [0; 2];
/// grundy::nimber::nim_mul_slices(&[2, 16], &[2, 16], &mut out);
/// assert_eq!(out, [3, 24]);
/// ```
///
/// # Panics
/// If the three slices differ in length.
pub fn nim_mul_slices(a: &[u64], b: &[u64], out: &mut [u64]) {
    MulKernel::best().mul_slices(a, b, out);
}

/// The ways to multiply slices of nimbers; all give the same results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MulKernel {
    /// Table lookups and the 4-bit-window software carry-less multiply: any CPU.
    Portable,
    /// Table lookups and one `pclmulqdq` per product (x86-64 with PCLMULQDQ).
    Clmul,
    /// Eight products at once in 512-bit registers (x86-64 with AVX-512F, AVX-512 VBMI,
    /// GFNI and VPCLMULQDQ): the changes of basis by `vgf2p8affineqb` (see the module docs),
    /// four carry-less multiplies per `vpclmulqdq`. Built only with the crate feature
    /// `avx512` (on by default; single-file bundles leave it out, as those instructions need
    /// Rust 1.89 to compile).
    Avx512,
}

impl MulKernel {
    /// Every kernel, slowest first.
    pub const ALL: [MulKernel; 3] = [MulKernel::Portable, MulKernel::Clmul, MulKernel::Avx512];

    /// Whether this CPU (and this build) can run the kernel.
    ///
    /// ```
    /// use grundy::nimber::MulKernel;
    /// assert!(MulKernel::Portable.available());
    /// assert!(MulKernel::best().available());
    /// ```
    pub fn available(self) -> bool {
        match self {
            MulKernel::Portable => true,
            MulKernel::Clmul => clmul_available(),
            MulKernel::Avx512 => avx512_available(),
        }
    }

    /// The fastest kernel available.
    pub fn best() -> MulKernel {
        if avx512_available() {
            MulKernel::Avx512
        } else if clmul_available() {
            MulKernel::Clmul
        } else {
            MulKernel::Portable
        }
    }

    /// `out[i] = a[i] ⊗ b[i]` for every `i`, by this kernel.
    ///
    /// ```
    /// use grundy::nimber::MulKernel;
    /// let (a, b) = ([u64::MAX, 7, 0], [u64::MAX, 1 << 32, 5]);
    /// let mut want = [0; 3];
    /// MulKernel::Portable.mul_slices(&a, &b, &mut want);
    /// assert_eq!(want, [11290409524105353207, 7 << 32, 0]);
    /// for k in MulKernel::ALL.into_iter().filter(|k| k.available()) {
    ///     let mut out = [0; 3];
    ///     k.mul_slices(&a, &b, &mut out);
    ///     assert_eq!(out, want, "{k:?}");
    /// }
    /// ```
    ///
    /// Complexity: O(n).
    ///
    /// # Panics
    /// If the three slices differ in length, or the kernel is not [`available`](Self::available).
    pub fn mul_slices(self, a: &[u64], b: &[u64], out: &mut [u64]) {
        assert!(
            a.len() == b.len() && b.len() == out.len(),
            "nim_mul_slices: lengths differ"
        );
        assert!(self.available(), "{self:?} is not available on this CPU");
        match self {
            MulKernel::Portable => {
                for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                    *o = nim_mul_portable(x, y);
                }
            }
            #[cfg(target_arch = "x86_64")]
            // SAFETY: the CPU supports pclmulqdq (`available` checked it above).
            MulKernel::Clmul => unsafe { x86::mul_slices(a, b, out) },
            // SAFETY: the CPU supports every feature the kernel needs (`available`).
            MulKernel::Avx512 => unsafe { avx512::mul_slices(a, b, out) },
            #[allow(unreachable_patterns)]
            _ => unreachable!("unavailable kernels were refused above"),
        }
    }
}

/// True if [`MulKernel::Avx512`] runs on this machine (and was built).
fn avx512_available() -> bool {
    avx512::available()
}

/// Nim square `a ⊗ a`. Squaring is GF(2)-linear (Frobenius), so it is one table map.
///
/// ```
/// use grundy::nimber::{nim_mul, nim_square};
/// assert_eq!(nim_square(2), 3);
/// assert_eq!(nim_square(0xdead_beef), nim_mul(0xdead_beef, 0xdead_beef));
/// ```
#[inline]
pub fn nim_square(a: u64) -> u64 {
    apply(&TABLES.square, a)
}

/// Nim power `a^e` (`a` multiplied `e` times; `a^0 = 1`, also for `a = 0`).
///
/// ```
/// use grundy::nimber::nim_pow;
/// assert_eq!(nim_pow(2, 3), 1); // 2 generates the multiplicative group of {1, 2, 3}
/// assert_eq!(nim_pow(12345, u64::MAX), 1); // a^(2^64 − 1) = 1 for a ≠ 0
/// assert_eq!(nim_pow(0, 0), 1);
/// ```
///
/// Complexity: at most 64 squarings and 64 products in the polynomial basis.
pub fn nim_pow(a: u64, mut e: u64) -> u64 {
    let mut base = to_poly(a);
    let mut acc = 1u64;
    while e > 0 {
        if e & 1 == 1 {
            acc = poly_mul(acc, base);
        }
        base = poly_mul(base, base);
        e >>= 1;
    }
    from_poly(acc)
}

/// Nim inverse: the `b` with `a ⊗ b = 1`, or `None` for `a = 0`.
///
/// ```
/// use grundy::nimber::{nim_inv, nim_mul};
/// assert_eq!(nim_inv(2), Some(3));
/// let a = 0x0123_4567_89ab_cdef;
/// assert_eq!(nim_mul(a, nim_inv(a).unwrap()), 1);
/// assert_eq!(nim_inv(0), None);
/// ```
///
/// Complexity: `a^(2^64 − 2)` by an Itoh–Tsujii addition chain, 63 squarings and 10
/// products in the polynomial basis.
pub fn nim_inv(a: u64) -> Option<u64> {
    if a == 0 {
        return None;
    }
    let p = to_poly(a);
    // beta(k) = p^(2^k - 1); beta(i + j) = beta(i)^(2^j) * beta(j). Chain for k = 63:
    // 1, 2, 3, 6, 7, 14, 15, 30, 31, 62, 63.
    let sq_n = |mut x: u64, n: u32| {
        for _ in 0..n {
            x = poly_mul(x, x);
        }
        x
    };
    let mut beta = p; // k = 1
    let mut k = 1;
    while k < 63 {
        beta = poly_mul(sq_n(beta, k), beta); // k -> 2k
        k *= 2;
        beta = poly_mul(sq_n(beta, 1), p); // 2k -> 2k + 1
        k += 1;
    }
    Some(from_poly(sq_n(beta, 1)))
}

/// Nim product by the Fermat 2-power tower: Karatsuba over the quadratic extensions down
/// to single bits (see the module docs). Slow (microseconds) but independent of the
/// tables; kept as a reference for tests.
///
/// ```
/// use grundy::nimber::{nim_mul, nim_mul_tower};
/// assert_eq!(nim_mul_tower(u64::MAX, 1 << 63), nim_mul(u64::MAX, 1 << 63));
/// ```
pub fn nim_mul_tower(a: u64, b: u64) -> u64 {
    tower_mul(a, b, 64)
}

/// `a ⊗ b` for `a, b < 2^w`, `w` a power of two.
fn tower_mul(a: u64, b: u64, w: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let h = w / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0) = (a >> h, a & mask);
    let (b1, b0) = (b >> h, b & mask);
    let p = tower_mul(a0, b0, h);
    let s = tower_mul(a0 ^ a1, b0 ^ b1, h);
    let q = tower_mul(a1, b1, h);
    ((s ^ p) << h) | (p ^ tower_mul_half(q, h))
}

/// `q ⊗ 2^(w−1)` for `q < 2^w`, `w` a power of two. With `F = 2^(w/2)` and `m = F/2`,
/// `2^(w−1) = F·m`, and `(q1·F ⊕ q0) ⊗ F ⊗ m = F·(m⊗(q1⊕q0)) ⊕ m⊗m⊗q1`.
fn tower_mul_half(q: u64, w: u32) -> u64 {
    if w == 1 {
        return q;
    }
    let h = w / 2;
    let mask = (1u64 << h) - 1;
    let (q1, q0) = (q >> h, q & mask);
    (tower_mul_half(q1 ^ q0, h) << h) | tower_mul_half(tower_mul_half(q1, h), h)
}

/// A 64-bit nimber, with `+`/`-` as nim sum (XOR), `*` as nim product, `/` by the nim
/// inverse, and the CGT notation for `Display`: `0`, `*`, `*2`, `*3`, …
///
/// ```
/// use grundy::nimber::Nimber;
/// let (a, b) = (Nimber(2), Nimber(3));
/// assert_eq!(a + b, Nimber(1));
/// assert_eq!(a * b, Nimber(1));
/// assert_eq!(a - a, Nimber::ZERO);
/// assert_eq!(Nimber(1) / a, b);
/// assert_eq!(a.square(), b);
/// assert_eq!(format!("{} {} {}", Nimber(0), Nimber(1), Nimber(5)), "0 * *5");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The nimber 0, the additive identity.
    pub const ZERO: Nimber = Nimber(0);
    /// The nimber `*` = 1, the multiplicative identity.
    pub const ONE: Nimber = Nimber(1);

    /// `self ⊗ self`; see [`nim_square`].
    pub fn square(self) -> Nimber {
        Nimber(nim_square(self.0))
    }

    /// `self^e`; see [`nim_pow`].
    pub fn pow(self, e: u64) -> Nimber {
        Nimber(nim_pow(self.0, e))
    }

    /// The nim inverse, `None` for zero; see [`nim_inv`].
    pub fn inverse(self) -> Option<Nimber> {
        nim_inv(self.0).map(Nimber)
    }
}

impl From<u64> for Nimber {
    fn from(v: u64) -> Self {
        Nimber(v)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("0"),
            1 => f.write_str("*"),
            n => write!(f, "*{n}"),
        }
    }
}

impl Add for Nimber {
    type Output = Nimber;
    fn add(self, rhs: Nimber) -> Nimber {
        Nimber(nim_add(self.0, rhs.0))
    }
}

impl Sub for Nimber {
    type Output = Nimber;
    /// In characteristic 2, subtraction is addition.
    fn sub(self, rhs: Nimber) -> Nimber {
        Nimber(nim_add(self.0, rhs.0))
    }
}

impl Neg for Nimber {
    type Output = Nimber;
    /// Every nimber is its own negative.
    fn neg(self) -> Nimber {
        self
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    fn mul(self, rhs: Nimber) -> Nimber {
        Nimber(nim_mul(self.0, rhs.0))
    }
}

impl Div for Nimber {
    type Output = Nimber;
    /// # Panics
    /// On division by zero.
    fn div(self, rhs: Nimber) -> Nimber {
        let inv = nim_inv(rhs.0).expect("nimber division by zero");
        Nimber(nim_mul(self.0, inv))
    }
}

impl AddAssign for Nimber {
    fn add_assign(&mut self, rhs: Nimber) {
        *self = *self + rhs;
    }
}

impl SubAssign for Nimber {
    fn sub_assign(&mut self, rhs: Nimber) {
        *self = *self - rhs;
    }
}

impl MulAssign for Nimber {
    fn mul_assign(&mut self, rhs: Nimber) {
        *self = *self * rhs;
    }
}

impl DivAssign for Nimber {
    fn div_assign(&mut self, rhs: Nimber) {
        *self = *self / rhs;
    }
}

impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl Product for Nimber {
    fn product<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ONE, Mul::mul)
    }
}

// ---------------------------------------------------------------------------------------
// The polynomial basis K = GF(2)[x]/(x^64 + x^4 + x^3 + x + 1) and the compile-time tables.

/// A GF(2)-linear map on 64-bit words as 8 byte tables: `map(v) = XOR of t[j][byte j of v]`.
type ByteTables = [[u64; 256]; 8];

struct Tables {
    /// φ: nimber -> K.
    to_poly: ByteTables,
    /// φ⁻¹: K -> nimber.
    from_poly: ByteTables,
    /// nimber -> nimber ⊗ nimber.
    square: ByteTables,
}

/// The columns of φ and φ⁻¹: `COLUMNS.0[i] = φ(2^i)`, `COLUMNS.1[j] = φ⁻¹(x^j)`.
const COLUMNS: ([u64; 64], [u64; 64]) = build_columns();

static TABLES: Tables = build_tables(&COLUMNS.0, &COLUMNS.1);

#[inline(always)]
fn apply(t: &ByteTables, v: u64) -> u64 {
    t[0][(v & 0xff) as usize]
        ^ t[1][((v >> 8) & 0xff) as usize]
        ^ t[2][((v >> 16) & 0xff) as usize]
        ^ t[3][((v >> 24) & 0xff) as usize]
        ^ t[4][((v >> 32) & 0xff) as usize]
        ^ t[5][((v >> 40) & 0xff) as usize]
        ^ t[6][((v >> 48) & 0xff) as usize]
        ^ t[7][(v >> 56) as usize]
}

#[inline(always)]
fn to_poly(a: u64) -> u64 {
    apply(&TABLES.to_poly, a)
}

#[inline(always)]
fn from_poly(p: u64) -> u64 {
    apply(&TABLES.from_poly, p)
}

/// Reduces `hi·x^64 + lo` modulo `x^64 + x^4 + x^3 + x + 1`: `x^64 ≡ x^4 + x^3 + x + 1`, so
/// `hi·x^64 ≡ hi ⊕ hi<<1 ⊕ hi<<3 ⊕ hi<<4` plus the ≤ 4 bits shifted out past x^63, which
/// are folded the same way once more (they cannot overflow again).
#[inline(always)]
const fn reduce(lo: u64, hi: u64) -> u64 {
    let over = (hi >> 63) ^ (hi >> 61) ^ (hi >> 60);
    let fold = hi ^ over;
    lo ^ fold ^ (fold << 1) ^ (fold << 3) ^ (fold << 4)
}

/// Carry-less 64×64 -> 128-bit product, one bit at a time (compile-time use only).
const fn clmul_bitwise(a: u64, b: u64) -> (u64, u64) {
    let (mut lo, mut hi) = (0u64, 0u64);
    let mut i = 0;
    while i < 64 {
        if (b >> i) & 1 == 1 {
            lo ^= a << i;
            if i > 0 {
                hi ^= a >> (64 - i);
            }
        }
        i += 1;
    }
    (lo, hi)
}

/// Carry-less 64×64 -> 128-bit product with a 4-bit window: 16 table steps.
#[inline(always)]
fn clmul_portable(a: u64, b: u64) -> (u64, u64) {
    let b = b as u128;
    let mut tab = [0u128; 16];
    let mut i = 1;
    while i < 16 {
        tab[i] = if i % 2 == 0 {
            tab[i / 2] << 1
        } else {
            tab[i - 1] ^ b
        };
        i += 1;
    }
    let mut acc = 0u128;
    let mut k = 16;
    while k > 0 {
        k -= 1;
        acc = (acc << 4) ^ tab[((a >> (4 * k)) & 15) as usize];
    }
    (acc as u64, (acc >> 64) as u64)
}

/// Product in K, portable.
#[inline(always)]
fn poly_mul(a: u64, b: u64) -> u64 {
    let (lo, hi) = clmul_portable(a, b);
    reduce(lo, hi)
}

/// Product in K, compile-time.
const fn poly_mul_const(a: u64, b: u64) -> u64 {
    let (lo, hi) = clmul_bitwise(a, b);
    reduce(lo, hi)
}

/// Gaussian elimination over GF(2) for a linear map given by its 64 column images:
/// `vec[p]` is a reduced vector with leading bit `p`, `combo[p]` the set of columns whose
/// XOR it is.
struct Echelon {
    vec: [u64; 64],
    combo: [u64; 64],
}

impl Echelon {
    /// Echelon form of the columns `cols[0..64]`.
    const fn new(cols: &[u64; 64]) -> Echelon {
        let mut e = Echelon {
            vec: [0; 64],
            combo: [0; 64],
        };
        let mut i = 0;
        while i < 64 {
            let (v, c) = e.reduce(cols[i], 1u64 << i);
            if v != 0 {
                let p = 63 - v.leading_zeros() as usize;
                e.vec[p] = v;
                e.combo[p] = c;
            }
            i += 1;
        }
        e
    }

    /// Reduces `v` (tracking the combination `c`) by the stored vectors, top bit first.
    const fn reduce(&self, mut v: u64, mut c: u64) -> (u64, u64) {
        let mut p = 64;
        while p > 0 {
            p -= 1;
            if (v >> p) & 1 == 1 && self.vec[p] != 0 {
                v ^= self.vec[p];
                c ^= self.combo[p];
            }
        }
        (v, c)
    }

    /// A set `y` of columns whose XOR is `target`; fails compilation if there is none.
    const fn solve(&self, target: u64) -> u64 {
        let (rest, y) = self.reduce(target, 0);
        assert!(rest == 0, "linear system without solution");
        y
    }
}

/// Byte tables of the linear map with column images `cols`.
const fn byte_tables(cols: &[u64; 64]) -> ByteTables {
    let mut t = [[0u64; 256]; 8];
    let mut j = 0;
    while j < 8 {
        let mut v: usize = 1;
        while v < 256 {
            let low = v.trailing_zeros() as usize;
            t[j][v] = t[j][v & (v - 1)] ^ cols[8 * j + low];
            v += 1;
        }
        j += 1;
    }
    t
}

/// The columns of φ (`φ(2^i)`) and of φ⁻¹ (`φ⁻¹(x^j)`), see the module docs.
const fn build_columns() -> ([u64; 64], [u64; 64]) {
    // Artin–Schreier map y -> y^2 + y on K, as column images of the basis x^i.
    let mut as_cols = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let xi = 1u64 << i;
        as_cols[i] = poly_mul_const(xi, xi) ^ xi;
        i += 1;
    }
    let artin_schreier = Echelon::new(&as_cols);
    // e[k] = φ(2^(2^k)), with e_k^2 + e_k = e_0 ⋯ e_(k-1).
    let mut e = [0u64; 6];
    let mut below = 1u64;
    let mut k = 0;
    while k < 6 {
        e[k] = artin_schreier.solve(below);
        below = poly_mul_const(below, e[k]);
        k += 1;
    }
    // φ(2^i) = product of e[k] over the set bits k of i.
    let mut phi = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let mut p = 1u64;
        let mut k = 0;
        while k < 6 {
            if (i >> k) & 1 == 1 {
                p = poly_mul_const(p, e[k]);
            }
            k += 1;
        }
        phi[i] = p;
        i += 1;
    }
    // φ⁻¹(x^j): the nimber whose bits select columns of φ summing to x^j.
    let phi_echelon = Echelon::new(&phi);
    let mut phi_inv = [0u64; 64];
    let mut j = 0;
    while j < 64 {
        phi_inv[j] = phi_echelon.solve(1u64 << j);
        j += 1;
    }
    (phi, phi_inv)
}

const fn build_tables(phi: &[u64; 64], phi_inv: &[u64; 64]) -> Tables {
    // Square map on nimbers: 2^i ⊗ 2^i = φ⁻¹(φ(2^i)^2).
    let from_poly = byte_tables(phi_inv);
    let mut sq = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let s = poly_mul_const(phi[i], phi[i]);
        let mut v = 0u64;
        let mut j = 0;
        while j < 8 {
            v ^= from_poly[j][((s >> (8 * j)) & 0xff) as usize];
            j += 1;
        }
        sq[i] = v;
        i += 1;
    }
    Tables {
        to_poly: byte_tables(phi),
        from_poly,
        square: byte_tables(&sq),
    }
}

/// The `pclmulqdq` kernel. Written to build with Rust 1.85 too (single-file submissions):
/// `#[target_feature]` only on `unsafe fn`s, and the intrinsics called inside `unsafe`
/// blocks (they are safe to call in such functions only from Rust 1.87 on, hence the
/// `unused_unsafe` allowance).
#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{from_poly, reduce, to_poly};
    use std::arch::x86_64::{
        __m128i, _mm_clmulepi64_si128, _mm_cvtsi64_si128, _mm_cvtsi128_si64, _mm_unpackhi_epi64,
    };

    /// Product in K with one `pclmulqdq`.
    ///
    /// # Safety
    /// The CPU must support `pclmulqdq`.
    #[inline]
    #[target_feature(enable = "pclmulqdq")]
    #[allow(unused_unsafe)]
    unsafe fn poly_mul(a: u64, b: u64) -> u64 {
        // SAFETY: the caller guarantees pclmulqdq; the rest is register arithmetic.
        let (lo, hi) = unsafe {
            let x: __m128i = _mm_cvtsi64_si128(a as i64);
            let y: __m128i = _mm_cvtsi64_si128(b as i64);
            let p = _mm_clmulepi64_si128::<0>(x, y);
            (
                _mm_cvtsi128_si64(p) as u64,
                _mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p)) as u64,
            )
        };
        reduce(lo, hi)
    }

    /// # Safety
    /// The CPU must support `pclmulqdq`.
    #[inline]
    #[target_feature(enable = "pclmulqdq")]
    pub(super) unsafe fn nim_mul(a: u64, b: u64) -> u64 {
        // SAFETY: the caller guarantees pclmulqdq.
        from_poly(unsafe { poly_mul(to_poly(a), to_poly(b)) })
    }

    /// # Safety
    /// The CPU must support `pclmulqdq`.
    #[target_feature(enable = "pclmulqdq")]
    pub(super) unsafe fn mul_slices(a: &[u64], b: &[u64], out: &mut [u64]) {
        for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
            // SAFETY: the caller guarantees pclmulqdq.
            *o = from_poly(unsafe { poly_mul(to_poly(x), to_poly(y)) });
        }
    }
}

/// The AVX-512 kernel: eight products per step.
///
/// **Change of basis by GFNI.** A GF(2)-linear map `M` on 64-bit words is an 8 × 8 grid of
/// 8 × 8 bit blocks: byte `i` of `M(v)` is the XOR over `j` of `M_ij · (byte j of v)`.
/// `vgf2p8affineqb` multiplies every byte of a 64-bit lane by that lane's 8 × 8 matrix. So
/// with eight values in the lanes of `V`: first transpose the bytes (`T`: lane `j` holds
/// byte `j` of every value, one `vpermb`); for each `j`, broadcast lane `j` of `T` to all
/// lanes and multiply lane `i` by `M_ij`; the XOR over `j` has in lane `i` byte `i` of
/// every `M(v)`, and a last transpose puts each value back in its lane. Eight affine
/// products and ten shuffles per map, for eight values.
///
/// **Product in K.** `vpclmulqdq` multiplies the even lanes (then the odd ones) as four
/// 128-bit carry-less products; unpacking gives the low and high halves of all eight, and
/// the reduction is `reduce`, done lane-wise with shifts.
///
/// Needs Rust 1.89 (the AVX-512 and GFNI target features), hence the crate feature.
#[cfg(all(target_arch = "x86_64", feature = "avx512"))]
mod avx512 {
    use super::COLUMNS;
    use std::arch::x86_64::{
        __m512i, _mm512_clmulepi64_epi128, _mm512_gf2p8affine_epi64_epi8, _mm512_loadu_epi64,
        _mm512_mask_storeu_epi64, _mm512_maskz_loadu_epi64, _mm512_permutexvar_epi8,
        _mm512_permutexvar_epi64, _mm512_set1_epi64, _mm512_slli_epi64, _mm512_srli_epi64,
        _mm512_storeu_epi64, _mm512_ternarylogic_epi64, _mm512_unpackhi_epi64,
        _mm512_unpacklo_epi64, _mm512_xor_si512,
    };

    /// The GFNI matrices of a map with column images `cols`: `m[j]` holds in lane `i` the
    /// block `M_ij`, in `vgf2p8affineqb`'s layout (bit `c` of byte `7 − r` is the
    /// coefficient of input bit `c` in output bit `r`).
    const fn gfni_blocks(cols: &[u64; 64]) -> [[u64; 8]; 8] {
        let mut m = [[0u64; 8]; 8];
        let mut j = 0;
        while j < 8 {
            let mut i = 0;
            while i < 8 {
                let mut block = 0u64;
                let mut r = 0;
                while r < 8 {
                    let mut c = 0;
                    while c < 8 {
                        let bit = (cols[8 * j + c] >> (8 * i + r)) & 1;
                        block |= bit << (8 * (7 - r) + c);
                        c += 1;
                    }
                    r += 1;
                }
                m[j][i] = block;
                i += 1;
            }
            j += 1;
        }
        m
    }

    /// `vpermb` index of the 8 × 8 byte transpose (an involution): byte `8j + k` takes byte
    /// `8k + j`.
    const fn transpose_index() -> [u8; 64] {
        let mut t = [0u8; 64];
        let mut p = 0;
        while p < 64 {
            t[p] = ((p % 8) * 8 + p / 8) as u8;
            p += 1;
        }
        t
    }

    /// Whether this CPU has every feature the kernel needs.
    pub(super) fn available() -> bool {
        std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx512vbmi")
            && std::arch::is_x86_feature_detected!("gfni")
            && std::arch::is_x86_feature_detected!("vpclmulqdq")
    }

    static TO_POLY: [[u64; 8]; 8] = gfni_blocks(&COLUMNS.0);
    static FROM_POLY: [[u64; 8]; 8] = gfni_blocks(&COLUMNS.1);
    static TRANSPOSE: [u8; 64] = transpose_index();

    /// The matrices and shuffle indices, in registers.
    struct Consts {
        to_poly: [__m512i; 8],
        from_poly: [__m512i; 8],
        transpose: __m512i,
        lane: [__m512i; 8],
    }

    /// # Safety
    /// The CPU must support AVX-512F.
    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn consts() -> Consts {
        let load = |m: &[u64; 8]| {
            // SAFETY: eight u64 are 64 readable bytes; AVX-512F as the caller guarantees.
            unsafe { _mm512_loadu_epi64(m.as_ptr().cast()) }
        };
        // SAFETY: as above; the transpose index is 64 bytes.
        unsafe {
            Consts {
                to_poly: TO_POLY.each_ref().map(load),
                from_poly: FROM_POLY.each_ref().map(load),
                transpose: _mm512_loadu_epi64(TRANSPOSE.as_ptr().cast()),
                lane: [0, 1, 2, 3, 4, 5, 6, 7].map(|j| _mm512_set1_epi64(j)),
            }
        }
    }

    /// The linear map with GFNI blocks `m` applied to each of the eight lanes of `v`.
    ///
    /// # Safety
    /// The CPU must support AVX-512F, AVX-512 VBMI and GFNI.
    #[inline]
    #[target_feature(enable = "avx512f,avx512vbmi,gfni")]
    #[allow(unused_unsafe)]
    unsafe fn apply(v: __m512i, m: &[__m512i; 8], c: &Consts) -> __m512i {
        // SAFETY: register arithmetic with the features the caller guarantees.
        unsafe {
            let t = _mm512_permutexvar_epi8(c.transpose, v);
            let term = |j: usize| {
                let x = _mm512_permutexvar_epi64(c.lane[j], t);
                _mm512_gf2p8affine_epi64_epi8::<0>(x, m[j])
            };
            let s0 = _mm512_ternarylogic_epi64::<0x96>(term(0), term(1), term(2));
            let s1 = _mm512_ternarylogic_epi64::<0x96>(term(3), term(4), term(5));
            let s2 = _mm512_ternarylogic_epi64::<0x96>(s0, s1, term(6));
            let r = _mm512_xor_si512(s2, term(7));
            _mm512_permutexvar_epi8(c.transpose, r)
        }
    }

    /// Eight products in K, lane by lane.
    ///
    /// # Safety
    /// The CPU must support AVX-512F and VPCLMULQDQ.
    #[inline]
    #[target_feature(enable = "avx512f,vpclmulqdq")]
    #[allow(unused_unsafe)]
    unsafe fn poly_mul(a: __m512i, b: __m512i) -> __m512i {
        // SAFETY: register arithmetic with the features the caller guarantees.
        unsafe {
            let even = _mm512_clmulepi64_epi128::<0x00>(a, b);
            let odd = _mm512_clmulepi64_epi128::<0x11>(a, b);
            let lo = _mm512_unpacklo_epi64(even, odd);
            let hi = _mm512_unpackhi_epi64(even, odd);
            // As `reduce`: fold the bits above x^63 of hi·(x^4 + x^3 + x + 1) back once.
            let over = _mm512_ternarylogic_epi64::<0x96>(
                _mm512_srli_epi64::<63>(hi),
                _mm512_srli_epi64::<61>(hi),
                _mm512_srli_epi64::<60>(hi),
            );
            let fold = _mm512_xor_si512(hi, over);
            let r = _mm512_ternarylogic_epi64::<0x96>(lo, fold, _mm512_slli_epi64::<1>(fold));
            _mm512_ternarylogic_epi64::<0x96>(
                r,
                _mm512_slli_epi64::<3>(fold),
                _mm512_slli_epi64::<4>(fold),
            )
        }
    }

    /// Eight nim products.
    ///
    /// # Safety
    /// The CPU must support AVX-512F, AVX-512 VBMI, GFNI and VPCLMULQDQ.
    #[inline]
    #[target_feature(enable = "avx512f,avx512vbmi,gfni,vpclmulqdq")]
    unsafe fn nim_mul8(a: __m512i, b: __m512i, c: &Consts) -> __m512i {
        // SAFETY: the caller guarantees the features.
        unsafe {
            let p = poly_mul(apply(a, &c.to_poly, c), apply(b, &c.to_poly, c));
            apply(p, &c.from_poly, c)
        }
    }

    /// `out[i] = a[i] ⊗ b[i]`; the three slices have the same length.
    ///
    /// # Safety
    /// The CPU must support AVX-512F, AVX-512 VBMI, GFNI and VPCLMULQDQ.
    #[target_feature(enable = "avx512f,avx512vbmi,gfni,vpclmulqdq")]
    pub(super) unsafe fn mul_slices(a: &[u64], b: &[u64], out: &mut [u64]) {
        let n = out.len().min(a.len()).min(b.len());
        // SAFETY: the caller guarantees the features; every load and store below stays
        // inside the slices (whole blocks of eight below `full`, then a masked tail).
        unsafe {
            let c = consts();
            let full = n - n % 8;
            let (pa, pb, po) = (a.as_ptr(), b.as_ptr(), out.as_mut_ptr());
            let mut i = 0;
            while i < full {
                let x = _mm512_loadu_epi64(pa.add(i).cast());
                let y = _mm512_loadu_epi64(pb.add(i).cast());
                _mm512_storeu_epi64(po.add(i).cast(), nim_mul8(x, y, &c));
                i += 8;
            }
            if full < n {
                let mask = (1u8 << (n - full)) - 1;
                let x = _mm512_maskz_loadu_epi64(mask, pa.add(full).cast());
                let y = _mm512_maskz_loadu_epi64(mask, pb.add(full).cast());
                _mm512_mask_storeu_epi64(po.add(full).cast(), mask, nim_mul8(x, y, &c));
            }
        }
    }
}

/// Stand-in for the AVX-512 kernel where it is not built (other CPUs, or without the
/// crate feature, as in single-file bundles): never available, so never run.
#[cfg(not(all(target_arch = "x86_64", feature = "avx512")))]
mod avx512 {
    pub(super) fn available() -> bool {
        false
    }

    /// # Safety
    /// Never to be called: [`available`] is false.
    pub(super) unsafe fn mul_slices(_: &[u64], _: &[u64], _: &mut [u64]) {
        unreachable!("the AVX-512 kernel is not built")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_products() {
        // Nim multiplication table of 0..4 (Conway, On Numbers and Games).
        let t = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]];
        for a in 0..4 {
            for b in 0..4 {
                assert_eq!(nim_mul(a, b), t[a as usize][b as usize]);
                assert_eq!(nim_mul_tower(a, b), t[a as usize][b as usize]);
            }
        }
        assert_eq!(nim_mul(1 << 32, 1 << 32), 3 << 31);
        assert_eq!(nim_mul(1 << 32, 12345), 12345 << 32);
    }

    #[test]
    fn tables_agree_with_tower_on_basis_pairs() {
        for i in 0..64 {
            for j in 0..64 {
                let (a, b) = (1u64 << i, 1u64 << j);
                let want = nim_mul_tower(a, b);
                assert_eq!(nim_mul_portable(a, b), want, "2^{i} ⊗ 2^{j}");
                assert_eq!(nim_mul(a, b), want, "2^{i} ⊗ 2^{j}");
            }
            assert_eq!(nim_square(1 << i), nim_mul_tower(1 << i, 1 << i));
        }
    }

    #[test]
    fn clmul_and_portable_windows_agree() {
        let mut r = crate::rng::Rng::new(5);
        for _ in 0..10_000 {
            let (a, b) = (r.next_u64(), r.next_u64());
            assert_eq!(clmul_portable(a, b), clmul_bitwise(a, b));
        }
    }
}
