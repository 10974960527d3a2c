//! Benchmark: HDU 3537 at the largest generated input (100 cases of 100 places below
//! 10^8), solver time per input. Run with `cargo bench --bench hdu3537`.
use grundy::closed_forms::mock_turtles_first_player_loses;
use grundy::rng::Rng;
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let mut rng = Rng::new(1);
    let input = (find("hdu3537").unwrap().generate)(&mut rng, MAX_SIZE);
    let nums: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut cases = Vec::new();
    let mut i = 0;
    while i < nums.len() {
        let n = nums[i] as usize;
        cases.push(nums[i + 1..i + 1 + n].to_vec());
        i += 1 + n;
    }
    let reps = 2000;
    let start = Instant::now();
    for _ in 0..reps {
        for c in &cases {
            black_box(mock_turtles_first_player_loses(black_box(c)));
        }
    }
    let per = start.elapsed() / reps;
    println!(
        "hdu3537: {} cases, {} places: {per:?} per input (solver only)",
        cases.len(),
        nums.len() - cases.len()
    );
}
