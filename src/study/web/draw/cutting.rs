//! The pieces of paper of POJ 2311 (the cutting game): equal pieces drawn once with their
//! number, each piece on its grid, each grid line a cut to click: a thin band along the
//! line, the lines at least [`CUT_PITCH`] apart whatever the sheet's size (a sheet with a
//! side over 40 is drawn at that pitch, up to 400 units for the largest side `play` takes).

use super::{open, target, text, values_of};
use crate::study::cutting::{Cutting, Piece, Sheets};
use crate::study::game::{Drawn, Explained, Playable, Show};
use crate::study::sg_table::picture::colour;
use crate::study::web::words;
use std::fmt::Write;

/// The least distance between a sheet's grid lines, in the picture's units (pixels at its
/// natural size), when its cuts are click targets: 4. A sheet with a side above 40 is drawn
/// at this pitch (its cuts thin bands 2.8 units wide); a picture that takes no clicks
/// (`explain`'s, sides up to 1,000) may be finer.
pub const CUT_PITCH: f64 = 4.0;

impl Drawn for Cutting {
    fn picture(&self, sheets: &Sheets, show: &Show<crate::study::cutting::Cut>) -> String {
        let lang = show.lang;
        let values = values_of(self, sheets, show.values);
        // Equal pieces have the same moves: each is drawn once, with how many there are.
        let mut distinct: Vec<(Piece, usize)> = Vec::new();
        for &p in &sheets.pieces {
            match distinct.last_mut() {
                Some((q, k)) if *q == p => *k += 1,
                _ => distinct.push((p, 1)),
            }
        }
        let side = (sheets.pieces.iter())
            .map(|&(w, h)| w.max(h))
            .max()
            .unwrap_or(1) as f64;
        let u = match show.live {
            true => (160.0 / side).clamp(CUT_PITCH, 26.0),
            false => (160.0 / side).clamp(1.6, 26.0),
        };
        // Lay the pieces out in rows.
        let (mut x, mut y, mut row_h) = (16.0, 40.0, 0.0f64);
        let mut places = Vec::new();
        for &((w, h), _) in &distinct {
            let (pw, ph) = (w as f64 * u, h as f64 * u);
            if x + pw > 624.0 && x > 16.0 {
                x = 16.0;
                y += row_h + 64.0;
                row_h = 0.0;
            }
            places.push((x, y));
            x += pw.max(70.0) + 30.0;
            row_h = row_h.max(ph);
        }
        let height = (y + row_h + 50.0) as usize;
        let mut s = open(640, height, "sheets", "move", self.show(sheets), &values);
        let note = match () {
            _ if sheets.won => Some(words::CUT_OUT),
            _ => None,
        };
        if let Some(note) = note {
            text(
                &mut s,
                16.0,
                20.0,
                13.0,
                "start",
                "note",
                &note.render(lang),
            );
        }
        for (&((w, h), k), &(x, y)) in distinct.iter().zip(&places) {
            let (pw, ph) = (w as f64 * u, h as f64 * u);
            let fill = match self.piece_value((w, h)) {
                Some(v) if show.values => colour(v),
                _ => "#f4f1e8".to_string(),
            };
            let mut name = format!("{w}×{h}");
            if k > 1 {
                name = format!("{name} {}", words::times(k));
            }
            let _ = write!(s, "<g class=\"piece\" data-piece=\"{w}x{h}\">");
            text(&mut s, x, y - 8.0, 12.0, "start", "name", &name);
            let _ = write!(
                s,
                "<rect class=\"paper\" x=\"{x:.1}\" y=\"{y:.1}\" width=\"{pw:.1}\" height=\"{ph:.1}\" fill=\"{fill}\"/>"
            );
            if u >= 6.0 {
                let mut grid = String::new();
                for i in 1..w {
                    let _ = write!(grid, "M{:.1} {y:.1}v{ph:.1}", x + i as f64 * u);
                }
                for j in 1..h {
                    let _ = write!(grid, "M{x:.1} {:.1}h{pw:.1}", y + j as f64 * u);
                }
                let _ = write!(s, "<path class=\"grid\" d=\"{grid}\"/>");
            }
            let mut cut = |vertical: bool, i: u32| {
                let text_move = match vertical {
                    true => format!("{w}x{h} {i}x{h}"),
                    false => format!("{w}x{h} {w}x{i}"),
                };
                let Ok(m) = self.parse(sheets, &text_move) else {
                    return;
                };
                let live = show.live && !sheets.won;
                let win = show.winning.contains(&m);
                let attrs = target(
                    "cut",
                    live,
                    win,
                    &format!("data-move=\"{text_move}\""),
                    self.describe_move(sheets, &m),
                    lang,
                );
                // A thin band along the grid line: what a click on the line hits (where
                // two cross, the band drawn later).
                let band = (u * 0.7).clamp(2.0, 8.0);
                let (bx, by, bw, bh) = match vertical {
                    true => (x + i as f64 * u - band / 2.0, y, band, ph),
                    false => (x, y + i as f64 * u - band / 2.0, pw, band),
                };
                let _ = write!(
                    s,
                    "<rect {attrs} x=\"{bx:.1}\" y=\"{by:.1}\" width=\"{bw:.1}\" height=\"{bh:.1}\"/>"
                );
            };
            for i in 1..w {
                cut(true, i);
            }
            for j in 1..h {
                cut(false, j);
            }
            let under = match self.piece_value((w, h)) {
                Some(v) if show.values => words::worth(v).render(lang),
                Some(_) => String::new(),
                None if (w, h) == (1, 1) => words::UNIT.render(lang),
                None => words::STRIP.render(lang),
            };
            text(&mut s, x, y + ph + 15.0, 11.0, "start", "worth", &under);
            s.push_str("</g>");
        }
        s.push_str("</svg>");
        s
    }
}
