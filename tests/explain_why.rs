//! `explain`'s "why" lines, checked mechanically on seeded random positions of every
//! game: for each listed winning move, the component it changes is worth, before and
//! after the move, exactly what a brute-force search of that component alone finds
//! (`tests/study`: the mex over its options, with no Sprague–Grundy arithmetic), and the
//! nim-sum after the move is 0, which the search confirms by finding the whole position
//! after the move worth 0. Misère Nim's moves are checked by a search of misère play
//! instead: they win, and the nim-sum they leave is 0, or 1 exactly at the misère switch.

mod common;
mod study;

use grundy::coins::Rule;
use grundy::nimber::nim_mul;
use grundy::rng::Rng;
use grundy::study::coin_games::{Board, CoinGameBoard};
use grundy::study::corners::{Corners, TurningCorners};
use grundy::study::cutting::{Cutting, Sheets};
use grundy::study::game::{Change, Explained, Why};
use grundy::study::heaps::{Heaps, STONES};
use grundy::study::mock_turtles::MockTurtles;
use grundy::study::prefix_free::{PrefixFree, StringSet};
use grundy::study::staircase::Staircase;
use grundy::tools::problems::distinct;
use study::{
    Solver, Values, all_strings, coin_moves, grid_turns, heap_moves, line_turns, mask,
    prefix_free_moves, safe_cut_moves, staircase_moves,
};

/// Every winning move of the listing with its "why", which must be a change.
fn changes<G: Explained>(game: &G, pos: &G::Pos) -> Vec<(G::Winning, Change)> {
    let list = game.winning(pos, usize::MAX);
    assert!(list.is_complete(), "{pos:?}: the listing is complete");
    (list.first.into_iter())
        .map(|w| match game.why(pos, &w) {
            Why::Change(c) => (w, c),
            Why::Rule(r) => panic!("{pos:?}: {w:?} wins by a rule of its own: {r}"),
        })
        .collect()
}

/// The checks every normal-play change must pass: its values are the brute-force ones
/// given, and it leaves nim-sum 0, confirmed by the brute-force value of the position
/// after the move. Returns 1 (one move checked).
fn holds(c: &Change, before: u64, after: u64, whole_after: u64, what: &str) -> usize {
    assert_eq!(c.before, before, "{what}: the component's value before");
    assert_eq!(c.after, after, "{what}: the component's value after");
    assert_eq!(c.nim_sum, 0, "{what}: the nim-sum after");
    assert_eq!(whole_after, 0, "{what}: the position after is worth 0");
    if c.terms.len() >= 2 {
        assert_eq!(
            c.terms.iter().fold(0, |a, t| a ^ t),
            c.after,
            "{what}: terms"
        );
    }
    1
}

/// Enough moves were checked for the test to mean something.
fn enough(checked: usize) {
    assert!(checked >= 100, "only {checked} winning moves checked");
}

#[test]
fn heap_games_why_lines_hold_against_brute_force() {
    let mut rng = Rng::new(21);
    let mut checked = 0;
    for round in 0..300 {
        let set: Vec<u64> = match round % 3 {
            0 => (1..=6).filter(|_| rng.chance(1, 2)).collect(),
            1 => vec![1, 2, 3, 5, 8, 13],
            _ => vec![rng.range(1, 3), rng.range(1, 7)],
        };
        let set = if set.is_empty() { vec![1] } else { set };
        let heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 14)).collect();
        let game = match round % 3 {
            1 => Heaps::fibonacci(14, STONES),
            _ => Heaps::snim(&set, 14, STONES).unwrap(),
        };
        let s = set.clone();
        let mut values = Values::new(heap_moves(move |h| {
            s.iter().copied().filter(|&x| x <= h).collect()
        }));
        for (m, c) in changes(&game, &heaps) {
            let h = heaps[m.heap];
            let mut next = heaps.clone();
            next[m.heap] -= m.take;
            let what = format!("{set:?} {heaps:?} {m:?}");
            checked += holds(
                &c,
                values.of(&vec![h]),
                values.of(&vec![h - m.take]),
                values.of(&next),
                &what,
            );
            // A value that rises is what the note is for.
            assert_eq!(c.note.is_some(), c.after > c.before, "{what}: {c:?}");
        }
    }
    // Nim itself.
    let mut values = Values::new(heap_moves(|h| (1..=h).collect()));
    for _ in 0..200 {
        let heaps: Vec<u64> = (0..rng.range(2, 4)).map(|_| rng.range(0, 9)).collect();
        for (m, c) in changes(&Heaps::nim(STONES), &heaps) {
            let mut next = heaps.clone();
            next[m.heap] -= m.take;
            let what = format!("{heaps:?} {m:?}");
            let h = heaps[m.heap];
            checked += holds(
                &c,
                values.of(&vec![h]),
                values.of(&vec![h - m.take]),
                values.of(&next),
                &what,
            );
            assert!(c.note.is_none());
        }
    }
    enough(checked);
}

#[test]
fn misere_why_lines_win_by_brute_force() {
    let mut solver = Solver::new(heap_moves(|h| (1..=h).collect()), true);
    let mut values = Values::new(heap_moves(|h| (1..=h).collect()));
    let game = Heaps::misere(STONES);
    let mut rng = Rng::new(1907);
    let (mut checked, mut switches) = (0, 0);
    for round in 0..400 {
        let top = if round % 4 == 0 { 1 } else { 6 };
        let heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, top)).collect();
        for (m, c) in changes(&game, &heaps) {
            let mut next = heaps.clone();
            next[m.heap] -= m.take;
            let what = format!("{heaps:?} {m:?}");
            assert!(!solver.wins(&next), "{what}: the move wins");
            // The values shown are normal-play values.
            assert_eq!(c.before, values.of(&vec![heaps[m.heap]]), "{what}");
            assert_eq!(c.after, values.of(&vec![next[m.heap]]), "{what}");
            let x = next.iter().fold(0, |a, h| a ^ h);
            assert_eq!(c.nim_sum, x, "{what}: the nim-sum after");
            if next.iter().all(|&h| h <= 1) {
                // Only heaps of 0 and 1 left: an odd number of 1s, so nim-sum 1.
                assert_eq!(c.nim_sum, 1, "{what}");
                assert!(c.note.as_deref().unwrap_or("").contains("odd number"));
                switches += 1;
            } else {
                assert_eq!(c.nim_sum, 0, "{what}");
                assert!(c.note.is_none(), "{what}");
            }
            checked += 1;
        }
    }
    enough(checked);
    assert!(switches >= 30, "{switches} misère switches");
    // The example: 1 1 2 has one winning move, to 1 1 1, nim-sum 1.
    let moves = changes(&game, &vec![1, 1, 2]);
    assert_eq!(moves.len(), 1);
    assert_eq!((moves[0].0.heap, moves[0].1.nim_sum), (2, 1));
}

#[test]
fn staircase_why_lines_hold_against_brute_force() {
    let mut values = Values::new(staircase_moves);
    let mut rng = Rng::new(1704);
    let (mut checked, mut left_moves) = (0, 0);
    for _ in 0..400 {
        let n = rng.range(2, 5) as usize;
        let mut cells = distinct(&mut rng, n, 1, 14);
        cells.sort_unstable();
        for (s, c) in changes(&Staircase, &cells) {
            let i = cells.binary_search(&s.from).unwrap();
            let mut next = cells.clone();
            next[i] = s.to;
            // The pair holding the moved chessman: with the one after it when it is a
            // left member (counted from the right), else with the one before (or the
            // wall). Alone, such a pair is a staircase position of its own.
            let left = (n - 1 - i) % 2 == 1;
            let pair = |p: &Vec<u64>| -> Vec<u64> {
                match (left, i) {
                    (true, _) => vec![p[i], p[i + 1]],
                    (false, 0) => vec![p[0]],
                    (false, _) => vec![p[i - 1], p[i]],
                }
            };
            let what = format!("{cells:?} {s:?}");
            checked += holds(
                &c,
                values.of(&pair(&cells)),
                values.of(&pair(&next)),
                values.of(&next),
                &what,
            );
            assert_eq!(c.note.is_some(), left, "{what}: the left-chessman note");
            left_moves += usize::from(left);
        }
    }
    enough(checked);
    assert!(left_moves >= 20, "{left_moves} left-chessman moves");
    // The example: 13 → 11 in 2 5 9 13 14 raises the pair's gap from 0 to 2.
    let c = changes(&Staircase, &vec![2, 5, 9, 13, 14])
        .into_iter()
        .find(|(s, _)| s.from == 13)
        .unwrap()
        .1;
    assert_eq!((c.before, c.after), (0, 2));
    assert!(c.note.unwrap().contains("left chessman"));
}

#[test]
fn cutting_why_lines_hold_against_brute_force() {
    let mut values = Values::new(safe_cut_moves);
    let game = Cutting::new(8);
    let mut rng = Rng::new(2311);
    let (mut checked, mut strips) = (0, 0);
    for round in 0..300 {
        let pieces: Vec<(u32, u32)> = if round < 49 {
            vec![((round % 7 + 2) as u32, (round / 7 + 2) as u32)]
        } else {
            (0..rng.range(1, 3))
                .map(|_| (rng.range(1, 6) as u32, rng.range(1, 6) as u32))
                .collect()
        };
        let sheets = Sheets::new(&pieces);
        for w in game.winning(&sheets, usize::MAX).first {
            let what = format!("{pieces:?} {w:?}");
            match game.why(&sheets, &w) {
                Why::Rule(r) => {
                    assert!(w.parts.contains(&(1, 1)), "{what}: {r}");
                    strips += 1;
                }
                Why::Change(c) => {
                    let safe: Vec<(u32, u32)> = (sheets.pieces.iter())
                        .copied()
                        .filter(|&(a, b)| a.min(b) >= 2)
                        .collect();
                    let mut next = safe.clone();
                    let k = next.iter().position(|&p| p == w.piece).unwrap();
                    next.remove(k);
                    next.extend(w.parts);
                    next.sort_unstable();
                    let mut parts = w.parts.to_vec();
                    parts.sort_unstable();
                    checked += holds(
                        &c,
                        values.of(&vec![w.piece]),
                        values.of(&parts),
                        values.of(&next),
                        &what,
                    );
                }
            }
        }
    }
    enough(checked);
    assert!(strips >= 10, "{strips} strip cuts");
}

#[test]
fn prefix_free_why_lines_hold_against_brute_force() {
    let mut rng = Rng::new(87);
    let mut checked = 0;
    // Alone, a free subtree of height h is the game with L = h on the set {1}: its free
    // subtree is at 0.
    let mut alone: Vec<Values<u64, String>> =
        (0..=4).map(|h| Values::new(prefix_free_moves(h))).collect();
    for l in 1..=4usize {
        let strings = all_strings(l);
        let index = |s: &str| strings.iter().position(|t| t == s).unwrap();
        let mut whole = Values::new(prefix_free_moves(l));
        for _ in 0..60 {
            // A random prefix-free set, built by adding random strings that fit.
            let mut set = StringSet {
                l: l as u64,
                strings: Vec::new(),
            };
            for _ in 0..rng.range(0, 3) {
                let s = &strings[rng.range(0, strings.len() as u64 - 1) as usize];
                if set
                    .strings
                    .iter()
                    .all(|t| !t.starts_with(s.as_str()) && !s.starts_with(t.as_str()))
                {
                    set.strings.push(s.clone());
                }
            }
            set.strings.sort_unstable();
            let trees = set.free_trees();
            for (f, c) in changes(&PrefixFree, &set) {
                let root = set.root_string(&f.root);
                let h = trees.iter().find(|t| t.root == f.root).unwrap().height as usize;
                let added = root.clone() + &"0".repeat(f.extra as usize);
                let tail = &added[root.len()..];
                let small = all_strings(h);
                let at = |s: &str| small.iter().position(|t| t == s).unwrap();
                let before = mask([at("1")]) as u64;
                let after = before | (mask([at(&format!("0{tail}"))]) as u64);
                let mut next: Vec<usize> = set.strings.iter().map(|s| index(s)).collect();
                next.push(index(&added));
                let next = mask(next) as u64;
                let what = format!("{set:?} {f:?}");
                checked += holds(
                    &c,
                    alone[h].of(&before),
                    alone[h].of(&after),
                    whole.of(&next),
                    &what,
                );
            }
        }
    }
    enough(checked);
}

/// Checks the "why" of every winning move of a coin-turning position against the brute
/// force of the rule's moves `values` (positions are masks): the head that goes to tails
/// alone, the other coins turned alone (a position of their own), the whole position
/// after. Returns the number of moves checked.
fn coin_whys(
    c: &Change,
    values: &mut Values<u128, u128>,
    corner: usize,
    others: u128,
    heads: u128,
    what: &str,
) -> usize {
    let next = heads ^ others ^ (1 << corner);
    holds(
        c,
        values.of(&(1 << corner)),
        values.of(&others),
        values.of(&next),
        what,
    )
}

#[test]
fn coin_turning_why_lines_hold_against_brute_force() {
    let mut rng = Rng::new(3537);
    let mut checked = 0;
    // Mock Turtles at places 0 to 9.
    let n = 10;
    let mut values = Values::new(coin_moves(n, |x| line_turns("mock-turtles", &[], x)));
    for _ in 0..150 {
        let heads: Vec<u64> = (0..n as u64).filter(|_| rng.chance(1, 3)).collect();
        let set = mask(heads.iter().map(|&h| h as usize));
        for (coins, c) in changes(&MockTurtles, &heads) {
            let (&x, rest) = coins.split_last().unwrap();
            let others = mask(rest.iter().map(|&y| y as usize));
            let what = format!("{heads:?} {coins:?}");
            checked += coin_whys(&c, &mut values, x as usize, others, set, &what);
            let turned_heads = rest.iter().any(|y| heads.contains(y));
            assert_eq!(c.note.is_some(), turned_heads, "{what}: the heads note");
        }
    }
    // Turning Corners on a 4 × 4 board (cell (r, c) is bit 4r + c).
    let mut values = Values::new(coin_moves(16, |i| {
        grid_turns("corners", &[], 4, i / 4, i % 4)
    }));
    for _ in 0..150 {
        let lights: Vec<(u64, u64)> = (0..16u64)
            .filter(|_| rng.chance(1, 3))
            .map(|i| (i / 4, i % 4))
            .collect();
        let set = mask(lights.iter().map(|&(x, y)| (4 * x + y) as usize));
        for (m, c) in changes(&TurningCorners, &lights) {
            let Corners { a, b, x, y } = m;
            let others = mask([(a, b), (a, y), (x, b)].map(|(p, q)| (4 * p + q) as usize));
            let what = format!("{lights:?} {m:?}");
            checked += coin_whys(&c, &mut values, (4 * x + y) as usize, others, set, &what);
            assert_eq!(c.before, nim_mul(x, y));
        }
    }
    // A rule of the coin engine (Ruler, coins numbered from 1) as `play` shows it.
    let n = 10;
    let game = CoinGameBoard::new(
        Board::Line {
            rule: Rule::Ruler,
            coins: n,
        },
        "Ruler",
        "",
    );
    let mut values = Values::new(coin_moves(n, |x| line_turns("ruler", &[], x)));
    for _ in 0..150 {
        let heads = mask((0..n).filter(|_| rng.chance(1, 2)));
        for (turned, c) in changes(&game, &heads) {
            let corner = 127 - turned.leading_zeros() as usize;
            let others = turned ^ (1 << corner);
            let what = format!("{heads:b} {turned:b}");
            checked += coin_whys(&c, &mut values, corner, others, heads, &what);
        }
    }
    enough(checked);
}
