//! Tests that need a tool the machine may lack (an old compiler, a browser): on a
//! developer's machine without it they say on stderr that they were skipped, why, and how
//! to run them; when the environment variable `CI` is set (as `.ci/run` runs), they fail.

use std::io::Write;

/// Whether this run must not skip anything: the environment variable `CI` is set to
/// something other than empty, `0` or `false`.
pub fn required() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// Skips test `test` of the test file `suite`, saying so where the test harness cannot
/// hide it (stderr directly, not through `eprintln!`, which the harness captures), or
/// fails it under CI.
pub fn skip(suite: &str, test: &str, why: &str, how: &str) {
    assert!(
        !required(),
        "{test}: {why} (CI is set, so this is a failure)"
    );
    let _ = writeln!(
        std::io::stderr(),
        "\n{suite}: SKIPPED {test}: {why}; to run it, {how} (with CI set, it fails instead)"
    );
}
