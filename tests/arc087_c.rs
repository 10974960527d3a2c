//! ARC 087 E Prefix-free Game against exhaustive search of the real game, plus bad input.

mod common;

use common::{assert_error, assert_value_errors_name_their_line, run_ok};
use grundy::prefix_free::{JudgeInput, alice_wins};
use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;
use rustc_hash::FxHashMap;

/// Every binary string of length 1..=l (l ≤ 5), and for each the mask of the strings it
/// conflicts with: itself, its prefixes and its extensions.
struct Universe {
    strings: Vec<String>,
    conflicts: Vec<u64>,
}

impl Universe {
    fn new(l: usize) -> Self {
        let strings: Vec<String> = (1..=l)
            .flat_map(|len| (0..1u32 << len).map(move |b| format!("{b:0len$b}")))
            .collect();
        let conflicts = strings
            .iter()
            .map(|s| {
                strings
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| t.starts_with(s.as_str()) || s.starts_with(t.as_str()))
                    .fold(0u64, |m, (j, _)| m | 1 << j)
            })
            .collect();
        Universe { strings, conflicts }
    }

    fn index(&self, s: &str) -> usize {
        self.strings.iter().position(|t| t == s).unwrap()
    }

    /// Exhaustive minimax over the real moves: add any string of length 1..=l that keeps
    /// the set prefix-free; a player who cannot add one loses.
    fn mover_wins(&self, set: u64, memo: &mut FxHashMap<u64, bool>) -> bool {
        if let Some(&w) = memo.get(&set) {
            return w;
        }
        let wins = (0..self.strings.len())
            .any(|t| self.conflicts[t] & set == 0 && !self.mover_wins(set | 1 << t, memo));
        memo.insert(set, wins);
        wins
    }

    /// A random prefix-free set: random strings, each kept if it conflicts with none kept.
    fn random_set(&self, rng: &mut Rng, tries: usize) -> u64 {
        let mut set = 0u64;
        for _ in 0..tries {
            let t = rng.index(self.strings.len());
            if self.conflicts[t] & set == 0 {
                set |= 1 << t;
            }
        }
        set
    }

    fn members(&self, set: u64) -> Vec<&str> {
        (0..self.strings.len())
            .filter(|&t| set >> t & 1 == 1)
            .map(|t| self.strings[t].as_str())
            .collect()
    }
}

#[test]
fn agrees_with_exhaustive_search() {
    let mut rng = Rng::new(87);
    let (mut wins, mut losses) = (0, 0);
    for l in 1..=4 {
        let u = Universe::new(l);
        let mut memo = FxHashMap::default();
        for _ in 0..150 {
            let tries = rng.range(0, 6) as usize;
            let set = u.random_set(&mut rng, tries);
            let mut strings = u.members(set);
            rng.shuffle(&mut strings);
            let truth = u.mover_wins(set, &mut memo);
            assert_eq!(
                alice_wins(&strings, l as u64).unwrap(),
                truth,
                "L = {l}, {strings:?}"
            );
            if truth { wins += 1 } else { losses += 1 }
        }
    }
    assert!(wins > 100 && losses > 100, "{wins} wins / {losses} losses");
}

#[test]
fn agrees_with_exhaustive_search_at_length_five() {
    // L = 5 from crowded starting sets, so that the remaining game stays searchable.
    let mut rng = Rng::new(88);
    let u = Universe::new(5);
    let mut memo = FxHashMap::default();
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..100 {
        let set = u.random_set(&mut rng, 40);
        let truth = u.mover_wins(set, &mut memo);
        let strings = u.members(set);
        assert_eq!(alice_wins(&strings, 5).unwrap(), truth, "{strings:?}");
        if truth { wins += 1 } else { losses += 1 }
    }
    assert!(wins > 10 && losses > 10, "{wins} wins / {losses} losses");
}

#[test]
fn binary_agrees_on_generated_inputs() {
    let mut rng = Rng::new(5);
    let universes: Vec<Universe> = (0..=4).map(Universe::new).collect();
    let mut memos: Vec<FxHashMap<u64, bool>> = vec![FxHashMap::default(); 5];
    let mut checked = 0;
    for round in 0..120 {
        let input = JudgeInput::generate(&mut rng, round % 10);
        let l = input.l as usize;
        if l > 4 {
            continue;
        }
        let u = &universes[l];
        let set = input.strings.iter().fold(0u64, |m, s| m | 1 << u.index(s));
        let want = if u.mover_wins(set, &mut memos[l]) {
            "Alice\n"
        } else {
            "Bob\n"
        };
        let text = input.text();
        assert_eq!(run_ok("arc087_c", &text), want, "input {text}");
        checked += 1;
    }
    assert!(
        checked >= 60,
        "only {checked} generated inputs were small enough"
    );
}

#[test]
fn generator_gives_prefix_free_sets_at_every_size() {
    let mut rng = Rng::new(6);
    for size in [0, 10, 30, 60, 90, 100] {
        let JudgeInput { l, strings, .. } = JudgeInput::generate(&mut rng, size);
        assert!(!strings.is_empty() && strings.iter().all(|s| s.len() as u64 <= l));
        assert!(strings.iter().map(|s| s.len()).sum::<usize>() <= 100_000);
        assert!(alice_wins(&strings, l).is_ok(), "size {size}");
        if size == 100 {
            assert_eq!(l, 1_000_000_000_000_000_000);
        }
    }
}

#[test]
fn edge_cases() {
    // N = 0 (below the judge's 1 ≤ N, still a well-defined game): by symmetry Bob wins.
    assert_eq!(run_ok("arc087_c", "0 7\n"), "Bob\n");
    // A single string of length 10^5 with L = 10^18.
    let input = format!("1 1000000000000000000\n{}\n", "1".repeat(100_000));
    let want = (0..100_000u64).fold(0, |x, d| {
        x ^ grundy::prefix_free::free_tree_grundy(10u64.pow(18) - d)
    });
    let want = if want != 0 { "Alice\n" } else { "Bob\n" };
    assert_eq!(run_ok("arc087_c", &input), want);
    // L beyond the judge's limit, still u64.
    assert_eq!(run_ok("arc087_c", "1 18446744073709551615\n1\n"), "Alice\n");
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "2\n",
            "error: line 1: the input ends early: expected L, the length bound",
        ),
        (
            "2 3\n01\n",
            "error: line 2: the input ends early: expected 2 strings, found 1",
        ),
        (
            "2 3\n01\n\n",
            "error: line 2: the input ends early: expected 2 strings, found 1",
        ),
        (
            "1 x\n0\n",
            "error: line 1: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "x 1\n0\n",
            "error: line 1: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "2 3\n01\n0a1\n",
            "error: line 3: string 2 `0a1`: character 2 is not 0 or 1",
        ),
        (
            "2 3\n01\n01\n",
            "error: line 3: string 2 `01`: it equals string 1",
        ),
        (
            "2 3\n01\n011\n",
            "error: line 3: string 2 `011`: string 1 is a prefix of it",
        ),
        (
            "3 3\n1\n011\n01\n",
            "error: line 4: string 3 `01`: it is a prefix of string 2",
        ),
        (
            "2 2\n0\n101\n",
            "error: line 3: string 2 has length 3, more than L = 2",
        ),
        (
            "1 2\n1\n0\n",
            "error: line 3: unexpected `0` after the end of the input",
        ),
        (
            "1 5\n0000000000000000000é0\n",
            "error: line 2: string 1 `0000000000000000000é…` (21 characters): character 20 is not 0 or 1",
        ),
    ] {
        assert_error("arc087_c", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (each string is reported
/// four times as not binary).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "arc087_c",
        "2 3\n00\n01\n",
        &["0a", "-1", "18446744073709551616"],
        "is not 0 or 1",
        8,
    );
}
