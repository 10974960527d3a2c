//! Benchmark: POJ 1704 at the judge's largest input (20 cases of 1000 positions up to
//! 10000), solver time per input. Run with `cargo bench --bench poj1704`.
mod common;

use grundy::rng::Rng;
use grundy::staircase::{JudgeInput, first_player_wins};
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn main() {
    let input = JudgeInput::generate(&mut Rng::new(1), MAX_SIZE);
    let timing = common::time(200, || {
        for c in &input.cases {
            black_box(first_player_wins(black_box(c)));
        }
    });
    let positions: usize = input.cases.iter().map(Vec::len).sum();
    println!(
        "poj1704: {} cases, {positions} positions: {timing} per input (solver only)",
        input.cases.len()
    );
}
