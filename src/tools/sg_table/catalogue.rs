//! The games `sg_table` knows, as data: one [`Spec`] per game in [`GAMES`], from which the
//! help text, the argument parsing and the rendering all derive. Adding a game is adding a
//! row (and, for a new kind of claim or period, a variant).

use super::{SET_LARGEST, SET_SIZE};
use crate::coins::{Rule, Rule2};
use crate::input::quote;
use crate::takebreak::OctalGame;
use crate::tools::cli::parse_number;

/// The three kinds of table, each with its own sizes and numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Family {
    /// One-dimensional coin games: a column of one value per coin.
    Coins,
    /// Two-dimensional coin games: a grid of one value per cell.
    Board,
    /// Heap games: a column of one value per heap size.
    Heaps,
}

impl Family {
    /// Every family, in the help's order.
    pub(super) const ALL: [Family; 3] = [Family::Coins, Family::Board, Family::Heaps];

    /// The help's heading of the family, without its defaults.
    fn heading(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Family::Coins => (
                "one-dimensional coin games",
                "number of coins",
                "--upto N: through coin N",
            ),
            Family::Board => (
                "two-dimensional coin games",
                "ROWS COLS",
                "cells from 0, products' as their factors'",
            ),
            Family::Heaps => (
                "heap games",
                "number of heaps from 0",
                "--upto N: heaps 0 to N",
            ),
        }
    }

    /// What one entry of the table is, in messages ("the first coin").
    pub(super) fn entry(self) -> &'static str {
        match self {
            Family::Coins => "coin",
            Family::Board => "cell",
            Family::Heaps => "heap",
        }
    }
}

/// A heap game of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum HeapGame {
    /// A take-and-break game given by its octal code.
    Octal(OctalGame),
    /// Grundy's game: split a heap into two unequal non-empty heaps.
    Grundy,
}

/// A game built from its parameters, ready to be tabulated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Game {
    /// A one-dimensional coin game.
    Coins(Rule),
    /// A two-dimensional coin game.
    Board(Rule2),
    /// The cutting game's pieces of paper (POJ 2311), a board of `W × H` pieces.
    Cutting,
    /// A heap game.
    Heaps(HeapGame),
}

/// What a one-dimensional game's values are compared with when its rule has no closed
/// form (a rule with one, [`Rule::closed_form`], is always compared with it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Claim {
    /// Nothing: the values are shown alone.
    Nothing,
    /// The subtraction game of the rule's set on a heap of `x`.
    SubtractionHeap,
    /// The prefix-XOR recurrence of [`crate::tartan::run_values`] (coins numbered from 1).
    RunRecurrence,
    /// Grundy's game on a heap of `x`.
    GrundysGame,
}

/// How `--period` is answered for a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Period {
    /// Found on the heap game's table, long enough to prove it ([`Rule::periodicity`]).
    Subtraction,
    /// Certified by the octal periodicity theorem ([`OctalGame::periodicity`]).
    Octal,
    /// Grundy's game: no period is known, and the report says so.
    NoneKnown,
}

/// Builds a game from its parameters as typed: the game and the title its table shows.
pub(super) type Build = fn(name: &str, params: &[&str]) -> Result<(Game, String), String>;

/// One game of the catalogue.
#[derive(Debug)]
pub(super) struct Spec {
    /// Its name on the command line.
    pub name: &'static str,
    /// Its parameters as the help names them (`K`, `S`, `A B`, `CODE`).
    pub params: &'static [&'static str],
    /// Its lines in the help.
    pub summary: &'static [&'static str],
    /// Its rule, in the first line of its table.
    pub rule: &'static str,
    /// Which kind of table it has.
    pub family: Family,
    /// Its size when none is given: one number, or ROWS COLS for a board.
    pub default: &'static [usize],
    /// The largest number of coins or heaps, or of rows and of columns, it is shown for:
    /// brute force costs grow as a power of it (exponentially for `block`).
    pub max: usize,
    /// For a board, the largest number of cells, if smaller than `max * max`.
    pub max_cells: Option<usize>,
    /// What a one-dimensional game is compared with when it has no closed form.
    pub claim: Claim,
    /// How `--period` is answered, if it applies.
    pub period: Option<Period>,
    /// Makes the game from its parameters.
    pub build: Build,
}

/// A game without parameters, titled by its name.
fn plain(name: &str, game: Game) -> Result<(Game, String), String> {
    Ok((game, name.to_string()))
}

/// A comma-separated set of positive integers, each at most [`SET_LARGEST`], at most
/// [`SET_SIZE`] of them.
fn parse_set(text: &str) -> Result<Vec<usize>, String> {
    if text.split(',').any(str::is_empty) {
        return Err(format!("set {} has an empty element", quote(text)));
    }
    if text.split(',').nth(SET_SIZE).is_some() {
        return Err(format!(
            "set {} has more than {SET_SIZE} elements",
            quote(text)
        ));
    }
    let what = format!("set {}:", quote(text));
    text.split(',')
        .map(|t| parse_number(t, &what, 1..=SET_LARGEST, "").map(|v| v as usize))
        .collect()
}

/// A one-dimensional game whose parameter is a set, titled by its name and the set as
/// typed.
fn with_set(
    name: &str,
    text: &str,
    make: fn(Vec<usize>) -> Rule,
) -> Result<(Game, String), String> {
    let rule = Rule::with_set(make, &parse_set(text)?)
        .map_err(|e| format!("bad set {}: {e}", quote(text)))?;
    Ok((Game::Coins(rule), format!("{name} {text}")))
}

/// A factor of a product: `name` or `name:param`, a one-dimensional game of [`GAMES`].
fn factor(text: &str) -> Result<Rule, String> {
    let (name, param) = match text.split_once(':') {
        Some((n, p)) => (n, Some(p)),
        None => (text, None),
    };
    let spec = find(name)
        .filter(|s| s.family == Family::Coins)
        .ok_or_else(|| {
            format!(
                "unknown one-dimensional game {} in a product (see --help)",
                quote(name)
            )
        })?;
    let params: Vec<&str> = param.into_iter().collect();
    match (spec.params.len(), params.len()) {
        (1, 0) => Err(format!(
            "game `{}` needs a parameter (see --help)",
            spec.name
        )),
        (0, 1) => Err(format!(
            "game `{}` takes no parameter, so no `:` (see --help)",
            spec.name
        )),
        _ => match (spec.build)(spec.name, &params)?.0 {
            Game::Coins(rule) => Ok(rule),
            _ => unreachable!("a one-dimensional game builds a coin rule"),
        },
    }
}

/// Every game, in the help's order within each [`Family`].
pub(super) const GAMES: &[Spec] = &[
    Spec {
        name: "one",
        params: &[],
        summary: &["turn one coin"],
        rule: "turn one coin",
        family: Family::Coins,
        default: &[32],
        max: 100_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Coins(Rule::OneCoin)),
    },
    Spec {
        name: "nim",
        params: &[],
        summary: &["turn one or two coins: Nim, a head at x is a heap of x"],
        rule: "turn one or two coins (Nim)",
        family: Family::Coins,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Coins(Rule::OneOrTwo)),
    },
    Spec {
        name: "consecutive",
        params: &["K"],
        summary: &["turn exactly K consecutive coins"],
        rule: "turn exactly K consecutive coins",
        family: Family::Coins,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, params| {
            let k = parse_number(params[0], "K", 1..=10_000, "")?;
            Ok((
                Game::Coins(Rule::Consecutive(k as usize)),
                format!("{name} {k}"),
            ))
        },
    },
    Spec {
        name: "subtraction",
        params: &["S"],
        summary: &["turn x and one of x-s (s in S, e.g. 1,2,3), or x alone if x is in S"],
        rule: "turn x and one of x-s (s in S), or x alone if x is in S",
        family: Family::Coins,
        default: &[32],
        max: 100_000,
        max_cells: None,
        claim: Claim::SubtractionHeap,
        period: Some(Period::Subtraction),
        build: |name, params| with_set(name, params[0], Rule::Subtraction),
    },
    Spec {
        name: "twins",
        params: &["S"],
        summary: &["turn exactly two coins, x and x-s with s in S"],
        rule: "turn two coins, x and x-s with s in S",
        family: Family::Coins,
        default: &[32],
        max: 100_000,
        max_cells: None,
        claim: Claim::SubtractionHeap,
        period: Some(Period::Subtraction),
        build: |name, params| with_set(name, params[0], Rule::Twins),
    },
    Spec {
        name: "mock-turtles",
        params: &[],
        summary: &["turn one, two or three coins"],
        rule: "turn one, two or three coins",
        family: Family::Coins,
        default: &[32],
        max: 600,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Coins(Rule::MockTurtles)),
    },
    Spec {
        name: "ruler",
        params: &[],
        summary: &["turn any run of consecutive coins"],
        rule: "turn any run of consecutive coins",
        family: Family::Coins,
        default: &[32],
        max: 1024,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Coins(Rule::Ruler)),
    },
    Spec {
        name: "runs",
        params: &["L"],
        summary: &["turn a run of consecutive coins whose length is in L"],
        rule: "turn a run of consecutive coins with length in L",
        family: Family::Coins,
        default: &[32],
        max: 1024,
        max_cells: None,
        claim: Claim::RunRecurrence,
        period: None,
        build: |name, params| with_set(name, params[0], Rule::Runs),
    },
    Spec {
        name: "two",
        params: &[],
        summary: &["turn exactly two coins (one factor of Turning Corners)"],
        rule: "turn exactly two coins",
        family: Family::Coins,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Coins(Rule::ExactlyTwo)),
    },
    Spec {
        name: "grunt",
        params: &[],
        summary: &["turn four symmetric coins 0, a, x-a, x: Grundy's game"],
        rule: "turn four symmetric coins 0, a, x-a, x (0 < a < x-a)",
        family: Family::Coins,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::GrundysGame,
        period: Some(Period::NoneKnown),
        build: |name, _| plain(name, Game::Coins(Rule::Grunt)),
    },
    Spec {
        name: "block",
        params: &[],
        summary: &["turn an edge-connected set of coins inside [0,x] x [0,y]"],
        rule: "turn an edge-connected set of coins inside [0,x] x [0,y] containing (x,y)",
        family: Family::Board,
        // Its moves grow exponentially: the default is the classic notes' 5 x 5 table.
        default: &[5, 5],
        max: 30,
        max_cells: Some(30),
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Board(Rule2::Block)),
    },
    Spec {
        name: "corners",
        params: &[],
        summary: &["turn the four corners of a rectangle: Turning Corners"],
        rule: "turn the corners (a,b), (a,y), (x,b), (x,y) with a < x, b < y",
        family: Family::Board,
        default: &[8, 8],
        max: 64,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Board(Rule2::Corners)),
    },
    Spec {
        name: "rugs",
        params: &[],
        summary: &["turn every coin of a rectangle"],
        rule: "turn every coin of a rectangle [a,x] x [b,y]",
        family: Family::Board,
        default: &[8, 8],
        max: 32,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Board(Rule2::Rugs)),
    },
    Spec {
        name: "product",
        params: &["A", "B"],
        summary: &[
            "the product of two one-dimensional games (Tartan), A and B",
            "written like ruler, consecutive:3 or subtraction:1,2,3",
        ],
        rule: "a move of the first game at x times a move of the second at y",
        family: Family::Board,
        default: &[8, 8],
        max: 16,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, params| {
            let rule = Rule2::Product(factor(params[0])?, factor(params[1])?);
            let title = format!("{name} {} x {}", params[0], params[1]);
            Ok((Game::Board(rule), title))
        },
    },
    Spec {
        name: "cutting",
        params: &[],
        summary: &["the cutting game (POJ 2311): a piece W x H at row W, column H"],
        rule: "cut a piece of paper along a grid line in two; whoever cuts out a 1x1 piece wins",
        family: Family::Board,
        default: &[8, 8],
        max: 200,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, _| plain(name, Game::Cutting),
    },
    Spec {
        name: "octal",
        params: &["CODE"],
        summary: &["take-and-break game 0.d1d2... (e.g. 0.77 Kayles, 0.07 Dawson's Kayles)"],
        rule: "take-and-break game",
        family: Family::Heaps,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: Some(Period::Octal),
        build: |name, params| {
            let code = params[0];
            // The parser's messages show the code as typed: quote it on one line.
            let game = OctalGame::parse(code)
                .map_err(|e| e.replacen(&format!("`{code}`"), &quote(code), 1))?;
            let title = format!("{name} {}", game.code());
            Ok((Game::Heaps(HeapGame::Octal(game)), title))
        },
    },
    Spec {
        name: "grundy",
        params: &[],
        summary: &["Grundy's game: split a heap into two unequal heaps"],
        rule: "split a heap into two unequal non-empty heaps",
        family: Family::Heaps,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: Some(Period::NoneKnown),
        build: |name, _| plain(name, Game::Heaps(HeapGame::Grundy)),
    },
];

/// The game named `name`.
pub(super) fn find(name: &str) -> Option<&'static Spec> {
    GAMES.iter().find(|s| s.name == name)
}

/// The games `--period` applies to, as a list in words: `a, b and c`.
pub(super) fn period_games() -> String {
    let names: Vec<&str> = GAMES
        .iter()
        .filter(|s| s.period.is_some())
        .map(|s| s.name)
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// Width of the help's first column, and of its lines.
const COLUMN: usize = 22;
const WIDTH: usize = 90;

/// `text` after a first column holding `label`, wrapped at [`WIDTH`] with the
/// continuation lines indented to the second column.
fn entry(label: &str, text: &str) -> String {
    let mut out = format!("  {label:<w$}", w = COLUMN - 2);
    let mut line_len = out.len();
    let mut first = true;
    for word in text.split(' ') {
        if !first && line_len + 1 + word.len() > WIDTH {
            out.push('\n');
            out.push_str(&" ".repeat(COLUMN));
            line_len = COLUMN;
        } else if !first {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.chars().count();
        first = false;
    }
    out.push('\n');
    out
}

/// The text of `sg_table --help`, from [`GAMES`].
pub(super) fn help() -> String {
    let mut s = String::from(
        "\
usage: sg_table <game> [parameters] [size] [--upto N] [--period] [--from L] [--svg FILE]
       sg_table < requests    (batch mode: no argument, one request per line)

Prints the Grundy values of a game beside its closed form (or the game it is claimed to
equal), flagging every disagreement. One-dimensional games show one value per coin: the
value of the row with that single coin heads up (a row's value is the XOR over its heads).

",
    );
    for family in Family::ALL {
        let games: Vec<&Spec> = GAMES.iter().filter(|g| g.family == family).collect();
        let (title, size, tail) = family.heading();
        let show = |d: &[usize]| d.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
        // The most common default is the family's; the others are named.
        let common = games
            .iter()
            .map(|g| g.default)
            .max_by_key(|&d| games.iter().filter(|g| g.default == d).count())
            .expect("every family has a game");
        let mut defaults = show(common);
        for g in games.iter().filter(|g| g.default != common) {
            defaults.push_str(&format!(", {} {}", g.name, show(g.default)));
        }
        s.push_str(&format!(
            "{title} (size: {size}, default {defaults}; {tail}):\n"
        ));
        for g in games {
            let label = std::iter::once(g.name)
                .chain(g.params.iter().copied())
                .collect::<Vec<_>>()
                .join(" ");
            s.push_str(&format!("  {label:<w$}{}\n", g.summary[0], w = COLUMN - 2));
            for more in &g.summary[1..] {
                s.push_str(&format!("{:COLUMN$}{more}\n", ""));
            }
        }
    }
    s.push_str("\noptions:\n");
    s.push_str(&entry(
        "--period",
        &format!(
            "report (preperiod, period) as CGSuite does; for {}",
            period_games()
        ),
    ));
    s.push_str(&entry(
        "--from L",
        "number the coins (a board's rows and columns) from L (0 or 1) instead of the \
         game's usual way; the closed form is evaluated at those numbers",
    ));
    s.push_str(&entry(
        "--svg FILE",
        &format!(
            "also write the table as a picture (SVG) to FILE: entries coloured by value, the \
             period outlined, each entry's options and their mex on hover (at most {} \
             entries)",
            super::picture::MAX_CELLS
        ),
    ));
    s.push_str(&entry("--help", "this text"));
    s.push_str(
        "
batch mode: with no argument, sg_table reads requests from standard input, one per line,
written as on the command line (e.g. `ruler 16`, `subtraction 1,3,4 --upto 40 --period`);
blank lines and `#` comments are skipped. Every request is checked before any table is
printed (a bad one: `error: line L: ...`, nothing printed); the tables follow in order,
separated by one blank line.
",
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_rows_consistent() {
        for (i, g) in GAMES.iter().enumerate() {
            assert!(GAMES[..i].iter().all(|h| h.name != g.name), "{}", g.name);
            let sizes = if g.family == Family::Board { 2 } else { 1 };
            assert_eq!(g.default.len(), sizes, "{}", g.name);
            assert!(
                g.default.iter().all(|&d| (1..=g.max).contains(&d)),
                "{}",
                g.name
            );
            assert!(
                g.max_cells
                    .is_none_or(|c| g.default.iter().product::<usize>() <= c),
                "{}",
                g.name
            );
            assert!(!g.summary.is_empty(), "{}", g.name);
        }
        // Families come in the help's order, each in one run.
        let families: Vec<Family> = GAMES.iter().map(|g| g.family).collect();
        let mut runs = families.clone();
        runs.dedup();
        assert_eq!(runs, Family::ALL);
    }

    #[test]
    fn every_game_builds_from_sample_parameters() {
        let sample = |p: &str| match p {
            "K" => "3",
            "S" | "L" => "1,2",
            "A" => "ruler",
            "B" => "consecutive:2",
            "CODE" => "0.77",
            _ => panic!("no sample for {p}"),
        };
        for g in GAMES {
            let params: Vec<&str> = g.params.iter().map(|p| sample(p)).collect();
            let (game, title) = (g.build)(g.name, &params).unwrap();
            assert!(title.starts_with(g.name), "{title}");
            let family = match game {
                Game::Coins(_) => Family::Coins,
                Game::Board(_) | Game::Cutting => Family::Board,
                Game::Heaps(_) => Family::Heaps,
            };
            assert_eq!(family, g.family, "{}", g.name);
        }
    }

    #[test]
    fn sets_and_factors_say_what_is_wrong() {
        assert_eq!(parse_set("3,1,2"), Ok(vec![3, 1, 2]));
        for (text, why) in [
            ("1,,3", "set `1,,3` has an empty element"),
            (
                "2,1000001",
                "set `2,1000001`: 1000001 is too large (at most 1000000)",
            ),
            ("2,0", "set `2,0`: 0 is too small (at least 1)"),
            ("1,x", "set `1,x`: `x` is not a whole number"),
        ] {
            assert_eq!(parse_set(text).unwrap_err(), why);
        }
        assert_eq!(factor("consecutive:2"), Ok(Rule::Consecutive(2)));
        assert_eq!(
            factor("ruler:2").unwrap_err(),
            "game `ruler` takes no parameter, so no `:` (see --help)"
        );
        assert_eq!(
            factor("corners").unwrap_err(),
            "unknown one-dimensional game `corners` in a product (see --help)"
        );
    }

    #[test]
    fn octal_errors_quote_the_code_on_one_line() {
        let long = format!("0.{}", "7".repeat(100));
        let e = (find("octal").unwrap().build)("octal", &[&long]).unwrap_err();
        assert_eq!(
            e,
            "octal code `0.777777777777777777…` (102 characters) has more than 64 digits"
        );
        let e = (find("octal").unwrap().build)("octal", &["0.\u{1b}"]).unwrap_err();
        assert!(e.starts_with("octal code `0.\\u{1b}` has a digit"), "{e}");
    }

    #[test]
    fn help_lists_every_game_and_wraps_options() {
        let h = help();
        for g in GAMES {
            assert_eq!(
                h.lines()
                    .filter(|l| l.starts_with(&format!("  {} ", g.name)))
                    .count(),
                1,
                "{}",
                g.name
            );
        }
        assert!(h.lines().all(|l| l == l.trim_end()));
        assert!(h.contains(
            "(size: ROWS COLS, default 8 8, block 5 5; cells from 0, products' as their factors')"
        ));
        assert_eq!(
            period_games(),
            "subtraction, twins, grunt, octal and grundy"
        );
        let e = entry("--x", &"word ".repeat(40));
        assert!(e.lines().all(|l| l.chars().count() <= WIDTH), "{e}");
        assert!(
            e.lines()
                .skip(1)
                .all(|l| l.starts_with(&" ".repeat(COLUMN))),
            "{e}"
        );
    }
}
