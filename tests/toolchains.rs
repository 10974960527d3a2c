//! The toolchains the submissions and the crate claim, each shown by building with it:
//!
//! * every std-only file of `submit/std/` builds with the oldest Rust the headers name
//!   ([`OLDEST_RUST`], Debian's `rustc-web` 1.85) in edition 2021 and 2024, and passes the
//!   test data;
//! * every default-flavour file of `submit/` builds against exactly AtCoder's crate
//!   versions ([`ATCODER_CRATES`]) with the toolchain at hand and passes the test data, and
//!   builds against them with the oldest Rust too, in both editions;
//! * `rust-version` in `Cargo.toml` is what the crate's dependencies declare they need;
//! * `cargo bench` runs only the benchmarks.
//!
//! The oldest compiler is looked for at `/usr/bin/rustc` (where `apt-get install rustc-web
//! cargo-web` puts it, with its `cargo` beside it), or at `$GRUNDY_OLD_RUSTC`. When the
//! environment variable `CI` is set (as `.ci/run` runs), it is required; on a developer
//! machine without it, its tests say on stderr that they were skipped and how to run them.
//! AtCoder's crates are fetched from crates.io by cargo the first time (offline, cargo's
//! cache is used); if they cannot be had, the same rule applies.

mod common;

use common::submissions::{Rustc, check_compiled, failures_in_parallel};
use grundy::tools::bundle::{CRATE_VERSIONS, Flavour, OLDEST_RUST, crate_root, output_path};
use grundy::tools::problems::{ATCODER_CRATES, ATCODER_RUST, PROBLEMS, Problem};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Skips `test` (or fails it under CI), see [`common::skip`].
fn skip(test: &str, why: &str, how: &str) {
    common::skip::skip("toolchains", test, why, how);
}

/// The oldest toolchain is missing: under CI that fails, unless `.ci/run` found that
/// Debian's archive no longer has the pinned packages and said so in
/// `GRUNDY_OLD_RUST_GONE`; then the test is not checked, and says so on stderr (as
/// `.ci/run` does at the start and the end of its output) rather than refusing every
/// submission for a package the archive dropped.
fn skip_oldest(test: &str, why: &str) {
    match std::env::var("GRUNDY_OLD_RUST_GONE") {
        Ok(gone) if !gone.is_empty() => {
            let _ = writeln!(
                std::io::stderr(),
                "\ntoolchains: NOT CHECKED {test}: {why}; {gone}"
            );
        }
        _ => skip(test, why, GET_OLDEST),
    }
}

/// How to get the oldest toolchain, for [`skip`]: the exact packages `.ci/run` pins.
const GET_OLDEST: &str = "install Debian's rustc-web and cargo-web at version 1.85 (`bash .ci/run` \
                          does, pinned: `apt-get install rustc-web=1.85.0+dfsg3-1~deb12u3 \
                          cargo-web=1.85.0+dfsg3-1~deb12u3 …`), or set GRUNDY_OLD_RUSTC to a \
                          rustc of that version with its cargo beside it";

/// How to get AtCoder's crates, for [`skip`].
const GET_CRATES: &str = "let cargo reach crates.io once (it keeps the crates in its cache)";

/// `program --version`, if it runs.
fn version_of(program: &Path) -> Option<String> {
    let out = Command::new(program).arg("--version").output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The oldest toolchain the headers claim: a `rustc` of version [`OLDEST_RUST`] and the
/// `cargo` beside it, or why there is none.
fn oldest_toolchain() -> Result<(PathBuf, PathBuf), String> {
    let rustc = std::env::var_os("GRUNDY_OLD_RUSTC")
        .map_or_else(|| PathBuf::from("/usr/bin/rustc"), PathBuf::from);
    let cargo = rustc.with_file_name("cargo");
    let want = |tool: &str| format!("{tool} {OLDEST_RUST}.");
    match (version_of(&rustc), version_of(&cargo)) {
        (Some(r), Some(c)) if r.starts_with(&want("rustc")) && c.starts_with(&want("cargo")) => {
            Ok((rustc, cargo))
        }
        (r, c) => Err(format!(
            "no Rust {OLDEST_RUST} at {} ({}) with {} ({})",
            rustc.display(),
            r.unwrap_or_else(|| "not found".into()),
            cargo.display(),
            c.unwrap_or_else(|| "not found".into())
        )),
    }
}

/// Scratch space of these tests.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("toolchains")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Builds AtCoder's crate versions ([`ATCODER_CRATES`]) with `cargo` (and `rustc`, if
/// given) in a scratch crate of its own, `tag` naming it; returns the `deps/` directory of
/// their rlibs, or why they could not be had (cargo's last lines). Cargo's cache is tried
/// first, then crates.io.
fn atcoder_crates(tag: &str, cargo: &Path, rustc: Option<&Path>) -> Result<PathBuf, String> {
    let dir = scratch(&format!("atcoder-crates-{tag}"));
    let deps: String = ATCODER_CRATES
        .iter()
        .map(|(name, version)| format!("{name} = \"={version}\"\n"))
        .collect();
    let manifest = format!(
        "[package]\nname = \"atcoder-crates\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\
         publish = false\n\n[dependencies]\n{deps}"
    );
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::fs::write(dir.join("src/lib.rs"), "").unwrap();
    let build = |offline: bool| {
        let mut cmd = Command::new(cargo);
        cmd.current_dir(&dir)
            .args(["build", "--release", "--quiet", "--target-dir", "target"])
            .args(offline.then_some("--offline"));
        for var in [
            "CARGO_TARGET_DIR",
            "CARGO_BUILD_TARGET_DIR",
            "RUSTFLAGS",
            "CARGO_ENCODED_RUSTFLAGS",
            "RUSTC_WRAPPER",
        ] {
            cmd.env_remove(var);
        }
        if let Some(rustc) = rustc {
            // Debian's cargo is no rustup proxy: without this it would run the first rustc
            // in PATH, rustup's.
            cmd.env("RUSTC", rustc).env_remove("RUSTUP_TOOLCHAIN");
        }
        cmd.output()
    };
    let out = match build(true) {
        Ok(out) if out.status.success() => out,
        _ => build(false).map_err(|e| format!("cannot run {}: {e}", cargo.display()))?,
    };
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let tail: Vec<&str> = err.lines().rev().take(4).collect();
        return Err(format!(
            "cargo could not build AtCoder's crate versions: {}",
            tail.into_iter().rev().collect::<Vec<_>>().join(" / ")
        ));
    }
    Ok(dir.join("target/release/deps"))
}

/// The current toolchain's cargo: the one running these tests.
fn current_cargo() -> PathBuf {
    std::env::var_os("CARGO").map_or_else(|| PathBuf::from("cargo"), PathBuf::from)
}

/// Every problem with its file in `flavour`.
fn files(flavour: Flavour) -> Vec<(&'static Problem, PathBuf)> {
    PROBLEMS
        .iter()
        .map(|p| (p, output_path(&crate_root(), p.id, flavour)))
        .collect()
}

/// Runs `work` (problem, its file in `flavour`, a scratch directory) on every problem in
/// parallel; test `test` fails with every failure, each named `problem flavour, how`.
fn on_every_file(
    test: &str,
    flavour: Flavour,
    how: &str,
    work: impl Fn(&Problem, &Path, &Path) -> Result<String, String> + Sync,
) {
    let dir = scratch(test);
    let start = Instant::now();
    let name = match flavour {
        Flavour::Default => "default",
        Flavour::StdOnly => "std-only",
    };
    let failures = failures_in_parallel(
        &files(flavour),
        |(p, _)| format!("{} {name}, {how}", p.id),
        |(p, source)| work(p, source, &dir),
    );
    println!("{test}: {:.1} s", start.elapsed().as_secs_f64());
    assert!(failures.is_empty(), "{test}:\n{}", failures.join("\n\n"));
}

#[test]
fn std_only_files_build_with_the_oldest_rust_and_pass_the_test_data() {
    let test = "std_only_files_build_with_the_oldest_rust_and_pass_the_test_data";
    let rustc = match oldest_toolchain() {
        Ok((rustc, _)) => rustc,
        Err(why) => return skip_oldest(test, &why),
    };
    let how = format!("rustc {OLDEST_RUST}");
    on_every_file(test, Flavour::StdOnly, &how, |p, source, dir| {
        // Edition 2021 built and run (Luogu's edition), 2024 checked.
        let exe = dir.join(p.id);
        let build = |edition| Rustc {
            rustc: rustc.clone(),
            edition,
            deps: None,
        };
        build("2021")
            .build(source, &exe)
            .map_err(|e| format!("does not build in edition 2021:\n{e}"))?;
        build("2024")
            .check(source, &dir.join(format!("{}.rmeta", p.id)))
            .map_err(|e| format!("does not build in edition 2024:\n{e}"))?;
        // The error contract on truncated inputs is `tests/bundle.rs`'s.
        let n = check_compiled(p, &exe, false)?;
        Ok(format!(
            "builds in editions 2021 and 2024, passes {n} cases"
        ))
    });
}

#[test]
fn default_files_build_with_atcoders_crate_versions_and_pass_the_test_data() {
    let test = "default_files_build_with_atcoders_crate_versions_and_pass_the_test_data";
    let deps = match atcoder_crates("current", &current_cargo(), None) {
        Ok(deps) => deps,
        Err(why) => return skip(test, &why, GET_CRATES),
    };
    // AtCoder's edition, with the toolchain at hand (AtCoder's 1.89 is between it and the
    // oldest one, checked below).
    let rustc = Rustc {
        rustc: PathBuf::from("rustc"),
        edition: "2024",
        deps: Some(deps),
    };
    on_every_file(
        test,
        Flavour::Default,
        "AtCoder's crates",
        |p, source, dir| {
            let exe = dir.join(p.id);
            rustc
                .build(source, &exe)
                .map_err(|e| format!("does not build:\n{e}"))?;
            // The error contract on truncated inputs is `tests/bundle.rs`'s.
            let n = check_compiled(p, &exe, false)?;
            Ok(format!("builds, passes {n} cases"))
        },
    );
}

#[test]
fn default_files_build_with_the_oldest_rust_and_atcoders_crate_versions() {
    let test = "default_files_build_with_the_oldest_rust_and_atcoders_crate_versions";
    let (rustc, cargo) = match oldest_toolchain() {
        Ok(pair) => pair,
        Err(why) => return skip_oldest(test, &why),
    };
    let deps = match atcoder_crates("oldest", &cargo, Some(&rustc)) {
        Ok(deps) => deps,
        Err(why) => return skip(test, &why, GET_CRATES),
    };
    let how = format!("rustc {OLDEST_RUST}, AtCoder's crates");
    on_every_file(test, Flavour::Default, &how, |p, source, dir| {
        for edition in ["2021", "2024"] {
            let check = Rustc {
                rustc: rustc.clone(),
                edition,
                deps: Some(deps.clone()),
            };
            check
                .check(source, &dir.join(format!("{}-{edition}.rmeta", p.id)))
                .map_err(|e| format!("does not build in edition {edition}:\n{e}"))?;
        }
        Ok("builds in editions 2021 and 2024".into())
    });
}

/// `major.minor` of a version `major.minor.patch`.
fn minor(version: &str) -> &str {
    version.rsplit_once('.').map_or(version, |(mm, _)| mm)
}

/// The headers' crate claims name the versions the tests build with: AtCoder's (above) and
/// this crate's own, from `Cargo.lock` (`tests/bundle.rs`).
#[test]
fn headers_name_the_crate_versions_the_tests_build_with() {
    let lock = std::fs::read_to_string(crate_root().join("Cargo.lock")).unwrap();
    let locked = |name: &str| {
        let at = lock
            .find(&format!("name = \"{name}\"\nversion = \""))
            .unwrap_or_else(|| panic!("{name} is not in Cargo.lock"));
        let rest = &lock[at..];
        let v = rest.split('"').nth(3).unwrap();
        v.to_string()
    };
    let mut atcoder_text = Vec::new();
    for ((path_name, claim), (name, atcoder)) in CRATE_VERSIONS.iter().zip(ATCODER_CRATES) {
        assert_eq!(path_name.replace('_', "-"), name);
        assert!(
            claim.starts_with(&format!("{name} ")),
            "{claim} names {name} first"
        );
        for version in [atcoder.to_string(), locked(name)] {
            assert!(
                claim.contains(&format!(" {}", minor(&version))),
                "`{claim}` does not name {name} {version}, which the tests build with"
            );
        }
        atcoder_text.push(format!("{name} {atcoder}"));
    }
    assert_eq!(ATCODER_RUST.crates_text, atcoder_text.join(", "));
}

/// `rust-version` is the crate's real minimum: the largest any dependency declares (the
/// crate's own code uses nothing newer: clippy's `incompatible_msrv` lint, on by default,
/// checks every use of the standard library against it).
#[test]
fn rust_version_is_what_the_dependencies_need() {
    let manifest = std::fs::read_to_string(crate_root().join("Cargo.toml")).unwrap();
    let ours = manifest
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = \""))
        .and_then(|l| l.strip_suffix('"'))
        .expect("Cargo.toml declares rust-version");
    let host = Command::new("rustc").arg("-vV").output().unwrap();
    let host = String::from_utf8(host.stdout).unwrap();
    let host = host
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc -vV names the host");
    // This platform's packages only: cargo's cache has them, offline.
    let out = Command::new(current_cargo())
        .current_dir(crate_root())
        .args(["metadata", "--format-version", "1", "--offline"])
        .args(["--filter-platform", host])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = String::from_utf8(out.stdout).unwrap();
    // Each normal dependency's declared minimum: its package object, found by its id
    // (`"id":"registry+…#proconio@0.6.0"`), ends with `"rust_version":"1.89.0"` or `null`.
    let mut needs = Vec::new();
    for line in manifest
        .split("[dependencies]")
        .nth(1)
        .unwrap()
        .split("\n[")
        .next()
        .unwrap()
        .lines()
    {
        let Some((name, _)) = line.split_once(" = ") else {
            continue;
        };
        let at = json
            .find(&format!("crates.io-index#{name}@"))
            .unwrap_or_else(|| panic!("{name} is not in cargo metadata"));
        let rest = &json[at..];
        let value = rest
            .split("\"rust_version\":")
            .nth(1)
            .expect("every package has a rust_version");
        let declared = value
            .strip_prefix('"')
            .map(|v| v.split('"').next().unwrap().to_string());
        needs.push((name.to_string(), declared));
    }
    let version = |v: &str| -> Vec<u32> { v.split('.').map(|x| x.parse().unwrap()).collect() };
    let (needer, most) = needs
        .iter()
        .filter_map(|(n, v)| v.as_ref().map(|v| (n, v)))
        .max_by_key(|(_, v)| version(v))
        .expect("some dependency declares a minimum");
    assert_eq!(
        version(ours),
        version(minor(most)),
        "rust-version {ours}, but {needer} needs {most} ({needs:?})"
    );
    assert!(
        version(ours) > version(OLDEST_RUST),
        "the crate needs more than its bundles"
    );
}

/// `cargo bench` runs the benchmarks only: the library and every binary and integration
/// test are listed in `Cargo.toml` with `bench = false` (otherwise cargo runs their tests
/// in bench mode and prints each as "ignored").
#[test]
fn cargo_bench_runs_only_the_benchmarks() {
    let root = crate_root();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    assert!(manifest.contains("[lib]\nbench = false\n"));
    for dir in ["src/bin", "tests"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            if let Some(stem) = name.strip_suffix(".rs") {
                assert!(
                    manifest.contains(&format!("{{ name = \"{stem}\", bench = false }}")),
                    "{dir}/{name} is not listed with bench = false in Cargo.toml"
                );
            }
        }
    }
}

/// `.ci/run` pins Debian's packages of the oldest Rust the headers claim, and the advice
/// that a skipped test gives names the same version.
#[test]
fn ci_pins_the_oldest_rust() {
    let ci = std::fs::read_to_string(crate_root().join(".ci/run")).unwrap();
    let pinned = ci
        .lines()
        .find_map(|l| l.strip_prefix("OLD_RUST_DEB='"))
        .and_then(|v| v.strip_suffix('\''))
        .expect(".ci/run sets OLD_RUST_DEB='…'");
    assert!(pinned.starts_with(&format!("{OLDEST_RUST}.")), "{pinned}");
    assert!(
        GET_OLDEST.contains(&format!("rustc-web={pinned}")),
        "{GET_OLDEST}"
    );
    assert!(ci.contains("GRUNDY_OLD_RUST_GONE") && ci.contains("--allow-downgrades"));
}

/// Runs `.ci/apt.sh`'s `apt_get ARGS` with a stand-in `apt-get` first on the `PATH`: a
/// script that fails `locked` times with apt's lock message (or, with `other`, once with
/// another error), then succeeds, counting its calls. Returns the exit status, the calls,
/// the arguments of the last call and what the function said on stderr.
fn apt_get_with_stand_in(
    locked: u32,
    other: bool,
    wait: u32,
) -> (Option<i32>, u32, String, String) {
    let dir = common::TempDir::new(&format!("apt-stand-in-{locked}-{other}-{wait}"));
    let script = format!(
        "#!/bin/sh\n\
         n=$(cat '{count}' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '{count}'\n\
         echo \"$*\" > '{args}'\n\
         if [ {other} = true ]; then echo 'E: Unable to locate package nothing-here'; exit 100; fi\n\
         if [ $n -le {locked} ]; then\n\
           echo 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 1 (apt-get)'\n\
           echo 'E: Unable to lock directory /var/lib/apt/lists/'; exit 100\n\
         fi\n\
         echo done\n",
        count = dir.join("count").display(),
        args = dir.join("args").display(),
    );
    let stand_in = dir.join("apt-get");
    std::fs::write(&stand_in, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&stand_in, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("bash")
        .arg("-c")
        .arg(". .ci/apt.sh && apt_get update -qq")
        .current_dir(crate_root())
        .env("PATH", path)
        .env("APT_LOCK_WAIT", wait.to_string())
        .output()
        .unwrap();
    let calls = std::fs::read_to_string(dir.join("count")).map_or(0, |c| c.trim().parse().unwrap());
    let args = std::fs::read_to_string(dir.join("args")).unwrap_or_default();
    (
        out.status.code(),
        calls,
        args,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `.ci/run` waits for another package manager's lock instead of failing at once: apt is
/// told to wait for dpkg's lock, and a lock that apt does not wait for (`apt-get update`'s)
/// is asked for again until it is free; any other failure, and a lock held past the wait,
/// fail.
#[test]
fn ci_waits_for_the_package_managers_lock() {
    let ci = std::fs::read_to_string(crate_root().join(".ci/run")).unwrap();
    assert!(ci.contains(". .ci/apt.sh"), "{ci}");
    for line in ci.lines().filter(|l| l.contains("apt-get ")) {
        assert!(
            line.trim_start().starts_with('#'),
            "apt-get without apt_get: {line}"
        );
    }
    // Locked twice, then free: three calls, success, the lock timeout passed on.
    let (code, calls, args, said) = apt_get_with_stand_in(2, false, 60);
    assert_eq!((code, calls), (Some(0), 3), "{said}");
    assert!(
        args.contains("DPkg::Lock::Timeout=60") && args.contains("update -qq"),
        "{args}"
    );
    assert!(
        said.contains("waiting for another package manager"),
        "{said}"
    );
    // Another error is final at once.
    let (code, calls, _, said) = apt_get_with_stand_in(0, true, 60);
    assert_eq!((code, calls), (Some(100), 1), "{said}");
    assert!(said.contains("Unable to locate package"), "{said}");
    // A lock held past the wait fails, with apt's own words.
    let started = Instant::now();
    let (code, calls, _, said) = apt_get_with_stand_in(u32::MAX >> 1, false, 2);
    assert_eq!(code, Some(100), "{said}");
    assert!((2..=5).contains(&calls), "{calls} calls");
    assert!(
        started.elapsed().as_secs() < 30 && said.contains("Could not get lock"),
        "{said}"
    );
}
