//! `sg_table`: print the Grundy values of the seeds' coin-turning and heap games, with each
//! game's closed form (or claimed equivalent) beside the brute-force values and every
//! disagreement flagged. A study tool, not a judge problem. `sg_table --help` lists the games.
use grundy::coins::{Rule, Rule2};
use grundy::sg::subtraction_table;
use grundy::takebreak::{OctalGame, grundys_game_values};
use std::fmt::Write;

const HELP: &str = "\
usage: sg_table <game> [parameters] [size] [--upto N] [--period] [--from L]

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
two-dimensional coin games (size: ROWS COLS, default 8 8; cells numbered from 0):
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
";

fn fail(what: impl std::fmt::Display) -> ! {
    eprintln!("error: {what}");
    std::process::exit(2)
}

fn parse_number(text: &str, what: &str) -> usize {
    match text.parse::<usize>() {
        Ok(v) => v,
        Err(_) => fail(format!("{what} `{text}` is not a non-negative integer")),
    }
}

/// A comma-separated set of positive integers, each at most 10^6.
fn parse_set(text: &str) -> Vec<usize> {
    let set: Vec<usize> = text
        .split(',')
        .map(|t| parse_number(t, &format!("set element in `{text}`")))
        .collect();
    if let Some(&bad) = set.iter().find(|&&s| s == 0 || s > 1_000_000) {
        fail(format!(
            "set `{text}` has {bad}; elements must be in 1..=1000000"
        ));
    }
    if set.len() > 1000 {
        fail(format!("set `{text}` has more than 1000 elements"));
    }
    set
}

/// A one-dimensional game, its display name, its one-line rule, and the largest number of
/// coins it is shown for (brute force costs grow as a power of it).
struct Game1 {
    rule: Rule,
    name: String,
    rules: &'static str,
    max_coins: usize,
}

fn game1(name: &str, param: Option<&str>) -> Option<Game1> {
    let need = |p: Option<&str>| -> String {
        match p {
            Some(p) => p.to_string(),
            None => fail(format!("game `{name}` needs a parameter (see --help)")),
        }
    };
    let with =
        |make: fn(Vec<usize>) -> Rule, text: &str| match Rule::with_set(make, &parse_set(text)) {
            Ok(r) => r,
            Err(e) => fail(format!("bad set `{text}`: {e}")),
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
            let p = need(param);
            let k = parse_number(&p, "K");
            if !(1..=10_000).contains(&k) {
                fail(format!("K = {k} is out of range 1..=10000"));
            }
            (
                Rule::Consecutive(k),
                "turn exactly K consecutive coins",
                10_000,
                format!("{name} {k}"),
            )
        }
        "subtraction" => {
            let p = need(param);
            (
                with(Rule::Subtraction, &p),
                "turn x and one of x-s (s in S), or x alone if x is in S",
                100_000,
                format!("{name} {p}"),
            )
        }
        "twins" => {
            let p = need(param);
            (
                with(Rule::Twins, &p),
                "turn two coins, x and x-s with s in S",
                100_000,
                format!("{name} {p}"),
            )
        }
        "runs" => {
            let p = need(param);
            (
                with(Rule::Runs, &p),
                "turn a run of consecutive coins with length in L",
                1024,
                format!("{name} {p}"),
            )
        }
        _ => return None,
    };
    Some(Game1 {
        rule,
        name: shown,
        rules,
        max_coins,
    })
}

fn takes_param(name: &str) -> bool {
    matches!(
        name,
        "consecutive" | "subtraction" | "twins" | "runs" | "octal"
    )
}

/// A factor of a product: `name` or `name:param`.
fn factor(spec: &str) -> Game1 {
    let (name, param) = match spec.split_once(':') {
        Some((n, p)) => (n, Some(p)),
        None => (spec, None),
    };
    match game1(name, param) {
        Some(g) => g,
        None => fail(format!(
            "unknown one-dimensional game `{name}` in a product (see --help)"
        )),
    }
}

struct Options {
    sizes: Vec<usize>,
    upto: Option<usize>,
    period: bool,
    from: Option<usize>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        fail("no game given (try --help)");
    }
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{HELP}");
        return;
    }
    let name = args[0].as_str();
    let mut rest = &args[1..];
    let mut params: Vec<String> = Vec::new();
    let n_params = match name {
        "product" => 2,
        n if takes_param(n) => 1,
        _ => 0,
    };
    for _ in 0..n_params {
        match rest.first() {
            Some(p) if !p.starts_with("--") => {
                params.push(p.clone());
                rest = &rest[1..];
            }
            _ => fail(format!(
                "game `{name}` needs {n_params} parameter(s) (see --help)"
            )),
        }
    }
    let mut opts = Options {
        sizes: Vec::new(),
        upto: None,
        period: false,
        from: None,
    };
    let mut i = 0;
    while i < rest.len() {
        let a = rest[i].as_str();
        let mut value = |what: &str| -> usize {
            i += 1;
            match rest.get(i) {
                Some(v) => parse_number(v, what),
                None => fail(format!("{a} needs a value")),
            }
        };
        match a {
            "--period" => opts.period = true,
            "--upto" => opts.upto = Some(value("--upto")),
            "--from" => {
                let f = value("--from");
                if f > 1 {
                    fail(format!("--from {f}: coins are numbered from 0 or 1"));
                }
                opts.from = Some(f);
            }
            _ if a.starts_with('-') => fail(format!("unknown option `{a}` (see --help)")),
            _ => opts.sizes.push(parse_number(a, "size")),
        }
        i += 1;
    }
    let text = match name {
        "block" | "corners" | "rugs" | "product" => {
            let rule = match name {
                "block" => Rule2::Block,
                "corners" => Rule2::Corners,
                "rugs" => Rule2::Rugs,
                _ => Rule2::Product(factor(&params[0]).rule, factor(&params[1]).rule),
            };
            let title = match name {
                "product" => format!("product {} x {}", params[0], params[1]),
                _ => name.to_string(),
            };
            two_dimensional(&title, &rule, &opts)
        }
        "octal" | "grundy" => heap_game(name, params.first().map(String::as_str), &opts),
        _ => match game1(name, params.first().map(String::as_str)) {
            Some(g) => one_dimensional(&g, &opts),
            None => fail(format!("unknown game `{name}` (see --help)")),
        },
    };
    print!("{text}");
}

/// Number of entries shown: from a positional size, or `--upto` (an inclusive last label).
fn count(opts: &Options, first: usize, default: usize, max: usize, what: &str) -> usize {
    let n = match (opts.sizes.as_slice(), opts.upto) {
        ([], None) => default,
        ([n], None) => *n,
        ([], Some(u)) => {
            if u < first {
                fail(format!("--upto {u} is below the first {what}, {first}"));
            }
            u - first + 1
        }
        ([_], Some(_)) => fail("give a size or --upto, not both"),
        _ => fail(format!("too many sizes: {:?}", opts.sizes)),
    };
    if n == 0 || n > max {
        fail(format!("size {n} is out of range 1..={max} for this game"));
    }
    n
}

fn one_dimensional(game: &Game1, opts: &Options) -> String {
    let first = opts.from.unwrap_or(game.rule.first_label());
    let n = count(opts, first, 32, game.max_coins, "coin");
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
                    let fast = grundy::tartan::run_values(lens, n);
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
    if opts.period {
        match &game.rule {
            Rule::Subtraction(_) | Rule::Twins(_) => subtraction_period(&mut s, &game.rule),
            Rule::Grunt => grundy_period(&mut s),
            _ => fail("--period applies to subtraction, twins, octal, grundy and grunt"),
        }
    }
    s
}

fn heap_game(name: &str, code: Option<&str>, opts: &Options) -> String {
    if opts.from.is_some() {
        fail("--from applies to coin games; heaps are numbered from 0");
    }
    let n = count(opts, 0, 32, 10_000, "heap");
    let mut s = String::new();
    let (values, octal) = if name == "octal" {
        let code = code.expect("octal takes a code");
        let game = OctalGame::parse(code).unwrap_or_else(|e| fail(e));
        writeln!(
            s,
            "octal {}: take-and-break game (heaps from 0)",
            game.code()
        )
        .unwrap();
        (game.values(n), Some(game))
    } else {
        writeln!(
            s,
            "grundy: split a heap into two unequal non-empty heaps (heaps from 0)"
        )
        .unwrap();
        (grundys_game_values(n), None)
    };
    let labels: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    let vals: Vec<String> = values.iter().map(usize::to_string).collect();
    let w = width(&[&labels, &vals, &["sg".into()]]);
    writeln!(s, "{:>w$} {:>w$}", "n", "sg").unwrap();
    for i in 0..n {
        writeln!(s, "{:>w$} {:>w$}", labels[i], vals[i]).unwrap();
    }
    if opts.period {
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

fn two_dimensional(title: &str, rule: &Rule2, opts: &Options) -> String {
    if opts.period || opts.from.is_some() || opts.upto.is_some() {
        fail("two-dimensional games take ROWS COLS only");
    }
    let (rows, cols) = match opts.sizes.as_slice() {
        [] => (8, 8),
        [r, c] => (*r, *c),
        _ => fail("two-dimensional games take two sizes, ROWS COLS"),
    };
    let max = match rule {
        Rule2::Block => 30,
        Rule2::Corners => 64,
        Rule2::Rugs => 32,
        Rule2::Product(..) => 16,
    };
    for (what, v) in [("ROWS", rows), ("COLS", cols)] {
        if v == 0 || v > max {
            fail(format!(
                "{what} = {v} is out of range 1..={max} for this game"
            ));
        }
    }
    if *rule == Rule2::Block && rows * cols > 30 {
        fail(format!(
            "block needs ROWS x COLS at most 30 (got {rows} x {cols}): its moves grow exponentially"
        ));
    }
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
