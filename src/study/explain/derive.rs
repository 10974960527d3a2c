//! Every value derived once: where a lesson states its components' values by a closed form
//! (`od(x)` for a Mock Turtles head, `lowbit(h)` for a free subtree, the nim product
//! `x ⊗ y` for a light of Turning Corners and a nim product, the Tartan product
//! `g1(x) ⊗ g2(y)` for a disk of Project Euler 459, a staircase pair's gap), it first
//! shows, on one small component, that the formula's value *is* the mex rule's: every
//! option of that component, enumerated by the coin-turning engine ([`crate::coins`]; for
//! a pair, its right chessman's moves) with its value from a brute-force table, and their
//! mex, equal to the formula there. The formula then gives the rest. The component is the position's smallest when its options are few
//! enough to list ([`OPTIONS_MOST`]), else a small one beside it, said so.
//!
//! For the subtraction games (S-Nim, the Fibonacci game) the values repeat instead: the
//! lesson states their preperiod and period as [`crate::sg::subtraction_periodicity`]
//! finds them, with the certificate that makes it true (the `max(S)` values from the
//! preperiod on come again one period later, and each value depends only on the `max(S)`
//! before it), and why one may then stop computing.

use super::lesson::{Derivation, Formula, Line, PERIOD_SHOWN, Period};
use super::style::{Style, mex_text};
use crate::coins::{CoinGame, Grid, Rule, Rule2, grundy_values, lowbit};
use crate::i18n::Text;
use crate::msg;
use crate::nimber::nim_mul;
use crate::sg::subtraction_periodicity;
use crate::study::game::{Mex, Opt, OptionKind, join};

/// The most options a derivation's component may have to be derived on; a component with
/// more is replaced by a small one beside it.
pub const OPTIONS_MOST: usize = 64;

/// The most steps (values × move sizes) a period search takes for one lesson.
pub const PERIOD_STEPS: usize = 4_000_000;

/// The most values a period search computes.
pub const PERIOD_VALUES: usize = 1 << 18;

/// The formula in the style's signs: `od(3)`, `2 ⊗ 3` (or `*2 × *3`), `g1(4) ⊗ g2(3) = 1 ⊗ 2`.
fn formula_text(f: Formula, style: Style) -> String {
    let t = if style.star { " × " } else { " ⊗ " };
    match f {
        Formula::Od(x) => format!("od({x})"),
        Formula::Lowbit(h) => format!("lowbit({h})"),
        Formula::Product(x, y) => format!("{}{t}{}", style.value(x), style.value(y)),
        Formula::Gap(g) => style.say(msg!("derive-gap", gap = g)),
        Formula::Tartan { x, y, g1, g2 } => format!(
            "g1({x}){t}g2({y}) = {}{t}{}",
            style.value(g1),
            style.value(g2)
        ),
    }
}

/// The line of a derivation: on what, the options and their mex, the formula, the rest.
pub fn derivation_text(d: &Derivation, style: Style) -> String {
    // Between nimbers (`--star`), a sum is `+` and a product `×`, in the words too.
    let signs = |t: &Text| {
        let text = style.say(t.clone());
        match style.star {
            true => text.replace(" ⊗ ", " × ").replace(" ⊕ ", " + "),
            false => text,
        }
    };
    let text = msg!(
        "derive-line",
        own = match (d.definition, d.own) {
            (false, true) => "own",
            (false, false) => "beside",
            (true, true) => "product",
            (true, false) => "product-beside",
        },
        subject = signs(&d.subject),
        mex = mex_text(&d.mex, style),
        formula = formula_text(d.formula, style),
        rest = signs(&d.rest)
    );
    style.say(text)
}

/// The derivation of `od(x)` on the smallest head of `heads` (sorted), or on a head at 3
/// beside them when the smallest is too far right to list its moves; `None` without heads.
pub fn mock_turtles(heads: &[u64]) -> Option<Line> {
    let &first = heads.first()?;
    let moves = |x: u64| 1 + x + x * x.saturating_sub(1) / 2;
    let own = moves(first) <= OPTIONS_MOST as u64;
    let x = if own { first as usize } else { 3 };
    let g = Rule::MockTurtles.values(x + 1);
    let mut options = Vec::new();
    Rule::MockTurtles.for_each_move(x, &mut |others| {
        let terms: Vec<u64> = others.iter().map(|&y| g[y]).collect();
        let becomes = match others.len() {
            0 => msg!("derive-mock-alone", x = x),
            n => msg!(
                "derive-mock-turn",
                x = x,
                n = n,
                heads = Text::and(others.iter().map(|y| Text::Raw(y.to_string())).collect())
            ),
        };
        options.push(Opt::new(becomes, terms));
    });
    Some(derived(
        msg!("derive-mock-subject", x = x),
        own,
        Formula::Od(x as u64),
        Mex::over(OptionKind::Move, options),
        crate::mock_turtles::value(x as u64),
        msg!("derive-rest-od"),
    ))
}

/// The derivation of `lowbit(h)` on the lowest free subtree of `heights`, or on one of
/// height 4 beside them when the lowest is taller than [`OPTIONS_MOST`].
pub fn prefix_free(heights: &[u64]) -> Option<Line> {
    let &lowest = heights.iter().filter(|&&h| h >= 1).min()?;
    let own = lowest <= OPTIONS_MOST as u64;
    let h = if own { lowest as usize } else { 4 };
    // A free subtree of height h is coin h of the Ruler game: a new string k levels below
    // its root (any of the 2^k there, alike) leaves the free subtrees of heights h − 1, …,
    // h − k beside its path, the run of coins before h.
    let g = Rule::Ruler.values(h);
    let mut options = Vec::new();
    Rule::Ruler.for_each_move(h - 1, &mut |others| {
        let terms: Vec<u64> = others.iter().rev().map(|&i| g[i]).collect();
        let heights: Vec<Text> = (others.iter().rev())
            .map(|&i| Text::Raw((i + 1).to_string()))
            .collect();
        let becomes = match others.len() {
            0 => msg!("derive-tree-root"),
            k => msg!(
                "derive-tree-below",
                k = k,
                strings = (1u128 << k).to_string(),
                heights = Text::and(heights)
            ),
        };
        options.push(Opt::new(becomes, terms));
    });
    Some(derived(
        msg!("derive-tree-subject", h = h),
        own,
        Formula::Lowbit(h as u64),
        Mex::over(OptionKind::Depth, options),
        lowbit(h as u64),
        msg!("derive-rest-lowbit"),
    ))
}

/// The derivation that a staircase pair is worth its gap, on the pair of `gaps` with the
/// smallest gap of at least 1 (or on a gap of 3 beside them when that one is too wide to
/// list): alone, its left chessman against the wall, its right chessman's moves leave every
/// smaller gap, each worth its own gap by the mex of Nim ([`crate::sg::heap_table`]).
pub fn staircase(gaps: &[u64]) -> Option<Line> {
    let &smallest = (gaps.iter().filter(|&&g| g >= 1).min()).or_else(|| gaps.iter().min())?;
    let own = smallest <= OPTIONS_MOST as u64;
    let g = if own { smallest as usize } else { 3 };
    let table = crate::sg::heap_table(g + 1, |n, out| out.extend(0..n));
    let options = (1..=g)
        .map(|k| {
            let becomes = msg!("derive-pair-option", gap = g - k, k = k);
            Opt::new(becomes, vec![table[g - k] as u64])
        })
        .collect();
    Some(derived(
        msg!("derive-pair-subject", gap = g),
        own,
        Formula::Gap(g as u64),
        Mex::over(OptionKind::Move, options),
        g as u64,
        msg!("derive-rest-gap"),
    ))
}

/// Conway's definition of the nim product, `x ⊗ y = mex{ a ⊗ y ⊕ x ⊗ b ⊕ a ⊗ b : a < x,
/// b < y }`, applied to `(x, y)` with every smaller product from the Turning Corners
/// engine's brute-force table: the options of a light at `(x, y)`.
fn conway(x: usize, y: usize, subject: Text, own: bool, rest: Text) -> Line {
    let rule = Rule2::Corners;
    let (rows, cols) = (x + 1, y + 1);
    let grid = Grid::new(&rule, rows, cols);
    let table = grundy_values(&grid);
    let mut options = Vec::new();
    grid.for_each_move(x * cols + y, &mut |cells| {
        let at = |c: usize| (c / cols, c % cols);
        let (a, b) = cells.iter().map(|&c| at(c)).min().unwrap_or((0, 0));
        // In Conway's order: a ⊗ y, x ⊗ b, a ⊗ b.
        let terms = vec![
            table[a * cols + y],
            table[x * cols + b],
            table[a * cols + b],
        ];
        options.push(Opt::new(msg!("derive-corner-option", a = a, b = b), terms));
    });
    derived(
        subject,
        own,
        Formula::Product(x as u64, y as u64),
        Mex::over(OptionKind::Move, options),
        nim_mul(x as u64, y as u64),
        rest,
    )
}

/// The pair a product is derived on: `(x, y)` itself when its `x·y` options are few (and
/// both are small), else
/// `(2, 3)` beside it.
fn small_pair(x: u64, y: u64) -> (usize, usize, bool) {
    let most = OPTIONS_MOST as u64;
    match x.checked_mul(y) {
        Some(p) if p <= most && x <= most && y <= most => (x as usize, y as usize, true),
        _ => (2, 3, false),
    }
}

/// The derivation of `x ⊗ y` on the lit light of `on` with the fewest options (preferring
/// one with both coordinates at least 1), by Conway's definition.
pub fn corners(on: &[(u64, u64)]) -> Option<Line> {
    let area = |&(x, y): &(u64, u64)| u128::from(x) * u128::from(y);
    let &(x, y) = (on.iter())
        .filter(|&&(x, y)| x >= 1 && y >= 1)
        .min_by_key(|l| area(l))
        .or_else(|| on.first())?;
    let (x, y, own) = small_pair(x, y);
    Some(conway(
        x,
        y,
        msg!("derive-light-subject", x = x, y = y),
        own,
        msg!("derive-rest-light"),
    ))
}

/// The derivation of the nim product `a ⊗ b` by Conway's definition (on `(2, 3)` beside it
/// when `a·b` is too large to list).
pub fn nim_product(a: u64, b: u64) -> Line {
    let (x, y, own) = small_pair(a, b);
    let line = conway(
        x,
        y,
        msg!("derive-product-subject", x = x, y = y),
        own,
        msg!("derive-rest-product"),
    );
    match line {
        Line::Derivation(d) => Line::Derivation(Derivation {
            definition: true,
            ..d
        }),
        other => other,
    }
}

/// The derivation of the Tartan product on Project Euler 459's disk `(x, y)` (a small
/// disk of the board: its options are the flips with that upper-right corner), with the
/// factor games' values `g1x = g1(x)`, `g2y = g2(y)`.
pub fn flipping(
    x: usize,
    y: usize,
    widths: &[usize],
    heights: &[usize],
    g1x: u64,
    g2y: u64,
) -> Line {
    let rule = Rule2::Product(
        Rule::Runs(widths.iter().copied().filter(|&w| w <= x).collect()),
        Rule::Runs(heights.iter().copied().filter(|&h| h <= y).collect()),
    );
    // Runs are numbered from 1: disk (x, y) is the engine's cell (x − 1, y − 1).
    let grid = Grid::new(&rule, x, y);
    let table = grundy_values(&grid);
    let mut options = Vec::new();
    grid.for_each_move((x - 1) * y + (y - 1), &mut |cells| {
        let (i0, j0) = (cells.iter().map(|&c| (c / y, c % y)))
            .fold((x - 1, y - 1), |(i, j), (a, b)| (i.min(a), j.min(b)));
        let (w, h) = (x - i0, y - j0);
        let worth = cells.iter().fold(0, |v, &c| v ^ table[c]);
        options.push(Opt::new(
            msg!("derive-flip-option", w = w, h = h, n = cells.len()),
            vec![worth],
        ));
    });
    derived(
        msg!("derive-disk-subject", x = x, y = y),
        true,
        Formula::Tartan {
            x: x as u64,
            y: y as u64,
            g1: g1x,
            g2: g2y,
        },
        Mex::over(OptionKind::Move, options),
        nim_mul(g1x, g2y),
        msg!("derive-rest-disk"),
    )
}

/// A derivation line; its formula's value must be the mex (the closed form holds).
fn derived(subject: Text, own: bool, formula: Formula, mex: Mex, value: u64, rest: Text) -> Line {
    assert_eq!(mex.value, value, "the closed form {formula:?} is the mex");
    Line::Derivation(Derivation {
        subject,
        own,
        definition: false,
        formula,
        mex,
        value,
        rest,
    })
}

/// The period of the subtraction game `set` (any order) for a position whose largest heap
/// is `largest`, searched within [`PERIOD_VALUES`] values and [`PERIOD_STEPS`] steps;
/// `None` for an empty set.
pub fn period(set: &[u64], largest: u64) -> Option<Line> {
    let mut s: Vec<usize> = set.iter().map(|&v| v as usize).collect();
    s.sort_unstable();
    s.dedup();
    if s.is_empty() {
        return None;
    }
    let searched = (PERIOD_STEPS / s.len()).min(PERIOD_VALUES);
    let (found, values) = match subtraction_periodicity(&s, searched) {
        Some((p, g)) => {
            let end = (p.preperiod + p.period).min(PERIOD_SHOWN);
            (Some(p), g[..end].iter().map(|&v| v as u64).collect())
        }
        None => {
            let g = crate::sg::subtraction_table(&s, PERIOD_SHOWN.min(searched));
            (None, g.iter().map(|&v| v as u64).collect())
        }
    };
    Some(Line::Period(Period {
        set: s.iter().map(|&v| v as u64).collect(),
        found,
        searched,
        values,
        largest,
    }))
}

/// `{2, 5}`, or `{1, 2, 3, …, 987}` (the first three and the last) for a long set.
fn set_text(set: &[u64]) -> String {
    match set {
        [a, b, c, _, _, .., last] => format!("{{{a}, {b}, {c}, …, {last}}}"),
        _ => format!("{{{}}}", join(set, ", ")),
    }
}

/// The lines of a period: what repeats, how it was found and why one may stop, then the
/// values up to the end of the first period and where the position's largest heap lies.
pub fn period_text(p: &Period, style: Style) -> String {
    let m = p.set.iter().copied().max().unwrap_or(0);
    let set = set_text(&p.set);
    let Some(f) = p.found else {
        let none = msg!("period-none", set = set, searched = p.searched, m = m);
        return format!("  {}\n", style.say(none));
    };
    let (pre, q) = (f.preperiod as u64, f.period as u64);
    let whole = pre + q;
    let found = msg!("period-found", set = set, pre = pre, q = q, m = m);
    let shown: Vec<String> = p.values.iter().map(|&x| style.value(x)).collect();
    let values = msg!(
        "period-values",
        last = p.values.len().saturating_sub(1),
        values = shown.join(" "),
        whole = whole,
        cut = if (p.values.len() as u64) < whole {
            "cut"
        } else {
            "all"
        }
    );
    let where_ = if p.largest < pre {
        msg!("period-before", largest = p.largest, pre = pre)
    } else if p.largest < whole {
        msg!("period-first", largest = p.largest, whole = whole)
    } else {
        msg!(
            "period-inside",
            largest = p.largest,
            at = pre + (p.largest - pre) % q
        )
    };
    format!(
        "  {}\n    {}\n    {}\n",
        style.say(found),
        style.say(values),
        style.say(where_)
    )
}
