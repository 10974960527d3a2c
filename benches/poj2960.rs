//! Benchmark: POJ 2960 S-Nim at the judge's limits (10 test cases, each with k = m = l = 100
//! and heaps up to 10 000), solver time per input; then tables far beyond them (many move
//! sizes, huge heaps), in nanoseconds per estimated step. Run with
//! `cargo bench --bench poj2960`.
use grundy::rng::Rng;
use grundy::snim::{SNim, STEP_LIMIT};
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
            let game = SNim::new(black_box(set), max_heap, STEP_LIMIT).unwrap();
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
    // Beyond the judge: (sizes, largest size, largest heap).
    for (k, max, heap) in [
        (100, 10_000, 1_000_000),
        (1_000, 10_000, 1_000_000),
        (10_000, 10_000, 1_000_000),
        (3_000, 100_000, 1_000_000),
        (1, 1 << 21, (1 << 22) - 1),
    ] {
        let set: Vec<u64> = (0..k).map(|_| rng.range(1, max)).collect();
        let plan = SNim::estimate(&set, heap);
        let start = Instant::now();
        let game = SNim::new(black_box(&set), heap, STEP_LIMIT).unwrap();
        let took = start.elapsed();
        println!(
            "poj2960: {k} sizes up to {max}, heap {heap} ({}): {took:?}, {} steps, {:.2} ns per step",
            if plan.blocked {
                "blocked positions"
            } else {
                "direct"
            },
            game.steps(),
            took.as_secs_f64() * 1e9 / game.steps() as f64
        );
    }
}
