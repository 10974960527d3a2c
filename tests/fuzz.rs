//! A seeded fuzz test of the solvers' contract: every problem's binary on thousands of
//! malformed, truncated, oversized and odd variants of its valid inputs.
//!
//! **Inputs.** Each problem's valid inputs are its generator's (the problem table's typed
//! cases, written as judge input) at sizes 0, 1, 2, 5 and 10 and at the largest size whose
//! text fits in 32 KiB, plus every `testdata/<id>/*.in`. Inputs of the small ones (up to
//! 80 tokens) are cut at every token: before it, inside it and after it. Then a seeded
//! random stream of mutants, one to three mutations stacked on a random valid input:
//! truncation at a token or a byte; two tokens swapped; a token deleted or duplicated; a
//! token replaced by a number from a list of edge cases (0, −1, 2^31, 2^63, 2^64 − 1, 2^64,
//! a thousand digits, …), by itself with a sign, leading zeros, a minus or ten times
//! larger, or by a look-alike (`1e3`, `0x10`, full-width or Arabic digits, a no-break
//! space); random bytes inserted or overwritten; control characters, bytes that are not
//! UTF-8, byte-order marks; CRLF line ends; vertical tabs and form feeds for spaces.
//!
//! **The contract, on every run.** Each run goes through the judge's runner
//! (`grundy::tools::judge::run`), which measures the program alone (its launcher forks and
//! `exec`s it and collects it with `wait4`) and kills it at the time limit:
//!
//! * it ends by itself, with status 0 or 2: no panic (101), no signal, no time-out (10 s,
//!   far beyond the judges' 1–2 s for their largest inputs, so a loaded machine cannot trip
//!   it, while a run-away does);
//! * its peak memory stays within the judge's memory limit for the problem (the problem
//!   table's, 10 to 1024 MiB), even for inputs far beyond the judge's bounds;
//! * status 0: the input holds a token, nothing is on stderr, and stdout is exactly what
//!   the library computes for the same input (read by the problem module's reader, solved
//!   by the library);
//! * status 2: nothing on stdout, and stderr is one error the contract allows
//!   (`common::contract::check_error`: one printable line, a known wording without Rust
//!   type names, naming a line of the input that holds what it is about, or the last
//!   token's line if the input ends early).
//!
//! **`explain` beside the solver.** The study tool promises to read exactly the judge's
//! input with the solver's own errors, so a second test gives it mutants of the same kind
//! (120 per problem, no cuts) and runs the solver on each too: `explain` must accept
//! exactly what the solver accepts (status 0, an explanation, nothing on stderr), refuse
//! the rest with the solver's very error line (status 2, nothing on stdout), end within
//! the time limit and stay under 512 MiB.
//!
//! **The tools' arguments.** A third test gives every tool (`play`, `sg_table`, `explain`,
//! `bundle`, `judge`, `bench`) seeded mutants of valid command lines (60 per tool): an
//! argument deleted, duplicated, swapped, cut short, replaced by an edge-case number or
//! another of the tool's arguments, or with a hidden character (a right-to-left override,
//! an isolate, a line separator, a newline, an escape) or bytes that are not UTF-8
//! inserted. Each runs through the judge's runner: it must end by itself within the time
//! limit with status 0, 1 or 2 (no panic, no signal) and within 256 MiB (`play`'s stated
//! budget), a refusal must be one `error:` line with nothing on stdout, and every line it
//! writes for a person must be in words with hidden characters escaped
//! (`common::contract::check_words`). Command lines asking for long legitimate work (`judge`
//! or `bench` of every problem, `bench` of a slow one or of many rounds) are skipped.
//!
//! A failing input is saved under Cargo's `target/tmp/fuzz/` with its path in the report.
//!
//! **Size and time.** By default 600 mutants per problem after its cuts: 7 374 runs over the
//! ten problems (1 374 cuts), 25 s on the 2-core machine, two problems at a time (the whole
//! `cargo test --release` takes about 1.5 minutes there once built, 3 from a fresh clone);
//! and 60 command lines per tool, 360 runs in about 11 s. Set `GRUNDY_FUZZ_ITERS` for more
//! mutants per problem (`GRUNDY_FUZZ_EXPLAIN_ITERS` for `explain`,
//! `GRUNDY_FUZZ_TOOL_ITERS` per tool for the tools' arguments), `GRUNDY_FUZZ_SEED` for
//! another stream and `GRUNDY_FUZZ_ONLY=poj2960,pe459` (or `play,bench`) for some problems
//! or tools only, e.g. `GRUNDY_FUZZ_ITERS=15000 GRUNDY_FUZZ_SEED=20240601 cargo test
//! --release --test fuzz -- --nocapture` (151 416 runs in 13 minutes, all keeping the
//! contract); with `--nocapture` each problem and tool prints its counts, its slowest run
//! and its largest peak. A run of 61 388 (`GRUNDY_FUZZ_ITERS=6000
//! GRUNDY_FUZZ_SEED=20261125`) found `poj2960` taking 12 s on one move size of 2^32 − 1
//! (now a regression test in `tests/poj2960.rs`). `GRUNDY_FUZZ_TOOL_ITERS=1500
//! GRUNDY_FUZZ_SEED=20261126` (9 000 command lines, 3 minutes) keeps the contract.

mod common;

use common::contract::{check_error, tokens};
use common::{bin_path, lines, testdata_inputs};
use grundy::input::{Input, is_space};
use grundy::rng::Rng;
use grundy::tools::judge::{Exit, Program, run};
use grundy::tools::problems::{MAX_SIZE, PROBLEMS, Problem, find};
use grundy::{
    cutting, fibonacci_game, flipping_game, misere, mock_turtles, nim_product, nimber, prefix_free,
    snim, staircase, tartan, turning_corners,
};
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The default seed of the mutant stream.
const SEED: u64 = 0x1157_f022;

/// Mutants per problem unless `GRUNDY_FUZZ_ITERS` says otherwise.
const DEFAULT_ITERS: u64 = 600;

/// Time limit of one run.
const RUN_LIMIT: Duration = Duration::from_secs(10);

/// The largest generated input is the largest that fits in this many bytes.
const LARGE_BYTES: usize = 32 << 10;

/// Inputs with at most this many tokens are cut at every token.
const CUT_EVERYWHERE: usize = 80;

/// Numbers that break readers: type boundaries, signs, huge lengths, look-alikes.
const EDGE_TOKENS: &[&str] = &[
    "0",
    "1",
    "-1",
    "-0",
    "+0",
    "+7",
    "007",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "99999999999999999999999999999999",
    "1e3",
    "0x10",
    "1_000",
    "3.0",
    "１２",
    "٣",
    "7\u{a0}8",
    "\u{200b}5",
    "+-3",
    "--3",
    "+",
    "-",
];

/// Byte sequences that are not UTF-8 text.
const NOT_UTF8: &[&[u8]] = &[
    b"\xff",
    b"\xc3",
    b"\x80",
    b"\xc0\xaf",
    b"\xed\xa0\x80",
    b"\xf4\x90\x80\x80",
];

/// Control characters and the like, some of them whitespace to scanf.
const CONTROLS: &[&[u8]] = &[
    b"\0",
    b"\x01",
    b"\x08",
    b"\x1b",
    b"\x1b[31m",
    b"\x7f",
    b"\t",
    b"\x0b",
    b"\x0c",
    b"\r",
];

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A valid input and where it came from.
struct Base {
    name: String,
    text: String,
}

/// Whether an input's mutants stay cheap enough for a fuzz run: PE 459 costs O(N^1.5), and
/// a mutant of `N = 10^6` (0.8 s) is one digit away from `N = 9 999 999` (about 40 s), so
/// its inputs are kept to `N ≤ 10^4` (its large cases are `tests/pe459.rs`'s).
fn affordable(id: &str, text: &str) -> bool {
    id != "pe459" || text.trim().parse::<u64>().is_ok_and(|n| n <= 10_000)
}

/// The valid inputs of problem `p` (see the module docs).
fn bases(p: &Problem, rng: &mut Rng) -> Vec<Base> {
    let mut bases = Vec::new();
    let mut add = |name: String, text: String| {
        if affordable(p.id, &text) {
            bases.push(Base { name, text });
        }
    };
    for size in [0, 1, 2, 5, 10] {
        add(format!("size {size}"), (p.generate)(rng, size));
    }
    if let Some((size, text)) = (0..=MAX_SIZE)
        .rev()
        .step_by(5)
        .map(|size| (size, (p.generate)(rng, size)))
        .find(|(_, text)| text.len() <= LARGE_BYTES)
    {
        add(format!("size {size}"), text);
    }
    for path in testdata_inputs(p.id) {
        let name = format!("testdata {}", path.file_name().unwrap().to_string_lossy());
        add(name, std::fs::read_to_string(&path).unwrap());
    }
    bases
}

/// Byte ranges of the tokens of `bytes` (split at scanf's whitespace, whatever the bytes).
fn spans(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, &b) in bytes.iter().enumerate() {
        match (is_space(b), start) {
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, bytes.len()));
    }
    out
}

/// `bytes` with `range` replaced by `with`.
fn spliced(bytes: &[u8], range: (usize, usize), with: &[u8]) -> Vec<u8> {
    [&bytes[..range.0], with, &bytes[range.1..]].concat()
}

/// Every cut of `bytes` at a token: just before it, inside it (if longer than one byte)
/// and just after it.
fn cuts(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for (s, e) in spans(bytes) {
        out.push(bytes[..s].to_vec());
        if e - s > 1 {
            out.push(bytes[..s + (e - s) / 2].to_vec());
        }
        out.push(bytes[..e].to_vec());
    }
    out
}

/// A replacement for token `t`: an edge case, or `t` itself with a sign, leading zeros,
/// a trailing zero (ten times larger) or a thousand digits more.
fn odd_number(rng: &mut Rng, t: &[u8]) -> Vec<u8> {
    let t = String::from_utf8_lossy(t);
    match rng.below(8) {
        0 => format!("-{t}"),
        1 => format!("+{t}"),
        2 => format!("{}{t}", "0".repeat(rng.range(1, 30) as usize)),
        3 => format!("{t}0"),
        4 => "9".repeat(if rng.chance(1, 8) { 100_000 } else { 1000 }),
        _ => EDGE_TOKENS[rng.index(EDGE_TOKENS.len())].to_string(),
    }
    .into_bytes()
}

/// One random mutation of `bytes`; returns the result and the mutation's name.
fn mutate_once(rng: &mut Rng, bytes: &[u8]) -> (Vec<u8>, &'static str) {
    let spans = spans(bytes);
    let token = |rng: &mut Rng| spans[rng.index(spans.len())];
    let at = |rng: &mut Rng| rng.index(bytes.len() + 1);
    let pick = |rng: &mut Rng, list: &[&'static [u8]]| list[rng.index(list.len())];
    let kind = rng.below(14);
    if spans.is_empty() && kind < 6 {
        return (bytes.to_vec(), "nothing (no token)");
    }
    match kind {
        0 => {
            let (s, e) = token(rng);
            let cut = rng.range(s as u64, e as u64) as usize;
            (bytes[..cut].to_vec(), "cut at a token")
        }
        1 => {
            let (a, b) = (token(rng), token(rng));
            let (a, b) = if a.0 <= b.0 { (a, b) } else { (b, a) };
            if a == b {
                return (bytes.to_vec(), "a token swapped with itself");
            }
            let swapped = [
                &bytes[..a.0],
                &bytes[b.0..b.1],
                &bytes[a.1..b.0],
                &bytes[a.0..a.1],
                &bytes[b.1..],
            ]
            .concat();
            (swapped, "two tokens swapped")
        }
        2 => (spliced(bytes, token(rng), b""), "a token deleted"),
        3 => {
            let (s, e) = token(rng);
            let copy = [b" ", &bytes[s..e]].concat();
            (spliced(bytes, (e, e), &copy), "a token duplicated")
        }
        4 | 5 => {
            let (s, e) = token(rng);
            (
                spliced(bytes, (s, e), &odd_number(rng, &bytes[s..e])),
                "an odd number",
            )
        }
        6 => (bytes[..at(rng)].to_vec(), "cut at a byte"),
        7 => {
            let noise: Vec<u8> = (0..rng.range(1, 4)).map(|_| rng.below(256) as u8).collect();
            if bytes.is_empty() || rng.chance(1, 2) {
                let i = at(rng);
                (spliced(bytes, (i, i), &noise), "random bytes inserted")
            } else {
                let i = rng.index(bytes.len());
                (
                    spliced(bytes, (i, i + 1), &noise[..1]),
                    "a random byte overwritten",
                )
            }
        }
        8 => {
            let i = at(rng);
            (
                spliced(bytes, (i, i), pick(rng, CONTROLS)),
                "a control character",
            )
        }
        9 => {
            let i = at(rng);
            (
                spliced(bytes, (i, i), pick(rng, NOT_UTF8)),
                "bytes that are not UTF-8",
            )
        }
        10 => {
            let i = if rng.chance(1, 2) { 0 } else { at(rng) };
            (
                spliced(bytes, (i, i), "\u{feff}".as_bytes()),
                "a byte-order mark",
            )
        }
        11 => {
            let crlf = String::from_utf8_lossy(bytes).replace('\n', "\r\n");
            (crlf.into_bytes(), "CRLF line ends")
        }
        _ => {
            let odd: Vec<u8> = bytes
                .iter()
                .map(|&b| match b {
                    b' ' | b'\n' if rng.chance(1, 3) => [0x0b, 0x0c][rng.index(2)],
                    _ => b,
                })
                .collect();
            (odd, "vertical tabs and form feeds")
        }
    }
}

/// The library's answer for an input the binary accepted: the problem module's reader and
/// solver, as the binary calls them.
fn answer(id: &str, text: &str) -> String {
    let src = &mut Input::new(text);
    match id {
        "poj1704" => lines(&staircase::JudgeInput::read(src).cases, |c| {
            staircase::verdict(staircase::first_player_wins(c)).to_string()
        }),
        "poj2311" => {
            let input = cutting::JudgeInput::read(src);
            let table = cutting::CuttingTable::new(input.max_side());
            lines(&input.sheets, |&(w, h)| {
                cutting::verdict(table.first_player_wins(w, h)).to_string()
            })
        }
        "poj2960" => {
            let answers = snim::JudgeInput::read(src).answers().expect("answered");
            lines(answers, |line| line)
        }
        "arc087_c" => {
            let input = prefix_free::JudgeInput::read(src);
            format!("{}\n", prefix_free::verdict(input.alice_wins()))
        }
        "hdu3537" => lines(&mock_turtles::JudgeInput::read(src).cases, |c| {
            mock_turtles::verdict(mock_turtles::first_player_wins(c)).to_string()
        }),
        "hdu3404" => lines(&turning_corners::JudgeInput::read(src).cases, |c| {
            turning_corners::verdict(turning_corners::first_player_wins(c)).to_string()
        }),
        "hdu1848" => {
            let input = fibonacci_game::JudgeInput::read(src);
            let g = fibonacci_game::values(input.max_pile());
            lines(&input.cases, |piles| {
                fibonacci_game::verdict(fibonacci_game::first_player_wins(&g, piles)).to_string()
            })
        }
        "hdu1907" => lines(&misere::JudgeInput::read(src).cases, |c| {
            misere::verdict(misere::first_player_wins(c)).to_string()
        }),
        "pe459" => format!(
            "{}\n",
            tartan::pe459(flipping_game::JudgeInput::read(src).n)
        ),
        "nim_product_64" => lines(&nim_product::JudgeInput::read(src).pairs, |&(a, b)| {
            nimber::nim_mul(a, b).to_string()
        }),
        _ => panic!("no answer for {id}"),
    }
}

/// What the fuzzing of one problem saw.
#[derive(Default)]
struct Tally {
    runs: u64,
    accepted: u64,
    rejected: u64,
    slowest: Duration,
    peak_kib: u64,
    failures: Vec<String>,
}

/// Runs problem `p`'s binary on `input` and checks the contract; a violation is recorded
/// in `tally` with the input saved for replay.
fn check(p: &Problem, input: &[u8], how: &str, tally: &mut Tally) {
    let program = Program::Exe(bin_path(p.id));
    let r = run(&program, input, RUN_LIMIT).expect("the judge's runner starts the binary");
    tally.runs += 1;
    tally.slowest = tally.slowest.max(r.wall);
    tally.peak_kib = tally.peak_kib.max(r.peak_kib);
    let stderr = String::from_utf8_lossy(&r.stderr);
    let wrong = match r.exit {
        _ if r.peak_kib > p.memory_limit_mib << 10 => Some(format!(
            "peak memory {} KiB, over the judge's limit of {} MiB",
            r.peak_kib, p.memory_limit_mib
        )),
        Exit::Code(0) => {
            tally.accepted += 1;
            let text = std::str::from_utf8(input).map(|t| t.strip_prefix('\u{feff}').unwrap_or(t));
            match text {
                _ if !r.stderr.is_empty() => Some(format!("status 0 with stderr {stderr:?}")),
                Err(_) => Some("status 0 for input that is not UTF-8".to_string()),
                Ok(text) if tokens(text).is_empty() => {
                    Some("status 0 for an input without tokens".to_string())
                }
                Ok(text) if r.stdout != answer(p.id, text).as_bytes() => {
                    Some("status 0 with an answer other than the library's".to_string())
                }
                Ok(_) => None,
            }
        }
        Exit::Code(2) => {
            tally.rejected += 1;
            match check_error(input, &r.stderr) {
                _ if !r.stdout.is_empty() => Some("status 2 with output on stdout".to_string()),
                Err(why) => Some(format!("{why}: {stderr:?}")),
                Ok(()) => None,
            }
        }
        exit => Some(format!("{exit}: {stderr:?}")),
    };
    if let Some(wrong) = wrong {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{}-{}.in", p.id, tally.failures.len() + 1));
        std::fs::write(&path, input).unwrap();
        tally.failures.push(format!(
            "{how}: {wrong} (input saved to {})",
            path.display()
        ));
    }
}

/// A problem's or a tool's own stream of the seed.
fn id_hash(id: &str) -> u64 {
    id.bytes()
        .fold(0u64, |h, b| h.wrapping_mul(31) ^ u64::from(b))
}

/// Problem `p`'s fuzz inputs (see the module docs), each with how it was made: with
/// `cut`, every cut of the small valid inputs, then `iters` seeded mutants; and how many of
/// them are cuts (they come first).
fn fuzz_inputs(p: &Problem, cut: bool, iters: u64) -> (Vec<(Vec<u8>, String)>, usize) {
    let seed = env_u64("GRUNDY_FUZZ_SEED", SEED);
    let mut rng = Rng::new(seed ^ id_hash(p.id));
    let bases = bases(p, &mut rng);
    let mut inputs = Vec::new();
    if cut {
        for base in &bases {
            if tokens(&base.text).len() <= CUT_EVERYWHERE {
                for c in cuts(base.text.as_bytes()) {
                    inputs.push((c, format!("{}, cut", base.name)));
                }
            }
        }
    }
    let cuts = inputs.len();
    for _ in 0..iters {
        let base = &bases[rng.index(bases.len())];
        let mut bytes = base.text.clone().into_bytes();
        let mut how = vec![base.name.clone()];
        for _ in 0..rng.range(1, 3) {
            let (next, name) = mutate_once(&mut rng, &bytes);
            bytes = next;
            how.push(name.to_string());
        }
        inputs.push((bytes, how.join(", ")));
    }
    (inputs, cuts)
}

/// Fuzzes problem `id` (see the module docs); returns what went wrong.
fn fuzz(id: &str) -> Vec<String> {
    let p = find(id).expect("a problem of the table");
    let started = Instant::now();
    let mut tally = Tally::default();
    let (inputs, cut_runs) = fuzz_inputs(p, true, env_u64("GRUNDY_FUZZ_ITERS", DEFAULT_ITERS));
    for (bytes, how) in &inputs {
        check(p, bytes, how, &mut tally);
    }
    eprintln!(
        "fuzz {id}: {} runs ({cut_runs} cuts), {} accepted, {} rejected; slowest {:.0?}, \
         peak {} KiB; {:.1?} in all",
        tally.runs,
        tally.accepted,
        tally.rejected,
        tally.slowest,
        tally.peak_kib,
        started.elapsed()
    );
    let mut failures = Vec::new();
    if !tally.failures.is_empty() {
        failures.push(format!(
            "{id}: {} of {} runs broke the contract; the first:\n{}",
            tally.failures.len(),
            tally.runs,
            tally.failures[..tally.failures.len().min(5)].join("\n")
        ));
    }
    // Both outcomes must be common, or the mutants test little.
    if tally.accepted * 20 < tally.runs || tally.rejected * 2 < tally.runs {
        failures.push(format!(
            "{id}: only {} accepted and {} rejected of {} runs",
            tally.accepted, tally.rejected, tally.runs
        ));
    }
    failures
}

/// Mutants per problem for `explain` unless `GRUNDY_FUZZ_EXPLAIN_ITERS` says otherwise.
const EXPLAIN_ITERS: u64 = 120;

/// Most memory `explain` may take on any fuzz input (at most 32 KiB of text).
const EXPLAIN_MEMORY_MIB: u64 = 512;

/// `explain <id>` on mutants of problem `id`'s inputs, beside the solver: it must accept
/// exactly what the solver accepts and refuse the rest with the solver's own error line
/// (its promise), end by itself within the time limit and stay within
/// [`EXPLAIN_MEMORY_MIB`]. Returns what went wrong.
fn fuzz_explain(id: &str) -> Vec<String> {
    let p = find(id).expect("a problem of the table");
    let started = Instant::now();
    let explain = Program::Shell(format!("exec '{}' {id}", bin_path("explain").display()));
    let solver = Program::Exe(bin_path(id));
    let (mut runs, mut accepted, mut slowest, mut peak) = (0, 0, Duration::ZERO, 0);
    let mut failures = Vec::new();
    let iters = env_u64("GRUNDY_FUZZ_EXPLAIN_ITERS", EXPLAIN_ITERS);
    for (bytes, how) in fuzz_inputs(p, false, iters).0 {
        let e = run(&explain, &bytes, RUN_LIMIT).expect("the runner starts explain");
        let s = run(&solver, &bytes, RUN_LIMIT).expect("the runner starts the solver");
        runs += 1;
        (slowest, peak) = (slowest.max(e.wall), peak.max(e.peak_kib));
        let wrong = match (&e.exit, &s.exit) {
            _ if e.peak_kib > EXPLAIN_MEMORY_MIB << 10 => {
                Some(format!("peak memory {} KiB", e.peak_kib))
            }
            (Exit::Code(0), Exit::Code(0)) if e.stderr.is_empty() && !e.stdout.is_empty() => {
                accepted += 1;
                None
            }
            (Exit::Code(2), Exit::Code(2)) if e.stdout.is_empty() && e.stderr == s.stderr => None,
            (ours, theirs) => Some(format!(
                "explain: {ours}, stdout {} bytes, stderr {:?}; the solver: {theirs}, stderr {:?}",
                e.stdout.len(),
                String::from_utf8_lossy(&e.stderr),
                String::from_utf8_lossy(&s.stderr)
            )),
        };
        if let Some(wrong) = wrong {
            let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz");
            std::fs::create_dir_all(&dir).unwrap();
            let path = dir.join(format!("explain-{id}-{}.in", failures.len() + 1));
            std::fs::write(&path, &bytes).unwrap();
            failures.push(format!(
                "{how}: {wrong} (input saved to {})",
                path.display()
            ));
        }
    }
    eprintln!(
        "fuzz explain {id}: {runs} runs, {accepted} accepted; slowest {slowest:.0?}, peak \
         {peak} KiB; {:.1?} in all",
        started.elapsed()
    );
    if failures.is_empty() {
        return failures;
    }
    vec![format!(
        "explain {id}: {} of {runs} runs broke the contract; the first:\n{}",
        failures.len(),
        failures[..failures.len().min(5)].join("\n")
    )]
}

/// Runs `job` on every problem of the table (or those named in `GRUNDY_FUZZ_ONLY`,
/// comma-separated), one per core at a time, and fails with everything that went wrong.
fn on_every_problem(job: fn(&str) -> Vec<String>) {
    let only = std::env::var("GRUNDY_FUZZ_ONLY").unwrap_or_default();
    let ids: Vec<&str> = PROBLEMS
        .iter()
        .map(|p| p.id)
        .filter(|id| only.is_empty() || only.split(',').any(|o| o == *id))
        .collect();
    assert!(!ids.is_empty(), "GRUNDY_FUZZ_ONLY={only} names no problem");
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut failures = Vec::new();
                    while let Some(id) = ids.get(next.fetch_add(1, Ordering::SeqCst)) {
                        failures.extend(job(id));
                    }
                    failures
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_solver_keeps_the_contract_on_mutated_inputs() {
    on_every_problem(fuzz);
}

#[test]
fn explain_accepts_and_refuses_as_the_solver_does() {
    on_every_problem(fuzz_explain);
}

/// Mutants of each tool's arguments unless `GRUNDY_FUZZ_TOOL_ITERS` says otherwise.
const TOOL_ITERS: u64 = 60;

/// Most memory a tool may take on any fuzzed command line: `play`'s stated budget; the
/// others stay far below it.
const TOOL_MEMORY_MIB: u64 = 256;

/// Characters a terminal does not show as themselves, and bytes that are not UTF-8,
/// inserted into arguments: every message must show them escaped.
const HIDDEN: &[&str] = &[
    "\u{202e}",
    "\u{2066}",
    "\u{200f}",
    "\u{2028}",
    "\n",
    "\r",
    "\u{1b}[31m",
    "\u{7f}",
    "\u{feff}",
    "\u{200b}",
];

/// A tool's valid command lines (each with its standard input), the fixed arguments put
/// before every mutant, and which mutants to run: a tool asked to do long legitimate work
/// (`judge` of every problem, `bench` of the slow ones) is not what this test is about.
struct ToolCase {
    id: &'static str,
    fixed: Vec<OsString>,
    bases: Vec<(Vec<&'static str>, &'static str)>,
    keep: fn(&[String]) -> bool,
    /// Whether its standard output is text a person reads (checked in words).
    words_out: bool,
}

/// Whether `args` names a problem and only cheap ones (`judge`, `bench` without a problem
/// run every one), with at most 50 rounds.
fn cheap_problems(args: &[String]) -> bool {
    const CHEAP: [&str; 3] = ["poj1704", "hdu1848", "hdu3537"];
    let ids: Vec<&String> = args.iter().filter(|a| find(a).is_some()).collect();
    let runs_ok = args
        .windows(2)
        .filter(|w| w[0] == "--runs")
        .all(|w| w[1].parse::<u64>().is_ok_and(|r| r <= 50) || w[1].parse::<u64>().is_err());
    !ids.is_empty() && ids.iter().all(|id| CHEAP.contains(&id.as_str())) && runs_ok
}

/// The tools and their valid command lines.
fn tool_cases(scratch: &std::path::Path) -> Vec<ToolCase> {
    let root = scratch.join("root");
    // A link to this checkout's `src`: made anew where it is missing or leads elsewhere (a
    // `target/` copied from another checkout, or a checkout that moved, holds a stale one).
    let (link, src) = (
        root.join("src"),
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
    );
    if std::fs::read_link(&link).ok().as_deref() != Some(src.as_path()) {
        std::fs::create_dir_all(&root).unwrap();
        match std::fs::remove_file(&link) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => panic!("{}: {e}", link.display()),
            _ => {}
        }
        std::os::unix::fs::symlink(&src, &link).unwrap();
    }
    let os = |v: &[&std::ffi::OsStr]| v.iter().map(|s| s.to_os_string()).collect();
    let script = "hint\n1 1\n2 1\ncut 5x4 into 2x4 and 3x4\n3 0\nquit\n";
    vec![
        ToolCase {
            id: "play",
            fixed: Vec::new(),
            bases: vec![
                (vec!["nim", "1", "2", "4", "--hint"], script),
                (
                    vec![
                        "nim",
                        "--heaps",
                        "8",
                        "--max",
                        "250000",
                        "--seed",
                        "3",
                        "--computer-first",
                    ],
                    script,
                ),
                (vec!["snim", "1,2,3", "4", "5", "--computer-first"], script),
                (vec!["fibonacci", "5", "6"], script),
                (vec!["misere", "1", "1", "2", "--computer-first"], script),
                (vec!["cutting", "5x4", "3x3", "--computer-first"], script),
                (vec!["staircase", "1", "5", "9", "--computer-first"], script),
                (vec!["prefix-free", "4", "01"], script),
                (
                    vec!["runs", "1,4,9", "1", "3", "5", "--coins", "12"],
                    script,
                ),
                (
                    vec![
                        "product",
                        "runs:1,4",
                        "runs:1,3",
                        "1,1",
                        "2,3",
                        "--computer-first",
                    ],
                    script,
                ),
                (
                    vec!["block", "--rows", "4", "--cols", "5", "--seed", "2"],
                    script,
                ),
                (
                    vec![
                        "mock-turtles",
                        "--coins",
                        "64",
                        "--seed",
                        "5",
                        "--computer-first",
                    ],
                    script,
                ),
            ],
            keep: |_| true,
            words_out: true,
        },
        ToolCase {
            id: "sg_table",
            fixed: Vec::new(),
            bases: vec![
                (vec!["octal", "0.77", "--upto", "100", "--period"], ""),
                (vec!["ruler", "16"], ""),
                (vec!["subtraction", "1,3,4", "--upto", "40", "--period"], ""),
                (vec!["product", "ruler", "consecutive:3", "4", "5"], ""),
                (vec!["grundy", "--upto", "50", "--period"], ""),
                (vec!["block", "4", "4"], ""),
                (vec!["nim", "8", "--from", "0"], ""),
                (vec![], "ruler 8\noctal 0.07 --upto 30\n"),
            ],
            keep: |_| true,
            words_out: true,
        },
        ToolCase {
            id: "explain",
            fixed: Vec::new(),
            bases: vec![
                (vec!["pe459"], "100\n"),
                (vec!["poj1704"], "1\n3\n1 5 9\n"),
                (vec!["nim_product_64"], "2\n3 5\n7 11\n"),
                (vec!["arc087_c"], "2 2\n00\n01\n"),
                // Positions on the command line, their words mutated.
                (vec!["poj2960", "2,5", "7", "4"], ""),
                (vec!["hdu3404", "1,2", "70000,70000"], ""),
            ],
            keep: |_| true,
            words_out: true,
        },
        ToolCase {
            id: "bundle",
            fixed: os(&["--root".as_ref(), root.as_os_str()]),
            bases: vec![
                (vec!["--stdout", "poj1704"], ""),
                (vec!["--stdout", "--std-only", "pe459"], ""),
                (vec!["hdu1848"], ""),
            ],
            keep: |_| true,
            words_out: false,
        },
        ToolCase {
            id: "judge",
            fixed: os(&["--no-build".as_ref()]),
            bases: vec![
                (vec!["poj1704"], ""),
                (vec!["hdu1848", "--lenient"], ""),
                (vec!["--testdata", "testdata", "hdu3537"], ""),
            ],
            keep: cheap_problems,
            words_out: true,
        },
        ToolCase {
            id: "bench",
            fixed: os(&[
                "--no-build".as_ref(),
                "--dir".as_ref(),
                scratch.join("bench").as_os_str(),
            ]),
            bases: vec![
                (vec!["--runs", "2", "poj1704"], ""),
                (vec!["--runs", "1", "hdu1848", "hdu3537"], ""),
            ],
            keep: cheap_problems,
            words_out: true,
        },
    ]
}

/// One random mutation of a command line: an argument deleted, duplicated, swapped with
/// another, replaced by an edge-case number, by a twist of itself or by another argument
/// of the tool's, cut short, or with a hidden character or bytes that are not UTF-8
/// inserted.
fn mutate_args(rng: &mut Rng, args: &[OsString], vocabulary: &[&str]) -> Vec<OsString> {
    use std::os::unix::ffi::{OsStrExt, OsStringExt};
    let mut args = args.to_vec();
    let kind = rng.below(9);
    if args.is_empty() || kind == 0 {
        let i = rng.index(args.len() + 1);
        args.insert(i, vocabulary[rng.index(vocabulary.len())].into());
        return args;
    }
    let i = rng.index(args.len());
    let bytes = args[i].as_bytes().to_vec();
    match kind {
        1 => {
            args.remove(i);
        }
        2 => {
            let copy = args[i].clone();
            args.insert(i, copy);
        }
        3 => {
            let j = rng.index(args.len());
            args.swap(i, j);
        }
        4 => args[i] = OsString::from_vec(odd_number(rng, &bytes)),
        5 => args[i] = vocabulary[rng.index(vocabulary.len())].into(),
        6 => args[i] = OsString::from_vec(bytes[..rng.index(bytes.len() + 1)].to_vec()),
        7 => {
            let at = rng.index(bytes.len() + 1);
            let hidden = HIDDEN[rng.index(HIDDEN.len())].as_bytes();
            args[i] = OsString::from_vec(spliced(&bytes, (at, at), hidden));
        }
        _ => {
            let at = rng.index(bytes.len() + 1);
            let bad = NOT_UTF8[rng.index(NOT_UTF8.len())];
            args[i] = OsString::from_vec(spliced(&bytes, (at, at), bad));
        }
    }
    args
}

/// Runs tool `t` on mutants of its command lines and checks the contract: it ends by
/// itself within the time limit (no panic, no signal), with status 0, 1 or 2, within
/// [`TOOL_MEMORY_MIB`]; status 2 is one `error:` line with nothing on stdout; every line
/// it writes for a person (stderr always, stdout but for a bundle's source) is in words
/// with hidden characters escaped (`common::contract::check_words`). Returns what went
/// wrong.
fn fuzz_tool(t: &ToolCase, rng: &mut Rng, iters: u64) -> Vec<String> {
    let started = Instant::now();
    let mut vocabulary: Vec<&str> = t
        .bases
        .iter()
        .flat_map(|(a, _)| a.iter().copied())
        .collect();
    vocabulary.extend([
        "--help", "--seed", "--upto", "--period", "--hint", "--all", "-",
    ]);
    let (mut runs, mut refused, mut slowest, mut peak) = (0, 0, Duration::ZERO, 0);
    let mut failures = Vec::new();
    let mut made = 0;
    while made < iters {
        let (base, stdin) = &t.bases[rng.index(t.bases.len())];
        let mut args: Vec<OsString> = base.iter().map(OsString::from).collect();
        for _ in 0..rng.range(1, 3) {
            args = mutate_args(rng, &args, &vocabulary);
        }
        let shown: Vec<String> = args
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        if !(t.keep)(&shown) {
            continue;
        }
        made += 1;
        let all: Vec<OsString> = t.fixed.iter().cloned().chain(args).collect();
        let program = Program::Args(bin_path(t.id), all);
        let r = run(&program, stdin.as_bytes(), RUN_LIMIT).expect("the runner starts the tool");
        runs += 1;
        (slowest, peak) = (slowest.max(r.wall), peak.max(r.peak_kib));
        let (out, err) = (
            String::from_utf8_lossy(&r.stdout),
            String::from_utf8_lossy(&r.stderr),
        );
        let in_words = |text: &str| text.lines().try_for_each(common::contract::check_words);
        let wrong = match r.exit {
            _ if r.peak_kib > TOOL_MEMORY_MIB << 10 => {
                Some(format!("peak memory {} KiB", r.peak_kib))
            }
            Exit::Code(2) if !r.stdout.is_empty() => Some("status 2 with output on stdout".into()),
            Exit::Code(2) if err.lines().count() != 1 || !err.starts_with("error: ") => {
                Some(format!("status 2 without one error line: {err:?}"))
            }
            Exit::Code(0..=2) => in_words(&err)
                .and_then(|()| if t.words_out { in_words(&out) } else { Ok(()) })
                .err(),
            exit => Some(format!("{exit}: {err:?}")),
        };
        refused += u64::from(r.exit == Exit::Code(2));
        if let Some(wrong) = wrong {
            failures.push(format!("{}: {wrong}", program.describe()));
        }
    }
    eprintln!(
        "fuzz {}: {runs} runs, {refused} refused; slowest {slowest:.0?}, peak {peak} KiB; \
         {:.1?} in all",
        t.id,
        started.elapsed()
    );
    // Both outcomes must be common, or the mutants test little.
    if refused * 5 < runs || refused == runs {
        failures.push(format!("{} refused of {runs} runs", refused));
    }
    if failures.is_empty() {
        return failures;
    }
    vec![format!(
        "{}: {} of {runs} runs broke the contract; the first:\n{}",
        t.id,
        failures.len(),
        failures[..failures.len().min(5)].join("\n")
    )]
}

/// Every tool (`play`, `sg_table`, `explain`, `bundle`, `judge`, `bench`) on seeded
/// mutants of valid command lines, through the judge's runner (see [`fuzz_tool`]).
#[test]
fn every_tool_keeps_the_contract_on_mutated_arguments() {
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz-tools");
    let cases = tool_cases(&scratch);
    let only = std::env::var("GRUNDY_FUZZ_ONLY").unwrap_or_default();
    let iters = env_u64("GRUNDY_FUZZ_TOOL_ITERS", TOOL_ITERS);
    let seed = env_u64("GRUNDY_FUZZ_SEED", SEED);
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut failures = Vec::new();
                    while let Some(t) = cases.get(next.fetch_add(1, Ordering::SeqCst)) {
                        if only.is_empty() || only.split(',').any(|o| o == t.id) {
                            let mut rng = Rng::new(seed ^ id_hash(t.id) ^ 0x7001);
                            failures.extend(fuzz_tool(t, &mut rng, iters));
                        }
                    }
                    failures
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
