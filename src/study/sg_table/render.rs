//! Computing and rendering a checked table: a header naming the game and its rule, the
//! claim it is compared with, the values with every disagreement flagged (`<- differs` in
//! a column, `*` in a grid), a summary line, and the period when asked for.

use super::catalogue::{Claim, HeapGame, Period, Spec};
use super::{Kind, Table};
use crate::coins::{Rule, Rule2};
use crate::cutting::CuttingTable;
use crate::i18n::{Lang, Text, width as display_width};
use crate::msg;
use crate::sg::subtraction_table;
use crate::takebreak::grundys_game_values;
use std::fmt::Write;

/// Computes and renders `table` (see the module docs).
///
/// Complexity: that of the game's brute force at the table's size ([`Rule::values`],
/// [`Rule2::values`], [`crate::takebreak::OctalGame::values`]), plus the period search when
/// asked for.
pub fn render(table: &Table, lang: Lang) -> String {
    let spec = table.spec;
    let t = &|text: Text| text.render(lang);
    match &table.kind {
        Kind::Coins {
            title,
            rule,
            first,
            n,
            period,
        } => one_dimensional(spec, title, rule, *first, *n, *period, t),
        Kind::Heaps {
            title,
            game,
            n,
            period,
        } => heap_game(spec, title, game, *n, *period, t),
        Kind::Board {
            title,
            rule,
            first,
            rows,
            cols,
        } => two_dimensional(spec, title, rule, *first, *rows, *cols, t),
        Kind::Cutting { title, rows, cols } => cutting(spec, title, *rows, *cols, t),
    }
}

/// The cutting game's values for pieces `w × h`, `w` from 1 to `rows`, `h` from 1 to
/// `cols`: `None` for a strip (a side of 1: the player to move cuts out a `1 × 1` and wins
/// at once, so the game of safe cuts gives it no value), row by row.
pub(super) fn cutting_values(rows: usize, cols: usize) -> Vec<Option<u64>> {
    let table = CuttingTable::new(rows.max(cols).max(2));
    (0..rows * cols)
        .map(|c| {
            let (w, h) = (c / cols + 1, c % cols + 1);
            (w >= 2 && h >= 2).then(|| table.grundy(w, h) as u64)
        })
        .collect()
}

fn cutting(
    spec: &Spec,
    title: &str,
    rows: usize,
    cols: usize,
    t: &dyn Fn(Text) -> String,
) -> String {
    let mut s = String::new();
    let head = msg!("sg-title-cutting", title = title, rule = &spec.rule);
    writeln!(s, "{}", t(head)).unwrap();
    writeln!(s, "{}", t(msg!("sg-beside-cutting"))).unwrap();
    let cells: Vec<String> = (cutting_values(rows, cols).iter())
        .map(|v| v.map_or("-".to_string(), |v| v.to_string()))
        .collect();
    let board = Board {
        rows,
        cols,
        first: (1, 1),
    };
    grid(&mut s, &cells, board, None);
    s
}

/// The claim beside a one-dimensional game's values: a closed form, or the equivalent heap
/// game of the catalogue's [`Claim`]; `None` when there is nothing to compare with.
pub(super) fn claim(spec: &Spec, rule: &Rule, first: usize, n: usize) -> Option<(Text, Vec<u64>)> {
    if let Some(text) = rule.closed_form_text() {
        let c = (0..n).map(|i| rule.closed_form((i + first) as u64).unwrap());
        // The formulas in words are said in the reader's language; the others are symbols.
        let text = match rule {
            Rule::Consecutive(k) => msg!("sg-form-consecutive", k = *k),
            Rule::MockTurtles => msg!("sg-form-mock-turtles"),
            _ => Text::Raw(text),
        };
        return Some((msg!("sg-closed-form", form = text), c.collect()));
    }
    match (spec.claim, rule) {
        (Claim::SubtractionHeap, Rule::Subtraction(set) | Rule::Twins(set)) => {
            // Coin x (counted from the game's own numbering) is a heap of x.
            let heap = subtraction_table(set, n + first + 1);
            let c = (0..n).map(|i| heap[i + first] as u64);
            Some((msg!("sg-claim-subtraction", set = join(set)), c.collect()))
        }
        (Claim::RunRecurrence, Rule::Runs(lens)) if first == 1 => {
            let fast = crate::tartan::run_values(lens, n);
            Some((msg!("sg-claim-runs"), fast[1..].to_vec()))
        }
        (Claim::GrundysGame, _) => {
            let heap = grundys_game_values(n + first + 1);
            let c = (0..n).map(|i| heap[i + first] as u64);
            Some((msg!("sg-claim-grundy"), c.collect()))
        }
        _ => None,
    }
}

fn one_dimensional(
    spec: &Spec,
    title: &str,
    rule: &Rule,
    first: usize,
    n: usize,
    period: bool,
    t: &dyn Fn(Text) -> String,
) -> String {
    let values = rule.values(n);
    let mut s = String::new();
    let head = msg!(
        "sg-title-coins",
        title = title,
        rule = &spec.rule,
        first = first
    );
    writeln!(s, "{}", t(head)).unwrap();
    let labels: Vec<String> = (0..n).map(|i| (i + first).to_string()).collect();
    let vals: Vec<String> = values.iter().map(u64::to_string).collect();
    match claim(spec, rule, first, n) {
        Some((claim_name, c)) => {
            writeln!(s, "{}", t(msg!("sg-beside", claim = claim_name))).unwrap();
            let cs: Vec<String> = c.iter().map(u64::to_string).collect();
            let w = width(&[
                &labels,
                &vals,
                &cs,
                &["x".into(), t(msg!("sg-header-value"))],
            ]);
            // The claim's column is as wide as its header, on the terminal (`结论` takes
            // four columns).
            let header = t(msg!("sg-header-claim"));
            let wc = w.max(display_width(&header));
            let right = |text: &str| format!("{:>1$}{text}", "", wc - display_width(text));
            writeln!(
                s,
                "{:>w$} {:>w$} {}",
                "x",
                t(msg!("sg-header-value")),
                right(&header)
            )
            .unwrap();
            let differs = format!("  {}", t(msg!("sg-differs")));
            for i in 0..n {
                let flag = if values[i] == c[i] { "" } else { &differs };
                writeln!(
                    s,
                    "{:>w$} {:>w$} {}{flag}",
                    labels[i],
                    vals[i],
                    right(&cs[i])
                )
                .unwrap();
            }
            summary(
                &mut s,
                values.iter().zip(&c).filter(|(a, b)| a != b).count(),
                n,
                t,
            );
        }
        None => {
            writeln!(s, "{}", t(msg!("sg-no-closed-form"))).unwrap();
            let w = width(&[&labels, &vals, &[t(msg!("sg-header-value"))]]);
            writeln!(s, "{:>w$} {:>w$}", "x", t(msg!("sg-header-value"))).unwrap();
            for i in 0..n {
                writeln!(s, "{:>w$} {:>w$}", labels[i], vals[i]).unwrap();
            }
        }
    }
    if period {
        period_line(&mut s, spec, Some(rule), None, t);
    }
    s
}

fn heap_game(
    spec: &Spec,
    title: &str,
    game: &HeapGame,
    n: usize,
    period: bool,
    t: &dyn Fn(Text) -> String,
) -> String {
    let mut s = String::new();
    let head = msg!("sg-title-heaps", title = title, rule = &spec.rule);
    writeln!(s, "{}", t(head)).unwrap();
    let values = match game {
        HeapGame::Octal(g) => g.values(n),
        HeapGame::Grundy => grundys_game_values(n),
    };
    let labels: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    let vals: Vec<String> = values.iter().map(usize::to_string).collect();
    let w = width(&[&labels, &vals, &[t(msg!("sg-header-value"))]]);
    writeln!(s, "{:>w$} {:>w$}", "n", t(msg!("sg-header-value"))).unwrap();
    for i in 0..n {
        writeln!(s, "{:>w$} {:>w$}", labels[i], vals[i]).unwrap();
    }
    if period {
        period_line(&mut s, spec, None, Some(game), t);
    }
    s
}

/// The `--period` line of a game: its rule (a coin game) or heap game decides the numbers,
/// the catalogue's [`Period`] how they are found.
fn period_line(
    s: &mut String,
    spec: &Spec,
    rule: Option<&Rule>,
    heaps: Option<&HeapGame>,
    t: &dyn Fn(Text) -> String,
) {
    let line = match spec.period {
        Some(Period::Subtraction) => {
            let limit = 1 << 22;
            match rule.and_then(|r| r.periodicity(limit)) {
                Some(p) => msg!(
                    "sg-period-subtraction",
                    pre = p.preperiod,
                    period = p.period
                ),
                None => msg!("sg-period-not-found", limit = limit),
            }
        }
        Some(Period::Octal) => {
            let limit = 1 << 13;
            let found = match heaps {
                Some(HeapGame::Octal(g)) => g.periodicity(limit),
                _ => None,
            };
            match found {
                Some((p, _)) => msg!("sg-period-octal", pre = p.preperiod, period = p.period),
                None => msg!("sg-period-none-certified", limit = limit),
            }
        }
        Some(Period::NoneKnown) => msg!("sg-period-none-known"),
        None => unreachable!("parse_args allows --period only for games with a period report"),
    };
    writeln!(s, "{}", t(line)).unwrap();
}

fn two_dimensional(
    spec: &Spec,
    title: &str,
    rule: &Rule2,
    (fx, fy): (usize, usize),
    rows: usize,
    cols: usize,
    t: &dyn Fn(Text) -> String,
) -> String {
    let values = rule.values(rows, cols);
    let factors = match rule {
        Rule2::Product(a, b) => Some((a.values(rows), b.values(cols))),
        _ => None,
    };
    // A product's claim (Tartan) is the factors' values at the same coins; a closed form is
    // evaluated at the cell's labels.
    let claim: Vec<u64> = (0..rows * cols)
        .map(|c| match &factors {
            Some((a, b)) => rule.closed_form(c / cols, c % cols, Some((a, b))),
            None => rule.closed_form(c / cols + fx, c % cols + fy, None),
        })
        .collect();
    let mut s = String::new();
    writeln!(s, "{}", t(board_heading(spec, title, (fx, fy)))).unwrap();
    let form = match rule {
        Rule2::Block => msg!("sg-form-block"),
        Rule2::Product(..) => msg!("sg-form-tartan"),
        _ => Text::Raw(rule.closed_form_text().to_string()),
    };
    let form = msg!("sg-closed-form", form = form);
    writeln!(s, "{}", t(msg!("sg-beside", claim = form))).unwrap();
    let bad = values.iter().zip(&claim).filter(|(a, b)| a != b).count();
    let board = Board {
        rows,
        cols,
        first: (fx, fy),
    };
    let text = |v: &[u64]| -> Vec<String> { v.iter().map(u64::to_string).collect() };
    let flags: Vec<bool> = values.iter().zip(&claim).map(|(a, b)| a != b).collect();
    grid(&mut s, &text(&values), board, Some(&flags));
    if bad > 0 {
        writeln!(s, "{}", t(msg!("sg-closed-form-label"))).unwrap();
        grid(&mut s, &text(&claim), board, None);
    }
    summary(&mut s, bad, rows * cols, t);
    s
}

/// A board's size and the labels of its first row and column.
#[derive(Debug, Clone, Copy)]
struct Board {
    rows: usize,
    cols: usize,
    first: (usize, usize),
}

/// A grid of values (as text) with row and column labels; with `flags`, a `*` after every
/// value flagged (one that differs from the claim).
/// The heading of a board's table (its text and its picture): the game, its rule, and
/// where the rows' and columns' numbers start.
pub(super) fn board_heading(spec: &Spec, title: &str, (fx, fy): (usize, usize)) -> Text {
    let numbering = if fx == fy {
        msg!("sg-cells-from", from = fx)
    } else {
        msg!("sg-rows-cols-from", rows = fx, cols = fy)
    };
    msg!(
        "sg-title-board",
        title = title,
        rule = &spec.rule,
        numbering = numbering
    )
}

fn grid(s: &mut String, v: &[String], b: Board, flags: Option<&[bool]>) {
    let (rows, cols, (fx, fy)) = (b.rows, b.cols, b.first);
    let w = v
        .iter()
        .map(|x| x.chars().count())
        .chain([
            (rows - 1 + fx).to_string().len() + 2,
            (cols - 1 + fy).to_string().len(),
        ])
        .max()
        .unwrap();
    write!(s, "{:>w$}", "x\\y").unwrap();
    for y in 0..cols {
        write!(s, " {:>w$} ", y + fy).unwrap();
    }
    s.truncate(s.trim_end().len());
    s.push('\n');
    for x in 0..rows {
        write!(s, "{:>w$}", x + fx).unwrap();
        for y in 0..cols {
            let c = x * cols + y;
            let flag = match flags {
                Some(f) if f[c] => '*',
                _ => ' ',
            };
            write!(s, " {:>w$}{flag}", v[c]).unwrap();
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
    }
}

fn summary(s: &mut String, bad: usize, n: usize, t: &dyn Fn(Text) -> String) {
    let line = if bad == 0 {
        msg!("sg-summary-agree", n = n)
    } else {
        msg!("sg-summary-differ", bad = bad, n = n)
    };
    writeln!(s, "{}", t(line)).unwrap();
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
    use crate::study::sg_table::run_args;

    #[test]
    fn renders_a_column_with_flags() {
        assert_eq!(
            run_args(&["ruler", "3", "--from", "0"]).unwrap(),
            "ruler: turn any run of consecutive coins; coins numbered from 0\n\
             beside: closed form lowbit(x)\n \
             x sg claim\n \
             0  1     0  <- differs\n \
             1  2     1  <- differs\n \
             2  1     2  <- differs\n\
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
        let board = |rows, cols| Board {
            rows,
            cols,
            first: (0, 0),
        };
        let text = |v: &[u64]| -> Vec<String> { v.iter().map(u64::to_string).collect() };
        grid(
            &mut s,
            &text(&[1, 2, 30, 4]),
            board(2, 2),
            Some(&[false, true, false, false]),
        );
        assert_eq!(s, "x\\y   0    1\n  0   1    2*\n  1  30    4\n");
        s.clear();
        grid(&mut s, &text(&[0; 12]), board(1, 12), None);
        assert_eq!(
            s,
            "x\\y   0    1    2    3    4    5    6    7    8    9   10   11\n  \
             0   0    0    0    0    0    0    0    0    0    0    0    0\n"
        );
        assert_eq!(
            run_args(&["corners", "2", "3"]).unwrap(),
            "corners: turn the corners (a,b), (a,y), (x,b), (x,y) with a < x, b < y; \
             cells numbered from 0\n\
             beside: closed form x ⊗ y\n\
             x\\y   0    1    2\n  \
             0   0    0    0\n  \
             1   0    1    2\n\
             all 6 values agree with the claim\n"
        );
    }

    #[test]
    fn helpers() {
        assert_eq!(join(&[1, 3, 4]), "1,3,4");
        assert_eq!(width(&[&["x".into()], &["12345".into(), "6".into()]]), 5);
        let mut s = String::new();
        let t = |text: Text| text.en();
        summary(&mut s, 0, 4, &t);
        summary(&mut s, 2, 4, &t);
        assert_eq!(
            s,
            "all 4 values agree with the claim\n2 of 4 values differ from the claim (marked)\n"
        );
    }
}
