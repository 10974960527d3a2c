//! `play`'s notice of a mistake, the moment it is made: for every game `play` has, on
//! seeded small positions and moves both good and bad, the notice comes exactly when the
//! move throws away a position won for the mover (held against the exhaustive search of
//! `tests/study/`, which knows no Grundy value), its winning moves are the library's
//! listing (all of them, or the first few and their exact count) and each of them, read
//! back as a typed move, wins by the search; practice says no more than a hint; both
//! languages. Then the program through a pipe: the notice stands between the person's move
//! and the computer's reply, and `--strict` takes the move back (or lets it stand).

mod common;
mod study;

use common::run_in_words;
use grundy::coins::{Rule, Rule2};
use grundy::i18n::Lang;
use grundy::rng::Rng;
use grundy::study::coin_games::{Board, CoinGameBoard};
use grundy::study::cutting::Cutting;
use grundy::study::game::Playable;
use grundy::study::play::mistake::{MISTAKE_SHOWN, mistake_notice};
use grundy::study::prefix_free::PrefixFree;
use grundy::study::staircase::Staircase;
use std::collections::BTreeSet;
use std::fmt::Debug;
use std::hash::Hash;
use study::{Solver, coin_moves, cutting_moves, heap_moves, prefix_free_moves, staircase_moves};

/// What the checks of one game counted: notices given, good moves passed in silence, and
/// moves of lost positions passed in silence.
#[derive(Debug, Default)]
struct Counted {
    mistakes: usize,
    good: usize,
    lost: usize,
}

/// The count at the head of a notice's listing: `winning moves (3, …)` or
/// `winning moves: 12; the first 3, …`.
fn listed_count(head: &str) -> u128 {
    let at = head.find("winning moves").expect("the listing's head") + "winning moves".len();
    let digits: String = head[at..]
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a count")
}

/// Checks the notice of every move tried at each of `starts`: a few random moves and the
/// search's first winning one. `families`: the listing's entries are families of moves
/// (the prefix-free game), read back through the library's concrete move, not typed.
fn check<G: Playable, P, L>(
    game: &G,
    starts: Vec<G::Pos>,
    solver: &mut Solver<P, L>,
    to_p: impl Fn(&G::Pos) -> P,
    label: impl Fn(&G::Pos, &G::Move) -> L,
    families: bool,
    rng: &mut Rng,
) -> Counted
where
    P: Hash + Eq + Clone + Debug,
    L: Ord + Clone + Debug,
{
    let mut counted = Counted::default();
    for pos in starts {
        let moves = game.moves(&pos);
        if moves.is_empty() {
            continue;
        }
        let p = to_p(&pos);
        let wins = solver.winning(&p);
        let mut tried: Vec<G::Move> = (0..4)
            .map(|_| moves[rng.index(moves.len())].clone())
            .collect();
        tried.extend(
            moves
                .iter()
                .find(|m| wins.contains(&label(&pos, m)))
                .cloned(),
        );
        for m in tried {
            let after = game.after(&pos, &m);
            let bad = solver.wins(&p) && solver.wins(&to_p(&after));
            let notice = mistake_notice(game, &pos, &m, false, Lang::En);
            assert_eq!(notice.is_some(), bad, "{pos:?}: {m:?}: {notice:?}");
            let Some(notice) = notice else {
                match solver.wins(&p) {
                    true => counted.good += 1,
                    false => counted.lost += 1,
                }
                assert_eq!(mistake_notice(game, &pos, &m, true, Lang::En), None);
                assert_eq!(mistake_notice(game, &pos, &m, false, Lang::Zh), None);
                continue;
            };
            counted.mistakes += 1;
            let lines: Vec<&str> = notice.lines().collect();
            let words = game.describe_move(&pos, &m).en();
            let now = game.outcome(&after);
            assert!(
                lines[0].starts_with(&format!("mistake: `{words}` lets your win go; after it, ")),
                "{notice}"
            );
            assert!(lines[0].contains(&now.rule.en()), "{notice}");
            if let Some(values) = &now.sum {
                let x = values.iter().fold(0, |x, v| x ^ v);
                assert!(lines[0].contains(&format!(", and {x} ≠ 0")), "{notice}");
            }
            // The listing: the library's, its first few and its exact count.
            let library = game.winning(&pos, MISTAKE_SHOWN);
            let shown: Vec<&str> = (lines[2..].iter())
                .map(|l| l.strip_prefix("    ").expect("a winning move"))
                .filter(|l| !l.starts_with("(and "))
                .collect();
            let expected: Vec<String> = (library.first.iter())
                .map(|w| game.describe(&pos, w).en())
                .collect();
            assert_eq!(shown, expected, "{notice}");
            assert_eq!(listed_count(lines[1]), library.count, "{notice}");
            assert_eq!(
                shown.len() as u128,
                library.count.min(MISTAKE_SHOWN as u128)
            );
            // Each one shown wins, by the search; all of them when all are shown.
            let labels: BTreeSet<L> = if families {
                (library.first.iter())
                    .map(|w| label(&pos, &game.concrete(&pos, w)))
                    .collect()
            } else {
                (shown.iter())
                    .map(|s| {
                        let typed = game.parse(&pos, s).expect("a winning move reads back");
                        label(&pos, &typed)
                    })
                    .collect()
            };
            assert_eq!(labels.len(), shown.len(), "{notice}");
            assert!(labels.is_subset(&wins), "{pos:?}: {notice}");
            if !families {
                assert_eq!(library.count, wins.len() as u128, "{pos:?}: {notice}");
                if shown.len() < MISTAKE_SHOWN {
                    assert_eq!(labels, wins, "{pos:?}: {notice}");
                }
            }
            // Practice: the hint's move, no values, no rule.
            let practice = mistake_notice(game, &pos, &m, true, Lang::En).expect("practice too");
            assert_eq!(
                practice,
                format!(
                    "mistake: `{words}` lets your win go: the position it leaves wins for the \
                     player to move (me); a winning move there was: {}\n",
                    expected[0]
                )
            );
            // Chinese, in the game's Chinese words.
            let zh = mistake_notice(game, &pos, &m, false, Lang::Zh).expect("in Chinese too");
            let zh_words = game.describe_move(&pos, &m).render(Lang::Zh);
            assert!(
                zh.starts_with(&format!("失误：`{zh_words}` 放走了胜局。走完后")),
                "{zh}"
            );
            assert!(
                zh.contains("轮到我走，先手必胜") && zh.contains("必胜走法"),
                "{zh}"
            );
            let one = match shown.len() {
                1 => "本来走下面这一步就能",
                _ => "本来走下面任何一步都能",
            };
            assert!(zh.contains(one), "{zh}");
        }
    }
    counted
}

/// Every game's count: enough of each kind. Two games have no mistakes to make, which the
/// search confirms: turning one coin (every head is worth 1: a won position has an odd
/// number of heads, and every move leaves an even number) and turning 3 consecutive coins
/// (a head at x is worth 1 when 3 divides x, else 0, and every move turns exactly one such
/// coin, so every move changes the nim-sum by 1).
fn enough(name: &str, c: &Counted) {
    match name {
        "one" | "consecutive" => assert_eq!(c.mistakes, 0, "{name}: {c:?}"),
        _ => assert!(c.mistakes >= 20, "{name}: {c:?}"),
    }
    assert!(c.good >= 20, "{name}: {c:?}");
    assert!(c.lost >= 5, "{name}: {c:?}");
}

#[test]
fn heap_games_tell_a_mistake_exactly_when_a_won_position_is_thrown_away() {
    let mut rng = Rng::new(20261206);
    for (name, game, misere, set) in study::starts::heap_games() {
        let allowed = study::starts::takes(set);
        let mut solver = Solver::new(heap_moves(allowed), misere);
        let starts = (0..200)
            .map(|_| (0..rng.range(1, 4)).map(|_| rng.range(0, 9)).collect())
            .collect();
        let c = check(
            &game,
            starts,
            &mut solver,
            Vec::clone,
            |_, m| (m.heap, m.take),
            false,
            &mut rng,
        );
        enough(name, &c);
    }
}

#[test]
fn staircase_cutting_and_prefix_free_tell_a_mistake_in_their_own_terms() {
    let mut rng = Rng::new(1704);
    let mut solver = Solver::new(staircase_moves, false);
    let starts = study::starts::staircases(&mut rng, 200);
    let c = check(
        &Staircase,
        starts,
        &mut solver,
        Vec::clone,
        |_, s| (s.from, s.to),
        false,
        &mut rng,
    );
    enough("staircase", &c);

    let mut solver = Solver::new(cutting_moves, false);
    let starts = study::starts::sheets(&mut rng, 300);
    let c = check(
        &Cutting::new(5),
        starts,
        &mut solver,
        |s| (s.pieces.clone(), s.won),
        |_, c| (c.piece, c.parts),
        false,
        &mut rng,
    );
    enough("cutting", &c);

    let l = 3;
    let mut solver = Solver::new(prefix_free_moves(l), false);
    let to_p = study::starts::string_set_mask(l);
    let starts = study::starts::string_sets(&mut rng, 300, l, 3);
    let c = check(
        &PrefixFree,
        starts,
        &mut solver,
        to_p,
        |_, s| s.clone(),
        true,
        &mut rng,
    );
    enough("prefix-free", &c);
}

#[test]
fn coin_games_tell_a_mistake_with_the_winning_turns() {
    let mut rng = Rng::new(459);
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
        let n = 9;
        let rule = match name {
            "one" => Rule::OneCoin,
            "one-or-two" => Rule::OneOrTwo,
            "consecutive" => Rule::Consecutive(param[0]),
            "subtraction" => Rule::Subtraction(param.clone()),
            "twins" => Rule::Twins(param.clone()),
            "mock-turtles" => Rule::MockTurtles,
            "ruler" => Rule::Ruler,
            "runs" => Rule::Runs(param.clone()),
            "two" => Rule::ExactlyTwo,
            _ => Rule::Grunt,
        };
        let game = CoinGameBoard::new(Board::Line { rule, coins: n }, name, name);
        let p = param.clone();
        let mut solver = Solver::new(
            coin_moves(n, move |x| study::line_turns(name, &p, x)),
            false,
        );
        let starts = (0..150)
            .map(|round| study::random_heads(&mut rng, n, &mut solver, round % 3 == 0))
            .collect();
        let c = check(
            &game,
            starts,
            &mut solver,
            |&h| h,
            |_, &m| m,
            false,
            &mut rng,
        );
        enough(name, &c);
    }
    let ruler_runs = Rule2::Product(Rule::Ruler, Rule::Runs(vec![1, 3]));
    for (name, rule, rows, cols, factors) in [
        ("corners", Rule2::Corners, 3, 4, vec![]),
        ("rugs", Rule2::Rugs, 3, 3, vec![]),
        ("block", Rule2::Block, 3, 3, vec![]),
        (
            "product",
            ruler_runs,
            3,
            3,
            vec![("ruler", vec![]), ("runs", vec![1, 3])],
        ),
    ] {
        let game = CoinGameBoard::new(Board::Grid { rule, rows, cols }, name, name);
        let turns = move |i: usize| study::grid_turns(name, &factors, cols, i / cols, i % cols);
        let mut solver = Solver::new(coin_moves(rows * cols, turns), false);
        let starts = (0..150)
            .map(|round| study::random_heads(&mut rng, rows * cols, &mut solver, round % 3 == 0))
            .collect();
        let c = check(
            &game,
            starts,
            &mut solver,
            |&h| h,
            |_, &m| m,
            false,
            &mut rng,
        );
        enough(name, &c);
    }
}

/// Runs `play` with `args` on the scripted `lines`.
fn play(args: &[&str], lines: &str) -> String {
    let (code, out, err) = run_in_words("play", args, lines.as_bytes());
    assert_eq!(code, Some(0), "{err}");
    out
}

/// A bad first move for each kind of game, typed as `play` reads it, and the start.
const BAD_FIRST: &[(&[&str], &str)] = &[
    (&["nim", "3", "5", "7"], "1 2"),
    (&["misere", "1", "2", "2"], "2 1"),
    (&["snim", "2,5", "7", "9"], "1 2"),
    (&["fibonacci", "5", "9"], "1 1"),
    (&["staircase", "2", "5", "9"], "9 8"),
    (&["cutting", "3x4"], "cut 3x4 into 1x4 and 2x4"),
    (&["prefix-free", "3", "0"], "10"),
    (&["mock-turtles", "2", "5", "7"], "7"),
    (&["corners", "1,2", "2,3"], "0,0 to 1,2"),
];

#[test]
fn the_notice_comes_between_the_move_and_the_reply_and_strict_takes_it_back() {
    for &(args, bad) in BAD_FIRST {
        let out = play(args, &format!("{bad}\n"));
        let lines: Vec<&str> = out.lines().collect();
        let mine = lines
            .iter()
            .position(|l| l.starts_with("move 1 (you)"))
            .expect(&out);
        let notice = lines
            .iter()
            .position(|l| l.starts_with("mistake: "))
            .expect(&out);
        let reply = lines
            .iter()
            .position(|l| l.starts_with("move 2 (me)"))
            .expect(&out);
        assert!(mine < notice && notice < reply, "{args:?}:\n{out}");
        assert_eq!(notice, mine + 1, "{out}");

        // --strict, yes: the move is taken back before any reply, the start comes again.
        let mut strict = args.to_vec();
        strict.push("--strict");
        let out = play(&strict, &format!("{bad}\nyes\n"));
        let asked = out
            .find("take that move back before I reply? (yes/no)> yes\n")
            .expect(&out);
        let taken = out.find("taken back: move 1 (you): ").expect(&out);
        assert!(
            out.find("mistake: ").unwrap() < asked && asked < taken,
            "{out}"
        );
        assert!(!out.contains("move 2 (me)"), "{out}");
        let starts: Vec<&str> = out
            .split("\n\n")
            .filter(|b| b.starts_with("position"))
            .collect();
        assert_eq!(starts.len(), 2, "{out}");
        assert_eq!(
            starts[0].lines().next(),
            starts[1].lines().next(),
            "the start again:\n{out}"
        );
        // In Chinese, `是` takes it back too.
        let mut zh = strict.clone();
        zh.extend(["--lang", "zh"]);
        let out = play(&zh, &format!("{bad}\n是\n"));
        assert!(out.contains("\n失误：`"), "{out}");
        assert!(
            out.contains("在我回应之前撤回这一步吗？（是/否）> 是\n已撤回：第1步（你）"),
            "{out}"
        );
        assert!(!out.contains("第2步（我）"), "{out}");

        // --strict, no: the move stands and the computer replies.
        let out = play(&strict, &format!("{bad}\nno\n"));
        let stands = out.find("(yes/no)> no\nthe move stands.\n").expect(&out);
        assert!(stands < out.find("move 2 (me)").expect(&out), "{out}");
        assert!(!out.contains("taken back"), "{out}");
    }
}

#[test]
fn a_good_move_and_a_move_of_a_lost_position_get_no_notice_and_strict_asks_nothing() {
    // 3 5 7: taking 1 from heap 1 wins; 1 2 3 is lost, whatever is taken.
    for (args, lines) in [
        (&["nim", "3", "5", "7", "--strict"][..], "1 1\n"),
        (&["nim", "1", "2", "3", "--strict"][..], "3 3\n"),
        (&["misere", "1", "2", "3", "--strict"][..], "1 1\n"),
    ] {
        let out = play(args, lines);
        assert!(!out.contains("mistake"), "{out}");
        assert!(!out.contains("take that move back"), "{out}");
        assert!(out.contains("move 2 (me)"), "{out}");
    }
}

#[test]
fn practice_tells_the_mistake_with_the_hint_s_move_only() {
    let out = play(&["nim", "3", "5", "7", "--practice"], "1 2\n");
    assert!(
        out.contains(
            "move 1 (you): take 2 stones from heap 1\nmistake: `take 2 stones from heap 1` lets \
             your win go: the position it leaves wins for the player to move (me); a winning \
             move there was: take 1 stone from heap 1\n\nposition: heaps 1 5 7\nmove 2 (me)"
        ),
        "{out}"
    );
    assert!(!out.contains("nim-sum") && !out.contains("Grundy"), "{out}");
}
