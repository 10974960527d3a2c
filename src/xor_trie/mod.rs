//! The XOR-Trie card game ("异或Trie"): a complete rules engine for one referee.
//!
//! The rulebook (`seeds/000_…txt`, Chinese) describes a tabletop game for 4–8 players who
//! walk on a binary trie; issue 4 settles its ambiguities with rulings. This module holds
//! the whole game as data: a [`Game`] is one round, set up from a [`Setup`] (a seed plus
//! optional overrides), driven by [`Action`]s that are *validated first and then applied*
//! (an illegal action changes nothing), and reporting everything that happened as
//! [`Event`]s whose `Display` is the referee's transcript line. [`Standings`] rank a round,
//! a [`Match`] ranks several. Built-in bots (`crate::xor_trie::bots`) play only legal moves, through the
//! same validation, for self-play, property tests and benchmarks. The complete rules as
//! implemented are in `docs/xor-trie-rules.md`; the summary below is what the code relies on.
//!
//! # Board
//!
//! A sequence is a 10-bit value (`0..=1023`); layer `i` (1..=10) holds bit `i − 1`, layer 10
//! is the top. A trie *node* is a position `(layer, prefix)` where `prefix = value >> (layer
//! − 1)`: the bits from the top down to that layer. A sequence *passes* a node with a 1 on
//! it exactly when its own prefix at that layer equals the node's prefix (whose last bit is
//! then 1). Death markers lie on such nodes and may stack ([`Markers`]).
//!
//! # Randomness (version-stable)
//!
//! Every random choice comes from one [`Rng`] (xoshiro256** seeded through splitmix64, see
//! [`crate::rng`]) built from the round's seed, used in this fixed order, each shuffle being
//! [`Rng::shuffle`] (Fisher–Yates from the last position down):
//!
//! 1. the list `[1, 2, …, 31]` is shuffled; seat `i` takes its `i`-th card (this shuffle is
//!    performed even when `deal` overrides it);
//! 2. the basic cards that are neither dealt, nor given by `markers`, nor given by `deck`,
//!    in increasing order, are shuffled; this list, read from its first element, is the deck
//!    from the top. If `markers` is not given, the ⌊N/2⌋ marker cards are the first ones taken
//!    off it. Cards given by `deck` are then placed on top, the first given on the very top;
//! 3. the skill cards not given by `skills`, listed as `<<`×N, `>>`×2N, `~`×N, `I`×N, `C`×2N,
//!    are shuffled and placed below the cards given by `skills` (first given on top);
//! 4. during play, whenever a skill card must be taken from an empty skill deck, the skill
//!    discard pile (in the order the cards were discarded) is shuffled to become the deck.
//!
//! # Order of effects after a sequence changes
//!
//! After a player's basic card or skill changes a sequence, the referee applies, in order:
//! layer prizes (own sequence only, layers 5..=9 ascending), the death check (the actor is
//! eliminated), the top check (layer 10: the round ends, +666 for a player's own sequence),
//! the "fewer than two active" check, then duel registration. A player eliminated in their
//! own turn ends it at once. At the end of a turn: the hand is cut to the kept cards, the
//! duels waiting on the player whose turn ends are resolved in the order they arose, then
//! the round ends if fewer than two players are active or the basic deck is empty.

pub mod bots;
pub mod protocol;

use crate::rng::Rng;
use std::collections::BTreeMap;
use std::fmt;

/// Number of layers of the trie (bits of a sequence).
pub const LAYERS: u32 = 10;
/// Largest sequence value.
pub const FULL: u16 = (1 << LAYERS) - 1;
/// Largest number card.
pub const MAX_CARD: u16 = 511;
/// Largest initial card (the deal is drawn from `1..=31`).
pub const MAX_DEAL: u16 = 31;
/// Starting score of every player.
pub const START_SCORE: i64 = 100;
/// Points lost by a successful test.
pub const TEST_COST: i64 = 50;
/// Points for reaching layer 10 with one's own sequence.
pub const TOP_PRIZE: i64 = 666;
/// Points a token is worth in a round's total.
pub const TOKEN_VALUE: i64 = 100;
/// Most skill cards a player may keep.
pub const SKILL_LIMIT: usize = 2;
/// Most basic cards a player keeps at the end of a turn.
pub const KEEP_LIMIT: usize = 2;

/// A seat number, 1-based, in clockwise order.
pub type Seat = usize;

/// Layer (1..=10) of the highest 1 of `s`, or 0 if `s` is 0; also the bit length of `s`.
///
/// ```
/// use grundy::xor_trie::highest;
/// assert_eq!(highest(0), 0);
/// assert_eq!(highest(1), 1);
/// assert_eq!(highest(0b10_0000_0000), 10);
/// ```
pub fn highest(s: u16) -> u32 {
    16 - s.leading_zeros()
}

/// Layer of the second-highest 1 of `s`, or 0 if `s` has fewer than two 1s.
///
/// ```
/// use grundy::xor_trie::second;
/// assert_eq!(second(0b1010), 2);
/// assert_eq!(second(0b1000), 0);
/// ```
pub fn second(s: u16) -> u32 {
    match highest(s) {
        0 => 0,
        h => highest(s & !(1 << (h - 1))),
    }
}

/// True if `s` has a 1 at `layer` (1..=10).
pub fn has(s: u16, layer: u32) -> bool {
    (s >> (layer - 1)) & 1 == 1
}

/// The sequence as 10 binary digits, layer 10 first.
///
/// ```
/// assert_eq!(grundy::xor_trie::bits(5), "0000000101");
/// ```
pub fn bits(s: u16) -> String {
    format!("{s:010b}")
}

/// The node's prefix as binary digits from layer 10 down to `layer`.
///
/// ```
/// use grundy::xor_trie::Node;
/// assert_eq!(Node::of(0b01_0010_1100, 9).to_string(), "01");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Node {
    /// Layer, 1..=10.
    pub layer: u32,
    /// The bits of the sequence from layer 10 down to `layer`, as a number.
    pub prefix: u16,
}

impl Node {
    /// The node that `s` passes at `layer`.
    pub fn of(s: u16, layer: u32) -> Node {
        Node {
            layer,
            prefix: s >> (layer - 1),
        }
    }

    /// True if the sequence `s` has a 1 on this node.
    pub fn passed_by(self, s: u16) -> bool {
        self.prefix & 1 == 1 && s >> (self.layer - 1) == self.prefix
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = (LAYERS - self.layer + 1) as usize;
        write!(f, "{:0width$b}", self.prefix)
    }
}

/// The nodes a marker card marks: those of its highest and second-highest 1 (one node if the
/// card has a single 1), highest first.
///
/// ```
/// use grundy::xor_trie::{marker_nodes, Node};
/// assert_eq!(marker_nodes(0b101), vec![Node::of(0b101, 3), Node::of(0b101, 1)]);
/// assert_eq!(marker_nodes(0b100).len(), 1);
/// ```
pub fn marker_nodes(card: u16) -> Vec<Node> {
    [highest(card), second(card)]
        .into_iter()
        .filter(|&l| l > 0)
        .map(|l| Node::of(card, l))
        .collect()
}

/// Death markers on trie nodes, with multiplicity.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Markers {
    count: BTreeMap<Node, u32>,
}

impl Markers {
    /// Markers on `node`.
    pub fn on(&self, node: Node) -> u32 {
        self.count.get(&node).copied().unwrap_or(0)
    }

    /// Adds one marker on `node`.
    pub fn add(&mut self, node: Node) {
        *self.count.entry(node).or_insert(0) += 1;
    }

    /// Removes one marker from `node`.
    ///
    /// # Panics
    /// If `node` holds no marker.
    pub fn remove(&mut self, node: Node) {
        let c = self.count.get_mut(&node).expect("a marker to remove");
        *c -= 1;
        if *c == 0 {
            self.count.remove(&node);
        }
    }

    /// Every marked node with its count, by layer then prefix.
    pub fn iter(&self) -> impl Iterator<Item = (Node, u32)> + '_ {
        self.count.iter().map(|(&n, &c)| (n, c))
    }

    /// Total number of markers.
    pub fn total(&self) -> u32 {
        self.count.values().sum()
    }

    /// The marked nodes on which `s` has a 1, highest layer first.
    pub fn passed_by(&self, s: u16) -> Vec<Node> {
        (1..=LAYERS)
            .rev()
            .filter(|&l| has(s, l))
            .map(|l| Node::of(s, l))
            .filter(|&n| self.on(n) > 0)
            .collect()
    }
}

/// A skill card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Skill {
    /// `<<`: shift up one layer; the bit on layer 10 is lost.
    Shl,
    /// `>>`: shift down one layer; the bit on layer 1 is lost.
    Shr,
    /// `~`: invert the highest 1 and every bit below it.
    Not,
    /// `I L`: set a 0 at layer `L` that is next to a 1.
    Ins,
    /// `C L`: clear the 1 at layer `L`; also the counter card.
    Clr,
}

impl Skill {
    /// All kinds, in the deck's listing order.
    pub const ALL: [Skill; 5] = [Skill::Shl, Skill::Shr, Skill::Not, Skill::Ins, Skill::Clr];

    /// The symbol on the card.
    pub fn symbol(self) -> &'static str {
        match self {
            Skill::Shl => "<<",
            Skill::Shr => ">>",
            Skill::Not => "~",
            Skill::Ins => "I",
            Skill::Clr => "C",
        }
    }

    /// The kind with symbol `s`.
    ///
    /// ```
    /// use grundy::xor_trie::Skill;
    /// assert_eq!(Skill::parse("~"), Some(Skill::Not));
    /// assert_eq!(Skill::parse("X"), None);
    /// ```
    pub fn parse(s: &str) -> Option<Skill> {
        Skill::ALL.into_iter().find(|k| k.symbol() == s)
    }

    /// Copies of this kind in the deck for `n` players.
    pub fn copies(self, n: usize) -> usize {
        match self {
            Skill::Shr | Skill::Clr => 2 * n,
            _ => n,
        }
    }

    /// True if the card takes a layer argument.
    pub fn takes_layer(self) -> bool {
        matches!(self, Skill::Ins | Skill::Clr)
    }

    /// The sequence after this skill acts on `s` (with `layer` for `I` and `C`), or why
    /// it cannot act. A skill that would leave the sequence unchanged cannot act.
    ///
    /// ```
    /// use grundy::xor_trie::Skill;
    /// assert_eq!(Skill::Shl.act(0b10_0000_0001, None), Ok(0b10));
    /// assert_eq!(Skill::Not.act(0b1010, None), Ok(0b0101));
    /// assert_eq!(Skill::Ins.act(0b0100, Some(2)), Ok(0b0110));
    /// assert!(Skill::Ins.act(0b0100, Some(1)).is_err());
    /// assert!(Skill::Shr.act(0, None).is_err());
    /// ```
    pub fn act(self, s: u16, layer: Option<u32>) -> Result<u16, String> {
        if self.takes_layer() != layer.is_some() {
            return Err(if self.takes_layer() {
                format!("skill {} needs a layer", self.symbol())
            } else {
                format!("skill {} takes no layer", self.symbol())
            });
        }
        if let Some(l) = layer
            && !(1..=LAYERS).contains(&l)
        {
            return Err(format!("layer {l} is not in 1..=10"));
        }
        let cannot = |why: &str| {
            Err(format!(
                "{} cannot act on {}: {why}",
                self.symbol(),
                bits(s)
            ))
        };
        match self {
            Skill::Shl | Skill::Shr | Skill::Not if s == 0 => cannot("it has no 1"),
            Skill::Shl => Ok((s << 1) & FULL),
            Skill::Shr => Ok(s >> 1),
            Skill::Not => Ok(s ^ ((1u16 << highest(s)) - 1)),
            Skill::Ins => {
                let l = layer.unwrap();
                let next_to_one = (l > 1 && has(s, l - 1)) || (l < LAYERS && has(s, l + 1));
                if has(s, l) {
                    cannot(&format!("layer {l} is already 1"))
                } else if !next_to_one {
                    cannot(&format!("layer {l} is not next to a 1"))
                } else {
                    Ok(s | 1 << (l - 1))
                }
            }
            Skill::Clr => {
                let l = layer.unwrap();
                if has(s, l) {
                    Ok(s & !(1 << (l - 1)))
                } else {
                    cannot(&format!("layer {l} is not 1"))
                }
            }
        }
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Which sequence a card acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// The acting player's own sequence (`self`).
    Own,
    /// The public sequence (`public`).
    Public,
}

impl Target {
    /// `self` or `public`.
    pub fn word(self) -> &'static str {
        match self {
            Target::Own => "self",
            Target::Public => "public",
        }
    }

    /// Parses `self` or `public`.
    pub fn parse(s: &str) -> Option<Target> {
        match s {
            "self" => Some(Target::Own),
            "public" => Some(Target::Public),
            _ => None,
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// One action of a seat.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// `draw`: take two basic cards (fewer if the deck runs short), before playing.
    Draw,
    /// `play V self|public`: XOR a held basic card into a sequence.
    Play {
        /// The card.
        card: u16,
        /// Own or public sequence.
        target: Target,
    },
    /// `test V`: try for a skill card with another basic card and the judgment card.
    Test {
        /// The card played for the test.
        card: u16,
    },
    /// `redeem`: spend a token for the top skill card.
    Redeem,
    /// `discard K`: give up one of three skill cards.
    Discard {
        /// The kind discarded.
        skill: Skill,
    },
    /// `skill K self|public [L]`: play a skill card; it acts when no one counters.
    Cast {
        /// The kind played.
        skill: Skill,
        /// Own or public sequence.
        target: Target,
        /// Layer for `I` and `C`.
        layer: Option<u32>,
    },
    /// `counter`: void the skill just played with a `C`.
    Counter,
    /// `end [keep V…]`: end the turn keeping the named basic cards (all, if at most two
    /// are held and none are named).
    End {
        /// Cards kept, or `None` for "keep everything" (only with at most two).
        keep: Option<Vec<u16>>,
    },
    /// `give T`: pass one token to seat `T`.
    Give {
        /// The receiving seat.
        to: Seat,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw => write!(f, "draw"),
            Action::Play { card, target } => write!(f, "play {card} {target}"),
            Action::Test { card } => write!(f, "test {card}"),
            Action::Redeem => write!(f, "redeem"),
            Action::Discard { skill } => write!(f, "discard {skill}"),
            Action::Cast {
                skill,
                target,
                layer,
            } => {
                write!(f, "skill {skill} {target}")?;
                if let Some(l) = layer {
                    write!(f, " {l}")?;
                }
                Ok(())
            }
            Action::Counter => write!(f, "counter"),
            Action::End { keep } => {
                write!(f, "end")?;
                if let Some(k) = keep {
                    write!(f, " keep")?;
                    for c in k {
                        write!(f, " {c}")?;
                    }
                }
                Ok(())
            }
            Action::Give { to } => write!(f, "give {to}"),
        }
    }
}

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
    /// A short name for statistics: `public-top`, `player-top`, `last-standing`, `deck-empty`.
    pub fn name(self) -> &'static str {
        match self {
            EndCause::PublicTop => "public-top",
            EndCause::PlayerTop(_) => "player-top",
            EndCause::LastStanding => "last-standing",
            EndCause::DeckEmpty => "deck-empty",
        }
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

impl fmt::Display for Duel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.public {
            write!(f, "duel public seat {} seat {}", self.a, self.b)
        } else {
            write!(f, "duel seat {} seat {}", self.a, self.b)
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

/// One thing that happened; its `Display` is the transcript line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// `round R seed S players N`
    Round {
        /// Round number, from 1.
        round: u32,
        /// The seed.
        seed: u64,
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
    /// `end seat s keep [..] discard [..]`
    End {
        /// Seat.
        seat: Seat,
        /// Kept cards.
        kept: Vec<u16>,
        /// Discarded cards.
        discarded: Vec<u16>,
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

fn card_list(cards: &[u16]) -> String {
    let v: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    format!("[{}]", v.join(" "))
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Round {
                round,
                seed,
                players,
            } => write!(f, "round {round} seed {seed} players {players}"),
            Event::Deal { seat, card } => {
                write!(f, "deal seat {seat} card {card} seq {}", bits(*card))
            }
            Event::Marker { card, node } => {
                write!(f, "marker card {card} layer {} node {node}", node.layer)
            }
            Event::Start { seat } => write!(f, "start seat {seat}"),
            Event::Draw { seat, cards } => write!(f, "draw seat {seat} cards {}", card_list(cards)),
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
            } => write!(
                f,
                "test seat {seat} card {card} judgment {judgment} ones {ones} limit {limit} {}",
                if ones > limit { "pass" } else { "fail" }
            ),
            Event::Acquire {
                seat,
                skill,
                by_test,
                tokens,
            } => {
                if *by_test {
                    write!(
                        f,
                        "acquire seat {seat} skill {skill} by test points -{TEST_COST}"
                    )
                } else {
                    write!(
                        f,
                        "acquire seat {seat} skill {skill} by token tokens {tokens}"
                    )
                }
            }
            Event::Refill { count } => write!(f, "refill skills {count}"),
            Event::Discard { seat, skill } => write!(f, "discard seat {seat} skill {skill}"),
            Event::Cast {
                seat,
                skill,
                target,
                layer,
            } => {
                write!(f, "cast seat {seat} skill {skill} {target}")?;
                if let Some(l) = layer {
                    write!(f, " layer {l}")?;
                }
                Ok(())
            }
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
            } => {
                write!(f, "skill seat {seat} {skill} {target}")?;
                if let Some(l) = layer {
                    write!(f, " layer {l}")?;
                }
                write!(f, " {} -> {}", bits(*before), bits(*after))
            }
            Event::Prize {
                seat,
                layer,
                rank,
                points,
            } => write!(
                f,
                "prize seat {seat} layer {layer} rank {rank} points {points}"
            ),
            Event::Death { seat, nodes } => write!(
                f,
                "death seat {seat} nodes {}:{} {}:{}",
                nodes[0].layer, nodes[0], nodes[1].layer, nodes[1]
            ),
            Event::Eliminated {
                seat,
                cause,
                score,
                tokens,
            } => write!(
                f,
                "eliminated seat {seat} by {} score {score} tokens {tokens}",
                match cause {
                    Elimination::Death => "death",
                    Elimination::Duel => "duel",
                }
            ),
            Event::Top { seat } => match seat {
                Some(s) => write!(f, "top seat {s} points {TOP_PRIZE}"),
                None => write!(f, "top public"),
            },
            Event::DuelPending { duel, layer } => {
                if duel.public {
                    write!(
                        f,
                        "duel pending public seat {} seat {} layer {layer}",
                        duel.a, duel.b
                    )
                } else {
                    write!(
                        f,
                        "duel pending seat {} seat {} layer {layer}",
                        duel.a, duel.b
                    )
                }
            }
            Event::DuelSettled { duel, outcome } => {
                write!(f, "{duel} ")?;
                match outcome {
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
            Event::End {
                seat,
                kept,
                discarded,
            } => write!(
                f,
                "end seat {seat} keep {} discard {}",
                card_list(kept),
                card_list(discarded)
            ),
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

/// How a round is set up: the seed, and optional overrides of what the shuffles give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Number of players, 4..=8.
    pub players: usize,
    /// Seed of the round's generator.
    pub seed: u64,
    /// Initial cards by seat (`deal`), each in 1..=31, distinct.
    pub deal: Option<Vec<u16>>,
    /// The ⌊N/2⌋ marker cards (`markers`).
    pub markers: Option<Vec<u16>>,
    /// Cards on top of the basic deck, top first (`deck`).
    pub deck_top: Vec<u16>,
    /// Cards on top of the skill deck, top first (`skills`).
    pub skills_top: Vec<Skill>,
}

impl Setup {
    /// A round for `players` from `seed` with no overrides.
    pub fn new(players: usize, seed: u64) -> Setup {
        Setup {
            players,
            seed,
            deal: None,
            markers: None,
            deck_top: Vec::new(),
            skills_top: Vec::new(),
        }
    }

    /// Checks that the overrides are consistent with the card set, or says why not.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.players;
        if !(4..=8).contains(&n) {
            return Err(format!("{n} players: the game is for 4..=8"));
        }
        let mut used = [false; MAX_CARD as usize + 1];
        let mut claim = |c: u16, what: &str| -> Result<(), String> {
            if !(1..=MAX_CARD).contains(&c) {
                return Err(format!("{what} card {c} is not a number card 1..=511"));
            }
            if std::mem::replace(&mut used[c as usize], true) {
                return Err(format!("{what} card {c} is already placed"));
            }
            Ok(())
        };
        if let Some(deal) = &self.deal {
            if deal.len() != n {
                return Err(format!("deal lists {} cards for {n} players", deal.len()));
            }
            for &c in deal {
                if !(1..=MAX_DEAL).contains(&c) {
                    return Err(format!("deal card {c} is not in 1..=31"));
                }
                claim(c, "deal")?;
            }
        }
        if let Some(markers) = &self.markers {
            if markers.len() != n / 2 {
                return Err(format!(
                    "markers lists {} cards; {n} players set aside {}",
                    markers.len(),
                    n / 2
                ));
            }
            for &c in markers {
                claim(c, "marker")?;
            }
        }
        for &c in &self.deck_top {
            claim(c, "deck")?;
        }
        let dealt = self.deal.as_ref().map_or(n, |_| 0);
        let set_aside = self.markers.as_ref().map_or(n / 2, |_| 0);
        let free = used[1..].iter().filter(|&&u| !u).count();
        // Without an explicit deal, the dealt cards come from 1..=31 minus what is claimed.
        if self.deal.is_none() {
            let low_free = (1..=MAX_DEAL).filter(|&c| !used[c as usize]).count();
            if low_free < n {
                return Err("deck and markers leave too few of 1..=31 for the deal".into());
            }
        }
        if free < dealt + set_aside {
            return Err("the deck override leaves too few cards for the setup".into());
        }
        for k in Skill::ALL {
            let given = self.skills_top.iter().filter(|&&s| s == k).count();
            if given > k.copies(n) {
                return Err(format!(
                    "skills lists {given} {k} cards; there are {}",
                    k.copies(n)
                ));
            }
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Player {
    card: u16,
    seq: u16,
    score: i64,
    tokens: u32,
    hand: Vec<u16>,
    skills: Vec<Skill>,
    active: bool,
    won: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Turn {
    seat: Seat,
    drew: bool,
    played: bool,
    acquired: bool,
    must_discard: bool,
    cast: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Cast {
    seat: Seat,
    skill: Skill,
    target: Target,
    layer: Option<u32>,
}

/// A player's line in a round's standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// Competition rank (1, 1, 3, …).
    pub rank: usize,
    /// Seat.
    pub seat: Seat,
    /// Score.
    pub score: i64,
    /// Tokens.
    pub tokens: u32,
    /// score + 100·tokens.
    pub total: i64,
    /// Medal.
    pub medal: Medal,
}

/// Medals of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Medal {
    /// Rank 1.
    Gold,
    /// Rank 2.
    Silver,
    /// Rank 3.
    Bronze,
    /// Rank 4 and below.
    Iron,
}

impl Medal {
    /// Medal of a competition rank.
    pub fn of_rank(rank: usize) -> Medal {
        match rank {
            1 => Medal::Gold,
            2 => Medal::Silver,
            3 => Medal::Bronze,
            _ => Medal::Iron,
        }
    }

    /// `gold`, `silver`, `bronze` or `iron`.
    pub fn word(self) -> &'static str {
        match self {
            Medal::Gold => "gold",
            Medal::Silver => "silver",
            Medal::Bronze => "bronze",
            Medal::Iron => "iron",
        }
    }
}

/// Standard competition ranking of `keys` (higher is better): rank = 1 + number of strictly
/// better keys. Returns (rank, index) sorted by rank, then index.
///
/// ```
/// use grundy::xor_trie::competition_ranking;
/// assert_eq!(competition_ranking(&[5, 9, 5, 1]), vec![(1, 1), (2, 0), (2, 2), (4, 3)]);
/// ```
pub fn competition_ranking<K: Ord>(keys: &[K]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (0..keys.len())
        .map(|i| (1 + keys.iter().filter(|k| **k > keys[i]).count(), i))
        .collect();
    out.sort();
    out
}

/// A round's standings, in rank order (ties by seat).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings(pub Vec<Standing>);

impl fmt::Display for Standings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "standings")?;
        for s in &self.0 {
            writeln!(
                f,
                "{} seat {} score {} tokens {} total {} {}",
                s.rank,
                s.seat,
                s.score,
                s.tokens,
                s.total,
                s.medal.word()
            )?;
        }
        Ok(())
    }
}

/// Medal counts over several rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    /// Medal counts by seat (index seat − 1): gold, silver, bronze, iron.
    pub medals: Vec<[u32; 4]>,
}

impl Match {
    /// An empty match for `players`.
    pub fn new(players: usize) -> Match {
        Match {
            medals: vec![[0; 4]; players],
        }
    }

    /// Counts one round's medals.
    pub fn record(&mut self, standings: &Standings) {
        for s in &standings.0 {
            self.medals[s.seat - 1][s.medal as usize] += 1;
        }
    }

    /// Rank by golds, then silvers, bronzes, irons (more is better at each step), standard
    /// competition ranking; (rank, seat) in rank order, ties by seat.
    pub fn ranking(&self) -> Vec<(usize, Seat)> {
        competition_ranking(&self.medals)
            .into_iter()
            .map(|(r, i)| (r, i + 1))
            .collect()
    }
}

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "match")?;
        for (rank, seat) in self.ranking() {
            let m = self.medals[seat - 1];
            writeln!(
                f,
                "{rank} seat {seat} gold {} silver {} bronze {} iron {}",
                m[0], m[1], m[2], m[3]
            )?;
        }
        Ok(())
    }
}

/// One round of the game.
#[derive(Debug, Clone)]
pub struct Game {
    round: u32,
    rng: Rng,
    players: Vec<Player>,
    public: u16,
    markers: Markers,
    aside: Vec<u16>,
    /// Basic deck, top at the end.
    deck: Vec<u16>,
    discard: Vec<u16>,
    /// Skill deck, top at the end.
    skill_deck: Vec<Skill>,
    skill_discard: Vec<Skill>,
    winners: [u32; LAYERS as usize + 1],
    duels: Vec<Duel>,
    turn: Option<Turn>,
    turn_no: u32,
    cast: Option<Cast>,
    ended: Option<EndCause>,
}

/// Shorthand for a rule violation.
fn err<T>(why: impl Into<String>) -> Result<T, String> {
    Err(why.into())
}

impl Game {
    /// Sets up round `round` (numbered from 1) and returns it with the setup events.
    ///
    /// # Errors
    /// If the setup is inconsistent ([`Setup::validate`]).
    ///
    /// ```
    /// use grundy::xor_trie::{Game, Setup};
    /// let (game, events) = Game::new(1, &Setup::new(4, 42)).unwrap();
    /// assert_eq!(events[0].to_string(), "round 1 seed 42 players 4");
    /// assert!(game.current().is_some());
    /// game.check_invariants().unwrap();
    /// ```
    pub fn new(round: u32, setup: &Setup) -> Result<(Game, Vec<Event>), String> {
        setup.validate()?;
        let n = setup.players;
        let mut rng = Rng::new(setup.seed);
        let mut ev = vec![Event::Round {
            round,
            seed: setup.seed,
            players: n,
        }];
        // 1. The deal.
        let mut low: Vec<u16> = (1..=MAX_DEAL).collect();
        rng.shuffle(&mut low);
        let deal: Vec<u16> = match &setup.deal {
            Some(d) => d.clone(),
            None => {
                let claimed: Vec<u16> = setup
                    .markers
                    .iter()
                    .flatten()
                    .chain(&setup.deck_top)
                    .copied()
                    .collect();
                low.into_iter()
                    .filter(|c| !claimed.contains(c))
                    .take(n)
                    .collect()
            }
        };
        let players: Vec<Player> = deal
            .iter()
            .map(|&card| Player {
                card,
                seq: card,
                score: START_SCORE,
                tokens: 0,
                hand: Vec::new(),
                skills: Vec::new(),
                active: true,
                won: 0,
            })
            .collect();
        for (i, &card) in deal.iter().enumerate() {
            ev.push(Event::Deal { seat: i + 1, card });
        }
        // 2. The basic deck and the markers.
        let mut taken = [false; MAX_CARD as usize + 1];
        for &c in deal
            .iter()
            .chain(setup.markers.iter().flatten())
            .chain(&setup.deck_top)
        {
            taken[c as usize] = true;
        }
        let mut rest: Vec<u16> = (1..=MAX_CARD).filter(|&c| !taken[c as usize]).collect();
        rng.shuffle(&mut rest);
        let aside: Vec<u16> = match &setup.markers {
            Some(m) => m.clone(),
            None => rest.drain(..n / 2).collect(),
        };
        let mut markers = Markers::default();
        for &card in &aside {
            for node in marker_nodes(card) {
                markers.add(node);
                ev.push(Event::Marker { card, node });
            }
        }
        let mut deck_order: Vec<u16> = setup.deck_top.clone();
        deck_order.extend(rest);
        deck_order.reverse();
        // 3. The skill deck.
        let mut skill_rest: Vec<Skill> = Vec::new();
        for k in Skill::ALL {
            let given = setup.skills_top.iter().filter(|&&s| s == k).count();
            skill_rest.extend(std::iter::repeat_n(k, k.copies(n) - given));
        }
        rng.shuffle(&mut skill_rest);
        let mut skill_order = setup.skills_top.clone();
        skill_order.extend(skill_rest);
        skill_order.reverse();
        let mut game = Game {
            round,
            rng,
            players,
            public: 0,
            markers,
            aside,
            deck: deck_order,
            discard: Vec::new(),
            skill_deck: skill_order,
            skill_discard: Vec::new(),
            winners: [0; LAYERS as usize + 1],
            duels: Vec::new(),
            turn: None,
            turn_no: 0,
            cast: None,
            ended: None,
        };
        // Starting player: lowest highest 1, ties to the lowest seat.
        let start = (1..=n)
            .min_by_key(|&s| (highest(game.players[s - 1].seq), s))
            .unwrap();
        ev.push(Event::Start { seat: start });
        for k in 0..n {
            let seat = (start - 1 + k) % n + 1;
            let cards = game.draw_cards(seat, 2);
            ev.push(Event::Draw { seat, cards });
        }
        game.begin_turn(start, &mut ev);
        Ok((game, ev))
    }

    // ----- Queries -----

    /// Round number.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.players.len()
    }

    /// The seat whose turn it is, `None` once the round has ended.
    pub fn current(&self) -> Option<Seat> {
        self.turn.map(|t| t.seat)
    }

    /// Why the round ended, if it has.
    pub fn ended(&self) -> Option<EndCause> {
        self.ended
    }

    /// Number of the current (or last) turn.
    pub fn turn_number(&self) -> u32 {
        self.turn_no
    }

    /// The public sequence.
    pub fn public(&self) -> u16 {
        self.public
    }

    /// Seat `seat`'s sequence.
    pub fn seq(&self, seat: Seat) -> u16 {
        self.players[seat - 1].seq
    }

    /// Seat `seat`'s score.
    pub fn score(&self, seat: Seat) -> i64 {
        self.players[seat - 1].score
    }

    /// Seat `seat`'s tokens.
    pub fn tokens(&self, seat: Seat) -> u32 {
        self.players[seat - 1].tokens
    }

    /// True if `seat` is still in the round.
    pub fn is_active(&self, seat: Seat) -> bool {
        self.players[seat - 1].active
    }

    /// Number of active players.
    pub fn active_count(&self) -> usize {
        self.players.iter().filter(|p| p.active).count()
    }

    /// Basic cards held by `seat`.
    pub fn hand(&self, seat: Seat) -> &[u16] {
        &self.players[seat - 1].hand
    }

    /// Skill cards held by `seat`.
    pub fn skills(&self, seat: Seat) -> &[Skill] {
        &self.players[seat - 1].skills
    }

    /// The markers on the trie.
    pub fn markers(&self) -> &Markers {
        &self.markers
    }

    /// Basic cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Skill cards left in the skill deck.
    pub fn skill_deck_len(&self) -> usize {
        self.skill_deck.len()
    }

    /// Pending duels, in the order they arose.
    pub fn duels(&self) -> &[Duel] {
        &self.duels
    }

    /// True while a played skill waits for counters (an [`Action::Counter`] or [`Game::resolve`]).
    pub fn counter_window(&self) -> Option<(Seat, Skill)> {
        self.cast.map(|c| (c.seat, c.skill))
    }

    /// True if `seat` has won a prize for `layer`.
    pub fn has_won(&self, seat: Seat, layer: u32) -> bool {
        self.players[seat - 1].won >> layer & 1 == 1
    }

    /// Players who have won `layer` so far.
    pub fn winners_of(&self, layer: u32) -> u32 {
        self.winners[layer as usize]
    }

    /// The round's standings (valid at any time; final once the round has ended).
    pub fn standings(&self) -> Standings {
        let totals: Vec<i64> = self
            .players
            .iter()
            .map(|p| p.score + TOKEN_VALUE * p.tokens as i64)
            .collect();
        Standings(
            competition_ranking(&totals)
                .into_iter()
                .map(|(rank, i)| Standing {
                    rank,
                    seat: i + 1,
                    score: self.players[i].score,
                    tokens: self.players[i].tokens,
                    total: totals[i],
                    medal: Medal::of_rank(rank),
                })
                .collect(),
        )
    }

    /// Checks the invariants: every number card and skill card is in exactly one place,
    /// eliminated players hold nothing, hands are within their limits, scores are not
    /// negative, and the markers are what the marker cards laid minus two per death.
    ///
    /// # Errors
    /// A description of the first violation.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players.len();
        let mut seen = [0u32; MAX_CARD as usize + 1];
        let mut places: Vec<u16> = Vec::new();
        places.extend(self.players.iter().map(|p| p.card));
        places.extend(self.players.iter().flat_map(|p| p.hand.iter().copied()));
        places.extend(&self.aside);
        places.extend(&self.deck);
        places.extend(&self.discard);
        for c in places {
            if !(1..=MAX_CARD).contains(&c) {
                return err(format!("card {c} is not a number card"));
            }
            seen[c as usize] += 1;
        }
        if let Some(c) = (1..=MAX_CARD).find(|&c| seen[c as usize] != 1) {
            return err(format!("number card {c} is in {} places", seen[c as usize]));
        }
        for k in Skill::ALL {
            let count = self
                .players
                .iter()
                .flat_map(|p| &p.skills)
                .chain(&self.skill_deck)
                .chain(&self.skill_discard)
                .chain(self.cast.iter().map(|c| &c.skill))
                .filter(|&&s| s == k)
                .count();
            if count != k.copies(n) {
                return err(format!("{count} {k} cards, expected {}", k.copies(n)));
            }
        }
        for (i, p) in self.players.iter().enumerate() {
            let seat = i + 1;
            if !p.active && (!p.hand.is_empty() || !p.skills.is_empty()) {
                return err(format!("eliminated seat {seat} holds cards"));
            }
            let over = self.turn.is_some_and(|t| t.seat == seat && t.must_discard);
            if p.skills.len() > SKILL_LIMIT + usize::from(over) {
                return err(format!("seat {seat} holds {} skills", p.skills.len()));
            }
            if p.score < 0 {
                return err(format!("seat {seat} has a negative score"));
            }
            if p.seq > FULL {
                return err(format!("seat {seat} has sequence {} > 1023", p.seq));
            }
        }
        let laid: u32 = self
            .aside
            .iter()
            .map(|&c| marker_nodes(c).len() as u32)
            .sum();
        if self.markers.total() > laid || !(laid - self.markers.total()).is_multiple_of(2) {
            return err("marker count is not laid minus two per death");
        }
        if let Some(t) = self.turn {
            if !self.players[t.seat - 1].active {
                return err(format!("eliminated seat {} has the turn", t.seat));
            }
            if self.ended.is_some() {
                return err("a turn is running after the round ended");
            }
        } else if self.ended.is_none() {
            return err("no turn while the round runs");
        }
        Ok(())
    }

    // ----- Validation -----

    /// Checks that `seat` may take `action` now, without changing anything.
    ///
    /// # Errors
    /// Why the action is illegal, in words for the transcript's error line.
    pub fn validate(&self, seat: Seat, action: &Action) -> Result<(), String> {
        let n = self.players.len();
        if !(1..=n).contains(&seat) {
            return err(format!("there is no seat {seat} among {n} players"));
        }
        if self.ended.is_some() {
            return err(format!("round {} has ended", self.round));
        }
        let p = &self.players[seat - 1];
        if let Action::Give { to } = action {
            if !(1..=n).contains(to) {
                return err(format!("there is no seat {to} among {n} players"));
            }
            if *to == seat {
                return err(format!("seat {seat} cannot give a token to itself"));
            }
            if p.tokens == 0 {
                return err(format!("seat {seat} has no token to give"));
            }
            return Ok(());
        }
        if !p.active {
            return err(format!("seat {seat} has been eliminated"));
        }
        if let Some(c) = self.cast {
            if *action != Action::Counter {
                return err(format!(
                    "seat {}'s skill {} waits for counters",
                    c.seat, c.skill
                ));
            }
            if seat == c.seat {
                return err(format!("seat {seat} cannot counter its own skill"));
            }
            if !p.skills.contains(&Skill::Clr) {
                return err(format!("seat {seat} holds no C to counter with"));
            }
            return Ok(());
        }
        if *action == Action::Counter {
            return err("there is no skill to counter");
        }
        let t = self.turn.expect("a running round has a turn");
        if t.seat != seat {
            return err(format!("it is seat {}'s turn, not seat {seat}'s", t.seat));
        }
        if t.must_discard && !matches!(action, Action::Discard { .. }) {
            return err(format!(
                "seat {seat} holds three skill cards and must discard one first"
            ));
        }
        let holds = |card: u16| -> Result<(), String> {
            if p.hand.contains(&card) {
                Ok(())
            } else {
                err(format!("seat {seat} does not hold card {card}"))
            }
        };
        let skill_available = !self.skill_deck.is_empty() || !self.skill_discard.is_empty();
        match action {
            Action::Draw => {
                if t.played {
                    return err("cards are drawn only before the basic card is played");
                }
                if t.drew {
                    return err(format!("seat {seat} has already drawn this turn"));
                }
                if self.deck.is_empty() {
                    return err("the basic deck is empty");
                }
            }
            Action::Play { card, .. } => {
                if t.played {
                    return err(format!("seat {seat} has already played a basic card"));
                }
                if p.hand.is_empty() {
                    return err(format!("seat {seat} holds no basic card and must draw"));
                }
                holds(*card)?;
            }
            Action::Test { card } => {
                self.check_acquire(seat, t)?;
                holds(*card)?;
                if p.score < TEST_COST {
                    return err(format!(
                        "a test needs a score of at least {TEST_COST}; seat {seat} has {}",
                        p.score
                    ));
                }
                if self.deck.is_empty() {
                    return err("a test needs a judgment card and the basic deck is empty");
                }
                if !skill_available {
                    return err("no skill card is left to acquire");
                }
            }
            Action::Redeem => {
                self.check_acquire(seat, t)?;
                if p.tokens == 0 {
                    return err(format!("seat {seat} has no token to redeem"));
                }
                if !skill_available {
                    return err("no skill card is left to acquire");
                }
            }
            Action::Discard { skill } => {
                if !t.must_discard {
                    return err(format!(
                        "seat {seat} may discard a skill card only when holding three"
                    ));
                }
                if !p.skills.contains(skill) {
                    return err(format!("seat {seat} does not hold skill {skill}"));
                }
            }
            Action::Cast {
                skill,
                target,
                layer,
            } => {
                if !t.played {
                    return err("a skill is played only after the basic card");
                }
                if t.cast {
                    return err(format!("seat {seat} has already played a skill this turn"));
                }
                if !p.skills.contains(skill) {
                    return err(format!("seat {seat} does not hold skill {skill}"));
                }
                let s = match target {
                    Target::Own => p.seq,
                    Target::Public => self.public,
                };
                skill.act(s, *layer)?;
            }
            Action::End { keep } => {
                if !t.played {
                    return err(format!("seat {seat} must play a basic card before ending"));
                }
                match keep {
                    None if p.hand.len() > KEEP_LIMIT => {
                        return err(format!(
                            "seat {seat} holds {} basic cards and must name at most two to keep",
                            p.hand.len()
                        ));
                    }
                    None => {}
                    Some(k) => {
                        if k.len() > KEEP_LIMIT {
                            return err("at most two basic cards may be kept");
                        }
                        for (i, &c) in k.iter().enumerate() {
                            holds(c)?;
                            if k[..i].contains(&c) {
                                return err(format!("card {c} is named twice"));
                            }
                        }
                    }
                }
            }
            Action::Counter | Action::Give { .. } => unreachable!(),
        }
        Ok(())
    }

    fn check_acquire(&self, seat: Seat, t: Turn) -> Result<(), String> {
        if !t.played {
            return err("a skill card is acquired only after the basic card");
        }
        if t.acquired {
            return err(format!(
                "seat {seat} has already tried to acquire a skill card this turn"
            ));
        }
        if t.cast {
            return err("a skill card is acquired only before a skill is played");
        }
        Ok(())
    }

    // ----- Applying -----

    /// Validates and applies `seat`'s `action`, returning what happened. On error nothing
    /// changes.
    ///
    /// # Errors
    /// Why the action is illegal ([`Game::validate`]).
    ///
    /// ```
    /// use grundy::xor_trie::{Action, Game, Setup, Target};
    /// let (mut game, _) = Game::new(1, &Setup::new(4, 1)).unwrap();
    /// let seat = game.current().unwrap();
    /// let card = game.hand(seat)[0];
    /// assert!(game.apply(seat, &Action::End { keep: None }).is_err());
    /// let ev = game.apply(seat, &Action::Play { card, target: Target::Public }).unwrap();
    /// assert!(ev[0].to_string().starts_with(&format!("play seat {seat} card {card} public")));
    /// ```
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, String> {
        self.validate(seat, action)?;
        let mut ev = Vec::new();
        match action {
            Action::Draw => {
                self.turn.as_mut().unwrap().drew = true;
                let cards = self.draw_cards(seat, 2);
                ev.push(Event::Draw { seat, cards });
            }
            Action::Play { card, target } => {
                self.turn.as_mut().unwrap().played = true;
                self.take_card(seat, *card);
                self.discard.push(*card);
                let before = self.target_value(seat, *target);
                let after = before ^ card;
                ev.push(Event::Play {
                    seat,
                    card: *card,
                    target: *target,
                    before,
                    after,
                });
                self.change(seat, *target, after, &mut ev);
            }
            Action::Test { card } => {
                self.turn.as_mut().unwrap().acquired = true;
                self.take_card(seat, *card);
                let judgment = self.deck.pop().unwrap();
                self.discard.push(*card);
                self.discard.push(judgment);
                let own = self.players[seat - 1].seq;
                let ones = (card ^ judgment ^ own).count_ones();
                let limit = 2 * highest(own) / 3;
                ev.push(Event::Test {
                    seat,
                    card: *card,
                    judgment,
                    ones,
                    limit,
                });
                if ones > limit {
                    self.players[seat - 1].score -= TEST_COST;
                    let skill = self.take_skill(seat, &mut ev);
                    ev.push(Event::Acquire {
                        seat,
                        skill,
                        by_test: true,
                        tokens: self.players[seat - 1].tokens,
                    });
                }
            }
            Action::Redeem => {
                self.turn.as_mut().unwrap().acquired = true;
                self.players[seat - 1].tokens -= 1;
                let skill = self.take_skill(seat, &mut ev);
                ev.push(Event::Acquire {
                    seat,
                    skill,
                    by_test: false,
                    tokens: self.players[seat - 1].tokens,
                });
            }
            Action::Discard { skill } => {
                self.turn.as_mut().unwrap().must_discard = false;
                let p = &mut self.players[seat - 1];
                let i = p.skills.iter().position(|s| s == skill).unwrap();
                p.skills.remove(i);
                self.skill_discard.push(*skill);
                ev.push(Event::Discard {
                    seat,
                    skill: *skill,
                });
            }
            Action::Cast {
                skill,
                target,
                layer,
            } => {
                self.turn.as_mut().unwrap().cast = true;
                let p = &mut self.players[seat - 1];
                let i = p.skills.iter().position(|s| s == skill).unwrap();
                p.skills.remove(i);
                self.cast = Some(Cast {
                    seat,
                    skill: *skill,
                    target: *target,
                    layer: *layer,
                });
                ev.push(Event::Cast {
                    seat,
                    skill: *skill,
                    target: *target,
                    layer: *layer,
                });
            }
            Action::Counter => {
                let c = self.cast.take().unwrap();
                let p = &mut self.players[seat - 1];
                let i = p.skills.iter().position(|&s| s == Skill::Clr).unwrap();
                p.skills.remove(i);
                self.skill_discard.push(c.skill);
                self.skill_discard.push(Skill::Clr);
                ev.push(Event::Counter {
                    seat,
                    caster: c.seat,
                    skill: c.skill,
                });
            }
            Action::End { keep } => {
                let p = &mut self.players[seat - 1];
                let hand = std::mem::take(&mut p.hand);
                let kept: Vec<u16> = match keep {
                    None => hand.clone(),
                    Some(k) => k.clone(),
                };
                let discarded: Vec<u16> = hand.into_iter().filter(|c| !kept.contains(c)).collect();
                p.hand = kept.clone();
                self.discard.extend(&discarded);
                ev.push(Event::End {
                    seat,
                    kept,
                    discarded,
                });
                self.finish_turn(seat, &mut ev);
            }
            Action::Give { to } => {
                self.players[seat - 1].tokens -= 1;
                self.players[to - 1].tokens += 1;
                ev.push(Event::Give {
                    from: seat,
                    to: *to,
                    from_tokens: self.players[seat - 1].tokens,
                    to_tokens: self.players[to - 1].tokens,
                });
            }
        }
        Ok(ev)
    }

    /// Ends a counter window without a counter: the played skill acts. Does nothing (and
    /// returns no event) if no skill is waiting.
    pub fn resolve(&mut self) -> Vec<Event> {
        let mut ev = Vec::new();
        let Some(c) = self.cast.take() else {
            return ev;
        };
        self.skill_discard.push(c.skill);
        let before = self.target_value(c.seat, c.target);
        let after = c
            .skill
            .act(before, c.layer)
            .expect("a skill validated at cast time still acts");
        ev.push(Event::Skill {
            seat: c.seat,
            skill: c.skill,
            target: c.target,
            layer: c.layer,
            before,
            after,
        });
        self.change(c.seat, c.target, after, &mut ev);
        ev
    }

    fn target_value(&self, seat: Seat, target: Target) -> u16 {
        match target {
            Target::Own => self.players[seat - 1].seq,
            Target::Public => self.public,
        }
    }

    fn take_card(&mut self, seat: Seat, card: u16) {
        let hand = &mut self.players[seat - 1].hand;
        let i = hand.iter().position(|&c| c == card).unwrap();
        hand.remove(i);
    }

    fn draw_cards(&mut self, seat: Seat, k: usize) -> Vec<u16> {
        let mut cards = Vec::new();
        for _ in 0..k {
            match self.deck.pop() {
                Some(c) => cards.push(c),
                None => break,
            }
        }
        self.players[seat - 1].hand.extend(&cards);
        cards
    }

    fn take_skill(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Skill {
        if self.skill_deck.is_empty() {
            let mut pile = std::mem::take(&mut self.skill_discard);
            self.rng.shuffle(&mut pile);
            ev.push(Event::Refill { count: pile.len() });
            self.skill_deck = pile;
        }
        let skill = self
            .skill_deck
            .pop()
            .expect("validated: a skill card exists");
        let p = &mut self.players[seat - 1];
        p.skills.push(skill);
        if p.skills.len() > SKILL_LIMIT {
            self.turn.as_mut().unwrap().must_discard = true;
        }
        skill
    }

    /// Everything that follows `seat` changing `target` to `after`.
    fn change(&mut self, seat: Seat, target: Target, after: u16, ev: &mut Vec<Event>) {
        let before = self.target_value(seat, target);
        match target {
            Target::Own => self.players[seat - 1].seq = after,
            Target::Public => self.public = after,
        }
        // Layer prizes.
        if target == Target::Own {
            let appeared = after & !before;
            for layer in 5..=9 {
                if has(appeared, layer) && !self.has_won(seat, layer) {
                    self.players[seat - 1].won |= 1 << layer;
                    self.winners[layer as usize] += 1;
                    let rank = self.winners[layer as usize];
                    let per = [100, 75, 50, 25];
                    let points = per
                        .get(rank as usize - 1)
                        .map_or(0, |&p| (layer as i64 - 4) * p);
                    self.players[seat - 1].score += points;
                    ev.push(Event::Prize {
                        seat,
                        layer,
                        rank,
                        points,
                    });
                }
            }
        }
        // Death.
        let marked = self.markers.passed_by(after);
        if marked.len() >= 2 {
            let nodes = [marked[0], marked[1]];
            self.markers.remove(nodes[0]);
            self.markers.remove(nodes[1]);
            self.players[seat - 1].tokens += 1;
            ev.push(Event::Death { seat, nodes });
            self.eliminate(seat, Elimination::Death, ev);
        }
        // The top.
        if has(after, LAYERS) {
            match target {
                Target::Own => {
                    self.players[seat - 1].score += TOP_PRIZE;
                    ev.push(Event::Top { seat: Some(seat) });
                    self.end_round(EndCause::PlayerTop(seat), ev);
                }
                Target::Public => {
                    ev.push(Event::Top { seat: None });
                    self.end_round(EndCause::PublicTop, ev);
                }
            }
            return;
        }
        if self.active_count() < 2 {
            self.end_round(EndCause::LastStanding, ev);
            return;
        }
        // Duels: level after the change, whether or not it was level before (a ruling,
        // docs §5: the rulebook's condition is on the state after the action).
        let layer = highest(after);
        if layer > 0 && (target == Target::Public || self.players[seat - 1].active) {
            for b in 1..=self.players.len() {
                if b == seat || !self.players[b - 1].active || highest(self.seq(b)) != layer {
                    continue;
                }
                let duel = Duel {
                    a: seat,
                    b,
                    public: target == Target::Public,
                };
                if !self.duels.contains(&duel) {
                    self.duels.push(duel);
                    ev.push(Event::DuelPending { duel, layer });
                }
            }
        }
        if !self.players[seat - 1].active {
            self.finish_turn(seat, ev);
        }
    }

    fn eliminate(&mut self, seat: Seat, cause: Elimination, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat - 1];
        p.active = false;
        self.discard.append(&mut p.hand);
        self.skill_discard.append(&mut p.skills);
        if let Some(t) = self.turn.as_mut()
            && t.seat == seat
        {
            t.must_discard = false;
        }
        ev.push(Event::Eliminated {
            seat,
            cause,
            score: p.score,
            tokens: p.tokens,
        });
        let (gone, keep): (Vec<Duel>, Vec<Duel>) = self
            .duels
            .iter()
            .partition(|d| d.b == seat || (!d.public && d.a == seat));
        self.duels = keep;
        for duel in gone {
            ev.push(Event::DuelSettled {
                duel,
                outcome: DuelOutcome::Dissolved,
            });
        }
    }

    fn end_round(&mut self, cause: EndCause, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        self.ended = Some(cause);
        self.turn = None;
        if let Some(c) = self.cast.take() {
            self.skill_discard.push(c.skill);
        }
        self.duels.clear();
        ev.push(Event::RoundEnd {
            round: self.round,
            cause,
        });
    }

    /// End of `seat`'s turn (after the `end` action or an elimination in the turn).
    fn finish_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        let (now, later): (Vec<Duel>, Vec<Duel>) = self.duels.iter().partition(|d| d.b == seat);
        self.duels = later;
        for duel in now {
            self.settle(duel, ev);
        }
        if self.active_count() < 2 {
            self.end_round(EndCause::LastStanding, ev);
            return;
        }
        if self.deck.is_empty() {
            self.end_round(EndCause::DeckEmpty, ev);
            return;
        }
        let n = self.players.len();
        let next = (1..=n)
            .map(|k| (seat - 1 + k) % n + 1)
            .find(|&s| self.players[s - 1].active)
            .unwrap();
        self.begin_turn(next, ev);
    }

    fn begin_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.turn_no += 1;
        self.turn = Some(Turn {
            seat,
            drew: false,
            played: false,
            acquired: false,
            must_discard: false,
            cast: false,
        });
        ev.push(Event::Turn {
            number: self.turn_no,
            seat,
        });
    }

    fn settle(&mut self, duel: Duel, ev: &mut Vec<Event>) {
        let b = duel.b;
        let sb = self.seq(b);
        let other = if duel.public {
            self.public
        } else {
            self.seq(duel.a)
        };
        let both_active = self.players[b - 1].active && (duel.public || self.is_active(duel.a));
        if !both_active || highest(other) != highest(sb) {
            ev.push(Event::DuelSettled {
                duel,
                outcome: DuelOutcome::Dissolved,
            });
            return;
        }
        let (so, sbb) = (second(other), second(sb));
        let (winner, loser) = if so > sbb {
            (if duel.public { None } else { Some(duel.a) }, b)
        } else if so < sbb && !duel.public {
            (Some(b), duel.a)
        } else {
            let outcome = if duel.public {
                DuelOutcome::Held
            } else {
                DuelOutcome::Draw
            };
            ev.push(Event::DuelSettled { duel, outcome });
            return;
        };
        let collector = match winner {
            Some(w) => Some(w),
            None => Some(duel.a).filter(|&a| self.is_active(a)),
        };
        let loser_score = self.players[loser - 1].score;
        let points = loser_score / 3;
        self.players[loser - 1].score = 2 * loser_score / 3;
        let mut tokens = 0;
        if let Some(c) = collector {
            self.players[c - 1].score += points;
            self.players[c - 1].tokens += 1;
            tokens = self.players[c - 1].tokens;
        }
        ev.push(Event::DuelSettled {
            duel,
            outcome: DuelOutcome::Won {
                winner,
                loser,
                collector,
                points: if collector.is_some() { points } else { 0 },
                tokens,
            },
        });
        self.eliminate(loser, Elimination::Duel, ev);
    }

    /// The trie as text: one row per layer (10 first), one column per sequence (the public
    /// one, then each seat), `1*` where the sequence passes a marked node, and the marked
    /// nodes of each layer with their counts.
    pub fn draw_trie(&self) -> String {
        let mut out = String::new();
        let mut header = String::from("layer   pub");
        for (i, p) in self.players.iter().enumerate() {
            header.push_str(&format!(
                " {:>5}",
                format!("{}s{}", if p.active { "" } else { "x" }, i + 1)
            ));
        }
        header.push_str("  markers");
        out.push_str(header.trim_end());
        out.push('\n');
        let cell = |s: u16, l: u32| -> String {
            if !has(s, l) {
                "0".to_string()
            } else if self.markers.on(Node::of(s, l)) > 0 {
                "1*".to_string()
            } else {
                "1".to_string()
            }
        };
        for l in (1..=LAYERS).rev() {
            let mut row = format!("{l:>5} {:>5}", cell(self.public, l));
            for p in &self.players {
                row.push_str(&format!(" {:>5}", cell(p.seq, l)));
            }
            let here: Vec<String> = self
                .markers
                .iter()
                .filter(|(n, _)| n.layer == l)
                .map(|(n, c)| format!("{n}x{c}"))
                .collect();
            row.push_str("  ");
            row.push_str(&here.join(" "));
            out.push_str(row.trim_end());
            out.push('\n');
        }
        out
    }
}

// ----- Legal actions -----

impl Game {
    /// Every legal action of the current player now (without `give`; `end` appears once per
    /// possible set of kept cards). Empty while a counter window is open or the round is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Some(seat) = self.current() else {
            return Vec::new();
        };
        if self.cast.is_some() {
            return Vec::new();
        }
        let p = &self.players[seat - 1];
        let mut cand = vec![Action::Draw, Action::Redeem];
        for &card in &p.hand {
            for target in [Target::Own, Target::Public] {
                cand.push(Action::Play { card, target });
            }
            cand.push(Action::Test { card });
        }
        let mut kinds = p.skills.clone();
        kinds.sort();
        kinds.dedup();
        for &skill in &kinds {
            cand.push(Action::Discard { skill });
            for target in [Target::Own, Target::Public] {
                if skill.takes_layer() {
                    for l in 1..=LAYERS {
                        cand.push(Action::Cast {
                            skill,
                            target,
                            layer: Some(l),
                        });
                    }
                } else {
                    cand.push(Action::Cast {
                        skill,
                        target,
                        layer: None,
                    });
                }
            }
        }
        let h = &p.hand;
        if h.len() <= KEEP_LIMIT {
            cand.push(Action::End { keep: None });
        } else {
            for i in 0..h.len() {
                for j in i + 1..h.len() {
                    cand.push(Action::End {
                        keep: Some(vec![h[i], h[j]]),
                    });
                }
            }
        }
        cand.retain(|a| self.validate(seat, a).is_ok());
        cand
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The documented forms of the event lines: the backquoted text of each `Event`
    /// variant's first doc line(s), in declaration order.
    fn documented_event_forms() -> Vec<Vec<String>> {
        let src = include_str!("mod.rs");
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

    #[test]
    fn every_event_is_displayed_as_documented() {
        let node = |layer, prefix| Node { layer, prefix };
        let duel = Duel {
            a: 2,
            b: 3,
            public: false,
        };
        let public = Duel {
            public: true,
            ..duel
        };
        let won = |collector| DuelOutcome::Won {
            winner: Some(2),
            loser: 3,
            collector,
            points: 33,
            tokens: 1,
        };
        // One example of each variant (more for variants with several forms), in
        // declaration order, with the exact line it prints.
        let cases: Vec<(usize, Event, &str)> = vec![
            (
                0,
                Event::Round {
                    round: 2,
                    seed: 7,
                    players: 5,
                },
                "round 2 seed 7 players 5",
            ),
            (
                1,
                Event::Deal { seat: 1, card: 5 },
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
            (3, Event::Start { seat: 4 }, "start seat 4"),
            (
                4,
                Event::Draw {
                    seat: 2,
                    cards: vec![13, 14],
                },
                "draw seat 2 cards [13 14]",
            ),
            (
                4,
                Event::Draw {
                    seat: 2,
                    cards: vec![13],
                },
                "draw seat 2 cards [13]",
            ),
            (5, Event::Turn { number: 3, seat: 1 }, "turn 3 seat 1"),
            (
                6,
                Event::Play {
                    seat: 1,
                    card: 16,
                    target: Target::Own,
                    before: 1,
                    after: 17,
                },
                "play seat 1 card 16 self 0000000001 -> 0000010001",
            ),
            (
                6,
                Event::Play {
                    seat: 1,
                    card: 5,
                    target: Target::Public,
                    before: 0,
                    after: 5,
                },
                "play seat 1 card 5 public 0000000000 -> 0000000101",
            ),
            (
                7,
                Event::Test {
                    seat: 1,
                    card: 3,
                    judgment: 12,
                    ones: 4,
                    limit: 3,
                },
                "test seat 1 card 3 judgment 12 ones 4 limit 3 pass",
            ),
            (
                7,
                Event::Test {
                    seat: 1,
                    card: 3,
                    judgment: 12,
                    ones: 3,
                    limit: 3,
                },
                "test seat 1 card 3 judgment 12 ones 3 limit 3 fail",
            ),
            (
                8,
                Event::Acquire {
                    seat: 1,
                    skill: Skill::Clr,
                    by_test: true,
                    tokens: 2,
                },
                "acquire seat 1 skill C by test points -50",
            ),
            (
                8,
                Event::Acquire {
                    seat: 1,
                    skill: Skill::Shl,
                    by_test: false,
                    tokens: 2,
                },
                "acquire seat 1 skill << by token tokens 2",
            ),
            (9, Event::Refill { count: 6 }, "refill skills 6"),
            (
                10,
                Event::Discard {
                    seat: 3,
                    skill: Skill::Not,
                },
                "discard seat 3 skill ~",
            ),
            (
                11,
                Event::Cast {
                    seat: 3,
                    skill: Skill::Shr,
                    target: Target::Own,
                    layer: None,
                },
                "cast seat 3 skill >> self",
            ),
            (
                11,
                Event::Cast {
                    seat: 3,
                    skill: Skill::Ins,
                    target: Target::Public,
                    layer: Some(10),
                },
                "cast seat 3 skill I public layer 10",
            ),
            (
                12,
                Event::Counter {
                    seat: 1,
                    caster: 3,
                    skill: Skill::Shl,
                },
                "counter seat 1 voids seat 3 skill <<",
            ),
            (
                13,
                Event::Skill {
                    seat: 1,
                    skill: Skill::Clr,
                    target: Target::Own,
                    layer: Some(1),
                    before: 17,
                    after: 16,
                },
                "skill seat 1 C self layer 1 0000010001 -> 0000010000",
            ),
            (
                13,
                Event::Skill {
                    seat: 1,
                    skill: Skill::Not,
                    target: Target::Public,
                    layer: None,
                    before: 5,
                    after: 2,
                },
                "skill seat 1 ~ public 0000000101 -> 0000000010",
            ),
            (
                14,
                Event::Prize {
                    seat: 2,
                    layer: 9,
                    rank: 5,
                    points: 0,
                },
                "prize seat 2 layer 9 rank 5 points 0",
            ),
            (
                15,
                Event::Death {
                    seat: 2,
                    nodes: [node(9, 0b01), node(8, 0b011)],
                },
                "death seat 2 nodes 9:01 8:011",
            ),
            (
                16,
                Event::Eliminated {
                    seat: 2,
                    cause: Elimination::Death,
                    score: 1000,
                    tokens: 1,
                },
                "eliminated seat 2 by death score 1000 tokens 1",
            ),
            (
                16,
                Event::Eliminated {
                    seat: 2,
                    cause: Elimination::Duel,
                    score: 66,
                    tokens: 0,
                },
                "eliminated seat 2 by duel score 66 tokens 0",
            ),
            (17, Event::Top { seat: Some(4) }, "top seat 4 points 666"),
            (17, Event::Top { seat: None }, "top public"),
            (
                18,
                Event::DuelPending { duel, layer: 3 },
                "duel pending seat 2 seat 3 layer 3",
            ),
            (
                18,
                Event::DuelPending {
                    duel: public,
                    layer: 3,
                },
                "duel pending public seat 2 seat 3 layer 3",
            ),
            (
                19,
                Event::DuelSettled {
                    duel,
                    outcome: DuelOutcome::Draw,
                },
                "duel seat 2 seat 3 draw",
            ),
            (
                19,
                Event::DuelSettled {
                    duel: public,
                    outcome: DuelOutcome::Held,
                },
                "duel public seat 2 seat 3 held",
            ),
            (
                19,
                Event::DuelSettled {
                    duel,
                    outcome: DuelOutcome::Dissolved,
                },
                "duel seat 2 seat 3 dissolved",
            ),
            (
                19,
                Event::DuelSettled {
                    duel,
                    outcome: won(Some(2)),
                },
                "duel seat 2 seat 3 winner seat 2 loser seat 3 collector seat 2 points 33 tokens 1",
            ),
            (
                19,
                Event::DuelSettled {
                    duel: public,
                    outcome: DuelOutcome::Won {
                        winner: None,
                        loser: 3,
                        collector: None,
                        points: 0,
                        tokens: 0,
                    },
                },
                "duel public seat 2 seat 3 winner public loser seat 3",
            ),
            (
                20,
                Event::End {
                    seat: 1,
                    kept: vec![17],
                    discarded: vec![],
                },
                "end seat 1 keep [17] discard []",
            ),
            (
                21,
                Event::Give {
                    from: 2,
                    to: 4,
                    from_tokens: 0,
                    to_tokens: 1,
                },
                "give seat 2 to seat 4 tokens 0 1",
            ),
            (
                22,
                Event::RoundEnd {
                    round: 1,
                    cause: EndCause::PlayerTop(3),
                },
                "round 1 ends player-top seat 3",
            ),
            (
                22,
                Event::RoundEnd {
                    round: 1,
                    cause: EndCause::DeckEmpty,
                },
                "round 1 ends deck-empty",
            ),
        ];
        let forms = documented_event_forms();
        assert_eq!(forms.len(), 23, "{forms:?}");
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

    /// A round for `n` players, deal `32 − n, …, 31` (all on layer 5: seat 1 starts),
    /// then every sequence set to 0 and no markers on the trie; everything else from seed 1.
    /// Tests then arrange sequences, hands and markers (never using the dealt cards).
    fn base(n: usize) -> Game {
        let mut s = Setup::new(n, 1);
        s.deal = Some((32 - n as u16..=31).collect());
        s.markers = Some((0..n / 2).map(|i| 500 - i as u16).collect());
        let (mut g, _) = Game::new(1, &s).unwrap();
        g.markers = Markers::default();
        for p in &mut g.players {
            p.seq = 0;
        }
        g.check_invariants().unwrap();
        g
    }

    /// Moves `card` from wherever it is (deck, discard, a hand) into `seat`'s hand.
    fn give_card(g: &mut Game, seat: Seat, card: u16) {
        for pile in [&mut g.deck, &mut g.discard] {
            pile.retain(|&c| c != card);
        }
        for p in &mut g.players {
            p.hand.retain(|&c| c != card);
        }
        g.players[seat - 1].hand.push(card);
    }

    /// Sets `seat`'s hand to exactly `cards` (the old hand goes to the discard pile).
    fn set_hand(g: &mut Game, seat: Seat, cards: &[u16]) {
        let old = std::mem::take(&mut g.players[seat - 1].hand);
        g.discard.extend(old);
        for &c in cards {
            give_card(g, seat, c);
        }
    }

    /// Gives `seat` the skill cards `kinds` from the skill deck.
    fn set_skills(g: &mut Game, seat: Seat, kinds: &[Skill]) {
        let old = std::mem::take(&mut g.players[seat - 1].skills);
        g.skill_discard.extend(old);
        for &k in kinds {
            let i = g.skill_deck.iter().position(|&s| s == k).unwrap();
            g.skill_deck.remove(i);
            g.players[seat - 1].skills.push(k);
        }
    }

    /// Lays the markers of `card` without taking it from anywhere (tests only).
    fn mark(g: &mut Game, card: u16) {
        for node in marker_nodes(card) {
            g.markers.add(node);
        }
    }

    fn lines(ev: &[Event]) -> Vec<String> {
        ev.iter().map(|e| e.to_string()).collect()
    }

    fn ok(g: &mut Game, seat: Seat, a: Action) -> Vec<String> {
        let ev = g
            .apply(seat, &a)
            .unwrap_or_else(|e| panic!("{seat} {a}: {e}"));
        g.check_invariants().unwrap();
        lines(&ev)
    }

    fn bad(g: &mut Game, seat: Seat, a: Action, needle: &str) {
        let before = format!("{g:?}");
        let e = g
            .apply(seat, &a)
            .expect_err(&format!("{seat} {a} must fail"));
        assert!(e.contains(needle), "{seat} {a}: {e:?} lacks {needle:?}");
        assert_eq!(before, format!("{g:?}"), "a failed action changed the game");
    }

    fn play(card: u16, target: Target) -> Action {
        Action::Play { card, target }
    }

    fn cast(skill: Skill, target: Target, layer: Option<u32>) -> Action {
        Action::Cast {
            skill,
            target,
            layer,
        }
    }

    const END: Action = Action::End { keep: None };
    use Target::{Own, Public};

    /// Seat 1 plays `card` on `target` and ends; returns the play's events.
    fn play_and_end(g: &mut Game, seat: Seat, card: u16, target: Target) -> Vec<String> {
        set_hand(g, seat, &[card]);
        let mut ev = ok(g, seat, play(card, target));
        if g.current() == Some(seat) {
            ev.extend(ok(g, seat, END));
        }
        ev
    }

    // ----- Board -----

    #[test]
    fn layers_and_nodes() {
        assert_eq!(highest(0b01_0000_0000), 9);
        assert_eq!(second(0b01_0000_0001), 1);
        assert_eq!(second(0), 0);
        assert!(has(0b10, 2) && !has(0b10, 1));
        let n = Node::of(0b01_1000_0000, 8);
        assert_eq!((n.layer, n.prefix), (8, 0b011));
        assert!(n.passed_by(0b01_1111_1111));
        assert!(!n.passed_by(0b11_1000_0000), "another prefix above");
        assert!(!n.passed_by(0b01_0000_0000), "a 0 at the node's layer");
        assert!(!Node::of(0b01_0000_0000, 8).passed_by(0b01_0000_0000));
        assert_eq!(
            marker_nodes(0b01_1000_0000),
            vec![Node::of(384, 9), Node::of(384, 8)]
        );
        assert_eq!(marker_nodes(256), vec![Node::of(256, 9)]);
        assert_eq!(Node::of(0b01_1000_0000, 8).to_string(), "011");
    }

    #[test]
    fn a_sequence_passes_at_most_two_marked_nodes() {
        // Even with every card's markers laid, a sequence can only pass the node of its
        // highest 1 (prefix 0…01) and the node of its second-highest 1: the death check's
        // "two highest such nodes" are always exactly the two it passes.
        let mut m = Markers::default();
        for c in 1..=MAX_CARD {
            for node in marker_nodes(c) {
                m.add(node);
            }
        }
        for s in 0..=FULL {
            let p = m.passed_by(s);
            assert!(p.len() <= 2, "{s:b} passes {p:?}");
            let want: Vec<u32> = [highest(s), second(s)]
                .into_iter()
                .filter(|&l| l > 0 && l < LAYERS)
                .collect();
            let got: Vec<u32> = p.iter().map(|n| n.layer).collect();
            if highest(s) < LAYERS {
                assert_eq!(got, want, "{s:b}");
            }
        }
    }

    #[test]
    fn markers_stack_and_unstack() {
        let mut m = Markers::default();
        let n = Node::of(384, 9);
        m.add(n);
        m.add(n);
        assert_eq!(m.on(n), 2);
        m.remove(n);
        assert_eq!(m.on(n), 1);
        m.remove(n);
        assert_eq!(m.on(n), 0);
        assert_eq!(m.total(), 0);
    }

    // ----- Setup -----

    #[test]
    fn setup_follows_the_documented_generator() {
        for n in 4..=8 {
            let seed = 77 + n as u64;
            let (g, ev) = Game::new(1, &Setup::new(n, seed)).unwrap();
            g.check_invariants().unwrap();
            // Re-derive the round from the documented order of shuffles.
            let mut rng = Rng::new(seed);
            let mut low: Vec<u16> = (1..=31).collect();
            rng.shuffle(&mut low);
            let deal = &low[..n];
            let mut rest: Vec<u16> = (1..=511).filter(|c| !deal.contains(c)).collect();
            rng.shuffle(&mut rest);
            let aside: Vec<u16> = rest.drain(..n / 2).collect();
            let mut skills = Vec::new();
            for k in Skill::ALL {
                skills.extend(std::iter::repeat_n(k, k.copies(n)));
            }
            rng.shuffle(&mut skills);
            for s in 1..=n {
                assert_eq!(g.players[s - 1].card, deal[s - 1]);
                assert_eq!(g.seq(s), deal[s - 1]);
                assert_eq!(g.score(s), 100);
                assert_eq!(g.tokens(s), 0);
            }
            assert_eq!(g.aside, aside);
            let mut top: Vec<u16> = g.deck.iter().rev().copied().collect();
            let mut drawn: Vec<u16> = Vec::new();
            for e in &ev {
                if let Event::Draw { cards, .. } = e {
                    drawn.extend(cards);
                }
            }
            drawn.append(&mut top);
            assert_eq!(drawn, rest, "draws come from the top of the shuffled deck");
            let mut sk = g.skill_deck.clone();
            sk.reverse();
            assert_eq!(sk, skills);
            assert_eq!(g.deck_len(), 511 - n - n / 2 - 2 * n);
            assert_eq!(g.skill_deck_len(), 7 * n);
            let start = g.current().unwrap();
            let lowest = (1..=n).map(|s| highest(deal[s - 1])).min().unwrap();
            assert_eq!(
                start,
                (1..=n).find(|&s| highest(deal[s - 1]) == lowest).unwrap()
            );
            // Each player draws two, clockwise from the starting player.
            let order: Vec<Seat> = ev
                .iter()
                .filter_map(|e| match e {
                    Event::Draw { seat, cards } => {
                        assert_eq!(cards.len(), 2);
                        Some(*seat)
                    }
                    _ => None,
                })
                .collect();
            let want: Vec<Seat> = (0..n).map(|k| (start - 1 + k) % n + 1).collect();
            assert_eq!(order, want);
        }
        // Same seed, same round; another seed, another round.
        let a = Game::new(1, &Setup::new(5, 9)).unwrap().1;
        let b = Game::new(1, &Setup::new(5, 9)).unwrap().1;
        let c = Game::new(1, &Setup::new(5, 10)).unwrap().1;
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn setup_overrides() {
        let mut s = Setup::new(4, 5);
        s.deal = Some(vec![8, 3, 2, 9]);
        s.markers = Some(vec![384, 384 + 64]);
        s.deck_top = vec![100, 101, 102, 103, 104];
        s.skills_top = vec![Skill::Not, Skill::Not];
        let (g, ev) = Game::new(1, &s).unwrap();
        g.check_invariants().unwrap();
        let ev = lines(&ev);
        // Highest 1s on layers 4, 2, 2, 4: seat 2 starts (lowest seat of the tie).
        assert!(ev.contains(&"start seat 2".to_string()));
        assert!(ev.contains(&"draw seat 2 cards [100 101]".to_string()));
        assert!(ev.contains(&"draw seat 3 cards [102 103]".to_string()));
        assert_eq!(g.hand(4)[0], 104);
        // 384 and 448 share the node 01 on layer 9: the markers stack.
        assert_eq!(g.markers.on(Node::of(384, 9)), 2);
        assert_eq!(g.markers.on(Node::of(448, 8)), 2, "448 also marks 8:011");
        assert_eq!(g.markers.total(), 4);
        assert_eq!(
            &g.skill_deck[g.skill_deck.len() - 2..],
            &[Skill::Not, Skill::Not]
        );
        // Overrides that claim low cards are skipped by the default deal.
        let mut t = Setup::new(4, 5);
        t.deck_top = (1..=27).collect();
        let (g, _) = Game::new(1, &t).unwrap();
        g.check_invariants().unwrap();
        let mut dealt: Vec<u16> = (1..=4).map(|s| g.players[s - 1].card).collect();
        dealt.sort();
        assert_eq!(dealt, vec![28, 29, 30, 31]);
    }

    #[test]
    fn setup_rejects_inconsistent_overrides() {
        let check = |f: &dyn Fn(&mut Setup), needle: &str| {
            let mut s = Setup::new(4, 1);
            f(&mut s);
            let e = Game::new(1, &s).expect_err(needle);
            assert!(e.contains(needle), "{e:?} lacks {needle:?}");
        };
        check(&|s| s.players = 3, "4..=8");
        check(&|s| s.players = 9, "4..=8");
        check(&|s| s.deal = Some(vec![1, 2, 3]), "deal lists 3");
        check(&|s| s.deal = Some(vec![1, 2, 3, 32]), "not in 1..=31");
        check(&|s| s.deal = Some(vec![1, 2, 3, 3]), "already placed");
        check(&|s| s.markers = Some(vec![100]), "markers lists 1");
        check(&|s| s.markers = Some(vec![100, 512]), "not a number card");
        check(&|s| s.markers = Some(vec![100, 0]), "not a number card");
        check(
            &|s| {
                s.deal = Some(vec![1, 2, 3, 4]);
                s.deck_top = vec![4];
            },
            "already placed",
        );
        check(&|s| s.deck_top = (1..=28).collect(), "too few of 1..=31");
        check(&|s| s.skills_top = vec![Skill::Shl; 5], "skills lists 5 <<");
        let mut ok = Setup::new(4, 1);
        ok.skills_top = vec![Skill::Shl; 4];
        assert!(Game::new(1, &ok).is_ok());
    }

    // ----- Turn order and basic plays -----

    #[test]
    fn a_turn_in_order() {
        let mut g = base(4);
        assert_eq!(g.current(), Some(1));
        set_hand(&mut g, 1, &[6, 7]);
        bad(&mut g, 2, Action::Draw, "seat 1's turn");
        bad(&mut g, 1, END, "must play a basic card");
        bad(&mut g, 1, Action::Test { card: 6 }, "after the basic card");
        bad(&mut g, 1, Action::Redeem, "after the basic card");
        bad(&mut g, 1, play(8, Own), "does not hold card 8");
        let deck = g.deck_len();
        assert_eq!(ok(&mut g, 1, Action::Draw).len(), 1);
        assert_eq!(g.deck_len(), deck - 2);
        bad(&mut g, 1, Action::Draw, "already drawn");
        let ev = ok(&mut g, 1, play(6, Own));
        assert_eq!(ev, ["play seat 1 card 6 self 0000000000 -> 0000000110"]);
        bad(&mut g, 1, play(7, Own), "already played");
        bad(&mut g, 1, Action::Draw, "only before");
        bad(&mut g, 1, END, "must name at most two");
        let hand = g.hand(1).to_vec();
        bad(
            &mut g,
            1,
            Action::End {
                keep: Some(hand.clone()),
            },
            "at most two",
        );
        bad(
            &mut g,
            1,
            Action::End {
                keep: Some(vec![7, 7]),
            },
            "named twice",
        );
        bad(
            &mut g,
            1,
            Action::End {
                keep: Some(vec![9]),
            },
            "does not hold card 9",
        );
        let ev = ok(
            &mut g,
            1,
            Action::End {
                keep: Some(vec![hand[2]]),
            },
        );
        assert_eq!(
            ev,
            [
                format!("end seat 1 keep [{}] discard [7 {}]", hand[2], hand[1]),
                "turn 2 seat 2".to_string()
            ]
        );
        assert_eq!(g.hand(1), &[hand[2]]);
        assert_eq!(g.current(), Some(2));
        bad(&mut g, 1, Action::Draw, "seat 2's turn");
    }

    #[test]
    fn holding_no_card_means_drawing_and_short_draws_take_what_is_left() {
        let mut g = base(4);
        set_hand(&mut g, 1, &[]);
        bad(&mut g, 1, play(6, Own), "must draw");
        // Leave a single card in the deck.
        let rest: Vec<u16> = g.deck.drain(1..).collect();
        g.discard.extend(rest);
        let top = g.deck[0];
        assert_eq!(
            ok(&mut g, 1, Action::Draw),
            [format!("draw seat 1 cards [{top}]")]
        );
        ok(&mut g, 1, play(top, Public));
        // The deck is empty at the end of the turn: the round ends.
        assert_eq!(
            ok(&mut g, 1, END),
            ["end seat 1 keep [] discard []", "round 1 ends deck-empty"]
        );
        assert_eq!(g.ended(), Some(EndCause::DeckEmpty));
        bad(&mut g, 2, Action::Draw, "round 1 has ended");
        bad(&mut g, 2, Action::Give { to: 1 }, "round 1 has ended");
    }

    #[test]
    fn draw_on_an_empty_deck_is_illegal() {
        let mut g = base(4);
        let rest: Vec<u16> = g.deck.drain(..).collect();
        g.discard.extend(rest);
        bad(&mut g, 1, Action::Draw, "basic deck is empty");
    }

    #[test]
    fn rotation_skips_eliminated_players() {
        let mut g = base(5);
        g.players[1].active = false;
        let h = std::mem::take(&mut g.players[1].hand);
        g.discard.extend(h);
        play_and_end(&mut g, 1, 40, Public);
        assert_eq!(g.current(), Some(3));
        bad(&mut g, 2, Action::Draw, "eliminated");
        play_and_end(&mut g, 3, 41, Public);
        play_and_end(&mut g, 4, 42, Public);
        play_and_end(&mut g, 5, 43, Public);
        assert_eq!(g.current(), Some(1), "clockwise wraps to seat 1");
    }

    // ----- Prizes and the top -----

    #[test]
    fn layer_prizes_by_rank() {
        let mut g = base(8);
        // Seats 1..=6 each make a 1 appear at layer 7 (value 64); ranks 1..=4 are paid
        // 300, 225, 150, 75; later winners get 0.
        let want = [300, 225, 150, 75, 0, 0];
        for seat in 1..=6 {
            let ev = play_and_end(&mut g, seat, 64, Own);
            assert_eq!(
                ev[1],
                format!(
                    "prize seat {seat} layer 7 rank {seat} points {}",
                    want[seat - 1]
                )
            );
            assert_eq!(g.score(seat), 100 + want[seat - 1]);
        }
        assert_eq!(g.winners_of(7), 6);
    }

    #[test]
    fn a_layer_is_won_once_and_only_on_ones_that_appear_in_ones_own_sequence() {
        let mut g = base(4);
        // Several layers at once, ascending: 5, 6, 9 (value 304 + 1 = 0b100110001).
        let ev = play_and_end(&mut g, 1, 0b1_0011_0000, Own);
        assert_eq!(
            ev[1..4],
            [
                "prize seat 1 layer 5 rank 1 points 100",
                "prize seat 1 layer 6 rank 1 points 200",
                "prize seat 1 layer 9 rank 1 points 500",
            ]
        );
        assert_eq!(g.score(1), 900);
        // The public sequence wins nothing.
        let ev = play_and_end(&mut g, 2, 0b1_0000_0000, Public);
        assert!(!ev.iter().any(|l| l.starts_with("prize")), "{ev:?}");
        play_and_end(&mut g, 3, 1, Public);
        play_and_end(&mut g, 4, 2, Public);
        // Seat 1 clears layer 9 and sets it again: already won, nothing more.
        let ev = play_and_end(&mut g, 1, 0b1_0000_0000, Own);
        assert!(!ev.iter().any(|l| l.starts_with("prize")), "{ev:?}");
        play_and_end(&mut g, 2, 3, Public);
        play_and_end(&mut g, 3, 5, Public);
        play_and_end(&mut g, 4, 6, Public);
        let ev = play_and_end(&mut g, 1, 0b1_0000_0000, Own);
        assert!(!ev.iter().any(|l| l.starts_with("prize")), "{ev:?}");
        assert_eq!(g.score(1), 900);
    }

    #[test]
    fn setup_values_win_nothing_but_layer_10_and_4_are_not_prizes() {
        // A deal of 16 (layer 5) wins nothing; clearing and setting layer 5 again wins it.
        let mut s = Setup::new(4, 3);
        s.deal = Some(vec![16, 1, 2, 3]);
        let (mut g, _) = Game::new(1, &s).unwrap();
        g.markers = Markers::default();
        assert_eq!(g.current(), Some(2));
        play_and_end(&mut g, 2, 8, Own); // layer 4: no prize
        assert_eq!(g.score(2), 100);
        play_and_end(&mut g, 3, 9, Public);
        play_and_end(&mut g, 4, 10, Public);
        let ev = play_and_end(&mut g, 1, 17, Own);
        assert_eq!(ev[0], "play seat 1 card 17 self 0000010000 -> 0000000001");
        play_and_end(&mut g, 2, 11, Public);
        play_and_end(&mut g, 3, 12, Public);
        play_and_end(&mut g, 4, 13, Public);
        let ev = play_and_end(&mut g, 1, 18, Own);
        assert_eq!(ev[1], "prize seat 1 layer 5 rank 1 points 100");
    }

    #[test]
    fn reaching_the_top_ends_the_round() {
        // A player's own sequence: +666 (with the layer prizes of the 1s that appear).
        let mut g = base(4);
        g.players[0].seq = 0b1_0000_0000;
        set_hand(&mut g, 1, &[20]);
        set_skills(&mut g, 1, &[Skill::Shl]);
        ok(&mut g, 1, play(20, Public));
        ok(&mut g, 1, cast(Skill::Shl, Own, None));
        let ev = lines(&g.resolve());
        assert_eq!(
            ev,
            [
                "skill seat 1 << self 0100000000 -> 1000000000",
                "top seat 1 points 666",
                "round 1 ends player-top seat 1",
            ]
        );
        assert_eq!(g.score(1), 766);
        assert_eq!(g.current(), None);
        g.check_invariants().unwrap();
        // The public sequence: no points.
        let mut g = base(4);
        g.public = 0b1_0000_0000;
        set_hand(&mut g, 1, &[20]);
        set_skills(&mut g, 1, &[Skill::Ins]);
        ok(&mut g, 1, play(20, Own));
        ok(&mut g, 1, cast(Skill::Ins, Public, Some(10)));
        let ev = lines(&g.resolve());
        assert_eq!(
            ev,
            [
                "skill seat 1 I public layer 10 0100000000 -> 1100000000",
                "top public",
                "round 1 ends public-top",
            ]
        );
        assert_eq!(g.score(1), 200, "the layer 5 prize only");
        assert!(g.legal_actions().is_empty());
    }

    // ----- Death -----

    #[test]
    fn death_on_two_marked_nodes() {
        let mut g = base(4);
        mark(&mut g, 0b1_1000_0000); // nodes 9:01 and 8:011
        mark(&mut g, 0b0_0000_0110); // nodes 3:00000001 and 2:000000011
        g.players[0].seq = 0;
        set_skills(&mut g, 1, &[Skill::Clr]);
        // One marked node is safe.
        let ev = play_and_end(&mut g, 1, 0b1_0000_0000, Own);
        assert!(!ev.iter().any(|l| l.starts_with("death")));
        // Seat 2 passes the marked nodes 9:01 and 8:011: eliminated, each loses one marker.
        g.players[1].seq = 0;
        set_hand(&mut g, 2, &[0b1_1000_0100, 50]);
        set_skills(&mut g, 2, &[Skill::Shl]);
        let ev = ok(&mut g, 2, play(0b1_1000_0100, Own));
        assert_eq!(
            ev,
            [
                "play seat 2 card 388 self 0000000000 -> 0110000100",
                "prize seat 2 layer 8 rank 1 points 400",
                "prize seat 2 layer 9 rank 2 points 375",
                "death seat 2 nodes 9:01 8:011",
                "eliminated seat 2 by death score 875 tokens 1",
                "turn 3 seat 3",
            ]
        );
        assert!(!g.is_active(2));
        assert!(
            g.hand(2).is_empty() && g.skills(2).is_empty(),
            "hand discarded"
        );
        assert_eq!(g.markers.total(), 2);
        assert_eq!(g.markers.on(Node::of(6, 3)), 1);
        // Seat 1 still passes 9:01 but its marker is gone: no death for two more.
        assert_eq!(g.markers.passed_by(g.seq(1)), vec![]);
    }

    #[test]
    fn death_by_the_public_sequence_and_stacked_markers() {
        let mut g = base(4);
        mark(&mut g, 0b1_1000_0000);
        mark(&mut g, 0b1_0100_0000); // 9:01 stacked twice, 8:011 once, 7:0101 once
        assert_eq!(g.markers.on(Node::of(384, 9)), 2);
        set_hand(&mut g, 1, &[0b1_1000_0000]);
        let ev = ok(&mut g, 1, play(0b1_1000_0000, Public));
        assert_eq!(ev[1], "death seat 1 nodes 9:01 8:011");
        assert!(!g.is_active(1));
        assert_eq!(g.tokens(1), 1);
        assert_eq!(
            g.markers.on(Node::of(384, 9)),
            1,
            "one of the stack is left"
        );
        assert_eq!(g.markers.on(Node::of(384, 8)), 0);
        assert_eq!(g.current(), Some(2));
        // Seat 2 makes the public sequence 0b101000000: it passes 9:01 and 7:0101.
        set_hand(&mut g, 2, &[0b0_1100_0000]);
        let ev = ok(&mut g, 2, play(0b0_1100_0000, Public));
        assert_eq!(ev[1], "death seat 2 nodes 9:01 7:0101");
        assert_eq!(g.markers.total(), 0);
    }

    #[test]
    fn death_by_a_skill() {
        let mut g = base(4);
        mark(&mut g, 0b0_0000_0110); // 3:00000001 and 2:000000011
        g.players[0].seq = 0b11;
        set_hand(&mut g, 1, &[64]);
        set_skills(&mut g, 1, &[Skill::Shl]);
        ok(&mut g, 1, play(64, Public));
        ok(&mut g, 1, cast(Skill::Shl, Own, None));
        assert_eq!(
            g.resolve()[1].to_string(),
            "death seat 1 nodes 3:00000001 2:000000011"
        );
        assert!(!g.is_active(1));
        assert_eq!(g.current(), Some(2));
    }

    #[test]
    fn last_standing_ends_the_round_at_once() {
        let mut g = base(4);
        mark(&mut g, 0b1_1000_0000);
        for s in [3, 4] {
            g.players[s - 1].active = false;
            let h = std::mem::take(&mut g.players[s - 1].hand);
            g.discard.extend(h);
        }
        set_hand(&mut g, 1, &[0b1_1000_0000]);
        let ev = ok(&mut g, 1, play(0b1_1000_0000, Own));
        assert_eq!(ev.last().unwrap(), "round 1 ends last-standing");
        assert_eq!(g.ended(), Some(EndCause::LastStanding));
    }

    // ----- Skills -----

    #[test]
    fn skill_effects_and_their_edges() {
        use Skill::*;
        assert_eq!(Shl.act(0b01_0000_0001, None), Ok(0b10_0000_0010));
        assert_eq!(
            Shl.act(0b10_0000_0001, None),
            Ok(0b00_0000_0010),
            "layer 10 lost"
        );
        assert_eq!(
            Shl.act(0b10_0000_0000, None),
            Ok(0),
            "the only 1 shifted out"
        );
        assert!(Shl.act(0, None).is_err());
        assert_eq!(Shr.act(0b11, None), Ok(0b1));
        assert_eq!(Shr.act(1, None), Ok(0), "layer 1 lost");
        assert!(Shr.act(0, None).is_err());
        assert_eq!(Not.act(0b0101_1010, None), Ok(0b0010_0101));
        assert_eq!(Not.act(1, None), Ok(0));
        assert_eq!(Not.act(0b11_1111_1111, None), Ok(0));
        assert!(Not.act(0, None).is_err());
        assert_eq!(Ins.act(0b10, Some(1)), Ok(0b11), "below a 1");
        assert_eq!(Ins.act(0b1, Some(2)), Ok(0b11), "above a 1");
        assert_eq!(Ins.act(0b01_0000_0000, Some(10)), Ok(0b11_0000_0000));
        assert!(
            Ins.act(0b1, Some(3))
                .unwrap_err()
                .contains("not next to a 1")
        );
        assert!(Ins.act(0b1, Some(1)).unwrap_err().contains("already 1"));
        assert!(Ins.act(0, Some(1)).is_err());
        assert!(Ins.act(1, Some(11)).unwrap_err().contains("not in 1..=10"));
        assert!(Ins.act(1, Some(0)).is_err());
        assert!(Ins.act(1, None).unwrap_err().contains("needs a layer"));
        assert_eq!(Clr.act(0b101, Some(3)), Ok(0b1));
        assert_eq!(Clr.act(0b1, Some(1)), Ok(0));
        assert!(Clr.act(0b101, Some(2)).unwrap_err().contains("not 1"));
        assert!(Clr.act(0b101, None).is_err());
        assert!(Shl.act(1, Some(1)).unwrap_err().contains("takes no layer"));
    }

    #[test]
    fn casting_follows_the_turn_order() {
        let mut g = base(4);
        g.players[0].seq = 0b1010;
        set_hand(&mut g, 1, &[64, 65]);
        set_skills(&mut g, 1, &[Skill::Not, Skill::Shr]);
        bad(
            &mut g,
            1,
            cast(Skill::Not, Own, None),
            "after the basic card",
        );
        ok(&mut g, 1, play(64, Public));
        bad(
            &mut g,
            1,
            cast(Skill::Ins, Own, Some(1)),
            "does not hold skill I",
        );
        bad(&mut g, 1, cast(Skill::Not, Own, Some(1)), "takes no layer");
        ok(&mut g, 1, cast(Skill::Not, Own, None));
        // Nothing but a counter while the skill waits.
        bad(&mut g, 1, END, "waits for counters");
        bad(&mut g, 2, Action::Counter, "holds no C");
        bad(&mut g, 1, Action::Counter, "its own skill");
        assert_eq!(
            lines(&g.resolve()),
            ["skill seat 1 ~ self 0000001010 -> 0000000101"]
        );
        assert!(g.resolve().is_empty());
        bad(
            &mut g,
            1,
            cast(Skill::Shr, Own, None),
            "already played a skill",
        );
        bad(&mut g, 1, Action::Redeem, "before a skill is played");
        bad(&mut g, 1, Action::Counter, "no skill to counter");
        ok(&mut g, 1, END);
        // Impossible skills are illegal.
        set_hand(&mut g, 2, &[66]);
        set_skills(&mut g, 2, &[Skill::Clr, Skill::Shl]);
        g.players[1].seq = 0;
        ok(&mut g, 2, play(66, Public));
        bad(&mut g, 2, cast(Skill::Shl, Own, None), "has no 1");
        bad(
            &mut g,
            2,
            cast(Skill::Clr, Public, Some(1)),
            "layer 1 is not 1",
        );
        ok(&mut g, 2, cast(Skill::Clr, Public, Some(2)));
        assert_eq!(
            g.resolve()[0].to_string(),
            "skill seat 2 C public layer 2 0000000010 -> 0000000000"
        );
    }

    #[test]
    fn the_first_counter_voids_both_cards() {
        let mut g = base(5);
        g.players[0].seq = 0b1010;
        set_hand(&mut g, 1, &[64]);
        set_skills(&mut g, 1, &[Skill::Not]);
        set_skills(&mut g, 3, &[Skill::Clr]);
        set_skills(&mut g, 4, &[Skill::Clr, Skill::Clr]);
        ok(&mut g, 1, play(64, Public));
        ok(&mut g, 1, cast(Skill::Not, Own, None));
        assert_eq!(g.counter_window(), Some((1, Skill::Not)));
        let discards = g.skill_discard.len();
        assert_eq!(
            ok(&mut g, 4, Action::Counter),
            ["counter seat 4 voids seat 1 skill ~"]
        );
        assert_eq!(g.skills(4), &[Skill::Clr]);
        assert_eq!(g.skill_discard.len(), discards + 2);
        bad(&mut g, 3, Action::Counter, "no skill to counter");
        assert!(g.resolve().is_empty(), "a countered skill never acts");
        assert_eq!(g.seq(1), 0b1010);
        // The caster's turn goes on; the skill is spent.
        bad(&mut g, 1, cast(Skill::Not, Own, None), "already played");
        ok(&mut g, 1, END);
        // An eliminated player cannot counter.
        g.players[2].active = false;
        let s = std::mem::take(&mut g.players[2].skills);
        g.skill_discard.extend(s);
        let h = std::mem::take(&mut g.players[2].hand);
        g.discard.extend(h);
        set_hand(&mut g, 2, &[65]);
        set_skills(&mut g, 2, &[Skill::Shr]);
        ok(&mut g, 2, play(65, Own));
        ok(&mut g, 2, cast(Skill::Shr, Own, None));
        bad(&mut g, 3, Action::Counter, "eliminated");
    }

    // ----- Acquiring skill cards -----

    #[test]
    fn tests_pass_and_fail_by_the_popcount_limit() {
        let mut g = base(4);
        // Own sequence 0b111 after the play: bitlength 3, limit ⌊6/3⌋ = 2.
        g.players[0].seq = 0b110;
        set_hand(&mut g, 1, &[1, 24, 40]);
        ok(&mut g, 1, play(1, Own));
        g.deck.retain(|&c| c != 16);
        g.deck.push(16); // judgment card on top
        // 24 ^ 16 ^ 7 = 0b01111: 4 ones > 2: pass, −50, take the top skill card.
        let top = *g.skill_deck.last().unwrap();
        let ev = ok(&mut g, 1, Action::Test { card: 24 });
        assert_eq!(
            ev,
            [
                "test seat 1 card 24 judgment 16 ones 4 limit 2 pass".to_string(),
                format!("acquire seat 1 skill {top} by test points -50"),
            ]
        );
        assert_eq!(g.score(1), 50);
        assert_eq!(g.skills(1), &[top]);
        assert!(g.discard.ends_with(&[24, 16]), "both cards discarded");
        bad(&mut g, 1, Action::Test { card: 40 }, "already tried");
        bad(&mut g, 1, Action::Redeem, "already tried");
        ok(&mut g, 1, Action::End { keep: None });
        // A failing test: ones ≤ limit, no cost, no card, still the turn's one try.
        let mut g = base(4);
        g.players[0].seq = 0b110;
        set_hand(&mut g, 1, &[1, 6, 40]);
        ok(&mut g, 1, play(1, Own));
        g.deck.retain(|&c| c != 3);
        g.deck.push(3);
        // 6 ^ 3 ^ 7 = 2: 1 one ≤ 2.
        let ev = ok(&mut g, 1, Action::Test { card: 6 });
        assert_eq!(ev, ["test seat 1 card 6 judgment 3 ones 1 limit 2 fail"]);
        assert_eq!(g.score(1), 100);
        assert!(g.skills(1).is_empty());
        bad(&mut g, 1, Action::Redeem, "already tried");
    }

    #[test]
    fn a_test_needs_50_points_a_judgment_card_and_a_skill_card() {
        let mut g = base(4);
        set_hand(&mut g, 1, &[1, 6]);
        ok(&mut g, 1, play(1, Own));
        g.players[0].score = 49;
        bad(&mut g, 1, Action::Test { card: 6 }, "at least 50");
        bad(&mut g, 1, Action::Test { card: 7 }, "does not hold card 7");
        g.players[0].score = 50;
        let rest: Vec<u16> = g.deck.drain(..).collect();
        g.discard.extend(rest);
        bad(&mut g, 1, Action::Test { card: 6 }, "judgment card");
        let mut g = base(4);
        set_hand(&mut g, 1, &[1, 6]);
        ok(&mut g, 1, play(1, Own));
        // No skill card anywhere: park them all in seat 2's... not allowed (limit), so in
        // the hands of several players, two each.
        let all: Vec<Skill> = std::mem::take(&mut g.skill_deck);
        assert_eq!(all.len(), 28);
        let mut it = all.into_iter();
        for s in 2..=4 {
            g.players[s - 1].skills = it.by_ref().take(2).collect();
        }
        g.skill_discard.clear();
        // The remaining 22 go nowhere legal; keep conservation by giving up on invariants
        // here and only checking validation.
        bad(&mut g, 1, Action::Test { card: 6 }, "no skill card is left");
        g.players[0].tokens = 1;
        bad(&mut g, 1, Action::Redeem, "no skill card is left");
    }

    #[test]
    fn redeeming_a_token_and_refilling_the_skill_deck() {
        let mut g = base(4);
        set_hand(&mut g, 1, &[1]);
        ok(&mut g, 1, play(1, Own));
        bad(&mut g, 1, Action::Redeem, "no token");
        g.players[0].tokens = 2;
        // Empty skill deck: the discard pile is shuffled into a new one.
        let all: Vec<Skill> = std::mem::take(&mut g.skill_deck);
        g.skill_discard = all;
        let ev = ok(&mut g, 1, Action::Redeem);
        assert_eq!(ev[0], "refill skills 28");
        assert!(ev[1].starts_with("acquire seat 1 skill ") && ev[1].ends_with("by token tokens 1"));
        assert_eq!(g.tokens(1), 1);
        assert_eq!(g.skill_deck_len(), 27);
        assert!(g.skill_discard.is_empty());
    }

    #[test]
    fn a_third_skill_card_must_be_discarded_at_once() {
        let mut g = base(4);
        set_hand(&mut g, 1, &[1]);
        set_skills(&mut g, 1, &[Skill::Shl, Skill::Shl]);
        g.skill_deck.push(Skill::Not); // on top (conservation: take a ~ off below)
        let i = g.skill_deck.iter().position(|&s| s == Skill::Not).unwrap();
        g.skill_deck.remove(i);
        g.players[0].tokens = 1;
        bad(
            &mut g,
            1,
            Action::Discard { skill: Skill::Shl },
            "only when holding three",
        );
        ok(&mut g, 1, play(1, Own));
        ok(&mut g, 1, Action::Redeem);
        assert_eq!(g.skills(1).len(), 3);
        bad(
            &mut g,
            1,
            cast(Skill::Not, Own, None),
            "must discard one first",
        );
        bad(&mut g, 1, END, "must discard one first");
        bad(
            &mut g,
            1,
            Action::Discard { skill: Skill::Clr },
            "does not hold skill C",
        );
        assert_eq!(
            ok(&mut g, 1, Action::Discard { skill: Skill::Shl }),
            ["discard seat 1 skill <<"]
        );
        assert_eq!(g.skills(1), &[Skill::Shl, Skill::Not]);
        bad(
            &mut g,
            1,
            Action::Discard { skill: Skill::Shl },
            "only when holding three",
        );
        g.players[0].seq = 0b11;
        ok(&mut g, 1, cast(Skill::Not, Own, None));
        g.resolve();
        ok(&mut g, 1, END);
    }

    // ----- Duels -----

    /// Seats' sequences set directly (setup-like), no markers, seat 1 to move.
    fn duel_game(n: usize, seqs: &[u16]) -> Game {
        let mut g = base(n);
        for (i, &s) in seqs.iter().enumerate() {
            g.players[i].seq = s;
        }
        g
    }

    #[test]
    fn a_duel_is_settled_at_the_end_of_bs_next_turn() {
        // Seat 1 moves to layer 6 with second-highest on layer 4; seat 3 sits on layer 6
        // with second-highest on layer 2.
        let mut g = duel_game(4, &[0, 1, 0b10_0010, 2]);
        g.players[0].score = 90;
        g.players[2].score = 200;
        let ev = play_and_end(&mut g, 1, 0b10_1000, Own);
        assert!(
            ev.contains(&"duel pending seat 1 seat 3 layer 6".to_string()),
            "{ev:?}"
        );
        // Not settled at the end of seat 2's turn.
        let ev = play_and_end(&mut g, 2, 64, Public);
        assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
        // Settled at the end of seat 3's turn: seat 1's second 1 (layer 4) beats layer 2.
        let ev = play_and_end(&mut g, 3, 65, Public);
        assert_eq!(ev[1], "duel pending public seat 3 seat 2 layer 1");
        assert_eq!(
            ev[2..5],
            [
                "end seat 3 keep [] discard []",
                "duel seat 1 seat 3 winner seat 1 loser seat 3 collector seat 1 points 66 tokens 1",
                "eliminated seat 3 by duel score 133 tokens 0",
            ]
        );
        assert_eq!(g.score(1), 90 + 66 + 200); // + layer 6 prize (rank 1: 200)
        assert!(!g.is_active(3));
        assert_eq!(
            g.duels(),
            &[Duel {
                a: 3,
                b: 2,
                public: true
            }]
        );
    }

    #[test]
    fn b_can_win_a_duel_and_no_second_one_counts_lowest() {
        // Seat 1 reaches layer 5 with no second 1; seat 2 has 0b10001.
        let mut g = duel_game(4, &[0, 0b1_0001, 3, 3]);
        g.players[0].score = 30;
        let ev = play_and_end(&mut g, 1, 0b1_0000, Own);
        assert!(ev.contains(&"duel pending seat 1 seat 2 layer 5".to_string()));
        let ev = play_and_end(&mut g, 2, 64, Public);
        // Seat 1 had 30 + 100 (layer 5 prize) = 130: seat 2 collects 43, seat 1 keeps 86.
        assert!(
            ev.contains(
                &"duel seat 1 seat 2 winner seat 2 loser seat 1 collector seat 2 points 43 tokens 1"
                    .to_string()
            ),
            "{ev:?}"
        );
        assert!(ev.contains(&"eliminated seat 1 by duel score 86 tokens 0".to_string()));
        assert!(
            g.hand(1).is_empty() && g.skills(1).is_empty(),
            "the loser's hand is discarded"
        );
        assert_eq!(g.score(2), 143);
    }

    #[test]
    fn equal_second_ones_draw_and_changed_levels_dissolve() {
        let mut g = duel_game(4, &[0, 0b1_0010, 0b1_0100, 3]);
        // Seat 1 → 0b10010: level with seats 2 (draw: both second on layer 2) and 3.
        let ev = play_and_end(&mut g, 1, 0b1_0010, Own);
        assert!(ev.contains(&"duel pending seat 1 seat 2 layer 5".to_string()));
        assert!(ev.contains(&"duel pending seat 1 seat 3 layer 5".to_string()));
        let ev = play_and_end(&mut g, 2, 64, Public);
        assert!(
            ev.contains(&"duel seat 1 seat 2 draw".to_string()),
            "{ev:?}"
        );
        // Seat 3 leaves layer 5 in its turn: the duel dissolves.
        let ev = play_and_end(&mut g, 3, 0b11_0000, Own);
        assert!(
            ev.contains(&"duel seat 1 seat 3 dissolved".to_string()),
            "{ev:?}"
        );
        assert_eq!(g.active_count(), 4);
    }

    #[test]
    fn a_duel_dissolves_when_a_side_is_eliminated() {
        let mut g = duel_game(4, &[0, 0b1_0010, 3, 3]);
        mark(&mut g, 0b1_1000_0000);
        play_and_end(&mut g, 1, 0b1_0001, Own);
        assert_eq!(g.duels().len(), 1);
        // Seat 2 dies in its own turn (public sequence on two marked nodes): the duel
        // against it dissolves at once.
        set_hand(&mut g, 2, &[0b1_1000_0000]);
        let ev = ok(&mut g, 2, play(0b1_1000_0000, Public));
        assert!(
            ev.contains(&"duel seat 1 seat 2 dissolved".to_string()),
            "{ev:?}"
        );
        assert!(g.duels().is_empty());
    }

    #[test]
    fn no_duel_without_a_1_and_no_duplicate_duels() {
        let mut g = duel_game(4, &[0b11, 0, 0b10, 0b1000]);
        // Seat 1 clears its sequence: level "with" seat 2 at nothing, which is no duel.
        let ev = play_and_end(&mut g, 1, 0b11, Own);
        assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
        play_and_end(&mut g, 2, 64, Public);
        play_and_end(&mut g, 3, 65, Public);
        play_and_end(&mut g, 4, 66, Public);
        // Seat 1 levels with seat 3 (layer 2) twice before seat 3 moves: one duel.
        set_hand(&mut g, 1, &[0b10, 0b11]);
        set_skills(&mut g, 1, &[Skill::Ins]);
        let ev = ok(&mut g, 1, play(0b10, Own));
        assert!(ev.contains(&"duel pending seat 1 seat 3 layer 2".to_string()));
        ok(&mut g, 1, cast(Skill::Ins, Own, Some(1)));
        let ev = lines(&g.resolve());
        assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
        assert_eq!(g.duels().len(), 1);
    }

    #[test]
    fn public_duels() {
        // Seat 1 makes the public sequence 0b10100 level with seat 3's 0b10010: the public
        // sequence's second 1 (layer 3) is higher than seat 3's (layer 2).
        let mut g = duel_game(4, &[1, 3, 0b1_0010, 3]);
        g.players[2].score = 300;
        let ev = play_and_end(&mut g, 1, 0b1_0100, Public);
        assert!(
            ev.contains(&"duel pending public seat 1 seat 3 layer 5".to_string()),
            "{ev:?}"
        );
        play_and_end(&mut g, 2, 8, Own);
        let ev = play_and_end(&mut g, 3, 1, Own);
        assert!(
            ev.contains(
                &"duel public seat 1 seat 3 winner public loser seat 3 collector seat 1 points 100 tokens 1"
                    .to_string()
            ),
            "{ev:?}"
        );
        assert_eq!(g.score(3), 200);
        assert_eq!(g.score(1), 200);
        // Not higher: the duel is held and nothing happens.
        let mut g = duel_game(4, &[1, 3, 0b1_0110, 3]);
        play_and_end(&mut g, 1, 0b1_0100, Public);
        play_and_end(&mut g, 2, 8, Own);
        let ev = play_and_end(&mut g, 3, 1, Own);
        assert!(
            ev.contains(&"duel public seat 1 seat 3 held".to_string()),
            "{ev:?}"
        );
        // The author eliminated meanwhile: seat 3 still falls, nobody collects.
        let mut g = duel_game(4, &[1, 0b10, 0b1_0010, 3]);
        g.players[2].score = 300;
        play_and_end(&mut g, 1, 0b1_0100, Public);
        // Seat 2 wins a duel against seat 1? Simpler: eliminate seat 1 by hand.
        g.players[0].active = false;
        let h = std::mem::take(&mut g.players[0].hand);
        g.discard.extend(h);
        play_and_end(&mut g, 2, 8, Own);
        let ev = play_and_end(&mut g, 3, 1, Own);
        assert!(
            ev.contains(&"duel public seat 1 seat 3 winner public loser seat 3".to_string()),
            "{ev:?}"
        );
        assert_eq!(g.score(3), 200);
        assert_eq!(g.score(1), 100);
        // The author is never its own opponent.
        let mut g = duel_game(4, &[0b1_0000, 3, 3, 3]);
        let ev = play_and_end(&mut g, 1, 0b1_0001, Public);
        assert!(!ev.iter().any(|l| l.starts_with("duel")), "{ev:?}");
    }

    // ----- Tokens, standings, match -----

    #[test]
    fn tokens_are_given_at_any_time_even_by_eliminated_players() {
        let mut g = base(4);
        bad(&mut g, 2, Action::Give { to: 3 }, "no token to give");
        g.players[1].tokens = 2;
        bad(&mut g, 2, Action::Give { to: 2 }, "to itself");
        bad(&mut g, 2, Action::Give { to: 5 }, "no seat 5");
        bad(&mut g, 9, Action::Give { to: 1 }, "no seat 9");
        assert_eq!(
            ok(&mut g, 2, Action::Give { to: 3 }),
            ["give seat 2 to seat 3 tokens 1 1"]
        );
        g.players[1].active = false;
        let h = std::mem::take(&mut g.players[1].hand);
        g.discard.extend(h);
        ok(&mut g, 2, Action::Give { to: 1 });
        assert_eq!((g.tokens(1), g.tokens(2), g.tokens(3)), (1, 0, 1));
    }

    #[test]
    fn standings_share_medals_on_ties() {
        let mut g = base(6);
        let scores = [500, 300, 400, 300, 100, 0];
        let tokens = [0, 2, 1, 0, 0, 0];
        for i in 0..6 {
            g.players[i].score = scores[i];
            g.players[i].tokens = tokens[i];
        }
        // Totals: 500, 500, 500, 300, 100, 0.
        let st = g.standings();
        assert_eq!(
            st.to_string(),
            "standings\n\
             1 seat 1 score 500 tokens 0 total 500 gold\n\
             1 seat 2 score 300 tokens 2 total 500 gold\n\
             1 seat 3 score 400 tokens 1 total 500 gold\n\
             4 seat 4 score 300 tokens 0 total 300 iron\n\
             5 seat 5 score 100 tokens 0 total 100 iron\n\
             6 seat 6 score 0 tokens 0 total 0 iron\n"
        );
        g.players[0].score = 600;
        let medals: Vec<Medal> = g.standings().0.iter().map(|s| s.medal).collect();
        assert_eq!(
            medals,
            [
                Medal::Gold,
                Medal::Silver,
                Medal::Silver,
                Medal::Iron,
                Medal::Iron,
                Medal::Iron
            ]
        );
    }

    #[test]
    fn match_ranks_by_golds_then_silvers_then_bronzes() {
        let mut m = Match::new(4);
        m.medals = vec![[1, 0, 2, 0], [1, 1, 0, 1], [0, 3, 0, 0], [1, 1, 0, 1]];
        assert_eq!(m.ranking(), vec![(1, 2), (1, 4), (3, 1), (4, 3)]);
        assert_eq!(
            m.to_string(),
            "match\n\
             1 seat 2 gold 1 silver 1 bronze 0 iron 1\n\
             1 seat 4 gold 1 silver 1 bronze 0 iron 1\n\
             3 seat 1 gold 1 silver 0 bronze 2 iron 0\n\
             4 seat 3 gold 0 silver 3 bronze 0 iron 0\n"
        );
        let mut g = base(4);
        g.players[2].score = 150;
        m.record(&g.standings());
        assert_eq!(m.medals[2], [1, 3, 0, 0]);
        assert_eq!(m.medals[0], [1, 1, 2, 0]);
    }

    #[test]
    fn events_print_as_documented() {
        let d = Duel {
            a: 1,
            b: 2,
            public: false,
        };
        let e = Event::DuelSettled {
            duel: d,
            outcome: DuelOutcome::Dissolved,
        };
        assert_eq!(e.to_string(), "duel seat 1 seat 2 dissolved");
        let e = Event::Cast {
            seat: 3,
            skill: Skill::Ins,
            target: Target::Public,
            layer: Some(4),
        };
        assert_eq!(e.to_string(), "cast seat 3 skill I public layer 4");
        let a = Action::End {
            keep: Some(vec![1, 2]),
        };
        assert_eq!(a.to_string(), "end keep 1 2");
        assert_eq!(EndCause::PlayerTop(2).to_string(), "player-top seat 2");
    }
}
