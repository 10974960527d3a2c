//! Benchmark: HDU 3404 at the largest generated input (100 cases of 1000 lights with
//! coordinates below 10^4), solver time per input. Run with `cargo bench --bench hdu3404`.
mod common;

use grundy::rng::Rng;
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use grundy::turning_corners::{JudgeInput, first_player_wins};
use std::hint::black_box;

fn main() {
    let input = JudgeInput::generate(&mut Rng::new(1), MAX_SIZE);
    let timing = common::time(200, || {
        for c in &input.cases {
            black_box(first_player_wins(black_box(c)));
        }
    });
    let lights: usize = input.cases.iter().map(Vec::len).sum();
    println!(
        "hdu3404: {} cases, {lights} lights: {timing} per input (solver only)",
        input.cases.len()
    );
}
