//! Where the game stands and what the table waits for, in the game's words rather than the
//! terminal's syntax: the sentences of [`crate::xor_trie::words`] that need the referee's
//! session ([`Session`]) and the answers given to a skill waiting for counters
//! ([`Answers`]). The pages show them beside the board; the terminal of a served table
//! echoes the same. A line `undo` took back is read with the protocol's own parser and told
//! in the game's words too ([`taken_back`]), as the recent events show it ([`event`]).

use super::auto::{self, Answers};
use super::command::{Command, parse_command, tokens};
use super::session::{Phase, Session};
use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::setup::seat_list;
use crate::xor_trie::words::{self, TakenBack};
use crate::xor_trie::{Game, MAX_PLAYERS, Seat};

/// How a transcript says that `undo` took a line back: `undone: ` and the line as typed.
pub const UNDONE: &str = "undone: ";

/// A transcript line in the game's words, as the table may read it ([`words::event`]),
/// a line taken back (`undone: …`) included ([`taken_back`]); `None` for a line that is
/// not an event.
///
/// ```
/// use grundy::xor_trie::protocol::table_words::event;
/// assert_eq!(event("undone: 3 test 45").unwrap().en(), "seat 3's test of card 45 is taken back");
/// assert_eq!(event("start seat 2").unwrap().en(), "seat 2 starts");
/// assert_eq!(event("standings"), None);
/// ```
pub fn event(line: &str) -> Option<Text> {
    match line.strip_prefix(UNDONE) {
        Some(typed) => Some(taken_back(typed)),
        None => words::event(line),
    }
}

/// A line `undo` took back (as typed, comment included), in the game's words: read with
/// the protocol's parser ([`parse_command`]) and said by [`words::undone`] with no more
/// than the table saw when the line was applied (the cards a draw or an end names, a seed,
/// marker cards, a deck's or a hand's cards are never named). A line the parser does not
/// read (never one the referee applied) is told as typed, its secrets left out
/// ([`words::typed`]).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::protocol::table_words::taken_back;
/// assert_eq!(taken_back("2 end keep 447 311").en(), "seat 2's end of turn is taken back");
/// assert_eq!(taken_back("3 test 45").render(Lang::Zh), "撤回了座位3用45号牌的判定");
/// ```
pub fn taken_back(line: &str) -> Text {
    let w = tokens(line);
    let parsed = match w.is_empty() {
        true => None,
        false => parse_command(&w, MAX_PLAYERS).ok(),
    };
    let Some(command) = parsed else {
        return msg!("card-ev-undone", line = words::typed(line));
    };
    words::undone(&match command {
        Command::Players(n) => TakenBack::Players(n),
        Command::Round => TakenBack::Round,
        Command::Seed(_) => TakenBack::Seed,
        Command::Physical => TakenBack::Physical,
        Command::Deal(cards) => TakenBack::Deal(cards),
        Command::Markers(cards) => TakenBack::Markers(cards.len()),
        Command::Deck(cards) => TakenBack::Deck(cards.len()),
        Command::Skills(cards) => TakenBack::Skills(cards.len()),
        Command::Hands(_) => TakenBack::Hands,
        Command::Start(s) => TakenBack::Start(s),
        Command::Rule(r) => TakenBack::Rule(r),
        Command::Bot(s, kind) => TakenBack::Bot(s, kind.name()),
        Command::Begin => TakenBack::Begin,
        Command::Pass => TakenBack::Pass,
        Command::Act(s, action) => TakenBack::Act(s, action),
    })
}

/// Where the game stands, in the game's words.
pub fn situation(session: &Session) -> Text {
    let round = session.round();
    match (session.players(), session.phase()) {
        (None, _) => msg!("card-sit-no-game"),
        (Some(n), Phase::NoRound) => msg!("card-sit-no-round", players = n, round = round + 1),
        (Some(_), Phase::Setup { .. }) => msg!("card-sit-setup", round = round),
        (Some(_), Phase::Ended(g)) => match g.ended() {
            Some(c) => msg!("card-sit-ended-why", round = round, why = words::cause(c)),
            None => msg!("card-sit-ended", round = round),
        },
        (Some(_), Phase::Running(g)) => {
            let turn = g.turn_number();
            if let Some(w) = g.counter_window() {
                return msg!(
                    "card-sit-waits",
                    round = round,
                    turn = turn,
                    seat = w.seat,
                    skill = w.skill,
                    target = words::target(w.target.word(), &w.seat.to_string())
                );
            }
            let Some(t) = g.turn() else {
                return msg!("card-sit-turn", round = round, turn = turn);
            };
            let s = t.seat;
            if t.to_take.is_some() {
                msg!("card-sit-names-skill", round = round, turn = turn, seat = s)
            } else if t.must_discard {
                msg!(
                    "card-sit-discards-skill",
                    round = round,
                    turn = turn,
                    seat = s
                )
            } else {
                msg!("card-sit-to-play", round = round, turn = turn, seat = s)
            }
        }
    }
}

/// What the table waits for, when there is more to say than [`situation`]: the answers a
/// skill waits for, an empty physical skill deck to refill, the next round.
pub fn next(session: &Session, answers: &Answers) -> Option<Text> {
    match session.phase() {
        Phase::Ended(_) => Some(msg!("card-next-round")),
        Phase::Running(g) => {
            if g.counter_window().is_some() {
                return Some(waiting(session, answers, g));
            }
            (g.is_physical() && g.skill_deck_len() == 0 && g.skill_discard_len() > 0)
                .then(|| msg!("card-next-refill", n = g.skill_discard_len()))
        }
        _ => None,
    }
}

/// Who may still counter the waiting skill.
fn waiting(session: &Session, answers: &Answers, g: &Game) -> Text {
    let asked = auto::asked(g);
    if asked.is_empty() {
        return msg!("card-next-nobody-holds-c");
    }
    let open: Vec<Seat> = asked
        .iter()
        .copied()
        .filter(|&s| auto::answer(session, answers, g, s).is_none())
        .collect();
    match open.as_slice() {
        [] => msg!("card-next-all-answered"),
        [s] => msg!("card-next-one-holds-c", seat = *s),
        _ => msg!("card-next-some-hold-c", seats = seat_list(&open)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every kind of line the referee applies, taken back, in both languages: the line
    /// read by the protocol's parser, no card named that the table did not see when it
    /// was applied, and no English command on the Chinese side.
    #[test]
    fn every_kind_of_line_taken_back_is_said_in_words() {
        let cases: [(&str, &str, &str); 31] = [
            (
                "round",
                "the start of a new round is taken back",
                "撤回了下一次博弈的开始",
            ),
            (
                "seed 2026",
                "the referee's shuffle of the round is taken back",
                "撤回了裁判为本次博弈洗的牌",
            ),
            (
                "physical",
                "the choice of physical cards is taken back",
                "撤回了改用实体牌",
            ),
            (
                "deal 1 2 4 8",
                "the starting cards dealt (1, 2, 4 and 8) are taken back",
                "撤回了发出的初始数值牌（1、2、4和8）",
            ),
            (
                "markers 500 501",
                "the 2 marker cards set aside are taken back",
                "撤回了移出的2张亡标记牌",
            ),
            (
                "deck 300",
                "the 1 card named on top of the basic deck is taken back",
                "撤回了说出的基本牌堆顶1张牌",
            ),
            (
                "skills << C",
                "the 2 skill cards named on top of the skill deck are taken back",
                "撤回了说出的技能牌堆顶2张牌",
            ),
            (
                "hands 16 3 20 21 30 31 40 41",
                "the starting hands named are taken back",
                "撤回了说出的起始手牌",
            ),
            (
                "start 3",
                "seat 3 as the starting player is taken back",
                "撤回了座位3作起始玩家",
            ),
            (
                "rule score-cap",
                "the house rule “a score stops at 1023 (the slider's ten columns); points beyond are lost” is taken back",
                "撤回了一条房规：",
            ),
            (
                "bot 2 greedy",
                "the referee's greedy bot at seat 2 is taken back",
                "撤回了座位2的贪心机器人",
            ),
            (
                "begin",
                "the setting up of the round is taken back",
                "撤回了本次博弈的开局",
            ),
            (
                "pass",
                "the pass (nobody counters the waiting skill card) is taken back",
                "撤回了“无人抵消”",
            ),
            ("2 draw", "seat 2's draw is taken back", "撤回了座位2的摸牌"),
            (
                "2 draw 113 114 # 113 and 114",
                "seat 2's draw (2 cards) is taken back",
                "撤回了座位2摸的2张牌",
            ),
            (
                "3 play 45 self",
                "seat 3's play of card 45 on seat 3's own sequence is taken back",
                "撤回了座位3的出牌（45号牌异或自己的序列）",
            ),
            (
                "3 play 45 public",
                "seat 3's play of card 45 on the public sequence is taken back",
                "撤回了座位3的出牌（45号牌异或公共序列）",
            ),
            (
                "3 test 45",
                "seat 3's test of card 45 is taken back",
                "撤回了座位3用45号牌的判定",
            ),
            (
                "3 test 45 7",
                "seat 3's test of card 45 with judgment card 7 is taken back",
                "撤回了座位3用45号牌的判定（判定牌7）",
            ),
            (
                "3 take <<",
                "seat 3's taking of the skill card shift left (<<) is taken back",
                "撤回了座位3拿到的技能牌左移（<<）",
            ),
            (
                "3 redeem",
                "seat 3's token spent on a skill card is taken back",
                "撤回了座位3打出权换取技能牌",
            ),
            (
                "3 discard >>",
                "seat 3's discarding of the skill card shift right (>>) is taken back",
                "撤回了座位3弃掉的技能牌右移（>>）",
            ),
            (
                "3 skill ~ public",
                "seat 3's skill card invert (~) on the public sequence is taken back",
                "撤回了座位3对公共序列打出的取反（~）",
            ),
            (
                "3 skill I self 4",
                "seat 3's skill card insert (I) on layer 4 of seat 3's own sequence is taken back",
                "撤回了座位3对自己的序列第4层打出的插入（I）",
            ),
            (
                "3 skill C public 2",
                "seat 3's skill card clear (C) on layer 2 of the public sequence is taken back",
                "撤回了座位3对公共序列第2层打出的清除（C）",
            ),
            (
                "4 counter",
                "seat 4's counter is taken back",
                "撤回了座位4的抵消",
            ),
            (
                "4 end",
                "seat 4's end of turn is taken back",
                "撤回了座位4的回合结束",
            ),
            (
                "4 end keep 447 311",
                "seat 4's end of turn is taken back",
                "撤回了座位4的回合结束",
            ),
            (
                "4 end discard 12",
                "seat 4's end of turn is taken back",
                "撤回了座位4的回合结束",
            ),
            (
                "4 give 1",
                "seat 4's token given to seat 1 is taken back",
                "撤回了座位4转让给座位1的权",
            ),
            (
                "players 5",
                "the table of 5 players is taken back",
                "撤回了玩家人数（5名）",
            ),
        ];
        for (line, en, zh) in cases {
            let said = taken_back(line);
            assert_eq!(said.en(), en, "{line}");
            let chinese = said.render(Lang::Zh);
            assert!(chinese.starts_with(zh), "{line}: {chinese}");
            // No English word on the Chinese side but a bot's kind, and no hidden card.
            let english = chinese
                .replace("greedy", "")
                .chars()
                .any(|c| c.is_ascii_alphabetic() && c != 'I' && c != 'C');
            assert!(!english, "{line}: {chinese}");
            for secret in [
                "113", "114", "447", "311", "500", "501", "2026", "300", "12",
            ] {
                assert!(!en.contains(secret) && !chinese.contains(secret), "{line}");
            }
        }
        // Each kind is read by the parser: an action of every verb is covered above.
        let verbs: std::collections::BTreeSet<&str> = cases
            .iter()
            .filter_map(|(l, _, _)| tokens(l).get(1).copied())
            .collect();
        for verb in [
            "draw", "play", "test", "take", "redeem", "discard", "skill", "counter", "end", "give",
        ] {
            assert!(verbs.contains(verb), "{verb}");
        }
        // As the recent events show it; a line the parser does not read is told as typed,
        // its secrets left out.
        assert_eq!(
            event("undone: 3 test 45")
                .map(|t| t.render(Lang::Zh))
                .as_deref(),
            Some("撤回了座位3用45号牌的判定")
        );
        assert_eq!(
            taken_back("9 draw 13 14").en(),
            "the referee takes back: 9 draw (2 cards named)"
        );
    }
}
