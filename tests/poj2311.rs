//! POJ 2311 Cutting Game against exhaustive search of the REAL game (cutting out a 1 × 1
//! piece wins at once), plus bad input.

mod common;

use common::{
    agrees_on_generated, assert_error, assert_value_errors_name_their_line, lines, run_ok,
};
use grundy::cutting::{CuttingTable, JudgeInput, position_first_player_wins};
use grundy::rng::Rng;
use rustc_hash::FxHashMap;

type Pieces = Vec<(u8, u8)>;

fn normalized(mut pieces: Pieces) -> Pieces {
    for p in &mut pieces {
        *p = (p.0.min(p.1), p.0.max(p.1));
    }
    pieces.sort_unstable();
    pieces
}

/// Exhaustive minimax over the real rule: a move cuts any piece (strips included) along
/// any grid line into two; a move producing a 1 × 1 piece wins immediately; a player with
/// no cut available loses. `pieces` is normalized.
fn mover_wins(pieces: &Pieces, memo: &mut FxHashMap<Pieces, bool>) -> bool {
    if let Some(&w) = memo.get(pieces) {
        return w;
    }
    let mut wins = false;
    'search: for (k, &(a, b)) in pieces.iter().enumerate() {
        if k > 0 && pieces[k - 1] == (a, b) {
            continue; // same moves as the previous, equal piece
        }
        let cuts = (1..a).map(|i| [(i, b), (a - i, b)]);
        let cuts = cuts.chain((1..b).map(|j| [(a, j), (a, b - j)]));
        for halves in cuts {
            if halves.contains(&(1, 1)) {
                wins = true;
                break 'search;
            }
            let mut next = pieces.clone();
            next.remove(k);
            next.extend(halves);
            if !mover_wins(&normalized(next), memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(pieces.clone(), wins);
    wins
}

#[test]
fn every_small_sheet_agrees_with_exhaustive_search() {
    let table = CuttingTable::new(12);
    let mut memo = FxHashMap::default();
    let (mut wins, mut losses) = (0, 0);
    for w in 1..=12u8 {
        for h in 1..=12u8 {
            if (w as u32) * (h as u32) > 100 {
                continue; // larger sheets: too many states for a quick test
            }
            let truth = mover_wins(&normalized(vec![(w, h)]), &mut memo);
            assert_eq!(
                table.first_player_wins(w as usize, h as usize),
                truth,
                "{w} x {h}"
            );
            if truth { wins += 1 } else { losses += 1 }
        }
    }
    assert!(wins > 20 && losses > 5, "{wins} wins / {losses} losses");
}

#[test]
fn random_collections_of_pieces_agree() {
    // Sums: several pieces at once (strips and 1 × 1 pieces included), which checks the XOR
    // of the reduced game's values and the strip rule against the real game.
    let table = CuttingTable::new(6);
    let mut memo = FxHashMap::default();
    let mut rng = Rng::new(2311);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..400 {
        let k = rng.range(1, 3) as usize;
        let pieces: Vec<(usize, usize)> = (0..k)
            .map(|_| {
                if rng.chance(1, 8) {
                    (1, rng.range(1, 3) as usize)
                } else {
                    (rng.range(2, 5) as usize, rng.range(2, 5) as usize)
                }
            })
            .collect();
        let small: Pieces = pieces.iter().map(|&(w, h)| (w as u8, h as u8)).collect();
        let truth = mover_wins(&normalized(small), &mut memo);
        assert_eq!(
            position_first_player_wins(&table, &pieces),
            truth,
            "{pieces:?}"
        );
        if truth { wins += 1 } else { losses += 1 }
    }
    assert!(wins > 50 && losses > 50, "{wins} wins / {losses} losses");
}

#[test]
fn binary_agrees_on_generated_inputs() {
    let mut memo = FxHashMap::default();
    agrees_on_generated("poj2311", 3, &[0, 5, 10, 15], |input: &JudgeInput| {
        lines(&input.sheets, |&(w, h)| {
            let win = mover_wins(&normalized(vec![(w as u8, h as u8)]), &mut memo);
            if win { "WIN" } else { "LOSE" }.into()
        })
    });
}

#[test]
fn full_table_is_symmetric_and_consistent() {
    // Every 2..=200 sheet, recomputed here by the reduced recurrence written out directly
    // (a separate implementation, memoised over w ≤ h), plus symmetry.
    let n = 200;
    let table = CuttingTable::new(n);
    let mut g = vec![vec![0usize; n + 1]; n + 1];
    for w in 2..=n {
        for h in 2..=n {
            let mut opts = Vec::new();
            for i in 2..=w - 2 {
                opts.push(g[i][h] ^ g[w - i][h]);
            }
            for j in 2..=h - 2 {
                opts.push(g[w][j] ^ g[w][h - j]);
            }
            g[w][h] = (0..).find(|v| !opts.contains(v)).unwrap();
        }
    }
    for (w, row) in g.iter().enumerate().skip(2) {
        for (h, &v) in row.iter().enumerate().skip(2) {
            assert_eq!(table.grundy(w, h), v, "{w} x {h}");
            assert_eq!(table.grundy(w, h), table.grundy(h, w));
        }
    }
}

#[test]
fn edge_cases_with_a_side_of_one() {
    assert_eq!(
        run_ok("poj2311", "1 1\n1 2\n2 1\n1 200\n"),
        "LOSE\nWIN\nWIN\nWIN\n"
    );
    assert_eq!(run_ok("poj2311", "2 2"), "LOSE\n"); // no final newline
}

/// Every message this binary prints for bad input of its format, each with its trigger, as
/// exact text (the messages all solvers share are checked in `tests/messages.rs`).
#[test]
fn bad_input_is_rejected() {
    for (input, error) in [
        (
            "2 2\n3\n",
            "error: line 2: the input ends early: expected H",
        ),
        (
            "2 2\n3 x\n",
            "error: line 2: cannot read `x` as H, a whole number from 1 to 1000",
        ),
        ("0 2\n", "error: line 1: W = 0 is too small (at least 1)"),
        (
            "2 2\n5 1001\n",
            "error: line 2: H = 1001 is too large (at most 1000)",
        ),
        (
            "1001\n2\n",
            "error: line 1: W = 1001 is too large (at most 1000)",
        ),
        (
            "2 -2\n",
            "error: line 1: cannot read `-2` as H, a whole number from 1 to 1000",
        ),
        (
            "2 99999999999999999999\n",
            "error: line 1: cannot read `99999999999999999999` as H, a whole number from 1 to 1000",
        ),
    ] {
        assert_error("poj2311", input, error);
    }
}

/// Every error about a value names the line holding that value: each token of a valid
/// input, on a line of its own, replaced in turn by bad values (W used to be reported on
/// H's line; all eight sides out of range are reported).
#[test]
fn value_errors_name_their_own_line() {
    assert_value_errors_name_their_line("poj2311", "2 3\n4 5\n", &["0", "1001", "-1"], "is too", 8);
}
