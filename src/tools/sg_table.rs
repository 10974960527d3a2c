//! The `sg_table` study tool: the seeds' coin-turning and heap games printed as tables of
//! Grundy values, with each game's closed form (or the game it is claimed to equal) beside
//! the brute-force values and every disagreement flagged. `src/bin/sg_table.rs` only
//! collects its arguments (or standard input), calls [`run_args`] or [`run_batch`], and
//! prints; the catalogue, the argument model, the computation and the rendering live here.
//!
//! **Why the tables are right.** The `sg` column is never a formula: it is the engine's
//! bottom-up mex over the real moves ([`Rule::values`], [`Rule2::values`],
//! [`OctalGame::values`], [`grundys_game_values`]). For a coin game the value of the single
//! head at `x` determines every row (a row's value is the XOR over its heads; see
//! [`crate::coins`]), so one value per coin is the whole game. The `claim` column is computed
//! independently of the engine, so a flag means the claim and the rules disagree:
//! - a closed form ([`Rule::closed_form`], [`Rule2::closed_form`]), evaluated at the coin's
//!   label; `--from L` renumbers the coins, so a claim stated for the other numbering (seed
//!   002's Nim from 0) is flagged at every coin;
//! - Subtraction and Twins: turning `x` and `x − s` (or `x` alone when `x = s`) moves a head
//!   from `x` to `x − s`, which is the subtraction game on a heap of `x`
//!   ([`subtraction_table`]);
//! - Runs from 1: the prefix-XOR recurrence [`crate::tartan::run_values`];
//! - Grunt: Grundy's game on a heap of `x` ([`grundys_game_values`]);
//! - two-dimensional products: the Tartan theorem, `g(x, y) = g₁(x) ⊗ g₂(y)`.
//!
//! `--period` reports (preperiod, period) as CGSuite does: for octal games certified by the
//! octal periodicity theorem ([`OctalGame::periodicity`]), for subtraction and twins games
//! found on a table long enough to prove it ([`Rule::periodicity`]); Grundy's game (and
//! Grunt) has no known period and says so.
//!
//! **Batch mode.** [`run_batch`] reads requests one per line in the command line's syntax
//! (blank lines and `#` comments skipped), checks every request before rendering any, and
//! joins the tables with one blank line: its output is exactly the command-line outputs of
//! the same requests, joined by blank lines.
//!
//! **Cost.** Brute force grows as a power of the size (exponentially for Block), so each
//! game has its own largest size, stated in the size errors.
use crate::coins::{Rule, Rule2};
use crate::sg::subtraction_table;
use crate::takebreak::{OctalGame, grundys_game_values};
use std::fmt::Write;

/// The text of `sg_table --help`.
pub const HELP: &str = "\
usage: sg_table <game> [parameters] [size] [--upto N] [--period] [--from L]
       sg_table < requests    (batch mode: no argument, one request per line)

Prints the Grundy values of a game beside its closed form (or the game it is claimed to
equal), flagging every disagreement. One-dimensional games show one value per coin: the
value of the row with that single coin heads up (a row's value is the XOR over its heads).

one-dimensional coin games (size: number of coins, default 32; --upto N: through coin N):
  one                 turn one coin
  nim                 turn one or two coins: Nim, a head at x is a heap of x
  consecutive K       turn exactly K consecutive coins
  subtraction S       turn x and one of x-s (s in S, e.g. 1,2,3), or x alone if x is in S
  twins S             turn exactly two coins, x and x-s with s in S
  mock-turtles        turn one, two or three coins
  ruler               turn any run of consecutive coins
  runs L              turn a run of consecutive coins whose length is in L
  two                 turn exactly two coins (one factor of Turning Corners)
  grunt               turn four symmetric coins 0, a, x-a, x: Grundy's game
two-dimensional coin games (size: ROWS COLS, default 8 8, block 5 5; cells from 0):
  block               turn an edge-connected set of coins inside [0,x] x [0,y]
  corners             turn the four corners of a rectangle: Turning Corners
  rugs                turn every coin of a rectangle
  product A B         the product of two one-dimensional games (Tartan), A and B
                      written like ruler, consecutive:3 or subtraction:1,2,3
heap games (size: number of heaps from 0, default 32; --upto N: heaps 0..=N):
  octal CODE          take-and-break game 0.d1d2... (e.g. 0.77 Kayles, 0.07 Dawson's Kayles)
  grundy              Grundy's game: split a heap into two unequal heaps

options:
  --period            report (preperiod, period) as CGSuite does; for subtraction, twins,
                      octal, grundy and grunt
  --from L            number the coins from L (0 or 1) instead of the game's usual way;
                      the closed form is evaluated at those numbers
  --help              this text

batch mode: with no argument, sg_table reads requests from standard input, one per line,
written as on the command line (e.g. `ruler 16`, `subtraction 1,3,4 --upto 40 --period`);
blank lines and `#` comments are skipped. Every request is checked before any table is
printed (a bad one: `error: line L: ...`, nothing printed); the tables follow in order,
separated by one blank line.
";

/// What one command line (or one line of a batch) asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// `--help` (or `-h`) anywhere: print [`HELP`].
    Help,
    /// A checked table, ready for [`render`].
    Table(Table),
}

/// A checked table request: every size is in range and every option applies to the game,
/// so [`render`] cannot fail. Built only by [`parse_args`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    kind: Kind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    /// A one-dimensional coin game on the coins labelled `first..first + n`.
    Coins {
        game: Game1,
        first: usize,
        n: usize,
        period: bool,
    },
    /// Heaps `0..n` of an octal game, or of Grundy's game when `octal` is `None`.
    Heaps {
        octal: Option<OctalGame>,
        n: usize,
        period: bool,
    },
    /// A two-dimensional coin game on a `rows` × `cols` board.
    Board {
        title: String,
        rule: Rule2,
        rows: usize,
        cols: usize,
    },
}

/// A one-dimensional game, its display name, its one-line rule, and the largest number of
/// coins it is shown for (brute force costs grow as a power of it).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Game1 {
    rule: Rule,
    name: String,
    rules: &'static str,
    max_coins: usize,
}

/// The options after a game's name and parameters.
#[derive(Debug, Default)]
struct Options {
    sizes: Vec<usize>,
    upto: Option<usize>,
    period: bool,
    from: Option<usize>,
}

/// Runs one command line (without the program name): the help text or one table.
///
/// # Errors
/// What is wrong with the arguments, as one line without the `error: ` prefix.
///
/// ```
/// let table = grundy::tools::sg_table::run_args(&["one", "3"]).unwrap();
/// assert_eq!(
///     table,
///     "one: turn one coin (coins numbered from 1)\n\
///      beside: closed form 1\n\
///     \x20x sg claim\n\
///     \x201  1  1\n\
///     \x202  1  1\n\
///     \x203  1  1\n\
///      all 3 values agree with the claim\n"
/// );
/// assert_eq!(
///     grundy::tools::sg_table::run_args(&["ruler", "0"]).unwrap_err(),
///     "size 0 is out of range 1..=1024 for this game"
/// );
/// ```
pub fn run_args<S: AsRef<str>>(args: &[S]) -> Result<String, String> {
    parse_args(args).map(|r| output(&r))
}

/// Batch mode: runs every request of `text` (one per line, see [`parse_batch`]) and joins
/// the outputs with one blank line, exactly as the same requests run one by one as
/// command lines and joined by blank lines.
///
/// # Errors
/// `line L: <what>` for the first bad request (no table is computed then), or `no game
/// given` when `text` holds no request.
///
/// ```
/// use grundy::tools::sg_table::{run_args, run_batch};
/// let batch = run_batch("# two tables\none 2\n\nnim 3 --from 0\n").unwrap();
/// let one = run_args(&["one", "2"]).unwrap();
/// let nim = run_args(&["nim", "3", "--from", "0"]).unwrap();
/// assert_eq!(batch, format!("{one}\n{nim}"));
/// assert_eq!(
///     run_batch("one 2\nnim x\n").unwrap_err(),
///     "line 2: size `x` is not a non-negative integer"
/// );
/// ```
pub fn run_batch(text: &str) -> Result<String, String> {
    let requests = parse_batch(text)?;
    Ok(requests.iter().map(output).collect::<Vec<_>>().join("\n"))
}

/// The output of a request: [`HELP`] or the rendered table.
pub fn output(request: &Request) -> String {
    match request {
        Request::Help => HELP.to_string(),
        Request::Table(t) => render(t),
    }
}

/// Parses the requests of a batch: one per line, each split at whitespace like a command
/// line; everything from a `#` to the end of its line is a comment, and lines left blank
/// are skipped.
///
/// # Errors
/// `line L: <what>` for the first bad line (lines counted from 1), or `no game given …`
/// when no line holds a request.
pub fn parse_batch(text: &str) -> Result<Vec<Request>, String> {
    let mut requests = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let request = line.split('#').next().unwrap_or_default();
        let words: Vec<&str> = request.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        requests.push(parse_args(&words).map_err(|e| format!("line {}: {e}", i + 1))?);
    }
    if requests.is_empty() {
        return Err("no game given: standard input holds no request (try --help)".to_string());
    }
    Ok(requests)
}

/// Standard input as text for [`run_batch`].
///
/// # Errors
/// `line L: not valid UTF-8`, with the line of the first bad byte.
///
/// ```
/// use grundy::tools::sg_table::batch_text;
/// assert_eq!(batch_text(b"ruler 4\n"), Ok("ruler 4\n"));
/// assert_eq!(batch_text(b"ruler 4\none \xff\n").unwrap_err(), "line 2: not valid UTF-8");
/// ```
pub fn batch_text(bytes: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(bytes).map_err(|e| {
        let line = 1 + bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        format!("line {line}: not valid UTF-8")
    })
}

/// Parses and checks one command line (without the program name). Checks run in a fixed
/// order (parameters, options, the game's own parameter, sizes, options that do not
/// apply), and the first failure is reported.
///
/// # Errors
/// What is wrong, as one line without the `error: ` prefix.
pub fn parse_args<S: AsRef<str>>(args: &[S]) -> Result<Request, String> {
    let args: Vec<&str> = args.iter().map(AsRef::as_ref).collect();
    if args.is_empty() {
        return Err("no game given (try --help)".to_string());
    }
    if args.iter().any(|&a| a == "--help" || a == "-h") {
        return Ok(Request::Help);
    }
    let name = args[0];
    let mut rest = &args[1..];
    let mut params: Vec<&str> = Vec::new();
    let n_params = match name {
        "product" => 2,
        n if takes_param(n) => 1,
        _ => 0,
    };
    for _ in 0..n_params {
        match rest.first() {
            Some(p) if !p.starts_with("--") => {
                params.push(p);
                rest = &rest[1..];
            }
            _ => {
                return Err(format!(
                    "game `{name}` needs {n_params} parameter(s) (see --help)"
                ));
            }
        }
    }
    let opts = parse_options(rest)?;
    let kind = match name {
        "block" | "corners" | "rugs" | "product" => {
            let rule = match name {
                "block" => Rule2::Block,
                "corners" => Rule2::Corners,
                "rugs" => Rule2::Rugs,
                _ => Rule2::Product(factor(params[0])?.rule, factor(params[1])?.rule),
            };
            let title = match name {
                "product" => format!("product {} x {}", params[0], params[1]),
                _ => name.to_string(),
            };
            board(title, rule, &opts)?
        }
        "octal" | "grundy" => heaps(name, params.first().copied(), &opts)?,
        _ => match game1(name, params.first().copied())? {
            Some(g) => coins(g, &opts)?,
            None => return Err(format!("unknown game `{name}` (see --help)")),
        },
    };
    Ok(Request::Table(Table { kind }))
}

fn parse_options(rest: &[&str]) -> Result<Options, String> {
    let mut opts = Options::default();
    let mut i = 0;
    while i < rest.len() {
        let a = rest[i];
        match a {
            "--period" => opts.period = true,
            "--upto" | "--from" => {
                i += 1;
                let v = match rest.get(i) {
                    Some(v) => parse_number(v, a)?,
                    None => return Err(format!("{a} needs a value")),
                };
                if a == "--upto" {
                    opts.upto = Some(v);
                } else if v > 1 {
                    return Err(format!("--from {v}: coins are numbered from 0 or 1"));
                } else {
                    opts.from = Some(v);
                }
            }
            _ if a.starts_with('-') && a[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                return Err(format!(
                    "`{a}` is negative: sizes and parameters are non-negative"
                ));
            }
            _ if a.starts_with('-') => return Err(format!("unknown option `{a}` (see --help)")),
            _ => opts.sizes.push(parse_number(a, "size")?),
        }
        i += 1;
    }
    Ok(opts)
}

fn parse_number(text: &str, what: &str) -> Result<usize, String> {
    text.parse::<usize>().map_err(|_| {
        if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            format!("{what} `{text}` is too large")
        } else {
            format!("{what} `{text}` is not a non-negative integer")
        }
    })
}

/// A comma-separated set of positive integers, each at most 10^6, at most 1000 of them.
fn parse_set(text: &str) -> Result<Vec<usize>, String> {
    if text.split(',').any(str::is_empty) {
        return Err(format!("set `{text}` has an empty element"));
    }
    let set = text
        .split(',')
        .map(|t| parse_number(t, &format!("set element in `{text}`")))
        .collect::<Result<Vec<usize>, String>>()?;
    if let Some(&bad) = set.iter().find(|&&s| s == 0 || s > 1_000_000) {
        return Err(format!(
            "set `{text}` has {bad}; elements must be in 1..=1000000"
        ));
    }
    if set.len() > 1000 {
        return Err(format!("set `{text}` has more than 1000 elements"));
    }
    Ok(set)
}

/// The one-dimensional game `name` with its parameter; `None` if no such game.
fn game1(name: &str, param: Option<&str>) -> Result<Option<Game1>, String> {
    let need = |p: Option<&str>| -> Result<String, String> {
        match p {
            Some(p) => Ok(p.to_string()),
            None => Err(format!("game `{name}` needs a parameter (see --help)")),
        }
    };
    let with = |make: fn(Vec<usize>) -> Rule, text: &str| -> Result<Rule, String> {
        Rule::with_set(make, &parse_set(text)?).map_err(|e| format!("bad set `{text}`: {e}"))
    };
    let (rule, rules, max_coins, shown) = match name {
        "one" => (Rule::OneCoin, "turn one coin", 100_000, name.to_string()),
        "nim" => (
            Rule::OneOrTwo,
            "turn one or two coins (Nim)",
            10_000,
            name.to_string(),
        ),
        "two" => (
            Rule::ExactlyTwo,
            "turn exactly two coins",
            10_000,
            name.to_string(),
        ),
        "mock-turtles" => (
            Rule::MockTurtles,
            "turn one, two or three coins",
            600,
            name.to_string(),
        ),
        "ruler" => (
            Rule::Ruler,
            "turn any run of consecutive coins",
            1024,
            name.to_string(),
        ),
        "grunt" => (
            Rule::Grunt,
            "turn four symmetric coins 0, a, x-a, x (0 < a < x-a)",
            10_000,
            name.to_string(),
        ),
        "consecutive" => {
            let p = need(param)?;
            let k = parse_number(&p, "K")?;
            if !(1..=10_000).contains(&k) {
                return Err(format!("K = {k} is out of range 1..=10000"));
            }
            (
                Rule::Consecutive(k),
                "turn exactly K consecutive coins",
                10_000,
                format!("{name} {k}"),
            )
        }
        "subtraction" => {
            let p = need(param)?;
            (
                with(Rule::Subtraction, &p)?,
                "turn x and one of x-s (s in S), or x alone if x is in S",
                100_000,
                format!("{name} {p}"),
            )
        }
        "twins" => {
            let p = need(param)?;
            (
                with(Rule::Twins, &p)?,
                "turn two coins, x and x-s with s in S",
                100_000,
                format!("{name} {p}"),
            )
        }
        "runs" => {
            let p = need(param)?;
            (
                with(Rule::Runs, &p)?,
                "turn a run of consecutive coins with length in L",
                1024,
                format!("{name} {p}"),
            )
        }
        _ => return Ok(None),
    };
    Ok(Some(Game1 {
        rule,
        name: shown,
        rules,
        max_coins,
    }))
}

fn takes_param(name: &str) -> bool {
    matches!(
        name,
        "consecutive" | "subtraction" | "twins" | "runs" | "octal"
    )
}

/// A factor of a product: `name` or `name:param`.
fn factor(spec: &str) -> Result<Game1, String> {
    let (name, param) = match spec.split_once(':') {
        Some((n, p)) => (n, Some(p)),
        None => (spec, None),
    };
    game1(name, param)?
        .ok_or_else(|| format!("unknown one-dimensional game `{name}` in a product (see --help)"))
}

/// Number of entries shown: from a positional size, or `--upto` (an inclusive last label).
fn count(
    opts: &Options,
    first: usize,
    default: usize,
    max: usize,
    what: &str,
) -> Result<usize, String> {
    let n = match (opts.sizes.as_slice(), opts.upto) {
        ([], None) => default,
        ([n], None) => *n,
        ([], Some(u)) => {
            if u < first {
                return Err(format!("--upto {u} is below the first {what}, {first}"));
            }
            u - first + 1
        }
        ([_], Some(_)) => return Err("give a size or --upto, not both".to_string()),
        _ => return Err(format!("too many sizes: {:?}", opts.sizes)),
    };
    if n == 0 || n > max {
        return Err(format!("size {n} is out of range 1..={max} for this game"));
    }
    Ok(n)
}

fn coins(game: Game1, opts: &Options) -> Result<Kind, String> {
    let first = opts.from.unwrap_or(game.rule.first_label());
    let n = count(opts, first, 32, game.max_coins, "coin")?;
    if opts.period
        && !matches!(
            game.rule,
            Rule::Subtraction(_) | Rule::Twins(_) | Rule::Grunt
        )
    {
        return Err("--period applies to subtraction, twins, octal, grundy and grunt".to_string());
    }
    Ok(Kind::Coins {
        game,
        first,
        n,
        period: opts.period,
    })
}

fn heaps(name: &str, code: Option<&str>, opts: &Options) -> Result<Kind, String> {
    if opts.from.is_some() {
        return Err("--from applies to coin games; heaps are numbered from 0".to_string());
    }
    let n = count(opts, 0, 32, 10_000, "heap")?;
    let octal = if name == "octal" {
        Some(OctalGame::parse(code.expect("octal takes a code"))?)
    } else {
        None
    };
    Ok(Kind::Heaps {
        octal,
        n,
        period: opts.period,
    })
}

fn board(title: String, rule: Rule2, opts: &Options) -> Result<Kind, String> {
    if opts.period || opts.from.is_some() || opts.upto.is_some() {
        return Err("two-dimensional games take ROWS COLS only".to_string());
    }
    let (rows, cols) = match opts.sizes.as_slice() {
        // The block game's moves grow exponentially: its default is the seed's 5 x 5 table.
        [] if rule == Rule2::Block => (5, 5),
        [] => (8, 8),
        [r, c] => (*r, *c),
        _ => return Err("two-dimensional games take two sizes, ROWS COLS".to_string()),
    };
    let max = match rule {
        Rule2::Block => 30,
        Rule2::Corners => 64,
        Rule2::Rugs => 32,
        Rule2::Product(..) => 16,
    };
    for (what, v) in [("ROWS", rows), ("COLS", cols)] {
        if v == 0 || v > max {
            return Err(format!(
                "{what} = {v} is out of range 1..={max} for this game"
            ));
        }
    }
    if rule == Rule2::Block && rows * cols > 30 {
        return Err(format!(
            "block needs ROWS x COLS at most 30 (got {rows} x {cols}): its moves grow exponentially"
        ));
    }
    Ok(Kind::Board {
        title,
        rule,
        rows,
        cols,
    })
}

/// Computes and renders a checked table: a header naming the game and its rule, the claim
/// it is compared with, the values with every disagreement flagged (`<- differs` in a
/// column, `*` in a grid), a summary line, and the period when asked for.
///
/// Complexity: that of the game's brute force at the table's size ([`Rule::values`],
/// [`Rule2::values`], [`OctalGame::values`]), plus the period search when asked for.
pub fn render(table: &Table) -> String {
    match &table.kind {
        Kind::Coins {
            game,
            first,
            n,
            period,
        } => one_dimensional(game, *first, *n, *period),
        Kind::Heaps { octal, n, period } => heap_game(octal.as_ref(), *n, *period),
        Kind::Board {
            title,
            rule,
            rows,
            cols,
        } => two_dimensional(title, rule, *rows, *cols),
    }
}

fn one_dimensional(game: &Game1, first: usize, n: usize, period: bool) -> String {
    let values = game.rule.values(n);
    // The claim beside the values: a closed form, or an equivalent heap game.
    let (claim_name, claim): (String, Option<Vec<u64>>) =
        if let Some(text) = game.rule.closed_form_text() {
            let c = (0..n).map(|i| game.rule.closed_form((i + first) as u64).unwrap());
            (format!("closed form {text}"), Some(c.collect()))
        } else {
            match &game.rule {
                Rule::Subtraction(set) | Rule::Twins(set) => {
                    // Coin x (counted from the game's own numbering) is a heap of x.
                    let heap = subtraction_table(set, n + first + 1);
                    let c = (0..n).map(|i| heap[i + first] as u64);
                    (
                        format!("subtraction game {{{}}} on a heap of x", join(set)),
                        Some(c.collect()),
                    )
                }
                Rule::Runs(lens) if first == 1 => {
                    let fast = crate::tartan::run_values(lens, n);
                    let c = fast[1..].to_vec();
                    (
                        "prefix-XOR recurrence (grundy::tartan::run_values)".to_string(),
                        Some(c),
                    )
                }
                Rule::Grunt => {
                    let heap = grundys_game_values(n + first + 1);
                    let c = (0..n).map(|i| heap[i + first] as u64);
                    (
                        "Grundy's game on a heap of x".to_string(),
                        Some(c.collect()),
                    )
                }
                _ => ("no closed form".to_string(), None),
            }
        };
    let mut s = String::new();
    writeln!(
        s,
        "{}: {} (coins numbered from {first})",
        game.name, game.rules
    )
    .unwrap();
    let labels: Vec<String> = (0..n).map(|i| (i + first).to_string()).collect();
    let vals: Vec<String> = values.iter().map(u64::to_string).collect();
    match &claim {
        Some(c) => {
            writeln!(s, "beside: {claim_name}").unwrap();
            let cs: Vec<String> = c.iter().map(u64::to_string).collect();
            let w = width(&[&labels, &vals, &cs, &["x".into(), "sg".into()]]);
            writeln!(s, "{:>w$} {:>w$} {:>w$}", "x", "sg", "claim").unwrap();
            for i in 0..n {
                let flag = if values[i] == c[i] {
                    ""
                } else {
                    "  <- differs"
                };
                writeln!(s, "{:>w$} {:>w$} {:>w$}{flag}", labels[i], vals[i], cs[i]).unwrap();
            }
            summary(
                &mut s,
                values.iter().zip(c).filter(|(a, b)| a != b).count(),
                n,
            );
        }
        None => {
            writeln!(s, "{claim_name}").unwrap();
            let w = width(&[&labels, &vals, &["sg".into()]]);
            writeln!(s, "{:>w$} {:>w$}", "x", "sg").unwrap();
            for i in 0..n {
                writeln!(s, "{:>w$} {:>w$}", labels[i], vals[i]).unwrap();
            }
        }
    }
    if period {
        match &game.rule {
            Rule::Subtraction(_) | Rule::Twins(_) => subtraction_period(&mut s, &game.rule),
            Rule::Grunt => grundy_period(&mut s),
            _ => unreachable!("parse_args allows --period only for games with a period report"),
        }
    }
    s
}

fn heap_game(octal: Option<&OctalGame>, n: usize, period: bool) -> String {
    let mut s = String::new();
    let values = match octal {
        Some(game) => {
            writeln!(
                s,
                "octal {}: take-and-break game (heaps from 0)",
                game.code()
            )
            .unwrap();
            game.values(n)
        }
        None => {
            writeln!(
                s,
                "grundy: split a heap into two unequal non-empty heaps (heaps from 0)"
            )
            .unwrap();
            grundys_game_values(n)
        }
    };
    let labels: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    let vals: Vec<String> = values.iter().map(usize::to_string).collect();
    let w = width(&[&labels, &vals, &["sg".into()]]);
    writeln!(s, "{:>w$} {:>w$}", "n", "sg").unwrap();
    for i in 0..n {
        writeln!(s, "{:>w$} {:>w$}", labels[i], vals[i]).unwrap();
    }
    if period {
        match octal {
            Some(game) => {
                let limit = 1 << 13;
                match game.periodicity(limit) {
                    Some((p, _)) => writeln!(
                        s,
                        "periodicity (CGSuite): preperiod {}, period {} (certified by the octal periodicity theorem)",
                        p.preperiod, p.period
                    )
                    .unwrap(),
                    None => writeln!(s, "periodicity: none certified within the first {limit} values").unwrap(),
                }
            }
            None => grundy_period(&mut s),
        }
    }
    s
}

fn subtraction_period(s: &mut String, rule: &Rule) {
    let limit = 1 << 22;
    match rule.periodicity(limit) {
        Some(p) => writeln!(
            s,
            "periodicity (CGSuite, heap n = coin n): preperiod {}, period {}",
            p.preperiod, p.period
        )
        .unwrap(),
        None => writeln!(s, "periodicity: not found within the first {limit} values").unwrap(),
    }
}

fn grundy_period(s: &mut String) {
    writeln!(
        s,
        "periodicity: none known (Grundy's game is not octal; no theorem certifies a period, and none is known)"
    )
    .unwrap();
}

fn two_dimensional(title: &str, rule: &Rule2, rows: usize, cols: usize) -> String {
    let values = rule.values(rows, cols);
    let factors = match rule {
        Rule2::Product(a, b) => Some((a.values(rows), b.values(cols))),
        _ => None,
    };
    let claim: Vec<u64> = (0..rows * cols)
        .map(|c| {
            let f = factors.as_ref().map(|(a, b)| (a.as_slice(), b.as_slice()));
            rule.closed_form(c / cols, c % cols, f)
        })
        .collect();
    let mut s = String::new();
    let rules = match rule {
        Rule2::Block => "turn an edge-connected set of coins inside [0,x] x [0,y] containing (x,y)",
        Rule2::Corners => "turn the corners (a,b), (a,y), (x,b), (x,y) with a < x, b < y",
        Rule2::Rugs => "turn every coin of a rectangle [a,x] x [b,y]",
        Rule2::Product(..) => "a move of the first game at x times a move of the second at y",
    };
    writeln!(s, "{title}: {rules} (cells numbered from 0)").unwrap();
    writeln!(s, "beside: closed form {}", rule.closed_form_text()).unwrap();
    let bad = values.iter().zip(&claim).filter(|(a, b)| a != b).count();
    grid(&mut s, &values, rows, cols, Some(&claim));
    if bad > 0 {
        writeln!(s, "closed form:").unwrap();
        grid(&mut s, &claim, rows, cols, None);
    }
    summary(&mut s, bad, rows * cols);
    s
}

/// A grid of values with row and column numbers; with `mark`, a `*` after every value that
/// differs from it.
fn grid(s: &mut String, v: &[u64], rows: usize, cols: usize, mark: Option<&[u64]>) {
    let w = v
        .iter()
        .map(|x| x.to_string().len())
        .chain([rows.to_string().len() + 2, cols.to_string().len()])
        .max()
        .unwrap();
    write!(s, "{:>w$}", "x\\y").unwrap();
    for y in 0..cols {
        write!(s, " {y:>w$} ").unwrap();
    }
    s.truncate(s.trim_end().len());
    s.push('\n');
    for x in 0..rows {
        write!(s, "{x:>w$}").unwrap();
        for y in 0..cols {
            let c = x * cols + y;
            let flag = match mark {
                Some(m) if m[c] != v[c] => '*',
                _ => ' ',
            };
            write!(s, " {:>w$}{flag}", v[c]).unwrap();
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
    }
}

fn summary(s: &mut String, bad: usize, n: usize) {
    if bad == 0 {
        writeln!(s, "all {n} values agree with the claim").unwrap();
    } else {
        writeln!(s, "{bad} of {n} values differ from the claim (marked)").unwrap();
    }
}

fn width(columns: &[&[String]]) -> usize {
    columns
        .iter()
        .flat_map(|c| c.iter())
        .map(String::len)
        .max()
        .unwrap_or(1)
}

fn join(set: &[usize]) -> String {
    set.iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(args: &[&str]) -> String {
        parse_args(args).unwrap_err()
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
        assert_eq!(run_args(&["--help"]).unwrap(), HELP);
    }

    #[test]
    fn parses_games_parameters_and_options() {
        match table(&["subtraction", "1,3,4", "--upto", "40", "--period"]) {
            Kind::Coins {
                game,
                first,
                n,
                period,
            } => {
                assert_eq!(game.rule, Rule::Subtraction(vec![1, 3, 4]));
                assert_eq!(game.name, "subtraction 1,3,4");
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
        match table(&["octal", "0.77", "--upto", "100"]) {
            Kind::Heaps { octal, n, period } => {
                assert_eq!(octal.unwrap().code(), "0.77");
                assert_eq!((n, period), (101, false));
            }
            k => panic!("{k:?}"),
        }
        assert_eq!(
            table(&["grundy"]),
            Kind::Heaps {
                octal: None,
                n: 32,
                period: false
            }
        );
        assert_eq!(
            table(&["product", "ruler", "consecutive:3", "4", "5"]),
            Kind::Board {
                title: "product ruler x consecutive:3".to_string(),
                rule: Rule2::Product(Rule::Ruler, Rule::Consecutive(3)),
                rows: 4,
                cols: 5
            }
        );
        assert_eq!(
            table(&["corners"]),
            Kind::Board {
                title: "corners".to_string(),
                rule: Rule2::Corners,
                rows: 8,
                cols: 8
            }
        );
    }

    #[test]
    fn parse_errors_name_the_problem() {
        assert_eq!(err(&[]), "no game given (try --help)");
        assert_eq!(err(&["turtles"]), "unknown game `turtles` (see --help)");
        assert_eq!(
            err(&["subtraction", "--upto", "3"]),
            "game `subtraction` needs 1 parameter(s) (see --help)"
        );
        assert_eq!(
            err(&["subtraction", "1,,3"]),
            "set `1,,3` has an empty element"
        );
        assert_eq!(
            err(&["twins", "2,1000001"]),
            "set `2,1000001` has 1000001; elements must be in 1..=1000000"
        );
        let big = (1..=1001)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",");
        assert!(err(&["subtraction", &big]).ends_with("has more than 1000 elements"));
        assert_eq!(
            err(&["consecutive", "x"]),
            "K `x` is not a non-negative integer"
        );
        assert_eq!(
            err(&["product", "ruler", "subtraction", "3", "3"]),
            "game `subtraction` needs a parameter (see --help)"
        );
        assert_eq!(err(&["ruler", "--from"]), "--from needs a value");
        assert_eq!(
            err(&["ruler", "--upto", "x"]),
            "--upto `x` is not a non-negative integer"
        );
        assert_eq!(
            err(&["grundy", "0"]),
            "size 0 is out of range 1..=10000 for this game"
        );
        assert_eq!(
            err(&["rugs", "33", "1"]),
            "ROWS = 33 is out of range 1..=32 for this game"
        );
        assert_eq!(
            err(&["rugs", "1", "2", "3"]),
            "two-dimensional games take two sizes, ROWS COLS"
        );
        assert_eq!(
            err(&["corners", "--upto", "3"]),
            "two-dimensional games take ROWS COLS only"
        );
    }

    #[test]
    fn malformed_numbers_say_what_is_wrong() {
        assert_eq!(
            err(&["ruler", "-1"]),
            "`-1` is negative: sizes and parameters are non-negative"
        );
        assert_eq!(
            err(&["subtraction", "1,,2"]),
            "set `1,,2` has an empty element"
        );
        assert_eq!(
            err(&["ruler", "99999999999999999999"]),
            "size `99999999999999999999` is too large"
        );
        assert_eq!(
            err(&["ruler", "--bogus"]),
            "unknown option `--bogus` (see --help)"
        );
    }

    #[test]
    fn the_first_failing_check_is_reported() {
        // Options are read before the game's parameter, sizes before inapplicable options.
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
            "size 0 is out of range 1..=1024 for this game"
        );
        assert_eq!(
            err(&["octal", "0.9", "0"]),
            "size 0 is out of range 1..=10000 for this game"
        );
        assert_eq!(
            err(&["octal", "0.9", "--from", "0"]),
            "--from applies to coin games; heaps are numbered from 0"
        );
        assert_eq!(
            err(&["product", "nope", "nada"]),
            "unknown one-dimensional game `nope` in a product (see --help)"
        );
    }

    #[test]
    fn renders_a_column_with_flags() {
        assert_eq!(
            run_args(&["ruler", "3", "--from", "0"]).unwrap(),
            "ruler: turn any run of consecutive coins (coins numbered from 0)\n\
             beside: closed form lowbit(x)\n \
             x sg claim\n \
             0  1  0  <- differs\n \
             1  2  1  <- differs\n \
             2  1  2  <- differs\n\
             3 of 3 values differ from the claim (marked)\n"
        );
    }

    #[test]
    fn renders_heaps_with_period() {
        assert_eq!(
            run_args(&["octal", "0.07", "4", "--period"]).unwrap(),
            "octal 0.07: take-and-break game (heaps from 0)\n \
             n sg\n \
             0  0\n \
             1  0\n \
             2  1\n \
             3  1\n\
             periodicity (CGSuite): preperiod 53, period 34 \
             (certified by the octal periodicity theorem)\n"
        );
    }

    #[test]
    fn renders_a_grid_with_marks_and_no_trailing_spaces() {
        let mut s = String::new();
        grid(&mut s, &[1, 2, 30, 4], 2, 2, Some(&[1, 5, 30, 4]));
        assert_eq!(s, "x\\y   0    1\n  0   1    2*\n  1  30    4\n");
        s.clear();
        grid(&mut s, &[0; 12], 1, 12, None);
        assert_eq!(
            s,
            "x\\y   0    1    2    3    4    5    6    7    8    9   10   11\n  \
             0   0    0    0    0    0    0    0    0    0    0    0    0\n"
        );
        assert_eq!(
            run_args(&["corners", "2", "3"]).unwrap(),
            "corners: turn the corners (a,b), (a,y), (x,b), (x,y) with a < x, b < y \
             (cells numbered from 0)\n\
             beside: closed form x ⊗ y\n\
             x\\y   0    1    2\n  \
             0   0    0    0\n  \
             1   0    1    2\n\
             all 6 values agree with the claim\n"
        );
    }

    #[test]
    fn batch_skips_blank_lines_and_comments_and_counts_lines() {
        let text = "# a batch\n\n  ruler 4  # the ruler\r\n\t\nnim 3 --from 0\n#end";
        let requests = parse_batch(text).unwrap();
        assert_eq!(
            requests,
            vec![
                parse_args(&["ruler", "4"]).unwrap(),
                parse_args(&["nim", "3", "--from", "0"]).unwrap()
            ]
        );
        assert_eq!(
            run_batch(text).unwrap(),
            format!(
                "{}\n{}",
                run_args(&["ruler", "4"]).unwrap(),
                run_args(&["nim", "3", "--from", "0"]).unwrap()
            )
        );
        assert_eq!(
            parse_batch("ruler 4\n\n# x\nruler 0\nbogus\n").unwrap_err(),
            "line 4: size 0 is out of range 1..=1024 for this game"
        );
        assert_eq!(
            parse_batch("ruler 4\r\nnim 2 3\r\n").unwrap_err(),
            "line 2: too many sizes: [2, 3]"
        );
        for empty in ["", "\n\n", "# only a comment\n   \n"] {
            assert_eq!(
                parse_batch(empty).unwrap_err(),
                "no game given: standard input holds no request (try --help)"
            );
        }
        assert_eq!(
            run_batch("one 1\n--help\n").unwrap(),
            format!("{}\n{HELP}", run_args(&["one", "1"]).unwrap())
        );
    }

    #[test]
    fn batch_text_reports_the_line_of_bad_utf8() {
        assert_eq!(batch_text(b"\xff").unwrap_err(), "line 1: not valid UTF-8");
        assert_eq!(
            batch_text(b"a\nb\n\xc3").unwrap_err(),
            "line 3: not valid UTF-8"
        );
        assert_eq!(batch_text("ruler ⊗\n".as_bytes()), Ok("ruler ⊗\n"));
    }

    #[test]
    fn helpers() {
        assert_eq!(join(&[1, 3, 4]), "1,3,4");
        assert_eq!(width(&[&["x".into()], &["12345".into(), "6".into()]]), 5);
        let mut s = String::new();
        summary(&mut s, 0, 4);
        summary(&mut s, 2, 4);
        assert_eq!(
            s,
            "all 4 values agree with the claim\n2 of 4 values differ from the claim (marked)\n"
        );
    }
}
