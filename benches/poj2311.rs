//! Benchmark: POJ 2311 at the judge's largest input (every sheet 2..=200 × 2..=200, 39 601
//! lines): table plus answers, solver only. Also the table at the solver's own limit of
//! sides up to 1000. Run with `cargo bench --bench poj2311`.
use grundy::cutting::{CuttingTable, MAX_SIDE};
use grundy::rng::Rng;
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let mut rng = Rng::new(1);
    let input = (find("poj2311").unwrap().generate)(&mut rng, MAX_SIZE);
    let nums: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let sheets: Vec<(usize, usize)> = nums.chunks(2).map(|c| (c[0], c[1])).collect();
    let reps = 50;
    let start = Instant::now();
    for _ in 0..reps {
        let n = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap();
        let table = CuttingTable::new(black_box(n));
        let wins = sheets
            .iter()
            .filter(|&&(w, h)| table.first_player_wins(w, h))
            .count();
        black_box(wins);
    }
    let per = start.elapsed() / reps;
    println!(
        "poj2311: {} sheets up to 200 x 200: {per:?} per input (table + answers, solver only)",
        sheets.len()
    );
    let start = Instant::now();
    black_box(CuttingTable::new(black_box(MAX_SIDE)));
    println!(
        "poj2311: table for sides up to {MAX_SIDE}: {:?}",
        start.elapsed()
    );
}
