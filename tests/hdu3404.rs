//! HDU 3404 (Turning Corners) against exhaustive search of the real light game, plus bad
//! input.

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, lines, run_ok,
};
use grundy::nimber::nim_mul_tower;
use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;
use grundy::turning_corners::{JudgeInput, first_player_wins, verdict};

/// Whether the player to move wins, for every set of lit cells of a `rows × cols` board,
/// over the real moves: pick a lit `(x, y)` and `a < x`, `b < y`, and switch the four
/// corners. Cell `(x, y)` is bit `x·cols + y`; a move turns off its highest bit and changes
/// only lower ones, so increasing masks is a valid order.
fn mover_wins_table(rows: usize, cols: usize) -> Vec<bool> {
    let n = rows * cols;
    let mut wins = vec![false; 1 << n];
    for state in 0usize..1 << n {
        let mut w = false;
        'search: for x in 0..rows {
            for y in 0..cols {
                if state >> (x * cols + y) & 1 == 0 {
                    continue;
                }
                for a in 0..x {
                    for b in 0..y {
                        let m = 1 << (x * cols + y)
                            | 1 << (a * cols + y)
                            | 1 << (x * cols + b)
                            | 1 << (a * cols + b);
                        if !wins[state ^ m] {
                            w = true;
                            break 'search;
                        }
                    }
                }
            }
        }
        wins[state] = w;
    }
    wins
}

fn lights_of(state: usize, cols: usize) -> Vec<(u64, u64)> {
    (0..usize::BITS as usize)
        .filter(|&i| state >> i & 1 == 1)
        .map(|i| ((i / cols) as u64, (i % cols) as u64))
        .collect()
}

#[test]
fn agrees_with_exhaustive_search() {
    for (rows, cols) in [(4, 4), (3, 6), (6, 3), (2, 8)] {
        let wins = mover_wins_table(rows, cols);
        let mut counts = [0, 0];
        for (state, &w) in wins.iter().enumerate() {
            let lights = lights_of(state, cols);
            assert_eq!(first_player_wins(&lights), w, "{rows}x{cols} {lights:?}");
            counts[w as usize] += 1;
        }
        assert!(counts[0] > 100 && counts[1] > 100, "{counts:?}");
    }
}

#[test]
fn binary_agrees_on_random_inputs() {
    let wins = mover_wins_table(4, 4);
    let mut rng = Rng::new(3404);
    let mut cases = Vec::new();
    let mut want = String::new();
    for _ in 0..300 {
        let state = rng.below(1 << 16) as usize;
        let mut lights = lights_of(state, 4);
        rng.shuffle(&mut lights);
        cases.push(lights);
        want.push_str(if wins[state] {
            "Have a try, lxhgww.\n"
        } else {
            "Don't waste your time.\n"
        });
    }
    assert_eq!(run_ok("hdu3404", &JudgeInput { cases }.text()), want);
}

#[test]
fn binary_agrees_on_generated_inputs() {
    // At the judge's sizes, against the nim product's tower recursion, which shares no
    // code or table with the solver's product.
    agrees_on_generated("hdu3404", 5, &[0, 10, 50, 100], |input: &JudgeInput| {
        lines(&input.cases, |lights| {
            let x = lights.iter().fold(0, |x, &(a, b)| x ^ nim_mul_tower(a, b));
            verdict(x != 0).into()
        })
    });
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "1\n2\n1 1\n",
            "error: line 3: the input ends early: expected 2 lights in case 1, found 1",
        ),
        (
            "1\n2\n1 1\n3\n",
            "error: line 4: the input ends early: expected y of light 2 in case 1",
        ),
        (
            "2\n1\n1 1\n",
            "error: line 3: the input ends early: expected 2 cases, found 1",
        ),
        (
            "1\n1\n1 y\n",
            "error: line 3: cannot read `y` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n1\n-1 2\n",
            "error: line 3: cannot read `-1` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n1\n3 4\n5\n",
            "error: line 4: unexpected `5` after the end of the input",
        ),
    ] {
        assert_error("hdu3404", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (here every token is
/// unreadable three ways).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "hdu3404",
        "2\n1\n1 2\n1\n3 4\n",
        &["-1", "18446744073709551616"],
        "cannot read",
        21,
    );
}

#[test]
fn a_light_listed_twice_cancels() {
    // The statement's rule is the XOR over the lights as listed: (3, 4) twice cancels,
    // leaving (1, 1) alone (1 ⊗ 1 = 1, a win); (1, 1) twice leaves nothing (a loss).
    assert_eq!(
        run_ok("hdu3404", "1\n3\n3 4\n1 1\n3 4\n"),
        "Have a try, lxhgww.\n"
    );
    assert_eq!(
        run_ok("hdu3404", "1\n2\n1 1\n1 1\n"),
        "Don't waste your time.\n"
    );
}

#[test]
fn beyond_judge_limits_still_solved() {
    // Coordinates up to 2^64 − 1: 2^32 ⊗ 2^32 = 3·2^31, so that light and (3·2^31, 1) cancel.
    let input = format!(
        "2\n2\n{} {}\n{} 1\n1\n{} {}\n",
        1u64 << 32,
        1u64 << 32,
        3u64 << 31,
        u64::MAX,
        u64::MAX
    );
    assert_eq!(
        run_ok("hdu3404", &input),
        "Don't waste your time.\nHave a try, lxhgww.\n"
    );
}
