//! `bench`: every problem's binary end to end at its judge's largest input, against the
//! fastest correct public approach in C, as one table anyone can rerun
//! (`cargo run --release --bin bench`).
//!
//! For each problem of the table ([`PROBLEMS`]):
//!
//! 1. **The input.** The judge's largest input: the known one where there is one
//!    ([`Problem::largest`]: Library Checker's `random_00` rebuilt from its recipe, Project
//!    Euler's N = 10^6), otherwise the problem's generator at [`MAX_SIZE`] with seed
//!    [`SEED`]. It is written to `<dir>/<id>.in` (by default `target/bench/`), so any other
//!    timing command can read it too.
//! 2. **The baseline.** `benches/baselines/<id>.c`, built with `gcc -O2` as the judges
//!    build C: the standard method of each problem (the staircase pairing, the memoised
//!    Grundy tables, the 8-bit nim-product tables, …), described at the top of each file.
//! 3. **The runs.** One untimed run of each program first, whose outputs must be the same
//!    bytes (else the problem fails); then `runs` rounds, each running ours and then the
//!    baseline, so both see the same load. Each run is timed on the wall clock from the
//!    process's start to its exit, standard input from the file and standard output to a
//!    file, as a judge runs a submission.
//! 4. **The table.** The median run, with the fastest and slowest, for both, and the ratio
//!    of the medians (baseline / ours: above 1, ours is faster), under a line naming the
//!    machine, the load average and the command.
//!
//! The tool keeps the suite's command-line contract ([`crate::runtime::cli`]): progress on
//! stderr every 2 s (`bench poj2960: round 37 of 1000 in 12 s`), the table on stdout, exit
//! status 0 if every problem ran, 1 if one failed (a program failed or the two disagreed),
//! 2 for a usage error. Ctrl-C stops it cleanly: the round in hand is dropped, the table
//! of the rounds finished is printed (its header says so), and the status is 130.

use crate::i18n::{Lang, Text};
use crate::input::quote;
use crate::msg;
use crate::rng::Rng;
use crate::runtime::cli;
use crate::tools::judge::binary_dir;
use crate::tools::problems::{MAX_SIZE, PROBLEMS, Problem, find};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The seed of the generated benchmark inputs.
pub const SEED: u64 = 1;

/// Timed runs of each program by default.
pub const DEFAULT_RUNS: u64 = 7;

/// The tool's help (`bench --help`), in `lang`.
pub fn usage(lang: Lang) -> String {
    crate::runtime::wrap::help(&msg!("bench-help").render(lang))
}

/// What the tool was asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The problems, in the table's order.
    pub ids: Vec<&'static str>,
    /// Timed runs of each program.
    pub runs: u64,
    /// Where the inputs, outputs and baselines go.
    pub dir: PathBuf,
    /// Only write the inputs and build the baselines.
    pub prepare: bool,
    /// Do not build the suite's binaries first.
    pub no_build: bool,
}

/// Reads the arguments; `Ok(None)` for `--help`.
///
/// # Errors
/// The usage error's message.
///
/// ```
/// use grundy::tools::bench::parse_args;
/// let o = parse_args(&["--runs".into(), "3".into(), "pe459".into()]).unwrap().unwrap();
/// assert_eq!((o.runs, o.ids), (3, vec!["pe459"]));
/// assert_eq!(parse_args(&["--runs".into(), "0".into()]).unwrap_err(), "--runs 0 is too small (at least 1)");
/// assert!(parse_args(&["judge".into()]).unwrap_err().starts_with("unknown problem `judge`"));
/// ```
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    parse_args_in(Lang::En, args)
}

/// As [`parse_args`], its errors in `lang`.
///
/// # Errors
/// As [`parse_args`].
pub fn parse_args_in(lang: Lang, args: &[String]) -> Result<Option<Options>, String> {
    let t = |text: Text| text.render(lang);
    let mut o = Options {
        ids: Vec::new(),
        runs: DEFAULT_RUNS,
        dir: crate::tools::bundle::crate_root()
            .join("target")
            .join("bench"),
        prepare: false,
        no_build: false,
    };
    let mut args = args.iter();
    while let Some(a) = args.next() {
        match a.as_str() {
            "-h" | "--help" => return Ok(None),
            "--runs" => {
                let v = args
                    .next()
                    .ok_or_else(|| t(msg!("bench-runs-needs-number")))?;
                o.runs = cli::parse_number_in(lang, v, "--runs", 1..=1000, "")?;
            }
            "--dir" => {
                let dir = args.next().ok_or_else(|| t(msg!("bench-dir-needs-dir")))?;
                o.dir = PathBuf::from(dir);
            }
            "--prepare" => o.prepare = true,
            "--no-build" => o.no_build = true,
            _ if a.starts_with('-') => {
                return Err(t(msg!("tool-unknown-option", option = quote(a))));
            }
            _ => {
                let p = find(a).ok_or_else(|| {
                    let known: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
                    t(msg!(
                        "bench-unknown-problem",
                        id = quote(a),
                        known = known.join(&lang.format("list-sep", &[]))
                    ))
                })?;
                if !o.ids.contains(&p.id) {
                    o.ids.push(p.id);
                }
            }
        }
    }
    if o.ids.is_empty() {
        o.ids = PROBLEMS.iter().map(|p| p.id).collect();
    }
    Ok(Some(o))
}

/// The judge's largest input of problem `p`, in words and as text: the known one
/// ([`Problem::largest`]), or the generator's at [`MAX_SIZE`] with seed [`SEED`].
///
/// ```
/// use grundy::tools::bench::largest_input;
/// use grundy::tools::problems::find;
/// let (what, text) = largest_input(find("pe459").unwrap());
/// assert_eq!((what.as_str(), text.as_str()), ("N = 10^6, the value Project Euler asks for", "1000000\n"));
/// assert!(largest_input(find("poj1704").unwrap()).0.starts_with("generated"));
/// ```
pub fn largest_input(p: &Problem) -> (String, String) {
    match p.largest {
        Some(known) => (known.what.to_string(), (known.text)()),
        None => (
            format!("generated at the judge's limits, seed {SEED}"),
            (p.generate)(&mut Rng::new(SEED), MAX_SIZE),
        ),
    }
}

/// Builds the C baseline `benches/baselines/<id>.c` with `gcc -O2` into `dir/<id>_c`.
///
/// # Errors
/// Why it could not be built: no `gcc`, no such file, or gcc's first lines.
pub fn build_baseline(id: &str, dir: &Path) -> Result<PathBuf, String> {
    let src = crate::tools::bundle::crate_root()
        .join("benches/baselines")
        .join(format!("{id}.c"));
    if !src.is_file() {
        return Err(format!("no baseline {}", src.display()));
    }
    let exe = dir.join(format!("{id}_c"));
    let out = Command::new("gcc")
        .args(["-O2", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .map_err(|e| format!("cannot run gcc: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "gcc failed on {}: {}",
            src.display(),
            err.lines().take(3).collect::<Vec<_>>().join(" / ")
        ));
    }
    Ok(exe)
}

/// Runs `exe` once with standard input from `input` and standard output to `output`;
/// its wall-clock time from start to exit.
///
/// # Errors
/// If it cannot be started or does not succeed (with the start of its stderr).
pub fn time_run(exe: &Path, input: &Path, output: &Path) -> Result<Duration, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let stdout = File::create(output).map_err(|e| format!("{}: {e}", output.display()))?;
    let start = Instant::now();
    let child = Command::new(exe)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{}: {e}", exe.display()))?;
    let elapsed = start.elapsed();
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "{} failed ({}): {}",
            exe.display(),
            out.status,
            err.lines().next().unwrap_or("")
        ));
    }
    Ok(elapsed)
}

/// Wall-clock times of the runs of one program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Times(Vec<Duration>);

impl Times {
    /// The times of some runs (at least one).
    ///
    /// # Panics
    /// If there is none.
    pub fn new(mut runs: Vec<Duration>) -> Times {
        assert!(!runs.is_empty(), "at least one run");
        runs.sort();
        Times(runs)
    }

    /// The median run (of an even number, the mean of the middle two).
    ///
    /// ```
    /// use grundy::tools::bench::Times;
    /// use std::time::Duration;
    /// let ms = |v: &[u64]| Times::new(v.iter().map(|&m| Duration::from_millis(m)).collect());
    /// assert_eq!(ms(&[5, 1, 3]).median(), Duration::from_millis(3));
    /// assert_eq!(ms(&[4, 1, 3, 2]).median(), Duration::from_micros(2500));
    /// ```
    pub fn median(&self) -> Duration {
        let n = self.0.len();
        if n % 2 == 1 {
            self.0[n / 2]
        } else {
            (self.0[n / 2 - 1] + self.0[n / 2]) / 2
        }
    }

    /// The fastest run.
    pub fn min(&self) -> Duration {
        self.0[0]
    }

    /// The slowest run.
    pub fn max(&self) -> Duration {
        self.0[self.0.len() - 1]
    }

    /// `median (min–max)`, in one unit.
    ///
    /// ```
    /// use grundy::tools::bench::Times;
    /// use std::time::Duration;
    /// let t = Times::new([21, 22, 30].map(Duration::from_millis).to_vec());
    /// assert_eq!(t.summary(), "22.0 ms (21.0–30.0)");
    /// let t = Times::new([2400, 2500, 2600].map(Duration::from_millis).to_vec());
    /// assert_eq!(t.summary(), "2.50 s (2.40–2.60)");
    /// ```
    pub fn summary(&self) -> String {
        let (m, lo, hi) = (self.median(), self.min(), self.max());
        if m >= Duration::from_secs(1) {
            let s = |d: Duration| format!("{:.2}", d.as_secs_f64());
            format!("{} s ({}–{})", s(m), s(lo), s(hi))
        } else {
            let ms = |d: Duration| format!("{:.1}", d.as_secs_f64() * 1e3);
            format!("{} ms ({}–{})", ms(m), ms(lo), ms(hi))
        }
    }
}

/// One problem's result.
#[derive(Debug, Clone)]
pub struct Row {
    /// The problem.
    pub problem: &'static Problem,
    /// The input, in words, with its size.
    pub input: String,
    /// Our binary's runs.
    pub ours: Times,
    /// The baseline's runs, or why it did not run.
    pub baseline: Result<Times, String>,
}

impl Row {
    /// The table row: `| id | input | ours | baseline | ratio |`.
    pub fn markdown(&self) -> String {
        let (theirs, ratio) = match &self.baseline {
            Ok(t) => (
                t.summary(),
                format!(
                    "{:.1}",
                    t.median().as_secs_f64() / self.ours.median().as_secs_f64()
                ),
            ),
            Err(why) => (format!("not run: {why}"), "–".to_string()),
        };
        format!(
            "| `{}` | {} | {} | {} | {} |",
            self.problem.id,
            self.input,
            self.ours.summary(),
            theirs,
            ratio
        )
    }
}

/// A size in bytes, in words: `118 B`, `12.3 KB`, `40.0 MB`.
///
/// ```
/// assert_eq!(grundy::tools::bench::size_text(40_123_456), "40.1 MB");
/// assert_eq!(grundy::tools::bench::size_text(8), "8 B");
/// ```
pub fn size_text(bytes: usize) -> String {
    match bytes {
        0..1_000 => format!("{bytes} B"),
        1_000..1_000_000 => format!("{:.1} KB", bytes as f64 / 1e3),
        _ => format!("{:.1} MB", bytes as f64 / 1e6),
    }
}

/// The machine, for the table's heading: the CPU model and the number of cores.
pub fn machine() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .and_then(|l| l.split_once(':'))
        .map_or("an unknown CPU", |(_, m)| m.trim());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {cores} cores")
}

/// The 1-, 5- and 15-minute load averages (`/proc/loadavg`).
pub fn load_average() -> String {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    load.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first line of `program --version`, if it runs.
fn version_line(program: &str) -> Option<String> {
    let out = Command::new(program).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().next().map(str::to_string)
}

/// Benchmarks one problem: writes its input, builds its baseline, checks that both agree,
/// times `runs` alternated rounds, noting progress with `ticker`. Once `stop` is set (an
/// interrupt), the round in hand is dropped (its programs may have been interrupted too)
/// and the row holds the rounds finished: `None` if there is none.
fn bench_one(
    p: &'static Problem,
    o: &Options,
    stop: &AtomicBool,
    ticker: &mut cli::Ticker,
) -> Result<Option<Row>, String> {
    let stopped = || stop.load(Ordering::SeqCst);
    let (what, text) = largest_input(p);
    let input = o.dir.join(format!("{}.in", p.id));
    std::fs::write(&input, &text).map_err(|e| format!("{}: {e}", input.display()))?;
    let baseline = build_baseline(p.id, &o.dir);
    let ours = binary_dir().join(format!("{}{}", p.id, std::env::consts::EXE_SUFFIX));
    let (ours_out, theirs_out) = (
        o.dir.join(format!("{}.out", p.id)),
        o.dir.join(format!("{}_c.out", p.id)),
    );
    let checked = time_run(&ours, &input, &ours_out);
    if stopped() {
        return Ok(None);
    }
    checked?;
    if let Ok(c) = &baseline {
        let checked = time_run(c, &input, &theirs_out);
        if stopped() {
            return Ok(None);
        }
        checked?;
        let same = std::fs::read(&ours_out).ok() == std::fs::read(&theirs_out).ok();
        if !same {
            return Err(format!(
                "the baseline's output differs from ours on {}",
                input.display()
            ));
        }
    }
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for round in 1..=o.runs {
        if stopped() {
            break;
        }
        let mine = time_run(&ours, &input, &ours_out);
        let theirs = baseline
            .as_ref()
            .ok()
            .map(|c| time_run(c, &input, &theirs_out));
        if stopped() {
            break;
        }
        a.push(mine?);
        if let Some(t) = theirs {
            b.push(t?);
        }
        ticker.tick(|secs| format!("bench {}: round {round} of {} in {secs:.0} s", p.id, o.runs));
    }
    if a.is_empty() {
        return Ok(None);
    }
    Ok(Some(Row {
        problem: p,
        input: format!("{what} ({})", size_text(text.len())),
        ours: Times::new(a),
        baseline: baseline.map(|_| Times::new(b)),
    }))
}

/// Runs the tool with command-line `args` (without the program name); returns the exit
/// status (see the module's docs).
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let usage_error = |lang: Lang, what: &str| {
        cli::print_error(&msg!("tool-see-help", what = what, tool = "bench").render(lang));
        cli::EXIT_USAGE
    };
    let (lang, args) = match cli::lang_and_text_args(args) {
        Ok(a) => a,
        Err(e) => return usage_error(Lang::from_env(), &e),
    };
    let o = match parse_args_in(lang, &args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            cli::print(&format!("{}\n", usage(lang)));
            return 0;
        }
        Err(e) => return usage_error(lang, &e),
    };
    if let Err(e) = std::fs::create_dir_all(&o.dir) {
        cli::print_error(&format!("cannot create {}: {e}", o.dir.display()));
        return 1;
    }
    if o.prepare {
        return prepare(&o);
    }
    if let Err(e) = crate::tools::judge::build_binaries(&o.ids, o.no_build) {
        cli::print_error(&e);
        return 1;
    }
    let load_before = load_average();
    let mut rows = Vec::new();
    let mut status = 0;
    let stop = cli::catch_interrupt();
    let mut ticker = cli::Ticker::new();
    for id in &o.ids {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        let p = find(id).expect("checked by parse_args");
        match bench_one(p, &o, stop, &mut ticker) {
            Ok(None) => {}
            Ok(Some(row)) => {
                if let Err(why) = &row.baseline {
                    cli::note(&format!("bench {id}: baseline not run: {why}"));
                }
                rows.push(row);
            }
            Err(e) => {
                cli::print_error(&format!("{id}: {e}"));
                status = 1;
            }
        }
    }
    let mut out = String::new();
    out.push_str(&format!(
        "machine: {}; load average {} at the start, {} at the end\n",
        machine(),
        load_before,
        load_average()
    ));
    out.push_str(&format!(
        "baselines: {}, -O2; command: cargo run --release --bin bench --{}\n",
        version_line("gcc").unwrap_or_else(|| "no gcc".into()),
        args.iter()
            .map(|a| format!(" {}", cli::one_line(a)))
            .collect::<String>()
    ));
    let interrupted = stop.load(Ordering::SeqCst);
    let runs = if interrupted {
        format!("the runs finished before an interrupt (at most {})", o.runs)
    } else {
        format!("{} runs", o.runs)
    };
    out.push_str(&format!(
        "end to end (input from a file, output to a file), median of {runs} (fastest–slowest), \
         ours and the baseline alternated\n\n"
    ));
    out.push_str("| problem | input | ours | C baseline | C / ours |\n|---|---|---|---|---|\n");
    for row in &rows {
        out.push_str(&row.markdown());
        out.push('\n');
    }
    cli::print(&out);
    if interrupted {
        cli::note(&format!(
            "bench: interrupted; the table holds {} of {} problems",
            rows.len(),
            o.ids.len()
        ));
        return cli::EXIT_INTERRUPTED;
    }
    status
}

/// `--prepare`: writes every input and builds every baseline, printing their paths.
fn prepare(o: &Options) -> i32 {
    let mut out = String::new();
    let mut status = 0;
    for id in &o.ids {
        let p = find(id).expect("checked by parse_args");
        let (what, text) = largest_input(p);
        let input = o.dir.join(format!("{id}.in"));
        if let Err(e) = std::fs::write(&input, &text) {
            cli::print_error(&format!("cannot write {}: {e}", input.display()));
            status = 1;
            continue;
        }
        out.push_str(&cli::one_line(&format!(
            "{}: {what}, {}",
            input.display(),
            size_text(text.len())
        )));
        out.push('\n');
        match build_baseline(id, &o.dir) {
            Ok(exe) => {
                let line = format!("{}: the C baseline", exe.display());
                out.push_str(&format!("{}\n", cli::one_line(&line)));
            }
            Err(e) => {
                cli::print_error(&format!("{id}: {e}"));
                status = 1;
            }
        }
    }
    cli::print(&out);
    status
}
