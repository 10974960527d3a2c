//! The coin-turning engine against the tables printed in the Chinese coin-turning notes
//! (the classic notes and the notes on nim sums), their closed forms far past
//! those tables, and exhaustive search of the real games (whole rows and boards, not the
//! single-coin values).
// Brute-force tables read most clearly with explicit indices.
#![allow(clippy::needless_range_loop)]

use grundy::coins::{CoinGame, Grid, Line, Rule, Rule2, for_each_block, grundy_values, lowbit};
use grundy::mock_turtles;
use grundy::nimber::nim_mul;

/// Grundy value of EVERY position (bit mask of heads) of a game with `n ≤ 16` places, by
/// the definition over the real moves: a move picks a head `x` and a legal set at `x`, and
/// turns them all over. Turning `x` off and only lower places changes the mask to a smaller
/// number, so increasing masks is a valid order.
fn positional_values<G: CoinGame>(game: &G) -> Vec<u32> {
    let n = game.coins();
    assert!(n <= 16);
    let mut moves: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (x, mx) in moves.iter_mut().enumerate() {
        game.for_each_move(x, &mut |others| {
            mx.push(others.iter().fold(1 << x, |m, &y| m | 1 << y));
        });
    }
    let mut g = vec![0u32; 1 << n];
    for state in 0..1u32 << n {
        let mut seen = Vec::new();
        for (x, mx) in moves.iter().enumerate() {
            if state >> x & 1 == 1 {
                for &m in mx {
                    seen.push(g[(state ^ m) as usize]);
                }
            }
        }
        g[state as usize] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

/// The coin-turning theorem on the real game: every position's value is the XOR of its
/// heads' single-coin values.
fn check_theorem<G: CoinGame>(game: &G, what: &str) {
    let single = grundy_values(game);
    let all = positional_values(game);
    for (state, &v) in all.iter().enumerate() {
        let xor = (0..game.coins())
            .filter(|&x| state >> x & 1 == 1)
            .fold(0, |a, x| a ^ single[x]);
        assert_eq!(u64::from(v), xor, "{what}: heads {state:b}");
    }
}

fn every_rule() -> Vec<Rule> {
    vec![
        Rule::OneCoin,
        Rule::OneOrTwo,
        Rule::Consecutive(1),
        Rule::Consecutive(3),
        Rule::Subtraction(vec![1, 2, 3]),
        Rule::Subtraction(vec![1, 3, 4]),
        Rule::Twins(vec![1, 2, 3]),
        Rule::Twins(vec![2, 5]),
        Rule::MockTurtles,
        Rule::Ruler,
        Rule::Runs(vec![1, 4, 9]),
        Rule::ExactlyTwo,
        Rule::Grunt,
    ]
}

#[test]
fn theorem_holds_on_whole_rows_by_exhaustive_search() {
    for rule in every_rule() {
        check_theorem(&Line::new(&rule, 12), &format!("{rule:?}"));
    }
}

#[test]
fn theorem_holds_on_whole_boards_by_exhaustive_search() {
    let rules = [
        Rule2::Block,
        Rule2::Corners,
        Rule2::Rugs,
        Rule2::Product(Rule::MockTurtles, Rule::Ruler),
        Rule2::Product(Rule::Twins(vec![1, 2]), Rule::OneOrTwo),
    ];
    for rule in &rules {
        for (r, c) in [(3, 4), (4, 3), (2, 6), (1, 12)] {
            check_theorem(&Grid::new(rule, r, c), &format!("{rule:?} {r}x{c}"));
        }
    }
}

/// Values for the notes' labels `from..=to`.
fn labelled(rule: &Rule, from: usize, to: usize) -> Vec<u64> {
    let first = rule.first_label();
    rule.values(to + 1 - first)[from - first..].to_vec()
}

// ---- The notes' printed tables, reproduced exactly. ----

#[test]
fn classic_notes_tables() {
    // 约束条件一: "对于任意一个正面的硬币,SG值为1".
    assert!(labelled(&Rule::OneCoin, 1, 10).iter().all(|&v| v == 1));
    // 约束条件三 (k = 3, 从编号为1开始): "sg[1]=0 … sg[6]=1", "001 001 001 001".
    assert_eq!(
        labelled(&Rule::Consecutive(3), 1, 12),
        [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1]
    );
    // 约束条件4: "位置x:1 2 3 … 14 / sg[x]: 1 2 3 0 1 2 3 0 1 2 3 0 1 2".
    assert_eq!(
        labelled(&Rule::Subtraction(vec![1, 2, 3]), 1, 14),
        [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]
    );
    // 约束条件5 (Twins, 从0开始): "位置x:0 1 2 … 14 / sg[x]: 0 1 2 3 0 1 2 3 0 1 2 3 0 1 2".
    assert_eq!(
        labelled(&Rule::Twins(vec![1, 2, 3]), 0, 14),
        [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]
    );
    // 约束条件6 (Mock Turtles, 从0开始).
    assert_eq!(
        labelled(&Rule::MockTurtles, 0, 14),
        [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28]
    );
    // 约束条件7 (Ruler, 从1开始): "g(x): 1 2 1 4 1 2 1 8 1 2 1 4 1 2 1 16".
    assert_eq!(
        labelled(&Rule::Ruler, 1, 16),
        [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
    );
    // 约束条件8 (Grunt, 从0开始): "当首正硬币位置为0,1,2时是terminal局面 … sg值都是0".
    assert_eq!(labelled(&Rule::Grunt, 0, 2), [0, 0, 0]);
}

#[test]
fn classic_notes_nim_numbered_from_zero_fails() {
    // 约束条件二 claims "每个硬币的SG值为它的编号,初始编号为0". Numbered from 0 the value of
    // coin x is x + 1 (coin 0 alone can be turned, so it is worth 1, not 0); numbered from 1
    // (as the notes on nim sums do) the value is the number. Our rule numbers from 1.
    let from_zero = Rule::OneOrTwo.values(20);
    for (x, &v) in from_zero.iter().enumerate() {
        assert_eq!(v, x as u64 + 1, "coin {x} counted from 0");
        assert_ne!(v, x as u64);
    }
    assert_eq!(Rule::OneOrTwo.first_label(), 1);
    assert_eq!(labelled(&Rule::OneOrTwo, 1, 8), [1, 2, 3, 4, 5, 6, 7, 8]);
}

#[test]
fn nim_sum_notes_ruler_table() {
    // i | 0 1 2 3 4 5 6 7 8 ; sg | 0 1 2 1 4 1 2 1 8 (coins from 1; i = 0 is no coin at all).
    let mut row = vec![0];
    row.extend(labelled(&Rule::Ruler, 1, 8));
    assert_eq!(row, [0, 1, 2, 1, 4, 1, 2, 1, 8]);
}

#[test]
fn nim_sum_notes_connected_block_table() {
    // 约束条件一 (每次翻转一个连通块), the notes' 5 × 5 table.
    let printed = [
        [1, 2, 1, 4, 1],
        [2, 4, 8, 16, 32],
        [1, 8, 16, 32, 64],
        [4, 16, 32, 64, 128],
        [1, 32, 64, 128, 256],
    ];
    let v = Rule2::Block.values(5, 5);
    for (x, row) in printed.iter().enumerate() {
        assert_eq!(v[x * 5..x * 5 + 5], row[..], "row {x}");
    }
}

#[test]
fn nim_sum_notes_turning_corners_table() {
    // 约束条件二 (四个角), the notes' 7 × 6 table.
    let printed = [
        [0, 0, 0, 0, 0, 0],
        [0, 1, 2, 3, 4, 5],
        [0, 2, 3, 1, 8, 10],
        [0, 3, 1, 2, 12, 15],
        [0, 4, 8, 12, 6, 2],
        [0, 5, 10, 15, 2, 7],
        [0, 6, 11, 13, 14, 8],
    ];
    let v = Rule2::Corners.values(7, 6);
    for (x, row) in printed.iter().enumerate() {
        assert_eq!(v[x * 6..x * 6 + 6], row[..], "row {x}");
    }
}

// ---- Closed forms against brute force, far past the tables. ----

fn check_closed_form(rule: &Rule, n: usize) {
    let first = rule.first_label() as u64;
    for (i, &v) in rule.values(n).iter().enumerate() {
        let label = i as u64 + first;
        assert_eq!(Some(v), rule.closed_form(label), "{rule:?} at {label}");
    }
}

#[test]
fn one_dimensional_closed_forms_hold_far_out() {
    check_closed_form(&Rule::OneCoin, 2000);
    check_closed_form(&Rule::OneOrTwo, 1000);
    check_closed_form(&Rule::ExactlyTwo, 1000);
    for k in 1..=8 {
        check_closed_form(&Rule::Consecutive(k), 2000);
    }
    for k in 1..=6 {
        let set: Vec<usize> = (1..=k).collect();
        check_closed_form(&Rule::Subtraction(set.clone()), 2000);
        check_closed_form(&Rule::Twins(set), 2000);
    }
    check_closed_form(&Rule::Ruler, 700);
    check_closed_form(&Rule::MockTurtles, 500);
}

#[test]
fn runs_generalise_ruler_and_consecutive() {
    let all: Vec<usize> = (1..=300).collect();
    assert_eq!(Rule::Runs(all).values(300), Rule::Ruler.values(300));
    assert_eq!(
        Rule::Runs(vec![4]).values(300),
        Rule::Consecutive(4).values(300)
    );
}

/// Heap-by-heap definitions, independent of the coin engine.
fn heap_values(n: usize, options: impl Fn(usize, &[u64]) -> Vec<u64>) -> Vec<u64> {
    let mut g = Vec::new();
    for h in 0..n {
        let opts = options(h, &g);
        g.push((0..).find(|v| !opts.contains(v)).unwrap());
    }
    g
}

#[test]
fn grunt_is_grundys_game() {
    // Grundy's game: split a heap into two unequal non-empty heaps.
    let grundy = heap_values(400, |h, g| {
        (1..h)
            .filter(|&a| 2 * a < h)
            .map(|a| g[a] ^ g[h - a])
            .collect()
    });
    assert_eq!(Rule::Grunt.values(400), grundy);
    assert_eq!(
        grundy[..16],
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1]
    );
}

#[test]
fn subtraction_and_twins_are_the_heap_subtraction_game() {
    for set in [
        vec![1, 3, 4],
        vec![2, 5],
        vec![1, 2, 3],
        vec![3, 5, 9],
        vec![1, 2, 3, 5, 8],
    ] {
        let heap = heap_values(600, |h, g| {
            set.iter().filter(|&&s| s <= h).map(|&s| g[h - s]).collect()
        });
        // Twins: label x is heap x; Subtraction: label x (from 1) is heap x.
        assert_eq!(Rule::Twins(set.clone()).values(600), heap, "{set:?}");
        assert_eq!(
            Rule::Subtraction(set.clone()).values(599),
            heap[1..],
            "{set:?}"
        );
    }
}

#[test]
fn mock_turtles_p_positions_are_even_nim_p_positions() {
    // The classic notes: a Mock Turtles position is a P-position iff it has an even number of heads
    // whose places XOR to 0. Every set of heads inside 0..14, by the single-coin values.
    let g = Rule::MockTurtles.values(14);
    for state in 0u32..1 << 14 {
        let heads: Vec<usize> = (0..14).filter(|&x| state >> x & 1 == 1).collect();
        let value = heads.iter().fold(0, |a, &x| a ^ g[x]);
        let nim = heads.iter().fold(0, |a, &x| a ^ x);
        assert_eq!(
            value == 0,
            nim == 0 && heads.len().is_multiple_of(2),
            "{heads:?}"
        );
    }
    // And the closed form's values far out, where the table is too big to brute force.
    for x in [10_u64.pow(8) - 1, 1 << 40, (1 << 62) + 5] {
        let v = mock_turtles::value(x);
        assert!(v == 2 * x || v == 2 * x + 1);
        assert_eq!(v.count_ones() % 2, 1);
    }
}

#[test]
fn connected_block_claim_holds_on_larger_boards() {
    // The notes' table is 5 × 5; these boards reach a 4 × 7, 3 × 9 and 2 × 16
    // rectangle (every cell of each board is checked).
    for (r, c) in [(4, 7), (3, 9), (2, 16)] {
        let v = Rule2::Block.values(r, c);
        for x in 0..r {
            for y in 0..c {
                assert_eq!(
                    v[x * c + y],
                    Rule2::Block.closed_form(x, y, None),
                    "block ({x}, {y}) on {r}x{c}"
                );
            }
        }
    }
}

#[test]
fn block_enumeration_counts() {
    // Number of edge-connected cell sets of an h × w rectangle containing one corner,
    // against a direct count over all subsets (flood fill).
    for (h, w) in [(1, 1), (1, 5), (2, 3), (3, 3), (3, 4), (4, 4)] {
        let n = h * w;
        let mut fast = 0;
        let mut masks = Vec::new();
        for_each_block(h, w, &mut |m| {
            fast += 1;
            masks.push(m);
        });
        masks.sort_unstable();
        masks.dedup();
        assert_eq!(masks.len(), fast, "a set was reported twice");
        let root = 1u64 << (n - 1);
        let slow = (0..1u64 << n)
            .filter(|&m| m & root != 0)
            .filter(|&m| {
                let mut reach = root;
                loop {
                    let mut next = reach;
                    for bit in 0..n {
                        if reach >> bit & 1 == 1 {
                            let (a, b) = (bit / w, bit % w);
                            if a > 0 {
                                next |= 1 << (bit - w);
                            }
                            if a + 1 < h {
                                next |= 1 << (bit + w);
                            }
                            if b > 0 {
                                next |= 1 << (bit - 1);
                            }
                            if b + 1 < w {
                                next |= 1 << (bit + 1);
                            }
                        }
                    }
                    next &= m;
                    if next == reach {
                        break reach == m;
                    }
                    reach = next;
                }
            })
            .count();
        assert_eq!(fast, slow, "{h}x{w}");
    }
}

#[test]
fn corners_and_rugs_closed_forms_hold_far_out() {
    for rule in [Rule2::Corners, Rule2::Rugs] {
        let (r, c) = (24, 24);
        let v = rule.values(r, c);
        for x in 0..r {
            for y in 0..c {
                assert_eq!(
                    v[x * c + y],
                    rule.closed_form(x, y, None),
                    "{rule:?} ({x}, {y})"
                );
            }
        }
    }
    // The judge problem's formula, far beyond the brute-force boards.
    assert_eq!(
        Rule2::Corners.closed_form(9999, 9999, None),
        nim_mul(9999, 9999)
    );
    assert_eq!(lowbit(24), 8);
}

#[test]
fn tartan_products_of_every_pair() {
    let rules = every_rule();
    let n = 9;
    for a in &rules {
        for b in &rules {
            let (g1, g2) = (a.values(n), b.values(n));
            let prod = Rule2::Product(a.clone(), b.clone());
            let v = prod.values(n, n);
            for x in 0..n {
                for y in 0..n {
                    assert_eq!(
                        v[x * n + y],
                        prod.closed_form(x, y, Some((&g1, &g2))),
                        "{a:?} x {b:?} at ({x}, {y})"
                    );
                }
            }
        }
    }
}

#[test]
fn corners_and_rugs_match_their_direct_definitions() {
    // The nim-sum notes' recurrence for Turning Corners, sg(x,y) = mex{sg(x,b) ⊕ sg(a,y) ⊕ sg(a,b)},
    // and the Rugs recurrence over rectangles, written out without the engine.
    let n = 14;
    let mut corners = vec![vec![0u64; n]; n];
    let mut rugs = vec![vec![0u64; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut opts = Vec::new();
            for a in 0..x {
                for b in 0..y {
                    opts.push(corners[x][b] ^ corners[a][y] ^ corners[a][b]);
                }
            }
            corners[x][y] = (0..).find(|v| !opts.contains(v)).unwrap();
            opts.clear();
            for a in 0..=x {
                for b in 0..=y {
                    let mut v = 0;
                    for i in a..=x {
                        for j in b..=y {
                            if (i, j) != (x, y) {
                                v ^= rugs[i][j];
                            }
                        }
                    }
                    opts.push(v);
                }
            }
            rugs[x][y] = (0..).find(|v| !opts.contains(v)).unwrap();
        }
    }
    let flat = |t: &Vec<Vec<u64>>| t.concat();
    assert_eq!(Rule2::Corners.values(n, n), flat(&corners));
    assert_eq!(Rule2::Rugs.values(n, n), flat(&rugs));
}

#[test]
fn heap_games_in_disguise_report_their_periodicity() {
    // The reported (preperiod, period) must hold on the coin values themselves (Twins: coin x
    // is heap x) far out, and no smaller pair may.
    for set in [
        vec![1, 2, 3],
        vec![1, 3, 4],
        vec![2, 5],
        vec![3, 4, 9],
        vec![2, 3, 7, 12],
    ] {
        let rule = Rule::Twins(set.clone());
        let p = rule.periodicity(1 << 16).unwrap();
        assert_eq!(Rule::Subtraction(set.clone()).periodicity(1 << 16), Some(p));
        let g = rule.values(p.preperiod + 6 * p.period + 50);
        let holds = |pre: usize, per: usize| (pre..g.len() - per).all(|n| g[n + per] == g[n]);
        assert!(holds(p.preperiod, p.period), "{set:?}");
        for per in 1..p.period {
            assert!(!holds(p.preperiod, per), "{set:?}: period {per} also works");
        }
        if p.preperiod > 0 {
            assert!(!holds(p.preperiod - 1, p.period), "{set:?}");
        }
    }
    assert_eq!(Rule::MockTurtles.periodicity(100), None);
}

#[test]
fn run_games_agree_with_the_tartan_module() {
    // The engine (explicit runs) against grundy::tartan's prefix-XOR recurrence.
    let mut rng = grundy::rng::Rng::new(459);
    for _ in 0..40 {
        let k = rng.range(1, 5) as usize;
        let lens: Vec<usize> = (0..k).map(|_| rng.range(1, 20) as usize).collect();
        let rule = Rule::with_set(Rule::Runs, &lens).unwrap();
        let fast = grundy::tartan::run_values(&lens, 400);
        assert_eq!(rule.values(400), fast[1..], "{lens:?}");
    }
    let all: Vec<usize> = (1..=500).collect();
    assert_eq!(
        Rule::Ruler.values(500),
        grundy::tartan::run_values(&all, 500)[1..]
    );
    assert_eq!(
        Rule::Consecutive(5).values(500),
        grundy::tartan::run_values(&[5], 500)[1..]
    );
}

/// `lowbit(x)`, the largest power of two dividing `x`, against its definition (the largest
/// `2^k` of which `x` is a multiple) on every `x` up to 5000, the extremes of 64 bits and
/// random values at every bit position; and `lowbit(0) = 0` (every power of two divides 0:
/// the function takes 0, as a free tree of height 0 is worth 0).
#[test]
fn lowbit_is_the_largest_power_of_two_dividing_and_zero_for_zero() {
    assert_eq!(lowbit(0), 0);
    let by_definition = |x: u64| {
        (0..64)
            .rev()
            .map(|k| 1u64 << k)
            .find(|&p| x.is_multiple_of(p))
            .unwrap()
    };
    let mut r = grundy::rng::Rng::new(7);
    let mut xs: Vec<u64> = (1..=5000).collect();
    xs.extend([
        u64::MAX,
        u64::MAX - 1,
        1 << 63,
        (1 << 63) + 1,
        (1 << 63) - 1,
    ]);
    xs.extend((0..5000).map(|_| (r.next_u64() | 1) << r.below(64)));
    for x in xs.into_iter().filter(|&x| x != 0) {
        assert_eq!(lowbit(x), by_definition(x), "{x}");
    }
}
