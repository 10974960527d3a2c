//! Benchmark: Project Euler 459 at N = 10^6, end to end through the binary (wall clock,
//! both threads, best of 5), both tallies in process (two threads sharing the work), and
//! each factor game's tally alone on one thread.
//! Run with `cargo bench --bench pe459`.
mod common;

use common::{programs, time};
use grundy::flipping_game::JudgeInput;
use grundy::tartan::{run_tally, run_tally_pair, squares_upto, triangular_upto};
use grundy::tools::problems::JudgeCase;
use std::hint::black_box;

fn main() {
    common::print_load();
    let n = 1_000_000;
    let input = JudgeInput { n }.text();
    let mut answer = String::new();
    let wall = time(5, || answer = programs::run_ok("pe459", &input));
    println!(
        "pe459: W(10^6) = {}, end to end: {:.0} ms wall, best of 5",
        answer.trim(),
        wall.best_ms()
    );
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
}
