//! Finding the test cases of a problem and judging a program on them, with the report.
//!
//! A case is a file `testdata/<id>/<case>.in` with its expected output `<case>.out`. A
//! `.in` without its `.out` is still run: its output is shown, and it counts as *not
//! judged* (like `oj t`), neither passed nor failed.

use super::progress::Progress;
use super::run::{Program, run};
use super::verdict::{Comparison, Limits, Overrides, Verdict, judge_output};
use crate::tools::problems::Problem;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `testdata/` of the crate.
pub fn default_testdata_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// One test case: `<name>.in` and, if it exists, the expected `<name>.out`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// File stem, e.g. `sample-1`, with hidden characters escaped
    /// ([`crate::runtime::cli::one_line`]).
    pub name: String,
    /// The input file.
    pub input: PathBuf,
    /// The expected output file, or `None` if there is none (the case is not judged).
    pub output: Option<PathBuf>,
}

/// Orders names with their digit runs compared as numbers: `sample-2` before `sample-10`.
fn natural_key(s: &str) -> Vec<(String, u128)> {
    let mut key = Vec::new();
    let mut rest = s;
    while !rest.is_empty() {
        let text_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (text, tail) = rest.split_at(text_len);
        let num_len = tail
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(tail.len());
        let (num, tail) = tail.split_at(num_len);
        key.push((text.to_string(), num.parse().unwrap_or(0)));
        rest = tail;
    }
    key
}

/// The cases in `dir`: every `*.in`, in natural order of names.
///
/// # Errors
/// If `dir` cannot be read.
pub fn cases_in(dir: &Path) -> io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let input = entry?.path();
        if input.extension().is_some_and(|e| e == "in") {
            // Shown in reports as one printable line, whatever the file is called.
            let name = crate::runtime::cli::one_line(&input.file_stem().unwrap().to_string_lossy());
            let output = Some(input.with_extension("out")).filter(|p| p.is_file());
            cases.push(Case {
                name,
                input,
                output,
            });
        }
    }
    cases.sort_by_key(|c| natural_key(&c.name));
    Ok(cases)
}

/// `1.5 MiB`-style memory figure.
fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// Judges `program_for(p)` on every case of each problem in `problems`, reading cases
/// from `testdata/<id>/`, under each problem's limits as `overrides` changes them,
/// comparing outputs as `comparison` says, and reports to `out`
/// (one line a case, flushed as it comes, a line a problem, a summary). Returns whether
/// every judged case passed, none failed and none was missing (a problem without cases or
/// without its binary fails).
///
/// # Errors
/// If a case cannot be read or the program cannot be started, or writing the report fails.
pub fn judge_problems(
    problems: &[&Problem],
    program_for: impl Fn(&Problem) -> Program,
    testdata: &Path,
    comparison: Comparison,
    overrides: Overrides,
    out: &mut impl Write,
) -> Result<bool, String> {
    let io_err = |e: io::Error| format!("cannot write the report: {e}");
    let mut plan = Vec::new();
    let mut setup_failures = Vec::new();
    for &p in problems {
        let dir = testdata.join(p.id);
        match cases_in(&dir) {
            Ok(cases) if !cases.is_empty() => plan.push((p, cases)),
            Ok(_) => setup_failures.push((p.id, format!("no *.in case in {}", dir.display()))),
            Err(e) => setup_failures.push((p.id, format!("cannot read {}: {e}", dir.display()))),
        }
    }
    let total: usize = plan.iter().map(|(_, c)| c.len()).sum();
    let id_w = plan.iter().map(|(p, _)| p.id.len()).max().unwrap_or(0);
    let case_w = plan
        .iter()
        .flat_map(|(_, c)| c.iter().map(|c| c.name.len()))
        .max()
        .unwrap_or(0);
    let mut progress = Progress::new();
    let mut counts: std::collections::BTreeMap<Verdict, usize> = Default::default();
    let (mut done, mut judged_problems) = (0, 0);
    for (p, cases) in &plan {
        let program = program_for(p);
        if let Program::Exe(path) = &program
            && !path.exists()
        {
            setup_failures.push((
                p.id,
                format!(
                    "no binary {} (build it: cargo build --release --bin {})",
                    path.display(),
                    p.id
                ),
            ));
            continue;
        }
        judged_problems += 1;
        let limits = Limits::of(p).overridden(overrides);
        let (mut passed, mut unjudged) = (0, 0);
        for case in cases {
            done += 1;
            progress.update(|| format!("[{done}/{total}] {} {} …", p.id, case.name));
            let read = |path: &Path| {
                std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
            };
            let input = read(&case.input)?;
            let expected = case.output.as_deref().map(read).transpose()?;
            let r = run(&program, &input, limits.time)
                .map_err(|e| format!("cannot run {}: {e}", program.describe()))?;
            let j = judge_output(&r, expected.as_deref(), limits, comparison);
            progress.clear();
            *counts.entry(j.verdict).or_default() += 1;
            match j.verdict {
                Verdict::Ac => passed += 1,
                Verdict::NotJudged => unjudged += 1,
                _ => {}
            }
            let mut line = format!(
                "{:<id_w$}  {:<case_w$}  {:<3}  {:>6} ms  {:>9}",
                p.id,
                case.name,
                j.verdict.name(),
                r.wall.as_millis(),
                mib(r.peak_kib)
            );
            if let Some(note) = &j.note {
                let _ = write!(line, "  ({note})");
            }
            writeln!(out, "{line}").map_err(io_err)?;
            if let Some(d) = &j.details {
                for l in d.lines() {
                    writeln!(out, "    {l}").map_err(io_err)?;
                }
            }
            out.flush().map_err(io_err)?;
        }
        let judged = cases.len() - unjudged;
        let mut line = format!("{} {} ({}): {passed}/{judged} AC", p.judge, p.name, p.id);
        if unjudged > 0 {
            let _ = write!(line, ", {}", Verdict::NotJudged.count(unjudged));
        }
        writeln!(out, "{line}\n").map_err(io_err)?;
    }
    progress.clear();
    for (id, why) in &setup_failures {
        let why = crate::runtime::cli::one_line(why);
        writeln!(out, "error: {id}: {why}").map_err(io_err)?;
    }
    let failed: usize = counts
        .iter()
        .filter(|(v, _)| !matches!(v, Verdict::Ac | Verdict::NotJudged))
        .map(|(_, n)| n)
        .sum();
    let summary: Vec<String> = counts.iter().map(|(v, &n)| v.count(n)).collect();
    let ok = failed == 0 && setup_failures.is_empty() && total > 0;
    let mut line = format!(
        "{}: {} problem(s), {total} case(s): {}",
        if ok { "passed" } else { "FAILED" },
        judged_problems,
        if summary.is_empty() {
            "none run".to_string()
        } else {
            summary.join(", ")
        }
    );
    if !setup_failures.is_empty() {
        let named: Vec<String> = setup_failures
            .iter()
            .map(|(id, why)| format!("{id} ({})", crate::runtime::cli::one_line(why)))
            .collect();
        let _ = write!(line, "; not judged: {}", named.join(", "));
    }
    writeln!(out, "{line}").map_err(io_err)?;
    out.flush().map_err(io_err)?;
    Ok(ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        let mut v = vec!["sample-10", "sample-2", "max", "sample-1"];
        v.sort_by_key(|s| natural_key(s));
        assert_eq!(v, ["max", "sample-1", "sample-2", "sample-10"]);
    }

    /// A `.in` without its `.out` is a case (not judged), not an error.
    #[test]
    fn cases_without_expected_output_are_listed() {
        let dir = std::env::temp_dir().join(format!("grundy-cases-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for f in ["b-10.in", "b-10.out", "b-2.in", "notes.txt", "a.out"] {
            std::fs::write(dir.join(f), "1\n").unwrap();
        }
        let cases = cases_in(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let names: Vec<(&str, bool)> = cases
            .iter()
            .map(|c| (c.name.as_str(), c.output.is_some()))
            .collect();
        assert_eq!(names, [("b-2", false), ("b-10", true)]);
    }
}
