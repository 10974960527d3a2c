//! How long a game lasts under perfect play, by exhaustive search over the rules: the
//! *remoteness* of a position (Steinhaus). The play tool uses it to choose a move when it
//! has no winning move: the one that keeps the game longest.
//!
//! **Definition.** A position without moves has remoteness 0 (its player to move loses
//! under normal play, wins under misère play). Otherwise, if some move leads to a position
//! lost for the player then to move, the position is won and its remoteness is one more
//! than the *least* remoteness of such a position (the winner wins as fast as it can);
//! if not, it is lost and its remoteness is one more than the *greatest* remoteness of its
//! options (the loser resists as long as it can). So the remoteness is the number of moves
//! left when both sides play so, and a won position is exactly one of odd remoteness under
//! normal play.
//!
//! **Cost.** The search visits every position reachable from where it starts, so it is
//! only for small positions: it counts the moves it generates, each weighed by the size
//! of the position it leads to ([`Playable::weight`]: a move of a position of 3 000 heaps
//! makes a copy of 3 000 heaps), and gives up (`None`) past a budget, so the budget bounds
//! both its time and its memory. Positions are memoised, so the answers for all the options of one position
//! share one search. No recursion: a game as long as the budget cannot overflow the stack.

use super::game::Playable;
use rustc_hash::FxHashMap;

/// The outcome of a position and the number of moves left under perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Remoteness {
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Moves left (both sides' moves) when the winner wins as fast as it can and the loser
    /// resists as long as it can.
    pub moves: u32,
}

/// Moves the search may generate, in all, each weighed by its position's
/// [`Playable::weight`], before it gives up.
pub const BUDGET: usize = 300_000;

/// An exhaustive search over one game's positions, memoised across calls.
pub struct Search<'g, G: Playable> {
    game: &'g G,
    memo: FxHashMap<G::Pos, Remoteness>,
    work: usize,
    budget: usize,
}

/// A position being searched: its options, how many are done, and what they gave.
struct Frame<P> {
    pos: P,
    options: Vec<P>,
    next: usize,
    /// Least remoteness of an option lost for its mover, if any.
    fastest_win: Option<u32>,
    /// Greatest remoteness of any option.
    longest: u32,
}

impl<P> Frame<P> {
    fn absorb(&mut self, r: Remoteness) {
        if !r.mover_wins {
            self.fastest_win = Some(self.fastest_win.map_or(r.moves, |m| m.min(r.moves)));
        }
        self.longest = self.longest.max(r.moves);
        self.next += 1;
    }

    fn result(&self, misere: bool) -> Remoteness {
        match (self.options.is_empty(), self.fastest_win) {
            (true, _) => Remoteness {
                mover_wins: misere,
                moves: 0,
            },
            (false, Some(m)) => Remoteness {
                mover_wins: true,
                moves: m + 1,
            },
            (false, None) => Remoteness {
                mover_wins: false,
                moves: self.longest + 1,
            },
        }
    }
}

impl<'g, G: Playable> Search<'g, G> {
    /// A search of `game` that generates at most `budget` moves in all.
    pub fn new(game: &'g G, budget: usize) -> Self {
        Search {
            game,
            memo: FxHashMap::default(),
            work: 0,
            budget,
        }
    }

    /// The remoteness of `pos`, or `None` once the search has exceeded its budget.
    pub fn solve(&mut self, pos: &G::Pos) -> Option<Remoteness> {
        if let Some(&r) = self.memo.get(pos) {
            return Some(r);
        }
        let mut stack = vec![self.frame(pos.clone())?];
        loop {
            let top = stack.last_mut().expect("the root is on the stack");
            if top.next < top.options.len() {
                let option = top.options[top.next].clone();
                match self.memo.get(&option) {
                    Some(&r) => top.absorb(r),
                    None => {
                        let frame = self.frame(option)?;
                        stack.push(frame);
                    }
                }
                continue;
            }
            let done = stack.pop().expect("the stack is not empty");
            let r = done.result(self.game.misere());
            self.memo.insert(done.pos, r);
            match stack.last_mut() {
                Some(parent) => parent.absorb(r),
                None => return Some(r),
            }
        }
    }

    fn frame(&mut self, pos: G::Pos) -> Option<Frame<G::Pos>> {
        let moves = self.game.moves(&pos);
        // Each option is a copy of about the position's weight; charging for it bounds the
        // memory of the options and the memo, not only the number of moves.
        self.work += (moves.len() + 1) * self.game.weight(&pos).max(1);
        if self.work > self.budget {
            return None;
        }
        let options = moves.iter().map(|m| self.game.after(&pos, m)).collect();
        Some(Frame {
            pos,
            options,
            next: 0,
            fastest_win: None,
            longest: 0,
        })
    }
}
