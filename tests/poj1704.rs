//! POJ 1704 against exhaustive search of the real game, plus bad input.

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, lines, run_ok,
};
use grundy::rng::Rng;
use grundy::staircase::{JudgeInput, first_player_wins, verdict};
use grundy::tools::problems::{JudgeCase, distinct};
use rustc_hash::FxHashMap;

/// Exhaustive minimax over the actual moves: any chessman goes any distance left, not
/// onto or past the chessman before it, not below cell 1. `state` is sorted.
fn mover_wins(state: &[u64], memo: &mut FxHashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(state) {
        return w;
    }
    let mut wins = false;
    'search: for i in 0..state.len() {
        let floor = if i == 0 { 1 } else { state[i - 1] + 1 };
        for to in floor..state[i] {
            let mut next = state.to_vec();
            next[i] = to;
            if !mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(state.to_vec(), wins);
    wins
}

#[test]
fn agrees_with_exhaustive_search() {
    let mut memo = FxHashMap::default();
    let mut rng = Rng::new(1704);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..600 {
        let n = rng.range(1, 5) as usize;
        let mut ps: Vec<u64> = distinct(&mut rng, n, 1, 12);
        let shuffled = ps.clone();
        ps.sort_unstable();
        let truth = mover_wins(&ps, &mut memo);
        assert_eq!(
            first_player_wins(&shuffled),
            truth,
            "positions {shuffled:?}"
        );
        if truth { wins += 1 } else { losses += 1 }
    }
    assert!(
        wins > 50 && losses > 50,
        "both outcomes covered: {wins} / {losses}"
    );
}

#[test]
fn binary_agrees_on_generated_inputs() {
    let mut memo = FxHashMap::default();
    agrees_on_generated("poj1704", 7, &[0, 3, 8, 12], |input: &JudgeInput| {
        lines(&input.cases, |positions| {
            let mut ps = positions.clone();
            ps.sort_unstable();
            verdict(mover_wins(&ps, &mut memo)).into()
        })
    });
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "1\n3\n1 2\n",
            "error: line 3: the input ends early: expected 3 positions in case 1, found 2",
        ),
        (
            "3\n1\n1\n",
            "error: line 3: the input ends early: expected 3 cases, found 1",
        ),
        (
            "1\n3\n1 x 3\n",
            "error: line 3: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n2\n-1 3\n",
            "error: line 3: cannot read `-1` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n3\n4 2 4\n",
            "error: line 3: case 1: position 4 appears twice",
        ),
        (
            "1\n4\n4\n4\n7\n9\n",
            "error: line 4: case 1: position 4 appears twice",
        ),
        (
            "1\n2\n0 3\n",
            "error: line 3: case 1: position 0 is not at least 1",
        ),
        (
            "1\n1\n5\n9\n",
            "error: line 4: unexpected `9` after the end of the input",
        ),
        (
            "x\n",
            "error: line 1: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n99999999999999999999\n",
            "error: line 2: cannot read `99999999999999999999` as a whole number from 0 to 2^64 − 1",
        ),
    ] {
        assert_error("poj1704", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (each of the four positions
/// set to 0 is reported).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "poj1704",
        "2\n3\n1 5 9\n1\n4\n",
        &["0", "-1", "18446744073709551616"],
        "is not at least 1",
        4,
    );
}

#[test]
fn beyond_judge_limits_still_solved() {
    // 21 cases, positions 20000 and 2^64 − 1: over POJ's stated bounds, still well defined.
    let input = JudgeInput {
        cases: vec![vec![1, 20000]; 21],
    };
    assert_eq!(
        run_ok("poj1704", &input.text()),
        "Georgia will win\n".repeat(21)
    );
    let far = format!("1\n2\n{} {}\n", u64::MAX - 1, u64::MAX);
    assert_eq!(run_ok("poj1704", &far), "Bob will win\n");
}
