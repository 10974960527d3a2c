//! The positions drawn: one SVG picture per kind of game, drawn on the server from the
//! library's own data, so that the page's script has nothing to compute.
//!
//! * the games `play` plays ([`Drawn`]): heaps as stacks of stones with S beside them
//!   (POJ 2960, HDU 1848, HDU 1907), the strip of cells with the chessmen and each pair's
//!   gap (POJ 1704), the pieces of paper (POJ 2311), the trie of the strings with its free
//!   subtrees (ARC 087 E), a row of coins (HDU 3537) and a board of coins coloured by value
//!   (HDU 3404, Project Euler 459);
//! * the positions `explain` takes beyond what `play` plays: [`mock_turtles`] (places up to
//!   2^63), [`corners`] (any coordinates), [`flipping`] (a board coloured by value) and
//!   [`product_tree`] (the nim product's recursion as a tree).
//!
//! **Clicks.** A picture's root says how a page turns clicks into a move (`data-pick`):
//! `move`, each target carries a whole move in the words `play` reads (`data-move`, e.g.
//! `2 3`, take 3 stones from heap 2); `coins`, each coin carries its label (`data-coin`)
//! and the coins clicked make one move; `pair`, two cells clicked are a rectangle's corners
//! (`a,b to x,y`); `position`, each target is a position to study (`data-position`). Only
//! legal moves are targets (checked by the game's own [`Playable::parse`], which also gives
//! each target's words, its `<title>`); the winning moves are marked (class `win`), their
//! coins listed in `data-wins`. The components' values, in the order `explain` lists them,
//! are in `data-values`. Practice draws no value and marks nothing.
//!
//! **Size.** Every picture is bounded whatever the position: a heap shows at most
//! [`STONES_DRAWN`] stones (the rest as one block), the strip a few cells left of each
//! chessman (long gaps shortened), the trie at most [`TRIE_NODES`] nodes (beyond, at most
//! [`TREES_DRAWN`] free subtrees, each root written once: the picture grows with the
//! strings' length, not its square), a grid at most [`GRID_LINES`] rows and columns. A
//! position of more parts than `play` plays is drawn by its first ones
//! ([`super::study::DRAWN`]), with a note ([`drawn_note`]).

use super::words;
use crate::coins::Rule2;
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::nimber::nim_mul;
use crate::study::coin_games::{Board, CoinGameBoard, Coins};
use crate::study::corners::{Corners, lit};
use crate::study::cutting::{Cutting, Piece, Sheets};
use crate::study::flipping::{Flip, FlipBoard};
use crate::study::game::{Drawn, Explained, Playable, Show, join};
use crate::study::heaps::{HeapMove, Heaps};
use crate::study::nim_product::step;
use crate::study::prefix_free::{Family, PrefixFree, StringSet};
use crate::study::sg_table::picture::{colour, esc};
use crate::study::staircase::{Staircase, Step};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// The most stones of a heap drawn one by one (the rest are one block).
pub const STONES_DRAWN: u64 = 40;

/// The most nodes of a trie drawn.
pub const TRIE_NODES: usize = 400;

/// The least distance between a sheet's grid lines, in the picture's units (pixels at its
/// natural size), at which its cuts are click targets: 4. Sheets with a side above 40 are
/// drawn finer; their cuts are typed (and the picture stays small: a band per line).
pub const CUT_PITCH: f64 = 4.0;

/// The most rows (and columns) of a grid drawn.
pub const GRID_LINES: usize = 24;

/// The opening tag of a picture: its size, kind, how clicks make a move, and the values of
/// its components (when shown).
fn open(
    width: usize,
    height: usize,
    kind: &str,
    pick: &str,
    label: impl std::fmt::Display,
    values: &[u64],
) -> String {
    let values = match values.is_empty() {
        true => String::new(),
        false => format!(" data-values=\"{}\"", join(values, " ")),
    };
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"picture {kind}\" viewBox=\"0 0 \
         {width} {height}\" data-pick=\"{pick}\"{values} role=\"img\" aria-label=\"{}\" \
         font-family=\"sans-serif\">",
        esc(&label.to_string())
    )
}

/// A text element.
fn text(s: &mut String, x: f64, y: f64, size: f64, anchor: &str, class: &str, words: &str) {
    let _ = write!(
        s,
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size:.1}\" text-anchor=\"{anchor}\" \
         class=\"{class}\">{}</text>",
        esc(words)
    );
}

/// The attributes of a move target: its class, and the move with its words.
fn target(
    class: &str,
    live: bool,
    win: bool,
    data: &str,
    words: impl Into<Text>,
    lang: Lang,
) -> String {
    let mut c = class.to_string();
    if live {
        c.push_str(" target");
    }
    if win {
        c.push_str(" win");
    }
    match live {
        true => format!(
            "class=\"{c}\" {data} data-words=\"{}\"",
            esc(&words.into().render(lang))
        ),
        false => format!("class=\"{c}\""),
    }
}

/// The components' values when shown.
fn values_of<G: Explained>(game: &G, pos: &G::Pos, shown: bool) -> Vec<u64> {
    match shown {
        true => game.components(pos).iter().map(|c| c.value).collect(),
        false => Vec::new(),
    }
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

/// A column of the strip: a cell, or cells left out.
enum Column {
    Cell(u64),
    Gap(u64),
}

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
        let u = (160.0 / side).clamp(1.6, 26.0);
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
            _ if show.live && u < CUT_PITCH => Some(words::CUTS_TYPED),
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
                // Lines closer than CUT_PITCH are too fine to aim at: typed instead.
                let live = show.live && !sheets.won && u >= CUT_PITCH;
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

/// The note under a picture that draws `drawn` of a position's `total` parts.
pub fn drawn_note(drawn: usize, total: usize, lang: Lang) -> String {
    format!(
        "<p class=\"note drawn\" data-drawn=\"{drawn}\" data-total=\"{total}\">{}</p>",
        esc(&msg!("desk-pic-first-drawn", drawn = drawn, total = total).render(lang))
    )
}

/// The most free subtrees of a trie drawn when the trie is too large to draw whole
/// (more than [`TRIE_NODES`] nodes): 64, those holding a winning move first, then in
/// dictionary order; a root longer than [`ROOT_SHOWN`] characters is labelled by its
/// last characters and its length.
pub const TREES_DRAWN: usize = 64;

/// The most characters of a free subtree's root written in a picture: 16.
pub const ROOT_SHOWN: usize = 16;

/// Whether the string `w` lies in free subtree `t` of `set`.
fn in_tree(set: &StringSet, t: &crate::study::prefix_free::FreeTree, w: &str) -> bool {
    let r = &t.root;
    let owner = set.strings.get(r.owner).map_or("", String::as_str);
    w.len() > r.len
        && owner.len() >= r.len
        && w.as_bytes()[..r.len] == owner.as_bytes()[..r.len]
        && w.as_bytes()[r.len] == b'0' + r.bit
}

/// A root's label: itself when short, else `…` and its last characters, with its length.
fn root_label(root: &str) -> String {
    match root.len() <= ROOT_SHOWN {
        true => root.to_string(),
        false => format!("…{} ({})", &root[root.len() - ROOT_SHOWN + 4..], root.len()),
    }
}

/// A node of the drawn trie: its string and depth.
struct Node {
    text: String,
    x: f64,
    depth: usize,
}

impl Drawn for PrefixFree {
    fn picture(&self, set: &StringSet, show: &Show<String>) -> String {
        let lang = show.lang;
        let values = values_of(self, set, show.values);
        let all_trees = set.free_trees();
        // The trie's nodes: every prefix of every string.
        let mut prefixes: BTreeSet<String> = BTreeSet::new();
        let mut total = 1;
        for s in &set.strings {
            total += s.len();
            for k in 0..=s.len() {
                if prefixes.len() > TRIE_NODES {
                    break;
                }
                prefixes.insert(s[..k].to_string());
            }
        }
        prefixes.insert(String::new());
        let whole = total <= TRIE_NODES;
        // The free subtrees drawn: every one of a trie drawn whole; else at most
        // TREES_DRAWN, those holding a winning move first (each root written once, so
        // the picture grows with the strings' length, not its square).
        let mut chosen: Vec<usize> = (0..all_trees.len()).collect();
        if !whole && all_trees.len() > TREES_DRAWN {
            let holds = |i: &usize| (show.winning.iter()).any(|w| in_tree(set, &all_trees[*i], w));
            let (mut first, rest): (Vec<usize>, Vec<usize>) = chosen.into_iter().partition(holds);
            first.extend(rest);
            first.truncate(TREES_DRAWN);
            first.sort_unstable();
            chosen = first;
        }
        let trees: Vec<_> = chosen.iter().map(|&i| all_trees[i]).collect();
        let roots: Vec<String> = trees.iter().map(|t| set.root_string(&t.root)).collect();
        let depth_of = |s: &str| s.len();
        let max_depth = (prefixes.iter().map(|p| p.len()))
            .chain(roots.iter().map(|r| r.len()))
            .max()
            .unwrap_or(0);
        let deepest = (trees.iter().zip(&roots))
            .map(|(t, r)| r.len() as u64 + t.height.min(12) - 1)
            .chain([max_depth as u64])
            .max()
            .unwrap_or(0) as usize;
        let levels = if whole { deepest.min(40) } else { 12 };
        let dy = (300 / levels.max(1)).clamp(16, 40) as f64;
        let top = 30.0;
        // Leaves in dictionary order: strings of the set and free subtrees' roots.
        let mut leaves: Vec<String> = Vec::new();
        if whole {
            leaves.extend(set.strings.iter().cloned());
            leaves.extend(roots.iter().cloned());
            leaves.sort();
        } else {
            leaves.extend(roots.iter().cloned());
        }
        let slot = (600.0 / leaves.len().max(1) as f64).min(90.0);
        let width = ((leaves.len() as f64 * slot) as usize + 40).max(640);
        let mut nodes: BTreeMap<String, Node> = BTreeMap::new();
        for (i, leaf) in leaves.iter().enumerate() {
            nodes.insert(
                leaf.clone(),
                Node {
                    text: leaf.clone(),
                    x: 20.0 + (i as f64 + 0.5) * slot,
                    depth: depth_of(leaf),
                },
            );
        }
        if whole {
            // Each inner node above its children's middle, deepest first.
            let mut inner: Vec<&String> = prefixes
                .iter()
                .filter(|p| !nodes.contains_key(*p))
                .collect();
            inner.sort_by_key(|p| std::cmp::Reverse(p.len()));
            for p in inner {
                let kids: Vec<f64> = ["0", "1"]
                    .iter()
                    .filter_map(|b| nodes.get(&format!("{p}{b}")).map(|n| n.x))
                    .collect();
                let x = kids.iter().sum::<f64>() / kids.len().max(1) as f64;
                nodes.insert(
                    p.clone(),
                    Node {
                        text: p.clone(),
                        x,
                        depth: p.len(),
                    },
                );
            }
        }
        let y = |d: usize| top + d.min(levels) as f64 * dy;
        let height = (y(levels) + 70.0) as usize;
        let mut s = open(width, height, "trie", "move", self.show(set), &values);
        if !whole {
            text(
                &mut s,
                10.0,
                16.0,
                12.0,
                "start",
                "note",
                &words::trie_too_large(total).render(lang),
            );
        } else {
            for n in nodes.values().filter(|n| !n.text.is_empty()) {
                let parent = &nodes[&n.text[..n.text.len() - 1]];
                let _ = write!(
                    s,
                    "<line class=\"edge\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\"/>",
                    parent.x,
                    y(parent.depth),
                    n.x,
                    y(n.depth)
                );
                let bit = &n.text[n.text.len() - 1..];
                text(
                    &mut s,
                    (parent.x + n.x) / 2.0 - 6.0,
                    (y(parent.depth) + y(n.depth)) / 2.0,
                    9.0,
                    "middle",
                    "bit",
                    bit,
                );
            }
            for n in nodes.values() {
                let is_string = set.strings.contains(&n.text);
                let is_root = roots.contains(&n.text);
                if is_root {
                    continue;
                }
                let class = if is_string { "string" } else { "inner" };
                let _ = write!(
                    s,
                    "<circle class=\"{class}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{}\"/>",
                    n.x,
                    y(n.depth),
                    if is_string { 6 } else { 4 }
                );
                if is_string {
                    text(
                        &mut s,
                        n.x,
                        y(n.depth) + 18.0,
                        10.0,
                        "middle",
                        "label",
                        &n.text,
                    );
                }
                if n.text.is_empty() {
                    text(
                        &mut s,
                        n.x,
                        y(0) - 8.0,
                        10.0,
                        "middle",
                        "label",
                        &words::ROOT.render(lang),
                    );
                }
            }
        }
        // The free subtrees, as triangles down to the length bound, with a target at each
        // length (every string of one length in a free subtree is the same move).
        for (t, root) in trees.iter().zip(&roots) {
            let Some(node) = nodes.get(root) else {
                continue;
            };
            let (x, d) = (node.x, node.depth);
            let bottom = y(d + t.height as usize - 1);
            let half = (slot * 0.4).min(40.0);
            let v = crate::prefix_free::free_tree_grundy(t.height);
            let fill = if show.values {
                colour(v)
            } else {
                "#eeeeee".to_string()
            };
            let named = match root.len() <= ROOT_SHOWN {
                true => format!("data-root=\"{}\"", esc(root)),
                false => format!("data-depth=\"{}\"", root.len()),
            };
            let _ = write!(
                s,
                "<g class=\"free\" {named} data-height=\"{}\"><path class=\"subtree\" \
                 d=\"M{x:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z\" fill=\"{fill}\"/>",
                t.height,
                y(d),
                x - half,
                bottom + 6.0,
                x + half,
                bottom + 6.0
            );
            let shown_levels = t.height.min(12);
            for j in 0..shown_levels {
                let string = format!("{root}{}", "0".repeat(j as usize));
                let family = Family {
                    root: t.root,
                    extra: j,
                };
                let live = show.live && self.parse(set, &string).is_ok();
                let win = show.winning.contains(&string);
                let attrs = target(
                    "level",
                    live,
                    win,
                    &format!("data-move=\"{}\"", esc(&string)),
                    self.describe(set, &family),
                    lang,
                );
                let _ = write!(
                    s,
                    "<circle {attrs} cx=\"{x:.1}\" cy=\"{:.1}\" r=\"5\"/>",
                    y(d + j as usize)
                );
            }
            let mut under = words::height(t.height).render(lang);
            if show.values {
                under = format!("{under}, {}", words::worth(v).render(lang));
            }
            text(
                &mut s,
                x,
                bottom + 20.0,
                10.0,
                "middle",
                "label",
                &root_label(root),
            );
            text(&mut s, x, bottom + 33.0, 10.0, "middle", "worth", &under);
            s.push_str("</g>");
        }
        s.push_str("</svg>");
        if trees.len() < all_trees.len() {
            s.push_str(&drawn_note(trees.len(), all_trees.len(), lang));
        }
        s
    }
}

/// The label of coin `i` as a page sends it back: `7`, or `1,2` for a cell.
fn coin_label(game: &CoinGameBoard, i: usize) -> String {
    game.label(i).replace(['(', ')', ' '], "")
}

/// The coins of a set, in index order.
fn members(set: Coins) -> impl Iterator<Item = usize> {
    (0..128).filter(move |i| set >> i & 1 == 1)
}

impl Drawn for CoinGameBoard {
    fn picture(&self, heads: &Coins, show: &Show<Coins>) -> String {
        let lang = show.lang;
        let values = values_of(self, heads, show.values);
        // A winning move's head (its last coin, going to tails) is marked; its other coins
        // lightly.
        let corners: Coins = (show.winning.iter())
            .map(|&m| 1u128 << (127 - m.leading_zeros()))
            .fold(0, |a, c| a | c);
        let others: Coins = show.winning.iter().fold(0, |a, m| a | m) & !corners;
        let mark = |class: &str, i: usize| -> (String, bool) {
            let c = if others >> i & 1 == 1 {
                format!("{class} winpart")
            } else {
                class.to_string()
            };
            (c, corners >> i & 1 == 1)
        };
        let wins: Vec<String> = (show.winning.iter())
            .map(|&m| {
                members(m)
                    .map(|i| coin_label(self, i))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let head = |i: usize| heads >> i & 1 == 1;
        let mut s;
        match *self.board() {
            Board::Line { coins, .. } => {
                let slot = (620 / coins.max(1)).clamp(14, 48);
                let width = (coins * slot + 20).max(640);
                let r = slot as f64 * 0.4;
                let cy = 46.0;
                s = open(
                    width,
                    100,
                    "coins",
                    "coins",
                    self.show(heads).to_string().replace('\n', " "),
                    &values,
                )
                .replacen(" role=", " data-join=\" \" role=", 1);
                for i in 0..coins {
                    let cx = 10.0 + (i as f64 + 0.5) * slot as f64;
                    let label = coin_label(self, i);
                    let (class, win) = mark(if head(i) { "coin heads" } else { "coin tails" }, i);
                    let attrs = target(
                        &class,
                        show.live,
                        win,
                        &format!("data-coin=\"{label}\""),
                        label.as_str(),
                        lang,
                    );
                    let _ = write!(
                        s,
                        "<circle {attrs} cx=\"{cx:.1}\" cy=\"{cy}\" r=\"{r:.1}\"/>"
                    );
                    let face = if head(i) { words::HEADS } else { words::TAILS }.render(lang);
                    text(&mut s, cx, cy + r * 0.35, r, "middle", "face", &face);
                    text(&mut s, cx, 16.0, 10.0, "middle", "label", &label);
                    if show.values {
                        text(
                            &mut s,
                            cx,
                            cy + r + 16.0,
                            10.0,
                            "middle",
                            "worth",
                            &self.value(i).to_string(),
                        );
                    }
                }
            }
            Board::Grid {
                ref rule,
                rows,
                cols,
            } => {
                // A product's first coordinate runs across and its second up (Project Euler
                // 459's columns and rows); the other boards' rows run down, columns across.
                let product = matches!(rule, Rule2::Product(..));
                let (across, down) = if product { (rows, cols) } else { (cols, rows) };
                let c = (480 / rows.max(cols)).clamp(22, 48);
                let (left, top) = (40, 40);
                let width = (left + across * c + 20).max(640);
                let height = top + down * c + 30;
                s = open(
                    width,
                    height,
                    "board",
                    "pair",
                    self.show(heads).to_string().replace('\n', " "),
                    &values,
                )
                .replacen(" role=", " data-join=\" to \" role=", 1);
                let axes = if product {
                    words::PRODUCT_AXES
                } else {
                    words::AXES
                }
                .render(lang);
                text(&mut s, left as f64, 14.0, 10.0, "start", "note", &axes);
                for i in 0..rows * cols {
                    let (x, y) = (i / cols, i % cols);
                    let label = coin_label(self, i);
                    let (row_label, col_label) = match label.split_once(',') {
                        Some((a, b)) => (a.to_string(), b.to_string()),
                        None => (label.clone(), String::new()),
                    };
                    // Its place: (across, down) from the top left.
                    let (a, d) = if product { (x, cols - 1 - y) } else { (y, x) };
                    let (px, py) = (left + a * c, top + d * c);
                    let (along, side) = if product {
                        (&row_label, &col_label)
                    } else {
                        (&col_label, &row_label)
                    };
                    if d == 0 && !product || product && y == 0 {
                        let at = if product {
                            top + down * c + 14
                        } else {
                            top - 6
                        };
                        text(
                            &mut s,
                            (px + c / 2) as f64,
                            at as f64,
                            10.0,
                            "middle",
                            "label",
                            along,
                        );
                    }
                    if a == 0 {
                        text(
                            &mut s,
                            (left - 6) as f64,
                            (py + c / 2 + 4) as f64,
                            10.0,
                            "end",
                            "label",
                            side,
                        );
                    }
                    let fill = if show.values {
                        colour(self.value(i))
                    } else {
                        "#f2f2f2".into()
                    };
                    let (class, win) = mark("square", i);
                    let attrs = target(
                        &class,
                        show.live,
                        win,
                        &format!("data-coin=\"{label}\""),
                        label.as_str(),
                        lang,
                    );
                    let _ = write!(
                        s,
                        "<rect {attrs} x=\"{px}\" y=\"{py}\" width=\"{c}\" height=\"{c}\" fill=\"{fill}\"/>"
                    );
                    let class = if head(i) { "disk heads" } else { "disk tails" };
                    let _ = write!(
                        s,
                        "<circle class=\"{class}\" data-coin=\"{label}\" cx=\"{:.1}\" cy=\"{:.1}\" \
                         r=\"{:.1}\"/>",
                        px as f64 + c as f64 / 2.0,
                        py as f64 + c as f64 / 2.0,
                        c as f64 * 0.28
                    );
                    if show.values {
                        text(
                            &mut s,
                            (px + c - 3) as f64,
                            (py + 10) as f64,
                            8.0,
                            "end",
                            "worth",
                            &self.value(i).to_string(),
                        );
                    }
                }
            }
        }
        if !wins.is_empty() {
            s = s.replacen(
                " role=\"img\"",
                &format!(" data-wins=\"{}\" role=\"img\"", esc(&wins.join("|"))),
                1,
            );
        }
        s.push_str("</svg>");
        s
    }
}

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

/// The nim product `a ⊗ b` as a tree of the Fermat 2-power recursion: the product, the
/// three half-size products it is made of, and theirs, each a position to click and study.
pub fn product_tree(a: u64, b: u64) -> String {
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
        "the nim product's recursion",
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
            "<g class=\"node target\" data-position=\"{} {}\"><rect x=\"{:.1}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"30\" rx=\"6\" fill=\"{fill}\"/>",
            item.a,
            item.b,
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
