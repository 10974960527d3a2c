//! What a seat's phone adds to its view: the trie as the board draws it, the legal choices
//! of its actions (the layers of `I` and `C`, the seats it may give a token to), and a
//! preview of each action that gives something away: where the sequence it changes would
//! land and what follows by the rules.
//!
//! # Computed by the referee's engine, on what the seat may know
//!
//! A preview is the engine's own answer, worked out on the seat's [`SeatView`] (the round
//! with every card the seat cannot see replaced by a stand-in): the action is applied to a
//! copy of the view's round ([`Game::apply`], then [`Game::resolve`] for a skill, as if
//! nobody countered), and only the events whose every fact lies face up on the table are
//! kept (a sequence changed, a prize, a death, a duel pending or settled, a token given, a
//! counter, the round's end; never a draw, a test's judgment card, a hand kept or
//! discarded). The actions whose outcome hangs on a card nobody may see yet
//! ([`SeatView::is_public`]: a test, its judgment card, and a redeem, the top skill card)
//! are not applied: their preview says what they cost and that the rest depends on a
//! hidden card. Whether another seat counters a skill is its own choice: the preview names
//! the seats the referee would ask (those holding a `C`, face up).
//!
//! So a preview is a function of what the seat may know: the unit test
//! `each_preview_is_what_the_referee_then_does_and_hides_nothing` shuffles every card the
//! seat cannot see and finds the same previews, and plays seeded rounds comparing each
//! action's preview with the events the real round then gives.

use serde_json::{Value, json};

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::xor_trie::protocol::{auto, table_words};
use crate::xor_trie::seat_view::SeatView;
use crate::xor_trie::{
    Action, Event, Game, LAYERS, Node, Seat, Skill, TEST_COST, Target, bits, highest, test_limit,
};

/// The drawing of the trie a phone shows: the same facts the board's view draws from
/// (sequences, who is active, the markers, the prizes), all face up on the table.
pub fn trie(g: &Game) -> Value {
    let markers: Vec<Value> = g
        .markers()
        .iter()
        .map(|(n, count)| {
            json!({ "layer": n.layer, "prefix": n.prefix, "node": n.to_string(), "count": count })
        })
        .collect();
    let prizes: Vec<Value> = (1..=LAYERS)
        .filter(|&l| g.winners_of(l) > 0)
        .map(|l| json!({ "layer": l, "winners": g.winners_of(l) }))
        .collect();
    json!({
        "public": g.public(),
        "seats": Seat::all(g.players())
            .map(|s| json!({ "seat": s.index() + 1, "seq": g.seq(s), "active": g.is_active(s) }))
            .collect::<Vec<_>>(),
        "markers": markers,
        "prizes": prizes,
    })
}

/// The layers at which `seat` may play skill `skill` on `target` now (empty unless it holds
/// one and may play a skill).
pub fn layers(g: &Game, seat: Seat, skill: Skill, target: Target) -> Vec<u32> {
    (1..=LAYERS)
        .filter(|&l| {
            let a = Action::Cast {
                skill,
                target,
                layer: Some(l),
            };
            g.validate(seat, &a).is_ok()
        })
        .collect()
}

/// The legal choices of `seat`'s page: for `I` and `C` held, the layers each target
/// allows (`layers`: a list of `{skill, target, layers}`); the seats it may give a token
/// to (`gifts`).
pub fn choices(g: &Game, seat: Seat) -> Value {
    let mut by_skill = Vec::new();
    for skill in [Skill::Ins, Skill::Clr] {
        if g.skills(seat).contains(&skill) {
            for t in Target::ALL {
                by_skill.push(json!({
                    "skill": skill.symbol(),
                    "target": t.word(),
                    "layers": layers(g, seat, skill, t),
                }));
            }
        }
    }
    let gifts: Vec<usize> = Seat::all(g.players())
        .filter(|&to| g.validate(seat, &Action::Give { to }).is_ok())
        .map(|s| s.index() + 1)
        .collect();
    json!({ "layers": by_skill, "gifts": gifts })
}

/// True for the events whose every fact is face up on the table.
fn public_fact(e: &Event) -> bool {
    matches!(
        e,
        Event::Skill { .. }
            | Event::Prize { .. }
            | Event::Cap { .. }
            | Event::Death { .. }
            | Event::Eliminated { .. }
            | Event::Top { .. }
            | Event::DuelPending { .. }
            | Event::DuelSettled { .. }
            | Event::Give { .. }
            | Event::Discard { .. }
            | Event::Counter { .. }
            | Event::RoundEnd { .. }
    )
}

/// The public events among `events`, as transcript lines.
pub fn public_lines(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter(|e| public_fact(e))
        .map(ToString::to_string)
        .collect()
}

/// Where sequence `after` (on `target`) lands: its highest 1's layer and node, and the
/// marked nodes it passes.
fn landing(g: &Game, target: Target, after: u16) -> (Value, Vec<Text>) {
    let layer = highest(after);
    let node = (layer > 0).then(|| Node::of(after, layer).to_string());
    let mut words = vec![match &node {
        Some(n) => msg!(
            "card-pv-lands",
            target = target.word(),
            layer = layer,
            node = n.as_str()
        ),
        None => msg!("card-pv-zero", target = target.word()),
    }];
    let passed = g.markers().passed_by(after);
    for n in &passed {
        words.push(msg!("card-pv-marker", layer = n.layer));
    }
    let land = json!({
        "target": target.word(),
        "seq": after,
        "bits": bits(after),
        "layer": layer,
        "node": node,
        "markers": passed.iter().map(ToString::to_string).collect::<Vec<_>>(),
    });
    (land, words)
}

/// The words of `lines` (public transcript lines), or "nothing else" if there are none.
fn said(lines: &[String], mut words: Vec<Text>) -> Vec<Text> {
    let events: Vec<Text> = lines.iter().filter_map(|l| table_words::event(l)).collect();
    if events.is_empty() {
        words.push(msg!("card-pv-nothing"));
    }
    words.extend(events);
    words
}

/// An action applied on a copy of `g` (the seat view's round): the events that follow (a skill: as if nobody
/// countered) and, for a skill, the seats the referee then asks about it. `None` if the
/// engine refuses it.
fn simulate(g: &Game, seat: Seat, action: &Action) -> Option<(Vec<Event>, Vec<Seat>)> {
    let mut copy = g.clone();
    let mut events = copy.apply(seat, action).ok()?;
    let asked = auto::asked(&copy);
    if matches!(action, Action::Cast { .. }) {
        events.extend(copy.resolve());
    }
    Some((events, asked))
}

/// The previews of `seat`'s actions now (as [`crate::xor_trie::web::views`] lists its
/// kinds), each in `lang`. A play or a skill: where its sequence lands and what follows;
/// a skill names who may counter it; a test and a redeem what they cost and that a hidden
/// card decides; a discard, the end of the turn, a gift, a counter and letting a skill act:
/// what follows. Plays of a card nobody has named yet have none (the card is named on
/// the page).
pub fn previews(game: &Game, seat: Seat, kinds: &[&str], lang: Lang) -> Vec<Value> {
    let view = SeatView::new(game, seat);
    let g = view.game();
    let mut out: Vec<Value> = Vec::new();
    let can = |k: &str| kinds.contains(&k);
    let mut push = |line: String, land: Value, follows: Vec<String>, hidden, words: Vec<Text>| {
        let words: Vec<String> = words.iter().map(|t| t.render(lang)).collect();
        let text = joined(&words, lang);
        out.push(json!({
            "act": line, "land": land, "follows": follows, "hidden": hidden, "words": words,
            "text": text,
        }));
    };
    let hand: Vec<u16> = g.hand(seat).to_vec();
    if can("play") {
        for &card in &hand {
            for target in Target::ALL {
                let action = Action::Play { card, target };
                let Some((events, _)) = simulate(g, seat, &action) else {
                    continue;
                };
                let after = events.iter().find_map(|e| match e {
                    Event::Play { after, .. } => Some(*after),
                    _ => None,
                });
                let (land, words) =
                    after.map_or((Value::Null, Vec::new()), |a| landing(g, target, a));
                let follows = public_lines(&events);
                push(
                    action.to_string(),
                    land,
                    follows.clone(),
                    false,
                    said(&follows, words),
                );
            }
        }
    }
    if can("test") {
        let limit = test_limit(g.seq(seat));
        for &card in &hand {
            let action = Action::test(card);
            if g.validate(seat, &action).is_err() && !g.is_physical() {
                continue;
            }
            let words = vec![msg!(
                "card-pv-test",
                limit = limit,
                cost = TEST_COST.to_string()
            )];
            let land = json!({ "limit": limit });
            let hidden = !SeatView::is_public(&action);
            push(format!("test {card}"), land, Vec::new(), hidden, words);
        }
    }
    if can("redeem") && g.validate(seat, &Action::Redeem).is_ok() {
        push(
            "redeem".into(),
            Value::Null,
            Vec::new(),
            !SeatView::is_public(&Action::Redeem),
            vec![msg!("card-pv-redeem")],
        );
    }
    let mut kinds_held: Vec<Skill> = g.skills(seat).to_vec();
    kinds_held.sort();
    kinds_held.dedup();
    if can("skill") {
        for &skill in &kinds_held {
            let ls: Vec<Option<u32>> = if skill.takes_layer() {
                (1..=LAYERS).map(Some).collect()
            } else {
                vec![None]
            };
            for target in Target::ALL {
                for &layer in &ls {
                    let action = Action::Cast {
                        skill,
                        target,
                        layer,
                    };
                    let Some((events, who)) = simulate(g, seat, &action) else {
                        continue;
                    };
                    let after = events.iter().find_map(|e| match e {
                        Event::Skill { after, .. } => Some(*after),
                        _ => None,
                    });
                    let (land, mut words) =
                        after.map_or((Value::Null, Vec::new()), |a| landing(g, target, a));
                    words.insert(
                        0,
                        if who.is_empty() {
                            msg!("card-pv-no-counter")
                        } else {
                            msg!("card-pv-may-counter", seats = seats_list(&who, lang))
                        },
                    );
                    let follows = public_lines(&events);
                    push(
                        action.to_string(),
                        land,
                        follows.clone(),
                        false,
                        said(&follows, words),
                    );
                }
            }
        }
    }
    if can("discard") {
        for &skill in &kinds_held {
            one(g, seat, Action::Discard { skill }, &mut push);
        }
    }
    if can("end") {
        // Which basic cards are kept changes nothing on the table: the first end the
        // engine lists stands for all.
        if let Some(end) = g
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::End { .. }))
        {
            let events = simulate(g, seat, &end).map(|(e, _)| e).unwrap_or_default();
            let follows = public_lines(&events);
            push(
                "end".into(),
                Value::Null,
                follows.clone(),
                false,
                said(&follows, Vec::new()),
            );
        }
    }
    if can("counter") {
        one(g, seat, Action::Counter, &mut push);
        // Letting it act: what it does if nobody counters.
        let mut copy = g.clone();
        let events = copy.resolve();
        let follows = public_lines(&events);
        let words = vec![msg!("card-pv-if-it-acts")];
        push(
            "pass".into(),
            Value::Null,
            follows.clone(),
            false,
            said(&follows, words),
        );
    }
    if can("give") {
        for to in Seat::all(g.players()) {
            one(g, seat, Action::Give { to }, &mut push);
        }
    }
    out
}

/// The preview of `action`, if the engine takes it: its public events, in words.
fn one(
    g: &Game,
    seat: Seat,
    action: Action,
    push: &mut impl FnMut(String, Value, Vec<String>, bool, Vec<Text>),
) {
    if let Some((events, _)) = simulate(g, seat, &action) {
        let follows = public_lines(&events);
        push(
            action.to_string(),
            Value::Null,
            follows.clone(),
            false,
            said(&follows, Vec::new()),
        );
    }
}

/// `2, 4` (`2、4` in Chinese): seat numbers for a sentence.
fn seats_list(seats: &[Seat], lang: Lang) -> String {
    let sep = if lang == Lang::Zh { "、" } else { ", " };
    seats
        .iter()
        .map(|s| (s.index() + 1).to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

/// The clauses of a preview as one sentence: `; ` between them (`；` in Chinese), a space
/// (nothing in Chinese) after one that ends with a colon.
fn joined(words: &[String], lang: Lang) -> String {
    let (sep, after_colon) = if lang == Lang::Zh {
        ("；", "")
    } else {
        ("; ", " ")
    };
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            out.push_str(if out.ends_with(':') || out.ends_with('：') {
                after_colon
            } else {
                sep
            });
        }
        out.push_str(w);
    }
    out
}

#[cfg(test)]
mod tests;
