//! Benchmark: HDU 1907 at the judge's largest input (474 cases of 47 piles up to 4747),
//! solver time per input. Run with `cargo bench --bench hdu1907`.
mod common;

use grundy::misere::{JudgeInput, first_player_wins};
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
    println!(
        "hdu1907: {} cases: {timing} per input (solver only)",
        input.cases.len()
    );
}
