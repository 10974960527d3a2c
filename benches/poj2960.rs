//! Benchmark: POJ 2960 S-Nim at the judge's limits (10 test cases, each with k = m = l = 100
//! and heaps up to 10 000), solver time per input. Run with `cargo bench --bench poj2960`.
mod common;

use grundy::rng::Rng;
use grundy::snim::{JudgeInput, SNim};
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn main() {
    let input = JudgeInput::generate(&mut Rng::new(1), MAX_SIZE);
    let timing = common::time(20, || {
        for case in &input.cases {
            let game = SNim::new(black_box(&case.set), case.max_heap()).unwrap();
            let wins = case
                .positions
                .iter()
                .filter(|p| game.first_player_wins(p))
                .count();
            black_box(wins);
        }
    });
    println!(
        "poj2960: {} cases of k = m = l = 100, heaps up to 10000: {timing} per input (solver only)",
        input.cases.len()
    );
}
