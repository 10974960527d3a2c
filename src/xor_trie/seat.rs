//! Seats at the table, numbered as the players say them.

use std::fmt;
use std::str::FromStr;

/// A seat number, 1-based, in clockwise order: what the transcript prints and a command
/// names. Any number can be written down (`1 give 9` at a table of four); the engine
/// rejects a seat its round does not have, so a `Seat` is a seat of the game only once
/// the engine has accepted it. [`Seat::index`] is the 0-based position in per-seat lists.
///
/// ```
/// use grundy::xor_trie::Seat;
/// let s: Seat = "3".parse().unwrap();
/// assert_eq!((s.number(), s.index(), s.to_string()), (3, 2, "3".to_string()));
/// assert_eq!(s.clockwise(2, 4), Seat::new(1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat(usize);

impl Seat {
    /// The seat numbered `number` (from 1).
    pub const fn new(number: usize) -> Seat {
        Seat(number)
    }

    /// The seat at 0-based position `index`.
    pub const fn from_index(index: usize) -> Seat {
        Seat(index + 1)
    }

    /// The seat's number, from 1.
    pub const fn number(self) -> usize {
        self.0
    }

    /// The 0-based position of the seat in per-seat lists.
    ///
    /// # Panics
    /// For seat 0, which no game has.
    pub fn index(self) -> usize {
        self.0.checked_sub(1).expect("seat numbers start at 1")
    }

    /// True if the seat is one of a table of `players`.
    pub fn exists(self, players: usize) -> bool {
        (1..=players).contains(&self.0)
    }

    /// The seat `steps` places clockwise (to the left) from this one at a table of
    /// `players`.
    ///
    /// # Panics
    /// If this seat does not exist at that table.
    pub fn clockwise(self, steps: usize, players: usize) -> Seat {
        assert!(self.exists(players), "seat {self} among {players}");
        Seat::from_index((self.index() + steps) % players)
    }

    /// Every seat of a table of `players`, from seat 1.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (1..=players).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A seat in a message is its number (`msg!("card-ev-start", seat = s)`).
impl From<Seat> for crate::i18n::Arg {
    fn from(s: Seat) -> crate::i18n::Arg {
        crate::i18n::Arg::from(s.0)
    }
}

/// Reads a seat number as a whole number (`04` is seat 4); its range is not checked.
impl FromStr for Seat {
    type Err = std::num::ParseIntError;

    fn from_str(s: &str) -> Result<Seat, Self::Err> {
        s.parse().map(Seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_go_round_the_table() {
        let four: Vec<Seat> = Seat::all(4).collect();
        assert_eq!(four, [1, 2, 3, 4].map(Seat::new));
        assert_eq!(Seat::new(4).clockwise(1, 4), Seat::new(1));
        assert_eq!(Seat::new(2).clockwise(4, 4), Seat::new(2), "a full turn");
        assert_eq!(Seat::from_index(0), Seat::new(1));
        assert!(Seat::new(4).exists(4) && !Seat::new(5).exists(4) && !Seat::new(0).exists(4));
        assert_eq!("04".parse(), Ok(Seat::new(4)));
        assert!("x".parse::<Seat>().is_err());
        assert!("-1".parse::<Seat>().is_err());
    }

    #[test]
    #[should_panic(expected = "seat numbers start at 1")]
    fn seat_zero_has_no_index() {
        Seat::new(0).index();
    }
}
