//! The one place where a [`Lesson`] becomes text: every line of `explain` (and the "why"
//! of `play`'s hints) is written here, in plain numbers or, with `--star`, as nimbers
//! (`*5`, sums `*3 + *5 = *6`, products `*2 × *3 = *1`), the same everywhere: components,
//! reasons, binary columns, the rule, how to win, the winning moves, Project Euler 459's
//! values and the nim product. A mex lists its first options and folds the others into a
//! count ("… and 12 more"), or, with `--full` ([`Style::full`]), lists every one; the lines
//! that derive a closed form or state a period are written beside their making, in
//! [`super::derive`], with this module's words for a mex.

use super::lesson::{
    Because, Factors, Flip, Flips, Lesson, Line, Names, Next, NoWin, Shown, Winning,
};
use crate::i18n::Text;
use crate::msg;
use crate::study::game::{Change, Component, Reason, Why, join, nim_sum_text};
use crate::study::nim_product::Step;
use std::fmt::Write as _;

pub use super::style::{BINARY_BITS, BINARY_TERMS, FOLD_SLACK, Style, mex_text};

/// The text of a lesson, in the style's language.
pub fn render(lesson: &Lesson, style: Style) -> String {
    let mut s = String::new();
    for line in &lesson.lines {
        line_text(&mut s, line, style);
    }
    s
}

fn line_text(s: &mut String, line: &Line, style: Style) {
    let v = |n: u64| style.value(n);
    let say = |t: Text| style.say(t);
    let _ = match line {
        Line::Names(Names { game, theorems }) => {
            let _ = writeln!(s, "{}", say(msg!("lesson-game", game = game)));
            for t in theorems.iter() {
                let _ = writeln!(s, "{}", say(msg!("lesson-theorem", theorem = t)));
            }
            Ok(())
        }
        Line::Title { label, position } => {
            let position = say(position.clone()).replace('\n', "\n    ");
            writeln!(
                s,
                "{}",
                say(msg!("lesson-title", label = label, position = position))
            )
        }
        Line::Note(text) | Line::Heading(text) => writeln!(s, "  {}", say(text.clone())),
        Line::NoComponent => writeln!(s, "    {}", say(msg!("lesson-none"))),
        Line::Component { part, reason } => {
            let value = v(part.value);
            let _ = match part.detail.is_empty() {
                true => writeln!(
                    s,
                    "    {}",
                    say(msg!("lesson-component", name = &part.name, value = value))
                ),
                false => writeln!(
                    s,
                    "    {}",
                    say(msg!(
                        "lesson-component-detail",
                        name = &part.name,
                        detail = &part.detail,
                        value = value
                    ))
                ),
            };
            match reason {
                Some(r) => writeln!(
                    s,
                    "      {}",
                    say(msg!("lesson-because", reason = reason_text(r, style)))
                ),
                None => Ok(()),
            }
        }
        Line::ReasonsOmitted { count } => writeln!(
            s,
            "    {}",
            say(msg!("lesson-reasons-omitted", count = *count))
        ),
        Line::Binary(parts) => s.write_str(&binary(parts, style)),
        Line::Rule { text, sum } => match sum {
            Some(values) => writeln!(
                s,
                "  {}",
                say(text.clone()).replace(&say(nim_sum_text(values)), &style.sum(values))
            ),
            None => writeln!(s, "  {}", say(text.clone())),
        },
        Line::Derivation(d) => writeln!(s, "  {}", super::derive::derivation_text(d, style)),
        Line::Period(p) => s.write_str(&super::derive::period_text(p, style)),
        Line::ToWin {
            x,
            misere,
            only_fall,
        } => {
            let top = 1u64 << (63 - x.leading_zeros());
            let worth = format!("v{}{}", style.plus(), v(*x));
            let text = match misere {
                true => msg!(
                    "lesson-to-win-misere",
                    worth = worth,
                    sum = style.sum_word(),
                    zero = v(0),
                    x = v(*x),
                    top = v(top),
                    one = v(1)
                ),
                false if *only_fall => msg!(
                    "lesson-to-win",
                    worth = worth,
                    sum = style.sum_word(),
                    zero = v(0),
                    x = v(*x),
                    top = v(top)
                ),
                false => msg!(
                    "lesson-to-win-any",
                    worth = worth,
                    sum = style.sum_word(),
                    zero = v(0)
                ),
            };
            writeln!(s, "  {}", say(text))
        }
        Line::Verdict { words, mover_wins } => {
            let text = match mover_wins {
                true => msg!("lesson-verdict-wins", words = words),
                false => msg!("lesson-verdict-loses", words = words),
            };
            writeln!(s, "  {}", say(text))
        }
        Line::Winning(w) => s.write_str(&winning_text(w, style)),
        Line::NoWin(n) => s.write_str(&no_win_text(n, style)),
        Line::Factors(f) => s.write_str(&factors_text(f, style)),
        Line::DiskValues(rows) => s.write_str(&disk_values_text(rows, style)),
        Line::BoardValue { n, step } => {
            let (p1, p2) = step.operands;
            let _ = writeln!(
                s,
                "  {}",
                say(msg!(
                    "lesson-board-value",
                    n = *n,
                    times = style.times().trim(),
                    product = style.product(p1, p2),
                    value = v(step.product)
                ))
            );
            writeln!(
                s,
                "    {}",
                say(msg!("lesson-because", reason = product_reason(step, style)))
            )
        }
        Line::Flips(f) => s.write_str(&flips_text(f, style)),
        Line::Product { label, step } => {
            let (a, b) = step.operands;
            let product = format!("{} = {}", style.product(a, b), v(step.product));
            let _ = writeln!(
                s,
                "{}",
                say(msg!("lesson-title", label = label, position = product))
            );
            for line in product_lines(step, style) {
                let _ = writeln!(s, "  {line}");
            }
            Ok(())
        }
        Line::Next(n) => s.write_str(&next_text(n, style)),
    };
}

/// The components' values as binary columns, added without carry, with the nim-sum under
/// them; beyond [`BINARY_TERMS`] components or [`BINARY_BITS`] bits, one line.
///
/// ```
/// use grundy::i18n::Lang;
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
/// let zh = Style { lang: Lang::Zh, ..Style::default() };
/// assert!(binary(&parts, zh).ends_with("      110  异或和 6\n"));
/// ```
pub fn binary(parts: &[Component], style: Style) -> String {
    let x = parts.iter().fold(0, |x, c| x ^ c.value);
    let widest = parts.iter().map(|c| c.value).max().unwrap_or(0);
    let bits = (64 - widest.leading_zeros()).max(1);
    let sum = style.sum_word();
    if parts.len() > BINARY_TERMS || bits > BINARY_BITS {
        return format!(
            "  {}\n",
            style.say(msg!(
                "lesson-binary-long",
                sum = sum,
                x = style.value(x),
                bits = format!("{x:b}"),
                terms = BINARY_TERMS,
                most = BINARY_BITS
            ))
        );
    }
    let w = bits as usize;
    let mut s = format!("  {}\n", style.say(msg!("lesson-binary")));
    for c in parts {
        let row = msg!(
            "lesson-binary-row",
            name = &c.name,
            value = style.value(c.value)
        );
        let _ = writeln!(s, "      {:0w$b}  {}", c.value, style.say(row));
    }
    let sign = if style.star { "+" } else { "⊕" };
    let _ = writeln!(s, "    {sign} {}", "─".repeat(w));
    let _ = writeln!(s, "      {x:0w$b}  {sum} {}", style.value(x));
    s
}

/// One "why" line (without its label) for a position of nim-sum `x`:
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::study::explain::render::{Style, why_text};
/// use grundy::study::game::{Change, Why};
/// let why = Why::Change(Change::new("heap 3", 4, "3 stones", 3, 7));
/// assert_eq!(
///     why_text(&why, 7, Style::default()),
///     "heap 3, worth 4, becomes 3 stones, worth 3 = 4 ⊕ 7; the nim-sum after is 0"
/// );
/// let zh = Style { lang: Lang::Zh, ..Style::default() };
/// assert_eq!(
///     why_text(&why, 7, zh),
///     "heap 3（SG值为4）变为3 stones，SG值为3 = 4 ⊕ 7，走完后异或和为0"
/// );
/// ```
pub fn why_text(why: &Why, x: u64, style: Style) -> String {
    let c: &Change = match why {
        Why::Rule(text) => return style.say(text.clone()),
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
    let text = msg!(
        "lesson-why",
        component = &c.component,
        before = v(c.before),
        becomes = &c.becomes,
        worth = worth,
        sum = style.sum_word(),
        after = v(c.nim_sum)
    );
    match &c.note {
        Some(note) => style.say(msg!("lesson-with-note", text = text, note = note)),
        None => style.say(text),
    }
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
            let why = msg!("lesson-why-label", why = why_text(&m.why, x, style));
            format!(
                "    {}\n      {}\n",
                style.say(m.words.clone()),
                style.say(why)
            )
        })
        .collect();
    let shown = w.shown.len() as u128;
    let mut s = match (w.count, &w.uncounted) {
        (0, Some(note)) => {
            let head = style.say(msg!("lesson-winning-uncounted", note = note));
            return format!("  {head}\n{lines}");
        }
        _ if shown == w.count => {
            let head = msg!(
                "lesson-winning-all",
                count = &w.count_words,
                order = &w.order
            );
            format!("  {}\n{lines}", style.say(head))
        }
        _ => {
            let head = msg!(
                "lesson-winning-first",
                count = &w.count_words,
                shown = shown,
                order = &w.order
            );
            format!("  {}\n{lines}", style.say(head))
        }
    };
    if let Some(note) = &w.uncounted {
        let _ = writeln!(
            s,
            "  {}",
            style.say(msg!("lesson-winning-and", note = note))
        );
    }
    s
}

/// Why no move wins, and one move that shows it.
fn no_win_text(n: &NoWin, style: Style) -> String {
    let zero = style.value(0);
    let sum = style.sum_word();
    let because = match &n.because {
        Because::NoMove => msg!("lesson-no-move"),
        Because::OnePart(part) => msg!("lesson-one-part", part = part, sum = &sum, zero = &zero),
        Because::Cuts => msg!("lesson-cuts", sum = &sum, zero = &zero),
        Because::Rule => msg!("lesson-by-rule"),
    };
    match &n.example {
        None => format!(
            "  {}\n",
            style.say(msg!("lesson-no-win", because = because))
        ),
        Some(Shown { words, why }) => {
            // A lost position's move never leaves nim-sum 0 (Sprague–Grundy): say so right
            // after the nim-sum it leaves, before any note.
            let text = match why {
                Why::Change(c) => {
                    let plain = Change {
                        note: None,
                        ..c.clone()
                    };
                    let t = msg!(
                        "lesson-not-zero",
                        why = why_text(&Why::Change(plain), 0, style),
                        zero = &zero
                    );
                    match &c.note {
                        Some(note) => msg!("lesson-with-note", text = t, note = note),
                        None => t,
                    }
                }
                Why::Rule(r) => r.clone(),
            };
            format!(
                "  {}\n    {}\n      {}\n",
                style.say(msg!("lesson-no-win-example", because = because)),
                style.say(words.clone()),
                style.say(msg!("lesson-why-loses", why = text))
            )
        }
    }
}

/// Why a component is worth its value, after `because`.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::study::explain::render::{Style, reason_text};
/// use grundy::study::game::Reason;
/// let lowbit = Reason::Lowbit { height: 6, value: 2 };
/// assert_eq!(
///     reason_text(&lowbit, Style::default()),
///     "lowbit(6) = 2: 6 = 110₂, and the lowest 1 of it is worth 2, the largest power of 2 \
///      dividing 6"
/// );
/// let zh = Style { lang: Lang::Zh, ..Style::default() };
/// assert_eq!(
///     reason_text(&lowbit, zh),
///     "lowbit(6) = 2：6 = 110₂，最低位的1代表2，即整除6的最大的2的幂"
/// );
/// ```
pub fn reason_text(r: &Reason, style: Style) -> String {
    let v = |n: u64| style.value(n);
    style.say(match r {
        Reason::Heap { size: 0, kind } => msg!("reason-heap-zero", kind = *kind, zero = v(0)),
        Reason::Heap { size: 1, kind } => msg!(
            "reason-heap-one",
            kind = *kind,
            mex = style.mex_set(&[0]),
            one = v(1)
        ),
        Reason::Heap { size, kind } => {
            let h = *size;
            let (reach, set) = if h <= 5 {
                let all: Vec<u64> = (0..h).collect();
                let words: Vec<Text> = all.iter().map(|k| Text::Raw(k.to_string())).collect();
                (Text::or(words), style.mex_set(&all))
            } else {
                (
                    msg!("reason-heap-range", last = h - 1),
                    format!("mex{{{}, {}, …, {}}}", v(0), v(1), v(h - 1)),
                )
            };
            msg!(
                "reason-heap",
                kind = *kind,
                size = h,
                reach = reach,
                mex = set,
                value = v(h)
            )
        }
        Reason::Mex(m) => return mex_text(m, style),
        Reason::Odious { x, value } => {
            let double = x.wrapping_mul(2);
            let ones = double.count_ones();
            let count = |n: u32| msg!("reason-ones", n = n);
            if ones % 2 == 1 {
                msg!(
                    "reason-odious",
                    x = *x,
                    value = v(*value),
                    double = double,
                    binary = format!("{double:b}"),
                    ones = count(ones),
                    plain = *value
                )
            } else {
                msg!(
                    "reason-evil",
                    x = *x,
                    value = v(*value),
                    double = double,
                    binary = format!("{double:b}"),
                    ones = count(ones),
                    plain = *value,
                    plain_binary = format!("{value:b}"),
                    plain_ones = count(value.count_ones())
                )
            }
        }
        Reason::Lowbit { height, value } => msg!(
            "reason-lowbit",
            height = *height,
            value = v(*value),
            binary = format!("{height:b}"),
            plain = *value
        ),
        Reason::Product(step) => return product_reason(step, style),
    })
}

/// One step of the Fermat 2-power recursion on one line (a reason); a product with 0 or 1
/// needs none.
fn product_reason(step: &Step, style: Style) -> String {
    let (a, b) = step.operands;
    let product = format!("{} = {}", style.product(a, b), style.value(step.product));
    if a == 0 || b == 0 {
        let zero = style.value(0);
        return style.say(msg!("reason-product-zero", product = product, zero = zero));
    }
    if a == 1 || b == 1 {
        let one = style.value(1);
        return style.say(msg!("reason-product-one", product = product, one = one));
    }
    let lines = product_lines(step, style);
    let sep = style.say(msg!("reason-step-sep"));
    style.say(msg!(
        "reason-product",
        product = product,
        steps = lines.join(&sep)
    ))
}

/// One step of the Fermat 2-power recursion, in three parts: the split, the three
/// half-size products, and how they combine.
fn product_lines(s: &Step, style: Style) -> Vec<String> {
    let v = |n: u64| style.value(n);
    let (p, x) = (style.plus(), style.times());
    if s.f == 0 {
        return vec![style.say(msg!("product-below-two", zero = v(0), one = v(1)))];
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
    let sep = comma(style);
    let split = format!(
        "{} = {}{p}{}{sep}{} = {}{p}{}",
        v(a),
        by_f(a1),
        v(a0),
        v(b),
        by_f(b1),
        v(b0)
    );
    let halves = format!(
        "a0{x}b0 = {}{x}{} = {}{sep}(a1{p}a0){x}(b1{p}b0) = ({}{p}{}){x}({}{p}{}) = {}{x}{} = {}{sep}\
         a1{x}b1 = {}{x}{} = {}",
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
    );
    let combine = format!(
        "a{x}b = {fv}{}({}{p}{}){p}{}{p}{half}{x}{} = {}{p}{}{p}{} = {}",
        if style.star { x } else { "·" },
        v(s.mixed),
        v(s.low),
        v(s.low),
        v(s.high),
        by_f(s.mixed ^ s.low),
        v(s.low),
        v(s.high_half),
        v(s.product)
    );
    vec![
        style.say(msg!(
            "product-split",
            f = f,
            square = (u128::from(f) * u128::from(f)).to_string(),
            split = split
        )),
        style.say(msg!("product-halves", products = halves)),
        style.say(msg!("product-combine", square = square, result = combine)),
    ]
}

/// Project Euler 459's factor games.
fn factors_text(f: &Factors, style: Style) -> String {
    let n = f.n;
    let say = |t: Text| style.say(t);
    let mut s = format!(
        "  {}\n",
        say(msg!(
            "flip-factors",
            widths = first_few(&f.widths),
            heights = first_few(&f.heights)
        ))
    );
    let p = style.plus();
    let _ = writeln!(s, "  {}", say(msg!("flip-single-head", plus = p.trim())));
    if let Some((g1, g2)) = &f.values {
        let row = |g: &[u64]| {
            let shown: Vec<String> = g.iter().map(|&v| style.value(v)).collect();
            shown.join(" ")
        };
        let _ = writeln!(s, "  {}", say(msg!("flip-g1", n = n, values = row(g1))));
        if let Some((r1, _)) = &f.reasons {
            let reason = reason_text(r1, style);
            let _ = writeln!(
                s,
                "    {}",
                say(msg!("flip-because-g1", n = n, reason = reason))
            );
        }
        let _ = writeln!(s, "  {}", say(msg!("flip-g2", n = n, values = row(g2))));
        if let Some((_, r2)) = &f.reasons {
            let reason = reason_text(r2, style);
            let _ = writeln!(
                s,
                "    {}",
                say(msg!("flip-because-g2", n = n, reason = reason))
            );
        }
    }
    if f.values.is_none() {
        let _ = writeln!(s, "  {}", say(msg!("flip-values-omitted", n = n)));
    }
    let (p1, p2) = f.prefix;
    let _ = writeln!(
        s,
        "  P1({n}) = g1(1){p}…{p}g1({n}) = {}{}P2({n}) = g2(1){p}…{p}g2({n}) = {}",
        style.value(p1),
        comma(style),
        style.value(p2)
    );
    s
}

/// The comma between two equations side by side: `, `, in Chinese `，`.
fn comma(style: Style) -> &'static str {
    match style.lang {
        crate::i18n::Lang::Zh => "，",
        _ => ", ",
    }
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
        "  {}\n",
        style.say(msg!(
            "flip-disk-values",
            times = style.times().trim(),
            n = n
        ))
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
    let say = |t: Text| style.say(t);
    match f {
        Flips::Counted {
            count,
            listed_up_to,
        } => format!(
            "  {}\n",
            say(msg!("flip-counted", count = *count, most = *listed_up_to))
        ),
        Flips::Listed {
            count,
            order,
            shown,
        } => {
            let mut lines = String::new();
            for flip in shown {
                let why = msg!("lesson-why-label", why = flip_why(flip, style, true));
                let _ = writeln!(lines, "    {}", say(flip.words.clone()));
                let _ = writeln!(lines, "      {}", say(why));
                for row in &flip.drawing {
                    let _ = writeln!(lines, "      {row}");
                }
            }
            let n = shown.len() as u128;
            let count_words = msg!("moves-count", n = *count);
            if n == *count {
                let head = msg!("lesson-winning-all", count = count_words, order = order);
                format!("  {}\n{lines}", say(head))
            } else {
                let head = msg!(
                    "lesson-winning-first",
                    count = count_words,
                    shown = n,
                    order = order
                );
                format!("  {}\n{lines}", say(head))
            }
        }
        Flips::None { example: None } => format!("  {}\n", say(msg!("flip-no-disk"))),
        Flips::None {
            example: Some(flip),
        } => format!(
            "  {}\n    {}\n      {}\n",
            say(msg!("flip-none", zero = style.value(0))),
            say(flip.words.clone()),
            say(msg!("lesson-why-loses", why = flip_why(flip, style, false)))
        ),
    }
}

/// Why a flip wins (or what it leaves): its disks' worth `a ⊗ b` and how `a` and `b` come
/// from the prefix XORs.
fn flip_why(f: &Flip, style: Style, wins: bool) -> String {
    let v = |n: u64| style.value(n);
    let (a, b) = (f.columns.0 ^ f.columns.1, f.rows.0 ^ f.rows.1);
    let p = style.plus();
    let parts = msg!(
        "flip-parts",
        columns = format!(
            "P1({}){p}P1({}) = {}{p}{} = {}",
            f.x,
            f.x - f.w,
            v(f.columns.0),
            v(f.columns.1),
            v(a)
        ),
        first_column = f.x + 1 - f.w,
        last_column = f.x,
        rows = format!(
            "P2({}){p}P2({}) = {}{p}{} = {}",
            f.y,
            f.y - f.h,
            v(f.rows.0),
            v(f.rows.1),
            v(b)
        ),
        first_row = f.y + 1 - f.h,
        last_row = f.y
    );
    let after = f.board ^ f.worth;
    let worth = format!(
        "a{}b = {} = {}",
        style.times(),
        style.product(a, b),
        v(f.worth)
    );
    let leaves = format!("{}{p}{} = {}", v(f.board), v(f.worth), v(after));
    style.say(if wins {
        msg!(
            "flip-why-wins",
            worth = worth,
            leaves = leaves,
            parts = parts
        )
    } else {
        msg!(
            "flip-why-loses",
            worth = worth,
            leaves = leaves,
            zero = v(0),
            parts = parts
        )
    })
}

/// Where to go next from a position.
fn next_text(n: &Next, style: Style) -> String {
    let say = |t: Text| style.say(t);
    let mut s = format!("  {}\n", say(msg!("next-head")));
    let play = match &n.play {
        Ok((cmd, note)) if note.is_empty() => msg!("next-play", command = cmd),
        Ok((cmd, note)) => msg!("next-play-note", command = cmd, note = note),
        Err(why) => msg!("next-play-none", why = why),
    };
    let table = match &n.table {
        Ok((cmd, note)) => msg!("next-table", command = cmd, note = note),
        Err(why) => msg!("next-table-none", why = why),
    };
    let _ = writeln!(s, "    {}", say(play));
    let _ = writeln!(s, "    {}", say(table));
    s
}
