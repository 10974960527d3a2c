//! Helpers shared by the integration tests: where the binaries and test data are, running
//! a binary on given standard input, and checking it on generated inputs.
#![allow(dead_code)]

pub mod contract;
pub mod positions;
pub mod skip;
pub mod submissions;

use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Asks `f` every few milliseconds until it gives `Some`, for at most `within`; `None` if it
/// never did. The one place a test waits between looks at a condition: every wait in the
/// suite is a condition with a deadline, never a fixed pause.
pub fn poll<T>(within: std::time::Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let start = std::time::Instant::now();
    loop {
        if let Some(v) = f() {
            return Some(v);
        }
        if start.elapsed() >= within {
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// `testdata/` at the crate root: the judge problems' cases, in online-judge-tools' layout
/// (`<case>.in`, `<case>.out`) and nothing else.
pub fn testdata_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// `tests/cases/`: the tools' cases (`<case>.in`, `<case>.out`, and `<case>.args` for their
/// arguments), one directory per tool.
pub fn cases_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

/// The directory of binary `id`'s cases: `testdata/<id>` for a judge problem,
/// `tests/cases/<id>` for a tool.
pub fn case_dir(id: &str) -> PathBuf {
    match grundy::tools::problems::find(id) {
        Some(_) => testdata_dir().join(id),
        None => cases_dir().join(id),
    }
}

/// A directory removed with all it holds when dropped, whether the test passed or failed
/// (a failing test leaves nothing behind either).
pub struct TempDir(PathBuf);

impl TempDir {
    /// A fresh directory `grundy-<name>-<pid>` in the system's temporary directory
    /// (removed first if a previous run left it).
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("grundy-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    /// Takes charge of removing `dir`, which the caller made.
    pub fn adopt(dir: &Path) -> TempDir {
        TempDir(dir.to_path_buf())
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // A process that was just told to stop (a browser writing its profile) may still
        // add files for a moment: try again until the directory is gone, for a few seconds.
        poll(std::time::Duration::from_secs(5), || {
            let _ = std::fs::remove_dir_all(&self.0);
            (!self.0.exists()).then_some(())
        });
    }
}

/// Path of the built binary `id`. Cargo builds every binary target before it runs the
/// integration tests, next to the `deps/` directory that holds the test executable.
pub fn bin_path(id: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe
        .parent()
        .and_then(|d| d.parent())
        .expect("target profile directory");
    dir.join(format!("{id}{}", std::env::consts::EXE_SUFFIX))
}

/// Runs binary `id` with `stdin`, returning its status and outputs.
pub fn run_bin(id: &str, stdin: &[u8]) -> Output {
    run_bin_args(id, &[] as &[&str], stdin)
}

/// The variables that choose the study tools' language (`explain`, `play`, `sg_table`
/// speak Chinese under `LANG=zh_CN.UTF-8`): every test run of a binary goes without them,
/// so that a developer's locale cannot change what the tests see (English, unless a test
/// passes `--lang`).
pub const LOCALE_VARS: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// `cmd` without the locale's variables ([`LOCALE_VARS`]).
pub fn without_locale(cmd: &mut Command) -> &mut Command {
    for var in LOCALE_VARS {
        cmd.env_remove(var);
    }
    cmd
}

/// Starts binary `id` with arguments `args`, its stdout and stderr piped, and a thread
/// writing `stdin` to it (a program that stops reading early cannot block the test).
fn spawn_fed(
    id: &str,
    args: &[impl AsRef<std::ffi::OsStr>],
    env: &[(&str, &str)],
    stdin: &[u8],
) -> (std::process::Child, std::thread::JoinHandle<()>) {
    let mut child = without_locale(&mut Command::new(bin_path(id)))
        .envs(env.iter().copied())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {id}: {e}"));
    let mut pipe = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&data);
    });
    (child, writer)
}

/// Runs binary `id` with arguments `args` and `stdin`, returning its status and outputs.
pub fn run_bin_args(id: &str, args: &[impl AsRef<std::ffi::OsStr>], stdin: &[u8]) -> Output {
    run_bin_env(id, args, &[], stdin)
}

/// [`run_bin_args`] with the variables `env` set (the locale's ones included: a test of
/// how a tool chooses its language).
pub fn run_bin_env(
    id: &str,
    args: &[impl AsRef<std::ffi::OsStr>],
    env: &[(&str, &str)],
    stdin: &[u8],
) -> Output {
    let (child, writer) = spawn_fed(id, args, env, stdin);
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// What [`interrupt_after_progress`] saw.
pub struct Interrupted {
    /// The exit status.
    pub status: Option<i32>,
    /// Standard output, whole.
    pub stdout: String,
    /// The first line of stderr (the progress note that was waited for).
    pub progress: String,
    /// The rest of stderr.
    pub rest: String,
}

/// Starts binary `id` with `args` on `stdin`, waits for its first line on stderr (a
/// progress note, due after 2 s), interrupts it (SIGINT, as Ctrl-C does) and collects the
/// rest; both parts of stderr are checked to be in words.
pub fn interrupt_after_progress(id: &str, args: &[&str], stdin: &[u8]) -> Interrupted {
    use std::io::Read;
    let (mut child, writer) = spawn_fed(id, args, &[], stdin);
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        stdout.read_to_string(&mut out).unwrap();
        out
    });
    let mut stderr = child.stderr.take().unwrap();
    let (mut seen, mut buf) = (Vec::new(), [0u8; 256]);
    while !seen.contains(&b'\n') {
        let n = stderr.read(&mut buf).unwrap();
        assert!(n > 0, "{id}: no progress line");
        seen.extend(&buf[..n]);
    }
    // SAFETY: sending SIGINT to our own child, which has not been waited for.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
    stderr.read_to_end(&mut seen).unwrap();
    let status = child.wait().unwrap().code();
    writer.join().unwrap();
    let text = String::from_utf8(seen).unwrap();
    let (progress, rest) = text.split_once('\n').unwrap();
    assert_in_words(id, &text);
    Interrupted {
        status,
        stdout: reader.join().unwrap(),
        progress: progress.to_string(),
        rest: rest.to_string(),
    }
}

/// Runs binary `id` on `stdin` and returns its stdout, asserting it succeeded.
pub fn run_ok(id: &str, stdin: &str) -> String {
    let out = run_bin(id, stdin.as_bytes());
    assert!(
        out.status.success(),
        "{id} failed on {stdin:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Asserts that every line of `text` is in words ([`contract::check_words`]); `context`
/// says where `text` comes from in a failure.
pub fn assert_in_words(context: &str, text: &str) {
    for line in text.lines() {
        if let Err(why) = contract::check_words(line) {
            panic!("{context}: {why}");
        }
    }
}

/// Runs binary `id` with arguments `args` on `stdin` and returns its exit status, stdout
/// and stderr (as text), asserting that both are in words ([`assert_in_words`]).
pub fn run_in_words(id: &str, args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    let out = run_bin_args(id, args, stdin);
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert_in_words(&format!("{id} {args:?}"), &stdout);
    assert_in_words(&format!("{id} {args:?}"), &stderr);
    (out.status.code(), stdout, stderr)
}

/// Runs tool `id` with arguments `args` and empty standard input, asserts a usage error
/// (status 2, nothing on stdout, one `error:` line on stderr, in words) and returns that
/// line.
pub fn usage_error(id: &str, args: &[impl AsRef<std::ffi::OsStr>]) -> String {
    let out = run_bin_args(id, args, b"");
    let shown: Vec<_> = args.iter().map(|a| a.as_ref().to_string_lossy()).collect();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{id} {shown:?}: {err}");
    assert!(out.stdout.is_empty(), "{id} {shown:?}");
    assert_eq!(err.lines().count(), 1, "{id} {shown:?}: {err}");
    assert!(err.starts_with("error: "), "{id} {shown:?}: {err}");
    assert_in_words(&format!("{id} {shown:?}"), &err);
    err
}

/// Runs binary `id` on bad `stdin`: asserts exit status 2, empty stdout, and a single
/// `error: …` line on stderr, in words, containing `needle`.
pub fn assert_bad_input(id: &str, stdin: &str, needle: &str) {
    let out = run_bin(id, stdin.as_bytes());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{id} on {stdin:?}: stderr {err}"
    );
    assert!(out.stdout.is_empty(), "{id} on {stdin:?} printed to stdout");
    assert_eq!(err.lines().count(), 1, "{id} on {stdin:?}: stderr {err}");
    assert!(
        err.starts_with("error: "),
        "{id} on {stdin:?}: stderr {err}"
    );
    assert!(
        err.contains(needle),
        "{id} on {stdin:?}: {err:?} lacks {needle:?}"
    );
    assert_in_words(&format!("{id} on {stdin:?}"), &err);
}

/// Runs binary `id` on bad `stdin` and asserts the bad-input contract with exactly this
/// error line: exit status 2, nothing on stdout, and stderr `line` and a newline. The
/// line must also pass [`contract::check_error`], so that every message the tests list
/// is one the fuzz test's checker knows.
pub fn assert_error(id: &str, stdin: impl AsRef<[u8]>, line: &str) {
    let stdin = stdin.as_ref();
    let out = run_bin(id, stdin);
    let shown = String::from_utf8_lossy(stdin);
    assert_eq!(
        (out.status.code(), String::from_utf8_lossy(&out.stderr)),
        (Some(2), format!("{line}\n").into()),
        "{id} on {shown:?}"
    );
    assert!(out.stdout.is_empty(), "{id} on {shown:?} printed to stdout");
    if let Err(why) = contract::check_error(stdin, &out.stderr) {
        panic!("{id} on {shown:?}: the contract checker rejects {line:?}: {why}");
    }
}

/// Puts every token of `input` on a line of its own, replaces each in turn by each of
/// `bad` and by `x` (never a valid value), and runs binary `id` on the result: every
/// error must keep the contract ([`contract::check_error`]: among others, the line it
/// names holds the value it is about), and an `x` must be reported on its own line. So
/// that the ranges are exercised, exactly `count` of the errors that name the replaced
/// token's line must contain `kind`.
pub fn assert_value_errors_name_their_line(
    id: &str,
    input: &str,
    bad: &[&str],
    kind: &str,
    count: usize,
) {
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut errors = Vec::new();
    for i in 0..tokens.len() {
        for &b in bad.iter().chain(&["x"]) {
            let mut changed = tokens.clone();
            changed[i] = b;
            let text = changed.join("\n") + "\n";
            let out = run_bin(id, text.as_bytes());
            let err = String::from_utf8_lossy(&out.stderr).into_owned();
            if out.status.code() != Some(2) {
                assert!(b != "x", "{id} on {text:?}: {err}");
                continue;
            }
            assert!(out.stdout.is_empty(), "{id} on {text:?}");
            if let Err(why) = contract::check_error(text.as_bytes(), &out.stderr) {
                panic!("{id} on {text:?}: {why}: {err}");
            }
            let own = err.starts_with(&format!("error: line {}: ", i + 1));
            if b == "x" {
                assert!(own && err.contains("`x`"), "{id} on {text:?}: {err}");
            }
            if own {
                errors.push(err);
            }
        }
    }
    let of_kind = errors.iter().filter(|e| e.contains(kind)).count();
    assert_eq!(of_kind, count, "{id}: errors with {kind:?}: {errors:#?}");
}

/// The inputs of binary `id`'s test data ([`case_dir`]), in name order.
pub fn testdata_inputs(id: &str) -> Vec<PathBuf> {
    let dir = case_dir(id);
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

/// Runs binary `id` on one generated input per size in `sizes` (all drawn from one
/// generator seeded with `seed`) and asserts that it prints `want(&input)`, the expected
/// output computed from the typed input.
pub fn agrees_on_generated<C: JudgeCase>(
    id: &str,
    seed: u64,
    sizes: &[u32],
    mut want: impl FnMut(&C) -> String,
) {
    let mut rng = Rng::new(seed);
    for &size in sizes {
        let input = C::generate(&mut rng, size);
        let text = input.text();
        let shown = if text.len() <= 2000 {
            text.as_str()
        } else {
            "(long)"
        };
        assert_eq!(
            run_ok(id, &text),
            want(&input),
            "{id} at size {size}, input {shown}"
        );
    }
}

/// The output of one line per item: `line(item)` and a newline each.
pub fn lines<T>(items: impl IntoIterator<Item = T>, mut line: impl FnMut(T) -> String) -> String {
    items.into_iter().map(|item| line(item) + "\n").collect()
}

/// A seeded script replayed with physical cards: the same cards named as they come, with
/// the hands named (`hands`, named draws) or private (no `hands`, draws naming no card,
/// each card named when it is played, tested, kept or discarded).
pub fn as_physical(script: &str, named: bool) -> String {
    use grundy::xor_trie::protocol::{Session, tokens};
    let mut session = Session::new(false);
    let mut out = String::new();
    let list = |cards: &str| cards.trim_matches(['[', ']']).to_string();
    for raw in script.lines() {
        let words = tokens(raw);
        let Some(&cmd) = words.first() else {
            continue;
        };
        let answer = session.line(&words);
        assert_eq!(answer.error, None, "{raw}");
        let events: Vec<&str> = answer.text.lines().collect();
        if cmd == "players" {
            out.push_str(&format!("{raw}\n"));
        }
        // A round set up by this line: its setup, named as the cards came.
        if let Some(first) = events
            .iter()
            .position(|e| e.starts_with("round ") && e.contains(" players "))
        {
            let round: u32 = events[first].split(' ').nth(1).unwrap().parse().unwrap();
            if round > 1 {
                out.push_str("round\n");
            }
            let deal: Vec<&str> = events
                .iter()
                .filter_map(|e| e.strip_prefix("deal seat "))
                .map(|e| e.split(' ').nth(2).unwrap())
                .collect();
            let mut markers: Vec<&str> = events
                .iter()
                .filter_map(|e| e.strip_prefix("marker card "))
                .map(|e| e.split(' ').next().unwrap())
                .collect();
            markers.dedup();
            out.push_str(&format!(
                "physical\ndeal {}\nmarkers {}\n",
                deal.join(" "),
                markers.join(" ")
            ));
            if named {
                let mut hands = vec![String::new(); deal.len()];
                for e in events.iter().filter_map(|e| e.strip_prefix("draw seat ")) {
                    let (seat, cards) = e.split_once(" cards ").unwrap();
                    hands[seat.parse::<usize>().unwrap() - 1] = list(cards);
                }
                out.push_str(&format!("hands {}\n", hands.join(" ")));
            }
            out.push_str("begin\n");
        }
        let is_action = cmd.starts_with(|c: char| c.is_ascii_digit()) || cmd == "pass";
        if !is_action {
            continue;
        }
        let seat = cmd;
        let event = |prefix: &str| {
            events
                .iter()
                .find_map(|e| e.strip_prefix(&format!("{prefix} seat {seat} ")))
                .unwrap_or_else(|| panic!("{raw}: no {prefix} in {events:?}"))
        };
        let line = match words.get(1).copied() {
            Some("draw") if named => {
                format!(
                    "{seat} draw {}",
                    list(event("draw").strip_prefix("cards ").unwrap())
                )
            }
            Some("test") => {
                let judgment = event("test").split(' ').nth(3).unwrap();
                format!("{seat} test {} {judgment}", words[2])
            }
            Some("end") if !named => {
                let e = event("end");
                let (kept, discarded) = e
                    .strip_prefix("keep ")
                    .unwrap()
                    .split_once(" discard ")
                    .unwrap();
                let (kept, discarded) = (list(kept), list(discarded));
                let mut line = format!("{seat} end");
                if !kept.is_empty() {
                    line.push_str(&format!(" keep {kept}"));
                }
                if !discarded.is_empty() {
                    line.push_str(&format!(" discard {discarded}"));
                }
                line
            }
            _ => words.join(" "),
        };
        out.push_str(&format!("{line}\n"));
        if let Some(skill) = events
            .iter()
            .find_map(|e| e.strip_prefix(&format!("acquire seat {seat} skill ")))
        {
            out.push_str(&format!(
                "{seat} take {}\n",
                skill.split(' ').next().unwrap()
            ));
        }
    }
    out
}
