//! Everything that happens in a round, as [`Event`]s: the engine reports each change as
//! one event, and an event's `Display` is its line in the referee's transcript.
//!
//! The forms of the lines are documented on the variants (and in `docs/xor-trie-rules.md`
//! §7); a unit test checks each variant's `Display` against its documented form.

use crate::xor_trie::board::{Node, Target, bits};
use crate::xor_trie::cards::Skill;
use crate::xor_trie::numbers::{MAX_SCORE, TEST_COST, TOP_PRIZE};
use crate::xor_trie::seat::Seat;
use std::fmt;

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

impl fmt::Display for EndCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndCause::PlayerTop(s) => write!(f, "player-top seat {s}"),
            other => f.write_str(other.name()),
        }
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

impl Duel {
    /// `[public ]seat a seat b`: the duel's kind and sides, as its lines name them.
    pub fn sides(&self) -> impl fmt::Display + '_ {
        Sides(self)
    }
}

struct Sides<'a>(&'a Duel);

impl fmt::Display for Sides<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = self.0;
        let public = if d.public { "public " } else { "" };
        write!(f, "{public}seat {} seat {}", d.a, d.b)
    }
}

/// `duel [public] seat a seat b`
impl fmt::Display for Duel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "duel {}", self.sides())
    }
}

/// `dissolved`, `draw`, `held`, or `winner seat w|public loser seat l [collector seat c
/// points p tokens t]`: the end of a settled duel's line.
impl fmt::Display for DuelOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelOutcome::Dissolved => write!(f, "dissolved"),
            DuelOutcome::Draw => write!(f, "draw"),
            DuelOutcome::Held => write!(f, "held"),
            DuelOutcome::Won {
                winner,
                loser,
                collector,
                points,
                tokens,
            } => {
                match winner {
                    Some(w) => write!(f, "winner seat {w} loser seat {loser}")?,
                    None => write!(f, "winner public loser seat {loser}")?,
                }
                if let Some(c) = collector {
                    write!(f, " collector seat {c} points {points} tokens {tokens}")?;
                }
                Ok(())
            }
        }
    }
}

/// How a player was eliminated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Elimination {
    /// Two marked nodes on a sequence they changed.
    Death,
    /// Lost a duel.
    Duel,
}

impl fmt::Display for Elimination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Elimination::Death => "death",
            Elimination::Duel => "duel",
        })
    }
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

/// `[a b …]`: a list of basic cards.
struct Cards<'a>(&'a [u16]);

impl fmt::Display for Cards<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, c) in self.0.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            write!(f, "{sep}{c}")?;
        }
        f.write_str("]")
    }
}

/// ` layer L` for a skill with a layer, nothing otherwise.
struct LayerArg(Option<u32>);

impl fmt::Display for LayerArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(l) => write!(f, " layer {l}"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Round {
                round,
                seed: Some(seed),
                players,
            } => write!(f, "round {round} seed {seed} players {players}"),
            Event::Round {
                round,
                seed: None,
                players,
            } => write!(f, "round {round} physical players {players}"),
            Event::Deal { seat, card } => {
                write!(f, "deal seat {seat} card {card} seq {}", bits(*card))
            }
            Event::Marker { card, node } => {
                write!(f, "marker card {card} layer {} node {node}", node.layer)
            }
            Event::Start { seat } => write!(f, "start seat {seat}"),
            Event::Draw { seat, cards } => write!(f, "draw seat {seat} cards {}", Cards(cards)),
            Event::DrawUnseen { seat, count } => write!(f, "draw seat {seat} unseen {count}"),
            Event::Turn { number, seat } => write!(f, "turn {number} seat {seat}"),
            Event::Play {
                seat,
                card,
                target,
                before,
                after,
            } => write!(
                f,
                "play seat {seat} card {card} {target} {} -> {}",
                bits(*before),
                bits(*after)
            ),
            Event::Test {
                seat,
                card,
                judgment,
                ones,
                limit,
            } => {
                let verdict = if ones > limit { "pass" } else { "fail" };
                write!(
                    f,
                    "test seat {seat} card {card} judgment {judgment} ones {ones} limit {limit} {verdict}"
                )
            }
            Event::Acquire {
                seat,
                skill,
                by_test: true,
                ..
            } => write!(
                f,
                "acquire seat {seat} skill {skill} by test points -{TEST_COST}"
            ),
            Event::Acquire {
                seat,
                skill,
                by_test: false,
                tokens,
            } => write!(
                f,
                "acquire seat {seat} skill {skill} by token tokens {tokens}"
            ),
            Event::Refill { count } => write!(f, "refill skills {count}"),
            Event::Discard { seat, skill } => write!(f, "discard seat {seat} skill {skill}"),
            Event::Cast {
                seat,
                skill,
                target,
                layer,
            } => write!(
                f,
                "cast seat {seat} skill {skill} {target}{}",
                LayerArg(*layer)
            ),
            Event::Counter {
                seat,
                caster,
                skill,
            } => write!(f, "counter seat {seat} voids seat {caster} skill {skill}"),
            Event::Skill {
                seat,
                skill,
                target,
                layer,
                before,
                after,
            } => write!(
                f,
                "skill seat {seat} {skill} {target}{} {} -> {}",
                LayerArg(*layer),
                bits(*before),
                bits(*after)
            ),
            Event::Prize {
                seat,
                layer,
                rank,
                points,
            } => write!(
                f,
                "prize seat {seat} layer {layer} rank {rank} points {points}"
            ),
            Event::Cap { seat, lost } => {
                write!(f, "cap seat {seat} score {MAX_SCORE} lost {lost}")
            }
            Event::Death {
                seat,
                nodes: [h, l],
            } => write!(f, "death seat {seat} nodes {}:{h} {}:{l}", h.layer, l.layer),
            Event::Eliminated {
                seat,
                cause,
                score,
                tokens,
            } => write!(
                f,
                "eliminated seat {seat} by {cause} score {score} tokens {tokens}"
            ),
            Event::Top { seat: Some(s) } => write!(f, "top seat {s} points {TOP_PRIZE}"),
            Event::Top { seat: None } => write!(f, "top public"),
            Event::DuelPending { duel, layer } => {
                write!(f, "duel pending {} layer {layer}", duel.sides())
            }
            Event::DuelSettled { duel, outcome } => write!(f, "{duel} {outcome}"),
            Event::End {
                seat,
                kept,
                discarded,
                unseen,
            } => {
                write!(
                    f,
                    "end seat {seat} keep {} discard {}",
                    Cards(kept),
                    Cards(discarded)
                )?;
                if *unseen > 0 {
                    write!(f, " unseen {unseen}")?;
                }
                Ok(())
            }
            Event::Give {
                from,
                to,
                from_tokens,
                to_tokens,
            } => write!(
                f,
                "give seat {from} to seat {to} tokens {from_tokens} {to_tokens}"
            ),
            Event::RoundEnd { round, cause } => write!(f, "round {round} ends {cause}"),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The documented forms of the event lines: the backquoted text of each `Event`
    /// variant's first doc line(s), in declaration order.
    fn documented_event_forms() -> Vec<Vec<String>> {
        let src = include_str!("events.rs");
        let start = src.find("pub enum Event {").unwrap();
        let body = &src[start..start + src[start..].find("\n}\n").unwrap()];
        let mut forms: Vec<Vec<String>> = Vec::new();
        let mut in_variant_doc = false;
        for line in body.lines() {
            // Variant docs are indented by 4, field docs by 8.
            let Some(doc) = line.strip_prefix("    /// ") else {
                in_variant_doc = false;
                continue;
            };
            if doc.starts_with(' ') {
                continue;
            }
            if !in_variant_doc {
                forms.push(Vec::new());
                in_variant_doc = true;
            }
            let quoted = doc.split('`').skip(1).step_by(2).map(str::to_string);
            forms.last_mut().unwrap().extend(quoted);
        }
        forms
    }

    /// True if every required word of `form` appears in `line`, in order: the words in
    /// `[…]` groups are optional, placeholders (single letters, `<…>`, `..`) match anything,
    /// and `x|y` needs one of its words if all of them are literal.
    fn fits(line: &str, form: &str) -> bool {
        let words: Vec<&str> = line.split(' ').collect();
        let mut at = 0;
        let mut depth = 0i32;
        for token in form.split(' ') {
            let opens = token.matches('[').count() as i32;
            let inside = depth > 0 || (opens > 0 && token.len() > 1 && !token.ends_with(']'));
            depth += opens - token.matches(']').count() as i32;
            if inside || token.starts_with('[') {
                continue;
            }
            let alts: Vec<&str> = token.split('|').collect();
            let literal = |w: &str| {
                w.len() > 1
                    && !w.contains('<')
                    && w != ".."
                    && w.chars().any(|c| c.is_ascii_lowercase())
            };
            if !alts.iter().all(|w| literal(w)) {
                continue;
            }
            match words[at..].iter().position(|w| alts.contains(w)) {
                Some(k) => at += k + 1,
                None => return false,
            }
        }
        true
    }

    /// One example of each event variant (more for variants with several forms), in
    /// declaration order, with the variant's position and the exact line it prints.
    pub(crate) fn examples() -> Vec<(usize, Event, &'static str)> {
        let node = |layer, prefix| Node { layer, prefix };
        let duel = Duel {
            a: Seat::new(2),
            b: Seat::new(3),
            public: false,
        };
        let public = Duel {
            public: true,
            ..duel
        };
        let won = |collector| DuelOutcome::Won {
            winner: Some(Seat::new(2)),
            loser: Seat::new(3),
            collector,
            points: 33,
            tokens: 1,
        };
        vec![
            (
                0,
                Event::Round {
                    round: 2,
                    seed: Some(7),
                    players: 5,
                },
                "round 2 seed 7 players 5",
            ),
            (
                0,
                Event::Round {
                    round: 1,
                    seed: None,
                    players: 4,
                },
                "round 1 physical players 4",
            ),
            (
                1,
                Event::Deal {
                    seat: Seat::new(1),
                    card: 5,
                },
                "deal seat 1 card 5 seq 0000000101",
            ),
            (
                2,
                Event::Marker {
                    card: 500,
                    node: node(8, 0b011),
                },
                "marker card 500 layer 8 node 011",
            ),
            (3, Event::Start { seat: Seat::new(4) }, "start seat 4"),
            (
                4,
                Event::Draw {
                    seat: Seat::new(2),
                    cards: vec![13, 14],
                },
                "draw seat 2 cards [13 14]",
            ),
            (
                4,
                Event::Draw {
                    seat: Seat::new(2),
                    cards: vec![13],
                },
                "draw seat 2 cards [13]",
            ),
            (
                5,
                Event::DrawUnseen {
                    seat: Seat::new(3),
                    count: 2,
                },
                "draw seat 3 unseen 2",
            ),
            (
                6,
                Event::Turn {
                    number: 3,
                    seat: Seat::new(1),
                },
                "turn 3 seat 1",
            ),
            (
                7,
                Event::Play {
                    seat: Seat::new(1),
                    card: 16,
                    target: Target::Own,
                    before: 1,
                    after: 17,
                },
                "play seat 1 card 16 self 0000000001 -> 0000010001",
            ),
            (
                7,
                Event::Play {
                    seat: Seat::new(1),
                    card: 5,
                    target: Target::Public,
                    before: 0,
                    after: 5,
                },
                "play seat 1 card 5 public 0000000000 -> 0000000101",
            ),
            (
                8,
                Event::Test {
                    seat: Seat::new(1),
                    card: 3,
                    judgment: 12,
                    ones: 4,
                    limit: 3,
                },
                "test seat 1 card 3 judgment 12 ones 4 limit 3 pass",
            ),
            (
                8,
                Event::Test {
                    seat: Seat::new(1),
                    card: 3,
                    judgment: 12,
                    ones: 3,
                    limit: 3,
                },
                "test seat 1 card 3 judgment 12 ones 3 limit 3 fail",
            ),
            (
                9,
                Event::Acquire {
                    seat: Seat::new(1),
                    skill: Skill::Clr,
                    by_test: true,
                    tokens: 2,
                },
                "acquire seat 1 skill C by test points -50",
            ),
            (
                9,
                Event::Acquire {
                    seat: Seat::new(1),
                    skill: Skill::Shl,
                    by_test: false,
                    tokens: 2,
                },
                "acquire seat 1 skill << by token tokens 2",
            ),
            (10, Event::Refill { count: 6 }, "refill skills 6"),
            (
                11,
                Event::Discard {
                    seat: Seat::new(3),
                    skill: Skill::Not,
                },
                "discard seat 3 skill ~",
            ),
            (
                12,
                Event::Cast {
                    seat: Seat::new(3),
                    skill: Skill::Shr,
                    target: Target::Own,
                    layer: None,
                },
                "cast seat 3 skill >> self",
            ),
            (
                12,
                Event::Cast {
                    seat: Seat::new(3),
                    skill: Skill::Ins,
                    target: Target::Public,
                    layer: Some(10),
                },
                "cast seat 3 skill I public layer 10",
            ),
            (
                13,
                Event::Counter {
                    seat: Seat::new(1),
                    caster: Seat::new(3),
                    skill: Skill::Shl,
                },
                "counter seat 1 voids seat 3 skill <<",
            ),
            (
                14,
                Event::Skill {
                    seat: Seat::new(1),
                    skill: Skill::Clr,
                    target: Target::Own,
                    layer: Some(1),
                    before: 17,
                    after: 16,
                },
                "skill seat 1 C self layer 1 0000010001 -> 0000010000",
            ),
            (
                14,
                Event::Skill {
                    seat: Seat::new(1),
                    skill: Skill::Not,
                    target: Target::Public,
                    layer: None,
                    before: 5,
                    after: 2,
                },
                "skill seat 1 ~ public 0000000101 -> 0000000010",
            ),
            (
                15,
                Event::Prize {
                    seat: Seat::new(2),
                    layer: 9,
                    rank: 5,
                    points: 0,
                },
                "prize seat 2 layer 9 rank 5 points 0",
            ),
            (
                16,
                Event::Cap {
                    seat: Seat::new(2),
                    lost: 143,
                },
                "cap seat 2 score 1023 lost 143",
            ),
            (
                17,
                Event::Death {
                    seat: Seat::new(2),
                    nodes: [node(9, 0b01), node(8, 0b011)],
                },
                "death seat 2 nodes 9:01 8:011",
            ),
            (
                18,
                Event::Eliminated {
                    seat: Seat::new(2),
                    cause: Elimination::Death,
                    score: 1000,
                    tokens: 1,
                },
                "eliminated seat 2 by death score 1000 tokens 1",
            ),
            (
                18,
                Event::Eliminated {
                    seat: Seat::new(2),
                    cause: Elimination::Duel,
                    score: 66,
                    tokens: 0,
                },
                "eliminated seat 2 by duel score 66 tokens 0",
            ),
            (
                19,
                Event::Top {
                    seat: Some(Seat::new(4)),
                },
                "top seat 4 points 666",
            ),
            (19, Event::Top { seat: None }, "top public"),
            (
                20,
                Event::DuelPending { duel, layer: 3 },
                "duel pending seat 2 seat 3 layer 3",
            ),
            (
                20,
                Event::DuelPending {
                    duel: public,
                    layer: 3,
                },
                "duel pending public seat 2 seat 3 layer 3",
            ),
            (
                21,
                Event::DuelSettled {
                    duel,
                    outcome: DuelOutcome::Draw,
                },
                "duel seat 2 seat 3 draw",
            ),
            (
                21,
                Event::DuelSettled {
                    duel: public,
                    outcome: DuelOutcome::Held,
                },
                "duel public seat 2 seat 3 held",
            ),
            (
                21,
                Event::DuelSettled {
                    duel,
                    outcome: DuelOutcome::Dissolved,
                },
                "duel seat 2 seat 3 dissolved",
            ),
            (
                21,
                Event::DuelSettled {
                    duel,
                    outcome: won(Some(Seat::new(2))),
                },
                "duel seat 2 seat 3 winner seat 2 loser seat 3 collector seat 2 points 33 tokens 1",
            ),
            (
                21,
                Event::DuelSettled {
                    duel: public,
                    outcome: DuelOutcome::Won {
                        winner: None,
                        loser: Seat::new(3),
                        collector: None,
                        points: 0,
                        tokens: 0,
                    },
                },
                "duel public seat 2 seat 3 winner public loser seat 3",
            ),
            (
                22,
                Event::End {
                    seat: Seat::new(1),
                    kept: vec![17],
                    discarded: vec![],
                    unseen: 0,
                },
                "end seat 1 keep [17] discard []",
            ),
            (
                22,
                Event::End {
                    seat: Seat::new(2),
                    kept: vec![],
                    discarded: vec![40],
                    unseen: 2,
                },
                "end seat 2 keep [] discard [40] unseen 2",
            ),
            (
                23,
                Event::Give {
                    from: Seat::new(2),
                    to: Seat::new(4),
                    from_tokens: 0,
                    to_tokens: 1,
                },
                "give seat 2 to seat 4 tokens 0 1",
            ),
            (
                24,
                Event::RoundEnd {
                    round: 1,
                    cause: EndCause::PlayerTop(Seat::new(3)),
                },
                "round 1 ends player-top seat 3",
            ),
            (
                24,
                Event::RoundEnd {
                    round: 1,
                    cause: EndCause::DeckEmpty,
                },
                "round 1 ends deck-empty",
            ),
        ]
    }

    #[test]
    fn every_event_is_displayed_as_documented() {
        let cases = examples();
        let forms = documented_event_forms();
        assert_eq!(forms.len(), 25, "{forms:?}");
        for (k, (variant, event, line)) in cases.iter().enumerate() {
            assert_eq!(event.to_string(), *line);
            let docs = &forms[*variant];
            assert!(
                docs.iter().any(|form| fits(line, form)),
                "{line:?} does not fit its documented form {docs:?}"
            );
            // Each variant is covered, in declaration order.
            assert!(k == 0 || cases[k - 1].0 + 1 >= *variant);
        }
        let covered: std::collections::BTreeSet<usize> = cases.iter().map(|c| c.0).collect();
        assert_eq!(covered.len(), forms.len());
        // The matcher can fail: the stale forms of before are caught.
        assert!(!fits(
            "death seat 2 nodes 9:01 8:011",
            "death seat s layers h l"
        ));
        assert!(!fits(
            "eliminated seat 2 by death score 1000 tokens 1",
            "eliminated seat s score n tokens t by death|duel"
        ));
        assert!(fits(
            "duel seat 2 seat 3 draw",
            "duel [public] seat a seat b draw|held"
        ));
        assert!(!fits(
            "duel seat 2 seat 3 draw",
            "duel [public] seat a seat b held|dissolved"
        ));
    }

    #[test]
    fn end_causes_name_themselves_for_statistics() {
        let causes = [
            EndCause::PublicTop,
            EndCause::PlayerTop(Seat::new(2)),
            EndCause::LastStanding,
            EndCause::DeckEmpty,
        ];
        for (i, c) in causes.into_iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(c.name(), EndCause::NAMES[i]);
        }
        assert_eq!(causes[1].to_string(), "player-top seat 2");
        assert_eq!(causes[2].to_string(), "last-standing");
    }
}
