//! Coin-turning games: one engine, and the one- and two-dimensional games of two sets of
//! Chinese study notes as instances: the classic coin-turning notes (one coin, Nim, `k`
//! consecutive, Twins, Mock Turtles, Ruler, Grunt) and the notes on nim sums that add the
//! two-dimensional games and their products (connected block, Turning Corners, Rugs).
//! The judge problems built on them have their own modules: [`crate::mock_turtles`]
//! (HDU 3537) and [`crate::turning_corners`] (HDU 3404).
//!
//! **The games.** Coins lie on numbered places, each heads or tails. A move turns over a set
//! of coins allowed by the game's rule; the *rightmost* coin of the set (the last in the
//! game's order; in two dimensions, the one whose coordinates are both the largest) must go
//! from heads to tails, the others may go either way. Whoever cannot move loses. Every game
//! here is described the same way ([`CoinGame`]): for each place `x`, the sets of *other*
//! coins (all before `x`) that a move with rightmost coin `x` turns as well.
//!
//! **Why one table per game suffices.** Let `g(x)` be the Grundy value of the position
//! with a single head at `x`; its options are the positions with heads exactly at the other
//! coins `Y` of a move at `x`. Claim: a position with heads at the set `P` has the value
//! `v(P) = ⊕ g(x) over x ∈ P` (Winning Ways, ch. 14; Ferguson, *Game Theory*, I.5). By
//! induction over positions (every move makes the heads' set smaller in the game's order):
//! a move at `x ∈ P` turning `Y` leads to `P Δ ({x} ∪ Y)`, of value
//! `v(P) ⊕ g(x) ⊕ m`, where `m = ⊕ g(Y)` is an option value of the single head at `x`;
//! so `m ≠ g(x)` and that value is never `v(P)`. Every `w < v(P)` is reached: let `d =
//! v(P) ⊕ w`; some `x ∈ P` has the top bit of `d` in `g(x)`, so `g(x) ⊕ d < g(x)` is an
//! option value `m` of `x`, and the move gives `v(P) ⊕ g(x) ⊕ m = w`. So the mex is
//! `v(P)`. Hence `g(x) = mex{ ⊕ g(Y) : {x} ∪ Y a legal move }`; [`grundy_values`]
//! computes that table bottom-up (every option uses places before `x`), without
//! recursion. Tests also check the claim itself by exhaustive search over whole rows and
//! boards.
//!
//! **Numbering.** Places are *indices* `0, 1, 2, …` inside the engine. The notes number
//! some games from 1 and some from 0; each [`Rule`] keeps the notes' numbering as its
//! *labels* (`label = index + Rule::first_label()`), and its closed form is stated in
//! labels. Two-dimensional games are numbered from 0 in both coordinates, as in the notes
//! on nim sums.
//!
//! **The notes' claims, checked** (by [`Rule::values`] against the formula, in the tests,
//! far past the notes' tables):
//!
//! | game | labels from | claim | verdict |
//! |---|---|---|---|
//! | one coin | 1 | `g = 1` | holds |
//! | one or two coins (Nim) | 1 | `g(x) = x` | holds numbered from 1 (as the notes on nim sums do); the classic notes say "numbered from 0", which fails: from 0 the values are `x + 1` |
//! | exactly `k` consecutive | 1 | `g(x) = 1` iff `k` divides `x` | holds |
//! | `x` and one of `x−1, x−2, x−3` | 1 | `g(x) = x mod 4` (take-away 1..3) | holds; coins `x ≤ 3` may also be turned alone |
//! | Twins, distances `{1, 2, 3}` | 0 | `g(x) = x mod 4` | holds |
//! | Mock Turtles (1, 2 or 3 coins) | 0 | `g(x)` = `2x` if odious, else `2x + 1` | holds |
//! | Ruler (any run) | 1 | `g(x) = lowbit(x)` | holds |
//! | Grunt (coins `0, a, x−a, x`) | 0 | Grundy's game on a heap of `x` | holds |
//! | connected block (2-D) | 0 | `lowbit(x+y+1)` on row/column 0, `2^(x+y)` inside | holds for edge-connected blocks on every board checked (5 × 5, 4 × 7, 3 × 9, 2 × 16) |
//! | Turning Corners (2-D) | 0 | `x ⊗ y` | holds |
//! | Rugs (2-D) | 0 | `lowbit(x+1) ⊗ lowbit(y+1)` | holds |
//! | product of two 1-D games | 0 | `g1(x) ⊗ g2(y)` (Tartan) | holds |
//!
//! Why the closed forms hold, in brief. Mock Turtles: see [`crate::mock_turtles`]. Ruler: the options are the XORs of runs just left of `x`,
//! which for `lowbit` values cover exactly `0 .. lowbit(x)`. Connected block: every other
//! coin of the rectangle is worth less than `2^(x+y)`, so `2^(x+y)` is never reached; that
//! every smaller value is reached is what the brute force confirms (edge-connected blocks;
//! row and column 0 are Ruler games, numbered from 1 there: `lowbit(x + y + 1)`).
//! The products follow from the Tartan theorem ([`crate::tartan`], [`crate::nimber`]);
//! for Turning Corners see also [`crate::turning_corners`].
//! For run games ([`Rule::Runs`], Ruler, `Consecutive`) [`crate::tartan::run_values`] is
//! the fast prefix-XOR recurrence; this module's engine is the general brute force that
//! the tests hold it against.

use crate::mex::Mex;
use crate::mock_turtles;
use crate::sg::{Periodicity, subtraction_periodicity};
use crate::tartan::tartan_value;

/// `lowbit(x)`: the largest power of two dividing `x` (0 for 0), the Ruler game's value.
///
/// ```
/// assert_eq!(grundy::coins::lowbit(12), 4);
/// assert_eq!(grundy::coins::lowbit(0), 0);
/// ```
pub fn lowbit(x: u64) -> u64 {
    x & x.wrapping_neg()
}

/// A coin-turning game on the places `0..coins()`.
///
/// `for_each_move(x, visit)` calls `visit` once per legal move whose rightmost coin is `x`,
/// with the *other* coins that move turns, each before `x` and listed once. A move turning
/// `x` alone is `visit(&[])`.
pub trait CoinGame {
    /// Number of places.
    fn coins(&self) -> usize;
    /// Every move with rightmost coin `x`, as the set of the other coins it turns.
    fn for_each_move(&self, x: usize, visit: &mut dyn FnMut(&[usize]));
}

/// Grundy values `g(0..coins)` of a single head at each place, bottom-up:
/// `g(x) = mex{ ⊕ g(y) over the other coins y of a move at x }`.
///
/// ```
/// use grundy::coins::{grundy_values, Line, Rule};
/// let ruler = Line::new(&Rule::Ruler, 8);
/// assert_eq!(grundy_values(&ruler), [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
///
/// Complexity: O(total size of all moves) plus O(largest value) per place for the mex.
///
/// # Panics
/// If a move lists a coin that is not before `x`.
pub fn grundy_values<G: CoinGame + ?Sized>(game: &G) -> Vec<u64> {
    let n = game.coins();
    let mut g: Vec<u64> = Vec::with_capacity(n);
    let mut mex = Mex::new();
    for x in 0..n {
        mex.clear();
        game.for_each_move(x, &mut |others: &[usize]| {
            let v = others.iter().fold(0, |acc, &y| {
                assert!(
                    y < x,
                    "a move at {x} turns coin {y}, which is not before it"
                );
                acc ^ g[y]
            });
            mex.insert(v as usize);
        });
        g.push(mex.value() as u64);
    }
    g
}

/// The Grundy value of a whole position: the XOR of `g` over the places showing heads.
///
/// ```
/// // Mock Turtles, heads at 0, 1, 2, 3: 1 ⊕ 2 ⊕ 4 ⊕ 7 = 0, a loss for the player to move.
/// assert_eq!(grundy::coins::position_value(&[1, 2, 4, 7], [0, 1, 2, 3]), 0);
/// ```
pub fn position_value(g: &[u64], heads: impl IntoIterator<Item = usize>) -> u64 {
    heads.into_iter().fold(0, |acc, x| acc ^ g[x])
}

/// The rule of a one-dimensional coin-turning game (a move's rightmost coin is `x`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// Turn one coin. Labels from 1.
    OneCoin,
    /// Turn one or two coins (Nim: a head at `x` is a heap of `x`). Labels from 1.
    OneOrTwo,
    /// Turn exactly `k` consecutive coins `x−k+1 ..= x`. Labels from 1.
    Consecutive(usize),
    /// Turn `x` and one of `x − s` (`s` in the set, `x − s ≥ 1`), or `x` alone when `x` is in
    /// the set: the subtraction game on a heap of `x` (label = heap). Labels from 1.
    Subtraction(Vec<usize>),
    /// Twins: turn exactly two coins, `x` and `x − s` with `s` in the set. Labels from 0.
    Twins(Vec<usize>),
    /// Mock Turtles: turn one, two or three coins. Labels from 0.
    MockTurtles,
    /// Ruler: turn any run of consecutive coins ending at `x`. Labels from 1.
    Ruler,
    /// Turn a run of consecutive coins ending at `x` whose length is in the set (Ruler and
    /// `Consecutive` are special cases). Labels from 1.
    Runs(Vec<usize>),
    /// Turn exactly two coins, `x` and any earlier one (a factor of Turning Corners).
    /// Labels from 0.
    ExactlyTwo,
    /// Grunt: turn four symmetric coins `0, a, x − a, x` with `0 < a < x − a`: Grundy's game
    /// on a heap of `x` (coin 0 is a placeholder). Labels from 0.
    Grunt,
}

impl Rule {
    /// A rule with a set parameter (`Subtraction`, `Twins`, `Runs`), checked: the set must be
    /// non-empty and hold no 0. The set is sorted and deduplicated.
    ///
    /// ```
    /// use grundy::coins::Rule;
    /// assert_eq!(Rule::with_set(Rule::Twins, &[3, 1, 2, 1]), Ok(Rule::Twins(vec![1, 2, 3])));
    /// assert!(Rule::with_set(Rule::Runs, &[0, 2]).is_err());
    /// ```
    pub fn with_set(make: fn(Vec<usize>) -> Rule, set: &[usize]) -> Result<Rule, String> {
        if set.is_empty() {
            return Err("the set is empty".into());
        }
        if set.contains(&0) {
            return Err("the set contains 0".into());
        }
        let mut s = set.to_vec();
        s.sort_unstable();
        s.dedup();
        Ok(make(s))
    }

    /// The label of index 0: 1 for the games the notes number from 1, else 0.
    pub fn first_label(&self) -> usize {
        match self {
            Rule::OneCoin
            | Rule::OneOrTwo
            | Rule::Consecutive(_)
            | Rule::Subtraction(_)
            | Rule::Ruler
            | Rule::Runs(_) => 1,
            Rule::Twins(_) | Rule::MockTurtles | Rule::ExactlyTwo | Rule::Grunt => 0,
        }
    }

    /// Calls `visit` with the other coins of every move whose rightmost coin has index `i`.
    pub fn for_each_move(&self, i: usize, visit: &mut dyn FnMut(&[usize])) {
        let mut buf: Vec<usize> = Vec::new();
        let mut run = |len: usize, visit: &mut dyn FnMut(&[usize])| {
            // The run of `len` coins ending at i: i+1-len ..= i.
            if (1..=i + 1).contains(&len) {
                buf.clear();
                buf.extend(i + 1 - len..i);
                visit(&buf);
            }
        };
        match self {
            Rule::OneCoin => visit(&[]),
            Rule::OneOrTwo => {
                visit(&[]);
                for j in 0..i {
                    visit(&[j]);
                }
            }
            Rule::Consecutive(k) => run(*k, visit),
            Rule::Subtraction(set) => {
                let x = i + 1; // label = heap
                for &s in set {
                    if s == x {
                        visit(&[]);
                    } else if s < x {
                        visit(&[x - s - 1]);
                    }
                }
            }
            Rule::Twins(set) => {
                for &s in set.iter().filter(|&&s| s <= i) {
                    visit(&[i - s]);
                }
            }
            Rule::MockTurtles => {
                visit(&[]);
                for j in 0..i {
                    visit(&[j]);
                    for k in j + 1..i {
                        visit(&[j, k]);
                    }
                }
            }
            Rule::Ruler => {
                for len in 1..=i + 1 {
                    run(len, visit);
                }
            }
            Rule::Runs(lens) => {
                for &len in lens {
                    run(len, visit);
                }
            }
            Rule::ExactlyTwo => {
                for j in 0..i {
                    visit(&[j]);
                }
            }
            Rule::Grunt => {
                for a in (1..).take_while(|&a| 2 * a < i) {
                    visit(&[0, a, i - a]);
                }
            }
        }
    }

    /// Brute-force values of the first `n` places (indices `0..n`), by [`grundy_values`].
    ///
    /// ```
    /// use grundy::coins::Rule;
    /// assert_eq!(Rule::MockTurtles.values(5), [1, 2, 4, 7, 8]);
    /// assert_eq!(Rule::Grunt.values(8), [0, 0, 0, 1, 0, 2, 1, 0]);
    /// ```
    pub fn values(&self, n: usize) -> Vec<u64> {
        grundy_values(&Line::new(self, n))
    }

    /// The notes' closed form at `label`, or `None` when the notes give none (Grunt's claim
    /// is an equivalence with Grundy's game, checked separately; a general subtraction set
    /// has no closed form). For a subtraction set `{1, …, k}` it is `x mod (k + 1)`.
    ///
    /// ```
    /// use grundy::coins::Rule;
    /// assert_eq!(Rule::Ruler.closed_form(12), Some(4));
    /// assert_eq!(Rule::Subtraction(vec![1, 2, 3]).closed_form(6), Some(2));
    /// assert_eq!(Rule::Subtraction(vec![1, 3, 4]).closed_form(6), None);
    /// ```
    pub fn closed_form(&self, label: u64) -> Option<u64> {
        let take_away = |set: &[usize]| set.iter().enumerate().all(|(i, &s)| s == i + 1);
        Some(match self {
            Rule::OneCoin => 1,
            Rule::OneOrTwo | Rule::ExactlyTwo => label,
            Rule::Consecutive(k) => u64::from(label.is_multiple_of(*k as u64)),
            Rule::Subtraction(set) | Rule::Twins(set) if take_away(set) => {
                label % (set.len() as u64 + 1)
            }
            Rule::MockTurtles => mock_turtles::value(label),
            Rule::Ruler => lowbit(label),
            _ => return None,
        })
    }

    /// For the games that are a heap game in disguise, `Subtraction(S)` and `Twins(S)` (the
    /// subtraction game `S` on a heap of `x`), that heap game's (preperiod, period) as
    /// CGSuite reports it, from [`crate::sg::subtraction_periodicity`] with at most `limit`
    /// values; `None` for the other rules or if `limit` is too small. (Grunt is Grundy's
    /// game, for which no period is known; see [`crate::takebreak`].)
    ///
    /// ```
    /// use grundy::coins::Rule;
    /// use grundy::sg::Periodicity;
    /// let p = Rule::Twins(vec![1, 2, 3]).periodicity(1000).unwrap();
    /// assert_eq!(p, Periodicity { preperiod: 0, period: 4 });
    /// assert_eq!(Rule::Ruler.periodicity(1000), None);
    /// ```
    pub fn periodicity(&self, limit: usize) -> Option<Periodicity> {
        match self {
            Rule::Subtraction(set) | Rule::Twins(set) => {
                subtraction_periodicity(set, limit).map(|(p, _)| p)
            }
            _ => None,
        }
    }

    /// The closed form as text, in the notes' labels.
    pub fn closed_form_text(&self) -> Option<String> {
        self.closed_form(1)?;
        Some(match self {
            Rule::OneCoin => "1".into(),
            Rule::OneOrTwo | Rule::ExactlyTwo => "x".into(),
            Rule::Consecutive(k) => format!("1 if {k} divides x, else 0"),
            Rule::Subtraction(set) | Rule::Twins(set) => format!("x mod {}", set.len() + 1),
            Rule::MockTurtles => "2x if odious, else 2x+1".into(),
            Rule::Ruler => "lowbit(x)".into(),
            _ => unreachable!("closed_form returned a value"),
        })
    }
}

/// A row of `coins` places under a one-dimensional [`Rule`].
#[derive(Debug, Clone, Copy)]
pub struct Line<'a> {
    rule: &'a Rule,
    coins: usize,
}

impl<'a> Line<'a> {
    /// The first `coins` places of `rule`.
    pub fn new(rule: &'a Rule, coins: usize) -> Self {
        Line { rule, coins }
    }
}

impl CoinGame for Line<'_> {
    fn coins(&self) -> usize {
        self.coins
    }
    fn for_each_move(&self, x: usize, visit: &mut dyn FnMut(&[usize])) {
        self.rule.for_each_move(x, visit);
    }
}

/// The rule of a two-dimensional coin-turning game. A move's "rightmost" coin is the cell
/// `(x, y)` with both coordinates largest; every other coin it turns lies in `[0, x] × [0, y]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule2 {
    /// Turn an edge-connected set of coins containing `(x, y)` inside `[0, x] × [0, y]`.
    Block,
    /// Turning Corners: the four corners `(a, b), (a, y), (x, b), (x, y)`, `a < x`, `b < y`.
    Corners,
    /// Rugs: every coin of a rectangle `[a, x] × [b, y]`.
    Rugs,
    /// The product of two 1-D games: a move is a move `A ∪ {x}` of the first at `x` times a
    /// move `B ∪ {y}` of the second at `y`, turning every cell of `(A ∪ {x}) × (B ∪ {y})`.
    Product(Rule, Rule),
}

impl Rule2 {
    /// Turning Corners and Rugs are products of 1-D games: `ExactlyTwo × ExactlyTwo` and
    /// `Ruler × Ruler`. Their moves are generated through that product.
    fn factors(&self) -> Option<(Rule, Rule)> {
        match self {
            Rule2::Block => None,
            Rule2::Corners => Some((Rule::ExactlyTwo, Rule::ExactlyTwo)),
            Rule2::Rugs => Some((Rule::Ruler, Rule::Ruler)),
            Rule2::Product(a, b) => Some((a.clone(), b.clone())),
        }
    }

    /// Brute-force values of the `rows × cols` table, row by row (`v[x * cols + y]`).
    ///
    /// ```
    /// use grundy::coins::Rule2;
    /// assert_eq!(Rule2::Corners.values(3, 3), [0, 0, 0, 0, 1, 2, 0, 2, 3]);
    /// ```
    ///
    /// # Panics
    /// For [`Rule2::Block`] with a cell whose rectangle `(x + 1)(y + 1)` exceeds 64 coins.
    pub fn values(&self, rows: usize, cols: usize) -> Vec<u64> {
        grundy_values(&Grid::new(self, rows, cols))
    }

    /// The notes' closed form at `(x, y)` (for a product, the Tartan theorem's
    /// `g1(x) ⊗ g2(y)` with `g1, g2` given as the factors' values).
    ///
    /// ```
    /// use grundy::coins::Rule2;
    /// assert_eq!(Rule2::Corners.closed_form(4, 5, None), 2);
    /// assert_eq!(Rule2::Block.closed_form(0, 3, None), 4);
    /// assert_eq!(Rule2::Block.closed_form(2, 3, None), 32);
    /// ```
    ///
    /// # Panics
    /// For a product without the factors' values, or outside them.
    pub fn closed_form(&self, x: usize, y: usize, factors: Option<(&[u64], &[u64])>) -> u64 {
        match self {
            Rule2::Block if x == 0 || y == 0 => lowbit((x + y + 1) as u64),
            Rule2::Block => 1u64.checked_shl((x + y) as u32).unwrap_or(0),
            Rule2::Corners => tartan_value(x as u64, y as u64),
            Rule2::Rugs => tartan_value(lowbit(x as u64 + 1), lowbit(y as u64 + 1)),
            Rule2::Product(..) => {
                let (g1, g2) = factors.expect("a product's closed form needs its factors");
                tartan_value(g1[x], g2[y])
            }
        }
    }

    /// The closed form as text.
    pub fn closed_form_text(&self) -> &'static str {
        match self {
            Rule2::Block => "lowbit(x+y+1) if x = 0 or y = 0, else 2^(x+y)",
            Rule2::Corners => "x ⊗ y",
            Rule2::Rugs => "lowbit(x+1) ⊗ lowbit(y+1)",
            Rule2::Product(..) => "g1(x) ⊗ g2(y) (Tartan)",
        }
    }
}

/// A `rows × cols` board under a two-dimensional [`Rule2`]; cell `(x, y)` is place
/// `x * cols + y`, so every other coin of a move comes before its corner.
#[derive(Debug, Clone)]
pub struct Grid<'a> {
    rule: &'a Rule2,
    rows: usize,
    cols: usize,
    factors: Option<(Rule, Rule)>,
}

impl<'a> Grid<'a> {
    /// The `rows × cols` board of `rule`.
    pub fn new(rule: &'a Rule2, rows: usize, cols: usize) -> Self {
        Grid {
            rule,
            rows,
            cols,
            factors: rule.factors(),
        }
    }
}

impl CoinGame for Grid<'_> {
    fn coins(&self) -> usize {
        self.rows * self.cols
    }

    fn for_each_move(&self, c: usize, visit: &mut dyn FnMut(&[usize])) {
        let (x, y) = (c / self.cols, c % self.cols);
        let mut cells = Vec::new();
        match &self.factors {
            None => {
                debug_assert_eq!(*self.rule, Rule2::Block);
                let w = y + 1;
                for_each_block(x + 1, w, &mut |mask| {
                    cells.clear();
                    let mut m = mask & !(1u64 << (x * w + y));
                    while m != 0 {
                        let bit = m.trailing_zeros() as usize;
                        cells.push(bit / w * self.cols + bit % w);
                        m &= m - 1;
                    }
                    visit(&cells);
                });
            }
            Some((r1, r2)) => {
                let mut moves1: Vec<Vec<usize>> = Vec::new();
                r1.for_each_move(x, &mut |a| {
                    moves1.push(a.iter().copied().chain([x]).collect())
                });
                let mut moves2: Vec<Vec<usize>> = Vec::new();
                r2.for_each_move(y, &mut |b| {
                    moves2.push(b.iter().copied().chain([y]).collect())
                });
                for a in &moves1 {
                    for b in &moves2 {
                        cells.clear();
                        for &i in a {
                            for &j in b {
                                if (i, j) != (x, y) {
                                    cells.push(i * self.cols + j);
                                }
                            }
                        }
                        visit(&cells);
                    }
                }
            }
        }
    }
}

/// Calls `visit` with every edge-connected set of cells of an `h × w` rectangle that
/// contains its last cell `(h − 1, w − 1)`, as a bit mask (cell `(a, b)` is bit `a·w + b`),
/// each set exactly once.
///
/// Method: from a set `S` (connected, containing the corner) and a set `X` of excluded
/// cells, report `S`, then for each neighbour `v` of `S` outside `S ∪ X` in turn, extend to
/// `S ∪ {v}` with the neighbours tried before `v` excluded. Every connected `T ⊋ S` avoiding
/// `X` holds a neighbour of `S`; it is enumerated exactly under the first such neighbour.
/// The recursion runs on an explicit stack (depth at most `h·w`).
///
/// ```
/// let mut count = 0;
/// grundy::coins::for_each_block(2, 2, &mut |_| count += 1);
/// assert_eq!(count, 7); // 1 single cell, 2 dominoes, 3 trominoes, the whole square
/// ```
///
/// # Panics
/// If `h · w > 64` or either is 0.
pub fn for_each_block(h: usize, w: usize, visit: &mut dyn FnMut(u64)) {
    assert!(
        h >= 1 && w >= 1 && h * w <= 64,
        "block enumeration needs 1..=64 cells"
    );
    let n = h * w;
    let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let (mut first_col, mut last_col) = (0u64, 0u64);
    for a in 0..h {
        first_col |= 1 << (a * w);
        last_col |= 1 << (a * w + w - 1);
    }
    let nbr = |s: u64| {
        ((s << w) | (s >> w) | ((s & !last_col) << 1) | ((s & !first_col) >> 1)) & all & !s
    };
    let root = 1u64 << (n - 1);
    visit(root);
    // Frames: (set, excluded, candidates still to try).
    let mut stack = vec![(root, 0u64, nbr(root))];
    while let Some(top) = stack.last_mut() {
        let (s, x, cand) = *top;
        if cand == 0 {
            stack.pop();
            continue;
        }
        let v = cand & cand.wrapping_neg();
        top.1 = x | v;
        top.2 = cand & !v;
        let s2 = s | v;
        visit(s2);
        stack.push((s2, x, nbr(s2) & !x));
    }
}
