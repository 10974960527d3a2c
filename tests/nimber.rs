//! The nimber module against the mex definition, the tower recursion, and the field laws.

use grundy::nimber::{
    MulKernel, Nimber, clmul_available, nim_add, nim_inv, nim_mul, nim_mul_clmul, nim_mul_portable,
    nim_mul_slices, nim_mul_tower, nim_pow, nim_square,
};
use grundy::rng::Rng;

/// The six Fermat 2-powers below 2^64: 2^(2^k), k = 0..6.
const FERMAT: [u64; 6] = [2, 4, 16, 256, 1 << 16, 1 << 32];

/// Random 64-bit values, with a share of small and sparse ones so that carries between
/// the tower levels and zero halves are exercised too.
fn sample(r: &mut Rng) -> u64 {
    match r.below(4) {
        0 => r.next_u64() >> r.below(64),
        1 => r.next_u64() & r.next_u64() & r.next_u64(),
        _ => r.next_u64(),
    }
}

/// The oracle: the nim product by its definition, a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' :
/// a' < a, b' < b}, for all a, b < n.
fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    let mut seen = vec![0usize; 4 * n + 1];
    let mut stamp = 0;
    for a in 0..n {
        for b in 0..n {
            stamp += 1;
            for x in 0..a {
                for y in 0..b {
                    seen[(t[x][b] ^ t[a][y] ^ t[x][y]) as usize] = stamp;
                }
            }
            t[a][b] = seen.iter().position(|&s| s != stamp).unwrap() as u64;
        }
    }
    t
}

#[test]
fn product_matches_mex_definition_below_64() {
    let t = mex_table(64);
    for (a, row) in t.iter().enumerate() {
        for (b, &want) in row.iter().enumerate() {
            let (a, b) = (a as u64, b as u64);
            assert_eq!(nim_mul(a, b), want, "{a} ⊗ {b}");
            assert_eq!(nim_mul_portable(a, b), want, "{a} ⊗ {b}");
            assert_eq!(nim_mul_tower(a, b), want, "{a} ⊗ {b}");
        }
    }
    // The oracle itself, on values everyone knows: 2⊗2 = 3, 4⊗4 = 6, 8⊗8 = 13.
    assert_eq!((t[2][2], t[4][4], t[8][8]), (3, 6, 13));
}

#[test]
fn fast_paths_agree_with_tower() {
    let mut r = Rng::new(64);
    let n = 20_000;
    let (a, b): (Vec<u64>, Vec<u64>) = (0..n).map(|_| (sample(&mut r), sample(&mut r))).unzip();
    let mut bulk = vec![0; n];
    nim_mul_slices(&a, &b, &mut bulk);
    for i in 0..n {
        let want = nim_mul_tower(a[i], b[i]);
        assert_eq!(nim_mul(a[i], b[i]), want, "{} ⊗ {}", a[i], b[i]);
        assert_eq!(nim_mul_portable(a[i], b[i]), want);
        assert_eq!(bulk[i], want);
    }
}

#[test]
fn clmul_and_portable_paths_agree() {
    let mut r = Rng::new(128);
    if !clmul_available() {
        // Nothing to compare on this CPU; the portable path is the only one.
        assert_eq!(nim_mul_clmul(2, 3), None);
        eprintln!("pclmulqdq not available: only the portable path was tested");
        return;
    }
    for _ in 0..1_000_000 {
        let (a, b) = (sample(&mut r), sample(&mut r));
        assert_eq!(
            nim_mul_clmul(a, b),
            Some(nim_mul_portable(a, b)),
            "{a} ⊗ {b}"
        );
    }
}

/// Values where carries, reductions and byte transposes go wrong first: 0, 1, all ones,
/// single bits, single bytes, the Fermat 2-powers and their neighbours.
fn edge_values() -> Vec<u64> {
    let mut v = vec![0, 1, 2, 3, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1];
    for i in 0..64 {
        v.push(1 << i);
        v.push(!(1u64 << i));
    }
    for j in 0..8 {
        v.push(0xff << (8 * j));
        v.push(0x80 << (8 * j));
    }
    for f in FERMAT {
        v.extend([
            f - 1,
            f + 1,
            f | (f >> 1),
            f.wrapping_mul(f).wrapping_sub(1),
        ]);
    }
    v
}

#[test]
fn every_bulk_kernel_agrees_with_the_portable_path() {
    // Every pair of edge values, then random pairs, 1.1·10^6 in all, in slices whose
    // lengths are not multiples of the vector width (the tails take the masked path).
    let edges = edge_values();
    let (mut a, mut b): (Vec<u64>, Vec<u64>) = edges
        .iter()
        .flat_map(|&x| edges.iter().map(move |&y| (x, y)))
        .unzip();
    let mut r = Rng::new(512);
    while a.len() < 1_100_000 {
        a.push(sample(&mut r));
        b.push(sample(&mut r));
    }
    let mut want = vec![0; a.len()];
    MulKernel::Portable.mul_slices(&a, &b, &mut want);
    for i in (0..a.len()).step_by(997) {
        assert_eq!(want[i], nim_mul_tower(a[i], b[i]), "{} ⊗ {}", a[i], b[i]);
    }
    let mut tested = 0;
    for kernel in MulKernel::ALL.into_iter().filter(|k| k.available()) {
        let mut got = vec![0; a.len()];
        kernel.mul_slices(&a, &b, &mut got);
        for i in 0..a.len() {
            assert_eq!(got[i], want[i], "{kernel:?}: {} ⊗ {}", a[i], b[i]);
        }
        for len in [0, 1, 7, 8, 9, 15, 17, 63] {
            let mut got = vec![0; len];
            kernel.mul_slices(&a[3..3 + len], &b[3..3 + len], &mut got);
            assert_eq!(got, want[3..3 + len], "{kernel:?}, {len} products");
        }
        tested += 1;
    }
    assert!(tested >= 1);
    if !MulKernel::Avx512.available() {
        eprintln!("AVX-512 kernel not available here: {tested} kernels compared");
    }
    assert!(MulKernel::best().available());
}

/// Every bulk kernel on slices one longer than a multiple of 8 (the AVX-512 kernel's
/// width), so that a lone product is left for the tail after full vectors: 8k + 1 for
/// small and large k, from aligned and unaligned starts, with edge values in the last
/// place; through the dispatching `nim_mul_slices` too.
#[test]
fn every_bulk_kernel_takes_a_tail_of_one_after_full_vectors() {
    let edges = edge_values();
    let mut r = Rng::new(8 * 1024 + 1);
    let total = 8 * 12_500 + 1 + 16;
    let a: Vec<u64> = (0..total).map(|_| sample(&mut r)).collect();
    let b: Vec<u64> = (0..total).map(|_| sample(&mut r)).collect();
    for kernel in MulKernel::ALL.into_iter().filter(|k| k.available()) {
        for len in [9, 17, 65, 8 * 1000 + 1, 8 * 12_500 + 1] {
            for start in [0, 1, 3, 8] {
                let (mut x, mut y) = (
                    a[start..start + len].to_vec(),
                    b[start..start + len].to_vec(),
                );
                // The last product, alone in the tail, on hard values.
                let e = (len * 31 + start) % edges.len();
                (x[len - 1], y[len - 1]) = (edges[e], edges[(e * 7 + 3) % edges.len()]);
                let mut got = vec![0; len];
                kernel.mul_slices(&x, &y, &mut got);
                let mut bulk = vec![0; len];
                nim_mul_slices(&x, &y, &mut bulk);
                for i in 0..len {
                    let want = nim_mul_portable(x[i], y[i]);
                    assert_eq!(
                        got[i], want,
                        "{kernel:?}: {len} products from {start}, #{i}"
                    );
                    assert_eq!(bulk[i], want, "nim_mul_slices: {len} from {start}, #{i}");
                }
                assert_eq!(got[len - 1], nim_mul_tower(x[len - 1], y[len - 1]));
            }
        }
    }
}

#[test]
#[should_panic(expected = "lengths differ")]
fn bulk_lengths_must_agree() {
    MulKernel::Portable.mul_slices(&[1, 2], &[3], &mut [0, 0]);
}

#[test]
fn field_laws_on_random_values() {
    let mut r = Rng::new(459);
    for _ in 0..100_000 {
        let (a, b, c) = (sample(&mut r), sample(&mut r), sample(&mut r));
        assert_eq!(nim_mul(a, b), nim_mul(b, a), "commutativity");
        assert_eq!(
            nim_mul(a, nim_mul(b, c)),
            nim_mul(nim_mul(a, b), c),
            "associativity {a} {b} {c}"
        );
        assert_eq!(
            nim_mul(a, nim_add(b, c)),
            nim_mul(a, b) ^ nim_mul(a, c),
            "distributivity {a} {b} {c}"
        );
        assert_eq!(nim_mul(a, 1), a);
        assert_eq!(nim_mul(a, 0), 0);
        assert_eq!(nim_square(a), nim_mul(a, a));
    }
}

#[test]
fn inverses_and_powers() {
    let mut r = Rng::new(2024);
    for _ in 0..20_000 {
        let a = sample(&mut r);
        match nim_inv(a) {
            None => assert_eq!(a, 0),
            Some(i) => {
                assert_eq!(nim_mul(a, i), 1, "inverse of {a}");
                assert_eq!(nim_pow(a, u64::MAX - 1), i, "a^(2^64-2) = a^-1");
                assert_eq!(nim_pow(a, u64::MAX), 1, "Lagrange");
            }
        }
        let e = r.below(100);
        let mut p = 1;
        for _ in 0..e {
            p = nim_mul(p, a);
        }
        assert_eq!(nim_pow(a, e), p, "{a}^{e}");
    }
    assert_eq!(nim_inv(0), None);
    assert_eq!(nim_inv(1), Some(1));
}

#[test]
fn fermat_two_powers() {
    let mut r = Rng::new(16);
    for &f in &FERMAT {
        // F ⊗ F = 3F/2 = F ⊕ F/2.
        assert_eq!(nim_mul(f, f), 3 * f / 2, "F = {f}");
        assert_eq!(nim_mul_tower(f, f), 3 * f / 2, "F = {f}");
        for _ in 0..2_000 {
            let (x, y) = (r.below(f), r.below(f));
            // F ⊗ x = F·x for x < F.
            assert_eq!(nim_mul(f, x), f * x, "F = {f}, x = {x}");
            // 0 .. F is closed under ⊗ (a subfield).
            assert!(nim_mul(x, y) < f, "{x} ⊗ {y} escapes below {f}");
            if x != 0 {
                assert!(nim_inv(x).unwrap() < f);
            }
        }
    }
    // Distinct Fermat 2-powers multiply as integers: 2^(1+2+4+…+32) = 2^63.
    assert_eq!(FERMAT.iter().fold(1, |p, &f| nim_mul(p, f)), 1 << 63);
}

#[test]
fn nimber_type() {
    let mut r = Rng::new(3);
    for _ in 0..1000 {
        let (a, b) = (Nimber(sample(&mut r)), Nimber(sample(&mut r)));
        assert_eq!(a + b - b, a);
        assert_eq!(-a, a);
        assert_eq!((a * b).0, nim_mul(a.0, b.0));
        if b != Nimber::ZERO {
            assert_eq!(a * b / b, a);
        }
        let mut c = a;
        c *= b;
        c += a;
        assert_eq!(c, a * (b + Nimber::ONE));
        assert_eq!(a.pow(3), a * a * a);
        assert_eq!(a.square(), a * a);
    }
    let xs = [Nimber(2), Nimber(3), Nimber(7)];
    assert_eq!(xs.iter().copied().sum::<Nimber>(), Nimber(6));
    assert_eq!(
        xs.iter().copied().product::<Nimber>(),
        Nimber(nim_mul(1, 7))
    );
    assert_eq!(Nimber(0).to_string(), "0");
    assert_eq!(Nimber(1).to_string(), "*");
    assert_eq!(Nimber(2).to_string(), "*2");
    assert_eq!(Nimber(u64::MAX).to_string(), format!("*{}", u64::MAX));
}

#[test]
#[should_panic(expected = "division by zero")]
fn division_by_zero_panics() {
    let _ = Nimber(5) / Nimber::ZERO;
}
