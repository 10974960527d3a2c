//! The XOR-Trie card game ("异或Trie"): a complete rules engine for one referee.
//!
//! The rulebook (`seeds/000_…txt`, Chinese) describes a tabletop game for 4–8 players who
//! walk on a binary trie; issue 4 settles its ambiguities with rulings. This module holds
//! the whole game as data: a [`Game`] is one round, set up from a [`Setup`] (a seed plus
//! optional overrides), driven by [`Action`]s that are *validated first and then applied*
//! (an illegal action changes nothing), and reporting everything that happened as
//! [`Event`]s whose `Display` is the referee's transcript line. [`Standings`] rank a round,
//! a [`Match`] ranks several. Built-in bots (`crate::xor_trie_bots`) play only legal moves, through the
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
    /// `draw seat s cards a b`
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
    /// `death seat s layers h l`: two marked nodes on the sequence just changed.
    Death {
        /// Seat.
        seat: Seat,
        /// The two nodes that lost a marker, highest first.
        nodes: [Node; 2],
    },
    /// `eliminated seat s score n tokens t`
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
    /// `duel [public] seat a seat b <outcome>`
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
    /// `round R ends <cause>`
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

    /// True while a played skill waits for counters ([`Game::counter`] or [`Game::resolve`]).
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
        // Duels.
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
