//! The referee's state between lines: a [`Session`] takes one line's words at a time and
//! answers with the transcript lines it caused ([`Answer`]).
//!
//! Both modes drive it: the batch referee ([`super::referee`]) feeds it a script and stops
//! at the first bad line; a live session ([`super::Live`]) feeds it what the typist types,
//! keeping a copy from before each line to take a bad line (or an `undo`) back.
//!
//! # How the lines drive the engine
//!
//! A round is set up (its setup events printed) by `begin`, or when the first line after
//! its setup lines arrives, or at the end of the input: such a line sets the round up even
//! if it is then refused. A skill just played waits for counters: `counter` and `give`
//! lines leave that window open (tokens may be given at any time), `pass` closes it, and
//! any other line closes it too: the skill acts *before* that line is examined and the line
//! is checked against the state that follows. If the line is bad, the skill's action is
//! taken back with it (it did not happen: the transcript ends at the `cast` line). When a
//! round ends its standings are printed; at the end of the input, if the last round has
//! ended, the match ranking follows. With `show`, the trie is drawn at the start of each
//! round, after each turn and at the end ([`Game::draw_trie`]).
//!
//! # Which check fails first
//!
//! It decides the message, so it is part of the contract: a line that is out of place
//! (`players` twice, a setup line after its round has begun or ended) says so before its
//! arguments are read, except `seed` and `round`, whose arguments are read first.

use super::command::{Command, parse_command, parse_players};
use crate::i18n::Text;
use crate::msg;
use crate::xor_trie::IllegalAction;
use crate::xor_trie::bots::BotKind;
use crate::xor_trie::setup::seat_list;
use crate::xor_trie::words;
use crate::xor_trie::{Action, CardSource, Event, Game, HouseRule, HouseRules, Match, Seat, Setup};
use std::fmt::Write as _;

/// What one line caused: the transcript lines it printed (each ending in `\n`), and why it
/// was refused, if it was. A refused line changes nothing, except that a line after a
/// round's setup lines sets the round up first (and `text` then holds the setup events).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Answer {
    /// Transcript lines.
    pub text: String,
    /// Why the line was refused.
    pub error: Option<Text>,
}

impl Answer {
    /// Why the line was refused, in English.
    pub fn error_en(&self) -> Option<String> {
        self.error.as_ref().map(Text::en)
    }
}

/// Where the script stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// No round has started (after `players`).
    NoRound,
    /// The setup lines of the current round are being read.
    Setup {
        /// What the setup lines gave so far (the card source is provisional until
        /// `source_given`).
        setup: Setup,
        /// `seed` or `physical` was given.
        source_given: bool,
        /// The setup lines given, in order.
        seen: Vec<&'static str>,
    },
    /// The round in play.
    Running(Box<Game>),
    /// The last round has ended; the game as it ended.
    Ended(Box<Game>),
}

/// Whose line the referee awaits: what a live session's prompt says, and what any front end
/// can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Awaited {
    /// `players N`.
    Players,
    /// The setup lines of this round (or `begin`).
    Setup(u32),
    /// An action of `seat` in turn `turn` of round `round`.
    Turn {
        /// The round.
        round: u32,
        /// The turn.
        turn: u32,
        /// The seat to act.
        seat: Seat,
    },
    /// A `counter` (or `pass`) for the skill waiting in turn `turn` of round `round`.
    Counters {
        /// The round.
        round: u32,
        /// The turn.
        turn: u32,
    },
    /// `round` (the next round) or the end, after round `0` ended.
    Ended(u32),
}

impl Awaited {
    /// The prompt's words: `r1 setup`, `r1 t7 seat 3`, `r1 t7 counters`, `r1 ended`;
    /// nothing before `players`.
    pub fn text(&self) -> Text {
        match *self {
            Awaited::Players => Text::default(),
            Awaited::Setup(r) => msg!("card-prompt-setup", round = r),
            Awaited::Turn { round, turn, seat } => {
                msg!("card-prompt-turn", round = round, turn = turn, seat = seat)
            }
            Awaited::Counters { round, turn } => {
                msg!("card-prompt-counters", round = round, turn = turn)
            }
            Awaited::Ended(r) => msg!("card-prompt-ended", round = r),
        }
    }
}

impl std::fmt::Display for Awaited {
    /// [`Awaited::text`] in English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en())
    }
}

/// The referee's state between lines (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    show: bool,
    /// A round whose starting players tie is not set up before `start` names one (a live
    /// session asks the table); otherwise the lowest seat starts.
    ask_start: bool,
    /// The house rules of the match (`rule` lines, before the first round begins).
    rules: HouseRules,
    players: Option<usize>,
    /// The seats the referee plays (`bot S`), by seat index; empty before `players`.
    bots: Vec<Option<BotKind>>,
    round: u32,
    phase: Phase,
    matches: Option<Match>,
}

/// The setup lines that list cards or kinds, or name the starting seat (`seed` and
/// `physical` say where the cards come from).
const SETUP_LISTS: [&str; 6] = ["deal", "markers", "deck", "skills", "hands", "start"];

/// True if a line starting with `word` is a setup line (`rule` and `bot` included: they
/// come before a round begins).
fn is_setup(word: &str) -> bool {
    SETUP_LISTS.contains(&word) || matches!(word, "seed" | "physical" | "rule" | "bot")
}

impl Session {
    /// A session before its `players` line; with `show`, the trie is drawn after each turn.
    pub fn new(show: bool) -> Session {
        Session {
            show,
            ask_start: false,
            rules: HouseRules::NONE,
            players: None,
            bots: Vec::new(),
            round: 0,
            phase: Phase::NoRound,
            matches: None,
        }
    }

    /// From now on, a round whose starting players tie is not set up before a `start`
    /// line names one (the live session asks the table; a script's lowest seat starts).
    pub fn ask_start(&mut self) {
        self.ask_start = true;
    }

    /// The house rules of the match.
    pub fn rules(&self) -> HouseRules {
        self.rules
    }

    /// The number of players, once `players` is given.
    pub fn players(&self) -> Option<usize> {
        self.players
    }

    /// The kind of bot that plays `seat`, if the referee plays it (`bot S`).
    pub fn bot(&self, seat: Seat) -> Option<BotKind> {
        self.bots.get(seat.index()).copied().flatten()
    }

    /// True if the referee plays a seat.
    pub fn has_bots(&self) -> bool {
        self.bots.iter().any(Option::is_some)
    }

    /// The current round's number (0 before the first).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Where the script stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Whose line is awaited now.
    pub fn awaited(&self) -> Awaited {
        match (&self.phase, self.players) {
            (_, None) => Awaited::Players,
            (Phase::NoRound, _) => Awaited::Setup(self.round + 1),
            (Phase::Setup { .. }, _) => Awaited::Setup(self.round),
            (Phase::Ended(_), _) => Awaited::Ended(self.round),
            (Phase::Running(g), _) => {
                let (round, turn) = (self.round, g.turn_number());
                match (g.counter_window(), g.current()) {
                    (None, Some(seat)) => Awaited::Turn { round, turn, seat },
                    _ => Awaited::Counters { round, turn },
                }
            }
        }
    }

    /// The current round's game, running or ended.
    pub fn game(&self) -> Option<&Game> {
        match &self.phase {
            Phase::Running(g) | Phase::Ended(g) => Some(g),
            Phase::NoRound | Phase::Setup { .. } => None,
        }
    }

    /// The medals of the rounds ended so far.
    pub fn matches(&self) -> Option<&Match> {
        self.matches.as_ref()
    }

    /// One non-blank line, as its words ([`super::tokens`]).
    ///
    /// # Panics
    /// If `words` is empty.
    pub fn line(&mut self, words: &[&str]) -> Answer {
        let mut out = String::new();
        let error = self.command(words, &mut out).err();
        Answer { text: out, error }
    }

    /// The end of a script: sets up a round whose setup lines were last, lets a waiting
    /// skill act, and prints the match ranking if the last round has ended. The input
    /// must hold at least one round, and end with a round ended.
    pub fn finish(&mut self) -> Answer {
        let mut out = String::new();
        let error = self.end_of_input(&mut out).err();
        Answer { text: out, error }
    }

    /// Appends the events to the transcript, with the trie drawings of `show`: at the
    /// start (after the first turn's `turn` line), before every later turn's `turn` line,
    /// and before the round's end.
    fn emit(&self, game: &Game, events: &[Event], out: &mut String) {
        for e in events {
            if self.show
                && (matches!(e, Event::Turn { number, .. } if *number > 1)
                    || matches!(e, Event::RoundEnd { .. }))
            {
                draw(game, out);
            }
            writeln!(out, "{e}").unwrap();
            if self.show && matches!(e, Event::Turn { number: 1, .. }) {
                draw(game, out);
            }
        }
    }

    /// Claims the setup line `cmd` for the current round (starting round 1 if none has
    /// started): an error if the round has begun or ended, or if `cmd` was given already.
    fn claim_setup(&mut self, cmd: &'static str) -> Result<(), Text> {
        if matches!(self.phase, Phase::NoRound) {
            self.start_round();
        }
        let round = self.round;
        match &mut self.phase {
            Phase::Setup {
                seen, source_given, ..
            } => {
                if seen.contains(&cmd) {
                    return Err(msg!("card-line-given-twice", command = cmd, round = round));
                }
                if *source_given && (cmd == "seed" || cmd == "physical") {
                    return Err(if cmd == "seed" {
                        msg!("card-line-physical-no-seed", round = round)
                    } else {
                        msg!("card-line-seeded-no-physical", round = round)
                    });
                }
                seen.push(cmd);
                Ok(())
            }
            Phase::Running(_) => Err(msg!("card-line-after-begin", command = cmd, round = round)),
            Phase::Ended(_) => Err(msg!("card-line-round-ended", round = round)),
            Phase::NoRound => unreachable!("a round was just started"),
        }
    }

    /// Replaces the setup being read by `change`d copy of it, if that is consistent with
    /// the card set. Until `seed` or `physical` is given, the card source is taken to be
    /// physical cards if `hands` was given, a seed otherwise: the line that makes the setup
    /// contradict itself is the one refused.
    fn amend_setup(&mut self, change: impl FnOnce(&mut Setup)) -> Result<(), Text> {
        let Phase::Setup {
            setup,
            source_given,
            ..
        } = &mut self.phase
        else {
            unreachable!("claim_setup succeeded")
        };
        let mut next = setup.clone();
        change(&mut next);
        let mut check = next.clone();
        if !*source_given {
            check.source = match next.hands {
                Some(_) => CardSource::Physical,
                None => CardSource::Seed(0),
            };
            // Which seats may start depends on the deal, which the seed shuffles.
            if check.deal.is_none() {
                check.start = None;
            }
        }
        check.validate_so_far().map_err(|e| e.text())?;
        *setup = next;
        Ok(())
    }

    fn start_round(&mut self) {
        self.round += 1;
        self.phase = Phase::Setup {
            setup: Setup::new(self.players.unwrap(), 0),
            source_given: false,
            seen: Vec::new(),
        };
    }

    /// Lets a skill waiting for counters act (and the round end, if it does).
    fn close_counter_window(&mut self, out: &mut String) {
        if let Phase::Running(game) = &mut self.phase {
            let ev = game.resolve();
            let game = match std::mem::replace(&mut self.phase, Phase::NoRound) {
                Phase::Running(g) => g,
                _ => unreachable!(),
            };
            self.emit(&game, &ev, out);
            self.after_events(game, out);
        }
    }

    /// One non-empty line.
    fn command(&mut self, words: &[&str], out: &mut String) -> Result<(), Text> {
        let cmd = words[0];
        let Some(n) = self.players else {
            if cmd != "players" {
                return Err(msg!("card-line-players-first"));
            }
            let n = parse_players(&words[1..])?;
            self.players = Some(n);
            self.bots = vec![None; n];
            self.matches = Some(Match::new(n));
            return Ok(());
        };
        // The first line after a round's setup lines sets the round up.
        let ready = matches!(
            &self.phase,
            Phase::Setup {
                source_given: true,
                ..
            }
        );
        if ready && !is_setup(cmd) && cmd != "begin" {
            self.begin_round(out)?;
        }
        // Any line but a counter, a give or a pass closes a waiting skill's counter
        // window: the skill acts first and the line is examined in the state that follows.
        // If the line is bad, the skill's action is taken back with it: nothing from the
        // line applies.
        let window = matches!(&self.phase, Phase::Running(g) if g.counter_window().is_some());
        if window && cmd != "pass" && !matches!(words.get(1), Some(&"counter" | &"give")) {
            let saved = (out.len(), self.phase.clone(), self.matches.clone());
            self.close_counter_window(out);
            let result = self.examine(n, words, out);
            if result.is_err() {
                let (len, phase, matches) = saved;
                out.truncate(len);
                self.phase = phase;
                self.matches = matches;
            }
            return result;
        }
        self.examine(n, words, out)
    }

    /// One non-empty line after `players`, once its round is set up and a skill waiting
    /// for counters has acted (unless the line is a `counter`, a `give` or a `pass`).
    fn examine(&mut self, n: usize, words: &[&str], out: &mut String) -> Result<(), Text> {
        let cmd = words[0];
        // Lines out of place say so before their arguments are read.
        if cmd == "players" {
            return Err(msg!("card-line-players-twice"));
        }
        if let Some(&list) = SETUP_LISTS.iter().find(|&&l| l == cmd) {
            self.claim_setup(list)?;
        }
        match parse_command(words, n)? {
            Command::Players(_) => unreachable!("`players` is handled above"),
            Command::Round => match self.phase {
                Phase::NoRound | Phase::Ended(_) => {
                    self.start_round();
                    Ok(())
                }
                Phase::Setup { .. } => Err(msg!("card-line-round-in-setup", round = self.round)),
                Phase::Running(_) => Err(msg!("card-line-round-not-ended", round = self.round)),
            },
            Command::Seed(s) => self.give_source("seed", CardSource::Seed(s)),
            Command::Physical => {
                if let Some(seat) = Seat::all(n).find(|&s| self.bot(s).is_some()) {
                    return Err(msg!("card-line-bot-no-physical", seat = seat));
                }
                self.give_source("physical", CardSource::Physical)
            }
            Command::Deal(cards) => self.amend_setup(|s| s.deal = Some(cards)),
            Command::Markers(cards) => self.amend_setup(|s| s.markers = Some(cards)),
            Command::Deck(cards) => self.amend_setup(|s| s.deck_top = cards),
            Command::Skills(skills) => self.amend_setup(|s| s.skills_top = skills),
            Command::Hands(cards) => self.amend_setup(|s| s.hands = Some(cards)),
            Command::Start(seat) => self.amend_setup(|s| s.start = Some(seat)),
            Command::Rule(rule) => self.rule(rule),
            Command::Bot(seat, kind) => self.add_bot(seat, kind),
            Command::Begin => match self.phase {
                Phase::Setup { .. } => self.begin_round(out),
                _ => self.not_in_setup(),
            },
            Command::Pass => self.pass(out),
            Command::Act(seat, action) => self.action(seat, &action, out),
        }
    }

    /// `rule NAME`: a house rule, before the first round begins, once.
    fn rule(&mut self, rule: HouseRule) -> Result<(), Text> {
        let first_setup = matches!(self.phase, Phase::NoRound | Phase::Setup { .. });
        if !(first_setup && self.round <= 1) {
            return Err(msg!("card-line-rules-late", rules = self.rules.to_string()));
        }
        if self.rules.has(rule) {
            return Err(msg!("card-line-rule-twice", rule = rule.to_string()));
        }
        self.rules = self.rules.with(rule);
        Ok(())
    }

    /// `bot S [kind]`: the referee plays seat S from this round on. Before a round begins,
    /// once a seat, and only for rounds dealt from a seed (a bot cannot hold physical
    /// cards).
    fn add_bot(&mut self, seat: Seat, kind: BotKind) -> Result<(), Text> {
        match &self.phase {
            Phase::Running(_) => {
                return Err(msg!("card-line-bot-late", round = self.round));
            }
            Phase::Ended(_) => {
                return Err(msg!("card-line-round-ended", round = self.round));
            }
            Phase::Setup {
                setup,
                source_given: true,
                ..
            } if setup.source == CardSource::Physical => {
                return Err(msg!("card-line-physical-no-bot", round = self.round));
            }
            _ => {}
        }
        if let Some(k) = self.bot(seat) {
            return Err(msg!(
                "card-line-bot-twice",
                seat = seat,
                kind = words::bot_kind(k.name())
            ));
        }
        self.bots[seat.index()] = Some(kind);
        Ok(())
    }

    /// `seed S` or `physical`: where the round's cards come from.
    fn give_source(&mut self, cmd: &'static str, source: CardSource) -> Result<(), Text> {
        self.claim_setup(cmd)?;
        let given = |phase: &mut Phase, now: bool| {
            if let Phase::Setup {
                source_given, seen, ..
            } = phase
            {
                *source_given = now;
                if !now {
                    seen.pop();
                }
            }
        };
        given(&mut self.phase, true);
        let result = self.amend_setup(|s| s.source = source);
        if result.is_err() {
            given(&mut self.phase, false);
        }
        result
    }

    /// The refusal of a line that needs a round being set up.
    fn not_in_setup(&self) -> Result<(), Text> {
        Err(match self.phase {
            Phase::NoRound => msg!("card-line-no-round-set-up"),
            Phase::Running(_) => msg!("card-line-round-begun", round = self.round),
            Phase::Ended(_) => msg!("card-line-round-ended", round = self.round),
            Phase::Setup { .. } => unreachable!("only outside a setup"),
        })
    }

    /// Sets the round up once its setup lines are over (`begin`, its first other line, or
    /// the end of the input), printing the setup events.
    fn begin_round(&mut self, out: &mut String) -> Result<(), Text> {
        if let Phase::Setup {
            setup,
            source_given,
            ..
        } = &self.phase
        {
            if !source_given {
                return Err(msg!("card-line-needs-source", round = self.round));
            }
            let mut setup = setup.clone();
            setup.rules = self.rules;
            setup.validate().map_err(|e| e.text())?;
            if self.ask_start
                && setup.start.is_none()
                && let Some(tied) = setup.starters().filter(|t| t.len() > 1)
            {
                return Err(tie_question(&tied));
            }
            let (game, ev) = Game::new(self.round, &setup).map_err(|e| e.text())?;
            self.emit(&game, &ev, out);
            self.phase = Phase::Running(Box::new(game));
        }
        Ok(())
    }

    /// Takes the running game out of the phase (leaving `NoRound` in its place), setting
    /// the round up first if it is due; or says why there is none.
    fn running(&mut self, out: &mut String) -> Result<Box<Game>, Text> {
        self.begin_round(out)?;
        match std::mem::replace(&mut self.phase, Phase::NoRound) {
            Phase::Running(game) => Ok(game),
            Phase::Ended(game) => {
                self.phase = Phase::Ended(game);
                Err(IllegalAction::RoundOver { round: self.round }.text())
            }
            Phase::NoRound => Err(msg!("card-line-no-round-set-up")),
            Phase::Setup { .. } => unreachable!("begin_round succeeded"),
        }
    }

    fn action(&mut self, seat: Seat, action: &Action, out: &mut String) -> Result<(), Text> {
        let mut game = self.running(out)?;
        match game.apply(seat, action) {
            Ok(ev) => {
                self.emit(&game, &ev, out);
                self.after_events(game, out);
                Ok(())
            }
            Err(why) => {
                self.phase = Phase::Running(game);
                Err(why.text())
            }
        }
    }

    /// `pass`: nobody counters the skill waiting for counters, which acts now.
    fn pass(&mut self, out: &mut String) -> Result<(), Text> {
        let game = self.running(out)?;
        let waiting = game.counter_window().is_some();
        self.phase = Phase::Running(game);
        if !waiting {
            return Err(msg!("card-line-no-window"));
        }
        self.close_counter_window(out);
        Ok(())
    }

    /// Puts the game back, or closes the round with its standings if it ended.
    fn after_events(&mut self, game: Box<Game>, out: &mut String) {
        if game.ended().is_some() {
            let st = game.standings();
            write!(out, "{st}").unwrap();
            self.matches.as_mut().unwrap().record(&st);
            self.phase = Phase::Ended(game);
        } else {
            self.phase = Phase::Running(game);
        }
    }

    /// See [`Session::finish`].
    fn end_of_input(&mut self, out: &mut String) -> Result<(), Text> {
        if self.players.is_none() {
            return Err(msg!("card-line-input-empty"));
        }
        if matches!(
            &self.phase,
            Phase::Setup {
                source_given: true,
                ..
            }
        ) {
            self.begin_round(out)?;
        }
        self.close_counter_window(out);
        match self.phase {
            Phase::NoRound => Err(msg!("card-line-input-no-round")),
            Phase::Setup { .. } | Phase::Running(_) => {
                Err(msg!("card-line-input-ends-early", round = self.round))
            }
            Phase::Ended(_) => {
                let m = self.matches.as_ref().unwrap();
                write!(out, "{m}").unwrap();
                Ok(())
            }
        }
    }
}

/// What the table is asked when several seats may start.
pub fn tie_question(tied: &[Seat]) -> Text {
    msg!("card-tie-question", seats = seat_list(tied))
}

/// Draws the trie of `game` under a heading that says when.
fn draw(game: &Game, out: &mut String) {
    match game.ended() {
        Some(_) => writeln!(out, "trie at the end").unwrap(),
        None if game.turn_number() == 1 => writeln!(out, "trie at the start").unwrap(),
        None => writeln!(out, "trie after turn {}", game.turn_number() - 1).unwrap(),
    }
    write!(out, "{}", game.draw_trie()).unwrap();
}
