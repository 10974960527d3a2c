//! The coin-turning games of [`crate::coins`], in one and two dimensions, on a small board:
//! any rule of the engine, played and explained.
//!
//! **Winning moves.** By the coin-turning sum rule (proved in [`crate::coins`]) a position
//! is worth the XOR `X` of `g(p)` over its heads, `g` the engine's table of single-head
//! values. A move turns its corner `p` (a head, going to tails) and other coins `Y` before
//! it; each turned coin's value enters the XOR once more whichever way it turns, so the
//! move leaves `X ⊕ g(p) ⊕ (⊕ g(Y))`, and it wins iff `g(p) ⊕ (⊕ g(Y)) = X`. Every move of
//! every head is tried: boards are small (at most 128 coins).
//!
//! **Order and the smallest step.** Coins are indexed left to right (in two dimensions, row
//! by row), so a move's corner has the largest index of the coins it turns. Reading the
//! heads as a binary number `Σ 2^index`, every move lowers it (its highest changed bit
//! goes from 1 to 0): that number measures what is left, and the smallest step keeps it
//! largest.

use super::game::{Component, Explained, Listing, Playable, Why, spaced, turn_change};
use crate::coins::{CoinGame, Grid, Line, Rule, Rule2, grundy_values};
use crate::i18n::Text;
use crate::msg;

/// The board: a row of coins under a one-dimensional rule, or a grid under a
/// two-dimensional one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Board {
    /// `coins` places under `rule`.
    Line {
        /// The rule.
        rule: Rule,
        /// Number of coins.
        coins: usize,
    },
    /// A `rows × cols` grid under `rule`.
    Grid {
        /// The rule.
        rule: Rule2,
        /// Number of rows.
        rows: usize,
        /// Number of columns.
        cols: usize,
    },
}

/// The most coins a board may hold (positions are bit sets of 128 bits).
pub const MAX_COINS: usize = 128;

/// A coin-turning game on a board, with its table of single-head values.
#[derive(Debug, Clone)]
pub struct CoinGameBoard {
    board: Board,
    name: Text,
    rule_text: Text,
    values: Vec<u64>,
}

/// A set of coins by index (bit `i` for coin `i`): heads of a position, or the coins a
/// move turns.
pub type Coins = u128;

impl CoinGameBoard {
    /// The game `name` (whose rule reads `rule_text`) on `board`.
    ///
    /// # Panics
    /// If the board holds more than [`MAX_COINS`] coins.
    pub fn new(board: Board, name: impl Into<Text>, rule_text: impl Into<Text>) -> Self {
        let values = match &board {
            Board::Line { rule, coins } => grundy_values(&Line::new(rule, *coins)),
            Board::Grid { rule, rows, cols } => grundy_values(&Grid::new(rule, *rows, *cols)),
        };
        assert!(values.len() <= MAX_COINS, "at most {MAX_COINS} coins");
        CoinGameBoard {
            board,
            name: name.into(),
            rule_text: rule_text.into(),
            values,
        }
    }

    /// Number of coins.
    pub fn coins(&self) -> usize {
        self.values.len()
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The single-head value of coin `i`.
    pub fn value(&self, i: usize) -> u64 {
        self.values[i]
    }

    /// Calls `visit` with the coins of every move whose corner is coin `i` (the corner
    /// included), in the rule's order.
    pub fn for_each_move(&self, i: usize, visit: &mut dyn FnMut(Coins)) {
        let mut turn = |others: &[usize]| {
            visit(others.iter().fold(1 << i, |m, &j| m | 1 << j));
        };
        match &self.board {
            Board::Line { rule, coins } => Line::new(rule, *coins).for_each_move(i, &mut turn),
            Board::Grid { rule, rows, cols } => {
                Grid::new(rule, *rows, *cols).for_each_move(i, &mut turn)
            }
        }
    }

    /// The label of coin `i`: its number in the game's numbering (`7`), or its cell
    /// (`(1, 2)`).
    pub fn label(&self, i: usize) -> String {
        match &self.board {
            Board::Line { rule, .. } => (i + rule.first_label()).to_string(),
            Board::Grid { cols, .. } => {
                let (fx, fy) = self.first_labels();
                format!("({}, {})", i / cols + fx, i % cols + fy)
            }
        }
    }

    /// The labels of index 0 in each coordinate of a grid: 0, or a product's factors'.
    fn first_labels(&self) -> (usize, usize) {
        match &self.board {
            Board::Grid {
                rule: Rule2::Product(a, b),
                ..
            } => (a.first_label(), b.first_label()),
            _ => (0, 0),
        }
    }

    /// The coins of `set`, in index order.
    fn members(mut set: Coins) -> impl Iterator<Item = usize> {
        std::iter::from_fn(move || {
            let i = set.trailing_zeros() as usize;
            set &= set.wrapping_sub(1);
            (i < MAX_COINS).then_some(i)
        })
    }

    /// A set of coins in words: `coin 4`, `coins 3, 5 and 9`, `coins 3 to 7`, a rectangle
    /// `every coin from (0, 1) to (2, 3)`, or, in Turning Corners, `the corners (0, 1),
    /// (0, 3), (2, 1) and (2, 3)` (as typed back: `0,1 to 2,3` names a rectangle's corners
    /// there).
    fn coins_text(&self, set: Coins) -> Text {
        let idx: Vec<usize> = Self::members(set).collect();
        let labels: Vec<String> = idx.iter().map(|&i| self.label(i)).collect();
        let all = || Text::and(labels.iter().map(|l| Text::Raw(l.clone())).collect());
        let (first, last) = (idx[0], idx[idx.len() - 1]);
        let (a, b) = (&labels[0], &labels[idx.len() - 1]);
        match &self.board {
            Board::Line { .. } if idx.len() >= 3 && last - first + 1 == idx.len() => {
                msg!("coins-run", from = a, to = b)
            }
            Board::Grid {
                rule: Rule2::Corners,
                ..
            } if idx.len() == 4 => msg!("coins-corners", corners = all()),
            Board::Grid { cols, .. } if idx.len() >= 3 && is_rectangle(&idx, *cols) => {
                msg!("coins-rectangle", from = a, to = b)
            }
            Board::Grid { .. } => msg!("coins-cells", n = idx.len(), cells = all()),
            _ => msg!("coins-coins", n = idx.len(), coins = all()),
        }
    }

    /// A legal move of the board, for the help's example: at the last coin that has one,
    /// the first that turns two to four coins (else the first).
    fn example(&self) -> Option<Coins> {
        (0..self.coins()).rev().find_map(|i| {
            let mut first = None;
            let mut best = None;
            self.for_each_move(i, &mut |m| {
                first.get_or_insert(m);
                if best.is_none() && (2..=4).contains(&m.count_ones()) {
                    best = Some(m);
                }
            });
            best.or(first)
        })
    }

    /// The position's XOR of single-head values.
    fn xor(&self, heads: Coins) -> u64 {
        Self::members(heads).fold(0, |x, i| x ^ self.values[i])
    }
}

impl Explained for CoinGameBoard {
    type Pos = Coins;
    type Winning = Coins;

    fn show(&self, heads: &Coins) -> Text {
        let mark = |i: usize| if heads >> i & 1 == 1 { "H" } else { "T" };
        match &self.board {
            Board::Line { .. } => {
                let w = (0..self.coins())
                    .map(|i| self.label(i).len())
                    .max()
                    .unwrap_or(1);
                let top: Vec<String> = (0..self.coins())
                    .map(|i| format!("{:>w$}", self.label(i)))
                    .collect();
                let row: Vec<String> = (0..self.coins())
                    .map(|i| format!("{:>w$}", mark(i)))
                    .collect();
                Text::Lines(
                    vec![
                        msg!("coins-drawing-row", labels = top.join(" ")),
                        Text::Raw(format!("      {}", row.join(" "))),
                    ],
                    "\n",
                )
            }
            Board::Grid { rows, cols, .. } => {
                let (fx, fy) = self.first_labels();
                let w = (cols - 1 + fy).to_string().len();
                let rw = (rows - 1 + fx).to_string().len();
                let head: Vec<String> = (0..*cols).map(|y| format!("{:>w$}", y + fy)).collect();
                let mut lines = vec![format!("{:rw$}  {}", "", head.join(" "))];
                for x in 0..*rows {
                    let cells: Vec<String> = (0..*cols)
                        .map(|y| format!("{:>w$}", mark(x * cols + y)))
                        .collect();
                    lines.push(format!("{:>rw$}  {}", x + fx, cells.join(" ")));
                }
                Text::Raw(lines.join("\n"))
            }
        }
    }

    fn components(&self, heads: &Coins) -> Vec<Component> {
        Self::members(*heads)
            .map(|i| Component::new(msg!("coin-name", coin = self.label(i)), "", self.values[i]))
            .collect()
    }

    fn winning(&self, heads: &Coins, cap: usize) -> Listing<Coins> {
        let mut list = Listing::new(cap);
        let x = self.xor(*heads);
        if x == 0 {
            return list;
        }
        for i in Self::members(*heads) {
            self.for_each_move(i, &mut |turned| {
                if self.xor(turned) == x {
                    list.found(turned);
                }
            });
        }
        list
    }

    fn describe(&self, _: &Coins, turned: &Coins) -> Text {
        msg!("coins-move", coins = self.coins_text(*turned))
    }

    fn order(&self) -> Text {
        msg!("coins-order")
    }

    fn why(&self, heads: &Coins, turned: &Coins) -> Why {
        let idx: Vec<usize> = Self::members(*turned).collect();
        let (&corner, rest) = idx.split_last().expect("a move turns a coin");
        let others: Vec<(Text, u64, bool)> = (rest.iter())
            .map(|&i| {
                let name = msg!("coin-name", coin = self.label(i));
                (name, self.values[i], heads >> i & 1 == 1)
            })
            .collect();
        Why::Change(turn_change(
            msg!("coin-name", coin = self.label(corner)),
            self.values[corner],
            &others,
            self.xor(*heads),
        ))
    }

    fn a_move(&self, heads: &Coins) -> Option<Coins> {
        Self::members(*heads).find_map(|i| {
            let mut first = None;
            self.for_each_move(i, &mut |m| {
                first.get_or_insert(m);
            });
            first
        })
    }
}

/// Whether the cells `idx` (indices of a grid with `cols` columns) fill their bounding box.
fn is_rectangle(idx: &[usize], cols: usize) -> bool {
    let span = |coordinate: &dyn Fn(usize) -> usize| {
        let (lo, hi) = (idx.iter().map(|&i| coordinate(i)))
            .fold((usize::MAX, 0), |(lo, hi), v| (lo.min(v), hi.max(v)));
        hi - lo + 1
    };
    span(&|i| i / cols) * span(&|i| i % cols) == idx.len()
}

/// A token of a typed move: a number or a range mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Number(usize),
    To,
}

/// Words a typed move may hold around its numbers.
const FILLER: [&str; 9] = [
    "turn", "flip", "coin", "coins", "the", "at", "and", "every", "corners",
];

/// The Chinese words a typed move may hold (`翻转硬币3、5和9`, `翻转从(0, 1)到(2, 3)的每一枚硬币`),
/// read as spaces ([`spaced`]).
const CHINESE: [&str; 14] = [
    "翻转",
    "翻",
    "每一枚",
    "每枚",
    "硬币",
    "枚",
    "号",
    "从",
    "的",
    "位于",
    "四个角",
    "角",
    "和",
    "处",
];

/// The tokens of a typed move. Words split at spaces, commas and parentheses only: a word
/// such as `--2` or `1-3` is refused whole (as the heap games refuse it), never read as
/// the numbers inside it.
fn tokens(text: &str) -> Result<Vec<Token>, Text> {
    let mut out = Vec::new();
    let spaced = spaced(text, &CHINESE).replace("..", " to ");
    let words = spaced.split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')'));
    for w in words.filter(|w| !w.is_empty()) {
        match w {
            "to" => out.push(Token::To),
            "from" => {}
            _ if FILLER.contains(&w) => {}
            _ => match w.parse::<usize>() {
                Ok(n) if w.bytes().all(|b| b.is_ascii_digit()) => out.push(Token::Number(n)),
                Err(_) if w.bytes().all(|b| b.is_ascii_digit()) => {
                    return Err(msg!("coins-parse-too-large", word = w));
                }
                _ if w.contains('-')
                    && w.split('-').all(|p| p.bytes().all(|b| b.is_ascii_digit())) =>
                {
                    return Err(msg!("coins-parse-dash", word = crate::input::quote(w)));
                }
                _ => {
                    return Err(msg!(
                        "coins-parse-not-a-coin",
                        word = crate::input::quote(w)
                    ));
                }
            },
        }
    }
    Ok(out)
}

impl CoinGameBoard {
    /// The coins a typed move names: numbers (cells `x, y` in two dimensions), ranges
    /// `a to b` (rectangles in two dimensions).
    fn typed_coins(&self, text: &str) -> Result<Coins, Text> {
        let toks = tokens(text)?;
        let dims = match self.board {
            Board::Line { .. } => 1,
            Board::Grid { .. } => 2,
        };
        let mut set: Coins = 0;
        let mut k = 0;
        let group = |k: &mut usize| -> Result<Vec<usize>, Text> {
            let g: Option<Vec<usize>> = (0..dims)
                .map(|d| match toks.get(*k + d) {
                    Some(Token::Number(n)) => Some(*n),
                    _ => None,
                })
                .collect();
            *k += dims;
            g.ok_or_else(|| match dims {
                1 => msg!("coins-parse-a-number"),
                _ => msg!("coins-parse-a-cell"),
            })
        };
        while k < toks.len() {
            let from = group(&mut k)?;
            let to = if toks.get(k) == Some(&Token::To) {
                k += 1;
                group(&mut k)?
            } else {
                from.clone()
            };
            for i in self.span(&from, &to)? {
                if set >> i & 1 == 1 {
                    return Err(msg!("coins-parse-twice", coin = self.label(i)));
                }
                set |= 1 << i;
            }
        }
        if set == 0 {
            return Err(msg!("coins-parse-none"));
        }
        Ok(set)
    }

    /// The indices from label(s) `from` to `to` (a range, or a rectangle).
    fn span(&self, from: &[usize], to: &[usize]) -> Result<Vec<usize>, Text> {
        match &self.board {
            Board::Line { rule, coins } => {
                let first = rule.first_label();
                let index = |l: usize| {
                    l.checked_sub(first).filter(|&i| i < *coins).ok_or_else(|| {
                        msg!(
                            "coins-parse-no-coin",
                            coin = l,
                            first = first,
                            last = coins - 1 + first
                        )
                    })
                };
                let (a, b) = (index(from[0])?, index(to[0])?);
                Ok((a.min(b)..=a.max(b)).collect())
            }
            Board::Grid { rows, cols, .. } => {
                let (fx, fy) = self.first_labels();
                let cell = |c: &[usize]| match (c[0].checked_sub(fx), c[1].checked_sub(fy)) {
                    (Some(x), Some(y)) if x < *rows && y < *cols => Ok((x, y)),
                    _ => Err(msg!(
                        "coins-parse-no-cell",
                        x = c[0],
                        y = c[1],
                        fx = fx,
                        lx = rows - 1 + fx,
                        fy = fy,
                        ly = cols - 1 + fy
                    )),
                };
                let ((a, b), (x, y)) = (cell(from)?, cell(to)?);
                let (rows, columns) = ((a.min(x), a.max(x)), (b.min(y), b.max(y)));
                if matches!(
                    self.board,
                    Board::Grid {
                        rule: Rule2::Corners,
                        ..
                    }
                ) && from != to
                {
                    // Turning Corners: a rectangle is named by its corners, and so are its moves.
                    if rows.0 == rows.1 || columns.0 == columns.1 {
                        return Err(msg!(
                            "coins-parse-no-corners",
                            from = self.label(a * cols + b),
                            to = self.label(x * cols + y)
                        ));
                    }
                    return Ok(vec![
                        rows.0 * cols + columns.0,
                        rows.0 * cols + columns.1,
                        rows.1 * cols + columns.0,
                        rows.1 * cols + columns.1,
                    ]);
                }
                Ok((rows.0..=rows.1)
                    .flat_map(|r| (columns.0..=columns.1).map(move |c| r * cols + c))
                    .collect())
            }
        }
    }
}

impl Playable for CoinGameBoard {
    type Move = Coins;

    fn rules(&self) -> Text {
        let (name, rule) = (&self.name, &self.rule_text);
        match &self.board {
            Board::Line { coins, .. } => {
                msg!("coins-rules-row", name = name, coins = *coins, rule = rule)
            }
            Board::Grid { rows, cols, .. } => msg!(
                "coins-rules-board",
                name = name,
                rows = *rows,
                cols = *cols,
                rule = rule
            ),
        }
    }

    fn move_help(&self) -> Text {
        let range = match self.board {
            Board::Line { .. } => msg!("coins-help-run"),
            Board::Grid {
                rule: Rule2::Corners,
                ..
            } => msg!("coins-help-corners"),
            Board::Grid { .. } => msg!("coins-help-rectangle"),
        };
        match self.example() {
            Some(m) => {
                let short: Vec<String> = (Self::members(m))
                    .map(|i| self.label(i).replace(['(', ')', ' '], ""))
                    .collect();
                msg!(
                    "coins-move-help",
                    example = self.describe(&0, &m),
                    short = short.join(" "),
                    range = range
                )
            }
            None => msg!("coins-move-help-none", range = range),
        }
    }

    fn moves(&self, heads: &Coins) -> Vec<Coins> {
        let mut out = Vec::new();
        for i in Self::members(*heads) {
            self.for_each_move(i, &mut |turned| out.push(turned));
        }
        out
    }

    fn has_move(&self, heads: &Coins) -> bool {
        Self::members(*heads).any(|i| {
            let mut any = false;
            self.for_each_move(i, &mut |_| any = true);
            any
        })
    }

    fn after(&self, heads: &Coins, turned: &Coins) -> Coins {
        heads ^ turned
    }

    fn parse(&self, heads: &Coins, text: &str) -> Result<Coins, Text> {
        let set = self.typed_coins(text)?;
        let corner = 127 - set.leading_zeros() as usize;
        if let Board::Grid { cols, .. } = self.board {
            let y = corner % cols;
            if let Some(bad) = Self::members(set).find(|&i| i % cols > y) {
                return Err(msg!(
                    "coins-parse-right-of-corner",
                    coin = self.label(bad),
                    corner = self.label(corner)
                ));
            }
        }
        if heads >> corner & 1 == 0 {
            return Err(msg!("coins-parse-tails", coin = self.label(corner)));
        }
        let mut legal = false;
        self.for_each_move(corner, &mut |m| legal |= m == set);
        if !legal {
            return Err(msg!(
                "coins-parse-not-a-move",
                coins = self.coins_text(set),
                name = &self.name,
                rule = &self.rule_text
            ));
        }
        Ok(set)
    }

    fn describe_move(&self, heads: &Coins, m: &Coins) -> Text {
        self.describe(heads, m)
    }

    fn concrete(&self, _: &Coins, w: &Coins) -> Coins {
        *w
    }

    fn size(&self, heads: &Coins) -> u128 {
        *heads
    }

    fn size_words(&self) -> Text {
        msg!("coins-size-words")
    }

    fn end_words(&self, heads: &Coins) -> Text {
        if *heads == 0 {
            msg!("coins-end-tails")
        } else {
            msg!("coins-end-stuck")
        }
    }
}
