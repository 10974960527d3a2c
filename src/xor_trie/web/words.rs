//! What the table reads: the game in words, with its secrets taken out. Every text the
//! server composes for the pages (and for the typist's terminal while it serves them) is
//! made here, so that it can be read, and translated, in one place.
//!
//! * [`event`]: a transcript line in the game's words (`seat 2 plays card 30 on its own
//!   sequence: 0000000100 → 0000011010`), without what the table does not see: the cards a
//!   hand takes, keeps or discards (only how many), the marker cards set aside (only the
//!   markers they laid), the seed a round is shuffled from (with it, anyone could work out
//!   every hand). A card the words name is always written `card N`.
//! * [`typed`]: a line as typed, with the same secrets taken out (`2 draw 13 14` becomes
//!   `2 draw (2 cards named)`), for a line taken back or echoed.
//! * [`situation`] and [`next`]: where the game stands and what the table waits for, in
//!   the game's words rather than the terminal's syntax.

use crate::xor_trie::protocol::auto::{self, Answers};
use crate::xor_trie::protocol::{Phase, Session};
use crate::xor_trie::setup::seat_list;
use crate::xor_trie::{EndCause, Game, Place, Seat};

/// `first`, `second`, …: the `k`-th (from 1).
fn ordinal(k: &str) -> String {
    match k {
        "1" => "first".into(),
        "2" => "second".into(),
        "3" => "third".into(),
        "4" => "fourth".into(),
        k => format!("{k}th"),
    }
}

/// `1 card`, `2 cards`.
fn cards(n: usize) -> String {
    format!("{n} card{}", if n == 1 { "" } else { "s" })
}

/// The sequence a `self`/`public` target names, as played by `seat`.
fn target(word: &str, seat: &str) -> String {
    match word {
        "public" => "the public sequence".into(),
        _ => format!("seat {seat}'s own sequence"),
    }
}

/// The number of cards in a transcript list (`[a b c]`).
fn count(list: &str) -> usize {
    list.trim_matches(['[', ']'])
        .split_whitespace()
        .filter(|w| !w.is_empty())
        .count()
}

/// What a round's end was caused by.
pub fn cause(cause: EndCause) -> String {
    match cause {
        EndCause::PublicTop => "the public sequence reached layer 10".into(),
        EndCause::PlayerTop(s) => format!("seat {s} reached layer 10"),
        EndCause::LastStanding => "fewer than two players are left".into(),
        EndCause::DeckEmpty => "the basic deck ran out".into(),
    }
}

/// A transcript line in the game's words, or `None` for a line that is not an event (the
/// standings and the match ranking, which the pages show as tables; a drawing of the
/// trie). A line taken back (`undone: …`) is told with [`typed`].
///
/// ```
/// use grundy::xor_trie::web::words::event;
/// let said = |line| event(line).unwrap();
/// assert_eq!(said("draw seat 2 cards [456 246]"), "seat 2 draws 2 cards");
/// assert_eq!(said("draw seat 2 unseen 1"), "seat 2 draws 1 card");
/// assert_eq!(
///     said("end seat 4 keep [] discard [282 3 9] unseen 1"),
///     "seat 4 ends its turn, keeping 1 card and discarding 3"
/// );
/// assert_eq!(said("marker card 500 layer 9 node 01"), "a death marker is laid on layer 9 (node 01)");
/// assert_eq!(said("round 1 seed 2026 players 4"), "round 1 begins: 4 players, cards shuffled by the referee");
/// assert_eq!(
///     said("play seat 3 card 30 self 0000000100 -> 0000011010"),
///     "seat 3 plays card 30 on seat 3's own sequence: 0000000100 → 0000011010"
/// );
/// assert_eq!(said("undone: 4 end keep 447 311"), "the referee takes back: 4 end (its cards not shown)");
/// assert_eq!(event("1 seat 1 score 550 tokens 0 total 550 gold"), None);
/// ```
pub fn event(line: &str) -> Option<String> {
    if let Some(typed_line) = line.strip_prefix("undone: ") {
        return Some(format!("the referee takes back: {}", typed(typed_line)));
    }
    let w: Vec<&str> = line.split_whitespace().collect();
    let said = match w.as_slice() {
        ["round", r, "seed", _, "players", n] => {
            format!("round {r} begins: {n} players, cards shuffled by the referee")
        }
        ["round", r, "physical", "players", n] => {
            format!("round {r} begins: {n} players, physical cards")
        }
        ["round", r, "ends", rest @ ..] => {
            let why = match rest {
                ["public-top"] => cause(EndCause::PublicTop),
                ["player-top", "seat", s] => format!("seat {s} reached layer 10"),
                ["last-standing"] => cause(EndCause::LastStanding),
                ["deck-empty"] => cause(EndCause::DeckEmpty),
                _ => return None,
            };
            format!("round {r} ends: {why}")
        }
        ["deal", "seat", s, "card", c, "seq", b] => {
            format!("seat {s} is dealt card {c}: its sequence is {b}")
        }
        ["marker", "card", _, "layer", l, "node", p] => {
            format!("a death marker is laid on layer {l} (node {p})")
        }
        ["start", "seat", s] => format!("seat {s} starts"),
        ["draw", "seat", s, "unseen", k] => {
            format!("seat {s} draws {}", cards(k.parse().unwrap_or(0)))
        }
        ["draw", "seat", s, "cards", ..] => {
            let list = line.split_once(" cards ").map_or("", |(_, l)| l);
            format!("seat {s} draws {}", cards(count(list)))
        }
        ["turn", t, "seat", s] => format!("turn {t}: seat {s} to play"),
        ["play", "seat", s, "card", c, t, before, "->", after] => format!(
            "seat {s} plays card {c} on {}: {before} → {after}",
            target(t, s)
        ),
        [
            "test",
            "seat",
            s,
            "card",
            c,
            "judgment",
            j,
            "ones",
            k,
            "limit",
            m,
            verdict,
        ] => {
            let (than, result) = if *verdict == "pass" {
                ("more than", "it passes")
            } else {
                ("not more than", "it fails")
            };
            format!(
                "seat {s} tests card {c} against the judgment card {j}: {k} ones, {than} {m}: {result}"
            )
        }
        ["acquire", "seat", s, "skill", k, "by", "test", "points", _] => {
            format!("seat {s} takes the skill card {k} for 50 points")
        }
        ["acquire", "seat", s, "skill", k, "by", "token", "tokens", t] => {
            format!("seat {s} spends a token on the skill card {k} ({t} left)")
        }
        ["refill", "skills", k] => {
            format!("the skill discard pile is shuffled into a new skill deck of {k} cards")
        }
        ["discard", "seat", s, "skill", k] => format!("seat {s} discards its skill card {k}"),
        ["cast", "seat", s, "skill", k, t, layer @ ..] => {
            let at = match layer {
                ["layer", l] => format!(" at layer {l}"),
                _ => String::new(),
            };
            format!(
                "seat {s} plays the skill {k} on {}{at}: it waits for counters",
                target(t, s)
            )
        }
        ["counter", "seat", t, "voids", "seat", s, "skill", k] => {
            format!("seat {t} counters with a C: seat {s}'s {k} is void")
        }
        ["skill", "seat", s, k, t, rest @ ..] => {
            let (at, change) = match rest {
                ["layer", l, before, "->", after] => (format!(" at layer {l}"), (before, after)),
                [before, "->", after] => (String::new(), (before, after)),
                _ => return None,
            };
            format!(
                "seat {s}'s {k} acts on {}{at}: {} → {}",
                target(t, s),
                change.0,
                change.1
            )
        }
        ["prize", "seat", s, "layer", l, "rank", k, "points", p] => format!(
            "seat {s} wins the {} prize of layer {l}: {p} points",
            ordinal(k)
        ),
        ["cap", "seat", s, "score", top, "lost", p] => {
            format!("seat {s}'s score stops at {top}: {p} points are lost")
        }
        ["death", "seat", s, "nodes", a, b] => {
            let layer = |n: &str| n.split(':').next().unwrap_or_default().to_string();
            format!(
                "death: seat {s}'s move puts a sequence on two death markers (layers {} and {})",
                layer(a),
                layer(b)
            )
        }
        ["eliminated", "seat", s, "by", how, "score", n, "tokens", t] => {
            let how = if *how == "duel" { "a duel" } else { "death" };
            format!("seat {s} is eliminated by {how}, with {n} points and {t} tokens")
        }
        ["top", "seat", s, "points", p] => {
            format!("seat {s} reaches layer 10: {p} points")
        }
        ["top", "public"] => "the public sequence reaches layer 10".into(),
        [
            "duel",
            "pending",
            "public",
            "seat",
            a,
            "seat",
            b,
            "layer",
            l,
        ] => format!(
            "public duel: seat {a} made the public sequence level with seat {b} on layer {l}, settled at the end of seat {b}'s next turn"
        ),
        ["duel", "pending", "seat", a, "seat", b, "layer", l] => format!(
            "duel: seat {a} is level with seat {b} on layer {l}, settled at the end of seat {b}'s next turn"
        ),
        ["duel", rest @ ..] => duel(rest)?,
        ["end", "seat", s, "keep", ..] => {
            let (_, lists) = line.split_once(" keep ")?;
            let (kept, rest) = lists.split_once(" discard ")?;
            let (discarded, unseen) = match rest.split_once(" unseen ") {
                Some((d, u)) => (d, u.trim().parse().unwrap_or(0)),
                None => (rest, 0),
            };
            format!(
                "seat {s} ends its turn, keeping {} and discarding {}",
                cards(count(kept) + unseen),
                count(discarded)
            )
        }
        ["give", "seat", s, "to", "seat", t, "tokens", x, y] => {
            format!("seat {s} gives a token to seat {t}: seat {s} holds {x}, seat {t} {y}")
        }
        _ => return None,
    };
    Some(said)
}

/// A settled duel's line after `duel`, in words.
fn duel(w: &[&str]) -> Option<String> {
    let (public, w) = match w {
        ["public", rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    let ["seat", a, "seat", b, outcome @ ..] = w else {
        return None;
    };
    let which = if public {
        format!("the public duel of seat {a} against seat {b}")
    } else {
        format!("the duel of seat {a} and seat {b}")
    };
    let result = match outcome {
        ["draw"] => "is a draw".to_string(),
        ["held"] => format!("is held: seat {b} stays in"),
        ["dissolved"] => "dissolves".to_string(),
        ["winner", "seat", w, "loser", "seat", l, rest @ ..] => won(&format!("seat {w}"), l, rest),
        ["winner", "public", "loser", "seat", l, rest @ ..] => won("the public sequence", l, rest),
        _ => return None,
    };
    Some(format!("{which} {result}"))
}

/// A duel's winner and loser, and who collects what.
fn won(winner: &str, loser: &str, collector: &[&str]) -> String {
    let mut out = format!("is won by {winner}: seat {loser} is eliminated");
    if let ["collector", "seat", c, "points", p, "tokens", t] = collector {
        out.push_str(&format!(
            ", seat {c} gains {p} points and a token ({t} now)"
        ));
    }
    out
}

/// A protocol line as the table may read it: the cards a draw or an end names, the
/// marker cards, hands, decks and seed of a setup are left out.
///
/// ```
/// use grundy::xor_trie::web::words::typed;
/// assert_eq!(typed("2 draw 13 14"), "2 draw (2 cards named)");
/// assert_eq!(typed("4 end keep 447 311"), "4 end (its cards not shown)");
/// assert_eq!(typed("4 end"), "4 end");
/// assert_eq!(typed("markers 500 501"), "markers (not shown)");
/// assert_eq!(typed("seed 2026"), "seed (not shown)");
/// assert_eq!(typed("2 play 246 public"), "2 play 246 public");
/// ```
pub fn typed(line: &str) -> String {
    let line = line.split('#').next().unwrap_or_default();
    let w: Vec<&str> = line.split_whitespace().collect();
    match w.as_slice() {
        [s, "draw", named @ ..] if !named.is_empty() => {
            format!("{s} draw ({} named)", cards(named.len()))
        }
        [s, "end", _, ..] => format!("{s} end (its cards not shown)"),
        [
            cmd @ ("seed" | "markers" | "hands" | "deck" | "skills"),
            _,
            ..,
        ] => {
            format!("{cmd} (not shown)")
        }
        _ => w.join(" "),
    }
}

/// A refusal as a page may read it: the terminal's message, without where a card named
/// is when that is a secret (in a hand, set aside as a marker card, on the discard pile:
/// a phone could otherwise find them out by naming cards).
///
/// ```
/// use grundy::xor_trie::web::words::refusal;
/// assert_eq!(refusal("card 13 is not in the deck: seat 2 holds it"), "card 13 is not in the deck");
/// assert_eq!(
///     refusal("card 500 is not in the deck: it is a marker card, set aside"),
///     "card 500 is not in the deck"
/// );
/// assert_eq!(
///     refusal("card 7 is not in the deck: it is seat 2's starting card"),
///     "card 7 is not in the deck: it is seat 2's starting card"
/// );
/// assert_eq!(refusal("it is seat 2's turn, not seat 1's"), "it is seat 2's turn, not seat 1's");
/// ```
pub fn refusal(why: &str) -> String {
    let secret = [
        Place::Held(Seat::new(1)),
        Place::Aside,
        Place::Discarded,
        Place::Deck,
    ];
    if let Some((head, place)) = why.rsplit_once(": ") {
        let hidden = secret.iter().any(|p| {
            let text = p.to_string();
            match p {
                // `seat S holds it`, whichever seat.
                Place::Held(_) => place.starts_with("seat ") && place.ends_with(" holds it"),
                _ => place == text,
            }
        });
        if hidden {
            return head.to_string();
        }
    }
    why.to_string()
}

/// Why a page of a seat the referee plays (`bot S`) takes nothing.
pub fn bot_seat(seat: Seat, kind: &str) -> String {
    format!("seat {seat} is played by the referee's {kind} bot")
}

/// Why a page's answer to a skill waiting for counters is refused: no round is in play.
pub const NO_ROUND: &str = "no round is in play";

/// Why a page's `let it act` is refused: no skill waits.
pub const NO_WINDOW: &str = "no skill is waiting for counters";

/// Why the caster's page cannot answer its own skill.
pub fn caster_waits(seat: Seat) -> String {
    format!(
        "seat {seat} cast the skill: the seats holding a C answer, or the typist's `pass` lets it act"
    )
}

/// Why a press without the version of its view is refused.
pub const NO_VERSION: &str =
    "an action carries the version of the view it was pressed on (`version`, a whole number)";

/// Why a press is refused once the session is over.
pub const SESSION_OVER: &str = "the session is over: the referee takes no more actions";

/// Why a press made on the view of version `shown` is refused, the game being at `now`.
pub fn stale(shown: u64, now: u64) -> String {
    format!(
        "not done: the game changed after this page showed it (a press sent twice, or made before the page caught up; the page showed version {shown}, the game is at {now}); look again, then press"
    )
}

/// Why an answer to a skill waiting for counters that the seat has already given is
/// refused (a press sent twice).
pub fn answered_again(seat: Seat, counter: bool) -> String {
    let chose = if counter {
        "chose to counter"
    } else {
        "let the skill act"
    };
    format!("not done: seat {seat} already {chose} (a press sent twice)")
}

/// Where a line echoed at the terminal came from: `from seat 3's page`.
pub fn from_page(seat: Seat) -> String {
    format!("from seat {seat}'s page")
}

/// A seat's answer to a skill waiting for counters, as the terminal echoes it.
pub fn answered(seat: Seat, counter: bool) -> String {
    let said = if counter {
        "chooses to counter"
    } else {
        "lets the skill act"
    };
    format!("seat {seat} {said}    ({})", from_page(seat))
}

/// Where the game stands, in the game's words.
pub fn situation(session: &Session) -> String {
    let round = session.round();
    match (session.players(), session.phase()) {
        (None, _) => "no game yet: the referee sets it up".into(),
        (Some(n), Phase::NoRound) => {
            format!("{n} players: the referee sets up round {}", round + 1)
        }
        (Some(_), Phase::Setup { .. }) => format!("round {round} is being set up"),
        (Some(_), Phase::Ended(g)) => match g.ended() {
            Some(c) => format!("round {round} has ended: {}", cause(c)),
            None => format!("round {round} has ended"),
        },
        (Some(_), Phase::Running(g)) => {
            let at = format!("round {round}, turn {}", g.turn_number());
            if let Some(w) = g.counter_window() {
                return format!(
                    "{at}: seat {}'s skill {} on {} waits for counters",
                    w.seat,
                    w.skill,
                    target(w.target.word(), &w.seat.to_string())
                );
            }
            let Some(turn) = g.turn() else {
                return at;
            };
            let s = turn.seat;
            if turn.to_take.is_some() {
                format!("{at}: seat {s} names the skill card it takes")
            } else if turn.must_discard {
                format!("{at}: seat {s} discards one of its three skill cards")
            } else {
                format!("{at}: seat {s} to play")
            }
        }
    }
}

/// What the table waits for, when there is more to say than [`situation`]: the answers a
/// skill waits for, an empty physical skill deck to refill, the next round.
pub fn next(session: &Session, answers: &Answers) -> Option<String> {
    match session.phase() {
        Phase::Ended(_) => Some("the referee starts the next round, or ends the game".into()),
        Phase::Running(g) => {
            if g.counter_window().is_some() {
                return Some(waiting(session, answers, g));
            }
            (g.is_physical() && g.skill_deck_len() == 0 && g.skill_discard_len() > 0).then(|| {
                format!(
                    "the skill deck is empty: shuffle the skill discard pile ({} cards) into a new skill deck",
                    g.skill_discard_len()
                )
            })
        }
        _ => None,
    }
}

/// Who may still counter the waiting skill.
fn waiting(session: &Session, answers: &Answers, g: &Game) -> String {
    let asked = auto::asked(g);
    if asked.is_empty() {
        return "nobody holds a C: the skill acts".into();
    }
    let open: Vec<Seat> = asked
        .iter()
        .copied()
        .filter(|&s| auto::answer(session, answers, g, s).is_none())
        .collect();
    match open.as_slice() {
        [] => "every seat holding a C has answered".into(),
        [s] => format!("seat {s} holds a C: it counters or lets the skill act"),
        _ => format!(
            "seats {} hold a C: each counters or lets the skill act",
            seat_list(&open)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::protocol::referee;

    /// Every transcript line of the suite's rounds is told in words (a standings or
    /// match line, or a trie drawing, is not an event), and no words name a card a hand
    /// takes, keeps or discards, a marker card or a seed.
    #[test]
    fn every_event_of_the_rounds_is_told_in_words() {
        let mut kinds = std::collections::BTreeSet::new();
        for name in [
            "bot-random-4",
            "bot-random-8",
            "bot-greedy-6",
            "deaths-and-match",
            "deck-empty",
            "skills-and-counters",
        ] {
            let script = std::fs::read_to_string(format!(
                "{}/tests/cases/xor_trie_referee/{name}.in",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap();
            let t = referee(&script, false);
            assert_eq!(t.error, None, "{name}");
            for line in t.text.lines() {
                let result = line == "standings"
                    || line == "match"
                    || line.contains(" total ")
                    || line.contains(" gold ");
                let Some(said) = event(line) else {
                    assert!(result, "{name}: not told: {line}");
                    continue;
                };
                assert!(!result, "{name}: a result told as an event: {line}");
                kinds.insert(line.split(' ').next().unwrap().to_string());
                assert!(!said.contains(" -> "), "{said}");
                for secret in ["seed", "[", "marker card", "unseen"] {
                    assert!(!said.contains(secret), "{line} → {said}");
                }
                if line.starts_with("draw ") || line.starts_with("end ") {
                    let numbers = said
                        .split_whitespace()
                        .filter(|w| w.parse::<u32>().is_ok_and(|n| n > 8))
                        .count();
                    assert_eq!(numbers, 0, "{line} → {said}");
                }
            }
        }
        for kind in [
            "round",
            "play",
            "test",
            "duel",
            "end",
            "prize",
            "eliminated",
        ] {
            assert!(kinds.contains(kind), "no {kind} line in the rounds");
        }
        // And one line of every kind of event, each of its forms.
        for (_, e, line) in crate::xor_trie::events::tests::examples() {
            let said = event(line).unwrap_or_else(|| panic!("not told: {line} ({e:?})"));
            assert!(!said.contains(" -> ") && !said.contains('['), "{said}");
        }
    }
}
