//! Benchmark: POJ 2960 S-Nim at the judge's limits (10 test cases, each with k = m = l = 100
//! and heaps up to 10 000), solver time per input. Run with `cargo bench --bench poj2960`.
use grundy::rng::Rng;
use grundy::snim::SNim;
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let mut rng = Rng::new(1);
    let input = (find("poj2960").unwrap().generate)(&mut rng, MAX_SIZE);
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let mut cases = Vec::new();
    loop {
        let k = it.next().unwrap() as usize;
        if k == 0 {
            break;
        }
        let set: Vec<u64> = it.by_ref().take(k).collect();
        let m = it.next().unwrap() as usize;
        let positions: Vec<Vec<u64>> = (0..m)
            .map(|_| {
                let l = it.next().unwrap() as usize;
                it.by_ref().take(l).collect()
            })
            .collect();
        cases.push((set, positions));
    }
    let reps = 20;
    let start = Instant::now();
    for _ in 0..reps {
        for (set, positions) in &cases {
            let max_heap = positions.iter().flatten().copied().max().unwrap_or(0);
            let game = SNim::new(black_box(set), max_heap).unwrap();
            let wins = positions
                .iter()
                .filter(|p| game.first_player_wins(p))
                .count();
            black_box(wins);
        }
    }
    let per = start.elapsed() / reps;
    println!(
        "poj2960: {} cases of k = m = l = 100, heaps up to 10000: {per:?} per input (solver only)",
        cases.len()
    );
}
