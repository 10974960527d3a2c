//! Parsing one request (a command line, or one line of a batch) into a checked [`Table`],
//! driven by the catalogue: the game's parameters, sizes, limits and options all come
//! from its [`Spec`].

use super::catalogue::{Game, Spec, find, period_games};
use super::{Kind, Request, Table};
use crate::coins::Rule2;
use crate::i18n::Text;
use crate::input::quote;
use crate::msg;
use crate::runtime::cli::parse_number_text;

/// The options after a game's name and parameters, as typed (sizes are checked against
/// the game's limits later).
#[derive(Debug, Default)]
struct Options<'a> {
    sizes: Vec<&'a str>,
    upto: Option<u64>,
    period: bool,
    from: Option<u64>,
    svg: Option<&'a str>,
}

/// Parses and checks one command line (without the program name). Checks run in a fixed
/// order (the game's name, its parameters' presence, the options, the parameters' values,
/// the sizes, options that do not apply to the game), and the first failure is reported.
///
/// # Errors
/// What is wrong, as one line without the `error: ` prefix (a text, written in the
/// reader's language); every token shown from the arguments is quoted with
/// [`crate::input::quote`].
pub fn parse_args<S: AsRef<str>>(args: &[S]) -> Result<Request, Text> {
    let args: Vec<&str> = args.iter().map(AsRef::as_ref).collect();
    if args.is_empty() {
        return Err(msg!("sg-no-game"));
    }
    if args.iter().any(|&a| a == "--help" || a == "-h") {
        return Ok(Request::Help);
    }
    let name = args[0];
    let spec = find(name).ok_or_else(|| msg!("sg-unknown-game", game = quote(name)))?;
    let n = spec.params.len();
    let params: Vec<&str> = args[1..]
        .iter()
        .take(n)
        .copied()
        .take_while(|p| !p.starts_with("--"))
        .collect();
    if params.len() < n {
        let names = Text::and(spec.params.iter().map(|&p| Text::from(p)).collect());
        return Err(msg!("sg-needs-params", game = name, n = n, names = names));
    }
    let opts = parse_options(&args[1 + n..])?;
    let (game, title) = (spec.build)(spec.name, &params)?;
    let kind = match game {
        Game::Coins(rule) => {
            let first = match opts.from {
                Some(f) => f as usize,
                None => rule.first_label(),
            };
            let n = count(spec, &opts, first)?;
            check_period(spec, &opts)?;
            Kind::Coins {
                title,
                rule,
                first,
                n,
                period: opts.period,
            }
        }
        Game::Heaps(game) => {
            if opts.from.is_some() {
                return Err(msg!("sg-from-heaps"));
            }
            let n = count(spec, &opts, 0)?;
            check_period(spec, &opts)?;
            Kind::Heaps {
                title,
                game,
                n,
                period: opts.period,
            }
        }
        Game::Cutting => {
            if opts.from.is_some() {
                return Err(msg!("sg-from-cutting"));
            }
            let (rows, cols) = board_size(spec, &opts)?;
            Kind::Cutting { title, rows, cols }
        }
        Game::Board(rule) => {
            let (rows, cols) = board_size(spec, &opts)?;
            let first = match (opts.from, &rule) {
                (Some(f), _) => (f as usize, f as usize),
                (None, Rule2::Product(a, b)) => (a.first_label(), b.first_label()),
                (None, _) => (0, 0),
            };
            Kind::Board {
                title,
                rule,
                first,
                rows,
                cols,
            }
        }
    };
    let table = Table {
        spec,
        kind,
        svg: opts.svg.map(str::to_string),
    };
    let entries = super::entries(&table);
    if table.svg.is_some() && entries > super::MAX_CELLS {
        return Err(msg!(
            "sg-svg-too-large",
            most = super::MAX_CELLS,
            entries = entries
        ));
    }
    Ok(Request::Table(table))
}

fn parse_options<'a>(rest: &[&'a str]) -> Result<Options<'a>, Text> {
    let mut opts = Options::default();
    let mut i = 0;
    while i < rest.len() {
        let a = rest[i];
        match a {
            "--period" => opts.period = true,
            "--svg" => {
                i += 1;
                let Some(&path) = rest.get(i) else {
                    return Err(msg!("sg-svg-needs-file"));
                };
                if path.is_empty() || path.starts_with("--") {
                    return Err(msg!("sg-svg-not-file", shown = quote(path)));
                }
                opts.svg = Some(path);
            }
            "--upto" | "--from" => {
                i += 1;
                let Some(v) = rest.get(i) else {
                    return Err(msg!("option-needs-value", option = a));
                };
                let v = parse_number_text(v, a.into(), 0..=u64::MAX, Text::default())?;
                if a == "--upto" {
                    opts.upto = Some(v);
                } else if v > 1 {
                    return Err(msg!("sg-from-range", value = v));
                } else {
                    opts.from = Some(v);
                }
            }
            _ if a.starts_with('-') && a[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                return Err(msg!("sg-negative", shown = quote(a)));
            }
            _ if a.starts_with('-') => {
                return Err(msg!("sg-unknown-option", shown = quote(a)));
            }
            _ => opts.sizes.push(a),
        }
        i += 1;
    }
    Ok(opts)
}

/// Number of entries of a one-dimensional table whose first label is `first`: from a
/// positional size, or `--upto` (an inclusive last label), within the game's limit.
fn count(spec: &Spec, opts: &Options, first: usize) -> Result<usize, Text> {
    let max = spec.max as u64;
    let n = match (opts.sizes.as_slice(), opts.upto) {
        ([], None) => spec.default[0] as u64,
        ([n], None) => parse_number_text(n, msg!("sg-what-size"), 1..=max, msg!("sg-for-game"))?,
        ([], Some(last)) => {
            let first = first as u64;
            if last < first {
                let what = spec.family.entry();
                return Err(msg!(
                    "sg-upto-below",
                    last = last,
                    what = what,
                    first = first
                ));
            }
            // `last - first + 1` would overflow for --upto 2^64 − 1: compare before adding.
            if last - first >= max {
                return Err(msg!(
                    "sg-upto-too-large",
                    last = last,
                    most = first + max - 1
                ));
            }
            last - first + 1
        }
        ([_], Some(_)) => return Err(msg!("sg-size-and-upto")),
        (sizes, _) => {
            return Err(msg!("sg-too-many-sizes", sizes = sizes.join(" ")));
        }
    };
    Ok(n as usize)
}

fn check_period(spec: &Spec, opts: &Options) -> Result<(), Text> {
    if opts.period && spec.period.is_none() {
        return Err(msg!("sg-period-applies", games = period_games()));
    }
    Ok(())
}

/// ROWS and COLS of a board: two sizes, or the game's default.
fn board_size(spec: &Spec, opts: &Options) -> Result<(usize, usize), Text> {
    if opts.period || opts.upto.is_some() {
        return Err(msg!("sg-board-options"));
    }
    let max = spec.max as u64;
    let (rows, cols) = match opts.sizes.as_slice() {
        [] => (spec.default[0], spec.default[1]),
        [r, c] => (
            parse_number_text(r, "ROWS".into(), 1..=max, msg!("sg-for-game"))? as usize,
            parse_number_text(c, "COLS".into(), 1..=max, msg!("sg-for-game"))? as usize,
        ),
        _ => return Err(msg!("sg-board-sizes")),
    };
    if let Some(cells) = spec.max_cells
        && rows * cols > cells
    {
        return Err(msg!(
            "sg-board-cells",
            game = spec.name,
            cells = cells,
            rows = rows,
            cols = cols
        ));
    }
    Ok((rows, cols))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coins::{Rule, Rule2};
    use crate::study::sg_table::catalogue::HeapGame;

    fn err(args: &[&str]) -> String {
        parse_args(args).unwrap_err().to_string()
    }

    fn table(args: &[&str]) -> Kind {
        match parse_args(args).unwrap() {
            Request::Table(t) => t.kind,
            Request::Help => panic!("{args:?} is not a table"),
        }
    }

    #[test]
    fn help_wins_anywhere_on_the_line() {
        for args in [
            &["--help"][..],
            &["-h"],
            &["ruler", "0", "--help"],
            &["nope", "-h"],
        ] {
            assert_eq!(parse_args(args), Ok(Request::Help), "{args:?}");
        }
    }

    #[test]
    fn parses_games_parameters_and_options() {
        match table(&["subtraction", "1,3,4", "--upto", "40", "--period"]) {
            Kind::Coins {
                title,
                rule,
                first,
                n,
                period,
            } => {
                assert_eq!(rule, Rule::Subtraction(vec![1, 3, 4]));
                assert_eq!(title, "subtraction 1,3,4");
                assert_eq!((first, n, period), (1, 40, true));
            }
            k => panic!("{k:?}"),
        }
        match table(&["nim", "--from", "0", "6"]) {
            Kind::Coins { first, n, .. } => assert_eq!((first, n), (0, 6)),
            k => panic!("{k:?}"),
        }
        match table(&["twins", "1,2,3"]) {
            Kind::Coins { first, n, .. } => assert_eq!((first, n), (0, 32)),
            k => panic!("{k:?}"),
        }
        match table(&["octal", ".770", "--upto", "100"]) {
            Kind::Heaps {
                title,
                game: HeapGame::Octal(g),
                n,
                period,
            } => {
                assert_eq!((title.as_str(), g.code()), ("octal 0.77", "0.77".into()));
                assert_eq!((n, period), (101, false));
            }
            k => panic!("{k:?}"),
        }
        assert_eq!(
            table(&["grundy"]),
            Kind::Heaps {
                title: "grundy".into(),
                game: HeapGame::Grundy,
                n: 32,
                period: false
            }
        );
        assert_eq!(
            table(&["product", "ruler", "consecutive:3", "4", "5"]),
            Kind::Board {
                title: "product ruler x consecutive:3".to_string(),
                rule: Rule2::Product(Rule::Ruler, Rule::Consecutive(3)),
                first: (1, 1),
                rows: 4,
                cols: 5
            }
        );
        assert_eq!(
            table(&["product", "two", "ruler"]),
            Kind::Board {
                title: "product two x ruler".to_string(),
                rule: Rule2::Product(Rule::ExactlyTwo, Rule::Ruler),
                first: (0, 1),
                rows: 8,
                cols: 8
            }
        );
        assert_eq!(
            table(&["corners"]),
            Kind::Board {
                title: "corners".to_string(),
                rule: Rule2::Corners,
                first: (0, 0),
                rows: 8,
                cols: 8
            }
        );
        match table(&["corners", "--from", "1", "2", "3"]) {
            Kind::Board { first, .. } => assert_eq!(first, (1, 1)),
            k => panic!("{k:?}"),
        }
        match table(&["block"]) {
            Kind::Board { rows, cols, .. } => assert_eq!((rows, cols), (5, 5)),
            k => panic!("{k:?}"),
        }
    }

    #[test]
    fn parse_errors_name_the_problem() {
        assert_eq!(err(&[]), "no game given (try --help)");
        assert_eq!(err(&["turtles"]), "unknown game `turtles` (see --help)");
        assert_eq!(
            err(&["subtraction", "--upto", "3"]),
            "game `subtraction` needs 1 parameter, S (see --help)"
        );
        assert_eq!(
            err(&["subtraction", "1,,3"]),
            "set `1,,3` has an empty element"
        );
        assert_eq!(
            err(&["twins", "2,1000001"]),
            "set `2,1000001`: 1000001 is too large (at most 1000000)"
        );
        let big = (1..=1001)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",");
        assert!(err(&["subtraction", &big]).ends_with("has more than 1000 elements"));
        assert_eq!(err(&["consecutive", "x"]), "K `x` is not a whole number");
        assert_eq!(err(&["consecutive", "0"]), "K 0 is too small (at least 1)");
        assert_eq!(
            err(&["product", "ruler", "subtraction", "3", "3"]),
            "game `subtraction` needs a parameter (see --help)"
        );
        assert_eq!(err(&["ruler", "--from"]), "--from needs a value");
        assert_eq!(
            err(&["ruler", "--upto", "x"]),
            "--upto `x` is not a whole number"
        );
        assert_eq!(err(&["grundy", "0"]), "size 0 is too small (at least 1)");
        assert_eq!(
            err(&["rugs", "33", "1"]),
            "ROWS 33 is too large for this game (at most 32)"
        );
        assert_eq!(
            err(&["rugs", "1", "2", "3"]),
            "two-dimensional games take two sizes, ROWS COLS"
        );
        assert_eq!(
            err(&["corners", "--upto", "3"]),
            "two-dimensional games take ROWS COLS and --from only"
        );
        assert_eq!(
            err(&["block", "6", "6"]),
            "block needs ROWS x COLS at most 30 (got 6 x 6): its moves grow exponentially"
        );
        assert_eq!(
            err(&["nim", "2", "3"]),
            "too many sizes: 2 3 (give one, or --upto N)"
        );
    }

    #[test]
    fn malformed_numbers_say_what_is_wrong() {
        assert_eq!(
            err(&["ruler", "-1"]),
            "`-1` is negative: sizes and parameters are whole numbers"
        );
        assert_eq!(
            err(&["ruler", "99999999999999999999"]),
            "size `99999999999999999999` is too large for this game (at most 1024)"
        );
        assert_eq!(
            err(&["ruler", "--bogus"]),
            "unknown option `--bogus` (see --help)"
        );
    }

    /// `--upto N` is reported as `--upto N`, not as the size N+1, and its largest value
    /// does not overflow.
    #[test]
    fn upto_is_checked_without_overflow() {
        assert_eq!(
            err(&["ruler", "--upto", "18446744073709551615"]),
            "--upto 18446744073709551615 is too large for this game (at most 1024)"
        );
        assert_eq!(
            err(&["ruler", "--upto", "1025"]),
            "--upto 1025 is too large for this game (at most 1024)"
        );
        assert_eq!(
            err(&["twins", "1", "--upto", "100000"]),
            "--upto 100000 is too large for this game (at most 99999)"
        );
        assert_eq!(
            err(&["grundy", "--upto", "18446744073709551615"]),
            "--upto 18446744073709551615 is too large for this game (at most 9999)"
        );
        assert_eq!(
            err(&["ruler", "--upto", "0"]),
            "--upto 0 is below the first coin, 1"
        );
        assert_eq!(
            err(&["ruler", "--upto", "18446744073709551616"]),
            "--upto `18446744073709551616` is too large (at most 2^64 − 1)"
        );
        match table(&["ruler", "--upto", "1024"]) {
            Kind::Coins { n, .. } => assert_eq!(n, 1024),
            k => panic!("{k:?}"),
        }
        match table(&["ruler", "--from", "0", "--upto", "1023"]) {
            Kind::Coins { n, .. } => assert_eq!(n, 1024),
            k => panic!("{k:?}"),
        }
    }

    /// Tokens from the arguments are quoted on one line, clipped if long.
    #[test]
    fn bad_tokens_are_quoted() {
        assert_eq!(
            err(&["tur\ntles"]),
            "unknown game `tur\\ntles` (see --help)"
        );
        let long = "x".repeat(10_000_000);
        let e = err(&["ruler", &long]);
        assert_eq!(
            e,
            "size `xxxxxxxxxxxxxxxxxxxx…` (10000000 characters) is not a whole number"
        );
        assert_eq!(
            err(&["ruler", "--\u{1b}[31m"]),
            "unknown option `--\\u{1b}[31m` (see --help)"
        );
    }

    #[test]
    fn the_first_failing_check_is_reported() {
        // Options are read before the game's parameter values, those before sizes, sizes
        // before inapplicable options.
        assert_eq!(
            err(&["ruler", "--bogus", "0"]),
            "unknown option `--bogus` (see --help)"
        );
        assert_eq!(
            err(&["consecutive", "0", "--from", "7"]),
            "--from 7: coins are numbered from 0 or 1"
        );
        assert_eq!(
            err(&["ruler", "0", "--period"]),
            "size 0 is too small (at least 1)"
        );
        assert_eq!(
            err(&["octal", "0.9", "0"]),
            "octal code `0.9` has a digit `9`; its digits must be from 0 to 7"
        );
        assert_eq!(
            err(&["octal", "0.7", "0"]),
            "size 0 is too small (at least 1)"
        );
        assert_eq!(
            err(&["octal", "0.7", "--from", "0"]),
            "--from applies to coin games; heaps are numbered from 0"
        );
        assert_eq!(
            err(&["product", "nope", "nada"]),
            "unknown one-dimensional game `nope` in a product (see --help)"
        );
        assert_eq!(
            err(&["ruler", "--period"]),
            "--period applies to subtraction, twins, grunt, octal and grundy"
        );
    }
}
