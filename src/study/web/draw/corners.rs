//! The lights of HDU 3404 (Turning Corners) as `explain` takes them, at any coordinates:
//! only the rows and columns that hold a light or a winning move's corner (at most
//! [`GRID_LINES`] of each), each cell coloured by its value `x ⊗ y`.

use super::{open, text};
use crate::i18n::Lang;
use crate::nimber::nim_mul;
use crate::study::corners::{Corners, lit};
use crate::study::sg_table::picture::colour;
use crate::study::web::words;
use std::collections::BTreeSet;
use std::fmt::Write;

/// The most rows (and columns) of a grid drawn.
pub const GRID_LINES: usize = 24;

/// The lights of Turning Corners at any coordinates (HDU 3404): the rows and columns that
/// hold a lit light or a winning move's corner (at most [`GRID_LINES`] of each), each cell
/// coloured by its value `x ⊗ y`, the lit ones shown lit.
pub fn corners(lights: &[(u64, u64)], winning: &[Corners], values: bool, lang: Lang) -> String {
    let on = lit(lights);
    let mut xs: BTreeSet<u64> = on.iter().map(|c| c.0).collect();
    let mut ys: BTreeSet<u64> = on.iter().map(|c| c.1).collect();
    for m in winning {
        xs.extend([m.a, m.x]);
        ys.extend([m.b, m.y]);
    }
    let cut = xs.len() > GRID_LINES || ys.len() > GRID_LINES;
    let xs: Vec<u64> = xs.into_iter().take(GRID_LINES).collect();
    let ys: Vec<u64> = ys.into_iter().take(GRID_LINES).collect();
    let c = (480 / xs.len().max(ys.len()).max(1)).clamp(22, 56);
    let (left, top) = (70, 48);
    let width = (left + ys.len() * c + 20).max(640);
    let height = top + xs.len() * c + 30;
    let vals: Vec<u64> = match values {
        true => lights.iter().map(|&(x, y)| nim_mul(x, y)).collect(),
        false => Vec::new(),
    };
    let mut s = open(width, height, "board", "none", "lights", &vals);
    let note = if cut {
        words::more_lines(GRID_LINES, GRID_LINES).render(lang)
    } else {
        words::AXES.render(lang)
    };
    text(&mut s, 10.0, 14.0, 10.0, "start", "note", &note);
    let corner_of: BTreeSet<(u64, u64)> = (winning.iter())
        .flat_map(|m| [(m.a, m.b), (m.a, m.y), (m.x, m.b), (m.x, m.y)])
        .collect();
    for (j, &y) in ys.iter().enumerate() {
        let size = if y.to_string().len() > 5 { 7.0 } else { 10.0 };
        text(
            &mut s,
            (left + j * c + c / 2) as f64,
            (top - 6) as f64,
            size,
            "middle",
            "label",
            &y.to_string(),
        );
    }
    for (i, &x) in xs.iter().enumerate() {
        let size = if x.to_string().len() > 8 { 7.0 } else { 10.0 };
        text(
            &mut s,
            (left - 6) as f64,
            (top + i * c + c / 2 + 4) as f64,
            size,
            "end",
            "label",
            &x.to_string(),
        );
        for (j, &y) in ys.iter().enumerate() {
            let (px, py) = (left + j * c, top + i * c);
            let v = nim_mul(x, y);
            let fill = if values { colour(v) } else { "#f2f2f2".into() };
            let win = if corner_of.contains(&(x, y)) {
                " win"
            } else {
                ""
            };
            let _ = write!(
                s,
                "<rect class=\"square{win}\" x=\"{px}\" y=\"{py}\" width=\"{c}\" height=\"{c}\" fill=\"{fill}\"><title>({x}, {y}): {}</title></rect>",
                words::worth(v).render(lang)
            );
            let class = if on.contains(&(x, y)) {
                "disk heads"
            } else {
                "disk tails"
            };
            let _ = write!(
                s,
                "<circle class=\"{class}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\"/>",
                px as f64 + c as f64 / 2.0,
                py as f64 + c as f64 / 2.0,
                c as f64 * 0.26
            );
        }
    }
    s.push_str("</svg>");
    s
}
