//! Benchmark: POJ 2960 S-Nim at the judge's limits (10 test cases, each with k = m = l = 100
//! and heaps up to 10 000), solver time per input; then tables far beyond them (many move
//! sizes, huge heaps), in nanoseconds per estimated step. Run with
//! `cargo bench --bench poj2960`.
mod common;

use grundy::rng::Rng;
use grundy::snim::{JudgeInput, SNim, STEP_LIMIT};
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn main() {
    let mut rng = Rng::new(1);
    let input = JudgeInput::generate(&mut rng, MAX_SIZE);
    let timing = common::time(20, || {
        black_box(black_box(&input).answers().unwrap());
    });
    println!(
        "poj2960: {} cases of k = m = l = 100, heaps up to 10000: {timing} per input (solver only)",
        input.cases.len()
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
        let mut game = None;
        let took = common::time(1, || {
            game = Some(SNim::new(black_box(&set), heap, STEP_LIMIT).unwrap());
        });
        let steps = game.unwrap().steps();
        println!(
            "poj2960: {k} sizes up to {max}, heap {heap} ({}): {:?}, {steps} steps, {:.2} ns \
             per step",
            if plan.blocked {
                "blocked positions"
            } else {
                "direct"
            },
            took.best,
            took.best_ns_per(steps as usize)
        );
    }
}
