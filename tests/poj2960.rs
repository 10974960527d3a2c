//! POJ 2960 S-Nim against exhaustive search of the real multi-heap game, plus bad input.

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, bin_path, lines, run_ok,
};
use grundy::rng::Rng;
use grundy::sg::subtraction_table;
use grundy::snim::{DETECT_FROM, JudgeInput, Refusal, SNim, STEP_LIMIT, verdict};
use grundy::tools::judge::{Exit, Program, run};
use rustc_hash::FxHashMap;

/// Exhaustive minimax over the actual moves: take exactly `s ∈ set` tokens from one heap.
/// `heaps` is sorted; the memo is per set.
fn mover_wins(set: &[u64], heaps: &[u64], memo: &mut FxHashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut wins = false;
    'search: for i in 0..heaps.len() {
        for &s in set {
            if s <= heaps[i] {
                let mut next = heaps.to_vec();
                next[i] -= s;
                next.sort_unstable();
                if !mover_wins(set, &next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
    }
    memo.insert(heaps.to_vec(), wins);
    wins
}

#[test]
fn agrees_with_exhaustive_search() {
    let mut rng = Rng::new(2960);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..150 {
        let k = rng.range(1, 4) as usize;
        let set: Vec<u64> = (0..k).map(|_| rng.range(1, 7)).collect();
        let game = SNim::new(&set, 14, STEP_LIMIT).unwrap();
        let mut memo = FxHashMap::default();
        for _ in 0..6 {
            let l = rng.range(0, 4) as usize;
            let mut heaps: Vec<u64> = (0..l).map(|_| rng.range(0, 14)).collect();
            let shuffled = heaps.clone();
            heaps.sort_unstable();
            let truth = mover_wins(&set, &heaps, &mut memo);
            assert_eq!(
                game.first_player_wins(&shuffled),
                truth,
                "set {set:?} heaps {shuffled:?}"
            );
            if truth { wins += 1 } else { losses += 1 }
        }
    }
    assert!(
        wins > 150 && losses > 150,
        "both outcomes covered: {wins} / {losses}"
    );
}

#[test]
fn binary_agrees_on_generated_inputs() {
    agrees_on_generated(
        "poj2960",
        11,
        &[0, 2, 5, 8, 10, 12],
        |input: &JudgeInput| {
            lines(&input.cases, |case| {
                let mut memo = FxHashMap::default();
                (case.positions.iter())
                    .map(|heaps| {
                        let mut h = heaps.clone();
                        h.sort_unstable();
                        if mover_wins(&case.set, &h, &mut memo) {
                            'W'
                        } else {
                            'L'
                        }
                    })
                    .collect()
            })
        },
    );
}

#[test]
fn large_generated_inputs_match_the_table() {
    // At the judge's limits the exhaustive search is out of reach; check the binary against
    // the plain subtraction table and an XOR, computed here independently of `snim`.
    agrees_on_generated("poj2960", 12, &[60, 100], |input: &JudgeInput| {
        lines(&input.cases, |case| {
            let set: Vec<usize> = case.set.iter().map(|&s| s as usize).collect();
            let g = subtraction_table(&set, 10_001);
            (case.positions.iter())
                .map(|hs| {
                    let x = hs.iter().fold(0, |x, &h| x ^ g[h as usize]);
                    if x != 0 { 'W' } else { 'L' }
                })
                .collect()
        })
    });
}

#[test]
fn huge_heaps_use_the_period_correctly() {
    let mut rng = Rng::new(13);
    let len = DETECT_FROM as usize + 100_000; // past the plain table: the period path
    for _ in 0..5 {
        let k = rng.range(1, 6) as usize;
        let set: Vec<u64> = (0..k).map(|_| rng.range(1, 60)).collect();
        let su: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let table = subtraction_table(&su, len);
        let game = SNim::new(&set, len as u64 - 1, STEP_LIMIT).unwrap();
        for _ in 0..2000 {
            let n = rng.range(0, len as u64 - 1);
            assert_eq!(game.grundy(n), table[n as usize], "set {set:?} heap {n}");
        }
    }
    // And through the binary, beyond any table: {1, 2}: g(n) = n mod 3.
    let out = run_ok(
        "poj2960",
        "2 1 2\n2\n1 1000000000000000000\n2 5 1000000000000000001\n0\n",
    );
    assert_eq!(out, "WL\n");
}

/// The period for heaps far beyond any table, by a second argument: a move set scaled by
/// `c` splits a heap `n = c·q + r` into `c` copies of the unscaled game on `q` (every move
/// changes `q` only), so `g(n) = G(⌊n/c⌋)` with `G` the unscaled set's values, whose own
/// period is found here by looking at a plain table. Checked on heaps up to 2^64 − 1,
/// directly and through the binary.
#[test]
fn huge_heaps_follow_the_period_of_a_scaled_move_set() {
    let mut rng = Rng::new(2961);
    let mut lines = Vec::new();
    let mut want = String::new();
    // Sets whose values repeat from the start, and sets with a preperiod (40 values before
    // a period of 5 for {4, 9, 11}, 22 before 13 for {2, 8, 11}).
    for (base, c) in [
        (vec![1, 3, 4], 3),
        (vec![4, 9, 11], 1000),
        (vec![2, 8, 11], 1 << 12),
        (vec![1, 4, 10], 77_777),
        (vec![1, 2, 3], 1 << 16),
    ] {
        let g = subtraction_table(&base, 2000);
        // The unscaled period, by brute force: the least p with G(i + p) = G(i) for every
        // i from 100 on within the table.
        let p = (1..900)
            .find(|&p| (100..2000 - p).all(|i| g[i] == g[i + p]))
            .unwrap();
        let value = |q: u64| {
            g[if q < 100 {
                q as usize
            } else {
                100 + ((q - 100) % p as u64) as usize
            }]
        };
        let set: Vec<u64> = base.iter().map(|&s| s as u64 * c).collect();
        let game = SNim::new(&set, u64::MAX, STEP_LIMIT).unwrap();
        let mut heaps = vec![u64::MAX, u64::MAX - 1, u64::MAX - c, 1 << 63];
        heaps.extend((0..200).map(|_| rng.range(1 << 40, u64::MAX)));
        for &n in &heaps {
            assert_eq!(game.grundy(n), value(n / c), "set {set:?} heap {n}");
        }
        // Through the binary: pairs of huge heaps, won unless their values are equal.
        let positions: Vec<(u64, u64)> = (0..20)
            .map(|k| (heaps[k], heaps[(k + 7) % heaps.len()]))
            .collect();
        lines.push(format!(
            "{} {}
{}
{}",
            set.len(),
            itertools::join(&set, " "),
            positions.len(),
            positions
                .iter()
                .map(|(a, b)| format!("2 {a} {b}"))
                .collect::<Vec<_>>()
                .join("\n")
        ));
        want.extend(positions.iter().map(|&(a, b)| {
            if value(a / c) != value(b / c) {
                'W'
            } else {
                'L'
            }
        }));
        want.push('\n');
    }
    let input = format!("{}\n0\n", lines.join("\n"));
    assert_eq!(run_ok("poj2960", &input), want);
}

#[test]
fn edge_cases() {
    // A position without heaps is lost; m = 0 gives an empty line; a move size larger
    // than every heap is never usable; duplicate sizes are harmless.
    assert_eq!(run_ok("poj2960", "1 3\n2\n0\n1 0\n0\n"), "LL\n");
    assert_eq!(run_ok("poj2960", "1 1\n0\n0\n"), "\n");
    assert_eq!(run_ok("poj2960", "3 7 7 2\n2\n1 5\n1 7\n0\n"), "LW\n");
    assert_eq!(run_ok("poj2960", "0\n"), "");
}

#[test]
fn heaps_too_large_for_the_period_search_are_reported() {
    // 100 random move sizes up to 10 000: no period within the first 2^22 values, so a heap
    // of 10^18 cannot be answered (about 0.3 s of search before the error).
    let mut rng = Rng::new(5);
    let set: Vec<u64> = (0..100).map(|_| rng.range(1, 10_000)).collect();
    let head = format!("100 {}\n1\n", itertools::join(&set, " "));
    let error = "is too large for this move set: its Grundy values show no period within the \
                 first 4194304 values";
    assert_error(
        "poj2960",
        format!("{head}1 1000000000000000000\n0\n"),
        &format!("error: line 3: case 1: heap 1000000000000000000 {error}"),
    );
    // The error names the line of the largest heap, not the case's last line.
    let head = format!("100 {}\n3\n", itertools::join(&set, " "));
    assert_error(
        "poj2960",
        format!("{head}1 5\n2 7 1000000000000000000\n1 9\n0\n"),
        &format!("error: line 4: case 1: heap 1000000000000000000 {error}"),
    );
    // A move size beyond the search: no window of 2^32 − 1 values fits in 2^22 values. The
    // window hash's weight BASE^m used to take m products (12 s here, found by the fuzz
    // test); by repeated squaring the refusal comes as fast as for any other set.
    let start = std::time::Instant::now();
    assert_error(
        "poj2960",
        "1 4294967295\n2\n1 4\n3 5 4294967296 9\n0\n",
        &format!("error: line 4: case 1: heap 4294967296 {error}"),
    );
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "2 2 5\n1\n1 3\n",
            "error: line 3: the input ends early: expected another case or the closing `0`",
        ),
        (
            "2 2 5\n1\n2 3\n",
            "error: line 3: the input ends early: expected 2 heaps in position 1 of case 1, found 1",
        ),
        (
            "2 2\n",
            "error: line 1: the input ends early: expected 2 move sizes in case 1, found 1",
        ),
        (
            "2 2 5\n",
            "error: line 1: the input ends early: expected m, the number of positions in case 1",
        ),
        (
            "2 2 5\n2\n1 3\n",
            "error: line 3: the input ends early: expected 2 positions in case 1, found 1",
        ),
        (
            "2 2 x\n",
            "error: line 1: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "2 2 5\n1\n1 -3\n0\n",
            "error: line 3: cannot read `-3` as a whole number from 0 to 2^64 − 1",
        ),
        (
            "2 0 5\n1\n1 3\n0\n",
            "error: line 1: case 1: move size 0 would let a player pass forever",
        ),
        (
            "1 1\n1\n1 3\n0\n7\n",
            "error: line 5: unexpected `7` after the end of the input",
        ),
        (
            "1 1\nx\n",
            "error: line 2: cannot read `x` as a whole number from 0 to 2^64 − 1",
        ),
    ] {
        assert_error("poj2960", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (each of the two move sizes
/// set to 0 is reported).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "poj2960",
        "2 2 5\n2\n2 5 12\n1 7\n0\n",
        &["0", "-1", "18446744073709551616"],
        "move size 0",
        2,
    );
}

/// `k` random move sizes in `1..=max`.
fn random_set(rng: &mut Rng, k: usize, max: u64) -> Vec<u64> {
    (0..k).map(|_| rng.range(1, max)).collect()
}

#[test]
fn large_move_sets_are_answered_by_blocked_positions() {
    // Thousands of sizes: the blocked-positions method, against the plain table.
    let mut rng = Rng::new(14);
    for (k, max, heap) in [
        (2000, 3000, 20_000),
        (5000, 10_000, 30_000),
        (300, 700, 50_000),
    ] {
        let set = random_set(&mut rng, k, max);
        assert!(SNim::estimate(&set, heap).blocked, "{k} sizes up to {max}");
        let game = SNim::new(&set, heap, STEP_LIMIT).unwrap();
        let su: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let table = subtraction_table(&su, heap as usize + 1);
        for (n, &want) in table.iter().enumerate() {
            assert_eq!(game.grundy(n as u64), want, "{k} sizes, heap {n}");
        }
    }
    // Through the binary: 10^4 sizes and heaps up to 10^6, answered in well under a second.
    let set = random_set(&mut rng, 10_000, 10_000);
    let input = format!(
        "10000 {}\n2\n1 1000000\n2 999999 17\n0\n",
        itertools::join(&set, " ")
    );
    let start = std::time::Instant::now();
    let out = run_ok("poj2960", &input);
    let game = SNim::new(&set, 1_000_000, STEP_LIMIT).unwrap();
    let want: String = [vec![1_000_000], vec![999_999, 17]]
        .iter()
        .map(|h| verdict(game.first_player_wins(h)))
        .collect();
    assert_eq!(out, format!("{want}\n"));
    eprintln!("10^4 sizes, heap 10^6: {:?} end to end", start.elapsed());
}

#[test]
fn move_sets_too_costly_are_refused_up_front() {
    // 10^5 sizes up to 10^5 and a huge heap: about 5·10^11 steps; refused before any work.
    let mut rng = Rng::new(15);
    let set = random_set(&mut rng, 100_000, 100_000);
    let e = SNim::estimate(&set, u64::MAX);
    assert!(e.steps() > STEP_LIMIT);
    assert!(matches!(
        SNim::new(&set, u64::MAX, STEP_LIMIT),
        Err(Refusal::TooCostly { .. })
    ));
    let input = format!(
        "100000 {}\n1\n2 5 {}\n0\n",
        itertools::join(&set, " "),
        u64::MAX
    );
    let start = std::time::Instant::now();
    assert_error(
        "poj2960",
        &input,
        "error: line 3: case 1: heap 18446744073709551615 is too large for this move set: its \
         table would take about 5.3·10^11 steps, more than the 1.0·10^10 allowed",
    );
    assert!(start.elapsed().as_secs_f64() < 2.0, "{:?}", start.elapsed());
}

/// Peak resident memory (KiB) of binary `id` on `input`, measured by the judge's runner
/// (the program alone, in a fresh process); asserts it succeeded.
fn peak_rss_kib(id: &str, input: &str) -> u64 {
    let limit = std::time::Duration::from_secs(60);
    let r = run(&Program::Exe(bin_path(id)), input.as_bytes(), limit).unwrap();
    assert_eq!(
        r.exit,
        Exit::Code(0),
        "{}",
        String::from_utf8_lossy(&r.stderr)
    );
    r.peak_kib
}

#[test]
fn memory_stays_bounded_by_one_test_case() {
    // 60 cases whose heaps reach 2^20 − 1 with a move set whose period (2^21) is out of
    // reach: each needs a full table of 2^20 values. Kept until the end, as before, they
    // took 8 MiB each (480 MiB); answered case by case, one table at a time.
    let case = "1 1048575\n1\n2 1048575 7\n";
    let input = case.repeat(60) + "0\n";
    let out = run_ok("poj2960", &input);
    assert_eq!(out, "W\n".repeat(60));
    let peak = peak_rss_kib("poj2960", &input);
    assert!(peak < 40 * 1024, "peak {peak} KiB");
    // The measurement itself is real: a case four times larger in one table shows up.
    let big = peak_rss_kib("poj2960", "1 4194303\n1\n1 4194303\n0\n");
    assert!(big > peak + 8 * 1024, "big {big} KiB, small {peak} KiB");
}
