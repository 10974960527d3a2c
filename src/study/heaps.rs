//! Heap games: Nim, misère Nim, and the subtraction games (S-Nim, the Fibonacci game).
//!
//! **Winning moves.** In normal play a position of heaps is a sum, worth the XOR `X` of its
//! heaps' values `g(h)` (Sprague–Grundy). A move changes one heap, so it wins iff it turns
//! some heap `h` into `h'` with `g(h') = g(h) ⊕ X`: the XOR is then 0. In Nim `g(h) = h`,
//! so each heap has at most one winning move, to `h ⊕ X` when that is smaller. In a
//! subtraction game each allowed removal `s ≤ h` is tried against the table.
//!
//! **Misère Nim** ([`crate::misere`] proves the rule). The positions lost for the player to
//! move are those whose heaps are all at most 1 with an odd number of 1s, and those with a
//! heap of 2 or more and XOR 0. So a move on heap `i` wins iff, the other heaps being
//! fixed, it lands in one of them: if another heap has 2 or more, the only candidate is
//! `h ⊕ X` (XOR 0, a big heap remains); otherwise a big heap left behind would be alone
//! (XOR not 0), so the heap must become 0 or 1, whichever leaves an odd number of 1s.
//! Each heap has at most one winning move, found in O(1) from two counts.

use super::game::{
    Change, Component, Explained, Listing, Mex, Opt, OptionKind, Outcome, Playable, Reason, Why,
    nim_sum_text, spaced,
};
use crate::fibonacci_game;
use crate::i18n::Text;
use crate::msg;
use crate::snim::{self, SNim};

/// Grundy values of one heap of a subtraction game.
#[derive(Debug, Clone)]
enum Values {
    /// S-Nim's solver (a table, or periodicity for heaps beyond it).
    SNim(SNim),
    /// A plain table covering every heap of the game.
    Table(Vec<usize>),
}

/// The rule of a heap game.
#[derive(Debug, Clone)]
enum Rule {
    /// Take any number of stones from one heap; the last stone wins.
    Nim,
    /// Nim where the last stone loses.
    Misere,
    /// Take exactly `s` stones, `s` in the set (sorted, distinct).
    Subtraction {
        set: Vec<u64>,
        values: Values,
        name: Text,
    },
}

/// The words a heap game is played in: its messages choose their words by `kind`
/// (`stones`, `beads`, `mms`), and a typed move may use the English words listed here (or
/// the Chinese ones of [`Terms::chinese`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    /// Which words the messages use: `stones`, `beads` or `mms`.
    pub kind: &'static str,
    /// A heap ("heap", "colour"), in a typed move.
    pub heap: &'static str,
    /// One thing in a heap, and several ("stone", "stones"), in a typed move.
    pub item: &'static str,
    /// See [`Terms::item`].
    pub items: &'static str,
    /// Taking ("take", "eat"), and the word before the heap ("from", "of"), in a typed move.
    pub verb: &'static str,
    /// See [`Terms::verb`].
    pub from: &'static str,
}

/// Heaps of stones: "take 3 stones from heap 2".
pub const STONES: Terms = Terms {
    kind: "stones",
    heap: "heap",
    item: "stone",
    items: "stones",
    verb: "take",
    from: "from",
};

impl Terms {
    /// `n` things: "1 stone", "3 stones".
    fn amount(&self, n: u64) -> Text {
        msg!("heaps-amount", kind = self.kind, n = n)
    }

    /// `n` heaps holding one thing each: "1 colour with one M&M", "3 colours with one M&M
    /// each".
    fn ones(&self, n: usize) -> Text {
        msg!("heaps-ones", kind = self.kind, n = n)
    }

    /// The Chinese words of a typed move (`从第2堆取走3颗石子`), read as spaces: what is
    /// left is the short form, heap then number.
    pub fn chinese(&self) -> &'static [&'static str] {
        &[
            "从", "第", "堆", "取走", "拿走", "颗", "石子", "珠子", "吃掉", "吃", "颜色", "种",
            "的", "个", "M&M豆",
        ]
    }
}

/// A heap game, and the words it is played in.
#[derive(Debug, Clone)]
pub struct Heaps {
    rule: Rule,
    terms: Terms,
}

/// Take `take` from the heap at index `heap` (from 0; shown from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// The heap's index, from 0.
    pub heap: usize,
    /// How many it takes (at least 1).
    pub take: u64,
}

impl Heaps {
    /// Nim, played in `terms`.
    pub fn nim(terms: Terms) -> Self {
        Heaps {
            rule: Rule::Nim,
            terms,
        }
    }

    /// Misère Nim.
    pub fn misere(terms: Terms) -> Self {
        Heaps {
            rule: Rule::Misere,
            terms,
        }
    }

    /// S-Nim with the move sizes `set` (any order, repeats allowed, none 0) for heaps up to
    /// `max_heap`.
    ///
    /// # Errors
    /// Why the values cannot be found within the judge solver's limits ([`SNim::new`] with
    /// [`snim::STEP_LIMIT`]).
    pub fn snim(set: &[u64], max_heap: u64, terms: Terms) -> Result<Self, snim::Refusal> {
        let mut set = set.to_vec();
        set.sort_unstable();
        set.dedup();
        let name = msg!("heaps-set", set = super::game::join(&set, ", "));
        Ok(Heaps {
            rule: Rule::Subtraction {
                values: Values::SNim(SNim::new(&set, max_heap, snim::STEP_LIMIT)?),
                set,
                name,
            },
            terms,
        })
    }

    /// The Fibonacci game (take a Fibonacci number of stones) for heaps up to `max_heap`
    /// (at most [`fibonacci_game::MAX_PILE`]).
    pub fn fibonacci(max_heap: usize, terms: Terms) -> Self {
        let set = fibonacci_game::fibonacci_set(max_heap.max(1));
        Heaps {
            rule: Rule::Subtraction {
                name: msg!("heaps-set-fibonacci"),
                set: set.iter().map(|&s| s as u64).collect(),
                values: Values::Table(fibonacci_game::values(max_heap)),
            },
            terms,
        }
    }

    /// The Grundy value of one heap of `h` under normal play (misère Nim: its size).
    pub fn grundy(&self, h: u64) -> u64 {
        match &self.rule {
            Rule::Nim | Rule::Misere => h,
            Rule::Subtraction { values, .. } => match values {
                Values::SNim(s) => s.grundy(h) as u64,
                Values::Table(t) => t[h as usize] as u64,
            },
        }
    }

    /// The removals allowed from a heap of `h`, smallest first.
    fn removals(&self, h: u64) -> Vec<u64> {
        match &self.rule {
            Rule::Nim | Rule::Misere => (1..=h).collect(),
            Rule::Subtraction { set, .. } => set.iter().copied().filter(|&s| s <= h).collect(),
        }
    }

    /// A subtraction game's set S, smallest first (the only removals it allows); `None`
    /// for Nim and misère Nim, where every removal from 1 to the heap's size is allowed.
    pub fn set(&self) -> Option<&[u64]> {
        match &self.rule {
            Rule::Subtraction { set, .. } => Some(set),
            _ => None,
        }
    }

    /// The words the game is played in.
    pub fn terms(&self) -> Terms {
        self.terms
    }

    /// A subtraction game's set, in words (`S = {2, 5}`); `None` for Nim and misère Nim.
    pub fn set_name(&self) -> Option<&Text> {
        match &self.rule {
            Rule::Subtraction { name, .. } => Some(name),
            _ => None,
        }
    }

    fn heap_name(&self, i: usize) -> Text {
        msg!("heaps-name", kind = self.terms.kind, n = i + 1)
    }
}

impl Explained for Heaps {
    type Pos = Vec<u64>;
    type Winning = HeapMove;

    fn show(&self, heaps: &Vec<u64>) -> Text {
        let kind = self.terms.kind;
        match heaps.len() {
            0 => msg!("heaps-show-none", kind = kind),
            _ => msg!(
                "heaps-show",
                kind = kind,
                heaps = super::game::join(heaps, " ")
            ),
        }
    }

    fn components(&self, heaps: &Vec<u64>) -> Vec<Component> {
        (heaps.iter().enumerate())
            .map(|(i, &h)| Component::new(self.heap_name(i), self.terms.amount(h), self.grundy(h)))
            .collect()
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        if !matches!(self.rule, Rule::Misere) {
            return Outcome::nim_sum(&self.components(heaps));
        }
        let mover_wins = crate::misere::first_player_wins(heaps);
        let t = &self.terms;
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let big = heaps.iter().any(|&h| h >= 2);
        let kind = t.kind;
        let rule = if heaps.iter().all(|&h| h == 0) {
            msg!("heaps-misere-nothing", kind = kind)
        } else if heaps.iter().all(|&h| h <= 1) {
            if ones % 2 == 1 {
                msg!("heaps-misere-odd", kind = kind, ones = ones)
            } else {
                msg!("heaps-misere-even", kind = kind, ones = ones)
            }
        } else {
            msg!("heaps-misere-big", kind = kind, sum = nim_sum_text(heaps))
        };
        Outcome {
            mover_wins,
            rule,
            sum: big.then(|| heaps.clone()),
        }
    }

    fn winning(&self, heaps: &Vec<u64>, cap: usize) -> Listing<HeapMove> {
        let mut list = Listing::new(cap);
        match &self.rule {
            Rule::Misere => misere_winning(heaps, &mut list),
            _ => {
                let x = heaps.iter().fold(0, |x, &h| x ^ self.grundy(h));
                if x == 0 {
                    return list;
                }
                for (heap, &h) in heaps.iter().enumerate() {
                    let target = self.grundy(h) ^ x;
                    if let Rule::Nim = self.rule {
                        // g(h) = h: the one candidate is h ⊕ X.
                        if target < h {
                            list.found(HeapMove {
                                heap,
                                take: h - target,
                            });
                        }
                        continue;
                    }
                    for take in self.removals(h) {
                        if self.grundy(h - take) == target {
                            list.found(HeapMove { heap, take });
                        }
                    }
                }
            }
        }
        list
    }

    fn describe(&self, _: &Vec<u64>, m: &HeapMove) -> Text {
        let kind = self.terms.kind;
        msg!("heaps-move", kind = kind, take = m.take, heap = m.heap + 1)
    }

    fn order(&self) -> Text {
        msg!("heaps-order", kind = self.terms.kind)
    }

    fn why(&self, heaps: &Vec<u64>, m: &HeapMove) -> Why {
        let t = &self.terms;
        let x = heaps.iter().fold(0, |x, &h| x ^ self.grundy(h));
        let (h, left) = (heaps[m.heap], heaps[m.heap] - m.take);
        let (before, after) = (self.grundy(h), self.grundy(left));
        let change = Change::new(self.heap_name(m.heap), before, t.amount(left), after, x);
        let rest = self.after(heaps, m);
        let ones = rest.iter().filter(|&&r| r == 1).count();
        let kind = t.kind;
        let note = match &self.rule {
            // No heap holds more than one: the nim-sum decides nothing, the parity does.
            Rule::Misere if heaps.iter().all(|&r| r <= 1) => {
                return Why::Rule(if ones == 0 {
                    msg!("heaps-why-last", kind = kind)
                } else if ones % 2 == 1 {
                    msg!("heaps-why-odd", kind = kind, left = t.ones(ones))
                } else {
                    msg!("heaps-why-even", kind = kind, left = t.ones(ones))
                });
            }
            Rule::Misere if rest.iter().all(|&r| r <= 1) => {
                Some(msg!("heaps-why-switch", kind = kind, left = t.ones(ones)))
            }
            Rule::Subtraction { .. } if after > before => Some(msg!(
                "heaps-why-raises",
                kind = kind,
                heap = self.heap_name(m.heap),
                before = before,
                after = after
            )),
            _ => None,
        };
        Why::Change(match note {
            Some(n) => change.with_note(n),
            None => change,
        })
    }

    fn reason(&self, heaps: &Vec<u64>, i: usize) -> Option<Reason> {
        let h = heaps[i];
        Some(match &self.rule {
            Rule::Nim | Rule::Misere => Reason::Heap {
                size: h,
                kind: self.terms.kind,
            },
            Rule::Subtraction { .. } => {
                let options = (self.removals(h).into_iter())
                    .map(|s| Opt::new(self.terms.amount(h - s), vec![self.grundy(h - s)]))
                    .collect();
                Reason::Mex(Mex::over(OptionKind::Move, options))
            }
        })
    }

    fn a_move(&self, heaps: &Vec<u64>) -> Option<HeapMove> {
        (heaps.iter().enumerate()).find_map(|(heap, &h)| {
            let take = match &self.rule {
                Rule::Nim | Rule::Misere => (h >= 1).then_some(1)?,
                Rule::Subtraction { set, .. } => *set.first().filter(|&&s| s <= h)?,
            };
            Some(HeapMove { heap, take })
        })
    }
}

/// Misère Nim's winning moves, at most one per heap (see the module docs).
fn misere_winning(heaps: &[u64], list: &mut Listing<HeapMove>) {
    if !crate::misere::first_player_wins(heaps) {
        return;
    }
    let x = heaps.iter().fold(0, |x, &h| x ^ h);
    let big = heaps.iter().filter(|&&h| h >= 2).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    for (heap, &h) in heaps.iter().enumerate() {
        let others_big = big - usize::from(h >= 2);
        let target = if others_big > 0 {
            h ^ x
        } else {
            // Leave an odd number of 1s among heaps that are all at most 1.
            let other_ones = ones - usize::from(h == 1);
            u64::from(other_ones % 2 == 0)
        };
        if target < h {
            list.found(HeapMove {
                heap,
                take: h - target,
            });
        }
    }
}

impl Playable for Heaps {
    type Move = HeapMove;

    fn rules(&self) -> Text {
        let kind = self.terms.kind;
        match &self.rule {
            Rule::Nim => msg!("heaps-rules-nim", kind = kind),
            Rule::Misere => msg!("heaps-rules-misere", kind = kind),
            Rule::Subtraction { name, .. } => {
                msg!("heaps-rules-subtraction", kind = kind, set = name)
            }
        }
    }

    fn move_help(&self) -> Text {
        let example = self.describe(&vec![], &HeapMove { heap: 1, take: 1 });
        msg!("heaps-move-help", kind = self.terms.kind, example = example)
    }

    fn misere(&self) -> bool {
        matches!(self.rule, Rule::Misere)
    }

    fn moves(&self, heaps: &Vec<u64>) -> Vec<HeapMove> {
        (heaps.iter().enumerate())
            .flat_map(|(heap, &h)| {
                (self.removals(h).into_iter()).map(move |take| HeapMove { heap, take })
            })
            .collect()
    }

    fn has_move(&self, heaps: &Vec<u64>) -> bool {
        let least = match &self.rule {
            Rule::Subtraction { set, .. } => set[0],
            _ => 1,
        };
        heaps.iter().any(|&h| h >= least)
    }

    fn after(&self, heaps: &Vec<u64>, m: &HeapMove) -> Vec<u64> {
        let mut next = heaps.clone();
        next[m.heap] -= m.take;
        next
    }

    fn parse(&self, heaps: &Vec<u64>, text: &str) -> Result<HeapMove, Text> {
        let t = &self.terms;
        let kind = t.kind;
        let text = spaced(text, t.chinese());
        let words: Vec<&str> = text.split_whitespace().collect();
        let known = [t.verb, t.from, t.heap, t.item, t.items];
        if let Some(w) = words
            .iter()
            .find(|w| !known.contains(w) && w.parse::<u64>().is_err())
        {
            if w.bytes().all(|b| b.is_ascii_digit()) {
                return Err(msg!("heaps-parse-too-large", kind = kind, word = *w));
            }
            return Err(msg!(
                "heaps-parse-unknown",
                word = *w,
                help = self.move_help()
            ));
        }
        let numbers: Vec<u64> = words.iter().filter_map(|w| w.parse().ok()).collect();
        let [a, b] = numbers[..] else {
            return Err(msg!("heaps-parse-two-numbers", help = self.move_help()));
        };
        // `take K … H`, or the short `H K` (and the Chinese form, heap first).
        let (h, take) = if words.first() == Some(&t.verb) {
            (b, a)
        } else {
            (a, b)
        };
        if h == 0 || h > heaps.len() as u64 {
            return Err(msg!(
                "heaps-parse-no-heap",
                kind = kind,
                heap = h,
                count = heaps.len()
            ));
        }
        let heap = (h - 1) as usize;
        let size = heaps[heap];
        if take == 0 {
            return Err(msg!("heaps-parse-take-zero", kind = kind));
        }
        if size == 0 {
            return Err(msg!("heaps-parse-empty", kind = kind, heap = h));
        }
        if take > size {
            return Err(msg!(
                "heaps-parse-holds-only",
                kind = kind,
                heap = h,
                size = t.amount(size)
            ));
        }
        if let Rule::Subtraction { set, name, .. } = &self.rule
            && !set.contains(&take)
        {
            return Err(msg!("heaps-parse-not-a-size", take = take, set = name));
        }
        Ok(HeapMove { heap, take })
    }

    fn describe_move(&self, heaps: &Vec<u64>, m: &HeapMove) -> Text {
        self.describe(heaps, m)
    }

    fn concrete(&self, _: &Vec<u64>, w: &HeapMove) -> HeapMove {
        *w
    }

    fn size(&self, heaps: &Vec<u64>) -> u128 {
        heaps.iter().map(|&h| u128::from(h)).sum()
    }

    fn size_words(&self) -> Text {
        msg!("heaps-size-words", kind = self.terms.kind)
    }

    fn weight(&self, heaps: &Vec<u64>) -> usize {
        heaps.len()
    }

    fn end_words(&self, heaps: &Vec<u64>) -> Text {
        let kind = self.terms.kind;
        match (&self.rule, heaps.iter().all(|&h| h == 0)) {
            (Rule::Nim, _) => msg!("heaps-end-nim", kind = kind),
            (Rule::Misere, _) => msg!("heaps-end-misere", kind = kind),
            (_, true) => msg!("heaps-end-empty", kind = kind),
            (_, false) => msg!("heaps-end-stuck", kind = kind),
        }
    }
}
