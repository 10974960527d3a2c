//! Helpers shared by the integration tests: where the binaries and test data are, running
//! a binary on given standard input, and checking it on generated inputs.
#![allow(dead_code)]

use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// `testdata/` at the crate root.
pub fn testdata_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("testdata")
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

/// Runs binary `id` with arguments `args` and `stdin`, returning its status and outputs.
pub fn run_bin_args(id: &str, args: &[impl AsRef<std::ffi::OsStr>], stdin: &[u8]) -> Output {
    let mut child = Command::new(bin_path(id))
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
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
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

/// Runs binary `id` on bad `stdin`: asserts exit status 2, empty stdout, and a single
/// `error: …` line on stderr containing `needle`.
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
