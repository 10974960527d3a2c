//! Project Euler 459 against exhaustive search of the real board game, the given values,
//! a move-by-move count, and the bad-input contract.

mod common;

use common::{assert_error, assert_value_errors_name_their_line, run_ok};
use grundy::flipping_game::{JudgeInput, MAX_N};
use grundy::nimber::nim_mul;
use grundy::rng::Rng;
use grundy::tartan::{RunTally, pe459, prefix_xor, run_tally, run_values, winning_moves};
use grundy::tools::problems::JudgeCase;

/// Widths of the real game: the perfect squares 1, 4, 9, … up to `n`, written out here
/// rather than taken from the library under test.
fn squares(n: usize) -> Vec<usize> {
    (1..).map(|k| k * k).take_while(|&s| s <= n).collect()
}

/// Heights of the real game: the triangular numbers 1, 3, 6, … up to `n`.
fn triangles(n: usize) -> Vec<usize> {
    (1..)
        .map(|k| k * (k + 1) / 2)
        .take_while(|&t| t <= n)
        .collect()
}

/// Does the player to move win from `state` (bit (y−1)·w + (x−1) = disk (x, y) white)?
/// Real rules: choose a white disk as the upper-right corner of a rectangle inside the
/// board whose width is a perfect square and height a triangular number, and flip every
/// disk in it; whoever turns the board all black wins (the mover facing it has lost).
fn mover_wins(state: u32, w: usize, h: usize, memo: &mut [u8]) -> bool {
    if memo[state as usize] != 0 {
        return memo[state as usize] == 2;
    }
    let mut wins = false;
    for flip in moves(state, w, h) {
        if !mover_wins(state ^ flip, w, h, memo) {
            wins = true;
            break;
        }
    }
    memo[state as usize] = if wins { 2 } else { 1 };
    wins
}

/// Every legal move from `state`, as the mask of the disks it flips.
fn moves(state: u32, w: usize, h: usize) -> Vec<u32> {
    let mut out = Vec::new();
    for y in 1..=h {
        for x in 1..=w {
            if state >> ((y - 1) * w + x - 1) & 1 == 0 {
                continue;
            }
            for &lw in squares(x).iter() {
                for &lh in triangles(y).iter() {
                    let mut flip = 0u32;
                    for yy in y + 1 - lh..=y {
                        for xx in x + 1 - lw..=x {
                            flip |= 1 << ((yy - 1) * w + xx - 1);
                        }
                    }
                    out.push(flip);
                }
            }
        }
    }
    out
}

/// W for a `w × h` board by exhaustive search: first moves from all-white to a lost
/// position.
fn brute_force_w(w: usize, h: usize) -> u128 {
    let full = ((1u64 << (w * h)) - 1) as u32;
    let mut memo = vec![0u8; 1 << (w * h)];
    moves(full, w, h)
        .into_iter()
        .filter(|&flip| !mover_wins(full ^ flip, w, h, &mut memo))
        .count() as u128
}

#[test]
fn agrees_with_exhaustive_search_for_n_up_to_4() {
    let mut seen = Vec::new();
    for n in 1..=4 {
        let want = brute_force_w(n, n);
        assert_eq!(pe459(n), want, "W({n})");
        seen.push(want);
    }
    assert_eq!(&seen[..2], [1, 0], "the given values W(1) = 1, W(2) = 0");
}

#[test]
fn rectangular_boards_agree_with_exhaustive_search() {
    // Width w (squares) × height h (triangular numbers), up to 16 disks.
    let mut checked = 0;
    for w in 1..=16 {
        for h in 1..=16 / w {
            let want = brute_force_w(w, h);
            let got = winning_moves(&run_tally(&squares(w), w), &run_tally(&triangles(h), h));
            assert_eq!(got, want, "{w} × {h}");
            checked += 1;
        }
    }
    assert!(checked > 40);
}

/// W(N) by definition from the Tartan theorem: every move (x, w, y, h) in turn.
fn count_moves_one_by_one(n: usize) -> u128 {
    let (sq, tr) = (squares(n), triangles(n));
    let p1 = prefix_xor(&run_values(&sq, n));
    let p2 = prefix_xor(&run_values(&tr, n));
    let v = nim_mul(p1[n], p2[n]);
    let mut count = 0;
    for x in 1..=n {
        for &lw in sq.iter().filter(|&&l| l <= x) {
            let a = p1[x] ^ p1[x - lw];
            for y in 1..=n {
                for &lh in tr.iter().filter(|&&l| l <= y) {
                    count += u128::from(nim_mul(a, p2[y] ^ p2[y - lh]) == v);
                }
            }
        }
    }
    count
}

#[test]
fn given_values() {
    assert_eq!(pe459(1), 1);
    assert_eq!(pe459(2), 0);
    assert_eq!(pe459(5), 8);
    assert_eq!(pe459(100), 31395);
    assert_eq!(count_moves_one_by_one(5), 8);
    assert_eq!(count_moves_one_by_one(100), 31395);
    assert_eq!(run_ok("pe459", "100\n"), "31395\n");
}

#[test]
fn agrees_with_move_by_move_count() {
    let mut rng = Rng::new(459);
    for _ in 0..40 {
        let n = rng.range(1, 70) as usize;
        assert_eq!(pe459(n), count_moves_one_by_one(n), "N = {n}");
    }
}

#[test]
fn binary_agrees_on_generated_inputs() {
    let mut rng = Rng::new(7);
    for size in [0, 1, 2, 3, 4, 5, 6] {
        let input = JudgeInput::generate(&mut rng, size);
        let n = input.n;
        assert!(n <= 250, "small sizes stay small: {n}");
        let want = count_moves_one_by_one(n);
        assert_eq!(
            run_ok("pe459", &input.text()),
            format!("{want}\n"),
            "N = {n}"
        );
    }
}

#[test]
fn the_known_value_at_ten_to_the_six() {
    assert_eq!(run_ok("pe459", "1000000\n"), "3996390106631\n");
}

/// The prefix values and tally of one game by the plain recursion, written out here: per
/// position, the mex of its option values `P(x − 1) ⊕ P(x − L)` (a bit set over values),
/// then one count per move `(x, L)` of value `P(x) ⊕ P(x − L)`; no blocks, rows, widths or
/// threads, and nothing shared with the library's tally.
fn plain_tally(lengths: &[usize], n: usize) -> (Vec<u16>, Vec<u64>) {
    let mut p = vec![0u16; n + 1];
    let mut moves = vec![0u64; 1 << 16];
    let mut read = Vec::with_capacity(lengths.len());
    for x in 1..=n {
        read.clear();
        read.extend(lengths.iter().take_while(|&&l| l <= x).map(|&l| p[x - l]));
        let c = p[x - 1];
        // Values stay below 4096: a mex of at most 2049 values (the lengths up to 2.1·10^6),
        // XORed with values as small.
        let mut seen = [0u64; 64];
        for &u in &read {
            let v = usize::from(u ^ c);
            seen[v / 64] |= 1 << (v % 64);
        }
        let word = seen.iter().position(|&w| w != !0).unwrap();
        let g = 64 * word as u16 + seen[word].trailing_ones() as u16;
        p[x] = c ^ g;
        for &u in &read {
            moves[usize::from(p[x] ^ u)] += 1;
        }
    }
    let top = moves.iter().rposition(|&c| c != 0).map_or(1, |i| i + 1);
    moves.truncate(top.next_power_of_two());
    (p, moves)
}

#[test]
fn past_the_first_widening_agrees_with_the_plain_recursion() {
    // Near N = 2.03·10^6 the triangular game's prefix values reach 512, where the rows'
    // active width doubles (and where the time used to jump). Check W(N) just past it
    // against the plain recursion, both games on their own thread (5·10^9 moves).
    let n = 2_100_000;
    let ((p1, m1), (p2, m2)) = std::thread::scope(|s| {
        let first = s.spawn(|| plain_tally(&squares(n), n));
        (first.join().unwrap(), plain_tally(&triangles(n), n))
    });
    assert!(
        p2.iter().any(|&v| v >= 512),
        "the test must reach the widening"
    );
    let tally = |prefix, moves| RunTally { prefix, moves };
    let w = winning_moves(&tally(p1, m1), &tally(p2, m2));
    assert_eq!(run_ok("pe459", &format!("{n}\n")), format!("{w}\n"));
}

#[test]
fn empty_board_has_no_winning_move() {
    // N = 0: no disk, so no move at all; well defined, W(0) = 0.
    assert_eq!(run_ok("pe459", "0\n"), "0\n");
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`). The
/// bound comes from `MAX_N`, the one place that sets it.
#[test]
fn bad_input_is_rejected() {
    let number = format!("a whole number from 0 to {MAX_N}");
    for (input, error) in [
        (
            format!("{}\n", MAX_N + 1),
            format!("line 1: N = {} is too large (at most {MAX_N})", MAX_N + 1),
        ),
        (
            "-3\n".into(),
            format!("line 1: cannot read `-3` as N, {number}"),
        ),
        (
            "abc\n".into(),
            format!("line 1: cannot read `abc` as N, {number}"),
        ),
        (
            "5x\n".into(),
            format!("line 1: cannot read `5x` as N, {number}"),
        ),
        (
            "99999999999999999999999\n".into(),
            format!("line 1: cannot read `99999999999999999999…` (23 characters) as N, {number}"),
        ),
        (
            "5 6\n".into(),
            "line 1: unexpected `6` after the end of the input".into(),
        ),
        (
            "5\n\n7\n".into(),
            "line 3: unexpected `7` after the end of the input".into(),
        ),
    ] {
        assert_error("pe459", input, &format!("error: {error}"));
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (N too large is reported).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line(
        "pe459",
        "100\n",
        &[&(MAX_N + 1).to_string(), "-1", "18446744073709551616"],
        "is too large",
        1,
    );
}
