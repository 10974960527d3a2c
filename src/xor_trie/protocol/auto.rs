//! What the referee does by itself at a live table: the seats it plays (`bot S`), and the
//! decision of a skill's counter window once the answers decide it.
//!
//! # The counter window
//!
//! After a skill is cast, every active seat but the caster that holds a `C` is asked
//! whether it counters ([`asked`], clockwise from the caster's left). A bot answers at
//! once ([`bot_counters`]); a player answers on their page ([`Answers`]) or aloud to the
//! typist. Among those who choose to counter, the first clockwise from the caster's left
//! counters, whatever the order of the answers, so the window is decided as soon as every
//! seat before the first who chose to counter has let the skill act, or every seat has
//! ([`decision`]). The decision is a line of the protocol (`S counter`, or `pass`), applied
//! and logged like any other: a batch replay of the log gives the same game.
//!
//! The typist's `pass` closes the window: the seats that have not answered let the skill
//! act, and the decision is taken with the answers given ([`closing`]: a `pass` typed
//! while a bot or a page chose to counter becomes that seat's `S counter`). While a window
//! waits for answers from pages or bots, the caster's other lines are refused
//! ([`before`]): the caster cannot end the turn before the table has answered.
//!
//! # Bots
//!
//! A seat the referee plays takes its actions when its turn comes ([`next`]), chosen by
//! [`bot_action`] with the generator [`table_rng`] (both decide on what the seat may know
//! only, and the same position gives the same choice). Its lines are protocol lines like
//! anyone's: the log keeps them and a replay applies them without deciding again.

use super::session::{Phase, Session};
use super::tokens;
use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::bots::{BotKind, bot_action, bot_counters, table_rng};
use crate::xor_trie::seat_view::SeatView;
use crate::xor_trie::setup::seat_list;
use crate::xor_trie::{Game, Seat, Skill, WaitingSkill};

/// The answers the pages gave to the skill waiting for counters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Answers {
    /// The window answered: round, turn and skill.
    window: Option<(u32, u32, WaitingSkill)>,
    /// Each seat's answer, true to counter, in the order given (a seat's last one counts).
    chose: Vec<(Seat, bool)>,
}

/// The window of `game`, as [`Answers`] names it.
fn window_of(game: &Game) -> Option<(u32, u32, WaitingSkill)> {
    game.counter_window()
        .map(|w| (game.round(), game.turn_number(), w))
}

impl Answers {
    /// No answer given.
    pub const fn none() -> Answers {
        Answers {
            window: None,
            chose: Vec::new(),
        }
    }

    /// The answer `seat` gave to the window now open in `game`, if any.
    pub fn of(&self, game: &Game, seat: Seat) -> Option<bool> {
        if self.window.is_none() || self.window != window_of(game) {
            return None;
        }
        self.chose
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|&(_, c)| c)
    }

    /// Records `seat`'s answer to the window now open in `game` (true: it counters).
    pub fn record(&mut self, game: &Game, seat: Seat, counter: bool) {
        let window = window_of(game);
        if self.window != window {
            self.window = window;
            self.chose.clear();
        }
        self.chose.push((seat, counter));
    }

    /// Forgets every answer (the window closed, or the game changed under it).
    pub fn clear(&mut self) {
        *self = Answers::default();
    }
}

/// Why the referee applies a line by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The bot playing this seat.
    Bot(Seat, BotKind),
    /// The window is decided: this seat chose to counter.
    Chose(Seat),
    /// The window is decided: nobody counters.
    Nobody,
}

impl Source {
    /// What the terminal says beside the line: `seat 3's greedy bot`, `seat 3 chose to
    /// counter`, `nobody counters`.
    pub fn label(self) -> Text {
        match self {
            Source::Bot(seat, kind) => msg!("card-auto-bot", seat = seat, kind = kind.name()),
            Source::Chose(seat) => msg!("card-auto-chose", seat = seat),
            Source::Nobody => msg!("card-auto-nobody"),
        }
    }

    /// True if a bot took this decision (a bot's line, or a window a bot's answer
    /// decided): the pages show it after a short pause.
    pub fn by_bot(self, session: &Session) -> bool {
        match self {
            Source::Bot(..) => true,
            Source::Chose(seat) => session.bot(seat).is_some(),
            Source::Nobody => false,
        }
    }
}

/// A line the referee applies by itself, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AutoLine {
    /// The protocol line (`3 play 40 self`, `2 counter`, `pass`).
    pub line: String,
    /// Why.
    pub source: Source,
}

/// The running round, if any.
fn running(session: &Session) -> Option<&Game> {
    match session.phase() {
        Phase::Running(g) => Some(g),
        _ => None,
    }
}

/// The seats asked whether they counter the skill waiting in `game`: active, not its
/// caster, holding a `C`, clockwise from the caster's left. Empty if no skill waits.
pub fn asked(game: &Game) -> Vec<Seat> {
    let Some(w) = game.counter_window() else {
        return Vec::new();
    };
    let n = game.players();
    (1..n)
        .map(|k| w.seat.clockwise(k, n))
        .filter(|&s| game.is_active(s) && game.skills(s).contains(&Skill::Clr))
        .collect()
}

/// `seat`'s answer to the window of `game`: its bot's (decided now), or what its page
/// chose, or none yet.
pub fn answer(session: &Session, answers: &Answers, game: &Game, seat: Seat) -> Option<bool> {
    match session.bot(seat) {
        Some(kind) => {
            let view = SeatView::new(game, seat);
            Some(bot_counters(kind, &view, &mut table_rng(&view)))
        }
        None => answers.of(game, seat),
    }
}

/// The decision of the window open in the running round, once the answers decide it:
/// `Some(Some(seat))`, the first seat clockwise who chose to counter (every one before
/// it let the skill act); `Some(None)`, nobody counters. With `closing`, the seats that
/// have not answered let it act. `None`: no window, or not decided yet.
pub fn decision(session: &Session, answers: &Answers, closing: bool) -> Option<Option<Seat>> {
    let game = running(session)?;
    game.counter_window()?;
    for seat in asked(game) {
        match answer(session, answers, game, seat).or(closing.then_some(false)) {
            Some(true) => return Some(Some(seat)),
            Some(false) => {}
            None => return None,
        }
    }
    Some(None)
}

/// The line that carries out a window's decision.
fn decided(chosen: Option<Seat>) -> AutoLine {
    match chosen {
        Some(seat) => AutoLine {
            line: format!("{seat} counter"),
            source: Source::Chose(seat),
        },
        None => AutoLine {
            line: "pass".into(),
            source: Source::Nobody,
        },
    }
}

/// The line the referee applies by itself now, if any: a decided window's (on a served
/// table, or where a bot is involved: the caster or a seat asked), or the action of the
/// bot whose turn it is.
pub fn next(session: &Session, answers: &Answers, served: bool) -> Option<AutoLine> {
    let game = running(session)?;
    if let Some(w) = game.counter_window() {
        let bots =
            session.bot(w.seat).is_some() || asked(game).iter().any(|&s| session.bot(s).is_some());
        if !(served || bots) {
            return None;
        }
        return decision(session, answers, false).map(decided);
    }
    let seat = game.current()?;
    let kind = session.bot(seat)?;
    let view = SeatView::new(game, seat);
    let action = bot_action(kind, &view, &mut table_rng(&view));
    Some(AutoLine {
        line: format!("{seat} {action}"),
        source: Source::Bot(seat, kind),
    })
}

/// What a `pass` closing the window open now carries out: the decision with the answers
/// given, the seats that have not answered letting the skill act. `None` if no skill
/// waits.
pub fn closing(session: &Session, answers: &Answers) -> Option<AutoLine> {
    decision(session, answers, true).map(decided)
}

/// What becomes of a line before it is applied at a table where the counter window is
/// answered (`strict`: a served table, or one with bots).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Before {
    /// Apply it as it is.
    Apply,
    /// Refuse it, saying why.
    Refuse(Text),
    /// Apply this line instead (a `pass` that closes the window on a seat's counter).
    Instead(AutoLine),
}

/// What becomes of the line `raw` now (see [`Before`]). While a skill waits for counters
/// at a strict table, the caster's lines other than a give are refused, and a `pass` is
/// the decision with the answers given ([`closing`]). Elsewhere, and at a table without
/// pages or bots, every line is applied as it is.
pub fn before(session: &Session, answers: &Answers, raw: &str, strict: bool) -> Before {
    let Some(game) = running(session) else {
        return Before::Apply;
    };
    let Some(w) = game.counter_window() else {
        return Before::Apply;
    };
    if !strict {
        return Before::Apply;
    }
    let words = tokens(raw);
    if words == ["pass"] {
        return match closing(session, answers) {
            Some(auto) if auto.line != "pass" => Before::Instead(auto),
            _ => Before::Apply,
        };
    }
    let caster = words.first().and_then(|w| w.parse::<Seat>().ok()) == Some(w.seat);
    if caster && !matches!(words.get(1), Some(&"give")) {
        return Before::Refuse(waits(session, answers, game, w));
    }
    Before::Apply
}

/// Why the caster must wait: who has still to answer.
fn waits(session: &Session, answers: &Answers, game: &Game, w: WaitingSkill) -> Text {
    let open: Vec<Seat> = asked(game)
        .into_iter()
        .filter(|&s| answer(session, answers, game, s).is_none())
        .collect();
    let who = match open.as_slice() {
        [] => msg!("card-auto-who-nobody"),
        [one] => msg!("card-auto-who-one", seat = *one),
        _ => msg!("card-auto-who-some", seats = seat_list(&open)),
    };
    msg!("card-auto-waits", seat = w.seat, skill = w.skill, who = who)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::protocol::Live;

    /// Seats 1 and 2 hold a C; seat 4's `<<` waits for counters.
    const TWO_COUNTERS: &str =
        include_str!("../../../tests/cases/xor_trie_referee/two-counters.txt");

    fn after(script: &str) -> Live {
        let mut live = Live::new(false);
        for l in script.lines() {
            assert_eq!(live.line(l).error, None, "{l}");
        }
        live
    }

    #[test]
    fn the_first_seat_clockwise_who_chose_to_counter_counters_whatever_the_order() {
        let live = after(TWO_COUNTERS);
        let s = live.session();
        let g = s.game().unwrap();
        assert_eq!(asked(g), [Seat::new(1), Seat::new(2)]);
        // Every order of answers, every pair of answers.
        for (first, second) in [(1, 2), (2, 1)] {
            for a in [false, true] {
                for b in [false, true] {
                    let mut answers = Answers::none();
                    let answer = |k: usize| if k == 1 { a } else { b };
                    answers.record(g, Seat::new(first), answer(first));
                    let early = decision(s, &answers, false);
                    // Seat 1 decides alone when it answers first, or when it counters.
                    let decided = first == 1 && answer(1);
                    assert_eq!(early.is_some(), decided, "{first} then {second}: {a} {b}");
                    answers.record(g, Seat::new(second), answer(second));
                    let want = if a {
                        Some(Seat::new(1))
                    } else if b {
                        Some(Seat::new(2))
                    } else {
                        None
                    };
                    assert_eq!(decision(s, &answers, false), Some(want));
                    assert_eq!(
                        next(s, &answers, true).map(|l| l.line),
                        Some(want.map_or("pass".into(), |w| format!("{w} counter")))
                    );
                }
            }
        }
    }

    #[test]
    fn a_typed_pass_closes_the_window_on_the_answers_given() {
        let live = after(TWO_COUNTERS);
        let s = live.session();
        let g = s.game().unwrap();
        let mut answers = Answers::none();
        assert_eq!(decision(s, &answers, false), None);
        assert_eq!(next(s, &answers, true), None, "the window waits");
        assert_eq!(next(s, &answers, false), None, "the typist decides");
        assert_eq!(closing(s, &answers).unwrap().line, "pass");
        answers.record(g, Seat::new(2), true);
        assert_eq!(next(s, &answers, true), None, "seat 1 has not answered");
        assert_eq!(closing(s, &answers).unwrap().line, "2 counter");
        assert_eq!(
            before(s, &answers, "pass", true),
            Before::Instead(AutoLine {
                line: "2 counter".into(),
                source: Source::Chose(Seat::new(2)),
            })
        );
        assert_eq!(before(s, &answers, "pass", false), Before::Apply);
        // The caster waits; a give and another seat's line go through.
        let refused = |b: Before| match b {
            Before::Refuse(why) => why.en(),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            refused(before(s, &answers, "4 end", true)),
            "seat 4's << waits for counters: seat 1 answers first (`1 counter`, or `pass` closes the window)"
        );
        assert_eq!(
            refused(before(s, &Answers::none(), "4 end", true)),
            "seat 4's << waits for counters: seats 1 and 2 answer first (`S counter`, or `pass` closes the window)"
        );
        assert_eq!(before(s, &answers, "4 end", false), Before::Apply);
        assert_eq!(before(s, &answers, "4 give 1", true), Before::Apply);
        assert_eq!(before(s, &answers, "1 counter", true), Before::Apply);
        // Answers to another window count for nothing.
        let mut stale = Answers::none();
        stale.record(
            after("players 4\nseed 1\nbegin").session().game().unwrap(),
            Seat::new(1),
            true,
        );
        assert_eq!(stale.of(g, Seat::new(1)), None);
    }

    #[test]
    fn bots_answer_at_once_and_play_their_turns() {
        // Seat 2 is a bot holding a C (its lines typed, as a log replays them); seat 1, a
        // player, is asked first.
        let script = TWO_COUNTERS.replacen("seed 1\n", "bot 2 greedy\nseed 1\n", 1);
        let live = after(&script);
        let s = live.session();
        let g = s.game().unwrap();
        let bot = answer(s, &Answers::none(), g, Seat::new(2));
        assert_eq!(
            bot,
            Some({
                let view = SeatView::new(g, Seat::new(2));
                bot_counters(BotKind::Greedy, &view, &mut table_rng(&view))
            })
        );
        // With the player unanswered, a live session waits for the typist, whose `pass`
        // closes the window on the bot's answer; once seat 1 lets it act, the bot decides.
        assert_eq!(next(s, &Answers::none(), false), None);
        let want = if bot == Some(true) {
            "2 counter"
        } else {
            "pass"
        };
        assert_eq!(closing(s, &Answers::none()).unwrap().line, want);
        let mut answers = Answers::none();
        answers.record(g, Seat::new(1), false);
        assert_eq!(next(s, &answers, false).unwrap().line, want);
        // A bot whose turn it is plays it.
        let live = after("players 4\nbot 1\nseed 1\ndeal 1 2 4 8\nbegin");
        let due = next(live.session(), &Answers::none(), false).unwrap();
        assert_eq!(due.source, Source::Bot(Seat::new(1), BotKind::Strong));
        assert!(due.line.starts_with("1 "), "{}", due.line);
        let mut live = live;
        assert_eq!(live.line(&due.line).error, None);
    }
}
