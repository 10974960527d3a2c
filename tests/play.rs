//! `play`: the games' rules (every legal move, the position after it) and the computer's
//! moves against an exhaustive search of rules written in the tests (`tests/study/`), on
//! hundreds of seeded positions per game; the coin-turning games' winning moves likewise
//! (the other games' are checked in `tests/explain.rs`, through the same types); then the
//! program through a pipe: scripted moves, illegal ones (a message, the position
//! unchanged), the end of the input, the contract; and the examples of `docs/studying.md`, run.

mod common;
mod study;

use common::{bin_path, run_bin_args, run_in_words, testdata_dir, usage_error};
use grundy::coins::{Rule, Rule2};
use grundy::rng::Rng;
use grundy::study::coin_games::{Board, CoinGameBoard};
use grundy::study::cutting::Cutting;
use grundy::study::game::{Explained, Playable};
use grundy::study::heaps::{Heaps, STONES};
use grundy::study::play::session::computer_move;
use grundy::study::prefix_free::PrefixFree;
use grundy::study::staircase::Staircase;
use std::collections::BTreeSet;
use std::fmt::Debug;
use std::hash::Hash;
use study::{
    Solver, coin_moves, cutting_moves, heap_moves, mask, prefix_free_moves, staircase_moves,
};

/// Random games from `starts`: the person moves at random, the computer by
/// [`computer_move`]. At every position the rules' legal moves are the search's (each
/// leading where the search says), and whenever the computer faces a won position, its
/// move leaves a lost one. Returns how many of the computer's moves were winning moves.
fn computer_never_lets_a_win_go<G: Playable, P, L>(
    game: &G,
    starts: Vec<G::Pos>,
    solver: &mut Solver<P, L>,
    to_p: impl Fn(&G::Pos) -> P,
    label: impl Fn(&G::Pos, &G::Move) -> L,
    rng: &mut Rng,
) -> usize
where
    P: Hash + Eq + Clone + Debug,
    L: Ord + Clone + Debug,
{
    let mut winning = 0;
    for start in starts {
        let mut pos = start;
        for ply in 0.. {
            let moves = game.moves(&pos);
            let p = to_p(&pos);
            let labels: BTreeSet<L> = moves.iter().map(|m| label(&pos, m)).collect();
            assert_eq!(labels.len(), moves.len(), "a move listed twice at {pos:?}");
            assert_eq!(labels, solver.legal(&p), "legal moves at {pos:?}");
            assert_eq!(game.outcome(&pos).mover_wins, solver.wins(&p), "{pos:?}");
            if moves.is_empty() {
                break;
            }
            let m = if ply % 2 == 1 {
                let (m, _) = computer_move(game, &pos);
                assert!(
                    moves.contains(&m),
                    "the computer's move is legal at {pos:?}"
                );
                if solver.wins(&p) {
                    assert!(!solver.wins(&to_p(&game.after(&pos, &m))), "{pos:?}: {m:?}");
                    winning += 1;
                }
                m
            } else {
                moves[rng.index(moves.len())].clone()
            };
            // The rules' position after the move is the search's.
            let next = game.after(&pos, &m);
            let l = label(&pos, &m);
            let searched = solver.successor(&p, &l).expect("the move is legal");
            assert_eq!(to_p(&next), searched, "after {m:?} at {pos:?}");
            pos = next;
        }
    }
    winning
}

#[test]
fn heap_games_are_played_by_their_rules_and_never_let_a_win_go() {
    let mut rng = Rng::new(13);
    for (_, game, misere, set) in study::starts::heap_games() {
        let allowed = study::starts::takes(set);
        let mut solver = Solver::new(heap_moves(allowed), misere);
        let starts = (0..150)
            .map(|_| (0..rng.range(1, 3)).map(|_| rng.range(0, 9)).collect())
            .collect();
        let won = computer_never_lets_a_win_go(
            &game,
            starts,
            &mut solver,
            Vec::clone,
            |_, m| (m.heap, m.take),
            &mut rng,
        );
        assert!(won > 50, "{won}");
    }
}

#[test]
fn staircase_cutting_and_prefix_free_are_played_by_their_rules() {
    let mut rng = Rng::new(1704);
    let mut solver = Solver::new(staircase_moves, false);
    let starts = study::starts::staircases(&mut rng, 200);
    let won = computer_never_lets_a_win_go(
        &Staircase,
        starts,
        &mut solver,
        Vec::clone,
        |_, s| (s.from, s.to),
        &mut rng,
    );
    assert!(won > 50, "{won}");

    let mut solver = Solver::new(cutting_moves, false);
    let starts = study::starts::sheets(&mut rng, 200);
    let won = computer_never_lets_a_win_go(
        &Cutting::new(5),
        starts,
        &mut solver,
        |s| (s.pieces.clone(), s.won),
        |_, c| (c.piece, c.parts),
        &mut rng,
    );
    assert!(won > 50, "{won}");

    let l = 3;
    let mut solver = Solver::new(prefix_free_moves(l), false);
    let to_p = study::starts::string_set_mask(l);
    let starts = study::starts::string_sets(&mut rng, 200, l, 2);
    let won = computer_never_lets_a_win_go(
        &PrefixFree,
        starts,
        &mut solver,
        to_p,
        |_, s| s.clone(),
        &mut rng,
    );
    assert!(won > 50, "{won}");
}

/// A one-dimensional coin game of the library, and the tests' own rule for it.
fn line(name: &str, param: &[usize], coins: usize) -> CoinGameBoard {
    let set = param.to_vec();
    let rule = match name {
        "one" => Rule::OneCoin,
        "one-or-two" => Rule::OneOrTwo,
        "consecutive" => Rule::Consecutive(param[0]),
        "subtraction" => Rule::Subtraction(set),
        "twins" => Rule::Twins(set),
        "mock-turtles" => Rule::MockTurtles,
        "ruler" => Rule::Ruler,
        "runs" => Rule::Runs(set),
        "two" => Rule::ExactlyTwo,
        "grunt" => Rule::Grunt,
        _ => unreachable!(),
    };
    CoinGameBoard::new(Board::Line { rule, coins }, name, name)
}

/// Checks a coin game's winning moves and rules on `rounds` random positions, half of them
/// moved to a lost position first.
fn coin_game_agrees(game: &CoinGameBoard, solver: &mut Solver<u128, u128>, rng: &mut Rng) {
    let n = game.coins();
    let mut wins = 0;
    for round in 0..200 {
        let heads = study::random_heads(rng, n, solver, round % 2 == 0);
        let truth = solver.wins(&heads);
        assert_eq!(game.outcome(&heads).mover_wins, truth, "{heads:b}");
        let list = game.winning(&heads, usize::MAX);
        assert!(list.is_complete());
        let listed: BTreeSet<u128> = list.first.iter().copied().collect();
        assert_eq!(listed.len(), list.first.len());
        assert_eq!(listed, solver.winning(&heads), "{heads:b}");
        let legal: BTreeSet<u128> = game.moves(&heads).into_iter().collect();
        assert_eq!(legal, solver.legal(&heads), "{heads:b}");
        wins += usize::from(truth);
    }
    assert!((20..=180).contains(&wins), "{wins}");
    let starts = (0..60)
        .map(|_| mask((0..n).filter(|_| rng.chance(1, 2))))
        .collect();
    computer_never_lets_a_win_go(game, starts, solver, |&h| h, |_, &m| m, rng);
}

#[test]
fn coin_games_in_one_dimension_list_exactly_the_winning_moves() {
    let mut rng = Rng::new(2);
    for (name, param) in [
        ("one", vec![]),
        ("one-or-two", vec![]),
        ("consecutive", vec![3]),
        ("subtraction", vec![1, 3, 4]),
        ("twins", vec![1, 2, 3]),
        ("mock-turtles", vec![]),
        ("ruler", vec![]),
        ("runs", vec![1, 4, 9]),
        ("two", vec![]),
        ("grunt", vec![]),
    ] {
        let n = 10;
        let game = line(name, &param, n);
        let p = param.clone();
        let mut solver = Solver::new(
            coin_moves(n, move |x| study::line_turns(name, &p, x)),
            false,
        );
        coin_game_agrees(&game, &mut solver, &mut rng);
    }
}

#[test]
fn coin_games_in_two_dimensions_list_exactly_the_winning_moves() {
    let mut rng = Rng::new(3);
    let ruler_runs = Rule2::Product(Rule::Ruler, Rule::Runs(vec![1, 3]));
    // Project Euler 459's rule: square widths times triangular heights.
    let flipping = Rule2::Product(Rule::Runs(vec![1, 4]), Rule::Runs(vec![1, 3]));
    for (name, rule, rows, cols, factors) in [
        ("corners", Rule2::Corners, 4, 4, vec![]),
        ("rugs", Rule2::Rugs, 3, 4, vec![]),
        ("block", Rule2::Block, 3, 3, vec![]),
        (
            "product",
            ruler_runs,
            3,
            4,
            vec![("ruler", vec![]), ("runs", vec![1, 3])],
        ),
        (
            "product",
            flipping,
            4,
            3,
            vec![("runs", vec![1, 4]), ("runs", vec![1, 3])],
        ),
    ] {
        let game = CoinGameBoard::new(Board::Grid { rule, rows, cols }, name, name);
        let turns = move |i: usize| study::grid_turns(name, &factors, cols, i / cols, i % cols);
        let mut solver = Solver::new(coin_moves(rows * cols, turns), false);
        coin_game_agrees(&game, &mut solver, &mut rng);
    }
}

/// Moves left under perfect play, by the tests' own search of Nim: the winner wins as
/// fast as it can, the loser resists as long as it can.
fn nim_remoteness(heaps: &[u64]) -> (bool, u32) {
    let mut best_win: Option<u32> = None;
    let mut longest = None;
    for i in 0..heaps.len() {
        for k in 1..=heaps[i] {
            let mut next = heaps.to_vec();
            next[i] -= k;
            let (w, r) = nim_remoteness(&next);
            if !w {
                best_win = Some(best_win.map_or(r, |b: u32| b.min(r)));
            }
            longest = Some(longest.map_or(r, |l: u32| l.max(r)));
        }
    }
    match (best_win, longest) {
        (Some(r), _) => (true, r + 1),
        (None, Some(r)) => (false, r + 1),
        (None, None) => (false, 0),
    }
}

#[test]
fn without_a_winning_move_the_computer_keeps_the_game_longest() {
    let game = Heaps::nim(STONES);
    let mut rng = Rng::new(11);
    let mut checked = 0;
    for _ in 0..300 {
        let heaps: Vec<u64> = (0..3).map(|_| rng.range(0, 4)).collect();
        if nim_remoteness(&heaps).0 || heaps.iter().all(|&h| h == 0) {
            continue;
        }
        let (m, note) = computer_move(&game, &heaps);
        let longest = (game.moves(&heaps).iter())
            .map(|m| nim_remoteness(&game.after(&heaps, m)).1)
            .max()
            .unwrap();
        let got = nim_remoteness(&game.after(&heaps, &m)).1;
        assert_eq!(got, longest, "{heaps:?}: {m:?}");
        assert!(note.en().contains(&format!("{got} more move")), "{note}");
        checked += 1;
    }
    assert!(checked > 30, "{checked}");
    // Too large to search: the smallest step, one stone.
    let big = vec![900_000, 900_000];
    let (m, note) = computer_move(&game, &big);
    assert_eq!(m.take, 1, "{note}");
    assert!(note.en().contains("smallest step"), "{note}");
}

/// Runs `play` with `args` on the scripted `lines`; its transcript and messages must be
/// in words.
fn play(args: &[&str], lines: &str) -> (Option<i32>, String, String) {
    run_in_words("play", args, lines.as_bytes())
}

/// The `position` blocks of a transcript, in order.
fn positions(transcript: &str) -> Vec<String> {
    transcript
        .split("\n\n")
        .filter(|b| b.starts_with("position"))
        .map(|b| {
            b.lines()
                .take_while(|l| !l.starts_with("your move"))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect()
}

#[test]
fn illegal_moves_get_one_message_and_change_nothing() {
    let script = "take 9 from heap 1\nheap\n4 1\n1 0\ntake 1 from heap 1\n";
    let (code, out, err) = play(&["nim", "3", "5", "7"], script);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let illegal: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("illegal move:"))
        .collect();
    assert_eq!(illegal.len(), 4, "{out}");
    assert!(
        illegal[0].ends_with("illegal move: heap 1 holds only 3 stones; the position is unchanged")
    );
    assert!(illegal[2].contains("there is no heap 4: they are numbered 1 to 3"));
    assert!(illegal[3].contains("a move takes at least one stone"));
    // One legal move was made: the first position is followed by the one after it.
    let shown = positions(&out);
    assert!(shown[0].starts_with("position: heaps 3 5 7"), "{shown:?}");
    assert!(shown[1].starts_with("position: heaps 2 5 7"), "{shown:?}");
    assert!(
        out.lines()
            .filter(|l| l.starts_with("move 1 (you)"))
            .count()
            == 1
    );
    assert!(
        out.ends_with("end of input: the game stops here, unfinished.\n"),
        "{out}"
    );
    // Every game's typed move is refused alike.
    for (args, bad, needle) in [
        (
            vec!["staircase", "1", "5"],
            "5 0\n",
            "the row starts at cell 1",
        ),
        (
            vec!["staircase", "2", "5"],
            "5 2\n",
            "the chessman at 2 is in the way",
        ),
        (
            vec!["cutting", "4x3"],
            "4x3 3x2\n",
            "3×2 is not a part of a 4×3 sheet",
        ),
        (
            vec!["cutting", "4x3"],
            "4x3 2x3 1x3\n",
            "cannot be cut into 2×3 and 1×3",
        ),
        (vec!["nim", "0", "1"], "1 1\n", "heap 1 is empty"),
        (
            vec!["prefix-free", "3", "01"],
            "0\n",
            "0 cannot be added: it is a prefix of the 1st string, 01",
        ),
        (vec!["prefix-free", "2", "01"], "110\n", "too long"),
        (
            vec!["snim", "2,5", "7"],
            "1 3\n",
            "3 is not a move size: S = {2, 5}",
        ),
        (
            vec!["ruler", "3", "5"],
            "3 5\n",
            "turning coins 3 and 5 is not a move of Ruler",
        ),
        (vec!["ruler", "3", "5"], "4\n", "coin 4 shows tails"),
        (
            vec!["corners", "1,1"],
            "0,0 1,1\n",
            "is not a move of Turning Corners",
        ),
        (vec!["corners", "1,1"], "2,2\n", "there is no coin (2, 2)"),
        (
            vec!["corners", "2,3"],
            "1,3 2,1\n",
            "(1, 3) lies right of the corner (2, 1)",
        ),
        (
            vec!["nim", "1", "2"],
            "frobnicate\n",
            "unknown command or word `frobnicate`",
        ),
        (
            vec!["nim", "1", "2"],
            "1234567890123456789012345 1\n",
            "1234567890123456789012345 is too large for a number of stones",
        ),
        (
            vec!["staircase", "2", "5"],
            "99999999999999999999999 1\n",
            "is too large for a cell number",
        ),
        (
            vec!["nim", "1", "2"],
            "undo\n",
            "nothing to undo: you have not moved yet",
        ),
        // The coin games read words as the heap games do: `--2` or `1-3` is refused whole,
        // never read as the numbers inside it.
        (
            vec!["mock-turtles", "0", "1", "2", "3"],
            "-1 2\n",
            "illegal move: `-1` is not a coin number",
        ),
        (
            vec!["mock-turtles", "0", "1", "2", "3"],
            "--2\n",
            "illegal move: `--2` is not a coin number",
        ),
        (
            vec!["mock-turtles", "0", "1", "2", "3"],
            "1-3\n",
            "illegal move: `1-3` is not a coin number: a coin is a whole number, and a run of \
             coins is written `3 to 7`",
        ),
        (vec!["ruler", "3", "5"], "+5\n", "`+5` is not a coin number"),
        // A command with an argument is not a move with an unknown word.
        (
            vec!["nim", "1", "2", "4"],
            "quit now\n",
            "the command `quit` takes no argument: type `quit` alone; the position is unchanged",
        ),
        (
            vec!["nim", "1", "2", "4"],
            "undo undo\n",
            "the command `undo` takes no argument",
        ),
        (
            vec!["corners", "1,2", "2,3"],
            "hint please\n",
            "the command `hint` takes no argument",
        ),
        (
            vec!["corners", "1,2", "2,3"],
            "0,1 to 0,3\n",
            "(0, 1) to (0, 3) has no four corners: a rectangle's corners lie in two rows and two \
             columns",
        ),
    ] {
        let (code, out, _) = play(&args, bad);
        assert_eq!(code, Some(0));
        assert!(out.contains(needle), "{args:?} {bad:?}: {out}");
        assert_eq!(positions(&out).len(), 1, "{args:?}: the position changed");
    }
}

#[test]
fn a_game_through_a_pipe_ends_with_the_reason() {
    // The person plays well from a winning start: the computer loses and says why.
    let (code, out, _) = play(&["nim", "1", "2", "--hint"], "2 1\n2 1\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("hint: take 1 stone from heap 2"), "{out}");
    assert!(
        out.contains("game over: no stone is left: whoever took the last stone wins; you win."),
        "{out}"
    );
    assert!(
        out.contains("why I lost: every position I faced was a loss for the player to move"),
        "{out}"
    );
    // Misère: the player left without a move wins.
    let (_, out, _) = play(&["misere", "1", "1"], "1 1\n");
    assert!(
        out.contains("whoever ate the last M&M loses; you win."),
        "{out}"
    );
    // The computer moves first, and `quit` ends the game.
    let (code, out, _) = play(&["nim", "3", "1", "--computer-first"], "quit\n");
    assert_eq!(code, Some(0));
    assert!(
        out.contains("move 1 (me): take 2 stones from heap 1"),
        "{out}"
    );
    assert!(out.ends_with("you resign: I win.\n"), "{out}");
    // A random start says its seed, and the same seed gives the same game.
    let (_, a, _) = play(&["nim", "--seed", "9", "--heaps", "4"], "");
    let (_, b, _) = play(&["nim", "--heaps", "4", "--seed", "9"], "");
    assert_eq!(a, b);
    assert!(
        a.contains("a random position (seed 9; `--seed 9` plays it again)"),
        "{a}"
    );
    let first = positions(&a)[0].lines().next().unwrap().to_string();
    assert_eq!(first.split_whitespace().count(), 6, "four heaps: {first}");
}

#[test]
fn usage_errors_say_what_is_wrong_and_print_nothing() {
    for (args, needle) in [
        (vec![], "name a game"),
        (vec!["chess"], "unknown game `chess`"),
        (vec!["snim"], "snim needs S"),
        (vec!["snim", "2,x"], "set `2,x`: `x` is not a whole number"),
        (
            vec!["nim", "--heaps", "0"],
            "--heaps 0 is too small (at least 1)",
        ),
        (
            vec!["nim", "--side", "3"],
            "unknown option `--side` for nim",
        ),
        (vec!["nim", "--seed"], "--seed needs a value"),
        (vec!["nim", "x"], "heap `x` is not a whole number"),
        (vec!["staircase", "3", "3"], "two chessmen at 3"),
        (vec!["cutting", "4y3"], "`4y3` is not a piece"),
        (vec!["prefix-free", "3", "0", "01"], "cannot join the set"),
        (vec!["ruler", "0"], "coin 0 is too small (at least 1)"),
        (
            vec!["block", "--rows", "5", "--cols", "5"],
            "a 5 x 5 board is too large for block (at most 20 coins)",
        ),
        (
            vec!["corners", "--rows", "16", "--cols", "16"],
            "a 16 x 16 board is too large for corners (at most 128 coins)",
        ),
        (
            vec!["product", "ruler", "chess"],
            "unknown row game `chess`",
        ),
    ] {
        let err = usage_error("play", &args);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let bad = std::ffi::OsStr::from_bytes(b"n\xffm");
    let out = run_bin_args("play", &[bad], b"");
    assert_eq!(out.status.code(), Some(2));
    let (code, out, _) = play(&["--help"], "");
    assert_eq!(code, Some(0));
    assert!(out.starts_with("usage: play <game>"));
    // The help states the boards' real limits.
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("rows × columns at most 128 coins, 20 for block"),
        "{out}"
    );
}

#[test]
fn undo_takes_back_a_move_and_the_reply() {
    let (code, out, _) = play(&["nim", "1", "2", "3"], "1 1\nundo\nquit\n");
    assert_eq!(code, Some(0));
    assert!(
        out.contains(
            "taken back: move 1 (you): take 1 stone from heap 1; move 2 (me): take 1 stone from \
             heap 3\n"
        ),
        "{out}"
    );
    // The position is back at the start, and the next move is numbered 1 again.
    let shown = positions(&out);
    assert!(shown[3].starts_with("position: heaps 1 2 3"), "{shown:?}");
    let (_, out, _) = play(&["nim", "1", "2", "3"], "1 1\nundo\n2 1\n");
    assert!(
        out.contains("move 1 (you): take 1 stone from heap 2"),
        "{out}"
    );
}

#[test]
fn practice_hides_values_and_verdicts_but_hints_on_request() {
    let (code, out, _) = play(&["nim", "1", "2", "3", "--practice"], "hint\n1 1\nquit\n");
    assert_eq!(code, Some(0));
    for hidden in [
        "Grundy values",
        "nim-sum",
        "a win for",
        "a loss for",
        "winning move:",
    ] {
        assert!(!out.contains(hidden), "{hidden}: {out}");
    }
    assert!(out.contains("hint: there is no winning move here"), "{out}");
    assert!(out.contains("move 2 (me): "), "{out}");
}

#[test]
fn a_start_without_moves_is_explained_by_the_rule_of_play() {
    let (_, out, _) = play(&["misere", "0", "0"], "");
    assert!(
        out.ends_with(
            "you win.\nwhy I lost: the start had no move, and you were to move: in misère play \
             whoever cannot move wins.\n"
        ),
        "{out}"
    );
    let (_, out, _) = play(&["misere", "0", "0", "--computer-first"], "");
    assert!(
        out.contains("and I was to move: in misère play whoever cannot"),
        "{out}"
    );
    let (_, out, _) = play(&["nim", "0"], "");
    assert!(
        out.contains(
            "why you lost: the start had no move, and you were to move: whoever cannot move loses."
        ),
        "{out}"
    );
    // The computer's first move ends the game: the person never had a move.
    let (_, out, _) = play(&["nim", "3", "--computer-first"], "");
    assert!(
        out.contains("why you lost: you never had a move: my first move ended the game."),
        "{out}"
    );
}

#[test]
fn every_coin_games_banner_example_is_a_legal_move() {
    let line = |name: &str, param: Option<&str>, first: u64| {
        let mut args: Vec<String> = vec![name.to_string()];
        args.extend(param.map(str::to_string));
        args.extend((first..first + 8).map(|c| c.to_string()));
        args
    };
    let grid = |name: &str, params: &[&str]| {
        let mut args: Vec<String> = std::iter::once(name)
            .chain(params.iter().copied())
            .map(str::to_string)
            .collect();
        let first = u64::from(!params.is_empty());
        for x in 0..3 {
            for y in 0..4 {
                args.push(format!("{},{}", x + first, y + first));
            }
        }
        args
    };
    let games = [
        line("one", None, 1),
        line("one-or-two", None, 1),
        line("consecutive", Some("3"), 1),
        line("subtraction", Some("1,3"), 1),
        line("twins", Some("2,3"), 0),
        line("mock-turtles", None, 0),
        line("ruler", None, 1),
        line("runs", Some("2,3"), 1),
        line("two", None, 0),
        line("grunt", None, 0),
        grid("block", &[]),
        grid("corners", &[]),
        grid("rugs", &[]),
        grid("product", &["runs:1,4", "runs:1,3"]),
    ];
    for args in games {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (_, banner, _) = play(&args, "");
        let example = banner
            .split("(or just `")
            .nth(1)
            .and_then(|r| r.split('`').next())
            .unwrap_or_else(|| panic!("{args:?}: {banner}"));
        let (_, out, _) = play(&args, &format!("{example}\nquit\n"));
        assert!(
            out.contains("move 1 (you): turn"),
            "{args:?} {example}: {out}"
        );
    }
}

/// Turning Corners' moves are written as its corners, the way they can be typed back: the
/// hint's words, and a rectangle `a,b to x,y` naming its four corners, both play the move.
#[test]
fn turning_corners_moves_are_typed_as_they_are_written() {
    let (_, out, _) = play(&["corners", "1,2", "2,3", "--hint"], "");
    let hint = out
        .lines()
        .find_map(|l| l.strip_prefix("hint: "))
        .unwrap()
        .to_string();
    assert_eq!(hint, "turn the corners (0, 1), (0, 2), (1, 1) and (1, 2)");
    assert!(
        out.contains("`a,b to x,y` is the four corners of that rectangle"),
        "{out}"
    );
    for typed in [hint.as_str(), "0,1 to 1,2", "1,2 to 0,1"] {
        let (_, out, _) = play(&["corners", "1,2", "2,3"], &format!("{typed}\nquit\n"));
        assert!(
            out.contains("move 1 (you): turn the corners (0, 1), (0, 2), (1, 1) and (1, 2)\n"),
            "{typed}: {out}"
        );
    }
    // A larger rectangle: its corners, not every coin inside.
    let (_, out, _) = play(&["corners", "1,2", "2,3"], "0,0 to 2,3\nquit\n");
    assert!(
        out.contains("move 1 (you): turn the corners (0, 0), (0, 3), (2, 0) and (2, 3)\n"),
        "{out}"
    );
    // Rugs keeps the rectangle of every coin.
    let (_, out, _) = play(&["rugs", "1,1"], "0,0 to 1,1\nquit\n");
    assert!(
        out.contains("move 1 (you): turn every coin from (0, 0) to (1, 1)\n"),
        "{out}"
    );
}

/// `all` starts a coin game with every coin heads up: Project Euler 459's all-white board.
#[test]
fn all_puts_every_coin_heads_up() {
    let (code, out, _) = play(
        &[
            "product", "runs:1,4", "runs:1,3", "all", "--rows", "3", "--cols", "3",
        ],
        "quit\n",
    );
    assert_eq!(code, Some(0));
    assert!(
        out.contains("position:\n     1 2 3\n  1  H H H\n  2  H H H\n  3  H H H\n"),
        "{out}"
    );
    let (_, out, _) = play(&["ruler", "all", "--coins", "4"], "quit\n");
    assert!(out.contains("coin  1 2 3 4\n        H H H H\n"), "{out}");
    let err = usage_error("play", &["ruler", "all", "3"]);
    assert!(err.contains("coin `all` is not a whole number"), "{err}");
}

use std::os::unix::ffi::OsStrExt;

#[test]
fn a_closed_pipe_ends_quietly_a_full_disk_in_one_line() {
    // The reader goes away after one line; the prompts that follow cannot be written.
    let script = "help\n".repeat(20_000).into_bytes();
    let (first, code, err) = study::first_line_then_close("play", &["nim", "5", "5"], script);
    assert!(first.starts_with("Nim:"), "{first}");
    assert_eq!((code, err.as_str()), (Some(141), ""));
    let (code, err) = study::onto_a_full_disk("play", &["nim", "5", "5"], b"1 1\n");
    assert_eq!(code, Some(1));
    assert!(err.starts_with("error: cannot write standard output") && err.lines().count() == 1);
}

/// `docs/studying.md`'s "For students" section: each example command, run, prints exactly
/// the output shown under it.
#[test]
fn studying_examples_are_real_output() {
    let page = std::fs::read_to_string(testdata_dir().join("../docs/studying.md")).unwrap();
    let section = page
        .split("\n## For students\n")
        .nth(1)
        .expect("docs/studying.md has a For students section");
    let section = section.split("\n## ").next().unwrap();
    let blocks: Vec<&str> = section.split("```").collect();
    let mut checked = 0;
    for (i, block) in blocks.iter().enumerate() {
        let Some(command) = block.strip_prefix("sh\n") else {
            continue;
        };
        let command = command.trim();
        let (stdin, rest) = match command.strip_prefix("printf '") {
            Some(r) => {
                let (lines, r) = r.split_once("' | ").expect("printf '…' | …");
                (lines.replace("\\n", "\n").into_bytes(), r)
            }
            None => (Vec::new(), command),
        };
        let (rest, file) = match rest.split_once(" < ") {
            Some((r, f)) => (r, Some(f)),
            None => (rest, None),
        };
        let stdin = match file {
            Some(f) => std::fs::read(testdata_dir().join("..").join(f)).unwrap(),
            None => stdin,
        };
        let words: Vec<&str> = rest.split_whitespace().collect();
        assert_eq!(
            &words[..4],
            ["cargo", "run", "--release", "--bin"],
            "{command}"
        );
        let (bin, args) = (words[4], &words[6..]);
        let shown = blocks[i + 2]
            .strip_prefix("text\n")
            .expect("output follows");
        let out = run_bin_args(bin, args, &stdin);
        assert_eq!(String::from_utf8(out.stdout).unwrap(), shown, "{command}");
        checked += 1;
    }
    assert!(checked >= 2, "{checked} examples");
}

/// The memory budget of `play`: whatever it accepts fits in it.
const PLAY_MEMORY_KIB: u64 = 256 << 10;

/// Runs `play` with `args` on `input` through the judge's runner (which measures its peak
/// memory), asserts a clean end within the budget, and returns the wall time.
fn within_budget(args: &[String], input: &str) -> std::time::Duration {
    use grundy::tools::judge::{Exit, Program, run};
    let program = Program::Args(bin_path("play"), args.iter().map(Into::into).collect());
    let r = run(
        &program,
        input.as_bytes(),
        std::time::Duration::from_secs(30),
    )
    .unwrap();
    let shown = program.describe();
    assert_eq!(
        r.exit,
        Exit::Code(0),
        "{shown}: {}",
        String::from_utf8_lossy(&r.stderr)
    );
    assert!(
        r.peak_kib <= PLAY_MEMORY_KIB,
        "{shown}: {} KiB at its peak",
        r.peak_kib
    );
    r.wall
}

/// `n` copies of `word`.
fn many(word: &str, n: usize) -> Vec<String> {
    vec![word.to_string(); n]
}

/// The largest starts `play` accepts (the most heaps, stones, chessmen and pieces), with
/// the computer answering when it has no winning move (the costly case: it looks at every
/// move), each move well under a second and the whole game within 256 MiB. Before the
/// limits, 3 000 heaps took 6 GiB, and two 50x50 sheets 2.5 GiB.
#[test]
fn play_stays_within_its_memory_and_time_at_its_limits() {
    let cf = || "--computer-first".to_string();
    let heaps = |game: &str, pre: &[&str], heaps: Vec<String>| {
        let mut args = vec![game.to_string()];
        args.extend(pre.iter().map(|s| s.to_string()));
        args.extend(heaps);
        args.push(cf());
        args
    };
    let mut sevens = many("7", 64);
    sevens[63] = "0".into(); // nim-sum 0: the computer has no winning move
    let big = many("31250", 64); // 2 000 000 stones, nim-sum 0
    let starts = [
        heaps("nim", &[], sevens.clone()),
        heaps("misere", &[], sevens),
        heaps("snim", &["1,2,3"], many("4", 64)),
        heaps("fibonacci", &[], many("4", 64)),
        heaps("nim", &[], big),
        heaps("nim", &[], many("1000000", 2)),
        heaps("cutting", &[], many("50x50", 2)),
        heaps("cutting", &[], many("100x100", 64)),
        heaps(
            "staircase",
            &[],
            (1..=64).map(|c| (c * 15_625).to_string()).collect(),
        ),
        heaps("prefix-free", &["12"], Vec::new()),
        ["nim", "--heaps", "8", "--max", "250000", "--seed", "3"]
            .map(String::from)
            .to_vec(),
    ];
    // A few moves of the person (some illegal, which changes nothing), each answered.
    let input = "1 1\n2 1\n3 1\n1x2 into 1x1 and 1x1\n1 0\n".repeat(3);
    for args in &starts {
        let wall = within_budget(args, &input);
        assert!(wall.as_secs_f64() < 10.0, "{args:?}: {wall:?}");
    }
}

/// Beyond the limits, `play` refuses before any work, naming the limit.
#[test]
fn play_refuses_what_would_not_fit_naming_the_limit() {
    let with = |game: &str, words: Vec<String>| {
        let mut args = vec![game.to_string()];
        args.extend(words);
        usage_error("play", &args)
    };
    let err = with("nim", many("7", 65));
    assert!(
        err.contains("65 heaps are too many to play (at most 64,"),
        "{err}"
    );
    let err = with("nim", many("7", 3000));
    assert!(
        err.contains("3000 heaps are too many to play (at most 64,"),
        "{err}"
    );
    let err = with(
        "snim",
        [vec!["1,2,3".to_string()], many("4", 1000)].concat(),
    );
    assert!(err.contains("1000 heaps are too many"), "{err}");
    let err = with("nim", vec!["1000000".into(), "1000000".into(), "1".into()]);
    assert!(
        err.contains("2000001 stones in all are too many to play (at most 2000000,"),
        "{err}"
    );
    let err = with("staircase", (1..=65).map(|c| c.to_string()).collect());
    assert!(
        err.contains("65 chessmen are too many to play (at most 64,"),
        "{err}"
    );
    let err = with("cutting", many("2x2", 65));
    assert!(
        err.contains("65 pieces are too many to play (at most 64,"),
        "{err}"
    );
    let err = with(
        "nim",
        ["--heaps", "8", "--max", "250001"]
            .map(String::from)
            .to_vec(),
    );
    assert!(
        err.contains("--max 250001 is too large (at most 250000)"),
        "{err}"
    );
}
