//! The suite's contract for the referee: write failures, bad arguments, and self-play
//! bounded, reporting its progress and stopping on an interrupt.

use super::*;

#[test]
fn write_failures_follow_the_contract() {
    let dir = scratch("write");
    let script = testdata_script("bot-random-8").into_bytes();
    for args in [&[][..], &["--live", "--save", "full.txt"][..]] {
        // A full disk: one error line, status 1, and the log kept what was applied.
        let full = std::fs::File::create("/dev/full").unwrap();
        let out = run_into(args, &script, Stdio::from(full), &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: cannot write standard output: "),
            "{err}"
        );
        let _ = std::fs::remove_file(dir.join("full.txt"));
        // A closed pipe: status 141, quietly.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run_into(args, &script, Stdio::from(writer), &dir);
        assert_eq!(out.status.code(), Some(141), "{args:?}");
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let _ = std::fs::remove_file(dir.join("full.txt"));
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_arguments_are_usage_errors() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    fn os<'a>(args: &[&'a str]) -> Vec<&'a OsStr> {
        args.iter().map(|a| OsStr::new(*a)).collect()
    }
    let bad = [OsStr::new("--save"), OsStr::from_bytes(b"n\xffght.txt")];
    assert_eq!(
        usage_error(BIN, &bad),
        "error: argument 2 is not valid UTF-8 text: `n\u{fffd}ght.txt`\n"
    );
    for (args, err) in [
        (
            &[
                "--selfplay",
                "18446744073709551615",
                "--players",
                "4",
                "--seed",
                "1",
            ][..],
            "error: --selfplay 18446744073709551615 is too large (at most 1000000)\n",
        ),
        (
            &["--selfplay", "1000001", "--players", "4", "--seed", "1"],
            "error: --selfplay 1000001 is too large (at most 1000000)\n",
        ),
        (
            &["--selfplay", "-5"],
            "error: --selfplay `-5` is not a whole number\n",
        ),
        (
            &["--selfplay", "1", "--players", "9", "--seed", "1"],
            "error: --players 9 is too large (at most 8)\n",
        ),
        (
            &["--selfplay", "1", "--players", "3", "--seed", "1"],
            "error: --players 3 is too small (at least 4)\n",
        ),
        (
            &["--selfplay", "1", "--players", "4", "--seed", "1", "--live"],
            "error: --selfplay takes no --show, --live, --serve, --save or --resume\n",
        ),
        (
            &["--save", "a.txt", "--resume", "b.txt"],
            "error: --save and --resume exclude each other\n",
        ),
        (&["--save"], "error: --save needs a value\n"),
        (
            &["--bot", "smart"],
            "error: --bot `smart` is not a bot: random, greedy or strong\n",
        ),
        (
            &["--\u{1b}[31m"],
            "error: unknown argument `--\\u{1b}[31m`; see --help\n",
        ),
    ] {
        assert_eq!(usage_error(BIN, &os(args)), err, "{args:?}");
    }
}

#[test]
fn selfplay_is_bounded_reports_progress_and_stops_on_an_interrupt() {
    // Long enough to report progress (every 2 s) before it is interrupted.
    let mut child = Command::new(bin_path(BIN))
        .args([
            "--selfplay",
            "1000000",
            "--players",
            "8",
            "--seed",
            "3",
            "--bot",
            "greedy",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 256];
    while !seen.ends_with(b"\n") {
        let n = stderr.read(&mut buf).unwrap();
        assert!(n > 0, "no progress line");
        seen.extend(&buf[..n]);
    }
    let progress = String::from_utf8(seen).unwrap();
    assert!(
        progress.starts_with("selfplay: ") && progress.ends_with(" of 1000000 rounds in 2 s\n"),
        "{progress:?}"
    );
    // SAFETY: sending SIGINT to our own child, which is still running.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{rest}");
    let played: u64 = rest
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("selfplay: interrupted after "))
        .and_then(|l| l.strip_suffix(" of 1000000 rounds"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{rest:?}"));
    assert!(played > 0 && played < 1_000_000);
    let report = String::from_utf8(out.stdout).unwrap();
    assert!(
        report.starts_with(&format!(
            "selfplay rounds {played} players 8 seed 3 bot greedy\n"
        )),
        "{report}"
    );
    assert!(report.contains("\nmatch\n"));
}
