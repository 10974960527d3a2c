//! The local judge: runs programs on test data under the judges' limits, and stress-tests a
//! program against the suite's reference binary on generated inputs.
//!
//! It is what `cargo run --release --bin judge` runs (the binary only forwards its
//! arguments to [`cli`]). Everything it knows about a problem (name, time and memory
//! limits, input generator) comes from [`crate::tools::problems::PROBLEMS`]; the cases are the
//! files `testdata/<id>/<case>.in` with their `<case>.out`.
//!
//! The pieces, one concern each:
//!
//! | module | concern |
//! |---|---|
//! | `run` | running a program under limits: stdin, outputs, the time limit, its own peak memory ([`run()`](fn@run)) |
//! | `verdict` | comparing outputs (strict or lenient), diffs, verdicts ([`judge_output`]) |
//! | `cases` | finding a problem's cases and judging a program on them ([`judge_problems`]) |
//! | `stress` | generated inputs against the reference, shrinking a failure ([`StressTest`]) |
//! | `command_line` | options, usage, building the binaries, exit status ([`cli`]) |
//! | `progress` | the status line on stderr during long runs |
//!
//! **Verdicts.** TLE if the program was killed at the time limit or ended after it; RE if
//! it exited non-zero or died from a signal; MLE if its peak memory (its own, measured
//! apart from the judge's: see `run`) exceeded the memory limit; otherwise the output is
//! compared with the expected one: AC or WA. By default the comparison is exact, except
//! that CRLF line ends count as LF (the default of online-judge-tools); `--lenient` also
//! ignores whitespace at line ends and a missing final newline, as AtCoder and Codeforces
//! do. A WA that a looser comparison would accept says so. A case whose `.out` is missing
//! is run and its output shown, but not judged.

mod cases;
mod command_line;
mod progress;
mod run;
mod stress;
mod verdict;

pub use cases::{Case, cases_in, default_testdata_dir, judge_problems};
pub(crate) use command_line::build as build_binaries;
pub use command_line::{Options, cli, parse_args, parse_args_in, reference, usage};
pub use run::{Exit, GRACE, GUARD, LAUNCH, OUTPUT_CAP, Program, Run, binary_dir, run};
pub use stress::{Counterexample, DEFAULT_STRESS_CASES, StressTest, case_seed, case_size};
pub use verdict::{
    Comparison, Judgement, Limits, Match, Overrides, Verdict, compare, judge_output, short_diff,
};
