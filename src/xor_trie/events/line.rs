//! Each event as its line in the referee's transcript: the `Display` of [`Event`] and of
//! the parts its lines share ([`EndCause`], [`Duel`], [`DuelOutcome`], [`Elimination`]), in
//! the forms documented on the variants (and in `docs/xor-trie-rules.md` §7).

use super::{Duel, DuelOutcome, Elimination, EndCause, Event};
use crate::xor_trie::board::bits;
use crate::xor_trie::numbers::{MAX_SCORE, TEST_COST, TOP_PRIZE};
use std::fmt;

impl fmt::Display for EndCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndCause::PlayerTop(s) => write!(f, "player-top seat {s}"),
            other => f.write_str(other.name()),
        }
    }
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

impl fmt::Display for Elimination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Elimination::Death => "death",
            Elimination::Duel => "duel",
        })
    }
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
