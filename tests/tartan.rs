//! Run games and the Tartan theorem against exhaustive search of the real games.
// Coordinates index several tables at once, as in the game's definition.
#![allow(clippy::needless_range_loop)]

use grundy::nimber::nim_mul;
use grundy::rng::Rng;
use grundy::tartan::{prefix_xor, run_tally, run_tally_pair, run_values, tartan_value};
use rustc_hash::FxHashMap;

/// A random set of lengths in `1..=max`, non-empty, containing 1 at least half the time.
fn random_lengths(r: &mut Rng, max: usize) -> Vec<usize> {
    let mut s: Vec<usize> = (1..=max).filter(|_| r.chance(1, 3)).collect();
    if s.is_empty() || (r.chance(1, 2) && s[0] != 1) {
        s.insert(0, 1);
    }
    s
}

/// Grundy value of a row of coins (bit x−1 = coin x heads) by exhaustive search of the
/// real moves: flip coins x−L+1..=x where coin x is heads and L is a length, L ≤ x.
fn row_grundy(state: u32, lengths: &[usize], memo: &mut FxHashMap<u32, u32>) -> u32 {
    if let Some(&g) = memo.get(&state) {
        return g;
    }
    let mut options = Vec::new();
    for x in 1..=32usize {
        if state >> (x - 1) & 1 == 1 {
            for &l in lengths.iter().filter(|&&l| l <= x) {
                let run = ((1u64 << l) - 1) << (x - l);
                options.push(row_grundy(state ^ run as u32, lengths, memo));
            }
        }
    }
    let g = grundy::mex::mex(options.iter().map(|&v| v as usize)) as u32;
    memo.insert(state, g);
    g
}

#[test]
fn run_values_match_game_search() {
    let mut r = Rng::new(31);
    for _ in 0..200 {
        let n = r.range(1, 12) as usize;
        let lengths = random_lengths(&mut r, n);
        let g = run_values(&lengths, n);
        let mut memo = FxHashMap::default();
        for x in 1..=n {
            assert_eq!(
                g[x],
                u64::from(row_grundy(1 << (x - 1), &lengths, &mut memo)),
                "lengths {lengths:?}, coin {x}"
            );
        }
        // A random position is the XOR of its coins (the sum rule).
        let state = r.below(1 << n) as u32;
        let want = (1..=n)
            .filter(|&x| state >> (x - 1) & 1 == 1)
            .fold(0, |v, x| v ^ g[x]);
        assert_eq!(u64::from(row_grundy(state, &lengths, &mut memo)), want);
    }
}

#[test]
fn ruler_game_is_lowbit() {
    let all: Vec<usize> = (1..=300).collect();
    let g = run_values(&all, 300);
    for (x, &v) in g.iter().enumerate().skip(1) {
        assert_eq!(v, 1 << x.trailing_zeros(), "x = {x}");
    }
}

/// Grundy value of a board position (bit (y−1)·w + (x−1) = coin (x, y) heads) of the
/// product game, by exhaustive search: flip the rectangle of width L1 and height L2 whose
/// upper-right coin (x, y) is heads.
fn board_grundy(
    state: u32,
    (w, h): (usize, usize),
    (s1, s2): (&[usize], &[usize]),
    memo: &mut FxHashMap<u32, u32>,
) -> u32 {
    if let Some(&g) = memo.get(&state) {
        return g;
    }
    let mut options = Vec::new();
    for y in 1..=h {
        for x in 1..=w {
            if state >> ((y - 1) * w + x - 1) & 1 == 0 {
                continue;
            }
            for &l1 in s1.iter().filter(|&&l| l <= x) {
                for &l2 in s2.iter().filter(|&&l| l <= y) {
                    let mut flip = 0u32;
                    for yy in y + 1 - l2..=y {
                        for xx in x + 1 - l1..=x {
                            flip |= 1 << ((yy - 1) * w + xx - 1);
                        }
                    }
                    options.push(board_grundy(state ^ flip, (w, h), (s1, s2), memo));
                }
            }
        }
    }
    let g = grundy::mex::mex(options.iter().map(|&v| v as usize)) as u32;
    memo.insert(state, g);
    g
}

#[test]
fn tartan_theorem_matches_game_search() {
    let mut r = Rng::new(1978);
    let mut nonzero = 0;
    for _ in 0..300 {
        let w = r.range(1, 5) as usize;
        let h = r.range(1, (12 / w).clamp(1, 5) as u64) as usize;
        let (s1, s2) = (random_lengths(&mut r, w), random_lengths(&mut r, h));
        let (g1, g2) = (run_values(&s1, w), run_values(&s2, h));
        let mut memo = FxHashMap::default();
        // Every lone coin, then a random position.
        for y in 1..=h {
            for x in 1..=w {
                let want = tartan_value(g1[x], g2[y]);
                let got = board_grundy(1 << ((y - 1) * w + x - 1), (w, h), (&s1, &s2), &mut memo);
                assert_eq!(
                    u64::from(got),
                    want,
                    "{w}×{h}, {s1:?} × {s2:?}, coin ({x}, {y})"
                );
            }
        }
        let state = r.below(1 << (w * h)) as u32;
        let mut want = 0;
        for y in 1..=h {
            for x in 1..=w {
                if state >> ((y - 1) * w + x - 1) & 1 == 1 {
                    want ^= nim_mul(g1[x], g2[y]);
                }
            }
        }
        let got = board_grundy(state, (w, h), (&s1, &s2), &mut memo);
        assert_eq!(
            u64::from(got),
            want,
            "{w}×{h}, {s1:?} × {s2:?}, state {state:b}"
        );
        nonzero += usize::from(want > 1);
    }
    assert!(nonzero > 30, "products beyond 0 and 1 exercised: {nonzero}");
}

/// The tally by definition: every move (x, L) and its run value.
fn naive_tally(lengths: &[usize], n: usize) -> (Vec<u64>, Vec<u64>) {
    let p = prefix_xor(&run_values(lengths, n));
    let mut moves = vec![0u64; 1 << 16];
    for x in 1..=n {
        for &l in lengths.iter().filter(|&&l| l <= x) {
            moves[(p[x] ^ p[x - l]) as usize] += 1;
        }
    }
    (p, moves)
}

fn check_tally(lengths: &[usize], n: usize) {
    let t = run_tally(lengths, n);
    let (p, moves) = naive_tally(lengths, n);
    assert_eq!(t.prefix.len(), n + 1);
    for k in 0..=n {
        assert_eq!(u64::from(t.prefix[k]), p[k], "P({k}) for {lengths:?}");
    }
    for (a, &c) in moves.iter().enumerate() {
        assert_eq!(
            t.moves.get(a).copied().unwrap_or(0),
            c,
            "value {a} for {lengths:?}"
        );
    }
}

#[test]
fn fast_tally_matches_definition() {
    let mut r = Rng::new(459);
    for _ in 0..150 {
        let n = r.range(1, 400) as usize;
        let max = r.range(1, n as u64) as usize;
        let lengths = random_lengths(&mut r, max);
        check_tally(&lengths, n);
    }
    // Squares and triangular numbers, as in Project Euler 459, across block boundaries.
    for n in [1, 15, 16, 17, 31, 32, 33, 1000, 5000] {
        check_tally(&grundy::tartan::squares_upto(n), n);
        check_tally(&grundy::tartan::triangular_upto(n), n);
    }
}

#[test]
fn pair_tally_matches_single_tallies() {
    // One game is tiny, so its thread soon helps the other (lengths of at least 2048 are
    // shared, chunks of 256 positions handed over); either order, and sizes that end
    // mid-chunk and mid-block. `run_tally` itself is checked against the definition above.
    let mut r = Rng::new(1459);
    let tri = grundy::tartan::triangular_upto(30_000);
    for n in [1, 2047, 2048, 2300, 4097, 9999, 30_000] {
        let small = vec![1, 2];
        let sparse: Vec<usize> = tri.iter().copied().filter(|_| r.chance(2, 3)).collect();
        for (a, b) in [
            (&small, &tri),
            (&tri, &small),
            (&sparse, &tri),
            (&tri, &sparse),
        ] {
            let (ta, tb) = run_tally_pair(a, b, n);
            assert_eq!(ta, run_tally(a, n), "first game, n = {n}");
            assert_eq!(tb, run_tally(b, n), "second game, n = {n}");
        }
    }
    // Values of 512 and more: the pair falls back to one game per thread.
    let all: Vec<usize> = (1..=1500).collect();
    let (ta, tb) = run_tally_pair(&[1, 2], &all, 1500);
    assert_eq!((ta, tb), (run_tally(&[1, 2], 1500), run_tally(&all, 1500)));
}

#[test]
fn fast_tally_widens_rows_when_values_grow() {
    // The ruler game on 1..=1500 has values up to 1024 and prefixes up to 2047: the first
    // row widths (512, 1024) are too narrow and must be retried.
    let all: Vec<usize> = (1..=1500).collect();
    check_tally(&all, 1500);
    assert!(run_tally(&all, 1500).prefix.iter().any(|&v| v >= 1024));
}

/// Prefix values `P(0..=n)` of the run game with `lengths`, by the mex over a marked
/// array (as fast as the search below needs, and apart from the library's code).
fn prefix_values(lengths: &[usize], n: usize) -> Vec<u16> {
    let mut p = vec![0u16; n + 1];
    let mut seen = vec![0usize; lengths.len() + 2];
    for x in 1..=n {
        for &l in lengths.iter().take_while(|&&l| l <= x) {
            if let Some(s) = seen.get_mut(usize::from(p[x - l])) {
                *s = x;
            }
        }
        let c = p[x - 1];
        // Options are c ^ P(x - L); the mex g is the least value with c ^ g unmarked.
        let g = (0..)
            .find(|&g: &u16| seen.get(usize::from(c ^ g)) != Some(&x))
            .unwrap();
        p[x] = c ^ g;
    }
    p
}

/// The active width (the counters `run_tally`'s vector loops cover, 64 at first) doubles
/// as soon as a prefix value reaches it, also when the value *equals* it (a position with
/// `P(x − 1) = 0` whose mex is the width). Dense length sets where that happens, at 64 and
/// at 128, are found among seeded random ones by the prefix values alone, then tallied
/// against the definition.
#[test]
fn fast_tally_widens_its_active_width_when_a_value_equals_it() {
    let mut r = Rng::new(6464);
    let mut found = [0; 2];
    let mut tries = 0;
    while found.iter().any(|&f| f < 3) {
        tries += 1;
        assert!(tries < 5000, "only {found:?} sets meet the widths exactly");
        let max = r.range(64, 500) as usize;
        let keep = r.range(2, 30);
        let lengths: Vec<usize> = (1..=max).filter(|_| !r.chance(1, keep)).collect();
        let n = max + 400;
        let p = prefix_values(&lengths, n);
        // The widths the tally goes through, and whether a value lands exactly on one.
        let mut width = 64;
        let mut exact = None;
        for &v in &p {
            if v >= width {
                if v == width && width <= 128 && exact.is_none() {
                    exact = Some(width.trailing_zeros() as usize - 6);
                }
                width *= 2;
            }
        }
        if let Some(k) = exact
            && found[k] < 3
        {
            found[k] += 1;
            check_tally(&lengths, n);
        }
    }
}

/// The move tally counts in 16-bit accumulators, flushed before they could overflow: with
/// the single length 1 every move is worth 1, so one counter takes all 200 000 moves (half
/// of them in each of two accumulators); with two lengths, against the definition.
#[test]
fn move_counts_past_the_16_bit_accumulators_are_exact() {
    assert_eq!(run_tally(&[1], 200_000).moves, [0, 200_000]);
    check_tally(&[1, 2], 150_000);
    check_tally(&[1, 3, 4], 140_000);
    let (a, b) = run_tally_pair(&[1], &[1, 2], 200_000);
    assert_eq!(a.moves, [0, 200_000]);
    assert_eq!(b, run_tally(&[1, 2], 200_000));
}
