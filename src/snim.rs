//! S-Nim (POJ 2960 / HDU 1536): Nim where a move removes exactly `s` tokens from one heap,
//! for some `s` in a fixed set `S`.
//!
//! One heap alone is the subtraction game `S`, with Grundy values
//! `g(n) = mex{ g(n − s) : s ∈ S, s ≤ n }` ([`crate::sg::subtraction_table`]). A position of
//! several heaps is the sum of its heaps, so by the Sprague–Grundy theorem the player to
//! move wins iff `g(h1) ⊕ g(h2) ⊕ … ⊕ g(hl) ≠ 0`. One table up to the largest heap of a
//! test case answers all its positions: O(max heap · |S|) per set of moves.
//!
//! Heaps far beyond the judge's 10 000 are still answered exactly: the values of a finite
//! subtraction game are ultimately periodic ([`crate::sg::subtraction_periodicity`]), so
//! `g(n) = g(p + (n − p) mod q)` for `n ≥ p`, with (p, q) found from the table itself —
//! provided the period shows up within [`PERIOD_SEARCH_LIMIT`] values (it can be far longer
//! for large, irregular sets; [`SNim::new`] then gives up rather than guess).

use crate::input::Input;
use crate::layout::{counted, items};
use crate::sg::{Periodicity, subtraction_periodicity, subtraction_table};
use proconio::input;

/// Heaps below this are answered from a plain table; above it, through periodicity.
pub const TABLE_LIMIT: u64 = 1 << 20;

/// How many values [`SNim::new`] computes, at most, while looking for the period.
pub const PERIOD_SEARCH_LIMIT: usize = 1 << 21;

/// Grundy values of one S-Nim heap for every heap up to a bound.
#[derive(Debug, Clone)]
pub struct SNim {
    values: Vec<usize>,
    period: Option<Periodicity>,
}

impl SNim {
    /// The solver for move set `set` (any order, duplicates allowed) and heaps up to
    /// `max_heap`, or `None` if `max_heap ≥ PERIOD_SEARCH_LIMIT` and no period shows up
    /// among the first [`PERIOD_SEARCH_LIMIT`] values.
    ///
    /// ```
    /// use grundy::snim::SNim;
    /// let game = SNim::new(&[2, 5], 12).unwrap();
    /// assert!(!game.first_player_wins(&[5, 12]));
    /// assert!(game.first_player_wins(&[2, 4, 7]));
    /// let huge = SNim::new(&[2, 5], 10u64.pow(18)).unwrap();
    /// assert_eq!(huge.grundy(7 * 10u64.pow(17) + 5), game.grundy(5));
    /// ```
    ///
    /// Complexity: O(max_heap · |S|) below the table limit; above it O((p + q + max S) · |S|)
    /// for the periodicity (p, q).
    ///
    /// # Panics
    /// If `set` is empty or contains 0.
    pub fn new(set: &[u64], max_heap: u64) -> Option<SNim> {
        assert!(!set.is_empty(), "S-Nim needs at least one move size");
        assert!(!set.contains(&0), "a move size cannot be 0");
        // Sizes above the largest heap can never be used.
        let useful: Vec<usize> = set
            .iter()
            .filter(|&&s| s <= max_heap)
            .map(|&s| s as usize)
            .collect();
        if useful.is_empty() {
            // No move is ever legal: every value is 0.
            return Some(SNim {
                values: vec![0],
                period: Some(Periodicity {
                    preperiod: 0,
                    period: 1,
                }),
            });
        }
        if max_heap < TABLE_LIMIT {
            return Some(SNim {
                values: subtraction_table(&useful, max_heap as usize + 1),
                period: None,
            });
        }
        match subtraction_periodicity(&useful, PERIOD_SEARCH_LIMIT) {
            Some((period, values)) => Some(SNim {
                values,
                period: Some(period),
            }),
            // No period yet, but a plain table still reaches the largest heap.
            None if max_heap < PERIOD_SEARCH_LIMIT as u64 => Some(SNim {
                values: subtraction_table(&useful, max_heap as usize + 1),
                period: None,
            }),
            None => None,
        }
    }

    /// Grundy value of one heap of `n`.
    ///
    /// # Panics
    /// If `n` exceeds the `max_heap` the solver was built for (when no period is known).
    pub fn grundy(&self, n: u64) -> usize {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return v;
        }
        let p = self.period.expect("heap beyond the table");
        let (pre, q) = (p.preperiod as u64, p.period as u64);
        self.values[(pre + (n - pre) % q) as usize]
    }

    /// Whether the player to move wins with heaps `heaps`.
    pub fn first_player_wins(&self, heaps: &[u64]) -> bool {
        heaps.iter().fold(0, |x, &h| x ^ self.grundy(h)) != 0
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
}
