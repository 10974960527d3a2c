//! Project Euler 459 *Flipping game*: the winning first moves themselves, for small boards.
//!
//! **Why they are right** ([`crate::tartan`] proves it). White disks are heads; the board is
//! the product of two run games, square widths along the rows and triangular heights up
//! the columns, so a disk at `(x, y)` is worth `g1(x) ⊗ g2(y)` (Tartan) and the all-white
//! `N × N` board `V = P1(N) ⊗ P2(N)`, with the prefix XORs `P(k) = g(1) ⊕ … ⊕ g(k)`. A first
//! move flips the `w × h` rectangle with upper-right corner `(x, y)`, worth
//! `a ⊗ b` with `a = P1(x) ⊕ P1(x − w)`, `b = P2(y) ⊕ P2(y − h)`, and wins iff `a ⊗ b = V`.
//!
//! **Listing them.** For each column run `(x, w)` (in order) the matching row runs are
//! those with `b = V ⊗ a⁻¹` (`a ≠ 0`), or, when `V = 0`, every row run if `a = 0` and those
//! with `b = 0` otherwise; the row runs are indexed by their value, so the listing costs
//! one lookup per column run plus one step per winning move counted. That is for
//! `N ≤ LIST_MAX`; the count for any `N` is the solver's, [`crate::tartan::pe459`].

use super::game::Listing;
use crate::nimber::{nim_inv, nim_mul};
use crate::tartan::{prefix_xor, run_values, squares_upto, triangular_upto};

/// Boards up to this size have their winning moves listed.
pub const LIST_MAX: usize = 1000;

/// Boards up to this size are drawn.
pub const DRAW_MAX: usize = 8;

/// Flip the `w × h` rectangle whose upper-right corner is the disk at column `x`, row `y`
/// (columns numbered from 1 at the left, rows from 1 at the bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Flip {
    /// The corner's column.
    pub x: usize,
    /// The corner's row.
    pub y: usize,
    /// The width, a perfect square.
    pub w: usize,
    /// The height, a triangular number.
    pub h: usize,
}

/// The all-white `N × N` board with its factor games' prefix values.
#[derive(Debug, Clone)]
pub struct FlipBoard {
    n: usize,
    /// `g1(x)` for columns (`g1[0] = 0`), and the prefix XORs.
    g1: Vec<u64>,
    p1: Vec<u64>,
    /// `g2(y)` for rows, and the prefix XORs.
    g2: Vec<u64>,
    p2: Vec<u64>,
    widths: Vec<usize>,
    heights: Vec<usize>,
}

impl FlipBoard {
    /// The board of side `n` (the run games' values by their recursion: O(N^1.5)).
    pub fn new(n: usize) -> Self {
        let (widths, heights) = (squares_upto(n), triangular_upto(n));
        let (g1, g2) = (run_values(&widths, n), run_values(&heights, n));
        FlipBoard {
            n,
            p1: prefix_xor(&g1),
            p2: prefix_xor(&g2),
            g1,
            g2,
            widths,
            heights,
        }
    }

    /// The board's value `P1(N) ⊗ P2(N)`.
    pub fn value(&self) -> u64 {
        nim_mul(self.p1[self.n], self.p2[self.n])
    }

    /// `g1(1..=N)`, `g2(1..=N)`, `P1(N)` and `P2(N)`.
    pub fn factors(&self) -> (&[u64], &[u64], u64, u64) {
        let n = self.n;
        (&self.g1[1..], &self.g2[1..], self.p1[n], self.p2[n])
    }

    /// What flipping `f` is worth: `a ⊗ b`, with `a` the XOR of `g1` over its columns and
    /// `b` that of `g2` over its rows (the Tartan theorem); returns `(a, b)`.
    pub fn worth(&self, f: &Flip) -> (u64, u64) {
        (
            self.p1[f.x] ^ self.p1[f.x - f.w],
            self.p2[f.y] ^ self.p2[f.y - f.h],
        )
    }

    /// `P1(x)` and `P1(x − w)`: their XOR is `g1` over the columns `x − w + 1` to `x`.
    pub fn prefix1(&self, x: usize, w: usize) -> (u64, u64) {
        (self.p1[x], self.p1[x - w])
    }

    /// `P2(y)` and `P2(y − h)`: their XOR is `g2` over the rows `y − h + 1` to `y`.
    pub fn prefix2(&self, y: usize, h: usize) -> (u64, u64) {
        (self.p2[y], self.p2[y - h])
    }

    /// The simplest first move, flipping the disk at `(1, 1)` alone (1 is both a square
    /// and a triangular number): on a lost board, the example of a flip that cannot win.
    pub fn a_flip(&self) -> Flip {
        Flip {
            x: 1,
            y: 1,
            w: 1,
            h: 1,
        }
    }

    /// The value of the disk at `(x, y)`.
    pub fn disk(&self, x: usize, y: usize) -> u64 {
        nim_mul(self.g1[x], self.g2[y])
    }

    /// The winning first moves, ordered by the corner's column, then the width, then the
    /// corner's row, then the height.
    ///
    /// ```
    /// use grundy::study::flipping::FlipBoard;
    /// assert_eq!(FlipBoard::new(5).winning(3).count, 8); // W(5) = 8
    /// assert_eq!(FlipBoard::new(2).winning(3).count, 0);
    /// ```
    ///
    /// Complexity: O(N·(√N + number of winning moves)).
    pub fn winning(&self, cap: usize) -> Listing<Flip> {
        let mut list = Listing::new(cap);
        let v = self.value();
        let runs = |p: &[u64], lengths: &[usize]| -> Vec<(usize, usize, u64)> {
            (1..=self.n)
                .flat_map(|x| {
                    lengths
                        .iter()
                        .take_while(move |&&l| l <= x)
                        .map(move |&l| (x, l))
                })
                .map(|(x, l)| (x, l, p[x] ^ p[x - l]))
                .collect()
        };
        let rows = runs(&self.p2, &self.heights);
        let mut by_value: Vec<Vec<(usize, usize)>> = Vec::new();
        for &(y, h, b) in &rows {
            if by_value.len() <= b as usize {
                by_value.resize(b as usize + 1, Vec::new());
            }
            by_value[b as usize].push((y, h));
        }
        let all: Vec<(usize, usize)> = rows.iter().map(|&(y, h, _)| (y, h)).collect();
        let none = Vec::new();
        for (x, w, a) in runs(&self.p1, &self.widths) {
            let matching = match (v, a) {
                (0, 0) => &all,
                (0, _) => by_value.first().unwrap_or(&none),
                (_, 0) => &none,
                _ => {
                    let b = nim_mul(v, nim_inv(a).expect("a is not 0"));
                    by_value.get(b as usize).unwrap_or(&none)
                }
            };
            list.counted(matching.len() as u128);
            for &(y, h) in matching.iter().take(cap.saturating_sub(list.first.len())) {
                list.keep(Flip { x, y, w, h });
            }
        }
        list
    }

    /// The board after `f`, drawn with row `N` on top: `#` for a flipped (black) disk,
    /// `·` for a white one (not `.`: two dots in a row would read as a range).
    pub fn draw(&self, f: &Flip) -> Vec<String> {
        (1..=self.n)
            .rev()
            .map(|row| {
                (1..=self.n)
                    .map(|col| {
                        let inside = (f.x + 1 - f.w..=f.x).contains(&col)
                            && (f.y + 1 - f.h..=f.y).contains(&row);
                        if inside { '#' } else { '·' }
                    })
                    .collect()
            })
            .collect()
    }
}

/// A first move in words.
pub fn describe(f: &Flip) -> crate::i18n::Text {
    crate::msg!("flip-move", w = f.w, h = f.h, x = f.x, y = f.y)
}
