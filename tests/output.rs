//! The output contract: a reader that closes the pipe early ends a binary quietly.

mod common;

use common::{bin_path, testdata_dir};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

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
