//! The games `sg_table` knows, as data: one [`Spec`] per game in [`GAMES`], from which the
//! help text, the argument parsing and the rendering all derive. Adding a game is adding a
//! row (and, for a new kind of claim or period, a variant). The limits every reader of a
//! request checks ([`SET_LARGEST`], [`SET_SIZE`], [`MAX_CELLS`]) are here too, so the
//! parser, the text renderer and the picture all read them from one place.

use crate::coins::{Rule, Rule2};
use crate::i18n::{Lang, Text};
use crate::input::quote;
use crate::msg;
use crate::runtime::cli::parse_number_text;
use crate::takebreak::{OctalError, OctalGame};

/// The largest element of a set parameter (`subtraction 1,3,4`).
pub const SET_LARGEST: u64 = 1_000_000;

/// The most elements of a set parameter.
pub const SET_SIZE: usize = 1000;

/// The most entries a picture holds (`--svg`).
pub const MAX_CELLS: usize = 4096;

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

    /// The help's heading of the family, with its `defaults`.
    fn heading(self, defaults: String) -> Text {
        match self {
            Family::Coins => msg!("sg-family-coins", defaults = defaults),
            Family::Board => msg!("sg-family-board", defaults = defaults),
            Family::Heaps => msg!("sg-family-heaps", defaults = defaults),
        }
    }

    /// What one entry of the table is, in messages ("the first coin").
    pub(super) fn entry(self) -> Text {
        match self {
            Family::Coins => msg!("sg-entry-coin"),
            Family::Board => msg!("sg-entry-cell"),
            Family::Heaps => msg!("sg-entry-heap"),
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
pub(super) type Build = fn(name: &str, params: &[&str]) -> Result<(Game, String), Text>;

/// One game of the catalogue.
#[derive(Debug)]
pub(super) struct Spec {
    /// Its name on the command line.
    pub name: &'static str,
    /// Its parameters as the help names them (`K`, `S`, `A B`, `CODE`).
    pub params: &'static [&'static str],
    /// Its line in the help (a line break where it takes two).
    pub summary: Text,
    /// Its rule, in the first line of its table.
    pub rule: Text,
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
fn plain(name: &str, game: Game) -> Result<(Game, String), Text> {
    Ok((game, name.to_string()))
}

/// A comma-separated set of positive integers, each at most [`SET_LARGEST`], at most
/// [`SET_SIZE`] of them.
fn parse_set(text: &str) -> Result<Vec<usize>, Text> {
    if text.split(',').any(str::is_empty) {
        return Err(msg!("sg-set-empty-element", set = quote(text)));
    }
    if text.split(',').nth(SET_SIZE).is_some() {
        return Err(msg!("sg-set-too-large", set = quote(text), most = SET_SIZE));
    }
    let what = msg!("sg-set-what", set = quote(text));
    text.split(',')
        .map(|t| {
            parse_number_text(t, what.clone(), 1..=SET_LARGEST, Text::default()).map(|v| v as usize)
        })
        .collect()
}

/// A one-dimensional game whose parameter is a set, titled by its name and the set as
/// typed.
fn with_set(name: &str, text: &str, make: fn(Vec<usize>) -> Rule) -> Result<(Game, String), Text> {
    // `parse_set` refuses what `with_set` refuses (an empty set, a 0), and more.
    let rule = Rule::with_set(make, &parse_set(text)?)
        .expect("a set parse_set accepts is a set with_set accepts");
    Ok((Game::Coins(rule), format!("{name} {text}")))
}

/// A factor of a product: `name` or `name:param`, a one-dimensional game of [`GAMES`].
fn factor(text: &str) -> Result<Rule, Text> {
    let (name, param) = match text.split_once(':') {
        Some((n, p)) => (n, Some(p)),
        None => (text, None),
    };
    let spec = find(name)
        .filter(|s| s.family == Family::Coins)
        .ok_or_else(|| msg!("sg-unknown-factor", game = quote(name)))?;
    let params: Vec<&str> = param.into_iter().collect();
    match (spec.params.len(), params.len()) {
        (1, 0) => Err(msg!("sg-factor-needs-param", game = spec.name)),
        (0, 1) => Err(msg!("sg-factor-no-param", game = spec.name)),
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
        summary: msg!("sg-summary-one"),
        rule: msg!("sg-rule-one"),
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
        summary: msg!("sg-summary-nim"),
        rule: msg!("sg-rule-nim"),
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
        summary: msg!("sg-summary-consecutive"),
        rule: msg!("sg-rule-consecutive"),
        family: Family::Coins,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: None,
        build: |name, params| {
            let k = parse_number_text(params[0], "K".into(), 1..=10_000, Text::default())?;
            Ok((
                Game::Coins(Rule::Consecutive(k as usize)),
                format!("{name} {k}"),
            ))
        },
    },
    Spec {
        name: "subtraction",
        params: &["S"],
        summary: msg!("sg-summary-subtraction"),
        rule: msg!("sg-rule-subtraction"),
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
        summary: msg!("sg-summary-twins"),
        rule: msg!("sg-rule-twins"),
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
        summary: msg!("sg-summary-mock-turtles"),
        rule: msg!("sg-rule-mock-turtles"),
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
        summary: msg!("sg-summary-ruler"),
        rule: msg!("sg-rule-ruler"),
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
        summary: msg!("sg-summary-runs"),
        rule: msg!("sg-rule-runs"),
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
        summary: msg!("sg-summary-two"),
        rule: msg!("sg-rule-two"),
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
        summary: msg!("sg-summary-grunt"),
        rule: msg!("sg-rule-grunt"),
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
        summary: msg!("sg-summary-block"),
        rule: msg!("sg-rule-block"),
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
        summary: msg!("sg-summary-corners"),
        rule: msg!("sg-rule-corners"),
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
        summary: msg!("sg-summary-rugs"),
        rule: msg!("sg-rule-rugs"),
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
        summary: msg!("sg-summary-product"),
        rule: msg!("sg-rule-product"),
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
        summary: msg!("sg-summary-cutting"),
        rule: msg!("sg-rule-cutting"),
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
        summary: msg!("sg-summary-octal"),
        rule: msg!("sg-rule-octal"),
        family: Family::Heaps,
        default: &[32],
        max: 10_000,
        max_cells: None,
        claim: Claim::Nothing,
        period: Some(Period::Octal),
        build: |name, params| {
            let code = params[0];
            let game = OctalGame::parse(code).map_err(|e| octal_error(code, e))?;
            let title = format!("{name} {}", game.code());
            Ok((Game::Heaps(HeapGame::Octal(game)), title))
        },
    },
    Spec {
        name: "grundy",
        params: &[],
        summary: msg!("sg-summary-grundy"),
        rule: msg!("sg-rule-grundy"),
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
pub(super) fn period_games() -> Text {
    Text::and(
        (GAMES.iter())
            .filter(|s| s.period.is_some())
            .map(|s| Text::from(s.name))
            .collect(),
    )
}

/// Why octal code `code` (as typed) is not a game, in messages: the code quoted on one
/// line, as every token shown from the arguments.
fn octal_error(code: &str, e: OctalError) -> Text {
    let code = quote(code);
    match e {
        OctalError::NoPrefix => msg!("sg-octal-prefix", code = code),
        OctalError::Digit(c) => msg!("sg-octal-digit", code = code, digit = c.to_string()),
        OctalError::NoMove => msg!("sg-octal-no-move", code = code),
        OctalError::TooLong => msg!("sg-octal-too-long", code = code, most = 64usize),
    }
}

/// Width of the help's first column, and of its lines.
const COLUMN: usize = 22;
const WIDTH: usize = 90;

/// `text` after a first column holding `label`, wrapped at [`WIDTH`] with the
/// continuation lines indented to the second column. Chinese, which has no spaces to break
/// at, stays on one line here; the help's wrapping (`runtime::wrap::help`) breaks it by
/// display width under the second column.
fn entry(label: &str, text: &str) -> String {
    if !text.is_ascii() {
        return format!("  {label:<w$}{text}\n", w = COLUMN - 2);
    }
    let mut out = format!("  {label:<w$}", w = COLUMN - 2);
    let mut line_len = out.len();
    let mut first = true;
    for word in text.split(' ') {
        if !first && line_len + 1 + crate::i18n::width(word) > WIDTH {
            out.push('\n');
            out.push_str(&" ".repeat(COLUMN));
            line_len = COLUMN;
        } else if !first {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += crate::i18n::width(word);
        first = false;
    }
    out.push('\n');
    out
}

/// The text of `sg_table --help` in `lang`, from [`GAMES`].
pub(super) fn help(lang: Lang) -> String {
    let t = |text: Text| text.render(lang);
    let mut s = t(msg!("sg-help-head")) + "\n\n";
    for family in Family::ALL {
        let games: Vec<&Spec> = GAMES.iter().filter(|g| g.family == family).collect();
        let show = |d: &[usize]| d.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
        // The most common default is the family's; the others are named.
        let common = games
            .iter()
            .map(|g| g.default)
            .max_by_key(|&d| games.iter().filter(|g| g.default == d).count())
            .expect("every family has a game");
        let mut defaults = show(common);
        for g in games.iter().filter(|g| g.default != common) {
            let sep = lang.format("list-sep", &[]);
            defaults.push_str(&format!("{sep}{} {}", g.name, show(g.default)));
        }
        s.push_str(&format!("{}\n", t(family.heading(defaults))));
        for g in games {
            let label = std::iter::once(g.name)
                .chain(g.params.iter().copied())
                .collect::<Vec<_>>()
                .join(" ");
            let summary = t(g.summary.clone());
            let mut lines = summary.lines();
            let first = lines.next().unwrap_or_default();
            s.push_str(&format!("  {label:<w$}{first}\n", w = COLUMN - 2));
            for more in lines {
                s.push_str(&format!("{:COLUMN$}{more}\n", ""));
            }
        }
    }
    s.push_str(&format!("\n{}\n", t(msg!("sg-help-options"))));
    s.push_str(&entry(
        "--period",
        &t(msg!("sg-help-period", games = period_games())),
    ));
    s.push_str(&entry("--from L", &t(msg!("sg-help-from"))));
    s.push_str(&entry(
        "--svg FILE",
        &t(msg!("sg-help-svg", cells = MAX_CELLS)),
    ));
    s.push_str(&entry("--lang L", &t(msg!("sg-help-lang"))));
    s.push_str(&entry("--help", &t(msg!("sg-help-help"))));
    s.push_str(&format!("\n{}\n", t(msg!("sg-help-batch"))));
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
            assert!(!g.summary.en().is_empty(), "{}", g.name);
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
            assert_eq!(parse_set(text).unwrap_err().to_string(), why);
        }
        assert_eq!(factor("consecutive:2"), Ok(Rule::Consecutive(2)));
        assert_eq!(
            factor("ruler:2").unwrap_err().to_string(),
            "game `ruler` takes no parameter, so no `:` (see --help)"
        );
        assert_eq!(
            factor("corners").unwrap_err().to_string(),
            "unknown one-dimensional game `corners` in a product (see --help)"
        );
    }

    #[test]
    fn octal_errors_quote_the_code_on_one_line() {
        let long = format!("0.{}", "7".repeat(100));
        let e = (find("octal").unwrap().build)("octal", &[&long])
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "octal code `0.777777777777777777…` (102 characters) has more than 64 digits"
        );
        let e = (find("octal").unwrap().build)("octal", &["0.\u{1b}"])
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("octal code `0.\\u{1b}` has a digit"), "{e}");
    }

    #[test]
    fn help_lists_every_game_and_wraps_options() {
        let h = help(Lang::En);
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
            period_games().to_string(),
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
