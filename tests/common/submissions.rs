//! Building the files of `submit/` as a judge builds them (one `rustc` call, the crates given
//! as `--extern` rlibs) and checking the programs on the test data, for `tests/bundle.rs`
//! (this crate's toolchain and crate versions) and `tests/toolchains.rs` (the oldest
//! compiler, AtCoder's crate versions).

use super::{run_bin, testdata_dir};
use grundy::tools::judge::{
    Comparison, Exit, Limits, Program, Verdict, cases_in, judge_output, run,
};
use grundy::tools::problems::Problem;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Duration;

/// The crates a default-flavour file may use, as `--extern` names.
pub const CRATES: [&str; 3] = ["proconio", "itertools", "rustc_hash"];

/// One way to build a single-file submission: a compiler, an edition, and where the
/// allowed crates' rlibs are (`None`: no crate at all, as for std-only files).
#[derive(Debug, Clone)]
pub struct Rustc {
    /// The `rustc` to run.
    pub rustc: PathBuf,
    /// `--edition`.
    pub edition: &'static str,
    /// A `deps/` directory holding `lib<crate>-*.rlib` for every crate of [`CRATES`].
    pub deps: Option<PathBuf>,
}

impl Rustc {
    /// The command line, up to the output and source arguments.
    fn command(&self) -> Command {
        let mut cmd = Command::new(&self.rustc);
        cmd.args(["--edition", self.edition, "--crate-type", "bin"]);
        // As cargo checks a package without features: well-known names and values, and no
        // `feature = "…"` value at all, so a bundle naming a crate feature warns.
        cmd.args([
            "--check-cfg",
            "cfg()",
            "--check-cfg",
            "cfg(feature, values())",
        ]);
        if let Some(deps) = &self.deps {
            cmd.arg("-L").arg(format!("dependency={}", deps.display()));
            for name in CRATES {
                cmd.arg("--extern")
                    .arg(format!("{name}={}", rlib(deps, name).display()));
            }
        }
        cmd
    }

    /// Compiles `source`, optimised, into the executable `exe`; the error is rustc's
    /// message.
    pub fn build(&self, source: &Path, exe: &Path) -> Result<(), String> {
        let mut cmd = self.command();
        cmd.arg("-O").arg("-o").arg(exe).arg(source);
        finish(&mut cmd)
    }

    /// Checks that `source` compiles (type and borrow checking, no code generation),
    /// writing its metadata to `rmeta`.
    pub fn check(&self, source: &Path, rmeta: &Path) -> Result<(), String> {
        let mut cmd = self.command();
        cmd.arg("--emit=metadata").arg("-o").arg(rmeta).arg(source);
        finish(&mut cmd)
    }

    /// The command with extra arguments, for callers that read rustc's diagnostics.
    pub fn with_args(&self, args: &[&str]) -> Command {
        let mut cmd = self.command();
        cmd.args(args);
        cmd
    }
}

/// Runs a compiler command; its stderr on failure, and on success with a warning: a
/// submission compiles without any.
fn finish(cmd: &mut Command) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("cannot run rustc: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() && !stderr.contains("warning") {
        Ok(())
    } else {
        Err(stderr)
    }
}

/// Newest `lib<name>-*.rlib` in `deps`.
pub fn rlib(deps: &Path, name: &str) -> PathBuf {
    let prefix = format!("lib{name}-");
    std::fs::read_dir(deps)
        .unwrap_or_else(|e| panic!("{}: {e}", deps.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let f = p.file_name().unwrap().to_string_lossy();
            f.starts_with(&prefix) && f.ends_with(".rlib")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .unwrap_or_else(|| panic!("no {prefix}*.rlib in {}", deps.display()))
}

/// Runs a compiled submission on every case of the problem, judged strictly, and, if
/// `truncated`, on truncated inputs next to the suite's binary (the same stdout, stderr and
/// exit status); the number of cases, or what went wrong.
pub fn check_compiled(p: &Problem, exe: &Path, truncated: bool) -> Result<usize, String> {
    let cases = cases_in(&testdata_dir().join(p.id)).map_err(|e| e.to_string())?;
    // Correctness is under test, not speed on a machine busy compiling: generous time.
    let limits = Limits {
        time: Duration::from_millis(p.time_limit_ms * 10),
        memory_kib: None,
    };
    let program = Program::Exe(exe.to_path_buf());
    for c in &cases {
        let input = std::fs::read(&c.input).unwrap();
        let want = std::fs::read(c.output.as_ref().expect("every case has its .out")).unwrap();
        let r = run(&program, &input, limits.time).map_err(|e| e.to_string())?;
        let j = judge_output(&r, Some(&want), limits, Comparison::Strict);
        if j.verdict != Verdict::Ac {
            return Err(format!(
                "{}: {:?} {:?}\n{}",
                c.name,
                j.verdict,
                j.note,
                j.details.unwrap_or_default()
            ));
        }
        let cuts = if truncated {
            vec![0, input.len() / 2]
        } else {
            Vec::new()
        };
        for cut in cuts {
            let bad = &input[..cut];
            let ours = run_bin(p.id, bad);
            let theirs = run(&program, bad, limits.time).map_err(|e| e.to_string())?;
            let same = ours.status.code()
                == match theirs.exit {
                    Exit::Code(c) => Some(c),
                    _ => None,
                }
                && ours.stdout == theirs.stdout
                && ours.stderr == theirs.stderr;
            if !same {
                return Err(format!(
                    "{} cut to {cut} bytes: binary {:?} {:?}, bundle {:?} {:?}",
                    c.name,
                    ours.status.code(),
                    String::from_utf8_lossy(&ours.stderr),
                    theirs.exit,
                    String::from_utf8_lossy(&theirs.stderr)
                ));
            }
        }
    }
    Ok(cases.len())
}

/// Runs `work` on every job, on up to four threads (compilers are slow and the machine may
/// have few cores), and returns the failures' messages, each prefixed by its job's `name`.
pub fn failures_in_parallel<T: Sync>(
    jobs: &[T],
    name: impl Fn(&T) -> String + Sync,
    work: impl Fn(&T) -> Result<String, String> + Sync,
) -> Vec<String> {
    let next = Mutex::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(4);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let k = {
                        let mut n = next.lock().unwrap();
                        *n += 1;
                        *n - 1
                    };
                    let Some(job) = jobs.get(k) else { break };
                    match work(job) {
                        Ok(done) => println!("{}: {done}", name(job)),
                        Err(e) => failures.lock().unwrap().push(format!("{}: {e}", name(job))),
                    }
                }
            });
        }
    });
    failures.into_inner().unwrap()
}
