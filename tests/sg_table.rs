//! The `sg_table` study tool: reviewed snapshots of its tables, agreement on large tables,
//! and one-line errors (exit status 2) for unknown games, bad sizes, bad options and
//! arguments that are not UTF-8; batch mode (requests on standard input, read like every
//! program's input) against the same requests run as command lines.

mod common;

use assert_cmd::Command;
use std::path::Path;

fn run(args: &[&str]) -> std::process::Output {
    Command::cargo_bin("sg_table")
        .unwrap()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).unwrap()
}

fn snapshot(name: &str, args: &[&str]) {
    let text = ok(args);
    assert!(text.ends_with('\n') && !text.ends_with("\n\n"));
    assert!(
        text.lines().all(|l| l == l.trim_end()),
        "trailing spaces in {args:?}"
    );
    insta::with_settings!({
        snapshot_path => Path::new("snapshots").join("sg_table"),
        prepend_module_to_snapshot => false,
        description => format!("sg_table {}", args.join(" ")),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn tables() {
    snapshot("ruler-16", &["ruler", "16"]);
    snapshot("mock-turtles-20", &["mock-turtles", "20"]);
    snapshot("corners-8-8", &["corners", "8", "8"]);
    snapshot(
        "subtraction-1-3-4",
        &["subtraction", "1,3,4", "--upto", "40", "--period"],
    );
    snapshot(
        "subtraction-1-2-3",
        &["subtraction", "1,2,3", "--upto", "14"],
    );
    snapshot("twins-1-2-3", &["twins", "1,2,3", "15", "--period"]);
    snapshot("consecutive-3", &["consecutive", "3", "12"]);
    snapshot("block-5-5", &["block", "5", "5"]);
    snapshot("rugs-6-6", &["rugs", "6", "6"]);
    snapshot(
        "product",
        &["product", "mock-turtles", "subtraction:1,2", "4", "5"],
    );
    snapshot("grunt-12", &["grunt", "12", "--period"]);
    snapshot("octal-0.07", &["octal", "0.07", "--upto", "20", "--period"]);
    snapshot("one-5", &["one", "5"]);
    snapshot("runs-1-4-9", &["runs", "1,4,9", "20"]);
}

#[test]
fn nim_numbered_from_0_is_flagged() {
    // The classic coin-turning notes number Nim's coins from 0 in one place and claim
    // g(x) = x: numbered from 0, every value is flagged.
    let text = ok(&["nim", "6", "--from", "0"]);
    assert_eq!(text.matches("<- differs").count(), 6, "{text}");
    assert!(text.ends_with("6 of 6 values differ from the claim (marked)\n"));
    snapshot("nim-from-0", &["nim", "6", "--from", "0"]);
    // Numbered from 1 (the rule's own numbering), the claim holds.
    assert!(ok(&["nim", "6"]).ends_with("all 6 values agree with the claim\n"));
}

/// A board is numbered as its games number their coins: a product of `runs` games from 1
/// (Project Euler 459's disks, as `explain pe459` numbers them), the classic boards from 0,
/// and `--from L` numbers both coordinates from L, the closed form evaluated there.
#[test]
fn boards_are_numbered_as_their_games_number_coins() {
    let text = ok(&["product", "runs:1,4", "runs:1,3", "5", "5"]);
    assert!(text.contains("; cells numbered from 1\n"), "{text}");
    assert!(text.contains("x\\y   1    2    3    4    5\n"), "{text}");
    // Row x = 4 holds g1(4) ⊗ g2(y) = 2 ⊗ 1 for every y, as the flipping board's column 4.
    assert!(text.contains("\n  4   2    2    2    2    2\n"), "{text}");
    assert!(
        text.ends_with("all 25 values agree with the claim\n"),
        "{text}"
    );
    let text = ok(&["product", "two", "ruler", "2", "3"]);
    assert!(
        text.contains("rows numbered from 0, columns from 1\n"),
        "{text}"
    );
    assert_eq!(
        ok(&["product", "runs:1,4", "runs:1,3", "5", "5", "--from", "1"]),
        ok(&["product", "runs:1,4", "runs:1,3", "5", "5"])
    );
    // Turning Corners numbered from 1: the claim x ⊗ y, read at the new numbers, is flagged.
    let text = ok(&["corners", "3", "3", "--from", "1"]);
    assert!(text.contains("cells numbered from 1\n"), "{text}");
    assert!(
        text.ends_with("9 of 9 values differ from the claim (marked)\n"),
        "{text}"
    );
}

#[test]
fn help_lists_every_game_with_one_line() {
    let text = ok(&["--help"]);
    for game in [
        "one",
        "nim",
        "consecutive K",
        "subtraction S",
        "twins S",
        "mock-turtles",
        "ruler",
        "runs L",
        "two",
        "grunt",
        "block",
        "corners",
        "rugs",
        "product A B",
        "octal CODE",
        "grundy",
    ] {
        let line = format!("  {game} ");
        assert_eq!(
            text.lines().filter(|l| l.starts_with(&line)).count(),
            1,
            "{game}"
        );
    }
    snapshot("help", &["--help"]);
}

#[test]
fn large_tables_agree() {
    for (args, n) in [
        (&["ruler", "1024"][..], 1024),
        (&["mock-turtles", "600"], 600),
        (&["subtraction", "1,2,3,4,5", "--upto", "100000"], 100000),
        (&["corners", "40", "40"], 1600),
        (&["block", "2", "15"], 30),
        (&["grunt", "3000"], 3000),
    ] {
        let text = ok(args);
        assert!(
            text.ends_with(&format!("all {n} values agree with the claim\n")),
            "{args:?}"
        );
        assert!(!text.contains("differs") && !text.contains('*'), "{args:?}");
    }
}

fn assert_error(args: &[&str], needle: &str) {
    let err = common::usage_error("sg_table", args);
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
}

#[test]
fn errors() {
    assert_error(&[], "no game given");
    assert_error(&["turtles", "8"], "unknown game `turtles`");
    assert_error(&["ruler", "0"], "size 0 is too small (at least 1)");
    assert_error(
        &["ruler", "5000"],
        "size 5000 is too large for this game (at most 1024)",
    );
    assert_error(&["ruler", "-3"], "`-3` is negative");
    assert_error(&["ruler", "ten"], "size `ten` is not a whole number");
    assert_error(&["ruler", "8", "9"], "too many sizes");
    assert_error(&["ruler", "8", "--upto", "9"], "not both");
    assert_error(
        &["ruler", "--upto", "0"],
        "--upto 0 is below the first coin, 1",
    );
    assert_error(&["ruler", "--upto"], "--upto needs a value");
    assert_error(&["ruler", "--period"], "--period applies to");
    assert_error(&["ruler", "--from", "2"], "numbered from 0 or 1");
    assert_error(&["subtraction"], "needs 1 parameter");
    assert_error(
        &["subtraction", "1,x,3"],
        "set `1,x,3`: `x` is not a whole number",
    );
    assert_error(&["twins", "0,2"], "set `0,2`: 0 is too small (at least 1)");
    assert_error(&["consecutive", "0"], "K 0 is too small (at least 1)");
    assert_error(&["corners", "8"], "two sizes");
    assert_error(&["corners", "0", "8"], "ROWS 0 is too small (at least 1)");
    assert_error(&["block", "6", "6"], "at most 30");
    assert_error(
        &["product", "ruler", "kayles", "3", "3"],
        "unknown one-dimensional game `kayles`",
    );
    assert_error(&["product", "ruler"], "needs 2 parameter");
    assert_error(&["octal", "0.9"], "digit `9`");
    assert_error(
        &["octal", "0.77", "--from", "1"],
        "--from applies to coin games",
    );
    assert_error(&["ruler", "--bogus"], "unknown option `--bogus`");
}

/// `--upto` at its largest value is too large, not an overflow to "size 0", and it is
/// reported as given, not as the size it implies.
#[test]
fn upto_overflow_is_reported_as_given() {
    assert_error(
        &["ruler", "--upto", "18446744073709551615"],
        "error: --upto 18446744073709551615 is too large for this game (at most 1024)",
    );
    assert_error(
        &["octal", "0.77", "--upto", "10000"],
        "error: --upto 10000 is too large for this game (at most 9999)",
    );
}

/// Bad tokens are quoted on one printable line, clipped with a mark when long: a 10 MB
/// token is not echoed whole, a newline or an escape sequence not echoed raw.
#[test]
fn bad_tokens_stay_on_one_printable_line() {
    // The longest single argument Linux passes is 128 KiB; standard input takes 10 MB.
    let long = "7".repeat(100_000);
    assert_error(
        &["consecutive", &long],
        "error: K `77777777777777777777…` (100000 characters) is too large (at most 10000)",
    );
    let out = run(&["ruler", "--upto", &format!("x{long}")]);
    assert!(out.stderr.len() < 200, "{} bytes", out.stderr.len());
    common::assert_bad_input(
        "sg_table",
        &format!("ruler 4\nconsecutive {}\n", "7".repeat(10_000_000)),
        "error: line 2: K `77777777777777777777…` (10000000 characters) is too large (at most 10000)",
    );
    assert_error(&["tur\ntles"], "error: unknown game `tur\\ntles`");
    assert_error(
        &["ruler", "--\u{1b}[2J"],
        "error: unknown option `--\\u{1b}[2J`",
    );
    assert_error(
        &["ruler", "\u{7}"],
        "error: size `\\u{7}` is not a whole number",
    );
}

/// An argument that is not UTF-8 is a usage error naming it, not a panic.
#[test]
fn non_utf8_arguments_are_a_usage_error() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::cargo_bin("sg_table")
        .unwrap()
        .arg("ruler")
        .arg(std::ffi::OsStr::from_bytes(b"1\xff6"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(
        err,
        "error: argument 2 is not valid UTF-8 text: `1\u{fffd}6`\n"
    );
}

/// The requests of a batch file as argument lists: the text before any `#`, split at
/// whitespace, blank results skipped (written here independently of the library).
fn batch_requests(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|l| l.split('#').next().unwrap())
        .map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>())
        .filter(|w| !w.is_empty())
        .collect()
}

#[test]
fn batch_cases_equal_their_requests_run_as_command_lines() {
    let dir = common::cases_dir().join("sg_table");
    let mut cases = 0;
    let mut requests = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let input = entry.unwrap().path();
        if input.extension().is_none_or(|e| e != "in") {
            continue;
        }
        // tests/samples.rs snapshots these cases into tests/snapshots/sg_table/ too, so
        // their names must never collide with this file's snapshots.
        let stem = input.file_stem().unwrap().to_string_lossy();
        assert!(
            stem.starts_with("batch-"),
            "tests/cases/sg_table/{stem}.in: name it batch-*"
        );
        let text = std::fs::read_to_string(&input).unwrap();
        let reqs = batch_requests(&text);
        assert!(!reqs.is_empty(), "{}", input.display());
        // The case's command line (`--lang zh`, in `<case>.args`) holds for every request.
        let common: Vec<String> = std::fs::read_to_string(input.with_extension("args"))
            .map(|t| t.lines().map(String::from).collect())
            .unwrap_or_default();
        let joined = reqs
            .iter()
            .map(|args| {
                let all: Vec<&str> = args.iter().chain(&common).map(String::as_str).collect();
                ok(&all)
            })
            .collect::<Vec<_>>()
            .join("\n");
        let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
        assert!(
            joined == expected,
            "{}: the .out differs from its requests run as command lines",
            input.display()
        );
        let batch = common::run_bin_args("sg_table", &common, text.as_bytes());
        assert!(batch.status.success(), "{}", input.display());
        assert_eq!(
            String::from_utf8(batch.stdout).unwrap(),
            expected,
            "{}",
            input.display()
        );
        cases += 1;
        requests += reqs.len();
    }
    assert!(
        cases >= 6 && requests >= 15,
        "{cases} cases, {requests} requests"
    );
}

#[test]
fn batch_separates_tables_by_one_blank_line() {
    let text = common::run_ok("sg_table", "one 2\n\n\n# comment\ngrundy 3\r\n");
    assert_eq!(
        text,
        format!("{}\n{}", ok(&["one", "2"]), ok(&["grundy", "3"]))
    );
    assert_eq!(text.matches("\n\n").count(), 1);
    // `--help` on a line is a request like any other.
    assert_eq!(common::run_ok("sg_table", "--help\n"), ok(&["--help"]));
}

#[test]
fn batch_errors_name_the_line_and_print_nothing() {
    use common::assert_bad_input;
    // The bad request comes after good (and large) ones: nothing is printed at all.
    assert_bad_input(
        "sg_table",
        "ruler 1024\n\n# x\nruler 0\n",
        "error: line 4: size 0 is too small (at least 1)",
    );
    assert_bad_input(
        "sg_table",
        "corners 8 8\nturtles 8\nruler 0\n",
        "error: line 2: unknown game `turtles`",
    );
    assert_bad_input(
        "sg_table",
        "nim 6\nsubtraction --period\n",
        "error: line 2: game `subtraction` needs 1 parameter, S",
    );
    assert_bad_input(
        "sg_table",
        "ruler 4 # fine\noctal 0.9",
        "error: line 2: octal code `0.9` has a digit `9`",
    );
    assert_bad_input("sg_table", "", "error: no game given");
    assert_bad_input("sg_table", "\n# nothing\n  \n", "error: no game given");
    let out = common::run_bin("sg_table", b"ruler 4\nnim \xff\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: line 2: input is not valid UTF-8 text\n"
    );
}

/// Batch mode reads standard input as every program does: a leading byte-order mark is
/// skipped (it used to be rejected), and a vertical tab or form feed separates words as
/// in scanf.
#[test]
fn batch_reads_input_like_every_program() {
    let plain = common::run_ok("sg_table", "ruler 4\nnim 3\n");
    assert_eq!(
        common::run_ok("sg_table", "\u{feff}ruler 4\nnim 3\n"),
        plain
    );
    assert_eq!(
        common::run_ok("sg_table", "ruler\x0b4\nnim\x0c3\r\n"),
        plain
    );
}

/// A long batch notes its progress on stderr every 2 s, prints each table as it is done,
/// and stops cleanly on Ctrl-C: status 130, the tables finished (whole, as the batch of
/// those requests alone prints them) and a note saying how many.
#[test]
fn a_long_batch_shows_progress_and_stops_on_an_interrupt() {
    let request = "octal 0.77 --upto 9999";
    let batch = format!("{request}\n").repeat(400);
    let r = common::interrupt_after_progress("sg_table", &[], batch.as_bytes());
    let (done, total) = r
        .progress
        .strip_prefix("sg_table: ")
        .and_then(|p| p.split_once(" of "))
        .and_then(|(d, rest)| Some((d.parse::<usize>().ok()?, rest.split_once(" tables in ")?)))
        .unwrap_or_else(|| panic!("{:?}", r.progress));
    assert_eq!(total.0, "400");
    let secs: u64 = total
        .1
        .strip_suffix(" s")
        .and_then(|s| s.parse().ok())
        .unwrap();
    assert!(done >= 1 && secs >= 2, "{:?}", r.progress);
    assert_eq!(r.status, Some(130), "{}", r.rest);
    // Progress notes written before the interrupt took effect (a busy machine) may come
    // first; the last line is the interrupt's.
    let mut rest: Vec<&str> = r.rest.lines().collect();
    let last = rest.pop().unwrap_or_else(|| panic!("{:?}", r.rest));
    assert!(
        rest.iter()
            .all(|l| l.starts_with("sg_table: ") && l.contains(" of 400 tables in ")),
        "{:?}",
        r.rest
    );
    let printed: usize = last
        .strip_prefix("sg_table: interrupted after ")
        .and_then(|rest| rest.strip_suffix(" of 400 tables"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{:?}", r.rest));
    assert!(printed >= done && printed < 400, "{printed}");
    let one = grundy::study::sg_table::run_args(&request.split(' ').collect::<Vec<_>>()).unwrap();
    assert!(
        r.stdout == vec![one; printed].join("\n"),
        "whole tables only"
    );
}

/// `--svg FILE` prints the same table and writes its picture: an entry per coin, each with
/// the value printed, the mex of the values its moves leave (by the game's rule, written
/// here once more) and its hover; the period outlined; a file that cannot be written is
/// one `error:` line.
#[test]
fn svg_pictures_hold_the_table_printed() {
    let dir = common::TempDir::new("sg-svg");
    let file = dir.join("s134.svg");
    let args = ["subtraction", "1,3,4", "--upto", "40", "--period"];
    let plain = ok(&args);
    let with = ok(&[&args[..], &["--svg", file.to_str().unwrap()]].concat());
    assert_eq!(with, plain);
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
    // The printed table: `x sg claim` rows.
    let printed: Vec<(u64, u64)> = (plain.lines())
        .filter_map(|l| {
            let w: Vec<u64> = l
                .split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect();
            (w.len() == 3).then(|| (w[0], w[1]))
        })
        .collect();
    assert_eq!(printed.len(), 40);
    let value = |x: u64| {
        printed
            .iter()
            .find(|&&(c, _)| c == x)
            .map_or(0, |&(_, v)| v)
    };
    for &(x, v) in &printed {
        let key = format!("data-label=\"{x}\" data-value=\"{v}\" data-options=\"");
        let at = svg
            .find(&key)
            .unwrap_or_else(|| panic!("no entry {x} worth {v}"));
        let rest = &svg[at + key.len()..];
        let options: Vec<u64> = (rest.split('"').next().unwrap().split(' '))
            .filter(|w| !w.is_empty())
            .flat_map(|w| match w.split_once('-') {
                Some((a, z)) => a.parse().unwrap()..=z.parse().unwrap(),
                None => w.parse().unwrap()..=w.parse().unwrap(),
            })
            .collect();
        // Turn x and x − s, or x alone when x = s: a heap of x − s (0 when x = s).
        let mut expected: Vec<u64> = [1, 3, 4]
            .iter()
            .filter(|&&s| s <= x)
            .map(|&s| value(x - s))
            .collect();
        expected.sort_unstable();
        expected.dedup();
        assert_eq!(options, expected, "coin {x}");
        let mex = (0..).find(|m| !expected.contains(m)).unwrap();
        assert_eq!(mex, v, "coin {x}");
        assert!(
            rest.contains(&format!("<title>coin {x}: worth {v} = mex{{")),
            "coin {x}"
        );
    }
    assert!(
        svg.contains("period 7 (the first outlined solid)"),
        "the period named"
    );
    let out = run(&[&args[..], &["--svg", "/nonexistent/x.svg"]].concat());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("error: cannot write `/nonexistent/x.svg`: "),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// The pictures docs/studying.md shows (`docs/tables/<name>.svg`), each as `sg_table ARGS
/// --svg FILE` writes it today; `GRUNDY_PICTURES=1` writes them anew.
pub const DOC_PICTURES: [(&str, &str); 8] = [
    ("nim", "nim 16"),
    ("cutting", "cutting 10 10"),
    ("snim-2-5", "subtraction 2,5 --upto 40 --period"),
    ("ruler", "ruler 32"),
    ("mock-turtles", "mock-turtles 32"),
    ("corners", "corners 16 16"),
    ("fibonacci", "subtraction 1,2,3,5,8,13 --upto 60 --period"),
    ("flipping", "product runs:1,4,9 runs:1,3,6,10 16 16"),
];

#[test]
fn the_docs_pictures_are_what_sg_table_draws() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/tables");
    let dir = common::TempDir::new("sg-docs");
    let mut listed: Vec<String> = std::fs::read_dir(&docs)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    listed.sort();
    let mut named: Vec<String> = DOC_PICTURES
        .iter()
        .map(|(n, _)| format!("{n}.svg"))
        .collect();
    named.sort();
    assert_eq!(
        listed, named,
        "docs/tables/ holds exactly the pictures listed"
    );
    let studying = std::fs::read_to_string(docs.join("../studying.md")).unwrap();
    for (name, args) in DOC_PICTURES {
        let file = dir.join(format!("{name}.svg"));
        let words: Vec<&str> = args.split(' ').collect();
        ok(&[&words[..], &["--svg", file.to_str().unwrap()]].concat());
        let drawn = std::fs::read(&file).unwrap();
        if std::env::var_os("GRUNDY_PICTURES").is_some() {
            std::fs::write(docs.join(format!("{name}.svg")), &drawn).unwrap();
        }
        let kept = std::fs::read(docs.join(format!("{name}.svg"))).unwrap();
        assert!(
            kept == drawn,
            "docs/tables/{name}.svg is stale: GRUNDY_PICTURES=1 cargo test --release --test sg_table docs"
        );
        assert!(
            studying.contains(&format!("sg_table {args} --svg docs/tables/{name}.svg")),
            "{name}"
        );
        assert!(studying.contains(&format!("(tables/{name}.svg)")), "{name}");
    }
}
