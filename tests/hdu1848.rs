//! HDU 1848 (Fibonacci subtraction on three piles) against exhaustive search of the real
//! three-pile game, plus bad input.
// Brute-force tables read most clearly with explicit indices.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, lines, run_ok,
};
use grundy::fibonacci_game::{
    JudgeInput, MAX_PILE, fibonacci_set, first_player_wins, values, verdict,
};
use grundy::rng::Rng;
use grundy::sg::subtraction_table;
use grundy::tools::problems::JudgeCase;

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
    let g = values(MAX);
    for a in 0..=MAX {
        for b in 0..=MAX {
            for c in 0..=MAX {
                assert_eq!(first_player_wins(&g, &[a, b, c]), w[a][b][c], "{a} {b} {c}");
            }
        }
    }
}

#[test]
fn binary_agrees_on_random_inputs() {
    let w = mover_wins_table();
    let mut rng = Rng::new(1848);
    let cases: Vec<[usize; 3]> = (0..500)
        .map(|_| [0; 3].map(|_| rng.range(1, MAX as u64) as usize))
        .collect();
    let want: String = cases
        .iter()
        .map(|p| {
            if w[p[0]][p[1]][p[2]] {
                "Fibo\n"
            } else {
                "Nacci\n"
            }
        })
        .collect();
    assert_eq!(run_ok("hdu1848", &JudgeInput { cases }.text()), want);
}

/// Grundy values of one pile up to `max` by the definition, with the Fibonacci moves
/// written out here: g(n) = mex of g(n − f) over the Fibonacci numbers f ≤ n.
fn values_by_definition(max: usize) -> Vec<usize> {
    let mut fib = vec![1, 2];
    while fib[fib.len() - 1] <= max {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let mut g: Vec<usize> = Vec::new();
    for n in 0..=max {
        let opts: Vec<usize> = fib.iter().filter(|&&f| f <= n).map(|&f| g[n - f]).collect();
        g.push((0..).find(|v| !opts.contains(v)).unwrap());
    }
    g
}

#[test]
fn pile_values_match_the_definition() {
    assert_eq!(fibonacci_set(1000).len(), 15);
    assert_eq!(*fibonacci_set(1000).last().unwrap(), 987);
    assert_eq!(values(1000), values_by_definition(1000));
    // The general subtraction table agrees, including the smallest tables.
    for max in [0, 1, 2, 1000] {
        let set = fibonacci_set(max.max(1));
        assert_eq!(values(max), subtraction_table(&set, max + 1), "up to {max}");
    }
}

#[test]
fn binary_agrees_on_generated_inputs() {
    let g = values_by_definition(1000);
    agrees_on_generated("hdu1848", 5, &[0, 10, 50, 100], |input: &JudgeInput| {
        lines(&input.cases, |p| {
            verdict(g[p[0]] ^ g[p[1]] ^ g[p[2]] != 0).into()
        })
    });
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "1 1 1\n",
            "error: line 1: the input ends early: expected another line `m n p` or the closing `0 0 0`",
        ),
        ("1 1\n", "error: line 1: the input ends early: expected p"),
        ("1\n", "error: line 1: the input ends early: expected n"),
        (
            "1 z 1\n0 0 0\n",
            "error: line 1: cannot read `z` as n, a whole number from 0 to 1000000",
        ),
        (
            "1 1 -1\n0 0 0\n",
            "error: line 1: cannot read `-1` as p, a whole number from 0 to 1000000",
        ),
        (
            "1 1 1\n0 0 0\n2 2 2\n",
            "error: line 3: unexpected `2` after the end of the input",
        ),
        (
            "1 1 2000000\n0 0 0\n",
            "error: line 1: p = 2000000 is too large (at most 1000000)",
        ),
        (
            "2000000\n1\n1\n0 0 0\n",
            "error: line 1: m = 2000000 is too large (at most 1000000)",
        ),
        (
            "1\n2000000\n1\n0 0 0\n",
            "error: line 2: n = 2000000 is too large (at most 1000000)",
        ),
    ] {
        assert_error("hdu1848", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (m and n used to be reported
/// on p's line; all nine piles too large are reported).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "hdu1848",
        "1 2 3\n4 5 6\n0 0 0\n",
        &["1000001", "-1", "18446744073709551616"],
        "is too large",
        9,
    );
}

#[test]
fn beyond_judge_limits_still_solved() {
    // Piles over HDU's 1000 (and an empty pile): equal piles cancel, so the first two lines
    // lose; the third is decided by g(100000) alone.
    let g = values(100_000);
    let want = format!(
        "Nacci\nNacci\n{}\n",
        if g[100_000] != 0 { "Fibo" } else { "Nacci" }
    );
    assert_eq!(
        run_ok("hdu1848", "5000 5000 0\n77777 77777 0\n100000 0 0\n0 0 0\n"),
        want
    );
}

/// The largest Fibonacci piles, a second time: a pile that is itself a Fibonacci number is
/// won by taking it all (an option of value 0), so alone it is a win, up to the largest
/// Fibonacci number of HDU's limit (987) and of the reader's (832 040 ≤ 10^6); and the
/// largest pile, 10^6, by the definition.
#[test]
fn the_largest_fibonacci_piles_are_won_by_taking_them_whole() {
    assert_eq!(fibonacci_set(1000).last(), Some(&987));
    assert_eq!(fibonacci_set(MAX_PILE).last(), Some(&832_040));
    assert_eq!(fibonacci_set(MAX_PILE).len(), 29);
    let g = values_by_definition(MAX_PILE);
    let mut input = String::new();
    let mut want = String::new();
    for &f in &fibonacci_set(MAX_PILE) {
        assert_ne!(g[f], 0, "pile {f}");
        input.push_str(&format!("{f} 0 0\n0 {f} {f}\n"));
        want.push_str("Fibo\nNacci\n");
    }
    for piles in [[MAX_PILE, 0, 0], [MAX_PILE, 832_040, 987], [MAX_PILE; 3]] {
        input.push_str(&format!("{} {} {}\n", piles[0], piles[1], piles[2]));
        let x = g[piles[0]] ^ g[piles[1]] ^ g[piles[2]];
        want.push_str(if x != 0 { "Fibo\n" } else { "Nacci\n" });
    }
    input.push_str("0 0 0\n");
    assert_eq!(run_ok("hdu1848", &input), want);
}
