//! Benchmark: HDU 1848 at the largest generated input (1000 lines of piles up to 1000),
//! solver time per input including the Grundy table. Run with `cargo bench --bench hdu1848`.
mod common;

use grundy::fibonacci_game::{JudgeInput, first_player_wins, values};
use grundy::rng::Rng;
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn main() {
    let input = JudgeInput::generate(&mut Rng::new(1), MAX_SIZE);
    let timing = common::time(2000, || {
        let g = values(black_box(input.max_pile()));
        for c in &input.cases {
            black_box(first_player_wins(&g, black_box(c)));
        }
    });
    println!(
        "hdu1848: {} lines: {timing} per input (table and solver)",
        input.cases.len()
    );
}
