//! `explain <id> [position] < judge-input`: reads a problem's judge input (with the
//! problem module's own reader, so bad input gets the solver's error line), or one
//! position given on the command line, and, case by case, shows the reasoning behind the
//! answer as a textbook does ([`teach`]): the components with their Grundy values, their
//! nim-sum in binary columns, the misère rule where it applies, the verdict in the
//! judge's words, the winning moves in the game's own terms (all of them, or their exact
//! count and the first [`CAP`] in a stated order), each with why it wins, and the theorem
//! that makes it right; then where to go next ([`guide`](mod@guide)).
//!
//! The solvers are not touched: this module calls their public functions and the study
//! games ([`super`]) for the moves. Cases are separated by one blank line, after a title
//! line naming the problem. A judge input of more than [`SHOWN`] cases shows the first
//! [`SHOWN`] and their total (`--all` shows every one).

pub mod guide;
pub mod teach;

use super::corners::TurningCorners;
use super::cutting::{Cutting, Sheets};
use super::flipping::{DRAW_MAX, FlipBoard, LIST_MAX, describe as describe_flip};
use super::game::{CAP, Explained, join};
use super::heaps::{Heaps, STONES, Terms};
use super::mock_turtles::MockTurtles;
use super::prefix_free::{PrefixFree, StringSet};
use super::staircase::Staircase;
use crate::input::{Input, quote};
use crate::nimber::nim_mul;
use crate::output::Output;
use crate::tools::cli;
use crate::tools::problems::{PROBLEMS, find};
use crate::{
    cutting, fibonacci_game, flipping_game, misere, mock_turtles, nim_product, prefix_free, snim,
    staircase, tartan, turning_corners,
};
use guide::{guide, next_steps};
use std::fmt::Write as _;
use std::io::Write;
use teach::{Style, case, first_few, moves_text};

/// How many cases a large judge input shows in full without `--all`.
pub const SHOWN: usize = 50;

/// The text of `explain --help`.
pub fn help() -> String {
    let ids: Vec<String> = (PROBLEMS.iter())
        .map(|p| {
            let g = guide(p.id);
            format!(
                "  {:<16}{} {}\n  {:<16}input: {}\n  {:<16}position: {}, e.g. `explain {} {}`",
                p.id, p.judge, p.name, "", g.input, "", g.position, p.id, g.position_example
            )
        })
        .collect();
    format!(
        "usage: explain [--star] [--all] <id> < judge-input
       explain [--star] <id> <position>
       explain <id> --help        (the problem's judge input, with an example)

Reads a problem's judge input (or one position given on the command line) and shows, for
each case, why the answer is what it is: the components and their Grundy values, their
nim-sum in binary columns added without carry (or the misère rule), the verdict, every
winning move in the game's own terms (or their count and the first {CAP} in a stated
order) each with why it wins, and the theorem that makes it right; then the `play` game
and the `sg_table` table of the same problem.

options:
  --star    write values as nimbers, *n (a sum *3 + *5 = *6)
  --all     show every case of a judge input of more than {SHOWN} cases (without it: the
            first {SHOWN} and their number)

problems:
{}
",
        ids.join("\n")
    )
}

/// The text of `explain <id> --help`: the problem's judge input format with an example,
/// and its command-line position.
pub fn problem_help(id: &str) -> String {
    let p = find(id).expect("a problem of the suite");
    let g = guide(id);
    let example = g.example.replace('\n', "\n    ");
    let pos_input = g
        .input_of(&g.position_example.split(' ').collect::<Vec<_>>())
        .expect("the example is a position")
        .replace('\n', "\n    ");
    format!(
        "{} {} ({id})

judge input (standard input): {}, e.g.
    {}
position on the command line: explain {id} {}, e.g. `explain {id} {}`, which stands for
the judge input
    {}
",
        p.judge,
        p.name,
        g.input,
        example.trim_end(),
        g.position,
        g.position_example,
        pos_input.trim_end()
    )
}

/// The cases of an explanation as they are handed out: every case is counted, the first
/// `limit` are passed to the writer.
pub struct Cases<'a> {
    emit: &'a mut dyn FnMut(&str),
    limit: usize,
    total: usize,
}

impl<'a> Cases<'a> {
    /// Cases passed to `emit`, at most `limit` of them.
    pub fn new(limit: usize, emit: &'a mut dyn FnMut(&str)) -> Self {
        Cases {
            emit,
            limit,
            total: 0,
        }
    }

    /// Counts one case; whether it is past the limit (then it is not to be explained).
    fn skip(&mut self) -> bool {
        self.total += 1;
        self.total > self.limit
    }

    /// Hands out one case's text.
    fn emit(&mut self, text: &str) {
        (self.emit)(text);
    }

    /// How many cases were counted.
    pub fn total(&self) -> usize {
        self.total
    }
}

/// Runs `explain` with command-line `args` (without the program name) on standard input
/// or the position given, under the suite's contract ([`crate::tools::cli`]); returns
/// the exit status.
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let args = cli::text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let help_asked = args.iter().any(|a| a == "--help" || a == "-h");
    let mut style = Style::default();
    let mut all = false;
    let mut words: Vec<&str> = Vec::new();
    for a in &args {
        match a.as_str() {
            "--star" => style.star = true,
            "--all" => all = true,
            "--help" | "-h" => {}
            _ if a.starts_with("--") => cli::usage_error(&format!(
                "unknown option {} (the options: --star, --all, --help)",
                quote(a)
            )),
            _ => words.push(a),
        }
    }
    let Some((&id, position)) = words.split_first() else {
        if help_asked {
            cli::print(&help());
            return 0;
        }
        cli::usage_error("name a problem: explain <id> < judge-input (see --help)")
    };
    let Some(problem) = find(id) else {
        let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        cli::usage_error(&format!(
            "unknown problem {}; the problems are {}",
            quote(id),
            ids.join(", ")
        ))
    };
    if help_asked {
        cli::print(&problem_help(id));
        return 0;
    }
    let mut src = if position.is_empty() {
        Input::from_stdin()
    } else {
        match guide(id).input_of(position) {
            // Read as standard input is (the same checks and the bad-input hook), so that a
            // bad word gets the reader's error line, not a panic.
            Ok(text) => Input::from_stdin_bytes(text.into_bytes()),
            Err(e) => cli::usage_error(&format!("{e} (see `explain {id} --help`)")),
        }
    };
    let mut out = Output::stdout();
    let _ = writeln!(out, "{} {} ({})", problem.judge, problem.name, problem.id);
    let limit = if all { usize::MAX } else { SHOWN };
    let mut emit = |case: &str| {
        let _ = write!(out, "\n{case}");
    };
    let mut cases = Cases::new(limit, &mut emit);
    explain(id, &mut src, style, &mut cases);
    let total = cases.total();
    if total > limit {
        let _ = write!(
            out,
            "\n({total} cases in all; the first {limit} are shown: `--all` shows every one)\n"
        );
    }
    let _ = write!(out, "\n{}", next_steps(id));
    let _ = out.flush();
    0
}

/// Reads problem `id`'s judge input from `src` (the problem module's reader: bad input
/// ends the program with the solver's error line) and hands each case's explanation to
/// `out`, in order, once the whole input has been read and checked; values written in
/// `style`.
///
/// # Panics
/// If `id` is not a problem of [`PROBLEMS`].
pub fn explain(id: &str, src: &mut Input, style: Style, out: &mut Cases) {
    match id {
        "poj1704" => {
            let input = staircase::JudgeInput::read(src);
            for (i, cells) in input.cases.iter().enumerate() {
                if out.skip() {
                    continue;
                }
                let mut cells = cells.clone();
                cells.sort_unstable();
                let s = Staircase;
                out.emit(&case(
                    &format!("case {}", i + 1),
                    &s,
                    &cells,
                    "pairs from the right (the gap inside each pair is a Nim heap):",
                    staircase::verdict(s.outcome(&cells).mover_wins),
                    "Bouton's theorem on the gaps inside the pairs; a move of a pair's left \
                     chessman only widens the pair's gap and can be undone at once",
                    style,
                ));
            }
        }
        "poj2311" => {
            let input = cutting::JudgeInput::read(src);
            let game = Cutting::new(input.max_side());
            for (i, &(w, h)) in input.sheets.iter().enumerate() {
                if out.skip() {
                    continue;
                }
                let sheets = Sheets::new(&[(w as u32, h as u32)]);
                out.emit(&case(
                    &format!("line {}", i + 1),
                    &game,
                    &sheets,
                    "pieces with both sides at least 2 (a cut leaving a 1×k strip loses at \
                     once, so only cuts keeping both sides ≥ 2 count):",
                    cutting::verdict(game.outcome(&sheets).mover_wins),
                    "a 1×k strip wins at once for the player to move; without strips, the \
                     Sprague–Grundy theorem on the game of safe cuts",
                    style,
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
                if c.positions.is_empty() && !out.skip() {
                    out.emit(&format!(
                        "case {} (S = {{{}}}): no position to judge (the judge's line is empty)\n",
                        i + 1,
                        join(&c.set, ", ")
                    ));
                }
                for (j, heaps) in c.positions.iter().enumerate() {
                    if out.skip() {
                        continue;
                    }
                    out.emit(&case(
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
                         values",
                        style,
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
            out.emit(&case(
                "the set",
                &PrefixFree,
                &set,
                "free subtrees (where new strings can go), each worth lowbit(height):",
                prefix_free::verdict(PrefixFree.outcome(&set).mover_wins),
                "the game is the sum of the free subtrees, and a free complete binary tree of \
                 height h is worth lowbit(h)",
                style,
            ));
        }
        "hdu3537" => {
            let input = mock_turtles::JudgeInput::read(src);
            for (i, places) in input.cases.iter().enumerate() {
                if out.skip() {
                    continue;
                }
                let mut heads = places.clone();
                heads.sort_unstable();
                heads.dedup();
                out.emit(&case(
                    &format!("case {}", i + 1),
                    &MockTurtles,
                    &heads,
                    "heads (a place listed twice is one head), each worth the odious number \
                     2x or 2x + 1:",
                    mock_turtles::verdict(MockTurtles.outcome(&heads).mover_wins),
                    "the coin-turning sum rule, and a head at x is worth the x-th odious number",
                    style,
                ));
            }
        }
        "hdu3404" => {
            let input = turning_corners::JudgeInput::read(src);
            for (i, lights) in input.cases.iter().enumerate() {
                if out.skip() {
                    continue;
                }
                out.emit(&case(
                    &format!("case {}", i + 1),
                    &TurningCorners,
                    lights,
                    "lights as listed (a light listed twice is switched off again), each \
                     worth x ⊗ y:",
                    turning_corners::verdict(TurningCorners.outcome(lights).mover_wins),
                    "the coin-turning sum rule, and a light at (x, y) is worth the nim product \
                     x ⊗ y",
                    style,
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
                if out.skip() {
                    continue;
                }
                let piles: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
                out.emit(&case(
                    &format!("line {}", i + 1),
                    &game,
                    &piles,
                    "piles, each a subtraction game with the Fibonacci numbers, worth g(h):",
                    fibonacci_game::verdict(game.outcome(&piles).mover_wins),
                    "the Sprague–Grundy theorem on three subtraction games",
                    style,
                ));
            }
        }
        "hdu1907" => {
            let input = misere::JudgeInput::read(src);
            let game = Heaps::misere(MANDMS);
            for (i, piles) in input.cases.iter().enumerate() {
                if out.skip() {
                    continue;
                }
                out.emit(&case(
                    &format!("case {}", i + 1),
                    &game,
                    piles,
                    "colours (misère Nim: whoever eats the last M&M loses):",
                    misere::verdict(game.outcome(piles).mover_wins),
                    "Bouton's theorem for misère Nim: while some colour holds two or more \
                     M&Ms, the nim-sum of the normal-play values decides and the winner plays \
                     as in normal play, except at the move that would leave only colours of 0 \
                     and 1 M&Ms, where it leaves an odd number of colours of one; once no \
                     colour holds more than one, their parity decides",
                    style,
                ));
            }
        }
        "pe459" => {
            let input = flipping_game::JudgeInput::read(src);
            out.emit(&flipping(input.n));
        }
        "nim_product_64" => {
            let input = nim_product::JudgeInput::read(src);
            for (i, &(a, b)) in input.pairs.iter().enumerate() {
                if out.skip() {
                    continue;
                }
                let mut text = format!("case {}: {a} ⊗ {b} = {}\n", i + 1, nim_mul(a, b));
                for line in super::nim_product::lines(a, b) {
                    text.push_str(&line);
                    text.push('\n');
                }
                text.push_str(
                    "  why: the Fermat 2-power recursion of the nimber product: F ⊗ x = F·x \
                     for x < F and F ⊗ F = F ⊕ F/2, so three half-size products decide a ⊗ b\n",
                );
                out.emit(&text);
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
            "  g1(x), x from 1 to {n}, the widths' run game (x the column, along a row): {}",
            join(g1, " ")
        );
        let _ = writeln!(
            s,
            "  g2(y), y from 1 to {n}, the heights' run game (y the row, up a column): {}",
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
                let (a, b) = board.worth(f);
                let _ = writeln!(
                    lines,
                    "      why: its disks are worth (g1 over its columns) ⊗ (g2 over its \
                     rows) = {a} ⊗ {b} = {}, the board's value, so flipping them leaves \
                     {v} ⊕ {} = 0",
                    nim_mul(a, b),
                    nim_mul(a, b)
                );
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
         it flips a rectangle worth the board's value\n",
    );
    s
}
