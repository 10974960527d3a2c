//! A table as a picture: `sg_table … --svg FILE` writes it, and the study desk shows the
//! same picture beside a position, with the position's components marked ([`Mark`]).
//!
//! Every entry is a square coloured by its value ([`colour`]: one colour per value, 0
//! white), the value written in it. A one-dimensional table is a strip wrapped into rows;
//! when the game's values are periodic (subtraction and octal games, found as `--period`
//! finds them), each row after the preperiod holds exactly one period when the period is
//! short enough, so that equal columns show the repetition, and the preperiod is outlined
//! dashed, the first period solid. A board is a grid, rows down and columns across.
//!
//! **Hover.** Each entry carries what its value is the mex of: the values of its options
//! (the positions one move leaves from the single coin, heap or piece), computed from the
//! game's own moves ([`crate::coins::Rule::for_each_move`], the board's, the octal code's,
//! the safe cuts), and their mex; as a `<title>` (a tooltip in any viewer) and as data
//! attributes (`data-options`: every distinct value, runs shortened as in `0-4095`, see
//! [`runs`]; `data-mex`) a page can show at once. An entry whose value differs from the
//! table's claim says so.
//!
//! **Bounds.** A picture holds at most [`MAX_CELLS`] entries; a periodicity search looks at
//! most [`PERIOD_LIMIT`] values; each entry's hover lists at most 16 of its options' values
//! (and their number).

use super::catalogue::{HeapGame, MAX_CELLS, Period, Spec};
use super::render::{board_heading, claim, cutting_values};
use super::{Kind, Table, entries};
use crate::coins::{CoinGame, Grid, Rule, Rule2};
use crate::i18n::{Lang, Text};
use crate::mex::mex;
use crate::msg;
use crate::sg::Splits;
use crate::takebreak::grundys_game_values;
use std::fmt::Write;

/// The most values a picture's periodicity search computes.
pub const PERIOD_LIMIT: usize = 1 << 16;

/// Option values an entry lists before `…`.
const LISTED: usize = 16;

/// An entry to mark: of a one-dimensional table by its label (coin or heap), of a board by
/// its row and column labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// Coin or heap `x`.
    Entry(u64),
    /// The cell at row `x`, column `y`.
    Cell(u64, u64),
}

/// The fill colour of a value: 0 white, the others each a hue of their own (the golden
/// angle apart, so that neighbouring values differ clearly).
///
/// ```
/// use grundy::study::sg_table::picture::colour;
/// assert_eq!(colour(0), "#ffffff");
/// assert_ne!(colour(1), colour(2));
/// assert_eq!(colour(7), colour(7));
/// ```
pub fn colour(v: u64) -> String {
    if v == 0 {
        return "#ffffff".to_string();
    }
    let hue = (v % 100_000) as f64 * 137.507_764 % 360.0;
    // Lighter for small values, so that the few small ones read as pale and the rare large
    // ones as deep.
    let light = if v < 8 { 78 } else { 66 };
    format!("hsl({hue:.0},70%,{light}%)")
}

/// `text` escaped for XML (element text and attribute values).
///
/// ```
/// use grundy::study::sg_table::picture::esc;
/// assert_eq!(esc("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
/// ```
pub fn esc(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&#39;"),
            _ => s.push(c),
        }
    }
    s
}

/// Where an entry's value belongs in the periodic structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// No period known.
    Plain,
    /// Before the period.
    Pre,
    /// The first period.
    First,
    /// A later period.
    Later,
}

/// One entry of the picture.
struct Entry {
    /// Its name in words (`coin 5`, `cell (2, 3)`, `piece 4×3`).
    name: String,
    /// Its label as data (`5`, `2,3`).
    label: String,
    /// Its row and column in the picture.
    at: (usize, usize),
    /// Its value (`None`: a strip of the cutting game).
    value: Option<u64>,
    /// Its options' values, distinct and sorted, and how many options there are.
    options: (Vec<u64>, usize),
    /// What the claim says where it differs.
    claim: Option<u64>,
    part: Part,
    marked: bool,
    /// Why an entry without a value has none.
    no_value: String,
    /// What its options are: `move`, or `cut` (a safe cut), a selector of the messages.
    option: &'static str,
}

/// The values of the options of each entry, from the game's moves: `(distinct sorted
/// values, number of options)`.
fn options_of(mut each: impl FnMut(&mut dyn FnMut(u64))) -> (Vec<u64>, usize) {
    let mut seen = Vec::new();
    let mut count = 0;
    each(&mut |v| {
        seen.push(v);
        count += 1;
    });
    seen.sort_unstable();
    seen.dedup();
    (seen, count)
}

/// The picture of `table` with `marks` outlined, as one `<svg>` element.
///
/// # Errors
/// The table has more than [`MAX_CELLS`] entries.
///
/// ```
/// use grundy::study::sg_table::{Request, parse_args};
/// use grundy::study::sg_table::picture::{Mark, picture};
/// let Ok(Request::Table(t)) = parse_args(&["ruler", "8"]) else { panic!() };
/// let svg = picture(&t, &[Mark::Entry(4)]).unwrap();
/// assert!(svg.starts_with("<svg "));
/// assert!(svg.contains("data-label=\"4\" data-value=\"4\" data-options=\"0-3\" data-moves=\"4\" data-mex=\"4\""));
/// assert_eq!(svg.matches("class=\"cell mark\"").count(), 1);
/// ```
pub fn picture(table: &Table, marks: &[Mark]) -> Result<String, String> {
    picture_in(table, marks, Lang::En)
}

/// [`picture`] with its words in `lang` (every number the same).
///
/// # Errors
/// As [`picture`].
pub fn picture_in(table: &Table, marks: &[Mark], lang: Lang) -> Result<String, String> {
    let n = entries(table);
    if n > MAX_CELLS {
        return Err(format!(
            "its picture would hold {n} entries, more than the {MAX_CELLS} a picture holds"
        ));
    }
    let spec = table.spec;
    let (heading, entries, cols, legend) = match &table.kind {
        Kind::Coins {
            title,
            rule,
            first,
            n,
            ..
        } => coins(spec, title, rule, *first, *n, marks, lang),
        Kind::Heaps { title, game, n, .. } => heaps(spec, title, game, *n, marks, lang),
        Kind::Board {
            title,
            rule,
            first,
            rows,
            cols,
        } => board(spec, title, rule, *first, *rows, *cols, marks, lang),
        Kind::Cutting { title, rows, cols } => cutting(spec, title, *rows, *cols, marks, lang),
    };
    Ok(draw(&heading, &entries, cols, &legend, table, lang))
}

/// The periodic part of label `x`'s value, for a game of `(preperiod, period)` whose heap
/// `h` is label `h`.
fn part(x: usize, found: Option<(usize, usize)>) -> Part {
    match found {
        None => Part::Plain,
        Some((pre, _)) if x < pre => Part::Pre,
        Some((pre, per)) if x < pre + per => Part::First,
        Some(_) => Part::Later,
    }
}

/// The picture's rows for a strip of labels `first..first + n`: the row width, and each
/// label's place (row, column). With a period of 3 to 40 the width is the period, and the
/// columns are the places within it (`(x − preperiod) mod period`), so that the periodic
/// part starts on a row of its own and each of its rows is one period; otherwise rows of
/// 16 (32 for long tables).
fn strip_places(
    first: usize,
    n: usize,
    found: Option<(usize, usize)>,
) -> (usize, Vec<(usize, usize)>) {
    let labels = first..first + n;
    if let Some((pre, per)) = found.filter(|&(_, per)| (3..=40).contains(&per)) {
        let mut places = Vec::with_capacity(n);
        let mut row = 0;
        let mut last: Option<usize> = None;
        for x in labels {
            let col = (x as i64 - pre as i64).rem_euclid(per as i64) as usize;
            if last.is_some_and(|l| col <= l) {
                row += 1;
            }
            places.push((row, col));
            last = Some(col);
        }
        return (per, places);
    }
    let width = if n > 512 { 32 } else { 16 };
    (width, (0..n).map(|i| (i / width, i % width)).collect())
}

type Parts = (String, Vec<Entry>, usize, Vec<String>);

#[allow(clippy::too_many_arguments)]
fn coins(
    spec: &Spec,
    title: &str,
    rule: &Rule,
    first: usize,
    n: usize,
    marks: &[Mark],
    lang: Lang,
) -> Parts {
    let values = rule.values(n);
    let found = match spec.period {
        Some(Period::Subtraction) => rule
            .periodicity(PERIOD_LIMIT)
            .map(|p| (p.preperiod, p.period)),
        _ => None,
    };
    let claimed = claim(spec, rule, first, n).map(|(_, c)| c);
    let (width, places) = strip_places(first, n, found);
    let entries = (0..n)
        .map(|i| {
            let x = i + first;
            let options = options_of(|put| {
                rule.for_each_move(i, &mut |others: &[usize]| {
                    put(others.iter().fold(0, |a, &j| a ^ values[j]));
                });
            });
            Entry {
                name: msg!("sg-pic-coin", x = x).render(lang),
                label: x.to_string(),
                at: places[i],
                value: Some(values[i]),
                options,
                claim: claimed.as_ref().map(|c| c[i]).filter(|&c| c != values[i]),
                part: part(x, found),
                marked: marks.contains(&Mark::Entry(x as u64)),
                no_value: String::new(),
                option: "move",
            }
        })
        .collect();
    let heading = msg!(
        "sg-title-coins",
        title = title,
        rule = &spec.rule,
        first = first
    );
    (
        heading.render(lang),
        entries,
        width,
        period_legend(found, msg!("sg-pic-heap-is-coin"), lang),
    )
}

fn heaps(spec: &Spec, title: &str, game: &HeapGame, n: usize, marks: &[Mark], lang: Lang) -> Parts {
    let (values, found): (Vec<u64>, Option<(usize, usize)>) = match game {
        HeapGame::Octal(g) => {
            let found = match spec.period {
                Some(Period::Octal) => g
                    .periodicity((1 << 13).min(PERIOD_LIMIT))
                    .map(|(p, _)| (p.preperiod, p.period)),
                _ => None,
            };
            (g.values(n).iter().map(|&v| v as u64).collect(), found)
        }
        HeapGame::Grundy => (
            grundys_game_values(n).iter().map(|&v| v as u64).collect(),
            None,
        ),
    };
    let (width, places) = strip_places(0, n, found);
    let mut splits = Splits::default();
    let entries = (0..n)
        .map(|h| {
            splits = Splits::default();
            match game {
                HeapGame::Octal(g) => g.options(h, &mut splits),
                HeapGame::Grundy => {
                    for a in (1..).take_while(|&a| 2 * a < h) {
                        splits.push(&[a, h - a]);
                    }
                }
            }
            let options = options_of(|put| {
                for parts in splits.iter() {
                    put(parts.iter().fold(0, |x, &m| x ^ values[m]));
                }
            });
            Entry {
                name: msg!("sg-pic-heap", h = h).render(lang),
                label: h.to_string(),
                at: places[h],
                value: Some(values[h]),
                options,
                claim: None,
                part: part(h, found),
                marked: marks.contains(&Mark::Entry(h as u64)),
                no_value: String::new(),
                option: "move",
            }
        })
        .collect();
    let heading = msg!("sg-title-heaps", title = title, rule = &spec.rule).render(lang);
    let legend = period_legend(found, msg!("sg-pic-heap-n"), lang);
    (heading, entries, width, legend)
}

#[allow(clippy::too_many_arguments)]
fn board(
    spec: &Spec,
    title: &str,
    rule: &Rule2,
    (fx, fy): (usize, usize),
    rows: usize,
    cols: usize,
    marks: &[Mark],
    lang: Lang,
) -> Parts {
    let values = rule.values(rows, cols);
    let factors = match rule {
        Rule2::Product(a, b) => Some((a.values(rows), b.values(cols))),
        _ => None,
    };
    let grid = Grid::new(rule, rows, cols);
    let entries = (0..rows * cols)
        .map(|c| {
            let (x, y) = (c / cols + fx, c % cols + fy);
            let claimed = match &factors {
                Some((a, b)) => rule.closed_form(c / cols, c % cols, Some((a, b))),
                None => rule.closed_form(x, y, None),
            };
            let options = options_of(|put| {
                grid.for_each_move(c, &mut |others: &[usize]| {
                    put(others.iter().fold(0, |a, &j| a ^ values[j]));
                });
            });
            Entry {
                name: msg!("sg-pic-cell", x = x, y = y).render(lang),
                label: format!("{x},{y}"),
                at: (c / cols, c % cols),
                value: Some(values[c]),
                options,
                claim: Some(claimed).filter(|&v| v != values[c]),
                part: Part::Plain,
                marked: marks.contains(&Mark::Cell(x as u64, y as u64)),
                no_value: String::new(),
                option: "move",
            }
        })
        .collect();
    let heading = board_heading(spec, title, (fx, fy));
    (heading.render(lang), entries, cols, Vec::new())
}

fn cutting(
    spec: &Spec,
    title: &str,
    rows: usize,
    cols: usize,
    marks: &[Mark],
    lang: Lang,
) -> Parts {
    let values = cutting_values(rows, cols);
    let at = |w: usize, h: usize| values[(w - 1) * cols + h - 1];
    let entries = (0..rows * cols)
        .map(|c| {
            let (w, h) = (c / cols + 1, c % cols + 1);
            let safe = |a: (usize, usize), b: (usize, usize)| {
                at(a.0, a.1).zip(at(b.0, b.1)).map(|(p, q)| p ^ q)
            };
            let options = match values[c] {
                None => (Vec::new(), 0),
                Some(_) => options_of(|put| {
                    let cuts = (2..=w / 2)
                        .map(|i| safe((i, h), (w - i, h)))
                        .chain((2..=h / 2).map(|j| safe((w, j), (w, h - j))));
                    cuts.flatten().for_each(&mut *put);
                }),
            };
            Entry {
                name: msg!("sg-pic-piece", w = w, h = h).render(lang),
                label: format!("{w},{h}"),
                at: (w - 1, h - 1),
                value: values[c],
                options,
                claim: None,
                part: Part::Plain,
                marked: marks.contains(&Mark::Cell(w as u64, h as u64)),
                no_value: if (w, h) == (1, 1) {
                    msg!("sg-pic-no-cut").render(lang)
                } else {
                    msg!("sg-pic-strip").render(lang)
                },
                option: "cut",
            }
        })
        .collect();
    let heading = msg!("sg-pic-title-cutting", title = title, rule = &spec.rule);
    (heading.render(lang), entries, cols, Vec::new())
}

/// The legend of a periodic table.
fn period_legend(found: Option<(usize, usize)>, numbering: Text, lang: Lang) -> Vec<String> {
    match found {
        Some((pre, per)) => vec![
            msg!(
                "sg-pic-periodic",
                numbering = numbering,
                pre = pre,
                period = per
            )
            .render(lang),
        ],
        None => Vec::new(),
    }
}

/// Distinct sorted `values` written with runs of three or more shortened: `0-3 5 7-9`
/// (a Nim heap of 4096 has 4096 options, written `0-4095`).
///
/// ```
/// use grundy::study::sg_table::picture::runs;
/// assert_eq!(runs(&[0, 1, 2, 3, 5, 7, 8, 9, 11, 12]), "0-3 5 7-9 11 12");
/// assert_eq!(runs(&[]), "");
/// ```
pub fn runs(values: &[u64]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut k = 0;
    while k < values.len() {
        let mut end = k;
        while end + 1 < values.len() && values[end + 1] == values[end] + 1 {
            end += 1;
        }
        match end - k {
            0 => out.push(values[k].to_string()),
            1 => out.extend([values[k].to_string(), values[end].to_string()]),
            _ => out.push(format!("{}-{}", values[k], values[end])),
        }
        k = end + 1;
    }
    out.join(" ")
}

/// The hover text of an entry.
fn hover(e: &Entry, lang: Lang) -> String {
    let Some(v) = e.value else {
        return format!("{}: {}", e.name, e.no_value);
    };
    let (values, count) = &e.options;
    let said = match count {
        0 => msg!(
            "sg-pic-hover-none",
            name = &e.name,
            v = v,
            option = e.option
        ),
        _ => {
            let shown: Vec<String> = values.iter().take(LISTED).map(u64::to_string).collect();
            let more = if values.len() > LISTED { ", …" } else { "" };
            msg!(
                "sg-pic-hover",
                name = &e.name,
                v = v,
                values = format!("{}{more}", shown.join(", ")),
                count = *count,
                option = e.option
            )
        }
    };
    match e.claim {
        Some(c) => msg!("sg-pic-claim", hover = said, claim = c).render(lang),
        None => said.render(lang),
    }
}

/// `text` in lines that fit a picture `width` pixels wide, in a sans-serif font of `size`
/// pixels from 6 pixels in: a terminal column (half a Chinese character) taken as 0.6 of
/// the font size, wider than any letter or digit of a sans-serif font on average.
fn fitted(text: &str, width: usize, size: usize) -> Vec<String> {
    let columns = (width - 12) * 10 / (size * 6);
    crate::runtime::wrap::lines(text, columns)
}

/// The picture itself.
fn draw(
    heading: &str,
    entries: &[Entry],
    cols: usize,
    legend: &[String],
    table: &Table,
    lang: Lang,
) -> String {
    let rows = entries.iter().map(|e| e.at.0 + 1).max().unwrap_or(1);
    let cell = (720 / cols.max(1)).clamp(12, 36);
    let board = matches!(table.kind, Kind::Board { .. } | Kind::Cutting { .. });
    let width = (56 + cols * cell + 12).max(640);
    // The heading and the notes, in lines that fit the picture's width (a Chinese
    // character is about twice as wide as a letter), broken where a reader pauses.
    let heading_lines = fitted(heading, width, 13);
    let below = 18 * heading_lines.len();
    let (left, top) = (56, below + if board { 34 } else { 16 });
    let mut notes: Vec<String> = legend.to_vec();
    notes.push(msg!("sg-pic-note-colour").render(lang));
    if entries.iter().any(|e| e.marked) {
        notes.push(msg!("sg-pic-note-marked").render(lang));
    }
    if entries.iter().any(|e| e.claim.is_some()) {
        notes.push(msg!("sg-pic-note-claim").render(lang));
    }
    let notes: Vec<String> = notes.iter().flat_map(|n| fitted(n, width, 11)).collect();
    let height = top + rows * cell + 8 + 16 * notes.len();
    let font = (cell as f64 * 0.42).clamp(7.0, 14.0);
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"table-picture\" viewBox=\"0 0 {width} \
         {height}\" width=\"{width}\" height=\"{height}\" role=\"img\" aria-label=\"{}\" \
         font-family=\"sans-serif\"><rect width=\"100%\" height=\"100%\" fill=\"#fbfbf8\"/>",
        esc(heading)
    );
    for (k, line) in heading_lines.iter().enumerate() {
        let _ = write!(
            s,
            "<text x=\"6\" y=\"{}\" font-size=\"13\" fill=\"#222\">{}</text>",
            18 + 18 * k,
            esc(line)
        );
    }
    // Row and column labels.
    let mut labelled_rows = vec![false; rows];
    for e in entries {
        let (r, c) = e.at;
        let y = top + r * cell;
        if board && r == 0 {
            let col = e.label.split(',').nth(1).unwrap_or_default();
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{font:.1}\" text-anchor=\"middle\" \
                 fill=\"#555\">{col}</text>",
                left + c * cell + cell / 2,
                top - 6
            );
        }
        if !labelled_rows[r] {
            labelled_rows[r] = true;
            let row = if board {
                e.label.split(',').next().unwrap_or_default()
            } else {
                e.label.as_str()
            };
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{font:.1}\" text-anchor=\"end\" \
                 fill=\"#555\">{row}</text>",
                left - 6,
                y + cell / 2 + (font / 3.0) as usize
            );
        }
    }
    for e in entries {
        let (r, c) = e.at;
        let (x, y) = (left + c * cell, top + r * cell);
        let class = if e.marked { "cell mark" } else { "cell" };
        let (values, count) = &e.options;
        let data = match e.value {
            Some(v) => format!(
                " data-value=\"{v}\" data-options=\"{}\" data-moves=\"{count}\" data-mex=\"{}\"",
                runs(values),
                mex(values.iter().map(|&x| x as usize))
            ),
            None => String::new(),
        };
        let fill = e.value.map_or("#d9d9d9".to_string(), colour);
        let _ = write!(
            s,
            "<g class=\"{class}\" data-label=\"{}\"{data}><rect x=\"{x}\" y=\"{y}\" \
             width=\"{cell}\" height=\"{cell}\" fill=\"{fill}\" stroke=\"#999\" \
             stroke-width=\"0.5\"/>",
            esc(&e.label)
        );
        let text = e.value.map_or("-".to_string(), |v| v.to_string());
        let size = if text.len() > 3 {
            font * 3.0 / text.len() as f64
        } else {
            font
        };
        let _ = write!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"{size:.1}\" text-anchor=\"middle\" \
             fill=\"#111\">{text}</text>",
            x + cell / 2,
            y + cell / 2 + (size / 3.0) as usize
        );
        if e.claim.is_some() {
            let _ = write!(
                s,
                "<path d=\"M{} {y}h{}v{}z\" fill=\"#d62728\"/>",
                x + cell - cell / 3,
                cell / 3,
                cell / 3
            );
        }
        let _ = write!(s, "<title>{}</title></g>", esc(&hover(e, lang)));
    }
    // The periodic parts, outlined row by row; the marks on top.
    for (wanted, dash) in [(Part::Pre, " stroke-dasharray=\"4 3\""), (Part::First, "")] {
        for r in 0..rows {
            let run: Vec<usize> = (entries.iter())
                .filter(|e| e.at.0 == r && e.part == wanted)
                .map(|e| e.at.1)
                .collect();
            if let (Some(&a), Some(&b)) = (run.iter().min(), run.iter().max()) {
                let _ = write!(
                    s,
                    "<rect class=\"period\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{cell}\" \
                     fill=\"none\" stroke=\"#1f3b73\" stroke-width=\"2.5\"{dash}/>",
                    left + a * cell,
                    top + r * cell,
                    (b - a + 1) * cell
                );
            }
        }
    }
    for e in entries.iter().filter(|e| e.marked) {
        let (r, c) = e.at;
        let _ = write!(
            s,
            "<rect class=\"marked\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" \
             stroke=\"#000\" stroke-width=\"3\"/>",
            left + c * cell + 1,
            top + r * cell + 1,
            cell - 2,
            cell - 2
        );
    }
    let mut y = top + rows * cell + 20;
    for note in notes {
        let _ = write!(
            s,
            "<text x=\"6\" y=\"{y}\" font-size=\"11\" fill=\"#333\">{}</text>",
            esc(&note)
        );
        y += 16;
    }
    s.push_str("</svg>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::sg_table::{Request, parse_args};

    fn table(args: &[&str]) -> Table {
        match parse_args(args).unwrap() {
            Request::Table(t) => t,
            Request::Help => panic!("{args:?}"),
        }
    }

    /// The heading and notes of every kind of picture fit its width, in both languages:
    /// each `<text>` from the left margin, measured with a Chinese character twice a
    /// letter's width and a letter at 0.6 of the font size (the cutting game's Chinese
    /// heading ran past the right edge when only `; ` broke it).
    #[test]
    fn captions_fit_the_picture() {
        for args in [
            &["cutting", "7", "6"][..],
            &["cutting", "3", "3"],
            &["product", "runs:1,4", "runs:1,3", "5", "5"],
            &["subtraction", "1,3,4", "--upto", "50"],
            &["octal", "0.07", "40"],
        ] {
            for lang in Lang::ALL {
                let svg = picture_in(&table(args), &[], lang).unwrap();
                let width: usize = svg
                    .split("width=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap();
                let mut captions = 0;
                for text in svg.split("<text x=\"6\"").skip(1) {
                    let size: usize = text
                        .split("font-size=\"")
                        .nth(1)
                        .unwrap()
                        .split('"')
                        .next()
                        .unwrap()
                        .parse()
                        .unwrap();
                    let words = text
                        .split_once('>')
                        .unwrap()
                        .1
                        .split("</text>")
                        .next()
                        .unwrap();
                    let px = crate::i18n::width(words) * size * 6 / 10;
                    assert!(
                        6 + px <= width - 6,
                        "{args:?} {lang:?}: {words} ({px} of {width} px)"
                    );
                    captions += 1;
                }
                assert!(captions >= 3, "{args:?} {lang:?}");
            }
        }
    }

    /// Every entry's value is the mex of its options' values, in every kind of table.
    #[test]
    fn every_value_is_the_mex_of_its_options() {
        for args in [
            &["ruler", "40"][..],
            &["mock-turtles", "30"],
            &["subtraction", "1,3,4", "--upto", "50"],
            &["octal", "0.77", "40"],
            &["grundy", "30"],
            &["corners", "6", "7"],
            &["product", "runs:1,4", "runs:1,3", "5", "5"],
            &["cutting", "7", "6"],
            &["nim", "12", "--from", "0"],
        ] {
            let svg = picture(&table(args), &[]).unwrap();
            let mut cells = 0;
            for cell in svg.split("<g class=\"cell").skip(1) {
                let attr = |name: &str| {
                    let (_, rest) = cell.split_once(&format!("{name}=\""))?;
                    Some(rest.split('"').next().unwrap().to_string())
                };
                let Some(value) = attr("data-value") else {
                    assert!(args[0] == "cutting", "{args:?}: {cell}");
                    continue;
                };
                let options: Vec<usize> = (attr("data-options").unwrap().split(' '))
                    .filter(|w| !w.is_empty())
                    .flat_map(|w| match w.split_once('-') {
                        Some((a, z)) => a.parse().unwrap()..=z.parse().unwrap(),
                        None => w.parse().unwrap()..=w.parse().unwrap(),
                    })
                    .collect();
                assert_eq!(
                    mex(options).to_string(),
                    value,
                    "{args:?}: {}",
                    attr("data-label").unwrap()
                );
                assert_eq!(attr("data-mex").unwrap(), value);
                cells += 1;
            }
            assert!(cells >= 12, "{args:?}: {cells}");
        }
    }

    #[test]
    fn periods_are_outlined_and_rows_hold_one_period() {
        // Subtraction {1, 3, 4}: preperiod 0, period 7.
        let svg = picture(&table(&["subtraction", "1,3,4", "--upto", "30"]), &[]).unwrap();
        assert!(
            svg.contains("preperiod 0 (outlined dashed), period 7"),
            "{svg}"
        );
        assert_eq!(svg.matches("class=\"period\"").count(), 1);
        // Kayles: preperiod 71, period 12.
        let svg = picture(&table(&["octal", "0.77", "100"]), &[]).unwrap();
        assert!(svg.contains("preperiod 71 (outlined dashed), period 12"));
        // Dashed rows for heaps 0 to 70 (12 a row: 6 rows), one solid row for 71 to 82.
        assert_eq!(svg.matches("stroke-dasharray").count(), 6);
        assert_eq!(svg.matches("class=\"period\"").count(), 7);
    }

    #[test]
    fn marks_claims_and_limits() {
        let svg = picture(
            &table(&["corners", "4", "4"]),
            &[Mark::Cell(2, 3), Mark::Cell(9, 9)],
        )
        .unwrap();
        assert_eq!(svg.matches("class=\"marked\"").count(), 1);
        assert!(svg.contains("<g class=\"cell mark\" data-label=\"2,3\" data-value=\"1\""));
        // Nim numbered from 0 differs from its claim everywhere.
        let svg = picture(&table(&["nim", "5", "--from", "0"]), &[]).unwrap();
        assert_eq!(svg.matches("fill=\"#d62728\"").count(), 5);
        assert!(svg.contains("coin 0: worth 1 = mex{0}, the value its one move leaves"));
        assert_eq!(
            picture(&table(&["ruler", "--upto", "1024"]), &[]).map(|s| !s.is_empty()),
            Ok(true)
        );
        assert!(picture(&table(&["corners", "64", "64"]), &[]).is_ok());
        assert_eq!(
            picture(&table(&["nim", "5000"]), &[]).unwrap_err(),
            "its picture would hold 5000 entries, more than the 4096 a picture holds"
        );
        let svg = picture(&table(&["cutting", "4", "3"]), &[Mark::Cell(4, 2)]).unwrap();
        assert!(svg.contains("piece 1×1: no cut at all"));
        assert!(svg.contains("piece 1×3: a strip"));
        assert!(svg.contains("data-label=\"4,2\" data-value=\"1\" data-options=\"0\""));
        assert!(svg.contains("piece 3×2: worth 0: it has no safe cut"));
    }
}
