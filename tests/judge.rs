//! The local judge itself, on deliberately broken programs: each verdict, the
//! whitespace notes and the lenient comparison, CRLF tolerance, cases without an expected
//! output, peak memory measured for the program alone, and stress mode finding a planted
//! bug. (Its report's write failures are checked with every program's, in
//! `tests/output.rs`.)

mod common;

use common::{bin_path, run_in_words};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs the judge binary with `args` (never rebuilding: cargo has built everything); its
/// report and messages must be in words.
fn judge(args: &[&str]) -> (Option<i32>, String, String) {
    run_in_words("judge", &[&["--no-build"], args].concat(), b"")
}

/// Shell-quoted path of the reference binary of `id`.
fn reference(id: &str) -> String {
    format!("'{}'", bin_path(id).display())
}

/// Lines of the judge's report that give a case verdict.
fn verdict_lines(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| l.starts_with("poj1704 "))
        .collect()
}

#[test]
fn reference_binaries_are_accepted() {
    let (code, out, err) = judge(&[]);
    assert_eq!(code, Some(0), "{out}{err}");
    let lines = verdict_lines(&out);
    assert!(!lines.is_empty(), "{out}");
    for l in &lines {
        assert!(
            l.contains(" AC ") && l.contains(" ms") && l.contains(" MiB"),
            "{l}"
        );
    }
    assert!(out.contains("passed:"), "{out}");
}

#[test]
fn wrong_answer_gets_wa_with_a_diff() {
    let (code, out, _) = judge(&["--cmd", "echo Bob will win; echo Bob will win", "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        verdict_lines(&out).iter().any(|l| l.contains(" WA ")),
        "{out}"
    );
    // sample-1 expects Bob, then Georgia: the diff names line 2 and both texts.
    assert!(out.contains("line 2: expected `Georgia will win`"), "{out}");
    assert!(out.contains("got      `Bob will win`"), "{out}");
    assert!(!out.contains("whitespace"), "{out}");
    assert!(out.contains("FAILED"), "{out}");
}

#[test]
fn crash_gets_re_with_status_or_signal() {
    let (code, out, _) = judge(&["--cmd", "echo boom >&2; exit 3", "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(" RE ") && out.contains("exit status 3"),
        "{out}"
    );
    assert!(out.contains("stderr: boom"), "{out}");
    let (code, out, _) = judge(&["--cmd", "kill -SEGV $$", "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(" RE ") && out.contains("signal 11 (SIGSEGV)"),
        "{out}"
    );
}

#[test]
fn sleeper_gets_tle_and_is_killed_at_the_limit() {
    let start = Instant::now();
    // The shell's child `sleep` must die with it, or the judge would wait 30 s.
    let (code, out, _) = judge(&["--cmd", "sleep 30; echo late", "poj1704"]);
    let took = start.elapsed();
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(" TLE ") && out.contains("time limit 1000 ms"),
        "{out}"
    );
    let cases = verdict_lines(&out).len() as u64;
    assert!(
        took < Duration::from_millis(1000 * cases + 5000),
        "took {took:?}"
    );
}

#[test]
fn whitespace_only_difference_is_reported_as_such() {
    // Doubled inner spaces: only a whitespace-blind comparison would accept them.
    let cmd = format!("{} | sed 's/ /  /'", reference("poj1704"));
    let (code, out, _) = judge(&["--cmd", &cmd, "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains(" WA "), "{out}");
    assert!(
        out.contains("would pass if whitespace were ignored"),
        "{out}"
    );
    assert!(out.contains("got      `Bob  will win`"), "{out}");
    let (code, out, _) = judge(&["--lenient", "--cmd", &cmd, "poj1704"]);
    assert_eq!(code, Some(1), "lenient does not ignore inner spaces: {out}");
}

/// The whitespace-tolerant comparison: trailing spaces and a missing final newline pass
/// with `--lenient`, and strict mode (the default) says they would.
#[test]
fn lenient_mode_ignores_trailing_whitespace_and_the_final_newline() {
    let trailing = format!("{} | sed 's/$/ /'", reference("poj1704"));
    let (code, out, _) = judge(&["--cmd", &trailing, "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(" WA ") && out.contains("would pass with --lenient"),
        "{out}"
    );
    assert!(out.contains("got      `Bob will win `"), "{out}");
    let (code, out, _) = judge(&["--lenient", "--cmd", &trailing, "poj1704"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        verdict_lines(&out)
            .iter()
            .all(|l| l.contains(" AC ") && l.contains("(trailing whitespace ignored)")),
        "{out}"
    );
    // No final newline: `$(…)` drops it.
    let unterminated = format!("printf %s \"$({})\"", reference("poj1704"));
    let (code, out, _) = judge(&["--cmd", &unterminated, "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("no newline at the end"), "{out}");
    let (code, out, _) = judge(&["--lenient", "--cmd", &unterminated, "poj1704"]);
    assert_eq!(code, Some(0), "{out}");
    // A wrong answer stays wrong.
    let (code, _, _) = judge(&["--lenient", "--cmd", "echo Bob will win", "poj1704"]);
    assert_eq!(code, Some(1));
}

#[test]
fn crlf_line_ends_are_accepted() {
    let cmd = format!("{} | sed 's/$/\\r/'", reference("poj1704"));
    let (code, out, _) = judge(&["--cmd", &cmd, "poj1704"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        verdict_lines(&out).iter().all(|l| l.contains(" AC ")),
        "{out}"
    );
}

#[test]
fn missing_test_data_and_bad_arguments_fail() {
    let empty = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("judge-empty-testdata");
    let _ = std::fs::remove_dir_all(&empty);
    std::fs::create_dir_all(&empty).unwrap();
    let (code, out, _) = judge(&["--testdata", empty.to_str().unwrap(), "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("error: poj1704: cannot read"), "{out}");
    // The summary names the problem that was not judged, and why.
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with(
            "FAILED: 0 problem(s), 0 case(s): none run; not judged: poj1704 (cannot read "
        ),
        "{out}"
    );
    std::fs::create_dir_all(empty.join("poj1704")).unwrap();
    let (code, out, _) = judge(&["--testdata", empty.to_str().unwrap(), "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    let why = format!("no *.in case in {}", empty.join("poj1704").display());
    assert!(
        out.ends_with(&format!(
            "FAILED: 0 problem(s), 0 case(s): none run; not judged: poj1704 ({why})\n"
        )),
        "{out}"
    );
    let usage_error = |args: &[&str], needle: &str| {
        let err = common::usage_error("judge", &[&["--no-build"], args].concat());
        assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    };
    usage_error(&["no_such_problem"], "unknown problem `no_such_problem`");
    usage_error(&["--stress", "poj1704"], "--stress needs --cmd");
    usage_error(&["--bogus"], "unknown option `--bogus`");
    // An overlarge seed is too large, not "not a number".
    usage_error(
        &[
            "--stress",
            "poj1704",
            "--cmd",
            "true",
            "--seed",
            "99999999999999999999",
        ],
        "--seed `99999999999999999999` is too large (at most 2^64 − 1)",
    );
    usage_error(&["--cases", "0"], "--cases 0 is too small (at least 1)");
    usage_error(
        &["--tle", "x"],
        "--tle `x` is not a number of seconds (like 2 or 0.5)",
    );
    usage_error(
        &["--tle", "0"],
        "--tle 0 is too small (at least 0.001 seconds)",
    );
    usage_error(
        &["--mle", "65537"],
        "--mle 65537 is too large (at most 65536)",
    );
    usage_error(&["--mle"], "--mle needs a value");
}

/// A directory of test data for poj1704 under the test target's scratch space, holding
/// `files` (name, contents).
fn testdata_with(name: &str, files: &[(&str, &[u8])]) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let dir = root.join("poj1704");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (file, text) in files {
        std::fs::write(dir.join(file), text).unwrap();
    }
    root
}

/// An `.in` without its `.out` is run and shown, counted as not judged, and does not
/// fail the run (it used to abort it with the usage-error status).
#[test]
fn a_case_without_expected_output_is_run_but_not_judged() {
    let sample = std::fs::read(common::testdata_dir().join("poj1704/sample-1.in")).unwrap();
    let answer = std::fs::read(common::testdata_dir().join("poj1704/sample-1.out")).unwrap();
    let root = testdata_with(
        "judge-unjudged",
        &[("a.in", &sample), ("a.out", &answer), ("b.in", &sample)],
    );
    let (code, out, err) = judge(&["--testdata", root.to_str().unwrap(), "poj1704"]);
    assert_eq!(code, Some(0), "{out}{err}");
    let lines = verdict_lines(&out);
    assert!(lines[0].contains(" AC "), "{out}");
    assert!(
        lines[1].contains(" -- ") && lines[1].contains("no expected output: not judged"),
        "{out}"
    );
    assert!(out.contains("    output: Bob will win\n"), "{out}");
    assert!(out.contains("(poj1704): 1/1 AC, 1 not judged"), "{out}");
    assert!(
        out.contains("passed: 1 problem(s), 2 case(s): 1 AC, 1 not judged"),
        "{out}"
    );
    // A failing run of an unjudged case still fails.
    let (code, out, _) = judge(&[
        "--testdata",
        root.to_str().unwrap(),
        "--cmd",
        "exit 4",
        "poj1704",
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert_eq!(
        verdict_lines(&out)
            .iter()
            .filter(|l| l.contains(" RE "))
            .count(),
        2,
        "{out}"
    );
}

/// Peak memory is the program's own: a program that only streams a large input (its true
/// peak is about 1 MiB) is not MLE under a 10 MiB limit, although the judge itself holds
/// the whole 15 MB input when it starts the program.
#[test]
fn a_small_program_on_a_large_input_is_not_mle() {
    let big: Vec<u8> = (0..15_000_000u32)
        .map(|i| b"0123456789 \n"[(i % 12) as usize])
        .collect();
    let root = testdata_with("judge-large-input", &[("big.in", &big), ("big.out", b"")]);
    let (code, out, err) = judge(&[
        "--testdata",
        root.to_str().unwrap(),
        "--cmd",
        "cat >/dev/null",
        "poj1704",
    ]);
    assert_eq!(code, Some(0), "{out}{err}");
    let line = verdict_lines(&out)[0];
    assert!(line.contains(" AC "), "{out}");
    assert!(peak_mib(line) < 5.0, "{line}");
}

/// The peak memory figure (MiB) of a verdict line.
fn peak_mib(line: &str) -> f64 {
    line.split(" MiB")
        .next()
        .and_then(|l| l.split_whitespace().last())
        .and_then(|m| m.parse().ok())
        .unwrap_or_else(|| panic!("no peak in {line}"))
}

/// A POJ 1704 solution with a planted bug: it pairs the chessmen from the LEFT. That
/// is right whenever their number is even and often wrong when it is odd.
const MUTANT: &str = r#"
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap());
    for _ in 0..it.next().unwrap() {
        let n = it.next().unwrap() as usize;
        let mut p: Vec<u32> = (0..n).map(|_| it.next().unwrap()).collect();
        p.sort_unstable();
        let x = p.chunks(2).fold(0, |x, c| x ^ if c.len() == 2 { c[1] - c[0] - 1 } else { c[0] - 1 });
        println!("{}", if x != 0 { "Georgia will win" } else { "Bob will win" });
    }
}
"#;

fn compile_mutant() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge-mutant");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("mutant.rs");
    std::fs::write(&src, MUTANT).unwrap();
    let exe = dir.join("mutant");
    let status = Command::new("rustc")
        .args(["--edition", "2024", "-O", "-o"])
        .arg(&exe)
        .arg(&src)
        .status()
        .expect("rustc runs");
    assert!(status.success());
    exe
}

#[test]
fn stress_finds_the_planted_bug_with_a_small_counterexample() {
    let mutant = compile_mutant();
    let cmd = format!("'{}'", mutant.display());
    let (code, out, err) = judge(&[
        "--stress", "poj1704", "--cmd", &cmd, "--cases", "300", "--seed", "5",
    ]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(out.contains("FAILED: WA"), "{out}");
    let first = out.lines().next().unwrap();
    let case: u32 = first
        .split("case ")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no case number in {first}"));
    // The run allows 300 cases; a planted bug this plain must show up far sooner (it is
    // found at case 2 with this seed), so a weaker generator or comparison fails here.
    assert!(case <= 50, "{out}");
    // The counterexample printed is small, and really separates the two programs.
    let input = out
        .split("--- input\n")
        .nth(1)
        .and_then(|r| r.split("--- expected").next())
        .unwrap_or_else(|| panic!("no input in {out}"));
    assert!(input.len() <= 40, "counterexample is not small: {input:?}");
    assert!(out.contains("smallest failing input found: size "), "{out}");
    let ours = common::run_ok("poj1704", input);
    let theirs = Command::new("sh")
        .arg("-c")
        .arg(format!("{cmd} < '{}'", {
            let f = Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge-mutant/counter.in");
            std::fs::write(&f, input).unwrap();
            f.display().to_string()
        }))
        .output()
        .unwrap();
    assert_ne!(ours.as_bytes(), theirs.stdout.as_slice(), "{input}");
    assert!(out.contains(&format!(
        "--- expected (reference {})",
        bin_path("poj1704").display()
    )));
    assert!(out.contains(ours.trim_end()), "{out}");
    assert!(out.contains("--- diff"), "{out}");
}

#[test]
fn stress_passes_a_correct_program_and_reports_crashes() {
    let cmd = reference("poj1704");
    let (code, out, err) = judge(&["--stress", "poj1704", "--cmd", &cmd, "--cases", "40"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("all 40 cases agree"), "{out}");
    // A program that crashes on inputs with more than one case.
    let crashy =
        format!("read t; if [ \"$t\" -gt 1 ]; then exit 7; fi; {{ echo $t; cat; }} | {cmd}");
    let (code, out, err) = judge(&["--stress", "poj1704", "--cmd", &crashy, "--cases", "100"]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(out.contains("FAILED: RE"), "{out}");
    assert!(out.contains("exit status 7"), "{out}");
}

#[test]
fn memory_hog_gets_mle_measured_through_the_shell() {
    // The shell itself holds a 30 MB string: over POJ 1704's 10 MiB.
    let (code, out, _) = judge(&[
        "--cmd",
        "x=$(head -c 30000000 /dev/zero | tr '\\0' a); echo ${#x}",
        "poj1704",
    ]);
    assert_eq!(code, Some(1), "{out}");
    let line = verdict_lines(&out)[0];
    assert!(
        line.contains(" MLE ") && line.contains("memory limit 10 MiB"),
        "{out}"
    );
    let mib = peak_mib(line);
    assert!(mib > 28.0, "peak {mib} MiB");
}

/// A program allocating well over the limit through a real allocator (not the shell) is
/// MLE too, measured in a descendant of the shell.
#[test]
fn a_program_allocating_over_the_limit_is_mle() {
    let (code, out, _) = judge(&[
        "--cmd",
        "head -c 40000000 /dev/zero | sort >/dev/null; echo Bob will win",
        "poj1704",
    ]);
    assert_eq!(code, Some(1), "{out}");
    for line in verdict_lines(&out) {
        assert!(line.contains(" MLE "), "{out}");
        assert!(peak_mib(line) > 30.0, "{line}");
    }
}

/// The shell holds a 30 MB string, then fails: over the memory limit, whatever its exit
/// status (online-judge-tools' order: TLE, MLE, RE).
const HOG_THEN_EXIT_3: &str = "x=$(head -c 30000000 /dev/zero | tr '\\0' a); exit 3";

/// A time limit no machine's load can cross for [`HOG_THEN_EXIT_3`] (it takes a few tenths of
/// a second on an idle machine): what these tests check is the memory verdict, not the time.
const HOG_TIME: &str = "60";

#[test]
fn a_failing_program_over_the_memory_limit_is_mle() {
    let (code, out, _) = judge(&["--cmd", HOG_THEN_EXIT_3, "--tle", HOG_TIME, "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    for line in verdict_lines(&out) {
        assert!(
            line.contains(" MLE ") && line.ends_with("(memory limit 10 MiB (and exit status 3))"),
            "{out}"
        );
    }
}

/// `--mle` and `--tle` replace the problem's limits, as `oj t` names them.
#[test]
fn limits_given_on_the_command_line_replace_the_problems() {
    let (code, out, _) = judge(&[
        "--cmd",
        HOG_THEN_EXIT_3,
        "--tle",
        HOG_TIME,
        "--mle",
        "64",
        "poj1704",
    ]);
    assert_eq!(code, Some(1), "{out}");
    for line in verdict_lines(&out) {
        assert!(
            line.contains(" RE ") && line.contains("(exit status 3)"),
            "{out}"
        );
    }
    let (code, out, _) = judge(&["--cmd", "sleep 5", "--tle", "0.2", "poj1704"]);
    assert_eq!(code, Some(1), "{out}");
    for line in verdict_lines(&out) {
        assert!(
            line.contains(" TLE ") && line.contains("(time limit 200 ms)"),
            "{out}"
        );
    }
    // A generous limit lets a slow, correct program pass.
    let slow = format!("sleep 0.05; {}", reference("poj1704"));
    let (code, out, _) = judge(&["--cmd", &slow, "--tle", "30", "--mle", "64", "poj1704"]);
    assert_eq!(code, Some(0), "{out}");
}

/// The command runs under `sh -c`, and the peak is the largest of the shell and what it
/// waited for, not their sum: the shell alone (`--cmd true`) stays far under any limit.
#[test]
fn the_shell_alone_peaks_low() {
    let (_, out, _) = judge(&["--cmd", "true", "poj1704"]);
    for line in verdict_lines(&out) {
        assert!(peak_mib(line) < 3.0, "{line}");
    }
}

/// A case file whose name holds hidden characters (a right-to-left override, a newline) is
/// shown with them escaped: every line of the report is whole and in words.
#[test]
fn case_names_are_shown_escaped() {
    let sample = std::fs::read(common::testdata_dir().join("poj1704/sample-1.in")).unwrap();
    let answer = std::fs::read(common::testdata_dir().join("poj1704/sample-1.out")).unwrap();
    let root = testdata_with(
        "judge-hidden-names",
        &[
            ("a\u{202e}b\nc.in", &sample),
            ("a\u{202e}b\nc.out", &answer),
        ],
    );
    let (code, out, err) = judge(&["--testdata", root.to_str().unwrap(), "poj1704"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("a\\u{202e}b\\nc"), "{out}");
}

// ----- Every process a case starts ends with the case -----

/// Processes a test starts carry a marker unique to it in their command line (`sleep
/// 1000.<digits>`), so that any left running can be found in `/proc`; whatever is left
/// is killed when the marker is dropped, so a failing test leaves nothing behind.
struct Marker(String);

impl Marker {
    fn new() -> Marker {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        Marker(format!("{}{nanos:09}", std::process::id()))
    }

    /// A command line argument that sleeps for 1000 s and names the marker.
    fn seconds(&self) -> String {
        format!("1000.{}", self.0)
    }

    /// The processes whose command line holds the marker: (pid, command line).
    fn survivors(&self) -> Vec<(i32, String)> {
        let mut found = Vec::new();
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
                continue;
            };
            let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
                continue;
            };
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if cmdline.contains(&self.0) {
                found.push((pid, cmdline));
            }
        }
        found
    }
}

impl Drop for Marker {
    fn drop(&mut self) {
        for (pid, _) in self.survivors() {
            // SAFETY: a plain system call on a process this test started.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}

/// Runs the judge with `args` and returns its status, report and how long it took; fails
/// (killing it) if it takes longer than `limit`.
fn judge_within(limit: Duration, args: &[&str]) -> (Option<i32>, String, Duration) {
    use std::io::Read;
    let start = Instant::now();
    let mut child = Command::new(bin_path("judge"))
        .arg("--no-build")
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        let _ = stdout.read_to_string(&mut out);
        out
    });
    let Some(status) = common::poll(limit, || child.try_wait().unwrap()) else {
        let _ = child.kill();
        let _ = child.wait();
        panic!("the judge was still running after {limit:?}: {args:?}");
    };
    let took = start.elapsed();
    let out = reader.join().unwrap();
    common::assert_in_words("judge", &out);
    (status.code(), out, took)
}

/// The judge's grace after a case (`judge::GRACE`) and what the machine may add: a case
/// ends within its time limit plus twice the grace.
fn bound(tle: Duration, cases: u32) -> Duration {
    (tle + grundy::tools::judge::GRACE * 2 + Duration::from_millis(500)) * cases
        + Duration::from_secs(3)
}

/// A program whose descendants leave its process group (`setsid`, `exec setsid`, Python's
/// `os.setpgid(0, 0)`, double forks), keeping the judge's standard output or not: each
/// case gets its verdict within its limit, and no process the program started survives.
#[test]
fn descendants_that_leave_the_process_group_end_with_their_case() {
    let m = Marker::new();
    let s = m.seconds();
    let python =
        format!("python3 -c 'import os, time; os.setpgid(0, 0); time.sleep(1000)' {s}; echo late");
    let cases: &[(&str, String, &str)] = &[
        ("a-setsid", format!("setsid sleep {s} & echo ok"), " AC "),
        (
            "b-exec-setsid",
            format!("echo ok; exec setsid sh -c 'sleep {s}'"),
            " AC ",
        ),
        ("c-python", python, " TLE "),
        ("d-double-fork", format!("(sleep {s} &); echo ok"), " AC "),
        (
            "e-double-fork-setsid",
            format!("(setsid sh -c 'sleep {s}' &); echo ok"),
            " AC ",
        ),
        (
            "f-quiet",
            format!("setsid sleep {s} </dev/null >/dev/null 2>&1 & echo ok"),
            " AC ",
        ),
    ];
    let files: Vec<(String, Vec<u8>)> = cases
        .iter()
        .flat_map(|(name, _, _)| {
            [
                (format!("{name}.in"), format!("{name}\n").into_bytes()),
                (format!("{name}.out"), b"ok\n".to_vec()),
            ]
        })
        .collect();
    let files: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_slice()))
        .collect();
    let root = testdata_with("judge-escapes", &files);
    let script = cases
        .iter()
        .map(|(name, cmd, _)| format!("{name}) {cmd} ;;"))
        .collect::<Vec<_>>()
        .join(" ");
    let cmd = format!("read s; case $s in {script} esac");
    let tle = Duration::from_secs(1);
    let (code, out, took) = judge_within(
        Duration::from_secs(60),
        &[
            "--testdata",
            root.to_str().unwrap(),
            "--tle",
            "1",
            "--cmd",
            &cmd,
            "poj1704",
        ],
    );
    assert_eq!(code, Some(1), "{out}");
    for (name, _, verdict) in cases {
        let line = verdict_lines(&out)
            .into_iter()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("no verdict for {name}: {out}"));
        assert!(line.contains(verdict), "{name}: {line}\n{out}");
    }
    assert!(
        took < bound(tle, cases.len() as u32),
        "took {took:?}\n{out}"
    );
    assert_eq!(m.survivors(), [], "{out}");
    std::fs::remove_dir_all(root).unwrap();
}

/// `judge::run` called from a process that is not a child subreaper (this test's): a
/// program that kills its own launcher, or leaves its group and then runs out of time,
/// leaves nothing running once `run` has returned (the guard above the launcher kills and
/// collects what comes to it), and the time limit still holds.
#[test]
fn run_from_any_process_leaves_nothing_running() {
    use grundy::tools::judge::{Exit, GRACE, Program, run};
    let m = Marker::new();
    let s = m.seconds();
    // The launcher killed by its own program: no report, and every process of the case gone.
    let killer = format!("sleep {s} & setsid sleep {s} & kill -9 $PPID; sleep {s}");
    let start = Instant::now();
    let r = run(&Program::Shell(killer), b"", Duration::from_secs(30));
    assert!(r.is_err(), "{r:?}");
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(m.survivors(), []);
    // Out of time after a descendant left the group: killed at the limit, nothing left.
    let escaping = format!("setsid sleep {s} & (sleep {s} &); sleep {s}");
    let limit = Duration::from_millis(300);
    let start = Instant::now();
    let r = run(&Program::Shell(escaping), b"", limit).unwrap();
    assert_eq!(r.exit, Exit::TimedOut);
    assert!(start.elapsed() < limit + GRACE * 2 + Duration::from_secs(3));
    assert_eq!(m.survivors(), []);
    // And an ordinary program through the guard: its output and status, as from the judge.
    let r = run(
        &Program::Shell("tr a-z A-Z; exit 4".into()),
        b"abc\n",
        Duration::from_secs(30),
    )
    .unwrap();
    assert_eq!(
        (r.exit, r.stdout.as_slice()),
        (Exit::Code(4), &b"ABC\n"[..])
    );
}

/// The same escapes in stress mode, where every generated case starts them again: each
/// case ends with everything it started, the run agrees with the reference (or, for a
/// program that runs out of time, reports a TLE at once), and nothing survives.
#[test]
fn stress_cases_end_with_every_process_they_started() {
    let m = Marker::new();
    let s = m.seconds();
    let ours = reference("poj1704");
    for (escape, cases) in [
        (format!("setsid sleep {s} &"), "4"),
        (format!("(setsid sh -c 'sleep {s}' &);"), "4"),
        (format!("(sleep {s} &);"), "4"),
    ] {
        let cmd = format!("{escape} exec {ours}");
        let (code, out, took) = judge_within(
            Duration::from_secs(60),
            &["--stress", "poj1704", "--cmd", &cmd, "--cases", cases],
        );
        assert_eq!(code, Some(0), "{cmd}: {out}");
        assert!(out.contains("all 4 cases agree"), "{cmd}: {out}");
        assert!(took < bound(Duration::ZERO, 4), "{cmd}: took {took:?}");
        assert_eq!(m.survivors(), [], "{cmd}: {out}");
    }
    // A program that runs out of time after its descendant left the group: TLE, at once.
    let cmd = format!(
        "python3 -c 'import os, time; os.setpgid(0, 0); time.sleep(1000)' {s}; exec {ours}"
    );
    let (code, out, took) = judge_within(
        Duration::from_secs(60),
        &[
            "--stress", "poj1704", "--cmd", &cmd, "--cases", "1", "--tle", "0.5",
        ],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("FAILED: TLE"), "{out}");
    assert!(took < bound(Duration::from_millis(500), 1), "took {took:?}");
    assert_eq!(m.survivors(), [], "{out}");
}

/// The stress report shows the program's output and its command as every message of the
/// judge shows text: an escape sequence, a carriage return, a NUL, a bell and a
/// right-to-left override are escaped (every line of the report is checked to be in words),
/// and an output of 100 MB is shown in a few lines, cut by bytes.
#[test]
fn the_stress_report_shows_raw_bytes_escaped_and_cut() {
    // The command itself holds hidden characters too (in a shell comment).
    let cmd = "printf '\\033[31mred\\r\\0\\a\\342\\200\\256x\\n' # \u{1b}]0;title\u{7}\u{202e}";
    let (code, out, err) = judge(&["--stress", "poj1704", "--cmd", cmd, "--cases", "1"]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        out.contains(
            "--- got (`printf '\\033[31mred\\r\\0\\a\\342\\200\\256x\\n' # \\u{1b}]0;title\\u{7}\\u{202e}`)\n\
             \\u{1b}[31mred\\r\\0\\u{7}\\u{202e}x\n--- diff\n"
        ),
        "{out}"
    );
    // 100 MB of NULs: over the output limit (the verdict says so), shown in two lines.
    let (code, out, err) = judge(&[
        "--stress",
        "poj1704",
        "--cmd",
        "head -c 100000000 /dev/zero",
        "--cases",
        "1",
    ]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(out.contains("FAILED: WA"), "{out}");
    assert!(out.contains("WA (output longer than 64 MiB)"), "{out}");
    let got = out
        .split("--- got (`head -c 100000000 /dev/zero`)\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no output section: {out}"));
    assert_eq!(
        got,
        format!(
            "{}\n… (cut: more than 67108864 bytes in all)\n",
            "\\0".repeat(2000)
        )
    );
    assert!(out.len() < 10_000, "a report of {} bytes", out.len());
}
