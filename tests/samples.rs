//! Every `testdata/<id>/<case>.in` (the judge problems) and `tests/cases/<id>/<case>.in`
//! (the tools) through the binary `<id>`, with the command-line arguments in `<case>.args`
//! (one per line) when that file exists: the tools (`explain <problem>`, `play <game> …`)
//! take arguments, the solvers none.
//!
//! Two checks per case: the output must equal `<case>.out` byte for byte (insta trims
//! whitespace, so it cannot see a missing newline or a trailing space), and it must match
//! the reviewed insta snapshot `tests/snapshots/<id>/<case>.snap`. Long outputs are
//! snapshotted as their first lines plus a line count; the byte comparison covers the rest.

mod common;

use common::{bin_path, cases_dir, run_bin_args, testdata_dir};
use std::path::{Path, PathBuf};

/// Lines of output kept in a snapshot; longer outputs are cut there.
const SNAPSHOT_LINES: usize = 60;

/// Every binary's case directory: the judge problems' in `testdata/`, the tools' in
/// `tests/cases/`.
fn problem_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = [testdata_dir(), cases_dir()]
        .iter()
        .flat_map(|root| std::fs::read_dir(root).expect("the case directory exists"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort_by_key(|d| d.file_name().map(|n| n.to_owned()));
    dirs
}

fn cases(dir: &Path) -> Vec<PathBuf> {
    let mut ins: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    ins.sort();
    ins
}

/// The arguments of a case: the lines of `<case>.args`, or none.
fn case_args(input: &Path) -> Vec<String> {
    std::fs::read_to_string(input.with_extension("args"))
        .map(|text| text.lines().map(String::from).collect())
        .unwrap_or_default()
}

fn snapshot_text(out: &str) -> String {
    let lines: Vec<&str> = out.lines().collect();
    if lines.len() <= SNAPSHOT_LINES {
        return out.to_string();
    }
    let mut s = lines[..SNAPSHOT_LINES].join("\n");
    s.push_str(&format!("\n… ({} lines in all)\n", lines.len()));
    s
}

#[test]
fn every_problem_directory_has_cases_with_answers() {
    let dirs = problem_dirs();
    assert!(!dirs.is_empty(), "no case directory");
    for dir in dirs {
        let id = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            bin_path(&id).exists(),
            "{}/ names no binary src/bin/{id}.rs",
            dir.display()
        );
        let ins = cases(&dir);
        assert!(!ins.is_empty(), "{}/ holds no .in case", dir.display());
        for input in ins {
            assert!(
                input.with_extension("out").exists(),
                "{} has no matching .out",
                input.display()
            );
        }
    }
}

#[test]
fn outputs_match_exactly_and_snapshots() {
    let mut checked = 0;
    for dir in problem_dirs() {
        let id = dir.file_name().unwrap().to_string_lossy().into_owned();
        for input in cases(&dir) {
            let case = input.file_stem().unwrap().to_string_lossy().into_owned();
            let stdin = std::fs::read(&input).unwrap();
            let args = case_args(&input);
            let run = run_bin_args(&id, &args, &stdin);
            assert!(
                run.status.success(),
                "{id}/{case}: exit {:?}, stderr: {}",
                run.status.code(),
                String::from_utf8_lossy(&run.stderr)
            );
            let expected = std::fs::read(input.with_extension("out")).unwrap();
            if run.stdout != expected {
                let got = String::from_utf8_lossy(&run.stdout);
                let want = String::from_utf8_lossy(&expected);
                let line = got
                    .split_inclusive('\n')
                    .zip(want.split_inclusive('\n'))
                    .position(|(a, b)| a != b)
                    .unwrap_or_else(|| got.lines().count().min(want.lines().count()));
                panic!(
                    "{id}/{case}: output differs from the .out at line {} (got {} bytes, want {})\n\
                     got:  {:?}\nwant: {:?}",
                    line + 1,
                    run.stdout.len(),
                    expected.len(),
                    got.split_inclusive('\n').nth(line).unwrap_or("<end>"),
                    want.split_inclusive('\n').nth(line).unwrap_or("<end>"),
                );
            }
            let text = String::from_utf8(run.stdout).expect("output is UTF-8");
            insta::with_settings!({
                snapshot_path => Path::new("snapshots").join(&id),
                prepend_module_to_snapshot => false,
                input_file => &input,
                omit_expression => true,
            }, {
                insta::assert_snapshot!(case, snapshot_text(&text));
            });
            checked += 1;
        }
    }
    assert!(checked > 0, "no case was checked");
}
