//! The largest positions `play` accepts, named once: `play` refuses a position past them,
//! and `explain`, which ends a lesson with the `play` command that plays its position on,
//! offers that command only for a position within them. They sit below both programs.

/// The most coins of a row game (Mock Turtles has about n³/6 moves on n coins).
pub const MAX_ROW: usize = 64;

/// The largest heap (and chessman cell) a position may hold.
pub const MAX_HEAP: u64 = 1_000_000;

/// The most heaps, chessmen or pieces of paper a position may start with. With
/// [`MAX_STONES`], it keeps every game `play` accepts within its budget of 256 MiB and
/// well under a second per move: the computer's answer without a winning move looks at
/// every move, and each move of a heap game makes a copy of all the heaps.
pub const MAX_PARTS: usize = 64;

/// The most stones a heap game may start with, in all its heaps (a heap game has at most
/// one move per stone).
pub const MAX_STONES: u64 = 2_000_000;

/// The largest side of a piece of paper.
pub const MAX_SIDE: u64 = 100;

/// The largest length bound of the prefix-free game.
pub const MAX_LENGTH: u64 = 12;
