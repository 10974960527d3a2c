//! HDU 3537 (Mock Turtles) against exhaustive search of the real coin game, plus bad input.

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, lines, run_ok,
};
use grundy::mock_turtles::{JudgeInput, first_player_wins, verdict};
use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;

const COINS: usize = 12;

/// Whether the player to move wins, for every set of heads in places 0..COINS, over the
/// real moves: turn 1, 2 or 3 coins, the rightmost going from heads to tails. Such a move
/// lowers the mask, so increasing order works.
fn mover_wins_table() -> Vec<bool> {
    let mut wins = vec![false; 1 << COINS];
    for state in 0usize..1 << COINS {
        let mut w = false;
        'search: for x in (0..COINS).filter(|&x| state >> x & 1 == 1) {
            let base = state ^ 1 << x;
            let mut others = vec![0usize];
            for j in 0..x {
                others.push(1 << j);
                for k in j + 1..x {
                    others.push(1 << j | 1 << k);
                }
            }
            for o in others {
                if !wins[base ^ o] {
                    w = true;
                    break 'search;
                }
            }
        }
        wins[state] = w;
    }
    wins
}

#[test]
fn agrees_with_exhaustive_search() {
    let wins = mover_wins_table();
    // Every position of up to 12 coins.
    for (state, &w) in wins.iter().enumerate() {
        let heads: Vec<u64> = (0..COINS as u64).filter(|&x| state >> x & 1 == 1).collect();
        assert_eq!(first_player_wins(&heads), w, "{heads:?}");
    }
    // Lists with repeats: a repeated place is still one head.
    let mut rng = Rng::new(3537);
    let (mut yes, mut no) = (0, 0);
    for _ in 0..500 {
        let n = rng.range(0, 8) as usize;
        let list: Vec<u64> = (0..n).map(|_| rng.range(0, COINS as u64 - 1)).collect();
        let state = list.iter().fold(0usize, |m, &x| m | 1 << x);
        let loses = !first_player_wins(&list);
        assert_eq!(loses, !wins[state], "{list:?}");
        if loses { yes += 1 } else { no += 1 }
    }
    assert!(yes > 30 && no > 30, "both outcomes covered: {yes} / {no}");
}

#[test]
fn binary_agrees_on_random_inputs() {
    let wins = mover_wins_table();
    let mut rng = Rng::new(99);
    let cases: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let n = rng.range(0, 7) as usize;
            (0..n).map(|_| rng.range(0, COINS as u64 - 1)).collect()
        })
        .collect();
    let want: String = cases
        .iter()
        .map(|list| {
            let state = list.iter().fold(0usize, |m, &x| m | 1 << x);
            if wins[state] { "No\n" } else { "Yes\n" }
        })
        .collect();
    assert_eq!(run_ok("hdu3537", &JudgeInput { cases }.text()), want);
}

#[test]
fn binary_agrees_on_generated_inputs() {
    // Far beyond exhaustive search, against the classic notes' characterisation, which
    // shares nothing with the solver: a position is lost iff its distinct heads are even in
    // number and their places XOR to 0.
    agrees_on_generated("hdu3537", 5, &[0, 10, 50, 100], |input: &JudgeInput| {
        lines(&input.cases, |list| {
            let mut heads = list.clone();
            heads.sort_unstable();
            heads.dedup();
            let lost = heads.len() % 2 == 0 && heads.iter().fold(0, |x, &h| x ^ h) == 0;
            verdict(!lost).into()
        })
    });
}

/// Cases run to the end of the input, but an input without any case is an error (it used
/// to print nothing and exit 0); a case of no places is a loss for the player to move.
#[test]
fn empty_input_is_an_error_and_no_places_a_case() {
    for empty in ["", " \n\t\n", "\u{feff}", "\u{feff}\r\n"] {
        assert_error("hdu3537", empty, "error: the input is empty");
    }
    assert_eq!(run_ok("hdu3537", "0\n"), "Yes\n");
    assert_eq!(run_ok("hdu3537", "0\n0\n1 5\n"), "Yes\nYes\nNo\n");
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "2\n1\n",
            "error: line 2: the input ends early: expected 2 places in case 1, found 1",
        ),
        (
            "1\nx\n",
            "error: line 2: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n-3\n",
            "error: line 2: cannot read `-3` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n3\n2\n4\n",
            "error: line 4: the input ends early: expected 2 places in case 2, found 1",
        ),
        (
            "1\n9223372036854775808\n",
            "error: line 2: case 1: place 9223372036854775808 is too large (at most 2^63 − 1)",
        ),
        (
            "1 1\n2\n",
            "error: line 2: the input ends early: expected 2 places in case 2, found 0",
        ),
    ] {
        assert_error("hdu3537", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (each of the three places
/// set to 2^63 is reported).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "hdu3537",
        "2\n1 3\n1\n4\n",
        &["9223372036854775808", "-1", "18446744073709551616"],
        "is too large",
        3,
    );
}

#[test]
fn beyond_judge_limits_still_solved() {
    // Places near 2^62, far over HDU's bound of 10^8 but well defined. The places 2k and
    // 2k + 1 have values 4k + b and 4k + 2 + b' with b ≠ b' (their bit counts differ by one),
    // so each such pair is worth 3 and two pairs cancel.
    let big = 1u64 << 62;
    let input = format!("4\n{} {} {} {}\n", big, big + 1, big + 2, big + 3);
    assert_eq!(run_ok("hdu3537", &input), "Yes\n");
}
