//! The heads of HDU 3537 (Mock Turtles) as `explain` takes them, beyond what `play` plays:
//! at places up to 2^63, on a row whose long runs of tails are drawn shortened.

use super::{Column, open, text};
use crate::i18n::Lang;
use crate::study::web::words;
use std::collections::BTreeSet;
use std::fmt::Write;

/// Mock Turtles' heads at places up to 2^63 (HDU 3537 beyond what `play` plays): the
/// heads on a row whose long runs of tails are shortened, each with its value `od(x)`;
/// the coins of the winning moves marked.
pub fn mock_turtles(heads: &[u64], winning: &[Vec<u64>], values: bool, lang: Lang) -> String {
    let shown: BTreeSet<u64> = heads
        .iter()
        .chain(winning.iter().flatten())
        .copied()
        .collect();
    let won: BTreeSet<u64> = winning.iter().flatten().copied().collect();
    let mut columns = Vec::new();
    let mut prev: Option<u64> = None;
    for &x in &shown {
        let gap = match prev {
            None => x,
            Some(p) => x - p - 1,
        };
        if gap > 0 {
            columns.push(Column::Gap(gap));
        }
        columns.push(Column::Cell(x));
        prev = Some(x);
    }
    let slot = (620 / columns.len().max(1)).clamp(16, 60);
    let width = (columns.len() * slot + 20).max(640);
    let vals: Vec<u64> = match values {
        true => heads
            .iter()
            .map(|&x| crate::mock_turtles::value(x))
            .collect(),
        false => Vec::new(),
    };
    let mut s = open(width, 110, "coins", "none", "heads", &vals);
    for (k, col) in columns.iter().enumerate() {
        let cx = 10.0 + (k as f64 + 0.5) * slot as f64;
        match col {
            Column::Gap(g) => text(
                &mut s,
                cx,
                50.0,
                9.0,
                "middle",
                "name",
                &words::places_left_out(*g).render(lang),
            ),
            Column::Cell(x) => {
                let head = heads.binary_search(x).is_ok();
                let mut class = if head { "coin heads" } else { "coin tails" }.to_string();
                if won.contains(x) {
                    class.push_str(" win");
                }
                let r = slot as f64 * 0.38;
                let _ = write!(
                    s,
                    "<circle class=\"{class}\" cx=\"{cx:.1}\" cy=\"46\" r=\"{r:.1}\"/>"
                );
                let face = if head { words::HEADS } else { words::TAILS }.render(lang);
                text(&mut s, cx, 46.0 + r * 0.35, r, "middle", "face", &face);
                let size = if x.to_string().len() > 4 { 7.0 } else { 10.0 };
                text(&mut s, cx, 16.0, size, "middle", "label", &x.to_string());
                if values && head {
                    let v = crate::mock_turtles::value(*x).to_string();
                    text(&mut s, cx, 46.0 + r + 16.0, size, "middle", "worth", &v);
                }
            }
        }
    }
    s.push_str("</svg>");
    s
}
