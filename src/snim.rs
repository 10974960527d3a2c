//! S-Nim (POJ 2960 / HDU 1536): Nim where a move removes exactly `s` tokens from one heap,
//! for some `s` in a fixed set `S`.
//!
//! One heap alone is the subtraction game `S`, with Grundy values
//! `g(n) = mex{ g(n − s) : s ∈ S, s ≤ n }` (see [`crate::sg::subtraction_table`], the plain
//! form of this recursion). A position of several heaps is the sum of its heaps, so by the
//! Sprague–Grundy theorem the player to move wins iff `g(h1) ⊕ g(h2) ⊕ … ⊕ g(hl) ≠ 0`.
//! One table up to the largest heap of a test case answers all its positions.
//!
//! **Two ways to fill the table.** With `k` move sizes, the largest `M`:
//!
//! * *Directly*, each value is the mex of the `k` values it reads: `k` steps. With at most
//!   255 sizes every value is below 256 (a mex of at most `k` values is at most `k`), so
//!   the set of values read is a bit mask of one to four words, and the mex its first
//!   zero bit.
//! * *By blocked positions*, for many sizes: once `g(p) = v` is known, every `p + s` has an
//!   option of value `v`. Each value `v` keeps a bit row over the next `M + 64` positions,
//!   "some option of this position has value `v`", and `g(p)` is ORed into row `v` as the
//!   set `S` shifted by `p`: about `M/64` word operations, whatever `k`. The mex of
//!   position `n` is the first row whose bit `n` is clear. To find it fast, at the start
//!   of each block of 64 positions the rows are summarised by groups of 64 values (the AND
//!   of their words: bit `b` set if all 64 values block position `b`), so whole groups are
//!   skipped; a summary only misses blocks added within the block, and the rows themselves
//!   are read before a value is taken. Cost per value: about `M/64 + V/64 + 32` steps for
//!   values below `V`, so large move sets no longer cost `k` per value.
//!
//! [`SNim::new`] takes the cheaper method by its cost estimate.
//!
//! **Huge heaps.** The values of a finite subtraction game are ultimately periodic (see
//! [`crate::sg`]), so `g(n) = g(p + (n − p) mod q)` for `n ≥ p`. Above [`DETECT_FROM`] the
//! table stops as soon as the period shows ([`PeriodWatch`], Brent's method: in
//! fewer than `3·max(p + 1, q) + M` values, at O(1) cost per value); any heap is then
//! answered, provided the period shows within [`PERIOD_SEARCH_LIMIT`] values (it can be
//! far longer for large, irregular sets: then heaps beyond that many values are refused
//! rather than guessed).
//!
//! **Bounded cost.** Every table has a cost estimate (values to compute × steps per value)
//! before it starts; [`SNim::new`] refuses a table above [`STEP_LIMIT`] steps, and callers
//! answering many test cases keep a running total within the same limit
//! ([`SNim::estimate`]; [`JudgeInput::answers`] does so for a judge input). A step is a
//! few nanoseconds at most, so no accepted input runs for more than a few seconds; memory
//! is one table (4 bytes per value) and, for the blocked rows, at most
//! [`ROWS_MEMORY_LIMIT`] bytes.

use crate::input::Input;
use crate::layout::{counted, items};
use crate::mex::Mex;
use crate::sg::{HASH_BASE, HASH_P, Periodicity, mulmod61, powmod61};
use proconio::input;

/// Largest heaps at or below this are answered from a plain table; above it the table
/// stops as soon as its period shows.
pub const DETECT_FROM: u64 = 1 << 14;

/// How many values are computed, at most, while looking for the period.
pub const PERIOD_SEARCH_LIMIT: usize = 1 << 22;

/// Most steps a table may take (see the module docs), one test case or all together.
pub const STEP_LIMIT: u64 = 10_000_000_000;

/// Most bytes the rows of blocked positions may take.
pub const ROWS_MEMORY_LIMIT: u64 = 1 << 28;

/// Grundy values of one S-Nim heap for every heap up to a bound.
#[derive(Debug, Clone)]
pub struct SNim {
    values: Vec<u32>,
    period: Option<Periodicity>,
    steps: u64,
}

/// Why [`SNim::new`] gives no table; `Display` says it as the end of a sentence about the
/// largest heap ("… is too large for this move set: {refusal}").
///
/// ```
/// use grundy::snim::{Refusal, STEP_LIMIT};
/// let r = Refusal::TooCostly { steps: 31_234_000_000, limit: STEP_LIMIT };
/// assert_eq!(
///     r.to_string(),
///     "its table would take about 3.1·10^10 steps, more than the 1.0·10^10 allowed"
/// );
/// let r = Refusal::TooCostly { steps: 2_000_000, limit: 999_999 };
/// assert!(r.to_string().ends_with(
///     "more than the 1.0·10^6 left of the 1.0·10^10 allowed for the whole input"
/// ));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The table would take about `steps` steps, more than `limit`.
    TooCostly {
        /// The estimate.
        steps: u64,
        /// The limit it was checked against.
        limit: u64,
    },
    /// The heap is beyond [`PERIOD_SEARCH_LIMIT`] values and no period showed within them.
    NoPeriod,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Refusal::NoPeriod => write!(
                f,
                "its Grundy values show no period within the first {PERIOD_SEARCH_LIMIT} values"
            ),
            Refusal::TooCostly { steps, limit } => {
                write!(f, "its table would take about {} steps, ", approx(steps))?;
                if limit >= STEP_LIMIT {
                    write!(f, "more than the {} allowed", approx(STEP_LIMIT))
                } else {
                    write!(
                        f,
                        "more than the {} left of the {} allowed for the whole input",
                        approx(limit),
                        approx(STEP_LIMIT)
                    )
                }
            }
        }
    }
}

/// A count to two significant digits: `3.1·10^10` (exact below 1000).
fn approx(steps: u64) -> String {
    if steps < 1000 {
        return steps.to_string();
    }
    let mut exp = steps.ilog10();
    let mut digits = (steps as f64 / 10f64.powi(exp as i32 - 1)).round() as u64;
    if digits >= 100 {
        (digits, exp) = (digits / 10, exp + 1); // 9.96·10^5 rounds to 1.0·10^6
    }
    format!("{}.{}·10^{exp}", digits / 10, digits % 10)
}

/// The plan for one table: method, values to compute at most, and the cost estimate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimate {
    /// Values computed at most.
    pub values: u64,
    /// Steps per value.
    pub per_value: u64,
    /// Whether the blocked-positions method is used.
    pub blocked: bool,
}

impl Estimate {
    /// Steps in all, at most.
    pub fn steps(&self) -> u64 {
        self.values.saturating_mul(self.per_value)
    }
}

impl SNim {
    /// The cost estimate of [`SNim::new`] for these arguments (same preconditions).
    ///
    /// ```
    /// use grundy::snim::SNim;
    /// // Three sizes, heaps up to 10 000: 10 001 values of 3 steps, directly.
    /// let e = SNim::estimate(&[1, 3, 4], 10_000);
    /// assert_eq!((e.values, e.per_value, e.blocked), (10_001, 3, false));
    /// // 5 000 sizes up to 10 000: far cheaper by blocked positions.
    /// let many: Vec<u64> = (1..=5000).map(|s| 2 * s).collect();
    /// let e = SNim::estimate(&many, 10_000);
    /// assert!(e.blocked && e.per_value < 1000);
    /// ```
    pub fn estimate(set: &[u64], max_heap: u64) -> Estimate {
        let sizes = useful_sizes(set, max_heap);
        let values = if max_heap <= DETECT_FROM {
            max_heap + 1
        } else {
            max_heap.saturating_add(1).min(PERIOD_SEARCH_LIMIT as u64)
        };
        let (k, m) = (sizes.len() as u64, sizes.last().map_or(0, |&m| m as u64));
        let direct = if k < 256 { k.max(1) } else { LARGE_STEPS * k };
        // Values stay below about k/8 in practice (k + 1 at most); when their rows outgrow
        // the caches, the summaries' reads across rows cost more.
        let rows_bytes = (k + 1).saturating_mul(ring_words(m as usize) as u64 * 8);
        let across = if rows_bytes / 8 > 1 << 20 { 8 } else { 1 };
        let blocked = m / 64 + k / 64 * across + BLOCKED_STEPS;
        let use_blocked = blocked < direct && rows_bytes <= ROWS_MEMORY_LIMIT;
        let detect = if max_heap > DETECT_FROM {
            DETECT_STEPS
        } else {
            0
        };
        Estimate {
            values,
            per_value: if use_blocked { blocked } else { direct } + detect,
            blocked: use_blocked,
        }
    }

    /// The solver for move set `set` (any order, duplicates allowed) and heaps up to
    /// `max_heap`, if its table costs at most `step_limit` steps.
    ///
    /// ```
    /// use grundy::snim::{Refusal, STEP_LIMIT, SNim};
    /// let game = SNim::new(&[2, 5], 12, STEP_LIMIT).unwrap();
    /// assert!(!game.first_player_wins(&[5, 12]));
    /// assert!(game.first_player_wins(&[2, 4, 7]));
    /// let huge = SNim::new(&[2, 5], 10u64.pow(18), STEP_LIMIT).unwrap();
    /// assert_eq!(huge.grundy(7 * 10u64.pow(17) + 5), game.grundy(5));
    /// assert!(matches!(SNim::new(&[2, 5], 10u64.pow(18), 10), Err(Refusal::TooCostly { .. })));
    /// ```
    ///
    /// Complexity: the estimate's steps, O(min(k, M/64 + k/64)) per value (see the module
    /// docs); O(values) memory, plus the rows of the blocked-positions method.
    ///
    /// # Errors
    /// [`Refusal::TooCostly`] if the estimate exceeds `step_limit`, [`Refusal::NoPeriod`] if
    /// the largest heap is beyond the period search and no period showed.
    ///
    /// # Panics
    /// If `set` is empty or contains 0.
    pub fn new(set: &[u64], max_heap: u64, step_limit: u64) -> Result<SNim, Refusal> {
        assert!(!set.is_empty(), "S-Nim needs at least one move size");
        assert!(!set.contains(&0), "a move size cannot be 0");
        let plan = Self::estimate(set, max_heap);
        if plan.steps() > step_limit {
            return Err(Refusal::TooCostly {
                steps: plan.steps(),
                limit: step_limit,
            });
        }
        let sizes = useful_sizes(set, max_heap);
        if sizes.is_empty() {
            // No move is ever legal: every value is 0.
            return Ok(SNim {
                values: vec![0],
                period: Some(Periodicity {
                    preperiod: 0,
                    period: 1,
                }),
                steps: 1,
            });
        }
        let len = plan.values as usize;
        let detect = max_heap > DETECT_FROM;
        let (values, period) = if plan.blocked {
            fill(
                &mut Blocked::new(&sizes),
                len,
                detect,
                sizes[sizes.len() - 1],
            )
        } else {
            let m = sizes[sizes.len() - 1];
            match sizes.len() {
                0..64 => fill(&mut Small::<1>::new(sizes), len, detect, m),
                64..128 => fill(&mut Small::<2>::new(sizes), len, detect, m),
                128..256 => fill(&mut Small::<4>::new(sizes), len, detect, m),
                _ => fill(&mut Large::new(sizes), len, detect, m),
            }
        };
        if period.is_none() && max_heap >= values.len() as u64 {
            return Err(Refusal::NoPeriod);
        }
        let steps = values.len() as u64 * plan.per_value;
        Ok(SNim {
            values,
            period,
            steps,
        })
    }

    /// Steps the table took (at most the estimate).
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Grundy value of one heap of `n`.
    ///
    /// # Panics
    /// If `n` exceeds the `max_heap` the solver was built for (when no period is known).
    pub fn grundy(&self, n: u64) -> usize {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return v as usize;
        }
        let p = self.period.expect("heap beyond the table");
        let (pre, q) = (p.preperiod as u64, p.period as u64);
        self.values[(pre + (n - pre) % q) as usize] as usize
    }

    /// Whether the player to move wins with heaps `heaps`.
    pub fn first_player_wins(&self, heaps: &[u64]) -> bool {
        heaps.iter().fold(0, |x, &h| x ^ self.grundy(h)) != 0
    }
}

/// Brent's cycle detection on the windows of `m` consecutive values of a sequence whose
/// windows follow one fixed map (as a subtraction game's do, see the module docs), fed one
/// value at a time: the (preperiod, period) that [`crate::sg::subtraction_periodicity`]
/// reports, in
/// O(1) time per value and O(1) memory besides the values themselves.
///
/// The window at a checkpoint (indices 0, 1, 3, 7, …, 2^j − 1) is compared with each later
/// window up to 2^j further; once a checkpoint lies in the cycle and 2^j reaches the
/// period `λ`, the next match is exactly `λ` further (no window of a tail recurs, and within
/// the cycle `λ` is the least distance). So the period shows after fewer than
/// `3·max(preperiod + 1, period) + m` values. The preperiod is then the last index `t` with
/// `g(t) ≠ g(t + λ)`, plus one. Windows are compared by a rolling hash modulo 2^61 − 1,
/// and a match only counts once the windows themselves are compared.
///
/// ```
/// use grundy::sg::Periodicity;
/// use grundy::snim::PeriodWatch;
/// // 5 7 0 1 2 0 1 2 …: windows of 2 values; periodic from index 2 with period 3.
/// let mut watch = PeriodWatch::new(2);
/// let mut g: Vec<u32> = Vec::new();
/// let found = (0..100).find_map(|n| {
///     g.push(if n < 2 { [5, 7][n] } else { (n as u32 - 2) % 3 });
///     watch.push(&g)
/// });
/// assert_eq!(found, Some(Periodicity { preperiod: 2, period: 3 }));
/// ```
#[derive(Debug, Clone)]
pub struct PeriodWatch {
    m: usize,
    /// BASE^m modulo P: the weight of the value leaving the window, once the hash has been
    /// multiplied by BASE.
    top: u64,
    hash: u64,
    checkpoint: usize,
    checkpoint_hash: u64,
    power: usize,
}

impl PeriodWatch {
    /// A watch on windows of `m ≥ 1` values.
    pub fn new(m: usize) -> Self {
        assert!(m >= 1, "windows hold at least one value");
        PeriodWatch {
            m,
            top: powmod61(HASH_BASE, m as u64),
            hash: 0,
            checkpoint: 0,
            checkpoint_hash: 0,
            power: 1,
        }
    }

    /// Takes the newest value, the last of `g` (all values so far, in order, one more than
    /// at the previous call); returns the periodicity once it shows.
    #[inline]
    pub fn push(&mut self, g: &[u32]) -> Option<Periodicity> {
        let (m, n) = (self.m, g.len() - 1);
        // The hash is kept below 2^63 but only partly reduced, so that the chain from one
        // value to the next is a product and a fold; it is reduced fully for comparison.
        // Adding 2P − leaving (not subtracting) keeps it non-negative.
        let leaving = if n >= m {
            mulmod61(u64::from(g[n - m]) + 1, self.top)
        } else {
            0
        };
        let x = u128::from(self.hash) * u128::from(HASH_BASE);
        let folded = (x as u64 & HASH_P) + (x >> 61) as u64;
        self.hash = folded + u64::from(g[n]) + 1 + 2 * HASH_P - leaving;
        let reduced = {
            let h = (self.hash & HASH_P) + (self.hash >> 61);
            if h >= HASH_P { h - HASH_P } else { h }
        };
        if n + 1 < m {
            return None;
        }
        let (c, j) = (self.checkpoint, n + 1 - m); // the window W(j) is complete
        if j > 0 && reduced == self.checkpoint_hash && g[c..c + m] == g[j..j + m] {
            let period = j - c;
            let preperiod = (0..c)
                .rev()
                .find(|&t| g[t] != g[t + period])
                .map_or(0, |t| t + 1);
            return Some(Periodicity { preperiod, period });
        }
        if j == 0 || j - c == self.power {
            if j > 0 {
                self.power *= 2;
            }
            (self.checkpoint, self.checkpoint_hash) = (j, reduced);
        }
        None
    }
}

/// The letter POJ 2960 prints for a position: `W` if the player to move wins, else `L`
/// (a case's letters make up its line).
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins { "W" } else { "L" }
}

/// One test case of POJ 2960: a move set and the positions to judge with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The move sizes `S` (each at least 1; repeats allowed).
    pub set: Vec<u64>,
    /// The positions, each a list of heaps.
    pub positions: Vec<Vec<u64>>,
    /// Line of the judge input holding the case's largest heap (its first occurrence; the
    /// line of `m` when there is no heap), where an error about it points; 0 for a case
    /// not read from text.
    pub heap_line: usize,
}

impl Case {
    /// The largest heap of any position (0 without heaps): how far the values must reach.
    pub fn max_heap(&self) -> u64 {
        self.positions.iter().flatten().copied().max().unwrap_or(0)
    }
}

/// The judge input of POJ 2960: test cases `k s1 … sk`, `m`, then `m` lines `l h1 … hl`,
/// until a line `0`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// The test cases before the closing `0`.
    pub cases: Vec<Case>,
}

impl JudgeInput {
    /// Reads the whole input; a move size of 0 is bad input (a player could pass forever).
    ///
    /// ```
    /// use grundy::{input::Input, snim::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("2 2 5\n2\n2 5 12\n1 7\n0\n"));
    /// assert_eq!(input.cases[0].set, [2, 5]);
    /// assert_eq!(input.cases[0].positions, [vec![5, 12], vec![7]]);
    /// assert_eq!((input.cases[0].max_heap(), input.cases[0].heap_line), (12, 3));
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let mut cases = Vec::new();
        loop {
            src.need(|| "another case or the closing `0`".to_string());
            input! { from &mut *src, k: usize }
            if k == 0 {
                break;
            }
            let case = cases.len() + 1;
            let place = format!("in case {case}");
            let set = items(src, k, "move size", &place, |src, _| {
                input! { from &mut *src, s: u64 }
                src.check(s >= 1, || {
                    format!("case {case}: move size 0 would let a player pass forever")
                });
                s
            });
            src.need(|| format!("m, the number of positions {place}"));
            input! { from &mut *src, m: usize }
            // The largest heap and its line (the line of `m` while there is none).
            let (mut max_heap, mut heap_line) = (0, src.line());
            let positions = items(src, m, "position", &place, |src, j| {
                counted(
                    src,
                    "heap",
                    format_args!("in position {j} of case {case}"),
                    |src, _| {
                        input! { from &mut *src, h: u64 }
                        if h > max_heap {
                            (max_heap, heap_line) = (h, src.line());
                        }
                        h
                    },
                )
            });
            cases.push(Case {
                set,
                positions,
                heap_line,
            });
        }
        src.expect_end();
        JudgeInput { cases }
    }

    /// The judge's output: one line per case, its positions' letters ([`verdict`]). Cases
    /// are answered one after another, each table dropped before the next is built, so
    /// memory is one table; each table's estimate is checked before it starts against what
    /// is left of [`STEP_LIMIT`] for the whole input, so time is bounded too.
    ///
    /// ```
    /// use grundy::{input::Input, snim::JudgeInput};
    /// let text = "2 2 5\n3\n2 5 12\n3 2 4 7\n0\n1 1\n1\n2 1 2\n0\n";
    /// let input = JudgeInput::read(&mut Input::new(text));
    /// assert_eq!(input.answers().unwrap(), ["LWL", "W"]);
    /// ```
    ///
    /// # Errors
    /// The first case whose table [`SNim::new`] refuses, with the line of its largest heap.
    pub fn answers(&self) -> Result<Vec<String>, CaseRefused> {
        let mut spent = 0;
        let mut lines = Vec::with_capacity(self.cases.len());
        for (i, case) in self.cases.iter().enumerate() {
            let heap = case.max_heap();
            let game =
                SNim::new(&case.set, heap, STEP_LIMIT - spent).map_err(|refusal| CaseRefused {
                    case: i + 1,
                    heap,
                    line: case.heap_line,
                    refusal,
                })?;
            spent += game.steps();
            let verdicts = case.positions.iter().map(|h| game.first_player_wins(h));
            lines.push(verdicts.map(verdict).collect());
        }
        Ok(lines)
    }
}

/// A test case whose largest heap cannot be answered within the limits; `Display` says so
/// as the error message the binary prints for the line holding that heap:
/// `case 2: heap 18446744073709551615 is too large for this move set: …` (the refusal).
///
/// ```
/// use grundy::snim::{CaseRefused, Refusal};
/// let refused = CaseRefused { case: 2, heap: 1 << 40, line: 7, refusal: Refusal::NoPeriod };
/// assert_eq!(
///     refused.to_string(),
///     "case 2: heap 1099511627776 is too large for this move set: its Grundy values show no \
///      period within the first 4194304 values"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CaseRefused {
    /// The case's number, from 1.
    pub case: usize,
    /// Its largest heap.
    pub heap: u64,
    /// The line holding that heap ([`Case::heap_line`]).
    pub line: usize,
    /// Why its table was refused.
    pub refusal: Refusal,
}

impl std::fmt::Display for CaseRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "case {}: heap {} is too large for this move set: {}",
            self.case, self.heap, self.refusal
        )
    }
}

/// The sizes that can ever be used (at most the largest heap), sorted and distinct.
fn useful_sizes(set: &[u64], max_heap: u64) -> Vec<usize> {
    let mut sizes: Vec<usize> = set
        .iter()
        .filter(|&&s| s <= max_heap)
        .map(|&s| s as usize)
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// Costs in steps, about 0.3 ns each here (2.6 GHz; measured by `benches/poj2960.rs`): a
/// step is one size read by the direct method with a bit mask, or one word of the shifted
/// set ORed into a row. The stamp array of the direct method with 256 sizes or more reads
/// farther apart (2 steps a size); the blocked method adds the mex search and the
/// summaries (about 48 steps a value, and `k/64` or, when the rows outgrow the caches,
/// `8k/64` for the reads across rows); looking for the period costs about 16 steps a value
/// (two products modulo 2^61 − 1).
const LARGE_STEPS: u64 = 2;
const BLOCKED_STEPS: u64 = 48;
const DETECT_STEPS: u64 = 16;

/// One way of computing `g(n)` from `g[..n]`.
trait Method {
    fn next(&mut self, g: &[u32]) -> u32;
}

/// The values `g(0..len)`, or fewer once the period shows (when `detect`), with the
/// period if it showed; `m` is the largest size.
fn fill(
    method: &mut impl Method,
    len: usize,
    detect: bool,
    m: usize,
) -> (Vec<u32>, Option<Periodicity>) {
    let mut g: Vec<u32> = Vec::with_capacity(len.min(1 << 16));
    let mut watch = detect.then(|| PeriodWatch::new(m));
    while g.len() < len {
        let v = method.next(&g);
        g.push(v);
        if let Some(p) = watch.as_mut().and_then(|w| w.push(&g)) {
            return (g, Some(p));
        }
    }
    (g, None)
}

/// The direct method for fewer than `64·W` sizes: the values read (all below `64·W`) as a
/// bit mask of `W` words.
struct Small<const W: usize> {
    sizes: Vec<usize>,
    /// Sizes at most the current position.
    usable: usize,
}

impl<const W: usize> Small<W> {
    fn new(sizes: Vec<usize>) -> Self {
        assert!(sizes.len() < 64 * W);
        Small { sizes, usable: 0 }
    }
}

impl<const W: usize> Method for Small<W> {
    #[inline]
    fn next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        while self.usable < self.sizes.len() && self.sizes[self.usable] <= n {
            self.usable += 1;
        }
        let mut seen = [0u64; W];
        for &s in &self.sizes[..self.usable] {
            let v = g[n - s] as usize;
            seen[(v >> 6) % W] |= 1 << (v & 63);
        }
        let mut mex = 0;
        for word in seen {
            mex += word.trailing_ones();
            if word != !0 {
                break;
            }
        }
        mex
    }
}

/// The direct method for many sizes: a stamp array ([`Mex`]).
struct Large {
    sizes: Vec<usize>,
    usable: usize,
    mex: Mex,
}

impl Large {
    fn new(sizes: Vec<usize>) -> Self {
        Large {
            sizes,
            usable: 0,
            mex: Mex::new(),
        }
    }
}

impl Method for Large {
    fn next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        while self.usable < self.sizes.len() && self.sizes[self.usable] <= n {
            self.usable += 1;
        }
        self.mex.clear();
        for &s in &self.sizes[..self.usable] {
            self.mex.insert(g[n - s] as usize);
        }
        self.mex.value() as u32
    }
}

/// Words of the ring of positions a row keeps for sizes up to `m`: the current block of
/// 64, the `m / 64 + 1` blocks a value can reach, and the block being cleared.
fn ring_words(m: usize) -> usize {
    m / 64 + 3
}

/// The blocked-positions method (see the module docs).
struct Blocked {
    /// Bit `s` of the set `S` in word `s / 64 + 1`, between two zero words: word 0, so that
    /// the bits shifted in from below the first word are zero, and a last one, for the bits
    /// shifted out of the top word.
    set: Vec<u64>,
    /// Words per row: `rows[v·ring + (p / 64) mod ring]` bit `p mod 64` is set if some
    /// option of position `p` has value `v`.
    ring: usize,
    rows: Vec<u64>,
    /// Values seen so far (rows in `rows`).
    values: usize,
    /// For the current block of 64 positions, the AND of each full group of 64 rows.
    summary: Vec<u64>,
    /// The current block, or `usize::MAX` before the first.
    block: usize,
}

impl Blocked {
    fn new(sizes: &[usize]) -> Self {
        let m = sizes[sizes.len() - 1];
        let mut set = vec![0u64; m / 64 + 3];
        for &s in sizes {
            set[s / 64 + 1] |= 1 << (s % 64);
        }
        Blocked {
            set,
            ring: ring_words(m),
            rows: Vec::new(),
            values: 0,
            summary: Vec::new(),
            block: usize::MAX,
        }
    }

    /// Starts block `c`: clears the slot of block `c − 1` (next used for block
    /// `c − 1 + ring`, which no position before `c` can reach) and summarises the rows.
    fn start_block(&mut self, c: usize) {
        let ring = self.ring;
        let (old, slot) = ((c + ring - 1) % ring, c % ring);
        for v in 0..self.values {
            self.rows[v * ring + old] = 0;
        }
        self.summary.clear();
        for group in 0..self.values / 64 {
            let words = (64 * group..64 * group + 64).map(|v| self.rows[v * ring + slot]);
            self.summary.push(words.fold(!0, |a, w| a & w));
        }
        self.block = c;
    }

    /// The least value whose row has bit `n` clear.
    fn mex(&self, n: usize) -> u32 {
        let (slot, bit) = ((n / 64) % self.ring, n % 64);
        for group in 0.. {
            let first = 64 * group;
            if first >= self.values {
                return self.values as u32;
            }
            if self.summary.get(group).is_some_and(|w| w >> bit & 1 == 1) {
                continue; // all 64 values block n
            }
            let last = (first + 64).min(self.values);
            let free = (first..last).find(|&v| self.rows[v * self.ring + slot] >> bit & 1 == 0);
            if let Some(v) = free {
                return v as u32;
            }
        }
        unreachable!()
    }

    /// Marks value `v` as an option of every position `p + s`.
    fn block_from(&mut self, p: usize, v: usize) {
        let ring = self.ring;
        if v == self.values {
            self.rows.resize((v + 1) * ring, 0);
            self.values += 1;
        }
        let row = &mut self.rows[v * ring..(v + 1) * ring];
        let (start, shift) = ((p / 64) % ring, (p % 64) as u32);
        // Word i of S shifted by `shift` (bits from words i + 1 and i of `set`) lands in
        // block p / 64 + i: two runs of the ring, each a plain loop the compiler vectorises.
        let words = self.set.len() - 1;
        let (high, low) = (&self.set[1..], &self.set[..words]);
        let first_run = words.min(ring - start);
        let shifted = |i: usize| (high[i] << shift) | (low[i] >> 1 >> (63 - shift));
        for (i, w) in row[start..start + first_run].iter_mut().enumerate() {
            *w |= shifted(i);
        }
        for (i, w) in row[..words - first_run].iter_mut().enumerate() {
            *w |= shifted(first_run + i);
        }
    }
}

impl Method for Blocked {
    fn next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        if n / 64 != self.block {
            self.start_block(n / 64);
        }
        let v = self.mex(n);
        self.block_from(n, v as usize);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::sg::subtraction_table;

    fn check_method(method: &mut impl Method, sizes: &[usize], len: usize) {
        let (got, _) = fill(method, len, false, *sizes.last().unwrap());
        let want = subtraction_table(sizes, len);
        for (n, (&a, &b)) in got.iter().zip(&want).enumerate() {
            assert_eq!(a as usize, b, "g({n}) for {sizes:?}");
        }
    }

    #[test]
    fn every_method_agrees_with_the_plain_table() {
        let mut r = Rng::new(2960);
        for case in 0..200 {
            let k = [1, 3, 10, 63, 64, 127, 128, 255, 300, 1000][case % 10];
            let m = [70, 200, 1000, 5000][r.index(4)].max(k as u64 + 1);
            let mut sizes: Vec<usize> = (0..k).map(|_| r.range(1, m) as usize).collect();
            sizes.sort_unstable();
            sizes.dedup();
            let len = 3 * m as usize + 500;
            check_method(&mut Blocked::new(&sizes), &sizes, len);
            check_method(&mut Large::new(sizes.clone()), &sizes, len);
            match sizes.len() {
                0..64 => check_method(&mut Small::<1>::new(sizes.clone()), &sizes, len),
                64..128 => check_method(&mut Small::<2>::new(sizes.clone()), &sizes, len),
                128..256 => check_method(&mut Small::<4>::new(sizes.clone()), &sizes, len),
                _ => {}
            }
        }
    }

    #[test]
    fn period_watch_agrees_with_the_first_repeated_window() {
        // Every set inside 1..=9, then random sets: Brent's method gives the same least
        // (preperiod, period), within the bound on the values it needs.
        let mut rng = Rng::new(1975);
        let small =
            (1u32..(1 << 9)).map(|mask| (1..=9).filter(|i| mask >> (i - 1) & 1 == 1).collect());
        let random = (0..300).map(|_| {
            let k = rng.range(1, 10) as usize;
            (0..k)
                .map(|_| rng.range(1, 60) as usize)
                .collect::<Vec<usize>>()
        });
        for set in small.chain(random).collect::<Vec<Vec<usize>>>() {
            let (want, _) = crate::sg::subtraction_periodicity(&set, 1 << 20).unwrap();
            let m = *set.iter().max().unwrap();
            let g: Vec<u32> = subtraction_table(&set, 1 << 16)
                .iter()
                .map(|&v| v as u32)
                .collect();
            let mut watch = PeriodWatch::new(m);
            let found = (1..=g.len()).find_map(|n| watch.push(&g[..n]).map(|p| (p, n)));
            let (got, used) = found.unwrap_or_else(|| panic!("no period for {set:?}"));
            assert_eq!(got, want, "{set:?}");
            assert!(
                used < 3 * (want.preperiod + 1).max(want.period) + m,
                "{set:?}: {used} values"
            );
        }
    }

    #[test]
    fn blocked_rows_with_dense_and_edge_sets() {
        // All sizes (values climb to M), only multiples of 64 (a shift of 0 everywhere),
        // sizes across word edges.
        for sizes in [
            (1..=700).collect::<Vec<usize>>(),
            (1..=20).map(|i| 64 * i).collect(),
            vec![1, 63, 64, 65, 127, 128, 129],
            vec![5],
            (300..=400).collect(),
        ] {
            check_method(&mut Blocked::new(&sizes), &sizes, 5000);
        }
    }
}
