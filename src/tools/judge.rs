//! The local judge: runs programs on test data under the judges' limits, and stress-tests a
//! program against the suite's reference binary on generated inputs.
//!
//! It is what `cargo run --release --bin judge` runs (the binary only forwards its
//! arguments to [`cli`]). Everything it knows about a problem (name, time and memory
//! limits, input generator) comes from [`crate::tools::problems::PROBLEMS`]; the cases are the
//! files `testdata/<id>/<case>.in` with their `<case>.out`.
//!
//! **Running a program** ([`run`]). The program gets the input on stdin; stdout and stderr
//! are collected by threads, so a chatty program cannot block on a full pipe. It runs in a
//! process group of its own, and a waiting thread collects it with `wait4(2)`, which gives
//! the exit status and the resource usage in one call: `ru_maxrss` is the peak resident
//! memory of the program *and every descendant it waited for*, so a command run through
//! `sh -c` is measured with its real work, however short-lived (polling
//! `/proc/<pid>/status` would miss programs that finish between two polls, and would see
//! only the shell). At the time limit the whole group is killed, so a `sleep` started by
//! a shell dies too. This is the one place where the suite uses the `libc` crate (already
//! in the dependency tree through the test tools).
//!
//! **Verdicts** ([`judge_output`]). TLE if the program was killed at the time limit or
//! ended after it; RE if it exited non-zero or died from a signal; MLE if its peak memory
//! exceeded the memory limit; otherwise the output is compared with the expected one
//! exactly, except that CRLF line ends count as LF (the default of online-judge-tools):
//! AC or WA. A WA whose output differs only in whitespace says so.

use crate::rng::{Rng, SplitMix64};
use crate::tools::problems::{MAX_SIZE, PROBLEMS, Problem};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io::{self, IsTerminal, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Standard output kept per run; the rest is read and dropped.
pub const OUTPUT_CAP: usize = 64 << 20;

/// Default number of generated cases in stress mode.
pub const DEFAULT_STRESS_CASES: u64 = 300;

/// A program to judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Program {
    /// An executable file, run without arguments.
    Exe(PathBuf),
    /// A shell command, run with `sh -c`.
    Shell(String),
}

impl Program {
    fn command(&self) -> Command {
        match self {
            Program::Exe(path) => Command::new(path),
            Program::Shell(cmd) => {
                let mut c = Command::new("sh");
                c.arg("-c").arg(cmd);
                c
            }
        }
    }

    /// How the program is shown in reports.
    pub fn describe(&self) -> String {
        match self {
            Program::Exe(path) => path.display().to_string(),
            Program::Shell(cmd) => format!("`{cmd}`"),
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Exited by itself with this status.
    Code(i32),
    /// Killed by this signal (not by the judge).
    Signal(i32),
    /// Killed by the judge at the time limit.
    TimedOut,
}

/// The result of one run of a program.
#[derive(Debug, Clone)]
pub struct Run {
    /// How it ended.
    pub exit: Exit,
    /// Standard output (at most [`OUTPUT_CAP`] bytes).
    pub stdout: Vec<u8>,
    /// Whether standard output was longer than [`OUTPUT_CAP`] and got cut.
    pub stdout_truncated: bool,
    /// Standard error (at most [`OUTPUT_CAP`] bytes).
    pub stderr: Vec<u8>,
    /// Wall time from start to exit.
    pub wall: Duration,
    /// Peak resident memory in KiB, over the program and its descendants.
    pub peak_kib: u64,
}

/// Reads `r` to its end, keeping at most [`OUTPUT_CAP`] bytes; returns them and whether
/// more was dropped.
fn read_capped(mut r: impl Read) -> (Vec<u8>, bool) {
    let mut kept = Vec::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut truncated = false;
    loop {
        match r.read(&mut buf) {
            Ok(0) => break,
            Ok(k) => {
                let room = OUTPUT_CAP - kept.len();
                kept.extend_from_slice(&buf[..k.min(room)]);
                truncated |= k > room;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    (kept, truncated)
}

/// Waits for process `pid` with `wait4(2)`: its status and peak memory (KiB).
fn wait_with_usage(pid: libc::pid_t) -> io::Result<(libc::c_int, u64)> {
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero `rusage` is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `status` and `usage` are valid for writes; `pid` is our own child,
        // which nothing else waits for.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            break;
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
    let maxrss = usage.ru_maxrss.max(0) as u64;
    // Linux reports KiB, macOS bytes.
    let kib = if cfg!(target_os = "macos") {
        maxrss / 1024
    } else {
        maxrss
    };
    Ok((status, kib))
}

/// Process group of the run in progress (0 if none), for the interrupt handler.
static RUNNING_GROUP: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_interrupt(sig: libc::c_int) {
    let group = RUNNING_GROUP.load(Ordering::SeqCst);
    // SAFETY: kill, signal and raise are async-signal-safe.
    unsafe {
        if group > 0 {
            libc::kill(-group, libc::SIGKILL);
        }
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// Makes Ctrl-C (or SIGTERM) also kill the program being judged: it runs in a process
/// group of its own, which the terminal's interrupt does not reach.
fn kill_running_program_on_interrupt() {
    let handler = on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
    // SAFETY: installs a handler that only makes async-signal-safe calls.
    unsafe {
        libc::signal(libc::SIGINT, handler);
        libc::signal(libc::SIGTERM, handler);
    }
}

/// Kills every process of the process group `pgid` (ignoring a group already gone).
fn kill_group(pgid: libc::pid_t) {
    // SAFETY: plain system call; a negative pid addresses the process group.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
}

/// Runs `program` with `input` on stdin, killing it (with its whole process group) once it
/// has run for `time_limit`.
///
/// ```
/// use grundy::tools::judge::{run, Exit, Program};
/// use std::time::Duration;
/// let r = run(&Program::Shell("tr a-z A-Z".into()), b"abc\n", Duration::from_secs(5)).unwrap();
/// assert_eq!((r.exit, r.stdout.as_slice()), (Exit::Code(0), &b"ABC\n"[..]));
/// ```
///
/// # Errors
/// If the program cannot be started.
pub fn run(program: &Program, input: &[u8], time_limit: Duration) -> io::Result<Run> {
    let mut cmd = program.command();
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;
    RUNNING_GROUP.store(pid, Ordering::SeqCst);
    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let stderr = child.stderr.take().expect("piped stderr");
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program may exit without reading everything: a broken pipe is fine.
        let _ = stdin.write_all(&data);
    });
    let out_reader = std::thread::spawn(move || read_capped(stdout));
    let err_reader = std::thread::spawn(move || read_capped(stderr));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let result = wait_with_usage(pid);
        let _ = tx.send((result, start.elapsed()));
    });
    let (waited, killed) = match rx.recv_timeout(time_limit) {
        Ok(w) => (w, false),
        Err(_) => {
            kill_group(pid);
            (rx.recv().expect("waiter thread answers"), true)
        }
    };
    // Descendants left behind (`cmd &`) would hold the pipes open: end them too.
    kill_group(pid);
    let _ = RUNNING_GROUP.compare_exchange(pid, 0, Ordering::SeqCst, Ordering::SeqCst);
    drop(child);
    let ((status, peak_kib), wall) = match waited {
        (Ok(s), wall) => (s, wall),
        (Err(e), _) => return Err(e),
    };
    let _ = writer.join();
    let (stdout, stdout_truncated) = out_reader.join().expect("stdout reader");
    let (stderr, _) = err_reader.join().expect("stderr reader");
    let exit = if killed {
        Exit::TimedOut
    } else if libc::WIFEXITED(status) {
        Exit::Code(libc::WEXITSTATUS(status))
    } else {
        Exit::Signal(libc::WTERMSIG(status))
    };
    Ok(Run {
        exit,
        stdout,
        stdout_truncated,
        stderr,
        wall,
        peak_kib,
    })
}

/// How an output compares with the expected one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Match {
    /// Equal once CRLF line ends are read as LF.
    Exact,
    /// Different, but the same whitespace-separated tokens.
    IgnoringWhitespace,
    /// Different tokens.
    No,
}

fn crlf_to_lf(b: &[u8]) -> Cow<'_, [u8]> {
    if !b.windows(2).any(|w| w == b"\r\n") {
        return Cow::Borrowed(b);
    }
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') {
            i += 1;
        }
        out.push(b[i]);
        i += 1;
    }
    Cow::Owned(out)
}

/// Compares `got` with `want`: exactly, except that CRLF counts as LF.
///
/// ```
/// use grundy::tools::judge::{compare, Match};
/// assert_eq!(compare(b"1\r\n2\r\n", b"1\n2\n"), Match::Exact);
/// assert_eq!(compare(b"1  2\n", b"1 2\n"), Match::IgnoringWhitespace);
/// assert_eq!(compare(b"1 2", b"1 2\n"), Match::IgnoringWhitespace);
/// assert_eq!(compare(b"1 3\n", b"1 2\n"), Match::No);
/// ```
pub fn compare(got: &[u8], want: &[u8]) -> Match {
    if crlf_to_lf(got) == crlf_to_lf(want) {
        Match::Exact
    } else if got
        .split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
        .eq(want
            .split(u8::is_ascii_whitespace)
            .filter(|t| !t.is_empty()))
    {
        Match::IgnoringWhitespace
    } else {
        Match::No
    }
}

/// A line for a diff: quoted with escapes, so spaces, tabs and `\r` show; cut if long.
fn show_line(line: Option<&str>) -> String {
    const MAX: usize = 100;
    match line {
        None => "<no line>".to_string(),
        Some(l) => {
            let q = format!("{l:?}");
            if q.chars().count() > MAX {
                format!("{}…", q.chars().take(MAX).collect::<String>())
            } else {
                q
            }
        }
    }
}

fn strip_newline(line: Option<&str>) -> Option<&str> {
    line.map(|l| l.strip_suffix('\n').unwrap_or(l))
}

/// A short line-by-line diff of `got` against `want` (CRLF read as LF): the first few
/// differing lines, each with its number, then how many more differ.
///
/// ```
/// let d = grundy::tools::judge::short_diff(b"a\nx\nc\n", b"a\nb\nc\n");
/// assert!(d.contains("line 2: expected \"b\""));
/// assert!(d.contains("got      \"x\""));
/// ```
pub fn short_diff(got: &[u8], want: &[u8]) -> String {
    const SHOWN: usize = 3;
    let got = String::from_utf8_lossy(&crlf_to_lf(got)).into_owned();
    let want = String::from_utf8_lossy(&crlf_to_lf(want)).into_owned();
    let g: Vec<&str> = got.split_inclusive('\n').collect();
    let w: Vec<&str> = want.split_inclusive('\n').collect();
    let mut out = String::new();
    let mut differing = 0;
    for i in 0..g.len().max(w.len()) {
        let (a, b) = (g.get(i).copied(), w.get(i).copied());
        if a == b {
            continue;
        }
        differing += 1;
        if differing <= SHOWN {
            let (sa, sb) = (strip_newline(a), strip_newline(b));
            let _ = writeln!(out, "line {}: expected {}", i + 1, show_line(sb));
            let pad = " ".repeat(format!("line {}: ", i + 1).len());
            let _ = write!(out, "{pad}got      {}", show_line(sa));
            if sa == sb {
                out.push_str(if a.is_some_and(|l| l.ends_with('\n')) {
                    "  (the expected line ends with no newline)"
                } else {
                    "  (no newline at the end)"
                });
            }
            out.push('\n');
        }
    }
    if differing > SHOWN {
        let _ = writeln!(out, "… and {} more differing lines", differing - SHOWN);
    }
    if g.len() != w.len() {
        let _ = writeln!(out, "expected {} lines, got {}", w.len(), g.len());
    }
    out
}

/// A judge's verdict on one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer.
    Wa,
    /// Runtime error: non-zero exit status or a signal.
    Re,
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
}

impl Verdict {
    /// The usual abbreviation: `AC`, `WA`, …
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
        }
    }
}

/// Limits a run is judged under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Wall time.
    pub time: Duration,
    /// Peak resident memory in KiB, or `None` for no limit.
    pub memory_kib: Option<u64>,
}

impl Limits {
    /// The judge limits of `problem`.
    pub fn of(problem: &Problem) -> Self {
        Limits {
            time: Duration::from_millis(problem.time_limit_ms),
            memory_kib: Some(problem.memory_limit_mib * 1024),
        }
    }
}

/// A verdict with what explains it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    /// The verdict.
    pub verdict: Verdict,
    /// One-line explanation (exit status, whitespace-only difference, …), if any.
    pub note: Option<String>,
    /// A short diff for a wrong answer, or the start of stderr for a runtime error.
    pub details: Option<String>,
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => " (SIGSEGV)",
        libc::SIGABRT => " (SIGABRT)",
        libc::SIGKILL => " (SIGKILL)",
        libc::SIGFPE => " (SIGFPE)",
        libc::SIGILL => " (SIGILL)",
        libc::SIGBUS => " (SIGBUS)",
        libc::SIGPIPE => " (SIGPIPE)",
        libc::SIGTERM => " (SIGTERM)",
        _ => "",
    }
}

fn stderr_head(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(5)
        .collect();
    if lines.is_empty() {
        None
    } else {
        Some(format!("stderr: {}\n", lines.join("\n        ")))
    }
}

/// Judges `run` against the `expected` output under `limits`.
///
/// ```
/// use grundy::tools::judge::{judge_output, run, Limits, Program, Verdict};
/// use std::time::Duration;
/// let limits = Limits { time: Duration::from_secs(5), memory_kib: None };
/// let r = run(&Program::Shell("echo 42".into()), b"", limits.time).unwrap();
/// assert_eq!(judge_output(&r, b"42\n", limits).verdict, Verdict::Ac);
/// assert_eq!(judge_output(&r, b"41\n", limits).verdict, Verdict::Wa);
/// ```
pub fn judge_output(run: &Run, expected: &[u8], limits: Limits) -> Judgement {
    let verdict = |verdict, note: Option<String>, details| Judgement {
        verdict,
        note,
        details,
    };
    if run.exit == Exit::TimedOut || run.wall > limits.time {
        let note = format!("time limit {} ms", limits.time.as_millis());
        return verdict(Verdict::Tle, Some(note), None);
    }
    match run.exit {
        Exit::Code(0) => {}
        Exit::Code(c) => {
            return verdict(
                Verdict::Re,
                Some(format!("exit status {c}")),
                stderr_head(&run.stderr),
            );
        }
        Exit::Signal(s) => {
            let note = format!("killed by signal {s}{}", signal_name(s));
            return verdict(Verdict::Re, Some(note), stderr_head(&run.stderr));
        }
        Exit::TimedOut => unreachable!("handled above"),
    }
    if let Some(limit) = limits.memory_kib
        && run.peak_kib > limit
    {
        let note = format!("memory limit {} MiB", limit / 1024);
        return verdict(Verdict::Mle, Some(note), None);
    }
    if run.stdout_truncated {
        let note = format!("output longer than {} MiB", OUTPUT_CAP >> 20);
        return verdict(Verdict::Wa, Some(note), None);
    }
    match compare(&run.stdout, expected) {
        Match::Exact => verdict(Verdict::Ac, None, None),
        Match::IgnoringWhitespace => verdict(
            Verdict::Wa,
            Some("differs only in whitespace: would pass if whitespace were ignored".into()),
            Some(short_diff(&run.stdout, expected)),
        ),
        Match::No => verdict(Verdict::Wa, None, Some(short_diff(&run.stdout, expected))),
    }
}

/// `testdata/` of the crate.
pub fn default_testdata_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// One test case: `<name>.in` and the expected `<name>.out`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// File stem, e.g. `sample-1`.
    pub name: String,
    /// The input file.
    pub input: PathBuf,
    /// The expected output file.
    pub output: PathBuf,
}

/// Orders names with their digit runs compared as numbers: `sample-2` before `sample-10`.
fn natural_key(s: &str) -> Vec<(String, u128)> {
    let mut key = Vec::new();
    let mut rest = s;
    while !rest.is_empty() {
        let text_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (text, tail) = rest.split_at(text_len);
        let num_len = tail
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(tail.len());
        let (num, tail) = tail.split_at(num_len);
        key.push((text.to_string(), num.parse().unwrap_or(0)));
        rest = tail;
    }
    key
}

/// The cases in `dir`: every `*.in`, in natural order of names.
///
/// # Errors
/// If `dir` cannot be read.
pub fn cases_in(dir: &Path) -> io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let input = entry?.path();
        if input.extension().is_some_and(|e| e == "in") {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            let output = input.with_extension("out");
            cases.push(Case {
                name,
                input,
                output,
            });
        }
    }
    cases.sort_by_key(|c| natural_key(&c.name));
    Ok(cases)
}

/// `1.5 MiB`-style memory figure.
fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// A status line on stderr for long runs: redrawn in place on a terminal, otherwise
/// printed at most every few seconds.
struct Progress {
    tty: bool,
    shown: bool,
    last: Option<Instant>,
}

impl Progress {
    fn new() -> Self {
        Progress {
            tty: io::stderr().is_terminal(),
            shown: false,
            last: None,
        }
    }

    fn update(&mut self, msg: impl FnOnce() -> String) {
        let now = Instant::now();
        let every = if self.tty {
            Duration::from_millis(100)
        } else {
            Duration::from_secs(5)
        };
        match self.last {
            // Off a terminal, the first call only starts the clock: short runs stay quiet.
            None if !self.tty => {
                self.last = Some(now);
                return;
            }
            Some(t) if now - t < every => return,
            _ => {}
        }
        self.last = Some(now);
        let mut err = io::stderr().lock();
        if self.tty {
            let _ = write!(err, "\r\x1b[K{}", msg());
            self.shown = true;
        } else {
            let _ = writeln!(err, "{}", msg());
        }
        let _ = err.flush();
    }

    fn clear(&mut self) {
        if self.tty && self.shown {
            let _ = write!(io::stderr().lock(), "\r\x1b[K");
            self.shown = false;
        }
    }
}

/// Command-line options of the judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Problem ids to judge (empty: every problem).
    pub ids: Vec<String>,
    /// A user's command to judge instead of the suite's binaries.
    pub cmd: Option<String>,
    /// Stress-test `cmd` on this problem.
    pub stress: Option<String>,
    /// Number of generated cases in stress mode.
    pub cases: u64,
    /// Seed of the stress run.
    pub seed: u64,
    /// Do not run `cargo build` first.
    pub no_build: bool,
    /// Where the test data lives.
    pub testdata: PathBuf,
}

/// Usage text of the judge.
pub const USAGE: &str = "\
usage: judge [ID...]                     judge the suite's binaries on testdata/ (all problems by default)
       judge --cmd '<command>' ID        judge your own program (run with sh -c) on testdata/ID
       judge --stress ID --cmd '<command>' [--cases N] [--seed S]
                                         compare your program with the suite's binary on N generated
                                         inputs (default 300, seed 1, sizes from tiny to the maximum)
options: --no-build       do not run `cargo build` for the suite's binaries first
         --testdata DIR   read the cases from DIR/ID/ instead of testdata/ID/";

/// Parses the judge's arguments.
///
/// ```
/// let o = grundy::tools::judge::parse_args(["--cmd", "./a.out", "poj1704"].map(String::from)).unwrap();
/// assert_eq!((o.cmd.as_deref(), o.ids.as_slice()), (Some("./a.out"), &["poj1704".to_string()][..]));
/// ```
///
/// # Errors
/// A message for an unknown option, a missing value or a bad combination.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut o = Options {
        ids: Vec::new(),
        cmd: None,
        stress: None,
        cases: DEFAULT_STRESS_CASES,
        seed: 1,
        no_build: false,
        testdata: default_testdata_dir(),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag.as_str() {
            "--cmd" => o.cmd = Some(value("--cmd")?),
            "--stress" => o.stress = Some(value("--stress")?),
            "--cases" => {
                let v = value("--cases")?;
                o.cases = v
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or(format!("--cases: `{v}` is not a positive number"))?;
            }
            "--seed" => {
                let v = value("--seed")?;
                o.seed = v
                    .parse()
                    .map_err(|_| format!("--seed: `{v}` is not a number"))?;
            }
            "--testdata" => o.testdata = PathBuf::from(value("--testdata")?),
            "--no-build" => o.no_build = true,
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}")),
            _ => o.ids.push(arg),
        }
    }
    for id in o.ids.iter().chain(&o.stress) {
        if crate::tools::problems::find(id).is_none() {
            let known: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
            return Err(format!(
                "unknown problem `{id}` (known: {})",
                known.join(", ")
            ));
        }
    }
    if o.stress.is_some() {
        if o.cmd.is_none() {
            return Err("--stress needs --cmd '<command>': the program to test".into());
        }
        if !o.ids.is_empty() {
            return Err("--stress takes its problem id as its value, no other id".into());
        }
    } else if o.cmd.is_some() && o.ids.len() != 1 {
        return Err("--cmd judges one problem: give exactly one problem id".into());
    }
    Ok(o)
}

/// Directory of the suite's binaries: the one holding the running executable.
pub fn binary_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("path of the running executable");
    exe.parent()
        .expect("executable has a directory")
        .to_path_buf()
}

/// The suite's binary for `id`, next to the judge.
pub fn reference(id: &str) -> Program {
    Program::Exe(binary_dir().join(format!("{id}{}", std::env::consts::EXE_SUFFIX)))
}

/// Under `cargo run`, builds the binaries `ids` with the judge's own profile, so the judge
/// never runs stale ones. Outside cargo (or with `--no-build`) does nothing.
fn build(ids: &[&str], no_build: bool) -> Result<(), String> {
    let Some(cargo) = std::env::var_os("CARGO") else {
        return Ok(());
    };
    if no_build || ids.is_empty() {
        return Ok(());
    }
    let dir = binary_dir();
    let mut cmd = Command::new(cargo);
    cmd.arg("build").current_dir(env!("CARGO_MANIFEST_DIR"));
    match dir.file_name().and_then(|n| n.to_str()) {
        Some("release") => {
            cmd.arg("--release");
        }
        Some("debug") | None => {}
        Some(profile) => {
            cmd.args(["--profile", profile]);
        }
    }
    for id in ids {
        cmd.args(["--bin", id]);
    }
    let status = cmd
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run cargo build: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err("cargo build failed".into())
    }
}

/// Runs the judge with command-line `args`; returns the exit status: 0 if everything
/// passed, 1 if a case failed (a problem without test data or without its binary counts
/// as failed), 2 for a usage error (an unknown option or problem id, a missing `--cmd`).
pub fn cli(args: impl IntoIterator<Item = String>) -> i32 {
    let args: Vec<String> = args.into_iter().collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return 0;
    }
    let o = match parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("judge: {e}\n{USAGE}");
            return 2;
        }
    };
    kill_running_program_on_interrupt();
    let result = if let Some(id) = &o.stress {
        let problem = crate::tools::problems::find(id).expect("checked");
        let user = Program::Shell(o.cmd.clone().expect("checked"));
        build(&[id], o.no_build).and_then(|()| {
            stress(
                problem,
                &user,
                &reference(id),
                o.cases,
                o.seed,
                &mut io::stdout(),
            )
        })
    } else {
        let problems: Vec<&Problem> = if o.ids.is_empty() {
            PROBLEMS.iter().collect()
        } else {
            o.ids
                .iter()
                .map(|id| crate::tools::problems::find(id).expect("checked"))
                .collect()
        };
        let to_build: Vec<&str> = if o.cmd.is_some() {
            Vec::new()
        } else {
            problems.iter().map(|p| p.id).collect()
        };
        build(&to_build, o.no_build).and_then(|()| {
            let program_for = |p: &Problem| match &o.cmd {
                Some(c) => Program::Shell(c.clone()),
                None => reference(p.id),
            };
            judge_problems(&problems, program_for, &o.testdata, &mut io::stdout())
        })
    };
    match result {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(e) => {
            eprintln!("judge: {e}");
            2
        }
    }
}

/// Judges `program_for(p)` on every case of each problem in `problems`, reading cases
/// from `testdata/<id>/`, and reports to `out`. Returns whether every case passed.
///
/// # Errors
/// If writing the report fails.
pub fn judge_problems(
    problems: &[&Problem],
    program_for: impl Fn(&Problem) -> Program,
    testdata: &Path,
    out: &mut impl Write,
) -> Result<bool, String> {
    let io_err = |e: io::Error| format!("cannot write the report: {e}");
    let mut plan = Vec::new();
    let mut setup_failures = Vec::new();
    for &p in problems {
        let dir = testdata.join(p.id);
        match cases_in(&dir) {
            Ok(cases) if !cases.is_empty() => plan.push((p, cases)),
            Ok(_) => setup_failures.push(format!("{}: no *.in case in {}", p.id, dir.display())),
            Err(e) => setup_failures.push(format!("{}: cannot read {}: {e}", p.id, dir.display())),
        }
    }
    let total: usize = plan.iter().map(|(_, c)| c.len()).sum();
    let id_w = plan.iter().map(|(p, _)| p.id.len()).max().unwrap_or(0);
    let case_w = plan
        .iter()
        .flat_map(|(_, c)| c.iter().map(|c| c.name.len()))
        .max()
        .unwrap_or(0);
    let mut progress = Progress::new();
    let mut counts: std::collections::BTreeMap<Verdict, usize> = Default::default();
    let mut done = 0;
    let mut failed_problems = Vec::new();
    for (p, cases) in &plan {
        let program = program_for(p);
        if let Program::Exe(path) = &program
            && !path.exists()
        {
            setup_failures.push(format!(
                "{}: no binary {} (build it: cargo build --release --bin {})",
                p.id,
                path.display(),
                p.id
            ));
            continue;
        }
        let limits = Limits::of(p);
        let mut passed = 0;
        for case in cases {
            done += 1;
            progress.update(|| format!("[{done}/{total}] {} {} …", p.id, case.name));
            let input = std::fs::read(&case.input)
                .map_err(|e| format!("cannot read {}: {e}", case.input.display()))?;
            let expected = std::fs::read(&case.output)
                .map_err(|e| format!("cannot read {}: {e}", case.output.display()))?;
            let r = run(&program, &input, limits.time)
                .map_err(|e| format!("cannot run {}: {e}", program.describe()))?;
            let j = judge_output(&r, &expected, limits);
            progress.clear();
            *counts.entry(j.verdict).or_default() += 1;
            if j.verdict == Verdict::Ac {
                passed += 1;
            }
            let mut line = format!(
                "{:<id_w$}  {:<case_w$}  {:<3}  {:>6} ms  {:>9}",
                p.id,
                case.name,
                j.verdict.name(),
                r.wall.as_millis(),
                mib(r.peak_kib)
            );
            if let Some(note) = &j.note {
                let _ = write!(line, "  ({note})");
            }
            writeln!(out, "{line}").map_err(io_err)?;
            if let Some(d) = &j.details {
                for l in d.lines() {
                    writeln!(out, "    {l}").map_err(io_err)?;
                }
            }
        }
        if passed < cases.len() {
            failed_problems.push(p.id);
        }
        writeln!(
            out,
            "{} {} ({}): {passed}/{} AC\n",
            p.judge,
            p.name,
            p.id,
            cases.len()
        )
        .map_err(io_err)?;
    }
    progress.clear();
    for f in &setup_failures {
        writeln!(out, "error: {f}").map_err(io_err)?;
    }
    let ac = counts.get(&Verdict::Ac).copied().unwrap_or(0);
    let summary: Vec<String> = counts
        .iter()
        .map(|(v, n)| format!("{n} {}", v.name()))
        .collect();
    let ok = ac == total && setup_failures.is_empty() && total > 0;
    writeln!(
        out,
        "{}: {} problem(s), {total} case(s): {}",
        if ok { "passed" } else { "FAILED" },
        plan.len(),
        if summary.is_empty() {
            "none run".to_string()
        } else {
            summary.join(", ")
        }
    )
    .map_err(io_err)?;
    Ok(ok)
}

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

/// Runs `user` and `reference` on the input from `(seed, size)`: `Ok(None)` if they agree.
fn try_input(
    problem: &Problem,
    user: &Program,
    reference: &Program,
    seed: u64,
    size: u32,
) -> Result<Option<Counterexample>, String> {
    let input = (problem.generate)(&mut Rng::new(seed), size);
    let limits = Limits {
        time: Duration::from_millis(problem.time_limit_ms),
        memory_kib: None,
    };
    // The reference gets slack: it is not the one under test.
    let ref_time = (limits.time * 5).max(Duration::from_secs(10));
    let r = run(reference, input.as_bytes(), ref_time)
        .map_err(|e| format!("cannot run the reference {}: {e}", reference.describe()))?;
    if r.exit != Exit::Code(0) {
        return Err(format!(
            "the reference {} failed ({:?}) on a generated input (size {size}, seed {seed}):\n{input}\nstderr: {}",
            reference.describe(),
            r.exit,
            String::from_utf8_lossy(&r.stderr)
        ));
    }
    let got = run(user, input.as_bytes(), limits.time)
        .map_err(|e| format!("cannot run {}: {e}", user.describe()))?;
    let judgement = judge_output(&got, &r.stdout, limits);
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
fn shrink(
    problem: &Problem,
    user: &Program,
    reference: &Program,
    first: Counterexample,
) -> Result<Counterexample, String> {
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
            if let Some(c) = try_input(problem, user, reference, seed, size)? {
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

/// First `max_lines` lines of `text`, noting how many were left out.
fn head(text: &str, max_lines: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut s = lines[..lines.len().min(max_lines)].join("\n");
    s.push('\n');
    if lines.len() > max_lines {
        let _ = writeln!(s, "… ({} lines in all)", lines.len());
    }
    s
}

/// Stress mode: runs `user` and `reference` on `cases` inputs from the problem's generator
/// (sizes ramping from 0 to [`MAX_SIZE`], seeds from `seed`), stops at the first
/// disagreement, shrinks it and reports it to `out`. Returns whether all cases agreed.
///
/// # Errors
/// If a program cannot run, or the reference fails on a generated input.
pub fn stress(
    problem: &Problem,
    user: &Program,
    reference: &Program,
    cases: u64,
    seed: u64,
    out: &mut impl Write,
) -> Result<bool, String> {
    let io_err = |e: io::Error| format!("cannot write the report: {e}");
    if let Program::Exe(path) = reference
        && !path.exists()
    {
        return Err(format!(
            "no reference binary {} (build it: cargo build --release --bin {})",
            path.display(),
            problem.id
        ));
    }
    let mut progress = Progress::new();
    let start = Instant::now();
    for case in 0..cases {
        let size = case_size(case, cases);
        progress.update(|| {
            format!(
                "stress {}: case {}/{cases}, size {size}, {:.1} s",
                problem.id,
                case + 1,
                start.elapsed().as_secs_f64()
            )
        });
        let Some(found) = try_input(problem, user, reference, case_seed(seed, case), size)? else {
            continue;
        };
        progress.clear();
        writeln!(
            out,
            "stress {}: case {}/{cases} (size {size}) FAILED: {}; shrinking…",
            problem.id,
            case + 1,
            found.judgement.verdict.name()
        )
        .map_err(io_err)?;
        let c = shrink(problem, user, reference, found)?;
        report_counterexample(problem, user, reference, &c, out).map_err(io_err)?;
        return Ok(false);
    }
    progress.clear();
    writeln!(
        out,
        "stress {}: all {cases} cases agree with the reference (seed {seed}, sizes 0 to {}, {:.1} s)",
        problem.id,
        case_size(cases - 1, cases),
        start.elapsed().as_secs_f64()
    )
    .map_err(io_err)?;
    Ok(true)
}

fn report_counterexample(
    problem: &Problem,
    user: &Program,
    reference: &Program,
    c: &Counterexample,
    out: &mut impl Write,
) -> io::Result<()> {
    let saved = binary_dir()
        .parent()
        .map(|t| t.join("stress").join(format!("{}.in", problem.id)));
    let saved = saved.filter(|path| {
        path.parent()
            .is_some_and(|d| std::fs::create_dir_all(d).is_ok())
            && std::fs::write(path, &c.input).is_ok()
    });
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
        writeln!(out, "saved to {}", path.display())?;
    }
    writeln!(out, "--- input")?;
    write!(out, "{}", head(&c.input, 40))?;
    writeln!(out, "--- expected (reference {})", reference.describe())?;
    write!(out, "{}", head(&String::from_utf8_lossy(&c.expected), 40))?;
    writeln!(out, "--- got ({})", user.describe())?;
    write!(out, "{}", head(&String::from_utf8_lossy(&c.got.stdout), 40))?;
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
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        let mut v = vec!["sample-10", "sample-2", "max", "sample-1"];
        v.sort_by_key(|s| natural_key(s));
        assert_eq!(v, ["max", "sample-1", "sample-2", "sample-10"]);
    }

    #[test]
    fn sizes_ramp_from_zero_to_max() {
        assert_eq!(case_size(0, 300), 0);
        assert_eq!(case_size(299, 300), MAX_SIZE);
        assert_eq!(case_size(0, 1), 0);
        let sizes: Vec<u32> = (0..300).map(|c| case_size(c, 300)).collect();
        assert!(sizes.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn diff_shows_whitespace_and_counts() {
        let d = short_diff(b"a \nb\nc\nd\ne\n", b"a\nx\ny\nz\nw\n");
        assert!(d.contains("line 1: expected \"a\""), "{d}");
        assert!(d.contains("got      \"a \""), "{d}");
        assert!(d.contains("… and 2 more differing lines"), "{d}");
        let d = short_diff(b"a", b"a\n");
        assert!(d.contains("no newline at the end"), "{d}");
        let d = short_diff(b"a\n", b"a\nb\n");
        assert!(d.contains("expected 2 lines, got 1"), "{d}");
        assert!(d.contains("got      <no line>"), "{d}");
    }

    #[test]
    fn verdicts_in_order_of_precedence() {
        let limits = Limits {
            time: Duration::from_millis(100),
            memory_kib: Some(1024),
        };
        let base = Run {
            exit: Exit::Code(0),
            stdout: b"1\n".to_vec(),
            stdout_truncated: false,
            stderr: Vec::new(),
            wall: Duration::from_millis(5),
            peak_kib: 10,
        };
        let v = |r: &Run| judge_output(r, b"1\n", limits).verdict;
        assert_eq!(v(&base), Verdict::Ac);
        assert_eq!(
            v(&Run {
                peak_kib: 2048,
                ..base.clone()
            }),
            Verdict::Mle
        );
        assert_eq!(
            v(&Run {
                exit: Exit::Signal(11),
                ..base.clone()
            }),
            Verdict::Re
        );
        assert_eq!(
            v(&Run {
                wall: Duration::from_millis(101),
                ..base.clone()
            }),
            Verdict::Tle
        );
        assert_eq!(
            v(&Run {
                exit: Exit::TimedOut,
                ..base.clone()
            }),
            Verdict::Tle
        );
        assert_eq!(
            v(&Run {
                stdout: b"2\n".to_vec(),
                ..base.clone()
            }),
            Verdict::Wa
        );
        assert_eq!(
            v(&Run {
                stdout: b"1\r\n".to_vec(),
                ..base
            }),
            Verdict::Ac
        );
    }

    #[test]
    fn args_are_checked() {
        let p = |a: &[&str]| parse_args(a.iter().map(|s| s.to_string()));
        assert!(p(&["nope"]).unwrap_err().contains("unknown problem"));
        assert!(p(&["--cmd", "x"]).is_err());
        assert!(p(&["--stress", "poj1704"]).is_err());
        assert!(p(&["--stress", "poj1704", "--cmd", "x", "poj1704"]).is_err());
        assert!(p(&["--cases", "0"]).is_err());
        assert!(p(&["--bogus"]).is_err());
        let o = p(&[
            "--stress=poj1704",
            "--cmd=./a",
            "--cases",
            "5",
            "--seed",
            "9",
        ])
        .unwrap();
        assert_eq!((o.cases, o.seed), (5, 9));
        assert_eq!(o.stress.as_deref(), Some("poj1704"));
    }
}
