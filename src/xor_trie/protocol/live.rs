//! A live session: the referee at the table, answering each line as it is typed.
//!
//! [`Live`] is the session's logic, without input or output: it takes one line and
//! returns its [`Reply`]. A [`Desk`](super::Desk) is a session with its log: where a line is applied
//! and logged. [`run_live`](super::run_live) is the dialogue: a banner naming the session log, then for each
//! line a prompt saying whose line is awaited ([`Live::prompt`]: `r1 t7 seat 3> `, flushed,
//! at the start of a line), the line read (line by line, never the whole input first, from
//! a [`LineSource`](super::LineSource)), and its answer, flushed at once. It works on a
//! [`Table`](super::Table): a desk of
//! its own, or one it shares with the pages of `xor_trie_referee --serve`
//! ([`crate::xor_trie::web`]), whose buttons go through the same desk.
//!
//! * A protocol line (the lines of a script: setup, actions, `begin`, `pass`) is applied
//!   as the batch referee would apply it; its answer is its transcript lines. If it is
//!   illegal or malformed, the answer is one `error: <why>` line on stderr, and the line
//!   changes nothing at all (not even the setting up of a round, which a refused line
//!   still causes in batch mode): the session goes on from the same state.
//! * `undo` takes back the last line applied in the current round, restoring the whole
//!   state from before it (`undo N`: the last N lines); repeated, it goes back to the start
//!   of the round: its `round` line, which it takes back too (a stray `round` after the
//!   last round), or `players` for the first round.
//! * `status`, `board`, `hand S`, `history` and `help` (`help rules`) only show things;
//!   `quit` (or the end of the input) ends the session, with the match ranking if the last
//!   round has ended.
//!
//! This file holds [`Live`]; what it answers is in [`super::reply`], the desk and its log
//! in [`super::desk`], the dialogue in [`super::dialogue`].

use super::LineError;
use super::command::{LIVE_COMMANDS, parse_num};
use super::reply::{Finish, LogChange, Reply, Said};
use super::session::{Awaited, Phase, Session};
use super::status::{self, situation};
use super::tokens;
use crate::i18n::Text;
use crate::msg;
use crate::runtime::cli::one_line;
use crate::xor_trie::IllegalAction;
use crate::xor_trie::Seat;

/// The end of every prompt, written (and flushed) at the start of a line whenever a line
/// is awaited, after the words saying whose line it is ([`Live::prompt`]).
pub const PROMPT: &str = "> ";

/// The logic of a live session (see the module docs): a [`Session`], and what `undo` needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Live {
    session: Session,
    /// The lines applied since the current round began, each with the session as it was
    /// before it: what `undo` takes back, last first.
    undo: Vec<(Session, String)>,
}

impl Live {
    /// A live session before its `players` line; with `show`, the trie is drawn after each
    /// turn, as in batch mode.
    pub fn new(show: bool) -> Live {
        let mut session = Session::new(show);
        session.ask_start();
        Live {
            session,
            undo: Vec::new(),
        }
    }

    /// The prompt: whose line is awaited ([`Awaited`]), then `> `.
    ///
    /// ```
    /// use grundy::xor_trie::protocol::Live;
    /// let mut live = Live::new(false);
    /// assert_eq!(live.prompt(), "> ");
    /// for line in ["players 4", "seed 1", "deal 1 2 4 8"] {
    ///     live.line(line);
    /// }
    /// assert_eq!(live.prompt(), "r1 setup> ");
    /// live.line("begin");
    /// assert_eq!(live.prompt(), "r1 t1 seat 1> ");
    /// ```
    pub fn prompt(&self) -> String {
        self.prompt_text().en()
    }

    /// [`Live::prompt`] in either language.
    pub fn prompt_text(&self) -> Text {
        match self.session.awaited() {
            Awaited::Players => Text::from(PROMPT),
            a => Text::Lines(vec![a.text(), Text::from(PROMPT)], ""),
        }
    }

    /// The referee's state.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Answers one line, as typed.
    ///
    /// ```
    /// use grundy::xor_trie::protocol::{Live, LogChange};
    /// let mut live = Live::new(false);
    /// for line in ["players 4", "seed 1", "deal 1 2 4 8"] {
    ///     assert_eq!(live.line(line).log, LogChange::Append(line.into()));
    /// }
    /// let r = live.line("2 draw");
    /// assert_eq!(r.error_en().as_deref(), Some("it is seat 1's turn, not seat 2's"));
    /// assert_eq!(r.text, "", "a refused line changes nothing, not even the setup");
    /// let r = live.line("undo");
    /// assert!(r.text.starts_with("undone: deal 1 2 4 8\n"));
    /// assert_eq!(r.log, LogChange::RemoveLast);
    /// ```
    pub fn line(&mut self, raw: &str) -> Reply {
        let words = tokens(raw);
        let Some(&cmd) = words.first() else {
            return Reply::default();
        };
        if !LIVE_COMMANDS.contains(&cmd) {
            return match self.apply(raw) {
                Ok(text) => Reply {
                    note: status::next_step(&self.session),
                    log: LogChange::Append(raw.trim().to_string()),
                    ..Reply::transcript(text)
                },
                Err(why) => Reply::refusal(why),
            };
        }
        let args = &words[1..];
        let (least, most) = match cmd {
            "hand" => (1, 1),
            "undo" | "help" => (0, 1),
            _ => (0, 0),
        };
        if !(least..=most).contains(&args.len()) {
            let got = args.len();
            return Reply::refusal(match (least, most) {
                (1, 1) => msg!("card-cmd-takes-one", command = cmd, got = got),
                (0, 1) => msg!("card-live-takes-at-most-one", command = cmd, got = got),
                _ => msg!("card-cmd-takes-none", command = cmd, got = got),
            });
        }
        match (cmd, args.first()) {
            ("undo", None) => self.undo(1),
            ("undo", Some(n)) => match parse_num::<usize>(n, msg!("card-what-lines")) {
                Ok(n) if n > 0 => self.undo(n),
                Ok(_) => Reply::refusal(msg!("card-live-undo-zero")),
                Err(why) => Reply::refusal(why),
            },
            ("status", _) => Reply::shown(status::status(&self.session)),
            ("board", _) => match self.session.game() {
                Some(g) => {
                    let mut drawing = g.draw_trie();
                    drawing.pop();
                    let mut reply = Reply::default();
                    reply.set(vec![Said::Line(drawing), Said::Text(status::scores(g))]);
                    reply
                }
                None => Reply::refusal(self.no_game()),
            },
            ("hand", Some(seat)) => self.hand(seat),
            ("history", _) => Reply::shown(status::history(
                self.session.round(),
                self.undo.iter().map(|(_, l)| l.as_str()),
            )),
            ("help", None) => Reply::shown(status::help()),
            ("help", Some(&"rules")) => Reply::shown(status::rules_help(&self.session)),
            ("help", Some(other)) => Reply::refusal(msg!(
                "card-live-help-knows",
                word = crate::input::quote(other)
            )),
            ("quit", _) => Reply {
                quit: true,
                ..Reply::default()
            },
            _ => unreachable!("every live command is answered"),
        }
    }

    /// Applies one protocol line (anything but a live command); on refusal the session
    /// is left exactly as it was.
    ///
    /// # Errors
    /// Why the line was refused.
    pub fn apply(&mut self, raw: &str) -> Result<String, Text> {
        let words = tokens(raw);
        let Some(&cmd) = words.first() else {
            return Ok(String::new());
        };
        let before = self.session.clone();
        let answer = self.session.line(&words);
        if let Some(why) = answer.error {
            self.session = before;
            return Err(why);
        }
        // `undo` goes back to the start of the round: its `round` line, which it can take
        // back too.
        if cmd == "players" || cmd == "round" {
            self.undo.clear();
        }
        if cmd != "players" {
            self.undo.push((before, raw.trim().to_string()));
        }
        Ok(answer.text)
    }

    /// Takes back the last `n` lines of the round (all or nothing).
    fn undo(&mut self, n: usize) -> Reply {
        let have = self.undo.len();
        if have == 0 {
            return Reply::refusal(match self.session.round() {
                0 => msg!("card-live-nothing-to-undo"),
                r => msg!("card-live-undo-round-start", round = r),
            });
        }
        if n > have {
            return Reply::refusal(msg!(
                "card-live-undo-only",
                have = have,
                round = self.session.round()
            ));
        }
        let taken = self.undo.split_off(have - n);
        let mut said = Vec::new();
        for (_, line) in taken.iter().rev() {
            // As typed, comment included, on one printable line.
            said.push(Said::Line(format!("undone: {}", one_line(line))));
        }
        self.session = taken.into_iter().next().expect("n > 0").0;
        said.push(Said::Text(situation(&self.session)));
        let mut reply = Reply {
            log: if n == 1 {
                LogChange::RemoveLast
            } else {
                LogChange::RemoveLastLines(n)
            },
            ..Reply::default()
        };
        reply.set(said);
        reply
    }

    fn hand(&self, token: &str) -> Reply {
        let Some(g) = self.session.game() else {
            return Reply::refusal(self.no_game());
        };
        let seat: Seat = match parse_num(token, msg!("card-what-seat")) {
            Ok(s) => s,
            Err(why) => return Reply::refusal(why),
        };
        let players = g.players();
        if !seat.exists(players) {
            return Reply::refusal(IllegalAction::NoSuchSeat { seat, players }.text());
        }
        Reply::shown(status::hand(g, seat))
    }

    /// Why there is nothing to show yet.
    fn no_game(&self) -> Text {
        msg!(
            "card-live-no-round-yet",
            situation = situation(&self.session)
        )
    }

    /// The end of the session. As at the end of a script, a skill waiting for counters
    /// acts (a `pass`, logged); then comes the match ranking if the last round has ended
    /// (and `complete`), otherwise a note that the game is unfinished.
    pub fn finish(&mut self) -> Finish {
        let mut end = Finish::default();
        let waiting =
            matches!(self.session.phase(), Phase::Running(g) if g.counter_window().is_some());
        let mut said = Vec::new();
        if waiting {
            said = Said::lines(&self.apply("pass").expect("a waiting skill can act"));
            end.log = LogChange::Append("pass".into());
        }
        let round = self.session.round();
        match self.session.phase() {
            Phase::Ended(_) => {
                let answer = self.session.finish();
                debug_assert_eq!(answer.error, None);
                said.extend(Said::lines(&answer.text));
                end.complete = true;
            }
            _ if self.session.players().is_none() => {}
            Phase::NoRound => said.push(Said::Text(msg!("card-live-ends-before-any"))),
            Phase::Setup { .. } => said.push(Said::Text(msg!(
                "card-live-ends-before-begun",
                round = round
            ))),
            _ => said.push(Said::Text(msg!(
                "card-live-ends-before-ended",
                round = round
            ))),
        }
        end.set(said);
        end
    }

    /// Replays a session log (a script) without printing its transcript, calling
    /// `applied(i)` for each line `i` (from 0) that was applied.
    ///
    /// # Errors
    /// The first line refused, or holding a live command (a log holds protocol lines
    /// only), with its line number.
    pub fn replay(&mut self, text: &str, mut applied: impl FnMut(usize)) -> Result<(), LineError> {
        for (i, raw) in text.lines().enumerate() {
            let Some(&cmd) = tokens(raw).first() else {
                continue;
            };
            let refused = |why| LineError { line: i + 1, why };
            if LIVE_COMMANDS.contains(&cmd) {
                return Err(refused(msg!("card-live-not-in-log", command = cmd)));
            }
            self.apply(raw).map_err(refused)?;
            applied(i);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A live session after `lines`, each of which must be applied.
    fn after(lines: &str) -> Live {
        let mut live = Live::new(false);
        for l in lines.lines() {
            let r = live.line(l);
            assert_eq!(r.error, None, "{l}");
        }
        live
    }

    const OPENING: &str = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
                           deck 16 3 5 6 7 9 10 11\nskills C << I ~ >> C\n";

    #[test]
    fn show_only_commands_change_nothing_and_say_why_they_cannot() {
        let mut live = after(OPENING);
        let before = live.clone();
        let refused = |live: &mut Live, line: &str| live.line(line).error.unwrap().en();
        assert_eq!(
            refused(&mut live, "board"),
            "no round is set up yet (round 1 from seed 1: more setup lines, or `begin` deals it; seat 1 starts: the hands are dealt from it clockwise)"
        );
        assert_eq!(
            refused(&mut live, "status now"),
            "`status` takes no argument, got 1"
        );
        assert_eq!(refused(&mut live, "hand"), "`hand` takes 1 argument, got 0");
        live.line("begin");
        let begun = live.clone();
        assert_eq!(
            refused(&mut live, "hand 5"),
            "there is no seat 5 among 4 players"
        );
        assert_eq!(refused(&mut live, "hand x"), "cannot read `x` as a seat");
        assert_eq!(
            live.line("hand 1").text,
            "seat 1: basic cards [16 3], skills []\n"
        );
        assert!(live.line("board").text.starts_with("layer   pub    s1"));
        let status = live.line("status").text;
        assert!(
            status.starts_with(
                "round 1, turn 1: seat 1 to play, nothing done yet\n\
                 house rules: none\n\
                 public 0000000000, basic deck 497, skill deck 28 (seeded cards)\n\
                 seat 1: score 100, tokens 0, sequence 0000000001, 2 basic cards, skills []\n"
            ),
            "{status}"
        );
        assert_eq!(
            live.line("history").text,
            "round 1 so far (`undo` takes back the last line):\n  seed 1\n  deal 1 2 4 8\n  \
             markers 500 501\n  deck 16 3 5 6 7 9 10 11\n  skills C << I ~ >> C\n  begin\n"
        );
        assert!(live.line("help").text.contains("  undo "));
        assert_eq!(live, begun, "nothing shown changed anything");
        assert_ne!(before, begun);
        // `quit` asks to end.
        assert!(live.line("quit").quit);
        assert!(refused(&mut live, "quit 1").contains("no argument"));
    }

    #[test]
    fn notes_say_what_the_table_must_do_next() {
        let mut live = after(OPENING);
        let note = |live: &mut Live, line: &str| live.line(line).note.map(|t| t.en());
        assert_eq!(note(&mut live, "1 play 16 self"), None);
        assert_eq!(note(&mut live, "1 test 3"), None);
        assert_eq!(
            note(&mut live, "1 skill C self 1").as_deref(),
            Some("seat 1's C self 1 waits for counters; nobody holds a C: `pass` lets it act")
        );
        let r = live.line("pass");
        assert_eq!(
            r.text,
            "skill seat 1 C self layer 1 0000010001 -> 0000010000\n"
        );
        assert_eq!(r.note, None);
        let mut live = after(
            "players 4\nphysical\ndeal 1 2 4 8\nmarkers 500 501\n\
                              hands 16 3 20 21 30 31 40 41\nbegin\n1 play 16 self",
        );
        assert_eq!(
            note(&mut live, "1 test 3 12").as_deref(),
            Some("seat 1 earned a skill card: name the one taken, `1 take K`")
        );
        let mut live = Live::new(false);
        assert_eq!(
            note(&mut live, "players 4").as_deref(),
            Some("4 players, no round yet: give `seed S` or `physical`")
        );
        assert_eq!(
            note(&mut live, "physical").as_deref(),
            Some(
                "round 1 with physical cards: give `deal`, `markers`, `hands` (or leave the hands unseen), then `begin`"
            )
        );
    }

    #[test]
    fn undo_goes_back_to_the_start_of_the_round_only() {
        let mut live = after(OPENING);
        for line in ["1 play 16 self", "1 end"] {
            live.line(line);
        }
        let r = live.line("undo");
        assert_eq!(
            r.text,
            "undone: 1 end\nround 1, turn 1: seat 1 to play, who has played a basic card\n"
        );
        for _ in 0..6 {
            assert_eq!(live.line("undo").error, None);
        }
        assert_eq!(live, after("players 4"));
        assert_eq!(
            live.line("undo").error_en().as_deref(),
            Some("nothing to undo")
        );
        // A round's `round` line is its start.
        let script = format!(
            "{}round\nseed 2",
            include_str!("../../../tests/cases/xor_trie_referee/skills-and-counters.in")
        );
        let mut live = after(&script);
        assert_eq!(live.line("undo").log, LogChange::RemoveLast);
        // The `round` line itself can be taken back: a stray `round` after the last round.
        let r = live.line("undo");
        assert!(r.text.starts_with("undone: round\n"), "{}", r.text);
        assert_eq!(live.session().round(), 1);
        assert_eq!(
            live.line("undo").error_en().as_deref(),
            Some("nothing to undo: round 1 starts here")
        );
    }

    #[test]
    fn undo_n_takes_back_several_lines_at_once_or_none() {
        let mut live = after(OPENING);
        let start = live.clone();
        for line in ["1 play 16 self", "1 end", "2 draw", "2 play 5 public"] {
            assert_eq!(live.line(line).error, None, "{line}");
        }
        assert_eq!(live.prompt(), "r1 t2 seat 2> ");
        let r = live.line("undo 10");
        assert_eq!(
            r.error_en().as_deref(),
            Some("only 9 lines of round 1 can be taken back")
        );
        assert_eq!(
            live.line("undo 0").error_en().as_deref(),
            Some("`undo 0` takes back nothing")
        );
        let r = live.line("undo 4");
        assert_eq!(r.log, LogChange::RemoveLastLines(4));
        assert!(
            r.text.starts_with(
                "undone: 2 play 5 public\nundone: 2 draw\nundone: 1 end\nundone: 1 play 16 self\n"
            ),
            "{}",
            r.text
        );
        assert_eq!(live, start);
    }

    #[test]
    fn end_keep_naming_no_card_keeps_the_hand_and_so_is_refused_with_three() {
        let mut live = after(&format!("{OPENING}1 draw\n1 play 16 self"));
        let before = live.clone();
        let r = live.line("1 end keep");
        assert_eq!(
            r.error_en().as_deref(),
            Some("seat 1 holds 3 basic cards and must name at most two to keep")
        );
        assert_eq!(live, before, "nothing was thrown away");
        assert_eq!(live.line("1 end keep 3").error, None);
    }

    #[test]
    fn house_rules_change_the_transcript_of_every_round() {
        let script = include_str!("../../../tests/cases/xor_trie_referee/deaths-and-match.in");
        let letter = crate::xor_trie::protocol::referee(script, false).text;
        assert!(letter.contains("\n1 seat 1 score 1816 tokens 0 total 1816 gold\n"));
        assert!(!letter.contains("cap "));
        let capped = script.replacen("players 4\n", "players 4\nrule score-cap\n", 1);
        let t = crate::xor_trie::protocol::referee(&capped, false);
        assert_eq!(t.error, None);
        assert!(
            t.text
                .contains("\ntop seat 1 points 666\ncap seat 1 score 1023 lost 666\n")
        );
        assert!(
            t.text
                .contains("\n1 seat 1 score 1023 tokens 0 total 1023 gold\n")
        );
        // An unknown rule is refused with the list of the known ones.
        let mut live = Live::new(false);
        live.line("players 4");
        assert_eq!(
            live.line("rule no-cap").error_en().as_deref(),
            Some(
                "`no-cap` is not a house rule: the house rules are score-cap, competition-ranking, death-after-skill"
            )
        );
    }

    #[test]
    fn house_rules_are_setup_lines_before_round_1_and_help_lists_them() {
        let mut live = Live::new(false);
        live.line("players 4");
        assert_eq!(live.line("rule score-cap").error, None);
        assert_eq!(
            live.line("rule score-cap").error_en().as_deref(),
            Some("`rule score-cap` is given twice")
        );
        let help = live.line("help rules").text;
        assert!(help.contains("  rule death-after-skill"), "{help}");
        assert!(
            help.ends_with("this match plays with: score-cap\n"),
            "{help}"
        );
        assert!(
            live.line("status")
                .text
                .contains("\nhouse rules: score-cap\n")
        );
        for line in ["seed 1", "deal 1 2 4 8", "begin"] {
            live.line(line);
        }
        assert_eq!(
            live.line("rule death-after-skill").error_en().as_deref(),
            Some("house rules are chosen before round 1 begins; this match plays with: score-cap")
        );
        assert_eq!(
            live.line("help me").error_en().as_deref(),
            Some("`help` knows `help rules`, not `me`")
        );
    }

    #[test]
    fn a_live_session_asks_the_table_among_seats_tied_for_the_start() {
        let mut live = after("players 4\nphysical\ndeal 8 2 9 3\nmarkers 500 501");
        let r = live.line("begin");
        assert_eq!(
            r.error_en().as_deref(),
            Some(
                "seats 2 and 4 tie for the start (their starting cards' highest 1 is lowest): the table picks one, `start S`"
            )
        );
        let r = live.line("start 4");
        assert!(
            r.note
                .as_ref()
                .unwrap()
                .en()
                .ends_with("; seat 4 starts: the hands are dealt from it clockwise"),
            "{r:?}"
        );
        assert!(
            live.line("begin")
                .text
                .contains("\nstart seat 4\ndraw seat 4 unseen 2\n")
        );
        // A script is not asked: the lowest seat starts.
        let t = crate::xor_trie::protocol::referee(
            "players 4\nphysical\ndeal 8 2 9 3\nmarkers 500 501\nbegin\n",
            false,
        );
        assert!(t.text.contains("\nstart seat 2\n"), "{}", t.text);
    }

    #[test]
    fn the_end_of_a_session_ranks_the_match_or_says_it_is_unfinished() {
        assert_eq!(Live::new(false).finish(), Finish::default());
        let unfinished = |text: &str| {
            let mut end = Finish::default();
            end.set(vec![Said::Text(Text::from(text.trim_end()))]);
            end.text
        };
        assert_eq!(
            after("players 4").finish().text,
            unfinished("the session ends before any round\n")
        );
        assert_eq!(
            after(OPENING).finish().text,
            unfinished("the session ends before round 1 has begun\n")
        );
        assert_eq!(
            after(&format!("{OPENING}begin")).finish().text,
            unfinished("the session ends before round 1 has ended\n")
        );
        // The script ends with a skill waiting for counters: it acts, and ends the round.
        let script = include_str!("../../../tests/cases/xor_trie_referee/skills-and-counters.in");
        let end = after(script).finish();
        assert_eq!(end.log, LogChange::Append("pass".into()));
        assert!(end.complete);
        assert!(
            end.text
                .starts_with("skill seat 4 I public layer 10 0100101001 -> 1100101001\n"),
            "{}",
            end.text
        );
        assert!(
            end.text.contains("\nmatch\n1 seat 1 gold 1"),
            "{}",
            end.text
        );
    }

    #[test]
    fn a_replayed_log_rebuilds_the_session_and_a_bad_one_names_its_line() {
        let script = format!("{OPENING}1 play 16 self\n# a comment\n\n1 end\n");
        let mut live = Live::new(false);
        let mut applied = Vec::new();
        live.replay(&script, |i| applied.push(i)).unwrap();
        assert_eq!(applied, [0, 1, 2, 3, 4, 5, 6, 9]);
        assert_eq!(live, after(&script));
        let e = Live::new(false)
            .replay("players 4\nseed 1\nstatus\n", |_| {})
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3: `status` is a command of the live session, not of a log"
        );
        let e = Live::new(false)
            .replay("players 4\nseed 1\n2 draw\n", |_| {})
            .unwrap_err();
        assert_eq!(e.line, 3);
    }
}
