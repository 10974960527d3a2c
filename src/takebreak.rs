//! Take-and-break heap games: octal games with certified periodicity, and Grundy's game.
//!
//! **Octal games.** The code `0.d1d2d3…dt` describes a heap game: removing `k` tokens from
//! one heap is allowed when digit `dk` has bit 1 (leaving nothing: the whole heap is `k`),
//! bit 2 (leaving one non-empty heap) or bit 4 (leaving two non-empty heaps, i.e. taking
//! the `k` tokens from the middle). Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's Chess
//! `0.137`, and a subtraction game `S` is the code with digit 3 at each `s ∈ S`. Grundy
//! values come from [`crate::sg::take_and_break_table`].
//!
//! **Periodicity, certified.** The Octal Periodicity Theorem (Guy and Smith, 1956; Winning
//! Ways ch. 4; Siegel, *Combinatorial Game Theory*, IV.2): for an octal game whose last
//! non-zero digit is `dt`, if `g(n + p) = g(n)` for all `n` with `n0 ≤ n < 2·n0 + p + t`,
//! then `g(n + p) = g(n)` for every `n ≥ n0`. So a finite computation can *prove* ultimate
//! periodicity. [`OctalGame::periodicity`] computes `g` to a length `L` (doubling it as
//! needed), and for `p = 1, 2, …` takes the least `n0` that the computed values allow
//! (one past the last `n` with `g(n + p) ≠ g(n)`); the first `p` whose `(n0, p)` the
//! theorem certifies within `L` values is the answer. It is the least period, and `n0` the
//! least preperiod: a certified pair is a true period, every true period is a multiple of
//! the least one `p*` with the same least preperiod, and `p*` would have been certified
//! first (its condition needs fewer values). This is the pair CGSuite reports as
//! (preperiod, period): the number of values `g(0), g(1), …` before the periodic part, then
//! the least period ([`crate::sg::Periodicity`]).
//!
//! **Grundy's game** (split a heap into two unequal non-empty heaps; the coin game Grunt) is
//! not octal, and no theorem bounds the check: it has been computed to enormous heaps
//! without a period appearing, and whether it is ultimately periodic is open.
//! [`grundys_game_values`] gives the values; no periodicity is claimed.

use crate::sg::{Periodicity, Splits, take_and_break_table};

/// Why a text is not an octal code ([`OctalGame::parse`]); the tools say it in their
/// own words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OctalError {
    /// It does not start with `0.` (or `.`).
    NoPrefix,
    /// A digit that is not one from 0 to 7.
    Digit(char),
    /// Its digits are all 0: no move is allowed.
    NoMove,
    /// More than 64 digits after the trailing zeros are dropped.
    TooLong,
}

/// An octal game `0.d1d2…dt` (digits 0..=7, `dt ≠ 0`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    /// `digits[k - 1]` is the digit for removing `k` tokens.
    digits: Vec<u8>,
}

impl OctalGame {
    /// Parses `0.d1d2…` (also `.d1d2…`). Trailing zero digits are dropped.
    ///
    /// ```
    /// use grundy::takebreak::OctalGame;
    /// assert_eq!(OctalGame::parse("0.77").unwrap().code(), "0.77");
    /// assert!(OctalGame::parse("0.8").is_err());
    /// assert!(OctalGame::parse("0.000").is_err());
    /// ```
    pub fn parse(code: &str) -> Result<OctalGame, OctalError> {
        let digits = code
            .strip_prefix("0.")
            .or_else(|| code.strip_prefix('.'))
            .ok_or(OctalError::NoPrefix)?;
        let mut d: Vec<u8> = Vec::new();
        for c in digits.chars() {
            match c.to_digit(8) {
                Some(v) => d.push(v as u8),
                None => return Err(OctalError::Digit(c)),
            }
        }
        while d.last() == Some(&0) {
            d.pop();
        }
        if d.is_empty() {
            return Err(OctalError::NoMove);
        }
        if d.len() > 64 {
            return Err(OctalError::TooLong);
        }
        Ok(OctalGame { digits: d })
    }

    /// The game's code, `0.d1d2…dt`.
    pub fn code(&self) -> String {
        let d: String = self.digits.iter().map(|d| char::from(b'0' + d)).collect();
        format!("0.{d}")
    }

    /// `t`: the most tokens a move removes (the last non-zero digit's place).
    pub fn max_take(&self) -> usize {
        self.digits.len()
    }

    /// The options of a heap of `n`, each as its list of remaining heaps.
    ///
    /// ```
    /// use grundy::sg::Splits;
    /// use grundy::takebreak::OctalGame;
    /// let mut s = Splits::default();
    /// OctalGame::parse("0.07").unwrap().options(4, &mut s); // Dawson's Kayles
    /// let options: Vec<&[usize]> = s.iter().collect();
    /// assert_eq!(options, [&[2][..], &[1, 1][..]]);
    /// ```
    pub fn options(&self, n: usize, out: &mut Splits) {
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                out.push(&[]);
            }
            if d & 2 != 0 && rest > 0 {
                out.push(&[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    out.push(&[a, rest - a]);
                }
            }
        }
    }

    /// Grundy values `g(0..len)`.
    ///
    /// ```
    /// use grundy::takebreak::OctalGame;
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// assert_eq!(kayles.values(12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// ```
    ///
    /// Complexity: O(len²) with a digit having bit 4, else O(len · t).
    pub fn values(&self, len: usize) -> Vec<usize> {
        take_and_break_table(len, |n, s| self.options(n, s))
    }

    /// The certified (preperiod, period), found among the first `limit` values, with the
    /// values computed; `None` if `limit` values do not suffice (see the module docs).
    ///
    /// ```
    /// use grundy::takebreak::OctalGame;
    /// use grundy::sg::Periodicity;
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// let (p, _) = kayles.periodicity(1000).unwrap();
    /// assert_eq!(p, Periodicity { preperiod: 71, period: 12 });
    /// ```
    ///
    /// Complexity: that of [`OctalGame::values`] for the length used, plus O(L) per period
    /// tried.
    pub fn periodicity(&self, limit: usize) -> Option<(Periodicity, Vec<usize>)> {
        let t = self.max_take();
        let mut len = 64.min(limit);
        loop {
            let g = self.values(len);
            if let Some(p) = certified_period(&g, t) {
                return Some((p, g));
            }
            if len == limit {
                return None;
            }
            len = (2 * len).min(limit);
        }
    }
}

/// The least certified (preperiod, period) of octal values `g` (last digit at `t`): the
/// first `p` such that the least `n0` the values allow satisfies `2·n0 + 2p + t ≤ g.len()`
/// (so that `g(n + p) = g(n)` was seen for every `n0 ≤ n < 2·n0 + p + t`).
fn certified_period(g: &[usize], t: usize) -> Option<Periodicity> {
    let len = g.len();
    for p in 1..len {
        if 2 * p + t > len {
            break;
        }
        // Least n0 with g(n + p) = g(n) for n0 ≤ n < len − p.
        let n0 = (0..len - p)
            .rev()
            .find(|&n| g[n + p] != g[n])
            .map_or(0, |n| n + 1);
        if 2 * n0 + 2 * p + t <= len {
            return Some(Periodicity {
                preperiod: n0,
                period: p,
            });
        }
    }
    None
}

/// Grundy's game: values `g(0..len)` for splitting a heap into two unequal non-empty heaps.
///
/// ```
/// let g = grundy::takebreak::grundys_game_values(14);
/// assert_eq!(g, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]);
/// ```
///
/// Complexity: O(len²).
pub fn grundys_game_values(len: usize) -> Vec<usize> {
    take_and_break_table(len, |n, s| {
        for a in (1..).take_while(|&a| 2 * a < n) {
            s.push(&[a, n - a]);
        }
    })
}
