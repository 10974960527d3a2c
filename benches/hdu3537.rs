//! Benchmark: HDU 3537 at the largest generated input (100 cases of 100 places below
//! 10^8), solver time per input. Run with `cargo bench --bench hdu3537`.
mod common;

use grundy::mock_turtles::{JudgeInput, first_player_wins};
use grundy::rng::Rng;
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn main() {
    let input = JudgeInput::generate(&mut Rng::new(1), MAX_SIZE);
    let timing = common::time(2000, || {
        for c in &input.cases {
            black_box(first_player_wins(black_box(c)));
        }
    });
    let places: usize = input.cases.iter().map(Vec::len).sum();
    println!(
        "hdu3537: {} cases, {places} places: {timing} per input (solver only)",
        input.cases.len()
    );
}
