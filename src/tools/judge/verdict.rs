//! Verdicts: how a run compares with the expected output, under the judge's limits.
//!
//! In the order online-judge-tools (`oj t`) checks them: TLE if the program was killed at
//! the time limit or ended after it; MLE if its peak memory exceeded the memory limit
//! (whatever its exit status); RE if it exited non-zero or died from a signal; then the
//! output is compared with the expected one, AC or WA. (One difference: `oj t` reports WA
//! over a TLE, MLE or RE whose output also differs; the resource or crash verdict, named
//! here, is the one a judge gives.) A case without an expected
//! output is *not judged*: its output is shown instead.
//!
//! Two comparisons ([`Comparison`]): **strict** (the default, as `oj t` does) wants the
//! output exactly, except that CRLF line ends count as LF (online-judge-tools' default
//! too); **lenient** also ignores whitespace at the end of each line and blank lines at the
//! end of the output (so a missing final newline), as AtCoder's and Codeforces' checkers
//! do. A WA that only one of the looser comparisons would accept says so.

use super::run::{Exit, OUTPUT_CAP, Run};
use crate::input::is_space;
use crate::runtime::cli::one_line;
use crate::tools::problems::Problem;
use std::borrow::Cow;
use std::fmt::Write as _;
use std::time::Duration;

/// How an output compares with the expected one, from the closest to the loosest match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Match {
    /// Equal once CRLF line ends are read as LF.
    Exact,
    /// Equal once whitespace at line ends and blank lines at the end are dropped too.
    TrailingWhitespace,
    /// Different, but the same whitespace-separated tokens.
    IgnoringWhitespace,
    /// Different tokens.
    No,
}

/// Which outputs are accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Comparison {
    /// Exactly the expected bytes, CRLF read as LF.
    #[default]
    Strict,
    /// Also ignoring whitespace at line ends and blank lines at the end (a missing final
    /// newline), as AtCoder and Codeforces judge.
    Lenient,
}

impl Comparison {
    /// Whether an output that compares as `m` passes.
    pub fn accepts(self, m: Match) -> bool {
        match self {
            Comparison::Strict => m == Match::Exact,
            Comparison::Lenient => m <= Match::TrailingWhitespace,
        }
    }
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

/// The lines of `b` with trailing whitespace dropped from each, and blank lines at the end
/// dropped.
fn trimmed_lines(b: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = b
        .split(|&c| c == b'\n')
        .map(|l| {
            let end = l.iter().rposition(|&c| !is_space(c)).map_or(0, |i| i + 1);
            &l[..end]
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

fn tokens(b: &[u8]) -> impl Iterator<Item = &[u8]> {
    b.split(|&c| is_space(c)).filter(|t| !t.is_empty())
}

/// Compares `got` with `want`: the closest [`Match`] that holds.
///
/// ```
/// use grundy::tools::judge::{compare, Match};
/// assert_eq!(compare(b"1\r\n2\r\n", b"1\n2\n"), Match::Exact);
/// assert_eq!(compare(b"1 2", b"1 2\n"), Match::TrailingWhitespace);
/// assert_eq!(compare(b"1 2 \n\n", b"1 2\n"), Match::TrailingWhitespace);
/// assert_eq!(compare(b"1  2\n", b"1 2\n"), Match::IgnoringWhitespace);
/// assert_eq!(compare(b"1 3\n", b"1 2\n"), Match::No);
/// ```
pub fn compare(got: &[u8], want: &[u8]) -> Match {
    let (got, want) = (crlf_to_lf(got), crlf_to_lf(want));
    if got == want {
        Match::Exact
    } else if trimmed_lines(&got) == trimmed_lines(&want) {
        Match::TrailingWhitespace
    } else if tokens(&got).eq(tokens(&want)) {
        Match::IgnoringWhitespace
    } else {
        Match::No
    }
}

/// A line for a diff, between backticks as the suite quotes what it shows (see
/// [`crate::input::quote`]): control characters (a tab, a `\r`) and backslashes escaped as
/// Rust escapes them, so that every character shows; a long line is cut with a mark and its
/// length.
fn show_line(line: Option<&str>) -> String {
    const MAX: usize = 100;
    let Some(l) = line else {
        return "<no line>".to_string();
    };
    let mut s = String::from("`");
    for c in l.chars().take(MAX) {
        // Quotes need no escape between backticks.
        match c {
            '\'' | '"' => s.push(c),
            _ => s.extend(c.escape_debug()),
        }
    }
    match l.chars().count() {
        n if n > MAX => s.push_str(&format!("…` ({n} characters)")),
        _ => s.push('`'),
    }
    s
}

fn strip_newline(line: Option<&str>) -> Option<&str> {
    line.map(|l| l.strip_suffix('\n').unwrap_or(l))
}

/// A short line-by-line diff of `got` against `want` (CRLF read as LF): the first few
/// differing lines, each with its number, then how many more differ.
///
/// ```
/// let d = grundy::tools::judge::short_diff(b"a\nx\nc\n", b"a\nb\nc\n");
/// assert!(d.contains("line 2: expected `b`"));
/// assert!(d.contains("got      `x`"));
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
    /// Ran within the limits, but there is no expected output to compare with.
    NotJudged,
}

impl Verdict {
    /// The usual abbreviation: `AC`, `WA`, …, and `--` for a case not judged.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::NotJudged => "--",
        }
    }

    /// How a count of this verdict reads in a summary: `3 AC`, `1 not judged`.
    pub fn count(self, n: usize) -> String {
        match self {
            Verdict::NotJudged => format!("{n} not judged"),
            v => format!("{n} {}", v.name()),
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

    /// These limits with what `overrides` sets in their place.
    ///
    /// ```
    /// use grundy::tools::judge::{Limits, Overrides};
    /// use std::time::Duration;
    /// let l = Limits { time: Duration::from_secs(1), memory_kib: Some(10 * 1024) };
    /// let o = Overrides { time: None, memory_mib: Some(64) };
    /// assert_eq!(l.overridden(o), Limits { time: Duration::from_secs(1), memory_kib: Some(64 * 1024) });
    /// ```
    pub fn overridden(self, overrides: Overrides) -> Self {
        Limits {
            time: overrides.time.unwrap_or(self.time),
            memory_kib: overrides.memory_mib.map(|m| m * 1024).or(self.memory_kib),
        }
    }
}

/// Limits given on the command line in place of a problem's (`--tle SECONDS`, `--mle MIB`,
/// as online-judge-tools names them): for an interpreter, say, whose start alone takes more
/// memory than a judge allows a compiled program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Overrides {
    /// Wall time in place of the problem's time limit.
    pub time: Option<Duration>,
    /// Peak memory in MiB in place of the problem's memory limit.
    pub memory_mib: Option<u64>,
}

/// A verdict with what explains it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    /// The verdict.
    pub verdict: Verdict,
    /// One-line explanation (exit status, whitespace-only difference, …), if any.
    pub note: Option<String>,
    /// A short diff for a wrong answer, the start of stderr for a runtime error, or the
    /// start of the output for a case not judged.
    pub details: Option<String>,
}

/// The first `max_lines` non-blank lines of `text` after `label`, each on one printable
/// line and cut at 100 characters; notes how many lines there were in all.
fn text_head(label: &str, text: &[u8], max_lines: usize) -> Option<String> {
    const MAX: usize = 100;
    let text = String::from_utf8_lossy(text);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return None;
    }
    let shown: Vec<String> = lines
        .iter()
        .take(max_lines)
        .map(|l| {
            let l = one_line(l);
            match l.char_indices().nth(MAX) {
                Some((cut, _)) => format!("{}…", &l[..cut]),
                None => l,
            }
        })
        .collect();
    let pad = " ".repeat(label.len() + 2);
    let mut s = format!("{label}: {}\n", shown.join(&format!("\n{pad}")));
    if lines.len() > max_lines {
        let _ = writeln!(s, "{pad}… ({} non-blank lines in all)", lines.len());
    }
    Some(s)
}

/// Judges `run` against the `expected` output (`None`: no expected output, the case is
/// not judged unless the run failed) under `limits`, comparing as `comparison` says.
///
/// ```
/// use grundy::tools::judge::{judge_output, Comparison, Exit, Limits, Run, Verdict};
/// use std::time::Duration;
/// let limits = Limits { time: Duration::from_secs(1), memory_kib: Some(1024) };
/// let run = Run {
///     exit: Exit::Code(0),
///     stdout: b"42".to_vec(),
///     stdout_truncated: false,
///     stderr: Vec::new(),
///     wall: Duration::from_millis(3),
///     peak_kib: 600,
/// };
/// let v = |want: Option<&[u8]>, c| judge_output(&run, want, limits, c).verdict;
/// assert_eq!(v(Some(b"42\n"), Comparison::Strict), Verdict::Wa);
/// assert_eq!(v(Some(b"42\n"), Comparison::Lenient), Verdict::Ac);
/// assert_eq!(v(Some(b"41\n"), Comparison::Lenient), Verdict::Wa);
/// assert_eq!(v(None, Comparison::Strict), Verdict::NotJudged);
/// ```
pub fn judge_output(
    run: &Run,
    expected: Option<&[u8]>,
    limits: Limits,
    comparison: Comparison,
) -> Judgement {
    let verdict = |verdict, note: Option<String>, details| Judgement {
        verdict,
        note,
        details,
    };
    if run.exit == Exit::TimedOut || run.wall > limits.time {
        let note = format!("time limit {} ms", limits.time.as_millis());
        return verdict(Verdict::Tle, Some(note), None);
    }
    // oj's order: TLE, then MLE (even when the program also failed: running out of memory
    // is the cause a judge names), then RE.
    if let Some(limit) = limits.memory_kib
        && run.peak_kib > limit
    {
        let mut note = format!("memory limit {} MiB", limit / 1024);
        if run.exit != Exit::Code(0) {
            let _ = write!(note, " (and {})", run.exit);
        }
        return verdict(Verdict::Mle, Some(note), None);
    }
    match run.exit {
        Exit::Code(0) => {}
        Exit::Code(_) | Exit::Signal(_) => {
            let note = run.exit.to_string();
            return verdict(Verdict::Re, Some(note), text_head("stderr", &run.stderr, 5));
        }
        Exit::TimedOut => unreachable!("handled above"),
    }
    let Some(expected) = expected else {
        let details =
            text_head("output", &run.stdout, 10).unwrap_or_else(|| "output: (none)\n".into());
        return verdict(
            Verdict::NotJudged,
            Some("no expected output: not judged".into()),
            Some(details),
        );
    };
    if run.stdout_truncated {
        let note = format!("output longer than {} MiB", OUTPUT_CAP >> 20);
        return verdict(Verdict::Wa, Some(note), None);
    }
    let m = compare(&run.stdout, expected);
    if comparison.accepts(m) {
        let note = (m != Match::Exact).then(|| "trailing whitespace ignored".to_string());
        return verdict(Verdict::Ac, note, None);
    }
    let note = match m {
        Match::TrailingWhitespace => {
            Some("differs only in trailing whitespace: would pass with --lenient".to_string())
        }
        Match::IgnoringWhitespace => {
            Some("differs only in whitespace: would pass if whitespace were ignored".to_string())
        }
        Match::Exact | Match::No => None,
    };
    verdict(Verdict::Wa, note, Some(short_diff(&run.stdout, expected)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_shows_whitespace_and_counts() {
        let d = short_diff(b"a \nb\nc\nd\ne\n", b"a\nx\ny\nz\nw\n");
        assert!(d.contains("line 1: expected `a`"), "{d}");
        assert!(d.contains("got      `a `"), "{d}");
        assert!(d.contains("… and 2 more differing lines"), "{d}");
        let d = short_diff(b"a", b"a\n");
        assert!(d.contains("no newline at the end"), "{d}");
        let d = short_diff(b"a\n", b"a\nb\n");
        assert!(d.contains("expected 2 lines, got 1"), "{d}");
        assert!(d.contains("got      <no line>"), "{d}");
        // Tabs and backslashes show escaped; a long line is cut with its length.
        let d = short_diff(b"a\tb\\ \"q\"\n", b"x\n");
        assert!(d.contains("got      `a\\tb\\\\ \"q\"`\n"), "{d}");
        let long = "é".repeat(150) + "\n";
        let d = short_diff(long.as_bytes(), b"x\n");
        let cut = format!("got      `{}…` (150 characters)\n", "é".repeat(100));
        assert!(d.contains(&cut), "{d}");
    }

    /// The lenient comparison ignores trailing whitespace and a missing final newline,
    /// and nothing else.
    #[test]
    fn lenient_ignores_only_what_line_ends_hold() {
        let lenient = |got: &[u8], want: &[u8]| Comparison::Lenient.accepts(compare(got, want));
        assert!(lenient(b"1 2\n3", b"1 2\n3\n"));
        assert!(lenient(b"1 2 \t\n3\r\n\n\n", b"1 2\n3\n"));
        assert!(lenient(b"1 2\x0b\n3\n", b"1 2\n3\n"));
        assert!(lenient(b"", b"\n"));
        assert!(!lenient(b" 1 2\n3\n", b"1 2\n3\n"), "leading space");
        assert!(!lenient(b"1  2\n3\n", b"1 2\n3\n"), "inner space");
        assert!(!lenient(b"1 2\n\n3\n", b"1 2\n3\n"), "inner blank line");
        assert!(!lenient(b"1 2 3\n", b"1 2\n3\n"), "joined lines");
        assert!(!Comparison::Strict.accepts(compare(b"1 2\n3", b"1 2\n3\n")));
        assert!(Comparison::Strict.accepts(compare(b"1 2\r\n3\r\n", b"1 2\n3\n")));
    }

    /// The limits of these tests: 100 ms, 1 MiB.
    const LIMITS: Limits = Limits {
        time: Duration::from_millis(100),
        memory_kib: Some(1024),
    };

    /// A run that exited at once with status 0, printing `stdout`.
    fn ran(stdout: &[u8]) -> Run {
        Run {
            exit: Exit::Code(0),
            stdout: stdout.to_vec(),
            stdout_truncated: false,
            stderr: Vec::new(),
            wall: Duration::from_millis(5),
            peak_kib: 10,
        }
    }

    #[test]
    fn verdicts_in_order_of_precedence() {
        let limits = LIMITS;
        let base = ran(b"1\n");
        let v = |r: &Run| judge_output(r, Some(b"1\n"), limits, Comparison::Strict).verdict;
        assert_eq!(v(&base), Verdict::Ac);
        let mle = Run {
            peak_kib: 2048,
            ..base.clone()
        };
        assert_eq!(v(&mle), Verdict::Mle);
        let crash = Run {
            exit: Exit::Signal(11),
            ..base.clone()
        };
        assert_eq!(v(&crash), Verdict::Re);
        let slow = Run {
            wall: Duration::from_millis(101),
            ..base.clone()
        };
        assert_eq!(v(&slow), Verdict::Tle);
        let killed = Run {
            exit: Exit::TimedOut,
            ..base.clone()
        };
        assert_eq!(v(&killed), Verdict::Tle);
        let wrong = Run {
            stdout: b"2\n".to_vec(),
            ..base.clone()
        };
        assert_eq!(v(&wrong), Verdict::Wa);
        let crlf = Run {
            stdout: b"1\r\n".to_vec(),
            ..base.clone()
        };
        assert_eq!(v(&crlf), Verdict::Ac);
        // oj's order: a crash over the memory limit is MLE, a slow one TLE.
        let hog_crash = Run {
            exit: Exit::Code(1),
            ..mle.clone()
        };
        let judged = judge_output(&hog_crash, Some(b"1\n"), limits, Comparison::Strict);
        assert_eq!(judged.verdict, Verdict::Mle);
        assert_eq!(
            judged.note.as_deref(),
            Some("memory limit 1 MiB (and exit status 1)")
        );
        let slow_hog_crash = Run {
            wall: Duration::from_millis(101),
            ..hog_crash.clone()
        };
        assert_eq!(v(&slow_hog_crash), Verdict::Tle);
        // Without an expected output a failed run still gets its verdict.
        let unjudged = |r: &Run| judge_output(r, None, limits, Comparison::Strict).verdict;
        assert_eq!(unjudged(&base), Verdict::NotJudged);
        assert_eq!(unjudged(&crash), Verdict::Re);
        assert_eq!(unjudged(&mle), Verdict::Mle);
        assert_eq!(unjudged(&killed), Verdict::Tle);
    }

    /// An output longer than the runner keeps is WA where there is an expected output, and
    /// a case without one is still *not judged* (with its output shown); a resource or crash
    /// verdict comes first.
    #[test]
    fn an_over_long_output_is_wa_only_where_an_output_is_expected() {
        let limits = LIMITS;
        let long = Run {
            stdout_truncated: true,
            ..ran(&b"1\n".repeat(1000))
        };
        let judged = judge_output(&long, Some(b"1\n"), limits, Comparison::Lenient);
        assert_eq!(judged.verdict, Verdict::Wa);
        assert_eq!(judged.note.as_deref(), Some("output longer than 64 MiB"));
        // Even when the part kept equals the expected output.
        let same = judge_output(&long, Some(&long.stdout), limits, Comparison::Strict);
        assert_eq!(same.verdict, Verdict::Wa);
        let unjudged = judge_output(&long, None, limits, Comparison::Strict);
        assert_eq!(unjudged.verdict, Verdict::NotJudged);
        assert_eq!(
            unjudged.note.as_deref(),
            Some("no expected output: not judged")
        );
        assert!(unjudged.details.unwrap().starts_with("output: 1\n"));
        let slow = Run {
            exit: Exit::TimedOut,
            ..long.clone()
        };
        assert_eq!(
            judge_output(&slow, Some(b"1\n"), limits, Comparison::Strict).verdict,
            Verdict::Tle
        );
        let crash = Run {
            exit: Exit::Signal(6),
            ..long
        };
        assert_eq!(
            judge_output(&crash, None, limits, Comparison::Strict).verdict,
            Verdict::Re
        );
    }

    #[test]
    fn heads_stay_printable_and_short() {
        let h = text_head("output", b"a\x1b[31m\n\nb\nc\n", 2).unwrap();
        assert_eq!(
            h,
            "output: a\\u{1b}[31m\n        b\n        … (3 non-blank lines in all)\n"
        );
        let long = "x".repeat(150);
        let h = text_head("stderr", long.as_bytes(), 5).unwrap();
        assert_eq!(h, format!("stderr: {}…\n", "x".repeat(100)));
        assert_eq!(text_head("stderr", b"\n \n", 5), None);
    }
}
