//! The prefix-free game (AtCoder ARC 087 E *Prefix-free Game*).
//!
//! **The game.** A set of binary strings, each of length `1..=L`, is *prefix-free* when no
//! string is a prefix of another. Starting from a given prefix-free set, the players take
//! turns adding a new string (length `1..=L`) so that the set stays prefix-free; whoever
//! cannot move loses. Alice moves first.
//!
//! **Where strings can go.** Draw the strings in the complete binary tree of depth `L`
//! (the root is the empty string; a string of length `k` is a node at depth `k`). The set
//! is prefix-free iff no chosen node lies below another. Build the trie of the strings:
//! its leaves are exactly the strings and its inner nodes their proper prefixes. A new
//! string cannot be a trie node (it would be a prefix of, or equal to, a string) and cannot
//! lie below a leaf. So it lies in a subtree hanging from an inner node at the child the
//! trie lacks. If that inner node has depth `d`, the missing child roots a *free* complete
//! binary tree of height `h = L − d` (it holds the strings of lengths `d + 1 ..= L` below
//! it) in which nothing is chosen yet. Moves in different free trees never interact, so the
//! game is the sum of these free trees, and the first player wins iff the XOR of their
//! Grundy values is non-zero.
//!
//! **A free tree of height `h`.** Choosing its node at relative depth `j` (`0 ≤ j < h`)
//! blocks that node's subtree and everything on the path above it, and frees, for each
//! node on the path at relative depth `i < j`, the sibling subtree of its path child: a free
//! tree of height `h − 1 − i`. So the options of height `h` are the sums of heights
//! `h − 1, h − 2, …, h − j`, for `j = 0, …, h − 1` (`j = 0`, the root itself, leaves
//! nothing):
//!
//! `G(h) = mex { G(h − 1) ⊕ G(h − 2) ⊕ … ⊕ G(h − j) : 0 ≤ j < h }`, `G(0) = 0`,
//!
//! giving `1, 2, 1, 4, 1, 2, 1, 8, …`: **`G(h)` is the largest power of two dividing `h`**,
//! `lowbit(h)`. Proof by induction. Let `gray(n) = n ⊕ ⌊n/2⌋` (the reflected Gray code);
//! consecutive codes differ in the bit that `n` turns on lowest, so
//! `gray(n) ⊕ gray(n − 1) = lowbit(n)` and `lowbit(1) ⊕ … ⊕ lowbit(n) = gray(n)`. If `G`
//! equals `lowbit` below `h`, the option values are `gray(h − 1) ⊕ gray(t)` for
//! `t = h − 1 − j`, i.e. every `t` in `0..h`. Write `lowbit(h) = 2^e`. (a) `2^e` is not an
//! option value: that would need `gray(t) = gray(h − 1) ⊕ 2^e = gray(h)` with `t < h`, but
//! `gray` is injective. (b) Every `v < 2^e` is one: the block `t = c + r`, `0 ≤ r < 2^e`,
//! with `c = h − 2^e` a multiple of `2^(e+1)`, lies below `h`, and
//! `gray(c + r) = gray(c) ⊕ gray(r)` runs over all numbers agreeing with `gray(c)` above
//! bit `e − 1` (as `gray` permutes `0..2^e`); `gray(h − 1)` is one of them, so is
//! `gray(h − 1) ⊕ v`. Hence the mex is `2^e`.
//!
//! The answer is `⊕ lowbit(L − d)` over every missing child of an inner trie node at depth
//! `d`. The trie is built and scanned with loops only, since one string of length 10⁵
//! makes it 10⁵ deep; `L` may be up to 10¹⁸ (u64).

use crate::input::{Input, quote};
use crate::layout::items;
use proconio::input;
use std::fmt;

/// Grundy value of a free complete binary tree of height `h`: `lowbit(h)`, 0 for `h = 0`.
///
/// ```
/// use grundy::prefix_free::free_tree_grundy;
/// assert_eq!((1..=8).map(free_tree_grundy).collect::<Vec<_>>(), [1, 2, 1, 4, 1, 2, 1, 8]);
/// assert_eq!(free_tree_grundy(1_000_000_000_000_000_000), 1 << 18);
/// ```
pub fn free_tree_grundy(h: u64) -> u64 {
    h & h.wrapping_neg()
}

/// Why a string cannot join the set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Conflict {
    /// A character other than `0` or `1`, at this 0-based position.
    NotBinary(usize),
    /// The empty string (not a legal member).
    Empty,
    /// The string equals the string with this index.
    Duplicate(usize),
    /// The string with this index is a proper prefix of the new one.
    HasPrefix(usize),
    /// The new string is a proper prefix of the string with this index.
    IsPrefix(usize),
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Conflict::NotBinary(i) => write!(f, "character {} is not 0 or 1", i + 1),
            Conflict::Empty => write!(f, "the string is empty"),
            Conflict::Duplicate(j) => write!(f, "it equals string {}", j + 1),
            Conflict::HasPrefix(j) => write!(f, "string {} is a prefix of it", j + 1),
            Conflict::IsPrefix(j) => write!(f, "it is a prefix of string {}", j + 1),
        }
    }
}

const NONE: u32 = u32::MAX;

/// One trie node: 16 bytes, so that a trie of 10⁵ nodes touches 1.6 MB once.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Node {
    /// The node's two children (`NONE` where missing).
    kids: [u32; 2],
    /// Index of the string ending at the node, or `NONE`.
    end: u32,
    /// The node's depth (its string's length).
    depth: u32,
}

/// A binary trie holding a prefix-free set of strings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trie {
    nodes: Vec<Node>,
    strings: usize,
    max_len: u32,
}

impl Default for Trie {
    fn default() -> Self {
        Trie::new()
    }
}

impl Trie {
    /// The empty set (the trie is just its root).
    pub fn new() -> Self {
        Trie {
            nodes: vec![Node {
                kids: [NONE; 2],
                end: NONE,
                depth: 0,
            }],
            strings: 0,
            max_len: 0,
        }
    }

    /// Number of strings in the set.
    pub fn len(&self) -> usize {
        self.strings
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.strings == 0
    }

    /// Adds `s` (bytes `b'0'`/`b'1'`) as string number [`Trie::len`], unless that would
    /// break prefix-freeness; then the set is unchanged and the conflict is returned.
    ///
    /// ```
    /// use grundy::prefix_free::{Conflict, Trie};
    /// let mut t = Trie::new();
    /// t.insert(b"01").unwrap();
    /// assert_eq!(t.insert(b"010"), Err(Conflict::HasPrefix(0)));
    /// assert_eq!(t.insert(b"0"), Err(Conflict::IsPrefix(0)));
    /// assert_eq!(t.insert(b"01"), Err(Conflict::Duplicate(0)));
    /// assert_eq!(t.insert(b"0a"), Err(Conflict::NotBinary(1)));
    /// assert!(t.insert(b"1").is_ok());
    /// assert_eq!(t.len(), 2);
    /// ```
    ///
    /// Complexity: O(|s|); a conflict of kind [`Conflict::IsPrefix`] also walks the subtree
    /// below `s` once, to name the earliest string there.
    ///
    /// # Panics
    /// If the set would hold more than 2³² − 1 nodes or strings.
    pub fn insert(&mut self, s: &[u8]) -> Result<(), Conflict> {
        if s.is_empty() {
            return Err(Conflict::Empty);
        }
        if let Some(i) = s.iter().position(|&c| c != b'0' && c != b'1') {
            return Err(Conflict::NotBinary(i));
        }
        // Check first, so a rejected string leaves no trace.
        let mut node = 0usize;
        let mut matched = 0;
        for &c in s {
            if self.nodes[node].end != NONE {
                return Err(Conflict::HasPrefix(self.nodes[node].end as usize));
            }
            let next = self.nodes[node].kids[(c - b'0') as usize];
            if next == NONE {
                break;
            }
            node = next as usize;
            matched += 1;
        }
        if matched == s.len() {
            return Err(match self.nodes[node].end {
                NONE => Conflict::IsPrefix(self.earliest_below(node)),
                end => Conflict::Duplicate(end as usize),
            });
        }
        let id = u32::try_from(self.strings).expect("fewer than 2^32 strings");
        let depth = u32::try_from(s.len()).expect("strings shorter than 2^32");
        self.nodes.reserve(s.len() - matched);
        for &c in &s[matched..] {
            let next = u32::try_from(self.nodes.len()).expect("fewer than 2^32 nodes");
            let d = self.nodes[node].depth + 1;
            self.nodes[node].kids[(c - b'0') as usize] = next;
            self.nodes.push(Node {
                kids: [NONE; 2],
                end: NONE,
                depth: d,
            });
            node = next as usize;
        }
        self.nodes[node].end = id;
        self.strings += 1;
        self.max_len = self.max_len.max(depth);
        Ok(())
    }

    /// The smallest index of a string below `node` (there is one: every trie leaf is a
    /// string), by a walk of its subtree with an explicit stack.
    fn earliest_below(&self, node: usize) -> usize {
        let (mut stack, mut earliest) = (vec![node as u32], u32::MAX);
        while let Some(n) = stack.pop() {
            let n = &self.nodes[n as usize];
            earliest = earliest.min(n.end);
            stack.extend(n.kids.iter().filter(|&&k| k != NONE));
        }
        earliest as usize
    }

    /// The trie of `strings`, inserted in order.
    ///
    /// # Errors
    /// The index of the first string [`Trie::insert`] refuses, and why.
    pub fn of(strings: &[impl AsRef<[u8]>]) -> Result<Trie, (usize, Conflict)> {
        let mut trie = Trie::new();
        for (i, s) in strings.iter().enumerate() {
            trie.insert(s.as_ref()).map_err(|c| (i, c))?;
        }
        Ok(trie)
    }

    /// Length of the longest string (0 for the empty set).
    pub fn max_len(&self) -> u64 {
        self.max_len as u64
    }

    /// Grundy value of the game with strings of length up to `l`: the XOR of
    /// `lowbit(l − d)` over every child missing below an inner node of depth `d`.
    ///
    /// ```
    /// use grundy::prefix_free::Trie;
    /// let mut t = Trie::new();
    /// for s in ["0", "10", "110"] {
    ///     t.insert(s.as_bytes()).unwrap();
    /// }
    /// assert_eq!(t.grundy(3), 1); // the free string 111, height 1 below depth 2
    /// ```
    ///
    /// Complexity: O(number of trie nodes), no recursion.
    ///
    /// # Panics
    /// If a string is longer than `l`.
    pub fn grundy(&self, l: u64) -> u64 {
        assert!(self.max_len() <= l, "a string is longer than L = {l}");
        let mut x = 0;
        for node in &self.nodes {
            if node.end != NONE {
                continue; // a string: nothing can go below it
            }
            let missing = node.kids.iter().filter(|&&k| k == NONE).count();
            if missing % 2 == 1 {
                x ^= free_tree_grundy(l - node.depth as u64);
            }
        }
        x
    }
}

/// Whether Alice (the first player) wins ARC 087 E with the prefix-free `strings` and
/// length bound `l`.
///
/// ```
/// use grundy::prefix_free::alice_wins;
/// assert!(alice_wins(&["00", "01"], 2).unwrap());
/// assert!(!alice_wins(&["00", "11"], 2).unwrap());
/// assert!(alice_wins(&["0", "00"], 2).is_err());
/// ```
///
/// # Errors
/// The first string that is not binary, empty, or conflicts with an earlier one.
///
/// # Panics
/// If a string is longer than `l`.
pub fn alice_wins(strings: &[impl AsRef<[u8]>], l: u64) -> Result<bool, (usize, Conflict)> {
    Ok(Trie::of(strings)?.grundy(l) != 0)
}

/// The winner's name as ARC 087 E prints it.
pub fn verdict(alice_wins: bool) -> &'static str {
    if alice_wins { "Alice" } else { "Bob" }
}

/// The judge input of ARC 087 E: `N L`, then the `N` strings, with their trie (built once,
/// as the strings are read or given, since it is both the check of the set and the
/// solution's data).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// The length bound `L`.
    pub l: u64,
    /// The strings, a prefix-free set of binary strings of lengths from 1 to `L`.
    pub strings: Vec<String>,
    /// The strings' trie, in their order.
    trie: Trie,
}

impl JudgeInput {
    /// The input with length bound `l` and these `strings`.
    ///
    /// ```
    /// use grundy::prefix_free::{Conflict, JudgeInput};
    /// assert!(JudgeInput::new(2, vec!["00".into(), "01".into()]).unwrap().alice_wins());
    /// let bad = JudgeInput::new(2, vec!["0".into(), "01".into()]);
    /// assert_eq!(bad.unwrap_err(), (1, Conflict::HasPrefix(0)));
    /// ```
    ///
    /// # Errors
    /// The first string that is not binary, empty, or conflicts with an earlier one.
    ///
    /// # Panics
    /// If a string is longer than `l`.
    pub fn new(l: u64, strings: Vec<String>) -> Result<JudgeInput, (usize, Conflict)> {
        let trie = Trie::of(&strings)?;
        assert!(trie.max_len() <= l, "a string is longer than L = {l}");
        Ok(JudgeInput { l, strings, trie })
    }

    /// Reads the whole input. A string that is not binary, or breaks prefix-freeness, or is
    /// longer than `L` is bad input reported at its own line.
    ///
    /// ```
    /// use grundy::{input::Input, prefix_free::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("2 3\n00\n01\n"));
    /// assert_eq!((input.l, &input.strings[..]), (3, &["00".to_string(), "01".to_string()][..]));
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        src.need(|| "N, the number of strings".to_string());
        input! { from &mut *src, n: usize }
        src.need(|| "L, the length bound".to_string());
        input! { from &mut *src, l: u64 }
        let mut trie = Trie::new();
        let strings = items(src, n, "string", "", |src, i| {
            input! { from &mut *src, s: String }
            if let Err(conflict) = trie.insert(s.as_bytes()) {
                src.fail(format!("string {i} {}: {conflict}", quote(&s)));
            }
            src.check(s.len() as u64 <= l, || {
                format!("string {i} has length {}, more than L = {l}", s.len())
            });
            s
        });
        src.expect_end();
        JudgeInput { l, strings, trie }
    }

    /// The strings' trie.
    pub fn trie(&self) -> &Trie {
        &self.trie
    }

    /// Whether Alice wins: the Grundy value of the set's trie is not 0.
    ///
    /// Complexity: O(number of trie nodes).
    pub fn alice_wins(&self) -> bool {
        self.trie.grundy(self.l) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::grundy_table;

    #[test]
    fn recurrence_solution_is_lowbit() {
        // G(h) = mex over prefix XORs of G(h-1), G(h-2), ..., straight from the recurrence.
        let g = grundy_table(4097, |h, g, out| {
            // j = 0 (the free tree's root itself) exists only when h > 0.
            if h > 0 {
                out.push(0);
            }
            let mut x = 0;
            for j in 1..h {
                x ^= g[h - j];
                out.push(x);
            }
        });
        for (h, &v) in g.iter().enumerate() {
            assert_eq!(v as u64, free_tree_grundy(h as u64), "h = {h}");
        }
    }

    #[test]
    fn deep_trie_does_not_overflow_the_stack() {
        let mut t = Trie::new();
        let s = vec![b'1'; 1_000_000];
        t.insert(&s).unwrap();
        // A million inner nodes, each missing its 0-child: XOR of lowbit(L - d), d < 10^6.
        let l = 1u64 << 40;
        let want = (0..1_000_000u64).fold(0, |x, d| x ^ free_tree_grundy(l - d));
        assert_eq!(t.grundy(l), want);
        assert_eq!(t.max_len(), 1_000_000);
    }

    #[test]
    fn rejected_strings_leave_no_trace() {
        let mut t = Trie::new();
        t.insert(b"0110").unwrap();
        assert_eq!(t.insert(b"01101"), Err(Conflict::HasPrefix(0)));
        assert_eq!(t.insert(b""), Err(Conflict::Empty));
        assert_eq!(t.insert(b"0111").map(|_| t.len()), Ok(2));
        assert_eq!(t.insert(b"011"), Err(Conflict::IsPrefix(0)));
        assert_eq!(t.grundy(4), alice_grundy_by_hand());
    }

    /// {0110, 0111} with L = 4: missing children below "" (1, h 4), "0" (00, h 3),
    /// "01" (010, h 2): 4 ⊕ 1 ⊕ 2.
    fn alice_grundy_by_hand() -> u64 {
        4 ^ 1 ^ 2
    }
}
