//! Misère Nim (HDU 1907 *John*): Nim where whoever takes the last object **loses**.
//!
//! **Rule (Bouton, 1901).** If some heap has at least 2 objects, the player to move wins
//! iff the nim-sum (XOR) of the heaps is non-zero, exactly as in normal Nim. If every heap
//! has at most 1 object, the player to move wins iff the number of 1-heaps is even.
//!
//! **Why.** Call a position *P* (lost for the player to move) if (a) every heap is at most 1
//! and the number of 1-heaps is odd, or (b) some heap is at least 2 and the XOR is 0. Then:
//!
//! * From (a) every move takes a 1-heap and leaves an even number: not *P*.
//! * From (b) every move makes the XOR non-zero, so it cannot reach (b); and it cannot reach
//!   (a), because XOR 0 with a heap ≥ 2 needs *two* heaps ≥ 2 (the high bit of one must
//!   cancel) and a move changes only one of them.
//! * From any other position there is a move to *P*: with all heaps ≤ 1 and an even, non-zero
//!   number of 1-heaps, take one; with exactly one heap ≥ 2, cut it to 0 or 1 so that the
//!   number of 1-heaps is odd (a); with two or more heaps ≥ 2 and XOR ≠ 0, make the normal
//!   Nim move to XOR 0, which leaves a heap ≥ 2 untouched (b).
//!
//! With no objects at all the player to move has not taken the last one and the opponent
//! cannot have either; by the misère convention (a player who cannot move wins) that counts
//! as a win for the player to move, which is what the rule gives (zero 1-heaps is even).
//! Tests check the rule against exhaustive misère search.

use crate::input::Input;
use crate::layout::counted;
use proconio::input;

/// Whether the player to move wins misère Nim on `heaps`.
///
/// ```
/// use grundy::misere::first_player_wins;
/// assert!(first_player_wins(&[3, 5, 1]));
/// assert!(!first_player_wins(&[1]));
/// assert!(first_player_wins(&[1, 1]));
/// assert!(!first_player_wins(&[2, 2]));
/// assert!(first_player_wins(&[])); // nothing to take: the player to move has not lost
/// ```
///
/// Complexity: O(n).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    if heaps.iter().all(|&h| h <= 1) {
        // An even number of single stones (the parity test, written without
        // `is_multiple_of` so that submissions build on Rust 1.82).
        heaps.iter().filter(|&&h| h == 1).count() & 1 == 0
    } else {
        heaps.iter().fold(0, |x, &h| x ^ h) != 0
    }
}

/// HDU 1907's output for a case: `John` when the first player (John) wins, else `Brother`.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins { "John" } else { "Brother" }
}

/// The judge input of HDU 1907: `T`, then per case `N` and the `N` pile sizes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// Each case's piles (at least one of them non-empty).
    pub cases: Vec<Vec<u64>>,
}

impl JudgeInput {
    /// Reads the whole input. A case without any candy is bad input: nobody can take the
    /// last one, and the rules do not say who wins then. (Empty piles among others are
    /// harmless.)
    ///
    /// ```
    /// use grundy::{input::Input, misere::JudgeInput};
    /// let input = JudgeInput::read(&mut Input::new("2\n3\n3 5 1\n1\n1\n"));
    /// assert_eq!(input.cases, [vec![3, 5, 1], vec![1]]);
    /// ```
    pub fn read(src: &mut Input) -> JudgeInput {
        let cases = counted(src, "case", "", |src, case| {
            let piles = counted(src, "pile", format_args!("in case {case}"), |src, _| {
                input! { from &mut *src, a: u64 }
                a
            });
            src.check(piles.iter().any(|&a| a > 0), || {
                format!("case {case}: there is no candy at all, so the game is undefined")
            });
            piles
        });
        src.expect_end();
        JudgeInput { cases }
    }
}
