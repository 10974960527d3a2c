//! Every command the README and the `docs/` pages tell a reader to run (each line of a
//! `sh` block) is run here, as the reader would run it from the repository's root, and
//! must succeed: `cargo run --release --bin NAME --` stands for the binary cargo built, in
//! a scratch directory that holds what the pages assume (`testdata/`, `tests/cases/`, your program
//! `./a.out`, a Python solution `my_solution.py`). The few commands too long for the suite
//! are listed in [`RUN_ELSEWHERE`] with the test that runs them, and the list must match
//! the pages. Pages whose blocks show output are checked line by line by the tests named
//! there (`tests/play.rs`, `tests/xor_trie_live.rs`).

mod common;

use common::bin_path;
use grundy::tools::judge::{self, Exit, Program};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Documented commands not run here, each with where it is run instead.
const RUN_ELSEWHERE: &[(&str, &str)] = &[
    (
        "cargo test --release",
        "the suite itself: CI runs exactly this command (.ci/run)",
    ),
    (
        "cargo run --release --bin bench",
        "a minute of timing; tests/bench.rs runs bench on every problem once",
    ),
    (
        "cargo run --release --bin bench -- --runs 15 nim_product_64 pe459",
        "half a minute of timing; tests/bench.rs runs bench on both problems",
    ),
    (
        "cargo run --release --bin study",
        "a server that runs until stopped: tests/study_web.rs starts `study --serve` on a free \
         port, checks the address it prints, and stops it",
    ),
    (
        "cargo run --release --bin study -- --serve 127.0.0.1:9000",
        "a server that runs until stopped: tests/study_web.rs starts `study --serve` on a free \
         port, checks the address it prints, and stops it",
    ),
    (
        "cargo run --release --bin xor_trie_referee -- --selfplay 400 --bots strong,greedy,greedy,greedy --seed 2026",
        "the strong bot's benchmark, half an hour on 2 busy cores: tests/xor_trie_league.rs runs \
         it at 12 rounds (strong against random bots) and checks its report",
    ),
    (
        "oj t -c target/release/poj1704 -d testdata/poj1704",
        "online-judge-tools, which .ci/run installs: tests/oj.rs runs exactly this on every \
         problem's directory",
    ),
];

/// The pages a reader is sent to: the README, its Chinese twin and every page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md"), root.join("README.zh-CN.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// Every command line of every `sh` block: (page, command without its trailing comment).
fn documented_commands() -> Vec<(String, String)> {
    let mut commands = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        let mut in_sh = false;
        for line in text.lines() {
            if line.starts_with("```") {
                in_sh = line == "```sh";
                continue;
            }
            if !in_sh || line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            // A comment after the command: two spaces then `#`, outside quotes.
            let command = match line.find("  #") {
                Some(at) if line[..at].matches('\'').count() % 2 == 0 => &line[..at],
                _ => line,
            };
            commands.push((name.clone(), command.trim().to_string()));
        }
    }
    commands
}

/// A POJ 1704 solution in Python, standing for the reader's own program.
const MY_SOLUTION_PY: &str = "\
import sys
data = sys.stdin.read().split()
t, k, out = int(data[0]), 1, []
for _ in range(t):
    n = int(data[k]); k += 1
    p = sorted(int(x) for x in data[k:k + n]); k += n
    x = 0
    for i in range(n - 1, -1, -2):
        x ^= p[i] - (p[i - 1] if i > 0 else 0) - 1
    out.append('Georgia will win' if x else 'Bob will win')
print('\\n'.join(out))
";

/// A scratch directory laid out as the pages assume the repository's root is, plus the
/// reader's programs.
fn reader_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("docs-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::os::unix::fs::symlink(root.join("testdata"), dir.join("testdata")).unwrap();
    std::fs::create_dir(dir.join("tests")).unwrap();
    std::os::unix::fs::symlink(root.join("tests/cases"), dir.join("tests/cases")).unwrap();
    // The sources, for `bundle`, which writes its files under the root it is given (this
    // directory: see `bundle_here`), never into the repository's own `submit/`.
    std::os::unix::fs::symlink(root.join("src"), dir.join("src")).unwrap();
    std::fs::copy(bin_path("poj1704"), dir.join("a.out")).unwrap();
    std::fs::write(dir.join("my_solution.py"), MY_SOLUTION_PY).unwrap();
    dir
}

/// `command` with `cargo run --release --bin NAME [--]` replaced by the built binary.
fn without_cargo(command: &str) -> String {
    let mut out = String::new();
    let mut rest = command;
    while let Some(at) = rest.find("cargo run --release --bin ") {
        out.push_str(&rest[..at]);
        rest = &rest[at + "cargo run --release --bin ".len()..];
        let end = rest.find(' ').unwrap_or(rest.len());
        out.push_str(&format!("'{}'", bin_path(&rest[..end]).display()));
        rest = &rest[end..];
        rest = rest.strip_prefix(" --").unwrap_or(rest);
    }
    out.push_str(rest);
    out
}

/// `command` (after [`without_cargo`]) with `bundle` writing under `dir`, the stand-in for
/// the repository's root, rather than under the crate root it was built in: a test must
/// not rewrite the repository's `submit/` (a later freshness check would compare with
/// what this run happened to write).
fn bundle_here(command: &str, dir: &Path) -> String {
    let bundle = format!("'{}'", bin_path("bundle").display());
    command.replace(&bundle, &format!("{bundle} --root '{}'", dir.display()))
}

/// Every file under `dir` (recursively) with its contents, by path relative to `dir`.
fn files_under(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let rel = path.strip_prefix(dir).unwrap().to_path_buf();
                files.push((rel, std::fs::read(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

/// The identity of every file of the repository's `submit/` (device, inode, change time):
/// a file written again, even with the same bytes, has another.
fn submit_identity() -> Vec<(PathBuf, (u64, u64, i64, i64))> {
    use std::os::unix::fs::MetadataExt;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("submit");
    files_under(&root)
        .into_iter()
        .map(|(rel, _)| {
            let m = std::fs::metadata(root.join(&rel)).unwrap();
            (rel, (m.dev(), m.ino(), m.ctime(), m.ctime_nsec()))
        })
        .collect()
}

/// Runs `command` through `sh -c` in `dir` with the judge's runner (killed with everything
/// it started after `limit`): its exit status (`None` for a signal or the time limit) and
/// its output. Outside cargo, as a reader's shell runs it (`CARGO` unset: the judge and
/// `bench` would otherwise rebuild the binaries first).
fn run(command: &str, dir: &Path, limit: Duration) -> (Option<i32>, String, String) {
    let shell = format!("cd '{}' && unset CARGO && {command}", dir.display());
    let r = judge::run(&Program::Shell(shell), b"", limit).unwrap();
    let status = match r.exit {
        Exit::Code(c) => Some(c),
        Exit::Signal(_) | Exit::TimedOut => None,
    };
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (status, text(&r.stdout), text(&r.stderr))
}

#[test]
fn every_documented_command_runs() {
    let commands = documented_commands();
    assert!(commands.len() >= 20, "{commands:?}");
    for (elsewhere, _) in RUN_ELSEWHERE {
        assert!(
            commands.iter().any(|(_, c)| c == elsewhere),
            "RUN_ELSEWHERE lists `{elsewhere}`, which no page shows any more"
        );
    }
    let dir = reader_dir("every-command");
    let before = submit_identity();
    for (page, command) in &commands {
        if RUN_ELSEWHERE.iter().any(|(c, _)| c == command) {
            continue;
        }
        assert!(
            command.starts_with("cargo run --release --bin ") || command.starts_with("printf "),
            "{page}: `{command}` is neither run here nor listed in RUN_ELSEWHERE"
        );
        let shell = bundle_here(&without_cargo(command), &dir);
        let (status, out, err) = run(&shell, &dir, Duration::from_secs(120));
        assert_eq!(
            status,
            Some(0),
            "{page}: `{command}` failed\nstdout: {out}\nstderr: {err}"
        );
        assert!(
            !(out.is_empty() && err.is_empty()),
            "{page}: `{command}` printed nothing"
        );
    }
    // The documented `bundle` commands wrote the committed files, here, and left the
    // repository's own untouched.
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("submit");
    let written = files_under(&dir.join("submit"));
    assert!(
        written.len() >= 20,
        "{:?}",
        written.iter().map(|f| &f.0).collect::<Vec<_>>()
    );
    for (rel, text) in &written {
        let committed = std::fs::read(repo.join(rel)).unwrap();
        assert!(
            *text == committed,
            "submit/{} as the docs make it differs",
            rel.display()
        );
    }
    assert_eq!(
        submit_identity(),
        before,
        "a documented command rewrote submit/"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// The README quotes the last line of its first command; the judge prints exactly that.
#[test]
fn the_quick_start_prints_what_the_readme_says() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let quoted = readme
        .split("The first prints a line per test case and ends with `")
        .nth(1)
        .and_then(|r| r.split('`').next())
        .expect("the README quotes the judge's last line")
        .replace('\n', " ");
    let dir = reader_dir("quick-start");
    let (status, out, _) = run(
        &without_cargo("cargo run --release --bin judge"),
        &dir,
        Duration::from_secs(120),
    );
    assert_eq!(status, Some(0), "{out}");
    assert_eq!(out.lines().last(), Some(quoted.as_str()), "{out}");
    std::fs::remove_dir_all(dir).unwrap();
}
