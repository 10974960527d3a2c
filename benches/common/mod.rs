//! The timing helper every benchmark shares: one loop that times each run of a piece of
//! work, so every figure the benchmarks print is measured the same way. Binaries are run
//! end to end with the integration tests' own helper ([`programs`]), or with standard
//! input and output on files ([`run_files`]); a C baseline from `benches/baselines/` is
//! built once here ([`Scratch::c_baseline`], with `gcc -O2`) and timed in turn with ours
//! ([`alternate`]), so both see the same load.
// Each benchmark uses the part it needs.
#![allow(dead_code)]

/// Running the suite's binaries on given input: the integration tests' helpers.
#[path = "../../tests/common/mod.rs"]
pub mod programs;

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Wall-clock times of repeated runs of one piece of work.
#[derive(Debug, Clone, Copy)]
pub struct Timing {
    /// The fastest run: the figure least disturbed by other load on the machine.
    pub best: Duration,
    /// The median run.
    pub median: Duration,
    /// The mean over all runs.
    pub mean: Duration,
    /// How many runs were timed.
    pub runs: u32,
}

impl Timing {
    /// The summary of the times of some runs (at least one).
    fn of(mut runs: Vec<Duration>) -> Timing {
        runs.sort();
        let count = runs.len() as u32;
        Timing {
            best: runs[0],
            median: runs[runs.len() / 2],
            mean: runs.iter().sum::<Duration>() / count,
            runs: count,
        }
    }

    /// The best run in milliseconds.
    pub fn best_ms(&self) -> f64 {
        self.best.as_secs_f64() * 1e3
    }

    /// The median run in milliseconds.
    pub fn median_ms(&self) -> f64 {
        self.median.as_secs_f64() * 1e3
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

/// The wall-clock time of one run of `work`.
fn once(work: &mut impl FnMut()) -> Duration {
    let start = Instant::now();
    work();
    start.elapsed()
}

/// Runs `work` `runs` times (at least once), timing each run on its own.
pub fn time(runs: u32, mut work: impl FnMut()) -> Timing {
    Timing::of((0..runs.max(1)).map(|_| once(&mut work)).collect())
}

/// Runs `ours` and `theirs` in turn, `rounds` times each (at least once), timing each run
/// on its own: alternated, both see the same load, so their ratio means something even on
/// a busy machine.
pub fn alternate(
    rounds: u32,
    mut ours: impl FnMut(),
    mut theirs: impl FnMut(),
) -> (Timing, Timing) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..rounds.max(1) {
        a.push(once(&mut ours));
        b.push(once(&mut theirs));
    }
    (Timing::of(a), Timing::of(b))
}

/// Prints the load average: wall-clock figures mean something only on an idle machine.
pub fn print_load() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average at start: {}", load.trim());
}

/// Runs executable `exe` with standard input from file `input` and standard output to
/// file `output` (as a judge runs a submission: a regular file can be mapped), asserting
/// that it succeeds.
pub fn run_files(exe: &Path, input: &Path, output: &Path) {
    let status = Command::new(exe)
        .stdin(std::fs::File::open(input).unwrap())
        .stdout(std::fs::File::create(output).unwrap())
        .stderr(Stdio::inherit())
        .status()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", exe.display()));
    assert!(status.success(), "{} failed", exe.display());
}

/// A scratch directory for one benchmark's files, removed when dropped.
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// A fresh directory under the system's temporary directory.
    pub fn new(bench: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("grundy-bench-{bench}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch { dir }
    }

    /// The path of file `name` in the directory.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The C baseline `benches/baselines/<name>.c` built with `gcc -O2` into this
    /// directory (by the benchmark tool's [`grundy::tools::bench::build_baseline`]), or
    /// `None`, saying why, if it cannot be built.
    pub fn c_baseline(&self, name: &str) -> Option<PathBuf> {
        grundy::tools::bench::build_baseline(name, &self.dir)
            .map_err(|e| println!("{name}: {e}: the baseline was not run"))
            .ok()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
