//! Single-file submissions in `submit/`: fresh, small, compiling on their own, passing the
//! same test data as the binaries, and made of exactly the modules they need.

mod common;

use common::{run_bin, testdata_dir};
use grundy::tools::bundle::{Bundle, Flavour, bundle, crate_root, output_path};
use grundy::tools::judge::{Comparison, Limits, Program, Verdict, cases_in, judge_output, run};
use grundy::tools::problems::{PROBLEMS, Problem};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const FLAVOURS: [Flavour; 2] = [Flavour::Default, Flavour::StdOnly];

/// Judges accept far more, but a submission this large would mean the bundler pulled in
/// too much.
const MAX_BYTES: usize = 64 * 1024;

fn flavour_name(f: Flavour) -> &'static str {
    match f {
        Flavour::Default => "default",
        Flavour::StdOnly => "std-only",
    }
}

fn fresh(p: &Problem, f: Flavour) -> Bundle {
    bundle(&crate_root(), p.id, f, Some(p)).unwrap_or_else(|e| panic!("{} {f:?}: {e}", p.id))
}

#[test]
fn submit_files_are_fresh_and_small() {
    let root = crate_root();
    let mut expected_files = Vec::new();
    for p in PROBLEMS {
        for f in FLAVOURS {
            let b = fresh(p, f);
            let path = output_path(&root, p.id, f);
            let on_disk = std::fs::read_to_string(&path).unwrap_or_else(|e| {
                panic!(
                    "{}: {e}; run `cargo run --release --bin bundle -- --all`",
                    path.display()
                )
            });
            assert!(
                on_disk == b.text,
                "{} is stale: run `cargo run --release --bin bundle -- --all`",
                path.display()
            );
            assert!(
                b.text.len() < MAX_BYTES,
                "{}: {} bytes",
                path.display(),
                b.text.len()
            );
            println!(
                "{:<40} {:>6} bytes  modules: {}",
                path.strip_prefix(&root).unwrap().display(),
                b.text.len(),
                b.modules.join(", ")
            );
            expected_files.push(path);
        }
    }
    // Nothing else in submit/: no file of a problem that left the table.
    for dir in [root.join("submit"), root.join("submit/std")] {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() && path.extension().is_some_and(|e| e == "rs") {
                assert!(
                    expected_files.contains(&path),
                    "stray file {}",
                    path.display()
                );
            }
        }
    }
}

/// Newest `lib<name>-*.rlib` in `deps`.
fn rlib(deps: &Path, name: &str) -> PathBuf {
    let prefix = format!("lib{name}-");
    std::fs::read_dir(deps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let f = p.file_name().unwrap().to_string_lossy();
            f.starts_with(&prefix) && f.ends_with(".rlib")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .unwrap_or_else(|| panic!("no {prefix}*.rlib in {}", deps.display()))
}

/// Compiles a bundle on its own: plain `rustc` for std-only, and with only the three
/// allowed crates (from cargo's own build) for the default flavour.
fn compile(source: &Path, exe: &Path, f: Flavour) -> Result<(), String> {
    let mut cmd = Command::new("rustc");
    cmd.args(["--edition", "2024", "-O", "--crate-type", "bin", "-o"])
        .arg(exe)
        .arg(source);
    if f == Flavour::Default {
        // The test executable lives in target/<profile>/deps with the crates' rlibs.
        let deps = std::env::current_exe()
            .unwrap()
            .parent()
            .unwrap()
            .to_path_buf();
        cmd.arg("-L").arg(format!("dependency={}", deps.display()));
        for name in ["proconio", "itertools", "rustc_hash"] {
            cmd.arg("--extern")
                .arg(format!("{name}={}", rlib(&deps, name).display()));
        }
    }
    let out = cmd.output().map_err(|e| format!("rustc: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Runs the compiled bundle on every case of the problem, and on truncated inputs next to
/// the binary (same stdout, stderr and exit status).
fn check_compiled(p: &Problem, exe: &Path) -> Result<usize, String> {
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
        for cut in [0, input.len() / 2] {
            let bad = &input[..cut];
            let ours = run_bin(p.id, bad);
            let theirs = run(&program, bad, limits.time).map_err(|e| e.to_string())?;
            let same = ours.status.code()
                == match theirs.exit {
                    grundy::tools::judge::Exit::Code(c) => Some(c),
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

#[test]
fn every_bundle_compiles_alone_and_passes_the_test_data() {
    let root = crate_root();
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    let jobs: Vec<(&Problem, Flavour)> = PROBLEMS
        .iter()
        .flat_map(|p| FLAVOURS.map(|f| (p, f)))
        .collect();
    let next = Mutex::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(4);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let k = {
                        let mut n = next.lock().unwrap();
                        *n += 1;
                        *n - 1
                    };
                    let Some(&(p, f)) = jobs.get(k) else { break };
                    let dir = out_dir.join(flavour_name(f));
                    std::fs::create_dir_all(&dir).unwrap();
                    let exe = dir.join(p.id);
                    let t = Instant::now();
                    let result = compile(&output_path(&root, p.id, f), &exe, f)
                        .map_err(|e| format!("does not compile:\n{e}"))
                        .and_then(|()| check_compiled(p, &exe));
                    match result {
                        Ok(n) => println!(
                            "{} {}: compiled and passed {n} cases in {:.1} s",
                            p.id,
                            flavour_name(f),
                            t.elapsed().as_secs_f64()
                        ),
                        Err(e) => failures.lock().unwrap().push(format!(
                            "{} {}: {e}",
                            p.id,
                            flavour_name(f)
                        )),
                    }
                }
            });
        }
    });
    println!(
        "{} bundles in {:.1} s",
        jobs.len(),
        start.elapsed().as_secs_f64()
    );
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn bundles_hold_only_modules_something_uses() {
    for p in PROBLEMS {
        for f in FLAVOURS {
            let b = fresh(p, f);
            for m in &b.modules {
                // Remove the module's own body, then look for a use of it elsewhere.
                let own = format!("mod {m} {{");
                let start = b.text.find(&own).unwrap();
                let body_end = b.text[start..]
                    .find("\n}\n")
                    .map_or(b.text.len(), |e| start + e);
                let rest = format!("{}{}", &b.text[..start], &b.text[body_end..]);
                let used = rest.contains(&format!("crate::{m}::"))
                    || rest.contains(&format!("crate::{m}}}"))
                    || rest.contains(&format!("crate::{m};"));
                assert!(
                    used,
                    "{} {f:?}: module {m} is inlined but nothing uses it",
                    p.id
                );
            }
            assert!(
                !b.modules
                    .iter()
                    .any(|m| m == "judge" || m == "bundle" || m == "problems")
            );
            assert_eq!(
                b.modules.iter().any(|m| m == "std_input"),
                f == Flavour::StdOnly,
                "{} {f:?}: std_input is for the std-only flavour only",
                p.id
            );
            if f == Flavour::StdOnly {
                assert!(
                    !b.text.contains("proconio::"),
                    "{} still uses proconio",
                    p.id
                );
            }
        }
    }
    // The worked example, exactly.
    let p = grundy::tools::problems::find("poj1704").unwrap();
    assert_eq!(
        fresh(p, Flavour::Default).modules,
        ["input", "output", "staircase"]
    );
    assert_eq!(
        fresh(p, Flavour::StdOnly).modules,
        ["input", "output", "staircase", "std_hash", "std_input"]
    );
}

/// A made-up crate: the binary uses `a` and a macro of `m`; `a` uses `b` in code, `c` only
/// in a doc comment, a string and a comment, and `d` only in its unit tests.
fn synthetic_crate(name: &str) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let files = [
        (
            "src/lib.rs",
            "//! doc\npub mod a;\npub mod b;\npub mod c;\npub mod d;\npub mod m;\n",
        ),
        (
            "src/a.rs",
            "//! See [`crate::c`].\n/// Uses `crate::c::f`.\npub fn f() -> u32 {\n    // crate::c::f() would be wrong here\n    let _s = \"crate::c::f\";\n    crate::b::g() + 1\n}\n\n#[cfg(test)]\nmod tests {\n    use crate::d::h;\n    #[test]\n    fn t() {\n        assert_eq!(h(), 0);\n    }\n}\n",
        ),
        ("src/b.rs", "/// Two.\npub fn g() -> u32 {\n    2\n}\n"),
        ("src/c.rs", "pub fn f() -> u32 {\n    3\n}\n"),
        ("src/d.rs", "pub fn h() -> u32 {\n    0\n}\n"),
        (
            "src/m.rs",
            "#[macro_export]\nmacro_rules! twice {\n    ($e:expr) => {\n        2 * $e\n    };\n}\n",
        ),
        (
            "src/bin/demo.rs",
            "//! Demo.\nuse grundy::{a::f};\n\nfn main() {\n    println!(\"{}\", grundy::twice!(f()));\n}\n",
        ),
    ];
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    root
}

#[test]
fn closure_follows_code_paths_only() {
    let root = synthetic_crate("synthetic-closure");
    let b = bundle(&root, "demo", Flavour::Default, None).unwrap();
    assert_eq!(b.modules, ["a", "b", "m"]);
    assert!(!b.text.contains("fn h()") && !b.text.contains("#[cfg(test)]"));
    assert!(!b.text.contains("/// ") && !b.text.contains("//!"));
    assert!(
        b.text.contains("// crate::c::f() would be wrong here"),
        "plain comments stay"
    );
    assert!(b.text.contains("use crate::a::f;") || b.text.contains("use crate::a::{f};"));
    assert!(b.text.starts_with("// `demo`: single-file submission.\n"));
    let exe = root.join("demo");
    let src = root.join("demo-bundle.rs");
    std::fs::write(&src, &b.text).unwrap();
    compile(&src, &exe, Flavour::StdOnly).unwrap();
    let out = Command::new(&exe).output().unwrap();
    assert_eq!(out.stdout, b"6\n");
}

#[test]
fn std_only_replaces_rustc_hash_and_refuses_other_crates() {
    let root = synthetic_crate("synthetic-crates");
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).unwrap();
    if !lib.contains("pub mod e;") {
        let more = "pub mod e;\npub mod std_hash;\n";
        std::fs::write(root.join("src/lib.rs"), format!("{lib}{more}")).unwrap();
    }
    // rustc-hash has a std stand-in, inlined from the real library; itertools has none.
    std::fs::copy(
        crate_root().join("src/std_hash.rs"),
        root.join("src/std_hash.rs"),
    )
    .unwrap();
    let files = [
        (
            "src/e.rs",
            "pub fn n() -> String {\n    itertools::join([1, 2], \" \")\n}\n",
        ),
        ("src/bin/joiny.rs", "fn main() {\n    grundy::e::n();\n}\n"),
        (
            "src/bin/fx.rs",
            "use rustc_hash::FxHashMap;\n\nfn main() {\n    let mut m = FxHashMap::default();\n    m.insert(1u8, 2u8);\n    println!(\"{}\", m[&1]);\n}\n",
        ),
        (
            "src/bin/lost.rs",
            "fn main() {\n    grundy::nowhere::x();\n}\n",
        ),
    ];
    for (path, text) in files {
        std::fs::write(root.join(path), text).unwrap();
    }
    let b = bundle(&root, "fx", Flavour::StdOnly, None).unwrap();
    assert_eq!(b.modules, ["std_hash"]);
    assert!(
        b.text.contains("use crate::std_hash::FxHashMap;"),
        "{}",
        b.text
    );
    let (src, exe) = (root.join("fx-bundle.rs"), root.join("fx"));
    std::fs::write(&src, &b.text).unwrap();
    compile(&src, &exe, Flavour::StdOnly).unwrap();
    assert_eq!(Command::new(&exe).output().unwrap().stdout, b"2\n");
    assert_eq!(
        bundle(&root, "fx", Flavour::Default, None)
            .unwrap()
            .modules
            .len(),
        0
    );

    let b = bundle(&root, "joiny", Flavour::Default, None).unwrap();
    assert_eq!(b.modules, ["e"]);
    let e = bundle(&root, "joiny", Flavour::StdOnly, None).unwrap_err();
    assert!(e.contains("src/e.rs uses the crate(s) itertools"), "{e}");
    let e = bundle(&root, "lost", Flavour::Default, None).unwrap_err();
    assert!(e.contains("`crate::nowhere`"), "{e}");
}
