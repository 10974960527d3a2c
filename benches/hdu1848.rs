//! Benchmark: HDU 1848 at the largest generated input (1000 lines of piles up to 1000),
//! solver time per input including the Grundy table. Run with `cargo bench --bench hdu1848`.
use grundy::rng::Rng;
use grundy::takebreak::{fibonacci_first_player_wins, fibonacci_values};
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let mut rng = Rng::new(1);
    let input = (find("hdu1848").unwrap().generate)(&mut rng, MAX_SIZE);
    let nums: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let cases: Vec<&[usize]> = nums.chunks(3).take_while(|c| c != &[0, 0, 0]).collect();
    let reps = 2000;
    let start = Instant::now();
    for _ in 0..reps {
        let g = fibonacci_values(black_box(1000));
        for c in &cases {
            black_box(fibonacci_first_player_wins(&g, black_box(c)));
        }
    }
    let per = start.elapsed() / reps;
    println!(
        "hdu1848: {} lines: {per:?} per input (table and solver)",
        cases.len()
    );
}
