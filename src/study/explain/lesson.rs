//! What `explain` teaches, as data: a [`Lesson`] per case, a list of typed [`Line`]s whose
//! numbers are fields, built by the library's functions ([`super::teach`], [`super::cases`])
//! and turned into text in one place ([`super::render`](mod@super::render)). A page can
//! take the same lessons and show them its own way: every value, verdict, winning move and
//! reason is here as it was computed, never only inside a sentence; every word a person
//! reads is a [`Text`], written in English or Chinese only when the lesson is shown.

use crate::i18n::Text;
use crate::sg::Periodicity;
use crate::study::game::{Component, Mex, Reason, Why};
use crate::study::nim_product::Step;
use crate::study::sg_table::picture::Mark;

/// One case of an explanation (or the preamble naming the problem's game), line by line.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Lesson {
    /// Its lines, in order.
    pub lines: Vec<Line>,
}

impl Lesson {
    /// Adds a line.
    pub fn push(&mut self, line: Line) {
        self.lines.push(line);
    }

    /// [`Lesson::after_components`] for a line that may be absent.
    pub fn extend_after_components(&mut self, line: Option<Line>) {
        if let Some(line) = line {
            self.after_components(line);
        }
    }

    /// Puts `line` right after the components and their reasons (at the end when there
    /// are none).
    pub fn after_components(&mut self, line: Line) {
        let at = (self.lines.iter())
            .rposition(|l| {
                matches!(
                    l,
                    Line::Component { .. } | Line::ReasonsOmitted { .. } | Line::NoComponent
                )
            })
            .map_or(self.lines.len(), |i| i + 1);
        self.lines.insert(at, line);
    }
}

/// One line (or block of lines) of a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// The game and the theorems that decide it, by name (the preamble of a problem).
    Names(Names),
    /// `case 2: chessmen at 1 5 6`: the case's label and the position (a board drawn over
    /// several lines is indented under it).
    Title {
        /// `case 2`, `line 1`, `the set`.
        label: Text,
        /// The position in the game's words.
        position: Text,
    },
    /// A remark about the position as given.
    Note(Text),
    /// What the components are and the definition of their values (`heaps, each worth …`).
    Heading(Text),
    /// The position has no component left.
    NoComponent,
    /// One component and its value, with why it is worth it (for the first
    /// [`super::teach::REASONS`] components).
    Component {
        /// The component.
        part: Component,
        /// Why it is worth its value.
        reason: Option<Reason>,
    },
    /// The components after the first few: their values follow the same definition.
    ReasonsOmitted {
        /// How many components are shown without a reason.
        count: usize,
    },
    /// The values in binary columns, added without carry (two components or more).
    Binary(Vec<Component>),
    /// The rule that decides who wins: its words, with the values whose nim-sum it takes
    /// when the nim-sum decides (then the text holds `nim_sum_text(values)`).
    Rule {
        /// The rule in words.
        text: Text,
        /// The values summed, if the nim-sum decides.
        sum: Option<Vec<u64>>,
    },
    /// A closed form derived once, on one small component: its options and their mex,
    /// equal to the formula's value (the formula then gives every other component).
    Derivation(Derivation),
    /// The Grundy values of a subtraction game repeat: their preperiod and period, or that
    /// none showed within the values searched.
    Period(Period),
    /// How to win from a nim-sum `x ≠ 0`.
    ToWin {
        /// The nim-sum.
        x: u64,
        /// Misère Nim: as normal play, except at the switch to heaps of 0 and 1.
        misere: bool,
        /// Whether every move of this game lowers the value of the component it changes
        /// (Nim, a free subtree): only then must a winning move's component hold the top
        /// bit of `x`, and the line says so.
        only_fall: bool,
    },
    /// The verdict in the judge's words.
    Verdict {
        /// The judge's answer line (`Georgia will win`, `W(5) = 8`), in the judge's English.
        words: String,
        /// Whether the player to move wins.
        mover_wins: bool,
    },
    /// The winning moves, each with why it wins.
    Winning(Winning),
    /// Why no move wins, shown on one move.
    NoWin(NoWin),
    /// Project Euler 459's factor games and their values.
    Factors(Factors),
    /// Project Euler 459's disk values, `values[y − 1][x − 1] = g1(x) ⊗ g2(y)`.
    DiskValues(Vec<Vec<u64>>),
    /// Project Euler 459's board value, `P1(N) ⊗ P2(N)`, with the product's step.
    BoardValue {
        /// The board's side.
        n: usize,
        /// The step of `P1(N) ⊗ P2(N)`.
        step: Step,
    },
    /// Project Euler 459's winning first moves.
    Flips(Flips),
    /// One nim product (`case 3: 5 ⊗ 2 = 10`) and the step of the Fermat 2-power recursion
    /// behind it.
    Product {
        /// `case 3`.
        label: Text,
        /// The step.
        step: Step,
    },
    /// Where to go next from this position.
    Next(Next),
}

/// A closed form shown to be the mex rule's value on one component.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Derivation {
    /// The component derived: one of the position's (its smallest), or a small one beside
    /// it when the position's are too large to list their options.
    pub subject: Text,
    /// Whether [`Derivation::subject`] is a component of the position itself.
    pub own: bool,
    /// Whether the case is a value alone (a nim product), derived by its definition rather
    /// than on a component of a position.
    pub definition: bool,
    /// The formula at that component.
    pub formula: Formula,
    /// Its options, every one of them, with their values by the library's brute force
    /// (the coin-turning engine, the mex), and their mex.
    pub mex: Mex,
    /// The formula's value there, equal to [`Mex::value`].
    pub value: u64,
    /// What gives the other components: the formula, in words.
    pub rest: Text,
}

/// A closed form at one component.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Formula {
    /// `od(x)`, the `x`-th odious number (Mock Turtles).
    Od(u64),
    /// `lowbit(h)`, the largest power of 2 dividing `h` (a free subtree).
    Lowbit(u64),
    /// The nim product `x ⊗ y`.
    Product(u64, u64),
    /// A pair of staircase Nim worth its gap `g`.
    Gap(u64),
    /// The Tartan product at disk `(x, y)`: `g1(x) ⊗ g2(y)`, with `g1(x)` and `g2(y)`.
    Tartan {
        /// The disk's column.
        x: u64,
        /// The disk's row.
        y: u64,
        /// `g1(x)`.
        g1: u64,
        /// `g2(y)`.
        g2: u64,
    },
}

/// The period of a subtraction game's Grundy values, as the library finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    /// The move set `S`.
    pub set: Vec<u64>,
    /// The preperiod and period, or `None` if no period showed within [`Period::searched`]
    /// values.
    pub found: Option<Periodicity>,
    /// How many values were searched at most.
    pub searched: usize,
    /// The values `g(0), g(1), …` up to the end of the first period (or the first values,
    /// when no period showed), at most [`PERIOD_SHOWN`] of them.
    pub values: Vec<u64>,
    /// The largest heap of the position.
    pub largest: u64,
}

/// The most values of a period a lesson lists.
pub const PERIOD_SHOWN: usize = 24;

/// A problem's game and theorems, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    /// The game, by name, and what it is.
    pub game: Text,
    /// The theorems that decide it, each by name with its statement.
    pub theorems: Vec<Text>,
}

/// A move shown with why it wins (or, in a lost position, why it does not).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    /// The move in the game's words.
    pub words: Text,
    /// Why it wins, or what it changes.
    pub why: Why,
}

/// The winning moves of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Winning {
    /// How many there are, in words (`3`, `2 kinds`).
    pub count_words: Text,
    /// How many there are (besides [`Winning::uncounted`]).
    pub count: u128,
    /// Their order, in words.
    pub order: Text,
    /// The first of them (all, when there are at most [`crate::study::game::CAP`]); when
    /// none could be counted, one found all the same.
    pub shown: Vec<Shown>,
    /// Winning moves that could not be counted, in words.
    pub uncounted: Option<Text>,
}

/// Why a position without a winning move has none, and one move that shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoWin {
    /// The reason: what every move does.
    pub because: Because,
    /// One legal move with what it leaves, `None` when no move is left.
    pub example: Option<Shown>,
}

/// Why no move of a lost position wins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Because {
    /// No move is left at all.
    NoMove,
    /// A move changes exactly one component (named here: "heap", "pair's gap"), never into
    /// something of the same value (a value is the mex of its options' values, so no option
    /// has it), so the nim-sum cannot stay 0.
    OnePart(Text),
    /// The cutting game: a cut leaves a strip (the other player wins at once) or is a safe
    /// cut, which changes one piece as in [`Because::OnePart`].
    Cuts,
    /// The rule shown above decides (misère Nim when no heap holds two or more).
    Rule,
}

/// Project Euler 459's factor games: the run lengths and, on boards up to 16, their values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Factors {
    /// The board's side.
    pub n: usize,
    /// The widths, perfect squares up to `N`.
    pub widths: Vec<usize>,
    /// The heights, triangular numbers up to `N`.
    pub heights: Vec<usize>,
    /// `g1(1..=N)` and `g2(1..=N)`, for boards up to 16.
    pub values: Option<(Vec<u64>, Vec<u64>)>,
    /// Why `g1(N)` and `g2(N)` are worth their values (the mex over the runs ending there).
    pub reasons: Option<(Reason, Reason)>,
    /// `P1(N)` and `P2(N)`, the XORs of `g1` and `g2` over `1..=N`.
    pub prefix: (u64, u64),
}

/// One winning first move of Project Euler 459 with why it wins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flip {
    /// The move in words.
    pub words: Text,
    /// Its corner's column and row, its width and height.
    pub x: usize,
    /// See [`Flip::x`].
    pub y: usize,
    /// See [`Flip::x`].
    pub w: usize,
    /// See [`Flip::x`].
    pub h: usize,
    /// `P1(x)` and `P1(x − w)`: their XOR `a` is `g1` over its columns.
    pub columns: (u64, u64),
    /// `P2(y)` and `P2(y − h)`: their XOR `b` is `g2` over its rows.
    pub rows: (u64, u64),
    /// `a ⊗ b`, what its disks are worth together.
    pub worth: u64,
    /// The board's value before the move.
    pub board: u64,
    /// The board after it, drawn (row `N` on top), for boards up to 8.
    pub drawing: Vec<String>,
}

/// Project Euler 459's winning first moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flips {
    /// Counted by the solver alone (a board beyond the listing's size).
    Counted {
        /// `W(N)`.
        count: u128,
        /// The largest board whose moves are listed.
        listed_up_to: usize,
    },
    /// Listed: their count, order, and the first few.
    Listed {
        /// `W(N)`.
        count: u128,
        /// Their order, in words.
        order: Text,
        /// The first of them.
        shown: Vec<Flip>,
    },
    /// None: every flip changes the board's value; one flip shown.
    None {
        /// One legal flip, with what it leaves (`worth` is the value after it).
        example: Option<Flip>,
    },
}

/// Where to go next from a position: the game that starts from it and the table that holds
/// its values, each a command or why there is none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Next {
    /// `play …` starting from this position (with what it shows, or an empty text), or
    /// why none does.
    pub play: Result<(String, Text), Text>,
    /// `sg_table …` whose table holds this position's values, with where to find them, or
    /// why none does.
    pub table: Result<(String, Text), Text>,
    /// The entries of that table that are this position's components (a picture outlines
    /// them); none where every entry is one (Project Euler 459's all-white board).
    pub marks: Vec<Mark>,
}
