//! The strip of POJ 1704 (Staircase Nim): the cells with the chessmen, a long gap drawn
//! shortened (a few cells left of each chessman, the rest one column), each cell a chessman
//! may reach the move to it, and each pair of chessmen bracketed from the right with its gap.

use super::{Column, open, target, text, values_of};
use crate::i18n::Text;
use crate::study::game::{Drawn, Explained, Playable, Show};
use crate::study::staircase::{Staircase, Step};
use crate::study::web::words;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

impl Drawn for Staircase {
    fn picture(&self, cells: &Vec<u64>, show: &Show<Step>) -> String {
        let lang = show.lang;
        let values = values_of(self, cells, show.values);
        let parts = self.components(cells);
        let n = cells.len();
        let last = cells.last().copied().unwrap_or(0);
        // The cells drawn: every cell of a short strip; else the chessmen, the few cells
        // left of each, the first free cell of each gap and the winning moves' cells.
        let mut shown: BTreeSet<u64> = cells.iter().copied().collect();
        if last <= 48 {
            shown.extend(1..=last);
        } else {
            let mut prev = 0;
            for &p in cells {
                shown.extend((prev + 1..p).rev().take(8));
                if p > prev + 1 {
                    shown.insert(prev + 1);
                }
                prev = p;
            }
            shown.extend(show.winning.iter().map(|m| m.to));
        }
        let mut columns = Vec::new();
        let mut prev = 0;
        for &c in &shown {
            if c > prev + 1 {
                columns.push(Column::Gap(c - prev - 1));
            }
            columns.push(Column::Cell(c));
            prev = c;
        }
        let cw = (600 / columns.len().max(1)).clamp(12, 40);
        let left = 30;
        let width = (left + columns.len() * cw + 20).max(640);
        let (top, ch) = (34, cw.min(34));
        let pairs = parts.len();
        let height = top + ch + 40 + 30 * pairs.min(2) + 10;
        let mut s = open(width, height, "strip", "move", self.show(cells), &values);
        let _ = write!(
            s,
            "<line x1=\"{left}\" y1=\"{}\" x2=\"{left}\" y2=\"{}\" class=\"wall\"/>",
            top - 6,
            top + ch + 6
        );
        text(
            &mut s,
            (left - 4) as f64,
            (top - 10) as f64,
            10.0,
            "middle",
            "name",
            &words::WALL.render(lang),
        );
        let mut x_of: BTreeMap<u64, f64> = BTreeMap::new();
        for (k, col) in columns.iter().enumerate() {
            let x = (left + k * cw) as f64;
            match col {
                Column::Gap(g) => {
                    let _ = write!(
                        s,
                        "<rect class=\"gapcells\" x=\"{x}\" y=\"{top}\" width=\"{cw}\" height=\"{ch}\"/>"
                    );
                    text(
                        &mut s,
                        x + cw as f64 / 2.0,
                        (top + ch + 14) as f64,
                        9.0,
                        "middle",
                        "name",
                        &words::cells_left_out(*g).render(lang),
                    );
                }
                Column::Cell(c) => {
                    x_of.insert(*c, x + cw as f64 / 2.0);
                    let man = cells.binary_search(c).is_ok();
                    let to = cells.iter().copied().find(|&p| p > *c);
                    let step = to.map(|from| Step { from, to: *c });
                    let live = show.live && !man && step.is_some();
                    let win = step.is_some_and(|m| show.winning.contains(&m));
                    let (data, says) = match step {
                        Some(m) if !man => (
                            format!("data-move=\"{} {c}\"", m.from),
                            self.describe_move(cells, &m),
                        ),
                        _ => (String::new(), Text::default()),
                    };
                    let attrs = target("cell", live, win, &data, says, lang);
                    let _ = write!(
                        s,
                        "<rect {attrs} x=\"{x}\" y=\"{top}\" width=\"{cw}\" height=\"{ch}\" data-cell=\"{c}\"/>"
                    );
                    if man {
                        let moving = show.winning.iter().any(|m| m.from == *c);
                        let _ = write!(
                            s,
                            "<circle class=\"chessman{}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\"/>",
                            if moving { " moving" } else { "" },
                            x + cw as f64 / 2.0,
                            top as f64 + ch as f64 / 2.0,
                            ch as f64 * 0.36
                        );
                    }
                    if man || cw >= 20 || last <= 24 {
                        text(
                            &mut s,
                            x + cw as f64 / 2.0,
                            (top - 6) as f64,
                            9.0,
                            "middle",
                            "label",
                            &c.to_string(),
                        );
                    }
                }
            }
        }
        // Each pair from the right, bracketed under its two chessmen, with its gap.
        for k in 0..pairs {
            let right = cells[n - 2 * k - 1];
            let from = match n.checked_sub(2 * k + 2) {
                Some(l) => x_of[&cells[l]],
                None => left as f64,
            };
            let to = x_of[&right];
            let y = (top + ch + 26 + 30 * (k % 2)) as f64;
            let _ = write!(
                s,
                "<path class=\"pair\" d=\"M{from:.1} {:.1}V{y:.1}H{to:.1}V{:.1}\"/>",
                y - 8.0,
                y - 8.0
            );
            let mid = (from + to) / 2.0;
            let mut words = words::gap(parts[k].value).render(lang);
            if show.values {
                words = format!("{words}, {}", words::worth(parts[k].value).render(lang));
            }
            text(&mut s, mid, y + 12.0, 10.0, "middle", "gap", &words);
        }
        s.push_str("</svg>");
        s
    }
}
