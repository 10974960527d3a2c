//! Benchmark: HDU 3404 at the largest generated input (100 cases of 1000 lights with
//! coordinates below 10^4), solver time per input. Run with `cargo bench --bench hdu3404`.
use grundy::closed_forms::corners_first_player_wins;
use grundy::rng::Rng;
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let mut rng = Rng::new(1);
    let input = (find("hdu3404").unwrap().generate)(&mut rng, MAX_SIZE);
    let nums: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut cases = Vec::new();
    let mut i = 1;
    for _ in 0..nums[0] {
        let n = nums[i] as usize;
        let lights: Vec<(u64, u64)> = nums[i + 1..i + 1 + 2 * n]
            .chunks(2)
            .map(|p| (p[0], p[1]))
            .collect();
        cases.push(lights);
        i += 1 + 2 * n;
    }
    let reps = 200;
    let start = Instant::now();
    for _ in 0..reps {
        for c in &cases {
            black_box(corners_first_player_wins(black_box(c)));
        }
    }
    let per = start.elapsed() / reps;
    let lights: usize = cases.iter().map(Vec::len).sum();
    println!(
        "hdu3404: {} cases, {lights} lights: {per:?} per input (solver only)",
        cases.len()
    );
}
