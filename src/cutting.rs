//! The cutting game (POJ 2311 *Cutting Game*).
//!
//! **The game.** Players take turns; a turn takes one piece of paper (a `w × h` grid
//! rectangle; at first there is one) and cuts it along one grid line into two pieces. The
//! player who cuts out a `1 × 1` piece wins at once.
//!
//! This is not normal play as it stands: the game ends on a special move, not when no
//! move is left. The classical reduction turns it into normal play:
//!
//! 1. **A `1 × k` strip with `k ≥ 2` wins on the spot** for the player to move: cut a
//!    `1 × 1` off its end. So a move that *leaves* such a strip (cutting one off a wider
//!    piece, or cutting a `1 × k` strip into two pieces that are not `1 × 1`) loses: the
//!    opponent wins immediately.
//! 2. **From pieces whose sides are all `≥ 2`, no cut makes a `1 × 1`.** Cutting `a × b`
//!    across its length `a` gives `i × b` and `(a − i) × b`, which keep the side `b ≥ 2`.
//!    So every move from such a position is either *safe* (both new pieces have both
//!    sides `≥ 2`) or *suicidal* (it leaves a strip, case 1). A piece with both sides
//!    `≥ 2` always has a suicidal cut, so the player to move is never stuck, but if every
//!    move is suicidal the player loses.
//! 3. Hence, by induction on the (finite) game, a position whose pieces all have sides
//!    `≥ 2` is won for the player to move exactly when some safe move leads to a lost
//!    position, and lost when no safe move exists: that is the *normal-play* game whose
//!    moves are the safe cuts. In that game the pieces are independent, so a position's
//!    Grundy value is the XOR of its pieces' values (Sprague–Grundy), with
//!
//!    `g(w, h) = mex { g(i, h) ⊕ g(w − i, h) : 2 ≤ i ≤ w − 2 } ∪ { g(w, j) ⊕ g(w, h − j) : 2 ≤ j ≤ h − 2 }`.
//!
//!    `2 × 2`, `2 × 3`, `3 × 2` and `3 × 3` have no safe cut, so their value is 0: every
//!    cut of them leaves a strip, and they are lost for the player to move.
//!
//! **Sides of length 1** (outside POJ's `2 ≤ W, H`, but well defined by the real rule):
//! a `1 × k` sheet with `k ≥ 2` is a win (case 1). A `1 × 1` sheet admits no cut at all,
//! so the player to move cannot move and, under the usual convention that a player who
//! cannot move loses, loses: `LOSE`. [`position_first_player_wins`] covers any collection
//! of pieces: a strip wins at once, `1 × 1` pieces are inert, the rest XOR.
//!
//! The table is filled bottom-up (no recursion), using `g(w, h) = g(h, w)` so that every
//! value read lies along a row of the table.

use crate::input::Input;
use crate::mex::Mex;

/// The largest side [`CuttingTable::new`] is meant for: the table costs O(n³) time
/// (0.8 s at this size on the README machine) and O(n²) memory.
pub const MAX_SIDE: usize = 1000;

/// Grundy values `g(w, h)` of the reduced cutting game for `2 ≤ w, h ≤ n`.
#[derive(Debug, Clone)]
pub struct CuttingTable {
    n: usize,
    values: Vec<u16>,
}

impl CuttingTable {
    /// The table for sides up to `n`.
    ///
    /// ```
    /// use grundy::cutting::CuttingTable;
    /// let t = CuttingTable::new(4);
    /// assert_eq!(t.grundy(2, 2), 0);
    /// assert_eq!(t.grundy(4, 2), 1);
    /// assert!(t.first_player_wins(4, 2));
    /// assert!(!t.first_player_wins(3, 2));
    /// ```
    ///
    /// Complexity: O(n³) time (each of the n² rectangles has O(n) safe cuts), O(n²) memory.
    pub fn new(n: usize) -> Self {
        let stride = n + 1;
        let mut values = vec![0u16; stride * stride];
        let mut mex = Mex::new();
        // Row by row, w ≥ h, mirroring each value; every read below is of a smaller
        // rectangle, and reads go along rows (g(i, h) is read as g(h, i)).
        for w in 2..=n {
            for h in 2..=w {
                mex.clear();
                let (row_w, row_h) = (w * stride, h * stride);
                // Cutting at i and at w − i give the same pair of pieces.
                for i in 2..=w / 2 {
                    mex.insert((values[row_h + i] ^ values[row_h + w - i]) as usize);
                }
                for j in 2..=h / 2 {
                    mex.insert((values[row_w + j] ^ values[row_w + h - j]) as usize);
                }
                let v = u16::try_from(mex.value()).expect("Grundy values stay small");
                values[row_w + h] = v;
                values[row_h + w] = v;
            }
        }
        CuttingTable { n, values }
    }

    /// The largest side the table covers.
    pub fn max_side(&self) -> usize {
        self.n
    }

    /// `g(w, h)` for a piece with both sides at least 2.
    ///
    /// # Panics
    /// If a side is below 2 or above [`CuttingTable::max_side`].
    pub fn grundy(&self, w: usize, h: usize) -> usize {
        assert!(
            (2..=self.n).contains(&w) && (2..=self.n).contains(&h),
            "{w} x {h} is outside the table (sides 2..={})",
            self.n
        );
        self.values[w * (self.n + 1) + h] as usize
    }

    /// Whether the player to move wins on a single `w × h` sheet (any sides `≥ 1`).
    pub fn first_player_wins(&self, w: usize, h: usize) -> bool {
        position_first_player_wins(self, &[(w, h)])
    }
}

/// Whether the player to move wins with the given pieces, under the real rule (cutting out
/// a `1 × 1` piece wins). Sides must be at least 1 and, for pieces with both sides `≥ 2`,
/// within the table.
///
/// ```
/// use grundy::cutting::{position_first_player_wins, CuttingTable};
/// let t = CuttingTable::new(6);
/// assert!(position_first_player_wins(&t, &[(2, 2), (1, 2)])); // cut the strip
/// assert!(!position_first_player_wins(&t, &[(1, 1)]));        // no move at all
/// assert!(!position_first_player_wins(&t, &[(4, 2), (2, 4)])); // 1 ⊕ 1 = 0
/// ```
///
/// # Panics
/// If a side is 0, or a piece with both sides `≥ 2` is outside the table.
pub fn position_first_player_wins(table: &CuttingTable, pieces: &[(usize, usize)]) -> bool {
    let mut x = 0;
    for &(w, h) in pieces {
        assert!(w >= 1 && h >= 1, "a piece has sides of at least 1");
        match (w.min(h), w.max(h)) {
            (1, 1) => {}
            (1, _) => return true,
            _ => x ^= table.grundy(w, h),
        }
    }
    x != 0
}

/// The line POJ 2311 prints: `WIN` if the player to move wins, else `LOSE`.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins { "WIN" } else { "LOSE" }
}

/// The judge input of POJ 2311: lines `W H` until the end of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// The sheets `(W, H)`, each side in `1..=MAX_SIDE`.
    pub sheets: Vec<(usize, usize)>,
}

impl JudgeInput {
    /// Reads the whole input: at least one sheet, each side in `1..=`[`MAX_SIDE`].
    ///
    /// ```
    /// use grundy::{cutting::JudgeInput, input::Input};
    /// let input = JudgeInput::read(&mut Input::new("2 2\n3 2\n"));
    /// assert_eq!(input.sheets, [(2, 2), (3, 2)]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let mut sheets = Vec::new();
        loop {
            let w = src.bounded("W", 1, MAX_SIDE);
            let h = src.bounded("H", 1, MAX_SIDE);
            sheets.push((w, h));
            if src.is_exhausted() {
                return JudgeInput { sheets };
            }
        }
    }

    /// The longest side of any sheet (0 without sheets): how far the table must reach.
    pub fn max_side(&self) -> usize {
        self.sheets
            .iter()
            .map(|&(w, h)| w.max(h))
            .max()
            .unwrap_or(0)
    }
}
