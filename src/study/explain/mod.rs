//! `explain <id> [position] < judge-input`: reads a problem's judge input (with the
//! problem module's own reader, so bad input gets the solver's error line), or one
//! position given on the command line (checked word by word, so a bad word is named as
//! typed), and shows the reasoning behind the answer as a textbook does: first the game
//! and the theorems that decide it, by name; then, case by case ([`teach`]), the
//! components with their Grundy values and why each is worth its value (the definition,
//! applied), their nim-sum in binary columns, the misère rule where it applies, the
//! verdict in the judge's words, the winning moves in the game's own terms (all of them,
//! or their exact count and the first [`CAP`] in a stated order) each with why it wins,
//! or, in a lost position, why no move wins, shown on one move; and where to go next
//! from this very position ([`next`]).
//!
//! Every case is first a [`Lesson`], data whose numbers are fields ([`lesson`]), made by
//! [`cases`] and [`teach`], and only then text, written in one place ([`render`](mod@render)).
//!
//! The solvers are not touched: this module calls their public functions and the study
//! games ([`super`]) for the moves. Cases are separated by one blank line, after the title
//! lines naming the problem, its game and theorems. A judge input of more than [`SHOWN`]
//! cases shows the first [`SHOWN`] and their total (`--all` shows every one).

pub mod cases;
pub mod guide;
pub mod lesson;
pub mod next;
pub mod render;
pub mod teach;

use crate::input::{Input, quote};
use crate::output::Output;
use crate::study::game::CAP;
use crate::tools::cli;
use crate::tools::problems::{PROBLEMS, find};
use cases::{Cases, Sink, names};
use guide::guide;
use lesson::{Lesson, Line};
use render::{Style, render};
use std::io::Write;

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

Reads a problem's judge input (or one position given on the command line) and names the
game and the theorems that decide it; then shows, for each case, why the answer is what it
is: the components with their Grundy values and why each is worth its value, their
nim-sum in binary columns added without carry (or the misère rule), the verdict, every
winning move in the game's own terms (or their count and the first {CAP} in a stated
order) each with why it wins, or why no move wins, shown on one move; then the `play`
command that starts from the position and the `sg_table` command whose table holds its
values.

options:
  --star    write values as nimbers, *n (a sum *3 + *5 = *6, a product *2 × *3 = *1)
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
    let cases = if position.is_empty() {
        Cases::read(id, &mut Input::from_stdin())
    } else {
        Cases::from_words(id, position)
            .unwrap_or_else(|e| cli::usage_error(&format!("{e} (see `explain {id} --help`)")))
    };
    let mut out = Output::stdout();
    let _ = writeln!(out, "{} {} ({})", problem.judge, problem.name, problem.id);
    let preamble = Lesson {
        lines: vec![Line::Names(names(id))],
    };
    let _ = write!(out, "{}", render(&preamble, style));
    let limit = if all { usize::MAX } else { SHOWN };
    let mut emit = |lesson: Lesson| {
        let _ = write!(out, "\n{}", render(&lesson, style));
    };
    let mut sink = Sink::new(limit, &mut emit);
    cases.teach(&mut sink);
    let total = sink.total();
    if total > limit {
        let _ = write!(
            out,
            "\n({total} cases in all; the first {limit} are shown: `--all` shows every one)\n"
        );
    }
    let _ = out.flush();
    0
}
