//! The timing helper every benchmark shares: one loop that times each run of a piece of
//! work, so every figure the benchmarks print is measured the same way. Binaries are run
//! end to end with the integration tests' own helper ([`programs`]).
// Each benchmark uses the part it needs.
#![allow(dead_code)]

/// Running the suite's binaries on given input: the integration tests' helpers.
#[path = "../../tests/common/mod.rs"]
pub mod programs;

use std::fmt;
use std::time::{Duration, Instant};

/// Wall-clock times of repeated runs of one piece of work.
#[derive(Debug, Clone, Copy)]
pub struct Timing {
    /// The fastest run: the figure least disturbed by other load on the machine.
    pub best: Duration,
    /// The mean over all runs.
    pub mean: Duration,
    /// How many runs were timed.
    pub runs: u32,
}

impl Timing {
    /// The best run in milliseconds.
    pub fn best_ms(&self) -> f64 {
        self.best.as_secs_f64() * 1e3
    }

    /// The best run divided by `n` operations, in nanoseconds per operation.
    pub fn best_ns_per(&self, n: usize) -> f64 {
        self.best.as_secs_f64() * 1e9 / n as f64
    }
}

impl fmt::Display for Timing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} (mean of {} runs; best {:?})",
            self.mean, self.runs, self.best
        )
    }
}

/// Runs `work` `runs` times (at least once), timing each run on its own.
pub fn time(runs: u32, mut work: impl FnMut()) -> Timing {
    let runs = runs.max(1);
    let (mut best, mut total) = (Duration::MAX, Duration::ZERO);
    for _ in 0..runs {
        let start = Instant::now();
        work();
        let took = start.elapsed();
        best = best.min(took);
        total += took;
    }
    Timing {
        best,
        mean: total / runs,
        runs,
    }
}

/// Prints the load average: wall-clock figures mean something only on an idle machine.
pub fn print_load() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average at start: {}", load.trim());
}
