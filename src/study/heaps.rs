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
    Change, Component, Explained, Listing, Mex, Opt, Outcome, Playable, Reason, Why, nim_sum_text,
};
use crate::fibonacci_game;
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
        name: String,
    },
}

/// The words a heap game is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    /// A heap ("heap", "pile", "colour").
    pub heap: &'static str,
    /// One thing in a heap, and several ("stone", "stones").
    pub item: &'static str,
    /// See [`Terms::item`].
    pub items: &'static str,
    /// Taking ("take", "eat"), and the word before the heap ("from", "of").
    pub verb: &'static str,
    /// See [`Terms::verb`].
    pub from: &'static str,
}

/// Heaps of stones: "take 3 stones from heap 2".
pub const STONES: Terms = Terms {
    heap: "heap",
    item: "stone",
    items: "stones",
    verb: "take",
    from: "from",
};

impl Terms {
    /// `n` things: "1 stone", "3 stones".
    fn amount(&self, n: u64) -> String {
        format!("{n} {}", if n == 1 { self.item } else { self.items })
    }

    /// `n` heaps holding one thing each: "1 colour with one M&M", "3 colours with one M&M
    /// each".
    fn ones(&self, n: usize) -> String {
        match n {
            1 => format!("1 {} with one {}", self.heap, self.item),
            _ => format!("{n} {}s with one {} each", self.heap, self.item),
        }
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
        let name = format!("S = {{{}}}", super::game::join(&set, ", "));
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
                name: "S = the Fibonacci numbers 1, 2, 3, 5, 8, …".to_string(),
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

    /// The words the game is played in.
    pub fn terms(&self) -> Terms {
        self.terms
    }

    /// A subtraction game's set, in words (`S = {2, 5}`); `None` for Nim and misère Nim.
    pub fn set_name(&self) -> Option<&str> {
        match &self.rule {
            Rule::Subtraction { name, .. } => Some(name),
            _ => None,
        }
    }

    fn heap_name(&self, i: usize) -> String {
        format!("{} {}", self.terms.heap, i + 1)
    }
}

impl Explained for Heaps {
    type Pos = Vec<u64>;
    type Winning = HeapMove;

    fn show(&self, heaps: &Vec<u64>) -> String {
        match heaps.len() {
            0 => format!("no {}", self.terms.heap),
            _ => format!("{}s {}", self.terms.heap, super::game::join(heaps, " ")),
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
        let rule = if heaps.iter().all(|&h| h == 0) {
            format!(
                "misère rule: nothing is left, so whoever took the last {} has lost",
                t.item
            )
        } else if heaps.iter().all(|&h| h <= 1) {
            let (parity, fate) = if ones % 2 == 1 {
                ("odd", format!("must {} the last one", t.verb))
            } else {
                ("even", "leaves the last one to the other".to_string())
            };
            let (heaps_word, hold) = match ones {
                1 => (t.heap.to_string(), "holds"),
                _ => (format!("{}s", t.heap), "hold"),
            };
            format!(
                "misère rule: no {} holds more than one {}, so their number decides: {ones} \
                 {heaps_word} {hold} one, an {parity} number: the player to move {fate}",
                t.heap, t.item
            )
        } else {
            format!(
                "misère rule (the values are normal-play values): a {} holds two or more {}, \
                 so the nim-sum decides who wins, as in normal play: {}",
                t.heap,
                t.items,
                nim_sum_text(heaps)
            )
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

    fn describe(&self, _: &Vec<u64>, m: &HeapMove) -> String {
        let t = &self.terms;
        format!(
            "{} {} {} {}",
            t.verb,
            t.amount(m.take),
            t.from,
            self.heap_name(m.heap)
        )
    }

    fn order(&self) -> String {
        format!("by {}, then by the number taken", self.terms.heap)
    }

    fn why(&self, heaps: &Vec<u64>, m: &HeapMove) -> Why {
        let t = &self.terms;
        let x = heaps.iter().fold(0, |x, &h| x ^ self.grundy(h));
        let (h, left) = (heaps[m.heap], heaps[m.heap] - m.take);
        let (before, after) = (self.grundy(h), self.grundy(left));
        let change = Change::new(self.heap_name(m.heap), before, t.amount(left), after, x);
        let rest = self.after(heaps, m);
        let ones = rest.iter().filter(|&&r| r == 1).count();
        let note = match &self.rule {
            // No heap holds more than one: the nim-sum decides nothing, the parity does.
            Rule::Misere if heaps.iter().all(|&r| r <= 1) => {
                return Why::Rule(if ones == 0 {
                    format!(
                        "it {}s the last {} left, and whoever {}s the last {} loses",
                        t.verb, t.item, t.verb, t.item
                    )
                } else if ones % 2 == 1 {
                    format!(
                        "it leaves {}, an odd number, so the other player must {} the last one",
                        t.ones(ones),
                        t.verb
                    )
                } else {
                    format!(
                        "it leaves {}, an even number: the other player {}s one and leaves an \
                         odd number, and in the end the player to move now must {} the last one",
                        t.ones(ones),
                        t.verb,
                        t.verb
                    )
                });
            }
            Rule::Misere if rest.iter().all(|&r| r <= 1) => Some(format!(
                "the misère switch: this move leaves only {}s of 0 and 1 {}, where normal play \
                 would leave nim-sum 0; it leaves {}, an odd number, so the other player must {} \
                 the last one",
                t.heap,
                t.items,
                t.ones(ones),
                t.verb
            )),
            Rule::Subtraction { .. } if after > before => Some(format!(
                "this move raises {}'s value from {before} to {after}: in a subtraction game a \
                 smaller {} can be worth more",
                self.heap_name(m.heap),
                t.heap
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
            Rule::Nim | Rule::Misere => Reason::Heap { size: h },
            Rule::Subtraction { .. } => {
                let options = (self.removals(h).into_iter())
                    .map(|s| Opt::new(self.terms.amount(h - s), vec![self.grundy(h - s)]))
                    .collect();
                Reason::Mex(Mex::over("move", options))
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

    fn rules(&self) -> String {
        let Terms {
            heap, item, items, ..
        } = self.terms;
        match &self.rule {
            Rule::Nim => format!(
                "Nim: a move takes one or more {items} from one {heap}; whoever takes the last \
                 {item} wins."
            ),
            Rule::Misere => format!(
                "Misère Nim: a move takes one or more {items} from one {heap}; whoever takes \
                 the last {item} loses."
            ),
            Rule::Subtraction { name, .. } => format!(
                "A subtraction game with {name}: a move takes exactly s {items} from one \
                 {heap}, s in S; whoever cannot move loses."
            ),
        }
    }

    fn move_help(&self) -> String {
        let t = &self.terms;
        format!(
            "`{} K {} {} {} H` (or just `H K`), e.g. `{}`",
            t.verb,
            t.items,
            t.from,
            t.heap,
            self.describe(&vec![], &HeapMove { heap: 1, take: 1 })
        )
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

    fn parse(&self, heaps: &Vec<u64>, text: &str) -> Result<HeapMove, String> {
        let t = &self.terms;
        let words: Vec<&str> = text.split_whitespace().collect();
        let known = [t.verb, t.from, t.heap, t.item, t.items];
        if let Some(w) = words
            .iter()
            .find(|w| !known.contains(w) && w.parse::<u64>().is_err())
        {
            if w.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("{w} is too large for a number of {}", t.items));
            }
            return Err(format!(
                "unknown command or word `{w}`: the commands are hint, undo, help and quit; \
                 a move is {}",
                self.move_help()
            ));
        }
        let numbers: Vec<u64> = words.iter().filter_map(|w| w.parse().ok()).collect();
        let [a, b] = numbers[..] else {
            return Err(format!("a move names two numbers: {}", self.move_help()));
        };
        // `take K … H`, or the short `H K`.
        let (h, take) = if words.first() == Some(&t.verb) {
            (b, a)
        } else {
            (a, b)
        };
        if h == 0 || h > heaps.len() as u64 {
            return Err(format!(
                "there is no {} {h}: they are numbered 1 to {}",
                t.heap,
                heaps.len()
            ));
        }
        let heap = (h - 1) as usize;
        let size = heaps[heap];
        if take == 0 {
            return Err(format!("a move takes at least one {}", t.item));
        }
        if size == 0 {
            return Err(format!("{} {h} is empty", t.heap));
        }
        if take > size {
            return Err(format!("{} {h} holds only {}", t.heap, t.amount(size)));
        }
        if let Rule::Subtraction { set, name, .. } = &self.rule
            && !set.contains(&take)
        {
            return Err(format!("{take} is not a move size: {name}"));
        }
        Ok(HeapMove { heap, take })
    }

    fn describe_move(&self, heaps: &Vec<u64>, m: &HeapMove) -> String {
        self.describe(heaps, m)
    }

    fn concrete(&self, _: &Vec<u64>, w: &HeapMove) -> HeapMove {
        *w
    }

    fn size(&self, heaps: &Vec<u64>) -> u128 {
        heaps.iter().map(|&h| u128::from(h)).sum()
    }

    fn size_words(&self) -> &'static str {
        self.terms.items
    }

    fn weight(&self, heaps: &Vec<u64>) -> usize {
        heaps.len()
    }

    fn end_words(&self, heaps: &Vec<u64>) -> String {
        let item = self.terms.item;
        match (&self.rule, heaps.iter().all(|&h| h == 0)) {
            (Rule::Nim, _) => format!("no {item} is left: whoever took the last {item} wins"),
            (Rule::Misere, _) => format!("no {item} is left: whoever took the last {item} loses"),
            (_, true) => format!("no {item} is left: whoever cannot move loses"),
            (_, false) => format!(
                "no {} allows a move: whoever cannot move loses",
                self.terms.heap
            ),
        }
    }
}
