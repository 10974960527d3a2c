//! The events' unit tests: each variant's line against its documented form, and examples
//! of every kind that other modules' tests read ([`examples`]).

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
