//! What each client is sent: the board's view and each seat's view, as JSON, built from
//! the session's state, and the recent events in words with their secrets taken out.
//!
//! A view holds only what its reader may know. The board's is what lies face up on the
//! table: sequences, markers on the trie, prizes, scores, tokens, skill cards (face up by
//! the rules), the number of basic cards each seat holds, the decks' sizes. A seat's view
//! adds that seat's own basic cards. Neither ever holds another seat's basic cards, the
//! order of a deck, or the marker cards set aside: the engine's state has them, and these
//! functions are the only way it reaches a client.
//!
//! The events come from the transcript lines of the lines applied. Two kinds of line name
//! cards in a hand: `draw seat S cards [a b]` and `end seat S keep [..] discard [..]`;
//! [`public_line`] replaces their cards by how many there were.

use serde_json::{Value, json};

use crate::xor_trie::protocol::{Phase, Session, situation, status::next_step};
use crate::xor_trie::{Game, LAYERS, MAX_SCORE, Seat, Skill, bits};

/// How many recent event lines the board shows.
pub const RECENT_EVENTS: usize = 12;

/// A transcript line as the whole table may read it: the cards of a draw and of the cards
/// kept or discarded at the end of a turn become their number.
///
/// ```
/// use grundy::xor_trie::web::views::public_line;
/// assert_eq!(public_line("draw seat 2 cards [456 246]"), "draw seat 2: 2 cards");
/// assert_eq!(
///     public_line("end seat 4 keep [447 311] discard [282]"),
///     "end seat 4: keeps 2 cards, discards 1"
/// );
/// assert_eq!(public_line("turn 3 seat 4"), "turn 3 seat 4");
/// assert_eq!(
///     public_line("undone: 4 end keep 447 311"),
///     "undone: 4 end (its cards not shown)"
/// );
/// assert_eq!(public_line("undone: 2 play 246 public"), "undone: 2 play 246 public");
/// ```
pub fn public_line(line: &str) -> String {
    let count = |list: &str| list.split_whitespace().count();
    let plural = |n: usize| if n == 1 { "card" } else { "cards" };
    let inside = |s: &str| {
        s.trim()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string()
    };
    if let Some(rest) = line.strip_prefix("draw seat ")
        && let Some((seat, cards)) = rest.split_once(" cards ")
    {
        let n = count(&inside(cards));
        return format!("draw seat {seat}: {n} {}", plural(n));
    }
    if let Some(rest) = line.strip_prefix("end seat ")
        && let Some((seat, lists)) = rest.split_once(" keep ")
        && let Some((kept, discarded)) = lists.split_once(" discard ")
    {
        let (k, d) = (count(&inside(kept)), count(&inside(discarded)));
        return format!("end seat {seat}: keeps {k} {}, discards {d}", plural(k));
    }
    // A line taken back, as typed: a draw or an end names a hand's cards.
    if let Some(typed) = line.strip_prefix("undone: ") {
        let words: Vec<&str> = typed.split_whitespace().collect();
        if let [seat, action @ ("draw" | "end"), _, ..] = words[..] {
            return format!("undone: {seat} {action} (its cards not shown)");
        }
    }
    line.to_string()
}

fn skills(list: &[Skill]) -> Vec<&'static str> {
    list.iter().map(|k| k.symbol()).collect()
}

/// The prizes won so far: for each layer from 5 up, how many players have won it.
fn prizes(g: &Game) -> Vec<Value> {
    (1..=LAYERS)
        .filter(|&l| g.winners_of(l) > 0)
        .map(|l| json!({ "layer": l, "winners": g.winners_of(l) }))
        .collect()
}

/// One seat as the whole table sees it.
fn public_seat(g: &Game, seat: Seat) -> Value {
    let score = g.score(seat);
    let won: Vec<u32> = (1..=LAYERS).filter(|&l| g.has_won(seat, l)).collect();
    json!({
        "seat": seat.index() + 1,
        "active": g.is_active(seat),
        "current": g.current() == Some(seat),
        "score": score,
        "sliders": bits(score.clamp(0, MAX_SCORE) as u16),
        "tokens": g.tokens(seat),
        "total": score + 100 * i64::from(g.tokens(seat)),
        "seq": g.seq(seat),
        "bits": bits(g.seq(seat)),
        "skills": skills(g.skills(seat)),
        "held": g.hand(seat).len(),
        "won": won,
    })
}

/// The skill waiting for counters, if any.
fn waiting(g: &Game) -> Value {
    match g.counter_window() {
        Some(w) => json!({
            "caster": w.seat.index() + 1,
            "skill": w.skill.symbol(),
            "target": w.target.word(),
            "layer": w.layer,
        }),
        None => Value::Null,
    }
}

/// What the whole table sees of a running or ended round.
fn table(g: &Game) -> Value {
    let markers: Vec<Value> = g
        .markers()
        .iter()
        .map(|(n, count)| {
            json!({ "layer": n.layer, "prefix": n.prefix, "node": n.to_string(), "count": count })
        })
        .collect();
    json!({
        "round": g.round(),
        "turn": g.turn_number(),
        "players": g.players(),
        "physical": g.is_physical(),
        "ended": g.ended().map(|c| c.to_string()),
        "public": g.public(),
        "public_bits": bits(g.public()),
        "deck": g.deck_len(),
        "skill_deck": g.skill_deck_len(),
        "markers": markers,
        "prizes": prizes(g),
        "seats": Seat::all(g.players()).map(|s| public_seat(g, s)).collect::<Vec<_>>(),
        "waiting": waiting(g),
        "duels": g.duels().iter().map(|d| d.to_string()).collect::<Vec<_>>(),
        "standings": g.ended().map(|_| g.standings().to_string()),
    })
}

/// The board's view: where the session stands, the round as the table sees it (`null`
/// before a round is set up), and the recent events (already made public).
pub fn board(session: &Session, version: u64, events: &[String]) -> Value {
    json!({
        "version": version,
        "situation": situation(session),
        "next": next_step(session),
        "game": session.game().map_or(Value::Null, table),
        "events": events,
    })
}

/// The kinds of action (`draw`, `play`, …) `seat` may take now, as the engine lists them,
/// with `counter`, `pass` and `give`, which it lists apart. While the current player's
/// skill waits for counters, their next action lets it act first (as a line typed then
/// would): the kinds listed are those legal once it has acted.
fn kinds(g: &Game, seat: Seat) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    if g.ended().is_some() || !g.is_active(seat) {
        return out;
    }
    if let Some(w) = g.counter_window() {
        if w.seat == seat {
            out.push("pass");
        } else if g.skills(seat).contains(&Skill::Clr) {
            out.push("counter");
        }
    }
    if g.current() == Some(seat) {
        let mut after = g.clone();
        if after.counter_window().is_some() {
            after.resolve();
        }
        let known = [
            "draw", "play", "test", "take", "redeem", "discard", "skill", "end",
        ];
        for a in after.legal_actions() {
            let word = a.to_string();
            let word = word.split(' ').next().unwrap_or_default();
            if let Some(k) = known.iter().find(|k| **k == word)
                && !out.contains(k)
            {
                out.push(k);
            }
        }
    }
    if g.tokens(seat) > 0 {
        out.push("give");
    }
    out
}

/// The view of `seat`'s page: the board's public facts it needs, its own cards, and the
/// kinds of action it may take now. A seat beyond the number of players gets `exists:
/// false` and nothing else of the game.
pub fn seat(session: &Session, version: u64, seat: Seat) -> Value {
    let number = seat.index() + 1;
    let players = session.players();
    let exists = players.is_some_and(|n| seat.exists(n));
    let game = match session.phase() {
        Phase::Running(g) | Phase::Ended(g) if exists => Some(g),
        _ => None,
    };
    let mine = game.map_or(Value::Null, |g| {
        json!({
            "round": g.round(),
            "turn": g.turn_number(),
            "players": g.players(),
            "physical": g.is_physical(),
            "ended": g.ended().is_some(),
            "current": g.current().map(|s| s.index() + 1),
            "public_bits": bits(g.public()),
            "me": public_seat(g, seat),
            "hand": if g.is_active(seat) { g.hand(seat).to_vec() } else { Vec::new() },
            "others": Seat::all(g.players())
                .filter(|&s| s != seat && g.is_active(s))
                .map(|s| s.index() + 1)
                .collect::<Vec<_>>(),
            "waiting": waiting(g),
            "kinds": kinds(g, seat),
        })
    });
    json!({
        "version": version,
        "seat": number,
        "exists": exists,
        "situation": situation(session),
        "next": next_step(session),
        "game": mine,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::protocol::{Live, referee};

    /// The session after `script`, each line applied.
    fn after(script: &str) -> Live {
        let mut live = Live::new(false);
        for l in script.lines() {
            assert_eq!(live.line(l).error, None, "{l}");
        }
        live
    }

    const ROUND: &str = include_str!("../../../tests/cases/xor_trie_referee/bot-random-4.in");

    #[test]
    fn views_hold_no_other_seat_s_cards_at_any_point_of_a_round() {
        let lines: Vec<&str> = ROUND.lines().collect();
        let mut live = Live::new(false);
        for (i, l) in lines.iter().enumerate() {
            live.line(l);
            let Some(g) = live.session().game() else {
                continue;
            };
            let board = board(live.session(), i as u64, &[]).to_string();
            for s in Seat::all(4) {
                let view = seat(live.session(), i as u64, s);
                let hand = &view["game"]["hand"];
                let own: Vec<u64> = g.hand(s).iter().map(|&c| u64::from(c)).collect();
                assert_eq!(hand, &json!(own), "line {}", i + 1);
                assert_eq!(view["game"]["me"]["held"], json!(own.len()));
                // The only cards in a view are in `hand`: drop it and no field names a
                // basic card; the board has no `hand` at all.
                assert!(!board.contains("\"hand\""));
            }
        }
        assert!(live.session().game().unwrap().ended().is_some());
    }

    #[test]
    fn a_seat_beyond_the_players_sees_nothing_of_the_game() {
        let live = after("players 4\nseed 1\nbegin");
        let view = seat(live.session(), 3, Seat::from_index(6));
        assert_eq!(view["exists"], json!(false));
        assert_eq!(view["game"], Value::Null);
        let first = live.session().game().unwrap().current().unwrap();
        let view = seat(live.session(), 3, first);
        assert_eq!(view["game"]["kinds"], json!(["draw", "play"]));
        let other = first.clockwise(1, 4);
        assert_eq!(seat(live.session(), 3, other)["game"]["kinds"], json!([]));
    }

    /// An undone draw that named its cards (physical cards) names a hand's cards: the
    /// pages are told only that a draw was taken back, as for an undone `end`.
    #[test]
    fn an_undone_named_draw_shows_no_card() {
        let mut live = after(
            "players 4\nphysical\ndeal 1 2 4 8\nmarkers 500 501\n\
             hands 16 3 20 21 30 31 40 41\nbegin",
        );
        assert_eq!(live.line("1 draw 113 114 # 113 and 114").error, None);
        let undone = live.line("undo").text;
        let first = undone.lines().next().unwrap();
        assert_eq!(first, "undone: 1 draw 113 114 # 113 and 114");
        assert_eq!(public_line(first), "undone: 1 draw (its cards not shown)");
        // An undone draw of unseen cards names none, and is shown as it is.
        assert_eq!(live.line("1 draw").error, None);
        let first = live.line("undo").text.lines().next().unwrap().to_string();
        assert_eq!(public_line(&first), "undone: 1 draw");
    }

    #[test]
    fn public_events_keep_every_line_but_the_cards_held() {
        let t = referee(ROUND, false).text;
        for line in t.lines() {
            let p = public_line(line);
            if line.starts_with("draw seat ") || line.starts_with("end seat ") {
                assert!(!p.contains('['), "{p}");
            } else {
                assert_eq!(p, line);
            }
        }
    }
}
