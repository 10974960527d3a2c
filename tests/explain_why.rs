//! `explain`'s "why" lines, checked mechanically on seeded random positions of every
//! game: for each listed winning move, the component it changes is worth, before and
//! after the move, exactly what a brute-force search of that component alone finds
//! (`tests/study`: the mex over its options, with no Sprague–Grundy arithmetic), and the
//! nim-sum after the move is 0, which the search confirms by finding the whole position
//! after the move worth 0. Misère Nim's moves are checked by a search of misère play
//! instead: they win, and the nim-sum they leave is 0, or 1 exactly at the misère switch.
//!
//! The textbook lines too: every component's reason names values the search finds (the
//! component's own, each option's a mex lists, the odious number, the lowbit, the nim
//! product's three half-size products), a mex that lists every option lists exactly the
//! search's options; and in every lost position the example move is legal, leaves what its
//! line says (the component before and after, the nim-sum after, by the search), and that
//! is not 0. Every check of a "why" line, a reason or an option's words runs on the text
//! `explain` prints in both languages, English and Chinese, parsing its numbers the same
//! way (values written as nimbers, `*n`, so that a position's own numbers cannot be taken
//! for them): both say exactly the values the search finds. Project Euler 459's lesson, as data: the factor games' values and their mex,
//! every disk's value, the board's value and the example flip of a lost board, against a
//! search of the real board.

mod common;
mod study;

use grundy::coins::Rule;
use grundy::i18n::Lang;
use grundy::nimber::nim_mul;
use grundy::rng::Rng;
use grundy::study::coin_games::{Board, CoinGameBoard};
use grundy::study::corners::{Corners, TurningCorners};
use grundy::study::cutting::{Cutting, Sheets};
use grundy::study::explain::render::{Style, reason_text, why_text};
use grundy::study::game::{Change, Explained, Mex, Reason, Why};
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

/// The values written as nimbers in `text`, in order: `*3 + *5 = *6` → 3, 5, 6.
fn stars(text: &str) -> Vec<u64> {
    text.split('*')
        .skip(1)
        .filter_map(|w| {
            let digits: String = w.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect()
}

/// `text(lang)` in both languages, with its nimbers ([`stars`]): the same values in the
/// same order in each. Returns them.
fn said(what: &str, text: impl Fn(Lang) -> String) -> Vec<u64> {
    let en = text(Lang::En);
    let zh = text(Lang::Zh);
    assert!(
        zh.chars().any(|c| c > '\u{2e80}'),
        "{what}: not Chinese: {zh}"
    );
    assert_eq!(stars(&en), stars(&zh), "{what}: the values\n{en}\n{zh}");
    stars(&en)
}

/// The "why" line of change `c` in a position of nim-sum `x`, as `explain` prints it in
/// both languages, says the brute-force values: the component's value `before`, its value
/// `after` (after the terms it is the XOR of, when there are several) and, last, the
/// nim-sum `whole_after` of the whole position after the move.
fn why_said(c: &Change, x: u64, before: u64, after: u64, whole_after: u64, what: &str) {
    let why = Why::Change(c.clone());
    let values = said(what, |lang| {
        why_text(
            &why,
            x,
            Style {
                star: true,
                lang,
                full: true,
            },
        )
    });
    let terms = if c.terms.len() >= 2 { c.terms.len() } else { 0 };
    assert_eq!(
        values.first(),
        Some(&before),
        "{what}: said before: {values:?}"
    );
    assert_eq!(
        values.get(1 + terms),
        Some(&after),
        "{what}: said after: {values:?}"
    );
    assert_eq!(
        values.last(),
        Some(&whole_after),
        "{what}: said nim-sum: {values:?}"
    );
}

/// A component's reason, as `explain` prints it in both languages, says the brute-force
/// `value` of the component (and the same values in each). Returns 1.
fn reason_said(r: &Reason, value: u64, what: &str) -> usize {
    let values = said(what, |lang| {
        reason_text(
            r,
            Style {
                star: true,
                lang,
                full: true,
            },
        )
    });
    assert!(
        values.contains(&value),
        "{what}: says {values:?}, not {value}"
    );
    1
}

/// The checks every normal-play change must pass: its values are the brute-force ones
/// given, and it leaves nim-sum 0, confirmed by the brute-force value of the position
/// after the move; its "why" line says so in both languages ([`why_said`]). Returns 1
/// (one move checked).
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
    // The position's nim-sum before the move, as `explain` finds it for the line.
    let x = c.before ^ c.after ^ c.nim_sum;
    why_said(c, x, before, after, whole_after, what);
    1
}

/// The first number in `text` (an option's size: `5 beads`, `2×2 and 2×2`).
fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

/// The least value not in `values`.
fn mex(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// A mex reason against the search: its value is `value`, it has `options` options in all
/// (every one listed when few), each listed option is worth what `of` (the search, on the
/// option's words) finds, and, all listed, their mex is the value. Returns 1.
fn mex_holds(
    m: &Mex,
    value: u64,
    options: usize,
    mut of: impl FnMut(&str) -> u64,
    what: &str,
) -> usize {
    assert_eq!(m.value, value, "{what}: the mex");
    assert_eq!(m.total, options, "{what}: the options");
    for o in &m.options {
        // The option's words, read in each language the same way: the same option.
        for lang in Lang::ALL {
            let words = o.becomes.render(lang);
            assert_eq!(o.value, of(&words), "{what}: option {words}");
        }
        assert_eq!(
            o.terms.iter().fold(0, |a, t| a ^ t),
            o.value,
            "{what}: terms"
        );
    }
    if m.options.len() == m.total {
        let listed: Vec<u64> = m.options.iter().map(|o| o.value).collect();
        assert_eq!(mex(&listed), m.value, "{what}: mex of the listed values");
    }
    let mut values = m.values.clone();
    values.dedup();
    assert_eq!(values, m.values, "{what}: distinct values");
    // As printed, in both languages: the options' values in order, then the mex.
    let shown = said(what, |lang| {
        reason_text(
            &Reason::Mex(m.clone()),
            Style {
                star: true,
                lang,
                full: true,
            },
        )
    });
    assert_eq!(
        shown.last(),
        Some(&value),
        "{what}: the mex said: {shown:?}"
    );
    if m.options.len() == m.total {
        let listed: Vec<u64> = m.options.iter().map(|o| o.value).collect();
        let mut rest = shown.iter();
        for v in &listed {
            assert!(
                rest.any(|s| s == v),
                "{what}: option value {v} said: {shown:?}"
            );
        }
    }
    1
}

/// The example move of a lost position: its change is worth, before and after, what the
/// search finds, and the nim-sum it leaves is the search's value of the position after,
/// not 0. Returns 1.
fn example_holds(c: &Change, before: u64, after: u64, whole_after: u64, what: &str) -> usize {
    assert_eq!(c.before, before, "{what}: the component's value before");
    assert_eq!(c.after, after, "{what}: the component's value after");
    assert_eq!(c.nim_sum, whole_after, "{what}: the nim-sum after");
    assert_ne!(
        c.nim_sum, 0,
        "{what}: a lost position's move cannot leave 0"
    );
    // `explain` writes a lost position's example without the "= v ⊕ x" of a winning move.
    let plain = Change {
        note: None,
        ..c.clone()
    };
    why_said(&plain, 0, before, after, whole_after, what);
    1
}

/// The example move of a lost position of heaps, against the search `values` of the
/// heap game ([`example_holds`]). Returns 1.
fn heap_example(
    game: &Heaps,
    heaps: &Vec<u64>,
    values: &mut Values<Vec<u64>, (usize, u64)>,
) -> usize {
    let what = format!("{heaps:?}: lost");
    let m = game
        .a_move(heaps)
        .unwrap_or_else(|| panic!("{what}: a move"));
    let Why::Change(c) = game.why(heaps, &m) else {
        panic!("{what}: a change")
    };
    let mut next = heaps.clone();
    next[m.heap] -= m.take;
    let h = heaps[m.heap];
    let (before, after) = (values.of(&vec![h]), values.of(&vec![h - m.take]));
    example_holds(&c, before, after, values.of(&next), &what)
}

/// Enough moves were checked for the test to mean something.
fn enough(checked: usize) {
    assert!(checked >= 100, "only {checked} winning moves checked");
}

#[test]
fn heap_games_why_lines_hold_against_brute_force() {
    let mut rng = Rng::new(21);
    let (mut checked, mut reasons, mut examples) = (0, 0, 0);
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
        let mut set = match round % 3 {
            1 => vec![1, 2, 3, 5, 8, 13],
            _ => set,
        };
        // A move size listed twice is one move.
        set.sort_unstable();
        set.dedup();
        for (i, &h) in heaps.iter().enumerate() {
            let what = format!("{set:?} {heaps:?} heap {}", i + 1);
            let Some(Reason::Mex(m)) = game.reason(&heaps, i) else {
                panic!("{what}: a subtraction game's heap is worth a mex");
            };
            let options = set.iter().filter(|&&s| s <= h).count();
            reasons += mex_holds(
                &m,
                values.of(&vec![h]),
                options,
                |b| values.of(&vec![numbers(b)[0]]),
                &what,
            );
        }
        if values.of(&heaps) == 0 {
            match game.a_move(&heaps) {
                None => assert!(heaps.iter().all(|&h| set.iter().all(|&s| s > h))),
                Some(_) => examples += heap_example(&game, &heaps, &mut values),
            }
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
        for (i, &h) in heaps.iter().enumerate() {
            let Some(r @ Reason::Heap { size, .. }) = Heaps::nim(STONES).reason(&heaps, i) else {
                panic!("a Nim heap's reason");
            };
            assert_eq!((size, size), (h, values.of(&vec![h])), "{heaps:?}");
            reasons += reason_said(&r, size, &format!("{heaps:?} heap {i}"));
        }
        if values.of(&heaps) == 0 && heaps.iter().any(|&h| h > 0) {
            examples += heap_example(&Heaps::nim(STONES), &heaps, &mut values);
        }
    }
    enough(checked);
    assert!(
        reasons >= 500 && examples >= 50,
        "{reasons} reasons, {examples} examples"
    );
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
        let list = game.winning(&heaps, usize::MAX);
        if heaps.iter().all(|&h| h <= 1) {
            // No heap of two or more: the nim-sum decides nothing, the parity does.
            for m in list.first {
                let mut next = heaps.clone();
                next[m.heap] -= m.take;
                assert!(!solver.wins(&next), "{heaps:?} {m:?}: the move wins");
                let Why::Rule(r) = game.why(&heaps, &m) else {
                    panic!("{heaps:?} {m:?}: no nim-sum in the parity regime");
                };
                let ones = next.iter().filter(|&&h| h == 1).count();
                let en = r.en();
                assert!(
                    en.contains(&format!("leaves {ones} ")) && en.contains("an odd number"),
                    "{en}"
                );
                let zh = r.render(Lang::Zh);
                assert!(
                    zh.contains(&format!("剩下{ones}")) && zh.contains("为奇数"),
                    "{zh}"
                );
                assert_eq!(numbers(&en), numbers(&zh), "{en}\n{zh}");
                checked += 1;
            }
            continue;
        }
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
                let note = c.note.as_ref().map(|n| n.en()).unwrap_or_default();
                let ones = next.iter().filter(|&&h| h == 1).count();
                assert!(
                    note.contains(&format!("it leaves {ones} ")) && note.contains("an odd number"),
                    "{note}"
                );
                let zh = c
                    .note
                    .as_ref()
                    .map(|n| n.render(Lang::Zh))
                    .unwrap_or_default();
                assert!(
                    zh.contains(&format!("剩下{ones}")) && zh.contains("为奇数"),
                    "{zh}"
                );
                assert_eq!(numbers(&note), numbers(&zh), "{note}\n{zh}");
                // The line says the normal-play values and the nim-sum 1 it leaves.
                let x = c.before ^ c.after ^ c.nim_sum;
                why_said(&c, x, c.before, c.after, 1, &what);
                switches += 1;
            } else {
                assert_eq!(c.nim_sum, 0, "{what}");
                assert!(c.note.is_none(), "{what}");
            }
            checked += 1;
        }
    }
    // Lost positions: the example move is legal and leaves a position won for the other
    // player, by a search of misère play; where the nim-sum decides, it says what it leaves.
    let mut examples = 0;
    for round in 0..300 {
        let top = if round % 3 == 0 { 1 } else { 5 };
        let heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, top)).collect();
        if solver.wins(&heaps) || heaps.iter().all(|&h| h == 0) {
            continue;
        }
        let m = game.a_move(&heaps).expect("a heap holds something");
        let mut next = heaps.clone();
        next[m.heap] -= m.take;
        let what = format!("{heaps:?}: lost, {m:?}");
        assert!(solver.wins(&next), "{what}: the other player wins");
        match game.why(&heaps, &m) {
            Why::Change(c) => {
                assert!(heaps.iter().any(|&h| h >= 2), "{what}");
                let x = next.iter().fold(0, |a, h| a ^ h);
                examples += example_holds(&c, heaps[m.heap], next[m.heap], x, &what);
            }
            Why::Rule(r) => {
                assert!(heaps.iter().all(|&h| h <= 1), "{what}: {r}");
                examples += 1;
            }
        }
    }
    assert!(examples >= 50, "{examples} examples");
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
    // Each gap's reason, and the example move of each lost position.
    let (mut reasons, mut examples) = (0, 0);
    for _ in 0..300 {
        let n = rng.range(1, 5) as usize;
        let mut cells = distinct(&mut rng, n, 1, 12);
        cells.sort_unstable();
        // Pair k from the right, alone: a staircase position of its own.
        let pair = |p: &Vec<u64>, k: usize| -> Vec<u64> {
            let right = n - 1 - 2 * k;
            if right == 0 {
                vec![p[0]]
            } else {
                vec![p[right - 1], p[right]]
            }
        };
        for k in 0..Staircase.components(&cells).len() {
            let Some(r @ Reason::Heap { size, .. }) = Staircase.reason(&cells, k) else {
                panic!("a gap is a Nim heap");
            };
            assert_eq!(size, values.of(&pair(&cells, k)), "{cells:?} pair {k}");
            reasons += reason_said(&r, size, &format!("{cells:?} pair {k}"));
        }
        if values.of(&cells) != 0 {
            continue;
        }
        let Some(s) = Staircase.a_move(&cells) else {
            assert!(
                cells.iter().zip(1..).all(|(&c, i)| c == i),
                "{cells:?} has a move"
            );
            continue;
        };
        let i = cells.binary_search(&s.from).unwrap();
        let mut next = cells.clone();
        next[i] = s.to;
        let k = (n - 1 - i) / 2;
        let Why::Change(c) = Staircase.why(&cells, &s) else {
            panic!()
        };
        let what = format!("{cells:?}: lost, {s:?}");
        examples += example_holds(
            &c,
            values.of(&pair(&cells, k)),
            values.of(&pair(&next, k)),
            values.of(&next),
            &what,
        );
    }
    assert!(
        reasons >= 300 && examples >= 30,
        "{reasons} reasons, {examples} examples"
    );
    enough(checked);
    assert!(left_moves >= 20, "{left_moves} left-chessman moves");
    // The example: 13 → 11 in 2 5 9 13 14 raises the pair's gap from 0 to 2.
    let c = changes(&Staircase, &vec![2, 5, 9, 13, 14])
        .into_iter()
        .find(|(s, _)| s.from == 13)
        .unwrap()
        .1;
    assert_eq!((c.before, c.after), (0, 2));
    let note = c.note.unwrap();
    assert!(note.en().contains("left chessman"));
    assert!(note.render(Lang::Zh).contains("左边的棋子"));
    assert_eq!(numbers(&note.en()), numbers(&note.render(Lang::Zh)));
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
    // Each piece's mex over its safe cuts; the example move of each lost position.
    let mut solver = Solver::new(study::cutting_moves, false);
    let (mut reasons, mut examples) = (0, 0);
    for w in 2..=8u32 {
        for h in 2..=8u32 {
            let sheets = Sheets::new(&[(w, h)]);
            let what = format!("{w}×{h}");
            let Some(Reason::Mex(m)) = game.reason(&sheets, 0) else {
                panic!("{what}: a piece is worth a mex");
            };
            let options = safe_cut_moves(&vec![(w, h)]).len();
            reasons += mex_holds(
                &m,
                values.of(&vec![(w, h)]),
                options,
                |b| {
                    let n = numbers(b);
                    let mut parts = vec![(n[0] as u32, n[1] as u32), (n[2] as u32, n[3] as u32)];
                    parts.sort_unstable();
                    values.of(&parts)
                },
                &what,
            );
            if values.of(&vec![(w, h)]) != 0 {
                continue;
            }
            let cut = game.a_move(&sheets).unwrap();
            let paper = (sheets.pieces.clone(), false);
            let mut next = paper.0.clone();
            next.retain(|&p| p != cut.piece);
            next.extend(cut.parts);
            next.sort_unstable();
            let unit = cut.parts.contains(&(1, 1));
            assert!(solver.wins(&(next.clone(), unit)), "{what}: {cut:?} loses");
            match game.why(&sheets, &cut) {
                Why::Change(c) => {
                    let mut parts = cut.parts.to_vec();
                    parts.sort_unstable();
                    examples += example_holds(
                        &c,
                        values.of(&vec![(w, h)]),
                        values.of(&parts),
                        values.of(&next),
                        &what,
                    );
                }
                Why::Rule(r) => {
                    assert!(safe_cut_moves(&vec![(w, h)]).is_empty(), "{what}: {r}");
                    assert!(r.en().contains("strip"), "{r}");
                    let zh = r.render(Lang::Zh);
                    assert!(zh.contains("1×1"), "{zh}");
                    assert_eq!(numbers(&r.en()), numbers(&zh), "{r}\n{zh}");
                    examples += 1;
                }
            }
        }
    }
    assert!(
        reasons == 49 && examples >= 5,
        "{reasons} reasons, {examples} examples"
    );
    enough(checked);
    assert!(strips >= 10, "{strips} strip cuts");
}

#[test]
fn prefix_free_why_lines_hold_against_brute_force() {
    let mut rng = Rng::new(87);
    let (mut checked, mut reasons, mut examples) = (0, 0, 0);
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
            // Each free subtree's lowbit, and the example move of a lost set.
            for (i, t) in trees.iter().enumerate() {
                let Some(r @ Reason::Lowbit { height, value }) = PrefixFree.reason(&set, i) else {
                    panic!("a free subtree is worth a lowbit");
                };
                let h = t.height as usize;
                let small = all_strings(h);
                let before = mask([small.iter().position(|t| t == "1").unwrap()]) as u64;
                assert_eq!((height, value), (t.height, alone[h].of(&before)), "{set:?}");
                reasons += reason_said(&r, value, &format!("{set:?} subtree {i}"));
            }
            let index_all: Vec<usize> = set.strings.iter().map(|s| index(s)).collect();
            if whole.of(&(mask(index_all.clone()) as u64)) == 0
                && let Some(f) = PrefixFree.a_move(&set)
            {
                let root = set.root_string(&f.root);
                let h = trees.iter().find(|t| t.root == f.root).unwrap().height as usize;
                let small = all_strings(h);
                let at = |s: &str| small.iter().position(|t| t == s).unwrap();
                let before = mask([at("1")]) as u64;
                let after = before | mask([at("0")]) as u64;
                let next = mask(index_all.into_iter().chain([index(&root)])) as u64;
                let Why::Change(c) = PrefixFree.why(&set, &f) else {
                    panic!()
                };
                let what = format!("{set:?}: lost, {f:?}");
                examples += example_holds(
                    &c,
                    alone[h].of(&before),
                    alone[h].of(&after),
                    whole.of(&next),
                    &what,
                );
            }
        }
    }
    assert!(
        reasons >= 200 && examples >= 10,
        "{reasons} reasons, {examples} examples"
    );
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
    let (mut checked, mut reasons, mut examples) = (0, 0, 0);
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
        for (i, &x) in heads.iter().enumerate() {
            let Some(r @ Reason::Odious { x: at, value }) = MockTurtles.reason(&heads, i) else {
                panic!("a head is worth an odious number");
            };
            assert_eq!((at, value), (x, values.of(&(1 << x))), "{heads:?}");
            assert_eq!(value.count_ones() % 2, 1, "{value} is odious");
            reasons += reason_said(&r, value, &format!("{heads:?} coin {x}"));
        }
        if values.of(&set) == 0 && !heads.is_empty() {
            let coins = MockTurtles.a_move(&heads).unwrap();
            let Why::Change(c) = MockTurtles.why(&heads, &coins) else {
                panic!()
            };
            let x = coins[0];
            let what = format!("{heads:?}: lost, {coins:?}");
            examples += example_holds(
                &c,
                values.of(&(1 << x)),
                0,
                values.of(&(set ^ 1 << x)),
                &what,
            );
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
        // A light's nim product, with its three half-size products, against the search.
        let cell = |x: u64, y: u64| 1u128 << (4 * x + y);
        for (i, &(x, y)) in lights.iter().enumerate() {
            let r = TurningCorners.reason(&lights, i);
            let Some(Reason::Product(p)) = &r else {
                panic!("a light is worth a nim product");
            };
            reason_said(
                r.as_ref().unwrap(),
                p.product,
                &format!("{lights:?} light {i}"),
            );
            assert_eq!((p.operands, p.product), ((x, y), values.of(&cell(x, y))));
            if p.f > 0 {
                let ((a1, a0), (b1, b0)) = (p.a, p.b);
                assert_eq!(p.low, values.of(&cell(a0, b0)));
                assert_eq!(p.mixed, values.of(&cell(a1 ^ a0, b1 ^ b0)));
                assert_eq!(p.high, values.of(&cell(a1, b1)));
                assert_eq!(p.high_half, values.of(&cell(p.f / 2, p.high)));
            }
            reasons += 1;
        }
        if values.of(&set) == 0
            && let Some(m) = TurningCorners.a_move(&lights)
        {
            let Corners { a, b, x, y } = m;
            let turned = cell(a, b) | cell(a, y) | cell(x, b) | cell(x, y);
            let Why::Change(c) = TurningCorners.why(&lights, &m) else {
                panic!()
            };
            let others = values.of(&(turned ^ cell(x, y)));
            let what = format!("{lights:?}: lost, {m:?}");
            examples += example_holds(
                &c,
                values.of(&cell(x, y)),
                others,
                values.of(&(set ^ turned)),
                &what,
            );
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
    assert!(
        reasons >= 500 && examples >= 20,
        "{reasons} reasons, {examples} examples"
    );
}

/// Project Euler 459's lesson on boards up to 4, as data, against a search of the real
/// board (a disk at column x, row y is coin `(x − 1)·N + (y − 1)` of the product of the
/// two run games): the factor games' values and the mex behind the last of each, every
/// disk's value, the board's value, and, on a lost board, what the example flip leaves.
#[test]
fn flipping_lessons_hold_against_brute_force() {
    use grundy::study::explain::cases::{Cases, Sink};
    use grundy::study::explain::lesson::{Flips, Line};
    let mut lost = 0;
    for n in 1..=4usize {
        let (squares, tri) = study::pe459_lengths(n);
        let factors = vec![("runs", squares.clone()), ("runs", tri.clone())];
        let mut board = Values::new(coin_moves(n * n, move |i| {
            grid_turns("product", &factors, n, i / n, i % n)
        }));
        let (s, t) = (squares.clone(), tri.clone());
        let mut g1 = Values::new(coin_moves(n, move |x| line_turns("runs", &s, x)));
        let mut g2 = Values::new(coin_moves(n, move |y| line_turns("runs", &t, y)));
        let disk = |x: usize, y: usize| 1u128 << ((x - 1) * n + (y - 1));
        let all = (1u128 << (n * n)) - 1;
        let mut lessons = Vec::new();
        let mut keep = |l| lessons.push(l);
        Cases::Flipping(n).teach(&mut Sink::new(1, &mut keep));
        let mut seen = 0;
        for line in &lessons[0].lines {
            match line {
                Line::Factors(f) => {
                    let (v1, v2) = f.values.clone().unwrap();
                    let heads = |k: usize| 1u128 << (k - 1);
                    assert_eq!(v1, (1..=n).map(|x| g1.of(&heads(x))).collect::<Vec<_>>());
                    assert_eq!(v2, (1..=n).map(|y| g2.of(&heads(y))).collect::<Vec<_>>());
                    let (Reason::Mex(m1), Reason::Mex(m2)) = f.reasons.clone().unwrap() else {
                        panic!("a run game's coin is worth a mex");
                    };
                    // The option of a run of l: heads at n − l + 1 to n − 1.
                    for (m, g, lengths) in [(m1, &mut g1, &squares), (m2, &mut g2, &tri)] {
                        let options = lengths.len();
                        let value = g.of(&heads(n));
                        // `nothing (the run of 1, coin C alone)`, two numbers, or `heads
                        // at A to B (the run of L)`, three (`位于A到B的正面（长为L的连续段）`).
                        mex_holds(
                            &m,
                            value,
                            options,
                            |b| {
                                let left = match numbers(b).as_slice() {
                                    [from, to, _] => {
                                        (*from..=*to).fold(0u128, |a, c| a | heads(c as usize))
                                    }
                                    _ => 0,
                                };
                                g.of(&left)
                            },
                            &format!("N = {n}"),
                        );
                    }
                    seen += 1;
                }
                Line::DiskValues(rows) => {
                    for y in 1..=n {
                        for x in 1..=n {
                            assert_eq!(
                                rows[y - 1][x - 1],
                                board.of(&disk(x, y)),
                                "N = {n}: ({x}, {y})"
                            );
                        }
                    }
                    seen += 1;
                }
                Line::BoardValue { step, .. } => {
                    assert_eq!(step.product, board.of(&all), "N = {n}: the board's value");
                    seen += 1;
                }
                Line::Flips(Flips::None { example: Some(f) }) => {
                    let flipped = (f.x + 1 - f.w..=f.x)
                        .flat_map(|x| (f.y + 1 - f.h..=f.y).map(move |y| (x, y)))
                        .fold(0u128, |a, (x, y)| a | disk(x, y));
                    assert_eq!(f.board, 0);
                    assert_eq!(
                        board.of(&(all ^ flipped)),
                        f.board ^ f.worth,
                        "N = {n}: {f:?}"
                    );
                    assert_ne!(f.worth, 0);
                    lost += 1;
                }
                _ => {}
            }
        }
        assert_eq!(seen, 3, "N = {n}");
    }
    assert!(lost >= 1, "{lost} lost boards");
}

/// The derivation line of the lesson `explain` teaches for `words`, a position of problem
/// `id` (its one case), if it has one.
fn derivation_of(id: &str, words: &[String]) -> Option<grundy::study::explain::lesson::Derivation> {
    use grundy::study::explain::cases::{Cases, Sink};
    use grundy::study::explain::lesson::Line;
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let cases = Cases::from_words(id, &words).unwrap_or_else(|e| panic!("{id} {words:?}: {e}"));
    let mut lessons = Vec::new();
    let mut keep = |l| lessons.push(l);
    cases.teach(&mut Sink::new(1, &mut keep));
    let mut found = (lessons[0].lines.iter()).filter_map(|l| match l {
        Line::Derivation(d) => Some(d.clone()),
        _ => None,
    });
    let d = found.next();
    assert!(found.next().is_none(), "{id} {words:?}: derived once");
    d
}

/// A derivation against the search: its options are exactly the brute force's options of
/// the component (`brute`: their values, in any order), each option's words name what the
/// search `of` finds, their mex is the value stated, which is `value` (the search's value
/// of the component alone); as printed in both languages, in full and folded, it names the
/// mex and says the value. Returns 1.
fn derivation_holds(
    d: &grundy::study::explain::lesson::Derivation,
    value: u64,
    mut brute: Vec<u64>,
    of: impl FnMut(&str) -> u64,
    what: &str,
) -> usize {
    use grundy::study::explain::derive::derivation_text;
    let mut listed: Vec<u64> = d.mex.options.iter().map(|o| o.value).collect();
    listed.sort_unstable();
    brute.sort_unstable();
    assert_eq!(listed, brute, "{what}: the options' values");
    assert_eq!(d.value, value, "{what}: the formula's value");
    assert_eq!(
        mex(&brute),
        value,
        "{what}: the mex of the brute-force options"
    );
    mex_holds(&d.mex, value, brute.len(), of, what);
    for full in [true, false] {
        let shown = said(what, |lang| {
            derivation_text(
                d,
                Style {
                    star: true,
                    lang,
                    full,
                },
            )
        });
        assert!(shown.contains(&value), "{what}: says {shown:?}");
        let text = derivation_text(d, Style::default());
        let named = match d.mex.total {
            0 => format!("mex of nothing is {value} = "),
            _ => format!("}} = {value} = "),
        };
        assert!(text.contains(&named), "{what}: {text}");
    }
    1
}

/// Every closed form's derivation, on seeded positions of each problem, against brute
/// forces of the component it is shown on: Mock Turtles' `od(x)` (the one-, two- and
/// three-coin moves of a head alone), ARC 087 E's `lowbit(h)` (the strings a free subtree
/// alone can take), the nim product `x ⊗ y` of Turning Corners and of Library Checker's
/// products (the moves of a light alone, Conway's definition), POJ 1704's pairs (a pair
/// alone is worth its gap: its right chessman's moves) and Project Euler 459's Tartan
/// product (the flips of one disk alone, on the real board).
#[test]
fn derivations_are_the_mex_of_the_brute_force_options() {
    use grundy::study::explain::derive::OPTIONS_MOST;
    use grundy::study::explain::lesson::Formula;
    let mut rng = Rng::new(20261206);
    let mut checked = [0usize; 6];
    // Mock Turtles: a head alone at x and its moves, searched on x + 1 coins.
    for round in 0..120 {
        let mut heads: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 9)).collect();
        if round % 4 == 0 {
            heads = vec![rng.range(11, 60), rng.range(61, 1000)];
        }
        let words: Vec<String> = heads.iter().map(u64::to_string).collect();
        let d = derivation_of("hdu3537", &words).expect("a head is derived");
        let Formula::Od(x) = d.formula else {
            panic!("{words:?}: od")
        };
        let smallest = *heads.iter().min().unwrap();
        let own = 1 + smallest + smallest * smallest.saturating_sub(1) / 2 <= OPTIONS_MOST as u64;
        assert_eq!(d.own, own, "{words:?}");
        assert_eq!(x, if own { smallest } else { 3 }, "{words:?}");
        let x = x as usize;
        let mut values = Values::new(coin_moves(x + 1, |c| line_turns("mock-turtles", &[], c)));
        let brute: Vec<u64> = (line_turns("mock-turtles", &[], x).iter())
            .map(|m| values.of(&(m ^ 1 << x)))
            .collect();
        let value = values.of(&(1 << x));
        // `heads at A and B (coin X turned with A and B)`: the heads, X, the heads again.
        let of = |w: &str| {
            let n = numbers(w);
            let heads = &n[..(n.len() - 1) / 2];
            values.of(&mask(heads.iter().map(|&h| h as usize)))
        };
        let what = format!("hdu3537 {words:?}");
        checked[0] += derivation_holds(&d, value, brute, of, &what);
    }
    // ARC 087 E: alone, a free subtree of height h is the game with L = h on the set {1}.
    let mut alone: Vec<Values<u64, String>> =
        (0..=4).map(|h| Values::new(prefix_free_moves(h))).collect();
    for _ in 0..80 {
        let l = rng.range(1, 4) as usize;
        let strings = all_strings(l);
        let mut set: Vec<String> = Vec::new();
        for _ in 0..rng.range(0, 3) {
            let s = &strings[rng.range(0, strings.len() as u64 - 1) as usize];
            if set
                .iter()
                .all(|t| !t.starts_with(s.as_str()) && !s.starts_with(t.as_str()))
            {
                set.push(s.clone());
            }
        }
        let mut words = vec![l.to_string()];
        words.extend(set.iter().cloned());
        let Some(d) = derivation_of("arc087_c", &words) else {
            // No free subtree is left.
            assert!(
                PrefixFree
                    .components(&StringSet {
                        l: l as u64,
                        strings: set
                    })
                    .is_empty()
            );
            continue;
        };
        let Formula::Lowbit(h) = d.formula else {
            panic!("{words:?}: lowbit")
        };
        let heights: Vec<u64> = (StringSet {
            l: l as u64,
            strings: set.clone(),
        })
        .free_trees()
        .iter()
        .map(|t| t.height)
        .collect();
        assert!(d.own, "{words:?}");
        assert_eq!(Some(&h), heights.iter().min(), "{words:?}: the lowest");
        let h = h as usize;
        let all = all_strings(h);
        let bit = |s: &str| 1u64 << all.iter().position(|t| t == s).unwrap();
        // Every string the free subtree can take, searched; the 2^k strings k levels below
        // its root leave the same value (the lesson lists each depth once, counted).
        let mut by_depth: Vec<Vec<u64>> = vec![Vec::new(); h];
        for s in all.iter().filter(|s| s.starts_with('0')) {
            by_depth[s.len() - 1].push(alone[h].of(&(bit("1") | bit(s))));
        }
        let brute: Vec<u64> = (by_depth.iter().enumerate())
            .map(|(k, v)| {
                assert_eq!(v.len(), 1 << k, "{words:?}: strings at depth {k}");
                assert!(v.iter().all(|&x| x == v[0]), "{words:?}: depth {k} alike");
                v[0]
            })
            .collect();
        for (k, o) in d.mex.options.iter().enumerate() {
            assert_eq!(o.value, brute[k], "{words:?}: depth {k}");
            if k > 0 {
                let n = numbers(&o.becomes.en());
                assert_eq!(n[n.len() - 2..], [k as u64, 1 << k], "{words:?}: depth {k}");
            }
        }
        let value = alone[h].of(&bit("1"));
        // `free subtrees of heights A and B (a new string K levels below its root, any of
        // the 2^K there)`: the heights, then K and 2^K; each height alone, searched, and
        // their XOR.
        let mut single: Vec<u64> = (0..=4)
            .map(|k| match k {
                0 => 0,
                _ => {
                    let one = 1u64 << all_strings(k).iter().position(|t| t == "1").unwrap();
                    alone[k].of(&one)
                }
            })
            .collect();
        let of = |w: &str| {
            let n = numbers(w);
            let hs = &n[..n.len().saturating_sub(2)];
            hs.iter().fold(0, |a, &k| a ^ single[k as usize])
        };
        let what = format!("arc087_c {words:?}");
        checked[1] += derivation_holds(&d, value, brute, of, &what);
        single.clear();
    }
    // Turning Corners and the nim products: a light alone at (x, y) on an (x + 1) × (y + 1)
    // board, its four-corner moves searched.
    let corners = |x: usize, y: usize| {
        let cols = y + 1;
        let mut values = Values::new(coin_moves((x + 1) * cols, move |i| {
            grid_turns("corners", &[], cols, i / cols, i % cols)
        }));
        let cell = move |a: usize, b: usize| 1u128 << (a * cols + b);
        let brute: Vec<u64> = (grid_turns("corners", &[], cols, x, y).iter())
            .map(|m| values.of(&(m ^ cell(x, y))))
            .collect();
        let value = values.of(&cell(x, y));
        (values, cell, brute, value)
    };
    for round in 0..120 {
        let (id, words, lights): (&str, Vec<String>, Vec<(u64, u64)>) = if round % 2 == 0 {
            let mut lights: Vec<(u64, u64)> = (0..rng.range(1, 3))
                .map(|_| (rng.range(0, 3), rng.range(0, 3)))
                .collect();
            if round % 6 == 0 {
                lights = vec![(rng.range(9, 99), rng.range(9, 99))];
            }
            let words = lights.iter().map(|(x, y)| format!("{x},{y}")).collect();
            ("hdu3404", words, lights)
        } else {
            let (a, b) = match round % 5 {
                0 => (rng.range(100, 1 << 40), rng.range(2, 1 << 40)),
                _ => (rng.range(0, 3), rng.range(0, 3)),
            };
            (
                "nim_product_64",
                vec![a.to_string(), b.to_string()],
                vec![(a, b)],
            )
        };
        let d = derivation_of(id, &words).expect("a product is derived");
        let Formula::Product(x, y) = d.formula else {
            panic!("{words:?}: a product")
        };
        let small = |&(a, b): &(u64, u64)| a * b <= OPTIONS_MOST as u64 && a <= 64 && b <= 64;
        // A light of the position itself (the lit ones: a light listed twice is off).
        let mut lit = lights.clone();
        lit.sort_unstable();
        let on: Vec<(u64, u64)> = (lit.chunk_by(|a, b| a == b))
            .filter(|c| c.len() % 2 == 1)
            .map(|c| c[0])
            .collect();
        if on.is_empty() {
            continue;
        }
        if d.own {
            assert!(
                on.contains(&(x, y)) || id == "nim_product_64",
                "{id} {words:?}"
            );
            assert!(small(&(x, y)), "{id} {words:?}");
        } else {
            assert_eq!((x, y), (2, 3), "{id} {words:?}");
            assert!(
                !on.iter().filter(|&&(a, b)| a >= 1 && b >= 1).any(small) || id == "nim_product_64"
            );
        }
        let (mut values, cell, brute, value) = corners(x as usize, y as usize);
        assert_eq!(
            value,
            nim_mul(x, y),
            "{id} {words:?}: the search agrees with ⊗"
        );
        // `a′ = A, b′ = B`: the three other corners switched on.
        let of = |w: &str| {
            let [a, b] = numbers(w)[..] else {
                panic!("{w}: a′ and b′")
            };
            let (a, b) = (a as usize, b as usize);
            values.of(&(cell(a, b) | cell(a, y as usize) | cell(x as usize, b)))
        };
        let what = format!("{id} {words:?}");
        checked[2 + usize::from(id == "nim_product_64")] +=
            derivation_holds(&d, value, brute, of, &what);
    }
    // POJ 1704: a pair alone, its left chessman at cell 1 (against the wall), searched as
    // the staircase itself.
    let mut pairs = Values::new(staircase_moves);
    for round in 0..80 {
        let k = rng.range(1, 5) as usize;
        let top = if round % 8 == 0 { 1000 } else { 30 };
        let mut cells: Vec<u64> = distinct(&mut rng, k, 1, top).into_iter().collect();
        cells.sort_unstable();
        let words: Vec<String> = cells.iter().map(u64::to_string).collect();
        let d = derivation_of("poj1704", &words).expect("a pair is derived");
        let Formula::Gap(g) = d.formula else {
            panic!("{words:?}: a gap")
        };
        let gaps = grundy::staircase::paired_gaps(&cells);
        let smallest = (gaps.iter().filter(|&&g| g >= 1).min())
            .or_else(|| gaps.iter().min())
            .copied()
            .unwrap();
        assert_eq!(d.own, smallest <= OPTIONS_MOST as u64, "{words:?}");
        assert_eq!(g, if d.own { smallest } else { 3 }, "{words:?}");
        let pair = vec![1, g + 2];
        let brute: Vec<u64> = (staircase_moves(&pair).iter())
            .map(|(_, next)| pairs.of(next))
            .collect();
        let value = pairs.of(&pair);
        // `gap G (its right chessman K cells left)`.
        let of = |w: &str| pairs.of(&vec![1, numbers(w)[0] + 2]);
        checked[5] += derivation_holds(&d, value, brute, of, &format!("poj1704 {words:?}"));
    }
    // Project Euler 459: the disk the lesson derives, alone, on the real board.
    for n in 1..=4usize {
        let d = derivation_of("pe459", &[n.to_string()]).expect("a disk is derived");
        let Formula::Tartan { x, y, g1, g2 } = d.formula else {
            panic!("N = {n}: the Tartan product")
        };
        let (x, y) = (x as usize, y as usize);
        assert!(x <= n && y <= n, "N = {n}: a disk of the board");
        let (squares, tri) = study::pe459_lengths(n);
        let factors = vec![("runs", squares.clone()), ("runs", tri.clone())];
        let f = factors.clone();
        let mut board = Values::new(coin_moves(n * n, move |i| {
            grid_turns("product", &f, n, i / n, i % n)
        }));
        let disk = |x: usize, y: usize| 1u128 << ((x - 1) * n + (y - 1));
        let brute: Vec<u64> = (grid_turns("product", &factors, n, x - 1, y - 1).iter())
            .map(|m| board.of(&(m ^ disk(x, y))))
            .collect();
        let value = board.of(&disk(x, y));
        assert_eq!(value, nim_mul(g1, g2), "N = {n}: g1(x) ⊗ g2(y)");
        // `the other K disks of the W×H flip` (or `nothing (the 1×1 flip)`).
        let of = |w: &str| {
            let (w, h) = match numbers(w)[..] {
                [_, w, h] => (w as usize, h as usize),
                _ => (1, 1),
            };
            let flipped = (x + 1 - w..=x)
                .flat_map(|a| (y + 1 - h..=y).map(move |b| (a, b)))
                .fold(0u128, |m, (a, b)| m | disk(a, b));
            board.of(&(flipped ^ disk(x, y)))
        };
        checked[4] += derivation_holds(&d, value, brute, of, &format!("pe459 {n}"));
    }
    assert!(
        checked.iter().all(|&c| c >= 4),
        "derivations checked per closed form: {checked:?}"
    );
}

/// The least period of `g` from `pre` on, searched plainly over the values: whether
/// `g(n + q) = g(n)` for every `n ≥ pre` within `g`.
fn repeats(g: &[u64], pre: usize, q: usize) -> bool {
    (pre..g.len() - q).all(|n| g[n + q] == g[n])
}

/// S-Nim's and the Fibonacci game's periods, as the lessons state them, against a plain
/// search over the values (each a mex over the moves, computed here): the values repeat
/// with that period from that preperiod on over many periods, not one value earlier, and
/// with no shorter period; the values listed are the first ones; the table command asks
/// `sg_table` for the period, which reports the same.
#[test]
fn periods_stated_are_a_brute_force_period_search() {
    use grundy::study::explain::cases::{Cases, Sink};
    use grundy::study::explain::lesson::Line;
    let mut rng = Rng::new(20261206);
    let mut checked = 0;
    let mut tables = 0;
    for round in 0..120 {
        let (id, words, set): (&str, Vec<String>, Vec<u64>) = if round % 3 == 0 {
            let piles: Vec<u64> = (0..3).map(|_| rng.range(1, 80)).collect();
            let top = *piles.iter().max().unwrap();
            let mut fib = vec![1u64, 2];
            while fib[fib.len() - 1] + fib[fib.len() - 2] <= top {
                fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
            }
            fib.retain(|&f| f <= top);
            let words = piles.iter().map(u64::to_string).collect();
            ("hdu1848", words, fib)
        } else {
            let mut set: Vec<u64> = (1..=9).filter(|_| rng.chance(1, 3)).collect();
            if set.is_empty() {
                set.push(rng.range(1, 9));
            }
            let heaps: Vec<String> = (0..rng.range(1, 3))
                .map(|_| rng.range(0, 60).to_string())
                .collect();
            let mut words = vec![join(&set)];
            words.extend(heaps);
            ("poj2960", words, set)
        };
        let ws: Vec<&str> = words.iter().map(String::as_str).collect();
        let mut lessons = Vec::new();
        let mut keep = |l| lessons.push(l);
        Cases::from_words(id, &ws)
            .unwrap()
            .teach(&mut Sink::new(1, &mut keep));
        let what = format!("{id} {words:?}");
        let p = (lessons[0].lines.iter())
            .find_map(|l| match l {
                Line::Period(p) => Some(p.clone()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{what}: a period line"));
        assert_eq!(p.set, set, "{what}: S");
        let f = p
            .found
            .unwrap_or_else(|| panic!("{what}: small sets show their period"));
        let (pre, q) = (f.preperiod, f.period);
        let m = *set.iter().max().unwrap() as usize;
        // The values, each the mex over the moves.
        let len = pre + 4 * q + 2 * m + 64;
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len {
            let options: Vec<u64> = (set.iter())
                .filter(|&&s| s as usize <= n)
                .map(|&s| g[n - s as usize])
                .collect();
            g.push(mex(&options));
        }
        assert!(repeats(&g, pre, q), "{what}: period {q} from {pre}");
        assert!(
            pre == 0 || g[pre - 1] != g[pre - 1 + q],
            "{what}: not from {}",
            pre - 1
        );
        for shorter in 1..q {
            assert!(
                !repeats(&g, pre, shorter),
                "{what}: period {shorter} already"
            );
        }
        assert_eq!(p.values, g[..p.values.len()], "{what}: the values listed");
        assert_eq!(
            p.values.len(),
            (pre + q).min(24),
            "{what}: up to the first period's end"
        );
        // The text says the same numbers in both languages.
        let text = |lang| {
            grundy::study::explain::derive::period_text(
                &p,
                Style {
                    lang,
                    ..Style::default()
                },
            )
        };
        assert!(
            text(Lang::En).contains(&format!("preperiod {pre}, period {q} ")),
            "{what}"
        );
        assert!(
            text(Lang::Zh).contains(&format!("预周期为{pre}，周期为{q}")),
            "{what}"
        );
        // The table the lesson suggests reports the same period.
        let next = (lessons[0].lines.iter())
            .find_map(|l| match l {
                Line::Next(n) => n.table.clone().ok(),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{what}: a table"));
        assert!(next.0.ends_with(" --period"), "{what}: {}", next.0);
        if round % 10 == 0 {
            let args: Vec<&str> = next.0.split(' ').skip(1).collect();
            let out = common::run_bin_args("sg_table", &args, b"");
            let out = String::from_utf8(out.stdout).unwrap();
            assert!(
                out.contains(&format!("preperiod {pre}, period {q}")),
                "{what}: {}\n{out}",
                next.0
            );
            tables += 1;
        }
        checked += 1;
    }
    assert!(
        checked >= 100 && tables >= 10,
        "{checked} periods, {tables} tables"
    );
}

/// `2,5` for the set {2, 5}.
fn join(set: &[u64]) -> String {
    set.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}
