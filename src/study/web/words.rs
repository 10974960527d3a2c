//! Every word the study desk's pages and pictures say of their own, in one place (the
//! lessons, the games' moves and the tables speak in the library's words: `explain`'s,
//! `play`'s and `sg_table`'s). A translation of the desk changes this module and nothing
//! else; the page's script holds no words (it reads the few it shows from the page).

use crate::tools::problems::Problem;

/// The desk's name, in the pages' titles.
pub const DESK: &str = "grundy: the study desk";

/// The language of the pages.
pub const LANG: &str = "en";

/// What each problem asks, in a few lines: `(id, the game's name, what the problem asks,
/// its idea in one line)`.
pub const PROBLEMS: [(&str, &str, &str, &str); 10] = [
    (
        "poj1704",
        "staircase Nim",
        "Chessmen stand on distinct cells of a row. A move takes one chessman any distance to \
         the left, never onto or past the chessman before it nor past cell 1; whoever cannot \
         move loses. Georgia moves first: who wins?",
        "pair the chessmen from the right: the gaps inside the pairs are Nim heaps",
    ),
    (
        "poj2311",
        "the cutting game",
        "A sheet of W × H squares. A move cuts one piece along a grid line into two; whoever \
         cuts out a 1 × 1 piece wins. Does the player to move win?",
        "a cut leaving a strip loses at once; the safe cuts are a sum of pieces, each the mex of its cuts",
    ),
    (
        "poj2960",
        "S-Nim",
        "Heaps of beads and a set S of move sizes. A move takes exactly s beads from one heap, s \
         in S; whoever cannot move loses. For each position: a win or a loss for the player to \
         move?",
        "each heap is worth the mex of what it can become; the position, their XOR",
    ),
    (
        "arc087_c",
        "the prefix-free game",
        "A set of binary strings of length at most L, none a prefix of another. A move adds a \
         string keeping the set prefix-free; whoever cannot add one loses. Who wins, Alice who \
         moves first or Bob?",
        "every free subtree of the trie is a game worth lowbit of its height",
    ),
    (
        "hdu3537",
        "Mock Turtles",
        "A row of coins, some showing heads. A move turns one, two or three coins, the rightmost \
         from heads to tails; whoever cannot move loses. Does the player to move win?",
        "each head is worth an odious number; a row, the XOR of its heads",
    ),
    (
        "hdu3404",
        "Turning Corners",
        "Lights on a grid. A move switches the four corners of a rectangle whose lower-right \
         corner is lit; whoever cannot move loses. Does the player to move win?",
        "a light at (x, y) is worth the nim product x ⊗ y (Tartan)",
    ),
    (
        "hdu1848",
        "the Fibonacci game",
        "Three piles of stones. A move takes a Fibonacci number of stones (1, 2, 3, 5, 8, …) \
         from one pile; whoever cannot move loses. Fibo moves first: who wins?",
        "a subtraction game with the Fibonacci numbers; three piles, one XOR",
    ),
    (
        "hdu1907",
        "misère Nim",
        "M&Ms of several colours. A move eats any number of M&Ms of one colour; whoever eats the \
         last M&M loses. John moves first: who wins?",
        "the XOR decides, except when every colour holds at most one",
    ),
    (
        "pe459",
        "the flipping game",
        "An N × N board of white disks. A move flips every disk of a w × h rectangle, w a square \
         and h a triangular number, whose upper-right disk is white. W(N) counts the first \
         moves that win: what is W(N)?",
        "a product of two run games: disk values g1(x) ⊗ g2(y), count the flips that leave 0",
    ),
    (
        "nim_product_64",
        "the nim product",
        "Nimbers below 2^64 multiply by the nim product a ⊗ b, the value of a light at (a, b) in \
         Turning Corners. Compute a ⊗ b for each pair.",
        "three half-size products at a Fermat 2-power make each product",
    ),
];

/// The game's name and what the problem asks, for problem `id`.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn problem(id: &str) -> (&'static str, &'static str) {
    PROBLEMS
        .iter()
        .find(|p| p.0 == id)
        .map(|p| (p.1, p.2))
        .unwrap_or_else(|| panic!("{id} is a problem of the suite"))
}

/// The index page's heading and its lines.
pub const INDEX_HEADING: &str = "The study desk";
/// The index page's first paragraph.
pub const INDEX_INTRO: &str = "Pick a problem: type or paste a position, see it drawn with every value and \
     reason, play it out against the perfect player, and see the game's Grundy table as a \
     picture.";
/// The heading of the index page's list.
pub const INDEX_PROBLEMS: &str = "The problems";

/// A problem's line on the index: `POJ 1704 Georgia and Bob`.
pub fn index_line(p: &Problem) -> String {
    format!("{} {}", p.judge, p.name)
}

/// A problem's idea in one line, for the index.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn idea(id: &str) -> &'static str {
    PROBLEMS
        .iter()
        .find(|p| p.0 == id)
        .map(|p| p.3)
        .unwrap_or_else(|| panic!("{id} is a problem of the suite"))
}

/// The link back to the index.
pub const BACK: &str = "all problems";
/// The problem's statement, heading.
pub const ASKS: &str = "What it asks";
/// The game and the theorem, heading.
pub const THEORY: &str = "The game and the theorem";
/// The study form's label.
pub const POSITION: &str = "A position";
/// The study form's button.
pub const STUDY: &str = "Study it";
/// What a position is written as.
pub fn position_help(shape: &str, example: &str) -> String {
    format!("as explain takes it on the command line: {shape}, e.g. {example}")
}
/// The paste form's label.
pub const PASTE: &str = "Or a whole judge input";
/// The paste form's button.
pub const READ: &str = "Read its cases";
/// What a paste is.
pub fn paste_help(format: &str, limit: usize) -> String {
    format!(
        "{format}; at most {} KiB (a judge's sample or a test of your own; the largest test files \
         are for explain on the command line)",
        limit / 1024
    )
}
/// The pasted cases, heading.
pub const CASES: &str = "Its cases";
/// The line under a paste's list when it holds more cases than are listed.
pub fn cases_more(listed: usize, total: usize) -> String {
    format!("the first {listed} of its {total} cases are listed")
}
/// A pasted case that is not a position to study.
pub const CASE_EMPTY: &str = "no position to judge";
/// The picture, heading.
pub const PICTURE: &str = "The position";
/// The lesson, heading.
pub const LESSON: &str = "Why: the values, the verdict, the winning moves";
/// The table, heading.
pub const TABLE: &str = "The table behind the values";
/// No table for this position.
pub fn no_table(why: &str) -> String {
    format!("no table for this position: {why}")
}
/// The table's command.
pub fn table_command(command: &str, note: &str) -> String {
    format!("{command} ({note})")
}
/// The table could not be drawn.
pub fn table_too_large(why: &str, command: &str) -> String {
    format!("{command} prints this table; {why}")
}
/// The play panel, heading.
pub const PLAY: &str = "Play from here";
/// How to play by clicks.
pub const PLAY_HELP: &str = "Click a move on the picture (the winning ones are outlined in green), or \
     type it as play takes it. The perfect player answers.";
/// How to pick coins.
pub const COINS_HELP: &str =
    "Click the coins to turn (the last of them must show heads), then press turn.";
/// How to pick a rectangle.
pub const PAIR_HELP: &str = "Click one corner of the rectangle, then the other.";
/// The typed move's label and button.
pub const MOVE: &str = "Your move";
/// The typed move's button.
pub const PLAY_IT: &str = "Play it";
/// The button that turns the coins picked.
pub const TURN: &str = "Turn them";
/// The button that clears the coins picked.
pub const CLEAR: &str = "Clear";
/// The hint button.
pub const HINT: &str = "Hint";
/// The undo button.
pub const UNDO: &str = "Undo";
/// The practice switch.
pub const PRACTICE: &str = "Practice (values hidden)";
/// The button that lets the computer start.
pub const COMPUTER_STARTS: &str = "Let the computer start";
/// The button that starts the position again.
pub const AGAIN: &str = "Start again";
/// When play takes no game from this position.
pub fn no_play(why: &str) -> String {
    format!("play: none from this position ({why})")
}
/// The command that plays it in a terminal.
pub fn play_command(command: &str) -> String {
    format!("in a terminal: {command}")
}
/// The moves so far, heading.
pub const MOVES: &str = "Moves";
/// Practice hides the lesson and the table.
pub const HIDDEN: &str = "Practice: the values, the verdict and the table are hidden until practice \
     is switched off.";
/// The page's message while an answer is awaited.
pub const WORKING: &str = "working…";
/// The page's message when the server cannot be reached.
pub const OFFLINE: &str = "the desk does not answer: is `study` still running?";
/// A tab whose session ended.
pub fn session_ended(idle_minutes: u64, sessions: usize) -> String {
    format!(
        "this tab's session had ended (idle for {idle_minutes} minutes, or the oldest of more \
         than {sessions}); it starts again from the problem's example"
    )
}

// The pictures' words.

/// A component's value.
pub fn worth(v: u64) -> String {
    format!("worth {v}")
}
/// Stones left undrawn at the bottom of a tall heap.
pub fn more(n: u64) -> String {
    format!("+{n}")
}
/// A staircase pair's gap.
pub fn gap(g: u64) -> String {
    format!("gap {g}")
}
/// Cells of the strip left out of the picture.
pub fn cells_left_out(n: u64) -> String {
    format!("{n} cells")
}
/// The wall at the left of the strip.
pub const WALL: &str = "wall";
/// A strip of paper (a side of 1).
pub const STRIP: &str = "strip: wins at once";
/// The 1×1 piece.
pub const UNIT: &str = "1×1: no cut";
/// A piece repeated.
pub fn times(k: usize) -> String {
    format!("×{k}")
}
/// The game is over in the cutting game.
pub const CUT_OUT: &str = "a 1×1 piece has been cut out";
/// A sheet too large for its cuts to be clicked.
pub const CUTS_TYPED: &str =
    "the grid lines are too close to click: type a cut below (e.g. 60x50 20x50)";
/// A free subtree.
pub fn height(h: u64) -> String {
    format!("height {h}")
}
/// The empty string at the trie's root.
pub const ROOT: &str = "root";
/// A trie too large to draw.
pub fn trie_too_large(nodes: usize) -> String {
    format!("the trie has {nodes} nodes: its free subtrees alone are drawn")
}
/// Heads and tails.
pub const HEADS: &str = "H";
/// See [`HEADS`].
pub const TAILS: &str = "T";
/// Places left out of a row of coins.
pub fn places_left_out(n: u64) -> String {
    format!("{n} tails")
}
/// Lights left out of a grid.
pub fn more_lines(rows: usize, cols: usize) -> String {
    format!("the first {rows} rows and {cols} columns of the lit lights are drawn")
}
/// A board too large to draw.
pub fn board_too_large(n: usize, most: usize) -> String {
    format!("a {n} × {n} board is drawn up to {most} × {most}: its values are in the lesson")
}
/// The nim product's tree, heading.
pub const TREE: &str = "The Fermat 2-power recursion: three half-size products make each product (click one to study it)";
/// The axes of a board.
pub const AXES: &str = "x (row) down, y (column) across";
/// The axes of Project Euler 459's board.
pub const PE_AXES: &str = "column x across from 1, row y up from 1";
/// The axes of a product board.
pub const PRODUCT_AXES: &str = "x across, y up";
