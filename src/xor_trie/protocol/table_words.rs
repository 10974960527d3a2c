//! Where the game stands and what the table waits for, in the game's words rather than the
//! terminal's syntax: the sentences of [`crate::xor_trie::words`] that need the referee's
//! session ([`Session`]) and the answers given to a skill waiting for counters
//! ([`Answers`]). The pages show them beside the board; the terminal of a served table
//! echoes the same.

use super::auto::{self, Answers};
use super::session::{Phase, Session};
use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::setup::seat_list;
use crate::xor_trie::words;
use crate::xor_trie::{Game, Seat};

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
