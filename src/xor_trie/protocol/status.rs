//! What a live session shows on request: the state of the game (`status`), a seat's cards
//! (`hand S`), the lines of the round so far (`history`) and the commands (`help`). None
//! of it is part of the transcript: a replayed log prints the events only.

use super::session::{Phase, Session, tie_question};
use crate::xor_trie::{
    CardSource, Game, HouseRule, MAX_SCORE, Seat, Setup, Skill, Turn, WaitingSkill, bits,
};
use std::fmt::Write as _;

/// One line saying where the session stands: whose turn it is and what they have done, or
/// which round is being set up, or which has ended.
///
/// ```
/// use grundy::xor_trie::protocol::{Session, situation, tokens};
/// let mut s = Session::new(false);
/// assert_eq!(situation(&s), "no game yet: give `players N`");
/// for line in ["players 4", "seed 1", "deal 1 2 4 8", "begin"] {
///     assert_eq!(s.line(&tokens(line)).error, None);
/// }
/// assert_eq!(situation(&s), "round 1, turn 1: seat 1 to play, nothing done yet");
/// ```
pub fn situation(session: &Session) -> String {
    let round = session.round();
    match (session.players(), session.phase()) {
        (None, _) => "no game yet: give `players N`".into(),
        (Some(n), Phase::NoRound) => {
            format!("{n} players, no round yet: give `seed S` or `physical`")
        }
        (
            Some(_),
            Phase::Setup {
                source_given: false,
                ..
            },
        ) => format!("round {round} is being set up: give `seed S` or `physical`"),
        (Some(_), Phase::Setup { seen, setup, .. }) => {
            let start = starting(setup);
            match setup.source {
                CardSource::Seed(seed) => format!(
                    "round {round} from seed {seed}: more setup lines, or `begin` deals it{start}"
                ),
                CardSource::Physical => {
                    let missing: Vec<String> = ["deal", "markers"]
                        .into_iter()
                        .filter(|l| !seen.contains(l))
                        .map(|l| format!("`{l}`"))
                        .collect();
                    let named = seen.contains(&"hands");
                    if missing.is_empty() {
                        let hands = if named {
                            ""
                        } else {
                            " (the hands unseen; `hands` first names them)"
                        };
                        format!(
                            "round {round} with physical cards is ready: `begin` deals it{hands}{start}"
                        )
                    } else {
                        let hands = if named {
                            ""
                        } else {
                            ", `hands` (or leave the hands unseen)"
                        };
                        let missing = missing.join(", ");
                        format!(
                            "round {round} with physical cards: give {missing}{hands}, then `begin`{start}"
                        )
                    }
                }
            }
        }
        (Some(_), Phase::Ended(game)) => {
            let cause = game.ended().expect("an ended round");
            format!("round {round} has ended ({cause}): `round` starts the next one")
        }
        (Some(_), Phase::Running(game)) => {
            let turn = game.turn().expect("a running round has a turn");
            format!(
                "round {round}, turn {}: seat {} to play, {}",
                game.turn_number(),
                turn.seat,
                progress(turn)
            )
        }
    }
}

/// Who starts a round being set up, once its deal is known: `; seat S starts (the hands
/// are dealt from it clockwise)`, or the question of a tie, or nothing yet.
fn starting(setup: &Setup) -> String {
    if let Some(seat) = setup.start {
        return format!("; seat {seat} starts: the hands are dealt from it clockwise");
    }
    match setup.starters() {
        Some(tied) if tied.len() > 1 => format!("; {}", tie_question(&tied)),
        Some(tied) => format!(
            "; seat {} starts: the hands are dealt from it clockwise",
            tied[0]
        ),
        None => String::new(),
    }
}

/// What the current player has done this turn, and what they must do first.
fn progress(turn: Turn) -> String {
    let s = turn.seat;
    if turn.to_take.is_some() {
        return format!("who must first name the skill card it takes (`{s} take K`)");
    }
    if turn.must_discard {
        return format!("who must first discard a skill card (`{s} discard K`)");
    }
    let done: Vec<&str> = [
        (turn.drew, "drawn"),
        (turn.played, "played a basic card"),
        (turn.acquired, "tried for a skill card"),
        (turn.cast, "played a skill"),
    ]
    .into_iter()
    .filter_map(|(done, what)| done.then_some(what))
    .collect();
    if done.is_empty() {
        "nothing done yet".into()
    } else {
        format!("who has {}", done.join(", "))
    }
}

/// The `status` of a live session: [`situation`], then, once a round is set up, the public
/// sequence and the decks, each seat's score, tokens, sequence, number of basic cards and
/// skill cards (face up, so everyone's are shown), the pending duels, and the skill waiting
/// for counters with the seats that could counter it.
pub fn status(session: &Session) -> String {
    let mut out = format!("{}\n", situation(session));
    if let Some(n) = session.players() {
        writeln!(out, "house rules: {}", session.rules()).unwrap();
        let bots: Vec<String> = Seat::all(n)
            .filter_map(|s| session.bot(s).map(|k| format!("seat {s} ({})", k.name())))
            .collect();
        if !bots.is_empty() {
            writeln!(out, "bots: {}", bots.join(", ")).unwrap();
        }
    }
    if let Some(game) = session.game() {
        board_status(game, &mut out);
    }
    out
}

fn board_status(g: &Game, out: &mut String) {
    let cards = if g.is_physical() {
        "physical cards"
    } else {
        "seeded cards"
    };
    writeln!(
        out,
        "public {}, basic deck {}, skill deck {} ({cards})",
        bits(g.public()),
        g.deck_len(),
        g.skill_deck_len()
    )
    .unwrap();
    for seat in Seat::all(g.players()) {
        let (score, tokens, seq) = (
            score_text(g, g.score(seat)),
            g.tokens(seat),
            bits(g.seq(seat)),
        );
        if g.is_active(seat) {
            let held = g.hand_size(seat);
            let cards = if held == 1 { "card" } else { "cards" };
            let unseen = match g.unseen(seat) {
                0 => String::new(),
                k => format!(" ({k} unseen)"),
            };
            writeln!(
                out,
                "seat {seat}: score {score}, tokens {tokens}, sequence {seq}, {held} basic {cards}{unseen}, skills [{}]",
                skill_list(g.skills(seat))
            )
            .unwrap();
        } else {
            writeln!(
                out,
                "seat {seat}: eliminated, score {score}, tokens {tokens}, sequence {seq}"
            )
            .unwrap();
        }
    }
    for d in g.duels() {
        writeln!(
            out,
            "pending: {d}, settled at the end of seat {}'s turn",
            d.b
        )
        .unwrap();
    }
    if let Some(w) = g.counter_window() {
        writeln!(out, "{}", waiting(g, w)).unwrap();
    }
}

/// A score as `status` shows it: the true score, and when it no longer fits the ten-column
/// slider, what the slider can show of it (its last ten binary digits, the overflow to be
/// noted by hand).
///
/// ```
/// use grundy::xor_trie::protocol::score_on_slider;
/// assert_eq!(score_on_slider(550), "550");
/// assert_eq!(score_on_slider(1216), "1216 (past the slider's 1023: it shows 192, plus 1024 noted)");
/// ```
pub fn score_on_slider(score: i64) -> String {
    if score <= MAX_SCORE {
        return score.to_string();
    }
    let shown = score & MAX_SCORE;
    let noted = score - shown;
    format!("{score} (past the slider's {MAX_SCORE}: it shows {shown}, plus {noted} noted)")
}

/// With physical cards, when the skill deck has run out and its discard pile holds cards:
/// the table shuffles the pile into a new skill deck before a skill card is needed.
fn refill_note(g: &Game) -> Option<String> {
    (g.is_physical() && g.skill_deck_len() == 0 && g.skill_discard_len() > 0).then(|| {
        format!(
            "the skill deck is empty: shuffle the skill discard pile ({} cards) into a new skill deck",
            g.skill_discard_len()
        )
    })
}

/// `score` as `status` shows it in `g` (without the house rule `score-cap`, a score may
/// pass the slider: [`score_on_slider`]).
fn score_text(g: &Game, score: i64) -> String {
    if g.has_rule(HouseRule::ScoreCap) {
        score.to_string()
    } else {
        score_on_slider(score)
    }
}

/// The scores under the `board`: one line, every seat's score as `status` shows it.
pub fn scores(g: &Game) -> String {
    let seats: Vec<String> = Seat::all(g.players())
        .map(|s| format!("seat {s} {}", score_text(g, g.score(s))))
        .collect();
    format!("scores: {}\n", seats.join(", "))
}

/// The skill waiting for counters, and who could counter it.
fn waiting(g: &Game, w: WaitingSkill) -> String {
    let n = g.players();
    let counters: Vec<String> = (1..n)
        .map(|k| w.seat.clockwise(k, n))
        .filter(|&s| g.is_active(s) && g.skills(s).contains(&Skill::Clr))
        .map(|s| s.to_string())
        .collect();
    let layer = w.layer.map(|l| format!(" {l}")).unwrap_or_default();
    let who = if counters.is_empty() {
        "nobody holds a C: `pass` lets it act".to_string()
    } else {
        format!(
            "a C is held by seat {}: `S counter` voids it, `pass` lets it act",
            counters.join(", ")
        )
    };
    format!(
        "seat {}'s {} {}{layer} waits for counters; {who}",
        w.seat, w.skill, w.target
    )
}

/// What the table must do next, when it is more than the next action: a live session shows
/// it after a line, as a `# ` note (never part of the transcript). Between rounds and
/// during a setup: what it still needs ([`situation`]); in a turn: the skill card to name,
/// the skill card to discard, or the counters a skill waits for.
pub fn next_step(session: &Session) -> Option<String> {
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
                Some(format!(
                    "seat {s} earned a skill card: name the one taken, `{s} take K`"
                ))
            } else if turn.must_discard {
                Some(format!(
                    "seat {s} holds three skill cards: `{s} discard K` first"
                ))
            } else {
                None
            };
            match (step, refill) {
                (Some(a), Some(b)) => Some(format!("{b}; {a}")),
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
pub fn hand(g: &Game, seat: Seat) -> String {
    if !g.is_active(seat) {
        return format!("seat {seat}: eliminated, holds no card\n");
    }
    let cards: Vec<String> = g.hand(seat).iter().map(u16::to_string).collect();
    let unseen = match g.unseen(seat) {
        0 => String::new(),
        1 => " and 1 unseen card".to_string(),
        k => format!(" and {k} unseen cards"),
    };
    format!(
        "seat {seat}: basic cards [{}]{unseen}, skills [{}]\n",
        cards.join(" "),
        skill_list(g.skills(seat))
    )
}

/// `help rules`: the house rules, each with what it changes, and those in force.
pub fn rules_help(session: &Session) -> String {
    let mut out = String::from(
        "house rules (a line `rule NAME` after `players N`, before round 1 begins; the default is the rulebook's letter):\n",
    );
    for r in HouseRule::ALL {
        writeln!(out, "  rule {:<20} {}", r.name(), r.summary()).unwrap();
    }
    writeln!(out, "this match plays with: {}", session.rules()).unwrap();
    out
}

/// `history`: the lines applied since the current round began, which `undo` takes back
/// from the last, each as typed on one printable line (hidden characters escaped).
pub fn history<'a>(round: u32, lines: impl IntoIterator<Item = &'a str>) -> String {
    let lines: Vec<&str> = lines.into_iter().collect();
    if lines.is_empty() {
        return format!("round {round}: no line applied yet\n");
    }
    let mut out = format!("round {round} so far (`undo` takes back the last line):\n");
    for l in lines {
        // As typed, comment included, on one printable line.
        writeln!(out, "  {}", crate::tools::cli::one_line(l)).unwrap();
    }
    out
}

/// `help`: every command with an example.
pub const HELP: &str = "\
the setup of a round, before its first action:
  players N             players 4             the first line: 4 to 8 players
  round                 round                 starts the next round
  seed S                seed 2026             the cards are shuffled from a seed
  physical              physical              real cards: the typist names each card
  deal v1 … vN          deal 3 17 5 24        the starting cards, seat 1 first
  markers c1 …          markers 300 77        the marker cards set aside
  hands a1 b1 a2 b2 …   hands 40 41 50 51 …   physical: two starting cards a seat
  deck x1 …             deck 16 3             seeded: cards on top of the deck
  skills k1 …           skills C <<           seeded: cards on top of the skill deck
  start S               start 3               the starting seat the table picked among those tied
  rule NAME             rule score-cap        a house rule, before round 1 (`help rules`)
  bot S [random|greedy] bot 3 greedy          the referee plays seat 3 (greedy by default)
  begin                 begin                 deals the round (or its first action does)
actions, led by the seat:
  S draw [A B]          3 draw 13 14          physical: the cards drawn, or none (unseen)
  S play V self|public  1 play 16 self
  S test V [J]          1 test 3 12           physical: J is the judgment card
  S take K              1 take C              physical: the skill card earned
  S redeem              1 redeem              a token for a skill card
  S discard K           1 discard ~           the third skill card
  S skill K self|public [L]   1 skill C self 1
  S counter             2 counter             voids the skill just played
  pass                  pass                  nobody counters: the skill acts now
  S end [keep V…] [discard W…]  2 end keep 6 14
  S give T              2 give 4              a token, at any time
the live session:
  undo                  takes back the last line of the round
  undo N                undo 3                takes back the last N lines
  status                scores, tokens, hands, skills, turn, duels, counters
  board                 the trie with every sequence and marker
  hand S                hand 3                seat S's cards
  history               the lines of the round so far
  help                  this list
  help rules            the house rules
  quit                  ends the session (so does Ctrl-D)
";

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
            refill_note(&g).as_deref(),
            Some(
                "the skill deck is empty: shuffle the skill discard pile (2 cards) into a new skill deck"
            )
        );
        let (seeded, _) = Game::new(1, &Setup::new(4, 1)).unwrap();
        assert_eq!(refill_note(&seeded), None, "a seeded deck refills itself");
    }

    #[test]
    fn scores_past_the_slider_say_what_it_shows() {
        assert_eq!(score_on_slider(1023), "1023");
        assert_eq!(
            score_on_slider(2050),
            "2050 (past the slider's 1023: it shows 2, plus 2048 noted)"
        );
    }
}
