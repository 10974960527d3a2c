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

use super::game::{Component, Explained, Listing, Playable, Why, and_list, turn_change};
use crate::coins::{CoinGame, Grid, Line, Rule, Rule2, grundy_values};

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
    name: String,
    rule_text: String,
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
    pub fn new(board: Board, name: &str, rule_text: &str) -> Self {
        let values = match &board {
            Board::Line { rule, coins } => grundy_values(&Line::new(rule, *coins)),
            Board::Grid { rule, rows, cols } => grundy_values(&Grid::new(rule, *rows, *cols)),
        };
        assert!(values.len() <= MAX_COINS, "at most {MAX_COINS} coins");
        CoinGameBoard {
            board,
            name: name.to_string(),
            rule_text: rule_text.to_string(),
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
    fn coins_text(&self, set: Coins) -> String {
        let idx: Vec<usize> = Self::members(set).collect();
        let labels: Vec<String> = idx.iter().map(|&i| self.label(i)).collect();
        let (first, last) = (idx[0], idx[idx.len() - 1]);
        match &self.board {
            Board::Line { .. } if idx.len() >= 3 && last - first + 1 == idx.len() => {
                format!("coins {} to {}", labels[0], labels[idx.len() - 1])
            }
            Board::Grid {
                rule: Rule2::Corners,
                ..
            } if idx.len() == 4 => format!("the corners {}", and_list(&labels)),
            Board::Grid { cols, .. } if idx.len() >= 3 && is_rectangle(&idx, *cols) => {
                format!("every coin from {} to {}", labels[0], labels[idx.len() - 1])
            }
            Board::Grid { .. } if idx.len() == 1 => format!("the coin at {}", labels[0]),
            Board::Grid { .. } => format!("the coins at {}", and_list(&labels)),
            _ if idx.len() == 1 => format!("coin {}", labels[0]),
            _ => format!("coins {}", and_list(&labels)),
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

    fn show(&self, heads: &Coins) -> String {
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
                format!("coin  {}\n      {}", top.join(" "), row.join(" "))
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
                lines.join("\n")
            }
        }
    }

    fn components(&self, heads: &Coins) -> Vec<Component> {
        Self::members(*heads)
            .map(|i| Component::new(format!("coin {}", self.label(i)), "", self.values[i]))
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

    fn describe(&self, _: &Coins, turned: &Coins) -> String {
        format!("turn {}", self.coins_text(*turned))
    }

    fn order(&self) -> String {
        "by the coin that goes from heads to tails (row by row), then as the rule lists moves"
            .to_string()
    }

    fn why(&self, heads: &Coins, turned: &Coins) -> Why {
        let idx: Vec<usize> = Self::members(*turned).collect();
        let (&corner, rest) = idx.split_last().expect("a move turns a coin");
        let others: Vec<(String, u64, bool)> = (rest.iter())
            .map(|&i| {
                let name = format!("coin {}", self.label(i));
                (name, self.values[i], heads >> i & 1 == 1)
            })
            .collect();
        Why::Change(turn_change(
            format!("coin {}", self.label(corner)),
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

/// The tokens of a typed move. Words split at spaces, commas and parentheses only: a word
/// such as `--2` or `1-3` is refused whole (as the heap games refuse it), never read as
/// the numbers inside it.
fn tokens(text: &str) -> Result<Vec<Token>, String> {
    let mut out = Vec::new();
    let spaced = text.replace("..", " to ");
    let words = spaced.split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')'));
    for w in words.filter(|w| !w.is_empty()) {
        match w {
            "to" => out.push(Token::To),
            "from" => {}
            _ if FILLER.contains(&w) => {}
            _ => match w.parse::<usize>() {
                Ok(n) if w.bytes().all(|b| b.is_ascii_digit()) => out.push(Token::Number(n)),
                Err(_) if w.bytes().all(|b| b.is_ascii_digit()) => {
                    return Err(format!("{w} is too large for a coin number"));
                }
                _ if w.contains('-')
                    && w.split('-').all(|p| p.bytes().all(|b| b.is_ascii_digit())) =>
                {
                    return Err(format!(
                        "{} is not a coin number: a coin is a whole number, and a run of coins \
                         is written `3 to 7`",
                        crate::input::quote(w)
                    ));
                }
                _ => return Err(format!("{} is not a coin number", crate::input::quote(w))),
            },
        }
    }
    Ok(out)
}

impl CoinGameBoard {
    /// The coins a typed move names: numbers (cells `x, y` in two dimensions), ranges
    /// `a to b` (rectangles in two dimensions).
    fn typed_coins(&self, text: &str) -> Result<Coins, String> {
        let toks = tokens(text)?;
        let dims = match self.board {
            Board::Line { .. } => 1,
            Board::Grid { .. } => 2,
        };
        let mut set: Coins = 0;
        let mut k = 0;
        let group = |k: &mut usize| -> Result<Vec<usize>, String> {
            let g: Option<Vec<usize>> = (0..dims)
                .map(|d| match toks.get(*k + d) {
                    Some(Token::Number(n)) => Some(*n),
                    _ => None,
                })
                .collect();
            *k += dims;
            g.ok_or_else(|| match dims {
                1 => "a coin is a number".to_string(),
                _ => "a coin is a cell `x, y`".to_string(),
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
                    return Err(format!("coin {} is named twice", self.label(i)));
                }
                set |= 1 << i;
            }
        }
        if set == 0 {
            return Err("no coin named".to_string());
        }
        Ok(set)
    }

    /// The indices from label(s) `from` to `to` (a range, or a rectangle).
    fn span(&self, from: &[usize], to: &[usize]) -> Result<Vec<usize>, String> {
        match &self.board {
            Board::Line { rule, coins } => {
                let first = rule.first_label();
                let index = |l: usize| {
                    l.checked_sub(first).filter(|&i| i < *coins).ok_or_else(|| {
                        format!(
                            "there is no coin {l}: the coins are {first} to {}",
                            coins - 1 + first
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
                    _ => Err(format!(
                        "there is no coin ({}, {}): rows are {fx} to {}, columns {fy} to {}",
                        c[0],
                        c[1],
                        rows - 1 + fx,
                        cols - 1 + fy
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
                        return Err(format!(
                            "{} to {} has no four corners: a rectangle's corners lie in two \
                             rows and two columns",
                            self.label(a * cols + b),
                            self.label(x * cols + y)
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

    fn rules(&self) -> String {
        let coins = match &self.board {
            Board::Line { coins, .. } => format!("a row of {coins} coins"),
            Board::Grid { rows, cols, .. } => format!("a {rows} × {cols} board of coins"),
        };
        let corner = match self.board {
            Board::Line { .. } => "the rightmost coin turned",
            Board::Grid { .. } => "the coin turned with the largest row and column",
        };
        format!(
            "{} on {coins}: a move turns over coins ({}); {corner} must go from heads (H) to \
             tails (T). Whoever cannot move loses.",
            self.name, self.rule_text
        )
    }

    fn move_help(&self) -> String {
        let range = match self.board {
            Board::Line { .. } => "`3 to 7` is a run",
            Board::Grid {
                rule: Rule2::Corners,
                ..
            } => "`a,b to x,y` is the four corners of that rectangle",
            Board::Grid { .. } => "`a,b to x,y` is every coin of that rectangle",
        };
        match self.example() {
            Some(m) => {
                let short: Vec<String> = (Self::members(m))
                    .map(|i| self.label(i).replace(['(', ')', ' '], ""))
                    .collect();
                format!(
                    "`turn {}` (or just `{}`; {range})",
                    self.coins_text(m),
                    short.join(" ")
                )
            }
            None => format!("`turn coins 3, 5 and 9` (or just `3 5 9`; {range})"),
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

    fn parse(&self, heads: &Coins, text: &str) -> Result<Coins, String> {
        let set = self.typed_coins(text)?;
        let corner = 127 - set.leading_zeros() as usize;
        if let Board::Grid { cols, .. } = self.board {
            let y = corner % cols;
            if let Some(bad) = Self::members(set).find(|&i| i % cols > y) {
                return Err(format!(
                    "every coin a move turns must lie in its corner's column or to the left, \
                     the corner being the coin turned in the largest row (the furthest right \
                     there): {} lies right of the corner {}",
                    self.label(bad),
                    self.label(corner)
                ));
            }
        }
        if heads >> corner & 1 == 0 {
            return Err(format!(
                "coin {} shows tails: the last coin a move turns must go from heads to tails",
                self.label(corner)
            ));
        }
        let mut legal = false;
        self.for_each_move(corner, &mut |m| legal |= m == set);
        if !legal {
            return Err(format!(
                "turning {} is not a move of {}: {}",
                self.coins_text(set),
                self.name,
                self.rule_text
            ));
        }
        Ok(set)
    }

    fn describe_move(&self, heads: &Coins, m: &Coins) -> String {
        self.describe(heads, m)
    }

    fn concrete(&self, _: &Coins, w: &Coins) -> Coins {
        *w
    }

    fn size(&self, heads: &Coins) -> u128 {
        *heads
    }

    fn size_words(&self) -> &'static str {
        "heads read as a binary number (coin i worth 2^i)"
    }

    fn end_words(&self, heads: &Coins) -> String {
        if *heads == 0 {
            "every coin shows tails: whoever cannot move loses".to_string()
        } else {
            "no head can start a move: whoever cannot move loses".to_string()
        }
    }
}
