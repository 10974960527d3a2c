//! Stress testing: a program against the suite's reference binary on generated inputs,
//! with the first disagreement shrunk to a small counterexample.
//!
//! Case `k` of `n` uses the problem's generator at a size ramping from 0 (tiny) to
//! [`MAX_SIZE`] (the judge's limits) and a seed derived from the run's seed and `k`
//! ([`case_seed`]), so a run is reproducible from its `--seed`. The reference gets five
//! times the time limit (at least 10 s) and no memory limit: it is not the one under test.

use super::progress::Progress;
use super::run::{Exit, Program, Run, run};
use super::verdict::{Comparison, Judgement, Limits, Overrides, Verdict, judge_output};
use crate::rng::{Rng, SplitMix64};
use crate::runtime::cli::one_line;
use crate::tools::problems::{MAX_SIZE, Problem};
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Default number of generated cases in stress mode.
pub const DEFAULT_STRESS_CASES: u64 = 300;

/// Seed of generated case number `case` in a stress run with `seed`.
pub fn case_seed(seed: u64, case: u64) -> u64 {
    SplitMix64::new(seed ^ case.rotate_left(32)).next_u64()
}

/// Size (0..=[`MAX_SIZE`]) of case `case` out of `cases`: a ramp from tiny to maximum.
pub fn case_size(case: u64, cases: u64) -> u32 {
    if cases <= 1 {
        return 0;
    }
    (case * MAX_SIZE as u64 / (cases - 1)) as u32
}

/// One generated input on which the program and the reference disagree.
#[derive(Debug, Clone)]
pub struct Counterexample {
    /// Generator size.
    pub size: u32,
    /// Generator seed.
    pub seed: u64,
    /// The input.
    pub input: String,
    /// The reference's output.
    pub expected: Vec<u8>,
    /// The program's run.
    pub got: Run,
    /// The verdict on the program.
    pub judgement: Judgement,
}

/// A stress test: `user` against `reference` on `cases` generated inputs of `problem`.
#[derive(Debug, Clone)]
pub struct StressTest<'a> {
    /// The problem, whose generator and time limit are used.
    pub problem: &'a Problem,
    /// The program under test.
    pub user: Program,
    /// The suite's binary for the problem.
    pub reference: Program,
    /// How outputs are compared.
    pub comparison: Comparison,
    /// Number of generated cases.
    pub cases: u64,
    /// Seed of the run.
    pub seed: u64,
    /// `--tle` and `--mle`: the time limit in place of the problem's, and a memory limit
    /// (none by default: stress mode looks for wrong answers).
    pub overrides: Overrides,
}

/// Where a failing input is saved: `target/stress/<id>.in`, beside the binaries' profile
/// directory; `None` if it cannot be written.
fn save_input(id: &str, input: &str) -> Option<std::path::PathBuf> {
    let path = super::run::binary_dir()
        .parent()?
        .join("stress")
        .join(format!("{id}.in"));
    std::fs::create_dir_all(path.parent()?).ok()?;
    std::fs::write(&path, input).ok()?;
    Some(path)
}

impl StressTest<'_> {
    /// Runs the user's program and the reference on the input from `(seed, size)`:
    /// `Ok(None)` if they agree.
    fn try_input(&self, seed: u64, size: u32) -> Result<Option<Counterexample>, String> {
        let input = (self.problem.generate)(&mut Rng::new(seed), size);
        let limits = Limits {
            time: Duration::from_millis(self.problem.time_limit_ms),
            memory_kib: None,
        }
        .overridden(self.overrides);
        // The reference gets slack: it is not the one under test.
        let ref_time = (limits.time * 5).max(Duration::from_secs(10));
        let reference = &self.reference;
        let r = run(reference, input.as_bytes(), ref_time)
            .map_err(|e| format!("cannot run the reference {}: {e}", reference.describe()))?;
        if r.exit != Exit::Code(0) {
            let saved = save_input(self.problem.id, &input)
                .map_or(String::new(), |p| format!(", saved to {}", p.display()));
            let stderr = String::from_utf8_lossy(&r.stderr);
            return Err(format!(
                "the reference {} failed ({}) on a generated input (size {size}, seed {seed}{saved}); its stderr: {}",
                reference.describe(),
                r.exit,
                stderr.lines().next().unwrap_or("(none)")
            ));
        }
        let got = run(&self.user, input.as_bytes(), limits.time)
            .map_err(|e| format!("cannot run {}: {e}", self.user.describe()))?;
        let judgement = judge_output(&got, Some(&r.stdout), limits, self.comparison);
        if judgement.verdict == Verdict::Ac {
            return Ok(None);
        }
        Ok(Some(Counterexample {
            size,
            seed,
            input,
            expected: r.stdout,
            got,
            judgement,
        }))
    }

    /// After a failure at `first`, looks for a smaller failing input: every smaller size, a
    /// few seeds each (the failing seed first), within a budget of runs and time.
    fn shrink(&self, first: Counterexample) -> Result<Counterexample, String> {
        const RUNS: u64 = 400;
        const TIME: Duration = Duration::from_secs(30);
        let start = Instant::now();
        let mut best = first;
        let mut runs = 0;
        let mut progress = Progress::new();
        'sizes: for size in 0..best.size {
            let tries = (RUNS / u64::from(best.size)).clamp(3, 40);
            for k in 0..tries {
                if runs >= RUNS || start.elapsed() > TIME {
                    break 'sizes;
                }
                runs += 1;
                progress.update(|| format!("shrinking: size {size}, try {}", k + 1));
                let seed = if k == 0 {
                    best.seed
                } else {
                    case_seed(best.seed, 1_000_000 + u64::from(size) * 1000 + k)
                };
                if let Some(c) = self.try_input(seed, size)? {
                    best = c;
                    break 'sizes;
                }
            }
        }
        progress.clear();
        // Among what was found, a shorter input of the same size is not searched for: the
        // generator's size is the measure.
        Ok(best)
    }

    /// Runs the stress test: both programs on `cases` inputs from the problem's generator
    /// (sizes ramping from 0 to [`MAX_SIZE`], seeds from `seed`); stops at the first
    /// disagreement, shrinks it and reports it to `out`. Returns whether all cases agreed.
    ///
    /// # Errors
    /// If a program cannot run, the reference fails on a generated input, or writing the
    /// report fails.
    pub fn run(&self, out: &mut impl Write) -> Result<bool, String> {
        let io_err = |e: io::Error| format!("cannot write the report: {e}");
        let (id, cases) = (self.problem.id, self.cases);
        if let Program::Exe(path) = &self.reference
            && !path.exists()
        {
            return Err(format!(
                "no reference binary {} (build it: cargo build --release --bin {id})",
                path.display(),
            ));
        }
        let mut progress = Progress::new();
        let start = Instant::now();
        for case in 0..cases {
            let size = case_size(case, cases);
            progress.update(|| {
                format!(
                    "stress {id}: case {}/{cases}, size {size}, {:.1} s",
                    case + 1,
                    start.elapsed().as_secs_f64()
                )
            });
            let Some(found) = self.try_input(case_seed(self.seed, case), size)? else {
                continue;
            };
            progress.clear();
            writeln!(
                out,
                "stress {id}: case {}/{cases} (size {size}) FAILED: {}; shrinking…",
                case + 1,
                found.judgement.verdict.name()
            )
            .map_err(io_err)?;
            out.flush().map_err(io_err)?;
            let c = self.shrink(found)?;
            self.report(&c, out).map_err(io_err)?;
            return Ok(false);
        }
        progress.clear();
        writeln!(
            out,
            "stress {id}: all {cases} cases agree with the reference (seed {}, sizes 0 to {}, {:.1} s)",
            self.seed,
            case_size(cases - 1, cases),
            start.elapsed().as_secs_f64()
        )
        .map_err(io_err)?;
        out.flush().map_err(io_err)?;
        Ok(true)
    }

    fn report(&self, c: &Counterexample, out: &mut impl Write) -> io::Result<()> {
        let saved = save_input(self.problem.id, &c.input);
        let note = c
            .judgement
            .note
            .as_deref()
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        writeln!(
            out,
            "smallest failing input found: size {}, generator seed {}, {} bytes: {}{note}",
            c.size,
            c.seed,
            c.input.len(),
            c.judgement.verdict.name()
        )?;
        if let Some(path) = &saved {
            // Relative to the current directory when under it, as a user would type it.
            let cwd = std::env::current_dir().unwrap_or_default();
            let shown = path.strip_prefix(&cwd).unwrap_or(path);
            let shown = crate::runtime::cli::one_line(&shown.display().to_string());
            writeln!(out, "saved to {shown}")?;
        }
        writeln!(out, "--- input")?;
        write!(out, "{}", output_head(c.input.as_bytes(), false))?;
        writeln!(
            out,
            "--- expected (reference {})",
            self.reference.describe()
        )?;
        write!(out, "{}", output_head(&c.expected, false))?;
        writeln!(out, "--- got ({})", self.user.describe())?;
        write!(
            out,
            "{}",
            output_head(&c.got.stdout, c.got.stdout_truncated)
        )?;
        if let Some(d) = &c.judgement.details {
            writeln!(
                out,
                "--- {}",
                if c.judgement.verdict == Verdict::Wa {
                    "diff"
                } else {
                    "details"
                }
            )?;
            write!(out, "{d}")?;
        }
        out.flush()
    }
}

/// Most bytes of a program's output a report shows.
const SHOWN_BYTES: usize = 2000;

/// Most lines of a program's output a report shows.
const SHOWN_LINES: usize = 40;

/// The start of a program's output (or of an input) as a report shows it: at most [`SHOWN_LINES`] lines
/// and [`SHOWN_BYTES`] bytes of it, each line printable (hidden characters escaped as in
/// every message of the judge, [`one_line`]: an escape sequence, a carriage return, a NUL
/// or a right-to-left override cannot act on the terminal), then, if it was cut, how long
/// it was (`longer`: it was longer than the bytes given, which the runner kept).
fn output_head(output: &[u8], longer: bool) -> String {
    if output.is_empty() {
        return "(no output)\n".to_string();
    }
    let mut end = output.len().min(SHOWN_BYTES);
    // Not in the middle of a character.
    if let Err(e) = std::str::from_utf8(&output[..end])
        && e.error_len().is_none()
    {
        end = e.valid_up_to();
    }
    let text = String::from_utf8_lossy(&output[..end]);
    let lines: Vec<&str> = text
        .strip_suffix('\n')
        .unwrap_or(&text)
        .split('\n')
        .collect();
    let mut s = String::new();
    for line in lines.iter().take(SHOWN_LINES) {
        s.push_str(&one_line(line));
        s.push('\n');
    }
    if longer {
        let _ = writeln!(s, "… (cut: more than {} bytes in all)", output.len());
    } else if end < output.len() || lines.len() > SHOWN_LINES {
        let count = output.iter().filter(|&&b| b == b'\n').count();
        let _ = writeln!(
            s,
            "… (cut: {} bytes, {count} line end{} in all)",
            output.len(),
            if count == 1 { "" } else { "s" }
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outputs_are_shown_escaped_and_cut_by_bytes() {
        assert_eq!(output_head(b"", false), "(no output)\n");
        assert_eq!(output_head(b"a\nb\n", false), "a\nb\n");
        assert_eq!(output_head(b"a\nb", false), "a\nb\n");
        assert_eq!(
            output_head("\u{1b}[31mred\r\0\u{7}\u{202e}x\n".as_bytes(), false),
            "\\u{1b}[31mred\\r\\0\\u{7}\\u{202e}x\n"
        );
        let zeros = vec![0u8; 1 << 20];
        let shown = output_head(&zeros, false);
        assert_eq!(
            shown,
            format!(
                "{}\n… (cut: 1048576 bytes, 0 line ends in all)\n",
                "\\0".repeat(SHOWN_BYTES)
            )
        );
        let lines = "7\n".repeat(100);
        let shown = output_head(lines.as_bytes(), false);
        assert_eq!(shown.lines().count(), SHOWN_LINES + 1);
        assert!(shown.ends_with("… (cut: 200 bytes, 100 line ends in all)\n"));
        // What the runner kept of a longer output.
        assert_eq!(
            output_head(b"1\n2\n", true),
            "1\n2\n… (cut: more than 4 bytes in all)\n"
        );
        // A cut never splits a character.
        let wide = "é".repeat(SHOWN_BYTES);
        let shown = output_head(wide.as_bytes(), false);
        assert!(shown.starts_with(&"é".repeat(SHOWN_BYTES / 2)), "{shown}");
        assert!(!shown.contains('\u{fffd}'));
    }

    #[test]
    fn sizes_ramp_from_zero_to_max() {
        assert_eq!(case_size(0, 300), 0);
        assert_eq!(case_size(299, 300), MAX_SIZE);
        assert_eq!(case_size(0, 1), 0);
        let sizes: Vec<u32> = (0..300).map(|c| case_size(c, 300)).collect();
        assert!(sizes.windows(2).all(|w| w[0] <= w[1]));
    }
}
