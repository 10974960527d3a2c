//! Benchmark: POJ 2311 at the judge's largest input (every sheet 2..=200 × 2..=200, 39 601
//! lines): table plus answers, solver only. Also the table at the solver's own limit of
//! sides up to 1000. Run with `cargo bench --bench poj2311`.
mod common;

use grundy::cutting::{CuttingTable, JudgeInput, MAX_SIDE};
use grundy::rng::Rng;
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn main() {
    let input = JudgeInput::generate(&mut Rng::new(1), MAX_SIZE);
    let timing = common::time(50, || {
        let table = CuttingTable::new(black_box(input.max_side()));
        let wins = input
            .sheets
            .iter()
            .filter(|&&(w, h)| table.first_player_wins(w, h))
            .count();
        black_box(wins);
    });
    println!(
        "poj2311: {} sheets up to 200 x 200: {timing} per input (table + answers, solver only)",
        input.sheets.len()
    );
    let timing = common::time(1, || {
        black_box(CuttingTable::new(black_box(MAX_SIDE)));
    });
    println!(
        "poj2311: table for sides up to {MAX_SIDE}: {:?}",
        timing.best
    );
}
