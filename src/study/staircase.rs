//! Staircase Nim as POJ 1704 plays it: chessmen on a row of cells, moving left.
//!
//! **Winning moves** ([`crate::staircase`] proves the reduction). With the chessmen sorted
//! `p1 < … < pn` and gaps `g_i = p_i − p_{i−1} − 1` (`p_0 = 0`, the wall), the Nim heaps are
//! the gaps inside the pairs counted from the right, and a position is lost for the player
//! to move iff their XOR `X` is 0. Moving chessman `i` left by `d` takes `d` from `g_i` and
//! adds it to `g_{i+1}`. So:
//!
//! * if chessman `i` is the *right* member of a pair, its own gap is a heap and the next
//!   gap is not: the move wins iff it shrinks `g_i` to `g_i ⊕ X` (when that is smaller);
//! * if it is the *left* member, its gap is not a heap but the next one is: the move wins
//!   iff it *grows* `g_{i+1}` to `g_{i+1} ⊕ X`, which needs `g_{i+1} ⊕ X > g_{i+1}` and
//!   room to move, `d ≤ g_i`. (These are the reversible moves of the reduction; they can
//!   win too.)
//!
//! Each chessman has at most one winning move, so there are at most `n`.

use super::game::{Change, Component, Explained, Listing, Playable, Reason, Why, spaced};
use crate::i18n::Text;
use crate::msg;
use crate::staircase::paired_gaps;

/// Staircase Nim with chessmen on the cells `1, 2, 3, …`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Staircase;

/// Move the chessman at `from` to the free cell `to < from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// The chessman's cell.
    pub from: u64,
    /// Its new cell.
    pub to: u64,
}

/// The gap left of each chessman of a sorted position (the first one's to the wall).
fn gaps(sorted: &[u64]) -> Vec<u64> {
    let mut last = 0;
    sorted
        .iter()
        .map(|&p| {
            let g = p - last - 1;
            last = p;
            g
        })
        .collect()
}

impl Explained for Staircase {
    /// The chessmen's cells, sorted, distinct, each at least 1.
    type Pos = Vec<u64>;
    type Winning = Step;

    fn show(&self, cells: &Vec<u64>) -> Text {
        match cells.len() {
            0 => msg!("staircase-show-none"),
            _ => msg!("staircase-show", cells = super::game::join(cells, " ")),
        }
    }

    fn components(&self, cells: &Vec<u64>) -> Vec<Component> {
        let heaps = paired_gaps(cells);
        let n = cells.len();
        (0..heaps.len())
            .map(|k| {
                // Pair k from the right: chessmen n − 2k − 1 and n − 2k − 2 (0-based).
                let right = cells[n - 2 * k - 1];
                let name = match (n - 2 * k).checked_sub(2) {
                    Some(left) => msg!("staircase-pair", left = cells[left], right = right),
                    None => msg!("staircase-pair-wall", right = right),
                };
                Component::new(name, msg!("staircase-gap", gap = heaps[k]), heaps[k])
            })
            .collect()
    }

    fn winning(&self, cells: &Vec<u64>, cap: usize) -> Listing<Step> {
        let mut list = Listing::new(cap);
        let x = paired_gaps(cells).iter().fold(0, |x, g| x ^ g);
        if x == 0 {
            return list;
        }
        let g = gaps(cells);
        let n = cells.len();
        for i in 0..n {
            let d = if (n - 1 - i).is_multiple_of(2) {
                // Right member: shrink its own gap to g ⊕ X.
                g[i].checked_sub(g[i] ^ x).filter(|&d| d > 0)
            } else {
                // Left member: grow the next gap to g' ⊕ X, if there is room.
                let next = g[i + 1];
                (next ^ x).checked_sub(next).filter(|&d| d > 0 && d <= g[i])
            };
            if let Some(d) = d {
                list.found(Step {
                    from: cells[i],
                    to: cells[i] - d,
                });
            }
        }
        list
    }

    fn describe(&self, _: &Vec<u64>, s: &Step) -> Text {
        msg!("staircase-move", from = s.from, to = s.to)
    }

    fn order(&self) -> Text {
        msg!("staircase-order")
    }

    fn why(&self, cells: &Vec<u64>, s: &Step) -> Why {
        let n = cells.len();
        let i = cells
            .binary_search(&s.from)
            .expect("a chessman stands there");
        // Pair k from the right holds chessmen n − 2k − 1 (right) and n − 2k − 2 (left).
        let k = (n - 1 - i) / 2;
        let before = self.components(cells);
        let next = self.after(cells, s);
        let after = self.components(&next);
        let x = before.iter().fold(0, |x, c| x ^ c.value);
        let change = Change::new(
            before[k].name.clone(),
            before[k].value,
            msg!(
                "staircase-becomes",
                pair = &after[k].name,
                gap = after[k].value
            ),
            after[k].value,
            x,
        );
        Why::Change(if (n - 1 - i).is_multiple_of(2) {
            change
        } else {
            change.with_note(msg!(
                "staircase-note-left",
                before = before[k].value,
                after = after[k].value
            ))
        })
    }

    fn reason(&self, cells: &Vec<u64>, i: usize) -> Option<Reason> {
        // A gap inside a pair is a Nim heap.
        Some(Reason::Heap {
            size: paired_gaps(cells)[i],
            kind: "stones",
        })
    }

    fn a_move(&self, cells: &Vec<u64>) -> Option<Step> {
        // The first chessman with a free cell on its left, one cell left.
        let mut last = 0;
        cells.iter().find_map(|&p| {
            let free = p > last + 1;
            last = p;
            free.then_some(Step { from: p, to: p - 1 })
        })
    }
}

impl Playable for Staircase {
    type Move = Step;

    fn rules(&self) -> Text {
        msg!("staircase-rules")
    }

    fn move_help(&self) -> Text {
        let example = self.describe(&vec![], &Step { from: 7, to: 4 });
        msg!("staircase-move-help", example = example)
    }

    fn moves(&self, cells: &Vec<u64>) -> Vec<Step> {
        let mut last = 0;
        let mut out = Vec::new();
        for &p in cells {
            out.extend((last + 1..p).map(|to| Step { from: p, to }));
            last = p;
        }
        out
    }

    fn has_move(&self, cells: &Vec<u64>) -> bool {
        // Some chessman has a free cell to its left.
        cells.iter().zip(1..).any(|(&p, i)| p > i)
    }

    fn after(&self, cells: &Vec<u64>, s: &Step) -> Vec<u64> {
        let mut next: Vec<u64> = cells.clone();
        let i = next
            .binary_search(&s.from)
            .expect("a chessman stands there");
        next[i] = s.to;
        next
    }

    fn parse(&self, cells: &Vec<u64>, text: &str) -> Result<Step, Text> {
        // The Chinese form, `把位于7的棋子移到4`, reads as `7 to 4`.
        let text = spaced(text, &["把", "位于", "的棋子", "移", "棋子"]);
        let numbers: Vec<&str> = match text.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["move", "the", "chessman", "at", p, "to", q]
            | ["move", p, "to", q]
            | [p, "to", q]
            | [p, q] => {
                vec![p, q]
            }
            _ => {
                return Err(msg!("staircase-parse-not-a-move", help = self.move_help()));
            }
        };
        let [from, to] = [numbers[0], numbers[1]].map(|w| {
            w.parse::<u64>().map_err(|_| {
                if w.bytes().all(|b| b.is_ascii_digit()) {
                    msg!("staircase-parse-too-large", word = w)
                } else {
                    msg!("staircase-parse-not-a-cell", word = w)
                }
            })
        });
        let (from, to) = (from?, to?);
        let Ok(i) = cells.binary_search(&from) else {
            return Err(msg!("staircase-parse-no-chessman", from = from));
        };
        if to >= from {
            return Err(msg!("staircase-parse-not-left", from = from, to = to));
        }
        if to == 0 {
            return Err(msg!("staircase-parse-cell-zero"));
        }
        if i > 0 && to <= cells[i - 1] {
            return Err(msg!(
                "staircase-parse-in-the-way",
                from = from,
                to = to,
                other = cells[i - 1]
            ));
        }
        Ok(Step { from, to })
    }

    fn describe_move(&self, cells: &Vec<u64>, s: &Step) -> Text {
        self.describe(cells, s)
    }

    fn concrete(&self, _: &Vec<u64>, w: &Step) -> Step {
        *w
    }

    fn size(&self, cells: &Vec<u64>) -> u128 {
        // Each move lowers some gap sum: Σ (p_i − i) falls by the distance moved.
        (cells.iter().zip(1..))
            .map(|(&p, i)| u128::from(p - i))
            .sum()
    }

    fn size_words(&self) -> Text {
        msg!("staircase-size-words")
    }

    fn weight(&self, cells: &Vec<u64>) -> usize {
        cells.len()
    }

    fn end_words(&self, _: &Vec<u64>) -> Text {
        msg!("staircase-end")
    }
}
