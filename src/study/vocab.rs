//! One vocabulary per problem: the objects each heap problem's statement plays with, in
//! one table that the lesson (`explain`), the desk's picture and play box, and `play` all
//! read. HDU 1907 eats M&Ms of several colours, POJ 2960 takes beads from heaps, HDU 1848
//! takes stones from piles, and plain Nim takes stones from heaps; the words themselves
//! are the messages' (`src/i18n/*/study.ftl`, chosen by [`Terms::kind`]). The other
//! problems have one game each and speak of their own objects in their own modules
//! (chessmen and cells, sheets and pieces, coins, lights, disks, strings).

use crate::study::heaps::{STONES, Terms};

/// HDU 1848's piles of stones: "take 3 stones from pile 2".
pub const PILES: Terms = Terms {
    kind: "piles",
    heap: "pile",
    ..STONES
};

/// POJ 2960's heaps of beads: "take 3 beads from heap 2".
pub const BEADS: Terms = Terms {
    kind: "beads",
    item: "bead",
    items: "beads",
    ..STONES
};

/// HDU 1907's M&Ms of several colours: "eat 3 M&Ms of colour 2".
pub const MANDMS: Terms = Terms {
    kind: "mms",
    heap: "colour",
    item: "M&M",
    items: "M&Ms",
    verb: "eat",
    from: "of",
};

/// Every heap game: its name in `play`, the problem whose game it is (none for plain
/// Nim), and the words both speak.
pub const HEAP_GAMES: [(&str, Option<&str>, Terms); 4] = [
    ("nim", None, STONES),
    ("misere", Some("hdu1907"), MANDMS),
    ("snim", Some("poj2960"), BEADS),
    ("fibonacci", Some("hdu1848"), PILES),
];

/// The words of `play`'s heap game `name`: its problem's.
///
/// # Panics
/// If `name` is not a heap game of [`HEAP_GAMES`].
///
/// ```
/// use grundy::study::vocab::{MANDMS, of_game};
/// assert_eq!(of_game("misere"), MANDMS);
/// ```
pub fn of_game(name: &str) -> Terms {
    HEAP_GAMES
        .iter()
        .find(|g| g.0 == name)
        .unwrap_or_else(|| panic!("{name} is a heap game"))
        .2
}

/// The words of heap problem `id`: the same as its game's in `play`.
///
/// # Panics
/// If `id` is not a heap problem of [`HEAP_GAMES`].
///
/// ```
/// use grundy::study::vocab::{BEADS, of_game, of_problem};
/// assert_eq!(of_problem("poj2960"), BEADS);
/// assert_eq!(of_problem("hdu1848"), of_game("fibonacci"));
/// ```
pub fn of_problem(id: &str) -> Terms {
    HEAP_GAMES
        .iter()
        .find(|g| g.1 == Some(id))
        .unwrap_or_else(|| panic!("{id} is a heap problem"))
        .2
}
