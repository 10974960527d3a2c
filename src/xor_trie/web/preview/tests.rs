//! The previews over seeded rounds: each agrees with what the referee then does, and none
//! changes when the cards its seat cannot see are shuffled.

use super::*;
use crate::rng::Rng;
use crate::xor_trie::Setup;
use std::collections::BTreeMap;

/// Every kind of action a page may take, as `views` lists them.
const ALL_KINDS: [&str; 9] = [
    "draw", "play", "test", "take", "redeem", "discard", "skill", "end", "give",
];

/// The kinds `seat` may take in `g` (its own turn's, a counter window's answers, a gift).
fn kinds_of(g: &Game, seat: Seat) -> Vec<&'static str> {
    if g.ended().is_some() {
        return Vec::new();
    }
    if g.counter_window().is_some() {
        let mut k = Vec::new();
        if auto::asked(g).contains(&seat) {
            k.extend(["counter", "pass"]);
        }
        if g.tokens(seat) > 0 {
            k.push("give");
        }
        return k;
    }
    if g.current() == Some(seat) {
        ALL_KINDS.to_vec()
    } else if g.tokens(seat) > 0 {
        vec!["give"]
    } else {
        Vec::new()
    }
}

/// The preview of `line` among `previews`.
fn find<'a>(previews: &'a [Value], line: &str) -> &'a Value {
    previews
        .iter()
        .find(|p| p["act"] == line)
        .unwrap_or_else(|| panic!("no preview of {line}: {previews:?}"))
}

/// What a preview said would follow, and where it said the sequence would land.
fn said_follows(p: &Value) -> Vec<String> {
    serde_json::from_value(p["follows"].clone()).unwrap()
}

/// The sequence after the play or skill among `events`.
fn landed(events: &[Event]) -> Option<u16> {
    events.iter().find_map(|e| match e {
        Event::Play { after, .. } | Event::Skill { after, .. } => Some(*after),
        _ => None,
    })
}

/// Seeded rounds of 4 to 8 players, every seat's previews at every step checked twice:
/// against two copies whose hidden cards were shuffled (the previews must be the same),
/// and, for the action then taken, against the events the engine gives (the same public
/// events, the same landing). Actions are chosen at random among the legal ones, with a
/// gift now and then and counters at random; every kind of action is previewed and
/// checked.
#[test]
fn each_preview_is_what_the_referee_then_does_and_hides_nothing() {
    let mut master = Rng::new(37);
    let mut checked: BTreeMap<&str, usize> = BTreeMap::new();
    for r in 0..80 {
        let players = 4 + r % 5;
        let (mut g, _) = Game::new(1, &Setup::new(players, master.next_u64())).unwrap();
        let mut steps = 0;
        while g.ended().is_none() && steps < 400 {
            steps += 1;
            let lang = if steps % 2 == 0 { Lang::En } else { Lang::Zh };
            let all: Vec<Vec<Value>> = Seat::all(players)
                .map(|s| previews(&g, s, &kinds_of(&g, s), lang))
                .collect();
            for s in Seat::all(players) {
                let mut h = g.clone();
                h.shuffle_hidden(s, &mut master);
                assert_eq!(
                    previews(&h, s, &kinds_of(&h, s), lang),
                    all[s.index()],
                    "seat {s} sees a hidden card's effect"
                );
            }
            if g.counter_window().is_some() {
                let asked = auto::asked(&g);
                let counter = asked.iter().copied().find(|_| master.chance(1, 2));
                let Some(s) = counter else {
                    // Nobody counters: each seat asked was told what letting it act does.
                    let events = g.resolve();
                    for s in asked {
                        let p = find(&all[s.index()], "pass");
                        assert_eq!(said_follows(p), public_lines(&events), "pass");
                        *checked.entry("pass").or_default() += 1;
                    }
                    continue;
                };
                let events = g.apply(s, &Action::Counter).unwrap();
                let p = find(&all[s.index()], "counter");
                assert_eq!(said_follows(p), public_lines(&events), "counter");
                *checked.entry("counter").or_default() += 1;
                continue;
            }
            let seat = g.current().unwrap();
            // Now and then a token given, by any seat holding one.
            if let Some(from) = Seat::all(players).find(|&s| g.tokens(s) > 0)
                && master.chance(1, 12)
            {
                let to = from.clockwise(1 + master.index(players - 1), players);
                let action = Action::Give { to };
                let p = find(&all[from.index()], &action.to_string());
                let events = g.apply(from, &action).unwrap();
                assert_eq!(said_follows(p), public_lines(&events), "{action}");
                *checked.entry("give").or_default() += 1;
                continue;
            }
            let legal = g.legal_actions();
            // Skill cards sought and kept more often than at random (for the discards
            // and counters they bring), and played now and then.
            let pick = |m: &mut Rng, f: fn(&Action) -> bool| {
                let some: Vec<&Action> = legal.iter().filter(|a| f(a)).collect();
                (!some.is_empty()).then(|| some[m.index(some.len())].clone())
            };
            let seek = |a: &Action| {
                matches!(
                    a,
                    Action::Test { .. } | Action::Redeem | Action::Discard { .. }
                )
            };
            let cast = |a: &Action| matches!(a, Action::Cast { .. });
            let full = g.skills(seat).len() >= 2;
            let action = match master.below(6) {
                0..=2 => pick(&mut master, seek),
                3..=4 if full => pick(&mut master, seek),
                3 => pick(&mut master, cast),
                _ => None,
            }
            .unwrap_or_else(|| legal[master.index(legal.len())].clone());
            let mine = &all[seat.index()];
            let mut events = g.apply(seat, &action).unwrap();
            match &action {
                Action::Draw { .. } => {
                    *checked.entry("draw (none)").or_default() += 1;
                    assert!(
                        mine.iter()
                            .all(|p| !p["act"].as_str().unwrap().starts_with("draw"))
                    );
                }
                Action::Test { card, .. } => {
                    let p = find(mine, &format!("test {card}"));
                    assert_eq!(p["hidden"], json!(true));
                    let limit = events.iter().find_map(|e| match e {
                        Event::Test { limit, .. } => Some(*limit),
                        _ => None,
                    });
                    assert_eq!(p["land"]["limit"], json!(limit.unwrap()));
                    *checked.entry("test").or_default() += 1;
                }
                Action::Redeem => {
                    assert_eq!(find(mine, "redeem")["hidden"], json!(true));
                    *checked.entry("redeem").or_default() += 1;
                }
                Action::End { .. } => {
                    let p = find(mine, "end");
                    assert_eq!(said_follows(p), public_lines(&events), "end");
                    *checked.entry("end").or_default() += 1;
                }
                Action::Cast { .. } => {
                    let p = find(mine, &action.to_string());
                    // Checked once it acts (nobody counters, chosen here half the time).
                    if g.counter_window().is_none() || master.chance(1, 2) {
                        events.extend(g.resolve());
                        assert_eq!(said_follows(p), public_lines(&events), "{action}");
                        assert_eq!(p["land"]["seq"], json!(landed(&events).unwrap()));
                        *checked.entry("skill").or_default() += 1;
                    }
                }
                Action::Play { .. } | Action::Discard { .. } => {
                    let p = find(mine, &action.to_string());
                    assert_eq!(said_follows(p), public_lines(&events), "{action}");
                    if let Some(after) = landed(&events) {
                        assert_eq!(p["land"]["seq"], json!(after));
                        assert_eq!(p["land"]["layer"], json!(highest(after)));
                    }
                    let kind = if matches!(action, Action::Play { .. }) {
                        "play"
                    } else {
                        "discard"
                    };
                    *checked.entry(kind).or_default() += 1;
                }
                other => panic!("unexpected {other}"),
            }
        }
    }
    for kind in [
        "play", "test", "redeem", "skill", "discard", "end", "give", "counter", "pass",
    ] {
        assert!(
            checked.get(kind).copied().unwrap_or(0) > 0,
            "{kind}: {checked:?}"
        );
    }
}

/// A play's preview names the landing node and, in the seat's language, the death that
/// follows; the same position in Chinese uses the glossary's words and full-width
/// punctuation.
#[test]
fn a_deadly_play_is_said_before_it_is_made() {
    let mut setup = Setup::new(4, 1);
    setup.deal = Some(vec![1, 2, 4, 8]);
    setup.markers = Some(vec![0b1_1000_0000, 0b0_0011_0000]);
    setup.deck_top = vec![0b1_1000_0001, 3];
    let (g, _) = Game::new(1, &setup).unwrap();
    let seat = g.current().unwrap();
    assert!(g.hand(seat).contains(&385), "{:?}", g.hand(seat));
    let kinds = ["play", "end"];
    let line = "play 385 public";
    let en = previews(&g, seat, &kinds, Lang::En);
    let p = find(&en, line);
    assert_eq!(p["land"]["layer"], json!(9));
    assert_eq!(p["land"]["node"], json!("01"));
    let text = p["text"].as_str().unwrap();
    assert!(
        text.starts_with("the public sequence lands on layer 9 (node 01)"),
        "{text}"
    );
    assert!(text.contains("death marker"), "{text}");
    let zh = previews(&g, seat, &kinds, Lang::Zh);
    let text = find(&zh, line)["text"].as_str().unwrap().to_string();
    assert!(text.starts_with("公共序列将落在第9层（节点01）"), "{text}");
    assert!(text.contains("亡标记") && !text.contains("; "), "{text}");
}
