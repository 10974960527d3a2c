//! Benchmark: Project Euler 459 at N = 10^6, end to end through the binary (wall clock,
//! both threads, best of 5), both tallies in process (two threads sharing the work), and
//! each factor game's tally alone on one thread; then the growth up to the largest N
//! accepted, against the N^1.5 work ratio; last, the standard method in C
//! (`benches/baselines/pe459.c`, one thread, built here with `gcc -O2` if gcc is
//! found) at N = 10^6, alternated with ours in the same run. Run with
//! `cargo bench --bench pe459`.
mod common;

use common::{Scratch, alternate, programs, run_files, time};
use grundy::flipping_game::{JudgeInput, MAX_N};
use grundy::tartan::{run_tally, run_tally_pair, squares_upto, triangular_upto};
use grundy::tools::problems::JudgeCase;
use std::hint::black_box;

fn main() {
    common::print_load();
    let n = 1_000_000;
    let run = |n: usize| programs::run_ok("pe459", &JudgeInput { n }.text());
    let mut answer = String::new();
    let wall = time(5, || answer = run(n));
    println!(
        "pe459: W(10^6) = {}, end to end: {:.0} ms wall, best of 5",
        answer.trim(),
        wall.best_ms()
    );
    for big in [2_000_000, 3_000_000, MAX_N] {
        let reps = if big <= 3_000_000 { 3 } else { 1 };
        let t = time(reps, || {
            black_box(run(big));
        });
        let ratio = t.best_ms() / wall.best_ms();
        let work = (big as f64 / n as f64).powf(1.5);
        println!(
            "pe459: N = {big}: {:.2} s wall (best of {reps}), {ratio:.1} times N = 10^6 for \
             {work:.1} times the work ({:.2})",
            t.best_ms() / 1e3,
            ratio / work
        );
    }
    let (widths, heights) = (squares_upto(n), triangular_upto(n));
    let both = time(3, || {
        black_box(run_tally_pair(black_box(&widths), black_box(&heights), n));
    });
    println!(
        "pe459: both tallies, two threads sharing the work (run_tally_pair): {:.0} ms",
        both.best_ms()
    );
    for (name, lengths) in [
        ("squares", squares_upto(n)),
        ("triangular", triangular_upto(n)),
    ] {
        let d = time(2, || {
            black_box(run_tally(black_box(&lengths), n));
        });
        println!(
            "pe459: tally of the {name} game alone (one thread): {:.0} ms",
            d.best_ms()
        );
    }
    // The standard method in C, alternated with ours.
    let scratch = Scratch::new("pe459");
    if let Some(c) = scratch.c_baseline("pe459") {
        let (input, ours_out, c_out) = (
            scratch.path("in"),
            scratch.path("ours.out"),
            scratch.path("c.out"),
        );
        std::fs::write(&input, JudgeInput { n }.text()).unwrap();
        let exe = programs::bin_path("pe459");
        let (ours, theirs) = alternate(
            3,
            || run_files(&exe, &input, &ours_out),
            || run_files(&c, &input, &c_out),
        );
        assert_eq!(std::fs::read_to_string(&ours_out).unwrap(), answer);
        assert_eq!(std::fs::read_to_string(&c_out).unwrap(), answer);
        println!(
            "pe459: the standard method in C (one thread), N = 10^6, same run: {:.2} s, {:.1} \
             times ours ({:.2} s), best of {}",
            theirs.best_ms() / 1e3,
            theirs.best_ms() / ours.best_ms(),
            ours.best_ms() / 1e3,
            ours.runs
        );
    }
}
