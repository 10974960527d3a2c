//! The board: sequences on a binary trie, its nodes, the death markers on them, and the
//! drawing of it all.
//!
//! A sequence is a 10-bit value (`0..=1023`); layer `i` (1..=10) holds bit `i − 1`, layer 10
//! is the top. A trie *node* is a position `(layer, prefix)` where `prefix = value >> (layer
//! − 1)`: the bits from the top down to that layer. A sequence *passes* a node with a 1 on
//! it exactly when its own prefix at that layer equals the node's prefix (whose last bit is
//! then 1). Death markers lie on such nodes and may stack ([`Markers`]).
//!
//! Markers lie only on the nodes of a card's highest and second-highest 1, whose prefixes
//! are `0…01` and `0…010…01`. A sequence passing such a node has that prefix itself, so the
//! node is the one of its own highest 1, or of its own second-highest 1: a sequence passes
//! at most two marked nodes (tested below over every sequence and every card).

use crate::xor_trie::numbers::{LAYERS, MARKS_PER_CARD};
use std::fmt;

/// Layer (1..=10) of the highest 1 of `s`, or 0 if `s` is 0; also the bit length of `s`.
///
/// ```
/// use grundy::xor_trie::highest;
/// assert_eq!(highest(0), 0);
/// assert_eq!(highest(1), 1);
/// assert_eq!(highest(0b10_0000_0000), 10);
/// ```
pub fn highest(s: u16) -> u32 {
    16 - s.leading_zeros()
}

/// Layer of the second-highest 1 of `s`, or 0 if `s` has fewer than two 1s.
///
/// ```
/// use grundy::xor_trie::second;
/// assert_eq!(second(0b1010), 2);
/// assert_eq!(second(0b1000), 0);
/// ```
pub fn second(s: u16) -> u32 {
    match highest(s) {
        0 => 0,
        h => highest(s & !(1 << (h - 1))),
    }
}

/// True if `s` has a 1 at `layer` (1..=10).
pub fn has(s: u16, layer: u32) -> bool {
    (s >> (layer - 1)) & 1 == 1
}

/// The sequence as 10 binary digits, layer 10 first.
///
/// ```
/// assert_eq!(grundy::xor_trie::bits(5), "0000000101");
/// ```
pub fn bits(s: u16) -> String {
    format!("{s:010b}")
}

/// Which sequence a card acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// The acting player's own sequence (`self`).
    Own,
    /// The public sequence (`public`).
    Public,
}

impl Target {
    /// Both targets, own first.
    pub const ALL: [Target; 2] = [Target::Own, Target::Public];

    /// `self` or `public`.
    pub fn word(self) -> &'static str {
        match self {
            Target::Own => "self",
            Target::Public => "public",
        }
    }

    /// Parses `self` or `public`.
    pub fn parse(s: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.word() == s)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A position in the trie: a layer and the bits above it. Displayed as the prefix's binary
/// digits from layer 10 down to `layer`.
///
/// ```
/// use grundy::xor_trie::Node;
/// assert_eq!(Node::of(0b01_0010_1100, 9).to_string(), "01");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Node {
    /// Layer, 1..=10.
    pub layer: u32,
    /// The bits of the sequence from layer 10 down to `layer`, as a number.
    pub prefix: u16,
}

impl Node {
    /// The node that `s` passes at `layer`.
    pub fn of(s: u16, layer: u32) -> Node {
        Node {
            layer,
            prefix: s >> (layer - 1),
        }
    }

    /// True if the sequence `s` has a 1 on this node.
    pub fn passed_by(self, s: u16) -> bool {
        self.prefix & 1 == 1 && s >> (self.layer - 1) == self.prefix
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = (LAYERS - self.layer + 1) as usize;
        write!(f, "{:0width$b}", self.prefix)
    }
}

/// The nodes a marker card marks: those of its highest and second-highest 1 (one node if the
/// card has a single 1), highest first.
///
/// ```
/// use grundy::xor_trie::{marker_nodes, Node};
/// assert_eq!(marker_nodes(0b101), vec![Node::of(0b101, 3), Node::of(0b101, 1)]);
/// assert_eq!(marker_nodes(0b100).len(), 1);
/// ```
pub fn marker_nodes(card: u16) -> Vec<Node> {
    let nodes: Vec<Node> = [highest(card), second(card)]
        .into_iter()
        .filter(|&l| l > 0)
        .map(|l| Node::of(card, l))
        .collect();
    debug_assert!(nodes.len() <= MARKS_PER_CARD);
    nodes
}

/// Death markers on trie nodes, with multiplicity.
///
/// A round holds at most eight markers (four marker cards, two nodes each), so they are a
/// short list sorted by node: cheap to clone with the game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Markers {
    /// (node, count ≥ 1), sorted by node (layer, then prefix).
    count: Vec<(Node, u32)>,
}

impl Markers {
    /// Markers on `node`.
    pub fn on(&self, node: Node) -> u32 {
        match self.find(node) {
            Ok(i) => self.count[i].1,
            Err(_) => 0,
        }
    }

    fn find(&self, node: Node) -> Result<usize, usize> {
        self.count.binary_search_by_key(&node, |&(n, _)| n)
    }

    /// Adds one marker on `node`.
    pub fn add(&mut self, node: Node) {
        match self.find(node) {
            Ok(i) => self.count[i].1 += 1,
            Err(i) => self.count.insert(i, (node, 1)),
        }
    }

    /// Removes one marker from `node`.
    ///
    /// # Panics
    /// If `node` holds no marker.
    pub fn remove(&mut self, node: Node) {
        let i = self.find(node).expect("a marker to remove");
        self.count[i].1 -= 1;
        if self.count[i].1 == 0 {
            self.count.remove(i);
        }
    }

    /// Every marked node with its count, by layer then prefix.
    pub fn iter(&self) -> impl Iterator<Item = (Node, u32)> + '_ {
        self.count.iter().copied()
    }

    /// Total number of markers.
    pub fn total(&self) -> u32 {
        self.count.iter().map(|&(_, c)| c).sum()
    }

    /// The marked nodes on which `s` has a 1, highest layer first.
    pub fn passed_by(&self, s: u16) -> Vec<Node> {
        (1..=LAYERS)
            .rev()
            .filter(|&l| has(s, l))
            .map(|l| Node::of(s, l))
            .filter(|&n| self.on(n) > 0)
            .collect()
    }
}

/// One column of a trie drawing: a seat's sequence and whether the seat is still in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    /// False once the seat is eliminated (its header is then `xsK`).
    pub active: bool,
    /// The sequence.
    pub seq: u16,
}

/// The trie as text: a header, then one row per layer (10 first), one column per sequence
/// (the public one, then each seat, `xsK` for an eliminated seat), `1*` where the sequence
/// passes a marked node (the `*` after the column, so the digits stay in line), and the
/// marked nodes of each layer as `<prefix>x<count>`.
///
/// ```
/// use grundy::xor_trie::{draw_trie, Column, Markers};
/// let seats = [Column { active: true, seq: 1 }, Column { active: false, seq: 2 }];
/// let text = draw_trie(3, &seats, &Markers::default());
/// assert_eq!(text.lines().next(), Some("layer   pub    s1   xs2  markers"));
/// assert_eq!(text.lines().last(), Some("    1     1     1     0"));
/// ```
pub fn draw_trie(public: u16, seats: &[Column], markers: &Markers) -> String {
    let mut out = String::new();
    let mut header = String::from("layer   pub");
    for (i, c) in seats.iter().enumerate() {
        let name = format!("{}s{}", if c.active { "" } else { "x" }, i + 1);
        header.push_str(&format!(" {name:>5}"));
    }
    header.push_str("  markers");
    out.push_str(header.trim_end());
    out.push('\n');
    // A cell's digit stands at its column's right edge, under the header's word; the `*`
    // of a marked node goes after it, in the space between two columns, so that a `1*`
    // never shifts the digit.
    let marked = |s: u16, l: u32| has(s, l) && markers.on(Node::of(s, l)) > 0;
    for l in (1..=LAYERS).rev() {
        let mut row = format!("{l:>5}");
        let mut star = false;
        for s in std::iter::once(public).chain(seats.iter().map(|c| c.seq)) {
            let digit = if has(s, l) { '1' } else { '0' };
            row.push_str(&format!("{}{digit:>5}", if star { '*' } else { ' ' }));
            star = marked(s, l);
        }
        let here: Vec<String> = markers
            .iter()
            .filter(|(n, _)| n.layer == l)
            .map(|(n, c)| format!("{n}x{c}"))
            .collect();
        row.push_str(if star { "* " } else { "  " });
        row.push_str(&here.join(" "));
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::numbers::{FULL, MAX_CARD};

    #[test]
    fn layers_and_nodes() {
        assert_eq!(highest(0b01_0000_0000), 9);
        assert_eq!(second(0b01_0000_0001), 1);
        assert_eq!(second(0), 0);
        assert!(has(0b10, 2) && !has(0b10, 1));
        let n = Node::of(0b01_1000_0000, 8);
        assert_eq!((n.layer, n.prefix), (8, 0b011));
        assert!(n.passed_by(0b01_1111_1111));
        assert!(!n.passed_by(0b11_1000_0000), "another prefix above");
        assert!(!n.passed_by(0b01_0000_0000), "a 0 at the node's layer");
        assert!(!Node::of(0b01_0000_0000, 8).passed_by(0b01_0000_0000));
        assert_eq!(
            marker_nodes(0b01_1000_0000),
            vec![Node::of(384, 9), Node::of(384, 8)]
        );
        assert_eq!(marker_nodes(256), vec![Node::of(256, 9)]);
        assert_eq!(Node::of(0b01_1000_0000, 8).to_string(), "011");
    }

    #[test]
    fn the_test_limit_counts_the_highest_layer() {
        // `numbers::test_limit` sits below the board and takes the bit length itself.
        use crate::xor_trie::numbers::{TEST_LIMIT_DENOMINATOR, TEST_LIMIT_NUMERATOR, test_limit};
        for s in 0..=FULL {
            let limit = TEST_LIMIT_NUMERATOR * highest(s) / TEST_LIMIT_DENOMINATOR;
            assert_eq!(test_limit(s), limit, "{s:b}");
        }
    }

    #[test]
    fn a_sequence_passes_at_most_two_marked_nodes() {
        // Even with every card's markers laid, a sequence can only pass the node of its
        // highest 1 (prefix 0…01) and the node of its second-highest 1: the death check's
        // "two highest such nodes" are always exactly the two it passes.
        let mut m = Markers::default();
        for c in 1..=MAX_CARD {
            for node in marker_nodes(c) {
                m.add(node);
            }
        }
        for s in 0..=FULL {
            let p = m.passed_by(s);
            assert!(p.len() <= 2, "{s:b} passes {p:?}");
            let want: Vec<u32> = [highest(s), second(s)]
                .into_iter()
                .filter(|&l| l > 0 && l < LAYERS)
                .collect();
            let got: Vec<u32> = p.iter().map(|n| n.layer).collect();
            if highest(s) < LAYERS {
                assert_eq!(got, want, "{s:b}");
            }
        }
    }

    #[test]
    fn markers_stack_and_unstack_in_node_order() {
        let mut m = Markers::default();
        let n = Node::of(384, 9);
        m.add(n);
        m.add(n);
        assert_eq!(m.on(n), 2);
        m.add(Node::of(6, 2));
        m.add(Node::of(384, 8));
        let order: Vec<(u32, u32)> = m.iter().map(|(n, c)| (n.layer, c)).collect();
        assert_eq!(order, [(2, 1), (8, 1), (9, 2)], "by layer, then prefix");
        assert_eq!(m.total(), 4);
        m.remove(n);
        assert_eq!(m.on(n), 1);
        m.remove(n);
        assert_eq!(m.on(n), 0);
        assert_eq!(m.total(), 2);
        assert_eq!(m.iter().count(), 2, "an emptied node is gone");
    }

    #[test]
    #[should_panic(expected = "a marker to remove")]
    fn removing_a_missing_marker_panics() {
        Markers::default().remove(Node::of(1, 1));
    }

    #[test]
    fn targets_read_and_print_their_words() {
        for t in Target::ALL {
            assert_eq!(Target::parse(&t.to_string()), Some(t));
        }
        assert_eq!(Target::parse("Self"), None);
    }
}
