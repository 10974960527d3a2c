//! The nim product of nim_product_64 as a tree of its recursion (the Fermat 2-powers): the
//! product, the three half-size products it is made of and theirs, each a position to click.

use super::{open, text};
use crate::i18n::Lang;
use crate::msg;
use crate::nimber::nim_mul;
use crate::study::nim_product::step;
use crate::study::sg_table::picture::colour;
use crate::study::sg_table::picture::esc;
use std::fmt::Write;

/// The nim product `a ⊗ b` as a tree of the Fermat 2-power recursion: the product, the
/// three half-size products it is made of, and theirs, each a position to click and study
/// (a button, named in `lang`).
pub fn product_tree(a: u64, b: u64, lang: Lang) -> String {
    struct Item {
        a: u64,
        b: u64,
        words: String,
        depth: usize,
        parent: Option<usize>,
    }
    let mut items = vec![Item {
        a,
        b,
        words: format!("{a} ⊗ {b} = {}", nim_mul(a, b)),
        depth: 0,
        parent: None,
    }];
    let mut k = 0;
    while k < items.len() {
        let (x, y, depth) = (items[k].a, items[k].b, items[k].depth);
        let st = step(x, y);
        if depth < 2 && st.f >= 2 && x >= 2 && y >= 2 {
            let ((a1, a0), (b1, b0)) = (st.a, st.b);
            for (p, q) in [(a0, b0), (a1 ^ a0, b1 ^ b0), (a1, b1)] {
                items.push(Item {
                    a: p,
                    b: q,
                    words: format!("{p} ⊗ {q} = {}", nim_mul(p, q)),
                    depth: depth + 1,
                    parent: Some(k),
                });
            }
        }
        k += 1;
    }
    let deepest = items.iter().map(|i| i.depth).max().unwrap_or(0);
    let per_level: Vec<usize> = (0..=deepest)
        .map(|d| items.iter().filter(|i| i.depth == d).count())
        .collect();
    let width = 680;
    let mut seen = vec![0usize; deepest + 1];
    let mut at = Vec::new();
    for item in &items {
        let d = item.depth;
        let slot = width as f64 / per_level[d] as f64;
        let x = slot * (seen[d] as f64 + 0.5);
        seen[d] += 1;
        at.push((x, 40.0 + d as f64 * 80.0));
    }
    let height = 40 + deepest * 80 + 40;
    let mut s = open(
        width,
        height,
        "tree",
        "position",
        msg!("desk-pic-tree").render(lang),
        &[],
    );
    for (i, item) in items.iter().enumerate() {
        if let Some(p) = item.parent {
            let _ = write!(
                s,
                "<line class=\"edge\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\"/>",
                at[p].0,
                at[p].1 + 14.0,
                at[i].0,
                at[i].1 - 16.0
            );
        }
    }
    for (i, item) in items.iter().enumerate() {
        let (x, y) = at[i];
        let slot = width as f64 / per_level[item.depth] as f64;
        let chars = item.words.chars().count() as f64;
        let size = (slot * 0.92 / (chars * 0.6)).clamp(7.0, 16.0);
        let w = (chars * size * 0.6 + 12.0).max(60.0);
        let fill = colour(nim_mul(item.a, item.b));
        let _ = write!(
            s,
            "<g class=\"node target\" data-position=\"{} {}\" tabindex=\"0\" role=\"button\" \
             aria-label=\"{}\"><rect x=\"{:.1}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"30\" rx=\"6\" fill=\"{fill}\"/>",
            item.a,
            item.b,
            esc(&msg!("desk-pic-study", position = item.words.as_str()).render(lang)),
            x - w / 2.0,
            y - 17.0
        );
        text(
            &mut s,
            x,
            y + size / 3.0,
            size,
            "middle",
            "label",
            &item.words,
        );
        s.push_str("</g>");
    }
    s.push_str("</svg>");
    s
}
