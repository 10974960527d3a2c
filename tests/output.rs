//! The contract every program shares, checked across programs: a reader that closes the
//! pipe early ends a program quietly (status 141), any other write failure is one
//! `error:` line (status 1); arguments that are not UTF-8 are a usage error; standard
//! input is read the same way everywhere (scanf's whitespace, a byte-order mark skipped);
//! bad tokens are quoted on one printable line and read errors say what was expected in
//! words.

mod common;

use common::{bin_path, run_bin, testdata_dir, usage_error};
use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Output, Stdio};

#[test]
fn closed_pipe_ends_quietly_with_status_141() {
    // 39 601 lines of output, far more than the pipe buffer: the binary must still be
    // writing when the reader goes away after one line.
    let input = std::fs::File::open(testdata_dir().join("poj2311/max-all-sizes.in")).unwrap();
    let mut child = Command::new(bin_path("poj2311"))
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first == "WIN\n" || first == "LOSE\n", "{first:?}");
    // The reader is dropped here, closing the pipe.
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(141));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Programs that write to stdout, with their arguments and stdin: each tool (the judge's
/// help and its report), a solver, and `sg_table`'s batch mode. Their outputs are small
/// enough to be written whole before a reader could close the pipe, so only a pipe closed
/// in advance tests them.
fn writers() -> Vec<(&'static str, Vec<&'static str>, Vec<u8>)> {
    let sample = std::fs::read(testdata_dir().join("poj1704/sample-1.in")).unwrap();
    vec![
        ("bundle", vec!["--help"], vec![]),
        ("bundle", vec!["--stdout", "poj1704"], vec![]),
        ("sg_table", vec!["--help"], vec![]),
        ("sg_table", vec!["ruler", "16"], vec![]),
        ("sg_table", vec![], b"ruler 4\n".to_vec()),
        ("judge", vec!["--help"], vec![]),
        (
            "judge",
            vec!["--no-build", "--cmd", "cat", "poj1704"],
            vec![],
        ),
        ("explain", vec!["poj1704"], sample.clone()),
        ("play", vec!["nim", "3", "4", "5"], vec![]),
        ("study", vec!["--help"], vec![]),
        ("poj1704", vec![], sample),
    ]
}

/// Runs `id` with `args` and `stdin` (from a file), its stdout into `out` and, if given,
/// its stderr into `err` (the same pipe for `2>&1`).
fn run_into(id: &str, args: &[&str], stdin: &[u8], out: Stdio, err: Option<Stdio>) -> Output {
    // One directory per call: the tests run in parallel and may run the same program.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("grundy-output-{}-{id}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("stdin");
    std::fs::write(&input, stdin).unwrap();
    let mut cmd = Command::new(bin_path(id));
    common::without_locale(&mut cmd)
        .args(args)
        .stdin(std::fs::File::open(&input).unwrap())
        .stdout(out);
    if let Some(err) = err {
        cmd.stderr(err);
    }
    let result = cmd.output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Every program ends quietly with status 141 on a closed pipe, its stderr on the same
/// pipe or not (`… | head`, `… 2>&1 | head` once `head` has exited): the tools used to
/// panic (status 101) or to report an error (the judge: status 2).
#[test]
fn every_program_ends_quietly_on_a_closed_pipe() {
    for (id, args, stdin) in writers() {
        for stderr_too in [false, true] {
            let (reader, writer) = std::io::pipe().unwrap();
            drop(reader);
            let err = stderr_too.then(|| Stdio::from(writer.try_clone().unwrap()));
            let out = run_into(id, &args, &stdin, Stdio::from(writer), err);
            assert_eq!(out.status.code(), Some(141), "{id} {args:?} {stderr_too}");
            assert!(
                out.stderr.is_empty(),
                "{id} {args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

/// Every program reports a full disk as one `error:` line with status 1.
#[test]
fn every_program_reports_a_full_disk_in_one_line() {
    for (id, args, stdin) in writers() {
        let full = std::fs::File::create("/dev/full").unwrap();
        let out = run_into(id, &args, &stdin, Stdio::from(full), None);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{id} {args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{id} {args:?}: {err}");
        assert!(
            err.starts_with("error: cannot write standard output: "),
            "{id} {args:?}: {err}"
        );
    }
}

/// An argument that is not UTF-8 is a usage error naming it, never a panic.
#[test]
fn non_utf8_arguments_are_a_usage_error() {
    for (id, before) in [
        ("judge", &["--no-build", "--cmd"][..]),
        ("bundle", &["--stdout"]),
        ("sg_table", &["ruler"]),
        ("explain", &[]),
        ("play", &["nim"]),
        ("study", &["--serve"]),
    ] {
        let mut args: Vec<&OsStr> = before.iter().map(OsStr::new).collect();
        args.push(OsStr::from_bytes(b"a\xffb"));
        let err = usage_error(id, &args);
        let arg = before.len() + 1;
        assert!(
            err.starts_with(&format!(
                "error: argument {arg} is not valid UTF-8 text: `a\u{fffd}b`"
            )),
            "{id}: {err}"
        );
    }
    // The study tools name it by its place as typed (`--lang` and its value counted, before
    // it or after), in the language chosen.
    for (id, before) in [
        ("sg_table", &["ruler"][..]),
        ("explain", &["hdu1907"]),
        ("play", &["nim"]),
    ] {
        for (lang, at, said) in [
            ("zh", 0, "第{n}个参数不是有效的 UTF-8 文本：`a\u{fffd}b`"),
            (
                "en",
                1,
                "argument {n} is not valid UTF-8 text: `a\u{fffd}b`",
            ),
            ("zh", 2, "第{n}个参数不是有效的 UTF-8 文本：`a\u{fffd}b`"),
        ] {
            let bad = OsStr::from_bytes(b"a\xffb");
            let mut args: Vec<&OsStr> = before.iter().map(OsStr::new).collect();
            args.push(bad);
            args.splice(at..at, [OsStr::new("--lang"), OsStr::new(lang)]);
            let n = 1 + args.iter().position(|a| *a == bad).unwrap();
            let err = usage_error(id, &args);
            let want = format!("error: {}\n", said.replace("{n}", &n.to_string()));
            assert_eq!(err, want, "{id} {args:?}");
        }
    }
}

/// `bundle` takes problem ids from the problem table only: never a path (it used to read
/// and overwrite `<path>.rs`), never a tool; a bad id lists the valid ones.
#[test]
fn bundle_takes_only_problem_ids() {
    let dir = std::env::temp_dir().join(format!("grundy-evil-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let evil = dir.join("evil");
    std::fs::write(dir.join("evil.rs"), "fn main() {}\n").unwrap();
    for id in [
        evil.to_str().unwrap(),
        "sg_table",
        "judge",
        "nope",
        "../poj1704",
    ] {
        let err = usage_error("bundle", &[OsStr::new("--stdout"), OsStr::new(id)]);
        assert!(
            err.contains("one of poj1704, poj2311, ") && err.contains("nim_product_64"),
            "{id}: {err}"
        );
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("evil.rs")).unwrap(),
        "fn main() {}\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // Every binary that is not a judge problem is a tool, and said to be one.
    let problems: Vec<&str> = grundy::tools::problems::PROBLEMS
        .iter()
        .map(|p| p.id)
        .collect();
    let bins = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin")).unwrap();
    let mut tools = 0;
    for entry in bins {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let id = name.strip_suffix(".rs").unwrap();
        if problems.contains(&id) {
            continue;
        }
        tools += 1;
        let err = usage_error("bundle", &[OsStr::new(id)]);
        assert!(
            err.starts_with(&format!("error: `{id}` is a tool, not a judge problem")),
            "{err}"
        );
    }
    assert!(tools >= 6, "only {tools} tools found");
}

/// Solvers read whitespace as scanf does: a vertical tab or form feed between numbers is
/// accepted (it used to be rejected), and a byte-order mark is skipped.
#[test]
fn solvers_read_scanf_whitespace() {
    let plain = run_bin("poj1704", b"2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n");
    assert!(plain.status.success());
    for text in [
        &b"2\x0b3\x0c1 2 3\r\n8\t1\x0b5 6 7 9 12 14 17\x0c"[..],
        b"\xef\xbb\xbf2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
    ] {
        let out = run_bin("poj1704", text);
        assert_eq!(
            (out.status.code(), &out.stdout),
            (Some(0), &plain.stdout),
            "{text:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // The fast reader `Input::next_u64` (nim_product_64 reads with it) ends a number at a
    // vertical tab and skips one, in its digit-block path and in its fallback.
    let a = run_bin(
        "nim_product_64",
        b"2\x0b2\x0b3\x0c+2\x0b12345678901234567\x0b\n",
    );
    let b = run_bin("nim_product_64", b"2\n2 3\n2 12345678901234567\n");
    assert_eq!(
        (a.status.code(), &a.stdout),
        (Some(0), &b.stdout),
        "{}",
        String::from_utf8_lossy(&a.stderr)
    );
}

/// A bad token is quoted on one printable line (a newline, an escape sequence or a NUL
/// shown escaped, a long token clipped with a mark), and a number that cannot be read
/// says what was expected in words, not as a Rust type.
#[test]
fn bad_tokens_are_one_printable_line() {
    use common::assert_bad_input;
    assert_bad_input(
        "poj1704",
        "1\n2\n1 \u{1b}[31m\n",
        "error: line 3: cannot read `\\u{1b}[31m` as a whole number from 0 to 2^64 − 1",
    );
    assert_bad_input(
        "poj1704",
        "1\n2\n1 \0\n",
        "error: line 3: cannot read `\\0` as a whole number from 0 to 2^64 − 1",
    );
    assert_bad_input(
        "poj1704",
        &format!("1\n2\n1 {}\n", "x".repeat(1 << 20)),
        "error: line 3: cannot read `xxxxxxxxxxxxxxxxxxxx…` (1048576 characters) as a whole number",
    );
    assert_bad_input(
        "poj1704",
        "1\n1\n5 extra\u{7f}\n",
        "error: line 3: unexpected `extra\\u{7f}` after the end of the input",
    );
}
