//! The trie of ARC 087 E (the prefix-free game): the strings of the set and their prefixes,
//! the free subtrees hanging off it as triangles down to the length bound, a target at each
//! length (every string of one length in a free subtree is the same move). A trie of more
//! than [`TRIE_NODES`] nodes draws its free subtrees alone, at most [`TREES_DRAWN`].

use super::{drawn_note, open, target, text, values_of};
use crate::study::game::{Drawn, Explained, Playable, Show};
use crate::study::prefix_free::{Family, PrefixFree, StringSet};
use crate::study::sg_table::picture::{colour, esc};
use crate::study::web::words;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// The most nodes of a trie drawn.
pub const TRIE_NODES: usize = 400;

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
