//! Project Euler 459's all-white board as `explain` takes it (up to [`BOARD_DRAWN`] on a
//! side): each disk coloured by its value, the first winning flips outlined.

use super::{open, text};
use crate::i18n::Lang;
use crate::study::flipping::{Flip, FlipBoard};
use crate::study::sg_table::picture::colour;
use crate::study::web::words;
use std::fmt::Write;

/// The largest Project Euler 459 board drawn.
pub const BOARD_DRAWN: usize = 24;

/// Project Euler 459's all-white board of side `n` (up to [`BOARD_DRAWN`]), each disk
/// coloured by its value `g1(x) ⊗ g2(y)`, row `n` on top; the first winning flips outlined.
pub fn flipping(n: usize, winning: &[Flip], values: bool, lang: Lang) -> String {
    let m = n.clamp(1, BOARD_DRAWN);
    let board = FlipBoard::new(m);
    let c = (480 / m).clamp(18, 48);
    let (left, top) = (40, 36);
    let width = (left + m * c + 20).max(640);
    let height = top + m * c + 40;
    let mut s = open(width, height, "board", "none", "board", &[]);
    let note = if n > BOARD_DRAWN {
        words::board_too_large(n, BOARD_DRAWN).render(lang)
    } else {
        words::PE_AXES.render(lang)
    };
    text(&mut s, 10.0, 14.0, 10.0, "start", "note", &note);
    let yy = |row: usize| top + (m - row) * c;
    for x in 1..=m {
        text(
            &mut s,
            (left + (x - 1) * c + c / 2) as f64,
            (yy(0) + 14) as f64,
            10.0,
            "middle",
            "label",
            &x.to_string(),
        );
        for y in 1..=m {
            let v = board.disk(x, y);
            let fill = if values { colour(v) } else { "#f2f2f2".into() };
            let (px, py) = (left + (x - 1) * c, yy(y));
            let _ = write!(
                s,
                "<rect class=\"square\" x=\"{px}\" y=\"{py}\" width=\"{c}\" height=\"{c}\" fill=\"{fill}\"><title>({x}, {y}): {}</title></rect>",
                words::worth(v).render(lang)
            );
            let _ = write!(
                s,
                "<circle class=\"disk heads\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\"/>",
                px as f64 + c as f64 / 2.0,
                py as f64 + c as f64 / 2.0,
                c as f64 * 0.28
            );
            if values && c >= 26 {
                text(
                    &mut s,
                    (px + c - 3) as f64,
                    (py + 10) as f64,
                    8.0,
                    "end",
                    "worth",
                    &v.to_string(),
                );
            }
        }
    }
    for y in 1..=m {
        text(
            &mut s,
            (left - 6) as f64,
            (yy(y) + c / 2 + 4) as f64,
            10.0,
            "end",
            "label",
            &y.to_string(),
        );
    }
    for f in winning.iter().filter(|f| f.x <= m && f.y <= m).take(3) {
        let _ = write!(
            s,
            "<rect class=\"flip win\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
            left + (f.x - f.w) * c,
            yy(f.y),
            f.w * c,
            f.h * c
        );
    }
    s.push_str("</svg>");
    s
}
