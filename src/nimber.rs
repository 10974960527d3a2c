//! Nimbers: the field of 64-bit integers under nim addition and nim multiplication.
//!
//! (Work in progress: the fast product follows; this is the tower recursion.)

/// Nim product `a ⊗ b` of two 64-bit nimbers.
///
/// ```
/// use grundy::nimber::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(16, 16), 24);
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    nim_mul_tower(a, b)
}

/// Nim product by the Fermat 2-power tower (Karatsuba over the quadratic extensions).
pub fn nim_mul_tower(a: u64, b: u64) -> u64 {
    tower_mul(a, b, 64)
}

/// `a ⊗ b` for `a, b < 2^w`, `w` a power of two.
fn tower_mul(a: u64, b: u64, w: u32) -> u64 {
    if w == 1 {
        return a & b;
    }
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

/// `q ⊗ 2^(w-1)` for `q < 2^w`, `w` a power of two.
fn tower_mul_half(q: u64, w: u32) -> u64 {
    if w == 1 {
        return q;
    }
    let h = w / 2;
    let mask = (1u64 << h) - 1;
    let (q1, q0) = (q >> h, q & mask);
    (tower_mul_half(q1 ^ q0, h) << h) | tower_mul_half(tower_mul_half(q1, h), h)
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
            }
        }
        assert_eq!(nim_mul(1 << 32, 1 << 32), 3 << 31);
        assert_eq!(nim_mul(1 << 32, 12345), 12345 << 32);
    }

    /// Naive definition: a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}.
    #[test]
    fn matches_mex_definition_below_64() {
        let n = 64;
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = [false; 256];
                for x in 0..a {
                    for y in 0..b {
                        seen[(t[x][b] ^ t[a][y] ^ t[x][y]) as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
                assert_eq!(nim_mul(a as u64, b as u64), t[a][b], "{a} ⊗ {b}");
            }
        }
    }
}
