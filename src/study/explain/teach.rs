//! One case of `explain` as a textbook shows it: the components and their values, their
//! nim-sum written out in binary columns added without carry, the verdict, and under
//! every winning move the reason it wins ([`Why`]): the component it changes, that
//! component's value before and after, and the nim-sum after it.
//!
//! **The recipe.** A position's value is the XOR `X` of its components' values
//! (Sprague–Grundy). Written in binary, XOR adds each column without carry: a column of
//! the sum is 1 iff the column holds an odd number of 1s. A move changes one component, of
//! value `v`, into something worth `v'`; the nim-sum becomes `X ⊕ v ⊕ v'`, which is 0 iff
//! `v' = v ⊕ X`. In Nim a move can only lower `v`, and `v ⊕ X < v` iff `v` holds the top
//! bit of `X`, so the winning moves are at the components with that bit. Games where a
//! move can raise a value (staircase Nim's left chessmen, subtraction games) or replace a
//! component by several (a cut, a coin turned with others) follow the same rule, which
//! each "why" line shows with its numbers.

use crate::study::game::{CAP, Change, Component, Explained, Listing, Why, join, nim_sum_text};
use std::fmt::Write as _;

/// How values are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Style {
    /// As nimbers, `*n` (a sum `*3 + *5 = *6`), instead of plain numbers.
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
            _ => {
                let stars: Vec<String> = values.iter().map(|&v| self.value(v)).collect();
                format!("sum {} = *{x}", stars.join(" + "))
            }
        }
    }
}

/// The most components drawn in binary columns.
pub const BINARY_TERMS: usize = 12;

/// The most bits a value drawn in binary columns may have.
pub const BINARY_BITS: u32 = 20;

/// One case: the position, its components, the nim-sum in binary, the rule, the verdict,
/// the winning moves each with why it wins, and the theorem.
pub fn case<G: Explained>(
    title: &str,
    game: &G,
    pos: &G::Pos,
    heading: &str,
    verdict: &str,
    theorem: &str,
    style: Style,
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
        let v = style.value(c.value);
        let _ = match c.detail.as_str() {
            "" => writeln!(s, "    {}: worth {v}", c.name),
            d => writeln!(s, "    {}, {d}: worth {v}", c.name),
        };
    }
    let values: Vec<u64> = parts.iter().map(|c| c.value).collect();
    let x = values.iter().fold(0, |x, v| x ^ v);
    let outcome = game.outcome(pos);
    let plain = nim_sum_text(&values);
    // The nim-sum decides (normal play, or misère play with a big heap): draw it.
    let by_sum = !parts.is_empty() && outcome.rule.contains(&plain);
    if by_sum && parts.len() >= 2 {
        s.push_str(&binary(&parts, style));
    }
    let _ = writeln!(s, "  {}", outcome.rule.replace(&plain, &style.sum(&values)));
    if by_sum && x != 0 {
        let top = 1u64 << (63 - x.leading_zeros());
        let _ = if outcome.rule.starts_with("misère") {
            writeln!(
                s,
                "  to win, as in normal play, change one component of value v to v ⊕ {x} (the \
                 nim-sum becomes 0; v must hold {x}'s top bit, {top}), except where that would \
                 leave only components of 0 and 1: there leave an odd number of 1s (nim-sum 1)"
            )
        } else {
            writeln!(
                s,
                "  to win, change one component of value v into something worth v ⊕ {x}: the \
                 nim-sum becomes 0 (in Nim, where values only fall, v must hold {x}'s top \
                 bit, {top})"
            )
        };
    }
    let side = if outcome.mover_wins { "wins" } else { "loses" };
    let _ = writeln!(s, "  verdict: {verdict} (the player to move {side})");
    s.push_str(&listing(
        game,
        pos,
        &game.winning(pos, CAP),
        outcome.mover_wins,
        x,
        style,
    ));
    let _ = writeln!(s, "  why: {theorem}");
    s
}

/// The components' values as binary columns, added without carry, with the nim-sum under
/// them; beyond [`BINARY_TERMS`] components or [`BINARY_BITS`] bits, one line. (A case
/// draws it for two components or more.)
///
/// ```
/// use grundy::study::explain::teach::{Style, binary};
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
    if parts.len() > BINARY_TERMS || bits > BINARY_BITS {
        return format!(
            "  the nim-sum {} is {x:b} in binary (binary columns are drawn for at most \
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
    let _ = writeln!(s, "    ⊕ {}", "─".repeat(w));
    let _ = writeln!(s, "      {x:0w$b}  nim-sum {}", style.value(x));
    s
}

/// The winning moves of a case: a header with their count and order, then one per line,
/// each with why it wins.
fn listing<G: Explained>(
    game: &G,
    pos: &G::Pos,
    list: &Listing<G::Winning>,
    wins: bool,
    x: u64,
    style: Style,
) -> String {
    let lines: Vec<String> = (list.first.iter())
        .map(|w| {
            format!(
                "    {}\n      why: {}\n",
                game.describe(pos, w),
                why_text(&game.why(pos, w), x, style)
            )
        })
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

/// One "why" line (without its label) for a position of nim-sum `x`:
///
/// ```
/// use grundy::study::explain::teach::{Style, why_text};
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
        _ => {
            let terms: Vec<String> = c.terms.iter().map(|&t| v(t)).collect();
            format!("{} = {}", terms.join(style.plus()), v(c.after))
        }
    };
    if c.after == c.before ^ x {
        let _ = write!(worth, " = {}{}{}", v(c.before), style.plus(), v(x));
    }
    let mut s = format!(
        "{}, worth {}, becomes {}, worth {worth}; the nim-sum after is {}",
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

/// `winning moves (N, <order>):` and the lines, or the header for a capped list, or the
/// reason there is none.
pub fn moves_text(
    count: &str,
    n: u128,
    shown: usize,
    order: &str,
    lines: &str,
    wins: bool,
) -> String {
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

/// `1, 4, 9, …, 961` (the first three and the last).
pub fn first_few(v: &[usize]) -> String {
    match v {
        [a, b, c, _, .., last] => format!("{a}, {b}, {c}, …, {last}"),
        _ => join(v, ", "),
    }
}
