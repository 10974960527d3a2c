//! Everything that happens in a round, as [`Event`]s: the engine reports each change as
//! one event, and an event's `Display` is its line in the referee's transcript.
//!
//! The forms of the lines are documented on the variants (and in `docs/xor-trie-rules.md`
//! §7); a unit test checks each variant's `Display` against its documented form.
//!
//! This file holds the kinds of events; their lines are written in [`line`] (each kind's
//! `Display`), and said in words, in both languages, by [`crate::xor_trie::words`].

use crate::xor_trie::board::{Node, Target};
use crate::xor_trie::cards::Skill;
use crate::xor_trie::seat::Seat;

/// Why a round ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndCause {
    /// The public sequence reached layer 10.
    PublicTop,
    /// This seat's sequence reached layer 10.
    PlayerTop(Seat),
    /// Fewer than two players are active.
    LastStanding,
    /// A turn ended with the basic deck empty.
    DeckEmpty,
}

impl EndCause {
    /// The short names for statistics, in the order of [`EndCause::index`].
    pub const NAMES: [&'static str; 4] =
        ["public-top", "player-top", "last-standing", "deck-empty"];

    /// The position of this cause in [`EndCause::NAMES`].
    pub fn index(self) -> usize {
        match self {
            EndCause::PublicTop => 0,
            EndCause::PlayerTop(_) => 1,
            EndCause::LastStanding => 2,
            EndCause::DeckEmpty => 3,
        }
    }

    /// A short name for statistics: `public-top`, `player-top`, `last-standing`, `deck-empty`.
    pub fn name(self) -> &'static str {
        EndCause::NAMES[self.index()]
    }
}

/// How a pending duel was settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DuelOutcome {
    /// One side eliminated or no longer level: nothing happens.
    Dissolved,
    /// Equal second-highest 1s (player duel): nothing happens.
    Draw,
    /// Public duel where the public sequence is not higher: nothing happens.
    Held,
    /// `winner` (a seat, or `None` for the public sequence) beat `loser`; `collector`
    /// (if any) gained `points` and one token, now holding `tokens`.
    Won {
        /// The winning seat, `None` if the public sequence won.
        winner: Option<Seat>,
        /// The eliminated seat.
        loser: Seat,
        /// The seat collecting the prize, if any (the winner, or the public duel's author).
        collector: Option<Seat>,
        /// Points collected: ⌊loser's score / 3⌋.
        points: i64,
        /// The collector's tokens afterwards.
        tokens: u32,
    },
}

/// A pending duel: `a` made their own sequence (or the public one, if `public`) level with
/// `b`'s; it is settled at the end of `b`'s next turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Duel {
    /// The player whose change made the level.
    pub a: Seat,
    /// The player who was levelled with.
    pub b: Seat,
    /// True if `a` changed the public sequence.
    pub public: bool,
}

/// How a player was eliminated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Elimination {
    /// Two marked nodes on a sequence they changed.
    Death,
    /// Lost a duel.
    Duel,
}

/// One thing that happened; its `Display` is the transcript line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// `round R seed S players N`, or `round R physical players N` for physical cards
    Round {
        /// Round number, from 1.
        round: u32,
        /// The seed, `None` for physical cards.
        seed: Option<u64>,
        /// Number of players.
        players: usize,
    },
    /// `deal seat s card v seq <bits>`
    Deal {
        /// Seat.
        seat: Seat,
        /// Initial card, also the initial sequence.
        card: u16,
    },
    /// `marker card c layer L node <prefix>`: one marker laid.
    Marker {
        /// The card set aside.
        card: u16,
        /// The node marked.
        node: Node,
    },
    /// `start seat s`
    Start {
        /// Starting seat.
        seat: Seat,
    },
    /// `draw seat s cards [a b]`: the cards drawn, in order (fewer when the deck runs short).
    Draw {
        /// Seat.
        seat: Seat,
        /// Cards, in the order drawn.
        cards: Vec<u16>,
    },
    /// `draw seat s unseen k`: with physical cards, `k` cards drawn without being named
    /// (fewer than two when the deck runs short).
    DrawUnseen {
        /// Seat.
        seat: Seat,
        /// Cards drawn.
        count: usize,
    },
    /// `turn T seat s`
    Turn {
        /// Turn number in the round, from 1.
        number: u32,
        /// Seat whose turn begins.
        seat: Seat,
    },
    /// `play seat s card v self|public <before> -> <after>`
    Play {
        /// Seat.
        seat: Seat,
        /// Card.
        card: u16,
        /// Sequence changed.
        target: Target,
        /// Before.
        before: u16,
        /// After.
        after: u16,
    },
    /// `test seat s card v judgment j ones k limit m pass|fail`
    Test {
        /// Seat.
        seat: Seat,
        /// Card played.
        card: u16,
        /// Judgment card.
        judgment: u16,
        /// popcount(card ⊕ judgment ⊕ own).
        ones: u32,
        /// ⌊2·bitlength(own)/3⌋.
        limit: u32,
    },
    /// `acquire seat s skill K by test points -50` / `acquire seat s skill K by token tokens t`
    Acquire {
        /// Seat.
        seat: Seat,
        /// Card taken.
        skill: Skill,
        /// True if by a test (−50 points), false if by a token.
        by_test: bool,
        /// Tokens left (for a token).
        tokens: u32,
    },
    /// `refill skills k`: the skill discard pile shuffled into the empty skill deck.
    Refill {
        /// Cards in the new deck.
        count: usize,
    },
    /// `discard seat s skill K`
    Discard {
        /// Seat.
        seat: Seat,
        /// Kind discarded.
        skill: Skill,
    },
    /// `cast seat s skill K self|public [layer L]`: played, waiting for counters.
    Cast {
        /// Seat.
        seat: Seat,
        /// Kind.
        skill: Skill,
        /// Target.
        target: Target,
        /// Layer for I and C.
        layer: Option<u32>,
    },
    /// `counter seat t voids seat s skill K`
    Counter {
        /// Countering seat.
        seat: Seat,
        /// Caster.
        caster: Seat,
        /// Voided kind.
        skill: Skill,
    },
    /// `skill seat s K self|public [layer L] <before> -> <after>`: the skill acted.
    Skill {
        /// Seat.
        seat: Seat,
        /// Kind.
        skill: Skill,
        /// Target.
        target: Target,
        /// Layer for I and C.
        layer: Option<u32>,
        /// Before.
        before: u16,
        /// After.
        after: u16,
    },
    /// `prize seat s layer i rank k points p`
    Prize {
        /// Seat.
        seat: Seat,
        /// Layer won.
        layer: u32,
        /// k-th winner of the layer.
        rank: u32,
        /// Points gained (0 from the fifth winner on).
        points: i64,
    },
    /// `cap seat s score 1023 lost p`: a gain took the score past the scoreboard's 1023;
    /// the score stays at 1023 and `p` points are lost.
    Cap {
        /// Seat.
        seat: Seat,
        /// Points beyond 1023, not counted.
        lost: i64,
    },
    /// `death seat s nodes L:<prefix> L:<prefix>`: two marked nodes on the sequence just
    /// changed, each as its layer and prefix (bits from layer 10 down to it), highest first.
    Death {
        /// Seat.
        seat: Seat,
        /// The two nodes that lost a marker, highest first.
        nodes: [Node; 2],
    },
    /// `eliminated seat s by death|duel score n tokens t`
    Eliminated {
        /// Seat.
        seat: Seat,
        /// Why.
        cause: Elimination,
        /// Score afterwards.
        score: i64,
        /// Tokens afterwards.
        tokens: u32,
    },
    /// `top seat s points 666` or `top public`.
    Top {
        /// The seat whose own sequence reached layer 10, `None` for the public sequence.
        seat: Option<Seat>,
    },
    /// `duel pending [public] seat a seat b layer L`
    DuelPending {
        /// The duel.
        duel: Duel,
        /// The common layer of the highest 1s.
        layer: u32,
    },
    /// `duel [public] seat a seat b draw|held|dissolved`,
    /// `duel [public] seat a seat b winner seat w loser seat l [collector seat c points p tokens t]`
    /// or `duel public seat a seat b winner public loser seat l [collector seat c points p tokens t]`
    DuelSettled {
        /// The duel.
        duel: Duel,
        /// What happened.
        outcome: DuelOutcome,
    },
    /// `end seat s keep [..] discard [..]`, then ` unseen k` when the hand keeps cards
    /// nobody has named
    End {
        /// Seat.
        seat: Seat,
        /// Kept cards, named.
        kept: Vec<u16>,
        /// Discarded cards.
        discarded: Vec<u16>,
        /// Kept cards nobody has named (physical cards drawn unnamed).
        unseen: usize,
    },
    /// `give seat s to seat t tokens x y`
    Give {
        /// Giver.
        from: Seat,
        /// Receiver.
        to: Seat,
        /// Giver's tokens afterwards.
        from_tokens: u32,
        /// Receiver's tokens afterwards.
        to_tokens: u32,
    },
    /// `round R ends public-top|last-standing|deck-empty` or `round R ends player-top seat s`
    RoundEnd {
        /// Round number.
        round: u32,
        /// Why.
        cause: EndCause,
    },
}

mod line;

#[cfg(test)]
pub(crate) mod tests;
