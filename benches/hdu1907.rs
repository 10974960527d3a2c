//! Benchmark: HDU 1907 at the judge's largest input (474 cases of 47 piles up to 4747),
//! solver time per input. Run with `cargo bench --bench hdu1907`.
use grundy::misere::first_player_wins;
use grundy::rng::Rng;
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let mut rng = Rng::new(1);
    let input = (find("hdu1907").unwrap().generate)(&mut rng, MAX_SIZE);
    let nums: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut cases = Vec::new();
    let mut i = 1;
    for _ in 0..nums[0] {
        let n = nums[i] as usize;
        cases.push(nums[i + 1..i + 1 + n].to_vec());
        i += 1 + n;
    }
    let reps = 2000;
    let start = Instant::now();
    for _ in 0..reps {
        for c in &cases {
            black_box(first_player_wins(black_box(c)));
        }
    }
    let per = start.elapsed() / reps;
    println!(
        "hdu1907: {} cases: {per:?} per input (solver only)",
        cases.len()
    );
}
