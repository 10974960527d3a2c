//! What every game of the study tools provides: its decomposition into components with
//! Grundy values, the verdict, the winning moves in the game's own words ([`Explained`]),
//! and, for the games a person can play, the rules themselves ([`Playable`]).
//!
//! Besides the winning moves, the theory says *why* each component is worth its value
//! ([`Reason`]: the definition of its value applied to it, data a page or a text can show),
//! and gives one legal move of any position ([`Explained::a_move`]): for a lost position,
//! the example of why no move wins.
//!
//! **Two sources, kept apart.** [`Explained`] is the *theory*: the components, their
//! values and the winning moves come from the library's solvers (Bouton's theorem, the
//! Sprague–Grundy theorem, the coin-turning sum rule, the Tartan theorem). [`Playable`] is
//! the *rules*: every legal move and the position after it, written from the games'
//! statements and nothing else. The play tool uses the rules to check what a person types
//! and the theory to answer; the tests hold the theory against an exhaustive search of
//! rules written once more, independently, inside the tests.

use crate::i18n::Text;
use crate::msg;
use std::fmt::Debug;
use std::hash::Hash;

/// How many winning moves a listing keeps by default: when there are more, the tools give
/// their exact count and the first [`CAP`] in the game's stated order.
pub const CAP: usize = 10;

/// One independent part of a position (a heap, a pair of chessmen, a piece of paper, a
/// free subtree, a coin) with its Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Component {
    /// What it is, in the game's words ("heap 2", "14 and 17", "coin 5").
    pub name: Text,
    /// What it holds ("5 stones", "gap 2"); may be empty.
    pub detail: Text,
    /// Its Grundy value.
    pub value: u64,
}

impl Component {
    /// A component named `name`, holding `detail`, of Grundy value `value`.
    pub fn new(name: impl Into<Text>, detail: impl Into<Text>, value: u64) -> Self {
        Component {
            name: name.into(),
            detail: detail.into(),
            value,
        }
    }
}

/// Who wins a position and by which rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the player to move wins with perfect play.
    pub mover_wins: bool,
    /// The rule that decides it, with its numbers: `nim-sum 3 ⊕ 5 ⊕ 7 = 1`, or the misère
    /// rule that applies, or a special rule (a strip of paper wins at once).
    pub rule: Text,
    /// When the nim-sum decides (normal play, or misère Nim while a heap holds two or more),
    /// the values it is taken over: [`Outcome::rule`] then holds `nim_sum_text(values)`.
    pub sum: Option<Vec<u64>>,
}

impl Outcome {
    /// The normal-play verdict of a sum: the player to move wins iff the nim-sum (XOR) of
    /// the components' values is not 0.
    ///
    /// ```
    /// use grundy::study::game::{Component, Outcome};
    /// let parts = [Component::new("heap 1", "", 3), Component::new("heap 2", "", 5)];
    /// let o = Outcome::nim_sum(&parts);
    /// assert!(o.mover_wins);
    /// assert_eq!(o.rule.en(), "nim-sum 3 ⊕ 5 = 6");
    /// ```
    pub fn nim_sum(components: &[Component]) -> Outcome {
        let values: Vec<u64> = components.iter().map(|c| c.value).collect();
        let x = values.iter().fold(0, |x, v| x ^ v);
        Outcome {
            mover_wins: x != 0,
            rule: nim_sum_text(&values),
            sum: Some(values),
        }
    }

    /// A verdict by a rule of its own, in words (no nim-sum decides it).
    pub fn by_rule(mover_wins: bool, rule: impl Into<Text>) -> Outcome {
        Outcome {
            mover_wins,
            rule: rule.into(),
            sum: None,
        }
    }
}

/// Why one component is worth its value: the definition of its value, applied to it. The
/// numbers are fields, so that a text or a page can show them; every value named is one a
/// brute-force search of the component alone finds (`tests/explain_why.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// A Nim heap of `size`: it can become every smaller heap, worth `0` to `size − 1`, so
    /// it is worth their mex, `size`.
    Heap {
        /// The heap's size, and its value.
        size: u64,
        /// The words its heap is told in ([`crate::study::heaps::Terms::kind`]): a colour of
        /// M&Ms for HDU 1907, a Nim heap otherwise.
        kind: &'static str,
    },
    /// The mex rule, with what the component can become and the values of those options.
    Mex(Mex),
    /// Mock Turtles: a head alone at `x` is worth `od(x)`, the `x`-th odious number (odious:
    /// an odd number of 1s in binary), which is `2x` when `2x` is odious, else `2x + 1`.
    Odious {
        /// The head's place.
        x: u64,
        /// `od(x)`.
        value: u64,
    },
    /// A free complete binary tree of height `height` is worth `lowbit(height)`, the
    /// largest power of 2 dividing it (the ruler function).
    Lowbit {
        /// The free subtree's height.
        height: u64,
        /// `lowbit(height)`.
        value: u64,
    },
    /// A light at `(x, y)` is worth the nim product `x ⊗ y` (the Tartan theorem on Twos ×
    /// Twos), shown as one step of the Fermat 2-power recursion.
    Product(crate::study::nim_product::Step),
}

/// The mex rule applied to one component: the values of what it can become (its
/// options), and the least value not among them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mex {
    /// What an option is, in the game's words ("move", "safe cut", "run").
    pub kind: OptionKind,
    /// Every option, in the game's order (a lesson lists the first [`MEX_LISTED`] and
    /// folds the others, `explain --full` lists all).
    pub options: Vec<Opt>,
    /// How many options there are in all.
    pub total: usize,
    /// The distinct values of all the options, smallest first.
    pub values: Vec<u64>,
    /// The mex of [`Mex::values`]: the component's value.
    pub value: u64,
}

/// What the options of a [`Mex`] are: moves, safe cuts, runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// A move of a heap.
    Move,
    /// A cut of the cutting game that leaves no strip.
    SafeCut,
    /// A run of coins of a run game (Project Euler 459's factors).
    Run,
    /// A depth at which a new string goes into a free subtree (the strings at one depth
    /// leave the same free subtrees, so they are one option, counted).
    Depth,
}

impl OptionKind {
    /// `n` of them in words, for the plural: `move`, `moves`.
    pub fn words(self, n: usize) -> Text {
        match self {
            OptionKind::Move => msg!("kind-move", n = n),
            OptionKind::SafeCut => msg!("kind-safe-cut", n = n),
            OptionKind::Run => msg!("kind-run", n = n),
            OptionKind::Depth => msg!("kind-depth", n = n),
        }
    }
}

/// The most options a [`Mex`] lists one by one in a lesson (`explain --full`: all).
pub const MEX_LISTED: usize = 6;

impl Mex {
    /// The mex over `options` (all of them, in order; each a `kind` of move).
    ///
    /// ```
    /// use grundy::study::game::{Mex, Opt};
    /// let m = Mex::over(
    ///     grundy::study::game::OptionKind::Move,
    ///     vec![Opt::new("5 beads", vec![2]), Opt::new("2 beads", vec![1])],
    /// );
    /// assert_eq!((m.value, m.values), (0, vec![1, 2]));
    /// ```
    pub fn over(kind: OptionKind, options: Vec<Opt>) -> Mex {
        let total = options.len();
        let mut values: Vec<u64> = options.iter().map(|o| o.value).collect();
        values.sort_unstable();
        values.dedup();
        let value = (0..)
            .zip(&values)
            .find(|&(i, &v)| i != v)
            .map_or(values.len() as u64, |(i, _)| i);
        Mex {
            kind,
            options,
            total,
            values,
            value,
        }
    }
}

/// One option of a component: what it becomes, in the game's words, and its value (the
/// XOR of [`Opt::terms`], the values of its parts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opt {
    /// What the component becomes ("5 beads", "2×2 and 2×2").
    pub becomes: Text,
    /// The values of its parts (one for a single component).
    pub terms: Vec<u64>,
    /// What the terms are, when they have names (`P1(4)`); empty otherwise.
    pub names: Vec<String>,
    /// Their XOR.
    pub value: u64,
}

impl Opt {
    /// An option becoming `becomes`, whose parts are worth `terms`.
    pub fn new(becomes: impl Into<Text>, terms: Vec<u64>) -> Opt {
        Opt {
            becomes: becomes.into(),
            value: terms.iter().fold(0, |a, t| a ^ t),
            terms,
            names: Vec::new(),
        }
    }

    /// The same option with its terms named.
    pub fn named(mut self, names: Vec<String>) -> Opt {
        self.names = names;
        self
    }
}

/// Terms shown in a nim-sum; a longer sum shows only its number of terms.
const TERMS_SHOWN: usize = 12;

/// `nim-sum a ⊕ b ⊕ … = x`, or `nim-sum of the n values = x` beyond 12 terms.
///
/// ```
/// use grundy::study::game::nim_sum_text;
/// assert_eq!(nim_sum_text(&[2, 2, 0, 3]).en(), "nim-sum 2 ⊕ 2 ⊕ 0 ⊕ 3 = 3");
/// assert_eq!(nim_sum_text(&[4]).en(), "nim-sum 4");
/// assert_eq!(nim_sum_text(&[]).en(), "nim-sum 0 (nothing is left)");
/// assert_eq!(nim_sum_text(&[1; 20]).en(), "nim-sum of the 20 values = 0");
/// assert_eq!(nim_sum_text(&[3, 5]).render(grundy::i18n::Lang::Zh), "异或和 3 ⊕ 5 = 6");
/// ```
pub fn nim_sum_text(values: &[u64]) -> Text {
    let x = values.iter().fold(0, |x, v| x ^ v);
    match values.len() {
        0 => msg!("nim-sum-nothing"),
        1 => msg!("nim-sum-one", x = x),
        n if n > TERMS_SHOWN => msg!("nim-sum-many", n = n, x = x),
        _ => msg!("nim-sum-terms", terms = join(values, " ⊕ "), x = x),
    }
}

/// The items of `values` joined by `sep`.
pub fn join<T: ToString>(values: &[T], sep: &str) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

/// Items in words: `a`, `a and b`, `a, b and c`.
///
/// ```
/// use grundy::study::game::and_list;
/// assert_eq!(and_list(&["3", "5", "9"]), "3, 5 and 9");
/// assert_eq!(and_list(&["4"]), "4");
/// ```
pub fn and_list<T: AsRef<str>>(items: &[T]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}

/// The winning moves of a position: their exact count and the first few in the game's
/// stated order ([`Explained::order`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing<M> {
    /// How many winning moves there are (besides any [`Listing::uncounted`]).
    pub count: u128,
    /// The first of them in the stated order, at most the cap asked for.
    pub first: Vec<M>,
    /// Where winning moves exist that could not be counted, what they are, in words.
    pub uncounted: Option<Text>,
    cap: usize,
}

impl<M> Listing<M> {
    /// An empty listing that keeps at most `cap` moves.
    pub fn new(cap: usize) -> Self {
        Listing {
            count: 0,
            first: Vec::new(),
            uncounted: None,
            cap,
        }
    }

    /// Counts one winning move and keeps it if there is room.
    pub fn found(&mut self, m: M) {
        self.count += 1;
        self.keep(m);
    }

    /// Keeps `m` if there is room, without counting it (for moves counted in bulk by
    /// [`Listing::counted`]).
    pub fn keep(&mut self, m: M) {
        if self.first.len() < self.cap {
            self.first.push(m);
        }
    }

    /// Counts `n` winning moves at once.
    pub fn counted(&mut self, n: u128) {
        self.count += n;
    }

    /// Whether more moves would still be kept.
    pub fn has_room(&self) -> bool {
        self.first.len() < self.cap
    }

    /// How many more moves would still be kept.
    pub fn room(&self) -> usize {
        self.cap - self.first.len()
    }

    /// Whether every winning move is in [`Listing::first`].
    pub fn is_complete(&self) -> bool {
        self.uncounted.is_none() && self.first.len() as u128 == self.count
    }
}

/// A game as the theory sees it: components, verdict and winning moves.
pub trait Explained {
    /// A position.
    type Pos: Clone + Eq + Hash + Debug;
    /// A winning move as the listing gives it (for most games a move; for the prefix-free
    /// game, a whole family of strings that win alike).
    type Winning: Clone + Eq + Debug;

    /// The position in one line (a board in several).
    fn show(&self, pos: &Self::Pos) -> Text;

    /// The independent components and their Grundy values.
    fn components(&self, pos: &Self::Pos) -> Vec<Component>;

    /// Who wins, and the rule that says so (normal play: the nim-sum of the components).
    fn outcome(&self, pos: &Self::Pos) -> Outcome {
        Outcome::nim_sum(&self.components(pos))
    }

    /// The winning moves: all of them counted, the first `cap` kept, in [`Explained::order`].
    fn winning(&self, pos: &Self::Pos, cap: usize) -> Listing<Self::Winning>;

    /// A winning move in the game's own words.
    fn describe(&self, pos: &Self::Pos, w: &Self::Winning) -> Text;

    /// The order of [`Explained::winning`], in words ("by heap, then by the number taken").
    fn order(&self) -> Text;

    /// The count of a listing in words (`3`, in Chinese `3种`; the prefix-free game counts
    /// kinds of move). A message of its own, so that no template glues a count word to it.
    fn count_words(&self, count: u128) -> Text {
        msg!("moves-count", n = count)
    }

    /// Why the listed winning move `w` wins: the component it changes, that component's
    /// value before and after, and the nim-sum after it ([`Why`]). For any other legal
    /// move (the example [`Explained::a_move`] gives), the same: what it changes, and the
    /// nim-sum it leaves.
    fn why(&self, pos: &Self::Pos, w: &Self::Winning) -> Why;

    /// Why component `i` of `pos` (in the order of [`Explained::components`]) is worth its
    /// value; `None` where the game gives no reason.
    fn reason(&self, _pos: &Self::Pos, _i: usize) -> Option<Reason> {
        None
    }

    /// One legal move of `pos`, the simplest (the smallest step of the first part that can
    /// move), or `None` when no move is left: in a lost position, the example that shows
    /// why no move wins.
    fn a_move(&self, pos: &Self::Pos) -> Option<Self::Winning>;
}

/// Why a winning move wins, as a textbook shows it: the move changes one component, of
/// value `v`, into something worth `v ⊕ X` (`X` the position's nim-sum), so that the
/// nim-sum after it is 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The move replaces one component by what [`Change::becomes`] says.
    Change(Change),
    /// The move wins by a rule of its own, in words (cutting out a 1×1 piece).
    Rule(Text),
}

/// What a winning move does to the one component it changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The component, as [`Explained::components`] names it.
    pub component: Text,
    /// Its value before the move.
    pub before: u64,
    /// What takes its place, in the game's words ("2 stones", "1×3 and 3×3").
    pub becomes: Text,
    /// The values of what takes its place, when that is several components or coins (their
    /// XOR is [`Change::after`]); empty for one component.
    pub terms: Vec<u64>,
    /// The value of what takes its place.
    pub after: u64,
    /// The nim-sum of the whole position after the move.
    pub nim_sum: u64,
    /// What the textbook's recipe would not predict, in the game's own words.
    pub note: Option<Text>,
}

impl Change {
    /// A move changing `component` from value `before` to `after` (becoming `becomes`) in a
    /// position of nim-sum `x`: the nim-sum after is `x ⊕ before ⊕ after`.
    pub fn new(
        component: impl Into<Text>,
        before: u64,
        becomes: impl Into<Text>,
        after: u64,
        x: u64,
    ) -> Self {
        Change {
            component: component.into(),
            before,
            becomes: becomes.into(),
            terms: Vec::new(),
            after,
            nim_sum: x ^ before ^ after,
            note: None,
        }
    }

    /// The same change with the terms of its value.
    pub fn with_terms(mut self, terms: Vec<u64>) -> Self {
        self.terms = terms;
        self
    }

    /// The same change with a note.
    pub fn with_note(mut self, note: impl Into<Text>) -> Self {
        self.note = Some(note.into());
        self
    }
}

/// A game a person can play: its rules, on top of its theory.
pub trait Playable: Explained {
    /// A move.
    type Move: Clone + Eq + Debug;

    /// The game's name and rules, for the start of a game.
    fn rules(&self) -> Text;

    /// How to type a move, with an example.
    fn move_help(&self) -> Text;

    /// Misère play: the player who cannot move wins.
    fn misere(&self) -> bool {
        false
    }

    /// Every legal move, in the game's stated order.
    fn moves(&self, pos: &Self::Pos) -> Vec<Self::Move>;

    /// Whether any move is legal (what ends the game), without listing them all.
    fn has_move(&self, pos: &Self::Pos) -> bool {
        !self.moves(pos).is_empty()
    }

    /// The position after the legal move `m`.
    fn after(&self, pos: &Self::Pos, m: &Self::Move) -> Self::Pos;

    /// The move a person typed, if it is legal; otherwise one line saying why not.
    fn parse(&self, pos: &Self::Pos, text: &str) -> Result<Self::Move, Text>;

    /// A move in the game's own words (what [`Playable::parse`] reads back, in either
    /// language).
    fn describe_move(&self, pos: &Self::Pos, m: &Self::Move) -> Text;

    /// One concrete move of a winning listing entry.
    fn concrete(&self, pos: &Self::Pos, w: &Self::Winning) -> Self::Move;

    /// What is left to play with (stones, free cells, strings that could still be added):
    /// the move that keeps the most of it is the smallest step.
    fn size(&self, pos: &Self::Pos) -> u128;

    /// What [`Playable::size`] counts, in words ("stones").
    fn size_words(&self) -> Text;

    /// What one copy of a position costs in memory, in parts (heaps, pieces, chessmen,
    /// strings; 1 for a position held in one number): the remoteness search charges each
    /// position it makes by it, so its budget bounds memory as well as time.
    fn weight(&self, _pos: &Self::Pos) -> usize {
        1
    }

    /// Why no move is left and who wins then, in words ("no stone is left: whoever took
    /// the last stone wins"); the player who cannot move loses, under misère play wins.
    fn end_words(&self, pos: &Self::Pos) -> Text;
}

/// What a picture of a position shows besides the position ([`Drawn::picture`]).
#[derive(Debug, Clone, Copy)]
pub struct Show<'a, M> {
    /// The components' Grundy values (practice hides them).
    pub values: bool,
    /// The moves are click targets (the person is to move).
    pub live: bool,
    /// Moves to mark as winning.
    pub winning: &'a [M],
    /// The language of the picture's words.
    pub lang: crate::i18n::Lang,
}

/// A game a page can draw: its position as an SVG picture whose click targets carry moves
/// in the words [`Playable::parse`] reads (`data-move`), or coins a page gathers into one
/// (`data-coin`). The pictures themselves are the study desk's
/// ([`crate::study::web::draw`]); the rules stay here.
pub trait Drawn: Playable {
    /// `pos` drawn as one `<svg>` element.
    fn picture(&self, pos: &Self::Pos, show: &Show<Self::Move>) -> String;
}

/// A coin-turning move's [`Change`] (the coin-turning sum rule): the head `corner`, worth
/// `value`, goes to tails and the other coins `others` (each its name, its value and
/// whether it shows heads) turn over, in a position of nim-sum `x`. Each turned coin's
/// value enters the sum once more whichever way it turns, so the head is replaced by the
/// XOR of the others' values; a coin turned from heads to tails leaves the sum, which the
/// note says, since the XOR reads as if it were added.
pub fn turn_change(corner: Text, value: u64, others: &[(Text, u64, bool)], x: u64) -> Change {
    turned(corner, value, others, x, false)
}

/// [`turn_change`] for lights switched off and on (Turning Corners): the lit light goes
/// off, switching the others; a light that is on already goes off.
pub fn switch_change(corner: Text, value: u64, others: &[(Text, u64, bool)], x: u64) -> Change {
    turned(corner, value, others, x, true)
}

fn turned(corner: Text, value: u64, others: &[(Text, u64, bool)], x: u64, lights: bool) -> Change {
    let names: Vec<Text> = others.iter().map(|(n, _, _)| n.clone()).collect();
    let terms: Vec<u64> = others.iter().map(|&(_, v, _)| v).collect();
    let after = terms.iter().fold(0, |a, v| a ^ v);
    let becomes = match (names.len(), lights) {
        (0, false) => msg!("coins-becomes-tails"),
        (_, false) => msg!("coins-becomes-tails-turning", coins = Text::and(names)),
        (0, true) => msg!("lights-becomes-off"),
        (_, true) => msg!("lights-becomes-off-switching", lights = Text::and(names)),
    };
    let change = Change::new(corner, value, becomes, after, x);
    let change = if terms.len() >= 2 {
        change.with_terms(terms)
    } else {
        change
    };
    let heads: Vec<Text> = (others.iter())
        .filter(|(_, _, h)| *h)
        .map(|(n, _, _)| n.clone())
        .collect();
    match (heads.len(), lights) {
        (0, _) => change,
        (n, false) => change.with_note(msg!("coins-note-heads", n = n, coins = Text::and(heads))),
        (n, true) => change.with_note(msg!("lights-note-on", n = n, lights = Text::and(heads))),
    }
}

/// A typed move with the Chinese words of its long form (`fillers`: `从`, `第`, `堆`) read
/// as spaces, and Chinese punctuation as its ASCII counterpart (`，` and `、` as a comma,
/// `（` `）` as parentheses, `到` as `to`): what is left is the move's short form, which
/// every game reads in every language. English text passes unchanged.
///
/// ```
/// use grundy::study::game::spaced;
/// assert_eq!(spaced("从第2堆取走3颗石子", &["从", "第", "堆", "取走", "颗", "石子"]).split_whitespace().collect::<Vec<_>>(), ["2", "3"]);
/// assert_eq!(spaced("翻转硬币3到7", &["翻转", "硬币"]).trim(), "3 to 7");
/// assert_eq!(spaced("take 3 stones", &["从"]), "take 3 stones");
/// ```
pub fn spaced(text: &str, fillers: &[&str]) -> String {
    let mut s = text
        .replace(['，', '、'], ",")
        .replace('（', "(")
        .replace('）', ")")
        .replace('到', " to ");
    let mut words: Vec<&str> = fillers.to_vec();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    for w in words {
        s = s.replace(w, " ");
    }
    s
}
