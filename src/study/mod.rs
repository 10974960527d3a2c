//! The study tools (never bundled): `explain`, which shows why each answer of a judge
//! problem is what it is and how to win, and `play`, a game against the perfect strategy.
//!
//! Explain and play share one thing, and it lives here: every game of the suite described
//! twice, as *theory* (its components and Grundy values, its verdict, its winning moves in
//! the game's own words: [`game::Explained`]) and as *rules* (its legal moves and the
//! position after each: [`game::Playable`]). The theory calls the library's solvers (the
//! problem and theory modules) and never changes them; the rules are written from the games'
//! statements alone, so that the tests can hold one against the other. This is a folder of
//! its own, beside `tools` (the judge, the bundler, which serve the problems and the
//! library), because its subject is the games as a person meets them.
//!
//! | module | what it holds |
//! |---|---|
//! | [`game`] | the two traits, components, outcomes, listings of winning moves (count, first [`game::CAP`]), why a move wins ([`game::Why`]) |
//! | [`search`] | remoteness: the length of a game under perfect play, by exhaustive search within a budget |
//! | [`heaps`] | Nim, misère Nim, S-Nim, the Fibonacci game |
//! | [`staircase`] | staircase Nim (POJ 1704): chessmen moving left |
//! | [`cutting`] | the cutting game (POJ 2311) with any number of pieces |
//! | [`prefix_free`] | the prefix-free game (ARC 087 E): free subtrees, winning moves by kind |
//! | [`coin_games`] | every coin-turning rule of [`crate::coins`] on a small board, in one and two dimensions |
//! | [`mock_turtles`] | Mock Turtles (HDU 3537) on places up to 2^63: winning moves counted by a digit count |
//! | [`corners`] | Turning Corners (HDU 3404) with any coordinates: winning moves counted through nim inverses |
//! | [`flipping`] | Project Euler 459: the winning first moves on small boards |
//! | [`nim_product`] | one step of the nim product's Fermat 2-power recursion |
//! | [`limits`] | the largest positions `play` accepts, which `explain` names in the `play` command it offers |
//! | [`explain`] | the `explain` program: every problem's judge input (or one position), case by case as a lesson: the game and theorems by name, each value with its reason, each winning move with why it wins, why a lost position has none, where to go next |
//! | [`play`] | the `play` program: the catalogue of games and one game over lines of text (or clicks: [`play::session`]) |
//! | [`sg_table`] | the `sg_table` program: Grundy tables beside their claims, its game catalogue and limits, rendering as text and as pictures ([`sg_table::picture`], which the desk shows too) |
//! | [`vocab`] | one vocabulary per problem: the objects of each heap problem (M&Ms, beads, piles, stones), read by the lesson, the desk and `play` alike |
//! | [`web`] | the study desk, `study`: every problem's pages in a browser, each position drawn, taught, played with clicks, beside its table as a picture |

pub mod coin_games;
pub mod corners;
pub mod cutting;
pub mod explain;
pub mod flipping;
pub mod game;
pub mod heaps;
pub mod limits;
pub mod mock_turtles;
pub mod nim_product;
pub mod play;
pub mod prefix_free;
pub mod search;
pub mod sg_table;
pub mod staircase;
pub mod vocab;
pub mod web;
