//! POJ 2311 Cutting Game against exhaustive search of the REAL game (cutting out a 1 × 1
//! piece wins at once), plus bad input.

mod common;

use common::{agrees_on_generated, assert_bad_input, lines, run_ok};
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

#[test]
fn bad_input_is_rejected() {
    assert_bad_input("poj2311", "", "error: the input is empty");
    assert_bad_input("poj2311", "2 2\n3\n", "line 2: the input ends too early");
    assert_bad_input(
        "poj2311",
        "2 2\n3 x\n",
        "line 2: cannot read `x` as a whole number from 0 to 2^64 − 1",
    );
    assert_bad_input("poj2311", "0 2\n", "line 1: W = 0 is out of range 1..=1000");
    assert_bad_input(
        "poj2311",
        "2 2\n5 1001\n",
        "line 2: H = 1001 is out of range",
    );
    assert_bad_input("poj2311", "2 -2\n", "cannot read `-2`");
}
