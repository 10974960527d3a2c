//! What each client is sent: the board's view and each seat's view, as JSON, built from
//! the session's state, and the recent events in words with their secrets taken out.
//!
//! A view holds only what its reader may know. The board's is what lies face up on the
//! table: sequences, markers on the trie, prizes, scores, tokens, skill cards (face up by
//! the rules), the number of basic cards each seat holds, the decks' sizes, who has
//! answered a skill waiting for counters, the standings and the match ranking. A seat's
//! view adds that seat's own basic cards. Neither ever holds another seat's basic cards,
//! the order of a deck, the marker cards set aside or the seed: the engine's state has
//! them, and these functions are the only way it reaches a client. Their texts are made
//! by [`words`], written in the reader's language (each page chooses its own).

use serde_json::{Value, json};

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::xor_trie::protocol::auto::{self, Answers};
use crate::xor_trie::protocol::table_words;
use crate::xor_trie::protocol::{Phase, Session};
use crate::xor_trie::seat_view::SeatView;
use crate::xor_trie::web::preview;
use crate::xor_trie::words;
use crate::xor_trie::{Action, Game, LAYERS, MAX_SCORE, Seat, Skill, bits};

/// How many recent events the board shows.
pub const RECENT_EVENTS: usize = 12;

/// How many recent events a seat's page shows.
pub const PHONE_EVENTS: usize = 5;

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

/// One seat as the whole table sees it (a bot's kind as typed, `bot`, and in `lang`'s
/// words, `bot_words`).
fn public_seat(session: &Session, g: &Game, seat: Seat, lang: Lang) -> Value {
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
        "held": g.hand_size(seat),
        "won": won,
        "bot": session.bot(seat).map(|k| k.name()),
        "bot_words": session.bot(seat).map(|k| words::bot_kind(k.name()).render(lang)),
    })
}

/// `counter`, `let` or nothing: an answer to a skill waiting for counters.
fn answer_word(answer: Option<bool>) -> Value {
    match answer {
        Some(true) => json!("counter"),
        Some(false) => json!("let"),
        None => Value::Null,
    }
}

/// The skill waiting for counters, if any, with the seats asked and their answers.
fn waiting(session: &Session, answers: &Answers, g: &Game) -> Value {
    match g.counter_window() {
        Some(w) => json!({
            "caster": w.seat.index() + 1,
            "skill": w.skill.symbol(),
            "target": w.target.word(),
            "layer": w.layer,
            "asked": auto::asked(g).into_iter().map(|s| json!({
                "seat": s.index() + 1,
                "answer": answer_word(auto::answer(session, answers, g, s)),
                "bot": session.bot(s).is_some(),
            })).collect::<Vec<_>>(),
        }),
        None => Value::Null,
    }
}

/// The recent events, in words, in `lang`.
fn told(events: &[String], lang: Lang) -> Vec<String> {
    events
        .iter()
        .filter_map(|line| table_words::event(line))
        .map(|t| t.render(lang))
        .collect()
}

/// A text in `lang`, as a JSON string.
fn say(text: Text, lang: Lang) -> Value {
    json!(text.render(lang))
}

/// A round's standings, once it has ended.
fn standings(g: &Game, lang: Lang) -> Value {
    if g.ended().is_none() {
        return Value::Null;
    }
    g.standings()
        .0
        .iter()
        .map(|s| {
            json!({
                "rank": s.rank,
                "seat": s.seat.index() + 1,
                "score": s.score,
                "tokens": s.tokens,
                "total": s.total,
                "medal": s.medal.word(),
                "medal_words": words::medal_word(s.medal.word()).map(|t| t.render(lang)),
            })
        })
        .collect()
}

/// The match ranking over the rounds ended so far (`null` before the first has ended).
fn match_ranking(session: &Session) -> Value {
    let Some(m) = session.matches() else {
        return Value::Null;
    };
    if m.medals.iter().all(|c| c.iter().all(|&k| k == 0)) {
        return Value::Null;
    }
    m.ranking()
        .into_iter()
        .map(|(rank, seat)| {
            let [gold, silver, bronze, iron] = m.medals[seat.index()];
            json!({
                "rank": rank, "seat": seat.index() + 1,
                "gold": gold, "silver": silver, "bronze": bronze, "iron": iron,
            })
        })
        .collect()
}

/// What the whole table sees of a running or ended round.
fn table(session: &Session, answers: &Answers, g: &Game, lang: Lang) -> Value {
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
        "ended": g.ended().map(|c| words::cause(c).render(lang)),
        "public": g.public(),
        "public_bits": bits(g.public()),
        "deck": g.deck_len(),
        "skill_deck": g.skill_deck_len(),
        "markers": markers,
        "prizes": prizes(g),
        "seats": Seat::all(g.players()).map(|s| public_seat(session, g, s, lang)).collect::<Vec<_>>(),
        "waiting": waiting(session, answers, g),
        "duels": g.duels().iter().map(|d| words::duel_words(d).render(lang)).collect::<Vec<_>>(),
        "standings": standings(g, lang),
    })
}

/// The board's view: where the session stands, the round as the table sees it (`null`
/// before a round is set up), the match ranking, and the recent events (`events`: their
/// transcript lines), every text in `lang`.
pub fn board(
    session: &Session,
    answers: &Answers,
    version: u64,
    events: &[String],
    lang: Lang,
) -> Value {
    json!({
        "version": version,
        "situation": say(table_words::situation(session), lang),
        "next": table_words::next(session, answers).map(|t| t.render(lang)),
        "game": session.game().map_or(Value::Null, |g| table(session, answers, g, lang)),
        "match": match_ranking(session),
        "events": told(events, lang),
    })
}

/// The last view of a page (board or seat), once the session has ended: `view` marked
/// `"over": true`, its situation saying that the session has ended and how the game stood
/// (the last round's standings and the match ranking stay in the board's view), and no
/// action left to take on a seat's page. Nothing is added to what `view` held: a seat's
/// page still sees only its own cards.
pub fn last(mut view: Value, session: &Session, lang: Lang) -> Value {
    view["over"] = json!(true);
    view["situation"] = say(msg!("card-page-session-ended"), lang);
    view["next"] = say(table_words::situation(session), lang);
    if let Some(game) = view.get_mut("game").filter(|g| g.is_object())
        && game.get("kinds").is_some()
    {
        game["kinds"] = json!([]);
        game["takeable"] = json!([]);
        game["previews"] = json!([]);
    }
    view
}

/// The kinds of action (`draw`, `play`, …) `seat` may take now, as the engine lists them,
/// with `counter` and `pass` (its answer to a skill waiting for counters, if it is asked)
/// and `give`, which it lists apart. While a skill waits for counters its caster may only
/// give; a seat the referee plays takes nothing from its page.
fn kinds(session: &Session, g: &Game, seat: Seat) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    if g.ended().is_some() || session.bot(seat).is_some() {
        return out;
    }
    if g.counter_window().is_some() {
        if auto::asked(g).contains(&seat) {
            out.extend(["counter", "pass"]);
        }
    } else if g.current() == Some(seat) {
        let known = [
            "draw", "play", "test", "take", "redeem", "discard", "skill", "end",
        ];
        for a in g.legal_actions() {
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

/// The view of `seat`'s page: the board's public facts it needs, its own cards, the kinds
/// of action it may take now, its answer to a skill waiting for counters, and the last
/// few events, every text in `lang`. A seat beyond the number of players gets `exists:
/// false` and nothing else of the game.
pub fn seat(
    session: &Session,
    answers: &Answers,
    version: u64,
    seat: Seat,
    events: &[String],
    lang: Lang,
) -> Value {
    let number = seat.index() + 1;
    let players = session.players();
    let exists = players.is_some_and(|n| seat.exists(n));
    let game = match session.phase() {
        Phase::Running(g) | Phase::Ended(g) if exists => Some(g),
        _ => None,
    };
    let mine = game.map_or(Value::Null, |real| {
        // What the seat may know: its view. Only the answers to a skill waiting for
        // counters (other seats' choices, made public as they are given) read the round.
        let view = SeatView::new(real, seat);
        let g = view.game();
        let takeable: Vec<&str> = Skill::ALL
            .into_iter()
            .filter(|&skill| g.validate(seat, &Action::Take { skill }).is_ok())
            .map(Skill::symbol)
            .collect();
        let kinds = kinds(session, g, seat);
        json!({
            "round": g.round(),
            "turn": g.turn_number(),
            "players": g.players(),
            "physical": g.is_physical(),
            "ended": g.ended().is_some(),
            "current": g.current().map(|s| s.index() + 1),
            "public_bits": bits(g.public()),
            "deck": g.deck_len(),
            "me": public_seat(session, g, seat, lang),
            "hand": if g.is_active(seat) { view.hand().to_vec() } else { Vec::new() },
            "unseen": g.unseen(seat),
            "unseen_words": msg!("card-say-unseen", n = g.unseen(seat)).render(lang),
            "others": Seat::all(g.players())
                .filter(|&s| s != seat)
                .map(|s| s.index() + 1)
                .collect::<Vec<_>>(),
            "waiting": waiting(session, answers, real),
            "answer": answer_word(answers.of(g, seat)),
            "takeable": takeable,
            "trie": preview::trie(g),
            "choices": preview::choices(g, seat),
            "previews": preview::previews(g, seat, &kinds, lang),
            "kinds": kinds,
        })
    });
    let recent = &events[events.len().saturating_sub(PHONE_EVENTS)..];
    json!({
        "version": version,
        "seat": number,
        "exists": exists,
        "situation": say(table_words::situation(session), lang),
        "next": game.and_then(|_| table_words::next(session, answers)).map(|t| t.render(lang)),
        "game": mine,
        "events": if exists { told(recent, lang) } else { Vec::new() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::protocol::Live;

    /// The session after `script`, each line applied.
    fn after(script: &str) -> Live {
        let mut live = Live::new(false);
        for l in script.lines() {
            assert_eq!(live.line(l).error, None, "{l}");
        }
        live
    }

    const ROUND: &str = include_str!("../../../tests/cases/xor_trie_referee/bot-random-4.in");
    const NONE: Answers = Answers::none();

    fn seat_view(live: &Live, s: Seat) -> Value {
        seat(live.session(), &NONE, 3, s, &[], Lang::En)
    }

    #[test]
    fn views_hold_no_other_seat_s_cards_at_any_point_of_a_round() {
        let lines: Vec<&str> = ROUND.lines().collect();
        let mut live = Live::new(false);
        for (i, l) in lines.iter().enumerate() {
            live.line(l);
            let Some(g) = live.session().game() else {
                continue;
            };
            let board = board(live.session(), &NONE, i as u64, &[], Lang::Zh).to_string();
            for s in Seat::all(4) {
                let view = seat(live.session(), &NONE, i as u64, s, &[], Lang::Zh);
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
        let view = seat_view(&live, Seat::from_index(6));
        assert_eq!(view["exists"], json!(false));
        assert_eq!(view["game"], Value::Null);
        let first = live.session().game().unwrap().current().unwrap();
        let view = seat_view(&live, first);
        assert_eq!(view["game"]["kinds"], json!(["draw", "play"]));
        let other = first.clockwise(1, 4);
        assert_eq!(seat_view(&live, other)["game"]["kinds"], json!([]));
    }

    /// An undone draw that named its cards (physical cards) names a hand's cards: the
    /// pages are told only how many were named (the comment too is left out), in the
    /// game's words in either language, as an undone `end` is told without its cards.
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
        let events = [first.to_string()];
        assert_eq!(
            told(&events, Lang::En),
            ["seat 1's draw (2 cards) is taken back"]
        );
        assert_eq!(told(&events, Lang::Zh), ["撤回了座位1摸的2张牌"]);
        // An undone draw of unseen cards names none.
        assert_eq!(live.line("1 draw").error, None);
        let first = live.line("undo").text.lines().next().unwrap().to_string();
        assert_eq!(told(&[first], Lang::En), ["seat 1's draw is taken back"]);
        // An undone end names none of the cards kept or discarded.
        let end = ["undone: 1 end keep 16 discard 3 113".to_string()];
        assert_eq!(told(&end, Lang::En), ["seat 1's end of turn is taken back"]);
        assert_eq!(told(&end, Lang::Zh), ["撤回了座位1的回合结束"]);
    }

    #[test]
    fn unseen_cards_count_in_the_hands_the_table_sees() {
        let live = after(
            "players 4\nphysical\ndeal 1 2 4 8\nmarkers 500 501\nbegin\n1 draw\n1 play 300 self",
        );
        let me = seat_view(&live, Seat::new(1));
        assert_eq!(me["game"]["hand"], json!([]));
        assert_eq!(me["game"]["unseen"], json!(3));
        assert_eq!(me["game"]["me"]["held"], json!(3));
        let b = board(live.session(), &NONE, 3, &[], Lang::En);
        assert_eq!(b["game"]["seats"][1]["held"], json!(2));
        assert!(!b.to_string().contains("500"), "no marker card: {b}");
    }

    #[test]
    fn the_caster_waits_for_the_answers_and_an_eliminated_seat_gives() {
        // Seat 1 takes a C by its test, seat 3 casts; seat 1 is asked.
        let script = include_str!("../../../tests/cases/xor_trie_referee/skills-and-counters.in");
        let upto: String = script
            .lines()
            .take_while(|l| !l.starts_with("1 counter"))
            .map(|l| format!("{l}\n"))
            .collect();
        let live = after(upto.trim_end());
        let kinds = |s: usize| seat_view(&live, Seat::new(s))["game"]["kinds"].clone();
        assert_eq!(kinds(3), json!([]), "the caster has no token left");
        assert_eq!(kinds(1), json!(["counter", "pass"]));
        assert_eq!(kinds(4), json!([]));
        let w = &board(live.session(), &NONE, 3, &[], Lang::En)["game"]["waiting"];
        assert_eq!(
            w["asked"],
            json!([{ "seat": 1, "answer": null, "bot": false }])
        );
        // Seat 2 lost a duel with its token... seat 3 won one: an eliminated seat may give.
        let g = live.session().game().unwrap();
        let out = Seat::all(4).find(|&s| !g.is_active(s)).unwrap();
        assert_eq!(g.tokens(out), 0);
        let live = after("players 4\nseed 2026\nbegin\n2 play 246 public");
        let g = live.session().game().unwrap();
        assert!(!g.is_active(Seat::new(2)) && g.tokens(Seat::new(2)) == 1);
        let view = seat_view(&live, Seat::new(2));
        assert_eq!(view["game"]["kinds"], json!(["give"]));
        assert_eq!(view["game"]["others"], json!([1, 3, 4]));
    }

    #[test]
    fn a_page_shows_the_last_few_events() {
        let live = after("players 4\nseed 1\nbegin");
        let events: Vec<String> = (0..9).map(|i| format!("start seat {i}")).collect();
        let view = seat(live.session(), &NONE, 3, Seat::new(2), &events, Lang::En);
        assert_eq!(view["events"].as_array().unwrap().len(), PHONE_EVENTS);
        assert_eq!(view["events"][PHONE_EVENTS - 1], "seat 8 starts");
        let view = seat(live.session(), &NONE, 3, Seat::new(2), &events, Lang::Zh);
        assert_eq!(view["events"][PHONE_EVENTS - 1], "座位8是起始玩家");
    }
}
