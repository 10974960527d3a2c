//! The bad-input messages every solver shares, checked on every solver; with the
//! per-problem catalogues (`bad_input_is_rejected` in each `tests/<id>.rs`) this lists
//! every message a solver can print:
//!
//! * shared, here: `the input is empty`; `line L: input is not valid UTF-8 text`;
//!   `cannot read standard input: …`; `line L: cannot read `x` as …`, in words;
//!   `line L: unexpected `x` after the end of the input` (in every catalogue);
//! * the early end, in every catalogue: `line L: the input ends early: expected …`, saying
//!   what was missing (`5 positions in case 1, found 3`, `H`, `B of pair 2`, …) at the
//!   line of the last token;
//! * bounded numbers (`poj2311`, `hdu1848`, `pe459`): `cannot read `x` as W, a whole number
//!   from 1 to 1000`, `W = 0 is too small (at least 1)`, `W = 1001 is too large (at most
//!   1000)`;
//! * each problem's own rules, in its catalogue: a position of 0 or listed twice
//!   (`poj1704`), a move size of 0 and a heap beyond the period search (`poj2960`), a
//!   string that is not binary, breaks prefix-freeness or is longer than L (`arc087_c`), a
//!   place of 2^63 or more (`hdu3537`), a case without candy (`hdu1907`);
//! * writing (`tests/output.rs`): `cannot write standard output: …` (status 1), and a closed
//!   pipe ends quietly (status 141).
//!
//! `internal error: …` (status 101) would be a bug; the fuzz test makes sure it never shows.
//!
//! Every program speaks in words, the same for ranges everywhere ("from 1 to 511", "at most
//! 1000", "a whole number from 0 to 2^64 − 1"): no Rust range, type name or debug-formatted
//! string ([`common::contract::check_words`], tested here). The solvers' errors are checked
//! by the contract's checker; the tools', the referee's and the study tools' errors,
//! transcripts and reports in their tests' helpers (`common::usage_error`, the referee's
//! `assert_error` and live answers, `play`, `explain`, `judge`); their help texts and golden
//! outputs here.

mod common;

use common::contract::check_words;
use common::{assert_error, assert_in_words, run_bin, run_bin_args, testdata_dir, testdata_inputs};
use grundy::tools::problems::PROBLEMS;
use std::process::{Command, Stdio};

/// Every solver's judge id.
fn solvers() -> impl Iterator<Item = &'static str> {
    PROBLEMS.iter().map(|p| p.id)
}

/// An input without any token is an error for every solver, whatever the whitespace and
/// with a byte-order mark or not (`hdu3537`, whose cases run to the end of the input, used
/// to accept it and print nothing).
#[test]
fn an_input_without_tokens_is_empty_for_every_solver() {
    for id in solvers() {
        for input in [
            "",
            " ",
            "\n\n",
            " \t\x0b\x0c\r\n",
            "\u{feff}",
            "\u{feff}\r\n\t",
        ] {
            assert_error(id, input, "error: the input is empty");
        }
    }
}

/// Bytes that are not UTF-8 are bad input, on the line of the first such byte, before any
/// token is read (so even before a bad first token).
#[test]
fn input_that_is_not_utf8_names_the_line_of_its_first_bad_byte() {
    for id in solvers() {
        assert_error(id, b"\xff", "error: line 1: input is not valid UTF-8 text");
        assert_error(
            id,
            b"x\n1 \xc3(\n\xff\n",
            "error: line 2: input is not valid UTF-8 text",
        );
        // A byte-order mark not at the start is no mark, and a lone half of one is no text.
        assert_error(
            id,
            b"\xef\xbb\n",
            "error: line 1: input is not valid UTF-8 text",
        );
    }
}

/// Standard input that cannot be read (here a directory) is bad input too, in one line.
#[test]
fn unreadable_standard_input_is_bad_input() {
    for id in solvers() {
        let out = Command::new(common::bin_path(id))
            .stdin(std::fs::File::open(testdata_dir()).unwrap())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{id}: {err}");
        assert!(out.stdout.is_empty(), "{id}");
        assert_eq!(
            err, "error: cannot read standard input: Is a directory (os error 21)\n",
            "{id}"
        );
    }
}

/// A first token that is not a number is named in words, never as a Rust type: a count or
/// value of any 64-bit size, or a number with its own bounds and name.
#[test]
fn a_token_that_is_not_a_number_is_named_in_words() {
    let any = "a whole number from 0 to 2^64 − 1";
    let pe459 = format!(
        "N, a whole number from 0 to {}",
        grundy::flipping_game::MAX_N
    );
    for id in solvers() {
        let what = match id {
            "poj2311" => "W, a whole number from 1 to 1000",
            "hdu1848" => "m, a whole number from 0 to 1000000",
            "pe459" => &pe459,
            _ => any,
        };
        assert_error(
            id,
            "\n\n-0x1f 3\n",
            &format!("error: line 3: cannot read `-0x1f` as {what}"),
        );
    }
}

/// Every solver reads tokens as scanf does: the same answer for its test data with CRLF
/// line ends, vertical tabs and form feeds for spaces, a byte-order mark in front, and
/// numbers with a `+` sign or leading zeros.
#[test]
fn every_solver_reads_scanf_whitespace_signs_and_leading_zeros() {
    for id in solvers() {
        // The smallest case: enough to read every kind of token.
        let path = testdata_inputs(id)
            .into_iter()
            .min_by_key(|p| std::fs::metadata(p).unwrap().len())
            .unwrap();
        let plain = std::fs::read_to_string(&path).unwrap();
        let want = run_bin(id, plain.as_bytes());
        assert_eq!(want.status.code(), Some(0), "{}", path.display());
        let spaced = plain.replace('\n', "\r\n").replace(' ', "\x0b\x0c");
        // `arc087_c`'s strings are binary, not numbers: only `N L` get signs there.
        let signed: Vec<String> = plain
            .split_ascii_whitespace()
            .enumerate()
            .map(|(i, t)| match id != "arc087_c" || i < 2 {
                true => format!("+00{t}"),
                false => t.to_string(),
            })
            .collect();
        let signed = signed.join("\n");
        for text in [format!("\u{feff}{spaced}"), signed] {
            let got = run_bin(id, text.as_bytes());
            assert_eq!(
                (got.status.code(), &got.stdout),
                (Some(0), &want.stdout),
                "{id} on {text:?}: {}",
                String::from_utf8_lossy(&got.stderr)
            );
        }
    }
}

/// The word check catches what the messages used to say (Rust ranges, type names, debug
/// strings) and lets the suite's own forms pass: quoted tokens as typed, "and so on".
#[test]
fn the_word_check_catches_rust_syntax() {
    for bad in [
        "size 0 is out of range 1..=1024 for this game",
        "players N  first line, once (N in 4..8)",
        "  g1(x), x = 1..5, one column run game",
        "cannot read `x` as u64",
        "expected Some(3)",
        "line 2: expected \"Bob will win\"",
        "unknown game `\u{202e}x`",
        "too many sizes: 7 16 \u{202e} (give one)",
        "cannot read a\u{2028}b",
        "path \u{2066}a\u{2069} and \u{200e}",
        "a\rb",
        "bell \u{7}",
    ] {
        assert!(check_words(bad).is_err(), "{bad}");
    }
    for good in [
        "size 0 is too small (at least 1)",
        "--upto 1025 is too large for this game (at most 1024)",
        "card 600 is not a number card from 1 to 511",
        "cannot read `1..=3` as a card",
        "unknown game `u64\"x\"` (see --help)",
        "take-and-break game 0.d1d2... (e.g. 0.77 Kayles)",
        "deal v1 … vN",
        "line 2: expected `Bob will win`",
    ] {
        assert_eq!(check_words(good), Ok(()), "{good}");
    }
}

/// Every tool's `--help` (every binary that is not a problem's) is in words.
#[test]
fn every_help_text_is_in_words() {
    let bin_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    let mut programs: Vec<String> = std::fs::read_dir(bin_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .filter(|id| solvers().all(|s| s != id))
        .collect();
    programs.sort();
    assert_eq!(programs.len(), 8, "{programs:?}");
    for id in &programs {
        let out = run_bin_args(id, &["--help"], b"");
        assert_eq!(out.status.code(), Some(0), "{id} --help");
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.lines().count() > 5, "{id} --help: {help}");
        assert_in_words(&format!("{id} --help"), &help);
    }
}

/// What the tools print for their test data (the study tools' explanations and games, the
/// tables, the referee's transcripts) is in words; the outputs equal these files
/// (`tests/samples.rs`).
#[test]
fn every_golden_output_of_the_tools_is_in_words() {
    let mut files = 0;
    for tool in ["explain", "play", "sg_table", "xor_trie_referee"] {
        for input in testdata_inputs(tool) {
            let golden = input.with_extension("out");
            let text = std::fs::read_to_string(&golden).unwrap();
            assert_in_words(&golden.display().to_string(), &text);
            files += 1;
        }
    }
    assert!(files >= 50, "{files} files");
}

/// User text that a terminal would not show as itself (a right-to-left override, an
/// isolate, a line separator, a newline) is escaped in every tool's messages, whichever
/// way it comes in: a game, an option or its value, a size, a path.
#[test]
fn hidden_characters_in_user_text_are_escaped_in_every_message() {
    let rlo = "\u{202e}";
    let cases: Vec<(&str, Vec<String>, &str)> = vec![
        (
            "sg_table",
            ["nim", "7090404345625787473", "16", rlo, "--period"]
                .map(String::from)
                .to_vec(),
            "\\u{202e}",
        ),
        (
            "play",
            vec!["nim".into(), format!("--x{rlo}"), "1".into()],
            "\\u{202e}",
        ),
        ("play", vec!["nim".into(), format!("--{rlo}")], "\\u{202e}"),
        (
            "play",
            vec![format!("\u{2066}nim\u{2069}")],
            "\\u{2066}nim\\u{2069}",
        ),
        ("play", vec!["nim".into(), "3\u{2028}4".into()], "\\u{2028}"),
        ("explain", vec![format!("pe459{rlo}")], "\\u{202e}"),
        ("judge", vec![format!("x\u{200f}")], "\\u{200f}"),
        (
            "bench",
            vec!["--runs".into(), format!("5{rlo}")],
            "\\u{202e}",
        ),
        ("bundle", vec![format!("poj1704\u{feff}")], "\\u{feff}"),
    ];
    for (id, args, shown) in cases {
        let err = common::usage_error(id, &args);
        assert!(err.contains(shown), "{id} {args:?}: {err}");
    }
    // A path with a newline: every line of the report is whole and in words.
    let out = run_bin_args("judge", &["--testdata", "a\nb\u{202e}"], b"");
    let report = String::from_utf8(out.stdout).unwrap();
    let errors: Vec<&str> = report.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), PROBLEMS.len(), "{report}");
    for line in errors {
        assert!(line.contains("a\\nb\\u{202e}"), "{line}");
    }
    assert_in_words("judge --testdata", &report);
    assert_in_words("judge --testdata", &String::from_utf8(out.stderr).unwrap());
}
