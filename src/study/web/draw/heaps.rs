//! The heaps of HDU 1907 (Anti-Nim), HDU 1848 (the Fibonacci game) and POJ 2960 (S-Nim),
//! one drawing for the three: each heap of up to [`STONES_DRAWN`] a stack of stones, a
//! stone the move that takes it and every stone above it; a taller heap a bar, each legal
//! take a rung as deep as the stones it takes where it has at most [`STONES_DRAWN`] of
//! them, else the bar itself the target (the page turns a click's depth into the legal
//! take nearest to it) with the winning takes as rungs on it. Every legal move is offered
//! and every winning one marked, at any size. The subtraction set S is above the heaps
//! where there is one.

use super::{open, target, text, values_of};
use crate::msg;
use crate::study::game::join;
use crate::study::game::{Drawn, Explained, Playable, Show};
use crate::study::heaps::{HeapMove, Heaps};
use crate::study::sg_table::picture::{colour, esc};
use crate::study::web::words;
use std::fmt::Write;

/// The most stones of a heap drawn one by one; a taller heap is a bar with a rung per
/// legal take.
pub const STONES_DRAWN: u64 = 40;

/// The number written in a bar's words for any take (`data-take-many`), which the page
/// replaces by the take the keyboard chose: no heap is this tall, nor has this number.
pub const TAKE_MARK: u64 = 999_999_999_999;

/// The height of a rung (a take of a tall heap), in the picture's units: rungs are at
/// least this far apart.
const RUNG: usize = 6;

/// The rungs of a heap of `h` over a bar `bar` high: for each take of `takes` (smallest
/// first), the take and the depth of its rung's lower edge below the bar's top, in
/// proportion to the stones it takes, pushed down to keep [`RUNG`] between rungs.
fn rungs(h: u64, takes: &[u64], bar: usize) -> Vec<(u64, usize)> {
    let mut out = Vec::with_capacity(takes.len());
    let mut last = 0;
    for &t in takes {
        let depth = ((t as u128 * bar as u128) / h.max(1) as u128) as usize;
        let y = depth.max(last + RUNG);
        out.push((t, y));
        last = y;
    }
    out
}

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
        // A heap over STONES_DRAWN is a bar. Where it has at most STONES_DRAWN legal takes,
        // each is a rung across the bar; where it has more, the bar itself is the target
        // (the page turns a click's depth into the legal take nearest to it) and the
        // winning takes are rungs on it.
        let bar = STONES_DRAWN as usize * 7;
        let legal_takes = |h: u64| -> Option<Vec<u64>> {
            let set = self.set()?;
            let takes: Vec<u64> = set.iter().copied().filter(|&t| t <= h).collect();
            (takes.len() as u64 <= STONES_DRAWN).then_some(takes)
        };
        let mut bars = Vec::new();
        let takes: Vec<Vec<u64>> = (heaps.iter().enumerate())
            .map(|(i, &h)| {
                if h <= STONES_DRAWN {
                    return Vec::new();
                }
                if let Some(all) = legal_takes(h) {
                    return all;
                }
                bars.push(i);
                (show.winning.iter())
                    .filter(|m| m.heap == i && m.take <= h)
                    .map(|m| m.take)
                    .collect::<std::collections::BTreeSet<u64>>()
                    .into_iter()
                    .collect()
            })
            .collect();
        let tall = (heaps.iter().zip(&takes))
            .filter(|(h, _)| **h > STONES_DRAWN)
            .map(|(&h, t)| rungs(h, t, bar).last().map_or(bar, |&(_, y)| y.max(bar)))
            .max()
            .unwrap_or(0);
        let top = 40;
        let bottom = top + (dmax * sh).max(tall);
        let height = bottom + 58;
        let label = self.show(heaps);
        let mut s = open(width, height, "heaps", "move", &label, &values);
        if let (Some(set), false) = (self.set(), bars.is_empty()) {
            // The sizes of S, for the bars that stand for more takes than are drawn.
            s.pop();
            let _ = write!(s, " data-set=\"{}\">", join(set, ","));
        }
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
            let drawn = match h > STONES_DRAWN {
                true => 0,
                false => h as usize,
            };
            let stones_bottom = bottom;
            let mv = |take: u64| HeapMove { heap: i, take };
            let legal = |take: u64| {
                show.live
                    && (self.parse(heaps, &format!("{} {take}", i + 1)))
                        .is_ok_and(|m| m == mv(take))
            };
            if h > STONES_DRAWN {
                // The heap compressed: a bar standing for its stones, each legal take a
                // rung across it, as deep as the stones it takes (rungs too close pushed
                // apart, so that each can be aimed at).
                let col = rungs(h, &takes[i], bar);
                let y0 = bottom - col.last().map_or(bar, |&(_, y)| y.max(bar));
                let attrs = match bars.contains(&i) && show.live {
                    // Every depth of the bar is a take: `data-takes` says which are legal,
                    // 1 to the heap's size, or the sizes of S (the root's `data-set`) up
                    // to it. From the keyboard it is a slider over those takes, starting
                    // at the least, its words for a take of 1 and of any other number
                    // (`data-take-one`, `data-take-many` with `TAKE_MARK` for the number).
                    true => {
                        let least = match self.set() {
                            None => 1,
                            Some(set) => set.iter().copied().filter(|&t| t <= h).min().unwrap_or(1),
                        };
                        let amount = msg!("heaps-amount", kind = t.kind, n = h).render(lang);
                        let name = msg!(
                            "desk-pic-bar",
                            heap = msg!("heaps-name", kind = t.kind, n = i + 1),
                            amount = amount.as_str()
                        );
                        let says =
                            |take: u64| esc(&self.describe_move(heaps, &mv(take)).render(lang));
                        format!(
                            "class=\"bar target\" data-heap=\"{}\" data-size=\"{h}\" data-takes=\"{}\" \
                             data-words=\"{}\" tabindex=\"0\" role=\"slider\" aria-label=\"{}\" \
                             aria-valuemin=\"{least}\" aria-valuemax=\"{h}\" aria-valuenow=\"{least}\" \
                             aria-valuetext=\"{}\" data-take-one=\"{}\" data-take-many=\"{}\"",
                            i + 1,
                            match self.set() {
                                None => format!("1-{h}"),
                                Some(_) => "set".to_string(),
                            },
                            esc(&amount),
                            esc(&name.render(lang)),
                            says(least),
                            says(1),
                            says(TAKE_MARK),
                        )
                    }
                    false => "class=\"bar\"".to_string(),
                };
                let _ = write!(
                    s,
                    "<rect {attrs} x=\"{sx:.1}\" y=\"{y0}\" width=\"{sw:.1}\" height=\"{}\" rx=\"3\"/>",
                    bottom - y0
                );
                for &(take, y) in &col {
                    let win = show.winning.contains(&mv(take));
                    let attrs = target(
                        "rung",
                        legal(take),
                        win,
                        &format!("data-move=\"{} {take}\"", i + 1),
                        self.describe_move(heaps, &mv(take)),
                        lang,
                    );
                    let _ = write!(
                        s,
                        "<rect {attrs} x=\"{sx:.1}\" y=\"{}\" width=\"{sw:.1}\" height=\"{}\"/>",
                        y0 + y - RUNG,
                        RUNG - 1
                    );
                }
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
