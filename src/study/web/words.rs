//! The study desk's words of its own, in both languages: the problems as the pages tell
//! them, and the pictures' labels. The messages themselves are the `desk` area's
//! (`src/i18n/*/desk.ftl`); the lessons, the games' moves and the tables speak in the
//! library's words (`explain`'s, `play`'s and `sg_table`'s). The page's script holds no
//! words: it reads the few it shows from the page.

use crate::i18n::Text;
use crate::msg;
use crate::tools::problems::Problem;

/// What each problem asks, in a few lines: `(id, the game's name, what the problem asks,
/// its idea in one line)`, in the glossary's words (`desk.ftl`).
pub static PROBLEMS: [(&str, Text, Text, Text); 10] = [
    (
        "poj1704",
        msg!("desk-game-poj1704"),
        msg!("desk-asks-poj1704"),
        msg!("desk-idea-poj1704"),
    ),
    (
        "poj2311",
        msg!("desk-game-poj2311"),
        msg!("desk-asks-poj2311"),
        msg!("desk-idea-poj2311"),
    ),
    (
        "poj2960",
        msg!("desk-game-poj2960"),
        msg!("desk-asks-poj2960"),
        msg!("desk-idea-poj2960"),
    ),
    (
        "arc087_c",
        msg!("desk-game-arc087_c"),
        msg!("desk-asks-arc087_c"),
        msg!("desk-idea-arc087_c"),
    ),
    (
        "hdu3537",
        msg!("desk-game-hdu3537"),
        msg!("desk-asks-hdu3537"),
        msg!("desk-idea-hdu3537"),
    ),
    (
        "hdu3404",
        msg!("desk-game-hdu3404"),
        msg!("desk-asks-hdu3404"),
        msg!("desk-idea-hdu3404"),
    ),
    (
        "hdu1848",
        msg!("desk-game-hdu1848"),
        msg!("desk-asks-hdu1848"),
        msg!("desk-idea-hdu1848"),
    ),
    (
        "hdu1907",
        msg!("desk-game-hdu1907"),
        msg!("desk-asks-hdu1907"),
        msg!("desk-idea-hdu1907"),
    ),
    (
        "pe459",
        msg!("desk-game-pe459"),
        msg!("desk-asks-pe459"),
        msg!("desk-idea-pe459"),
    ),
    (
        "nim_product_64",
        msg!("desk-game-nim_product_64"),
        msg!("desk-asks-nim_product_64"),
        msg!("desk-idea-nim_product_64"),
    ),
];

/// The row of [`PROBLEMS`] for problem `id`.
fn row(id: &str) -> &'static (&'static str, Text, Text, Text) {
    PROBLEMS
        .iter()
        .find(|p| p.0 == id)
        .unwrap_or_else(|| panic!("{id} is a problem of the suite"))
}

/// The game's name and what the problem asks, for problem `id`.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn problem(id: &str) -> (&'static Text, &'static Text) {
    let r = row(id);
    (&r.1, &r.2)
}

/// A problem's line on the index: `POJ 1704 Georgia and Bob`.
pub fn index_line(p: &Problem) -> String {
    format!("{} {}", p.judge, p.name)
}

/// A problem's idea in one line, for the index.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn idea(id: &str) -> &'static Text {
    &row(id).3
}

// The pictures' words.

/// A component's value.
pub fn worth(v: u64) -> Text {
    msg!("desk-pic-worth", v = v)
}
/// A staircase pair's gap.
pub fn gap(g: u64) -> Text {
    msg!("desk-pic-gap", g = g)
}
/// Cells of the strip left out of the picture.
pub fn cells_left_out(n: u64) -> Text {
    msg!("desk-pic-cells-left-out", n = n)
}
/// The wall at the left of the strip.
pub const WALL: Text = msg!("desk-pic-wall");
/// A strip of paper (a side of 1).
pub const STRIP: Text = msg!("desk-pic-strip");
/// The 1×1 piece.
pub const UNIT: Text = msg!("desk-pic-unit");
/// A piece repeated.
pub fn times(k: usize) -> String {
    format!("×{k}")
}
/// The game is over in the cutting game.
pub const CUT_OUT: Text = msg!("desk-pic-cut-out");
/// A free subtree.
pub fn height(h: u64) -> Text {
    msg!("desk-pic-height", h = h)
}
/// The empty string at the trie's root.
pub const ROOT: Text = msg!("desk-pic-root");
/// A trie too large to draw.
pub fn trie_too_large(nodes: usize) -> Text {
    msg!("desk-pic-trie-too-large", nodes = nodes)
}
/// Heads and tails.
pub const HEADS: Text = msg!("desk-pic-heads");
/// See [`HEADS`].
pub const TAILS: Text = msg!("desk-pic-tails");
/// Places left out of a row of coins.
pub fn places_left_out(n: u64) -> Text {
    msg!("desk-pic-tails-left-out", n = n)
}
/// Lights left out of a grid.
pub fn more_lines(rows: usize, cols: usize) -> Text {
    msg!("desk-pic-more-lines", rows = rows, cols = cols)
}
/// A board too large to draw.
pub fn board_too_large(n: usize, most: usize) -> Text {
    msg!("desk-pic-board-too-large", n = n, most = most)
}
/// The axes of a board.
pub const AXES: Text = msg!("desk-pic-axes");
/// The axes of Project Euler 459's board.
pub const PE_AXES: Text = msg!("desk-pic-pe-axes");
/// The axes of a product board.
pub const PRODUCT_AXES: Text = msg!("desk-pic-product-axes");
