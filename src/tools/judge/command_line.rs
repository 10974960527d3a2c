//! The judge's command line: options, usage, building the suite's binaries, and the exit
//! status (0 everything passed, 1 something failed or could not be judged, 2 a usage
//! error, 141 the report's reader went away; see [`crate::runtime::cli`]).

use super::cases::{default_testdata_dir, judge_problems};
use super::run::{
    LAUNCH, Program, binary_dir, kill_running_program_on_interrupt, launch_with_self, launcher_main,
};
use super::stress::{DEFAULT_STRESS_CASES, StressTest};
use super::verdict::{Comparison, Overrides};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::output::Output;
use crate::runtime::cli;
use crate::tools::problems::{PROBLEMS, Problem};
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Command-line options of the judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Problem ids to judge (empty: every problem).
    pub ids: Vec<String>,
    /// A user's command to judge instead of the suite's binaries.
    pub cmd: Option<String>,
    /// Stress-test `cmd` on this problem.
    pub stress: Option<String>,
    /// Number of generated cases in stress mode.
    pub cases: u64,
    /// Seed of the stress run.
    pub seed: u64,
    /// How outputs are compared.
    pub comparison: Comparison,
    /// Do not run `cargo build` first.
    pub no_build: bool,
    /// Where the test data lives.
    pub testdata: PathBuf,
    /// Limits in place of the problems' own (`--tle`, `--mle`).
    pub overrides: Overrides,
}

/// The largest `--tle`: an hour, in milliseconds.
const MAX_TLE_MS: u64 = 3_600_000;

/// The largest `--mle`: 64 GiB, in MiB.
const MAX_MLE_MIB: u64 = 65_536;

/// The judge's help (`judge --help`), in `lang`.
pub fn usage(lang: Lang) -> String {
    crate::runtime::wrap::help(&msg!("judge-help").render(lang))
}

/// Parses the judge's arguments.
///
/// ```
/// let o = grundy::tools::judge::parse_args(["--cmd", "./a.out", "poj1704"].map(String::from)).unwrap();
/// assert_eq!((o.cmd.as_deref(), o.ids.as_slice()), (Some("./a.out"), &["poj1704".to_string()][..]));
/// ```
///
/// # Errors
/// A message for an unknown option, a missing or bad value, or a bad combination.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    parse_args_in(Lang::En, args)
}

/// As [`parse_args`], its errors in `lang`.
///
/// # Errors
/// As [`parse_args`].
pub fn parse_args_in(
    lang: Lang,
    args: impl IntoIterator<Item = String>,
) -> Result<Options, String> {
    let t = |text: Text| text.render(lang);
    let mut o = Options {
        ids: Vec::new(),
        cmd: None,
        stress: None,
        cases: DEFAULT_STRESS_CASES,
        seed: 1,
        comparison: Comparison::Strict,
        no_build: false,
        testdata: default_testdata_dir(),
        overrides: Overrides::default(),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| t(msg!("option-needs-value", option = name)))
        };
        match flag.as_str() {
            "--cmd" => o.cmd = Some(value("--cmd")?),
            "--stress" => o.stress = Some(value("--stress")?),
            "--cases" => {
                o.cases =
                    cli::parse_number_in(lang, &value("--cases")?, "--cases", 1..=u64::MAX, "")?
            }
            "--seed" => {
                o.seed = cli::parse_number_in(lang, &value("--seed")?, "--seed", 0..=u64::MAX, "")?
            }
            "--testdata" => o.testdata = PathBuf::from(value("--testdata")?),
            "--tle" => {
                let ms = cli::parse_seconds_in(lang, &value("--tle")?, "--tle", MAX_TLE_MS)?;
                o.overrides.time = Some(std::time::Duration::from_millis(ms));
            }
            "--mle" => {
                let mib =
                    cli::parse_number_in(lang, &value("--mle")?, "--mle", 1..=MAX_MLE_MIB, "")?;
                o.overrides.memory_mib = Some(mib);
            }
            "--no-build" => o.no_build = true,
            "--lenient" => o.comparison = Comparison::Lenient,
            _ if arg.starts_with('-') => {
                return Err(t(msg!(
                    "tool-unknown-option",
                    option = crate::input::quote(&arg)
                )));
            }
            _ => o.ids.push(arg),
        }
    }
    for id in o.ids.iter().chain(&o.stress) {
        if crate::tools::problems::find(id).is_none() {
            let known: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
            return Err(t(msg!(
                "judge-unknown-problem",
                id = crate::input::quote(id),
                known = known.join(&lang.format("list-sep", &[]))
            )));
        }
    }
    if o.stress.is_some() {
        if o.cmd.is_none() {
            return Err(t(msg!("judge-stress-needs-cmd")));
        }
        if !o.ids.is_empty() {
            return Err(t(msg!("judge-stress-one-id")));
        }
    } else if o.cmd.is_some() && o.ids.len() != 1 {
        return Err(t(msg!("judge-cmd-one-id")));
    }
    Ok(o)
}

/// The suite's binary for `id`, next to the judge.
pub fn reference(id: &str) -> Program {
    Program::Exe(binary_dir().join(format!("{id}{}", std::env::consts::EXE_SUFFIX)))
}

/// Under `cargo run`, builds the binaries `ids` with the judge's own profile, so the judge never runs stale ones. Outside
/// cargo (or with `--no-build`) does nothing. (The benchmark tool builds the same way.)
pub(crate) fn build(ids: &[&str], no_build: bool) -> Result<(), String> {
    let Some(cargo) = std::env::var_os("CARGO") else {
        return Ok(());
    };
    if no_build || ids.is_empty() {
        return Ok(());
    }
    let dir = binary_dir();
    let mut cmd = Command::new(cargo);
    cmd.arg("build").current_dir(env!("CARGO_MANIFEST_DIR"));
    match dir.file_name().and_then(|n| n.to_str()) {
        Some("release") => {
            cmd.arg("--release");
        }
        Some("debug") | None => {}
        Some(profile) => {
            cmd.args(["--profile", profile]);
        }
    }
    for id in ids {
        cmd.args(["--bin", id]);
    }
    let status = cmd
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run cargo build: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err("cargo build failed".into())
    }
}

/// Runs the judge with command-line `args` (without the program name); returns the exit
/// status: 0 if everything passed, 1 if a case failed or something could not be judged (a
/// problem without test data or without its binary, a program that cannot be started), 2
/// for a usage error (a non-UTF-8 argument, an unknown option or problem id, a missing
/// `--cmd`). The report goes to stdout under the suite's write contract
/// ([`crate::runtime::cli`]): if its reader goes away the judge ends quietly with status 141.
pub fn cli(args: impl IntoIterator<Item = OsString>) -> i32 {
    let args: Vec<OsString> = args.into_iter().collect();
    if args.first().is_some_and(|a| a == LAUNCH) {
        return launcher_main(&args[1..]);
    }
    launch_with_self();
    let env = Lang::from_env();
    let usage_error = |lang: Lang, e: String| {
        cli::print_error(&msg!("tool-see-help", what = e, tool = "judge").render(lang));
        cli::EXIT_USAGE
    };
    let (lang, args) = match cli::lang_and_text_args(args) {
        Ok(a) => a,
        Err(e) => return usage_error(env, e),
    };
    if args.iter().any(|a| a == "-h" || a == "--help") {
        cli::print(&format!("{}\n", usage(lang)));
        return 0;
    }
    let o = match parse_args_in(lang, args) {
        Ok(o) => o,
        Err(e) => return usage_error(lang, e),
    };
    kill_running_program_on_interrupt();
    let mut out = Output::stdout();
    let result = if let Some(id) = &o.stress {
        let problem = crate::tools::problems::find(id).expect("checked");
        let test = StressTest {
            problem,
            user: Program::Shell(o.cmd.clone().expect("checked")),
            reference: reference(id),
            comparison: o.comparison,
            cases: o.cases,
            seed: o.seed,
            overrides: o.overrides,
        };
        build(&[id], o.no_build).and_then(|()| test.run(&mut out))
    } else {
        let problems: Vec<&Problem> = if o.ids.is_empty() {
            PROBLEMS.iter().collect()
        } else {
            o.ids
                .iter()
                .map(|id| crate::tools::problems::find(id).expect("checked"))
                .collect()
        };
        let to_build: Vec<&str> = match o.cmd {
            Some(_) => Vec::new(),
            None => problems.iter().map(|p| p.id).collect(),
        };
        build(&to_build, o.no_build).and_then(|()| {
            let program_for = |p: &Problem| match &o.cmd {
                Some(c) => Program::Shell(c.clone()),
                None => reference(p.id),
            };
            judge_problems(
                &problems,
                program_for,
                &o.testdata,
                o.comparison,
                o.overrides,
                &mut out,
            )
        })
    };
    match result {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(e) => {
            drop(out);
            cli::print_error(&e);
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn args_are_checked() {
        let p = |a: &[&str]| parse_args(a.iter().map(|s| s.to_string()));
        assert!(p(&["nope"]).unwrap_err().contains("unknown problem"));
        assert!(p(&["--cmd", "x"]).is_err());
        assert!(p(&["--stress", "poj1704"]).is_err());
        assert!(p(&["--stress", "poj1704", "--cmd", "x", "poj1704"]).is_err());
        assert!(p(&["--bogus"]).is_err());
        let o = p(&[
            "--stress=poj1704",
            "--cmd=./a",
            "--cases",
            "5",
            "--seed",
            "9",
            "--lenient",
        ])
        .unwrap();
        assert_eq!((o.cases, o.seed), (5, 9));
        assert_eq!(o.stress.as_deref(), Some("poj1704"));
        assert_eq!(o.comparison, Comparison::Lenient);
        assert_eq!(p(&[]).unwrap().comparison, Comparison::Strict);
        let o = p(&["--tle", "2.5", "--mle=256", "--cmd", "x", "poj1704"]).unwrap();
        assert_eq!(
            o.overrides,
            Overrides {
                time: Some(std::time::Duration::from_millis(2500)),
                memory_mib: Some(256)
            }
        );
        assert_eq!(
            p(&["--tle", "0.0001"]).unwrap_err(),
            "--tle `0.0001` is finer than a millisecond (at most three decimals)"
        );
        assert_eq!(
            p(&["--tle", "3601"]).unwrap_err(),
            "--tle `3601` is too large (at most 3600 seconds)"
        );
        assert_eq!(
            p(&["--mle", "0"]).unwrap_err(),
            "--mle 0 is too small (at least 1)"
        );
        assert_eq!(
            p(&["--mle", "1.5"]).unwrap_err(),
            "--mle `1.5` is not a whole number"
        );
    }

    /// Numbers in arguments: what was expected, in words, and never "not a number" for a
    /// number that is merely too large.
    #[test]
    fn number_messages_say_what_was_expected() {
        let e = |a: &[&str]| parse_args(a.iter().map(|s| s.to_string())).unwrap_err();
        assert_eq!(
            e(&["--seed", "18446744073709551616"]),
            "--seed `18446744073709551616` is too large (at most 2^64 − 1)"
        );
        assert_eq!(e(&["--seed", "-1"]), "--seed `-1` is not a whole number");
        assert_eq!(e(&["--cases", "0"]), "--cases 0 is too small (at least 1)");
        assert_eq!(e(&["--cases", "x"]), "--cases `x` is not a whole number");
        assert_eq!(e(&["--cases"]), "--cases needs a value");
        assert_eq!(
            e(&["--bo\ngus"]),
            "unknown option `--bo\\ngus`",
            "a bad token is quoted on one line"
        );
        let s = "18446744073709551615";
        assert_eq!(
            parse_args(["--seed", s].map(String::from)).unwrap().seed,
            u64::MAX
        );
    }
}
