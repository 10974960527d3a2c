//! The one place where a [`Lesson`] becomes text: every line of `explain` (and the "why"
//! of `play`'s hints) is written here, in plain numbers or, with `--star`, as nimbers
//! (`*5`, sums `*3 + *5 = *6`, products `*2 × *3 = *1`), the same everywhere: components,
//! reasons, binary columns, the rule, how to win, the winning moves, Project Euler 459's
//! values and the nim product.

use super::lesson::{
    Because, Factors, Flip, Flips, Lesson, Line, Names, Next, NoWin, Shown, Winning,
};
use crate::study::game::{Change, Component, Mex, Opt, Reason, Why, join, nim_sum_text};
use crate::study::nim_product::Step;
use std::fmt::Write as _;

/// How values are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Style {
    /// As nimbers, `*n` (a sum `*3 + *5 = *6`, a product `*2 × *3 = *1`), instead of
    /// plain numbers.
    pub star: bool,
}

impl Style {
    /// A value: `3`, or `*3`.
    pub fn value(self, v: u64) -> String {
        if self.star {
            format!("*{v}")
        } else {
            v.to_string()
        }
    }

    /// The sign of a sum: `⊕`, or `+` between nimbers.
    fn plus(self) -> &'static str {
        if self.star { " + " } else { " ⊕ " }
    }

    /// The sign of a nim product: `⊗`, or `×` between nimbers.
    fn times(self) -> &'static str {
        if self.star { " × " } else { " ⊗ " }
    }

    /// `a ⊕ b ⊕ c` (or `*a + *b + *c`).
    fn xor(self, terms: &[u64]) -> String {
        let shown: Vec<String> = terms.iter().map(|&t| self.value(t)).collect();
        shown.join(self.plus())
    }

    /// `a ⊗ b` (or `*a × *b`).
    fn product(self, a: u64, b: u64) -> String {
        format!("{}{}{}", self.value(a), self.times(), self.value(b))
    }

    /// A nim-sum rule as [`nim_sum_text`] writes it, in this style: `sum *3 + *5 = *6`.
    fn sum(self, values: &[u64]) -> String {
        let plain = nim_sum_text(values);
        if !self.star || values.is_empty() {
            return plain;
        }
        let x = values.iter().fold(0, |x, v| x ^ v);
        match values.len() {
            1 => format!("sum *{x}"),
            n if n > BINARY_TERMS => format!("sum of the {n} values = *{x}"),
            _ => format!("sum {} = *{x}", self.xor(values)),
        }
    }

    /// `mex{0, 1, 2}` of these values.
    fn mex_set(self, values: &[u64]) -> String {
        let shown: Vec<String> = values.iter().map(|&v| self.value(v)).collect();
        format!("mex{{{}}}", shown.join(", "))
    }
}

/// The most components drawn in binary columns.
pub const BINARY_TERMS: usize = 12;

/// The most bits a value drawn in binary columns may have.
pub const BINARY_BITS: u32 = 20;

/// The values a reason or a mex lists before `…`.
const LISTED: usize = 12;

/// The text of a lesson.
pub fn render(lesson: &Lesson, style: Style) -> String {
    let mut s = String::new();
    for line in &lesson.lines {
        line_text(&mut s, line, style);
    }
    s
}

fn line_text(s: &mut String, line: &Line, style: Style) {
    let v = |n: u64| style.value(n);
    let _ = match line {
        Line::Names(Names { game, theorems }) => {
            let _ = writeln!(s, "game: {game}");
            for t in theorems.iter() {
                let _ = writeln!(s, "theorem: {t}");
            }
            Ok(())
        }
        Line::Title { label, position } => {
            writeln!(s, "{label}: {}", position.replace('\n', "\n    "))
        }
        Line::Note(text) => writeln!(s, "  {text}"),
        Line::Heading(text) => writeln!(s, "  {text}"),
        Line::NoComponent => writeln!(s, "    (none)"),
        Line::Component { part, reason } => {
            let _ = match part.detail.as_str() {
                "" => writeln!(s, "    {}: worth {}", part.name, v(part.value)),
                d => writeln!(s, "    {}, {d}: worth {}", part.name, v(part.value)),
            };
            match reason {
                Some(r) => writeln!(s, "      because {}", reason_text(r, style)),
                None => Ok(()),
            }
        }
        Line::ReasonsOmitted { count } => writeln!(
            s,
            "    (the last {count} values come by the same definition; their reasons are not \
             written out)"
        ),
        Line::Binary(parts) => s.write_str(&binary(parts, style)),
        Line::Rule { text, sum } => match sum {
            Some(values) => writeln!(
                s,
                "  {}",
                text.replace(&nim_sum_text(values), &style.sum(values))
            ),
            None => writeln!(s, "  {text}"),
        },
        Line::ToWin { x, misere } => {
            let top = 1u64 << (63 - x.leading_zeros());
            let (worth, zero) = (format!("v{}{}", style.plus(), v(*x)), v(0));
            let sum = if style.star { "sum" } else { "nim-sum" };
            if *misere {
                writeln!(
                    s,
                    "  to win, as in normal play, change one component of value v to {worth} (the \
                     {sum} becomes {zero}; v must hold {}'s top bit, {}), except where that \
                     would leave only components of 0 and 1: there leave an odd number of 1s \
                     ({sum} {})",
                    v(*x),
                    v(top),
                    v(1)
                )
            } else {
                writeln!(
                    s,
                    "  to win, change one component of value v into something worth {worth}: \
                     the {sum} becomes {zero} (in Nim, where values only fall, v must hold {}'s \
                     top bit, {})",
                    v(*x),
                    v(top)
                )
            }
        }
        Line::Verdict { words, mover_wins } => {
            let side = if *mover_wins { "wins" } else { "loses" };
            writeln!(s, "  verdict: {words} (the player to move {side})")
        }
        Line::Winning(w) => s.write_str(&winning_text(w, style)),
        Line::NoWin(n) => s.write_str(&no_win_text(n, style)),
        Line::Factors(f) => s.write_str(&factors_text(f, style)),
        Line::DiskValues(rows) => s.write_str(&disk_values_text(rows, style)),
        Line::BoardValue { n, step } => {
            let (p1, p2) = step.operands;
            let _ = writeln!(
                s,
                "  board value: P1({n}){}P2({n}) = {} = {} (the coin-turning theorem: the sum of \
                 every white disk's value g1(x){}g2(y), which by distributivity is \
                 P1(N){}P2(N))",
                style.times(),
                style.product(p1, p2),
                v(step.product),
                style.times(),
                style.times()
            );
            writeln!(s, "    because {}", product_reason(step, style))
        }
        Line::Flips(f) => s.write_str(&flips_text(f, style)),
        Line::Product { label, step } => {
            let (a, b) = step.operands;
            let _ = writeln!(s, "{label}: {} = {}", style.product(a, b), v(step.product));
            for line in product_lines(step, style) {
                let _ = writeln!(s, "  {line}");
            }
            Ok(())
        }
        Line::Next(n) => s.write_str(&next_text(n)),
    };
}

/// The components' values as binary columns, added without carry, with the nim-sum under
/// them; beyond [`BINARY_TERMS`] components or [`BINARY_BITS`] bits, one line.
///
/// ```
/// use grundy::study::explain::render::{Style, binary};
/// use grundy::study::game::Component;
/// let parts = [Component::new("heap 1", "", 3), Component::new("heap 2", "", 5)];
/// assert_eq!(
///     binary(&parts, Style::default()),
///     "  in binary, each column added without carry (1 iff it holds an odd number of 1s):\n\
///     \x20     011  heap 1: 3\n\
///     \x20     101  heap 2: 5\n\
///     \x20   ⊕ ───\n\
///     \x20     110  nim-sum 6\n"
/// );
/// ```
pub fn binary(parts: &[Component], style: Style) -> String {
    let x = parts.iter().fold(0, |x, c| x ^ c.value);
    let widest = parts.iter().map(|c| c.value).max().unwrap_or(0);
    let bits = (64 - widest.leading_zeros()).max(1);
    let sum = if style.star { "sum" } else { "nim-sum" };
    if parts.len() > BINARY_TERMS || bits > BINARY_BITS {
        return format!(
            "  the {sum} {} is {x:b} in binary (binary columns are drawn for at most \
             {BINARY_TERMS} components of at most {BINARY_BITS} bits)\n",
            style.value(x)
        );
    }
    let w = bits as usize;
    let mut s = String::from(
        "  in binary, each column added without carry (1 iff it holds an odd number of 1s):\n",
    );
    for c in parts {
        let _ = writeln!(
            s,
            "      {:0w$b}  {}: {}",
            c.value,
            c.name,
            style.value(c.value)
        );
    }
    let sign = if style.star { "+" } else { "⊕" };
    let _ = writeln!(s, "    {sign} {}", "─".repeat(w));
    let _ = writeln!(s, "      {x:0w$b}  {sum} {}", style.value(x));
    s
}

/// One "why" line (without its label) for a position of nim-sum `x`:
///
/// ```
/// use grundy::study::explain::render::{Style, why_text};
/// use grundy::study::game::{Change, Why};
/// let why = Why::Change(Change::new("heap 3", 4, "3 stones", 3, 7));
/// assert_eq!(
///     why_text(&why, 7, Style::default()),
///     "heap 3, worth 4, becomes 3 stones, worth 3 = 4 ⊕ 7; the nim-sum after is 0"
/// );
/// ```
pub fn why_text(why: &Why, x: u64, style: Style) -> String {
    let c: &Change = match why {
        Why::Rule(text) => return text.clone(),
        Why::Change(c) => c,
    };
    let v = |n| style.value(n);
    let mut worth = match c.terms.len() {
        0 | 1 => v(c.after),
        _ => format!("{} = {}", style.xor(&c.terms), v(c.after)),
    };
    if c.after == c.before ^ x {
        let _ = write!(worth, " = {}{}{}", v(c.before), style.plus(), v(x));
    }
    let sum = if style.star { "sum" } else { "nim-sum" };
    let mut s = format!(
        "{}, worth {}, becomes {}, worth {worth}; the {sum} after is {}",
        c.component,
        v(c.before),
        c.becomes,
        v(c.nim_sum)
    );
    if let Some(note) = &c.note {
        let _ = write!(s, "; {note}");
    }
    s
}

/// `winning moves (N, <order>):` and the moves, or the header for a capped list, or one move
/// found where none could be counted.
fn winning_text(w: &Winning, style: Style) -> String {
    // The position's nim-sum, for the "= v ⊕ X" of each why: a winning move's change
    // leaves nim-sum 0, so X = before ⊕ after.
    let lines: String = (w.shown.iter())
        .map(|m| {
            let x = match &m.why {
                Why::Change(c) => c.before ^ c.after ^ c.nim_sum,
                Why::Rule(_) => 0,
            };
            format!(
                "    {}\n      why: {}\n",
                m.words,
                why_text(&m.why, x, style)
            )
        })
        .collect();
    let shown = w.shown.len() as u128;
    let mut s = match (w.count, &w.uncounted) {
        (0, Some(note)) => return format!("  winning moves: {note}; one of them:\n{lines}"),
        _ if shown == w.count => {
            format!("  winning moves ({}, {}):\n{lines}", w.count_words, w.order)
        }
        _ => format!(
            "  winning moves: {}; the first {shown}, {}:\n{lines}",
            w.count_words, w.order
        ),
    };
    if let Some(note) = &w.uncounted {
        let _ = writeln!(s, "  (and {note})");
    }
    s
}

/// Why no move wins, and one move that shows it.
fn no_win_text(n: &NoWin, style: Style) -> String {
    let zero = style.value(0);
    let sum = if style.star { "sum" } else { "nim-sum" };
    let mex = "no option has its value: that is the mex";
    let because = match &n.because {
        Because::NoMove => "there is no move at all, so the player to move loses".to_string(),
        Because::OnePart(part) => format!(
            "a move changes exactly one {part}, never into something of the same value ({mex}), \
             so the {sum}, {zero} now, cannot stay {zero}"
        ),
        Because::Cuts => format!(
            "a cut either leaves a 1×k strip, which the other player cuts to a 1×1 piece at \
             once, or changes one piece into pieces of another value ({mex}), so the {sum}, \
             {zero} now, cannot stay {zero}"
        ),
        Because::Rule => {
            "every move leaves the other player a position that the rule above calls a win"
                .to_string()
        }
    };
    match &n.example {
        None => format!("  winning moves: none: {because}\n"),
        Some(Shown { words, why }) => {
            // A lost position's move never leaves nim-sum 0 (Sprague–Grundy): say so right
            // after the nim-sum it leaves, before any note.
            let text = match why {
                Why::Change(c) => {
                    let plain = Change {
                        note: None,
                        ..c.clone()
                    };
                    let mut t = format!(
                        "{}: not {}, a win for the other player",
                        why_text(&Why::Change(plain), 0, style),
                        style.value(0)
                    );
                    if let Some(note) = &c.note {
                        let _ = write!(t, "; {note}");
                    }
                    t
                }
                Why::Rule(r) => r.clone(),
            };
            format!(
                "  winning moves: none: {because}; for example:\n    {words}\n      why it loses: \
                 {text}\n"
            )
        }
    }
}

/// Why a component is worth its value, after `because`.
///
/// ```
/// use grundy::study::explain::render::{Style, reason_text};
/// use grundy::study::game::Reason;
/// assert_eq!(
///     reason_text(&Reason::Lowbit { height: 6, value: 2 }, Style::default()),
///     "lowbit(6) = 2: 6 = 110₂, and the lowest 1 of it is worth 2, the largest power of 2 \
///      dividing 6"
/// );
/// ```
pub fn reason_text(r: &Reason, style: Style) -> String {
    let v = |n: u64| style.value(n);
    match r {
        Reason::Heap { size: 0 } => format!(
            "a Nim heap of 0 has no move, and the mex of nothing is {}",
            v(0)
        ),
        Reason::Heap { size: 1 } => format!(
            "a Nim heap of 1 can become a heap of 0, worth 0, and {} = {}",
            style.mex_set(&[0]),
            v(1)
        ),
        Reason::Heap { size } => {
            let h = *size;
            let (reach, set) = if h <= 5 {
                let all: Vec<u64> = (0..h).collect();
                let words: Vec<String> = all.iter().map(|k| k.to_string()).collect();
                (
                    crate::study::game::and_list(&words).replace(" and ", " or "),
                    style.mex_set(&all),
                )
            } else {
                (
                    format!("0 to {}", h - 1),
                    format!("mex{{{}, {}, …, {}}}", v(0), v(1), v(h - 1)),
                )
            };
            format!(
                "a Nim heap of {h} can become a heap of {reach}, each worth its size, and {set} \
                 = {}",
                v(h)
            )
        }
        Reason::Mex(m) => mex_text(m, style),
        Reason::Odious { x, value } => {
            let double = x.wrapping_mul(2);
            let ones = double.count_ones();
            let count = |n: u32| match n {
                0 => "no 1".to_string(),
                1 => "one 1".to_string(),
                n => format!("{n} 1s"),
            };
            if ones % 2 == 1 {
                format!(
                    "od({x}) = {}: 2·{x} = {double} = {double:b}₂ has {} (odious), so od({x}) = \
                     2·{x} = {value}",
                    v(*value),
                    count(ones)
                )
            } else {
                format!(
                    "od({x}) = {}: 2·{x} = {double} = {double:b}₂ has {} (evil), so od({x}) = \
                     2·{x} + 1 = {value} = {value:b}₂, with {} (odious)",
                    v(*value),
                    count(ones),
                    count(value.count_ones())
                )
            }
        }
        Reason::Lowbit { height, value } => format!(
            "lowbit({height}) = {}: {height} = {height:b}₂, and the lowest 1 of it is worth \
             {value}, the largest power of 2 dividing {height}",
            v(*value)
        ),
        Reason::Product(step) => product_reason(step, style),
    }
}

/// The mex rule applied: the options with their values, then the mex.
fn mex_text(m: &Mex, style: Style) -> String {
    let v = |n: u64| style.value(n);
    let opt = |o: &Opt| {
        let named = match o.names.len() {
            0 => String::new(),
            _ => format!("{} = ", o.names.join(style.plus())),
        };
        match o.terms.len() {
            0 | 1 => format!("{}, worth {named}{}", o.becomes, v(o.value)),
            _ => format!(
                "{}, worth {named}{} = {}",
                o.becomes,
                style.xor(&o.terms),
                v(o.value)
            ),
        }
    };
    match m.total {
        0 => format!("it has no {}, and the mex of nothing is {}", m.kind, v(0)),
        1 => format!(
            "its one {} leaves {}; and {} = {}",
            m.kind,
            opt(&m.options[0]),
            style.mex_set(&[m.options[0].value]),
            v(m.value)
        ),
        n if n == m.options.len() => {
            let listed: Vec<String> = m.options.iter().map(opt).collect();
            let values: Vec<u64> = m.options.iter().map(|o| o.value).collect();
            format!(
                "its {n} {}s leave {}; and {} = {}",
                m.kind,
                listed.join("; or "),
                style.mex_set(&values),
                v(m.value)
            )
        }
        n => {
            let shown: Vec<String> = m.values.iter().take(LISTED).map(|&x| v(x)).collect();
            let more = if m.values.len() > LISTED { ", …" } else { "" };
            format!(
                "its {n} {}s leave values {{{}{more}}}, and the least value not among them is {}",
                m.kind,
                shown.join(", "),
                v(m.value)
            )
        }
    }
}

/// One step of the Fermat 2-power recursion on one line (a reason); a product with 0 or 1
/// needs none.
fn product_reason(step: &Step, style: Style) -> String {
    let (a, b) = step.operands;
    let product = format!("{} = {}", style.product(a, b), style.value(step.product));
    if a == 0 || b == 0 {
        return format!(
            "{product}: a product with {} is {}",
            style.value(0),
            style.value(0)
        );
    }
    if a == 1 || b == 1 {
        return format!("{product}: {} is the unit of the product", style.value(1));
    }
    let lines = product_lines(step, style);
    format!(
        "{} = {}: {}",
        style.product(a, b),
        style.value(step.product),
        lines.join("; ")
    )
}

/// One step of the Fermat 2-power recursion, in three parts: the split, the three
/// half-size products, and how they combine.
fn product_lines(s: &Step, style: Style) -> Vec<String> {
    let v = |n: u64| style.value(n);
    let (p, x) = (style.plus(), style.times());
    if s.f == 0 {
        return vec![format!(
            "below 2 there is nothing to split: {} and {} multiply as integers",
            v(0),
            v(1)
        )];
    }
    let (f, (a, b)) = (s.f, s.operands);
    let ((a1, a0), (b1, b0)) = (s.a, s.b);
    // F·n for n below F is the ordinary product, which is also the nim product F ⊗ n; as
    // nimbers, *F × *n.
    let by_f = |n: u64| {
        if style.star {
            format!("{}{x}{}", v(f), v(n))
        } else {
            format!("{n}·F")
        }
    };
    let square = if style.star {
        format!("{}{x}{} = {}{p}{}", v(f), v(f), v(f), v(f / 2))
    } else {
        "F ⊗ F = F ⊕ F/2".to_string()
    };
    let (fv, half) = if style.star {
        (v(f), v(f / 2))
    } else {
        ("F".to_string(), (f / 2).to_string())
    };
    vec![
        format!(
            "split at the Fermat 2-power F = {f} (both below F² = {}): {} = {}{p}{}, {} = {}{p}{}",
            u128::from(f) * u128::from(f),
            v(a),
            by_f(a1),
            v(a0),
            v(b),
            by_f(b1),
            v(b0)
        ),
        format!(
            "the three half-size products: a0{x}b0 = {}{x}{} = {}, (a1{p}a0){x}(b1{p}b0) = \
             ({}{p}{}){x}({}{p}{}) = {}{x}{} = {}, a1{x}b1 = {}{x}{} = {}",
            v(a0),
            v(b0),
            v(s.low),
            v(a1),
            v(a0),
            v(b1),
            v(b0),
            v(a1 ^ a0),
            v(b1 ^ b0),
            v(s.mixed),
            v(a1),
            v(b1),
            v(s.high)
        ),
        format!(
            "{square}, so a{x}b = {fv}{}({}{p}{}){p}{}{p}{half}{x}{} = {}{p}{}{p}{} = {}",
            if style.star { x } else { "·" },
            v(s.mixed),
            v(s.low),
            v(s.low),
            v(s.high),
            by_f(s.mixed ^ s.low),
            v(s.low),
            v(s.high_half),
            v(s.product)
        ),
    ]
}

/// Project Euler 459's factor games.
fn factors_text(f: &Factors, style: Style) -> String {
    let n = f.n;
    let mut s = format!(
        "  the board is the product Runs(squares) × Runs(triangular numbers) of two run games (a \
         white disk is a head): widths {} along a row, heights {} up a column\n",
        first_few(&f.widths),
        first_few(&f.heights)
    );
    let p = style.plus();
    let _ = writeln!(
        s,
        "  each factor's single head: g(x) = mex{{ P(x − 1){p}P(x − l) : l a run length, l ≤ x \
         }}, as a run of l ending at x turns the l − 1 coins before x, worth P(x − 1){p}P(x − \
         l), where P(k) = g(1){p}…{p}g(k)"
    );
    if let Some((g1, g2)) = &f.values {
        let row = |g: &[u64]| {
            let shown: Vec<String> = g.iter().map(|&v| style.value(v)).collect();
            shown.join(" ")
        };
        let _ = writeln!(
            s,
            "  g1(x), x from 1 to {n}, the widths' run game (x the column, along a row): {}",
            row(g1)
        );
        if let Some((r1, _)) = &f.reasons {
            let _ = writeln!(s, "    because g1({n}): {}", reason_text(r1, style));
        }
        let _ = writeln!(
            s,
            "  g2(y), y from 1 to {n}, the heights' run game (y the row, up a column): {}",
            row(g2)
        );
        if let Some((_, r2)) = &f.reasons {
            let _ = writeln!(s, "    because g2({n}): {}", reason_text(r2, style));
        }
    }
    if f.values.is_none() {
        let _ = writeln!(
            s,
            "  (g1 and g2 are listed for boards up to 16; here they run to {n}, and P1, P2 are \
             their XORs)"
        );
    }
    let (p1, p2) = f.prefix;
    let _ = writeln!(
        s,
        "  P1({n}) = g1(1){p}…{p}g1({n}) = {}, P2({n}) = g2(1){p}…{p}g2({n}) = {}",
        style.value(p1),
        style.value(p2)
    );
    s
}

/// `1, 4, 9, …, 961` (the first three and the last).
pub fn first_few(v: &[usize]) -> String {
    match v {
        [a, b, c, _, .., last] => format!("{a}, {b}, {c}, …, {last}"),
        _ => join(v, ", "),
    }
}

/// Project Euler 459's disk values with their coordinates, row `N` on top.
fn disk_values_text(rows: &[Vec<u64>], style: Style) -> String {
    let n = rows.len();
    let cells: Vec<Vec<String>> = (rows.iter())
        .map(|r| r.iter().map(|&v| style.value(v)).collect())
        .collect();
    let w = (cells.iter().flatten().map(String::len))
        .chain([n.to_string().len()])
        .max()
        .unwrap_or(1);
    let lw = n.to_string().len();
    let mut s = format!(
        "  disk values g1(x){}g2(y), the row y = {n} on top, the column x = 1 at the left:\n",
        style.times()
    );
    for y in (1..=n).rev() {
        let row: Vec<String> = cells[y - 1].iter().map(|c| format!("{c:>w$}")).collect();
        let _ = writeln!(s, "    {y:>lw$} │ {}", row.join(" "));
    }
    let xs: Vec<String> = (1..=n).map(|x| format!("{x:>w$}")).collect();
    let _ = writeln!(s, "    {:lw$}   {}", "", xs.join(" "));
    s
}

/// Project Euler 459's winning first moves, or why there is none.
fn flips_text(f: &Flips, style: Style) -> String {
    match f {
        Flips::Counted {
            count,
            listed_up_to,
        } => format!("  winning moves: {count} (listed for N up to {listed_up_to} only)\n"),
        Flips::Listed {
            count,
            order,
            shown,
        } => {
            let mut lines = String::new();
            for flip in shown {
                let _ = writeln!(lines, "    {}", flip.words);
                let _ = writeln!(lines, "      why: {}", flip_why(flip, style, true));
                for row in &flip.drawing {
                    let _ = writeln!(lines, "      {row}");
                }
            }
            let n = shown.len() as u128;
            if n == *count {
                format!("  winning moves ({count}, {order}):\n{lines}")
            } else {
                format!("  winning moves: {count}; the first {n}, {order}:\n{lines}")
            }
        }
        Flips::None { example: None } => "  winning moves: none: no disk, so no move\n".to_string(),
        Flips::None {
            example: Some(flip),
        } => format!(
            "  winning moves: none: every flip changes the board's value (a position never moves \
             to one of its own value: a value is the mex of its options'), so the value, {} now, \
             cannot stay {}; for example:\n    {}\n      why it loses: {}\n",
            style.value(0),
            style.value(0),
            flip.words,
            flip_why(flip, style, false)
        ),
    }
}

/// Why a flip wins (or what it leaves): its disks' worth `a ⊗ b` and how `a` and `b` come
/// from the prefix XORs.
fn flip_why(f: &Flip, style: Style, wins: bool) -> String {
    let v = |n: u64| style.value(n);
    let (a, b) = (f.columns.0 ^ f.columns.1, f.rows.0 ^ f.rows.1);
    let p = style.plus();
    let parts = format!(
        "a = P1({}){p}P1({}) = {}{p}{} = {}, the XOR of g1 over its columns {} to {}, and b = \
         P2({}){p}P2({}) = {}{p}{} = {}, the XOR of g2 over its rows {} to {}",
        f.x,
        f.x - f.w,
        v(f.columns.0),
        v(f.columns.1),
        v(a),
        f.x + 1 - f.w,
        f.x,
        f.y,
        f.y - f.h,
        v(f.rows.0),
        v(f.rows.1),
        v(b),
        f.y + 1 - f.h,
        f.y
    );
    let after = f.board ^ f.worth;
    if wins {
        format!(
            "its disks are worth a{}b = {} = {}, the board's value, so flipping them leaves \
             {}{p}{} = {}; {parts}",
            style.times(),
            style.product(a, b),
            v(f.worth),
            v(f.board),
            v(f.worth),
            v(after)
        )
    } else {
        format!(
            "its disks are worth a{}b = {} = {}, so flipping them leaves {}{p}{} = {}: not {}, a \
             win for the other player; {parts}",
            style.times(),
            style.product(a, b),
            v(f.worth),
            v(f.board),
            v(f.worth),
            v(after),
            v(0)
        )
    }
}

/// Where to go next from a position.
fn next_text(n: &Next) -> String {
    let mut s = String::from("  next:\n");
    let _ = match &n.play {
        Ok((cmd, note)) if note.is_empty() => {
            writeln!(
                s,
                "    play this position against the perfect strategy: {cmd}"
            )
        }
        Ok((cmd, note)) => writeln!(
            s,
            "    play it against the perfect strategy: {cmd} ({note})"
        ),
        Err(why) => writeln!(s, "    play: none from this position ({why})"),
    };
    let _ = match &n.table {
        Ok((cmd, note)) => writeln!(s, "    its values in a table: {cmd} ({note})"),
        Err(why) => writeln!(s, "    its values in a table: none in sg_table ({why})"),
    };
    s
}
