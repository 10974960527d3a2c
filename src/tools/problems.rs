//! The suite's problem table: judge id, name, limits and random inputs of every judge
//! problem, in one place for the local judge, stress testing, tests and benchmarks.
//!
//! **One definition per input format.** Each problem module (never this one) defines its
//! judge input as a typed `JudgeInput` with the one reader of that format, which the
//! binary uses. This module, never bundled, adds what submissions do not need: through
//! [`JudgeCase`], every `JudgeInput` generates itself at random and writes itself back as
//! judge-input text. Tests and benchmarks take the typed values straight from
//! [`JudgeCase::generate`]; the judge takes their text from [`Problem::generate`]. A unit
//! test checks, for every problem, that the reader reads back exactly what the writer
//! wrote.

use crate::input::Input;
use crate::rng::Rng;
use crate::{
    cutting, fibonacci_game, flipping_game, misere, mock_turtles, nim_product, prefix_free, snim,
    staircase, turning_corners,
};
use std::fmt::{Display, Write};

/// A problem's judge input as a typed value (the problem module's `JudgeInput`): read
/// from judge input by the problem's reader, generated at random and written back as
/// judge-input text here.
pub trait JudgeCase: Sized {
    /// One valid input. `size` runs from 0 (tiniest) to [`MAX_SIZE`] (the judge's stated
    /// maximum); every bound scales with it.
    fn generate(rng: &mut Rng, size: u32) -> Self;

    /// Appends the input as judge-input text: what the problem's reader reads back.
    fn write(&self, out: &mut String);

    /// Reads judge-input text: the problem module's `JudgeInput::read`.
    fn read(src: &mut Input) -> Self;

    /// The input as judge-input text.
    fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }
}

/// Generates one valid input of a problem as judge-input text: [`JudgeCase::generate`]
/// of the problem's input type, written by [`JudgeCase::write`] ([`text_of`]).
pub type Generator = fn(rng: &mut Rng, size: u32) -> String;

/// The [`Generator`] of input type `C`.
///
/// ```
/// use grundy::rng::Rng;
/// use grundy::tools::problems::{JudgeCase, text_of};
/// let input = grundy::flipping_game::JudgeInput::generate(&mut Rng::new(1), 0);
/// assert_eq!(text_of::<grundy::flipping_game::JudgeInput>(&mut Rng::new(1), 0), input.text());
/// ```
pub fn text_of<C: JudgeCase>(rng: &mut Rng, size: u32) -> String {
    C::generate(rng, size).text()
}

/// The largest `size` a [`Generator`] takes: inputs at the judge's limits.
pub const MAX_SIZE: u32 = 100;

/// One judge problem of the suite.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// Judge id: the binary's name and the `testdata/` directory's name.
    pub id: &'static str,
    /// The problem's title at its judge.
    pub name: &'static str,
    /// Where the problem lives.
    pub judge: &'static str,
    /// The judge's time limit, in milliseconds.
    pub time_limit_ms: u64,
    /// The judge's memory limit, in MiB.
    pub memory_limit_mib: u64,
    /// Random valid inputs as judge-input text: [`text_of`] the problem's input type,
    /// whose [`JudgeCase::generate`] gives the same inputs as typed values.
    pub generate: Generator,
    /// Where a Rust file of the problem is accepted (the README's "submit at" column and
    /// the header of every file in `submit/`).
    pub submit_at: SubmitAt,
    /// The judge's largest input when it is one known input (an official file, the value
    /// the question asks for), which the benchmarks run; otherwise they run the generator
    /// at [`MAX_SIZE`].
    pub largest: Option<Largest>,
}

/// One known input at a judge's limits.
#[derive(Debug, Clone, Copy)]
pub struct Largest {
    /// What it is, in words.
    pub what: &'static str,
    /// Its text.
    pub text: fn() -> String,
}

/// Library Checker's largest nim_product_64 test, `random_00`.
fn random_00() -> String {
    library_checker_input("random_00")
        .expect("a known test")
        .text()
}

/// The value Project Euler 459 asks for, N = 10^6.
fn pe459_question() -> String {
    flipping_game::JudgeInput { n: 1_000_000 }.text()
}

/// Where a Rust solution of a problem can be submitted, as the judges' public pages state
/// their languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubmitAt {
    /// Judges that take a Rust file of the problem.
    Judges(&'static [Venue]),
    /// No judge that takes Rust hosts the problem: its files are for study and local
    /// judging.
    Nowhere {
        /// In a few words, for the README's narrow table.
        short: &'static str,
        /// Why, in full.
        why: &'static str,
    },
}

/// A judge that takes a Rust file of a problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Venue {
    /// The judge and the problem's name there: `Luogu P10507`.
    pub judge: &'static str,
    /// The judge's Rust: compiler, edition and crates.
    pub rust: JudgeRust,
}

/// The Rust toolchain of a judge, as its public pages state it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JudgeRust {
    /// Compiler version and edition: `Rust 1.89.0, edition 2024`.
    pub version: &'static str,
    /// Whether the judge offers the crates of the default flavour (`proconio`,
    /// `itertools`, `rustc-hash`); without them, only a file that uses no crate builds
    /// there (every std-only file).
    pub crates: bool,
    /// The crates and their versions, in words, or `no crates`.
    pub crates_text: &'static str,
}

/// The versions AtCoder pins (since its 2025 language update) of the crates the default
/// flavour may use, as crate names: `tests/toolchains.rs` compiles every default-flavour file
/// against exactly these.
pub const ATCODER_CRATES: [(&str, &str); 3] = [
    ("proconio", "0.5.0"),
    ("itertools", "0.14.0"),
    ("rustc-hash", "2.1.1"),
];

/// AtCoder since its 2025 language update: Rust 1.89.0, edition 2024, with (among many
/// others) the crates of [`ATCODER_CRATES`].
pub const ATCODER_RUST: JudgeRust = JudgeRust {
    version: "Rust 1.89.0, edition 2024",
    crates: true,
    crates_text: "proconio 0.5.0, itertools 0.14.0, rustc-hash 2.1.1",
};

/// Library Checker: `rustc --edition 2024 -C opt-level=3 -C target-cpu=native`, rustc
/// 1.94.1, no crates (its judge's published language list).
pub const LIBRARY_CHECKER_RUST: JudgeRust = JudgeRust {
    version: "rustc 1.94.1, edition 2024",
    crates: false,
    crates_text: "no crates",
};

/// Luogu: `rustc --edition 2021`, no crates; its judge environment (published as Nix
/// files) takes the stable Rust of the day it is built, 1.92 in the build of January 2026.
pub const LUOGU_RUST: JudgeRust = JudgeRust {
    version: "stable Rust, 1.92 as of January 2026, edition 2021",
    crates: false,
    crates_text: "no crates",
};

impl SubmitAt {
    /// The README's "submit at" cell.
    ///
    /// ```
    /// use grundy::tools::problems::find;
    /// assert_eq!(find("pe459").unwrap().submit_at.text(), "nowhere: Project Euler takes only the answer (run the program, enter the number it prints)");
    /// assert!(find("nim_product_64").unwrap().submit_at.text().starts_with("Library Checker (rustc 1.94.1, edition 2024, no crates)"));
    /// ```
    pub fn text(&self) -> String {
        match self {
            SubmitAt::Judges(venues) => venues
                .iter()
                .map(|v| format!("{} ({}, {})", v.judge, v.rust.version, v.rust.crates_text))
                .collect::<Vec<_>>()
                .join("; "),
            SubmitAt::Nowhere { why, .. } => format!("nowhere: {why}"),
        }
    }

    /// The README's "where to submit" cell: the judges, and which file where crates are
    /// missing, or why nowhere, in a few words.
    ///
    /// ```
    /// use grundy::tools::problems::find;
    /// assert_eq!(find("poj1704").unwrap().submit_at.short(), "Luogu P10507 (the std-only file)");
    /// assert_eq!(find("arc087_c").unwrap().submit_at.short(), "AtCoder ARC 087 E");
    /// assert_eq!(find("pe459").unwrap().submit_at.short(), "nowhere: Project Euler takes the answer only");
    /// ```
    pub fn short(&self) -> String {
        match self {
            SubmitAt::Judges(venues) => venues
                .iter()
                .map(|v| match v.rust.crates {
                    true => v.judge.to_string(),
                    false => format!("{} (the std-only file)", v.judge),
                })
                .collect::<Vec<_>>()
                .join("; "),
            SubmitAt::Nowhere { short, .. } => format!("nowhere: {short}"),
        }
    }
}

/// Why HDU's problems have no Rust judge.
const HDU_ONLY: &str = "HDU takes no Rust (C, C++, Java, Pascal), and no judge that does hosts \
                        the problem: for study and local judging";

/// Every judge problem, in the README's order.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        id: "poj1704",
        name: "Georgia and Bob",
        judge: "POJ 1704",
        time_limit_ms: 1000,
        memory_limit_mib: 10,
        generate: text_of::<staircase::JudgeInput>,
        submit_at: SubmitAt::Judges(&[Venue {
            judge: "Luogu P10507",
            rust: LUOGU_RUST,
        }]),
        largest: None,
    },
    Problem {
        id: "poj2311",
        name: "Cutting Game",
        judge: "POJ 2311",
        time_limit_ms: 1000,
        memory_limit_mib: 64,
        generate: text_of::<cutting::JudgeInput>,
        submit_at: SubmitAt::Judges(&[Venue {
            judge: "Luogu P10501",
            rust: LUOGU_RUST,
        }]),
        largest: None,
    },
    Problem {
        id: "poj2960",
        name: "S-Nim",
        judge: "POJ 2960",
        time_limit_ms: 2000,
        memory_limit_mib: 64,
        generate: text_of::<snim::JudgeInput>,
        submit_at: SubmitAt::Nowhere {
            short: "no judge that takes Rust hosts it",
            why: "POJ takes no Rust (C, C++, Java, Pascal), nor does HDU, whose 1536 is the same \
                  problem, and no judge that does hosts it: for study and local judging",
        },
        largest: None,
    },
    Problem {
        id: "arc087_c",
        name: "Prefix-free Game",
        judge: "AtCoder ARC 087 E",
        time_limit_ms: 2000,
        memory_limit_mib: 256,
        generate: text_of::<prefix_free::JudgeInput>,
        submit_at: SubmitAt::Judges(&[Venue {
            judge: "AtCoder ARC 087 E",
            rust: ATCODER_RUST,
        }]),
        largest: None,
    },
    Problem {
        id: "hdu3537",
        name: "Daizhenyang's Coin",
        judge: "HDU 3537",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: text_of::<mock_turtles::JudgeInput>,
        submit_at: SubmitAt::Nowhere {
            short: "no judge that takes Rust hosts it",
            why: HDU_ONLY,
        },
        largest: None,
    },
    Problem {
        id: "hdu3404",
        name: "Switch lights",
        judge: "HDU 3404",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: text_of::<turning_corners::JudgeInput>,
        submit_at: SubmitAt::Nowhere {
            short: "no judge that takes Rust hosts it",
            why: HDU_ONLY,
        },
        largest: None,
    },
    Problem {
        id: "hdu1848",
        name: "Fibonacci again and again",
        judge: "HDU 1848",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: text_of::<fibonacci_game::JudgeInput>,
        submit_at: SubmitAt::Nowhere {
            short: "no judge that takes Rust hosts it",
            why: HDU_ONLY,
        },
        largest: None,
    },
    Problem {
        id: "hdu1907",
        name: "John",
        judge: "HDU 1907",
        time_limit_ms: 1000,
        memory_limit_mib: 32,
        generate: text_of::<misere::JudgeInput>,
        submit_at: SubmitAt::Nowhere {
            short: "no judge that takes Rust hosts it",
            why: HDU_ONLY,
        },
        largest: None,
    },
    Problem {
        id: "pe459",
        name: "Flipping game",
        judge: "Project Euler 459",
        // Project Euler states no limits; its "one-minute rule" is the customary bound.
        time_limit_ms: 60_000,
        memory_limit_mib: 1024,
        generate: text_of::<flipping_game::JudgeInput>,
        submit_at: SubmitAt::Nowhere {
            short: "Project Euler takes the answer only",
            why: "Project Euler takes only the answer (run the program, enter the number it \
                  prints)",
        },
        largest: Some(Largest {
            what: "N = 10^6, the value Project Euler asks for",
            text: pe459_question,
        }),
    },
    Problem {
        id: "nim_product_64",
        name: "Nim Product (F_{2^64})",
        judge: "Library Checker",
        time_limit_ms: 10_000,
        memory_limit_mib: 1024,
        generate: text_of::<nim_product::JudgeInput>,
        submit_at: SubmitAt::Judges(&[Venue {
            judge: "Library Checker",
            rust: LIBRARY_CHECKER_RUST,
        }]),
        largest: Some(Largest {
            what: "Library Checker's random_00, 10^6 random pairs",
            text: random_00,
        }),
    },
];

/// The problem with judge id `id`.
///
/// ```
/// assert_eq!(grundy::tools::problems::find("poj1704").unwrap().name, "Georgia and Bob");
/// assert!(grundy::tools::problems::find("nope").is_none());
/// ```
pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

/// Scales a judge bound `max` by `size` (0..=MAX_SIZE) on a rough geometric curve, so small
/// sizes give tiny instances and [`MAX_SIZE`] gives exactly `max`; never below `min`.
///
/// ```
/// use grundy::tools::problems::{scaled, MAX_SIZE};
/// assert_eq!(scaled(0, 1, 1000), 1);
/// assert_eq!(scaled(MAX_SIZE, 1, 1000), 1000);
/// ```
pub fn scaled(size: u32, min: u64, max: u64) -> u64 {
    let size = size.min(MAX_SIZE);
    if size == MAX_SIZE {
        return max;
    }
    let f = (size as f64 / MAX_SIZE as f64).powi(3);
    (min as f64 + f * (max - min) as f64).round() as u64
}

/// `k` distinct values from `lo..=hi` in random order.
///
/// # Panics
/// If the range holds fewer than `k` values.
pub fn distinct(rng: &mut Rng, k: usize, lo: u64, hi: u64) -> Vec<u64> {
    assert!(
        hi >= lo && (hi - lo) as u128 + 1 >= k as u128,
        "range too small"
    );
    let mut seen = rustc_hash::FxHashSet::default();
    let mut out = Vec::with_capacity(k);
    while out.len() < k {
        let x = rng.range(lo, hi);
        if seen.insert(x) {
            out.push(x);
        }
    }
    out
}

/// `max` at the judge's maximum size, otherwise uniform in `lo..=max`.
fn up_to(rng: &mut Rng, size: u32, lo: u64, max: u64) -> u64 {
    if size >= MAX_SIZE {
        max
    } else {
        rng.range(lo, max)
    }
}

/// Writes `values` on one line, separated by single spaces.
fn write_line<T: Display>(out: &mut String, values: &[T]) {
    writeln!(out, "{}", itertools::join(values, " ")).unwrap();
}

/// Writes a list as the common layout `n` on one line, then the `n` values on the next.
fn write_counted<T: Display>(out: &mut String, values: &[T]) {
    writeln!(out, "{}", values.len()).unwrap();
    write_line(out, values);
}

/// Writes a list on one line, its length first: `n v1 … vn`.
fn write_length_first<T: Display>(out: &mut String, values: &[T]) {
    write!(out, "{}", values.len()).unwrap();
    for v in values {
        write!(out, " {v}").unwrap();
    }
    out.push('\n');
}

/// POJ 1704: `T` (≤ 20) cases, each `N` (≤ 1000) distinct positions up to 10000.
impl JudgeCase for staircase::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let t = scaled(size, 1, 20);
        let max_pos = scaled(size, 4, 10000);
        let cases = (0..t)
            .map(|_| {
                let n = up_to(rng, size, 1, scaled(size, 3, 1000).min(max_pos)) as usize;
                distinct(rng, n, 1, max_pos)
            })
            .collect();
        staircase::JudgeInput { cases }
    }

    fn write(&self, out: &mut String) {
        writeln!(out, "{}", self.cases.len()).unwrap();
        for positions in &self.cases {
            write_counted(out, positions);
        }
    }

    fn read(src: &mut Input) -> Self {
        staircase::JudgeInput::read(src)
    }
}

/// POJ 2311: lines `W H` with sides 2..=200; the largest size lists every such sheet.
impl JudgeCase for cutting::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let mut sheets: Vec<(usize, usize)> = if size >= MAX_SIZE {
            // Every sheet the judge allows, in random order.
            (2..=200)
                .flat_map(|w| (2..=200).map(move |h| (w, h)))
                .collect()
        } else {
            let side = scaled(size, 3, 200);
            (0..scaled(size, 1, 2000))
                .map(|_| (rng.range(2, side) as usize, rng.range(2, side) as usize))
                .collect()
        };
        rng.shuffle(&mut sheets);
        cutting::JudgeInput { sheets }
    }

    fn write(&self, out: &mut String) {
        for (w, h) in &self.sheets {
            writeln!(out, "{w} {h}").unwrap();
        }
    }

    fn read(src: &mut Input) -> Self {
        cutting::JudgeInput::read(src)
    }
}

/// POJ 2960: up to 10 test cases, each `k` (≤ 100) move sizes up to 10000, `m` (≤ 100)
/// positions of `l` (≤ 100) heaps up to 10000.
impl JudgeCase for snim::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let t = scaled(size, 1, 10);
        let max_s = scaled(size, 3, 10000);
        let max_h = scaled(size, 5, 10000);
        let cases = (0..t)
            .map(|_| {
                let k = up_to(rng, size, 1, scaled(size, 2, 100));
                let set = (0..k).map(|_| rng.range(1, max_s)).collect();
                let m = up_to(rng, size, 1, scaled(size, 3, 100));
                let positions = (0..m)
                    .map(|_| {
                        let l = up_to(rng, size, 1, scaled(size, 3, 100));
                        (0..l).map(|_| rng.range(0, max_h)).collect()
                    })
                    .collect();
                snim::Case {
                    set,
                    positions,
                    heap_line: 0,
                }
            })
            .collect();
        snim::JudgeInput { cases }
    }

    fn write(&self, out: &mut String) {
        for case in &self.cases {
            write_length_first(out, &case.set);
            writeln!(out, "{}", case.positions.len()).unwrap();
            for heaps in &case.positions {
                write_length_first(out, heaps);
            }
        }
        out.push_str("0\n");
    }

    fn read(src: &mut Input) -> Self {
        snim::JudgeInput::read(src)
    }
}

/// ARC 087 E: a prefix-free set of total length up to 10^5. Small sizes keep `L` tiny
/// (exhaustive search can check them); the judge's maximum has total length 10^5 and
/// `L = 10^18`.
impl JudgeCase for prefix_free::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let len_cap = if size < 10 {
            1 + size as u64 / 3
        } else {
            scaled(size, 4, 100_000)
        };
        let budget = scaled(size, 2, 100_000);
        let mut trie = prefix_free::Trie::new();
        let (mut strings, mut total, mut failures) = (Vec::new(), 0, 0);
        while total < budget && failures < 200 {
            // Mostly short strings, rarely one up to the cap.
            let cap = if rng.chance(1, 200) {
                len_cap.min(budget / 20).max(1)
            } else {
                len_cap.min(24)
            };
            let len = rng.range(1, cap.min(budget - total));
            let s: String = (0..len)
                .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
                .collect();
            if trie.insert(s.as_bytes()).is_ok() {
                total += len;
                strings.push(s);
                failures = 0;
            } else {
                failures += 1;
            }
        }
        let longest = trie.max_len();
        let l = if size >= MAX_SIZE {
            1_000_000_000_000_000_000
        } else if size < 10 {
            longest + rng.range(0, 1)
        } else {
            longest + rng.range(0, 10u64.pow(size * 18 / 100))
        };
        prefix_free::JudgeInput::new(l, strings).expect("the generated strings are prefix-free")
    }

    fn write(&self, out: &mut String) {
        writeln!(out, "{} {}", self.strings.len(), self.l).unwrap();
        for s in &self.strings {
            writeln!(out, "{s}").unwrap();
        }
    }

    fn read(src: &mut Input) -> Self {
        prefix_free::JudgeInput::read(src)
    }
}

/// HDU 3537: cases until end of input, each `n` (≤ 100) then `n` places (< 10^8), repeats
/// allowed. Small sizes use few places, so repeats and losing positions are common; the
/// largest size has 100 cases of 100 places.
impl JudgeCase for mock_turtles::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let max_place = scaled(size, 5, 99_999_999);
        let cases = (0..scaled(size, 1, 100))
            .map(|_| {
                let n = if size >= MAX_SIZE {
                    100
                } else {
                    rng.range(0, scaled(size, 4, 100))
                };
                (0..n).map(|_| rng.range(0, max_place)).collect()
            })
            .collect();
        mock_turtles::JudgeInput { cases }
    }

    fn write(&self, out: &mut String) {
        for heads in &self.cases {
            write_counted(out, heads);
        }
    }

    fn read(src: &mut Input) -> Self {
        mock_turtles::JudgeInput::read(src)
    }
}

/// HDU 3404: `T` cases, each `N` (≤ 1000) distinct lights `x y` (0 ≤ x, y < 10000).
impl JudgeCase for turning_corners::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let t = scaled(size, 1, 100);
        let side = scaled(size, 3, 10_000);
        let cases = (0..t)
            .map(|_| {
                let most = scaled(size, 3, 1000).min(side * side);
                let n = if size >= MAX_SIZE {
                    most
                } else {
                    rng.range(0, most)
                } as usize;
                distinct(rng, n, 0, side * side - 1)
                    .into_iter()
                    .map(|cell| (cell / side, cell % side))
                    .collect()
            })
            .collect();
        turning_corners::JudgeInput { cases }
    }

    fn write(&self, out: &mut String) {
        writeln!(out, "{}", self.cases.len()).unwrap();
        for lights in &self.cases {
            writeln!(out, "{}", lights.len()).unwrap();
            for (x, y) in lights {
                writeln!(out, "{x} {y}").unwrap();
            }
        }
    }

    fn read(src: &mut Input) -> Self {
        turning_corners::JudgeInput::read(src)
    }
}

/// HDU 1848: lines `m n p` (1..=1000) ended by `0 0 0`.
impl JudgeCase for fibonacci_game::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let max_pile = scaled(size, 4, 1000);
        let cases = (0..scaled(size, 1, 1000))
            .map(|_| [0; 3].map(|_| rng.range(1, max_pile) as usize))
            .collect();
        fibonacci_game::JudgeInput { cases }
    }

    fn write(&self, out: &mut String) {
        for piles in &self.cases {
            write_line(out, piles);
        }
        out.push_str("0 0 0\n");
    }

    fn read(src: &mut Input) -> Self {
        fibonacci_game::JudgeInput::read(src)
    }
}

/// HDU 1907: `T` (≤ 474) cases, each `N` (≤ 47) piles of 1..=4747. A quarter of the cases
/// have only piles of 1 (the misère special case).
impl JudgeCase for misere::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let cases = (0..scaled(size, 1, 474))
            .map(|_| {
                let n = if size >= MAX_SIZE {
                    47
                } else {
                    rng.range(1, scaled(size, 3, 47))
                };
                let top = if rng.chance(1, 4) {
                    1
                } else {
                    scaled(size, 3, 4747)
                };
                (0..n).map(|_| rng.range(1, top)).collect()
            })
            .collect();
        misere::JudgeInput { cases }
    }

    fn write(&self, out: &mut String) {
        writeln!(out, "{}", self.cases.len()).unwrap();
        for piles in &self.cases {
            write_counted(out, piles);
        }
    }

    fn read(src: &mut Input) -> Self {
        misere::JudgeInput::read(src)
    }
}

/// Project Euler 459: `N` from 1 up to 10^6, the value Project Euler asks for.
impl JudgeCase for flipping_game::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let n = rng.range(
            scaled(size, 1, 1_000_000) / 2 + 1,
            scaled(size, 1, 1_000_000),
        );
        flipping_game::JudgeInput { n: n as usize }
    }

    fn write(&self, out: &mut String) {
        writeln!(out, "{}", self.n).unwrap();
    }

    fn read(src: &mut Input) -> Self {
        flipping_game::JudgeInput::read(src)
    }
}

/// Library Checker nim_product_64: `T` up to 10^6 lines `A B`, mostly raw 64-bit values,
/// with small, Fermat 2-power, sparse and near-2^64 operands mixed in.
impl JudgeCase for nim_product::JudgeInput {
    fn generate(rng: &mut Rng, size: u32) -> Self {
        let operand = |rng: &mut Rng| match rng.below(8) {
            0 => rng.below(256),
            1 => 1u64 << (1 << rng.below(6)),
            2 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
            3 => u64::MAX - rng.below(1000),
            _ => rng.next_u64(),
        };
        let pairs = (0..scaled(size, 1, 1_000_000))
            .map(|_| {
                let a = operand(rng);
                (a, operand(rng))
            })
            .collect();
        nim_product::JudgeInput { pairs }
    }

    fn write(&self, out: &mut String) {
        out.reserve(self.pairs.len() * 42 + 8);
        writeln!(out, "{}", self.pairs.len()).unwrap();
        for (a, b) in &self.pairs {
            writeln!(out, "{a} {b}").unwrap();
        }
    }

    fn read(src: &mut Input) -> Self {
        nim_product::JudgeInput::read(src)
    }
}

/// The names of Library Checker's nine test files of nim_product_64.
pub const LIBRARY_CHECKER_TESTS: [&str; 9] = [
    "power_of_two_00",
    "small_few_00",
    "small_00",
    "large_few_00",
    "large_00",
    "random_few_00",
    "random_few_01",
    "random_00",
    "random_01",
];

/// Library Checker's test file `name` of nim_product_64 (one of [`LIBRARY_CHECKER_TESTS`]),
/// rebuilt from the recipe its generators publish: every `(2^i, 2^j)`; the first `T` pairs
/// `(a, s − a)` along the diagonals `s = 0, 1, 2, …`, or their complements; or `T` pairs of
/// raw xoshiro256** outputs from a seed (`random_00`, the judge's largest: 10^6 random
/// pairs, 40 MB). `tests/nim_product_64.rs` checks the SHA-256 of the text against the
/// official files'.
///
/// ```
/// use grundy::tools::problems::library_checker_input;
/// assert_eq!(library_checker_input("power_of_two_00").unwrap().pairs.len(), 64 * 64);
/// assert!(library_checker_input("random_02").is_none());
/// ```
pub fn library_checker_input(name: &str) -> Option<nim_product::JudgeInput> {
    /// The first `t` pairs `(a, s − a)` along the diagonals s = 0, 1, 2, …
    fn diagonals(t: usize) -> Vec<(u64, u64)> {
        (0u64..)
            .flat_map(|s| (0..=s).map(move |a| (a, s - a)))
            .take(t)
            .collect()
    }
    fn complement(pairs: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
        pairs.into_iter().map(|(a, b)| (!a, !b)).collect()
    }
    /// `t` pairs of raw xoshiro256** outputs (A then B) from `seed`.
    fn random(seed: u64, t: usize) -> Vec<(u64, u64)> {
        let mut r = Rng::new(seed);
        (0..t).map(|_| (r.next_u64(), r.next_u64())).collect()
    }
    let pairs: Vec<(u64, u64)> = match name {
        "power_of_two_00" => (0..64)
            .flat_map(|i| (0..64).map(move |j| (1u64 << i, 1u64 << j)))
            .collect(),
        "small_few_00" => diagonals(100_000),
        "small_00" => diagonals(1_000_000),
        "large_few_00" => complement(diagonals(100_000)),
        "large_00" => complement(diagonals(1_000_000)),
        "random_few_00" => random(0, 100_000),
        "random_few_01" => random(1, 100_000),
        "random_00" => random(0, 1_000_000),
        "random_01" => random(1, 1_000_000),
        _ => return None,
    };
    Some(nim_product::JudgeInput { pairs })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_generators_run() {
        for (i, p) in PROBLEMS.iter().enumerate() {
            assert!(
                PROBLEMS[..i].iter().all(|q| q.id != p.id),
                "duplicate {}",
                p.id
            );
            let mut rng = Rng::new(1);
            for size in [0, 1, 10, 50] {
                assert!((p.generate)(&mut rng, size).ends_with('\n'));
            }
        }
    }

    /// The reader reads back what the writer wrote: reading the text and writing it again
    /// gives the same text, at every size from tiny to the judge's maximum.
    fn reads_back<C: JudgeCase>(id: &str) {
        let sizes: &[u32] = match id {
            // The largest inputs of these two are big; a few sizes say enough.
            "nim_product_64" | "poj2311" => &[0, 1, 30, 60],
            _ => &[0, 1, 2, 5, 10, 30, 60, 90, MAX_SIZE],
        };
        for &size in sizes {
            let text = C::generate(&mut Rng::new(u64::from(size) + 7), size).text();
            let again = C::read(&mut Input::new(text.as_str())).text();
            assert!(again == text, "{id} at size {size}: read back differently");
        }
    }

    #[test]
    fn every_reader_reads_back_what_its_writer_wrote() {
        reads_back::<staircase::JudgeInput>("poj1704");
        reads_back::<cutting::JudgeInput>("poj2311");
        reads_back::<snim::JudgeInput>("poj2960");
        reads_back::<prefix_free::JudgeInput>("arc087_c");
        reads_back::<mock_turtles::JudgeInput>("hdu3537");
        reads_back::<turning_corners::JudgeInput>("hdu3404");
        reads_back::<fibonacci_game::JudgeInput>("hdu1848");
        reads_back::<misere::JudgeInput>("hdu1907");
        reads_back::<flipping_game::JudgeInput>("pe459");
        reads_back::<nim_product::JudgeInput>("nim_product_64");
    }
}
