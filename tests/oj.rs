//! `testdata/` is online-judge-tools' layout and nothing else: `oj t` (run as
//! `python3 -m onlinejudge_command.main t`, the module its `oj` command starts) takes every
//! problem's directory as it is and accepts the suite's binary on every case, under the
//! problem's time limit. `.ci/run` installs online-judge-tools at the version named in
//! [`OJ_VERSION`]; where it is missing this test says SKIPPED (and fails under CI).

mod common;

use common::{bin_path, testdata_dir};
use grundy::tools::problems::PROBLEMS;
use std::process::Command;

/// The online-judge-tools release `.ci/run` installs.
const OJ_VERSION: &str = "11.5.1";

/// `python3 -m onlinejudge_command.main` with `args`.
fn oj(args: &[&str]) -> std::io::Result<std::process::Output> {
    Command::new("python3")
        .args(["-m", "onlinejudge_command.main"])
        .args(args)
        .output()
}

#[test]
fn oj_takes_every_problem_directory_and_accepts_every_answer() {
    let ci = std::fs::read_to_string(testdata_dir().join("../.ci/run")).unwrap();
    assert!(
        ci.contains(&format!("OJ_VERSION='{OJ_VERSION}'")),
        ".ci/run installs online-judge-tools {OJ_VERSION}"
    );
    match oj(&["--version"]) {
        Ok(out) if String::from_utf8_lossy(&out.stdout).contains(OJ_VERSION) => {}
        _ => {
            return common::skip::skip(
                "oj",
                "oj_takes_every_problem_directory_and_accepts_every_answer",
                &format!("online-judge-tools {OJ_VERSION} is not installed for python3"),
                &format!("`python3 -m pip install online-judge-tools=={OJ_VERSION}`"),
            );
        }
    }
    let mut dirs: Vec<String> = std::fs::read_dir(testdata_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    dirs.sort();
    let mut ids: Vec<String> = PROBLEMS.iter().map(|p| p.id.to_string()).collect();
    ids.sort();
    assert_eq!(
        dirs, ids,
        "testdata/ holds exactly the judge problems' directories"
    );
    for p in PROBLEMS {
        let dir = testdata_dir().join(p.id);
        let cases = std::fs::read_dir(&dir)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "in")
            })
            .count();
        let tle = format!("{}", p.time_limit_ms as f64 / 1000.0);
        let out = oj(&[
            "t",
            "-c",
            bin_path(p.id).to_str().unwrap(),
            "-d",
            dir.to_str().unwrap(),
            "--tle",
            &tle,
        ])
        .unwrap();
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "oj t on {}: {log}", p.id);
        assert!(
            log.contains(&format!("test success: {cases} cases")),
            "oj t on {}: {log}",
            p.id
        );
    }
}
