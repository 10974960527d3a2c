//! HDU 1907 (misère Nim) against exhaustive misère search of the real game, plus bad input.

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, lines, run_ok,
};
use grundy::misere::{JudgeInput, first_player_wins, verdict};
use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;
use rustc_hash::FxHashMap;

/// Misère play over the real moves (take any positive number from one pile; whoever takes
/// the last object loses, so the player facing no objects wins). `piles` is sorted.
fn mover_wins(piles: &[u64], memo: &mut FxHashMap<Vec<u64>, bool>) -> bool {
    if piles.iter().all(|&p| p == 0) {
        return true;
    }
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut wins = false;
    'search: for i in 0..piles.len() {
        for to in 0..piles[i] {
            let mut next = piles.to_vec();
            next[i] = to;
            next.sort_unstable();
            if !mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), wins);
    wins
}

#[test]
fn agrees_with_exhaustive_search() {
    let mut memo = FxHashMap::default();
    let mut rng = Rng::new(1907);
    let (mut john, mut brother) = (0, 0);
    for _ in 0..600 {
        let n = rng.range(1, 5) as usize;
        let top = if rng.chance(1, 3) { 1 } else { rng.range(1, 9) };
        let low = u64::from(!rng.chance(1, 5)); // some cases with empty piles
        let piles: Vec<u64> = (0..n).map(|_| rng.range(low, top)).collect();
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        let truth = mover_wins(&sorted, &mut memo);
        assert_eq!(first_player_wins(&piles), truth, "{piles:?}");
        if truth { john += 1 } else { brother += 1 }
    }
    assert!(
        john > 50 && brother > 50,
        "both outcomes covered: {john} / {brother}"
    );
}

#[test]
fn binary_agrees_on_random_inputs() {
    let mut memo = FxHashMap::default();
    let mut rng = Rng::new(11);
    let mut cases = Vec::new();
    let mut want = String::new();
    for _ in 0..300 {
        let n = rng.range(1, 4) as usize;
        let top = if rng.chance(1, 3) { 1 } else { 7 };
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        want.push_str(if mover_wins(&sorted, &mut memo) {
            "John\n"
        } else {
            "Brother\n"
        });
        cases.push(piles);
    }
    assert_eq!(run_ok("hdu1907", &JudgeInput { cases }.text()), want);
}

#[test]
fn binary_agrees_on_generated_inputs() {
    // At the judge's sizes exhaustive search is out of reach: the binary must print what
    // the rule (checked against it above) gives, case by case.
    agrees_on_generated("hdu1907", 5, &[0, 10, 50, 100], |input: &JudgeInput| {
        lines(&input.cases, |piles| {
            verdict(first_player_wins(piles)).into()
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
            "error: line 3: the input ends early: expected 3 piles in case 1, found 2",
        ),
        (
            "2\n1\n1\n",
            "error: line 3: the input ends early: expected 2 cases, found 1",
        ),
        (
            "1\n2\n1 q\n",
            "error: line 3: cannot read `q` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n2\n1 -2\n",
            "error: line 3: cannot read `-2` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "1\n0\n",
            "error: line 2: case 1: there is no candy at all, so the game is undefined",
        ),
        (
            "2\n1\n1\n2\n0 0\n",
            "error: line 5: case 2: there is no candy at all, so the game is undefined",
        ),
        (
            "1\n1\n1\n1\n",
            "error: line 4: unexpected `1` after the end of the input",
        ),
    ] {
        assert_error("hdu1907", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (here every token is
/// unreadable three ways).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "hdu1907",
        "2\n2\n1 2\n1\n3\n",
        &["-1", "18446744073709551616"],
        "cannot read",
        18,
    );
}

#[test]
fn beyond_judge_limits_still_solved() {
    // 1000 piles (HDU: 47), sizes up to 2^63: pairs cancel, one pile of 2 more wins.
    let mut piles: Vec<u64> = (0..500).map(|i| (1 << 62) + i).collect();
    piles.extend(piles.clone());
    let mut more = piles.clone();
    more.push(2);
    let input = JudgeInput {
        cases: vec![piles, more],
    };
    assert_eq!(run_ok("hdu1907", &input.text()), "Brother\nJohn\n");
    // Empty piles (HDU: sizes ≥ 1) change nothing.
    assert_eq!(
        run_ok("hdu1907", "3\n3\n0 1 0\n2\n1 0\n3\n0 5 5\n"),
        "Brother\nBrother\nBrother\n"
    );
}
