//! `explain <id> < judge-input`: reads exactly a problem's judge input (with the problem
//! module's own reader, so bad input gets the solver's error line) and, case by case,
//! shows the reasoning behind the answer: the decomposition into components with their
//! Grundy values, the nim-sum or the misère rule, the verdict in the judge's words, the
//! winning moves in the game's own terms (all of them, or their exact count and the first
//! [`CAP`] in a stated order), and the theorem that makes it right with the module that
//! proves it.
//!
//! The solvers are not touched: this module calls their public functions and the study
//! games ([`super`]) for the moves. Cases are separated by one blank line, after a title
//! line naming the problem.

use super::corners::TurningCorners;
use super::cutting::{Cutting, Sheets};
use super::flipping::{DRAW_MAX, FlipBoard, LIST_MAX, describe as describe_flip};
use super::game::{CAP, Explained, Listing, join};
use super::heaps::{Heaps, STONES, Terms};
use super::mock_turtles::MockTurtles;
use super::prefix_free::{PrefixFree, StringSet};
use super::staircase::Staircase;
use crate::input::Input;
use crate::nimber::nim_mul;
use crate::output::Output;
use crate::tools::cli;
use crate::tools::problems::{PROBLEMS, find};
use crate::{
    cutting, fibonacci_game, flipping_game, misere, mock_turtles, nim_product, prefix_free, snim,
    staircase, tartan, turning_corners,
};
use std::fmt::Write as _;
use std::io::Write;

/// The text of `explain --help`.
pub fn help() -> String {
    let ids: Vec<String> = PROBLEMS
        .iter()
        .map(|p| format!("  {:<16}{} {}", p.id, p.judge, p.name))
        .collect();
    format!(
        "usage: explain <id> < judge-input

Reads a problem's judge input and shows, for each case, why the answer is what it is:
the components and their Grundy values, the nim-sum (or the misère rule), the verdict,
every winning move in the game's own terms (or their count and the first {CAP} in a
stated order), and the theorem that makes it right, with the module that proves it.

problems:
{}
",
        ids.join("\n")
    )
}

/// Runs `explain` with command-line `args` (without the program name) on standard input,
/// under the suite's contract ([`crate::tools::cli`]); returns the exit status.
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let args = cli::text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let id = match args.as_slice() {
        [h] if h == "--help" || h == "-h" => {
            cli::print(&help());
            return 0;
        }
        [id] => id.as_str(),
        [] => cli::usage_error("name a problem: explain <id> < judge-input (see --help)"),
        [_, extra, ..] => cli::usage_error(&format!(
            "one problem at a time: unexpected {} (see --help)",
            crate::input::quote(extra)
        )),
    };
    let Some(problem) = find(id) else {
        let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        cli::usage_error(&format!(
            "unknown problem {}; the problems are {}",
            crate::input::quote(id),
            ids.join(", ")
        ))
    };
    let mut src = Input::from_stdin();
    let mut out = Output::stdout();
    let _ = writeln!(out, "{} {} ({})", problem.judge, problem.name, problem.id);
    explain(id, &mut src, &mut |case| {
        let _ = write!(out, "\n{case}");
    });
    let _ = out.flush();
    0
}

/// Reads problem `id`'s judge input from `src` (the problem module's reader: bad input
/// ends the program with the solver's error line) and hands each case's explanation to
/// `emit`, in order, once the whole input has been read and checked.
///
/// # Panics
/// If `id` is not a problem of [`PROBLEMS`].
pub fn explain(id: &str, src: &mut Input, emit: &mut dyn FnMut(&str)) {
    match id {
        "poj1704" => {
            let input = staircase::JudgeInput::read(src);
            for (i, cells) in input.cases.iter().enumerate() {
                let mut cells = cells.clone();
                cells.sort_unstable();
                let s = Staircase;
                emit(&case(
                    &format!("case {}", i + 1),
                    &s,
                    &cells,
                    "pairs from the right (the gap inside each pair is a Nim heap):",
                    staircase::verdict(s.outcome(&cells).mover_wins),
                    "Bouton's theorem on the gaps inside the pairs; a move of a pair's left \
                     chessman only widens the pair's gap and can be undone at once \
                     (grundy::staircase)",
                ));
            }
        }
        "poj2311" => {
            let input = cutting::JudgeInput::read(src);
            let game = Cutting::new(input.max_side());
            for (i, &(w, h)) in input.sheets.iter().enumerate() {
                let sheets = Sheets::new(&[(w as u32, h as u32)]);
                emit(&case(
                    &format!("line {}", i + 1),
                    &game,
                    &sheets,
                    "pieces with both sides at least 2 (a cut leaving a 1×k strip loses at \
                     once, so only cuts keeping both sides ≥ 2 count):",
                    cutting::verdict(game.outcome(&sheets).mover_wins),
                    "a 1×k strip wins at once for the player to move; without strips, the \
                     Sprague–Grundy theorem on the game of safe cuts (grundy::cutting)",
                ));
            }
        }
        "poj2960" => {
            let input = snim::JudgeInput::read(src);
            // The judge solver's own answers first: an input it refuses (at the line it
            // names) prints nothing here either.
            if let Err(refused) = input.answers() {
                src.fail_at(refused.line, refused);
            }
            let games: Vec<Heaps> = (input.cases.iter())
                .map(|c| {
                    Heaps::snim(&c.set, c.max_heap(), BEADS)
                        .expect("every case fits the limits, as the solver found")
                })
                .collect();
            for (i, (c, game)) in input.cases.iter().zip(&games).enumerate() {
                if c.positions.is_empty() {
                    emit(&format!(
                        "case {} (S = {{{}}}): no position to judge (the judge's line is empty)\n",
                        i + 1,
                        join(&c.set, ", ")
                    ));
                }
                for (j, heaps) in c.positions.iter().enumerate() {
                    emit(&case(
                        &format!(
                            "case {}, position {} (S = {{{}}})",
                            i + 1,
                            j + 1,
                            join(&c.set, ", ")
                        ),
                        game,
                        heaps,
                        "heaps, each a subtraction game S worth g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }:",
                        snim::verdict(game.outcome(heaps).mover_wins),
                        "the Sprague–Grundy theorem: the position is worth the XOR of its heaps' \
                         values (grundy::snim, grundy::sg)",
                    ));
                }
            }
        }
        "arc087_c" => {
            let input = prefix_free::JudgeInput::read(src);
            let set = StringSet {
                l: input.l,
                strings: input.strings,
            };
            emit(&case(
                "the set",
                &PrefixFree,
                &set,
                "free subtrees (where new strings can go), each worth lowbit(height):",
                prefix_free::verdict(PrefixFree.outcome(&set).mover_wins),
                "the game is the sum of the free subtrees, and a free complete binary tree of \
                 height h is worth lowbit(h) (grundy::prefix_free)",
            ));
        }
        "hdu3537" => {
            let input = mock_turtles::JudgeInput::read(src);
            for (i, places) in input.cases.iter().enumerate() {
                let mut heads = places.clone();
                heads.sort_unstable();
                heads.dedup();
                emit(&case(
                    &format!("case {}", i + 1),
                    &MockTurtles,
                    &heads,
                    "heads (a place listed twice is one head), each worth the odious number \
                     2x or 2x + 1:",
                    mock_turtles::verdict(MockTurtles.outcome(&heads).mover_wins),
                    "the coin-turning sum rule, and a head at x is worth the x-th odious number \
                     (grundy::mock_turtles, grundy::coins)",
                ));
            }
        }
        "hdu3404" => {
            let input = turning_corners::JudgeInput::read(src);
            for (i, lights) in input.cases.iter().enumerate() {
                emit(&case(
                    &format!("case {}", i + 1),
                    &TurningCorners,
                    lights,
                    "lights as listed (a light listed twice is switched off again), each \
                     worth x ⊗ y:",
                    turning_corners::verdict(TurningCorners.outcome(lights).mover_wins),
                    "the coin-turning sum rule, and a light at (x, y) is worth the nim product \
                     x ⊗ y (grundy::turning_corners, grundy::nimber)",
                ));
            }
        }
        "hdu1848" => {
            let input = fibonacci_game::JudgeInput::read(src);
            let game = Heaps::fibonacci(
                input.max_pile(),
                Terms {
                    heap: "pile",
                    ..STONES
                },
            );
            for (i, piles) in input.cases.iter().enumerate() {
                let piles: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
                emit(&case(
                    &format!("line {}", i + 1),
                    &game,
                    &piles,
                    "piles, each a subtraction game with the Fibonacci numbers, worth g(h):",
                    fibonacci_game::verdict(game.outcome(&piles).mover_wins),
                    "the Sprague–Grundy theorem on three subtraction games \
                     (grundy::fibonacci_game)",
                ));
            }
        }
        "hdu1907" => {
            let input = misere::JudgeInput::read(src);
            let game = Heaps::misere(MANDMS);
            for (i, piles) in input.cases.iter().enumerate() {
                emit(&case(
                    &format!("case {}", i + 1),
                    &game,
                    piles,
                    "colours (misère Nim: whoever eats the last M&M loses):",
                    misere::verdict(game.outcome(piles).mover_wins),
                    "Bouton's misère rule: the nim-sum decides unless no colour has more than \
                     one M&M, then their parity (grundy::misere)",
                ));
            }
        }
        "pe459" => {
            let input = flipping_game::JudgeInput::read(src);
            emit(&flipping(input.n));
        }
        "nim_product_64" => {
            let input = nim_product::JudgeInput::read(src);
            for (i, &(a, b)) in input.pairs.iter().enumerate() {
                let mut text = format!("case {}: {a} ⊗ {b} = {}\n", i + 1, nim_mul(a, b));
                for line in super::nim_product::lines(a, b) {
                    text.push_str(&line);
                    text.push('\n');
                }
                text.push_str(
                    "  why: F ⊗ x = F·x for x < F and F ⊗ F = F ⊕ F/2, so three half-size \
                     products decide a ⊗ b (grundy::nimber)\n",
                );
                emit(&text);
            }
        }
        _ => panic!("{id} is not a problem of the suite"),
    }
}

/// POJ 2960's heaps of beads.
const BEADS: Terms = Terms {
    item: "bead",
    items: "beads",
    ..STONES
};

/// HDU 1907's M&Ms of several colours: "eat 3 M&Ms of colour 2".
const MANDMS: Terms = Terms {
    heap: "colour",
    item: "M&M",
    items: "M&Ms",
    verb: "eat",
    from: "of",
};

/// One case: the position, its components, the rule, the verdict, the winning moves and
/// the theorem.
pub fn case<G: Explained>(
    title: &str,
    game: &G,
    pos: &G::Pos,
    heading: &str,
    verdict: &str,
    why: &str,
) -> String {
    let mut s = String::new();
    let shown = game.show(pos).replace('\n', "\n    ");
    let _ = writeln!(s, "{title}: {shown}");
    let _ = writeln!(s, "  {heading}");
    let parts = game.components(pos);
    if parts.is_empty() {
        let _ = writeln!(s, "    (none)");
    }
    for c in &parts {
        match c.detail.as_str() {
            "" => writeln!(s, "    {}: worth {}", c.name, c.value),
            d => writeln!(s, "    {}, {d}: worth {}", c.name, c.value),
        }
        .unwrap();
    }
    let outcome = game.outcome(pos);
    let _ = writeln!(s, "  {}", outcome.rule);
    let side = if outcome.mover_wins { "wins" } else { "loses" };
    let _ = writeln!(s, "  verdict: {verdict} (the player to move {side})");
    s.push_str(&listing(
        game,
        pos,
        &game.winning(pos, CAP),
        outcome.mover_wins,
    ));
    let _ = writeln!(s, "  why: {why}");
    s
}

/// The winning moves of a case: a header with their count and order, then one per line.
fn listing<G: Explained>(game: &G, pos: &G::Pos, list: &Listing<G::Winning>, wins: bool) -> String {
    let lines: Vec<String> = (list.first.iter())
        .map(|w| format!("    {}\n", game.describe(pos, w)))
        .collect();
    let extra = match &list.uncounted {
        Some(note) => format!("  (and {note})\n"),
        None => String::new(),
    };
    let count = game.count_words(list.count);
    moves_text(
        &count,
        list.count,
        lines.len(),
        &game.order(),
        &lines.concat(),
        wins,
    ) + &extra
}

/// `winning moves (N, <order>):` and the lines, or the header for a capped list, or the
/// reason there is none.
fn moves_text(count: &str, n: u128, shown: usize, order: &str, lines: &str, wins: bool) -> String {
    match (n, wins) {
        (0, false) => {
            "  winning moves: none: whatever the player to move does, the other player wins\n"
                .to_string()
        }
        (0, true) => "  winning moves: none that could be counted\n".to_string(),
        _ if shown as u128 == n => format!("  winning moves ({count}, {order}):\n{lines}"),
        _ => format!("  winning moves: {count}; the first {shown}, {order}:\n{lines}"),
    }
}

/// Project Euler 459 for one `N`: the factor games, the board's value, `W(N)` and, for
/// small boards, the winning first moves themselves.
fn flipping(n: usize) -> String {
    let mut s = format!("N = {n}: a {n}×{n} board, every disk white\n");
    if n == 0 {
        s.push_str("  no disk, so no move: W(0) = 0 (the player to move loses)\n");
        return s;
    }
    let (widths, heights) = (tartan::squares_upto(n), tartan::triangular_upto(n));
    let (tw, th) = tartan::run_tally_pair(&widths, &heights, n);
    let count = tartan::winning_moves(&tw, &th);
    let (p1, p2) = (u64::from(tw.prefix[n]), u64::from(th.prefix[n]));
    let _ = writeln!(
        s,
        "  the board is the product of two run games (a white disk is a head): widths {} \
         along a row, heights {} up a column",
        first_few(&widths),
        first_few(&heights)
    );
    let board = (n <= LIST_MAX).then(|| FlipBoard::new(n));
    if let Some(board) = board.as_ref().filter(|_| n <= 16) {
        let (g1, g2, _, _) = board.factors();
        let _ = writeln!(
            s,
            "  g1(x), x from 1 to {n}, one column run game: {}",
            join(g1, " ")
        );
        let _ = writeln!(
            s,
            "  g2(y), y from 1 to {n}, one row run game: {}",
            join(g2, " ")
        );
    }
    if let Some(board) = board.as_ref().filter(|_| n <= DRAW_MAX) {
        let _ = writeln!(s, "  disk values g1(x) ⊗ g2(y), row {n} on top:");
        for y in (1..=n).rev() {
            let row: Vec<String> = (1..=n)
                .map(|x| format!("{:>3}", board.disk(x, y)))
                .collect();
            let _ = writeln!(s, "   {}", row.concat());
        }
    }
    let v = nim_mul(p1, p2);
    let _ = writeln!(
        s,
        "  board value: P1({n}) ⊗ P2({n}) = {p1} ⊗ {p2} = {v} (the XOR of every disk's value, \
         P the prefix XORs of g1 and g2)"
    );
    let side = if v != 0 { "wins" } else { "loses" };
    let _ = writeln!(s, "  verdict: W({n}) = {count} (the player to move {side})");
    let order = "by the corner's column, then width, then the corner's row, then height";
    match board {
        Some(board) => {
            let found = board.winning(CAP);
            assert_eq!(found.count, count, "the listing agrees with the solver");
            let mut lines = String::new();
            for f in &found.first {
                let _ = writeln!(lines, "    {}", describe_flip(f));
                if n <= DRAW_MAX {
                    for row in board.draw(f) {
                        let _ = writeln!(lines, "      {row}");
                    }
                }
            }
            let shown = found.first.len();
            s.push_str(&moves_text(
                &count.to_string(),
                count,
                shown,
                order,
                &lines,
                v != 0,
            ));
        }
        None => {
            let _ = writeln!(
                s,
                "  winning moves: {count} (listed for N up to {LIST_MAX} only)"
            );
        }
    }
    s.push_str(
        "  why: the Tartan theorem: a disk (x, y) is worth g1(x) ⊗ g2(y), and a move wins iff \
         it flips a rectangle worth the board's value (grundy::tartan, grundy::flipping_game)\n",
    );
    s
}

/// `1, 4, 9, …, 961` (the first three and the last).
fn first_few(v: &[usize]) -> String {
    match v {
        [a, b, c, _, .., last] => format!("{a}, {b}, {c}, …, {last}"),
        _ => join(v, ", "),
    }
}
