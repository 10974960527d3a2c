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
pub mod derive;
pub mod guide;
pub mod input_words;
pub mod lesson;
pub mod next;
pub mod problem_words;
pub mod render;
pub mod style;
pub mod teach;

use crate::i18n::Lang;
use crate::input::quote;
use crate::msg;
use crate::output::Output;
use crate::runtime::cli;
use crate::study::game::CAP;
use crate::tools::problems::{PROBLEMS, find};
use cases::{Cases, Sink, names};
use guide::guide;
use lesson::{Lesson, Line};
use render::{Style, render};
use std::io::Write;

/// How many cases a large judge input shows in full without `--all`.
pub const SHOWN: usize = 50;

/// The text of `explain --help`, in `lang`.
pub fn help(lang: Lang) -> String {
    let ids: Vec<String> = (PROBLEMS.iter())
        .map(|p| {
            let g = guide(p.id);
            let input = msg!("explain-help-input", input = &g.input).render(lang);
            let position = msg!(
                "explain-help-position",
                position = g.position,
                example = format!("explain {} {}", p.id, g.position_example)
            )
            .render(lang);
            format!(
                "  {:<16}{}\n  {:<16}{input}\n  {:<16}{position}",
                p.id,
                title(p).render(lang),
                "",
                ""
            )
        })
        .collect();
    let text = msg!(
        "explain-help",
        cap = CAP,
        listed = crate::study::game::MEX_LISTED,
        most = crate::study::game::MEX_LISTED + render::FOLD_SLACK,
        shown = SHOWN,
        problems = ids.join("\n")
    );
    crate::runtime::wrap::help(&(text.render(lang) + "\n"))
}

/// A problem's judge and title, the title as the judge writes it (in Chinese between
/// 《》, as a Chinese text quotes a title).
fn title(p: &crate::tools::problems::Problem) -> crate::i18n::Text {
    msg!("problem-title", judge = p.judge, name = p.name)
}

/// The text of `explain <id> --help` in `lang`: the problem's judge input format with an
/// example, and its command-line position.
pub fn problem_help(id: &str, lang: Lang) -> String {
    let p = find(id).expect("a problem of the suite");
    let g = guide(id);
    let example = g.example.replace('\n', "\n    ");
    let pos_input = g
        .input_of(&g.position_example.split(' ').collect::<Vec<_>>())
        .replace('\n', "\n    ");
    let text = msg!(
        "explain-problem-help",
        title = msg!("problem-title-id", title = title(p), id = id),
        input = &g.input,
        // A placeable at the start of a line loses its indentation in Fluent: it is here.
        example = format!("    {}", example.trim_end()),
        position = format!("explain {id} {}", g.position),
        position_example = format!("explain {id} {}", g.position_example),
        stands_for = format!("    {}", pos_input.trim_end())
    );
    crate::runtime::wrap::help(&(text.render(lang) + "\n"))
}

/// Runs `explain` with command-line `args` (without the program name) on standard input
/// or the position given, under the suite's contract ([`crate::runtime::cli`]), in the
/// language `--lang` or the environment chooses ([`cli::lang_and_text_args`]); returns the
/// exit status.
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let (lang, args) = cli::lang_and_text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let usage = |text: crate::i18n::Text| -> ! { cli::usage_error(&text.render(lang)) };
    let help_asked = args.iter().any(|a| a == "--help" || a == "-h");
    let mut style = Style {
        lang,
        ..Style::default()
    };
    let mut all = false;
    let mut words: Vec<&str> = Vec::new();
    for a in &args {
        match a.as_str() {
            "--star" => style.star = true,
            "--all" => all = true,
            "--full" => style.full = true,
            "--help" | "-h" => {}
            _ if a.starts_with("--") => usage(msg!("explain-unknown-option", option = quote(a))),
            _ => words.push(a),
        }
    }
    let Some((&id, position)) = words.split_first() else {
        if help_asked {
            cli::print(&help(lang));
            return 0;
        }
        usage(msg!("explain-name-a-problem"))
    };
    let Some(problem) = find(id) else {
        let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        usage(msg!(
            "explain-unknown-problem",
            id = quote(id),
            problems = ids.join(", ")
        ))
    };
    if help_asked {
        cli::print(&problem_help(id, lang));
        return 0;
    }
    let cases = if position.is_empty() {
        // A judge input's error is the solver's own line, told in the reader's language.
        let bad = |e: String| -> ! {
            cli::print_error(&input_words::judge_error(&e).render(lang));
            std::process::exit(crate::input::EXIT_BAD_INPUT)
        };
        let text = crate::input::stdin_text().unwrap_or_else(|e| bad(e));
        // The reader's panics on a bad token come back as errors: only a bug is shown.
        std::panic::set_hook(Box::new(|info| {
            let payload = info.payload();
            let message = (payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            if crate::input::describe_read_panic(&message, 0).is_none()
                && payload.downcast_ref::<crate::input::BadInput>().is_none()
            {
                eprintln!("internal error: {message}");
            }
        }));
        input_words::read_judge_input(id, &text).unwrap_or_else(|e| bad(e))
    } else {
        Cases::from_words(id, position)
            .unwrap_or_else(|e| usage(msg!("explain-position-error", error = e, id = id)))
    };
    let mut out = Output::stdout();
    let _ = writeln!(
        out,
        "{}",
        msg!("problem-title-id", title = title(problem), id = problem.id).render(style.lang)
    );
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
        let more = msg!("explain-more-cases", total = total, limit = limit).render(lang);
        let _ = write!(out, "\n{more}\n");
    }
    let _ = out.flush();
    0
}
