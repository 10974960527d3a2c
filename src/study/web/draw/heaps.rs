//! The heaps of HDU 1907 (Anti-Nim), HDU 1848 (the Fibonacci game) and POJ 2960 (S-Nim),
//! one drawing for the three: each heap a stack of stones (at most [`STONES_DRAWN`], the
//! rest one block), a stone the move that takes it and every stone above it, with the
//! subtraction set S above the heaps where there is one.

use super::{open, target, text, values_of};
use crate::msg;
use crate::study::game::{Drawn, Explained, Playable, Show};
use crate::study::heaps::{HeapMove, Heaps};
use crate::study::sg_table::picture::colour;
use crate::study::web::words;
use std::fmt::Write;

/// The most stones of a heap drawn one by one (the rest are one block).
pub const STONES_DRAWN: u64 = 40;

impl Drawn for Heaps {
    fn picture(&self, heaps: &Vec<u64>, show: &Show<HeapMove>) -> String {
        let lang = show.lang;
        let t = self.terms();
        let values = values_of(self, heaps, show.values);
        let n = heaps.len().max(1);
        let cw = (640 / n).clamp(44, 96);
        let width = (n * cw + 20).max(640);
        let dmax = (heaps.iter().map(|&h| h.min(STONES_DRAWN)).max()).unwrap_or(0) as usize;
        let sh = (280 / dmax.max(1)).clamp(6, 22);
        let tall = heaps.iter().any(|&h| h > STONES_DRAWN);
        let top = 40;
        let bottom = top + dmax * sh + if tall { 28 } else { 0 };
        let height = bottom + 58;
        let label = self.show(heaps);
        let mut s = open(width, height, "heaps", "move", &label, &values);
        if let Some(set) = self.set_name() {
            text(&mut s, 10.0, 24.0, 15.0, "start", "set", &set.to_string());
        }
        for (i, &h) in heaps.iter().enumerate() {
            let x0 = (10 + i * cw) as f64;
            let (sx, sw) = (x0 + cw as f64 * 0.15, cw as f64 * 0.7);
            let cx = x0 + cw as f64 / 2.0;
            let _ = write!(
                s,
                "<g class=\"heap\" data-heap=\"{}\" data-size=\"{h}\">",
                i + 1
            );
            let drawn = h.min(STONES_DRAWN) as usize;
            let stones_bottom = if h > STONES_DRAWN {
                bottom - 28
            } else {
                bottom
            };
            let mv = |take: u64| HeapMove { heap: i, take };
            let legal = |take: u64| {
                show.live
                    && (self.parse(heaps, &format!("{} {take}", i + 1)))
                        .is_ok_and(|m| m == mv(take))
            };
            if h > STONES_DRAWN {
                // The stones below those drawn: a winning move reaching into them is one
                // target here.
                let deep = show
                    .winning
                    .iter()
                    .find(|m| m.heap == i && m.take > STONES_DRAWN);
                let live = deep.is_some() && show.live;
                let attrs = match deep {
                    Some(m) => target(
                        "block",
                        live,
                        true,
                        &format!("data-move=\"{} {}\"", i + 1, m.take),
                        self.describe_move(heaps, m),
                        lang,
                    ),
                    None => "class=\"block\"".to_string(),
                };
                let _ = write!(
                    s,
                    "<rect {attrs} x=\"{sx:.1}\" y=\"{}\" width=\"{sw:.1}\" height=\"24\" rx=\"4\"/>",
                    bottom - 26
                );
                text(
                    &mut s,
                    cx,
                    (bottom - 9) as f64,
                    12.0,
                    "middle",
                    "count",
                    &words::more(h - STONES_DRAWN).render(lang),
                );
            }
            for k in 1..=drawn {
                let take = k as u64;
                let y = stones_bottom - (drawn - k + 1) * sh;
                let live = legal(take);
                let win = show.winning.contains(&mv(take));
                let attrs = target(
                    "stone",
                    live,
                    win,
                    &format!("data-move=\"{} {take}\"", i + 1),
                    self.describe_move(heaps, &mv(take)),
                    lang,
                );
                let _ = write!(
                    s,
                    "<rect {attrs} x=\"{sx:.1}\" y=\"{y}\" width=\"{sw:.1}\" height=\"{}\" \
                     rx=\"3\"/>",
                    sh.saturating_sub(2).max(1)
                );
            }
            let base = bottom as f64;
            text(
                &mut s,
                cx,
                base + 16.0,
                12.0,
                "middle",
                "name",
                &msg!("heaps-name", kind = t.kind, n = i + 1).render(lang),
            );
            let amount = msg!("heaps-amount", kind = t.kind, n = h).render(lang);
            text(&mut s, cx, base + 32.0, 11.0, "middle", "size", &amount);
            if show.values {
                let v = values[i];
                let _ = write!(
                    s,
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"16\" rx=\"3\" \
                     fill=\"{}\" class=\"value\"/>",
                    sx,
                    base + 38.0,
                    sw,
                    colour(v)
                );
                text(
                    &mut s,
                    cx,
                    base + 50.0,
                    11.0,
                    "middle",
                    "worth",
                    &words::worth(v).render(lang),
                );
            }
            s.push_str("</g>");
        }
        s.push_str("</svg>");
        s
    }
}
