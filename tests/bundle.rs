//! Single-file submissions in `submit/`: fresh, small, compiling on their own, passing the
//! same test data as the binaries, and made of exactly the modules they need.

mod common;

use common::submissions::{Rustc, check_compiled, failures_in_parallel};
use grundy::tools::bundle::{Bundle, Flavour, bundle, crate_root, output_path};
use grundy::tools::problems::{PROBLEMS, Problem, SubmitAt};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

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

/// `rustc` for a bundle as a binary crate of edition 2024, the toolchain at hand: plain
/// for std-only, and with only the three allowed crates, at this crate's own versions
/// (from cargo's own build), for the default flavour.
fn rustc_for(f: Flavour) -> Rustc {
    Rustc {
        rustc: PathBuf::from("rustc"),
        edition: "2024",
        // The test executable lives in target/<profile>/deps with the crates' rlibs.
        deps: (f == Flavour::Default).then(|| {
            std::env::current_exe()
                .unwrap()
                .parent()
                .unwrap()
                .to_path_buf()
        }),
    }
}

/// Compiles a bundle on its own (see [`rustc_for`]), optimised, into `exe`.
fn compile(source: &Path, exe: &Path, f: Flavour) -> Result<(), String> {
    rustc_for(f).build(source, exe)
}

#[test]
fn every_bundle_compiles_alone_and_passes_the_test_data() {
    let root = crate_root();
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    let jobs: Vec<(&Problem, Flavour)> = PROBLEMS
        .iter()
        .flat_map(|p| FLAVOURS.map(|f| (p, f)))
        .collect();
    let start = Instant::now();
    let failures = failures_in_parallel(
        &jobs,
        |(p, f)| format!("{} {}", p.id, flavour_name(*f)),
        |&(p, f)| {
            let dir = out_dir.join(flavour_name(f));
            std::fs::create_dir_all(&dir).unwrap();
            let exe = dir.join(p.id);
            let t = Instant::now();
            compile(&output_path(&root, p.id, f), &exe, f)
                .map_err(|e| format!("does not compile:\n{e}"))?;
            let n = check_compiled(p, &exe, true)?;
            Ok(format!(
                "compiled and passed {n} cases in {:.1} s",
                t.elapsed().as_secs_f64()
            ))
        },
    );
    println!(
        "{} bundles in {:.1} s",
        jobs.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The lines of `source` holding the name of an item that rustc's dead-code analysis finds
/// unused (never reached from `main`, directly or through other used items), compiled as
/// in [`rustc_for`] without code generation.
fn dead_code_lines(source: &Path, f: Flavour) -> Result<BTreeSet<usize>, String> {
    let out = rustc_for(f)
        .with_args(&[
            "--emit=metadata",
            "-W",
            "dead_code",
            "--error-format=json",
            "-o",
        ])
        .arg(source.with_extension("rmeta"))
        .arg(source)
        .output()
        .map_err(|e| format!("rustc: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("{} does not compile:\n{stderr}", source.display()));
    }
    // One JSON diagnostic per line; each primary span of a `dead_code` warning names an
    // item. (The spans come before the diagnostic's children.)
    let mut lines = BTreeSet::new();
    for diagnostic in stderr.lines() {
        if !diagnostic.contains(r#""code":{"code":"dead_code""#) {
            continue;
        }
        let spans = diagnostic
            .split(r#""children":"#)
            .next()
            .unwrap_or_default();
        for span in spans.split(r#"{"file_name":"#).skip(1) {
            if span.contains(r#""is_primary":true"#) {
                let at = span.find(r#""line_start":"#).expect("a span has a line") + 13;
                let digits: String = span[at..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                lines.insert(digits.parse().unwrap());
            }
        }
    }
    Ok(lines)
}

/// The inlined modules of a formatted bundle (`mod <name> {` … `}` at the left margin),
/// each with the items of its top level that the dead-code analysis judges (functions,
/// types, traits, constants and statics), as (line, name) with lines counted from 1.
fn module_items(text: &str) -> Vec<(String, Vec<(usize, String)>)> {
    let mut modules: Vec<(String, Vec<(usize, String)>)> = Vec::new();
    let mut inside = false;
    for (i, line) in text.lines().enumerate() {
        if let Some(name) = line.strip_prefix("mod ").and_then(|l| l.strip_suffix(" {")) {
            modules.push((name.to_string(), Vec::new()));
            inside = true;
        } else if line == "}" {
            inside = false;
        } else if inside && line.starts_with("    ") && !line.starts_with("     ") {
            let mut words = line.split_whitespace().peekable();
            if words.peek().is_some_and(|w| w.starts_with("pub")) {
                words.next();
            }
            let words: Vec<&str> = words.collect();
            let kind = match words.as_slice() {
                ["const" | "unsafe", "fn", ..] => 1,
                [
                    "fn" | "struct" | "enum" | "union" | "trait" | "type" | "static" | "const",
                    ..,
                ] => 0,
                _ => continue,
            };
            let name: String = words[kind + 1]
                .chars()
                .take_while(|&c| c.is_alphanumeric() || c == '_')
                .collect();
            modules.last_mut().unwrap().1.push((i + 1, name));
        }
    }
    modules
}

/// The modules of a bundle none of whose items is used, by rustc's dead-code analysis on
/// the bundle with its module-level `#[allow(dead_code)]` removed, so that the allow cannot
/// hide them. `work` is a scratch file path.
fn unused_modules(b: &Bundle, work: &Path) -> Result<Vec<String>, String> {
    let allow = "#[allow(dead_code)]\nmod ";
    let modules = module_items(&b.text);
    let names: Vec<&String> = modules.iter().map(|(m, _)| m).collect();
    assert_eq!(names, b.modules.iter().collect::<Vec<_>>(), "{}", b.id);
    assert_eq!(b.text.matches(allow).count(), modules.len(), "{}", b.id);
    // Same length replacement: every line keeps its number.
    let bare = b.text.replace(allow, "\nmod ");
    std::fs::create_dir_all(work.parent().unwrap()).unwrap();
    std::fs::write(work, &bare).unwrap();
    let dead = dead_code_lines(work, b.flavour)?;
    Ok(modules
        .into_iter()
        .filter(|(_, items)| items.iter().all(|(line, _)| dead.contains(line)))
        .map(|(m, _)| m)
        .collect())
}

#[test]
fn bundles_hold_only_modules_they_call() {
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("dead-code");
    for p in PROBLEMS {
        for f in FLAVOURS {
            let b = fresh(p, f);
            let file = work.join(flavour_name(f)).join(format!("{}.rs", p.id));
            let unused = unused_modules(&b, &file).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                unused.is_empty(),
                "{} {f:?}: the modules {unused:?} are inlined but nothing live uses them",
                p.id
            );
            assert!(
                !b.modules
                    .iter()
                    .any(|m| m == "judge" || m == "bundle" || m == "problems")
            );
            // The stand-in for proconio, exactly where the default flavour uses proconio.
            assert_eq!(
                b.modules.iter().any(|m| m == "std_input"),
                f == Flavour::StdOnly && fresh(p, Flavour::Default).text.contains("proconio::"),
                "{} {f:?}: std_input is for std-only bundles of proconio users",
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
    // The worked example, exactly; and the problems whose mathematics left a shared module.
    let modules =
        |id: &str, f: Flavour| fresh(grundy::tools::problems::find(id).unwrap(), f).modules;
    assert_eq!(
        modules("poj1704", Flavour::Default),
        ["input", "layout", "output", "staircase"]
    );
    assert_eq!(
        modules("poj1704", Flavour::StdOnly),
        [
            "input",
            "layout",
            "output",
            "staircase",
            "std_hash",
            "std_input"
        ]
    );
    assert_eq!(
        modules("hdu3537", Flavour::Default),
        ["input", "layout", "mock_turtles", "output"]
    );
    assert_eq!(
        modules("hdu1848", Flavour::Default),
        ["fibonacci_game", "input", "mex", "output"]
    );
    // Read without proconio (the bulk reader, then the general one): neither the crate nor
    // its stand-in.
    assert_eq!(
        modules("nim_product_64", Flavour::StdOnly),
        ["bulk_io", "input", "nim_product", "nimber", "output"]
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

#[test]
fn dead_code_check_finds_a_module_only_dead_code_calls() {
    // The binary calls `a::f`; `a::g`, never called, is the only user of `b`. The bundle
    // must name `b` (it compiles only with it), so a search for its name finds a use; the
    // dead-code analysis does not.
    let root = synthetic_crate("synthetic-dead");
    let files = [
        (
            "src/lib.rs",
            "pub mod a;\npub mod b;\npub mod c;\npub mod d;\npub mod m;\n",
        ),
        (
            "src/a.rs",
            "pub fn f() -> u32 {\n    1\n}\n\npub fn g() -> u32 {\n    crate::b::g()\n}\n",
        ),
        ("src/bin/half.rs", "fn main() {\n    grundy::a::f();\n}\n"),
    ];
    for (path, text) in files {
        std::fs::write(root.join(path), text).unwrap();
    }
    let work = root.join("dead-code").join("half.rs");
    let b = bundle(&root, "half", Flavour::StdOnly, None).unwrap();
    assert_eq!(b.modules, ["a", "b"]);
    assert!(b.text.contains("crate::b::g()"));
    assert_eq!(unused_modules(&b, &work).unwrap(), ["b"]);
    // Calling `g` as well makes both live.
    std::fs::write(
        root.join("src/bin/whole.rs"),
        "fn main() {\n    println!(\"{}\", grundy::a::f() + grundy::a::g());\n}\n",
    )
    .unwrap();
    let b = bundle(&root, "whole", Flavour::StdOnly, None).unwrap();
    assert!(unused_modules(&b, &work).unwrap().is_empty());
}

#[test]
fn impls_of_a_crates_trait_follow_the_crate() {
    // `t` implements proconio's `Source` for its type. A binary that never reads through
    // proconio gets `t` without that impl (so without proconio or `std_input`); one that
    // does gets the impl, and for std-only the stand-in.
    let root = synthetic_crate("synthetic-impls");
    std::fs::copy(
        crate_root().join("src/std_input.rs"),
        root.join("src/std_input.rs"),
    )
    .unwrap();
    let files = [
        ("src/lib.rs", "pub mod std_input;\npub mod t;\n"),
        (
            "src/t.rs",
            "pub struct T(pub Vec<String>);\n\npub fn size(t: &T) -> usize {\n    t.0.len()\n}\n\n/// Tokens from the end.\n#[allow(unused)]\nimpl<'a> proconio::source::Source<std::io::Empty> for T {\n    fn next_token(&mut self) -> Option<&str> {\n        self.0.last().map(String::as_str)\n    }\n    fn is_empty(&mut self) -> bool {\n        self.0.is_empty()\n    }\n}\n",
        ),
        (
            "src/bin/tsize.rs",
            "fn main() {\n    println!(\"{}\", grundy::t::size(&grundy::t::T(Vec::new())));\n}\n",
        ),
        (
            "src/bin/tread.rs",
            "use proconio::input;\n\nfn main() {\n    let mut t = grundy::t::T(vec![\"7\".to_string()]);\n    input! { from &mut t, n: u32 }\n    println!(\"{n}\");\n}\n",
        ),
    ];
    for (path, text) in files {
        std::fs::write(root.join(path), text).unwrap();
    }
    let run = |id: &str, f: Flavour| {
        let b = bundle(&root, id, f, None).unwrap();
        let (src, exe) = (root.join(format!("{id}-{f:?}.rs")), root.join(id));
        std::fs::write(&src, &b.text).unwrap();
        compile(&src, &exe, f).unwrap_or_else(|e| panic!("{id} {f:?}: {e}"));
        let out = Command::new(&exe).output().unwrap();
        (b, String::from_utf8(out.stdout).unwrap())
    };
    for f in FLAVOURS {
        let (b, out) = run("tsize", f);
        assert_eq!(
            (b.modules.as_slice(), out.as_str()),
            (&["t".to_string()][..], "0\n")
        );
        assert!(
            !b.text.contains("Source") && !b.text.contains("proconio::"),
            "{f:?}"
        );
        let (b, out) = run("tread", f);
        assert_eq!(out, "7\n", "{f:?}");
        assert!(b.text.contains("impl<'a>"), "{f:?}: the impl is kept");
        let want: &[&str] = match f {
            Flavour::Default => &["t"],
            Flavour::StdOnly => &["std_input", "t"],
        };
        assert_eq!(b.modules, want, "{f:?}");
    }
}

/// Where to submit, said four times from one source: the problem table's `submit_at`, the
/// README's narrow "where to submit" column, the full column of `docs/judging.md` and every
/// file's header; and each file's toolchain line.
#[test]
fn headers_and_docs_say_where_to_submit_and_what_builds_them() {
    let table_after = |file: &str, head: &str| {
        let text = std::fs::read_to_string(crate_root().join(file)).unwrap();
        text.split(head)
            .nth(1)
            .unwrap_or_else(|| panic!("{file} has the table headed {head}"))
            .split("\n\n")
            .next()
            .unwrap()
            .to_string()
    };
    let readme = table_after("README.md", "| id | problem | where to submit |");
    let judging = table_after(
        "docs/judging.md",
        "| id | problem | where to submit, with the judge's Rust |",
    );
    for p in PROBLEMS {
        let row = |table: &str| {
            table
                .lines()
                .find(|l| {
                    l.starts_with(&format!("| [`{}`]", p.id))
                        || l.starts_with(&format!("| `{}` |", p.id))
                })
                .unwrap_or_else(|| panic!("no row for {}", p.id))
                .to_string()
        };
        assert!(
            row(&readme).ends_with(&format!("| {} |", p.submit_at.short())),
            "README row of {} does not end with `{}`",
            p.id,
            p.submit_at.short()
        );
        assert!(
            row(&judging).contains(&format!("| {} |", p.submit_at.text())),
            "docs/judging.md row of {} lacks `{}`",
            p.id,
            p.submit_at.text()
        );
        for f in FLAVOURS {
            let b = fresh(p, f);
            let header: Vec<&str> = b.text.lines().take_while(|l| l.starts_with("//")).collect();
            let builds = format!(
                "// Builds with Rust {} or newer, edition 2021 or 2024; uses ",
                grundy::tools::bundle::OLDEST_RUST
            );
            assert!(
                header.iter().any(|l| l.starts_with(&builds)),
                "{} {f:?}",
                p.id
            );
            let submit: Vec<&&str> = header
                .iter()
                .filter(|l| l.starts_with("// Submit at: "))
                .collect();
            match p.submit_at {
                SubmitAt::Nowhere { why, .. } => {
                    assert_eq!(submit.len(), 1, "{} {f:?}", p.id);
                    // The reason, as a sentence after `nowhere.` (its first letter in upper case).
                    assert!(
                        submit[0].starts_with("// Submit at: nowhere. ")
                            && submit[0].ends_with(&format!("{}.", &why[1..])),
                        "{} {f:?}",
                        p.id
                    );
                }
                SubmitAt::Judges(venues) => {
                    assert_eq!(submit.len(), venues.len(), "{} {f:?}", p.id);
                    for (line, v) in submit.iter().zip(venues) {
                        assert!(line.contains(v.judge) && line.contains(v.rust.version));
                        // A judge without crates takes a file only if it uses none.
                        let takes = v.rust.crates || b.crates.is_empty();
                        assert_eq!(line.ends_with(": this file."), takes, "{line}");
                    }
                }
            }
        }
    }
}

/// A scratch crate root for the `bundle` binary: `src` is a link to this crate's sources,
/// `submit/` is whatever the test puts there.
fn scratch_root(name: &str) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("elsewhere")).unwrap();
    std::os::unix::fs::symlink(crate_root().join("src"), root.join("src")).unwrap();
    root
}

/// Runs `bundle --root <root> <args>`, asserts success, returns its stderr.
fn bundle_at(root: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(root)
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(0), "{err}");
    common::assert_in_words("bundle", &err);
    err
}

/// A submission that is a symbolic or a hard link to a file elsewhere is replaced by a
/// new file, and the file elsewhere keeps its text; the tool says so.
#[test]
fn bundle_never_writes_through_a_link() {
    let root = scratch_root("bundle-links");
    let submit = root.join("submit");
    std::fs::create_dir_all(&submit).unwrap();
    let (victim, hard) = (
        root.join("elsewhere/victim.rs"),
        root.join("elsewhere/hard.rs"),
    );
    std::fs::write(&victim, "keep me\n").unwrap();
    std::fs::write(&hard, "keep me too\n").unwrap();
    std::os::unix::fs::symlink(&victim, submit.join("poj1704.rs")).unwrap();
    std::fs::hard_link(&hard, submit.join("poj2311.rs")).unwrap();
    let err = bundle_at(&root, &["poj1704", "poj2311"]);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me\n");
    assert_eq!(std::fs::read_to_string(&hard).unwrap(), "keep me too\n");
    for id in ["poj1704", "poj2311"] {
        let path = submit.join(format!("{id}.rs"));
        let meta = std::fs::symlink_metadata(&path).unwrap();
        assert!(meta.is_file(), "{id}: a file of its own now");
        let p = PROBLEMS.iter().find(|p| p.id == id).unwrap();
        let want = fresh(p, Flavour::Default).text;
        assert!(
            std::fs::read_to_string(&path).unwrap() == want,
            "{id}: the bundle"
        );
    }
    assert!(
        err.contains("wrote submit/poj1704.rs (")
            && err.contains(&format!(
                "it was a link to {}, which is untouched",
                victim.display()
            )),
        "{err}"
    );
    assert!(
        err.contains("it was a file with 1 other name (hard link), which keeps the old text"),
        "{err}"
    );
    let names: Vec<_> = std::fs::read_dir(&submit)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 2, "no temporary file is left: {names:?}");
    // Once replaced, a file is plain: nothing more is said.
    let again = bundle_at(&root, &["poj1704"]);
    assert!(!again.contains("link"), "{again}");
}

/// When `submit/` itself is a link to a directory elsewhere, the tool says where the files
/// go (and writes them there, as asked).
#[test]
fn bundle_says_where_a_linked_submit_directory_leads() {
    let root = scratch_root("bundle-linked-dir");
    let away = root.join("elsewhere");
    std::os::unix::fs::symlink(&away, root.join("submit")).unwrap();
    let err = bundle_at(&root, &["--std-only", "poj1704"]);
    let dest = std::fs::canonicalize(&away).unwrap().join("std");
    assert!(
        err.contains(&format!(
            "submit/std/ is reached through a link: its files go to {}/",
            dest.display()
        )),
        "{err}"
    );
    assert!(dest.join("poj1704.rs").is_file());
    let err = bundle_at(&root, &["poj1704"]);
    assert!(err.contains("submit/ is reached through a link"), "{err}");
}

/// A bundle is the same wherever and by whomever it is made: rustfmt reading standard
/// input would take a `rustfmt.toml` from the current directory or its parents, or from
/// the user's configuration directory, and a bundle made there (by a test running in a
/// scratch directory, or by a person with settings of their own) would differ from the
/// committed file. Here both hold settings that change every file.
#[test]
fn bundles_are_the_same_wherever_they_are_made() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-elsewhere");
    let _ = std::fs::remove_dir_all(&dir);
    let _cleanup = common::TempDir::adopt(&dir);
    let (here, config) = (dir.join("deep/here"), dir.join("config/rustfmt"));
    std::fs::create_dir_all(&here).unwrap();
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(dir.join("rustfmt.toml"), "max_width = 40\n").unwrap();
    std::fs::write(config.join("rustfmt.toml"), "hard_tabs = true\n").unwrap();
    for (id, flag) in [("pe459", None), ("poj1704", Some("--std-only"))] {
        let out = Command::new(env!("CARGO_BIN_EXE_bundle"))
            .args(flag)
            .args(["--stdout", id])
            .current_dir(&here)
            .env("XDG_CONFIG_HOME", dir.join("config"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let flavour = if flag.is_some() {
            Flavour::StdOnly
        } else {
            Flavour::Default
        };
        let committed = std::fs::read(output_path(&crate_root(), id, flavour)).unwrap();
        assert!(
            out.stdout == committed,
            "{id} {flavour:?} made elsewhere differs"
        );
    }
}
