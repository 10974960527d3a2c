//! Single-file submissions: a problem's binary plus exactly the library modules it needs,
//! in one self-contained source file (`cargo run --release --bin bundle -- <id>`).
//!
//! Judges take one file; our binaries share a library. The bundler reads the sources
//! themselves, with a small Rust tokenizer (enough to tell code from comments, strings and
//! char literals):
//!
//! 1. From the binary and from each library module it strips doc comments (`///`, `//!`,
//!    `/** */`, `/*! */`), every item under `#[cfg(test)]` (the unit-test modules), and
//!    settles every `#[cfg]` that names a crate feature as a build without features would
//!    (a bundle is one file, compiled without features, and a cargo project's `check-cfg`
//!    warns of a feature its manifest does not declare): an item that needs a feature
//!    goes, and a predicate that mentions one loses it (`not(all(x86_64, feature))`:
//!    always true, so the attribute goes and the item stays).
//! 2. It follows paths: `grundy::<name>` in the binary and `crate::<name>` (or `$crate::`)
//!    in modules, including grouped imports `grundy::{a::X, b}`. A `<name>` is a library
//!    module declared in `src/lib.rs`, or a `#[macro_export]` macro, which belongs to the
//!    module defining it. The closure of these paths over the *stripped* sources is the set
//!    of modules to inline, so a module used only by another module's tests stays out.
//!    An `impl` of a crate's trait (`impl proconio::source::Source for Input`) can only be
//!    reached through that trait, so it is bundled only when something else in the bundle
//!    uses the crate (for the std-only flavour: its stand-in module); otherwise it would
//!    pull in a crate or a stand-in that nothing calls.
//! 3. It writes a header, the binary with `grundy::` rewritten to `crate::`, then each
//!    module as `mod <name> { … }` at the crate root, where the modules' own `crate::`
//!    paths stay valid, and formats the result with `rustfmt` at its default settings (no
//!    configuration file found around is read: a bundle is the same wherever it is made).
//! 4. It writes `submit/<id>.rs` as a new file renamed over the old one
//!    ([`crate::runtime::replace`]), never through a link: an old name that was a symbolic
//!    or hard link is replaced, and what it pointed at keeps its text (the tool says so);
//!    when `submit/` or `submit/std/` is itself a link to a directory, the tool says where
//!    the files go.
//!
//! Two flavours: [`Flavour::Default`] keeps `proconio`, `itertools` and `rustc-hash`
//! (AtCoder ships them); [`Flavour::StdOnly`] first rewrites every path `proconio::…` to
//! `crate::std_input::…` and `rustc_hash::…` to `crate::std_hash::…`, which pulls in
//! [`crate::std_input`] and [`crate::std_hash`], our std-only mirrors of the parts of those
//! crates the suite uses, and refuses code that uses another crate (`itertools`).

mod command_line;
mod library;
mod rewrite;
mod source;

pub use command_line::{cli, problem_for, problem_for_in, usage};

use crate::tools::problems::{Problem, SubmitAt};
use library::{Library, crate_keys, prepare, read};
use rewrite::{crates_used, rewrite_path_root, split_inner_attributes};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Which crates a bundle may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Flavour {
    /// May use `proconio`, `itertools`, `rustc-hash`: for AtCoder. File `submit/<id>.rs`.
    Default,
    /// Standard library only: for Library Checker, Codeforces and the like.
    /// File `submit/std/<id>.rs`.
    StdOnly,
}

/// Crates a default-flavour bundle may use (their names in paths).
pub const ALLOWED_CRATES: [&str; 3] = ["proconio", "itertools", "rustc_hash"];

/// What the std-only flavour puts in place of each allowed crate (`itertools` has no
/// stand-in: std-only bundles refuse it).
pub const STD_STAND_INS: [(&str, &str); 2] = [
    ("proconio", "crate::std_input"),
    ("rustc_hash", "crate::std_hash"),
];

/// Crates that no bundle may use, as they are not at the judges.
const OTHER_CRATES: [&str; 1] = ["libc"];

/// The oldest Rust every bundle builds with, in edition 2021 and 2024: `tests/toolchains.rs`
/// compiles every file of `submit/` with Debian's rustc 1.85 (package `rustc-web`), the
/// oldest compiler at hand, and runs it on the test data. Edition 2024 itself needs 1.85.
/// The bundled code keeps to what 1.85 has: vector paths are `unsafe fn`s with
/// `#[target_feature]` (safe ones need 1.86) whose intrinsics are called in `unsafe`
/// blocks (safe calls need 1.87), and the AVX-512 kernels, whose intrinsics need 1.89, sit
/// behind the crate feature `avx512`, which bundles leave out.
pub const OLDEST_RUST: &str = "1.85";

/// The versions of each allowed crate (its name in paths, then in words) that the
/// default-flavour files are compiled against by the tests: AtCoder's (`tests/toolchains.rs`,
/// also with rustc [`OLDEST_RUST`]) and this crate's own (`tests/bundle.rs`).
pub const CRATE_VERSIONS: [(&str, &str); 3] = [
    (
        "proconio",
        "proconio 0.5 (AtCoder's) or 0.6 (which needs Rust 1.89)",
    ),
    ("itertools", "itertools 0.14 (AtCoder's) or 0.15"),
    ("rustc_hash", "rustc-hash 2.1"),
];

/// The file of `id`'s bundle in `flavour`, under the crate root `root`.
///
/// ```
/// use grundy::tools::bundle::{output_path, Flavour};
/// use std::path::Path;
/// assert_eq!(output_path(Path::new("."), "poj1704", Flavour::Default), Path::new("./submit/poj1704.rs"));
/// assert_eq!(output_path(Path::new("."), "poj1704", Flavour::StdOnly), Path::new("./submit/std/poj1704.rs"));
/// ```
pub fn output_path(root: &Path, id: &str, flavour: Flavour) -> PathBuf {
    match flavour {
        Flavour::Default => root.join("submit").join(format!("{id}.rs")),
        Flavour::StdOnly => root.join("submit").join("std").join(format!("{id}.rs")),
    }
}

/// The crate root of this suite.
pub fn crate_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

// ---------------------------------------------------------------------------------------
// Tokens

/// A generated submission file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle {
    /// Problem id.
    pub id: String,
    /// Flavour.
    pub flavour: Flavour,
    /// Library modules inlined, sorted.
    pub modules: Vec<String>,
    /// The allowed crates it uses (their names in paths, sorted); none for std-only.
    pub crates: Vec<String>,
    /// The formatted source.
    pub text: String,
}

/// Formats Rust source with `rustfmt` (edition 2024), with its default settings whatever
/// configuration files lie around: rustfmt reading standard input looks for a
/// `rustfmt.toml` in the current directory and its parents and in the user's
/// configuration directory, so a bundle made elsewhere (from another directory, by
/// another user, a test running in a scratch directory) could differ. An empty
/// configuration file, `/dev/null`, is given instead.
///
/// # Errors
/// If rustfmt is missing or rejects the code.
pub fn rustfmt(code: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout", "--quiet"])
        .args(["--config-path", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!("cannot run rustfmt ({e}); install it: rustup component add rustfmt")
        })?;
    let mut stdin = child.stdin.take().expect("piped");
    let data = code.as_bytes().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {e}"))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(format!(
            "rustfmt rejected the bundle:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|_| "rustfmt wrote non-UTF-8".into())
}

/// The header lines of a bundle after the generation notice (without the `// `): its
/// flavour, the oldest Rust and the crate versions it builds with (`crates`: the allowed
/// crates it uses), and where to submit it (from the problem table's [`SubmitAt`]).
fn header_notes(
    id: &str,
    flavour: Flavour,
    crates: &[String],
    problem: Option<&Problem>,
) -> Vec<String> {
    let mut lines = vec![match flavour {
        Flavour::Default => "Flavour: default, may use the crates proconio, itertools and \
                             rustc-hash (as on AtCoder)."
            .to_string(),
        Flavour::StdOnly => "Flavour: std-only, no crate; `std_input` stands in for proconio, \
                             `std_hash` for rustc-hash."
            .to_string(),
    }];
    let uses = if crates.is_empty() {
        "uses no crate".to_string()
    } else {
        "uses ".to_string()
            + &CRATE_VERSIONS
                .iter()
                .filter(|(name, _)| crates.iter().any(|c| c == name))
                .map(|(_, versions)| *versions)
                .collect::<Vec<_>>()
                .join(", ")
    };
    lines.push(format!(
        "Builds with Rust {OLDEST_RUST} or newer, edition 2021 or 2024; {uses}."
    ));
    let Some(p) = problem else {
        return lines;
    };
    match p.submit_at {
        SubmitAt::Nowhere { why, .. } => {
            lines.push(format!("Submit at: nowhere. {}.", capitalised(why)))
        }
        SubmitAt::Judges(venues) => {
            for v in venues {
                let at = format!(
                    "Submit at: {} ({}, {})",
                    v.judge, v.rust.version, v.rust.crates_text
                );
                lines.push(if v.rust.crates || crates.is_empty() {
                    format!("{at}: this file.")
                } else {
                    format!(
                        "{at}: the std-only file {}, not this one (it uses {}).",
                        output_path(Path::new(""), id, Flavour::StdOnly).display(),
                        crates.join(", ").replace('_', "-")
                    )
                });
            }
        }
    }
    lines
}

/// `s` with its first letter in upper case.
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Bundles binary `src/bin/<id>.rs` of the crate at `root` in `flavour`. `problem` (the
/// row of the problem table) names the problem in the header.
///
/// # Errors
/// If a source cannot be read or tokenized, a path names nothing in the library, the
/// std-only flavour meets a crate, or rustfmt fails.
pub fn bundle(
    root: &Path,
    id: &str,
    flavour: Flavour,
    problem: Option<&Problem>,
) -> Result<Bundle, String> {
    let mut lib = Library::new(root, flavour)?;
    let bin_path = root.join("src").join("bin").join(format!("{id}.rs"));
    let bin =
        prepare(&read(&bin_path)?, flavour).map_err(|e| format!("{}: {e}", bin_path.display()))?;
    let bin = rewrite_path_root(&bin, "grundy", "crate")?;
    // Impls of a crate's trait count only once something else uses the crate: start with
    // all of them left out, and put back those of every crate the bundle uses, until that
    // set no longer grows.
    let mut dropped: BTreeSet<String> = crate_keys(flavour).into_iter().collect();
    let (modules, texts, crates) = loop {
        let modules = lib.closure(&bin, "crate", &format!("src/bin/{id}.rs"), &dropped)?;
        let texts: BTreeMap<String, String> = modules
            .iter()
            .map(|m| (m.clone(), lib.text(m, &dropped)))
            .collect();
        let used: BTreeSet<String> = match flavour {
            Flavour::Default => {
                let mut used = BTreeSet::new();
                for text in texts.values().chain([&bin]) {
                    used.extend(crates_used(text, &ALLOWED_CRATES)?);
                }
                used
            }
            Flavour::StdOnly => modules.iter().cloned().collect(),
        };
        let still: BTreeSet<String> = dropped.difference(&used).cloned().collect();
        if still == dropped {
            let crates: Vec<String> = match flavour {
                Flavour::Default => used.into_iter().collect(),
                Flavour::StdOnly => Vec::new(),
            };
            break (modules, texts, crates);
        }
        dropped = still;
    };

    let forbidden: Vec<&str> = match flavour {
        Flavour::Default => OTHER_CRATES.to_vec(),
        Flavour::StdOnly => ALLOWED_CRATES
            .iter()
            .chain(&OTHER_CRATES)
            .copied()
            .collect(),
    };
    let mut sources = vec![(format!("src/bin/{id}.rs"), bin.as_str())];
    sources.extend(
        modules
            .iter()
            .map(|m| (format!("src/{m}.rs"), texts[m].as_str())),
    );
    for (name, text) in &sources {
        let used = crates_used(text, &forbidden)?;
        if !used.is_empty() {
            return Err(format!(
                "{name} uses the crate(s) {}, which the {} flavour cannot include",
                used.join(", "),
                match flavour {
                    Flavour::Default => "default",
                    Flavour::StdOnly => "std-only",
                }
            ));
        }
    }

    let (inner_attrs, bin_body) = split_inner_attributes(&bin)?;
    let mut out = String::new();
    let title = match problem {
        Some(p) => format!("{} {} (judge id `{id}`)", p.judge, p.name),
        None => format!("`{id}`"),
    };
    out.push_str(&format!("// {title}: single-file submission.\n"));
    if let Some(p) = problem {
        out.push_str(&format!(
            "// Judge limits: {} ms, {} MiB.\n",
            p.time_limit_ms, p.memory_limit_mib
        ));
    }
    let flag = match flavour {
        Flavour::Default => "",
        Flavour::StdOnly => "--std-only ",
    };
    out.push_str(&format!(
        "// GENERATED by `cargo run --release --bin bundle -- {flag}{id}` from src/bin/{id}.rs\n"
    ));
    if modules.is_empty() {
        out.push_str("// alone (it uses no library module). Do not edit: regenerate.\n");
    } else {
        out.push_str(&format!(
            "// and the grundy library modules {}. Do not edit: regenerate.\n",
            modules.join(", ")
        ));
    }
    for line in header_notes(id, flavour, &crates, problem) {
        out.push_str(&format!("// {line}\n"));
    }
    if !inner_attrs.is_empty() {
        out.push_str(&inner_attrs);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(bin_body.trim());
    out.push('\n');
    for m in &modules {
        out.push_str(&format!(
            "\n#[allow(dead_code)]\nmod {m} {{\n{}\n}}\n",
            texts[m].trim()
        ));
    }
    let text = rustfmt(&out)?;
    Ok(Bundle {
        id: id.to_string(),
        flavour,
        modules,
        crates,
        text,
    })
}
