//! The positions drawn: one SVG picture per kind of game, drawn on the server from the
//! library's own data, so that the page's script has nothing to compute.
//!
//! * the games `play` plays ([`Drawn`](crate::study::game::Drawn)): heaps as stacks of stones with S beside them
//!   (POJ 2960, HDU 1848, HDU 1907), the strip of cells with the chessmen and each pair's
//!   gap (POJ 1704), the pieces of paper (POJ 2311), the trie of the strings with its free
//!   subtrees (ARC 087 E), a row of coins (HDU 3537) and a board of coins coloured by value
//!   (HDU 3404, Project Euler 459);
//! * the positions `explain` takes beyond what `play` plays: [`mock_turtles()`] (places up
//!   to 2^63), [`corners()`] (any coordinates), [`flipping()`] (a board coloured by value)
//!   and [`product_tree`] (the nim product's recursion as a tree).
//!
//! **Clicks.** A picture's root says how a page turns clicks into a move (`data-pick`):
//! `move`, each target carries a whole move in the words `play` reads (`data-move`, e.g.
//! `2 3`, take 3 stones from heap 2), or a tall heap's bar stands for the takes of
//! `data-takes` (`1-H`, or `set`: the sizes of S in the root's `data-set`, comma-separated,
//! up to the heap's `data-size`), the click's depth choosing one; `coins`, each coin
//! carries its label (`data-coin`) and the coins clicked make one move; `pair`, two cells clicked are a rectangle's corners
//! (`a,b to x,y`); `position`, each target is a position to study (`data-position`). Only
//! legal moves are targets (checked by the game's own [`Playable::parse`](crate::study::game::Playable::parse), which also gives
//! each target's words, its `<title>`); the winning moves are marked (class `win`), their
//! coins listed in `data-wins`. The components' values, in the order `explain` lists them,
//! are in `data-values`. Practice draws no value and marks nothing.
//!
//! **Keyboard and screen readers.** Every live target takes the focus (`tabindex="0"`) and
//! is a `button` named by its words in the page's language (`aria-label`, "…, a winning
//! move" where it is marked; a coin by its label and the face it shows); a bar of
//! `data-takes` is a `slider` over its legal takes (`aria-valuenow`, its words for a take
//! in `data-take-one` and `data-take-many`), whose arrow keys choose the take. The page
//! plays a target on Enter or Space as on a click; [`fit`] makes a picture with targets a
//! `group` and gives it its natural size for phones.
//!
//! **Size.** Every picture is bounded whatever the position: a heap shows at most
//! [`STONES_DRAWN`] stones (a taller one is a bar with at most as many rungs besides its
//! winning takes), the strip a few cells left of each
//! chessman (long gaps shortened), the trie at most [`TRIE_NODES`] nodes (beyond, at most
//! [`TREES_DRAWN`] free subtrees, each root written once: the picture grows with the
//! strings' length, not its square), a grid at most [`GRID_LINES`] rows and columns. A
//! position of more parts than `play` plays is drawn by its first ones
//! ([`super::study::DRAWN`]), with a note ([`drawn_note`]).
//!
//! # Files
//!
//! This file holds what every picture shares: the SVG writer's helpers (the opening tag
//! with the click scheme and the values, text, click targets), a row drawn shortened
//! (`Column`) and the note under a picture summarised ([`drawn_note`]); the limits and the
//! pictures of `explain`'s positions are re-exported here. Each picture is a file of its
//! own, a game's `Drawn` there: [`heaps`] (HDU 1907, HDU 1848, POJ 2960), [`staircase`]
//! (POJ 1704), [`cutting`] (POJ 2311), [`prefix_free`] (ARC 087 E), [`coin_games`] (the
//! boards `play` plays: HDU 3537, HDU 3404, Project Euler 459), and the positions `explain`
//! takes beyond them: [`mod@mock_turtles`], [`mod@corners`], [`mod@flipping`],
//! [`nim_product`]; [`fit`] readies a picture for the page (its role and natural size).

pub mod coin_games;
pub mod corners;
pub mod cutting;
pub mod fit;
pub mod flipping;
pub mod heaps;
pub mod mock_turtles;
pub mod nim_product;
pub mod prefix_free;
pub mod staircase;

pub use corners::{GRID_LINES, corners};
pub use cutting::CUT_PITCH;
pub use flipping::{BOARD_DRAWN, flipping};
pub use heaps::STONES_DRAWN;
pub use mock_turtles::mock_turtles;
pub use nim_product::product_tree;
pub use prefix_free::{ROOT_SHOWN, TREES_DRAWN, TRIE_NODES};

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::game::{Explained, join};
use crate::study::sg_table::picture::esc;
use std::fmt::Write;

/// The opening tag of a picture: its size, kind, how clicks make a move, and the values of
/// its components (when shown).
fn open(
    width: usize,
    height: usize,
    kind: &str,
    pick: &str,
    label: impl std::fmt::Display,
    values: &[u64],
) -> String {
    let values = match values.is_empty() {
        true => String::new(),
        false => format!(" data-values=\"{}\"", join(values, " ")),
    };
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"picture {kind}\" viewBox=\"0 0 \
         {width} {height}\" data-pick=\"{pick}\"{values} role=\"img\" aria-label=\"{}\" \
         font-family=\"sans-serif\">",
        esc(&label.to_string())
    )
}

/// A text element.
fn text(s: &mut String, x: f64, y: f64, size: f64, anchor: &str, class: &str, words: &str) {
    let _ = write!(
        s,
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size:.1}\" text-anchor=\"{anchor}\" \
         class=\"{class}\">{}</text>",
        esc(words)
    );
}

/// The attributes of a move target: its class, and the move with its words; a live one
/// also takes focus and is a button named by its words (a winning one said to be so).
fn target(
    class: &str,
    live: bool,
    win: bool,
    data: &str,
    words: impl Into<Text>,
    lang: Lang,
) -> String {
    let words = words.into();
    let name = match win {
        true => msg!("desk-pic-winning", what = words.clone()),
        false => words.clone(),
    };
    target_named(class, live, win, data, words, name, lang)
}

/// [`target`], named to screen readers by `name` rather than by its words and whether
/// it wins (a coin: its label and which face is up; a winning move's last coin is marked
/// by its class, the move being the coins picked).
fn target_named(
    class: &str,
    live: bool,
    win: bool,
    data: &str,
    words: impl Into<Text>,
    name: impl Into<Text>,
    lang: Lang,
) -> String {
    let mut c = class.to_string();
    if live {
        c.push_str(" target");
    }
    if win {
        c.push_str(" win");
    }
    match live {
        true => {
            let name = name.into().render(lang);
            format!(
                "class=\"{c}\" {data} data-words=\"{}\" tabindex=\"0\" role=\"button\" \
                 aria-label=\"{}\"",
                esc(&words.into().render(lang)),
                esc(&name)
            )
        }
        false => format!("class=\"{c}\""),
    }
}

/// The components' values when shown.
fn values_of<G: Explained>(game: &G, pos: &G::Pos, shown: bool) -> Vec<u64> {
    match shown {
        true => game.components(pos).iter().map(|c| c.value).collect(),
        false => Vec::new(),
    }
}

/// A column of a row drawn shortened (the strip of POJ 1704, Mock Turtles' places): a
/// cell, or the cells left out between two drawn.
enum Column {
    Cell(u64),
    Gap(u64),
}

/// The note under a picture that draws `drawn` of a position's `total` parts.
pub fn drawn_note(drawn: usize, total: usize, lang: Lang) -> String {
    format!(
        "<p class=\"note drawn\" data-drawn=\"{drawn}\" data-total=\"{total}\">{}</p>",
        esc(&msg!("desk-pic-first-drawn", drawn = drawn, total = total).render(lang))
    )
}
