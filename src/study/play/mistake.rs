//! A mistake told the moment it is made: a move that throws away a won position (the
//! position before it a win for the mover, the one after it a win for the other player),
//! said before the other player replies, in the library's words: what the move leaves, by
//! the rule that decides the game's verdict ([`Explained::outcome`]: a nim-sum, misère
//! Nim's rule, the cutting game's strip), and the winning moves there were
//! ([`Explained::winning`], [`Explained::describe`]), the first few and their count as
//! `explain` lists them. A move of a lost position is no mistake: there was nothing to
//! throw away.
//!
//! In practice the notice says no more than `hint` would have said before the move: that
//! the move lets the win go, and the hint's move (the listing's first), without a value, a
//! rule or a count.
//!
//! [`Explained::outcome`]: crate::study::game::Explained::outcome
//! [`Explained::winning`]: crate::study::game::Explained::winning
//! [`Explained::describe`]: crate::study::game::Explained::describe

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::game::Playable;

/// How many winning moves a mistake's notice lists; past them it gives their count, as
/// `explain` does.
pub const MISTAKE_SHOWN: usize = 3;

/// A move that threw away a won position (the position before it was a win for the mover,
/// the one after it is a win for the other player), told the moment it is made. Every word
/// of it is the library's: the verdict of the position left and the winning moves that were
/// there, as the module says.
#[derive(Debug, Clone)]
pub(super) struct Mistake {
    /// The rule that says the position left wins for the player to move, with `and x ≠ 0`
    /// when a nim-sum decides.
    left: Text,
    /// The listing's header, as `explain` writes it: how many winning moves, in which
    /// order, how many shown.
    header: Text,
    /// The first [`MISTAKE_SHOWN`] winning moves, in the game's words.
    shown: Vec<Text>,
    /// Winning moves the listing could not count, in words.
    uncounted: Option<Text>,
    /// Whether each move shown leaves nim-sum 0 (else: a position lost for the player to
    /// move, by a rule of its own).
    zero: bool,
}

impl Mistake {
    /// The notice, for `words` (the move): with values, the rule and the winning moves;
    /// in `practice`, no more than `hint` would have shown (that the move lets the win go,
    /// and the hint's move, without values or rule).
    pub(super) fn text(&self, words: &Text, practice: bool, lang: Lang) -> String {
        let t = |text: Text| text.render(lang);
        if practice {
            let first = self.shown.first().cloned().unwrap_or_default();
            return format!(
                "{}\n",
                t(msg!("play-mistake-practice", words = words, win = first))
            );
        }
        let mut s = format!(
            "{}\n",
            t(msg!("play-mistake", words = words, left = &self.left))
        );
        let instead = msg!(
            "play-mistake-instead",
            n = self.shown.len(),
            left = if self.zero { "zero" } else { "lost" },
            header = &self.header
        );
        s.push_str(&format!("  {}\n", t(instead)));
        for w in &self.shown {
            s.push_str(&format!("    {}\n", t(w.clone())));
        }
        if let Some(note) = &self.uncounted {
            s.push_str(&format!(
                "    {}\n",
                t(msg!("lesson-winning-and", note = note))
            ));
        }
        s
    }
}

/// The notice a move `m` at `before` gets when it throws a won position away (the
/// position before it a win for the mover, the one after it a win for the other player),
/// in `lang`: what it leaves, by the library's rule, and the winning moves there were, the
/// first [`MISTAKE_SHOWN`] and their count as `explain` gives them; in `practice`, no more
/// than `hint` would have said (that the move lets the win go, and the hint's move). `None`
/// for a good move, and for any move of a lost position (nothing to throw away).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::study::heaps::{HeapMove, Heaps, STONES};
/// use grundy::study::play::mistake::mistake_notice;
/// let nim = Heaps::nim(STONES);
/// let bad = HeapMove { heap: 0, take: 2 };
/// let notice = mistake_notice(&nim, &vec![3, 5, 7], &bad, false, Lang::En).unwrap();
/// assert!(notice.starts_with("mistake: `take 2 stones from heap 1` lets your win go; after \
///     it, nim-sum 1 ⊕ 5 ⊕ 7 = 3, and 3 ≠ 0"));
/// assert!(notice.ends_with("\n    take 1 stone from heap 3\n"));
/// let good = HeapMove { heap: 0, take: 1 };
/// assert_eq!(mistake_notice(&nim, &vec![3, 5, 7], &good, false, Lang::En), None);
/// ```
pub fn mistake_notice<G: Playable>(
    game: &G,
    before: &G::Pos,
    m: &G::Move,
    practice: bool,
    lang: Lang,
) -> Option<String> {
    let after = game.after(before, m);
    let words = game.describe_move(before, m);
    mistake(game, before, &after).map(|k| k.text(&words, practice, lang))
}

/// Whether the mover's move from `before` to `after` throws a won position away, and if
/// so the notice's data: `None` for a good move, and for any move of a lost position
/// (nothing to throw away).
pub(super) fn mistake<G: Playable>(game: &G, before: &G::Pos, after: &G::Pos) -> Option<Mistake> {
    let (was, now) = (game.outcome(before), game.outcome(after));
    if !was.mover_wins || !now.mover_wins {
        return None;
    }
    let x = now.sum.as_ref().map(|v| v.iter().fold(0, |x, v| x ^ v));
    let left = match x {
        Some(x) if x != 0 => msg!("play-mistake-sum", rule = &now.rule, x = x),
        _ => now.rule,
    };
    let list = game.winning(before, MISTAKE_SHOWN);
    let shown_n = list.first.len() as u128;
    let count = game.count_words(list.count);
    let header = match (list.count, &list.uncounted) {
        (0, Some(note)) => msg!("lesson-winning-uncounted", note = note),
        (c, _) if c == shown_n => msg!("lesson-winning-all", count = count, order = game.order()),
        _ => msg!(
            "lesson-winning-first",
            count = count,
            shown = shown_n,
            order = game.order()
        ),
    };
    let zero = list.first.iter().all(|w| {
        let o = game.outcome(&game.after(before, &game.concrete(before, w)));
        !game.misere() && o.sum.is_some_and(|v| v.iter().fold(0, |x, v| x ^ v) == 0)
    });
    Some(Mistake {
        left,
        header,
        shown: list
            .first
            .iter()
            .map(|w| game.describe(before, w))
            .collect(),
        uncounted: list.uncounted.filter(|_| list.count > 0),
        zero,
    })
}
