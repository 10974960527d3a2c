//! The card game in words: how its events, results, refusals and pending duels are said to
//! people, in both languages, with the table's secrets taken out. The terminal
//! ([`crate::xor_trie::protocol`]) and the pages ([`crate::xor_trie::web`], which only lays
//! these words out as HTML and JSON) take their sentences from here, as a [`Text`] that
//! each renders in its reader's language. This module knows the game's lines and values
//! only, not the referee's session: the sentences about the session (where the game
//! stands, what the table waits for) are built from these in
//! [`crate::xor_trie::protocol::table_words`].
//!
//! * [`event`]: a transcript line in the game's words (`seat 2 plays card 30 on its own
//!   sequence: 0000000100 → 0000011010`), without what the table does not see: the cards a
//!   hand takes, keeps or discards (only how many), the marker cards set aside (only the
//!   markers they laid), the seed a round is shuffled from (with it, anyone could work out
//!   every hand). A card the words name is always written `card N`. [`told`] with
//!   `secrets` names them too: the typist's own terminal, without pages, in Chinese.
//! * [`result`]: a line of a round's standings or of the match ranking, in words.
//! * [`typed`]: a line as typed, with the same secrets taken out (`2 draw 13 14` becomes
//!   `2 draw (2 cards named)`), for a line echoed.
//! * [`undone`]: a line taken back, from its values ([`TakenBack`], which the protocol
//!   reads from the line with its own parser): `seat 3's test of card 45 is taken back`.
//! * [`transcript`]: a transcript as a terminal shows it in its language.
//! * [`cause`], [`duel_words`], [`target`]: a round's end, a pending duel, a sequence.
//! * [`refusal`] and the pages' own refusals: why a press changed nothing.

use crate::i18n::{Arg, Lang, Text};
use crate::msg;
use crate::xor_trie::actions::Action;
use crate::xor_trie::cards::Skill;
use crate::xor_trie::events::{Duel, EndCause};
use crate::xor_trie::house_rules::HouseRule;
use crate::xor_trie::seat::Seat;

/// A number of the transcript, as a message's number (plural rules choose on it).
fn num(word: &str) -> u64 {
    word.parse().unwrap_or(0)
}

/// The sequence a `self`/`public` target names, as played by `seat`.
pub fn target(word: &str, seat: &str) -> Text {
    match word {
        "public" => msg!("card-words-public-seq"),
        _ => msg!("card-words-own-seq", seat = seat),
    }
}

/// A skill card of the transcript (its symbol, `<<`) as a message shows it: the symbol in
/// English, the rulebook's name in Chinese (`左移（<<）`).
fn sign(k: &str) -> Arg {
    Skill::parse(k).map_or_else(|| Arg::from(k), Arg::from)
}

/// Items of a list one after the other, `a, b, c` (in Chinese `a、b、c`).
///
/// ```
/// use grundy::i18n::{Lang, Text};
/// use grundy::xor_trie::words::comma;
/// let t = comma(vec![Text::from("a"), Text::from("b"), Text::from("c")]);
/// assert_eq!((t.en(), t.render(Lang::Zh)), ("a, b, c".into(), "a、b、c".into()));
/// ```
pub fn comma(items: Vec<Text>) -> Text {
    let mut items = items.into_iter();
    let Some(first) = items.next() else {
        return Text::default();
    };
    items.fold(first, |list, item| {
        msg!("card-list-more", list = list, item = item)
    })
}

/// A bot's kind (`greedy`) as the referee shows it: as typed in English, in words in
/// Chinese (`贪心`).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::words::bot_kind;
/// assert_eq!(bot_kind("greedy").en(), "greedy");
/// assert_eq!(bot_kind("greedy").render(Lang::Zh), "贪心");
/// ```
pub fn bot_kind(name: &str) -> Text {
    msg!("card-bot-kind", kind = name)
}

/// The cards of a transcript list (`[a b c]`).
fn listed(list: &str) -> Vec<&str> {
    list.trim_matches(['[', ']'])
        .split_whitespace()
        .filter(|w| !w.is_empty())
        .collect()
}

/// Cards named in words: `cards 20 and 21` (`no card` for none).
fn named(cards: &[&str]) -> Text {
    if cards.is_empty() {
        return msg!("card-words-no-card");
    }
    msg!(
        "card-words-cards-named",
        n = cards.len(),
        cards = Text::and(cards.iter().map(|c| Text::from(*c)).collect())
    )
}

/// What a round's end was caused by.
pub fn cause(cause: EndCause) -> Text {
    match cause {
        EndCause::PublicTop => msg!("card-cause-public-top"),
        EndCause::PlayerTop(s) => msg!("card-cause-player-top", seat = s),
        EndCause::LastStanding => msg!("card-cause-last-standing"),
        EndCause::DeckEmpty => msg!("card-cause-deck-empty"),
    }
}

/// A transcript line in the game's words, or `None` for a line that is not an event (the
/// standings and the match ranking, which the pages show as tables, [`result`]; a drawing
/// of the trie, a line taken back: `undone: …`, which the protocol reads with its parser and
/// tells with [`undone`]).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::words::event;
/// let said = |line| event(line).unwrap().en();
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
/// assert_eq!(event("undone: 4 end keep 447 311"), None);
/// assert_eq!(event("1 seat 1 score 550 tokens 0 total 550 gold"), None);
/// let zh = event("play seat 3 card 30 public 0000000100 -> 0000011010").unwrap();
/// assert_eq!(zh.render(Lang::Zh), "座位3打出30，异或公共序列：0000000100 → 0000011010");
/// ```
pub fn event(line: &str) -> Option<Text> {
    told(line, false)
}

/// [`event`], and with `secrets` the cards a hand takes, keeps or discards, the marker
/// cards and the seed named too (for the typist's own terminal, which the table does not
/// read: it is the referee's, who dealt them).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::words::told;
/// let zh = |line| told(line, true).unwrap().render(Lang::Zh);
/// assert_eq!(zh("draw seat 2 cards [20 21]"), "座位2摸了20和21号牌");
/// assert_eq!(zh("round 1 seed 2026 players 4"), "第1次博弈开始，4名玩家，由裁判以种子2026洗牌");
/// ```
pub fn told(line: &str, secrets: bool) -> Option<Text> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let said = match w.as_slice() {
        ["round", r, "seed", seed, "players", n] => {
            if secrets {
                msg!(
                    "card-ev-round-seed-named",
                    round = num(r),
                    players = num(n),
                    seed = *seed
                )
            } else {
                msg!("card-ev-round-seed", round = num(r), players = num(n))
            }
        }
        ["round", r, "physical", "players", n] => {
            msg!("card-ev-round-physical", round = num(r), players = num(n))
        }
        ["round", r, "ends", rest @ ..] => {
            let why = match rest {
                ["public-top"] => cause(EndCause::PublicTop),
                ["player-top", "seat", s] => msg!("card-cause-player-top", seat = *s),
                ["last-standing"] => cause(EndCause::LastStanding),
                ["deck-empty"] => cause(EndCause::DeckEmpty),
                _ => return None,
            };
            msg!("card-ev-round-ends", round = num(r), why = why)
        }
        ["deal", "seat", s, "card", c, "seq", b] => {
            msg!("card-ev-deal", seat = *s, card = *c, seq = *b)
        }
        ["marker", "card", c, "layer", l, "node", p] => {
            if secrets {
                msg!("card-ev-marker-named", card = *c, layer = num(l), node = *p)
            } else {
                msg!("card-ev-marker", layer = num(l), node = *p)
            }
        }
        ["start", "seat", s] => msg!("card-ev-start", seat = *s),
        ["draw", "seat", s, "unseen", k] => msg!("card-ev-draw", seat = *s, n = num(k)),
        ["draw", "seat", s, "cards", ..] => {
            let list = listed(line.split_once(" cards ").map_or("", |(_, l)| l));
            if secrets {
                msg!("card-ev-draw-named", seat = *s, cards = named(&list))
            } else {
                msg!("card-ev-draw", seat = *s, n = list.len())
            }
        }
        ["turn", t, "seat", s] => msg!("card-ev-turn", turn = num(t), seat = *s),
        ["play", "seat", s, "card", c, t, before, "->", after] => msg!(
            "card-ev-play",
            seat = *s,
            card = *c,
            target = target(t, s),
            before = *before,
            after = *after
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
        ] => msg!(
            "card-ev-test",
            seat = *s,
            card = *c,
            judgment = *j,
            ones = num(k),
            limit = num(m),
            verdict = *verdict
        ),
        ["acquire", "seat", s, "skill", k, "by", "test", "points", _] => {
            msg!("card-ev-acquire-test", seat = *s, skill = sign(k))
        }
        ["acquire", "seat", s, "skill", k, "by", "token", "tokens", t] => {
            msg!(
                "card-ev-acquire-token",
                seat = *s,
                skill = sign(k),
                tokens = num(t)
            )
        }
        ["refill", "skills", k] => msg!("card-ev-refill", n = num(k)),
        ["discard", "seat", s, "skill", k] => {
            msg!("card-ev-discard-skill", seat = *s, skill = sign(k))
        }
        ["cast", "seat", s, "skill", k, t, layer @ ..] => {
            let target = target(t, s);
            match layer {
                ["layer", l] => msg!(
                    "card-ev-cast-layer",
                    seat = *s,
                    skill = sign(k),
                    target = target,
                    layer = num(l)
                ),
                _ => msg!("card-ev-cast", seat = *s, skill = sign(k), target = target),
            }
        }
        ["counter", "seat", t, "voids", "seat", s, "skill", k] => {
            msg!("card-ev-counter", seat = *t, caster = *s, skill = sign(k))
        }
        ["skill", "seat", s, k, t, rest @ ..] => {
            let target = target(t, s);
            match rest {
                ["layer", l, before, "->", after] => msg!(
                    "card-ev-skill-layer",
                    seat = *s,
                    skill = sign(k),
                    target = target,
                    layer = num(l),
                    before = *before,
                    after = *after
                ),
                [before, "->", after] => msg!(
                    "card-ev-skill",
                    seat = *s,
                    skill = sign(k),
                    target = target,
                    before = *before,
                    after = *after
                ),
                _ => return None,
            }
        }
        ["prize", "seat", s, "layer", l, "rank", k, "points", p] => msg!(
            "card-ev-prize",
            seat = *s,
            rank = num(k),
            layer = num(l),
            points = num(p)
        ),
        ["cap", "seat", s, "score", top, "lost", p] => {
            msg!("card-ev-cap", seat = *s, top = num(top), lost = num(p))
        }
        ["death", "seat", s, "nodes", a, b] => {
            let layer = |n: &str| num(n.split(':').next().unwrap_or_default());
            msg!("card-ev-death", seat = *s, a = layer(a), b = layer(b))
        }
        ["eliminated", "seat", s, "by", how, "score", n, "tokens", t] => msg!(
            "card-ev-eliminated",
            seat = *s,
            how = *how,
            score = *n,
            tokens = num(t)
        ),
        ["top", "seat", s, "points", p] => msg!("card-ev-top", seat = *s, points = num(p)),
        ["top", "public"] => msg!("card-ev-top-public"),
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
        ] => msg!(
            "card-ev-duel-public-pending",
            a = *a,
            b = *b,
            layer = num(l)
        ),
        ["duel", "pending", "seat", a, "seat", b, "layer", l] => {
            msg!("card-ev-duel-pending", a = *a, b = *b, layer = num(l))
        }
        ["duel", rest @ ..] => duel(rest)?,
        ["end", "seat", s, "keep", ..] => {
            let (_, lists) = line.split_once(" keep ")?;
            let (kept, rest) = lists.split_once(" discard ")?;
            let (discarded, unseen) = match rest.split_once(" unseen ") {
                Some((d, u)) => (d, u.trim().parse().unwrap_or(0)),
                None => (rest, 0),
            };
            let (kept, discarded) = (listed(kept), listed(discarded));
            if secrets {
                msg!(
                    "card-ev-end-named",
                    seat = *s,
                    kept = named(&kept),
                    nkept = kept.len(),
                    discarded = named(&discarded),
                    ndiscarded = discarded.len(),
                    unseen = unseen
                )
            } else {
                msg!(
                    "card-ev-end",
                    seat = *s,
                    kept = kept.len() + unseen,
                    discarded = discarded.len()
                )
            }
        }
        ["give", "seat", s, "to", "seat", t, "tokens", x, y] => {
            msg!("card-ev-give", seat = *s, to = *t, x = num(x), y = num(y))
        }
        _ => return None,
    };
    Some(said)
}

/// A settled duel's line after `duel`, in words.
fn duel(w: &[&str]) -> Option<Text> {
    let (public, w) = match w {
        ["public", rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    let ["seat", a, "seat", b, outcome @ ..] = w else {
        return None;
    };
    let which = if public {
        msg!("card-duel-public-of", a = *a, b = *b)
    } else {
        msg!("card-duel-of", a = *a, b = *b)
    };
    let result = match outcome {
        ["draw"] => msg!("card-duel-draw", duel = which),
        ["held"] => msg!("card-duel-held", duel = which, b = *b),
        ["dissolved"] => msg!("card-duel-dissolved", duel = which),
        ["winner", "seat", w, "loser", "seat", l, rest @ ..] => {
            won(which, msg!("card-duel-winner-seat", seat = *w), l, rest)
        }
        ["winner", "public", "loser", "seat", l, rest @ ..] => {
            won(which, msg!("card-words-public-seq"), l, rest)
        }
        _ => return None,
    };
    Some(result)
}

/// A duel's winner and loser, and who collects what.
fn won(which: Text, winner: Text, loser: &str, collector: &[&str]) -> Text {
    match collector {
        ["collector", "seat", c, "points", p, "tokens", t] => msg!(
            "card-duel-won-collected",
            duel = which,
            winner = winner,
            loser = loser,
            seat = *c,
            points = num(p),
            tokens = num(t)
        ),
        _ => msg!(
            "card-duel-won",
            duel = which,
            winner = winner,
            loser = loser
        ),
    }
}

/// A line of a round's standings (`1 seat 1 score 550 tokens 0 total 550 gold`, and its
/// heading `standings`) or of the match ranking (`match`, `1 seat 4 gold 1 silver 0 bronze
/// 0 iron 0`), in words; `None` for any other line.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::words::result;
/// let zh = |line| result(line).unwrap().render(Lang::Zh);
/// assert_eq!(zh("1 seat 1 score 1216 tokens 0 total 1216 gold"), "第1名 座位1：分数1216，权0，总分1216，金奖");
/// assert_eq!(zh("2 seat 4 gold 0 silver 1 bronze 0 iron 0"), "第2名 座位4：金奖0，银奖1，铜奖0，铁奖0");
/// assert_eq!(result("standings").unwrap().en(), "standings");
/// ```
pub fn result(line: &str) -> Option<Text> {
    let w: Vec<&str> = line.split_whitespace().collect();
    Some(match w.as_slice() {
        ["standings"] => msg!("card-result-standings"),
        ["match"] => msg!("card-result-match"),
        [
            rank,
            "seat",
            s,
            "score",
            score,
            "tokens",
            t,
            "total",
            total,
            medal,
        ] => msg!(
            "card-result-standing",
            rank = num(rank),
            seat = *s,
            score = *score,
            tokens = num(t),
            total = *total,
            medal = medal_word(medal)?
        ),
        [
            rank,
            "seat",
            s,
            "gold",
            g,
            "silver",
            si,
            "bronze",
            b,
            "iron",
            i,
        ] => msg!(
            "card-result-ranking",
            rank = num(rank),
            seat = *s,
            gold = num(g),
            silver = num(si),
            bronze = num(b),
            iron = num(i)
        ),
        _ => return None,
    })
}

/// A medal's name (`gold`, …) in words.
pub fn medal_word(medal: &str) -> Option<Text> {
    Some(match medal {
        "gold" => msg!("card-medal-gold"),
        "silver" => msg!("card-medal-silver"),
        "bronze" => msg!("card-medal-bronze"),
        "iron" => msg!("card-medal-iron"),
        _ => return None,
    })
}

/// A transcript's text as a terminal shows it in `lang`: in English as it is (the
/// protocol's own words, which batch mode prints too); in another language each event
/// and result line in words, with `secrets` (the typist's own terminal) or without
/// (what the whole table may read), and any other line (a drawing of the trie) as it is.
pub fn transcript(text: &str, lang: Lang, secrets: bool) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if lang != Lang::En
            && let Some(head) = trie_header(line, lang)
        {
            out.push_str(&head);
            out.push('\n');
            continue;
        }
        let said = match lang {
            Lang::En if secrets => None,
            Lang::En => told(line, false),
            _ => told(line, secrets).or_else(|| result(line)),
        };
        match said {
            Some(t) => out.push_str(&t.render(lang)),
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// The header of a drawing of the trie ([`crate::xor_trie::draw_trie`]: `layer   pub    s1
/// xs2  markers`) in `lang`, each column's word right-aligned to the drawing's column width
/// as the terminal shows it (a Chinese character takes two columns); `None` if `line` is not
/// such a header.
fn trie_header(line: &str, lang: Lang) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let ["layer", "pub", seats @ .., "markers"] = words.as_slice() else {
        return None;
    };
    let cell = |word: String, out: &mut String| {
        let pad = 5usize.saturating_sub(crate::i18n::width(&word));
        out.extend(std::iter::repeat_n(' ', pad));
        out.push_str(&word);
    };
    let mut out = String::new();
    cell(msg!("card-trie-layer").render(lang), &mut out);
    out.push(' ');
    cell(msg!("card-trie-public").render(lang), &mut out);
    for seat in seats {
        let (out_of_game, n) = match seat.strip_prefix("xs") {
            Some(n) => (true, n),
            None => (false, seat.strip_prefix('s')?),
        };
        let n: u64 = n.parse().ok()?;
        let name = if out_of_game {
            msg!("card-trie-seat-out", seat = n)
        } else {
            msg!("card-trie-seat", seat = n)
        };
        out.push(' ');
        cell(name.render(lang), &mut out);
    }
    out.push_str("  ");
    out.push_str(&msg!("card-trie-markers").render(lang));
    Some(out)
}

/// A protocol line as the table may read it: the cards a draw or an end names, the
/// marker cards, hands, decks and seed of a setup are left out.
///
/// ```
/// use grundy::xor_trie::words::typed;
/// assert_eq!(typed("2 draw 13 14").en(), "2 draw (2 cards named)");
/// assert_eq!(typed("4 end keep 447 311").en(), "4 end (its cards not shown)");
/// assert_eq!(typed("4 end").en(), "4 end");
/// assert_eq!(typed("markers 500 501").en(), "markers (not shown)");
/// assert_eq!(typed("seed 2026").en(), "seed (not shown)");
/// assert_eq!(typed("2 play 246 public").en(), "2 play 246 public");
/// ```
pub fn typed(line: &str) -> Text {
    let line = line.split('#').next().unwrap_or_default();
    let w: Vec<&str> = line.split_whitespace().collect();
    match w.as_slice() {
        [s, "draw", named @ ..] if !named.is_empty() => {
            msg!(
                "card-typed-draw",
                line = format!("{s} draw"),
                n = named.len()
            )
        }
        [s, "end", _, ..] => msg!("card-typed-end", line = format!("{s} end")),
        [
            cmd @ ("seed" | "markers" | "hands" | "deck" | "skills"),
            _,
            ..,
        ] => msg!("card-typed-hidden", line = *cmd),
        _ => Text::from(w.join(" ")),
    }
}

/// A line the referee took back (`undo`), in plain values: what [`undone`] says. The
/// protocol reads the line with its own parser and hands over only what the table saw when
/// the line was applied: the cards a draw or an end names, the seed, the marker cards, a
/// deck's or a hand's cards are only counted (or not named at all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TakenBack {
    /// `players N`.
    Players(usize),
    /// `round`: a new round asked for.
    Round,
    /// `seed S` (the seed is not shown).
    Seed,
    /// `physical`.
    Physical,
    /// `deal v1 … vN`: the starting cards, shown to all when dealt.
    Deal(Vec<u16>),
    /// `markers …`: how many marker cards were named.
    Markers(usize),
    /// `deck …`: how many cards of the basic deck's top were named.
    Deck(usize),
    /// `skills …`: how many cards of the skill deck's top were named.
    Skills(usize),
    /// `hands …`: the starting hands named.
    Hands,
    /// `start S`.
    Start(Seat),
    /// `rule NAME`.
    Rule(HouseRule),
    /// `bot S KIND`, the kind's name.
    Bot(Seat, &'static str),
    /// `begin`.
    Begin,
    /// `pass`.
    Pass,
    /// `S <verb> …`: an action of a seat.
    Act(Seat, Action),
}

/// A skill card by its rulebook name (左移, 右移, 取反, 插入, 清除), its symbol beside it.
pub fn skill_name(skill: Skill) -> Text {
    match skill {
        Skill::Shl => msg!("card-skill-name-shl"),
        Skill::Shr => msg!("card-skill-name-shr"),
        Skill::Not => msg!("card-skill-name-not"),
        Skill::Ins => msg!("card-skill-name-ins"),
        Skill::Clr => msg!("card-skill-name-clr"),
    }
}

/// A line the referee took back, in the game's words (`seat 3's test of card 45 is taken
/// back`), with no more than the table saw when it was applied.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::words::{TakenBack, undone};
/// use grundy::xor_trie::{Action, Seat};
/// let test = TakenBack::Act(Seat::new(3), Action::Test { card: 45, judgment: None });
/// assert_eq!(undone(&test).en(), "seat 3's test of card 45 is taken back");
/// assert_eq!(undone(&test).render(Lang::Zh), "撤回了座位3用45号牌的判定");
/// let draw = TakenBack::Act(Seat::new(2), Action::Draw { cards: Some(vec![13, 14]) });
/// assert_eq!(undone(&draw).en(), "seat 2's draw (2 cards) is taken back");
/// ```
pub fn undone(line: &TakenBack) -> Text {
    match line {
        TakenBack::Players(n) => msg!("card-undone-players", n = *n),
        TakenBack::Round => msg!("card-undone-round"),
        TakenBack::Seed => msg!("card-undone-seed"),
        TakenBack::Physical => msg!("card-undone-physical"),
        TakenBack::Deal(cards) => msg!(
            "card-undone-deal",
            cards = Text::and(cards.iter().map(|c| Text::from(c.to_string())).collect())
        ),
        TakenBack::Markers(n) => msg!("card-undone-markers", n = *n),
        TakenBack::Deck(n) => msg!("card-undone-deck", n = *n),
        TakenBack::Skills(n) => msg!("card-undone-skills", n = *n),
        TakenBack::Hands => msg!("card-undone-hands"),
        TakenBack::Start(s) => msg!("card-undone-start", seat = *s),
        TakenBack::Rule(r) => msg!("card-undone-rule", rule = r.summary()),
        TakenBack::Bot(s, kind) => msg!("card-undone-bot", seat = *s, kind = bot_kind(kind)),
        TakenBack::Begin => msg!("card-undone-begin"),
        TakenBack::Pass => msg!("card-undone-pass"),
        TakenBack::Act(s, action) => undone_action(*s, action),
    }
}

/// An action taken back, in words.
fn undone_action(s: Seat, action: &Action) -> Text {
    let seat = s.to_string();
    match action {
        Action::Draw { cards: None } => msg!("card-undone-draw", seat = s),
        Action::Draw { cards: Some(c) } => msg!("card-undone-draw-named", seat = s, n = c.len()),
        Action::Play { card, target: t } => msg!(
            "card-undone-play",
            seat = s,
            card = *card,
            target = target(t.word(), &seat)
        ),
        Action::Test {
            card,
            judgment: None,
        } => msg!("card-undone-test", seat = s, card = *card),
        Action::Test {
            card,
            judgment: Some(j),
        } => msg!(
            "card-undone-test-judged",
            seat = s,
            card = *card,
            judgment = *j
        ),
        Action::Take { skill } => msg!("card-undone-take", seat = s, skill = skill_name(*skill)),
        Action::Redeem => msg!("card-undone-redeem", seat = s),
        Action::Discard { skill } => {
            msg!("card-undone-discard", seat = s, skill = skill_name(*skill))
        }
        Action::Cast {
            skill,
            target: t,
            layer,
        } => {
            let (skill, target) = (skill_name(*skill), target(t.word(), &seat));
            match layer {
                Some(l) => msg!(
                    "card-undone-cast-layer",
                    seat = s,
                    skill = skill,
                    target = target,
                    layer = *l
                ),
                None => msg!("card-undone-cast", seat = s, skill = skill, target = target),
            }
        }
        Action::Counter => msg!("card-undone-counter", seat = s),
        Action::End { .. } => msg!("card-undone-end", seat = s),
        Action::Give { to } => msg!("card-undone-give", seat = s, to = *to),
    }
}

/// A refusal as a page may read it: the terminal's message, without where a card named
/// is when that is a secret (in a hand, set aside as a marker card, on the discard pile:
/// a phone could otherwise find them out by naming cards).
///
/// ```
/// use grundy::xor_trie::{IllegalAction, Place, Seat};
/// use grundy::xor_trie::words::refusal;
/// let held = IllegalAction::NotInDeck { card: 13, place: Place::Held(Seat::new(2)) };
/// assert_eq!(held.to_string(), "card 13 is not in the deck: seat 2 holds it");
/// assert_eq!(refusal(held.text()).en(), "card 13 is not in the deck");
/// let dealt = IllegalAction::NotInDeck { card: 7, place: Place::Dealt(Seat::new(2)) };
/// assert_eq!(refusal(dealt.text()).en(), "card 7 is not in the deck: it is seat 2's starting card");
/// ```
pub fn refusal(why: Text) -> Text {
    const SECRET: [&str; 4] = [
        "card-place-held",
        "card-place-aside",
        "card-place-discarded",
        "card-place-deck",
    ];
    let Text::Msg(id, args) = &why else {
        return why;
    };
    let secret = args.iter().any(|(name, arg)| {
        *name == "place"
            && matches!(arg, crate::i18n::Arg::Text(Text::Msg(place, _)) if SECRET.contains(place))
    });
    if !secret {
        return why;
    }
    let number = |key: &str| {
        args.iter()
            .find(|(name, _)| *name == key)
            .map(|(_, a)| a.clone())
    };
    match (*id, number("card"), number("seat")) {
        ("card-err-not-in-deck", Some(card), _) => msg!("card-err-not-in-deck-hidden", card = card),
        ("card-err-not-unseen", Some(card), Some(seat)) => {
            msg!("card-err-not-unseen-hidden", seat = seat, card = card)
        }
        _ => why,
    }
}

/// A pending duel, as the board lists it.
pub fn duel_words(d: &Duel) -> Text {
    if d.public {
        msg!("card-status-duel-public", a = d.a, b = d.b)
    } else {
        msg!("card-status-duel-seats", a = d.a, b = d.b)
    }
}

/// Why a page of a seat the referee plays (`bot S`) takes nothing.
pub fn bot_seat(seat: Seat, kind: &str) -> Text {
    msg!("card-page-bot-seat", seat = seat, kind = bot_kind(kind))
}

/// Why a page's answer to a skill waiting for counters is refused: no round is in play.
pub fn no_round() -> Text {
    msg!("card-page-no-round")
}

/// Why a page's `let it act` is refused: no skill waits.
pub fn no_window() -> Text {
    msg!("card-line-no-window")
}

/// Why the caster's page cannot answer its own skill.
pub fn caster_waits(seat: Seat) -> Text {
    msg!("card-page-caster-waits", seat = seat)
}

/// Why a press without the version of its view is refused.
pub fn no_version() -> Text {
    msg!("card-page-no-version")
}

/// Why a press is refused once the session is over.
pub fn session_over() -> Text {
    msg!("card-page-session-over")
}

/// Why a press made on the view of version `shown` is refused, the game being at `now`.
pub fn stale(shown: u64, now: u64) -> Text {
    msg!("card-page-stale", shown = shown, now = now)
}

/// Why an answer to a skill waiting for counters that the seat has already given is
/// refused (a press sent twice).
pub fn answered_again(seat: Seat, counter: bool) -> Text {
    let chose = if counter { "counter" } else { "let" };
    msg!("card-page-answered-again", seat = seat, chose = chose)
}

/// Where a line echoed at the terminal came from: `from seat 3's page`.
pub fn from_page(seat: Seat) -> Text {
    msg!("card-page-from", seat = seat)
}

/// A seat's answer to a skill waiting for counters, as the terminal echoes it.
pub fn answered(seat: Seat, counter: bool) -> Text {
    let said = if counter { "counter" } else { "let" };
    msg!(
        "card-page-answered",
        seat = seat,
        said = said,
        from = from_page(seat)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::protocol::referee;

    #[test]
    fn the_trie_s_header_is_told_in_the_language_with_its_columns_aligned() {
        use crate::xor_trie::{Column, Markers, draw_trie};
        let seats = [
            Column {
                active: true,
                seq: 1,
            },
            Column {
                active: false,
                seq: 2,
            },
        ];
        let drawing = draw_trie(3, &seats, &Markers::default());
        // English is the drawing as it is.
        assert_eq!(transcript(&drawing, Lang::En, true), drawing);
        let zh = transcript(&drawing, Lang::Zh, true);
        let (head, rows) = zh.split_once('\n').unwrap();
        assert_eq!(head, "   层  公共   座1  x座2  亡标记");
        assert_eq!(rows, drawing.split_once('\n').unwrap().1);
        // Each column's word ends where the column's digits end.
        // The terminal column where each word of a line ends.
        let ends = |l: &str| -> Vec<usize> {
            let (mut at, mut ends, mut prev) = (0, Vec::new(), ' ');
            for c in l.chars() {
                if c == ' ' && prev != ' ' {
                    ends.push(at);
                }
                at += crate::i18n::width(c.encode_utf8(&mut [0; 4]));
                prev = c;
            }
            if prev != ' ' {
                ends.push(at);
            }
            ends
        };
        assert_eq!(ends(head)[..4], ends(rows.lines().last().unwrap())[..4]);
        // A line that only looks like it is told as it is.
        assert_eq!(trie_header("layer pub s1", Lang::Zh), None);
    }

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
                let Some(told) = event(line) else {
                    assert!(result, "{name}: not told: {line}");
                    assert!(super::result(line).is_some(), "{name}: {line}");
                    continue;
                };
                assert!(!result, "{name}: a result told as an event: {line}");
                // The Chinese words carry the English words' numbers, and no secret.
                // (`4个1`: the Chinese for "4 ones" writes the 1 it counts.)
                let zh = told.render(Lang::Zh).replace("个1", "个");
                let said = told.en();
                let numbers = |t: &str| {
                    let mut n: Vec<String> = t
                        .split(|c: char| !c.is_ascii_digit())
                        .filter(|w| !w.is_empty())
                        .map(String::from)
                        .collect();
                    n.sort();
                    n
                };
                let mut left = numbers(&zh);
                // (`seat 4's own sequence`: the Chinese says 自己的序列 and names the seat
                // once, so a number the English repeats is looked for once.)
                let mut wanted = numbers(&said);
                wanted.dedup();
                for n in wanted {
                    // None kept or discarded is said in words (`没有保留或弃置手牌`).
                    if n == "0" && zh.contains("没有") && !left.contains(&n) {
                        continue;
                    }
                    let Some(i) = left.iter().position(|z| *z == n) else {
                        panic!("{line}: {said} / {zh}");
                    };
                    left.remove(i);
                }
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
            let said = event(line)
                .unwrap_or_else(|| panic!("not told: {line} ({e:?})"))
                .en();
            assert!(!said.contains(" -> ") && !said.contains('['), "{said}");
        }
    }
}
