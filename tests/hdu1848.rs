//! HDU 1848 (Fibonacci subtraction on three piles) against exhaustive search of the real
//! three-pile game, plus bad input.
// Brute-force tables read most clearly with explicit indices.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{assert_bad_input, run_ok};
use grundy::rng::Rng;
use grundy::takebreak::{fibonacci_first_player_wins, fibonacci_values};
use grundy::tools::problems::find;
use std::fmt::Write;

const MAX: usize = 40;

/// Whether the player to move wins with piles (a, b, c) ≤ MAX, over the real moves: take
/// 1, 2, 3, 5, 8, … stones from one pile. Filled in increasing total, as every move
/// lowers it.
fn mover_wins_table() -> Vec<Vec<Vec<bool>>> {
    let fib = [1, 2, 3, 5, 8, 13, 21, 34];
    let mut w = vec![vec![vec![false; MAX + 1]; MAX + 1]; MAX + 1];
    for total in 0..=3 * MAX {
        for a in 0..=MAX.min(total) {
            for b in 0..=MAX.min(total - a) {
                let c = total - a - b;
                if c > MAX {
                    continue;
                }
                let mut win = false;
                for &f in &fib {
                    if (a >= f && !w[a - f][b][c])
                        || (b >= f && !w[a][b - f][c])
                        || (c >= f && !w[a][b][c - f])
                    {
                        win = true;
                        break;
                    }
                }
                w[a][b][c] = win;
            }
        }
    }
    w
}

#[test]
fn agrees_with_exhaustive_search() {
    let w = mover_wins_table();
    let g = fibonacci_values(MAX);
    for a in 0..=MAX {
        for b in 0..=MAX {
            for c in 0..=MAX {
                assert_eq!(
                    fibonacci_first_player_wins(&g, &[a, b, c]),
                    w[a][b][c],
                    "{a} {b} {c}"
                );
            }
        }
    }
}

#[test]
fn binary_agrees_on_random_inputs() {
    let w = mover_wins_table();
    let mut rng = Rng::new(1848);
    let (mut input, mut want) = (String::new(), String::new());
    for _ in 0..500 {
        let p: Vec<usize> = (0..3).map(|_| rng.range(1, MAX as u64) as usize).collect();
        writeln!(input, "{} {} {}", p[0], p[1], p[2]).unwrap();
        want.push_str(if w[p[0]][p[1]][p[2]] {
            "Fibo\n"
        } else {
            "Nacci\n"
        });
    }
    input.push_str("0 0 0\n");
    assert_eq!(run_ok("hdu1848", &input), want);
}

#[test]
fn generator_inputs_run() {
    let generate = find("hdu1848").unwrap().generate;
    let mut rng = Rng::new(5);
    for size in [0, 10, 50, 100] {
        let input = generate(&mut rng, size);
        assert_eq!(
            run_ok("hdu1848", &input).lines().count(),
            input.lines().count() - 1
        );
    }
}

#[test]
fn bad_input_is_rejected() {
    assert_bad_input("hdu1848", "", "error: the input is empty");
    assert_bad_input(
        "hdu1848",
        "1 1 1\n",
        "line 1: the input ends without the `0 0 0` line",
    );
    assert_bad_input("hdu1848", "1 1\n", "line 1: the input ends too early");
    assert_bad_input(
        "hdu1848",
        "1 z 1\n0 0 0\n",
        "line 1: cannot read `z` as a whole number from 0 to 2^64 − 1",
    );
    assert_bad_input("hdu1848", "1 1 -1\n0 0 0\n", "cannot read `-1`");
    assert_bad_input("hdu1848", "1 1 1\n0 0 0\n2 2 2\n", "line 3: unexpected `2`");
    assert_bad_input(
        "hdu1848",
        "1 1 2000000\n0 0 0\n",
        "p = 2000000 is out of range 0..=1000000",
    );
}

#[test]
fn beyond_judge_limits_still_solved() {
    // Piles over HDU's 1000 (and an empty pile): equal piles cancel, so the first two lines
    // lose; the third is decided by g(100000) alone.
    let g = fibonacci_values(100_000);
    let want = format!(
        "Nacci\nNacci\n{}\n",
        if g[100_000] != 0 { "Fibo" } else { "Nacci" }
    );
    assert_eq!(
        run_ok("hdu1848", "5000 5000 0\n77777 77777 0\n100000 0 0\n0 0 0\n"),
        want
    );
}
