//! The prefix-free game (ARC 087 E): add binary strings of length at most `L` to a
//! prefix-free set, keeping it prefix-free; whoever cannot add one loses.
//!
//! **Components** ([`crate::prefix_free`] proves them). A new string lies in a *free
//! subtree*: below an inner node of the set's trie (a proper prefix of some string), at a
//! child the trie lacks. The free subtree rooted at a string `P` of length `d + 1` has height
//! `h = L − d` (it holds the strings `P w` with `|w| < h`) and is worth `lowbit(h)`; the game
//! is their sum.
//!
//! **Winning moves.** Adding `P w` with `|w| = j` blocks the path from `P` down and frees the
//! sibling subtrees along it, of heights `h − 1, …, h − j`, worth
//! `gray(h − 1) ⊕ gray(h − 1 − j)` together (`lowbit(1) ⊕ … ⊕ lowbit(n) = gray(n)`, the Gray
//! code `n ⊕ ⌊n/2⌋`). The move wins iff that equals `lowbit(h) ⊕ X`, `X` the position's
//! value, i.e. iff `gray(h − 1 − j) = gray(h) ⊕ X`. Gray coding is a bijection, so each free
//! subtree has at most one winning length, `h − 1 − gray⁻¹(gray(h) ⊕ X)` when that
//! preimage is below `h`, and then *every* string of that length under `P` wins alike
//! (the subtree is symmetric). So the winning moves come in kinds, one per free subtree
//! at most: "any string of length `m` beginning with `P`", `2^j` strings each.

use super::game::{Change, Component, Explained, Listing, Playable, Reason, Why, spaced};
use crate::i18n::Text;
use crate::msg;
use crate::prefix_free::{Conflict, Trie, free_tree_grundy};

/// The prefix-free game.
#[derive(Debug, Clone, Copy, Default)]
pub struct PrefixFree;

/// A position: the length bound and the strings (a prefix-free set of binary strings).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StringSet {
    /// The length bound `L`.
    pub l: u64,
    /// The strings, each of length `1..=L`, none a prefix of another.
    pub strings: Vec<String>,
}

/// The root of a free subtree: the first `len` characters of string `owner` (none when
/// `len` is 0), then `bit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Root {
    /// A string passing through the inner node the subtree hangs from.
    pub owner: usize,
    /// That node's depth.
    pub len: usize,
    /// The child the trie lacks.
    pub bit: u8,
}

/// A free subtree: its root and height.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FreeTree {
    /// Its root string.
    pub root: Root,
    /// Its height `L − depth` of the node it hangs from.
    pub height: u64,
}

/// A kind of winning move: add any string of `extra` more characters below `root` (the
/// root itself when `extra` is 0). All `2^extra` such strings win alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Family {
    /// The free subtree's root.
    pub root: Root,
    /// How many characters follow the root.
    pub extra: u64,
}

/// Root strings up to this length are shown as they are; longer ones by their owner.
const SHOWN: usize = 40;

impl StringSet {
    /// The root's string.
    pub fn root_string(&self, r: &Root) -> String {
        let mut s = self
            .strings
            .get(r.owner)
            .map_or("", |s| &s[..r.len])
            .to_string();
        s.push(char::from(b'0' + r.bit));
        s
    }

    /// The root's string in words: as it is when short, by its owner when long.
    fn root_text(&self, r: &Root) -> Text {
        if r.len < SHOWN {
            Text::Raw(self.root_string(r))
        } else {
            msg!(
                "prefix-root-long",
                owner = r.owner + 1,
                len = r.len,
                bit = r.bit
            )
        }
    }

    /// The free subtrees, in dictionary order of their roots.
    ///
    /// ```
    /// use grundy::study::prefix_free::StringSet;
    /// let set = StringSet { l: 3, strings: vec!["0".into(), "10".into()] };
    /// let roots: Vec<String> =
    ///     set.free_trees().iter().map(|t| set.root_string(&t.root)).collect();
    /// assert_eq!(roots, ["11"]);
    /// ```
    ///
    /// Complexity: O(total length of the strings); no recursion.
    pub fn free_trees(&self) -> Vec<FreeTree> {
        // The trie: children, whether a string ends there, and a string through it.
        const NONE: u32 = u32::MAX;
        let mut kids: Vec<[u32; 2]> = vec![[NONE; 2]];
        let mut end = vec![false];
        let mut owner = vec![0usize];
        let mut depth = vec![0usize];
        for (i, s) in self.strings.iter().enumerate() {
            let mut node = 0;
            for c in s.bytes() {
                let b = usize::from(c == b'1');
                if kids[node][b] == NONE {
                    kids[node][b] = kids.len() as u32;
                    kids.push([NONE; 2]);
                    end.push(false);
                    owner.push(i);
                    depth.push(depth[node] + 1);
                }
                node = kids[node][b] as usize;
            }
            end[node] = true;
        }
        // Depth first, child 0 before child 1: the roots come in dictionary order.
        let mut trees = Vec::new();
        let mut stack = vec![(0usize, 0u8)];
        while let Some((node, bit)) = stack.pop() {
            if end[node] || bit == 2 {
                continue;
            }
            stack.push((node, bit + 1));
            match kids[node][bit as usize] {
                // A free subtree of height 0 (L = 0) holds no string: none is listed.
                NONE if depth[node] as u64 == self.l => {}
                NONE => trees.push(FreeTree {
                    root: Root {
                        owner: owner[node],
                        len: depth[node],
                        bit,
                    },
                    height: self.l - depth[node] as u64,
                }),
                kid => stack.push((kid as usize, 0)),
            }
        }
        trees
    }
}

/// The reflected Gray code `n ⊕ ⌊n/2⌋`.
fn gray(n: u64) -> u64 {
    n ^ (n >> 1)
}

/// The inverse of [`gray`]: the XOR of all right shifts.
fn gray_inverse(mut g: u64) -> u64 {
    for shift in [1, 2, 4, 8, 16, 32] {
        g ^= g >> shift;
    }
    g
}

impl Explained for PrefixFree {
    type Pos = StringSet;
    type Winning = Family;

    fn show(&self, set: &StringSet) -> Text {
        if set.strings.is_empty() {
            return msg!("prefix-show-empty", l = set.l);
        }
        let shown: Vec<Text> = (set.strings.iter().enumerate())
            .map(|(i, s)| match s.len() {
                n if n <= SHOWN => Text::Raw(s.clone()),
                n => msg!("prefix-show-long", i = i + 1, n = n),
            })
            .collect();
        msg!("prefix-show", l = set.l, strings = Text::Lines(shown, " "))
    }

    fn components(&self, set: &StringSet) -> Vec<Component> {
        (set.free_trees().iter())
            .map(|t| {
                Component::new(
                    msg!("prefix-free-subtree", root = set.root_text(&t.root)),
                    msg!("prefix-height", height = t.height),
                    free_tree_grundy(t.height),
                )
            })
            .collect()
    }

    fn winning(&self, set: &StringSet, cap: usize) -> Listing<Family> {
        let mut list = Listing::new(cap);
        let trees = set.free_trees();
        let x = trees.iter().fold(0, |x, t| x ^ free_tree_grundy(t.height));
        if x == 0 {
            return list;
        }
        for t in &trees {
            let rest = gray_inverse(gray(t.height) ^ x);
            if rest < t.height {
                list.found(Family {
                    root: t.root,
                    extra: t.height - 1 - rest,
                });
            }
        }
        list
    }

    fn describe(&self, set: &StringSet, f: &Family) -> Text {
        let root = set.root_text(&f.root);
        if f.extra == 0 {
            return msg!("prefix-move-root", root = root);
        }
        let count = match 1u64.checked_shl(f.extra as u32).filter(|_| f.extra < 64) {
            Some(n) => n.to_string(),
            None => format!("2^{}", f.extra),
        };
        msg!(
            "prefix-move-any",
            length = f.root.len as u64 + 1 + f.extra,
            root = root,
            count = count,
            example = example(set, f)
        )
    }

    fn order(&self) -> Text {
        msg!("prefix-order")
    }

    fn count_words(&self, count: u128) -> Text {
        msg!("prefix-kinds", n = count)
    }

    fn why(&self, set: &StringSet, f: &Family) -> Why {
        let trees = set.free_trees();
        let x = trees.iter().fold(0, |x, t| x ^ free_tree_grundy(t.height));
        let h = (trees.iter().find(|t| t.root == f.root))
            .expect("a family lies in a free subtree")
            .height;
        let j = f.extra;
        let name = msg!("prefix-free-subtree", root = set.root_text(&f.root));
        let before = free_tree_grundy(h);
        // The new string blocks the path down from the root and frees the siblings along
        // it, of heights h − 1, …, h − j: worth gray(h − 1) ⊕ gray(h − 1 − j) together.
        let after = gray(h - 1) ^ gray(h - 1 - j);
        let change = match j {
            0 => Change::new(name, before, msg!("prefix-becomes-nothing"), 0, x),
            1 => Change::new(
                name,
                before,
                msg!("prefix-becomes-one", height = h - 1),
                after,
                x,
            ),
            _ => Change::new(
                name,
                before,
                msg!("prefix-becomes-many", j = j, from = h - 1, to = h - j),
                after,
                x,
            ),
        };
        Why::Change(if (2..=TERMS).contains(&j) {
            change.with_terms((1..=j).map(|i| free_tree_grundy(h - i)).collect())
        } else {
            change
        })
    }

    fn reason(&self, set: &StringSet, i: usize) -> Option<Reason> {
        let height = set.free_trees().get(i)?.height;
        Some(Reason::Lowbit {
            height,
            value: free_tree_grundy(height),
        })
    }

    fn a_move(&self, set: &StringSet) -> Option<Family> {
        // The first free subtree's root itself.
        let t = set.free_trees().into_iter().next()?;
        Some(Family {
            root: t.root,
            extra: 0,
        })
    }
}

/// The most free subtrees whose values a "why" line lists one by one.
const TERMS: u64 = 12;

/// Why a string cannot join `strings` (the set's strings in the order the trie numbered
/// them), naming the string it clashes with by its place and its characters.
///
/// ```
/// use grundy::prefix_free::Conflict;
/// use grundy::study::prefix_free::conflict_words;
/// let set = ["01".to_string(), "10".to_string()];
/// assert_eq!(conflict_words(&Conflict::IsPrefix(0), &set).en(), "it is a prefix of the 1st string, 01");
/// assert_eq!(conflict_words(&Conflict::HasPrefix(1), &set).en(), "the 2nd string, 10, is a prefix of it");
/// ```
pub fn conflict_words(c: &Conflict, strings: &[String]) -> Text {
    let named = |j: usize| {
        let s = strings.get(j).map_or("", String::as_str);
        let s = if s.len() <= SHOWN {
            Text::Raw(s.to_string())
        } else {
            msg!("prefix-chars", n = s.len())
        };
        msg!("prefix-nth-string", n = j + 1, string = s)
    };
    match *c {
        Conflict::Duplicate(j) => msg!("prefix-conflict-equal", string = named(j)),
        Conflict::HasPrefix(j) => msg!("prefix-conflict-has-prefix", string = named(j)),
        Conflict::IsPrefix(j) => msg!("prefix-conflict-is-prefix", string = named(j)),
        _ => Text::Raw(c.to_string()),
    }
}

/// The family's first string (the root, then zeros), shown whole when short.
fn example(set: &StringSet, f: &Family) -> Text {
    let len = f.root.len as u64 + 1 + f.extra;
    if len <= SHOWN as u64 {
        Text::Raw(set.root_string(&f.root) + &"0".repeat(f.extra as usize))
    } else {
        msg!("prefix-example-zeros", n = f.extra)
    }
}

impl Playable for PrefixFree {
    type Move = String;

    fn rules(&self) -> Text {
        msg!("prefix-rules")
    }

    fn move_help(&self) -> Text {
        msg!("prefix-move-help")
    }

    fn moves(&self, set: &StringSet) -> Vec<String> {
        let mut out = Vec::new();
        for t in set.free_trees() {
            let root = set.root_string(&t.root);
            for extra in 0..t.height as u32 {
                for tail in 0..1u64 << extra {
                    let bits: String = (0..extra)
                        .rev()
                        .map(|k| if tail >> k & 1 == 1 { '1' } else { '0' })
                        .collect();
                    out.push(format!("{root}{bits}"));
                }
            }
        }
        out
    }

    fn after(&self, set: &StringSet, s: &String) -> StringSet {
        let mut strings = set.strings.clone();
        strings.push(s.clone());
        strings.sort_unstable();
        StringSet { l: set.l, strings }
    }

    fn parse(&self, set: &StringSet, text: &str) -> Result<String, Text> {
        // The Chinese form, `添加0110` (or `添加字符串0110`), reads as `0110`.
        let text = spaced(text, &["添加", "字符串"]);
        let s = match text.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["add", "the", "string", s] | ["add", s] | [s] => s.to_string(),
            _ => return Err(msg!("prefix-parse-not-a-move", help = self.move_help())),
        };
        let mut trie = Trie::of(&set.strings).expect("the set is prefix-free");
        trie.insert(s.as_bytes()).map_err(|conflict| {
            // The trie numbers strings in the set's order, as `show` lists them.
            msg!(
                "prefix-parse-conflict",
                string = &s,
                why = conflict_words(&conflict, &set.strings)
            )
        })?;
        if s.len() as u64 > set.l {
            return Err(msg!("prefix-parse-too-long", string = s, l = set.l));
        }
        Ok(s)
    }

    fn describe_move(&self, _: &StringSet, s: &String) -> Text {
        msg!("prefix-add", string = s)
    }

    fn concrete(&self, set: &StringSet, f: &Family) -> String {
        set.root_string(&f.root) + &"0".repeat(f.extra as usize)
    }

    fn size(&self, set: &StringSet) -> u128 {
        // The strings that could still be added: 2^h − 1 per free subtree.
        (set.free_trees().iter())
            .map(|t| (1u128 << t.height.min(127)) - 1)
            .sum()
    }

    fn size_words(&self) -> Text {
        msg!("prefix-size-words")
    }

    fn weight(&self, s: &StringSet) -> usize {
        s.strings.len()
    }

    fn end_words(&self, _: &StringSet) -> Text {
        msg!("prefix-end")
    }
}
