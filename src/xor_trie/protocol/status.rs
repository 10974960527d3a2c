//! What a live session shows on request: the state of the game (`status`), a seat's cards
//! (`hand S`), the lines of the round so far (`history`) and the commands (`help`). None
//! of it is part of the transcript: a replayed log prints the events only. Each is a
//! [`Text`], written in the terminal's language.

use super::session::{Phase, Session, tie_question};
use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::words;
use crate::xor_trie::{
    CardSource, Game, HouseRule, MAX_SCORE, Seat, Setup, Skill, Turn, WaitingSkill, bits,
};

/// One line saying where the session stands: whose turn it is and what they have done, or
/// which round is being set up, or which has ended.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::protocol::{Session, situation, tokens};
/// let mut s = Session::new(false);
/// assert_eq!(situation(&s).en(), "no game yet: give `players N`");
/// for line in ["players 4", "seed 1", "deal 1 2 4 8", "begin"] {
///     assert_eq!(s.line(&tokens(line)).error, None);
/// }
/// assert_eq!(situation(&s).en(), "round 1, turn 1: seat 1 to play, nothing done yet");
/// assert_eq!(situation(&s).render(Lang::Zh), "第1次博弈第1回合：座位1坐庄，尚未行动");
/// ```
pub fn situation(session: &Session) -> Text {
    let round = session.round();
    match (session.players(), session.phase()) {
        (None, _) => msg!("card-status-no-game"),
        (Some(n), Phase::NoRound) => msg!("card-status-no-round", players = n),
        (
            Some(_),
            Phase::Setup {
                source_given: false,
                ..
            },
        ) => msg!("card-status-setup-source", round = round),
        (Some(_), Phase::Setup { seen, setup, .. }) => {
            let start = starting(setup);
            match setup.source {
                CardSource::Seed(seed) => msg!(
                    "card-status-setup-seed",
                    round = round,
                    seed = seed,
                    start = start
                ),
                CardSource::Physical => {
                    let missing: Vec<Text> = ["deal", "markers"]
                        .into_iter()
                        .filter(|l| !seen.contains(l))
                        .map(|l| Text::from(format!("`{l}`")))
                        .collect();
                    let hands = if seen.contains(&"hands") {
                        "named"
                    } else {
                        "unseen"
                    };
                    if missing.is_empty() {
                        msg!(
                            "card-status-physical-ready",
                            round = round,
                            hands = hands,
                            start = start
                        )
                    } else {
                        msg!(
                            "card-status-physical-needs",
                            round = round,
                            missing = words::comma(missing),
                            hands = hands,
                            start = start
                        )
                    }
                }
            }
        }
        (Some(_), Phase::Ended(game)) => {
            let cause = game.ended().expect("an ended round");
            msg!(
                "card-status-ended",
                round = round,
                why = crate::xor_trie::words::cause(cause)
            )
        }
        (Some(_), Phase::Running(game)) => {
            let turn = game.turn().expect("a running round has a turn");
            msg!(
                "card-status-turn",
                round = round,
                turn = game.turn_number(),
                seat = turn.seat,
                progress = progress(turn)
            )
        }
    }
}

/// Who starts a round being set up, once its deal is known: `; seat S starts (the hands
/// are dealt from it clockwise)`, or the question of a tie, or nothing yet.
fn starting(setup: &Setup) -> Text {
    if let Some(seat) = setup.start {
        return msg!("card-status-starts", seat = seat);
    }
    match setup.starters() {
        Some(tied) if tied.len() > 1 => msg!("card-status-tie", question = tie_question(&tied)),
        Some(tied) => msg!("card-status-starts", seat = tied[0]),
        None => Text::default(),
    }
}

/// What the current player has done this turn, and what they must do first.
fn progress(turn: Turn) -> Text {
    let s = turn.seat;
    if turn.to_take.is_some() {
        return msg!("card-status-must-take", seat = s);
    }
    if turn.must_discard {
        return msg!("card-status-must-discard", seat = s);
    }
    let done: Vec<Text> = [
        (turn.drew, msg!("card-status-done-drawn")),
        (turn.played, msg!("card-status-done-played")),
        (turn.acquired, msg!("card-status-done-tried")),
        (turn.cast, msg!("card-status-done-cast")),
    ]
    .into_iter()
    .filter_map(|(done, what)| done.then_some(what))
    .collect();
    if done.is_empty() {
        msg!("card-status-nothing-done")
    } else {
        msg!("card-status-has-done", done = words::comma(done))
    }
}

/// The `status` of a live session: [`situation`], then, once a round is set up, the public
/// sequence and the decks, each seat's score, tokens, sequence, number of basic cards and
/// skill cards (face up, so everyone's are shown), the pending duels, and the skill waiting
/// for counters with the seats that could counter it.
pub fn status(session: &Session) -> Text {
    let mut out = vec![situation(session)];
    if let Some(n) = session.players() {
        out.push(msg!("card-status-rules", rules = session.rules().text()));
        let bots: Vec<Text> = Seat::all(n)
            .filter_map(|s| {
                session.bot(s).map(|k| {
                    msg!(
                        "card-status-bot",
                        seat = s,
                        kind = words::bot_kind(k.name())
                    )
                })
            })
            .collect();
        if !bots.is_empty() {
            out.push(msg!("card-status-bots", bots = words::comma(bots)));
        }
    }
    if let Some(game) = session.game() {
        board_status(game, &mut out);
    }
    Text::Lines(out, "\n")
}

fn board_status(g: &Game, out: &mut Vec<Text>) {
    let cards = if g.is_physical() {
        "physical"
    } else {
        "seeded"
    };
    out.push(msg!(
        "card-status-public",
        public = bits(g.public()),
        deck = g.deck_len(),
        skills = g.skill_deck_len(),
        cards = cards
    ));
    for seat in Seat::all(g.players()) {
        let (score, tokens, seq) = (
            score_text(g, g.score(seat)),
            g.tokens(seat),
            bits(g.seq(seat)),
        );
        if g.is_active(seat) {
            out.push(msg!(
                "card-status-seat",
                seat = seat,
                score = score,
                tokens = tokens,
                seq = seq,
                held = g.hand_size(seat),
                unseen = g.unseen(seat),
                skills = skill_list(g.skills(seat))
            ));
        } else {
            out.push(msg!(
                "card-status-seat-out",
                seat = seat,
                score = score,
                tokens = tokens,
                seq = seq
            ));
        }
    }
    for d in g.duels() {
        out.push(msg!(
            "card-status-duel",
            duel = crate::xor_trie::words::duel_words(d),
            seat = d.b
        ));
    }
    if let Some(w) = g.counter_window() {
        out.push(waiting(g, w));
    }
}

/// A score as `status` shows it: the true score, and when it no longer fits the ten-column
/// slider, what the slider can show of it (its last ten binary digits, the overflow to be
/// noted by hand).
///
/// ```
/// use grundy::xor_trie::protocol::score_on_slider;
/// assert_eq!(score_on_slider(550).en(), "550");
/// assert_eq!(score_on_slider(1216).en(), "1216 (past the slider's 1023: it shows 192, plus 1024 noted)");
/// ```
pub fn score_on_slider(score: i64) -> Text {
    if score <= MAX_SCORE {
        return Text::from(score.to_string());
    }
    let shown = score & MAX_SCORE;
    let noted = score - shown;
    msg!(
        "card-status-past-slider",
        score = score.to_string(),
        max = MAX_SCORE.to_string(),
        shown = shown.to_string(),
        noted = noted.to_string()
    )
}

/// With physical cards, when the skill deck has run out and its discard pile holds cards:
/// the table shuffles the pile into a new skill deck before a skill card is needed.
fn refill_note(g: &Game) -> Option<Text> {
    (g.is_physical() && g.skill_deck_len() == 0 && g.skill_discard_len() > 0)
        .then(|| msg!("card-next-refill", n = g.skill_discard_len()))
}

/// `score` as `status` shows it in `g` (without the house rule `score-cap`, a score may
/// pass the slider: [`score_on_slider`]).
fn score_text(g: &Game, score: i64) -> Text {
    if g.has_rule(HouseRule::ScoreCap) {
        Text::from(score.to_string())
    } else {
        score_on_slider(score)
    }
}

/// The scores under the `board`: one line, every seat's score as `status` shows it.
pub fn scores(g: &Game) -> Text {
    let seats: Vec<Text> = Seat::all(g.players())
        .map(|s| {
            msg!(
                "card-status-score",
                seat = s,
                score = score_text(g, g.score(s))
            )
        })
        .collect();
    msg!("card-status-scores", scores = words::comma(seats))
}

/// The skill waiting for counters, and who could counter it.
fn waiting(g: &Game, w: WaitingSkill) -> Text {
    let n = g.players();
    let counters: Vec<Text> = (1..n)
        .map(|k| w.seat.clockwise(k, n))
        .filter(|&s| g.is_active(s) && g.skills(s).contains(&Skill::Clr))
        .map(|s| Text::from(s.to_string()))
        .collect();
    let (skill, target) = (w.skill, w.target.word());
    let line = match w.layer {
        Some(layer) => msg!(
            "card-status-line-layer",
            skill = skill,
            target = target,
            layer = layer
        ),
        None => msg!("card-status-line", skill = skill, target = target),
    };
    if counters.is_empty() {
        msg!("card-status-waits-nobody", seat = w.seat, line = line)
    } else {
        msg!(
            "card-status-waits",
            seat = w.seat,
            line = line,
            holders = words::comma(counters)
        )
    }
}

/// What the table must do next, when it is more than the next action: a live session shows
/// it after a line, as a `# ` note (never part of the transcript). Between rounds and
/// during a setup: what it still needs ([`situation`]); in a turn: the skill card to name,
/// the skill card to discard, or the counters a skill waits for.
pub fn next_step(session: &Session) -> Option<Text> {
    match session.phase() {
        Phase::NoRound | Phase::Setup { .. } | Phase::Ended(_) => Some(situation(session)),
        Phase::Running(g) => {
            if let Some(w) = g.counter_window() {
                return Some(waiting(g, w));
            }
            let turn = g.turn()?;
            let s = turn.seat;
            let refill = refill_note(g);
            let step = if turn.to_take.is_some() {
                Some(msg!("card-step-take", seat = s))
            } else if turn.must_discard {
                Some(msg!("card-step-discard", seat = s))
            } else {
                None
            };
            match (step, refill) {
                (Some(a), Some(b)) => Some(Text::Lines(vec![b, a], "; ")),
                (a, b) => a.or(b),
            }
        }
    }
}

fn skill_list(skills: &[Skill]) -> String {
    let names: Vec<&str> = skills.iter().map(|k| k.symbol()).collect();
    names.join(" ")
}

/// `hand S`: seat `seat`'s basic cards (those known, and how many are unseen) and skill
/// cards.
pub fn hand(g: &Game, seat: Seat) -> Text {
    if !g.is_active(seat) {
        return msg!("card-hand-out", seat = seat);
    }
    let cards: Vec<String> = g.hand(seat).iter().map(u16::to_string).collect();
    msg!(
        "card-hand",
        seat = seat,
        cards = cards.join(" "),
        unseen = g.unseen(seat),
        skills = skill_list(g.skills(seat))
    )
}

/// `help rules`: the house rules, each with what it changes, and those in force.
pub fn rules_help(session: &Session) -> Text {
    let mut out = vec![msg!("card-help-rules")];
    for r in HouseRule::ALL {
        out.push(Text::Lines(
            vec![Text::from(format!("  rule {:<20} ", r.name())), r.summary()],
            "",
        ));
    }
    out.push(msg!("card-help-rules-now", rules = session.rules().text()));
    Text::Lines(out, "\n")
}

/// `history`: the lines applied since the current round began, which `undo` takes back
/// from the last, each as typed on one printable line (hidden characters escaped).
pub fn history<'a>(round: u32, lines: impl IntoIterator<Item = &'a str>) -> Text {
    let lines: Vec<&str> = lines.into_iter().collect();
    if lines.is_empty() {
        return msg!("card-history-none", round = round);
    }
    let mut out = vec![msg!("card-history", round = round)];
    for l in lines {
        // As typed, comment included, on one printable line.
        out.push(Text::from(format!(
            "  {}",
            crate::runtime::cli::one_line(l)
        )));
    }
    Text::Lines(out, "\n")
}

/// `help`: every command with an example.
pub fn help() -> Text {
    msg!("card-help")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::Setup;

    #[test]
    fn an_empty_physical_skill_deck_asks_the_table_to_refill_it() {
        let mut s = Setup::physical(4);
        s.deal = Some(vec![1, 2, 4, 8]);
        s.markers = Some(vec![500, 501]);
        let (mut g, _) = Game::new(1, &s).unwrap();
        assert_eq!(refill_note(&g), None);
        let piles = g.piles_mut();
        *piles.named_skills_mut() = [0; 5];
        assert_eq!(refill_note(&g), None, "nothing to refill from");
        g.piles_mut().discard_skills([Skill::Clr, Skill::Not]);
        assert_eq!(
            refill_note(&g).map(|t| t.en()).as_deref(),
            Some(
                "the skill deck is empty: shuffle the skill discard pile (2 cards) into a new skill deck"
            )
        );
        let (seeded, _) = Game::new(1, &Setup::new(4, 1)).unwrap();
        assert_eq!(refill_note(&seeded), None, "a seeded deck refills itself");
    }

    #[test]
    fn scores_past_the_slider_say_what_it_shows() {
        assert_eq!(score_on_slider(1023).en(), "1023");
        assert_eq!(
            score_on_slider(2050).en(),
            "2050 (past the slider's 1023: it shows 2, plus 2048 noted)"
        );
    }
}
