//! One case of `explain` as a textbook shows it, built as a [`Lesson`]: the components and
//! their values, each with why it is worth it ([`Reason`](crate::study::game::Reason)),
//! their nim-sum in binary columns added without carry, the rule, the verdict, and under
//! every winning move the reason it wins ([`Why`](crate::study::game::Why)): the component
//! it changes, that component's value before and after, and the nim-sum after it; in a lost
//! position, why no move wins, shown on one move; then where to go next.
//!
//! **The recipe.** A position's value is the XOR `X` of its components' values
//! (Sprague–Grundy). Written in binary, XOR adds each column without carry: a column of
//! the sum is 1 iff the column holds an odd number of 1s. A move changes one component, of
//! value `v`, into something worth `v'`; the nim-sum becomes `X ⊕ v ⊕ v'`, which is 0 iff
//! `v' = v ⊕ X`. In Nim a move can only lower `v`, and `v ⊕ X < v` iff `v` holds the top
//! bit of `X`, so the winning moves are at the components with that bit. Games where a
//! move can raise a value (staircase Nim's left chessmen, subtraction games) or replace a
//! component by several (a cut, a coin turned with others) follow the same rule, which
//! each "why" line shows with its numbers. When `X = 0`, no move wins: a component's value
//! is the mex of the values it can become, so it never becomes something of its own value,
//! and `X ⊕ v ⊕ v'` is not 0.

use super::lesson::{Because, Lesson, Line, Next, NoWin, Shown, Winning};
use crate::i18n::Text;
use crate::study::game::{CAP, Explained};

/// The most components given a reason line each; the others follow the same definition.
pub const REASONS: usize = 12;

/// What a problem says about its cases, beside what the game computes.
#[derive(Debug, Clone)]
pub struct Frame {
    /// What the components are and the definition of their values.
    pub heading: Text,
    /// What one move changes ("heap", "pair's gap"), for why no move wins a lost position.
    pub part: Text,
    /// Misère Nim: the nim-sum decides only while a heap holds two or more.
    pub misere: bool,
    /// The cutting game: a cut may leave a strip.
    pub cuts: bool,
    /// Every move lowers the value of the component it changes (Nim, a free subtree), so
    /// a winning move's component holds the nim-sum's top bit; elsewhere a move can raise a
    /// value and the lesson does not say so.
    pub only_fall: bool,
}

impl Frame {
    /// A normal-play frame: its components' `heading` and what one move changes (`part`).
    pub const fn new(heading: Text, part: Text) -> Self {
        Frame {
            heading,
            part,
            misere: false,
            cuts: false,
            only_fall: false,
        }
    }
}

/// One case of `game` at `pos`: its title, `notes` on the position, the components with
/// their reasons, the sum, the rule, the verdict (`verdict`, the judge's words), the
/// winning moves or why there is none, and where to go next.
pub fn case<G: Explained>(
    label: Text,
    game: &G,
    pos: &G::Pos,
    frame: &Frame,
    notes: Vec<Text>,
    verdict: &str,
    next: Next,
) -> Lesson {
    let mut l = Lesson::default();
    l.push(Line::Title {
        label,
        position: game.show(pos),
    });
    for note in notes {
        l.push(Line::Note(note));
    }
    l.push(Line::Heading(frame.heading.clone()));
    let parts = game.components(pos);
    if parts.is_empty() {
        l.push(Line::NoComponent);
    }
    for (i, part) in parts.iter().enumerate() {
        let reason = if i < REASONS {
            game.reason(pos, i)
        } else {
            None
        };
        l.push(Line::Component {
            part: part.clone(),
            reason,
        });
    }
    if parts.len() > REASONS {
        l.push(Line::ReasonsOmitted {
            count: parts.len() - REASONS,
        });
    }
    let x = parts.iter().fold(0, |x, c| x ^ c.value);
    let outcome = game.outcome(pos);
    // The nim-sum decides (normal play, or misère play with a big heap): draw it.
    let by_sum = !parts.is_empty() && outcome.sum.is_some();
    if by_sum && parts.len() >= 2 {
        l.push(Line::Binary(parts.clone()));
    }
    l.push(Line::Rule {
        text: outcome.rule.clone(),
        sum: outcome.sum.clone(),
    });
    if by_sum && x != 0 {
        l.push(Line::ToWin {
            x,
            misere: frame.misere,
            only_fall: frame.only_fall,
        });
    }
    l.push(Line::Verdict {
        words: verdict.to_string(),
        mover_wins: outcome.mover_wins,
    });
    let shown = |w: &G::Winning| Shown {
        words: game.describe(pos, w),
        why: game.why(pos, w),
    };
    if outcome.mover_wins {
        let list = game.winning(pos, CAP);
        l.push(Line::Winning(Winning {
            count_words: game.count_words(list.count),
            count: list.count,
            order: game.order(),
            shown: list.first.iter().map(shown).collect(),
            uncounted: list.uncounted,
        }));
    } else {
        let example = game.a_move(pos);
        let because = match &example {
            None => Because::NoMove,
            Some(_) if frame.cuts => Because::Cuts,
            Some(_) if by_sum => Because::OnePart(frame.part.clone()),
            Some(_) => Because::Rule,
        };
        l.push(Line::NoWin(NoWin {
            because,
            example: example.as_ref().map(shown),
        }));
    }
    l.push(Line::Next(next));
    l
}
